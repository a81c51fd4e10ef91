/* speaker.c - stage 4: who says each dialogue run.
 *
 * The rules read the narration next to each quote the way a reader does
 * (cue.c: a name or 他/她 before a speech verb, an action beat, a tag
 * after it, a tag in the middle of a quote; what the quote itself says,
 * quote.c), then the flow of the talk (flow.c: who acted in between, who
 * was addressed, turn-taking).  doc/speaker.md lists every cue with an
 * example.  This file is the entry point. */
#include "speaker/speaker_impl.h"
#include "speaker/castgen.h"
#include "base/err.h"

#include <stdlib.h>
#include <string.h>

int speaker_assign_ex(const struct text *t, struct seg_list *segs, struct cast *cast,
		      struct diag *d, unsigned flags, int *cues)
{
	(void)d;
	struct ctx c = { .buf = t->buf, .t = t, .segs = segs, .cast = cast, .flags = flags };
	for (int r = 0; r < KIN_COUNT; r++)
		c.bound[r] = -1;
	int err = 0;
	if (flags & SPEAKER_DISCOVER) {
		/* names next to speech verbs at least twice in this chapter */
		struct castgen g;
		castgen_init(&g);
		err = castgen_scan(&g, t);
		if (!err && (err = castgen_add_to(&g, cast, 2)) > 0)
			err = 0;
		castgen_release(&g);
		if (err)
			return err;
	}
	c.seg_m = malloc((segs->n + 1) * sizeof(*c.seg_m));
	c.cue = calloc(segs->n + 1, sizeof(*c.cue));
	if (!c.seg_m || !c.cue) {
		err = ERR_NOMEM;
		goto out;
	}
	for (size_t i = 0; i < segs->n; i++) {
		c.seg_m[i] = c.nm;
		struct seg *s = &segs->v[i];
		s->speaker = s->kind == SEG_DIALOGUE ? SPEAKER_UNKNOWN : SPEAKER_NARRATOR;
		if (cues)
			cues[i] = SPEAKER_CUE_NONE;
		if (s->kind == SEG_NARRATION && (err = speaker_scan_mentions(&c, s->start, s->end)))
			goto out;
	}
	c.seg_m[segs->n] = c.nm;
	int lead = speaker_count_named(&c, &err);
	if (err)
		goto out;
	if ((err = speaker_resolve_kin(&c, lead)))
		goto out;
	for (size_t i = 0; i < segs->n; i++) {
		if (segs->v[i].kind != SEG_DIALOGUE)
			continue;
		struct cue *q = &c.cue[i];
		q->who = SPEAKER_UNKNOWN;
		q->addressee = q->next_hint = q->kin_caller = -1;
		q->not_who = speaker_vocatives(&c, &segs->v[i], q);
		speaker_names_inside(&c, &segs->v[i], q);
		if (q->self < 0)
			q->self = speaker_introduces_self(&c, &segs->v[i]);
		if (segs->v[i].flags & SEG_UNCLOSED)
			speaker_unclosed_tag(&c, &segs->v[i], q);

		speaker_cue_before(&c, i, q);
		speaker_cue_after(&c, i, q);
		speaker_cue_next_para(&c, i, q);
		/* 其人曰：“某姓张名飞…”: the quote says who the unnamed one is */
		if (q->self >= 0 && !speaker_said_to(q, q->self) &&
		    (q->strength < CUE_STRONG || q->who == M_NOBODY)) {
			q->who = q->self;
			q->strength = CUE_STRONG;
			q->kind = SPEAKER_CUE_SELF;
		}
		/* pronouns later on resolve against the speakers known so far */
		if (q->strength >= CUE_MEDIUM && q->who != M_NOBODY)
			segs->v[i].speaker = q->who;
	}
	if ((err = scene_init(&c.scene, cast->n)))
		goto out;
	speaker_flow(&c);
	if (cues)
		for (size_t i = 0; i < segs->n; i++)
			if (segs->v[i].kind == SEG_DIALOGUE)
				cues[i] = c.cue[i].fkind;
out:
	free(c.m);
	free(c.seg_m);
	free(c.cue);
	free(c.named);
	scene_release(&c.scene);
	return err;
}

const char *speaker_cue_name(int cue)
{
	static const char *const names[SPEAKER_CUE_COUNT] = {
		"none", "before", "beat", "elided", "after", "after-action", "around",
		"continued", "context", "addressee", "turn", "next", "turn-back", "self", "chant",
	};
	return cue >= 0 && cue < SPEAKER_CUE_COUNT ? names[cue] : "?";
}

int speaker_assign(const struct text *t, struct seg_list *segs, struct cast *cast,
		   struct diag *d)
{
	/* without a cast file, find the cast in the chapter itself */
	return speaker_assign_ex(t, segs, cast, d, cast->n ? 0 : SPEAKER_DISCOVER, NULL);
}
