#include "audio/lrc.h"
#include "audio/sink.h"
#include "base/atomic.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "text/text.h"

#include <errno.h>
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
	if (grow_for_one(&l->v, l->n, &l->alloc, sizeof(*l->v), 64))
		return ERR_NOMEM;
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

static int add_tags(struct strbuf *out, const struct sink_meta *tags)
{
	return tags && (add_tag(out, "ti", tags->title) || add_tag(out, "ar", tags->artist) ||
			add_tag(out, "al", tags->album))
		       ? ERR_NOMEM
		       : 0;
}

int lrc_format(const struct lrc *l, const struct text *t, int rate_hz,
	       const struct sink_meta *tags, struct strbuf *out)
{
	int rc = add_tags(out, tags);
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

char *lrc_path_for(const char *out)
{
	const char *slash = strrchr(out, '/'), *dot = strrchr(out, '.');
	size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - out) : strlen(out);
	struct strbuf sb;
	strbuf_init(&sb);
	if (strbuf_addf(&sb, "%.*s.lrc", (int)stem, out))
		return NULL;
	return strbuf_detach(&sb, NULL);
}

/* An LRC of a chapter is a few hundred kilobytes. */
#define LRC_MAX (64u << 20)

int lrc_retag(const char *path, const struct sink_meta *tags)
{
	struct strbuf was, now;
	strbuf_init(&was);
	strbuf_init(&now);
	int rc = strbuf_read_path(&was, path, LRC_MAX);
	if (rc == ERR_IO && errno == ENOENT) {
		strbuf_release(&was);
		return 0;
	}
	/* the head's tag lines go, the timed lines stay */
	size_t p = 0;
	while (!rc && p < was.len &&
	       (!strncmp(was.buf + p, "[ti:", 4) || !strncmp(was.buf + p, "[ar:", 4) ||
		!strncmp(was.buf + p, "[al:", 4))) {
		const char *nl = memchr(was.buf + p, '\n', was.len - p);
		p = nl ? (size_t)(nl - was.buf) + 1 : was.len;
	}
	if (!rc)
		rc = add_tags(&now, tags);
	if (!rc)
		rc = strbuf_add(&now, was.buf + p, was.len - p);
	if (!rc)
		rc = atomic_write(path, now.buf, now.len);
	strbuf_release(&was);
	strbuf_release(&now);
	return rc;
}
