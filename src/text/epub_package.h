/* epub_package.h - the reader of one EPUB and what its package says, as
 * epub_package.c fills them (container.xml, the package document, the table
 * of contents, encryption.xml, each entry read within the book's budget) and
 * epub.c turns them into chapters, title and cover.  Private to the two. */
#ifndef TINGSHU_EPUB_PACKAGE_H
#define TINGSHU_EPUB_PACKAGE_H

#include <stddef.h>

#include "base/strbuf.h"

struct diag;
struct zipfile;

/* A document inflates to at most this: a whole novel of ten million Chinese
 * characters in one document fits, a 60-million-character one does not. */
#define EPUB_ENTRY_MAX ((size_t)32 << 20)
/* ... and the whole book to at most this, text and cover. */
#define EPUB_BOOK_MAX ((size_t)256 << 20)
/* The largest cover image kept. */
#define EPUB_COVER_MAX ((size_t)16 << 20)

#define EPUB_OPS_NS "http://www.idpf.org/2007/ops"

struct epub_item {
	char *id, *path, *media_type, *properties;
};

struct epub_creator {
	char *name, *id, *role;
};

struct epub_toc_entry {
	char *path, *label;
	char *fragment; /* the id after # in its link, or NULL */
	unsigned level; /* how deep it is nested in the table: 0 at the top */
};

/* What the package document and the table of contents say. */
struct epub_package {
	char *path, *dir; /* the OPF in the archive, and its folder ("" at the top) */
	struct epub_item *items;
	size_t n_items;
	struct { char *idref; int linear; } *spine;
	size_t n_spine;
	char *toc_id;   /* EPUB 2: the spine's toc attribute, the NCX */
	char *cover_id; /* EPUB 2: <meta name="cover" content="ID"/> */
	char *title, *date;
	struct epub_creator *creators;
	size_t n_creators;
	struct epub_toc_entry *toc;
	size_t n_toc;
	char **encrypted; /* documents META-INF/encryption.xml lists */
	size_t n_encrypted;
};

struct epub_reader {
	const char *path; /* the EPUB, for messages */
	struct zipfile *zip;
	struct diag *d;
	size_t budget; /* bytes the book may still inflate to */
	struct strbuf where; /* PATH:ENTRY, the file of a document's problems */
	struct epub_package pkg;
};

/* Each fills r->pkg. */
int epub_read_container(struct epub_reader *r);
int epub_read_package(struct epub_reader *r);
int epub_read_toc(struct epub_reader *r);
int epub_read_encryption(struct epub_reader *r);
const struct epub_item *epub_find_item(const struct epub_package *p, const char *id);
/* The first item whose properties hold property ("nav", "cover-image"). */
const struct epub_item *epub_find_item_with(const struct epub_package *p, const char *property);
void epub_package_release(struct epub_package *p);
/* The entry, inflated within max and the book's budget, appended to out;
 * ERR_UNKNOWN (not reported) when there is none. */
int epub_read_entry(struct epub_reader *r, const char *name, size_t max, struct strbuf *out);

#endif
