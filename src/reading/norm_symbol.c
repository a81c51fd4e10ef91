/* norm_symbol.c - money (￥5, HK$), operators between numbers (1+2=3, ≥),
 * Latin words, numbers in one symbol (①, Ⅲ) and rates (元/月). */
#include "reading/norm_parts.h"

#include <string.h>

#include "base/utf8.h"

static const struct norm_unit currency_pre[] = {
	{ "US$", "美元" }, { "HK$", "港元" }, { "A$", "澳元" }, { "NT$", "新台币" },
	{ "USD", "美元" }, { "HKD", "港元" }, { "CNY", "人民币" }, { "RMB", "人民币" },
	{ "EUR", "欧元" }, { "GBP", "英镑" }, { "JPY", "日元" }, { "$", "美元" },
	{ "￥", "元" }, { "¥", "元" }, { "€", "欧元" }, { "£", "英镑" }, { "₩", "韩元" },
};

size_t norm_currency(struct norm_ctx *c, size_t i)
{
	int32_t ch = c->a[i];
	if (ch < 0x80 ? !strchr("$UHANCREGJ", (int)ch) || !ch
		      : ch != 0xFFE5 && ch != 0xA5 && ch != 0x20AC && ch != 0xA3 && ch != 0x20A9)
		return 0;
	for (size_t k = 0; k < sizeof currency_pre / sizeof currency_pre[0]; k++) {
		size_t m = norm_match(c, i, currency_pre[k].sym);
		if (!m || (norm_is_latin(c->a[i]) && i > 0 && norm_is_latin(c->a[i - 1])))
			continue;
		size_t b = i + m + (norm_at(c, i + m) == ' ');
		if (!norm_is_digit(norm_at(c, b)))
			continue;
		struct norm_num x;
		size_t e = norm_parse_num(c, b, &x);
		norm_trim_cents(c, &x);
		norm_emit_num(c, &x, e, i, 0);
		/* $1.5万 -> 一点五万美元 */
		if (norm_match(c, e, "万") || norm_match(c, e, "亿")) {
			norm_put(c, c->in[e], e, 0);
			e++;
		}
		if (!norm_match(c, e, currency_pre[k].word))
			norm_puts(c, currency_pre[k].word, i, 0);
		return e;
	}
	return 0;
}

/* Operators between two numbers: 1+2=3, 2≤4. */
size_t norm_operator(struct norm_ctx *c, size_t i)
{
	static const struct norm_unit ops[] = {
		{ "<=", "小于等于" }, { ">=", "大于等于" }, { "≤", "小于等于" },
		{ "≥", "大于等于" }, { "+", "加" }, { "=", "等于" }, { "<", "小于" },
		{ ">", "大于" }, { "×", "乘" }, { "÷", "除以" }, { "*", "乘" },
		{ "~", "到" }, { "-", "到" }, { "—", "到" }, /* 10%~20% */
	};
	size_t b = i + (norm_at(c, i) == ' ');
	for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
		size_t m = norm_match(c, b, ops[k].sym);
		if (!m)
			continue;
		size_t e = b + m + (norm_at(c, b + m) == ' ');
		if (norm_is_digit(norm_at(c, e)) || (norm_at(c, e) == '-' &&
			norm_is_digit(norm_at(c, e + 1)))) {
			norm_puts(c, ops[k].word, b, 0);
			return e;
		}
	}
	return 0;
}

static int superscript_digit(int32_t ch)
{
	if (ch == 0x2070)
		return 0;
	if (ch == 0xB9)
		return 1;
	if (ch == 0xB2 || ch == 0xB3)
		return ch - 0xB0;
	return ch >= 0x2074 && ch <= 0x2079 ? ch - 0x2070 : -1;
}

/* A power after a number, 10^8, 10⁸ and 10⁻³: 十的八次方, 十的负三次方.  A
 * superscript exponent is folded to ASCII digits in place to be read. */
size_t norm_power(struct norm_ctx *c, size_t i)
{
	size_t b, e;
	int caret = norm_at(c, i) == '^';
	int neg = caret ? norm_at(c, i + 1) == '-' : norm_at(c, i) == 0x207B;
	b = i + caret + neg;
	if (caret) {
		e = norm_digits_end(c, b);
	} else {
		int d;
		for (e = b; (d = superscript_digit(norm_at(c, e))) >= 0; e++)
			c->a[e] = (int32_t)('0' + d);
	}
	if (e == b)
		return 0;
	norm_puts(c, neg ? "的负" : "的", i, 0);
	norm_cardinal(c, b, e, i, 0, 0);
	norm_puts(c, "次方", i, 0);
	return e;
}

/* English words said as words in Chinese text: two letters (hi, up主, 很in), where any
 * other two small letters are an acronym (id, ip, ai, it行业, 5点am), and three that
 * the vowels at both ends would take for one (我emo了). */
static const char small_words[] = "go ha hi in no oh ok up yo emo";
/* Acronyms written small that English spelling lets one say as a word. */
static const char small_acronyms[] = "ceo diy led sos vip";
/* Consonants that begin an English word together, and that end one
 * (before a plural s). */
static const char onsets[] = "bl br ch cl cr dr dw fl fr gl gn gr kl kn kr ph pl pr ps qu sc "
			     "sh sk sl sm sn sp st sw th tr tw vl wh wr chr sch scr shr spl spr "
			     "str thr";
static const char codas[] = "ch ck ct ft gh ld lf lk lm lp lt mb mp nd ng nk nt pt rb rc rd rf "
			    "rg rk rl rm rn rp rt sh sk sp st th wn ght nch tch";

/* Whether s[0..n) is one of the words of list, separated by spaces. */
static int listed(const char *list, const char *s, size_t n)
{
	for (const char *w = list; *w; w += strcspn(w, " "), w += *w == ' ')
		if (strcspn(w, " ") == n && !strncmp(w, s, n))
			return 1;
	return 0;
}

/* Whether the consonants s[0..n) may stand together in an English word:
 * one, a doubled one (app, boss), or a pair of list. */
static int cluster_ok(const char *list, const char *s, size_t n)
{
	return n <= 1 || (n == 2 && s[0] == s[1]) || listed(list, s, n);
}

int norm_latin_vowel(const int32_t *w, size_t i)
{
	int32_t ch = w[i] | 0x20;
	if (ch < 'a' || ch > 'z')
		return 0;
	return strchr("aeiou", (int)ch) || (ch == 'y' && i > 0);
}

/* Whether a small-letter word of two to four letters is an acronym, spelled
 * (nba, ktv, vip, yyds, icu), not an English word said as one (app, bye, ins):
 * it is another pair of letters than the words above, three letters with a
 * vowel at both ends, a listed acronym, has no vowel, begins with a doubled
 * consonant, or has consonants together that no English word has there. */
static int small_acronym(const int32_t *w, size_t n)
{
	char s[5] = { 0 };
	for (size_t k = 0; k < n; k++)
		s[k] = (char)w[k];
	if (listed(small_words, s, n))
		return 0;
	/* a vowel at both ends of three letters, but a silent e's (ace, one, use) */
	if (n == 2 || (n == 3 && norm_latin_vowel(w, 0) && strchr("aiou", (int)w[2])))
		return 1;
	if (listed(small_acronyms, s, n) || (s[0] == s[1] && !norm_latin_vowel(w, 0)))
		return 1;
	size_t first = 0, last = n;
	while (first < n && !norm_latin_vowel(w, first))
		first++;
	if (first == n)
		return 1;
	while (!norm_latin_vowel(w, last - 1))
		last--;
	size_t coda = n - last - (n - last >= 2 && s[n - 1] == 's');
	if (!cluster_ok(onsets, s, first) || !cluster_ok(codas, s + last, coda) ||
	    (coda == 1 && s[last] == 'q'))
		return 1;
	for (size_t k = first; k < last; k++) { /* consonants between vowels */
		size_t b = k;
		while (!norm_latin_vowel(w, k))
			k++;
		if (!cluster_ok(onsets, s + b, k - b) && !cluster_ok(codas, s + b, k - b))
			return 1;
	}
	return 0;
}

/* Whether ch ends a Latin word within Chinese text: a Han character, the
 * line's end or a punctuation mark (看nba。). */
static int closes_latin(int32_t ch)
{
	return !ch || utf8_is_han(ch) || (ch >= 0x3000 && ch <= 0x303F) ||
	       (ch >= 0x2010 && ch <= 0x206F) || (ch < 0x80 && strchr(",!?;:()\"", (int)ch));
}

/* A Latin word, copied.  Next to Chinese text a small-letter acronym is
 * upper-cased (nba -> NBA, spelled as NBA is) and spaced single letters are
 * one (c e o -> CEO); a small English word (app, bye) and a word with a
 * capital (App, Boss) stay as written, said in English. */
size_t norm_latin(struct norm_ctx *c, size_t i)
{
	size_t e = i;
	while (norm_is_latin(norm_at(c, e)))
		e++;
	int32_t before = i ? c->a[i - 1] : 0;
	size_t spaced = i;
	if (e - i == 1)
		while (norm_at(c, spaced + 1) == ' ' && norm_is_latin(norm_at(c, spaced + 2)) &&
		       !norm_is_latin(norm_at(c, spaced + 3)))
			spaced += 2;
	int32_t after = norm_at(c, spaced > i ? spaced + 1 : e);
	int han_around = (utf8_is_han(before) || !before) && (utf8_is_han(after) || !after) &&
			 (utf8_is_han(before) || utf8_is_han(after));
	if (han_around && spaced > i && spaced - i <= 8) {
		for (size_t k = i; k <= spaced; k += 2)
			norm_put(c, c->a[k] & ~0x20, k, 0);
		return spaced + 1;
	}
	int upper = closes_latin(before) && closes_latin(after) &&
		    (utf8_is_han(before) || utf8_is_han(after)) && e - i >= 2 && e - i <= 4;
	for (size_t k = i; k < e && upper; k++)
		upper = c->a[k] >= 'a';
	upper = upper && small_acronym(c->a + i, e - i);
	for (size_t k = i; k < e; k++)
		norm_put(c, upper ? (c->a[k] & ~0x20) : c->a[k], k, 0);
	return e;
}

/* Where the Latin word that ends right before e starts (e when none). */
static size_t latin_word_start(const struct norm_ctx *c, size_t e)
{
	while (e > 0 && norm_is_latin(c->a[e - 1]))
		e--;
	return e;
}

static int is_small_letter(int32_t cp)
{
	return cp >= 'a' && cp <= 'z';
}

static void put_english_below_100(struct norm_ctx *c, unsigned v, size_t src)
{
	static const char *const ones[20] = {
		"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
		"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
		"seventeen", "eighteen", "nineteen"
	};
	static const char *const tens[10] = { "", "", "twenty", "thirty", "forty", "fifty",
					      "sixty", "seventy", "eighty", "ninety" };
	if (v < 20) {
		norm_puts(c, ones[v], src, 0);
		return;
	}
	norm_puts(c, tens[v / 10], src, 0);
	if (v % 10) {
		norm_put(c, '-', src, 0);
		norm_puts(c, ones[v % 10], src, 0);
	}
}

/* v below 10000 as a count: one thousand two hundred five. */
static void put_english_count(struct norm_ctx *c, unsigned v, size_t src)
{
	if (v >= 1000) {
		put_english_below_100(c, v / 1000, src);
		norm_puts(c, " thousand", src, 0);
		if (v % 1000)
			norm_put(c, ' ', src, 0);
	}
	if (v % 1000 >= 100) {
		put_english_below_100(c, v % 1000 / 100, src);
		norm_puts(c, " hundred", src, 0);
		if (v % 100)
			norm_put(c, ' ', src, 0);
	}
	if (v < 100 || v % 100)
		put_english_below_100(c, v % 100, src);
}

/* A four-digit year in pairs: nineteen ninety, nineteen oh five, nineteen
 * hundred; two thousand eight, as the first years of a thousand are said. */
static void put_english_year(struct norm_ctx *c, unsigned y, size_t src)
{
	if (y % 1000 < 10) {
		put_english_count(c, y, src);
		return;
	}
	put_english_below_100(c, y / 100, src);
	norm_puts(c, y % 100 == 0 ? " hundred" : y % 100 < 10 ? " oh " : " ", src, 0);
	if (y % 100)
		put_english_below_100(c, y % 100, src);
}

/* Whether the English word w[0..n) puts a year after it (born in 1990). */
static int before_year(const int32_t *w, size_t n)
{
	static const char *const words[] = { "in", "since", "from", "until", "till", "by",
					     "of", "before", "after", "around", "circa", "year",
					     "to", NULL };
	for (size_t k = 0; words[k]; k++) {
		size_t m = 0;
		while (m < n && words[k][m] && (w[m] | 0x20) == words[k][m])
			m++;
		if (m == n && !words[k][m])
			return 1;
	}
	return 0;
}

size_t norm_english_number(struct norm_ctx *c, size_t i)
{
	size_t e = norm_digits_end(c, i), w = i >= 2 ? latin_word_start(c, i - 1) : i;
	if (e - i > 4 || w == i || c->a[i - 1] != ' ' || !is_small_letter(c->a[i - 2]) ||
	    (e - i > 1 && c->a[i] == '0'))
		return 0;
	int32_t after = norm_at(c, e);
	int words_before = w >= 2 && c->a[w - 1] == ' ' && norm_is_latin(c->a[w - 2]);
	/* a capital after and no English before names a product (iPhone 16 Pro: 十六), as a
	 * small word after makes a phrase (for 3 years) */
	int32_t next = norm_at(c, e + 1);
	if (!(after == ' ' && norm_is_latin(next) && (words_before || is_small_letter(next))) &&
	    !(words_before && (!after || utf8_in_set(".,!?;:", after) ||
			       (after == ' ' && !norm_is_digit(next)))))
		return 0;
	unsigned v = 0;
	for (size_t k = i; k < e; k++)
		v = v * 10 + (unsigned)(c->a[k] - '0');
	if (e - i == 4 && (c->a[i] == '1' || c->a[i] == '2') && before_year(c->a + w, i - 1 - w))
		put_english_year(c, v, i);
	else
		put_english_count(c, v, i);
	return e;
}

/* ①, ⑴, ⒈, Ⅲ, ⅲ: a number from 1 to 20 in one symbol (0 when ch is none). */
int norm_symbol_number(int32_t ch)
{
	if (ch >= 0x2460 && ch <= 0x249B) /* circled, parenthesised, with a full stop */
		return (int)((ch - 0x2460) % 20) + 1;
	if (ch >= 0x2160 && ch <= 0x216B)
		return (int)(ch - 0x2160) + 1;
	if (ch >= 0x2170 && ch <= 0x217B)
		return (int)(ch - 0x2170) + 1;
	return 0;
}

/* The Greek letters as Chinese names them (α射线 阿尔法射线, π 派), small and
 * capital alike; ι, ο, υ, whose names are seldom said, are left out. */
static const char *const greek[] = {
	"阿尔法", "贝塔", "伽马", "德尔塔", "艾普西隆", "泽塔", "伊塔", "西塔", NULL,
	"卡帕", "拉姆达", "缪", "纽", "克西", NULL, "派", "柔", "西格玛", "西格玛",
	"陶", NULL, "斐", "希", "普西", "欧米伽",
};

/* Whether cp may stand beside a Greek letter that is read: the line's
 * edge, Han, a digit, a space or a sentence's punctuation, not the
 * symbols of a face drawn in text ((｡･ω･｡), ε=ε=┏(゜ロ゜;)┛, ΦωΦ); full-width
 * marks are folded to ASCII by then. */
static int greek_neighbour(int32_t cp)
{
	return !cp || utf8_is_han(cp) || norm_is_digit(cp) || cp == ' ' ||
	       utf8_in_set("、。,.;:!?“”‘’《》", cp);
}

size_t norm_greek(struct norm_ctx *c, size_t i)
{
	int32_t ch = c->a[i], after = norm_at(c, i + 1);
	int32_t small = ch >= 0x391 && ch <= 0x3A9 ? ch + 0x20 : ch; /* ς is σ at a word's end */
	if (small < 0x3B1 || small - 0x3B1 >= (int32_t)(sizeof greek / sizeof *greek) ||
	    !greek[small - 0x3B1] ||
	    !greek_neighbour(i ? c->a[i - 1] : 0) || !(greek_neighbour(after) || after == '-'))
		return 0;
	norm_puts(c, greek[small - 0x3B1], i, 0);
	return i + 1;
}

/* Whether a unit after a number ends right before i (6.5L/100km, 10kg/袋). */
static int unit_ends_at(const struct norm_ctx *c, size_t i)
{
	size_t b = i, len;
	while (b > 0 && norm_is_latin(c->a[b - 1]))
		b--;
	return b < i && b > 0 && norm_is_digit(c->a[b - 1]) && norm_unit_at(c, b, &len) &&
	       b + len == i;
}

/* 3000元/月, 5次/分, 6.5L/100km: a rate, said 每 */
int norm_is_per(const struct norm_ctx *c, size_t i)
{
	if (c->a[i] != '/' || !i)
		return 0;
	int32_t after = norm_at(c, i + 1);
	if (unit_ends_at(c, i))
		return utf8_is_han(after) || norm_is_digit(after) || norm_is_latin(after);
	if (!utf8_is_han(c->a[i - 1]) || !utf8_is_han(after))
		return 0;
	for (size_t k = i >= 4 ? i - 4 : 0; k < i - 1; k++)
		if (norm_is_digit(c->a[k]))
			return 1;
	return 0;
}

int norm_stat_minus(const struct norm_ctx *c, size_t i)
{
	static const char *const temperature[] = { "温", "度", NULL };
	if (c->a[i] != '-' || !i || !utf8_is_han(c->a[i - 1]) ||
	    utf8_in_set("到至为為是达達于於成约約有和及或", c->a[i - 1]) ||
	    norm_match_any(c, i - 1, temperature))
		return 0;
	size_t e = norm_digits_end(c, i + 1), len;
	/* 计算-2的绝对值: a number spoken of */
	return !norm_unit_at(c, e, &len) && !utf8_in_set("%.的", norm_at(c, e));
}

int norm_is_times(const struct norm_ctx *c, size_t i)
{
	int32_t ch = c->a[i];
	/* after a word or a quoted one: 金币×100, 技能‘精通厨艺’×1 */
	return (ch == 0xD7 || ch == 'x' || ch == 'X' || ch == '*') && i &&
	       (utf8_is_han(c->a[i - 1]) || utf8_in_set("’”」』）】》)", c->a[i - 1])) &&
	       norm_is_digit(norm_at(c, i + 1));
}
