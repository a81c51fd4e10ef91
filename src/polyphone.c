/* polyphone.c - polyphones decided by their neighbours.
 *
 * The word lexicon settles most characters.  A character the trained table
 * knows gets the reading a naive Bayes vote over its neighbours prefers,
 * among the readings seen in training and the lexicon's; inside a lexicon
 * word the vote needs neighbours seen in training to overrule the word. */
#include "polyphone.h"

#include <math.h>
#include <string.h>

#include "lexicon.h"
#include "pinyin.h"
#include "utf8.h"

#define MAX_READINGS 8

/* Tuned on 4/5 of CPP dev, scored on the other fifth (doc/reading.md). */
static const double bonus_word = 1.0;  /* lexicon reading inside a word */
static const double bonus_alone = 0.5; /* lexicon reading of a lone character */
static const double feat_alpha = 0.5;  /* add-alpha smoothing of neighbour counts */
static const double feat_values = 100; /* ... over about this many neighbours */
static const int min_evidence = 1;     /* Han neighbours needed to overrule a word */
static const int long_evidence = 2;    /* ... a word of three or more characters */

/* First row whose key is key, or NULL. */
static const struct polyphone_count *first(const char *key)
{
	size_t lo = 0, hi = polyphone_ncounts;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(polyphone_counts[mid].key, key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < polyphone_ncounts && !strcmp(polyphone_counts[lo].key, key))
		return &polyphone_counts[lo];
	return NULL;
}

/* counts[c] = the count of key with reading cand[c]. */
static void counts_of(const char *key, const char *const *cand, size_t nc, unsigned *counts)
{
	for (size_t c = 0; c < nc; c++)
		counts[c] = 0;
	const struct polyphone_count *p = first(key);
	for (; p && p < polyphone_counts + polyphone_ncounts && !strcmp(p->key, key); p++)
		for (size_t c = 0; c < nc; c++)
			if (!strcmp(p->syl, cand[c]))
				counts[c] = p->count;
}

static size_t put_cp(char *out, int32_t cp)
{
	if (cp < 0)
		cp = 0xFFFD;
	return utf8_encode(cp, out);
}

/* key = c \1 kind context */
static void make_key(char *key, const int32_t *cp, size_t n, size_t i, char kind)
{
	size_t k = put_cp(key, cp[i]);
	key[k++] = '\1';
	key[k++] = kind;
	switch (kind) {
	case 'L':
		k += i >= 1 ? put_cp(key + k, cp[i - 1]) : (key[k] = '^', 1);
		break;
	case 'R':
		k += i + 1 < n ? put_cp(key + k, cp[i + 1]) : (key[k] = '$', 1);
		break;
	case 'l':
		if (i >= 2) {
			k += put_cp(key + k, cp[i - 2]);
			k += put_cp(key + k, cp[i - 1]);
		} else {
			key[k++] = '^';
		}
		break;
	case 'r':
		if (i + 3 <= n) {
			k += put_cp(key + k, cp[i + 1]);
			k += put_cp(key + k, cp[i + 2]);
		} else {
			key[k++] = '$';
		}
		break;
	default:
		break;
	}
	key[k] = '\0';
}

/* Same syllable, any tone: terra's tones are sometimes Taiwan's (夹 jia2)
 * or neutral where CPP writes the citation tone (部分 fen5). */
static int same_base(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	return la == lb && la > 1 && !memcmp(a, b, la - 1);
}

/* Whether the lexicon's lex may give way to cand, the same syllable in
 * another tone: a neutral tone (CPP writes the citation tone), or a tone
 * that the training rows never gave this character (Taiwan's 档 dang3). */
static int retone(const char *cand, const char *lex, double lex_prior, double total)
{
	size_t l = strlen(lex);
	if (!same_base(cand, lex))
		return 0;
	return lex[l - 1] == '5' || (lex_prior == 0 && total >= 5);
}

static int han_context(const int32_t *cp, size_t n, size_t i, char kind)
{
	switch (kind) {
	case 'L':
		return i >= 1 && utf8_is_han(cp[i - 1]);
	case 'R':
		return i + 1 < n && utf8_is_han(cp[i + 1]);
	case 'l':
		return i >= 2 && utf8_is_han(cp[i - 2]) && utf8_is_han(cp[i - 1]);
	default:
		return i + 3 <= n && utf8_is_han(cp[i + 1]) && utf8_is_han(cp[i + 2]);
	}
}

static void decide(const int32_t *cp, size_t n, size_t i, char (*syl)[8], int in_word,
		   unsigned char *wflag)
{
	char key[32];
	make_key(key, cp, n, i, 'P');
	const struct polyphone_count *p = first(key);
	if (!p)
		return;
	const char *cand[MAX_READINGS];
	double score[MAX_READINGS];
	unsigned prior[MAX_READINGS], total = 0;
	size_t nc = 0;
	for (; p < polyphone_counts + polyphone_ncounts && !strcmp(p->key, key) &&
	       nc < MAX_READINGS; p++) {
		cand[nc] = p->syl;
		prior[nc] = p->count;
		total += p->count;
		nc++;
	}
	if (nc == 0 || (nc < 2 && !strcmp(cand[0], syl[i])))
		return;
	/* The lexicon's reading competes even when training never saw it. */
	size_t c0;
	for (c0 = 0; c0 < nc && strcmp(cand[c0], syl[i]); c0++)
		;
	if (c0 == nc && nc < MAX_READINGS) {
		cand[nc] = syl[i];
		prior[nc] = 0;
		nc++;
	}
	static const char kinds[] = "LRlr";
	int lexicon_seen = 0, evidence[MAX_READINGS];
	for (size_t c = 0; c < nc; c++) {
		/* The lexicon's reading counts as evidence too, strongest in a word. */
		int lex = !strcmp(cand[c], syl[i]);
		lexicon_seen |= lex;
		evidence[c] = 0;
		score[c] = log((prior[c] + 0.5) / (total + 0.5 * nc));
		if (lex)
			score[c] += in_word ? bonus_word : bonus_alone;
	}
	for (int k = 0; k < 4; k++) {
		unsigned f[MAX_READINGS];
		make_key(key, cp, n, i, kinds[k]);
		counts_of(key, cand, nc, f);
		/* Only Han neighbours are evidence; punctuation and line ends are not. */
		int boundary = !han_context(cp, n, i, kinds[k]);
		for (size_t c = 0; c < nc; c++) {
			evidence[c] += f[c] > 0 && !boundary;
			score[c] += log((f[c] + feat_alpha) / (prior[c] + feat_alpha * feat_values));
		}
	}
	/* A lexicon word, or a particle given its neutral tone (地 de5 after an
	 * adverb, 得 de5), is overruled only by neighbours seen in training. */
	size_t sl = strlen(syl[i]);
	int guarded = in_word || (sl && syl[i][sl - 1] == '5');
	double lex_prior = 0;
	for (size_t c = 0; c < nc; c++)
		if (!strcmp(cand[c], syl[i]))
			lex_prior = prior[c];
	size_t best = nc;
	for (size_t c = 0; c < nc; c++) {
		/* In a lexicon word only neighbours seen in training overrule it. */
		if (guarded && lexicon_seen && !retone(cand[c], syl[i], lex_prior, total) &&
		    evidence[c] < (in_word >= 3 ? long_evidence : min_evidence))
			continue;
		if (best == nc || score[c] > score[best])
			best = c;
	}
	if (best == nc)
		return;
	size_t len = strlen(cand[best]);
	if (len >= 8 || cand[best] == syl[i])
		return;
	if (same_base(cand[best], syl[i]) && syl[i][len - 1] == '5')
		wflag[i] |= PINYIN_NEUTRAL; /* 桌子: zi3 as CPP writes it, zi5 spoken */
	memmove(syl[i], cand[best], len + 1);
}

int polyphone_fix(const struct lexicon *lx, const int32_t *cp, size_t n, char (*syl)[8],
		  unsigned char *wflag)
{
	(void)lx;
	for (size_t i = 0; i < n; i++) {
		if (!syl[i][0])
			continue;
		if (wflag[i] & PINYIN_SURE)
			continue; /* the user lexicon and the fixes have the last word */
		/* the length of the word around i: 1 alone, 2 or more in a word */
		size_t b = i, e = i;
		while (b > 0 && !(wflag[b] & PINYIN_WORD_START))
			b--;
		while (e + 1 < n && !(wflag[e] & PINYIN_WORD_END))
			e++;
		decide(cp, n, i, syl, (int)(e - b + 1 > 1 ? e - b + 1 : 0), wflag);
	}
	return 0;
}
