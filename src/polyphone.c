/* polyphone.c - context rules for polyphonic single-character words. */
#include "polyphone.h"

#include "lexicon.h"

int polyphone_fix(const struct lexicon *lx, const int32_t *cp, size_t n, char (*syl)[8],
		  const unsigned char *wflag)
{
	(void)lx;
	(void)cp;
	(void)n;
	(void)syl;
	(void)wflag;
	return 0;
}
