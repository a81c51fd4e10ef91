/* decode.c - who says each quote, as the score reads the whole talk (layer
 * 5 of speaker_parts.h).
 *
 * A quote's features include who said the quotes before it, so one wrong
 * turn early in a bare exchange would shift every turn after it.  The
 * quotes are read in text order keeping the BEAM likeliest readings of the
 * talk so far (a beam search over the product of each quote's candidate
 * probabilities); a reading that put the turns out of step loses once a
 * quote with a cue of its own says who is talking. */
#include "speaker/speaker_parts.h"
#include "base/err.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Readings kept, and how many quotes back a reading is written into
 * said[] and seg.speaker before a quote's features are taken (the features
 * look six quotes back, the pronouns six paragraphs). */
enum { BEAM = 8, BEAM_BACK = 24 };
/* The log-probability of a speaker a quote has no candidate for: the
 * voice its paragraph before goes on in, though nothing here names it. */
#define NOT_A_CANDIDATE (-4.6) /* ln 0.01 */

struct hyp {
	int who;     /* this quote's speaker in the reading */
	int parent;  /* the reading of the quote before it extends, or -1 */
	double logp; /* the reading's log-probability */
};

struct step {
	struct hyp h[BEAM];
	int n;
};

/* Writes the reading that ends in hypothesis h of step t into said[] and
 * seg.speaker, BEAM_BACK quotes back. */
static void restore(struct ctx *c, const struct step *steps, const size_t *qs, size_t t, int h,
		    int *said)
{
	for (size_t back = 0; h >= 0 && back < BEAM_BACK; back++) {
		const struct hyp *x = &steps[t].h[h];
		said[qs[t]] = x->who;
		c->segs->v[qs[t]].speaker = x->who;
		h = x->parent;
		if (t-- == 0)
			break;
	}
}

int speaker_answers_quote(const struct ctx *c, size_t prev, size_t i)
{
	const struct seg *v = c->segs->v;
	return prev + 1 == i && v[prev].para == v[i].para && !(v[i].flags & SEG_CONTINUED);
}

static int by_logp(const void *a, const void *b)
{
	const struct hyp *x = a, *y = b;
	return x->logp < y->logp ? 1 : x->logp > y->logp ? -1 : 0;
}

int speaker_decode(struct ctx *c, const struct speaker_model *m, const int *ahead,
		   const int *forced, int *said)
{
	const struct seg *v = c->segs->v;
	size_t nq = 0;
	for (size_t i = 0; i < c->segs->n; i++)
		nq += v[i].kind == SEG_DIALOGUE;
	size_t *qs = malloc((nq + 1) * sizeof(*qs));
	struct step *steps = calloc(nq + 1, sizeof(*steps));
	struct candidate *x = malloc(SPEAKER_MAX_CANDIDATES * sizeof(*x));
	struct hyp *grow = malloc(BEAM * SPEAKER_MAX_CANDIDATES * sizeof(*grow));
	scene_release(&c->scene);
	int err = scene_init(&c->scene, c->cast->n);
	if (!qs || !steps || !x || !grow || err) {
		err = err ? err : ERR_NOMEM;
		goto out;
	}
	nq = 0;
	for (size_t i = 0; i < c->segs->n; i++)
		if (v[i].kind == SEG_DIALOGUE)
			qs[nq++] = i;
	size_t fed = 0;
	for (size_t t = 0; t < nq; t++) {
		size_t i = qs[t];
		for (; fed < i; fed++)
			speaker_feed_scene(c, fed);
		int parents = t ? steps[t - 1].n : 1, ng = 0;
		for (int h = 0; h < parents; h++) {
			double base = t ? steps[t - 1].h[h].logp : 0;
			if (t)
				restore(c, steps, qs, t - 1, h, said);
			size_t n = speaker_candidates(c, i, said, ahead, x);
			double top = -INFINITY, z = 0;
			for (size_t k = 0; k < n; k++) {
				x[k].score = speaker_score(m, x[k].f);
				top = x[k].score > top ? x[k].score : top;
			}
			for (size_t k = 0; k < n; k++)
				z += exp(x[k].score - top);
			/* a known speaker (the training tool's gold) is the only
			 * reading, a candidate or not; a quote that goes on from
			 * the paragraph before (left open there, opened again
			 * here) is the same voice, and what it says of its
			 * speaker weighs on the reading of the whole; a quote
			 * that answers the one before (speaker_answers_quote)
			 * is someone else's */
			int known = forced && forced[i] != SPEAKER_NARRATOR, pushed = 0;
			int goes_on = t && !known && (v[i].flags & SEG_CONTINUED);
			int same = t ? steps[t - 1].h[h].who : SPEAKER_UNKNOWN;
			int answers = t && !known && !goes_on && same >= 0 &&
				      speaker_answers_quote(c, qs[t - 1], i);
			for (size_t k = 0; k < n; k++) {
				if ((known && x[k].who != forced[i]) || (goes_on && x[k].who != same) ||
				    (answers && x[k].who == same))
					continue;
				grow[ng++] = (struct hyp){ .who = x[k].who, .parent = t ? h : -1,
							   .logp = base + x[k].score - top - log(z) };
				pushed = 1;
			}
			if (known && !pushed)
				grow[ng++] = (struct hyp){ .who = forced[i], .parent = t ? h : -1,
							   .logp = base };
			else if (goes_on && !pushed)
				grow[ng++] = (struct hyp){ .who = same, .parent = h,
							   .logp = base + NOT_A_CANDIDATE };
		}
		/* stable: among equals the first reading and candidate stay first */
		for (int k = 1; k < ng; k++)
			for (int j = k; j > 0 && by_logp(&grow[j - 1], &grow[j]) > 0; j--) {
				struct hyp tmp = grow[j];
				grow[j] = grow[j - 1];
				grow[j - 1] = tmp;
			}
		steps[t].n = ng < BEAM ? ng : BEAM;
		memcpy(steps[t].h, grow, (size_t)steps[t].n * sizeof(*grow));
		scene_spoke(&c->scene, steps[t].h[0].who, v[i].para);
	}
	/* the likeliest reading, all of it */
	for (size_t t = nq, h = 0; t-- > 0;) {
		said[qs[t]] = steps[t].h[h].who;
		c->segs->v[qs[t]].speaker = steps[t].h[h].who;
		h = (size_t)steps[t].h[h].parent;
	}
out:
	scene_release(&c->scene);
	free(qs);
	free(steps);
	free(x);
	free(grow);
	return err;
}
