/* lines.c - line by line through a small text file (lines.h). */
#include "base/lines.h"

#include <string.h>

#include "base/utf8.h"

void lines_init(struct lines *ls, const char *buf, size_t len)
{
	ls->p = buf;
	ls->end = buf + len;
	ls->line = 0;
	if (len >= 3 && !memcmp(buf, "\xEF\xBB\xBF", 3))
		ls->p += 3;
}

int lines_next(struct lines *ls, const char **s, size_t *n)
{
	if (ls->p >= ls->end)
		return 0;
	const char *nl = memchr(ls->p, '\n', (size_t)(ls->end - ls->p));
	const char *e = nl ? nl : ls->end;
	*s = ls->p;
	*n = (size_t)(e - ls->p);
	if (*n && e[-1] == '\r')
		(*n)--;
	ls->p = nl ? nl + 1 : ls->end;
	ls->line++;
	return 1;
}

int lines_is_text(const char *s, size_t n)
{
	return !memchr(s, '\0', n) && utf8_valid_prefix(s, n) == n;
}
