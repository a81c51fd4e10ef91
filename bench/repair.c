/* bench/repair.c - figures for the repair stage: accuracy on the scrambled
 * sample against a human reading (with and without the built-in table),
 * changes made across a corpus of normal text, time per chapter, and the
 * automatic search on chapters scrambled for the purpose.
 *
 *   build/bench_repair SAMPLE GOLDEN [CORPUS_DIR [CHAPTER KEY]]
 *
 * CORPUS_DIR's sub-folders are walked one level deep; encodings/ is skipped
 * (not UTF-8).  CHAPTER (normal text of the sample's book) and four held-out
 * chapters of CORPUS_DIR/hongloumeng are scrambled with the built-in pairs,
 * and GOLDEN and CHAPTER with KEY's (`STANDIN<TAB>ORIGINAL` lines, a key made
 * up for the tests): the search never sees either key. */
#define _DEFAULT_SOURCE
#include "base/diag.h"
#include "base/utf8.h"
#include "repair/repair.h"
#include "repair_data.h"
#include "scramble.h"
#include "text/text.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Repairs t->buf (name and encoding set here). */
static int repair(const char *name, const struct repair_opts *o, struct text *t,
		  struct repair_report *rep)
{
	t->name = (char *)name;
	t->encoding = "UTF-8";
	if (!t->buf)
		return -1;
	struct diag d;
	diag_init(&d);
	int err = repair_text_opts(t, NULL, o, rep, &d);
	diag_release(&d);
	return err;
}

static int run(const char *path, const struct repair_opts *o, struct text *t,
	       struct repair_report *rep)
{
	t->buf = slurp(path, &t->len);
	return repair(path, o, t, rep);
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Compares character by character: all, scrambled ones recovered, and
 * characters that were right and got broken. */
static void compare(const char *label, const char *src, const char *out, const char *gold)
{
	size_t n = 0, same = 0, scr = 0, rec = 0, broken = 0, l1, l2, l3;
	size_t ns = strlen(src), no = strlen(out), ng = strlen(gold);
	size_t i = 0, j = 0, k = 0;
	while (i < ns && j < no && k < ng) {
		int32_t a = utf8_decode(src + i, ns - i, &l1);
		int32_t b = utf8_decode(out + j, no - j, &l2);
		int32_t c = utf8_decode(gold + k, ng - k, &l3);
		n++;
		same += b == c;
		if (a != c) {
			scr++;
			rec += b == c;
		} else {
			broken += b != c;
		}
		i += l1, j += l2, k += l3;
	}
	printf("%-28s %5.2f %% of %zu characters equal to the golden reading; "
	       "%zu/%zu scrambled recovered (%.1f %%); %zu good ones changed\n",
	       label, 100.0 * (double)same / (double)n, n, rec, scr,
	       scr ? 100.0 * (double)rec / (double)scr : 100.0, broken);
}

static void corpus(const char *dir, const struct repair_opts *o)
{
	DIR *top = opendir(dir);
	if (!top) {
		printf("corpus %s: not found\n", dir);
		return;
	}
	size_t files = 0, scrambled = 0, changed = 0, bytes = 0;
	double t0 = now_s();
	struct dirent *e;
	while ((e = readdir(top))) {
		if (e->d_name[0] == '.' || !strcmp(e->d_name, "encodings"))
			continue;
		char sub[4096];
		snprintf(sub, sizeof(sub), "%s/%s", dir, e->d_name);
		DIR *dd = opendir(sub);
		if (!dd)
			continue;
		struct dirent *f;
		while ((f = readdir(dd))) {
			size_t l = strlen(f->d_name);
			if (l < 5 || strcmp(f->d_name + l - 4, ".txt"))
				continue;
			char path[8192];
			snprintf(path, sizeof(path), "%s/%s", sub, f->d_name);
			struct text t;
			struct repair_report rep;
			if (run(path, o, &t, &rep) == 0) {
				files++;
				bytes += t.len;
				scrambled += rep.scrambled;
				changed += rep.changed;
				if (rep.changed)
					printf("  CHANGED %s: %zu (score %.2f)\n", path, rep.changed,
					       rep.score);
			}
			free(t.buf);
		}
		closedir(dd);
	}
	closedir(top);
	double dt = now_s() - t0;
	printf("corpus (builtin=%d auto=%d): %zu files, %zu judged scrambled, %zu characters "
	       "changed; %.2f ms per file, %.1f MB/s\n",
	       o->builtin, o->autosolve, files, scrambled, changed,
	       files ? 1e3 * dt / (double)files : 0.0, (double)bytes / dt / 1e6);
}

/* The chapter at path scrambled with pairs, repaired by the automatic
 * search alone, against the chapter as it was. */
static void scrambled(const char *label, const char *path, const uint32_t (*pairs)[2],
		      size_t npairs)
{
	size_t n;
	char *gold = slurp(path, &n), *src = gold ? scramble(gold, n, pairs, npairs) : NULL;
	struct text t = { .buf = src ? strdup(src) : NULL, .len = n };
	if (!t.buf) {
		printf("%s: cannot read %s\n", label, path);
		free(gold);
		free(src);
		return;
	}
	static const struct repair_opts autoonly = { 0, 1 };
	struct repair_report rep;
	double t0 = now_s();
	if (repair(path, &autoonly, &t, &rep) == 0) {
		compare(label, src, t.buf, gold);
		printf("%-28s scrambled %d; %.0f ms\n", "", rep.scrambled, 1e3 * (now_s() - t0));
	}
	free(t.buf);
	free(src);
	free(gold);
}

static void other_keys(const char *golden, const char *corpus, const char *chapter,
		       const char *keyfile)
{
	scrambled("chapter, built-in key", chapter, repair_data_pairs, repair_data_npairs);
	static const char *const held_out[] = { "010", "020", "050", "090" };
	for (size_t k = 0; k < sizeof(held_out) / sizeof(*held_out); k++) {
		char path[4096], label[64];
		snprintf(path, sizeof(path), "%s/hongloumeng/%s.txt", corpus, held_out[k]);
		snprintf(label, sizeof(label), "hongloumeng %s, built-in", held_out[k]);
		scrambled(label, path, repair_data_pairs, repair_data_npairs);
	}
	uint32_t pairs[256][2];
	size_t np = scramble_read_key(keyfile, pairs, 256);
	if (!np) {
		printf("key %s: no pairs\n", keyfile);
		return;
	}
	scrambled("golden, made-up key", golden, (const uint32_t (*)[2])pairs, np);
	scrambled("chapter, made-up key", chapter, (const uint32_t (*)[2])pairs, np);
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc < 3) {
		fprintf(stderr, "usage: %s SAMPLE GOLDEN [CORPUS_DIR [CHAPTER KEY]]\n", argv[0]);
		return 2;
	}
	size_t ng, ns;
	char *gold = slurp(argv[2], &ng), *src = slurp(argv[1], &ns);
	if (!gold || !src) {
		fprintf(stderr, "%s: cannot read the sample or the golden reading\n", argv[0]);
		return 1;
	}
	static const struct repair_opts modes[] = { { 1, 1 }, { 1, 0 }, { 0, 1 }, { 0, 0 } };
	static const char *names[] = { "table, then auto", "built-in table (default)",
				       "auto only (no table)", "nothing" };
	for (int m = 0; m < 4; m++) {
		struct text t;
		struct repair_report rep;
		if (run(argv[1], &modes[m], &t, &rep)) {
			fprintf(stderr, "%s: repair failed\n", argv[0]);
			return 1;
		}
		compare(names[m], src, t.buf, gold);
		printf("%-28s score %.2f, scrambled %d, %zu changed\n", "", rep.score,
		       rep.scrambled, rep.changed);
		free(t.buf);
		int reps = modes[m].autosolve ? 5 : 50;
		double t0 = now_s();
		for (int r = 0; r < reps; r++) {
			run(argv[1], &modes[m], &t, &rep);
			free(t.buf);
		}
		printf("%-28s %.2f ms per run on the sample (%zu bytes)\n", "",
		       1e3 * (now_s() - t0) / reps, ns);
	}
	/* "-": no corpus given (make bench-repair CORPUS=DIR) */
	int have_corpus = argc > 3 && strcmp(argv[3], "-") != 0;
	if (have_corpus) {
		corpus(argv[3], &modes[0]);
		corpus(argv[3], &modes[1]);
		corpus(argv[3], &modes[2]);
	}
	if (have_corpus && argc > 5)
		other_keys(argv[2], argv[3], argv[4], argv[5]);
	free(gold);
	free(src);
	return 0;
}
