/* seg.h - stages 3 and 4: a chapter cut into narration and dialogue runs, each
 * with its speaker, and the asides that are not read aloud (aside.h).
 *
 * Segments are byte ranges of text.buf in order; together they hold every
 * character of the chapter except the white space between paragraphs, each
 * exactly once.  A segment never crosses a paragraph boundary. */
#ifndef TINGSHU_SEG_H
#define TINGSHU_SEG_H

#include <stddef.h>

struct text;
struct diag;

enum seg_kind {
	SEG_NARRATION,
	SEG_DIALOGUE,
	SEG_ASIDE, /* kept in the text, never spoken: see aside.h */
};

/* What an aside is, for the listing (aside_kind_name). */
enum aside_kind {
	ASIDE_SITE, /* a web site's header or ad: 天才一秒记住本站地址…, 求月票 */
	ASIDE_NOTE, /* the author's note: 作者有话说… to the chapter's end, PS：… */
	ASIDE_END,  /* a chapter-end mark: （本章完）, 未完待续 */
	ASIDE_LINK, /* a URL or an e-mail address */
	ASIDE_RULE, /* a decorative line: ☆☆☆, ────, *** */
	ASIDE_CONTENTS, /* a table of contents: 目录 and the headings under it */
	ASIDE_IMPRINT,  /* a printed book's copyright page: ISBN, 版权所有 侵权必究 */
	ASIDE_REPEAT,   /* a chapter given twice, heading and text, as sites do: the copy */
	ASIDE_FOOTNOTE, /* a book's notes: 注释 and what follows (an EPUB's footnotes) */
	ASIDE_IMAGE,    /* an image's description, as split keeps an EPUB's alt text: 〔图：…〕 */
	ASIDE_TITLE,    /* a title page alone: 《书名》 作者：…, as the tracks' tags say */
	ASIDE_MARK,     /* a note's mark amid the text: 两年①, 《史记》[1] */
	ASIDE_KINDS,    /* how many kinds there are: keep it last */
};

/* Speakers: an index into the cast, or one of these. */
enum {
	SPEAKER_NARRATOR = -1, /* narration */
	SPEAKER_UNKNOWN = -2,  /* dialogue we cannot attribute with confidence */
	SPEAKER_CROWD = -3,    /* 众人, 士兵们 ... */
};

enum seg_flag {
	SEG_UNCLOSED = 1 << 0,  /* the quote's closing mark never came */
	SEG_CONTINUED = 1 << 1, /* a quote that goes on from the previous paragraph */
	SEG_THOUGHT = 1 << 2,   /* quoted thought (心想) rather than speech */
	SEG_CHAT = 1 << 3,      /* a chat line's text (胖子：在吗？), its name the run before */
	SEG_CARRIED = 1 << 4,   /* narration a quote left open goes on over: its words, a
				 * dialogue run in its voice (speaker.c) */
	SEG_SYSTEM = 1 << 5,    /* a system novel's machine in brackets (【叮！…】, sysline.h):
				 * narration, a dialogue run of the cast's 系统 if any */
	SEG_RESUMED = 1 << 6,   /* the rest of a run an aside cut (aside.h): one run with
				 * the piece before it for attribution */
};

struct seg {
	size_t start, end; /* byte range in text.buf */
	size_t line;       /* 1-based source line of start */
	size_t para;       /* 0-based paragraph number */
	enum seg_kind kind;
	unsigned flags;
	int speaker;       /* see above */
	enum aside_kind aside; /* SEG_ASIDE: which */
	float confidence;  /* a dialogue run's: how likely its speaker is (speaker.h) */
};

struct seg_list {
	struct seg *v;
	size_t n, alloc;
	size_t n_paras;
};

void seg_list_init(struct seg_list *l);
void seg_list_release(struct seg_list *l);
int seg_list_push(struct seg_list *l, const struct seg *s);
/* A rebuilt list out in l's place, with l's paragraph count, when err (the
 * rebuild's) is 0; else out is freed and l kept.  Returns err. */
int seg_list_take(struct seg_list *l, struct seg_list *out, int err);

/* The keys of a book's or the author's note before a colon (注：, PS：),
 * NULL-ended: no one's name in a chat, no panel's field. */
extern const char *const seg_note_keys[];

/* Paragraphs, then narration/dialogue runs.  Problems (an unclosed quote) go
 * to d as warnings.  Returns 0 or ERR_NOMEM. */
int segment_split(const struct text *t, struct seg_list *out, struct diag *d);

/* Whether s[0..n) names someone (a cast member or alias), for
 * segment_chat_named. */
typedef int (*seg_is_name_fn)(const void *ctx, const char *s, size_t n);

/* The name of a chat line buf[lo..hi) before its colon (老四：, 【林小雨】：,
 * Ada2号：): at most six characters, Han or ASCII letters and digits with
 * one Han character at least, not a key (简介：, 积分：).  Its length in
 * bytes, *at where it starts; 0 when none.  Of a line segment_split or
 * segment_chat_named cut (SEG_CHAT): they take no speech tag (他说：, 诗曰：)
 * for a name unless the cast knows it (许念：). */
size_t segment_chat_name(const char *buf, size_t lo, size_t hi, size_t *at);

/* Chat lines without quotation marks (胖子：在吗？) are cut by segment_split
 * into their name (narration) and their text (a dialogue run, SEG_CHAT) when
 * they stand in a talk of two names or more; this cuts too the ones alone
 * whose name is_name knows.  Returns 0 or ERR_NOMEM. */
int segment_chat_named(const struct text *t, struct seg_list *l, seg_is_name_fn is_name,
		       const void *ctx);

/* The chapter t cut into l with its hard wraps taken out (clause_unwrap) in
 * out and l's segments moved to match in out_segs (empty at the call), for
 * what reads names in the text: 宝⏎玉笑道 is 宝玉's tag.  Returns 1 when it
 * made them (the caller releases both), 0 when no segment holds a line
 * break (out and out_segs untouched), or ERR_NOMEM. */
int segment_unwrapped(const struct text *t, const struct seg_list *l, struct text *out,
		      struct seg_list *out_segs);


#endif
