#include "text/split.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/utf8.h"
#include "text/bracket.h"
#include "text/text.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A heading is a short line: longer ones are prose that starts with 第. */
#define HEADING_MAX_CHARS 40
/* A bare-numbered heading's title (001 少年): at most this many characters;
 * its number, at most this. */
#define BARE_TITLE_MAX 20
#define BARE_NUMBER_MAX 9999
/* A chapter numbered 1 after a chapter numbered this or more starts the
 * numbering again (the next book of a collection); after fewer, it is the
 * text speaking of the first chapter. */
#define RESTART_AFTER 5
/* Headings in a row, with no text between, that make a table of contents. */
#define CONTENTS_MIN 3

static const char *const numerals =
	"零〇一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟貳參陸兩萬";
static const char *const chapter_units = "章回节節篇话話折幕"; /* 折, 幕: a play's acts */
static const char *const volume_units = "卷部集";
/* the words that head a chapter with no number, and where it stands */
static const struct {
	const char *word;
	enum heading_place place;
} keywords[] = {
	{ "序章", PLACE_FRONT }, { "序言", PLACE_FRONT }, { "序幕", PLACE_FRONT },
	{ "楔子", PLACE_FRONT }, { "引子", PLACE_FRONT }, { "引言", PLACE_FRONT },
	{ "前言", PLACE_FRONT }, { "尾声", PLACE_END }, { "尾聲", PLACE_END },
	{ "终章", PLACE_END }, { "終章", PLACE_END }, { "番外", PLACE_BACK },
	{ "后记", PLACE_BACK }, { "後記", PLACE_BACK }, { "完本感言", PLACE_BACK },
	{ "完结感言", PLACE_BACK }, { "上架感言", PLACE_BODY }, { "大结局", PLACE_END },
	{ "大結局", PLACE_END },
	/* a translated book's prefaces and appendices */
	{ "译者序", PLACE_FRONT }, { "譯者序", PLACE_FRONT }, { "译序", PLACE_FRONT },
	{ "譯序", PLACE_FRONT }, { "译者前言", PLACE_FRONT }, { "譯者前言", PLACE_FRONT },
	{ "译后记", PLACE_BACK }, { "譯後記", PLACE_BACK }, { "译者后记", PLACE_BACK },
	{ "譯者後記", PLACE_BACK }, { "附录", PLACE_BACK }, { "附錄", PLACE_BACK },
	{ "序", PLACE_FRONT },
};

static int contains_char(const char *set, const char *s, size_t len)
{
	for (const char *p = set; *p; p += 3)
		if (len == 3 && !memcmp(p, s, 3))
			return 1;
	return 0;
}

static int is_digit_cp(int32_t cp)
{
	return (cp >= '0' && cp <= '9') || (cp >= 0xFF10 && cp <= 0xFF19);
}

/* Trims white space (ideographic space included) from both ends. */
static void trim(const char **s, size_t *n)
{
	size_t start = 0, end = *n;
	utf8_trim(*s, &start, &end);
	*s += start, *n = end - start;
}

/* Whether s[0..n) is more than max characters (counted no further). */
static int longer_than(const char *s, size_t n, size_t max)
{
	if (n <= max)
		return 0;
	size_t chars = 0, len;
	for (size_t i = 0; i < n && chars <= max; i += len, chars++)
		utf8_decode(s + i, n - i, &len);
	return chars > max;
}

/* A heading does not end like a sentence. */
static int ends_like_sentence(const char *s, size_t n)
{
	static const char *const ends[] = { "。", "！", "？", "”", "」", "，", "：" };
	for (size_t i = 0; i < sizeof(ends) / sizeof(*ends); i++) {
		size_t k = strlen(ends[i]);
		if (n >= k && !memcmp(s + n - k, ends[i], k))
			return 1;
	}
	return 0;
}

/* The value of one numeral character: digits 0-9, or a unit (10, 100,
 * 1000, 10000) as a negative number; -100 for none. */
static long numeral_value(int32_t cp)
{
	static const struct { int32_t cp; long v; } table[] = {
		{ 0x96F6, 0 }, { 0x3007, 0 }, { 0x4E00, 1 }, { 0x4E8C, 2 }, { 0x4E24, 2 },
		{ 0x5169, 2 }, { 0x4E09, 3 }, { 0x56DB, 4 }, { 0x4E94, 5 }, { 0x516D, 6 },
		{ 0x4E03, 7 }, { 0x516B, 8 }, { 0x4E5D, 9 }, { 0x58F9, 1 }, { 0x8D30, 2 },
		{ 0x8CB3, 2 }, { 0x53C1, 3 }, { 0x53C3, 3 }, { 0x8086, 4 }, { 0x4F0D, 5 },
		{ 0x9646, 6 }, { 0x9678, 6 }, { 0x67D2, 7 }, { 0x634C, 8 }, { 0x7396, 9 },
		{ 0x5341, -10 }, { 0x62FE, -10 }, { 0x767E, -100 }, { 0x4F70, -100 },
		{ 0x5343, -1000 }, { 0x4EDF, -1000 }, { 0x4E07, -10000 }, { 0x842C, -10000 },
	};
	if (cp >= '0' && cp <= '9')
		return cp - '0';
	if (cp >= 0xFF10 && cp <= 0xFF19)
		return cp - 0xFF10;
	for (size_t i = 0; i < sizeof(table) / sizeof(*table); i++)
		if (table[i].cp == cp)
			return table[i].v;
	return -100000;
}

/* Where the digits or Chinese numerals from s[i] end; *chars (if not
 * NULL) gets how many there are. */
static size_t skip_numerals(const char *s, size_t n, size_t i, size_t *chars)
{
	size_t len, k = 0;
	while (i < n) {
		int32_t cp = utf8_decode(s + i, n - i, &len);
		if (!is_digit_cp(cp) && !contains_char(numerals, s + i, len))
			break;
		i += len;
		k++;
	}
	if (chars)
		*chars = k;
	return i;
}

/* The number written s[0..n) in Chinese or Arabic numerals (十二 12, 一百零二
 * 102, 一二〇 120, 12 12), or -1. */
static long numeral_number(const char *s, size_t n)
{
	long total = 0, section = 0, digits = 0;
	int positional = 1; /* 一二三 read as digits (一二〇 = 120) until a unit comes */
	size_t len;
	for (size_t i = 0; i < n; i += len) {
		long v = numeral_value(utf8_decode(s + i, n - i, &len));
		if (v == -100000)
			return -1;
		if (v >= 0) {
			digits = positional ? digits * 10 + v : v;
		} else if (v == -10000) {
			total = (total + section + digits) * 10000;
			section = digits = 0;
			positional = 0;
		} else {
			section += (digits ? digits : 1) * -v;
			digits = 0;
			positional = 0;
		}
		if (total > 100000000 || digits > 100000000)
			return -1;
	}
	return total + section + digits;
}

/* 第 N 章, 第十二回, 第一卷 (spaces allowed around the number), 卷一. */
static enum heading_kind numbered(const char *s, size_t n, long *number)
{
	size_t len, i, digits_start, digits_end;
	int volume_first = n > 3 && !memcmp(s, "卷", 3);
	if (!volume_first && (n <= 3 || memcmp(s, "第", 3)))
		return HEADING_NONE;
	digits_start = utf8_skip_space(s, n, 3);
	i = skip_numerals(s, n, digits_start, NULL);
	if (i == digits_start)
		return HEADING_NONE;
	digits_end = i;
	*number = numeral_number(s + digits_start, digits_end - digits_start);
	if (volume_first) /* 卷一 潜龙, not 卷一卷书 */
		return i == n || utf8_is_space(utf8_decode(s + i, n - i, &len)) ? HEADING_VOLUME
										 : HEADING_NONE;
	i = utf8_skip_space(s, n, i);
	if (i >= n)
		return HEADING_NONE;
	utf8_decode(s + i, n - i, &len);
	if (contains_char(chapter_units, s + i, len))
		return HEADING_CHAPTER;
	if (contains_char(volume_units, s + i, len))
		return HEADING_VOLUME;
	return HEADING_NONE;
}

/* Where the unit of the numbered heading s[0..n) ends (第3章|, 第 十 回|),
 * past 第 and its numerals; 0 when nothing follows them. */
static size_t unit_end(const char *s, size_t n)
{
	size_t len, i = utf8_skip_space(s, n, skip_numerals(s, n, utf8_skip_space(s, n, 3), NULL));
	if (i >= n)
		return 0;
	utf8_decode(s + i, n - i, &len);
	return i + len;
}

/* Whether the numbered heading s[0..n) (第3章 …) sets its title apart from
 * its unit, by a space or a mark: such a title may end as a sentence does
 * (第3章 你是谁？, 第8章：逃！, or a copy's heading run into the text's first
 * words), where 第三回合他又输了。 is a sentence. */
static int title_apart(const char *s, size_t n)
{
	size_t len, i = unit_end(s, n);
	if (!i)
		return 0;
	int32_t cp = utf8_decode(s + i, n - i, &len);
	return utf8_is_space(cp) || cp == 0xFF1A || cp == ':' || cp == 0x3001 || cp == 0xB7;
}

/* The end of an ASCII word at s (any case), or 0. */
static size_t ascii_word(const char *s, size_t n, const char *word)
{
	size_t k = strlen(word);
	if (n < k)
		return 0;
	for (size_t i = 0; i < k; i++)
		if ((s[i] | 0x20) != word[i])
			return 0;
	return k;
}

/* I, IV, XII ... (any case): the value, or -1. */
static long roman_value(const char *s, size_t n)
{
	static const char letters[] = "ivxlc";
	static const long values[] = { 1, 5, 10, 50, 100 };
	long v = 0, prev = 0;
	for (size_t k = n; k > 0; k--) {
		const char *c = memchr(letters, s[k - 1] | 0x20, sizeof(letters) - 1);
		if (!c)
			return -1;
		long x = values[c - letters];
		v += x < prev ? -x : x;
		if (x > prev)
			prev = x;
	}
	return n ? v : -1;
}

static int is_ascii_alnum(char c)
{
	return (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
}

/* Chapter 3, CHAPTER XII, Chap. 4: the number, or -1. */
static long english_chapter(const char *s, size_t n)
{
	size_t i = ascii_word(s, n, "chapter");
	if (!i)
		i = ascii_word(s, n, "chap.");
	size_t j = i ? utf8_skip_space(s, n, i) : 0;
	if (!i || (j == i && s[i - 1] != '.'))
		return -1;
	size_t e = j;
	while (e < n && is_ascii_alnum(s[e]))
		e++;
	if (e == j)
		return -1;
	long v = 0;
	for (size_t k = j; k < e && v >= 0; k++)
		v = s[k] >= '0' && s[k] <= '9' && v < 100000 ? v * 10 + (s[k] - '0') : -1;
	return v >= 0 ? v : roman_value(s + j, e - j);
}

/* 【第一章】风起, [第一章] 风起: where the words inside a heading's opening
 * brackets start and end; 0 when s does not open so.  Not round ones, which
 * hold a heading's part (第三章 风起（上）: ends_in_part). */
static int bracketed(const char *s, size_t n, size_t *from, size_t *to)
{
	const char *close;
	size_t ol = bracket_open(s, n, &close);
	if (!ol || !strcmp(close, ")") || !strcmp(close, "）"))
		return 0;
	size_t cl = strlen(close);
	for (size_t i = ol; i + cl <= n; i++)
		if (!memcmp(s + i, close, cl)) {
			*from = ol;
			*to = i;
			return 1;
		}
	return 0;
}

/* Whether s[0..n) holds a mark that ends or splits a sentence. */
static int has_sentence_mark(const char *s, size_t n)
{
	size_t len;
	for (size_t i = 0; i < n; i += len) {
		int32_t cp = utf8_decode(s + i, n - i, &len);
		if (cp == 0xFF0C || cp == 0x3002 || cp == 0xFF0E || cp == 0xFF01 || cp == 0xFF1F ||
		    cp == 0xFF1B)
			return 1;
	}
	return 0;
}

/* Whether the words after a keyword that starts the line (rest, n bytes) leave
 * the line a heading. */
static int keyword_heads(const char *word, const char *rest, size_t n)
{
	if (!n)
		return 1;
	size_t len;
	int32_t cp = utf8_decode(rest, n, &len);
	int parted = utf8_is_space(cp) || cp == 0xFF1A || cp == ':';
	/* 序 followed by a space or a title mark; not 序列... */
	if (!strcmp(word, "序") && !parted)
		return 0;
	/* 番外一，…, 尾声——重逢, 序章黎明; not a sentence that starts with
	 * the word (前言少述，且说…) */
	parted |= is_digit_cp(cp) || contains_char(numerals, rest, len) || cp == 0x2014 ||
		  cp == '-' || cp == 0xB7 || cp == 0x300A || cp == 0xFF08 || cp == '(';
	return parted || !has_sentence_mark(rest, n);
}

/* What the line's words from s are, with no prefix: a numbered heading, a
 * keyword (序章, 番外 ...) or Chapter N, in brackets or not. */
static enum heading_kind core_heading(const char *s, size_t n, long *number,
				      enum heading_place *place)
{
	size_t from, to;
	if (bracketed(s, n, &from, &to))
		return core_heading(s + from, to - from, number, place);
	*number = -1;
	*place = PLACE_BODY;
	enum heading_kind kind = numbered(s, n, number);
	if (kind != HEADING_NONE)
		return kind;
	if ((*number = english_chapter(s, n)) >= 0)
		return HEADING_CHAPTER;
	for (size_t k = 0; k < sizeof(keywords) / sizeof(*keywords); k++) {
		const char *word = keywords[k].word;
		size_t kn = strlen(word);
		if (n < kn || memcmp(s, word, kn))
			continue;
		/* the place only once the line is a heading: 正文 序列之战 is the body's */
		if (!keyword_heads(word, s + kn, n - kn))
			return HEADING_NONE;
		*place = keywords[k].place;
		return HEADING_CHAPTER;
	}
	return HEADING_NONE;
}

/* A web site's label before the heading (正文 第一章, VIP卷 第二章, 作品相关 上架感言): its
 * length with the separator after it, or 0. */
static size_t label_prefix(const char *s, size_t n)
{
	static const char *const labels[] = { "正文卷", "正文", "作品相关", "作品相關",
					      "vip卷", "vip章节", "vip" };
	for (size_t k = 0; k < sizeof(labels) / sizeof(*labels); k++) {
		size_t kn = strlen(labels[k]), i;
		if (n < kn)
			continue;
		for (i = 0; i < kn; i++)
			if ((s[i] >= 'A' && s[i] <= 'Z' ? s[i] | 0x20 : s[i]) != labels[k][i])
				break;
		if (i < kn)
			continue;
		size_t len, j = utf8_skip_space(s, n, kn);
		/* 正文 alone; 正文 then a space, a colon or the heading itself */
		if (j < n && j == kn) {
			int32_t cp = utf8_decode(s + j, n - j, &len);
			if (cp == 0xFF1A || cp == ':' || cp == '-' || cp == 0xB7)
				j = utf8_skip_space(s, n, j + len);
			else if (cp != 0x7B2C && cp != 0x5377) /* 第, 卷 */
				return 0;
		}
		return j;
	}
	return 0;
}

static const char *const parts = "上中下";

/* Whether s[i..i+len) may be the inside of a part's brackets: 上, 中, 下, a
 * numeral or a digit. */
static int part_char(const char *s, size_t i, size_t len)
{
	return is_digit_cp(utf8_decode(s + i, len, &len)) || contains_char(parts, s + i, len) ||
	       contains_char(numerals, s + i, len);
}

/* 第四章（下） 桥头: a part's mark in brackets right after the unit, before
 * the title. */
static int part_after_unit(const char *s, size_t n)
{
	size_t len, inside = 0, i;
	if (n <= 3 || memcmp(s, "第", 3))
		return 0;
	if (!(i = unit_end(s, n)))
		return 0;
	i = utf8_skip_space(s, n, i);
	int32_t cp = i < n ? utf8_decode(s + i, n - i, &len) : 0;
	if (cp != 0xFF08 && cp != '(')
		return 0;
	for (i += len; i < n; i += len, inside++) {
		cp = utf8_decode(s + i, n - i, &len);
		if (cp == 0xFF09 || cp == ')')
			return inside > 0 && inside <= 3;
		if (!part_char(s, i, len))
			return 0;
	}
	return 0;
}

/* A part's mark ends the heading: 上, 中 or 下 (or a numeral, or digits) in
 * brackets, 上/中/下 after a space, 上篇/下篇; or follows its unit in brackets. */
static int ends_in_part(const char *s, size_t n)
{
	static const char *const halves[] = { "上篇", "中篇", "下篇" };
	if (part_after_unit(s, n))
		return 1;
	for (size_t k = 0; k < sizeof(halves) / sizeof(*halves); k++) {
		size_t kn = strlen(halves[k]);
		if (n > kn && !memcmp(s + n - kn, halves[k], kn))
			return 1;
	}
	size_t at, before;
	int32_t last = utf8_before(s, 0, n, &at);
	if (last != 0xFF09 && last != ')') /* 第三章 风起 下 */
		return contains_char(parts, s + at, n - at) &&
		       utf8_is_space(utf8_before(s, 0, at, &before));
	/* back over the numerals or digits inside to the opening bracket */
	size_t inside = 0;
	for (size_t i = at; i > 0; i = at, inside++) {
		int32_t cp = utf8_before(s, 0, i, &at);
		if (cp == 0xFF08 || cp == '(')
			return inside > 0 && inside <= 3 && at > 0;
		if (!part_char(s, at, i - at))
			return 0;
	}
	return 0;
}

enum heading_kind split_heading(const char *s, size_t n, struct split_heading *h)
{
	const char *line = s;
	*h = (struct split_heading){ .kind = HEADING_NONE, .number = -1, .place = PLACE_BODY };
	trim(&s, &n);
	h->title = (size_t)(s - line);
	if (!n || longer_than(s, n, HEADING_MAX_CHARS))
		return HEADING_NONE;
	int sentence_end = ends_like_sentence(s, n);
	size_t p = label_prefix(s, n), title_at = p;
	h->prefixed = p > 0;
	h->label = p ? h->title + p : 0;
	if (sentence_end && (n - p < 3 || memcmp(s + p, "第", 3) || !title_apart(s + p, n - p)))
		return HEADING_NONE;
	if (p == n) { /* 正文, VIP卷 alone: the text's volume, with no name of its own */
		h->title += p;
		return h->kind = HEADING_VOLUME;
	}
	long number;
	enum heading_kind kind = core_heading(s + p, n - p, &number, &h->place);
	if (kind == HEADING_VOLUME) {
		/* 第一卷 潜龙 第三章 出山: the chapter's heading after its volume's,
		 * both its title (a volume may number its chapters from 1 again) */
		size_t len;
		for (size_t i = p; i < n; i += len) {
			int32_t cp = utf8_decode(s + i, n - i, &len);
			size_t j = utf8_skip_space(s, n, i + len);
			if (utf8_is_space(cp) && j < n &&
			    core_heading(s + j, n - j, &number, &h->place) == HEADING_CHAPTER) {
				h->prefixed = 1;
				p = j;
				kind = HEADING_CHAPTER;
				break;
			}
		}
	} else if (kind == HEADING_NONE && p) {
		kind = HEADING_CHAPTER; /* 正文 归来: a site's chapter without a number */
	}
	if (kind == HEADING_NONE) {
		h->label = 0;
		return kind;
	}
	h->kind = kind;
	h->title += title_at;
	h->number = kind == HEADING_CHAPTER ? number : -1;
	h->part = kind == HEADING_CHAPTER && ends_in_part(s, n);
	return kind;
}

enum heading_kind split_heading_kind(const char *s, size_t n)
{
	struct split_heading h;
	return split_heading(s, n, &h);
}

static int push(struct split_list *l, const struct split_chapter *c)
{
	if (grow_for_one(&l->v, l->n, &l->alloc, sizeof(*l->v), 64))
		return ERR_NOMEM;
	l->v[l->n++] = *c;
	return 0;
}

static int only_space(const char *s, size_t n)
{
	return utf8_skip_space(s, n, 0) == n;
}

/* The heading's title: from where its own words start to the line's end. */
static void set_title(const struct text *t, struct split_chapter *c, size_t pos, size_t end,
		      const struct split_heading *h)
{
	const char *s = t->buf + pos + h->title;
	size_t n = end - pos - h->title;
	trim(&s, &n);
	c->title_start = (size_t)(s - t->buf);
	c->title_end = c->title_start + n;
}

/* The line says 目录 and nothing else. */
static int is_contents_title(const char *s, size_t n)
{
	trim(&s, &n);
	return n == strlen("目录") && (!memcmp(s, "目录", n) || !memcmp(s, "目錄", n));
}

size_t split_contents_end(const char *buf, size_t len, size_t pos)
{
	/* last: where the run's last chapter heading starts, with the volume
	 * headings right above it (the text's own 第一卷 / 第一章); volumes:
	 * where the volume headings since the last chapter's start */
	size_t headings = 0, last = pos, first = pos, volumes = 0;
	while (pos < len) {
		const char *nl = memchr(buf + pos, '\n', len - pos);
		size_t end = nl ? (size_t)(nl - buf) : len;
		if (pos == first && is_contents_title(buf + pos, end - pos)) {
			; /* the table's own title */
		} else if (!only_space(buf + pos, end - pos)) {
			enum heading_kind kind = split_heading_kind(buf + pos, end - pos);
			if (kind == HEADING_NONE)
				return headings >= CONTENTS_MIN ? (volumes ? volumes : last) : 0;
			/* a label and a volume over the first chapter (正文 /
			 * 第一卷 风起 / 第一章) are no table: chapters count */
			headings += kind == HEADING_CHAPTER;
			if (kind == HEADING_VOLUME && !volumes)
				volumes = pos;
			else if (kind == HEADING_CHAPTER) {
				last = volumes ? volumes : pos;
				volumes = 0;
			}
		}
		pos = nl ? end + 1 : len;
	}
	return headings >= CONTENTS_MIN ? len : 0; /* a table at the book's end */
}

/* A line that is a number and a title (001 少年, 一、少年, 12. 归来): its
 * number, and where the number starts in *at; -1 for other lines.  Such
 * lines head chapters only as a run (bare_headings). */
static long bare_number(const char *line, size_t n, size_t *at)
{
	const char *s = line;
	trim(&s, &n);
	*at = (size_t)(s - line);
	if (!n || longer_than(s, n, BARE_TITLE_MAX + 6) || ends_like_sentence(s, n) ||
	    has_sentence_mark(s, n))
		return -1;
	size_t len, chars, i = skip_numerals(s, n, 0, &chars);
	long number = numeral_number(s, i);
	if (!chars || chars > 4 || i >= n || number < 0 || number > BARE_NUMBER_MAX)
		return -1;
	int32_t sep = utf8_decode(s + i, n - i, &len);
	if (!utf8_is_space(sep) && sep != 0x3001 && sep != '.' && sep != 0xFF0E && sep != 0xFF1A)
		return -1;
	size_t title = utf8_skip_space(s, n, i + len);
	/* a title of words: not 1. 5公斤 nor a number's next digits */
	if (title >= n || !utf8_is_han(utf8_decode(s + title, n - title, &len)) ||
	    longer_than(s + title, n - title, BARE_TITLE_MAX))
		return -1;
	return number;
}

static int by_line(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;
	return x < y ? -1 : x > y;
}

/* Lines that head chapters by a number alone (001 少年 …), in a book with no
 * 第X章 headings: runs of such lines numbered 1, 2, 3 … (three at least),
 * with text between each two (a list's items stand line after line).  A
 * number out of step (a list of 1、2、 inside a chapter) is text.  Their
 * line numbers into *lines, in order.  Returns 0 or ERR_NOMEM. */
static int bare_headings(const struct text *t, size_t **lines, size_t *n_lines)
{
	struct bare {
		size_t line;
		long number;
		size_t chain, from;     /* the longest run ending here, and the one before */
		long first;             /* the number that run starts from */
		int listed;             /* an item of a list */
	} *v = NULL;
	size_t n = 0, alloc = 0, numbered = 0, last_text = 0, line = 1, at;
	*lines = NULL;
	*n_lines = 0;
	for (size_t pos = 0; pos < t->len; line++) {
		const char *nl = memchr(t->buf + pos, '\n', t->len - pos);
		size_t end = nl ? (size_t)(nl - t->buf) : t->len;
		struct split_heading h;
		long number = bare_number(t->buf + pos, end - pos, &at);
		if (split_heading(t->buf + pos, end - pos, &h) == HEADING_CHAPTER && h.number >= 0)
			numbered++;
		else if (number >= 0) {
			if (grow_for_one(&v, n, &alloc, sizeof(*v), 64)) {
				free(v);
				return ERR_NOMEM;
			}
			/* two with no text between are a list's items */
			int listed = n && v[n - 1].line > last_text;
			if (listed)
				v[n - 1].listed = 1;
			v[n++] = (struct bare){ .line = line, .number = number, .chain = 1,
						.from = SIZE_MAX, .first = number, .listed = listed };
		} else if (!only_space(t->buf + pos, end - pos)) {
			last_text = line;
		}
		pos = nl ? end + 1 : t->len;
	}
	int rc = 0;
	size_t *best = NULL; /* by number: the line that ends the longest run so far */
	if (numbered < 2 && n >= 3 && !(best = malloc((BARE_NUMBER_MAX + 1) * sizeof(*best))))
		rc = ERR_NOMEM;
	if (best) {
		/* the longest run ending at each line: it follows a line of the
		 * number before (the nearest of two: a volume's own 1, 2, 3) */
		for (size_t i = 0; i <= BARE_NUMBER_MAX; i++)
			best[i] = SIZE_MAX;
		for (size_t b = 0; b < n; b++) {
			long num = v[b].number;
			if (v[b].listed)
				continue;
			if (num > 0 && best[num - 1] != SIZE_MAX) {
				v[b].chain = v[best[num - 1]].chain + 1;
				v[b].from = best[num - 1];
				v[b].first = v[best[num - 1]].first;
			}
			if (best[num] == SIZE_MAX || v[b].chain >= v[best[num]].chain)
				best[num] = b;
		}
		free(best);
		size_t *out = calloc(n, sizeof(*out)), k = 0;
		rc = out ? 0 : ERR_NOMEM;
		/* runs from their ends, the latest first, each taken whole */
		for (size_t b = n; !rc && b-- > 0;) {
			if (v[b].chain < 3 || v[b].line == 0 || v[b].first > 1)
				continue;
			for (size_t a = b; a != SIZE_MAX; a = v[a].from) {
				out[k++] = v[a].line;
				v[a].line = 0; /* in a run: no other run takes it */
				if (v[a].from != SIZE_MAX && v[v[a].from].line == 0)
					break;
			}
		}
		if (!rc && k) {
			qsort(out, k, sizeof(*out), by_line);
			*lines = out;
			*n_lines = k;
		} else {
			free(out);
		}
	}
	free(v);
	return rc;
}

int split_book(const struct text *t, struct split_list *out)
{
	memset(out, 0, sizeof(*out));
	/* the preface, kept only if it holds something */
	struct split_chapter cur = { .start = 0, .line = 1 };
	int volume_open = 0; /* cur began at a volume heading with nothing under it yet */
	int cur_volume_named = 0; /* ... a volume heading with a title: 第一卷 潜龙, not VIP卷 */
	long last_number = -1;
	size_t volume_start = 0, volume_end = 0; /* the latest volume's heading */
	size_t line = 1, contents_end = 0, *bare, n_bare, next_bare = 0, at;
	int said = 0; /* a line so far that is not white space nor a table of contents */
	if (bare_headings(t, &bare, &n_bare))
		return ERR_NOMEM;
	for (size_t pos = 0; pos < t->len; line++) {
		const char *nl = memchr(t->buf + pos, '\n', t->len - pos);
		size_t end = nl ? (size_t)(nl - t->buf) : t->len;
		struct split_heading h;
		enum heading_kind kind = split_heading(t->buf + pos, end - pos, &h);
		if (next_bare < n_bare && bare[next_bare] == line) {
			next_bare++;
			h = (struct split_heading){ .kind = HEADING_CHAPTER, .prefixed = 1 };
			h.number = bare_number(t->buf + pos, end - pos, &at);
			h.title = at;
			kind = HEADING_CHAPTER;
		}
		/* a table of contents stays where it is: its entries start no
		 * chapter, and number none (the chapters after it start from 1) */
		if (pos >= contents_end)
			contents_end = split_contents_end(t->buf, t->len, pos);
		int in_contents = pos < contents_end;
		if (in_contents)
			kind = HEADING_NONE, h.number = -1;
		/* 第四回 after 第五回 is the text speaking of a chapter, not a
		 * heading; a heading behind a label or a volume (VIP卷 第二章) is
		 * one, and so is a chapter's next part (第三章（下）), and the
		 * first chapter of the next book in a collection (全集: 第一回
		 * again after 第一百二十回, with no volume heading between) */
		int restart = h.number == 1 && last_number >= RESTART_AFTER;
		if (h.number >= 0 && !h.prefixed && !restart &&
		    (h.number < last_number || (h.number == last_number && !h.part)))
			kind = HEADING_NONE;
		else if (h.number >= 0)
			last_number = h.number;
		if (kind == HEADING_VOLUME)
			last_number = -1; /* a volume may number its chapters from 1 again */
		if (kind != HEADING_NONE && volume_open) {
			/* the volume's first chapter, or a volume under a label
			 * (正文 / 第一卷 风起): its title names the volume too
			 * (第二卷 社戏 / 第一章), unless that is only a site's label */
			size_t from = cur.title_start;
			set_title(t, &cur, pos, end, &h);
			if (cur_volume_named)
				cur.title_start = from;
			volume_open = kind == HEADING_VOLUME;
			cur_volume_named = volume_open && cur.title_end > cur.title_start;
		} else if (kind != HEADING_NONE) {
			/* a preface of white space, or of a table of contents
			 * alone, is the first chapter's top */
			if (said || out->n) {
				cur.end = pos;
				if (push(out, &cur)) {
					free(bare);
					return ERR_NOMEM;
				}
				cur = (struct split_chapter){ .start = pos, .line = line };
			} /* else: white space before the first heading joins its chapter */
			set_title(t, &cur, pos, end, &h);
			if (kind == HEADING_CHAPTER)
				cur.volume_start = volume_start, cur.volume_end = volume_end;
			volume_open = kind == HEADING_VOLUME;
			cur_volume_named = volume_open && cur.title_end > cur.title_start;
		} else if (!only_space(t->buf + pos, end - pos)) {
			volume_open = 0;
		}
		if (kind == HEADING_VOLUME) /* 第二卷 北城; none for a label (VIP卷) */
			volume_start = cur.title_start, volume_end = cur.title_end;
		said |= !in_contents && !only_space(t->buf + pos, end - pos);
		pos = nl ? end + 1 : t->len;
	}
	free(bare);
	cur.end = t->len;
	if ((out->n || cur.title_end > cur.title_start || !only_space(t->buf, t->len)) &&
	    push(out, &cur))
		return ERR_NOMEM;
	return 0;
}

int split_count_headings(const struct text *t, size_t *headings)
{
	struct split_list l;
	int rc = split_book(t, &l);
	*headings = 0;
	for (size_t i = 0; !rc && i < l.n; i++)
		*headings += l.v[i].title_end > l.v[i].title_start;
	split_list_release(&l);
	return rc;
}

void split_list_release(struct split_list *l)
{
	free(l->v);
	memset(l, 0, sizeof(*l));
}

void split_volume_needed(const char *const *titles, const size_t *volumes, size_t n,
			 unsigned char *needed)
{
	memset(needed, 0, n);
	/* pairs of chapters: a book has some thousands at most */
	for (size_t i = 0; i < n; i++)
		for (size_t j = i + 1; titles[i] && j < n; j++)
			if (titles[j] && volumes[i] != volumes[j] && !strcmp(titles[i], titles[j])) {
				needed[i] |= volumes[i] != 0;
				needed[j] |= volumes[j] != 0;
			}
}

int split_title_mark(const char *title, size_t n, size_t i)
{
	size_t len, at;
	int32_t cp = utf8_decode(title + i, n - i, &len);
	if (cp == 0x3010 || cp == 0x3016) /* 【〖 */
		return SPLIT_TITLE_DROP;
	if (cp == 0x3011 || cp == 0x3017) /* 】〗 */
		return SPLIT_TITLE_GAP;
	if (cp != 0xFF1A && cp != ':')
		return 0;
	int spaced = (i > 0 && utf8_is_space(utf8_before(title, 0, i, &at))) ||
		     (i + len < n && utf8_is_space(utf8_decode(title + i + len, n - i - len, &len)));
	return spaced ? SPLIT_TITLE_GAP : 0;
}

char *split_safe_name(const char *title, size_t n, char *out, size_t max_bytes)
{
	size_t o = 0, len;
	for (size_t i = 0; i < n; i += len) {
		int32_t cp = utf8_decode(title + i, n - i, &len);
		const char *piece = title + i;
		size_t k = len;
		int mark = split_title_mark(title, n, i);
		if (mark == SPLIT_TITLE_DROP) /* as its title has it */
			continue;
		/* what FAT and exFAT refuse too: the MP3s go to phones and cards */
		if (cp < 0 || cp < 0x20 || cp == 0x7F || (cp < 0x80 && strchr("/\\:*?\"<>|", cp)) ||
		    utf8_is_space(cp) || mark == SPLIT_TITLE_GAP || (cp == '.' && o == 0)) {
			if (o && out[o - 1] == '_')
				continue; /* a run of spaces is one _ */
			piece = "_";
			k = 1;
		}
		if (o + k > max_bytes)
			break;
		memcpy(out + o, piece, k);
		o += k;
	}
	out[o] = '\0';
	return out;
}
