#include "book/render.h"
#include "audio/lrc.h"
#include "audio/sink.h"
#include "audio/synth.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "book/book.h"
#include "book/state.h"
#include "reading/reading.h"
#include "reading/script.h"
#include "segment/aside.h"
#include "segment/clause.h"
#include "speaker/correction.h"
#include "speaker/speaker.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Characters that are not content: white space, controls, format marks,
 * the punctuation that speech turns into pauses and intonation, and the
 * marks a text is decorated with (──, ☆, ◆, ♪): nothing is lost by not
 * speaking them, so they are not reported. */
static int is_not_content(int32_t cp)
{
	if (cp >= 0xFF01 && cp <= 0xFF5E)
		cp -= 0xFEE0; /* full-width forms: as their ASCII */
	if ((cp >= 0x2500 && cp <= 0x25FF) || cp == 0x2605 || cp == 0x2606 ||
	    (cp >= 0x2660 && cp <= 0x266F))
		return 1; /* box drawing, blocks, geometric shapes, stars, suits, notes */
	if (cp < 0x80)
		return cp <= ' ' || cp == 0x7F || (cp < '0' && !strchr("#$%&+", (int)cp)) ||
		       strchr(":;?[\\]_`{|}~!", (int)cp) != NULL;
	return utf8_is_space(cp) || cp == 0xFFFD || (cp >= 0x80 && cp <= 0x9F) ||
	       cp == 0xA1 || cp == 0xAB || cp == 0xAD || cp == 0xB7 || cp == 0xBB || cp == 0xBF ||
	       (cp >= 0x2000 && cp <= 0x206F && cp != 0x2030 && cp != 0x2031) ||
	       (cp >= 0x3000 && cp <= 0x303F && cp != 0x3007) || (cp >= 0xFE00 && cp <= 0xFE6F) ||
	       (cp >= 0xFF61 && cp <= 0xFF65) || (cp >= 0xE0000 && cp <= 0xE01EF);
}

/* The first place needle[0..m) occurs in s[0..n), or NULL. */
static const char *find_bytes(const char *s, size_t n, const char *needle, size_t m)
{
	for (size_t i = 0; m && i + m <= n; i++)
		if (s[i] == needle[0] && !memcmp(s + i, needle, m))
			return s + i;
	return NULL;
}

/* Code points already judged, so each distinct one is read once. */
#define UNREAD_CACHE 4096
#define UNREAD_PROBES 16

struct unread_check {
	const struct reading *r;
	struct strbuf say;
	int32_t seen[UNREAD_CACHE];
	unsigned char silent[UNREAD_CACHE];
};

/* Whether the reading stage says nothing for cp (emoji, most symbols, Han
 * characters without a known reading). */
static int is_silent(struct unread_check *u, int32_t cp)
{
	/* a few probes at most: a text of more distinct symbols than the
	 * table holds reads the rest uncached rather than scanning it whole */
	size_t h = ((uint32_t)cp * 2654435761u) % UNREAD_CACHE, slot = UNREAD_CACHE;
	for (int probe = 0; probe < UNREAD_PROBES; probe++, h = (h + 1) % UNREAD_CACHE) {
		if (u->seen[h] == cp)
			return u->silent[h];
		if (u->seen[h] == 0) {
			slot = h;
			break;
		}
	}
	char c[5];
	size_t n = utf8_encode(cp, c);
	strbuf_reset(&u->say);
	int silent = reading_say(u->r, c, n, &u->say) == 0 && !strpbrk(u->say.buf, "12345");
	if (slot < UNREAD_CACHE) {
		u->seen[slot] = cp;
		u->silent[slot] = (unsigned char)silent;
	}
	return silent;
}

/* Most lines with unread characters reported one by one. */
#define UNREAD_LINES_MAX 20
/* Most characters named in one line's warning. */
#define UNREAD_CHARS_MAX 8

/* A character for the warning: a font's own (the Private Use Area, where
 * GBK's user-defined codes decode) shows as nothing, so it is named by its
 * code point. */
static int add_unread(struct strbuf *chars, const char *s, size_t len, int32_t cp)
{
	if ((cp >= 0xE000 && cp <= 0xF8FF) || cp >= 0xF0000)
		return strbuf_addf(chars, "U+%04X (a private-use character)", (unsigned)cp);
	return strbuf_add(chars, s, len);
}

/* The warning for one line's unread characters, or the count of those past
 * the first UNREAD_LINES_MAX lines.  A Han character has no reading in the
 * lexicons (an extension's 𠮷): the user can give it one. */
static int warn_unread(struct diag *d, size_t line, const char *chars, int han, size_t *lines,
		       size_t *more_lines)
{
	if ((*lines)++ >= UNREAD_LINES_MAX) {
		(*more_lines)++;
		return 0;
	}
	return diag_add(d, line, DIAG_WARNING, "not read aloud: %s%s", chars,
			han ? " (a Han character with no reading known: a line of book.lexicon "
			      "gives it one)" : "");
}

/* Warns, with the line, of every character the reading stage will drop
 * from speech: nothing the chapter holds is lost without a word.  The
 * segment is normalised first, so "85%" or "3℃" read in full are not
 * reported. */
static int report_unread(const struct engine *e, const struct chapter *ch, struct diag *d)
{
	struct unread_check *u = calloc(1, sizeof(*u));
	if (!u)
		return ERR_NOMEM;
	u->r = e->reading;
	strbuf_init(&u->say);
	struct strbuf norm, chars;
	strbuf_init(&norm);
	strbuf_init(&chars);
	size_t lines = 0, more_lines = 0, line = 0, listed = 0;
	int rc = 0, han = 0;
	for (size_t i = 0; i < ch->segs.n && !rc; i++) {
		const struct seg *s = &ch->segs.v[i];
		if (s->kind == SEG_ASIDE)
			continue; /* not read aloud on purpose: inspect lists them */
		const char *src = ch->text.buf + s->start;
		size_t n = s->end - s->start, len, from = 0, from_line = s->line;
		strbuf_reset(&norm);
		if ((rc = reading_norm(e->reading, src, n, &norm)))
			break;
		for (size_t k = 0; k < norm.len && !rc; k += len) {
			int32_t cp = utf8_decode(norm.buf + k, norm.len - k, &len);
			if (cp < 0 || is_not_content(cp) || !is_silent(u, cp))
				continue;
			/* its line in the source, where the normalised text still has
			 * it; searched on from the last one found, as both are in order */
			const char *at = find_bytes(src + from, n - from, norm.buf + k, len);
			if (at) {
				for (const char *p = src + from; p < at; p++)
					from_line += *p == '\n';
				from = (size_t)(at - src) + len;
			}
			size_t l = from_line;
			if (l != line && chars.len) {
				rc = warn_unread(d, line, chars.buf, han, &lines, &more_lines);
				strbuf_reset(&chars);
				listed = 0;
				han = 0;
			}
			line = l;
			han |= utf8_is_han(cp);
			if (listed++ < UNREAD_CHARS_MAX) {
				if (!rc && chars.len)
					rc = strbuf_addch(&chars, ' ');
				rc = rc ? rc : add_unread(&chars, norm.buf + k, len, cp);
			} else if (listed == UNREAD_CHARS_MAX + 1) {
				rc = rc ? rc : strbuf_adds(&chars, " ...");
			}
		}
	}
	if (!rc && chars.len)
		rc = warn_unread(d, line, chars.buf, han, &lines, &more_lines);
	if (!rc && more_lines)
		rc = diag_add(d, 0, DIAG_WARNING, "and %zu more lines with characters not read aloud",
			      more_lines);
	strbuf_release(&chars);
	strbuf_release(&norm);
	strbuf_release(&u->say);
	free(u);
	return rc;
}

/* Attribution sees the chapter as it is read: without its asides. */
static int assign_speakers(struct chapter *ch, struct diag *d)
{
	struct seg_list spoken;
	int rc = aside_spoken(&ch->segs, &spoken);
	if (!rc)
		rc = speaker_assign(&ch->text, &spoken, &ch->cast, d);
	if (!rc)
		aside_put_back(&ch->segs, &spoken);
	seg_list_release(&spoken);
	return rc;
}

static int names_member(const void *cast, const char *s, size_t n)
{
	return cast_find(cast, s, n) >= 0;
}

/* path: the chapter's file, whose corrections (correction.h) are applied;
 * NULL for text given in memory. */
static int chapter_finish_prepare(struct engine *e, struct chapter *ch, const char *path,
				  struct diag *d)
{
	int rc = repair_text(&ch->text, e->repair_table, &ch->repair, d);
	if (!rc)
		rc = segment_split(&ch->text, &ch->segs, d);
	if (!rc && !e->read_all)
		rc = aside_mark(&ch->text, &ch->segs);
	if (!rc)
		rc = cast_copy(&ch->cast, &e->cast);
	if (!rc)
		rc = segment_chat_named(&ch->text, &ch->segs, names_member, &ch->cast);
	if (!rc)
		rc = assign_speakers(ch, d);
	if (!rc && path) {
		/* a corrections file that cannot be read is named, not the chapter */
		char *fixes = correction_path(path);
		rc = fixes ? correction_apply(fixes, &ch->text, &ch->segs, &ch->cast, d) : ERR_NOMEM;
		if (rc == ERR_IO || rc == ERR_TOO_BIG) {
			int saved = errno;
			const char *was = diag_set_file(d, fixes);
			diag_add(d, 0, DIAG_ERROR, "cannot read: %s",
				 rc == ERR_IO ? strerror(saved) : "over 1 MB: not a corrections file");
			diag_set_file(d, was);
			rc = ERR_SYNTAX; /* reported */
		}
		free(fixes);
	}
	if (!rc && e->reading)
		rc = report_unread(e, ch, d);
	return rc;
}

int chapter_prepare(struct engine *e, const char *path, struct chapter *ch, struct diag *d)
{
	memset(ch, 0, sizeof(*ch));
	seg_list_init(&ch->segs);
	cast_init(&ch->cast);
	int rc = text_load(&ch->text, path, d);
	if (!rc)
		rc = chapter_finish_prepare(e, ch, path, d);
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
		rc = chapter_finish_prepare(e, ch, NULL, d);
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
	if (e->voice_all)
		return e->voice_all;
	return voice_for_speaker(&e->voices, &ch->cast,
				 s->kind != SEG_DIALOGUE ? SPEAKER_NARRATOR : s->speaker);
}

const char *chapter_speaker_name(const struct chapter *ch, const struct seg *s)
{
	if (s->kind != SEG_DIALOGUE || s->speaker == SPEAKER_NARRATOR)
		return "narrator";
	if (s->speaker == SPEAKER_CROWD)
		return "crowd";
	if (s->speaker >= 0 && (size_t)s->speaker < ch->cast.n)
		return ch->cast.v[s->speaker].name;
	return "unknown";
}

struct speaker_state {
	struct engine *e;
	struct sink *sink; /* NULL: the plan alone */
	struct render_stats *st;
	size_t pending_ms; /* silence owed before the next audible clause */
	int started;
	int sentence_open;   /* the LRC line of the current sentence is started */
	size_t clause_start; /* the clause being spoken: where a new LRC line begins */
	size_t unspoken;     /* text not yet in an LRC line, from here */
	struct strbuf line;  /* the clause unwrapped (clause_unwrap) */
	struct strbuf say;   /* what eSpeak NG is given for it */
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

/* A voice as eSpeak NG is set to it, into the plan. */
static void hash_voice(uint64_t *h, const struct voice *v)
{
	const int settings[] = { v->rate_wpm, v->pitch, v->range, v->volume };
	state_hash_str(h, v->espeak);
	state_hash_str(h, v->variant ? v->variant : "");
	state_hash_bytes(h, settings, sizeof(settings));
}

static int say_segment(struct speaker_state *ss, const struct chapter *ch, const struct seg *s)
{
	struct strbuf *say = &ss->say;
	const struct pauses *p = &ss->e->voices.pauses;
	const char *buf = ch->text.buf + s->start;
	size_t n = s->end - s->start, pos = 0;
	struct clause c;
	while ((pos = clause_next(buf, n, pos, &c)) > c.start) {
		strbuf_reset(say);
		if (!ss->sentence_open && ss->unspoken == (size_t)-1)
			ss->unspoken = s->start + c.start;
		int rc = clause_unwrap(buf + c.start, c.end - c.start, &ss->line);
		if (!rc && ss->line.len)
			rc = reading_say(ss->e->reading, ss->line.buf, ss->line.len, say);
		if (!rc && say->len && ss->sink)
			rc = synth_say(ss->e->synth, say->buf, write_pcm, ss);
		if (rc)
			return rc;
		state_hash_str(&ss->st->plan, say->len ? say->buf : "");
		state_hash_bytes(&ss->st->plan, &c.pause, sizeof(c.pause));
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
	strbuf_init(&ss.line);
	strbuf_init(&ss.say);
	st->rate_hz = sink ? synth_rate_hz(e->synth) : 0;
	st->plan = state_hash_begin();
	state_hash_str(&st->plan, RENDER_FORMAT);
	state_hash_bytes(&st->plan, p, sizeof(*p));
	int rc = 0;
	for (size_t i = 0; i < ch->segs.n && !rc; i++) {
		const struct seg *s = &ch->segs.v[i];
		if (s->para < para_first || s->para > para_last)
			continue;
		if (s->kind == SEG_ASIDE) {
			if (s->aside == ASIDE_REPEAT && !st->repeat_line)
				st->repeat_line = s->line;
			/* no LRC line reaches over it, but for a note's mark: the
			 * line shows it as the book prints it (两年①没见到他。) */
			if (s->aside != ASIDE_MARK) {
				ss.sentence_open = 0;
				ss.unspoken = (size_t)-1;
			}
			continue;
		}
		const struct voice *v = chapter_voice(e, ch, s);
		if (prev_para != (size_t)-1 && s->para != prev_para) {
			ss.pending_ms = max_ms(ss.pending_ms, p->paragraph_ms);
			ss.sentence_open = 0; /* a paragraph starts a new LRC line */
		}
		if (prev_voice && v != prev_voice)
			ss.pending_ms += (size_t)p->speaker_ms;
		if (v != prev_voice)
			hash_voice(&st->plan, v);
		state_hash_bytes(&st->plan, &s->para, sizeof(s->para));
		rc = sink ? synth_set_voice(e->synth, v) : 0;
		if (!rc)
			rc = say_segment(&ss, ch, s);
		if (st->progress)
			st->progress(st->progress_ctx, s->end, ch->text.len);
		prev_voice = v;
		prev_para = s->para;
	}
	strbuf_release(&ss.line);
	strbuf_release(&ss.say);
	st->samples = sink ? sink_samples(sink) : 0;
	return rc;
}

int render_chapter(struct engine *e, const struct chapter *ch, const char *out_path,
		   const struct sink_meta *meta, struct render_stats *st, struct lrc *lrc)
{
	int rc;
	*st = (struct render_stats){ .lrc = lrc, .progress = st->progress,
				     .progress_ctx = st->progress_ctx };
	struct sink *sink = sink_open(out_path, engine_rate_hz(e), meta, &rc);
	if (!sink)
		return rc;
	rc = render_paragraphs(e, ch, 0, (size_t)-1, sink, st);
	/* an empty or blank chapter, or punctuation alone: an error, not a
	 * silent file that looks like a finished chapter */
	if (!rc && st->samples == 0)
		rc = ERR_EMPTY;
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
