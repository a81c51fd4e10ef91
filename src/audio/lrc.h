/* lrc.h - read-along timings: when each sentence starts, in samples, and the
 * LRC file made of them ([mm:ss.xx]text as written). */
#ifndef TINGSHU_LRC_H
#define TINGSHU_LRC_H

#include <stddef.h>
#include <stdint.h>

struct text;
struct strbuf;
struct sink_meta;

struct lrc_line {
	uint64_t sample;   /* where its audio starts */
	size_t start, end; /* its text: a byte range of the chapter */
};

struct lrc {
	struct lrc_line *v;
	size_t n, alloc;
};

void lrc_init(struct lrc *l);
void lrc_release(struct lrc *l);
/* Starts a line at sample for text from start.  Returns 0 or ERR_NOMEM. */
int lrc_begin(struct lrc *l, uint64_t sample, size_t start);
/* The current line's text now reaches end. */
void lrc_extend(struct lrc *l, size_t end);
/* The LRC file's text: the tags the audio has (title, artist, album; tags
 * may be NULL), then a line per sentence, its white space as a reader sees
 * it: a hard wrap or an indent taken out, a space inside a line one space
 * (第十一章 重逢). */
int lrc_format(const struct lrc *l, const struct text *t, int rate_hz,
	       const struct sink_meta *tags, struct strbuf *out);
/* The LRC beside the audio file out: its extension made .lrc.  The caller
 * frees it; NULL when out of memory. */
char *lrc_path_for(const char *out);
/* The LRC file at path given the audio's new tags (the rest kept as it is),
 * as its audio was re-tagged; no file there is nothing to do.  Returns 0,
 * ERR_IO (errno says why) or ERR_NOMEM. */
int lrc_retag(const char *path, const struct sink_meta *tags);

#endif
