#include "base/strbuf.h"
#include "base/err.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char empty[1];

void strbuf_init(struct strbuf *sb)
{
	sb->buf = empty;
	sb->len = 0;
	sb->alloc = 0;
}

void strbuf_release(struct strbuf *sb)
{
	if (sb->alloc)
		free(sb->buf);
	strbuf_init(sb);
}

int strbuf_grow(struct strbuf *sb, size_t extra)
{
	size_t need = sb->len + extra + 1;
	if (need < sb->len)
		return ERR_NOMEM;
	if (need <= sb->alloc)
		return 0;
	size_t alloc = sb->alloc ? sb->alloc : 64;
	while (alloc < need)
		alloc *= 2;
	char *p = realloc(sb->alloc ? sb->buf : NULL, alloc);
	if (!p)
		return ERR_NOMEM;
	if (!sb->alloc)
		p[0] = '\0';
	sb->buf = p;
	sb->alloc = alloc;
	return 0;
}

int strbuf_add(struct strbuf *sb, const void *data, size_t len)
{
	if (strbuf_grow(sb, len))
		return ERR_NOMEM;
	memcpy(sb->buf + sb->len, data, len);
	sb->len += len;
	sb->buf[sb->len] = '\0';
	return 0;
}

int strbuf_adds(struct strbuf *sb, const char *s)
{
	return strbuf_add(sb, s, strlen(s));
}

int strbuf_addch(struct strbuf *sb, int c)
{
	char ch = (char)c;
	return strbuf_add(sb, &ch, 1);
}

int strbuf_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || strbuf_grow(sb, (size_t)n))
		return ERR_NOMEM;
	va_start(ap, fmt);
	vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sb->len += (size_t)n;
	return 0;
}

void strbuf_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->alloc)
		sb->buf[0] = '\0';
}

char *strbuf_detach(struct strbuf *sb, size_t *len)
{
	if (len)
		*len = sb->len;
	char *p = sb->alloc ? sb->buf : calloc(1, 1);
	strbuf_init(sb);
	return p;
}

int strbuf_read_file(struct strbuf *sb, FILE *f, size_t max)
{
	for (;;) {
		if (strbuf_grow(sb, 8192))
			return ERR_NOMEM;
		/* straight into the buffer, which doubles as it fills */
		size_t room = sb->alloc - sb->len - 1;
		size_t got = fread(sb->buf + sb->len, 1, room, f);
		sb->len += got;
		sb->buf[sb->len] = '\0';
		if (max && sb->len > max)
			return ERR_TOO_BIG;
		if (got < room)
			return ferror(f) ? ERR_IO : 0;
	}
}

int strbuf_read_path(struct strbuf *sb, const char *path, size_t max)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return ERR_IO;
	int err = strbuf_read_file(sb, f, max);
	int saved = errno;
	fclose(f);
	errno = saved;
	return err;
}
