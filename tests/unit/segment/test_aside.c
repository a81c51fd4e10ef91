/* Asides: a web site's text, notes, end marks, links and rules found, kept
 * in the segments as SEG_ASIDE; a normal novel's text never one of them. */
#include "base/strbuf.h"
#include "base/utf8.h"
#include "check.h"
#include "seg_covers.h"
#include "segment/aside.h"
#include "segment/seg.h"
#include "text/text.h"

#include <dirent.h>
#include <stdlib.h>

static struct text mk(const char *s)
{
	struct text t = { .buf = (char *)s, .len = strlen(s), .name = "test" };
	return t;
}

/* The asides of s as "kind:text|kind:text". */
static char *asides(const char *s)
{
	struct text t = mk(s);
	struct aside_list l;
	struct strbuf sb;
	strbuf_init(&sb);
	CHECK_INT(aside_find(&t, &l), 0);
	for (size_t i = 0; i < l.n; i++)
		strbuf_addf(&sb, "%s%s:%.*s", i ? "|" : "", aside_kind_name(l.v[i].kind),
			    (int)(l.v[i].end - l.v[i].start), s + l.v[i].start);
	aside_list_release(&l);
	return strbuf_detach(&sb, NULL);
}

static void expect(const char *in, const char *want, int line)
{
	char *got = asides(in);
	if (!check_str(got, want, in, __FILE__, line))
		fprintf(stderr, "  input: %s\n", in);
	free(got);
}
#define EXPECT(in, want) expect(in, want, __LINE__)

/* Segments after aside_mark as "N:text|D:text|A:text". */
static char *marked(const char *s, struct seg_list *l)
{
	struct text t = mk(s);
	struct strbuf sb;
	strbuf_init(&sb);
	seg_list_init(l);
	CHECK_INT(segment_split(&t, l, NULL), 0);
	CHECK_INT(aside_mark(&t, l), 0);
	for (size_t i = 0; i < l->n; i++) {
		const struct seg *g = &l->v[i];
		strbuf_addf(&sb, "%s%c:%.*s", i ? "|" : "",
			    g->kind == SEG_ASIDE ? 'A' : g->kind == SEG_DIALOGUE ? 'D' : 'N',
			    (int)(g->end - g->start), s + g->start);
	}
	return strbuf_detach(&sb, NULL);
}

static void check_kinds(void)
{
	/* a site's lines, whole, the ☆ around them too */
	EXPECT("☆本文由 笔趣阁 www.biquge.info 收集整理☆\n正文。",
	       "site:☆本文由 笔趣阁 www.biquge.info 收集整理☆");
	EXPECT("天才一秒记住本站地址：[笔趣阁] https://www.biquge.info 最快更新！无广告！",
	       "site:天才一秒记住本站地址：[笔趣阁] https://www.biquge.info 最快更新！无广告！");
	EXPECT("　　更多精彩小说请访问 www.xxsy.la\n", "site:更多精彩小说请访问 www.xxsy.la");
	EXPECT("求月票！求推荐票！", "site:求月票！求推荐票！");
	/* a plea that asks for the votes without 求 */
	EXPECT("他走了。\n（月底了，大家手里还有月票的话，投给本书吧，拜托拜托！）\n",
	       "site:（月底了，大家手里还有月票的话，投给本书吧，拜托拜托！）");
	EXPECT("他走了。\n兄弟们，把月票投给我吧！\n", "site:兄弟们，把月票投给我吧！");
	/* in a chapter's heading, only the plea after its title */
	EXPECT("第六章 突破 求月票！\n他突破了。", "site:求月票！");
	EXPECT("感谢大家的支持，本书明天上架，求首订！", "site:感谢大家的支持，本书明天上架，求首订！");
	/* a site's template around its link: the whole sentence */
	EXPECT("喜欢星河彼岸请大家收藏：（www.xxx.com）星河彼岸更新速度全网最快。",
	       "site:喜欢星河彼岸请大家收藏：（www.xxx.com）星河彼岸更新速度全网最快。");
	/* a site's phrases in traditional script */
	EXPECT("他走了。最新章節請到本站閱讀。她笑了。", "site:最新章節請到本站閱讀。");
	EXPECT("求推薦票！", "site:求推薦票！");
	EXPECT("他走了。\n（本章結束）", "end:（本章結束）");
	EXPECT("ＴＸＴ下载", "site:ＴＸＴ下载");
	/* inside a paragraph: the insert or the sentence, not the story around it */
	EXPECT("他走了。（天才一秒记住本站地址：ｗｗｗ．ｘｘ．ｃｏｍ）她笑了。",
	       "site:（天才一秒记住本站地址：ｗｗｗ．ｘｘ．ｃｏｍ）");
	EXPECT("他走了。最新章节请到本站。她笑了。", "site:最新章节请到本站。");
	/* a site's signature after the end mark (飘天文学's) */
	EXPECT("他躲到树后。（未完待续，请搜索飘天文学，小说更好更新更快！）",
	       "site:（未完待续，请搜索飘天文学，小说更好更新更快！）");
	/* a site's page break */
	EXPECT("他走了。（本章未完，请点击下一页继续阅读）", "end:（本章未完，请点击下一页继续阅读）");
	EXPECT("他走了。\n本章未完，點擊下一頁繼續閱讀。\n她笑了。", "site:本章未完，點擊下一頁繼續閱讀。");
	EXPECT("他走了。\n　　（本章未完）\n", "end:（本章未完）");
	/* links alone, with their brackets when nothing else is inside */
	EXPECT("他回头望了一眼（ｗｗｗ．ｂｉｑｕｇｅ．ｉｎｆｏ），山还是那座山。",
	       "link:（ｗｗｗ．ｂｉｑｕｇｅ．ｉｎｆｏ）");
	EXPECT("网上写着 http://example.org/a?b=1 这几个字。", "link:http://example.org/a?b=1");
	EXPECT("有事写信给 lin.yuan@example.com。", "link:lin.yuan@example.com");
	EXPECT("他打开 biquge.la 看了看。", "link:biquge.la");
	/* a link and its site's phrase pasted into a story's sentence: the ad
	 * alone, the story around it read; a sentence of the site's, all of it */
	EXPECT("他走到门口看了看www.biquge.com 最快更新，他又回到屋里坐下。",
	       "site:www.biquge.com 最快更新");
	EXPECT("笔趣阁 www.biquge.com 最快更新，精彩小说无弹窗。",
	       "site:笔趣阁 www.biquge.com 最快更新，精彩小说无弹窗。");
	/* a link spelled past a site's filter, with 点 for its dots */
	EXPECT("更多好书请访问：xs123点com", "site:更多好书请访问：xs123点com");
	EXPECT("他打开ｗｗｗ點ｂｉｑｕｇｅ點ｌａ看了看。", "link:ｗｗｗ點ｂｉｑｕｇｅ點ｌａ");
	EXPECT("他打开手机，搜索 www.baidu.com 上的消息。", "link:www.baidu.com");
	/* a link spelled a character at a time, a space after each */
	EXPECT("他看见 w w w . a b c . c o m 就走了。", "link:w w w . a b c . c o m");
	EXPECT("他看见ｗ ｗ ｗ ． ｘ ｘ ． ｃ ｏ ｍ了。", "link:ｗ ｗ ｗ ． ｘ ｘ ． ｃ ｏ ｍ");
	EXPECT("更多精彩请关注 w w w . x x . l a", "site:更多精彩请关注 w w w . x x . l a");
	/* thanks for a reader's gift, a file's maker, a plea: their sentence */
	EXPECT("他走了。\n感谢书友风里来的打赏！感谢小舟的月票！\n",
	       "note:感谢书友风里来的打赏！感谢小舟的月票！");
	EXPECT("【感谢书友风里来的打赏】", "note:【感谢书友风里来的打赏】");
	EXPECT("感謝書友小魚兒的打賞！", "note:感謝書友小魚兒的打賞！");
	EXPECT("第三章：夜话（二更求票）\n他走了。", "site:（二更求票）");
	EXPECT("他走了。\n求月票！各位书友的支持是我更新的动力！\n",
	       "note:求月票！各位书友的支持是我更新的动力！");
	EXPECT("他走了。各位書友，今天加更三章！", "note:各位書友，今天加更三章！");
	EXPECT("本书由某某书屋整理\n正文。", "site:本书由某某书屋整理");
	EXPECT("他哭了。更多精彩，请搜索雾港书屋。", "site:更多精彩，请搜索雾港书屋。");
	EXPECT("手机站：m.xs123.com\n手機版 m.xs123.la", "site:手机站：m.xs123.com|site:手機版 m.xs123.la");
	/* a site's line about the chapter's posting */
	EXPECT("第一章 归途\n更新时间：2020-10-01 12:00:00 本章字数：3012\n他回来了。\n本章字数：3012",
	       "site:更新时间：2020-10-01 12:00:00 本章字数：3012|site:本章字数：3012");
	/* the site's label before a heading */
	EXPECT("正文 第一章 出山\n天亮了。", "site:正文");
	EXPECT("VIP卷 第二章 城门", "site:VIP卷");
	/* end marks, in brackets or alone */
	EXPECT("他走了。\n　　（本章完）\n", "end:（本章完）");
	EXPECT("他走了。（未完待续。）", "end:（未完待续。）");
	EXPECT("……未完待续……", "end:……未完待续……");
	EXPECT("【本章完】", "end:【本章完】");
	/* a table of contents, 目录 and all; a chapter's own heading is said */
	EXPECT("《书》\n目录\n第一章 甲\n第二章 乙\n\n第三章 丙\n第一章 甲\n文。",
	       "contents:目录|contents:第一章 甲|contents:第二章 乙|contents:第三章 丙");
	EXPECT("第一卷\n第一章 甲\n文。\n目录在书后。", "");
	/* a page's links, in either script; a sentence that names them is said */
	EXPECT("上一章 目录 下一章\n←上一頁|返回目錄|下一頁→\n【上一章】【下一章】",
	       "site:上一章 目录 下一章|site:←上一頁|返回目錄|下一頁→|site:【上一章】【下一章】");
	EXPECT("他翻到上一章，又翻到下一章。\n目录", "");
	/* a printed book's copyright page, its keyed lines and its CIP record too */
	EXPECT("山河记\n图书在版编目（CIP）数据\n山河记 / 李白石著.\n责任编辑：王五\n定价 39.00元\n"
	       "ISBN 978-7-5063-0000-0\n版权所有　侵权必究",
	       "imprint:图书在版编目（CIP）数据|imprint:山河记 / 李白石著.|imprint:责任编辑：王五|"
	       "imprint:定价 39.00元|imprint:ISBN 978-7-5063-0000-0|imprint:版权所有　侵权必究");
	EXPECT("图书在版编目(CIP)数据\n\n雾港/北桥著. —北京：某某出版社，2020.5\n"
	       "Ⅰ.①雾… Ⅱ.①北… Ⅲ.①长篇小说—中国—当代 Ⅳ.①I247.5\n"
	       "中国版本图书馆CIP数据核字（2020）第012345号\n雾港\n雨下了一夜。",
	       "imprint:图书在版编目(CIP)数据|imprint:雾港/北桥著. —北京：某某出版社，2020.5|"
	       "imprint:Ⅰ.①雾… Ⅱ.①北… Ⅲ.①长篇小说—中国—当代 Ⅳ.①I247.5|"
	       "imprint:中国版本图书馆CIP数据核字（2020）第012345号");
	/* the page's title by itself, in a text with its marks */
	EXPECT("版权信息\n版权所有　侵权必究", "imprint:版权信息|imprint:版权所有　侵权必究");
	/* a sentence after the CIP's line is the story's */
	EXPECT("图书在版编目(CIP)数据\n他写道——这是第一本书。",
	       "imprint:图书在版编目(CIP)数据");
	EXPECT("書號：ＩＳＢＮ９５７-０\n版權所有・翻印必究", "imprint:書號：ＩＳＢＮ９５７-０|imprint:版權所有・翻印必究");
	/* a chapter given twice, heading and text, as sites do: the copy, to the
	 * next heading; a heading repeated over other text (a site's next page):
	 * the heading alone, but not after another volume's heading */
	EXPECT("第二章 来信\n他来了。\n\n第二章 来信\n　　他来了。\n第三章 走\n他走了。",
	       "repeat:第二章 来信\n　　他来了。");
	EXPECT("正文 第二章 来信\n他来了。\n第二章 来信\n他来了。", "site:正文|repeat:第二章 来信\n他来了。");
	EXPECT("第二章 来信\n他来了。\n第二章 来信\n他又来了。", "site:第二章 来信");
	EXPECT("第一卷 甲\n第二章 来信\n他来了。\n第二卷 乙\n第二章 来信\n他又来了。", "");
	EXPECT("第二章 来信\n他来了。\n第三章 来信\n他来了。", "");
	/* a text with no heading that is a title page alone (split's preface):
	 * its lines, asides or not around them; with a blurb, or a heading,
	 * it is read */
	EXPECT("《短书》\n作者：某人\n", "title:《短书》|title:作者：某人");
	EXPECT("红楼梦\n曹雪芹 著", "title:红楼梦|title:曹雪芹 著");
	EXPECT("血字的研究\n[英] 柯南·道尔 著\n张三 译",
	       "title:血字的研究|title:[英] 柯南·道尔 著|title:张三 译");
	EXPECT("本书由某某书屋整理\n《短书》 作者：某人", "site:本书由某某书屋整理|title:《短书》 作者：某人");
	EXPECT("《短书》\n作者：某人\n内容简介：一个人来了。", "");
	EXPECT("红楼梦\n\n他走了。", "");
	EXPECT("《短书》\n作者：某人\n第一章 甲", "");
	/* rules */
	EXPECT("☆☆☆\n────────\n***\n* * *\n=====", "rule:☆☆☆|rule:────────|rule:***|rule:* * *|rule:=====");
	/* the author's note: to the end when the story before it is longer */
	EXPECT("第一章 甲\n他走了很远很远的路，终于到了。\n作者有话说：谢谢。\n明天见。",
	       "note:作者有话说：谢谢。\n明天见。");
	EXPECT("第一章 甲\n他走了很远很远的路，终于到了。\n作者有话说：谢谢。　　\n明天见。",
	       "note:作者有话说：谢谢。　　\n明天见。");
	EXPECT("第一章 甲\n他走了很远很远的路，终于到了。\n作者有话说：谢谢。　　\n",
	       "note:作者有话说：谢谢。");
	/* ... only its line when it would swallow the chapter */
	EXPECT("作者有话要说：先说两句。\n他走了很远很远的路，终于到了。", "note:作者有话要说：先说两句。");
	/* ... and never past the next heading or rule */
	EXPECT("第一章 甲\n他走了很远很远的路，终于到了。\n作者有话说：谢谢。\n第二章 乙\n又走了。",
	       "note:作者有话说：谢谢。");
	EXPECT("他走了很远很远的路，终于到了。\n作者有话说：谢谢。\n────\n后来的事。",
	       "note:作者有话说：谢谢。|rule:────");
	EXPECT("PS：今天两更，求收藏！", "note:PS：今天两更，求收藏！");
	EXPECT("P.S. 明天请假一天。", "note:P.S. 明天请假一天。");
	/* ... in brackets too, a line of its own or after the story */
	EXPECT("【ps：今天两更，晚上还有一章。】", "note:【ps：今天两更，晚上还有一章。】");
	EXPECT("他冲了上去。（PS：感谢书友的打赏！）", "note:（PS：感谢书友的打赏！）");
	EXPECT("她说：“（PS：我爱你。）”", "");
	/* a chapter the author titles as his own (请假, 感言) is a note, heading and all,
	 * up to the next heading; not a story's chapter of that title, longer than a note */
	EXPECT("第一百二十五章 请假一天\n今天家里有事，明天补上！\n第一百二十六章 归来\n他回来了。",
	       "note:第一百二十五章 请假一天\n今天家里有事，明天补上！");
	EXPECT("第一章 甲\n文。\n完本感言\n谢谢大家！", "note:完本感言\n谢谢大家！");
	{
		char story[8192] = "第五章 获奖感言\n";
		for (int k = 0; k < 200; k++)
			strcat(story, "他走了很远的路。");
		EXPECT(story, "");
	}
	/* a leave note's title alone heads a note; a quote or a sentence does not */
	EXPECT("第一章 甲\n他走了很远很远的路，终于到了。\n【请假条】\n今天停更。\n第二章 乙\n又走了。",
	       "note:【请假条】\n今天停更。");
	EXPECT("第一章 甲\n他走了很远很远的路，终于到了。\n作者的话：\n谢谢。", "note:作者的话：\n谢谢。");
	EXPECT("第一章 甲\n他走了很远很远的路，终于到了。\n“请假！”\n他说。", "");
	EXPECT("第一章 甲\n他走了很远很远的路，终于到了。\n请假条上写着他的名字。", "");
	/* a book's notes under their title (an EPUB's footnotes as split puts
	 * them, an endnotes document) are not read, however long, to the next
	 * heading; 注释 in a sentence is prose */
	EXPECT("第一章 甲\n他到了。\n注释\n本页脚注：长安，唐朝的都城。\n第二章 乙\n又走了。",
	       "footnote:注释\n本页脚注：长安，唐朝的都城。");
	EXPECT("〔注释〕\n〔1〕觊觎：希望得到。\n〔2〕长安：都城。",
	       "footnote:〔注释〕\n〔1〕觊觎：希望得到。\n〔2〕长安：都城。");
	EXPECT("第一章 甲\n他翻到书后的注释。\n又看了脚注。", "");
	/* a printed book's notes in its text: the mark after a word (两年①) and
	 * the note under the story that starts with it (注①：…, or ①… once the
	 * mark was met above); a list's numbers are story, and so is its item */
	EXPECT("他已经有两年①没回来了。\n注①：见第三章。", "mark:①|footnote:注①：见第三章。");
	EXPECT("他读过《史记》②。\n　　②司马迁所著。", "mark:②|footnote:②司马迁所著。");
	EXPECT("規矩有二：①不許遲到；②不許早退。\n①最要緊。", "");
	EXPECT("“①号车！”他喊。", "");
	/* ... or a number in brackets, as texts from web pages have them; not an index */
	EXPECT("他读过《史记》[1]，又读了汉书［2］。\n[1] 司马迁所著。\n［2］班固所著。\n[3] 无。",
	       "mark:[1]|mark:［2］|footnote:[1] 司马迁所著。|footnote:［2］班固所著。");
	EXPECT("他写下 a[1] = 0，又写了十[100]。\n[1] 第一条。", "");
	/* a translator's or editor's note in brackets amid the story */
	EXPECT("他拿出一本《圣经》（译注：基督教的经典），翻开。", "footnote:（译注：基督教的经典）");
	EXPECT("【注：本章地名都是虚构的。】", "footnote:【注：本章地名都是虚构的。】");
	EXPECT("牌子上写着（注意：前方施工）。他写了个注（见下）。", "");
	EXPECT("第一章 甲\n他来了两年①。\n第二章 乙\n①最要紧。", "mark:①");
	/* an image's description as split keeps an EPUB's alt text, on its line
	 * or amid one; an image spoken of is story */
	EXPECT("〔图：长安城地图〕\n他走了。", "image:〔图：长安城地图〕");
	EXPECT("他看了一眼〔图：剑〕，走了。", "image:〔图：剑〕");
	EXPECT("他在图上画了一把剑。〔图〕", "");
	/* a chat's placeholder for a picture, a sticker or a voice message;
	 * 图片 spoken of is story */
	EXPECT("他发来一张照片。[图片]", "image:[图片]");
	EXPECT("【表情】哈哈，［语音］", "image:【表情】|image:［语音］");
	EXPECT("他看着那张图片。", "");
}

/* What a normal novel says is never an aside. */
static void check_prose(void)
{
	static const char *const prose[] = {
		"他在公交车上掏出月票。",
		"这是一部小说，读者很多，大家都推荐她阅读。",
		"第二天，报纸上登出了最新的消息，他收藏了那一期。",
		"“你记住，”他说，“本站不停车。”",
		"作者是一个老人，住在山里。",
		"PS：我爱你。",
		"圆周率是3.14，他记得。Mr.Smith 也记得。",
		"He said so.So did I, and joined in.In the end, call me.Me too.",
		"第一零二回　　宁國府骨肉病災襟腹@大觀園符水驅妖孽",
		"……", "？？？", "“……”", "——", "！！！",
		"一九一九年三月。",
		"他约她3点cc见面，5点cn再说。", "A点B点C，连成一线。",
		"他是这部电影的版权所有人。\n定价：三十元。\n责任编辑：老王。",
		"书的背面印着定价，没有ISBN。",
		"他读完了最后一章，合上书，说：“完了。”",
		"待续的事情还很多。",
		"他说 a b c 三个字母，又写下 x . y 。",
		"感谢你来看我。谢谢大家，他说。多谢老王送的书。",
		"本书由三个部分组成。本文由他起草。",
		"各位读者，您道此人是谁？书友们都来了，个个支持他，说这书值得收藏。",
		"更多精彩的节目还在后头。",
		"更新时间：明天。字数：不多。",
		"版权信息\n他翻到书的版权信息，没有作者的名字。",
		NULL
	};
	for (const char *const *p = prose; *p; p++)
		EXPECT(*p, "");
}

static void check_segments(void)
{
	struct seg_list l;
	const char *s = "　　他回头望了一眼（www.biquge.info），山还是那座山。\n"
			"天才一秒记住本站地址：www.biquge.info\n"
			"　　母亲说：“路上小心。”\n"
			"☆☆☆\n"
			"　　（本章完）\n";
	char *got = marked(s, &l);
	CHECK_STR(got, "N:他回头望了一眼|A:（www.biquge.info）|N:，山还是那座山。|"
		       "A:天才一秒记住本站地址：www.biquge.info|N:母亲说：|D:“路上小心。”|"
		       "A:☆☆☆|A:（本章完）");
	struct text t = mk(s);
	CHECK(seg_covers(&t, &l));
	CHECK_INT(l.v[1].aside, ASIDE_LINK);
	CHECK_INT(l.v[3].aside, ASIDE_SITE);
	CHECK_INT(l.v[7].aside, ASIDE_END);
	/* attribution sees the spoken runs, paragraphs numbered without the asides',
	 * the narration the link cut one run again */
	struct seg_list spoken;
	CHECK_INT(aside_spoken(&l, &spoken), 0);
	CHECK_INT(spoken.n, 3);
	CHECK_INT(spoken.n_paras, 2);
	CHECK_INT(spoken.v[1].para, 1);
	spoken.v[2].speaker = 0;
	aside_put_back(&l, &spoken);
	CHECK_INT(l.v[5].speaker, 0);
	seg_list_release(&spoken);
	seg_list_release(&l);
	free(got);

	/* a quote with a link in it: quote, link, quote */
	got = marked("他说：“去 www.example.com 看看。”", &l);
	CHECK_STR(got, "N:他说：|D:“去|A:www.example.com|D:看看。”");
	seg_list_release(&l);
	free(got);
	/* a note's mark in a quote: the quote goes on after it */
	got = marked("她说：“有两年①没见了。”\n注①：见上。", &l);
	CHECK_STR(got, "N:她说：|D:“有两年|A:①|D:没见了。”|A:注①：见上。");
	/* ... one quote for attribution, whose speaker both pieces get */
	CHECK_INT(aside_spoken(&l, &spoken), 0);
	CHECK_INT(spoken.n, 2);
	CHECK_INT(spoken.v[1].end, l.v[3].end);
	spoken.v[1].speaker = 4;
	aside_put_back(&l, &spoken);
	CHECK_INT(l.v[1].speaker, 4);
	CHECK_INT(l.v[3].speaker, 4);
	seg_list_release(&spoken);
	seg_list_release(&l);
	free(got);
	/* nothing to mark: the runs as they were */
	got = marked("他说：“好。”", &l);
	CHECK_STR(got, "N:他说：|D:“好。”");
	seg_list_release(&l);
	free(got);
}

/* Over a corpus of classical novels (tests/corpus, or the whole one with
 * TINGSHU_CORPUS): not one character of the novels' text is an aside, and
 * of the e-texts in encodings/ only their site's lines are (a rule and a
 * link under 西游记 019: no Han character).  Each aside is printed. */
static void check_corpus(void)
{
	const char *root = getenv("TINGSHU_CORPUS") ? getenv("TINGSHU_CORPUS") : "tests/corpus";
	static const char *const books[] = { "hongloumeng", "hongloumeng_trad", "luxun", "encodings",
					     NULL };
	size_t files = 0;
	for (const char *const *b = books; *b; b++) {
		char dir[1024];
		snprintf(dir, sizeof(dir), "%s/%s", root, *b);
		DIR *dp = opendir(dir);
		if (!CHECK(dp != NULL))
			continue;
		size_t chars = 0, removed = 0, han = 0, n;
		struct dirent *e;
		while ((e = readdir(dp))) {
			size_t len = strlen(e->d_name);
			if (len < 5 || strcmp(e->d_name + len - 4, ".txt"))
				continue;
			char path[2048];
			snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
			struct text t;
			if (!CHECK_INT(text_load(&t, path, NULL), 0))
				continue;
			struct aside_list l;
			CHECK_INT(aside_find(&t, &l), 0);
			for (size_t i = 0; i < l.n; i++) {
				fprintf(stderr, "# %s:%zu: aside: %.*s\n", path,
					text_line_at(&t, l.v[i].start), (int)(l.v[i].end - l.v[i].start),
					t.buf + l.v[i].start);
				for (size_t p = l.v[i].start; p < l.v[i].end; p += n) {
					int32_t cp = utf8_decode(t.buf + p, l.v[i].end - p, &n);
					removed += !utf8_is_space(cp);
					han += utf8_is_han(cp);
				}
			}
			for (size_t p = 0; p < t.len; p += n)
				chars += !utf8_is_space(utf8_decode(t.buf + p, t.len - p, &n));
			aside_list_release(&l);
			text_release(&t);
			files++;
		}
		closedir(dp);
		printf("%s: %zu of %zu characters not read aloud, %zu of them Han\n", *b, removed,
		       chars, han);
		CHECK_INT(han, 0);
		if (strcmp(*b, "encodings"))
			CHECK_INT(removed, 0);
	}
	CHECK(files > 0);
}

int main(void)
{
	check_kinds();
	check_prose();
	check_segments();
	check_corpus();
	return check_done();
}
