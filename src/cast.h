/* cast.h - the book's characters: names, aliases, gender and voice preset,
 * read from voices/cast.ini (one [NAME] section per character). */
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
	size_t line;     /* where the section starts in the file; 0 if discovered */
};

struct cast {
	struct cast_member *v;
	size_t n, alloc;
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
enum gender gender_parse(const char *s);
const char *gender_name(enum gender g);

#endif
