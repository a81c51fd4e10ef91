/* state.c - what an output was made from (state.h). */
#include "book/state.h"
#include "audio/sink.h"
#include "base/atomic.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "speaker/correction.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
	const unsigned char *p = data;
	for (size_t i = 0; i < n; i++)
		h = (h ^ p[i]) * 1099511628211ull;
	return h;
}

uint64_t state_hash_begin(void)
{
	return 14695981039346656037ull;
}

void state_hash_str(uint64_t *h, const char *s)
{
	/* the NUL keeps "ab"+"c" apart from "a"+"bc" */
	*h = fnv(*h, s ? s : "", s ? strlen(s) + 1 : 1);
}

void state_hash_bytes(uint64_t *h, const void *p, size_t n)
{
	/* the length keeps one text apart from the same bytes cut elsewhere */
	char len[24];
	snprintf(len, sizeof(len), "%zu", n);
	state_hash_str(h, len);
	*h = fnv(*h, p, n);
}

int state_hash_file(uint64_t *h, const char *path)
{
	const char *base = path ? strrchr(path, '/') : NULL;
	state_hash_str(h, base ? base + 1 : path);
	FILE *f = path ? fopen(path, "rb") : NULL;
	if (!f)
		return path && errno != ENOENT ? ERR_IO : 0;
	char buf[65536];
	size_t n;
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		*h = fnv(*h, buf, n);
	int rc = ferror(f) ? ERR_IO : 0;
	fclose(f);
	return rc;
}

int state_chapter_hash(uint64_t config, const char *chapter, uint64_t *hash)
{
	uint64_t h = config;
	int rc = state_hash_file(&h, chapter);
	char *fixes = rc ? NULL : correction_path(chapter);
	if (!rc)
		rc = fixes ? state_hash_file(&h, fixes) : ERR_NOMEM;
	free(fixes);
	*hash = h;
	return rc;
}

/* What decides a bound book beyond its chapters and codec. */
#define BIND_FORMAT "tingshu " TINGSHU_VERSION " m4b"

int state_bound_hash(char *const *outputs, size_t n, const char *year, const char *codec,
		     uint64_t *hash)
{
	uint64_t h = state_hash_begin();
	state_hash_str(&h, BIND_FORMAT);
	state_hash_str(&h, codec);
	state_hash_str(&h, year);
	int rc = 0;
	for (size_t i = 0; i < n && !rc; i++) {
		struct out_state st;
		if (!outputs[i]) /* a chapter left out: nothing to read aloud */
			continue;
		if ((rc = state_read(outputs[i], &st)))
			break;
		h = fnv(h, &st.audio, sizeof(st.audio));
		h = fnv(h, &st.tags, sizeof(st.tags));
		state_hash_str(&h, st.title);
		state_release(&st);
	}
	*hash = h;
	return rc;
}

uint64_t state_warnings_hash(const struct diag *d)
{
	uint64_t h = state_hash_begin();
	char line[32];
	for (size_t i = 0; i < d->n; i++) {
		const struct diag_item *it = &d->v[i];
		if (it->level != DIAG_WARNING)
			continue;
		snprintf(line, sizeof(line), "%zu", it->line);
		state_hash_str(&h, it->file);
		state_hash_str(&h, line);
		state_hash_str(&h, it->msg);
	}
	return h ? h : 1;
}

uint64_t state_tags_hash(const struct sink_meta *m)
{
	uint64_t h = state_hash_begin();
	char track[64];
	snprintf(track, sizeof(track), "%d/%d", m->track, m->track_total);
	state_hash_str(&h, m->title);
	state_hash_str(&h, m->album);
	state_hash_str(&h, m->artist);
	state_hash_str(&h, track);
	if (m->year) /* a book without one keeps the hash its outputs have */
		state_hash_str(&h, m->year);
	h = fnv(h, m->cover ? m->cover : "", m->cover ? m->cover_len : 0);
	/* 0 stands for "no tags known" in a state file */
	return h ? h : 1;
}

static char *state_path(const char *out_path)
{
	struct strbuf sb;
	strbuf_init(&sb);
	if (strbuf_addf(&sb, "%s.state", out_path))
		return NULL;
	return strbuf_detach(&sb, NULL);
}

/* Format: "AUDIO SECONDS TAGS WARNINGS PLAN\nTITLE\n" (hashes in hex).  A
 * state without TAGS (before 0.2) has tags 0: its file is re-tagged; one
 * without PLAN has plan 0: its chapter is rendered again when it changes. */
int state_read(const char *out_path, struct out_state *st)
{
	memset(st, 0, sizeof(*st));
	char *path = state_path(out_path);
	if (!path)
		return ERR_NOMEM;
	FILE *f = fopen(path, "rb");
	free(path);
	if (!f)
		return ERR_IO;
	unsigned long long audio, tags = 0, warnings = 0, plan = 0;
	char *line = NULL, *title = NULL;
	size_t cap = 0, tcap = 0;
	errno = 0;
	int rc = getline(&line, &cap, f) > 0 &&
			 sscanf(line, "%16llx %lf %16llx %16llx %16llx", &audio, &st->seconds, &tags,
				&warnings, &plan) >= 2 &&
			 getline(&title, &tcap, f) > 0
		 ? 0
		 : ERR_SYNTAX;
	if (rc && errno == ENOMEM) /* a line too long for memory: not a bad file */
		rc = ERR_NOMEM;
	free(line);
	fclose(f);
	if (rc) {
		free(title);
		return rc;
	}
	title[strcspn(title, "\n")] = '\0';
	st->audio = audio;
	st->tags = tags;
	st->warnings = warnings;
	st->plan = plan;
	st->title = title;
	return 0;
}

int state_write(const char *out_path, const struct out_state *st)
{
	char *path = state_path(out_path);
	struct strbuf sb;
	strbuf_init(&sb);
	int rc = !path || strbuf_addf(&sb, "%016llx %.3f %016llx %016llx %016llx\n",
				      (unsigned long long)st->audio, st->seconds,
				      (unsigned long long)st->tags, (unsigned long long)st->warnings,
				      (unsigned long long)st->plan)
		 ? ERR_NOMEM
		 : 0;
	/* a title is one line */
	for (const char *p = st->title ? st->title : ""; !rc && *p; p++)
		rc = strbuf_addch(&sb, *p == '\n' || *p == '\r' ? ' ' : *p);
	if (!rc)
		rc = strbuf_addch(&sb, '\n');
	if (!rc)
		rc = atomic_write(path, sb.buf, sb.len);
	strbuf_release(&sb);
	free(path);
	return rc;
}

void state_release(struct out_state *st)
{
	free(st->title);
	memset(st, 0, sizeof(*st));
}

int state_remove(const char *out_path)
{
	char *path = state_path(out_path);
	int rc = !path ? ERR_NOMEM : atomic_remove(path);
	free(path);
	return rc;
}
