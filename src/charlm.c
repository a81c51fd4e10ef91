#include "charlm.h"
#include "repair_data.h"

#include <math.h>
#include <stddef.h>

/* Most of a character's count is inside words, but pairs across word
 * boundaries are missing from a lexicon: keep a fair share for the unigram. */
#define CHARLM_LAMBDA 0.6
/* Below this count a character's bigrams are too few to trust fully. */
#define CHARLM_K 200.0

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

static uint32_t bigram_count(int ia, int ib)
{
	uint32_t key = (uint32_t)ia << 16 | (uint32_t)ib;
	size_t lo = 0, hi = repair_data_nbigrams;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (repair_data_bigram_keys[mid] < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < repair_data_nbigrams && repair_data_bigram_keys[lo] == key)
		return repair_data_bigram_counts[lo];
	return 0;
}

double charlm_logp(int32_t cp)
{
	return log(unigram(charlm_index(cp)));
}

double charlm_logp_next(int32_t a, int32_t b)
{
	int ib = charlm_index(b);
	double pb = unigram(ib);
	int ia = charlm_index(a);
	if (ia < 0 || ib < 0)
		return log(pb);
	double ca = (double)repair_data_counts[ia];
	double lambda = CHARLM_LAMBDA * ca / (ca + CHARLM_K);
	double pab = ca > 0 ? (double)bigram_count(ia, ib) / ca : 0.0;
	return log(lambda * pab + (1.0 - lambda) * pb);
}

double charlm_pmi(int32_t a, int32_t b)
{
	return charlm_logp_next(a, b) - charlm_logp(b);
}
