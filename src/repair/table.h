/* table.h - inside the repair stage: a list of cipher pairs (the built-in
 * table, a user's, the book's key), sorted by stand-in for lookups. */
#ifndef TINGSHU_REPAIR_TABLE_H
#define TINGSHU_REPAIR_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "repair/cipher.h"

struct pairs {
	struct cipher_pair *v;
	size_t n, alloc;
};

int pairs_add(struct pairs *p, int32_t standin, int32_t original);
/* Sorts by stand-in, keeping the last pair given for each (a user's pair
 * overrides the built-in one), and drops pairs mapping a character to
 * itself (`看 看`: a user's way to say 看 stays). */
int pairs_finish(struct pairs *p);
/* Index of the pair for standin, or -1; p sorted by pairs_finish. */
long pairs_find(const struct pairs *p, int32_t standin);
int32_t pairs_lookup(const struct pairs *p, int32_t standin);

struct repair_table {
	struct pairs p; /* in the order read: sorted only when used */
};

/* Evidence (nats) that the best of the known tables fits a chapter's code
 * points, as repair_text weighs it: only the stand-ins its decoding reads
 * as originals count.  It fits from REPAIR_LLR_MIN on.  Returns 0 or
 * ERR_NOMEM. */
#define REPAIR_LLR_MIN 15.0
int repair_fit(const int32_t *cps, size_t n, const struct repair_table *user, double *llr);

#endif
