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
	/* quotes given a cast member's voice, and of these the right ones */
	size_t given, given_right;
	size_t cue_given[SPEAKER_CUE_COUNT + 1], cue_given_right[SPEAKER_CUE_COUNT + 1];
};

/* Adds s to all. */
static inline void gold_score_add(struct gold_score *all, const struct gold_score *s)
{
	all->total += s->total;
	all->right += s->right;
	all->skipped_files += s->skipped_files;
	all->named_total += s->named_total;
	all->named_right += s->named_right;
	all->named_unknown += s->named_unknown;
	all->given += s->given;
	all->given_right += s->given_right;
	for (int c = 0; c <= SPEAKER_CUE_COUNT; c++) {
		all->cue_total[c] += s->cue_total[c];
		all->cue_right[c] += s->cue_right[c];
		all->cue_given[c] += s->cue_given[c];
		all->cue_given_right[c] += s->cue_given_right[c];
	}
}

/* The last cue slot counts gold quotes the segmenter did not find. */
#define GOLD_NOT_FOUND SPEAKER_CUE_COUNT

/* The model the gold is scored with (NULL: the built-in one). */
static const struct speaker_model *gold_model;

/* The rules alone: every reading of the flow weighs 1, no threshold (the
 * attribution before the scorer; its unit tests are the rules'). */
static inline struct speaker_model *gold_rules_model(void)
{
	struct strbuf sb;
	strbuf_init(&sb);
	strbuf_adds(&sb, "threshold\t0\nunknown.rules\t1\n");
	for (int f = 0; f < speaker_feature_count(); f++)
		if (!strncmp(speaker_feature_name(f), "rule.", 5)) {
			strbuf_adds(&sb, speaker_feature_name(f));
			strbuf_adds(&sb, "\t1\n");
		}
	int err;
	struct speaker_model *m = speaker_model_parse(sb.buf, sb.len, NULL, &err);
	strbuf_release(&sb);
	return m;
}

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

/* The speakers of the dialogue runs of s with the cast cast_ini, run with o
 * (NULL: as the CLI runs it), as "name|name|…" (*crowd*, *unknown*), newly
 * allocated; the runs' flags or-ed into *flags and the first run's
 * confidence into *conf (either may be NULL).  A narration run with a
 * speaker shows as "(narration speaks)".  NULL when the cast does not parse
 * or attribution fails. */
static inline char *gold_speakers(const char *cast_ini, const char *s,
				  const struct speaker_opts *o, unsigned *flags, double *conf)
{
	struct text t = { .buf = (char *)s, .len = strlen(s), .name = "test" };
	struct cast c;
	struct seg_list l;
	struct strbuf sb;
	cast_init(&c);
	seg_list_init(&l);
	strbuf_init(&sb);
	int ok = !cast_parse(&c, cast_ini, strlen(cast_ini), NULL) &&
		 !segment_split(&t, &l, NULL) && !speaker_run(&t, &l, &c, NULL, o);
	if (flags)
		*flags = 0;
	for (size_t i = 0; ok && i < l.n; i++) {
		if (l.v[i].kind != SEG_DIALOGUE) {
			if (l.v[i].speaker != SPEAKER_NARRATOR)
				strbuf_adds(&sb, "(narration speaks)");
			continue;
		}
		if (conf && (sb.len == 0))
			*conf = l.v[i].confidence;
		if (sb.len)
			strbuf_addch(&sb, '|');
		strbuf_adds(&sb, gold_speaker_name(&c, l.v[i].speaker));
		if (flags)
			*flags |= l.v[i].flags;
	}
	seg_list_release(&l);
	cast_release(&c);
	if (!ok) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb, NULL);
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

/* A row of a gold file: the quote on line that opens with open is want's. */
struct gold_row {
	size_t line;
	const char *open, *want;
};

/* A gold file read: its chapter split and attributed, and its rows. */
struct gold_file {
	const char *path;
	struct strbuf g, tb;
	char text_path[4096], cast_path[4096];
	struct cast cast;
	struct text t;
	struct seg_list segs;
	int *cues, *used;
	int *best;        /* the score's best candidate of each run, given or not */
	double *conf;     /* and its probability */
	struct gold_row *rows;
	size_t n_rows;
};

/* Reads gold (text = and cast = lines, then rows; a row that does not
 * parse is reported to log) and splits its chapter.  Returns 0, 1 when its
 * text or cast cannot be read (skipped), or -1 when gold cannot be read. */
static int gold_load(struct gold_file *gf, const char *gold, FILE *log)
{
	memset(gf, 0, sizeof(*gf));
	gf->path = gold;
	strbuf_init(&gf->g);
	strbuf_init(&gf->tb);
	cast_init(&gf->cast);
	seg_list_init(&gf->segs);
	if (gold_read_file(gold, &gf->g))
		return -1;
	gf->rows = calloc(gf->g.len / 8 + 1, sizeof(*gf->rows));
	if (!gf->rows)
		return -1;
	char *save = NULL;
	for (char *line = strtok_r(gf->g.buf, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		if (line[0] == '#' || line[0] == '\0')
			continue;
		if (!strncmp(line, "text = ", 7)) {
			gold_path(gf->text_path, sizeof(gf->text_path), gold, line + 7);
			continue;
		}
		if (!strncmp(line, "cast = ", 7)) {
			gold_path(gf->cast_path, sizeof(gf->cast_path), gold, line + 7);
			continue;
		}
		char *tab1 = strchr(line, '\t'), *tab2 = tab1 ? strchr(tab1 + 1, '\t') : NULL;
		if (!tab2) {
			if (log)
				fprintf(log, "%s: bad row: %s\n", gold, line);
			continue;
		}
		*tab1 = *tab2 = '\0';
		gf->rows[gf->n_rows++] = (struct gold_row){ (size_t)strtoul(line, NULL, 10), tab1 + 1,
							    tab2 + 1 };
	}
	struct diag d;
	diag_init(&d);
	int bad = !gf->text_path[0] || gold_read_file(gf->text_path, &gf->tb) ||
		  (gf->cast_path[0] && cast_load(&gf->cast, gf->cast_path, 0, &d));
	diag_release(&d);
	if (bad)
		return 1;
	gold_add_variants(&gf->cast);
	gf->t = (struct text){ .buf = gf->tb.buf, .len = gf->tb.len, .name = gf->text_path };
	if (segment_split(&gf->t, &gf->segs, NULL))
		return -1;
	gf->cues = calloc(gf->segs.n + 1, sizeof(*gf->cues));
	gf->used = calloc(gf->segs.n + 1, sizeof(*gf->used));
	gf->best = calloc(gf->segs.n + 1, sizeof(*gf->best));
	gf->conf = calloc(gf->segs.n + 1, sizeof(*gf->conf));
	return gf->cues && gf->used && gf->best && gf->conf ? 0 : -1;
}

/* The first dialogue run not matched before that starts on lineno with
 * open, or (size_t)-1. */
static size_t gold_find(const struct gold_file *gf, size_t lineno, const char *open)
{
	size_t olen = strlen(open);
	for (size_t i = 0; i < gf->segs.n; i++) {
		const struct seg *sg = &gf->segs.v[i];
		if (sg->kind == SEG_DIALOGUE && sg->line == lineno && !gf->used[i] &&
		    sg->end - sg->start >= olen && !memcmp(gf->tb.buf + sg->start, open, olen))
			return i;
	}
	return (size_t)-1;
}

/* Attributes the chapter with opts (NULL: as the CLI does); 0 or -1. */
static int gold_attribute(struct gold_file *gf, const struct speaker_opts *opts)
{
	struct speaker_decision *dec = calloc(gf->segs.n + 1, sizeof(*dec));
	struct speaker_opts o = { .model = gold_model };
	if (opts)
		o = *opts;
	o.decisions = dec;
	int err = !dec || speaker_run(&gf->t, &gf->segs, &gf->cast, NULL, &o);
	for (size_t i = 0; !err && i < gf->segs.n; i++) {
		int dialogue = gf->segs.v[i].kind == SEG_DIALOGUE;
		gf->cues[i] = dialogue ? dec[i].cue : SPEAKER_CUE_NONE;
		gf->best[i] = dialogue ? dec[i].best : SPEAKER_NARRATOR;
		gf->conf[i] = dialogue ? dec[i].confidence : 0;
	}
	free(dec);
	return err ? -1 : 0;
}

/* gold_load and gold_attribute. */
static int gold_open(struct gold_file *gf, const char *gold, FILE *log,
		     const struct speaker_opts *opts)
{
	int rc = gold_load(gf, gold, log);
	return rc ? rc : gold_attribute(gf, opts);
}

static void gold_close(struct gold_file *gf)
{
	free(gf->cues);
	free(gf->used);
	free(gf->best);
	free(gf->conf);
	free(gf->rows);
	seg_list_release(&gf->segs);
	cast_release(&gf->cast);
	strbuf_release(&gf->g);
	strbuf_release(&gf->tb);
}

/* Scores one gold file into s; prints every miss to log when not NULL.
 * Returns 0, or -1 when the gold file is unreadable (its text or cast
 * missing only skips it). */
static int gold_score_file_mode(const char *gold, struct gold_score *s, FILE *log,
				int excerpts)
{
	struct gold_file gf;
	int rc = gold_open(&gf, gold, log, NULL);
	if (rc) {
		gold_close(&gf);
		if (rc > 0) {
			s->skipped_files++;
			if (log)
				fprintf(log, "%s: skipped (no text or bad cast)\n", gold);
		}
		return rc < 0 ? -1 : 0;
	}
	for (size_t r = 0; r < gf.n_rows; r++) {
		size_t lineno = gf.rows[r].line;
		const char *open = gf.rows[r].open, *want = gf.rows[r].want;
		size_t found = gold_find(&gf, lineno, open);
		s->total++;
		int ok, cue;
		const char *got;
		if (!strcmp(want, "*narrator*")) {
			ok = found == (size_t)-1;
			cue = ok ? SPEAKER_CUE_NONE : gf.cues[found];
			got = ok ? "*narrator*" : gold_speaker_name(&gf.cast, gf.segs.v[found].speaker);
		} else if (found == (size_t)-1) {
			ok = 0;
			cue = GOLD_NOT_FOUND;
			got = "(no such quote)";
		} else if (excerpts) {
			gf.used[found] = 1;
			int who = gold_excerpt_speaker(gf.tb.buf, &gf.segs, found, open, &gf.cast, &cue);
			got = gold_speaker_name(&gf.cast, who);
			ok = !strcmp(got, want);
		} else {
			gf.used[found] = 1;
			got = gold_speaker_name(&gf.cast, gf.segs.v[found].speaker);
			ok = !strcmp(got, want);
			cue = gf.cues[found];
		}
		s->right += ok;
		if (want[0] != '*') {
			s->named_total++;
			s->named_right += ok;
			s->named_unknown += !strcmp(got, "*unknown*");
		}
		if (got[0] != '*' && got[0] != '(') {
			s->given++;
			s->given_right += ok;
			s->cue_given[cue]++;
			s->cue_given_right[cue] += ok;
		}
		s->cue_total[cue]++;
		s->cue_right[cue] += ok;
		if (log && getenv("GOLD_ALL") && ok)
			fprintf(log, "OK %s:%zu: %s… want %s, got %s (%s)\n", gf.text_path, lineno,
				open, want, got, cue == GOLD_NOT_FOUND ? "-" : speaker_cue_name(cue));
		if (!ok && log)
			fprintf(log, "%s:%zu: %s… want %s, got %s (%s)\n", gf.text_path, lineno, open,
				want, got, cue == GOLD_NOT_FOUND ? "-" : speaker_cue_name(cue));
	}
	gold_close(&gf);
	return 0;
}

static inline int gold_score_file(const char *gold, struct gold_score *s, FILE *log)
{
	return gold_score_file_mode(gold, s, log, 0);
}

#endif
