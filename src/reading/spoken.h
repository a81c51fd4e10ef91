/* spoken.h - from the reading to what is said: the neutral tones the
 * reading decided, erhua, and the tones 一 and 不 take before the next
 * syllable.  eSpeak NG applies 3-3 sandhi itself, so tone 3 stays 3. */
#ifndef TINGSHU_SPOKEN_H
#define TINGSHU_SPOKEN_H

#include <stddef.h>
#include <stdint.h>

/* Turns the readings syl[0..n) of cp (simplified script; wflag as
 * pinyin_fill left it) into spoken syllables in place.  keep[i] set means
 * the character keeps its lexical tone (digit strings, dates); keep may be
 * NULL. */
void spoken_fill(const int32_t *cp, const unsigned char *keep, const unsigned char *wflag,
		 size_t n, char (*syl)[8]);

#endif
