/* wordlist.c - which word of a list a text is, starts or ends with, or
 * holds (wordlist.h). */
#include "base/wordlist.h"

#include <string.h>

#include "base/utf8.h"

int wordlist_is(const char *s, size_t n, const char *const *list)
{
	for (; *list; list++)
		if (strlen(*list) == n && !memcmp(s, *list, n))
			return 1;
	return 0;
}

size_t wordlist_prefix(const char *s, size_t n, const char *const *list)
{
	for (; *list; list++) {
		size_t k = strlen(*list);
		if (k <= n && !memcmp(s, *list, k))
			return k;
	}
	return 0;
}

size_t wordlist_suffix(const char *s, size_t n, const char *const *list)
{
	for (; *list; list++) {
		size_t k = strlen(*list);
		if (k <= n && !memcmp(s + n - k, *list, k))
			return k;
	}
	return 0;
}

int wordlist_within(const char *s, size_t n, const char *const *list)
{
	for (size_t p = 0, k; p < n; p += k) {
		if (wordlist_prefix(s + p, n - p, list))
			return 1;
		utf8_at(s, p, n, &k);
	}
	return 0;
}
