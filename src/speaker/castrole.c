/* castrole.c - people known by a role or a description (castrole.h). */
#include "speaker/castrole.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "reading/lexicon.h"
#include "segment/sysline.h"
#include "speaker/castgender.h"
#include "speaker/namehead.h"
#include "speaker/speechverb.h"

#include <string.h>

/* What a man or a woman described is at the end (大汉, 老翁, 老婆婆). */
static const char male_ends[] = "汉漢翁叟僧父夫爷爺";
static const char female_ends[] = "婆女娘姑嫂妇婦";

static int word_of(const char *s, size_t n, int noun)
{
	struct lexicon_word w;
	return lexicon_find(NULL, s, n, &w, 0) && w.freq && (!noun || w.pos == LEXICON_NOUN);
}

/* 虬髯大汉, 红衣女子: a noun or an adjective of the dictionary, then a
 * word for a man or a woman (大汉, 女子, 老者) of two characters. */
static int described(const char *s, size_t d, size_t k)
{
	size_t b, b2;
	int32_t last = utf8_before(s, 0, k, &b);
	struct lexicon_word w;
	if (!lexicon_find(NULL, s, d, &w, 0) || !w.freq ||
	    (w.pos != LEXICON_NOUN && w.pos != LEXICON_ADJ) || !word_of(s + d, k - d, 0))
		return 0;
	return utf8_in_set(male_ends, last) || utf8_in_set(female_ends, last) ||
	       utf8_in_set("者", last) ||
	       (last == 0x5B50 /* 子 */ && namehead_person_before_zi(utf8_before(s, 0, b, &b2)));
}

/* The animals of fables and children's stories, who speak there as people
 * do: words of two characters, then of one (whole only with more, below). */
static const char *const animal_words[] = {
	"兔子", "松鼠", "狐狸", "乌鸦", "烏鴉", "山羊", "绵羊", "綿羊", "老虎", "狮子", "獅子",
	"猴子", "熊猫", "熊貓", "大象", "刺猬", "青蛙", "蛤蟆", "乌龟", "烏龜", "喜鹊", "喜鵲",
	"麻雀", "燕子", "鸭子", "鴨子", "鸽子", "鴿子", "公鸡", "公雞", "母鸡", "母雞", "老鼠",
	"蚂蚁", "螞蟻", "蜜蜂", "蝴蝶", "蜗牛", "蝸牛", "狗熊", "河马", "河馬", "袋鼠", "骆驼",
	"駱駝", "孔雀", "鹦鹉", "鸚鵡", "企鹅", "企鵝", "老鹰", "老鷹", "蝙蝠", "蜻蜓", "蟋蟀",
	"兔", "狼", "狗", "猫", "貓", "熊", "猪", "豬", "羊", "牛", "马", "馬", "鸡", "雞",
	"鸭", "鴨", "鹅", "鵝", "鼠", "虎", "狮", "獅", "鹿", "猴", "狐", "鸟", "鳥", "蛙", "龟",
	"龜", "驴", "驢", NULL
};

/* 黑衣人, 中年人, 陌生人: a noun of the dictionary of three characters that
 * ends in 人 (of two, 客人 and 老人 are anyone). */
static int one_in_ren(const char *s, size_t k)
{
	size_t b;
	return utf8_count(s, k) == 3 && utf8_before(s, 0, k, &b) == 0x4EBA /* 人 */ &&
	       word_of(s, k, 1);
}

/* The court's people known by their rank alone (皇上, 太后, 小太监:
 * namehead_ranks), whose last characters are no trade's
 * (namehead_person_noun). */
static int court_word(const char *s, size_t n)
{
	size_t b;
	if (utf8_in_set("小老", utf8_at(s, 0, n, &b)) && n - b >= 6)
		s += b, n -= b;
	for (const struct namehead_rank *r = namehead_ranks; r->word; r++)
		if (strlen(r->word) == n && !memcmp(s, r->word, n))
			return 1;
	return 0;
}

/* An animal named as a fable's character is, the whole of buf[p..e):
 * young, big or old and a colour before it, a relative's word after (小兔子,
 * 大灰狼, 老山羊, 兔妈妈, 狐狸).  One character needs a word more, and
 * one that is a surname a colour (小马, 老牛, 马妈妈 are people); none is
 * followed by 子 or 儿 (小狗子 is a child's name). */
static int animal(const char *buf, size_t p, size_t e, size_t hi)
{
	size_t n, q = p, k;
	enum speechverb_kin rel;
	int32_t cp = utf8_at(buf, q, e, &n);
	int more = 0, colour = 0;
	size_t a = wordlist_prefix(buf + q, e - q, animal_words);
	if (!a && utf8_in_set("小大老", cp) && (q += n, more = 1)) {
		cp = utf8_at(buf, q, e, &n);
		a = wordlist_prefix(buf + q, e - q, animal_words);
	}
	if (!a && utf8_in_set("白黑灰红紅黄黃花", cp) && (q += n, colour = 1)) {
		cp = utf8_at(buf, q, e, &n);
		a = wordlist_prefix(buf + q, e - q, animal_words);
	}
	if (!a || utf8_in_set("子儿兒", utf8_at(buf, e, hi, &k)))
		return 0;
	int one = a == n;
	q += a;
	if (q < e && speechverb_kin_word(buf + q, e - q, &rel) == e - q) {
		q = e;
		more = 1;
	}
	return q == e && (!one || (namehead_is_surname(cp) ? colour : more || colour));
}

static size_t role_at(const char *buf, size_t p, size_t hi)
{
	size_t end[5] = { p }, chars = 0, n;
	while (chars < 4 && end[chars] < hi && utf8_is_han(utf8_at(buf, end[chars], hi, &n))) {
		end[chars + 1] = end[chars] + n;
		chars++;
	}
	for (size_t i = chars; i >= 2; i--) {
		size_t k = end[i] - p;
		int role = namehead_person_noun(buf + p, k) || court_word(buf + p, k) ||
			   one_in_ren(buf + p, k);
		if (!role && i >= 3)
			role = described(buf + p, end[i - 2] - p, k);
		if (!role)
			role = animal(buf, p, end[i], hi);
		/* 孩子, 先生, 大夫: anyone so called */
		if (!role || namehead_no_ones_word(buf + p, k))
			continue;
		/* 掌柜的 */
		if (end[i] < hi && utf8_at(buf, end[i], hi, &n) == 0x7684 && word_of(buf + p, k + n, 1))
			k += n;
		return k;
	}
	return 0;
}

/* The length of the 的 phrase of a verb of two characters at buf[p..hi)
 * that says what a role does (为首的, 守门的, 赶车的); 0 when none.  Not a
 * name's (王明的父亲 is someone's father), nor a thing's (宝玉的: jade). */
static size_t doing_of(const char *buf, size_t p, size_t hi)
{
	struct lexicon_word w;
	size_t e = p, n;
	for (int chars = 0; chars < 2 && e < hi && utf8_is_han(utf8_at(buf, e, hi, &n)); chars++)
		e += n;
	if (hi - e <= strlen("的") || memcmp(buf + e, "的", strlen("的")) ||
	    !lexicon_find(NULL, buf + p, e - p, &w, 0) || !w.freq)
		return 0;
	/* the dictionary has some as nouns (守门, 领头): a verb's first */
	if (w.pos == LEXICON_NOUN) {
		utf8_at(buf, p, e, &n);
		if (!lexicon_find(NULL, buf + p, n, &w, 0) || !w.freq)
			return 0;
	}
	return w.pos == LEXICON_VERB ? e + strlen("的") - p : 0;
}

size_t castrole_at(const char *buf, size_t *at, size_t hi)
{
	size_t len = role_at(buf, *at, hi), lead;
	if (!len && (lead = doing_of(buf, *at, hi)) && (len = role_at(buf, *at + lead, hi)))
		*at += lead;
	return len;
}

int castrole_is_animal(const char *s, size_t n)
{
	return animal(s, 0, n, n);
}

size_t castrole_called(const char *buf, size_t lo, size_t hi, size_t *start)
{
	size_t n, k;
	if (!utf8_in_set("“「", utf8_at(buf, lo, hi, &n)))
		return 0;
	*start = lo + n;
	size_t end = *start;
	for (int chars = 0; chars < 3 && end < hi; chars++) {
		int32_t cp = utf8_at(buf, end, hi, &k);
		if (!utf8_is_han(cp))
			break;
		end += k;
		size_t len = end - *start;
		if (chars >= 1 && end < hi && utf8_in_set("，！？", utf8_at(buf, end, hi, &k)) &&
		    word_of(buf + *start, len, 1) &&
		    (namehead_person_noun(buf + *start, len) ||
		     namehead_kin(buf, *start, end) == len ||
		     utf8_in_set("家官", utf8_before(buf, *start, end, &k))))
			return len;
	}
	return 0;
}

enum gender castrole_gender(const char *name)
{
	size_t n = strlen(name), b;
	char word[32];
	int32_t last = utf8_before(name, 0, n, &b);
	if (last == 0x7684 /* 的: 掌柜的 is a 掌柜 */ && (n = b))
		last = utf8_before(name, 0, b, &b);
	if (n >= sizeof(word))
		return GENDER_UNKNOWN;
	memcpy(word, name, n);
	word[n] = '\0';
	int title = castgender_title(word);
	if (title >= 0)
		return title ? GENDER_MALE : GENDER_FEMALE;
	if (utf8_in_set(female_ends, last))
		return GENDER_FEMALE;
	/* 道士, 道人, 老道: a Taoist priest (道姑 is a woman) */
	size_t b2;
	return utf8_in_set(male_ends, last) || last == 0x9053 /* 道 */ ||
		       (b && utf8_before(name, 0, b, &b2) == 0x9053)
		       ? GENDER_MALE
		       : GENDER_UNKNOWN;
}

int castrole_system_says(const char *buf, size_t lo, size_t hi)
{
	static const char *const host[] = { "宿主", NULL };
	size_t n, p = lo, called = strlen(CASTROLE_SYSTEM);
	if (utf8_in_set("“「", utf8_at(buf, p, hi, &n)))
		p += n;
	if (hi - p >= called && !memcmp(buf + p, CASTROLE_SYSTEM, called))
		return 0;
	return sysline_chimes(buf, p, hi) || wordlist_within(buf + p, hi - p, host);
}

int castrole_system_told(const char *buf, size_t lo, size_t hi)
{
	static const char *const told[] = { CASTROLE_SYSTEM, "机械音", "提示音", NULL };
	return wordlist_within(buf + lo, hi - lo, told);
}
