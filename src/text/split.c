#include "text/split.h"
#include "base/err.h"
#include "base/utf8.h"
#include "text/text.h"

#include <stdlib.h>
#include <string.h>

/* A heading is a short line: longer ones are prose that starts with 第. */
#define HEADING_MAX_CHARS 40

static const char *const numerals =
	"零〇一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟貳參陸兩萬";
static const char *const chapter_units = "章回节節篇话話";
static const char *const volume_units = "卷部集";
static const char *const keywords[] = {
	"序章", "序言", "序幕", "楔子", "引子", "引言", "前言", "尾声", "尾聲", "终章", "終章",
	"番外", "后记", "後記", "完本感言", "大结局", "大結局", "序",
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
	size_t len;
	while (*n) {
		int32_t cp = utf8_decode(*s, *n, &len);
		if (!utf8_is_space(cp))
			break;
		*s += len, *n -= len;
	}
	while (*n) {
		size_t i = *n - 1;
		while (i && ((unsigned char)(*s)[i] & 0xC0) == 0x80)
			i--;
		int32_t cp = utf8_decode(*s + i, *n - i, &len);
		if (!utf8_is_space(cp))
			break;
		*n = i;
	}
}

static size_t count_chars(const char *s, size_t n)
{
	size_t chars = 0, len;
	for (size_t i = 0; i < n; i += len, chars++)
		utf8_decode(s + i, n - i, &len);
	return chars;
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

/* The chapter number of a 第...章 heading, or -1: 十二 12, 一百零二 102, 12 12. */
static long heading_number(const char *s, size_t n)
{
	trim(&s, &n);
	if (n <= 3 || memcmp(s, "第", 3))
		return -1;
	long total = 0, section = 0, digits = 0;
	int positional = 1; /* 一二三 read as digits (一二〇 = 120) until a unit comes */
	size_t len;
	for (size_t i = 3; i < n; i += len) {
		long v = numeral_value(utf8_decode(s + i, n - i, &len));
		if (v == -100000)
			break;
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
		if (total > 100000000)
			return -1;
	}
	return total + section + digits;
}

enum heading_kind split_heading_kind(const char *s, size_t n)
{
	trim(&s, &n);
	if (!n || count_chars(s, n) > HEADING_MAX_CHARS || ends_like_sentence(s, n))
		return HEADING_NONE;
	if (n > 3 && !memcmp(s, "第", 3)) {
		size_t i = 3, len, digits = 0;
		while (i < n) {
			int32_t cp = utf8_decode(s + i, n - i, &len);
			if (!is_digit_cp(cp) && !contains_char(numerals, s + i, len))
				break;
			digits++;
			i += len;
		}
		if (digits && i < n) {
			utf8_decode(s + i, n - i, &len);
			if (contains_char(chapter_units, s + i, len))
				return HEADING_CHAPTER;
			if (contains_char(volume_units, s + i, len))
				return HEADING_VOLUME;
		}
		return HEADING_NONE;
	}
	for (size_t k = 0; k < sizeof(keywords) / sizeof(*keywords); k++) {
		size_t kn = strlen(keywords[k]);
		if (n < kn || memcmp(s, keywords[k], kn))
			continue;
		/* 序 alone, or followed by a space or a title mark; not 序列... */
		if (!strcmp(keywords[k], "序") && n > kn) {
			size_t len;
			int32_t cp = utf8_decode(s + kn, n - kn, &len);
			if (!utf8_is_space(cp) && cp != 0xFF1A && cp != ':')
				return HEADING_NONE;
		}
		return HEADING_CHAPTER;
	}
	return HEADING_NONE;
}

static int push(struct split_list *l, const struct split_chapter *c)
{
	if (l->n == l->alloc) {
		size_t alloc = l->alloc ? l->alloc * 2 : 64;
		struct split_chapter *v = realloc(l->v, alloc * sizeof(*v));
		if (!v)
			return ERR_NOMEM;
		l->v = v;
		l->alloc = alloc;
	}
	l->v[l->n++] = *c;
	return 0;
}

static int only_space(const char *s, size_t n)
{
	size_t len;
	for (size_t i = 0; i < n; i += len)
		if (!utf8_is_space(utf8_decode(s + i, n - i, &len)))
			return 0;
	return 1;
}

static void set_title(const struct text *t, struct split_chapter *c, size_t pos, size_t end)
{
	const char *s = t->buf + pos;
	size_t n = end - pos;
	trim(&s, &n);
	c->title_start = (size_t)(s - t->buf);
	c->title_end = c->title_start + n;
}

int split_book(const struct text *t, struct split_list *out)
{
	memset(out, 0, sizeof(*out));
	/* the preface, kept only if it holds something */
	struct split_chapter cur = { .start = 0, .line = 1 };
	int volume_open = 0; /* cur began at a volume heading with nothing under it yet */
	long last_number = -1;
	size_t line = 1;
	for (size_t pos = 0; pos < t->len; line++) {
		const char *nl = memchr(t->buf + pos, '\n', t->len - pos);
		size_t end = nl ? (size_t)(nl - t->buf) : t->len;
		enum heading_kind kind = split_heading_kind(t->buf + pos, end - pos);
		long number = kind == HEADING_CHAPTER ? heading_number(t->buf + pos, end - pos) : -1;
		/* 第四回 after 第五回 is the text speaking of a chapter, not a heading */
		if (number >= 0 && number <= last_number)
			kind = HEADING_NONE;
		else if (number >= 0)
			last_number = number;
		if (kind == HEADING_VOLUME)
			last_number = -1; /* a volume may number its chapters from 1 again */
		if (kind == HEADING_CHAPTER && volume_open) {
			set_title(t, &cur, pos, end); /* the volume heading stays as context */
			volume_open = 0;
		} else if (kind != HEADING_NONE) {
			int has_text = !only_space(t->buf + cur.start, pos - cur.start);
			if (has_text || out->n) {
				cur.end = pos;
				if (push(out, &cur))
					return ERR_NOMEM;
				cur = (struct split_chapter){ .start = pos, .line = line };
			} /* else: white space before the first heading joins its chapter */
			set_title(t, &cur, pos, end);
			volume_open = kind == HEADING_VOLUME;
		} else if (!only_space(t->buf + pos, end - pos)) {
			volume_open = 0;
		}
		pos = nl ? end + 1 : t->len;
	}
	cur.end = t->len;
	if ((out->n || cur.title_end > cur.title_start || !only_space(t->buf, t->len)) &&
	    push(out, &cur))
		return ERR_NOMEM;
	return 0;
}

void split_list_release(struct split_list *l)
{
	free(l->v);
	memset(l, 0, sizeof(*l));
}

char *split_safe_name(const char *title, size_t n, char *out, size_t max_bytes)
{
	size_t o = 0, len;
	for (size_t i = 0; i < n; i += len) {
		int32_t cp = utf8_decode(title + i, n - i, &len);
		const char *piece = title + i;
		size_t k = len;
		if (cp < 0 || cp < 0x20 || cp == 0x7F || cp == '/' || cp == '\\' ||
		    utf8_is_space(cp) || (cp == '.' && o == 0)) {
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
