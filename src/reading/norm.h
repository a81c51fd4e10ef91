/* norm.h - text normalisation: numbers, dates, times, units, money and
 * symbols written out as the Chinese words a reader says.  Every output
 * character remembers the input character it came from, so that callers can
 * align readings with the original text. */
#ifndef TINGSHU_NORM_H
#define TINGSHU_NORM_H

#include <stddef.h>
#include <stdint.h>

enum {
	NORM_GEN = 1,    /* written by normalisation, not copied from the input */
	NORM_DIGITS = 2, /* a digit string, year, month or day: 一 keeps tone 1 */
};

struct norm_text {
	int32_t *cp;   /* output code points (-1: an invalid input byte) */
	size_t *src;   /* index of the input code point each came from */
	unsigned char *flag;
	size_t n, alloc;
};

void norm_text_init(struct norm_text *t);
void norm_text_release(struct norm_text *t);
/* Normalises in[0..n) (code points, -1 for invalid bytes) into t (reset
 * first).  Returns 0 or ERR_NOMEM. */
int norm_run(const int32_t *in, size_t n, struct norm_text *t);
/* Whether the letter w[i] of a Latin word w is a vowel: a, e, i, o, u, and y but as the
 * first letter (my, gym, yyds; yes, you: a consonant there).  Every test of English
 * words (acronym or word, Mr. before a name) counts vowels so. */
int norm_latin_vowel(const int32_t *w, size_t i);

#endif
