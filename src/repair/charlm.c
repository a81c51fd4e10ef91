#include "repair/charlm.h"
#include "repair_data.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>

/* The model reads the lexicon as segmented text: after a character comes the
 * rest of its word, or (when it ends a word) the start of any word.  A small
 * share of the start-of-word rate is kept for pairs the lexicon never joins. */
#define CHARLM_ALPHA 0.02

int charlm_index(int32_t cp)
{
	size_t lo = 0, hi = repair_data_nchars;
	if (cp < 0)
		return -1;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (repair_data_chars[mid] < (uint32_t)cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < repair_data_nchars && repair_data_chars[lo] == (uint32_t)cp)
		return (int)lo;
	return -1;
}

static double unigram(int idx)
{
	double c = idx < 0 ? 0.0 : (double)repair_data_counts[idx];
	return (c + 0.5) / (repair_data_total + 0.5 * 65536.0);
}

static size_t lower_bound(const uint32_t *keys, size_t n, uint32_t key)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (keys[mid] < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Where the pair (ia, ib) is in keys (sorted, first << 16 | second), whose
 * pairs of each first character start at first[]: its index, or -1. */
static long pair_at(const uint32_t *keys, const uint32_t *first, int ia, int ib)
{
	uint32_t key = (uint32_t)ia << 16 | (uint32_t)ib;
	size_t lo = first[ia] + lower_bound(keys + first[ia], first[ia + 1] - first[ia], key);
	return lo < first[ia + 1] && keys[lo] == key ? (long)lo : -1;
}

static uint32_t bigram_count(int ia, int ib)
{
	long j = pair_at(repair_data_bigram_keys, repair_data_bigram_first, ia, ib);
	return j >= 0 ? repair_data_bigram_counts[j] : 0;
}

double charlm_logp(int32_t cp)
{
	return log(unigram(charlm_index(cp)));
}

static double initial(int idx)
{
	double c = idx < 0 ? 0.0 : (double)repair_data_initial[idx];
	return (c + 0.5) / (repair_data_words + 0.5 * 65536.0);
}

double charlm_logp_next(int32_t a, int32_t b)
{
	int ib = charlm_index(b);
	double pi = initial(ib);
	int ia = charlm_index(a);
	if (ia < 0 || ib < 0 || !repair_data_counts[ia])
		return log(pi);
	double ca = (double)repair_data_counts[ia];
	double p = ((double)bigram_count(ia, ib) + (double)repair_data_final[ia] * pi) / ca;
	return log((1.0 - CHARLM_ALPHA) * p + CHARLM_ALPHA * pi);
}

double charlm_logp_end(int32_t a)
{
	int ia = charlm_index(a);
	if (ia < 0)
		return log(0.5);
	return log(((double)repair_data_final[ia] + 1.0) / ((double)repair_data_counts[ia] + 1.0));
}

/* Weight of the unigram in the smoothed running-text bigram, in counts of
 * the first character: a pair never seen after a character seen TEXT_PRIOR
 * times costs log 2. */
#define TEXT_PRIOR 20.0

/* The mixture of the three models for the key search, by model index: the
 * lexicon knows words, modern text (sunpinyin) knows neighbours across
 * words in today's prose, the corpus knows older prose.  A pair any of
 * them knows is likely; a pair none knows is not. */
#define MIX_LEX 0.4
#define MIX_MOD 0.4
#define MIX_TEXT 0.2

static double lex_next(int ia, int ib)
{
	double pi = initial(ib);
	if (ia < 0 || !repair_data_counts[ia])
		return pi;
	double p = ((double)bigram_count(ia, ib) + (double)repair_data_final[ia] * pi) /
		   (double)repair_data_counts[ia];
	return (1.0 - CHARLM_ALPHA) * p + CHARLM_ALPHA * pi;
}

static double mod_next(int ia, int ib)
{
	if (repair_data_mod_p[ib] <= 0)
		return 0.0;
	if (ia < 0 || repair_data_mod_p[ia] <= 0)
		return (double)repair_data_mod_p[ib];
	long j = pair_at(repair_data_mod_keys, repair_data_mod_first, ia, ib);
	double p = (double)repair_data_mod_back[ia] * (double)repair_data_mod_start[ib];
	return j >= 0 ? p + (double)repair_data_mod_pair[j] : p;
}

static double text_uni(int ib)
{
	return ((double)repair_data_text_counts[ib] + 0.5) /
	       (repair_data_text_total + 0.5 * (double)repair_data_nchars);
}

static double text_next(int ia, int ib)
{
	double pb = text_uni(ib);
	if (ia < 0)
		return pb;
	long j = pair_at(repair_data_text_keys, repair_data_text_first, ia, ib);
	double cab = j >= 0 ? (double)repair_data_text_pair_counts[j] : 0.0;
	return (cab + TEXT_PRIOR * pb) / ((double)repair_data_text_counts[ia] + TEXT_PRIOR);
}

/* Below any character the models know. */
#define MIX_FLOOR -20.0

int charlm_size(void)
{
	return (int)repair_data_nchars;
}

int32_t charlm_char(int idx)
{
	return idx >= 0 && (size_t)idx < repair_data_nchars ? (int32_t)repair_data_chars[idx] : -1;
}

double charlm_mix_uni(int ib)
{
	if (ib < 0 || (size_t)ib >= repair_data_nchars)
		return MIX_FLOOR;
	return log(MIX_LEX * unigram(ib) + MIX_MOD * (double)repair_data_mod_p[ib] +
		   MIX_TEXT * text_uni(ib));
}

double charlm_max_uni(int ib)
{
	if (ib < 0 || (size_t)ib >= repair_data_nchars)
		return MIX_FLOOR;
	double p = unigram(ib);
	if ((double)repair_data_mod_p[ib] > p)
		p = (double)repair_data_mod_p[ib];
	if (text_uni(ib) > p)
		p = text_uni(ib);
	return log(p);
}

double charlm_mix_next(int ia, int ib)
{
	if (ib < 0 || (size_t)ib >= repair_data_nchars)
		return MIX_FLOOR;
	if ((size_t)ia >= repair_data_nchars)
		ia = -1; /* a character no model knows: back off as after a boundary */
	double p = MIX_LEX * lex_next(ia, ib) + MIX_MOD * mod_next(ia, ib) +
		   MIX_TEXT * text_next(ia, ib);
	return p > 0 ? log(p) : MIX_FLOOR;
}

double charlm_mix_end(int ia)
{
	if (ia < 0 || (size_t)ia >= repair_data_nchars)
		return log(0.5);
	return log(((double)repair_data_final[ia] + 1.0) / ((double)repair_data_counts[ia] + 1.0));
}

unsigned charlm_word_pair(int ia, int ib)
{
	if (ia < 0 || ib < 0 || (size_t)ia >= repair_data_nchars || (size_t)ib >= repair_data_nchars)
		return 0;
	return bigram_count(ia, ib);
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

unsigned charlm_text_triple(int ia, int ib, int ic)
{
	size_t n = repair_data_nchars;
	if (ia < 0 || ib < 0 || ic < 0 || (size_t)ia >= n || (size_t)ib >= n || (size_t)ic >= n)
		return 0;
	uint64_t key = (uint64_t)ia << 32 | (uint64_t)ib << 16 | (uint64_t)ic;
	const uint64_t *at = bsearch(&key, repair_data_text_tri_keys, repair_data_ntri,
				     sizeof(*repair_data_text_tri_keys), cmp_u64);
	return at ? repair_data_text_tri_counts[at - repair_data_text_tri_keys] : 0;
}

struct scored {
	int idx;
	double score;
};

static int cmp_scored_desc(const void *a, const void *b)
{
	const struct scored *x = a, *y = b;
	return (x->score < y->score) - (x->score > y->score);
}

/* Up to max entries of keys[0..n) (sorted) that start with ix << 16, as
 * the other index with the count that count_of gives, best first. */
static size_t block_neighbours(const uint32_t *keys, size_t n, int ix, int swap,
			       struct scored *out, size_t max)
{
	uint32_t lo_key = (uint32_t)ix << 16;
	size_t m = 0;
	for (size_t j = lower_bound(keys, n, lo_key); j < n && keys[j] >> 16 == (uint32_t)ix;
	     j++) {
		int other = (int)(keys[j] & 0xFFFF);
		int a = swap ? other : ix, b = swap ? ix : other;
		double c = (double)bigram_count(a, b);
		uint32_t tkey = (uint32_t)a << 16 | (uint32_t)b;
		size_t t = lower_bound(repair_data_text_keys, repair_data_ntext, tkey);
		if (t < repair_data_ntext && repair_data_text_keys[t] == tkey)
			c += 1000.0 * (double)repair_data_text_pair_counts[t];
		out[m++] = (struct scored){ other, c };
		if (m == max)
			break;
	}
	return m;
}

size_t charlm_neighbours(int ix, int after, int *out, size_t max)
{
	if (ix < 0 || (size_t)ix >= repair_data_nchars || !max)
		return 0;
	/* the lexicon's pairs and running text's, merged by index */
	size_t cap = 4096;
	struct scored *v = malloc(2 * cap * sizeof(*v));
	if (!v)
		return 0;
	size_t n = block_neighbours(after ? repair_data_bigram_keys : repair_data_bigram_rkeys,
				    repair_data_nbigrams, ix, !after, v, cap);
	n += block_neighbours(after ? repair_data_text_links : repair_data_text_rlinks,
			      repair_data_nlinks, ix, !after, v + n, cap);
	qsort(v, n, sizeof(*v), cmp_scored_desc);
	size_t m = 0;
	for (size_t i = 0; i < n && m < max; i++) {
		int dup = 0;
		for (size_t j = 0; j < m && !dup; j++)
			dup = out[j] == v[i].idx;
		if (!dup)
			out[m++] = v[i].idx;
	}
	free(v);
	return m;
}

int charlm_gb2312(int32_t cp)
{
	int ix = charlm_index(cp);
	return ix >= 0 && repair_data_gb[ix] != 0xFFFF;
}
