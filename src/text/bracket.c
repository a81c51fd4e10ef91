/* bracket.c - opening brackets and the ones that close them (bracket.h). */
#include "text/bracket.h"

#include <string.h>

static const char *const pairs[][2] = { { "【", "】" }, { "[", "]" },  { "〔", "〕" },
					{ "〖", "〗" }, { "［", "］" }, { "（", "）" },
					{ "(", ")" } };

size_t bracket_open(const char *s, size_t n, const char **close)
{
	for (size_t k = 0; k < sizeof(pairs) / sizeof(*pairs); k++) {
		size_t len = strlen(pairs[k][0]);
		if (n >= len && !memcmp(s, pairs[k][0], len)) {
			*close = pairs[k][1];
			return len;
		}
	}
	return 0;
}
