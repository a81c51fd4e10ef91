/* strbuf.h - a growable, always NUL-terminated byte string (after git's strbuf). */
#ifndef TINGSHU_STRBUF_H
#define TINGSHU_STRBUF_H

#include <stddef.h>
#include <stdio.h>

struct strbuf {
	char *buf; /* never NULL after strbuf_init; always NUL-terminated */
	size_t len;
	size_t alloc;
};

void strbuf_init(struct strbuf *sb);
void strbuf_release(struct strbuf *sb);
/* Each returns 0 or ERR_NOMEM. */
int strbuf_grow(struct strbuf *sb, size_t extra);
int strbuf_add(struct strbuf *sb, const void *data, size_t len);
int strbuf_adds(struct strbuf *sb, const char *s);
int strbuf_addch(struct strbuf *sb, int c);
int strbuf_addf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void strbuf_reset(struct strbuf *sb);
/* Appends the rest of f: 0, ERR_NOMEM, ERR_IO (errno says why) or, once sb
 * holds more than max bytes (0: no limit), ERR_TOO_BIG. */
int strbuf_read_file(struct strbuf *sb, FILE *f, size_t max);
/* The same for the file at path; ERR_IO also when it cannot be opened.
 * errno is the failure's (ENOENT: there is no such file). */
int strbuf_read_path(struct strbuf *sb, const char *path, size_t max);
/* Hands the buffer to the caller (who frees it) and re-initialises sb. */
char *strbuf_detach(struct strbuf *sb, size_t *len);

#endif
