/* cast.h - the book's characters: names, aliases, gender, voice preset and
 * the name's reading,
 * read from the book's cast.ini (one [NAME] section per character). */
#ifndef TINGSHU_CAST_H
#define TINGSHU_CAST_H

#include <stddef.h>

struct diag;

enum gender { GENDER_UNKNOWN, GENDER_MALE, GENDER_FEMALE };

struct cast_member {
	char *name;      /* canonical name: the section's */
	char **aliases;
	size_t n_aliases;
	enum gender gender;
	char *voice;     /* preset name, or NULL to take one from the pool */
	char *reading;   /* the name's pinyin (`shan4 pin4 ren2`), or NULL */
	size_t line;     /* where the section starts in the file; 0 if discovered */
};

struct cast {
	struct cast_member *v;
	size_t n, alloc;
	/* `complete = no` before the first section, as tingshu writes the cast it
	 * finds: it lacks those who speak seldom, so the scorer expects quotes
	 * of someone it does not name */
	int incomplete;
};

void cast_init(struct cast *c);
void cast_release(struct cast *c);
/* A missing file is an empty cast when missing_ok.  Syntax problems are
 * reported in d with their line and return ERR_SYNTAX. */
int cast_load(struct cast *c, const char *path, int missing_ok, struct diag *d);
/* Adds a character; returns its index (>= 0) or ERR_NOMEM. */
int cast_add(struct cast *c, const char *name, size_t name_len, enum gender g);
/* The character whose name or an alias is exactly s[0..n), or -1. */
int cast_find(const struct cast *c, const char *s, size_t n);
/* The character whose name or alias is the longest prefix of s[0..n), or -1;
 * *len is the matched length (0 when none).  A name followed by a word that
 * makes it someone else's (七斤嫂, 周瑞家的: his wife) matches no one; an
 * alias of one character only before a speech verb (飞曰, 植谓玄德曰). */
int cast_match(const struct cast *c, const char *s, size_t n, size_t *len);
/* How s[0..k) and a member's name or alias may overlap. */
enum cast_overlap {
	CAST_ENDS_NAME,	  /* s ends a longer one: 飞 of 张飞 */
	CAST_STARTS_NAME, /* s starts one, or is one: 祥林 of 祥林嫂 */
	CAST_NAME_STARTS, /* a shorter one starts s: 七斤 of 七斤嫂 */
};
/* Whether some member's name or alias overlaps s[0..k) so. */
int cast_overlaps(const struct cast *c, const char *s, size_t k, enum cast_overlap how);
/* Adds an alias to character who.  Returns 0 or ERR_NOMEM. */
int cast_add_alias(struct cast *c, int who, const char *alias, size_t n);
/* Makes member gone one with member keep: its name and aliases become keep's
 * aliases, and it leaves the cast (the members after it move up one).  0 or
 * ERR_NOMEM. */
int cast_merge(struct cast *c, int keep, int gone);
/* Adds the other script's spelling of every name and alias as an alias
 * (朱由检 ↔ 朱由檢), so a cast written in one script matches text in the
 * other.  convert turns s into a newly allocated string (*out, NULL when it
 * has nothing to change) and returns 0 or a negative ERR_*; the caller
 * passes the module that owns OpenCC (s2t, then t2s).  Returns 0 or the
 * first error. */
int cast_add_variants(struct cast *c, int (*convert)(void *ctx, const char *s, char **out),
		      void *ctx);
/* cast_load on a buffer. */
int cast_parse(struct cast *c, const char *buf, size_t len, struct diag *d);
/* dst (initialised, empty) becomes a deep copy of src.  Returns 0 or ERR_NOMEM. */
int cast_copy(struct cast *dst, const struct cast *src);
/* "male", "female" (also m/f, 男/女); anything else is GENDER_UNKNOWN. */
enum gender gender_parse(const char *s);
const char *gender_name(enum gender g);

#endif
