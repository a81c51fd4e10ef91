/* aside.h - what a chapter holds but a listener should not hear: a web
 * site's headers and ads, the author's notes, chapter-end marks, URLs and
 * e-mail addresses, decorative rules, a printed book's copyright page.
 *
 * Nothing is lost: asides stay in the text and in the segments, as segments
 * of kind SEG_ASIDE, so `inspect` lists them with their lines; render skips
 * them and leaves them out of the LRC.  A normal novel's prose is never an
 * aside: only lines and sentences with a web site's words, a link, or a
 * mark of their own are. */
#ifndef TINGSHU_ASIDE_H
#define TINGSHU_ASIDE_H

#include <stddef.h>

#include "segment/seg.h"

struct text;

struct aside {
	size_t start, end; /* byte range of text.buf, trimmed of white space */
	enum aside_kind kind;
};

struct aside_list {
	struct aside *v;
	size_t n, alloc;
};

/* The asides of the text, in order, not overlapping.  Returns 0 or ERR_NOMEM. */
int aside_find(const struct text *t, struct aside_list *out);
void aside_list_release(struct aside_list *l);

/* The end of buf[start..end) (a heading: 第二章 大战（二更，求月票！）) with
 * the asides that end it and the white space before them left out. */
size_t aside_cut_end(const struct aside_list *a, const char *buf, size_t start, size_t end);

/* Cuts the asides out of segment_split's runs as SEG_ASIDE segments (a run
 * with a link inside becomes run, aside, run).  Returns 0 or ERR_NOMEM. */
int aside_mark(const struct text *t, struct seg_list *segs);

/* The runs that are read (no SEG_ASIDE), with paragraphs that are only
 * asides taken out of the numbering and the pieces of a run an aside cut
 * joined again (SEG_RESUMED): what attribution should see.  Returns 0 or
 * ERR_NOMEM. */
int aside_spoken(const struct seg_list *all, struct seg_list *spoken);
/* Where the piece s of all (not SEG_ASIDE), taken in order, is in
 * aside_spoken's list: the rest of a run (SEG_RESUMED) is its run's, any
 * other the next; *next starts at 0. */
size_t aside_spoken_index(const struct seg *s, size_t *next);
/* Copies the spoken runs' speakers (and kinds, flags, confidences) back into all. */
void aside_put_back(struct seg_list *all, const struct seg_list *spoken);

/* "site", "note", "end", "link", "rule" (the JSON's names) ... */
const char *aside_kind_name(enum aside_kind k);
/* ... and the words for people: "site text", "author's note" ... */
const char *aside_kind_words(enum aside_kind k);

#endif
