/* css.c - the rules of a style sheet read as far as hiding goes (css.h). */
#include "text/css.h"
#include "base/err.h"
#include "base/strbuf.h"

#include <ctype.h>
#include <string.h>

int css_hides(const char *decl, size_t n)
{
	static const char *const hiding[] = { "display:none", "visibility:hidden", NULL };
	char squeezed[256];
	size_t k = 0;
	for (size_t i = 0; i < n && decl[i] && k + 1 < sizeof(squeezed); i++)
		if (!isspace((unsigned char)decl[i]))
			squeezed[k++] = (char)tolower((unsigned char)decl[i]);
	squeezed[k] = 0;
	for (const char *const *h = hiding; *h; h++) {
		const char *at = strstr(squeezed, *h);
		size_t l = strlen(*h);
		if (at && (!at[l] || at[l] == ';' || at[l] == '!'))
			return 1;
	}
	return 0;
}

/* Where the comment at css[i] ends (past its close). */
static size_t skip_comment(const char *css, size_t n, size_t i)
{
	for (i += 2; i + 1 < n; i++)
		if (css[i] == '*' && css[i + 1] == '/')
			return i + 2;
	return n;
}

/* Where the at-rule at css[i] ends: its block, or its ';' (@import). */
static size_t skip_block(const char *css, size_t n, size_t i)
{
	int depth = 0;
	for (; i < n; i++) {
		if (css[i] == '/' && i + 1 < n && css[i + 1] == '*') {
			i = skip_comment(css, n, i) - 1;
		} else if (css[i] == '{') {
			depth++;
		} else if (css[i] == '}' && --depth <= 0) {
			return i + 1;
		} else if (css[i] == ';' && depth == 0) {
			return i + 1; /* @import …; */
		}
	}
	return n;
}

static int name_char(int c)
{
	return isalnum(c) || c == '-' || c == '_';
}

/* The class of a selector sel[0..n) that is one alone, maybe after an
 * element's name (span.wm): its start, *len its length; NULL for any other. */
static const char *lone_class(const char *sel, size_t n, size_t *len)
{
	while (n && isspace((unsigned char)*sel))
		sel++, n--;
	while (n && isspace((unsigned char)sel[n - 1]))
		n--;
	size_t i = 0;
	while (i < n && name_char((unsigned char)sel[i]))
		i++;
	if (i >= n || sel[i] != '.')
		return NULL;
	size_t start = ++i;
	while (i < n && name_char((unsigned char)sel[i]))
		i++;
	*len = i - start;
	return i == n && *len ? sel + start : NULL;
}

int css_hidden_classes(const char *css, size_t n, struct strbuf *out)
{
	size_t i = 0;
	while (i < n) {
		if (css[i] == '/' && i + 1 < n && css[i + 1] == '*') {
			i = skip_comment(css, n, i);
			continue;
		}
		if (isspace((unsigned char)css[i])) {
			i++;
			continue;
		}
		if (css[i] == '@') {
			i = skip_block(css, n, i);
			continue;
		}
		const char *open = memchr(css + i, '{', n - i);
		if (!open)
			break;
		size_t body = (size_t)(open - css) + 1, end = body;
		while (end < n && css[end] != '}')
			end++;
		if (css_hides(css + body, end - body)) {
			for (size_t s = i; s < body - 1;) {
				size_t e = s;
				while (e < body - 1 && css[e] != ',')
					e++;
				size_t len;
				const char *cls = lone_class(css + s, e - s, &len);
				if (cls && (strbuf_addch(out, ' ') || strbuf_add(out, cls, len)))
					return ERR_NOMEM;
				s = e + 1;
			}
		}
		i = end + 1;
	}
	return 0;
}
