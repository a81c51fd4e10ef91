/* header.h - the title and author a book's first lines give: 《书名》,
 * 书名：…, 作者：… or "曹雪芹 著" (and a bare title on the line before it)
 * (split writes them to the book's book.ini). */
#ifndef TINGSHU_HEADER_H
#define TINGSHU_HEADER_H

#include <stddef.h>

struct text;

struct header_info {
	char *title;  /* NULL when the lines do not say */
	char *author;
};

/* From the first lines of t->buf[0..end) (the text before the first
 * chapter).  Returns 0 or ERR_NOMEM. */
int header_read(const struct text *t, size_t end, struct header_info *h);
void header_info_release(struct header_info *h);

/* Whether the line s[0..n) (trimmed) gives a title or an author as
 * header_read takes them (《书名》, 书名：…, 作者：…, 曹雪芹 著), or a
 * translator (张三 译, 译者：张三), as a title page does: sets *gives.
 * Returns 0 or ERR_NOMEM. */
int header_line_gives(const char *s, size_t n, int *gives);
/* Whether the line may be a bare title, which it is over an author's line. */
int header_line_may_be_title(const char *s, size_t n);

#endif
