#include "repair/repair.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "repair/charlm.h"
#include "repair/cipher.h"
#include "repair/table.h"
#include "repair_data.h"
#include "text/text.h"

#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* How often an original may still show in a scrambled chapter (a cipher that
 * missed a glyph, a heading typed by hand): low, but not zero. */
#define SURVIVE_RATE 0.02
/* Evidence (log-likelihood ratio, nats) a chapter needs to count as scrambled:
 * odds of about e^15 to one, so a short normal chapter stays untouched. */
#define LLR_MIN REPAIR_LLR_MIN
/* What the best stretch of a chapter, scrambled whole, pays for being
 * chosen (nats): a normal chapter's best stretch reaches 7 (the built-in
 * table, chapters/000), one of 红楼梦 scrambled in its first third with k1
 * 35 to 115. */
#define STRETCH_COST 10.0

static int cmp_first(const void *a, const void *b)
{
	const struct cipher_pair *x = a, *y = b;
	return (x->standin > y->standin) - (x->standin < y->standin);
}

/* Log-likelihood ratio scrambled : normal, into *llr.  A scrambled chapter
 * shows the stand-ins at the rate of stand-in plus original, and hardly any
 * original; one scrambled in part (a share theta of it), the stand-ins at
 * the rate of stand-in plus theta original, and the originals 1 - theta as
 * often as they would be.  Or the chapter is scrambled in one stretch and
 * clean around it: the stretch that fits best, scrambled whole.  A chapter
 * scrambled in its first third only keeps so many originals in the rest
 * that no share of the whole fits it (48 stand-ins left as written in one
 * of 红楼梦 with k1).  Where the stretch begins and ends is chosen to fit,
 * so it pays STRETCH_COST.  Returns 0 or ERR_NOMEM. */
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
	qsort(byorig, p->n, sizeof(*byorig), cmp_first);
	struct pairs o = { byorig, p->n, p->n };
	/* the best stretch (maximum subarray), scrambled whole: a stand-in
	 * there gains what the scan's first share gives it, an original costs
	 * log SURVIVE_RATE */
	double run = 0, stretch = 0, whole = 1.0 - SURVIVE_RATE;
	for (size_t i = 0; i < n; i++) {
		if (cps[i] < 0)
			continue;
		long j = pairs_find(p, cps[i]);
		if (j >= 0) {
			ns[j]++;
			double ps = exp(charlm_logp(p->v[j].standin));
			run += log((ps + whole * exp(charlm_logp(p->v[j].original))) / ps);
		}
		j = pairs_find(&o, cps[i]);
		if (j >= 0) {
			no[o.v[j].original]++;
			run += log(SURVIVE_RATE);
		}
		if (run < 0)
			run = 0;
		if (run > stretch)
			stretch = run;
	}
	*llr = stretch - STRETCH_COST;
	/* the share scrambled that fits best: a chapter may be scrambled
	 * only in part */
	for (double theta = 1.0 - SURVIVE_RATE; theta > 0.04; theta -= 0.05) {
		double l = 0;
		for (size_t j = 0; j < p->n; j++) {
			double ps = exp(charlm_logp(p->v[j].standin));
			double po = exp(charlm_logp(p->v[j].original));
			l += (double)ns[j] * log((ps + theta * po) / ps) + (double)no[j] * log(1 - theta);
		}
		if (l > *llr)
			*llr = l;
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

/* The decoder's bigram: the mixture the key search weighs by (charlm.h):
 * the lexicon, modern running text and the corpus, which also know pairs
 * across words and older prose.  With the true key, on books scrambled
 * with the made-up keys, it restores 98 to 100 % where the lexicon with a
 * tenth of modern text restored 88 to 99 %, and breaks fewer good
 * characters (红楼梦 010-060: 0.31 against 0.64 a thousand). */
static double next_logp(int32_t a, int32_t b)
{
	int ib = charlm_index(b);
	if (ib < 0)
		return charlm_logp_next(a, b);
	int ia = a < 0 ? -1 : charlm_index(a);
	return charlm_mix_next(a >= 0 && ia < 0 ? charlm_size() : ia, ib);
}

/* A stand-in whose other reading scores within this many nats of the one
 * chosen is reported as unsure. */
#define UNSURE 1.0

/* The reading of candidate c (0: as written, 1: the original) at k. */
static int32_t reading(const int32_t *cps, const struct pairs *p, size_t k, int c)
{
	return c ? pairs_lookup(p, cps[k]) : cps[k];
}

/* Scores each run of Han characters (Viterbi over at most two states a
 * position: as written, or the original), forwards into fwd and backwards
 * into bwd, so that fwd + bwd at a state is the score of the best reading
 * through it. */
static void score_runs(const int32_t *cps, size_t n, const struct pairs *p, double *fwd,
		       double *bwd)
{
	size_t i = 0;
	while (i < n) {
		if (!in_run(p, cps[i])) {
			i++;
			continue;
		}
		size_t a = i, b = i;
		int any = 0;
		while (b < n && in_run(p, cps[b])) {
			any |= pairs_find(p, cps[b]) >= 0;
			b++;
		}
		i = b;
		if (!any)
			continue;
		for (size_t k = a; k < b; k++) {
			int nc = pairs_find(p, cps[k]) >= 0 ? 2 : 1;
			int np = k > a && pairs_find(p, cps[k - 1]) >= 0 ? 2 : 1;
			for (int c = 0; c < nc; c++) {
				int32_t ch = reading(cps, p, k, c);
				double best = -INFINITY;
				for (int q = 0; q < np; q++) {
					double s = k == a ? next_logp(-1, ch)
							  : fwd[2 * (k - 1) + q] +
								    next_logp(reading(cps, p, k - 1, q), ch);
					if (s > best)
						best = s;
				}
				fwd[2 * k + c] = best;
			}
		}
		for (size_t k = b; k-- > a;) {
			int nc = pairs_find(p, cps[k]) >= 0 ? 2 : 1;
			int nn = k + 1 < b && pairs_find(p, cps[k + 1]) >= 0 ? 2 : 1;
			for (int c = 0; c < nc; c++) {
				int32_t ch = reading(cps, p, k, c);
				double best = -INFINITY;
				for (int q = 0; q < nn; q++) {
					double s = k + 1 == b ? charlm_logp_end(ch)
							      : bwd[2 * (k + 1) + q] +
									next_logp(ch, reading(cps, p, k + 1, q));
					if (s > best)
						best = s;
				}
				bwd[2 * k + c] = best;
			}
		}
	}
}

/* Chooses, for every stand-in, between itself and its original: the reading
 * the language model likes best.  Where the other reading of a stand-in
 * scores within UNSURE nats, margin[k] says by how much (elsewhere
 * INFINITY).  Returns the characters changed. */
static size_t decode(int32_t *cps, size_t n, const struct pairs *p, double *fwd, double *bwd,
		     double *margin)
{
	size_t changed = 0;
	score_runs(cps, n, p, fwd, bwd);
	for (size_t k = 0; k < n; k++) {
		margin[k] = INFINITY;
		long j = cps[k] >= 0 && in_run(p, cps[k]) ? pairs_find(p, cps[k]) : -1;
		if (j < 0)
			continue;
		double d = fwd[2 * k + 1] + bwd[2 * k + 1] - fwd[2 * k] - bwd[2 * k];
		if (fabs(d) < UNSURE)
			margin[k] = fabs(d);
		if (d > 0) {
			cps[k] = p->v[j].original;
			changed++;
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

/* The pairs of the tables that may fit: the built-in table with the user's
 * (his pairs win), and the user's alone (the book's own key: the built-in
 * pairs' originals would show in its chapters and hide the fit). */
static int make_tables(struct pairs tables[2], size_t *ntables, const struct repair_table *user)
{
	int err = 0;
	*ntables = 0;
	for (size_t j = 0; j < repair_data_npairs && !err; j++)
		err = pairs_add(&tables[0], (int32_t)repair_data_pairs[j][0],
				(int32_t)repair_data_pairs[j][1]);
	for (size_t j = 0; user && j < user->p.n && !err; j++) {
		err = pairs_add(&tables[0], user->p.v[j].standin, user->p.v[j].original);
		if (!err)
			err = pairs_add(&tables[1], user->p.v[j].standin, user->p.v[j].original);
	}
	for (int k = 0; k < 2 && !err; k++)
		err = pairs_finish(&tables[k]);
	*ntables = tables[1].n ? 2 : 1;
	return err;
}

static double score_of(double llr)
{
	return 1.0 / (1.0 + exp(-(llr - LLR_MIN) / 3.0));
}

/* The unsure places into r, with their lines. */
static void note_unsure(struct repair_report *r, const struct pairs *p, const int32_t *old,
			const int32_t *cps, const double *margin, size_t n)
{
	size_t line = 1;
	for (size_t k = 0; k < n; k++) {
		if (old[k] == '\n')
			line++;
		if (margin[k] == INFINITY)
			continue;
		if (r->unsure < REPAIR_UNSURE_MAX)
			r->unsure_at[r->unsure] = (struct repair_unsure){
				line, old[k], cps[k], cps[k] == old[k] ? pairs_lookup(p, old[k]) : old[k]
			};
		r->unsure++;
	}
}

/* The evidence again with only the stand-ins that context read as
 * originals (read, decoded from written): a text on dance (舞蹈 ten times)
 * has the counts of a scrambled one, but its 蹈 all stay.  work: n code
 * points.  Returns 0 or ERR_NOMEM. */
static int weigh_read(const int32_t *written, const int32_t *read, size_t n,
		      const struct pairs *p, int32_t *work, double *llr)
{
	for (size_t i = 0; i < n; i++)
		work[i] = written[i] == read[i] && pairs_find(p, written[i]) >= 0 ? -1 : written[i];
	return detect_llr(work, n, p, llr);
}

/* The table of tables[0..ntables) that fits cps best (detect_llr) into
 * *which, its evidence into *llr.  Returns 0 or ERR_NOMEM. */
static int best_table(const int32_t *cps, size_t n, const struct pairs *tables, size_t ntables,
		      size_t *which, double *llr)
{
	int err = 0;
	*llr = -INFINITY;
	*which = 0;
	for (size_t k = 0; k < ntables && !err; k++) {
		double l;
		err = detect_llr(cps, n, &tables[k], &l);
		if (!err && l > *llr)
			*llr = l, *which = k;
	}
	return err;
}

/* written[0..n) decoded with p into read, each place's margin into margin
 * (n each), *changed the places it changed, and *llr the evidence of the
 * stand-ins it reads as originals (weigh_read).  Returns 0 or ERR_NOMEM. */
static int decode_weighed(const int32_t *written, int32_t *read, double *margin, size_t n,
			  const struct pairs *p, size_t *changed, double *llr)
{
	double *fwd = malloc(2 * n * sizeof(*fwd)), *bwd = malloc(2 * n * sizeof(*bwd));
	int32_t *work = malloc(n * sizeof(*work));
	int err = fwd && bwd && work ? 0 : ERR_NOMEM;
	if (!err) {
		memcpy(read, written, n * sizeof(*read));
		*changed = decode(read, n, p, fwd, bwd, margin);
		err = weigh_read(written, read, n, p, work, llr);
	}
	free(fwd);
	free(bwd);
	free(work);
	return err;
}

/* As repair_text decides: the table that fits best, and where it fits, the
 * evidence of the stand-ins its decoding reads as originals.  A chapter
 * scrambled with another key that shares a stand-in with the built-in
 * table (匠) fits that table by the counts, but its decoding reads next to
 * nothing: it is no known table's, and the book's search must see it. */
int repair_fit(const int32_t *cps, size_t n, const struct repair_table *user, double *llr)
{
	struct pairs tables[2] = { { NULL, 0, 0 }, { NULL, 0, 0 } };
	size_t ntables, which, changed;
	int err = make_tables(tables, &ntables, user);
	*llr = -INFINITY;
	if (!err)
		err = best_table(cps, n, tables, ntables, &which, llr);
	if (!err && *llr >= LLR_MIN) {
		int32_t *read = malloc(n * sizeof(*read));
		double *margin = malloc(n * sizeof(*margin));
		err = read && margin ? decode_weighed(cps, read, margin, n, &tables[which], &changed, llr)
				     : ERR_NOMEM;
		free(read);
		free(margin);
	}
	free(tables[0].v);
	free(tables[1].v);
	return err;
}

int repair_text(struct text *t, const struct repair_table *user, struct repair_report *rep,
		struct diag *d)
{
	struct repair_report r;
	struct pairs tables[2] = { { NULL, 0, 0 }, { NULL, 0, 0 } };
	int32_t *cps = NULL, *old = NULL;
	size_t *offs = NULL, ntables = 0;
	double *margin = NULL;

	memset(&r, 0, sizeof(r));
	int err = make_tables(tables, &ntables, user);
	if (err || !t->buf || !t->len)
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

	/* the table that fits best, if one does */
	double best;
	size_t which;
	err = best_table(cps, n, tables, ntables, &which, &best);
	if (err)
		goto out;
	const struct pairs *p = &tables[which];
	r.score = score_of(best);
	r.scrambled = best >= LLR_MIN;
	r.own_key = which == 1;
	if (!r.scrambled)
		goto out;

	margin = malloc(n * sizeof(*margin));
	old = malloc(n * sizeof(*old));
	if (!margin || !old) {
		err = ERR_NOMEM;
		goto out;
	}
	memcpy(old, cps, n * sizeof(*old));
	double llr;
	err = decode_weighed(old, cps, margin, n, p, &r.changed, &llr);
	if (err)
		goto out;
	if (llr < LLR_MIN) {
		r.score = score_of(llr);
		r.scrambled = 0;
		r.changed = 0;
		goto out;
	}
	note_unsure(&r, p, old, cps, margin, n);
	if (r.changed) {
		size_t line = first_change_line(old, cps, n);
		err = write_back(t, cps, offs, n);
		if (!err)
			err = diag_add(d, line, DIAG_WARNING,
				       "text looks scrambled (score %.2f): repaired %zu characters%s",
				       r.score, r.changed, r.own_key ? " with the book's key" : "");
	}
out:
	if (rep)
		*rep = r;
	free(tables[0].v);
	free(tables[1].v);
	free(cps);
	free(old);
	free(offs);
	free(margin);
	return err;
}
