/* spoken.c - what is said, from what the reading decided: a syllable marked
 * neutral takes tone 5 (桌子: the model may hold CPP's zi3), an 儿 after a
 * word is its erhua (花儿 huar: r5), and 一 and 不 take their tones before
 * the next syllable (一个 yi2 ge4, 不要 bu2 yao4).  The citation view
 * (reading_align_citation) skips all of it. */
#include "reading/spoken.h"

#include <string.h>

#include "reading/pinyin.h"
#include "base/utf8.h"

static int tone(const char *s)
{
	size_t n = strlen(s);
	return n ? s[n - 1] - '0' : 0;
}

/* 儿 after a character is its erhua (花儿, 一会儿, 法儿, 分儿) unless it
 * starts a word (儿子, also where jieba read 大儿 子) or is a child: after 女
 * 孤 婴 …, a maid (侍儿), or "my child" after 的 or a pronoun (我的儿, 吾儿).  A name's 儿
 * (平儿) may be said either way. */
static int erhua(const int32_t *cp, const unsigned char *wflag, size_t n, size_t i,
		 char (*syl)[8])
{
	if (cp[i] != U'儿' || strcmp(syl[i], "er2") || i == 0 || !syl[i - 1][0])
		return 0;
	if (((wflag[i] & PINYIN_WORD_START) && !(wflag[i] & PINYIN_WORD_END)) ||
	    (i + 1 < n && pinyin_in(cp[i + 1], "子女孙童")))
		return 0; /* 儿子, 儿童, 大儿子, 少年儿童 (jieba's word) */
	return !pinyin_in(cp[i - 1], "的我吾你汝女孤婴幼胎男健宠孩孙侄患乞弃妻娇义干血潮产无"
				     "馨浪养生育侍");
}

/* Whether 一队 at cp[i] names a team, Team One (一队的社员, 一队长, 回到一队), rather than
 * counting what follows (一队兵, 一队鼓乐, 一队唱戏的): what follows is nothing a
 * measure word counts: 的, 副 or 长 (not a word such as 长枪), a place (一队饲养院, 一队后面)
 * or a doubled word (一队家家户户); or the line names 二队, 三队 or 生产队 too. */
static int names_team(const int32_t *cp, const unsigned char *wflag, size_t n, size_t i)
{
	size_t j = i + 2;
	if (i >= 2 && cp[i - 1] == U'到' && cp[i - 2] == U'回')
		return 1;
	for (size_t k = 1; k + 1 < n; k++)
		if (cp[k + 1] == U'队' && ((pinyin_in(cp[k], "二三") && cp[k - 1] != U'第') ||
					   (cp[k] == U'产' && cp[k - 1] == U'生')))
			return 1;
	if (j >= n)
		return 0;
	if (pinyin_in(cp[j], "的副") ||
	    (cp[j] == U'长' && (wflag[j] & 3) != PINYIN_WORD_START))
		return 1;
	if (j + 1 < n && (cp[j + 1] == cp[j] ||
			  (pinyin_in(cp[j], "前后里") && pinyin_in(cp[j + 1], "面边头"))))
		return 1;
	/* a place in one word or two: 饲养室, 饲养 院 */
	for (size_t k = j, words = 0; k < n && words < 2; k++) {
		if (!(wflag[k] & PINYIN_WORD_END))
			continue;
		if (pinyin_in(cp[k], "院室场部"))
			return 1;
		words++;
	}
	return 0;
}

/* Whether 一级 at cp[i] is the first grade, yī (一级保护动物, 用一级加密, 评为一级演员,
 * 获得一级方程式冠军) rather than one step or level, yì (升了一级, 县一级建制, 一级台阶,
 * 一级一级地): opening its clause or after a verb that names a grade, before a word. */
static int first_grade(const int32_t *cp, size_t n, size_t i)
{
	return i + 2 < n && cp[i + 1] == U'级' && utf8_is_han(cp[i + 2]) &&
	       !pinyin_in(cp[i + 2], "的一台阶") &&
	       (i == 0 || !utf8_is_han(cp[i - 1]) || pinyin_in(cp[i - 1], "用是为获得评列属按当"));
}

/* 一 and 不 before the next syllable; keep[i]: a digit string or a date. */
static void sandhi(const int32_t *cp, const unsigned char *keep, const unsigned char *wflag,
		   size_t n, size_t i, char (*syl)[8])
{
	int yi = cp[i] == U'一' && !strcmp(syl[i], "yi1");
	int bu = cp[i] == U'不' && !strcmp(syl[i], "bu4");
	if ((!yi && !bu) || (keep && keep[i]) || i + 1 >= n || !syl[i + 1][0])
		return;
	int32_t prev = i ? cp[i - 1] : 0, next = cp[i + 1];
	int t = tone(syl[i + 1]);
	/* 一条一条, 不多不多 and 一九一九 repeat; they are no doubled verb, nor is
	 * 一A不A "not even once" (一动不动: yí dòng bú dòng), nor 半A不A "half" (半懂不懂) */
	int repeats = (i >= 2 && (cp[i - 2] == cp[i] || (bu && pinyin_in(cp[i - 2], "一半")))) ||
		      pinyin_is_numeral(prev);
	/* the doubled verb with its object between, 救我一救, 等他一等; not 你一句我一句 */
	int with_object = pinyin_in(prev, "我你他她它") && !(i >= 3 && cp[i - 3] == U'一');
	if ((prev && prev == next && !repeats) ||
	    (yi && i >= 2 && (prev == U'了' || with_object) && cp[i - 2] == next) ||
	    (bu && i >= 2 && i + 2 < n && cp[i - 2] == next && prev == cp[i + 2])) {
		/* 看一看, 想了一想, 是不是, 认得不认得 */
		pinyin_set(syl, i, yi ? "yi5" : "bu5");
		return;
	}
	if (bu) {
		if (t == 4)
			pinyin_set(syl, i, "bu2");
		return;
	}
	/* 一 keeps tone 1 as a number (第一, 头一件, 十一, 一一, 一九) or a word's end
	 * (统一), a year's last digit or 十一年, also after 十 or 零 where jieba read
	 * 一块 "together" (十一块工资); not 回头一看 (once), 当头一轮, 把头一回, nor
	 * after a name's numeral (张三一看). */
	if (prev == U'第' || prev == U'一' ||
	    (prev == U'头' && (wflag[i - 1] & PINYIN_WORD_START) &&
	     !(i >= 2 && pinyin_in(cp[i - 2], "把低抬回点摇掉转扭")) &&
	     pinyin_in(next, "个件次社宗人页遭日天回句顿辈轮条位样桩年夜场等")) ||
	    (pinyin_is_numeral(prev) &&
	     (!(wflag[i] & PINYIN_WORD_START) || next == U'年' || pinyin_in(prev, "十零〇廿卅卌"))) ||
	    (pinyin_is_numeral(next) && next != U'两') ||
	    ((wflag[i] & PINYIN_WORD_END) && !(wflag[i] & PINYIN_WORD_START)))
		return;
	if ((pinyin_in(next, "的了地得着") && t == 5) || pinyin_in(next, "月号") ||
	    (prev == U'月' && next == U'日'))
		return; /* a number: 只有一的, 一月, 一号, a date's 十月一日 */
	if ((next == U'队' && names_team(cp, wflag, n, i)) || first_grade(cp, n, i))
		return;
	pinyin_set(syl, i, t == 4 || t == 5 ? "yi2" : "yi4");
}

void spoken_fill(const int32_t *cp, const unsigned char *keep, const unsigned char *wflag,
		 size_t n, char (*syl)[8])
{
	for (size_t i = 0; i < n; i++) {
		size_t len = strlen(syl[i]);
		if ((wflag[i] & PINYIN_NEUTRAL) && len)
			syl[i][len - 1] = '5';
		if (erhua(cp, wflag, n, i, syl))
			pinyin_set(syl, i, "r5");
	}
	for (size_t i = 0; i < n; i++)
		sandhi(cp, keep, wflag, n, i, syl);
}
