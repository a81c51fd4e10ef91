/* cipher.h - the key of an unknown glyph-swap cipher, found from the chapter
 * itself.  A scrambled chapter lacks some common characters entirely and holds
 * their stand-ins instead; the stand-in that fits each missing character's
 * contexts (by the language model of charlm.h) is taken as its cipher.  A
 * cautious search decides whether the chapter is scrambled; only then does a
 * bolder one, reading the chapter with the whole key, weigh that key again
 * and look for the rest of it (doc/repair.md). */
#ifndef TINGSHU_CIPHER_H
#define TINGSHU_CIPHER_H

#include <stddef.h>
#include <stdint.h>

struct cipher_pair {
	int32_t standin;
	int32_t original;
};

/* Evidence (nats) from which cipher_solve judges a chapter scrambled: KEY_MIN
 * in general, KEY_FLOOR when it is dense (a short chapter; doc/repair.md). */
#define CIPHER_KEY_MIN 300.0
#define CIPHER_KEY_FLOOR 150.0

/* cps: the chapter's code points, < 0 for bytes that are not UTF-8.  Stores
 * at most max pairs in out and the evidence for the key (in nats) in
 * *evidence.  Returns the number of pairs, 0 when the chapter does not look
 * scrambled, or ERR_NOMEM. */
int cipher_solve(const int32_t *cps, size_t n, struct cipher_pair *out, size_t max,
		 double *evidence);

#endif
