/* screened.h - books found clean by the cipher screen, remembered so that
 * batch and render of a clean book do not search it again on every run.
 *
 * A verdict is kept by the hash of what the screen read (the chapters' cut
 * text, the tables it knew, the program's version), one per line in
 * $XDG_CACHE_HOME/tingshu/screened (else ~/.cache/...): a book edited, or
 * read by another version, is screened anew, and nothing is written in the
 * book's folder.  Both calls fail quietly: a cache that cannot be read or
 * written only costs the search. */
#ifndef TINGSHU_SCREENED_H
#define TINGSHU_SCREENED_H

#include <stdint.h>

/* Whether a screen that hashed to h found the book clean before. */
int screened_clean(uint64_t h);
/* Remembers that the screen that hashed to h found the book clean. */
void screened_remember(uint64_t h);

#endif
