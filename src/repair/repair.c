#include "repair/repair.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/lines.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "repair/charlm.h"
#include "repair/cipher.h"
#include "repair_data.h"
#include "text/text.h"

#include <errno.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How often an original may still show in a scrambled chapter (a cipher that
 * missed a glyph, a heading typed by hand): low, but not zero. */
#define SURVIVE_RATE 0.02
/* Evidence (log-likelihood ratio, nats) a chapter needs to count as scrambled:
 * odds of about e^15 to one, so a short normal chapter stays untouched. */
#define LLR_MIN 15.0
#define AUTO_MAX_PAIRS 256
/* A user table beyond this is surely not a table. */
#define USER_TABLE_MAX (16u << 20)

struct pairs {
	struct cipher_pair *v;
	size_t n, alloc;
};

static int pairs_add(struct pairs *p, int32_t standin, int32_t original)
{
	if (p->n == p->alloc) {
		size_t alloc = p->alloc ? p->alloc * 2 : 64;
		struct cipher_pair *v = realloc(p->v, alloc * sizeof(*v));
		if (!v)
			return ERR_NOMEM;
		p->v = v;
		p->alloc = alloc;
	}
	p->v[p->n++] = (struct cipher_pair){ standin, original };
	return 0;
}

static int cmp_standin(const void *a, const void *b)
{
	const struct cipher_pair *x = a, *y = b;
	return (x->standin > y->standin) - (x->standin < y->standin);
}

struct ranked {
	struct cipher_pair pair;
	size_t order;
};

static int cmp_ranked(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;
	int c = cmp_standin(&x->pair, &y->pair);
	return c ? c : (x->order < y->order) - (x->order > y->order);
}

/* Sorts by stand-in, keeping the last pair given for each (a user table
 * overrides the built-in one), and drops pairs mapping a character to itself. */
static int pairs_finish(struct pairs *p)
{
	if (!p->n)
		return 0;
	struct ranked *r = malloc(p->n * sizeof(*r));
	if (!r)
		return ERR_NOMEM;
	for (size_t i = 0; i < p->n; i++)
		r[i] = (struct ranked){ p->v[i], i };
	qsort(r, p->n, sizeof(*r), cmp_ranked);
	size_t out = 0;
	for (size_t i = 0; i < p->n; i++) {
		if (r[i].pair.standin == r[i].pair.original)
			continue;
		if (out && p->v[out - 1].standin == r[i].pair.standin)
			continue;
		p->v[out++] = r[i].pair;
	}
	p->n = out;
	free(r);
	return 0;
}

/* Index of the pair for standin, or -1; p sorted by pairs_finish. */
static long pairs_find(const struct pairs *p, int32_t standin)
{
	size_t lo = 0, hi = p->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (p->v[mid].standin < standin)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < p->n && p->v[lo].standin == standin ? (long)lo : -1;
}

static int32_t pairs_lookup(const struct pairs *p, int32_t standin)
{
	long j = pairs_find(p, standin);
	return j < 0 ? -1 : p->v[j].original;
}

static int usable_char(int32_t cp)
{
	return cp > 0x20 && !utf8_is_space(cp) && !(cp >= 0x7F && cp < 0xA0);
}

/* One line of a user table: two characters separated by blanks.  Returns 0,
 * 1 for a blank or comment line, or -1 when it does not parse. */
static int parse_line(const char *s, size_t n, int32_t *standin, int32_t *original)
{
	int32_t cp[3];
	int k = 0;
	size_t i = 0, len;
	while (i < n) {
		int32_t c = utf8_decode(s + i, n - i, &len);
		if (c == '#' && k == 0)
			return 1;
		if (c == ' ' || c == '\t' || c == '\r' || c == 0x3000) {
			i += len;
			continue;
		}
		if (c < 0 || !usable_char(c) || k == 3)
			return -1;
		cp[k++] = c;
		i += len;
		/* the two characters must be apart: "AB" is not a pair */
		if (i < n && k < 3) {
			int32_t next = utf8_decode(s + i, n - i, &len);
			if (next != ' ' && next != '\t' && next != '\r' && next != 0x3000)
				return -1;
		}
	}
	if (k == 0)
		return 1;
	if (k != 2)
		return -1;
	*standin = cp[0];
	*original = cp[1];
	return 0;
}

/* Reads a user table into p; problems are reported under the table's name,
 * a bad line with its number. */
static int load_user_table(struct pairs *p, const char *path, struct diag *d)
{
	const char *was = diag_set_file(d, path);
	struct strbuf sb;
	strbuf_init(&sb);
	int err = strbuf_read_path(&sb, path, USER_TABLE_MAX);
	if (err) {
		int e = errno;
		diag_add(d, 0, DIAG_ERROR, "cannot read the repair table: %s",
			 err == ERR_TOO_BIG ? "too large" : strerror(e));
		strbuf_release(&sb);
		diag_set_file(d, was);
		errno = e;
		return err;
	}
	struct lines ls;
	const char *s;
	size_t n;
	lines_init(&ls, sb.buf, sb.len);
	while (lines_next(&ls, &s, &n)) {
		int32_t a, b;
		int r = parse_line(s, n, &a, &b);
		if (r < 0) {
			diag_add(d, ls.line, DIAG_ERROR, "expected `STANDIN ORIGINAL` (two characters)");
			err = ERR_SYNTAX;
		} else if (r == 0 && !err) {
			err = pairs_add(p, a, b);
		}
		if (err == ERR_NOMEM)
			break;
	}
	strbuf_release(&sb);
	diag_set_file(d, was);
	return err;
}

struct repair_table {
	struct pairs p;
};

int repair_table_load(struct repair_table **table, const char *path, struct diag *d)
{
	*table = calloc(1, sizeof(**table));
	if (!*table)
		return ERR_NOMEM;
	int err = load_user_table(&(*table)->p, path, d);
	if (err) {
		int e = errno;
		repair_table_free(*table);
		*table = NULL;
		errno = e;
	}
	return err;
}

void repair_table_free(struct repair_table *table)
{
	if (table)
		free(table->p.v);
	free(table);
}

/* Log-likelihood ratio scrambled : normal, into *llr.  A scrambled chapter
 * shows the stand-ins at the rate of stand-in plus original, and hardly any
 * original.  Returns 0 or ERR_NOMEM. */
static int detect_llr(const int32_t *cps, size_t n, const struct pairs *p, double *llr)
{
	*llr = -INFINITY;
	if (!p->n)
		return 0;
	size_t *ns = calloc(p->n, sizeof(*ns)), *no = calloc(p->n, sizeof(*no));
	struct cipher_pair *byorig = malloc(p->n * sizeof(*byorig));
	int err = ERR_NOMEM;
	if (!ns || !no || !byorig)
		goto out;
	for (size_t j = 0; j < p->n; j++)
		byorig[j] = (struct cipher_pair){ p->v[j].original, (int32_t)j };
	qsort(byorig, p->n, sizeof(*byorig), cmp_standin);
	struct pairs o = { byorig, p->n, p->n };
	for (size_t i = 0; i < n; i++) {
		if (cps[i] < 0)
			continue;
		long j = pairs_find(p, cps[i]);
		if (j >= 0)
			ns[j]++;
		j = pairs_find(&o, cps[i]);
		if (j >= 0)
			no[o.v[j].original]++;
	}
	*llr = 0;
	for (size_t j = 0; j < p->n; j++) {
		double ps = exp(charlm_logp(p->v[j].standin));
		double po = exp(charlm_logp(p->v[j].original));
		*llr += (double)ns[j] * log((ps + po) / ps) + (double)no[j] * log(SURVIVE_RATE);
	}
	err = 0;
out:
	free(ns);
	free(no);
	free(byorig);
	return err;
}

/* A character the decoder reads in context: Han, or a stand-in of a user
 * table that is not (the model backs off to unigrams there). */
static int in_run(const struct pairs *p, int32_t cp)
{
	return cp >= 0 && (utf8_is_han(cp) || pairs_find(p, cp) >= 0);
}

/* The decoder's bigram: the lexicon's, with a share of modern running
 * text's (sunpinyin's word n-grams as character pairs), which also knows
 * pairs across words.  With the built-in table it reads one more stand-in
 * right in 红楼梦 020, 050 and 090 and breaks one fewer in 010; more of it
 * (0.15, 0.2) reads the sample's 功上 as 攻上 too, but lets the automatic
 * search's wrong pairs change more (营 read 项 once more in chapter 000). */
#define DECODE_MODERN 0.1

static double next_logp(int32_t a, int32_t b)
{
	return (1.0 - DECODE_MODERN) * charlm_logp_next(a, b) +
	       DECODE_MODERN * charlm_modern_logp_next(a, b);
}

/* Chooses, for every stand-in, between itself and its original: the reading
 * of each run of Han characters that the language model likes best (Viterbi
 * over at most two states a position).  Returns the characters changed. */
static size_t decode(int32_t *cps, size_t n, const struct pairs *p, double *score, int *back)
{
	size_t changed = 0, i = 0;
	while (i < n) {
		if (!in_run(p, cps[i])) {
			i++;
			continue;
		}
		size_t a = i, b = i;
		int any = 0;
		while (b < n && in_run(p, cps[b])) {
			any |= pairs_lookup(p, cps[b]) >= 0;
			b++;
		}
		i = b;
		if (!any)
			continue;
		int32_t prev[2] = { -1, -1 };
		int nprev = 1;
		for (size_t k = a; k < b; k++) {
			int32_t orig = pairs_lookup(p, cps[k]);
			int32_t cand[2] = { cps[k], orig };
			int ncand = orig >= 0 ? 2 : 1;
			for (int c = 0; c < ncand; c++) {
				double best = -INFINITY;
				int arg = 0;
				for (int q = 0; q < nprev; q++) {
					double s = (k == a ? 0 : score[2 * (k - 1) + q]) +
						   next_logp(prev[q], cand[c]);
					if (s > best) {
						best = s;
						arg = q;
					}
				}
				score[2 * k + c] = best;
				back[2 * k + c] = arg;
			}
			prev[0] = cand[0];
			prev[1] = cand[1];
			nprev = ncand;
		}
		int st = nprev == 2 && score[2 * (b - 1) + 1] + charlm_logp_end(prev[1]) >
					       score[2 * (b - 1)] + charlm_logp_end(prev[0]);
		for (size_t k = b; k-- > a;) {
			if (st == 1) {
				cps[k] = pairs_lookup(p, cps[k]);
				changed++;
			}
			st = back[2 * k + st];
		}
	}
	return changed;
}

/* Writes the decoded characters back; a pair of unequal UTF-8 lengths (only
 * from a user table) needs a new buffer. */
static int write_back(struct text *t, const int32_t *cps, const size_t *offs, size_t n)
{
	struct strbuf sb;
	int same = 1;
	char enc[4];
	for (size_t i = 0; i < n && same; i++) {
		if (cps[i] < 0)
			continue;
		size_t end = i + 1 < n ? offs[i + 1] : t->len;
		same = utf8_encode(cps[i], enc) == end - offs[i];
	}
	if (same) {
		for (size_t i = 0; i < n; i++)
			if (cps[i] >= 0)
				utf8_encode(cps[i], t->buf + offs[i]);
		return 0;
	}
	strbuf_init(&sb);
	for (size_t i = 0; i < n; i++) {
		size_t end = i + 1 < n ? offs[i + 1] : t->len;
		int err = cps[i] < 0 ? strbuf_add(&sb, t->buf + offs[i], end - offs[i])
				     : strbuf_add(&sb, enc, utf8_encode(cps[i], enc));
		if (err) {
			strbuf_release(&sb);
			return err;
		}
	}
	free(t->buf);
	t->buf = strbuf_detach(&sb, &t->len);
	return 0;
}

static size_t first_change_line(const int32_t *old, const int32_t *cps, size_t n)
{
	size_t line = 1;
	for (size_t i = 0; i < n; i++) {
		if (old[i] != cps[i])
			return line;
		if (old[i] == '\n')
			line++;
	}
	return 0;
}

int repair_text_opts(struct text *t, const struct repair_table *user, const struct repair_opts *o,
		     struct repair_report *rep, struct diag *d)
{
	struct repair_report r = { 0, 0, 0 };
	struct pairs p = { NULL, 0, 0 };
	int32_t *cps = NULL, *old = NULL;
	size_t *offs = NULL;
	double *score = NULL;
	int *back = NULL;
	int err = 0, auto_key = 0;

	if (rep)
		*rep = r;
	if (o->builtin)
		for (size_t j = 0; j < repair_data_npairs && !err; j++)
			err = pairs_add(&p, (int32_t)repair_data_pairs[j][0],
					(int32_t)repair_data_pairs[j][1]);
	for (size_t j = 0; user && j < user->p.n && !err; j++)
		err = pairs_add(&p, user->p.v[j].standin, user->p.v[j].original);
	if (!err)
		err = pairs_finish(&p);
	if (err)
		goto out;
	if (!t->buf || !t->len)
		goto out;

	size_t n = 0, nchars = 0, len;
	for (size_t i = 0; i < t->len; i += len, nchars++)
		utf8_decode(t->buf + i, t->len - i, &len);
	if (nchars > SIZE_MAX / (2 * sizeof(double))) {
		err = ERR_TOO_BIG;
		goto out;
	}
	cps = malloc(nchars * sizeof(*cps));
	offs = malloc(nchars * sizeof(*offs));
	if (!cps || !offs) {
		err = ERR_NOMEM;
		goto out;
	}
	for (size_t i = 0; i < t->len; i += len) {
		offs[n] = i;
		cps[n++] = utf8_decode(t->buf + i, t->len - i, &len);
	}

	double llr;
	err = detect_llr(cps, n, &p, &llr);
	if (err)
		goto out;
	r.score = 1.0 / (1.0 + exp(-(llr - LLR_MIN) / 3.0));
	r.scrambled = llr >= LLR_MIN;
	if (!r.scrambled && o->autosolve) {
		struct cipher_pair found[AUTO_MAX_PAIRS];
		double evidence;
		int k = cipher_solve(cps, n, found, AUTO_MAX_PAIRS, &evidence);
		if (k < 0) {
			err = k;
			goto out;
		}
		/* 0.5 for the least evidence a key is taken on */
		double s = 1.0 / (1.0 + exp(-(evidence - CIPHER_KEY_FLOOR) / 50.0));
		if (k > 0 && s > r.score)
			r.score = s;
		if (k > 0) {
			r.scrambled = 1;
			auto_key = 1;
			p.n = 0;
			for (int j = 0; j < k && !err; j++)
				err = pairs_add(&p, found[j].standin, found[j].original);
			if (!err)
				err = pairs_finish(&p);
			if (err)
				goto out;
		}
	}
	if (!r.scrambled)
		goto out;

	score = malloc(2 * n * sizeof(*score));
	back = malloc(2 * n * sizeof(*back));
	old = malloc(n * sizeof(*old));
	if (!score || !back || !old) {
		err = ERR_NOMEM;
		goto out;
	}
	memcpy(old, cps, n * sizeof(*old));
	r.changed = decode(cps, n, &p, score, back);

	/* Weigh the evidence again with only the stand-ins that context read
	 * as originals: a text on dance (舞蹈 ten times) has the counts of a
	 * scrambled one, but its 蹈 all stay. */
	for (size_t i = 0; i < n; i++)
		if (old[i] == cps[i] && pairs_find(&p, old[i]) >= 0)
			old[i] = -1;
	err = detect_llr(old, n, &p, &llr);
	for (size_t i = 0; i < n; i++)
		if (old[i] < 0)
			old[i] = cps[i];
	if (err)
		goto out;
	if (!auto_key && llr < LLR_MIN) {
		r.score = 1.0 / (1.0 + exp(-(llr - LLR_MIN) / 3.0));
		r.scrambled = 0;
		r.changed = 0;
		goto out;
	}
	if (r.changed) {
		size_t line = first_change_line(old, cps, n);
		err = write_back(t, cps, offs, n);
		if (!err)
			err = diag_add(d, line, DIAG_WARNING,
				       "text looks scrambled (score %.2f): repaired %zu characters",
				       r.score, r.changed);
	}
out:
	if (rep)
		*rep = r;
	free(p.v);
	free(cps);
	free(old);
	free(offs);
	free(score);
	free(back);
	return err;
}

int repair_text(struct text *t, const struct repair_table *user, struct repair_report *rep,
		struct diag *d)
{
	/* The automatic search is off here: it costs some two hundred times more
	 * than the table (about 0.15 s a chapter) and is less sure; callers
	 * ask for it with repair_text_opts. */
	static const struct repair_opts usual = { 1, 0 };
	return repair_text_opts(t, user, &usual, rep, d);
}
