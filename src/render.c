#include "render.h"
#include "clause.h"
#include "diag.h"
#include "err.h"
#include "lrc.h"
#include "reading.h"
#include "sink.h"
#include "strbuf.h"
#include "synth.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *path_in(const char *dir, const char *file)
{
	struct strbuf sb;
	strbuf_init(&sb);
	if (strbuf_addf(&sb, "%s/%s", dir, file))
		return NULL;
	return strbuf_detach(&sb, NULL);
}

/* A cast voice must name a preset: caught here, once, with its line. */
static int check_cast_voices(const struct engine *e, const char *cast_path, struct diag *d)
{
	int rc = 0;
	for (size_t i = 0; i < e->cast.n; i++) {
		const struct cast_member *m = &e->cast.v[i];
		if (m->voice && !voice_find(&e->voices, m->voice)) {
			const char *saved = d ? d->file : NULL;
			if (d)
				d->file = cast_path;
			diag_add(d, m->line, DIAG_ERROR, "[%s]: no voice preset named '%s' in %s",
				 m->name, m->voice, e->voices.dir);
			if (d)
				d->file = saved;
			rc = ERR_UNKNOWN;
		}
	}
	return rc;
}

int engine_init(struct engine *e, const struct engine_opts *o, struct diag *d)
{
	memset(e, 0, sizeof(*e));
	cast_init(&e->cast);
	e->repair_table = o->repair_table;
	char *cast_path = o->cast_path ? strdup(o->cast_path) : path_in(o->voices_dir, "cast.ini");
	char *lexicon = o->lexicon_path ? strdup(o->lexicon_path)
					: path_in(o->voices_dir, "lexicon.txt");
	int rc = cast_path && lexicon ? 0 : ERR_NOMEM;
	if (!rc)
		rc = voice_set_load(&e->voices, o->voices_dir, d);
	if (!rc) {
		const char *saved = d ? d->file : NULL;
		if (d)
			d->file = cast_path;
		rc = cast_load(&e->cast, cast_path, !o->cast_path, d);
		if (d)
			d->file = saved;
	}
	if (!rc)
		rc = check_cast_voices(e, cast_path, d);
	if (!rc && !o->lexicon_path && access(lexicon, F_OK)) {
		free(lexicon);
		lexicon = NULL;
	}
	if (!rc) {
		const char *saved = d ? d->file : NULL;
		if (d)
			d->file = lexicon;
		e->reading = reading_new(lexicon, d, &rc);
		if (d)
			d->file = saved;
	}
	if (!rc && o->need_synth)
		e->synth = synth_new(&rc);
	free(cast_path);
	free(lexicon);
	if (rc)
		engine_release(e);
	return rc;
}

void engine_release(struct engine *e)
{
	synth_free(e->synth);
	reading_free(e->reading);
	cast_release(&e->cast);
	voice_set_release(&e->voices);
	memset(e, 0, sizeof(*e));
}

int engine_start_synth(struct engine *e)
{
	int rc = 0;
	if (!e->synth)
		e->synth = synth_new(&rc);
	return rc;
}

int engine_rate_hz(const struct engine *e)
{
	return synth_rate_hz(e->synth);
}

static int chapter_finish_prepare(struct engine *e, struct chapter *ch, struct diag *d)
{
	int rc = repair_text(&ch->text, e->repair_table, &ch->repair, d);
	if (!rc)
		rc = segment_split(&ch->text, &ch->segs, d);
	if (!rc)
		rc = cast_copy(&ch->cast, &e->cast);
	if (!rc)
		rc = speaker_assign(&ch->text, &ch->segs, &ch->cast, d);
	return rc;
}

int chapter_prepare(struct engine *e, const char *path, struct chapter *ch, struct diag *d)
{
	memset(ch, 0, sizeof(*ch));
	seg_list_init(&ch->segs);
	cast_init(&ch->cast);
	int rc = text_load(&ch->text, path, d);
	if (!rc)
		rc = chapter_finish_prepare(e, ch, d);
	return rc;
}

int chapter_prepare_bytes(struct engine *e, const char *name, const char *bytes, size_t n,
			  struct chapter *ch, struct diag *d)
{
	memset(ch, 0, sizeof(*ch));
	seg_list_init(&ch->segs);
	cast_init(&ch->cast);
	int rc = text_from_bytes(&ch->text, name, bytes, n, d);
	if (!rc)
		rc = chapter_finish_prepare(e, ch, d);
	return rc;
}

void chapter_release(struct chapter *ch)
{
	text_release(&ch->text);
	seg_list_release(&ch->segs);
	cast_release(&ch->cast);
}

const struct voice *chapter_voice(const struct engine *e, const struct chapter *ch,
				  const struct seg *s)
{
	return voice_for_speaker(&e->voices, &ch->cast,
				 s->kind == SEG_NARRATION ? SPEAKER_NARRATOR : s->speaker);
}

const char *chapter_speaker_name(const struct chapter *ch, const struct seg *s)
{
	if (s->kind == SEG_NARRATION || s->speaker == SPEAKER_NARRATOR)
		return "narrator";
	if (s->speaker == SPEAKER_CROWD)
		return "crowd";
	if (s->speaker >= 0 && (size_t)s->speaker < ch->cast.n)
		return ch->cast.v[s->speaker].name;
	return "unknown";
}

struct speaker_state {
	struct engine *e;
	struct sink *sink;
	struct render_stats *st;
	size_t pending_ms; /* silence owed before the next audible clause */
	int started;
	int sentence_open;   /* the LRC line of the current sentence is started */
	size_t clause_start; /* the clause being spoken: where a new LRC line begins */
	size_t unspoken;     /* text not yet in an LRC line, from here */
};

static int write_pcm(void *ctx, const int16_t *pcm, size_t n)
{
	struct speaker_state *ss = ctx;
	int rc = 0;
	if (ss->started && ss->pending_ms)
		rc = sink_silence(ss->sink, ss->pending_ms * (size_t)ss->st->rate_hz / 1000);
	ss->pending_ms = 0;
	ss->started = 1;
	if (!rc && ss->st->lrc && !ss->sentence_open) {
		rc = lrc_begin(ss->st->lrc, sink_samples(ss->sink), ss->unspoken);
		ss->sentence_open = 1;
	}
	return rc ? rc : sink_write(ss->sink, pcm, n);
}

static size_t max_ms(size_t a, int b)
{
	return b > 0 && (size_t)b > a ? (size_t)b : a;
}

static int say_segment(struct speaker_state *ss, const struct chapter *ch, const struct seg *s,
		       struct strbuf *say)
{
	const struct pauses *p = &ss->e->voices.pauses;
	const char *buf = ch->text.buf + s->start;
	size_t n = s->end - s->start, pos = 0;
	struct clause c;
	while ((pos = clause_next(buf, n, pos, &c)) > c.start) {
		strbuf_reset(say);
		if (!ss->sentence_open && ss->unspoken == (size_t)-1)
			ss->unspoken = s->start + c.start;
		int rc = reading_say(ss->e->reading, buf + c.start, c.end - c.start, say);
		if (!rc && say->len)
			rc = synth_say(ss->e->synth, say->buf, write_pcm, ss);
		if (rc)
			return rc;
		ss->st->clauses++;
		if (ss->st->lrc && ss->sentence_open) {
			lrc_extend(ss->st->lrc, s->start + c.end);
			ss->unspoken = (size_t)-1;
		}
		if (c.pause == PAUSE_SENTENCE)
			ss->sentence_open = 0;
		if (c.pause == PAUSE_SENTENCE)
			ss->pending_ms = max_ms(ss->pending_ms, p->sentence_ms);
		else if (c.pause == PAUSE_CLAUSE)
			ss->pending_ms = max_ms(ss->pending_ms, p->clause_ms);
	}
	return 0;
}

int render_paragraphs(struct engine *e, const struct chapter *ch, size_t para_first,
		      size_t para_last, struct sink *sink, struct render_stats *st)
{
	struct speaker_state ss = { .e = e, .sink = sink, .st = st, .unspoken = (size_t)-1 };
	const struct pauses *p = &e->voices.pauses;
	const struct voice *prev_voice = NULL;
	size_t prev_para = (size_t)-1;
	struct strbuf say;
	strbuf_init(&say);
	st->rate_hz = synth_rate_hz(e->synth);
	int rc = 0;
	for (size_t i = 0; i < ch->segs.n && !rc; i++) {
		const struct seg *s = &ch->segs.v[i];
		if (s->para < para_first || s->para > para_last)
			continue;
		const struct voice *v = chapter_voice(e, ch, s);
		if (prev_para != (size_t)-1 && s->para != prev_para) {
			ss.pending_ms = max_ms(ss.pending_ms, p->paragraph_ms);
			ss.sentence_open = 0; /* a paragraph starts a new LRC line */
		}
		if (prev_voice && v != prev_voice)
			ss.pending_ms += (size_t)p->speaker_ms;
		rc = synth_set_voice(e->synth, v);
		if (!rc)
			rc = say_segment(&ss, ch, s, &say);
		prev_voice = v;
		prev_para = s->para;
	}
	strbuf_release(&say);
	st->samples = sink_samples(sink);
	return rc;
}

int render_chapter(struct engine *e, const struct chapter *ch, const char *out_path,
		   const struct sink_meta *meta, struct render_stats *st, struct lrc *lrc)
{
	int rc;
	memset(st, 0, sizeof(*st));
	st->lrc = lrc;
	struct sink *sink = sink_open(out_path, engine_rate_hz(e), meta, &rc);
	if (!sink)
		return rc;
	rc = render_paragraphs(e, ch, 0, (size_t)-1, sink, st);
	/* a short tail of silence, so players do not cut the last word */
	if (!rc)
		rc = sink_silence(sink, (size_t)st->rate_hz * (size_t)e->voices.pauses.sentence_ms /
					       1000);
	if (!rc)
		rc = sink_finish(sink);
	st->samples = sink_samples(sink);
	int saved = errno;
	sink_free(sink);
	errno = saved;
	return rc;
}
