/* norm.c - numbers and symbols to the words a reader says.
 *
 * Conventions (doc/reading.md): a leading 2 before 百/千/万/亿 and a lone 2
 * before a measure word is 两 (两百, 两千二百, 两万, 两个), otherwise 二
 * (二十, 十二, 一千二百, 第二, 二月, 二两);
 * years and digit strings are read digit by digit with 零; phone-like
 * numbers say 1 as 幺; 号 and 日 are kept as written. */
#include "reading/norm_parts.h"

#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "base/utf8.h"

void norm_text_init(struct norm_text *t)
{
	memset(t, 0, sizeof *t);
}

void norm_text_release(struct norm_text *t)
{
	free(t->cp);
	free(t->src);
	free(t->flag);
	norm_text_init(t);
}

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

static int32_t fold(int32_t cp)
{
	if (cp >= 0xFF01 && cp <= 0xFF5E)
		return cp - 0xFEE0;
	if (cp == 0x3000)
		return ' ';
	if (cp == 0x2212 || cp == 0x2013 || cp == 0xFE63)
		return '-';
	if (cp == 0x301C)
		return '~';
	return cp;
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

int norm_run(const int32_t *in, size_t n, struct norm_text *t)
{
	struct norm_ctx c = { .in = in, .n = n, .t = t };
	t->n = 0;
	c.a = malloc((n + 1) * sizeof *c.a);
	if (!c.a)
		return ERR_NOMEM;
	for (size_t i = 0; i < n; i++)
		c.a[i] = fold(in[i]);
	c.a[n] = 0;
	size_t i = 0;
	int after_num = 0;
	while (i < n && !c.rc) {
		int32_t ch = c.a[i];
		size_t k = 0;
		int was_num = 0;
		int32_t prev = i ? c.a[i - 1] : 0;
		if (after_num && (k = norm_operator(&c, i))) {
			i = k;
			after_num = 0; /* the sign of what follows is its own: 5-3=-8 */
			continue;
		}
		if (ch == '2' && norm_is_latin(prev) && norm_is_latin(norm_at(&c, i + 1)) &&
		    !(i >= 2 && norm_is_latin(c.a[i - 2])) && !norm_is_latin(norm_at(&c, i + 2))) {
			norm_puts(&c, " to ", i, 0); /* B2B, O2O */
			k = i + 1;
		} else if (norm_is_digit(ch)) {
			k = norm_number(&c, i, i, 0);
			was_num = 1;
		} else if (ch == '-' && norm_is_digit(norm_at(&c, i + 1)) && !norm_is_digit(prev) &&
			   !norm_is_latin(prev)) {
			k = norm_number(&c, i + 1, i, 1);
			was_num = 1;
		} else if (ch == '+' && norm_is_digit(norm_at(&c, i + 1)) && !norm_is_latin(prev)) {
			norm_puts(&c, "加", i, 0); /* 力量+10 */
			k = i + 1;
		} else if (ch == '-' && norm_match(&c, i + 1, "百分之")) {
			norm_puts(&c, "负", i, 0);
			k = i + 1;
		} else if ((ch == 0x2265 || ch == 0x2264) &&
			   norm_is_digit(norm_at(&c, i + 1 + (norm_at(&c, i + 1) == ' ')))) {
			norm_puts(&c, ch == 0x2265 ? "大于等于" : "小于等于", i, 0);
			k = i + 1 + (norm_at(&c, i + 1) == ' ');
		} else if (ch == 0xB1 && norm_is_digit(norm_at(&c, i + 1))) {
			norm_puts(&c, "正负", i, 0);
			k = norm_number(&c, i + 1, i, 0);
			was_num = 1;
		} else if ((ch == 'N' || ch == 'n') && (norm_at(&c, i + 1) | 0x20) == 'o' &&
			   norm_at(&c, i + 2) == '.' && norm_is_digit(norm_at(&c, i + 3)) &&
				!norm_is_latin(prev)) {
			norm_puts(&c, "第", i, 0); /* No.1 */
			k = norm_number(&c, i + 3, i, 0);
			was_num = 1;
		} else if ((k = norm_currency(&c, i))) {
			was_num = 1;
		} else if (norm_is_latin(ch) && !norm_is_latin(prev)) {
			k = norm_latin(&c, i);
		} else if (norm_symbol_number(ch)) {
			static const char *const small[] = { "一", "二", "三", "四", "五", "六", "七",
							     "八", "九", "十" };
			int v = norm_symbol_number(ch);
			norm_puts(&c, v >= 10 ? (v >= 20 ? "二十" : "十") : small[v - 1], i, 0);
			if (v > 10 && v < 20)
				norm_puts(&c, small[v - 11], i, 0);
			k = i + 1;
		} else if (norm_is_per(&c, i)) {
			norm_puts(&c, "每", i, 0);
			k = i + 1;
		} else if (ch == 0x2103 || ch == 0x2109) {
			norm_puts(&c, ch == 0x2103 ? "摄氏度" : "华氏度", i, 0);
			k = i + 1;
		} else {
			/* Copied: full-width letters and digits as ASCII, the rest as is. */
			int32_t o = (norm_is_latin(ch) || ch == ' ') ? ch : in[i];
			norm_put(&c, o, i, 0);
			k = i + 1;
		}
		if (k <= i)
			k = i + 1;
		i = k;
		after_num = was_num;
	}
	free(c.a);
	return c.rc;
}
