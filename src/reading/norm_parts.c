/* norm_parts.c - what every file of the normalisation stage uses: writing a
 * character out with the input character it came from, and reading the
 * input (full-width forms folded) by position, digit run or word. */
#include "reading/norm_parts.h"

#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "base/utf8.h"

void norm_put(struct norm_ctx *c, int32_t cp, size_t src, unsigned flag)
{
	struct norm_text *t = c->t;
	if (c->rc)
		return;
	if (t->n == t->alloc) {
		size_t na = t->alloc ? 2 * t->alloc : 256;
		int32_t *cp2 = realloc(t->cp, na * sizeof *cp2);
		if (cp2)
			t->cp = cp2;
		size_t *src2 = realloc(t->src, na * sizeof *src2);
		if (src2)
			t->src = src2;
		unsigned char *fl2 = realloc(t->flag, na);
		if (fl2)
			t->flag = fl2;
		if (!cp2 || !src2 || !fl2) {
			c->rc = ERR_NOMEM;
			return;
		}
		t->alloc = na;
	}
	t->cp[t->n] = cp;
	t->src[t->n] = src;
	t->flag[t->n] = (unsigned char)flag;
	t->n++;
}

void norm_puts(struct norm_ctx *c, const char *s, size_t src, unsigned flag)
{
	size_t n = strlen(s), len;
	for (size_t i = 0; i < n; i += len)
		norm_put(c, utf8_decode(s + i, n - i, &len), src, flag | NORM_GEN);
}

int norm_is_digit(int32_t c)
{
	return c >= '0' && c <= '9';
}

int norm_is_latin(int32_t c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

int32_t norm_at(const struct norm_ctx *c, size_t i)
{
	return i < c->n ? c->a[i] : 0;
}

/* Length in code points of s (UTF-8) when it starts at a[i], else 0. */
size_t norm_match(const struct norm_ctx *c, size_t i, const char *s)
{
	size_t n = strlen(s), len, k = 0;
	for (size_t b = 0; b < n; b += len, k++) {
		int32_t cp = utf8_decode(s + b, n - b, &len);
		if (i + k >= c->n || c->a[i + k] != cp)
			return 0;
	}
	return k;
}

size_t norm_match_any(const struct norm_ctx *c, size_t i, const char *const *list)
{
	for (; *list; list++) {
		size_t k = norm_match(c, i, *list);
		if (k)
			return k;
	}
	return 0;
}

size_t norm_digits_end(const struct norm_ctx *c, size_t i)
{
	while (i < c->n && norm_is_digit(c->a[i]))
		i++;
	return i;
}

long long norm_value(const struct norm_ctx *c, size_t b, size_t e)
{
	long long v = 0;
	for (size_t i = b; i < e && v < 1000000000000LL; i++)
		if (norm_is_digit(c->a[i]))
			v = v * 10 + (c->a[i] - '0');
	return v;
}
