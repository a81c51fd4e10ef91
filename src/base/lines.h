/* lines.h - the small line-based files a user writes (cast.ini, a repair
 * table, a chapter's corrections) read line by line, with a UTF-8 byte
 * order mark and CRLF line ends tolerated. */
#ifndef TINGSHU_LINES_H
#define TINGSHU_LINES_H

#include <stddef.h>

struct lines {
	const char *p, *end;
	size_t line; /* the number of the line last returned, from 1 */
};

/* Starts at buf[0..len), past a byte order mark. */
void lines_init(struct lines *ls, const char *buf, size_t len);
/* The next line in *s, *n bytes without its \n or \r\n; 0 after the last. */
int lines_next(struct lines *ls, const char **s, size_t *n);
/* Whether s[0..n) is text: UTF-8 without NUL bytes. */
int lines_is_text(const char *s, size_t n);

#endif
