/* text.h - stage 1: a chapter file as UTF-8 text.
 *
 * The bytes are decoded (UTF-8 with or without BOM, UTF-16 with BOM, GB18030/GBK,
 * Big5) and line ends made LF; lines in another encoding than the rest are
 * decoded in theirs, and a web page's HTML tags and entities are removed.
 * Nothing else: the text keeps every line of the source, so a byte offset
 * gives back the source line (text_line_at). */
#ifndef TINGSHU_TEXT_H
#define TINGSHU_TEXT_H

#include <stddef.h>

struct diag;

struct text {
	char *buf;            /* UTF-8, NUL-terminated, LF line ends, no BOM */
	size_t len;
	char *name;           /* the path as given, for messages */
	const char *encoding; /* what the bytes were: "UTF-8", "GB18030", "BIG5", "UTF-16LE", ... */
};

/* Bytes that decode in no encoding become U+FFFD, each reported in d with its
 * line (d NULL: not kept).  Returns 0, ERR_IO (errno set), ERR_BINARY, ERR_TOO_BIG or ERR_NOMEM. */
int text_load(struct text *t, const char *path, struct diag *d);
int text_from_bytes(struct text *t, const char *name, const char *bytes, size_t n,
		    struct diag *d);
void text_release(struct text *t);

/* 1-based line number of the byte at offset. */
size_t text_line_at(const struct text *t, size_t offset);

#endif
