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

#endif
