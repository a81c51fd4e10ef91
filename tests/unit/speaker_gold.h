/* speaker_gold.h - scores speaker attribution against a gold file; shared by
 * tests/unit/test_speaker.c and bench/speaker.c.
 *
 * A gold file (tests/gold/speaker/NAME.gold):
 *
 *   # comment
 *   text = hongloumeng_003.txt     the chapter, relative to the gold file
 *   cast = hongloumeng.ini         its cast file, likewise
 *   LINE<TAB>OPENING<TAB>SPEAKER   one row per quote
 *
 * OPENING is how the dialogue run on LINE starts (its first characters, the
 * quote mark included); SPEAKER is the cast's canonical name, or *crowd*,
 * *unknown* (someone the cast does not name: SPEAKER_UNKNOWN is right) or
 * *narrator* (a quoted term or sound that must stay narration). */
#ifndef TINGSHU_SPEAKER_GOLD_H
#define TINGSHU_SPEAKER_GOLD_H

#include "base/diag.h"
#include "base/strbuf.h"
#include "reading/script.h"
#include "segment/seg.h"
#include "speaker/cast.h"
#include "speaker/speaker.h"
#include "text/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct gold_score {
	size_t total, right, skipped_files;
	size_t cue_total[SPEAKER_CUE_COUNT + 1], cue_right[SPEAKER_CUE_COUNT + 1];
	/* quotes whose gold speaker is a cast member (the published benchmark
	 * has only these): right, and left SPEAKER_UNKNOWN */
	size_t named_total, named_right, named_unknown;
};

/* The last cue slot counts gold quotes the segmenter did not find. */
#define GOLD_NOT_FOUND SPEAKER_CUE_COUNT

/* The model the gold is scored with (NULL: the built-in one). */
static const struct speaker_model *gold_model;

/* Attribution as the CLI runs it; cues[i] gets each run's rules' cue. */
static int gold_assign(const struct text *t, struct seg_list *segs, struct cast *cast, int *cues)
{
	struct speaker_decision *dec = calloc(segs->n + 1, sizeof(*dec));
	struct speaker_opts o = { .model = gold_model, .decisions = dec };
	int err = dec ? speaker_run(t, segs, cast, NULL, &o) : -1;
	for (size_t i = 0; !err && i < segs->n; i++)
		cues[i] = segs->v[i].kind == SEG_DIALOGUE ? dec[i].cue : SPEAKER_CUE_NONE;
	free(dec);
	return err;
}

static int gold_read_file(const char *path, struct strbuf *sb)
{
	strbuf_reset(sb);
	return strbuf_read_path(sb, path, 0) ? -1 : 0;
}

static void gold_path(char *out, size_t n, const char *gold, const char *rel)
{
	if (rel[0] == '/') {
		snprintf(out, n, "%s", rel);
		return;
	}
	const char *slash = strrchr(gold, '/');
	int dir = slash ? (int)(slash - gold) : 1;
	snprintf(out, n, "%.*s/%s", dir, slash ? gold : ".", rel);
}

static int gold_other_form(void *ctx, const char *s, char **out)
{
	return script_other_form(ctx, s, out);
}

/* As the CLI does (render.c): a cast in one script matches the other. */
static void gold_add_variants(struct cast *c)
{
	int err = 0;
	struct script *sc = script_new(&err);
	if (sc)
		cast_add_variants(c, gold_other_form, sc);
	script_free(sc);
}

static const char *gold_speaker_name(const struct cast *c, int who)
{
	if (who >= 0)
		return c->v[who].name;
	if (who == SPEAKER_CROWD)
		return "*crowd*";
	if (who == SPEAKER_NARRATOR)
		return "*narrator*";
	return "*unknown*";
}

/* Excerpt mode, the published benchmark's layout: paragraphs p-10 … p+10
 * of the chapter one a line, the quote's paragraph on line 11 (fewer before
 * it near the start).  Runs the pipeline on that alone and returns the
 * speaker of the dialogue run on the quote's line that opens with `open`
 * (its k-th such run), or SPEAKER_NARRATOR when there is none; *cue gets
 * the deciding cue. */
static int gold_excerpt_speaker(const char *buf, const struct seg_list *full, size_t quote,
				const char *open, struct cast *cast, int *cue)
{
	size_t para = full->v[quote].para, first = para >= 10 ? para - 10 : 0, k = 0;
	for (size_t i = 0; i < quote; i++)
		k += full->v[i].para == para && full->v[i].kind == SEG_DIALOGUE &&
		     !strncmp(buf + full->v[i].start, open, strlen(open));
	struct strbuf ex;
	strbuf_init(&ex);
	size_t line = 0, cur = (size_t)-1;
	for (size_t i = 0; i < full->n; i++) {
		const struct seg *g = &full->v[i];
		if (g->para < first || g->para > para + 10)
			continue;
		if (g->para != cur) {
			if (cur != (size_t)-1)
				strbuf_addch(&ex, '\n');
			cur = g->para;
			if (g->para == para)
				line = (size_t)(first <= para ? para - first + 1 : 1);
		}
		/* a paragraph's inner line breaks (hard wraps) become nothing */
		for (size_t b = g->start; b < g->end; b++)
			if (buf[b] != '\n')
				strbuf_addch(&ex, buf[b]);
	}
	strbuf_addch(&ex, '\n');
	struct text t = { .buf = ex.buf, .len = ex.len, .name = "excerpt" };
	struct seg_list segs;
	seg_list_init(&segs);
	int who = SPEAKER_NARRATOR;
	*cue = SPEAKER_CUE_NONE;
	int *cues = NULL;
	if (!segment_split(&t, &segs, NULL) && (cues = calloc(segs.n + 1, sizeof(*cues))) &&
	    !gold_assign(&t, &segs, cast, cues)) {
		for (size_t i = 0; i < segs.n; i++) {
			const struct seg *g = &segs.v[i];
			if (g->kind != SEG_DIALOGUE || g->line != line ||
			    strncmp(ex.buf + g->start, open, strlen(open)))
				continue;
			if (k-- == 0) {
				who = g->speaker;
				*cue = cues[i];
				break;
			}
		}
	}
	free(cues);
	seg_list_release(&segs);
	strbuf_release(&ex);
	return who;
}

/* Scores one gold file into s; prints every miss to log when not NULL.
 * Returns 0, or -1 when the gold file is unreadable (its text or cast
 * missing only skips it). */
static int gold_score_file_mode(const char *gold, struct gold_score *s, FILE *log,
				int excerpts)
{
	struct strbuf g, tb;
	strbuf_init(&g);
	strbuf_init(&tb);
	if (gold_read_file(gold, &g)) {
		strbuf_release(&g);
		return -1;
	}
	char text_path[4096] = "", cast_path[4096] = "";
	struct cast cast;
	struct diag d;
	struct seg_list segs;
	cast_init(&cast);
	diag_init(&d);
	seg_list_init(&segs);
	int *cues = NULL, *used = NULL, ready = 0, ret = 0;

	char *save = NULL;
	for (char *line = strtok_r(g.buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (line[0] == '#' || line[0] == '\0')
			continue;
		if (!strncmp(line, "text = ", 7)) {
			gold_path(text_path, sizeof(text_path), gold, line + 7);
			continue;
		}
		if (!strncmp(line, "cast = ", 7)) {
			gold_path(cast_path, sizeof(cast_path), gold, line + 7);
			continue;
		}
		if (!ready) {
			struct text t;
			if (!text_path[0] || gold_read_file(text_path, &tb) ||
			    (cast_path[0] && cast_load(&cast, cast_path, 0, &d))) {
				s->skipped_files++;
				if (log)
					fprintf(log, "%s: skipped (no text or bad cast)\n", gold);
				goto out;
			}
			gold_add_variants(&cast);
			t = (struct text){ .buf = tb.buf, .len = tb.len, .name = text_path };
			if (segment_split(&t, &segs, NULL))
				goto out;
			cues = calloc(segs.n + 1, sizeof(*cues));
			used = calloc(segs.n + 1, sizeof(*used));
			if (!cues || !used || gold_assign(&t, &segs, &cast, cues))
				goto out;
			ready = 1;
		}
		char *tab1 = strchr(line, '\t'), *tab2 = tab1 ? strchr(tab1 + 1, '\t') : NULL;
		if (!tab2) {
			if (log)
				fprintf(log, "%s: bad row: %s\n", gold, line);
			continue;
		}
		*tab1 = *tab2 = '\0';
		size_t lineno = (size_t)strtoul(line, NULL, 10);
		const char *open = tab1 + 1, *want = tab2 + 1;
		size_t olen = strlen(open);
		size_t found = (size_t)-1;
		for (size_t i = 0; i < segs.n; i++) {
			const struct seg *sg = &segs.v[i];
			if (sg->kind == SEG_DIALOGUE && sg->line == lineno && !used[i] &&
			    sg->end - sg->start >= olen && !memcmp(tb.buf + sg->start, open, olen)) {
				found = i;
				break;
			}
		}
		s->total++;
		int ok;
		int cue;
		const char *got;
		if (!strcmp(want, "*narrator*")) {
			ok = found == (size_t)-1;
			cue = ok ? SPEAKER_CUE_NONE : cues[found];
			got = ok ? "*narrator*" : gold_speaker_name(&cast, segs.v[found].speaker);
		} else if (found == (size_t)-1) {
			ok = 0;
			cue = GOLD_NOT_FOUND;
			got = "(no such quote)";
		} else if (excerpts) {
			used[found] = 1;
			int who = gold_excerpt_speaker(tb.buf, &segs, found, open, &cast, &cue);
			got = gold_speaker_name(&cast, who);
			ok = !strcmp(got, want);
		} else {
			used[found] = 1;
			got = gold_speaker_name(&cast, segs.v[found].speaker);
			ok = !strcmp(got, want);
			cue = cues[found];
		}
		s->right += ok;
		if (want[0] != '*') {
			s->named_total++;
			s->named_right += ok;
			s->named_unknown += !strcmp(got, "*unknown*");
		}
		s->cue_total[cue]++;
		s->cue_right[cue] += ok;
		if (log && getenv("GOLD_ALL") && ok)
			fprintf(log, "OK %s:%zu: %s… want %s, got %s (%s)\n", text_path, lineno, open,
				want, got, cue == GOLD_NOT_FOUND ? "-" : speaker_cue_name(cue));
		if (!ok && log)
			fprintf(log, "%s:%zu: %s… want %s, got %s (%s)\n", text_path, lineno, open,
				want, got, cue == GOLD_NOT_FOUND ? "-" : speaker_cue_name(cue));
	}
out:
	free(cues);
	free(used);
	seg_list_release(&segs);
	cast_release(&cast);
	diag_release(&d);
	strbuf_release(&g);
	strbuf_release(&tb);
	return ret;
}

static inline int gold_score_file(const char *gold, struct gold_score *s, FILE *log)
{
	return gold_score_file_mode(gold, s, log, 0);
}

#endif
