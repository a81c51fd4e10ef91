/* norm_number.c - numbers: digits read as a cardinal (两 or 二), digit by
 * digit (years, room numbers, 幺 in phone numbers), decimals, fractions,
 * percentages, ranges, and the unit or measure word after a number. */
#include "reading/norm_parts.h"

#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "base/utf8.h"

static const char *const digit_han[] = { "零", "一", "二", "三", "四",
					 "五", "六", "七", "八", "九" };

void norm_digits(struct norm_ctx *c, size_t b, size_t e, size_t src, int yao)
{
	for (size_t i = b; i < e; i++)
		if (norm_is_digit(c->a[i]))
			norm_puts(c, yao && c->a[i] == '1' ? "幺" : digit_han[c->a[i] - '0'], src,
			      NORM_DIGITS);
}

/* One four-digit section d[0..4) (leading zeros allowed). */
static void emit_section(struct norm_ctx *c, const int *d, int first, int liang, size_t src,
			 unsigned flag)
{
	static const char *const unit[] = { "千", "百", "十", "" };
	int zero = 0, started = 0;
	for (int k = 0; k < 4; k++) {
		if (!d[k]) {
			zero = started;
			continue;
		}
		if (zero)
			norm_puts(c, "零", src, flag);
		zero = 0;
		if (k == 2 && d[k] == 1 && first && !started)
			; /* 十五, not 一十五, at the very start */
		else if (d[k] == 2 && liang && !started && (k == 0 || (k == 1 && first)))
			norm_puts(c, "两", src, flag); /* 两百, 一万两千, 一千二百 */
		else
			norm_puts(c, digit_han[d[k]], src, flag);
		norm_puts(c, unit[k], src, flag);
		started = 1;
	}
}

/* Reads the digits in a[b..e) (commas skipped) as a cardinal number. */
void norm_cardinal(struct norm_ctx *c, size_t b, size_t e, size_t src, unsigned mode,
		   unsigned flag)
{
	int dig[16];
	int nd = 0;
	size_t i = b;
	while (i < e && (!norm_is_digit(c->a[i]) || c->a[i] == '0'))
		i++;
	for (; i < e; i++) {
		if (!norm_is_digit(c->a[i]))
			continue;
		if (nd == 16) {
			norm_digits(c, b, e, src, 0);
			return;
		}
		dig[nd++] = c->a[i] - '0';
	}
	if (nd == 0) {
		norm_puts(c, "零", src, flag);
		return;
	}
	if (nd == 1 && dig[0] == 2 && (mode & NORM_CARD_TWO)) {
		norm_puts(c, "两", src, flag);
		return;
	}
	static const char *const big[] = { "", "万", "亿", "万亿" };
	int nsec = (nd + 3) / 4, pad = nsec * 4 - nd;
	int out = 0, zero = 0;
	for (int s = 0; s < nsec; s++) {
		int d[4];
		for (int k = 0; k < 4; k++) {
			int pos = s * 4 + k - pad;
			d[k] = pos >= 0 ? dig[pos] : 0;
		}
		int v = d[0] * 1000 + d[1] * 100 + d[2] * 10 + d[3];
		int last = s == nsec - 1;
		if (!v) {
			zero = out;
			continue;
		}
		if (out && (zero || d[0] == 0))
			norm_puts(c, "零", src, flag);
		zero = 0;
		if (v == 2 && !last && !out && (mode & NORM_CARD_LIANG))
			norm_puts(c, "两", src, flag);
		else
			emit_section(c, d, !out, (mode & NORM_CARD_LIANG) != 0, src, flag);
		norm_puts(c, big[nsec - 1 - s], src, flag);
		out = 1;
	}
}

/* Words after which a lone 2 is 两. */
static const char *const measure[] = {
	"个", "只", "条", "本", "位", "名", "次", "件", "种", "张", "把", "匹", "头", "辆",
	"架", "台", "部", "支", "根", "块", "片", "家", "所", "座", "间", "层", "双", "对",
	"份", "句", "声", "步", "天", "年", "周", "岁", "斤", "公", "千", "克", "米", "里",
	"尺", "寸", "亩", "吨", "倍", "小时", "钟", "分", "秒", "元", "角", "毛", "点", "下",
	"遍", "回", "场", "顿", "口", "棵", "朵", "颗", "粒", "批", "群", "队", "排", "篇",
	"首", "套", "项", "枚", "盏", "杯", "碗", "瓶", "人", "百", "万", "亿", "拳", "脚",
	"刀", "剑", "枪", "眼", "封", "道", "笔", "门", "扇", "辈", "代", "样", "类", "组",
	"副", "幅", "股", "滴", "团", "堆", "串", "桶", "箱", "包", "袋", "升", "艘", "尊",
	"具", "员", "路", "轮", "圈", "段", "番", "成", "栋", "幢", "面", "丝", "毫", "星期",
	"礼拜", "趟", "阵", "招", "式", "碗", "盘", "碟", "壶", "坛", "罐", "锭", "两银",
	"骑", "营", "师", "旅", "团", "连", "军", "卷", "册", "集", "回", "节", "课", "门",
	"夜", "晚", "宿", "顶", "座", "栏", "曲", "届", "季", "轮", "局", "盘", "丈", "桌",
	"户", "席", "锅", "勺", "页", "行", "枝", "处", "拨", "伙", "帮", "尾", "截", "捆",
	NULL
};
/* ... but these name one of a series: 二年级, 二路车 */
static const char *const names_one[] = { "年级", "路车", "路公交", "路汽车", "路电车", NULL };


size_t norm_parse_num(const struct norm_ctx *c, size_t i, struct norm_num *x)
{
	x->b = i;
	x->e = norm_digits_end(c, i);
	/* 1,234,567: groups of exactly three digits */
	if (x->e - i <= 3)
		while (x->e < c->n && c->in[x->e] == ',' &&
			norm_digits_end(c, x->e + 1) == x->e + 4)
			x->e += 4;
	x->fb = x->fe = x->e;
	if (norm_at(c, x->e) == '.' && norm_is_digit(norm_at(c, x->e + 1))) {
		x->fb = x->e + 1;
		x->fe = norm_digits_end(c, x->fb);
	}
	x->end = x->fe;
	return x->end;
}

/* How a number reads, decided by what follows it at position k. */
void norm_emit_num(struct norm_ctx *c, const struct norm_num *x, size_t k, size_t src,
		   int ordinal)
{
	size_t nd = x->e - x->b;
	if (x->fb == x->fe && nd > 1 && c->a[x->b] == '0') {
		norm_digits(c, x->b, x->e, src, norm_phone_context(c, x->b)); /* 007, 010 */
		return;
	}
	size_t ulen;
	const struct norm_unit *u = norm_unit_at(c, k, &ulen);
	/* 手机的内存是128G: a quantity, whatever word came before */
	int quantity = u || norm_is_latin(norm_at(c, k)) || norm_match_any(c, k, measure);
	if (x->fb == x->fe && !ordinal &&
	    ((nd >= 3 && !quantity && norm_phone_context(c, x->b)) ||
	     (nd == 11 && c->a[x->b] == '1' && c->a[x->b + 1] >= '3'))) {
		norm_digits(c, x->b, x->e, src, 1);
		return;
	}
	/* a number that names (房间号是1205, 密码是8848): digit by digit, with 一 */
	static const char *const naming[] = { "房间号", "房号", "学号", "工号", "座位号", "密码",
					       "账号", "邮编", "验证码", NULL };
	if (x->fb == x->fe && !ordinal && nd >= 3 && !quantity &&
		norm_follows_any(c, x->b, naming)) {
		norm_digits(c, x->b, x->e, src, 0);
		return;
	}
	/* 1米68, a height: the centimetres are said digit by digit (not in
	 * 1米68厘米, where they are a number of their own) */
	static const char *const smaller[] = { "厘", "公分", "毫", "分米", NULL };
	int centimetres = nd == 2 && x->b >= 2 && norm_match(c, x->b - 1, "米") &&
			  norm_is_digit(c->a[x->b - 2]) && !quantity &&
				!norm_match_any(c, k, smaller);
	if (x->fb == x->fe && (nd >= 13 || centimetres)) {
		norm_digits(c, x->b, x->e, src, 0);
		return;
	}
	unsigned mode = ordinal ? 0 : NORM_CARD_LIANG;
	/* B2层, F1: after a letter a number names, it does not count */
	int counts = !ordinal && x->fb == x->fe && !(x->b > 0 && norm_is_latin(c->a[x->b - 1]));
	if (counts && norm_match_any(c, k, measure) && !norm_match_any(c, k, names_one) &&
	    !norm_match(c, k, "两") && !norm_match(c, k, "分之"))
		mode |= NORM_CARD_TWO;
	if (counts && u && !strstr(u->word, "度"))
		mode |= NORM_CARD_TWO;
	/* 1.5 is yi1 dian3 wu3, not the yi4 dian3 of 一点 "a little" */
	norm_cardinal(c, x->b, x->e, src, mode,
		      x->fb < x->fe && x->e - x->b == 1 ? NORM_DIGITS : 0);
	if (x->fb < x->fe) {
		norm_puts(c, "点", src, 0);
		norm_digits(c, x->fb, x->fe, src, 0);
	}
}

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

static int year_like(const struct norm_ctx *c, const struct norm_num *x)
{
	size_t nd = x->e - x->b;
	if (x->fb != x->fe || !norm_match(c, x->e, "年"))
		return 0;
	if (nd == 4)
		return (c->a[x->b] == '1' || c->a[x->b] == '2') && !round_years(c, x);
	if (nd == 2 && c->a[x->b] == '0')
		return 1;
	return nd >= 2 && nd <= 4 && x->b >= 2 &&
	       (norm_match(c, x->b - 2, "公元") || (x->b >= 3 && norm_match(c, x->b - 3, "公元前")));
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
	norm_puts(c, neg ? "负" : "", src, 0);
	norm_emit_num(c, &y, e, src, 1);
	norm_puts(c, "分之", src, 0);
	norm_emit_num(c, x, e, src, 1);
	return e;
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
	if (year_like(c, x)) {
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
	/* 90后, 00后: a generation */
	if ((nd == 2 && c->a[x->b + 1] == '0' && norm_match(c, end, "后")) ||
	    (nd >= 3 && !ordinal &&
	     ((nd <= 5 && norm_match_any(c, end, room)) || (x->b > 0 &&
		norm_is_latin(c->a[x->b - 1]))))) {
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
	if (c->a[x->b] == '0' || c->a[y.b] == '0' || y.e - y.b >= 5) {
		int yao = norm_phone_context(c, x->b);
		norm_digits(c, x->b, x->e, src, yao);
		norm_digits(c, y.b, y.e, src, yao);
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
