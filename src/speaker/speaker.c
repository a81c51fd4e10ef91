/* speaker.c - stage 4: who says each dialogue run.
 *
 * The first pass reads the narration next to each quote the way a reader
 * does: a name (or 他/她, 众人, 一个丫鬟) before a speech verb or an action
 * beat right before the quote, or a name with a speech verb right after it,
 * or a tag in the middle of a quote (“……”他说，“……”); the quote itself may
 * name its speaker (我柳岳, 洪某) or whom it is said to (柳千总，…).  The
 * second pass fills the quotes left without a cue from the flow of the
 * talk: a quote that goes on from the last paragraph, the one who acted in
 * between, the one the last quote addressed, turn-taking in a two-person
 * exchange; a last pass counts turns back from tagged quotes.  What stays
 * unsure is SPEAKER_UNKNOWN: a neutral voice is better than a confident
 * wrong one.  doc/speaker.md lists every cue with an example.
 *
 * This file is the second pass and the entry point; the mentions, clauses
 * and first pass are speaker_mention.c, speaker_clause.c and
 * speaker_cue.c, and what they share is speaker_impl.h. */
#include "base/err.h"
#include "base/utf8.h"
#include "speaker/castgen.h"
#include "speaker/speaker_impl.h"

#include <stdlib.h>
#include <string.h>

/* ---- second pass: the flow of the talk -------------------------------- */

/* Whether the actor m of narration s is found in the middle of something
 * (福英正靠在柴垛上抹眼泪。) and does nothing more in that sentence (not
 * 母亲正在揉面，听见响动回过头来). */
static int found_doing(const struct ctx *c, const struct seg *s, const struct mention *m)
{
	static const char *const moves[] = { "回过头", "回過頭", "抬起头", "抬起頭", "看见", "看見",
					     "站起", "转过", "轉過", "听见", "聽見", NULL };
	int32_t mark;
	size_t e = speaker_sentence_end(c->buf, m->end, s->end, &mark);
	return s->end - m->end >= 3 && !memcmp(c->buf + m->end, "正", 3) &&
	       !speaker_has_any(c->buf, m->end, e, moves);
}

/* The last one to act in the narration between two quotes (a paragraph of
 * narration between them, or the tail of the last quote's paragraph);
 * *partner is whom he turns to, *silent one who keeps silent, *heard one
 * who only listens (then -1 is returned). */
static int narration_actor(const struct ctx *c, size_t from, size_t to, int *partner,
			   int *silent, int *heard)
{
	*partner = -1;
	*silent = -1;
	*heard = -1;
	for (size_t j = to; j-- > from;) {
		const struct seg *s = &c->segs->v[j];
		if (s->kind != SEG_NARRATION)
			continue;
		const struct mention *m = speaker_actor(c, j, s->start, s->end, s->end);
		int who = m ? speaker_of(c, j, m) : -1;
		/* 福生…走到院子里。福英正靠在柴垛上抹眼泪。 — one found in the
		 * middle of something is the scene; the one who came speaks */
		int found = -1; /* and the one found is whom he talks to */
		if (who >= 0 && found_doing(c, s, m)) {
			size_t own = speaker_sentence_start(c->buf, s->start, m->end);
			const struct mention *m2 =
				own > s->start ? speaker_actor(c, j, s->start, own, own) : NULL;
			int who2 = m2 ? speaker_of(c, j, m2) : -1;
			if (who2 >= 0 && who2 != who) {
				found = who;
				m = m2;
				who = who2;
			}
		}
		/* 刘婶走了…。小虎…打起了呼噜。 — one who left the room, or the
		 * talk, does not speak next */
		if (who >= 0 && scene_gone(&c->scene, who))
			return -1;
		if (who >= 0) {
			/* 我愕然了。 我素不知道…: one who listens and wonders */
			int32_t mark;
			size_t e = speaker_sentence_end(c->buf, m->end, s->end, &mark);
			if (speaker_listens(c->buf, m->end, e)) {
				*heard = who;
				return -1;
			}
			/* 林风没说话。 — the other one goes on; also 刘桂芳没有接话。
			 * 她知道…: the silence of the actor's last sentence.  Not
			 * one he broke by acting on in a sentence of his own (福生
			 * 笑了笑，没有接话。他从怀里掏出一个手绢包…), nor one he
			 * comes out of (建民不说话了。过了一会儿，他又抬起头来。; …半天
			 * 没说话。她…走到二虎跟前。) — the words of his sentence
			 * before him, and of the one before it when he opens his. */
			static const char *const again_w[] = { "抬起头", "抬起頭", "抬头", "抬頭", "又",
								"终于", "終於", "开口", "開口", "走到",
								"走近", "走上前", "凑到", "湊到", "转向",
								"轉向", NULL };
			/* 嫂子不理他，转过脸来对着向东。 — silent to one, she turns
			 * to speak to another */
			static const char *const turns_w[] = { "转过脸", "轉過臉", "转过身", "轉過身",
								"对着", "對著", NULL };
			int hushed =
				speaker_keeps_silent(c->buf, m->end, e) &&
				!speaker_has_any(c->buf,
						 speaker_sentence_start(c->buf, s->start, m->end),
						 m->pos, again_w) &&
				!speaker_has_any(c->buf, m->end, e, turns_w);
			if (hushed) {
				/* 曹主任没说话，回头看了看孟凡英。 — and the one he
				 * looks to instead */
				*silent = who;
				int looked = speaker_addressee_in(
					c, j, speaker_sentence_start(c->buf, s->start, s->end),
					s->end, who);
				*partner = looked != who ? looked : -1;
				return -1;
			}
			/* 我…和他闲话：问他可会写字。 — what the actor asked is told,
			 * the quote after it is the answer (but 对Y深深一揖。 asks
			 * nothing: the actor speaks next) */
			size_t lo = speaker_sentence_start(c->buf, s->start, s->end);
			int addr = speaker_addressee_in(c, j, lo, s->end, who);
			int32_t last = utf8_before(c->buf, s->start, s->end, &e);
			static const char *const talk[] = { "问", "問", "说", "說", "讲", "講", "谈",
							   "談", "聊", "话", "話", "告诉", "告訴",
							   NULL };
			/* 她说着，拉过振华的手 — she talks on, reports nothing */
			static const char *const talks_on[] = { "说着", "說著", NULL };
			if (addr >= 0 && addr != who && last == 0x3002 &&
			    speaker_has_any(c->buf, lo, s->end, talk) &&
			    !speaker_has_any(c->buf, lo, s->end, talks_on)) {
				*partner = who;
				return addr;
			}
			*partner = addr >= 0 ? addr : found;
			return who;
		}
	}
	return -1;
}

/* 宏儿和我, 与她: the one with whom someone acts or talks — the other half
 * of a talk, even when not its subject. */
static int with_someone(const struct ctx *c, const struct seg *s, const struct mention *m)
{
	size_t sp;
	int32_t b = utf8_before(c->buf, s->start, m->pos, &sp);
	return b == 0x548C /* 和 */ || b == 0x4E0E || b == 0x8207 /* 与與 */ ||
	       b == 0x8DDF /* 跟 */ || b == 0x540C /* 同 */;
}

/* Someone other than `not` who acted in the narration shortly before
 * segment `to`: the likely other half of a talk that has only one known
 * voice so far (母亲说。“是的。” — the 我 of the narration before). */
static int recent_other(const struct ctx *c, size_t to, int not, const struct cue *q)
{
	size_t para = c->segs->v[to].para;
	for (size_t j = to; j-- > 0;) {
		const struct seg *s = &c->segs->v[j];
		if (s->para + 2 < para)
			break;
		if (s->kind != SEG_NARRATION)
			continue;
		for (size_t k = c->seg_m[j + 1]; k-- > c->seg_m[j];) {
			const struct mention *m = &c->m[k];
			if ((!m->subj && !with_someone(c, s, m)) || m->who == M_CROWD ||
			    m->who == M_NOBODY)
				continue;
			int who = speaker_of(c, j, m);
			if (who >= 0 && who != not && !speaker_said_to(q, who) &&
			    !scene_gone(&c->scene, who))
				return who;
		}
	}
	return -1;
}

/* The one the next quote calls out when it answers quote i: the first
 * run of the next paragraph, opening it, with a vocative at its start. */
static int replied_to(const struct ctx *c, size_t i)
{
	const struct seg *v = c->segs->v;
	for (size_t j = i + 1; j < c->segs->n && v[j].para <= v[i].para + 1; j++) {
		if (v[j].para == v[i].para)
			continue;
		if (v[j].kind != SEG_DIALOGUE)
			return -1;
		const struct cue *r = &c->cue[j];
		return r->nvoc && r->strength < CUE_STRONG ? r->voc[0] : -1;
	}
	return -1;
}

/* Whether segments [from, to) are narration only. */
static int only_narration(const struct ctx *c, size_t from, size_t to)
{
	for (size_t j = from; j < to; j++)
		if (c->segs->v[j].kind != SEG_NARRATION)
			return 0;
	return 1;
}

/* The last cast member who spoke or acted in the six paragraphs before
 * quote i and is not called by it. */
static int recent_speaker_not(const struct ctx *c, size_t i, const struct cue *q)
{
	const struct seg *v = c->segs->v;
	for (size_t j = i; j-- > 0;) {
		if (v[j].para + 6 < v[i].para)
			break;
		if (v[j].kind == SEG_DIALOGUE) {
			int w = c->cue[j].final;
			if (w >= 0 && !speaker_said_to(q, w) && !speaker_first_person(c, w))
				return w;
			continue;
		}
		for (size_t k = c->seg_m[j + 1]; k-- > c->seg_m[j];) {
			const struct mention *m = &c->m[k];
			if (!m->subj || m->who == M_CROWD || m->who == M_NOBODY)
				continue;
			int w = speaker_of(c, j, m);
			if (w >= 0 && !speaker_said_to(q, w) && !speaker_first_person(c, w))
				return w;
		}
	}
	return -1;
}

int speaker_closes_quote(int32_t cp)
{
	return cp == 0x201D || cp == 0x300D || cp == 0x300F || cp == '"' || cp == 0xFF02;
}

/* A chant: one short cry said again (“杀奴！杀奴！”, “败了，败了”), shouted —
 * ending in ！ or …, or with no closing stop at all.  Many voices. */
static int chant(const struct ctx *c, const struct seg *s)
{
	const char *buf = c->buf;
	size_t n, o, cs;
	utf8_at(buf, s->start, s->end, &o);
	int32_t close = utf8_before(buf, s->start, s->end, &cs);
	size_t lo = s->start + o, hi = speaker_closes_quote(close) ? cs : s->end;
	size_t tok[8], tlen[8], nt = 0, start = lo, chars = 0;
	int32_t last = -1;
	for (size_t p = lo; p <= hi; p += n) {
		int32_t cp = p < hi ? utf8_at(buf, p, hi, &n) : -1;
		if (p < hi)
			last = cp;
		if (p < hi && utf8_is_han(cp)) {
			chars++;
			continue;
		}
		if (chars) {
			if (chars > 4 || nt == 8)
				return 0;
			tok[nt] = start;
			tlen[nt++] = p - start;
		}
		if (p >= hi)
			break;
		if (!speaker_is_punct_or_space(cp) || cp == 0x2026 /* “这……这……” stammers */)
			return 0;
		chars = 0;
		start = p + n;
	}
	if (nt < 2)
		return 0;
	for (size_t i = 1; i < nt; i++)
		if (tlen[i] != tlen[0] || memcmp(buf + tok[i], buf + tok[0], tlen[0]))
			return 0;
	/* “秀英！秀英！” calls someone: one voice, not a chant */
	if (cast_find(c->cast, buf + tok[0], tlen[0]) >= 0)
		return 0;
	return last == 0xFF01 || last == '!' || last == 0x2026 || last == '.' || utf8_is_han(last);
}

/* Someone who can take a turn: a character, a crowd, someone unnamed. */
int speaker_participant(int who)
{
	return who >= 0 || who == M_CROWD || who == M_NOBODY;
}

/* Cues that come from the quote's own narration, not from the talk. */
static int is_strong(int cue)
{
	return cue == SPEAKER_CUE_BEFORE || cue == SPEAKER_CUE_AFTER || cue == SPEAKER_CUE_AROUND ||
	       cue == SPEAKER_CUE_BEAT || cue == SPEAKER_CUE_ELIDED ||
	       cue == SPEAKER_CUE_CONTINUED;
}

/* The one who leaves in narration segment j (他说完，摇着扇子走了。), or -1. */
static int leaves(const struct ctx *c, size_t j)
{
	const struct seg *s = &c->segs->v[j];
	for (size_t lo = s->start, hi, next; lo < s->end; lo = next) {
		next = speaker_next_sentence(c->buf, lo, s->end, &hi);
		if (scene_move_of(c->buf + lo, hi - lo, NULL, NULL) == SCENE_LEAVES) {
			const struct mention *m = speaker_actor(c, j, lo, hi, hi);
			return m ? speaker_of(c, j, m) : -1;
		}
	}
	return -1;
}

/* Tells the scene what narration segment j shows: everyone it names is
 * there; the actor of each sentence, and one going along with him
 * (曹主任跟邓立新…出来了), comes in or leaves as the sentence's words say. */
static void feed_scene(struct ctx *c, size_t j)
{
	const struct seg *s = &c->segs->v[j];
	if (s->kind != SEG_NARRATION)
		return;
	for (size_t k = c->seg_m[j]; k < c->seg_m[j + 1]; k++)
		scene_mention(&c->scene, speaker_of(c, j, &c->m[k]), s->para);
	for (size_t lo = s->start, hi, next; lo < s->end; lo = next) {
		next = speaker_next_sentence(c->buf, lo, s->end, &hi);
		size_t move_at;
		int escort;
		enum scene_move mv = scene_move_of(c->buf + lo, hi - lo, &move_at, &escort);
		const struct mention *m =
			speaker_actor(c, j, lo, hi, mv == SCENE_STAYS ? hi : lo + move_at);
		/* 头一个进来的是宋老汉，手里牵着孙子狗蛋: the one presented */
		size_t at = scene_presented_at(c->buf + lo, hi - lo);
		if (at)
			for (size_t k = c->seg_m[j]; k < c->seg_m[j + 1]; k++)
				if (c->m[k].pos >= lo + at && c->m[k].end <= hi && c->m[k].who >= 0) {
					m = &c->m[k];
					break;
				}
		if (!m)
			continue;
		scene_note(&c->scene, speaker_of(c, j, m), s->para, mv);
		if (mv == SCENE_STAYS)
			continue;
		/* 凤英把他送到院门口: the one seen out leaves too */
		for (size_t k = c->seg_m[j]; k < c->seg_m[j + 1]; k++) {
			const struct mention *o = &c->m[k];
			if (o != m && o->pos >= lo && o->end <= hi && (escort || with_someone(c, s, o)))
				scene_note(&c->scene, speaker_of(c, j, o), s->para, mv);
		}
	}
}

/* One who answered the last quote (last_i) in the narration up to quote
 * to, or -1: his turn is taken.  林小舟答应了, 高建军…答应了一声; or the
 * one it called, coming over (“小梅，你过来。”⏎小梅怯生生地走过去。). */
static int answered(const struct ctx *c, size_t last_i, size_t to)
{
	for (size_t j = last_i + 1; j < to; j++) {
		const struct seg *s = &c->segs->v[j];
		if (s->kind != SEG_NARRATION)
			continue;
		for (size_t lo = s->start, hi, next; lo < s->end; lo = next) {
			next = speaker_next_sentence(c->buf, lo, s->end, &hi);
			size_t ce = speaker_clause_end(c->buf, lo, hi);
			int answers = speaker_answers(c->buf, lo, hi);
			if (!answers && !speaker_comes_over(c->buf, lo, ce))
				continue;
			const struct mention *m = speaker_actor(c, j, lo, ce, ce);
			int who = m ? speaker_of(c, j, m) : -1;
			if (m && (answers || (who >= 0 && speaker_said_to(&c->cue[last_i], who))))
				return who;
		}
	}
	return -1;
}

/* The cast member mention m of narration segment j makes act, or -1. */
static int acting(const struct ctx *c, size_t j, const struct mention *m)
{
	if (!m->subj || m->who == M_CROWD || m->who == M_NOBODY)
		return -1;
	int who = speaker_of(c, j, m);
	return who >= 0 && !speaker_first_person(c, who) ? who : -1;
}

/* A talk opening at quote i after narration with two people in it, one of
 * them silent (建民趴在炕桌上写作业。哥哥建军…一声不吭地编着箩筐。): the
 * other one, and *quiet = the silent one; else -1. */
static int opens_talk(const struct ctx *c, size_t i, int *quiet)
{
	const struct seg *v = c->segs->v;
	int two[2] = { -1, -1 }, hush = -1;
	for (size_t j = i; j-- > 0;) {
		if (v[j].kind != SEG_NARRATION || v[j].para + 3 < v[i].para)
			break;
		for (size_t k = c->seg_m[j]; k < c->seg_m[j + 1]; k++) {
			const struct mention *m = &c->m[k];
			int who = acting(c, j, m);
			if (who < 0)
				continue;
			if (two[0] < 0 || two[0] == who)
				two[0] = who;
			else if (two[1] < 0 || two[1] == who)
				two[1] = who;
			else
				return -1; /* three people */
			int32_t mark;
			if (speaker_keeps_silent(
				    c->buf, m->end,
				    speaker_sentence_end(c->buf, m->end, v[j].end, &mark)))
				hush = who;
		}
	}
	/* or one of them called or spoken of by the quote (“冯秘书来了…”) */
	const struct cue *q = &c->cue[i];
	if (two[1] >= 0 && hush < 0) {
		int spoken0 = speaker_said_to(q, two[0]) || speaker_names(q, two[0]);
		int spoken1 = speaker_said_to(q, two[1]) || speaker_names(q, two[1]);
		if (spoken0 != spoken1)
			hush = spoken0 ? two[0] : two[1];
	}
	if (two[1] < 0 || hush < 0)
		return -1;
	*quiet = hush;
	return hush == two[0] ? two[1] : two[0];
}

/* The end of segment j of a run of narration [.., to): the start of its
 * last sentence when it is the run's last, whose actor is the one who
 * speaks next, else its end. */
static size_t run_part_end(const struct ctx *c, size_t j, size_t to)
{
	const struct seg *v = c->segs->v;
	if (j + 1 != to)
		return v[j].end;
	size_t sp, hi = v[j].end;
	while (hi > v[j].start &&
	       speaker_is_punct_or_space(utf8_before(c->buf, v[j].start, hi, &sp)))
		hi = sp;
	return speaker_sentence_start(c->buf, v[j].start, hi);
}

/* Whether who acts (is the subject of a mention) in the narration of
 * segments [from, to) before its last sentence. */
static int acted_between(const struct ctx *c, size_t from, size_t to, int who)
{
	const struct seg *v = c->segs->v;
	for (size_t j = from; j < to; j++) {
		if (v[j].kind != SEG_NARRATION)
			continue;
		size_t last = run_part_end(c, j, to);
		for (size_t k = c->seg_m[j]; k < c->seg_m[j + 1] && c->m[k].pos < last; k++)
			if (c->m[k].subj && speaker_of(c, j, &c->m[k]) == who)
				return 1;
	}
	return 0;
}

/* A silence in the narration of [from, to) before its last paragraph's
 * last sentence (两人都不再说话。过了良久，陆鸣才长长吐了一口气。). */
static int hushed_between(const struct ctx *c, size_t from, size_t to)
{
	const struct seg *v = c->segs->v;
	for (size_t j = from; j < to; j++)
		if (v[j].kind == SEG_NARRATION &&
		    speaker_keeps_silent(c->buf, v[j].start, run_part_end(c, j, to)))
			return 1;
	return 0;
}

/* Whether who came in in the paragraph right before quote i (门帘一挑，
 * 福英端着…进来了) — not one who only followed (小虎跟在他身后). */
static int comes_in(const struct ctx *c, size_t i, int who)
{
	size_t para = c->segs->v[i].para;
	return who >= 0 && para > 0 && scene_newcomer(&c->scene, para - 1) == who;
}

/* The one other than who acting in the narration of segments [from, to),
 * when there is exactly one such; else -1. */
static int other_named(const struct ctx *c, size_t from, size_t to, int who)
{
	int found = -1;
	for (size_t j = from; j < to; j++) {
		if (c->segs->v[j].kind != SEG_NARRATION)
			continue;
		for (size_t k = c->seg_m[j]; k < c->seg_m[j + 1]; k++) {
			int w = acting(c, j, &c->m[k]);
			if (w < 0 || w == who)
				continue;
			if (found >= 0 && found != w)
				return -1;
			found = w;
		}
	}
	return found;
}

/* Whether quote i ends in a question. */
static int asks(const struct ctx *c, size_t i)
{
	const struct seg *s = &c->segs->v[i];
	size_t p = s->end, sp;
	int32_t cp = utf8_before(c->buf, s->start, p, &sp);
	if (speaker_closes_quote(cp)) {
		p = sp;
		cp = utf8_before(c->buf, s->start, p, &sp);
	}
	return cp == 0xFF1F || cp == '?';
}

/* Whether the only thing between quotes a and b is one paragraph of
 * narration of its own, naming no one but its actor, who does something
 * rather than take in what was said or leave (晓红愣住了。, 她说着，脸上
 * 掠过…, 阿敏还没反应过来。: the other one answers those). */
static int gesture_only(const struct ctx *c, size_t a, size_t b)
{
	static const char *const tail[] = { "说着", "說著", "说完", "說完", "反应", "反應", NULL };
	const struct seg *v = c->segs->v;
	if (b != a + 2 || v[a + 1].kind != SEG_NARRATION || v[a + 1].para != v[a].para + 1 ||
	    v[b].para != v[a + 1].para + 1)
		return 0;
	size_t lo = v[a + 1].start, hi = v[a + 1].end;
	if (speaker_has_any(c->buf, lo, hi, tail) || speaker_startled(c->buf, lo, hi) ||
	    speaker_listens(c->buf, lo, hi) || speaker_answers(c->buf, lo, hi) ||
	    speaker_keeps_silent(c->buf, lo, hi) || leaves(c, a + 1) >= 0)
		return 0;
	int who = -1;
	for (size_t k = c->seg_m[a + 1]; k < c->seg_m[b]; k++) {
		int w = speaker_of(c, a + 1, &c->m[k]);
		if (who >= 0 && w != who)
			return 0;
		who = w;
	}
	return who >= 0;
}

/* The parent or grandparent who says 妈/娘/爹/奶奶 for "I" in quote s
 * (“妈不是说你小。”, “建设，妈跟你说句话。”): the word opens the quote or
 * one of its sentences or clauses, so it is no one's (你妈, 我娘); else -1. */
static int elder_self(const struct ctx *c, const struct seg *s)
{
	const char *buf = c->buf;
	int32_t prev = 0;
	size_t n;
	for (size_t p = s->start; p < s->end; p += n) {
		int32_t cp = utf8_at(buf, p, s->end, &n);
		int at_start = prev == 0x201C || prev == 0x300C || prev == 0xFF0C ||
			       speaker_is_sentence_end(prev) || prev == 0x2026;
		prev = cp;
		enum speechverb_kin rel;
		size_t k;
		if (at_start && (k = speechverb_kin_self(buf + p, s->end - p, &rel)) &&
		    c->kin[rel] >= 0)
			return c->kin[rel];
	}
	return -1;
}

/* How far back someone seen or heard counts as still in the room. */
#define PRESENT_PARAS 6

/* Whether who is in the room at quote i: seen or heard in the
 * PRESENT_PARAS paragraphs before it and not gone since. */
static int present(const struct ctx *c, size_t i, int who)
{
	return scene_present(&c->scene, who, c->segs->v[i].para, PRESENT_PARAS);
}

/* Whether the talk up to quote last_i (said by prev) is two voices taking
 * turns: the quote before it, a few paragraphs up, was other's. */
static int alternating(const struct ctx *c, size_t last_i, int prev, int other)
{
	const struct seg *v = c->segs->v;
	for (size_t j = last_i; j-- > 0 && v[j].para + 4 >= v[last_i].para;)
		if (v[j].kind == SEG_DIALOGUE)
			return c->cue[j].final == other && prev != other;
	return 0;
}

/* The talk as the flow has read it up to the quote at hand. */
struct talk {
	/* the last two distinct speakers and the paragraph where the other spoke;
	 * the one before them, to talk on with when the other leaves */
	int last, other, third;
	size_t other_para, third_para;
	size_t last_i; /* the last quote read, (size_t)-1 before the first */
	/* one who was asked and kept silent (慧明沉吟不语), and where */
	int hush;
	size_t hush_i;
};

/* What the talk says of quote i before it is decided. */
struct talk_view {
	int have_last; /* a quote came before */
	int near;      /* ... within three paragraphs */
	int prev;      /* its speaker */
	int turn;      /* two voices take turns, and it is the other's */
	int newcomer;  /* one who came in since the last quote, or -1 */
	int departed;  /* the other left since the last quote */
};

/* A quote's speaker, its cue, and who the talk is with from now on (-1:
 * as it was). */
struct verdict {
	int who, cue, new_partner;
};

/* The talk's state moved on to quote i: who fell silent since the last
 * quote, and who left; then what it says of i. */
static struct talk_view talk_look(const struct ctx *c, struct talk *t, size_t i)
{
	const struct seg *v = c->segs->v;
	const struct cue *q = &c->cue[i];
	struct talk_view w = { .have_last = t->last_i != (size_t)-1 };
	for (size_t j = t->last_i + 1; w.have_last && j < i; j++) {
		int p_, s_, h_;
		if (narration_actor(c, j, j + 1, &p_, &s_, &h_) < 0 && s_ >= 0) {
			t->hush = s_;
			t->hush_i = i;
		}
	}
	if (scene_gone(&c->scene, t->hush))
		t->hush = -1; /* one who left is pressed no more */
	/* 胡永发…走了: the talk goes on between the two left; when the
	 * one who left went just now (刘婶走了，窑里一下子静下来。), the
	 * one she talked with turns to those left and speaks on */
	w.departed = w.have_last && t->last >= 0 &&
		     scene_left_since(&c->scene, t->other, v[t->last_i].para + 1);
	if (scene_gone(&c->scene, t->other) && speaker_participant(t->third) &&
	    t->third != t->last && !scene_gone(&c->scene, t->third)) {
		t->other = t->third;
		t->other_para = w.departed ? v[i].para : t->third_para;
		t->third = SPEAKER_UNKNOWN;
	}
	/* 凤英把他送到院门口。⏎“你真要去？” — with the other gone, the talk is
	 * with the one left in the room */
	if (scene_gone(&c->scene, t->other) && speaker_participant(t->last)) {
		int only = scene_only_other(&c->scene, t->last, v[i].para, PRESENT_PARAS);
		if (only >= 0) {
			t->other = only;
			t->other_para = v[i].para;
		}
	}
	w.near = w.have_last && v[i].para <= v[t->last_i].para + 3;
	w.prev = w.have_last ? c->cue[t->last_i].final : SPEAKER_UNKNOWN;
	w.turn = w.near && speaker_participant(w.prev) && w.prev == t->last &&
		 speaker_participant(t->other) && !speaker_said_to(q, t->other) &&
		 v[i].para <= t->other_para + 6 && !scene_gone(&c->scene, t->other);
	/* 门帘一挑，刘婶…进来了。⏎“哎呀，…” — the one who came in
	 * speaks first */
	w.newcomer = w.have_last ? scene_newcomer(&c->scene, v[t->last_i].para + 1) : -1;
	return w;
}

/* Quote i in a talk going on (within three paragraphs of the last quote,
 * no cue of its own that decides): who the narration between the two
 * quotes, the one called and the turns make its speaker. */
static struct verdict in_talk(const struct ctx *c, const struct talk *t,
			      const struct talk_view *w, size_t i)
{
	const struct seg *v = c->segs->v;
	const struct cue *q = &c->cue[i];
	size_t last_i = t->last_i;
	int prev = w->prev, other = t->other;
	struct verdict d = { SPEAKER_UNKNOWN, SPEAKER_CUE_NONE, -1 };
	int partner = -1, silent, heard;
	int between = narration_actor(c, last_i + 1, i, &partner, &silent, &heard);
	int ans = answered(c, last_i, i);
	int addr = c->cue[last_i].addressee;
	int lvoc = c->cue[last_i].nvoc ? c->cue[last_i].voc[0] : -1;
	/* “大师，这伤还有救么？”⏎…⏎又道：“只要能救她…”⏎“什么都肯做？”
	 * — one who says more on his turn still talks to the one he
	 * called */
	for (size_t j = last_i; addr < 0 && lvoc < 0 && j-- > 0;) {
		if (v[j].para + 3 < v[last_i].para)
			break;
		if (v[j].kind != SEG_DIALOGUE)
			continue;
		if (c->cue[j].final != prev)
			break;
		addr = c->cue[j].addressee;
		lvoc = c->cue[j].nvoc ? c->cue[j].voc[0] : -1;
	}
	if (w->newcomer >= 0 && w->newcomer != prev && !speaker_said_to(q, w->newcomer) &&
	    !speaker_names(q, w->newcomer) && q->strength < CUE_MEDIUM) {
		d.who = w->newcomer;
		d.cue = SPEAKER_CUE_CONTEXT;
	} else if (ans >= 0 && ans != prev && prev >= 0 && (between == prev || between == ans) &&
		   !speaker_said_to(q, prev) && !speaker_names(q, prev)) {
		/* “…”⏎林小舟答应了，却站着不走。柳含烟瞧了他一眼。⏎
		 * “…” — he answered; the other speaks on */
		d.who = prev;
		d.cue = SPEAKER_CUE_CONTEXT;
	} else if (between >= 0 && between != prev && !speaker_said_to(q, between) &&
		   between != q->addressee) {
		d.who = between;
		d.cue = SPEAKER_CUE_CONTEXT;
		d.new_partner = partner; /* 我…问他: the talk is 我 and 他 now */
	} else if (between == prev && speaker_participant(other) && other != prev &&
		   (acted_between(c, last_i + 1, i, other) || hushed_between(c, last_i + 1, i)) &&
		   !speaker_said_to(q, between) && !q->nvoc) {
		/* (两人都不再说话。过了良久，陆鸣才…: after a pause, the
		 * one who moves speaks) */
		/* “…”⏎钟离雪哼了一声，走出房来。⏎阿福…递了一个过去。⏎
		 * “吃不吃？” — the other moved, the last one answers
		 * with a move and a word */
		d.who = between;
		d.cue = SPEAKER_CUE_CONTEXT;
	} else if (between == prev && partner >= 0 && partner != prev && partner != other &&
		   !speaker_said_to(q, between) && !q->nvoc) {
		/* “…”⏎杨天野转过身来，对慧明深深一揖。⏎“晚辈答应。” —
		 * the last speaker turns to someone new and goes on */
		d.who = between;
		d.cue = SPEAKER_CUE_CONTEXT;
		d.new_partner = partner;
	} else if (between == prev && prev >= 0 && gesture_only(c, last_i, i) &&
		   !speaker_said_to(q, prev) && !speaker_names(q, prev)) {
		/* “坐下，坐下。”⏎钱主任摆摆手。⏎“你们俩都别争。” — a
		 * paragraph of his own gesture between two quotes: the
		 * one who just spoke goes on */
		d.who = prev;
		d.cue = SPEAKER_CUE_CONTEXT;
	} else if (between < 0 && heard >= 0 && heard != prev && speaker_participant(other) &&
		   heard != other && speaker_participant(prev) && !speaker_said_to(q, heard) &&
		   !speaker_names(q, heard)) {
		/* “不骂了。…”⏎奶奶在炕上听见了，眼角的皱纹一下子舒展
		 * 开了。⏎“好好干…” — one outside the talk who heard it
		 * joins in */
		d.who = heard;
		d.cue = SPEAKER_CUE_CONTEXT;
	} else if (between < 0 && silent >= 0 && silent != prev && speaker_participant(prev) &&
		   !speaker_said_to(q, prev)) {
		d.who = prev; /* “少安哥，…”⏎少安没吭声。⏎“你说呀！” */
		d.cue = SPEAKER_CUE_CONTEXT;
		/* 福生看看妹妹，又看看母亲。母亲…一声不吭。 — the one
		 * who looked round them speaks */
		int looker = other_named(c, last_i + 1, i, silent);
		if (looker >= 0 && !speaker_said_to(q, looker))
			d.who = looker;
		else if (partner >= 0 && partner != prev && !speaker_said_to(q, partner) &&
			 !scene_gone(&c->scene, partner))
			d.who = partner;
	} else if (w->departed && between < 0 && silent < 0 && heard < 0 && prev == t->last &&
		   !speaker_said_to(q, prev) && !speaker_names(q, prev) && !q->nvoc) {
		/* “哎。”⏎刘婶走了，窑里一下子静下来。⏎“沟底那块地…”
		 * — the one she talked with turns to those left */
		d.who = prev;
		d.cue = SPEAKER_CUE_CONTEXT;
	} else if (addr >= 0 && addr != prev && !speaker_said_to(q, addr) &&
		   !scene_gone(&c->scene, addr)) {
		d.who = addr;
		d.cue = SPEAKER_CUE_ADDRESSEE;
	} else if (lvoc >= 0 && lvoc != prev && !speaker_said_to(q, lvoc) &&
		   !scene_gone(&c->scene, lvoc)) {
		d.who = lvoc;
		d.cue = SPEAKER_CUE_ADDRESSEE;
	} else if (q->next_hint != -1 && !speaker_said_to(q, q->next_hint) &&
		   q->next_hint != prev &&
		   !(w->turn && asks(c, last_i) && !speaker_said_to(q, other)) &&
		   !(w->turn && other >= 0 && !scene_gone(&c->scene, other) &&
		     q->next_hint != other && alternating(c, last_i, prev, other))) {
		/* (“你吃饭了没有？”⏎“在厂里吃过了。”⏎嫂子把药碗…
		 * — a question is answered by the other of the
		 * talk, whoever moves after the answer) */
		d.who = q->next_hint;
		d.cue = SPEAKER_CUE_NEXT;
	} else if (t->hush >= 0 && t->hush != prev && t->hush_i <= last_i &&
		   speaker_participant(prev) && v[t->hush_i].para + 3 >= v[i].para &&
		   !speaker_said_to(q, t->hush) && !speaker_names(q, t->hush)) {
		/* “大师，这伤还有救么？”⏎慧明沉吟不语。⏎杨天野又道：
		 * “…”⏎“什么都肯做？” — pressed again, the silent one
		 * answers */
		d.who = t->hush;
		d.cue = SPEAKER_CUE_CONTEXT;
	} else if (w->turn && other == silent && speaker_participant(prev) && prev != silent &&
		   !speaker_said_to(q, prev)) {
		d.who = prev; /* “你哪来的钱？”⏎林风没说话。⏎“你说话啊！” */
		d.cue = SPEAKER_CUE_CONTEXT;
	} else if (w->turn) {
		d.who = other;
		d.cue = SPEAKER_CUE_TURN;
	} else if (speaker_participant(prev)) {
		int r = recent_other(c, last_i, prev, q);
		if (r >= 0) {
			d.who = r;
			d.cue = SPEAKER_CUE_CONTEXT;
		}
	}
	/* “好，建军，你给郑技术员带路。”⏎高建军…答应了一声。 —
	 * one called who answered is in the talk now */
	if (d.new_partner < 0 && ans >= 0 && ans != d.who &&
	    speaker_said_to(&c->cue[last_i], ans))
		d.new_partner = ans;
	return d;
}

/* Quote i's speaker by its own cue, the quote before it in the paragraph,
 * or the talk going on. */
static struct verdict first_reading(const struct ctx *c, const struct talk *t,
				    const struct talk_view *w, size_t i)
{
	const struct seg *v = c->segs->v;
	const struct cue *q = &c->cue[i];
	size_t last_i = t->last_i;
	int prev = w->prev;
	struct verdict d = { SPEAKER_UNKNOWN, SPEAKER_CUE_NONE, -1 };
	if ((v[i].flags & SEG_CONTINUED) && w->have_last && speaker_participant(prev)) {
		d.who = prev;
		d.cue = SPEAKER_CUE_CONTINUED;
	} else if (w->have_last && c->cue[last_i].cont_next && v[last_i].para == v[i].para &&
		   q->strength < CUE_STRONG) {
		d.who = prev;
		d.cue = SPEAKER_CUE_AROUND;
	} else if (q->pron_prev && w->have_last && last_i + 2 == i &&
		   v[last_i].para == v[i].para && prev >= 0 &&
		   (int)speaker_who_gender(c, prev) == q->pron_prev && !speaker_said_to(q, prev)) {
		/* “旱不旱…”他瞪了满银一眼，又转向建军，“…” — the 他 is
		 * the one who just spoke, whom only the flow knew */
		d.who = prev;
		d.cue = q->kind;
	} else if (q->strength >= CUE_MEDIUM && !speaker_said_to(q, q->who)) {
		d.who = q->who;
		d.cue = q->kind;
		/* “…”她含胡的回答: 她 is this quote's speaker, most likely
		 * the other half of the talk, not the one who spoke last */
		if (q->pron && w->turn && (int)speaker_who_gender(c, t->other) == q->pron &&
		    d.who == prev && v[i].para == v[last_i].para + 1)
			d.who = t->other;
	} else if (w->have_last && v[last_i].para == v[i].para && speaker_participant(prev) &&
		   last_i + 2 == i && v[last_i + 1].kind == SEG_NARRATION &&
		   c->seg_m[i] == c->seg_m[last_i + 1] && !speaker_said_to(q, prev) &&
		   !speaker_names(q, prev) && q->strength < CUE_MEDIUM) {
		/* “那好。”老僧缓缓站起身来，“…” — narration naming no
		 * one between two quotes of a paragraph: one speaker */
		d.who = prev;
		d.cue = SPEAKER_CUE_AROUND;
	} else if (chant(c, &v[i])) {
		d.who = M_CROWD; /* “杀奴！杀奴！” */
		d.cue = SPEAKER_CUE_CHANT;
	} else if (w->near && !q->introduced) {
		d = in_talk(c, t, w, i);
	}
	return d;
}

/* Quote i, which neither its cue nor the talk decided: the reply that
 * calls the one before, the one who opens a talk or acted just before it,
 * the next paragraph's, or one near who is not the one it calls. */
static void second_reading(const struct ctx *c, const struct talk_view *w, size_t i,
			   struct verdict *d)
{
	const struct seg *v = c->segs->v;
	const struct cue *q = &c->cue[i];
	/* “你来做什么？”⏎“少平，我来看看你。” — the reply calls the
	 * one who spoke before it */
	if (d->who == SPEAKER_UNKNOWN && !q->introduced) {
		int r = replied_to(c, i);
		if (r >= 0 && !speaker_said_to(q, r) && !speaker_names(q, r)) {
			d->who = r;
			d->cue = SPEAKER_CUE_ADDRESSEE;
		}
	}
	if (d->who == SPEAKER_UNKNOWN && !w->near && !q->introduced) {
		int quiet;
		int a = opens_talk(c, i, &quiet);
		if (a >= 0 && !speaker_said_to(q, a) && !speaker_names(q, a)) {
			d->who = a;
			d->cue = SPEAKER_CUE_CONTEXT;
			d->new_partner = quiet; /* the talk is these two */
		}
	}
	/* 她抬起头。⏎“你来做什么？” — a talk opens with the one who
	 * acted in the paragraph just before */
	if (d->who == SPEAKER_UNKNOWN && !w->near && !q->introduced && i > 0 &&
	    v[i - 1].kind == SEG_NARRATION && v[i - 1].para + 1 == v[i].para) {
		int partner, silent, heard;
		size_t from = i - 1;
		while (from > 0 && v[from - 1].para == v[i - 1].para)
			from--;
		int a = only_narration(c, from, i)
				? narration_actor(c, from, i, &partner, &silent, &heard)
				: -1;
		if (a >= 0 && !speaker_said_to(q, a) && !speaker_names(q, a)) {
			d->who = a;
			d->cue = SPEAKER_CUE_CONTEXT;
		}
	}
	if (d->who == SPEAKER_UNKNOWN && q->next_hint != -1 &&
	    !speaker_said_to(q, q->next_hint) && q->next_hint != w->prev) {
		d->who = q->next_hint;
		d->cue = SPEAKER_CUE_NEXT;
	}
	/* “少平，…” with nothing else to go by: the one near who is not
	 * the one called */
	if (d->who == SPEAKER_UNKNOWN && q->nvoc && !q->introduced) {
		int r = recent_speaker_not(c, i, q);
		if (r >= 0) {
			d->who = r;
			d->cue = SPEAKER_CUE_CONTEXT;
		}
	}
}

/* What the flow guessed for quote i gives way to what the quote itself
 * says: the relative it calls, the elder speaking of herself, a name it
 * speaks of; and no one who left the room is given a turn. */
static void overrule(const struct ctx *c, const struct talk_view *w, size_t i,
		     struct verdict *d)
{
	const struct cue *q = &c->cue[i];
	/* “奶奶，好些了没？” — the relative is called by the word the
	 * narration (which follows the lead) uses: the lead calls, if
	 * he is there, unless the flow has one who just came in */
	if (q->kin_caller >= 0 && d->who != q->kin_caller && !speaker_said_to(q, q->kin_caller) &&
	    (d->cue == SPEAKER_CUE_NONE || d->cue == SPEAKER_CUE_TURN ||
	     d->cue == SPEAKER_CUE_NEXT || d->cue == SPEAKER_CUE_ADDRESSEE ||
	     (d->cue == SPEAKER_CUE_CONTEXT && !comes_in(c, i, d->who))) &&
	    present(c, i, q->kin_caller)) {
		d->who = q->kin_caller;
		d->cue = SPEAKER_CUE_CONTEXT;
	}
	/* “可恨王朴那厮…” is not 王朴's, whatever the flow says */
	if (d->who >= 0 && speaker_names(q, d->who) &&
	    (d->cue == SPEAKER_CUE_TURN || d->cue == SPEAKER_CUE_CONTEXT ||
	     d->cue == SPEAKER_CUE_NEXT || d->cue == SPEAKER_CUE_ADDRESSEE)) {
		d->who = SPEAKER_UNKNOWN;
		d->cue = SPEAKER_CUE_NONE;
	}
	/* “妈不是说你小。” — the mother speaks of herself, if she is
	 * there; the flow's guess gives way (and the 妈 inside names
	 * her as speaker, not as one spoken of) */
	int elder = q->strength < CUE_MEDIUM ? elder_self(c, &c->segs->v[i]) : -1;
	if (elder >= 0 && d->who != elder && !speaker_said_to(q, elder) &&
	    (d->cue == SPEAKER_CUE_NONE || d->cue == SPEAKER_CUE_TURN ||
	     d->cue == SPEAKER_CUE_NEXT || d->cue == SPEAKER_CUE_ADDRESSEE ||
	     d->cue == SPEAKER_CUE_CONTEXT) &&
	    present(c, i, elder)) {
		d->who = elder;
		d->cue = SPEAKER_CUE_CONTEXT;
	}
	/* 净空应了一声，领着苏婉出去了。 — the flow never gives a turn to
	 * one who left the room; the one who talked with him, or no one */
	if (d->who >= 0 && scene_gone(&c->scene, d->who) && !is_strong(d->cue)) {
		int prev = w->prev;
		d->who = speaker_participant(prev) && prev != d->who && !speaker_said_to(q, prev)
				 ? prev
				 : SPEAKER_UNKNOWN;
		d->cue = d->who == SPEAKER_UNKNOWN ? SPEAKER_CUE_NONE : SPEAKER_CUE_CONTEXT;
	}
}

/* Quote i decided: it is written down, and the talk turns to its
 * speaker. */
static void talk_record(struct ctx *c, struct talk *t, const struct talk_view *w, size_t i,
			const struct verdict *d)
{
	struct seg *v = c->segs->v;
	int who = d->who;
	c->cue[i].final = who;
	v[i].speaker = who == M_NOBODY ? SPEAKER_UNKNOWN : who;
	c->cue[i].fkind = d->cue;
	if (who == t->hush)
		t->hush = -1;
	scene_spoke(&c->scene, who, v[i].para);
	if (speaker_participant(who) && who != t->last) {
		if (who != t->other) {
			t->third = t->other;
			t->third_para = t->other_para;
		}
		t->other = t->last;
		t->other_para = w->have_last ? v[t->last_i].para : 0;
	}
	if (speaker_participant(who))
		t->last = who;
	if (d->new_partner >= 0 && d->new_partner != who &&
	    !scene_gone(&c->scene, d->new_partner)) {
		t->other = d->new_partner;
		t->other_para = v[i].para;
	}
	t->last_i = i;
}

/* Each quote in text order: the scene fed up to it, read first by its cue
 * and the talk, then by weaker hints, then checked against what the quote
 * itself says. */
static void flow(struct ctx *c)
{
	struct talk t = {
		.last = SPEAKER_UNKNOWN,
		.other = SPEAKER_UNKNOWN,
		.third = SPEAKER_UNKNOWN,
		.last_i = (size_t)-1,
		.hush = -1,
	};
	size_t fed = 0;
	for (size_t i = 0; i < c->segs->n; i++) {
		if (c->segs->v[i].kind != SEG_DIALOGUE)
			continue;
		for (; fed < i; fed++)
			feed_scene(c, fed);
		struct talk_view w = talk_look(c, &t, i);
		struct verdict d = first_reading(c, &t, &w, i);
		second_reading(c, &w, i, &d);
		overrule(c, &w, i, &d);
		talk_record(c, &t, &w, i, &d);
	}
}

/* The speaker of the last dialogue run before i, within three paragraphs. */
static int before_speaker(const struct ctx *c, size_t i)
{
	for (size_t j = i; j-- > 0;) {
		if (c->segs->v[j].para + 3 < c->segs->v[i].para)
			break;
		if (c->segs->v[j].kind == SEG_DIALOGUE)
			return c->cue[j].final;
	}
	return SPEAKER_UNKNOWN;
}

/* Looks back from the quotes that name their speaker: in a run of bare
 * quotes, one paragraph each, the turns alternate, so the quote just before
 * a tagged one (“…”X说。) is not by the same person, and a bare quote left
 * unknown is by whoever speaks two turns after it. */
static void flow_back(struct ctx *c)
{
	struct seg *v = c->segs->v;
	size_t next = (size_t)-1, after = (size_t)-1; /* the two dialogue runs after i */
	for (size_t i = c->segs->n; i-- > 0;) {
		if (v[i].kind != SEG_DIALOGUE)
			continue;
		struct cue *q = &c->cue[i];
		int k = q->fkind;
		int bare = k == SPEAKER_CUE_TURN || k == SPEAKER_CUE_NONE || k == SPEAKER_CUE_CONTEXT;
		int tail = 0; /* narration after it in its own paragraph (…接着问：) */
		for (size_t j = i + 1; next != (size_t)-1 && j < next; j++)
			tail |= v[j].para == v[i].para;
		if (bare && !tail && next != (size_t)-1 && v[next].para == v[i].para + 1 &&
		    is_strong(c->cue[next].fkind) && !(v[next].flags & SEG_CONTINUED)) {
			int x = c->cue[next].final;
			int y = after != (size_t)-1 && v[after].para == v[next].para + 1 ?
					c->cue[after].final : SPEAKER_UNKNOWN;
			int tagged = c->cue[next].fkind == SPEAKER_CUE_AFTER ||
				     c->cue[next].fkind == SPEAKER_CUE_AROUND;
			if (speaker_participant(x) && q->final == x && tagged) {
				/* a turn that would make one person speak twice: the
				 * one two turns on, else the one before (who spoke
				 * again when no answer came) */
				int w = speaker_participant(y) && y != x ? y : before_speaker(c, i);
				q->final =
					speaker_participant(w) && w != x && !speaker_said_to(q, w)
						? w
						: SPEAKER_UNKNOWN;
			} else if (q->final == SPEAKER_UNKNOWN && speaker_participant(y) &&
				   y != x && !speaker_said_to(q, y)) {
				q->final = y;
			}
			v[i].speaker = q->final == M_NOBODY ? SPEAKER_UNKNOWN : q->final;
			q->fkind = speaker_participant(q->final) ? SPEAKER_CUE_TURN_BACK
								 : SPEAKER_CUE_NONE;
		}
		after = next;
		next = i;
	}
}

/* The only run of its paragraph: a bare turn of a talk. */
static int alone_in_para(const struct seg_list *l, size_t i)
{
	return (i == 0 || l->v[i - 1].para != l->v[i].para) &&
	       (i + 1 >= l->n || l->v[i + 1].para != l->v[i].para);
}

/* Fills bare turns still unknown between two known speakers:
 * 少安说：“…”⏎“去干什么？”⏎“开会。”⏎润叶又问：“…” — one quote a
 * paragraph, the turns alternate A B A B, so an even run between A and B
 * is B, A, …, A. */
static void flow_fill(struct ctx *c)
{
	struct seg *v = c->segs->v;
	size_t a = (size_t)-1;
	for (size_t i = 0; i < c->segs->n; i++) {
		if (v[i].kind != SEG_DIALOGUE)
			continue;
		if (!speaker_participant(c->cue[i].final)) {
			if (c->cue[i].final != SPEAKER_UNKNOWN)
				a = (size_t)-1;
			continue;
		}
		size_t run[16], n = 0;
		/* the turns around may have their tags (润叶又问：“…”) */
		int ok = a != (size_t)-1 && c->cue[i].final != c->cue[a].final;
		size_t para = v[a == (size_t)-1 ? i : a].para;
		for (size_t j = a + 1; ok && j < i; j++) {
			if ((v[j].para == v[a].para || v[j].para == v[i].para) &&
			    v[j].kind == SEG_NARRATION)
				continue;
			ok = v[j].kind == SEG_DIALOGUE && alone_in_para(c->segs, j) &&
			     v[j].para == para + 1 && n < 16 &&
			     c->cue[j].final == SPEAKER_UNKNOWN;
			para = v[j].para;
			if (ok)
				run[n++] = j;
		}
		if (ok && n && n % 2 == 0 && v[i].para == para + 1) {
			for (size_t k = 0; k < n; k++) {
				int who = c->cue[k % 2 ? a : i].final;
				if (speaker_said_to(&c->cue[run[k]], who) ||
				    speaker_names(&c->cue[run[k]], who))
					break;
				c->cue[run[k]].final = who;
				c->cue[run[k]].fkind = SPEAKER_CUE_TURN_BACK;
				v[run[k]].speaker = who;
			}
		}
		a = i;
	}
}

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
	flow(&c);
	flow_back(&c);
	flow_fill(&c);
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
