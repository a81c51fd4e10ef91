/* context_light.c - the neutral tones and aspect readings the words around
 * tell (a complement after a verb, 过 of experience, 着 and 着了, doubled
 * verbs, 不 in a potential complement), exceptions to the PSC's neutral
 * words (实在 "really", 人家 a household, 端详 "details"), 利害 as 厉害, and the small
 * helpers the other context files share. */
#include "reading/context_parts.h"

#include "reading/lexicon.h"
#include "reading/pinyin.h"
#include "base/utf8.h"

#include <string.h>

/* Syllable i read as py and spoken with its tone, not lightened. */
void context_spoken_as(char (*syl)[8], unsigned char *wflag, size_t i, const char *py)
{
	pinyin_set(syl, i, py);
	wflag[i] &= (unsigned char)~PINYIN_NEUTRAL;
}

/* A verb or an adjective (jieba's tag of its word) at cp[i]. */
int context_verb_at(const unsigned char *pos, size_t n, size_t i)
{
	return i < n && (pos[i] == LEXICON_VERB || pos[i] == LEXICON_ADJ);
}

/* Whether cp[k] and cp[k + 1] spell one of the COUNT two-character PAIRS. */
int context_pair_in(const int32_t (*pairs)[2], size_t count, const int32_t *cp, size_t n,
		    size_t k)
{
	if (k + 1 >= n)
		return 0;
	for (size_t w = 0; w < count; w++)
		if (cp[k] == pairs[w][0] && cp[k + 1] == pairs[w][1])
			return 1;
	return 0;
}

/* The words of a directional complement (卷起来, 走进去, 拿出来). */
int context_complement(const int32_t *cp, size_t b, size_t e)
{
	static const int32_t words[][2] = {
		{ U'起', U'来' }, { U'下', U'来' }, { U'上', U'来' }, { U'过', U'来' },
		{ U'出', U'来' }, { U'进', U'来' }, { U'回', U'来' }, { U'开', U'来' },
		{ U'下', U'去' }, { U'上', U'去' }, { U'过', U'去' }, { U'出', U'去' },
		{ U'进', U'去' }, { U'回', U'去' }
	};
	return e - b == 2 && context_pair_in(words, sizeof words / sizeof words[0], cp, e, b);
}

/* Whether cp[b..] counts times: a number (一, 两三, 几, 好几, 数) and 遍, 次,
 * 回, 趟 or 番. */
static int times(const int32_t *cp, size_t n, size_t b)
{
	size_t k = b;
	while (k < n && k < b + 3 && (pinyin_is_numeral(cp[k]) || pinyin_in(cp[k], "几数好")))
		k++;
	return k > b && k < n && pinyin_in(cp[k], "遍次回趟番");
}

/* 借过一下 (excuse me, let me pass): a 过 before 一下 is passing, no
 * experience. */
static int passes_briefly(const int32_t *cp, size_t n, size_t i)
{
	return i + 2 < n && cp[i + 1] == U'一' && cp[i + 2] == U'下';
}

/* 过 after 能, 能够 or 可以 is the verb it allows, guò (日子能过了, 能过上好日子,
 * 可以过河), not the 过 of experience. */
static int after_modal(const int32_t *cp, size_t b)
{
	return cp[b - 1] == U'能' ||
	       (b >= 2 && ((cp[b - 2] == U'能' && cp[b - 1] == U'够') ||
			   (cp[b - 2] == U'可' && cp[b - 1] == U'以')));
}

/* 过去 at cp[b] after a verb that is the past, not a complement: after 是 (不再是过去的
 * 他, not 算是过去了) or a verb ending in 到 (恢复到过去), or before 的 and a noun
 * (揪住过去的一些事, 计较过去的那些, 提过去的事; 走过去的时候 goes over). */
static int the_past(const int32_t *cp, size_t n, size_t b)
{
	if (b == 0 || b + 1 >= n || cp[b] != U'过' || cp[b + 1] != U'去')
		return 0;
	if (cp[b - 1] == U'到' || (cp[b - 1] == U'是' && !(b + 2 < n && cp[b + 2] == U'了')))
		return 1;
	return b + 3 < n && cp[b + 2] == U'的' && utf8_is_han(cp[b + 3]) && cp[b + 3] != U'时';
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
		if ((e == b && cp[b] == U'过' && !(b + 1 < n && pinyin_in(cp[b + 1], "来去")) &&
		     !passes_briefly(cp, n, b) && !after_modal(cp, b)) ||
		    (context_complement(cp, b, e + 1) && !the_past(cp, n, b)))
			wflag[e] |= PINYIN_NEUTRAL;
	}
	/* ... and where jieba glued the verb to the complement's first syllable
	 * (走进 来, 钻进 去, 说起 来) */
	for (size_t i = 2; i < n; i++)
		if ((wflag[i] & 3) == 3 && !(wflag[i] & PINYIN_SURE) && syl[i][0] &&
		    (wflag[i - 1] & 3) == PINYIN_WORD_END &&
		    (wflag[i - 2] & 3) == PINYIN_WORD_START && pos[i - 2] == LEXICON_VERB &&
		    context_complement(cp, i - 1, i + 1))
			wflag[i] |= PINYIN_NEUTRAL;
	/* ... and after the verb's 了 (走了进来, 冲了过来, 醒了过来); not 了过去, as
	 * often the past (想起了过去) */
	for (size_t b = 2; b + 1 < n; b++)
		if (cp[b - 1] == U'了' && (wflag[b - 1] & PINYIN_WORD_END) &&
		    pos[b - 2] == LEXICON_VERB && (wflag[b] & PINYIN_WORD_START) &&
		    (wflag[b + 1] & PINYIN_WORD_END) && !(wflag[b + 1] & PINYIN_SURE) &&
		    syl[b + 1][0] && context_complement(cp, b, b + 2) &&
		    !(cp[b] == U'过' && cp[b + 1] == U'去'))
			wflag[b + 1] |= PINYIN_NEUTRAL;
	/* ... also after the verbs that take it where the lexicon made a word of
	 * the two (看过, 去过, 受过: terra's guò) or jieba tagged the verb
	 * otherwise (上 过 学, 问 过 安, 沾 过光, 革过一革, 化过纸) or glued the adverb
	 * before to the verb (还说 过, 又来 过); not 经过, 通过, 不过, nor 来过年, 看过不了几天
	 * (说过不止一次, 吃过不少苦 are of experience) */
	for (size_t i = 1; i < n; i++) {
		if (cp[i] != U'过' || (wflag[i] & PINYIN_SURE) ||
		    !pinyin_in(cp[i - 1], "看去来上用问出受吃见听说做作到住学读念写试尝想打求回"
					  "骑坐玩有哭笑病爱恨杀偷送给借教帮救犯当干办喝睡闹吵沾占革化"
					  "捡买卖养种练骗骂演唱画拍"))
			continue;
		int glued = (wflag[i] & 3) == PINYIN_WORD_END &&
			    (wflag[i - 1] & 3) == PINYIN_WORD_START;
		int apart = (wflag[i] & 3) == 3 && (wflag[i - 1] & 3) == 3;
		int adverb_glued = i >= 2 && (wflag[i] & 3) == 3 &&
				   (wflag[i - 1] & 3) == PINYIN_WORD_END &&
				   (wflag[i - 2] & 3) == PINYIN_WORD_START &&
				   pinyin_in(cp[i - 2], "还又也都曾已");
		int much = i + 2 < n && cp[i + 1] == U'不' && pinyin_in(cp[i + 2], "止少");
		if ((glued || apart || adverb_glued) && !passes_briefly(cp, n, i) &&
		    (much || !(i + 1 < n && pinyin_in(cp[i + 1], "来去年节不得"))))
			wflag[i] |= PINYIN_NEUTRAL;
	}
	/* ... and after any word, before how many times (温理过几遍, 戒饬过几次,
	 * 从未来过一次: jieba's time 未来 after 从, 尚 or 并 is 未 来); not after a time
	 * or an adverb (每年过一次, 再过一回, 才过两次) */
	for (size_t i = 1; i + 1 < n; i++)
		if (cp[i] == U'过' && (wflag[i] & 3) == 3 && !(wflag[i] & PINYIN_SURE) &&
		    utf8_is_han(cp[i - 1]) &&
		    (pos[i - 1] != LEXICON_TIME ||
		     (i >= 3 && cp[i - 2] == U'未' && cp[i - 1] == U'来' &&
		      pinyin_in(cp[i - 3], "从尚并"))) &&
		    pos[i - 1] != LEXICON_ADVERB && !pinyin_in(cp[i - 1], "再又每年月天日才刚没不") &&
		    times(cp, n, i + 1))
			wflag[i] |= PINYIN_NEUTRAL;
	/* ... and after a word jieba calls a noun for its verbal use (工作, 研究,
	 * 商量: its vn and n), where the clause or a 的 follows (都工作过，
	 * 研究过的): a noun itself is not passed by (石桥 is a place, 风 one
	 * syllable) */
	for (size_t i = 2; i < n; i++)
		if (cp[i] == U'过' && (wflag[i] & 3) == 3 && !(wflag[i] & PINYIN_SURE) &&
		    (wflag[i - 1] & PINYIN_WORD_END) && !(wflag[i - 1] & PINYIN_WORD_START) &&
		    pos[i - 1] == LEXICON_NOUN &&
		    (i + 1 == n || !utf8_is_han(cp[i + 1]) || cp[i + 1] == U'的'))
			wflag[i] |= PINYIN_NEUTRAL;
	/* 没过 before a stretch of time passes it (没过几天, 没过多少时间: guò) */
	for (size_t i = 1; i + 1 < n; i++)
		if (cp[i] == U'过' && cp[i - 1] == U'没' && !(wflag[i] & PINYIN_SURE) &&
		    (pinyin_is_numeral(cp[i + 1]) || pinyin_in(cp[i + 1], "几多半")))
			wflag[i] &= (unsigned char)~PINYIN_NEUTRAL;
	/* 不用过 is "needn't go over" (不用过我们那边去: guò), not "has not used" */
	for (size_t i = 2; i < n; i++)
		if (cp[i] == U'过' && cp[i - 1] == U'用' && cp[i - 2] == U'不' &&
		    !(wflag[i] & PINYIN_SURE))
			wflag[i] &= (unsigned char)~PINYIN_NEUTRAL;
	/* 眼看 "soon" before 过了 passes (眼看过了二十岁: guò); not seen with
	 * one's own eyes (亲眼看过了, 一眼看过了) */
	for (size_t i = 2; i + 1 < n; i++)
		if (cp[i] == U'过' && cp[i + 1] == U'了' && cp[i - 1] == U'看' && cp[i - 2] == U'眼' &&
		    !(wflag[i] & PINYIN_SURE) && !(i >= 3 && pinyin_in(cp[i - 3], "亲肉双一两")))
			wflag[i] &= (unsigned char)~PINYIN_NEUTRAL;
}

/* A number of fires, matches, pipes or lamps at cp[b] (一把火, 一根火柴,
 * 一锅烟, 一盏灯): what 点着, 擦着 and 划着 light. */
static int counted_fire(const int32_t *cp, size_t n, size_t b)
{
	if (b + 2 >= n || !pinyin_in(cp[b], "一两几"))
		return 0;
	for (size_t k = b + 2; k < n && k <= b + 3; k++)
		if (pinyin_in(cp[k], "火烟灯"))
			return 1;
	return 0;
}

/* Whether 把 brings a fire, a lamp or a smoke to the verb at cp[v], in its
 * clause (把打火机打着, 把柴火烧着). */
static int fire_brought(const int32_t *cp, size_t v)
{
	int fire = 0;
	for (size_t k = v; k-- > 0 && utf8_is_han(cp[k]);) {
		if (pinyin_in(cp[k], "火烟灯"))
			fire = 1;
		if (cp[k] == U'把')
			return fire;
	}
	return 0;
}

/* 着 after a one-character verb is the aspect particle even where jieba
 * glued it to a body part or a bed (瞪 着眼, 拉 着手, 低 着头, 倚 着床栏杆,
 * 淹 着床腿: zhe5, not 着床 "implants") or to the verb
 * before one (点着 头, 点着头: not 点着 "lit", which 擦着火柴 and 点着 before
 * a verb are); 着眼于 and
 * 着手 after anything else keep zhuo2.  So is the lexicon's 点着 "lit"
 * before its object (点着自己的饭碗, 点着灯笼呢); 点着了, 点着火 and 把灯点着
 * at a clause's end are lit. */
static void aspect_zhe(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		       const unsigned char *pos)
{
	for (size_t i = 1; i + 1 < n; i++) {
		if (cp[i] != U'着' || (wflag[i] & PINYIN_SURE))
			continue;
		/* lit: 擦着火柴, 点着火; 点着抽了几口 (lit it, then a verb) */
		if ((pinyin_in(cp[i - 1], "擦划点") &&
		     (cp[i + 1] == U'火' || counted_fire(cp, n, i + 1))) ||
		    (cp[i - 1] == U'点' && pos[i + 1] == LEXICON_VERB &&
		     !pinyin_in(cp[i + 1], "头"))) {
			context_spoken_as(syl, wflag, i, "zhao2");
			continue;
		}
		/* lit at a clause's end, the fire brought by 把 (把打火机打着, 把柴火烧着) */
		if (pinyin_in(cp[i - 1], "打擦划烧") && !utf8_is_han(cp[i + 1]) &&
		    fire_brought(cp, i - 1)) {
			context_spoken_as(syl, wflag, i, "zhao2");
			continue;
		}
		if (cp[i - 1] == U'点' && utf8_is_han(cp[i + 1]) && cp[i + 1] != U'了') {
			context_spoken_as(syl, wflag, i, "zhe5");
			continue;
		}
		/* the lexicon's 睡着 "falls asleep" before a count of people
		 * lies there (草庵中睡着一个人, 炕上睡着两个孩子: the aspect's) */
		if (cp[i - 1] == U'睡' && i + 2 < n &&
		    (pinyin_is_numeral(cp[i + 1]) || cp[i + 1] == U'几') &&
		    pinyin_in(cp[i + 2], "个位口名")) {
			context_spoken_as(syl, wflag, i, "zhe5");
			continue;
		}
		/* the lexicon's 着手 "set about" after a character standing alone
		 * that is no adverb is 着 holding the hands (筒着手, 抖着手); after
		 * a word (开始着手) or an adverb (快着手准备) it sets about */
		if (cp[i + 1] == U'手' && (wflag[i] & 3) == PINYIN_WORD_START &&
		    (wflag[i + 1] & 3) == PINYIN_WORD_END) {
			if ((wflag[i - 1] & 3) == 3 && utf8_is_han(cp[i - 1]) &&
			    pos[i - 1] != LEXICON_ADVERB && pos[i - 1] != LEXICON_CONJ &&
			    pos[i - 1] != LEXICON_PRONOUN && pos[i - 1] != LEXICON_PREP &&
			    pos[i - 1] != LEXICON_PARTICLE &&
			    !pinyin_in(cp[i - 1], "快越就便即才已也都还又再先立"))
				context_spoken_as(syl, wflag, i, "zhe5");
			continue;
		}
		if (!pinyin_in(cp[i + 1], "眼手头脸嘴脚身腰床"))
			continue;
		int glued_after = (wflag[i] & 3) == PINYIN_WORD_START &&
				  (wflag[i + 1] & 3) == PINYIN_WORD_END &&
				  (wflag[i - 1] & PINYIN_WORD_END) &&
				  (pos[i - 1] == LEXICON_VERB || /* or a bound verb, as 倚 淹 */
				   (pos[i - 1] == LEXICON_POS_NONE && (wflag[i - 1] & 3) == 3));
		int glued_before = (wflag[i - 1] & 3) == PINYIN_WORD_START &&
				   !(wflag[i] & PINYIN_WORD_START);
		if (glued_after || glued_before)
			context_spoken_as(syl, wflag, i, "zhe5");
	}
}

/* 着 right before 了 is zháo, reached or caught (猜着了, 找着了, 冻着了, 着了忙,
 * 着了凉: the aspect 着 does not take 了), but after a verb of a lasting
 * posture or state (站着了, 罩着了, 歇着了, 又得等着了) and in 这么着了, 来着;
 * 等着了 before a person waited for is caught again (今儿等着了你). */
static void reached_zhao(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 0; i + 1 < n; i++) {
		if (cp[i] != U'着' || cp[i + 1] != U'了' || (wflag[i] & PINYIN_SURE) ||
		    strcmp(syl[i], "zhe5"))
			continue;
		int lasting = i > 0 && pinyin_in(cp[i - 1], "么样来站坐躺卧跪蹲躲藏歇闲摆放挂留收罩守等靠远惦");
		int caught = i > 0 && cp[i - 1] == U'等' && i + 2 < n &&
			     pinyin_in(cp[i + 2], "你我他她您");
		if (!lasting || caught)
			context_spoken_as(syl, wflag, i, "zhao2");
	}
	/* ... and so is 着 after V不, a potential complement (碰不着, 吃不着奶,
	 * 管她们不着: 45 of the 145 in 红楼梦, Lu Xun and 平凡的世界 were read zhe); not
	 * after an adverb's 不 (也不着人来 sends), nor 不着边际, 不着意 (zhuó) */
	for (size_t i = 2; i < n; i++)
		if (cp[i] == U'着' && cp[i - 1] == U'不' && !(wflag[i] & PINYIN_SURE) &&
		    !strcmp(syl[i], "zhe5") && utf8_is_han(cp[i - 2]) &&
		    !pinyin_in(cp[i - 2], "也都就还又再并决万毫绝亦总便却均皆") &&
		    !(i + 1 < n && pinyin_in(cp[i + 1], "人意边痕陆眼手想实落笔墨")))
			context_spoken_as(syl, wflag, i, "zhao2");
	/* ... and after V得, the same complement said as possible (睡得着, 找得着,
	 * 找得着人: 16 lines of the corpus and 平凡的世界 read zhe); not after
	 * a word's 得 (只得着人上京 sends), nor where 着 opens a word (着实) */
	for (size_t i = 2; i < n; i++)
		if (cp[i] == U'着' && cp[i - 1] == U'得' && !(wflag[i] & PINYIN_SURE) &&
		    !strcmp(syl[i], "zhe5") && utf8_is_han(cp[i - 2]) &&
		    (wflag[i - 1] & PINYIN_WORD_START) && (wflag[i] & PINYIN_WORD_END))
			context_spoken_as(syl, wflag, i, "zhao2");
	/* ... and so is 着 of 着急 or 着忙 split by 什么 (奶奶着什么急, 你又着什么忙) */
	for (size_t i = 0; i + 3 < n; i++)
		if (cp[i] == U'着' && !(wflag[i] & PINYIN_SURE) && pinyin_in(cp[i + 1], "什甚") &&
		    pinyin_in(cp[i + 2], "么麼") && pinyin_in(cp[i + 3], "急忙慌"))
			context_spoken_as(syl, wflag, i, "zhao2");
}

/* 着 after a count is a move, zhāo (一着错, 这一着, 第一着, 悔几着, 一着儿:
 * 17 of the 18 lines of the corpus and 平凡的世界 that hold one); not before
 * what 着 reaches or touches (一着急, 一着凉: zháo; 一着手 "as soon as"), nor
 * after 统一 or 万一, words that are no count. */
static void chess_move(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 1; i < n; i++) {
		if (cp[i] != U'着' || (wflag[i] & PINYIN_SURE) || !pinyin_in(cp[i - 1], "一两几"))
			continue;
		/* the lexicon's 一着 "a move" before 凉 catches a chill (一着凉) */
		if (i + 1 < n && pinyin_in(cp[i + 1], "急慌凉忙火迷")) {
			context_spoken_as(syl, wflag, i, "zhao2");
			continue;
		}
		if (i + 1 < n && pinyin_in(cp[i + 1], "了魔恼手眼陆地想落意实力重墨笔色装"))
			continue;
		/* the count opens a word (一 alone, the lexicon's 一着) or follows
		 * 这, 第 (这一 is a word) */
		if ((wflag[i - 1] & PINYIN_WORD_START) || (i >= 2 && pinyin_in(cp[i - 2], "这那第头每")))
			context_spoken_as(syl, wflag, i, "zhao1");
	}
}

/* 人家 is a household (rénjiā), not the PSC's rén·jia "others", after a kind
 * of family (这样人家, 小户人家, 富贵人家), 些, 多 or 其他 (这些人家送礼来的, 一些人家的
 * 娃娃, 许多人家, 和其他人家相比: "others" takes none of them), after what describes it (财礼重的
 * 人家, 看戏的人家, 所有的人家: 28 of 30 in the corpus; not 招的人家咒骂, 的 for
 * 得 after a verb) and as the family a girl is promised to (有了人家, 许了
 * 人家); also inside the lexicon's 小户人家. */
static void household(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		      const unsigned char *pos)
{
	for (size_t i = 1; i + 1 < n; i++) {
		if (cp[i] != U'人' || cp[i + 1] != U'家' || (wflag[i + 1] & PINYIN_SURE) ||
		    !(wflag[i + 1] & PINYIN_WORD_END))
			continue;
		if (pinyin_in(cp[i - 1], "样种户贵农宦书穷富薄些多") ||
		    (i >= 2 && cp[i - 2] == U'其' && pinyin_in(cp[i - 1], "他它余")) ||
		    (i >= 2 && cp[i - 1] == U'的' && utf8_is_han(cp[i - 2]) &&
		     !((wflag[i - 2] & 3) == 3 && pos[i - 2] == LEXICON_VERB)) ||
		    (i >= 2 && cp[i - 1] == U'了' && pinyin_in(cp[i - 2], "有许说寻")))
			context_spoken_as(syl, wflag, i + 1, "jia1");
	}
}

/* 家 after a day said whole (一日家, 每日家, 镇日家, 逐日家) is the old vernacular's
 * suffix of time, light, as in terra's 成日家 (宝玉一日家和我们姑娘好, 每日家情思睡昏昏);
 * not a home (近日家中, 明日家去, 昨日家里: those days are not whole). */
static void all_day(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 2; i + 1 < n; i++)
		if (cp[i] == U'家' && cp[i - 1] == U'日' && pinyin_in(cp[i - 2], "一每镇逐整终竟") &&
		    (wflag[i] & PINYIN_WORD_END) && !(wflag[i] & PINYIN_SURE) &&
		    !pinyin_in(cp[i + 1], "去来")) {
			pinyin_set(syl, i, "jia1");
			wflag[i] |= PINYIN_NEUTRAL;
		}
}

/* A pair quoted alone is a word said twice (七爷说“请请”: qǐng qǐng). */
static int quoted_pair(const int32_t *cp, size_t n, size_t i)
{
	return i >= 1 && i + 2 < n && pinyin_in(cp[i - 1], "“\"「") && pinyin_in(cp[i + 2], "”\"」");
}

/* Doubled words for people (姐姐, 奶奶, 太太): a doubled verb before one is
 * no AABB (见见姐姐, 瞧瞧奶奶, 求求太太). */
#define KIN_PAIRS "姐哥妹弟爸妈爷奶叔舅姑伯婶嫂姨太"

/* Whether the pair at i ends an adjective of state ABB, one word (颤抖抖,
 * 笑眯眯): its Bs are full. */
static int abb_word(const unsigned char *wflag, const unsigned char *pos, size_t i)
{
	return i >= 1 && pos[i] == LEXICON_ADJ && (wflag[i - 1] & 3) == PINYIN_WORD_START &&
	       !(wflag[i] & 3) && (wflag[i + 1] & 3) == PINYIN_WORD_END;
}

/* Whether the pair at i is an adverb's doubling, a word of its own (好好, 慢慢
 * before 想想): it opens no AABB. */
static int adverb_pair(const unsigned char *wflag, const unsigned char *pos, size_t i)
{
	return pos[i] == LEXICON_ADVERB && (wflag[i] & 3) == PINYIN_WORD_START &&
	       (wflag[i + 1] & 3) == PINYIN_WORD_END;
}

/* A verb doubled to say "a little" is light on its second syllable (逛逛,
 * 歇歇脚, 散散心, 劝劝他, 点点头, 摇摇头, 翻翻小说, 碰碰运气, 照照, 披披,
 * 晾晾, 审审她, 敲敲门: 现代汉语词典's ·guang), as the lexicon's 看看 is, and
 * 等等 before 儿 or whom it waits for (等等儿, 等等我; a list's 等等 is děngděng); not an adverb's
 * doubling (忙忙的), nor inside 说说笑笑, 拉拉扯扯 (好好拉拉话 is no AABB) or an
 * idiom of 不 or 有 (念念不忘, 念念有词), nor a pair quoted alone, nor an ABB
 * adjective's (颤抖抖).  (会会 is left out: 协会会员.) */
static void doubled_verbs(const int32_t *cp, size_t n, unsigned char *wflag,
			  const unsigned char *pos)
{
	for (size_t i = 0; i + 1 < n; i++) {
		if (cp[i] != cp[i + 1] || (wflag[i + 1] & PINYIN_SURE) ||
		    (pos[i] == LEXICON_IDIOM && i + 2 < n && pinyin_in(cp[i + 2], "不有")) ||
		    (!pinyin_in(cp[i], "逛歇坐散见请劝养玩评求解听算看洗讲找探办走想试尝说问谈摸拍揉瞧查猜"
				       "动比学写读改收理练吹抹擦梳扫晒泡抖量捶捏拉翻闻碰望瞅修躺睡管送换"
				       "笑醒认歪定开出照念辞托斗挂唬放免拣叙晾做披使贴舔审敲搓品遛踩") &&
		     !(pinyin_in(cp[i], "点摇") && i + 2 < n && cp[i + 2] == U'头') &&
		     !(cp[i] == U'等' && i + 2 < n && pinyin_in(cp[i + 2], "儿我你他她"))) ||
		    (i >= 1 && pinyin_in(cp[i - 1], "哗呼稀")) || /* 哗拉拉 */
		    quoted_pair(cp, n, i) ||
		    (i >= 1 && cp[i - 1] == cp[i]) ||
		    (i + 2 < n && (cp[i + 2] == cp[i] || pinyin_in(cp[i + 2], "的地"))) ||
		    (i + 3 < n && cp[i + 2] == cp[i + 3] && utf8_is_han(cp[i + 2]) &&
		     !pinyin_in(cp[i + 2], KIN_PAIRS)) ||
		    (i >= 2 && cp[i - 2] == cp[i - 1] && utf8_is_han(cp[i - 1]) &&
		     !adverb_pair(wflag, pos, i - 2)) ||
		    abb_word(wflag, pos, i))
			continue;
		wflag[i + 1] |= PINYIN_NEUTRAL;
	}
}

/* Whether the syllable at i is said light: flagged, or toneless in the lexicon. */
static int said_light(const char (*syl)[8], const unsigned char *wflag, size_t i)
{
	size_t k = strlen(syl[i]);
	return (wflag[i] & PINYIN_NEUTRAL) || (k && syl[i][k - 1] == '5');
}

/* An AABB that doubles a word of two syllables says its Bs alike and full
 * (委委屈屈, 模模糊糊, 兴兴头头, 里里外外: 现代汉语词典's wěi·weiqūqū), where the
 * lexicon left one B light through the word AB (委 委屈 屈) or its own listing;
 * not where BB is a word of its own (好好想想: the doubled verb's light second),
 * nor beside a word for people (公公婆婆, 姐姐妹妹, 老太太欢欢喜喜). */
static void aabb_full(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 0; i + 3 < n; i++) {
		size_t b = i + 2, k = strlen(syl[b]);
		if (cp[i] != cp[i + 1] || cp[b] != cp[b + 1] || cp[i] == cp[b] ||
		    !utf8_is_han(cp[i]) || !utf8_is_han(cp[b]) || !k ||
		    pinyin_in(cp[i], KIN_PAIRS "公婆") || pinyin_in(cp[b], KIN_PAIRS "公婆") ||
		    strncmp(syl[b], syl[b + 1], k - 1) || strlen(syl[b + 1]) != k ||
		    ((wflag[b] | wflag[b + 1]) & PINYIN_SURE) ||
		    ((wflag[b] & PINYIN_WORD_START) && (wflag[b + 1] & 3) == PINYIN_WORD_END) ||
		    said_light(syl, wflag, b) == said_light(syl, wflag, b + 1))
			continue;
		size_t full = said_light(syl, wflag, b) ? b + 1 : b;
		char py[8];
		memcpy(py, syl[full], sizeof py);
		context_spoken_as(syl, wflag, b, py);
		context_spoken_as(syl, wflag, b + 1, py);
	}
}

/* 实在 before a verb, an adjective or an adverb, or alone before a pause
 * opening a clause, is "really" (实在再没有, 实在好, 实在，我说不清, 实在那里去了:
 * shi2 zai4); the PSC's shí·zai is "honest, solid". */
static void really(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		   const unsigned char *pos)
{
	for (size_t i = 0; i + 2 < n; i++) {
		if (cp[i] != U'实' || cp[i + 1] != U'在' || !(wflag[i + 1] & PINYIN_WORD_END) ||
		    (wflag[i + 1] & PINYIN_SURE))
			continue;
		int pause = !utf8_is_han(cp[i + 2]) && (i == 0 || !utf8_is_han(cp[i - 1]));
		int before = (wflag[i + 2] & PINYIN_WORD_START) &&
			     (context_verb_at(pos, n, i + 2) || pos[i + 2] == LEXICON_ADVERB ||
			      pinyin_in(cp[i + 2], "不没是太再很难可也都要会能该觉有比叫令让使那这"));
		if (pause || before)
			context_spoken_as(syl, wflag, i + 1, "zai4");
	}
}

/* 精神 before 上, 文明 or a burden, a state, a world is the mind or the
 * spirit (精神上的胜利法, 在精神上, 精神负担, 精神压力: jīngshén), not the PSC's
 * jīng·shen "vigour" (没精神, 精神好些, 精神振作起来). */
static void mind(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 0; i + 2 < n; i++)
		if (cp[i] == U'精' && cp[i + 1] == U'神' && !(wflag[i + 1] & PINYIN_SURE) &&
		    (cp[i + 2] == U'上' || (i + 3 < n && cp[i + 2] == U'文' && cp[i + 3] == U'明') ||
		     ((wflag[i + 2] & PINYIN_WORD_START) && pinyin_in(cp[i + 2], "负压状世面支食"))))
			context_spoken_as(syl, wflag, i + 1, "shen2");
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

/* 分上 after 的 is "for one's sake" (看我的分上, 看在姐妹们的分上: 现代汉语词典's
 * fèn·shang); before 下 it divides (分上下两层: fēn, where terra's word read
 * fèn). */
static void for_sake(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 0; i + 1 < n; i++) {
		if (cp[i] != U'分' || cp[i + 1] != U'上' || (wflag[i] & PINYIN_SURE) ||
		    (wflag[i + 1] & PINYIN_SURE))
			continue;
		if (i + 2 < n && cp[i + 2] == U'下') {
			context_spoken_as(syl, wflag, i, "fen1");
		} else if (i >= 1 && cp[i - 1] == U'的') {
			context_spoken_as(syl, wflag, i, "fen4");
			pinyin_set(syl, i + 1, "shang4");
			wflag[i + 1] |= PINYIN_NEUTRAL;
		}
	}
}

/* 端详 after 知 is "the details" (要知端详，且听下回分解: duān xiáng), the
 * PSC's duān·xiang "to look closely at". */
static void details(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 1; i + 1 < n; i++)
		if (cp[i] == U'端' && cp[i + 1] == U'详' && cp[i - 1] == U'知')
			context_spoken_as(syl, wflag, i + 1, "xiang2");
}

/* 利害 said of a person, an illness or a blow is 厉害 written the old way,
 * lì·hai (凤姐利害, 病得利害, 更利害了: 48 of 红楼梦's 50); not the interests
 * that one knows or explains (深知利害, 晓以利害, 这里头的利害, 利害关系). */
static void formidable(const int32_t *cp, size_t n, unsigned char *wflag)
{
	for (size_t i = 0; i + 1 < n; i++)
		if (cp[i] == U'利' && cp[i + 1] == U'害' && (wflag[i] & 3) == PINYIN_WORD_START &&
		    (wflag[i + 1] & 3) == PINYIN_WORD_END && !(wflag[i + 1] & PINYIN_SURE) &&
		    !(i >= 1 && pinyin_in(cp[i - 1], "的知以明陈晓言")) &&
		    !(i + 2 < n && pinyin_in(cp[i + 2], "关冲得相攸悠之")))
			wflag[i + 1] |= PINYIN_NEUTRAL;
}

/* 不 between a verb and its complement is light (演不起, 熬不得, 说不出), as
 * in the lexicon's words (看不见, 说不明白, 睡不着, 回不来), also where jieba makes a word of 不 and
 * the complement (吃 不了, 捞 不到, 说 不成); not 不下 "no fewer than"
 * before a number (厮杀不下千余次) or 不下于, nor after the adverbs 倒 and 独 (倒不如,
 * 独不见).  The 得 of V不得 is light too
 * (顾 不得 gù·bu·de). */
/* 不得 or 不及 closing a clause after a character standing alone that jieba
 * tags as a noun (记, 图, 信) or a verbal noun (管, 活): 管不得。 记不得，
 * 我信不及， are potential complements too; not after a pronoun or an adverb
 * (也不得，万不得, 远不及。 悔之不及). */
static int closing_bude(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	return pinyin_in(cp[i + 1], "得及") && (i + 2 >= n || !utf8_is_han(cp[i + 2])) &&
	       (wflag[i - 1] & 3) == 3 && utf8_is_han(cp[i - 1]) &&
	       !pinyin_in(cp[i - 1], "我你他她它之也都就还又再并决万毫绝远犹尚所");
}

/* A character standing alone that jieba tags only as a bound morpheme (撵,
 * 抵, 丢, 腾, 轮: "zg") before 不了, 不得, 不住 or a complement of result or
 * direction is a verb with its potential complement (丢不了, 撵不得, 抵不住,
 * 腾不出, 轮不到, 丢不下); not the adverbs jieba tags so (总不得, 虽不了). */
static int morpheme_verb(const int32_t *cp, size_t i, const unsigned char *wflag,
			 const unsigned char *pos)
{
	return pos[i] == LEXICON_POS_NONE && (wflag[i] & 3) == 3 && utf8_is_han(cp[i]) &&
	       pinyin_in(cp[i + 2], "了得住出起动开完掉到下上") &&
	       !pinyin_in(cp[i], "总且反虽乃便亦皆尚犹又均俱已竟偏终素决每甚此我你他她它");
}

/* 上 or 下 standing alone after an adverb is a verb (连籽种都下不到地里, 也上不去),
 * where jieba tags it a direction. */
static int direction_verb(const int32_t *cp, size_t i, const unsigned char *wflag)
{
	return i >= 1 && pinyin_in(cp[i], "上下") && (wflag[i] & 3) == 3 &&
	       pinyin_in(cp[i - 1], "都也就还又才却总");
}

/* 好 after a verb standing alone is its potential complement, done well, where
 * the clause ends or goes on to 了, 会, 很 (吃不好。 写不好。 治不好， 弄不好很容易);
 * not before a verb (不好拒绝, 不好好劳动, 不好出口 "hard to") nor after a verb of
 * knowing, judging, fearing or going, where 不好 is "bad" (便知不好, 我看不好,
 * 嫌不好, 说到不好, 我去不好). */
static int well_done(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	return cp[i + 1] == U'好' && (wflag[i - 1] & 3) == 3 &&
	       (i + 2 >= n || !utf8_is_han(cp[i + 2]) || pinyin_in(cp[i + 2], "了会很")) &&
	       !pinyin_in(cp[i - 1], "知觉看嫌怕说想到去来嚷可断出");
}

/* 不出 closing a clause after shutting or keeping oneself in does not come
 * out, bù (把洞门紧闭不出。 坚守不出。 托病不出。), where 说不出， cannot. */
static int stays_in(const int32_t *cp, size_t n, size_t i)
{
	return cp[i + 1] == U'出' && (i + 2 >= n || !utf8_is_han(cp[i + 2])) &&
	       pinyin_in(cp[i - 1], "闭守病居藏躲避隐关");
}

/* 过 standing alone before 不 and a complement is the verb "get past" (过不得冈去,
 * 过不了三天, 过不得节: guò·bu·de), where jieba tags it the aspect particle;
 * not after a verb, where it is that particle (见过不成). */
static int verb_guo(size_t i, const int32_t *cp, const unsigned char *wflag,
		    const unsigned char *pos)
{
	return cp[i] == U'过' && (wflag[i] & 3) == 3 &&
	       !(i >= 1 && pos[i - 1] == LEXICON_VERB && (wflag[i - 1] & PINYIN_WORD_END));
}

/* An adjective before 不 takes a potential complement too: 不得 after any
 * (急不得, 近不得台旁 "cannot come near"), 不上, 不成, 不着, 不下, 不起
 * after one of two characters (般配不上, 平静不下来), not an adverb of 然
 * (显然不成功); jieba tags adverbs so before the others (显然不够, 全然不动,
 * 缠绵不尽, 轻易不出). */
static int adjective_potential(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag,
			       const unsigned char *pos)
{
	if (pos[i - 1] != LEXICON_ADJ)
		return 0;
	/* the complement a word of its own or a direction's (平静不下来), not
	 * the start of a verb (显然不成功) */
	int complement = (wflag[i + 1] & PINYIN_WORD_END) ||
			 context_complement(cp, i + 1, i + 3 < n ? i + 3 : n);
	return cp[i + 1] == U'得' ||
	       (i >= 2 && (wflag[i - 2] & 3) == PINYIN_WORD_START && cp[i - 1] != U'然' &&
		complement && pinyin_in(cp[i + 1], "上成着下起"));
}

/* A verb of two characters that jieba tags as a noun for its verbal use (形容, 想象,
 * 感觉, 研究) takes 不出 as its potential complement where the clause ends or 来
 * follows, after an adverb or a person (却又形容不出, 他感觉不出来); not after
 * a noun, a subject that may come out itself (太阳不出来, 那老虎不出来). */
static int noun_verb_potential(const int32_t *cp, size_t n, size_t i,
			       const unsigned char *wflag, const unsigned char *pos)
{
	if (pos[i - 1] != LEXICON_NOUN || i < 3 || (wflag[i - 2] & 3) != PINYIN_WORD_START ||
	    cp[i + 1] != U'出' || !(wflag[i - 3] & PINYIN_WORD_END) ||
	    (i + 2 < n && utf8_is_han(cp[i + 2]) && cp[i + 2] != U'来'))
		return 0;
	return pos[i - 3] == LEXICON_ADVERB ||
	       (pos[i - 3] == LEXICON_PRONOUN && !pinyin_in(cp[i - 3], "这那哪此"));
}

/* 再 X 不过 closing a clause is "as X as can be", bú guò (再熟悉不过了, 再合适不过的);
 * not 再也…不过 (再也打不过他: cannot). */
static int as_can_be(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i + 1] != U'过' ||
	    (i + 2 < n && utf8_is_han(cp[i + 2]) && !pinyin_in(cp[i + 2], "了的啦")))
		return 0;
	for (size_t k = i - 1; k + 3 >= i && k > 0; k--)
		if (cp[k - 1] == U'再')
			return cp[k] != U'也';
	return 0;
}

/* 见 after 不 completes only a verb of seeing, hearing, finding or meeting
 * (看不见, 听不见, 找不见, 碰不见); after another 不见 is "is gone" or "does
 * not see" (赌摊不见了, 推病不见, 眼错不见: bú jiàn). */
static int seen_by(const int32_t *cp, size_t i)
{
	return cp[i + 1] == U'见' && pinyin_in(cp[i - 1], "看听瞧望闻梦碰遇找撞瞅瞥觑睹寻觅");
}

/* 不及 after a verb of two characters is "too late to", bù jí, as in 措手不及
 * (后悔不及, 躲避不及, 叩首不及), and after 所 and a verb "falls short of" (所交不及祖上
 * 一半); after a verb of one it is the potential complement (躲不及, 悔不及). */
static int falls_short(const int32_t *cp, size_t i, const unsigned char *wflag)
{
	return cp[i + 1] == U'及' &&
	       (!(wflag[i - 1] & PINYIN_WORD_START) || (i >= 2 && cp[i - 2] == U'所'));
}

/* 不下 before a number is "no fewer than" (厮杀不下千余次, 不下于), and 不上 before
 * a count of distance, time or size "less than" (返复不上三里, 厚不上半寸, 住了不上两个月):
 * bù, not a potential complement; but 赶不上一月, 比不上 compare. */
static int bounds_count(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i + 1] == U'下')
		return i + 2 < n && (pinyin_is_numeral(cp[i + 2]) || pinyin_in(cp[i + 2], "于几百千万"));
	if (cp[i + 1] != U'上' || pinyin_in(cp[i - 1], "赶比跟追配攀够"))
		return 0;
	size_t k = i + 2;
	while (k < n && (pinyin_is_numeral(cp[k]) || pinyin_in(cp[k], "半几百千万个")))
		k++;
	return k > i + 2 && k < n && pinyin_in(cp[k], "里丈尺寸步年月日天时刻");
}

static void potential(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		      const unsigned char *pos)
{
	for (size_t i = 1; i + 1 < n; i++) {
		int alone = (wflag[i] & 3) == 3;
		int with_next = (wflag[i] & 3) == PINYIN_WORD_START &&
				(wflag[i + 1] & 3) == PINYIN_WORD_END;
		if (cp[i] == U'不' && (alone || with_next) && !(wflag[i] & PINYIN_SURE) &&
		    (pos[i - 1] == LEXICON_VERB || adjective_potential(cp, n, i, wflag, pos) ||
		     noun_verb_potential(cp, n, i, wflag, pos) ||
		     closing_bude(cp, n, i, wflag) ||
		     morpheme_verb(cp, i - 1, wflag, pos) || direction_verb(cp, i - 1, wflag) ||
		     verb_guo(i - 1, cp, wflag, pos) ||
		     /* jieba's adverb 还, read as repays: 还不了帐 */
		     strcmp(syl[i - 1], "huan2") == 0) &&
		    !pinyin_in(cp[i - 1], "是有要会能肯敢该倒独可") && /* 可不得二年: an adverb */
		    !(i >= 2 && cp[i - 2] == U'不') && /* 不如不去, 不得不来 */
		    !stays_in(cp, n, i) && !falls_short(cp, i, wflag) && !as_can_be(cp, n, i) &&
		    /* 回不来, not 执意不去 */
		    (!pinyin_in(cp[i + 1], "来去") || (wflag[i - 1] & 3) == 3) &&
		    (wflag[i - 1] & PINYIN_WORD_END) &&
		    (pinyin_in(cp[i + 1], "起住了动完掉开到清懂及得出上下成透惯明着尽过来去够") ||
		     well_done(cp, n, i, wflag) || seen_by(cp, i)) &&
		    !bounds_count(cp, n, i)) {
			wflag[i] |= PINYIN_NEUTRAL;
			if (cp[i + 1] == U'得' && (wflag[i + 1] & PINYIN_WORD_END))
				wflag[i + 1] |= PINYIN_NEUTRAL; /* 顾 不得: ·bu·de */
		}
	}
}

/* 着想 "think for" is zhuó (为朋友着想); after a verb standing alone it is
 * the aspect 着 before 想 (笑着想). */
static void consider(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		     const unsigned char *pos)
{
	for (size_t i = 0; i + 1 < n; i++)
		if (cp[i] == U'着' && cp[i + 1] == U'想' && (wflag[i] & 3) == PINYIN_WORD_START &&
		    !(wflag[i] & PINYIN_SURE)) {
			int aspect = i >= 1 && pos[i - 1] == LEXICON_VERB &&
				     (wflag[i - 1] & 3) == 3;
			context_spoken_as(syl, wflag, i, aspect ? "zhe5" : "zhuo2");
		}
}

/* The lexicon's 不得了 "terrible" after a verb is the verb's potential
 * complement and 了 (受不得了, 等不得了, 了不得了: ·bu·de le), not after 得,
 * 的 or 是 (好得不得了, 真是不得了 bùdéliǎo). */
static void cannot_bear(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 1; i + 2 < n; i++)
		if (cp[i] == U'不' && cp[i + 1] == U'得' && cp[i + 2] == U'了' &&
		    (wflag[i] & 3) == PINYIN_WORD_START && (wflag[i + 2] & 3) == PINYIN_WORD_END &&
		    !(wflag[i + 2] & PINYIN_SURE) && utf8_is_han(cp[i - 1]) &&
		    !pinyin_in(cp[i - 1], "得的是真太可也都就还又再更很样么反总倒")) {
			wflag[i] |= PINYIN_NEUTRAL;
			pinyin_set(syl, i + 1, "de5");
			pinyin_set(syl, i + 2, "le5");
		}
}

/* 得了 before 什么 or 多少 after a verb is its potential complement, "can"
 * (算得了什么, 吃得了多少: ·de liǎo), where the lexicon read 算得 or 得
 * "obtain" and 了; not 获得了什么, 他得了什么病. */
static void can_do(const int32_t *cp, size_t n, char (*syl)[8], const unsigned char *wflag,
		   const unsigned char *pos)
{
	for (size_t i = 1; i + 3 < n; i++)
		if (cp[i] == U'得' && cp[i + 1] == U'了' && !(wflag[i] & PINYIN_SURE) &&
		    pos[i - 1] == LEXICON_VERB && utf8_is_han(cp[i - 1]) &&
		    ((cp[i + 2] == U'什' && cp[i + 3] == U'么') ||
		     (cp[i + 2] == U'多' && cp[i + 3] == U'少')) &&
		    !pinyin_in(cp[i - 1], "获取赢夺求博")) {
			pinyin_set(syl, i, "de5");
			pinyin_set(syl, i + 1, "liao3");
		}
}

/* 了 before 此 after an adverb (方, which jieba tags a noun), a preposition or an
 * adjective is the verb
 * "settle, end", liǎo (方了此愿, 以了此案, 平安了此一世); after a verb it is the
 * aspect (听了此话, 断了此案). */
static void settle_this(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
			const unsigned char *pos)
{
	for (size_t i = 1; i + 1 < n; i++)
		if (cp[i] == U'了' && cp[i + 1] == U'此' && (wflag[i] & 3) == 3 &&
		    !(wflag[i] & PINYIN_SURE) && (wflag[i - 1] & PINYIN_WORD_END) &&
		    (pos[i - 1] == LEXICON_ADVERB || pos[i - 1] == LEXICON_PREP ||
		     pos[i - 1] == LEXICON_ADJ || pinyin_in(cp[i - 1], "方才便遂乃")))
			context_spoken_as(syl, wflag, i, "liao3");
}

/* 乘 after a numeral counts sedans or carriages named within a few characters, shèng
 * (一乘素轿, 四乘绿轿, 一乘八人大亮轿); not a vehicle of the law (三乘教, 一乘寺). */
static void counts_sedans(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 1; i + 1 < n; i++) {
		if (cp[i] != U'乘' || (wflag[i] & PINYIN_SURE) ||
		    !(pinyin_is_numeral(cp[i - 1]) || pinyin_in(cp[i - 1], "几数")))
			continue;
		for (size_t k = i + 1; k < n && k <= i + 5 && utf8_is_han(cp[k]); k++)
			if (pinyin_in(cp[k], "轿轎车車")) {
				context_spoken_as(syl, wflag, i, "sheng4");
				break;
			}
	}
}

/* 劈柴 as a chore is the verb and its object, pī chái (担水、劈柴, 去劈柴, 在屋后劈柴),
 * not the noun pǐ·chai after 的, a measure word or a verb that takes it
 * (一捆劈柴, 烧劈柴). */
static void chop_firewood(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
			  const unsigned char *pos)
{
	for (size_t i = 0; i + 1 < n; i++)
		if (cp[i] == U'劈' && cp[i + 1] == U'柴' && (wflag[i] & 3) == PINYIN_WORD_START &&
		    (wflag[i + 1] & 3) == PINYIN_WORD_END && !(wflag[i + 1] & PINYIN_SURE) &&
		    !(i >= 1 && utf8_is_han(cp[i - 1]) &&
		      (cp[i - 1] == U'的' || pos[i - 1] == LEXICON_NUMBER ||
		       (pos[i - 1] == LEXICON_VERB && !pinyin_in(cp[i - 1], "去来要会能得帮在")))) &&
		    !(i + 2 < n && pinyin_in(cp[i + 2], "的堆火"))) {
			context_spoken_as(syl, wflag, i, "pi1");
			context_spoken_as(syl, wflag, i + 1, "chai2");
		}
}

/* The sky or the sun and what it is about to do (天色将晚, 日头西沉, 天又黑了). */
static int day_ending(const int32_t *cp, size_t n, size_t i)
{
	size_t k = i;
	if (k + 1 < n && ((cp[k] == U'天' && cp[k + 1] == U'色') ||
			  (cp[k] == U'日' && pinyin_in(cp[k + 1], "头色"))))
		k += 2;
	else if (k < n && cp[k] == U'天')
		k++;
	else
		return 0;
	return k < n && pinyin_in(cp[k], "将已渐晚黑西又");
}

/* 看看 before 已, 将, a time reached or the day ending (看看已近酉初, 看看到了出场日期,
 * 看看等到了, 看看天色将晚) is the adverb "soon, before one knew it", kànkàn, not the
 * verb "look a little" after a person or a verb of asking (我看看到了没有, 让我看看已经,
 * 你看看天色). */
static void soon(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 0; i + 3 < n; i++)
		if (cp[i] == U'看' && cp[i + 1] == U'看' && !(wflag[i + 1] & PINYIN_SURE) &&
		    !(i > 0 && pinyin_in(cp[i - 1], "我你他她它咱们人让叫来去再要想得先")) &&
		    (pinyin_in(cp[i + 2], "已将") ||
		     (cp[i + 2] == U'到' && cp[i + 3] == U'了') ||
		     (cp[i + 2] == U'等' && cp[i + 3] == U'到') || day_ending(cp, n, i + 2)))
			context_spoken_as(syl, wflag, i + 1, "kan4");
}

/* 东西 naming the two sides is east and west, dōngxī, not the PSC's
 * dōng·xi "thing": before 两, 二, 南北, a passage, a gate or a street (东西两角门,
 * 东西穿堂, 东西南北, 东西街口), and going apart at a clause's end (各自东西,
 * 各奔东西). */
static void east_west(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 0; i + 1 < n; i++) {
		if (cp[i] != U'东' || cp[i + 1] != U'西' || (wflag[i + 1] & PINYIN_SURE) ||
		    !(wflag[i + 1] & PINYIN_WORD_END))
			continue;
		int apart = (i + 2 == n || !utf8_is_han(cp[i + 2])) && i >= 2 &&
			    cp[i - 2] == U'各' && pinyin_in(cp[i - 1], "自奔");
		if (apart || (i + 2 < n && pinyin_in(cp[i + 2], "两二南穿角街厢廊") &&
			      !(i + 3 < n && pinyin_in(cp[i + 3], "样件个只手人")))) /* 东西两样都好 */
			context_spoken_as(syl, wflag, i + 1, "xi1");
	}
}

/* 土地 the local god is tǔ·di (现代汉语词典), the land tǔdì: the god is one
 * who reports or is sent for (土地禀道, 土地道：, 那土地向各处瞧, 叫了土地来,
 * 当方土地), not 土地上, 土地庙, 分土地. */
static void earth_god(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 0; i + 2 < n; i++) {
		if (cp[i] != U'土' || cp[i + 1] != U'地' || (wflag[i + 1] & PINYIN_SURE) ||
		    (wflag[i + 1] & 3) != PINYIN_WORD_END)
			continue;
		int32_t next = cp[i + 2], prev = i ? cp[i - 1] : 0;
		int speaks = next == U'禀' ||
			     (next == U'道' && (i + 3 == n || !utf8_is_han(cp[i + 3])));
		int sent_for = (prev == U'叫' || (prev == U'了' && i >= 2 && cp[i - 2] == U'叫')) &&
			       pinyin_in(next, "来去");
		int acts = prev == U'那' && pinyin_in(next, "向一便忙");
		int local = prev == U'方' && i >= 2 && cp[i - 2] == U'当';
		if (speaks || sent_for || acts || local)
			context_spoken_as(syl, wflag, i + 1, "di5");
	}
}

/* 行道 a trade is háng·dao (现代汉语词典, as 行当 háng·dang): one picked out by
 * 这, 那, 哪, 每, 各 or a measure word (这个行道, 那一行道); the path is
 * xíngdào (人行道, 替天行道). */
static void trade(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 1; i + 1 < n; i++) {
		if (cp[i] != U'行' || cp[i + 1] != U'道' || (wflag[i + 1] & PINYIN_SURE) ||
		    !(wflag[i + 1] & PINYIN_WORD_END))
			continue;
		int32_t prev = cp[i - 1];
		int picked = pinyin_in(prev, "这那哪每各") ||
			     (pinyin_in(prev, "个一") && i >= 2 && pinyin_in(cp[i - 2], "这那哪每一"));
		if (picked) {
			context_spoken_as(syl, wflag, i, "hang2");
			context_spoken_as(syl, wflag, i + 1, "dao5");
		}
	}
}

/* 摆设 an ornament is bǎi·she (现代汉语词典), to lay out bǎishè: the thing is
 * one picked out by 什么 or a measure word (没什么摆设, 只是个摆设, 几件摆设); 摆设整齐
 * and 摆设的东西 lay out. */
static void ornament(const int32_t *cp, size_t n, unsigned char *wflag)
{
	for (size_t i = 1; i + 1 < n; i++)
		if (cp[i] == U'摆' && cp[i + 1] == U'设' && !(wflag[i + 1] & PINYIN_SURE) &&
		    (wflag[i + 1] & PINYIN_WORD_END) && pinyin_in(cp[i - 1], "么个件些种样"))
			wflag[i + 1] |= PINYIN_NEUTRAL;
}

/* Whether 什么 or 甚么 before cp[i] is what fault one did or had (犯了什么不是,
 * 有什么不是, 并没什么不是); 为什么不是, 怎么不是 are "not". */
static int what_fault(const int32_t *cp, size_t i)
{
	return i >= 3 && cp[i - 1] == U'么' && pinyin_in(cp[i - 2], "什甚") &&
	       pinyin_in(cp[i - 3], "有没沒犯落得了");
}

/* 不是 a fault is bù·shi (现代汉语词典), said bú·shi: one paid or owned up to
 * (赔了不是, 陪个不是, 只认不是), someone's at a clause's end (都是我的不是,
 * 又是奴才的不是了), one had, a share of or a heap of at a clause's end (有不是,
 * 也有不是的。 没有不是, 三分不是, 一大些不是) or what fault (犯了什么不是); 我的不是新的,
 * 我认不是他 and 没有不是堆山塞海的 are "not". */
static void fault(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 1; i + 1 < n; i++) {
		/* the word 不是 alone is sure only to keep terra's Beijing ·shi off "is not" */
		int word = (wflag[i] & 3) == PINYIN_WORD_START &&
			   (wflag[i + 1] & 3) == PINYIN_WORD_END;
		if (cp[i] != U'不' || cp[i + 1] != U'是' || ((wflag[i + 1] & PINYIN_SURE) && !word))
			continue;
		size_t v = i;
		while (v > 0 && v + 2 > i && pinyin_in(cp[v - 1], "了个")) /* 赔了个不是 */
			v--;
		int ends = i + 2 == n || !utf8_is_han(cp[i + 2]) || pinyin_in(cp[i + 2], "了呢处") ||
			   (cp[i + 2] == U'的' && (i + 3 == n || !utf8_is_han(cp[i + 3])));
		int owned = v > 0 && (pinyin_in(cp[v - 1], "赔陪") || (cp[v - 1] == U'认' && ends));
		int whose = ends && i >= 2 && cp[i - 1] == U'的' &&
			    pinyin_in(cp[i - 2], "我你他她们人才");
		/* 一大些 is the old vernacular's "a great many"; 有些不是。 "some are not" */
		int had = ends && (cp[i - 1] == U'有' ||
				   (i >= 2 && cp[i - 1] == U'些' && cp[i - 2] == U'大') ||
				   (cp[i - 1] == U'分' && i >= 2 && pinyin_is_numeral(cp[i - 2])));
		if (owned || whose || had || what_fault(cp, i)) {
			pinyin_set(syl, i, "bu2"); /* 是's own tone is 4, as in 不是 "is not" */
			wflag[i + 1] |= PINYIN_NEUTRAL;
		}
	}
}

/* 可不得 before a length of time or a sum is "wouldn't it take", děi (可不得二年
 * 的工夫), where the lexicon's 不得 says dé. */
static void would_take(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 2; i + 1 < n; i++)
		if (cp[i] == U'得' && cp[i - 1] == U'不' && cp[i - 2] == U'可' &&
		    pinyin_in(cp[i + 1], "一二两三四五六七八九十几半"))
			context_spoken_as(syl, wflag, i, "dei3");
}

/* 个 between a verb and its complement is light (现代汉语词典's ·ge: 说个不清,
 * 哭个不停); 这个不好, 一个不留 count.  Before 不停, 不住, 不了 or 不休 a verb
 * jieba tags otherwise is one too (雨下个不停, 电话响个不停, 嗽个不住). */
static void verb_ge_complement(const int32_t *cp, size_t n, unsigned char *wflag,
			       const unsigned char *pos)
{
	for (size_t i = 1; i + 2 < n; i++) {
		if (cp[i] != U'个' || cp[i + 1] != U'不' || !utf8_is_han(cp[i + 2]) ||
		    (wflag[i] & 3) != 3 || (wflag[i] & PINYIN_SURE) ||
		    !(wflag[i - 1] & PINYIN_WORD_END) || !utf8_is_han(cp[i - 1]) ||
		    pinyin_is_numeral(cp[i - 1]) || pinyin_in(cp[i - 1], "这那哪每各某几整别真半"))
			continue;
		if (pos[i - 1] == LEXICON_VERB || pinyin_in(cp[i + 2], "停住了休"))
			wflag[i] |= PINYIN_NEUTRAL;
	}
}

/* 大方 "generous" and 大意 "careless" after an adverb of degree that jieba
 * made a word of with 大 (很大方, 很大意: dà·fang, dà·yi); not where 方 or 意
 * opens a word (很大方便, 很大意义). */
static void degree_adjective(const int32_t *cp, size_t n, unsigned char *wflag)
{
	for (size_t i = 1; i + 1 < n; i++)
		if (cp[i] == U'大' && pinyin_in(cp[i - 1], CONTEXT_DEGREE "不") &&
		    pinyin_in(cp[i + 1], "方意") && (wflag[i + 1] & 3) == 3 &&
		    !(wflag[i + 1] & PINYIN_SURE))
			wflag[i + 1] |= PINYIN_NEUTRAL;
}

/* 往集上去卖鸡, 往庙上去烧香, 向河下去: after 往, 向 or 朝 a place of one
 * character and 上/下/里 locate, and 去 or 来 is the verb that goes, not the
 * light complement the lexicon's 上去 has (爬上去). */
static void goes_to_place(const int32_t *cp, size_t n, unsigned char *wflag)
{
	for (size_t i = 2; i + 1 < n; i++)
		if (pinyin_in(cp[i], "上下里") && pinyin_in(cp[i + 1], "来去") &&
		    (wflag[i - 1] & 3) == 3 && pinyin_in(cp[i - 2], "往向朝") &&
		    !(wflag[i + 1] & PINYIN_SURE))
			wflag[i + 1] &= (unsigned char)~PINYIN_NEUTRAL;
}

/* A directional complement split by its object ends light where the object closes
 * the clause (回过身来, 转过头去, 缓过气来, 抬起头来, 说起话来, 想起他来: 现代汉语词典's ·lai,
 * as in 走进来): 来 or 去 standing alone after a noun, a name or a pronoun of one word of
 * one or two characters, after 起 or 过 a verb comes before, glued to it (回过) or apart.
 * Also where jieba glued the object to 起 (站起身来).
 * Not after 进, 出, 回, 上, 下 and a place (走进院来, 回学校去, 进城去), which the gold
 * reads full as often; nor 吃过晚饭去, eaten before going. */
static void split_complement(const int32_t *cp, size_t n, const char (*syl)[8],
			     unsigned char *wflag, const unsigned char *pos)
{
	for (size_t e = 3; e < n; e++) {
		if (!pinyin_in(cp[e], "来去") || (wflag[e] & 3) != 3 || (wflag[e] & PINYIN_SURE) ||
		    !syl[e][0] || (e + 1 < n && utf8_is_han(cp[e + 1]) && cp[e + 1] != U'了'))
			continue;
		size_t o = e - 1; /* the object's first character */
		while (o > 0 && !(wflag[o] & PINYIN_WORD_START))
			o--;
		/* jieba's 起身 holds the direction and the object (站起身来, 坐起身来) */
		if (e - o == 2 && o >= 1 && pinyin_in(cp[o], "起过") && cp[o + 1] == U'身' &&
		    (wflag[o - 1] & PINYIN_WORD_END) && pos[o - 1] == LEXICON_VERB) {
			wflag[e] |= PINYIN_NEUTRAL;
			continue;
		}
		if (e - o > 2 || o < 2 || pinyin_in(cp[e - 1], "边里") ||
		    (pos[o] != LEXICON_NOUN && pos[o] != LEXICON_NAME && pos[o] != LEXICON_PRONOUN))
			continue;
		size_t d = o - 1; /* the direction */
		int glued = (wflag[d] & 3) == PINYIN_WORD_END &&
			    (wflag[d - 1] & 3) == PINYIN_WORD_START;
		int apart = (wflag[d] & 3) == 3 && (wflag[d - 1] & PINYIN_WORD_END);
		int done = cp[d] == U'过' && pinyin_in(cp[d - 1], "吃喝用");
		if (pinyin_in(cp[d], "起过") && (glued || apart) && !done &&
		    pos[d - 1] == LEXICON_VERB)
			wflag[e] |= PINYIN_NEUTRAL;
	}
}

void context_light(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		   const unsigned char *pos)
{
	cannot_bear(cp, n, syl, wflag);
	consider(cp, n, syl, wflag, pos);
	light_words(cp, n, (const char (*)[8])syl, wflag, pos);
	split_complement(cp, n, (const char (*)[8])syl, wflag, pos);
	goes_to_place(cp, n, wflag);
	degree_adjective(cp, n, wflag);
	aspect_zhe(cp, n, syl, wflag, pos);
	reached_zhao(cp, n, syl, wflag);
	chess_move(cp, n, syl, wflag);
	household(cp, n, syl, wflag, pos);
	all_day(cp, n, syl, wflag);
	east_west(cp, n, syl, wflag);
	earth_god(cp, n, syl, wflag);
	trade(cp, n, syl, wflag);
	ornament(cp, n, wflag);
	fault(cp, n, syl, wflag);
	would_take(cp, n, syl, wflag);
	verb_ge_complement(cp, n, wflag, pos);
	doubled_verbs(cp, n, wflag, pos);
	aabb_full(cp, n, syl, wflag);
	soon(cp, n, syl, wflag);
	can_do(cp, n, syl, wflag, pos);
	settle_this(cp, n, syl, wflag, pos);
	counts_sedans(cp, n, syl, wflag);
	chop_firewood(cp, n, syl, wflag, pos);
	really(cp, n, syl, wflag, pos);
	details(cp, n, syl, wflag);
	formidable(cp, n, wflag);
	mind(cp, n, syl, wflag);
	make_hard(cp, n, syl, wflag);
	for_sake(cp, n, syl, wflag);
	potential(cp, n, syl, wflag, pos);
}
