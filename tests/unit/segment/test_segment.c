#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "check.h"
#include "seg_covers.h"
#include "segment/clause.h"
#include "segment/seg.h"
#include "text/text.h"

#include <dirent.h>
#include <stdlib.h>

static struct text mk(const char *s)
{
	struct text t = { .buf = (char *)s, .len = strlen(s), .name = "test" };
	return t;
}

/* Segments as "N:text|D:text|...", a D with flags as D1: D2: ... */
static char *show(const char *s, struct diag *d)
{
	struct text t = mk(s);
	struct seg_list l;
	struct strbuf sb;
	seg_list_init(&l);
	strbuf_init(&sb);
	CHECK_INT(segment_split(&t, &l, d), 0);
	for (size_t i = 0; i < l.n; i++) {
		const struct seg *g = &l.v[i];
		if (i)
			strbuf_addch(&sb, '|');
		strbuf_addch(&sb, g->kind == SEG_DIALOGUE ? 'D' : 'N');
		if (g->flags)
			strbuf_addf(&sb, "%u", g->flags);
		strbuf_addch(&sb, ':');
		strbuf_add(&sb, s + g->start, g->end - g->start);
	}
	seg_list_release(&l);
	return strbuf_detach(&sb, NULL);
}

static void expect(const char *in, const char *want, size_t warnings, int line)
{
	struct diag d;
	diag_init(&d);
	char *got = show(in, &d);
	if (!check_str(got, want, in, __FILE__, line))
		fprintf(stderr, "  input: %s\n", in);
	check_int((long long)diag_count(&d, DIAG_WARNING), (long long)warnings, "warnings",
		  __FILE__, line);
	free(got);
	diag_release(&d);
}
#define EXPECT(in, want, warnings) expect(in, want, warnings, __LINE__)

static void check_file(const char *path, size_t min_dialogue)
{
	struct strbuf sb;
	strbuf_init(&sb);
	if (!CHECK_INT(strbuf_read_path(&sb, path, 0), 0))
		return;
	struct text t = { .buf = sb.buf, .len = sb.len, .name = (char *)path };
	struct seg_list l;
	seg_list_init(&l);
	CHECK_INT(segment_split(&t, &l, NULL), 0);
	if (!check_report(seg_covers(&t, &l), "covers", __FILE__, __LINE__))
		fprintf(stderr, "  file: %s\n", path);
	size_t nd = 0;
	for (size_t i = 0; i < l.n; i++)
		nd += l.v[i].kind == SEG_DIALOGUE;
	if (!check_report(nd >= min_dialogue, "dialogue runs found", __FILE__, __LINE__))
		fprintf(stderr, "  file: %s: %zu runs\n", path, nd);
	seg_list_release(&l);
	strbuf_release(&sb);
}

static void check_dir(const char *dir, size_t max_files, size_t min_dialogue)
{
	DIR *dp = opendir(dir);
	if (!CHECK(dp))
		return;
	struct dirent *e;
	size_t k = 0;
	char path[4096];
	while ((e = readdir(dp)) && k < max_files) {
		size_t n = strlen(e->d_name);
		if (n < 5 || strcmp(e->d_name + n - 4, ".txt"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		check_file(path, min_dialogue);
		k++;
	}
	closedir(dp);
}

static void test_runs(void)
{
	EXPECT("", "", 0);
	EXPECT("\n\n  \n", "", 0);
	EXPECT("他说：“你好。”", "N:他说：|D:“你好。”", 0);
	EXPECT("“你好。”他说。", "D:“你好。”|N:他说。", 0);
	/* two quotes side by side are two runs; the space between joins the first */
	EXPECT("“走！”“不走！”", "D:“走！”|D:“不走！”", 0);
	EXPECT("“走！” “不走！”", "D:“走！” |D:“不走！”", 0);
	/* corner brackets, nesting, straight quotes, mixed pairs */
	EXPECT("他道：「她說『好』了。」", "N:他道：|D:「她說『好』了。」", 0);
	EXPECT("他道：“她说‘好’了。”", "N:他道：|D:“她说‘好’了。”", 0);
	EXPECT("他道：\"好啊。\"又道", "N:他道：|D:\"好啊。\"|N:又道", 0);
	EXPECT("那僧笑道：“你且去罷。\"士隱听了", "N:那僧笑道：|D:“你且去罷。\"|N:士隱听了", 0);
	EXPECT("他道：\"你且去罷。”士隱听了", "N:他道：|D:\"你且去罷。”|N:士隱听了", 0);
	/* an inner quote left open closes with the outer one */
	EXPECT("他道：“她说‘好了。”完", "N:他道：|D:“她说‘好了。”|N:完", 0);
	/* a stray closer and an apostrophe change nothing */
	EXPECT("他说”好」的。", "N:他说”好」的。", 0);
	EXPECT("他道：“I'm here.”", "N:他道：|D:“I'm here.”", 0);
	/* an ASCII " after a sentence's end with no word after it lost its
	 * opening mark: it opens nothing, so warns of nothing */
	EXPECT("他走了。\"", "N:他走了。\"", 0);
	EXPECT("他走了。＂\n他又来了。", "N:他走了。＂|N:他又来了。", 0);
	EXPECT("他说：\"走吧。\"", "N:他说：|D:\"走吧。\"", 0);
	EXPECT("他走了。\"你呢？", "N:他走了。|D1:\"你呢？", 1);
	/* ASCII single quotes typed for “” speak; an apostrophe does not */
	EXPECT("'你真的要走吗？'妹妹小声问。", "D:'你真的要走吗？'|N:妹妹小声问。", 0);
	EXPECT("他说：'好。'又说：'走吧。'", "N:他说：|D:'好。'|N:又说：|D:'走吧。'", 0);
	EXPECT("他在Tom's家里说话。", "N:他在Tom's家里说话。", 0);
	EXPECT("80'年代的'歌", "N:80'年代的'歌", 0);
	EXPECT("叫做`魄化課'．大凡白虎乃是凶將'。", "N:叫做`魄化課'．大凡白虎乃是凶將'。", 0);
	EXPECT("笑．'他只是笑，說`好看了'。", "N:笑．'他只是笑，說`好看了'。", 0);
	/* `…' is a nested quote in the traditional corpus */
	EXPECT("他道：“俗謂`團圓之節'，想必是。”", "N:他道：|D:“俗謂`團圓之節'，想必是。”", 0);
}

static void test_terms(void)
{
	EXPECT("就听见“轰”的一声炮响。", "N:就听见“轰”的一声炮响。", 0);
	EXPECT("“呜，呜”的号角声又传来。", "N:“呜，呜”的号角声又传来。", 0);
	EXPECT("还来了个“黄台吉被炮毙”事件，弄得", "N:还来了个“黄台吉被炮毙”事件，弄得", 0);
	EXPECT("这就是所谓“水奴贼”。", "N:这就是所谓“水奴贼”。", 0);
	EXPECT("注了水的“水奴賊”的戰鬥力", "N:注了水的“水奴賊”的戰鬥力", 0);
	EXPECT("這些家丁的“戰鬥熱情”雖高", "N:這些家丁的“戰鬥熱情”雖高", 0);
	EXPECT("而借\"通靈\"之說，撰此書", "N:而借\"通靈\"之說，撰此書", 0);
	EXPECT("他叫做“小D”，是个", "N:他叫做“小D”，是个", 0);
	/* said, not named: a speech verb before, sentence marks inside */
	EXPECT("他大叫“救命”，就跑了", "N:他大叫|D:“救命”|N:，就跑了", 0);
	EXPECT("一边大呼“敗了，敗了”，一边跑", "N:一边大呼|D:“敗了，敗了”|N:，一边跑", 0);
	EXPECT("他心想“不好”，转身", "N:他心想|D:“不好”|N:，转身", 0);
	EXPECT("他说：“轰，他们开炮了！”", "N:他说：|D:“轰，他们开炮了！”", 0);
	/* a short exclamation on its own line is speech */
	EXPECT("“嗻！”\n鳌拜应了一声。", "D:“嗻！”|N:鳌拜应了一声。", 0);
	/* ... but a sound alone is heard, not said, unless someone makes it */
	EXPECT("“砰！”门被撞开了。", "N:“砰！”门被撞开了。", 0);
	EXPECT("「叮鈴鈴……」電話響了。", "N:「叮鈴鈴……」電話響了。", 0);
	EXPECT("他喊道：“砰！砰！”", "N:他喊道：|D:“砰！砰！”", 0);
	/* and so is a figure shown, a game's damage, unless someone counts */
	EXPECT("他抬手就是一个火球术。“-86”，暴击！", "N:他抬手就是一个火球术。“-86”，暴击！", 0);
	EXPECT("“+5”\n他的攻击力涨了。", "N:“+5”|N:他的攻击力涨了。", 0);
	EXPECT("他喊道：“3！”", "N:他喊道：|D:“3！”", 0);
	/* 啦 draws a sound out (哗啦啦); alone it is what someone sings or says */
	EXPECT("“哗啦啦！”水珠溅了一身。", "N:“哗啦啦！”水珠溅了一身。", 0);
	EXPECT("“啦啦啦！”她唱着走来。", "D:“啦啦啦！”|N:她唱着走来。", 0);
	/* verse alone right under the chapter's heading: its epigraph; not a
	 * line of talk, nor verse said after a tag or away from the heading */
	EXPECT("第四回 论剑\n\n「天下英雄谁敌手，华山论剑定乾坤。」\n他来了。",
	       "N:第四回 论剑|N:「天下英雄谁敌手，华山论剑定乾坤。」|N:他来了。", 0);
	EXPECT("第四回 论剑\n\n「你来了，我走了。」\n他来了。",
	       "N:第四回 论剑|D:「你来了，我走了。」|N:他来了。", 0);
	EXPECT("第四回 论剑\n\n他来了。\n「天下英雄谁敌手，华山论剑定乾坤。」",
	       "N:第四回 论剑|N:他来了。|D:「天下英雄谁敌手，华山论剑定乾坤。」", 0);
	EXPECT("第四回 论剑\n\n他吟道：「天下英雄谁敌手，华山论剑定乾坤。」",
	       "N:第四回 论剑|N:他吟道：|D:「天下英雄谁敌手，华山论剑定乾坤。」", 0);
	/* a phone's busy tone after a hang-up, a horn, hooves */
	EXPECT("“别挂！”\n\n“嘟嘟嘟……”", "D:“别挂！”|N:“嘟嘟嘟……”", 0);
	EXPECT("“滴滴——”一辆车停下。", "N:“滴滴——”一辆车停下。", 0);
	EXPECT("山门那边传来一阵钟声。“当——当——当——”", "N:山门那边传来一阵钟声。“当——当——当——”", 0);
	EXPECT("「噠噠噠……」馬蹄聲近了。", "N:「噠噠噠……」馬蹄聲近了。", 0);
	EXPECT("他直劈下去道：\n\n“嚓！”\n\n王胡惊得一跳。", "N:他直劈下去道：|D:“嚓！”|N:王胡惊得一跳。", 0);
	EXPECT("“”", "N:“”", 0);
	/* what is written or shown is read by the narrator, however long */
	EXPECT("屏幕上写着：“今晚十点，老地方见，别告诉任何人。”",
	       "N:屏幕上写着：“今晚十点，老地方见，别告诉任何人。”", 0);
	EXPECT("短信显示：“我在楼下等你，你快下来吧，不然我就走了，再也不回来了。”他愣住了。",
	       "N:短信显示：“我在楼下等你，你快下来吧，不然我就走了，再也不回来了。”他愣住了。", 0);
	EXPECT("他写着字，说：“好了。”", "N:他写着字，说：|D:“好了。”", 0);
	/* a letter or a memorial after 写道： (what 写 says is written: 道 is no voice) */
	EXPECT("信中写道：“亲爱的安德烈：请你来一趟。”", "N:信中写道：“亲爱的安德烈：请你来一趟。”", 0);
	EXPECT("那奏摺上寫道：「臣李靖謹奏：請增兵二萬。」", "N:那奏摺上寫道：「臣李靖謹奏：請增兵二萬。」", 0);
	/* short terms the sentence goes on from, and lists of them */
	EXPECT("而可惜都不合。“列传”么，这一篇并非。", "N:而可惜都不合。“列传”么，这一篇并非。", 0);
	EXPECT("说是“外传”，“内传”在那里？", "N:说是“外传”，“内传”在那里？", 0);
	EXPECT("他讳说“癞”以及一切近于赖的音", "N:他讳说“癞”以及一切近于赖的音", 0);
	/* a name with what it names after it: a ship, a brand, a plan */
	EXPECT("凌晨，“天枢”号空间站。", "N:凌晨，“天枢”号空间站。", 0);
	EXPECT("他戴着\"海鸥\"牌手表", "N:他戴着\"海鸥\"牌手表", 0);
	EXPECT("于是，“曙光”计划开始了。", "N:于是，“曙光”计划开始了。", 0);
	/* ... but not a word that goes on, nor what a speech verb leads to */
	EXPECT("“我的儿啊”号啕大哭。", "D:“我的儿啊”|N:号啕大哭。", 0);
	EXPECT("他大喊“救命”号叫着。", "N:他大喊|D:“救命”|N:号叫着。", 0);
	/* but a short exclamation that ends with its tag is speech */
	EXPECT("“好！”他说。", "D:“好！”|N:他说。", 0);
	EXPECT("“走”，他说。", "D:“走”|N:，他说。", 0);
}

static void test_paragraphs(void)
{
	struct diag d;
	diag_init(&d);
	/* unclosed: a warning with the quote's line, the run to the paragraph end */
	EXPECT("甲\n\n“王朴，你又逃么！柳岳吼道。\n\n乙", "N:甲|D1:“王朴，你又逃么！柳岳吼道。|N:乙", 1);
	EXPECT("他说：“没完", "N:他说：|D1:“没完", 1);
	/* the multi-paragraph convention: no warning, the next run continued */
	EXPECT("“第一段，\n“第二段。”他说。", "D:“第一段，|D2:“第二段。”|N:他说。", 0);
	EXPECT("“第一段，\n“第二段，\n“第三段。”", "D:“第一段，|D2:“第二段，|D2:“第三段。”", 0);
	/* verse inside a quote: the next paragraph starts inside it */
	EXPECT("宝玉道：“对联则是：\n\n吟成荳蔻才犹艳，睡足酴醾梦也香。”\n\n贾政笑道：“好。”",
	       "N:宝玉道：|D:“对联则是：|D2:吟成荳蔻才犹艳，睡足酴醾梦也香。”|N:贾政笑道：|D:“好。”", 0);
	/* ... also lines later: a poem recited, opened once and closed once */
	EXPECT("祖师云：\n\n“显密圆通真妙诀，\n\n都来总是精气神，\n\n功完随作佛和仙。”\n\n悟空拜谢。",
	       "N:祖师云：|D:“显密圆通真妙诀，|D2:都来总是精气神，|D2:功完随作佛和仙。”|N:悟空拜谢。", 0);
	/* but not where the mark ending it could open another (ASCII ") */
	EXPECT("甲道：\n\n\"一句，\n\n乙看了。\n\n又道\"好\"。",
	       "N:甲道：|D1:\"一句，|N:乙看了。|N:又道|D:\"好\"|N:。", 1);
	/* a quote that lost its closing mark before 那道人笑道：“ */
	EXPECT("士隐道：“你满口说些什么？只听见些‘好’‘了’。那道人笑道：“你若果听见，还算你明白。”",
	       "N:士隐道：|D1:“你满口说些什么？只听见些‘好’‘了’。|N:那道人笑道：|D:“你若果听见，还算你明白。”",
	       1);
	/* ... and then its marks the wrong way round (：” opens, 。“ closes) */
	EXPECT("士隐道：“你满口说些什么？只听见些‘好’‘了’。那道人笑道：”你若果听见，还算你明白。“士隐本是有宿慧的，"
	       "因笑道：”且住！何如？“道人笑道：”你解，你解。“士隐乃说道：",
	       "N:士隐道：|D1:“你满口说些什么？只听见些‘好’‘了’。|N:那道人笑道：|D:”你若果听见，还算你明白。“|"
	       "N:士隐本是有宿慧的，因笑道：|D:”且住！何如？“|N:道人笑道：|D:”你解，你解。“|N:士隐乃说道：",
	       1);
	EXPECT("他说：”走吧。“她点点头。", "N:他说：|D:”走吧。“|N:她点点头。", 0);
	/* a letter over paragraphs after 写着： is the narrator's, each paragraph */
	EXPECT("他展开信，上面写着：\n\n“亲爱的小姐：\n\n“令尊失踪了。\n\n“一位朋友。”\n\n"
	       "他问：“哪里寄来的？”",
	       "N:他展开信，上面写着：|N:“亲爱的小姐：|N:“令尊失踪了。|N:“一位朋友。”|N:他问：|"
	       "D:“哪里寄来的？”", 0);
	EXPECT("上面写着：“走吧。\n\n“别回来。”她哭了。", "N:上面写着：“走吧。|N:“别回来。”她哭了。", 0);
	/* verse cited after a colon that no one speaks at is the narrator's
	 * (trial17: a poem printed in a book went to the last speaker) */
	EXPECT("墙上挂着一幅字：「青青子衿，悠悠我心。」", "N:墙上挂着一幅字：「青青子衿，悠悠我心。」", 0);
	EXPECT("书上印着一首诗：\n\n「春眠不觉晓，处处闻啼鸟。\n夜来风雨声，花落知多少。」\n\n他合上书。",
	       "N:书上印着一首诗：|N:「春眠不觉晓，处处闻啼鸟。|N:夜来风雨声，花落知多少。」|N:他合上书。", 0);
	/* but after a speech verb it is said, and so is what follows a
	 * colon after anything but a poem's name */
	EXPECT("她轻声吟了一首诗：\n\n「春眠不觉晓，处处闻啼鸟。」",
	       "N:她轻声吟了一首诗：|D:「春眠不觉晓，处处闻啼鸟。」", 0);
	EXPECT("他转过身来：「春天来了，我们走吧。」", "N:他转过身来：|D:「春天来了，我们走吧。」", 0);
	/* but a speech over paragraphs is said in each */
	EXPECT("他说：\n\n“第一，\n\n“第二。”", "N:他说：|D:“第一，|D2:“第二。”", 0);
	/* a letter quoted whole, opening on its salutation and closing on its
	 * date or signature, is the narrator's with no 写着： before it */
	EXPECT("他拆开信。\n\n“默儿：\n\n见字如面。\n\n母字\n1998年10月3日”\n\n他问：“谁的？”",
	       "N:他拆开信。|N:“默儿：|N:见字如面。|N:母字|N:1998年10月3日”|N:他问：|D:“谁的？”", 0);
	EXPECT("他拆开信。\n\n“默儿：\n\n“见字如面。\n\n“想你的妈妈”", "N:他拆开信。|N:“默儿：|N:“见字如面。|N:“想你的妈妈”",
	       0);
	/* but a speech that ends on a sentence stays said */
	EXPECT("他走上台。\n\n“同志们：\n\n“我们赢了！”",
	       "N:他走上台。|D:“同志们：|D2:“我们赢了！”", 0);
	/* a voice raised before the colon is a tag as a speech verb is */
	EXPECT("他大喝一声：”看掌！“她躲开了。", "N:他大喝一声：|D:”看掌！“|N:她躲开了。", 0);
	EXPECT("甲道：“走吧。乙冷哼一声：“不走。”", "N:甲道：|D1:“走吧。|N:乙冷哼一声：|D:“不走。”", 1);
	/* but a sound after 一声 stays the narrator's */
	EXPECT("只听一声“砰”，门开了。", "N:只听一声“砰”，门开了。", 0);
	/* but a quote that ends in a colon closes as written */
	EXPECT("“你听我说：”他笑道，“好。”", "D:“你听我说：”|N:他笑道，|D:“好。”", 0);
	/* but a quote within a quote after 说： stays inside when no full stop precedes */
	EXPECT("他道：“她说：“明天来。”你信吗？”", "N:他道：|D:“她说：“明天来。”你信吗？”", 0);

	/* a copy that turned corner brackets where a quote ran over a line
	 * break: after a full stop 「 closes, after 曰： 」 opens */
	EXPECT("玄德曰：「我三\n人義同生死，便了。「飛曰：」若如此，稍解吾恨。「",
	       "N:玄德曰：|D:「我三|D2:人義同生死，便了。「|N:飛曰：|D:」若如此，稍解吾恨。「", 0);
	EXPECT("植曰：」我圍張角，將次可破。「玄德領命。", "N:植曰：|D:」我圍張角，將次可破。「|N:玄德領命。",
	       0);
	/* but 「 after a full stop nests when a 」 of its own follows */
	EXPECT("他道：「我聽見了。「快走」兩個字。」", "N:他道：|D:「我聽見了。「快走」兩個字。」", 0);
	EXPECT("「走。」他道。", "D:「走。」|N:他道。", 0);

	struct text t = mk("甲\n\n\n“没完\n乙");
	struct seg_list l;
	seg_list_init(&l);
	CHECK_INT(segment_split(&t, &l, &d), 0);
	CHECK_INT(d.n, 1);
	CHECK_INT(d.v[0].line, 4);
	CHECK_STR(d.v[0].msg, "quotation never closed");
	CHECK_INT(l.n, 3);
	CHECK_INT(l.n_paras, 3);
	CHECK_INT(l.v[1].line, 4);
	CHECK_INT(l.v[1].para, 1);
	CHECK_INT(l.v[2].line, 5);
	CHECK_INT(l.v[2].flags, 0);
	CHECK_INT(l.v[0].speaker, SPEAKER_NARRATOR);
	CHECK_INT(l.v[1].speaker, SPEAKER_UNKNOWN);
	seg_list_release(&l);
	diag_release(&d);

	/* one line, one paragraph when lines end their sentences */
	EXPECT("甲说。\n乙说。\n丙说。\n丁说。\n", "N:甲说。|N:乙说。|N:丙说。|N:丁说。", 0);
	/* hard-wrapped at a fixed width (12 here), indented paragraphs: joined */
	const char *wrapped = "第三回\n\n\n"
			      "　　次日，面谋之如海．如海道：“天缘\n"
			      "凑巧，因贱荆去世，都中家岳母念及\n"
			      "小女。”雨村听了，心下方信了，于是\n"
			      "又谢了林如海。\n"
			      "　　那女学生黛玉，身体方愈，原不忍\n"
			      "弃父而往。\n";
	EXPECT(wrapped,
	       "N:第三回|N:次日，面谋之如海．如海道：|D:“天缘\n凑巧，因贱荆去世，都中家岳母念及\n"
	       "小女。”|N:雨村听了，心下方信了，于是\n又谢了林如海。|"
	       "N:那女学生黛玉，身体方愈，原不忍\n弃父而往。",
	       0);
	t = mk(wrapped);
	seg_list_init(&l);
	CHECK_INT(segment_split(&t, &l, NULL), 0);
	CHECK_INT(l.n_paras, 3);
	CHECK_INT(l.v[1].line, 4);
	CHECK_INT(l.v[3].line, 6);
	CHECK_INT(l.v[4].line, 8);
	CHECK_INT(l.v[4].para, 2);
	seg_list_release(&l);
	/* wrapped with no indents: the heading and a line that ends its sentence
	 * short of the width end their paragraphs; a full line does not */
	EXPECT("第一章 旧城\n"
	       "那年冬天，我第一次来到这座城市。火车\n"
	       "站前挤满了人，每个人都拎着大包小包。\n"
	       "我站在人群中，不知道该往哪里走。路上\n"
	       "的人很多。\n"
	       "她问：“住店吗？”我摇了摇头，又看了\n"
	       "看她。\n",
	       "N:第一章 旧城|N:那年冬天，我第一次来到这座城市。火车\n站前挤满了人，每个人都拎着大包小包。\n"
	       "我站在人群中，不知道该往哪里走。路上\n的人很多。|N:她问：|D:“住店吗？”|"
	       "N:我摇了摇头，又看了\n看她。",
	       0);
	/* short lines that end in a comma before a quote are not a wrap */
	EXPECT("郭靖说，\n“好。”\n黄蓉笑道，\n“走罢。”\n他又说，\n“不走。”\n她说，\n“走。”\n",
	       "N:郭靖说，|D:“好。”|N:黄蓉笑道，|D:“走罢。”|N:他又说，|D:“不走。”|N:她说，|D:“走。”", 0);
	/* blank-line paragraphs with CR-free, NUL-free text, no final newline */
	EXPECT("甲。\n\n乙“好。”", "N:甲。|N:乙|D:“好。”", 0);
}

static void test_robust(void)
{
	struct strbuf sb;
	struct seg_list l;
	struct text t;

	/* a 200 KB line with 10,000 quotes */
	strbuf_init(&sb);
	for (int i = 0; i < 10000; i++)
		strbuf_adds(&sb, "他道：“好。”");
	t = (struct text){ .buf = sb.buf, .len = sb.len, .name = "long" };
	seg_list_init(&l);
	CHECK_INT(segment_split(&t, &l, NULL), 0);
	CHECK_INT(l.n, 20000);
	CHECK(seg_covers(&t, &l));
	seg_list_release(&l);

	/* deep nesting, closed and not */
	strbuf_reset(&sb);
	for (int i = 0; i < 5000; i++)
		strbuf_adds(&sb, "“『‘");
	for (int i = 0; i < 5000; i++)
		strbuf_adds(&sb, "’』”");
	strbuf_adds(&sb, "完\n“「『‘“「『‘");
	t = (struct text){ .buf = sb.buf, .len = sb.len, .name = "deep" };
	seg_list_init(&l);
	struct diag d;
	diag_init(&d);
	CHECK_INT(segment_split(&t, &l, &d), 0);
	CHECK(seg_covers(&t, &l));
	CHECK_INT(l.n, 3);
	CHECK_INT(l.v[0].kind, SEG_DIALOGUE);
	CHECK_INT(l.v[0].end, sb.len - strlen("完\n“「『‘“「『‘"));
	CHECK_INT(diag_count(&d, DIAG_WARNING), 1);
	diag_release(&d);
	seg_list_release(&l);

	/* invalid UTF-8 everywhere, a cut-off sequence at the end */
	const char bad[] = "\xff\xfe“\x80好\xc0”\xe4\xb8\n\n\xe4";
	t = (struct text){ .buf = (char *)bad, .len = sizeof(bad) - 1, .name = "bad" };
	seg_list_init(&l);
	CHECK_INT(segment_split(&t, &l, NULL), 0);
	CHECK(seg_covers(&t, &l));
	CHECK_INT(l.n, 4);
	seg_list_release(&l);

	/* only quote marks, only spaces, a lone straight quote */
	EXPECT("\"", "D1:\"", 1);
	EXPECT("　　\n  \n", "", 0);
	EXPECT("”“", "N:”|D1:“", 1);
	strbuf_release(&sb);
}

/* A wrapped segment reaches the reading as one line: 重⏎庆 is a word. */
/* The pause of each clause of s, as "S" (sentence), "C" (clause) or "-" (none). */
static const char *pauses(const char *s)
{
	static char out[32];
	size_t n = strlen(s), pos = 0, k = 0;
	struct clause c;
	while ((pos = clause_next(s, n, pos, &c)) > c.start && k + 1 < sizeof out)
		out[k++] = c.pause == PAUSE_SENTENCE ? 'S' : c.pause == PAUSE_CLAUSE ? 'C' : '-';
	out[k] = '\0';
	return out;
}

/* A ． between a Western name's parts is its dot, no stop (玛丽．安 as 玛丽·安); a
 * traditional edition's ． after other words stops (尚未揀得．, 东西．利害). */
static void test_name_dot(void)
{
	CHECK_STR(pauses("玛丽．安走了。约翰．史密斯来了。"), "SS");
	CHECK_STR(pauses("尚未揀得．他走了。"), "SS");
	CHECK_STR(pauses("东西．利害，"), "SC");
}

static void test_unwrap(void)
{
	struct strbuf sb;
	strbuf_init(&sb);
	static const struct {
		const char *in, *out;
	} cases[] = {
		{ "他去了重\n庆。", "他去了重庆。" },
		{ "天缘 \n　　凑巧", "天缘凑巧" },        /* trailing space, indentation */
		{ "read the \nbook", "read the book" },   /* between two words: one */
		{ "tingshu\nreads", "tingshu reads" },
		{ "他说OK\n了", "他说OK了" },
		{ "第3\n回", "第3回" },
		{ "no break", "no break" },
		{ "\n\n", "" },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(*cases); i++) {
		CHECK_INT(clause_unwrap(cases[i].in, strlen(cases[i].in), &sb), 0);
		CHECK_STR(sb.len ? sb.buf : "", cases[i].out);
	}
	strbuf_release(&sb);
}

/* Chat lines without quotation marks: in a talk of two names, the name is
 * narration and the text a dialogue run (flag 8, SEG_CHAT); never a key, a
 * panel, a tag with its verb, nor a line alone. */
static void test_chat(void)
{
	EXPECT("胖子：@江辰 听说你升职了？请客请客！\n老四：必须的，不请客不是兄弟。",
	       "N:胖子：|D8:@江辰 听说你升职了？请客请客！|N:老四：|D8:必须的，不请客不是兄弟。", 0);
	EXPECT("【林小雨】：你在哪？\n\n江辰: 马上到。",
	       "N:【林小雨】：|D8:你在哪？|N:江辰: |D8:马上到。", 0);
	/* a nickname in letters, a foreign name's dot (trial17: Tony's lines
	 * were the narrator's whole) */
	EXPECT("Tony：我在打游戏。\n约翰·史密斯：什么课？",
	       "N:Tony：|D8:我在打游戏。|N:约翰·史密斯：|D8:什么课？", 0);
	/* but not a time, a link, a dot that ends the name */
	EXPECT("21:15 他来了。\n22:30 她走了。", "N:21:15 他来了。|N:22:30 她走了。", 0);
	EXPECT("http://a.cn 笔趣阁\n王五：走吧。", "N:http://a.cn 笔趣阁|N:王五：走吧。", 0);
	EXPECT("约翰·：什么课？\n王五：走吧。", "N:约翰·：什么课？|N:王五：走吧。", 0);
	/* one name alone, or one name twice, is no talk */
	EXPECT("胖子：在吗？\n他走了。", "N:胖子：在吗？|N:他走了。", 0);
	EXPECT("胖子：在吗？\n胖子：人呢？", "N:胖子：在吗？|N:胖子：人呢？", 0);
	/* keys, panels, lists, tags and verse openers */
	EXPECT("简介：一个少年的故事。\n作者：某某", "N:简介：一个少年的故事。|N:作者：某某", 0);
	EXPECT("【姓名：叶凡】【等级：1】\n【力量：10】",
	       "N:【姓名：叶凡】【等级：1】|N:【力量：10】", 0);
	EXPECT("优点：聪明，勇敢。\n缺点：懒惰。", "N:优点：聪明，勇敢。|N:缺点：懒惰。", 0);
	EXPECT("他说：好，我去。\n她问：你去哪？", "N:他说：好，我去。|N:她问：你去哪？", 0);
	EXPECT("诗曰：豪华虽足羡。\n王五：走吧。", "N:诗曰：豪华虽足羡。|N:王五：走吧。", 0);
	EXPECT("第三章：重逢\n王五：走吧。", "N:第三章：重逢|N:王五：走吧。", 0);
	/* a panel's bare values, a name longer than six characters */
	EXPECT("宿主：叶凡\n灵根：木", "N:宿主：叶凡|N:灵根：木", 0);
	EXPECT("血量：100\n王五：走吧。", "N:血量：100|N:王五：走吧。", 0);
	EXPECT("那个穿红衣服的人：走。\n王五：走吧。", "N:那个穿红衣服的人：走。|N:王五：走吧。", 0);
	/* a line with a quote is read as it is */
	EXPECT("王五：“走吧。”\n李四：好。", "N:王五：|D:“走吧。”|N:李四：好。", 0);
	/* a play's stage directions are the narrator's; a gloss and a list's
	 * number are said */
	EXPECT("王掌柜：（抬头）哟，您早！\n李三：好嘞！（转身喊）小二，沏茶！(下)",
	       "N:王掌柜：（抬头）|D8:哟，您早！|N:李三：|D8:好嘞！|N:（转身喊）|D8:小二，沏茶！"
	       "|N:(下)", 0);
	EXPECT("王掌柜（抬头）：哟，您早！\n李三 (坐下)： 早什么早。",
	       "N:王掌柜（抬头）：|D8:哟，您早！|N:李三 (坐下)： |D8:早什么早。", 0);
	/* a colon inside the direction is not the name's */
	EXPECT("王掌柜（抬头：笑）：哟，您早！\n李三：早什么早。",
	       "N:王掌柜（抬头：笑）：|D8:哟，您早！|N:李三：|D8:早什么早。", 0);
	EXPECT("胖子：明天（周六）见？\n老四：（点头）", "N:胖子：|D8:明天（周六）见？|N:老四：（点头）",
	       0);
	EXPECT("胖子：去哪？\n老四：(1)吃饭。(2)唱歌。", "N:胖子：|D8:去哪？|N:老四：|D8:(1)吃饭。(2)唱歌。", 0);
}

/* The machine's bracketed lines (N32: SEG_SYSTEM), runs of their own. */
static void test_system(void)
{
	EXPECT("【叮！恭喜宿主完成新手任务。】", "N32:【叮！恭喜宿主完成新手任务。】", 0);
	EXPECT("【系统提示：宿主当前等级为3级。】\n【任务：前往后山。】\n【提示：时限一天。】",
	       "N32:【系统提示：宿主当前等级为3级。】|N32:【任务：前往后山。】"
	       "|N32:【提示：时限一天。】", 0);
	EXPECT("【系統提示：宿主當前等級為3級。】", "N32:【系統提示：宿主當前等級為3級。】", 0);
	/* after a sentence, a colon or a quote; the narration after it stays */
	EXPECT("他默念：签到。【叮咚，签到成功。】他笑了。",
	       "N:他默念：签到。|N32:【叮咚，签到成功。】|N:他笑了。", 0);
	EXPECT("脑中响起：【叮！任务完成。】 【奖励：积分10】",
	       "N:脑中响起：|N32:【叮！任务完成。】 |N32:【奖励：积分10】", 0);
	EXPECT("“签到。”【叮！签到成功。】", "D:“签到。”|N32:【叮！签到成功。】", 0);
	/* a panel's fields along with the system's words, either way */
	EXPECT("【姓名：叶凡】\n【叮！面板已打开。】\n【等级：1】\n【积分：0】",
	       "N32:【姓名：叶凡】|N32:【叮！面板已打开。】|N32:【等级：1】|N32:【积分：0】", 0);
	/* ... and its sentences between them (trial17: the narrator read
	 * 【绑定成功！】 amid the machine's words) */
	EXPECT("【叮！系统绑定中……】\n【绑定成功！】\n【叮！宿主获得技能：火球术】",
	       "N32:【叮！系统绑定中……】|N32:【绑定成功！】|N32:【叮！宿主获得技能：火球术】", 0);
	EXPECT("【绑定成功！】\n【叮！宿主好。】", "N32:【绑定成功！】|N32:【叮！宿主好。】", 0);
	/* fields alone, far from the system, a note, a heading, a label, a
	 * block inside a sentence */
	EXPECT("【姓名：叶凡】\n他走了。\n【叮！宿主好。】",
	       "N:【姓名：叶凡】|N:他走了。|N32:【叮！宿主好。】", 0);
	EXPECT("【绑定成功！】\n他走了。", "N:【绑定成功！】|N:他走了。", 0);
	/* a panel over lines, opened on one and closed on another, each
	 * line a paragraph (trial17: the narrator read it after the chime) */
	EXPECT("【叮！面板已开启。】\n【姓名：林凡\n等级：3\n技能：火球术】\n他笑了。",
	       "N32:【叮！面板已开启。】|N32:【姓名：林凡|N32:等级：3|N32:技能：火球术】|N:他笑了。", 0);
	EXPECT("【宿主：林凡\n等级：3】", "N32:【宿主：林凡|N32:等级：3】", 0);
	/* but not far from the machine's words, nor over a bracket or the
	 * story going on after it */
	EXPECT("他笑了。\n【姓名：林凡\n等级：3】", "N:他笑了。|N:【姓名：林凡|N:等级：3】", 0);
	EXPECT("【叮！宿主好。】\n【姓名：林凡\n等级：3】他笑了。",
	       "N32:【叮！宿主好。】|N:【姓名：林凡|N:等级：3】他笑了。", 0);
	EXPECT("【叮！宿主好。】\n【注：纯属虚构。】",
	       "N32:【叮！宿主好。】|N:【注：纯属虚构。】", 0);
	EXPECT("【第三章：重逢】\n【微信】\n【系统】",
	       "N:【第三章：重逢】|N:【微信】|N:【系统】", 0);
	EXPECT("他打开了【系统商城】。", "N:他打开了【系统商城】。", 0);
}

int main(void)
{
	test_system();
	test_chat();
	test_runs();
	test_unwrap();
	test_name_dot();
	test_terms();
	test_paragraphs();
	test_robust();

	const char *root = getenv("TINGSHU_CORPUS");
	char dir[4096];
	if (!root)
		root = "tests/corpus";
	check_dir("chapters", 100, 5);
	snprintf(dir, sizeof(dir), "%s/hongloumeng", root);
	check_dir(dir, 6, 20);
	snprintf(dir, sizeof(dir), "%s/hongloumeng_trad", root);
	check_dir(dir, 6, 20);
	snprintf(dir, sizeof(dir), "%s/luxun", root);
	check_dir(dir, 7, 1);
	check_dir("tests/gold/speaker", 100, 1);
	return check_done();
}
