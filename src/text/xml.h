/* xml.h - an XML document read as a stream of events (SAX), safely: no
 * entity is declared (a document that declares one, the billion laughs or
 * an external entity, is refused), no DTD is loaded and nothing is fetched
 * from the network, and memory stays small however long the document.
 * libxml2's headers are included by xml.c alone. */
#ifndef TINGSHU_XML_H
#define TINGSHU_XML_H

#include <stddef.h>

struct diag;

/* Names are local (no prefix); ns is the namespace URI or NULL. */
struct xml_attr {
	const char *name, *ns;
	const char *value; /* decoded, NUL-terminated */
};

struct xml_elem {
	const char *name, *ns;
	size_t line;
	const struct xml_attr *attrs;
	size_t n_attrs;
};

/* Each may be NULL.  A non-zero return stops the parse, and xml_parse
 * returns it.  Strings live until the call returns. */
struct xml_handler {
	int (*start)(void *ctx, const struct xml_elem *e);
	int (*end)(void *ctx, const char *name, const char *ns);
	/* Character data, CDATA included; one run of text may come in pieces. */
	int (*text)(void *ctx, const char *s, size_t n);
	/* A named entity no declaration defines (XHTML's &nbsp;, under a
	 * DOCTYPE or none; no DTD is loaded): *text (UTF-8, "" for nothing) is
	 * what it stands for, living until the next call.  Without this
	 * handler such an entity makes the document malformed. */
	int (*entity)(void *ctx, const char *name, size_t line, const char **text);
};

/* Returns 0, a handler's code, ERR_SYNTAX (malformed, or declaring an
 * entity: reported in d with its line), ERR_TOO_BIG or ERR_NOMEM. */
int xml_parse(const char *buf, size_t n, const struct xml_handler *h, void *ctx,
	      struct diag *d);
/* The same, the bytes read in encoding (an iconv name, NULL: as the XML
 * declaration or its absence says); an encoding unknown is ERR_SYNTAX. */
int xml_parse_in(const char *buf, size_t n, const char *encoding, const struct xml_handler *h,
		 void *ctx, struct diag *d);
/* The value of e's attribute name in namespace ns (NULL: none), or NULL. */
const char *xml_attr(const struct xml_elem *e, const char *ns, const char *name);
/* Whether the space-separated list (epub:type, properties) holds token. */
int xml_has_token(const char *list, const char *token);

#endif
