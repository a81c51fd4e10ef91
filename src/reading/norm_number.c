/* norm_number.c - a number in the text and what belongs to it: a date or
 * time, a percentage, a fraction, a year, a room or a code, a range, dotted
 * digit groups, the unit after it. */
#include "reading/norm_parts.h"
#include "base/utf8.h"

#include <string.h>

/* A round number of years that is a span, not a date: 2000年前 (not
 * 2000年前后), 1000年来, 活了2000年, 长达1500年. */
static int round_years(const struct norm_ctx *c, const struct norm_num *x)
{
	static const char *const after[] = { "年前", "年以前", "年之前", "年来", "年之久",
					      "年的历史", "年历史", "年的时间", NULL };
	static const char *const before[] = { "了", "近", "约", "达", "整整", "足足", "足有",
					       "超过", "将近", "大约", "差不多", NULL };
	if (c->a[x->e - 1] != '0' || c->a[x->e - 2] != '0' ||
	    (x->b >= 2 && norm_match(c, x->b - 2, "公元")))
		return 0;
	if (norm_match_any(c, x->e, after) && !norm_match(c, x->e, "年前后"))
		return 1;
	for (size_t k = x->b > 3 ? x->b - 3 : 0; k < x->b; k++) {
		size_t m = norm_match_any(c, k, before);
		if (m && k + m == x->b)
			return 1;
	}
	return 0;
}

/* 前221年 after 约, 于, 至 or 到, or where no Han character comes before 前 (a
 * bracket, a dash, the line's start), is a year before the era, as after
 * 公元前 (秦约前221年统一六国, （前206年）); not 前3年 or 前100年, the first
 * years, nor after 以前 or 之前. */
static int era_year(const struct norm_ctx *c, const struct norm_num *x)
{
	if (x->e - x->b < 3 || x->b < 1 || c->a[x->b - 1] != U'前' ||
	    (c->a[x->e - 1] == '0' && c->a[x->e - 2] == '0'))
		return 0; /* 前100年 may be the first hundred years */
	if (x->b < 2 || !utf8_is_han(c->a[x->b - 2]))
		return 1;
	int32_t k = c->a[x->b - 2];
	return k == U'约' || k == U'于' || k == U'至' || k == U'到';
}

static int year_like(const struct norm_ctx *c, const struct norm_num *x)
{
	size_t nd = x->e - x->b;
	if (x->fb != x->fe || !norm_match(c, x->e, "年"))
		return 0;
	if (nd == 4)
		return (c->a[x->b] == '1' || c->a[x->b] == '2') && !round_years(c, x);
	if (nd == 2 && c->a[x->b] == '0')
		return 1;
	return nd >= 2 && nd <= 4 &&
	       ((x->b >= 2 && norm_match(c, x->b - 2, "公元")) ||
		(x->b >= 3 && norm_match(c, x->b - 3, "公元前")) || era_year(c, x));
}

/* Full-width brackets, tildes and en dashes are folded to ASCII in c->a
 * (norm.c), so only these remain to test. */
static int is_dash(int32_t cp)
{
	return cp == '-' || cp == 0x2014 || cp == '~';
}

/* Whether four digits from i are a year as a bracket gives it. */
static int four_digit_year(const struct norm_ctx *c, size_t i)
{
	return norm_digits_end(c, i) == i + 4 && (c->a[i] == '1' || c->a[i] == '2');
}

/* Whether the four digits from i are a round hundred (1000, 1900). */
static int round_hundred(const struct norm_ctx *c, size_t i)
{
	return c->a[i + 2] == '0' && c->a[i + 3] == '0';
}

/* A span of two years in brackets from i after a Han word, a life
 * (鲁迅（1881—1936）): rising by at most a long life, with no unit or measure
 * word after it; not a range of round sums (（1000-2000）) nor of amounts
 * (价格（1288-1399）元, （1920-1960）人). */
static int bracket_span(const struct norm_ctx *c, size_t i)
{
	if (i < 2 || c->a[i - 1] != '(' || !utf8_is_han(c->a[i - 2]) ||
	    !four_digit_year(c, i) || !is_dash(norm_at(c, i + 4)) || !four_digit_year(c, i + 5) ||
	    norm_at(c, i + 9) != ')' || (round_hundred(c, i) && round_hundred(c, i + 5)))
		return 0;
	long long years = norm_value(c, i + 5, i + 9) - norm_value(c, i, i + 4);
	return years > 0 && years <= 110 && !norm_quantity_at(c, i + 10);
}

/* A year in brackets after an era's (崇祯十七年（1644）, 甲午年（1894）) or
 * a span of two (bracket_span), read digit by digit as 1644年 is, not
 * 一千六百四十四; a count in brackets (收藏（1520）) is none. */
static int bracket_year(const struct norm_ctx *c, const struct norm_num *x)
{
	size_t b = x->b;
	if (x->fb != x->fe || x->e != b + 4 || b < 2)
		return 0;
	if (bracket_span(c, b) || (b >= 5 && bracket_span(c, b - 5)))
		return 1;
	return four_digit_year(c, b) && c->a[b - 1] == '(' && c->a[b - 2] == U'年' &&
	       norm_at(c, x->e) == ')';
}

/* 《1984》, 《重生2008》: four digits alone in a title are a year, read
 * digit by digit (not 《1000个为什么》, a count). */
static int title_year(const struct norm_ctx *c, const struct norm_num *x)
{
	if (x->fb != x->fe || x->e - x->b != 4 || (c->a[x->b] != '1' && c->a[x->b] != '2') ||
	    utf8_is_han(norm_at(c, x->e)))
		return 0;
	for (size_t k = x->b, n = 0; k-- > 0 && n < 30; n++) {
		if (c->a[k] == 0x300A /* 《 */)
			return 1;
		if (c->a[k] == 0x300B /* 》 */ || c->a[k] == 0x3002 || c->a[k] == '\n')
			return 0;
	}
	return 0;
}

/* 127.0.0.1, 1.2.3: digit groups joined by 点.  Returns the end. */
static size_t do_dotted(struct norm_ctx *c, size_t i, size_t src)
{
	size_t j = i;
	while (norm_is_digit(norm_at(c, j))) {
		size_t e = norm_digits_end(c, j);
		norm_digits(c, j, e, src, 0);
		if (norm_at(c, e) != '.' || !norm_is_digit(norm_at(c, e + 1)))
			return e;
		norm_puts(c, "点", src, 0);
		j = e + 1;
	}
	return j;
}

/* x, then a/b (one space either side allowed): 三分之一.  Returns the end,
 * or 0 when no denominator follows. */
static size_t try_fraction(struct norm_ctx *c, const struct norm_num *x, size_t src, int neg)
{
	size_t b = x->end + (norm_at(c, x->end) == ' ');
	if (norm_at(c, b) != '/' || x->fb != x->fe)
		return 0;
	b++;
	b += norm_at(c, b) == ' ';
	if (!norm_is_digit(norm_at(c, b)))
		return 0;
	struct norm_num y;
	size_t e = norm_parse_num(c, b, &y);
	/* 血压120/80: two readings, the larger first, are no fraction */
	if (!neg && x->e - x->b >= 2 && y.e - y.b >= 2 && y.fb == y.fe &&
	    norm_value(c, x->b, x->e) > norm_value(c, y.b, y.e)) {
		norm_emit_num(c, x, e, src, 1);
		norm_puts(c, "比", src, 0);
		norm_emit_num(c, &y, e, src, 1);
		return e;
	}
	norm_puts(c, neg ? "负" : "", src, 0);
	norm_emit_num(c, &y, e, src, 1);
	norm_puts(c, "分之", src, 0);
	norm_emit_num(c, x, e, src, 1);
	return e;
}

/* 666 and 2333 in punctuation, with no Han character on either side
 * (他笑了，666！ “2333”), are web slang, said digit by digit: three or more
 * of one digit, or 2 then 3s; 价格是666, 666元, a list's 111、 and a number
 * that is the whole line are counts. */
static int slang(const struct norm_ctx *c, const struct norm_num *x)
{
	size_t nd = x->e - x->b;
	int32_t before = x->b ? c->a[x->b - 1] : 0, after = norm_at(c, x->end);
	if (nd < 3 || nd > 8 || (!before && !after) || utf8_is_han(before) || norm_is_latin(before) ||
	    utf8_is_han(after) || norm_is_latin(after) ||
	    (after > 0 && after < 0x80 && strchr(".%-~/:", (int)after)) ||
	    after == 0x3001 /* 、: a list's number */)
		return 0;
	for (size_t k = x->b + 2; k < x->e; k++)
		if (c->a[k] != c->a[x->b + 1])
			return 0;
	return c->a[x->b] == c->a[x->b + 1] || (c->a[x->b] == '2' && c->a[x->b + 1] == '3');
}

/* A number read digit by digit as a name or a date part; returns its end,
 * or 0 when x counts something. */
static size_t try_digit_names(struct norm_ctx *c, const struct norm_num *x, size_t src, int ordinal)
{
	static const char *const bc[] = { "bc", "BC", "b.c.", "B.C.", NULL };
	static const char *const ad[] = { "ad", "AD", "a.d.", "A.D.", NULL };
	/* a room's (201室, 305教室), or a code's after a letter (K128次, 京A12345) */
	static const char *const room[] = { "室", "房", "号房", "病房", "教室", "宿舍", "寝室",
					     NULL };
	size_t nd = x->e - x->b, end = x->end, k;
	if (x->fb != x->fe)
		return 0;
	if (year_like(c, x) || title_year(c, x) || bracket_year(c, x) || slang(c, x)) {
		norm_digits(c, x->b, x->e, src, 0);
		return end;
	}
	if (((k = norm_match_any(c, end, bc)) || (k = norm_match_any(c, end, ad))) &&
	    !norm_is_latin(norm_at(c, end + k))) {
		norm_puts(c, norm_match_any(c, end, bc) ? "公元前" : "公元", src, 0);
		norm_digits(c, x->b, x->e, src, 0);
		norm_puts(c, "年", src, 0);
		return end + k;
	}
	/* 90后, 00后: a generation; glued to an underscore, an account's name (xn_2026) */
	if ((nd == 2 && c->a[x->b + 1] == '0' && norm_match(c, end, "后")) ||
	    (nd >= 2 && ((x->b > 0 && c->a[x->b - 1] == '_') || norm_at(c, end) == '_')) ||
	    (nd >= 3 && !ordinal &&
	     ((nd <= 5 && norm_match_any(c, end, room)) ||
	      (x->b > 0 && norm_is_latin(c->a[x->b - 1]) && !norm_is_times(c, x->b - 1))))) {
		norm_digits(c, x->b, x->e, src, 0);
		return end;
	}
	/* 3月, 15日, 8号: 二月, not 两月 */
	if (nd <= 2 && ((norm_match(c, end, "月") && norm_value(c, x->b, x->e) <= 12) ||
			((norm_match(c, end, "日") || norm_match(c, end, "号")) &&
				norm_value(c, x->b, x->e) <= 31))) {
		norm_cardinal(c, x->b, x->e, src, 0, NORM_DIGITS);
		return end;
	}
	return 0;
}

/* x, then a dash or tilde and another number: a code (010-64035547), a span
 * of years, a range (3-5天, 3-5%) or a subtraction (5-3=2).  Returns the end,
 * or 0 when no second number follows. */
static size_t try_range(struct norm_ctx *c, const struct norm_num *x, size_t src, int ordinal)
{
	size_t end = x->end;
	int32_t d = norm_at(c, end);
	if (!(d == '-' || d == '~' || d == 0x2014 || d == 0xFF5E) ||
		!norm_is_digit(norm_at(c, end + 1)))
		return 0;
	struct norm_num y;
	size_t e2 = norm_parse_num(c, end + 1, &y);
	/* a range joins two numbers: a third group (138-1234-5678, 400-800-1234)
	 * makes a code, as a group starting with 0 or of five digits does */
	int third = norm_at(c, e2) == d && norm_is_digit(norm_at(c, e2 + 1));
	if (c->a[x->b] == '0' || c->a[y.b] == '0' || y.e - y.b >= 5 || third) {
		int yao = norm_phone_context(c, x->b);
		norm_digits(c, x->b, x->e, src, yao);
		norm_digits(c, y.b, y.e, src, yao);
		/* 138-0013-8000: a code goes on group by group */
		while (norm_at(c, e2) == d && norm_is_digit(norm_at(c, e2 + 1))) {
			e2 = norm_parse_num(c, e2 + 1, &y);
			norm_digits(c, y.b, y.e, src, yao);
		}
		return e2;
	}
	if (year_like(c, &y) && x->e - x->b == 4) {
		norm_digits(c, x->b, x->e, src, 0);
		norm_puts(c, "到", src, 0);
		norm_digits(c, y.b, y.e, src, 0);
		return e2;
	}
	norm_emit_num(c, x, e2, src, ordinal);
	if (norm_at(c, e2) == '%') {
		norm_puts(c, "到", src, 0);
		norm_puts(c, "百分之", src, 0);
		norm_emit_num(c, &y, e2 + 1, src, 1);
		return e2 + 1;
	}
	int minus = norm_at(c, e2 + (norm_at(c, e2) == ' ')) == '=';
	norm_puts(c, minus ? "减" : "到", src, 0);
	norm_emit_num(c, &y, e2, src, ordinal);
	return e2;
}

/* A number (with its sign) at i and whatever belongs to it.  Returns the end. */
size_t norm_number(struct norm_ctx *c, size_t i, size_t src, int neg)
{
	size_t k;
	if (!neg && (k = norm_date(c, i, src)))
		return k;
	if (!neg && (k = norm_time(c, i, src)))
		return k;
	struct norm_num x;
	size_t end = norm_parse_num(c, i, &x);
	int ordinal = i > 0 && c->a[i - 1] == 0x7B2C; /* 第 */
	if (norm_at(c, end) == '.' && norm_is_digit(norm_at(c, end + 1)))
		return do_dotted(c, i, src);
	if (norm_at(c, end) == '%' || norm_at(c, end) == 0x2030) {
		norm_puts(c, neg ? "负" : "", src, 0);
		norm_puts(c, norm_at(c, end) == '%' ? "百分之" : "千分之", src, 0);
		norm_emit_num(c, &x, end + 1, src, 1);
		return end + 1;
	}
	if ((k = try_fraction(c, &x, src, neg)))
		return k;
	if (neg)
		norm_puts(c, "负", src, 0);
	if ((k = try_digit_names(c, &x, src, ordinal)) || (k = try_range(c, &x, src, ordinal)))
		return k;
	size_t ulen;
	const struct norm_unit *u = norm_unit_at(c, end, &ulen);
	if (u && !strcmp(u->sym, "km/h")) {
		norm_puts(c, "每小时", src, 0);
		norm_emit_num(c, &x, end, src, 0);
		norm_puts(c, "公里", src, 0);
		return end + ulen;
	}
	norm_emit_num(c, &x, end, src, ordinal);
	if (u) {
		norm_puts(c, u->word, src, 0);
		return end + ulen;
	}
	return end;
}
