/* lock.h - one command at a time on a book's output folder (after git's
 * index.lock).  DIR/.tingshu.lock is created exclusively and holds the
 * owner's pid, the start time of that process, its host and what it does;
 * it is removed when the owner ends, and a signal's handler removes it too
 * (tempfile.h).  One left by a process that died (kill -9, a crash) is
 * taken over. */
#ifndef TINGSHU_LOCK_H
#define TINGSHU_LOCK_H

#define LOCK_NAME ".tingshu.lock"

struct lock_holder {
	long pid;
	char host[64];
	char what[128]; /* "batch chapters" */
	long since;     /* seconds since the epoch */
};

struct out_lock {
	char *path; /* NULL when not held */
};

/* Takes the lock on dir for `what`.  ERR_BUSY when a live process holds it
 * (*holder says who), ERR_IO (errno set) or ERR_NOMEM. */
int lock_take(struct out_lock *l, const char *dir, const char *what, struct lock_holder *holder);
/* ERR_BUSY when another live process holds the lock on dir (*holder says
 * who), else 0: for a command that writes there without taking it. */
int lock_check(const char *dir, struct lock_holder *holder);
/* Removes the lock; accepts one not held. */
void lock_release(struct out_lock *l);
/* In a child after fork: the lock is the parent's, not to be removed by the
 * child's exit or signal handler. */
void lock_disown(struct out_lock *l);
/* Removes dir's temporary files (NAME.PID.tmp) whose process is gone: a
 * writer killed with -9 had no chance to.  Call with the lock held. */
void lock_clean_stale_temps(const char *dir);

#endif
