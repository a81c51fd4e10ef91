/* tempfile.h - temp files removed when a signal ends the process (after git's
 * tempfile.h).  The CLI's signal handler calls tempfile_remove_all. */
#ifndef TINGSHU_TEMPFILE_H
#define TINGSHU_TEMPFILE_H

struct strbuf;

/* The temporary name of path for this process: PATH.PID.tmp, so that two
 * processes writing one file never write the same temporary one.  0 or
 * ERR_NOMEM. */
int tempfile_name(struct strbuf *out, const char *path);
/* The process that a file named NAME.PID.tmp belongs to, or 0 when name is
 * no such temporary name. */
long tempfile_owner(const char *name);

/* Returns 0, or ERR_NOMEM / ERR_TOO_BIG when no slot is left. */
int tempfile_register(const char *path);
void tempfile_forget(const char *path);
/* Async-signal-safe: unlinks every registered file. */
void tempfile_remove_all(void);

#endif
