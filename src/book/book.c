#include "book/book.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/ini.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "segment/aside.h"
#include "text/split.h"
#include "text/text.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* A first line this short, with no sentence punctuation, is a title. */
#define TITLE_MAX_CHARS 40

struct book_parse {
	struct book *b;
	const char *dir;
	struct diag *d;
	int bad;
};

/* cover = FILE is relative to book.ini's folder. */
static int set_cover(struct book_parse *p, const char *value)
{
	struct strbuf path;
	strbuf_init(&path);
	if (value[0] == '/' ? strbuf_adds(&path, value) : strbuf_addf(&path, "%s/%s", p->dir, value))
		return ERR_NOMEM;
	free(p->b->cover);
	p->b->cover = strbuf_detach(&path, NULL);
	return p->b->cover ? 0 : ERR_NOMEM;
}

static int set_flag(struct book_parse *p, int *flag, const char *key, const char *value,
		    size_t line)
{
	if (!ini_bool(value, flag))
		return 0;
	p->bad = 1;
	return diag_add(p->d, line, DIAG_ERROR, "%s = %s: expected yes or no", key, value);
}

static int on_book_key(void *ctx, const char *section, const char *key, const char *value,
		       size_t line)
{
	struct book_parse *p = ctx;
	char **field = NULL;
	if (!key)
		return 0;
	if (section && !strcmp(section, "book")) {
		if (!strcmp(key, "title"))
			field = &p->b->title;
		else if (!strcmp(key, "author"))
			field = &p->b->author;
		else if (!strcmp(key, "year"))
			field = &p->b->year;
		else if (!strcmp(key, "cover"))
			return set_cover(p, value);
		else if (!strcmp(key, "m4b"))
			return set_flag(p, &p->b->m4b, key, value, line);
	}
	if (section && !strcmp(section, "settings") && !strcmp(key, "read_all"))
		return set_flag(p, &p->b->read_all, key, value, line);
	if (!field) {
		diag_add(p->d, line, DIAG_ERROR,
			 "unknown key '%s' (expected [book] title, author, year, cover, m4b; "
			 "[settings] read_all)", key);
		p->bad = 1;
		return 0;
	}
	free(*field);
	*field = strdup(value);
	return *field ? 0 : ERR_NOMEM;
}

int book_load(struct book *b, const char *dir, struct diag *d)
{
	memset(b, 0, sizeof(*b));
	struct strbuf path;
	strbuf_init(&path);
	if (strbuf_addf(&path, "%s/book.ini", dir))
		return ERR_NOMEM;
	struct book_parse p = { .b = b, .dir = dir, .d = d };
	const char *saved = diag_set_file(d, path.buf);
	int rc = ini_parse_file(path.buf, on_book_key, &p, d);
	if (rc == ERR_IO && errno == ENOENT)
		rc = 0;
	if (!rc && p.bad)
		rc = ERR_SYNTAX;
	diag_set_file(d, saved);
	strbuf_release(&path);
	if (rc)
		book_release(b);
	return rc;
}

void book_release(struct book *b)
{
	free(b->title);
	free(b->author);
	free(b->year);
	free(b->cover);
	memset(b, 0, sizeof(*b));
}

static int is_sentence_mark(int32_t cp)
{
	return cp == 0x3002 || cp == 0xFF01 || cp == 0xFF1F || cp == 0x201C || cp == 0x300C ||
	       cp == 0xFF0C || cp == '"';
}

/* The first line from pos with something on it: [*start, *end), trimmed. */
static size_t next_line(const struct text *t, size_t pos, size_t *start, size_t *end)
{
	size_t len;
	while (pos < t->len) {
		int32_t cp = utf8_decode(t->buf + pos, t->len - pos, &len);
		if (!utf8_is_space(cp))
			break;
		pos += len;
	}
	*start = *end = pos;
	while (pos < t->len && t->buf[pos] != '\n') {
		int32_t cp = utf8_decode(t->buf + pos, t->len - pos, &len);
		pos += len;
		if (!utf8_is_space(cp))
			*end = pos;
	}
	return pos;
}

static int is_short_title(const char *s, size_t n)
{
	size_t chars = 0, len;
	for (size_t i = 0; i < n; i += len)
		if (is_sentence_mark(utf8_decode(s + i, n - i, &len)) || ++chars > TITLE_MAX_CHARS)
			return 0;
	return 1;
}

/* Whether [start, end) is inside one of the asides (from *k on, in order). */
static int is_aside(const struct aside_list *a, size_t *k, size_t start, size_t end)
{
	while (*k < a->n && a->v[*k].end < end)
		(*k)++;
	return *k < a->n && a->v[*k].start <= start;
}

char *book_chapter_title(const struct text *t)
{
	struct aside_list a;
	if (aside_find(t, &a))
		return NULL;
	/* a site's header line is nobody's title: the first line that is said */
	size_t start, end, pos = next_line(t, 0, &start, &end), k = 0;
	while (pos < t->len && is_aside(&a, &k, start, end))
		pos = next_line(t, pos, &start, &end);
	aside_list_release(&a);
	struct split_heading h, h2;
	/* a volume heading is context: the chapter's own heading follows it */
	if (split_heading(t->buf + start, end - start, &h) == HEADING_VOLUME) {
		size_t s2, e2;
		next_line(t, pos, &s2, &e2);
		if (split_heading(t->buf + s2, e2 - s2, &h2) == HEADING_CHAPTER)
			start = s2, end = e2, pos = e2, h = h2;
	}
	if (h.kind == HEADING_CHAPTER)
		start += h.title; /* without 正文, VIP卷 or the volume before it */
	/* a one-line file is a chapter, not a title */
	if (end == start || pos >= t->len || !is_short_title(t->buf + start, end - start))
		return NULL;
	return strndup(t->buf + start, end - start);
}

char *book_file_stem(const char *path)
{
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	const char *dot = strrchr(base, '.');
	return strndup(base, dot && dot != base ? (size_t)(dot - base) : strlen(base));
}
