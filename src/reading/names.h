/* names.h - how names are read: surnames with readings of their own (单
 * Shàn, 解 Xiè, 曾 Zēng, 仇 Qiú, 华 Huà, 尉迟 Yùchí …) and characters that
 * given names read one way (少 shào), where the text shows a name: a title
 * after a surname (单四嫂子, 华大妈, 曾先生) or a surname before a given name
 * (孙少安). */
#ifndef TINGSHU_NAMES_H
#define TINGSHU_NAMES_H

#include <stddef.h>
#include <stdint.h>

struct lexicon;

/* The classical masters known by a surname and 子 (孔子, 老子, 庄子, 列子): their 子 is
 * zǐ, no nickname's ·zi.  A set for pinyin_in. */
#define NAMES_MASTERS "孔孟荀墨老庄莊列"

/* Marks the names it finds in cp[0..n) (simplified script, read by
 * pinyin_fill): their readings in syl, PINYIN_SURE in wflag.  A given name
 * found after its surname is read so again without it in the line (孙少安 …
 * 少安). */
void names_mark(const struct lexicon *lx, const int32_t *cp, size_t n, char (*syl)[8],
		unsigned char *wflag);
/* Reads cp[0..n) as a person's name: a surname of names_mark's table first,
 * then the given name's characters as names read them.  syl must hold the
 * ordinary reading of each character, wflag its word flags (a nickname in 子 takes
 * the suffix's ·zi); the name's own replace them. */
void names_read(const int32_t *cp, size_t n, char (*syl)[8], const unsigned char *wflag);
/* Whether cp is one of the syllables Western names are transliterated with (约翰,
 * 史密斯, 福尔摩斯, 伊丽莎白). */
int names_western_syllable(int32_t cp);
/* Whether the full-width stop ． at cp[i] joins a Western name's parts, as · does
 * (玛丽．安, 约翰．史密斯), rather than ending a sentence: two to five of those
 * syllables just before it, no word of the lexicon but a name's, and one after. */
int names_western_dot(const int32_t *cp, size_t n, size_t i);
/* names_western_dot on the ． at byte i of the UTF-8 s[0..n). */
int names_western_dot_at(const char *s, size_t n, size_t i);

#endif
