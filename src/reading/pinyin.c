/* pinyin.c - segmentation (maximum probability over the lexicon's word
 * frequencies, as jieba does), word readings, context rules for polyphones,
 * and the 一/不 sandhi that eSpeak NG does not apply itself. */
#include "reading/pinyin.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "reading/lexicon.h"
#include "reading/context.h"
#include "reading/names.h"
#include "reading/polyphone.h"
#include "base/utf8.h"

#define MAX_WORD_CHARS 12

void pinyin_set(char (*syl)[8], size_t i, const char *s)
{
	size_t n = strlen(s);
	if (n > 7)
		n = 7;
	memcpy(syl[i], s, n);
	syl[i][n] = '\0';
}

/* Segments and reads the Han run cp[0..n). */
static int fill_run(const struct lexicon *lx, const int32_t *cp, size_t n, char (*syl)[8],
		    unsigned char *wflag, unsigned char *pos)
{
	size_t *off = malloc((n + 1) * sizeof *off);
	char *bytes = malloc(4 * n + 1);
	double *best = malloc((n + 1) * sizeof *best);
	unsigned char *len = malloc(n + 1);
	if (!off || !bytes || !best || !len) {
		free(off);
		free(bytes);
		free(best);
		free(len);
		return ERR_NOMEM;
	}
	off[0] = 0;
	for (size_t i = 0; i < n; i++)
		off[i + 1] = off[i] + utf8_encode(cp[i], bytes + off[i]);
	double logt = lexicon_log_total(lx);
	unsigned umax = lexicon_user_max(lx);
	struct lexicon_word w;
	best[n] = 0;
	for (size_t i = n; i-- > 0;) {
		best[i] = -1e300;
		len[i] = 1;
		for (size_t k = 1; k <= MAX_WORD_CHARS && i + k <= n; k++) {
			int found = lexicon_find(lx, bytes + off[i], off[i + k] - off[i], &w, 0);
			if (!found && k > umax && k > 1)
				break;
			double f;
			if (found && w.freq && (w.nsyl == k || k == 1))
				f = log((double)w.freq);
			else if (k == 1)
				f = 0; /* an unknown character still makes a word */
			else
				continue;
			if (w.user && found)
				f += 20; /* the user lexicon wins */
			double v = f - logt + best[i + k];
			if (v > best[i]) {
				best[i] = v;
				len[i] = (unsigned char)k;
			}
		}
	}
	for (size_t i = 0; i < n; i += len[i]) {
		size_t k = len[i];
		wflag[i] |= PINYIN_WORD_START;
		wflag[i + k - 1] |= PINYIN_WORD_END;
		int found = lexicon_find(lx, bytes + off[i], off[i + k] - off[i], &w, 1);
		for (size_t j = 0; j < k; j++)
			pos[i + j] = found ? (unsigned char)w.pos : LEXICON_POS_NONE;
		if (found && w.nsyl == k) {
			for (size_t j = 0; j < k; j++) {
				pinyin_set(syl, i + j, w.syl[j]);
				if (w.sure)
					wflag[i + j] |= PINYIN_SURE;
				if (w.listed && k > 1)
					wflag[i + j] |= PINYIN_LISTED;
			}
		} else {
			for (size_t j = 0; j < k; j++)
				if (lexicon_find(lx, bytes + off[i + j], off[i + j + 1] - off[i + j],
						 &w, 1) && w.nsyl == 1)
					pinyin_set(syl, i + j, w.syl[0]);
		}
	}
	free(off);
	free(bytes);
	free(best);
	free(len);
	return 0;
}

int pinyin_in_word(const struct lexicon *lx, const int32_t *cp, size_t b, size_t e, size_t i,
		   char out[8])
{
	char bytes[4 * MAX_WORD_CHARS];
	size_t k = 0;
	struct lexicon_word w;
	if (e - b > MAX_WORD_CHARS || i < b || i >= e)
		return 0;
	for (size_t j = b; j < e; j++) {
		if (!utf8_is_han(cp[j]))
			return 0;
		k += utf8_encode(cp[j], bytes + k);
	}
	if (!lexicon_find(lx, bytes, k, &w, 1) || !w.freq || w.nsyl != e - b)
		return 0;
	size_t len = strlen(w.syl[i - b]);
	if (len > 7)
		return 0;
	memcpy(out, w.syl[i - b], len + 1);
	return 1;
}

int pinyin_in(int32_t c, const char *list)
{
	size_t n = strlen(list), len;
	for (size_t i = 0; i < n; i += len)
		if (utf8_decode(list + i, n - i, &len) == c)
			return 1;
	return 0;
}

int pinyin_is_numeral(int32_t c)
{
	static const int32_t num[] = { 0x96F6, 0x4E00, 0x4E8C, 0x4E09, 0x56DB, 0x4E94, 0x516D,
				       0x4E03, 0x516B, 0x4E5D, 0x5341, 0x4E24, 0x3007,
				       0x5EFF, 0x5345, 0x534C }; /* 廿 卅 卌: 20, 30, 40 */
	for (size_t i = 0; i < sizeof num / sizeof num[0]; i++)
		if (c == num[i])
			return 1;
	return 0;
}

int pinyin_fill(const struct lexicon *lx, const int32_t *cp, const int32_t *orig, size_t n,
		char (*syl)[8], unsigned char *wflag)
{
	unsigned char *pos = malloc(n + 1);
	if (!pos)
		return ERR_NOMEM;
	for (size_t i = 0; i < n; i++) {
		syl[i][0] = '\0';
		wflag[i] = 0;
		pos[i] = LEXICON_POS_NONE;
	}
	for (size_t i = 0; i < n;) {
		if (!utf8_is_han(cp[i])) {
			i++;
			continue;
		}
		size_t j = i;
		while (j < n && utf8_is_han(cp[j]))
			j++;
		int rc = fill_run(lx, cp + i, j - i, syl + i, wflag + i, pos + i);
		if (rc) {
			free(pos);
			return rc;
		}
		i = j;
	}
	int rc = polyphone_fix(lx, cp, orig, n, syl, wflag);
	context_fix(cp, n, syl, wflag, pos); /* narrow rules after the general vote */
	names_mark(lx, cp, n, syl, wflag);
	free(pos);
	return rc;
}
