/* polyphone.h - context rules for characters whose reading the word
 * lexicon leaves open (single-character words such as 了, 得, 地, 还, 长). */
#ifndef TINGSHU_POLYPHONE_H
#define TINGSHU_POLYPHONE_H

#include <stddef.h>
#include <stdint.h>

struct lexicon;

/* Revises syl[0..n) in place.  Returns 0 or ERR_NOMEM. */
int polyphone_fix(const struct lexicon *lx, const int32_t *cp, size_t n, char (*syl)[8],
		  const unsigned char *wflag);

#endif
