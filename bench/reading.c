/* bench/reading.c - figures for the reading stage (not a test):
 *   wrong spoken syllables per 1,000 Han characters of novel narrative (our
 *   own sentences, every character labelled: tests/gold/reading; and our
 *   random polyphone rows of novels, per source, weighted by the chance of
 *   their draw, with the polyphone model's citation accuracy), polyphone
 *   accuracy on CPP dev (citation readings; all rows, and the held-out fold
 *   that the trained polyphone rules never saw), exact-match rate of
 *   reading_norm on each text-normalisation file and on our own novel-style
 *   sentences, start-up time and lines per second.
 * usage: reading [-e ERRORS_FILE] [-n NARRATIVE.tsv[,…]] [-r ROWS.tsv] DEV.tsv[,POLY.tsv…]
 *                TN_DIR [NOVEL.tsv[,NOVEL2.tsv…]]
 *   (ROWS.tsv: our narrative polyphone rows with their sentences,
 *   tools/narrative_rows.py … full)
 *   (POLY.tsv: our own polyphone rows in CPP's format, never trained on;
 *   DEV.tsv may be - for none) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/strbuf.h"
#include "base/utf8.h"
#include "reading/polyphone.h"
#include "reading/reading.h"

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static double cpu_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Pinyin with ü spelled v, for comparison. */
static void canon(const char *s, char *out, size_t max)
{
	size_t k = 0;
	for (size_t i = 0; s[i] && k + 1 < max; i++) {
		if (s[i] == 'u' && s[i + 1] == ':') {
			out[k++] = 'v';
			i++;
		} else if ((unsigned char)s[i] == 0xC3 && (unsigned char)s[i + 1] == 0xBC) {
			out[k++] = 'v';
			i++;
		} else {
			out[k++] = s[i];
		}
	}
	out[k] = '\0';
}

/* The first path of the comma-separated list p into out; returns the rest
 * of the list, or NULL when p is empty. */
static const char *next_path(const char *p, char *out, size_t max)
{
	if (!*p)
		return NULL;
	size_t n = strcspn(p, ",");
	snprintf(out, max, "%.*s", (int)n, p);
	return p + n + (p[n] == ',');
}

static char **lines_of(const char *path, size_t *n)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	char **v = NULL, buf[65536];
	size_t alloc = 0;
	*n = 0;
	while (fgets(buf, sizeof buf, f)) {
		buf[strcspn(buf, "\r\n")] = '\0';
		if (*n == alloc) {
			alloc = alloc ? 2 * alloc : 1024;
			v = realloc(v, alloc * sizeof *v);
		}
		v[(*n)++] = strdup(buf);
	}
	fclose(f);
	return v;
}

/* Scores the rows of path (CPP's format: sentence, index, reading) read by
 * reading_align_citation: CPP writes citation readings.  For CPP dev (is_dev) the rows the polyphone table left out
 * are counted apart; other files were never trained on. */
static void polyphones(struct reading *r, const char *path, int is_dev, FILE *errs)
{
	size_t n;
	char **rows = lines_of(path, &n);
	if (!rows) {
		printf("polyphones: cannot read %s\n", path);
		return;
	}
	size_t ok[2] = { 0, 0 }, all[2] = { 0, 0 };
	struct strbuf sb;
	strbuf_init(&sb);
	for (size_t i = 0; i < n; i++) {
		char *sent = rows[i], *t1 = strchr(sent, '\t');
		if (!t1)
			continue;
		*t1 = '\0';
		char *t2 = strchr(t1 + 1, '\t');
		if (!t2)
			continue;
		long idx = atol(t1 + 1);
		char gold[16], got[16] = "";
		canon(t2 + 1, gold, sizeof gold);
		strbuf_reset(&sb);
		reading_align_citation(r, sent, strlen(sent), &sb);
		char *save = NULL, *tok = strtok_r(sb.buf, " ", &save);
		for (long k = 0; tok && k < idx; k++)
			tok = strtok_r(NULL, " ", &save);
		if (tok)
			canon(tok, got, sizeof got);
		/* The rows the polyphone table left out (see POLY_HOLDOUT). */
		unsigned h = polyphone_holdout ? polyphone_holdout : 5;
		int part = is_dev && i % h == (polyphone_holdout ? polyphone_fold : h - 1);
		all[part]++;
		if (!strcmp(got, gold))
			ok[part]++;
		else if (errs)
			fprintf(errs, "%zu\t%s\t%ld\t%s\t%s\n", i, sent, idx, gold, got);
	}
	if (!is_dev) {
		printf("polyphones (%s, never trained on): %zu/%zu %.2f %%\n", path, ok[0], all[0],
		       all[0] ? 100.0 * ok[0] / all[0] : 0.0);
	} else if (all[0] && all[1]) {
		if (!polyphone_holdout)
			printf("polyphone table trained on every row: build with POLY_HOLDOUT=5 "
			       "for a held-out figure\n");
		printf("polyphones (CPP dev): %.2f %% of %zu; trained rows %.2f %%, held-out rows "
		       "(fold %u of %u) %.2f %%\n",
		       100.0 * (ok[0] + ok[1]) / (all[0] + all[1]), all[0] + all[1],
		       100.0 * ok[0] / all[0], polyphone_holdout ? polyphone_fold : 4,
		       polyphone_holdout ? polyphone_holdout : 5, 100.0 * ok[1] / all[1]);
	}
	strbuf_release(&sb);
	for (size_t i = 0; i < n; i++)
		free(rows[i]);
	free(rows);
}

/* Whether got is one of the `|`-separated readings of gold. */
static int accepted(const char *gold, const char *got)
{
	size_t n = strlen(got);
	for (const char *p = gold; *p;) {
		size_t k = strcspn(p, "|");
		if (k == n && !memcmp(p, got, n))
			return 1;
		p += k + (p[k] == '|');
	}
	return 0;
}

/* Our narrative sentences (tests/gold/reading: id, sentence, one token per
 * code point, `a|b` where the standard accepts both) read by reading_align:
 * a Han character whose spoken syllable is none of the gold's is wrong.
 * Each file is scored on its own, in wrong syllables per 1,000 Han
 * characters; each miss goes to errs with its neighbours. */
static void narrative(struct reading *r, const char *paths, FILE *errs)
{
	char path[4096];
	for (const char *p = paths; (p = next_path(p, path, sizeof path));) {
		size_t n, han = 0, wrong = 0, sents = 0;
		char **rows = lines_of(path, &n);
		if (!rows) {
			printf("narrative: cannot read %s\n", path);
			continue;
		}
		struct strbuf sb;
		strbuf_init(&sb);
		for (size_t i = 0; i < n; i++) {
			char *id = rows[i], *sent = strchr(id, '\t'), *gold;
			if (*id == '#' || !sent || !(gold = strchr(sent + 1, '\t')))
				continue;
			*sent++ = '\0';
			*gold++ = '\0';
			strbuf_reset(&sb);
			reading_align(r, sent, strlen(sent), &sb);
			char *sg = NULL, *sw = NULL;
			char *g = strtok_r(gold, " ", &sg), *w = strtok_r(sb.buf, " ", &sw);
			const char *c = sent;
			size_t len;
			sents++;
			for (; g && w && *c; c += len) {
				int32_t cp = utf8_decode(c, strlen(c), &len);
				if (utf8_is_han(cp)) {
					han++;
					if (!accepted(g, w)) {
						wrong++;
						if (errs)
							fprintf(errs, "%s\t%.*s\t%s\t%s\t%s\n", id,
								(int)len, c, g, w, sent);
					}
				}
				g = strtok_r(NULL, " ", &sg);
				w = strtok_r(NULL, " ", &sw);
			}
			if (g || w || *c)
				printf("narrative: %s: %s: the tokens do not match the characters\n",
				       path, id);
		}
		printf("narrative: %zu wrong spoken syllables of %zu Han characters = %.1f per "
		       "1,000 (%zu sentences, %s)\n", wrong, han, han ? 1e3 * wrong / han : 0.0,
		       sents, path);
		strbuf_release(&sb);
		for (size_t i = 0; i < n; i++)
			free(rows[i]);
		free(rows);
	}
}

/* The 32-bit FNV-1a hash of s: a narrative row's fold is its sentence's
 * (tools/gen_polyphone.py holds out the same rows). */
static unsigned fnv1a(const char *s)
{
	unsigned h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* Wrong readings of a group of rows: count, and weighted by 1/pi over the
 * weight of all (the Hájek estimate of wrong syllables per Han character). */
struct tally {
	size_t rows, wrong, cit_wrong;
	double w, w_wrong;
};

static const char *const row_group[] = { "train part", "left-out fold", "held-out part" };

/* Our narrative polyphone rows (tools/narrative_rows.py ROWS WP SPLITS full:
 * id, split, pi, index, character, citation, spoken, ok|doubt, sentence):
 * each row's spoken syllable by reading_align against the gold's
 * alternatives, its citation by reading_align_citation, per source (the id's
 * prefix) and per group: rows the model trained on, rows of the fold it
 * left out (POLY_HOLDOUT), rows of the held-out split. */
static void narrative_rows(struct reading *r, const char *path, FILE *errs)
{
	size_t n;
	char **rows = lines_of(path, &n);
	if (!rows) {
		printf("rows: cannot read %s\n", path);
		return;
	}
	static const char *const source[] = { "wp", "hlm", "luxun" };
	struct tally t[3][3] = { { { 0 } } };
	struct strbuf sp, ci;
	strbuf_init(&sp);
	strbuf_init(&ci);
	for (size_t i = 0; i < n; i++) {
		char *f[9];
		size_t k = 0;
		for (char *p = rows[i]; k < 9 && p; k++) {
			f[k] = p;
			if ((p = strchr(p, '\t')))
				*p++ = '\0';
		}
		if (k < 9 || rows[i][0] == '#')
			continue;
		size_t s = 0;
		while (s < 3 && strncmp(f[0], source[s], strlen(source[s])))
			s++;
		int heldout = !strcmp(f[1], "heldout");
		int fold = polyphone_holdout && fnv1a(f[8]) % polyphone_holdout == polyphone_fold;
		if (s == 3)
			continue;
		struct tally *g = &t[s][heldout ? 2 : fold ? 1 : 0];
		long idx = atol(f[3]);
		strbuf_reset(&sp);
		strbuf_reset(&ci);
		reading_align(r, f[8], strlen(f[8]), &sp);
		reading_align_citation(r, f[8], strlen(f[8]), &ci);
		char *save = NULL, *got = strtok_r(sp.buf, " ", &save), *cit;
		for (long j = 0; got && j < idx; j++)
			got = strtok_r(NULL, " ", &save);
		save = NULL;
		cit = strtok_r(ci.buf, " ", &save);
		for (long j = 0; cit && j < idx; j++)
			cit = strtok_r(NULL, " ", &save);
		double w = 1.0 / atof(f[2]);
		int bad = !got || !accepted(f[6], got), cbad = !cit || !accepted(f[5], cit);
		g->rows++;
		g->w += w;
		g->wrong += bad;
		g->w_wrong += bad ? w : 0;
		g->cit_wrong += cbad;
		if (errs && (bad || cbad))
			fprintf(errs, "row %s\t%s\t%s\t%s\t%s/%s\t%s/%s\t%s\n",
				row_group[heldout ? 2 : fold], bad ? "spoken" : "citation", f[0], f[4],
				f[5], f[6], cit ? cit : "?", got ? got : "?", f[8]);
	}
	for (size_t s = 0; s < 3; s++)
		for (size_t g = 0; g < 3; g++)
			if (t[s][g].rows)
				printf("rows %-5s %-13s %2zu of %4zu spoken wrong = %5.1f per 1,000 Han "
				       "characters; citation %.2f %%\n", source[s], row_group[g],
				       t[s][g].wrong, t[s][g].rows, 1e3 * t[s][g].w_wrong / t[s][g].w,
				       100.0 * (t[s][g].rows - t[s][g].cit_wrong) / t[s][g].rows);
	strbuf_release(&sp);
	strbuf_release(&ci);
	for (size_t i = 0; i < n; i++)
		free(rows[i]);
	free(rows);
}

static size_t count(const char *s, const char *what)
{
	size_t n = 0;
	for (const char *p = s; (p = strstr(p, what)); p += strlen(what))
		n++;
	return n;
}

/* wetext_normalizer also holds speech-recognition clean-up a reader must not
 * do: fillers and 儿 removed, Chinese punctuation turned ASCII. */
static int asr_row(const char *in, const char *want)
{
	static const char *const gone[] = { "儿", "呃", "，", "：", "！", "。", "“", NULL };
	for (size_t i = 0; gone[i]; i++)
		if (count(in, gone[i]) > count(want, gone[i]))
			return 1;
	return 0;
}

/* Rows INPUT<TAB>EXPECTED of path read by reading_norm (but the
 * speech-recognition clean-up rows when skip_asr); adds to *ok and *all and
 * writes each miss to errs.  Returns 0 when the file is missing. */
static int score_norm(struct reading *r, const char *path, const char *label, int skip_asr,
		      FILE *errs, size_t *ok, size_t *all)
{
	size_t n;
	char **rows = lines_of(path, &n);
	if (!rows)
		return 0;
	struct strbuf sb;
	strbuf_init(&sb);
	for (size_t i = 0; i < n; i++) {
		char *tab = strchr(rows[i], '\t');
		if (tab && rows[i][0] != '#') {
			*tab = '\0';
			if (!skip_asr || !asr_row(rows[i], tab + 1)) {
				strbuf_reset(&sb);
				reading_norm(r, rows[i], strlen(rows[i]), &sb);
				++*all;
				if (!strcmp(sb.buf, tab + 1))
					++*ok;
				else if (errs)
					fprintf(errs, "tn %s\t%s\t%s\t%s\n", label, rows[i], tab + 1,
						sb.buf);
			}
		}
		free(rows[i]);
	}
	free(rows);
	strbuf_release(&sb);
	return 1;
}

static void tn(struct reading *r, const char *dir, FILE *errs)
{
	static const char *const files[] = {
		"nemo_cardinal", "nemo_date", "nemo_decimal", "nemo_fraction", "nemo_measure",
		"nemo_money", "nemo_ordinal", "nemo_time", "nemo_whitelist", "nemo_word",
		"wetext_cardinal", "wetext_char", "wetext_date", "wetext_fraction", "wetext_math",
		"wetext_measure", "wetext_money", "wetext_normalizer", "wetext_number",
		"wetext_sport", "wetext_time", "wetext_whitelist",
	};
	size_t tok = 0, tall = 0;
	if (!strcmp(dir, "-"))
		return; /* no TN folder given (make bench-reading TN=DIR) */
	for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
		char path[4096];
		snprintf(path, sizeof path, "%s/%s.tsv", dir, files[f]);
		size_t ok = 0, all = 0;
		/* wetext_normalizer's speech-recognition clean-up is not reading */
		int skip_asr = !strcmp(files[f], "wetext_normalizer");
		if (!score_norm(r, path, files[f], skip_asr, errs, &ok, &all) || !all)
			continue;
		printf("tn %-20s %3zu/%-3zu %5.1f %%\n", files[f], ok, all, 100.0 * ok / all);
		tok += ok;
		tall += all;
	}
	printf("tn all                   %3zu/%-3zu %5.1f %%  (speech-recognition clean-up rows "
	       "of wetext_normalizer skipped)\n", tok, tall, 100.0 * tok / tall);
}

/* Our own novel-style sentences, labelled before they were first read:
 * paths separated by commas, each scored on its own. */
static void novel(struct reading *r, const char *paths, FILE *errs)
{
	char path[4096];
	for (const char *p = paths; (p = next_path(p, path, sizeof path));) {
		size_t ok = 0, all = 0;
		if (score_norm(r, path, "novel", 0, errs, &ok, &all) && all)
			printf("novel sentences          %3zu/%-3zu %5.1f %%  (%s)\n", ok, all,
			       100.0 * ok / all, path);
	}
}

static void speed(struct reading *r, const char *dev)
{
	size_t n, chars = 0;
	char **rows = lines_of(dev, &n);
	if (!rows)
		return;
	for (size_t i = 0; i < n; i++) {
		rows[i][strcspn(rows[i], "\t")] = '\0';
		for (size_t k = 0, len, m = strlen(rows[i]); k < m; k += len, chars++)
			utf8_decode(rows[i] + k, m - k, &len);
	}
	struct strbuf sb;
	strbuf_init(&sb);
	double t0 = cpu_s();
	int rounds = 3;
	for (int k = 0; k < rounds; k++)
		for (size_t i = 0; i < n; i++) {
			strbuf_reset(&sb);
			reading_say(r, rows[i], strlen(rows[i]), &sb);
		}
	double dt = cpu_s() - t0;
	printf("reading_say: %.0f lines/s, %.0f chars/s (CPU, %zu lines of %.1f chars)\n",
	       rounds * n / dt, rounds * chars / dt, n, (double)chars / n);
	strbuf_release(&sb);
	for (size_t i = 0; i < n; i++)
		free(rows[i]);
	free(rows);
}

int main(int argc, char **argv)
{
	FILE *errs = NULL;
	const char *narr = NULL, *rows = NULL;
	int c;
	while ((c = getopt(argc, argv, "e:n:r:")) != -1) {
		if (c == 'e' && !(errs = fopen(optarg, "w"))) {
			perror(optarg);
			return 1;
		}
		if (c == 'n')
			narr = optarg;
		if (c == 'r')
			rows = optarg;
		if (c == '?')
			return 2;
	}
	if (argc - optind < 2) {
		fprintf(stderr, "usage: %s [-e ERRORS_FILE] [-n NARRATIVE.tsv[,…]] [-r ROWS.tsv] "
			"DEV.tsv[,POLY.tsv…] TN_DIR [NOVEL.tsv[,…]]\n", argv[0]);
		return 2;
	}
	int err;
	double t0 = now_s();
	struct reading *r = reading_new(NULL, NULL, &err);
	if (!r) {
		fprintf(stderr, "reading_new failed: %d\n", err);
		return 1;
	}
	struct strbuf sb;
	strbuf_init(&sb);
	reading_say(r, "銀行長大了。", strlen("銀行長大了。"), &sb);
	printf("start-up (reading_new + first traditional line): %.1f ms\n", 1e3 * (now_s() - t0));
	strbuf_release(&sb);
	if (narr)
		narrative(r, narr, errs);
	if (rows)
		narrative_rows(r, rows, errs);
	/* CPP dev, then our own polyphone files */
	char dev[4096], path[4096], timed[4096];
	const char *more = next_path(argv[optind], dev, sizeof dev);
	int has_dev = strcmp(dev, "-") != 0;
	if (has_dev)
		polyphones(r, dev, 1, errs);
	snprintf(timed, sizeof timed, "%s", dev);
	while (more && (more = next_path(more, path, sizeof path))) {
		polyphones(r, path, 0, errs);
		if (!has_dev && !strcmp(timed, "-"))
			snprintf(timed, sizeof timed, "%s", path);
	}
	tn(r, argv[optind + 1], errs);
	if (argc - optind > 2)
		novel(r, argv[optind + 2], errs);
	speed(r, timed);
	if (errs)
		fclose(errs);
	reading_free(r);
	return 0;
}
