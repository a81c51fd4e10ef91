/* bracket.h - the brackets a book's first lines and its headings wrap words in:
 * 【第一章】, [第一章], 〖第一卷〗, 〔美〕, ［英］, （法）, (德). */
#ifndef TINGSHU_BRACKET_H
#define TINGSHU_BRACKET_H

#include <stddef.h>

/* The length of the opening bracket s[0..n) starts with, *close set to the
 * one that closes it (UTF-8, NUL-ended); 0 when s opens with none. */
size_t bracket_open(const char *s, size_t n, const char **close);

#endif
