#include "charlm.h"
#include "repair_data.h"

#include <math.h>
#include <stddef.h>

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

double charlm_pmi(int32_t a, int32_t b)
{
	return charlm_logp_next(a, b) - charlm_logp(b);
}
