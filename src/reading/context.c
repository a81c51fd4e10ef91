/* context.c - readings told by a narrow context, after the lexicon and the
 * trained model have spoken: particles (地 de5, 得 dei3), everyday verbs a
 * neighbour tells (塞进 sai1, 倒进 dao4), 行 that counts lines, the old
 * vernacular's 那 for 哪, characters standing alone as a novel uses them
 * (少, 将, 都, 传, 相, 难 …), and the neutral tones the words around decide
 * (a complement after a verb, 过 of experience, 难为了).  Where the context
 * is wide or varied, the model decides (polyphone.c).  This file decides a
 * character's reading from its neighbours; context_alone.c holds the uses of
 * a character standing alone, context_light.c the neutral tones. */
#include "reading/context.h"
#include "reading/context_parts.h"

#include "reading/lexicon.h"
#include "reading/names.h"
#include "reading/pinyin.h"
#include "base/utf8.h"

#include <string.h>

/* 行 at i after a numeral counts lines (两行热泪, 几行字, 这一行): not 五行,
 * the five phases, nor 一行 before anything but a line's words (一行人, 一行
 * 哭着一行说: a party, "while"), and 这一行, 干一行, 干我们这行 a trade.  cp[i - 1]
 * exists. */
static int counts_lines(const int32_t *cp, size_t n, size_t i)
{
	int32_t prev = cp[i - 1], next = i + 1 < n ? cp[i + 1] : 0;
	/* a trade one works in: after 干, 做, 入 or 吃 (干哪行的, 吃这行饭, 干这一行不容易),
	 * also after 在, 靠 or 干了 closing a clause (入了这一行，; 这一行，收获很大 is a trip) */
	size_t k = prev == 0x4E00 ? i - 1 : i; /* 这 at k - 1 */
	/* with whose trade between (干我们这行的, 做你们那一行) */
	size_t w = k >= 4 && cp[k - 2] == U'们' && pinyin_in(cp[k - 3], "我咱你他她") ? k - 2 : k;
	if (k >= 2 && pinyin_in(cp[k - 1], "这那哪每") &&
	    (pinyin_in(cp[w - 2], "干做入吃") ||
	     (!utf8_is_han(next) && prev == 0x4E00 &&
	      (pinyin_in(cp[k - 2], "在靠") ||
	       (k >= 3 && cp[k - 2] == U'了' && pinyin_in(cp[k - 3], "干做入"))))))
		return 1;
	if (prev == 0x4E00 && i >= 2 && pinyin_in(cp[i - 2], "干爱"))
		return 1; /* the saying's trade: 干一行爱一行 */
	if (!utf8_is_han(next) || pinyin_is_numeral(next) || prev == 0x4E94)
		return 0;
	if (prev == 0x4E00)
		return (i >= 2 && pinyin_in(cp[i - 2], "这那哪每")) ||
		       pinyin_in(next, "字小大白清热泪诗文代树柳垂行");
	if (pinyin_in(prev, "这那每") && pinyin_in(next, "字诗"))
		return 1; /* 这行字 */
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

/* 吐 with nothing spat after it vomits, tù (现代汉语词典): after a wish or
 * a 大 closing a clause (恶心要吐。 大哭大吐), with 了 or 得 closing one (又吐了。
 * 吐了才好), over a floor or a body (吐了一地, 吐得满身), or out, 出来
 * (把方才吃的东西都吐了出来).  Breath, smoke, words or a tongue before it are
 * spat (把气吐出来, 半个字也不能吐, 把舌头一吐: tǔ), and so is what names
 * itself after it (吐口水, 吐字).  Standing alone or as jieba's 吐出. */
static int vomits(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	size_t k = i + 1;
	if (!(wflag[i] & PINYIN_WORD_START) || (!(wflag[i] & PINYIN_WORD_END) && cp[k] != U'出'))
		return 0;
	for (size_t b = i; b > 0 && i - b < 12 && utf8_is_han(cp[b - 1]); b--)
		if (pinyin_in(cp[b - 1], "气氣烟煙话話字舌核"))
			return 0;
	if (k >= n || !utf8_is_han(cp[k]))
		return i > 0 && pinyin_in(cp[i - 1], "要想欲大又都直咳呕嘔就");
	if (pinyin_in(cp[k], "了得"))
		k++;
	if (k >= n || !utf8_is_han(cp[k]))
		return k > i + 1;
	return cp[k] == U'满' || (k + 1 < n && cp[k] == U'一' && pinyin_in(cp[k + 1], "地身床炕桌")) ||
	       (cp[k - 1] == U'了' && pinyin_in(cp[k], "才又")) ||
	       (k + 1 < n && cp[k] == U'出' && pinyin_in(cp[k + 1], "来來"));
}

/* 不见 within four characters from i: 一晃就不见了. */
static int vanishes(const int32_t *cp, size_t n, size_t i)
{
	for (size_t k = i; k + 1 < n && k < i + 4; k++)
		if (cp[k] == U'不' && cp[k + 1] == U'见')
			return 1;
	return 0;
}

/* 还 before what is owed pays it back: 还了钱, and with a potential
 * complement between, 还不了帐, 还得起债, 还不清 (huán; 还不了解 is hái); so
 * does 还 before a person that closes the clause (把银子还我， 加倍还他。
 * 把那玉还你罢: "still" goes on to a verb), or after a sum's measure, 加倍 or
 * 如数, whatever follows (改日加倍还他也倒罢了). */
static int repays(const int32_t *cp, size_t n, size_t i)
{
	size_t k = i + 1;
	if (k < n && pinyin_in(cp[k], "你您我他她它咱")) {
		k += k + 1 < n && cp[k + 1] == U'们';
		if (k + 1 >= n || !utf8_is_han(cp[k + 1]) || pinyin_in(cp[k + 1], "罢吧了呢") ||
		    (i >= 2 && pinyin_in(cp[i - 1], "倍数") && pinyin_in(cp[i - 2], "加双如照全")))
			return 1;
	}
	if (i + 1 < n && cp[i + 1] == U'了')
		return near(cp, n, i + 2, "钱债账帐款银礼");
	return i + 2 < n && pinyin_in(cp[i + 1], "不得") && pinyin_in(cp[i + 2], "了起清") &&
	       near(cp, n, i + 3, "钱债账帐款银礼");
}

/* 化 before a sum of money spends it, huā, as 花 (只化了九角钱, 化几个钱); what
 * it turns into, begs or burns is huà (化一阵狂风, 化些布施, 化钱粮). */
static int spends(const int32_t *cp, size_t n, size_t i)
{
	size_t k = i + 1 < n && cp[i + 1] == U'了' ? i + 2 : i + 1;
	return k < n && (pinyin_is_numeral(cp[k]) || pinyin_in(cp[k], "几")) &&
	       near(cp, n, k + 1, "钱錢文元块塊角吊") && !near(cp, n, k + 1, "粮糧");
}

/* 为 … 起见 in one clause: "for the sake of" (为惩治他们起见: wèi). */
static int for_the_sake(const int32_t *cp, size_t n, size_t i)
{
	for (size_t k = i + 1; k + 1 < n && utf8_is_han(cp[k]); k++)
		if (cp[k] == U'起' && cp[k + 1] == U'见')
			return 1;
	return 0;
}

/* 为 before a person or 这/那 is "for, because of" (为她跑了半日, 为您服务, a
 * clause's opening 为這起淫婦打老婆: wèi), but as "by" before 所 (为我们所未经) and
 * as "as, to be" after a verb (拜为, 封为) or 自 (自为这首妙绝 thinks). */
static int for_whom(const int32_t *cp, size_t n, size_t i)
{
	if (i + 1 >= n || !pinyin_in(cp[i + 1], "你您我他她咱这那") ||
	    (i >= 1 && pinyin_in(cp[i - 1], "以认成称作难视封立选拜奉推尊呼改变化转分列当自")))
		return 0;
	for (size_t k = i + 2; k < n && utf8_is_han(cp[k]); k++)
		if (cp[k] == U'所')
			return 0;
	return 1;
}

#define VESSELS "杯碗壶盆桶盅吊瓶罐缸坛"

/* 倒 "pour" before 了 or 上 and a vessel or a drink within three characters
 * (倒了一杯茶, 倒了茶来, 倒上茶来), or before 在 where the clause has put
 * what is poured after 将 or 把 (将筒内的钱倒在盘内, 把桔子汁倒在小勺里; 把妻子扳倒在
 * 被窝里 is a word's 倒, 将妙玉放倒在车上 a verb's, 把倒在炉台上的 has nothing
 * poured, 将士早已倒在血泊之中 no 将 of its own), or before 了 or 上
 * for someone 给 names. */
static int pours(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag,
		 const unsigned char *pos)
{
	if (cp[i] != U'倒' || i + 1 >= n)
		return 0;
	if (cp[i + 1] == U'在' && i >= 2 && !pinyin_in(cp[i - 1], "将把") &&
	    pos[i - 1] != LEXICON_VERB)
		for (size_t k = i - 1; k > 0 && utf8_is_han(cp[k - 1]); k--)
			if (pinyin_in(cp[k - 1], "将把") && (wflag[k - 1] & 3) == 3)
				return 1;
	if (!pinyin_in(cp[i + 1], "了上"))
		return 0;
	/* a vessel put after 将 or 把 and emptied for a use (把茶吊子倒了洗手; 吊子倒了，
	 * with nothing put, falls) */
	size_t v = i >= 2 && pinyin_in(cp[i - 1], "子儿") ? i - 2 : i - 1;
	if (i >= 1 && cp[i + 1] == U'了' && i + 2 < n && utf8_is_han(cp[i + 2]) &&
	    pinyin_in(cp[v], VESSELS))
		for (size_t k = v; k-- > 0 && v - k <= 6 && utf8_is_han(cp[k]);)
			if (pinyin_in(cp[k], "将把") && (wflag[k] & 3) == 3)
				return 1;
	for (size_t k = i + 2; k < n && k < i + 5; k++)
		if (pinyin_in(cp[k], VESSELS "茶酒"))
			return 1;
	/* poured for someone: 给少安倒了一杯, 给我倒上些, 给烟布袋倒了一大半
	 * (给风吹倒了: 倒 after a verb falls) */
	if (i == 0 || pos[i - 1] == LEXICON_VERB)
		return 0;
	for (size_t k = i; k-- > 0 && i - k <= 8 && utf8_is_han(cp[k]);)
		if (pinyin_in(cp[k], "给給") && (wflag[k] & 3) == 3)
			return 1;
	return 0;
}

/* 背着 before the person at P: one person with a verb of moving after is
 * carried (外公背着我，一边爬, 背着她跑回家: bēi); people, or anyone with 偷偷,
 * 私下 … after, is behind their back (背着我们看, 背着人说, 背着他偷偷去了, 背着
 * 父母私下: bèi); 背着我 and 背着你 alone are behind the back too (背着我嚼说);
 * 背着她 alone may carry her. */
/* 转 turning round and round, zhuàn: before 得 and how fast (车轮转得飞快,
 * 转得头晕), before 个不停 or 个没完, in 转来转去, alone going on round with
 * 着 (转着往回走, 转着卖表, 转着借; not 转着弯, 转着身子, a turn, nor 旋转着,
 * the word's zhuǎn), or closing a clause after 绕着/围着/跟着 X (地球绕着太阳转);
 * 转个弯, 转过身 turn once, and a poem's turn (且看转得如何) is zhuǎn. */
static int spins(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	if (i + 1 < n && cp[i + 1] == U'着' && (wflag[i] & PINYIN_WORD_START))
		return !(i + 2 < n && pinyin_in(cp[i + 2], "弯身头脸眼"));
	if (i + 2 < n && cp[i + 1] == U'得')
		return pinyin_in(cp[i + 2], "飞快慢头晕");
	if (i + 2 < n && cp[i + 1] == U'个')
		return pinyin_in(cp[i + 2], "不没");
	if (i + 3 < n && pinyin_in(cp[i + 1], "来去") && cp[i + 2] == U'转')
		return 1;
	if (i >= 2 && cp[i - 1] == U'转' && pinyin_in(cp[i - 2], "来去"))
		return 1;
	if (i + 1 < n && utf8_is_han(cp[i + 1]))
		return 0;
	for (size_t k = i; k-- > 0 && i - k <= 8 && utf8_is_han(cp[k]);)
		if (k >= 1 && cp[k] == U'着' && pinyin_in(cp[k - 1], "绕围跟"))
			return 1;
	return 0;
}

static const char *behind_or_carrying(const int32_t *cp, size_t n, size_t p)
{
	int one = pinyin_in(cp[p], "我你他她") && !(p + 1 < n && cp[p + 1] == U'们');
	if (one) {
		size_t k = p + 1;
		if (k < n && (cp[k] == U'，' || cp[k] == ','))
			k++;
		if (k + 1 < n && cp[k] == U'一' && cp[k + 1] == U'边')
			k += 2;
		if (k < n && pinyin_in(cp[k], "爬走跑奔逃蹚"))
			return "bei1";
		if (k + 1 < n && pinyin_in(cp[k], "上下") && pinyin_in(cp[k + 1], "山坡楼"))
			return "bei1";
	}
	for (size_t k = p + 1; k + 1 < n && k < p + 6 && utf8_is_han(cp[k]); k++)
		if ((cp[k] == cp[k + 1] && pinyin_in(cp[k], "偷悄暗")) ||
		    (cp[k] == U'私' && pinyin_in(cp[k + 1], "下自")) ||
		    (cp[k] == U'暗' && pinyin_in(cp[k + 1], "地中")))
			return "bei4";
	if (pinyin_in(cp[p], "我你人众") || (pinyin_in(cp[p], "他她") && !one))
		return "bei4";
	return NULL;
}

/* 得 after a pronoun, 都, 可 or 又 and before 个 or a number of things is
 * "obtain" (可得个下落, 你得一个利害婆婆, 又得一小门: dé), not "must"; a
 * number of days or years is the time it takes (děi), and after 也, 还, 必 a
 * sum is what it takes (也得一两银子: děi). */
static int obtains(const int32_t *cp, size_t n, size_t i)
{
	if (i + 1 >= n || !(cp[i + 1] == U'个' || pinyin_is_numeral(cp[i + 1])))
		return 0;
	for (size_t k = i + 1; k < n && k < i + 5 && utf8_is_han(cp[k]); k++)
		if (pinyin_in(cp[k], "年天日月更时刻夜工功"))
			return 0;
	return 1;
}

/* 卷 after a numeral counts rolls, juǎn, of silver, paper or bedding (一卷银子,
 * 一卷东西) or of a cloth named before the numeral (天鹅绒一卷、 绸缎一百三十卷、);
 * 一卷经, 第一卷 count volumes, juàn. */
static int counts_rolls(const int32_t *cp, size_t n, size_t i)
{
	size_t b = i;
	while (b > 0 && (pinyin_is_numeral(cp[b - 1]) || pinyin_in(cp[b - 1], "几两百千万")))
		b--;
	if (b == i || (b > 0 && cp[b - 1] == U'第'))
		return 0;
	if (i + 1 < n && utf8_is_han(cp[i + 1]))
		return pinyin_in(cp[i + 1], "银东纸布被席毯铺行");
	return b > 0 && pinyin_in(cp[b - 1], "绒缎绫绉布皮氇纱绸锦毡呢绢罗");
}

/* 落 leaves a thing behind, là, before 下 or 了 and a thing (落下东西, 落了什么)
 * or before 在家 (钥匙落在家里); 流落在家乡, 落下泪来 fall. */
static int left_behind(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i] != U'落' || (i >= 1 && pinyin_in(cp[i - 1], "流沦败坠降飘散陨失零")))
		return 0;
	size_t k = i + 1 < n && pinyin_in(cp[i + 1], "下了") ? i + 2 : i + 1;
	if (k + 1 < n && k > i + 1 &&
	    ((cp[k] == U'东' && cp[k + 1] == U'西') || (cp[k] == U'什' && cp[k + 1] == U'么')))
		return 1;
	return i + 2 < n && cp[i + 1] == U'在' && cp[i + 2] == U'家' &&
	       (i + 3 >= n || !utf8_is_han(cp[i + 3]) || pinyin_in(cp[i + 3], "里中了"));
}

/* 数数 after whoever counts, before 看, 吧, 有, 几, 多 or a pause, is the doubled verb
 * "count", shǔ·shu (你数数看, 我再数数。, 你数数有几个); 学数数 learns numbers. */
static const char *counts_over(const int32_t *cp, size_t n, size_t i)
{
	size_t at = i >= 1 && cp[i - 1] == U'数' ? i - 1 : i; /* the pair's first */
	if (cp[i] != U'数' || at == 0 || at + 1 >= n || cp[at + 1] != U'数' ||
	    !pinyin_in(cp[at - 1], "你我他她咱俺再先来"))
		return NULL;
	if (at + 2 < n && utf8_is_han(cp[at + 2]) && !pinyin_in(cp[at + 2], "看吧罢有几多"))
		return NULL;
	return at == i ? "shu3" : "shu5";
}

/* 得 before 正果 attains it (还得正果, 修得正果), as 得道 does before 的, 者 or a
 * pause (虔心得道, 得道的老猢狲: dé; 懂得道理, 听得道: the complement's). */
static int attains(const int32_t *cp, size_t n, size_t i)
{
	if (i + 2 < n && cp[i + 1] == U'正' && cp[i + 2] == U'果')
		return 1;
	return i + 1 < n && cp[i + 1] == U'道' &&
	       !(i >= 1 && pinyin_in(cp[i - 1], "晓懂觉听记说笑骂叫喊")) &&
	       (i + 2 >= n || !utf8_is_han(cp[i + 2]) || pinyin_in(cp[i + 2], "的者之"));
}

/* 场 after a numeral counts events (哭了一场, 一场大病, 一场雨, 一场战争, 这场气,
 * 一场革命: chang2; 一场戏,
 * 这场撤退, 两场小组赛 chang3, as CPP writes them), also before 去 or a closing
 * particle (骂了我一场去了, 哭一场罢), and after 一大 (哭了一大场). */
static int counts_events(const int32_t *cp, size_t n, size_t i)
{
	size_t k = i >= 2 && cp[i - 1] == U'大' ? i - 1 : i;
	if (cp[i] != U'场' || k == 0 ||
	    !(pinyin_is_numeral(cp[k - 1]) || pinyin_in(cp[k - 1], "几这那")))
		return 0;
	if (i + 1 >= n || !utf8_is_han(cp[i + 1]) || pinyin_in(cp[i + 1], "去罢罷吧呢啊呀"))
		return 1; /* 哭了一场。 */
	return pinyin_in(cp[i + 1], "雨病梦空灾风雪祸难大官架酒虚误恶战气争革劫") &&
	       !(i + 2 < n && pinyin_in(cp[i + 2], "赛戏比"));
}

static int layered(const int32_t *cp, size_t n, size_t i)
{
	size_t first = i >= 1 && cp[i - 1] == U'重' ? i - 1 : i;
	return first + 1 < n && cp[first + 1] == U'重' && first >= 1 && utf8_is_han(cp[first - 1]) &&
	       (first + 2 >= n || !utf8_is_han(cp[first + 2]));
}

/* 相 before a verb of meeting or speaking is "each other" also inside the
 * lexicon's words, which the model reads xiang4 by the words around (答礼相问,
 * 以礼相还, 面面相看, 常相共处, 相跟在一起), and after a head that turns or
 * bows, where the lexicon read 首相, a premier (回首相看, 稽首相问). */
static int mutual(const int32_t *cp, size_t n, size_t i, const char (*syl)[8])
{
	int bowed = i >= 2 && cp[i - 1] == U'首' && pinyin_in(cp[i - 2], "回稽顿俯昂叩垂举翘搔");
	return cp[i] == U'相' && i >= 1 && i + 1 < n && !strcmp(syl[i], "xiang4") &&
	       utf8_is_han(cp[i - 1]) && (bowed || !pinyin_in(cp[i - 1], CONTEXT_NOT_MUTUAL)) &&
	       pinyin_in(cp[i + 1], "问照看见待识视对叙疑劝助扶持抗拒争斗让敬爱恋随伴陪送迎会约"
				    "告谈商望顾还报通连聚逢遇共呼敌跟妒体平");
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
 * "a quarrel" is jué); 捋 stroking a beard is lǚ (捋了捋胡子, 捋须; 捋袖子
 * is luō); 长 before a count of limbs grows or has them, zhǎng (我也长两只手,
 * 长着三条腿; 长两米 is long). */
static const char *body(const int32_t *cp, size_t n, size_t i)
{
	int32_t prev = i ? cp[i - 1] : 0, next = i + 1 < n ? cp[i + 1] : 0;
	if (cp[i] == U'长') {
		size_t k = i + 1 + (pinyin_in(next, "着了出") ? 1 : 0);
		if (k + 2 < n && pinyin_in(cp[k], "一两二三四五六几") && pinyin_in(cp[k + 1], "只条双对颗张") &&
		    near(cp, n, k + 2, "手脚腿眼耳角牙翅头嘴尾臂爪鼻"))
			return "zhang3";
	}
	if (cp[i] == U'折' && pinyin_in(prev, "打摔跌撅压碰踢") && near(cp, n, i + 1, "腿膊臂骨腰脚"))
		return "she2";
	if (cp[i] == U'折' && pinyin_in(prev, "腿膊臂骨腰脚") && pinyin_in(next, "了断"))
		return "she2";
	if (cp[i] == U'角' && prev == U'口' && pinyin_in(next, "边上旁流挂"))
		return "jiao3";
	if (cp[i] == U'捋' && near(cp, n, i + 1, "胡须鬚髯"))
		return "lv3";
	return NULL;
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
/* 地 right after a quoted sound word (“轰”地响了一声, “啪”地拉灭电灯,
 * “嘿嘿”地笑: an adverb's de5, 23 of 24 in 平凡的世界 and 红楼梦 read dì); not
 * after a quoted clause (“下雪了么？”地下婆娘们道). */
static int after_sound(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i] != 0x5730 || i < 3 || i + 1 >= n || !utf8_is_han(cp[i + 1]) ||
	    !pinyin_in(cp[i - 1], "”\"」"))
		return 0;
	size_t k = i - 1;
	while (k > 0 && utf8_is_han(cp[k - 1]) && i - k <= 5)
		k--;
	return k >= 1 && k < i - 1 && i - k <= 5 && pinyin_in(cp[k - 1], "“\"「");
}

/* A word of grammar, not of content: jieba's particles, conjunctions,
 * pronouns, numerals and measure words (对 著书, 向 著: prepositions take 着). */
static int function_word(unsigned char pos)
{
	return pos == LEXICON_PARTICLE || pos == LEXICON_CONJ ||
	       pos == LEXICON_PRONOUN || pos == LEXICON_NUMBER;
}

/* A syllable in -n, not -ng (tian1, ren2; not shang4). */
static int ends_in_n(const char *syl)
{
	size_t k = strlen(syl);
	return k >= 3 && syl[k - 2] == 'n';
}

/* 当 before 的一声 or 地一声 is a sound, dāng, also where the lexicon made 得当
 * of a complement's 得 and it (陡听得当的一声: ting1 de5 dang1). */
static int sounds_dang(const int32_t *cp, size_t n, size_t i)
{
	return i + 3 < n && cp[i] == U'当' && pinyin_in(cp[i + 1], "的地") && cp[i + 2] == U'一' &&
	       cp[i + 3] == U'声';
}

/* 教 standing alone: "teach", jiāo, before what is taught or nothing (教得歪心邪意,
 * 本村教！, 我爷教的, 谁要你教，); "let, make" (= 叫), jiào, before a person and
 * their going, knowing, feeling or being done to (教她走开, 教人知道, 教我悬了一夜心,
 * 教我再耐烦一年, 教他给你陪不是, 教我跟随, 教我替你们害臊, 教我往那里去), not their learning
 * (他教我游泳, 教我要诚实: the everyday reading, jiāo). */
static const char *teach_or_let(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	/* 你能教教我吗: jieba's word of a verb said twice, "teach", its second light,
	 * before whom it teaches (not 宗教教育; 千教万教教人 is the saying's) */
	size_t at = i >= 1 && cp[i - 1] == U'教' ? i - 1 : i; /* the pair's first */
	if (cp[i] == U'教' && at + 1 < n && cp[at + 1] == U'教' &&
	    (wflag[at] & 3) == PINYIN_WORD_START && (wflag[at + 1] & 3) == PINYIN_WORD_END &&
	    (at + 2 >= n || !utf8_is_han(cp[at + 2]) || pinyin_in(cp[at + 2], "我你他她咱大")))
		return at == i ? "jiao1" : "jiao5";
	/* the word 教会 before 了 or whom it teaches is "taught to master" (就教会了,
	 * 教会我做饭: jiāohuì); the church is jiàohuì (教会学校, 去教会) */
	if (cp[i] == U'教' && i + 2 < n && cp[i + 1] == U'会' &&
	    (wflag[i] & 3) == PINYIN_WORD_START && (wflag[i + 1] & 3) == PINYIN_WORD_END &&
	    pinyin_in(cp[i + 2], "了我你他她咱"))
		return "jiao1";
	/* jieba's 就教 "seek advice" (特来就教, 就教于方家) is 就 and 教 before what
	 * is taught or to whom (就教给他们, 他就教他写字) */
	int sought = cp[i] == U'教' && i >= 1 && cp[i - 1] == U'就' &&
		     (wflag[i] & 3) == PINYIN_WORD_END;
	if (sought && (i + 1 >= n || !utf8_is_han(cp[i + 1]) || pinyin_in(cp[i + 1], "于的者")))
		return NULL;
	const char *taught = sought ? "jiao1" : NULL;
	if (cp[i] != U'教' || ((wflag[i] & 3) != 3 && !sought) ||
	    (i >= 1 && pinyin_in(cp[i - 1], "的大翰进赐垂受")))
		return NULL; /* 请教, 劳教; 领世兄们的教, 领领大教, 先蒙翰教 "instruction" */
	if (i + 1 >= n || !utf8_is_han(cp[i + 1]) || pinyin_in(cp[i + 1], "得的吗呢吧呀"))
		return "jiao1";
	if (!pinyin_in(cp[i + 1], "我你他她人"))
		return taught;
	size_t k = i + 2 < n && cp[i + 2] == U'们' ? i + 3 : i + 2;
	if (k + 1 >= n || !utf8_is_han(cp[k + 1]))
		return taught; /* 在家怎么教你来？ may be "taught" */
	if (pinyin_in(cp[k], "走去来出进回站坐别再也又还哪知悬闷恶急害给带管留取见搬活半跟随受替往"))
		return "jiao4";
	/* fate or a warning lets them, whatever follows (偏教她有钱, 不可教他成亲) */
	if ((i >= 1 && pinyin_in(cp[i - 1], "偏别休莫")) ||
	    (i >= 2 && cp[i - 2] == U'不' && cp[i - 1] == U'可'))
		return "jiao4";
	return taught;
}

/* Whether 老子 or 庄子 ending at cp[i] is the philosopher or his book, zǐ, not a
 * father (你老子, 老子打你: lǎo·zi) or a farmstead (下庄子去, zhuāng·zi): in book marks
 * (《庄子》, 《庄子因》), quoted (老子曰, 庄子云), or joined to another master (孔子、老子,
 * 老子和庄子). */
static int philosopher(const int32_t *cp, size_t n, size_t i)
{
	static const char and[] = "、和与及";
	return (i >= 2 && cp[i - 2] == U'《') || (i + 1 < n && pinyin_in(cp[i + 1], "曰云")) ||
	       (i >= 4 && pinyin_in(cp[i - 2], and) && cp[i - 3] == U'子' &&
		pinyin_in(cp[i - 4], NAMES_MASTERS)) ||
	       (i + 3 < n && pinyin_in(cp[i + 1], and) && cp[i + 3] == U'子' &&
		pinyin_in(cp[i + 2], NAMES_MASTERS));
}

/* Whether 得 at cp[i], standing alone, comes before the word 多少. */
static int costs(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	return i + 2 < n && (wflag[i] & 3) == 3 && cp[i + 1] == U'多' && cp[i + 2] == U'少' &&
	       (wflag[i + 1] & 3) == PINYIN_WORD_START && (wflag[i + 2] & 3) == PINYIN_WORD_END;
}

/* Whether jieba's part of speech pos names a thing, a person or a place. */
static int names(unsigned char pos)
{
	return pos == LEXICON_NOUN || pos == LEXICON_NAME || pos == LEXICON_PLACE ||
	       pos == LEXICON_SPOT;
}

/* Whether 得 at cp[i], standing alone after a noun or a name of two characters or
 * more or after 者, wins what a word of one or two characters closing the clause
 * names (以仁德得民心, 刘备得荆州。, 得民心者得天下, 书生得剑): dé; after a verb, an
 * adjective or a noun of one character that may be either it is the complement
 * (吓得脸色发白, 气得问道, 病得胡涂). */
static int wins(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag,
		const unsigned char *pos)
{
	if ((wflag[i] & 3) != 3 || !(wflag[i - 1] & PINYIN_WORD_END) || i + 1 >= n ||
	    !((names(pos[i - 1]) && !(wflag[i - 1] & PINYIN_WORD_START)) || cp[i - 1] == U'者') ||
	    !names(pos[i + 1]))
		return 0;
	size_t end = i + 1; /* the won thing's last character */
	if ((wflag[i + 1] & 3) == PINYIN_WORD_START && i + 2 < n &&
	    (wflag[i + 2] & 3) == PINYIN_WORD_END)
		end = i + 2;
	else if ((wflag[i + 1] & 3) != 3)
		return 0;
	return end + 1 >= n || !utf8_is_han(cp[end + 1]) || pinyin_in(cp[end + 1], "者之");
}

/* Whether 得 at cp[i], standing alone after a subject of two characters or more
 * opening the clause, or one after 这 or 那 (a thing pointed at, not a predicate:
 * 气得跳), a noun or a name, comes before a verb of one character that closes it or
 * says where (老马得去, 孩子们得走了, 事情得办, 这钱得花在刀刃上): "must", děi. */
static int must_do(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag,
		   const unsigned char *pos)
{
	size_t s = i - 1; /* the subject's first character */
	while (s > 0 && !(wflag[s] & PINYIN_WORD_START))
		s--;
	if (s == i - 1 && s >= 1 && pinyin_in(cp[s - 1], "这那") && (wflag[s - 1] & 3) == 3)
		s--;
	if ((wflag[i] & 3) != 3 || !(wflag[i - 1] & PINYIN_WORD_END) || s == i - 1 ||
	    (s > 0 && utf8_is_han(cp[s - 1])) ||
	    (pos[i - 1] != LEXICON_NOUN && pos[i - 1] != LEXICON_NAME) || i + 1 >= n ||
	    (wflag[i + 1] & 3) != 3 || pos[i + 1] != LEXICON_VERB)
		return 0;
	return i + 2 >= n || !utf8_is_han(cp[i + 2]) || pinyin_in(cp[i + 2], "了吧啊呀在到");
}

/* 得 opening a clause before what must be done soon, or where one must go or
 * what one must use or pay (不好说，得回去解剖。 得赶紧走, 得用一百元, 得多少？): "must",
 * děi; else "get" (得了神通). */
static int must_first(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	if (i + 2 >= n)
		return 0;
	int32_t a = cp[i + 1], b = cp[i + 2];
	/* 用 opening a noun of use is gained, not used (得用户喜爱); 得用心, 得用力 use */
	int use_noun = (wflag[i + 1] & 3) == PINYIN_WORD_START &&
		       (wflag[i + 2] & 3) == PINYIN_WORD_END && pinyin_in(b, "户品处具途料度");
	return pinyin_in(a, "赶马先回走立") || (a == U'好' && b == U'好') || costs(cp, n, i, wflag) ||
	       (a == U'用' && b != U'的' && !use_noun) || /* 得用个骡子; 得用的人 is useful, dé */
	       (a == U'快' && pinyin_in(b, "点些走")) || (a == U'抓' && b == U'紧');
}

/* Whether cp[i] follows a doubled character (慢慢地, 疯疯魔魔地). */
static int after_doubled(const int32_t *cp, size_t i)
{
	return i >= 2 && cp[i - 1] == cp[i - 2] && utf8_is_han(cp[i - 1]);
}

/* Whether 升 stands earlier in cp[i]'s clause: a fall set against a rise. */
static int rise_before(const int32_t *cp, size_t i)
{
	for (size_t k = i; k > 0 && utf8_is_han(cp[k - 1]); k--)
		if (cp[k - 1] == U'升')
			return 1;
	return 0;
}

/* The last character of a word jieba lists and no dictionary reads (for 降,
 * also one standing alone), which the model reads by itself: 降 that falls, set
 * against a rise, from the sky or in a measure (不升反降, 稳中有降, 倾盆而降,
 * 压力降: jiàng, where the model had heard 投降 close clauses; 不战而降, 朱温降
 * surrender); in a word, 将 of a noun or an idiom, a general (败将, 精兵强将);
 * 只 after a numeral, the measure word (数千只, 十几只); 切 of feeling (情真意切);
 * 曲 of music (钢琴曲, 独奏曲, 畅想曲). */
static const char *unlisted_end(const int32_t *cp, size_t i, const unsigned char *wflag,
				const unsigned char *pos)
{
	if (!i || !(wflag[i] & PINYIN_WORD_END) || (wflag[i] & PINYIN_LISTED))
		return NULL;
	int32_t prev = cp[i - 1], prev2 = i >= 2 ? cp[i - 2] : 0;
	if (cp[i] == U'降' && (rise_before(cp, i) || pinyin_in(prev, "力坡温压") ||
			       (prev == U'而' && pinyin_in(prev2, "天空盆")) ||
			       (prev == U'有' && prev2 == U'中')))
		return "jiang4";
	if (wflag[i] & PINYIN_WORD_START)
		return NULL;
	if (cp[i] == U'将' && (pos[i] == LEXICON_NOUN || pos[i] == LEXICON_IDIOM))
		return "jiang4";
	if (cp[i] == U'只' && (pinyin_is_numeral(prev) || pinyin_in(prev, "几数百千万") ||
			       (prev == U'多' && pinyin_is_numeral(prev2))))
		return "zhi1";
	if (cp[i] == U'切' && pinyin_in(prev, "真意迫急恳深殷亲确"))
		return "qie4";
	if (cp[i] == U'曲' && pinyin_in(prev, "琴奏歌唱谱舞乐戏想"))
		return "qu3";
	return NULL;
}

/* 运气 ending at cp[i] moves one's qi, yùnqì, as 武侠 does (运气调息, 运气疗伤,
 * 运气于掌, 运气护住心脉, 运气之时, 暗暗运气, 连忙运气); luck is yùn·qi (运气真好,
 * 碰碰运气, 运气抵不过实力) */
static int moves_qi(const int32_t *cp, size_t n, size_t i)
{
	static const int32_t after[][2] = { { U'调', U'息' }, { U'疗', U'伤' }, { U'之', U'时' },
					    { U'之', U'际' }, { U'行', U'功' }, { U'抵', U'御' } };
	if (i >= 2 && pinyin_in(cp[i - 2], "暗忙膝"))
		return 1;
	if (i + 1 < n && pinyin_in(cp[i + 1], "于至护逼"))
		return 1;
	return context_pair_in(after, sizeof after / sizeof after[0], cp, n, i + 1);
}

/* Whether 高中 ending at cp[i] comes before a rank, 第…名, or 了 and one: came out
 * high in the examinations, gāo zhòng (高中第二十三名, 高中了第三名; 高中第一年 is school). */
static int ranked(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i] != U'中' || i < 1 || cp[i - 1] != U'高')
		return 0;
	size_t k = i + 1;
	if (k < n && cp[k] == U'了')
		k++;
	if (k >= n || cp[k] != U'第')
		return 0;
	while (++k < n && pinyin_is_numeral(cp[k]))
		;
	return k < n && k > i + 2 && cp[k] == U'名' && pinyin_is_numeral(cp[k - 1]);
}

/* 慢慢地道：“…”, 老老实实地道，“…”: whether 地 at cp[i] is an adverb's and
 * 道 after it "says" before a quote, where jieba read the word 地道
 * (authentic, a tunnel); not the 土地 (a god) who says (土地道：). */
static int adverb_then_says(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	return cp[i] == 0x5730 && i >= 1 && i + 2 < n && cp[i + 1] == U'道' &&
	       utf8_is_han(cp[i - 1]) && (wflag[i] & 3) == PINYIN_WORD_START /* 土地道： */ &&
	       !pinyin_in(cp[i - 1], "挖条的很真") &&
	       (pinyin_in(cp[i + 2], "：:“「") ||
		(i + 3 < n && pinyin_in(cp[i + 2], "，,") && pinyin_in(cp[i + 3], "“「")));
}

/* 正中 "hits squarely" (一箭正中他的胸口, 筷子一掷，正中钱老三手腕, 此话正中
 * 宝玉心事), not the middle (屋子正中摆着, 站在大厅正中, 正中央): whether 中
 * at cp[i] is before someone or what is hit, 正中 opening its clause or
 * after a weapon or words. */
static int hits_squarely(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i] != U'中' || i < 1 || cp[i - 1] != U'正' || i + 1 >= n || !utf8_is_han(cp[i + 1]) ||
	    pinyin_in(cp[i + 1], "央间心是有摆放挂坐站立的处部位"))
		return 0;
	return i < 2 || !utf8_is_han(cp[i - 2]) || pinyin_in(cp[i - 2], "箭刀剑枪拳掌石弹镖话言") ||
	       pinyin_in(cp[i + 1], "他她它我你其");
}

static const char *particle(const int32_t *cp, size_t n, size_t i, char (*syl)[8],
			    const unsigned char *wflag, const unsigned char *pos)
{
	if (!strcmp(syl[i], "na3") && context_plain_that(cp, n, i))
		return "na4"; /* 那一件 that points, not asks */
	int ends_word = wflag[i] & PINYIN_WORD_END;
	int han_before = i >= 1 && syl[i - 1][0], han_after = i + 1 < n && syl[i + 1][0];
	/* in jieba's words too: 高高地 (the model read di4), 两行, 几行; and
	 * where jieba read 地下, 地上 after the doubled word (疯疯魔魔地下了沟道,
	 * 慢慢地上了楼: the verb's full tone) */
	if (cp[i] == 0x5730 && after_doubled(cp, i) &&
	    (ends_word || ((wflag[i - 1] & PINYIN_WORD_END) && i + 1 < n &&
			   pinyin_in(cp[i + 1], "上下") && (wflag[i + 1] & 3) == PINYIN_WORD_END)))
		return "de5";
	/* heading a foreign name jieba lists (地拉, 地亚) right after a word of two
	 * characters or more: the adverb's 地 (兴奋地拉住, 热烈地拉谈) */
	if (cp[i] == 0x5730 && (wflag[i] & 3) == PINYIN_WORD_START && i >= 2 &&
	    (pos[i] == LEXICON_NAME || pos[i] == LEXICON_PLACE) &&
	    (wflag[i - 1] & 3) == PINYIN_WORD_END && utf8_is_han(cp[i - 2]))
		return "de5";
	if (pinyin_in(cp[i], "上下") && (wflag[i] & 3) == PINYIN_WORD_END && cp[i - 1] == 0x5730 &&
	    after_doubled(cp, i - 1) && (wflag[i - 2] & PINYIN_WORD_END))
		return cp[i] == U'上' ? "shang4" : "xia4";
	if ((ends_word && ranked(cp, n, i)) || hits_squarely(cp, n, i))
		return "zhong4";
	if (adverb_then_says(cp, n, i, wflag))
		return "de5";
	if (i >= 1 && adverb_then_says(cp, n, i - 1, wflag))
		return "dao4";
	/* a garrison's or the rebels' general, also where the lexicon read 将出
	 * (守将出城, 贼将程远志; 贼将他捆了, 看守将他押走 are 把) */
	if (cp[i] == U'将' && (wflag[i] & PINYIN_WORD_START) && han_before &&
	    (cp[i - 1] == U'贼' || (cp[i - 1] == U'守' && (wflag[i - 1] & 3) == 3)) &&
	    (!han_after || !pinyin_in(cp[i + 1], "他她它我你这那其至来到近欲要已")))
		return "jiang4"; /* closing a clause too: 关上守将。 */
	/* 上 of a place before those who hold it, where jieba made the verb 关上
	 * "close" (关上守将, 关上守军, 关上将士; 关上门 closes, 晚上 is a time) */
	if (cp[i] == U'上' && (wflag[i] & 3) == PINYIN_WORD_END && pos[i] != LEXICON_TIME &&
	    i + 2 < n &&
	    ((cp[i + 1] == U'守' && pinyin_in(cp[i + 2], "将军兵卒")) ||
	     (pinyin_in(cp[i + 1], "将军众诸") && pinyin_in(cp[i + 2], "士将兵卒"))))
		return "shang4";
	/* 一朝一代 is a dynasty, cháo, where the lexicon's 一朝 is "one day" */
	if (cp[i] == U'朝' && i >= 1 && cp[i - 1] == U'一' && i + 2 < n && cp[i + 1] == U'一' &&
	    cp[i + 2] == U'代')
		return "chao2";
	/* 一朝 "one day" where jieba glued 朝 to the verb after it (一朝拜入师门,
	 * 一朝着了魔); 统一朝鲜, 这一朝代 and the court's words (一朝臣, 朝廷) keep theirs.
	 * jieba's tags do not tell: 朝拜 is a place's, 朝着 a preposition */
	if (cp[i] == U'朝' && (wflag[i] & 3) == PINYIN_WORD_START && i >= 1 && i + 1 < n &&
	    cp[i - 1] == U'一' && (wflag[i - 1] & 3) == 3 &&
	    !pinyin_in(cp[i + 1], "代廷政野堂臣鲜服官中") &&
	    (i < 2 || !(pinyin_in(cp[i - 2], "这那哪每同第某") || pinyin_is_numeral(cp[i - 2]))))
		return "zhao1";
	if (cp[i] == U'子' && i >= 1 && pinyin_in(cp[i - 1], "老庄莊") &&
	    (wflag[i] & PINYIN_WORD_END) && philosopher(cp, n, i))
		return "zi3";
	/* 相爱乐 love and delight in each other, lè (两心相爱乐), past jieba's 爱乐 (乐团) */
	if (cp[i] == U'乐' && i >= 2 && cp[i - 1] == U'爱' && cp[i - 2] == U'相')
		return "le4";
	/* a courtesy name after 字 or 表字 opens with 子, zǐ (字子仪, 表字子龙) */
	if (cp[i] == U'子' && i >= 1 && cp[i - 1] == U'字' && han_after &&
	    ((wflag[i - 1] & 3) == 3 || (i >= 2 && pinyin_in(cp[i - 2], "表小"))) &&
	    !pinyin_in(cp[i + 1], "的了是也"))
		return "zi3";
	if (cp[i] == U'气' && i >= 1 && cp[i - 1] == U'运' && (wflag[i] & 3) == PINYIN_WORD_END &&
	    moves_qi(cp, n, i))
		return "qi4";
	/* jieba's 上将 "general" after a thing, before what is taken, is a place and 把
	 * (炉上将手烘暖, 襟上将黛玉所给的荷包, 席上将迎春); not an army's rank nor one
	 * likened (海军上将, 雄如上将, 上将军) */
	if (cp[i] == U'将' && ends_word && i >= 2 && cp[i - 1] == U'上' &&
	    (wflag[i - 1] & PINYIN_WORD_START) && utf8_is_han(cp[i - 2]) &&
	    (wflag[i - 2] & PINYIN_WORD_END) && han_after &&
	    !pinyin_in(cp[i - 2], "军軍级級如为為是的作任员員名位") &&
	    !pinyin_in(cp[i + 1], "军軍的之们們"))
		return "jiang1";
	/* jieba's 的哥 is a cabby, dī (一个的哥, 北京的哥, 热心的哥), but 的 and a
	 * brother after a pronoun, a name or a noun (想起我的哥, 兰香的哥) */
	if (cp[i] == U'的' && (wflag[i] & 3) == PINYIN_WORD_START && han_after &&
	    cp[i + 1] == U'哥' && (wflag[i + 1] & 3) == PINYIN_WORD_END) {
		int whose = han_before && (wflag[i - 1] & PINYIN_WORD_END) &&
			    (pos[i - 1] == LEXICON_PRONOUN || pos[i - 1] == LEXICON_NAME ||
			     pos[i - 1] == LEXICON_NOUN);
		return whose ? "de5" : "di1";
	}
	const char *r = unlisted_end(cp, i, wflag, pos);
	if (r)
		return r;
	if (after_sound(cp, n, i))
		return "de5";
	/* also where the lexicon's 行饭 (terra's xíngfàn) swallowed it: 吃这行饭 */
	if ((ends_word || (han_after && cp[i + 1] == U'饭')) && cp[i] == 0x884C && han_before &&
	    counts_lines(cp, n, i))
		return "hang2";
	/* 一行行排上去: rows */
	if (cp[i] == 0x884C && i >= 1 && i + 1 < n && cp[i + 1] == 0x884C &&
	    pinyin_is_numeral(cp[i - 1]))
		return "hang2";
	if (cp[i] == 0x884C && i >= 2 && cp[i - 1] == 0x884C && pinyin_is_numeral(cp[i - 2]))
		return "hang2";
	if (ends_word && counts_events(cp, n, i))
		return "chang2";
	/* 分儿 is 份儿, a share or a degree (只有倒气的分儿, 到了这个分儿: fènr) */
	if (ends_word && cp[i] == U'分' && han_after && cp[i + 1] == U'儿')
		return "fen4";
	/* 重 after a numeral counts layers (一重山坡, 两重在身, 几重白绵: chóng),
	 * also where the lexicon made a word of the two */
	if (ends_word && cp[i] == U'重' && han_before && han_after &&
	    (pinyin_is_numeral(cp[i - 1]) || pinyin_in(cp[i - 1], "几数")) &&
	    !pinyin_in(cp[i + 1], "量要大视点些了的"))
		return "chong2";
	/* 重重 closing a clause is layer on layer (灾难重重！, 困难重重。: chóng);
	 * 重重地打 is hard, zhòng */
	if (cp[i] == U'重' && layered(cp, n, i))
		return "chong2";
	/* 模 of A模A样 is mú as in 模样, also in jieba's words (有模有样, 人模人样,
	 * 装模装样) */
	if (cp[i] == U'模' && i >= 1 && i + 2 < n && cp[i + 1] == cp[i - 1] && cp[i + 2] == U'样' &&
	    utf8_is_han(cp[i - 1]))
		return "mu2";
	/* 都 "all" that the lexicon read as a capital (子都, 上都, 首都) */
	if (ends_word && cp[i] == U'都' && i >= 1 && (wflag[i - 1] & PINYIN_WORD_START) &&
	    pinyin_in(cp[i - 1], "上中子首武大下") && han_after &&
	    pinyin_in(cp[i + 1], "是不没有在要也已还点汪空会能就被"))
		return "dou1";
	/* 著, the old 着, glued to the noun after a verb (包 著书, 站 著作); not
	 * after a particle, a conjunction or an adverb (他的著作, 书名和著者, 很著名
	 * (jieba tags 很 zg), 并不著名: zhù) */
	if (cp[i] == U'著' && (wflag[i] & 3) == PINYIN_WORD_START && han_before &&
	    (wflag[i - 1] & 3) == 3 && !function_word(pos[i - 1]) &&
	    pos[i - 1] != LEXICON_ADVERB && !pinyin_in(cp[i - 1], "是有所很"))
		return "zhe5";
	/* 呢 closing a clause is the particle, also where the lexicon made cloth
	 * of it (种花呢，, 慈软呢，) */
	if (cp[i] == U'呢' && ends_word && !(wflag[i] & PINYIN_WORD_START) && !han_after)
		return "ne5";
	/* 哪 closing a clause after a syllable in -n is 啊 said there (天哪！,
	 * 人哪，: na); before a question mark it asks where (去哪？, 看哪？) */
	if (cp[i] == U'哪' && ends_word && han_before && !han_after && ends_in_n(syl[i - 1]) &&
	    !(i + 1 < n && (cp[i + 1] == U'？' || cp[i + 1] == '?')))
		return "na5";
	/* 倒 "contrary to expectation" where the lexicon read 倒会, a savings
	 * club, or 倒把, speculation (你倒会猜, 倒把李纨唬了一跳: dào), 倒把 opening a
	 * clause too (。倒把巧姐看得羞臊) */
	if (cp[i] == U'倒' && (wflag[i] & 3) == PINYIN_WORD_START && i + 2 < n &&
	    pinyin_in(cp[i + 1], "会把") && (wflag[i + 1] & PINYIN_WORD_END) &&
	    (han_before || cp[i + 1] == U'把') && utf8_is_han(cp[i + 2]))
		return "dao4";
	/* a verb's 将 before its complement, also where the lexicon read 飞将;
	 * 将 after an adverb is 把 or "will" where the lexicon read 将门 */
	if (ends_word && cp[i] == U'将' && han_before && i + 2 < n &&
	    context_complement(cp, i + 1, i + 3))
		return "jiang1";
	if (cp[i] == U'将' && (wflag[i] & PINYIN_WORD_START) && han_before &&
	    (wflag[i - 1] & PINYIN_WORD_END) && pinyin_in(cp[i - 1], "便就先又忙遂乃却已也都还才即再竟"))
		return "jiang1";
	if (cp[i] == U'为' &&
	    (for_the_sake(cp, n, i) || ((wflag[i] & 3) == 3 && for_whom(cp, n, i))))
		return "wei4";
	/* 为自得 closing a clause takes it as one's pride, wéi (婪取财货为自得, 颇为自得;
	 * the model read "for oneself") */
	if (cp[i] == U'为' && i + 2 < n && cp[i + 1] == U'自' && cp[i + 2] == U'得' &&
	    (i + 3 == n || !utf8_is_han(cp[i + 3])))
		return "wei2";
	/* 为何 closing a clause on a thing or a person asks what it is, also where
	 * the lexicon read the word 为何 "why" (不知为何物, 不知为何官: wéi); not
	 * what for (所为何来, 为何哭) */
	if (cp[i] == U'为' && i + 2 < n && cp[i + 1] == U'何' && pinyin_in(cp[i + 2], "物人官") &&
	    (i + 3 == n || !utf8_is_han(cp[i + 3])) && !(han_before && cp[i - 1] == U'所'))
		return "wei2";
	/* 为 opening a clause before a verb of two characters or more is "in order
	 * to" (为纪念他, 为解决这个问题: wèi) */
	if (cp[i] == U'为' && (wflag[i] & 3) == 3 && !han_before && i + 2 < n &&
	    (wflag[i + 1] & 3) == PINYIN_WORD_START && pos[i + 1] == LEXICON_VERB)
		return "wei4";
	/* 长了 before what grew is zhǎng (长了七八岁, 长了这么大, 长了威风); 夜长了,
	 * 胡子这么长了 at a clause's end and 时间长了就 are long */
	if (cp[i] == U'长' && (wflag[i] & PINYIN_WORD_START) && i + 2 < n && cp[i + 1] == U'了' &&
	    utf8_is_han(cp[i + 2]) && !pinyin_in(cp[i + 2], "就便也又才都自以") &&
	    !(han_before && pinyin_in(cp[i - 1], CONTEXT_DEGREE "么拉延伸加间天夜久")))
		return "zhang3";
	/* 倾倒 of rain or water pours, qīngdào (瓢泼似的倾倒下来; 玉山倾倒 topples) */
	if (cp[i] == U'倒' && i >= 1 && cp[i - 1] == U'倾')
		for (size_t k = i - 1; k-- > 0 && i - k <= 8 && utf8_is_han(cp[k]);)
			if (pinyin_in(cp[k], "雨水泼"))
				return "dao4";
	if (cp[i] == U'背' && i + 2 < n && cp[i + 1] == U'着') {
		const char *back = behind_or_carrying(cp, n, i + 2);
		if (back)
			return back;
	}
	/* 背上 before what is carried is a verb, bēi (背上包裹, 背上他就走; 他的背上有伤,
	 * 背上全是汗: the back) */
	if (cp[i] == U'背' && i + 2 < n && cp[i + 1] == U'上' &&
	    pinyin_in(cp[i + 2], "包行书枪弓箭篓筐袋孩娃他她我你柴药粮刀剑琴褡") &&
	    !(han_before && pinyin_in(cp[i - 1], "的脊后")))
		return "bei1";
	/* 长出一口气 is a long breath (cháng), where 长出 is otherwise grows (zhǎng) */
	if (cp[i] == U'长' && i + 1 < n && cp[i + 1] == U'出' && near(cp, n, i + 2, "气"))
		return "chang2";
	if (cp[i] == U'转' && (near(cp, n, i + 1, "圈") || spins(cp, n, i, wflag)))
		return "zhuan4";
	/* 铺 spreading, as it does standing alone, where jieba glued it to 上 or
	 * 下 as a bunk (地上铺着, 床上铺满) or 上 to it (铺上一块布) */
	if (pinyin_in(cp[i], "铺舖鋪") &&
	    ((wflag[i] & PINYIN_WORD_START) || (han_before && pinyin_in(cp[i - 1], "上下"))) &&
	    context_spreads(cp, n, i))
		return "pu1";
	/* 乘 after a numeral closing a clause or before 之, 车, 马 counts chariots,
	 * shèng (不下百余十乘, 千乘之家); 三乘四 multiplies */
	if (cp[i] == U'乘' && i >= 1 && pinyin_is_numeral(cp[i - 1]) &&
	    (!han_after || pinyin_in(cp[i + 1], "之车马")))
		return "sheng4";
	/* 二乘三 multiplies, though jieba has 二乘 (two vehicles, èrshèng) */
	if (cp[i] == U'乘' && i >= 1 && han_after && pinyin_is_numeral(cp[i - 1]) &&
	    pinyin_is_numeral(cp[i + 1]))
		return "cheng2";
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
	/* terra's cheng4 for 称 is Taiwan's chèn, "to fit" (名不称实, 衣不称身, 偏不称我的
	 * 意); the Mainland's chèng is the steelyard, written 秤.  Before whom it names
	 * it calls, chēng (不称他为, 不称其为) */
	if (cp[i] == U'称' && !strcmp(syl[i], "cheng4"))
		return han_after && pinyin_in(cp[i + 1], "他她其我你之为") &&
			       !(i + 2 < n && cp[i + 2] == U'的')
			       ? "cheng1"
			       : "chen4";
	/* 头发 "hair", tóu·fa, that jieba cut as 梳头 发 or 头 发抖 (梳头发, 整齐的头发抖弄得) */
	if (cp[i] == U'发' && i >= 2 && cp[i - 1] == U'头' &&
	    (cp[i - 2] == U'梳' || (cp[i - 2] == U'的' && i + 1 < n && cp[i + 1] == U'抖')))
		return "fa5";
	if (sounds_dang(cp, n, i))
		return "dang1";
	if (cp[i] == U'得' && sounds_dang(cp, n, i + 1))
		return "de5";
	if (left_behind(cp, n, i))
		return "la4";
	if (cp[i] == U'卷' && counts_rolls(cp, n, i))
		return "juan3";
	const char *counted = counts_over(cp, n, i);
	if (counted)
		return counted;
	const char *taught = teach_or_let(cp, n, i, wflag);
	if (taught)
		return taught;
	/* 下子 after a count is the measure's light suffix, as in 一下子 and 两下子
	 * (打了几下子, 拍了三下子); not 子孙 after it */
	if (cp[i] == U'子' && i >= 2 && cp[i - 1] == U'下' &&
	    (pinyin_is_numeral(cp[i - 2]) || pinyin_in(cp[i - 2], "几幾兩")) &&
	    !(han_after && pinyin_in(cp[i + 1], "弟孙孫女嗣")))
		return "zi5";
	/* the noun suffix 子 after a noun of two characters that the lexicon
	 * does not list with it (汗巾 子, 媳妇 子, 门槛 子: ·zi), or after a ridge
	 * jieba calls a place (冈 子, 山冈 子, 黄土岗 子) */
	int ridge = i >= 1 && pos[i - 1] == LEXICON_PLACE && pinyin_in(cp[i - 1], "冈岗");
	if (cp[i] == U'子' && (wflag[i] & 3) == 3 && ridge)
		return "zi5";
	if (cp[i] == U'子' && (wflag[i] & 3) == 3 && i >= 2 &&
	    (wflag[i - 1] & 3) == PINYIN_WORD_END && (wflag[i - 2] & 3) == PINYIN_WORD_START &&
	    pos[i - 1] == LEXICON_NOUN &&
	    !pinyin_in(cp[i - 1], "生荫") && /* 双生子, 成荫子满枝: a son, seeds */
	    !(han_after && pinyin_in(cp[i + 1], "弟孙女嗣满媳")))
		return "zi5";
	/* ... and after a noun of one character standing alone (襟子上: ·zi);
	 * not a son, a master or a seed (孔子, 父子, 瓜子) */
	if (cp[i] == U'子' && (wflag[i] & 3) == 3 && i >= 1 && (wflag[i - 1] & 3) == 3 &&
	    pos[i - 1] == LEXICON_NOUN &&
	    !pinyin_in(cp[i - 1], "男女孔孟老庄墨荀君父母妻儿孙弟王太世公侯才天赤学士游逆长嫡庶独爱养义双犬"
				  "臣民人僧妃夫兄姐嫂侄甥婿婆子瓜莲种蚕虾鱼卵责训教育生内奴硝") &&
	    !(han_after && pinyin_in(cp[i + 1], "弟孙女嗣满媳")))
		return "zi5";
	/* the lexicon's 得出 "conclude" after a verb standing alone is the
	 * complement's 得 (听得出神, 看得出来: de) */
	if (cp[i] == U'得' && (wflag[i] & 3) == PINYIN_WORD_START && han_after &&
	    cp[i + 1] == U'出' && (wflag[i + 1] & PINYIN_WORD_END) && han_before &&
	    (wflag[i - 1] & 3) == 3 && pos[i - 1] == LEXICON_VERB)
		return "de5";
	/* 没收 before what is taken confiscates (没收了你的书: mò; 还没收呢 not
	 * yet); 搁得住 bears, and the old vernacular's 搁的住 (gé; 搁得太久 puts) */
	if (cp[i] == U'没' && han_after && cp[i + 1] == U'收' && i + 2 < n &&
	    pinyin_in(cp[i + 2], "了的过农他她你我其财家所公全"))
		return "mo4";
	if (cp[i] == U'搁' && i + 2 < n && pinyin_in(cp[i + 1], "得的") && cp[i + 2] == U'住')
		return "ge2";
	/* 喝一声 shouts, hè (喝一口 drinks), 应一声 answers, yìng; 把禅杖一抡， swings, lūn */
	if (cp[i] == U'喝' && i + 2 < n && cp[i + 1] == U'一' && cp[i + 2] == U'声')
		return "he4";
	if (cp[i] == U'应' && (wflag[i] & 3) == 3 && i + 2 < n && cp[i + 1] == U'一' &&
	    cp[i + 2] == U'声') /* not 答应一声, dā·ying */
		return "ying4";
	if (cp[i] == U'抡' && han_before && cp[i - 1] == U'一' && !han_after)
		return "lun1";
	/* the cypress (松柏林, 之柏, 柏叶, 灵柏香: bǎi), where the model read Berlin's bó;
	 * 黄柏, a medicine, is bò; a word it opens after 的 is a name (的柏林, 的柏拉图:
	 * bó; 松柏林 stays) */
	if (cp[i] == U'柏' && ((han_before && pinyin_in(cp[i - 1], "松翠苍古之的") &&
				(cp[i - 1] != U'的' || (wflag[i] & 3) != PINYIN_WORD_START)) ||
			       (han_after && pinyin_in(cp[i + 1], "叶树香枝木油子"))))
		return "bai3";
	/* 猫 bends the back, máo (猫着腰, 把腰猫下, 猫腰: 现代汉语词典's 〈方〉
	 * máo), where the cat is māo */
	if (cp[i] == U'猫' && ((han_before && cp[i - 1] == U'腰') ||
			       (han_after && cp[i + 1] == U'腰') ||
			       (i + 2 < n && pinyin_in(cp[i + 1], "着下了") && cp[i + 2] == U'腰')))
		return "mao2";
	/* 数 before asking, sending or remonstrating is "again and again", shuò
	 * (宝玉数问不答, 又复数遣侍儿, 数谏: 现代汉语词典 〈书〉), not 数问题 */
	if (cp[i] == U'数' && han_after && pinyin_in(cp[i + 1], "问遣谏召") &&
	    !(i + 2 < n && cp[i + 2] == U'题'))
		return "shuo4";
	/* a sound word's 喇 (呼喇喇, 唰喇喇, 哗喇: lā; 喇叭, 喇嘛 lǎ) */
	if (cp[i] == U'喇' && ((han_before && pinyin_in(cp[i - 1], "呼唿唰哗忽刷喇")) ||
			       (han_after && cp[i + 1] == U'喇')))
		return "la1";
	/* 槛内, 槛外: inside or outside the threshold, kǎn (槛外人, 槛内是各女眷) */
	if (cp[i] == U'槛' && han_after && pinyin_in(cp[i + 1], "内外"))
		return "kan3";
	/* 一干 after 的, 等, 这 … is "the whole lot of" (看园子的一干人, 莺儿等一干人:
	 * gān), not 干 "do" (一干就是十年) */
	if (cp[i] == U'干' && i >= 2 && cp[i - 1] == U'一' && pinyin_in(cp[i - 2], "的等这那有") &&
	    han_after && !pinyin_in(cp[i + 1], "二就了起活脆完"))
		return "gan1";
	/* 还报了警, 还报了案: "also reported", hái, where jieba made 还报 "repays" a
	 * word (还报了灌溉之恩 repays, huán) */
	if (cp[i] == U'还' && i + 2 < n && cp[i + 1] == U'报' &&
	    (pinyin_in(cp[i + 2], "警案") ||
	     (i + 3 < n && cp[i + 2] == U'了' && pinyin_in(cp[i + 3], "警案名"))))
		return "hai2";
	/* A倒不A concedes, dào, also where the lexicon read 难倒 "baffles"
	 * (难倒不难, 贵倒不贵) */
	if (cp[i] == U'倒' && i >= 1 && i + 2 < n && utf8_is_han(cp[i - 1]) && cp[i + 1] == U'不' &&
	    cp[i + 2] == cp[i - 1])
		return "dao4";
	/* jieba's 一边倒 "one-sided" in 一边X一边Y pours, dào (一边倒一边说, 一边倒，一边笑) */
	if (cp[i] == U'倒' && i >= 2 && cp[i - 2] == U'一' && cp[i - 1] == U'边')
		for (size_t k = i + 1; k + 1 < n && k <= i + 12 && !pinyin_in(cp[k], "。！？；");
		     k++)
			if (cp[k] == U'一' && cp[k + 1] == U'边')
				return "dao4";
	const char *limb = body(cp, n, i);
	if (limb)
		return limb;
	/* any other 角 is a corner, a horn or a dime, jiǎo, but in the words of a
	 * role or a contest (角色, 主角, 配角, 角逐, 角口, 角起口来; 宫商角徵),
	 * where the model, trained on 的角色, read 的角度, 和触角, 这个角 jué; its
	 * syllable only, not its tone (菱角 líng·jiao) */
	if (cp[i] == U'角' && !(han_before && cp[i - 1] == U'口')) {
		int role = (han_before && pinyin_in(cp[i - 1], "主配名丑旦")) ||
			   (han_after && pinyin_in(cp[i + 1], "色逐斗力抵徵口")) ||
			   (i + 2 < n && pinyin_in(cp[i + 1], "起了") && cp[i + 2] == U'口');
		if (role != !strncmp(syl[i], "jue", 3))
			return role ? "jue2" : "jiao3";
	}
	if (cp[i] == U'吐' && vomits(cp, n, i, wflag))
		return "tu4";
	/* 一晃 seen passing by flashes, huǎng (眼前一晃, 人影一晃, 一晃而过, 一晃就不见了:
	 * 现代汉语词典's 很快地闪过); a body that sways (身子一晃) and time that
	 * passes (一晃十年) are left to the model */
	if (cp[i] == U'晃' && i >= 2 && cp[i - 1] == U'一' &&
	    (pinyin_in(cp[i - 2], "前外影") || (i + 1 < n && cp[i + 1] == U'而') ||
	     vanishes(cp, n, i + 1)))
		return "huang3";
	r = context_everyday_use(cp, n, i, wflag);
	if (r || (wflag[i] & 3) != 3)
		return r; /* the rules below are for a character standing alone */
	if (pours(cp, n, i, wflag, pos))
		return "dao4";
	if (cp[i] == U'还' && repays(cp, n, i))
		return "huan2";
	if (cp[i] == U'化' && spends(cp, n, i))
		return "hua1";
	if ((r = context_alone_use(cp, n, i, pos)) || (r = context_adverb_use(cp, n, i)))
		return r;
	/* “着！” alone is a hit, zháo (水浒's 喝一声：“着！”; this “着”字 is the word) */
	if (cp[i] == U'着' && !han_before && i + 1 < n && pinyin_in(cp[i + 1], "！!"))
		return "zhao2";
	/* a clause's first 着 orders someone (，着人去请, 着茗烟去: zhuó), or
	 * catches (着了风, 着什么忙: zháo); never the particle.  Only after a
	 * clause's punctuation: □着鞋 lost its verb, a quoted “着”的 is the particle */
	if (cp[i] == U'着' && han_after && cp[i + 1] != U'的' &&
	    (i == 0 || pinyin_in(cp[i - 1], "，。！？；：、“‘「『》\"`' \u3000")))
		return pinyin_in(cp[i + 1], "了什火凉迷急慌忙") ? "zhao2" : "zhuo2";
	/* 吐 with blood just after it vomits (吐的鲜血, 吐了一口血: tù) */
	if (cp[i] == U'吐' && han_after && near(cp, n, i + 1, "血"))
		return "tu4";
	/* a clause's first word: 得了神通, 得清凉 */
	if (cp[i] == U'得' && !han_before && han_after)
		return must_first(cp, n, i, wflag) ? "dei3" : "de2";
	if (cp[i] == U'啊' && !han_before)
		return "a4"; /* an interjection opening a clause: 啊，原来如此 (as CPP) */
	if (cp[i] == U'咳' && !han_before && !han_after)
		return "hai1"; /* the interjection: “咳，我倒…” (咳嗽 coughs) */
	if (!han_before || !han_after)
		return NULL;
	/* an adverb's 地 leads to its verb: 繁华地、 is a place; an adverb in 然
	 * too where the lexicon split it (呼然 地再一次涌到); after a measure word
	 * it is ground (一方地), but 大方地 is "generously" */
	/* before 和 "with", standing alone after a word that is no adverb
	 * (热情地和他握手, 愉快地和少平: not 大凡地和人, 土地和乡亲) */
	int with = cp[i + 1] == U'和' && (wflag[i] & 3) == 3 && pos[i - 1] != LEXICON_ADVERB;
	if (cp[i] == 0x5730 && i >= 2 &&
	    (!pinyin_in(cp[i - 1], "块片亩里处方些种") || (cp[i - 1] == U'方' && cp[i - 2] == U'大')) &&
	    /* 天不怕地不怕, 心地纯良 */
	    (with || !pinyin_in(cp[i + 1], "不净文滑和土陷的藏亩有清纯阔住契租")) &&
	    (!(wflag[i - 1] & PINYIN_WORD_START) || cp[i - 1] == cp[i - 2] ||
	     (cp[i - 1] == U'然' && utf8_is_han(cp[i - 2]))))
		return "de5";
	/* 头也不抬地说, 一眼也没看地走了: 地 after 也不/也没 and a verb */
	if (cp[i] == 0x5730 && i >= 3 && cp[i - 3] == U'也' && pinyin_in(cp[i - 2], "不没") &&
	    utf8_is_han(cp[i - 1]) && (wflag[i - 1] & 3) == 3)
		return "de5";
	if (cp[i] == 0x5F97 && cp[i + 1] == 0x4E86 && (wflag[i + 1] & PINYIN_WORD_END))
		return "de2"; /* not 急得 了不得 */
	/* after 新, 刚 or an adverb, 得 before 的 is got (新得的玉如意, 刚得的消息);
	 * after a verb it can be done (偷得的么？) */
	if (cp[i] == U'得' && cp[i + 1] == U'的' && !(i + 2 < n && cp[i + 2] == U'确') &&
	    (pos[i - 1] == LEXICON_ADVERB || pinyin_in(cp[i - 1], "新刚初")))
		return "de2";
	if (cp[i] == U'得' &&
	    (pinyin_in(cp[i - 1], "才方始乃") || context_old_which(cp, n, i - 1, wflag, pos)))
		return "de2"; /* 才得相聚, 那得财物与他？ "could" */
	/* the classical 复 "again" and 遂 "thereupon" standing alone: 复得雨露滋养, 遂得脱却
	 * (恢复得很快 is the complement) */
	if (cp[i] == U'得' && pinyin_in(cp[i - 1], "复遂") && (wflag[i - 1] & 3) == 3)
		return "de2";
	/* after 何, 岂, 焉, 怎 "how could", dé (如何得看着自己, 何得带累于她, 岂得羁縻);
	 * after 无论如何 "must", děi */
	if (cp[i] == U'得' && pinyin_in(cp[i - 1], "何岂豈焉怎"))
		return i >= 3 && cp[i - 2] == U'如' && pinyin_in(cp[i - 3], "论論管") ? "dei3" : "de2";
	if (cp[i] == U'得' && attains(cp, n, i))
		return "de2";
	if (cp[i] == U'得' && strcmp(syl[i - 1], "huan2") == 0)
		return "de5"; /* 还得起债: the complement's ·de, as in 还不起 */
	/* after a time or a name, before 多, "must": 今儿个得多拉几趟, 今天得多少钱
	 * (after a verb or an adjective it compares: 好得多, 见得多了) */
	if (cp[i] == U'得' && cp[i + 1] == U'多' && (wflag[i] & PINYIN_WORD_START) &&
	    (pos[i - 1] == LEXICON_TIME || pos[i - 1] == LEXICON_NAME))
		return "dei3";
	/* 这 before it is what must be done or paid (这得等很长时间, 这得千儿八百) */
	if (cp[i] == 0x5F97 && pinyin_in(cp[i - 1], "我你他她它们咱俺也就还总都可又须必这"))
		return pinyin_in(cp[i - 1], "我你他她它们咱俺都可又") && obtains(cp, n, i) ? "de2"
											   : "dei3";
	/* before 多少, what it must cost or take (不知得多少谢媒钱, 一口猪得多少粮, 那得多少钱);
	 * after a verb of one character, how much was done (不论写得多少) */
	if (cp[i] == U'得' && costs(cp, n, i, wflag) &&
	    !((wflag[i - 1] & 3) == 3 && pos[i - 1] == LEXICON_VERB))
		return "dei3";
	if (cp[i] == U'得' && wins(cp, n, i, wflag, pos))
		return "de2";
	if (cp[i] == U'得' && must_do(cp, n, i, wflag, pos))
		return "dei3";
	return NULL;
}

/* 假 set against 真 is false, jiǎ, not a leave (jià): in 真X假X (真病假病, where
 * jieba made the word 病假 "sick leave"), or standing alone after a 真 of its own
 * in the clause (真亦假, 真胜假, 真即是假); not 真的请假了. */
static void false_against_true(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 1; i < n; i++) {
		if (cp[i] != U'假' || !strcmp(syl[i], "jia3"))
			continue;
		int pair = i >= 2 && i + 1 < n && cp[i - 2] == U'真' && cp[i + 1] == cp[i - 1];
		int against = 0, alone = (wflag[i] & 3) == 3;
		for (size_t k = i; alone && k > 0 && k + 5 > i && utf8_is_han(cp[k - 1]); k--)
			against |= cp[k - 1] == U'真' && (wflag[k - 1] & 3) == 3;
		if (pair || against)
			context_spoken_as(syl, wflag, i, "jia3");
	}
}

static void particles(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		      const unsigned char *pos)
{
	for (size_t i = 0; i < n; i++) {
		if ((wflag[i] & PINYIN_SURE) || !syl[i][0])
			continue;
		const char *r = context_old_which(cp, n, i, wflag, pos)
					? "na3"
					: particle(cp, n, i, syl, wflag, pos);
		if (r)
			context_spoken_as(syl, wflag, i, r);
	}
}

void context_fix(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		 const unsigned char *pos)
{
	false_against_true(cp, n, syl, wflag);
	particles(cp, n, syl, wflag, pos);
	context_light(cp, n, syl, wflag, pos);
}
