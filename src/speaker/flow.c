/* flow.c - the speaker stage's second pass (layer 3 of speaker_parts.h):
 * the flow of the talk.  The quotes are read in text order with a struct
 * talk (the last two voices, the one before them, the last quote, one who
 * kept silent), in five steps a quote: talk_look moves the talk on to it,
 * first_reading decides by the quote's own cue or, in a talk going on, by
 * in_talk; second_reading tries weaker hints; overrule lets what the quote
 * says win over a guess; talk_record writes the verdict down.  Then a pass
 * back from the tagged quotes and one that fills bare turns between two
 * known voices.  Each verdict keeps the reading that made it (enum
 * speaker_reading), which the scorer weighs. */
#include "speaker/speaker_parts.h"
#include "base/utf8.h"

/* Cues that come from the quote's own narration or words (吾乃X是也), not
 * from the talk. */
static int is_strong(int cue)
{
	return cue == SPEAKER_CUE_BEFORE || cue == SPEAKER_CUE_AFTER || cue == SPEAKER_CUE_AROUND ||
	       cue == SPEAKER_CUE_BEAT || cue == SPEAKER_CUE_ELIDED ||
	       cue == SPEAKER_CUE_CONTINUED || cue == SPEAKER_CUE_SELF;
}

/* Whether who came in in the paragraph right before quote i (门帘一挑，
 * 福英端着…进来了) — not one who only followed (小虎跟在他身后). */
static int comes_in(const struct ctx *c, size_t i, int who)
{
	size_t para = c->segs->v[i].para;
	return who >= 0 && para > 0 && scene_newcomer(&c->scene, para - 1) == who;
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
	int reading; /* enum speaker_reading */
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
		if (speaker_narration_actor(c, j, j + 1, &p_, &s_, &h_) < 0 && s_ >= 0) {
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
	struct verdict d = { SPEAKER_UNKNOWN, SPEAKER_CUE_NONE, -1, 0 };
	int partner = -1, silent, heard;
	int between = speaker_narration_actor(c, last_i + 1, i, &partner, &silent, &heard);
	int ans = speaker_answered(c, last_i, i);
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
		d.reading = READ_NEWCOMER;
	} else if (ans >= 0 && ans != prev && prev >= 0 && (between == prev || between == ans) &&
		   !speaker_said_to(q, prev) && !speaker_names(q, prev)) {
		/* “…”⏎林小舟答应了，却站着不走。柳含烟瞧了他一眼。⏎
		 * “…” — he answered; the other speaks on */
		d.who = prev;
		d.cue = SPEAKER_CUE_CONTEXT;
		d.reading = READ_ANSWERED;
	} else if (between >= 0 && between != prev && !speaker_said_to(q, between) &&
		   between != q->addressee) {
		d.who = between;
		d.cue = SPEAKER_CUE_CONTEXT;
		d.reading = READ_BETWEEN;
		d.new_partner = partner; /* 我…问他: the talk is 我 and 他 now */
	} else if (between == prev && speaker_participant(other) && other != prev &&
		   (speaker_acted_between(c, last_i + 1, i, other) || speaker_hushed_between(c, last_i + 1, i)) &&
		   !speaker_said_to(q, between) && !q->nvoc) {
		/* (两人都不再说话。过了良久，陆鸣才…: after a pause, the
		 * one who moves speaks) */
		/* “…”⏎钟离雪哼了一声，走出房来。⏎阿福…递了一个过去。⏎
		 * “吃不吃？” — the other moved, the last one answers
		 * with a move and a word */
		d.who = between;
		d.cue = SPEAKER_CUE_CONTEXT;
		d.reading = READ_PAUSE;
	} else if (between == prev && partner >= 0 && partner != prev && partner != other &&
		   !speaker_said_to(q, between) && !q->nvoc) {
		/* “…”⏎杨天野转过身来，对慧明深深一揖。⏎“晚辈答应。” —
		 * the last speaker turns to someone new and goes on */
		d.who = between;
		d.cue = SPEAKER_CUE_CONTEXT;
		d.reading = READ_TURNS_NEW;
		d.new_partner = partner;
	} else if (between == prev && prev >= 0 && speaker_gesture_only(c, last_i, i) &&
		   !speaker_said_to(q, prev) && !speaker_names(q, prev)) {
		/* “坐下，坐下。”⏎钱主任摆摆手。⏎“你们俩都别争。” — a
		 * paragraph of his own gesture between two quotes: the
		 * one who just spoke goes on */
		d.who = prev;
		d.cue = SPEAKER_CUE_CONTEXT;
		d.reading = READ_GESTURE;
	} else if (between < 0 && heard >= 0 && heard != prev && speaker_participant(other) &&
		   heard != other && speaker_participant(prev) && !speaker_said_to(q, heard) &&
		   !speaker_names(q, heard)) {
		/* “不骂了。…”⏎奶奶在炕上听见了，眼角的皱纹一下子舒展
		 * 开了。⏎“好好干…” — one outside the talk who heard it
		 * joins in */
		d.who = heard;
		d.cue = SPEAKER_CUE_CONTEXT;
		d.reading = READ_HEARD;
	} else if (between < 0 && silent >= 0 && silent != prev && speaker_participant(prev) &&
		   !speaker_said_to(q, prev)) {
		d.who = prev; /* “少安哥，…”⏎少安没吭声。⏎“你说呀！” */
		d.cue = SPEAKER_CUE_CONTEXT;
		d.reading = READ_SILENT;
		/* 福生看看妹妹，又看看母亲。母亲…一声不吭。 — the one
		 * who looked round them speaks */
		int looker = speaker_other_named(c, last_i + 1, i, silent);
		if (looker >= 0 && !speaker_said_to(q, looker)) {
			d.who = looker;
			d.reading = READ_LOOKER;
		} else if (partner >= 0 && partner != prev && !speaker_said_to(q, partner) &&
			 !scene_gone(&c->scene, partner)) {
			d.who = partner;
			d.reading = READ_PARTNER;
		}
	} else if (w->departed && between < 0 && silent < 0 && heard < 0 && prev == t->last &&
		   !speaker_said_to(q, prev) && !speaker_names(q, prev) && !q->nvoc) {
		/* “哎。”⏎刘婶走了，窑里一下子静下来。⏎“沟底那块地…”
		 * — the one she talked with turns to those left */
		d.who = prev;
		d.cue = SPEAKER_CUE_CONTEXT;
		d.reading = READ_DEPARTED;
	} else if (addr >= 0 && addr != prev && !speaker_said_to(q, addr) &&
		   !scene_gone(&c->scene, addr)) {
		d.who = addr;
		d.cue = SPEAKER_CUE_ADDRESSEE;
		d.reading = READ_ADDRESSEE;
	} else if (addr < 0 && c->cue[last_i].to_uncast && speaker_said_to(q, prev)) {
		/* 我走过去，奶奶拉着我的手：“瘦了。”⏎“知道了，奶奶。” — the
		 * answer is the one she turned to, whom the cast lacks */
		d.who = M_NOBODY;
		d.cue = SPEAKER_CUE_ADDRESSEE;
		d.reading = READ_ADDRESSEE;
	} else if (lvoc >= 0 && lvoc != prev && !speaker_said_to(q, lvoc) &&
		   !scene_gone(&c->scene, lvoc)) {
		d.who = lvoc;
		d.cue = SPEAKER_CUE_ADDRESSEE;
		d.reading = READ_LAST_CALLED;
	} else if (q->next_hint != -1 && !speaker_said_to(q, q->next_hint) &&
		   q->next_hint != prev &&
		   !(w->turn && speaker_quote_asks(c, last_i) && !speaker_said_to(q, other)) &&
		   !(w->turn && other >= 0 && !scene_gone(&c->scene, other) &&
		     q->next_hint != other && alternating(c, last_i, prev, other))) {
		/* (“你吃饭了没有？”⏎“在厂里吃过了。”⏎嫂子把药碗…
		 * — a question is answered by the other of the
		 * talk, whoever moves after the answer) */
		d.who = q->next_hint;
		d.cue = SPEAKER_CUE_NEXT;
		d.reading = READ_NEXT_HINT;
	} else if (t->hush >= 0 && t->hush != prev && t->hush_i <= last_i &&
		   speaker_participant(prev) && v[t->hush_i].para + 3 >= v[i].para &&
		   !speaker_said_to(q, t->hush) && !speaker_names(q, t->hush)) {
		/* “大师，这伤还有救么？”⏎慧明沉吟不语。⏎杨天野又道：
		 * “…”⏎“什么都肯做？” — pressed again, the silent one
		 * answers */
		d.who = t->hush;
		d.cue = SPEAKER_CUE_CONTEXT;
		d.reading = READ_HUSH;
	} else if (w->turn && other == silent && speaker_participant(prev) && prev != silent &&
		   !speaker_said_to(q, prev)) {
		d.who = prev; /* “你哪来的钱？”⏎林风没说话。⏎“你说话啊！” */
		d.cue = SPEAKER_CUE_CONTEXT;
		d.reading = READ_TURN_SILENT;
	} else if (w->turn) {
		d.who = other;
		d.cue = SPEAKER_CUE_TURN;
		d.reading = READ_TURN;
	} else if (speaker_participant(prev)) {
		int r = speaker_recent_other(c, last_i, prev, q);
		if (r >= 0) {
			d.who = r;
			d.cue = SPEAKER_CUE_CONTEXT;
			d.reading = READ_RECENT_OTHER;
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
	struct verdict d = { SPEAKER_UNKNOWN, SPEAKER_CUE_NONE, -1, 0 };
	if ((v[i].flags & SEG_CONTINUED) && w->have_last && speaker_participant(prev)) {
		d.who = prev;
		d.cue = SPEAKER_CUE_CONTINUED;
		d.reading = READ_CONTINUED;
	} else if (w->have_last && c->cue[last_i].cont_next && v[last_i].para == v[i].para &&
		   q->strength < CUE_STRONG) {
		d.who = prev;
		d.cue = SPEAKER_CUE_AROUND;
		d.reading = READ_AROUND;
	} else if (q->pron_prev && w->have_last && last_i + 2 == i &&
		   v[last_i].para == v[i].para && prev >= 0 &&
		   (int)speaker_who_gender(c, prev) == q->pron_prev && !speaker_said_to(q, prev)) {
		/* “旱不旱…”他瞪了满银一眼，又转向建军，“…” — the 他 is
		 * the one who just spoke, whom only the flow knew */
		d.who = prev;
		d.cue = q->kind;
		d.reading = READ_PRON_PREV;
	} else if (q->strength >= CUE_MEDIUM && !speaker_said_to(q, q->who)) {
		d.who = q->who;
		d.cue = q->kind;
		d.reading = READ_CUE;
		/* “…”她含胡的回答: 她 is this quote's speaker, most likely
		 * the other half of the talk, not the one who spoke last */
		if (q->pron && w->turn && (int)speaker_who_gender(c, t->other) == q->pron &&
		    d.who == prev && v[i].para == v[last_i].para + 1) {
			d.who = t->other;
			d.reading = READ_CUE_OTHER;
		}
	} else if (w->have_last && v[last_i].para == v[i].para && speaker_participant(prev) &&
		   last_i + 2 == i && v[last_i + 1].kind == SEG_NARRATION &&
		   c->seg_m[i] == c->seg_m[last_i + 1] && !speaker_said_to(q, prev) &&
		   !speaker_names(q, prev) && q->strength < CUE_MEDIUM) {
		/* “那好。”老僧缓缓站起身来，“…” — narration naming no
		 * one between two quotes of a paragraph: one speaker */
		d.who = prev;
		d.cue = SPEAKER_CUE_AROUND;
		d.reading = READ_SAME_PARA;
	} else if (speaker_chant(c, &v[i])) {
		d.who = M_CROWD; /* “杀奴！杀奴！” */
		d.cue = SPEAKER_CUE_CHANT;
		d.reading = READ_CHANT;
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
		int r = speaker_replied_to(c, i);
		if (r >= 0 && !speaker_said_to(q, r) && !speaker_names(q, r)) {
			d->who = r;
			d->cue = SPEAKER_CUE_ADDRESSEE;
			d->reading = READ_REPLIED;
		}
	}
	if (d->who == SPEAKER_UNKNOWN && !w->near && !q->introduced) {
		int quiet;
		int a = speaker_opens_talk(c, i, &quiet);
		if (a >= 0 && !speaker_said_to(q, a) && !speaker_names(q, a)) {
			d->who = a;
			d->cue = SPEAKER_CUE_CONTEXT;
			d->reading = READ_OPENS;
			d->new_partner = quiet; /* the talk is these two */
		}
	}
	/* 她抬起头。⏎“你来做什么？” — a talk opens with the one who
	 * acted in the paragraph just before */
	if (d->who == SPEAKER_UNKNOWN && !w->near && !q->introduced && i > 0 &&
	    v[i - 1].kind == SEG_NARRATION && v[i - 1].para + 1 == v[i].para &&
	    !speaker_reports_speech(c, i - 1) /* 玉亭说。 tags a quote before */) {
		int partner, silent, heard;
		size_t from = i - 1;
		while (from > 0 && v[from - 1].para == v[i - 1].para)
			from--;
		int a = speaker_only_narration(c, from, i)
				? speaker_narration_actor(c, from, i, &partner, &silent, &heard)
				: -1;
		if (a >= 0 && !speaker_said_to(q, a) && !speaker_names(q, a)) {
			d->who = a;
			d->cue = SPEAKER_CUE_CONTEXT;
			d->reading = READ_ACTED_BEFORE;
		}
	}
	if (d->who == SPEAKER_UNKNOWN && q->next_hint != -1 &&
	    !speaker_said_to(q, q->next_hint) && q->next_hint != w->prev) {
		d->who = q->next_hint;
		d->cue = SPEAKER_CUE_NEXT;
		d->reading = READ_NEXT_PARA;
	}
	/* “少平，…” with nothing else to go by: the one near who is not
	 * the one called */
	if (d->who == SPEAKER_UNKNOWN && q->nvoc && !q->introduced) {
		int r = speaker_recent_speaker_not(c, i, q);
		if (r >= 0) {
			d->who = r;
			d->cue = SPEAKER_CUE_CONTEXT;
			d->reading = READ_RECENT_NOT;
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
		d->reading = READ_KIN_CALLER;
	}
	/* “可恨王朴那厮…” is not 王朴's, whatever the flow says */
	if (d->who >= 0 && speaker_names(q, d->who) &&
	    (d->cue == SPEAKER_CUE_TURN || d->cue == SPEAKER_CUE_CONTEXT ||
	     d->cue == SPEAKER_CUE_NEXT || d->cue == SPEAKER_CUE_ADDRESSEE)) {
		d->who = SPEAKER_UNKNOWN;
		d->cue = SPEAKER_CUE_NONE;
		d->reading = READ_NAMED_VETO;
	}
	/* “妈不是说你小。” — the mother speaks of herself, if she is
	 * there; the flow's guess gives way (and the 妈 inside names
	 * her as speaker, not as one spoken of) */
	int elder = q->strength < CUE_MEDIUM ? speaker_elder_self(c, &c->segs->v[i]) : -1;
	if (elder >= 0 && d->who != elder && !speaker_said_to(q, elder) &&
	    (d->cue == SPEAKER_CUE_NONE || d->cue == SPEAKER_CUE_TURN ||
	     d->cue == SPEAKER_CUE_NEXT || d->cue == SPEAKER_CUE_ADDRESSEE ||
	     d->cue == SPEAKER_CUE_CONTEXT) &&
	    present(c, i, elder)) {
		d->who = elder;
		d->cue = SPEAKER_CUE_CONTEXT;
		d->reading = READ_ELDER;
	}
	/* 净空应了一声，领着苏婉出去了。 — the flow never gives a turn to
	 * one who left the room; the one who talked with him, or no one */
	if (d->who >= 0 && scene_gone(&c->scene, d->who) && !is_strong(d->cue)) {
		int prev = w->prev;
		d->who = speaker_participant(prev) && prev != d->who && !speaker_said_to(q, prev)
				 ? prev
				 : SPEAKER_UNKNOWN;
		d->cue = d->who == SPEAKER_UNKNOWN ? SPEAKER_CUE_NONE : SPEAKER_CUE_CONTEXT;
		d->reading = READ_GONE;
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
	c->cue[i].reading = d->reading;
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
static void flow_forward(struct ctx *c)
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
			speaker_feed_scene(c, fed);
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
			q->reading = READ_BACK;
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
				c->cue[run[k]].reading = READ_FILL;
				v[run[k]].speaker = who;
			}
		}
		a = i;
	}
}

void speaker_flow(struct ctx *c)
{
	flow_forward(c);
	flow_back(c);
	flow_fill(c);
}
