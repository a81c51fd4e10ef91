/* charlm.h - a character bigram language model of written Chinese, generated
 * at build time from a word-frequency lexicon (tools/gen_repair.py).  Repair
 * uses it to choose between a stand-in and its original in context, and to
 * find the key of an unknown cipher.  All log probabilities are natural. */
#ifndef TINGSHU_CHARLM_H
#define TINGSHU_CHARLM_H

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

#endif
