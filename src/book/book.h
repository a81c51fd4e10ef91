/* book.h - the book a chapter belongs to: [book] title/author/year/cover and
 * whether batch binds it into an M4B, from book.ini in the chapters' folder,
 * and each chapter's title. */
#ifndef TINGSHU_BOOK_H
#define TINGSHU_BOOK_H

#include <stddef.h>

struct diag;
struct text;

struct book {
	char *title;
	char *author;
	char *year;
	char *cover; /* the cover image's path, relative to the current folder */
	int m4b;     /* m4b = yes: batch binds the book into one M4B too */
	int read_all; /* [settings] read_all = yes: site text, notes and links are read too */
};

/* A missing book.ini is an empty book.  Bad lines go to d with their line. */
int book_load(struct book *b, const char *dir, struct diag *d);
void book_release(struct book *b);

/* Sets key = value in [book] of DIR/book.ini, made if missing; every other
 * line stays as the user wrote it.  A key the file has keeps its value
 * unless replace.  Returns 0, ERR_IO (errno set) or ERR_NOMEM. */
int book_ini_set(const char *dir, const char *key, const char *value, int replace);

/* The chapter's heading (第十回 ..., 序章, or a short first line that is not
 * an aside), trimmed, or NULL when it has none.  The caller frees it. */
char *book_chapter_title(const struct text *t);
/* The file name without folder and extension; the caller frees it. */
char *book_file_stem(const char *path);

#endif
