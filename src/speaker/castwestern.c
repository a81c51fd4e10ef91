/* castwestern.c - Western names written whole with a middle dot
 * (castwestern.h). */
#include "speaker/castwestern.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/utf8.h"
#include "reading/names.h"
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

/* The dots translators join names with: ·, •, ‧, ・, and the full-width
 * stop ． where a name stands on both sides of it (玛丽．安; elsewhere it
 * ends a sentence). */
static int is_dot(int32_t cp)
{
	return cp == 0xB7 || cp == 0x2022 || cp == 0x2027 || cp == 0x30FB || cp == 0xFF0E;
}

/* Names' syllables that are common words too, read as a name's next to a
 * dot: Russian ones (彼得, 伊万诺夫, 斯基, 谢尔盖, 彼得罗夫娜) and "she"
 * (歇洛克, 舍甫琴科); a part after one does not end in 得 or 谢 (玛丽·安得到,
 * 安谢谢). */
static const char words_too[] = "得谢夫基娃万歇舍";

static int dotted_syllable(int32_t cp)
{
	return names_western_syllable(cp) || utf8_in_set(words_too, cp);
}

/* Where the longest Western name ending at end starts; else two such
 * syllables before the dot (伊万, 彼得), since a dot follows; else end.
 * Syllables from a line's or a clause's start (“歇洛克·, 　瓦西里·) are all
 * the name's: no word stands between the mark and the name. */
static size_t part_before(const char *buf, size_t end)
{
	size_t s = end, k, best = end;
	int chars = 0;
	for (; chars < PART_CHARS && s > 0; chars++) {
		if (!dotted_syllable(utf8_before(buf, 0, s, &k)))
			break;
		s = k;
		if (namehead_western_at(buf, s, end) == end - s)
			best = s;
		else if (chars == 1 && best == end)
			best = s;
	}
	int32_t before = s > 0 ? utf8_before(buf, 0, s, &k) : '\n';
	if (chars >= 2 && chars < PART_CHARS && !utf8_is_han(before) && !dotted_syllable(before))
		return s;
	return best;
}

/* The end of the part after a dot at p: its syllables, Russian ones
 * among them, and one alone (玛丽·安说), since the dot says a name
 * follows; p when none. */
static size_t part_after(const char *buf, size_t p, size_t len)
{
	size_t e = p, k, end = p;
	for (int chars = 0; chars < PART_CHARS && e < len; chars++) {
		int32_t cp = utf8_at(buf, e, len, &k);
		if (!dotted_syllable(cp))
			break;
		e += k;
		if (cp != 0x5F97 && cp != 0x8C22) /* 得, 谢 */
			end = e;
	}
	return end;
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
		int32_t cp = utf8_at(buf, p, len, &k);
		if (!is_dot(cp) || (cp == 0xFF0E && !names_western_dot_at(buf, len, p)))
			continue;
		size_t s = part_before(buf, p), e = part_after(buf, p + k, len);
		if (s < p && e > p + k) {
			size_t title = namehead_foreign_title(buf, e, len);
			int err = add(l, buf + s, e - s, p - s, p + k - s, buf + e, title);
			if (err)
				return err;
		}
	}
	return 0;
}

/* Whether name[0..n) is the part[0..pn) of a whole name, alone or with
 * its title (摩斯坦小姐 of 玛丽·摩斯坦: a member found by what the tags
 * call her). */
static int is_part(const char *name, size_t n, const char *part, size_t pn)
{
	return n >= pn && !memcmp(name, part, pn) &&
	       (n == pn || namehead_foreign_title(name, pn, n) == n - pn);
}

const struct castwestern *castwestern_of(const struct castwestern_list *l, const char *name,
					 int *part)
{
	const struct castwestern *found = NULL;
	size_t n = strlen(name);
	for (size_t i = 0; i < l->n; i++) {
		const struct castwestern *w = &l->v[i];
		size_t fn = strlen(w->full + w->family);
		int given = is_part(name, n, w->full, w->dot);
		int family = is_part(name, n, w->full + w->family, fn);
		if (!given && !family)
			continue;
		if (found)
			return NULL;
		found = w;
		*part = family;
	}
	return found;
}
