/* load.c - stage 1: chapter bytes to UTF-8 text (text.h).  The one file
 * that uses iconv. */
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "text/text.h"

#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#define TEXT_MAX_BYTES ((size_t)256 << 20)
#define REPLACEMENT "\xef\xbf\xbd"

/* Characters so common in Chinese prose, in either script, that a right
 * decoding of a few lines is full of them and a wrong one is not. */
static const char common_chars[] =
	"的一是不了人我在有他这中大来上个国到说们为子和你地出道也时年得就那要下以生会"
	"自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开"
	"手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进"
	"這個們說來為時國會後過還發見經頭麼對長現將與進無開當動兩從學樣";

/* c: a 3-byte UTF-8 character.  A match cannot straddle two of the list's
 * characters, as a lead byte never equals a continuation byte. */
static int is_common(const char *c)
{
	char one[4] = { c[0], c[1], c[2], '\0' };
	return strstr(common_chars, one) != NULL;
}

static size_t count_common(const char *s, size_t n)
{
	size_t hits = 0, len;
	for (size_t i = 0; i < n; i += len) {
		int32_t cp = utf8_decode(s + i, n - i, &len);
		if (cp >= 0x3400 && len == 3 && is_common(s + i))
			hits++;
	}
	return hits;
}

/* Where decoding is: the output's line count kept as it grows, so that a
 * problem's line costs nothing to find however many there are. */
struct decode {
	size_t line;      /* 1-based line of the next output byte */
	size_t bad_line;  /* the last line a bad sequence was reported on */
	size_t bad;       /* bad sequences */
	int pending_cr;
};

/* Appends s[0..n) with line ends made LF. */
static int add_lf(struct strbuf *out, const char *s, size_t n, struct decode *st)
{
	if (strbuf_grow(out, n))
		return ERR_NOMEM;
	for (size_t i = 0; i < n; i++) {
		if (st->pending_cr) {
			st->pending_cr = 0;
			if (s[i] == '\n')
				continue;
		}
		char c = s[i];
		if (c == '\r') {
			st->pending_cr = 1;
			c = '\n';
		}
		st->line += c == '\n';
		out->buf[out->len++] = c;
	}
	out->buf[out->len] = '\0';
	return 0;
}

static size_t count_lines(const char *s, size_t n)
{
	size_t lines = 1;
	for (size_t i = 0; i < n; i++)
		lines += s[i] == '\n';
	return lines;
}

/* Reports a bad byte sequence, at most once a line, and puts U+FFFD. */
static int put_bad(struct strbuf *out, struct decode *st, const char *encoding, struct diag *d)
{
	st->bad++;
	st->pending_cr = 0;
	if (st->line != st->bad_line)
		diag_add(d, st->line, DIAG_WARNING, "bytes that are not valid %s: read as U+FFFD",
			 encoding);
	st->bad_line = st->line;
	return strbuf_adds(out, REPLACEMENT);
}

/* UTF-8 with each byte that is not part of a valid sequence as U+FFFD. */
static int decode_utf8_damaged(struct strbuf *out, const char *in, size_t n, struct diag *d,
			       struct decode *st)
{
	size_t i = 0;
	while (i < n) {
		size_t good = utf8_valid_prefix(in + i, n - i);
		if (add_lf(out, in + i, good, st))
			return ERR_NOMEM;
		i += good;
		if (i < n) {
			if (put_bad(out, st, "UTF-8", d))
				return ERR_NOMEM;
			i++;
		}
	}
	return 0;
}

/* in[0..n) through cd; a sequence it cannot convert becomes U+FFFD. */
static int iconv_into(iconv_t cd, struct strbuf *out, const char *in, size_t n,
		      const char *encoding, struct diag *d, struct decode *st)
{
	char chunk[4096];
	char *src = (char *)in;
	size_t left = n;
	int rc = 0;
	size_t unit = strncmp(encoding, "UTF-16", 6) ? 1 : 2;
	while (left && !rc) {
		char *dst = chunk;
		size_t room = sizeof(chunk);
		size_t r = iconv(cd, &src, &left, &dst, &room);
		int saved = errno;
		rc = add_lf(out, chunk, (size_t)(dst - chunk), st);
		if (r != (size_t)-1 || rc || saved == E2BIG)
			continue;
		/* EILSEQ, or EINVAL at the very end: skip one unit and go on */
		rc = put_bad(out, st, encoding, d);
		size_t skip = left < unit ? left : unit;
		src += skip;
		left -= skip;
	}
	iconv(cd, NULL, NULL, NULL, NULL);
	return rc;
}

static int decode_iconv(struct strbuf *out, const char *in, size_t n, const char *encoding,
			struct diag *d, struct decode *st)
{
	iconv_t cd = iconv_open("UTF-8", encoding);
	if (cd == (iconv_t)-1)
		return ERR_ENCODING;
	int rc = iconv_into(cd, out, in, n, encoding, d, st);
	iconv_close(cd);
	return rc;
}

/* Bytes read ahead to tell where damaged double-byte text goes on, and
 * the three characters that must look wrong before a byte is dropped. */
#define RESYNC_BYTES 16
#define RESYNC_WRONG_BYTES 6

/* How many common characters in[0..n) decodes to, up to the first bad
 * sequence and at most RESYNC_BYTES in; with marks, punctuation counts. */
static size_t common_ahead(iconv_t cd, const char *in, size_t n, int marks)
{
	char buf[4 * RESYNC_BYTES], *src = (char *)in, *dst = buf;
	size_t left = n < RESYNC_BYTES ? n : RESYNC_BYTES, room = sizeof(buf);
	iconv(cd, &src, &left, &dst, &room);
	iconv(cd, NULL, NULL, NULL, NULL);
	size_t hits = count_common(buf, (size_t)(dst - buf)), len;
	for (const char *s = buf; marks && s < dst; s += len) {
		int32_t cp = utf8_decode(s, (size_t)(dst - s), &len);
		hits += (cp >= 0x2010 && cp <= 0x206F) || (cp >= 0x3000 && cp <= 0x303F) ||
			(cp >= 0xFF01 && cp <= 0xFF1F);
	}
	return hits;
}

/* The length of the GB18030 or Big5 character at s (Big5 has no 4-byte
 * ones: its bytes there are bad either way). */
static size_t legacy_char_len(const unsigned char *s, size_t n)
{
	if (s[0] < 0x81 || s[0] == 0xFF || n < 2)
		return 1;
	return n >= 4 && s[1] >= 0x30 && s[1] <= 0x39 ? 4 : 2;
}

/* A damaged line of double-byte text.  A stray byte pairs with the first
 * byte of the character after it, and every character after that with the
 * wrong half, to the line's end (他点点头 read as 愕阃罚…), mostly with no
 * bad sequence to show where.  So at each character the next byte is
 * tried too, and where the next three characters are no common ones nor
 * punctuation and what follows from the next byte reads as clearly more
 * common characters, this one is a stray byte: U+FFFD, reported.  (Not the
 * second test alone: the text before a stray byte read a byte off ends in
 * step again after the stray, and can outscore the text read right
 * followed by the stray's garbage.) */
static int decode_line_resync(iconv_t cd, struct strbuf *out, const char *in, size_t n,
			      const char *encoding, struct diag *d, struct decode *st)
{
	const unsigned char *b = (const unsigned char *)in;
	size_t from = 0, at = 0;
	int rc = 0;
	while (at < n && !rc) {
		size_t len = legacy_char_len(b + at, n - at);
		size_t near = n - at < RESYNC_WRONG_BYTES ? n - at : RESYNC_WRONG_BYTES;
		if (b[at] >= 0x80 && at + 1 < n && !common_ahead(cd, in + at, near, 1) &&
		    common_ahead(cd, in + at + 1, n - at - 1, 0) >=
			    common_ahead(cd, in + at, n - at, 0) + 2) {
			rc = iconv_into(cd, out, in + from, at - from, encoding, d, st);
			rc = rc ? rc : put_bad(out, st, encoding, d);
			from = ++at;
			continue;
		}
		at += len;
	}
	return rc ? rc : iconv_into(cd, out, in + from, n - from, encoding, d, st);
}

/* Whether UTF-8 s[0..n) has a character of the Private Use Area
 * (U+E000..U+F8FF), where GBK's and Big5's user-defined codes go: a
 * double-byte line read a byte off mostly has some. */
static int has_private_use(const char *s, size_t n)
{
	const unsigned char *b = (const unsigned char *)s;
	for (size_t i = 0; i + 1 < n; i++)
		if (b[i] == 0xEE || (b[i] == 0xEF && b[i + 1] >= 0x80 && b[i + 1] < 0xA4))
			return 1;
	return 0;
}

/* GB18030 or Big5 line by line, a line with bad bytes, or read a byte
 * off, resynchronised. */
static int decode_legacy_lines(struct strbuf *out, const char *in, size_t n,
			       const char *encoding, struct diag *d)
{
	iconv_t cd = iconv_open("UTF-8", encoding);
	if (cd == (iconv_t)-1)
		return ERR_ENCODING;
	struct decode st = { .line = 1 };
	int rc = 0;
	for (size_t pos = 0, len; pos < n && !rc; pos += len) {
		const char *nl = memchr(in + pos, '\n', n - pos); /* never a trail byte */
		len = (nl ? (size_t)(nl - in) + 1 : n) - pos;
		struct decode before = st;
		size_t kept = out->len;
		rc = iconv_into(cd, out, in + pos, len, encoding, NULL, &st);
		int damaged = st.bad != before.bad ||
			      has_private_use(out->buf + kept, out->len - kept);
		if (!rc && damaged) { /* again, resynchronised and reported */
			out->len = kept;
			out->buf[kept] = '\0';
			st = before;
			rc = decode_line_resync(cd, out, in + pos, len, encoding, d, &st);
		}
	}
	iconv_close(cd);
	return rc;
}

/* A line that is not UTF-8 in a file that is: a paragraph pasted from a
 * GB18030 or Big5 page.  Decoded in the legacy encoding when that reads
 * cleanly and as well as the damaged UTF-8 would; returns 1 when it was. */
static int decode_line_legacy(struct strbuf *out, const char *in, size_t n, struct diag *d,
			      struct decode *st)
{
	static const char *const legacy[] = { "GB18030", "BIG5-HKSCS" };
	struct strbuf as_utf8;
	struct decode st8 = { .line = 1 };
	strbuf_init(&as_utf8);
	if (decode_utf8_damaged(&as_utf8, in, n, NULL, &st8)) {
		strbuf_release(&as_utf8);
		return ERR_NOMEM;
	}
	size_t best_score = count_common(as_utf8.buf, as_utf8.len);
	strbuf_release(&as_utf8);
	int rc = 0;
	for (int i = 0; i < 2 && !rc; i++) {
		struct strbuf try;
		struct decode sti = { .line = 1 };
		strbuf_init(&try);
		if (decode_iconv(&try, in, n, legacy[i], NULL, &sti) == ERR_NOMEM)
			rc = ERR_NOMEM;
		else if (sti.bad == 0 && count_common(try.buf, try.len) > best_score) {
			diag_add(d, st->line, DIAG_WARNING,
				 "a line in %s among UTF-8 text: decoded as such",
				 i ? "Big5" : "GB18030");
			rc = add_lf(out, try.buf, try.len, st) ? ERR_NOMEM : 1;
		}
		strbuf_release(&try);
	}
	return rc;
}

/* UTF-8 line by line: a valid line is copied, a line with bad bytes is
 * tried in the legacy encodings when mixed, else read with U+FFFD. */
static int decode_utf8(struct strbuf *out, const char *in, size_t n, int mixed, struct diag *d,
		       struct decode *st)
{
	size_t pos = 0;
	while (pos < n) {
		const char *nl = memchr(in + pos, '\n', n - pos);
		size_t len = (nl ? (size_t)(nl - in) + 1 : n) - pos;
		int rc;
		if (utf8_valid_prefix(in + pos, len) == len)
			rc = add_lf(out, in + pos, len, st);
		else if (!mixed || !(rc = decode_line_legacy(out, in + pos, len, d, st)))
			rc = decode_utf8_damaged(out, in + pos, len, d, st);
		if (rc < 0)
			return rc;
		pos += len;
	}
	return 0;
}

/* Whether a UTF-16 code unit is what a novel is made of: Han characters,
 * CJK and full-width punctuation, ASCII text and line ends, surrogates. */
static int novel_unit(unsigned u)
{
	return (u >= 0x20 && u < 0x7F) || u == '\n' || u == '\r' || u == '\t' ||
	       (u >= 0x2000 && u < 0x2070) || (u >= 0x3000 && u < 0x3100) ||
	       (u >= 0x3400 && u < 0xA000) || (u >= 0xD800 && u < 0xE000) ||
	       (u >= 0xF900 && u < 0xFB00) || (u >= 0xFF00 && u < 0xFFF0);
}

/* NUL bytes mean UTF-16 without a BOM, or a file that is not text.  The
 * NULs of Chinese text in UTF-16 are few (line ends, ASCII, and 一 is
 * U+4E00): the byte order is the one in which nearly every unit is text. */
static const char *guess_utf16(const unsigned char *b, size_t n)
{
	size_t le = 0, be = 0, units = n / 2, nul = 0;
	for (size_t i = 0; i + 1 < n; i += 2) {
		nul += !b[i] || !b[i + 1];
		le += novel_unit(b[i] | (unsigned)b[i + 1] << 8);
		be += novel_unit((unsigned)b[i] << 8 | b[i + 1]);
	}
	if (!nul)
		return NULL;
	if (le * 100 >= units * 98 && le > be)
		return "UTF-16LE";
	if (be * 100 >= units * 98 && be > le)
		return "UTF-16BE";
	return NULL;
}

/* Legacy encodings rarely form valid UTF-8 sequences by chance: text with
 * many of them and few bad bytes is UTF-8.  So is text where more lines
 * are valid UTF-8 beyond ASCII than are not: a file put together from two
 * sources, whose other lines *mixed says to try in a legacy encoding. */
static int mostly_utf8(const char *s, size_t n, int *mixed)
{
	size_t multi = 0, bad = 0, len, good_lines = 0, bad_lines = 0;
	int line_multi = 0, line_bad = 0;
	for (size_t i = 0; i <= n; i += len) {
		if (i == n || s[i] == '\n') {
			good_lines += line_multi && !line_bad;
			bad_lines += line_bad;
			line_multi = line_bad = 0;
			len = 1;
			continue;
		}
		int32_t cp = utf8_decode(s + i, n - i, &len);
		if (cp < 0 && n - i >= 4)
			bad++, line_bad = 1;
		else if (len > 1)
			multi++, line_multi = 1;
	}
	*mixed = bad > 0;
	return bad == 0 || multi >= 4 * bad || good_lines >= bad_lines;
}

/* A control character no novel is made of: all but the line ends, tab and
 * form feed. */
static int is_stray_control(unsigned char c)
{
	return c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f';
}

static int looks_binary(const unsigned char *b, size_t n)
{
	size_t controls = 0;
	for (size_t i = 0; i < n; i++)
		controls += is_stray_control(b[i]);
	return controls > n / 16 + 1;
}

/* Leaves out the few stray control characters a text may carry, which are
 * never said (C strings end at a NUL).  A NUL is damage, a broken
 * download's: a warning at the first one's line.  The others (DOS's
 * end-of-file mark, a bell) are formatting, like a zero-width space. */
static void drop_controls(struct strbuf *out, struct diag *d)
{
	size_t kept = 0, nuls = 0, line = 1, first = 0;
	for (size_t i = 0; i < out->len; i++) {
		unsigned char c = (unsigned char)out->buf[i];
		line += c == '\n';
		if (!c && !nuls++)
			first = line;
		if (!is_stray_control(c))
			out->buf[kept++] = (char)c;
	}
	out->len = kept;
	out->buf[kept] = '\0';
	if (nuls)
		diag_add(d, first, DIAG_WARNING, "%zu NUL byte%s left out: the file may be damaged",
			 nuls, nuls == 1 ? "" : "s");
}

static int decode_legacy(struct text *t, struct strbuf *out, const char *bytes, size_t n,
			 struct diag *d)
{
	/* Big5 bytes mostly decode as GB18030 too, into rare characters: the
	 * decoding with more common characters wins, a bad sequence counting
	 * against it as four (it was "and no more bad sequences": a Big5 file
	 * with a few stray bytes, three more in Big5 than in GB18030, was read
	 * as GB18030, every character wrong). */
	static const char *const candidates[] = { "GB18030", "BIG5-HKSCS" };
	struct strbuf try[2];
	size_t bad[2] = { 0, 0 }, score[2] = { 0, 0 };
	for (int i = 0; i < 2; i++) {
		struct decode st = { .line = 1 };
		strbuf_init(&try[i]);
		int rc = decode_iconv(&try[i], bytes, n, candidates[i], NULL, &st);
		bad[i] = st.bad;
		if (rc == ERR_NOMEM) {
			strbuf_release(&try[0]);
			strbuf_release(&try[1]);
			return ERR_NOMEM;
		}
		score[i] = count_common(try[i].buf, try[i].len < 65536 ? try[i].len : 65536);
	}
	int pick = score[1] + 4 * bad[0] > score[0] + 4 * bad[1];
	strbuf_release(&try[0]);
	strbuf_release(&try[1]);
	/* decode again, now with the problems reported */
	t->encoding = pick ? "BIG5" : "GB18030";
	return decode_legacy_lines(out, bytes, n, candidates[pick], d);
}

/* Text copied from a web page keeps its markup: <p>, <br/>, &nbsp;,
 * &ldquo;, &#20320;.  Read aloud it is noise ("lt", letters), so known tags
 * go and entities become their characters.  Only known tag names count,
 * so that a novel's own < or & stays; newlines inside a tag stay too, so
 * every line keeps its number. */
static const char *const html_tags[] = {
	"a", "b", "big", "blockquote", "body", "br", "center", "dd", "div", "dl", "dt", "em",
	"font", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "html", "i", "img", "li",
	"meta", "ol", "p", "pre", "s", "small", "span", "strike", "strong", "sub", "sup",
	"table", "tbody", "td", "th", "title", "tr", "tt", "u", "ul",
};

static const struct { const char *name, *utf8; } html_entities[] = {
	{ "nbsp", " " }, { "ensp", " " }, { "emsp", " " }, { "thinsp", " " },
	{ "amp", "&" }, { "lt", "<" }, { "gt", ">" }, { "quot", "\"" }, { "apos", "'" },
	{ "ldquo", "\xe2\x80\x9c" }, { "rdquo", "\xe2\x80\x9d" }, { "lsquo", "\xe2\x80\x98" },
	{ "rsquo", "\xe2\x80\x99" }, { "hellip", "\xe2\x80\xa6" }, { "mdash", "\xe2\x80\x94" },
	{ "ndash", "\xe2\x80\x93" }, { "middot", "\xc2\xb7" }, { "times", "\xc3\x97" },
	{ "copy", "\xc2\xa9" }, { "deg", "\xc2\xb0" }, { "yen", "\xc2\xa5" },
};

/* Longest tag or entity looked at: beyond it, a '<' or '&' is text. */
#define MARKUP_MAX 512

static int is_ascii_alpha(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* The length of a known tag at s ("<p>", "</div>", "<br/>", "<a href=..>",
 * "<!-- .. -->"), or 0. */
static size_t tag_len(const char *s, size_t n)
{
	if (n >= 4 && !memcmp(s, "<!--", 4)) {
		for (size_t i = 4; i + 3 <= n && i < 64 * MARKUP_MAX; i++)
			if (!memcmp(s + i, "-->", 3))
				return i + 3;
		return 0;
	}
	size_t i = 1 + (n > 1 && s[1] == '/'), name = i;
	while (i < n && i - name < 12 && (is_ascii_alpha(s[i]) || (s[i] >= '1' && s[i] <= '6')))
		i++;
	if (i == name || i >= n || (s[i] != '>' && s[i] != ' ' && s[i] != '/' && s[i] != '\n'))
		return 0;
	int known = 0;
	for (size_t k = 0; k < sizeof(html_tags) / sizeof(*html_tags) && !known; k++)
		known = strlen(html_tags[k]) == i - name && !strncasecmp(s + name, html_tags[k], i - name);
	if (!known)
		return 0;
	for (; i < n && i < MARKUP_MAX; i++) {
		if (s[i] == '>')
			return i + 1;
		if (s[i] == '<')
			return 0;
	}
	return 0;
}

/* An entity at s: its length, with its character in utf8 (4 bytes room +
 * NUL), or 0. */
static size_t entity_len(const char *s, size_t n, char *utf8)
{
	size_t i = 1;
	if (n > 2 && s[1] == '#') {
		int hex = s[2] == 'x' || s[2] == 'X';
		unsigned long cp = 0;
		size_t digits = 0;
		for (i = 2 + (size_t)hex; i < n && digits < 8; i++, digits++) {
			char c = s[i];
			int v = c >= '0' && c <= '9' ? c - '0'
				: hex && c >= 'a' && c <= 'f' ? c - 'a' + 10
				: hex && c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
			if (v < 0)
				break;
			cp = cp * (hex ? 16 : 10) + (unsigned long)v;
		}
		if (!digits || i >= n || s[i] != ';' || cp == 0 || cp > 0x10FFFF ||
		    (cp >= 0xD800 && cp <= 0xDFFF) || cp < 0x20)
			return 0;
		utf8[utf8_encode((int32_t)cp, utf8)] = '\0';
		return i + 1;
	}
	while (i < n && i < 10 && is_ascii_alpha(s[i]))
		i++;
	if (i >= n || s[i] != ';')
		return 0;
	for (size_t k = 0; k < sizeof(html_entities) / sizeof(*html_entities); k++)
		if (strlen(html_entities[k].name) == i - 1 &&
		    !memcmp(s + 1, html_entities[k].name, i - 1)) {
			strcpy(utf8, html_entities[k].utf8);
			return i + 1;
		}
	return 0;
}

/* Removes markup from out when there is enough of it to be a web page's. */
static int strip_markup(struct strbuf *out, struct diag *d)
{
	size_t tags = 0, entities = 0, first_line = 0;
	char ch[8];
	for (size_t i = 0; i < out->len && tags + entities < 2; i++) {
		size_t k = out->buf[i] == '<' ? tag_len(out->buf + i, out->len - i)
			 : out->buf[i] == '&' ? entity_len(out->buf + i, out->len - i, ch) : 0;
		tags += k && out->buf[i] == '<';
		entities += k && out->buf[i] == '&';
		if (k && !first_line)
			first_line = count_lines(out->buf, i);
	}
	if (tags + entities < 2)
		return 0;
	struct strbuf clean;
	strbuf_init(&clean);
	tags = entities = 0;
	for (size_t i = 0; i < out->len;) {
		const char *s = out->buf + i;
		size_t n = out->len - i, k = 0;
		int rc = 0;
		if (*s == '<' && (k = tag_len(s, n))) {
			tags++;
			for (size_t j = 0; j < k && !rc; j++)
				if (s[j] == '\n')
					rc = strbuf_addch(&clean, '\n');
		} else if (*s == '&' && (k = entity_len(s, n, ch))) {
			entities++;
			rc = strbuf_adds(&clean, ch);
		} else {
			k = 1;
			rc = strbuf_addch(&clean, *s);
		}
		if (rc) {
			strbuf_release(&clean);
			return ERR_NOMEM;
		}
		i += k;
	}
	strbuf_release(out);
	*out = clean;
	diag_add(d, first_line, DIAG_WARNING,
		 "web page markup removed: %zu HTML tags, %zu entities made characters", tags,
		 entities);
	return 0;
}

/* Punctuation Taiwan's and Hong Kong's typesetting writes otherwise, made
 * the usual marks in place (all are three bytes of UTF-8, so no offset
 * moves): ⋯ and ︙ are …, and a pair of box-drawing or full-width dashes
 * (──, －－) is a dash ——; three or more stay, as a rule between scenes. */
static void usual_punctuation(char *s, size_t n)
{
	static const char ellipsis[] = "\xe2\x80\xa6", dash[] = "\xe2\x80\x94";
	static const char *const dots[] = { "\xe2\x8b\xaf", "\xef\xb8\x99", NULL }; /* ⋯ ︙ */
	static const char *const bars[] = { "\xe2\x94\x80", "\xe2\x94\x81", "\xef\xbc\x8d", NULL }; /* ─ ━ － */
	for (size_t i = 0; i + 3 <= n; i++) {
		for (const char *const *d = dots; *d; d++)
			if (!memcmp(s + i, *d, 3))
				memcpy(s + i, ellipsis, 3);
		for (const char *const *b = bars; *b; b++) {
			size_t run = i;
			while (run + 3 <= n && !memcmp(s + run, *b, 3))
				run += 3;
			if (run - i == 6) {
				memcpy(s + i, dash, 3);
				memcpy(s + i + 3, dash, 3);
			}
			if (run > i)
				i = run - 1; /* past the run, long or not */
		}
	}
}

int text_from_bytes(struct text *t, const char *name, const char *bytes, size_t n,
		    struct diag *d)
{
	const unsigned char *b = (const unsigned char *)bytes;
	struct strbuf out;
	struct decode st = { .line = 1 };
	int rc, mixed = 0;
	memset(t, 0, sizeof(*t));
	strbuf_init(&out);
	if (n > TEXT_MAX_BYTES)
		return ERR_TOO_BIG;
	if (!(t->name = strdup(name)))
		return ERR_NOMEM;

	if (n >= 3 && !memcmp(b, "\xef\xbb\xbf", 3)) {
		t->encoding = "UTF-8";
		mostly_utf8(bytes + 3, n - 3, &mixed);
		rc = decode_utf8(&out, bytes + 3, n - 3, mixed, d, &st);
	} else if (n >= 2 && ((b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF))) {
		t->encoding = b[0] == 0xFF ? "UTF-16LE" : "UTF-16BE";
		rc = decode_iconv(&out, bytes + 2, n - 2, t->encoding, d, &st);
	} else if ((t->encoding = guess_utf16(b, n < 4096 ? n : 4096))) {
		rc = decode_iconv(&out, bytes, n, t->encoding, d, &st);
	} else if (looks_binary(b, n < 65536 ? n : 65536)) {
		rc = ERR_BINARY;
	} else if (mostly_utf8(bytes, n, &mixed)) {
		/* a few bytes that are not UTF-8 in text that is are damage to
		 * report, or lines pasted from a page in another encoding */
		t->encoding = "UTF-8";
		rc = decode_utf8(&out, bytes, n, mixed, d, &st);
	} else {
		rc = decode_legacy(t, &out, bytes, n, d);
	}
	if (!rc && out.len)
		drop_controls(&out, d);
	if (!rc)
		rc = strip_markup(&out, d);
	if (!rc)
		usual_punctuation(out.buf, out.len);
	if (rc) {
		strbuf_release(&out);
		text_release(t);
		return rc;
	}
	t->buf = strbuf_detach(&out, &t->len);
	return t->buf ? 0 : ERR_NOMEM;
}

int text_load(struct text *t, const char *path, struct diag *d)
{
	memset(t, 0, sizeof(*t));
	FILE *f = fopen(path, "rb");
	if (!f)
		return ERR_IO;
	struct stat st;
	if (fstat(fileno(f), &st) || S_ISDIR(st.st_mode)) {
		if (S_ISDIR(st.st_mode))
			errno = EISDIR;
		int saved = errno;
		fclose(f);
		errno = saved;
		return ERR_IO;
	}
	if ((size_t)st.st_size > TEXT_MAX_BYTES) {
		fclose(f);
		return ERR_TOO_BIG;
	}
	struct strbuf raw;
	strbuf_init(&raw);
	int rc = strbuf_read_file(&raw, f, TEXT_MAX_BYTES);
	int saved = errno;
	fclose(f);
	if (!rc)
		rc = text_from_bytes(t, path, raw.buf, raw.len, d);
	strbuf_release(&raw);
	errno = saved;
	return rc;
}

void text_release(struct text *t)
{
	free(t->buf);
	free(t->name);
	memset(t, 0, sizeof(*t));
}

size_t text_line_at(const struct text *t, size_t offset)
{
	if (offset > t->len)
		offset = t->len;
	return count_lines(t->buf, offset);
}
