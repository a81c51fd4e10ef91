/* charlm.h - a character bigram language model of written Chinese, generated
 * at build time from a word-frequency lexicon and from running text
 * (tools/gen_repair.py).  Repair
 * uses it to choose between a stand-in and its original in context, and to
 * find the key of an unknown cipher.  All log probabilities are natural. */
#ifndef TINGSHU_CHARLM_H
#define TINGSHU_CHARLM_H

#include <stddef.h>
#include <stdint.h>

/* Index of cp in the model, or -1 when the lexicon never has it. */
int charlm_index(int32_t cp);
/* log P(cp); never -inf: unknown characters get a small floor. */
double charlm_logp(int32_t cp);
/* log P(b | a) with the unigram mixed in; a < 0 means "after a boundary"
 * (text start, punctuation, a non-Han character). */
double charlm_logp_next(int32_t a, int32_t b);
/* log P(a ends a word): for a character before punctuation or a line end. */
double charlm_logp_end(int32_t a);
/* Pointwise association of the pair: log P(b|a) - log P(b). */
double charlm_pmi(int32_t a, int32_t b);

/* Association of neighbours a, b in running text (the corpus's bigrams,
 * across words too: 便知, 此啊): log P(b|a) - log P(b), smoothed towards 0
 * for a rarely seen, negative for a pair a frequent a never has.  0 when
 * either is unknown or the model has no running text. */
double charlm_text_pmi(int32_t a, int32_t b);

/* Association of neighbours a, b in modern running text (sunpinyin's word
 * n-gram model read as characters: pairs inside words weighted by the
 * word's probability, pairs across words from its word bigrams and back-off):
 * log P(b|a) - log P(b).  0 when either is unknown to it. */
double charlm_modern_pmi(int32_t a, int32_t b);
/* log P(b | a) in modern running text; a < 0 (a boundary) gives log P(b). */
double charlm_modern_logp_next(int32_t a, int32_t b);

/* The first of keys[0..n) (sorted ascending) not less than key: the bigram
 * tables' keys are (index a) << 16 | (index b). */
size_t charlm_lower_bound(const uint32_t *keys, size_t n, uint32_t key);

/* Whether a and b follow each other inside some word of the lexicon. */
int charlm_joined(int32_t a, int32_t b);
/* Longest word the lexicon model knows. */
#define CHARLM_WORD_MAX 4
/* log P(w) of n characters as one word of the lexicon; 1.0 (not a log
 * probability) when they are not a word. */
double charlm_word_logp(const int32_t *w, size_t n);
/* log probability of the best reading of s as a sequence of words (the
 * segmentation a word-unigram model likes best); a character in no word
 * counts as a rare word of its own.  n at most CHARLM_SEG_MAX. */
#define CHARLM_SEG_MAX 32
double charlm_segment(const int32_t *s, size_t n);
/* The same, and whether character at falls inside a word of two or more
 * characters in that best reading (*in_word may be NULL). */
double charlm_segment_at(const int32_t *s, size_t n, size_t at, int *in_word);

/* The key search's model, by model index (charlm_index; < 0 for a boundary,
 * >= charlm_size() for a character no model knows): a mixture of the
 * lexicon, modern running text and the corpus.  Natural logs. */
int charlm_size(void);
int32_t charlm_char(int idx);
double charlm_mix_uni(int ib);
/* The highest of the three models' rates (log). */
double charlm_max_uni(int ib);
double charlm_mix_next(int ia, int ib);
double charlm_mix_end(int ia);
/* Up to max characters that often come before model character ix (after
 * 0) or after it (after 1), in the lexicon's words or running text, most
 * frequent pair first.  Returns how many. */
size_t charlm_neighbours(int ix, int after, int *out, size_t max);
/* Whether cp is in GB2312, the character set of simplified Chinese (們 這
 * 說 are not). */
int charlm_gb2312(int32_t cp);

#endif
