/* seg_covers.h - the promise of seg.h checked, for the segment stage's tests. */
#ifndef TINGSHU_TEST_SEG_COVERS_H
#define TINGSHU_TEST_SEG_COVERS_H

#include "base/utf8.h"
#include "segment/seg.h"
#include "text/text.h"

#include <string.h>

/* Every non-space character once, in order; segments ordered, inside one
 * paragraph, with only white space between paragraphs. */
static int seg_covers(const struct text *t, const struct seg_list *l)
{
	size_t pos = 0, n;
	for (size_t i = 0; i < l->n; i++) {
		const struct seg *g = &l->v[i];
		if (g->start < pos || g->end <= g->start || g->end > t->len)
			return 0;
		for (size_t p = pos; p < g->start; p += n)
			if (!utf8_is_space(utf8_decode(t->buf + p, g->start - p, &n)))
				return 0;
		if (i && g->para < l->v[i - 1].para)
			return 0;
		if (i && g->para != l->v[i - 1].para && g->start == l->v[i - 1].end)
			return 0;
		if (memchr(t->buf + g->start, '\n', g->end - g->start) == NULL) {
			/* the line of start */
			size_t line = 1;
			for (size_t p = 0; p < g->start; p++)
				line += t->buf[p] == '\n';
			if (line != g->line)
				return 0;
		}
		pos = g->end;
	}
	for (size_t p = pos; p < t->len; p += n)
		if (!utf8_is_space(utf8_decode(t->buf + p, t->len - p, &n)))
			return 0;
	return 1;
}

#endif
