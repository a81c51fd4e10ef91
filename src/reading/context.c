/* context.c - readings told by a narrow context, after the lexicon and the
 * trained model have spoken: particles (地 de5, 得 dei3), everyday verbs a
 * neighbour tells (塞进 sai1, 倒进 dao4), 行 that counts lines, the old
 * vernacular's 那 for 哪, and the neutral tones the words around decide
 * (a complement after a verb, 过 of experience).  Where the context is wide
 * or varied, the model decides (polyphone.c). */
#include "reading/context.h"

#include <string.h>

#include "reading/lexicon.h"
#include "reading/pinyin.h"
#include "base/utf8.h"

static void set_syl(char (*syl)[8], size_t i, const char *s)
{
	size_t n = strlen(s);
	if (n > 7)
		n = 7;
	memcpy(syl[i], s, n);
	syl[i][n] = '\0';
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

/* Money or a debt within five characters from i: 还了 is "return". */
static int money_near(const int32_t *cp, size_t n, size_t i)
{
	for (size_t k = i; k < n && k < i + 5; k++)
		if (pinyin_in(cp[k], "钱债账款银礼"))
			return 1;
	return 0;
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
	{ U'藏', NULL, "在着了起进得好不住到哪", "cang2" },
	{ U'卷', NULL, "起着了成", "juan3" },
	{ U'咽', NULL, "了着", "yan4" },
	{ U'塞', NULL, "进在给了着满住得到入回", "sai1" },
	{ U'剥', NULL, "开了着掉下完好蒜豆皮壳", "bao1" },
	{ U'差', NULL, "人", "chai1" },
	{ U'差', DEGREE "较", NULL, "cha4" },
	{ U'差', NULL, "一两三四五六七八九十几半点得了", "cha4" },
	{ U'长', DEGREE "老么", NULL, "chang2" },
	{ U'长', NULL, "高胖出满", "zhang3" },
	{ U'薄', DEGREE, NULL, "bao2" },
	{ U'教', NULL, "我你他她们了过着", "jiao1" },
	{ U'觉', "好个午懒", NULL, "jiao4" },
	{ U'背', NULL, "起", "bei1" },
	{ U'盛', NULL, "满了着在进到", "cheng2" },
	{ U'量', NULL, "了着", "liang2" },
	{ U'供', NULL, "出认", "gong4" },
	{ U'削', NULL, "了着掉下去成好皮", "xiao1" },
	{ U'种', NULL, "了着过下在满上", "zhong4" },
	{ U'数', NULL, "着了过一完清", "shu3" },
	{ U'干', "很太真挺", NULL, "gan1" },
	{ U'汗', "的身头脸是满把层", NULL, "han4" },
	{ U'汗', NULL, "水珠流滴湿淋津顺直如", "han4" },
	{ U'倒', NULL, "进掉出入满杯碗壶盆桶盅", "dao4" },
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
		if (e->before && i >= 1 && (alone || with_before) && pinyin_in(cp[i - 1], e->before))
			return e->syl;
		if (e->after && i + 1 < n && (alone || with_after) && pinyin_in(cp[i + 1], e->after))
			return e->syl;
	}
	return NULL;
}

/* 倒 "pour" before 了 and a vessel within three characters (倒了一杯茶). */
static int pours(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i] != U'倒' || i + 1 >= n || cp[i + 1] != U'了')
		return 0;
	for (size_t k = i + 2; k < n && k < i + 5; k++)
		if (pinyin_in(cp[k], "杯碗壶盆桶盅"))
			return 1;
	return 0;
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
			    const unsigned char *wflag)
{
	int ends_word = wflag[i] & PINYIN_WORD_END;
	int han_before = i >= 1 && syl[i - 1][0], han_after = i + 1 < n && syl[i + 1][0];
	/* in jieba's words too: 高高地 (the model read di4), 两行, 几行 */
	if (ends_word && cp[i] == 0x5730 && i >= 2 && cp[i - 1] == cp[i - 2] &&
	    utf8_is_han(cp[i - 1]))
		return "de5";
	if (ends_word && cp[i] == 0x884C && han_before && han_after && counts_lines(cp, i))
		return "hang2";
	const char *r = everyday_use(cp, n, i, wflag);
	if (r || (wflag[i] & 3) != 3)
		return r; /* the rules below are for a character standing alone */
	if (pours(cp, n, i))
		return "dao4";
	if (!han_before || !han_after)
		return NULL;
	/* an adverb's 地 leads to its verb: 繁华地、 is a place */
	if (cp[i] == 0x5730 && i >= 2 && !pinyin_in(cp[i - 1], "块片亩里处方些种") &&
	    (!(wflag[i - 1] & PINYIN_WORD_START) || cp[i - 1] == cp[i - 2]))
		return "de5";
	if (cp[i] == 0x5F97 && cp[i + 1] == 0x4E86)
		return "de2";
	if (cp[i] == 0x5F97 && pinyin_in(cp[i - 1], "我你他她它们咱俺也就还总都可又"))
		return "dei3";
	if (cp[i] == 0x8FD8 && cp[i + 1] == 0x4E86 && money_near(cp, n, i + 2))
		return "huan2";
	return NULL;
}

static void particles(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag)
{
	for (size_t i = 0; i < n; i++) {
		if ((wflag[i] & PINYIN_SURE) || !syl[i][0])
			continue;
		const char *r = particle(cp, n, i, syl, wflag);
		if (r) {
			set_syl(syl, i, r);
			wflag[i] &= (unsigned char)~PINYIN_NEUTRAL; /* spoken as written */
		}
	}
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

/* Neutral tones the words around tell: a directional complement right after
 * a verb (卷起来, 走进去: 现代汉语词典's ·qǐ·lái; 起来 alone is a verb) and
 * the 过 of experience after one (服侍过, 见过的).  The syllables keep their
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
}

void context_fix(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		 const unsigned char *pos)
{
	particles(cp, n, syl, wflag);
	light_words(cp, n, (const char (*)[8])syl, wflag, pos);
}
