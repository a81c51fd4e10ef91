/* load.c - stage 1: chapter bytes to UTF-8 text (text.h).  The one file
 * that uses iconv. */
#include "text.h"
#include "diag.h"
#include "err.h"
#include "strbuf.h"
#include "utf8.h"

#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

static int is_common(const char *c)
{
	for (size_t i = 0; i + 3 <= sizeof(common_chars) - 1; i += 3)
		if (!memcmp(common_chars + i, c, 3))
			return 1;
	return 0;
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

/* Appends s[0..n) with line ends made LF; returns the lines it ended. */
static int add_lf(struct strbuf *out, const char *s, size_t n, int *pending_cr)
{
	for (size_t i = 0; i < n; i++) {
		if (*pending_cr) {
			*pending_cr = 0;
			if (s[i] == '\n')
				continue;
		}
		if (s[i] == '\r') {
			*pending_cr = 1;
			if (strbuf_addch(out, '\n'))
				return ERR_NOMEM;
			continue;
		}
		if (strbuf_addch(out, s[i]))
			return ERR_NOMEM;
	}
	return 0;
}

static size_t count_lines(const char *s, size_t n)
{
	size_t lines = 1;
	for (size_t i = 0; i < n; i++)
		lines += s[i] == '\n';
	return lines;
}

/* Reports a bad byte sequence, at most once a line. */
static void report_bad(struct diag *d, const struct strbuf *out, const char *encoding,
		       size_t *last_line, size_t *bad)
{
	size_t line = count_lines(out->buf, out->len);
	(*bad)++;
	if (line != *last_line)
		diag_add(d, line, DIAG_WARNING, "bytes that are not valid %s: read as U+FFFD",
			 encoding);
	*last_line = line;
}

static int decode_utf8(struct strbuf *out, const char *in, size_t n, struct diag *d,
		       size_t *bad)
{
	int pending_cr = 0;
	size_t last_line = 0, i = 0;
	while (i < n) {
		size_t good = utf8_valid_prefix(in + i, n - i);
		if (add_lf(out, in + i, good, &pending_cr))
			return ERR_NOMEM;
		i += good;
		if (i < n) {
			pending_cr = 0;
			report_bad(d, out, "UTF-8", &last_line, bad);
			if (strbuf_adds(out, REPLACEMENT))
				return ERR_NOMEM;
			i++;
		}
	}
	return 0;
}

/* Decodes with iconv; a sequence it cannot convert becomes U+FFFD. */
static int decode_iconv(struct strbuf *out, const char *in, size_t n, const char *encoding,
			struct diag *d, size_t *bad)
{
	iconv_t cd = iconv_open("UTF-8", encoding);
	if (cd == (iconv_t)-1)
		return ERR_ENCODING;
	char chunk[4096];
	char *src = (char *)in;
	size_t left = n, last_line = 0;
	int pending_cr = 0, rc = 0;
	size_t unit = strncmp(encoding, "UTF-16", 6) ? 1 : 2;
	while (left && !rc) {
		char *dst = chunk;
		size_t room = sizeof(chunk);
		size_t r = iconv(cd, &src, &left, &dst, &room);
		int saved = errno;
		rc = add_lf(out, chunk, (size_t)(dst - chunk), &pending_cr);
		if (r != (size_t)-1 || rc || saved == E2BIG)
			continue;
		/* EILSEQ, or EINVAL at the very end: skip one unit and go on */
		pending_cr = 0;
		report_bad(d, out, encoding, &last_line, bad);
		rc = strbuf_adds(out, REPLACEMENT);
		size_t skip = left < unit ? left : unit;
		src += skip;
		left -= skip;
	}
	iconv_close(cd);
	return rc;
}

/* NUL bytes mean UTF-16 without a BOM, or a file that is not text. */
static const char *guess_utf16(const unsigned char *b, size_t n)
{
	size_t even = 0, odd = 0;
	for (size_t i = 0; i + 1 < n; i += 2) {
		even += b[i] == 0;
		odd += b[i + 1] == 0;
	}
	if (n >= 2 && odd > n / 8 && even == 0)
		return "UTF-16LE";
	if (n >= 2 && even > n / 8 && odd == 0)
		return "UTF-16BE";
	return NULL;
}

/* Legacy encodings rarely form valid UTF-8 sequences by chance: text with
 * many of them and few bad bytes is UTF-8. */
static int mostly_utf8(const char *s, size_t n)
{
	size_t multi = 0, bad = 0, len;
	for (size_t i = 0; i < n; i += len) {
		int32_t cp = utf8_decode(s + i, n - i, &len);
		if (cp < 0 && n - i >= 4)
			bad++;
		else if (len > 1)
			multi++;
	}
	return bad == 0 || multi >= 4 * bad;
}

static int looks_binary(const unsigned char *b, size_t n)
{
	size_t controls = 0;
	for (size_t i = 0; i < n; i++) {
		if (b[i] == 0)
			return 1;
		controls += b[i] < 0x20 && b[i] != '\n' && b[i] != '\r' && b[i] != '\t' &&
			    b[i] != '\f' && b[i] != 0x1A;
	}
	return controls > n / 16 + 1;
}

static int decode_legacy(struct text *t, struct strbuf *out, const char *bytes, size_t n,
			 struct diag *d)
{
	/* Big5 bytes mostly decode as GB18030 too, into rare characters: the
	 * decoding full of common characters, with fewer bad bytes, wins. */
	static const char *const candidates[] = { "GB18030", "BIG5-HKSCS" };
	struct strbuf try[2];
	size_t bad[2] = { 0, 0 }, score[2] = { 0, 0 };
	for (int i = 0; i < 2; i++) {
		strbuf_init(&try[i]);
		if (decode_iconv(&try[i], bytes, n, candidates[i], NULL, &bad[i]) == ERR_NOMEM) {
			strbuf_release(&try[0]);
			strbuf_release(&try[1]);
			return ERR_NOMEM;
		}
		score[i] = count_common(try[i].buf, try[i].len < 65536 ? try[i].len : 65536);
	}
	int pick = (score[1] > score[0] && bad[1] <= bad[0]) || bad[1] * 4 < bad[0];
	strbuf_release(&try[0]);
	strbuf_release(&try[1]);
	/* decode again, now with the problems reported */
	size_t nbad = 0;
	t->encoding = pick ? "BIG5" : "GB18030";
	return decode_iconv(out, bytes, n, candidates[pick], d, &nbad);
}

int text_from_bytes(struct text *t, const char *name, const char *bytes, size_t n,
		    struct diag *d)
{
	const unsigned char *b = (const unsigned char *)bytes;
	struct strbuf out;
	int rc;
	size_t bad = 0;
	memset(t, 0, sizeof(*t));
	strbuf_init(&out);
	if (n > TEXT_MAX_BYTES)
		return ERR_TOO_BIG;
	if (!(t->name = strdup(name)))
		return ERR_NOMEM;

	if (n >= 3 && !memcmp(b, "\xef\xbb\xbf", 3)) {
		t->encoding = "UTF-8";
		rc = decode_utf8(&out, bytes + 3, n - 3, d, &bad);
	} else if (n >= 2 && ((b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF))) {
		t->encoding = b[0] == 0xFF ? "UTF-16LE" : "UTF-16BE";
		rc = decode_iconv(&out, bytes + 2, n - 2, t->encoding, d, &bad);
	} else if ((t->encoding = guess_utf16(b, n < 4096 ? n : 4096))) {
		rc = decode_iconv(&out, bytes, n, t->encoding, d, &bad);
	} else if (looks_binary(b, n < 65536 ? n : 65536)) {
		rc = ERR_BINARY;
	} else if (mostly_utf8(bytes, n < 65536 ? n : 65536)) {
		/* a few bytes that are not UTF-8 in text that is are damage to
		 * report, not another encoding */
		t->encoding = "UTF-8";
		rc = decode_utf8(&out, bytes, n, d, &bad);
	} else {
		rc = decode_legacy(t, &out, bytes, n, d);
	}
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
	char chunk[65536];
	size_t got;
	int rc = 0;
	while (!rc && (got = fread(chunk, 1, sizeof(chunk), f)) > 0)
		rc = raw.len + got > TEXT_MAX_BYTES ? ERR_TOO_BIG : strbuf_add(&raw, chunk, got);
	if (!rc && ferror(f))
		rc = ERR_IO;
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
