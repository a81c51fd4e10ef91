/* ruby.h - an EPUB's ruby annotations in pinyin as the book's readings.
 *
 * <ruby>青<rt>qīng</rt>云<rt>yún</rt>观<rt>guàn</rt></ruby> tells how the
 * book wants 青云观 said; the reader shows the marks and does not read them,
 * so split keeps the reading for the book's lexicon (`青云观 qing1 yun2 guan4`,
 * book.lexicon's form) instead. */
#ifndef TINGSHU_RUBY_H
#define TINGSHU_RUBY_H

#include <stddef.h>

#include "base/strbuf.h"

/* The line `WORD syl1 syl2 …\n` for the base text base[0..nb) (Han
 * characters, white space left out) annotated with rt[0..nr): pinyin with
 * tone marks (qīng yún, a syllable without a mark light: de5) or tone digits,
 * one syllable for each character.  Appended to out; nothing when it is no
 * such pair (zhuyin, a gloss in Han characters, English, a count that
 * differs).  Returns 0 or ERR_NOMEM. */
int ruby_reading(const char *base, size_t nb, const char *rt, size_t nr, struct strbuf *out);

/* Of the lines ruby_reading gave for a book (lines[0..n)), those a lexicon
 * may keep, each once, in out: not a word annotated two ways, and not a
 * single character the book's text (texts[0..n_texts), lens) holds more
 * often than it is annotated, which the mark was for that place only (观
 * guàn, 观看 guān).  Returns 0 or ERR_NOMEM. */
int ruby_book_readings(const char *lines, size_t n, const char *const *texts,
		       const size_t *lens, size_t n_texts, struct strbuf *out);

#endif
