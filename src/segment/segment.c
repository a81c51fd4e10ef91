/* segment.c - stage 3: a chapter cut into paragraphs, then into narration and
 * dialogue runs.
 *
 * Paragraph layout is decided once per file: hard-wrapped text (lines that
 * mostly stop mid-sentence) is joined until a blank or indented line, a
 * heading, or a line short of the wrap width that ends its sentence; other
 * text takes every line as a paragraph.  Within a paragraph a small quote
 * state machine finds the dialogue runs.  Everything is one forward pass over
 * the buffer, so a 200 KB line or 10,000 quotes cost no more than their size. */
#include "base/diag.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "segment/seg.h"
#include "segment/sysline.h"
#include "text/split.h"
#include "text/text.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

void seg_list_init(struct seg_list *l)
{
	l->v = NULL;
	l->n = l->alloc = 0;
	l->n_paras = 0;
}

void seg_list_release(struct seg_list *l)
{
	free(l->v);
	seg_list_init(l);
}

int seg_list_push(struct seg_list *l, const struct seg *s)
{
	if (grow_for_one(&l->v, l->n, &l->alloc, sizeof(*l->v), 64))
		return ERR_NOMEM;
	l->v[l->n++] = *s;
	return 0;
}

int seg_list_take(struct seg_list *l, struct seg_list *out, int err)
{
	if (err) {
		seg_list_release(out);
		return err;
	}
	out->n_paras = l->n_paras;
	seg_list_release(l);
	*l = *out;
	return 0;
}

/* ---- layout ---------------------------------------------------------- */

struct line_info {
	size_t start, end;   /* without the LF */
	size_t first, last;  /* first non-space byte, end of last non-space char */
	int blank, indented;
};

static void line_scan(const char *buf, size_t start, size_t len, struct line_info *li)
{
	const char *nl = memchr(buf + start, '\n', len - start);
	li->start = start;
	li->end = nl ? (size_t)(nl - buf) : len;
	size_t p = li->start, n;
	while (p < li->end && utf8_is_space(utf8_at(buf, p, li->end, &n)))
		p += n;
	li->first = p;
	li->blank = p == li->end;
	li->indented = !li->blank && p > li->start;
	size_t q = li->end, s;
	while (q > p) {
		int32_t cp = utf8_before(buf, p, q, &s);
		if (!utf8_is_space(cp))
			break;
		q = s;
	}
	li->last = q;
}

#define WRAP_MAX 256

/* Marks that may end a paragraph: a line ending in anything else was cut
 * mid-sentence by a hard wrap. */
static int ends_sentence(int32_t cp)
{
	switch (cp) {
	case 0x3002: case 0xFF01: case 0xFF1F: case 0x2026: case 0x201D: case 0x300D:
	case 0x300F: case 0x2019: case 0xFF09: case 0xFF1A: case 0xFF1B: case 0x2014:
	case 0xFF0E: case '"': case '\'': case '.': case '!': case '?': case ')':
	case ':': case ';': case '~': case 0xFF5E:
		return 1;
	}
	return 0;
}

static size_t line_chars(const char *buf, const struct line_info *li)
{
	size_t chars = 0, n;
	for (size_t p = li->first; p < li->last && chars < WRAP_MAX - 1; p += n) {
		utf8_at(buf, p, li->last, &n);
		chars++;
	}
	return chars;
}

/* A file is hard-wrapped when most lines that run straight into an
 * unindented next line stop mid-sentence, and those lines have about the
 * same length (the wrap width): a file of short lines that end in a comma
 * before a quote (他说，⏎“…”) is not wrapped.  Returns the width in
 * characters, or 0 when the file is not wrapped. */
static size_t layout_wrap_width(const char *buf, size_t len)
{
	size_t pairs = 0, cut = 0;
	size_t hist[WRAP_MAX] = { 0 };
	struct line_info prev = { 0 }, cur;
	int have_prev = 0;
	for (size_t pos = 0; pos < len; pos = cur.end + 1) {
		line_scan(buf, pos, len, &cur);
		if (have_prev && !prev.blank && !cur.blank && !cur.indented) {
			size_t s;
			pairs++;
			if (!ends_sentence(utf8_before(buf, prev.first, prev.last, &s))) {
				cut++;
				hist[line_chars(buf, &prev)]++;
			}
		}
		prev = cur;
		have_prev = 1;
		if (cur.end >= len)
			break;
	}
	if (pairs < 3 || cut * 2 < pairs)
		return 0;
	size_t mode = 0;
	for (size_t i = 1; i < WRAP_MAX; i++)
		if (hist[i] > hist[mode])
			mode = i;
	size_t near = 0;
	for (size_t i = mode >= 2 ? mode - 2 : 0; i <= mode + 2 && i < WRAP_MAX; i++)
		near += hist[i];
	return mode >= 8 && near * 2 >= cut ? mode : 0;
}

static int is_heading(const char *buf, const struct line_info *li)
{
	return split_heading_kind(buf + li->first, li->last - li->first) != HEADING_NONE;
}

/* Whether the line li of a text wrapped at width characters ends its
 * paragraph though the next is not indented: a line that ends its sentence
 * short of the width (the wrap would have filled it); a heading does too. */
static int ends_short(const char *buf, const struct line_info *li, size_t width)
{
	size_t s;
	return ends_sentence(utf8_before(buf, li->first, li->last, &s)) &&
	       line_chars(buf, li) + 2 < width;
}

/* ---- quotes ---------------------------------------------------------- */

enum qfam { Q_NONE, Q_DOUBLE, Q_CORNER, Q_WCORNER, Q_SINGLE };

/* Family a mark opens inside a run (nested), or Q_NONE. */
static enum qfam opens(int32_t cp)
{
	switch (cp) {
	case 0x201C: case '"': case 0xFF02: return Q_DOUBLE;
	case 0x300C: return Q_CORNER;
	case 0x300E: return Q_WCORNER;
	case 0x2018: case '`': return Q_SINGLE;
	}
	return Q_NONE;
}

/* Family a mark closes, or Q_NONE.  The traditional corpus closes “ with an
 * ASCII " and the other way round, so they are one family. */
static enum qfam closes(int32_t cp)
{
	switch (cp) {
	case 0x201D: case '"': case 0xFF02: return Q_DOUBLE;
	case 0x300D: return Q_CORNER;
	case 0x300F: return Q_WCORNER;
	case 0x2019: case '\'': return Q_SINGLE;
	}
	return Q_NONE;
}

/* Marks that open a dialogue run outside any quote. */
static int opens_run(int32_t cp)
{
	return cp == 0x201C || cp == '"' || cp == 0xFF02 || cp == 0x300C || cp == 0x300E;
}

/* After a quote: it named a sound (“轰！”的一声), even with a ！ inside … */
static const char *const sound_after[] = {
	"的一声", "的一聲", "一声", "一聲", "了一声", "了一聲", "地一声", "地一聲", "声", "聲",
	NULL
};

/* … or a term (“黄台吉被炮毙”事件), which has no sentence marks. */
static const char *const term_after[] = {
	"的", "事件", "二字", "两字", "兩字", "两个字", "兩個字", "三字", "三个字", "三個字",
	"四字", "四个字", "四個字", "等字", "字样", "字樣", "之类", "之類", "之说", "之說",
	"一词", "一詞", "云云", "这个词", "這個詞", "这两个字", "這兩個字", "是一句", "是一個",
	"是一个", NULL
};

/* … or a name, of a ship, a brand, a plan or a prize (“天枢”号空间站), where no
 * speech verb leads to it and no word goes on (“我的儿啊”号啕大哭) */
static const char *const name_after[] = {
	"号", "號", "牌", "型", "计划", "計劃", "行动", "行動", "工程", "项目", "項目",
	"战役", "戰役", "杯", "奖", "獎", NULL
};
static const char *const not_name_after[] = {
	"号啕", "號啕", "号叫", "號叫", "号哭", "號哭", "号召", "號召", "号称", "號稱", "号令",
	"號令", "杯子", "牌子", "奖励", "獎勵", NULL
};

/* Before a quote: it names something (所谓“水奴贼”). */
static const char *const term_before[] = {
	"叫做", "叫作", "所谓", "所謂", "称为", "稱為", "称作", "稱作", "什么", "什麼",
	"甚么", "甚麼", "名为", "名為", "名叫", "号称", "號稱", "谓之", "謂之", "写着",
	"寫著", "題著", "题着", "写的是", "寫的是", "绰号", "綽號", "外号", "外號", "俗谓",
	"俗謂", "俗称", "俗稱", "又名", "号曰", "號曰", "之曰", "称之曰", "稱之曰",
	/* inscriptions: 小字：“…”, 道是：“…” */
	"字：", "字:", "题着：", "題著：", "道是：", "书着：", "書著：", NULL
};

/* Before a quote: what it says is written, shown, not spoken, however long
 * (屏幕上写着：“今晚十点，老地方见。”, a text message, a sign, a letter's line,
 * 信中写道：“…”, a letter, 奏摺上寫道：「臣…」, a memorial) */
static const char *const written_before[] = {
	"写着：", "寫著：", "写着:", "寫著:", "写的是：", "寫的是：", "显示：", "顯示：",
	"显示着：", "顯示著：", "写道：", "寫道：", "写道:", "寫道:", NULL
};

/* Last characters of words that introduce speech or thought: a quote right
 * after them is said, even without a colon. */
static int introduces_speech(int32_t cp)
{
	static const int32_t v[] = {
		0x9053 /* 道 */, 0x8BF4 /* 说 */, 0x8AAA /* 說 */, 0x95EE /* 问 */,
		0x554F /* 問 */, 0x7B54 /* 答 */, 0x558A /* 喊 */, 0x53EB /* 叫 */,
		0x543C /* 吼 */, 0x9A82 /* 骂 */, 0x7F75 /* 罵 */, 0x7B11 /* 笑 */,
		0x53F9 /* 叹 */, 0x5606 /* 嘆 */, 0x6B4E /* 歎 */, 0x56B7 /* 嚷 */,
		0x5E94 /* 应 */, 0x61C9 /* 應 */, 0x4E91 /* 云 */, 0x66F0 /* 曰 */,
		0x60F3 /* 想 */, 0x5FF5 /* 念 */, 0x5531 /* 唱 */, 0x541F /* 吟 */,
		0x8BF5 /* 诵 */, 0x8AA6 /* 誦 */, 0x558F /* 喏 */, 0x54ED /* 哭 */,
		0x8BDD /* 话 */, 0x8A71 /* 話 */, 0x8C08 /* 谈 */, 0x8AC7 /* 談 */,
		0x54C4 /* 哄 */, 0x547C /* 呼 */, 0x5598 /* 喘 */, 0x55E4 /* 嗤 */,
		0x5556 /* 啖 */, 0x8BED /* 语 */, 0x8A9E /* 語 */, 0x544A /* 告 */,
		0x5631 /* 嘱 */, 0x56D1 /* 囑 */, 0x5492 /* 咒 */, 0x554A /* 啊 */,
	};
	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		if (v[i] == cp)
			return 1;
	return 0;
}

/* Where the word before a colon ending at p starts when it introduces what
 * someone says: a speech verb, or a voice raised (冷哼一声：, 低声：, 大喝：),
 * which is no speech verb where no colon follows (一声“砰”, a sound).  Else 0,
 * as for a verb at buf's first byte (no text opens on 道：). */
static size_t speech_colon_before(const char *buf, size_t ps, size_t p)
{
	size_t s;
	int32_t colon = utf8_before(buf, ps, p, &s);
	if (colon != 0xFF1A && colon != ':')
		return 0;
	int32_t cp = utf8_before(buf, ps, s, &s);
	return introduces_speech(cp) || utf8_in_set("声聲喝", cp) ? s : 0;
}

/* Sentence marks that make a quote a sentence rather than a term. */
static int is_sentence_mark(int32_t cp)
{
	return cp == 0x3002 || cp == 0xFF01 || cp == 0xFF1F || cp == '!' || cp == '?' ||
	       cp == 0xFF1B || cp == 0xFF0C || cp == 0x2026 || cp == 0xFF0E;
}

/* An ASCII ' at buf[p] opens a quote typed on a Western keyboard
 * ('你真的要走吗？'妹妹问): at a paragraph's start or after punctuation, with
 * Chinese after it, and a ' after Chinese closing it in the paragraph with no
 * other quotation mark between.  Elsewhere it is an apostrophe (don't), or
 * closes a `…' of the traditional corpus. */
static int ascii_single_opens(const char *buf, size_t ps, size_t p, size_t pe)
{
	size_t n, s;
	if (p > ps) {
		int32_t before = utf8_before(buf, ps, p, &s);
		if (!is_sentence_mark(before) && before != 0xFF1A && before != ':' &&
		    !utf8_is_space(before))
			return 0;
	}
	int32_t prev = utf8_at(buf, p + 1, pe, &n);
	if (prev < 0x80)
		return 0;
	for (size_t q = p + 1 + n; q < pe; q += n) {
		int32_t cp = utf8_at(buf, q, pe, &n);
		if (cp == '\'')
			return prev >= 0x80 && prev != 0xFF1A;
		if (opens(cp) != Q_NONE || closes(cp) != Q_NONE)
			return 0;
		prev = cp;
	}
	return 0;
}

/* Whether the ASCII or full-width " at buf[p] (n bytes), outside any quote,
 * closes one that was never opened (他走了。" at a paragraph's end, the
 * opening mark lost): it follows a sentence mark and no word follows it.
 * Opening a run there would only warn that it never closes. */
static int stray_double_close(const char *buf, size_t ps, size_t p, size_t n, size_t pe)
{
	size_t s;
	int32_t cp = utf8_at(buf, p, pe, &s);
	if ((cp != '"' && cp != 0xFF02) || p == ps ||
	    !is_sentence_mark(utf8_before(buf, ps, p, &s)))
		return 0;
	for (size_t q = p + n; q < pe; q += s) {
		cp = utf8_at(buf, q, pe, &s);
		if (utf8_is_han(cp) || (cp >= 0 && cp < 0x80 && isalnum(cp)) || opens(cp) != Q_NONE)
			return 0;
	}
	return 1;
}

/* How many sounds buf[from..to) holds if it is only sounds and the marks
 * that draw them out (砰！, 轰隆隆——, 叮铃铃……, 哗啦啦: 啦 is no sound of
 * its own; not an interjection a speaker says: 啊, 哼, 嗻), else 0. */
static size_t only_sounds(const char *buf, size_t from, size_t to)
{
	static const char sounds[] = "砰啪轰轟隆咚嘭哐咣咔嚓嗖哗嘩噗扑撲通嘀嗒叮当噹铃鈴吱嘎咕噼嘣嗡嘟滴叭哒噠铛鐺乒乓";
	static const char marks[] = "！!…—～~，、。啦";
	size_t n, heard = 0;
	for (size_t p = from; p < to; p += n) {
		int32_t cp = utf8_at(buf, p, to, &n);
		if (utf8_in_set(sounds, cp))
			heard++;
		else if (!utf8_in_set(marks, cp))
			return 0;
	}
	return heard;
}

/* Whether buf[from, to) is a figure and nothing else (“-86”, “+5”, “99%”):
 * a number shown, such as a game's damage, not a word said. */
static int only_figures(const char *buf, size_t from, size_t to)
{
	size_t n, digits = 0;
	for (size_t p = from; p < to; p += n) {
		int32_t cp = utf8_at(buf, p, to, &n);
		if ((cp >= '0' && cp <= '9') || (cp >= 0xFF10 && cp <= 0xFF19))
			digits++;
		else if (!utf8_in_set("+-−－＋.%％/×", cp))
			return 0;
	}
	return digits > 0;
}

/* Where the text before the paragraph at ps ends, past the white space
 * between them. */
static size_t text_end_before(const char *buf, size_t ps)
{
	size_t before;
	while (ps > 0 && utf8_is_space(utf8_before(buf, 0, ps, &before)))
		ps = before;
	return ps;
}

/* The last character before the paragraph at ps that is not white space,
 * or -1. */
static int32_t before_paragraph(const char *buf, size_t ps)
{
	size_t end = text_end_before(buf, ps), at;
	return end > 0 ? utf8_before(buf, 0, end, &at) : -1;
}

/* Whether the quote opening at qs is written (written_before), said so
 * before it in its paragraph [ps, …), or at the end of the paragraph before
 * when it opens its own (只见上面写着：⏎“亲爱的…, a letter). */
static int written_quote(const char *buf, size_t ps, size_t qs)
{
	return wordlist_suffix(buf + ps, qs - ps, written_before) ||
	       (qs == ps && wordlist_suffix(buf, text_end_before(buf, ps), written_before));
}

#define SALUTATION_MAX 12 /* characters of a letter's 默儿： or 亲爱的王老师： */
#define SIGNATURE_MAX 16  /* characters of its last line, 母字 or 1998年10月3日 */

/* Whether the quote opening at qs, left open at its paragraph's end pe, is a
 * letter the chapter quotes whole (“默儿：⏎见字如面。…⏎母字⏎1998年10月3日”):
 * its first paragraph is a salutation alone, a few characters and a colon,
 * and its closing mark, further on, ends a line that is a signature or a
 * date, no sentence.  A speech over paragraphs (“同志们：⏎…大家加油！”)
 * ends on a sentence and stays said. */
static int quoted_letter(const char *buf, size_t len, size_t qs, size_t pe)
{
	size_t n, chars = 0, p;
	enum qfam fam = opens(utf8_at(buf, qs, pe, &n));
	int32_t last = 0;
	for (p = qs + n; p < pe; p += n) {
		int32_t cp = utf8_at(buf, p, pe, &n);
		if (utf8_is_space(cp))
			continue;
		if (is_sentence_mark(cp) || ++chars > SALUTATION_MAX)
			return 0;
		last = cp;
	}
	if (last != 0xFF1A && last != ':')
		return 0;
	size_t line_chars = 0;
	int line_start = 1;
	for (p = pe; p < len; p += n) {
		int32_t cp = utf8_at(buf, p, len, &n);
		if (closes(cp) == fam && !(line_start && opens(cp) == fam))
			return line_chars > 0 && line_chars <= SIGNATURE_MAX;
		/* each paragraph may open on the mark again (“默儿：⏎“见字如面。) */
		if (opens(cp) == fam && !line_start)
			return 0;
		line_start = cp == '\n' || (line_start && utf8_is_space(cp));
		if (cp == '\n')
			line_chars = 0;
		else if (is_sentence_mark(cp))
			line_chars = SIGNATURE_MAX + 1; /* a sentence's line */
		else if (!utf8_is_space(cp))
			line_chars++;
	}
	return 0;
}

/* Whether buf[from..to) is verse: two lines or more of 4 to 7 Han
 * characters each, all as long, each ended by ， or 。 (the last maybe not). */
static int verse(const char *buf, size_t from, size_t to)
{
	size_t n, line = 0, width = 0, lines = 0;
	for (size_t p = from; p <= to; p += n) {
		int32_t cp = p < to ? utf8_at(buf, p, to, &n) : 0x3002;
		if (utf8_is_han(cp)) {
			line++;
			continue;
		}
		if ((cp != 0xFF0C && cp != 0x3002) || line < 4 || line > 7 ||
		    (width && line != width))
			return p == to && !line && lines >= 2; /* the last line ended by 。 */
		width = line;
		line = 0;
		lines++;
		if (p == to)
			break;
	}
	return lines >= 2;
}

/* Whether the quote buf[qs..qe), its words buf[inner..close_start), the
 * whole paragraph [ps, pe), is verse right under a chapter's heading
 * (「天下英雄谁敌手，华山论剑定乾坤。」): the chapter's epigraph, which no
 * one says. */
static int epigraph(const char *buf, size_t ps, size_t pe, size_t qs, size_t qe, size_t inner,
		    size_t close_start)
{
	if (qs != ps || utf8_skip_space(buf, pe, qe) != pe || !verse(buf, inner, close_start))
		return 0;
	size_t end = text_end_before(buf, ps), start = end;
	for (; start > 0 && buf[start - 1] != '\n'; start--)
		;
	return end > start && split_heading_kind(buf + start, end - start) == HEADING_CHAPTER;
}

/* Whether the quote opening at qs in the paragraph [ps, …), its words
 * buf[inner..words_end), is verse cited after a colon right after the
 * thing it is (诗, 词, 字, 联, 句) in a sentence that says nobody speaks it
 * (墙上挂着一幅字：「青青子衿，悠悠我心。」, 书上印着一首诗：⏎「春眠不觉晓，
 * …」): the narrator's, as what is written is.  After a speech verb
 * (她吟了一首诗：, 他想起一首诗：) it is someone's. */
static int cited_verse(const char *buf, size_t ps, size_t qs, size_t inner, size_t words_end)
{
	size_t colon = qs > ps ? qs : text_end_before(buf, ps), p;
	int32_t cp = colon > 0 ? utf8_before(buf, 0, colon, &p) : -1;
	if ((cp != 0xFF1A && cp != ':') || (qs == ps && ps == colon) ||
	    !utf8_in_set("诗詩词詞字联聯句", utf8_before(buf, 0, p, &p)) ||
	    !verse(buf, inner, words_end))
		return 0;
	while (p > 0 && !utf8_in_set("。！？!?\n", cp = utf8_before(buf, 0, p, &p)))
		if (introduces_speech(cp) || utf8_in_set("声聲喝", cp))
			return 0;
	return 1;
}

/* Whether the quote buf[qs..qe) (marks included) is a quoted sound or term
 * that the narrator reads, judged by its length, its punctuation and the
 * words around it within the paragraph [ps, pe); what is written or shown
 * (写着：“…”) is the narrator's at any length. */
static int quote_is_term(const char *buf, size_t ps, size_t pe, size_t qs, size_t qe)
{
	size_t n, open_len, close_start;
	utf8_at(buf, qs, pe, &open_len);
	utf8_before(buf, qs, qe, &close_start);
	size_t chars = 0, marks = 0, stops = 0;
	if (written_quote(buf, ps, qs) ||
	    epigraph(buf, ps, pe, qs, qe, qs + open_len, close_start) ||
	    cited_verse(buf, ps, qs, qs + open_len, close_start))
		return 1;
	for (size_t p = qs + open_len; p < close_start; p += n) {
		int32_t cp = utf8_at(buf, p, close_start, &n);
		chars++;
		marks += is_sentence_mark(cp);
		/* 。！？ but not ， or …: “女……”的思想 is still a term */
		stops += is_sentence_mark(cp) && cp != 0xFF0C && cp != 0x2026;
		if (chars > 24)
			return 0;
	}
	if (chars == 0)
		return 1;
	if (chars <= 12 && wordlist_prefix(buf + qe, pe - qe, sound_after))
		return 1;
	/* a sound alone, heard, not said (“砰！”门被撞开了); after a colon or a
	 * speech verb someone makes it (他喊道：“砰！砰！”), even from the
	 * paragraph before (…直劈下去道：⏎“嚓！”) */
	size_t s;
	int32_t before = utf8_before(buf, ps, qs, &s);
	int32_t lead = qs > ps ? before : before_paragraph(buf, ps);
	size_t heard = only_sounds(buf, qs + open_len, close_start);
	/* the marks may draw it out: 当——当——当—— is three strokes of a bell */
	/* and so is a figure shown (火球术。“-86”，暴击！) */
	int shown = (heard && heard <= 8 && chars <= 16) ||
		    only_figures(buf, qs + open_len, close_start);
	if (shown && lead != 0xFF1A && lead != ':' && !introduces_speech(lead))
		return 1;
	/* “小栓的爹，你就去么？”是一个老女人的声音: a sentence, said */
	if (chars <= 12 && !stops && wordlist_prefix(buf + qe, pe - qe, term_after))
		return 1;
	if (chars <= 8 && !marks && lead != 0xFF1A && lead != ':' && !introduces_speech(lead) &&
	    wordlist_prefix(buf + qe, pe - qe, name_after) &&
	    !wordlist_prefix(buf + qe, pe - qe, not_name_after))
		return 1;
	if (chars <= 20 && !marks && wordlist_suffix(buf + ps, qs - ps, term_before))
		return 1;
	/* A short term the sentence goes on from: “列传”么, “光”也讳, or one of a
	 * list: “外传”，“内传” */
	if (chars <= 6 && !marks) {
		size_t k;
		int32_t after = qe < pe ? utf8_at(buf, qe, pe, &k) : -1;
		static const char particles[] = "么麼呢也则則在之里裡上中或和与與等类類者二两兩了以";
		char u[5] = { 0 };
		if (after > 0x7F && after <= 0x10FFFF) {
			utf8_encode(after, u);
			if (strstr(particles, u))
				return 1;
		}
		if ((after == 0xFF0C || after == 0x3001) && qe + k < pe &&
		    opens_run(utf8_at(buf, qe + k, pe, &n)))
			return 1;
		size_t b1;
		int32_t before1 = utf8_before(buf, ps, qs, &b1);
		int32_t before2 = utf8_before(buf, ps, b1, &b1);
		if ((before1 == 0xFF0C || before1 == 0x3001) &&
		    (before2 == 0x201D || before2 == '"'))
			return 1;
	}
	/* Embedded mid-sentence: a word (not a speech verb) right before it. */
	if (chars <= 15 && !marks && utf8_is_han(before) && !introduces_speech(before))
		return 1;
	return 0;
}

/* ---- splitting ------------------------------------------------------- */

struct splitter {
	const struct text *t;
	struct seg_list *out;
	struct diag *d;
	size_t line_off, line_no; /* line_no is the line of byte line_off */
	size_t para;
	/* An unclosed run at the end of the previous paragraph, if any. */
	int pending;
	int pending_written; /* a letter's paragraph: the narrator reads it */
	enum qfam pending_fam;
	size_t pending_seg, pending_line;
};

/* Line of byte off; offsets only go forward, so this stays linear. */
static size_t line_of(struct splitter *sp, size_t off)
{
	const char *buf = sp->t->buf;
	while (sp->line_off < off) {
		const char *nl = memchr(buf + sp->line_off, '\n', off - sp->line_off);
		if (!nl) {
			sp->line_off = off;
			break;
		}
		sp->line_no++;
		sp->line_off = (size_t)(nl - buf) + 1;
	}
	return sp->line_no;
}

static int emit(struct splitter *sp, size_t start, size_t end, enum seg_kind kind,
		unsigned flags)
{
	if (start >= end)
		return 0;
	struct seg s = {
		.start = start, .end = end, .line = line_of(sp, start), .para = sp->para,
		.kind = kind, .flags = flags,
		.speaker = kind == SEG_DIALOGUE ? SPEAKER_UNKNOWN : SPEAKER_NARRATOR,
	};
	/* White space alone between two runs joins the run before it. */
	if (kind == SEG_NARRATION && sp->out->n) {
		struct seg *prev = &sp->out->v[sp->out->n - 1];
		size_t p = start, n;
		while (p < end && utf8_is_space(utf8_at(sp->t->buf, p, end, &n)))
			p += n;
		if (p == end && prev->para == sp->para && prev->end == start) {
			prev->end = end;
			return 0;
		}
	}
	return seg_list_push(sp->out, &s);
}

static int flush_pending(struct splitter *sp, int continued)
{
	if (!sp->pending)
		return 0;
	sp->pending = 0;
	if (continued)
		return 0;
	sp->out->v[sp->pending_seg].flags |= SEG_UNCLOSED;
	return diag_add(sp->d, sp->pending_line, DIAG_WARNING, "quotation never closed");
}

#define QDEPTH_MAX 64

/* A verse quoted over many lines opens once and closes once; lines beyond
 * this many without a quote mark are not taken as still inside it. */
#define VERSE_LINES_MAX 16

/* Whether the corner bracket 」 at p opens a quote: it follows a speech
 * verb and a colon, and words follow it (植曰：」我圍張角…).  Some copies
 * turn a corner bracket here and there, where a quote ran over a line
 * break, so each mark is judged alone (see mirror). */
static int corner_turned_open(const char *buf, size_t ps, size_t p, size_t pe)
{
	size_t n, s;
	if (utf8_at(buf, p, pe, &n) != 0x300D || p + n >= pe ||
	    !utf8_is_han(utf8_at(buf, p + n, pe, &s)))
		return 0;
	return speech_colon_before(buf, ps, p) > 0;
}

/* Whether the corner bracket 「 at p, inside a quote it opened, closes it
 * instead (…不若都投別處去便了。「飛曰：」若如此…): it follows the end of a
 * sentence, and the next corner bracket is none or a turned 」 opening the
 * next quote.  A quote nested right after a full stop (。「快走」) is closed
 * by the next mark. */
static int corner_turned_close(const char *buf, size_t ps, size_t p, size_t pe)
{
	size_t n, s;
	if (utf8_at(buf, p, pe, &n) != 0x300C || p == ps ||
	    !utf8_in_set("。！？!?", utf8_before(buf, ps, p, &s)))
		return 0;
	for (size_t q = p + n; q < pe; q += n) {
		int32_t cp = utf8_at(buf, q, pe, &n);
		if (cp == 0x300C)
			return 0;
		if (cp == 0x300D)
			return corner_turned_open(buf, ps, q, pe);
	}
	return 1;
}

/* Whether the paragraph buf[ps..pe) starts inside a quote of family fam
 * left open by the one before: the first quote mark from ps on closes that
 * family.  It may come lines later, the lines before it having none, if it
 * only closes (a poem recited over eight lines: 祖师云：\n“显密圆通真妙诀，…
 * \n都来总是精气神，…\n…功完随作佛和仙。”; an ASCII " could open another). */
static int starts_inside(const char *buf, size_t ps, size_t pe, size_t len, enum qfam fam)
{
	size_t n, lines = 0;
	for (size_t p = ps; p < len && lines <= VERSE_LINES_MAX; p += n) {
		int32_t cp = utf8_at(buf, p, len, &n);
		if (closes(cp) == fam && (p < pe || opens(cp) == Q_NONE))
			return 1;
		if (fam == Q_CORNER && p < pe && corner_turned_close(buf, ps, p, pe))
			return 1;
		if (opens(cp) != Q_NONE || closes(cp) != Q_NONE)
			return 0;
		lines += cp == '\n';
	}
	return 0;
}

/* Whether the opening mark at p, inside the run opened at qs, rather starts
 * a new quote because the run lost its closing mark: it follows a speech
 * verb and a colon (笑道：“) after a full stop.  Returns where the lost run
 * ends (after that full stop), or 0. */
static size_t lost_close(const char *buf, size_t qs, size_t p)
{
	size_t s = speech_colon_before(buf, qs, p), e;
	if (!s)
		return 0;
	/* the narration clause 那道人笑道 goes back to a full stop */
	for (int k = 0; k < 24 && s > qs; k++) {
		int32_t cp = utf8_before(buf, qs, s, &e);
		if (cp == 0x3002 || cp == 0xFF0E || cp == 0xFF01 || cp == 0xFF1F || cp == '!' ||
		    cp == '?')
			return s > qs + 3 ? s : 0;
		if (cp == 0x201D || cp == 0x300D || cp == '"' || cp == 0x201C || cp == 0x300C)
			return 0;
		s = e;
	}
	return 0;
}

/* The mark a paragraph typed with its quotation marks the wrong way round
 * means (“ for ”, ’ for ‘), or cp itself.  Not corner brackets: where a
 * copy turns them (三国演义's 植曰：」我圍張角…我答曰：「), it turns them at
 * random, and reading the rest turned swallows the paragraph. */
static int32_t mirror(int32_t cp)
{
	switch (cp) {
	case 0x201C: return 0x201D;
	case 0x201D: return 0x201C;
	case 0x2018: return 0x2019;
	case 0x2019: return 0x2018;
	}
	return cp;
}

/* Whether the closing mark ” at p opens a quote typed the wrong way round
 * (那道人笑道：”你若果听见…。“): it follows a speech verb and a colon, and
 * words follow it.  Outside a quote a closing mark means nothing else;
 * inside one (depth > 0) the run before must also have lost its end at a
 * full stop before the tag's clause (lost_close), else “你听我说：” closes. */
static int opens_mirrored(const char *buf, size_t ps, size_t qs, size_t depth, size_t p,
			  size_t pe, int32_t cp)
{
	size_t n;
	if (cp != 0x201D || p + 3 >= pe)
		return 0;
	if (!utf8_is_han(utf8_at(buf, p + 3, pe, &n)))
		return 0;
	if (!speech_colon_before(buf, ps, p))
		return 0;
	return depth == 0 || lost_close(buf, qs, p);
}

/* Runs of one paragraph buf[ps..pe), its ends already trimmed of space. */
/* ---- dash dialogue ------------------------------------------------------ */

/* A translated novel marks speech as its source language does, with a dash
 * at the paragraph's start and no quotation marks (——您好。她说。).  The
 * words run to the sentence a speech tag opens (她说, 老人答道，转身…), the
 * tag and what follows it narration, for the speaker stage to read who
 * spoke; without a tag the paragraph is all words.  A dash with no full
 * sentence after it is a signature or an epigraph's source (——鲁迅). */

#define TAG_CHARS_MAX 8

static int ends_full_sentence(int32_t cp)
{
	return cp == 0x3002 || cp == 0xFF01 || cp == 0xFF1F || cp == 0x2026 || cp == '!' ||
	       cp == '?';
}

/* Whether the sentence at from opens with a speech tag: a clause of a few
 * characters ending in a verb of speech, its subject not the speaker's own
 * 我 or the one spoken to (我知道。 is words). */
static int speech_tag(const char *buf, size_t from, size_t to)
{
	size_t n, chars = 0;
	int32_t first = utf8_at(buf, from, to, &n), last = 0;
	if (first == 0x6211 || first == 0x4F60 || first == 0x60A8) /* 我 你 您 */
		return 0;
	for (size_t p = from; p < to && chars <= TAG_CHARS_MAX; p += n, chars++) {
		int32_t cp = utf8_at(buf, p, to, &n);
		if (cp == 0xFF0C || cp == 0xFF1A || ends_full_sentence(cp)) /* ， ： */
			break;
		last = cp;
	}
	return chars <= TAG_CHARS_MAX && utf8_in_set("说道问答喊", last);
}

/* Where the words of a paragraph opening with a dash end: at the speech
 * tag's sentence, or pe; 0 when it is no such paragraph. */
static size_t dash_speech_end(const char *buf, size_t ps, size_t pe)
{
	static const char dash[] = "——";
	size_t n, k = sizeof(dash) - 1, sentences = 0;
	if (pe - ps <= k || memcmp(buf + ps, dash, k))
		return 0;
	for (size_t p = ps + k; p < pe; p += n) {
		int32_t cp = utf8_at(buf, p, pe, &n);
		if (opens_run(cp))
			return 0;
		if (!ends_full_sentence(cp) || (p + n < pe && ends_full_sentence(
							 utf8_at(buf, p + n, pe, &n))))
			continue;
		sentences++;
		if (p + n < pe && speech_tag(buf, p + n, pe))
			return p + n;
	}
	return sentences ? pe : 0;
}

static int split_para(struct splitter *sp, size_t ps, size_t pe)
{
	const char *buf = sp->t->buf;
	enum qfam stack[QDEPTH_MAX];
	size_t depth = 0, overflow = 0; /* overflow: nested marks beyond the stack */
	size_t narr = ps, qs = 0, n;
	int err, first = 1, mirrored = 0;

	size_t l0;
	int continued = sp->pending && opens_run(utf8_at(buf, ps, pe, &l0));
	int written = sp->pending && sp->pending_written;
	/* verse inside a quote: 对联则是：\n\n吟成荳蔻才犹艳，…。” */
	int inside = sp->pending && !continued &&
		     starts_inside(buf, ps, pe, sp->t->len, sp->pending_fam);
	continued |= inside;
	if ((err = flush_pending(sp, continued)))
		return err;
	if (inside) {
		qs = ps;
		stack[depth++] = sp->pending_fam;
	}
	size_t said = inside || continued ? 0 : dash_speech_end(buf, ps, pe);
	if (said)
		return (err = emit(sp, ps, said, SEG_DIALOGUE, 0)) ? err :
								    emit(sp, said, pe, SEG_NARRATION, 0);

	for (size_t p = ps; p < pe; p += n) {
		int32_t cp = utf8_at(buf, p, pe, &n);
		/* from the first mark typed the wrong way round to the
		 * paragraph's end, every mark of the pair reads turned */
		mirrored |= opens_mirrored(buf, ps, qs, depth, p, pe, cp);
		if (mirrored)
			cp = mirror(cp);
		else if (depth == 0 && corner_turned_open(buf, ps, p, pe))
			cp = 0x300C;
		else if (depth == 1 && stack[0] == Q_CORNER && corner_turned_close(buf, ps, p, pe))
			cp = 0x300D;
		if (depth == 0) {
			int ascii_single = cp == '\'' && ascii_single_opens(buf, ps, p, pe);
			if ((!opens_run(cp) && !ascii_single) ||
			    stray_double_close(buf, ps, p, n, pe))
				continue;
			qs = p;
			stack[depth++] = ascii_single ? Q_SINGLE : opens(cp);
			continue;
		}
		enum qfam c = closes(cp), o = opens(cp);
		if (c != Q_NONE) {
			if (overflow) {
				overflow--;
				continue;
			}
			size_t k = depth;
			while (k > 0 && stack[k - 1] != c)
				k--;
			if (k > 0) {
				depth = k - 1; /* also closes marks left open inside */
				if (depth > 0)
					continue;
				size_t qe = p + n;
				if ((first && continued && qs == ps && written) ||
				    quote_is_term(buf, ps, pe, qs, qe))
					continue;
				if ((err = emit(sp, narr, qs, SEG_NARRATION, 0)))
					return err;
				unsigned fl = first && continued && qs == ps ? SEG_CONTINUED : 0;
				if ((err = emit(sp, qs, qe, SEG_DIALOGUE, fl)))
					return err;
				first = 0;
				narr = qe;
				continue;
			}
			/* A stray closer or an apostrophe; an ASCII " opens instead. */
		}
		/* 那道人笑道：“ inside a quote: the quote before lost its closing
		 * mark.  End it at its last full stop and start over. */
		size_t b;
		if (o != Q_NONE && opens_run(cp) && (b = lost_close(buf, qs, p))) {
			if ((err = emit(sp, narr, qs, SEG_NARRATION, 0)))
				return err;
			unsigned fl = SEG_UNCLOSED |
				      (first && continued && qs == ps ? SEG_CONTINUED : 0);
			if ((err = emit(sp, qs, b, SEG_DIALOGUE, fl)))
				return err;
			if ((err = diag_add(sp->d, line_of(sp, qs), DIAG_WARNING,
					    "quotation never closed")))
				return err;
			first = 0;
			narr = b;
			qs = p;
			depth = 1;
			overflow = 0;
			stack[0] = o;
			continue;
		}
		if (o != Q_NONE && cp != '\'') {
			if (depth < QDEPTH_MAX)
				stack[depth++] = o;
			else
				overflow++;
		}
	}
	if (depth > 0) {
		/* Unclosed: the run goes to the paragraph's end, and a letter
		 * written over paragraphs (after 写着：, or opening on its
		 * salutation) is the narrator's in each */
		unsigned fl = first && continued && qs == ps ? SEG_CONTINUED : 0;
		utf8_at(buf, qs, pe, &n);
		sp->pending_written = (fl && written) || written_quote(buf, ps, qs) ||
				      quoted_letter(buf, sp->t->len, qs, pe) ||
				      cited_verse(buf, ps, qs, qs + n, pe);
		if (sp->pending_written)
			err = emit(sp, narr, pe, SEG_NARRATION, 0);
		else if (!(err = emit(sp, narr, qs, SEG_NARRATION, 0)))
			err = emit(sp, qs, pe, SEG_DIALOGUE, fl);
		if (err)
			return err;
		sp->pending = 1;
		sp->pending_fam = stack[0];
		sp->pending_seg = sp->out->n - 1;
		sp->pending_line = line_of(sp, qs);
		return 0;
	}
	return emit(sp, narr, pe, SEG_NARRATION, 0);
}

static int end_para(struct splitter *sp, size_t ps, size_t pe)
{
	int err = split_para(sp, ps, pe);
	sp->para++;
	return err;
}

/* ---- chat lines -------------------------------------------------------- */

/* A group chat or a script written without quotation marks, one line each:
 * 胖子：@江辰 听说你升职了？ ⏎ 老四：必须的。  The name stays narration (the
 * narrator reads it once, as the tag of a quote: 胖子：“…”) and the rest is a
 * dialogue run its tag names. */

#define CHAT_NAME_MAX 6

const char *const seg_note_keys[] = { "注", "备注", "備註", "作者", "PS", "ps", "Ps", NULL };

/* Keys that stand before a colon without anyone saying what follows, past
 * the notes' (seg_note_keys): a book's or a chapter's heads, a system
 * panel's or a list's fields, the classical novels' verse openers. */
static const char *const chat_not_names[] = {
	"简介", "簡介", "内容简介", "內容簡介", "作品简介", "作品簡介", "注释", "註釋",
	"地址", "网址", "網址", "时间", "時間", "地点", "地點", "日期", "公告", "书名",
	"書名", "主角", "配角", "标签", "標籤", "类型", "類型", "来源", "來源", "出处",
	"出處", "原文", "译文", "譯文", "附", "题记", "題記", "引子", "楔子", "序", "序言",
	"前言", "后记", "後記", "尾声", "尾聲", "番外", "提示", "任务", "任務", "奖励",
	"獎勵", "惩罚", "懲罰", "姓名", "性别", "性別", "年龄", "年齡", "等级", "等級",
	"境界", "职业", "職業", "种族", "種族", "身份", "技能", "天赋", "天賦", "属性",
	"屬性", "状态", "狀態", "力量", "敏捷", "体质", "體質", "智力", "精神", "生命",
	"法力", "经验", "經驗", "功法", "装备", "裝備", "物品", "优点", "優點", "缺点",
	"缺點", "特点", "特點", "评价", "評價", "效果", "品质", "品質", "描述", "用途",
	"说明", "說明", "介绍", "介紹", "结果", "結果", "原因", "目标", "目標", "天气",
	"天氣", "人物", "场景", "場景", "字数", "字數", "宿主", "积分", "積分", "名称",
	"名稱", "称号", "稱號", "编号", "編號", "级别", "級別", "余额", "餘額", "正是",
	"但见", "但見", "只见", "只見", "有分教", "有诗为证", "有詩為證",
	NULL
};

/* Where a stage direction at buf[p] ends: a bracket run （…） or (…) that
 * opens the text (from), follows the end of a sentence or a dash, or ends
 * the line (王掌柜：（抬头）哟！, 好嘞！（转身喊）小二, 我错了（捂脸）).  Else 0,
 * as for a gloss within a sentence (明天（周六）见), which is said. */
static size_t direction_end(const char *buf, size_t from, size_t p, size_t pe)
{
	size_t n, q, at;
	int32_t open = utf8_at(buf, p, pe, &n), close = open == 0xFF08 ? 0xFF09 : ')';
	int han = 0;
	if (open != 0xFF08 && open != '(')
		return 0;
	for (q = p + n; q < pe; q += n) {
		int32_t cp = utf8_at(buf, q, pe, &n);
		if (cp == open)
			return 0;
		if (cp == close)
			break;
		han |= utf8_is_han(cp);
	}
	if (q >= pe || !han)
		return 0; /* (1) numbers a list */
	q += n;
	int32_t before = utf8_before(buf, from, p, &at);
	size_t rest = utf8_skip_space(buf, pe, q);
	if (p == from || rest == pe || is_sentence_mark(before) || before == 0x2014 ||
	    utf8_is_space(before))
		return rest;
	return 0;
}

/* The name of a chat line buf[lo..hi) (seg.h), *tag set when it may be a
 * speech tag (他说：, 诗曰：, but 许念： too).  A name is Han characters,
 * ASCII letters and digits, with a letter or a Han character (a chat's
 * Tony：, not a time's 21:15), and a dot between a foreign name's parts
 * (约翰·史密斯：). */
static size_t chat_name(const char *buf, size_t lo, size_t hi, size_t *at, int *tag)
{
	size_t p = lo, n, chars = 0, han = 0, letters = 0;
	int bracket = utf8_at(buf, p, hi, &n) == 0x3010; /* 【 */
	if (bracket)
		p += n;
	*at = p;
	int32_t cp = -1, last = -1;
	size_t direction = 0;
	for (; p < hi && chars <= CHAT_NAME_MAX; p += n, chars++) {
		cp = utf8_at(buf, p, hi, &n);
		if (cp == 0xFF1A || cp == ':' || (bracket && cp == 0x3011))
			break;
		/* a play's 王掌柜（抬头）： */
		size_t q = chars ? utf8_skip_space(buf, hi, p) : p;
		if (!bracket && chars && (direction = direction_end(buf, q, q, hi)))
			break;
		if (chars && last != 0xB7 && utf8_in_set("·・•", cp))
			cp = 0xB7; /* between a name's parts */
		else if (!utf8_is_han(cp) && !(cp < 0x80 && isalnum(cp)))
			return 0;
		han += utf8_is_han(cp) != 0;
		letters += cp < 0x80 && isalpha(cp);
		last = cp;
	}
	if (!chars || chars > CHAT_NAME_MAX || !(han || letters) || p >= hi || last == 0xB7)
		return 0;
	size_t len = p - *at;
	if (direction) {
		p = direction;
		cp = p < hi ? utf8_at(buf, p, hi, &n) : -1;
	}
	if (bracket) {
		if (cp != 0x3011)
			return 0;
		p += n;
		cp = p < hi ? utf8_at(buf, p, hi, &n) : -1;
		/* 【微信】林晓：: the app's label, then the name */
		if (cp != 0xFF1A && cp != ':' && cp != 0x3010)
			return chat_name(buf, p, hi, at, tag);
	}
	if ((cp != 0xFF1A && cp != ':') || (!han && utf8_at(buf, p + n, hi, &n) == '/'))
		return 0; /* nor a link's http:// */
	if (wordlist_is(buf + *at, len, seg_note_keys) ||
	    wordlist_is(buf + *at, len, chat_not_names))
		return 0;
	*tag = introduces_speech(last);
	for (size_t q = *at; q < *at + len; q += n)
		*tag |= utf8_in_set("说說曰", utf8_at(buf, q, hi, &n));
	return len;
}

size_t segment_chat_name(const char *buf, size_t lo, size_t hi, size_t *at)
{
	int tag;
	return chat_name(buf, lo, hi, at, &tag);
}

/* Where the text of a chat line buf[ps..pe) starts (after its name's colon,
 * chat_name, and the space after it), its name in *name and *name_len, *tag
 * whether it may be a speech tag; 0 when the paragraph is no such line (a
 * heading neither); the text has a Han character. */
static size_t chat_text(const char *buf, size_t ps, size_t pe, size_t *name, size_t *name_len,
			int *tag)
{
	size_t n, p;
	if (!(*name_len = chat_name(buf, ps, pe, name, tag)) ||
	    split_heading_kind(buf + ps, pe - ps) != HEADING_NONE)
		return 0;
	p = *name + *name_len;
	/* past a stage direction, whose own colon is not the name's (王掌柜（抬头：笑）：) */
	size_t head = utf8_skip_space(buf, pe, p), d;
	if (head < pe && (d = direction_end(buf, head, head, pe)))
		p = d;
	for (int32_t cp; p < pe && (cp = utf8_at(buf, p, pe, &n)) != 0xFF1A && cp != ':';)
		p += n; /* 】 */
	p = utf8_skip_space(buf, pe, p + n);
	/* a message has words: 积分：100 is a value */
	for (size_t q = p; q < pe; q += n)
		if (utf8_is_han(utf8_at(buf, q, pe, &n)))
			return p;
	return 0;
}

/* Whether a chat message reads as a sentence (has its marks, or runs past a
 * field's value): a run of short bare values is a panel (宿主：叶凡 ⏎
 * 积分：100), not a talk. */
static int chat_sentence(const char *buf, size_t from, size_t to)
{
	size_t n, chars = 0;
	for (size_t p = from; p < to; p += n, chars++)
		if (is_sentence_mark(utf8_at(buf, p, to, &n)))
			return 1;
	return chars > 8;
}

struct chat_line {
	size_t seg, name, name_len, text;
};

/* A chat line's segment s cut into out: its name (narration, with a stage
 * direction that opens the text), then its text from text on as dialogue
 * runs and the stage directions among them as narration, which the
 * narrator reads as he reads a play's. */
static int push_chat_line(const char *buf, struct seg_list *out, struct seg s, size_t text)
{
	struct seg said = s;
	said.kind = SEG_DIALOGUE;
	said.flags |= SEG_CHAT;
	said.speaker = SPEAKER_UNKNOWN;
	size_t end = s.end, p = text, d;
	while ((d = direction_end(buf, text, p, end)))
		p = d;
	s.end = p;
	int err = seg_list_push(out, &s);
	for (size_t q = p, n; !err && q < end;) {
		if (q == p || !(d = direction_end(buf, p, q, end))) {
			utf8_at(buf, q, end, &n);
			q += n;
			continue;
		}
		said.start = p;
		said.end = q;
		s.start = q;
		s.end = d;
		err = seg_list_push(out, &said);
		if (!err)
			err = seg_list_push(out, &s);
		p = q = d;
	}
	if (!err && p < end) {
		said.start = p;
		said.end = end;
		err = seg_list_push(out, &said);
	}
	return err;
}

/* Chat lines among the paragraphs of l that are one narration segment
 * each: those in a run of two or more such paragraphs in a row, by two
 * names at least, one message at least a sentence, and those whose name
 * is_name knows (if given).  A name that may be a speech tag (他想：, 心念：)
 * is one only when is_name knows it (许念：).  Each is cut into its name (narration) and its
 * text (dialogue).  Returns 0 or ERR_NOMEM. */
static int chat_mark(const char *buf, struct seg_list *l, seg_is_name_fn is_name,
		     const void *ctx)
{
	struct chat_line *v = malloc((l->n + 1) * sizeof(*v));
	size_t nv = 0, run = 0;
	if (!v)
		return ERR_NOMEM;
	for (size_t i = 0; i <= l->n; i++) {
		const struct seg *s = i < l->n ? &l->v[i] : NULL;
		struct chat_line c = { .seg = i };
		int alone = s && s->kind == SEG_NARRATION &&
			    (i == 0 || l->v[i - 1].para != s->para) &&
			    (i + 1 == l->n || l->v[i + 1].para != s->para);
		int tag = 0;
		c.text = alone ? chat_text(buf, s->start, s->end, &c.name, &c.name_len, &tag) : 0;
		int line = c.text && (!tag || (is_name && is_name(ctx, buf + c.name, c.name_len)));
		int goes_on = line && nv > run && l->v[v[nv - 1].seg].para + 1 == s->para;
		if (!goes_on && nv > run) {
			/* the run before ends: keep it if it is a talk */
			int names = 0, sentence = 0;
			for (size_t k = run; k < nv; k++) {
				sentence |= chat_sentence(buf, v[k].text, l->v[v[k].seg].end);
				names |= v[k].name_len != v[run].name_len ||
					 memcmp(buf + v[k].name, buf + v[run].name, v[k].name_len);
			}
			size_t keep = run;
			for (size_t k = run; k < nv; k++)
				if ((nv - run >= 2 && names && sentence) ||
				    (is_name && is_name(ctx, buf + v[k].name, v[k].name_len)))
					v[keep++] = v[k];
			nv = run = keep;
		}
		if (line)
			v[nv++] = c;
	}
	if (!nv) {
		free(v);
		return 0;
	}
	struct seg_list out;
	seg_list_init(&out);
	int err = 0;
	for (size_t i = 0, k = 0; i < l->n && !err; i++) {
		struct seg s = l->v[i];
		if (k < nv && v[k].seg == i) {
			err = push_chat_line(buf, &out, s, v[k].text);
			k++;
			continue;
		}
		err = seg_list_push(&out, &s);
	}
	free(v);
	return seg_list_take(l, &out, err);
}

int segment_split(const struct text *t, struct seg_list *out, struct diag *d)
{
	struct splitter sp = { .t = t, .out = out, .d = d, .line_no = 1 };
	const char *buf = t->buf;
	size_t len = t->len;
	size_t width = layout_wrap_width(buf, len);
	int open = 0, prev_blank = 1, err = 0;
	size_t ps = 0, pe = 0;
	struct line_info li, prev = { 0 };
	int heading = 0, prev_heading = 0; /* wrapped text only: a heading stands alone */

	out->n = 0;
	out->n_paras = 0;
	for (size_t pos = 0; pos < len; pos = li.end + 1) {
		line_scan(buf, pos, len, &li);
		heading = width && !li.blank && is_heading(buf, &li);
		if (li.blank) {
			prev_blank = 1;
		} else if (open && width && !prev_blank && !li.indented && !prev_heading && !heading &&
			   !ends_short(buf, &prev, width)) {
			pe = li.last;
			prev_blank = 0;
		} else {
			if (open && (err = end_para(&sp, ps, pe)))
				return err;
			open = 1;
			ps = li.first;
			pe = li.last;
			prev_blank = 0;
		}
		prev = li;
		prev_heading = heading;
		if (li.end >= len)
			break;
	}
	if (open && (err = end_para(&sp, ps, pe)))
		return err;
	if ((err = flush_pending(&sp, 0)))
		return err;
	out->n_paras = sp.para;
	if ((err = sysline_mark(buf, out)))
		return err;
	return chat_mark(buf, out, NULL, NULL);
}

int segment_chat_named(const struct text *t, struct seg_list *l, seg_is_name_fn is_name,
		       const void *ctx)
{
	return chat_mark(t->buf, l, is_name, ctx);
}
