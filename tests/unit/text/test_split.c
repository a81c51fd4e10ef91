/* split: headings recognised, volumes kept as context, nothing lost. */
#include "check.h"
#include "text/split.h"
#include "text/text.h"

#include <stdlib.h>

static int kind(const char *s)
{
	return split_heading_kind(s, strlen(s));
}

static char title_buf[256];

/* The heading's title, without a site's label before it. */
static const char *heading_title(const char *s)
{
	struct split_heading h;
	split_heading(s, strlen(s), &h);
	snprintf(title_buf, sizeof(title_buf), "%s", s + h.title);
	return title_buf;
}

static int heading_place(const char *s)
{
	struct split_heading h;
	split_heading(s, strlen(s), &h);
	return h.place;
}

static long heading_number(const char *s)
{
	struct split_heading h;
	split_heading(s, strlen(s), &h);
	return h.number;
}

/* The volume each chapter stands under, its title not naming it, as
 * "V1|V2|...", "-" for none. */
static char *volumes(const char *book)
{
	static char out[1024];
	struct text t;
	CHECK_INT(text_from_bytes(&t, "book", book, strlen(book), NULL), 0);
	struct split_list l;
	CHECK_INT(split_book(&t, &l), 0);
	size_t o = 0;
	out[0] = '\0';
	for (size_t i = 0; i < l.n && o < sizeof(out) - 100; i++) {
		const struct split_chapter *c = &l.v[i];
		int named = c->volume_end > c->volume_start;
		o += (size_t)snprintf(out + o, sizeof(out) - o, "%s%.*s", i ? "|" : "",
				      named ? (int)(c->volume_end - c->volume_start) : 1,
				      named ? t.buf + c->volume_start : "-");
	}
	split_list_release(&l);
	text_release(&t);
	return out;
}

/* The chapters' titles as "T1|T2|...", "-" for the preface. */
static char *titles(const char *book)
{
	static char out[1024];
	struct text t;
	CHECK_INT(text_from_bytes(&t, "book", book, strlen(book), NULL), 0);
	struct split_list l;
	CHECK_INT(split_book(&t, &l), 0);
	size_t o = 0;
	out[0] = '\0';
	for (size_t i = 0; i < l.n && o < sizeof(out) - 100; i++) {
		const struct split_chapter *c = &l.v[i];
		o += (size_t)snprintf(out + o, sizeof(out) - o, "%s%.*s", i ? "|" : "",
				      c->title_end > c->title_start ? (int)(c->title_end - c->title_start) : 1,
				      c->title_end > c->title_start ? t.buf + c->title_start : "-");
	}
	split_list_release(&l);
	text_release(&t);
	return out;
}

static void check_split(const char *book, size_t n_want, const char *first_title)
{
	struct text t;
	CHECK_INT(text_from_bytes(&t, "book", book, strlen(book), NULL), 0);
	struct split_list l;
	CHECK_INT(split_book(&t, &l), 0);
	CHECK_INT(l.n, n_want);
	/* nothing lost: the chapters tile the book */
	size_t at = 0;
	for (size_t i = 0; i < l.n; i++) {
		CHECK_INT(l.v[i].start, at);
		at = l.v[i].end;
	}
	CHECK_INT(at, t.len);
	if (first_title && l.n) {
		char *title = strndup(t.buf + l.v[0].title_start, l.v[0].title_end - l.v[0].title_start);
		CHECK_STR(title, first_title);
		free(title);
	}
	split_list_release(&l);
	text_release(&t);
}

int main(void)
{
	CHECK_INT(kind("第一章 风起"), HEADING_CHAPTER);
	CHECK_INT(kind("　　第十二回　宝玉"), HEADING_CHAPTER);
	CHECK_INT(kind("第12章"), HEADING_CHAPTER);
	CHECK_INT(kind("第１２章 全角"), HEADING_CHAPTER);
	CHECK_INT(kind("第壹佰零贰章 大写"), HEADING_CHAPTER);
	CHECK_INT(kind("第三節 繁體"), HEADING_CHAPTER);
	CHECK_INT(kind("第一折"), HEADING_CHAPTER); /* a play's acts */
	CHECK_INT(kind("第二幕 雷雨"), HEADING_CHAPTER);
	CHECK_INT(kind("第一幕开始了。"), HEADING_NONE);
	CHECK_INT(kind("第一卷 潜龙"), HEADING_VOLUME);
	CHECK_INT(kind("第二部"), HEADING_VOLUME);
	CHECK_INT(kind("序章 开端"), HEADING_CHAPTER);
	CHECK_INT(kind("楔子"), HEADING_CHAPTER);
	CHECK_INT(kind("番外三 小师妹"), HEADING_CHAPTER);
	CHECK_INT(kind("完本感言"), HEADING_CHAPTER);
	CHECK_INT(kind("序"), HEADING_CHAPTER);
	CHECK_INT(kind("序列号是多少"), HEADING_NONE);
	/* where a chapter without a number stands (book.c orders files so) */
	CHECK_INT(heading_place("【楔子】"), PLACE_FRONT);
	CHECK_INT(heading_place("序章 开端"), PLACE_FRONT);
	CHECK_INT(heading_place("第十回 归来"), PLACE_BODY);
	CHECK_INT(heading_place("尾声_重逢"), PLACE_END);
	CHECK_INT(heading_place("番外一 旧梦"), PLACE_BACK);
	CHECK_INT(heading_place("后记"), PLACE_BACK);
	CHECK_INT(heading_place("序列号是多少"), PLACE_BODY);
	CHECK_INT(heading_place("前言少述，且说那人"), PLACE_BODY);
	/* a keyword that does not make the line a heading leaves no place behind */
	CHECK_INT(heading_place("正文 序列之战"), PLACE_BODY);
	CHECK_INT(heading_place("第一卷 序列之战"), PLACE_BODY);
	CHECK_INT(heading_place("第一卷 楔子"), PLACE_FRONT);
	CHECK_INT(kind("第三回合他又输了。"), HEADING_NONE);
	/* a title apart from its number may end as a sentence does */
	CHECK_INT(kind("第1026章 大结局？"), HEADING_CHAPTER);
	CHECK_INT(kind("第8章：逃！"), HEADING_CHAPTER);
	CHECK_INT(kind("第二十五章 他说：“走吧！”"), HEADING_CHAPTER);
	CHECK_INT(kind("第三章讲的是他的故事。"), HEADING_NONE);
	CHECK_INT(kind("第一零四回　　醉金剛小鰍生大浪　痴公子余痛觸前情  話說賈雨村剛欲過渡，"),
		  HEADING_CHAPTER);
	CHECK_INT(kind("第一次见面，他就说：“你好。”"), HEADING_NONE);
	CHECK_INT(kind("第一个"), HEADING_NONE);
	CHECK_INT(kind(""), HEADING_NONE);
	/* web novels: a site's label before the heading, spaces, English */
	CHECK_INT(kind("正文 第一章 出山"), HEADING_CHAPTER);
	CHECK_INT(kind("正文第一章"), HEADING_CHAPTER);
	CHECK_INT(kind("VIP卷 第二章 城门"), HEADING_CHAPTER);
	CHECK_INT(kind("正文卷"), HEADING_VOLUME);
	CHECK_INT(kind("VIP卷"), HEADING_VOLUME);
	CHECK_INT(kind("正文 归来"), HEADING_CHAPTER);
	CHECK_INT(kind("正文很长的一段话"), HEADING_NONE);
	CHECK_INT(kind("第 1 章 起"), HEADING_CHAPTER);
	CHECK_INT(kind("第一百零八回"), HEADING_CHAPTER);
	CHECK_INT(kind("卷一 潜龙"), HEADING_VOLUME);
	CHECK_INT(kind("卷一卷书"), HEADING_NONE);
	CHECK_INT(kind("第一卷 潜龙 第三章 出山"), HEADING_CHAPTER);
	CHECK_INT(kind("Chapter 3"), HEADING_CHAPTER);
	CHECK_INT(kind("CHAPTER XII The Road"), HEADING_CHAPTER);
	CHECK_INT(kind("Chap. 4"), HEADING_CHAPTER);
	CHECK_INT(kind("Chapters are long"), HEADING_NONE);
	CHECK_INT(kind("引子"), HEADING_CHAPTER);
	CHECK_INT(kind("尾声 归去"), HEADING_CHAPTER);
	CHECK_INT(kind("尾声——归去，重逢"), HEADING_CHAPTER);
	CHECK_INT(kind("番外一，林雪的日记"), HEADING_CHAPTER);
	CHECK_INT(kind("序章黎明"), HEADING_CHAPTER);
	/* a line of text that starts with the word */
	CHECK_INT(kind("前言少述，且說當下芳官回至怡紅院中"), HEADING_NONE);
	CHECK_INT(kind("尾声，我们再也没有见过面。"), HEADING_NONE);
	CHECK_INT(kind("后记"), HEADING_CHAPTER);
	CHECK_INT(kind("译后记"), HEADING_CHAPTER);
	CHECK_INT(kind("译者序"), HEADING_CHAPTER);
	CHECK_INT(kind("附录一 年表"), HEADING_CHAPTER);
	CHECK_INT(kind("附录了一封信，他看完了。"), HEADING_NONE);
	CHECK_INT(kind("上架感言"), HEADING_CHAPTER);
	/* in brackets, as some sites write them */
	CHECK_INT(kind("【第一章】风起"), HEADING_CHAPTER);
	CHECK_INT(kind("[第12章] 风起"), HEADING_CHAPTER);
	CHECK_INT(kind("〖番外〗"), HEADING_CHAPTER);
	CHECK_INT(kind("【第一卷】潜龙"), HEADING_VOLUME);
	CHECK_INT(kind("【第一次】见面"), HEADING_NONE);
	CHECK_INT(kind("【第一章风起"), HEADING_NONE);
	CHECK_INT(heading_number("【第十二章】风起"), 12);
	CHECK_STR(heading_title("VIP卷 第二章 城门"), "第二章 城门");
	CHECK_STR(heading_title("第一卷 潜龙　第三章 出山"), "第一卷 潜龙　第三章 出山");
	CHECK_STR(heading_title("正文卷 第一卷 潜龙 第三章"), "第一卷 潜龙 第三章");
	CHECK_STR(heading_title("VIP卷"), "");
	CHECK_STR(heading_title("作品相關 上架感言"), "上架感言"); /* a site's volume of notes */
	CHECK_INT(heading_number("第一百零八回"), 108);
	CHECK_INT(heading_number("第 12 章"), 12);
	CHECK_INT(heading_number("Chapter XIV"), 14);
	CHECK_INT(heading_number("正文 第一千零一章"), 1001);

	check_split("第一章 甲\n正文。\n第二章 乙\n正文。\n", 2, "第一章 甲");
	/* a preface is kept, white space before the first heading is not a chapter */
	check_split("书名\n作者\n\n第一章 甲\n正文。\n", 2, NULL);
	check_split("\n\n第一章 甲\n正文。\n", 1, "第一章 甲");
	/* a volume heading stays at the top of its first chapter */
	check_split("第一卷 潜龙\n\n第一章 甲\n正文。\n第二章 乙\n正文。", 2, "第一卷 潜龙\n\n第一章 甲");
	/* the volume a chapter stands under, when its title does not name it */
	CHECK_STR(volumes("第一卷 南城\n\n第一章 甲\n文。\n第二章 乙\n文。\n卷二\n第一章 丙\n文。\n"
			  "第二章 丁\n文。\nVIP卷\n第三章 戊\n文。"),
		  "-|第一卷 南城|-|卷二|-");
	CHECK_STR(volumes("第一章 甲\n文。\n第二章 乙\n文。"), "-|-");
	{ /* 第二章 重逢 in two volumes names each; in one, or out of any, not */
		const char *t[] = { "卷一 第一章", "第二章 重逢", "卷二 第一章", "第二章 重逢",
				    "第三章 别", "第三章 别", NULL, "尾声" };
		size_t v[] = { 0, 1, 0, 3, 3, 3, 0, 0 };
		unsigned char needed[8];
		split_volume_needed(t, v, 8, needed);
		for (size_t i = 0; i < 8; i++)
			CHECK_INT(needed[i], i == 1 || i == 3);
		v[1] = 0; /* before any volume: the other names its own */
		split_volume_needed(t, v, 8, needed);
		CHECK_INT(needed[1], 0);
		CHECK_INT(needed[3], 1);
	}
	/* a volume with prose under it is a chapter */
	check_split("第一卷 潜龙\n卷首语。\n第一章 甲\n正文。", 2, "第一卷 潜龙");
	/* the text naming an earlier chapter is no heading */
	check_split("第四回 甲\n正文。\n第五回 乙\n正文。\n第四回中既将薛家母子表明\n正文。\n第一百零二回 丙\n正文。", 3, "第四回 甲");
	/* a chapter in parts heads each part with its number: each a chapter;
	 * the same heading twice (a site's copy) is still one */
	CHECK_STR(titles("第三章 风起（上）\n正文。\n第三章 风起（下）\n正文。\n第四章 完\n正文。"),
		  "第三章 风起（上）|第三章 风起（下）|第四章 完");
	CHECK_STR(titles("第3章(1)\n正文。\n第3章(2)\n正文。\n第3章　下\n正文。\n第3章 下篇\n正文。"),
		  "第3章(1)|第3章(2)|第3章　下|第3章 下篇");
	/* ... its part before its title */
	CHECK_STR(titles("第四章(上) 四人\n正文。\n第四章（下）桥头\n正文。"),
		  "第四章(上) 四人|第四章（下）桥头");
	CHECK_STR(titles("第三章 风起\n正文。\n第三章 风起\n正文。"), "第三章 风起");
	CHECK_STR(titles("第三章 天下\n正文。\n第三章 天下\n正文。"), "第三章 天下");
	CHECK_STR(titles("第四章 甲\n正文。\n第三章（下）\n正文。"), "第四章 甲");
	/* a collection: the next book numbers from 1 again, after five or more */
	CHECK_STR(titles("第一回 甲\n文。\n第二回 乙\n文。\n第三回 丙\n文。\n第四回 丁\n文。\n"
			 "第五回 戊\n文。\n第一回 己\n文。\n第二回 庚\n文。"),
		  "第一回 甲|第二回 乙|第三回 丙|第四回 丁|第五回 戊|第一回 己|第二回 庚");
	CHECK_STR(titles("第一回 甲\n文。\n第二回 乙\n文。\n第三回 丙\n文。\n第一回 甲\n文。"),
		  "第一回 甲|第二回 乙|第三回 丙"); /* fewer: the text speaks of it */
	/* numbering may start again in a new volume */
	check_split("第一卷\n第一章 甲\n正文。\n第二卷\n第一章 乙\n正文。", 2, "第一卷\n第一章 甲");
	/* ... so a volume's first chapter is named with its volume */
	CHECK_STR(titles("第一卷\n第一章 甲\n文。\n第二章 乙\n文。\n第二卷\n第一章 甲\n文。"),
		  "第一卷\n第一章 甲|第二章 乙|第二卷\n第一章 甲");
	/* a book that heads its chapters with a number alone, 1, 2, 3 … with
	 * text between; a volume may start again from 1 */
	CHECK_STR(titles("书\n001 少年\n文。\n002 重逢\n文。\n003 告别\n文。\n"),
		  "-|001 少年|002 重逢|003 告别");
	CHECK_STR(titles("一、少年\n文。\n二、重逢\n文。\n三、告别\n文。\n一、归来\n文。\n"
			 "二、再见\n文。\n三、远行\n文。\n"),
		  "一、少年|二、重逢|三、告别|一、归来|二、再见|三、远行");
	/* ... where a list's numbers out of step are text */
	CHECK_STR(titles("1. 少年\n文。\n2. 重逢\n他说：\n1. 早起\n2. 读书\n文。\n3. 告别\n文。\n"),
		  "1. 少年|2. 重逢|3. 告别");
	/* a list's items, line after line, head nothing; nor numbers that skip,
	 * nor a book's 第X章 headings beside them */
	check_split("他定了三条：\n1. 早起\n2. 读书\n3. 锻炼\n好。\n", 1, NULL);
	check_split("1. 早起\n文。\n3. 读书\n文。\n5. 锻炼\n文。\n", 1, NULL);
	CHECK_STR(titles("第一章 甲\n一、不准\n文。\n二、不要\n文。\n三、不许\n文。\n第二章 乙\n文。"),
		  "第一章 甲|第二章 乙");
	/* no heading: the whole book is one chapter */
	check_split("只有正文。\n没有标题。", 1, NULL);
	check_split("", 0, NULL);

	/* web novels: no 正文 第一章 left in the preface, no VIP卷 chapter merged */
	CHECK_STR(titles("《书》\n作者：某\n\n正文 第一章 甲\n文。\n正文 第二章 乙\n文。\n"),
		  "-|第一章 甲|第二章 乙");
	CHECK_STR(titles("第一章 甲\n文。\nVIP卷 第二章 乙\n文。\n"), "第一章 甲|第二章 乙");
	CHECK_STR(titles("第一章 甲\n文。\nVIP卷\n第二章 乙\n文。\n"), "第一章 甲|第二章 乙");
	/* a label restarts nothing, but a heading behind one is taken even so */
	CHECK_STR(titles("第三章 甲\n文。\nVIP卷 第一章 乙\n文。\n"), "第三章 甲|第一章 乙");
	CHECK_STR(titles("楔子\n文。\n第1章 甲\n文。\n第十二章乙\n文。\n番外 丙\n文。\n完本感言\n谢谢。"),
		  "楔子|第1章 甲|第十二章乙|番外 丙|完本感言");
	CHECK_STR(titles("第一卷 潜龙 第一章 甲\n文。\n第二章 乙\n文。\n第二卷 飞龙 第一章 丙\n文。"),
		  "第一卷 潜龙 第一章 甲|第二章 乙|第二卷 飞龙 第一章 丙");
	CHECK_STR(titles("Chapter 1\nText.\nChapter 2 Home\nText."), "Chapter 1|Chapter 2 Home");
	CHECK_STR(titles("【第一章】甲\n文。\n【第二章】乙\n文。"), "【第一章】甲|【第二章】乙");
	/* a table of contents stays in the preface, and the chapters after it
	 * are chapters though they number from 1 again */
	CHECK_STR(titles("《书》\n目录\n第一章 甲\n\n第二章 乙\n第三章 丙\n\n第一章 甲\n文。\n第二章 乙\n文。\n"
			 "第三章 丙\n文。"),
		  "-|第一章 甲|第二章 乙|第三章 丙");
	CHECK_STR(titles("第一章 甲\n文。\n第二章 乙\n文。\n目录\n第一章 甲\n第二章 乙\n第三章 丙\n"),
		  "第一章 甲|第二章 乙"); /* a table at the end */
	/* the text's own volume heading right after the table is the text's,
	 * whether or not the table lists volumes too */
	CHECK_STR(titles("《书》\n目录\n第一章 甲\n第二章 乙\n第三章 丙\n第一卷 风起\n第一章 甲\n文。\n"
			 "第二章 乙\n文。"),
		  "-|第一卷 风起\n第一章 甲|第二章 乙");
	CHECK_STR(titles("《书》\n目录\n第一卷 风起\n第一章 甲\n第二章 乙\n第二卷 云涌\n第三章 丙\n\n"
			 "第一卷 风起\n第一章 甲\n文。\n第二章 乙\n文。\n第二卷 云涌\n第三章 丙\n文。"),
		  "-|第一卷 风起\n第一章 甲|第二章 乙|第二卷 云涌\n第三章 丙");
	/* a table alone before the first heading is no preface: nothing in it is said */
	check_split("目录\n第一章 甲\n第二章 乙\n第三章 丙\n\n第一章 甲\n文。\n第二章 乙\n文。", 2,
		    "第一章 甲");
	CHECK_STR(titles("第一卷\n第一章 甲\n文。\n第二章 乙\n文。"), "第一卷\n第一章 甲|第二章 乙");
	/* a label, a volume and its first chapter are three headings in a row,
	 * not a table: one chapter named with its volume, the label left out */
	CHECK_STR(titles("《书》\n正文\n第一卷 风起\n第一章 甲\n文。\n第二章 乙\n文。"),
		  "-|第一卷 风起\n第一章 甲|第二章 乙");

	char name[64];
	split_safe_name("../第一章 /a\tb", strlen("../第一章 /a\tb"), name, sizeof(name) - 1);
	CHECK(!strchr(name, '/') && name[0] != '.' && !strchr(name, '\t'));
	split_safe_name("第三章 :雨落?", strlen("第三章 :雨落?"), name, sizeof(name) - 1);
	CHECK_STR(name, "第三章_雨落_"); /* names a phone's card takes */
	split_safe_name("【第2章】 入山", strlen("【第2章】 入山"), name, sizeof(name) - 1);
	CHECK_STR(name, "第2章_入山"); /* as the chapter's title has it */
	split_safe_name("第2章 ：入山", strlen("第2章 ：入山"), name, sizeof(name) - 1);
	CHECK_STR(name, "第2章_入山"); /* a colon beside a space is a space */
	split_safe_name("第8章：逃", strlen("第8章：逃"), name, sizeof(name) - 1);
	CHECK_STR(name, "第8章：逃"); /* as written where nothing spaces it */
	split_safe_name("长长长长长长", strlen("长长长长长长"), name, 7);
	CHECK_STR(name, "长长"); /* cut at a character boundary */
	return check_done();
}
