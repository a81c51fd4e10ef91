/* pinyin.h - readings of Han text: word segmentation over the lexicon,
 * polyphones decided in context, neutral tones, and 一/不 tone sandhi. */
#ifndef TINGSHU_PINYIN_H
#define TINGSHU_PINYIN_H

#include <stddef.h>
#include <stdint.h>

struct lexicon;

enum {
	PINYIN_WORD_START = 1, /* first character of a segmented word */
	PINYIN_WORD_END = 2,   /* last character of a segmented word */
	PINYIN_NEUTRAL = 4,    /* syl has the citation tone; speech uses tone 5 */
	PINYIN_SURE = 8,       /* a user or fixed word's reading: never revised */
	PINYIN_LISTED = 16,    /* a word read as a dictionary lists it, not composed */
};

/* Readings of cp[0..n) (simplified script; orig the author's characters, or
 * NULL when they are the same): syl[i] is `zhang3`, or "" for a character
 * that is not Han.  wflag[i] gets PINYIN_WORD_*.  Returns 0 or ERR_NOMEM. */
int pinyin_fill(const struct lexicon *lx, const int32_t *cp, const int32_t *orig, size_t n,
		char (*syl)[8], unsigned char *wflag);
/* The reading of cp[i] in the lexicon word cp[b..e) into out (b <= i < e):
 * 1 when cp[b..e) is a word of the lexicon, 0 otherwise. */
int pinyin_in_word(const struct lexicon *lx, const int32_t *cp, size_t b, size_t e, size_t i,
		   char out[8]);
/* syl[i] = s (at most 7 characters). */
void pinyin_set(char (*syl)[8], size_t i, const char *s);
/* Whether c is one of the characters of the UTF-8 string list. */
int pinyin_in(int32_t c, const char *list);
/* A Chinese numeral character (零 一 … 十 两 〇, 廿 卅 卌). */
int pinyin_is_numeral(int32_t c);

#endif
