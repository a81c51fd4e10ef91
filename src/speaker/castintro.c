/* castintro.c - a character's names from his introduction (castintro.h). */
#include "speaker/castintro.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/utf8.h"
#include "base/wordlist.h"

#include <stdlib.h>
#include <string.h>

#define STYLE_CHAR 0x5B57 /* 字 */

void castintro_init(struct castintro_list *l)
{
	l->v = NULL;
	l->n = l->alloc = 0;
}

void castintro_release(struct castintro_list *l)
{
	for (size_t i = 0; i < l->n; i++) {
		free(l->v[i].full);
		free(l->v[i].style);
		free(l->v[i].full_spelt);
		free(l->v[i].style_spelt);
	}
	free(l->v);
	castintro_init(l);
}

const struct castintro *castintro_find(const struct castintro_list *l, const char *name)
{
	for (size_t i = 0; i < l->n; i++)
		if (!strcmp(l->v[i].full, name) || !strcmp(l->v[i].style, name) ||
		    (l->v[i].given_at && !strcmp(l->v[i].full + l->v[i].given_at, name)))
			return &l->v[i];
	return NULL;
}

#define COMMA 0xFF0C  /* ， */
#define GIVEN 0x540D  /* 名 */
#define FAMILY 0x59D3 /* 姓 */

/* How many Han characters (at most max) end at end, and where the first of
 * them starts. */
static size_t han_before(const char *buf, size_t end, size_t max, size_t *start)
{
	size_t k = 0, p = end, s;
	while (k < max && p > 0 && utf8_is_han(utf8_before(buf, 0, p, &s))) {
		p = s;
		k++;
	}
	*start = p;
	return k;
}

/* pos, or where the character before it starts when that is cp. */
static size_t skip_back(const char *buf, size_t pos, int32_t cp)
{
	size_t s;
	return utf8_before(buf, 0, pos, &s) == cp ? s : pos;
}

/* a[0..na) and b[0..nb) into out; the length, 0 when it does not fit. */
static size_t join(char *out, size_t cap, const char *a, size_t na, const char *b, size_t nb)
{
	if (na + nb >= cap)
		return 0;
	memcpy(out, a, na);
	memcpy(out + na, b, nb);
	out[na + nb] = '\0';
	return na + nb;
}

/* Whether s[0..n) starts with a storyteller's lead-in (且说), which a name
 * may follow without a mark. */
static int is_lead(const char *s, size_t n)
{
	static const char *const leads[] = { "且说", "且說", "却说", "卻說", "话说", "話說", NULL };
	return wordlist_prefix(s, n, leads) != 0;
}

/* Whether s[0..n) opens with a two-character surname (诸葛亮, 司马懿,
 * 夏侯惇), whose name is three characters standing alone. */
static int is_compound_surname(const char *s, size_t n)
{
	static const char *const compound[] = {
		"诸葛", "諸葛", "司马", "司馬", "夏侯", "欧阳", "歐陽", "公孙", "公孫", "太史",
		"上官", "皇甫", "东方", "東方", "慕容", "令狐", "长孙", "長孫", "宇文", "尉迟",
		"尉遲", "司徒", "司空", "独孤", "獨孤", "南宫", "南宮", "轩辕", "軒轅", "端木",
		"呼延", "淳于", "公冶", "澹台", "澹臺", "第五", "钟离", "鍾離", NULL
	};
	return wordlist_prefix(s, n, compound) != 0;
}

/* The full name that ends at end, before 字, into out: 姓刘名备 or 姓刘，名备
 * (the surname and the given name, one or two characters each), else two
 * characters standing alone after a mark, at a line's start or after a
 * storyteller's lead-in, three with a two-character surname (董卓，字仲颖;
 * 且说董卓字仲颖; 诸葛亮字孔明; in 众人见董卓字仲颖
 * where the name starts is not known, and nothing is taken).  Its length,
 * 0 when there is none. */
/* The full name introduced before end, in out; the same bytes of spelt in
 * out_spelt; *given_at where a two-character given name starts in it (姓严
 * 名伯阳), else 0. */
static size_t full_name(const char *buf, const char *spelt, size_t end, char *out,
			char *out_spelt, size_t cap, size_t *given_at)
{
	*given_at = 0;
	size_t p = skip_back(buf, end, COMMA), at, s;
	for (size_t k = 1; k <= 2 && han_before(buf, p, k, &at) == k; k++) {
		if (utf8_before(buf, 0, at, &s) != GIVEN)
			continue;
		size_t q = skip_back(buf, s, COMMA), sur;
		for (size_t j = 1; j <= 2 && han_before(buf, q, j, &sur) == j; j++)
			if (utf8_before(buf, 0, sur, &s) == FAMILY &&
			    join(out_spelt, cap, spelt + sur, q - sur, spelt + at, p - at)) {
				*given_at = k == 2 ? q - sur : 0;
				return join(out, cap, buf + sur, q - sur, buf + at, p - at);
			}
	}
	size_t run = han_before(buf, p, 5, &at);
	if (run == 4 && is_lead(buf + at, p - at)) /* 且说董卓字仲颖 */
		han_before(buf, p, 2, &at);
	else if (run == 5 && is_lead(buf + at, p - at) && han_before(buf, p, 3, &s) == 3 &&
		 is_compound_surname(buf + s, p - s)) /* 却说诸葛亮字孔明 */
		at = s;
	else if (run != 2 && !(run == 3 && is_compound_surname(buf + at, p - at)))
		return 0;
	join(out_spelt, cap, spelt + at, p - at, "", 0);
	return join(out, cap, buf + at, p - at, "", 0);
}

static int add(struct castintro_list *l, const char *full, const char *style,
	       const char *full_spelt, const char *style_spelt, size_t given_at)
{
	if (!strcmp(full, style) || castintro_find(l, full) || castintro_find(l, style))
		return 0;
	if (grow_for_one(&l->v, l->n, &l->alloc, sizeof(*l->v), 8))
		return ERR_NOMEM;
	struct castintro *c = &l->v[l->n];
	c->full = strdup(full);
	c->style = strdup(style);
	c->full_spelt = strdup(full_spelt);
	c->style_spelt = strdup(style_spelt);
	c->given_at = given_at;
	if (!c->full || !c->style || !c->full_spelt || !c->style_spelt) {
		free(c->full);
		free(c->style);
		free(c->full_spelt);
		free(c->style_spelt);
		return ERR_NOMEM;
	}
	l->n++;
	return 0;
}

/* The courtesy name taken later, after the first one's mark at buf[p]
 * (字长生，后改云长，): the one the narration goes on to use, at *at; its
 * length, 0 when there is none. */
static size_t later_style(const char *buf, size_t p, size_t len, size_t *at)
{
	static const char *const changed[] = { "後改字", "后改字", "後改", "后改", "改字", "更字",
					       NULL };
	for (const char *const *w = changed; *w; w++) {
		size_t wl = strlen(*w), q = p + wl, n;
		if (len - p < wl || memcmp(buf + p, *w, wl))
			continue;
		for (int chars = 0; chars < 2; chars++, q += n)
			if (!utf8_is_han(utf8_at(buf, q, len, &n)))
				return 0;
		if (!utf8_in_set("，。；、,.;", utf8_at(buf, q, len, &n)))
			return 0;
		*at = p + wl;
		return q - p - wl;
	}
	return 0;
}

int castintro_scan(struct castintro_list *l, const char *buf, const char *spelt, size_t len)
{
	size_t n;
	for (size_t p = 0; p < len; p += n) {
		if (utf8_at(buf, p, len, &n) != STYLE_CHAR)
			continue;
		/* the courtesy name: two characters, then a mark (字玄德，), a
		 * hard wrap perhaps inside (字翼⏎德，) or after it (字士隐⏎．) */
		char full[16], style[16], full_spelt[16], style_spelt[16];
		size_t end = p + n, style_len = 0, k, given_at;
		int chars = 0;
		int32_t after = utf8_at(buf, end, len, &k);
		for (;; after = utf8_at(buf, end += k, len, &k)) {
			if (after == '\n' || after == '\r')
				continue;
			if (chars == 3 || !utf8_is_han(after))
				break;
			if (style_len + k < sizeof(style)) {
				memcpy(style + style_len, buf + end, k);
				memcpy(style_spelt + style_len, spelt + end, k);
			}
			style_len += k;
			chars++;
		}
		while (after >= 0 && utf8_is_space(after))
			after = utf8_at(buf, end += k, len, &k);
		if (chars != 2 || style_len >= sizeof(style) || !utf8_in_set("，。；、．,.;", after) ||
		    !full_name(buf, spelt, p, full, full_spelt, sizeof(full), &given_at))
			continue;
		size_t at, later = later_style(buf, end + k, len, &at);
		if (later && later < sizeof(style)) {
			memcpy(style, buf + at, later);
			memcpy(style_spelt, spelt + at, later);
			style_len = later;
		}
		style[style_len] = style_spelt[style_len] = '\0';
		int rc = add(l, full, style, full_spelt, style_spelt, given_at);
		if (rc)
			return rc;
	}
	return 0;
}
