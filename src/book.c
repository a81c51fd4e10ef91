#include "book.h"
#include "diag.h"
#include "err.h"
#include "ini.h"
#include "strbuf.h"
#include "text.h"
#include "utf8.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* A first line this short, with no sentence punctuation, is a title. */
#define TITLE_MAX_CHARS 40

struct book_parse {
	struct book *b;
	struct diag *d;
	int bad;
};

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
	}
	if (!field) {
		diag_add(p->d, line, DIAG_ERROR, "unknown key '%s' (expected [book] title, author)",
			 key);
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
	struct book_parse p = { .b = b, .d = d };
	const char *saved = d ? d->file : NULL;
	if (d)
		d->file = path.buf;
	int rc = ini_parse_file(path.buf, on_book_key, &p, d);
	if (rc == ERR_IO && errno == ENOENT)
		rc = 0;
	if (!rc && p.bad)
		rc = ERR_SYNTAX;
	if (d)
		d->file = saved;
	strbuf_release(&path);
	if (rc)
		book_release(b);
	return rc;
}

void book_release(struct book *b)
{
	free(b->title);
	free(b->author);
	memset(b, 0, sizeof(*b));
}

static int is_sentence_mark(int32_t cp)
{
	return cp == 0x3002 || cp == 0xFF01 || cp == 0xFF1F || cp == 0x201C || cp == 0x300C ||
	       cp == 0xFF0C || cp == '"';
}

char *book_chapter_title(const struct text *t)
{
	size_t i = 0, len;
	/* the first line with anything on it */
	while (i < t->len) {
		int32_t cp = utf8_decode(t->buf + i, t->len - i, &len);
		if (!utf8_is_space(cp))
			break;
		i += len;
	}
	size_t start = i, chars = 0, end = i;
	while (i < t->len && t->buf[i] != '\n') {
		int32_t cp = utf8_decode(t->buf + i, t->len - i, &len);
		if (is_sentence_mark(cp) || ++chars > TITLE_MAX_CHARS)
			return NULL;
		i += len;
		if (!utf8_is_space(cp))
			end = i;
	}
	/* a one-line file is a chapter, not a title */
	if (end == start || i >= t->len)
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
