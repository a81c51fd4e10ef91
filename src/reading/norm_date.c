/* norm_date.c - dates (2008-08-08, 2008/8/8, 08-08-2008, 2019·2·10) and
 * times and scores (10:30, 5:02, 78:96). */
#include "reading/norm_parts.h"

#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "base/utf8.h"

static int valid_date(long long m, long long d)
{
	return m >= 1 && m <= 12 && d >= 1 && d <= 31;
}

/* yyyy-mm-dd, yyyy/mm/dd, yyyy.mm.dd, yyyy-mm, dd-mm-yyyy.  Returns the end. */
size_t norm_date(struct norm_ctx *c, size_t i, size_t src)
{
	size_t e1 = norm_digits_end(c, i);
	int32_t sep = norm_at(c, e1);
	/* 2019·2·10, and 3·15 below; the middle dot in nothing else */
	int dot = sep == 0xB7;
	if (sep != '-' && sep != '/' && sep != '.' && !dot)
		return 0;
	size_t b2 = e1 + 1, e2 = norm_digits_end(c, b2);
	if (e2 == b2 || e2 - b2 > 4)
		return 0;
	size_t b3 = e2 + 1, e3 = e2;
	if (norm_at(c, e2) == sep)
		e3 = norm_digits_end(c, b3);
	int three = e3 > b3;
	if (norm_is_digit(norm_at(c, e3)) || (three && norm_at(c, e3) == sep))
		return 0;
	/* 3·15, 9·11, 5.1劳动节, 5.4运动: a day's name, digit by digit but for
	 * the National Day, 10.1 十一 */
	static const char *const named[] = { "节", "劳动节", "青年节", "妇女节", "儿童节", "国庆",
					      "假期", "长假", "小长假", "黄金周", "晚会", "事件",
					      "惨案", "运动", "大案", NULL };
	if ((dot || (sep == '.' && norm_match_any(c, e2, named))) && !three && e1 - i <= 2 &&
	    e2 - b2 <= 2 && valid_date(norm_value(c, i, e1), norm_value(c, b2, e2))) {
		if (norm_value(c, i, e1) == 10 && norm_value(c, b2, e2) == 1)
			norm_puts(c, "十", src, NORM_DIGITS);
		else
			norm_digits(c, i, e1, src, 0);
		norm_digits(c, b2, e2, src, 0);
		return e2;
	}
	if (dot && !(three && e1 - i == 4))
		return 0;
	if (e1 - i == 4 && e2 - b2 <= 2) {
		long long m = norm_value(c, b2, e2), d = three ? norm_value(c, b3, e3) : 1;
		if (!valid_date(m, d) || (!three && sep == '.'))
			return 0;
		if (three && e3 - b3 > 2)
			return 0;
		norm_digits(c, i, e1, src, 0);
		norm_puts(c, "年", src, NORM_DIGITS);
		norm_cardinal(c, b2, e2, src, 0, NORM_DIGITS);
		norm_puts(c, "月", src, NORM_DIGITS);
		if (three) {
			norm_cardinal(c, b3, e3, src, 0, NORM_DIGITS);
			norm_puts(c, "日", src, NORM_DIGITS);
			return e3;
		}
		return e2;
	}
	if (!three && e1 - i <= 2 && e2 - b2 == 4 && sep != '.' &&
		valid_date(norm_value(c, i, e1), 1) &&
	    (c->a[b2] == '1' || c->a[b2] == '2')) {
		norm_digits(c, b2, e2, src, 0); /* 08/2008 */
		norm_puts(c, "年", src, NORM_DIGITS);
		norm_cardinal(c, i, e1, src, 0, NORM_DIGITS);
		norm_puts(c, "月", src, NORM_DIGITS);
		return e2;
	}
	if (!three && e1 - i == 2 && e2 - b2 == 2 && sep != '.' &&
	    (c->a[i] == '0' || c->a[b2] == '0') &&
	    valid_date(norm_value(c, i, e1), norm_value(c, b2, e2))) {
		norm_cardinal(c, i, e1, src, 0, NORM_DIGITS); /* 08-08 */
		norm_puts(c, "月", src, NORM_DIGITS);
		norm_cardinal(c, b2, e2, src, 0, NORM_DIGITS);
		norm_puts(c, "日", src, NORM_DIGITS);
		return e2;
	}
	if (three && e1 - i <= 2 && e2 - b2 <= 2 && e3 - b3 == 4 && sep != '.') {
		long long d = norm_value(c, i, e1), m = norm_value(c, b2, e2);
		if (!valid_date(m, d))
			return 0;
		norm_digits(c, b3, e3, src, 0);
		norm_puts(c, "年", src, NORM_DIGITS);
		norm_cardinal(c, b2, e2, src, 0, NORM_DIGITS);
		norm_puts(c, "月", src, NORM_DIGITS);
		norm_cardinal(c, i, e1, src, 0, NORM_DIGITS);
		norm_puts(c, "日", src, NORM_DIGITS);
		return e3;
	}
	return 0;
}

static size_t skip_ampm(const struct norm_ctx *c, size_t i, int *pm)
{
	static const char *const am[] = { " a.m.", " am", " AM", "a.m.", "am", "AM", NULL };
	static const char *const pmv[] = { " p.m.", " pm", " PM", "p.m.", "pm", "PM", NULL };
	size_t k;
	if ((k = norm_match_any(c, i, am)) && !norm_is_latin(norm_at(c, i + k))) {
		*pm = 0;
		return k;
	}
	if ((k = norm_match_any(c, i, pmv)) && !norm_is_latin(norm_at(c, i + k))) {
		*pm = 1;
		return k;
	}
	*pm = -1;
	return 0;
}

/* h:mm, h:mm:ss (also with a.m./p.m.).  A pair that is not a time is a ratio
 * or a score: 78:96 -> 七十八比九十六. */
size_t norm_time(struct norm_ctx *c, size_t i, size_t src)
{
	size_t e1 = norm_digits_end(c, i);
	if (norm_at(c, e1) != ':' || !norm_is_digit(norm_at(c, e1 + 1)) || e1 - i > 3)
		return 0;
	size_t b2 = e1 + 1, e2 = norm_digits_end(c, b2), b3 = 0, e3 = 0;
	if (norm_at(c, e2) == ':' && norm_is_digit(norm_at(c, e2 + 1))) {
		b3 = e2 + 1;
		e3 = norm_digits_end(c, b3);
	}
	long long h = norm_value(c, i, e1), m = norm_value(c, b2, e2);
	long long s = e3 ? norm_value(c, b3, e3) : 0;
	int is_time = e1 - i <= 2 && e2 - b2 == 2 && h <= 24 && m <= 59 &&
		      (!e3 || (e3 - b3 == 2 && s <= 59));
	if (!is_time) {
		if (e3)
			return 0;
		norm_cardinal(c, i, e1, src, 0, 0);
		norm_puts(c, "比", src, 0);
		norm_cardinal(c, b2, e2, src, 0, 0);
		return e2;
	}
	size_t end = e3 ? e3 : e2;
	int pm;
	size_t k = skip_ampm(c, end, &pm);
	if (pm >= 0)
		norm_puts(c, pm ? "下午" : "上午", src, 0);
	norm_cardinal(c, i, e1, src, NORM_CARD_TWO, 0);
	norm_puts(c, "点", src, 0);
	if (m || s) {
		if (m < 10)
			norm_puts(c, "零", src, 0);
		norm_cardinal(c, b2, e2, src, 0, 0);
		norm_puts(c, "分", src, 0);
	}
	if (s) {
		norm_cardinal(c, b3, e3, src, 0, 0);
		norm_puts(c, "秒", src, 0);
	}
	return end + k;
}
