/* test_repair.c - the repair stage: the scrambled sample against the golden
 * reading, zero changes to normal text (the whole UTF-8 corpus when it is
 * there), user tables, and hostile input. */
#define _DEFAULT_SOURCE
#include "base/diag.h"
#include "base/err.h"
#include "base/utf8.h"
#include "check.h"
#include "repair/repair.h"
#include "repair_data.h"
#include "scramble.h"
#include "text/text.h"

#include <dirent.h>
#include <stdlib.h>
#include <unistd.h>

#define SAMPLE "chapters/001_d4df4916215e0300.txt"
#define GOLDEN "tests/golden/repair/001.txt"
#define OTHER_KEY "tests/golden/repair/other-key.tsv"

/* A struct text made by hand, as text_load would leave it. */
static void text_of(struct text *t, const char *bytes, size_t n)
{
	t->buf = malloc(n + 1);
	memcpy(t->buf, bytes, n);
	t->buf[n] = '\0';
	t->len = n;
	t->name = "test";
	t->encoding = "UTF-8";
}

static size_t count_chars(const char *s, size_t n)
{
	size_t c = 0, len;
	for (size_t i = 0; i < n; i += len, c++)
		utf8_decode(s + i, n - i, &len);
	return c;
}

/* Share of characters of out equal to gold, and of the scrambled ones (where
 * src differs from gold) recovered. */
static void score(const char *src, const char *out, const char *gold, double *all,
		  double *recovered)
{
	size_t n = 0, same = 0, scr = 0, rec = 0, l1, l2, l3;
	size_t ns = strlen(src), no = strlen(out), ng = strlen(gold), i = 0, j = 0, k = 0;
	while (i < ns && j < no && k < ng) {
		int32_t a = utf8_decode(src + i, ns - i, &l1);
		int32_t b = utf8_decode(out + j, no - j, &l2);
		int32_t c = utf8_decode(gold + k, ng - k, &l3);
		n++;
		same += b == c;
		scr += a != c;
		rec += a != c && b == c;
		i += l1, j += l2, k += l3;
	}
	*all = n ? (double)same / (double)n : 0;
	*recovered = scr ? (double)rec / (double)scr : 1;
}

static int same_lines(const char *a, const char *b)
{
	const char *p = a, *q = b;
	for (;;) {
		p = strchr(p, '\n');
		q = strchr(q, '\n');
		if (!p || !q)
			return !p && !q;
		if (count_chars(a, (size_t)(p - a)) != count_chars(b, (size_t)(q - b)))
			return 0;
		p++, q++;
	}
}

static void test_sample(void)
{
	size_t ns, ng;
	char *src = slurp(SAMPLE, &ns), *gold = slurp(GOLDEN, &ng);
	if (!CHECK(src && gold))
		return;
	CHECK_INT(count_chars(src, ns), count_chars(gold, ng));

	static const struct repair_opts table = { 1, 0 }, autoonly = { 0, 1 };
	struct text t;
	struct repair_report rep;
	struct diag d;
	double all, rec;

	diag_init(&d);
	text_of(&t, src, ns);
	CHECK_INT(repair_text(&t, NULL, &rep, &d), 0);
	CHECK(rep.scrambled);
	CHECK(rep.score > 0.99);
	CHECK(rep.changed > 100);
	CHECK_INT(t.len, ns); /* one character for one, here all 3-byte */
	CHECK(same_lines(src, t.buf));
	score(src, t.buf, gold, &all, &rec);
	printf("sample, default: %.2f %% equal to golden, %.1f %% of scrambled recovered\n",
	       100 * all, 100 * rec);
	CHECK(all >= 0.995);
	CHECK_INT(d.n, 1);
	CHECK(d.n && strstr(d.v[0].msg, "text looks scrambled"));
	CHECK(d.n && d.v[0].level == DIAG_WARNING);
	free(t.buf);
	diag_release(&d);

	text_of(&t, src, ns);
	CHECK_INT(repair_text_opts(&t, NULL, &table, &rep, NULL), 0);
	score(src, t.buf, gold, &all, &rec);
	CHECK(all >= 0.995);
	free(t.buf);

	text_of(&t, src, ns);
	CHECK_INT(repair_text_opts(&t, NULL, &autoonly, &rep, NULL), 0);
	score(src, t.buf, gold, &all, &rec);
	printf("sample, no table: %.2f %% equal to golden, %.1f %% of scrambled recovered\n",
	       100 * all, 100 * rec);
	CHECK(rep.scrambled);
	CHECK(rec >= 0.80); /* 102/127 today: keep it there */
	CHECK(all >= 0.97);
	CHECK(same_lines(src, t.buf));
	free(t.buf);
	free(src);
	free(gold);
}

/* Repairs a copy of bytes and checks nothing changed. */
static int untouched(const char *bytes, size_t n, struct repair_report *rep)
{
	struct text t;
	text_of(&t, bytes, n);
	int err = repair_text(&t, NULL, rep, NULL);
	int ok = !err && t.len == n && !memcmp(t.buf, bytes, n) && !rep->changed &&
		 !rep->scrambled;
	free(t.buf);
	return ok;
}

static void test_normal_text(void)
{
	struct repair_report rep;
	static const char *shorts[] = {
		"",
		"\n\n",
		"他们喜欢看书。",
		"她看了看，笑道：“好。”",
		"弓箭手躲在后面。成功了！沙场认为。",
		"欢欢喜喜过大年，牵着手看烟花。",
		"他看了看四周，說道：“進來吧。”",  /* traditional */
		"他們歡歡喜喜，看了又看。",
		"牵牛花，欢乐颂，看不见。",
		/* the counts of a scrambled text, but every 蹈 is in 舞蹈 */
		"她喜欢舞蹈。舞蹈老师说，舞蹈要练。她跳舞蹈，舞蹈好看。"
		"他们欢欢喜喜地看舞蹈，舞蹈团的舞蹈演员。",
	};
	for (size_t i = 0; i < sizeof(shorts) / sizeof(*shorts); i++)
		CHECK(untouched(shorts[i], strlen(shorts[i]), &rep));

	static const char *others[] = { "chapters/000_bd4a13edcc98bd39.txt",
					"chapters/003_34d5600e3b384f51.txt" };
	for (size_t i = 0; i < 2; i++) {
		size_t n;
		char *s = slurp(others[i], &n);
		if (CHECK(s)) {
			CHECK(untouched(s, n, &rep));
			CHECK(rep.score < 0.01);
		}
		free(s);
	}
}

/* The corpus: tests/corpus, or where TINGSHU_CORPUS says (make check-corpus). */
static const char *corpus_root(void)
{
	const char *env = getenv("TINGSHU_CORPUS");
	return env && *env ? env : "tests/corpus";
}

/* Every UTF-8 chapter of the corpus stays as it is. */
static void test_corpus(void)
{
	static const char *dirs[] = { "hongloumeng", "hongloumeng_trad", "luxun" };
	const char *root = corpus_root();
	size_t files = 0, changed = 0;
	for (size_t i = 0; i < 3; i++) {
		char dir[4096];
		snprintf(dir, sizeof(dir), "%s/%s", root, dirs[i]);
		DIR *dd = opendir(dir);
		if (!CHECK(dd))
			continue;
		struct dirent *e;
		while ((e = readdir(dd))) {
			size_t l = strlen(e->d_name);
			if (l < 5 || strcmp(e->d_name + l - 4, ".txt"))
				continue;
			char path[8192];
			size_t n;
			snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
			char *s = slurp(path, &n);
			struct repair_report rep;
			if (!s)
				continue;
			files++;
			if (!untouched(s, n, &rep)) {
				changed++;
				fprintf(stderr, "%s: changed %zu (score %.2f)\n", path, rep.changed,
					rep.score);
			}
			free(s);
		}
		closedir(dd);
	}
	printf("corpus %s: %zu files, %zu changed\n", root, files, changed);
	CHECK(files >= 10); /* tests/corpus has 13; the whole corpus 247 */
	CHECK_INT(changed, 0);
}

/* The automatic search alone leaves normal chapters alone too: names (黛玉,
 * 闰土), traditional script, the other sample chapters.  A few files only:
 * it costs about 0.15 s each (make bench-repair runs the whole corpus). */
static void test_auto_normal(void)
{
	/* the chapters of this tree, then corpus files */
	static const char *files[] = {
		"chapters/000_bd4a13edcc98bd39.txt", "chapters/003_34d5600e3b384f51.txt",
		"hongloumeng/003.txt", "hongloumeng_trad/057.txt",
		"luxun/guxiang.txt", "luxun/a_q_zhengzhuan.txt",
	};
	static const struct repair_opts autoonly = { 0, 1 };
	const char *root = corpus_root();
	for (size_t i = 0; i < sizeof(files) / sizeof(*files); i++) {
		char path[4096];
		size_t n;
		int in_corpus = strncmp(files[i], "chapters/", 9) != 0;
		if (in_corpus && !root)
			continue;
		snprintf(path, sizeof(path), "%s%s%s", in_corpus ? root : "", in_corpus ? "/" : "",
			 files[i]);
		char *s = slurp(path, &n);
		if (!s)
			continue; /* the corpus is not always beside the tree */
		struct text t;
		struct repair_report rep;
		text_of(&t, s, n);
		CHECK_INT(repair_text_opts(&t, NULL, &autoonly, &rep, NULL), 0);
		if (!CHECK(!rep.changed && !memcmp(t.buf, s, n)))
			fprintf(stderr, "%s: %zu changed\n", path, rep.changed);
		free(t.buf);
		free(s);
	}
}

static char *write_tmp(const char *content)
{
	static char path[64];
	strcpy(path, "/tmp/tingshu-repair-XXXXXX");
	int fd = mkstemp(path);
	if (fd < 0)
		return NULL;
	size_t n = strlen(content);
	int ok = write(fd, content, n) == (ssize_t)n;
	close(fd);
	return ok ? path : NULL;
}

static void test_user_table(void)
{
	/* another site's cipher: 丙 for 的, 甲 for 了 */
	const char *chapter = "他丙书丢甲。我丙心碎甲。你丙马跑甲。她丙猫睡甲。"
			      "他丙书丢甲。我丙心碎甲。你丙马跑甲。她丙猫睡甲。\n";
	char *path = write_tmp("# a book's own table\n丙 的\n\n甲\t了\n");
	if (!CHECK(path))
		return;
	struct text t;
	struct repair_report rep;
	struct repair_table *table;
	struct diag d;
	diag_init(&d);
	text_of(&t, chapter, strlen(chapter));
	CHECK_INT(repair_table_load(&table, path, &d), 0);
	CHECK_INT(repair_text(&t, table, &rep, &d), 0);
	CHECK(rep.scrambled);
	CHECK(!strncmp(t.buf, "他的书丢了。我的心碎了。", strlen("他的书丢了。我的心碎了。")));
	repair_table_free(table);
	free(t.buf);
	diag_release(&d);
	unlink(path);

	path = write_tmp("丙 的\n甲乙\n丁 戊 己\n\n好 的\n");
	if (!CHECK(path))
		return;
	diag_init(&d);
	CHECK_INT(repair_table_load(&table, path, &d), ERR_SYNTAX);
	CHECK(table == NULL); /* no half table to repair with */
	CHECK_INT(d.n, 2);
	/* under the table's name, with their lines */
	CHECK(d.n == 2 && d.v[0].line == 2 && d.v[1].line == 3);
	CHECK(d.n == 2 && d.v[0].file && !strcmp(d.v[0].file, path));
	CHECK(d.n && d.v[0].level == DIAG_ERROR);
	CHECK(d.file == NULL); /* and the chapter's name back for what follows */
	diag_release(&d);
	unlink(path);

	diag_init(&d);
	CHECK_INT(repair_table_load(&table, "/nonexistent/table.txt", &d), ERR_IO);
	CHECK_INT(d.n, 1);
	diag_release(&d);

	/* a pair of unequal UTF-8 lengths: the buffer is rebuilt */
	path = write_tmp("丙 d\n");
	text_of(&t, chapter, strlen(chapter));
	CHECK_INT(repair_table_load(&table, path, NULL), 0);
	CHECK_INT(repair_text_opts(&t, table, &(struct repair_opts){ 0, 0 }, &rep, NULL), 0);
	CHECK(rep.changed == 0 || (t.len == strlen(t.buf) && strchr(t.buf, 'd')));
	repair_table_free(table);
	free(t.buf);
	unlink(path);
}

static void test_hostile(void)
{
	struct repair_report rep;
	struct text t;
	/* invalid UTF-8 among stand-ins: no crash, bad bytes kept */
	const char bad[] = "知蹈\xff\xfe蹈\xe4\xb8 欢面\xc0\x80牵方\xf0\x9f";
	text_of(&t, bad, sizeof(bad) - 1);
	CHECK_INT(repair_text(&t, NULL, &rep, NULL), 0);
	CHECK_INT(t.len, sizeof(bad) - 1);
	CHECK(!memcmp(t.buf + 6, "\xff\xfe", 2));
	free(t.buf);

	/* random bytes */
	srand(7);
	char *junk = malloc(1 << 16);
	for (size_t i = 0; i < 1 << 16; i++)
		junk[i] = (char)(rand() & 0xFF);
	text_of(&t, junk, 1 << 16);
	CHECK_INT(repair_text(&t, NULL, &rep, NULL), 0);
	CHECK_INT(t.len, 1 << 16);
	free(t.buf);
	free(junk);

	/* one huge line of a scrambled phrase */
	const char *unit = "他知蹈牵面的路，欢来逃看山林。";
	size_t ul = strlen(unit), reps = 40000;
	char *big = malloc(ul * reps + 1);
	for (size_t i = 0; i < reps; i++)
		memcpy(big + i * ul, unit, ul);
	text_of(&t, big, ul * reps);
	CHECK_INT(repair_text(&t, NULL, &rep, NULL), 0);
	CHECK(rep.scrambled);
	CHECK(!strncmp(t.buf, "他知道前面的路，后来逃进山林。", ul));
	CHECK(!strchr(t.buf, '\n'));
	free(t.buf);
	free(big);
}

/* Scrambles the chapter at path with pairs (stand-in, original), repairs it
 * with the automatic search alone and counts the stand-ins (*scr), those
 * recovered (*rec) and the good characters changed (*broken).  Returns
 * whether the chapter was judged scrambled, -1 when it cannot be read. */
static int auto_scrambled(const char *path, const uint32_t (*pairs)[2], size_t npairs,
			  size_t *scr, size_t *rec, size_t *broken)
{
	size_t n;
	char *gold = slurp(path, &n);
	char *src = gold ? scramble(gold, n, pairs, npairs) : NULL;
	if (!src) {
		free(gold);
		return -1;
	}
	static const struct repair_opts autoonly = { 0, 1 };
	struct text t;
	struct repair_report rep;
	text_of(&t, src, n);
	CHECK_INT(repair_text_opts(&t, NULL, &autoonly, &rep, NULL), 0);
	size_t l1, l2, l3;
	*scr = *rec = *broken = 0;
	for (size_t i = 0, j = 0, k = 0; i < n && j < t.len && k < n; i += l1, j += l2, k += l3) {
		int32_t a = utf8_decode(src + i, n - i, &l1);
		int32_t b = utf8_decode(t.buf + j, t.len - j, &l2);
		int32_t c = utf8_decode(gold + k, n - k, &l3);
		*scr += a != c;
		*rec += a != c && b == c;
		*broken += a == c && b != c;
	}
	free(t.buf);
	free(src);
	free(gold);
	return rep.scrambled;
}

/* The thresholds of the automatic search were chosen on the sample; here
 * it meets a chapter it was not tuned on: chapter 000 of the same book,
 * scrambled for the test with the built-in pairs (the search itself never
 * sees them).  Measured: 70/103 recovered, 5 good characters changed. */
static void test_auto_heldout(void)
{
	size_t scr, rec, broken;
	int r = auto_scrambled("chapters/000_bd4a13edcc98bd39.txt", repair_data_pairs,
			       repair_data_npairs, &scr, &rec, &broken);
	if (!CHECK(r >= 0))
		return;
	printf("chapter 000 scrambled, no table: %zu/%zu recovered, %zu good changed\n", rec, scr,
	       broken);
	CHECK(r == 1);
	CHECK(scr > 100);
	CHECK(rec >= 65);
	CHECK(broken <= 10);
}

/* Another key: the golden reading of the sample scrambled with 40 pairs
 * made up for the test (half near their originals in GB2312, half
 * anywhere; `STANDIN<TAB>ORIGINAL` lines, also read by bench/repair.c).
 * Short chapters with such a key show only a few strong pairs; they must
 * still be judged scrambled.  Measured: 57/109, none broken (51 before
 * modern running text kept 疚/就, which the lexicon's context let go). */
static void test_auto_other_key(void)
{
	uint32_t pairs[64][2];
	size_t np = scramble_read_key(OTHER_KEY, pairs, 64);
	if (!CHECK(np))
		return;
	size_t scr, rec, broken;
	int r = auto_scrambled(GOLDEN, (const uint32_t (*)[2])pairs, np, &scr, &rec, &broken);
	if (!CHECK(r >= 0))
		return;
	printf("sample with another key, no table: %zu/%zu recovered, %zu good changed\n", rec,
	       scr, broken);
	CHECK(np == 40);
	CHECK(r == 1);
	CHECK(rec >= 52);
	CHECK(broken <= 5);
}

int main(void)
{
	test_sample();
	test_auto_heldout();
	test_auto_other_key();
	test_normal_text();
	test_corpus();
	test_auto_normal();
	test_user_table();
	test_hostile();
	return check_done();
}
