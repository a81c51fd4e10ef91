/* norm_numeral.c - how a number is said: digit by digit (years, codes, 幺
 * in phone numbers) or as a cardinal (两 or 二), decided by what comes
 * after it (a unit, a measure word) and before it (a phone context). */
#include "reading/norm_parts.h"

#include <string.h>

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

/* Latin and symbol units after a number, longest first within a prefix. */
static const struct norm_unit units[] = {
	{ "km/h", "公里每小时" }, { "km/s", "公里每秒" }, { "m/s", "米每秒" },
	{ "km²", "平方公里" }, { "km2", "平方公里" },
	{ "cm²", "平方厘米" }, { "m²", "平方米" }, { "m³", "立方米" }, { "km", "公里" },
	{ "kg", "千克" }, { "mg", "毫克" }, { "cm", "厘米" }, { "mm", "毫米" }, { "ml", "毫升" },
	{ "mL", "毫升" }, { "ms", "毫秒" }, { "min", "分钟" }, { "mph", "英里每小时" },
	{ "mAh", "毫安时" }, { "kcal", "千卡" }, { "kHz", "千赫" }, { "MHz", "兆赫" },
	{ "GHz", "吉赫" }, { "Hz", "赫兹" }, { "kW", "千瓦" }, { "KB", "KB" }, { "MB", "MB" },
	{ "GB", "GB" }, { "TB", "TB" }, { "ft", "英尺" }, { "lbs", "磅" }, { "lb", "磅" },
	{ "oz", "盎司" }, { "°C", "摄氏度" }, { "℃", "摄氏度" }, { "°F", "华氏度" },
	{ "℉", "华氏度" }, { "°", "度" }, { "m", "米" }, { "g", "克" }, { "t", "吨" },
	{ "s", "秒" }, { "h", "小时" }, { "L", "升" }, { "W", "瓦" }, { "V", "伏" },
	{ "w", "万" }, { "k", "千" }, { "K", "千" }, { "μm", "微米" }, { "μg", "微克" },
	{ "μs", "微秒" }, { "kΩ", "千欧" }, { "Ω", "欧" },
	/* the CJK squares for units, one character each (5㎏, 20㎡) */
	{ "㎏", "千克" }, { "㎎", "毫克" }, { "㎝", "厘米" }, { "㎜", "毫米" }, { "㎞", "公里" },
	{ "㎡", "平方米" }, { "㎢", "平方公里" }, { "㎠", "平方厘米" }, { "㎥", "立方米" },
	{ "㎖", "毫升" }, { "㏄", "毫升" }, { "㎘", "千升" },
};

/* Whether one of kw starts in the n characters before i. */
static int within_before(const struct norm_ctx *c, size_t i, size_t n, const char *const *kw)
{
	for (size_t k = i > n ? i - n : 0; k < i; k++)
		if (norm_match_any(c, k, kw))
			return 1;
	return 0;
}

/* Whether one of kw starts in the six characters before i. */
static int follows_any(const struct norm_ctx *c, size_t i, const char *const *kw)
{
	return within_before(c, i, 6, kw);
}

/* 110, 119, 120 and 122 called or named (打110, 120急救, 110的出警记录): the
 * emergency numbers, said digit by digit with 幺 */
static int emergency(const struct norm_ctx *c, const struct norm_num *x)
{
	static const char *const call[] = { "打", "拨", "报", "叫", "喊", "呼叫", NULL };
	static const char *const service[] = { "的出警", "出警", "急救", "救护", "消防", "民警",
					       "巡警", "报警", "指挥中心", "接警", NULL };
	if (x->e - x->b != 3 || x->fb != x->fe || c->a[x->b] != '1' ||
	    !((c->a[x->b + 1] == '1' && (c->a[x->b + 2] == '0' || c->a[x->b + 2] == '9')) ||
	      (c->a[x->b + 1] == '2' && (c->a[x->b + 2] == '0' || c->a[x->b + 2] == '2'))))
		return 0;
	return follows_any(c, x->b, call) || norm_match_any(c, x->e, service);
}

/* A room one stands at or lives in (503门口, 住在503): its number, digit by
 * digit, as 201室 is.  The door is told by the words after it (门 alone is
 * a measure word); 住在 needs no measure after the number (住在503人的村子). */
static int at_door(const struct norm_ctx *c, const struct norm_num *x)
{
	static const char *const door[] = { "门口", "门前", "门外", "房间", NULL };
	size_t nd = x->e - x->b;
	return nd >= 3 && nd <= 4 && x->fb == x->fe && norm_match_any(c, x->e, door);
}

static int lives_in(const struct norm_ctx *c, const struct norm_num *x)
{
	static const char *const lives[] = { "住在", "住进", "搬进", "搬到", NULL };
	size_t nd = x->e - x->b;
	return nd >= 3 && nd <= 4 && x->fb == x->fe && within_before(c, x->b, 2, lives);
}

/* Whether W at i (m characters) is 万, as web writing counts money and
 * readers (年薪30W, 100W字, 粉丝破100W), not a watt (100W的灯泡). */
static int wan_meant(const struct norm_ctx *c, size_t i, size_t m)
{
	static const char *const counted[] = { "薪", "工资", "收入", "存款", "身价", "赚", "挣",
					       "欠", "粉丝", "字数", "点击", "收藏", "订阅", "阅读",
					       "播放", "价格", "块钱", NULL };
	static const char *const after[] = { "字", "粉", "块", "元", "人", "起", "多", "+", NULL };
	return within_before(c, i, 10, counted) || norm_match_any(c, i + m, after);
}

/* A unit right after a number (one space allowed) not followed by a letter. */
const struct norm_unit *norm_unit_at(const struct norm_ctx *c, size_t i, size_t *len)
{
	static const struct norm_unit wan = { "W", "万" };
	size_t sp = norm_at(c, i) == ' ' ? 1 : 0;
	for (size_t k = 0; k < sizeof units / sizeof units[0]; k++) {
		size_t m = norm_match(c, i + sp, units[k].sym);
		int32_t after = norm_at(c, i + sp + m);
		if (m && !norm_is_latin(after) && !norm_is_digit(after)) { /* not 1V1 */
			*len = sp + m;
			if (!strcmp(units[k].sym, "W") && wan_meant(c, i, sp + m))
				return &wan;
			return &units[k];
		}
	}
	return NULL;
}

/* Phone-like context: a keyword shortly before position i. */
int norm_phone_context(const struct norm_ctx *c, size_t i)
{
	static const char *const kw[] = { "电话", "手机", "号码", "拨打", "拨通", "尾号", "致电",
					   "热线", "QQ", "微信", "短信", "编号", "传真",
					   NULL };
	if (follows_any(c, i, kw))
		return 1;
	/* 给12315打个电话 */
	size_t e = norm_digits_end(c, i);
	for (size_t k = e; k < e + 4 && k < c->n; k++)
		if (norm_match(c, k, "电话"))
			return 1;
	return 0;
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
	"钱", "斗", "担", "剂", "帖", "发", "章", "则", "桩", "餐",
	NULL
};
/* ... but these name one of a series: 二年级, 二路车 */
static const char *const names_one[] = { "年级", "路车", "路公交", "路汽车", "路电车", NULL };

int norm_quantity_at(const struct norm_ctx *c, size_t k)
{
	size_t ulen;
	return norm_unit_at(c, k, &ulen) || norm_is_latin(norm_at(c, k)) ||
	       norm_match_any(c, k, measure);
}

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
void norm_trim_cents(const struct norm_ctx *c, struct norm_num *x)
{
	while (x->fe > x->fb && c->a[x->fe - 1] == '0')
		x->fe--;
}

void norm_emit_num(struct norm_ctx *c, const struct norm_num *x, size_t k, size_t src,
		   int ordinal)
{
	/* 第001章, 第0012回: a web novel's padded ordinal is 第一章, 第十二回 */
	struct norm_num unpadded = *x;
	while (ordinal && x->fb == x->fe && unpadded.e - unpadded.b > 1 &&
	       c->a[unpadded.b] == '0')
		unpadded.b++;
	/* 12.50元 is 十二点五元: a price's zeros after the point are not said */
	static const char *const money[] = { "元", "块", "美元", "港元", "欧元", "日元", "英镑",
					     "韩元", NULL };
	if (norm_match_any(c, k, money))
		norm_trim_cents(c, &unpadded);
	x = &unpadded;
	size_t nd = x->e - x->b;
	if (x->fb == x->fe && nd > 1 && c->a[x->b] == '0') {
		norm_digits(c, x->b, x->e, src, norm_phone_context(c, x->b)); /* 007, 010 */
		return;
	}
	size_t ulen;
	const struct norm_unit *u = norm_unit_at(c, k, &ulen);
	/* 手机的内存是128G: a quantity, whatever word came before */
	int quantity = u || norm_quantity_at(c, k);
	if (x->fb == x->fe && !ordinal &&
	    ((nd >= 3 && !quantity && (norm_phone_context(c, x->b) || emergency(c, x))) ||
	     (nd == 11 && c->a[x->b] == '1' && c->a[x->b + 1] >= '3'))) {
		norm_digits(c, x->b, x->e, src, 1);
		return;
	}
	/* a number that names (房间号是1205, 密码是8848): digit by digit, with 一 */
	static const char *const naming[] = { "房间号", "房号", "学号", "工号", "座位号", "密码",
					       "账号", "邮编", "验证码", NULL };
	/* a video's lines, 720P, 1080p: 七二零P, as users say it */
	int lines = nd >= 3 && (norm_at(c, k) == 'P' || norm_at(c, k) == 'p') &&
		    !norm_is_latin(norm_at(c, k + 1));
	if (x->fb == x->fe && !ordinal &&
	    (at_door(c, x) || lines ||
	     (!quantity && (lives_in(c, x) || (nd >= 3 && follows_any(c, x->b, naming)))))) {
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
