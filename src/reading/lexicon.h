/* lexicon.h - word and character readings: the built-in table generated at
 * build time (tools/gen_lexicon.py) plus an optional user lexicon. */
#ifndef TINGSHU_LEXICON_H
#define TINGSHU_LEXICON_H

#include <stddef.h>
#include <stdint.h>

struct diag;
struct lexicon;

/* jieba's part of speech of a word, by class (tools/gen_lexicon.py). */
enum lexicon_pos {
	LEXICON_POS_NONE,
	LEXICON_VERB,
	LEXICON_NOUN,
	LEXICON_NAME,	 /* a person's */
	LEXICON_PLACE,	 /* or an organisation's */
	LEXICON_ADJ,
	LEXICON_ADVERB,
	LEXICON_NUMBER,	 /* numerals and measure words */
	LEXICON_PRONOUN,
	LEXICON_TIME,	 /* and place words (上, 前面) */
	LEXICON_PREP,
	LEXICON_CONJ,
	LEXICON_PARTICLE, /* and interjections */
	LEXICON_IDIOM,
	LEXICON_SPOT,	 /* where on or in something (头上, 手里, 门外) */
};

/* A word found in the lexicon.  syl[0..nsyl) are its syllables (`zhang3`);
 * for a single character, syl[0..nalt) are all its readings, usual first. */
struct lexicon_word {
	uint32_t freq; /* 0: not a word, only the start of longer ones */
	unsigned nsyl, nalt;
	const char *syl[16];
	int user; /* from the user lexicon */
	int sure; /* user or tools/lexicon-fixes.txt: context must not change it */
	int listed; /* a word whose reading a dictionary gives, not one composed of
		     * its characters' usual readings */
	enum lexicon_pos pos;
};

/* path may be NULL.  Bad lines go to d (ERROR, with their line) and fail it
 * (*err ERR_SYNTAX): a name the user wrote is never read otherwise unsaid. */
struct lexicon *lexicon_new(const char *path, struct diag *d, int *err);
/* Adds a second user file; its words win over those loaded before.  0,
 * ERR_IO, ERR_SYNTAX (each bad line reported to d) or ERR_NOMEM. */
int lexicon_user_load(struct lexicon *lx, const char *path, struct diag *d);
void lexicon_free(struct lexicon *lx);

/* Adds a user word (a name from the book's cast): word in UTF-8, syl[0..nsyl)
 * its syllables.  It wins over the words loaded before.  0 or ERR_NOMEM. */
int lexicon_user_add(struct lexicon *lx, const char *word, const char (*syl)[8], unsigned nsyl);
/* Rewrites the user lexicon's Han words in simplified script, so that a
 * traditional entry (曹變蛟) matches text in either script.  simplify
 * rewrites cp[0..n) in place and returns 0 or a negative ERR_* (the reading
 * stage passes script_simplify, the one user of OpenCC).  0 or the first
 * error. */
int lexicon_user_simplify(struct lexicon *lx, int (*simplify)(void *ctx, int32_t *cp, size_t n),
			  void *ctx);

/* Looks s[0..n) (UTF-8, simplified script) up in lx, or in the built-in
 * table alone when lx is NULL; returns 1 when found (a word or a prefix of
 * one), 0 otherwise.  w->syl is filled only when want_syl. */
int lexicon_find(const struct lexicon *lx, const char *s, size_t n, struct lexicon_word *w,
		 int want_syl);
/* Longest user word in characters (0 without a user lexicon). */
unsigned lexicon_user_max(const struct lexicon *lx);
/* The user reading of a Latin word (case-insensitive): 1 when found. */
int lexicon_user_latin(const struct lexicon *lx, const char *s, size_t n, struct lexicon_word *w);
/* log(total frequency) of the built-in table, for segmentation. */
double lexicon_log_total(const struct lexicon *lx);
/* Whether OpenCC's t2s would change the character. */
int lexicon_is_traditional(int32_t cp);
/* Canonical form of a syllable (`lu:4`, `lü4` -> `lv4`) into out[8];
 * returns 0, or -1 when it is not a syllable with a tone digit 1-5. */
int lexicon_syllable_parse(const char *s, size_t n, char out[8]);

#endif
