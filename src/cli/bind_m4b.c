/* batch --m4b: the rendered chapters bound into one M4B (audio/m4b.h), with
 * a chapter mark per chapter titled as its MP3 is, the book's tags and
 * cover.  Nothing is synthesised again: for AAC each worker encodes the AAC
 * of the chapters it renders (.aac/NAME.m4a beside OUT.mp3) from the PCM
 * as it renders it, in parallel and once (a chapter rendered before
 * without it: from its MP3, decoded);
 * for MP3 (m4b_codec = mp3) nothing is encoded.  Either way binding only
 * copies packets, and a book whose chapters, titles, book.ini and cover have
 * not changed is not bound again (NAME.m4b.state). */
#include "audio/m4b.h"
#include "base/atomic.h"
#include "base/dirlist.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "book/album.h"
#include "book/book.h"
#include "book/lock.h"
#include "book/state.h"
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double cpu_s(void)
{
	return (double)clock() / CLOCKS_PER_SEC;
}

/* A chapter's AAC is a part of the M4B, not a track: it sits in a hidden
 * folder beside OUT.mp3, where a player that reads the folder does not
 * list every chapter twice.  The caller frees the path. */
#define AAC_DIR ".aac"

/* OUT_DIR/.aac; the caller frees it. */
static char *aac_folder(const char *out_dir)
{
	struct strbuf sb;
	strbuf_init(&sb);
	return strbuf_addf(&sb, "%s/" AAC_DIR, out_dir) ? NULL : strbuf_detach(&sb, NULL);
}

/* ... for the output OUT_DIR/NAME.mp3 */
static char *aac_dir(const char *out)
{
	char *dir = book_dir_of(out);
	char *aac = dir ? aac_folder(dir) : NULL;
	free(dir);
	return aac;
}

/* OUT_DIR/.aac/NAME.m4a for OUT_DIR/NAME.mp3; the caller frees it. */
static char *aac_path(const char *out)
{
	char *dir = aac_dir(out);
	char *aac = dir ? cli_out_path(out, dir, "m4a") : NULL;
	free(dir);
	return aac;
}

/* Made from the output's audio as it is now: its state's hash, copied. */
int cli_aac_is_fresh(const char *out)
{
	char *aac = aac_path(out);
	struct out_state a, b;
	int fresh = aac && !access(aac, F_OK) && !state_read(aac, &a);
	if (fresh) {
		fresh = !state_read(out, &b) && a.audio == b.audio;
		if (fresh)
			state_release(&b);
		state_release(&a);
	}
	free(aac);
	return fresh;
}

int cli_aac_remove(const char *out)
{
	char *aac = aac_path(out);
	int rc = !aac ? ERR_NOMEM : atomic_remove(aac) ? ERR_IO : state_remove(aac);
	free(aac);
	return rc;
}

void cli_clean_stale_aac(const char *out_dir)
{
	char *dir = aac_folder(out_dir);
	if (dir)
		lock_clean_stale_temps(dir);
	free(dir);
}

static int is_m4a(const char *name)
{
	return dirlist_ends_in(name, ".m4a");
}

void cli_aac_prune(const struct album *a)
{
	char *dir = aac_folder(a->dir), **names = NULL;
	size_t n = 0;
	struct strbuf path;
	strbuf_init(&path);
	if (!dir || dirlist_read(dir, is_m4a, &names, &n))
		n = 0; /* no AAC folder (or no memory): nothing to prune */
	for (size_t i = 0; i < n; i++) {
		size_t stem = strlen(names[i]) - 4;
		strbuf_reset(&path);
		if (strbuf_addf(&path, "%.*s.mp3", (int)stem, names[i]) ||
		    album_is_chapter_output(a, path.buf))
			continue;
		strbuf_reset(&path);
		if (!strbuf_addf(&path, "%s/%s", dir, names[i]) && !unlink(path.buf))
			state_remove(path.buf);
	}
	strbuf_release(&path);
	dirlist_free(names, n);
	free(dir);
}

char *cli_aac_prepare(const char *out)
{
	char *dir = aac_dir(out);
	char *aac = dir ? cli_out_path(out, dir, "m4a") : NULL;
	int rc = aac ? cli_make_dirs(dir) : ERR_NOMEM;
	if (rc) {
		cli_report(dir && rc == ERR_IO ? dir : out, rc);
		free(aac);
		aac = NULL;
	} else if (atomic_remove(aac)) { /* not left to pass for the new one's */
		cli_report(aac, ERR_IO);
		free(aac);
		aac = NULL;
	}
	free(dir);
	return aac;
}

/* A one-chapter book: the same AAC the binder copies. */
int cli_encode_aac(const char *out)
{
	char *aac = cli_aac_prepare(out);
	if (!aac)
		return EXIT_FAILED;
	int rc;
	struct m4b_meta meta = { 0 };
	struct m4b *m = m4b_open(aac, &meta, 1, &rc);
	if (m && !(rc = m4b_add(m, out, NULL)))
		rc = m4b_finish(m);
	if (rc == ERR_ENCODER)
		cli_error("%s: %s", out, m4b_error(m));
	else if (rc)
		cli_report(aac, rc);
	if (!rc)
		rc = cli_aac_restate(out) ? ERR_IO : 0;
	m4b_free(m);
	free(aac);
	return rc ? EXIT_FAILED : EXIT_OK;
}

int cli_aac_restate(const char *out)
{
	char *aac = aac_path(out);
	struct out_state st;
	int rc = aac ? state_read(out, &st) : ERR_NOMEM;
	if (!rc) {
		rc = state_write(aac, &st);
		state_release(&st);
	}
	if (rc)
		cli_report(aac ? aac : out, rc);
	free(aac);
	return rc ? EXIT_FAILED : EXIT_OK;
}

/* Every chapter's AAC, or its MP3 itself, into m (bound to path), in
 * order; the first failure reported. */
static int add_chapters(struct m4b *m, const char *path, enum m4b_codec codec,
			char *const *outputs, size_t n)
{
	int rc = 0;
	for (size_t i = 0; i < n && !rc; i++) {
		struct out_state st;
		if (!outputs[i]) /* left out: nothing to read aloud */
			continue;
		char *audio = codec == M4B_MP3 ? strdup(outputs[i]) : aac_path(outputs[i]);
		int unread = audio ? state_read(outputs[i], &st) : ERR_NOMEM;
		if (unread == ERR_NOMEM) {
			cli_error("%s not bound: out of memory", path);
			free(audio);
			return ERR_NOMEM;
		}
		if (unread || (codec == M4B_AAC && !cli_aac_is_fresh(outputs[i]))) {
			cli_error("%s: not rendered: the book is not bound", outputs[i]);
			if (!unread)
				state_release(&st);
			free(audio);
			return ERR_EMPTY;
		}
		rc = m4b_add(m, audio, st.title);
		state_release(&st);
		if (rc == ERR_ENCODER)
			cli_error("%s: %s", audio, m4b_error(m));
		else if (rc)
			cli_report(audio, rc);
		free(audio);
	}
	return rc;
}

static int bind(const char *path, const struct album *a, uint64_t hash)
{
	const struct book *book = a->book;
	char *const *outputs = a->outputs;
	size_t n = book->n_chapters, marks = 0;
	for (size_t i = 0; i < n; i++)
		marks += outputs[i] != NULL;
	if (!marks) {
		cli_error("%s not bound: no chapter has anything to read aloud", path);
		return ERR_EMPTY;
	}
	/* the cover as batch read it, once (book_load_cover) */
	struct m4b_meta meta = { .codec = book->m4b_codec, .title = a->name,
				 .author = book->author, .year = book->year,
				 .cover = book->cover_image, .cover_len = book->cover_len };
	double started = cpu_s();
	int rc;
	struct m4b *m = m4b_open(path, &meta, marks, &rc);
	if (m && !(rc = add_chapters(m, path, book->m4b_codec, outputs, n)) && (rc = m4b_finish(m)))
		cli_error("cannot write '%s': %s", path,
			  rc == ERR_IO ? strerror(errno) : m4b_error(m));
	else if (!m)
		cli_report(path, rc);
	struct out_state st = { .audio = hash, .seconds = m ? m4b_seconds(m) : 0,
				.title = a->name };
	if (!rc && (rc = state_write(path, &st)))
		cli_report(path, rc);
	if (!rc && cli_verbosity >= 0)
		fprintf(stderr, "%s: %zu chapter%s, %.1f s of audio, bound in %.1f s of CPU\n", path,
			marks, marks == 1 ? "" : "s", st.seconds, cpu_s() - started);
	m4b_free(m);
	return rc;
}

static int is_up_to_date(const char *path, uint64_t hash)
{
	struct out_state st;
	if (access(path, F_OK) || state_read(path, &st))
		return 0;
	int same = st.audio == hash;
	state_release(&st);
	return same;
}

/* Why the book is not bound: its chapters with no audio yet (a batch of
 * some of them), how many and which first. */
static void say_unrendered(const struct album *a, const char *path)
{
	size_t missing = 0;
	const char *first = NULL;
	for (size_t i = 0; i < a->book->n_chapters; i++) {
		struct out_state st;
		if (!a->outputs[i] || !state_read(a->outputs[i], &st)) {
			if (a->outputs[i])
				state_release(&st);
			continue;
		}
		first = first ? first : a->book->chapters[i];
		missing++;
	}
	cli_error("%s not bound: %zu chapter%s not rendered yet (%s%s): batch the whole book",
		  path, missing, missing == 1 ? "" : "s", first ? first : "?",
		  missing > 1 ? " and after" : "");
}

int cli_bind_m4b(const struct album *a, const char *path)
{
	const struct book *b = a->book;
	uint64_t hash;
	int rc = state_bound_hash(a->outputs, b->n_chapters, b->year,
				  b->m4b_codec == M4B_MP3 ? "mp3" : "aac", &hash);
	if (rc == ERR_NOMEM) {
		cli_error("%s not bound: out of memory", path);
	} else if (rc) {
		say_unrendered(a, path);
	} else if (is_up_to_date(path, hash)) {
		if (cli_verbosity >= 0)
			fprintf(stderr, "%s: up to date\n", path);
	} else {
		rc = bind(path, a, hash);
	}
	return rc ? EXIT_FAILED : EXIT_OK;
}
