/* sysline.c - the system's bracketed lines (sysline.h).
 *
 * A block 【…】 that stands as a sentence (it opens its paragraph, or
 * follows a sentence's end, a colon, a closing quote or another block) is
 * the system's when it chimes (叮！, 叮咚，), speaks of 宿主, or opens with
 * 系统, 任务 or 提示 and more, or has one of them in its head, the text
 * before a colon (【系统提示：…】, 【主线任务：…】).  A panel's field or a
 * sentence that comes with such a block (【姓名：叶凡】 ⏎ 【等级：1】, or
 * 【叮！…】 ⏎ 【绑定成功！】, right before or after it, and so on along
 * the panel) is the system's too.  Headings (【第三章】),
 * labels (【微信】), notes (【注：…】) and blocks inside a sentence
 * (打开了【系统商城】) are none of these and stay as they are. */
#include "segment/sysline.h"

#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "base/grow.h"
#include "base/utf8.h"
#include "base/wordlist.h"

#define OPEN 0x3010  /* 【 */
#define CLOSE 0x3011 /* 】 */
/* The longest head of a field, in characters (主线任务奖励：). */
#define HEAD_MAX 6
/* The most paragraphs a panel opened on one line and closed on another
 * spans (【姓名：林凡 ⏎ 等级：3 ⏎ … ⏎ 积分：100】). */
#define PANEL_LINES_MAX 16

struct block {
	size_t seg, last;	/* the runs it is in, first and last */
	size_t start, end;	/* its bytes, brackets included */
	int system;	/* the machine's by its own words, or by a neighbour's */
	int follows;	/* a panel's 【KEY：value】 or a sentence: the machine's
			   next to its words */
};

/* Where the head of the block's text buf[lo..hi) ends: its first colon,
 * HEAD_MAX characters in at the most; hi when it has none there. */
static size_t head_end(const char *buf, size_t lo, size_t hi)
{
	size_t p = lo, n, chars = 0;
	for (; p < hi && chars <= HEAD_MAX; p += n, chars++)
		if (utf8_in_set("：:", utf8_at(buf, p, hi, &n)))
			return p;
	return hi;
}

int sysline_chimes(const char *buf, size_t p, size_t hi)
{
	size_t n;
	if (utf8_at(buf, p, hi, &n) != 0x53EE /* 叮 */)
		return 0;
	p += n;
	if (utf8_at(buf, p, hi, &n) == 0x549A /* 咚 */)
		p += n;
	return p == hi || utf8_in_set("！!，,—～~。…", utf8_at(buf, p, hi, &n));
}

/* Whether the text buf[lo..hi) of a block is the machine's words. */
static int system_words(const char *buf, size_t lo, size_t hi)
{
	static const char *const heads[] = { "系统", "系統", "任务", "任務", "提示", NULL };
	static const char *const host[] = { "宿主", NULL };
	size_t head = head_end(buf, lo, hi);
	/* 【系统升级中……】, 【任务完成！】: the word and more */
	size_t k = wordlist_prefix(buf + lo, hi - lo, heads);
	return sysline_chimes(buf, lo, hi) || (k && hi - lo > k) ||
	       (head < hi && wordlist_within(buf + lo, head - lo, heads)) ||
	       wordlist_within(buf + lo, hi - lo, host);
}

/* Whether buf[lo..head) is the key of a note (注, 作者注), not the machine's. */
static int note_key(const char *buf, size_t lo, size_t head)
{
	static const char *const more_notes[] = { "作者注", "译注", "譯注", "原注", "按", NULL };
	return wordlist_is(buf + lo, head - lo, seg_note_keys) ||
	       wordlist_is(buf + lo, head - lo, more_notes);
}

/* Whether the text buf[lo..hi) of a block is a field, KEY：value, whose key
 * is a word (not a note's 注, a heading's 第三章). */
static int field_words(const char *buf, size_t lo, size_t hi)
{
	size_t head = head_end(buf, lo, hi), n;
	if (head == lo || head == hi || utf8_at(buf, lo, hi, &n) == 0x7B2C /* 第 */)
		return 0;
	for (size_t p = lo; p < head; p += n) {
		int32_t cp = utf8_at(buf, p, head, &n);
		if (!utf8_is_han(cp) && !(cp < 0x80 && cp > 0x20 && cp != ':'))
			return 0;
	}
	if (note_key(buf, lo, head))
		return 0;
	utf8_at(buf, head, hi, &n);
	return utf8_skip_space(buf, hi, head + n) < hi;
}

/* Whether the text buf[lo..hi) of a block is a sentence, Han and ended by
 * its mark (【绑定成功！】; not a label, 【微信】, nor a note, 【注：…。】). */
static int sentence_words(const char *buf, size_t lo, size_t hi)
{
	size_t at, n;
	int han = 0;
	for (size_t p = lo; p < hi && !han; p += n)
		han = utf8_is_han(utf8_at(buf, p, hi, &n));
	size_t head = head_end(buf, lo, hi);
	return han && utf8_in_set("。！？!?…", utf8_before(buf, lo, hi, &at)) &&
	       !(head < hi && note_key(buf, lo, head));
}

/* Whether a block opening at p in run i of l stands as a sentence: nothing
 * before it in its paragraph, or a sentence's end, a colon, a closing quote
 * or another block. */
static int opens_sentence(const char *buf, const struct seg_list *l, size_t i, size_t p)
{
	const struct seg *r = &l->v[i];
	size_t at;
	int32_t cp;
	do
		cp = utf8_before(buf, r->start, p, &at);
	while (utf8_is_space(cp) && (p = at) > r->start);
	if (p > r->start)
		return utf8_in_set("。！？!?…：:；;”」』】", cp);
	return i == 0 || l->v[i - 1].para != r->para || l->v[i - 1].kind == SEG_DIALOGUE;
}

/* Whether block b comes right after block a: the next paragraph, or the same
 * one with only white space between. */
static int next_to(const char *buf, const struct seg_list *l, const struct block *a,
		   const struct block *b)
{
	size_t pa = l->v[a->last].para, pb = l->v[b->seg].para;
	if (pb == pa + 1)
		return 1;
	return a->seg == b->seg && utf8_skip_space(buf, b->start, a->end) == b->start;
}

/* Where the block opening run i of l (buf[p] its 【, no 】 in the run) ends
 * when it is a panel over whole paragraphs: narration runs, one to a
 * paragraph, with no bracket between, the last of them closing it at its
 * end.  Its last run into *last; 0 when it is none. */
static size_t panel_end(const char *buf, const struct seg_list *l, size_t i, size_t p,
			size_t *last)
{
	size_t n;
	if (utf8_skip_space(buf, p, l->v[i].start) != p)
		return 0;
	for (size_t j = i + 1; j < l->n && j <= i + PANEL_LINES_MAX; j++) {
		const struct seg *r = &l->v[j];
		if (r->kind != SEG_NARRATION || r->para != l->v[j - 1].para + 1)
			return 0;
		for (size_t q = r->start; q < r->end; q += n) {
			int32_t cp = utf8_at(buf, q, r->end, &n);
			if (cp == OPEN)
				return 0;
			if (cp != CLOSE)
				continue;
			if (utf8_skip_space(buf, r->end, q + n) < r->end)
				return 0;
			*last = j;
			return q + n;
		}
	}
	return 0;
}

/* The blocks of l's narration runs that stand as sentences, in order, into
 * *out (NULL when none), and their count into *count.  Returns 0 or
 * ERR_NOMEM. */
static int find_blocks(const char *buf, const struct seg_list *l, struct block **out,
		       size_t *count)
{
	struct block *v = NULL;
	size_t nv = 0, alloc = 0, n, m;
	*out = NULL;
	*count = 0;
	for (size_t i = 0; i < l->n; i++) {
		const struct seg *r = &l->v[i];
		if (r->kind != SEG_NARRATION)
			continue;
		for (size_t p = r->start; p < r->end; p += n) {
			if (utf8_at(buf, p, r->end, &n) != OPEN || !opens_sentence(buf, l, i, p))
				continue;
			size_t q = p + n, last = i, end;
			int32_t cp = 0;
			for (; q < r->end; q += m)
				if ((cp = utf8_at(buf, q, r->end, &m)) == CLOSE || cp == OPEN)
					break;
			if (q < r->end && cp == CLOSE)
				end = q + m;
			else if (q < r->end || !(end = panel_end(buf, l, i, p, &last)))
				continue;
			q = end - strlen("】");
			if (grow_for_one(&v, nv, &alloc, sizeof(*v), 8)) {
				free(v);
				return ERR_NOMEM;
			}
			v[nv++] = (struct block){ .seg = i, .last = last, .start = p, .end = end,
						  .system = system_words(buf, p + n, q),
						  .follows = field_words(buf, p + n, q) ||
							     sentence_words(buf, p + n, q) };
			if (last > i) {
				i = last; /* the panel's runs are whole */
				break;
			}
			n = end - p;
		}
	}
	*out = v;
	*count = nv;
	return 0;
}

/* How many line breaks buf[from..to) holds. */
static size_t breaks(const char *buf, size_t from, size_t to)
{
	size_t k = 0;
	for (size_t p = from; p < to; p++)
		k += buf[p] == '\n';
	return k;
}

/* Run r of l cut at the system's blocks v[0..nv) inside it into out: the
 * narration between them stays narration, white space alone between two
 * blocks joins the one before. */
static int cut_run(const char *buf, struct seg_list *out, struct seg r, const struct block *v,
		   size_t nv)
{
	size_t pos = r.start, line = r.line, end = r.end;
	unsigned own = r.flags;
	int err = 0;
	for (size_t k = 0; k <= nv && !err && pos < end; k++) {
		size_t s = k < nv ? v[k].start : end;
		if (s > pos && utf8_skip_space(buf, s, pos) == s && k > 0) {
			out->v[out->n - 1].end = s;
		} else if (s > pos) {
			r.start = pos, r.end = s, r.line = line, r.flags = own;
			err = seg_list_push(out, &r);
		}
		line += breaks(buf, pos, s);
		if (k == nv || err)
			break;
		r.start = s, r.end = v[k].end, r.line = line, r.flags = own | SEG_SYSTEM;
		err = seg_list_push(out, &r);
		line += breaks(buf, s, v[k].end);
		pos = v[k].end;
	}
	return err;
}

int sysline_mark(const char *buf, struct seg_list *l)
{
	struct block *v;
	size_t nv, marked = 0;
	int err = find_blocks(buf, l, &v, &nv);
	if (err)
		return err;
	/* a panel's fields and sentences along with the system's words,
	 * either way */
	for (size_t k = 1; k < nv; k++)
		if (v[k].follows && v[k - 1].system && next_to(buf, l, &v[k - 1], &v[k]))
			v[k].system = 1;
	for (size_t k = nv; k-- > 1;)
		if (v[k - 1].follows && v[k].system && next_to(buf, l, &v[k - 1], &v[k]))
			v[k - 1].system = 1;
	for (size_t k = 0; k < nv; k++)
		if (v[k].system)
			v[marked++] = v[k];
	if (!marked) {
		free(v);
		return 0;
	}
	struct seg_list out;
	seg_list_init(&out);
	for (size_t i = 0, k = 0; i < l->n && !err; i++) {
		size_t from = k;
		if (k < marked && v[k].seg == i && v[k].last > i) {
			/* a panel over paragraphs: each of its runs whole */
			for (; i <= v[k].last && !err; i++) {
				struct seg r = l->v[i];
				r.flags |= SEG_SYSTEM;
				err = seg_list_push(&out, &r);
			}
			i--;
			k++;
			continue;
		}
		while (k < marked && v[k].seg == i)
			k++;
		err = k > from ? cut_run(buf, &out, l->v[i], v + from, k - from)
			       : seg_list_push(&out, &l->v[i]);
	}
	free(v);
	return seg_list_take(l, &out, err);
}
