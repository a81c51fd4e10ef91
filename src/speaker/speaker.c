/* speaker.c - stage 4: who says each dialogue run.
 *
 * The rules read the narration next to each quote the way a reader does
 * (cue.c: a name or 他/她 before a speech verb, an action beat, a tag
 * after it, a tag in the middle of a quote; what the quote itself says,
 * quote.c), then the flow of the talk (flow.c: who acted in between, who
 * was addressed, turn-taking).  Then the score decides: every quote's
 * candidates (feature.c) are scored by the trained weights (model.c) in
 * text order, each quote seeing who the score gave the ones before it, and
 * a second time seeing who it gave the ones after; the best candidate's
 * probability among them is the quote's confidence, and below the model's
 * threshold the quote gets the unknown voice: a neutral voice is better
 * than a confident wrong one.  doc/speaker.md lists every cue. */
#include "speaker/speaker_parts.h"
#include "speaker/castgen.h"
#include "speaker/castrole.h"
#include "reading/script.h"
#include "base/err.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "text/text.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Two passes: the first sees the quotes after each one as the rules read
 * them, the second as the first pass decoded them. */
enum { SCORE_PASSES = 2 };

/* Paragraphs of narration a quote left open may go on over (speech_across_lines). */
enum { SPEECH_LINES_MAX = 8 };
/* Characters of how between one and a gesture (我默默地点了点头). */
enum { GESTURE_AFTER_CHARS = 5 };

/* The features that favour best over next most, into d. */
static void explain(const struct speaker_model *m, const struct candidate *best,
		    const struct candidate *next, struct speaker_decision *d)
{
	size_t n = 0;
	for (int k = 0; k < SPEAKER_REASONS; k++)
		d->feature[k] = -1;
	for (int f = 0; f < F_COUNT; f++) {
		double gain = speaker_weight(m, f) * (best->f[f] - (next ? next->f[f] : 0));
		if (gain <= 0)
			continue;
		size_t k = n < SPEAKER_REASONS ? n++ : SPEAKER_REASONS;
		while (k > 0 && d->weight[k - 1] < gain) {
			if (k < SPEAKER_REASONS) {
				d->feature[k] = d->feature[k - 1];
				d->weight[k] = d->weight[k - 1];
				d->against[k] = d->against[k - 1];
			}
			k--;
		}
		if (k < SPEAKER_REASONS) {
			d->feature[k] = f;
			d->weight[k] = gain;
			d->against[k] = next && next->f[f] > best->f[f];
		}
	}
}

/* A character's voice only when likely enough (a crowd's is no one's). */
static int voiced(const struct speaker_model *m, int who, float confidence)
{
	return who >= 0 && confidence < speaker_model_threshold(m) ? SPEAKER_UNKNOWN : who;
}

/* Quote i as decoded: its candidates seen with the talk as decoded before
 * it (prev, the quote before, if any); said[i]'s probability among them is
 * its confidence.  The options' callback gets the candidates, and its
 * decision why. */
static void settle(struct ctx *c, const struct speaker_model *m, size_t i, size_t prev,
		   const int *said, const struct speaker_opts *o, struct candidate *x)
{
	size_t n = speaker_candidates(c, i, said, said, x);
	if (prev != (size_t)-1 && said[prev] >= 0 && speaker_answers_quote(c, prev, i)) {
		size_t keep = 0; /* as decoded: the one answered is no candidate */
		for (size_t k = 0; k < n; k++)
			if (x[k].who != said[prev])
				x[keep++] = x[k];
		n = keep;
	}
	size_t chosen = 0, next = (size_t)-1;
	for (size_t k = 0; k < n; k++) {
		x[k].score = speaker_score(m, x[k].f);
		if (x[k].who == said[i])
			chosen = k;
	}
	double z = 0;
	for (size_t k = 0; k < n; k++) {
		z += exp(x[k].score - x[chosen].score);
		if (k != chosen && (next == (size_t)-1 || x[k].score > x[next].score))
			next = k;
	}
	struct seg *s = &c->segs->v[i];
	s->confidence = (float)(1 / z);
	s->speaker = voiced(m, said[i], s->confidence);
	if (o && o->on_candidate)
		for (size_t k = 0; k < n; k++)
			o->on_candidate(o->ctx, i, x[k].who, x[k].f, F_COUNT);
	if (o && o->decisions) {
		struct speaker_decision *d = &o->decisions[i];
		d->who = s->speaker;
		d->best = said[i];
		d->confidence = s->confidence;
		d->runner_up = next != (size_t)-1 ? x[next].who : SPEAKER_UNKNOWN;
		d->cue = c->cue[i].fkind;
		explain(m, &x[chosen], next != (size_t)-1 ? &x[next] : NULL, d);
	}
}

/* The dialogue run after seg i, or c->segs->n. */
static size_t next_quote(const struct ctx *c, size_t i)
{
	while (++i < c->segs->n && c->segs->v[i].kind != SEG_DIALOGUE)
		;
	return i;
}

/* A speech over several paragraphs (each left open, opened again in the
 * next) is decoded as one voice: each of its parts takes the confidence of
 * the surest of them. */
static void settle_speeches(struct ctx *c, const struct speaker_model *m, const int *said,
			    const struct speaker_opts *o)
{
	struct seg *v = c->segs->v;
	for (size_t i = next_quote(c, (size_t)-1), end; i < c->segs->n; i = next_quote(c, end)) {
		float best = v[i].confidence;
		end = i;
		for (size_t k = next_quote(c, i);
		     k < c->segs->n && (v[k].flags & SEG_CONTINUED) && said[k] == said[i];
		     k = next_quote(c, k)) {
			best = v[k].confidence > best ? v[k].confidence : best;
			end = k;
		}
		for (size_t k = i; end > i && k <= end; k = next_quote(c, k)) {
			v[k].confidence = best;
			v[k].speaker = voiced(m, said[k], best);
			if (o && o->decisions) {
				o->decisions[k].confidence = best;
				o->decisions[k].who = v[k].speaker;
			}
		}
	}
}

/* The member whose name opens a chat line's name s[0, n) when a speech verb
 * ends what follows it (叶凡回复：, 叶凡说：, amid a talk of 【私聊】 lines),
 * else -1. */
static int member_replying(const struct cast *cast, const char *s, size_t n)
{
	static const char *const replies[] = { "回复", "回覆", "答复", "答覆", NULL };
	size_t k, e;
	int who = cast_match(cast, s, n, &k);
	if (who < 0 || k >= n || utf8_count(s + k, n - k) > 4)
		return -1;
	return speechverb_is_verb(utf8_before(s, k, n, &e)) || wordlist_suffix(s + k, n - k, replies)
		       ? who
		       : -1;
}

/* The one a chat line's name (its paragraph's first run, narration: 胖子：,
 * 【林小雨】：) calls: a member, else a voice the cast lacks. */
static int chat_speaker(const struct ctx *c, size_t i)
{
	while (i > 0 && c->segs->v[i - 1].para == c->segs->v[i].para)
		i--;
	const struct seg *tag = &c->segs->v[i];
	size_t at, len = segment_chat_name(c->buf, tag->start, tag->end, &at);
	if (!len)
		return SPEAKER_UNKNOWN;
	int who = cast_find(c->cast, c->buf + at, len);
	if (who < 0)
		who = member_replying(c->cast, c->buf + at, len);
	return who >= 0 ? who : SPEAKER_UNKNOWN;
}

/* Whether run i is a quote alone in its paragraph. */
static int lone_quote(const struct ctx *c, size_t i)
{
	const struct seg *v = c->segs->v;
	return v[i].kind == SEG_DIALOGUE && (i == 0 || v[i - 1].para != v[i].para) &&
	       (i + 1 >= c->segs->n || v[i + 1].para != v[i].para);
}

/* Whether quote s neither asks nor speaks as 我: the machine going on
 * (“叮！检测到宿主…” then “激活成功！”), not its host answering. */
static int no_question_no_i(const struct ctx *c, const struct seg *s)
{
	for (size_t p = s->start, n; p < s->end; p += n)
		if (utf8_in_set("？?我", utf8_at(c->buf, p, s->end, &n)))
			return 0;
	return 1;
}

/* Whether a system's run s asks its host (是否接受任务？). */
static int panel_asks(const struct ctx *c, const struct seg *s)
{
	static const char *const asks[] = { "？", "?", "是否", NULL };
	return speaker_has_any(c->buf, s->start, s->end, asks);
}

/* The one whose line run i is whatever the talk around it: a chat line's
 * name; a quote alone right after a system's question (【叮！是否接受任
 * 务？】⏎“是。”), its host's answer (SPEAKER_UNKNOWN when host is -1), not
 * the turn of one who spoke before the panel; a system novel's machine (a
 * member 系统) for its chimes, its words to the host (castrole_system_says)
 * and a line alone right after them that neither asks nor says 我; else
 * SPEAKER_NARRATOR.  before: what it was for run i - 1. */
static int fixed_speaker(const struct ctx *c, size_t i, int machine, int host, int before)
{
	const struct seg *s = &c->segs->v[i];
	if (s->flags & SEG_CHAT)
		return chat_speaker(c, i);
	if (s->kind != SEG_DIALOGUE || (s->flags & SEG_SYSTEM) ||
	    castrole_system_says(c->buf, s->start, s->end))
		return machine >= 0 && s->kind == SEG_DIALOGUE ? machine : SPEAKER_NARRATOR;
	if (i > 0 && lone_quote(c, i) && (c->segs->v[i - 1].flags & SEG_SYSTEM) &&
	    c->segs->v[i - 1].para + 1 == s->para && panel_asks(c, &c->segs->v[i - 1]))
		return host >= 0 ? host : SPEAKER_UNKNOWN;
	if (machine < 0)
		return SPEAKER_NARRATOR;
	/* after a bracketed line, a quote is the host's answer */
	if (i > 0 && lone_quote(c, i) && lone_quote(c, i - 1) &&
	    !(c->segs->v[i - 1].flags & SEG_SYSTEM) &&
	    c->segs->v[i - 1].para + 1 == s->para && before == machine &&
	    no_question_no_i(c, s))
		return machine;
	return SPEAKER_NARRATOR;
}

/* The score decides every dialogue run: decoded SCORE_PASSES times, then
 * each settled with its confidence and the threshold; a fixed line (a chat
 * line, a system's) is its speaker's, and the talk around it is decoded
 * knowing so. */
static int score(struct ctx *c, const struct speaker_model *m, const struct speaker_opts *o,
		 int host)
{
	struct seg *v = c->segs->v;
	int *said = calloc(c->segs->n + 1, sizeof(*said));
	int *ahead = calloc(c->segs->n + 1, sizeof(*ahead));
	int *known = malloc((c->segs->n + 1) * sizeof(*known));
	unsigned char *pinned = calloc(c->segs->n + 1, 1); /* a fixed speaker's run */
	struct candidate *x = malloc(SPEAKER_MAX_CANDIDATES * sizeof(*x));
	int err = said && ahead && known && pinned && x ? 0 : ERR_NOMEM;
	const int *forced = o ? o->forced : NULL;
	int fixed = 0;
	int machine = cast_find(c->cast, CASTROLE_SYSTEM, strlen(CASTROLE_SYSTEM));
	int pinned_to = SPEAKER_NARRATOR; /* run i - 1's fixed speaker */
	for (size_t i = 0; !err && i < c->segs->n; i++) {
		known[i] = forced ? forced[i] : SPEAKER_NARRATOR;
		int f = fixed_speaker(c, i, machine, host == machine ? -1 : host, pinned_to);
		pinned[i] = f != SPEAKER_NARRATOR;
		if (pinned[i] && known[i] == SPEAKER_NARRATOR)
			known[i] = f, fixed = 1;
		pinned_to = f;
	}
	if (fixed)
		forced = known;
	for (size_t i = 0; !err && i < c->segs->n; i++)
		ahead[i] = forced && forced[i] != SPEAKER_NARRATOR ? forced[i]
			   : speaker_participant(c->cue[i].final) && c->cue[i].final != M_NOBODY
				   ? c->cue[i].final
				   : SPEAKER_UNKNOWN;
	for (int pass = 0; !err && pass < SCORE_PASSES; pass++) {
		err = speaker_decode(c, m, ahead, forced, said);
		memcpy(ahead, said, c->segs->n * sizeof(*ahead));
	}
	if (!err)
		err = scene_init(&c->scene, c->cast->n);
	for (size_t i = 0, fed = 0, prev = (size_t)-1; !err && i < c->segs->n; i++) {
		if (v[i].kind != SEG_DIALOGUE)
			continue;
		for (; fed < i; fed++)
			speaker_feed_scene(c, fed);
		settle(c, m, i, prev, said, o, x);
		scene_spoke(&c->scene, said[i], v[i].para);
		prev = i;
	}
	if (!err)
		settle_speeches(c, m, said, o);
	for (size_t i = 0; !err && fixed && i < c->segs->n; i++) {
		if (!pinned[i])
			continue;
		v[i].speaker = known[i];
		v[i].confidence = 1;
		if (o && o->decisions)
			o->decisions[i].who = known[i], o->decisions[i].confidence = 1;
	}
	free(said);
	free(ahead);
	free(known);
	free(pinned);
	free(x);
	return err;
}

/* “师兄，你输了。⏎“胡说！”赵天行怒道。: a quote opened again in the next
 * paragraph whose own tag names one the quote before calls is that one's
 * answer, not the same speech going on (the one before lost its closing
 * mark).  After every quote's cues. */
static void answers_left_open(struct ctx *c)
{
	struct seg *v = c->segs->v;
	for (size_t i = 0, prev = (size_t)-1; i < c->segs->n; i++) {
		if (v[i].kind != SEG_DIALOGUE)
			continue;
		const struct cue *q = &c->cue[i];
		if ((v[i].flags & SEG_CONTINUED) && prev != (size_t)-1 && q->who >= 0 &&
		    q->strength == CUE_STRONG && speaker_said_to(&c->cue[prev], q->who))
			v[i].flags &= ~(unsigned)SEG_CONTINUED;
		prev = i;
	}
}

/* Whether buf[p..hi) opens with a gesture: a verb and the part of the
 * body it moves, the verb said twice, with 了 between or a direction after
 * (点点头, 摇了摇头, 转过身, 抬起头): what one does, not says. */
static int gesture_at(const char *buf, size_t p, size_t hi)
{
	static const char verbs[] = "点摇转回抬低起侧弯耸摆挥招皱咬";
	static const char parts[] = "头头身头头头身身腰肩手手手眉牙";
	size_t k, n, m;
	int32_t verb = utf8_at(buf, p, hi, &k), part = 0;
	for (size_t a = 0, b = 0; !part && a < sizeof(verbs) - 1; a += n, b += m) {
		int32_t v = utf8_at(verbs, a, sizeof(verbs) - 1, &n);
		int32_t its = utf8_at(parts, b, sizeof(parts) - 1, &m);
		part = v == verb ? its : 0;
	}
	if (!part)
		return 0;
	p += k;
	int32_t cp = utf8_at(buf, p, hi, &k);
	if (cp == 0x4E86 /* 了 */ && utf8_at(buf, p + k, hi, &n) == verb)
		p += k + n; /* 摇了摇头 */
	else if (cp == verb || utf8_in_set("过起下", cp))
		p += k; /* 点点头, 转过身 */
	return utf8_at(buf, p, hi, &k) == part;
}

/* Whether a gesture (gesture_at) comes in the clause at p, after a few
 * words of how (我默默地点了点头, 我也转过身). */
static int gesture_after(const char *buf, size_t p, size_t hi)
{
	size_t end = speaker_clause_end(buf, p, hi), n;
	for (int k = 0; p < end && k < GESTURE_AFTER_CHARS; k++, p += n) {
		if (gesture_at(buf, p, end))
			return 1;
		utf8_at(buf, p, end, &n);
	}
	return 0;
}

/* Whether narration segment k could be the words of a quote left open
 * before it (WP cuts a quote a sentence a line): no quote mark, no tag
 * into what follows (a colon at its end), no one but 我 opening a
 * clause as its subject. */
static int reads_as_speech(const struct ctx *c, size_t k, int *person)
{
	const struct seg *s = &c->segs->v[k];
	size_t n, end = s->start;
	for (size_t p = s->start; p < s->end; p += n) {
		int32_t cp = utf8_at(c->buf, p, s->end, &n);
		if (utf8_in_set("“”「」『』\"", cp))
			return 0;
		if (utf8_in_set("我你您咱", cp))
			*person = 1;
		if (!utf8_is_space(cp))
			end = p;
	}
	if (utf8_in_set("：:", utf8_at(c->buf, end, s->end, &n)))
		return 0;
	for (size_t j = c->seg_m[k]; j < c->seg_m[k + 1]; j++) {
		const struct mention *m = &c->m[j];
		/* 我, 我们 when the cast has no [我]: the speaker's own words */
		int uncast_i = (m->who == M_NOBODY || m->who == M_CROWD) && !m->stranger &&
			       utf8_at(c->buf, m->pos, m->end, &n) == 0x6211 /* 我 */;
		/* opening its clause: 可现在我也真诚的爱古风铃 is no one acting;
		 * 我点点头，转身就走 is the narrator's gesture, no speech */
		if (m->subj && !utf8_is_han(utf8_before(c->buf, s->start, m->pos, &n)) &&
		    (!uncast_i || gesture_after(c->buf, m->end, s->end)))
			return 0;
	}
	return 1;
}

/* “我也正盘算这样干哩！⏎你们和我想到一块了！⏎…⏎“不过，…: a quote left
 * open, lines that read as its words, then a quote opened again with no
 * tag of its own is the same speech going on, as if the lines between
 * had opened again too.  After every quote's cues. */
static void speech_across_lines(struct ctx *c)
{
	struct seg *v = c->segs->v;
	for (size_t i = 0, prev = (size_t)-1; i < c->segs->n; i++) {
		if (v[i].kind != SEG_DIALOGUE)
			continue;
		int person = 0;
		size_t k = prev + 1;
		if (prev != (size_t)-1 && (v[prev].flags & SEG_UNCLOSED) && i - prev > 1 &&
		    i - prev <= SPEECH_LINES_MAX + 1 && v[i - 1].para != v[i].para &&
		    c->cue[i].strength < CUE_STRONG && !(v[i].flags & SEG_CONTINUED)) {
			while (k < i && reads_as_speech(c, k, &person))
				k++;
			if (k == i && person) {
				v[i].flags |= SEG_CONTINUED;
				/* voiced or not after the score */
				for (k = prev + 1; k < i; k++)
					v[k].flags |= SEG_CARRIED;
			}
		}
		prev = i;
	}
}

/* The lines speech_across_lines took for a quote's words are said in its
 * speaker's voice, when the quotes around them came out the same speaker's
 * (the scorer may have split them): they are dialogue, with that quote's
 * decision; else they stay narration.  After the score. */
static void voice_lines_across(struct ctx *c, const struct speaker_opts *o)
{
	struct seg *v = c->segs->v;
	for (size_t k = 1, end; k < c->segs->n; k = end + 1) {
		for (end = k; end < c->segs->n && (v[end].flags & SEG_CARRIED); end++)
			;
		if (end == k || end == c->segs->n)
			continue;
		size_t prev = k - 1; /* the quote left open; end, the one that goes on */
		if (v[prev].speaker != v[end].speaker) {
			for (; k < end; k++)
				v[k].flags &= ~(unsigned)SEG_CARRIED;
			continue;
		}
		for (; k < end; k++) {
			v[k].kind = SEG_DIALOGUE;
			v[k].speaker = v[prev].speaker;
			v[k].confidence = v[prev].confidence;
			if (o && o->decisions)
				o->decisions[k] = o->decisions[prev];
		}
	}
}

static int run(const struct text *t, struct seg_list *segs, struct cast *cast,
	       const struct speaker_opts *o)
{
	unsigned flags = o ? o->flags : 0;
	int err = 0;
	const struct speaker_model *model = o && o->model ? o->model : speaker_model_builtin(&err);
	if (!model)
		return err;
	/* a run again (inspect -v) reads the lines it voiced as narration */
	for (size_t i = 0; i < segs->n; i++)
		if (segs->v[i].flags & SEG_CARRIED) {
			segs->v[i].kind = SEG_NARRATION;
			segs->v[i].speaker = SPEAKER_NARRATOR;
			segs->v[i].flags &= ~(unsigned)SEG_CARRIED;
		}
	struct ctx c = { .buf = t->buf, .t = t, .segs = segs, .cast = cast, .flags = flags,
			 .narrator = -1 };
	for (int r = 0; r < KIN_COUNT; r++)
		c.bound[r] = -1;
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
	/* the machine's bracketed lines are its own, once the cast has it */
	int machine = cast_find(cast, CASTROLE_SYSTEM, strlen(CASTROLE_SYSTEM));
	for (size_t i = 0; i < segs->n; i++)
		if (segs->v[i].flags & SEG_SYSTEM)
			segs->v[i].kind = machine >= 0 ? SEG_DIALOGUE : SEG_NARRATION;
	/* the cast as the text may call it: 少安 for 孙少安 (same indices) */
	struct cast called;
	cast_init(&called);
	if ((err = cast_copy(&called, cast)) || (err = speaker_implied_aliases(&called)))
		goto out;
	c.cast = &called;
	c.writes_she = strstr(c.buf, "她") != NULL;
	c.narrator = speaker_find_narrator(&called);
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
		s->confidence = 0;
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
		speaker_vocatives_go_on(&c, i, q);
		speaker_names_inside(&c, &segs->v[i], q);
		speaker_name_given_back(&c, i, q);
		int own = 0;
		if (q->self < 0) {
			q->self = speaker_introduces_self(&c, &segs->v[i], &own);
			q->self_own = own && q->self >= 0;
		}
		if (segs->v[i].flags & SEG_UNCLOSED)
			speaker_unclosed_tag(&c, &segs->v[i], q);

		speaker_cue_before(&c, i, q);
		speaker_cue_after(&c, i, q);
		speaker_cue_next_para(&c, i, q);
		/* 其人曰：“某姓张名飞…”, 门外的人说：“我叫李明。”: the quote says
		 * who the unnamed one (or the crowd) is; “吾姓关名羽”, “某乃X是也”
		 * whatever the tag made of it */
		if ((q->self >= 0 || q->self == M_NOBODY) && !speaker_said_to(q, q->self) &&
		    (own || q->self_own || q->strength < CUE_STRONG || q->who < 0)) {
			q->who = q->self;
			q->strength = CUE_STRONG;
			q->kind = SPEAKER_CUE_SELF;
		}
		/* pronouns later on resolve against the speakers known so far */
		if (q->strength >= CUE_MEDIUM && q->who != M_NOBODY)
			segs->v[i].speaker = q->who;
	}
	answers_left_open(&c);
	speech_across_lines(&c);
	speaker_cue_glued_crowd(&c);
	speaker_cue_crowd_stir(&c);
	speaker_cue_echo(&c);
	speaker_cue_goes_on(&c);
	speaker_cue_answer_hint(&c);
	if ((err = scene_init(&c.scene, cast->n)))
		goto out;
	speaker_flow(&c);
	/* a system's host: the cast's 我, else the one the narration follows */
	err = score(&c, model, o, c.narrator >= 0 ? c.narrator : lead);
	if (!err)
		voice_lines_across(&c, o);
out:
	free(c.m);
	free(c.seg_m);
	free(c.cue);
	free(c.named);
	scene_release(&c.scene);
	cast_release(&called);
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

/* Attribution looks a few paragraphs back and ahead; a paragraph of more
 * runs than this (a text that lost its line breaks: a chapter on one line)
 * is read as paragraphs of about this many, cut after narration that ends
 * a sentence, so that each quote costs the same in a long text as in a
 * short one. */
#define PARA_RUNS_MAX 128

/* The speakers from, whose segments are those of to, back into to. */
static void take_speakers(struct seg_list *to, const struct seg_list *from)
{
	for (size_t i = 0; i < to->n; i++) {
		/* and the lines voice_lines_across voiced */
		to->v[i].kind = from->v[i].kind;
		to->v[i].flags = from->v[i].flags;
		to->v[i].speaker = from->v[i].speaker;
		to->v[i].confidence = from->v[i].confidence;
	}
}

/* What run gives segs, with paragraphs of more than PARA_RUNS_MAX runs cut
 * (each cut shifts the paragraphs after it by one). */
static int run_cut(const struct text *t, struct seg_list *segs, struct cast *cast,
		   const struct speaker_opts *o)
{
	struct seg_list cut;
	seg_list_init(&cut);
	size_t shift = 0, runs = 0, k;
	int err = 0;
	for (size_t i = 0; !err && i < segs->n; i++) {
		const struct seg *p = i ? &segs->v[i - 1] : NULL;
		runs = p && p->para == segs->v[i].para ? runs + 1 : 1;
		/* after a sentence's end, else (每句都是：“…”) after any narration */
		if (runs > PARA_RUNS_MAX && p->kind == SEG_NARRATION &&
		    (runs > 2 * PARA_RUNS_MAX ||
		     speaker_is_sentence_end(utf8_before(t->buf, p->start, p->end, &k))))
			shift++, runs = 1;
		struct seg s = segs->v[i];
		s.para += shift;
		err = seg_list_push(&cut, &s);
	}
	cut.n_paras = segs->n_paras + shift;
	if (!err && !shift)
		err = run(t, segs, cast, o); /* no paragraph that long: as it is */
	else if (!err && !(err = run(t, &cut, cast, o)))
		take_speakers(segs, &cut);
	seg_list_release(&cut);
	return err;
}

/* Names are read in the chapter without its hard wraps (宝⏎玉笑道); the
 * speakers go back to segs, whose indices the unwrapped ones share. */
static int run_unwrapped(const struct text *t, struct seg_list *segs, struct cast *cast,
			 const struct speaker_opts *o)
{
	struct text flat = { 0 };
	struct seg_list flat_segs;
	seg_list_init(&flat_segs);
	int err = segment_unwrapped(t, segs, &flat, &flat_segs);
	if (err == 0)
		return run_cut(t, segs, cast, o);
	if (err > 0 && !(err = run_cut(&flat, &flat_segs, cast, o)))
		take_speakers(segs, &flat_segs);
	text_release(&flat);
	seg_list_release(&flat_segs);
	return err;
}

/* Traditional text is read in its simplified form, offsets kept (說 as 说,
 * 列車員 as 列车员): the word lists and the dictionary are simplified, and
 * the cast matches either script (engine.c adds each name's other form). */
int speaker_run(const struct text *t, struct seg_list *segs, struct cast *cast,
		struct diag *d, const struct speaker_opts *o)
{
	(void)d;
	int err = 0;
	struct script *sc = NULL;
	char *simple = NULL;
	if (script_has_traditional(t->buf, t->len) &&
	    (!(sc = script_new(&err)) || (err = script_simplified_copy(sc, t->buf, t->len, &simple)))) {
		script_free(sc);
		return err ? err : ERR_NOMEM;
	}
	script_free(sc);
	struct text read = *t;
	if (simple)
		read.buf = simple;
	err = run_unwrapped(&read, segs, cast, o);
	free(simple);
	return err;
}

int speaker_assign(const struct text *t, struct seg_list *segs, struct cast *cast,
		   struct diag *d)
{
	/* without a cast file, find the cast in the chapter itself */
	struct speaker_opts o = { .flags = cast->n ? 0 : SPEAKER_DISCOVER };
	return speaker_run(t, segs, cast, d, &o);
}
