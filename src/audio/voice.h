/* voice.h - voice presets (voices/NAME.ini files) and the pauses between clauses. */
#ifndef TINGSHU_VOICE_H
#define TINGSHU_VOICE_H

#include <stddef.h>

#include "speaker/cast.h"

struct diag;

enum voice_role { ROLE_CHARACTER, ROLE_NARRATOR, ROLE_UNKNOWN, ROLE_CROWD };

struct voice {
	char *name;     /* the file name without .ini */
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
	struct voice *v;
	size_t n;
	struct pauses pauses;
	char *dir;
};

/* Reads every preset file DIR/NAME.ini but cast.ini, pauses.ini and book.ini; pauses come from
 * DIR/pauses.ini.  Errors carry file and line in d (as "FILE:LINE: ..."). */
int voice_set_load(struct voice_set *vs, const char *dir, struct diag *d);
void voice_set_release(struct voice_set *vs);
const struct voice *voice_find(const struct voice_set *vs, const char *name);
/* The preset a speaker (a cast index or SPEAKER_*) is voiced with: the cast's
 * choice, else one from the pool of its gender picked by a hash of the name,
 * so the same name always gets the same voice. */
const struct voice *voice_for_speaker(const struct voice_set *vs, const struct cast *c,
				      int speaker);

#endif
