/* utf8.h - decoding and classifying UTF-8 code points. */
#ifndef TINGSHU_UTF8_H
#define TINGSHU_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Decodes the code point at s (at most n bytes).  Stores its length in *len
 * (>= 1 even for a bad byte, so a loop always advances) and returns the code
 * point, or -1 for a byte sequence that is not valid UTF-8. */
int32_t utf8_decode(const char *s, size_t n, size_t *len);
/* The code point at buf[pos..end) and its length (*len >= 1); -1 at or past
 * end or for a bad sequence. */
int32_t utf8_at(const char *buf, size_t pos, size_t end, size_t *len);
/* The code point that ends just before pos, not looking before lo, and where
 * it starts (*start); -1 when there is none (pos <= lo: *start = pos) or the
 * bytes before pos are not one whole sequence (*start = pos - 1). */
int32_t utf8_before(const char *buf, size_t lo, size_t pos, size_t *start);
/* Writes cp as UTF-8 into out (4 bytes room); returns the length. */
size_t utf8_encode(int32_t cp, char *out);
/* Whether the code point cp is one of the characters of the UTF-8 string
 * set (0 and invalid code points never are). */
int utf8_in_set(const char *set, int32_t cp);
/* How many characters s[0..n) holds (a bad byte counts as one). */
size_t utf8_count(const char *s, size_t n);
/* How many columns s[0..n) takes on a terminal: East Asian wide and
 * full-width characters two, combining and zero-width marks none, others
 * (a bad byte too) one. */
size_t utf8_columns(const char *s, size_t n);
/* Length of the valid UTF-8 prefix of s. */
size_t utf8_valid_prefix(const char *s, size_t n);

int utf8_is_han(int32_t cp);
/* Unicode White_Space plus the ideographic space and BOM/zero-width marks. */
int utf8_is_space(int32_t cp);
/* Where the white space from s[i] ends, n at the most. */
size_t utf8_skip_space(const char *s, size_t n, size_t i);
/* Narrows buf[*start..*end) to what its white space at either end holds. */
void utf8_trim(const char *buf, size_t *start, size_t *end);
/* Whether a[0..an) and b[0..bn) hold the same characters but for white
 * space (a copy of a text may differ in blank lines and indents). */
int utf8_same_but_space(const char *a, size_t an, const char *b, size_t bn);

#endif
