#include "repair/cipher.h"
#include "base/err.h"
#include "base/utf8.h"
#include "repair/charlm.h"
#include "repair_data.h"

#include <math.h>
#include <stdlib.h>

/* Below this many Han characters a chapter says too little about itself;
 * beyond MAX_HAN the rest adds time (quadratic in places), not much more. */
#define MIN_HAN 300
#define MAX_HAN 100000
/* The model is of simplified Chinese: a chapter with more Han characters
 * outside GB2312 than this share is traditional (們 這 說 are not in it), and
 * its forms would look like a cipher of the simplified ones. */
#define NON_GB_MAX 0.03
/* An original must be common enough that its absence means something: this
 * many occurrences expected in the chapter. */
#define EXPECT_MIN 0.3
/* Fonts of this family often put a stand-in near its original in GB2312,
 * whose first level is ordered by pinyin: a homophone (蹈/道, 牵/前, 砾/力).
 * A common stand-in is searched only there, which keeps the key from
 * wandering to words that merely fit (清军 -> 清代); a rare character seen
 * often (弓 for 死, 淬 for 乱) may stand for any common one. */
#define GB_NEAR 40
#define RARE_EXPECT 0.5
/* Once the key is sure, a near pair gets up to this much more. */
#define GB_BONUS 15.0
/* An occurrence is read as the original when its words gain this much, and
 * a pair must gain this much on average where it is read so. */
#define MOVE_MIN 1.0
#define AVG_MIN 4.0
/* A pair is taken when it explains this much (nats): counts and contexts.
 * The chapter counts as scrambled when STRONG_PAIRS pairs or more explain
 * KEY_MIN together; then weaker pairs (GAIN_MORE) are taken too. */
#define GAIN_MIN 50.0
#define GAIN_MORE 25.0
#define STRONG_PAIRS 3
#define KEY_MIN CIPHER_KEY_MIN
#define ROUNDS 8
/* ... or when DENSE_PAIRS pairs or more explain DENSE_MIN together and
 * DENSE_SHARE nats a Han character (normal text: 0.022 at most in the
 * corpus; scrambled chapters 0.08 and more). */
#define DENSE_PAIRS 2
#define DENSE_MIN CIPHER_KEY_FLOOR
#define DENSE_SHARE 0.05
/* Context of an occurrence: this many Han characters each side, in the
 * first search and in the second (which reads four-character idioms whole:
 * 遍奉 is 遍野 only in 漫山遍野). */
#define WINDOW 3
#define EXTEND_WINDOW 4
/* Shapes of the negative binomials for counts: text is bursty (a chapter's
 * topic words come far more often than the lexicon says), so a stand-in's
 * excess counts for little; an original is held closer to its rate. */
#define SHAPE_STANDIN 0.5
#define SHAPE_ORIGINAL 5.0

/* Once the cautious search has found a key, the rest of it is searched with
 * the chapter read as a mixture: where the key has a pair (s, o), a written
 * s is s or o, at the rate of the two in the lexicon, so each occurrence of
 * s gains log(pi·e^d + 1 - pi), d being how much better o fits there than
 * its rate alone says (word segmentation of the window around it).  Pairs
 * are taken when they explain EXTEND_MIN nats, mostly by context
 * (EXTEND_CTX of it); a stand-in near its original in GB2312 gets up to
 * EXTEND_NEAR more, and a common stand-in (EXTEND_COMMON expected or more)
 * must be near: 明军 read as 海军 fits as well as 看功 read as 进攻. */
#define EXTEND_MAX_HAN 8000
#define EXTEND_ROUNDS 4
/* Readings weighed at most (about 1 µs each; the sample takes 135,000):
 * beyond it the key found so far serves. */
#define EXTEND_BUDGET 1000000L
#define EXTEND_MIN 14.0
#define EXTEND_CTX 0.6
#define EXTEND_NEAR 5.0
#define EXTEND_COMMON 1.0
/* ... unless it shows EXTEND_EXCESS times as often as it should (看 14
 * times for 2.8, carrying 进): then it may stand for any original, but one
 * that is far must beat the stand-in's next candidate by EXTEND_MARGIN nats
 * (看 read 进 by 7.3; wrong pairs of topic words, 钱 read 级 in 红楼梦 or
 * 兵 read 易 in a war story, by less). */
#define EXTEND_EXCESS 3.0
#define EXTEND_MARGIN 6.0
/* A stand-in seen NAME_MIN times or more whose contexts mostly repeat (the
 * weight of its occurrences below NAME_SHARE of their number) is a name. */
#define NAME_MIN 4
#define NAME_SHARE 0.5
/* A pair of the first search is kept when it explains PRUNE_SURE nats in
 * the second's terms, or PRUNE_CTX of what it explains is context. */
#define PRUNE_SURE 50.0
#define PRUNE_CTX 0.4
/* Running text (charlm_text_pmi: neighbours across words, counted in the
 * corpus) in the second search: its windows add TEXT_WEIGHT times the
 * association of each pair of neighbours to the lexicon's word score, and a
 * pair under TEXT_SURE nats is let go when running text alone, in the same
 * mixture, gives it less than TEXT_MIN: wrong pairs that fit the lexicon's
 * words (韩 read 示, 梦 read 宫) mostly have neighbours that text never
 * shows, right ones (庸 read 身 in 庸后) do. */
#define TEXT_WEIGHT 0.1
#define TEXT_SURE 20.0
#define TEXT_MIN 2.0
/* Modern running text (charlm_modern_pmi: sunpinyin's word n-grams read as
 * character pairs) weighs the same mixture with its neighbours: a pair under
 * TEXT_SURE nats is let go when it gives less than MODERN_MIN (wrong pairs
 * in 红楼梦 that the lexicon and the corpus both let through: 怒悲, 搅华,
 * 皱赏), and a first-search pair whose lexicon context is too weak is kept
 * when modern text gives PRUNE_CTX of its score (镶 read 香 in 红楼梦 050,
 * 寐 read 见 with a made-up key: their words are not in the lexicon, their
 * neighbours are common in modern text).  Modern text is not used to find
 * pairs nor in the window score: alone or mixed in, it makes as many wrong
 * pairs as right ones. */
#define MODERN_MIN 6.0

struct occ {
	int32_t cp;
	uint32_t pos;
};

static int cmp_occ(const void *a, const void *b)
{
	const struct occ *x = a, *y = b;
	if (x->cp != y->cp)
		return (x->cp > y->cp) - (x->cp < y->cp);
	return (x->pos > y->pos) - (x->pos < y->pos);
}

/* The end of the run of one character that starts at v[g] (v sorted). */
static size_t group_end(const struct occ *v, size_t nv, size_t g)
{
	size_t e = g + 1;
	while (e < nv && v[e].cp == v[g].cp)
		e++;
	return e;
}

static int is_han(int32_t cp)
{
	return cp >= 0 && utf8_is_han(cp);
}

/* log of the negative binomial probability of k, with mean m and shape r. */
static double log_nb(double k, double m, double r)
{
	return lgamma(k + r) - lgamma(r) - lgamma(k + 1) + r * log(r / (r + m)) +
	       k * log(m / (r + m));
}

/* Word score of the few characters around position i, reading c there;
 * *in_word tells whether c then belongs to a word of two or more. */
static double window(const int32_t *w, size_t n, size_t i, int32_t c, int *in_word)
{
	int32_t buf[2 * WINDOW + 1];
	size_t a = i, b = i + 1, k = 0;
	while (a > 0 && i - a < WINDOW && is_han(w[a - 1]))
		a--;
	while (b < n && b - i <= WINDOW && is_han(w[b]))
		b++;
	for (size_t j = a; j < b; j++)
		buf[k++] = j == i ? c : w[j];
	return charlm_segment_at(buf, k, i - a, in_word);
}

static int32_t han_at(const int32_t *w, size_t n, size_t i)
{
	return i < n && is_han(w[i]) ? w[i] : -1;
}

/* How often occurrence j's left or right neighbour came before it among the
 * group's occurrences from g (the more often, the less a context tells).  A
 * name is always beside the same characters (黛玉, 闰土), a stand-in for a
 * common character is not, so repeated contexts count less and less. */
static double repeats(const int32_t *w, size_t n, const struct occ *v, size_t g, size_t j)
{
	size_t pj = v[j].pos;
	int32_t l = pj ? han_at(w, n, pj - 1) : -1, r = han_at(w, n, pj + 1);
	size_t nl = 1, nr = 1;
	for (size_t q = g; q < j; q++) {
		size_t p = v[q].pos;
		nl += l >= 0 && p && han_at(w, n, p - 1) == l;
		nr += r >= 0 && han_at(w, n, p + 1) == r;
	}
	return (double)(nl > nr ? nl : nr);
}

static size_t count_of(const struct occ *v, size_t n, int32_t cp)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (v[mid].cp < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	size_t c = 0;
	while (lo + c < n && v[lo + c].cp == cp)
		c++;
	return c;
}

static int in_key(const struct cipher_pair *out, int k, int32_t cp)
{
	for (int j = 0; j < k; j++)
		if (out[j].standin == cp || out[j].original == cp)
			return 1;
	return 0;
}

struct best {
	double gain;
	int32_t other;
};

/* Marks what a stand-in may stand for: common characters absent from the
 * text and not in the key yet. */
static void mark_allowed(const struct occ *v, size_t nv, const struct cipher_pair *key,
			 int nkey, unsigned char *allowed)
{
	for (size_t j = 0; j < repair_data_nchars; j++) {
		int32_t o = (int32_t)repair_data_chars[j];
		allowed[j] = is_han(o) && (double)nv * exp(charlm_logp(o)) >= EXPECT_MIN &&
			     !count_of(v, nv, o) && !in_key(key, nkey, o);
	}
}

/* The keys of a sorted bigram array (nkeys long) that start with index ix. */
static const uint32_t *pairs_from(const uint32_t *keys, size_t nkeys, int ix, size_t *n)
{
	size_t lo = charlm_lower_bound(keys, nkeys, (uint32_t)ix << 16), end;
	for (end = lo; end < nkeys && keys[end] >> 16 == (uint32_t)ix; end++)
		;
	*n = end - lo;
	return keys + lo;
}

/* Pairs of characters that suggest candidates, keyed both ways. */
struct pair_table {
	const uint32_t *keys, *rkeys;
	const size_t *n;
};
static const struct pair_table pair_tables[] = {
	{ repair_data_bigram_keys, repair_data_bigram_rkeys, &repair_data_nbigrams },
	{ repair_data_text_links, repair_data_text_rlinks, &repair_data_nlinks },
};

/* Whether strong pairs of so much evidence make a key, in a chapter of nh
 * Han characters.  Normal text has a strong pair or two (a name read as a
 * word), more of them the longer it is; a scrambled chapter's evidence grows
 * with its length too, so a short one with a key other than the sample's
 * may have only two or three pairs to show: enough when they are dense. */
static int key_found(int strong, double evidence, size_t nh)
{
	if (strong >= STRONG_PAIRS && evidence >= KEY_MIN)
		return 1;
	return strong >= DENSE_PAIRS && evidence >= DENSE_MIN &&
	       evidence >= DENSE_SHARE * (double)nh;
}

/* The cautious search: pairs that choose each other, taken in rounds; 0
 * pairs when the chapter does not look scrambled. */
/* The first search's working memory for one chapter: the text as the key
 * read it so far, its Han characters grouped by character, and the
 * tallies kept per occurrence (nh) and per character of the model. */
struct detect {
	int32_t *w;
	size_t n, nh;
	struct occ *v;
	double *base, *repeat; /* per occurrence: the stand-in's own fit, its repeats */
	struct best *bs;       /* per group of one stand-in: its best original */
	struct best *bo;       /* per original: its best stand-in */
	unsigned char *allowed;
	double *ctx;     /* per original: the context it gains, so far */
	unsigned *moved; /* ... and at how many occurrences */
	uint32_t *stamp, stamp_id;
	int *touched; /* the originals with a tally */
};

static void detect_free(struct detect *x)
{
	free(x->w);
	free(x->v);
	free(x->base);
	free(x->repeat);
	free(x->bs);
	free(x->bo);
	free(x->allowed);
	free(x->ctx);
	free(x->moved);
	free(x->stamp);
	free(x->touched);
}

static int detect_init(struct detect *x, const int32_t *cps, size_t n, size_t nh)
{
	size_t nc = repair_data_nchars;
	*x = (struct detect){ .n = n, .nh = nh };
	x->w = malloc(n * sizeof(*x->w));
	x->v = malloc(nh * sizeof(*x->v));
	x->base = malloc(nh * sizeof(*x->base));
	x->repeat = malloc(nh * sizeof(*x->repeat));
	x->bs = malloc(nh * sizeof(*x->bs));
	x->bo = calloc(nc + 1, sizeof(*x->bo));
	x->allowed = malloc(nc);
	x->ctx = calloc(nc, sizeof(*x->ctx));
	x->moved = calloc(nc, sizeof(*x->moved));
	x->stamp = calloc(nc, sizeof(*x->stamp));
	x->touched = malloc(nc * sizeof(*x->touched));
	if (!x->w || !x->v || !x->base || !x->repeat || !x->bs || !x->bo || !x->allowed ||
	    !x->ctx || !x->moved || !x->stamp || !x->touched) {
		detect_free(x);
		return ERR_NOMEM;
	}
	for (size_t i = 0; i < n; i++)
		x->w[i] = cps[i];
	return 0;
}

/* Stand-in s at v[g..e): the context each original gains where it makes a
 * word with a neighbour (a frequent word of one character, 和 or 的, fits
 * anywhere and proves nothing), from the lexicon's pairs around each
 * occurrence; a stand-in that is not rare takes only originals near it in
 * GB2312.  Returns how many originals have a tally (in touched). */
static size_t tally_originals(struct detect *x, size_t g, size_t e, int32_t s, long gs, int rare)
{
	for (size_t j = g; j < e; j++) {
		x->base[j] = window(x->w, x->n, x->v[j].pos, s, NULL);
		x->repeat[j] = repeats(x->w, x->n, x->v, g, j);
	}
	size_t ntouched = 0;
	for (size_t j = g; j < e; j++) {
		size_t i = x->v[j].pos;
		int32_t nb[2] = { i ? han_at(x->w, x->n, i - 1) : -1, han_at(x->w, x->n, i + 1) };
		x->stamp_id++;
		for (int side = 0; side < 2; side++) {
			int in = nb[side] < 0 ? -1 : charlm_index(nb[side]);
			if (in < 0)
				continue;
			size_t np;
			const uint32_t *kp =
				pairs_from(side ? repair_data_bigram_rkeys : repair_data_bigram_keys,
					   repair_data_nbigrams, in, &np);
			for (size_t q = 0; q < np; q++) {
				int io = (int)(kp[q] & 0xFFFF);
				if (!x->allowed[io] || x->stamp[io] == x->stamp_id)
					continue;
				x->stamp[io] = x->stamp_id;
				long go = repair_data_gb[io];
				if (!rare && (go >= REPAIR_GB_CELLS || labs(go - gs) > GB_NEAR))
					continue;
				int in_word;
				double d = window(x->w, x->n, i, (int32_t)repair_data_chars[io],
						  &in_word) - x->base[j];
				if (d <= MOVE_MIN || !in_word)
					continue;
				if (!x->moved[io])
					x->touched[ntouched++] = io;
				x->ctx[io] += d / x->repeat[j];
				x->moved[io]++;
			}
		}
	}
	return ntouched;
}

/* Stand-in s at v[g..e) of nv: each original with a tally weighed, its
 * context and the counts (the stand-in's drop, the original's rise); the
 * best in bs[g], and s as the best stand-in of each in bo.  The tallies
 * are cleared for the next stand-in. */
static void weigh_originals(struct detect *x, size_t g, size_t e, size_t nv, size_t ntouched,
			    long gs, int sure)
{
	int32_t s = x->v[g].cp;
	double ns = (double)(e - g), es = (double)nv * exp(charlm_logp(s));
	for (size_t t = 0; t < ntouched; t++) {
		int io = x->touched[t];
		int32_t o = (int32_t)repair_data_chars[io];
		double k = x->moved[io], c = x->ctx[io];
		double eo = (double)nv * exp(charlm_logp(o));
		x->moved[io] = 0;
		x->ctx[io] = 0;
		if (c < AVG_MIN * k)
			continue;
		double gain = c + log_nb(ns - k, es, SHAPE_STANDIN) - log_nb(ns, es, SHAPE_STANDIN) +
			      log_nb(k, eo, SHAPE_ORIGINAL) - log_nb(0, eo, SHAPE_ORIGINAL);
		long go = repair_data_gb[io];
		if (sure && go < REPAIR_GB_CELLS && gs < REPAIR_GB_CELLS && labs(go - gs) <= GB_NEAR)
			gain += GB_BONUS * (1.0 - (double)labs(go - gs) / GB_NEAR);
		if (gain > x->bs[g].gain)
			x->bs[g] = (struct best){ gain, o };
		if (gain > x->bo[io].gain)
			x->bo[io] = (struct best){ gain, s };
	}
}

/* One round: the best original for each stand-in, and the reverse. */
static size_t detect_round(struct detect *x, const struct cipher_pair *out, int npairs, int sure)
{
	size_t nv = 0;
	for (size_t i = 0; i < x->n; i++)
		if (is_han(x->w[i]))
			x->v[nv++] = (struct occ){ x->w[i], (uint32_t)i };
	qsort(x->v, nv, sizeof(*x->v), cmp_occ);
	for (size_t j = 0; j <= repair_data_nchars; j++)
		x->bo[j] = (struct best){ 0, 0 };
	mark_allowed(x->v, nv, out, npairs, x->allowed);
	for (size_t g = 0, e; g < nv; g = e) {
		e = group_end(x->v, nv, g);
		int32_t s = x->v[g].cp;
		x->bs[g] = (struct best){ 0, 0 };
		/* one occurrence cannot carry GAIN_MIN; once the key is
		 * sure, it may point to a near homophone (镶/香) */
		if ((e - g < 2 && !sure) || in_key(out, npairs, s))
			continue;
		double es = (double)nv * exp(charlm_logp(s));
		int ix = charlm_index(s);
		long gs = ix < 0 ? 0xFFFF : repair_data_gb[ix];
		int rare = es < RARE_EXPECT && e - g >= 2;
		if (ix < 0 || (!rare && gs >= REPAIR_GB_CELLS))
			continue;
		size_t ntouched = tally_originals(x, g, e, s, gs, rare);
		weigh_originals(x, g, e, nv, ntouched, gs, sure);
	}
	return nv;
}

/* The pairs of at least need that choose each other taken into out, their
 * stand-ins read again; a pair of GAIN_MIN or more is strong and adds to
 * the evidence.  Returns how many it took. */
static int take_detected(struct detect *x, size_t nv, double need, struct cipher_pair *out,
			 int *npairs, size_t max, int *strong, double *evidence)
{
	int taken = 0;
	for (size_t g = 0, e; g < nv && (size_t)*npairs < max; g = e) {
		e = group_end(x->v, nv, g);
		int32_t s = x->v[g].cp, o = x->bs[g].other;
		if (!o || x->bs[g].gain < need || x->bo[charlm_index(o)].other != s)
			continue;
		out[(*npairs)++] = (struct cipher_pair){ s, o };
		if (x->bs[g].gain >= GAIN_MIN) {
			*evidence += x->bs[g].gain;
			(*strong)++;
		}
		taken++;
		for (size_t j = g; j < e; j++) {
			size_t i = x->v[j].pos;
			if (window(x->w, x->n, i, o, NULL) - window(x->w, x->n, i, s, NULL) > MOVE_MIN)
				x->w[i] = o;
		}
	}
	return taken;
}

static int detect_key(const int32_t *cps, size_t n, struct cipher_pair *out, size_t max,
		      double *evidence)
{
	int npairs = 0, strong = 0;
	*evidence = 0;
	if (n > UINT32_MAX)
		return 0;
	size_t nh = 0, nongb = 0;
	for (size_t i = 0; i < n; i++) {
		if (!is_han(cps[i]))
			continue;
		if (nh == MAX_HAN) {
			n = i; /* the key from the first MAX_HAN serves for all */
			break;
		}
		int ix = charlm_index(cps[i]);
		nh++;
		nongb += ix < 0 || repair_data_gb[ix] >= REPAIR_GB_CELLS;
	}
	if (nh < MIN_HAN || !max || (double)nongb > NON_GB_MAX * (double)nh)
		return 0;
	struct detect x;
	int err = detect_init(&x, cps, n, nh);
	if (err)
		return err;
	for (int round = 0; round < ROUNDS && (size_t)npairs < max; round++) {
		int sure = key_found(strong, *evidence, nh);
		size_t nv = detect_round(&x, out, npairs, sure);
		if (!take_detected(&x, nv, sure ? GAIN_MORE : GAIN_MIN, out, &npairs, max, &strong,
				   evidence))
			break;
	}
	detect_free(&x);
	if (!key_found(strong, *evidence, nh))
		npairs = 0; /* a name or two that look like a cipher */
	return npairs;
}

/* How much running text likes c between the Han characters around i, by
 * the association pmi of neighbours (the corpus's or modern text's). */
static double neighbours_fit(double (*pmi)(int32_t, int32_t), const int32_t *w, size_t n,
			     size_t i, int32_t c)
{
	double d = 0;
	if (i && is_han(w[i - 1]))
		d += pmi(w[i - 1], c);
	if (i + 1 < n && is_han(w[i + 1]))
		d += pmi(c, w[i + 1]);
	return d;
}

static double text_fit(const int32_t *w, size_t n, size_t i, int32_t c)
{
	return neighbours_fit(charlm_text_pmi, w, n, i, c);
}

static double modern_fit(const int32_t *w, size_t n, size_t i, int32_t c)
{
	return neighbours_fit(charlm_modern_pmi, w, n, i, c);
}

/* The window score of reading c at i, where each neighbour that the key
 * so far makes a stand-in (in the text as written, cps) may be read either
 * way: 看功 is 进攻 only when both are read at once. */
static double window_key(const int32_t *cps, const int32_t *w, size_t n, size_t i, int32_t c,
			 const int32_t *keyorig)
{
	int32_t buf[2 * EXTEND_WINDOW + 1] = { 0 }, alt[2 * EXTEND_WINDOW + 1];
	size_t a = i, b = i + 1, k = 0, amb[2 * EXTEND_WINDOW + 1], namb = 0;
	while (a > 0 && i - a < EXTEND_WINDOW && is_han(w[a - 1]))
		a--;
	while (b < n && b - i <= EXTEND_WINDOW && is_han(w[b]))
		b++;
	for (size_t j = a; j < b; j++, k++) {
		buf[k] = j == i ? c : w[j];
		int ix = j == i ? -1 : charlm_index(cps[j]);
		if (ix >= 0 && keyorig[ix] && namb < 2) {
			amb[namb++] = k;
			alt[k] = w[j] == cps[j] ? keyorig[ix] : cps[j];
		}
	}
	double best = -INFINITY;
	for (unsigned m = 0; m < 1u << namb; m++) {
		int32_t tmp[2 * EXTEND_WINDOW + 1];
		for (size_t q = 0; q < k; q++)
			tmp[q] = buf[q];
		for (size_t q = 0; q < namb; q++)
			if (m >> q & 1)
				tmp[amb[q]] = alt[amb[q]];
		double sc = charlm_segment_at(tmp, k, i - a, NULL);
		for (size_t q = 1; q < k; q++)
			sc += TEXT_WEIGHT * charlm_text_pmi(tmp[q - 1], tmp[q]);
		if (sc > best)
			best = sc;
	}
	return best;
}

/* The second search's score of a pair of the key: every occurrence of s
 * as written, read as s or o.  *ctx gets the share of context, *mctx the
 * same mixture weighed by modern text's neighbours, *name whether s looks
 * like a name. */
static double pair_score(const int32_t *cps, const int32_t *w, size_t n, size_t nv, int32_t s,
			 int32_t o, const int32_t *keyorig, struct occ *v, double *ctx, double *mctx,
			 int *name)
{
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		if (cps[i] == s)
			v[k++] = (struct occ){ s, (uint32_t)i };
	double ls = charlm_logp(s), lo = charlm_logp(o);
	double es = (double)nv * exp(ls), eo = (double)nv * exp(lo), ns = (double)k;
	double pi = 1.0 / (1.0 + exp(ls - lo)), sum = 0, weight = 0, msum = 0;
	for (size_t j = 0; j < k; j++) {
		size_t i = v[j].pos;
		double rep = repeats(cps, n, v, 0, j);
		double dm = modern_fit(w, n, i, o) - modern_fit(w, n, i, s);
		msum += log(pi * exp(dm) + 1.0 - pi) / rep;
		double d = window_key(cps, w, n, i, o, keyorig) - window_key(cps, w, n, i, s, keyorig) -
			   (lo - ls);
		sum += log(pi * exp(d) + 1.0 - pi) / rep;
		weight += 1.0 / rep;
	}
	*ctx = sum;
	*mctx = msum;
	*name = ns >= NAME_MIN && weight < NAME_SHARE * ns;
	double gain = sum + log_nb(ns, es + eo, SHAPE_STANDIN) - log_nb(ns, es, SHAPE_STANDIN) -
		      log_nb(0, eo, SHAPE_ORIGINAL);
	int is = charlm_index(s), io = charlm_index(o);
	long dist = is < 0 || io < 0 ? 0xFFFF
				     : labs((long)repair_data_gb[is] - (long)repair_data_gb[io]);
	if (dist <= GB_NEAR)
		gain += EXTEND_NEAR * (1.0 - (double)dist / GB_NEAR);
	return gain;
}

/* The second search's working memory for one chapter: the text as the key
 * reads it, its Han characters grouped by character, and the tallies kept
 * per occurrence (nh), per character of the model (nc) and per candidate. */
struct extend {
	const int32_t *cps; /* the text as written */
	int32_t *w;         /* ... as the key reads it now */
	size_t n, nh;
	struct occ *v;
	int32_t *keyorig; /* a stand-in's original, by model index; 0: none */
	/* per occurrence: the stand-in's own fit (lexicon, running text,
	 * modern text) and how often its context repeats */
	double *base, *tbase, *mbase, *repeat;
	struct best *bs; /* per group of one stand-in: its best original */
	struct best *bo; /* per original: its best stand-in */
	unsigned char *allowed, *present;
	uint32_t *stamp, *seen, stamp_id;
	int *cand; /* one stand-in's candidates, model indices */
	double *sum, *tsum, *msum, *linked;
	long budget;
	int has_text; /* built without the corpus: no running text */
};

static void extend_free(struct extend *x)
{
	free(x->w);
	free(x->v);
	free(x->keyorig);
	free(x->base);
	free(x->tbase);
	free(x->mbase);
	free(x->repeat);
	free(x->bs);
	free(x->bo);
	free(x->allowed);
	free(x->present);
	free(x->stamp);
	free(x->seen);
	free(x->cand);
	free(x->sum);
	free(x->tsum);
	free(x->msum);
	free(x->linked);
}

/* Sets x up for the first EXTEND_MAX_HAN Han characters of cps (the rest
 * is decoded with the key found there). */
static int extend_init(struct extend *x, const int32_t *cps, size_t n)
{
	size_t nh = 0;
	for (size_t i = 0; i < n; i++) {
		if (!is_han(cps[i]))
			continue;
		if (nh == EXTEND_MAX_HAN) {
			n = i;
			break;
		}
		nh++;
	}
	size_t nc = repair_data_nchars;
	*x = (struct extend){ .cps = cps, .n = n, .nh = nh, .budget = EXTEND_BUDGET,
			      .has_text = repair_data_ntext > 0 };
	x->w = malloc(n * sizeof(*x->w));
	x->v = malloc(nh * sizeof(*x->v));
	x->keyorig = calloc(nc, sizeof(*x->keyorig));
	x->base = malloc(nh * sizeof(*x->base));
	x->tbase = malloc(nh * sizeof(*x->tbase));
	x->mbase = malloc(nh * sizeof(*x->mbase));
	x->repeat = malloc(nh * sizeof(*x->repeat));
	x->bs = malloc(nh * sizeof(*x->bs));
	x->bo = calloc(nc + 1, sizeof(*x->bo));
	x->allowed = malloc(nc);
	x->present = malloc(nc);
	x->stamp = calloc(nc, sizeof(*x->stamp));
	x->seen = calloc(nc, sizeof(*x->seen));
	x->cand = malloc(nc * sizeof(*x->cand));
	x->sum = malloc(nc * sizeof(*x->sum));
	x->tsum = malloc(nc * sizeof(*x->tsum));
	x->msum = malloc(nc * sizeof(*x->msum));
	x->linked = malloc(nc * sizeof(*x->linked));
	if (!x->w || !x->v || !x->keyorig || !x->base || !x->tbase || !x->mbase || !x->repeat ||
	    !x->bs || !x->bo || !x->allowed || !x->present || !x->stamp || !x->seen || !x->cand ||
	    !x->sum || !x->tsum || !x->msum || !x->linked) {
		extend_free(x);
		return ERR_NOMEM;
	}
	return 0;
}

/* Position i, written s, read as o where the key's reading fits there
 * better than s by MOVE_MIN. */
static void read_as(struct extend *x, size_t i, int32_t s, int32_t o)
{
	if (window_key(x->cps, x->w, x->n, i, o, x->keyorig) >
	    window_key(x->cps, x->w, x->n, i, s, x->keyorig) + MOVE_MIN)
		x->w[i] = o;
}

/* The text read afresh with the key out[0..npairs). */
static void read_with_key(struct extend *x, const struct cipher_pair *out, int npairs)
{
	for (size_t j = 0; j < repair_data_nchars; j++)
		x->keyorig[j] = 0;
	for (int k = 0; k < npairs; k++) {
		int ks = charlm_index(out[k].standin);
		if (ks >= 0)
			x->keyorig[ks] = out[k].original;
	}
	for (size_t i = 0; i < x->n; i++)
		x->w[i] = x->cps[i];
	for (size_t i = 0; i < x->n; i++) {
		int ix = is_han(x->cps[i]) ? charlm_index(x->cps[i]) : -1;
		if (ix >= 0 && x->keyorig[ix])
			read_as(x, i, x->cps[i], x->keyorig[ix]);
	}
}

/* The first search's pairs weighed again, each with the whole key read: a
 * pair it took for a name (柳 read 刘 beside 柳岳 every time) or that its
 * counts carry more than its contexts (the lexicon's and modern text's) is
 * let go, unless it is sure.  Returns the pairs kept, at the front of out. */
static int prune_first(struct extend *x, struct cipher_pair *out, int npairs)
{
	int kept = 0;
	for (int k = 0; k < npairs; k++) {
		double ctx, mctx;
		int name;
		double gain = pair_score(x->cps, x->w, x->n, x->nh, out[k].standin, out[k].original,
					 x->keyorig, x->v, &ctx, &mctx, &name);
		if (gain < PRUNE_SURE &&
		    (name || (ctx < PRUNE_CTX * gain && (mctx <= 0 || mctx < PRUNE_CTX * gain))))
			continue;
		out[kept++] = out[k];
	}
	return kept;
}

/* The Han characters as read now, sorted into groups of one character;
 * what a stand-in may stand for marked.  Returns their number. */
static size_t extend_round_init(struct extend *x, const struct cipher_pair *out, int npairs)
{
	size_t nv = 0, nc = repair_data_nchars;
	for (size_t j = 0; j < nc; j++)
		x->present[j] = 0;
	for (size_t i = 0; i < x->n; i++)
		if (is_han(x->w[i])) {
			x->v[nv++] = (struct occ){ x->w[i], (uint32_t)i };
			int ix = charlm_index(x->w[i]);
			if (ix >= 0)
				x->present[ix] = 1;
		}
	qsort(x->v, nv, sizeof(*x->v), cmp_occ);
	for (size_t j = 0; j < nc; j++) {
		int32_t o = (int32_t)repair_data_chars[j];
		x->allowed[j] = is_han(o) && repair_data_gb[j] < REPAIR_GB_CELLS &&
				(double)nv * exp(charlm_logp(o)) >= EXPECT_MIN && !x->present[j] &&
				!in_key(out, npairs, o);
		x->bo[j] = (struct best){ 0, 0 };
	}
	return nv;
}

/* The candidates for stand-in s, seen at v[g..e): originals that make a
 * lexicon pair with a neighbour, as read now or (a stand-in of the key) the
 * other way, or a link of running text (便知, 此啊; a left neighbour's pairs
 * start with it, a right one's end with it).  Each is weighed in the
 * mixture where it is linked; sum, tsum, msum and linked hold its tallies.
 * A common stand-in that is not wide takes only originals near it in
 * GB2312.  Returns their number, in cand. */
static size_t gather(struct extend *x, size_t g, size_t e, int32_t s, int common, int wide)
{
	long gs = repair_data_gb[charlm_index(s)];
	double ls = charlm_logp(s);
	size_t ncand = 0;
	uint32_t group = ++x->stamp_id;
	for (size_t j = g; j < e; j++) {
		size_t i = x->v[j].pos;
		int32_t nb[4] = { i ? han_at(x->w, x->n, i - 1) : -1, han_at(x->w, x->n, i + 1), -1,
				  -1 };
		for (int side = 0; side < 2; side++) {
			size_t p = side ? i + 1 : i - 1;
			int kx = nb[side] < 0 ? -1 : charlm_index(x->cps[p]);
			if (kx >= 0 && x->keyorig[kx])
				nb[side + 2] = x->w[p] == x->cps[p] ? x->keyorig[kx] : x->cps[p];
		}
		x->stamp_id++;
		for (int q4 = 0; q4 < (x->has_text ? 8 : 4); q4++) {
			int in = nb[q4 & 3] < 0 ? -1 : charlm_index(nb[q4 & 3]);
			if (in < 0)
				continue;
			const struct pair_table *t = &pair_tables[q4 >> 2];
			size_t np;
			const uint32_t *kp = pairs_from((q4 & 1) ? t->rkeys : t->keys, *t->n, in, &np);
			for (size_t q = 0; q < np; q++) {
				int io = (int)(kp[q] & 0xFFFF);
				if (!x->allowed[io] || x->stamp[io] == x->stamp_id ||
				    (common && !wide && labs(repair_data_gb[io] - gs) > GB_NEAR))
					continue;
				x->stamp[io] = x->stamp_id;
				if (x->seen[io] != group) {
					x->seen[io] = group;
					x->cand[ncand++] = io;
					x->sum[io] = 0;
					x->tsum[io] = 0;
					x->msum[io] = 0;
					x->linked[io] = 0;
				}
				int32_t o = (int32_t)repair_data_chars[io];
				double lo = charlm_logp(o), pi = 1.0 / (1.0 + exp(ls - lo));
				x->budget--;
				double d = window_key(x->cps, x->w, x->n, i, o, x->keyorig) - x->base[j] -
					   (lo - ls);
				x->sum[io] += log(pi * exp(d) + 1.0 - pi) / x->repeat[j];
				d = text_fit(x->w, x->n, i, o) - x->tbase[j];
				x->tsum[io] += log(pi * exp(d) + 1.0 - pi) / x->repeat[j];
				d = modern_fit(x->w, x->n, i, o) - x->mbase[j];
				x->msum[io] += log(pi * exp(d) + 1.0 - pi) / x->repeat[j];
				x->linked[io] += 1.0 / x->repeat[j];
			}
		}
	}
	return ncand;
}

/* Stand-in s, seen at v[g..e) of nv: its best original in bs[g] (none:
 * a name, or nothing clear enough), and it as the best stand-in of each
 * original it may be, in bo. */
static void weigh_standin(struct extend *x, size_t g, size_t e, size_t nv)
{
	int32_t s = x->v[g].cp;
	long gs = repair_data_gb[charlm_index(s)];
	double ls = charlm_logp(s), es = (double)nv * exp(ls), ns = (double)(e - g);
	double weight = 0;
	int common = es > EXTEND_COMMON;
	int wide = common && ns >= EXTEND_EXCESS * es;
	for (size_t j = g; j < e; j++) {
		size_t i = x->v[j].pos;
		x->base[j] = window_key(x->cps, x->w, x->n, i, s, x->keyorig);
		x->tbase[j] = text_fit(x->w, x->n, i, s);
		x->mbase[j] = modern_fit(x->w, x->n, i, s);
		x->repeat[j] = repeats(x->w, x->n, x->v, g, j);
		weight += 1.0 / x->repeat[j];
	}
	/* a name (柳岳, 宝琴) is always beside the same characters; the
	 * first search has taken the stand-ins seen often */
	if (ns >= NAME_MIN && weight < NAME_SHARE * ns)
		return;
	size_t ncand = gather(x, g, e, s, common, wide);
	struct best rival[2] = { { -INFINITY, 0 }, { -INFINITY, 0 } };
	for (size_t t = 0; t < ncand; t++) {
		int io = x->cand[t];
		int32_t o = (int32_t)repair_data_chars[io];
		double lo = charlm_logp(o), eo = (double)nv * exp(lo);
		double pi = 1.0 / (1.0 + exp(ls - lo));
		/* occurrences the original does not fit count as not fitting */
		double unlinked = (weight - x->linked[io]) * log(1.0 - pi);
		double counts = log_nb(ns, es + eo, SHAPE_STANDIN) - log_nb(ns, es, SHAPE_STANDIN) -
				log_nb(0, eo, SHAPE_ORIGINAL);
		long dist = labs(repair_data_gb[io] - gs);
		if (dist <= GB_NEAR)
			counts += EXTEND_NEAR * (1.0 - (double)dist / GB_NEAR);
		double ctx = x->sum[io] + unlinked;
		double gain = ctx + counts;
		double text = x->tsum[io] + unlinked + counts;
		double modern = x->msum[io] + unlinked + counts;
		if (gain > rival[0].gain) {
			rival[1] = rival[0];
			rival[0] = (struct best){ gain, o };
		} else if (gain > rival[1].gain) {
			rival[1] = (struct best){ gain, o };
		}
		if (gain < EXTEND_MIN || ctx < EXTEND_CTX * gain ||
		    (gain < TEXT_SURE && ((x->has_text && text < TEXT_MIN) || modern < MODERN_MIN)))
			continue;
		if (gain > x->bs[g].gain)
			x->bs[g] = (struct best){ gain, o };
		if (gain > x->bo[io].gain)
			x->bo[io] = (struct best){ gain, s };
	}
	/* far from its original, a common stand-in has thousands of
	 * candidates: the best must stand clear of the next */
	if (wide && x->bs[g].other && x->bs[g].other == rival[0].other &&
	    labs(repair_data_gb[charlm_index(x->bs[g].other)] - gs) > GB_NEAR &&
	    x->bs[g].gain - rival[1].gain < EXTEND_MARGIN)
		x->bs[g] = (struct best){ 0, 0 };
}

/* Takes the pairs whose stand-in and original chose each other, and reads
 * their stand-ins again.  Returns how many it took. */
static int take_pairs(struct extend *x, size_t nv, struct cipher_pair *out, int *npairs,
		      size_t max)
{
	int taken = 0;
	for (size_t g = 0, e; g < nv && (size_t)*npairs < max; g = e) {
		e = group_end(x->v, nv, g);
		int32_t s = x->v[g].cp, o = x->bs[g].other;
		if (!o || x->bo[charlm_index(o)].other != s)
			continue;
		out[(*npairs)++] = (struct cipher_pair){ s, o };
		x->keyorig[charlm_index(s)] = o;
		taken++;
		for (size_t j = g; j < e; j++)
			read_as(x, x->v[j].pos, s, o);
	}
	return taken;
}

/* The second search: the key out[0..npairs) of the first, its weak pairs
 * let go, then up to EXTEND_ROUNDS rounds of pairs whose stand-in and
 * original choose each other.  Returns the pairs in out, or an ERR_ code. */
static int extend_key(const int32_t *cps, size_t n, struct cipher_pair *out, size_t max,
		      int npairs)
{
	struct extend x;
	int err = extend_init(&x, cps, n);
	if (err)
		return err;
	read_with_key(&x, out, npairs);
	int kept = prune_first(&x, out, npairs);
	if (kept < npairs) {
		npairs = kept;
		read_with_key(&x, out, npairs);
	}
	for (int round = 0; round < EXTEND_ROUNDS && (size_t)npairs < max; round++) {
		size_t nv = extend_round_init(&x, out, npairs);
		for (size_t g = 0, e; g < nv; g = e) {
			e = group_end(x.v, nv, g);
			x.bs[g] = (struct best){ 0, 0 };
			int32_t s = x.v[g].cp;
			if (charlm_index(s) < 0 || in_key(out, npairs, s) || x.budget < 0)
				continue;
			weigh_standin(&x, g, e, nv);
		}
		if (!take_pairs(&x, nv, out, &npairs, max) || x.budget < 0)
			break;
	}
	extend_free(&x);
	return npairs;
}

int cipher_solve(const int32_t *cps, size_t n, struct cipher_pair *out, size_t max,
		 double *evidence)
{
	/* A cautious search decides whether the chapter is scrambled at all
	 * (it keeps every normal chapter of the corpus untouched); only then
	 * does a bolder one look for the rest of the key. */
	int k = detect_key(cps, n, out, max, evidence);
	if (k <= 0 || (size_t)k >= max)
		return k;
	return extend_key(cps, n, out, max, k);
}
