#include "text/xhtml.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/utf8.h"
#include "text/css.h"
#include "text/ruby.h"
#include "text/xml.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define NOTES_TITLE "注释"
/* An image's alt text is kept in the text so marked, and not read
 * (segment/aside.h): it describes what the eye sees, the story goes on. */
#define IMAGE_OPEN "〔图："
#define IMAGE_CLOSE "〕"

#define XHTML_NS "http://www.w3.org/1999/xhtml"
#define OPS_NS "http://www.idpf.org/2007/ops"

enum brk { BRK_NONE, BRK_LINE, BRK_PARA };
enum space { SPACE_NONE, SPACE, SPACE_NEWLINE };

/* Text written as a browser lays it out: breaks and spaces are pending until
 * the next character shows whether they are needed. */
struct flow {
	struct strbuf *sb;
	enum brk brk;
	enum space space;
	int32_t last; /* the last character written, 0 at a line's start */
};

/* Wide characters and the punctuation Chinese sets among them: a line break
 * in the source between two of them is no space (CSS Text's segment break
 * rule, which a reader of Chinese applies). */
static int is_wide(int32_t cp)
{
	return utf8_is_han(cp) || (cp >= 0x2E80 && cp <= 0x303F) ||
	       (cp >= 0x3040 && cp <= 0x33FF) || (cp >= 0xFE30 && cp <= 0xFE4F) ||
	       (cp >= 0xFF00 && cp <= 0xFF60) || (cp >= 0xFFE0 && cp <= 0xFFE6) ||
	       (cp >= 0x2014 && cp <= 0x201F) || cp == 0x2026 || cp == 0x00B7;
}

static int is_xml_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static void flow_break(struct flow *f, enum brk b)
{
	if (b > f->brk)
		f->brk = b;
}

static int flow_char(struct flow *f, int32_t cp, const char *s, size_t len)
{
	int rc = 0;
	if (f->brk && f->sb->len)
		rc = strbuf_adds(f->sb, f->brk == BRK_PARA ? "\n\n" : "\n");
	if (f->brk) {
		f->last = 0;
		f->space = SPACE_NONE;
	}
	f->brk = BRK_NONE;
	if (f->space && f->last && !(f->space == SPACE_NEWLINE && is_wide(f->last) && is_wide(cp)))
		rc = rc ? rc : strbuf_addch(f->sb, ' ');
	f->space = SPACE_NONE;
	f->last = cp;
	return rc ? rc : strbuf_add(f->sb, s, len);
}

/* pre: white space kept as written (a <pre> element). */
static int flow_text(struct flow *f, const char *s, size_t n, int pre)
{
	size_t len;
	for (size_t i = 0; i < n; i += len) {
		len = 1;
		if (pre && (s[i] == '\n' || s[i] == '\r')) {
			if (s[i] == '\n')
				flow_break(f, BRK_LINE);
			continue;
		}
		if (!pre && is_xml_space(s[i])) {
			enum space sp = s[i] == '\n' ? SPACE_NEWLINE : SPACE;
			if (sp > f->space)
				f->space = sp;
			continue;
		}
		int32_t cp = utf8_decode(s + i, n - i, &len);
		int rc = flow_char(f, cp, s + i, len);
		if (rc)
			return rc;
	}
	return 0;
}

int xhtml_collapse(struct strbuf *out, const char *s, size_t n)
{
	struct flow f = { .sb = out };
	return flow_text(&f, s, n, 0);
}

struct conv {
	struct flow body, notes, *out;
	struct flow heading; /* the first heading's text, on one line */
	int heading_done;
	unsigned depth;
	unsigned skip_at, note_at, pre_at, heading_at; /* 0: not inside one */
	unsigned any_heading_at; /* inside a heading, the first or another */
	unsigned sup_at, link_at; /* a superscript, a link to a place (href="#…") */
	char link_to[64];	  /* the place in this document the link goes to, or "" */
	struct strbuf note_ids;	  /* the places note marks go to, each after a space */
	unsigned para_at;	  /* an open <p>, <li>, <dd> or <dt>: one paragraph */
	int held;		  /* the notes from held_from are only places marks go
				   * to: body text after them makes them body again */
	size_t held_from;
	struct flow held_flow;	  /* the notes' flow before them */
	unsigned title_page_at;	  /* an element of epub:type titlepage */
	int titled, untitled;	  /* text seen inside one, outside one */
	int jacket;		  /* calibre's page of the book's metadata */
	int in_body;
	const char *const *ids; /* xhtml_to_text_at's: where each starts */
	size_t n_ids, *at;
	struct diag *d;
	char entity[5]; /* the character an entity stands for */
	struct strbuf hidden; /* the classes styles hide, each after a space */
	unsigned style_at;    /* inside a <style>: its text gathered in style */
	struct strbuf style;
	unsigned ruby_at, rt_at;	   /* inside a <ruby>, and an <rt> of it */
	struct strbuf ruby_base, ruby_rt;  /* their text */
	struct strbuf *readings;	   /* the output's */
};

static int is_one_of(const char *name, const char *const *set)
{
	for (; *set; set++)
		if (!strcmp(name, *set))
			return 1;
	return 0;
}

/* Whether one of e's classes is one a style sheet hides. */
static int hidden_class(const struct conv *c, const struct xml_elem *e)
{
	const char *cls = xml_attr(e, NULL, "class");
	char token[64];
	while (cls && *cls && c->hidden.len) {
		cls += strspn(cls, " \t\r\n");
		size_t k = strcspn(cls, " \t\r\n");
		if (k && k < sizeof(token)) {
			memcpy(token, cls, k);
			token[k] = 0;
			if (xml_has_token(c->hidden.buf, token))
				return 1;
		}
		cls += k;
	}
	return 0;
}

/* What a reader does not read aloud; and what a style hides (display:none,
 * visibility:hidden), how sites slip a watermark (盗版必究) into a sentence. */
static int is_skipped(const struct conv *c, const struct xml_elem *e)
{
	static const char *const names[] = { "head", "script", "style", "template", "rt", "rp",
					     "rtc", "svg", "math", "audio", "video", "object",
					     "iframe", "canvas", NULL };
	const char *type = xml_attr(e, OPS_NS, "type"), *role = xml_attr(e, NULL, "role");
	const char *style = xml_attr(e, NULL, "style");
	return is_one_of(e->name, names) || xml_attr(e, NULL, "hidden") ||
	       (style && css_hides(style, strlen(style))) || hidden_class(c, e) ||
	       xml_has_token(type, "noteref") || xml_has_token(role, "doc-noteref") ||
	       (e->ns && strcmp(e->ns, XHTML_NS));
}

/* Whether e links to a place in a document (href="#n1", "notes.html#n1"). */
static int links_to_place(const struct xml_elem *e)
{
	const char *href = xml_attr(e, NULL, "href");
	return !strcmp(e->name, "a") && href && strchr(href, '#');
}

/* A note's mark as converters write it, without epub:type: a superscript
 * in a link to a place, or such a link in a superscript (<a href="#n1">
 * <sup>[1]</sup></a>, <sup><a href="#n1">1</a></sup>). */
static int is_note_mark(const struct conv *c, const struct xml_elem *e)
{
	return (c->link_at && !strcmp(e->name, "sup")) || (c->sup_at && links_to_place(e));
}

/* The place in this document a link goes to (href="#n1": n1), else NULL. */
static const char *place_here(const struct xml_elem *e)
{
	const char *href = xml_attr(e, NULL, "href");
	return href && href[0] == '#' && href[1] ? href + 1 : NULL;
}

/* A note mark's place, to know its note by (a converter's <p id="fn1">,
 * which has no epub:type); its words become a token of note_ids. */
static int add_note_id(struct conv *c, const char *id)
{
	if (!id || !*id || strpbrk(id, " \t\r\n") || xml_has_token(c->note_ids.buf, id))
		return 0;
	return strbuf_addf(&c->note_ids, " %s", id);
}

static int is_note(const struct xml_elem *e)
{
	static const char *const types[] = { "footnote", "endnote", "rearnote", "note",
					     "footnotes", "endnotes", "rearnotes", NULL };
	static const char *const roles[] = { "doc-footnote", "doc-endnote", "doc-endnotes",
					     NULL };
	const char *type = xml_attr(e, OPS_NS, "type"), *role = xml_attr(e, NULL, "role");
	for (const char *const *t = types; *t; t++)
		if (xml_has_token(type, *t))
			return 1;
	for (const char *const *r = roles; *r; r++)
		if (xml_has_token(role, *r))
			return 1;
	return 0;
}

static int is_block(const char *name)
{
	static const char *const names[] = {
		"address", "article", "aside", "blockquote", "body", "caption", "center", "dd",
		"details", "dialog", "div", "dl", "dt", "fieldset", "figcaption", "figure",
		"footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr",
		"legend", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table",
		"tbody", "tfoot", "thead", "tr", "ul", NULL
	};
	return is_one_of(name, names);
}

/* An element that holds one paragraph, not many (a <div> may). */
static int is_paragraph(const char *name)
{
	static const char *const names[] = { "p", "li", "dd", "dt", NULL };
	return is_one_of(name, names);
}

/* Body text after notes only marks pointed to: they were body paragraphs a
 * link led to (<sup><a href="#sec3">3</a></sup>, a cross-reference), which
 * go back where they stood, read. */
static int unhold_notes(struct conv *c)
{
	struct strbuf *notes = c->notes.sb;
	size_t from = c->held_from;
	int rc = 0;
	while (from < notes->len && notes->buf[from] == '\n')
		from++;
	if (from < notes->len) {
		if (c->body.sb->len)
			rc = strbuf_adds(c->body.sb, "\n\n");
		rc = rc ? rc : strbuf_add(c->body.sb, notes->buf + from, notes->len - from);
		c->body.brk = BRK_PARA;
	}
	notes->len = c->held_from;
	notes->buf[notes->len] = '\0';
	c->notes = c->held_flow;
	c->held = 0;
	return rc;
}

static int is_heading(const char *name)
{
	return name[0] == 'h' && name[1] >= '1' && name[1] <= '6' && !name[2];
}

/* Where the body's text stands when e starts, for the ids asked about. */
static void mark_id(struct conv *c, const struct xml_elem *e)
{
	const char *id = c->n_ids && c->in_body && !c->note_at ? xml_attr(e, NULL, "id") : NULL;
	for (size_t i = 0; id && i < c->n_ids; i++)
		if (c->at[i] == XHTML_NOWHERE && !strcmp(c->ids[i], id))
			c->at[i] = c->body.sb->len;
}

/* An image's alt text, marked as an image's, where the image is. */
static int image_text(struct flow *f, const char *alt)
{
	struct strbuf collapsed;
	strbuf_init(&collapsed);
	int rc = alt ? xhtml_collapse(&collapsed, alt, strlen(alt)) : 0;
	if (!rc && collapsed.len) {
		rc = flow_text(f, IMAGE_OPEN, strlen(IMAGE_OPEN), 0);
		rc = rc ? rc : flow_text(f, collapsed.buf, collapsed.len, 0);
		rc = rc ? rc : flow_text(f, IMAGE_CLOSE, strlen(IMAGE_CLOSE), 0);
	}
	strbuf_release(&collapsed);
	return rc;
}

static int on_start(void *ctx, const struct xml_elem *e)
{
	struct conv *c = ctx;
	c->depth++;
	if (!strcmp(e->name, "body"))
		c->in_body = 1;
	/* calibre's jacket (its page of the title, author, publisher and
	 * blurb) says so in its head: <meta name="calibre-content" content="jacket"> */
	if (!c->in_body && !strcmp(e->name, "meta") &&
	    xml_has_token(xml_attr(e, NULL, "name"), "calibre-content") &&
	    xml_has_token(xml_attr(e, NULL, "content"), "jacket"))
		c->jacket = 1;
	if (is_paragraph(e->name))
		c->para_at = c->depth;
	mark_id(c, e);
	if (!strcmp(e->name, "style") && !c->style_at)
		c->style_at = c->depth;
	if (c->ruby_at && !c->rt_at && !strcmp(e->name, "rt"))
		c->rt_at = c->depth;
	if (c->skip_at)
		return 0;
	if (!c->ruby_at && c->in_body && !strcmp(e->name, "ruby")) {
		c->ruby_at = c->depth;
		strbuf_reset(&c->ruby_base);
		strbuf_reset(&c->ruby_rt);
	}
	/* a link back opening a held note (<p id="fn1"><a href="#r1">1</a>…): a note */
	if (c->held && c->out == &c->notes && c->notes.brk == BRK_PARA && links_to_place(e))
		c->held = 0;
	if (is_note_mark(c, e)) {
		c->skip_at = c->depth;
		return add_note_id(c, c->sup_at ? place_here(e) : c->link_to);
	}
	if (is_skipped(c, e)) {
		c->skip_at = c->depth;
		return 0;
	}
	if (!c->title_page_at && c->in_body &&
	    xml_has_token(xml_attr(e, OPS_NS, "type"), "titlepage"))
		c->title_page_at = c->depth;
	if (!strcmp(e->name, "img") && c->in_body) {
		const char *alt = xml_attr(e, NULL, "alt");
		c->untitled |= !c->title_page_at && alt && *alt;
		int rc = alt && *alt && c->held && c->out == &c->body ? unhold_notes(c) : 0;
		return rc ? rc : image_text(c->out, alt);
	}
	if (!c->sup_at && !strcmp(e->name, "sup"))
		c->sup_at = c->depth;
	if (!c->link_at && links_to_place(e)) {
		c->link_at = c->depth;
		const char *to = place_here(e);
		snprintf(c->link_to, sizeof(c->link_to), "%s", to && strlen(to) < 64 ? to : "");
	}
	/* a note marks point to: itself, or, a place at its start (<p><a
	 * id="fn1">[1]</a>…), the paragraph it starts (not a <div> of many);
	 * held until body text after it shows it was none (unhold_notes) */
	const char *id = c->note_ids.len ? xml_attr(e, NULL, "id") : NULL;
	int marked = id && c->in_body && xml_has_token(c->note_ids.buf, id);
	if (!c->note_at && (is_note(e) || marked)) {
		int starts = marked && !is_block(e->name) && c->out->brk == BRK_PARA &&
			     c->para_at == c->depth - 1;
		c->note_at = starts ? c->depth - 1 : c->depth;
		if (is_note(e) || (starts && links_to_place(e))) {
			c->held = 0; /* a note for sure: the ones before it were too */
		} else if (!c->held) {
			c->held = 1;
			c->held_from = c->notes.sb->len;
			c->held_flow = c->notes;
		}
		c->out = &c->notes;
		flow_break(c->out, BRK_PARA);
	}
	if (!c->pre_at && !strcmp(e->name, "pre"))
		c->pre_at = c->depth;
	if (!c->note_at && !c->heading_done && !c->heading_at && is_heading(e->name))
		c->heading_at = c->depth;
	if (!c->any_heading_at && is_heading(e->name))
		c->any_heading_at = c->depth;
	/* a heading is one line: <h2>第一章<br/>风起</h2> is 第一章 风起 */
	int gap = !strcmp(e->name, "td") || !strcmp(e->name, "th") ||
		  (c->any_heading_at && !strcmp(e->name, "br"));
	if (is_block(e->name))
		flow_break(c->out, BRK_PARA);
	else if (!strcmp(e->name, "br") && !gap)
		flow_break(c->out, BRK_LINE);
	if (c->heading_at && !strcmp(e->name, "br") && !c->heading.space)
		c->heading.space = SPACE;
	if (gap && !c->out->space)
		c->out->space = SPACE;
	return 0;
}

static int on_end(void *ctx, const char *name, const char *ns)
{
	struct conv *c = ctx;
	unsigned depth = c->depth--;
	(void)ns;
	if (c->para_at == depth)
		c->para_at = 0;
	if (c->style_at == depth) {
		c->style_at = 0;
		int rc = css_hidden_classes(c->style.buf, c->style.len, &c->hidden);
		strbuf_reset(&c->style);
		if (rc)
			return rc;
	}
	if (c->rt_at == depth) {
		c->rt_at = 0;
		int rc = strbuf_addch(&c->ruby_rt, ' ');
		if (rc)
			return rc;
	}
	if (c->ruby_at == depth) {
		c->ruby_at = 0;
		int rc = ruby_reading(c->ruby_base.buf, c->ruby_base.len, c->ruby_rt.buf,
				      c->ruby_rt.len, c->readings);
		if (rc)
			return rc;
	}
	if (c->skip_at) {
		if (c->skip_at == depth)
			c->skip_at = 0;
		return 0;
	}
	if (is_block(name))
		flow_break(c->out, BRK_PARA);
	if (c->note_at == depth) {
		c->note_at = 0;
		c->out = &c->body;
	}
	if (c->pre_at == depth)
		c->pre_at = 0;
	if (c->title_page_at == depth)
		c->title_page_at = 0;
	if (c->sup_at == depth)
		c->sup_at = 0;
	if (c->link_at == depth) {
		c->link_at = 0;
		c->link_to[0] = '\0';
	}
	if (c->any_heading_at == depth)
		c->any_heading_at = 0;
	if (c->heading_at == depth) {
		c->heading_at = 0;
		c->heading_done = c->heading.sb->len > 0;
	}
	if (!strcmp(name, "body"))
		c->in_body = 0;
	return 0;
}

static int on_text(void *ctx, const char *s, size_t n)
{
	struct conv *c = ctx;
	if (c->style_at)
		return strbuf_add(&c->style, s, n);
	if (c->rt_at)
		return strbuf_add(&c->ruby_rt, s, n);
	if (c->skip_at || !c->in_body)
		return 0;
	if (c->ruby_at) {
		int rc = strbuf_add(&c->ruby_base, s, n);
		if (rc)
			return rc;
	}
	size_t blank = 0;
	while (blank < n && strchr(" \t\r\n", s[blank]))
		blank++;
	if (blank < n) {
		c->titled |= c->title_page_at != 0;
		c->untitled |= !c->title_page_at;
	}
	int rc = blank < n && c->held && c->out == &c->body ? unhold_notes(c) : 0;
	rc = rc ? rc : flow_text(c->out, s, n, c->pre_at != 0);
	if (!rc && c->heading_at)
		rc = flow_text(&c->heading, s, n, 0);
	return rc;
}

/* XHTML's named entities that EPUBs use, under an XHTML 1.1 DOCTYPE (not
 * loaded) or none, as converters write them. */
static const struct {
	const char *name;
	int32_t cp;
} entities[] = {
	{ "nbsp", 0xA0 },    { "ensp", 0x2002 },   { "emsp", 0x2003 },  { "thinsp", 0x2009 },
	{ "zwnj", 0x200C },  { "zwj", 0x200D },    { "shy", 0xAD },     { "ndash", 0x2013 },
	{ "mdash", 0x2014 }, { "lsquo", 0x2018 },  { "rsquo", 0x2019 }, { "ldquo", 0x201C },
	{ "rdquo", 0x201D }, { "hellip", 0x2026 }, { "middot", 0xB7 },  { "bull", 0x2022 },
	{ "laquo", 0xAB },   { "raquo", 0xBB },    { "copy", 0xA9 },    { "reg", 0xAE },
	{ "trade", 0x2122 }, { "deg", 0xB0 },      { "times", 0xD7 },   { "divide", 0xF7 },
	{ "sect", 0xA7 },    { "para", 0xB6 },     { "plusmn", 0xB1 },  { "prime", 0x2032 },
	{ "larr", 0x2190 },  { "rarr", 0x2192 },   { "yen", 0xA5 },     { "pound", 0xA3 },
};

static int on_entity(void *ctx, const char *name, size_t line, const char **text)
{
	struct conv *c = ctx;
	*text = "";
	for (size_t i = 0; i < sizeof(entities) / sizeof(*entities); i++) {
		if (strcmp(name, entities[i].name))
			continue;
		/* a soft hyphen is only a place to break */
		size_t len = entities[i].cp == 0xAD ? 0 : utf8_encode(entities[i].cp, c->entity);
		c->entity[len] = '\0';
		*text = c->entity;
		return 0;
	}
	if (c->skip_at || !c->in_body)
		return 0;
	return diag_add(c->d, line, DIAG_WARNING, "unknown entity '&%s;' left out", name);
}

/* Where word first is in buf[0..n), ASCII case ignored, or n. */
static size_t find_word(const char *buf, size_t n, const char *word)
{
	size_t k = strlen(word);
	for (size_t i = 0; i + k <= n; i++)
		if (!strncasecmp(buf + i, word, k))
			return i;
	return n;
}

/* Whether the document starts with an XML declaration naming its encoding. */
static int declares_encoding(const char *buf, size_t n)
{
	if (n < 5 || memcmp(buf, "<?xml", 5))
		return 0;
	const char *end = memchr(buf, '>', n);
	return end && find_word(buf, (size_t)(end - buf), "encoding") < (size_t)(end - buf);
}

/* The charset an HTML <meta> names in the document's head (<meta
 * charset="big5">, or http-equiv's content="text/html; charset=gbk"), as
 * iconv names it, into name; 0 for none.  A page converted from HTML often
 * keeps its charset there alone, where XML does not look. */
static int meta_charset(const char *buf, size_t n, char *name, size_t size)
{
	size_t len = find_word(buf, n, "</head>"), at = find_word(buf, len, "charset");
	if (at == len)
		return 0;
	const char *p = buf + at + 7, *end = buf + len;
	while (p < end && (*p == ' ' || *p == '='))
		p++;
	p += p < end && (*p == '"' || *p == '\'');
	size_t k = 0;
	while (p + k < end && k + 1 < size && (isalnum((unsigned char)p[k]) || strchr("-_", p[k])))
		k++;
	if (!k)
		return 0;
	/* GB2312 and GBK pages hold characters of their supersets too */
	if (!strncasecmp(p, "gb", 2))
		snprintf(name, size, "GB18030");
	else
		snprintf(name, size, "%.*s", (int)k, p);
	return 1;
}

int xhtml_to_text(const char *buf, size_t n, struct xhtml_text *out, struct diag *d)
{
	return xhtml_to_text_at(buf, n, NULL, NULL, 0, NULL, out, d);
}

int xhtml_to_text_at(const char *buf, size_t n, const char *hidden, const char *const *ids,
		     size_t n_ids, size_t *at, struct xhtml_text *out, struct diag *d)
{
	static const struct xml_handler h = { on_start, on_end, on_text, on_entity };
	struct strbuf notes, heading;
	strbuf_init(&out->text);
	strbuf_init(&out->readings);
	strbuf_init(&notes);
	strbuf_init(&heading);
	out->heading = NULL;
	out->title_page = 0;
	for (size_t i = 0; i < n_ids; i++)
		at[i] = XHTML_NOWHERE;
	struct conv c = { .body = { .sb = &out->text }, .notes = { .sb = &notes },
			  .heading = { .sb = &heading }, .ids = ids, .n_ids = n_ids, .at = at,
			  .d = d, .readings = &out->readings };
	c.out = &c.body;
	strbuf_init(&c.ruby_base);
	strbuf_init(&c.ruby_rt);
	strbuf_init(&c.hidden);
	strbuf_init(&c.style);
	strbuf_init(&c.note_ids);
	int rc = hidden ? strbuf_adds(&c.hidden, hidden) : 0;
	char charset[32];
	int legacy = utf8_valid_prefix(buf, n) < n && !declares_encoding(buf, n) &&
		     meta_charset(buf, n, charset, sizeof(charset));
	if (!rc)
		rc = xml_parse_in(buf, n, legacy ? charset : NULL, &h, &c, d);
	strbuf_release(&c.hidden);
	strbuf_release(&c.style);
	strbuf_release(&c.note_ids);
	strbuf_release(&c.ruby_base);
	strbuf_release(&c.ruby_rt);
	/* the notes after the text, a paragraph apart, under a title that
	 * tells they are not read (segment/aside.h), unless the document is
	 * notes and its heading alone, which titles them already */
	int notes_only = heading.len && out->text.len == heading.len &&
			 !memcmp(out->text.buf, heading.buf, heading.len);
	if (!rc && notes.len)
		rc = out->text.len ? strbuf_addf(&out->text, notes_only ? "\n\n%s" :
							  "\n\n" NOTES_TITLE "\n\n%s",
						 notes.buf)
				   : strbuf_addf(&out->text, NOTES_TITLE "\n\n%s", notes.buf);
	if (!rc && out->text.len)
		rc = strbuf_addch(&out->text, '\n');
	out->title_page = c.jacket || (c.titled && !c.untitled);
	if (!rc && heading.len && !(out->heading = strbuf_detach(&heading, NULL)))
		rc = ERR_NOMEM;
	strbuf_release(&heading);
	strbuf_release(&notes);
	if (rc)
		xhtml_text_release(out);
	return rc;
}

int xhtml_only_images(const struct xhtml_text *x)
{
	const char *p = x->text.buf, *end = p + x->text.len;
	size_t open = strlen(IMAGE_OPEN), close = strlen(IMAGE_CLOSE);
	int any = 0;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		if (n && (n < open + close || memcmp(p, IMAGE_OPEN, open) ||
			  memcmp(p + n - close, IMAGE_CLOSE, close)))
			return 0;
		any |= n > 0;
		p += n + 1;
	}
	return any;
}

void xhtml_text_release(struct xhtml_text *x)
{
	strbuf_release(&x->text);
	strbuf_release(&x->readings);
	free(x->heading);
	x->heading = NULL;
}
