/* engine.c - what every chapter of a run shares (render.h): the presets,
 * the book's cast, the lexicons, the repair table and eSpeak NG, and one
 * hash of all they hold, which tells whether an output was made with them. */
#include "audio/synth.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "book/book.h"
#include "book/discover.h"
#include "book/render.h"
#include "book/state.h"
#include "reading/reading.h"
#include "reading/script.h"
#include "speaker/castgen.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A character's voice of another gender than its own is what a reader's
 * correction of the gender left behind (tingshu wrote gender = unknown,
 * voice = neutral2; the reader wrote female): the character takes a preset
 * of its gender that no one has, else one from the pool, and is told so. */
static int match_gender(struct engine *e, struct cast_member *m, const struct voice *v,
			struct diag *d)
{
	if (m->gender == GENDER_UNKNOWN || v->role != ROLE_CHARACTER || v->gender == m->gender)
		return 0;
	const struct voice *u = voice_unused(&e->voices, &e->cast, m->gender);
	char *was = m->voice;
	m->voice = u ? strdup(u->name) : NULL;
	if (u && !m->voice) {
		m->voice = was;
		return ERR_NOMEM;
	}
	int rc = diag_add(d, m->line, DIAG_WARNING,
			  "[%s]: gender = %s, but voice = %s is not: voiced with %s (give a %s "
			  "voice to choose)",
			  m->name, gender_name(m->gender), was, u ? u->name : "a pool's preset",
			  gender_name(m->gender));
	free(was);
	return rc ? ERR_NOMEM : 0;
}

/* Members the cast gives no voice (a reader added them) take, in the
 * cast's order, a preset of their gender no one has yet: two people of one
 * scene are not read alike while presets are left, and one cast gives the
 * same voices to every chapter.  Once they run out, the pool decides by
 * name (voice_for_speaker). */
static int give_unused_voices(struct engine *e)
{
	for (size_t i = 0; i < e->cast.n; i++) {
		struct cast_member *m = &e->cast.v[i];
		const struct voice *u = m->voice ? NULL : voice_unused(&e->voices, &e->cast, m->gender);
		if (u && !(m->voice = strdup(u->name)))
			return ERR_NOMEM;
	}
	return 0;
}

/* A cast voice must name a preset: caught here, once, with its line and
 * the presets there are; a voice of the other gender is replaced. */
static int check_cast_voices(struct engine *e, const char *cast_path, struct diag *d)
{
	int rc = 0;
	char *names = NULL;
	for (size_t i = 0; i < e->cast.n; i++) {
		struct cast_member *m = &e->cast.v[i];
		const struct voice *v = m->voice ? voice_find(&e->voices, m->voice) : NULL;
		if (v) {
			const char *saved = diag_set_file(d, cast_path);
			int fail = match_gender(e, m, v, d);
			diag_set_file(d, saved);
			if (fail)
				return fail;
		}
		if (!m->voice || v)
			continue;
		if (!names && !(names = voice_names(&e->voices, ROLE_CHARACTER)))
			return ERR_NOMEM;
		const char *saved = diag_set_file(d, cast_path);
		diag_add(d, m->line, DIAG_ERROR,
			 "[%s]: no voice preset named '%s' (the character presets: %s)", m->name,
			 m->voice, names);
		diag_set_file(d, saved);
		rc = ERR_UNKNOWN;
	}
	free(names);
	return rc;
}

static int other_form(void *ctx, const char *s, char **out)
{
	return script_other_form(ctx, s, out);
}

/* A cast written in one script matches names in the other. */
static int add_script_variants(struct cast *c)
{
	int rc = 0;
	struct script *sc = script_new(&rc);
	if (sc)
		rc = cast_add_variants(c, other_form, sc);
	script_free(sc);
	return rc;
}

/* A file the engine needs could not be read: said with its name (d->file),
 * so the CLI does not blame the voices folder. */
static void report_io(int rc, struct diag *d)
{
	if (rc == ERR_IO) {
		int saved = errno;
		diag_add(d, 0, DIAG_ERROR, "cannot read: %s", strerror(saved));
		errno = saved;
	}
}

static int exists(const char *path)
{
	return !access(path, F_OK);
}

/* The book has no cast.ini: one is found in its chapters and written there
 * for the reader to edit.  A folder that cannot be written still gets the
 * cast for this run (e->cast_write_errno says why).  Chapters that cannot be
 * read are left to the run to report. */
static int discover_book_cast(struct engine *e, const struct book *b, const char *cast_path)
{
	struct castgen g;
	castgen_init(&g);
	int rc = 0;
	for (size_t i = 0; i < b->n_chapters && rc != ERR_NOMEM; i++)
		rc = discover_scan(&g, b->chapters[discover_nth(b->chapters, b->n_chapters, i)],
				   e->repair_table, NULL);
	rc = rc == ERR_NOMEM ? rc : 0;
	/* no one found: no file, so that the book's first chapters with
	 * speakers are still looked for on a later run */
	struct cast probe;
	cast_init(&probe);
	int found = rc ? rc : castgen_add_to(&g, &probe, CASTGEN_AUTO_MIN);
	cast_release(&probe);
	if (found <= 0) {
		castgen_release(&g);
		return found;
	}
	int added = discover_write(&g, cast_path, CASTGEN_AUTO_MIN, &e->voices, e->reading, NULL);
	if (added >= 0) {
		e->cast_found = added;
		rc = cast_load(&e->cast, cast_path, 0, NULL);
	}
	if (added == ERR_IO || rc == ERR_IO) {
		/* not writable (or gone again): the same cast, in memory */
		e->cast_write_errno = errno ? errno : EIO;
		cast_release(&e->cast);
		added = castgen_add_to(&g, &e->cast, CASTGEN_AUTO_MIN);
		e->cast.incomplete = 1; /* as the file would say */
		e->cast_found = added < 0 ? 0 : added;
		rc = added < 0 ? added : discover_voices(&g, &e->cast, &e->voices);
	} else if (added < 0) {
		rc = added;
	}
	castgen_release(&g);
	return rc;
}

/* The cast's names, read the same way everywhere in the book: by their
 * `reading =` or as names are read (华大妈 hua4).  A reading that does not
 * fit its name is an error at the section's line. */
static int add_cast_names(struct engine *e, struct diag *d)
{
	for (size_t i = 0; i < e->cast.n; i++) {
		const struct cast_member *m = &e->cast.v[i];
		int rc = reading_add_name(e->reading, m->name, m->reading);
		if (rc == ERR_SYNTAX && m->reading)
			return diag_add(d, m->line, DIAG_ERROR,
					"reading '%s' is not one pinyin syllable with a tone per "
					"character of '%s'", m->reading, m->name) ? ERR_NOMEM : rc;
		if (rc == ERR_NOMEM)
			return rc;
	}
	return 0;
}

/* The cast (the reading stage is there: a cast found gets its names'
 * readings, and every name is read as the cast says). */
static int load_cast(struct engine *e, const struct engine_opts *o, struct diag *d)
{
	char *path = o->cast_path ? strdup(o->cast_path)
		     : o->book    ? book_file(o->book, BOOK_CAST)
				  : NULL;
	if (!path)
		return o->cast_path || o->book ? ERR_NOMEM : 0;
	int rc;
	if (!o->cast_path && o->discover_cast && !exists(path)) {
		/* a folder with no chapters (one file named, not a book) gets none */
		rc = o->book->n_chapters ? discover_book_cast(e, o->book, path) : 0;
	} else {
		const char *saved = diag_set_file(d, path);
		rc = cast_load(&e->cast, path, !o->cast_path, d);
		report_io(rc, d);
		diag_set_file(d, saved);
	}
	if (!rc)
		rc = check_cast_voices(e, path, d);
	if (!rc)
		rc = give_unused_voices(e);
	if (!rc) {
		const char *saved = diag_set_file(d, path);
		rc = add_cast_names(e, d);
		diag_set_file(d, saved);
	}
	free(path);
	return rc;
}

/* A lexicon file over what is loaded (the first one starts the reading
 * stage); its words win. */
static int add_lexicon(struct engine *e, const char *path, uint64_t *h, struct diag *d)
{
	const char *saved = diag_set_file(d, path);
	int rc = 0;
	if (!e->reading)
		e->reading = reading_new(path, d, &rc);
	else if (path)
		rc = reading_add_lexicon(e->reading, path, d);
	report_io(rc, d);
	diag_set_file(d, saved);
	if (!rc && path && state_hash_file(h, path))
		rc = ERR_IO;
	return rc;
}

/* The user's lexicon (-L, else each voices folder's lexicon.txt), then the
 * book's own, whose names win. */
static int load_lexicons(struct engine *e, const struct engine_opts *o, uint64_t *h,
			 struct diag *d)
{
	int rc = 0;
	if (o->lexicon_path)
		rc = add_lexicon(e, o->lexicon_path, h, d);
	for (size_t i = 0; !rc && !o->lexicon_path && i < o->n_voices_dirs; i++) {
		char *path = book_join(o->voices_dirs[i], "lexicon.txt");
		if (!path)
			return ERR_NOMEM;
		if (exists(path))
			rc = add_lexicon(e, path, h, d);
		free(path);
	}
	if (!rc && !e->reading)
		rc = add_lexicon(e, NULL, h, d);
	char *book_lexicon = !rc && o->book ? book_file(o->book, BOOK_LEXICON) : NULL;
	if (!rc && o->book && !book_lexicon)
		rc = ERR_NOMEM;
	if (!rc && book_lexicon && exists(book_lexicon))
		rc = add_lexicon(e, book_lexicon, h, d);
	free(book_lexicon);
	return rc;
}

static void hash_int(uint64_t *h, int v)
{
	char s[16];
	snprintf(s, sizeof(s), "%d", v);
	state_hash_str(h, s);
}

/* What the presets and the cast hold, as they will be used (after the
 * speed, from whichever folder): not their files. */
static void hash_voices_and_cast(uint64_t *h, const struct engine *e)
{
	for (size_t i = 0; i < e->voices.n; i++) {
		const struct voice *v = &e->voices.v[i];
		state_hash_str(h, v->name);
		state_hash_str(h, v->espeak);
		state_hash_str(h, v->variant);
		int params[] = { v->rate_wpm, v->pitch, v->range, v->volume, (int)v->gender,
				 (int)v->role };
		for (size_t k = 0; k < sizeof(params) / sizeof(*params); k++)
			hash_int(h, params[k]);
	}
	const struct pauses *p = &e->voices.pauses;
	int ms[] = { p->clause_ms, p->sentence_ms, p->paragraph_ms, p->speaker_ms };
	for (size_t k = 0; k < sizeof(ms) / sizeof(*ms); k++)
		hash_int(h, ms[k]);
	for (size_t i = 0; i < e->cast.n; i++) {
		const struct cast_member *m = &e->cast.v[i];
		state_hash_str(h, m->name);
		hash_int(h, (int)m->gender);
		state_hash_str(h, m->voice);
		state_hash_str(h, m->reading);
		for (size_t k = 0; k < m->n_aliases; k++)
			state_hash_str(h, m->aliases[k]);
	}
}

/* The book's own key (book.repair), then the user's table over it: read
 * once, so that a bad one fails the run before its first chapter. */
static int load_repair(struct engine *e, const struct engine_opts *o, uint64_t *h, struct diag *d)
{
	char *key = o->book ? book_file(o->book, BOOK_REPAIR) : NULL;
	int rc = o->book && !key ? ERR_NOMEM : 0;
	if (key && exists(key)) {
		rc = repair_table_load(&e->repair_table, key, d);
		if (!rc && state_hash_file(h, key))
			rc = ERR_IO;
	}
	if (!rc && o->repair_table) {
		rc = e->repair_table ? repair_table_add_file(e->repair_table, o->repair_table, d)
				     : repair_table_load(&e->repair_table, o->repair_table, d);
		if (!rc && state_hash_file(h, o->repair_table))
			rc = ERR_IO;
	}
	free(key);
	return rc;
}

int engine_init(struct engine *e, const struct engine_opts *o, struct diag *d)
{
	memset(e, 0, sizeof(*e));
	cast_init(&e->cast);
	e->cast_found = -1;
	uint64_t h = state_hash_begin();
	state_hash_str(&h, RENDER_FORMAT);
	e->read_all = o->read_all;
	state_hash_str(&h, o->read_all ? "read-all" : "");
	int rc = voice_set_load(&e->voices, o->voices_dirs, o->n_voices_dirs, d);
	if (!rc)
		voice_set_scale(&e->voices, o->speed);
	if (!rc)
		rc = load_repair(e, o, &h, d);
	if (!rc)
		rc = load_lexicons(e, o, &h, d);
	if (!rc)
		rc = load_cast(e, o, d);
	if (!rc)
		hash_voices_and_cast(&h, e);
	if (!rc && e->cast.n)
		rc = add_script_variants(&e->cast);
	if (!rc && o->need_synth && (e->synth = synth_new(&rc)))
		rc = engine_check_voices(e, d);
	e->config_hash = h;
	if (rc) {
		int saved = errno;
		engine_release(e);
		errno = saved;
	}
	return rc;
}

void engine_release(struct engine *e)
{
	synth_free(e->synth);
	repair_table_free(e->repair_table);
	reading_free(e->reading);
	cast_release(&e->cast);
	voice_set_release(&e->voices);
	memset(e, 0, sizeof(*e));
}

int engine_check_voices(struct engine *e, struct diag *d)
{
	int rc = 0;
	for (size_t i = 0; i < e->voices.n; i++) {
		const struct voice *v = &e->voices.v[i];
		int no_variant = v->variant && !synth_has_variant(e->synth, v->variant);
		if (!no_variant && synth_set_voice(e->synth, v) == 0)
			continue;
		const char *saved = diag_set_file(d, v->path);
		if (no_variant)
			diag_add(d, 0, DIAG_ERROR,
				 "eSpeak NG has no variant '%s' (espeak-ng --voices=variant lists them)",
				 v->variant);
		else
			diag_add(d, 0, DIAG_ERROR, "eSpeak NG has no voice '%s%s%s'", v->espeak,
				 v->variant ? "+" : "", v->variant ? v->variant : "");
		diag_set_file(d, saved);
		rc = ERR_UNKNOWN;
	}
	return rc;
}

int engine_start_synth(struct engine *e)
{
	int rc = 0;
	if (!e->synth)
		e->synth = synth_new(&rc);
	return rc;
}

int engine_rate_hz(const struct engine *e)
{
	return synth_rate_hz(e->synth);
}
