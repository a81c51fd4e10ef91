/* castwestern.c - Western names written whole with a middle dot
 * (castwestern.h). */
#include "speaker/castwestern.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/utf8.h"
#include "speaker/namehead.h"

#include <stdlib.h>
#include <string.h>

#define PART_CHARS 5 /* a part's syllables at most (伊丽莎白, 福尔摩斯) */

void castwestern_init(struct castwestern_list *l)
{
	l->v = NULL;
	l->n = l->alloc = 0;
}

void castwestern_release(struct castwestern_list *l)
{
	for (size_t i = 0; i < l->n; i++)
		free(l->v[i].full);
	free(l->v);
	castwestern_init(l);
}

/* The dots translators join names with: ·, •, ‧, ・. */
static int is_dot(int32_t cp)
{
	return cp == 0xB7 || cp == 0x2022 || cp == 0x2027 || cp == 0x30FB;
}

/* Where the longest Western name ending at end starts, or end. */
static size_t part_before(const char *buf, size_t end)
{
	size_t s = end, k, best = end;
	for (int chars = 0; chars < PART_CHARS && s > 0; chars++) {
		if (!utf8_is_han(utf8_before(buf, 0, s, &k)))
			break;
		s = k;
		if (namehead_western_at(buf, s, end) == end - s)
			best = s;
	}
	return best;
}

static int find(const struct castwestern_list *l, const char *s, size_t n)
{
	for (size_t i = 0; i < l->n; i++)
		if (strlen(l->v[i].full) == n && !memcmp(l->v[i].full, s, n))
			return (int)i;
	return -1;
}

/* Adds s[0..n), its dot at dot and the family name at family, and the
 * title title[0..tn) after it. */
static int add(struct castwestern_list *l, const char *s, size_t n, size_t dot, size_t family,
	       const char *title, size_t tn)
{
	int i = find(l, s, n);
	if (i >= 0 && !l->v[i].title[0]) {
		memcpy(l->v[i].title, title, tn);
		l->v[i].title[tn] = '\0';
	}
	if (i >= 0)
		return 0;
	if (grow_for_one(&l->v, l->n, &l->alloc, sizeof(*l->v), 8))
		return ERR_NOMEM;
	struct castwestern *w = &l->v[l->n];
	if (!(w->full = malloc(n + 1)))
		return ERR_NOMEM;
	memcpy(w->full, s, n);
	w->full[n] = '\0';
	w->dot = dot;
	w->family = family;
	memcpy(w->title, title, tn);
	w->title[tn] = '\0';
	l->n++;
	return 0;
}

int castwestern_scan(struct castwestern_list *l, const char *buf, size_t len)
{
	size_t k;
	for (size_t p = 0; p < len; p += k) {
		if (!is_dot(utf8_at(buf, p, len, &k)))
			continue;
		size_t s = part_before(buf, p), e = p + k + namehead_western_at(buf, p + k, len);
		if (s < p && e > p + k) {
			size_t title = namehead_foreign_title(buf, e, len);
			int err = add(l, buf + s, e - s, p - s, p + k - s, buf + e, title);
			if (err)
				return err;
		}
	}
	return 0;
}

const struct castwestern *castwestern_of(const struct castwestern_list *l, const char *name,
					 int *part)
{
	const struct castwestern *found = NULL;
	size_t n = strlen(name);
	for (size_t i = 0; i < l->n; i++) {
		const struct castwestern *w = &l->v[i];
		int given = w->dot == n && !memcmp(w->full, name, n);
		int family = !strcmp(w->full + w->family, name);
		if (!given && !family)
			continue;
		if (found)
			return NULL;
		found = w;
		*part = family;
	}
	return found;
}
