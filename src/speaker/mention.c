/* mention.c - who the narration speaks of (layer 2 of speaker_parts.h): the
 * names, pronouns (他/她), crowds (众人), unnamed people (一个丫鬟) and
 * kinship words (母亲, 福生妈) found in a narration segment, whether each is
 * the one acting, and the cast's surnames and titles (孙师傅, 冯秘书). */
#include "speaker/speaker_parts.h"
#include "speaker/castgender.h"
#include "speaker/castrole.h"
#include "speaker/namehead.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "reading/lexicon.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum gender speaker_who_gender(const struct ctx *c, int who)
{
	if (who >= 0)
		return c->cast->v[who].gender;
	if (who == M_HE)
		return GENDER_MALE;
	if (who == M_SHE)
		return GENDER_FEMALE;
	return GENDER_UNKNOWN;
}

/* Someone who can take a turn: a character, a crowd, someone unnamed. */
int speaker_participant(int who)
{
	return who >= 0 || who == M_CROWD || who == M_NOBODY;
}

static int is_first_person(const char *n)
{
	return !strcmp(n, "我") || !strcmp(n, "我们") || !strcmp(n, "我們");
}

/* The cast member named 我 (a first-person narrator), or whose alias is 我
 * ([陈默] aliases = 我), or -1: found once per text (ctx.narrator). */
int speaker_find_narrator(const struct cast *cast)
{
	for (size_t k = 0; k < cast->n; k++) {
		const struct cast_member *ch = &cast->v[k];
		if (is_first_person(ch->name))
			return (int)k;
		for (size_t i = 0; i < ch->n_aliases; i++)
			if (is_first_person(ch->aliases[i]))
				return (int)k;
	}
	return -1;
}

/* Whether member who is the narrator, 我: never 他 or 她. */
int speaker_first_person(const struct ctx *c, int who)
{
	return who >= 0 && who == c->narrator;
}

static int push_mention(struct ctx *c, const struct mention *m)
{
	if (grow_for_one(&c->m, c->nm, &c->am, sizeof(*c->m), 256))
		return ERR_NOMEM;
	c->m[c->nm++] = *m;
	return 0;
}

static int introduces_quote(const struct ctx *c, size_t e, int32_t cp);
static size_t title_before(const char *buf, size_t lo, size_t p, size_t hi);

/* Whether a phrase described by what comes before its 的 at de is what a
 * preposition takes (对上来护驾的鳌拜说, 对自己亲爱的人说: still the one
 * spoken to), or with seen also a verb of seeing (看见宿舍的人都睡了: the
 * ones seen; but 看见他的女人非常高兴，问他说 is hers). */
static int described_object(const char *buf, size_t lo, size_t de, int seen)
{
	size_t p = de;
	/* within the clause, however long the description (对脚地上已经乱得
	 * 不知该干什么的母亲说) */
	for (int k = 0; k < 20 && p > lo; k++) {
		int32_t cp = utf8_before(buf, lo, p, &p);
		if (cp == 0xFF0C || cp == ',' || speaker_is_sentence_end(cp))
			break;
		if (cp == 0x5BF9 || cp == 0x5C0D || cp == 0x5411 || cp == 0x8DDF || cp == 0x671D ||
		    cp == 0x51B2 || cp == 0x7ED9 || cp == 0x7D66 ||
		    (seen && (cp == 0x89C1 || cp == 0x898B /* 见見 */)))
			return 1;
	}
	return 0;
}

/* 一看是X, 看见是他们村的X, 一听是X的声音: the one seen or heard, whom the
 * looker names, not one who acts (倒是X, 原来是X走了进来, “…”这是X到了
 * may act). */
static int identified(const char *buf, size_t lo, size_t pos)
{
	size_t s, s2;
	for (int k = 0; k < 8 && pos > lo; k++) { /* past 他们村的 */
		int32_t cp = utf8_before(buf, lo, pos, &s);
		if (cp == 0x662F /* 是 */)
			return utf8_in_set("看见見听聽瞧", utf8_before(buf, lo, s, &s2));
		if (!utf8_is_han(cp))
			return 0;
		pos = s;
	}
	return 0;
}

/* Whether s opens with what one holds (手中的, 手里的): 的 and a thing
 * follow. */
static int holds(const char *s, size_t n)
{
	static const char *const w[] = { "手中的", "手里的", "手裡的", NULL };
	return wordlist_prefix(s, n, w) != 0;
}

/* 虬髯大汉听见少年说话，冷笑道：, 为首的是个虬髯大汉，听见少年说话，…: heard
 * (buf[verb..) 听见, 听到, 听得) by one acting before in the narration, the
 * name at [pos, end) speaks in a clause of its own, not the one the
 * sentence goes on with (宝玉听见袭人说： is still hers). */
static int heard_by_opener(const struct ctx *c, size_t lo, size_t verb, size_t end, size_t hi)
{
	size_t n, p;
	int heard = 0;
	for (size_t j = c->nm; j-- > 0 && c->m[j].pos >= lo && !heard;)
		heard = c->m[j].subj && c->m[j].end <= verb;
	if (!heard || !utf8_in_set("听聽", utf8_at(c->buf, verb, hi, &n)))
		return 0;
	for (p = end; p < hi; p += n)
		if (utf8_in_set("，,；;", utf8_at(c->buf, p, hi, &n)))
			break;
	return p + n < hi;
}

/* The bytes of the word before a name at [pos, end) in buf[lo..hi) that
 * presents it as the one acting: 只见, 只听, or a hearing before one who
 * speaks (就听一个声音说：, not 又听他妻子这番话); else 0. */
static size_t presented(const char *buf, size_t lo, size_t pos, size_t end, size_t hi)
{
	size_t shown = speechverb_presentative_before(buf + lo, pos - lo);
	size_t clause_end = speaker_clause_end(buf, end, hi);
	if (!shown && speaker_last_verb(buf, end, clause_end, 8) != (size_t)-1)
		shown = speechverb_hearing_before(buf + lo, pos - lo);
	return shown;
}

/* Whether a noun of two characters (丈夫, 师兄) comes right before pos in
 * buf[lo..) and the word of one turned to (对, 向, 跟, 和, 朝) before it. */
static int titled_object(const char *buf, size_t lo, size_t pos)
{
	size_t b1, b2, s;
	struct lexicon_word w;
	if (pos <= lo || !utf8_is_han(utf8_before(buf, lo, pos, &b1)) || b1 <= lo ||
	    !utf8_is_han(utf8_before(buf, lo, b1, &b2)) || b2 <= lo ||
	    !utf8_in_set("对對向跟和朝", utf8_before(buf, lo, b2, &s)))
		return 0;
	return lexicon_find(NULL, buf + b2, pos - b2, &w, 0) && w.freq && w.pos == LEXICON_NOUN;
}

/* 邻桌坐着一个…, 门口站着一个…: whether someone is found at p sitting or
 * standing there (the one the sentence goes on with). */
static int found_posed(const char *buf, size_t lo, size_t p)
{
	size_t s;
	int32_t b1 = utf8_before(buf, lo, p, &s);
	return (b1 == 0x7740 || b1 == 0x8457 /* 着著 */) &&
	       utf8_in_set("坐站躺蹲立跪倚", utf8_before(buf, lo, s, &s));
}

/* Whether a name at [pos, end) of a clause starting at lo is its actor. */
static int is_subject(const struct ctx *c, size_t lo, size_t pos, size_t end, size_t hi)
{
	const char *buf = c->buf;
	size_t s;
	if (identified(buf, lo, pos))
		return 0;
	if (speechverb_voice_of(buf + end, hi - end))
		return 1; /* X的声音传来 */
	/* X的脸色沉了下来 — but 看着X的脸: the face of whom one looks at */
	int32_t at = utf8_before(buf, lo, pos, &s);
	if (speechverb_face_of(buf + end, hi - end) && (at < 0 || speaker_is_punct_or_space(at)))
		return 1;
	if (hi - end >= 6 && !memcmp(buf + end, "的人", 6))
		return 1; /* 花白胡子的人说: the one with the white beard */
	/* X手中的毛笔掉在了地上。“…”他的声音都在发抖: heading its sentence,
	 * the one holding it is what the sentence is about */
	if (holds(buf + end, hi - end) && (at < 0 || speaker_is_punct_or_space(at)))
		return 1;
	if (speechverb_not_subject_after(buf + end, hi - end))
		return 0;
	size_t shown = presented(buf, lo, pos, end, hi);
	if (shown)
		return !heard_by_opener(c, lo, pos - shown, end, hi);
	int32_t before = utf8_before(buf, lo, pos, &s);
	/* 吩咐袭人、麝月: a list shares its first name's role; 又叫周瑞、旺儿,
	 * its first item not a cast name: the word before that item */
	if (before == 0x3001 /* 、 */) {
		if (c->nm && c->m[c->nm - 1].end == s)
			return c->m[c->nm - 1].subj;
		size_t p = s;
		for (int k = 0; k < 4 && p > lo; k++) {
			int32_t cp = utf8_before(buf, lo, p, &p);
			if (!utf8_is_han(cp))
				break;
			if (speechverb_is_object_marker(cp))
				return 0;
		}
	}
	/* 左有云长，右有翼德: one placed beside, not one acting */
	if (before == 0x6709 /* 有 */) {
		size_t s2;
		int32_t b2 = utf8_before(buf, lo, s, &s2);
		if (speaker_is_locative(b2) || b2 == 0x5DE6 /* 左 */ || b2 == 0x53F3 /* 右 */)
			return 0;
	}
	/* 叫过周瑞家的, 拉住一个: look past the verb's complement */
	if (before == 0x8FC7 /* 过 */ || before == 0x904E /* 過 */ || before == 0x4F4F /* 住 */ ||
	    before == 0x8D77 /* 起 */ || before == 0x5230 /* 到 */ || before == 0x5B9A /* 定 */) {
		size_t s2;
		int32_t b2 = utf8_before(buf, lo, s, &s2);
		if (speechverb_is_object_marker(b2) || speechverb_is_verb(b2) ||
		    b2 == 0x63D0 /* 提 */ || b2 == 0x60F3 /* 想 */ || b2 == 0x8C08 /* 谈 */ ||
		    b2 == 0x8AC7 /* 談 */)
			return 0;
	}
	/* 扫了一眼众人, 瞪了一眼王二: the one looked at */
	size_t s3;
	if (before == 0x773C /* 眼 */ && utf8_before(buf, lo, s, &s3) == 0x4E00 /* 一 */)
		return 0;
	if (before == 0x7684 /* 的 */)
		return !described_object(buf, lo, s, 1);
	/* 上下打量赵老者：“…”: the one looked over */
	if (speechverb_gazes_at(buf + lo, pos - lo))
		return 0;
	/* 对丈夫林涛说, 向师兄赵虎行礼: a relative's word or a title between
	 * 对 (向, 跟 …) and the name makes it the one spoken to */
	if (titled_object(buf, lo, pos))
		return 0;
	/* 副将李成曰: the 将 of a title heading the clause is no 把 */
	return !speechverb_is_object_marker(before) || title_before(buf, lo, pos, hi) ||
	       found_posed(buf, lo, pos);
}

/* 一个人, 一位总兵, 一个声音 — not 一个蒲包. */
static int person_follows(const char *buf, size_t p, size_t hi, int window)
{
	static const char nouns[] = "人者汉漢兵丫鬟头頭女男妇婦老孩童声聲音士生客娘婆姑爷爺官将將厮廝子员員僧尼徒侍";
	size_t n;
	int32_t prev_cp = 0;
	size_t start = p;
	for (int k = 0; k < window && p < hi; k++, p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (cp < 0x80)
			return 0;
		/* 一个说, 一个看着她的疤，应和道 */
		if (k == 2 && p > start && (speechverb_is_verb(cp) || cp == 0x770B /* 看 */))
			return 1;
		/* 一个汉子, 一个孩子 — but 一个本子, 一张桌子 are things */
		if (cp == 0x5B50 /* 子 */ && !(k && namehead_person_before_zi(prev_cp)))
			continue;
		if (utf8_in_set(nouns, cp))
			return 1;
		prev_cp = cp;
	}
	return 0;
}

/* 闯进了一个…, 来了两个…: the people brought in act next. */
static int existential(const char *buf, size_t lo, size_t p)
{
	size_t s;
	int32_t b1 = utf8_before(buf, lo, p, &s);
	if (found_posed(buf, lo, p))
		return 1;
	if (b1 == 0x4E86 /* 了 */)
		b1 = utf8_before(buf, lo, s, &s);
	return b1 == 0x8FDB || b1 == 0x9032 || b1 == 0x6765 || b1 == 0x4F86 || b1 == 0x51FA ||
	       b1 == 0x8FC7 || b1 == 0x904E || b1 == 0x56DE; /* 进 来 出 过 回 */
}

/* Length of 的 + a word for a relative or a person (的母亲, 的人), or 0. */
static size_t kin_after(const char *s, size_t n)
{
	static const char *const w[] = {
		"的人", "的朋友", "的母亲", "的母親", "的父亲", "的父親", "的老婆", "的妻子", "的女人",
		"的男人", "的丈夫", "的儿子", "的兒子", "的女儿", "的女兒", "的媳妇", "的媳婦",
		"的娘", "的爹", "的妈", "的媽", NULL
	};
	return wordlist_prefix(s, n, w);
}

/* 女人, 老婆, 妻子 …: a wife, after 的. */
static int is_wife_word(const char *s, size_t n)
{
	static const char *const w[] = { "女人", "老婆", "妻子", "媳妇", "媳婦", NULL };
	return wordlist_is(s, n, w);
}

/* Length of a relative's word right after a pronoun (他父亲, 她二妈, 他老婆),
 * or 0; *wife when it is his wife.  Not 他妈的, an oath. */
static size_t kin_of_pronoun(const char *s, size_t n, int *wife)
{
	/* and relatives the cast's aliases never name (他舅说, 他老子) */
	static const char *const others[] = { "男人", "丈夫", "舅", "叔", "姨", "婶",
					       "嬸", "伯", "老子", NULL };
	enum speechverb_kin rel;
	size_t k, m = 0;
	*wife = 0;
	if ((k = speechverb_relative(s, n)) || (k = wordlist_prefix(s, n, others)))
		return k;
	if (n >= 6 && is_wife_word(s, 6)) /* two characters each */
		return *wife = 1, 6;
	if (n >= 3 && utf8_in_set("大二三四", utf8_at(s, 0, n, &m)) &&
	    (k = speechverb_kin_call(s + m, n - m, &rel)))
		return m + k;
	if (!(k = speechverb_kin_word(s, n, &rel)))
		return 0;
	return k == 3 && n - k >= 3 && !memcmp(s + k, "的", 3) ? 0 : k;
}

/* 对方 at pos: the last named character who is not the last one acting
 * (looking back a few dozen mentions), else M_NOBODY. */
static int other_party(const struct ctx *c, size_t pos)
{
	int actor = -1, other = -1;
	for (size_t j = c->nm, looked = 0; j-- > 0 && looked < 40; looked++) {
		const struct mention *m = &c->m[j];
		if (pos - m->pos > 3000)
			break;
		if (m->who < 0 || speaker_first_person(c, m->who))
			continue;
		if (actor < 0 && m->subj) {
			actor = m->who;
			if (other >= 0 && other != actor)
				return other;
		} else if (actor >= 0 && m->who != actor) {
			return m->who;
		} else if (other < 0) {
			other = m->who;
		}
	}
	return M_NOBODY;
}

/* 一个少女, 两位少年: someone new, not someone known. */
static int counted_before(const char *buf, size_t lo, size_t p)
{
	size_t s;
	int32_t b = utf8_before(buf, lo, p, &s);
	return b == 0x4E2A /* 个 */ || b == 0x500B /* 個 */ || b == 0x4F4D /* 位 */ ||
	       b == 0x540D /* 名 */ || b == 0x4E00 /* 一 */ || b == 0x6709 /* 有 */ ||
	       b == 0x7684 /* 的 */;
}

/* 炕上的奶奶: the one at a place, not someone's relative. */
static int placed_before(const char *buf, size_t lo, size_t p)
{
	size_t s, s2;
	return utf8_before(buf, lo, p, &s) == 0x7684 /* 的 */ &&
	       speaker_is_locative(utf8_before(buf, lo, s, &s2));
}

/* 一个花白胡子的人: the cast's name for them comes right after. */
static int name_follows(const struct ctx *c, size_t p, size_t hi)
{
	size_t k, n;
	for (int i = 0; i < 2 && p < hi; i++) {
		if (cast_match(c->cast, c->buf + p, hi - p, &k) >= 0)
			return 1;
		utf8_at(c->buf, p, hi, &n);
		p += n;
	}
	return 0;
}

/* A father as called by his wife. */
const char *const speaker_father_calls[] = {"孩子他爹", "孩子他爸", "他爹", "他爸", NULL};

static int is_that(int32_t cp)
{
	return cp == 0x90A3 /* 那 */ || cp == 0x8FD9 /* 这 */ || cp == 0x9019 /* 這 */;
}

/* Whether 这个 or 这位 opens the description that ends at the 的 at de
 * (这个要寻无常的人): one the text knows, whom it points back to, not
 * someone new. */
static int this_one_before(const char *buf, size_t lo, size_t de)
{
	size_t p = de, s, s2;
	for (int k = 0; k < 8 && p > lo; k++) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (!utf8_is_han(cp))
			return 0;
		if (utf8_in_set("个個位", cp) && s > lo &&
		    utf8_in_set("这這", utf8_before(buf, lo, s, &s2)))
			return 1;
		p = s;
	}
	return 0;
}

/* Whether 们 (們) is at buf[at..hi). */
static int plural_at(const char *buf, size_t at, size_t hi)
{
	return hi - at >= 3 && (!memcmp(buf + at, "们", 3) || !memcmp(buf + at, "們", 3));
}

/* How many cast members have a name of two or more characters that starts
 * with cp (a surname); *who: the last of them. */
static size_t surname_members(const struct ctx *c, int32_t cp, int *who)
{
	size_t count = 0;
	for (size_t i = 0; i < c->cast->n; i++) {
		const char *name = c->cast->v[i].name;
		size_t len = strlen(name), n;
		if (utf8_at(name, 0, len, &n) == cp && n < len)
			count++, *who = (int)i;
	}
	return count;
}

/* The one cast member whose name of two or more characters starts with cp
 * (a surname), or -1 — none when two share it. */
int speaker_surname_of(const struct ctx *c, int32_t cp)
{
	int who = -1;
	return surname_members(c, cp, &who) == 1 ? who : -1;
}

/* Titles one is called by after a surname (冯秘书, 钟姑娘, 李叔). */
const char *const speaker_titles[] = {
	"秘书", "秘書", "主任", "书记", "書記", "支书", "支書", "局长", "局長", "队长", "隊長",
	"厂长", "廠長", "老板", "老闆", "大师", "大師", "少侠", "少俠", "姑娘", "师兄", "師兄",
	"师弟", "師弟", "师妹", "師妹", "师姐", "師姐", "公子", "大人", "掌门", "掌門", "帮主",
	"幫主", "老师", "老師", "大哥", "大姐", "大嫂", "大婶", "大嬸", "大叔", "大爷", "大爺",
	"师傅", "師傅", "师父", "師父", "技术员", "技術員", "大夫", "会计", "會計", "掌柜",
	"掌櫃", "老汉", "老漢", "大娘", "奶奶", "先生", "小姐", "太太", "夫人", "经理", "經理",
	"医生", "醫生", "警官", "同学", "同學", "叔", "婶", "嬸", "哥", "兄", NULL
};

/* Whether s[0..k) is a title or a kinship word, not a name (师傅, 奶奶,
 * 老汉): a cast may list one as an alias. */
int speaker_title_word(const char *s, size_t k)
{
	int g;
	enum speechverb_kin rel;
	return speechverb_gender_word(s, k, &g) == k || speechverb_kin_call(s, k, &rel) == k ||
	       speechverb_kin_word(s, k, &rel) == k ||
	       wordlist_prefix(s, k, speaker_titles) == k;
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

/* The text a title at p is looked for around (TITLE_REACH): [*lo, *hi). */
static void title_window(const struct ctx *c, size_t p, size_t *lo, size_t *hi)
{
	size_t len = c->t->len;
	*lo = p > TITLE_REACH ? p - TITLE_REACH : 0;
	*hi = len - p > TITLE_REACH ? p + TITLE_REACH : len;
}

/* “师傅，…”: a title called alone is the one the text around calls by
 * a surname and that title (孙师傅), looked for a few lines either way;
 * the title is buf[p..p+k); else -1. */
int speaker_title_holder(const struct ctx *c, size_t p, size_t k)
{
	size_t lo, hi;
	title_window(c, p, &lo, &hi);
	const char *title = c->buf + p;
	int who = -1;
	for (size_t q = p; who < 0 && q-- > lo;)
		who = holder_at(c, lo, hi, q, title, k);
	for (size_t q = p + k; who < 0 && q + k <= hi; q++)
		who = holder_at(c, lo, hi, q, title, k);
	return who;
}

int speaker_titles_member(const struct ctx *c, size_t p, size_t k)
{
	size_t lo, hi, s, m;
	title_window(c, p, &lo, &hi);
	for (size_t q = lo; q + k <= hi; q++)
		if (!memcmp(c->buf + q, c->buf + p, k) &&
		    (cast_match(c->cast, c->buf + q + k, hi - q - k, &m) >= 0 ||
		     (q > lo && speaker_surname_of(c, utf8_before(c->buf, lo, q, &s)) >= 0)))
			return 1;
	return 0;
}

/* The member whose name alone ends in last, or -1. */
static int only_one_ends_in(const struct cast *c, int32_t last)
{
	int who = -1;
	for (size_t j = 0; j < c->n; j++) {
		size_t lj = strlen(c->v[j].name), m;
		if (utf8_before(c->v[j].name, 0, lj, &m) != last)
			continue;
		if (who >= 0)
			return -1;
		who = (int)j;
	}
	return who;
}

/* How many characters s has when all are Han, else 0. */
static size_t han_chars(const char *s)
{
	size_t len = strlen(s), n, chars = 0;
	for (size_t p = 0; p < len; p += n, chars++)
		if (!utf8_is_han(utf8_at(s, p, len, &n)))
			return 0;
	return chars;
}

/* How many characters a member's name has when those close to one may
 * call its bearer by the given name's last (all Han, two or three, no
 * title after the surname: 叶凡, 林婉清, not 王夫人), else 0. */
static size_t nicknamed(const char *name)
{
	size_t len = strlen(name), n, chars = han_chars(name);
	utf8_at(name, 0, len, &n);
	return (chars == 2 || chars == 3) && !speaker_title_word(name + n, len - n) ? chars : 0;
}

/* 小凡, 凡儿, 阿凡 for 叶凡, 清儿 and 清清 for 林婉清, 丽丽 for 周丽: what
 * those close to one call one by the given name's last character, when no
 * other member's name ends in it and the call is no word of the dictionary
 * (小雨 is rain, 小心 care, 平平 plain; the doubled one may be a name the
 * dictionary lists, 丽丽).  Returns 0 or ERR_NOMEM. */
static int add_nicknames(struct cast *c, size_t i, size_t chars)
{
	const char *name = c->v[i].name;
	size_t len = strlen(name), n;
	int32_t last = utf8_before(name, 0, len, &n);
	if (only_one_ends_in(c, last) != (int)i)
		return 0;
	/* NULL: the character again */
	static const char *const forms[][2] = {
		{ "", "儿" }, { NULL, "" }, { "小", "" }, { "阿", "" }
	};
	for (size_t f = 0; f < (chars == 2 ? 4 : 2); f++) {
		char call[32];
		const char *before = forms[f][0] ? forms[f][0] : name + n;
		int k = snprintf(call, sizeof(call), "%s%s%s", before, name + n, forms[f][1]);
		struct lexicon_word w;
		if (k <= 0 || (size_t)k >= sizeof(call) || cast_find(c, call, (size_t)k) >= 0 ||
		    (lexicon_find(NULL, call, (size_t)k, &w, 0) && (forms[f][0] || w.pos != LEXICON_NAME)))
			continue;
		int err = cast_add_alias(c, (int)i, call, (size_t)k);
		if (err)
			return err;
	}
	return 0;
}

/* “风儿，过来。” for 林风: where a quote calls someone out, a nickname
 * add_nicknames left out as a word of the dictionary is still the call
 * (风儿 and 小风 are a breeze too), when the word is a noun said seldom or a
 * name (not 小心, 孩儿 nor 明儿).  The member called by s[0..n), its length
 * in *len, or -1. */
int speaker_pet_call(const struct cast *c, const char *s, size_t n, size_t *len)
{
	size_t k, pre = wordlist_prefix(s, n, (const char *const[]){ "小", "阿", NULL });
	int32_t given = utf8_at(s, pre, n, &k);
	if (!utf8_is_han(given) || pre + k >= n)
		return -1;
	size_t suffix = pre ? 0 : wordlist_prefix(s + k, n - k,
							  (const char *const[]){ "儿", "兒", NULL });
	if (!pre && !suffix)
		return -1;
	*len = pre + k + suffix;
	struct lexicon_word w;
	if (lexicon_find(NULL, s, *len, &w, 0) && w.freq && w.pos != LEXICON_NAME &&
	    (w.pos != LEXICON_NOUN || w.freq >= 1000))
		return -1;
	int who = only_one_ends_in(c, given);
	if (who < 0)
		return -1;
	/* 小X and 阿X for a given name of one character, as add_nicknames */
	size_t chars = nicknamed(c->v[who].name);
	return chars && !(pre && chars != 2) ? who : -1;
}

/* 少安 for 孙少安: a cast member of a three-character name answers to the
 * two after the surname, when no one else could and they are no title or
 * kinship word (王夫人 gives no 夫人, 刘姥姥 no 姥姥); and to the
 * nicknames of add_nicknames.  Returns 0 or ERR_NOMEM. */
int speaker_implied_aliases(struct cast *c)
{
	for (size_t i = 0; i < c->n; i++) {
		const char *name = c->v[i].name;
		size_t len = strlen(name), n, chars = han_chars(name);
		utf8_at(name, 0, len, &n);
		const char *given = name + n;
		size_t glen = len - n;
		if (nicknamed(name)) {
			int err = add_nicknames(c, i, chars);
			if (err)
				return err;
		}
		if (chars != 3 || speaker_title_word(given, glen) || cast_find(c, given, glen) >= 0)
			continue;
		int shared = 0;
		for (size_t j = 0; j < c->n && !shared; j++) {
			size_t lj = strlen(c->v[j].name);
			shared = j != i && lj >= glen && !memcmp(c->v[j].name + lj - glen, given, glen);
		}
		int err = shared ? 0 : cast_add_alias(c, (int)i, given, glen);
		if (err)
			return err;
	}
	return 0;
}

/* The gender a title s[0..k) says (老汉 a man, 大娘 a woman, 书记 either):
 * castgender's table, and the few it lacks. */
static enum gender title_gender(const char *s, size_t k)
{
	static const char *const men[] = { "少侠", "少俠", "叔", "哥", "兄", "先生", NULL };
	static const char *const women[] = { "大姐", "大嫂", NULL };
	char word[32];
	if (k < sizeof(word)) {
		memcpy(word, s, k);
		word[k] = '\0';
		int title = castgender_title(word);
		if (title >= 0)
			return title ? GENDER_MALE : GENDER_FEMALE;
	}
	if (wordlist_prefix(s, k, men) == k)
		return GENDER_MALE;
	if (wordlist_prefix(s, k, women) == k)
		return GENDER_FEMALE;
	return GENDER_UNKNOWN;
}

/* How far back (bytes) a character named counts as in the scene, for a
 * surname and a title that two cast members could answer to. */
enum { SCENE_REACH = 3000 };

/* Whether who is named (by name or alias) in the mentions before pos,
 * SCENE_REACH bytes back at most. */
static int named_before(const struct ctx *c, int who, size_t pos)
{
	size_t lo = 0, hi = c->nm;
	while (lo < hi) { /* the first mention at pos or after */
		size_t mid = lo + (hi - lo) / 2;
		if (c->m[mid].pos < pos)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t j = lo; j-- > 0 && pos - c->m[j].pos <= SCENE_REACH;)
		if (c->m[j].who == who)
			return 1;
	return 0;
}

/* The one cast member a surname (cp) with a title of gender g stands for at
 * pos: the only one of that surname and a fitting gender, else the only
 * such one named just before (吴书记 for 吴斌, when of the cast's 吴 he is
 * the one in the scene); -1 when none or two fit. */
static int surname_fits(const struct ctx *c, int32_t cp, enum gender g, size_t pos)
{
	int only = -1, near = -1, n_only = 0, n_near = 0;
	for (size_t i = 0; i < c->cast->n; i++) {
		const struct cast_member *m = &c->cast->v[i];
		size_t len = strlen(m->name), n;
		if (utf8_at(m->name, 0, len, &n) != cp || n == len ||
		    (g != GENDER_UNKNOWN && m->gender != GENDER_UNKNOWN && m->gender != g))
			continue;
		only = (int)i;
		n_only++;
		if (named_before(c, (int)i, pos)) {
			near = (int)i;
			n_near++;
		}
	}
	return n_only == 1 ? only : n_near == 1 ? near : -1;
}

/* Whether a call 老X (X at sur) ends at p: what follows is no part of a
 * word (老孙说, 老孙，, 老孙的, 老张摇摇头; not 老王八, 老陈醋), nor the
 * group he heads (老石他们). */
static int call_ends(const char *buf, size_t sur, size_t p, size_t hi)
{
	static const char after[] = "说說道问問笑叹嘆喊叫的也就又在把对對还還便却卻都呢吗嗎啊呀";
	static const char *const group[] = { "他们", "他們", "她们", "她們", NULL };
	size_t n;
	int32_t cp = p < hi ? utf8_at(buf, p, hi, &n) : 0;
	if (!utf8_is_han(cp) || utf8_in_set(after, cp))
		return 1;
	if (wordlist_prefix(buf + p, hi - p, group))
		return 0;
	struct lexicon_word w;
	return !(lexicon_find(NULL, buf + sur, p + n - sur, &w, 0) && w.freq);
}

/* A call 老X or 小X at p (老孙, 小林: namehead_surname_call) that ends
 * there: its surname, *len its bytes; else -1. */
static int32_t surname_call(const char *buf, size_t p, size_t hi, size_t *len)
{
	size_t n, n2;
	utf8_at(buf, p, hi, &n);
	if (p + n >= hi)
		return -1;
	int32_t sur = utf8_at(buf, p + n, hi, &n2);
	if (!namehead_surname_call(buf + p, n + n2) || !call_ends(buf, p + n, p + n + n2, hi))
		return -1;
	*len = n + n2;
	return sur;
}

int speaker_surname_title(const struct ctx *c, size_t p, size_t hi, size_t *len)
{
	size_t n, call;
	int32_t cp = utf8_at(c->buf, p, hi, &n);
	/* 老孙, 小林: 老 or 小 and a surname, as those who know him call him */
	int32_t sur = surname_call(c->buf, p, hi, &call);
	int who = sur >= 0 ? surname_fits(c, sur, GENDER_UNKNOWN, p) : -1;
	if (who >= 0) {
		*len = call;
		return who;
	}
	size_t k = wordlist_prefix(c->buf + p + n, hi - p - n, speaker_titles);
	if (!k)
		return -1;
	who = surname_fits(c, cp, title_gender(c->buf + p + n, k), p);
	if (who >= 0)
		*len = n + k;
	return who;
}

/* Whether the one character at p (n bytes) opens its paragraph or clause
 * before a preposition that leads to a speech verb's hearer: 秀向她介绍说,
 * never inside a word (优秀向来). */
static int led(const struct ctx *c, size_t p, size_t hi, size_t n)
{
	size_t s, kk;
	if (p > 0 && utf8_is_han(utf8_before(c->buf, 0, p, &s)))
		return 0;
	return utf8_in_set("向对對跟朝", utf8_at(c->buf, p + n, hi, &kk));
}

/* Whether the one character at p (n bytes) is whom a classical verb of
 * looking or turning to takes, its clause going on or ending right after
 * it (顾生而愕, 视女曰, 谓生，): 生 of 先生, 视生活 are no one. */
static int looked_at(const struct ctx *c, size_t p, size_t hi, size_t n)
{
	size_t s, k;
	return p > 0 && utf8_in_set("顾顧视視谓謂揖", utf8_before(c->buf, 0, p, &s)) &&
	       utf8_in_set("而曰，,。", utf8_at(c->buf, p + n, hi, &k));
}

/* Whether the clause at p (cp, n bytes) is a given name of one character
 * before 曰, or before 谓 and whom it is said to (飞曰, 堅謂父曰): classical
 * narration names a man so after his full name. */
static int given_before_yue(const struct ctx *c, size_t p, size_t hi, size_t n)
{
	size_t s, k;
	if (p > 0 && utf8_is_han(utf8_before(c->buf, 0, p, &s)))
		return 0;
	int32_t next = utf8_at(c->buf, p + n, hi, &k);
	if (next == NAMEHEAD_YUE)
		return 1;
	if (next != 0x8B02 /* 謂 */ && next != 0x8C13 /* 谓 */)
		return 0;
	size_t q = p + n + k;
	for (int i = 0; i < 7 && q < hi; i++, q += k) {
		int32_t cp = utf8_at(c->buf, q, hi, &k);
		if (cp == NAMEHEAD_YUE)
			return i > 0;
		if (!utf8_is_han(cp))
			return 0;
	}
	return 0;
}

/* Whether the one character at p (n bytes) opens a sentence that goes on
 * to 曰, or to 问 and a colon, and the quote within a dozen characters,
 * the clause of the verb having no subject of its own (操往見之，問曰：,
 * 女顾室无人，问：, not 進至宮門，潘隱謂進曰：).  A quote that ended its
 * sentence ends the one before (…遠遁耳。”女黯然曰：). */
static int heads_yue_sentence(const struct ctx *c, size_t p, size_t hi, size_t n)
{
	size_t s, k, kk;
	int32_t before = p > 0 ? utf8_before(c->buf, 0, p, &s) : ' ';
	if (speaker_closes_quote(before))
		before = utf8_before(c->buf, 0, s, &k);
	if (!speaker_is_sentence_end(before) && !utf8_is_space(before))
		return 0;
	size_t q = p + n, clause = 0; /* 問曰: no subject of its own */
	for (int i = 0; i < 12 && q < hi; i++, q += k) {
		int32_t cp = utf8_at(c->buf, q, hi, &k);
		int32_t next = utf8_at(c->buf, q + k, c->t->len, &kk);
		if (cp == NAMEHEAD_YUE || (utf8_in_set("问問", cp) && utf8_in_set("：:", next)))
			return clause <= 2 && utf8_in_set("：:「“", next);
		if (speaker_is_sentence_end(cp))
			return 0;
		clause = utf8_is_han(cp) ? clause + 1 : 0;
	}
	return 0;
}

/* Whether s, a name of two or three Han characters, ends in cp. */
static int name_ends_in(const char *s, int32_t cp)
{
	size_t len = strlen(s), chars = han_chars(s), b;
	return chars >= 2 && chars <= 3 && utf8_before(s, 0, len, &b) == cp;
}

/* The one cast member whose name of two or three characters ends in cp
 * (紹 for 袁紹; its aliases too, which hold the name in the other script),
 * or -1: none when two do. */
static int given_name_member(const struct ctx *c, int32_t cp)
{
	int who = -1;
	for (size_t i = 0; i < c->cast->n; i++) {
		const struct cast_member *m = &c->cast->v[i];
		int ends = name_ends_in(m->name, cp);
		for (size_t j = 0; j < m->n_aliases && !ends; j++)
			ends = name_ends_in(m->aliases[j], cp);
		if (!ends)
			continue;
		if (who >= 0)
			return -1;
		who = (int)i;
	}
	return who;
}

/* The one cast member with the one-character alias s[0..n) (操 of 曹操),
 * or -1: none when two have it. */
static int one_character_alias(const struct ctx *c, const char *s, size_t n)
{
	int who = -1;
	for (size_t i = 0; i < c->cast->n; i++) {
		const struct cast_member *m = &c->cast->v[i];
		for (size_t j = 0; j < m->n_aliases; j++) {
			if (strlen(m->aliases[j]) != n || memcmp(m->aliases[j], s, n))
				continue;
			if (who >= 0 && who != (int)i)
				return -1;
			who = (int)i;
		}
	}
	return who;
}

/* 余 or 予 at p, the classical I, heading its clause right before a verb
 * of speech (余笑答, 予曰): not 其余, 余下, nor the surname of 余则成说. */
static int classical_i(const struct ctx *c, size_t p, size_t hi)
{
	size_t b;
	return !utf8_is_han(utf8_before(c->buf, 0, p, &b)) && namehead_classical_i(c->buf, p, hi);
}

/* The cast member named at p (n bytes is its first character), the name's
 * length in *k; else -1. */
static int named_at(const struct ctx *c, size_t p, size_t hi, size_t n, size_t *k)
{
	size_t kk;
	int who = cast_match(c->cast, c->buf + p, hi - p, k);
	/* 孙师傅拍了拍车床, 老孙说: a surname and a title of two characters
	 * or more names the cast member of that surname who fits, as in a
	 * quote (one character, 李哥, is too often part of a word) */
	if (who < 0 && (who = speaker_surname_title(c, p, hi, k)) >= 0 && *k < n + 6 &&
	    surname_call(c->buf, p, hi, &kk) < 0)
		who = -1;
	/* 家里老老小小: a doubled nickname (老老 for 高老) with another
	 * doubled pair after it is a word of four */
	size_t k1, k2, k3;
	if (who >= 0 && *k == 2 * n && !memcmp(c->buf + p, c->buf + p + n, n)) {
		int32_t a = utf8_at(c->buf, p + *k, hi, &k1);
		if (utf8_is_han(a) && p + *k + k1 < hi &&
		    utf8_at(c->buf, p + *k + k1, hi, &k2) == a &&
		    utf8_at(c->buf, p + *k + k1 + k2, hi, &k3) != a)
			who = -1;
	}
	/* a one-character name or alias (飞 for 张飞) only right before a
	 * verb or heading a sentence of 曰: 飞曰, 操往見之，問曰 yes, 飞马 no
	 * (cast_match lets an alias stand up to six characters before one,
	 * 植谓玄德曰, for the tag readers) */
	if (who >= 0 && *k == n && !speaker_first_person(c, who) &&
	    !speechverb_says(c->buf + p + *k, c->t->len - p - *k) && !led(c, p, hi, n) &&
	    !heads_yue_sentence(c, p, hi, n))
		who = -1;
	/* 我 for the narrator the cast lists by name ([陈默] aliases = 我),
	 * whose one-character alias cast_match keeps for before a verb; the
	 * classical 余 for him too */
	if (who < 0 && c->narrator >= 0 &&
	    (utf8_at(c->buf, p, hi, &kk) == 0x6211 /* 我 */ || classical_i(c, p, hi))) {
		*k = n;
		return c->narrator;
	}
	/* 俊曰 for 朱俊, whom the cast lists by his full name alone */
	if (who < 0 && given_before_yue(c, p, hi, n) &&
	    (who = given_name_member(c, utf8_at(c->buf, p, hi, &kk))) >= 0)
		*k = n;
	/* 操往見之，問曰 for 曹操 (alias 操), the mark before the verb; 顾生而愕
	 * for 王生 (alias 生) */
	if (who < 0 && (heads_yue_sentence(c, p, hi, n) || looked_at(c, p, hi, n)) &&
	    (who = one_character_alias(c, c->buf + p, n)) >= 0)
		*k = n;
	return who;
}

/* Past 那 or 这 (and 个 or 位) at p: where what they point at starts. */
static size_t past_pointing(const char *buf, size_t p, size_t hi)
{
	static const char *const pointing[] = { "那个", "那個", "这个", "這個", "那位", "这位",
						"這位", "那", "这", "這", NULL };
	return p + wordlist_prefix(buf + p, hi - p, pointing);
}

/* 那妇人, 这位老者, 那个汉子: a cast member's name or alias after 那 or 这
 * at p is that member, not someone new; its member, the bytes from p in
 * *k.  Else -1. */
static int pointed_member(const struct ctx *c, size_t p, size_t hi, size_t *k)
{
	size_t q = past_pointing(c->buf, p, hi), n, len;
	if (q == p || q >= hi)
		return -1;
	utf8_at(c->buf, q, hi, &n);
	int who = named_at(c, q, hi, n, &len);
	if (who < 0 || len == n)
		return -1;
	*k = q + len - p;
	return who;
}

/* The longest noun of the lexicon, two to four characters at q and no
 * member's name, whose clause goes on to a speech verb within six
 * characters (保镖冷笑道：, 护士小声说，): its bytes, or 0. */
static size_t speaking_noun(const struct ctx *c, size_t q, size_t hi)
{
	const char *buf = c->buf;
	size_t end = q, best = 0, n, s;
	struct lexicon_word w;
	for (int k = 1; k <= 4 && end < hi; k++) {
		if (!utf8_is_han(utf8_at(buf, end, hi, &n)))
			break;
		end += n;
		if (k >= 2 && lexicon_find(NULL, buf + q, end - q, &w, 0) && w.freq &&
		    w.pos == LEXICON_NOUN)
			best = end;
	}
	if (!best || cast_overlaps(c->cast, buf + q, best - q, CAST_STARTS_NAME))
		return 0;
	for (size_t e = best; e < hi && speaker_chars_between(buf, best, e, 7) < 7; e += n) {
		int32_t cp = utf8_at(buf, e, hi, &n);
		if (!utf8_is_han(cp))
			return speechverb_is_verb(utf8_before(buf, best, e, &s)) ? best - q : 0;
	}
	return 0;
}

/* 为首的是个独眼大汉, 开门的是一个老和尚: one described by a 的 phrase is
 * someone the text brings in, whom a 他 or 她 next goes on with (not
 * 他是个好人: a name or a pronoun before 是 says what that one is).  Its
 * bytes from p (是 to the person), or 0. */
static size_t introduced_one(const struct ctx *c, size_t lo, size_t p, size_t hi)
{
	const char *buf = c->buf;
	static const char *const is_one[] = { "是个", "是個", "是一个", "是一個", "是一位", "是位",
					      "是一名", NULL };
	size_t k = wordlist_prefix(buf + p, hi - p, is_one), s;
	if (!k || utf8_before(buf, lo, p, &s) != 0x7684 /* 的 */ || !person_follows(buf, p + k, hi, 8))
		return 0;
	size_t e = p + k, n, len;
	for (int i = 0; i < 8 && e < hi && utf8_is_han(utf8_at(buf, e, hi, &n)); i++) {
		if (cast_match(c->cast, buf + e, hi - e, &len) >= 0)
			return 0; /* 来的是个叫林凡的少年: the name says who */
		e += n;
	}
	return e - p;
}

/* The end of what is said (one of said: 声音, 回答 …) within reach
 * characters from q, past no cast member, 他, 她, 我, 你 or mark (nor 是 with
 * not_is); 0 when it is not there. */
static size_t voice_end(const struct ctx *c, size_t q, size_t hi, int reach,
			const char *const *said, int not_is)
{
	size_t n, len;
	for (int k = 0; k < reach && q < hi; k++, q += n) {
		size_t v = wordlist_prefix(c->buf + q, hi - q, said);
		if (v)
			return q + v;
		int32_t cp = utf8_at(c->buf, q, hi, &n);
		if (!utf8_is_han(cp) || utf8_in_set("他她我你", cp) || (not_is && cp == 0x662F /* 是 */) ||
		    cast_match(c->cast, c->buf + q, hi - q, &len) >= 0)
			return 0;
	}
	return 0;
}

/* 寨主铁无情的声音在山谷中回荡：“…”: a clause that opens with the voice
 * of no cast member and introduces a quote is someone unnamed; its bytes
 * from p (to the end of 声音), or 0. */
static size_t voice_opens_tag(const struct ctx *c, size_t lo, size_t p, size_t hi)
{
	static const char *const owned[] = { "的声音", "的聲音", NULL };
	size_t e = speaker_clause_end(c->buf, p, hi), n;
	if (speaker_clause_start(c->buf, lo, p) != p || e >= hi ||
	    !introduces_quote(c, e, utf8_at(c->buf, e, hi, &n)))
		return 0;
	size_t end = voice_end(c, p, e, 10, owned, 0);
	return end > p + strlen(owned[0]) ? end - p : 0; /* someone's: not 的声音 alone */
}

/* 楼上传来孟老头的声音, 传来一个苍老的声音, 那声音答道, 那个冰冷的声音说,
 * 后厨传来一声响亮的回答: a voice heard, or pointed at, of no cast member
 * is someone unnamed; its bytes from p (to the end of 声音), or 0.
 * 门外传来柳如烟的声音 is hers: the name (or 他, 她) inside is a mention of
 * its own. */
static size_t unnamed_voice(const struct ctx *c, size_t p, size_t hi)
{
	static const char *const comes[] = { "传来", "傳來", "响起", "響起", NULL };
	static const char *const pointing[] = { "那个", "那個", "这个", "這個", "那道", "这道",
						"這道", "那", "这", "這", NULL };
	static const char *const voice[] = { "声音", "聲音", NULL };
	/* what comes is an answer or a call too (not a 喊声, which is a
	 * crowd's, nor a 叫声, a dog's as often, nor a 笑声 or 脚步声) */
	static const char *const answer[] = { "声音", "聲音", "回答", "回应", "回應", "应答",
					      "應答", "答应声", "答應聲", "应声", "應聲", "嗓音",
					      "吆喝", NULL };
	const char *buf = c->buf;
	size_t q = p + wordlist_prefix(buf + p, hi - p, comes);
	int reach = 12; /* 传来一个苍老而又带着几分威严的声音 */
	const char *const *said = answer;
	if (q == p) {
		q = p + wordlist_prefix(buf + p, hi - p, pointing);
		reach = 6; /* a noun phrase: 那个冰冷的声音, not 这是收兵的声音 */
		said = voice;
	}
	size_t end = q == p ? 0 : voice_end(c, q, hi, reach, said, reach == 6);
	return end ? end - p : 0;
}

/* 门外一声喝道, 窗外一声大叫道: one cry from a place, of someone the text
 * does not show (not 叹了一声道, 屋里一声响, nor 林冲口中一声喝道, where the
 * clause names him); the bytes of 一声 at p, or 0. */
static size_t cry_from_place(const struct ctx *c, size_t lo, size_t p, size_t hi)
{
	const char *buf = c->buf;
	size_t s;
	if (hi - p < 6 || (memcmp(buf + p, "一声", 6) && memcmp(buf + p, "一聲", 6)) ||
	    !speaker_is_locative(utf8_before(buf, lo, p, &s)) ||
	    (c->nm && c->m[c->nm - 1].pos >= speaker_clause_start(buf, lo, p)))
		return 0;
	size_t end = speaker_clause_end(buf, p + 6, hi);
	return speaker_chars_between(buf, p + 6, end, 5) <= 4 &&
		       speaker_last_verb(buf, p + 6, end, 1) != (size_t)-1
		       ? 6
		       : 0;
}

/* 大汉, 壮汉, 醉汉 at p: a word of two characters ending in 汉, which the
 * dictionary may hold as no noun (大汉 a dynasty, 壮汉 a time); its bytes,
 * or 0.  For what 那 or 这 points at, where no dynasty stands. */
static size_t man_word(const char *buf, size_t p, size_t hi)
{
	size_t n1, n2;
	struct lexicon_word w;
	if (!utf8_is_han(utf8_at(buf, p, hi, &n1)) || p + n1 >= hi ||
	    !utf8_in_set("汉漢", utf8_at(buf, p + n1, hi, &n2)))
		return 0;
	return lexicon_find(NULL, buf + p, n1 + n2, &w, 0) && w.freq ? n1 + n2 : 0;
}

/* Whether 伊 at p is a name's first syllable, not the early vernacular's
 * her: a member's (伊万 of 伊万·彼得罗维奇), one of the lexicon (伊万) or a
 * Western name's (伊丽莎白). */
static int yi_heads_name(const struct ctx *c, size_t p, size_t hi)
{
	size_t n, e, k;
	struct lexicon_word w;
	utf8_at(c->buf, p, hi, &n);
	if (p + n < hi && utf8_is_han(utf8_at(c->buf, p + n, hi, &k)) &&
	    cast_overlaps(c->cast, c->buf + p, n + k, CAST_STARTS_NAME))
		return 1;
	e = p + n;
	for (int chars = 2; chars <= 4 && e < hi; chars++) {
		if (!utf8_is_han(utf8_at(c->buf, e, hi, &k)))
			break;
		e += k;
		if (lexicon_find(NULL, c->buf + p, e - p, &w, 0) && w.freq &&
		    w.pos == LEXICON_NAME)
			return 1;
	}
	return namehead_western_at(c->buf, p, hi) > n;
}

/* Someone unnamed at p (its first character cp, n bytes): people, no one
 * known, a pronoun, the other party, a word for someone known (*desc: after
 * 那/这), someone's relative (*wife: the wife of the name just before);
 * the words' length in *k.  Else -1. */
static int unnamed_at(const struct ctx *c, size_t lo, size_t p, size_t hi, int32_t cp, size_t n,
		      size_t *k, int *desc, int *wife)
{
	const char *buf = c->buf;
	if ((*k = speechverb_crowd(buf + p, hi - p)))
		return M_CROWD;
	if ((*k = speechverb_crowd_count(buf + p, hi - p)) && person_follows(buf, p, hi, 9) &&
	    !name_follows(c, p + *k, hi))
		return M_CROWD;
	/* 一个 and 有个 need a person after them (一个人, not 一个蒲包) */
	if ((*k = speechverb_nobody(buf + p, hi - p)) &&
	    (!(cp == 0x4E00 || cp == 0x6709) || person_follows(buf, p, hi, 10) ||
	     speaking_noun(c, p + *k, hi)) &&
	    !name_follows(c, p + *k, hi) &&
	    !(p - lo >= 3 && (!memcmp(buf + p - 3, "没", 3) || !memcmp(buf + p - 3, "沒", 3)))) {
		for (size_t e = p + *k; e <= p + *k + 3 && hi - e >= 3; e += 3) {
			if (plural_at(buf, e, hi)) {
				*k = e + 3 - p;
				return M_CROWD; /* 小厮们, 小丫头子们 */
			}
		}
		return M_NOBODY;
	}
	if ((*k = unnamed_voice(c, p, hi)) || (*k = voice_opens_tag(c, lo, p, hi)) ||
	    (*k = introduced_one(c, lo, p, hi)) ||
	    (*k = cry_from_place(c, lo, p, hi)))
		return M_NOBODY;
	/* 听得人回话, 有人说 */
	if (cp == 0x4EBA /* 人 */ && (speechverb_presentative_before(buf + lo, p - lo) ||
				     (p - lo >= 3 && !memcmp(buf + p - 3, "有", 3)))) {
		*k = n;
		return M_NOBODY;
	}
	if (cp == 0x4ED6 /* 他 */ || cp == 0x5979 /* 她 */ ||
	    (cp == 0x4F0A /* 伊 */ && !yi_heads_name(c, p, hi))) {
		*k = n;
		/* 他叫吴小兵: the pronoun is the one it names (a name of
		 * two characters or more: one is too often a word) */
		static const char *const called[] = { "叫", "名叫", NULL };
		size_t kc = wordlist_prefix(buf + p + n, hi - p - n, called), kn;
		int named = kc ? cast_match(c->cast, buf + p + n + kc, hi - p - n - kc, &kn) : -1;
		if (named >= 0 && kn > 3)
			return named;
		return cp == 0x4ED6 ? M_HE : M_SHE;
	}
	/* 林风看着赵虎。对方冷笑一声: the other of the last two named */
	if (hi - p >= 6 && (!memcmp(buf + p, "对方", 6) || !memcmp(buf + p, "對方", 6))) {
		*k = 6;
		int who = other_party(c, p);
		if (who != -1)
			return who;
	}
	/* 少女歪着头, 那少年笑了笑: someone known, by a word for them */
	int g;
	size_t s;
	if ((*k = speechverb_gender_noun(buf + p, hi - p, &g)) && !counted_before(buf, lo, p) &&
	    !plural_at(buf, p + *k, hi)) {
		*desc = is_that(utf8_before(buf, lo, p, &s));
		return g == 1 ? M_HE : M_SHE;
	}
	/* 他的母亲, 七斤的女人: someone else, unnamed; 酒店里的人: people */
	enum speechverb_kin r2;
	if (cp == 0x7684 /* 的 */ && (*k = kin_after(buf + p, hi - p)) &&
	    !(placed_before(buf, lo, p + 3) &&
	      speechverb_kin_word(buf + p + 3, hi - p - 3, &r2)) /* 炕上的母亲 */ &&
	    !(*k == 6 && c->nm && c->m[c->nm - 1].end == p) /* 花白胡子的人 */ &&
	    !(*k == 6 && this_one_before(buf, lo, p)) &&
	    cast_match(c->cast, buf + p + 3, hi - p - 3, &s) < 0 /* 我的母亲 */) {
		*wife = c->nm && c->m[c->nm - 1].end == p && is_wife_word(buf + p + 3, *k - 3);
		if (*k == 6 && plural_at(buf, p + *k, hi)) {
			*k += 3;
			return M_CROWD; /* 看的人们说 */
		}
		int place = speaker_is_locative(utf8_before(buf, lo, p, &s));
		return place && *k == 6 ? M_CROWD : M_NOBODY;
	}
	/* 二叔喝了一口酒, 姑姑笑道: an uncle's or an aunt's word that no member
	 * answers to (the cast's [二叔] was matched before) is someone the cast
	 * lacks; not 表妹李小雨, the member named, nor 舅舅家, 叔叔们, nor a
	 * word called out (叫了一声“婶子”) */
	if ((*k = speechverb_one_relative(buf + p, hi - p)) && !name_follows(c, p + *k, hi) &&
	    !utf8_in_set("“「『", utf8_before(buf, lo, p, &s)))
		return M_NOBODY;
	/* 一大汉, 一老者: one brought in by a role; 遇一道士 of a cast that
	 * has [道士] brings in that member */
	if (cp == 0x4E00 /* 一 */ && p + n < hi) {
		size_t at = p + n, r = castrole_at(buf, &at, hi), len;
		if (!r)
			r = man_word(buf, at = p + n, hi);
		int member = r ? cast_match(c->cast, buf + at, hi - at, &len) : -1;
		if (member >= 0 && len == r) {
			*k = at + r - p;
			return member;
		}
		if (r && !name_follows(c, at + r, hi)) {
			*k = at + r - p;
			return M_NOBODY;
		}
	}
	/* 那大汉, 那道士: a role or a description pointed at that is no
	 * member's (pointed_member took those) is someone the cast lacks; a
	 * word for a man or a woman (那年轻人) is someone known, as above */
	size_t q = is_that(cp) ? past_pointing(buf, p, hi) : p, at = q, r;
	if (q > p && !speechverb_gender_noun(buf + q, hi - q, &g)) {
		if (!(r = castrole_at(buf, &at, hi))) {
			at = q;
			r = man_word(buf, q, hi);
		}
		if (r) {
			*k = at + r - p;
			return M_NOBODY;
		}
	}
	return -1;
}

/* Whether a member's name or alias starts anywhere in buf[p..e). */
static int member_within(const struct ctx *c, size_t p, size_t e, size_t hi)
{
	size_t n, len;
	for (; p < e; p += n) {
		utf8_at(c->buf, p, hi, &n);
		if (cast_match(c->cast, c->buf + p, hi - p, &len) >= 0)
			return 1;
	}
	return 0;
}

/* Whether buf[p..p+k) starts or ends a member's name (王掌柜's 掌柜, 张飞's
 * 飞): a word that may be that member's, so no stranger. */
static int part_of_member(const struct ctx *c, size_t p, size_t k)
{
	return cast_overlaps(c->cast, c->buf + p, k, CAST_STARTS_NAME) ||
	       cast_overlaps(c->cast, c->buf + p, k, CAST_ENDS_NAME);
}

/* 哈德森太太, 华生先生 heading a clause at p: a name of two to four
 * characters that is no word and no member's part, then a title; the
 * bytes of both, or 0.  A name the cast lacks: someone no member is. */
static size_t titled_stranger(const struct ctx *c, size_t lo, size_t p, size_t hi)
{
	static const char not_in_name[] = "这那這一二两兩三几幾位个個各众眾诸諸老小的地得了着著过過"
					  "是在和与與他她我你您们們见見听聽说說道又也都就便却卻";
	const char *buf = c->buf;
	size_t q = p, n, s, t;
	struct lexicon_word w;
	if (p > lo && !speaker_is_punct_or_space(utf8_before(buf, lo, p, &s)))
		return 0;
	for (int chars = 1; chars <= 4 && q < hi; chars++) {
		int32_t cp = utf8_at(buf, q, hi, &n);
		if (!utf8_is_han(cp) || utf8_in_set(not_in_name, cp))
			return 0;
		q += n;
		if (chars < 2 || !(t = namehead_foreign_title(buf, q, hi)))
			continue;
		/* no word heads it (今见王夫人, 忽听王夫人: a verb, a name) */
		for (size_t e = p, k; e < q;) {
			utf8_at(buf, e, q, &k);
			e += k;
			if (e - p > k && lexicon_find(NULL, buf + p, e - p, &w, 0) && w.freq &&
			    w.pos != LEXICON_NAME)
				return 0;
		}
		if ((lexicon_find(NULL, buf + p, q + t - p, &w, 0) && w.freq) ||
		    member_within(c, p, q + t, hi) || part_of_member(c, p, q - p))
			return 0;
		return q + t - p;
	}
	return 0;
}

/* 守门弟子连忙低头：“…”, 守门的弟子拦住了他，“…”: a role no member
 * answers to, after what it does (two or three characters, then 的 or
 * not), heading a clause that leads into a quote: someone the cast lacks.
 * Not one turned to (替儿子, 向弟子), nor a relative.  The bytes to the
 * role's end, or 0. */
static size_t described_role(const struct ctx *c, size_t lo, size_t p, size_t hi)
{
	const char *buf = c->buf;
	size_t q = p, n, s, len;
	int g;
	static const char not_doing[] = "他她我你您这那這一的着著了过過又也都就便却卻说說道";
	enum speechverb_kin rel;
	if ((p > lo && !speaker_is_punct_or_space(utf8_before(buf, lo, p, &s))) ||
	    speechverb_is_object_marker(utf8_at(buf, p, hi, &n)))
		return 0;
	for (int chars = 1; chars <= 3 && q < hi; chars++) {
		int32_t cp = utf8_at(buf, q, hi, &n);
		if (!utf8_is_han(cp) || utf8_in_set(not_doing, cp) ||
		    cast_match(c->cast, buf + q, hi - q, &len) >= 0)
			return 0;
		q += n;
		size_t at = q;
		if (chars < 2)
			continue;
		if (utf8_at(buf, at, hi, &n) == 0x7684 /* 的 */)
			at += n;
		size_t r = castrole_at(buf, &at, hi), e;
		if (!r || speechverb_gender_noun(buf + at, hi - at, &g) ||
		    speechverb_kin_word(buf + at, hi - at, &rel) ||
		    member_within(c, at, at + r, hi) || part_of_member(c, at, r) ||
		    name_follows(c, at + r, hi))
			continue;
		e = speaker_clause_end(buf, at + r, hi);
		return e < hi && introduces_quote(c, e, utf8_at(buf, e, hi, &n)) ? at + r - p : 0;
	}
	return 0;
}

/* Whether the clause holding p in narration buf[lo..) opens with a mention
 * (found before p) that is its subject: 徐治功一看是福堂的女儿, 少平看了看
 * 哭着的母亲 — the one who opens it acts, the one described is its object. */
static int opened_by_subject(const struct ctx *c, size_t lo, size_t p)
{
	size_t cs = speaker_clause_start(c->buf, lo, p), k;
	while (cs < p && speaker_is_punct_or_space(utf8_at(c->buf, cs, p, &k)))
		cs += k;
	for (size_t j = c->nm; j-- > 0 && c->m[j].pos >= cs;)
		if (c->m[j].pos == cs)
			return c->m[j].subj;
	return 0;
}

/* 指着脚地上吃糖的猫蛋说：, 指了指旁边的兰花对…说：: whether the clause
 * of narration buf[lo..) holding p points at what is at p, shown, not
 * acting. */
static int pointed_at(const char *buf, size_t lo, size_t p)
{
	static const char *const point[] = { "指着", "指著", "指了指", "指指", NULL };
	return speaker_has_any(buf, speaker_clause_start(buf, lo, p), p, point);
}

/* Whether mention m (its first character cp) is the subject of its
 * clause in narration buf[lo..hi). */
static int mention_subject(const struct ctx *c, size_t lo, size_t hi, const struct mention *m,
			   int32_t cp)
{
	const char *buf = c->buf;
	size_t p = m->pos, s;
	int who = m->who;
	/* 看的人们说: the verb before 的 describes them, it has no object;
	 * seen people (的人) are the verb's object, a relative seen (看见他的
	 * 女人…问他说) may be the one who goes on */
	int people = m->end - p >= 6 && !memcmp(buf + p + 3, "人", 3);
	int subj = cp == 0x7684 /* 的 */ ? !speechverb_not_subject_after(buf + m->end, hi - m->end) &&
						   !described_object(buf, lo, p, people) &&
						   !opened_by_subject(c, lo, p)
					 : is_subject(c, lo, p, m->end, hi);
	int32_t before = utf8_before(buf, lo, p, &s);
	if (who == M_CROWD || who == M_NOBODY) {
		/* 召集…几个将领: counted people after a verb are its object */
		if (utf8_is_han(before) && !presented(buf, lo, p, m->end, hi) &&
		    !speechverb_before_pronoun_subject(before) && before != 0x6709 /* 有 */ &&
		    !speaker_is_locative(before) && before != 0x4E00 /* 一 */ &&
		    !existential(buf, lo, p) &&
		    (speechverb_crowd_count(buf + p, hi - p) || speechverb_nobody(buf + p, hi - p)))
			subj = 0;
	}
	if (who >= 0 && subj && pointed_at(buf, lo, p))
		subj = 0;
	/* 见一大汉，推着一辆车子，…便唤酒保, 遇一道士，顾生而愕: one seen
	 * coming in or met, a clause of its own, is the one the sentence goes
	 * on with */
	if ((m->stranger || (who >= 0 && cp == 0x4E00 /* 一 */)) &&
	    utf8_in_set("见見遇逢", before) && m->end < hi &&
	    utf8_in_set("，,", utf8_at(buf, m->end, hi, &s)))
		subj = 1;
	if (who == M_HE || who == M_SHE || (who >= 0 && speaker_first_person(c, who))) {
		/* 夸奖我, 怪他: a pronoun right after a verb is its object
		 * (那男孩瞥了她一眼: 那 is no verb) */
		if (utf8_is_han(before) && !is_that(before) &&
		    !speechverb_before_pronoun_subject(before) &&
		    !speechverb_presentative_before(buf + lo, p - lo))
			subj = 0;
	}
	return subj;
}

/* Whether buf[p..hi) starts with what may be a name: a cast member's
 * (小吴 of 技术员小吴), or a surname and a character that do not make a
 * word (王朴, 王老师; not 喘着). */
static int name_at(const struct ctx *c, size_t p, size_t hi)
{
	const char *buf = c->buf;
	size_t e = p, n;
	if (cast_match(c->cast, buf + p, hi - p, &n) >= 0)
		return 1;
	for (int k = 0; k < 2 && e < hi; k++) {
		utf8_at(buf, e, hi, &n);
		e += n;
	}
	return namehead_is_person(buf + p, e - p) && !namehead_is_not_name(buf + p, e - p);
}

/* A word for a person of two or three characters heading buf[p..e), no
 * name after it (长老捋了捋胡须：): its bytes, or 0. */
static size_t person_noun_at(const struct ctx *c, size_t p, size_t e)
{
	const char *buf = c->buf;
	size_t end[4] = { p }, n;
	for (int i = 1; i < 4; i++) {
		end[i] = end[i - 1];
		if (end[i] < e) {
			utf8_at(buf, end[i], e, &n);
			end[i] += n;
		}
	}
	for (int i = 3; i >= 2; i--)
		if (end[i] > end[i - 1] && namehead_person_noun(buf + p, end[i] - p) &&
		    !name_at(c, end[i], e))
			return end[i] - p;
	return 0;
}

/* The longest of the first 2 to chars characters at p (one: a given name
 * before 曰) that is a person's name, or a noun (小贩), and no cast
 * member's: its bytes, or 0. */
static size_t uncast_person(const struct ctx *c, size_t p, size_t hi, size_t chars)
{
	const char *buf = c->buf;
	size_t end[6] = { p }, n, first;
	for (size_t i = 1; i <= chars && i < 6; i++)
		utf8_at(buf, end[i - 1], hi, &n), end[i] = end[i - 1] + n;
	int32_t sur = utf8_at(buf, p, hi, &first);
	if (chars == 1) /* a title too (帝曰): a cast would have it as an alias */
		return cast_overlaps(c->cast, buf + p, first, CAST_ENDS_NAME) ||
				       speaker_surname_of(c, sur) >= 0
			       ? 0
			       : first;
	for (size_t i = chars < 6 ? chars : 5; i >= 2; i--) {
		size_t k = end[i] - p;
		/* 小雯, 阿杰: a nickname; its 小 or 阿 is no surname a member shares */
		if (namehead_xiao(buf, p, hi) == k)
			return k;
		if (namehead_is_not_name(buf + p, k) || !namehead_is_person(buf + p, k)) {
			/* the whole head, or before a verb (胖子喘着), not
			 * before a name (总兵王朴) nor a member's (技术员小吴);
			 * not a member's title (掌柜 of 王掌柜) */
			if ((i == chars || !name_at(c, end[i], hi)) &&
			    namehead_person_noun(buf + p, k) && !part_of_member(c, p, k))
				return k;
			continue;
		}
		/* a relative of a member is someone else (七斤嫂); a surname and
		 * a title may be any member of that surname (刘乡长), and none
		 * when no member bears it (李老板) */
		if (cast_overlaps(c->cast, buf + p, k, CAST_NAME_STARTS))
			return k;
		int who;
		if (speaker_title_word(buf + p + first, k - first))
			return surname_members(c, sur, &who) ? 0 : k;
		return speaker_surname_of(c, sur) >= 0 ? 0 : k;
	}
	return 0;
}

/* Whether the mark cp at e (a colon or a comma) ends its narration right
 * before a quote: 陈伯点点头，“…”, 陈伯咳嗽了一声：“…”, whatever its verb. */
static int introduces_quote(const struct ctx *c, size_t e, int32_t cp)
{
	size_t n, len = c->t->len;
	if (!utf8_in_set("：，:,", cp))
		return 0;
	utf8_at(c->buf, e, len, &n);
	for (e += n; e < len; e += n) {
		int32_t next = utf8_at(c->buf, e, len, &n);
		if (!utf8_is_space(next))
			return utf8_in_set("“「『\"", next);
	}
	return 0;
}

/* Whether buf[p..de) describes someone by where they are or what they
 * look like (旁边, 站在门口, 那个年轻), after a word that points
 * (那个, 一位): not an action (脸上露出一丝讽刺的笑容说 is 田福堂's). */
static int describes_person(const char *buf, size_t p, size_t de)
{
	static const char *const pointing[] = { "那个", "那個", "这个", "這個", "一个", "一個",
						"那位", "这位", "這位", "一位", "那名", "一名", NULL };
	p += wordlist_prefix(buf + p, de - p, pointing);
	size_t chars = speaker_chars_between(buf, p, de, 6), b;
	if (!chars || chars > 5)
		return 0;
	int32_t last = utf8_before(buf, p, de, &b);
	struct lexicon_word w;
	return speaker_is_locative(last) || utf8_in_set("侧側", last) ||
	       (lexicon_find(NULL, buf + p, de - p, &w, 0) && w.freq && w.pos == LEXICON_ADJ);
}

/* 旁边的保镖冷笑道, 站在门口的保安说, 那个年轻的护士说: someone described,
 * then 的 and a noun that speaks, heading the clause at p: a person the
 * cast lacks.  Not one spoken to (对门口的保安说), nor one described by
 * a member or a pronoun (他的声音).  Its bytes from p, or 0. */
static size_t described_person(const struct ctx *c, size_t lo, size_t p, size_t hi)
{
	const char *buf = c->buf;
	size_t q = p, n, len;
	for (int k = 0; k < 8 && q < hi; k++, q += n) {
		int32_t cp = utf8_at(buf, q, hi, &n);
		if (cp == 0x7684 /* 的 */)
			break;
		if (!utf8_is_han(cp) || utf8_in_set("着著了过過他她我你您", cp) ||
		    cast_match(c->cast, buf + q, hi - q, &len) >= 0)
			return 0;
	}
	if (q == p || q >= hi || utf8_at(buf, q, hi, &n) != 0x7684 /* 的 */ ||
	    !describes_person(buf, p, q) || described_object(buf, lo, q, 0))
		return 0;
	/* 看的人们说, 看的人都说: people, which the 的 finds on its own */
	q += n;
	if (utf8_at(buf, q, hi, &n) == 0x4EBA /* 人 */)
		return 0;
	size_t k = speaking_noun(c, q, hi);
	return k && !plural_at(buf, q + k, hi) ? q + k - p : 0;
}

/* The title heading its clause before a name or a call at buf[p] (班花X,
 * 师兄X, 校花X, 保安老周), or after 的 (她的同事X, 坐在第一排的记者X): a
 * noun of two characters right after punctuation or 的.  Its bytes, or 0. */
static size_t title_before(const char *buf, size_t lo, size_t p, size_t hi)
{
	size_t b1, b2, s, call;
	struct lexicon_word w;
	if (p <= lo || !utf8_is_han(utf8_before(buf, lo, p, &b1)) ||
	    !utf8_is_han(utf8_before(buf, lo, b1, &b2)) ||
	    (!namehead_subject(buf, p, hi) && surname_call(buf, p, hi, &call) < 0))
		return 0;
	int32_t before = b2 > lo ? utf8_before(buf, lo, b2, &s) : ' ';
	if (!speaker_is_punct_or_space(before) && before != 0x7684 /* 的 */)
		return 0;
	return lexicon_find(NULL, buf + b2, p - b2, &w, 0) && w.freq && w.pos == LEXICON_NOUN
		       ? p - b2
		       : 0;
}

/* Whether the clause at p comes right after the sentence's first clause
 * and that one is three characters at most, as a time is (这时，, 突然，,
 * 片刻后，). */
static int clause_after_time(const char *buf, size_t lo, size_t p)
{
	size_t b, chars = 0;
	if (p <= lo || utf8_before(buf, lo, p, &b) != 0xFF0C /* ， */)
		return 0;
	for (size_t q = b; q > lo; chars++) {
		int32_t cp = utf8_before(buf, lo, q, &q);
		if (speaker_is_punct_or_space(cp))
			return (speaker_is_sentence_end(cp) || utf8_is_space(cp) || cp == 0x201D) &&
			       chars;
		if (!utf8_is_han(cp) || chars >= 3)
			return 0;
	}
	return chars && chars <= 3;
}

/* 關公曰, 雲長曰: two characters alone before 曰, no word that names no
 * one, are someone even without a common surname (classical narration
 * names its people so); no cast member's part.  Its bytes, or 0. */
static size_t yue_subject(const struct ctx *c, size_t p, size_t e, size_t chars)
{
	size_t s, k = 0, n;
	if (chars != 2 || utf8_before(c->buf, p, e, &s) != NAMEHEAD_YUE)
		return 0;
	for (int i = 0; i < 2; i++)
		utf8_at(c->buf, p + k, e, &n), k += n;
	if (p + k != s || namehead_is_not_name(c->buf + p, k) || part_of_member(c, p, k))
		return 0;
	return k;
}

/* The two characters at p when p heads its sentence in buf[lo..hi) and
 * they are no part of a member's name: the head of a tag whose speaker
 * the cast may lack (bare_name, noun_heading_tag).  Their bytes, or 0. */
static size_t sentence_head_pair(const struct ctx *c, size_t lo, size_t p, size_t hi)
{
	size_t k = 0, n, s;
	if (p > lo && !speaker_is_sentence_end(utf8_before(c->buf, lo, p, &s)))
		return 0;
	for (int i = 0; i < 2; i++) {
		if (p + k >= hi)
			return 0;
		utf8_at(c->buf, p + k, hi, &n);
		k += n;
	}
	return member_within(c, p, p + k, hi) || part_of_member(c, p, k) ? 0 : k;
}

/* 翠花笑道：, 虎妞放下碗，说： heading its sentence: two characters read as
 * a name, no word of the lexicon but a name, no part of a member's name,
 * and what follows them a verb, an adverb or a preposition (a given name
 * alone is two characters; three have a surname, which uncast_person
 * reads).  A minor character seen once, whom a found cast leaves out, is
 * someone the cast lacks, not the topic of the sentence before.  Its
 * bytes, or 0. */
static size_t bare_name(const struct ctx *c, size_t lo, size_t p, size_t hi, size_t chars)
{
	const char *buf = c->buf;
	size_t k = chars >= 2 ? sentence_head_pair(c, lo, p, hi) : 0, n;
	struct lexicon_word w;
	if (!k || (lexicon_find(NULL, buf + p, k, &w, 0) && w.freq && w.pos != LEXICON_NAME) ||
	    namehead_is_not_name(buf + p, k))
		return 0;
	if (chars == 2)
		return k;
	/* the longest word after them (放下, 在) */
	int found = 0;
	for (size_t e = p + k, len = 0; e < hi && len < 2; len++) {
		utf8_at(buf, e, hi, &n);
		e += n;
		if (lexicon_find(NULL, buf + p + k, e - p - k, &w, 0) && w.freq)
			found = w.pos == LEXICON_VERB || w.pos == LEXICON_ADVERB ||
				w.pos == LEXICON_PREP;
	}
	return found ? k : 0;
}

/* 虎子笑道：, 铁蛋说： heading its sentence: a given name the lexicon lists
 * as a common noun, two characters right before a speech verb (at most
 * two characters) and a colon, speaks; no member answering to it, it is
 * someone the cast lacks.  Not a place (心里, 嘴里, 信上) nor a title a
 * member may hold (师父).  Its bytes, or 0. */
static size_t noun_heading_tag(const struct ctx *c, size_t lo, size_t p, size_t hi)
{
	const char *buf = c->buf;
	size_t k = sentence_head_pair(c, lo, p, hi), n, s;
	struct lexicon_word w;
	if (!k || !lexicon_find(NULL, buf + p, k, &w, 0) || !w.freq || w.pos != LEXICON_NOUN ||
	    speaker_is_locative(utf8_before(buf, p, p + k, &s)) || speaker_title_word(buf + p, k))
		return 0;
	for (size_t e = p + k, len = 0; e < hi && len <= 2; len++, e += n) {
		int32_t cp = utf8_at(buf, e, hi, &n);
		if (cp == 0xFF1A || cp == ':')
			return len && speechverb_is_verb(utf8_before(buf, p, e, &s)) ? k : 0;
	}
	return 0;
}

/* Whether the name at p, after its title (title bytes), heads its
 * sentence in buf[lo..hi), a short 的 phrase before it at most (现场的法医
 * 老周已经到了), and the next sentence opens with 他 or 她, who is that one. */
static int heads_before_pronoun(const char *buf, size_t lo, size_t p, size_t title, size_t hi)
{
	size_t head = p - title, start = speaker_sentence_start(buf, lo, head), b, n, end;
	size_t chars = speaker_chars_between(buf, start, head, 6);
	if (start < head && (chars > 5 || utf8_before(buf, start, head, &b) != 0x7684 /* 的 */))
		return 0;
	size_t next = speaker_next_sentence(buf, head, hi, &end);
	int32_t cp = next < hi && next > end ? utf8_at(buf, next, hi, &n) : -1;
	return cp == 0x4ED6 /* 他 */ || cp == 0x5979 /* 她 */;
}

/* A person the cast lacks, named at p at the head of the clause of a
 * speech verb in its sentence (九斤老太…自己说, 七斤嫂呆了一刻，忽而…道),
 * heading a sentence that leads into a quote (陈伯点点头，“…”),
 * or by a one-character given name before 曰 that ends no cast member's
 * name (进曰; not 飞曰 when 张飞 is in the cast): someone the listener
 * must not hear in a cast member's voice.  Not a title or a relative,
 * which may be a cast member's (刘乡长, 老伴), nor a surname that only one
 * of the cast bears.  Its length in bytes, or 0. */
static size_t uncast_name_at(const struct ctx *c, size_t lo, size_t p, size_t hi)
{
	const char *buf = c->buf;
	size_t n, s, noun = noun_heading_tag(c, lo, p, hi);
	if (noun)
		return noun;
	size_t title = title_before(buf, lo, p, hi);
	if (p > lo && !title && !speaker_is_punct_or_space(utf8_before(buf, lo, p, &s)))
		return 0;
	/* “…”赵乾笑得前仰后合: the one acting right after a quote */
	int32_t before_lo = utf8_before(buf, 0, lo, &s);
	int after_quote = p == lo && (before_lo == 0x201D || before_lo == 0x300D);
	for (size_t e = p; e < hi; e += n) {
		int32_t cp = utf8_at(buf, e, hi, &n);
		int opens = cp == 0x201C || cp == 0x300C;
		if (!speaker_is_punct_or_space(cp) && !opens)
			continue;
		int32_t verb = e > p ? utf8_before(buf, p, e, &s) : -1;
		size_t chars = 0, start = hi, k;
		if (verb == NAMEHEAD_YUE && namehead_given_before_yue(buf, lo, e, &start, NULL))
			chars = 1;
		/* 植謂玄德曰: the one character heading the sentence of 謂 (not
		 * 聽罷，出謂眾官曰) */
		else if (verb == NAMEHEAD_YUE &&
			 (p == lo || speaker_is_sentence_end(utf8_before(buf, lo, p, &s))) &&
			 given_before_yue(c, p, hi, n) &&
			 namehead_given_before_yue(buf, lo, p + n + 3, &start, NULL) && start == p)
			chars = 1;
		else if (speechverb_is_verb(verb))
			chars = namehead_before_verb(buf, lo, e, &start);
		/* 拍卖师高声道: a word for a person heads the verb's clause, no name */
		if (!chars && (speechverb_is_verb(verb) || introduces_quote(c, e, cp) ||
			       (after_quote && e > p)) &&
		    ((k = namehead_subject(buf, p, e)) || (k = person_noun_at(c, p, e))))
			start = p, chars = speaker_chars_between(buf, p, p + k, 6);
		/* 老张说, 老张摇摇头：“…”: a surname no member bears */
		int32_t sur;
		int bearer;
		if ((speechverb_is_verb(verb) || introduces_quote(c, e, cp)) &&
		    (sur = surname_call(buf, p, hi, &k)) >= 0 && !surname_members(c, sur, &bearer))
			return k;
		if (start == p && chars) {
			if ((k = uncast_person(c, p, hi, chars)) ||
			    (k = yue_subject(c, p, e, chars)))
				return k;
			return speechverb_is_verb(verb) ? bare_name(c, lo, p, hi, chars) : 0;
		}
		/* “过来。”师父朝他招了招手。: a title no member holds, acting
		 * right after a quote, is someone the cast lacks */
		if (after_quote && e > p &&
		    (k = wordlist_prefix(buf + p, e - p, speaker_titles)) >= 6 &&
		    !name_at(c, p + k, e) && speaker_title_holder(c, p, k) < 0)
			return k;
		/* a name after a time (这时，X…) or a title (班花X…) heads the
		 * sentence: the 她 of its later clauses is that one; after a
		 * title, a colon before the quote ends its tag as a speech verb
		 * does (她的同事X在下面评论：) */
		int titled = title && (start == p - title || !speechverb_is_verb(verb) ||
				       utf8_before(buf, lo, p - title, &s) == 0x7684 /* 的 */);
		if ((speechverb_is_verb(verb) || (title && introduces_quote(c, e, cp))) &&
		    (k = namehead_subject(buf, p, e)) &&
		    (titled || (!chars && clause_after_time(buf, lo, p - title))))
			return uncast_person(c, p, hi, speaker_chars_between(buf, p, p + k, 6));
		/* before a name the sentence opened with (叶凡回头看去，身后的老人叹道) */
		if ((!chars || start != p) && speechverb_is_verb(verb) &&
		    (k = described_person(c, lo, p, hi)))
			return k;
		if (speaker_is_sentence_end(cp) || opens)
			break;
	}
	/* 现场的法医老周已经到了。他蹲在地上…说：: the 他 is the one just
	 * presented, not a member named further back; a name by its form
	 * that is a word (江山如画; 高手来了, a noun, which namehead_is_not_name
	 * lets by) or a place (林子外面传来…。她) is no one */
	if (!heads_before_pronoun(buf, lo, p, title, hi))
		return 0;
	size_t k = namehead_subject(buf, p, hi), call;
	struct lexicon_word w;
	if (surname_call(buf, p, hi, &call) >= 0)
		k = call;
	else if (k && ((lexicon_find(NULL, buf + p, k, &w, 0) && w.freq && w.pos != LEXICON_NAME) ||
		       speaker_is_locative(utf8_at(buf, p + k, hi, &n))))
		k = 0;
	return k ? uncast_person(c, p, hi, speaker_chars_between(buf, p, p + k, 6)) : 0;
}

/* 我 when the cast has no first-person member (a cast tingshu found, the
 * narrator's few quotes not counted): someone the cast lacks, so that
 * 我应声说 is no one's tag but the narrator's; 我们 many.  Else -1. */
static int uncast_narrator_at(const struct ctx *c, size_t p, size_t hi, int32_t cp, size_t n,
			      size_t *k)
{
	if (cp != 0x6211 /* 我 */ || c->narrator >= 0)
		return -1;
	*k = n;
	if (plural_at(c->buf, p + n, hi)) {
		*k += 3;
		return M_CROWD;
	}
	return M_NOBODY;
}

/* Whether the name at pos is what someone is likened to: right after 象
 * or 像 (not 像是, which names who it seems to be), or after them and a
 * short description ending in 的 (象他们村的X). */
static int compared(const char *buf, size_t lo, size_t pos)
{
	size_t p = pos, s, s2;
	for (int k = 0; k <= 6 && p > lo; k++) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (cp == 0x8C61 || cp == 0x50CF /* 象 像 */)
			return p == pos || utf8_before(buf, lo, pos, &s2) == 0x7684 /* 的 */;
		if (!utf8_is_han(cp) || utf8_in_set("是了着著地得", cp))
			return 0;
		p = s;
	}
	return 0;
}

/* Tom说：, Mary笑着问: a capitalised word of Latin letters heading its
 * clause, right before Chinese, is a name: its member's when the cast has
 * it, else someone the cast lacks (never the topic of the sentence
 * before).  Pushes its mention; its bytes in *n (at least its first). */
static int latin_name_at(struct ctx *c, size_t lo, size_t p, size_t hi, size_t *n)
{
	const char *buf = c->buf;
	size_t e = p + 1, s, k;
	if (!isupper((unsigned char)buf[p]) ||
	    (p > lo && !speaker_is_punct_or_space(utf8_before(buf, lo, p, &s))))
		return 0;
	while (e < hi && islower((unsigned char)buf[e]))
		e++;
	if (e - p < 2 || e >= hi || !utf8_is_han(utf8_at(buf, e, hi, &s)))
		return 0;
	*n = e - p;
	int who = cast_match(c->cast, buf + p, hi - p, &k);
	struct mention m = { .pos = p, .end = e, .who = who >= 0 && k == e - p ? who : M_NOBODY };
	m.subj = mention_subject(c, lo, hi, &m, (unsigned char)buf[p]);
	return push_mention(c, &m);
}

/* Names, pronouns and crowd words in narration buf[lo..hi). */
int speaker_scan_mentions(struct ctx *c, size_t lo, size_t hi)
{
	const char *buf = c->buf;
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		size_t k = 0;
		int wife = 0, desc = 0;
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (!utf8_is_han(cp)) {
			int err = latin_name_at(c, lo, p, hi, &n);
			if (err)
				return err;
			continue;
		}
		int who = named_at(c, p, hi, n, &k);
		if (who < 0 && is_that(cp))
			who = pointed_member(c, p, hi, &k);
		if (who >= 0 && compared(buf, lo, p)) {
			n = k; /* 象他们村的X: X is not in the scene */
			continue;
		}
		/* 他父亲说：, 对她二妈说, 我爸推门进来: the relative takes the
		 * pronoun's place in its clause; someone unnamed, as 他的父亲 is
		 * (or the cast's X嫂 of whoever 他 is, for his wife) */
		struct mention *last = c->nm ? &c->m[c->nm - 1] : NULL;
		if (who == -1 && last && last->end == p && !last->desc &&
		    (last->who == M_HE || last->who == M_SHE ||
		     (last->who >= 0 && speaker_first_person(c, last->who))) &&
		    (k = kin_of_pronoun(buf + p, hi - p, &wife))) {
			struct mention m = { .pos = p, .end = p + k, .who = M_NOBODY, .wife = wife,
					     .owner = wife ? c->nm - 1 : 0, .subj = last->subj,
					     .related = 1 };
			last->subj = 0;
			int err = push_mention(c, &m);
			if (err)
				return err;
			n = k;
			continue;
		}
		/* 父亲磕了磕烟锅, 母亲放下碗: a relative of the one the text
		 * follows, resolved once the whole text is scanned (not 他父亲,
		 * 姑娘, 徒弟); 妹妹福英 ties the word to that name */
		enum speechverb_kin rel = KIN_NONE;
		size_t sb0;
		if (who == -1 && (k = speechverb_kin_word(buf + p, hi - p, &rel)) &&
		    (!counted_before(buf, lo, p) || placed_before(buf, lo, p)) &&
		    !(c->nm && c->m[c->nm - 1].end == p) &&
		    !speechverb_kin_bound(utf8_before(buf, lo, p, &sb0))) {
			size_t kb;
			int named = cast_match(c->cast, buf + p + k, hi - p - k, &kb);
			if (named >= 0 && kb > 3 && !speaker_first_person(c, named)) {
				c->bound[rel] = named;
				n = k;
				continue;
			}
			who = M_KIN;
		}
		/* 我们, 宝玉们: more than the one named */
		if (who >= 0 && plural_at(buf, p + k, hi)) {
			who = M_CROWD;
			k += 3;
		}
		if (who == -1)
			who = unnamed_at(c, lo, p, hi, cp, n, &k, &desc, &wife);
		int stranger = who == M_NOBODY && utf8_in_set("一有", cp) &&
			       !utf8_in_set("声聲", utf8_at(buf, p + n, hi, &sb0));
		if (who == -1 && ((k = titled_stranger(c, lo, p, hi)) ||
				  (k = described_role(c, lo, p, hi))))
			who = M_NOBODY, stranger = 1;
		if (who == -1)
			who = uncast_narrator_at(c, p, hi, cp, n, &k);
		if (who == -1 && (k = uncast_name_at(c, lo, p, hi)))
			who = M_NOBODY;
		if (who == -1)
			continue;
		struct mention m = { .pos = p, .end = p + k, .who = who, .rel = rel, .wife = wife,
				     .desc = desc, .owner = wife ? c->nm - 1 : 0,
				     .stranger = stranger };
		m.subj = mention_subject(c, lo, hi, &m, cp);
		int err = push_mention(c, &m);
		if (err)
			return err;
		n = k;
	}
	return 0;
}
