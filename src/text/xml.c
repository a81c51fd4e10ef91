/* xml.c - the only file that includes libxml2's headers.
 *
 * libxml2 runs in SAX mode with a handler of our own that starts empty: no
 * tree is built, the internal and external DTD subsets are not processed,
 * and the first entity declaration stops the parse. */
#include "text/xml.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/parserInternals.h>

struct xml_state {
	const struct xml_handler *h;
	void *ctx;
	struct diag *d;
	int rc;                 /* a handler's code, or ours: why the parse stopped */
	char error[160];        /* the first fatal error, and its line */
	size_t error_line;
	struct xml_attr *attrs; /* the current element's, reused */
	size_t attrs_alloc;
	struct strbuf values;   /* their values, NUL-separated */
	xmlEntity entity;       /* what the handler said an undefined one stands for */
};

static struct xml_state *state_of(void *ctx)
{
	return ((xmlParserCtxtPtr)ctx)->_private;
}

static size_t line_of(void *ctx)
{
	int line = xmlSAX2GetLineNumber(ctx);
	return line > 0 ? (size_t)line : 0;
}

static void stop(void *ctx, int rc)
{
	struct xml_state *s = state_of(ctx);
	if (rc && !s->rc) {
		s->rc = rc;
		xmlStopParser(ctx);
	}
}

/* libxml2 hands attribute values over with '&' from "&amp;" written as
 * "&#38;" (for a tree builder to expand later); undo that. */
static int add_value(struct strbuf *sb, const char *v, size_t n)
{
	static const char amp[] = "&#38;";
	int rc = 0;
	for (size_t i = 0; i < n && !rc;) {
		if (n - i >= sizeof(amp) - 1 && !memcmp(v + i, amp, sizeof(amp) - 1)) {
			rc = strbuf_addch(sb, '&');
			i += sizeof(amp) - 1;
		} else {
			rc = strbuf_addch(sb, v[i++]);
		}
	}
	return rc ? rc : strbuf_addch(sb, '\0');
}

static void on_start(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
		     int n_ns, const xmlChar **nss, int n_attrs, int n_defaulted,
		     const xmlChar **attrs)
{
	struct xml_state *s = state_of(ctx);
	(void)prefix, (void)n_ns, (void)nss, (void)n_defaulted;
	if (s->rc || !s->h->start)
		return;
	size_t n = n_attrs > 0 ? (size_t)n_attrs : 0;
	if (n > s->attrs_alloc) {
		struct xml_attr *a = realloc(s->attrs, n * sizeof(*a));
		if (!a)
			return stop(ctx, ERR_NOMEM);
		s->attrs = a;
		s->attrs_alloc = n;
	}
	/* each attribute is 5 pointers: local name, prefix, URI, value, value end */
	strbuf_reset(&s->values);
	for (size_t i = 0; i < n; i++) {
		const char *v = (const char *)attrs[5 * i + 3];
		if (add_value(&s->values, v, (size_t)((const char *)attrs[5 * i + 4] - v)))
			return stop(ctx, ERR_NOMEM);
	}
	const char *v = s->values.buf;
	for (size_t i = 0; i < n; i++) {
		s->attrs[i] = (struct xml_attr){ .name = (const char *)attrs[5 * i],
						 .ns = (const char *)attrs[5 * i + 2],
						 .value = v };
		v += strlen(v) + 1;
	}
	struct xml_elem e = { .name = (const char *)name, .ns = (const char *)uri,
			      .line = line_of(ctx), .attrs = s->attrs, .n_attrs = n };
	stop(ctx, s->h->start(s->ctx, &e));
}

static void on_end(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri)
{
	struct xml_state *s = state_of(ctx);
	(void)prefix;
	if (!s->rc && s->h->end)
		stop(ctx, s->h->end(s->ctx, (const char *)name, (const char *)uri));
}

static void on_text(void *ctx, const xmlChar *text, int n)
{
	struct xml_state *s = state_of(ctx);
	if (!s->rc && s->h->text && n > 0)
		stop(ctx, s->h->text(s->ctx, (const char *)text, (size_t)n));
}

/* An entity no declaration defines, given libxml2 as one of its own (&amp;'s
 * kind: its text inlined, nothing parsed), so it is read without a DTD.  In an
 * attribute's value libxml2 copies one byte of it: a space stands there. */
static xmlEntityPtr on_get_entity(void *ctx, const xmlChar *name)
{
	struct xml_state *s = state_of(ctx);
	const char *text = NULL;
	if (s->rc || !s->h->entity)
		return NULL;
	int rc = s->h->entity(s->ctx, (const char *)name, line_of(ctx), &text);
	if (rc || !text) {
		stop(ctx, rc ? rc : ERR_SYNTAX);
		return NULL;
	}
	if (((xmlParserCtxtPtr)ctx)->instate == XML_PARSER_ATTRIBUTE_VALUE)
		text = " ";
	memset(&s->entity, 0, sizeof(s->entity));
	s->entity.type = XML_ENTITY_DECL;
	s->entity.etype = XML_INTERNAL_PREDEFINED_ENTITY;
	s->entity.name = name;
	s->entity.content = s->entity.orig = (xmlChar *)text;
	s->entity.length = (int)strlen(text);
	return &s->entity;
}

static void on_entity_decl(void *ctx, const xmlChar *name, int type, const xmlChar *public_id,
			   const xmlChar *system_id, xmlChar *content)
{
	struct xml_state *s = state_of(ctx);
	(void)type, (void)public_id, (void)content;
	if (s->rc)
		return;
	diag_add(s->d, line_of(ctx), DIAG_ERROR, "declares %s entity '%s': refused",
		 system_id ? "an external" : "an", (const char *)name);
	stop(ctx, ERR_SYNTAX);
}

static void on_unparsed_entity_decl(void *ctx, const xmlChar *name, const xmlChar *public_id,
				    const xmlChar *system_id, const xmlChar *notation)
{
	(void)notation;
	on_entity_decl(ctx, name, 0, public_id, system_id, NULL);
}

/* The first fatal error is kept for the report: errors that are not fatal
 * (an undefined entity under an external DTD, an undeclared namespace
 * prefix) leave the document well-formed, and are the handler's business. */
static void on_error(void *ctx, xmlErrorPtr e)
{
	struct xml_state *s = state_of(ctx);
	if (s->rc || s->error[0] || e->level != XML_ERR_FATAL)
		return;
	const char *msg = e->message ? e->message : "malformed XML";
	snprintf(s->error, sizeof(s->error), "%.*s", (int)strcspn(msg, "\n"), msg);
	s->error_line = e->line > 0 ? (size_t)e->line : 0;
}

/* Nothing outside the document is ever read: no DTD, no entity, no network. */
static xmlParserInputPtr refuse_loader(const char *url, const char *id, xmlParserCtxtPtr ctxt)
{
	(void)url, (void)id, (void)ctxt;
	return NULL;
}

int xml_parse(const char *buf, size_t n, const struct xml_handler *h, void *ctx,
	      struct diag *d)
{
	return xml_parse_in(buf, n, NULL, h, ctx, d);
}

int xml_parse_in(const char *buf, size_t n, const char *encoding, const struct xml_handler *h,
		 void *ctx, struct diag *d)
{
	if (n > INT_MAX)
		return ERR_TOO_BIG;
	if (!n) {
		diag_add(d, 0, DIAG_ERROR, "empty: not an XML document");
		return ERR_SYNTAX;
	}
	xmlSetExternalEntityLoader(refuse_loader);
	xmlParserCtxtPtr p = xmlCreateMemoryParserCtxt(buf, (int)n);
	if (!p)
		return ERR_NOMEM;
	xmlCharEncodingHandlerPtr in = encoding ? xmlFindCharEncodingHandler(encoding) : NULL;
	if (encoding && (!in || xmlSwitchToEncoding(p, in))) {
		diag_add(d, 0, DIAG_ERROR, "its encoding '%s' is one tingshu cannot read", encoding);
		xmlFreeParserCtxt(p);
		return ERR_SYNTAX;
	}
	xmlSAXHandler sax;
	memset(&sax, 0, sizeof(sax));
	sax.initialized = XML_SAX2_MAGIC;
	sax.startElementNs = on_start;
	sax.endElementNs = on_end;
	sax.characters = on_text;
	sax.cdataBlock = on_text;
	sax.ignorableWhitespace = on_text;
	sax.getEntity = on_get_entity;
	sax.entityDecl = on_entity_decl;
	sax.unparsedEntityDecl = on_unparsed_entity_decl;
	sax.serror = on_error;
	*p->sax = sax;
	struct xml_state s = { .h = h, .ctx = ctx, .d = d };
	strbuf_init(&s.values);
	p->_private = &s;
	xmlCtxtUseOptions(p, XML_PARSE_NONET);
	xmlParseDocument(p);
	int rc = s.rc;
	if (!rc && !p->wellFormed) {
		diag_add(d, s.error_line, DIAG_ERROR, "%s", s.error[0] ? s.error : "malformed XML");
		rc = ERR_SYNTAX;
	}
	/* libxml2 keeps declarations in a document of its own even in SAX mode */
	if (p->myDoc)
		xmlFreeDoc(p->myDoc);
	xmlFreeParserCtxt(p);
	free(s.attrs);
	strbuf_release(&s.values);
	return rc;
}

const char *xml_attr(const struct xml_elem *e, const char *ns, const char *name)
{
	for (size_t i = 0; i < e->n_attrs; i++) {
		const struct xml_attr *a = &e->attrs[i];
		if (!strcmp(a->name, name) && (ns ? a->ns && !strcmp(a->ns, ns) : !a->ns))
			return a->value;
	}
	return NULL;
}

int xml_has_token(const char *list, const char *token)
{
	size_t n = strlen(token);
	for (const char *p = list ? list : ""; *p;) {
		p += strspn(p, " \t\r\n");
		size_t k = strcspn(p, " \t\r\n");
		if (k == n && !memcmp(p, token, n))
			return 1;
		p += k;
	}
	return 0;
}
