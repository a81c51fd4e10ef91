/* cast.c - the book's characters, read from its cast.ini:
 *
 *   # comment            ; comment
 *   [洪承畴]
 *   aliases = 制军, 督师   (separated by , ， or 、)
 *   gender = male        (male|female|unknown, 男|女)
 *   voice = PRESET
 *   reading = hong2 cheng2 chou2   (the name's pinyin, checked by the reading stage)
 */
#include "speaker/cast.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/lines.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "speaker/speechverb.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cast_init(struct cast *c)
{
	c->v = NULL;
	c->n = c->alloc = 0;
	c->incomplete = 0;
}

static void member_release(struct cast_member *m)
{
	free(m->name);
	for (size_t i = 0; i < m->n_aliases; i++)
		free(m->aliases[i]);
	free(m->aliases);
	free(m->voice);
	free(m->reading);
}

void cast_release(struct cast *c)
{
	for (size_t i = 0; i < c->n; i++)
		member_release(&c->v[i]);
	free(c->v);
	cast_init(c);
}

static char *dup_n(const char *s, size_t n)
{
	char *p = malloc(n + 1);
	if (p) {
		memcpy(p, s, n);
		p[n] = '\0';
	}
	return p;
}

static int same(const char *name, const char *s, size_t n)
{
	return strlen(name) == n && !memcmp(name, s, n);
}

int cast_find(const struct cast *c, const char *s, size_t n)
{
	if (n == 0)
		return -1;
	for (size_t i = 0; i < c->n; i++) {
		if (same(c->v[i].name, s, n))
			return (int)i;
		for (size_t j = 0; j < c->v[i].n_aliases; j++)
			if (same(c->v[i].aliases[j], s, n))
				return (int)i;
	}
	return -1;
}

int cast_overlaps(const struct cast *c, const char *s, size_t k, enum cast_overlap how)
{
	for (size_t i = 0; i < c->n; i++) {
		const struct cast_member *m = &c->v[i];
		for (size_t j = 0; j <= m->n_aliases; j++) {
			const char *a = j == 0 ? m->name : m->aliases[j - 1];
			size_t len = strlen(a);
			if (how == CAST_ENDS_NAME ? len > k && !memcmp(a + len - k, s, k)
			    : how == CAST_STARTS_NAME ? len >= k && !memcmp(a, s, k)
						      : len < k && !memcmp(a, s, len))
				return 1;
		}
	}
	return 0;
}

/* Words after a name that make it another person's: the wife, the
 * mother or the father of the one named. */
static int names_a_relative(const char *s, size_t n)
{
	static const char *const kin[] = { "嫂", "家的", "媳妇", "媳婦", "老婆", "娘子", "妈", "媽",
					   "爹", "婶", "嬸", NULL };
	return wordlist_prefix(s, n, kin) != 0;
}

/* Whether a speech verb follows within six characters and before any mark:
 * where an alias of one character (飞 of 张飞, 植 of 卢植) names someone
 * (飞曰, 飞大怒曰, 植谓玄德曰; not 飞奔, 操练). */
static int says_soon(const char *s, size_t n)
{
	size_t at = 0, k;
	for (int chars = 0; chars < 6 && at < n; chars++, at += k) {
		int32_t cp = utf8_at(s, at, n, &k);
		if (speechverb_says(s + at, n - at))
			return 1;
		if (!utf8_is_han(cp))
			return 0;
	}
	return 0;
}

int cast_match(const struct cast *c, const char *s, size_t n, size_t *len)
{
	int best = -1;
	size_t best_len = 0;
	for (size_t i = 0; i < c->n; i++) {
		const struct cast_member *m = &c->v[i];
		for (size_t j = 0; j <= m->n_aliases; j++) {
			const char *a = j == 0 ? m->name : m->aliases[j - 1];
			size_t k = strlen(a);
			size_t first;
			utf8_at(a, 0, k, &first);
			if (k > best_len && k <= n && !memcmp(s, a, k) &&
			    (j == 0 || first < k || says_soon(s + k, n - k))) {
				best = (int)i;
				best_len = k;
			}
		}
	}
	if (best >= 0 && names_a_relative(s + best_len, n - best_len))
		best = -1, best_len = 0;
	*len = best_len;
	return best;
}

int cast_add(struct cast *c, const char *name, size_t name_len, enum gender g)
{
	int i = cast_find(c, name, name_len);
	if (i >= 0)
		return i;
	if (grow_for_one(&c->v, c->n, &c->alloc, sizeof(*c->v), 16))
		return ERR_NOMEM;
	struct cast_member m = { .name = dup_n(name, name_len), .gender = g };
	if (!m.name)
		return ERR_NOMEM;
	c->v[c->n] = m;
	return (int)c->n++;
}

int cast_add_alias(struct cast *c, int who, const char *alias, size_t n)
{
	struct cast_member *m = &c->v[who];
	char **v = realloc(m->aliases, (m->n_aliases + 1) * sizeof(*v));
	if (!v)
		return ERR_NOMEM;
	m->aliases = v;
	if (!(v[m->n_aliases] = dup_n(alias, n)))
		return ERR_NOMEM;
	m->n_aliases++;
	return 0;
}

int cast_merge(struct cast *c, int keep, int gone)
{
	struct cast_member *m = &c->v[gone];
	int err = cast_add_alias(c, keep, m->name, strlen(m->name));
	for (size_t a = 0; !err && a < m->n_aliases; a++)
		err = cast_add_alias(c, keep, m->aliases[a], strlen(m->aliases[a]));
	if (err)
		return err;
	member_release(m);
	memmove(m, m + 1, (c->n - (size_t)gone - 1) * sizeof(*m));
	c->n--;
	return 0;
}

int cast_add_variants(struct cast *c, int (*convert)(void *ctx, const char *s, char **out),
		      void *ctx)
{
	for (size_t i = 0; i < c->n; i++) {
		/* aliases grow as we go: convert only the ones there at the start */
		size_t n = c->v[i].n_aliases;
		for (size_t j = 0; j <= n; j++) {
			char *out = NULL;
			int err = convert(ctx, j == 0 ? c->v[i].name : c->v[i].aliases[j - 1], &out);
			if (err)
				return err;
			if (!out)
				continue;
			size_t len = strlen(out);
			if (len && cast_find(c, out, len) < 0)
				err = cast_add_alias(c, (int)i, out, len);
			free(out);
			if (err)
				return err;
		}
	}
	return 0;
}

enum gender gender_parse(const char *s)
{
	if (!strcmp(s, "male") || !strcmp(s, "m") || !strcmp(s, "男"))
		return GENDER_MALE;
	if (!strcmp(s, "female") || !strcmp(s, "f") || !strcmp(s, "女"))
		return GENDER_FEMALE;
	return GENDER_UNKNOWN;
}

const char *gender_name(enum gender g)
{
	switch (g) {
	case GENDER_MALE: return "male";
	case GENDER_FEMALE: return "female";
	case GENDER_UNKNOWN: break;
	}
	return "unknown";
}

/* ---- parsing --------------------------------------------------------- */

/* Trims ASCII and Unicode white space (the ideographic space too). */
static void trim(const char **s, const char **e)
{
	size_t n;
	while (*s < *e && utf8_is_space(utf8_decode(*s, (size_t)(*e - *s), &n)))
		*s += n;
	while (*e > *s) {
		const char *p = *e - 1;
		while (p > *s && ((unsigned char)*p & 0xC0) == 0x80)
			p--;
		if (!utf8_is_space(utf8_decode(p, (size_t)(*e - p), &n)))
			break;
		*e = p;
	}
}

/* Length of the list separator at s, or 0: , ， 、 ; ； */
static size_t separator(const char *s, const char *e)
{
	if (*s == ',' || *s == ';')
		return 1;
	static const char *const seps[] = { "，", "、", "；" };
	for (size_t i = 0; i < 3; i++) {
		size_t k = strlen(seps[i]);
		if ((size_t)(e - s) >= k && !memcmp(s, seps[i], k))
			return k;
	}
	return 0;
}

static int set_aliases(struct cast *c, int who, const char *s, const char *e)
{
	const char *item = s;
	for (const char *p = s;; ) {
		size_t k = p < e ? separator(p, e) : 1;
		if (k) {
			const char *a = item, *b = p;
			trim(&a, &b);
			if (b > a && cast_find(c, a, (size_t)(b - a)) != who) {
				int err = cast_add_alias(c, who, a, (size_t)(b - a));
				if (err)
					return err;
			}
			if (p >= e)
				return 0;
			item = p + k;
			p += k;
		} else {
			p++;
		}
	}
}

static const char *find(const char *s, const char *e, const char *needle)
{
	size_t k = strlen(needle);
	for (; (size_t)(e - s) >= k; s++)
		if (!memcmp(s, needle, k))
			return s;
	return NULL;
}

struct parser {
	struct cast *c;
	struct diag *d;
	int cur;  /* the section's member, or -1 before the first */
	int bad;
};

static int syntax(struct parser *ps, size_t line, const char *msg)
{
	ps->bad = 1;
	return diag_add(ps->d, line, DIAG_ERROR, "%s", msg);
}

static int parse_line(struct parser *ps, const char *s, const char *e, size_t line)
{
	trim(&s, &e);
	if (s == e || *s == '#' || *s == ';')
		return 0;
	if (*s == '[') {
		if (e[-1] != ']')
			return syntax(ps, line, "section header without ']'");
		const char *a = s + 1, *b = e - 1;
		trim(&a, &b);
		if (a == b)
			return syntax(ps, line, "empty character name");
		if (memchr(a, '[', (size_t)(b - a)) || memchr(a, ']', (size_t)(b - a)))
			return syntax(ps, line, "bad character name");
		int i = cast_find(ps->c, a, (size_t)(b - a));
		if (i >= 0)
			return syntax(ps, line, "character already in the cast");
		if ((i = cast_add(ps->c, a, (size_t)(b - a), GENDER_UNKNOWN)) < 0)
			return i;
		ps->c->v[i].line = line;
		ps->cur = i;
		return 0;
	}
	const char *eq = memchr(s, '=', (size_t)(e - s));
	const char *fw = find(s, e, "＝"); /* full-width, as IMEs type it */
	size_t eq_len = 1;
	if (fw && (!eq || fw < eq)) {
		eq = fw;
		eq_len = strlen("＝");
	}
	if (!eq)
		return syntax(ps, line, "expected [NAME] or key = value");
	const char *k = s, *ke = eq, *v = eq + eq_len, *ve = e;
	trim(&k, &ke);
	trim(&v, &ve);
	size_t kn = (size_t)(ke - k), vn = (size_t)(ve - v);
	if (ps->cur < 0 && kn == 8 && !memcmp(k, "complete", 8)) {
		if ((vn != 3 || memcmp(v, "yes", 3)) && (vn != 2 || memcmp(v, "no", 2)))
			return syntax(ps, line, "complete must be yes or no");
		ps->c->incomplete = vn == 2;
		return 0;
	}
	if (ps->cur < 0)
		return syntax(ps, line, "key before the first [NAME] section");
	struct cast_member *m = &ps->c->v[ps->cur];
	/* alias, as a reader writing the file by hand may well put it */
	if ((kn == 7 && !memcmp(k, "aliases", 7)) || (kn == 5 && !memcmp(k, "alias", 5))) {
		return set_aliases(ps->c, ps->cur, v, ve);
	} else if (kn == 6 && !memcmp(k, "gender", 6)) {
		char buf[16];
		if (vn >= sizeof(buf))
			return syntax(ps, line, "gender must be male, female or unknown");
		memcpy(buf, v, vn);
		buf[vn] = '\0';
		m->gender = gender_parse(buf);
		if (m->gender == GENDER_UNKNOWN && strcmp(buf, "unknown") && vn)
			return syntax(ps, line, "gender must be male, female or unknown");
		return 0;
	} else if (kn == 5 && !memcmp(k, "voice", 5)) {
		free(m->voice);
		m->voice = ve > v ? dup_n(v, (size_t)(ve - v)) : NULL;
		return ve > v && !m->voice ? ERR_NOMEM : 0;
	} else if (kn == 7 && !memcmp(k, "reading", 7)) {
		free(m->reading);
		m->reading = ve > v ? dup_n(v, (size_t)(ve - v)) : NULL;
		return ve > v && !m->reading ? ERR_NOMEM : 0;
	}
	return diag_add(ps->d, line, DIAG_WARNING, "unknown key '%.*s' ignored", (int)kn, k);
}

int cast_parse(struct cast *c, const char *buf, size_t len, struct diag *d)
{
	struct parser ps = { .c = c, .d = d, .cur = -1 };
	struct lines ls;
	const char *s;
	size_t n;
	lines_init(&ls, buf, len);
	while (lines_next(&ls, &s, &n)) {
		int err = lines_is_text(s, n) ? parse_line(&ps, s, s + n, ls.line)
					      : syntax(&ps, ls.line, "not UTF-8 text");
		if (err)
			return err;
	}
	return ps.bad ? ERR_SYNTAX : 0;
}

int cast_load(struct cast *c, const char *path, int missing_ok, struct diag *d)
{
	struct strbuf sb;
	strbuf_init(&sb);
	int err = strbuf_read_path(&sb, path, (size_t)1 << 24);
	if (err == ERR_IO && missing_ok && errno == ENOENT)
		err = 0;
	else if (!err)
		err = cast_parse(c, sb.buf, sb.len, d);
	int saved = errno;
	strbuf_release(&sb);
	errno = saved;
	return err;
}

int cast_copy(struct cast *dst, const struct cast *src)
{
	dst->incomplete = src->incomplete;
	for (size_t i = 0; i < src->n; i++) {
		const struct cast_member *m = &src->v[i];
		int who = cast_add(dst, m->name, strlen(m->name), m->gender);
		if (who < 0)
			return who;
		for (size_t a = 0; a < m->n_aliases; a++)
			if (cast_add_alias(dst, who, m->aliases[a], strlen(m->aliases[a])))
				return ERR_NOMEM;
		if (m->voice && !dst->v[who].voice && !(dst->v[who].voice = strdup(m->voice)))
			return ERR_NOMEM;
		if (m->reading && !dst->v[who].reading &&
		    !(dst->v[who].reading = strdup(m->reading)))
			return ERR_NOMEM;
		dst->v[who].line = m->line;
	}
	return 0;
}
