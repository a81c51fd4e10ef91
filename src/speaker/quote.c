/* quote.c - what a quote itself says of who speaks it (layer 2 of
 * speaker_parts.h): the names it calls out (vocatives, titles like 柳千总,
 * relatives like 妈), the names it speaks of, a speaker who names himself
 * (我柳岳, 洪某, 某姓张名飞), an elder who says 妈 for "I", a chant, a
 * question. */
#include "speaker/speaker_parts.h"
#include "speaker/castgender.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "speaker/namehead.h"

#include <string.h>

/* Length of a kinship word or title after a name called out (哥, 哥哥,
 * 大叔, 姐姐 …), or 0. */
static size_t kin_suffix(const char *s, size_t n)
{
	static const char *const w[] = {
		"哥哥", "姐姐", "妹妹", "弟弟", "大哥", "大姐", "大叔", "大爷", "大爺", "大嫂",
		"大婶", "大嬸", "叔叔", "阿姨", "同志", "老师", "老師", "师傅", "師傅", "先生",
		"哥", "姐", "妹", "弟", "叔", "婶", "嬸", "嫂", "兄", "伯", NULL
	};
	return wordlist_prefix(s, n, w);
}

/* “…。不过二虎，明天你得…”: a word that links on to what was said, at
 * the start of a sentence of the quote (open is where its text starts),
 * right before p. */
static int after_link(const char *buf, size_t open, size_t p)
{
	static const char *const w[] = { "不过", "不過", "可是", "但是", "还有", "還有", NULL };
	for (const char *const *x = w; *x; x++) {
		size_t k = strlen(*x), s;
		if (p - open < k || memcmp(buf + p - k, *x, k))
			continue;
		int32_t b = p - k > open ? utf8_before(buf, open, p - k, &s) : 0x3002;
		if (b == 0x3002 || b == 0xFF0C || b == 0xFF01 || b == 0xFF1F)
			return 1;
	}
	return 0;
}

/* “奶奶，好些了没？” to the member a cast found calls by the relative's
 * word itself ([奶奶], whose alias 向东的奶奶 says whose she is): the caller
 * is her grandson, as with a cast that names her. */
static void called_kin(const struct ctx *c, size_t p, size_t k, int who, struct cue *q)
{
	enum speechverb_kin rel;
	if (q->kin_caller < 0 && speechverb_kin_word(c->buf + p, k, &rel) == k &&
	    c->kin[rel] == who)
		q->kin_caller = c->kin_of[rel];
}

/* Vocatives: names the quote calls out — at its start (柳千总，…) or
 * standing alone between commas (对不起，四老爷，四太太。).  Stored in q->voc;
 * returns the first, or -1. */
int speaker_vocatives(const struct ctx *c, const struct seg *s, struct cue *q)
{
	const char *buf = c->buf;
	size_t n, k;
	int32_t prev = -1;
	int asked = -1;
	q->nvoc = 0;
	utf8_at(buf, s->start, s->end, &n);
	/* “是丽丽呀！”: one greets the one recognised */
	size_t open = s->start + n;
	int greets = s->end - open >= 3 && !memcmp(buf + open, "是", 3);
	for (size_t p = open; p < s->end; p += n) {
		int32_t cp = utf8_at(buf, p, s->end, &n);
		int at_start = p == s->start + 3 || p == s->start + 1 || prev == 0xFF0C ||
			       (greets && p == open + 3) || after_link(buf, open, p) ||
			       prev == 0x3002 || prev == 0xFF01 || prev == 0x2014 || prev == ',' ||
			       (prev == 0x2026 && q->nvoc == 0); /* “周……周丽同志。” */
		prev = cp;
		if (!at_start || !utf8_is_han(cp))
			continue;
		int who = cast_match(c->cast, buf + p, s->end - p, &k);
		if (who < 0 && (who = speaker_surname_title(c, p, s->end, &k)) >= 0) {
			/* 冯秘书，… for 冯志刚 */
			size_t m;
			int32_t after = utf8_at(buf, p + k, s->end, &m);
			if ((after == 0xFF0C || after == 0xFF01 || after == ',' || after == '!') &&
			    q->nvoc < sizeof(q->voc) / sizeof(q->voc[0]))
				q->voc[q->nvoc++] = who;
			n = k;
			continue;
		}
		/* “风儿，过来。” for 林风 */
		size_t pk, pm;
		int pet = who < 0 ? speaker_pet_call(c->cast, buf + p, s->end - p, &pk) : -1;
		int32_t after_pet = pet >= 0 ? utf8_at(buf, p + pk, s->end, &pm) : 0;
		if ((after_pet == 0xFF0C || after_pet == 0xFF01) &&
		    q->nvoc < sizeof(q->voc) / sizeof(q->voc[0])) {
			q->voc[q->nvoc++] = pet;
			n = pk;
			continue;
		}
		/* “爸，我不要彩礼。” “妈，我回来了。” “嫂子……” call the lead's
		 * relative; “他爹，你倒是说句话呀。” the father */
		enum speechverb_kin rel = KIN_FATHER;
		size_t fk = who >= 0 || q->nvoc ? 0
						: wordlist_prefix(buf + p, s->end - p,
									  speaker_father_calls);
		if (!fk && who < 0 && q->nvoc == 0)
			fk = speechverb_kin_call(buf + p, s->end - p, &rel);
		/* “妈，总分七百五。” in a book told by 我, whose mother no
		 * member is: still the narrator's call */
		int narrator = fk && c->kin[rel] < 0 ? c->narrator : -1;
		if (fk && (c->kin[rel] >= 0 || narrator >= 0)) {
			size_t m;
			int32_t after = utf8_at(buf, p + fk, s->end, &m);
			if (after == 0xFF0C || after == 0xFF01 || after == 0x2026 ||
			    after == 0x3001 || after == '!' || after == ',' ||
			    /* “爹。” a greeting that is only the call */
			    ((after == 0xFF1F || after == 0x3002) &&
			     speaker_closes_quote(utf8_at(buf, p + fk + m, s->end, &m)))) {
				if (c->kin[rel] >= 0)
					q->voc[q->nvoc++] = c->kin[rel];
				if (fk != wordlist_prefix(buf + p, s->end - p,
								  speaker_father_calls))
					q->kin_caller = narrator >= 0 ? narrator : c->kin_of[rel];
			}
			n = fk;
			continue;
		}
		/* “师傅，我一定早到。” for 孙师傅 */
		size_t tk = who < 0 && q->nvoc == 0
				    ? wordlist_prefix(buf + p, s->end - p, speaker_titles)
				    : 0;
		if (tk >= 6) {
			size_t m;
			int32_t after = utf8_at(buf, p + tk, s->end, &m);
			int holder = after == 0xFF0C || after == 0xFF01 ? speaker_title_holder(c, p, tk) : -1;
			if (holder >= 0)
				q->voc[q->nvoc++] = holder;
			n = tk;
			continue;
		}
		/* 我 is no one called; the narrator's name (陈默，…) is him */
		if (who < 0 || (speaker_first_person(c, who) && cp == 0x6211) || k == n)
			continue;
		size_t m;
		/* 少安哥，宝玉哥哥，林妹妹： a kinship word after the name */
		size_t kin = kin_suffix(buf + p + k, s->end - p - k);
		int32_t after = utf8_at(buf, p + k + kin, s->end, &m);
		int first = q->nvoc == 0 && (p == s->start + 3 || p == s->start + 1 ||
					     (greets && p == open + 3));
		if (after == 0xFF0C || after == 0xFF01 || after == 0x3001 || after == ',' ||
		    after == '!' || after == 0x3002 || after == 0x2014 /* 小栓——你坐着 */ ||
		    (first &&
		     (after == 0x554A /* 啊 */ || after == 0x5440 /* 呀 */ || after == 0x2026)) ||
		    /* “高建民？” — a name alone, asked: calling him */
		    (first && after == 0xFF1F && p + k + kin + m < s->end &&
		     speaker_closes_quote(utf8_at(buf, p + k + kin + m, s->end, &m)))) {
			if (q->nvoc < sizeof(q->voc) / sizeof(q->voc[0]))
				q->voc[q->nvoc++] = who;
			called_kin(c, p, k, who, q);
			n = k + kin;
		} else if (first && (after == 0xFF1F || after == '?')) {
			/* “林默？真的是你！”, “祥林嫂？怎么了？” — a name asked
			 * first, more after it: not the asker's, though perhaps
			 * not said to him */
			asked = who;
		}
	}
	return q->nvoc ? q->voc[0] : asked;
}

/* “林凡！你又迟到了！”站长喊道，“扣你200块！”: the quote after a speech
 * tag that joins it to a quote opening the paragraph (…道，) is that voice
 * going on, and calls the same people.  A first quote with a tag of its
 * own before it (甲道：“乙，…”乙笑道：“…”) leaves the tag after it to
 * the next speaker. */
void speaker_vocatives_go_on(const struct ctx *c, size_t i, struct cue *q)
{
	const struct seg *v = c->segs->v;
	if (i < 2 || v[i - 1].kind != SEG_NARRATION || v[i - 2].kind != SEG_DIALOGUE ||
	    v[i - 1].para != v[i].para || v[i - 2].para != v[i].para ||
	    (i > 2 && v[i - 3].para == v[i].para))
		return;
	size_t s;
	int32_t mark = utf8_before(c->buf, v[i - 1].start, v[i - 1].end, &s);
	if ((mark != 0xFF0C && mark != 0xFF1A && mark != ',' && mark != ':') || s <= v[i - 1].start ||
	    !speechverb_is_verb(utf8_before(c->buf, v[i - 1].start, s, &s)))
		return;
	const struct cue *p = &c->cue[i - 2];
	for (size_t k = 0; k < p->nvoc && q->nvoc < sizeof(q->voc) / sizeof(q->voc[0]); k++)
		if (!speaker_said_to(q, p->voc[k]))
			q->voc[q->nvoc++] = p->voc[k];
	if (q->not_who < 0 && q->nvoc)
		q->not_who = q->voc[0];
}

/* Whether quote i is only the name of the one it calls, closed by 。
 * (“陈默。”): a name said back or given, as well as a call. */
int speaker_name_alone(const struct ctx *c, size_t i, const struct cue *q)
{
	const struct seg *v = c->segs->v;
	if (q->nvoc != 1 || q->self >= 0)
		return 0;
	size_t n, k, m;
	utf8_at(c->buf, v[i].start, v[i].end, &n);
	size_t p = v[i].start + n;
	return cast_match(c->cast, c->buf + p, v[i].end - p, &k) == q->voc[0] &&
	       utf8_at(c->buf, p + k, v[i].end, &m) == 0x3002 /* 。 */ &&
	       speaker_closes_quote(utf8_at(c->buf, p + k + m, v[i].end, &m));
}

/* The name alone is the speaker's own: it calls no one. */
void speaker_name_given(struct cue *q)
{
	q->self = q->voc[0];
	q->nvoc = 0;
	q->not_who = -1;
}

/* “你好，我是周斌。”⏎“陈默。”: a name alone, said to one who has just
 * given his own, gives the speaker's name back. */
void speaker_name_given_back(const struct ctx *c, size_t i, struct cue *q)
{
	const struct seg *v = c->segs->v;
	if (!speaker_name_alone(c, i, q))
		return;
	size_t j = i;
	while (j-- > 0 && v[j].kind != SEG_DIALOGUE)
		;
	if (j >= i || v[i].para - v[j].para > 1 || c->cue[j].self < 0 ||
	    c->cue[j].self == q->voc[0])
		return;
	speaker_name_given(q);
}

/* Whether the quote calls out who (so who does not say it). */
int speaker_said_to(const struct cue *q, int who)
{
	for (size_t i = 0; i < q->nvoc; i++)
		if (q->voc[i] == who)
			return 1;
	return 0;
}

/* 我曹变蛟, 吾乃…, 在下…, 本姑娘…, 小弟…: the words before a name at p that make it "I";
 * 2 when it is the bare pronoun (我, 吾, 俺), which also makes a title or a
 * relative whose (我师傅, 我奶奶). */
static int says_i_am(const char *buf, size_t lo, size_t p)
{
	static const char *const w[] = {
		"我是", "我乃", "吾乃", "某乃", "俺乃", "我便是", "我就是", "我叫", "在下", "小人",
		"老夫", "本人", "末将", "末將", "是我，", "是我,", "是我呀，", "是我啊，", "本姑娘",
		"本小姐", "本少爷", "本少爺", "本公子", "本座", "本王", "本官", "本宫", "本宮",
		"贫道", "貧道", "贫僧", "貧僧", "小女子", NULL
	};
	/* 小弟孙立, 洒家X: a humble word for "I" opening its clause (not
	 * 我小弟孙立, my brother) */
	static const char *const humble[] = { "小弟", "小可", "洒家", "灑家", NULL };
	static const char *const pronoun[] = { "我", "吾", "俺", NULL };
	if (wordlist_suffix(buf + lo, p - lo, w))
		return 1;
	size_t hk = wordlist_suffix(buf + lo, p - lo, humble), s0;
	if (hk && (p - hk == lo || !utf8_is_han(utf8_before(buf, lo, p - hk, &s0))))
		return 1;
	/* who one is after 我是, then the name: to the listener before a comma
	 * (我是你六师姐，苏婉儿) or a noun right before it, up to two
	 * characters after 我是 (我是临时班长林晓雨) */
	size_t noun = namehead_noun_before(buf, lo, p), at = p, b;
	for (int k = 0; k < 7 && at > lo; k++, at = b) {
		utf8_before(buf, lo, at, &b);
		if (at < p && at - lo >= 6 && !memcmp(buf + at - 6, "我是", 6) &&
		    (namehead_after_rank(buf, at, p) == p ||
		     (noun < p && at <= noun && noun - at <= 6)))
			return 1;
	}
	/* 听我金成说, 叫我妹子来: a verb or a preposition before the pronoun
	 * makes it "my" */
	static const char taker[] = "听聽叫让讓给給跟对對和同替问問找把被带帶帮幫向教";
	size_t s;
	for (const char *const *x = pronoun; *x; x++)
		if (p - lo >= 3 && !memcmp(buf + p - 3, *x, 3))
			return p - 3 > lo && utf8_in_set(taker, utf8_before(buf, lo, p - 3, &s)) ? 0 : 2;
	return 0;
}

/* “…老地方见。——苏晴”: a name after a dash, buf[p..e), that ends the quote
 * ending at end signs it. */
static int signs_off(const char *buf, size_t lo, size_t p, size_t e, size_t end)
{
	size_t s, n;
	if (utf8_before(buf, lo, p, &s) != 0x2014 /* — */)
		return 0;
	for (; e < end; e += n)
		if (utf8_is_han(utf8_at(buf, e, end, &n)))
			return 0;
	return 1;
}

/* Whether the clause after a name ending at e says what one is rather
 * than who (我是王芳的同学, 我是王芳介绍来的): a 的 before its end. */
static int says_what(const char *buf, size_t e, size_t end)
{
	int32_t mark;
	size_t hi = speaker_clause_end(buf, e, speaker_sentence_end(buf, e, end, &mark)), n;
	for (size_t p = e; p < hi; p += n)
		if (utf8_at(buf, p, hi, &n) == 0x7684 /* 的 */)
			return 1;
	return 0;
}

/* “小人乃张进帐下周平是也”: the name at p, ending at e, is the one the
 * sentence declares its speaker to be — 是也 after it, and a word for
 * "I" and 乃 opening the sentence (the names between are whose man he is). */
static int declares(const char *buf, size_t lo, size_t p, size_t e, size_t end)
{
	if (end - e < 6 || memcmp(buf + e, "是也", 6))
		return 0;
	size_t from = lo, n;
	for (size_t q = lo; q < p; q += n)
		if (speaker_is_sentence_end(utf8_at(buf, q, p, &n)))
			from = q + n;
	utf8_at(buf, from, p, &n);
	if (from == lo)
		from += n; /* the quote's opening mark */
	for (size_t q = from; q < p; q += n)
		if (utf8_at(buf, q, p, &n) == 0x4E43 /* 乃 */)
			return q > from && castgender_self_word_before(buf + from, q - from) == q - from;
	return 0;
}

/* 丁某 for 丁寒: the one cast member whose name starts with the surname
 * before 某 (at p, 某 after it), or -1 — none when two share it. */
static int surname_self(const struct ctx *c, size_t lo, size_t p, size_t hi)
{
	size_t n, s;
	int32_t cp = utf8_at(c->buf, p, hi, &n);
	if (hi - p < n + 3 || memcmp(c->buf + p + n, "某", 3))
		return -1;
	int32_t before = p > lo ? utf8_before(c->buf, lo, p, &s) : -1;
	if (utf8_is_han(before) && before != 0x6211 /* 我 */ && before != 0x54B1 /* 咱 */ &&
	    before != 0x4FFA /* 俺 */)
		return -1;
	return speaker_surname_of(c, cp);
}

/* Whether the relative's word at buf[p..p+k) is one's word for oneself
 * standing by the other (“放心，有哥呢。” “有姐在。”): 有 before it and 呢
 * or 在 after; someone else's would be 有你哥呢. */
static int stands_by(const char *buf, const struct seg *s, size_t p, size_t k)
{
	size_t m;
	int32_t after = utf8_at(buf, p + k, s->end, &m);
	return p >= s->start + 3 && !memcmp(buf + p - 3, "有", 3) &&
	       (after == 0x5462 /* 呢 */ || after == 0x5728 /* 在 */);
}

/* Names inside the quote other than vocatives: a self-reference (我曹变蛟,
 * 洪某, 本督) or a signature (——苏晴”) names the speaker; a name in the
 * third person (可恨王朴那厮) is someone else.  Fills q->self and
 * q->named[]. */
void speaker_names_inside(const struct ctx *c, const struct seg *s, struct cue *q)
{
	const char *buf = c->buf;
	size_t n, k;
	q->self = -1;
	q->self_own = 0;
	q->nnamed = 0;
	for (size_t p = s->start; p < s->end; p += n) {
		int32_t cp = utf8_at(buf, p, s->end, &n);
		if (!utf8_is_han(cp))
			continue;
		int who = cast_match(c->cast, buf + p, s->end - p, &k);
		if (who < 0 && q->self < 0 && (who = surname_self(c, s->start, p, s->end)) >= 0) {
			q->self = who; /* 丁某一笔勾销 */
			continue;
		}
		if (who < 0 && (who = speaker_surname_title(c, p, s->end, &k)) >= 0) {
			/* “冯秘书来了，快坐” speaks of 冯志刚 */
			if (!speaker_said_to(q, who) &&
			    q->nnamed < sizeof(q->named) / sizeof(q->named[0]))
				q->named[q->nnamed++] = who;
			n = k;
			continue;
		}
		/* “你爹回来了。” “妈叫你擀面。” “那奶奶呢？” speak of the lead's
		 * relative (a call at the quote's start was a vocative) */
		enum speechverb_kin rel;
		size_t kk = who < 0 ? speechverb_kin_call(buf + p, s->end - p, &rel) : 0, sb;
		if (kk && speechverb_kin_bound(utf8_before(buf, s->start, p, &sb)))
			kk = 0; /* 姑娘, 大妈 */
		if (kk && stands_by(buf, s, p, kk))
			kk = 0;
		if (kk && c->kin[rel] >= 0 && !speaker_said_to(q, c->kin[rel])) {
			if (q->nnamed < sizeof(q->named) / sizeof(q->named[0]))
				q->named[q->nnamed++] = c->kin[rel];
			n = kk;
			continue;
		}
		if (who < 0 || speaker_first_person(c, who) || k == n)
			continue;
		const char *m = buf + p;
		int declared = declares(buf, s->start, p, p + k, s->end);
		int i_am = says_i_am(buf, s->start, p);
		int self = declared || (i_am && !(i_am == 2 && speaker_title_word(m, k)) &&
			    !says_what(buf, p + k, s->end)) ||
			   (k >= 6 && !memcmp(m, "本", 3)) || (k >= 6 && !memcmp(m + k - 3, "某", 3)) ||
			   signs_off(buf, s->start, p, p + k, s->end);
		if (self) {
			if (q->self < 0 || declared)
				q->self = who; /* over the 张进 of 吾乃张进帐下周平是也 */
			q->self_own |= declared;
			/* “是我，王婶。” names the speaker, it calls no one */
			for (size_t v = 0; v < q->nvoc; v++)
				if (q->voc[v] == who)
					q->voc[v] = q->voc[--q->nvoc];
			if (q->not_who == who)
				q->not_who = q->nvoc ? q->voc[0] : -1;
		} else if (!speaker_said_to(q, who) &&
			   q->nnamed < sizeof(q->named) / sizeof(q->named[0])) {
			q->named[q->nnamed++] = who;
		}
		n = k;
	}
}

/* Whether 姓 at p follows the quote's opening mark or a word for "I"
 * (吾姓, 某姓, 小人姓): the speaker's own name follows, not another's. */
static int own_surname(const char *buf, const struct seg *s, size_t p)
{
	static const char *const i_am[] = { "吾", "我", "某", "俺", "小人", "在下", "小可", "贫道",
					    "貧道", "贫僧", "貧僧", "老夫", "小女子", NULL };
	size_t n;
	utf8_at(buf, s->start, s->end, &n);
	if (p == s->start + n)
		return 1;
	for (const char *const *w = i_am; *w; w++) {
		size_t wl = strlen(*w);
		if (p - s->start >= n + wl && !memcmp(buf + p - wl, *w, wl))
			return 1;
	}
	return 0;
}

/* “某姓张名飞” / “吾姓关名羽” / “姓刘，名备”: a self-introduction; returns the
 * cast member so named, M_NOBODY when the speaker so names someone the
 * cast lacks, or -1.  *own: the speaker says it of himself (吾姓), so
 * no tag can make it another's. */
int speaker_introduces_self(const struct ctx *c, const struct seg *s, int *own)
{
	const char *buf = c->buf;
	size_t n;
	for (size_t p = s->start; p + 9 <= s->end; p += n) {
		utf8_at(buf, p, s->end, &n);
		if (memcmp(buf + p, "姓", 3))
			continue;
		size_t a = p + 3, an, b;
		if (!utf8_is_han(utf8_at(buf, a, s->end, &an)))
			continue;
		b = a + an;
		int32_t sep = utf8_at(buf, b, s->end, &n);
		/* 我姓王，是你们的班主任: the one member of that surname (王老师) */
		int one = utf8_in_set("，,。！", sep) && own_surname(buf, s, p)
				  ? speaker_surname_of(c, utf8_at(buf, a, s->end, &an))
				  : -1;
		if (one >= 0 && (s->end - b - n < 3 || memcmp(buf + b + n, "名", 3))) {
			*own = 1;
			return one;
		}
		if (sep == 0xFF0C || sep == ',')
			b += n;
		if (s->end - b < 6 || memcmp(buf + b, "名", 3))
			continue;
		b += 3;
		char name[16];
		memcpy(name, buf + a, an);
		for (size_t len = 2; len >= 1; len--) {
			size_t nl = an, q = b, k;
			for (size_t j = 0; j < len && q < s->end; j++, q += k) {
				int32_t cp = utf8_at(buf, q, s->end, &k);
				if (!utf8_is_han(cp) || nl + k >= sizeof(name))
					break;
				memcpy(name + nl, buf + q, k);
				nl += k;
			}
			*own = own_surname(buf, s, p);
			int who = cast_find(c->cast, name, nl);
			if (who >= 0)
				return who;
		}
		if (*own)
			return M_NOBODY;
	}
	*own = 0;
	return -1;
}

/* Whether the quote speaks of who in the third person. */
int speaker_names(const struct cue *q, int who)
{
	for (size_t i = 0; i < q->nnamed; i++)
		if (q->named[i] == who)
			return 1;
	return 0;
}

/* A chant: one short cry said again (“杀奴！杀奴！”, “败了，败了”), shouted —
 * ending in ！ or …, or with no closing stop at all.  Many voices. */
int speaker_chant(const struct ctx *c, const struct seg *s)
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

/* Whether quote i ends in a question. */
int speaker_quote_asks(const struct ctx *c, size_t i)
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

/* The parent or grandparent who says 妈/娘/爹/奶奶 for "I" in quote s
 * (“妈不是说你小。”, “建设，妈跟你说句话。”): the word opens the quote or
 * one of its sentences or clauses, so it is no one's (你妈, 我娘); else -1. */
int speaker_elder_self(const struct ctx *c, const struct seg *s)
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
