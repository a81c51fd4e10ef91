#include "audio/voice.h"
#include "base/diag.h"
#include "base/dirlist.h"
#include "base/err.h"
#include "base/ini.h"
#include "base/strbuf.h"
#include "segment/seg.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Files of a folder of presets, or of a book's folder, that are no preset. */
static const char *const not_presets[] = { "cast.ini", "pauses.ini", "book.ini" };
static const char *const role_names[] = { "character", "narrator", "unknown", "crowd",
					   "machine" };

struct preset_parse {
	struct voice *v;
	struct diag *d;
	int bad;
};

static int set_int(struct preset_parse *p, const char *value, int min, int max, int *out,
		   size_t line)
{
	if (ini_int(value, min, max, out) == 0)
		return 0;
	diag_add(p->d, line, DIAG_ERROR, "'%s' is not a whole number from %d to %d", value, min,
		 max);
	p->bad = 1;
	return 0;
}

static int set_str(char **field, const char *value)
{
	free(*field);
	*field = strdup(value);
	return *field ? 0 : ERR_NOMEM;
}

static int on_preset_key(void *ctx, const char *section, const char *key, const char *value,
			 size_t line)
{
	struct preset_parse *p = ctx;
	struct voice *v = p->v;
	if (!key)
		return 0;
	if (!section || strcmp(section, "voice")) {
		diag_add(p->d, line, DIAG_ERROR, "'%s' outside the [voice] section", key);
		p->bad = 1;
		return 0;
	}
	if (!strcmp(key, "espeak"))
		return set_str(&v->espeak, value);
	if (!strcmp(key, "variant"))
		return set_str(&v->variant, value);
	if (!strcmp(key, "rate_wpm"))
		return set_int(p, value, 80, 450, &v->rate_wpm, line);
	if (!strcmp(key, "pitch"))
		return set_int(p, value, 0, 100, &v->pitch, line);
	if (!strcmp(key, "range"))
		return set_int(p, value, 0, 100, &v->range, line);
	if (!strcmp(key, "volume"))
		return set_int(p, value, 0, 200, &v->volume, line);
	if (!strcmp(key, "gender")) {
		v->gender = gender_parse(value);
		if (v->gender == GENDER_UNKNOWN && strcmp(value, "unknown")) {
			diag_add(p->d, line, DIAG_ERROR, "gender is male, female or unknown, not '%s'",
				 value);
			p->bad = 1;
		}
		return 0;
	}
	if (!strcmp(key, "role")) {
		for (size_t i = 0; i < sizeof(role_names) / sizeof(*role_names); i++)
			if (!strcmp(value, role_names[i])) {
				v->role = (enum voice_role)i;
				return 0;
			}
		diag_add(p->d, line, DIAG_ERROR,
			 "role is character, narrator, unknown, crowd or machine, not '%s'", value);
		p->bad = 1;
		return 0;
	}
	diag_add(p->d, line, DIAG_ERROR, "unknown key '%s'", key);
	p->bad = 1;
	return 0;
}

static void voice_release(struct voice *v)
{
	free(v->name);
	free(v->path);
	free(v->espeak);
	free(v->variant);
}

static int load_preset(struct voice *v, const char *dir, const char *file, struct diag *d)
{
	/* first, so the caller's voice_release never frees a previous preset's
	 * fields a second time when this one fails early */
	*v = (struct voice){ .rate_wpm = 175, .pitch = 50, .range = 50, .volume = 100 };
	struct strbuf path;
	strbuf_init(&path);
	if (strbuf_addf(&path, "%s/%s", dir, file))
		return ERR_NOMEM;
	v->path = strbuf_detach(&path, NULL);
	v->name = strndup(file, strlen(file) - 4);
	struct preset_parse p = { .v = v, .d = d };
	const char *saved = diag_set_file(d, v->path);
	int rc = v->name && v->path ? ini_parse_file(v->path, on_preset_key, &p, d) : ERR_NOMEM;
	if (!rc && !v->espeak)
		rc = set_str(&v->espeak, "cmn-latn-pinyin");
	if (!rc && p.bad)
		rc = ERR_SYNTAX;
	diag_set_file(d, saved);
	return rc;
}

static int is_preset_file(const char *name)
{
	if (!dirlist_ends_in(name, ".ini") || name[0] == '.')
		return 0;
	for (size_t i = 0; i < sizeof(not_presets) / sizeof(*not_presets); i++)
		if (!strcmp(name, not_presets[i]))
			return 0;
	return 1;
}

static int on_pause_key(void *ctx, const char *section, const char *key, const char *value,
			size_t line)
{
	struct preset_parse *p = ctx;
	struct pauses *ps = (struct pauses *)(void *)p->v;
	static const struct { const char *key; size_t offset; } keys[] = {
		{ "clause_ms", offsetof(struct pauses, clause_ms) },
		{ "sentence_ms", offsetof(struct pauses, sentence_ms) },
		{ "paragraph_ms", offsetof(struct pauses, paragraph_ms) },
		{ "speaker_ms", offsetof(struct pauses, speaker_ms) },
	};
	if (!key)
		return 0;
	for (size_t i = 0; section && !strcmp(section, "pauses") && i < 4; i++)
		if (!strcmp(key, keys[i].key))
			return set_int(p, value, 0, 10000, (int *)((char *)ps + keys[i].offset),
				       line);
	diag_add(p->d, line, DIAG_ERROR, "unknown key '%s'", key);
	p->bad = 1;
	return 0;
}

/* dir/pauses.ini, when there is one, sets the keys it has. */
static int load_pauses(struct pauses *ps, const char *dir, struct diag *d)
{
	struct strbuf path;
	strbuf_init(&path);
	if (strbuf_addf(&path, "%s/pauses.ini", dir))
		return ERR_NOMEM;
	struct preset_parse p = { .v = (struct voice *)(void *)ps, .d = d };
	const char *saved = diag_set_file(d, path.buf);
	int rc = ini_parse_file(path.buf, on_pause_key, &p, d);
	if (rc == ERR_IO && errno == ENOENT)
		rc = 0; /* the defaults above */
	if (!rc && p.bad)
		rc = ERR_SYNTAX;
	diag_set_file(d, saved);
	strbuf_release(&path);
	return rc;
}

static int compare_voices(const void *a, const void *b)
{
	return dirlist_compare(((const struct voice *)a)->name, ((const struct voice *)b)->name);
}

/* Adds dir's presets to vs, each replacing one of the same name.  After a
 * syntax error it reads on, to report every bad file at once. */
static int add_folder(struct voice_set *vs, const char *dir, struct diag *d)
{
	/* sorted, so that the pool's order (and so every voice choice) does not
	 * depend on the file system */
	char **names;
	size_t n;
	int rc = dirlist_read(dir, is_preset_file, &names, &n);
	if (rc == ERR_IO) {
		int saved = errno;
		const char *was = diag_set_file(d, dir);
		diag_add(d, 0, DIAG_ERROR, "cannot read the voice presets: %s", strerror(saved));
		diag_set_file(d, was);
		errno = saved;
	}
	struct voice *v = n ? realloc(vs->v, (vs->n + n) * sizeof(*v)) : vs->v;
	if (!rc && !v)
		rc = ERR_NOMEM;
	if (v)
		vs->v = v;
	for (size_t i = 0; v && i < n && (!rc || rc == ERR_SYNTAX); i++) {
		struct voice fresh;
		int r = load_preset(&fresh, dir, names[i], d);
		if (r) {
			voice_release(&fresh);
			rc = rc ? rc : r;
			continue;
		}
		struct voice *same = (struct voice *)voice_find(vs, fresh.name);
		if (same) {
			voice_release(same);
			*same = fresh;
		} else {
			vs->v[vs->n++] = fresh;
		}
	}
	dirlist_free(names, n);
	if (!rc)
		rc = load_pauses(&vs->pauses, dir, d);
	return rc;
}

int voice_set_load(struct voice_set *vs, const char *const *dirs, size_t n_dirs,
		   struct diag *d)
{
	memset(vs, 0, sizeof(*vs));
	vs->pauses = (struct pauses){ .clause_ms = 180, .sentence_ms = 380, .paragraph_ms = 650,
				      .speaker_ms = 200 };
	int rc = 0;
	for (size_t i = 0; i < n_dirs && (!rc || rc == ERR_SYNTAX); i++) {
		int r = add_folder(vs, dirs[i], d);
		rc = rc ? rc : r;
	}
	if (vs->n)
		qsort(vs->v, vs->n, sizeof(*vs->v), compare_voices);
	static const enum voice_role needed[] = { ROLE_NARRATOR, ROLE_UNKNOWN, ROLE_CROWD };
	for (size_t i = 0; !rc && i < sizeof(needed) / sizeof(*needed); i++) {
		int found = 0;
		for (size_t j = 0; j < vs->n; j++)
			found |= vs->v[j].role == needed[i];
		if (!found) {
			const char *was = diag_set_file(d, dirs[n_dirs - 1]);
			diag_add(d, 0, DIAG_ERROR, "no preset with role = %s", role_names[needed[i]]);
			diag_set_file(d, was);
			rc = ERR_UNKNOWN;
		}
	}
	if (rc) {
		int saved = errno;
		voice_set_release(vs);
		errno = saved;
	}
	return rc;
}

void voice_set_scale(struct voice_set *vs, double speed)
{
	if (speed <= 0 || speed == 1)
		return;
	for (size_t i = 0; i < vs->n; i++) {
		double r = vs->v[i].rate_wpm * speed + 0.5;
		vs->v[i].rate_wpm = r < 80 ? 80 : r > VOICE_RATE_MAX_WPM ? VOICE_RATE_MAX_WPM : (int)r;
	}
	int *ms[] = { &vs->pauses.clause_ms, &vs->pauses.sentence_ms, &vs->pauses.paragraph_ms,
		      &vs->pauses.speaker_ms };
	for (size_t i = 0; i < sizeof(ms) / sizeof(*ms); i++)
		*ms[i] = (int)(*ms[i] / speed + 0.5);
}

const char *voice_role_name(enum voice_role role)
{
	return (size_t)role < sizeof(role_names) / sizeof(*role_names) ? role_names[role] : "?";
}

char *voice_names(const struct voice_set *vs, int role)
{
	struct strbuf sb;
	strbuf_init(&sb);
	for (size_t i = 0; i < vs->n; i++)
		if ((role < 0 || (int)vs->v[i].role == role) &&
		    strbuf_addf(&sb, "%s%s", sb.len ? ", " : "", vs->v[i].name)) {
			strbuf_release(&sb);
			return NULL;
		}
	return strbuf_detach(&sb, NULL);
}

void voice_set_release(struct voice_set *vs)
{
	for (size_t i = 0; i < vs->n; i++)
		voice_release(&vs->v[i]);
	free(vs->v);
	memset(vs, 0, sizeof(*vs));
}

const struct voice *voice_find(const struct voice_set *vs, const char *name)
{
	for (size_t i = 0; i < vs->n; i++)
		if (!strcmp(vs->v[i].name, name))
			return &vs->v[i];
	return NULL;
}

static const struct voice *voice_by_role(const struct voice_set *vs, enum voice_role role)
{
	for (size_t i = 0; i < vs->n; i++)
		if (vs->v[i].role == role)
			return &vs->v[i];
	return NULL;
}

/* FNV-1a: stable across runs and machines, unlike anything seeded. */
static uint32_t name_hash(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* A character preset for a character of gender g: its own gender's, and for
 * an unknown gender the neutral ones, never the other gender's. */
static int in_pool(const struct voice *v, enum gender g)
{
	return v->role == ROLE_CHARACTER && v->gender == g;
}

const struct voice *voice_for_speaker(const struct voice_set *vs, const struct cast *c,
				      int speaker)
{
	if (speaker == SPEAKER_NARRATOR)
		return voice_by_role(vs, ROLE_NARRATOR);
	if (speaker == SPEAKER_CROWD)
		return voice_by_role(vs, ROLE_CROWD);
	if (speaker < 0 || (size_t)speaker >= c->n)
		return voice_by_role(vs, ROLE_UNKNOWN);
	const struct cast_member *m = &c->v[speaker];
	const struct voice *chosen = m->voice ? voice_find(vs, m->voice) : NULL;
	if (chosen)
		return chosen;
	size_t pool = 0;
	for (size_t i = 0; i < vs->n; i++)
		pool += in_pool(&vs->v[i], m->gender);
	if (!pool)
		return voice_by_role(vs, ROLE_UNKNOWN);
	size_t pick = name_hash(m->name) % pool;
	for (size_t i = 0; i < vs->n; i++)
		if (in_pool(&vs->v[i], m->gender) && !pick--)
			return &vs->v[i];
	return NULL;
}

const struct voice *voice_unused(const struct voice_set *vs, const struct cast *c, enum gender g)
{
	for (size_t i = 0; i < vs->n; i++) {
		const struct voice *v = &vs->v[i];
		if (!in_pool(v, g))
			continue;
		int used = 0;
		for (size_t k = 0; k < c->n && !used; k++)
			used = c->v[k].voice && !strcmp(c->v[k].voice, v->name);
		if (!used)
			return v;
	}
	return NULL;
}

const struct voice *voice_least_near(const struct voice_set *vs, const struct cast *c, int who,
				     const size_t *near)
{
	const struct voice *best = NULL;
	size_t best_near = 0, best_held = 0;
	for (size_t i = 0; i < vs->n; i++) {
		const struct voice *v = &vs->v[i];
		if (!in_pool(v, c->v[who].gender))
			continue;
		size_t sum = 0, held = 0;
		for (size_t k = 0; k < c->n; k++)
			if (c->v[k].voice && !strcmp(c->v[k].voice, v->name)) {
				sum += near[k];
				held++;
			}
		if (!best || sum < best_near || (sum == best_near && held < best_held)) {
			best = v;
			best_near = sum;
			best_held = held;
		}
	}
	return best;
}
