#include "base/ini.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* Trims s[0..*n) in place: returns the new start and shortens *n. */
static char *trim(char *s, size_t *n)
{
	while (*n && is_blank(*s))
		s++, (*n)--;
	/* the ideographic space U+3000 is common in hand-edited Chinese files */
	while (*n >= 3 && !memcmp(s, "\xe3\x80\x80", 3))
		s += 3, *n -= 3;
	while (*n && is_blank(s[*n - 1]))
		(*n)--;
	while (*n >= 3 && !memcmp(s + *n - 3, "\xe3\x80\x80", 3))
		*n -= 3;
	s[*n] = '\0';
	return s;
}

int ini_parse(const char *buf, size_t len, ini_fn fn, void *ctx, struct diag *d)
{
	char *copy = malloc(len + 1);
	if (!copy)
		return ERR_NOMEM;
	memcpy(copy, buf, len);
	copy[len] = '\0';
	char *section = NULL;
	int rc = 0, bad = 0;
	size_t line = 0;
	char *p = copy, *end = copy + len;
	if (len >= 3 && !memcmp(p, "\xef\xbb\xbf", 3))
		p += 3;
	while (p < end && !rc) {
		char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		char *next = nl ? nl + 1 : end;
		line++;
		char *s = trim(p, &n);
		p = next;
		if (!n || *s == '#' || *s == ';')
			continue;
		if (*s == '[') {
			if (s[n - 1] != ']' || n < 3) {
				diag_add(d, line, DIAG_ERROR, "section header needs a closing ']'");
				bad = 1;
				continue;
			}
			size_t m = n - 2;
			section = trim(s + 1, &m);
			rc = fn(ctx, section, NULL, NULL, line);
			continue;
		}
		char *eq = memchr(s, '=', n);
		if (!eq) {
			diag_add(d, line, DIAG_ERROR, "expected 'key = value' or '[section]'");
			bad = 1;
			continue;
		}
		size_t kn = (size_t)(eq - s), vn = n - kn - 1;
		char *key = trim(s, &kn);
		char *value = trim(eq + 1, &vn);
		if (!kn) {
			diag_add(d, line, DIAG_ERROR, "a value without a key");
			bad = 1;
			continue;
		}
		rc = fn(ctx, section, key, value, line);
	}
	free(copy);
	return rc ? rc : bad ? ERR_SYNTAX : 0;
}

int ini_parse_file(const char *path, ini_fn fn, void *ctx, struct diag *d)
{
	struct strbuf sb;
	strbuf_init(&sb);
	int rc = strbuf_read_path(&sb, path, 0);
	if (!rc)
		rc = ini_parse(sb.buf, sb.len, fn, ctx, d);
	strbuf_release(&sb);
	return rc;
}

/* Separators of a list value: ASCII comma, full-width comma, 、. */
static size_t separator_len(const char *s)
{
	if (*s == ',')
		return 1;
	if (!strncmp(s, "\xef\xbc\x8c", 3) || !strncmp(s, "\xe3\x80\x81", 3))
		return 3;
	return 0;
}

int ini_split_list(const char *value, char ***out)
{
	size_t cap = 1, n = 0;
	for (const char *s = value; *s; s++)
		cap += separator_len(s) > 0;
	char **list = calloc(cap + 1, sizeof(*list));
	if (!list)
		return ERR_NOMEM;
	const char *s = value;
	while (*s) {
		const char *e = s;
		while (*e && !separator_len(e))
			e++;
		size_t len = (size_t)(e - s);
		char *item = malloc(len + 1);
		if (!item) {
			ini_list_free(list);
			return ERR_NOMEM;
		}
		memcpy(item, s, len);
		item[len] = '\0';
		char *t = trim(item, &len);
		if (len) {
			memmove(item, t, len + 1);
			list[n++] = item;
		} else {
			free(item);
		}
		s = *e ? e + separator_len(e) : e;
	}
	*out = list;
	return (int)n;
}

void ini_list_free(char **list)
{
	if (!list)
		return;
	for (char **p = list; *p; p++)
		free(*p);
	free(list);
}

int ini_int(const char *value, int min, int max, int *out)
{
	char *end;
	errno = 0;
	long v = strtol(value, &end, 10);
	if (errno || end == value || *end || v < min || v > max)
		return ERR_SYNTAX;
	*out = (int)v;
	return 0;
}

int ini_bool(const char *value, int *out)
{
	static const char *const yes[] = { "yes", "true", "on", "1" };
	static const char *const no[] = { "no", "false", "off", "0" };
	for (size_t i = 0; i < sizeof(yes) / sizeof(*yes); i++) {
		if (!strcasecmp(value, yes[i]))
			return *out = 1, 0;
		if (!strcasecmp(value, no[i]))
			return *out = 0, 0;
	}
	return ERR_SYNTAX;
}
