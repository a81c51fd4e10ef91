/* header: a book's title and author from its first lines. */
#include "check.h"
#include "text/header.h"
#include "text/text.h"

#include <stdlib.h>

static void expect(const char *head, const char *title, const char *author, int line)
{
	struct text t = { .buf = (char *)head, .len = strlen(head), .name = "book" };
	struct header_info h;
	CHECK_INT(header_read(&t, t.len, &h), 0);
	check_str(h.title ? h.title : "-", title, head, __FILE__, line);
	check_str(h.author ? h.author : "-", author, head, __FILE__, line);
	header_info_release(&h);
}
#define EXPECT(head, title, author) expect(head, title, author, __LINE__)

int main(void)
{
	EXPECT("☆本文由 笔趣阁 www.biquge.info 收集整理☆\n《青山旧事》\n作者：山间客\n", "青山旧事",
	       "山间客");
	EXPECT("《青山旧事》作者：山间客\n", "青山旧事", "山间客");
	EXPECT("《青山旧事》（校对版全本）\n作者: 山间客 著\n", "青山旧事", "山间客");
	EXPECT("书名：青山旧事　作者：山间客\n内容简介：一个少年离开青山。\n", "青山旧事", "山间客");
	EXPECT("书名：《青山旧事》 作者：山间客【完结】\n", "青山旧事", "山间客");
	EXPECT("红楼梦\n曹雪芹 著\n", "红楼梦", "曹雪芹");
	/* a translated book: the author's country before the name, a translator */
	EXPECT("血字的研究\n[英] 柯南·道尔 著\n张三 译\n", "血字的研究", "柯南·道尔");
	EXPECT("书名：悲惨世界\n作者：〔法〕维克多・雨果\n", "悲惨世界", "维克多・雨果");
	EXPECT("老人与海\n［美］海明威 著\n", "老人与海", "海明威");
	EXPECT("（全本）\n作者：（）某人\n", "-", "-");
	/* a bare line right before the author's is the title, cut at its bracket */
	EXPECT("呐喊精选（网络版）\n作者：鲁迅\n", "呐喊精选", "鲁迅");
	EXPECT("本书由 www.xs.cc 整理\n作者：某人\n", "-", "某人");
	EXPECT("更多好书请访问本站。\n作者：某人\n", "-", "某人");
	EXPECT("呐喊\n\n简介：小说集\n作者：鲁迅\n", "-", "鲁迅");
	EXPECT("The Road\nby nobody\n", "-", "-");
	/* the first of each wins; prose is not a header */
	EXPECT("《甲》\n《乙》\n作者：丙\n作者：丁\n", "甲", "丙");
	EXPECT("《红楼梦》是一部伟大的小说，作者是曹雪芹。\n", "-", "-");
	EXPECT("原作者：某人\n", "-", "-");
	EXPECT("作者：\n书名：\n", "-", "-");
	EXPECT("", "-", "-");
	/* a line cut inside a 《 (bytes exactly as long as the text: ASan sees a
	 * read past them, as the fuzzer once did) */
	static const char cut[] = "\xe2\x98\x86\xe3\x80";
	char *exact = malloc(sizeof(cut) - 1);
	if (exact) {
		memcpy(exact, cut, sizeof(cut) - 1);
		struct text tc = { .buf = exact, .len = sizeof(cut) - 1 };
		struct header_info hc;
		CHECK_INT(header_read(&tc, tc.len, &hc), 0);
		CHECK(!hc.title && !hc.author);
		header_info_release(&hc);
		free(exact);
	}
	/* only the part before the first chapter counts */
	struct text t = { .buf = "第一章\n作者：某\n", .len = strlen("第一章\n作者：某\n") };
	struct header_info h;
	CHECK_INT(header_read(&t, 0, &h), 0);
	CHECK(!h.author);
	header_info_release(&h);
	return check_done();
}
