/* script.c - traditional to simplified through libopencc (t2s.json). */
#include "reading/script.h"

#include <opencc.h>
#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "reading/lexicon.h"
#include "base/strbuf.h"
#include "base/utf8.h"

struct script {
	opencc_t cc;
	opencc_t to_traditional; /* opened on first use: only cast names need it */
};

struct script *script_new(int *err)
{
	struct script *sc = calloc(1, sizeof *sc);
	if (!sc) {
		*err = ERR_NOMEM;
		return NULL;
	}
	sc->cc = opencc_open("t2s.json");
	if (sc->cc == (opencc_t)-1)
		sc->cc = NULL; /* no OpenCC data: traditional text is looked up as is */
	*err = 0;
	return sc;
}

void script_free(struct script *sc)
{
	if (!sc)
		return;
	if (sc->cc)
		opencc_close(sc->cc);
	if (sc->to_traditional)
		opencc_close(sc->to_traditional);
	free(sc);
}

/* Converts s and decodes the result into out[0..max); returns the number of
 * code points, or (size_t)-1 when OpenCC fails. */
static size_t convert(opencc_t cc, const char *s, size_t len, int32_t *out, size_t max)
{
	char *r = opencc_convert_utf8(cc, s, len);
	if (!r)
		return (size_t)-1;
	size_t n = 0, rl = strlen(r);
	for (size_t i = 0, l; i < rl && n <= max; i += l) {
		int32_t cp = utf8_decode(r + i, rl - i, &l);
		if (n < max)
			out[n] = cp;
		n++;
	}
	opencc_convert_utf8_free(r);
	return n;
}

int script_simplify(struct script *sc, int32_t *cp, size_t n)
{
	size_t i;
	if (!sc || !sc->cc)
		return 0;
	for (i = 0; i < n && !lexicon_is_traditional(cp[i]); i++)
		;
	if (i == n)
		return 0; /* the usual case: nothing to convert, no OpenCC call */
	struct strbuf sb;
	strbuf_init(&sb);
	int32_t *conv = malloc((n + 1) * sizeof *conv);
	if (!conv || strbuf_grow(&sb, 4 * n)) {
		free(conv);
		strbuf_release(&sb);
		return ERR_NOMEM;
	}
	char u[4];
	for (i = 0; i < n; i++) {
		int32_t c = cp[i] >= 0 ? cp[i] : 0xFFFD;
		strbuf_add(&sb, u, utf8_encode(c, u));
	}
	size_t got = convert(sc->cc, sb.buf, sb.len, conv, n + 1);
	if (got == n) {
		for (i = 0; i < n; i++)
			if (cp[i] >= 0 && utf8_is_han(cp[i]))
				cp[i] = conv[i];
	} else {
		/* The phrase conversion changed the length: go character by character. */
		for (i = 0; i < n; i++) {
			if (!lexicon_is_traditional(cp[i]))
				continue;
			int32_t one[2];
			if (convert(sc->cc, u, utf8_encode(cp[i], u), one, 2) == 1)
				cp[i] = one[0];
		}
	}
	free(conv);
	strbuf_release(&sb);
	return 0;
}

int script_has_traditional(const char *buf, size_t len)
{
	size_t k;
	for (size_t p = 0; p < len; p += k)
		if (lexicon_is_traditional(utf8_at(buf, p, len, &k)))
			return 1;
	return 0;
}

int script_simplified_copy(struct script *sc, const char *buf, size_t len, char **out)
{
	size_t n = 0, k, i, p;
	*out = NULL;
	if (!sc || !sc->cc || !script_has_traditional(buf, len))
		return 0;
	int32_t *cp = malloc((len + 1) * sizeof *cp); /* a character a byte at most */
	char *copy = malloc(len + 1);
	if (!cp || !copy) {
		free(cp);
		free(copy);
		return ERR_NOMEM;
	}
	for (p = 0; p < len; p += k)
		cp[n++] = utf8_at(buf, p, len, &k);
	int rc = script_simplify(sc, cp, n);
	memcpy(copy, buf, len);
	copy[len] = '\0';
	char u[4];
	for (p = 0, i = 0; !rc && p < len; p += k, i++) {
		utf8_at(buf, p, len, &k);
		if (cp[i] >= 0 && utf8_encode(cp[i], u) == k)
			memcpy(copy + p, u, k);
	}
	free(cp);
	if (rc)
		free(copy);
	else
		*out = copy;
	return rc;
}

#define ZHU 0x8457 /* 著 */
#define ZHE 0x7740 /* 着 */
/* The longest word around a 著 looked for, in characters. */
#define ZHU_WORD_MAX 4

/* The count of the most frequent word of lx, of two characters or more,
 * that covers cp[i] and starts at or before cp[last]; a user word counts as
 * very frequent. */
static uint32_t best_word(const struct lexicon *lx, const int32_t *cp, size_t n, size_t i,
			  size_t last)
{
	uint32_t best = 0;
	size_t from = i >= ZHU_WORD_MAX - 1 ? i - (ZHU_WORD_MAX - 1) : 0;
	for (size_t b = from; b <= last; b++) {
		char s[4 * ZHU_WORD_MAX];
		size_t len = 0;
		for (size_t e = b; e < n && e < b + ZHU_WORD_MAX; e++) {
			len += utf8_encode(cp[e] >= 0 ? cp[e] : 0xFFFD, s + len);
			struct lexicon_word w;
			if (!lexicon_find(lx, s, len, &w, 0))
				break; /* not even the start of a word: nor are longer ones */
			if (e >= i && e > b) {
				uint32_t f = w.user ? UINT32_MAX : w.freq;
				best = f > best ? f : best;
			}
		}
	}
	return best;
}

/* jieba's tag of cp[i] when it stands alone: no word of two characters or
 * more ends with it; LEXICON_POS_NONE otherwise. */
static enum lexicon_pos alone_pos(const struct lexicon *lx, const int32_t *cp, size_t i)
{
	char s[4 * ZHU_WORD_MAX];
	struct lexicon_word w;
	size_t len = utf8_encode(cp[i] >= 0 ? cp[i] : 0xFFFD, s);
	if (!lexicon_find(lx, s, len, &w, 0) || (i > 0 && best_word(lx, cp, i + 1, i, i - 1)))
		return LEXICON_POS_NONE;
	return w.pos;
}

/* Whether cp[i] is a verb standing alone, not the copula 是, 有 or 为 (纪念
 * 著名, 丑闻 著称 are not). */
static int verb_alone(const struct lexicon *lx, const int32_t *cp, size_t i)
{
	return cp[i] != 0x662F && cp[i] != 0x6709 && cp[i] != 0x4E3A &&
	       alone_pos(lx, cp, i) == LEXICON_VERB;
}

/* Whether a word of two characters or more starts at cp[i]. */
static int starts_word(const struct lexicon *lx, const int32_t *cp, size_t n, size_t i)
{
	char s[4 * ZHU_WORD_MAX];
	size_t len = utf8_encode(cp[i] >= 0 ? cp[i] : 0xFFFD, s);
	struct lexicon_word w;
	for (size_t e = i + 1; e < n && e < i + ZHU_WORD_MAX; e++) {
		len += utf8_encode(cp[e] >= 0 ? cp[e] : 0xFFFD, s + len);
		if (!lexicon_find(lx, s, len, &w, 0))
			return 0;
		if (w.freq)
			return 1;
	}
	return 0;
}

/* t2s keeps 著, a simplified character too (著名); but traditional text,
 * Taiwan's above all, also writes 着 that way, and the lexicon has 着's
 * words (睡着, 着急, 看着) in that form only.  A 著 stays when it is in a
 * word that is more common than any the 着 reading would be in: 著名,
 * 显著, 著有 stay; 穿著 (3 in jieba's counts) is 穿着 (110).  Right after a
 * verb standing alone it is 着 even where a word of 著 follows, which jieba's
 * few verb+着 words would not outweigh (拿著书籍, 听著有理; 编著 and 显著 are
 * words across the two). */
static void fold_zhe(const struct lexicon *lx, int32_t *cp, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (cp[i] != ZHU)
			continue;
		/* 著之 opening a phrase is classical "write it down" (“著之竹帛”) */
		if (i + 1 < n && cp[i + 1] == 0x4E4B && (i == 0 || !utf8_is_han(cp[i - 1])))
			continue;
		uint32_t as_zhu = best_word(lx, cp, n, i, i);
		/* jieba tags 仗 and 估 nouns: one standing alone before a 著 word that
		 * opens at 著 (仗著有些力气, 估著有好事: 著有) is used as a verb */
		int after_verb = i > 0 && !best_word(lx, cp, n, i, i - 1) &&
				 (verb_alone(lx, cp, i - 1) ||
				  alone_pos(lx, cp, i - 1) == LEXICON_NOUN);
		/* a word of 著 after a conjunction keeps it (书名和 著者), though
		 * 和着 would outweigh 著者; not after a particle (画的 著实好) */
		int after_conj = i > 0 && alone_pos(lx, cp, i - 1) == LEXICON_CONJ &&
				 starts_word(lx, cp, n, i);
		cp[i] = ZHE;
		if (after_conj || (!after_verb && as_zhu > best_word(lx, cp, n, i, i)))
			cp[i] = ZHU;
	}
}

int script_lookup_form(struct script *sc, const struct lexicon *lx, int32_t *cp, size_t n)
{
	int rc = script_simplify(sc, cp, n);
	if (!rc)
		fold_zhe(lx, cp, n);
	return rc;
}

/* cc's conversion of s, if it differs from s. */
static int differing(opencc_t cc, const char *s, char **out)
{
	char *r = cc ? opencc_convert_utf8(cc, s, strlen(s)) : NULL;
	if (r && strcmp(r, s) && !(*out = strdup(r))) {
		opencc_convert_utf8_free(r);
		return ERR_NOMEM;
	}
	if (r)
		opencc_convert_utf8_free(r);
	return 0;
}

int script_other_form(struct script *sc, const char *s, char **out)
{
	*out = NULL;
	if (!sc || !sc->cc)
		return 0;
	int rc = differing(sc->cc, s, out);
	if (rc || *out)
		return rc;
	if (!sc->to_traditional) {
		sc->to_traditional = opencc_open("s2t.json");
		if (sc->to_traditional == (opencc_t)-1)
			sc->to_traditional = NULL;
	}
	return differing(sc->to_traditional, s, out);
}
