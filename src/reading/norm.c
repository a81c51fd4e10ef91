/* norm.c - numbers and symbols to the words a reader says.
 *
 * Conventions (doc/reading.md): a leading 2 before 百/千/万/亿 and a lone 2
 * before a measure word is 两 (两百, 两千二百, 两万, 两个), otherwise 二
 * (二十, 十二, 一千二百, 第二, 二月, 二两);
 * years and digit strings are read digit by digit with 零; phone-like
 * numbers say 1 as 幺; 号 and 日 are kept as written. */
#include "reading/norm_parts.h"

#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "base/utf8.h"

void norm_text_init(struct norm_text *t)
{
	memset(t, 0, sizeof *t);
}

void norm_text_release(struct norm_text *t)
{
	free(t->cp);
	free(t->src);
	free(t->flag);
	norm_text_init(t);
}

static int32_t fold(int32_t cp)
{
	if (cp >= 0xFF01 && cp <= 0xFF5E)
		return cp - 0xFEE0;
	if (cp == 0x3000)
		return ' ';
	if (cp == 0x2212 || cp == 0x2013 || cp == 0xFE63)
		return '-';
	if (cp == 0x301C)
		return '~';
	return cp;
}

int norm_run(const int32_t *in, size_t n, struct norm_text *t)
{
	struct norm_ctx c = { .in = in, .n = n, .t = t };
	t->n = 0;
	c.a = malloc((n + 1) * sizeof *c.a);
	if (!c.a)
		return ERR_NOMEM;
	for (size_t i = 0; i < n; i++)
		c.a[i] = fold(in[i]);
	c.a[n] = 0;
	size_t i = 0;
	int after_num = 0;
	while (i < n && !c.rc) {
		int32_t ch = c.a[i];
		size_t k = 0;
		int was_num = 0;
		int32_t prev = i ? c.a[i - 1] : 0;
		if (after_num && (k = norm_power(&c, i))) {
			i = k;
			continue;
		}
		if (after_num && (k = norm_operator(&c, i))) {
			i = k;
			after_num = 0; /* the sign of what follows is its own: 5-3=-8 */
			continue;
		}
		if (ch == '2' && norm_is_latin(prev) && norm_is_latin(norm_at(&c, i + 1)) &&
		    !(i >= 2 && norm_is_latin(c.a[i - 2])) && !norm_is_latin(norm_at(&c, i + 2))) {
			norm_puts(&c, " to ", i, 0); /* B2B, O2O */
			k = i + 1;
		} else if (norm_is_digit(ch) && (k = norm_english_number(&c, i))) {
			/* the call wrote it out in English words: nothing else to do */
		} else if (norm_is_digit(ch)) {
			k = norm_number(&c, i, i, 0);
			was_num = 1;
		} else if ((ch == '+' || norm_stat_minus(&c, i)) && norm_is_digit(norm_at(&c, i + 1)) &&
			   !norm_is_latin(prev)) {
			norm_puts(&c, ch == '+' ? "加" : "减", i, 0); /* 力量+10, 声望-10 */
			k = i + 1;
		} else if (ch == '-' && norm_is_digit(norm_at(&c, i + 1)) && !norm_is_digit(prev) &&
			   !norm_is_latin(prev)) {
			k = norm_number(&c, i + 1, i, 1);
			was_num = 1;
		} else if (ch == '+' &&
			   (after_num || (i >= 2 && utf8_in_set("万萬亿億千百", prev) &&
					  norm_is_digit(c.a[i - 2]))) &&
			   !norm_is_digit(norm_at(&c, i + 1)) &&
			   !norm_is_latin(norm_at(&c, i + 1))) {
			norm_puts(&c, "加", i, 0); /* 10w+, 999+: "and more", said 加 */
			k = i + 1;
		} else if (ch == '@' && !norm_is_latin(prev) && !norm_is_digit(prev) &&
			   (utf8_is_han(norm_at(&c, i + 1)) || norm_is_latin(norm_at(&c, i + 1)))) {
			norm_puts(&c, "艾特", i, 0); /* a chat's @江辰: said as the word users say */
			k = i + 1;
		} else if (norm_is_times(&c, i)) {
			norm_puts(&c, "乘", i, 0); /* 金币×100, a game's count */
			k = i + 1;
		} else if (ch == '-' && norm_match(&c, i + 1, "百分之")) {
			norm_puts(&c, "负", i, 0);
			k = i + 1;
		} else if ((ch == 0x2265 || ch == 0x2264) &&
			   norm_is_digit(norm_at(&c, i + 1 + (norm_at(&c, i + 1) == ' ')))) {
			norm_puts(&c, ch == 0x2265 ? "大于等于" : "小于等于", i, 0);
			k = i + 1 + (norm_at(&c, i + 1) == ' ');
		} else if (ch == 0xB1 && norm_is_digit(norm_at(&c, i + 1))) {
			norm_puts(&c, "正负", i, 0);
			k = norm_number(&c, i + 1, i, 0);
			was_num = 1;
		} else if ((ch == 'N' || ch == 'n') && (norm_at(&c, i + 1) | 0x20) == 'o' &&
			   norm_at(&c, i + 2) == '.' && norm_is_digit(norm_at(&c, i + 3)) &&
				!norm_is_latin(prev)) {
			norm_puts(&c, "第", i, 0); /* No.1 */
			k = norm_number(&c, i + 3, i, 0);
			was_num = 1;
		} else if ((k = norm_currency(&c, i))) {
			was_num = 1;
		} else if (norm_is_latin(ch) && !norm_is_latin(prev)) {
			k = norm_latin(&c, i);
		} else if ((k = norm_greek(&c, i))) {
			/* the call wrote the letter's Chinese name: nothing else to do */
		} else if (norm_symbol_number(ch)) {
			static const char *const small[] = { "一", "二", "三", "四", "五", "六", "七",
							     "八", "九", "十" };
			int v = norm_symbol_number(ch);
			norm_puts(&c, v >= 10 ? (v >= 20 ? "二十" : "十") : small[v - 1], i, 0);
			if (v > 10 && v < 20)
				norm_puts(&c, small[v - 11], i, 0);
			k = i + 1;
		} else if (norm_is_per(&c, i)) {
			norm_puts(&c, "每", i, 0);
			k = i + 1;
		} else if (ch == 0x2103 || ch == 0x2109) {
			norm_puts(&c, ch == 0x2103 ? "摄氏度" : "华氏度", i, 0);
			k = i + 1;
		} else {
			/* Copied: full-width letters and digits as ASCII, the rest as is. */
			int32_t o = (norm_is_latin(ch) || ch == ' ') ? ch : in[i];
			norm_put(&c, o, i, 0);
			k = i + 1;
		}
		if (k <= i)
			k = i + 1;
		i = k;
		after_num = was_num;
	}
	free(c.a);
	return c.rc;
}
