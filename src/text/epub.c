/* epub.c - container.xml → package (OPF) → spine, with the table of
 * contents and the cover; each document through xhtml.c. */
#include "text/epub.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "text/css.h"
#include "text/epub_package.h"
#include "text/ruby.h"
#include "text/split.h"
#include "text/text.h"
#include "text/xhtml.h"
#include "text/xml.h"
#include "text/zipfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MIMETYPE "application/epub+zip"

/* The label of the first entry of the table of contents that points to
 * path (whole: to the document itself, not a place in it). */
static const char *toc_label(const struct epub_package *p, const char *path, int whole)
{
	for (size_t i = 0; i < p->n_toc; i++)
		if (!strcmp(p->toc[i].path, path) && p->toc[i].label[0] &&
		    !(whole && p->toc[i].fragment))
			return p->toc[i].label;
	return NULL;
}
/* The label of an entry after the first one for path (whose label is first)
 * that points to the document itself too: a volume's entry and, nested in
 * it, its first chapter's (第一卷 ⊃ 第一章 春), both at the volume's first
 * document.  NULL when there is none. */
static const char *toc_nested_label(const struct epub_package *p, const char *path,
				    const char *first)
{
	int seen = 0;
	for (size_t i = 0; i < p->n_toc; i++) {
		if (strcmp(p->toc[i].path, path) || !p->toc[i].label[0])
			continue;
		if (seen && !p->toc[i].fragment && strcmp(p->toc[i].label, first))
			return p->toc[i].label;
		seen |= p->toc[i].label == first;
	}
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

/* The classes the book's style sheets hide, each after a space: a missing
 * sheet hides nothing. */
static int hidden_classes(struct epub_reader *r, struct strbuf *hidden)
{
	const struct epub_package *p = &r->pkg;
	struct strbuf css;
	strbuf_init(&css);
	int rc = 0;
	for (size_t i = 0; i < p->n_items && !rc; i++) {
		if (strcmp(p->items[i].media_type, "text/css") || is_encrypted(p, p->items[i].path))
			continue;
		strbuf_reset(&css);
		rc = epub_read_entry(r, p->items[i].path, EPUB_ENTRY_MAX, &css);
		if (rc == ERR_UNKNOWN)
			rc = 0;
		else if (!rc)
			rc = css_hidden_classes(css.buf, css.len, hidden);
	}
	strbuf_release(&css);
	return rc;
}

/* The spine document's text, NULL-titled and empty when it has none or is
 * missing from the archive (a warning), and where the ids[0..n_ids) start
 * in it (at). */
static int read_document(struct epub_reader *r, const struct epub_item *it, const char *hidden,
			 const char *const *ids, size_t n_ids, size_t *at, struct xhtml_text *x)
{
	struct strbuf buf;
	strbuf_init(&buf);
	strbuf_init(&x->text);
	strbuf_init(&x->readings);
	x->heading = NULL;
	int rc = epub_read_entry(r, it->path, EPUB_ENTRY_MAX, &buf);
	if (rc == ERR_UNKNOWN) { /* the rest of the book is still worth reading */
		strbuf_release(&buf);
		return diag_add(r->d, 0, DIAG_WARNING,
				"'%s' (item '%s' of its spine) is missing from the archive: left out",
				it->path, it->id);
	}
	strbuf_reset(&r->where);
	if (!rc)
		rc = strbuf_addf(&r->where, "%s:%s", r->path, it->path);
	if (!rc) {
		const char *saved = diag_set_file(r->d, r->where.buf);
		rc = xhtml_to_text_at(buf.buf, buf.len, hidden, ids, n_ids, at, x, r->d);
		diag_set_file(r->d, saved);
	}
	strbuf_release(&buf);
	return rc;
}

/* Whether text's first line is the label, but for its spaces (第二章　夏,
 * a full-width space, under the label 第二章 夏). */
static int opens_with(const char *text, const char *label)
{
	return utf8_same_but_space(text, strcspn(text, "\n"), label, strlen(label));
}

/* A chapter of text[0..len): a document without a heading of its own
 * (heading NULL, and no place the table of contents points at) starts with
 * its label, as a reader shows it. */
static int add_chapter(struct epub_book *b, const char *path, const char *label,
		       const char *heading, int at_heading, const char *text, size_t len)
{
	struct epub_chapter *v = realloc(b->v, (b->n + 1) * sizeof(*v));
	if (!v)
		return ERR_NOMEM;
	b->v = v;
	struct epub_chapter *c = &v[b->n];
	int with_label = !heading && !at_heading && label && !opens_with(text, label);
	struct strbuf sb;
	strbuf_init(&sb);
	int rc = with_label ? strbuf_addf(&sb, "%s\n\n", label) : 0;
	if (!rc)
		rc = strbuf_add(&sb, text, len);
	if (!rc && len && text[len - 1] != '\n') /* a piece cut before a mark */
		rc = strbuf_addch(&sb, '\n');
	const char *title = label ? label : heading;
	*c = (struct epub_chapter){ .path = strdup(path), .title = title ? strdup(title) : NULL };
	c->text = rc ? NULL : strbuf_detach(&sb, &c->len);
	strbuf_release(&sb);
	b->n++;
	return !c->path || (title && !c->title) || !c->text ? ERR_NOMEM : 0;
}

/* The chapter c goes on with text[0..len), a paragraph apart. */
static int go_on(struct epub_chapter *c, const char *text, size_t len)
{
	struct strbuf sb;
	strbuf_init(&sb);
	int rc = strbuf_add(&sb, c->text, c->len);
	if (!rc)
		rc = strbuf_addch(&sb, '\n');
	if (!rc)
		rc = strbuf_add(&sb, text, len);
	if (!rc && text[len - 1] != '\n')
		rc = strbuf_addch(&sb, '\n');
	if (rc) {
		strbuf_release(&sb);
		return rc;
	}
	free(c->text);
	c->text = strbuf_detach(&sb, &c->len);
	return 0;
}

/* The places the table of contents points into the document at path
 * (path#id), each id once, in the table's order. */
struct marks {
	const char **ids, **labels;
	size_t *at, n;
};

/* Whether toc entry i is a section of a chapter: nested in an entry of the
 * same document whose label is a chapter's heading (第二回 客栈 ⊃ 一 夜谈),
 * as pandoc nests a chapter's subheadings.  It cuts no chapter: a listener
 * expects the chapter whole, not a track for each of its sections. */
static int is_section(const struct epub_package *p, size_t i)
{
	for (size_t j = i; j-- > 0;)
		if (p->toc[j].level < p->toc[i].level)
			return !strcmp(p->toc[j].path, p->toc[i].path) &&
			       split_heading_kind(p->toc[j].label, strlen(p->toc[j].label)) ==
				       HEADING_CHAPTER;
	return 0;
}

static int find_marks(const struct epub_package *p, const char *path, struct marks *m)
{
	memset(m, 0, sizeof(*m));
	for (size_t i = 0; i < p->n_toc; i++)
		m->n += p->toc[i].fragment && !strcmp(p->toc[i].path, path);
	if (!m->n)
		return 0;
	m->ids = calloc(m->n, sizeof(*m->ids));
	m->labels = calloc(m->n, sizeof(*m->labels));
	m->at = calloc(m->n, sizeof(*m->at));
	if (!m->ids || !m->labels || !m->at)
		return ERR_NOMEM;
	size_t k = 0;
	for (size_t i = 0; i < p->n_toc; i++) {
		const struct epub_toc_entry *t = &p->toc[i];
		int dup = !t->fragment || strcmp(t->path, path) || is_section(p, i);
		for (size_t j = 0; !dup && j < k; j++)
			dup = !strcmp(m->ids[j], t->fragment);
		if (!dup)
			m->ids[k] = t->fragment, m->labels[k++] = t->label[0] ? t->label : NULL;
	}
	m->n = k;
	return 0;
}

static void marks_release(struct marks *m)
{
	free(m->ids), free(m->labels), free(m->at);
}

static int is_blank(const char *s, size_t n)
{
	return strspn(s, " \n") >= n;
}

/* A document the table of contents does not cut, with chapter headings in
 * its text (a converter's file of several chapters headed <p>第二章 …</p>,
 * or one with no <h1> nor label): a chapter from each heading, named by it.
 * *done is 0 when it has none of these, the document left to its caller. */
static int add_by_headings(struct epub_book *b, const char *path, const char *name,
			   const char *text, size_t len, int *done)
{
	struct text t = { .buf = (char *)text, .len = len };
	struct split_list l;
	*done = 0;
	if (split_book(&t, &l))
		return ERR_NOMEM;
	size_t headed = 0;
	for (size_t i = 0; i < l.n; i++)
		headed += l.v[i].title_end > l.v[i].title_start;
	int rc = 0;
	if (headed >= 2 || (headed == 1 && !name)) {
		*done = 1;
		for (size_t i = 0; i < l.n && !rc; i++) {
			const struct split_chapter *c = &l.v[i];
			size_t end = c->end; /* without the blank line before the next */
			while (end > c->start + 1 && text[end - 1] == '\n' && text[end - 2] == '\n')
				end--;
			char *title = NULL;
			if (c->title_end > c->title_start &&
			    !(title = strndup(text + c->title_start, c->title_end - c->title_start)))
				rc = ERR_NOMEM;
			else if (!is_blank(text + c->start, end - c->start))
				rc = add_chapter(b, path, title ? NULL : name, title, title != NULL,
						 text + c->start, end - c->start);
			free(title);
		}
	}
	split_list_release(&l);
	return rc;
}

/* A volume's first chapter, both in the table of contents at one document:
 * named by both (第一卷 第一章 春), the volume's label atop its text as a
 * TXT's volume heading stays atop its first chapter, heard. */
static int add_volume_chapter(struct epub_book *b, const char *path, const char *volume,
			      const char *chapter, const char *heading, const char *text,
			      size_t len)
{
	struct strbuf title, sb;
	strbuf_init(&title);
	strbuf_init(&sb);
	/* the chapter's heading, as the text has it, else its label atop */
	int headed = heading || opens_with(text, chapter);
	int rc = strbuf_addf(&title, "%s %s", volume, heading ? heading : chapter);
	if (!rc)
		rc = headed ? strbuf_addf(&sb, "%s\n\n", volume)
			    : strbuf_addf(&sb, "%s\n\n%s\n\n", volume, chapter);
	if (!rc)
		rc = strbuf_add(&sb, text, len);
	if (!rc)
		rc = add_chapter(b, path, title.buf, NULL, 1, sb.buf, sb.len);
	strbuf_release(&title);
	strbuf_release(&sb);
	return rc;
}

/* One document as chapters: cut where the table of contents points into it
 * (a converter's file of several chapters), else at the headings in its
 * text, else whole. */
static int add_document(struct epub_book *b, const struct epub_package *p, const char *path,
			const struct marks *m, const struct xhtml_text *x)
{
	const char *text = x->text.buf;
	size_t start = 0, len = x->text.len, cuts = 0;
	for (size_t i = 0; i < m->n; i++)
		cuts += m->at[i] != XHTML_NOWHERE && m->at[i] < len;
	if (!cuts) {
		const char *label = toc_label(p, path, 0);
		int done;
		int rc = add_by_headings(b, path, label ? label : x->heading, text, len, &done);
		if (rc || done)
			return rc;
		/* a converter's cut for size (index_split_002.html): no place in
		 * the table of contents, no heading: the chapter before goes on */
		if (!label && !x->heading && p->n_toc && b->n)
			return go_on(&b->v[b->n - 1], text, len);
		const char *chapter = label ? toc_nested_label(p, path, label) : NULL;
		if (chapter)
			return add_volume_chapter(b, path, label, chapter, x->heading, text, len);
		return add_chapter(b, path, label, x->heading, 0, text, len);
	}
	/* the text before the first place is the document's own (a preface) */
	const char *label = toc_label(p, path, 1);
	int at_heading = 0, rc = 0;
	size_t before = b->n;
	for (size_t i = 0; i < m->n && !rc; i++) {
		size_t at = m->at[i];
		if (at == XHTML_NOWHERE || at < start || at >= len)
			continue; /* not found, or out of the text's order */
		if (!is_blank(text + start, at - start))
			rc = add_chapter(b, path, label, NULL, at_heading, text + start, at - start);
		while (at < len && text[at] == '\n')
			at++;
		start = at, label = m->labels[i], at_heading = 1;
	}
	if (rc || (b->n > before && is_blank(text + start, len - start)))
		return rc;
	return add_chapter(b, path, label, NULL, at_heading, text + start, len - start);
}

/* A title page is said with its text on one line, and left out: the title
 * and author it holds are the package's, in book.ini and every track's tags,
 * and as a chapter it made a track of three seconds before the first. */
static int title_page_left_out(struct epub_reader *r, const char *path, const struct strbuf *text)
{
	struct strbuf line;
	strbuf_init(&line);
	int rc = 0;
	for (size_t i = 0; i < text->len && !rc; i++) {
		int end = text->buf[i] == '\n';
		if (!end || (line.len && line.buf[line.len - 1] != ' ' && i + 1 < text->len))
			rc = strbuf_addch(&line, end ? ' ' : text->buf[i]);
	}
	if (!rc)
		rc = diag_add(r->d, 0, DIAG_WARNING, "'%s' is the book's title page (%s): left out",
			      path, line.buf);
	strbuf_release(&line);
	return rc;
}

/* The book's ruby readings a lexicon keeps (ruby.h) in b->lexicon. */
static int book_readings(struct epub_book *b, const struct strbuf *readings)
{
	const char **texts = malloc(b->n * sizeof(*texts));
	size_t *lens = malloc(b->n * sizeof(*lens));
	struct strbuf out;
	strbuf_init(&out);
	int rc = texts && lens ? 0 : ERR_NOMEM;
	for (size_t i = 0; !rc && i < b->n; i++)
		texts[i] = b->v[i].text, lens[i] = b->v[i].len;
	if (!rc)
		rc = ruby_book_readings(readings->buf, readings->len, texts, lens, b->n, &out);
	if (!rc && out.len)
		b->lexicon = strbuf_detach(&out, &b->lexicon_len);
	strbuf_release(&out);
	free(texts);
	free(lens);
	return rc;
}

/* Whether path is a document of the spine, or the EPUB 3 table of
 * contents itself (which a reader shows apart, and may list in itself). */
static int in_spine(const struct epub_package *p, const char *path)
{
	for (size_t i = 0; i < p->n_items; i++)
		if (!strcmp(p->items[i].path, path) &&
		    xml_has_token(p->items[i].properties, "nav"))
			return 1;
	for (size_t i = 0; i < p->n_spine; i++) {
		const struct epub_item *it = epub_find_item(p, p->spine[i].idref);
		if (it && !strcmp(it->path, path))
			return 1;
	}
	return 0;
}

/* A chapter the table of contents lists but the spine (the reading order)
 * has not is not read, as a reader does not show it: said, once a
 * document, so that the chapters after it, numbered one less, are not
 * renumbered unseen. */
static void toc_outside_spine(struct epub_reader *r)
{
	const struct epub_package *p = &r->pkg;
	for (size_t i = 0; i < p->n_toc; i++) {
		const char *path = p->toc[i].path;
		int first = 1;
		for (size_t j = 0; j < i && first; j++)
			first = strcmp(p->toc[j].path, path) != 0;
		if (first && !in_spine(p, path))
			diag_add(r->d, 0, DIAG_WARNING,
				 "'%s' (%s in its table of contents) is not in its spine: left out, "
				 "the chapters after it numbered one less", path, p->toc[i].label);
	}
}

static int read_spine(struct epub_reader *r, struct epub_book *b)
{
	const struct epub_package *p = &r->pkg;
	struct strbuf hidden, readings;
	strbuf_init(&hidden);
	strbuf_init(&readings);
	int rc = hidden_classes(r, &hidden);
	for (size_t i = 0; i < p->n_spine && !rc; i++) {
		const struct epub_item *it = epub_find_item(p, p->spine[i].idref);
		if (!it) {
			diag_add(r->d, 0, DIAG_ERROR, "its spine lists '%s', which the manifest has not",
				 p->spine[i].idref);
			rc = ERR_SYNTAX;
			break;
		}
		if (is_encrypted(p, it->path)) {
			diag_add(r->d, 0, DIAG_ERROR, "'%s' is encrypted (DRM): cannot be read",
				 it->path);
			rc = ERR_SYNTAX;
			break;
		}
		if (!is_xhtml(it->media_type)) {
			if (strcmp(it->media_type, "image/svg+xml"))
				diag_add(r->d, 0, DIAG_WARNING, "'%s' is %s, not XHTML: left out",
					 it->path, it->media_type);
			continue;
		}
		struct xhtml_text x;
		struct marks m;
		if ((rc = find_marks(p, it->path, &m)) ||
		    (rc = read_document(r, it, hidden.buf, m.ids, m.n, m.at, &x))) {
			marks_release(&m);
			break;
		}
		if (x.text.len && !p->spine[i].linear)
			diag_add(r->d, 0, DIAG_WARNING,
				 "'%s' is not in the reading order (linear=\"no\"): left out",
				 it->path);
		else if (x.text.len &&
			 split_contents_end(x.text.buf, x.text.len, 0) == x.text.len)
			diag_add(r->d, 0, DIAG_WARNING,
				 "'%s' is a table of contents (the chapters' headings): left out",
				 it->path);
		else if (x.text.len && x.title_page)
			rc = title_page_left_out(r, it->path, &x.text);
		else if (x.text.len && xhtml_only_images(&x))
			diag_add(r->d, 0, DIAG_WARNING, "'%s' is only an image (%.*s): left out",
				 it->path, (int)(x.text.len - 1), x.text.buf);
		else if (x.text.len && !(rc = add_document(b, p, it->path, &m, &x)))
			rc = strbuf_add(&readings, x.readings.buf, x.readings.len); /* of text kept */
		xhtml_text_release(&x);
		marks_release(&m);
	}
	strbuf_release(&hidden);
	if (!rc && readings.len && b->n)
		rc = book_readings(b, &readings);
	strbuf_release(&readings);
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
		toc_outside_spine(&r);
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
	free(b->title), free(b->author), free(b->year), free(b->cover), free(b->lexicon);
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
