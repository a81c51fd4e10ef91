#include "base/atomic.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "cli.h"
#include "speaker/correction.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What else decides the audio: bump when rendering changes in a way that
 * the version alone would not show. */
#define RENDER_FORMAT "tingshu " TINGSHU_VERSION " mp3-vbr"
/* ... and what decides a bound book beyond its chapters. */
#define BIND_FORMAT "tingshu " TINGSHU_VERSION " m4b-aac"

/* FNV-1a, 64 bits: enough to tell an edited input from the same one. */
static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
	const unsigned char *p = data;
	for (size_t i = 0; i < n; i++)
		h = (h ^ p[i]) * 1099511628211ull;
	return h;
}

static uint64_t fnv_str(uint64_t h, const char *s)
{
	return fnv(h, s, strlen(s) + 1); /* the NUL keeps "ab"+"c" apart from "a"+"bc" */
}

/* Mixes in a file's name (not its folder: outputs made on other machines,
 * with other paths, still count) and content; a missing file is empty. */
static int fnv_file(uint64_t *h, const char *path)
{
	const char *base = path ? strrchr(path, '/') : NULL;
	*h = fnv_str(*h, base ? base + 1 : path ? path : "");
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

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int state_config_hash(const struct engine_opts *o, uint64_t *hash)
{
	uint64_t h = fnv_str(14695981039346656037ull, RENDER_FORMAT);
	h = fnv_str(h, o->read_all ? "read-all" : "");
	int rc = fnv_file(&h, o->cast_path);
	if (!rc)
		rc = fnv_file(&h, o->lexicon_path);
	if (!rc)
		rc = fnv_file(&h, o->repair_table);
	/* every file of the voices folder, in name order */
	struct chapter_list files = { 0 };
	DIR *dh = rc ? NULL : opendir(o->voices_dir);
	struct dirent *e;
	while (dh && !rc && (e = readdir(dh)))
		if (e->d_name[0] != '.')
			rc = chapter_list_add(&files, e->d_name);
	if (dh)
		closedir(dh);
	if (files.n)
		qsort(files.paths, files.n, sizeof(*files.paths), compare_names);
	struct strbuf path;
	strbuf_init(&path);
	for (size_t i = 0; i < files.n && !rc; i++) {
		strbuf_reset(&path);
		rc = strbuf_addf(&path, "%s/%s", o->voices_dir, files.paths[i]);
		if (!rc)
			rc = fnv_file(&h, path.buf);
	}
	strbuf_release(&path);
	chapter_list_release(&files);
	*hash = h;
	return rc;
}

int state_chapter_hash(uint64_t config, const char *chapter, uint64_t *hash)
{
	uint64_t h = config;
	int rc = fnv_file(&h, chapter);
	/* the book's settings and its own lexicon, beside the chapter */
	char *dir = rc ? NULL : chapter_dir(chapter);
	struct strbuf book;
	strbuf_init(&book);
	static const char *const book_files[] = { "book.ini", BOOK_LEXICON };
	for (size_t i = 0; !rc && i < sizeof book_files / sizeof *book_files; i++) {
		strbuf_reset(&book);
		if (!dir || strbuf_addf(&book, "%s/%s", dir, book_files[i]))
			rc = ERR_NOMEM;
		else
			rc = fnv_file(&h, book.buf);
	}
	strbuf_release(&book);
	free(dir);
	char *fixes = rc ? NULL : correction_path(chapter);
	if (!rc)
		rc = fixes ? fnv_file(&h, fixes) : ERR_NOMEM;
	free(fixes);
	*hash = h;
	return rc;
}

int state_bound_hash(char *const *outputs, size_t n, const char *cover, uint64_t *hash)
{
	uint64_t h = fnv_str(14695981039346656037ull, BIND_FORMAT);
	int rc = 0;
	for (size_t i = 0; i < n && !rc; i++) {
		struct out_state st;
		if ((rc = state_read(outputs[i], &st)))
			break;
		h = fnv(h, &st.hash, sizeof(st.hash));
		h = fnv_str(h, st.title);
		state_release(&st);
	}
	if (!rc)
		rc = fnv_file(&h, cover);
	*hash = h;
	return rc;
}

static char *state_path(const char *out_path)
{
	struct strbuf sb;
	strbuf_init(&sb);
	if (strbuf_addf(&sb, "%s.state", out_path))
		return NULL;
	return strbuf_detach(&sb, NULL);
}

/* Format: "HASH SECONDS\nTITLE\n". */
int state_read(const char *out_path, struct out_state *st)
{
	memset(st, 0, sizeof(*st));
	char *path = state_path(out_path);
	FILE *f = path ? fopen(path, "rb") : NULL;
	free(path);
	if (!f)
		return ERR_IO;
	unsigned long long hash;
	char *title = NULL;
	size_t cap = 0;
	int rc = fscanf(f, "%16llx %lf\n", &hash, &st->seconds) == 2 &&
			 getline(&title, &cap, f) > 0
		 ? 0
		 : ERR_SYNTAX;
	fclose(f);
	if (rc) {
		free(title);
		return rc;
	}
	title[strcspn(title, "\n")] = '\0';
	st->hash = hash;
	st->title = title;
	return 0;
}

int state_write(const char *out_path, const struct out_state *st)
{
	char *path = state_path(out_path);
	struct strbuf sb;
	strbuf_init(&sb);
	int rc = !path || strbuf_addf(&sb, "%016llx %.3f\n", (unsigned long long)st->hash,
				      st->seconds)
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
