/* atomic.h - small files written whole or not at all: PATH.PID.tmp, then
 * rename.  For chapters cut by split, sidecars and playlists. */
#ifndef TINGSHU_ATOMIC_H
#define TINGSHU_ATOMIC_H

#include <stddef.h>

/* Returns 0, ERR_IO (errno set) or ERR_NOMEM; on failure nothing is left. */
int atomic_write(const char *path, const void *data, size_t n);
/* Removes path; one that is not there is removed already.  0 or ERR_IO
 * (errno set). */
int atomic_remove(const char *path);

#endif
