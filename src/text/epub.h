/* epub.h - an EPUB (2 or 3) as chapters of text, in reading order.
 *
 * META-INF/container.xml names the package (OPF); its spine gives the
 * documents in reading order, its metadata the title, author and date, its
 * manifest the cover image.  The table of contents (EPUB 3's nav document,
 * else EPUB 2's NCX) names each document.  Every XHTML document becomes the
 * text a reader reads (xhtml.h); one without text (a cover page) is no
 * chapter, and one the table of contents points into at several places
 * (file.xhtml#id: a converter's file of many chapters) is a chapter from
 * each place; one it does not cut that holds chapter headings in its text
 * (第二章 … as a paragraph, split.h) is a chapter from each heading.
 *
 * The archive may be hostile, and nothing in it is trusted: entry names that
 * are absolute or climb out with "..", references that leave the book, an
 * entry that inflates past EPUB_ENTRY_MAX or a book past EPUB_BOOK_MAX
 * (epub_package.h: 32 and 256 MiB), documents that declare entities,
 * malformed XML, a missing package: each refuses the book with its reason
 * in the diagnostics.  Nothing is written:
 * the caller writes what it was given. */
#ifndef TINGSHU_EPUB_H
#define TINGSHU_EPUB_H

#include <stddef.h>

struct diag;

struct epub_chapter {
	char *path;  /* its document in the archive, for messages */
	char *title; /* the table of contents' label, else its first heading, else NULL */
	char *text;  /* UTF-8, one paragraph a line, a blank line between; never empty */
	size_t len;
};

struct epub_book {
	char *title, *author, *year; /* from the package's metadata, or NULL */
	char *cover;                 /* the cover image's bytes, or NULL */
	size_t cover_len;
	const char *cover_ext;       /* "jpg" or "png" */
	char *lexicon;               /* book.lexicon lines from its ruby (ruby.h), or NULL */
	size_t lexicon_len;
	struct epub_chapter *v;
	size_t n;
};

/* Problems go to d: the book's own as PATH, a document's as PATH:ENTRY with
 * its line.  Returns 0, ERR_IO (errno set), ERR_SYNTAX (not an EPUB, or
 * refused: see d), ERR_TOO_BIG, ERR_EMPTY (no text at all) or ERR_NOMEM. */
int epub_read(struct epub_book *b, const char *path, struct diag *d);
void epub_release(struct epub_book *b);

/* Whether the file at path is a ZIP archive with an EPUB's mimetype or
 * container, or at least ends in .epub: the file split reads as one. */
int epub_is_epub(const char *path);

#endif
