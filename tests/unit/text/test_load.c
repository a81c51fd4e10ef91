/* Stage 1: encodings detected and decoded, lines kept, bad bytes reported. */
#include "base/diag.h"
#include "base/err.h"
#include "base/utf8.h"
#include "check.h"
#include "text/text.h"

#include <stdlib.h>

static size_t count_chars(const struct text *t, size_t *replaced)
{
	size_t n = 0, len;
	*replaced = 0;
	for (size_t i = 0; i < t->len; i += len) {
		int32_t cp = utf8_decode(t->buf + i, t->len - i, &len);
		*replaced += cp == 0xFFFD;
		n++;
	}
	return n;
}

static void check_file(const char *path, const char *encoding, size_t chars)
{
	struct text t;
	struct diag d;
	diag_init(&d);
	if (!CHECK_INT(text_load(&t, path, &d), 0))
		return;
	size_t replaced, crlf_chars = 0;
	for (size_t i = 0; i < t.len; i++)
		crlf_chars += t.buf[i] == '\r';
	size_t n = count_chars(&t, &replaced);
	CHECK_STR(t.encoding, encoding);
	CHECK_INT(replaced, 0);
	CHECK_INT(crlf_chars, 0);
	CHECK_INT(d.n, 0);
	/* the manifest counts characters as Python reads the file, CRs
	 * included, BOM not: we keep every one but the CRs */
	size_t lines = 0;
	for (size_t i = 0; i < t.len; i++)
		lines += t.buf[i] == '\n';
	CHECK(n == chars || n + lines == chars);
	text_release(&t);
	diag_release(&d);
}

int main(void)
{
	const char *corpus = getenv("TINGSHU_CORPUS") ? getenv("TINGSHU_CORPUS") : "tests/corpus";
	char path[1024];
	static const struct { const char *file, *encoding; size_t chars; } files[] = {
		{ "big5_sanguo_001-002.txt", "BIG5", 10934 },
		{ "gb18030_xiyouji_002.txt", "GB18030", 7148 },
		{ "gb18030_xiyouji_019.txt", "GB18030", 5611 },
		{ "gbk_sanguo_001-002.txt", "GB18030", 11023 },
		{ "utf8bom_crlf_panghuang_head.txt", "UTF-8", 1387 },
	};
	for (size_t i = 0; i < sizeof(files) / sizeof(*files); i++) {
		snprintf(path, sizeof(path), "%s/encodings/%s", corpus, files[i].file);
		check_file(path, files[i].encoding, files[i].chars);
	}

	struct text t;
	struct diag d;
	diag_init(&d);
	/* UTF-16 with and without BOM; CR, LF and CRLF all become LF */
	static const char utf16le[] = "\xff\xfe\x2d\x4e\x0d\x00\x0a\x00\x87\x65\x0d\x00\x41\x00";
	CHECK_INT(text_from_bytes(&t, "u16", utf16le, sizeof(utf16le) - 1, &d), 0);
	CHECK_STR(t.buf, "中\n文\nA");
	CHECK_STR(t.encoding, "UTF-16LE");
	text_release(&t);
	static const char utf16be[] = "\x4e\x2d\x00\x0a\x65\x87";
	CHECK_INT(text_from_bytes(&t, "u16be", utf16be, sizeof(utf16be) - 1, &d), 0);
	CHECK_STR(t.buf, "中\n文");
	text_release(&t);
	/* without a BOM, 一 (U+4E00) puts NULs on both sides in either order */
	static const char one_le[] = "\x00\x4e\x2a\x4e\x0c\xff\x00\x4e\x0a\x00\x2d\x4e\x02\x30";
	CHECK_INT(text_from_bytes(&t, "one-le", one_le, sizeof(one_le) - 1, &d), 0);
	CHECK_STR(t.buf, "一个，一\n中。");
	text_release(&t);
	static const char one_be[] = "\x4e\x00\x4e\x2a\xff\x0c\x4e\x00\x00\x0a\x4e\x2d\x30\x02";
	CHECK_INT(text_from_bytes(&t, "one-be", one_be, sizeof(one_be) - 1, &d), 0);
	CHECK_STR(t.buf, "一个，一\n中。");
	text_release(&t);
	/* a lone surrogate in UTF-16 is reported, not dropped */
	static const char lone[] = "\xff\xfe\x2d\x4e\x0a\x00\x00\xd8\x41\x00";
	CHECK_INT(text_from_bytes(&t, "lone", lone, sizeof(lone) - 1, &d), 0);
	CHECK(strstr(t.buf, "\xef\xbf\xbd") != NULL);
	CHECK(d.n == 1 && d.v[0].line == 2);
	text_release(&t);
	diag_release(&d);

	/* an invalid byte in UTF-8 text: U+FFFD, reported with its line */
	diag_init(&d);
	static const char bad[] = "第一行\n第二\xff行\r\n第三行";
	CHECK_INT(text_from_bytes(&t, "bad", bad, sizeof(bad) - 1, &d), 0);
	CHECK_STR(t.buf, "第一行\n第二\xef\xbf\xbd行\n第三行");
	CHECK_INT(d.n, 1);
	CHECK_INT(d.n ? d.v[0].line : 0, 2);
	CHECK_INT(text_line_at(&t, t.len), 3);
	text_release(&t);
	diag_release(&d);

	/* a stray NUL (a damaged download) is left out with a warning at its
	 * line; a bell is left out silently; the text is read */
	static const char nul[] = "第一章\n他说\0：“你\a好。”\n";
	diag_init(&d);
	CHECK_INT(text_from_bytes(&t, "nul", nul, sizeof(nul) - 1, &d), 0);
	CHECK_STR(t.buf, "第一章\n他说：“你好。”\n");
	CHECK_INT(t.len, strlen(t.buf));
	CHECK_INT(d.n, 1);
	CHECK_INT(d.n ? d.v[0].line : 0, 2);
	text_release(&t);
	diag_release(&d);

	/* Taiwan's ⋯ and ︙ are …, a pair of ─ or － a dash; a longer run stays a rule */
	static const char tw[] = "「你⋯⋯」他說。我︙︙我──我－－\n────\n";
	CHECK_INT(text_from_bytes(&t, "tw", tw, sizeof(tw) - 1, NULL), 0);
	CHECK_STR(t.buf, "「你……」他說。我……我——我——\n────\n");
	text_release(&t);

	/* binary data is refused */
	CHECK_INT(text_from_bytes(&t, "png", "\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16, NULL), ERR_BINARY);
	/* empty is fine: nothing in it */
	CHECK_INT(text_from_bytes(&t, "empty", "", 0, NULL), 0);
	CHECK_INT(t.len, 0);
	text_release(&t);
	return check_done();
}
