/* reading.h - stage 5: what eSpeak NG is told to say for a piece of text.
 *
 * Numbers, dates, units and symbols become Chinese words (reading_norm); Han
 * characters become tone-numbered pinyin that the cmn-latn-pinyin voice reads
 * exactly (reading_say).  Text in either script is accepted. */
#ifndef TINGSHU_READING_H
#define TINGSHU_READING_H

#include <stddef.h>

struct strbuf;
struct diag;

struct reading;

/* user_lexicon: a file of `WORD PINYIN...` lines (voices/lexicon.txt), or NULL.
 * Its problems go to d with their line.  NULL on failure, with *err set. */
struct reading *reading_new(const char *user_lexicon, struct diag *d, int *err);
/* A book's own lexicon over the user's: its words win.  0, ERR_IO or ERR_NOMEM. */
int reading_add_lexicon(struct reading *r, const char *path, struct diag *d);
void reading_free(struct reading *r);
/* A character's name from the book's cast, read the same way everywhere in
 * the book: by syl (`shan4 pin4 ren2`, one syllable per character) or, when
 * syl is NULL, as reading_name reads it.  A name that a lexicon file loaded
 * before holds (book.lexicon: 王朴 wang2 pu2) is read as the file says: the
 * cast's reading is mostly what `tingshu cast` guessed.  0, ERR_SYNTAX (not
 * Han characters, or syl does not fit them) or ERR_NOMEM. */
int reading_add_name(struct reading *r, const char *name, const char *syl);
/* name read as a person's name (单聘仁 shan4 pin4 ren2, 孙少平 sun1 shao4
 * ping2), syllables separated by spaces: what `tingshu cast` writes as the
 * cast's reading.  0, ERR_SYNTAX or ERR_NOMEM. */
int reading_name(const struct reading *r, const char *name, struct strbuf *out);

/* s[0..n) with numbers and symbols written out in Chinese characters. */
int reading_norm(const struct reading *r, const char *s, size_t n, struct strbuf *out);
/* s[0..n) as eSpeak NG input: pinyin syllables with tone digits separated by
 * spaces, punctuation kept as ASCII , . ? ! for intonation; an English word
 * as written, with no tone digit (Hello, WiFi: synth_say's English voice). */
int reading_say(const struct reading *r, const char *s, size_t n, struct strbuf *out);
/* One space-separated token per code point of s[0..n): pinyin with tone 1-5
 * for a Han character, `_` for anything else.  The syllables are those
 * reading_say speaks: neutral tones as 5, 一 and 不 in their spoken tones
 * (一个 yi2 ge4). */
int reading_align(const struct reading *r, const char *s, size_t n, struct strbuf *out);
/* The same tokens with citation readings, as dictionaries and CPP's gold
 * write them: 一 yi1, 不 bu4, 桌子 zi3 where the model chose CPP's tone. */
int reading_align_citation(const struct reading *r, const char *s, size_t n, struct strbuf *out);

#endif
