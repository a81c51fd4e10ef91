/* castgender.c - a character's gender from the text (castgender.h).  The
 * word lists hold simplified and traditional spellings, longer words before
 * the shorter ones they start with. */
#include "speaker/castgender.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "reading/lexicon.h"
#include "reading/names.h"
#include "speaker/castgen.h"
#include "speaker/namehead.h"

#include <string.h>

/* Weights: what the name holds is near certain, a word beside it or what
 * the character calls itself is good, a pronoun is a hint. */
enum { W_NAME = 4, W_SELF = 2, W_WORD = 1 };

/* Titles, kinship and role words, a man's or a woman's, and where each
 * tells the gender of a name: ending it (胡屠户, 刘姥姥), after it or after
 * its given name (袭人姐姐, 秀姑娘), before it (女儿周秀, 管家赵四); or
 * what one calls oneself (老汉, 晚生, 奴家).  "宝玉母亲" is his mother, not
 * him: a relation is never after a name. */
enum { END = 1, AFTER = 2, BEFORE = 4, SELF = 8, TITLE = END | AFTER };
static const struct gender_word {
	const char *w;
	char male;
	char where;
} words[] = {
	{ "老板娘", 0, TITLE | BEFORE }, { "老闆娘", 0, TITLE | BEFORE },
	{ "老汉", 1, TITLE | BEFORE | SELF }, { "老漢", 1, TITLE | BEFORE | SELF },
	{ "老夫", 1, SELF }, { "晚生", 1, SELF }, { "小生", 1, SELF }, { "贫僧", 1, SELF },
	{ "貧僧", 1, SELF }, { "洒家", 1, SELF }, { "灑家", 1, SELF }, { "老朽", 1, SELF },
	{ "老衲", 1, SELF }, { "愚兄", 1, SELF }, { "为兄", 1, SELF }, { "為兄", 1, SELF },
	{ "末将", 1, SELF }, { "末將", 1, SELF }, { "贫道", 1, SELF }, { "貧道", 1, SELF },
	{ "本公子", 1, SELF }, { "小弟", 1, SELF }, { "奴家", 0, SELF }, { "妾身", 0, SELF },
	{ "奴婢", 0, SELF }, { "老身", 0, SELF }, { "小女子", 0, SELF }, { "贫尼", 0, SELF },
	{ "貧尼", 0, SELF }, { "本姑娘", 0, SELF }, { "本宫", 0, SELF }, { "本宮", 0, SELF },
	{ "哀家", 0, SELF }, { "为娘", 0, SELF }, { "為娘", 0, SELF }, { "臣妾", 0, SELF },
	{ "朕", 1, SELF }, { "本王", 1, SELF }, { "微臣", 1, SELF },
	{ "屠户", 1, TITLE | BEFORE }, { "屠戶", 1, TITLE | BEFORE },
	{ "相公", 1, TITLE | BEFORE }, { "先生", 1, TITLE | BEFORE },
	{ "老爹", 1, TITLE }, { "员外", 1, TITLE | BEFORE }, { "員外", 1, TITLE | BEFORE },
	{ "乡绅", 1, TITLE | BEFORE }, { "鄉紳", 1, TITLE | BEFORE },
	{ "和尚", 1, TITLE | BEFORE }, { "公子", 1, TITLE | BEFORE },
	{ "少爷", 1, TITLE | BEFORE }, { "少爺", 1, TITLE | BEFORE },
	{ "老爷", 1, TITLE | BEFORE }, { "老爺", 1, TITLE | BEFORE },
	{ "大爷", 1, TITLE }, { "大爺", 1, TITLE }, { "二爷", 1, TITLE }, { "二爺", 1, TITLE },
	{ "大人", 1, TITLE }, { "将军", 1, TITLE | BEFORE }, { "將軍", 1, TITLE | BEFORE },
	{ "秀才", 1, TITLE | BEFORE }, { "举人", 1, TITLE | BEFORE }, { "舉人", 1, TITLE | BEFORE },
	{ "书生", 1, TITLE | BEFORE }, { "書生", 1, TITLE | BEFORE },
	{ "掌柜", 1, TITLE | BEFORE }, { "掌櫃", 1, TITLE | BEFORE },
	{ "师傅", 1, TITLE | BEFORE }, { "師傅", 1, TITLE | BEFORE }, /* a craftsman, 孙师傅 */
	{ "大叔", 1, TITLE | BEFORE }, { "大伯", 1, TITLE | BEFORE },
	{ "大哥", 1, TITLE | BEFORE }, { "哥哥", 1, TITLE | BEFORE },
	{ "兄弟", 1, AFTER | BEFORE }, { "贤弟", 1, AFTER }, { "賢弟", 1, AFTER },
	{ "兄长", 1, TITLE | BEFORE }, { "兄長", 1, TITLE | BEFORE },
	{ "老丈", 1, TITLE }, { "老伯", 1, TITLE }, { "道士", 1, TITLE | BEFORE },
	{ "道长", 1, TITLE | BEFORE }, { "道長", 1, TITLE | BEFORE },
	{ "法师", 1, TITLE | BEFORE }, { "法師", 1, TITLE | BEFORE },
	{ "师兄", 1, TITLE | BEFORE }, { "師兄", 1, TITLE | BEFORE },
	{ "师弟", 1, TITLE | BEFORE }, { "師弟", 1, TITLE | BEFORE },
	{ "祖师", 1, TITLE | BEFORE }, { "祖師", 1, TITLE | BEFORE },
	{ "禅师", 1, TITLE | BEFORE }, { "禪師", 1, TITLE | BEFORE },
	{ "大师", 1, TITLE | BEFORE }, { "大師", 1, TITLE | BEFORE },
	{ "长老", 1, TITLE | BEFORE }, { "長老", 1, TITLE | BEFORE },
	{ "大王", 1, TITLE }, { "魔王", 1, END }, { "行者", 1, END },
	{ "小厮", 1, BEFORE }, { "小廝", 1, BEFORE }, { "管家", 1, BEFORE },
	{ "汉子", 1, BEFORE }, { "漢子", 1, BEFORE }, { "少年", 1, BEFORE }, { "青年", 1, BEFORE },
	{ "男子", 1, BEFORE }, { "少女", 0, BEFORE }, { "女子", 0, BEFORE }, { "郎君", 1, TITLE },
	{ "男人", 1, BEFORE }, { "男孩", 1, BEFORE }, { "男孩子", 1, BEFORE },
	{ "小伙子", 1, BEFORE }, { "女人", 0, BEFORE }, { "女孩", 0, BEFORE },
	{ "女孩子", 0, BEFORE },
	{ "官人", 1, TITLE | BEFORE }, { "老头子", 1, TITLE | BEFORE }, { "老頭子", 1, TITLE | BEFORE },
	{ "胡子", 1, END }, { "鬍子", 1, END }, { "叔叔", 1, TITLE | BEFORE }, { "伯伯", 1, TITLE | BEFORE },
	{ "爷爷", 1, TITLE | BEFORE }, { "爺爺", 1, TITLE | BEFORE },
	{ "父亲", 1, BEFORE }, { "父親", 1, BEFORE }, { "儿子", 1, BEFORE }, { "兒子", 1, BEFORE },
	{ "丈夫", 1, BEFORE }, { "知县", 1, TITLE | BEFORE }, { "知縣", 1, TITLE | BEFORE },
	/* offices of the classical court, a man's (丞相曹操, 房尚书) */
	{ "丞相", 1, TITLE | BEFORE }, { "宰相", 1, TITLE | BEFORE },
	{ "尚书", 1, TITLE | BEFORE }, { "尚書", 1, TITLE | BEFORE },
	{ "侍郎", 1, TITLE | BEFORE }, { "御史", 1, TITLE | BEFORE },
	{ "学士", 1, TITLE | BEFORE }, { "學士", 1, TITLE | BEFORE },
	{ "太守", 1, TITLE | BEFORE }, { "刺史", 1, TITLE | BEFORE },
	{ "都督", 1, TITLE | BEFORE }, { "太尉", 1, TITLE | BEFORE },
	{ "司徒", 1, TITLE | BEFORE }, { "知府", 1, TITLE | BEFORE },
	{ "元帅", 1, TITLE | BEFORE }, { "元帥", 1, TITLE | BEFORE },
	{ "贡生", 1, END }, { "貢生", 1, END }, { "监生", 1, END }, { "監生", 1, END },
	{ "娘子", 0, TITLE | BEFORE }, { "太太", 0, TITLE | BEFORE },
	{ "奶奶", 0, TITLE | BEFORE }, { "丫头", 0, TITLE | BEFORE }, { "丫頭", 0, TITLE | BEFORE },
	{ "丫鬟", 0, END | BEFORE }, { "丫环", 0, END | BEFORE }, { "丫環", 0, END | BEFORE },
	{ "宫女", 0, END | BEFORE }, { "宮女", 0, END | BEFORE }, /* 小丫鬟, 小宫女 */
	{ "姑娘", 0, TITLE | BEFORE }, { "小姐", 0, TITLE | BEFORE }, { "夫人", 0, TITLE | BEFORE },
	{ "大娘", 0, TITLE | BEFORE }, { "大婶", 0, TITLE | BEFORE }, { "大嬸", 0, TITLE | BEFORE },
	{ "嬷嬷", 0, TITLE | BEFORE }, { "嬤嬤", 0, TITLE | BEFORE }, /* a nurse, 李嬷嬷 */
	{ "婶子", 0, TITLE }, { "嬸子", 0, TITLE }, { "婆婆", 0, TITLE | BEFORE },
	{ "嫂子", 0, TITLE | BEFORE }, { "嫂嫂", 0, TITLE | BEFORE },
	{ "姐姐", 0, TITLE | BEFORE }, { "妹妹", 0, TITLE | BEFORE },
	{ "师姐", 0, TITLE | BEFORE }, { "師姐", 0, TITLE | BEFORE },
	{ "师妹", 0, TITLE | BEFORE }, { "師妹", 0, TITLE | BEFORE },
	{ "姨妈", 0, TITLE | BEFORE }, { "姨媽", 0, TITLE | BEFORE },
	{ "姑妈", 0, TITLE | BEFORE }, { "姑媽", 0, TITLE | BEFORE }, { "老太", 0, TITLE },
	{ "妇人", 0, BEFORE }, { "婦人", 0, BEFORE }, { "媳妇", 0, BEFORE }, { "媳婦", 0, BEFORE },
	{ "女儿", 0, BEFORE }, { "女兒", 0, BEFORE }, { "妻子", 0, BEFORE },
	/* a friend's or a lover's word (闺蜜林小桃, 男友陈默) */
	{ "闺蜜", 0, BEFORE }, { "閨蜜", 0, BEFORE }, { "女友", 0, BEFORE },
	{ "女朋友", 0, BEFORE }, { "男友", 1, BEFORE }, { "男朋友", 1, BEFORE },
	{ "未婚妻", 0, BEFORE }, { "未婚夫", 1, BEFORE }, { "前妻", 0, BEFORE },
	{ "前夫", 1, BEFORE },
	/* a cousin (表哥阿杰, 堂妹小雨) */
	{ "表哥", 1, BEFORE }, { "堂哥", 1, BEFORE }, { "表弟", 1, BEFORE }, { "堂弟", 1, BEFORE },
	{ "表姐", 0, BEFORE }, { "堂姐", 0, BEFORE }, { "表妹", 0, BEFORE }, { "堂妹", 0, BEFORE },
	{ "表姊", 0, BEFORE }, { "堂姊", 0, BEFORE },
	{ "母亲", 0, BEFORE }, { "母親", 0, BEFORE }, { "尼姑", 0, END | BEFORE },
	/* a parent, an uncle or an aunt (爸爸李建国, 舅舅, 二舅, 伯母) */
	{ "爸爸", 1, BEFORE }, { "妈妈", 0, BEFORE }, { "媽媽", 0, BEFORE },
	{ "舅舅", 1, TITLE | BEFORE }, { "舅妈", 0, TITLE | BEFORE }, { "舅媽", 0, TITLE | BEFORE },
	{ "伯母", 0, TITLE | BEFORE }, { "姑姑", 0, TITLE | BEFORE }, { "婶婶", 0, TITLE | BEFORE },
	{ "嬸嬸", 0, TITLE | BEFORE }, { "姥姥", 0, TITLE | BEFORE }, { "姥爷", 1, TITLE | BEFORE },
	{ "姥爺", 1, TITLE | BEFORE },
	{ "师太", 0, TITLE | BEFORE }, { "師太", 0, TITLE | BEFORE },
	/* one character: after a name it is how one calls it (赵四哥); a name
	 * that ends so is often a child's or a maid's (鹦哥, 巧姐) */
	{ "哥", 1, AFTER }, { "兄", 1, AFTER }, { "叔", 1, AFTER }, { "伯", 1, AFTER },
	{ "爷", 1, TITLE }, { "爺", 1, TITLE }, { "爸", 1, TITLE }, { "舅", 1, TITLE },
	{ "翁", 1, END }, { "叟", 1, END }, { "僧", 1, END }, /* 老僧, 唐僧 */
	{ "公", 1, END }, { "嫂", 0, TITLE }, { "姐", 0, AFTER }, { "妹", 0, AFTER },
	{ "姨", 0, TITLE }, { "婶", 0, TITLE }, { "嬸", 0, TITLE }, { "婆", 0, END },
	{ "娘", 0, END }, { "妈", 0, END }, { "媽", 0, END }, { "母", 0, END },
	{ "妃", 0, END }, { "后", 0, END }, { "後", 0, END }, { "氏", 0, END }, { "家的", 0, END }, /* 周瑞家的: his wife */
};

/* Characters of a woman's given name, and of a man's: what names are made
 * of in general, not one book's people. */
static const char female_chars[] =
	"钗釵黛雯莺鶯鹃鵑钏釧菱芳芬娟娥婵嬋媛姬姣妹姐娘嫂婆妈媽母氏女妃姑姨婶嬸姥婉婷娜娴嫻"
	"嫣妍姝媚娇嬌妮娅婭婧霞艳艷丽麗莉玲琳瑶瑤倩燕萍雪凤鳳梅萱晴薇蕾莹瑩馨婕姗姍"
	"红紅秀琴晚柔诗詩颖穎洁潔怡欣悦悅珊蝶姿翠彩慧淑贞貞惠萌妙";
static const char male_chars[] =
	"爷爺公叔伯父郎雄武刚剛强強龙龍虎彪豪勇杰傑鹏鵬峰磊浩斌涛濤锋鋒栋棟彬"
	"军軍兵牛民生东東德国國建辰天野鸣鳴振舟宇轩軒昊睿泽澤俊凯凱毅坤铭銘逸霆骁驍伟偉健诚誠"
	"柱";

/* Length of the longest gendered word at s that may stand where (END,
 * AFTER, BEFORE), with *male set; 0 when none. */
/* w, of a man's or a woman's, when longer than *best and at the start of
 * s[0..n) (at its end when at_end): then *best and *male are its. */
static void longer(const char *w, int w_male, const char *s, size_t n, int at_end, size_t *best,
		   int *male)
{
	size_t k = strlen(w);
	if (k > *best && k <= n && !memcmp(at_end ? s + n - k : s, w, k)) {
		*best = k;
		*male = w_male;
	}
}

/* A court's rank (namehead_ranks) stands as a title, or before a name. */
enum { RANK_WHERE = TITLE | BEFORE };

static size_t gender_word(const char *s, size_t n, int where, int *male)
{
	size_t best = 0;
	/* every word starts with a three-byte character: most fail on it */
	for (size_t i = 0; n >= 3 && i < sizeof(words) / sizeof(*words); i++) {
		const char *w = words[i].w;
		if (w[0] == s[0] && w[1] == s[1] && w[2] == s[2] && (words[i].where & where))
			longer(w, words[i].male, s, n, 0, &best, male);
	}
	for (const struct namehead_rank *r = namehead_ranks; (where & RANK_WHERE) && r->word; r++)
		longer(r->word, r->male, s, n, 0, &best, male);
	return best;
}

/* The same ending at s[n]. */
static size_t gender_word_before(const char *s, size_t n, int where, int *male)
{
	size_t best = 0;
	for (size_t i = 0; i < sizeof(words) / sizeof(*words); i++)
		if (words[i].where & where)
			longer(words[i].w, words[i].male, s, n, 1, &best, male);
	for (const struct namehead_rank *r = namehead_ranks; (where & RANK_WHERE) && r->word; r++)
		longer(r->word, r->male, s, n, 1, &best, male);
	return best;
}

static void add(struct castgen_name *m, int male, size_t weight)
{
	*(male ? &m->male : &m->female) += weight;
}

/* The length of the title name[0..len) ends with (胡屠户, 王夫人, 周老汉)
 * or is (掌柜, 母亲), *male set; 0 when none. */
static size_t title_of(const char *name, size_t len, int *male)
{
	size_t k = gender_word_before(name, len, END, male);
	if (!k && gender_word(name, len, END | AFTER | BEFORE, male) == len)
		k = len;
	return k;
}

size_t castgender_self_word_before(const char *s, size_t n)
{
	static const char *const plain[] = { "吾", "我", "某", "俺", "小人", "在下", "小将", "小將",
					     NULL };
	int male;
	size_t k = gender_word_before(s, n, SELF, &male);
	for (const char *const *w = plain; *w; w++) {
		size_t wl = strlen(*w);
		if (wl > k && wl <= n && !memcmp(s + n - wl, *w, wl))
			k = wl;
	}
	return k;
}

int castgender_title(const char *name)
{
	int male;
	return title_of(name, strlen(name), &male) ? male : -1;
}

void castgender_name(struct castgen_name *m)
{
	size_t n, len = strlen(m->name);
	int male;
	size_t k = title_of(m->name, len, &male);
	if (k)
		add(m, male, W_NAME);
	/* 老周: a colleague called so is a man unless the text says otherwise
	 * (two 她 do) */
	if (!strncmp(m->name, "老", strlen("老")) && namehead_surname_call(m->name, len))
		add(m, 1, W_WORD);
	/* the characters before it (生 of 先生 is the title's, not a name's);
	 * a Western name's syllables are a woman's by the convention of
	 * transliteration (玛丽, 安娜), none a man's (德 of 哈德森 is a sound) */
	int foreign = namehead_foreign(m->name, len - k);
	for (size_t p = 0; p < len - k; p += n) {
		int32_t cp = utf8_at(m->name, p, len - k, &n);
		if (utf8_in_set(female_chars, cp))
			add(m, 0, W_NAME);
		else if (utf8_in_set(male_chars, cp) && !foreign)
			add(m, 1, W_NAME);
	}
}

/* 在下 is "I" unless it is a place (在下面, 在下游). */
static int is_zaixia_self(const char *s, size_t n)
{
	static const char zaixia[] = "在下";
	size_t k = sizeof(zaixia) - 1, len;
	if (n < k || memcmp(s, zaixia, k))
		return 0;
	int32_t next = k < n ? utf8_at(s, k, n, &len) : -1;
	return !utf8_in_set("面方游頭头边邊层層午去来來班首", next);
}

/* 臣 opening a clause is a minister speaking of himself to the ruler (臣以为,
 * 陛下，臣闻): a man in classical text; not 臣妾, a consort's, nor 大臣 or
 * 群臣, who are others. */
static int is_subject_chen(const char *q, size_t p, size_t n)
{
	static const char chen[] = "臣";
	size_t k = sizeof(chen) - 1, len;
	if (n - p < k || memcmp(q + p, chen, k))
		return 0;
	if (p > 0 && utf8_is_han(utf8_before(q, 0, p, &len)))
		return 0;
	return p + k >= n || utf8_at(q, p + k, n, &len) != 0x59BE; /* 妾 */
}

/* A spouse called at the quote's start (“老公，…”, “老婆！…”): the caller
 * is the other's wife or husband.  1 for a man, 0 for a woman, -1 else. */
static int calls_spouse(const char *q, size_t n)
{
	static const struct {
		const char *w;
		int caller_male;
	} spouse[] = { { "老公", 0 }, { "夫君", 0 }, { "老婆", 1 } };
	size_t p = 0, len;
	while (p < n && !utf8_is_han(utf8_at(q, p, n, &len)))
		p += len; /* the opening mark */
	for (size_t i = 0; i < sizeof(spouse) / sizeof(*spouse); i++) {
		size_t k = strlen(spouse[i].w);
		if (n - p > k && !memcmp(q + p, spouse[i].w, k) &&
		    utf8_in_set("，！？、…,!?", utf8_at(q, p + k, n, &len)))
			return spouse[i].caller_male;
	}
	return -1;
}

/* One's own spouse named humbly at s[0..n) (请我拙荆出来): 拙荆 is a
 * husband's word, 外子 a wife's.  Its length, *male the speaker's; 0 when
 * none.  Not what one calls oneself: 拙荆乃王氏 names her. */
static size_t own_spouse(const char *s, size_t n, int *male)
{
	static const struct {
		const char *w;
		int speaker_male;
	} spouse[] = { { "拙荆", 1 }, { "拙荊", 1 }, { "贱内", 1 }, { "賤內", 1 },
		       { "山妻", 1 },   { "外子", 0 }, { "拙夫", 0 } };
	for (size_t i = 0; i < sizeof(spouse) / sizeof(*spouse); i++) {
		size_t k = strlen(spouse[i].w);
		if (n >= k && !memcmp(s, spouse[i].w, k)) {
			*male = spouse[i].speaker_male;
			return k;
		}
	}
	return 0;
}

/* Whether the last character of s[0..k) and the next one, within n, are a
 * word of the lexicon more frequent than s[0..k): then s is part of that
 * word, not one of its own (老夫人, 为兄弟, 在下房里; not 晚生身上). */
static int ends_in_word(const char *s, size_t k, size_t n)
{
	size_t last, next;
	utf8_before(s, 0, k, &last);
	if (k >= n)
		return 0;
	utf8_at(s, k, n, &next);
	struct lexicon_word self, w;
	uint32_t self_freq = lexicon_find(NULL, s, k, &self, 0) ? self.freq : 0;
	return lexicon_find(NULL, s + last, k + next - last, &w, 0) && w.freq > self_freq;
}

void castgender_self(struct castgen_name *m, const char *q, size_t n)
{
	size_t len;
	int spouse = calls_spouse(q, n);
	if (spouse >= 0) {
		add(m, spouse, W_SELF);
		return;
	}
	for (size_t p = 0; p < n; p += len) {
		utf8_at(q, p, n, &len);
		int male = 1;
		size_t k = is_zaixia_self(q + p, n - p) ? strlen("在下")
			   : is_subject_chen(q, p, n)   ? strlen("臣")
							: gender_word(q + p, n - p, SELF, &male);
		if (!k)
			k = own_spouse(q + p, n - p, &male);
		if (k && !ends_in_word(q + p, k, n - p)) {
			add(m, male, W_SELF);
			return;
		}
	}
}

int castgender_yi_at(const char *buf, size_t p, size_t hi)
{
	size_t k, k2;
	struct lexicon_word w;
	if (utf8_at(buf, p, hi, &k) != 0x4F0A /* 伊 */)
		return 0;
	if (p + k >= hi)
		return 1;
	return !names_western_syllable(utf8_at(buf, p + k, hi, &k2)) &&
	       !(lexicon_find(NULL, buf + p, k + k2, &w, 0) && w.freq);
}

/* 他, 她 or 伊 (her in the early vernacular) at buf[p..hi): its code
 * point, else 0. */
static int32_t pronoun_at(const char *buf, size_t p, size_t hi)
{
	size_t k;
	int32_t cp = p < hi ? utf8_at(buf, p, hi, &k) : 0;
	return cp == 0x4ED6 || cp == 0x5979 || castgender_yi_at(buf, p, hi) ? cp : 0;
}

static void pronoun(struct castgen_name *m, const char *buf, size_t p, size_t hi)
{
	int32_t cp = pronoun_at(buf, p, hi);
	m->he += cp == 0x4ED6;
	m->she += cp == 0x5979;
	m->yi += cp == 0x4F0A;
}

int castgender_acted_on(const char *buf, size_t p, size_t hi)
{
	size_t k, k2;
	return p < hi && utf8_at(buf, p, hi, &k) == 0x4E00 /* 一 */ && p + k < hi &&
	       utf8_in_set("眼下把脚腳拳掌巴", utf8_at(buf, p + k, hi, &k2));
}

void castgender_after_quote(struct castgen_name *m, const char *buf, size_t pos, size_t hi)
{
	pronoun(m, buf, pos, hi);
}

void castgender_described_after(struct castgen_name *m, const char *buf, size_t pos, size_t hi)
{
	int male;
	size_t n;
	/* the word may follow a character that describes (胖少年, 老汉) */
	for (int chars = 0; chars < 2 && pos < hi; chars++) {
		if (!utf8_is_han(utf8_at(buf, pos, hi, &n)))
			return;
		size_t k = gender_word(buf + pos, hi - pos, BEFORE, &male);
		if (k && pos + k < hi && !utf8_in_set("们們", utf8_at(buf, pos + k, hi, &n))) {
			add(m, male, W_WORD);
			return;
		}
		utf8_at(buf, pos, hi, &n);
		pos += n;
	}
}

size_t castgender_naming_before(const char *s, size_t n)
{
	static const char *const naming[] = { "名叫", "名唤", "名喚", "叫做", NULL };
	/* 俗名却叫, 本名就叫: a name's word and an adverb before 叫 */
	static const char *const then_call[] = { "却叫", "卻叫", "就叫", "便叫", "也叫", NULL };
	size_t k = wordlist_suffix(s, n, naming);
	if (k)
		return k;
	k = wordlist_suffix(s, n, then_call);
	return k && n >= k + 3 && !memcmp(s + n - k - 3, "名", 3) ? k + 3 : 0;
}

static int ends_sentence(int32_t cp)
{
	return cp == 0x3002 || cp == 0xFF0E || cp == 0xFF01 || cp == 0xFF1F || cp == '\n';
}

/* 一个眉目清秀的少年，法名了尘，俗名却叫萧寒: the word for a man or a
 * woman that ends one of the two clauses before the clause ending at end,
 * in its sentence within buf[lo..); its length with *male set, or 0. */
static size_t described_clauses_before(const char *buf, size_t lo, size_t end, int *male)
{
	size_t p = end, s;
	for (int clauses = 0; p > lo;) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (ends_sentence(cp) || cp == 0x201D || cp == 0x300D)
			return 0;
		if (cp == 0xFF0C) {
			size_t word = gender_word_before(buf + lo, s - lo, BEFORE, male);
			if (word || ++clauses == 2)
				return word;
		}
		p = s;
	}
	return 0;
}

/* 陈默是个不爱说话的男人。, 顾言是一个爱笑的女孩，: the word for a man or a
 * woman that ends the clause saying what the one named at end is; 0 when
 * none, else its length with *male set. */
static size_t said_to_be(const char *buf, size_t end, size_t hi, int *male)
{
	static const char *const is[] = { "是个", "是個", "是一个", "是一個", "是位", "是一位", NULL };
	size_t p = end, n;
	for (const char *const *w = is; p == end && *w; w++)
		if (hi - end > strlen(*w) && !memcmp(buf + end, *w, strlen(*w)))
			p += strlen(*w);
	for (int chars = 0; p > end && chars < 16 && p < hi; chars++, p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (!utf8_is_han(cp))
			return cp == 0xFF0C || ends_sentence(cp) ?
				       gender_word_before(buf + end, p - end, BEFORE, male) :
				       0;
	}
	return 0;
}

int castgender_word_before(struct castgen_name *m, const char *buf, size_t lo, size_t start)
{
	int male;
	/* ...or before the words that give its name (白衣青年名叫林逸风) */
	size_t named = castgender_naming_before(buf + lo, start - lo);
	size_t word = gender_word_before(buf + lo, start - lo - named, BEFORE, &male), s;
	if (named && (word || described_clauses_before(buf, lo, start - named, &male))) {
		add(m, male, W_WORD);
		return 1;
	}
	if (!word)
		return 0;
	/* opening its clause, the word says what one is (儿子周明站在…);
	 * inside one it may be someone else in a list (连太太宝玉都…) */
	int32_t before = start - word > lo ? utf8_before(buf, lo, start - word, &s) : '\n';
	add(m, male, utf8_is_han(before) ? W_WORD : W_SELF);
	return 1;
}

/* Whether the clause buf[lo..end) tells when (陈默到的时候，她…, 他进门时，
 * 她…): the pronoun after it is someone else's, whom it found there. */
static int when_clause(const char *buf, size_t lo, size_t end)
{
	static const char *const when[] = { "时候", "時候", "之时", "之時", NULL };
	size_t s;
	if (wordlist_suffix(buf + lo, end - lo, when))
		return 1;
	int32_t last = utf8_before(buf, lo, end, &s);
	return (last == 0x65F6 || last == 0x6642) && s > lo; /* 时 時, not 同时 or 这时 alone */
}

/* Whether the sentence buf[lo..end) ends on another person's name, a
 * surname and one or two characters that are no word (陈默回过头，是隔壁公司
 * 的林晓。她…): the pronoun after it takes up the nearer one. */
static int ends_on_person(const char *buf, size_t lo, size_t end)
{
	size_t at = end, s;
	for (int chars = 1; chars <= 3 && at > lo; chars++) {
		if (!utf8_is_han(utf8_before(buf, lo, at, &s)))
			return 0;
		at = s;
		if (chars >= 2 && namehead_is_person(buf + at, end - at) &&
		    !namehead_is_not_name(buf + at, end - at))
			return 1;
	}
	return 0;
}

/* A name presented at the end of its sentence (陈默回过头，是隔壁公司的林晓。
 * 她…: 是 before it in its clause): the pronoun opening the next sentence
 * takes her up (ends_on_person: not the one heading the sentence).
 * Whether the name was so presented. */
static int presented(struct castgen_name *m, const char *buf, size_t lo, size_t start,
		     size_t end, size_t hi)
{
	size_t n, k;
	if (end >= hi || !ends_sentence(utf8_at(buf, end, hi, &n)))
		return 0;
	for (size_t p = namehead_clause_start(buf, lo, start); p < start; p += k)
		if (utf8_at(buf, p, start, &k) == 0x662F /* 是 */) {
			pronoun(m, buf, end + n, hi);
			return 1;
		}
	return 0;
}

void castgender_context(struct castgen_name *m, const char *buf, size_t lo, size_t start,
			size_t end, size_t hi)
{
	int male;
	size_t n, s;
	/* a title after it (袭人姐姐), or what it is said to be, or a word
	 * before it (女儿周秀, 管家赵四) */
	if (gender_word(buf + end, hi - end, AFTER, &male) || said_to_be(buf, end, hi, &male)) {
		add(m, male, W_WORD);
		return;
	}
	if (castgender_word_before(m, buf, lo, start))
		return;
	/* the pronoun that takes up its clause (宝玉听了，他…) or, when it heads
	 * the sentence, the next one (周秀应了一声…。她…), past its other
	 * clauses (陈静的手一抖，咖啡洒了。她…) */
	int32_t before = start > lo ? utf8_before(buf, lo, start, &s) : '\n';
	int heads = ends_sentence(before) || before == 0x201D || utf8_is_space(before);
	if (!heads && presented(m, buf, lo, start, end, hi))
		return;
	for (size_t p = end; p < hi; p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (cp == 0x201C || cp == 0x300C || cp == '\n' ||
		    (pronoun_at(buf, p, hi) && castgender_acted_on(buf, p + n, hi)))
			return;
		if ((cp == 0xFF0C && when_clause(buf, end, p)) ||
		    (ends_sentence(cp) && ends_on_person(buf, end, p)))
			return;
		if (cp == 0xFF0C || (heads && ends_sentence(cp))) {
			if (!heads || cp != 0xFF0C || pronoun_at(buf, p + n, hi)) {
				pronoun(m, buf, p + n, hi);
				return;
			}
		}
		if (ends_sentence(cp))
			return;
	}
}

/* Whether x[0..n) ends name, and is not all of it: the given name one
 * calls it by before a title (秀 of 周秀, 子安 of 王子安). */
static int calls(const char *name, const char *x, size_t n)
{
	size_t len = strlen(name);
	return len > n && !memcmp(name + len - n, x, n);
}

/* The one name, of those quoted or opening sentences twice, that the
 * surname x[0..n) starts: its index, or -1 (none, or two: 钱兄 of both
 * 钱满仓 and 钱宝山).  A name's own head, counted beside it (柳如 of
 * 柳如烟), is no second name. */
static int surnamed(const struct castgen *g, const char *x, size_t n)
{
	int who = -1;
	for (size_t i = 0; i < g->n; i++) {
		const struct castgen_name *m = &g->v[i];
		if ((m->count < 2 && m->subject < 2) || strlen(m->name) <= n ||
		    memcmp(m->name, x, n))
			continue;
		if (who >= 0) {
			const char *a = g->v[who].name, *b = m->name;
			size_t la = strlen(a), lb = strlen(b);
			if (memcmp(a, b, la < lb ? la : lb))
				return -1;
			if (lb < la)
				continue;
		}
		who = (int)i;
	}
	return who;
}

/* A quote opening by calling 老 and a surname (“老林，你可算醒了。”:
 * namehead_surname_call): a colleague's or a friend's call, a man's as
 * castgender_name reads 老周, for the one name of the cast that surname
 * starts.  Its length, or 0. */
static size_t old_and_surname_called(struct castgen *g, const char *buf, size_t lo, size_t pos,
				     size_t hi)
{
	size_t b, k1, k2, m;
	if (pos <= lo || !utf8_in_set("“「", utf8_before(buf, lo, pos, &b)) ||
	    utf8_at(buf, pos, hi, &k1) != 0x8001 /* 老 */ || pos + k1 >= hi)
		return 0;
	utf8_at(buf, pos + k1, hi, &k2);
	if (!namehead_surname_call(buf + pos, k1 + k2) || pos + k1 + k2 >= hi ||
	    !utf8_in_set("，！？", utf8_at(buf, pos + k1 + k2, hi, &m)))
		return 0;
	int who = surnamed(g, buf + pos + k1, k2);
	if (who >= 0)
		add(&g->v[who], 1, W_WORD);
	return k1 + k2;
}

size_t castgender_address(struct castgen *g, const char *buf, size_t lo, size_t pos, size_t hi)
{
	int male;
	size_t k = gender_word(buf + pos, hi - pos, AFTER, &male);
	if (!k)
		return old_and_surname_called(g, buf, lo, pos, hi);
	/* the given name before it, one or two characters: the one name of the
	 * cast it ends, which is not the whole name (that is the context's) */
	size_t b1, b2;
	int32_t c1 = pos > lo ? utf8_before(buf, lo, pos, &b1) : -1;
	int32_t c2 = c1 > 0 && b1 > lo ? utf8_before(buf, lo, b1, &b2) : -1;
	int32_t c3 = c2 > 0 && b2 > lo ? utf8_before(buf, lo, b2, &b1) : -1;
	if (!utf8_is_han(c1))
		return k;
	/* a call starts a phrase (“秀姑娘，…): the given name has no
	 * character before it, else it is a word's end (父母兄弟) */
	for (int two = 1; two >= 0; two--) {
		size_t from = pos;
		utf8_before(buf, lo, pos, &from);
		if (two)
			utf8_before(buf, lo, from, &from);
		if ((two && !utf8_is_han(c2)) || utf8_is_han(two ? c3 : c2))
			continue;
		size_t given = pos - from;
		int who = -1, many = 0;
		for (size_t i = 0; i < g->n && !many; i++) {
			if (g->v[i].count >= 2 && calls(g->v[i].name, buf + from, given)) {
				many = who >= 0;
				who = (int)i;
			}
		}
		if (who >= 0 && !many) {
			add(&g->v[who], male, W_WORD);
			return k;
		}
	}
	/* or a surname (“孟兄，…, “孟大哥): the one name of the cast it starts */
	if (namehead_is_surname(c1) && !utf8_is_han(c2)) {
		size_t from = pos;
		utf8_before(buf, lo, pos, &from);
		int who = surnamed(g, buf + from, pos - from);
		if (who >= 0)
			add(&g->v[who], male, W_WORD);
	}
	return k;
}
