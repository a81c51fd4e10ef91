#include "base/utf8.h"

#include <string.h>

int32_t utf8_decode(const char *s, size_t n, size_t *len)
{
	const unsigned char *u = (const unsigned char *)s;
	*len = 1;
	if (n == 0)
		return -1;
	if (u[0] < 0x80)
		return u[0];
	int need;
	int32_t cp, min;
	if ((u[0] & 0xE0) == 0xC0) {
		need = 1; cp = u[0] & 0x1F; min = 0x80;
	} else if ((u[0] & 0xF0) == 0xE0) {
		need = 2; cp = u[0] & 0x0F; min = 0x800;
	} else if ((u[0] & 0xF8) == 0xF0) {
		need = 3; cp = u[0] & 0x07; min = 0x10000;
	} else {
		return -1;
	}
	if ((size_t)need >= n)
		return -1;
	for (int i = 1; i <= need; i++) {
		if ((u[i] & 0xC0) != 0x80)
			return -1;
		cp = (cp << 6) | (u[i] & 0x3F);
	}
	if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
		return -1;
	*len = (size_t)need + 1;
	return cp;
}

int32_t utf8_at(const char *buf, size_t pos, size_t end, size_t *len)
{
	if (pos >= end) {
		*len = 1;
		return -1;
	}
	return utf8_decode(buf + pos, end - pos, len);
}

int32_t utf8_before(const char *buf, size_t lo, size_t pos, size_t *start)
{
	if (pos <= lo) {
		*start = pos;
		return -1;
	}
	size_t s = pos - 1, len;
	while (s > lo && pos - s < 4 && ((unsigned char)buf[s] & 0xC0) == 0x80)
		s--;
	int32_t cp = utf8_decode(buf + s, pos - s, &len);
	if (cp < 0 || s + len != pos) {
		*start = pos - 1;
		return -1;
	}
	*start = s;
	return cp;
}

size_t utf8_encode(int32_t cp, char *out)
{
	unsigned char *o = (unsigned char *)out;
	if (cp < 0x80) {
		o[0] = (unsigned char)cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = (unsigned char)(0xC0 | (cp >> 6));
		o[1] = (unsigned char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		o[0] = (unsigned char)(0xE0 | (cp >> 12));
		o[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
		o[2] = (unsigned char)(0x80 | (cp & 0x3F));
		return 3;
	}
	o[0] = (unsigned char)(0xF0 | (cp >> 18));
	o[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
	o[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
	o[3] = (unsigned char)(0x80 | (cp & 0x3F));
	return 4;
}

int utf8_in_set(const char *set, int32_t cp)
{
	char u[5] = { 0 };
	if (cp <= 0 || cp > 0x10FFFF)
		return 0;
	utf8_encode(cp, u);
	return strstr(set, u) != NULL;
}

size_t utf8_count(const char *s, size_t n)
{
	size_t chars = 0, len;
	for (size_t i = 0; i < n; i += len, chars++)
		utf8_decode(s + i, n - i, &len);
	return chars;
}

/* The columns of one code point (Unicode's East_Asian_Width W and F, and
 * the marks that take none; enough for names and Chinese text). */
static size_t columns_of(int32_t cp)
{
	if ((cp >= 0x0300 && cp <= 0x036F) || (cp >= 0x200B && cp <= 0x200F) ||
	    (cp >= 0xFE00 && cp <= 0xFE0F) || cp == 0xFEFF)
		return 0;
	return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E) ||
	       (cp >= 0x3041 && cp <= 0x33FF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
	       (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xA000 && cp <= 0xA4CF) ||
	       (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
	       (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
	       (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F) ||
	       (cp >= 0x1F900 && cp <= 0x1F9FF) || (cp >= 0x20000 && cp <= 0x3FFFD) ? 2 : 1;
}

size_t utf8_columns(const char *s, size_t n)
{
	size_t cols = 0, len;
	for (size_t i = 0; i < n; i += len)
		cols += columns_of(utf8_decode(s + i, n - i, &len));
	return cols;
}

size_t utf8_valid_prefix(const char *s, size_t n)
{
	size_t i = 0, len;
	while (i < n) {
		if (utf8_decode(s + i, n - i, &len) < 0)
			break;
		i += len;
	}
	return i;
}

int utf8_is_han(int32_t cp)
{
	return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
	       (cp >= 0x20000 && cp <= 0x323AF) || (cp >= 0xF900 && cp <= 0xFAFF) ||
	       cp == 0x3007;
}

int utf8_is_space(int32_t cp)
{
	return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || cp == 0x85 || cp == 0xA0 ||
	       cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200B) || cp == 0x2028 ||
	       cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000 ||
	       cp == 0xFEFF;
}

size_t utf8_skip_space(const char *s, size_t n, size_t i)
{
	size_t len;
	while (i < n && utf8_is_space(utf8_decode(s + i, n - i, &len)))
		i += len;
	return i;
}

void utf8_trim(const char *buf, size_t *start, size_t *end)
{
	size_t before;
	*start = utf8_skip_space(buf, *end, *start);
	while (*end > *start && utf8_is_space(utf8_before(buf, *start, *end, &before)))
		*end = before;
}

int utf8_same_but_space(const char *a, size_t an, const char *b, size_t bn)
{
	size_t i = 0, j = 0, n, m;
	for (;;) {
		i = utf8_skip_space(a, an, i);
		j = utf8_skip_space(b, bn, j);
		if (i == an || j == bn)
			return i == an && j == bn;
		if (utf8_at(a, i, an, &n) != utf8_at(b, j, bn, &m))
			return 0;
		i += n;
		j += m;
	}
}
