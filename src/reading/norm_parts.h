/* norm_parts.h - what the files of the normalisation stage share: the
 * state of one run and the pieces each file writes out.  Each file calls
 * only the ones below it in this list:
 *
 *   norm.c          the run: each character copied or written out
 *   norm_number.c   a number and what belongs to it
 *   norm_symbol.c   money, operators, Latin words, numbers in one symbol
 *   norm_date.c     dates and times
 *   norm_numeral.c  how a number is said: digit by digit or as a cardinal
 *   norm_parts.c    writing out, and reading the input
 *
 * Private to them. */
#ifndef TINGSHU_NORM_PARTS_H
#define TINGSHU_NORM_PARTS_H

#include <stddef.h>
#include <stdint.h>

#include "reading/norm.h"

/* How emit_cardinal's caller wants a 2 read: 两 before 百/千/万/亿, or a lone 2. */
enum { NORM_CARD_LIANG = 1, NORM_CARD_TWO = 2 };

/* One run of norm_run. */
struct norm_ctx {
	const int32_t *in; /* the caller's code points */
	int32_t *a;        /* the same, full-width forms folded to ASCII (and an
	                    * exponent's superscripts, once norm_power read them) */
	size_t n;
	struct norm_text *t;
	int rc;
};

/* A number in the input: integer digits, fraction digits, its end. */
struct norm_num {
	size_t b, e;   /* integer digits (commas allowed) */
	size_t fb, fe; /* fraction digits, fb == fe without */
	size_t end;
};

/* A unit after a number, or a currency before one: its symbol and word. */
struct norm_unit {
	const char *sym, *word;
};

/* norm_parts.c: writing out, and reading the input (full-width forms folded). */
void norm_put(struct norm_ctx *c, int32_t cp, size_t src, unsigned flag);
/* s (UTF-8), each character from input character src. */
void norm_puts(struct norm_ctx *c, const char *s, size_t src, unsigned flag);
/* The folded code point at i, 0 past the end. */
int32_t norm_at(const struct norm_ctx *c, size_t i);
int norm_is_digit(int32_t c);
int norm_is_latin(int32_t c);
/* Length in code points of s (UTF-8) when it starts at a[i], else 0. */
size_t norm_match(const struct norm_ctx *c, size_t i, const char *s);
/* The same for the first of the NULL-ended list that matches. */
size_t norm_match_any(const struct norm_ctx *c, size_t i, const char *const *list);
/* The end of the digits from i; their value (capped). */
size_t norm_digits_end(const struct norm_ctx *c, size_t i);
long long norm_value(const struct norm_ctx *c, size_t b, size_t e);

/* norm_numeral.c: how a number is said. */
/* a[b..e) digit by digit (一二零五; 幺 for 1 when yao). */
void norm_digits(struct norm_ctx *c, size_t b, size_t e, size_t src, int yao);
/* Reads the digits in a[b..e) (commas skipped) as a cardinal number. */
void norm_cardinal(struct norm_ctx *c, size_t b, size_t e, size_t src, unsigned mode,
		   unsigned flag);
/* The number at i into x; returns its end (i when there is none). */
size_t norm_parse_num(const struct norm_ctx *c, size_t i, struct norm_num *x);
/* A price's fraction without its last zeros (12.50 is 12.5, 3.00 is 3). */
void norm_trim_cents(const struct norm_ctx *c, struct norm_num *x);
/* How a number reads, decided by what follows it at position k. */
void norm_emit_num(struct norm_ctx *c, const struct norm_num *x, size_t k, size_t src,
		   int ordinal);
/* A unit right after a number (one space allowed) not followed by a letter. */
const struct norm_unit *norm_unit_at(const struct norm_ctx *c, size_t i, size_t *len);
/* Whether a unit, a measure word or a Latin word at k makes the number
 * before it a quantity (128G, 3个, 5 apples). */
int norm_quantity_at(const struct norm_ctx *c, size_t k);
/* Phone-like context: a keyword shortly before position i. */
int norm_phone_context(const struct norm_ctx *c, size_t i);

/* norm_date.c: dates and times; each returns the end, or i for none. */
/* yyyy-mm-dd, yyyy/mm/dd, yyyy.mm.dd, yyyy-mm, dd-mm-yyyy. */
size_t norm_date(struct norm_ctx *c, size_t i, size_t src);
/* h:mm, h:mm:ss (also with a.m./p.m.).  A pair that is not a time is a ratio
 * or a score: 78:96 -> 七十八比九十六. */
size_t norm_time(struct norm_ctx *c, size_t i, size_t src);

/* norm_number.c: a number and what belongs to it. */
/* A number (with its sign) at i and whatever belongs to it.  Returns the end. */
size_t norm_number(struct norm_ctx *c, size_t i, size_t src, int neg);

/* norm_symbol.c: money, operators, Latin words, symbols. */
/* A currency sign or code at i and the amount after it.  Returns the end. */
size_t norm_currency(struct norm_ctx *c, size_t i);
/* Operators between two numbers: 1+2=3, 2≤4. */
size_t norm_operator(struct norm_ctx *c, size_t i);
/* A power after a number (10^8, 10⁸): its end, 0 when there is none. */
size_t norm_power(struct norm_ctx *c, size_t i);
/* A Latin word, copied.  Between Han characters a short lower-case word is an
 * acronym (nba -> NBA) and spaced single letters are one (c e o -> CEO); one
 * with a capital (App, Boss) is a word, said in English. */
size_t norm_latin(struct norm_ctx *c, size_t i);
/* A Greek letter at i said by its Chinese name (α粒子, π约等于3.14), but in
 * a face drawn in text.  Returns the end, 0 when there is none. */
size_t norm_greek(struct norm_ctx *c, size_t i);
/* A whole number below 10000 in an English phrase (for 3 years, I am 25.),
 * written in English words for the English voice that reads the phrase; a
 * year after in, since, from … in pairs (born in 1990: nineteen ninety).
 * Returns the end, 0 when the number at i is none. */
size_t norm_english_number(struct norm_ctx *c, size_t i);
/* ①, ⑴, ⒈, Ⅲ, ⅲ: a number from 1 to 20 in one symbol (0 when ch is none). */
int norm_symbol_number(int32_t ch);
/* 3000元/月, 5次/分: a rate, said 每 */
int norm_is_per(const struct norm_ctx *c, size_t i);
/* Whether the - at i takes from a game's count (声望-10, 防御-5: 减), not
 * a negative number (降到-5℃, 温度-10): after a word, before no unit. */
int norm_stat_minus(const struct norm_ctx *c, size_t i);
/* 金币×100, 金币x100: a count after a thing's name, said 乘 */
int norm_is_times(const struct norm_ctx *c, size_t i);

#endif
