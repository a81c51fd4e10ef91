#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "check.h"

#include <string.h>

int main(void)
{
	size_t len;
	CHECK_INT(utf8_decode("\xe4\xb8\xad", 3, &len), 0x4E2D);
	CHECK_INT(len, 3);
	CHECK_INT(utf8_decode("\xe4\xb8", 2, &len), -1); /* cut short */
	CHECK_INT(len, 1);
	CHECK_INT(utf8_decode("\xc0\x80", 2, &len), -1); /* overlong */
	CHECK_INT(utf8_decode("\xed\xa0\x80", 3, &len), -1); /* surrogate */
	CHECK_INT(utf8_decode("\xf0\xa0\x80\x80", 4, &len), 0x20000);
	char out[4];
	CHECK_INT(utf8_encode(0x20000, out), 4);
	CHECK(!memcmp(out, "\xf0\xa0\x80\x80", 4));
	CHECK_INT(utf8_valid_prefix("ab\xff" "c", 4), 2);
	CHECK(utf8_is_han(0x4E2D));
	CHECK(!utf8_is_han(0x3002));
	CHECK(utf8_is_space(0x3000));

	struct strbuf sb;
	strbuf_init(&sb);
	CHECK_STR(sb.buf, "");
	for (int i = 0; i < 100; i++)
		strbuf_addf(&sb, "%d,", i);
	CHECK_INT(sb.len, 290);
	CHECK(!strncmp(sb.buf + sb.len - 3, "99,", 3));

	/* a file read after what sb holds, past several growths, and cut at max */
	FILE *f = tmpfile();
	CHECK(f != NULL);
	for (int i = 0; f && i < 30000; i++)
		fprintf(f, "%d\n", i);
	if (f) {
		long size = ftell(f);
		rewind(f);
		CHECK_INT(strbuf_read_file(&sb, f, 0), 0);
		CHECK_INT(sb.len, 290 + (size_t)size);
		CHECK(!strncmp(sb.buf + 290, "0\n1\n", 4));
		CHECK_STR(sb.buf + sb.len - 6, "29999\n");
		rewind(f);
		strbuf_reset(&sb);
		CHECK_INT(strbuf_read_file(&sb, f, 1000), ERR_TOO_BIG);
		fclose(f);
	}
	strbuf_release(&sb);
	/* a code point among a string's characters; 0 and invalid ones never */
	CHECK(utf8_in_set("说道", 0x9053));
	CHECK(!utf8_in_set("说道", 0x95EE));
	CHECK(!utf8_in_set("说道", 0));
	CHECK(!utf8_in_set("说道", -1));
	CHECK(!utf8_in_set("说道", 0x110000));
	/* the code point at and before a position, within bounds */
	const char *t = "a说b";
	size_t start;
	CHECK(utf8_at(t, 1, strlen(t), &len) == 0x8BF4 && len == 3);
	CHECK(utf8_at(t, 5, 5, &len) == -1 && len == 1);
	CHECK(utf8_before(t, 0, 4, &start) == 0x8BF4 && start == 1);
	CHECK(utf8_before(t, 1, 1, &start) == -1 && start == 1);
	CHECK(utf8_before(t, 2, 4, &start) == -1 && start == 3); /* cut inside 说 */
	/* white space skipped and trimmed, the ideographic space too */
	const char *w = " \u3000说 b\t\u3000";
	size_t from = 0, to = strlen(w);
	CHECK_INT(utf8_skip_space(w, to, 0), 4);
	CHECK_INT(utf8_skip_space(w, 3, 0), 1); /* not past n */
	utf8_trim(w, &from, &to);
	CHECK(from == 4 && to == 9);
	from = to = 2;
	utf8_trim(w, &from, &to);
	CHECK(from == 2 && to == 2);
	return check_done();
}
