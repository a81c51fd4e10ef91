/* polyphone.c - polyphones decided by their context.
 *
 * The word lexicon gives every character a reading.  A character the trained
 * model knows gets the reading with the highest score: the sum of the
 * weights of the features that hold (its neighbours and their parts of
 * speech, the segmenter's word around it and beside it, the lexicon's
 * reading), the same features that tools/gen_polyphone.py trained a
 * logistic regression on.  Readings from the user lexicon and
 * tools/lexicon-fixes.txt are never revised. */
#include "reading/polyphone.h"

#include <stdio.h>
#include <string.h>

#include "reading/lexicon.h"
#include "reading/pinyin.h"
#include "base/utf8.h"

#define MAX_READINGS 8
/* character, \1, kind, a word of MAX_WORD_CHARS characters, a position */
#define KEY_BYTES 80

/* First row whose key is key, or NULL. */
static const struct polyphone_weight *first(const char *key)
{
	size_t lo = 0, hi = polyphone_nweights;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(polyphone_weights[mid].key, key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < polyphone_nweights && !strcmp(polyphone_weights[lo].key, key))
		return &polyphone_weights[lo];
	return NULL;
}

/* Index of cp in a table sorted by cp whose rows (stride bytes) begin with
 * their int32_t cp, or n when it is not there. */
static size_t find_cp(const void *table, size_t n, size_t stride, int32_t cp)
{
	const char *t = table;
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (*(const int32_t *)(const void *)(t + mid * stride) < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < n && *(const int32_t *)(const void *)(t + lo * stride) == cp ? lo : n;
}

/* jieba's tag of cp as a word of its own, "?" when it has none. */
static const char *tag_of(int32_t cp)
{
	size_t k = find_cp(polyphone_tags, polyphone_ntags, sizeof *polyphone_tags, cp);
	return k < polyphone_ntags ? polyphone_tags[k].tag : "?";
}

/* The character's readings in the Mainland table, NULL when it has none. */
static const char *mainland_of(int32_t cp)
{
	size_t k = find_cp(polyphone_mainland, polyphone_nmainland, sizeof *polyphone_mainland, cp);
	return k < polyphone_nmainland ? polyphone_mainland[k].syls : NULL;
}

/* Whether syl is one of the space-separated syllables of list. */
static int in_list(const char *list, const char *syl)
{
	size_t n = strlen(syl);
	for (const char *p = list; *p;) {
		size_t k = strcspn(p, " ");
		if (k == n && !memcmp(p, syl, n))
			return 1;
		p += k + (p[k] == ' ');
	}
	return 0;
}

static size_t put_cp(char *out, int32_t cp)
{
	return utf8_encode(cp < 0 ? 0xFFFD : cp, out);
}

/* key = c \1 kind, then cp[b..e) (or mark when the range leaves the line);
 * returns its length so far. */
static size_t key_start(char *key, int32_t c, char kind)
{
	size_t k = put_cp(key, c);
	key[k++] = '\1';
	key[k++] = kind;
	return k;
}

static size_t put_range(char *key, size_t k, const int32_t *cp, size_t b, size_t e)
{
	for (size_t j = b; j < e && k + 4 < KEY_BYTES; j++)
		k += put_cp(key + k, cp[j]);
	return k;
}

struct vote {
	int32_t self; /* the character whose weights are read */
	const char *cand[MAX_READINGS];
	double score[MAX_READINGS];
	int evidence[MAX_READINGS]; /* a Han neighbour or word was seen with it */
	size_t nc;
};

/* Adds the weights of key; a key whose context ends in a Han character (a
 * neighbour, a word) is evidence for the readings it has weights for. */
static void add(struct vote *v, const char *key)
{
	size_t len = strlen(key), b = len, clen;
	while (b > 0 && ((unsigned char)key[b - 1] & 0xC0) == 0x80)
		b--;
	int han = b > 0 && utf8_is_han(utf8_decode(key + b - 1, len - b + 1, &clen));
	const struct polyphone_weight *p = first(key);
	for (; p && p < polyphone_weights + polyphone_nweights && !strcmp(p->key, key); p++)
		for (size_t c = 0; c < v->nc; c++)
			if (!strcmp(p->syl, v->cand[c])) {
				v->score[c] += p->weight;
				v->evidence[c] |= han;
			}
}

/* Whether a toned syllable has the neutral tone (zi5). */
static int is_neutral(const char *syl)
{
	size_t n = strlen(syl);
	return n && syl[n - 1] == '5';
}

/* Same syllable, another tone (部分 fen5 / fen1). */
static int same_base(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	return la == lb && la > 1 && !memcmp(a, b, la - 1) && a[la - 1] != b[la - 1];
}

/* The readings training gave cp with their bias weights, and the lexicon's
 * reading lex, which competes even when training never saw it (then its
 * index c0 is marked unseen).  Returns 0 when the model knows nothing of
 * the character. */
static int readings(struct vote *v, int32_t cp, const char *lex, size_t *c0, int *unseen_lex)
{
	char key[KEY_BYTES];
	size_t k = key_start(key, cp, 'P');
	key[k] = '\0';
	const struct polyphone_weight *p = first(key);
	if (!p)
		return 0;
	v->self = cp;
	*c0 = MAX_READINGS;
	for (; p < polyphone_weights + polyphone_nweights && !strcmp(p->key, key) &&
	       v->nc < MAX_READINGS; p++) {
		if (!strcmp(p->syl, lex))
			*c0 = v->nc;
		v->cand[v->nc] = p->syl;
		v->score[v->nc++] = p->weight;
	}
	*unseen_lex = *c0 == MAX_READINGS;
	if (*unseen_lex && v->nc < MAX_READINGS) {
		*c0 = v->nc;
		v->cand[v->nc] = lex;
		v->score[v->nc++] = 0;
	}
	return 1;
}

/* The weights all characters share: the lexicon's reading (c0) by the
 * length of its word wl, whether the word is listed and whether the reading
 * is the character's usual one; the same syllable in another tone; a
 * reading outside the Mainland table; the readings in the lexicon words
 * around cp[i]. */
static void add_shared(struct vote *v, const struct lexicon *lx, const int32_t *cp, size_t n,
		       size_t i, size_t wl, int listed, size_t c0, const char *lex)
{
	int neutral = is_neutral(lex);
	struct lexicon_word w;
	char u[4];
	const char *usual_syl =
		lexicon_find(lx, u, put_cp(u, cp[i]), &w, 1) && w.nsyl == 1 ? w.syl[0] : NULL;
	int usual = usual_syl && !strcmp(usual_syl, lex);
	int g = (wl >= 3 ? POLY_LEX3 : wl == 2 ? POLY_LEX2 : POLY_LEX1) +
		(usual ? 0 : POLY_LEX1S - POLY_LEX1);
	if (wl >= 2 && listed)
		g = (wl >= 3 ? POLY_LEX3T : POLY_LEX2T) + (usual ? 0 : POLY_LEX2ST - POLY_LEX2T);
	const char *mainland = mainland_of(cp[i]);
	for (size_t c = 0; c < v->nc; c++) {
		if (mainland && !in_list(mainland, v->cand[c]))
			v->score[c] += polyphone_global[POLY_MAINOUT];
		if (c == c0)
			v->score[c] += polyphone_global[neutral ? POLY_LEXN : g];
		else if (same_base(v->cand[c], lex))
			v->score[c] += polyphone_global[(neutral ? POLY_CIT : POLY_TONE) +
							(usual_syl && !strcmp(v->cand[c], usual_syl) ?
								 POLY_CITU - POLY_CIT : 0)];
	}
	for (int win = 0; win < POLY_NWINDOWS; win++) {
		char r[8];
		long bw = (long)i - polyphone_windows[win][0];
		size_t ew = i + (size_t)polyphone_windows[win][1];
		if (bw < 0 || ew > n || !pinyin_in_word(lx, cp, (size_t)bw, ew, i, r))
			continue;
		for (size_t c = 0; c < v->nc; c++)
			if (!strcmp(v->cand[c], r))
				v->score[c] += polyphone_global[POLY_WIN + win];
	}
}

/* Adds the weights of cp[i]'s feature kind: the characters cp[i+from ..
 * i+to), or ^ / $ where they run past the line. */
static void add_neighbours(struct vote *v, const int32_t *cp, size_t n, size_t i, char kind,
			   long from, long to)
{
	char key[KEY_BYTES];
	size_t k = key_start(key, v->self, kind);
	long lo = (long)i + from, hi = (long)i + to;
	if (lo >= 0 && hi <= (long)n)
		k = put_range(key, k, cp, (size_t)lo, (size_t)hi);
	else
		key[k++] = from < 0 ? '^' : '$';
	key[k] = '\0';
	add(v, key);
}

/* Adds the weights of the feature kind followed by text. */
static void add_text(struct vote *v, char kind, const char *text)
{
	char key[KEY_BYTES];
	size_t k = key_start(key, v->self, kind);
	snprintf(key + k, KEY_BYTES - k, "%s", text);
	add(v, key);
}

/* The weights of cp[i]'s own context: its neighbours and their parts of
 * speech, the word [b, e) around it and its place there, the words
 * beside it, the lexicon's reading lex alone and with its word's length. */
static void add_context(struct vote *v, const int32_t *cp, size_t n, size_t i, size_t b,
			size_t e, const unsigned char *wflag, const char *lex)
{
	char key[KEY_BYTES];
	size_t k, wl = e - b;
	add_neighbours(v, cp, n, i, 'L', -1, 0);
	add_neighbours(v, cp, n, i, 'R', 1, 2);
	add_neighbours(v, cp, n, i, 'l', -2, 0);
	add_neighbours(v, cp, n, i, 'r', 1, 3);
	add_neighbours(v, cp, n, i, 'A', -2, -1);
	add_neighbours(v, cp, n, i, 'B', 2, 3);
	add_text(v, 'M', i >= 1 ? tag_of(cp[i - 1]) : "?");
	add_text(v, 'N', i + 1 < n ? tag_of(cp[i + 1]) : "?");
	if (wl > 1) {
		k = put_range(key, key_start(key, v->self, 'W'), cp, b, e);
		key[k] = '\0';
		add(v, key);
		k = put_range(key, key_start(key, v->self, 'w'), cp, b, e);
		snprintf(key + k, KEY_BYTES - k, "%zu", i - b);
		add(v, key);
	}
	if (b > 0 && (wflag[b - 1] & PINYIN_WORD_END)) {
		size_t pb = b - 1;
		while (pb > 0 && !(wflag[pb] & PINYIN_WORD_START))
			pb--;
		k = put_range(key, key_start(key, v->self, 'U'), cp, pb, b);
		key[k] = '\0';
		add(v, key);
	}
	if (e < n && (wflag[e] & PINYIN_WORD_START)) {
		size_t ne = e;
		while (ne + 1 < n && !(wflag[ne] & PINYIN_WORD_END))
			ne++;
		k = put_range(key, key_start(key, v->self, 'V'), cp, e, ne + 1);
		key[k] = '\0';
		add(v, key);
	}
	add_text(v, 'X', lex);
	k = key_start(key, v->self, 'Y');
	snprintf(key + k, KEY_BYTES - k, "%s%zu", lex, wl < 3 ? wl : 3);
	add(v, key);
}

/* The word of cp[i] is [b, e); words are marked by PINYIN_WORD_* in wflag.
 * The weights are those of the author's character where training saw it as
 * itself: 閤 is ge2 in CPP, which must not teach 合 the same. */
static void decide(const struct lexicon *lx, const int32_t *cp, int32_t orig, size_t n, size_t i,
		   size_t b, size_t e, char (*syl)[8], unsigned char *wflag)
{
	struct vote v = { .nc = 0, .evidence = { 0 } };
	const char *lex = syl[i];
	size_t c0;
	int unseen_lex;
	if (!(orig != cp[i] && readings(&v, orig, lex, &c0, &unseen_lex)) &&
	    !readings(&v, cp[i], lex, &c0, &unseen_lex))
		return;
	size_t wl = e - b;
	int neutral = is_neutral(lex);
	add_shared(&v, lx, cp, n, i, wl, (wflag[i] & PINYIN_LISTED) != 0, c0, lex);
	add_context(&v, cp, n, i, b, e, wflag, lex);
	/* Inside a lexicon word another reading needs evidence (a short line
	 * must not lose 教书 jiao1 to the bias of 教 jiao4), unless it is the
	 * same syllable in another tone and the lexicon's tone is neutral (部分
	 * fen5: CPP writes fen1) or one training never gave (Taiwan's 档 dang3). */
	int retone = neutral || unseen_lex;
	size_t best = v.nc;
	for (size_t c = 0; c < v.nc; c++) {
		if (wl > 1 && c != c0 && !v.evidence[c] &&
		    !(retone && same_base(v.cand[c], lex)))
			continue;
		if (best == v.nc || v.score[c] > v.score[best])
			best = c;
	}
	if (best == c0)
		return;
	size_t len = strlen(v.cand[best]);
	if (len >= 8)
		return;
	if (neutral && same_base(v.cand[best], lex))
		wflag[i] |= PINYIN_NEUTRAL; /* 桌子: zi3 as CPP writes it, zi5 spoken */
	memmove(syl[i], v.cand[best], len + 1);
}

int polyphone_fix(const struct lexicon *lx, const int32_t *cp, const int32_t *orig, size_t n,
		  char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 0; i < n; i++) {
		if (!syl[i][0] || (wflag[i] & PINYIN_SURE))
			continue; /* the user lexicon and the fixes have the last word */
		if (!strcmp(syl[i], "r5"))
			continue; /* a dictionary's erhua (这儿): CPP's 儿 is er2 in 女儿 */
		size_t b = i, e = i;
		while (b > 0 && !(wflag[b] & PINYIN_WORD_START))
			b--;
		while (e + 1 < n && !(wflag[e] & PINYIN_WORD_END))
			e++;
		decide(lx, cp, orig ? orig[i] : cp[i], n, i, b, e + 1, syl, wflag);
	}
	return 0;
}
