#include "cipher.h"
#include "charlm.h"
#include "err.h"
#include "repair_data.h"
#include "utf8.h"

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
/* Context of an occurrence: this many Han characters each side. */
#define WINDOW 2
/* Shapes of the negative binomials for counts: text is bursty (a chapter's
 * topic words come far more often than the lexicon says), so a stand-in's
 * excess counts for little; an original is held closer to its rate. */
#define SHAPE_STANDIN 0.5
#define SHAPE_ORIGINAL 5.0

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

/* The keys of a sorted bigram array that start with index ix. */
static const uint32_t *pairs_from(const uint32_t *keys, int ix, size_t *n)
{
	size_t lo = 0, hi = repair_data_nbigrams, end;
	uint32_t key = (uint32_t)ix << 16;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (keys[mid] < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (end = lo; end < repair_data_nbigrams && keys[end] >> 16 == (uint32_t)ix; end++)
		;
	*n = end - lo;
	return keys + lo;
}

int cipher_solve(const int32_t *cps, size_t n, struct cipher_pair *out, size_t max,
		 double *evidence)
{
	int npairs = 0, strong = 0, err = 0;
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

	int32_t *w = malloc(n * sizeof(*w));
	struct occ *v = malloc(nh * sizeof(*v));
	double *base = malloc(nh * sizeof(*base));
	double *repeat = malloc(nh * sizeof(*repeat));
	struct best *bs = malloc(nh * sizeof(*bs));
	struct best *bo = calloc(repair_data_nchars + 1, sizeof(*bo));
	size_t nc = repair_data_nchars;
	unsigned char *allowed = malloc(nc);
	double *ctx = calloc(nc, sizeof(*ctx));
	unsigned *moved = calloc(nc, sizeof(*moved));
	uint32_t *stamp = calloc(nc, sizeof(*stamp)), stamp_id = 0;
	int *touched = malloc(nc * sizeof(*touched));
	if (!w || !v || !base || !repeat || !bs || !bo || !allowed || !ctx || !moved || !stamp ||
	    !touched) {
		err = ERR_NOMEM;
		goto out;
	}
	for (size_t i = 0; i < n; i++)
		w[i] = cps[i];

	for (int round = 0; round < ROUNDS && (size_t)npairs < max; round++) {
		size_t nv = 0;
		for (size_t i = 0; i < n; i++)
			if (is_han(w[i]))
				v[nv++] = (struct occ){ w[i], (uint32_t)i };
		qsort(v, nv, sizeof(*v), cmp_occ);
		for (size_t j = 0; j <= repair_data_nchars; j++)
			bo[j] = (struct best){ 0, 0 };
		mark_allowed(v, nv, out, npairs, allowed);
		int sure = strong >= STRONG_PAIRS && *evidence >= KEY_MIN;

		/* the best original for each stand-in, and the reverse */
		for (size_t g = 0, e; g < nv; g = e) {
			for (e = g + 1; e < nv && v[e].cp == v[g].cp; e++)
				;
			int32_t s = v[g].cp;
			bs[g] = (struct best){ 0, 0 };
			/* one occurrence cannot carry GAIN_MIN; once the key is
			 * sure, it may point to a near homophone (镶/香) */
			if ((e - g < 2 && !sure) || in_key(out, npairs, s))
				continue;
			double ns = (double)(e - g), es = (double)nv * exp(charlm_logp(s));
			int ix = charlm_index(s);
			long gs = ix < 0 ? 0xFFFF : repair_data_gb[ix];
			int rare = es < RARE_EXPECT && e - g >= 2;
			if (ix < 0 || (!rare && gs >= REPAIR_GB_CELLS))
				continue;
			for (size_t j = g; j < e; j++) {
				base[j] = window(w, n, v[j].pos, s, NULL);
				repeat[j] = repeats(w, n, v, g, j);
			}
			/* Only an original that makes a word with a neighbour can
			 * gain (a frequent word of one character, 和 or 的, fits
			 * anywhere and proves nothing): try those, from the
			 * lexicon's pairs around each occurrence. */
			size_t ntouched = 0;
			for (size_t j = g; j < e; j++) {
				size_t i = v[j].pos;
				int32_t nb[2] = { i ? han_at(w, n, i - 1) : -1, han_at(w, n, i + 1) };
				stamp_id++;
				for (int side = 0; side < 2; side++) {
					int in = nb[side] < 0 ? -1 : charlm_index(nb[side]);
					if (in < 0)
						continue;
					size_t np;
					const uint32_t *kp = pairs_from(side ? repair_data_bigram_rkeys
									     : repair_data_bigram_keys,
									in, &np);
					for (size_t q = 0; q < np; q++) {
						int io = (int)(kp[q] & 0xFFFF);
						if (!allowed[io] || stamp[io] == stamp_id)
							continue;
						stamp[io] = stamp_id;
						long go = repair_data_gb[io];
						if (!rare && (go >= REPAIR_GB_CELLS ||
							      labs(go - gs) > GB_NEAR))
							continue;
						int in_word;
						double d = window(w, n, i, (int32_t)repair_data_chars[io],
								  &in_word) - base[j];
						if (d <= MOVE_MIN || !in_word)
							continue;
						if (!moved[io])
							touched[ntouched++] = io;
						ctx[io] += d / repeat[j];
						moved[io]++;
					}
				}
			}
			for (size_t t = 0; t < ntouched; t++) {
				int io = touched[t];
				int32_t o = (int32_t)repair_data_chars[io];
				double k = moved[io], c = ctx[io];
				double eo = (double)nv * exp(charlm_logp(o));
				moved[io] = 0;
				ctx[io] = 0;
				if (c < AVG_MIN * k)
					continue;
				double gain = c + log_nb(ns - k, es, SHAPE_STANDIN) -
					      log_nb(ns, es, SHAPE_STANDIN) +
					      log_nb(k, eo, SHAPE_ORIGINAL) -
					      log_nb(0, eo, SHAPE_ORIGINAL);
				long go = repair_data_gb[io];
				if (sure && go < REPAIR_GB_CELLS && gs < REPAIR_GB_CELLS &&
				    labs(go - gs) <= GB_NEAR)
					gain += GB_BONUS * (1.0 - (double)labs(go - gs) / GB_NEAR);
				if (gain > bs[g].gain)
					bs[g] = (struct best){ gain, o };
				if (gain > bo[io].gain)
					bo[io] = (struct best){ gain, s };
			}
		}

		/* take the pairs that choose each other */
		int taken = 0;
		double need = sure ? GAIN_MORE : GAIN_MIN;
		for (size_t g = 0, e; g < nv && (size_t)npairs < max; g = e) {
			for (e = g + 1; e < nv && v[e].cp == v[g].cp; e++)
				;
			int32_t s = v[g].cp, o = bs[g].other;
			if (!o || bs[g].gain < need || bo[charlm_index(o)].other != s)
				continue;
			out[npairs++] = (struct cipher_pair){ s, o };
			if (bs[g].gain >= GAIN_MIN) {
				*evidence += bs[g].gain;
				strong++;
			}
			taken++;
			for (size_t j = g; j < e; j++) {
				size_t i = v[j].pos;
				if (window(w, n, i, o, NULL) - window(w, n, i, s, NULL) > MOVE_MIN)
					w[i] = o;
			}
		}
		if (!taken)
			break;
	}
out:
	free(w);
	free(v);
	free(base);
	free(repeat);
	free(bs);
	free(bo);
	free(allowed);
	free(ctx);
	free(moved);
	free(stamp);
	free(touched);
	if (strong < STRONG_PAIRS || *evidence < KEY_MIN)
		npairs = 0; /* a name or two that look like a cipher */
	return err ? err : npairs;
}
