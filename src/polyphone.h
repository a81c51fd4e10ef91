/* polyphone.h - context rules for polyphones: a table of reading counts per
 * character and per neighbouring character, trained at build time
 * (tools/gen_polyphone.py), applied as a naive Bayes vote. */
#ifndef TINGSHU_POLYPHONE_H
#define TINGSHU_POLYPHONE_H

#include <stddef.h>
#include <stdint.h>

struct lexicon;

/* One row of the generated table, sorted by key then syllable.  key is the
 * character, '\1', a kind (P prior, L/R one neighbour, l/r two) and the
 * neighbours. */
struct polyphone_count {
	const char *key;
	const char *syl;
	unsigned count;
};
extern const struct polyphone_count polyphone_counts[];
extern const size_t polyphone_ncounts;
/* Every polyphone_holdout-th training row was left out (0: none). */
extern const unsigned polyphone_holdout;

/* Revises syl[0..n) in place where the context outvotes the lexicon; a
 * neutral tone replaced by a citation tone is marked PINYIN_NEUTRAL in wflag.
 * Returns 0. */
int polyphone_fix(const struct lexicon *lx, const int32_t *cp, size_t n, char (*syl)[8],
		  unsigned char *wflag);

#endif
