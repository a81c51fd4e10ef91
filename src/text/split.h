/* split.h - a whole-book TXT cut into chapters at their headings
 * (第X章/回/节, 序章, 楔子, 番外, Chapter N ...; a web site's 正文 or VIP卷
 * before them).  Volume headings (第X卷/部/集) start
 * no chapter of their own: they stay at the top of the next one, as context.
 * Text before the first heading is the preface.  Together the chapters hold
 * every byte of the book. */
#ifndef TINGSHU_SPLIT_H
#define TINGSHU_SPLIT_H

#include <stddef.h>
#include <stdint.h>

struct text;

enum heading_kind { HEADING_NONE, HEADING_CHAPTER, HEADING_VOLUME };
/* Where a chapter without a number stands in its book: 序章, 楔子 before the
 * numbered ones; 尾声, 大结局 after them; 后记, 番外, 附录 after those. */
enum heading_place { PLACE_FRONT, PLACE_BODY, PLACE_END, PLACE_BACK, PLACES };

struct split_chapter {
	size_t start, end;             /* byte range of text.buf */
	size_t line;                   /* 1-based line where it starts */
	size_t title_start, title_end; /* its heading, trimmed, from its volume's heading on
					* for a volume's first chapter; empty for the preface */
	size_t volume_start, volume_end; /* the heading of the volume it stands under,
					  * which its title does not name; empty: none */
};

struct split_list {
	struct split_chapter *v;
	size_t n, alloc;
};

struct split_heading {
	enum heading_kind kind;
	size_t label; /* where a site's label (正文, VIP卷) and the space after it end
		       * in the line; 0: none */
	size_t title; /* where the heading's title starts in the line: after the
		       * label; a volume's heading before the chapter's is kept */
	long number;  /* 第十二章 12, Chapter 3 3; -1 for none */
	int prefixed; /* a label or a volume came first: a heading whatever its number */
	enum heading_place place; /* PLACE_BODY but for a keyword's chapter (序章, 尾声) */
	int part;     /* it ends in a part's mark (（上）, （二）, 下): a chapter in parts
		       * heads each part with the same number */
};

/* What the line s[0..n) (no newline) is: 第X章/回/节 (Arabic or Chinese
 * numerals, with or without spaces), 序章, 楔子, 番外 ..., Chapter N; 第X卷,
 * 卷X; each maybe behind 正文 or VIP卷, a chapter maybe behind its volume's
 * heading on the same line. */
enum heading_kind split_heading(const char *s, size_t n, struct split_heading *h);
enum heading_kind split_heading_kind(const char *s, size_t n);

/* A table of contents starting at the line at buf[pos]: heading lines in a
 * row, three or more of them a chapter's, with nothing but blank lines
 * between them.  Returns
 * where the first chapter after it starts (the run's last heading, or len
 * when the table ends the book), or 0 when there is no table there. */
size_t split_contents_end(const char *buf, size_t len, size_t pos);
/* Returns 0 or ERR_NOMEM.  A preface of white space only is left out. */
int split_book(const struct text *t, struct split_list *out);
void split_list_release(struct split_list *l);
/* A text with this many chapter headings is a whole book, not a chapter:
 * two chapters in one file (三国演义 001-002) are two MP3s. */
#define SPLIT_WHOLE_BOOK_HEADINGS 2
/* How many chapter headings t holds (*headings).  Returns 0 or ERR_NOMEM. */
int split_count_headings(const struct text *t, size_t *headings);
/* How a chapter's title shows the character at title[i], n bytes long:
 * SPLIT_TITLE_DROP for the brackets web novels put round a chapter's number
 * (【第2章】 入山), SPLIT_TITLE_GAP for their closing ones and for a colon
 * beside a space (第2章 ：入山), which read as a space, else 0. */
enum { SPLIT_TITLE_DROP = 1, SPLIT_TITLE_GAP };
int split_title_mark(const char *title, size_t n, size_t i);
/* Marks in needed[] the chapters whose titles must name their volume: a
 * chapter's title (titles[i], NULL for none) that a chapter under another
 * volume has too (第二章 重逢 in 第一卷 and in 第二卷: two tracks a listener
 * cannot tell apart).  volumes[i] tells the volume chapter i stands under,
 * the same number for one volume's chapters, 0 for none (such a chapter has
 * no volume to name). */
void split_volume_needed(const char *const *titles, const size_t *volumes, size_t n,
			 unsigned char *needed);
/* title made safe as a file name: no '/', no control characters, no leading
 * dot, at most max_bytes (cut at a character boundary).  Returns out. */
char *split_safe_name(const char *title, size_t n, char *out, size_t max_bytes);

#endif
