#include "repair/cipher.h"
#include "base/err.h"
#include "base/utf8.h"
#include "repair/charlm.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Han characters searched at most: beyond, each chapter gives its share
 * (at least MIN_CHAPTER_HAN), which is evidence enough for a key. */
#define MAX_HAN 300000
#define MIN_CHAPTER_HAN 2000
/* An original is common (EXPECT_MIN expected in the text searched, at the
 * highest of the models' rates) and rare in the book (DEFICIT of that or
 * less): a scrambled book lacks its originals. */
#define EXPECT_MIN 2.0
#define DEFICIT (getenv("DEF") ? atof(getenv("DEF")) : 1.5)
/* Neighbours that suggest an original, each side, and how many contexts of
 * a stand-in must suggest it before the pair is weighed. */
#define NEIGHBOURS 200
#define SUPPORT_MIN 2
#define CANDIDATES ((size_t)(getenv("CANDS") ? atoi(getenv("CANDS")) : 64))
/* Candidates are weighed on a stand-in's PRESCREEN weightiest contexts
 * first, and the FINALISTS best of them on all. */
#define PRESCREEN ((size_t)(getenv("PRE") ? atoi(getenv("PRE")) : 32))
#define FINALISTS ((size_t)(getenv("FIN") ? atoi(getenv("FIN")) : 6))
/* A stand-in is read as its original at this rate where its chapter is
 * scrambled, whatever the two characters' rates in the models (a stand-in
 * of a common character is mostly that character): each occurrence gains
 * log(1 - PI + PI·e^d), d being how much better the original fits there.
 * A context that says nothing (d = 0) gains nothing, one that fits the
 * stand-in costs up to log(1 - PI). */
#define PI 0.5
#define PI_MIN 0.2
#define PI_MAX 0.9
#define PI_ROUNDS 3
/* The scrambled share is estimated for blocks of BLOCK Han characters (a
 * chapter may be scrambled only from some point on), drawn towards their
 * chapter's as if by BLOCK_PRIOR occurrences of it. */
#define BLOCK 500
#define BLOCK_PRIOR 3.0
/* A rare stand-in of a common original is itself evidence: this share of
 * the two characters' log rates is added to every context. */
#define FREQ_WEIGHT 0.3
/* Scrambled share of every chapter before the key says otherwise. */
#define THETA0 0.9
#define THETA_MAX 0.99
/* One context says at most this much either way (nats). */
#define DIFF_CAP 12.0
/* A context seen m times counts 1 + REPEAT·log m times: names and set
 * phrases repeat, a stand-in of a common character shows everywhere. */
#define REPEAT 0.5
/* What a pair must explain before it is taken (nats). */
#define PAIR_COST 15.0
#define ROUNDS 6
/* Originals kept for each stand-in, for when a stronger one takes its best. */
#define ALTS 3
#define FALLBACK_MIN 60.0
/* After the first round, a stand-in is weighed again when its best
 * candidate came within LIVE_MARGIN nats of being taken, or when the key
 * reads one of its neighbours anew. */
#define LIVE_MARGIN 30.0
/* A line end or punctuation after a character says less than a neighbour. */
#define END_WEIGHT 0.5

struct rec {
	int c, l, r; /* the character as written, its neighbours as read */
	uint32_t blk, pos;
};

/* A context of one character: its neighbours, its records, what each
 * occurrence weighs (repeats discounted) and how well the character itself
 * fits there. */
struct type {
	int l, r;
	size_t first, end;
	double weight;
	double fit;
};

struct cand {
	int s, o;
	double gain;
	size_t reads;
};

/* An original that a neighbour suggests, and how much the two go together
 * (pointwise association in the mixed model). */
struct link {
	int o;
	float assoc;
};

/* A direct-mapped cache of the model's log probabilities. */
#define MEMO_BITS 20
struct memo {
	uint64_t key; /* 0: empty */
	double logp;
};

struct search {
	struct memo *memo;
	size_t n;           /* positions: Han characters and boundaries (-1) */
	int *w, *rd;        /* as written, as read with the key */
	uint32_t *blk;      /* the block of each position */
	uint32_t *src;      /* where each Han character is in its chapter */
	size_t nch, nblk;
	uint32_t *blk_ch;   /* the chapter of each block */
	double *theta, *reads, *surv; /* per block */
	double *ch_theta;   /* per chapter */
	int nmodel, nidx;   /* model characters, and those plus the book's own */
	int32_t *extra;     /* code points of the book's characters no model knows */
	size_t nextra;
	double *uni;
	double *umax; /* the highest of the models' rates */
	struct rec *recs;
	size_t nrec;
	size_t *grp;        /* nidx + 1: each character's records */
	int *key, *rev;     /* stand-in -> original, original -> stand-in, or -1 */
	unsigned char *isdef;
	unsigned char *moved; /* nidx: a neighbour's reading changed */
	double *near;         /* nidx: the best a stand-in's candidates came */
	unsigned char *trad; /* nch: chapters in traditional characters */
	size_t *lstart, *rstart, dstart[2];
	struct link *lval, *rval, *dval;
	struct type *types;
	size_t ntypes, atypes;
	double *sup, *ntyp, *partial;
	int *touched, *stamp, *mcount, *count;
	struct cand *alts;  /* nidx * ALTS: each stand-in's best originals */
	struct cand *best_any;
	int *cands;
};

static int is_han(int32_t cp)
{
	return cp >= 0 && utf8_is_han(cp);
}

static int cmp_i32(const void *a, const void *b)
{
	int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
	return (x > y) - (x < y);
}

static int32_t char_of(const struct search *x, int idx)
{
	return idx < x->nmodel ? charlm_char(idx) : x->extra[idx - x->nmodel];
}

static int index_of(const struct search *x, int32_t cp)
{
	int ix = charlm_index(cp);
	if (ix >= 0)
		return ix;
	const int32_t *f = bsearch(&cp, x->extra, x->nextra, sizeof(*x->extra), cmp_i32);
	return f ? x->nmodel + (int)(f - x->extra) : -1;
}

/* What stands beside a Han character when it is none: punctuation, a line
 * end (a boundary, which the models know), or digits, letters, symbols,
 * which they do not know (NEUTRAL: no evidence either way; 年 after 1990). */
#define BOUNDARY -1
#define NEUTRAL -2

static int non_han_class(int32_t cp)
{
	if (cp < 0)
		return NEUTRAL;
	if (cp < 0x80)
		return (cp >= '0' && cp <= '9') || (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z')
			       ? NEUTRAL
			       : BOUNDARY;
	if (utf8_is_space(cp) || (cp >= 0x2000 && cp <= 0x206F) || (cp >= 0x3000 && cp <= 0x303F) ||
	    (cp >= 0xFE10 && cp <= 0xFE4F) || (cp >= 0xFF01 && cp <= 0xFF0F) ||
	    (cp >= 0xFF1A && cp <= 0xFF20))
		return BOUNDARY;
	return NEUTRAL;
}

/* The Han characters of each chapter (up to its share of MAX_HAN) as model
 * indexes; a run of anything else between them as two marks, what stands
 * after the character before it and what stands before the next. */
static int load_text(struct search *x, const struct cipher_chapter *chs, size_t nch)
{
	size_t han = 0;
	for (size_t c = 0; c < nch; c++) {
		size_t h = 0, other = 0;
		for (size_t i = 0; i < chs[c].n; i++)
			if (is_han(chs[c].cps[i])) {
				h++;
				other += !charlm_gb2312(chs[c].cps[i]);
			}
		x->trad[c] = (double)other > CIPHER_TRADITIONAL * (double)h;
		if (!x->trad[c])
			han += h;
	}
	size_t share = han > MAX_HAN ? MAX_HAN / nch : han;
	if (share < MIN_CHAPTER_HAN)
		share = MIN_CHAPTER_HAN;
	/* the characters no model knows, for indexes of their own */
	size_t nx = 0, ax = 0;
	for (size_t c = 0; c < nch; c++)
		for (size_t i = 0, k = 0; i < chs[c].n && k < share && !x->trad[c]; i++) {
			int32_t cp = chs[c].cps[i];
			if (!is_han(cp))
				continue;
			k++;
			if (charlm_index(cp) >= 0)
				continue;
			if (nx == ax) {
				ax = ax ? 2 * ax : 256;
				int32_t *v = realloc(x->extra, ax * sizeof(*v));
				if (!v)
					return ERR_NOMEM;
				x->extra = v;
			}
			x->extra[nx++] = cp;
		}
	qsort(x->extra, nx, sizeof(*x->extra), cmp_i32);
	size_t u = 0;
	for (size_t i = 0; i < nx; i++)
		if (!u || x->extra[u - 1] != x->extra[i])
			x->extra[u++] = x->extra[i];
	x->nextra = u;
	x->nmodel = charlm_size();
	x->nidx = x->nmodel + (int)u;

	size_t cap = 1;
	for (size_t c = 0; c < nch; c++)
		cap += 2 * (chs[c].n < 2 * share ? chs[c].n : 2 * share) + 2;
	x->w = malloc(cap * sizeof(*x->w));
	x->rd = malloc(cap * sizeof(*x->rd));
	size_t maxblk = nch + han / BLOCK + 2;
	x->blk = malloc(cap * sizeof(*x->blk));
	x->src = malloc(cap * sizeof(*x->src));
	x->blk_ch = malloc(maxblk * sizeof(*x->blk_ch));
	if (!x->w || !x->rd || !x->blk || !x->src || !x->blk_ch)
		return ERR_NOMEM;
	size_t n = 0;
	uint32_t b = 0;
	x->blk_ch[0] = 0;
	x->w[n] = BOUNDARY, x->blk[n++] = 0;
	for (size_t c = 0; c < nch; c++) {
		int32_t last = '\n';
		if (n > 1)
			x->blk_ch[++b] = (uint32_t)c;
		for (size_t i = 0, k = 0; i < chs[c].n && k < share && !x->trad[c]; i++) {
			int32_t cp = chs[c].cps[i];
			if (is_han(cp)) {
				if (k && k % BLOCK == 0 && b + 1 < maxblk)
					x->blk_ch[++b] = (uint32_t)c;
				if (x->w[n - 1] < 0)
					x->w[n] = non_han_class(last), x->blk[n++] = b;
				x->src[n] = (uint32_t)i;
				x->w[n] = index_of(x, cp), x->blk[n++] = b;
				k++;
			} else if (x->w[n - 1] >= 0) {
				x->w[n] = non_han_class(cp), x->blk[n++] = b;
			}
			last = cp;
		}
		if (x->w[n - 1] >= 0)
			x->w[n] = BOUNDARY, x->blk[n++] = b;
	}
	x->nblk = b + 1;
	x->n = n;
	memcpy(x->rd, x->w, n * sizeof(*x->rd));
	return 0;
}

static int cmp_rec(const void *a, const void *b)
{
	const struct rec *x = a, *y = b;
	if (x->l != y->l)
		return (x->l > y->l) - (x->l < y->l);
	if (x->r != y->r)
		return (x->r > y->r) - (x->r < y->r);
	return (x->blk > y->blk) - (x->blk < y->blk);
}

/* Each Han character with its neighbours as read now, grouped by
 * character, then by context. */
static void make_records(struct search *x)
{
	memset(x->grp, 0, ((size_t)x->nidx + 1) * sizeof(*x->grp));
	for (size_t i = 1; i + 1 < x->n; i++)
		if (x->w[i] >= 0)
			x->grp[x->w[i] + 1]++;
	for (int c = 0; c < x->nidx; c++)
		x->grp[c + 1] += x->grp[c];
	size_t *fill = x->grp; /* filled up to the next group's start, then shifted back */
	for (size_t i = 1; i + 1 < x->n; i++) {
		int c = x->w[i];
		if (c < 0)
			continue;
		x->recs[fill[c]++] = (struct rec){ c, x->rd[i - 1], x->rd[i + 1], x->blk[i],
						   (uint32_t)i };
	}
	for (int c = x->nidx; c > 0; c--)
		x->grp[c] = x->grp[c - 1];
	x->grp[0] = 0;
	for (int c = 0; c < x->nidx; c++)
		if (x->grp[c + 1] - x->grp[c] > 1)
			qsort(x->recs + x->grp[c], x->grp[c + 1] - x->grp[c], sizeof(*x->recs),
			      cmp_rec);
}

/* log P(b | a) of the mixed model, remembered: the same neighbours come
 * back for every candidate and every round. */
static double next_logp(struct search *x, int a, int b)
{
	uint64_t key = (uint64_t)(uint32_t)(a + 2) << 32 | (uint32_t)b;
	uint64_t h = key * 0x9E3779B97F4A7C15ull;
	struct memo *m = &x->memo[h >> (64 - MEMO_BITS)];
	if (m->key != key + 1) {
		m->key = key + 1;
		m->logp = charlm_mix_next(a, b);
	}
	return m->logp;
}

/* How well character c fits between l and r, up to what depends on the
 * neighbours alone: association with the left, likelihood of the right. */
static double fit(struct search *x, int l, int c, int r)
{
	double left = l == NEUTRAL ? 0 : next_logp(x, l, c) - x->uni[c];
	double right = r >= 0 ? next_logp(x, c, r)
		       : r == BOUNDARY ? END_WEIGHT * charlm_mix_end(c) : 0;
	return left + right;
}

static double repeat_weight(size_t m)
{
	return m <= 1 ? 1.0 : (1.0 + REPEAT * log((double)m)) / (double)m;
}

/* Weightiest first: the weight of all its occurrences. */
static int cmp_type_weight(const void *a, const void *b)
{
	const struct type *x = a, *y = b;
	double wx = x->weight * (double)(x->end - x->first), wy = y->weight * (double)(y->end - y->first);
	return (wx < wy) - (wx > wy);
}

/* Character s's contexts, each with its weight and s's own fit. */
static int prepare_types(struct search *x, int s)
{
	size_t a = x->grp[s], b = x->grp[s + 1];
	x->ntypes = 0;
	/* how often each right neighbour comes after s */
	for (size_t k = a; k < b; k++)
		if (x->recs[k].r >= 0)
			x->mcount[x->recs[k].r]++;
	size_t k = a;
	while (k < b) {
		size_t lend = k;
		while (lend < b && x->recs[lend].l == x->recs[k].l)
			lend++;
		double wl = x->recs[k].l >= 0 ? repeat_weight(lend - k) : 1.0;
		while (k < lend) {
			size_t e = k;
			while (e < lend && x->recs[e].r == x->recs[k].r)
				e++;
			int r = x->recs[k].r;
			double wr = r >= 0 ? repeat_weight((size_t)x->mcount[r]) : 1.0;
			if (x->ntypes == x->atypes) {
				size_t na = x->atypes ? 2 * x->atypes : 1024;
				struct type *v = realloc(x->types, na * sizeof(*v));
				if (!v)
					return ERR_NOMEM;
				x->types = v;
				x->atypes = na;
			}
			x->types[x->ntypes++] = (struct type){
				x->recs[k].l, r, k, e, wl < wr ? wl : wr, fit(x, x->recs[k].l, s, r)
			};
			k = e;
		}
	}
	for (k = a; k < b; k++)
		if (x->recs[k].r >= 0)
			x->mcount[x->recs[k].r] = 0;
	qsort(x->types, x->ntypes, sizeof(*x->types), cmp_type_weight);
	return 0;
}

static double clamp(double d)
{
	return d > DIFF_CAP ? DIFF_CAP : d < -DIFF_CAP ? -DIFF_CAP : d;
}

/* What reading s's occurrences (types prepared) as o explains, less what o
 * costs where it still shows as itself, over the first ntypes contexts (the
 * weightiest).  *reads: occurrences read as o. */
static double pair_gain(struct search *x, int s, int o, size_t ntypes, double pi, size_t *reads,
			double *share)
{
	double gain = 0, post = 0, all = 0;
	size_t nr = 0;
	double freq = FREQ_WEIGHT * (x->uni[o] - x->uni[s]);
	for (size_t t = 0; t < ntypes; t++) {
		const struct type *ty = &x->types[t];
		/* a doubled stand-in is read as a doubled original (二二 as 太太),
		 * the pair between them counted once, after the first */
		int r = ty->r == s ? o : ty->r;
		double d = ty->l == s ? fit(x, NEUTRAL, o, r) - fit(x, NEUTRAL, s, ty->r)
				      : fit(x, ty->l, o, r) - ty->fit;
		d = clamp(d + freq);
		double ed = exp(d) - 1.0, th = -1, g = 0, q = 0;
		for (size_t k = ty->first; k < ty->end; k++) {
			if (x->theta[x->recs[k].blk] != th) {
				th = x->theta[x->recs[k].blk];
				g = log1p(pi * th * ed);
				q = pi * th * (ed + 1.0) / exp(g); /* the posterior of o */
			}
			gain += ty->weight * g;
			post += q;
		}
		all += (double)(ty->end - ty->first);
		nr += d > 0 ? ty->end - ty->first : 0;
	}
	for (size_t k = x->grp[o]; k < x->grp[o + 1]; k++)
		if (x->rd[x->recs[k].pos] == o)
			gain += log1p(-x->theta[x->recs[k].blk]);
	if (reads)
		*reads = nr;
	if (share)
		*share = all > 0 ? post / all : 0;
	return gain - PAIR_COST;
}

/* pair_gain on all contexts, with the share of stand-ins read as the
 * original that fits them best (a few rounds of EM within PI_MIN..PI_MAX:
 * 使 stands for 顶 a fifth of the time, 即 for 的 nearly always). */
static double full_gain(struct search *x, int s, int o, size_t *reads)
{
	double pi = PI, share, g = 0;
	for (int round = 0; round < PI_ROUNDS; round++) {
		g = pair_gain(x, s, o, x->ntypes, pi, reads, &share);
		pi = share < PI_MIN ? PI_MIN : share > PI_MAX ? PI_MAX : share;
	}
	return g;
}

/* Moves the max entries of v[0..n) with the highest key to its front, best
 * first (a selection: n is often in the thousands, max a few dozen). */
static size_t select_top(int *v, size_t n, const double *key, size_t max)
{
	size_t m = 0;
	for (size_t i = 0; i < n; i++) {
		int o = v[i];
		if (m == max && key[v[m - 1]] >= key[o])
			continue;
		size_t j = m < max ? m++ : max - 1;
		v[i] = v[j];
		while (j > 0 && key[v[j - 1]] < key[o]) {
			v[j] = v[j - 1];
			j--;
		}
		v[j] = o;
	}
	return m;
}

/* The originals that s's contexts suggest, most supported first. */
static size_t gather(struct search *x, int s, int *out, size_t max)
{
	size_t nt = 0;
	for (size_t t = 0; t < x->ntypes; t++) {
		const struct type *ty = &x->types[t];
		for (int side = 0; side < 3; side++) {
			int nb = side == 2 ? 0 : side ? ty->r : ty->l;
			if (nb < 0 || (side == 2 && ty->l != s && ty->r != s))
				continue;
			/* side 2: s doubled, suggesting the originals that double */
			const size_t *st = side == 2 ? x->dstart : side ? x->rstart : x->lstart;
			const struct link *val = side == 2 ? x->dval : side ? x->rval : x->lval;
			for (size_t j = st[nb]; j < st[nb + 1]; j++) {
				int o = val[j].o;
				if (o == s)
					continue;
				if (!x->count[o])
					x->touched[nt++] = o;
				if (x->stamp[o] != (int)t + 1)
					x->count[o]++;
				x->stamp[o] = (int)t + 1;
				if (val[j].assoc > 0)
					x->sup[o] += val[j].assoc;
			}
		}
	}
	size_t k = 0;
	for (size_t i = 0; i < nt; i++) {
		int o = x->touched[i];
		int enough = x->count[o] >= SUPPORT_MIN;
		if (enough) {
			x->ntyp[o] = x->count[o];
			x->touched[k++] = o;
		} else {
			x->sup[o] = 0;
		}
		x->count[o] = 0;
		x->stamp[o] = 0;
	}
	/* the best max by association, then the best max of the rest by the
	 * number of contexts that suggest them */
	for (size_t i = 0; i < k; i++)
		out[i] = x->touched[i];
	size_t m = select_top(out, k, x->sup, max);
	m += select_top(out + m, k - m, x->ntyp, max);
	for (size_t i = 0; i < k; i++)
		x->sup[x->touched[i]] = x->ntyp[x->touched[i]] = 0;
	return m;
}

/* How much o and its neighbour nb go together: nb before o (side 0) or
 * after it (side 1). */
static double assoc(struct search *x, int side, int o, int nb)
{
	return side ? next_logp(x, o, nb) - x->uni[nb] : next_logp(x, nb, o) - x->uni[o];
}

/* The originals worth weighing (common characters rare in the book), and
 * for each neighbour the originals it suggests: lstart/lval for a left
 * neighbour, rstart/rval for a right one. */
static int make_index(struct search *x)
{
	size_t nh = 0;
	for (int c = 0; c < x->nidx; c++)
		nh += x->grp[c + 1] - x->grp[c];
	int *nb = malloc(NEIGHBOURS * sizeof(*nb));
	int *defs = malloc((size_t)x->nmodel * sizeof(*defs));
	if (!nb || !defs) {
		free(nb);
		free(defs);
		return ERR_NOMEM;
	}
	size_t nd = 0;
	for (int o = 0; o < x->nmodel; o++) {
		double expect = (double)nh * exp(x->umax[o]);
		size_t seen = x->grp[o + 1] - x->grp[o];
		if (expect >= EXPECT_MIN && (double)seen <= DEFICIT * expect) {
			x->isdef[o] = 1;
			defs[nd++] = o;
		}
	}
	int err = 0;
	for (int side = 0; side < 2 && !err; side++) {
		size_t *st = calloc((size_t)x->nidx + 2, sizeof(*st));
		size_t total = 0;
		for (int pass = 0; pass < 2 && st; pass++) {
			for (size_t i = 0; i < nd; i++) {
				size_t m = charlm_neighbours(defs[i], side, nb, NEIGHBOURS);
				for (size_t j = 0; j < m; j++) {
					if (!pass)
						st[nb[j] + 2]++;
					else
						(side ? x->rval : x->lval)[st[nb[j] + 1]++] =
							(struct link){ defs[i], (float)assoc(x, side, defs[i], nb[j]) };
				}
			}
			if (!pass) {
				for (int c = 0; c < x->nidx; c++)
					st[c + 2] += st[c + 1];
				total = st[x->nidx + 1];
				struct link *val = malloc((total ? total : 1) * sizeof(*val));
				if (!val) {
					free(st);
					st = NULL;
					break;
				}
				*(side ? &x->rval : &x->lval) = val;
			}
		}
		if (!st)
			err = ERR_NOMEM;
		else
			*(side ? &x->rstart : &x->lstart) = st;
	}
	/* the originals that come doubled (太太, 常常) */
	x->dval = malloc((nd ? nd : 1) * sizeof(*x->dval));
	if (!x->dval)
		err = ERR_NOMEM;
	x->dstart[0] = x->dstart[1] = 0;
	for (size_t i = 0; i < nd && !err; i++) {
		double a = assoc(x, 1, defs[i], defs[i]);
		if (a > 0)
			x->dval[x->dstart[1]++] = (struct link){ defs[i], (float)a };
	}
	free(nb);
	free(defs);
	return err;
}

/* Reads every stand-in of the key where its original fits better, by the
 * share of its chapter that is scrambled; then that share again from what
 * the key explains and where its originals still show. */
static void read_with_key(struct search *x)
{
	for (size_t b = 0; b < x->nblk; b++)
		x->reads[b] = x->surv[b] = 0;
	for (size_t i = 1; i + 1 < x->n; i++) {
		int c = x->w[i];
		if (c < 0)
			continue;
		if (x->rev[c] >= 0 && x->key[c] < 0)
			x->surv[x->blk[i]] += 1; /* an original as itself */
		if (x->key[c] < 0) {
			x->rd[i] = c;
			continue;
		}
		int o = x->key[c];
		double d = clamp(fit(x, x->rd[i - 1], o, x->rd[i + 1]) -
				 fit(x, x->rd[i - 1], c, x->rd[i + 1]));
		double th = PI * x->theta[x->blk[i]];
		double q = th * exp(d) / (1.0 - th);
		x->reads[x->blk[i]] += q / (1.0 + q);
		int now = q > 1.0 ? o : c;
		if (now != x->rd[i]) {
			/* its neighbours' contexts change */
			if (x->w[i - 1] >= 0)
				x->moved[x->w[i - 1]] = 1;
			if (x->w[i + 1] >= 0)
				x->moved[x->w[i + 1]] = 1;
		}
		x->rd[i] = now;
	}
	/* each chapter's share, then each block's, drawn towards its chapter's */
	for (size_t c = 0; c < x->nch; c++) {
		double r = 0, sv = 0;
		for (size_t b = 0; b < x->nblk; b++)
			if (x->blk_ch[b] == c)
				r += x->reads[b], sv += x->surv[b];
		x->ch_theta[c] = (r + 0.5) / (r + sv + 1.0);
	}
	for (size_t b = 0; b < x->nblk; b++) {
		double prior = x->ch_theta[x->blk_ch[b]];
		double th = (x->reads[b] + BLOCK_PRIOR * prior) /
			    (x->reads[b] + x->surv[b] + BLOCK_PRIOR);
		x->theta[b] = th < THETA_MAX ? th : THETA_MAX;
	}
}

/* Keeps c among the ALTS best of a stand-in (v, best first). */
static void keep_alt(struct cand *v, struct cand c)
{
	int j = ALTS;
	while (j > 0 && (v[j - 1].o < 0 || v[j - 1].gain < c.gain))
		j--;
	if (j == ALTS)
		return;
	memmove(v + j + 1, v + j, (size_t)(ALTS - 1 - j) * sizeof(*v));
	v[j] = c;
}

static int cmp_cand_desc(const void *a, const void *b)
{
	const struct cand *x = a, *y = b;
	return (x->gain < y->gain) - (x->gain > y->gain);
}

/* One round: every stand-in weighed against the originals its contexts
 * suggest; the pairs whose stand-in and original choose each other make
 * the new key.  Returns the number of pairs, or ERR_NOMEM. */
static int round_key(struct search *x, struct cand *pairs, size_t max, int first)
{
	int *cands = x->cands; /* 2 * CANDIDATES */
	make_records(x);
	for (int s = 0; s < x->nidx; s++) {
		/* after the first round, only stand-ins that came near a pair or
		 * whose neighbours the key reads anew */
		int live = first || x->near[s] > -LIVE_MARGIN || x->moved[s];
		x->moved[s] = 0;
		for (int i = 0; i < ALTS; i++)
			x->alts[(size_t)s * ALTS + i] = (struct cand){ -1, -1, 0, 0 };
		x->best_any[s] = (struct cand){ -1, -1, 0, 0 };
		if (!first && !live)
			continue;
		x->near[s] = -INFINITY;
		if (x->grp[s + 1] - x->grp[s] < 2)
			continue;
		if (prepare_types(x, s))
			return ERR_NOMEM;
		size_t nc = gather(x, s, cands, CANDIDATES);
		/* every candidate on the weightiest contexts, the best few on all */
		size_t nt = x->ntypes < PRESCREEN ? x->ntypes : PRESCREEN;
		for (size_t j = 0; j < nc; j++)
			x->partial[cands[j]] = pair_gain(x, s, cands[j], nt, PI, NULL, NULL);
		if (nt < x->ntypes)
			nc = select_top(cands, nc, x->partial, FINALISTS);
		for (size_t j = 0; j < nc; j++) {
			size_t reads;
			double g = full_gain(x, s, cands[j], &reads);
			if (getenv("DBG_S") && char_of(x, s) == (int32_t)strtol(getenv("DBG_S"), NULL, 16)) {
				char a[8];
				a[utf8_encode(char_of(x, cands[j]), a)] = 0;
				fprintf(stderr, "  %s gain %.1f reads %zu/%zu (of %zu)\n", a, g, reads, x->grp[s + 1] - x->grp[s], nc);
			}
			if (g > x->near[s]) {
				x->near[s] = g;
				x->best_any[s] = (struct cand){ s, cands[j], g, reads };
			}
			if (g > 0)
				keep_alt(x->alts + (size_t)s * ALTS, (struct cand){ s, cands[j], g, reads });
		}
	}
	if (getenv("DBG_NEAR"))
		for (int c = 0; c < x->nidx; c++)
			if (x->best_any[c].o >= 0 && x->best_any[c].gain > -15) {
				char a[8], b[8];
				a[utf8_encode(char_of(x, c), a)] = 0;
				b[utf8_encode(char_of(x, x->best_any[c].o), b)] = 0;
				fprintf(stderr, "NEAR %s %s %.1f %zu/%zu\n", a, b, x->best_any[c].gain, x->best_any[c].reads, x->grp[c + 1] - x->grp[c]);
			}
	/* every stand-in's best, strongest first, each taken unless its
	 * stand-in or original is taken already; a stand-in surely one (its
	 * best explains FALLBACK_MIN) whose best original went to a stronger
	 * stand-in falls back to its next (玺 reads 的 well, but 即 reads it
	 * better: 玺 is 便).  A weaker one does not: in a scrambled book an
	 * ordinary character gains from any absent original that fits a few of
	 * its contexts, and only its best, if it is the original's best too,
	 * says anything. */
	size_t np = 0;
	for (size_t i = 0; i < (size_t)x->nidx * ALTS && np < max; i++)
		if (x->alts[i].o >= 0 &&
		    (i % ALTS == 0 || x->alts[i - i % ALTS].gain >= FALLBACK_MIN))
			pairs[np++] = x->alts[i];
	qsort(pairs, np, sizeof(*pairs), cmp_cand_desc);
	/* no chains: a stand-in is no original, an original no stand-in */
	for (int c = 0; c < x->nidx; c++)
		x->key[c] = x->rev[c] = -1;
	size_t k = 0;
	for (size_t i = 0; i < np; i++) {
		int s = pairs[i].s, o = pairs[i].o;
		if (x->key[s] >= 0 || x->rev[o] >= 0 || x->rev[s] >= 0 || x->key[o] >= 0)
			continue;
		x->key[s] = o;
		x->rev[o] = s;
		pairs[k++] = pairs[i];
	}
	return (int)k;
}

static void search_free(struct search *x)
{
	free(x->w);
	free(x->rd);
	free(x->blk);
	free(x->src);
	free(x->blk_ch);
	free(x->theta);
	free(x->reads);
	free(x->surv);
	free(x->ch_theta);
	free(x->extra);
	free(x->uni);
	free(x->umax);
	free(x->recs);
	free(x->grp);
	free(x->key);
	free(x->rev);
	free(x->isdef);
	free(x->moved);
	free(x->near);
	free(x->trad);
	free(x->lstart);
	free(x->rstart);
	free(x->lval);
	free(x->rval);
	free(x->dval);
	free(x->types);
	free(x->sup);
	free(x->ntyp);
	free(x->partial);
	free(x->touched);
	free(x->stamp);
	free(x->mcount);
	free(x->count);
	free(x->alts);
	free(x->best_any);
	free(x->memo);
	free(x->cands);
}

static int search_init(struct search *x, const struct cipher_chapter *chs, size_t nch)
{
	memset(x, 0, sizeof(*x));
	x->nch = nch;
	x->trad = calloc(nch ? nch : 1, 1);
	int err = x->trad ? load_text(x, chs, nch) : ERR_NOMEM;
	if (err)
		return err;
	size_t ni = (size_t)x->nidx;
	x->theta = malloc(x->nblk * sizeof(*x->theta));
	x->reads = calloc(x->nblk, sizeof(*x->reads));
	x->surv = calloc(x->nblk, sizeof(*x->surv));
	x->ch_theta = malloc((nch ? nch : 1) * sizeof(*x->ch_theta));
	x->uni = malloc(ni * sizeof(*x->uni));
	x->umax = malloc(ni * sizeof(*x->umax));
	x->recs = malloc(x->n * sizeof(*x->recs));
	x->grp = calloc(ni + 1, sizeof(*x->grp));
	x->key = malloc(ni * sizeof(*x->key));
	x->rev = malloc(ni * sizeof(*x->rev));
	x->isdef = calloc(ni, 1);
	x->moved = calloc(ni, 1);
	x->near = malloc(ni * sizeof(*x->near));
	x->sup = calloc(ni, sizeof(*x->sup));
	x->ntyp = calloc(ni, sizeof(*x->ntyp));
	x->partial = calloc(ni, sizeof(*x->partial));
	x->touched = malloc(ni * sizeof(*x->touched));
	x->stamp = calloc(ni, sizeof(*x->stamp));
	x->mcount = calloc(ni, sizeof(*x->mcount));
	x->count = calloc(ni, sizeof(*x->count));
	x->alts = malloc(ni * ALTS * sizeof(*x->alts));
	x->best_any = malloc(ni * sizeof(*x->best_any));
	x->cands = malloc(ni * sizeof(*x->cands));
	x->memo = calloc((size_t)1 << MEMO_BITS, sizeof(*x->memo));
	if (!x->memo || !x->cands || !x->theta || !x->reads || !x->surv || !x->ch_theta || !x->uni || !x->umax || !x->recs || !x->grp ||
	    !x->key || !x->rev || !x->isdef || !x->moved || !x->near || !x->sup || !x->ntyp || !x->partial || !x->touched || !x->stamp ||
	    !x->mcount || !x->count || !x->alts)
		return ERR_NOMEM;
	for (size_t b = 0; b < x->nblk; b++)
		x->theta[b] = THETA0;
	for (size_t c = 0; c < nch; c++)
		x->ch_theta[c] = THETA0;
	for (size_t c = 0; c < ni; c++) {
		x->uni[c] = charlm_mix_uni((int)c);
		x->umax[c] = charlm_max_uni((int)c);
		x->key[c] = x->rev[c] = -1;
	}
	make_records(x);
	return make_index(x);
}

/* How scrambled each chapter looks with the key found (taken or not): the
 * log-likelihood ratio of its stand-ins' contexts and its originals'
 * survivals, as if THETA0 of it were scrambled; and where its first stand-in
 * read as an original is. */
static void chapter_evidence(struct search *x, struct cipher_result *res)
{
	for (size_t c = 0; c < x->nch; c++)
		res->first_at[c] = SIZE_MAX;
	for (size_t i = 1; i + 1 < x->n; i++) {
		int c = x->w[i];
		if (c < 0)
			continue;
		size_t ch = x->blk_ch[x->blk[i]];
		if (x->rev[c] >= 0 && x->key[c] < 0)
			res->chapter_evidence[ch] += log1p(-THETA0);
		if (x->key[c] < 0)
			continue;
		double d = clamp(fit(x, x->rd[i - 1], x->key[c], x->rd[i + 1]) -
				 fit(x, x->rd[i - 1], c, x->rd[i + 1]));
		res->chapter_evidence[ch] += log1p(PI * THETA0 * (exp(d) - 1.0));
		if (x->rd[i] != c && res->first_at[ch] == SIZE_MAX)
			res->first_at[ch] = x->src[i];
	}
}

/* A hash of the key, to see that a round left it as it was. */
static uint64_t key_signature(const struct search *x)
{
	uint64_t h = 1469598103934665603ull;
	for (int c = 0; c < x->nidx; c++)
		if (x->key[c] >= 0)
			h = (h ^ ((uint64_t)c << 32 | (uint32_t)x->key[c])) * 1099511628211ull;
	return h;
}

int cipher_search(const struct cipher_chapter *chapters, size_t n, struct cipher_result *res)
{
	memset(res, 0, sizeof(*res));
	struct search x;
	int err = search_init(&x, chapters, n);
	struct cand *pairs = NULL;
	int np = 0;
	if (!err) {
		pairs = malloc((size_t)x.nidx * ALTS * sizeof(*pairs));
		if (!pairs)
			err = ERR_NOMEM;
	}
	for (int r = 0; r < ROUNDS && !err; r++) {
		int before = np;
		uint64_t sig0 = key_signature(&x);
		np = round_key(&x, pairs, (size_t)x.nidx * ALTS, r == 0);
		if (np < 0) {
			err = np;
			break;
		}
		read_with_key(&x);
		read_with_key(&x);
		if (r && np == before && key_signature(&x) == sig0)
			break; /* the key stays as it is */
		if (getenv("CIPHER_DEBUG")) {
			double ev = 0;
			for (int i = 0; i < np; i++)
				ev += pairs[i].gain;
			fprintf(stderr, "round %d: %d pairs, %.0f nats; theta", r, np, ev);
			for (size_t c = 0; c < n; c++)
				fprintf(stderr, " %.2f", x.ch_theta[c]);
			fprintf(stderr, "\n");
		}
	}
	if (!err) {
		res->share = malloc((n ? n : 1) * sizeof(*res->share));
		res->traditional = malloc(n ? n : 1);
		res->chapter_evidence = calloc(n ? n : 1, sizeof(*res->chapter_evidence));
		res->first_at = malloc((n ? n : 1) * sizeof(*res->first_at));
		res->pairs = malloc((np > 0 ? (size_t)np : 1) * sizeof(*res->pairs));
		if (!res->share || !res->traditional || !res->pairs || !res->chapter_evidence ||
		    !res->first_at)
			err = ERR_NOMEM;
	}
	if (!err) {
		res->nchapters = n;
		for (size_t c = 0; c < n; c++) {
			res->traditional[c] = x.trad[c];
			res->share[c] = x.trad[c] ? 0 : x.ch_theta[c];
		}
		for (int i = 0; i < np; i++) {
			res->evidence += pairs[i].gain;
			res->pairs[i] = (struct cipher_found){ char_of(&x, pairs[i].s),
							       char_of(&x, pairs[i].o), pairs[i].reads,
							       x.grp[pairs[i].s + 1] - x.grp[pairs[i].s],
							       pairs[i].gain };
		}
		res->npairs = (size_t)np;
		for (int c = 0; c < x.nidx; c++)
			res->han += x.grp[c + 1] - x.grp[c];
		chapter_evidence(&x, res);
		if (res->evidence < CIPHER_KEY_MIN)
			res->npairs = 0;
	}
	free(pairs);
	search_free(&x);
	if (err)
		cipher_result_release(res);
	return err;
}

void cipher_result_release(struct cipher_result *res)
{
	free(res->pairs);
	free(res->share);
	free(res->traditional);
	free(res->chapter_evidence);
	free(res->first_at);
	memset(res, 0, sizeof(*res));
}
