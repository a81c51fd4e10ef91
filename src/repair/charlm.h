/* charlm.h - character bigram language models of written Chinese, generated
 * at build time (tools/gen_repair.py) from a word-frequency lexicon (jieba),
 * modern running text (sunpinyin's word n-grams) and older running text
 * (the corpus's counts).  Repair uses their mixture to choose between a
 * stand-in and its original in context, and to find the key of an unknown
 * cipher.  All log probabilities are natural. */
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
/* How often a, b, c (model indexes) come in a row in the corpus's running
 * text, when twice or more (a set phrase: 告诉你, 实在是); else 0. */
unsigned charlm_text_triple(int ia, int ib, int ic);
/* How often b follows a inside the lexicon's words (their frequencies). */
unsigned charlm_word_pair(int ia, int ib);
/* Up to max characters that often come before model character ix (after
 * 0) or after it (after 1), in the lexicon's words or running text, most
 * frequent pair first.  Returns how many. */
size_t charlm_neighbours(int ix, int after, int *out, size_t max);
/* Whether cp is in GB2312, the character set of simplified Chinese (們 這
 * 說 are not). */
int charlm_gb2312(int32_t cp);

#endif
