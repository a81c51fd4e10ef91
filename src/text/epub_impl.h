/* epub_impl.h - what epub.c (the book: paths, entries, spine, cover) and
 * epub_package.c (what the package document, the table of contents and
 * encryption.xml say) share. */
#ifndef TINGSHU_EPUB_IMPL_H
#define TINGSHU_EPUB_IMPL_H

#include <stddef.h>

#include "base/strbuf.h"

struct diag;
struct xml_handler;
struct zipfile;

#define EPUB_OPS_NS "http://www.idpf.org/2007/ops"

struct epub_item {
	char *id, *path, *media_type, *properties;
};

struct epub_creator {
	char *name, *id, *role;
};

struct epub_toc_entry {
	char *path, *label;
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

/* A reference (an href, relative to the folder dir) as an entry name in
 * *out: the URL's fragment and query dropped, %XX decoded, "." and ".."
 * resolved.  Returns 0, ERR_UNKNOWN for a URL with a scheme (a remote
 * resource), ERR_SYNTAX for one that is absolute or climbs out of the book
 * (reported at line), or ERR_NOMEM. */
int epub_resolve_ref(struct epub_reader *r, const char *dir, const char *href, size_t line,
		     char **out);
/* The folder of an entry name, "" at the top; the caller frees it. */
char *epub_dir_of(const char *path);
/* The entry, inflated within max and the book's budget, appended to out;
 * ERR_UNKNOWN (not reported) when there is none. */
int epub_read_entry(struct epub_reader *r, const char *name, size_t max, struct strbuf *out);
/* Parses the entry with h; its problems are reported as PATH:ENTRY:LINE. */
int epub_parse_entry(struct epub_reader *r, const char *name, const struct xml_handler *h,
		     void *ctx);

/* epub_package.c: each fills r->pkg. */
int epub_read_container(struct epub_reader *r);
int epub_read_package(struct epub_reader *r);
int epub_read_toc(struct epub_reader *r);
int epub_read_encryption(struct epub_reader *r);
const struct epub_item *epub_find_item(const struct epub_package *p, const char *id);
/* The first item whose properties hold property ("nav", "cover-image"). */
const struct epub_item *epub_find_item_with(const struct epub_package *p, const char *property);
void epub_package_release(struct epub_package *p);

#endif
