/* wordlist.c - which word of a list a text starts or ends with
 * (wordlist.h). */
#include "base/wordlist.h"

#include <string.h>

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
