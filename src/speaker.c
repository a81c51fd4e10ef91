/* speaker.c - stage 4: who says each dialogue run. */
#include "seg.h"
#include "cast.h"
#include "text.h"

int speaker_assign(const struct text *t, struct seg_list *segs, struct cast *cast,
		   struct diag *d)
{
	(void)t;
	(void)cast;
	(void)d;
	for (size_t i = 0; i < segs->n; i++)
		segs->v[i].speaker = segs->v[i].kind == SEG_DIALOGUE ? SPEAKER_UNKNOWN
								     : SPEAKER_NARRATOR;
	return 0;
}
