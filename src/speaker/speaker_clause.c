/* speaker_clause.c - the narration's sentences and clauses, for the speaker
 * stage (speaker.c): where a sentence starts and ends, its speech verbs and
 * thoughts, who acts in it and whom it is said to; and inside a quote the
 * names it calls out (vocatives, titles like 柳千总), the names it speaks
 * of, and a speaker who names himself (我柳岳, 洪某). */
#include "base/utf8.h"
#include "speaker/speaker_impl.h"

#include <string.h>

/* ---- clauses --------------------------------------------------------- */

/* Start of the sentence that ends at end, not before lo.  Marks right at the
 * end (X叹了口气。) belong to that sentence. */
size_t speaker_sentence_start(const char *buf, size_t lo, size_t end)
{
	size_t p = end, s;
	while (p > lo) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (!speaker_is_punct_or_space(cp))
			break;
		p = s;
	}
	while (p > lo) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (speaker_is_sentence_end(cp))
			break;
		p = s;
	}
	return p;
}

/* End of the sentence that starts at start, not after hi; *mark is its
 * closing mark or -1. */
size_t speaker_sentence_end(const char *buf, size_t start, size_t hi, int32_t *mark)
{
	size_t p = start, n;
	*mark = -1;
	while (p < hi) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (speaker_is_sentence_end(cp)) {
			*mark = cp;
			return p;
		}
		p += n;
	}
	return p;
}

/* The sentence that starts at lo in buf[..hi): its end (its mark, or hi)
 * in *end; returns where the next one starts, past the mark. */
size_t speaker_next_sentence(const char *buf, size_t lo, size_t hi, size_t *end)
{
	int32_t mark;
	size_t e = speaker_sentence_end(buf, lo, hi, &mark), n;
	*end = e;
	if (e < hi) {
		utf8_at(buf, e, hi, &n);
		e += n;
	}
	return e;
}

/* Position of the last speech verb in buf[lo..hi), looking at most `window`
 * characters back, or (size_t)-1. */
size_t speaker_last_verb(const char *buf, size_t lo, size_t hi, int window)
{
	size_t p = hi, s;
	for (int k = 0; p > lo && k < window; k++) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (speechverb_is_verb(cp))
			return s;
		p = s;
	}
	return (size_t)-1;
}

static int is_negation(int32_t cp)
{
	return cp == 0x4E0D /* 不 */ || cp == 0x6CA1 /* 没 */ || cp == 0x6C92 /* 沒 */ ||
	       cp == 0x672A /* 未 */;
}

/* Whether 不/没/未 stands one or two characters before position p (不再问,
 * 没有说), not looking before lo. */
static int negated_at(const char *buf, size_t lo, size_t p)
{
	size_t s;
	return is_negation(utf8_before(buf, lo, p, &s)) || is_negation(utf8_before(buf, lo, s, &s));
}

/* A speech verb in buf[lo..hi) with 不/没/未 up to two characters before it. */
int speaker_negated_verb(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n)
		if (speechverb_is_verb(utf8_at(buf, p, hi, &n)) && negated_at(buf, lo, p))
			return 1;
	return 0;
}

/* The first speech verb in buf[lo..hi) that says someone spoke: not
 * negated (不再问, 没有说) and not a noun (笑声, 话音). */
size_t speaker_first_verb(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		int32_t verb = utf8_at(buf, p, hi, &n);
		if (!speechverb_is_verb(verb))
			continue;
		if (negated_at(buf, lo, p))
			return (size_t)-1;
		size_t k, k2;
		int32_t after = utf8_at(buf, p + n, hi, &k);
		if (after == 0x58F0 /* 声 */ || after == 0x8072 /* 聲 */ || after == 0x97F3 /* 音 */ ||
		    after == 0x5BB9 /* 容 */ || after == 0x8BDD /* 话 */ || after == 0x8A71)
			continue;
		/* 笑嘻嘻地, 笑眯眯的: a look (an ABB word), not a speech */
		if (utf8_is_han(after) && after != verb && utf8_at(buf, p + n + k, hi, &k2) == after)
			continue;
		return p;
	}
	return (size_t)-1;
}

/* Position of a thought verb (心想, 追想) in buf[lo..hi), or (size_t)-1. */
size_t speaker_thought_at(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		utf8_at(buf, p, hi, &n);
		if (speechverb_thought(buf + p, hi - p))
			return p;
	}
	return (size_t)-1;
}

/* Start of the clause (after ，；：) that ends at end, not before lo. */
size_t speaker_clause_start(const char *buf, size_t lo, size_t end)
{
	size_t p = end, s;
	while (p > lo) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (cp == 0xFF0C || cp == ',' || cp == 0xFF1B || cp == 0xFF1A ||
		    speaker_is_sentence_end(cp))
			break;
		p = s;
	}
	return p;
}

/* A thought verb near the end of buf[lo..hi): further back it thinks of
 * something else. */
int speaker_has_thought(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		utf8_at(buf, p, hi, &n);
		if (hi - p <= 24 && speechverb_thought(buf + p, hi - p))
			return 1;
	}
	return 0;
}

/* Position of the last verb of ordering (命 吩咐 嘱) in buf[lo..hi),
 * looking at most `window` characters back, or (size_t)-1. */
size_t speaker_last_directive(const char *buf, size_t lo, size_t hi, int window)
{
	size_t p = hi, s;
	for (int k = 0; p > lo && k < window; k++) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (speaker_is_sentence_end(cp))
			break;
		if (speechverb_is_directive(cp))
			return s;
		p = s;
	}
	return (size_t)-1;
}

/* Mentions of segment si inside [lo, hi). */
void speaker_mentions_in(const struct ctx *c, size_t si, size_t lo, size_t hi, size_t *a, size_t *b)
{
	size_t i = c->seg_m[si], j = c->seg_m[si + 1];
	while (i < j && c->m[i].pos < lo)
		i++;
	size_t k = i;
	while (k < j && c->m[k].pos < hi)
		k++;
	*a = i;
	*b = k;
}

/* Whether the clause holding pos opens with 因 虽 若 既 倘 (a reason or a
 * condition, not the main action). */
static int subordinate(const char *buf, size_t lo, size_t pos)
{
	size_t p = pos, s;
	int32_t first = -1;
	while (p > lo) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (!utf8_is_han(cp))
			break;
		first = cp;
		p = s;
	}
	return first == 0x56E0 /* 因 */ || first == 0x867D || first == 0x96D6 /* 虽雖 */ ||
	       first == 0x82E5 /* 若 */ || first == 0x65E2 /* 既 */ || first == 0x5018 /* 倘 */;
}

/* The one acting in buf[lo..hi) of narration segment si: the nearest
 * subject before `before`, else the first subject. */
const struct mention *speaker_actor(const struct ctx *c, size_t si, size_t lo, size_t hi,
				    size_t before)
{
	size_t a, b;
	speaker_mentions_in(c, si, lo, hi, &a, &b);
	/* the nearest one before the verb: 宝玉走进来，袭人笑道 — but not the
	 * subject of a clause of reason or condition (因贾母尚未明说，…) when
	 * someone acts before it */
	const struct mention *sub = NULL;
	for (size_t j = b; j-- > a;) {
		if (!c->m[j].subj || c->m[j].end > before)
			continue;
		if (!subordinate(c->buf, lo, c->m[j].pos))
			return &c->m[j];
		if (!sub)
			sub = &c->m[j];
	}
	if (sub)
		return sub;
	/* else the first one, who acts all through the sentence */
	for (size_t j = a; j < b; j++)
		if (c->m[j].subj)
			return &c->m[j];
	return NULL;
}

/* 看 望 盯 瞪 瞅 瞧 拉 握 扶 (before 着): looking at or holding someone. */
static int looks_at(int32_t cp)
{
	static const int32_t v[] = { 0x770B, 0x671B, 0x76EF, 0x77AA, 0x7785, 0x77A7, 0x62C9,
				     0x63E1, 0x6276, 0x91CF /* 打量着 */ };
	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		if (v[i] == cp)
			return 1;
	return 0;
}

/* The one a name or a pronoun at m stands for, not subject. */
static int person_at(const struct ctx *c, size_t si, const struct mention *m, int subject)
{
	return m->who >= 0 ? m->who
			   : speaker_resolve_pronoun(c, si, m->pos, speaker_who_gender(c, m->who),
						     subject);
}

/* Someone spoken to in the clause: a name right after 对/向/跟/问/朝,
 * or after 看着/拉着. */
int speaker_addressee_in(const struct ctx *c, size_t si, size_t lo, size_t hi, int subject)
{
	size_t a, b, s;
	speaker_mentions_in(c, si, lo, hi, &a, &b);
	const struct mention *glanced = NULL;
	for (size_t j = a; j < b; j++) {
		const struct mention *m = &c->m[j];
		if (m->who < 0 && m->who != M_HE && m->who != M_SHE)
			continue;
		int32_t cp = utf8_before(c->buf, lo, m->pos, &s);
		/* and the character before that one */
		size_t s2, s3, n2;
		int32_t cp2 = utf8_before(c->buf, lo, s, &s2);
		/* 看着她, 拉着林风: the one looked at or held */
		int looks = (cp == 0x7740 /* 着 */ || cp == 0x8457 /* 著 */) && looks_at(cp2);
		/* 看了儿子一眼, 把儿子看了一遍: a glance, when no one else is
		 * turned to */
		if (!glanced && ((cp == 0x4E86 /* 了 */ && looks_at(cp2) && hi - m->end >= 6 &&
				  !memcmp(c->buf + m->end, "一眼", 6)) ||
				 (cp == 0x628A /* 把 */ && utf8_at(c->buf, m->end, hi, &n2) == 0x770B)))
			glanced = m;
		/* 回头看了看孟凡英: a look, as 看了她一眼 */
		if (!glanced && cp == 0x770B /* 看 */ && cp2 == 0x4E86 /* 了 */ &&
		    utf8_before(c->buf, lo, s2, &s3) == 0x770B)
			glanced = m;
		/* 拉过振华的手: the one taken by the hand */
		if (cp == 0x8FC7 /* 过 */ && (cp2 == 0x62C9 /* 拉 */ || cp2 == 0x63E1 /* 握 */))
			looks = 1;
		if (cp == 0x5BF9 || cp == 0x5C0D || cp == 0x5411 || cp == 0x8DDF || cp == 0x95EE ||
		    cp == 0x554F || cp == 0x671D || cp == 0x51B2 || looks)
			return person_at(c, si, m, subject);
	}
	return glanced ? person_at(c, si, glanced, subject) : -1;
}

/* Length of a kinship word or title after a name called out (哥, 哥哥,
 * 大叔, 姐姐 …), or 0. */
static size_t kin_suffix(const char *s, size_t n)
{
	static const char *const w[] = {
		"哥哥", "姐姐", "妹妹", "弟弟", "大哥", "大姐", "大叔", "大爷", "大爺", "大嫂",
		"大婶", "大嬸", "叔叔", "阿姨", "同志", "老师", "老師", "师傅", "師傅", "先生",
		"哥", "姐", "妹", "弟", "叔", "婶", "嬸", "嫂", "兄", "伯", NULL
	};
	return speaker_starts_with_any(s, n, w);
}

static int surname_of(const struct ctx *c, int32_t cp);

/* Titles one is called by after a surname (冯秘书, 钟姑娘, 李叔). */
static const char *const titles[] = {
	"秘书", "秘書", "主任", "书记", "書記", "支书", "支書", "局长", "局長", "队长", "隊長",
	"厂长", "廠長", "老板", "老闆", "大师", "大師", "少侠", "少俠", "姑娘", "师兄", "師兄",
	"师弟", "師弟", "师妹", "師妹", "师姐", "師姐", "公子", "大人", "掌门", "掌門", "帮主",
	"幫主", "老师", "老師", "大哥", "大姐", "大嫂", "大婶", "大嬸", "大叔", "大爷", "大爺",
	"师傅", "師傅", "师父", "師父", "技术员", "技術員", "大夫", "会计", "會計", "掌柜",
	"掌櫃", "叔", "婶", "嬸", "哥", "兄", NULL
};

/* 冯秘书, 李支书, 钟姑娘: a surname and a title at p naming the one cast
 * member of that surname; *len is its length; else -1. */
int speaker_surname_title(const struct ctx *c, size_t p, size_t hi, size_t *len)
{
	size_t n;
	int32_t cp = utf8_at(c->buf, p, hi, &n);
	size_t k = speaker_starts_with_any(c->buf + p + n, hi - p - n, titles);
	if (!k)
		return -1;
	int who = surname_of(c, cp);
	if (who >= 0)
		*len = n + k;
	return who;
}

/* How far either way a title's holder is looked for, in bytes. */
enum { TITLE_REACH = 3000 };

/* The one buf[q..q+k) names when it is title (of k bytes) after a surname
 * (孙师傅), or -1. */
static int holder_at(const struct ctx *c, size_t lo, size_t hi, size_t q, const char *title,
		     size_t k)
{
	size_t s, m;
	if (q <= lo || memcmp(c->buf + q, title, k))
		return -1;
	utf8_before(c->buf, lo, q, &s);
	int who = speaker_surname_title(c, s, hi, &m);
	return who >= 0 && s + m == q + k ? who : -1;
}

/* “师傅，…”: a title called alone is the one the text around calls by
 * a surname and that title (孙师傅), looked for a few lines either way;
 * the title is buf[p..p+k); else -1. */
static int title_holder(const struct ctx *c, size_t p, size_t k)
{
	size_t len = c->t->len, lo = p > TITLE_REACH ? p - TITLE_REACH : 0;
	size_t hi = len - p > TITLE_REACH ? p + TITLE_REACH : len;
	const char *title = c->buf + p;
	int who = -1;
	for (size_t q = p; who < 0 && q-- > lo;)
		who = holder_at(c, lo, hi, q, title, k);
	for (size_t q = p + k; who < 0 && q + k <= hi; q++)
		who = holder_at(c, lo, hi, q, title, k);
	return who;
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

/* Vocatives: names the quote calls out — at its start (柳千总，…) or
 * standing alone between commas (对不起，四老爷，四太太。).  Stored in q->voc;
 * returns the first, or -1. */
int speaker_vocatives(const struct ctx *c, const struct seg *s, struct cue *q)
{
	const char *buf = c->buf;
	size_t n, k;
	int32_t prev = -1;
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
		/* “爸，我不要彩礼。” “妈，我回来了。” “嫂子……” call the lead's
		 * relative; “他爹，你倒是说句话呀。” the father */
		enum speechverb_kin rel = KIN_FATHER;
		size_t fk = who >= 0 || q->nvoc ? 0
						: speaker_starts_with_any(buf + p, s->end - p,
									  speaker_father_calls);
		if (!fk && who < 0 && q->nvoc == 0)
			fk = speechverb_kin_call(buf + p, s->end - p, &rel);
		if (fk && c->kin[rel] >= 0) {
			size_t m;
			int32_t after = utf8_at(buf, p + fk, s->end, &m);
			if (after == 0xFF0C || after == 0xFF01 || after == 0x2026 ||
			    after == 0x3001 || after == '!' || after == ',' ||
			    /* “爹。” a greeting that is only the call */
			    ((after == 0xFF1F || after == 0x3002) &&
			     speaker_closes_quote(utf8_at(buf, p + fk + m, s->end, &m)))) {
				q->voc[q->nvoc++] = c->kin[rel];
				if (fk != speaker_starts_with_any(buf + p, s->end - p,
								  speaker_father_calls))
					q->kin_caller = c->kin_of[rel];
			}
			n = fk;
			continue;
		}
		/* “师傅，我一定早到。” for 孙师傅 */
		size_t tk = who < 0 && q->nvoc == 0
				    ? speaker_starts_with_any(buf + p, s->end - p, titles)
				    : 0;
		if (tk >= 6) {
			size_t m;
			int32_t after = utf8_at(buf, p + tk, s->end, &m);
			int holder = after == 0xFF0C || after == 0xFF01 ? title_holder(c, p, tk) : -1;
			if (holder >= 0)
				q->voc[q->nvoc++] = holder;
			n = tk;
			continue;
		}
		if (who < 0 || speaker_first_person(c, who) || k == n)
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
			n = k + kin;
		}
	}
	return q->nvoc ? q->voc[0] : -1;
}

/* Whether the quote calls out who (so who does not say it). */
int speaker_said_to(const struct cue *q, int who)
{
	for (size_t i = 0; i < q->nvoc; i++)
		if (q->voc[i] == who)
			return 1;
	return 0;
}

/* 我曹变蛟, 吾乃…, 在下…: the words before a name at p that make it "I". */
static int says_i_am(const char *buf, size_t lo, size_t p)
{
	static const char *const w[] = {
		"我", "吾", "俺", "我是", "我乃", "吾乃", "我便是", "我就是", "我叫", "在下", "小人",
		"老夫", "本人", "是我，", "是我,", "是我呀，", "是我啊，", NULL
	};
	for (const char *const *x = w; *x; x++) {
		size_t k = strlen(*x);
		if (p - lo >= k && !memcmp(buf + p - k, *x, k))
			return 1;
	}
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
	return surname_of(c, cp);
}

/* The one cast member whose name of two or more characters starts with cp
 * (a surname), or -1 — none when two share it. */
static int surname_of(const struct ctx *c, int32_t cp)
{
	int who = -1;
	for (size_t i = 0; i < c->cast->n; i++) {
		const char *name = c->cast->v[i].name;
		size_t len = strlen(name), n;
		if (utf8_at(name, 0, len, &n) == cp && n < len) {
			if (who >= 0)
				return -1;
			who = (int)i;
		}
	}
	return who;
}

/* Names inside the quote other than vocatives: a self-reference (我曹变蛟,
 * 洪某, 本督) names the speaker; a name in the third person (可恨王朴那厮)
 * is someone else.  Fills q->self and q->named[]. */
void speaker_names_inside(const struct ctx *c, const struct seg *s, struct cue *q)
{
	const char *buf = c->buf;
	size_t n, k;
	q->self = -1;
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
		if (kk && c->kin[rel] >= 0 && !speaker_said_to(q, c->kin[rel])) {
			if (q->nnamed < sizeof(q->named) / sizeof(q->named[0]))
				q->named[q->nnamed++] = c->kin[rel];
			n = kk;
			continue;
		}
		if (who < 0 || speaker_first_person(c, who) || k == n)
			continue;
		const char *m = buf + p;
		int self = says_i_am(buf, s->start, p) || (k >= 6 && !memcmp(m, "本", 3)) ||
			   (k >= 6 && !memcmp(m + k - 3, "某", 3));
		if (self) {
			if (q->self < 0)
				q->self = who;
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

/* “某姓张名飞” / “吾姓关名羽” / “姓刘，名备”: a self-introduction; returns the
 * cast member so named, or -1. */
int speaker_introduces_self(const struct ctx *c, const struct seg *s)
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
			int who = cast_find(c->cast, name, nl);
			if (who >= 0)
				return who;
		}
	}
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

