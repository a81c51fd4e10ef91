/* The LRC file: a line per sentence at its time, its text as a reader sees
 * it. */
#include "audio/lrc.h"
#include "audio/sink.h"
#include "base/strbuf.h"
#include "check.h"
#include "text/text.h"

#include <string.h>

/* The LRC of text s as one line at time 0. */
static void expect_tagged_lrc(const char *s, const struct sink_meta *tags, const char *want,
			      int line)
{
	struct text t;
	struct lrc l;
	struct strbuf out;
	CHECK_INT(text_from_bytes(&t, "t", s, strlen(s), NULL), 0);
	lrc_init(&l);
	strbuf_init(&out);
	CHECK_INT(lrc_begin(&l, 0, 0), 0);
	lrc_extend(&l, t.len);
	CHECK_INT(lrc_format(&l, &t, 100, tags, &out), 0);
	check_str(out.buf, want, "lrc", __FILE__, line);
	strbuf_release(&out);
	lrc_release(&l);
	text_release(&t);
}

static void expect_lrc(const char *s, const char *want, int line)
{
	expect_tagged_lrc(s, NULL, want, line);
}

int main(void)
{
	/* the audio's tags head it, those it has */
	struct sink_meta tags = { .title = "第一章 风起", .artist = "张三", .album = "测试之书" };
	expect_tagged_lrc("好。", &tags, "[ti:第一章 风起]\n[ar:张三]\n[al:测试之书]\n[00:00.00]好。\n",
			  __LINE__);
	tags.artist = NULL;
	expect_tagged_lrc("好。", &tags, "[ti:第一章 风起]\n[al:测试之书]\n[00:00.00]好。\n", __LINE__);
	/* a space inside a line stays, one of it */
	expect_lrc("第十一章  重逢", "[00:00.00]第十一章 重逢\n", __LINE__);
	expect_lrc("他买了iPhone 15。", "[00:00.00]他买了iPhone 15。\n", __LINE__);
	expect_lrc("第一章\u3000少年", "[00:00.00]第一章 少年\n", __LINE__);
	/* an indent and a hard wrap between Chinese characters are none;
	 * between English words, a wrap is a space */
	expect_lrc("\u3000\u3000他说\n道：“好。”", "[00:00.00]他说道：“好。”\n", __LINE__);
	expect_lrc("He said\nhello.", "[00:00.00]He said hello.\n", __LINE__);
	return check_done();
}
