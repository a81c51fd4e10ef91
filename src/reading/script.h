/* script.h - simplified forms of traditional characters, for lookup only
 * (the caller's text is never changed).  The one file that uses OpenCC. */
#ifndef TINGSHU_SCRIPT_H
#define TINGSHU_SCRIPT_H

#include <stddef.h>
#include <stdint.h>

struct script;

struct script *script_new(int *err);
void script_free(struct script *sc);
/* Rewrites cp[0..n) in place to simplified script, character for character
 * (phrase-aware when OpenCC keeps the length).  Returns 0 or ERR_NOMEM. */
int script_simplify(struct script *sc, int32_t *cp, size_t n);

/* Whether buf[0..len) holds a character only traditional script writes. */
int script_has_traditional(const char *buf, size_t len);
/* A copy of buf[0..len) in simplified script, byte for byte where it is
 * read (each character that simplifies to one of the same UTF-8 length
 * replaced, the others kept), NUL-terminated, in *out; NULL when buf holds
 * no traditional character.  For stages that read text through simplified
 * word lists and keep its offsets.  Returns 0 or ERR_NOMEM. */
int script_simplified_copy(struct script *sc, const char *buf, size_t len, char **out);

struct lexicon;
/* The form cp[0..n) is looked up in: script_simplify, then each 著 that is
 * not in a word of lx (著名, 显著, 著有) rewritten as 着, the form it stands
 * for in traditional text (看著 kan4 zhe5, 睡著 zhao2, 著手 zhuo2).  The
 * reading stage and the polyphone trainer both read text in this form.
 * Returns 0 or ERR_NOMEM. */
int script_lookup_form(struct script *sc, const struct lexicon *lx, int32_t *cp, size_t n);

/* s in the other script (朱由检 ↔ 朱由檢), newly allocated in *out, or NULL
 * when both scripts write it alike.  For matching names in a cast written
 * in one script against text in the other.  Returns 0 or ERR_NOMEM. */
int script_other_form(struct script *sc, const char *s, char **out);

#endif
