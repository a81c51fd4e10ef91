/* xhtml.h - an EPUB's XHTML content document as the text a reader reads.
 *
 * Block elements (p, div, h1-h6, li ...) are paragraphs, one a line with a
 * blank line between; <br/> ends a line.  White space collapses as a browser
 * collapses it, and a line break between two Chinese characters is no space.
 * Scripts, styles, the head, ruby annotations (rt, rp: kept in readings
 * when they are pinyin, ruby.h), SVG and MathML,
 * and hidden elements (by an attribute, a style or a class a style sheet
 * hides) are not read; an image is its alt text, if any, as 〔图：ALT〕 (an
 * aside: kept, not read aloud).  A note reference (epub:type
 * noteref) is a link, not text, and is dropped; the notes themselves
 * (footnote, endnote, rearnote) are read after the document's text, in
 * their order.  Headings are kept as paragraphs of their own. */
#ifndef TINGSHU_XHTML_H
#define TINGSHU_XHTML_H

#include <stddef.h>

#include "base/strbuf.h"

struct diag;

struct xhtml_text {
	struct strbuf text; /* paragraphs, each line ending in \n; empty: no text */
	char *heading;      /* the first heading's text, or NULL */
	int title_page;     /* all its text is in a title page (epub:type titlepage),
			     * or it is calibre's jacket (the book's metadata) */
	struct strbuf readings; /* its ruby annotations in pinyin, as ruby_reading's lines */
};

/* Problems (malformed XML, an entity declared, an unknown entity left out)
 * go to d with their line.  Returns 0 or xml_parse's codes. */
int xhtml_to_text(const char *buf, size_t n, struct xhtml_text *out, struct diag *d);
/* The same, hiding too the elements of the classes in hidden (each after a
 * space, as css_hidden_classes gives them: the book's style sheets'; NULL
 * for none), and where the elements with the ids[0..n_ids) start in the
 * body's text: at[i], or XHTML_NOWHERE for an id not found there (the
 * places a table of contents points into a document at). */
#define XHTML_NOWHERE ((size_t)-1)
int xhtml_to_text_at(const char *buf, size_t n, const char *hidden, const char *const *ids,
		     size_t n_ids, size_t *at, struct xhtml_text *out, struct diag *d);
/* Whether the text is images' alt texts and nothing else (a cover page). */
int xhtml_only_images(const struct xhtml_text *x);
void xhtml_text_release(struct xhtml_text *x);

/* The text of an element's content, white space collapsed and trimmed, as
 * xhtml_to_text would give it within a line: appended to out. */
int xhtml_collapse(struct strbuf *out, const char *s, size_t n);

#endif
