/* correction.h - the reader's corrections of who says a quote.
 *
 * Attribution gets most quotes right; the reader knows the rest.  A
 * chapter's corrections are a file beside it, NAME.speakers for NAME.txt,
 * one a line (blank lines and lines starting with # are skipped):
 *
 *   12  王朴              every quote that starts on line 12 is 王朴's
 *   14  “你真要去  兰绮云   only the quote on line 14 that starts so
 *   20  narrator          not speech (a sound, a title): the narrator's
 *
 * LINE is the chapter's line as `inspect segments` shows it; the speaker a
 * name or alias of the cast, or narrator, crowd, unknown.  A correction
 * wins over attribution. */
#ifndef TINGSHU_CORRECTION_H
#define TINGSHU_CORRECTION_H

#include <stddef.h>

struct text;
struct seg_list;
struct cast;
struct diag;

/* The corrections file of the chapter at path (NAME.txt → NAME.speakers,
 * any other name gets .speakers added), newly allocated; NULL when out of
 * memory. */
char *correction_path(const char *chapter);

/* Applies the corrections in the file at path (none when it does not
 * exist) to segs, cut from t, with cast.  A line that does not parse or
 * names no one of the cast is an error, each reported in d with its line,
 * and nothing is applied; a correction that matches no quote is a warning
 * (the chapter changed since).  Returns 0, ERR_SYNTAX, ERR_IO or
 * ERR_NOMEM. */
int correction_apply(const char *path, const struct text *t, struct seg_list *segs,
		     const struct cast *cast, struct diag *d);
/* The same with the file's bytes buf[0..len) (problems in d are on the
 * lines of buf, in whatever file d is set to). */
int correction_apply_buf(const char *buf, size_t len, const struct text *t,
			 struct seg_list *segs, const struct cast *cast, struct diag *d);

#endif
