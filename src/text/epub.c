/* epub.c - container.xml → package (OPF) → spine, with the table of
 * contents and the cover; each document through xhtml.c. */
#include "text/epub.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "text/epub_package.h"
#include "text/xhtml.h"
#include "text/zipfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MIMETYPE "application/epub+zip"

static const char *toc_label(const struct epub_package *p, const char *path)
{
	for (size_t i = 0; i < p->n_toc; i++)
		if (!strcmp(p->toc[i].path, path) && p->toc[i].label[0])
			return p->toc[i].label;
	return NULL;
}
static int is_encrypted(const struct epub_package *p, const char *path)
{
	for (size_t i = 0; i < p->n_encrypted; i++)
		if (!strcmp(p->encrypted[i], path))
			return 1;
	return 0;
}
/* ---- the book ---------------------------------------------------------------- */

static int read_cover(struct epub_reader *r, struct epub_book *b)
{
	const struct epub_item *it = epub_find_item_with(&r->pkg, "cover-image");
	if (!it)
		it = epub_find_item(&r->pkg, r->pkg.cover_id);
	if (!it)
		return 0;
	struct strbuf img;
	strbuf_init(&img);
	int rc = epub_read_entry(r, it->path, EPUB_COVER_MAX, &img);
	const unsigned char *u = (const unsigned char *)img.buf;
	if (rc == ERR_UNKNOWN) {
		diag_add(r->d, 0, DIAG_WARNING, "its cover '%s' is missing: left out", it->path);
	} else if (!rc && img.len > 3 && u[0] == 0xFF && u[1] == 0xD8 && u[2] == 0xFF) {
		b->cover_ext = "jpg";
	} else if (!rc && img.len > 8 && !memcmp(img.buf, "\x89PNG\r\n\x1a\n", 8)) {
		b->cover_ext = "png";
	} else if (!rc) {
		diag_add(r->d, 0, DIAG_WARNING, "its cover '%s' is neither JPEG nor PNG: left out",
			 it->path);
	}
	if (b->cover_ext)
		b->cover = strbuf_detach(&img, &b->cover_len);
	strbuf_release(&img);
	return rc == ERR_UNKNOWN ? 0 : rc;
}

static int is_xhtml(const char *media_type)
{
	return !strcmp(media_type, "application/xhtml+xml") || !strcmp(media_type, "text/html");
}

/* The spine document's text, NULL-titled and empty when it has none. */
static int read_document(struct epub_reader *r, const struct epub_item *it, struct xhtml_text *x)
{
	struct strbuf buf;
	strbuf_init(&buf);
	strbuf_init(&x->text);
	x->heading = NULL;
	int rc = epub_read_entry(r, it->path, EPUB_ENTRY_MAX, &buf);
	if (rc == ERR_UNKNOWN) {
		diag_add(r->d, 0, DIAG_ERROR, "'%s' of its spine is missing from the archive",
			 it->path);
		rc = ERR_SYNTAX;
	}
	strbuf_reset(&r->where);
	if (!rc)
		rc = strbuf_addf(&r->where, "%s:%s", r->path, it->path);
	if (!rc) {
		const char *saved = diag_set_file(r->d, r->where.buf);
		rc = xhtml_to_text(buf.buf, buf.len, x, r->d);
		diag_set_file(r->d, saved);
	}
	strbuf_release(&buf);
	return rc;
}

/* A document without a heading of its own starts with its label in the
 * table of contents, as a reader shows it. */
static int add_chapter(struct epub_book *b, const char *path, const char *label,
		       struct xhtml_text *x)
{
	struct epub_chapter *v = realloc(b->v, (b->n + 1) * sizeof(*v));
	if (!v)
		return ERR_NOMEM;
	b->v = v;
	struct epub_chapter *c = &v[b->n];
	size_t first_line = strcspn(x->text.buf, "\n");
	if (!x->heading && label &&
	    !(strlen(label) == first_line && !strncmp(x->text.buf, label, first_line))) {
		struct strbuf with;
		strbuf_init(&with);
		if (strbuf_addf(&with, "%s\n\n%s", label, x->text.buf))
			return ERR_NOMEM;
		strbuf_release(&x->text);
		x->text = with;
	}
	const char *title = label ? label : x->heading;
	*c = (struct epub_chapter){ .path = strdup(path), .title = title ? strdup(title) : NULL };
	c->text = strbuf_detach(&x->text, &c->len);
	b->n++;
	return !c->path || (title && !c->title) || !c->text ? ERR_NOMEM : 0;
}

static int read_spine(struct epub_reader *r, struct epub_book *b)
{
	const struct epub_package *p = &r->pkg;
	int rc = 0;
	for (size_t i = 0; i < p->n_spine && !rc; i++) {
		const struct epub_item *it = epub_find_item(p, p->spine[i].idref);
		if (!it) {
			diag_add(r->d, 0, DIAG_ERROR, "its spine lists '%s', which the manifest has not",
				 p->spine[i].idref);
			return ERR_SYNTAX;
		}
		if (is_encrypted(p, it->path)) {
			diag_add(r->d, 0, DIAG_ERROR, "'%s' is encrypted (DRM): cannot be read",
				 it->path);
			return ERR_SYNTAX;
		}
		if (!is_xhtml(it->media_type)) {
			if (strcmp(it->media_type, "image/svg+xml"))
				diag_add(r->d, 0, DIAG_WARNING, "'%s' is %s, not XHTML: left out",
					 it->path, it->media_type);
			continue;
		}
		struct xhtml_text x;
		if ((rc = read_document(r, it, &x)))
			break;
		if (x.text.len && !p->spine[i].linear)
			diag_add(r->d, 0, DIAG_WARNING,
				 "'%s' is not in the reading order (linear=\"no\"): left out",
				 it->path);
		else if (x.text.len)
			rc = add_chapter(b, it->path, toc_label(p, it->path), &x);
		xhtml_text_release(&x);
	}
	if (!rc && !b->n) {
		diag_add(r->d, 0, DIAG_ERROR, "no document of its spine has any text");
		rc = ERR_EMPTY;
	}
	return rc;
}

/* The authors (role "aut", or none given), else every creator. */
static int join_authors(const struct epub_package *p, char **out)
{
	struct strbuf sb;
	strbuf_init(&sb);
	int rc = 0;
	for (int any = 0; any < 2 && !sb.len && !rc; any++)
		for (size_t i = 0; i < p->n_creators && !rc; i++) {
			const char *role = p->creators[i].role;
			if (any || !role || !strcmp(role, "aut"))
				rc = strbuf_addf(&sb, "%s%s", sb.len ? "、" : "", p->creators[i].name);
		}
	*out = rc || !sb.len ? NULL : strbuf_detach(&sb, NULL);
	strbuf_release(&sb);
	return rc;
}

static int take_metadata(struct epub_package *p, struct epub_book *b)
{
	b->title = p->title;
	p->title = NULL;
	/* dc:date is a W3CDTF date: its year comes first */
	const char *d = p->date;
	if (d && strspn(d, "0123456789") >= 4 && !(b->year = strndup(d, 4)))
		return ERR_NOMEM;
	return join_authors(p, &b->author);
}

int epub_read(struct epub_book *b, const char *path, struct diag *d)
{
	memset(b, 0, sizeof(*b));
	struct epub_reader r = { .path = path, .d = d, .budget = EPUB_BOOK_MAX };
	strbuf_init(&r.where);
	const char *saved = diag_set_file(d, path);
	int rc = 0;
	r.zip = zipfile_open(path, d, &rc);
	if (!rc)
		rc = epub_read_container(&r);
	if (!rc)
		rc = epub_read_package(&r);
	if (!rc)
		rc = epub_read_encryption(&r);
	if (!rc)
		rc = epub_read_toc(&r);
	if (!rc)
		rc = read_cover(&r, b);
	if (!rc)
		rc = read_spine(&r, b);
	if (!rc)
		rc = take_metadata(&r.pkg, b);
	diag_set_file(d, saved);
	epub_package_release(&r.pkg);
	strbuf_release(&r.where);
	zipfile_close(r.zip);
	if (rc)
		epub_release(b);
	return rc;
}

void epub_release(struct epub_book *b)
{
	for (size_t i = 0; i < b->n; i++)
		free(b->v[i].path), free(b->v[i].title), free(b->v[i].text);
	free(b->v);
	free(b->title), free(b->author), free(b->year), free(b->cover);
	memset(b, 0, sizeof(*b));
}

int epub_is_epub(const char *path)
{
	size_t n = strlen(path);
	if (n > 5 && !strcasecmp(path + n - 5, ".epub"))
		return 1;
	/* the mimetype entry comes first, stored: its name at 30, its text at 38 */
	char head[58];
	FILE *f = fopen(path, "rb");
	size_t got = f ? fread(head, 1, sizeof(head), f) : 0;
	if (f)
		fclose(f);
	return got == sizeof(head) && !memcmp(head, "PK\3\4", 4) &&
	       !memcmp(head + 30, "mimetype" MIMETYPE, 28);
}
