/* discover.c - a cast found in a book's chapters (discover.h). */
#include "book/discover.h"
#include "audio/voice.h"
#include "base/diag.h"
#include "base/err.h"
#include "reading/reading.h"
#include "repair/repair.h"
#include "speaker/castgen.h"
#include "text/text.h"

#include <string.h>

int discover_scan(struct castgen *g, const char *chapter, const struct repair_table *table,
		  struct diag *d)
{
	struct text t;
	struct repair_report rep;
	int rc = text_load(&t, chapter, d);
	if (!rc)
		rc = repair_text(&t, table, &rep, d);
	if (!rc)
		rc = castgen_scan(g, &t);
	text_release(&t);
	return rc;
}

/* Whether path is a preface as split names it (0000_preface.txt). */
static int is_preface(const char *path)
{
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	size_t digits = strspn(base, "0123456789");
	return digits && !strcmp(base + digits, "_preface.txt");
}

size_t discover_nth(char *const *chapters, size_t n, size_t i)
{
	if (n < 2 || !is_preface(chapters[0]))
		return i;
	return i + 1 < n ? i + 1 : 0;
}

/* The main characters (the most frequent come first) each get a preset of
 * their gender that no one in the cast has yet; once those run out, the
 * rest take the one whose holders they talk with least, so that a minor
 * character is not read in the voice of the one it answers. */
static const char *pick_voice(void *ctx, const struct cast *c, int who, const size_t *near)
{
	const struct voice *v = voice_unused(ctx, c, c->v[who].gender);
	if (!v)
		v = voice_least_near(ctx, c, who, near);
	return v ? v->name : NULL;
}

int discover_voices(const struct castgen *g, struct cast *c, const struct voice_set *voices)
{
	return castgen_give_voices(g, c, 0, pick_voice, (void *)voices);
}

static int read_name(void *ctx, const char *name, struct strbuf *out)
{
	return reading_name(ctx, name, out);
}

int discover_write(const struct castgen *g, const char *cast_path, size_t min_quotes,
		   const struct voice_set *voices, const struct reading *names, struct diag *d)
{
	const char *saved = diag_set_file(d, cast_path);
	int rc = castgen_update_file(g, cast_path, min_quotes, voices ? pick_voice : NULL,
				     (void *)voices, names ? read_name : NULL, (void *)names, d);
	diag_set_file(d, saved);
	return rc;
}
