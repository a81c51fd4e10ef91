/* utf8.h - decoding and classifying UTF-8 code points. */
#ifndef TINGSHU_UTF8_H
#define TINGSHU_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Decodes the code point at s (at most n bytes).  Stores its length in *len
 * (>= 1 even for a bad byte, so a loop always advances) and returns the code
 * point, or -1 for a byte sequence that is not valid UTF-8. */
int32_t utf8_decode(const char *s, size_t n, size_t *len);
/* Writes cp as UTF-8 into out (4 bytes room); returns the length. */
size_t utf8_encode(int32_t cp, char *out);
/* Whether the code point cp is one of the characters of the UTF-8 string
 * set (0 and invalid code points never are). */
int utf8_in_set(const char *set, int32_t cp);
/* Length of the valid UTF-8 prefix of s. */
size_t utf8_valid_prefix(const char *s, size_t n);

int utf8_is_han(int32_t cp);
/* Unicode White_Space plus the ideographic space and BOM/zero-width marks. */
int utf8_is_space(int32_t cp);

#endif
