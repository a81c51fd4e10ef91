/* epub_package.c - what an EPUB says about itself: container.xml names the
 * package document (OPF), whose metadata, manifest and spine are read here,
 * with the table of contents (EPUB 3 nav, EPUB 2 NCX) and the list of
 * encrypted documents. */
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "text/epub_package.h"
#include "text/xhtml.h"
#include "text/xml.h"
#include "text/zipfile.h"

#include <stdlib.h>
#include <string.h>

#define CONTAINER "META-INF/container.xml"
#define ENCRYPTION "META-INF/encryption.xml"
#define MIMETYPE "application/epub+zip"
#define OPF_NS "http://www.idpf.org/2007/opf"

static int set_once(char **field, const char *value)
{
	if (*field || !value)
		return 0;
	*field = strdup(value);
	return *field ? 0 : ERR_NOMEM;
}

/* ---- paths ---------------------------------------------------------------- */

static int hex(int c)
{
	return c >= '0' && c <= '9' ? c - '0'
	       : c >= 'a' && c <= 'f' ? c - 'a' + 10
	       : c >= 'A' && c <= 'F' ? c - 'A' + 10
				       : -1;
}

/* resolve_ref without the report; %00 is refused too. */
static int resolve(const char *dir, const char *href, char **out)
{
	*out = NULL;
	size_t n = strcspn(href, "#?");
	size_t scheme = strcspn(href, ":/");
	if (scheme < n && href[scheme] == ':')
		return ERR_UNKNOWN;
	if (href[0] == '/' || href[0] == '\\')
		return ERR_SYNTAX;
	struct strbuf joined;
	strbuf_init(&joined);
	int rc = *dir ? strbuf_addf(&joined, "%s/", dir) : 0;
	for (size_t i = 0; i < n && !rc; i++) {
		int hi, lo;
		if (href[i] == '%' && i + 2 < n && (hi = hex(href[i + 1])) >= 0 &&
		    (lo = hex(href[i + 2])) >= 0) {
			rc = hi || lo ? strbuf_addch(&joined, hi << 4 | lo) : ERR_SYNTAX;
			i += 2;
		} else {
			rc = strbuf_addch(&joined, href[i]);
		}
	}
	/* the steps, "." and empty ones dropped, ".." taking the last one back */
	char *s = joined.buf, *w = joined.buf;
	while (!rc && *s) {
		size_t k = strcspn(s, "/");
		if (k == 2 && s[0] == '.' && s[1] == '.') {
			if (w == joined.buf)
				rc = ERR_SYNTAX;
			while (w > joined.buf && *--w != '/')
				;
		} else if (k && !(k == 1 && s[0] == '.')) {
			if (w > joined.buf)
				*w++ = '/';
			memmove(w, s, k);
			w += k;
		}
		s += k + (s[k] == '/');
	}
	if (!rc && w == joined.buf)
		rc = ERR_SYNTAX;
	*w = '\0';
	joined.len = (size_t)(w - joined.buf);
	if (rc)
		strbuf_release(&joined);
	else
		*out = strbuf_detach(&joined, NULL);
	return rc;
}

/* The folder of an entry name, "" at the top; the caller frees it. */
static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');
	return strndup(path, slash ? (size_t)(slash - path) : 0);
}

/* A reference (an href, relative to the folder dir) as an entry name in
 * *out: the URL's fragment and query dropped, %XX decoded, "." and ".."
 * resolved.  Returns 0, ERR_UNKNOWN for a URL with a scheme (a remote
 * resource), ERR_SYNTAX for one that is absolute or climbs out of the book
 * (reported at line), or ERR_NOMEM. */
static int resolve_ref(struct epub_reader *r, const char *dir, const char *href, size_t line,
		       char **out)
{
	int rc = resolve(dir, href, out);
	if (rc == ERR_SYNTAX)
		diag_add(r->d, line, DIAG_ERROR,
			 "'%s' leads outside the book: refused", href);
	return rc;
}

/* ---- reading entries ------------------------------------------------------- */

/* The entry, inflated within the book's budget; a missing one is ERR_UNKNOWN,
 * not reported. */
int epub_read_entry(struct epub_reader *r, const char *name, size_t max, struct strbuf *out)
{
	size_t limit = max < r->budget ? max : r->budget;
	size_t before = out->len;
	int rc = zipfile_read(r->zip, name, limit, out, r->d);
	if (rc == ERR_TOO_BIG && limit < max)
		diag_add(r->d, 0, DIAG_ERROR, "the book inflates to more than %zu MiB: refused",
			 EPUB_BOOK_MAX >> 20);
	if (!rc)
		r->budget -= out->len - before;
	return rc;
}

/* Parses the entry with h; its problems are reported as PATH:ENTRY:LINE. */
static int parse_entry(struct epub_reader *r, const char *name, const struct xml_handler *h,
		       void *ctx)
{
	struct strbuf buf;
	strbuf_init(&buf);
	int rc = epub_read_entry(r, name, EPUB_ENTRY_MAX, &buf);
	if (!rc) {
		strbuf_reset(&r->where);
		rc = strbuf_addf(&r->where, "%s:%s", r->path, name);
		const char *saved = diag_set_file(r->d, r->where.buf);
		if (!rc)
			rc = xml_parse(buf.buf, buf.len, h, ctx, r->d);
		diag_set_file(r->d, saved);
	}
	strbuf_release(&buf);
	return rc;
}

/* ---- container.xml --------------------------------------------------------- */


static int container_start(void *ctx, const struct xml_elem *e)
{
	struct epub_reader *r = ctx;
	const char *type = xml_attr(e, NULL, "media-type");
	const char *full = xml_attr(e, NULL, "full-path");
	if (strcmp(e->name, "rootfile") || !full || r->pkg.path ||
	    (type && strcmp(type, "application/oebps-package+xml")))
		return 0;
	int rc = resolve_ref(r, "", full, e->line, &r->pkg.path);
	if (rc == ERR_UNKNOWN) {
		diag_add(r->d, e->line, DIAG_ERROR, "'%s' is no path in the book: refused", full);
		rc = ERR_SYNTAX;
	}
	return rc;
}

int epub_read_container(struct epub_reader *r)
{
	struct strbuf mime;
	strbuf_init(&mime);
	int rc = epub_read_entry(r, "mimetype", 256, &mime);
	if (!rc && strncmp(mime.buf, MIMETYPE, strlen(MIMETYPE))) {
		diag_add(r->d, 0, DIAG_ERROR, "not an EPUB: its mimetype is '%.40s'", mime.buf);
		rc = ERR_SYNTAX;
	}
	strbuf_release(&mime);
	if (rc && rc != ERR_UNKNOWN)
		return rc;
	if (!zipfile_has(r->zip, CONTAINER)) {
		diag_add(r->d, 0, DIAG_ERROR, "not an EPUB: it has no %s", CONTAINER);
		return ERR_SYNTAX;
	}
	static const struct xml_handler h = { .start = container_start };
	if ((rc = parse_entry(r, CONTAINER, &h, r)))
		return rc;
	if (!r->pkg.path) {
		diag_add(r->d, 0, DIAG_ERROR, "%s names no package document (OPF)", CONTAINER);
		return ERR_SYNTAX;
	}
	return (r->pkg.dir = dir_of(r->pkg.path)) ? 0 : ERR_NOMEM;
}

/* ---- the package document --------------------------------------------------- */

struct opf {
	struct epub_reader *r;
	int in_metadata;
	struct strbuf text; /* of the metadata element open now */
	const char *text_of; /* its name, or NULL */
	char *refines, *property; /* a <meta refines property> open now */
	char *creator_id, *creator_role;
};

static int add_item(struct opf *o, const struct xml_elem *e)
{
	struct epub_package *p = &o->r->pkg;
	const char *id = xml_attr(e, NULL, "id"), *href = xml_attr(e, NULL, "href");
	if (!id || !href)
		return 0;
	struct epub_item it = { 0 };
	int rc = resolve_ref(o->r, p->dir, href, e->line, &it.path);
	if (rc == ERR_UNKNOWN) /* a remote resource: nothing we read */
		return 0;
	struct epub_item *v = rc ? NULL : realloc(p->items, (p->n_items + 1) * sizeof(*v));
	if (!rc && !v)
		rc = ERR_NOMEM;
	if (!rc) {
		p->items = v;
		it.id = strdup(id);
		it.media_type = strdup(xml_attr(e, NULL, "media-type") ? xml_attr(e, NULL, "media-type") : "");
		it.properties = strdup(xml_attr(e, NULL, "properties") ? xml_attr(e, NULL, "properties") : "");
		p->items[p->n_items++] = it;
		if (!it.id || !it.media_type || !it.properties)
			rc = ERR_NOMEM;
	} else {
		free(it.path);
	}
	return rc;
}

static int add_spine(struct opf *o, const struct xml_elem *e)
{
	struct epub_package *p = &o->r->pkg;
	const char *idref = xml_attr(e, NULL, "idref"), *linear = xml_attr(e, NULL, "linear");
	if (!idref)
		return 0;
	void *v = realloc(p->spine, (p->n_spine + 1) * sizeof(*p->spine));
	if (!v)
		return ERR_NOMEM;
	p->spine = v;
	p->spine[p->n_spine].linear = !linear || strcmp(linear, "no");
	p->spine[p->n_spine].idref = strdup(idref);
	return p->spine[p->n_spine++].idref ? 0 : ERR_NOMEM;
}

static int opf_start(void *ctx, const struct xml_elem *e)
{
	struct opf *o = ctx;
	struct epub_package *p = &o->r->pkg;
	if (!strcmp(e->name, "metadata")) {
		o->in_metadata = 1;
	} else if (o->in_metadata) {
		if (!strcmp(e->name, "title") || !strcmp(e->name, "creator") ||
		    !strcmp(e->name, "date") || !strcmp(e->name, "meta")) {
			o->text_of = e->name[0] == 't' ? "title" : e->name[0] == 'c' ? "creator"
				   : e->name[0] == 'd' ? "date" : "meta";
			strbuf_reset(&o->text);
		}
		if (!strcmp(e->name, "creator")) {
			free(o->creator_id), free(o->creator_role);
			o->creator_id = o->creator_role = NULL;
			if (set_once(&o->creator_id, xml_attr(e, NULL, "id")) ||
			    set_once(&o->creator_role, xml_attr(e, OPF_NS, "role")))
				return ERR_NOMEM;
		} else if (!strcmp(e->name, "meta")) {
			const char *name = xml_attr(e, NULL, "name");
			if (name && !strcmp(name, "cover") &&
			    set_once(&p->cover_id, xml_attr(e, NULL, "content")))
				return ERR_NOMEM;
			free(o->refines), free(o->property);
			o->refines = o->property = NULL;
			if (set_once(&o->refines, xml_attr(e, NULL, "refines")) ||
			    set_once(&o->property, xml_attr(e, NULL, "property")))
				return ERR_NOMEM;
		}
	} else if (!strcmp(e->name, "item")) {
		return add_item(o, e);
	} else if (!strcmp(e->name, "spine")) {
		return set_once(&p->toc_id, xml_attr(e, NULL, "toc"));
	} else if (!strcmp(e->name, "itemref")) {
		return add_spine(o, e);
	}
	return 0;
}

static int add_creator(struct epub_package *p, char *name, char **id, char **role)
{
	struct epub_creator *v = realloc(p->creators, (p->n_creators + 1) * sizeof(*v));
	if (!v)
		return ERR_NOMEM;
	p->creators = v;
	v[p->n_creators++] = (struct epub_creator){ .name = name, .id = *id, .role = *role };
	*id = *role = NULL;
	return 0;
}

/* EPUB 3 gives a creator's role in <meta refines="#ID" property="role">. */
static int refine_role(struct epub_package *p, const char *refines, const char *role)
{
	for (size_t i = 0; i < p->n_creators; i++) {
		struct epub_creator *c = &p->creators[i];
		if (c->id && refines[0] == '#' && !strcmp(c->id, refines + 1) && !c->role)
			return (c->role = strdup(role)) ? 0 : ERR_NOMEM;
	}
	return 0;
}

static int opf_end(void *ctx, const char *name, const char *ns)
{
	struct opf *o = ctx;
	struct epub_package *p = &o->r->pkg;
	(void)ns;
	if (!strcmp(name, "metadata")) {
		o->in_metadata = 0;
		return 0;
	}
	if (!o->text_of || strcmp(name, o->text_of))
		return 0;
	o->text_of = NULL;
	struct strbuf value;
	strbuf_init(&value);
	int rc = xhtml_collapse(&value, o->text.buf, o->text.len);
	if (!rc && value.len) {
		if (!strcmp(name, "title")) {
			rc = set_once(&p->title, value.buf);
		} else if (!strcmp(name, "date")) {
			rc = set_once(&p->date, value.buf);
		} else if (!strcmp(name, "creator")) {
			char *s = strbuf_detach(&value, NULL);
			if ((rc = s ? add_creator(p, s, &o->creator_id, &o->creator_role) : ERR_NOMEM))
				free(s);
		} else if (o->refines && o->property && !strcmp(o->property, "role")) {
			rc = refine_role(p, o->refines, value.buf);
		}
	}
	strbuf_release(&value);
	return rc;
}

static int opf_text(void *ctx, const char *s, size_t n)
{
	struct opf *o = ctx;
	return o->text_of ? strbuf_add(&o->text, s, n) : 0;
}

int epub_read_package(struct epub_reader *r)
{
	static const struct xml_handler h = { opf_start, opf_end, opf_text, NULL };
	struct opf o = { .r = r };
	strbuf_init(&o.text);
	int rc = parse_entry(r, r->pkg.path, &h, &o);
	if (rc == ERR_UNKNOWN) {
		diag_add(r->d, 0, DIAG_ERROR, "the package document '%s' that %s names is missing",
			 r->pkg.path, CONTAINER);
		rc = ERR_SYNTAX;
	}
	if (!rc && !r->pkg.n_spine) {
		diag_add(r->d, 0, DIAG_ERROR, "the package document '%s' has no spine: no reading order",
			 r->pkg.path);
		rc = ERR_SYNTAX;
	}
	strbuf_release(&o.text);
	free(o.refines), free(o.property), free(o.creator_id), free(o.creator_role);
	return rc;
}

const struct epub_item *epub_find_item(const struct epub_package *p, const char *id)
{
	for (size_t i = 0; id && i < p->n_items; i++)
		if (!strcmp(p->items[i].id, id))
			return &p->items[i];
	return NULL;
}

const struct epub_item *epub_find_item_with(const struct epub_package *p, const char *property)
{
	for (size_t i = 0; i < p->n_items; i++)
		if (xml_has_token(p->items[i].properties, property))
			return &p->items[i];
	return NULL;
}

/* ---- the table of contents ---------------------------------------------------- */

/* EPUB 3's <nav epub:type="toc"> links, or EPUB 2's NCX navPoints: each a
 * label and the document it points into. */
struct toc {
	struct epub_reader *r;
	char *dir;
	unsigned depth, nav_at, link_at; /* 0: not inside one */
	unsigned level; /* the entries (<li>, <navPoint>) open around the next one, less one */
	int in_label;
	char *href;
	struct strbuf label;
};

static int add_toc_entry(struct toc *t, const char *href, size_t line)
{
	struct epub_package *p = &t->r->pkg;
	char *path;
	int rc = resolve_ref(t->r, t->dir, href, line, &path);
	if (rc)
		return rc == ERR_UNKNOWN ? 0 : rc;
	struct strbuf label;
	strbuf_init(&label);
	struct epub_toc_entry *v = realloc(p->toc, (p->n_toc + 1) * sizeof(*v));
	if (!v || xhtml_collapse(&label, t->label.buf, t->label.len)) {
		free(v ? NULL : path);
		if (v)
			p->toc = v, free(path);
		strbuf_release(&label);
		return ERR_NOMEM;
	}
	p->toc = v;
	const char *hash = strchr(href, '#');
	char *fragment = hash && hash[1] ? strdup(hash + 1) : NULL;
	v[p->n_toc++] = (struct epub_toc_entry){ .path = path, .label = strbuf_detach(&label, NULL),
						  .fragment = fragment,
						  .level = t->level ? t->level - 1 : 0 };
	return hash && hash[1] && !fragment ? ERR_NOMEM : 0;
}

static int toc_start(void *ctx, const struct xml_elem *e)
{
	struct toc *t = ctx;
	t->depth++;
	if ((t->nav_at && !strcmp(e->name, "li")) || !strcmp(e->name, "navPoint"))
		t->level++;
	if (!strcmp(e->name, "nav") && !t->nav_at &&
	    xml_has_token(xml_attr(e, EPUB_OPS_NS, "type"), "toc")) {
		t->nav_at = t->depth;
	} else if (!strcmp(e->name, "a") && t->nav_at && !t->link_at) {
		const char *href = xml_attr(e, NULL, "href");
		free(t->href);
		t->href = href ? strdup(href) : NULL;
		if (href && !t->href)
			return ERR_NOMEM;
		t->link_at = t->depth;
		strbuf_reset(&t->label);
	} else if (!strcmp(e->name, "navLabel")) { /* the NCX */
		t->in_label = 1;
		strbuf_reset(&t->label);
	} else if (!strcmp(e->name, "content")) {
		const char *src = xml_attr(e, NULL, "src");
		return src ? add_toc_entry(t, src, e->line) : 0;
	}
	return 0;
}

static int toc_end(void *ctx, const char *name, const char *ns)
{
	struct toc *t = ctx;
	unsigned depth = t->depth--;
	(void)ns;
	int rc = 0;
	if (((t->nav_at && !strcmp(name, "li")) || !strcmp(name, "navPoint")) && t->level)
		t->level--;
	if (t->link_at == depth) {
		t->link_at = 0;
		if (t->href)
			rc = add_toc_entry(t, t->href, 0);
	} else if (t->nav_at == depth) {
		t->nav_at = 0;
	} else if (!strcmp(name, "navLabel")) {
		t->in_label = 0;
	}
	return rc;
}

static int toc_text(void *ctx, const char *s, size_t n)
{
	struct toc *t = ctx;
	return t->link_at || t->in_label ? strbuf_add(&t->label, s, n) : 0;
}

int epub_read_toc(struct epub_reader *r)
{
	const struct epub_item *it = epub_find_item_with(&r->pkg, "nav");
	if (!it)
		it = epub_find_item(&r->pkg, r->pkg.toc_id);
	if (!it)
		return 0;
	static const struct xml_handler h = { toc_start, toc_end, toc_text, NULL };
	struct toc t = { .r = r, .dir = dir_of(it->path) };
	strbuf_init(&t.label);
	int rc = t.dir ? parse_entry(r, it->path, &h, &t) : ERR_NOMEM;
	if (rc == ERR_UNKNOWN) { /* no table of contents: the headings name the chapters */
		diag_add(r->d, 0, DIAG_WARNING, "its table of contents '%s' is missing", it->path);
		rc = 0;
	}
	free(t.dir);
	free(t.href);
	strbuf_release(&t.label);
	return rc;
}

/* ---- META-INF/encryption.xml: what DRM keeps from us ---------------------- */

static int encryption_start(void *ctx, const struct xml_elem *e)
{
	struct epub_reader *r = ctx;
	const char *uri = xml_attr(e, NULL, "URI");
	if (strcmp(e->name, "CipherReference") || !uri)
		return 0;
	char *path;
	int rc = resolve_ref(r, "", uri, e->line, &path);
	if (rc)
		return rc == ERR_UNKNOWN ? 0 : rc;
	char **v = realloc(r->pkg.encrypted, (r->pkg.n_encrypted + 1) * sizeof(*v));
	if (!v) {
		free(path);
		return ERR_NOMEM;
	}
	r->pkg.encrypted = v;
	v[r->pkg.n_encrypted++] = path;
	return 0;
}

int epub_read_encryption(struct epub_reader *r)
{
	static const struct xml_handler h = { .start = encryption_start };
	int rc = parse_entry(r, ENCRYPTION, &h, r);
	return rc == ERR_UNKNOWN ? 0 : rc;
}

void epub_package_release(struct epub_package *p)
{
	for (size_t i = 0; i < p->n_items; i++) {
		free(p->items[i].id), free(p->items[i].path);
		free(p->items[i].media_type), free(p->items[i].properties);
	}
	for (size_t i = 0; i < p->n_spine; i++)
		free(p->spine[i].idref);
	for (size_t i = 0; i < p->n_creators; i++)
		free(p->creators[i].name), free(p->creators[i].id), free(p->creators[i].role);
	for (size_t i = 0; i < p->n_toc; i++)
		free(p->toc[i].path), free(p->toc[i].label), free(p->toc[i].fragment);
	for (size_t i = 0; i < p->n_encrypted; i++)
		free(p->encrypted[i]);
	free(p->items), free(p->spine), free(p->creators), free(p->toc), free(p->encrypted);
	free(p->path), free(p->dir), free(p->toc_id), free(p->cover_id);
	free(p->title), free(p->date);
}
