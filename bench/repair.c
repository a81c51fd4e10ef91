/* bench/repair.c - figures for the repair stage.
 *
 *   build/bench_repair [--sample SAMPLE GOLDEN] [--keys DIR] [--group N] [--misses]
 *                      [--book DIR|FILE,FILE...]... [--clean DIR|FILE,...]...
 *
 * The sample chapter with the built-in table against its golden reading;
 * then every --book (its *.txt, in groups of N chapters: a book each)
 * scrambled with every key of --keys (`STANDIN<TAB>ORIGINAL` files, keys made
 * up for the purpose: the search never sees them), once with every chapter
 * scrambled and once with some chapters scrambled in part or not at all, and
 * repaired as batch does: the book-wide search, its key written as
 * book.repair and read back, each chapter repaired with it.  Then every
 * --clean book the same way, unscrambled: nothing may change.  Prints
 * scrambled characters restored, good Han characters changed per 1,000,
 * seconds of search per book and per chapter (CPU, one core).  --misses
 * lists under each book the scrambled characters left as written or read
 * wrongly, by pair (`何>实 12`: 12 of 实 written 何 not restored), most
 * first: where the next gain is (`何>实+ 12`: the key has the pair, the
 * decoder read them as written); the good characters changed, as read
 * (`柳>姨 9`: 9 of 柳 read 姨 where 柳 was right); and why, a line a cause
 * (`艘>深 7/7 (shows 7): never proposed`: 7 of the 7 scrambled left, the
 * stand-in shown 7 times in all; `翟>导 4/4 (-1.3 nats): under the cost`,
 * the search's evidence).  The misses of all books by why, by how often
 * the pair is scrambled in its book, and restored by how each chapter is
 * scrambled, are printed last either way. */
#define _DEFAULT_SOURCE
#include "base/diag.h"
#include "base/utf8.h"
#include "repair/repair.h"
#include "scramble.h"
#include "text/text.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_FILES 4096
#define MAX_KEYS 64
#define MAX_PAIRS 256

/* How each chapter of a book is scrambled, in turn: F whole, H from the
 * middle on, 0 not at all, Q its first third. */
static const char *const patterns[] = { "F", "FH0FQF" };

/* A pair of the key whose stand-ins a book left unrestored, and how often. */
struct miss {
	int32_t standin, original;
	size_t n;
};
#define MAX_MISSES 256
static int show_misses;

static void note_miss(struct miss *m, size_t *nm, int32_t s, int32_t o)
{
	for (size_t i = 0; i < *nm; i++)
		if (m[i].standin == s && m[i].original == o) {
			m[i].n++;
			return;
		}
	if (*nm < MAX_MISSES)
		m[(*nm)++] = (struct miss){ s, o, 1 };
}

static int cmp_miss_desc(const void *a, const void *b)
{
	const struct miss *x = a, *y = b;
	return (x->n < y->n) - (x->n > y->n);
}

/* A stand-in the key has (key->pairs), read as written: the decoder's miss,
 * marked + (not the search's). */
static int in_key(const struct repair_key *key, int32_t s, int32_t o)
{
	for (size_t i = 0; key && i < key->n; i++)
		if (key->pairs[i].standin == s && key->pairs[i].original == o)
			return 1;
	return 0;
}

static void print_misses(const char *what, struct miss *m, size_t nm, const struct repair_key *key)
{
	if (!show_misses || !nm)
		return;
	qsort(m, nm, sizeof(*m), cmp_miss_desc);
	printf("    %s:", what);
	for (size_t i = 0; i < nm; i++) {
		char a[8], b[8];
		a[utf8_encode(m[i].standin, a)] = '\0';
		b[utf8_encode(m[i].original, b)] = '\0';
		printf(" %s>%s%s %zu", a, b, in_key(key, m[i].standin, m[i].original) ? "+" : "",
		       m[i].n);
	}
	printf("\n");
}

/* Why the stand-ins of a pair of the key were not restored, each pair
 * told once a book: the book got no key (under CIPHER_KEY_MIN); the
 * stand-in shows once (the search weighs none such); its original was
 * never among the stand-in's finalists; it was, but under the pair's cost;
 * over it, but another pair took the stand-in's or the original's place
 * first; the key gives the stand-in another original; the key has the pair
 * and the decoder read those places as written. */
enum why { NO_KEY, SEEN_ONCE, NEVER, UNDER, LOST, WRONG, DECODER, NWHY };
static const char *const why_name[NWHY] = { "no key", "seen once", "never proposed",
					    "under the cost", "lost to a stronger pair",
					    "a wrong original", "read as written" };
/* How often the pair's original is scrambled in its book. */
enum { NBUCKET = 5 };
static const char *const bucket_name[NBUCKET] = { "1", "2-4", "5-14", "15-49", "50+" };

static int bucket_of(size_t n)
{
	return n < 2 ? 0 : n < 5 ? 1 : n < 15 ? 2 : n < 50 ? 3 : 4;
}

/* The misses of every book by why, by pattern (patterns[]) and by how
 * often the pair is scrambled; and restored by how a chapter is scrambled
 * (F whole, H from the middle, Q its first third). */
static struct {
	size_t chars[2][NWHY], pairs[2][NWHY], by_count[NWHY][NBUCKET];
	size_t mode_scrambled[2][3], mode_restored[2][3];
	/* what a cost lower by near_nats[i] would let in: the unrestored
	 * characters of right pairs, the wrong pairs and the places they read */
	size_t near_right[4], near_wrong[4], near_wrong_reads[4];
} why_all;
static const double near_nats[4] = { 1, 2, 3, 5 };
static const char chapter_modes[] = "FHQ";

/* The stand-in s's finalist o as the search last weighed it, or NULL. */
static const struct repair_key_pair *weighed(const struct repair_book *b, int32_t s, int32_t o)
{
	for (size_t i = 0; i < b->nweighed; i++)
		if (b->weighed[i].standin == s && b->weighed[i].original == o)
			return &b->weighed[i];
	return NULL;
}

/* The original the key gives s, or 0. */
static int32_t key_original(const struct repair_key *k, int32_t s)
{
	for (size_t i = 0; i < k->n; i++)
		if (k->pairs[i].standin == s)
			return k->pairs[i].original;
	return 0;
}

static enum why why_missed(const struct repair_book *b, int32_t s, int32_t o, size_t shows)
{
	if (!b->key.n)
		return NO_KEY;
	int32_t ko = key_original(&b->key, s);
	if (ko == o)
		return DECODER;
	if (ko)
		return WRONG;
	if (shows < 2)
		return SEEN_ONCE;
	const struct repair_key_pair *w = weighed(b, s, o);
	return !w ? NEVER : w->evidence <= 0 ? UNDER : LOST;
}

/* Tells why each pair of the key (pairs[0..np)) that the book left
 * unrestored was (scrambled[j] of its original scrambled, missed[j] left,
 * its stand-in shown shows[j] times in all), into why_all and, with
 * --misses, one line a cause. */
static void tell_why(const struct repair_book *b, const uint32_t (*pairs)[2], size_t np,
		     const size_t *scrambled, const size_t *missed, const size_t *shows,
		     int pattern)
{
	for (int w = 0; w < NWHY; w++) {
		int any = 0;
		for (size_t j = 0; j < np; j++) {
			int32_t s = (int32_t)pairs[j][0], o = (int32_t)pairs[j][1];
			if (!missed[j] || why_missed(b, s, o, shows[j]) != (enum why)w)
				continue;
			why_all.chars[pattern][w] += missed[j];
			why_all.pairs[pattern][w]++;
			why_all.by_count[w][bucket_of(scrambled[j])] += missed[j];
			if (!show_misses)
				continue;
			char a[8], c[8];
			a[utf8_encode(s, a)] = '\0';
			c[utf8_encode(o, c)] = '\0';
			printf("%s%s>%s %zu/%zu", any ? ", " : "    why: ", a, c, missed[j],
			       scrambled[j]);
			const struct repair_key_pair *f = weighed(b, s, o);
			if (f && w != DECODER)
				printf(" (%.1f nats)", f->evidence);
			else if (w != DECODER && shows[j] >= 2)
				printf(" (shows %zu)", shows[j]);
			any = 1;
		}
		if (any)
			printf(": %s\n", why_name[w]);
	}
}

/* The original of stand-in s in the key that scrambled the book, or 0. */
static int32_t true_original(const uint32_t (*pairs)[2], size_t np, int32_t s)
{
	for (size_t j = 0; j < np; j++)
		if ((int32_t)pairs[j][0] == s)
			return (int32_t)pairs[j][1];
	return 0;
}

/* The pairs under the cost by at most near_nats that are the best of
 * their stand-in (b->weighed lists each stand-in's best first), right
 * (their unrestored characters) and wrong (how many, and the places they
 * would read), into why_all. */
static void tell_near(const struct repair_book *b, const uint32_t (*pairs)[2], size_t np,
		      const size_t *missed)
{
	for (size_t i = 0; b->key.n && i < b->nweighed; i++) {
		const struct repair_key_pair *w = &b->weighed[i];
		if ((i && b->weighed[i - 1].standin == w->standin) || w->evidence > 0 ||
		    key_original(&b->key, w->standin))
			continue;
		int32_t o = true_original(pairs, np, w->standin);
		size_t j = 0;
		while (j < np && (int32_t)pairs[j][0] != w->standin)
			j++;
		for (int k = 0; k < 4; k++) {
			if (w->evidence <= -near_nats[k])
				continue;
			if (o == w->original) {
				why_all.near_right[k] += missed[j];
			} else {
				why_all.near_wrong[k]++;
				why_all.near_wrong_reads[k] += w->count;
			}
		}
	}
}

static void why_summary(void)
{
	size_t total = 0;
	for (int p = 0; p < 2; p++)
		for (int w = 0; w < NWHY; w++)
			total += why_all.chars[p][w];
	if (!total)
		return;
	printf("unrestored, by why: characters (pairs) in books F | FH0FQF; by how often the "
	       "original is scrambled in its book (");
	for (int k = 0; k < NBUCKET; k++)
		printf("%s%s", k ? " | " : "", bucket_name[k]);
	printf(")\n");
	for (int w = 0; w < NWHY; w++) {
		printf("  %-24s %5zu (%3zu) | %5zu (%3zu); ", why_name[w], why_all.chars[0][w],
		       why_all.pairs[0][w], why_all.chars[1][w], why_all.pairs[1][w]);
		for (int k = 0; k < NBUCKET; k++)
			printf("%s%zu", k ? " | " : "", why_all.by_count[w][k]);
		printf("\n");
	}
	for (int p = 0; p < 2; p++) {
		printf("  restored in %s books by chapter:", patterns[p]);
		for (int m = 0; m < 3; m++)
			if (why_all.mode_scrambled[p][m])
				printf(" %c %.1f %% (%zu/%zu)", chapter_modes[m],
				       100.0 * (double)why_all.mode_restored[p][m] /
					       (double)why_all.mode_scrambled[p][m],
				       why_all.mode_restored[p][m], why_all.mode_scrambled[p][m]);
		printf("\n");
	}
	printf("  a stand-in's best original under the cost by less than");
	for (int k = 0; k < 4; k++)
		printf("%s %.0f nats: %zu unrestored of right pairs, %zu wrong pairs (%zu places)",
		       k ? ";" : "", near_nats[k], why_all.near_right[k], why_all.near_wrong[k],
		       why_all.near_wrong_reads[k]);
	printf("\n");
}

struct totals {
	size_t scrambled, restored, clean, broken, books, chapters;
	double search_s, chapter_s;
};

/* The chapters alone, which why_all leaves out (it tells books). */
static struct totals single;

static double cpu_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.txt (or *.tsv) files of dir, sorted, or the files of a list
 * `a.txt,b.txt,...`; their count. */
static size_t list_dir(const char *dir, const char *ext, char **out, size_t max)
{
	if (strchr(dir, ',')) {
		size_t n = 0;
		for (const char *p = dir; *p && n < max;) {
			size_t l = strcspn(p, ",");
			out[n] = strndup(p, l);
			n += out[n] != NULL;
			p += l + (p[l] == ',');
		}
		return n;
	}
	DIR *d = opendir(dir);
	size_t n = 0, el = strlen(ext);
	struct dirent *e;
	while (d && (e = readdir(d)) && n < max) {
		size_t l = strlen(e->d_name);
		if (l > el && !strcmp(e->d_name + l - el, ext)) {
			out[n] = malloc(strlen(dir) + l + 2);
			if (out[n])
				sprintf(out[n++], "%s/%s", dir, e->d_name);
		}
	}
	if (d)
		closedir(d);
	qsort(out, n, sizeof(*out), cmp_str);
	return n;
}

static size_t decode_all(const char *s, size_t n, int32_t *out)
{
	size_t k = 0, len;
	for (size_t i = 0; i < n; i += len)
		out[k++] = utf8_decode(s + i, n - i, &len);
	return k;
}

/* Copies characters [from, to) of src over dst (both of n bytes, the same
 * lengths character for character). */
static void restore(char *dst, const char *src, size_t n, size_t from, size_t to)
{
	size_t len, k = 0;
	for (size_t i = 0; i < n; i += len, k++) {
		utf8_decode(src + i, n - i, &len);
		if (k >= from && k < to)
			memcpy(dst + i, src + i, len);
	}
}

/* text[0..n) scrambled with pairs as mode says (F whole, H from the middle
 * on, Q its first third, 0 not at all), in place. */
static void scramble_part(char *text, size_t n, const uint32_t (*pairs)[2], size_t np, char mode)
{
	char *s = scramble(text, n, pairs, np);
	if (!s)
		return;
	size_t len, chars = 0;
	for (size_t i = 0; i < n; i += len, chars++)
		utf8_decode(text + i, n - i, &len);
	if (mode == 'H')
		restore(s, text, n, 0, chars / 2);
	else if (mode == 'Q')
		restore(s, text, n, chars / 3, chars);
	else if (mode == '0')
		restore(s, text, n, 0, chars);
	memcpy(text, s, n);
	free(s);
}

/* One book: chapters paths[0..n) scrambled by mode (NULL pairs: clean),
 * searched, repaired; the counts go to t. */
static void run_book(const char *label, char **paths, size_t n, const uint32_t (*pairs)[2],
		     size_t np, const char *mode, struct totals *t)
{
	struct text *ts = calloc(n, sizeof(*ts));
	struct text **tp = calloc(n, sizeof(*tp));
	char **gold = calloc(n, sizeof(*gold));
	size_t nt = 0;
	for (size_t i = 0; ts && tp && gold && i < n; i++) {
		struct diag d;
		diag_init(&d);
		int err = text_load(&ts[nt], paths[i], &d);
		diag_release(&d);
		if (err)
			continue;
		gold[nt] = strdup(ts[nt].buf);
		if (pairs)
			scramble_part(ts[nt].buf, ts[nt].len, pairs, np, mode[nt % strlen(mode)]);
		tp[nt] = &ts[nt];
		nt++;
	}
	double c0 = cpu_s();
	struct repair_book book;
	if (repair_book_search(tp, nt, NULL, &book)) {
		printf("%s: the search failed\n", label);
		nt = 0;
		memset(&book, 0, sizeof(book));
	}
	double search = cpu_s() - c0;
	struct repair_table *table = NULL;
	char keypath[] = "/tmp/bench-repair-XXXXXX";
	int fd = book.key.n ? mkstemp(keypath) : -1;
	if (fd >= 0) {
		close(fd);
		book.key.summary = label;
		if (repair_key_write(keypath, &book.key, NULL) ||
		    repair_table_load(&table, keypath, NULL))
			printf("%s: the key could not be written and read back\n", label);
		unlink(keypath);
	}
	size_t scr = 0, rec = 0, clean = 0, broken = 0, nmiss = 0;
	size_t nbad = 0, pscr[MAX_PAIRS] = { 0 }, pmiss[MAX_PAIRS] = { 0 };
	size_t shows[MAX_PAIRS] = { 0 };
	int pattern = pairs && strcmp(mode, patterns[0]) != 0;
	struct miss misses[MAX_MISSES], bad[MAX_MISSES];
	for (size_t i = 0; i < nt; i++) {
		size_t len = ts[i].len;
		int32_t *src = malloc((len + 1) * sizeof(*src)), *out = malloc((len + 1) * sizeof(*out));
		int32_t *g = malloc((len + 1) * sizeof(*g));
		size_t ns = src ? decode_all(ts[i].buf, len, src) : 0;
		size_t ng = g ? decode_all(gold[i], strlen(gold[i]), g) : 0;
		struct repair_report rep;
		repair_text(&ts[i], table, &rep, NULL);
		size_t no = out ? decode_all(ts[i].buf, ts[i].len, out) : 0;
		char how = pairs && t != &single ? mode[i % strlen(mode)] : '\0';
		const char *m = how ? strchr(chapter_modes, how) : NULL;
		if (ns == ng && no == ns) {
			for (size_t k = 0; k < ns; k++) {
				for (size_t j = 0; j < np; j++) {
					if (src[k] != (int32_t)pairs[j][0])
						continue;
					shows[j]++;
					pscr[j] += g[k] == (int32_t)pairs[j][1];
					pmiss[j] += g[k] == (int32_t)pairs[j][1] && out[k] != g[k];
				}
				if (src[k] != g[k]) {
					scr++;
					rec += out[k] == g[k];
					if (m) {
						size_t at = (size_t)(m - chapter_modes);
						why_all.mode_scrambled[pattern][at]++;
						why_all.mode_restored[pattern][at] += out[k] == g[k];
					}
					if (out[k] != g[k])
						note_miss(misses, &nmiss, src[k], g[k]);
				} else if (g[k] > 0 && utf8_is_han(g[k])) {
					clean++;
					broken += out[k] != g[k];
					if (out[k] != g[k])
						note_miss(bad, &nbad, g[k], out[k]);
				}
			}
		} else {
			printf("%s: %s changed length\n", label, paths[i]);
		}
		free(src);
		free(out);
		free(g);
	}
	printf("  %-34s %-6s %2zu ch %7zu Han: key %2zu pairs; restored %4zu/%-4zu %5.1f %%; "
	       "changed %3zu (%.2f per 1,000 clean Han); search %.2f s\n",
	       label, pairs ? mode : "clean", nt, clean + scr, book.key.n, rec, scr,
	       scr ? 100.0 * (double)rec / (double)scr : 100.0, broken,
	       clean ? 1000.0 * (double)broken / (double)clean : 0.0, search);
	print_misses("unrestored", misses, nmiss, &book.key);
	print_misses("broken", bad, nbad, NULL);
	if (pairs && t != &single) {
		tell_why(&book, pairs, np, pscr, pmiss, shows, pattern);
		tell_near(&book, pairs, np, pmiss);
	}
	t->scrambled += scr;
	t->restored += rec;
	t->clean += clean;
	t->broken += broken;
	t->books++;
	t->chapters += nt;
	t->search_s += search;
	repair_table_free(table);
	repair_book_release(&book);
	for (size_t i = 0; i < nt; i++) {
		free(ts[i].buf);
		free(gold[i]);
	}
	free(ts);
	free(tp);
	free(gold);
}

/* The built-in table on the sample against its golden reading. */
static void sample(const char *path, const char *golden)
{
	size_t ns, ng;
	char *src = slurp(path, &ns), *gold = slurp(golden, &ng);
	if (!src || !gold) {
		printf("sample: cannot read %s or %s\n", path, golden);
		free(src);
		free(gold);
		return;
	}
	struct text t = { strdup(src), ns, (char *)path, "UTF-8" };
	struct repair_report rep;
	double c0 = cpu_s();
	repair_text(&t, NULL, &rep, NULL);
	double dt = cpu_s() - c0;
	size_t n = 0, same = 0, scr = 0, rec = 0, broken = 0, l1, l2, l3;
	for (size_t i = 0, j = 0, k = 0; i < ns && j < t.len && k < ng; i += l1, j += l2, k += l3) {
		int32_t a = utf8_decode(src + i, ns - i, &l1);
		int32_t b = utf8_decode(t.buf + j, t.len - j, &l2);
		int32_t c = utf8_decode(gold + k, ng - k, &l3);
		n++;
		same += b == c;
		scr += a != c;
		rec += a != c && b == c;
		broken += a == c && b != c;
	}
	printf("sample, built-in table: %.2f %% of %zu characters equal to the golden reading; "
	       "%zu/%zu stand-ins restored, %zu good ones changed, %zu unsure; %.1f ms\n",
	       100.0 * (double)same / (double)n, n, rec, scr, broken, rep.unsure, 1e3 * dt);
	free(t.buf);
	free(src);
	free(gold);
}

static void summary(const char *what, const struct totals *t)
{
	printf("%s: %zu books, %zu chapters: restored %zu/%zu (%.1f %%); %zu good Han characters "
	       "changed (%.2f per 1,000); search %.2f s a book, %.2f s a chapter\n",
	       what, t->books, t->chapters, t->restored, t->scrambled,
	       t->scrambled ? 100.0 * (double)t->restored / (double)t->scrambled : 100.0,
	       t->broken, t->clean ? 1000.0 * (double)t->broken / (double)t->clean : 0.0,
	       t->books ? t->search_s / (double)t->books : 0.0,
	       t->chapters ? t->search_s / (double)t->chapters : 0.0);
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	char *keys[MAX_KEYS], *books[64], *cleans[64];
	size_t nkeys = 0, nbooks = 0, ncleans = 0, group = 6;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--sample") && i + 2 < argc) {
			sample(argv[i + 1], argv[i + 2]);
			i += 2;
		} else if (!strcmp(argv[i], "--keys") && i + 1 < argc) {
			nkeys = list_dir(argv[++i], ".tsv", keys, MAX_KEYS);
		} else if (!strcmp(argv[i], "--misses")) {
			show_misses = 1;
		} else if (!strcmp(argv[i], "--group") && i + 1 < argc) {
			group = (size_t)atoi(argv[++i]);
		} else if (!strcmp(argv[i], "--book") && i + 1 < argc && nbooks < 64) {
			books[nbooks++] = argv[++i];
		} else if (!strcmp(argv[i], "--clean") && i + 1 < argc && ncleans < 64) {
			cleans[ncleans++] = argv[++i];
		} else {
			fprintf(stderr, "usage: %s [--sample SAMPLE GOLDEN] [--keys DIR] [--group N] "
					"[--misses] [--book DIR]... [--clean DIR]...\n", argv[0]);
			return 2;
		}
	}
	if (!group)
		group = 1;
	struct totals all = { 0 }, clean = { 0 };
	char *files[MAX_FILES];
	for (size_t k = 0; k < nkeys; k++) {
		uint32_t pairs[MAX_PAIRS][2];
		size_t np = scramble_read_key(keys[k], pairs, MAX_PAIRS);
		const char *kname = strrchr(keys[k], '/') ? strrchr(keys[k], '/') + 1 : keys[k];
		printf("key %s (%zu pairs)\n", kname, np);
		for (size_t b = 0; b < nbooks; b++) {
			size_t nf = list_dir(books[b], ".txt", files, MAX_FILES);
			for (size_t g = 0; g < nf; g += group) {
				size_t m = nf - g < group ? nf - g : group;
				char label[256];
				snprintf(label, sizeof(label), "%s %zu-%zu", books[b], g + 1, g + m);
				for (size_t p = 0; p < sizeof(patterns) / sizeof(*patterns); p++)
					run_book(label, files + g, m, (const uint32_t (*)[2])pairs, np,
						 patterns[p], &all);
			}
			/* one chapter alone: the hardest case, and the time a chapter takes */
			if (nf) {
				char label[256];
				snprintf(label, sizeof(label), "%s: one chapter", books[b]);
				run_book(label, files, 1, (const uint32_t (*)[2])pairs, np, "F", &single);
			}
			for (size_t i = 0; i < nf; i++)
				free(files[i]);
		}
	}
	for (size_t b = 0; b < ncleans; b++) {
		size_t nf = list_dir(cleans[b], ".txt", files, MAX_FILES);
		for (size_t g = 0; g < nf; g += group) {
			size_t m = nf - g < group ? nf - g : group;
			char label[256];
			snprintf(label, sizeof(label), "%s %zu-%zu", cleans[b], g + 1, g + m);
			run_book(label, files + g, m, NULL, 0, "", &clean);
		}
		for (size_t i = 0; i < nf; i++)
			free(files[i]);
	}
	for (size_t k = 0; k < nkeys; k++)
		free(keys[k]);
	if (all.books)
		summary("scrambled books", &all);
	if (single.books)
		summary("single chapters", &single);
	if (clean.books)
		summary("clean books", &clean);
	why_summary();
	return 0;
}
