/* speaker.h - stage 4, who says each dialogue run: the rules find the cues
 * (who is named next to a quote, who acted, whose turn it is), a trained
 * linear model scores every candidate on them, and a quote whose best
 * candidate is not likely enough gets the neutral unknown voice. */
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

/* The scorer's weights (data/speaker.tsv), opaque. */
struct speaker_model;

/* How many features a candidate has, and the name of each (as in the model
 * file: cue.before.strong, rule.turn, last2.bare …). */
int speaker_feature_count(void);
const char *speaker_feature_name(int f);

/* The model built into the program; NULL (and *err) if its text does not
 * parse, which a unit test rules out. */
const struct speaker_model *speaker_model_builtin(int *err);
/* A model file's text: `FEATURE<TAB>WEIGHT` lines, `threshold<TAB>P`, # for
 * comments.  An unknown feature or a bad line is reported in d with its line
 * (ERR_SYNTAX); NULL and *err on failure. */
struct speaker_model *speaker_model_parse(const char *buf, size_t len, struct diag *d,
					  int *err);
void speaker_model_free(struct speaker_model *m);
/* The probability below which a quote gets the unknown voice. */
double speaker_model_threshold(const struct speaker_model *m);

/* Why a dialogue run got its speaker: what the score chose and how sure it
 * was, and the features that tipped it most over the runner-up. */
enum { SPEAKER_REASONS = 4 };
struct speaker_decision {
	int who;          /* the run's speaker: best, or SPEAKER_UNKNOWN below the threshold */
	int best;         /* the candidate that scored highest */
	double confidence; /* its probability among the candidates */
	int runner_up;    /* the next one (SPEAKER_UNKNOWN also for "someone unnamed") */
	int cue;          /* enum speaker_cue: what the rules read */
	int feature[SPEAKER_REASONS]; /* the features for best over runner_up, -1 after the last */
	double weight[SPEAKER_REASONS]; /* and what each added to the difference */
	int against[SPEAKER_REASONS]; /* it is the runner-up's feature, and counts against it */
};

/* Every candidate of every dialogue run, with its features (n of them), as
 * the score saw them (the training tool's input). */
typedef void (*speaker_candidate_fn)(void *ctx, size_t seg, int who, const float *features,
				     size_t n);

struct speaker_opts {
	unsigned flags;                     /* enum speaker_flag */
	const struct speaker_model *model;  /* NULL: the built-in one */
	struct speaker_decision *decisions; /* segs->n entries (dialogue runs filled), or NULL */
	speaker_candidate_fn on_candidate;  /* or NULL */
	void *ctx;
	/* segs->n entries: a dialogue run's speaker when known (the training
	 * tool's gold: the quotes around it see the talk as it is), or
	 * SPEAKER_NARRATOR to decide it; NULL for none */
	const int *forced;
};

/* Sets seg.speaker and seg.confidence (the best candidate's probability,
 * given or not) of every dialogue run.  Without a cast (cast->n == 0) it
 * first adds the names found next to speech verbs at least twice
 * (cast_add).  Returns 0, ERR_NOMEM or the built-in model's error. */
int speaker_assign(const struct text *t, struct seg_list *segs, struct cast *cast,
		   struct diag *d);
/* The same with options (o may be NULL: no discovery, the built-in model);
 * SPEAKER_DISCOVER in o->flags adds discovered names as above. */
int speaker_run(const struct text *t, struct seg_list *segs, struct cast *cast,
		struct diag *d, const struct speaker_opts *o);

#endif
