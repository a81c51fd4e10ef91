/* correction.c - the reader's corrections of who says a quote (correction.h). */
#include "speaker/correction.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "speaker/cast.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/lines.h"
#include "segment/seg.h"
#include "base/strbuf.h"
#include "text/text.h"
#include "base/utf8.h"

/* A corrections file is a few lines a chapter; this is far beyond any. */
#define CORRECTION_MAX_BYTES ((size_t)1 << 20)

struct correction {
	size_t line;                 /* in the chapter */
	const char *opening;         /* how the quote starts, or NULL: all on the line */
	size_t opening_len;
	int speaker;                 /* a cast index or SPEAKER_* */
	size_t file_line;            /* in the corrections file */
};

char *correction_path(const char *chapter)
{
	size_t n = strlen(chapter);
	const char *slash = strrchr(chapter, '/');
	const char *dot = strrchr(chapter, '.');
	if (dot && (!slash || dot > slash) && !strcasecmp(dot, ".txt"))
		n = (size_t)(dot - chapter);
	char *out = malloc(n + sizeof(".speakers"));
	if (out) {
		memcpy(out, chapter, n);
		memcpy(out + n, ".speakers", sizeof(".speakers"));
	}
	return out;
}

/* The next field of [*p, end), separated by spaces or tabs; its length in
 * *n, NULL when there is none. */
static const char *field(const char **p, const char *end, size_t *n)
{
	const char *s = *p;
	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	const char *e = s;
	while (e < end && *e != ' ' && *e != '\t')
		e++;
	*p = e;
	*n = (size_t)(e - s);
	return e > s ? s : NULL;
}

/* The speaker s[0..n) names into *who; 0 when it names no one. */
static int speaker_named(const struct cast *cast, const char *s, size_t n, int *who)
{
	static const struct {
		const char *word;
		int who;
	} roles[] = { { "narrator", SPEAKER_NARRATOR },
		      { "crowd", SPEAKER_CROWD },
		      { "unknown", SPEAKER_UNKNOWN } };
	if (n > 2 && s[0] == '*' && s[n - 1] == '*') { /* as the gold files write them */
		s++;
		n -= 2;
	}
	for (size_t i = 0; i < sizeof(roles) / sizeof(roles[0]); i++)
		if (strlen(roles[i].word) == n && !memcmp(s, roles[i].word, n)) {
			*who = roles[i].who;
			return 1;
		}
	*who = cast_find(cast, s, n);
	return *who >= 0;
}

/* Reads line [p, end) of the file (number file_line) into *c: 1 when it is
 * a correction, 0 when blank or a comment, or an error reported in d. */
static int parse_line(const char *p, const char *end, size_t file_line, const struct cast *cast,
		      struct correction *c, struct diag *d)
{
	size_t n[4];
	const char *f[4];
	int nf = 0;
	while (nf < 4 && (f[nf] = field(&p, end, &n[nf])))
		nf++;
	if (!nf || f[0][0] == '#')
		return 0;
	if (nf < 2 || nf > 3) {
		int err = diag_add(d, file_line, DIAG_ERROR,
				   "expected LINE SPEAKER or LINE OPENING SPEAKER");
		return err ? err : ERR_SYNTAX;
	}
	char *num_end;
	errno = 0;
	unsigned long long line = strtoull(f[0], &num_end, 10);
	if (num_end != f[0] + n[0] || !line || errno || f[0][0] == '-' || f[0][0] == '+') {
		int err = diag_add(d, file_line, DIAG_ERROR, "'%.*s' is no line number", (int)n[0],
				   f[0]);
		return err ? err : ERR_SYNTAX;
	}
	int who;
	if (!speaker_named(cast, f[nf - 1], n[nf - 1], &who)) {
		int err = diag_add(d, file_line, DIAG_ERROR,
				   "no one called '%.*s' in the cast: add [%.*s] to the cast "
				   "file, or name a member or alias, narrator, crowd, unknown",
				   (int)n[nf - 1], f[nf - 1], (int)n[nf - 1], f[nf - 1]);
		return err ? err : ERR_SYNTAX;
	}
	*c = (struct correction){ .line = (size_t)line,
				  .opening = nf == 3 ? f[1] : NULL,
				  .opening_len = nf == 3 ? n[1] : 0,
				  .speaker = who,
				  .file_line = file_line };
	return 1;
}

/* Whether quote s starts with c's opening, its quote mark written or not. */
static int opens_with(const struct text *t, const struct seg *s, const struct correction *c)
{
	size_t len = s->end - s->start, mark;
	const char *q = t->buf + s->start;
	if (!c->opening || (c->opening_len <= len && !memcmp(q, c->opening, c->opening_len)))
		return 1;
	utf8_decode(q, len, &mark);
	return mark < len && c->opening_len <= len - mark &&
	       !memcmp(q + mark, c->opening, c->opening_len);
}

/* Sets the speaker of every quote c matches; 0 when there is none. */
static size_t apply_one(const struct text *t, struct seg_list *segs, const struct correction *c)
{
	size_t hits = 0;
	for (size_t i = 0; i < segs->n; i++) {
		struct seg *s = &segs->v[i];
		if (s->kind == SEG_DIALOGUE && s->line == c->line && opens_with(t, s, c)) {
			s->speaker = c->speaker;
			s->confidence = 1; /* the reader knows */
			hits++;
		}
	}
	return hits;
}

static int read_corrections(const char *buf, size_t len, const struct cast *cast,
			    struct correction **out, size_t *n_out, struct diag *d)
{
	struct correction *v = NULL;
	size_t n = 0, alloc = 0;
	int bad = 0;
	struct lines ls;
	const char *s;
	size_t sn;
	lines_init(&ls, buf, len);
	while (lines_next(&ls, &s, &sn)) {
		struct correction c;
		int r;
		if (lines_is_text(s, sn))
			r = parse_line(s, s + sn, ls.line, cast, &c, d);
		else
			r = diag_add(d, ls.line, DIAG_ERROR, "not UTF-8 text") ? ERR_NOMEM : ERR_SYNTAX;
		if (r == 1 && grow_for_one(&v, n, &alloc, sizeof(*v), 16))
			r = ERR_NOMEM;
		if (r == ERR_NOMEM) {
			free(v);
			return r;
		}
		bad |= r == ERR_SYNTAX;
		if (r == 1)
			v[n++] = c;
	}
	*out = v;
	*n_out = n;
	return bad ? ERR_SYNTAX : 0;
}

int correction_apply_buf(const char *buf, size_t len, const struct text *t,
			 struct seg_list *segs, const struct cast *cast, struct diag *d)
{
	struct correction *v = NULL;
	size_t n = 0;
	int err = read_corrections(buf, len, cast, &v, &n, d);
	for (size_t i = 0; !err && i < n; i++)
		if (!apply_one(t, segs, &v[i]))
			err = v[i].opening
				      ? diag_add(d, v[i].file_line, DIAG_WARNING,
						 "no quote on line %zu of the chapter starts with "
						 "'%.*s': not applied",
						 v[i].line, (int)v[i].opening_len, v[i].opening)
				      : diag_add(d, v[i].file_line, DIAG_WARNING,
						 "no quote starts on line %zu of the chapter: not "
						 "applied",
						 v[i].line);
	free(v);
	return err;
}

int correction_apply(const char *path, const struct text *t, struct seg_list *segs,
		     const struct cast *cast, struct diag *d)
{
	struct strbuf sb;
	strbuf_init(&sb);
	int err = strbuf_read_path(&sb, path, CORRECTION_MAX_BYTES);
	if (err) {
		int missing = err == ERR_IO && errno == ENOENT;
		strbuf_release(&sb);
		return missing ? 0 : err;
	}
	const char *before = diag_set_file(d, path);
	err = correction_apply_buf(sb.buf, sb.len, t, segs, cast, d);
	diag_set_file(d, before);
	strbuf_release(&sb);
	return err;
}
