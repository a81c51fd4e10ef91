/* narration.c - what the narration between quotes shows the flow of the
 * talk (layer 3 of speaker_parts.h): who acts between two quotes, who keeps
 * silent or only listens, who answered, who opens a talk, who comes in or
 * leaves (fed to the scene, scene.h). */
#include "speaker/speaker_parts.h"
#include "base/utf8.h"

#include <string.h>

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

/* Whether the sentence before the one at own, in narration s (j), is who
 * keeping silent, and his own sentence only thinks (刘桂芳没有接话。她知道
 * 大儿子的心事…): he is still the one who did not answer. */
static int silent_before(const struct ctx *c, size_t j, const struct seg *s, size_t own, int who)
{
	static const char *const thinks[] = { "知道", "想", "明白", "心里", "心裡", "心中", NULL };
	if (own <= s->start)
		return 0;
	size_t prev = speaker_sentence_start(c->buf, s->start, own);
	const struct mention *m = speaker_actor(c, j, prev, own, own);
	int32_t mark;
	size_t e = speaker_sentence_end(c->buf, own, s->end, &mark);
	return m && speaker_of(c, j, m) == who && speaker_keeps_silent(c->buf, m->end, own) &&
	       speaker_has_any(c->buf, own, e, thinks);
}

/* The last one to act in the narration between two quotes (a paragraph of
 * narration between them, or the tail of the last quote's paragraph);
 * *partner is whom he turns to, *silent one who keeps silent, *heard one
 * who only listens (then -1 is returned). */
int speaker_narration_actor(const struct ctx *c, size_t from, size_t to, int *partner,
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
			size_t own = speaker_sentence_start(c->buf, s->start, m->end);
			int hushed =
				(speaker_keeps_silent(c->buf, m->end, e) ||
				 silent_before(c, j, s, own, who)) &&
				!speaker_has_any(c->buf, own, m->pos, again_w) &&
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
int speaker_recent_other(const struct ctx *c, size_t to, int not, const struct cue *q)
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
int speaker_replied_to(const struct ctx *c, size_t i)
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
int speaker_only_narration(const struct ctx *c, size_t from, size_t to)
{
	for (size_t j = from; j < to; j++)
		if (c->segs->v[j].kind != SEG_NARRATION)
			return 0;
	return 1;
}

/* The last cast member who spoke or acted in the six paragraphs before
 * quote i and is not called by it. */
int speaker_recent_speaker_not(const struct ctx *c, size_t i, const struct cue *q)
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
void speaker_feed_scene(struct ctx *c, size_t j)
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
int speaker_answered(const struct ctx *c, size_t last_i, size_t to)
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
int speaker_opens_talk(const struct ctx *c, size_t i, int *quiet)
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
int speaker_acted_between(const struct ctx *c, size_t from, size_t to, int who)
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
int speaker_hushed_between(const struct ctx *c, size_t from, size_t to)
{
	const struct seg *v = c->segs->v;
	for (size_t j = from; j < to; j++)
		if (v[j].kind == SEG_NARRATION &&
		    speaker_keeps_silent(c->buf, v[j].start, run_part_end(c, j, to)))
			return 1;
	return 0;
}

/* The one other than who acting in the narration of segments [from, to),
 * when there is exactly one such; else -1. */
int speaker_other_named(const struct ctx *c, size_t from, size_t to, int who)
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

/* Whether narration segment j ends reporting a speech, as the tag of a
 * quote before it does (润叶说。 少平问妹妹。 她岔开了话题。): one who said
 * something, not one who acts or is about to speak (…说：). */
int speaker_reports_speech(const struct ctx *c, size_t j)
{
	const struct seg *s = &c->segs->v[j];
	size_t sp, end = speaker_trim_end(c->buf, s->start, s->end);
	int32_t mark = utf8_before(c->buf, s->start, end, &sp);
	if (mark != 0x3002 && mark != 0xFF01 && mark != '.')
		return 0;
	end = sp;
	return speechverb_is_verb(utf8_before(c->buf, s->start, end, &sp)) ||
	       speaker_said_to_at_end(c->buf, s->start, end) ||
	       speaker_changes_topic_at_end(c->buf, s->start, end);
}

/* Whether the only thing between quotes a and b is one paragraph of
 * narration of its own, naming no one but its actor, who does something
 * rather than take in what was said or leave (晓红愣住了。, 她说着，脸上
 * 掠过…, 阿敏还没反应过来。: the other one answers those). */
int speaker_gesture_only(const struct ctx *c, size_t a, size_t b)
{
	static const char *const tail[] = { "说着", "說著", "说完", "說完", "反应", "反應", NULL };
	const struct seg *v = c->segs->v;
	if (b != a + 2 || v[a + 1].kind != SEG_NARRATION || v[a + 1].para != v[a].para + 1 ||
	    v[b].para != v[a + 1].para + 1)
		return 0;
	size_t lo = v[a + 1].start, hi = v[a + 1].end;
	if (speaker_reports_speech(c, a + 1) || /* the quote before's own tag */
	    speaker_has_any(c->buf, lo, hi, tail) || speaker_startled(c->buf, lo, hi) ||
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
