/* context.h - readings a narrow context tells (context.c), run by
 * pinyin_fill after the lexicon and the polyphone model. */
#ifndef TINGSHU_CONTEXT_H
#define TINGSHU_CONTEXT_H

#include <stddef.h>
#include <stdint.h>

/* Revises syl[0..n) of cp (simplified script) in place, and marks neutral
 * tones in wflag (PINYIN_NEUTRAL); pos[i] is the lexicon_pos of the word
 * around cp[i].  Readings marked PINYIN_SURE are left alone. */
void context_fix(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		 const unsigned char *pos);

#endif
