/* wordlist.h - the NULL-ended lists of words the stages keep (speech
 * verbs, titles, kinship words): which of them a text is, starts or ends
 * with, or holds. */
#ifndef TINGSHU_WORDLIST_H
#define TINGSHU_WORDLIST_H

#include <stddef.h>

/* The length of the first word of list that s[0..n) starts with, or 0. */
size_t wordlist_prefix(const char *s, size_t n, const char *const *list);
/* The length of the first word of list that s[0..n) ends with, or 0. */
size_t wordlist_suffix(const char *s, size_t n, const char *const *list);
/* Whether s[0..n) is a word of list. */
int wordlist_is(const char *s, size_t n, const char *const *list);
/* Whether a word of list starts at one of the characters of s[0..n). */
int wordlist_within(const char *s, size_t n, const char *const *list);

#endif
