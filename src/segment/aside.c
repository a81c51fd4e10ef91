/* aside.c - what is not read aloud (aside.h).
 *
 * One pass over the lines.  A line is
 *   - a decorative rule when it is three or more symbols and nothing else;
 *   - the start of an author's note (作者有话说…, or 【请假条】 alone): the
 *     note runs to the next heading, rule or the end, when that is no longer
 *     than the story before it in the chapter, else it is that line alone;
 *   - the start of a book's notes (注释, 脚注 alone): they run to the next
 *     heading, rule or the end;
 *   - a chapter-end mark when the mark (本章完, 未完待续) is all it says;
 *   - a chapter the author's, not the story's, when its title says so (请假,
 *     上架感言) and it is no longer than a note: heading and all;
 *   - a line of a printed book's copyright page (责任编辑：…, 定价：…) when
 *     the text has one of its marks (ISBN, 版权所有, 侵权必究);
 *   - a printed book's note under the story: 注①：…, or ①… when a mark ①
 *     was met above.
 * Inside a line:
 *   - a phrase only web sites use (天才一秒记住, 最新章节, 求月票 …) makes the
 *     bracketed insert or the sentence that holds it an aside;
 *   - a link (www.…, http…, name.com, name点com, a@b.cn) is an aside, and so
 *     is its sentence when a site's word is beside it (更多精彩小说请访问 …);
 *   - an ISBN and a copyright page's mark make their sentence an aside;
 *   - a note's mark right after a word (两年①没见) is one, and so is a note
 *     in brackets ((译注：…), 【注：…】);
 *   - a chapter-end mark in brackets is one, and so is a PS with an
 *     author's words in brackets (（PS：明天请假一天）), and an image's
 *     description as split keeps an EPUB's alt text (〔图：长安城地图〕), and
 *     so is a chat's placeholder for a picture in square brackets ([图片]).
 * A line with nothing but punctuation left once its asides are out is an
 * aside whole (the ☆ around ☆本文由…☆).  Phrases are matched with
 * full-width letters as ASCII, in any case, and in either script. */
#include "segment/aside.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "text/header.h"
#include "text/split.h"
#include "text/text.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Enough to make its sentence an aside. */
static const char *const site_phrases[] = {
	"一秒记住", "秒记住", "记住本站", "本站地址", "本站网址", "本站域名", "首发域名",
	"本书首发", "首发网址", "最新章节", "最快更新", "更新最快", "无弹窗", "无广告", "全文阅读",
	"免费阅读", "手机阅读", "手机版阅读", "手机用户请", "小说网", "中文网", "文学网",
	"笔趣阁", "顶点小说", "txt下载", "txt全集", "全集下载", "电子书下载", "加入书签",
	"章节目录", "返回目录", "章节错误", "点击下一页", "求月票", "求推荐票", "求票", "推荐票", "月票榜",
	"保底月票", "双倍月票", "粉红票", "求收藏", "求订阅", "求首订", "求打赏", "书友群", "读者群",
	"qq群", "公众号", "来自互联网", "版权归作者所有", "版权归原作者", "小时内删除", "请大家收藏",
	"全网最快", "更新更快", "投月票", "投张月票", "投个月票", "月票投给", "投给本书", NULL
};

/* Beside a link, a site's words make its sentence an aside. */
static const char *const site_words[] = {
	"本站", "网址", "域名", "地址", "记住", "首发", "更新", "访问", "精彩", "小说", "收藏",
	"推荐", "订阅", "打赏", "月票", "书友", "整理", "本文", "手机站", "手机版", NULL
};

/* A PS line with one of these (or a site's word) is the author's. */
static const char *const author_words[] = {
	"更", "票", "码字", "请假", "作者", "本书", "新书", "读者", "章", NULL
};

/* A sentence that starts with one of a pair's openers and holds one of its
 * words is the site's or the author's (感谢书友风里来的打赏, 本书由某某整理,
 * 更多精彩请关注…); either half alone is prose (感谢你, 本书由三部分组成). */
static const char *const thanks_opens[] = { "感谢", "谢谢", "多谢", NULL };
static const char *const thanks_words[] = { "书友", "打赏", "月票", "推荐票", "盟主", "舵主",
					    "订阅", NULL };
static const char *const credit_opens[] = { "本书由", "本文由", "本书来自", "本文来自",
					    "本书首发于", "本电子书由", NULL };
static const char *const credit_words[] = { "整理", "收集", "制作", "提供", "首发", "发布",
					    "上传", "转载", NULL };
/* The readers addressed about the book's fate (各位书友的支持是我更新的动力) */
static const char *const readers_opens[] = { "各位书友", "书友们", "亲爱的书友", "各位读者",
					     "各位亲", "各位大大", NULL };
static const char *const readers_words[] = { "更新", "加更", "码字", "月票", "推荐票", "订阅",
					     "打赏", NULL };
static const char *const more_opens[] = { "更多精彩", "更多好看", "更多小说", NULL };
static const char *const more_words[] = { "请", "尽在", "关注", "访问", "搜索", "下载", NULL };

struct opener_pair {
	const char *const *opens, *const *words;
	enum aside_kind kind;
};
static const struct opener_pair opener_pairs[] = {
	{ thanks_opens, thanks_words, ASIDE_NOTE },
	{ readers_opens, readers_words, ASIDE_NOTE },
	{ credit_opens, credit_words, ASIDE_SITE },
	{ more_opens, more_words, ASIDE_SITE },
};

static const char *const end_marks[] = {
	"本章完", "本章结束", "本章终", "本节完", "本回完", "本卷完", "本章未完", "未完待续", "待续",
	NULL
};

/* A line of two or more of these and nothing else is a page's links. */
static const char *const nav_words[] = {
	"上一章", "下一章", "上一页", "下一页", "上一篇", "下一篇", "返回目录", "回目录", "章节目录",
	"目录", "返回书页", "返回列表", "加入书签", "投推荐票", "返回首页", "首页", "书架", NULL
};

static const char *const note_starts[] = { "作者有话说", "作者有话要说", "作者留言", NULL };

/* What may head a translator's or a printed book's note before its mark or
 * colon (注①：…, （译注：…）). */
static const char *const note_mark_heads[] = { "注", "译注", "譯注", "原注", "编注", "編注",
					       NULL };

/* A printed book's copyright page says these (and an ISBN) and no story does. */
static const char *const imprint_marks[] = { "图书在版编目(cip)", "版权所有", "侵权必究",
					     "翻印必究", "盗版必究", "版权专有", "cip数据核字", NULL };

/* The lines under 图书在版编目(CIP)数据 are its record: the title and the
 * publisher (书名/作者著. —北京：…), the ISBN, the subject classes (Ⅰ.①…)
 * and the library's number (中国版本图书馆CIP数据核字…).  One of these marks
 * each, and no sentence. */
static const char *const cip_heads[] = { "图书在版编目", NULL };
static const char *const cip_record_marks[] = { "/", "著", "—", "isbn", "cip", "Ⅰ", "①",
						 "中国版本图书馆", NULL };

/* The keys of a copyright page's lines (责任编辑：王五, 定价 39.00元), read
 * as such in a text that has one of its marks. */
static const char *const imprint_keys[] = {
	"责任编辑", "责任校对", "责任印制", "特约编辑", "封面设计", "装帧设计", "版式设计", "出版发行",
	"出版社", "出品人", "出品", "发行", "经销", "印刷", "开本", "印张", "字数", "版次", "印次",
	"书号", "定价", "邮编", "电话", "网址", NULL
};

/* A site's line over a chapter: 更新时间：2020-10-01 12:00 本章字数：3012. */
static const char *const post_keys[] = { "更新时间", "本章字数", "章节字数", "字数", "发布时间",
					 "上传时间", NULL };

/* A copyright page's own title (版权信息), a line by itself. */
static const char *const imprint_titles[] = { "版权信息", "版权页", "版权声明", NULL };

/* A line that is only one of these, maybe in brackets or before a colon, heads
 * an author's note too (【请假条】, 作者的话：).  A quote (“请假！”) is not one. */
static const char *const note_titles[] = { "请假条", "请假", "作者的话", "作者感言", NULL };

/* A line that is only one of these, maybe in brackets, heads a book's notes
 * (an EPUB's footnotes, which split puts after its chapter under 注释; an
 * endnotes document): they run to the next heading or rule, however long. */
static const char *const notes_titles[] = { "注释", "注解", "脚注", "尾注", "附注", NULL };

/* A chapter whose title holds one of these is the author's, not the story's
 * (第一百二十五章 请假一天, 上架感言, 完本感言, 新书发布公告): heading and all. */
static const char *const note_chapters[] = { "请假", "感言", "公告", "新书", "作者的话", "断更",
					     NULL };

/* Top-level domains of the sites novels come from; not me, so, in, us, co,
 * which end English sentences run together (said so.So). */
static const char *const tlds[] = {
	"com", "net", "org", "cn", "cc", "la", "info", "tv", "io", "xyz", "top", "vip", "biz",
	"wang", "club", "site", "app", "tw", "hk", "uk", NULL
};

/* A bracketed insert holding a site's phrase, and one holding an end mark,
 * are at most this long; beyond, the sentence is taken instead. */
#define INSERT_MAX_CHARS 80
#define END_INSERT_MAX_CHARS 16
/* A translator's note in brackets is at most this long. */
#define NOTE_INSERT_MAX_CHARS 300
/* An author's note that runs on past its first line is at most this long. */
#define NOTE_MAX_CHARS 1500
/* Characters of a token looked at to tell a link. */
#define TOKEN_MAX 256

/* The traditional forms of the characters the lists above are written
 * with: a site's 最新章節 is its 最新章节.  Sorted by the traditional. */
struct trad_form {
	int32_t trad, simp;
};
static const struct trad_form trad_forms[] = {
	{ U'來', U'来' }, { U'價', U'价' }, { U'內', U'内' }, { U'刪', U'删' }, { U'問', U'问' },
	{ U'圖', U'图' }, { U'學', U'学' }, { U'專', U'专' }, { U'對', U'对' }, { U'廣', U'广' },
	{ U'張', U'张' }, { U'彈', U'弹' }, { U'戶', U'户' }, { U'擊', U'击' }, { U'數', U'数' },
	{ U'時', U'时' }, { U'書', U'书' }, { U'條', U'条' }, { U'機', U'机' }, { U'權', U'权' },
	{ U'歸', U'归' }, { U'無', U'无' }, { U'發', U'发' }, { U'盜', U'盗' }, { U'眾', U'众' },
	{ U'碼', U'码' }, { U'筆', U'笔' }, { U'節', U'节' }, { U'簽', U'签' }, { U'籤', U'签' },
	{ U'紅', U'红' }, { U'終', U'终' }, { U'結', U'结' }, { U'經', U'经' }, { U'網', U'网' },
	{ U'編', U'编' }, { U'續', U'续' }, { U'羣', U'群' }, { U'聯', U'联' }, { U'薦', U'荐' },
	{ U'號', U'号' }, { U'衆', U'众' }, { U'裝', U'装' }, { U'製', U'制' }, { U'訂', U'订' },
	{ U'計', U'计' }, { U'記', U'记' }, { U'訪', U'访' }, { U'設', U'设' }, { U'話', U'话' },
	{ U'誤', U'误' }, { U'說', U'说' }, { U'説', U'说' }, { U'請', U'请' }, { U'謝', U'谢' },
	{ U'讀', U'读' },
	{ U'責', U'责' }, { U'費', U'费' }, { U'賞', U'赏' }, { U'載', U'载' }, { U'輯', U'辑' },
	{ U'郵', U'邮' }, { U'銷', U'销' }, { U'錄', U'录' }, { U'錯', U'错' }, { U'閣', U'阁' },
	{ U'閱', U'阅' }, { U'閲', U'阅' }, { U'雙', U'双' }, { U'電', U'电' }, { U'頁', U'页' },
	{ U'頂', U'顶' }, { U'點', U'点' },
};

static int by_trad(const void *key, const void *form)
{
	int32_t k = *(const int32_t *)key, t = ((const struct trad_form *)form)->trad;
	return (k > t) - (k < t);
}

/* Whether cp may be one of trad_forms': a set of those in the BMP, so that
 * the many characters that are none cost one look, not a search (the text
 * is folded at every place a phrase may start). */
static int may_be_trad_form(int32_t cp)
{
	static uint64_t bmp[0x10000 / 64];
	static int ready;
	if (!ready) {
		for (size_t i = 0; i < sizeof(trad_forms) / sizeof(*trad_forms); i++)
			if (trad_forms[i].trad < 0x10000)
				bmp[trad_forms[i].trad >> 6] |= 1ull << (trad_forms[i].trad & 63);
		ready = 1;
	}
	return cp >= 0x10000 || (bmp[cp >> 6] >> (cp & 63) & 1);
}

/* Full-width forms as ASCII, ASCII letters in lower case, the lists'
 * characters in their simplified form. */
static int32_t fold(int32_t cp)
{
	size_t n = sizeof(trad_forms) / sizeof(*trad_forms);
	if (cp >= 0xFF01 && cp <= 0xFF5E)
		cp -= 0xFEE0;
	if (cp >= 'A' && cp <= 'Z')
		cp += 'a' - 'A';
	if (cp >= 0x4E00 && may_be_trad_form(cp)) {
		const struct trad_form *f = bsearch(&cp, trad_forms, n, sizeof(*trad_forms), by_trad);
		if (f)
			cp = f->simp;
	}
	return cp;
}

static int32_t at(const char *buf, size_t pos, size_t end, size_t *len)
{
	return fold(utf8_at(buf, pos, end, len));
}

static int is_alnum(int32_t c)
{
	return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

/* Letters, digits and Han: what speech is made of (and U+FFFD, which stands
 * for something that was there). */
static int is_wordlike(int32_t c)
{
	return is_alnum(c) || utf8_is_han(c) || c == 0xFFFD || (c >= 0xC0 && c < 0x2000) ||
	       (c >= 0x3040 && c <= 0x30FF) || (c >= 0xAC00 && c <= 0xD7AF);
}

static int holds_word(const char *buf, size_t s, size_t e)
{
	size_t n;
	for (size_t p = s; p < e; p += n)
		if (is_wordlike(at(buf, p, e, &n)))
			return 1;
	return 0;
}

static int is_stop(int32_t c)
{
	return c == 0x3002 || c == '!' || c == '?' || c == ';';
}

/* Where phrase (folded) ends if the text at pos starts with it, else 0. */
static size_t match_at(const char *buf, size_t pos, size_t end, const char *phrase)
{
	size_t i = 0, n = strlen(phrase), len, plen;
	while (i < n) {
		if (pos >= end || at(buf, pos, end, &len) != utf8_decode(phrase + i, n - i, &plen))
			return 0;
		pos += len;
		i += plen;
	}
	return pos;
}

/* The end of the first phrase of the list the text at pos starts with, or 0. */
static size_t match_any(const char *buf, size_t pos, size_t end, const char *const *list)
{
	for (; *list; list++) {
		size_t e = match_at(buf, pos, end, *list);
		if (e)
			return e;
	}
	return 0;
}

/* Whether any phrase of the list is in buf[s..e). */
static int holds_any(const char *buf, size_t s, size_t e, const char *const *list)
{
	size_t len;
	for (size_t p = s; p < e; p += len) {
		utf8_at(buf, p, e, &len);
		if (match_any(buf, p, e, list))
			return 1;
	}
	return 0;
}

/* A list with each phrase's first code point, so that a character that
 * starts none (most) costs one look. */
#define PHRASES_MAX 64

struct phrases {
	const char *const *list;
	size_t n;
	int32_t first[PHRASES_MAX];
	size_t first_len[PHRASES_MAX];
	uint64_t starts[0x10000 / 64]; /* the first code points, as a set */
};

static void phrases_init(struct phrases *ph, const char *const *list)
{
	ph->list = list;
	for (ph->n = 0; list[ph->n] && ph->n < PHRASES_MAX; ph->n++) {
		int32_t c = utf8_decode(list[ph->n], strlen(list[ph->n]), &ph->first_len[ph->n]);
		ph->first[ph->n] = c;
		ph->starts[(c & 0xFFFF) >> 6] |= 1ull << (c & 63);
	}
}

static struct phrases site, ends, imprint, cip, note_heads;
_Static_assert(sizeof(site_phrases) / sizeof(*site_phrases) <= PHRASES_MAX, "PHRASES_MAX");
_Static_assert(sizeof(imprint_marks) / sizeof(*imprint_marks) <= PHRASES_MAX, "PHRASES_MAX");
_Static_assert(sizeof(end_marks) / sizeof(*end_marks) <= PHRASES_MAX, "PHRASES_MAX");
_Static_assert(sizeof(cip_heads) / sizeof(*cip_heads) <= PHRASES_MAX, "PHRASES_MAX");
_Static_assert(sizeof(note_mark_heads) / sizeof(*note_mark_heads) <= PHRASES_MAX, "PHRASES_MAX");

/* The end of the phrase of ph that the text at pos (whose first code point,
 * folded, is c, n bytes) starts with, or 0. */
static size_t match_first(const struct phrases *ph, const char *buf, size_t pos, size_t end,
			  int32_t c, size_t n)
{
	if (c < 0 || !(ph->starts[(c & 0xFFFF) >> 6] >> (c & 63) & 1))
		return 0;
	for (size_t i = 0; i < ph->n; i++) {
		if (ph->first[i] != c)
			continue;
		const char *rest = ph->list[i] + ph->first_len[i];
		size_t e = *rest ? match_at(buf, pos + n, end, rest) : pos + n;
		if (e)
			return e;
	}
	return 0;
}

/* Whether a phrase of ph is in buf[s..e): holds_any for a list looked for
 * in every line. */
static int holds_phrase(const struct phrases *ph, const char *buf, size_t s, size_t e)
{
	size_t n;
	for (size_t p = s; p < e; p += n) {
		int32_t c = at(buf, p, e, &n);
		if (match_first(ph, buf, p, e, c, n))
			return 1;
	}
	return 0;
}

static int32_t closer_of(int32_t open)
{
	static const int32_t pairs[][2] = {
		{ '(', ')' }, { '[', ']' }, { '{', '}' }, { '<', '>' }, { 0x3010, 0x3011 },
		{ 0x300E, 0x300F }, { 0x300C, 0x300D }, { 0x3014, 0x3015 }, { 0x3016, 0x3017 },
		{ 0x300A, 0x300B }, { 0x3008, 0x3009 },
	};
	for (size_t i = 0; i < sizeof(pairs) / sizeof(*pairs); i++)
		if (pairs[i][0] == open)
			return pairs[i][1];
	return 0;
}

static int is_closer(int32_t c)
{
	return c == ')' || c == ']' || c == '}' || c == '>' || c == 0x3011 || c == 0x300F ||
	       c == 0x300D || c == 0x3015 || c == 0x3017 || c == 0x300B || c == 0x3009;
}

/* The bracket pair around buf[hs..he) inside the line [ls, le), at most max
 * characters long: its range in *gs, *ge.  Returns 0 when there is none. */
static int bracket_group(const char *buf, size_t ls, size_t le, size_t hs, size_t he,
			 size_t max, size_t *gs, size_t *ge)
{
	size_t p = hs, s, n, chars = 0;
	int depth = 0;
	int32_t open = 0, close = 0;
	while (p > ls && !close) {
		int32_t c = fold(utf8_before(buf, ls, p, &s));
		if (++chars > max)
			return 0;
		if (is_closer(c))
			depth++;
		else if (closer_of(c) && depth-- == 0)
			open = c, close = closer_of(c), *gs = s;
		p = s;
	}
	depth = 0;
	for (p = he; close && p < le; p += n) {
		int32_t c = at(buf, p, le, &n);
		if (++chars > max)
			return 0;
		if (c == open)
			depth++;
		else if (c == close && depth-- == 0)
			return *ge = p + n, 1;
	}
	return 0;
}

/* The sentence of the line [ls, le) that holds buf[hs..he): from after the
 * last stop before it (and the closing marks after that stop) to its own
 * stops. */
static void sentence_of(const char *buf, size_t ls, size_t le, size_t hs, size_t he,
			size_t *ss, size_t *se)
{
	size_t p = hs, s, n;
	while (p > ls && !is_stop(fold(utf8_before(buf, ls, p, &s))))
		p = s;
	while (p < hs) {
		int32_t c = at(buf, p, hs, &n);
		if (!is_closer(c) && !utf8_is_space(c) && c != 0x201D && c != 0x2019)
			break;
		p += n;
	}
	*ss = p;
	for (p = he; p < le; p += n)
		if (is_stop(at(buf, p, le, &n)))
			break;
	while (p < le && is_stop(at(buf, p, le, &n)))
		p += n;
	*se = p;
}

/* 点 after a name with a letter and before a letter or digit, as sites
 * spell a link past filters (xs123点com, 點 folded to 点), is a dot; not a
 * time's (3点cc来了).  c, n bytes at pos, follows the token's k characters. */
static int is_spelled_dot(const char *buf, size_t pos, size_t end, int32_t c, size_t n,
			  const char *tok, size_t k)
{
	size_t len, i = k;
	if (c != U'点' || !k || !is_alnum(tok[k - 1]) || pos + n >= end ||
	    !is_alnum(at(buf, pos + n, end, &len)))
		return 0;
	while (i > 0 && tok[i - 1] != '.' && !(tok[i - 1] >= 'a' && tok[i - 1] <= 'z'))
		i--;
	return i > 0 && tok[i - 1] != '.';
}

static int is_link_char(int32_t c)
{
	return is_alnum(c) || (c && c < 0x80 && strchr("-._~/?#&=%+@:", (int)c));
}

/* Whether the link at pos is spelled a character at a time, each followed
 * by one space (w w w . x x . c o m), as sites spell it past filters. */
static int is_spaced(const char *buf, size_t pos, size_t end)
{
	size_t n, len;
	int32_t c = at(buf, pos, end, &n);
	return is_alnum(c) && pos + n < end && utf8_is_space(at(buf, pos + n, end, &len)) &&
	       pos + n + len < end && is_link_char(at(buf, pos + n + len, end, &len));
}

/* The link (URL or e-mail address) whose token starts at pos, or 0: its end. */
static size_t link_at(const char *buf, size_t pos, size_t end)
{
	char tok[TOKEN_MAX];
	size_t k = 0, p = pos, n, last = pos;
	int spaced = is_spaced(buf, pos, end), space_seen = 0;
	while (p < end) {
		int32_t c = at(buf, p, end, &n);
		if (spaced && utf8_is_space(c) && !space_seen) {
			space_seen = 1; /* one space between two characters */
			p += n;
			continue;
		}
		if (spaced && !space_seen && p > pos)
			break; /* two characters side by side: the spelling is over */
		space_seen = 0;
		if (is_spelled_dot(buf, p, end, c, n, tok, k))
			c = '.';
		if (!is_link_char(c))
			break;
		if (k < TOKEN_MAX - 1)
			tok[k++] = (char)c;
		p += n;
		if (is_alnum(c) || c == '/')
			last = p; /* trailing . : ? are the sentence's */
	}
	tok[k] = '\0';
	while (k && !is_alnum(tok[k - 1]) && tok[k - 1] != '/')
		tok[--k] = '\0';
	if (!strncmp(tok, "http://", 7) || !strncmp(tok, "https://", 8) ||
	    (!strncmp(tok, "www.", 4) && is_alnum(tok[4])))
		return last;
	/* host.tld, or name@host.tld: the host's last label is a known domain */
	const char *host = strchr(tok, '@');
	host = host && host > tok ? host + 1 : tok;
	size_t hn = strcspn(host, "/?#:@");
	const char *dot = NULL;
	for (size_t i = 0; i < hn; i++)
		if (host[i] == '.')
			dot = host + i;
	if (!dot || dot == host || dot[-1] == '.')
		return 0;
	size_t tn = hn - (size_t)(dot + 1 - host);
	return wordlist_is(dot + 1, tn, tlds) ? last : 0;
}

static int push(struct aside_list *l, size_t start, size_t end, enum aside_kind kind)
{
	if (grow_for_one(&l->v, l->n, &l->alloc, sizeof(*l->v), 16))
		return ERR_NOMEM;
	l->v[l->n++] = (struct aside){ .start = start, .end = end, .kind = kind };
	return 0;
}

/* Three or more symbols and nothing else: no word, no quote, no sentence
 * punctuation (a line of ？？？ is somebody's reaction). */
static int is_rule(const char *buf, size_t ls, size_t le)
{
	size_t n, symbols = 0;
	for (size_t p = ls; p < le; p += n) {
		int32_t c = at(buf, p, le, &n);
		if (utf8_is_space(c))
			continue;
		if (c <= 0 || is_wordlike(c) || (c < 0x80 && strchr("\"',;:!?", (int)c)) ||
		    c == 0x201C || c == 0x201D || c == 0x2018 || c == 0x2019 || c == 0x300C ||
		    c == 0x300D || c == 0x300E || c == 0x300F || c == 0x3001 || c == 0x3002)
			return 0;
		symbols++;
	}
	return symbols >= 3;
}

/* A page's links and nothing else: 上一章 目录 下一章, ←上一页|返回目录|下一页→. */
static int is_nav_line(const char *buf, size_t ls, size_t le)
{
	size_t n, e, words = 0;
	for (size_t p = ls; p < le; p += n) {
		int32_t c = at(buf, p, le, &n);
		if ((e = match_any(buf, p, le, nav_words))) {
			words++;
			n = e - p;
		} else if (is_wordlike(c)) {
			return 0;
		}
	}
	return words >= 2;
}

/* The line's words without the symbols around them are all one end mark
 * (本章完, 【未完待续】, ……待续……). */
static int is_end_line(const char *buf, size_t ls, size_t le)
{
	size_t n, s;
	while (ls < le && !is_wordlike(at(buf, ls, le, &n)))
		ls += n;
	while (le > ls && !is_wordlike(fold(utf8_before(buf, ls, le, &s))))
		le = s;
	for (const char *const *m = end_marks; *m; m++)
		if (match_at(buf, ls, le, *m) == le)
			return 1;
	return 0;
}

/* The line starts (after symbols) with 作者有话说 or the like. */
/* Whether c only frames a title: a bracket, a colon, white space. */
static int frames_title(int32_t c)
{
	return utf8_is_space(c) || (c < 0x80 && strchr("[]():", (int)c)) || c == 0x3010 ||
	       c == 0x3011 || c == 0x3014 || c == 0x3015 || c == 0xFF08 || c == 0xFF09 ||
	       c == 0xFF1A;
}

/* Whether the line is only one of titles, framed. */
static int is_title_line(const char *buf, size_t ls, size_t le, const char *const *titles)
{
	size_t n, e;
	while (ls < le && frames_title(at(buf, ls, le, &n)))
		ls += n;
	if (!(e = match_any(buf, ls, le, titles)))
		return 0;
	while (e < le && frames_title(at(buf, e, le, &n)))
		e += n;
	return e == le;
}

static int is_note_start(const char *buf, size_t ls, size_t le)
{
	if (is_title_line(buf, ls, le, note_titles))
		return 1;
	size_t n;
	while (ls < le && !is_wordlike(at(buf, ls, le, &n)))
		ls += n;
	return match_any(buf, ls, le, note_starts) != 0;
}

/* PS：… / P.S. … with an author's words in it. */
static int is_ps_line(const char *buf, size_t ls, size_t le)
{
	size_t p = match_at(buf, ls, le, "p.s");
	if (!p)
		p = match_at(buf, ls, le, "ps");
	size_t n;
	if (!p || p >= le || is_alnum(at(buf, p, le, &n)))
		return 0;
	return holds_any(buf, p, le, author_words) || holds_any(buf, p, le, site_words) ||
	       holds_phrase(&site, buf, p, le);
}

/* A mark of a note at p (c, folded, n bytes): ①–⑳, as printed books have
 * them, or a number in square or tortoise-shell brackets ([1], ［12］, 〔3〕),
 * as texts taken from web pages do.  Which (1 to 32), its end in *end; else 0. */
static int note_mark_at(const char *buf, size_t p, size_t le, int32_t c, size_t n, size_t *end)
{
	int32_t close = c == '[' ? ']' : c == 0x3014 ? 0x3015 : 0;
	if (c >= 0x2460 && c <= 0x2473)
		return *end = p + n, (int)(c - 0x2460) + 1;
	int k = 0;
	for (p += n; close && p < le && k <= 32; p += n) {
		c = at(buf, p, le, &n);
		if (c == close)
			return k >= 1 && k <= 32 ? (*end = p + n, k) : 0;
		if (c < '0' || c > '9')
			return 0;
		k = k * 10 + (int)(c - '0');
	}
	return 0;
}

/* Whether the line is a note under the story: its mark, after 注 or one
 * that a mark in the text above took (bit k - 1 of marks for mark k), then
 * the note's words.  A list's item (①不许迟到) is no note: its number was
 * met after a colon or a semicolon, not after a word. */
static int is_mark_note(const char *buf, size_t ls, size_t le, uint32_t marks)
{
	size_t n, e;
	int32_t c = at(buf, ls, le, &n);
	size_t head = match_first(&note_heads, buf, ls, le, c, n), p = head ? head : ls;
	if (p >= le)
		return 0;
	if (head)
		c = at(buf, p, le, &n);
	int k = note_mark_at(buf, p, le, c, n, &e);
	return k && (head || (marks >> (k - 1) & 1)) && holds_word(buf, e, le);
}

static int by_start(const void *a, const void *b)
{
	const struct aside *x = a, *y = b;
	return x->start < y->start ? -1 : x->start > y->start;
}

/* The asides found in one line (out->v[first..]) sorted and merged; the
 * whole line when nothing but punctuation is left outside them. */
static void settle_line(const char *buf, size_t ls, size_t le, struct aside_list *out,
			size_t first)
{
	if (out->n == first)
		return;
	struct aside *v = out->v + first;
	size_t m = out->n - first, k = 0;
	qsort(v, m, sizeof(*v), by_start);
	for (size_t i = 1; i < m; i++) {
		if (v[i].start <= v[k].end) { /* overlapping or touching: one, of the longer's kind */
			if (v[i].end - v[i].start > v[k].end - v[k].start)
				v[k].kind = v[i].kind;
			if (v[i].end > v[k].end)
				v[k].end = v[i].end;
		} else {
			v[++k] = v[i];
		}
	}
	m = k + 1;
	out->n = first + m;
	size_t pos = ls, longest = 0;
	for (size_t i = 0; i <= m; i++) {
		size_t until = i < m ? v[i].start : le;
		if (holds_word(buf, pos, until))
			return;
		if (i < m) {
			pos = v[i].end;
			if (v[i].end - v[i].start > v[longest].end - v[longest].start)
				longest = i;
		}
	}
	v[0] = (struct aside){ .start = ls, .end = le, .kind = v[longest].kind };
	out->n = first + 1;
}

/* An ISBN at pos (ISBN 978-7-…, ISBN：7-…): where its first digit ends, or 0. */
static size_t isbn_at(const char *buf, size_t pos, size_t end)
{
	size_t p = match_at(buf, pos, end, "isbn"), n;
	while (p && p < end) {
		int32_t c = at(buf, p, end, &n);
		if (c >= '0' && c <= '9')
			return p + n;
		if (c != ':' && c != '-' && !utf8_is_space(c))
			return 0;
		p += n;
	}
	return 0;
}

/* A copyright page's mark or an ISBN at pos, whose first code point, folded,
 * is c (n bytes), after prev: its end, or 0.  A mark that goes on as a word
 * (版权所有人, the copyright's owner) is none; 图书在版编目（CIP）数据 is one. */
static size_t imprint_at(const char *buf, size_t pos, size_t end, int32_t c, size_t n,
			 int32_t prev)
{
	size_t e = match_first(&imprint, buf, pos, end, c, n), len, s;
	if (e && e < end && utf8_is_han(utf8_before(buf, pos, e, &s)) &&
	    utf8_is_han(at(buf, e, end, &len)))
		e = 0;
	if (!e && c == 'i' && !is_alnum(prev))
		e = isbn_at(buf, pos, end);
	return e;
}

/* Whether the text has a copyright page's mark or an ISBN. */
static int holds_imprint(const char *buf, size_t len)
{
	size_t n;
	int32_t prev = 0;
	for (size_t p = 0; p < len; p += n) {
		int32_t c = at(buf, p, len, &n);
		if (imprint_at(buf, p, len, c, n, prev))
			return 1;
		prev = c;
	}
	return 0;
}

/* A copyright page's line: one of its keys, then a colon or a space; or
 * its title alone. */
static int is_imprint_line(const char *buf, size_t ls, size_t le)
{
	if (match_any(buf, ls, le, imprint_titles) == le)
		return 1;
	size_t e = match_any(buf, ls, le, imprint_keys), n;
	if (!e || e >= le)
		return 0;
	int32_t c = at(buf, e, le, &n);
	return c == ':' || utf8_is_space(c);
}

/* A site's line about a chapter's posting: one of its keys, a colon, a
 * number (更新时间：2020-10-01, 本章字数：3012). */
static int is_post_line(const char *buf, size_t ls, size_t le)
{
	size_t p = match_any(buf, ls, le, post_keys), n;
	if (!p || p >= le || at(buf, p, le, &n) != ':')
		return 0;
	for (p += n; p < le && utf8_is_space(at(buf, p, le, &n));)
		p += n;
	int32_t c = p < le ? at(buf, p, le, &n) : 0;
	return c >= '0' && c <= '9';
}

/* A line of a CIP record: one of its marks and no sentence's end. */
static int is_cip_record_line(const char *buf, size_t ls, size_t le)
{
	size_t n;
	for (size_t p = ls; p < le; p += n)
		if (is_stop(at(buf, p, le, &n)))
			return 0;
	return holds_any(buf, ls, le, cip_record_marks);
}

/* The bracket pair that opens at pos (n bytes) in the line [ls, le), at
 * most max characters long: its end (*inner_end where its words end), or 0. */
static size_t insert_at(const char *buf, size_t ls, size_t le, size_t pos, size_t n, size_t max,
			size_t *inner_end)
{
	size_t gs, ge;
	if (!bracket_group(buf, ls, le, pos + n, pos + n, max, &gs, &ge))
		return 0;
	utf8_before(buf, pos + n, ge, inner_end);
	return ge;
}

/* The bracketed PS that opens at pos ((PS：明天请假), 【ps：今天两更】): its
 * end, or 0. */
static size_t ps_insert_at(const char *buf, size_t ls, size_t le, size_t pos, size_t n)
{
	size_t inner_end, ge = insert_at(buf, ls, le, pos, n, INSERT_MAX_CHARS, &inner_end);
	return ge && is_ps_line(buf, pos + n, inner_end) ? ge : 0;
}

/* The bracketed note that opens at pos, 注： or a note's mark after a head
 * of note_mark_heads ((译注：基督教的经典), 【注：…】): its end, or 0. */
static size_t note_insert_at(const char *buf, size_t ls, size_t le, size_t pos, size_t n)
{
	size_t k, e = 0, inner_end, head = 0;
	int32_t c = pos + n < le ? at(buf, pos + n, le, &k) : 0;
	if (c > 0)
		head = match_first(&note_heads, buf, pos + n, le, c, k);
	c = head && head < le ? at(buf, head, le, &k) : 0;
	if (c != ':' && !(c > 0 && note_mark_at(buf, head, le, c, k, &e)))
		return 0; /* asked first: most brackets hold none */
	size_t ge = insert_at(buf, ls, le, pos, n, NOTE_INSERT_MAX_CHARS, &inner_end);
	return ge && (e ? e : head + k) <= inner_end ? ge : 0;
}

/* The bracketed PS or note that opens at pos: its end (*kind which), or 0. */
static size_t bracket_note_at(const char *buf, size_t ls, size_t le, size_t pos, size_t n,
			      enum aside_kind *kind)
{
	size_t e = ps_insert_at(buf, ls, le, pos, n);
	*kind = e ? ASIDE_NOTE : ASIDE_FOOTNOTE;
	return e ? e : note_insert_at(buf, ls, le, pos, n);
}

/* The sentence that starts at pos with an opener of a pair and holds one of
 * its words: its end (*kind its kind), or 0. */
static size_t opener_sentence_at(const char *buf, size_t ls, size_t le, size_t pos,
				 enum aside_kind *kind)
{
	for (size_t i = 0; i < sizeof(opener_pairs) / sizeof(*opener_pairs); i++) {
		size_t e = match_any(buf, pos, le, opener_pairs[i].opens), ss, se;
		if (!e)
			continue;
		sentence_of(buf, ls, le, pos, e, &ss, &se);
		if (holds_any(buf, e, se, opener_pairs[i].words))
			return *kind = opener_pairs[i].kind, se;
	}
	return 0;
}

/* An image's description as split keeps an EPUB's alt text (text/xhtml.h),
 * 〔图：…〕, at pos: its end, or 0. */
static size_t image_at(const char *buf, size_t pos, size_t le)
{
	size_t p = match_at(buf, pos, le, "〔图:"), n;
	for (; p && p < le; p += n)
		if (at(buf, p, le, &n) == 0x3015)
			return p + n;
	return 0;
}

/* What a chat or a web page shows and text cannot, as its placeholder says
 * it in square brackets: [图片], 【表情】, ［语音］. */
static const char *const placeholders[] = { "图片", "表情", "动画表情", "语音", "视频",
					     "红包", "文件", NULL };

/* A placeholder's brackets opening at pos (c, folded): their end, or 0. */
static size_t placeholder_at(const char *buf, size_t pos, size_t le, int32_t c, size_t n)
{
	int32_t close = c == '[' ? ']' : c == 0x3010 ? 0x3011 : 0;
	size_t e = close ? match_any(buf, pos + n, le, placeholders) : 0, len;
	return e && e < le && at(buf, e, le, &len) == close ? e + len : 0;
}

/* Where the words before buf[p] that a heading's last space parts from its
 * title start (第六章 突破 求月票！: 求月票), or ss when none does. */
static size_t after_last_space(const char *buf, size_t ss, size_t p)
{
	size_t s;
	for (size_t q = p; q > ss; q = s)
		if (utf8_is_space(utf8_before(buf, ss, q, &s)))
			return q;
	return ss;
}

/* Where a site's phrase right after the link buf[p..e) (spaces between)
 * ends, when the rest of the sentence buf[ss..se) is a story's, with words
 * and none of a site's: an ad pasted into a sentence (他走到门口看了看
 * www.x.com 最快更新，他又回到屋里坐下。), whose story is read.  Else 0. */
static size_t pasted_ad_end(const char *buf, size_t ss, size_t se, size_t p, size_t e)
{
	size_t q = e, n, ad;
	while (q < se && utf8_is_space(at(buf, q, se, &n)))
		q += n;
	if (q >= se || !(ad = match_first(&site, buf, q, se, at(buf, q, se, &n), n)))
		return 0;
	if (!holds_word(buf, ss, p) || holds_any(buf, ss, p, site_words) ||
	    holds_any(buf, ad, se, site_words) || holds_phrase(&site, buf, ss, p) ||
	    holds_phrase(&site, buf, ad, se))
		return 0;
	return ad;
}

/* A site's phrase, a link, a bracketed end mark, PS or a note's mark at
 * each place of the line (the marks go into *marks, as is_mark_note reads
 * them); in a chapter's heading a site's phrase takes only the words after
 * the title (第六章 突破 求月票！). */
static int scan_line(const char *buf, size_t ls, size_t le, int heading, uint32_t *marks,
		     struct aside_list *out)
{
	size_t first = out->n, n, e, gs, ge, ss, se;
	int32_t prev = 0;
	int rc = 0, sentence_start = 1;
	enum aside_kind kind;
	for (size_t p = ls; p < le && !rc; p += n) {
		int32_t c = at(buf, p, le, &n);
		if (is_stop(c)) {
			sentence_start = 1;
		} else if (sentence_start && is_wordlike(c)) {
			sentence_start = 0;
			if ((e = opener_sentence_at(buf, ls, le, p, &kind))) {
				rc = push(out, p, e, kind);
				n = e - p;
				prev = 0;
				sentence_start = 1;
				continue;
			}
		}
		/* after a word or a closing mark (《史记》②); after 。 or ： it
		 * numbers a list's item, after a letter an index (a[1]) */
		int mark = note_mark_at(buf, p, le, c, n, &e);
		if (mark && ((is_wordlike(prev) && !is_alnum(prev)) || is_closer(prev) ||
			     prev == 0x201D)) {
			*marks |= 1u << (mark - 1);
			rc = push(out, p, e, ASIDE_MARK);
			n = e - p;
		} else if ((c == 0x3014 && (e = image_at(buf, p, le))) ||
		    (e = placeholder_at(buf, p, le, c, n))) {
			rc = push(out, p, e, ASIDE_IMAGE);
			n = e - p;
		} else if (closer_of(c) && (e = bracket_note_at(buf, ls, le, p, n, &kind))) {
			rc = push(out, p, e, kind);
			n = e - p;
		} else if ((e = imprint_at(buf, p, le, c, n, prev))) {
			sentence_of(buf, ls, le, p, e, &ss, &se);
			rc = push(out, ss, se, ASIDE_IMPRINT);
			n = e - p;
		} else if ((e = match_first(&site, buf, p, le, c, n))) {
			if (!bracket_group(buf, ls, le, p, e, INSERT_MAX_CHARS, &ss, &se)) {
				sentence_of(buf, ls, le, p, e, &ss, &se);
				if (heading)
					ss = after_last_space(buf, ss, p);
			}
			rc = push(out, ss, se, ASIDE_SITE);
			n = e - p;
		} else if ((e = match_first(&ends, buf, p, le, c, n))) {
			if (bracket_group(buf, ls, le, p, e, END_INSERT_MAX_CHARS, &gs, &ge))
				rc = push(out, gs, ge, ASIDE_END);
			n = e - p;
		} else if (is_alnum(c) && !is_alnum(prev) && prev != '.' && prev != '-' &&
			   prev != '_' && prev != '@' && (e = link_at(buf, p, le))) {
			sentence_of(buf, ls, le, p, e, &ss, &se);
			size_t ad = pasted_ad_end(buf, ss, se, p, e);
			if (ad) {
				rc = push(out, p, ad, ASIDE_SITE);
				e = ad;
			} else if (holds_any(buf, ss, p, site_words) ||
				   holds_any(buf, e, se, site_words)) {
				if (bracket_group(buf, ls, le, p, e, INSERT_MAX_CHARS, &gs, &ge))
					ss = gs, se = ge;
				rc = push(out, ss, se, ASIDE_SITE);
			} else {
				/* （www.x.com）: the brackets go with it */
				if (!bracket_group(buf, ls, le, p, e, INSERT_MAX_CHARS, &ss, &se) ||
				    holds_word(buf, ss, p) || holds_word(buf, e, se))
					ss = p, se = e;
				rc = push(out, ss, se, ASIDE_LINK);
			}
			n = e - p;
		}
		prev = c;
	}
	if (!rc)
		settle_line(buf, ls, le, out, first);
	return rc;
}

static size_t count_content(const char *buf, size_t s, size_t e)
{
	size_t chars = 0, n;
	for (size_t p = s; p < e; p += n)
		chars += !utf8_is_space(utf8_at(buf, p, e, &n));
	return chars;
}

/* The author's note that starts at the line [ls, le) (trimmed; the next
 * line starts at pos): to the next heading, rule or the end of the text.
 * Returns where the next line to look at starts; *end is the note's end,
 * *chars its length. */
static size_t note_block(const struct text *t, size_t ls, size_t le, size_t pos, size_t *end,
			 size_t *chars)
{
	*end = le;
	*chars = count_content(t->buf, ls, le);
	while (pos < t->len) {
		const char *nl = memchr(t->buf + pos, '\n', t->len - pos);
		size_t s = pos, e = nl ? (size_t)(nl - t->buf) : t->len;
		utf8_trim(t->buf, &s, &e);
		if (s < e && (split_heading_kind(t->buf + s, e - s) != HEADING_NONE ||
			      is_rule(t->buf, s, e)))
			return pos;
		if (s < e) {
			*end = e;
			*chars += count_content(t->buf, s, e);
		}
		pos = nl ? (size_t)(nl - t->buf) + 1 : t->len;
	}
	return pos;
}

/* Where the line after the one that ends at le starts, or len. */
static size_t next_line(const struct text *t, size_t le)
{
	const char *nl = memchr(t->buf + le, '\n', t->len - le);
	return nl ? (size_t)(nl - t->buf) + 1 : t->len;
}

/* Where the first chapter heading line at or after pos starts, or t->len. */
static size_t next_chapter(const struct text *t, size_t pos)
{
	while (pos < t->len) {
		size_t s = pos, e = next_line(t, pos);
		size_t le = e;
		utf8_trim(t->buf, &s, &le);
		if (s < le && split_heading_kind(t->buf + s, le - s) == HEADING_CHAPTER)
			return pos;
		pos = e;
	}
	return t->len;
}

/* Whether the chapter heading at the line [ls, le) is the one at [hs, he)
 * again (labels left out; he 0: there is none). */
static int same_heading(const struct text *t, size_t hs, size_t he, size_t ls, size_t le)
{
	return he && he - hs == le - ls && !memcmp(t->buf + hs, t->buf + ls, le - ls);
}

/* The chapter heading at the line [ls, le) repeats the one at [hs, he)
 * (labels left out) and the text under it to the next heading repeats the
 * text between the two: where that copy ends, or 0. */
static size_t chapter_copy_end(const struct text *t, size_t hs, size_t he, size_t ls, size_t le)
{
	if (!same_heading(t, hs, he, ls, le))
		return 0;
	size_t first = next_line(t, he), copy = next_line(t, le);
	size_t end = next_chapter(t, copy), s = ls;
	if (!utf8_same_but_space(t->buf + first, ls - first, t->buf + copy, end - copy))
		return 0;
	utf8_trim(t->buf, &s, &end);
	return end;
}

/* A text with no heading whose every line but its asides gives the book's
 * title or author (a whole-book TXT's preface of 《书名》 and 作者：… alone, as
 * split writes it): those lines are its title page, which every track's
 * tags tell, not a track of three seconds.  A preface with more (内容简介)
 * is read whole, title and author with it. */
static int title_page(const struct text *t, struct aside_list *out)
{
	size_t first = out->n, a = 0, bare_start = 0, bare_end = 0;
	int rc = 0, page = 1, gives;
	for (size_t pos = 0; pos < t->len && page && !rc;) {
		size_t ls = pos, le = next_line(t, pos);
		pos = le;
		utf8_trim(t->buf, &ls, &le);
		while (a < first && out->v[a].end <= ls)
			a++;
		if (ls == le || (a < first && out->v[a].start <= ls && out->v[a].end >= le))
			continue; /* blank, or an aside whole */
		if (a < first && out->v[a].start < le) {
			page = 0; /* an aside amid it: more than a title */
		} else if ((rc = header_line_gives(t->buf + ls, le - ls, &gives))) {
			break;
		} else if (!gives) {
			/* 红楼梦 over 曹雪芹 著: a title if a line that gives follows */
			page = !bare_end && header_line_may_be_title(t->buf + ls, le - ls);
			bare_start = ls, bare_end = le;
		} else {
			if (bare_end)
				rc = push(out, bare_start, bare_end, ASIDE_TITLE);
			bare_end = 0;
			rc = rc ? rc : push(out, ls, le, ASIDE_TITLE);
		}
	}
	if (rc || !page || bare_end || out->n == first) {
		out->n = first;
		return rc;
	}
	qsort(out->v, out->n, sizeof(*out->v), by_start);
	return 0;
}

int aside_find(const struct text *t, struct aside_list *out)
{
	memset(out, 0, sizeof(*out));
	if (!site.n) {
		phrases_init(&site, site_phrases);
		phrases_init(&ends, end_marks);
		phrases_init(&imprint, imprint_marks);
		phrases_init(&cip, cip_heads);
		phrases_init(&note_heads, note_mark_heads);
	}
	const char *buf = t->buf;
	size_t story = 0; /* bytes since the last heading: how long the chapter is so far */
	size_t contents_end = 0;
	int imprinted = -1; /* whether the text has a copyright page's mark: asked once, when
			     * a line reads like one of its keys */
	int in_cip = 0;	    /* the line before was 图书在版编目(CIP)数据 or one of its record */
	size_t heading_start = 0, heading_end = 0; /* the last chapter heading, its label out */
	int headed = 0; /* whether a heading was seen (outside a table of contents) */
	uint32_t marks = 0; /* the notes' marks met in the text (bit k - 1: ⓚ) */
	int rc = 0;
	for (size_t pos = 0; pos < t->len && !rc;) {
		const char *nl = memchr(buf + pos, '\n', t->len - pos);
		size_t ls = pos, le = nl ? (size_t)(nl - buf) : t->len;
		pos = nl ? le + 1 : t->len;
		utf8_trim(buf, &ls, &le);
		if (ls == le)
			continue;
		struct split_heading h;
		size_t end, chars, next;
		enum heading_kind kind = split_heading(buf + ls, le - ls, &h);
		/* a table of contents (目录 and its headings) is for the eye */
		if (ls >= contents_end)
			contents_end = split_contents_end(buf, t->len, ls);
		if (ls < contents_end) {
			rc = push(out, ls, le, ASIDE_CONTENTS);
			continue;
		}
		headed |= kind != HEADING_NONE;
		if (kind == HEADING_CHAPTER && holds_any(buf, ls + h.title, le, note_chapters) &&
		    (next = note_block(t, ls, le, pos, &end, &chars), chars <= NOTE_MAX_CHARS)) {
			story = 0; /* a story's chapter of that title (获奖感言) is longer */
			pos = next;
			rc = push(out, ls, end, ASIDE_NOTE);
			continue;
		}
		if (kind == HEADING_CHAPTER &&
		    (end = chapter_copy_end(t, heading_start, heading_end, ls + h.label, le))) {
			pos = next_line(t, end); /* the copy's own heading is not a new chapter's */
			rc = push(out, ls, end, ASIDE_REPEAT);
			continue;
		}
		/* the same heading over other text: a site's page of the chapter
		 * headed again, which a reader passes over (split keeps it one chapter) */
		if (kind == HEADING_CHAPTER &&
		    same_heading(t, heading_start, heading_end, ls + h.label, le)) {
			rc = push(out, ls, le, ASIDE_SITE);
			continue;
		}
		if (kind != HEADING_NONE) { /* after a volume's heading, a chapter is another's */
			heading_start = ls + h.label;
			heading_end = kind == HEADING_CHAPTER ? le : 0;
		}
		if (kind != HEADING_NONE) {
			story = 0;
			marks = 0; /* a chapter's notes are under it */
			if (h.label) { /* 正文 第一章: the site's label is not said */
				size_t label_start = ls, label_end = ls + h.label;
				utf8_trim(buf, &label_start, &label_end);
				rc = push(out, label_start, label_end, ASIDE_SITE);
				ls += h.label;
				if (rc || ls >= le)
					continue;
			}
		}
		int cip_line = kind == HEADING_NONE && in_cip && is_cip_record_line(buf, ls, le);
		in_cip = cip_line || holds_phrase(&cip, buf, ls, le);
		if (cip_line) {
			rc = push(out, ls, le, ASIDE_IMPRINT);
		} else if (is_rule(buf, ls, le)) {
			rc = push(out, ls, le, ASIDE_RULE);
		} else if (is_title_line(buf, ls, le, notes_titles)) {
			pos = note_block(t, ls, le, pos, &end, &chars);
			le = end;
			rc = push(out, ls, le, ASIDE_FOOTNOTE);
		} else if (is_note_start(buf, ls, le)) {
			next = note_block(t, ls, le, pos, &end, &chars);
			if (chars <= NOTE_MAX_CHARS && end - ls <= story) {
				pos = next;
				le = end;
			}
			rc = push(out, ls, le, ASIDE_NOTE);
		} else if (is_mark_note(buf, ls, le, marks)) {
			rc = push(out, ls, le, ASIDE_FOOTNOTE);
		} else if (is_ps_line(buf, ls, le)) {
			rc = push(out, ls, le, ASIDE_NOTE);
		} else if (is_end_line(buf, ls, le)) {
			rc = push(out, ls, le, ASIDE_END);
		} else if (is_nav_line(buf, ls, le) || is_post_line(buf, ls, le)) {
			rc = push(out, ls, le, ASIDE_SITE);
		} else if (is_imprint_line(buf, ls, le) &&
			   (imprinted < 0 ? (imprinted = holds_imprint(buf, t->len)) : imprinted)) {
			rc = push(out, ls, le, ASIDE_IMPRINT);
		} else {
			rc = scan_line(buf, ls, le, kind == HEADING_CHAPTER, &marks, out);
		}
		story += le - ls;
	}
	return rc || headed ? rc : title_page(t, out);
}

size_t aside_cut_end(const struct aside_list *a, const char *buf, size_t start, size_t end)
{
	/* the last aside that starts before end (they are in order) */
	size_t lo = 0, hi = a->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (a->v[mid].start < end)
			lo = mid + 1;
		else
			hi = mid;
	}
	while (lo > 0 && a->v[lo - 1].start > start && a->v[lo - 1].end >= end) {
		end = a->v[--lo].start;
		utf8_trim(buf, &start, &end);
	}
	return end;
}

void aside_list_release(struct aside_list *l)
{
	free(l->v);
	memset(l, 0, sizeof(*l));
}

/* ---- segments ---------------------------------------------------------- */

static size_t lines_in(const char *buf, size_t s, size_t e)
{
	size_t lines = 0;
	for (const char *p = buf + s; (p = memchr(p, '\n', e - (size_t)(p - buf))); p++)
		lines++;
	return lines;
}

/* Adds buf[s..e) of run r as a run of that kind (nothing if only white
 * space), SEG_RESUMED when *spoken (a piece of r was added before it); line:
 * the line of s. */
static int add_piece(const struct text *t, struct seg_list *out, const struct seg *r, size_t s,
		     size_t e, size_t line, const struct aside *a, int *spoken)
{
	size_t n, p = s;
	while (p < e && utf8_is_space(utf8_at(t->buf, p, e, &n)))
		p += n;
	if (p == e)
		return 0;
	line += lines_in(t->buf, s, p);
	s = p;
	while (utf8_is_space(utf8_before(t->buf, s, e, &p)))
		e = p;
	struct seg g = *r;
	g.start = s;
	g.end = e;
	g.line = line;
	if (a) {
		g.kind = SEG_ASIDE;
		g.aside = a->kind;
		g.flags = 0;
		g.speaker = SPEAKER_NARRATOR;
		struct seg *prev = out->n ? &out->v[out->n - 1] : NULL;
		/* one aside over a narration run and a quote: one segment */
		if (prev && prev->kind == SEG_ASIDE && prev->para == g.para &&
		    prev->aside == g.aside && prev->end == s) {
			prev->end = e;
			return 0;
		}
	} else if ((*spoken)++) {
		g.flags |= SEG_RESUMED;
	}
	return seg_list_push(out, &g);
}

int aside_mark(const struct text *t, struct seg_list *segs)
{
	struct aside_list a;
	int rc = aside_find(t, &a);
	if (rc || !a.n) {
		aside_list_release(&a);
		return rc;
	}
	struct seg_list out;
	seg_list_init(&out);
	size_t k = 0;
	for (size_t i = 0; i < segs->n && !rc; i++) {
		const struct seg *r = &segs->v[i];
		size_t pos = r->start, line = r->line;
		int spoken = 0;
		while (k < a.n && a.v[k].end <= pos)
			k++;
		for (size_t j = k; pos < r->end && !rc;) {
			size_t s = j < a.n && a.v[j].start < r->end ? a.v[j].start : r->end;
			if (s > pos) {
				rc = add_piece(t, &out, r, pos, s, line, NULL, &spoken);
				line += lines_in(t->buf, pos, s);
				pos = s;
			}
			if (rc || pos >= r->end)
				break;
			size_t e = a.v[j].end < r->end ? a.v[j].end : r->end;
			rc = add_piece(t, &out, r, pos, e, line, &a.v[j], &spoken);
			line += lines_in(t->buf, pos, e);
			pos = e;
			j++;
		}
	}
	aside_list_release(&a);
	return seg_list_take(segs, &out, rc);
}

int aside_spoken(const struct seg_list *all, struct seg_list *spoken)
{
	seg_list_init(spoken);
	size_t para = 0, last = (size_t)-1;
	for (size_t i = 0; i < all->n; i++) {
		struct seg s = all->v[i];
		if (s.kind == SEG_ASIDE)
			continue;
		if (s.flags & SEG_RESUMED && spoken->n) { /* “有两年①没见了。”: one quote */
			spoken->v[spoken->n - 1].end = s.end;
			continue;
		}
		if (last != (size_t)-1 && s.para != last)
			para++;
		last = s.para;
		s.para = para;
		if (seg_list_push(spoken, &s)) {
			seg_list_release(spoken);
			return ERR_NOMEM;
		}
	}
	spoken->n_paras = spoken->n ? para + 1 : 0;
	return 0;
}

size_t aside_spoken_index(const struct seg *s, size_t *next)
{
	return s->flags & SEG_RESUMED && *next ? *next - 1 : (*next)++;
}

void aside_put_back(struct seg_list *all, const struct seg_list *spoken)
{
	size_t j = 0;
	for (size_t i = 0; i < all->n; i++) {
		struct seg *s = &all->v[i];
		if (s->kind == SEG_ASIDE)
			continue;
		unsigned resumed = s->flags & SEG_RESUMED;
		size_t k = aside_spoken_index(s, &j);
		if (k >= spoken->n)
			break;
		const struct seg *from = &spoken->v[k];
		s->kind = from->kind;
		s->flags = from->flags | resumed; /* kept: a second aside_spoken joins them again */
		s->speaker = from->speaker;
		s->confidence = from->confidence;
	}
}

const char *aside_kind_name(enum aside_kind k)
{
	static const char *const names[] = { "site", "note", "end", "link",
					     "rule", "contents", "imprint", "repeat",
					     "footnote", "image", "title", "mark" };
	_Static_assert(sizeof(names) / sizeof(*names) == ASIDE_KINDS, "a name for each kind");
	return (unsigned)k < sizeof(names) / sizeof(*names) ? names[k] : "aside";
}

const char *aside_kind_words(enum aside_kind k)
{
	static const char *const words[] = { "site text", "author's note", "chapter-end mark",
					     "link", "decorative rule", "table of contents",
					     "copyright page", "chapter repeated",
					     "footnote or endnote", "image description",
					     "title page", "note's mark" };
	_Static_assert(sizeof(words) / sizeof(*words) == ASIDE_KINDS, "words for each kind");
	return (unsigned)k < sizeof(words) / sizeof(*words) ? words[k] : "aside";
}
