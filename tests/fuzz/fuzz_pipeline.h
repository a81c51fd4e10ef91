/* fuzz_pipeline.h - one chapter's bytes through every stage before synthesis,
 * with the invariants the stages promise in their headers checked on the way.
 *
 * Shared by the libFuzzer target (fuzz_pipeline.c) and the unit test that
 * replays the seeds and the saved crashes (tests/unit/test_robust_fuzz.c):
 * the includer sets fuzz_fail to abort or to count. */
#ifndef TINGSHU_FUZZ_PIPELINE_H
#define TINGSHU_FUZZ_PIPELINE_H

#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "book/render.h"
#include "reading/reading.h"
#include "repair/repair.h"
#include "segment/clause.h"
#include "segment/seg.h"
#include "speaker/cast.h"
#include "text/text.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What one clause may send eSpeak NG.  clause.h cuts at CLAUSE_MAX_CHARS
 * characters, and no character reads as more than three syllables (W, ℃);
 * eSpeak NG 1.51 was measured to speak 1,600 syllables of one clause in full,
 * so this is the cut working, with a wide margin before any loss. */
#define FUZZ_MAX_SYLLABLES (4 * CLAUSE_MAX_CHARS)

static void (*fuzz_fail)(const char *what, const char *detail);

/* The engine without eSpeak NG: presets from voices/ (or $TINGSHU_VOICES),
 * the reading stage, and a cast of two characters. */
static struct engine fuzz_engine;
static const struct reading *fuzz_reading;

static const char fuzz_cast_ini[] = "[贾宝玉]\naliases = 宝玉, 宝二爷\ngender = male\n"
				    "[林黛玉]\naliases = 黛玉、林妹妹\ngender = female\n";

static int fuzz_pipeline_init(void)
{
	const char *voices = getenv("TINGSHU_VOICES");
	const char *dirs[] = { voices ? voices : "voices" };
	struct engine_opts o = { .voices_dirs = dirs, .n_voices_dirs = 1 };
	if (engine_init(&fuzz_engine, &o, NULL))
		return -1;
	if (cast_parse(&fuzz_engine.cast, fuzz_cast_ini, sizeof(fuzz_cast_ini) - 1, NULL))
		return -1;
	fuzz_reading = fuzz_engine.reading;
	return 0;
}

static void fuzz_pipeline_release(void)
{
	engine_release(&fuzz_engine);
}

static size_t fuzz_count_tokens(const char *s, size_t n)
{
	size_t tokens = 0;
	for (size_t i = 0; i < n; i++)
		tokens += s[i] != ' ' && (i == 0 || s[i - 1] == ' ');
	return tokens;
}

static size_t fuzz_count_cps(const char *s, size_t n)
{
	size_t cps = 0, len;
	for (size_t i = 0; i < n; i += len) {
		utf8_decode(s + i, n - i, &len);
		cps++;
	}
	return cps;
}

/* Syllables: tokens that end in a tone digit (reading_say's pinyin). */
static size_t fuzz_count_syllables(const char *s, size_t n)
{
	size_t syl = 0;
	for (size_t i = 0; i < n; i++)
		syl += s[i] >= '1' && s[i] <= '5' && (i + 1 == n || s[i + 1] == ' ' ||
						       s[i + 1] == ',' || s[i + 1] == '.' ||
						       s[i + 1] == '?' || s[i + 1] == '!');
	return syl;
}

static int fuzz_is_space_only(const char *s, size_t n)
{
	size_t len;
	for (size_t i = 0; i < n; i += len)
		if (!utf8_is_space(utf8_decode(s + i, n - i, &len)))
			return 0;
	return 1;
}

static void fuzz_check_text(const struct text *t, const char *stage)
{
	if (!t->buf || t->buf[t->len] != '\0')
		fuzz_fail(stage, "text is not NUL-terminated");
	else if (utf8_valid_prefix(t->buf, t->len) != t->len)
		fuzz_fail(stage, "text is not valid UTF-8");
	else if (memchr(t->buf, '\r', t->len))
		fuzz_fail(stage, "a CR is left in the text");
}

static void fuzz_check_segments(const struct text *t, const struct seg_list *l)
{
	size_t pos = 0;
	for (size_t i = 0; i < l->n; i++) {
		const struct seg *s = &l->v[i];
		if (s->start < pos || s->end <= s->start || s->end > t->len) {
			fuzz_fail("segment", "segments out of order, empty or out of the text");
			return;
		}
		if (utf8_valid_prefix(t->buf + s->start, s->end - s->start) != s->end - s->start)
			fuzz_fail("segment", "a segment cuts a character");
		if (!fuzz_is_space_only(t->buf + pos, s->start - pos))
			fuzz_fail("segment", "text between segments is lost");
		if (s->kind > SEG_ASIDE || (s->kind == SEG_ASIDE && s->aside >= ASIDE_KINDS))
			fuzz_fail("segment", "a segment of no known kind");
		if (s->line != text_line_at(t, s->start))
			fuzz_fail("segment", "a segment's line is not its start's");
		if (i && s->para < l->v[i - 1].para)
			fuzz_fail("segment", "paragraph numbers go back");
		if (s->para >= l->n_paras)
			fuzz_fail("segment", "paragraph number past n_paras");
		pos = s->end;
	}
	if (!fuzz_is_space_only(t->buf + pos, t->len - pos))
		fuzz_fail("segment", "text after the last segment is lost");
}

static void fuzz_check_speakers(const struct seg_list *l, const struct cast *c)
{
	for (size_t i = 0; i < l->n; i++) {
		int sp = l->v[i].speaker;
		if (!(sp == SPEAKER_NARRATOR || sp == SPEAKER_UNKNOWN || sp == SPEAKER_CROWD ||
		      (sp >= 0 && (size_t)sp < c->n)))
			fuzz_fail("speaker", "a speaker that is no one");
	}
}

/* What render.c does with a segment, without eSpeak: clauses, each read. */
static void fuzz_read_segment(const char *s, size_t n, struct strbuf *out)
{
	struct clause c;
	size_t pos = 0, end;
	while ((end = clause_next(s, n, pos, &c)) > pos) {
		if (c.start != pos || c.end != end || end > n) {
			fuzz_fail("clause", "clauses do not tile the segment");
			return;
		}
		strbuf_reset(out);
		if (reading_say(fuzz_reading, s + c.start, c.end - c.start, out) == 0 &&
		    fuzz_count_syllables(out->buf, out->len) > FUZZ_MAX_SYLLABLES)
			fuzz_fail("clause", "a clause too long for eSpeak NG");
		pos = end;
	}
	if (pos != n)
		fuzz_fail("clause", "clauses stop before the segment's end");
	strbuf_reset(out);
	/* (reading_norm has had every segment already: the unread-character
	 * report of chapter_prepare_bytes runs it) */
	if (reading_align(fuzz_reading, s, n, out) == 0 &&
	    fuzz_count_tokens(out->buf, out->len) != fuzz_count_cps(s, n))
		fuzz_fail("reading", "reading_align: not one token per character");
}

/* The chapter as render and inspect prepare it (load, repair, split,
 * speaker, the unread-character report), each stage's promises checked,
 * then every segment read as render would. */
static inline void fuzz_pipeline_one(const uint8_t *data, size_t size)
{
	struct diag d;
	struct chapter ch;
	diag_init(&d);
	int rc = chapter_prepare_bytes(&fuzz_engine, "fuzz", (const char *)data, size, &ch, &d);
	if (rc) {
		if (rc != ERR_BINARY && rc != ERR_TOO_BIG && rc != ERR_NOMEM && rc != ERR_ENCODING)
			fuzz_fail("prepare", "an error no stage promises");
		chapter_release(&ch);
		diag_release(&d);
		return;
	}
	const struct text *t = &ch.text;
	fuzz_check_text(t, "load+repair");
	/* repair replaces characters one for one: the lines are load's */
	struct text loaded;
	if (text_from_bytes(&loaded, "fuzz", (const char *)data, size, NULL) == 0) {
		if (text_line_at(&loaded, loaded.len) != text_line_at(t, t->len))
			fuzz_fail("repair", "repair changed the number of lines");
		text_release(&loaded);
	}
	size_t lines = text_line_at(t, t->len);
	for (size_t i = 0; i < d.n; i++)
		if (!d.v[i].file && d.v[i].line > lines)
			fuzz_fail("diag", "a problem reported past the last line");
	fuzz_check_segments(t, &ch.segs);
	fuzz_check_speakers(&ch.segs, &ch.cast);
	struct strbuf out;
	strbuf_init(&out);
	for (size_t i = 0; i < ch.segs.n; i++)
		fuzz_read_segment(t->buf + ch.segs.v[i].start, ch.segs.v[i].end - ch.segs.v[i].start,
				  &out);
	strbuf_release(&out);
	chapter_release(&ch);
	diag_release(&d);
}

#endif
