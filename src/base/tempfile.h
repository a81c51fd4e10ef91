/* tempfile.h - temp files removed when a signal ends the process (after git's
 * tempfile.h).  The CLI's signal handler calls tempfile_remove_all. */
#ifndef TINGSHU_TEMPFILE_H
#define TINGSHU_TEMPFILE_H

/* Returns 0, or ERR_NOMEM / ERR_TOO_BIG when no slot is left. */
int tempfile_register(const char *path);
void tempfile_forget(const char *path);
/* Async-signal-safe: unlinks every registered file. */
void tempfile_remove_all(void);

#endif
