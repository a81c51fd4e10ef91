/* header.c - a book's title and author from its first lines (header.h).
 *
 * Web-novel TXTs open with a site's line, then 《书名》 (often with 作者：
 * after it on the same line), 书名：…, 作者：…, or the bare title on the
 * line before 作者：; printed books with the title, then "曹雪芹 著".  The first of each wins; a value is a short run of words, cut
 * at the next key, a bracket or a wide space. */
#include "text/header.h"
#include "base/err.h"
#include "base/utf8.h"
#include "text/bracket.h"
#include "text/text.h"

#include <stdlib.h>
#include <string.h>

/* Lines with something on them looked at, from the top. */
#define HEADER_LINES 30
/* Longer values are prose, not a name. */
#define VALUE_MAX_CHARS 40
/* What may follow 《书名》 on its line: 作者：…, （全本）; not a sentence. */
#define AFTER_TITLE_MAX_CHARS 30

static const char *const title_keys[] = { "书名", "書名", NULL };
static const char *const author_keys[] = { "作者", NULL };
static const char *const translator_keys[] = { "译者", "譯者", NULL };

static int is_word(int32_t cp)
{
	return utf8_is_han(cp) || (cp >= '0' && cp <= '9') || ((cp | 0x20) >= 'a' && (cp | 0x20) <= 'z');
}

static int is_sentence_mark(int32_t cp)
{
	return cp == 0x3002 || cp == 0xFF0C || cp == 0xFF01 || cp == 0xFF1F || cp == 0x3001;
}

/* A key of the list at s[i..] with its colon: where the value starts, or 0.
 * The key starts the line or follows something that is not a word (原作者
 * is not 作者). */
static size_t key_at(const char *s, size_t n, size_t i, const char *const *keys)
{
	size_t len, b;
	if (i > 0 && is_word(utf8_before(s, 0, i, &b)))
		return 0;
	for (; *keys; keys++) {
		size_t k = strlen(*keys);
		if (i + k > n || memcmp(s + i, *keys, k))
			continue;
		size_t j = utf8_skip_space(s, n, i + k);
		int32_t cp = j < n ? utf8_decode(s + j, n - j, &len) : -1;
		if (cp == 0xFF1A || cp == ':')
			return utf8_skip_space(s, n, j + len);
	}
	return 0;
}

/* The value from s[i]: to the line's end, the next key, a bracket, a wide
 * space or two spaces, sentence punctuation. */
static size_t value_end(const char *s, size_t n, size_t i)
{
	size_t len;
	for (size_t p = i; p < n; p += len) {
		int32_t cp = utf8_decode(s + p, n - p, &len);
		if ((p > i && (key_at(s, n, p, title_keys) || key_at(s, n, p, author_keys))) ||
		    cp == 0x3000 || cp == '\t' || cp == 0x3010 || cp == '[' || cp == 0xFF08 ||
		    cp == '(' || cp == '|' || is_sentence_mark(cp) ||
		    (cp == ' ' && p + 1 < n && s[p + 1] == ' '))
			return p;
	}
	return n;
}

static int ends_with(const char *s, size_t n, const char *tail)
{
	size_t k = strlen(tail);
	return n >= k && !memcmp(s + n - k, tail, k);
}

/* A copy of s[0..n) trimmed, without 《》 around it nor 著 after it; NULL
 * (and *err unset) when that is not a name. */
static char *clean_value(const char *s, size_t n, int *err)
{
	for (int again = 1; again;) {
		again = 0;
		size_t i = 0;
		utf8_trim(s, &i, &n);
		s += i, n -= i;
		if (n >= 6 && !memcmp(s, "《", 3) && ends_with(s, n, "》"))
			s += 3, n -= 6, again = 1;
		if (ends_with(s, n, "著") && n > 3)
			n -= 3, again = 1;
		if (n && (s[n - 1] == '/' || ends_with(s, n, "／")))
			n -= s[n - 1] == '/' ? 1 : 3, again = 1;
	}
	size_t chars = 0, words = 0, len;
	for (size_t p = 0; p < n; p += len, chars++)
		words += is_word(utf8_decode(s + p, n - p, &len));
	if (!words || chars > VALUE_MAX_CHARS)
		return NULL;
	char *v = strndup(s, n);
	if (!v)
		*err = ERR_NOMEM;
	return v;
}

/* Sets *field from s[0..n) unless it is set already. */
static int take(char **field, const char *s, size_t n)
{
	int err = 0;
	if (!*field)
		*field = clean_value(s, n, &err);
	return err;
}

/* A translated book's author's country before the name at s[i..], [英],
 * 〔美〕, （法）: its bytes with the space after it, or 0. */
static size_t country_at(const char *s, size_t n, size_t i)
{
	const char *close;
	size_t o = bracket_open(s + i, n - i, &close), len, chars = 0;
	if (!o)
		return 0;
	size_t c = strlen(close);
	for (size_t p = i + o; p < n && chars <= 3; p += len, chars++) {
		if (p + c <= n && !memcmp(s + p, close, c))
			return chars ? utf8_skip_space(s, n, p + c) - i : 0;
		if (!utf8_is_han(utf8_decode(s + p, n - p, &len)))
			return 0;
	}
	return 0;
}

/* 曹雪芹 著, 曹雪芹著, 曹雪芹／著, 柯南·道尔 著 (or 张三 译, by): a short
 * line of words ending in by. */
static int is_by_line(const char *s, size_t n, const char *by)
{
	if (!ends_with(s, n, by) || n <= strlen(by))
		return 0;
	size_t len, chars = 0;
	for (size_t p = 0; p < n; p += len, chars++) {
		int32_t cp = utf8_decode(s + p, n - p, &len);
		if (!is_word(cp) && !utf8_is_space(cp) && cp != '/' && cp != 0xFF0F && cp != 0xB7 &&
		    cp != 0x30FB && cp != 0x2022)
			return 0;
	}
	return chars <= 12;
}

static int read_line(const char *s, size_t n, struct header_info *h)
{
	int rc = 0;
	size_t len, v;
	/* 《书名》 first on its line (after a ☆ or the like), maybe 作者：… after it */
	size_t i = 0;
	int32_t cp = -1;
	while (i < n && !is_word(cp = utf8_decode(s + i, n - i, &len)) && cp != 0x300A)
		i += len;
	if (i < n && cp == 0x300A) {
		const char *close = NULL;
		for (size_t p = i + 3; p + 3 <= n && !close; p++)
			if (!memcmp(s + p, "》", 3))
				close = s + p;
		size_t after = close ? (size_t)(close - s) + 3 : n, chars = 0, marks = 0;
		for (size_t p = after; p < n; p += len, chars++)
			marks += is_sentence_mark(utf8_decode(s + p, n - p, &len));
		if (close && !marks && chars <= AFTER_TITLE_MAX_CHARS)
			rc = take(&h->title, s + i + 3, (size_t)(close - s) - i - 3);
	}
	for (size_t p = 0; p < n && !rc; p += len) {
		utf8_decode(s + p, n - p, &len);
		if ((v = key_at(s, n, p, title_keys)))
			rc = take(&h->title, s + v, value_end(s, n, v) - v);
		else if ((v = key_at(s, n, p, author_keys))) {
			v += country_at(s, n, v);
			rc = take(&h->author, s + v, value_end(s, n, v) - v);
		}
	}
	size_t name = country_at(s, n, 0);
	if (!rc && is_by_line(s + name, n - name, "著"))
		rc = take(&h->author, s + name, n - name);
	return rc;
}

int header_line_gives(const char *s, size_t n, int *gives)
{
	struct header_info h = { 0 };
	int rc = read_line(s, n, &h);
	/* a translator's line (张三 译, 译者：张三) is the title page's too */
	*gives = h.title || h.author || is_by_line(s, n, "译") || is_by_line(s, n, "譯") ||
		 key_at(s, n, 0, translator_keys);
	header_info_release(&h);
	return rc;
}

/* A line that may be a bare title: no sentence, no web address. */
int header_line_may_be_title(const char *s, size_t n)
{
	size_t len;
	for (size_t p = 0; p < n; p += len) {
		int32_t cp = utf8_decode(s + p, n - p, &len);
		if (is_sentence_mark(cp) || cp == '.' || cp == '/' || cp == ':' || cp == 0xFF1A)
			return 0;
	}
	return 1;
}

int header_read(const struct text *t, size_t end, struct header_info *h)
{
	memset(h, 0, sizeof(*h));
	int rc = 0;
	size_t lines = 0, b, prev = 0, prev_n = 0;
	for (size_t pos = 0; pos < end && lines < HEADER_LINES && !rc;) {
		const char *nl = memchr(t->buf + pos, '\n', end - pos);
		size_t s = utf8_skip_space(t->buf, end, pos), e = nl ? (size_t)(nl - t->buf) : end;
		pos = nl ? e + 1 : end;
		if (s >= e)
			continue;
		while (e > s && utf8_is_space(utf8_before(t->buf, s, e, &b)))
			e = b;
		lines++;
		int had_author = h->author != NULL;
		rc = read_line(t->buf + s, e - s, h);
		/* 呐喊 on its own line, then 作者：鲁迅 or 鲁迅 著: the line is the title */
		if (!rc && !had_author && h->author && prev_n &&
		    header_line_may_be_title(t->buf + prev, prev_n))
			rc = take(&h->title, t->buf + prev, value_end(t->buf + prev, prev_n, 0));
		prev = s, prev_n = e - s;
	}
	if (rc)
		header_info_release(h);
	return rc;
}

void header_info_release(struct header_info *h)
{
	free(h->title);
	free(h->author);
	memset(h, 0, sizeof(*h));
}
