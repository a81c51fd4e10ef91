/* context.c - readings told by a narrow context, after the lexicon and the
 * trained model have spoken: particles (地 de5, 得 dei3), everyday verbs a
 * neighbour tells (塞进 sai1, 倒进 dao4), 行 that counts lines, the old
 * vernacular's 那 for 哪, characters standing alone as a novel uses them
 * (少, 将, 都, 传, 相, 难 …), and the neutral tones the words around decide
 * (a complement after a verb, 过 of experience, 难为了).  Where the context
 * is wide or varied, the model decides (polyphone.c). */
#include "reading/context.h"

#include "reading/lexicon.h"
#include "reading/pinyin.h"
#include "base/utf8.h"

#include <string.h>

/* Syllable i read as py and spoken with its tone, not lightened. */
static void spoken_as(char (*syl)[8], unsigned char *wflag, size_t i, const char *py)
{
	pinyin_set(syl, i, py);
	wflag[i] &= (unsigned char)~PINYIN_NEUTRAL;
}

/* 行 at i after a numeral counts lines (两行热泪, 几行字, 这一行): not 五行,
 * the five phases, nor 一行 before anything but a line's words (一行人, 一行
 * 哭着一行说: a party, "while").  cp[i - 1] and cp[i + 1] exist. */
static int counts_lines(const int32_t *cp, size_t i)
{
	int32_t prev = cp[i - 1], next = cp[i + 1];
	if (!utf8_is_han(next) || pinyin_is_numeral(next) || prev == 0x4E94)
		return 0;
	if (prev == 0x4E00)
		return (i >= 2 && pinyin_in(cp[i - 2], "这那哪每")) ||
		       pinyin_in(next, "字小大白清热泪诗文代树柳垂");
	return (pinyin_is_numeral(prev) || pinyin_in(prev, "几数百千万")) &&
	       !pinyin_in(next, "人就都也便才已又到在来去抵离走出进即共");
}

/* One of chars within five characters from i: money or a debt after 还了
 * ("return"), a circle after 转 (转了几个圆圈: zhuàn). */
static int near(const int32_t *cp, size_t n, size_t i, const char *chars)
{
	for (size_t k = i; k < n && k < i + 5; k++)
		if (pinyin_in(cp[k], chars))
			return 1;
	return 0;
}

/* 为 … 起见 in one clause: "for the sake of" (为惩治他们起见: wèi). */
static int for_the_sake(const int32_t *cp, size_t n, size_t i)
{
	for (size_t k = i + 1; k + 1 < n && utf8_is_han(cp[k]); k++)
		if (cp[k] == U'起' && cp[k + 1] == U'见')
			return 1;
	return 0;
}

/* 为 before a person is "for, because of" (为她跑了半日, 为你好: wèi), but
 * as "by" before 所 (为我们所未经) and as "as, to be" after a verb (拜为, 封为). */
static int for_whom(const int32_t *cp, size_t n, size_t i)
{
	if (i + 1 >= n || !pinyin_in(cp[i + 1], "你我他她咱") ||
	    (i >= 1 && pinyin_in(cp[i - 1], "以认成称作难视封立选拜奉推尊呼改变化转分列当")))
		return 0;
	for (size_t k = i + 2; k < n && utf8_is_han(cp[k]); k++)
		if (cp[k] == U'所')
			return 0;
	return 1;
}

/* Everyday uses of a character standing alone, told by the character just
 * before or just after it (NULL: any).  CPP's encyclopaedia rows never show
 * them, so the model learned other habits for these characters (塞 a place
 * name, 长 a title, 汗 a khan, 差 a difference, 倒 fallen): a novel's 塞进口袋,
 * 头发很长, 一身汗, 很差 and 倒进杯里 are said here. */
struct everyday {
	int32_t ch;
	const char *before, *after, *syl;
};
#define DEGREE "很太真更最挺" /* before an adjective */
static const struct everyday everyday[] = {
	{ U'待', NULL, "在着了", "dai1" },
	{ U'藏', NULL, "在着了起进得好不住到哪过之出开下身匿私贼血", "cang2" },
	{ U'藏', "往里躲要该不都一便且早瞒慌收暗偷窝隐深能会可", NULL, "cang2" },
	{ U'卷', NULL, "起着了成", "juan3" },
	{ U'咽', NULL, "了着", "yan4" },
	{ U'塞', NULL, "进在给了着满住得到入回", "sai1" },
	{ U'剥', NULL, "开了着掉下完好蒜豆皮壳", "bao1" },
	{ U'差', NULL, "人", "chai1" },
	{ U'差', DEGREE "较", NULL, "cha4" },
	{ U'差', NULL, "一两三四五六七八九十几半点得了", "cha4" },
	{ U'长', DEGREE "老么", NULL, "chang2" },
	{ U'长', NULL, "高胖出满", "zhang3" },
	{ U'薄', DEGREE "么极这那", NULL, "bao2" },
	{ U'薄', NULL, "嘴棉被衣纸片冰饼皮雪", "bao2" }, /* 薄嘴唇, 极薄的棉衣 */
	{ U'教', NULL, "我你他她们了过着", "jiao1" },
	{ U'觉', "好个午懒", NULL, "jiao4" },
	{ U'系', NULL, "上着好紧住", "ji4" }, /* 系上桌帏, 系着围裙 */
	{ U'差', NULL, "我你他她", "chai1" }, /* 差我办去 */
	{ U'更', "几", NULL, "geng1" }, /* 天有几更了 */
	{ U'省', NULL, "些下钱事力", "sheng3" }, /* 省些力 (不省了 may be 不省人事) */
	{ U'脏', "脚手脸身衣鞋很太真", NULL, "zang1" },
	{ U'降', NULL, "座临生世落旨下香雨雪福罪级低价温", "jiang4" }, /* 贾妃降座 */
	{ U'切', "甚得迫急恳深殷", NULL, "qie4" }, /* 心甚切, 解得切 */
	{ U'切', NULL, "不勿莫记忌", "qie4" }, /* 切不可 */
	{ U'搁', NULL, "得不", "ge2" }, /* 搁不住 "bear" */
	{ U'得', "唬吓", NULL, "de5" },	 /* 唬得那一班: so frightened that */
	{ U'劲', "恒个使着有没费股把鼓干冲炭酒", NULL, "jin4" }, /* 这个恒劲; 霜风劲 is jìng */
	{ U'劲', NULL, "大小儿头", "jin4" },
	{ U'弹', "不能会要再又也", NULL, "tan2" }, /* 三日不弹 */
	{ U'应', NULL, "曰道了着声承诺允付酬战", "ying4" }, /* 齐声应曰, 便应了 */
	{ U'应', "声口便", NULL, "ying4" },
	{ U'弹', NULL, "琴筝琵墨", "tan2" },
	{ U'扇', NULL, "了他她我你", "shan1" }, /* 扇了他一耳光 */
	{ U'拧', NULL, "了他她我你嘴脸腮干出", "ning2" }, /* 拧了他一把, 拧干 (拧开 is nǐng) */
	{ U'钉', NULL, "牢好合得上紧死进入", "ding4" }, /* 钉牢, 钉好; 钉了两眼 stares (盯) */
	{ U'斗', "一二三四五六七八九十几两半数百千万", NULL, "dou3" }, /* 几斗米 */
	{ U'担', "一二三四五六七八九十几两半数百千万", NULL, "dan4" }, /* 一担水 */
	{ U'了', "便", NULL, "le5" }, /* 依她便了, 不便了: terra's 便了 is liǎo */
	{ U'哄', NULL, "着得他她我你过骗", "hong3" },
	{ U'背', NULL, "起", "bei1" },
	{ U'盛', NULL, "满了着在进到出", "cheng2" },
	{ U'量', NULL, "了着", "liang2" },
	{ U'供', NULL, "出认来述状词祖佛神像品桌菩香", "gong4" }, /* 实实供来, 供祖像 */
	{ U'帖', NULL, "住在着上了", "tie1" },			       /* 帖住: 贴 */
	{ U'喝', "怒大断厉", NULL, "he4" },
	{ U'涌', "一天气地泉潮汹奔喷翻云血浪水", NULL, "yong3" }, /* 地涌金莲; not 麻涌, a place */
	{ U'喝', NULL, "道令问骂止退", "he4" },   /* 怒喝道, 喝令 (喝酒 is a word) */
	{ U'削', NULL, "了着掉下去成好皮", "xiao1" },
	{ U'种', NULL, "了着过下在满上", "zhong4" },
	{ U'数', NULL, "着了过一完清", "shu3" },
	{ U'干', "很太真挺", NULL, "gan1" },
	{ U'干', NULL, "青粮果肉鱼柴草饭菜枯瘪燥渴", "gan1" }, /* 一点干青豆 */
	{ U'汗', "的身头脸是满把层颜拭渥有了发出冒擦揩点盗虚冷热血些这渍里", NULL, "han4" },
	{ U'汗', NULL, "水珠流滴湿淋津顺直如下意出透", "han4" },
	{ U'倒', NULL, "进掉出入满杯碗壶盆桶盅", "dao4" },
	{ U'楞', NULL, "了住着在", "leng4" }, /* 愣 */
	{ U'楞', "发一", NULL, "leng4" },
	{ U'钻', "可要往去来", NULL, "zuan1" },
	{ U'钻', NULL, "进出入过到了着", "zuan1" },
	{ U'燕', "小紫春海飞家归", NULL, "yan4" },
	{ U'撒', NULL, "满在遍", "sa3" }, /* 撒得 may be 撒谎 */
	{ U'哄', "一", NULL, "hong1" },
	/* 弄 is long4 only in 弄堂 and 里弄, which the lexicon has */
	{ U'弄', NULL, "些了着得出成坏好到来去个点清明醒死脏乱走丢一那这银钱弦的饭菜什玄鬼",
	  "nong4" },
	{ U'弄', "去来要会想能把别再又也就都私着大", NULL, "nong4" },
};

/* The reading everyday[] gives cp[i], NULL for none.  cp[i] stands alone,
 * or makes a word with just the neighbour that tells (倒掉, 真差). */
static const char *everyday_use(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	int alone = (wflag[i] & 3) == 3;
	int with_before = i >= 1 && (wflag[i] & 3) == PINYIN_WORD_END &&
			  (wflag[i - 1] & 3) == PINYIN_WORD_START;
	int with_after = i + 1 < n && (wflag[i] & 3) == PINYIN_WORD_START &&
			 (wflag[i + 1] & 3) == PINYIN_WORD_END;
	for (size_t k = 0; k < sizeof everyday / sizeof everyday[0]; k++) {
		const struct everyday *e = &everyday[k];
		if (e->ch != cp[i])
			continue;
		if (e->before && i >= 1 && (alone || with_before) &&
		    pinyin_in(cp[i - 1], e->before))
			return e->syl;
		if (e->after && i + 1 < n && (alone || with_after) &&
		    pinyin_in(cp[i + 1], e->after))
			return e->syl;
	}
	return NULL;
}

/* 倒 "pour" before 了 or 上 and a vessel or a drink within three characters
 * (倒了一杯茶, 倒了茶来, 倒上茶来). */
static int pours(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i] != U'倒' || i + 1 >= n || !pinyin_in(cp[i + 1], "了上"))
		return 0;
	for (size_t k = i + 2; k < n && k < i + 5; k++)
		if (pinyin_in(cp[k], "杯碗壶盆桶盅茶酒"))
			return 1;
	return 0;
}

/* Whether the clause ends after cp[i]: punctuation or the line's end. */
static int clause_end(const int32_t *cp, size_t n, size_t i)
{
	return i + 1 >= n || !utf8_is_han(cp[i + 1]);
}

/* Whether a sentence ends after cp[i] (closing quotes may come first), or
 * the clause does and cp[i - 1] is a one-word question (是么，对么，): 么
 * before a comma is the pause of ·me (“列传”么，这一篇…), 吗 only at a
 * question's end. */
static int sentence_end(const int32_t *cp, size_t n, size_t i)
{
	size_t k = i + 1;
	while (k < n && pinyin_in(cp[k], "”’」』\""))
		k++;
	if (k >= n || pinyin_in(cp[k], "？?！!。…"))
		return 1;
	return clause_end(cp, n, i) && i >= 1 && pinyin_in(cp[i - 1], "是对好行") &&
	       (i < 2 || !utf8_is_han(cp[i - 2]));
}

/* Adverbs and sentence particles a character standing alone between Han
 * characters or at a clause's end is: 倒 before a verb or an adverb is
 * "contrary to expectation" (倒恼了, 倒还问, 倒觉: dao4; 倒在, 倒下 fall);
 * 为 before a pronoun or 这/那 is "for, because of" (为这件事: wei4); 场
 * after a numeral counts events (counts_events: 哭了一场, 一场大病, 一场雨 chang2;
 * 一场戏, 这场撤退, 两场小组赛 chang3, as CPP writes them); 么 and 呵 closing a clause are 吗 and 啊 (懂得么？ ma5,
 * 什么话呵！ a5). */
static int counts_events(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i] != U'场' || i == 0 ||
	    !(pinyin_is_numeral(cp[i - 1]) || pinyin_in(cp[i - 1], "几这那")))
		return 0;
	if (i + 1 >= n || !utf8_is_han(cp[i + 1]))
		return 1; /* 哭了一场。 */
	return pinyin_in(cp[i + 1], "雨病梦空灾风雪祸难大官架酒虚误恶") &&
	       !(i + 2 < n && pinyin_in(cp[i + 2], "赛戏比"));
}

/* The words of a directional complement (卷起来, 走进去, 拿出来). */
static int complement(const int32_t *cp, size_t b, size_t e)
{
	static const char *const words[] = { "起来", "下来", "上来", "过来", "出来", "进来",
					     "回来", "开来", "下去", "上去", "过去", "出去",
					     "进去", "回去" };
	if (e - b != 2)
		return 0;
	for (size_t k = 0; k < sizeof words / sizeof words[0]; k++) {
		size_t len;
		int32_t a = utf8_decode(words[k], 3, &len), z = utf8_decode(words[k] + 3, 3, &len);
		if (cp[b] == a && cp[b + 1] == z)
			return 1;
	}
	return 0;
}

/* 相 after these is a face or a minister (面相, 丞相, 看相), not "each
 * other". */
#define NOT_MUTUAL "丞宰首将真君卿良面内长照色命星看变手福扮亮破露洋怪苦凶睡吃站坐笑脸品"

/* 相 before a verb of meeting or speaking is "each other" also inside the
 * lexicon's words, which the model reads xiang4 by the words around (答礼相问,
 * 以礼相还, 面面相看). */
static int mutual(const int32_t *cp, size_t n, size_t i, const char (*syl)[8])
{
	return cp[i] == U'相' && i >= 1 && i + 1 < n && !strcmp(syl[i], "xiang4") &&
	       utf8_is_han(cp[i - 1]) && !pinyin_in(cp[i - 1], NOT_MUTUAL) &&
	       pinyin_in(cp[i + 1], "问照看见待识视对叙疑劝助扶持抗拒争斗让敬爱恋随伴陪送迎会约"
				    "告谈商望顾还报通连聚逢遇");
}

/* 难 opening a word, or after an adverb, 多 or 死 where the lexicon made
 * a word of them (死难, 多难, 劫难), before a verb is "hard to" (万死难偿,
 * 人多难说, 便难入了); not 难民, 难兄, nor after 遇, 遭, 逃 (a disaster: 遇难成祥). */
static int hard(const int32_t *cp, size_t n, size_t i, const char (*syl)[8],
		const unsigned char *wflag)
{
	return cp[i] == U'难' && i >= 1 && i + 1 < n && !strcmp(syl[i], "nan4") &&
	       ((wflag[i] & PINYIN_WORD_START) || pinyin_in(cp[i - 1], "死劫多便最太更很极甚也亦实")) &&
	       utf8_is_han(cp[i - 1]) && utf8_is_han(cp[i + 1]) &&
	       !pinyin_in(cp[i - 1], "遇遭救患落受逃避蒙灾危苦急大国发留排解责非刁磨殉罹") &&
	       !pinyin_in(cp[i + 1], "民友胞属兄弟中关的了着");
}

/* 折 "snap" shé: after a blow before a limb (打折了腿), or after a limb
 * (胳膊折了); 角 of 口角 before 边, 上 is the mouth's corner, jiǎo (口角
 * "a quarrel" is jué). */
static const char *body(const int32_t *cp, size_t n, size_t i)
{
	int32_t prev = i ? cp[i - 1] : 0, next = i + 1 < n ? cp[i + 1] : 0;
	if (cp[i] == U'折' && pinyin_in(prev, "打摔跌撅压碰踢") && near(cp, n, i + 1, "腿膊臂骨腰脚"))
		return "she2";
	if (cp[i] == U'折' && pinyin_in(prev, "腿膊臂骨腰脚") && pinyin_in(next, "了断"))
		return "she2";
	if (cp[i] == U'角' && prev == U'口' && pinyin_in(next, "边上旁流挂"))
		return "jiao3";
	return NULL;
}

/* A verb or an adjective (jieba's tag of its word) at cp[i]. */
static int verb_at(const unsigned char *pos, size_t n, size_t i)
{
	return i < n && (pos[i] == LEXICON_VERB || pos[i] == LEXICON_ADJ);
}

/* Everyday readings of characters standing alone that the model, learned
 * mostly from encyclopaedia rows, misses in novels (a read of 红楼梦, Lu Xun,
 * 三国 and 西游记 against a second reader): 传 before its object chuan2 (传饭, 快传大夫; 列传， ends a phrase); 相
 * before a verb "each other" xiang1 (答礼相问, 以礼相还), not 丞相's, 相验; 没
 * mei2 but before 入, 落 (mò); 曲 after 此 or ending 抚了一曲 a song, qu3; 种 before a plant zhong4 (只种茄子);
 * 还 before an adverb or a verb hai2 (人家还没拿进); 得 after 若, 俱, 独, 可以
 * "may, get" de2 (若得一见, 可以得朋友之乐); 地 ending a clause di4 (典房卖地。)
 * unless doubled (慢慢地); 将 after a numeral a general (为首一将, not 一一将) jiang4. */
static const char *alone_use(const int32_t *cp, size_t n, size_t i, const unsigned char *pos)
{
	int32_t c = cp[i], prev = i ? cp[i - 1] : 0, next = i + 1 < n ? cp[i + 1] : 0;
	int han_before = i && utf8_is_han(prev), han_after = utf8_is_han(next);
	if (c == U'传' && han_after)
		return "chuan2";
	if (c == U'嚼' && prev != U'咀')
		return "jiao2"; /* 嚼蜡; jué only in 咀嚼 */
	if (c == U'拽')
		return "zhuai4";
	if (c == U'舡')
		return "chuan2"; /* 船 */
	if (c == U'曾' && han_before && verb_at(pos, n, i + 1))
		return "ceng2"; /* 大爷曾点过: not the surname (names.c, before a title) */
	if (c == U'相' && han_before && han_after && verb_at(pos, n, i + 1) &&
	    !pinyin_in(prev, NOT_MUTUAL) && !pinyin_in(next, "准验中貌面"))
		return "xiang1";
	if (c == U'没' && !pinyin_in(prev, "湮淹埋隐出抄辱吞覆沉泯") &&
	    !pinyin_in(next, "入落药收齿世顶"))
		return "mei2";
	if (c == U'曲' && (pinyin_in(prev, "此这那每该新小歌唱奏谱") || (prev == U'一' && !han_after)))
		return "qu3";
	if (c == U'种' && pinyin_in(next, "树花菜豆地田稻麦瓜竹草果茄桑麻菊梅药"))
		return "zhong4";
	if (c == U'还' && han_before && pinyin_in(next, "没不是有要在能会更很也再只比未等劳"))
		return "hai2";
	if (c == U'得' && han_before && han_after && pinyin_in(prev, "若欲俱皆独未均亦以"))
		return "de2";
	if (c == U'地' && han_before && !han_after && !(i >= 2 && cp[i - 2] == prev))
		return "di4";
	if (c == U'子' && pinyin_in(prev, "头婆点"))
		return "zi5"; /* a suffix where jieba split 丫头 子, 一点 子 */
	if (c == U'头' && pinyin_in(prev, "里前后外") && i >= 2 && utf8_is_han(cp[i - 2]))
		return "tou5"; /* 宫里 头, 往前 头: 里头, 前头 (not 低下头) */
	if (c == U'将' && (pinyin_is_numeral(prev) || pinyin_in(prev, "数诸众")) &&
	    !(i >= 2 && pinyin_is_numeral(cp[i - 2])) && !pinyin_in(next, "来要近"))
		return "jiang4";
	return NULL;
}

static const char *adverb_use(const int32_t *cp, size_t n, size_t i)
{
	int32_t c = cp[i], next = i + 1 < n ? cp[i + 1] : 0;
	if (c == U'少' && (pinyin_in(next, "了喝吃说胡来些许点做管则似几一两三四五六七八九十半操乱混出述") ||
			  (i > 0 && pinyin_in(cp[i - 1], "别再太很也还"))))
		return "shao3"; /* less, few: 你少喝, 别少了, 少一件, 少则八天; not 少平, a given name */
	/* 把 or "will": 雪雁将书拿来; a general is 魏将, 为将 (大将, 将军: words) */
	if (c == U'将' && (i == 0 || !pinyin_in(cp[i - 1], "魏蜀吴汉秦楚齐燕赵韩晋宋金辽元明清"
							   "敌守部名大主副偏裨战武猛良骁健宿为")))
		return "jiang1";
	if (c == U'么' && sentence_end(cp, n, i))
		return "ma5";
	if (c == U'呵' && clause_end(cp, n, i) && i > 0 && utf8_is_han(cp[i - 1]))
		return "a5";
	if (c == U'耶' && clause_end(cp, n, i) && i > 0 && utf8_is_han(cp[i - 1]))
		return "ye2"; /* classical 耶, a question: 共饮耶！ (a lone 耶！ is ye1) */
	if (!utf8_is_han(next) || i == 0 || !utf8_is_han(cp[i - 1]))
		return NULL;
	if (c == U'都' && (pinyin_in(cp[i - 1], "子们人家些儿") ||
			  pinyin_in(next, "是不没有在要也已还会能就被来去说笑知")))
		return "dou1"; /* all (屋子都空着); not a title's 都 (都指挥使) */
	if (c == U'倒' && (pinyin_in(next, "是也还不没被觉要又反有肯真可像似教叫很") ||
			  (next == U'几' && i + 2 < n && cp[i + 2] == U'乎')))
		return "dao4";
	if (c == U'为' && pinyin_in(next, "这那此何谁我你他她它咱自大") &&
	    !pinyin_in(cp[i - 1], "难以认成作称因行较极更最尤甚颇"))
		return "wei4";
	return NULL;
}

/* 那 for 哪, as the old vernacular writes it (红楼梦, 西游记): 那知 / 那晓得,
 * 那里 + 还/肯/敢/是/有 … at a clause's start (那里还拉你出钱: "how could"),
 * and 那里, 那个, 那一 in a question that has no other question word (你是
 * 那里听来的？), and 那里去 / 那里来 there after any word (姑娘那里去了？).
 * Modern text writes 哪 there, and its 那里 stays "there". */
static int which(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i] != U'那' || i + 1 >= n)
		return 0;
	int32_t next = cp[i + 1];
	int starts = i == 0 || !utf8_is_han(cp[i - 1]) ||
		     pinyin_in(cp[i - 1], "你我他她是在到往从学去便又却可说");
	if (pinyin_in(next, "知晓管") && (i == 0 || !utf8_is_han(cp[i - 1])))
		return 1;
	if (next == U'里' && i >= 2 && cp[i - 1] == U'知' && cp[i - 2] == U'不')
		return 1; /* 你不知那里顽去了: "where" */
	if (next == U'里' && i + 2 < n && starts && (i == 0 || !utf8_is_han(cp[i - 1])) &&
	    pinyin_in(cp[i + 2], "还肯敢是有能会就禁比及知晓认甚"))
		return 1;
	/* where to or where from: 姑娘那里去了？ 先前那里去了呢？ */
	int whither = next == U'里' && i + 2 < n && pinyin_in(cp[i + 2], "去来");
	if (!(starts || whither) || !pinyin_in(next, "里个一"))
		return 0;
	size_t e = i;
	while (e < n && cp[e] != U'？' && cp[e] != U'?' && cp[e] != U'。' && cp[e] != U'！' &&
	       cp[e] != U'，')
		e++;
	if (e >= n || (cp[e] != U'？' && cp[e] != U'?'))
		return 0;
	size_t b = i;
	while (b > 0 && utf8_is_han(cp[b - 1]))
		b--;
	/* another question word, or a rhetorical question (可不是…那里…？) */
	for (size_t k = b; k < e; k++)
		if ((pinyin_in(cp[k], "谁什怎甚几吗哪啥么岂难莫") ||
		     (cp[k] == U'不' && k + 1 < e && cp[k + 1] == U'是')))
			return 0;
	return 1;
}

/* Particles the lexicon cannot tell apart from their full readings:
 * 地 alone after a word of two or more characters, or after a doubled
 * character, is adverbial (慢慢地, 孤独地走: de5) unless a measure word comes
 * before it (这块地, 十里地); 得 after a pronoun or adverb and before a verb is
 * "must" (我得走: dei3), before 了 it is "get" (得了: de2); the everyday
 * verbs and adjectives of everyday[] and pours(); 行 that counts lines is
 * hang2 (counts_lines);
 * 还了 before money or a debt within a few characters is "return" (还了五两银子:
 * huan2). */
static const char *particle(const int32_t *cp, size_t n, size_t i, char (*syl)[8],
			    const unsigned char *wflag, const unsigned char *pos)
{
	int ends_word = wflag[i] & PINYIN_WORD_END;
	int han_before = i >= 1 && syl[i - 1][0], han_after = i + 1 < n && syl[i + 1][0];
	/* in jieba's words too: 高高地 (the model read di4), 两行, 几行 */
	if (ends_word && cp[i] == 0x5730 && i >= 2 && cp[i - 1] == cp[i - 2] &&
	    utf8_is_han(cp[i - 1]))
		return "de5";
	if (ends_word && cp[i] == 0x884C && han_before && han_after && counts_lines(cp, i))
		return "hang2";
	if (ends_word && counts_events(cp, n, i))
		return "chang2";
	/* 都 "all" that the lexicon read as a capital (子都, 上都, 首都) */
	if (ends_word && cp[i] == U'都' && i >= 1 && (wflag[i - 1] & PINYIN_WORD_START) &&
	    pinyin_in(cp[i - 1], "上中子首") && han_after &&
	    pinyin_in(cp[i + 1], "是不没有在要也已还点汪空会能就被"))
		return "dou1";
	/* 著, the old 着, glued to the noun after a verb (包 著书, 站 著作) */
	if (cp[i] == U'著' && (wflag[i] & 3) == PINYIN_WORD_START && han_before &&
	    (wflag[i - 1] & 3) == 3 && !pinyin_in(cp[i - 1], "是有所"))
		return "zhe5";
	/* a verb's 将 before its complement, also where the lexicon read 飞将;
	 * 将 after an adverb is 把 or "will" where the lexicon read 将门 */
	if (ends_word && cp[i] == U'将' && han_before && i + 2 < n && complement(cp, i + 1, i + 3))
		return "jiang1";
	if (cp[i] == U'将' && (wflag[i] & PINYIN_WORD_START) && han_before &&
	    (wflag[i - 1] & PINYIN_WORD_END) && pinyin_in(cp[i - 1], "便就先又忙遂乃却已也都还才即再竟"))
		return "jiang1";
	if (cp[i] == U'为' && (for_the_sake(cp, n, i) || ((wflag[i] & 3) == 3 && for_whom(cp, n, i))))
		return "wei4";
	/* 长了 before what grew is zhǎng (长了七八岁, 长了这么大, 长了威风); 夜长了,
	 * 胡子这么长了 at a clause's end and 时间长了就 are long */
	if (cp[i] == U'长' && (wflag[i] & PINYIN_WORD_START) && i + 2 < n && cp[i + 1] == U'了' &&
	    utf8_is_han(cp[i + 2]) && !pinyin_in(cp[i + 2], "就便也又才都自以") &&
	    !(han_before && pinyin_in(cp[i - 1], DEGREE "么拉延伸加间天夜久")))
		return "zhang3";
	/* 背着 people is behind their back (背着我们看, 背着人说, 背着他们: bèi); 背着她
	 * may carry her */
	if (cp[i] == U'背' && i + 2 < n && cp[i + 1] == U'着' &&
	    (pinyin_in(cp[i + 2], "我你人众") ||
	     (pinyin_in(cp[i + 2], "他她") && i + 3 < n && cp[i + 3] == U'们')))
		return "bei4";
	if (cp[i] == U'转' && near(cp, n, i + 1, "圈"))
		return "zhuan4";
	/* a lane's number (四十弄一号): not 倪二弄了出来 */
	if (cp[i] == U'弄' && i >= 1 && pinyin_is_numeral(cp[i - 1]) &&
	    (!han_after || pinyin_is_numeral(cp[i + 1]) || cp[i + 1] == U'号'))
		return "long4";
	if (mutual(cp, n, i, (const char (*)[8])syl))
		return "xiang1";
	if (hard(cp, n, i, (const char (*)[8])syl, wflag))
		return "nan2";
	/* 贾 is the surname but in 商贾, 书贾 (the model read 待贾母 as 待贾, gǔ) */
	if (cp[i] == U'贾' && !strcmp(syl[i], "gu3") && han_after && cp[i + 1] != U'人' &&
	    !(han_before && pinyin_in(cp[i - 1], "商书坐行良市")))
		return "jia3";
	/* 教 "let, tell to" (= 叫) before a person and a verb of going: 教她走开,
	 * 教我坐下 (jiào); 教你来？ at a clause's end may be "taught" */
	if (cp[i] == U'教' && i + 3 < n && pinyin_in(cp[i + 1], "我你他她们") &&
	    pinyin_in(cp[i + 2], "走去来出进回站坐别") && utf8_is_han(cp[i + 3]))
		return "jiao4";
	const char *limb = body(cp, n, i);
	if (limb)
		return limb;
	const char *r = everyday_use(cp, n, i, wflag);
	if (r || (wflag[i] & 3) != 3)
		return r; /* the rules below are for a character standing alone */
	if (pours(cp, n, i))
		return "dao4";
	if ((r = alone_use(cp, n, i, pos)) || (r = adverb_use(cp, n, i)))
		return r;
	if (cp[i] == U'得' && !han_before && han_after)
		return "de2"; /* a clause's first word: 得了神通, 得清凉 */
	if (cp[i] == U'啊' && !han_before)
		return "a4"; /* an interjection opening a clause: 啊，原来如此 (as CPP) */
	if (cp[i] == U'咳' && !han_before && !han_after)
		return "hai1"; /* the interjection: “咳，我倒…” (咳嗽 coughs) */
	if (!han_before || !han_after)
		return NULL;
	/* an adverb's 地 leads to its verb: 繁华地、 is a place */
	if (cp[i] == 0x5730 && i >= 2 && !pinyin_in(cp[i - 1], "块片亩里处方些种") &&
	    !pinyin_in(cp[i + 1], "不净文滑和土陷的藏亩有清纯阔住契租") && /* 天不怕地不怕, 心地纯良 */
	    (!(wflag[i - 1] & PINYIN_WORD_START) || cp[i - 1] == cp[i - 2]))
		return "de5";
	if (cp[i] == 0x5F97 && cp[i + 1] == 0x4E86)
		return "de2";
	if (cp[i] == U'得' && pinyin_in(cp[i - 1], "才方始乃"))
		return "de2"; /* 才得相聚: "could" */

	if (cp[i] == 0x5F97 && pinyin_in(cp[i - 1], "我你他她它们咱俺也就还总都可又须必"))
		return "dei3";
	if (cp[i] == 0x8FD8 && cp[i + 1] == 0x4E86 && near(cp, n, i + 2, "钱债账款银礼"))
		return "huan2";
	return NULL;
}

static void particles(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		      const unsigned char *pos)
{
	for (size_t i = 0; i < n; i++) {
		if ((wflag[i] & PINYIN_SURE) || !syl[i][0])
			continue;
		const char *r = which(cp, n, i) ? "na3" : particle(cp, n, i, syl, wflag, pos);
		if (r)
			spoken_as(syl, wflag, i, r);
	}
}

/* Neutral tones the words around tell: a directional complement right after
 * a verb (卷起来, 走进去: 现代汉语词典's ·qǐ·lái; 起来 alone is a verb) and
 * the 过 of experience after one (服侍过, 见过的, 看过脉).  The syllables keep their
 * citation tones; what is spoken is neutral (PINYIN_NEUTRAL). */
static void light_words(const int32_t *cp, size_t n, const char (*syl)[8], unsigned char *wflag,
			const unsigned char *pos)
{
	for (size_t b = 1; b < n; b++) {
		if (!(wflag[b] & PINYIN_WORD_START) || !(wflag[b - 1] & PINYIN_WORD_END) ||
		    !syl[b - 1][0] || !syl[b][0])
			continue;
		/* jieba calls some verbs measure words when alone (卷, 点) */
		int verb = pos[b - 1] == LEXICON_VERB ||
			   (pos[b - 1] == LEXICON_NUMBER && (wflag[b - 1] & PINYIN_WORD_START) &&
			    !pinyin_is_numeral(cp[b - 1]));
		size_t e = b;
		while (e < n && !(wflag[e] & PINYIN_WORD_END))
			e++;
		if (!verb || e >= n || (wflag[e] & PINYIN_SURE))
			continue;
		/* 过 of experience; a complement's 来 or 去 (its first syllable
		 * is said either way: 走进来 jìn or jin) */
		if ((e == b && cp[b] == U'过' && !(b + 1 < n && pinyin_in(cp[b + 1], "来去"))) ||
		    complement(cp, b, e + 1))
			wflag[e] |= PINYIN_NEUTRAL;
	}
	/* ... also after the verbs that take it where the lexicon made a word of
	 * the two (看过, 去过, 受过: terra's guò) or jieba tagged the verb
	 * otherwise (上 过 学, 问 过 安); not 经过, 通过, 不过, nor 来过年, 看过不了几天 */
	for (size_t i = 1; i < n; i++) {
		if (cp[i] != U'过' || (wflag[i] & PINYIN_SURE) ||
		    !pinyin_in(cp[i - 1], "看去来上用问出受吃见听说做作到住学读念写试尝想打求回"
					  "骑坐玩有哭笑病爱恨杀偷送给借教帮救犯当干办喝睡闹吵"))
			continue;
		int glued = (wflag[i] & 3) == PINYIN_WORD_END && (wflag[i - 1] & 3) == PINYIN_WORD_START;
		int apart = (wflag[i] & 3) == 3 && (wflag[i - 1] & 3) == 3;
		if ((glued || apart) && !(i + 1 < n && pinyin_in(cp[i + 1], "来去年节不得")))
			wflag[i] |= PINYIN_NEUTRAL;
	}
}

/* 着 after a one-character verb is the aspect particle even where jieba
 * glued it to a body part (瞪 着眼, 拉 着手, 低 着头: zhe5) or to the verb
 * before one (点着 头, 点着头: not 点着 "lit"); 着眼于 and
 * 着手 after anything else keep zhuo2.  So is the lexicon's 点着 "lit"
 * before its object (点着自己的饭碗, 点着灯笼呢); 点着了, 点着火 and 把灯点着
 * at a clause's end are lit. */
static void aspect_zhe(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		       const unsigned char *pos)
{
	for (size_t i = 1; i + 1 < n; i++) {
		if (cp[i] != U'着' || (wflag[i] & PINYIN_SURE))
			continue;
		if (cp[i - 1] == U'点' && utf8_is_han(cp[i + 1]) && !pinyin_in(cp[i + 1], "了火")) {
			spoken_as(syl, wflag, i, "zhe5");
			continue;
		}
		if (!pinyin_in(cp[i + 1], "眼手头脸嘴脚身腰"))
			continue;
		int glued_after = (wflag[i] & 3) == PINYIN_WORD_START &&
				  (wflag[i + 1] & 3) == PINYIN_WORD_END &&
				  (wflag[i - 1] & PINYIN_WORD_END) && pos[i - 1] == LEXICON_VERB;
		int glued_before = (wflag[i - 1] & 3) == PINYIN_WORD_START &&
				   !(wflag[i] & PINYIN_WORD_START);
		if (glued_after || glued_before)
			spoken_as(syl, wflag, i, "zhe5");
	}
}

/* 着 right before 了 is zháo, reached or caught (猜着了, 找着了, 冻着了, 着了忙,
 * 着了凉: the aspect 着 does not take 了), but after a verb of a lasting
 * posture or state (站着了, 罩着了, 歇着了, 等着了) and in 这么着了, 来着. */
static void reached_zhao(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 0; i + 1 < n; i++)
		if (cp[i] == U'着' && cp[i + 1] == U'了' && !(wflag[i] & PINYIN_SURE) &&
		    !strcmp(syl[i], "zhe5") &&
		    !(i > 0 && pinyin_in(cp[i - 1], "么样来站坐躺卧跪蹲躲藏歇闲摆放挂留收罩守等靠远惦")))
			spoken_as(syl, wflag, i, "zhao2");
}

/* 人家 is a household (rénjiā), not the PSC's rén·jia "others", after a kind
 * of family (这样人家, 小户人家, 富贵人家) and as the family a girl is
 * promised to (有了人家, 许了人家); also inside the lexicon's 小户人家. */
static void household(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 1; i + 1 < n; i++) {
		if (cp[i] != U'人' || cp[i + 1] != U'家' || (wflag[i + 1] & PINYIN_SURE) ||
		    !(wflag[i + 1] & PINYIN_WORD_END))
			continue;
		if (pinyin_in(cp[i - 1], "样种户贵农宦书穷富薄") ||
		    (i >= 2 && cp[i - 1] == U'了' && pinyin_in(cp[i - 2], "有许说寻")))
			spoken_as(syl, wflag, i + 1, "jia1");
	}
}

/* A verb doubled to say "a little" is light on its second syllable (逛逛,
 * 歇歇脚, 散散心, 劝劝他: 现代汉语词典's ·guang), as the lexicon's 看看 is; not
 * an adverb's doubling (忙忙的), nor inside 说说笑笑, 拉拉扯扯. */
static void doubled_verbs(const int32_t *cp, size_t n, unsigned char *wflag)
{
	for (size_t i = 0; i + 1 < n; i++) {
		if (cp[i] != cp[i + 1] || (wflag[i + 1] & PINYIN_SURE) ||
		    !pinyin_in(cp[i], "逛歇坐散见请劝养玩评求解听算看洗讲找探办走想试尝说问谈摸拍揉瞧查猜"
				      "动比学写读改收理练吹抹擦梳扫晒泡抖量捶捏") ||
		    (i >= 1 && cp[i - 1] == cp[i]) ||
		    (i + 2 < n && (cp[i + 2] == cp[i] || pinyin_in(cp[i + 2], "的地"))) ||
		    (i + 3 < n && cp[i + 2] == cp[i + 3] && utf8_is_han(cp[i + 2])) ||
		    (i >= 2 && cp[i - 2] == cp[i - 1] && utf8_is_han(cp[i - 1])))
			continue;
		wflag[i + 1] |= PINYIN_NEUTRAL;
	}
}

/* 实在 before a verb, an adjective or an adverb, or alone before a pause
 * opening a clause, is "really" (实在再没有, 实在好, 实在，我说不清: shi2
 * zai4); the PSC's shí·zai is "honest, solid". */
static void really(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		   const unsigned char *pos)
{
	for (size_t i = 0; i + 2 < n; i++) {
		if (cp[i] != U'实' || cp[i + 1] != U'在' || !(wflag[i + 1] & PINYIN_WORD_END) ||
		    (wflag[i + 1] & PINYIN_SURE))
			continue;
		int pause = !utf8_is_han(cp[i + 2]) && (i == 0 || !utf8_is_han(cp[i - 1]));
		int before = (wflag[i + 2] & PINYIN_WORD_START) &&
			     (verb_at(pos, n, i + 2) || pos[i + 2] == LEXICON_ADVERB ||
			      pinyin_in(cp[i + 2], "不没是太再很难可也都要会能该觉有比叫令让使"));
		if (pause || before)
			spoken_as(syl, wflag, i + 1, "zai4");
	}
}

/* 难为 before 着 or 了 is the PSC's nán·wei "make it hard for", where jieba
 * read 为着 "for" (难为着他). */
static void make_hard(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 1; i + 1 < n; i++)
		if (cp[i] == U'为' && cp[i - 1] == U'难' && pinyin_in(cp[i + 1], "着了") &&
		    !(wflag[i] & PINYIN_SURE)) {
			pinyin_set(syl, i, "wei2");
			wflag[i] |= PINYIN_NEUTRAL;
		}
}

/* 端详 after 知 is "the details" (要知端详，且听下回分解: duān xiáng), the
 * PSC's duān·xiang "to look closely at". */
static void details(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 1; i + 1 < n; i++)
		if (cp[i] == U'端' && cp[i + 1] == U'详' && cp[i - 1] == U'知')
			spoken_as(syl, wflag, i + 1, "xiang2");
}

/* 不 between a verb and its complement is light (演不起, 熬不得, 说不出), as
 * in the lexicon's words (看不见, 说不明白, 睡不着, 回不来), also where jieba makes a word of 不 and
 * the complement (吃 不了, 捞 不到, 说 不成); not 不下 "no fewer than"
 * before a number (厮杀不下千余次) or 不下于, nor after the adverbs 倒 and 独 (倒不如,
 * 独不见).  The 得 of V不得 is light too
 * (顾 不得 gù·bu·de). */
/* 不得 closing a clause after a character standing alone that jieba tags
 * as a noun (记, 图) or a verbal noun (管, 活): 管不得。 记不得， are potential
 * complements too; not after a pronoun or an adverb (也不得，万不得). */
static int closing_bude(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	return cp[i + 1] == U'得' && (i + 2 >= n || !utf8_is_han(cp[i + 2])) &&
	       (wflag[i - 1] & 3) == 3 && utf8_is_han(cp[i - 1]) &&
	       !pinyin_in(cp[i - 1], "我你他她它也都就还又再并决万毫绝");
}

static void potential(const int32_t *cp, size_t n, unsigned char *wflag, const unsigned char *pos)
{
	for (size_t i = 1; i + 1 < n; i++) {
		int alone = (wflag[i] & 3) == 3;
		int with_next = (wflag[i] & 3) == PINYIN_WORD_START && (wflag[i + 1] & 3) == PINYIN_WORD_END;
		if (cp[i] == U'不' && (alone || with_next) && !(wflag[i] & PINYIN_SURE) &&
		    (pos[i - 1] == LEXICON_VERB || closing_bude(cp, n, i, wflag)) &&
		    !pinyin_in(cp[i - 1], "是有要会能肯敢该倒独") &&
		    !(i >= 2 && cp[i - 2] == U'不') && /* 不如不去, 不得不来 */
		    /* 回不来, not 执意不去 */
		    (!pinyin_in(cp[i + 1], "来去") || (wflag[i - 1] & 3) == 3) &&
		    (wflag[i - 1] & PINYIN_WORD_END) &&
		    pinyin_in(cp[i + 1], "起住了动完掉开到见清懂及得出上下成透惯明着尽过来去够") &&
		    !(cp[i + 1] == U'下' && i + 2 < n &&
		      (pinyin_is_numeral(cp[i + 2]) || pinyin_in(cp[i + 2], "于几百千万")))) {
			wflag[i] |= PINYIN_NEUTRAL;
			if (cp[i + 1] == U'得' && (wflag[i + 1] & PINYIN_WORD_END))
				wflag[i + 1] |= PINYIN_NEUTRAL; /* 顾 不得: ·bu·de */
		}
	}
}

void context_fix(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		 const unsigned char *pos)
{
	particles(cp, n, syl, wflag, pos);
	light_words(cp, n, (const char (*)[8])syl, wflag, pos);
	aspect_zhe(cp, n, syl, wflag, pos);
	reached_zhao(cp, n, syl, wflag);
	household(cp, n, syl, wflag);
	doubled_verbs(cp, n, wflag);
	really(cp, n, syl, wflag, pos);
	details(cp, n, syl, wflag);
	make_hard(cp, n, syl, wflag);
	potential(cp, n, wflag, pos);
}
