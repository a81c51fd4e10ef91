/* polyphone_context.c - build-time helper for tools/gen_polyphone.py: reads
 * each CPP row the way reading_align does (normalisation, simplified script,
 * segmentation, lexicon readings) but stops before the polyphone model, and
 * prints what the model sees at run time:
 *
 *   row  text  position  lexicon-reading  word-flags  usual-reading  window...
 *
 * text is the normalised, simplified line; position the target's index in
 * it (-1 when normalisation dropped it); word-flags one digit per code point
 * (PINYIN_WORD_START | PINYIN_WORD_END | PINYIN_SURE | PINYIN_LISTED, as
 * pinyin.h: '0' plus the bits), then
 * the character's usual reading in the lexicon (its first), then its reading
 * in each lexicon word of polyphone_windows (- when that is not a word).  This
 * program supplies its own polyphone_fix, so it links without the table it
 * helps to train.
 * usage: polyphone_context DEV.tsv > OUT.tsv */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/utf8.h"
#include "reading/lexicon.h"
#include "reading/norm.h"
#include "reading/pinyin.h"
#include "reading/polyphone.h"
#include "reading/script.h"

int polyphone_fix(const struct lexicon *lx, const int32_t *cp, const int32_t *orig, size_t n,
		  char (*syl)[8], unsigned char *wflag)
{
	(void)lx, (void)cp, (void)orig, (void)n, (void)syl, (void)wflag;
	return 0; /* the lexicon's readings, as the model receives them */
}

static void put(const int32_t *cp, size_t n)
{
	char u[4];
	for (size_t i = 0; i < n; i++) {
		int32_t c = cp[i] >= 0 && cp[i] != '\t' && cp[i] != '\n' ? cp[i] : 0xFFFD;
		fwrite(u, 1, utf8_encode(c, u), stdout);
	}
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s DEV.tsv\n", argv[0]);
		return 2;
	}
	FILE *f = fopen(argv[1], "r");
	if (!f)
		return 0; /* no data: an empty table */
	int err;
	struct lexicon *lx = lexicon_new(NULL, NULL, &err);
	struct script *sc = lx ? script_new(&err) : NULL;
	if (!sc) {
		fprintf(stderr, "polyphone_context: cannot load the lexicon or OpenCC: %d\n", err);
		return 1;
	}
	static char line[1 << 16];
	struct norm_text nt;
	norm_text_init(&nt);
	for (long row = 0; fgets(line, sizeof line, f); row++) {
		char *t1 = strchr(line, '\t'), *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
		if (!t2)
			continue;
		*t1 = '\0';
		long idx = atol(t1 + 1);
		size_t len = strlen(line), nin = 0;
		int32_t *in = malloc((len + 1) * sizeof *in);
		for (size_t i = 0, k; i < len; i += k)
			in[nin++] = utf8_decode(line + i, len - i, &k);
		if (norm_run(in, nin, &nt)) {
			free(in);
			continue;
		}
		size_t m = nt.n;
		int32_t *simp = malloc((m + 1) * sizeof *simp);
		char(*syl)[8] = malloc((m + 1) * sizeof *syl);
		unsigned char *wflag = malloc(m + 1);
		memcpy(simp, nt.cp, m * sizeof *simp);
		long pos = -1;
		for (size_t p = 0; p < m; p++)
			if (!(nt.flag[p] & NORM_GEN) && (long)nt.src[p] == idx)
				pos = (long)p;
		if (!script_lookup_form(sc, lx, simp, m) && !pinyin_fill(lx, simp, NULL, m, syl, wflag)) {
			printf("%ld\t", row);
			put(simp, m);
			printf("\t%ld\t%s\t", pos, pos >= 0 && syl[pos][0] ? syl[pos] : "-");
			for (size_t p = 0; p < m; p++)
				putchar('0' + (wflag[p] & (PINYIN_WORD_START | PINYIN_WORD_END |
							  PINYIN_SURE | PINYIN_LISTED)));
			char u[4];
			struct lexicon_word w;
			if (pos >= 0 && lexicon_find(lx, u, utf8_encode(simp[pos], u), &w, 1) &&
			    w.nsyl == 1)
				printf("\t%s", w.syl[0]);
			else
				printf("\t-");
			/* its readings in the words of 2 and 3 characters around it */
			for (int k = 0; k < POLY_NWINDOWS; k++) {
				char r[8];
				size_t b = (size_t)pos - polyphone_windows[k][0];
				size_t e = (size_t)pos + polyphone_windows[k][1];
				int ok = pos >= polyphone_windows[k][0] && e <= m &&
					 pinyin_in_word(lx, simp, b, e, (size_t)pos, r);
				printf("\t%s", ok ? r : "-");
			}
			putchar('\n');
		}
		free(in);
		free(simp);
		free(syl);
		free(wflag);
	}
	norm_text_release(&nt);
	fclose(f);
	script_free(sc);
	lexicon_free(lx);
	return 0;
}
