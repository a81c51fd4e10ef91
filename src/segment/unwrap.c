/* unwrap.c - a chapter with its hard wraps taken out, for the readers of
 * names (seg.h: segment_unwrapped). */
#include "segment/seg.h"
#include "segment/clause.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "text/text.h"

#include <stdlib.h>
#include <string.h>

/* Whether some segment holds a line break: a hard wrap (segments never
 * cross a paragraph). */
static int has_wrap(const struct text *t, const struct seg_list *l)
{
	for (size_t i = 0; i < l->n; i++)
		if (memchr(t->buf + l->v[i].start, '\n', l->v[i].end - l->v[i].start))
			return 1;
	return 0;
}

int segment_unwrapped(const struct text *t, const struct seg_list *l, struct text *out,
		      struct seg_list *out_segs)
{
	if (!has_wrap(t, l))
		return 0;
	struct strbuf buf, seg;
	strbuf_init(&buf);
	strbuf_init(&seg);
	int err = 0;
	size_t done = 0;
	for (size_t i = 0; !err && i < l->n; i++) {
		struct seg s = l->v[i];
		/* what lies between segments (paragraph breaks) stays as it is */
		if ((err = strbuf_add(&buf, t->buf + done, s.start - done)) ||
		    (err = clause_unwrap(t->buf + s.start, s.end - s.start, &seg)))
			break;
		done = s.end;
		s.start = buf.len;
		s.end = s.start + seg.len;
		if ((err = strbuf_add(&buf, seg.buf, seg.len)) || (err = seg_list_push(out_segs, &s)))
			break;
	}
	if (!err)
		err = strbuf_add(&buf, t->buf + done, t->len - done);
	strbuf_release(&seg);
	if (!err && !(out->name = strdup(t->name ? t->name : "")))
		err = ERR_NOMEM;
	if (err) {
		strbuf_release(&buf);
		return err;
	}
	out->encoding = t->encoding;
	out->buf = strbuf_detach(&buf, &out->len);
	out_segs->n_paras = l->n_paras;
	return out->buf ? 1 : ERR_NOMEM;
}
