/* cue.c - the speaker stage's first pass (layer 3 of speaker_parts.h): the
 * cue next to each quote, read from the narration before it
 * (speaker_cue_before), the tag after it (speaker_cue_after) and the
 * paragraph that follows (speaker_cue_next_para), with how strong it is. */
#include "speaker/speaker_parts.h"
#include "speaker/namehead.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "reading/lexicon.h"

#include <string.h>

static void set_cue(struct cue *q, int who, int strength, int kind)
{
	if (who == SPEAKER_UNKNOWN || strength <= q->strength)
		return;
	if (who == q->not_who || speaker_said_to(q, who))
		return;
	q->who = who;
	q->strength = strength;
	q->kind = kind;
}

/* A quote never closed often swallowed its own tag: “王朴，…么！柳岳此时…
 * 只能远远的向王朴吼道。  The last sentence that starts with a name and
 * ends in a speech verb names the speaker. */
void speaker_unclosed_tag(const struct ctx *c, const struct seg *s, struct cue *q)
{
	const char *buf = c->buf;
	size_t n, k, sp;
	int who = -1;
	for (size_t p = s->start; p < s->end; p += n) {
		int32_t cp = utf8_at(buf, p, s->end, &n);
		if (!speaker_is_sentence_end(cp) && cp != 0x2026)
			continue;
		size_t h = p + n;
		int w = cast_match(c->cast, buf + h, s->end - h, &k);
		if (w < 0)
			continue;
		int32_t mark;
		size_t e = speaker_sentence_end(buf, h, s->end, &mark);
		if (speaker_last_verb(buf, h, e, 4) != (size_t)-1 ||
		    speechverb_is_verb(utf8_before(buf, h, e, &sp)))
			who = w;
	}
	if (who >= 0) {
		q->named[0] = -1; /* the tag's names are not the quote's */
		q->nnamed = 0;
		set_cue(q, who, CUE_STRONG, SPEAKER_CUE_AFTER);
	}
}

/* 。！？ end a sentence; a ； keeps its subject going. */
static int full_stop(int32_t cp)
{
	return speaker_is_sentence_end(cp) && cp != 0xFF1B && cp != ';';
}

/* The first one acting in the last sentence of narration segment si before
 * `end` that has one: the topic a verb without a subject goes back to
 * (孔乙己…便只好向孩子说话。有一回对我说道：). */
static const struct mention *topic_before(const struct ctx *c, size_t si, size_t end)
{
	const struct seg *s = &c->segs->v[si];
	const char *buf = c->buf;
	size_t hi = end, sp;
	while (hi > s->start) {
		size_t lo = hi;
		while (lo > s->start &&
		       speaker_is_punct_or_space(utf8_before(buf, s->start, lo, &sp)))
			lo = sp;
		while (lo > s->start) {
			int32_t cp = utf8_before(buf, s->start, lo, &sp);
			if (full_stop(cp))
				break;
			lo = sp;
		}
		size_t a, b;
		speaker_mentions_in(c, si, lo, hi, &a, &b);
		for (size_t j = a; j < b; j++)
			if (c->m[j].subj)
				return &c->m[j];
		if (lo == hi || lo <= s->start)
			break;
		hi = lo;
	}
	return NULL;
}

static int last_speaker_para(const struct ctx *c, size_t si);

/* The one talking with who before segment si, looking back at most three
 * paragraphs: the last one named in the narration or speaking a quote (its
 * cue at least medium) who is not who; else -1. */
static int talks_with(const struct ctx *c, size_t si, int who)
{
	const struct seg *v = c->segs->v;
	for (size_t j = si; j-- > 0 && v[j].para + 3 >= v[si].para;) {
		if (v[j].kind == SEG_DIALOGUE) {
			const struct cue *q = &c->cue[j];
			if (q->strength >= CUE_MEDIUM && q->who >= 0 && q->who != who)
				return q->who;
			continue;
		}
		size_t a, b;
		speaker_mentions_in(c, j, v[j].start, v[j].end, &a, &b);
		while (b-- > a)
			if (c->m[b].who >= 0 && c->m[b].who != who)
				return c->m[b].who;
	}
	return -1;
}

/* 问：“何之？”曰：“…”, 答云：“…”: a tag that is only a verb, glued to the
 * quote before in its paragraph (narration segment si), is the other one's
 * turn when it asks, answers, or says after a question: the one talking
 * with the last speaker, M_NOBODY when no member is (never the last
 * speaker again); else -1. */
static int bare_turn(const struct ctx *c, size_t si, size_t hi)
{
	static const char *const turn_verbs[] = { "问", "問", "问曰", "問曰", "答", "答云",
						  "答言", "答曰", "答道", "对曰", "對曰", NULL };
	static const char *const say[] = { "曰", "云", "言", NULL };
	const struct seg *v = c->segs->v, *s = &v[si];
	if (si == 0 || v[si - 1].kind != SEG_DIALOGUE || v[si - 1].para != s->para ||
	    (v[si - 1].flags & SEG_THOUGHT))
		return -1;
	size_t sp;
	int32_t colon = utf8_before(c->buf, s->start, hi, &sp);
	if (colon != 0xFF1A && colon != ':')
		return -1;
	const char *w = c->buf + s->start;
	size_t n = sp - s->start;
	int turns = wordlist_is(w, n, turn_verbs) ||
		    (wordlist_is(w, n, say) && speaker_quote_asks(c, si - 1));
	const struct cue *last = &c->cue[si - 1];
	if (!turns || last->strength < CUE_MEDIUM || last->who < 0)
		return -1;
	int other = talks_with(c, si - 1, last->who);
	return other >= 0 ? other : M_NOBODY;
}

/* Whether the narration from lo to hi names who. */
static int names_in(const struct ctx *c, size_t si, size_t lo, size_t hi, int who)
{
	size_t a, b;
	speaker_mentions_in(c, si, lo, hi, &a, &b);
	for (size_t j = a; j < b; j++)
		if (c->m[j].who == who)
			return 1;
	return 0;
}

/* Whether narration segment si, a paragraph of its own between two
 * quotes, says someone is talking (黑暗中果真是X在说话。, 是X在说): then
 * the cast member X, who said the quote before and goes on in the quote
 * after; else -1. */
static int talking_now(const struct ctx *c, size_t si)
{
	const struct seg *v = c->segs->v, *s = &v[si];
	if (si == 0 || si + 1 >= c->segs->n || v[si - 1].kind != SEG_DIALOGUE ||
	    v[si + 1].kind != SEG_DIALOGUE || v[si - 1].para + 1 != s->para ||
	    v[si + 1].para != s->para + 1)
		return -1;
	int32_t mark;
	size_t hi = speaker_sentence_end(c->buf, s->start, s->end, &mark), a, b, n;
	if (mark != 0x3002 || hi + 3 != s->end)
		return -1;
	speaker_mentions_in(c, si, s->start, hi, &a, &b);
	if (b != a + 1 || c->m[a].who < 0)
		return -1;
	const struct mention *m = &c->m[a];
	if (utf8_before(c->buf, s->start, m->pos, &n) != 0x662F /* 是 */ ||
	    speaker_chars_between(c->buf, m->end, hi, 5) >= 5)
		return -1;
	static const char *const talking[] = { "在说", "在說", "在讲", "在講", NULL };
	return speaker_has_any(c->buf, m->end, hi, talking) ? m->who : -1;
}

/* Whether m, someone the cast lacks, is a one-character given name before
 * 曰 or 謂 (靖曰, 植謂玄德曰) whose full name, a surname and it, no
 * member's, was named in paragraph si's or the three before (召校尉鄒靖
 * 計議。靖曰): classical narration names a man so once it has named him
 * in full. */
static int given_named_in_full(const struct ctx *c, size_t si, const struct mention *m)
{
	const char *buf = c->buf;
	size_t n, k, b;
	int32_t given = utf8_at(buf, m->pos, m->end, &n);
	int32_t next = utf8_at(buf, m->end, c->segs->v[si].end, &k);
	if (m->who != M_NOBODY || m->pos + n != m->end ||
	    (next != NAMEHEAD_YUE && next != 0x8B02 /* 謂 */ && next != 0x8C13 /* 谓 */))
		return 0;
	size_t para = c->segs->v[si].para;
	for (size_t j = si + 1; j-- > 0 && c->segs->v[j].para + 3 >= para;) {
		const struct seg *s = &c->segs->v[j];
		size_t hi = j == si ? m->pos : s->end;
		for (size_t p = s->start; p < hi; p += k) {
			int32_t cp = utf8_at(buf, p, hi, &k);
			if (cp == given && p > s->start &&
			    namehead_is_surname(utf8_before(buf, s->start, p, &b)) &&
			    cast_match(c->cast, buf + b, s->end - b, &n) < 0)
				return 1;
		}
	}
	return 0;
}

/* 他回答润叶说：, 金俊武…对另外两个人说：, 金俊山安慰他们说：: one the
 * tag speaks to or handles (把三只小兔子护在身后，大声说：), and a crowd's pronoun right after a verb, is the verb's
 * object, not the one who speaks (a crowd after 只见, 于是, 这时, 有 or 和
 * still is: 有士卒高声狂呼, 他和他们都说; 闲人们 is a noun, neither a
 * pronoun nor people counted). */
/* Whether pos follows 把 or 将, a count between (把三只小兔子): the thing
 * handled, not the one doing it. */
static int handled_by_ba(const char *buf, size_t lo, size_t pos)
{
	size_t p = pos, s;
	for (int chars = 0; chars <= 3 && p > lo; chars++) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (utf8_in_set("把将將", cp))
			return 1;
		if (!utf8_in_set("一二三四五六七八九十两兩几幾个個只隻位名群", cp))
			return 0;
		p = s;
	}
	return 0;
}

static int tag_object(const char *buf, size_t lo, const struct mention *m)
{
	static const char *const pronoun[] = { "他们", "他們", "她们", "她們", "这些", "這些",
					       "那些", "大家", "众人", "眾人", NULL };
	size_t s;
	int32_t before = utf8_before(buf, lo, m->pos, &s);
	if (utf8_in_set("对對向跟问問朝冲答", before) || handled_by_ba(buf, lo, m->pos))
		return 1;
	return m->who == M_CROWD &&
	       (speaker_has_any(buf, m->pos, m->end, pronoun) ||
		speechverb_crowd_count(buf + m->pos, m->end - m->pos)) &&
	       utf8_is_han(before) && !speechverb_before_pronoun_subject(before) &&
	       !utf8_in_set("有和与與同及", before) &&
	       !speechverb_presentative_before(buf + lo, m->pos - lo);
}

/* The noun at p, up to hi, that no mention is and that heads a sentence
 * as its subject (乌鸦在树枝上得意地说, 老太太拉着猫蛋的手，指着他说): an
 * animal, a word or a name for someone the cast and the word lists lack.
 * Not a place (院子里), someone's (老太太的孙子), a part of someone or
 * what comes from them (眼睛一亮, 声音发颤: the topic's), one of many, a
 * title a member may hold (师父) or holds here, nor a verb the lexicon
 * calls a noun (思谋了好一阵，才说).  Its bytes, or 0. */
static size_t uncast_noun_at(const struct ctx *c, size_t p, size_t hi)
{
	const char *buf = c->buf;
	struct lexicon_word w;
	size_t len = 0, n;
	enum lexicon_pos pos = LEXICON_POS_NONE;
	for (size_t e = p; e < hi && utf8_is_han(utf8_at(buf, e, hi, &n)) && e - p < 15;) {
		e += n;
		if (!lexicon_find(NULL, buf + p, e - p, &w, 0))
			break;
		if (w.freq)
			len = e - p, pos = w.pos;
	}
	if ((pos != LEXICON_NOUN && pos != LEXICON_NAME && pos != LEXICON_PLACE) || len < 6 ||
	    speaker_title_word(buf + p, len))
		return 0;
	int32_t last = utf8_before(buf, p, p + len, &n), after = utf8_at(buf, p + len, hi, &n);
	if (utf8_in_set("睛脸臉嘴手头頭心声聲音光泪淚色气氣神眉口舌鼻耳话話意", last) ||
	    speaker_is_locative(after) || utf8_in_set("的之们們了过過", after) || !utf8_is_han(after))
		return 0;
	/* 八旗汉军、朝鲜军一边大呼: a list is many */
	for (size_t e = p + len; e < hi; e += n)
		if (utf8_in_set("、和与與", utf8_at(buf, e, hi, &n)))
			return 0;
	return speaker_titles_member(c, p, len) ? 0 : len;
}

/* The narration right before quote i: in its paragraph, or a previous
 * paragraph that ends introducing it (七斤慢慢地说道：). */
void speaker_cue_before(struct ctx *c, size_t i, struct cue *q)
{
	struct seg *d = &c->segs->v[i];
	const char *buf = c->buf;
	if (i == 0 || c->segs->v[i - 1].kind != SEG_NARRATION)
		return;
	size_t si = i - 1;
	const struct seg *nseg = &c->segs->v[si];
	int talking = talking_now(c, si);
	if (talking >= 0) {
		set_cue(q, talking, CUE_MEDIUM, SPEAKER_CUE_BEAT);
		return;
	}
	size_t hi = speaker_trim_end(buf, nseg->start, nseg->end), sp;
	if (nseg->para != d->para) {
		/* 七斤慢慢地说道：⏎“…”, 花白胡子的人说，⏎“…” */
		size_t sv;
		int32_t last = utf8_before(buf, nseg->start, hi, &sp);
		int32_t verb = utf8_before(buf, nseg->start, sp, &sv);
		if (nseg->para + 1 != d->para ||
		    (last != 0xFF1A && last != ':' &&
		     !((last == 0xFF0C || last == ',') && speechverb_is_verb(verb))))
			return;
	}
	size_t lo = speaker_sentence_start(buf, nseg->start, hi);
	if (speaker_has_thought(buf, lo, hi))
		d->flags |= SEG_THOUGHT;
	/* 追想当年宝玉相待的情分：— a clause opening with the thought verb and
	 * ending in a colon, however long */
	int32_t end_mark = utf8_before(buf, lo, hi, &sp);
	if ((end_mark == 0xFF1A || end_mark == ':') &&
	    speaker_thought_at(buf, speaker_clause_start(buf, lo, sp), sp) != (size_t)-1)
		d->flags |= SEG_THOUGHT;
	size_t verb = speaker_last_verb(buf, lo, hi, 8);
	/* 便命丰儿：“…”, 又吩咐袭人、麝月等人：“…”: the one ordering says it */
	if (verb == (size_t)-1)
		verb = speaker_last_directive(buf, lo, hi, 14);
	/* 追想当年宝玉相待的情分：the one thinking */
	if (verb == (size_t)-1 && (d->flags & SEG_THOUGHT))
		verb = speaker_thought_at(buf, lo, hi);
	const struct mention *m = speaker_actor(c, si, lo, hi, verb == (size_t)-1 ? hi : verb);
	/* 曹变蛟的声音传来：, 楼上传来孟老头的声音：: a voice heard says it */
	int explicit = verb != (size_t)-1 || (d->flags & SEG_THOUGHT) ||
		       (m && (speechverb_voice_of(buf + m->end, hi - m->end) ||
			      speaker_has_word(buf, m->pos, m->end, "声音")));
	/* a name after the verb is whom it is said to (命丰儿, 告诉晴雯): the
	 * speaker is before it, or the sentence's topic */
	if (m && verb != (size_t)-1 && m->pos > verb)
		m = NULL;
	if (m && tag_object(buf, lo, m)) {
		const struct mention *actor = speaker_actor(c, si, lo, m->pos, m->pos);
		if (actor)
			m = actor;
	}
	/* a tag headed by a noun no mention is: someone the cast lacks, not
	 * the topic before it nor one it points at */
	if (!m && verb != (size_t)-1) {
		size_t head = namehead_clause_start(buf, lo, verb);
		if (uncast_noun_at(c, head, verb) || (head > lo && uncast_noun_at(c, lo, verb))) {
			q->introduced = 1;
			set_cue(q, M_NOBODY, CUE_STRONG, SPEAKER_CUE_BEFORE);
			return;
		}
	}
	q->introduced = explicit;
	/* 她 in 二舅母问她 is not 二舅母; 他 is not one the quote calls or
	 * speaks of (他问润叶：“…少安的弟弟吧？” is not 少安's) */
	int who = m ? speaker_of(c, si, m) : SPEAKER_UNKNOWN;
	if (m && (m->who == M_HE || m->who == M_SHE) && who >= 0 &&
	    (speaker_said_to(q, who) || speaker_names(q, who)))
		who = speaker_resolve_he_she(c, si, m, who);
	q->addressee = speaker_addressee_or_uncast_in(c, si, lo, hi, who, &q->to_uncast);
	/* 他关切地问少安: 他 is not the one asked */
	if (m && (m->who == M_HE || m->who == M_SHE) && who >= 0 && who == q->addressee)
		who = speaker_resolve_he_she(c, si, m, who);
	if (m && (m->who == M_HE || m->who == M_SHE) && si > 0 &&
	    c->segs->v[si - 1].kind == SEG_DIALOGUE && c->segs->v[si - 1].para == nseg->para) {
		size_t p = nseg->start, k;
		while (p < m->pos && speaker_is_punct_or_space(utf8_at(buf, p, m->pos, &k)))
			p += k;
		if (p == m->pos)
			q->pron_prev = (int)speaker_who_gender(c, m->who);
	}
	if (m) {
		/* “…”林凡问。“…”苏晴说。: a sentence closed after the quote
		 * before is that quote's tag; the next quote goes on with him
		 * only if no tag of its own says otherwise */
		int32_t last = utf8_before(buf, lo, hi, &sp);
		int tag_of_last = si > 0 && c->segs->v[si - 1].kind == SEG_DIALOGUE &&
				  c->segs->v[si - 1].para == d->para && nseg->para == d->para &&
				  full_stop(last);
		set_cue(q, who, explicit && !tag_of_last ? CUE_STRONG : CUE_MEDIUM,
			explicit ? SPEAKER_CUE_BEFORE : SPEAKER_CUE_BEAT);
		if (m->who == M_HE || m->who == M_SHE)
			q->tag_gender = (int)speaker_who_gender(c, m->who);
		q->by_woman |= m->who == M_SHE;
		q->by_man |= m->who == M_HE;
		q->uncast_named = given_named_in_full(c, si, m);
		q->stranger = m->stranger;
		return;
	}
	/* 笑道： with no name: the topic of the sentences before it, or the
	 * speaker of the quote before it in this paragraph. */
	int intro = explicit;
	if (!intro) {
		int32_t last = utf8_before(buf, lo, hi, &sp);
		intro = last == 0xFF1A || last == ':' || last == 0xFF0C || last == ',';
	}
	/* “…”又指着“…”: a few words and no one named between two quotes of a
	 * paragraph go on with the same speaker */
	size_t ma, mb;
	speaker_mentions_in(c, si, nseg->start, hi, &ma, &mb);
	if (!intro && ma == mb && si > 0 && c->segs->v[si - 1].kind == SEG_DIALOGUE &&
	    c->segs->v[si - 1].para == nseg->para && speaker_chars_between(buf, nseg->start, hi, 9) <= 8)
		intro = 1;
	/* 见凤姐儿这般，都拍手笑道： — the ones before, all of them */
	/* a thought (心想) is explicit with no speech verb: look up to the end */
	size_t upto = verb == (size_t)-1 ? hi : verb;
	if (explicit && (speaker_has_word(buf, lo, upto, "都") || speaker_has_word(buf, lo, upto, "齐") ||
			 speaker_has_word(buf, lo, upto, "齊")) &&
	    !speaker_has_word(buf, lo, upto, "连") && !speaker_has_word(buf, lo, upto, "連") /* 连…都 */) {
		set_cue(q, SPEAKER_CROWD, CUE_STRONG, SPEAKER_CUE_ELIDED);
		return;
	}
	/* 喝骂薛蟠说： — the one scolded is not the one scolding */
	int object = -1;
	speaker_mentions_in(c, si, lo, hi, &ma, &mb);
	for (size_t j = ma; j < mb; j++)
		if (!c->m[j].subj && c->m[j].who >= 0)
			object = c->m[j].who;
	int turn = lo == nseg->start ? bare_turn(c, si, hi) : -1;
	if (turn != -1) {
		set_cue(q, turn, CUE_STRONG, SPEAKER_CUE_ELIDED);
		return;
	}
	const struct mention *t = topic_before(c, si, lo);
	while (t && object >= 0 && speaker_of(c, si, t) == object)
		t = topic_before(c, si, t->pos);
	if (t) {
		who = speaker_of(c, si, t);
	} else if (si > 0 && c->segs->v[si - 1].kind == SEG_DIALOGUE &&
		   c->segs->v[si - 1].para == nseg->para) {
		const struct cue *pq = &c->cue[si - 1];
		if (pq->strength >= CUE_MEDIUM)
			who = pq->who;
	} else if (explicit && lo == nseg->start && (si == 0 || c->segs->v[si - 1].para != nseg->para)) {
		/* 贾政…说道：“…”说毕，引众人出来。⏎方欲走时，…因问贾珍道：
		 * — a paragraph opening with no subject goes on with the last
		 * speaker of the one before, if no one else acted after him */
		int last = last_speaker_para(c, si);
		/* 少平知道，他不可能再挡住她。⏎只好为难地说：⏎“…” — with no
		 * quote there, the subject of the narration just before, when
		 * the tag is only a few words that name no one */
		const struct mention *before = NULL;
		if (last < 0 && ma == mb && verb != (size_t)-1 &&
		    speaker_chars_between(buf, lo, verb, 10) < 10 && si > 0 &&
		    c->segs->v[si - 1].kind == SEG_NARRATION &&
		    c->segs->v[si - 1].para + 1 == nseg->para)
			before = topic_before(c, si - 1, c->segs->v[si - 1].end);
		if (before)
			last = speaker_of(c, si - 1, before);
		if (last >= 0) {
			who = last;
			explicit = 0;
			intro = 1;
		}
	}
	if (who != q->addressee)
		set_cue(q, who, explicit ? CUE_STRONG : intro ? CUE_MEDIUM : CUE_WEAK,
			SPEAKER_CUE_ELIDED);
}

/* The speaker (first pass, medium or strong) of the last quote of the
 * paragraph before segment si, when the narration after that quote names
 * no one acting; else -1. */
static int last_speaker_para(const struct ctx *c, size_t si)
{
	const struct seg *v = c->segs->v;
	for (size_t j = si; j-- > 0;) {
		if (v[j].para + 1 != v[si].para)
			return -1;
		if (v[j].kind == SEG_DIALOGUE) {
			const struct cue *q = &c->cue[j];
			return q->strength >= CUE_MEDIUM && q->who >= 0 ? q->who : -1;
		}
		for (size_t k = c->seg_m[j]; k < c->seg_m[j + 1]; k++)
			if (c->m[k].subj && c->m[k].who != M_CROWD && c->m[k].who != M_NOBODY)
				return -1; /* 引众人出来 leaves him acting */
	}
	return -1;
}

/* Many talking at once: after the quotes they say, or before them. */
static const char *const crowd_talk[] = { "此起彼伏", "七嘴八舌", "议论纷纷", "議論紛紛", NULL };

/* “…”震天动地的喊杀声: many voices, no one named. */
static size_t crowd_noise(const char *buf, size_t lo, size_t hi)
{
	static const char *const w[] = {
		"喊杀声", "喊殺聲", "欢呼声", "歡呼聲", "呼喊声", "呼喊聲", "喊声", "喊聲",
		"齐声", "齊聲", "哄笑", "欢呼", "歡呼", NULL
	};
	size_t n;
	int k = 0;
	for (size_t p = lo; p < hi && k < 12; p += n, k++) {
		utf8_at(buf, p, hi, &n);
		if (wordlist_prefix(buf + p, hi - p, w) ||
		    wordlist_prefix(buf + p, hi - p, crowd_talk))
			return p + 1;
	}
	return 0;
}

/* A reaction word (听了, 听得, 闻言) within a few characters after a name. */
static int reacts(const char *buf, size_t p, size_t hi)
{
	size_t n;
	for (int k = 0; k < 4 && p < hi; k++, p += n) {
		if (speechverb_reaction(buf + p, hi - p) ||
		    (hi - p >= 6 && (!memcmp(buf + p, "听得", 6) || !memcmp(buf + p, "聽得", 6))))
			return 1;
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (!utf8_is_han(cp))
			return 0;
	}
	return 0;
}

/* “…”一位总兵…站了起来。他是总兵杨国柱: the sentence after the one at
 * `from` (in narration segment si) names the unnamed one. */
static int identified(const struct ctx *c, size_t si, size_t from)
{
	static const char *const lead[] = { "他是", "她是", "此人是", "此人便是", "这人是", "這人是",
					    "原来是", "原來是", "那人是", "他便是", "她便是",
					    "他就是", "她就是", "他乃是", NULL };
	const struct seg *s = &c->segs->v[si];
	const char *buf = c->buf;
	size_t n, p = from;
	if (p < s->end) {
		utf8_at(buf, p, s->end, &n);
		p += n;
	}
	for (const char *const *w = lead; *w; w++) {
		size_t k = strlen(*w);
		if (s->end - p < k || memcmp(buf + p, *w, k))
			continue;
		/* a title may come before the name: 他是总兵杨国柱 */
		size_t q = p + k, len;
		for (int j = 0; j < 4 && q < s->end; j++) {
			int who = cast_match(c->cast, buf + q, s->end - q, &len);
			if (who >= 0)
				return who;
			if (!utf8_is_han(utf8_at(buf, q, s->end, &n)))
				break;
			q += n;
		}
	}
	return -1;
}

/* The narration right after quote i in its paragraph. */
/* The sentence of narration right after a quote, as a tag of it. */
struct tag {
	size_t lo, hi;                /* the sentence */
	size_t a, b;                  /* its mentions, c->m[a..b) */
	const struct mention *first;  /* c->m[a] */
	size_t ce;                    /* the end of the first one's clause */
	size_t verb;                  /* its first verb there, or (size_t)-1 */
	int at_start;                 /* the first one opens the sentence */
	int verb_near;                /* ... and its verb follows it closely */
	int who;                      /* the one it stands for */
	int pron;                     /* its gender when it is 他/她, else 0 */
};

/* “…”我抬头看时，是六一公公棹着小船: the one narration [lo, hi) reveals
 * (时，是 原来是 却是 and a name), or -1. */
static int revealed(const struct ctx *c, size_t lo, size_t hi)
{
	static const char *const is[] = { "时，是", "時，是", "原来是", "原來是", "却是", "卻是", NULL };
	const char *buf = c->buf;
	for (const char *const *w = is; *w; w++) {
		size_t k = strlen(*w), len;
		for (size_t p = lo; p + k <= hi; p++) {
			if (memcmp(buf + p, *w, k))
				continue;
			int named = cast_match(c->cast, buf + p + k, hi - p - k, &len);
			if (named >= 0 && !speaker_first_person(c, named))
				return named;
		}
	}
	return -1;
}

/* Whether buf[p..hi) after someone's name says he took in what was said
 * (听了, 闻言, 听见, 一愣): then he is not the one who said it. */
static int takes_in(const char *buf, size_t p, size_t hi)
{
	return reacts(buf, p, hi) || speaker_hears(buf, p, hi) || speaker_startled(buf, p, hi);
}

/* Whether quote i asks someone (你, 您) a question. */
static int asks_you(const struct ctx *c, size_t i)
{
	static const char *const you[] = { "你", "您", NULL };
	const struct seg *d = &c->segs->v[i];
	return speaker_quote_asks(c, i) && speaker_has_any(c->buf, d->start, d->end, you);
}

/* Quote i, whose tag g is followed by another quote of the paragraph:
 * “…”他说，“…” (one quote around its tag), a paragraph that opens with
 * a quote and goes on with its tag, a beat between two quotes of one
 * speaker. */
static void tag_between_quotes(struct ctx *c, size_t i, struct cue *q, const struct tag *g)
{
	const char *buf = c->buf;
	struct seg *d = &c->segs->v[i];
	size_t s;
	int32_t last = utf8_before(buf, g->lo, g->hi, &s);
	while (utf8_is_space(last))
		last = utf8_before(buf, g->lo, s, &s);
	int bare = last != 0xFF1A && last != ':' && g->first->subj && g->at_start;
	/* only a bare tag, and not in a run of quotes answering each
	 * other (“…”“…”孔乙己低声说道，“…”) */
	int after_quote = i > 0 && c->segs->v[i - 1].para == d->para &&
			  c->segs->v[i - 1].kind == SEG_DIALOGUE;
	int opens_para = i == 0 || c->segs->v[i - 1].para != d->para;
	int think = speaker_chars_between(buf, g->first->end, g->hi, 6) < 5 &&
		    speaker_has_word(buf, g->first->end, g->hi, "想");
	/* “…”她接着说，声音低得几乎听不见，“…” : the tag may go on
	 * with how it is said, naming no one else */
	int short_tag = speaker_chars_between(buf, g->first->end, g->hi, 10) < 8 ||
			(g->verb_near && g->b == g->a + 1 &&
			 speaker_chars_between(buf, g->first->end, g->ce, 10) < 8 &&
			 speaker_chars_between(buf, g->ce, g->hi, 20) < 20);
	if (bare && (g->verb_near || think) && !after_quote && short_tag) {
		if (think)
			d->flags |= SEG_THOUGHT;
		set_cue(q, g->who, CUE_STRONG, SPEAKER_CUE_AROUND);
		q->cont_next = 1;
	} else if (bare && !after_quote && opens_para &&
		   speaker_last_verb(buf, g->lo, g->hi, 4) != (size_t)-1) {
		/* “就是——”她走近两步，…切切的说，“…” : a paragraph
		 * that opens with a quote and goes on with its tag */
		set_cue(q, g->who, CUE_MEDIUM, SPEAKER_CUE_AROUND);
	} else if (bare && !after_quote && opens_para &&
		   g->verb == (size_t)-1 && !reacts(buf, g->first->end, g->hi) &&
		   !speaker_hears(buf, g->first->end, g->hi) &&
		   !(speaker_startled(buf, g->first->end, g->hi) && asks_you(c, i)) &&
		   speaker_participant(g->who)) {
		/* “路过。”林风把外套挂好，“顺便看看你。” : a beat between
		 * two quotes of one paragraph, one speaker (技术员小吴把U盘
		 * 插进电脑，: no speech in 插进), taken aback or not
		 * (“系统？”林凡愣了一下，“…”); not when he heard it, nor
		 * when he is taken aback by a question put to him (“你怎么在
		 * 这？”X一愣，“我…”) */
		set_cue(q, g->who, CUE_MEDIUM, SPEAKER_CUE_AFTER_ACTION);
		q->pron = g->pron;
	}
}

/* 又, 还, 接着 within a few characters: the same one goes on. */
static int again(const char *buf, size_t p, size_t hi)
{
	size_t n;
	for (int k = 0; k < 4 && p < hi; k++, p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (cp == 0x53C8 /* 又 */ || cp == 0x8FD8 /* 还 */ || cp == 0x9084 /* 還 */ ||
		    cp == 0x63A5 /* 接 */ || cp == 0x7EE7 /* 继 */ || cp == 0x7E7C)
			return 1;
	}
	return 0;
}

/* Whether quote i opens the paragraph right after the quote before, or
 * after that one's own tag (“你吃了饭没？”⏎贾冰问。⏎“吃了。”), and a tag
 * that names who (not 他/她, nor one it was said to) gave him that quote:
 * quote i answers him. */
static int answers_tagged(const struct ctx *c, size_t i, int who)
{
	const struct seg *v = c->segs->v;
	if (i < 2 || v[i - 1].para + 1 != v[i].para)
		return 0;
	size_t j = v[i - 1].kind == SEG_DIALOGUE ? i - 1 : i - 2;
	const struct cue *p = &c->cue[j];
	if (v[j].kind != SEG_DIALOGUE || p->who != who || p->strength < CUE_MEDIUM ||
	    p->addressee == who || p->tag_gender)
		return 0;
	/* between them only its tag, in its paragraph or the next */
	return j == i - 1 || (v[i - 1].para <= v[j].para + 1 && p->kind == SPEAKER_CUE_AFTER);
}

/* Whom the 他/她 m of a tag after quote i (in segment si, its clause up
 * to hi) stands for, resolved as who: not one the quote calls (“是丽丽
 * 呀！”她回过头) or speaks of, nor one the tag turns to (“…”⏎他问张生民。)
 * or names after him (他恶毒地挖苦孙玉亭说。: a 他 is never a name its own
 * clause goes on to name),
 * nor, unless he goes on (他又说, 他转了话题), the one whose own tag said
 * the quote this one answers (“你吃了饭没？”⏎贾冰问。⏎“吃了。”⏎他散谎说。), but the
 * fitting one before them.  A name m is who. */
static int tag_pronoun(const struct ctx *c, size_t i, size_t si, const struct mention *m,
		       int who, const struct cue *q, size_t hi)
{
	if ((m->who != M_HE && m->who != M_SHE) || who < 0)
		return who;
	enum gender g = speaker_who_gender(c, m->who);
	if (speaker_said_to(q, who) || speaker_names(q, who) ||
	    speaker_addressee_in(c, si, m->end, hi, who) == who || names_in(c, si, m->end, hi, who))
		return speaker_resolve_pronoun(c, si, m->pos, g, who);
	if (answers_tagged(c, i, who) && !again(c->buf, m->end, hi) &&
	    !speaker_changes_topic_at_end(c->buf, m->end, hi)) {
		/* not if the other one is whom the tag asks (他问少安。), nor
		 * when he changes the subject (他转了话题。: the talk's turn) */
		int other = speaker_resolve_pronoun(c, si, m->pos, g, who);
		if (other < 0 || speaker_addressee_in(c, si, m->end, hi, other) != other)
			return other;
	}
	return who;
}

void speaker_cue_after(struct ctx *c, size_t i, struct cue *q)
{
	struct seg *d = &c->segs->v[i];
	size_t n_segs = c->segs->n;
	const char *buf = c->buf;
	if (i + 1 >= n_segs || c->segs->v[i + 1].kind != SEG_NARRATION ||
	    c->segs->v[i + 1].para != d->para)
		return;
	size_t si = i + 1;
	const struct seg *nseg = &c->segs->v[si];
	int32_t mark;
	struct tag g = { .lo = nseg->start };
	g.hi = speaker_sentence_end(buf, g.lo, nseg->end, &mark);
	int next_quote = g.hi == nseg->end && si + 1 < n_segs &&
			 c->segs->v[si + 1].para == d->para &&
			 c->segs->v[si + 1].kind == SEG_DIALOGUE;
	size_t n;
	speaker_mentions_in(c, si, g.lo, g.hi, &g.a, &g.b);
	size_t noise = crowd_noise(buf, g.lo, g.a < g.b ? c->m[g.a].pos : g.hi);
	if (noise) {
		set_cue(q, SPEAKER_CROWD, CUE_MEDIUM, SPEAKER_CUE_AFTER_ACTION);
		return;
	}
	if (g.a == g.b)
		return;
	const struct mention *first = g.first = &c->m[g.a];
	size_t s0 = g.lo;
	while (s0 < first->pos && speaker_is_punct_or_space(utf8_at(buf, s0, g.hi, &n)))
		s0 += n;
	g.at_start = first->pos == s0 || speechverb_after_speech(buf + s0, first->pos - s0) ||
		     speechverb_presentative_before(buf + s0, first->pos - s0) ||
		     /* 坐在后排的一个二十多岁的人，很现出气愤模样 */
		     (speaker_clause_end(buf, s0, first->pos) == first->pos &&
		      !reacts(buf, s0, g.hi) && first->subj);
	g.ce = speaker_clause_end(buf, first->end, g.hi);
	g.verb = speaker_first_verb(buf, first->end, g.ce);
	g.verb_near = g.verb != (size_t)-1 && speaker_chars_between(buf, first->end, g.verb, 12) < 12;
	g.who = speaker_actor_of(c, si, first, g.ce);
	g.pron = first->who == M_HE ? GENDER_MALE : first->who == M_SHE ? GENDER_FEMALE : 0;
	if (g.pron && g.at_start && g.verb_near && !q->tag_gender)
		q->tag_gender = g.pron; /* “…”她问。: a woman said it, whoever 她 is */
	q->by_woman |= q->tag_gender == GENDER_FEMALE;
	q->by_man |= q->tag_gender == GENDER_MALE;
	g.who = tag_pronoun(c, i, si, first, g.who, q, g.ce);

	int named = revealed(c, g.lo, g.hi);
	/* “…”不远处一位总兵…站了起来。他是总兵杨国柱 */
	if (named < 0 && first->who == M_NOBODY)
		named = identified(c, si, g.hi);
	if (named >= 0) {
		set_cue(q, named, CUE_STRONG, SPEAKER_CUE_AFTER);
		return;
	}
	/* 掌柜也不再问: the name did not say it */
	if (g.at_start && g.verb == (size_t)-1 && speaker_negated_verb(buf, first->end, g.ce)) {
		if (first->who >= 0)
			q->not_who = first->who;
		return;
	}
	/* 宝玉听了 …, 老栓也似乎听得…: the name heard this quote */
	if (g.at_start && reacts(buf, first->end, g.hi)) {
		if (first->who >= 0)
			q->not_who = q->addressee = first->who;
		return;
	}
	/* 柳岳说完 …, 宝玉说着 … */
	if (g.at_start && speechverb_after_speech(buf + first->end, g.ce - first->end)) {
		set_cue(q, g.who, CUE_STRONG, SPEAKER_CUE_AFTER);
		return;
	}
	if (next_quote) {
		tag_between_quotes(c, i, q, &g);
		return;
	}
	if (!first->subj)
		return;
	/* “…”X说。  “…”X一脸惊奇。  “…”X的呼喊声  “…”阿Q想。 */
	int before = q->strength;
	int thought = speaker_has_thought(buf, first->end, g.ce) ||
		      (g.ce - first->end <= 9 && speaker_has_word(buf, first->end, g.ce, "想"));
	if (thought && g.at_start) {
		set_cue(q, g.who, CUE_STRONG, SPEAKER_CUE_AFTER);
		if (q->who == g.who)
			d->flags |= SEG_THOUGHT;
	} else if (g.verb_near) {
		/* “陈默。”我说。: the name alone its own tag names is given */
		if (!g.pron && g.at_start && speaker_name_alone(c, i, q) && q->voc[0] == g.who)
			speaker_name_given(q);
		set_cue(q, g.who, CUE_STRONG, SPEAKER_CUE_AFTER);
	} else if (g.at_start)
		set_cue(q, g.who, CUE_MEDIUM, SPEAKER_CUE_AFTER_ACTION);
	if (q->strength > before)
		q->pron = g.pron;
}

/* A clause that only says when: …的时候, …时, …之后, 好久. */
static int ends_in_time(const char *buf, size_t lo, size_t hi)
{
	static const char *const w[] = { "的时候", "的時候", "时候", "時候", "时", "時", "之后",
					 "之後", "以后", "以後", "好久", "良久", "半晌", NULL };
	return wordlist_suffix(buf + lo, hi - lo, w) != 0;
}

/* A clause that only says where, naming no one: 讲台上, 门口, 窗前. */
static int only_place(const struct ctx *c, size_t si, size_t lo, size_t hi)
{
	size_t a, b, n;
	speaker_mentions_in(c, si, lo, hi, &a, &b);
	if (hi <= lo || a < b || speaker_chars_between(c->buf, lo, hi, 6) >= 6)
		return 0;
	for (size_t p = lo; p < hi; p += n)
		if (!utf8_is_han(utf8_at(c->buf, p, hi, &n)))
			return 0;
	return utf8_in_set("上里裡前边邊旁外口", utf8_before(c->buf, lo, hi, &n));
}

/* Whether dialogue run i is the chapter's first voice, heard before
 * anyone who could speak it came in: alone in its paragraph, untagged,
 * no crowd's chant (“杀奴！杀奴！”), and no one named before it but the
 * one it calls (“叶凡！…” after 我叫叶凡).  Not a later one: a talk goes
 * on as others come (“…”⏎便在这时，沈若兰从月洞门里跑了进来). */
static int heard_before_seen(const struct ctx *c, size_t i, const struct cue *q)
{
	const struct seg *d = &c->segs->v[i];
	if (q->strength != CUE_NONE || speaker_chant(c, d) ||
	    (i > 0 && c->segs->v[i - 1].para == d->para))
		return 0;
	for (size_t k = 0; k < i; k++)
		if (c->segs->v[k].kind == SEG_DIALOGUE)
			return 0;
	for (size_t k = 0; k < c->seg_m[i]; k++)
		if (c->m[k].who != q->not_who)
			return 0;
	return 1;
}

/* Whether buf[lo..pos) can be a title before a name: a few Han
 * characters, none of them a speech verb. */
static int title_before(const char *buf, size_t lo, size_t pos)
{
	size_t n;
	int k = 0;
	for (size_t p = lo; p < pos; p += n, k++) {
		int32_t cp = utf8_at(buf, p, pos, &n);
		if (!utf8_is_han(cp) || speechverb_is_verb(cp) || k >= 10)
			return 0;
	}
	return 1;
}

/* Whether quote i, a paragraph of its own, and the next paragraph, which
 * m opens and a comma after its gesture joins to a quote, are one beat
 * of m's between two quotes (“唉……”⏎王磊把烟头扔在地上，“睡不着。”):
 * “…”X…，“…” with the paragraph broken after the first quote, as texts
 * broken a sentence a line do.  Not when the gesture ends in a speech verb
 * (花白胡子的人说，“…”, 对他嚷道，“…”: old texts tag another's quote so) or
 * says that m took in the quote (X听了，“…”). */
static int beat_after_break(const struct ctx *c, size_t i, const struct mention *m, size_t hi)
{
	const struct seg *v = c->segs->v;
	size_t comma;
	if ((i > 0 && v[i - 1].para == v[i].para) || v[i + 2].para != v[i + 1].para ||
	    !m->subj || m->who < 0 || !speaker_participant(m->who) ||
	    utf8_before(c->buf, m->end, hi, &comma) != 0xFF0C /* ， */ ||
	    speechverb_is_verb(utf8_before(c->buf, m->end, comma, &comma)))
		return 0;
	return !takes_in(c->buf, m->end, hi);
}

/* 他生硬地说，连看也没看她一眼。: the first clause of m (its sentence up to
 * hi, its mentions up to index b) ends in a speech verb near it, and the
 * clause after it has no subject of its own (not 他说，他不去了). */
static int tag_then_gesture(const struct ctx *c, const struct mention *m, size_t b, size_t hi)
{
	size_t ce = speaker_clause_end(c->buf, m->end, hi), comma_len, sp;
	if (ce >= hi)
		return 0;
	int32_t comma = utf8_at(c->buf, ce, hi, &comma_len);
	if ((comma != 0xFF0C && comma != ',') ||
	    /* a verb of speech alone, not a gesture (振华笑了笑，把…) */
	    !utf8_in_set("说說道问問喊嚷答", utf8_before(c->buf, m->end, ce, &sp)) ||
	    speaker_chars_between(c->buf, m->end, ce, 8) >= 8)
		return 0;
	/* 没有马上回答，…: no tag; 嘴上这么说，却…: said so, and the talk goes on.
	 * The caller's speaker_negated_verb looks two characters before the
	 * verb; a negation anywhere in the clause counts here. */
	static const char *const not_said[] = { "没", "沒", "不", "未", "这么", "這麼", "这样",
						"這樣", NULL };
	if (speaker_has_any(c->buf, m->end, ce, not_said))
		return 0;
	size_t next = speaker_clause_end(c->buf, ce + comma_len, hi);
	for (const struct mention *x = m + 1; x < c->m + b; x++)
		if (x->pos > ce && x->pos < next && x->subj)
			return 0;
	return 1;
}

/* The paragraph after a quote that ends its own: 宝玉说完 …, 宝玉听了 … */
void speaker_cue_next_para(struct ctx *c, size_t i, struct cue *q)
{
	struct seg *d = &c->segs->v[i];
	if (i + 1 >= c->segs->n)
		return;
	const struct seg *nx = &c->segs->v[i + 1];
	if (nx->para != d->para + 1 || nx->kind != SEG_NARRATION)
		return;
	int talking = talking_now(c, i + 1);
	if (talking >= 0) {
		set_cue(q, talking, CUE_STRONG, SPEAKER_CUE_AFTER);
		return;
	}
	int32_t mark;
	size_t lo = nx->start, n;
	/* “…等你！⏎”他说。: a quote whose closing mark opens the next line
	 * (a text a sentence a line) has that line's narration as its own */
	if (speaker_closes_quote(utf8_at(c->buf, lo, nx->end, &n)))
		lo += n;
	size_t hi = speaker_sentence_end(c->buf, lo, nx->end, &mark);
	size_t a, b;
	/* 朱由检飞马而回的时候，袁崇焕…: the main clause's subject */
	size_t ce = speaker_clause_end(c->buf, lo, hi);
	int where = ce < hi && only_place(c, i + 1, lo, ce);
	if (ce < hi && (ends_in_time(c->buf, lo, ce) || where)) {
		utf8_at(c->buf, ce, hi, &n);
		lo = ce + n;
	}
	speaker_mentions_in(c, i + 1, lo, hi, &a, &b);
	if (a == b)
		return;
	const struct mention *m = &c->m[a];
	/* “哟，…”⏎说话的是赵天宇，…: the sentence names who said it */
	size_t named = speechverb_names_next(c->buf + lo, hi - lo);
	if (named) {
		named += lo;
		while (a < b && c->m[a].pos < named)
			a++;
		if (a < b && c->m[a].who >= 0 &&
		    (c->m[a].pos == named || title_before(c->buf, named, c->m[a].pos))) {
			/* 门口传来一个懒洋洋的声音：“…”⏎进来的是赵磊: the
			 * unnamed voice was his */
			if (q->who == M_NOBODY)
				q->strength = CUE_NONE;
			set_cue(q, c->m[a].who, CUE_STRONG, SPEAKER_CUE_AFTER);
		}
		return;
	}
	/* 省委书记乔伯年开玩笑说。: a title before the name */
	int titled = m->pos != lo && m->who >= 0 && m->subj && title_before(c->buf, lo, m->pos);
	if (m->pos != lo && !titled)
		return;
	/* “叶凡！你又在睡觉？”⏎讲台上，班主任王秀兰推了推眼镜: the voice was
	 * the one then presented, by where or who one is */
	if (m->subj && (titled || where) && m->who >= 0 && m->who != q->not_who &&
	    heard_before_seen(c, i, q) && !speechverb_reaction(c->buf + m->end, hi - m->end) &&
	    !speaker_hears(c->buf, m->end, hi)) {
		set_cue(q, m->who, CUE_MEDIUM, SPEAKER_CUE_NEXT);
		return;
	}
	/* “…”⏎他听见妻子在说话。 — he heard it; the one he heard speak
	 * (named after him, the clause ending in speech) said it */
	static const char *const perceives[] = { "听见", "聽見", "听到", "聽到", "听得", "聽得",
						  "看见", "看見", "瞧见", "瞧見", NULL };
	size_t pe = speaker_clause_end(c->buf, m->end, hi), sp;
	if ((m->who >= 0 || m->who == M_HE || m->who == M_SHE) && m->subj &&
	    speaker_has_any(c->buf, m->end, pe, perceives) &&
	    (speechverb_is_verb(utf8_before(c->buf, m->end, pe, &sp)) ||
	     speaker_said_to_at_end(c->buf, m->end, pe))) {
		int heard = speaker_of(c, i + 1, m);
		if (heard >= 0 && q->not_who < 0)
			q->not_who = heard;
		for (size_t k = a + 1; k < b && c->m[k].pos < pe; k++) {
			int w = speaker_of(c, i + 1, &c->m[k]);
			if (w >= 0 && w != heard) {
				set_cue(q, w, CUE_MEDIUM, SPEAKER_CUE_NEXT);
				break;
			}
		}
		return;
	}
	/* “我一定去！”⏎润叶没有思考就答应了下来。 — one who agreed said the
	 * quote, her yes (答应了一声 answers it: below) */
	static const char *const agreed[] = { "答应了下来", "答應了下來", "答应下来", "答應下來", NULL };
	if ((m->who >= 0 || m->who == M_HE || m->who == M_SHE) && m->subj &&
	    speaker_has_any(c->buf, m->end, speaker_clause_end(c->buf, m->end, hi), agreed)) {
		set_cue(q, tag_pronoun(c, i, i + 1, m, speaker_of(c, i + 1, m), q, hi), CUE_STRONG,
			SPEAKER_CUE_AFTER);
		return;
	}
	/* “…”⏎他不耐烦地说。 — a paragraph that is only the quote's tag (no
	 * comma, however long its manner and listener: 他脸黑沉沉地对这位
	 * 本家的大队领导人说。); or
	 * one that says whom it was said to (少平问妹妹。 田主任对他说。), a
	 * speech act in its first clause (兰香笑着纠正她的朋友。) or
	 * that it changed the subject, a few gestures first allowed (她岔开了
	 * 话题。 好久，她才扬起脸来，撩了撩头发，转了话题。), or whose first
	 * clause is the tag, a gesture of no one else after it (他生硬地说，连看
	 * 也没看她一眼。) */
	if ((m->who >= 0 || m->who == M_HE || m->who == M_SHE) && m->subj && mark == 0x3002 &&
	    hi + 3 == nx->end && !speaker_negated_verb(c->buf, m->end, hi) &&
	    (i + 2 >= c->segs->n || c->segs->v[i + 2].para != nx->para) &&
	    ((speechverb_is_verb(utf8_before(c->buf, m->end, hi, &sp)) &&
	      (speaker_chars_between(c->buf, m->end, hi, 8) < 8 ||
	       (speaker_chars_between(c->buf, m->end, hi, 24) < 24 &&
		speaker_clause_end(c->buf, m->end, hi) == hi))) ||
	     (speaker_chars_between(c->buf, m->end, hi, 12) < 12 &&
	      speaker_said_to_at_end(c->buf, m->end, hi)) ||
	     speaker_speech_act(c->buf, m->end, speaker_clause_end(c->buf, m->end, hi)) ||
	     tag_then_gesture(c, m, b, hi) ||
	     (speaker_chars_between(c->buf, m->end, hi, 30) < 30 &&
	      speaker_changes_topic_at_end(c->buf, m->end, hi)))) {
		set_cue(q, tag_pronoun(c, i, i + 1, m, speaker_of(c, i + 1, m), q, hi), CUE_STRONG,
			SPEAKER_CUE_AFTER);
		q->by_woman |= m->who == M_SHE;
		q->by_man |= m->who == M_HE;
		return;
	}
	if (titled || (m->who < 0 && m->who != M_CROWD))
		return;
	if (m->who == M_CROWD && speaker_first_verb(c->buf, m->end, hi) == (size_t)-1)
		return; /* 两个人一齐走进灶下 is no answer */
	if (i + 2 < c->segs->n && c->segs->v[i + 2].kind == SEG_DIALOGUE &&
	    c->segs->v[i + 2].para <= nx->para + 1 && hi == nx->end) {
		if (beat_after_break(c, i, m, hi))
			set_cue(q, speaker_of(c, i + 1, m), CUE_MEDIUM, SPEAKER_CUE_AFTER_ACTION);
		if (!again(c->buf, m->end, hi))
			return; /* 花白胡子的人说，“…” introduces someone else's
				 * quote; 豪格又对阿敏道，“…” the same speaker's next one */
	}
	/* 宝玉听了, 少安愣住了, 福生答应了一声, 少安很受感动地跟着他…: the one
	 * who heard it (but “…”⏎X一脸惊奇。 is the speaker's own surprise) */
	if (m->who >= 0 &&
	    (speechverb_reaction(c->buf + m->end, hi - m->end) ||
	     (m->subj && speaker_answers(c->buf, m->end, speaker_clause_end(c->buf, m->end, hi))) ||
	     (m->subj &&
	      (speaker_has_word(c->buf, m->end, hi, "愣") || speaker_has_word(c->buf, m->end, hi, "怔") ||
	       speaker_has_word(c->buf, m->end, hi, "感动") ||
	       speaker_has_word(c->buf, m->end, hi, "感動"))))) {
		if (q->not_who < 0)
			q->not_who = m->who;
		if (q->addressee < 0)
			q->addressee = m->who;
		return;
	}
	/* “…”⏎建设看着她们娘儿俩，笑了。 — he watched them talk */
	if (m->who >= 0 && m->subj && speechverb_watches_group(c->buf + m->end, hi - m->end)) {
		if (q->not_who < 0)
			q->not_who = m->who;
		return;
	}
	/* “…”⏎建民被噎住了，半天说不出话来。 — he heard it */
	if (m->who >= 0 && speaker_keeps_silent(c->buf, m->end, hi)) {
		if (q->not_who < 0)
			q->not_who = m->who;
		return;
	}
	if (speechverb_after_speech(c->buf + m->end, hi - m->end))
		set_cue(q, m->who, CUE_MEDIUM, SPEAKER_CUE_NEXT);
	else if (!speaker_hears(c->buf, m->end, hi)) /* 我愈加愕然了 heard it */
		q->next_hint = m->who;
}

/* Whether the narration paragraph that segment i ends closes on a crowd
 * stirring (人群一阵骚动。, 台下一片哗然。): its last sentence says so. */
static int crowd_stirs(const struct ctx *c, size_t i)
{
	static const char *const stir[] = {
		"骚动", "騷動", "哗然", "嘩然", "纷纷议论", "紛紛議論", "炸开了锅", "炸開了鍋",
		"窃窃私语", "竊竊私語", "交头接耳", "交頭接耳", NULL
	};
	const struct seg_list *s = c->segs;
	const struct seg *g = &s->v[i];
	if (g->kind != SEG_NARRATION || (i + 1 < s->n && s->v[i + 1].para == g->para) ||
	    (i > 0 && s->v[i - 1].para == g->para))
		return 0;
	size_t lo = g->start, hi = speaker_trim_end(c->buf, g->start, g->end), end, next;
	while ((next = speaker_next_sentence(c->buf, lo, hi, &end)) < hi && next > lo)
		lo = next;
	return speaker_has_any(c->buf, lo, hi, stir) || speaker_has_any(c->buf, lo, hi, crowd_talk);
}

void speaker_cue_crowd_stir(struct ctx *c)
{
	const struct seg_list *s = c->segs;
	for (size_t i = 0; i + 1 < s->n; i++) {
		if (!crowd_stirs(c, i))
			continue;
		/* 人群一阵骚动。⏎“三十人？…”⏎“听说…”: the bare quotes after it
		 * are voices in the crowd, up to the first paragraph with more
		 * than a quote or a quote whose tag names someone */
		for (size_t j = i + 1; j < s->n && s->v[j].kind == SEG_DIALOGUE &&
				       s->v[j].para == s->v[j - 1].para + 1 &&
				       (j + 1 == s->n || s->v[j + 1].para != s->v[j].para) &&
				       c->cue[j].strength < CUE_MEDIUM;
		     j++)
			set_cue(&c->cue[j], SPEAKER_CROWD, CUE_MEDIUM, SPEAKER_CUE_CONTEXT);
	}
}

void speaker_cue_glued_crowd(struct ctx *c)
{
	const struct seg_list *s = c->segs;
	for (size_t i = s->n; i-- > 1;) {
		const struct cue *q = &c->cue[i];
		if (s->v[i].kind == SEG_DIALOGUE && q->who == SPEAKER_CROWD &&
		    q->strength >= CUE_MEDIUM && s->v[i - 1].kind == SEG_DIALOGUE &&
		    s->v[i - 1].para == s->v[i].para)
			set_cue(&c->cue[i - 1], SPEAKER_CROWD, CUE_MEDIUM, q->kind);
	}
}

enum { ECHO_MAX_CHARS = 6 }; /* a word or two taken up, not a sentence */

/* The words of quote segment s, its marks and closing stop trimmed: their
 * start in *lo, their end returned (lo when none). */
static size_t quote_words(const char *buf, const struct seg *s, size_t *lo)
{
	size_t p = s->start, hi = s->end, k;
	while (p < hi && utf8_in_set("“「『\"", utf8_at(buf, p, hi, &k)))
		p += k;
	while (hi > p && speaker_is_punct_or_space(utf8_before(buf, p, hi, &k)))
		hi = k;
	*lo = p;
	return hi;
}

void speaker_cue_echo(struct ctx *c)
{
	const struct seg *v = c->segs->v;
	for (size_t i = 1, j = (size_t)-1; i < c->segs->n; i++) {
		if (v[i].kind != SEG_DIALOGUE)
			continue;
		size_t last = j, a, b, ea, eb, k;
		j = i;
		if (last == (size_t)-1 || v[last].para + 1 != v[i].para || v[i - 1].para == v[i].para ||
		    (i + 1 < c->segs->n && v[i + 1].para == v[i].para) ||
		    c->cue[i].strength >= CUE_MEDIUM)
			continue;
		const struct cue *said = &c->cue[last];
		if (said->strength < CUE_MEDIUM || said->who < 0)
			continue;
		eb = quote_words(c->buf, &v[last], &ea);
		b = quote_words(c->buf, &v[i], &a);
		int chars = 0, words = 1;
		for (size_t p = ea; p < eb && words; p += k, chars++)
			words = utf8_is_han(utf8_at(c->buf, p, eb, &k));
		if (!words || chars < 2 || chars > ECHO_MAX_CHARS || b - a <= eb - ea ||
		    memcmp(c->buf + a, c->buf + ea, eb - ea))
			continue;
		int other = talks_with(c, last, said->who);
		if (other >= 0)
			set_cue(&c->cue[i], other, CUE_MEDIUM, SPEAKER_CUE_TURN);
	}
}

enum { SHORT_ANSWER_MAX_CHARS = 4 }; /* 不！, 好吧。: a word, not a speech */

/* Whether paragraph-closing segment i (narration) is only the tag of the
 * quote before it, in one sentence. */
static int only_tag(const struct ctx *c, size_t i)
{
	const struct seg *v = c->segs->v;
	size_t hi = speaker_trim_end(c->buf, v[i].start, v[i].end), end;
	return i >= 1 && v[i - 1].kind == SEG_DIALOGUE && v[i - 1].para == v[i].para &&
	       (i < 2 || v[i - 2].para != v[i].para) &&
	       (i + 1 == c->segs->n || v[i + 1].para != v[i].para) &&
	       speaker_next_sentence(c->buf, v[i].start, hi, &end) >= hi;
}

void speaker_cue_goes_on(struct ctx *c)
{
	const struct seg *v = c->segs->v;
	for (size_t i = 2; i < c->segs->n; i++) {
		struct cue *q = &c->cue[i];
		const struct cue *said = &c->cue[i - 2];
		if (v[i].kind != SEG_DIALOGUE || v[i - 1].para + 1 != v[i].para ||
		    (i + 1 < c->segs->n && v[i + 1].para == v[i].para) || q->strength >= CUE_MEDIUM ||
		    q->nvoc || !only_tag(c, i - 1) || said->kind != SPEAKER_CUE_AFTER ||
		    said->strength < CUE_STRONG || said->who < 0 || said->addressee >= 0 ||
		    said->nvoc || speaker_quote_asks(c, i - 2) || speaker_quote_asks(c, i))
			continue;
		size_t a, b = quote_words(c->buf, &v[i - 2], &a), k;
		int chars = 0;
		for (size_t p = a; p < b; p += k)
			chars += utf8_is_han(utf8_at(c->buf, p, b, &k));
		if (chars <= SHORT_ANSWER_MAX_CHARS)
			set_cue(q, said->who, CUE_MEDIUM, SPEAKER_CUE_AROUND);
	}
}

void speaker_cue_answer_hint(struct ctx *c)
{
	const struct seg *v = c->segs->v;
	for (size_t i = 1, j = (size_t)-1; i < c->segs->n; i++) {
		if (v[i].kind != SEG_DIALOGUE)
			continue;
		size_t last = j;
		j = i;
		struct cue *q = &c->cue[i];
		if (q->next_hint < 0 || q->strength >= CUE_MEDIUM || last == (size_t)-1 ||
		    v[last].para + 1 != v[i].para || v[i - 1].para == v[i].para ||
		    speaker_quote_asks(c, i) || !speaker_quote_asks(c, last))
			continue;
		const struct cue *asked = &c->cue[last];
		if (asked->who == q->next_hint && asked->strength >= CUE_MEDIUM)
			q->next_hint = -1;
	}
}
