/* grow.h - room for one more item at the end of an array that grows by
 * doubling, as the stages' lists do (segments, asides, cast members). */
#ifndef TINGSHU_GROW_H
#define TINGSHU_GROW_H

#include <stddef.h>

/* array is the address of the array's pointer (struct seg ** for a
 * struct seg *), which holds n items of size bytes in room for *alloc:
 * when it is full, it is reallocated twice as large (first items the first
 * time) and *alloc follows.  0, or ERR_NOMEM with the array as it was. */
int grow_for_one(void *array, size_t n, size_t *alloc, size_t size, size_t first);

#endif
