#include "audio/lrc.h"
#include "audio/sink.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "text/text.h"

#include <stdlib.h>
#include <string.h>

void lrc_init(struct lrc *l)
{
	memset(l, 0, sizeof(*l));
}

void lrc_release(struct lrc *l)
{
	free(l->v);
	lrc_init(l);
}

int lrc_begin(struct lrc *l, uint64_t sample, size_t start)
{
	if (l->n == l->alloc) {
		size_t alloc = l->alloc ? l->alloc * 2 : 64;
		struct lrc_line *v = realloc(l->v, alloc * sizeof(*v));
		if (!v)
			return ERR_NOMEM;
		l->v = v;
		l->alloc = alloc;
	}
	l->v[l->n++] = (struct lrc_line){ .sample = sample, .start = start, .end = start };
	return 0;
}

void lrc_extend(struct lrc *l, size_t end)
{
	if (l->n && end > l->v[l->n - 1].end)
		l->v[l->n - 1].end = end;
}

/* [id:value] for a tag that has one: a player shows it with the words */
static int add_tag(struct strbuf *out, const char *id, const char *value)
{
	return value && *value ? strbuf_addf(out, "[%s:%s]\n", id, value) : 0;
}

int lrc_format(const struct lrc *l, const struct text *t, int rate_hz,
	       const struct sink_meta *tags, struct strbuf *out)
{
	int rc = 0;
	if (tags && (add_tag(out, "ti", tags->title) || add_tag(out, "ar", tags->artist) ||
		     add_tag(out, "al", tags->album)))
		rc = ERR_NOMEM;
	for (size_t i = 0; i < l->n && !rc; i++) {
		const struct lrc_line *line = &l->v[i];
		uint64_t cs = line->sample * 100 / (uint64_t)rate_hz; /* centiseconds */
		rc = strbuf_addf(out, "[%02llu:%02llu.%02llu]", (unsigned long long)(cs / 6000),
				 (unsigned long long)(cs / 100 % 60), (unsigned long long)(cs % 100));
		/* white space inside a line is one space (第十一章 重逢, iPhone 15);
		 * a line's end, a hard wrap, is none between Chinese characters */
		size_t len, said = 0;
		int gap = 0, wrap = 0;
		for (size_t p = line->start; p < line->end && p < t->len && !rc; p += len) {
			int32_t cp = utf8_decode(t->buf + p, t->len - p, &len);
			if (utf8_is_space(cp)) {
				gap = 1;
				wrap |= cp == '\n';
				continue;
			}
			if (gap && said && (!wrap || (cp < 0x80 && (unsigned char)out->buf[out->len - 1] < 0x80)))
				rc = strbuf_addch(out, ' ');
			gap = wrap = 0;
			said++;
			rc = rc ? rc : strbuf_add(out, t->buf + p, len);
		}
		if (!rc)
			rc = strbuf_addch(out, '\n');
	}
	return rc;
}
