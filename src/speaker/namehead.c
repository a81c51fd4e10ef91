/* namehead.c - the name heading a speech verb's clause (namehead.h). */
#include "speaker/namehead.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "castwords.h"
#include "reading/lexicon.h"
#include "reading/names.h"
#include "speaker/speechverb.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Characters that end a name when reading forward from the clause head:
 * adverbs, verbs and particles that come between a subject and 道. */
static const char stop_chars[] =
	"笑忙便又也因冷低连連急听聽见見道说說曰问問叹嘆乃遂方才却卻正亦都先只向对對和与與跟在"
	"把将將自一含陪沉拍点點摇搖回答叫喊哭骂罵喝嚷接插微暗悄轻輕大小高厉厲气氣恨怒"
	"看望瞧想了着著是不没沒还還就再仍都俱齐齊早已曾且尚用给給往朝从從被";

/* Characters that start no name: 这个, 那位, 一个, 几个, 众…, 有…, 今见…,
 * 话未(说完), 谓操(曰), 里贾母 (a clause cut wrong). */
static const char no_name_heads[] = "这這那一几幾众眾有没沒不两兩每各某诸諸此其他她我你您咱今"
				    "里裡的个個些人忽刚剛倒话話谓謂";

/* Words that are never a character's name. */
static const char *const not_names[] = {
	"众人", "眾人", "大众", "大眾", "大家", "他们", "他們", "她们", "她們", "我们", "我們", "你们", "你們",
	"自己", "二人", "两人", "兩人", "三人", "丫鬟", "丫头", "丫頭", "婆子", "小厮", "小廝",
	"那人", "这人", "這人", "有人", "别人", "別人", "旁人", "老人", "孩子", "女人", "男人",
	"那里", "这里", "這裡", "如今", "今日", "说着", "說著", "一面", "因此", "于是", "於是",
	"后来", "後來", "此时", "此時", "当下", "當下", "只得", "不想", "不觉", "不覺", "心中",
	"心里", "心裡", "口中", "嘴里", "嘴裡", "听了", "聽了", "见了", "見了", "众丫鬟", "媳妇",
	"余者", "餘者",
	"媳婦", "大夫", "先生", "姑娘", "奶奶", "太太", "老爷", "老爺", "妈妈", "媽媽", "外面",
	"里面", "裡面", "上面", "下面", "这时", "這時", "那时", "那時", "然后", "然後", "随后",
	"隨後", "接着", "接著", "便是", "正是", "原来", "原來", "果然", "忽然", "突然", "口内",
	"口內", "笑着", "笑著", "回头", "回頭", "起身", "话说", "話說", "递与", "遞與", NULL
};

int namehead_no_ones_word(const char *s, size_t n)
{
	return wordlist_is(s, n, not_names);
}

static int compare_word(const void *key, const void *entry)
{
	return strncmp(key, entry, CASTWORDS_WIDTH);
}

/* A word of the dictionary that is no one's name (吩咐, 半晌: castwords.h). */
static int is_word(const char *s, size_t n)
{
	char key[CASTWORDS_WIDTH] = { 0 };
	if (n >= sizeof(key))
		return 0;
	memcpy(key, s, n);
	return bsearch(key, castwords, castwords_n, CASTWORDS_WIDTH, compare_word) != NULL;
}

/* A name does not end as a verb's complement does (拉着, 唬得, 走上来, 跪下),
 * as a plural (丫头们, 贾珍等), a place (傍边一人), a subject before 也
 * (头也不抬地说) or a description (看门的; but 周瑞家的 is one). */
static int ends_as_no_name(const char *s, size_t n)
{
	size_t b, b2;
	int32_t last = utf8_before(s, 0, n, &b);
	int32_t before = b ? utf8_before(s, 0, b, &b2) : -1;
	return utf8_in_set("着著了得来來下们們等边邊也", last) ||
	       (utf8_in_set("的", last) && !utf8_in_set("家", before));
}

/* 高声, 齐声: a word of the dictionary of one character and 声 is how one
 * speaks (拍卖师高声道), not a name after a title. */
static int is_voice_manner(const char *s, size_t n)
{
	size_t k, k2;
	struct lexicon_word w;
	char word[8];
	utf8_at(s, 0, n, &k);
	if (k + 3 != n || k > 4 || !utf8_in_set("声聲", utf8_at(s, k, n, &k2)))
		return 0;
	memcpy(word, s, k);
	memcpy(word + k, "声", 3);
	return lexicon_find(NULL, word, k + 3, &w, 0) && w.freq;
}

/* 三人, 五个, 十几位: a count of people.  A numeral that heads a name
 * (七斤, 八戒, 四铭, 九斤老太) is followed by anything else. */
static int counts_people(const char *s, size_t n)
{
	size_t at = 0, k;
	while (at < n && utf8_in_set("三四五六七八九十百几幾", utf8_at(s, at, n, &k)))
		at += k;
	return at > 0 && (at == n || utf8_in_set("个個位人名员員群家口些对對", utf8_at(s, at, n, &k)));
}

/* 七斤, 九斤: a weight or an age, which the dictionary has as a word, is
 * a child's name where it speaks (Lu Xun's 风波 names its people so). */
static int is_quantity_name(const char *s, size_t n)
{
	size_t k, k2;
	return utf8_in_set("三四五六七八九十", utf8_at(s, 0, n, &k)) && k < n &&
	       utf8_in_set("斤两兩岁歲", utf8_at(s, k, n, &k2));
}

int namehead_surname_call(const char *s, size_t n)
{
	size_t k, k2;
	int32_t first = utf8_at(s, 0, n, &k);
	if ((first != 0x8001 /* 老 */ && first != 0x5C0F /* 小 */) || k >= n ||
	    !namehead_is_surname(utf8_at(s, k, n, &k2)) || k + k2 != n)
		return 0;
	struct lexicon_word w;
	return first == 0x8001 || !(lexicon_find(NULL, s, n, &w, 0) && w.freq) ||
	       w.pos == LEXICON_NOUN || w.pos == LEXICON_NAME || w.pos == LEXICON_POS_NONE;
}

int namehead_is_not_name(const char *s, size_t n)
{
	/* a word that is no name, alone or heading it (指着宝玉, 二人皆) */
	size_t k, len = 0;
	int quantity = is_quantity_name(s, n);
	for (int chars = 0; len < n && chars < 4; chars++) {
		utf8_at(s, len, n, &k);
		len += k;
		int word = !quantity && is_word(s, len) && !namehead_surname_call(s, len);
		if (chars >= 1 && (word || (len < n && ends_as_no_name(s, len))))
			return 1;
		if (chars >= 1 && namehead_no_ones_word(s, len))
			return 1;
	}
	/* nor as a family or its house (金家, cut from 金家的; 赵府) */
	size_t b;
	if (ends_as_no_name(s, n) || utf8_in_set("家府", utf8_before(s, 0, n, &b)))
		return 1;
	return utf8_in_set(no_name_heads, utf8_at(s, 0, n, &k)) || counts_people(s, n) ||
	       is_voice_manner(s, n);
}

int namehead_word_headed(const char *s, size_t n)
{
	size_t k1, k2, k3;
	struct lexicon_word w;
	if (!namehead_is_surname(utf8_at(s, 0, n, &k1)) || k1 >= n ||
	    !utf8_is_han(utf8_at(s, k1, n, &k2)) || k1 + k2 >= n)
		return 0;
	int32_t last = utf8_at(s, k1 + k2, n, &k3);
	if (k1 + k2 + k3 != n || !utf8_is_han(last) || !is_word(s, k1 + k2) ||
	    utf8_in_set(stop_chars, last) || ends_as_no_name(s, n))
		return 0;
	/* nor a word whole, nor one whose last two are (马上前: 上前) */
	return !(lexicon_find(NULL, s, n, &w, 0) && w.freq) &&
	       !(lexicon_find(NULL, s + k1, k2 + k3, &w, 0) && w.freq);
}

int namehead_nickname(const char *s, size_t n)
{
	size_t k1, k2;
	int32_t first = utf8_at(s, 0, n, &k1);
	if (namehead_surname_call(s, n))
		return !namehead_is_not_name(s, n);
	int32_t second = k1 < n ? utf8_at(s, k1, n, &k2) : -1;
	if ((first != 0x5C0F /* 小 */ && first != 0x963F /* 阿 */) || !utf8_is_han(second) ||
	    k1 + k2 != n)
		return 0;
	/* 阿呀, 阿哟: a cry, however few dictionaries list it */
	if (utf8_in_set("呀哟喲唷啊哈嘿哦噢呦唉哎", second))
		return 0;
	struct lexicon_word w;
	/* a word with a part of speech: 小声, 小心 (小红 is none) */
	if (lexicon_find(NULL, s, n, &w, 0) && w.freq && w.pos != LEXICON_POS_NONE)
		return 0;
	return !namehead_is_not_name(s, n);
}

/* How many characters buf[from..hi) holds, counted up to cap. */
static size_t count_chars(const char *buf, size_t from, size_t hi, size_t cap)
{
	size_t chars = 0, k;
	for (size_t p = from; p < hi && chars < cap; p += k, chars++)
		utf8_at(buf, p, hi, &k);
	return chars;
}

/* A name as frequent in the lexicon (约翰 503, 玛丽 113) ends where it is
 * found: what follows is the next word. */
#define KNOWN_FOREIGN_NAME 50

/* The titles a Western name takes after it (哈德森太太, 福尔摩斯先生). */
static const char *const foreign_titles[] = { "先生", "太太", "小姐", "夫人", "女士", "博士",
					      "教授", "医生", "神父", "爵士", NULL };

static size_t foreign_titled(const char *buf, size_t p, size_t hi);

/* A Western name without a title (namehead_foreign). */
static int foreign_bare(const char *s, size_t n)
{
	size_t len = 0, chars = 0, k;
	struct lexicon_word w;
	for (; len < n; len += k, chars++)
		if (!names_western_syllable(utf8_at(s, len, n, &k)))
			return 0;
	if (chars < 2 || chars > 5 || namehead_is_not_name(s, n))
		return 0;
	if (lexicon_find(NULL, s, n, &w, 0) && w.freq)
		return w.pos == LEXICON_NAME || (chars >= 4 && w.pos == LEXICON_PLACE);
	/* one the lexicon lacks: three syllables or more, not a well-known
	 * name and the next word's start (约翰默默, 玛丽温和; 哈德 of 哈德森 is
	 * a rare name there) */
	utf8_at(s, 0, n, &len);
	for (size_t c = 2; c < chars; c++) {
		utf8_at(s, len, n, &k);
		if (lexicon_find(NULL, s, len += k, &w, 0) && w.pos == LEXICON_NAME &&
		    w.freq >= KNOWN_FOREIGN_NAME)
			return 0;
	}
	return chars >= 3;
}

size_t namehead_foreign_title(const char *buf, size_t p, size_t hi)
{
	for (const char *const *t = foreign_titles; *t; t++) {
		size_t l = strlen(*t);
		if (hi - p >= l && !memcmp(buf + p, *t, l))
			return l;
	}
	return 0;
}

/* A Western name and its title at buf[p..hi) (哈德森太太, 约翰先生), five
 * characters at most: its length in bytes, or 0. */
static size_t foreign_titled(const char *buf, size_t p, size_t hi)
{
	size_t e = p, k;
	for (int chars = 0; chars < 3 && e < hi; chars++) {
		if (!names_western_syllable(utf8_at(buf, e, hi, &k)))
			break;
		e += k;
	}
	/* the longest name a title follows */
	while (e > p) {
		size_t title = namehead_foreign_title(buf, e, hi);
		if (title && foreign_bare(buf + p, e - p))
			return e - p + title;
		utf8_before(buf, p, e, &e);
	}
	return 0;
}

size_t namehead_western_at(const char *buf, size_t p, size_t hi)
{
	size_t e = p, k;
	for (int chars = 0; chars < 5 && e < hi; chars++) {
		if (!names_western_syllable(utf8_at(buf, e, hi, &k)))
			break;
		e += k;
	}
	while (e > p && !foreign_bare(buf + p, e - p))
		utf8_before(buf, p, e, &e);
	return e - p;
}

int namehead_foreign(const char *s, size_t n)
{
	return foreign_bare(s, n) || foreign_titled(s, 0, n) == n;
}

/* Whether cp may be part of a name: a Han character, or a capital letter
 * (阿Q and 小Ｄ of 阿Q正传, a web novel's 老K), ASCII or full-width. */
static int name_char(int32_t cp)
{
	return utf8_is_han(cp) || (cp >= 'A' && cp <= 'Z') || (cp >= 0xFF21 && cp <= 0xFF3A);
}

/* Whether buf[p..hi) opens with a word of two or three characters that
 * says what one does or how (推门, 进来, 慢吞吞): a name before it ends
 * there (苏晴推门进来 is 苏晴's); not one whose second character may be the
 * verb or adverb after a name (孝道 of 乌进孝道). */
static int opens_doing(const char *buf, size_t p, size_t hi)
{
	size_t e = p, n;
	struct lexicon_word w;
	for (int chars = 1; chars <= 3 && e < hi; chars++) {
		int32_t cp = utf8_at(buf, e, hi, &n);
		if (!utf8_is_han(cp) || (chars == 2 && utf8_in_set(stop_chars, cp)))
			return 0;
		e += n;
		if (chars >= 2 && lexicon_find(NULL, buf + p, e - p, &w, 0) && w.freq &&
		    (w.pos == LEXICON_VERB || w.pos == LEXICON_ADVERB || w.pos == LEXICON_ADJ))
			return 1;
	}
	return 0;
}

/* Whether buf[p..hi) is 地 after how one does something (高兴地说,
 * 慢吞吞地走): not the start of a word (地上, 地下, 地方). */
static int manner_di(const char *buf, size_t p, size_t hi)
{
	size_t n, k;
	struct lexicon_word w;
	if (utf8_at(buf, p, hi, &n) != 0x5730 /* 地 */ || p + n >= hi)
		return 0;
	utf8_at(buf, p + n, hi, &k);
	return !(lexicon_find(NULL, buf + p, n + k, &w, 0) && w.freq);
}

/* The name characters heading buf[lo..hi), a clause that ends in a speech
 * verb, after a lead word (只见, 那): up to the first adverb or verb, at
 * most 4 (5 for 王善保家的).  Stores their start; returns how many there
 * are (0 when fewer than 2 or when the clause is too long to be "name +
 * adverbs + verb"). */
/* The characters at p up to the first adverb or verb, at most 4 (5 for
 * 王善保家的): where they end, *chars how many. */
static size_t name_run(const char *buf, size_t p, size_t hi, size_t *chars)
{
	size_t q = p, n, titled = foreign_titled(buf, p, hi);
	*chars = 0;
	if (titled) {
		*chars = count_chars(buf, p, p + titled, SIZE_MAX);
		return p + titled;
	}
	while (q < hi && *chars < 4) {
		int32_t cp = utf8_at(buf, q, hi, &n);
		/* 小 and 大 may start a name (小红, 小Ｄ, 大姐), and so may the
		 * surnames 高 and 齐 (高建军); a word heading the clause (小声,
		 * 大笑) is taken out by is_not_name */
		if (!name_char(cp) || (utf8_in_set(stop_chars, cp) && *chars != 1 &&
				       !(*chars == 0 && utf8_in_set("小大高齐齊", cp))) ||
		    (*chars >= 2 && opens_doing(buf, q, hi)))
			break;
		if (*chars >= 2 && manner_di(buf, q, hi)) {
			*chars = 0; /* 高兴地说: how, not who */
			return p;
		}
		q += n;
		(*chars)++;
	}
	/* ...高 and 齐 a name of three (高声说, 齐声道 are no one) */
	if (*chars == 2 && utf8_in_set("高齐齊", utf8_at(buf, p, hi, &n))) {
		*chars = 0;
		return p;
	}
	/* 王善保家的, 林之孝家的: a wife named by her husband's three */
	if (*chars == 4 && q < hi && utf8_before(buf, p, q, &n) == 0x5BB6 /* 家 */ &&
	    utf8_at(buf, q, hi, &n) == 0x7684 /* 的 */) {
		q += n;
		(*chars)++;
	}
	return q;
}

/* Whether the character ending at end is a verb said twice after it
 * (苏晴拉了拉, 看一看): then no name's. */
static int doubled_verb(const char *buf, size_t p, size_t end, size_t hi)
{
	size_t n, k;
	int32_t last = utf8_before(buf, p, end, &n);
	if (end >= hi || !utf8_in_set("了一", utf8_at(buf, end, hi, &k)))
		return 0;
	return end + k < hi && utf8_at(buf, end + k, hi, &n) == last;
}

size_t namehead_subject(const char *buf, size_t p, size_t hi)
{
	size_t chars, n, end[6] = { p };
	name_run(buf, p, hi, &chars);
	for (size_t i = 1; i <= chars; i++)
		utf8_at(buf, end[i - 1], hi, &n), end[i] = end[i - 1] + n;
	for (size_t i = chars; i >= 2; i--)
		if ((namehead_is_person(buf + p, end[i] - p) ||
		     namehead_xiao(buf, p, hi) == end[i] - p) &&
		    !namehead_is_not_name(buf + p, end[i] - p) && !doubled_verb(buf, p, end[i], hi))
			return end[i] - p;
	return 0;
}

size_t namehead_chars(const char *buf, size_t lo, size_t hi, size_t *start)
{
	static const char *const lead[] = { "只见", "只見", "忽见", "忽見", "但见", "但見", "却说",
					    "卻說", "那", "这", "這", "因", "又", "便", "于是",
					    "於是", NULL };
	size_t p = lo, chars = 0;
	for (const char *const *w = lead; *w; w++) {
		size_t wl = strlen(*w);
		if (hi - p > wl && !memcmp(buf + p, *w, wl)) {
			p += wl;
			break;
		}
	}
	p += namehead_station(buf, p, hi); /* 小和尚净空忙合十道: 净空 */
	*start = p;
	size_t q = name_run(buf, p, hi, &chars);
	if (chars < 2 || q >= hi)
		return 0;
	/* the rest of the clause must be short: adverbs and the verb; or the
	 * whole head a surname and a given name, or 小X (小刘一边擦着额头上的汗
	 * 一边说; not 王住儿 of 王住儿媳妇紧跟在后, nor an elder's or a wife's
	 * word after the name: 王住儿家的's words count for 王住儿 too) */
	if (count_chars(buf, q, hi, 9) < 9)
		return chars;
	size_t len = namehead_subject(buf, p, hi);
	if (!len || namehead_ends_as_elder(buf + p, len))
		len = namehead_xiao(buf, p, hi);
	return p + len == q ? chars : 0;
}

int namehead_stop_not_dot(const char *buf, size_t hi, int32_t cp, size_t at)
{
	return cp == 0xFF0E && !names_western_dot_at(buf, hi, at);
}

size_t namehead_clause_start(const char *buf, size_t lo, size_t end)
{
	size_t p = end, s;
	while (p > lo) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (cp == 0xFF0C || cp == ',' || cp == 0x3002 || cp == 0xFF01 || cp == 0xFF1F ||
		    cp == 0xFF1B || cp == 0xFF1A || cp == 0x201D || cp == 0x300D ||
		    utf8_is_space(cp) || namehead_stop_not_dot(buf, end, cp, s))
			break;
		p = s;
	}
	return p;
}

/* Where the quoted word that closes at buf[end] opens, past lo (乌鸦在
 * 树枝上“呱呱”叫了两声: a sound or a word the narration quotes, no speech
 * of its own: eight Han characters at most, no mark), or end when it is
 * none. */
static size_t quoted_word_start(const char *buf, size_t lo, size_t end)
{
	size_t p = end, s;
	for (int chars = 0; p > lo && chars <= 8; chars++) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if ((cp == 0x201C || cp == 0x300C) && chars)
			return s;
		if (!utf8_is_han(cp))
			break;
		p = s;
	}
	return end;
}

/* Start of the sentence that holds pos (after the last 。！？ or quote). */
static size_t sentence_start(const char *buf, size_t lo, size_t pos)
{
	size_t p = pos, s;
	while (p > lo) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		size_t word = cp == 0x201D || cp == 0x300D ? quoted_word_start(buf, lo, s) : s;
		if (word < s) {
			p = word;
			continue;
		}
		if (cp == 0x3002 || cp == 0xFF01 || cp == 0xFF1F || cp == 0x201D || cp == 0x300D ||
		    cp == '\n' || namehead_stop_not_dot(buf, pos, cp, s))
			break;
		p = s;
	}
	return p;
}

size_t namehead_beat(const char *buf, size_t lo, size_t hi, size_t *start)
{
	*start = sentence_start(buf, lo, hi);
	size_t len = namehead_subject(buf, *start, hi);
	return count_chars(buf, *start, *start + len, SIZE_MAX);
}

/* 飞曰, 飞大怒曰, 坚谓父曰: classical narration names a man by his
 * one-character given name before 曰, an adverb or a verb perhaps between (a name of two
 * characters goes on with one that is neither: 玄德曰).  The given name's
 * length in bytes, *start where it is; 0 when the clause has none.  It is
 * counted apart, to join the full name it ends (castgen_add_to). */
size_t namehead_given_before_yue(const char *buf, size_t lo, size_t hi, size_t *start, int *title)
{
	size_t clause = namehead_clause_start(buf, lo, hi), n, k;
	size_t chars = count_chars(buf, clause, hi, SIZE_MAX);
	int32_t cp = utf8_at(buf, clause, hi, &n);
	int32_t next = chars >= 2 ? utf8_at(buf, clause + n, hi, &k) : -1;
	if (chars < 2 || chars > 4 || !name_char(cp) || utf8_in_set(stop_chars, cp) ||
	    utf8_in_set(no_name_heads, cp) ||
	    (next != NAMEHEAD_YUE && !utf8_in_set(stop_chars, next) &&
	     !utf8_in_set("谓謂", next) && !(next == 0x8A00 /* 言 */ && chars == 2)))
		return 0;
	/* 帝曰, 后曰: a title, which several may hold (董后, 何后) */
	if (title)
		*title = utf8_in_set("帝后王公侯妃君主", cp);
	*start = clause;
	return n;
}

/* Whether any head of 2 to chars characters of s may be a name (余则成 of
 * a word: the caller weighs it). */
static int any_name(const char *s, size_t chars)
{
	size_t len = 0, n;
	for (size_t k = 1; k <= chars; k++) {
		utf8_at(s, len, len + 4, &n);
		len += n;
		if (k >= 2 && (!namehead_is_not_name(s, len) ||
			       (k == 3 && namehead_word_headed(s, len))))
			return 1;
	}
	return 0;
}

/* Whether buf[p..hi) opens with an adverb or an adjective of two
 * characters, as a manner does (淡淡道, 缓缓说, 默默地问): no name. */
static int heads_with_manner(const char *buf, size_t p, size_t hi)
{
	size_t e = p, n;
	struct lexicon_word w;
	for (int k = 0; k < 2 && e < hi; k++) {
		utf8_at(buf, e, hi, &n);
		e += n;
	}
	return lexicon_find(NULL, buf + p, e - p, &w, 0) && w.freq &&
	       (w.pos == LEXICON_ADVERB || w.pos == LEXICON_ADJ);
}

/* Whether buf[p..hi) opens with a gesture the dictionary files as a noun:
 * a verb or an adjective and a body part (皱眉道, 低头道). */
static int heads_with_gesture(const char *buf, size_t p, size_t hi)
{
	size_t first_len, n;
	if (p >= hi)
		return 0;
	utf8_at(buf, p, hi, &first_len);
	if (p + first_len >= hi)
		return 0;
	int32_t part = utf8_at(buf, p + first_len, hi, &n);
	size_t e = p + first_len + n;
	struct lexicon_word w;
	if (!utf8_in_set("眉头嘴眼手肩牙唇", part) || !lexicon_find(NULL, buf + p, e - p, &w, 0) ||
	    !w.freq || w.pos != LEXICON_NOUN)
		return 0;
	return lexicon_find(NULL, buf + p, first_len, &w, 0) && w.freq &&
	       (w.pos == LEXICON_VERB || w.pos == LEXICON_ADJ);
}

/* The speaker's name before a quote: heading the clause of the speech verb
 * (宝玉笑道：), else, when that clause is the verb and its adverbs alone
 * (问道, 竭力陪笑道, 忽而恍然大悟的道: up to 8 characters), heading the
 * sentence (周秀放下碗，问道：).  Returns its length in
 * characters, *s its start; 0 when there is none. */
size_t namehead_before_verb(const char *buf, size_t lo, size_t hi, size_t *s)
{
	size_t clause = namehead_clause_start(buf, lo, hi);
	size_t len = namehead_chars(buf, clause, hi, s);
	if (len && (!any_name(buf + *s, len) || heads_with_manner(buf, *s, hi)))
		len = 0; /* 忽而恍然大悟的道, 淡淡道: adverbs */
	/* 苏晴推门进来，皱眉道: the gesture is hers (not 秃头道 alone) */
	if (len && clause > lo && heads_with_gesture(buf, *s, hi))
		len = 0;
	static const char *const people[] = { "二人", "两人", "兩人", "三人", "众人", "眾人",
					      "大家", NULL };
	size_t n;
	/* 小栓吃完饭，他的母亲慌忙说, …，二人皆说: a subject, only not a name */
	if (len || clause == lo || count_chars(buf, clause, hi, 9) > 8 ||
	    utf8_in_set("他她我你伊", utf8_at(buf, clause, hi, &n)) ||
	    wordlist_prefix(buf + clause, hi - clause, people))
		return len;
	/* the nearest clause back that a name heads: after the sentence's
	 * first, only one a surname opens (小栓咳嗽；康大叔走上前，拍他肩膀说;
	 * 沈岩挂断电话，苏琴翻了个身，问: hers; not 康大叔…，横肉块块饱绽，越发
	 * 大声说, his flesh), else the first (老栓一面听，…；伸手过去说) */
	size_t from = sentence_start(buf, lo, clause);
	for (size_t end = clause; end > from;) {
		size_t mark;
		utf8_before(buf, from, end, &mark); /* the ， or ； that ends it */
		size_t start = namehead_clause_start(buf, from, mark);
		if (start < mark && (start == from || namehead_is_surname(utf8_at(buf, start, mark, &n))) &&
		    (len = namehead_chars(buf, start, mark, s)))
			return len;
		end = start;
	}
	return 0;
}

/* The commonest surnames, simplified and traditional: about nine people in
 * ten bear one of them. */
static const char surnames[] =
	"王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓"
	"冯馮邓鄧曹彭曾肖萧蕭田董袁潘于蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鐘谭譚"
	"陆陸汪范金石廖贾賈夏韦韋付方白邹鄒孟熊秦邱江尹薛闫閆段雷侯龙龍史陶黎贺賀顾顧毛郝"
	"龚龔邵万萬钱錢严嚴武戴莫孔向常汤湯康易乔喬賴赖文施洪牛樊葛邢安齐齊庞龐柳";

const struct namehead_rank namehead_ranks[] = {
	{ "皇上", 1, 0 }, { "皇帝", 1, 0 }, { "太监", 1, 0 }, { "太監", 1, 0 }, { "太后", 0, 0 },
	{ "皇后", 0, 0 }, { "宫女", 0, 0 }, { "宮女", 0, 0 }, { "贵妃", 0, 1 }, { "貴妃", 0, 1 },
	{ "嬷嬷", 0, 1 }, { "嬤嬤", 0, 1 }, { "娘娘", 0, 1 }, { "妃", 0, 1 }, { "嫔", 0, 1 },
	{ "嬪", 0, 1 }, { NULL, 0, 0 }
};

/* Words after a name that make a person of it: a relative or an elder
 * (九斤老太, 七斤嫂, 赵七爷, 华大妈), or a court's rank that follows a
 * surname (namehead_ranks: any surname, and 华贵 is a word). */
static const char *const person_ends[] = { "老太", "嫂", "嫂子", "婶", "嬸", "爷", "爺", "奶奶",
					   "大妈", "大媽", "大娘", "婆", "婆子", "公公", "老汉", "老漢",
					   "家的", NULL };

static int ends_with(const char *s, size_t n, const char *w)
{
	size_t l = strlen(w);
	return n > l && !memcmp(s + n - l, w, l);
}

int namehead_ends_as_elder(const char *s, size_t n)
{
	for (const char *const *w = person_ends; *w; w++)
		if (ends_with(s, n, *w))
			return 1;
	for (const struct namehead_rank *r = namehead_ranks; r->word; r++)
		if (r->after_surname && ends_with(s, n, r->word))
			return 1;
	return 0;
}

int namehead_is_surname(int32_t cp)
{
	return utf8_in_set(surnames, cp);
}

int namehead_is_person(const char *s, size_t n)
{
	size_t k;
	int32_t first = utf8_at(s, 0, n, &k);
	/* a surname and a given name: 毛蛋, 田福军 */
	return namehead_ends_as_elder(s, n) ||
	       (utf8_in_set(surnames, first) && (n == 2 * k || n == 3 * k)) ||
	       namehead_foreign(s, n);
}

int namehead_first_person(const char *buf, size_t lo, size_t hi)
{
	size_t clause = namehead_clause_start(buf, lo, hi), n, k;
	size_t chars = count_chars(buf, clause, hi, SIZE_MAX);
	return chars >= 2 && chars <= 10 && utf8_at(buf, clause, hi, &n) == 0x6211 /* 我 */ &&
	       !utf8_in_set("们們", utf8_at(buf, clause + n, hi, &k));
}

int namehead_classical_i(const char *buf, size_t p, size_t hi)
{
	/* what may stand between the I and its verb (余默然良久，又问, 余乃叹曰):
	 * the classical adverbs of time and manner, never a given name's
	 * characters (余则成) */
	static const char *const between[] = { "默然", "良久", "沉吟", "徐徐", "乃", "遂", "因",
					       "亦", "又", "复", "復", "徐", "再", "笑而", "，",
					       ",", NULL };
	size_t n, k;
	int32_t cp = utf8_at(buf, p, hi, &n);
	if (cp != 0x4F59 /* 余 */ && cp != 0x4E88 /* 予 */)
		return 0;
	for (p += n; p < hi && !speechverb_says(buf + p, hi - p); p += k)
		if (!(k = wordlist_prefix(buf + p, hi - p, between)))
			return 0;
	return p < hi;
}

size_t namehead_xiao(const char *buf, size_t p, size_t hi)
{
	size_t k1, k2, k3;
	utf8_at(buf, p, hi, &k1);
	if (p + k1 >= hi)
		return 0;
	utf8_at(buf, p + k1, hi, &k2);
	size_t len = k1 + k2;
	if (!namehead_nickname(buf + p, len))
		return 0;
	/* 小丫 of 小丫头, 小太 of 小太监 (a word of three); 小艾的声音 is hers */
	struct lexicon_word w;
	int32_t next = p + len < hi ? utf8_at(buf, p + len, hi, &k3) : -1;
	if (utf8_is_han(next) && next != 0x7684 /* 的 */ &&
	    (namehead_is_not_name(buf + p + k1, k2 + k3) ||
	     (lexicon_find(NULL, buf + p, len + k3, &w, 0) && w.freq)))
		return 0;
	return len;
}

/* Relatives and masters the narration names someone by (哥哥高建军, 嫂子巧珍,
 * 师娘柳含烟), simplified and traditional; uncles, aunts and cousins are
 * speechverb_relative's. */
static const char *const kin_words[] = { "哥哥", "姐姐", "弟弟", "妹妹", "嫂子", "母亲", "母親",
					 "父亲", "父親", "爷爷", "爺爺", "奶奶", "妻子", "丈夫",
					 "儿子", "兒子", "女儿", "女兒", "师父", "師父", "师娘",
					 "師娘", "师兄", "師兄", "师姐", "師姐", "师妹", "師妹",
					 "师弟", "師弟", "孙子", "孫子", "孙女", "孫女", "爸爸", "妈妈", NULL };

/* A servant's or a monk's station the narration names someone by, simplified
 * and traditional. */
static const char *const station_words[] = { "和尚", "道士", "尼姑", "丫鬟", "丫头", "丫頭",
					     "小厮", "小廝", "书童", "書童", NULL };

size_t namehead_station(const char *buf, size_t p, size_t hi)
{
	size_t at = p, n, k;
	if (at < hi && utf8_in_set("小老", utf8_at(buf, at, hi, &n)))
		at += n;
	for (const char *const *w = station_words; *w; w++) {
		size_t l = strlen(*w), given;
		if (hi - at < l || memcmp(buf + at, *w, l))
			continue;
		/* the given name, then an adverb or a speech verb (忙, 笑, 道;
		 * not 丫鬟走至跟前: 跟 is a preposition) */
		given = namehead_given(buf, at + l, hi);
		if (given && at + l + given < hi &&
		    utf8_in_set("忙连連急便又也却卻正就笑道说說问問叹嘆答喝叫",
				utf8_at(buf, at + l + given, hi, &k)))
			return at + l - p;
		return 0;
	}
	return 0;
}

size_t namehead_kin(const char *buf, size_t p, size_t hi)
{
	/* an uncle, an aunt, a cousin (二叔, 姑姑, 表哥), else the words below */
	size_t len = p < hi ? speechverb_relative(buf + p, hi - p) : 0, k;
	/* 婶子, 大伯子, 小姑子 (a young nun too): what one is called, no word
	 * that introduces a name */
	if (len >= strlen("子") && !memcmp(buf + p + len - strlen("子"), "子", strlen("子")))
		return 0;
	/* the first character first (each word's is three bytes): most of a
	 * book's characters start no word, and count_introductions asks at
	 * each one */
	for (const char *const *w = kin_words; !len && hi - p >= 6 && *w; w++) {
		size_t l = !memcmp(buf + p, *w, 3) ? strlen(*w) : 0;
		if (l && hi - p >= l && !memcmp(buf + p, *w, l))
			len = l;
	}
	/* more than one (哥哥们, 姐妹俩), a home (姥姥家), or a longer word
	 * (小姑娘, 大伯子, 二姨娘, 三叔公) */
	if (len && p + len < hi &&
	    utf8_in_set("们們俩倆家娘子夫父母妈公婆爷奶", utf8_at(buf, p + len, hi, &k)))
		return 0;
	return len;
}

/* Two characters at buf[p..hi), neither an adverb nor a verb (stop_chars)
 * and the first no word that starts no name (那, 这): their length in
 * bytes, or 0.  A stop character that is also a common surname may start
 * one (向东, 方明: 向 and 方 are names too), not before a pronoun (向他). */
static size_t two_name_chars(const char *buf, size_t p, size_t hi)
{
	size_t k1, k2;
	int32_t a = utf8_at(buf, p, hi, &k1);
	if (!utf8_is_han(a) || p + k1 >= hi)
		return 0;
	int32_t b = utf8_at(buf, p + k1, hi, &k2);
	int stop = utf8_in_set(stop_chars, a);
	if (!utf8_is_han(b) || (stop && !namehead_is_surname(a)) || utf8_in_set(stop_chars, b) ||
	    utf8_in_set(no_name_heads, a) || (stop && utf8_in_set(no_name_heads, b)))
		return 0;
	return k1 + k2;
}

size_t namehead_given(const char *buf, size_t p, size_t hi)
{
	size_t len = two_name_chars(buf, p, hi);
	struct lexicon_word w;
	if (!len || namehead_is_not_name(buf + p, len))
		return 0;
	/* a word of the lexicon other than a noun or a name (身边, 上下; 建军
	 * and 秀英 are nouns or names there) */
	if (lexicon_find(NULL, buf + p, len, &w, 0) && w.freq && w.pos != LEXICON_POS_NONE &&
	    w.pos != LEXICON_NOUN && w.pos != LEXICON_NAME)
		return 0;
	return len;
}

size_t namehead_introduced(const char *buf, size_t p, size_t hi)
{
	size_t len = namehead_given(buf, p, hi), k1, k2, k3;
	struct lexicon_word w;
	if (!len || !lexicon_find(NULL, buf + p, len, &w, 0) || p + len >= hi ||
	    !utf8_is_han(utf8_at(buf, p + len, hi, &k3)))
		return len;
	/* the second character and the next make a word that is no name */
	utf8_at(buf, p, hi, &k1);
	k2 = len - k1;
	return namehead_is_not_name(buf + p + k1, k2 + k3) ? 0 : len;
}

/* The titles a monk, a nun or a Taoist goes by after the name. */
static const char *const religious_titles[] = { "大师", "大師", "法师", "法師", "禅师", "禪師",
						"师太", "師太", "道长", "道長", "道人", "真人",
						"长老", "長老", NULL };

size_t namehead_titled(const char *buf, size_t p, size_t hi)
{
	/* a word of the dictionary too: religious names often are (清虚, 空空) */
	size_t given = two_name_chars(buf, p, hi);
	for (const char *const *w = religious_titles; given && *w; w++) {
		size_t l = strlen(*w);
		if (hi - p - given >= l && !memcmp(buf + p + given, *w, l))
			return given + l;
	}
	return 0;
}

size_t namehead_after_rank(const char *buf, size_t p, size_t hi)
{
	size_t e = p, len;
	for (int chars = 0; chars < 6 && e < hi; chars++) {
		int32_t cp = utf8_at(buf, e, hi, &len);
		if (cp == 0xFF0C && chars >= 2)
			return e + len;
		if (!utf8_is_han(cp))
			break;
		e += len;
	}
	return p;
}

size_t namehead_noun_before(const char *buf, size_t lo, size_t p)
{
	size_t s = p, b;
	struct lexicon_word w;
	for (int chars = 1; chars <= 3 && s > lo; chars++) {
		if (!utf8_is_han(utf8_before(buf, lo, s, &b)))
			break;
		s = b;
		if (chars >= 2 && lexicon_find(NULL, buf + s, p - s, &w, 0) && w.freq &&
		    w.pos == LEXICON_NOUN)
			return s;
	}
	return p;
}

/* What stands before 子 in a word for a person (孩子, 汉子, 胖子), not a
 * thing (本子, 桌子). */
static const char person_before_zi[] = "男女孩汉漢小妻娘儿兒胖瘦矮瞎跛聋聾疯瘋傻呆獃厨廚弟";

int namehead_person_before_zi(int32_t cp)
{
	return utf8_in_set(person_before_zi, cp);
}

/* Whether s[0..k) is a word for a person by trade, place or look (小贩,
 * 伙计, 车夫, 店小二, 长老, 胖子, 老铁匠): a noun of the dictionary, not an
 * adverb or a clause of time that heads a speech verb's clause as well
 * (幸而, 过了), that ends in a character for a person, not a part of one
 * (眼睛, 嘴角, 小声) nor a thing (桌子); or a monk or a nun (和尚, 尼姑,
 * 道姑), whom the dictionary has as names. */
int namehead_person_noun(const char *s, size_t k)
{
	/* trades whose last character is no person's (司机, 保姆, 丫鬟), and monks,
	 * nuns and Taoists (道人: 人 alone is anyone) */
	static const char *const trades[] = {
		"司机", "司機", "保安", "保镖", "保鏢", "保姆", "教授", "导游", "導遊", "房东",
		"房東", "管家", "助理", "向导", "嚮導", "门卫", "門衛", "警卫", "警衛", "侍卫",
		"侍衛", "护卫", "護衛", "门房", "門房", "丫鬟", "丫环", "丫環", "丫头", "丫頭",
		"小厮", "小廝", "侍女", "宫女", "宮女", "婢女", "老鸨", "老鴇", "轿夫", "和尚",
		"尼姑", "道姑", "道人", NULL
	};
	size_t b, b2;
	struct lexicon_word w;
	if (wordlist_is(s, k, trades))
		return 1;
	/* 老铁匠, 老船夫, 小伙计, 老和尚: old or young, one of a trade */
	if (utf8_in_set("老小", utf8_at(s, 0, k, &b)) && k - b >= 6 &&
	    namehead_person_noun(s + b, k - b))
		return 1;
	int32_t last = utf8_before(s, 0, k, &b);
	int person = utf8_in_set("贩販计計夫匠工员員师師客童兵官汉漢士倌僧丐差役卒商郎娘婆姐哥生柜櫃板二老者察判",
				 last) ||
		     (last == 0x5B50 /* 子 */ && b &&
		      namehead_person_before_zi(utf8_before(s, 0, b, &b2)));
	/* 后者, 前者 point back at someone named */
	if (last == 0x8005 /* 者 */ && b && utf8_in_set("前后後", utf8_before(s, 0, b, &b2)))
		return 0;
	return person && lexicon_find(NULL, s, k, &w, 0) && w.freq && w.pos == LEXICON_NOUN;
}
