/* castbare.c - a 文言 tale's leads by their bare character (castbare.h). */
#include "speaker/castbare.h"
#include "base/utf8.h"
#include "reading/lexicon.h"
#include "speaker/namehead.h"

#include <string.h>

#define SHENG 0x751F /* 生 */
#define NU 0x5973    /* 女 */
#define YI 0x4E00    /* 一 */

void castbare_init(struct castbare *b)
{
	b->scholar[0] = b->woman[0] = '\0';
}

/* Keeps buf[p..p+n) as the form into[], or "-" when another was kept. */
static void note(char *into, size_t cap, const char *buf, size_t p, size_t n)
{
	if (!into[0] && n < cap) {
		memcpy(into, buf + p, n);
		into[n] = '\0';
	} else if (strlen(into) != n || memcmp(into, buf + p, n)) {
		strcpy(into, "-");
	}
}

/* Whether buf[s..e) (a surname and 生) is no word (余生, 安生 are) and
 * stands alone, not ending a longer name (宋金生: the char before is no
 * surname). */
static int scholar_at(const char *buf, size_t s, size_t e)
{
	struct lexicon_word w;
	size_t b;
	return !(lexicon_find(NULL, buf + s, e - s, &w, 0) && w.freq) &&
	       !(s > 0 && namehead_is_surname(utf8_before(buf, 0, s, &b)));
}

void castbare_scan(struct castbare *b, const char *buf, size_t len)
{
	size_t n, k, s;
	for (size_t p = 0; p < len; p += n) {
		int32_t cp = utf8_at(buf, p, len, &n);
		if (cp == SHENG && p > 0 && utf8_in_set("，。；、", utf8_at(buf, p + n, len, &k)) &&
		    namehead_is_surname(utf8_before(buf, 0, p, &s)) && scholar_at(buf, s, p + n))
			note(b->scholar, sizeof(b->scholar), buf, s, p + n - s);
		else if (cp == NU && p > 0 && utf8_before(buf, 0, p, &s) == YI &&
			 utf8_in_set("郎子", utf8_at(buf, p + n, len, &k)))
			note(b->woman, sizeof(b->woman), buf, p, n + k);
	}
}

const char *castbare_full(const struct castbare *b, const char *bare, enum gender *gender)
{
	size_t n;
	int32_t cp = utf8_at(bare, 0, strlen(bare), &n);
	const char *full = cp == SHENG ? b->scholar : cp == NU ? b->woman : "";
	if (bare[n] || !full[0] || !strcmp(full, "-"))
		return NULL;
	*gender = cp == SHENG ? GENDER_MALE : GENDER_FEMALE;
	return full;
}
