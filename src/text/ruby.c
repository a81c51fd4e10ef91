/* ruby.c - pinyin ruby annotations as book.lexicon lines (ruby.h). */
#include "text/ruby.h"
#include "base/err.h"
#include "base/utf8.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SYLLABLES_MAX 16 /* book.lexicon's longest word */
#define LETTERS_MAX 6    /* zhuang, shuang */

/* The vowels with tone marks, four to a vowel, tones 1 to 4; ü is v. */
static const char marked[] = "āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ";

/* One pinyin syllable s[0..n) as book.lexicon writes it (guàn → guan4,
 * lǜ → lv4, de → de5, qing1 as it is) into out; *toned is set when it bore a
 * tone.  Returns 0, or -1 when it is no syllable. */
static int syllable(const char *s, size_t n, char out[8], int *toned)
{
	size_t k = 0, len;
	int tone = 0;
	for (size_t i = 0; i < n; i += len) {
		int32_t cp = utf8_decode(s + i, n - i, &len);
		char letter = 0;
		if (cp >= 'A' && cp <= 'Z')
			cp += 32;
		if (cp >= 'a' && cp <= 'z') {
			letter = (char)cp;
		} else if (cp == 0xFC) { /* ü */
			letter = 'v';
		} else if (cp >= '1' && cp <= '5' && i + len == n && !tone && k) {
			tone = cp - '0';
			continue;
		} else {
			char enc[5] = { 0 };
			utf8_encode(cp, enc);
			const char *m = cp > 0x7F ? strstr(marked, enc) : NULL;
			if (!m || tone)
				return -1;
			size_t at = utf8_count(marked, (size_t)(m - marked));
			letter = "aeiouv"[at / 4];
			tone = (int)(at % 4) + 1;
		}
		if (k == LETTERS_MAX)
			return -1;
		out[k++] = letter;
	}
	if (!k)
		return -1;
	*toned |= tone != 0;
	out[k++] = (char)('0' + (tone ? tone : 5));
	out[k] = '\0';
	return 0;
}

int ruby_reading(const char *base, size_t nb, const char *rt, size_t nr, struct strbuf *out)
{
	char word[SYLLABLES_MAX * 4 + 1], syl[SYLLABLES_MAX][8];
	size_t nw = 0, nchar = 0, nsyl = 0, len;
	for (size_t i = 0; i < nb; i += len) {
		int32_t cp = utf8_decode(base + i, nb - i, &len);
		if (utf8_is_space(cp))
			continue;
		if (!utf8_is_han(cp) || nchar == SYLLABLES_MAX)
			return 0;
		memcpy(word + nw, base + i, len);
		nw += len;
		nchar++;
	}
	int toned = 0;
	for (size_t i = 0; i < nr;) {
		i = utf8_skip_space(rt, nr, i);
		size_t e = i;
		while (e < nr && !utf8_is_space(utf8_decode(rt + e, nr - e, &len)))
			e += len;
		if (e == i)
			break;
		if (nsyl == SYLLABLES_MAX || syllable(rt + i, e - i, syl[nsyl], &toned))
			return 0;
		nsyl++;
		i = e;
	}
	if (!nchar || nsyl != nchar || !toned)
		return 0;
	int rc = strbuf_add(out, word, nw);
	for (size_t k = 0; k < nsyl && !rc; k++)
		rc = strbuf_addf(out, " %s", syl[k]);
	return rc ? rc : strbuf_addch(out, '\n');
}

static int by_line(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The length of the word that opens line s (up to its space). */
static size_t word_len(const char *s)
{
	return strcspn(s, " ");
}

/* A character a word of its own in the readings, and how often the text
 * holds it. */
struct char_count {
	int32_t cp;
	uint32_t n;
};

static int by_char(const void *key, const void *elem)
{
	int32_t a = *(const int32_t *)key, b = ((const struct char_count *)elem)->cp;
	return (a > b) - (a < b);
}

/* The one-character words of the sorted lines v[0..k), each once, in
 * code-point order (in *n, allocated for k + 1 so that none is no
 * malloc(0)), with how often texts[0..n_texts) holds each.  NULL when out
 * of memory. */
static struct char_count *char_counts(char *const *v, size_t k, const char *const *texts,
				      const size_t *lens, size_t n_texts, size_t *n)
{
	struct char_count *c = malloc((k + 1) * sizeof(*c));
	*n = 0;
	for (size_t i = 0, len; c && i < k; i++) {
		size_t wl = word_len(v[i]);
		int32_t cp = utf8_decode(v[i], wl, &len);
		if (len == wl && cp >= 0 && (!*n || c[*n - 1].cp != cp))
			c[(*n)++] = (struct char_count){ cp, 0 };
	}
	for (size_t t = 0; c && *n && t < n_texts; t++)
		for (size_t p = 0, len; p < lens[t]; p += len) {
			int32_t cp = utf8_decode(texts[t] + p, lens[t] - p, &len);
			struct char_count *hit = bsearch(&cp, c, *n, sizeof(*c), by_char);
			if (hit)
				hit->n++;
		}
	return c;
}

int ruby_book_readings(const char *lines, size_t n, const char *const *texts,
		       const size_t *lens, size_t n_texts, struct strbuf *out)
{
	char *copy = malloc(n + 1);
	size_t count = 0;
	for (size_t i = 0; i < n; i++)
		count += lines[i] == '\n';
	char **v = malloc((count + 1) * sizeof(*v));
	struct char_count *seen = NULL;
	int rc = copy && v ? 0 : ERR_NOMEM;
	size_t k = 0, n_seen = 0;
	if (!rc) {
		memcpy(copy, lines, n);
		copy[n] = '\0';
		for (char *p = copy, *nl; (nl = strchr(p, '\n')); p = nl + 1) {
			*nl = '\0';
			v[k++] = p;
		}
		qsort(v, k, sizeof(*v), by_line);
		if (!(seen = char_counts(v, k, texts, lens, n_texts, &n_seen)))
			rc = ERR_NOMEM;
	}
	for (size_t i = 0, j; !rc && i < k; i = j) {
		size_t wl = word_len(v[i]), same = 1;
		for (j = i + 1; j < k && word_len(v[j]) == wl && !memcmp(v[i], v[j], wl); j++)
			same += !strcmp(v[i], v[j]);
		if (same != j - i)
			continue; /* annotated two ways */
		size_t len;
		int32_t cp = utf8_decode(v[i], wl, &len);
		const struct char_count *c = len == wl && cp >= 0 ?
			bsearch(&cp, seen, n_seen, sizeof(*seen), by_char) : NULL;
		if (c && c->n > j - i)
			continue; /* a mark for that place only */
		rc = strbuf_addf(out, "%s\n", v[i]);
	}
	free(seen);
	free(v);
	free(copy);
	return rc;
}
