/* voice.h - voice presets (voices/NAME.ini files) and the pauses between clauses. */
#ifndef TINGSHU_VOICE_H
#define TINGSHU_VOICE_H

#include <stddef.h>

#include "speaker/cast.h"

struct diag;

/* A machine's preset (a system novel's 系统) is no one else's: none takes it
 * from the pool. */
enum voice_role { ROLE_CHARACTER, ROLE_NARRATOR, ROLE_UNKNOWN, ROLE_CROWD, ROLE_MACHINE };

struct voice {
	char *name;     /* the file name without .ini */
	char *path;     /* the file it was read from */
	char *espeak;   /* eSpeak NG voice, e.g. "cmn-latn-pinyin" */
	char *variant;  /* eSpeak NG variant, e.g. "m3", or NULL */
	int rate_wpm;   /* 80..450 */
	int pitch;      /* 0..100 */
	int range;      /* 0..100 */
	int volume;     /* 0..200 */
	enum gender gender;
	enum voice_role role;
};

struct pauses {
	int clause_ms;   /* after ，、：  */
	int sentence_ms; /* after 。！？；…… */
	int paragraph_ms;
	int speaker_ms;  /* added when the voice changes */
};

struct voice_set {
	struct voice *v; /* sorted by name */
	size_t n;
	struct pauses pauses;
};

/* Fastest rate a preset scaled by a speed may reach (eSpeak NG speeds up
 * past 450 words a minute with its own time stretching). */
#define VOICE_RATE_MAX_WPM 1000

/* Reads every preset file DIR/NAME.ini of each folder in turn (but
 * pauses.ini and the files of a book: cast.ini, book.ini): a later folder's
 * NAME.ini replaces an earlier one's, preset by preset, and adds the new
 * ones; each folder's pauses.ini sets the keys it has.  A folder that
 * cannot be read is ERR_IO (errno set, the folder in d).  Errors carry
 * file and line in d (as "FILE:LINE: ..."). */
int voice_set_load(struct voice_set *vs, const char *const *dirs, size_t n_dirs,
		   struct diag *d);
void voice_set_release(struct voice_set *vs);
/* Every voice's rate times speed, every pause divided by it. */
void voice_set_scale(struct voice_set *vs, double speed);
const struct voice *voice_find(const struct voice_set *vs, const char *name);
/* "female1, female2, male1 ..." of a role, or of every role when role < 0:
 * for messages.  The caller frees it; NULL when out of memory. */
char *voice_names(const struct voice_set *vs, int role);
const char *voice_role_name(enum voice_role role);
/* The preset a speaker (a cast index or SPEAKER_*) is voiced with: the cast's
 * choice, else one from the character presets of its gender (for a
 * character of unknown gender: the neutral ones, gender = unknown; the
 * unknown speaker's preset when there are none) picked by a hash of the
 * name, so the same name always gets the same voice. */
const struct voice *voice_for_speaker(const struct voice_set *vs, const struct cast *c,
				      int speaker);
/* The first character preset of gender g (in the presets' order) that no
 * member of c has as its voice; NULL when every one is taken. */
const struct voice *voice_unused(const struct voice_set *vs, const struct cast *c, enum gender g);
/* The character preset of c->v[who]'s gender whose holders in c speak
 * least near it (near[k]: how often c->v[k] does), for when none is unused:
 * two who talk with each other are not read alike.  Ties go to the preset
 * fewer hold, then to the first; NULL when the gender has none. */
const struct voice *voice_least_near(const struct voice_set *vs, const struct cast *c, int who,
				     const size_t *near);

#endif
