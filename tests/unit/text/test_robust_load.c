/* Stage 1 on hostile bytes: mixed encodings, web-page markup, damage at
 * every position; each keeps the source's lines and reports with the line. */
#include "base/diag.h"
#include "base/err.h"
#include "base/utf8.h"
#include "check.h"
#include "segment/clause.h"
#include "text/text.h"

#include <stdlib.h>

static int load(struct text *t, struct diag *d, const char *bytes, size_t n)
{
	diag_init(d);
	return text_from_bytes(t, "t.txt", bytes, n, d);
}

static int has_diag(const struct diag *d, size_t line, const char *part)
{
	for (size_t i = 0; i < d->n; i++)
		if (d->v[i].line == line && strstr(d->v[i].msg, part))
			return 1;
	return 0;
}

/* Decodes s and checks the text, the warnings and the line count. */
static void expect_text(const char *s, size_t n, const char *want, size_t warn_line,
			const char *warn)
{
	struct text t;
	struct diag d;
	if (!CHECK_INT(load(&t, &d, s, n), 0)) {
		diag_release(&d);
		return;
	}
	CHECK_STR(t.buf, want);
	if (warn)
		CHECK(has_diag(&d, warn_line, warn));
	else
		CHECK_INT(d.n, 0);
	text_release(&t);
	diag_release(&d);
}

static void test_mixed(void)
{
	/* 第二行 in GBK between UTF-8 lines */
	static const char mixed[] = "第一行是统一码。\n\xb5\xda\xb6\xfe\xd0\xd0\xca\xc7\xb9\xfa\xb1\xea"
				    "\xc2\xeb\xa1\xa3\n第三行。\n";
	expect_text(mixed, sizeof(mixed) - 1, "第一行是统一码。\n第二行是国标码。\n第三行。\n", 2,
		    "GB18030");
	/* one stray byte in a UTF-8 line stays damage, not another encoding */
	static const char damaged[] = "他说：“你好。”\xff我们走吧。\n";
	expect_text(damaged, sizeof(damaged) - 1, "他说：“你好。”\xef\xbf\xbd我们走吧。\n", 1,
		    "not valid UTF-8");
}

static void test_markup(void)
{
	const char *page = "<p>他说：&ldquo;好&rdquo;。</p>\n<div\nclass=\"x\">完&#20320;&#x597D;</div>\n";
	expect_text(page, strlen(page), "他说：“好”。\n\n完你好\n", 1, "markup removed");
	/* a lone tag or entity, or < and & in prose, are the text's own */
	const char *prose = "甲<乙，A&B，&amp;一个。\n";
	expect_text(prose, strlen(prose), prose, 0, NULL);
	/* entities that are no character stay as written */
	const char *bad = "<p>&#0;&#xD800;&#99999999;&#x110000;&nosuch;&amp</p>\n";
	expect_text(bad, strlen(bad), "&#0;&#xD800;&#99999999;&#x110000;&nosuch;&amp\n", 1,
		    "markup removed");
	/* unterminated markup at the very end */
	const char *cut = "<p>好</p><br/><!-- 注释";
	expect_text(cut, strlen(cut), "好<!-- 注释", 1, "markup removed");
	const char *cut2 = "<p>好</p><b>&#2";
	expect_text(cut2, strlen(cut2), "好&#2", 1, "markup removed");
}

/* A bad byte at each position of a short text: never a crash, always the
 * same number of lines, always valid UTF-8. */
static void test_damage_everywhere(void)
{
	const char *s = "第一回\r\n他说：“好。”\n\n完。\n";
	size_t n = strlen(s), lines_ok = 0, valid_ok = 0;
	char *b = malloc(n);
	CHECK(b != NULL);
	if (!b)
		return;
	for (size_t i = 0; i < n; i++) {
		static const unsigned char bytes[] = { 0x00, 0x80, 0xff, 0xe4, '\r', '<', '&' };
		for (size_t k = 0; k < sizeof(bytes); k++) {
			memcpy(b, s, n);
			b[i] = (char)bytes[k];
			struct text t;
			struct diag d;
			if (load(&t, &d, b, n) == 0) {
				valid_ok += utf8_valid_prefix(t.buf, t.len) == t.len;
				lines_ok += text_line_at(&t, t.len) >= 4 && text_line_at(&t, t.len) <= 6;
				text_release(&t);
			} else {
				valid_ok++, lines_ok++;
			}
			diag_release(&d);
		}
	}
	CHECK_INT(valid_ok, n * 7);
	CHECK_INT(lines_ok, n * 7);
	free(b);
}

/* Clauses of a long unpunctuated run stay within CLAUSE_MAX_CHARS and
 * tile it. */
static void test_clauses(void)
{
	char *s = malloc(3 * 1000 + 1);
	CHECK(s != NULL);
	if (!s)
		return;
	for (int i = 0; i < 1000; i++)
		memcpy(s + 3 * i, i % 7 == 6 ? "的" : "天", 3);
	size_t n = 3000, pos = 0, longest = 0, count = 0;
	struct clause c;
	while (clause_next(s, n, pos, &c) > pos) {
		size_t chars = (c.end - c.start) / 3;
		longest = chars > longest ? chars : longest;
		CHECK(c.start == pos);
		pos = c.end;
		count++;
	}
	CHECK_INT(pos, n);
	CHECK(longest <= CLAUSE_MAX_CHARS);
	CHECK(count >= 1000 / CLAUSE_MAX_CHARS);
	free(s);
}

int main(void)
{
	test_mixed();
	test_markup();
	test_damage_everywhere();
	test_clauses();
	return check_done();
}
