/* norm.c - numbers and symbols to the words a reader says.
 *
 * Conventions (doc/reading.md): a leading 2 before 百/千/万/亿 and a lone 2
 * before a measure word is 两 (两百, 两千二百, 两万, 两个), otherwise 二
 * (二十, 十二, 一千二百, 第二, 二月, 二两);
 * years and digit strings are read digit by digit with 零; phone-like
 * numbers say 1 as 幺; 号 and 日 are kept as written. */
#include "reading/norm.h"

#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "base/utf8.h"

enum { CARD_LIANG = 1, CARD_TWO = 2 };

struct ctx {
	const int32_t *in; /* the caller's code points */
	int32_t *a;        /* the same, full-width forms folded to ASCII */
	size_t n;
	struct norm_text *t;
	int rc;
};

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

static void put(struct ctx *c, int32_t cp, size_t src, unsigned flag)
{
	struct norm_text *t = c->t;
	if (c->rc)
		return;
	if (t->n == t->alloc) {
		size_t na = t->alloc ? 2 * t->alloc : 256;
		int32_t *cp2 = realloc(t->cp, na * sizeof *cp2);
		if (cp2)
			t->cp = cp2;
		size_t *src2 = realloc(t->src, na * sizeof *src2);
		if (src2)
			t->src = src2;
		unsigned char *fl2 = realloc(t->flag, na);
		if (fl2)
			t->flag = fl2;
		if (!cp2 || !src2 || !fl2) {
			c->rc = ERR_NOMEM;
			return;
		}
		t->alloc = na;
	}
	t->cp[t->n] = cp;
	t->src[t->n] = src;
	t->flag[t->n] = (unsigned char)flag;
	t->n++;
}

static void puts_(struct ctx *c, const char *s, size_t src, unsigned flag)
{
	size_t n = strlen(s), len;
	for (size_t i = 0; i < n; i += len)
		put(c, utf8_decode(s + i, n - i, &len), src, flag | NORM_GEN);
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

static int is_digit(int32_t c)
{
	return c >= '0' && c <= '9';
}

static int is_latin(int32_t c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int32_t at(const struct ctx *c, size_t i)
{
	return i < c->n ? c->a[i] : 0;
}

/* Length in code points of s (UTF-8) when it starts at a[i], else 0. */
static size_t match(const struct ctx *c, size_t i, const char *s)
{
	size_t n = strlen(s), len, k = 0;
	for (size_t b = 0; b < n; b += len, k++) {
		int32_t cp = utf8_decode(s + b, n - b, &len);
		if (i + k >= c->n || c->a[i + k] != cp)
			return 0;
	}
	return k;
}

static size_t match_any(const struct ctx *c, size_t i, const char *const *list)
{
	for (; *list; list++) {
		size_t k = match(c, i, *list);
		if (k)
			return k;
	}
	return 0;
}

static size_t digits_end(const struct ctx *c, size_t i)
{
	while (i < c->n && is_digit(c->a[i]))
		i++;
	return i;
}

static long long value(const struct ctx *c, size_t b, size_t e)
{
	long long v = 0;
	for (size_t i = b; i < e && v < 1000000000000LL; i++)
		if (is_digit(c->a[i]))
			v = v * 10 + (c->a[i] - '0');
	return v;
}

static const char *const digit_han[] = { "零", "一", "二", "三", "四",
					 "五", "六", "七", "八", "九" };

static void emit_digits(struct ctx *c, size_t b, size_t e, size_t src, int yao)
{
	for (size_t i = b; i < e; i++)
		if (is_digit(c->a[i]))
			puts_(c, yao && c->a[i] == '1' ? "幺" : digit_han[c->a[i] - '0'], src,
			      NORM_DIGITS);
}

/* One four-digit section d[0..4) (leading zeros allowed). */
static void emit_section(struct ctx *c, const int *d, int first, int liang, size_t src,
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
			puts_(c, "零", src, flag);
		zero = 0;
		if (k == 2 && d[k] == 1 && first && !started)
			; /* 十五, not 一十五, at the very start */
		else if (d[k] == 2 && liang && !started && (k == 0 || (k == 1 && first)))
			puts_(c, "两", src, flag); /* 两百, 一万两千, 一千二百 */
		else
			puts_(c, digit_han[d[k]], src, flag);
		puts_(c, unit[k], src, flag);
		started = 1;
	}
}

/* Reads the digits in a[b..e) (commas skipped) as a cardinal number. */
static void emit_cardinal(struct ctx *c, size_t b, size_t e, size_t src, unsigned mode,
			  unsigned flag)
{
	int dig[16];
	int nd = 0;
	size_t i = b;
	while (i < e && (!is_digit(c->a[i]) || c->a[i] == '0'))
		i++;
	for (; i < e; i++) {
		if (!is_digit(c->a[i]))
			continue;
		if (nd == 16) {
			emit_digits(c, b, e, src, 0);
			return;
		}
		dig[nd++] = c->a[i] - '0';
	}
	if (nd == 0) {
		puts_(c, "零", src, flag);
		return;
	}
	if (nd == 1 && dig[0] == 2 && (mode & CARD_TWO)) {
		puts_(c, "两", src, flag);
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
			puts_(c, "零", src, flag);
		zero = 0;
		if (v == 2 && !last && !out && (mode & CARD_LIANG))
			puts_(c, "两", src, flag);
		else
			emit_section(c, d, !out, (mode & CARD_LIANG) != 0, src, flag);
		puts_(c, big[nsec - 1 - s], src, flag);
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

/* Latin and symbol units after a number, longest first within a prefix. */
static const struct unit {
	const char *sym, *word;
} units[] = {
	{ "km/h", "公里每小时" }, { "km²", "平方公里" }, { "km2", "平方公里" },
	{ "cm²", "平方厘米" }, { "m²", "平方米" }, { "m³", "立方米" }, { "km", "公里" },
	{ "kg", "千克" }, { "mg", "毫克" }, { "cm", "厘米" }, { "mm", "毫米" }, { "ml", "毫升" },
	{ "mL", "毫升" }, { "ms", "毫秒" }, { "min", "分钟" }, { "mph", "英里每小时" },
	{ "mAh", "毫安时" }, { "kcal", "千卡" }, { "kHz", "千赫" }, { "MHz", "兆赫" },
	{ "GHz", "吉赫" }, { "Hz", "赫兹" }, { "kW", "千瓦" }, { "KB", "KB" }, { "MB", "MB" },
	{ "GB", "GB" }, { "TB", "TB" }, { "ft", "英尺" }, { "lbs", "磅" }, { "lb", "磅" },
	{ "oz", "盎司" }, { "°C", "摄氏度" }, { "℃", "摄氏度" }, { "°F", "华氏度" },
	{ "℉", "华氏度" }, { "°", "度" }, { "m", "米" }, { "g", "克" }, { "t", "吨" },
	{ "s", "秒" }, { "h", "小时" }, { "L", "升" }, { "W", "瓦" }, { "V", "伏" },
	{ "w", "万" }, { "k", "千" }, { "K", "千" },
};

static const struct unit currency_pre[] = {
	{ "US$", "美元" }, { "HK$", "港元" }, { "A$", "澳元" }, { "NT$", "新台币" },
	{ "USD", "美元" }, { "HKD", "港元" }, { "CNY", "人民币" }, { "RMB", "人民币" },
	{ "EUR", "欧元" }, { "GBP", "英镑" }, { "JPY", "日元" }, { "$", "美元" },
	{ "￥", "元" }, { "¥", "元" }, { "€", "欧元" }, { "£", "英镑" }, { "₩", "韩元" },
};

/* A unit right after a number (one space allowed) not followed by a letter. */
static const struct unit *unit_at(const struct ctx *c, size_t i, size_t *len)
{
	size_t sp = at(c, i) == ' ' ? 1 : 0;
	for (size_t k = 0; k < sizeof units / sizeof units[0]; k++) {
		size_t m = match(c, i + sp, units[k].sym);
		if (m && !is_latin(at(c, i + sp + m)) && !is_digit(at(c, i + sp + m))) { /* not 1V1 */
			*len = sp + m;
			return &units[k];
		}
	}
	return NULL;
}

/* Whether one of kw starts in the six characters before i. */
static int follows_any(const struct ctx *c, size_t i, const char *const *kw)
{
	for (size_t k = i > 6 ? i - 6 : 0; k < i; k++)
		if (match_any(c, k, kw))
			return 1;
	return 0;
}

/* Phone-like context: a keyword shortly before position i. */
static int phone_context(const struct ctx *c, size_t i)
{
	static const char *const kw[] = { "电话", "手机", "号码", "拨打", "拨通", "尾号", "致电",
					   "热线", "QQ", "微信", "短信", "编号", "传真",
					   NULL };
	if (follows_any(c, i, kw))
		return 1;
	/* 给12315打个电话 */
	size_t e = digits_end(c, i);
	for (size_t k = e; k < e + 4 && k < c->n; k++)
		if (match(c, k, "电话"))
			return 1;
	return 0;
}

static int valid_date(long long m, long long d)
{
	return m >= 1 && m <= 12 && d >= 1 && d <= 31;
}

/* yyyy-mm-dd, yyyy/mm/dd, yyyy.mm.dd, yyyy-mm, dd-mm-yyyy.  Returns the end. */
static size_t try_date(struct ctx *c, size_t i, size_t src)
{
	size_t e1 = digits_end(c, i);
	int32_t sep = at(c, e1);
	/* 2019·2·10, and 3·15 below; the middle dot in nothing else */
	int dot = sep == 0xB7;
	if (sep != '-' && sep != '/' && sep != '.' && !dot)
		return 0;
	size_t b2 = e1 + 1, e2 = digits_end(c, b2);
	if (e2 == b2 || e2 - b2 > 4)
		return 0;
	size_t b3 = e2 + 1, e3 = e2;
	if (at(c, e2) == sep)
		e3 = digits_end(c, b3);
	int three = e3 > b3;
	if (is_digit(at(c, e3)) || (three && at(c, e3) == sep))
		return 0;
	/* 3·15, 9·11, 5.1劳动节, 5.4运动: a day's name, digit by digit but for
	 * the National Day, 10.1 十一 */
	static const char *const named[] = { "节", "劳动节", "青年节", "妇女节", "儿童节", "国庆",
					      "假期", "长假", "小长假", "黄金周", "晚会", "事件",
					      "惨案", "运动", "大案", NULL };
	if ((dot || (sep == '.' && match_any(c, e2, named))) && !three && e1 - i <= 2 &&
	    e2 - b2 <= 2 && valid_date(value(c, i, e1), value(c, b2, e2))) {
		if (value(c, i, e1) == 10 && value(c, b2, e2) == 1)
			puts_(c, "十", src, NORM_DIGITS);
		else
			emit_digits(c, i, e1, src, 0);
		emit_digits(c, b2, e2, src, 0);
		return e2;
	}
	if (dot && !(three && e1 - i == 4))
		return 0;
	if (e1 - i == 4 && e2 - b2 <= 2) {
		long long m = value(c, b2, e2), d = three ? value(c, b3, e3) : 1;
		if (!valid_date(m, d) || (!three && sep == '.'))
			return 0;
		if (three && e3 - b3 > 2)
			return 0;
		emit_digits(c, i, e1, src, 0);
		puts_(c, "年", src, NORM_DIGITS);
		emit_cardinal(c, b2, e2, src, 0, NORM_DIGITS);
		puts_(c, "月", src, NORM_DIGITS);
		if (three) {
			emit_cardinal(c, b3, e3, src, 0, NORM_DIGITS);
			puts_(c, "日", src, NORM_DIGITS);
			return e3;
		}
		return e2;
	}
	if (!three && e1 - i <= 2 && e2 - b2 == 4 && sep != '.' && valid_date(value(c, i, e1), 1) &&
	    (c->a[b2] == '1' || c->a[b2] == '2')) {
		emit_digits(c, b2, e2, src, 0); /* 08/2008 */
		puts_(c, "年", src, NORM_DIGITS);
		emit_cardinal(c, i, e1, src, 0, NORM_DIGITS);
		puts_(c, "月", src, NORM_DIGITS);
		return e2;
	}
	if (!three && e1 - i == 2 && e2 - b2 == 2 && sep != '.' &&
	    (c->a[i] == '0' || c->a[b2] == '0') && valid_date(value(c, i, e1), value(c, b2, e2))) {
		emit_cardinal(c, i, e1, src, 0, NORM_DIGITS); /* 08-08 */
		puts_(c, "月", src, NORM_DIGITS);
		emit_cardinal(c, b2, e2, src, 0, NORM_DIGITS);
		puts_(c, "日", src, NORM_DIGITS);
		return e2;
	}
	if (three && e1 - i <= 2 && e2 - b2 <= 2 && e3 - b3 == 4 && sep != '.') {
		long long d = value(c, i, e1), m = value(c, b2, e2);
		if (!valid_date(m, d))
			return 0;
		emit_digits(c, b3, e3, src, 0);
		puts_(c, "年", src, NORM_DIGITS);
		emit_cardinal(c, b2, e2, src, 0, NORM_DIGITS);
		puts_(c, "月", src, NORM_DIGITS);
		emit_cardinal(c, i, e1, src, 0, NORM_DIGITS);
		puts_(c, "日", src, NORM_DIGITS);
		return e3;
	}
	return 0;
}

static size_t skip_ampm(const struct ctx *c, size_t i, int *pm)
{
	static const char *const am[] = { " a.m.", " am", " AM", "a.m.", "am", "AM", NULL };
	static const char *const pmv[] = { " p.m.", " pm", " PM", "p.m.", "pm", "PM", NULL };
	size_t k;
	if ((k = match_any(c, i, am)) && !is_latin(at(c, i + k))) {
		*pm = 0;
		return k;
	}
	if ((k = match_any(c, i, pmv)) && !is_latin(at(c, i + k))) {
		*pm = 1;
		return k;
	}
	*pm = -1;
	return 0;
}

/* h:mm, h:mm:ss (also with a.m./p.m.).  A pair that is not a time is a ratio
 * or a score: 78:96 -> 七十八比九十六. */
static size_t try_colon(struct ctx *c, size_t i, size_t src)
{
	size_t e1 = digits_end(c, i);
	if (at(c, e1) != ':' || !is_digit(at(c, e1 + 1)) || e1 - i > 3)
		return 0;
	size_t b2 = e1 + 1, e2 = digits_end(c, b2), b3 = 0, e3 = 0;
	if (at(c, e2) == ':' && is_digit(at(c, e2 + 1))) {
		b3 = e2 + 1;
		e3 = digits_end(c, b3);
	}
	long long h = value(c, i, e1), m = value(c, b2, e2), s = e3 ? value(c, b3, e3) : 0;
	int is_time = e1 - i <= 2 && e2 - b2 == 2 && h <= 24 && m <= 59 &&
		      (!e3 || (e3 - b3 == 2 && s <= 59));
	if (!is_time) {
		if (e3)
			return 0;
		emit_cardinal(c, i, e1, src, 0, 0);
		puts_(c, "比", src, 0);
		emit_cardinal(c, b2, e2, src, 0, 0);
		return e2;
	}
	size_t end = e3 ? e3 : e2;
	int pm;
	size_t k = skip_ampm(c, end, &pm);
	if (pm >= 0)
		puts_(c, pm ? "下午" : "上午", src, 0);
	emit_cardinal(c, i, e1, src, CARD_TWO, 0);
	puts_(c, "点", src, 0);
	if (m || s) {
		if (m < 10)
			puts_(c, "零", src, 0);
		emit_cardinal(c, b2, e2, src, 0, 0);
		puts_(c, "分", src, 0);
	}
	if (s) {
		emit_cardinal(c, b3, e3, src, 0, 0);
		puts_(c, "秒", src, 0);
	}
	return end + k;
}

struct num {
	size_t b, e;   /* integer digits (commas allowed) */
	size_t fb, fe; /* fraction digits, fb == fe without */
	size_t end;
};

static size_t parse_num(const struct ctx *c, size_t i, struct num *x)
{
	x->b = i;
	x->e = digits_end(c, i);
	/* 1,234,567: groups of exactly three digits */
	if (x->e - i <= 3)
		while (x->e < c->n && c->in[x->e] == ',' && digits_end(c, x->e + 1) == x->e + 4)
			x->e += 4;
	x->fb = x->fe = x->e;
	if (at(c, x->e) == '.' && is_digit(at(c, x->e + 1))) {
		x->fb = x->e + 1;
		x->fe = digits_end(c, x->fb);
	}
	x->end = x->fe;
	return x->end;
}

/* How a number reads, decided by what follows it at position k. */
static void emit_num(struct ctx *c, const struct num *x, size_t k, size_t src, int ordinal)
{
	size_t nd = x->e - x->b;
	if (x->fb == x->fe && nd > 1 && c->a[x->b] == '0') {
		emit_digits(c, x->b, x->e, src, phone_context(c, x->b)); /* 007, 010 */
		return;
	}
	size_t ulen;
	const struct unit *u = unit_at(c, k, &ulen);
	/* 手机的内存是128G: a quantity, whatever word came before */
	int quantity = u || is_latin(at(c, k)) || match_any(c, k, measure);
	if (x->fb == x->fe && !ordinal &&
	    ((nd >= 3 && !quantity && phone_context(c, x->b)) ||
	     (nd == 11 && c->a[x->b] == '1' && c->a[x->b + 1] >= '3'))) {
		emit_digits(c, x->b, x->e, src, 1);
		return;
	}
	/* a number that names (房间号是1205, 密码是8848): digit by digit, with 一 */
	static const char *const naming[] = { "房间号", "房号", "学号", "工号", "座位号", "密码",
					       "账号", "邮编", "验证码", NULL };
	if (x->fb == x->fe && !ordinal && nd >= 3 && !quantity && follows_any(c, x->b, naming)) {
		emit_digits(c, x->b, x->e, src, 0);
		return;
	}
	/* 1米68, a height: the centimetres are said digit by digit (not in
	 * 1米68厘米, where they are a number of their own) */
	static const char *const smaller[] = { "厘", "公分", "毫", "分米", NULL };
	int centimetres = nd == 2 && x->b >= 2 && match(c, x->b - 1, "米") &&
			  is_digit(c->a[x->b - 2]) && !quantity && !match_any(c, k, smaller);
	if (x->fb == x->fe && (nd >= 13 || centimetres)) {
		emit_digits(c, x->b, x->e, src, 0);
		return;
	}
	unsigned mode = ordinal ? 0 : CARD_LIANG;
	/* B2层, F1: after a letter a number names, it does not count */
	int counts = !ordinal && x->fb == x->fe && !(x->b > 0 && is_latin(c->a[x->b - 1]));
	if (counts && match_any(c, k, measure) && !match_any(c, k, names_one) &&
	    !match(c, k, "两") && !match(c, k, "分之"))
		mode |= CARD_TWO;
	if (counts && u && !strstr(u->word, "度"))
		mode |= CARD_TWO;
	/* 1.5 is yi1 dian3 wu3, not the yi4 dian3 of 一点 "a little" */
	emit_cardinal(c, x->b, x->e, src, mode,
		      x->fb < x->fe && x->e - x->b == 1 ? NORM_DIGITS : 0);
	if (x->fb < x->fe) {
		puts_(c, "点", src, 0);
		emit_digits(c, x->fb, x->fe, src, 0);
	}
}

/* A round number of years that is a span, not a date: 2000年前 (not
 * 2000年前后), 1000年来, 活了2000年, 长达1500年. */
static int round_years(const struct ctx *c, const struct num *x)
{
	static const char *const after[] = { "年前", "年以前", "年之前", "年来", "年之久",
					      "年的历史", "年历史", "年的时间", NULL };
	static const char *const before[] = { "了", "近", "约", "达", "整整", "足足", "足有",
					       "超过", "将近", "大约", "差不多", NULL };
	if (c->a[x->e - 1] != '0' || c->a[x->e - 2] != '0' ||
	    (x->b >= 2 && match(c, x->b - 2, "公元")))
		return 0;
	if (match_any(c, x->e, after) && !match(c, x->e, "年前后"))
		return 1;
	for (size_t k = x->b > 3 ? x->b - 3 : 0; k < x->b; k++) {
		size_t m = match_any(c, k, before);
		if (m && k + m == x->b)
			return 1;
	}
	return 0;
}

static int year_like(const struct ctx *c, const struct num *x)
{
	size_t nd = x->e - x->b;
	if (x->fb != x->fe || !match(c, x->e, "年"))
		return 0;
	if (nd == 4)
		return (c->a[x->b] == '1' || c->a[x->b] == '2') && !round_years(c, x);
	if (nd == 2 && c->a[x->b] == '0')
		return 1;
	return nd >= 2 && nd <= 4 && x->b >= 2 &&
	       (match(c, x->b - 2, "公元") || (x->b >= 3 && match(c, x->b - 3, "公元前")));
}

/* 127.0.0.1, 1.2.3: digit groups joined by 点.  Returns the end. */
static size_t do_dotted(struct ctx *c, size_t i, size_t src)
{
	size_t j = i;
	while (is_digit(at(c, j))) {
		size_t e = digits_end(c, j);
		emit_digits(c, j, e, src, 0);
		if (at(c, e) != '.' || !is_digit(at(c, e + 1)))
			return e;
		puts_(c, "点", src, 0);
		j = e + 1;
	}
	return j;
}

/* x, then a/b (one space either side allowed): 三分之一.  Returns the end,
 * or 0 when no denominator follows. */
static size_t try_fraction(struct ctx *c, const struct num *x, size_t src, int neg)
{
	size_t b = x->end + (at(c, x->end) == ' ');
	if (at(c, b) != '/' || x->fb != x->fe)
		return 0;
	b++;
	b += at(c, b) == ' ';
	if (!is_digit(at(c, b)))
		return 0;
	struct num y;
	size_t e = parse_num(c, b, &y);
	puts_(c, neg ? "负" : "", src, 0);
	emit_num(c, &y, e, src, 1);
	puts_(c, "分之", src, 0);
	emit_num(c, x, e, src, 1);
	return e;
}

/* A number read digit by digit as a name or a date part; returns its end,
 * or 0 when x counts something. */
static size_t try_digit_names(struct ctx *c, const struct num *x, size_t src, int ordinal)
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
		emit_digits(c, x->b, x->e, src, 0);
		return end;
	}
	if (((k = match_any(c, end, bc)) || (k = match_any(c, end, ad))) &&
	    !is_latin(at(c, end + k))) {
		puts_(c, match_any(c, end, bc) ? "公元前" : "公元", src, 0);
		emit_digits(c, x->b, x->e, src, 0);
		puts_(c, "年", src, 0);
		return end + k;
	}
	/* 90后, 00后: a generation */
	if ((nd == 2 && c->a[x->b + 1] == '0' && match(c, end, "后")) ||
	    (nd >= 3 && !ordinal &&
	     ((nd <= 5 && match_any(c, end, room)) || (x->b > 0 && is_latin(c->a[x->b - 1]))))) {
		emit_digits(c, x->b, x->e, src, 0);
		return end;
	}
	/* 3月, 15日, 8号: 二月, not 两月 */
	if (nd <= 2 && ((match(c, end, "月") && value(c, x->b, x->e) <= 12) ||
			((match(c, end, "日") || match(c, end, "号")) && value(c, x->b, x->e) <= 31))) {
		emit_cardinal(c, x->b, x->e, src, 0, NORM_DIGITS);
		return end;
	}
	return 0;
}

/* x, then a dash or tilde and another number: a code (010-64035547), a span
 * of years, a range (3-5天, 3-5%) or a subtraction (5-3=2).  Returns the end,
 * or 0 when no second number follows. */
static size_t try_range(struct ctx *c, const struct num *x, size_t src, int ordinal)
{
	size_t end = x->end;
	int32_t d = at(c, end);
	if (!(d == '-' || d == '~' || d == 0x2014 || d == 0xFF5E) || !is_digit(at(c, end + 1)))
		return 0;
	struct num y;
	size_t e2 = parse_num(c, end + 1, &y);
	if (c->a[x->b] == '0' || c->a[y.b] == '0' || y.e - y.b >= 5) {
		int yao = phone_context(c, x->b);
		emit_digits(c, x->b, x->e, src, yao);
		emit_digits(c, y.b, y.e, src, yao);
		return e2;
	}
	if (year_like(c, &y) && x->e - x->b == 4) {
		emit_digits(c, x->b, x->e, src, 0);
		puts_(c, "到", src, 0);
		emit_digits(c, y.b, y.e, src, 0);
		return e2;
	}
	emit_num(c, x, e2, src, ordinal);
	if (at(c, e2) == '%') {
		puts_(c, "到", src, 0);
		puts_(c, "百分之", src, 0);
		emit_num(c, &y, e2 + 1, src, 1);
		return e2 + 1;
	}
	int minus = at(c, e2 + (at(c, e2) == ' ')) == '=';
	puts_(c, minus ? "减" : "到", src, 0);
	emit_num(c, &y, e2, src, ordinal);
	return e2;
}

/* A number (with its sign) at i and whatever belongs to it.  Returns the end. */
static size_t do_number(struct ctx *c, size_t i, size_t src, int neg)
{
	size_t k;
	if (!neg && (k = try_date(c, i, src)))
		return k;
	if (!neg && (k = try_colon(c, i, src)))
		return k;
	struct num x;
	size_t end = parse_num(c, i, &x);
	int ordinal = i > 0 && c->a[i - 1] == 0x7B2C; /* 第 */
	if (at(c, end) == '.' && is_digit(at(c, end + 1)))
		return do_dotted(c, i, src);
	if (at(c, end) == '%' || at(c, end) == 0x2030) {
		puts_(c, neg ? "负" : "", src, 0);
		puts_(c, at(c, end) == '%' ? "百分之" : "千分之", src, 0);
		emit_num(c, &x, end + 1, src, 1);
		return end + 1;
	}
	if ((k = try_fraction(c, &x, src, neg)))
		return k;
	if (neg)
		puts_(c, "负", src, 0);
	if ((k = try_digit_names(c, &x, src, ordinal)) || (k = try_range(c, &x, src, ordinal)))
		return k;
	size_t ulen;
	const struct unit *u = unit_at(c, end, &ulen);
	if (u && !strcmp(u->sym, "km/h")) {
		puts_(c, "每小时", src, 0);
		emit_num(c, &x, end, src, 0);
		puts_(c, "公里", src, 0);
		return end + ulen;
	}
	emit_num(c, &x, end, src, ordinal);
	if (u) {
		puts_(c, u->word, src, 0);
		return end + ulen;
	}
	return end;
}

static size_t do_currency(struct ctx *c, size_t i)
{
	int32_t ch = c->a[i];
	if (ch < 0x80 ? !strchr("$UHANCREGJ", (int)ch) || !ch
		      : ch != 0xFFE5 && ch != 0xA5 && ch != 0x20AC && ch != 0xA3 && ch != 0x20A9)
		return 0;
	for (size_t k = 0; k < sizeof currency_pre / sizeof currency_pre[0]; k++) {
		size_t m = match(c, i, currency_pre[k].sym);
		if (!m || (is_latin(c->a[i]) && i > 0 && is_latin(c->a[i - 1])))
			continue;
		size_t b = i + m + (at(c, i + m) == ' ');
		if (!is_digit(at(c, b)))
			continue;
		struct num x;
		size_t e = parse_num(c, b, &x);
		emit_num(c, &x, e, i, 0);
		/* $1.5万 -> 一点五万美元 */
		if (match(c, e, "万") || match(c, e, "亿")) {
			put(c, c->in[e], e, 0);
			e++;
		}
		if (!match(c, e, currency_pre[k].word))
			puts_(c, currency_pre[k].word, i, 0);
		return e;
	}
	return 0;
}

/* Operators between two numbers: 1+2=3, 2≤4. */
static size_t do_operator(struct ctx *c, size_t i)
{
	static const struct unit ops[] = {
		{ "<=", "小于等于" }, { ">=", "大于等于" }, { "≤", "小于等于" },
		{ "≥", "大于等于" }, { "+", "加" }, { "=", "等于" }, { "<", "小于" },
		{ ">", "大于" }, { "×", "乘" }, { "÷", "除以" }, { "*", "乘" },
		{ "~", "到" }, { "-", "到" }, { "—", "到" }, /* 10%~20% */
	};
	size_t b = i + (at(c, i) == ' ');
	for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
		size_t m = match(c, b, ops[k].sym);
		if (!m)
			continue;
		size_t e = b + m + (at(c, b + m) == ' ');
		if (is_digit(at(c, e)) || (at(c, e) == '-' && is_digit(at(c, e + 1)))) {
			puts_(c, ops[k].word, b, 0);
			return e;
		}
	}
	return 0;
}

/* A Latin word, copied.  Between Han characters a short lower-case word is an
 * acronym (nba -> NBA) and spaced single letters are one (c e o -> CEO). */
static size_t do_latin(struct ctx *c, size_t i)
{
	size_t e = i;
	while (is_latin(at(c, e)))
		e++;
	int32_t before = i ? c->a[i - 1] : 0;
	size_t spaced = i;
	if (e - i == 1)
		while (at(c, spaced + 1) == ' ' && is_latin(at(c, spaced + 2)) &&
		       !is_latin(at(c, spaced + 3)))
			spaced += 2;
	int32_t after = at(c, spaced > i ? spaced + 1 : e);
	int han_around = (utf8_is_han(before) || !before) && (utf8_is_han(after) || !after) &&
			 (utf8_is_han(before) || utf8_is_han(after));
	if (han_around && spaced > i && spaced - i <= 8) {
		for (size_t k = i; k <= spaced; k += 2)
			put(c, c->a[k] & ~0x20, k, 0);
		return spaced + 1;
	}
	int upper = han_around && e - i >= 2 && e - i <= 4;
	for (size_t k = i; k < e; k++)
		put(c, upper ? (c->a[k] & ~0x20) : c->a[k], k, 0);
	return e;
}

/* ①, ⑴, ⒈, Ⅲ, ⅲ: a number from 1 to 20 in one symbol (0 when ch is none). */
static int symbol_number(int32_t ch)
{
	if (ch >= 0x2460 && ch <= 0x249B) /* circled, parenthesised, with a full stop */
		return (int)((ch - 0x2460) % 20) + 1;
	if (ch >= 0x2160 && ch <= 0x216B)
		return (int)(ch - 0x2160) + 1;
	if (ch >= 0x2170 && ch <= 0x217B)
		return (int)(ch - 0x2170) + 1;
	return 0;
}

/* 3000元/月, 5次/分: a rate, said 每 */
static int is_per(const struct ctx *c, size_t i)
{
	if (c->a[i] != '/' || !i || !utf8_is_han(c->a[i - 1]) || !utf8_is_han(at(c, i + 1)))
		return 0;
	for (size_t k = i >= 4 ? i - 4 : 0; k < i - 1; k++)
		if (is_digit(c->a[k]))
			return 1;
	return 0;
}

int norm_run(const int32_t *in, size_t n, struct norm_text *t)
{
	struct ctx c = { .in = in, .n = n, .t = t };
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
		if (after_num && (k = do_operator(&c, i))) {
			i = k;
			after_num = 0; /* the sign of what follows is its own: 5-3=-8 */
			continue;
		}
		if (ch == '2' && is_latin(prev) && is_latin(at(&c, i + 1)) &&
		    !(i >= 2 && is_latin(c.a[i - 2])) && !is_latin(at(&c, i + 2))) {
			puts_(&c, " to ", i, 0); /* B2B, O2O */
			k = i + 1;
		} else if (is_digit(ch)) {
			k = do_number(&c, i, i, 0);
			was_num = 1;
		} else if (ch == '-' && is_digit(at(&c, i + 1)) && !is_digit(prev) &&
			   !is_latin(prev)) {
			k = do_number(&c, i + 1, i, 1);
			was_num = 1;
		} else if (ch == '+' && is_digit(at(&c, i + 1)) && !is_latin(prev)) {
			puts_(&c, "加", i, 0); /* 力量+10 */
			k = i + 1;
		} else if (ch == '-' && match(&c, i + 1, "百分之")) {
			puts_(&c, "负", i, 0);
			k = i + 1;
		} else if ((ch == 0x2265 || ch == 0x2264) && is_digit(at(&c, i + 1 + (at(&c, i + 1) == ' ')))) {
			puts_(&c, ch == 0x2265 ? "大于等于" : "小于等于", i, 0);
			k = i + 1 + (at(&c, i + 1) == ' ');
		} else if (ch == 0xB1 && is_digit(at(&c, i + 1))) {
			puts_(&c, "正负", i, 0);
			k = do_number(&c, i + 1, i, 0);
			was_num = 1;
		} else if ((ch == 'N' || ch == 'n') && (at(&c, i + 1) | 0x20) == 'o' &&
			   at(&c, i + 2) == '.' && is_digit(at(&c, i + 3)) && !is_latin(prev)) {
			puts_(&c, "第", i, 0); /* No.1 */
			k = do_number(&c, i + 3, i, 0);
			was_num = 1;
		} else if ((k = do_currency(&c, i))) {
			was_num = 1;
		} else if (is_latin(ch) && !is_latin(prev)) {
			k = do_latin(&c, i);
		} else if (symbol_number(ch)) {
			static const char *const small[] = { "一", "二", "三", "四", "五", "六", "七",
							     "八", "九", "十" };
			int v = symbol_number(ch);
			puts_(&c, v >= 10 ? (v >= 20 ? "二十" : "十") : small[v - 1], i, 0);
			if (v > 10 && v < 20)
				puts_(&c, small[v - 11], i, 0);
			k = i + 1;
		} else if (is_per(&c, i)) {
			puts_(&c, "每", i, 0);
			k = i + 1;
		} else if (ch == 0x2103 || ch == 0x2109) {
			puts_(&c, ch == 0x2103 ? "摄氏度" : "华氏度", i, 0);
			k = i + 1;
		} else {
			/* Copied: full-width letters and digits as ASCII, the rest as is. */
			int32_t o = (is_latin(ch) || ch == ' ') ? ch : in[i];
			put(&c, o, i, 0);
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
