/* speaker.h - speaker attribution beyond seg.h: which cue decided each
 * quote, for the benchmark and for `inspect`. */
#ifndef TINGSHU_SPEAKER_H
#define TINGSHU_SPEAKER_H

#include <stddef.h>

struct text;
struct seg_list;
struct cast;
struct diag;

/* The cue that decided a dialogue run's speaker. */
enum speaker_cue {
	SPEAKER_CUE_NONE,      /* nothing: SPEAKER_UNKNOWN */
	SPEAKER_CUE_BEFORE,    /* X道：“…”  X对Y说：“…” */
	SPEAKER_CUE_BEAT,      /* X跺了跺脚，“…” */
	SPEAKER_CUE_ELIDED,    /* 又笑道：“…” after X acted in the paragraph */
	SPEAKER_CUE_AFTER,     /* “…”X说。 */
	SPEAKER_CUE_AFTER_ACTION, /* “…”X一脸惊奇。 */
	SPEAKER_CUE_AROUND,    /* “…”X道，“…” both runs */
	SPEAKER_CUE_CONTINUED, /* a quote going on from the last paragraph */
	SPEAKER_CUE_CONTEXT,   /* the one who acted in the narration between quotes */
	SPEAKER_CUE_ADDRESSEE, /* the one the last quote spoke to */
	SPEAKER_CUE_TURN,      /* turn-taking in a two-person exchange */
	SPEAKER_CUE_NEXT,      /* named at the start of the next paragraph */
	SPEAKER_CUE_TURN_BACK, /* turn-taking counted back from a named quote after it */
	SPEAKER_CUE_SELF,      /* the quote names its speaker: 我曹变蛟, 洪某, 本督 */
	SPEAKER_CUE_CHANT,     /* one cry said again, “杀奴！杀奴！”: a crowd */
	SPEAKER_CUE_COUNT
};

const char *speaker_cue_name(int cue);

enum speaker_flag {
	SPEAKER_DISCOVER = 1 << 0, /* add names found next to speech verbs to the cast */
};

/* Sets seg.speaker of every dialogue run.  May add characters it discovers
 * to the cast (cast_add).  Returns 0 or ERR_NOMEM. */
int speaker_assign(const struct text *t, struct seg_list *segs, struct cast *cast,
		   struct diag *d);

/* speaker_assign with flags; cues (segs->n entries, may be NULL) receives
 * the deciding cue of every run. */
int speaker_assign_ex(const struct text *t, struct seg_list *segs, struct cast *cast,
		      struct diag *d, unsigned flags, int *cues);

#endif
