/* lock.c - one command at a time on a book's output folder (lock.h). */
#include "book/lock.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/tempfile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* A lock that does not parse (a writer without hard links caught half-way)
 * counts as held for this long after it was made. */
#define LOCK_UNREADABLE_GRACE_S 10

/* /proc/PID/stat's fields after the command's name (which may hold spaces
 * and parentheses) into buf; NULL when there is no such process. */
static const char *proc_stat(long pid, char *buf, size_t size)
{
	char path[64];
	snprintf(path, sizeof(path), "/proc/%ld/stat", pid);
	FILE *f = fopen(path, "r");
	size_t n = f ? fread(buf, 1, size - 1, f) : 0;
	if (f)
		fclose(f);
	buf[n] = '\0';
	const char *p = strrchr(buf, ')');
	return p ? p + 1 : NULL;
}

/* When the process started, in clock ticks after boot (the 22nd field):
 * with the pid, it tells a process from a later one that got the same pid.
 * 0 when unknown. */
static unsigned long long start_time(long pid)
{
	char buf[1024];
	const char *p = proc_stat(pid, buf, sizeof(buf));
	unsigned long long t = 0;
	for (int field = 3; p && *p && field < 22; field++)
		p = strchr(p + 1, ' ');
	if (p && sscanf(p, " %llu", &t) != 1)
		t = 0;
	return t;
}

/* The kernel's flag of a process on its way out (PF_EXITING). */
#define PROC_EXITING 0x4u

/* Whether the process has ended: there is none, it is ending (killed with
 * -9, a large one takes a while), or what is left of it waits for a parent
 * to collect it (a zombie of a batch killed with -9). */
static int process_gone(long pid)
{
	if (kill((pid_t)pid, 0) && errno == ESRCH)
		return 1;
	char buf[1024], state = 0;
	unsigned flags = 0;
	const char *p = proc_stat(pid, buf, sizeof(buf));
	/* after the name: state, ppid, pgrp, session, tty, tpgid, flags */
	int got = p ? sscanf(p, " %c %*d %*d %*d %*d %*d %u", &state, &flags) : 0;
	return got >= 1 && (state == 'Z' || state == 'X' || (got == 2 && (flags & PROC_EXITING)));
}

static void host_name(char *out, size_t size)
{
	if (gethostname(out, size))
		snprintf(out, size, "?");
	out[size - 1] = '\0';
	out[strcspn(out, " \n")] = '\0';
}

struct lock_file {
	struct lock_holder who;
	unsigned long long started;
	int parsed;
};

/* Format: "PID START HOST SINCE\nWHAT\n". */
static int read_lock(const char *path, struct lock_file *lf, time_t *mtime)
{
	memset(lf, 0, sizeof(*lf));
	FILE *f = fopen(path, "r");
	if (!f)
		return ERR_IO;
	struct stat st;
	*mtime = !fstat(fileno(f), &st) ? st.st_mtime : 0;
	char line[256];
	if (fgets(line, sizeof(line), f) &&
	    sscanf(line, "%ld %llu %63s %ld", &lf->who.pid, &lf->started, lf->who.host,
		   &lf->who.since) == 4 &&
	    fgets(lf->who.what, sizeof(lf->who.what), f)) {
		lf->who.what[strcspn(lf->who.what, "\n")] = '\0';
		lf->parsed = lf->who.pid > 0;
	}
	fclose(f);
	return 0;
}

/* Whether the lock's owner may still run: it does, or it is on another
 * host, where we cannot tell. */
static int held(const struct lock_file *lf, time_t mtime)
{
	if (!lf->parsed)
		return time(NULL) - mtime < LOCK_UNREADABLE_GRACE_S;
	char host[64];
	host_name(host, sizeof(host));
	if (strcmp(host, lf->who.host))
		return 1;
	if (process_gone(lf->who.pid))
		return 0;
	unsigned long long now = start_time(lf->who.pid);
	return !lf->started || !now || now == lf->started;
}

static char *lock_path(const char *dir)
{
	struct strbuf sb;
	strbuf_init(&sb);
	if (strbuf_addf(&sb, "%s/%s", dir, LOCK_NAME))
		return NULL;
	return strbuf_detach(&sb, NULL);
}

/* The lock file, written whole under a temporary name and linked into
 * place: link() fails when the name exists, and no one ever sees it
 * half-written.  A file system without hard links gets O_EXCL instead. */
static int create_lock(const char *path, const char *what)
{
	char host[64];
	host_name(host, sizeof(host));
	struct strbuf body, tmp;
	strbuf_init(&body);
	strbuf_init(&tmp);
	long pid = (long)getpid();
	int rc = strbuf_addf(&body, "%ld %llu %s %ld\n%s\n", pid, start_time(pid), host,
			     (long)time(NULL), what);
	if (!rc)
		rc = tempfile_name(&tmp, path);
	int fd = rc ? -1 : open(tmp.buf, O_WRONLY | O_CREAT | O_EXCL, 0644);
	if (!rc && fd < 0)
		rc = ERR_IO;
	if (fd >= 0) {
		if (write(fd, body.buf, body.len) != (ssize_t)body.len || close(fd))
			rc = ERR_IO;
		if (!rc && link(tmp.buf, path))
			rc = ERR_IO;
		int saved = errno;
		unlink(tmp.buf);
		errno = saved;
	}
	if (rc == ERR_IO && errno != EEXIST && (errno == EPERM || errno == ENOTSUP)) {
		fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
		rc = fd >= 0 && write(fd, body.buf, body.len) == (ssize_t)body.len ? 0 : ERR_IO;
		if (fd >= 0 && close(fd))
			rc = ERR_IO;
	}
	strbuf_release(&body);
	strbuf_release(&tmp);
	return rc;
}

int lock_take(struct out_lock *l, const char *dir, const char *what, struct lock_holder *holder)
{
	l->path = NULL;
	char *path = lock_path(dir);
	if (!path)
		return ERR_NOMEM;
	int rc = ERR_BUSY;
	for (int attempt = 0; attempt < 3 && rc == ERR_BUSY; attempt++) {
		rc = create_lock(path, what);
		if (!rc || errno != EEXIST)
			break;
		struct lock_file lf;
		time_t mtime;
		rc = ERR_BUSY;
		if (read_lock(path, &lf, &mtime)) {
			if (errno != ENOENT)
				rc = ERR_IO;
			continue; /* gone meanwhile: try again */
		}
		*holder = lf.who;
		if (held(&lf, mtime))
			break;
		/* its owner is dead: take it over, unless another process did
		 * first (the file is then a new one) */
		struct lock_file again;
		if (!read_lock(path, &again, &mtime) && again.parsed == lf.parsed &&
		    again.who.pid == lf.who.pid && again.started == lf.started)
			unlink(path);
	}
	if (!rc && (rc = tempfile_register(path)) != 0)
		unlink(path);
	if (!rc)
		l->path = path;
	else
		free(path);
	return rc;
}

int lock_check(const char *dir, struct lock_holder *holder)
{
	char *path = lock_path(dir);
	if (!path)
		return ERR_NOMEM;
	struct lock_file lf;
	time_t mtime;
	int rc = 0;
	if (!read_lock(path, &lf, &mtime) && lf.who.pid != (long)getpid() && held(&lf, mtime)) {
		*holder = lf.who;
		rc = ERR_BUSY;
	}
	free(path);
	return rc;
}

void lock_release(struct out_lock *l)
{
	if (!l->path)
		return;
	unlink(l->path);
	tempfile_forget(l->path);
	free(l->path);
	l->path = NULL;
}

void lock_disown(struct out_lock *l)
{
	if (l->path)
		tempfile_forget(l->path);
}

void lock_clean_stale_temps(const char *dir)
{
	DIR *dh = opendir(dir);
	struct dirent *e;
	struct strbuf path;
	strbuf_init(&path);
	while (dh && (e = readdir(dh))) {
		long pid = tempfile_owner(e->d_name);
		if (pid <= 0 || !process_gone(pid))
			continue;
		strbuf_reset(&path);
		if (!strbuf_addf(&path, "%s/%s", dir, e->d_name))
			unlink(path.buf);
	}
	if (dh)
		closedir(dh);
	strbuf_release(&path);
}
