/* tingshu batch [BOOK|CHAPTER...] [-o DIR] [-j N]
 *
 * eSpeak NG is process-global, so parallel work is worker processes: the
 * parent hands out chapter numbers over a pipe to each worker and reads back
 * a result record; a worker that dies fails its chapter and is replaced.
 * The output folder is locked for the run (book/lock.h); afterwards every
 * output's tags follow the book (book/album.h) and the playlist is written. */
#include "base/atomic.h"
#include "base/diag.h"
#include "base/dirlist.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "book/album.h"
#include "book/lock.h"
#include "book/state.h"
#include "cli.h"
#include "text/text.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#define MAX_WORKERS BOOK_WORKERS_MAX
#define PROGRESS_INTERVAL_S 0.25
#define TODO_RENDER 1
#define TODO_AAC 2 /* .aac/NAME.m4a, the chapter's part of the M4B (bind_m4b.c) */
#define SAID_NOTHING 4 /* done: it had nothing to read aloud, and has no audio */
#define SAID_BEFORE 8  /* the chapter before it again (a site's copy): not read, no audio */

enum { OPT_M4B = OPT_COMMAND, OPT_M4B_CODEC };

static const struct cli_option options[] = {
	{ "output", 'o', "DIR", "where the MP3s go (default: the book's output, else out/, or out/BOOK/ for a book elsewhere)" },
	{ "jobs", 'j', "N", "worker processes (default: the book's workers, else the CPUs)" },
	{ "force", 'f', NULL, "render every chapter, even those whose output is up to date" },
	{ "m4b", OPT_M4B, NULL, "bind the book into DIR/TITLE.m4b too (book.ini: m4b = yes)" },
	{ "m4b-codec", OPT_M4B_CODEC, "CODEC",
	  "aac (default) or mp3: the chapters' MP3 copied, bound at once (book.ini: m4b_codec)" },
	CLI_ENGINE_OPTIONS,
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"batch", "[options] [BOOK|CHAPTER...]",
	"Render every chapter of a book (a folder; default chapters/, else the current\n"
	"one; or an EPUB or a whole-book TXT, given or alone in the folder, split into\n"
	"a folder beside it the first time), or the chapters named, to DIR/NAME.mp3\n"
	"(with NAME.lrc read-along timings) with N worker processes, and write\n"
	"DIR/BOOK.m3u8.  A chapter whose output is up to date with its text, the book's\n"
	"cast and lexicon, the voices, the speed and this version is skipped; each\n"
	"output's track tag is its place in the book now.  A chapter that fails is\n"
	"reported, the others are still written; one with nothing to read aloud is\n"
	"said, and left out.\n"
	"--m4b binds the chapters into one audiobook with chapter marks.",
	options,
};

struct result {
	uint32_t index;
	int32_t status; /* exit code of cli_render_one */
	int32_t kept;   /* its speech is as its output's: the output stays */
	int32_t aac_only; /* its output was up to date: only its AAC was made */
	uint64_t samples;
	int32_t rate_hz;
	int64_t maxrss_kb; /* the worker's peak resident memory so far */
	uint64_t repeat_line; /* where a copy of the chapter, not read, starts; 0: none */
};

struct worker {
	pid_t pid;
	int task_fd, result_fd;
	long task; /* the chapter it is on, or -1 */
};

struct batch {
	struct engine *engine;
	struct book *book;
	char **chapters; /* the ones to render: the book's, or those named */
	size_t n;
	char **outputs;
	unsigned char *todo; /* TODO_*: what a chapter needs; 0: it is up to date */
	int m4b;             /* the book is bound: each chapter gets its AAC too */
	int force;           /* render every chapter, kept or not */
	off_t *bytes;        /* each chapter's size: the ETA weighs by it */
	const char *out_dir;
	struct out_lock lock;
	struct worker workers[MAX_WORKERS];
	int n_workers;
	int spawned; /* workers started so far, the one being started included */
	pid_t parent; /* the batch itself, its workers' parent */
	size_t next, done, failed, skipped, kept, silent, aac_only, repeated;
	off_t bytes_todo, bytes_done;
	uint64_t samples;
	int rate_hz;
	int64_t maxrss_kb;
	double started, last_progress;
	int progress;
};

static volatile sig_atomic_t stop_signal;

static void on_stop(int sig)
{
	stop_signal = sig;
}

static int write_all(int fd, const void *p, size_t n)
{
	const char *c = p;
	while (n) {
		ssize_t w = write(fd, c, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		c += w;
		n -= (size_t)w;
	}
	return 0;
}

static int read_all(int fd, void *p, size_t n)
{
	char *c = p;
	while (n) {
		ssize_t r = read(fd, c, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		c += r;
		n -= (size_t)r;
	}
	return 0;
}

static void worker_main(struct batch *b, int task_fd, int result_fd)
{
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	lock_disown(&b->lock); /* the parent's to remove */
	cli_catch_signals();
#ifdef __linux__
	/* the batch killed with -9 (by hand, by the OOM killer): its workers
	 * stop too, their temp files removed, rather than render for no one
	 * beside the next batch in the same folder */
	prctl(PR_SET_PDEATHSIG, SIGTERM);
	if (getppid() != b->parent)
		_exit(0);
#endif
	int rc = engine_start_synth(b->engine);
	/* eSpeak NG cannot be started in the parent and again in a child (its
	 * threads deadlock), so the workers check the voices: the first tells */
	struct diag d;
	diag_init(&d);
	if (!rc && (rc = engine_check_voices(b->engine, &d)) && b->spawned == 1)
		cli_print_diag("", &d);
	diag_release(&d);
	uint32_t index;
	while (read_all(task_fd, &index, sizeof(index)) == 0) {
		struct result r = { .index = index, .status = EXIT_FAILED };
		if (!rc && index < b->n) {
			struct render_stats st = { 0 };
			const char *out = b->outputs[index];
			/* a chapter whose inputs changed but not its speech (a
			 * voice in the cast it does not have) keeps its audio */
			int aac_fresh = b->todo[index] & TODO_AAC && cli_aac_is_fresh(out);
			r.kept = b->todo[index] & TODO_RENDER && !b->force &&
				 cli_keep_same_speech(b->engine, b->chapters[index], out);
			if (r.kept) { /* its AAC, if fresh, is of the same audio */
				r.status = aac_fresh ? cli_aac_restate(out) : EXIT_OK;
			} else if (b->todo[index] & TODO_RENDER) {
				/* its AAC encoded from the PCM as it is rendered */
				char *aac = NULL;
				if (b->todo[index] & TODO_AAC && !(aac = cli_aac_prepare(out)))
					r.status = EXIT_FAILED;
				else
					r.status = cli_render_one(b->engine, b->book, b->chapters[index],
								  out, aac, &st);
				if (!r.status && aac && !access(aac, F_OK))
					r.status = cli_aac_restate(out);
				free(aac);
			} else { /* its output is up to date: only its AAC is wanted */
				r.status = EXIT_OK;
				r.aac_only = 1;
			}
			/* the AAC of a chapter not rendered now (or not to MP3) is
			 * encoded here from its file, a chapter at a time on every
			 * worker, so that binding the book only copies it */
			if (!r.status && b->todo[index] & TODO_AAC && !cli_aac_is_fresh(out))
				r.status = cli_encode_aac(out);
			r.samples = st.samples;
			r.rate_hz = st.rate_hz;
			r.repeat_line = st.repeat_line;
			struct rusage ru;
			if (!getrusage(RUSAGE_SELF, &ru))
				r.maxrss_kb = ru.ru_maxrss;
		} else if (rc && rc != ERR_UNKNOWN) {
			cli_report("cannot start eSpeak NG", rc);
		}
		if (write_all(result_fd, &r, sizeof(r)))
			break;
	}
	engine_release(b->engine);
	_exit(0);
}

/* The output folder's and its AAC folder's temporary files whose writer is
 * gone. */
static void clean_stale_temps(const char *out_dir)
{
	lock_clean_stale_temps(out_dir);
	cli_clean_stale_aac(out_dir);
}

static int spawn_worker(struct batch *b, struct worker *w)
{
	int task[2], result[2];
	if (pipe(task))
		return -1;
	if (pipe(result)) {
		close(task[0]);
		close(task[1]);
		return -1;
	}
	fflush(NULL);
	b->spawned++;
	pid_t pid = fork();
	if (pid < 0) {
		close(task[0]), close(task[1]), close(result[0]), close(result[1]);
		return -1;
	}
	if (pid == 0) {
		close(task[1]);
		close(result[0]);
		/* the other workers' pipes are not this one's business */
		for (int i = 0; i < b->n_workers; i++)
			if (b->workers[i].pid > 0) {
				close(b->workers[i].task_fd);
				close(b->workers[i].result_fd);
			}
		worker_main(b, task[0], result[1]);
	}
	close(task[0]);
	close(result[1]);
	*w = (struct worker){ .pid = pid, .task_fd = task[1], .result_fd = result[0], .task = -1 };
	return 0;
}

static void give_task(struct batch *b, struct worker *w)
{
	while (b->next < b->n && !(b->todo[b->next] & (TODO_RENDER | TODO_AAC)))
		b->next++;
	if (b->next >= b->n || stop_signal) {
		if (w->task_fd >= 0)
			close(w->task_fd); /* no more work: the worker exits */
		w->task_fd = -1;
		return;
	}
	uint32_t index = (uint32_t)b->next;
	if (write_all(w->task_fd, &index, sizeof(index)) == 0) {
		w->task = (long)b->next++;
	}
}

static void show_progress(struct batch *b, int force)
{
	double t = cli_now_s();
	if (!b->progress || (!force && t - b->last_progress < PROGRESS_INTERVAL_S))
		return;
	b->last_progress = t;
	double audio = b->rate_hz ? (double)b->samples / b->rate_hz : 0, wall = t - b->started;
	char eta[32] = "?";
	size_t work = b->n - b->skipped - b->repeated;
	if (b->bytes_done)
		cli_format_hms(eta, sizeof(eta),
			       wall / (double)b->bytes_done * (double)(b->bytes_todo - b->bytes_done));
	fprintf(stderr, "\r\033[K[%zu/%zu] %.2f h audio, %.1fx real time, ETA %s", b->done, work,
		audio / 3600, wall > 0 ? audio / wall : 0, eta);
}

static void finish_task(struct batch *b, struct worker *w, const struct result *r)
{
	b->done++;
	b->bytes_done += b->bytes[r->index];
	if (r->maxrss_kb > b->maxrss_kb)
		b->maxrss_kb = r->maxrss_kb;
	b->kept += r->kept != 0;
	b->aac_only += r->aac_only && !r->status;
	/* what the chapter's render found wins over what its text looked like */
	size_t at = book_track(b->book, b->chapters[r->index]);
	if (at && (r->status == EXIT_OK || r->status == EXIT_NOTHING))
		b->book->silent[at - 1] = r->status == EXIT_NOTHING;
	if (r->status == EXIT_NOTHING) {
		b->todo[r->index] = SAID_NOTHING;
		b->silent++;
		if (cli_verbosity >= 0) {
			if (b->progress)
				fputs("\r\033[K", stderr);
			fprintf(stderr, "%s: nothing to read aloud (blank, or only a site's text, "
					"notes, the book's title page): no audio\n",
				b->chapters[r->index]);
		}
	} else if (r->status) {
		b->failed++;
	} else {
		b->samples += r->samples;
		if (r->rate_hz)
			b->rate_hz = r->rate_hz;
	}
	if (cli_verbosity >= 0 && !r->status && (r->samples || r->kept)) {
		if (b->progress)
			fputs("\r\033[K", stderr);
		if (r->kept)
			fprintf(stderr, "%s: kept (its speech is the same)\n", b->outputs[r->index]);
		else
			fprintf(stderr, "%s: %.1f s of audio\n", b->outputs[r->index],
				r->rate_hz ? (double)r->samples / r->rate_hz : 0.0);
		if (r->repeat_line)
			fprintf(stderr, "%s:%llu: the chapter is given twice: read once\n",
				b->chapters[r->index], (unsigned long long)r->repeat_line);
	}
	w->task = -1;
}

/* A worker's pipe closed: it ended, or died on its chapter. */
static void reap_worker(struct batch *b, struct worker *w)
{
	int status = 0;
	while (waitpid(w->pid, &status, 0) < 0 && errno == EINTR)
		;
	close(w->result_fd);
	if (w->task_fd >= 0)
		close(w->task_fd);
	long task = w->task;
	w->pid = -1;
	if (task < 0)
		return;
	/* a worker killed with -9 had no chance to remove its temp files */
	clean_stale_temps(b->out_dir);
	if (stop_signal)
		return; /* not a failure: the run was interrupted */
	if (WIFSIGNALED(status))
		cli_error("%s: worker killed by signal %d", b->chapters[task], WTERMSIG(status));
	else
		cli_error("%s: worker ended unexpectedly", b->chapters[task]);
	b->done++;
	b->failed++;
	if (b->next < b->n && spawn_worker(b, w) == 0)
		give_task(b, w);
}

static void run_pool(struct batch *b)
{
	for (int i = 0; i < b->n_workers; i++)
		if (spawn_worker(b, &b->workers[i]) == 0)
			give_task(b, &b->workers[i]);
	for (;;) {
		struct pollfd fds[MAX_WORKERS];
		int idx[MAX_WORKERS], n = 0;
		for (int i = 0; i < b->n_workers; i++)
			if (b->workers[i].pid > 0) {
				fds[n] = (struct pollfd){ .fd = b->workers[i].result_fd,
							  .events = POLLIN };
				idx[n++] = i;
			}
		if (!n)
			break;
		if (stop_signal)
			for (int i = 0; i < n; i++)
				kill(b->workers[idx[i]].pid, SIGTERM);
		int ready = poll(fds, (nfds_t)n, 250);
		show_progress(b, 0);
		if (ready <= 0)
			continue;
		for (int i = 0; i < n; i++) {
			struct worker *w = &b->workers[idx[i]];
			if (!fds[i].revents)
				continue;
			struct result r;
			if (read_all(w->result_fd, &r, sizeof(r)) == 0 && (long)r.index == w->task) {
				finish_task(b, w, &r);
				give_task(b, w);
			} else {
				reap_worker(b, w);
			}
		}
	}
}

#define HEAD_BYTES 64 /* of a chapter file, white space left out: its heading */

/* The first HEAD_BYTES bytes of the file at path's text (its first 4 KB
 * decoded as text_load decodes the whole: every encoding it knows), white
 * space left out: how many, 0 when they do not decode.  A copy of a chapter
 * begins as it does; another chapter almost never does, so only such a pair
 * is decoded whole and compared. */
static size_t file_head(const char *path, unsigned char *head)
{
	char buf[4096];
	FILE *f = fopen(path, "rb");
	size_t len = f ? fread(buf, 1, sizeof(buf), f) : 0, n = 0, k;
	if (f)
		fclose(f);
	struct text t = { 0 };
	/* the chapter's own warnings are its render's to give */
	if (len && !text_from_bytes(&t, path, buf, len, NULL))
		for (size_t i = 0; i < t.len; i += k) {
			int32_t cp = utf8_at(t.buf, i, t.len, &k);
			if (utf8_is_space(cp))
				continue;
			if (n + k > HEAD_BYTES)
				break;
			memcpy(head + n, t.buf + i, k);
			n += k;
		}
	text_release(&t);
	return n;
}

/* Whether chapter files a and b hold the same text but for white space (a
 * chapter a site posted twice, each copy a document of an EPUB); a file
 * that does not load is no copy (its render says why). */
static int same_chapter(const char *a, const char *b)
{
	struct text ta = { 0 }, tb = { 0 };
	/* the chapters' own warnings are their render's to give */
	int same = !text_load(&ta, a, NULL) && !text_load(&tb, b, NULL) &&
		   utf8_same_but_space(ta.buf, ta.len, tb.buf, tb.len);
	text_release(&ta);
	text_release(&tb);
	return same;
}

/* Marks what each chapter needs: rendering unless its output is up to
 * date, its AAC when the book is bound in AAC and that is not; a chapter that
 * needs nothing counts as done, and so does one that is the chapter before
 * it again. */
static void find_todo(struct batch *b, int force)
{
	unsigned char head[2][HEAD_BYTES];
	size_t head_len[2] = { 0, 0 };
	for (size_t i = 0; i < b->n; i++) {
		struct out_state st;
		uint64_t hash;
		struct stat sb;
		b->todo[i] = TODO_RENDER;
		b->bytes[i] = !stat(b->chapters[i], &sb) ? sb.st_size : 0;
		size_t now = i % 2, before = 1 - now;
		head_len[now] = b->bytes[i] ? file_head(b->chapters[i], head[now]) : 0;
		if (i && head_len[now] && head_len[now] == head_len[before] &&
		    !memcmp(head[now], head[before], head_len[now]) &&
		    same_chapter(b->chapters[i - 1], b->chapters[i])) {
			b->todo[i] = SAID_BEFORE;
			b->repeated++;
			size_t at = book_track(b->book, b->chapters[i]);
			if (at) /* no track, from the first tags on */
				b->book->silent[at - 1] = 1;
			if (cli_verbosity >= 0)
				fprintf(stderr, "%s: the same text as %s: read once, no audio\n",
					b->chapters[i], b->chapters[i - 1]);
			continue;
		}
		if (!force && !access(b->outputs[i], F_OK) &&
		    !state_chapter_hash(b->engine->config_hash, b->chapters[i], &hash) &&
		    !state_read(b->outputs[i], &st)) {
			if (st.audio == hash)
				b->todo[i] = 0;
			state_release(&st);
		}
		if (b->todo[i])
			b->bytes_todo += b->bytes[i];
		if (b->m4b && b->book->m4b_codec == M4B_AAC &&
		    (b->todo[i] || !cli_aac_is_fresh(b->outputs[i])))
			b->todo[i] |= TODO_AAC;
		b->skipped += !b->todo[i];
	}
}

/* Outputs of chapters no longer in the book: said, left for the user. */
static void say_strays(const struct album *album)
{
	char **names;
	size_t n;
	if (album_strays(album, &names, &n))
		return; /* only a note lost: the playlist and the M4B are right */
	struct strbuf path;
	strbuf_init(&path);
	for (size_t i = 0; i < n; i++) {
		strbuf_reset(&path);
		if (!strbuf_addf(&path, "%s/%s", album->dir, names[i]))
			cli_note(path.buf, "of no chapter of the book now (one deleted or "
				 "renamed?): not in the playlist nor the M4B; remove it if "
				 "unwanted");
	}
	strbuf_release(&path);
	dirlist_free(names, n);
}

/* path and its state gone; 0 or ERR_IO, said. */
static int remove_with_state(const char *path)
{
	int rc = atomic_remove(path) ? ERR_IO : state_remove(path);
	if (rc)
		cli_report(path, rc);
	return rc;
}

/* The book's playlist and M4B under the name it had before (its title, or
 * its folder's, changed): a player would list the book twice.  The playlist
 * goes, its successor written; an M4B beside it, once its successor is
 * bound (bound).  0 or the first error. */
static int remove_old_names(const struct album *album, int bound)
{
	char **names;
	size_t n;
	int rc = album_old_playlists(album, &names, &n);
	for (size_t i = 0; !rc && i < n; i++) {
		char *playlist = album_path_of(album, names[i], "m3u8");
		char *m4b = album_path_of(album, names[i], "m4b");
		struct out_state st;
		int with_m4b = m4b && !state_read(m4b, &st);
		if (with_m4b)
			state_release(&st);
		if (!playlist || !m4b)
			rc = ERR_NOMEM;
		else if (with_m4b && !bound)
			cli_note(playlist, "the book's playlist and M4B under its old "
				 "name: left until the book is bound again (--m4b)");
		else {
			rc = remove_with_state(playlist);
			if (!rc && with_m4b)
				rc = remove_with_state(m4b);
			if (!rc)
				cli_note(playlist, "removed%s: the book's under its old name",
					 with_m4b ? ", with its M4B" : "");
		}
		free(playlist);
		free(m4b);
	}
	if (rc == ERR_NOMEM)
		cli_report("the playlists", rc);
	dirlist_free(names, n);
	return rc;
}

static int write_playlist(const struct album *album)
{
	char *path = NULL;
	int rc = album_write_playlist(album, &path);
	if (rc)
		cli_report(path ? path : "playlist", rc);
	free(path);
	return rc;
}

/* After an interrupted run: the playlist of the chapters written so far,
 * to hear what was done; tags, strays and the M4B wait for a whole run. */
static int finish_interrupted(struct batch *b)
{
	struct album album;
	int rc = album_open(&album, b->book, b->out_dir);
	if (rc) {
		cli_report(b->out_dir, rc);
		return rc;
	}
	rc = write_playlist(&album);
	album_release(&album);
	return rc;
}

/* After the run: every output's tags follow the book, the playlist, and
 * the book bound into one M4B when asked. */
static int finish_album(struct batch *b, size_t *retagged)
{
	struct album album;
	struct diag d;
	diag_init(&d);
	*retagged = 0;
	int rc = album_open(&album, b->book, b->out_dir);
	int removed = 0;
	for (size_t i = 0; !rc && i < b->n; i++) {
		if (b->todo[i] != SAID_NOTHING && b->todo[i] != SAID_BEFORE)
			continue;
		/* an earlier run's audio of it is a track no more (the book has
		 * it silent since: the album left it out) */
		int r = cli_remove_output(b->outputs[i]);
		removed = removed ? removed : r;
	}
	if (!rc) {
		rc = album_retag(&album, retagged, &d);
		rc = rc ? rc : removed;
		cli_print_diag(b->out_dir, &d);
		int r = write_playlist(&album);
		rc = rc ? rc : r;
		say_strays(&album);
		cli_aac_prune(&album);
		char *m4b = b->m4b ? album_path(&album, "m4b") : NULL;
		int bound = 0;
		if (b->m4b && (!m4b || b->failed))
			cli_error("%s not bound: %s", m4b ? m4b : "the M4B",
				  m4b ? "a chapter failed" : "out of memory");
		else if (m4b && cli_bind_m4b(&album, m4b))
			rc = ERR_UNKNOWN;
		else
			bound = m4b != NULL;
		free(m4b);
		if (!r && (r = remove_old_names(&album, bound)))
			rc = rc ? rc : r;
		album_release(&album);
	} else {
		cli_report(b->out_dir, rc);
	}
	diag_release(&d);
	return rc;
}

static void summary(const struct batch *b, size_t retagged)
{
	double wall = cli_now_s() - b->started;
	double audio = b->rate_hz ? (double)b->samples / b->rate_hz : 0;
	char a[32], more[96] = "";
	size_t written = b->done - b->failed - b->kept - b->silent - b->aac_only;
	cli_format_hms(a, sizeof(a), audio);
	if (b->silent)
		snprintf(more, sizeof(more), ", %zu with nothing to read", b->silent);
	if (b->repeated)
		snprintf(more + strlen(more), sizeof(more) - strlen(more), ", %zu given twice",
			 b->repeated);
	if (b->aac_only)
		snprintf(more + strlen(more), sizeof(more) - strlen(more),
			 ", %zu AAC encoded for the M4B", b->aac_only);
	if (retagged)
		snprintf(more + strlen(more), sizeof(more) - strlen(more), ", %zu re-tagged", retagged);
	/* a chapter that failed before the signal is said: the exit code is the signal's */
	char failed[48] = "";
	if (stop_signal && b->failed)
		snprintf(failed, sizeof(failed), ", %zu failed", b->failed);
	if (stop_signal)
		fprintf(stderr, "interrupted: %zu of %zu chapters written, %zu up to date%s%s, %zu not"
				" done (run batch again to finish them)\n",
			written, b->n, b->skipped + b->kept + b->aac_only, failed, more,
			b->n - b->done - b->skipped - b->repeated);
	else if (!b->samples) /* nothing spoken, nothing to time */
		fprintf(stderr, "%zu of %zu chapters written, %zu up to date, %zu failed%s\n",
			written, b->n, b->skipped + b->kept + b->aac_only, b->failed, more);
	else
		fprintf(stderr, "%zu of %zu chapters written, %zu up to date, %zu failed%s: %s of"
				" audio in %.1f s (%.1fx real time, %d worker%s)\n",
			written, b->n, b->skipped + b->kept + b->aac_only, b->failed, more,
			a, wall, wall > 0 ? audio / wall : 0, b->n_workers,
			b->n_workers == 1 ? "" : "s");
	if (cli_verbosity > 0 && b->maxrss_kb)
		fprintf(stderr, "peak memory of a worker: %.1f MB\n", (double)b->maxrss_kb / 1024);
}

static int default_jobs(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > MAX_WORKERS ? MAX_WORKERS : (int)n;
}

/* Takes the output folder for this run, or says who has it. */
static int take_lock(struct batch *b)
{
	struct lock_holder who;
	struct strbuf what;
	strbuf_init(&what);
	int rc = strbuf_addf(&what, "batch %s", b->book->dir);
	if (!rc)
		rc = lock_take(&b->lock, b->out_dir, what.buf, &who);
	strbuf_release(&what);
	if (rc == ERR_BUSY) {
		cli_busy(b->out_dir, &who);
	} else if (rc) {
		cli_error("cannot lock '%s/%s': %s", b->out_dir, LOCK_NAME,
			  rc == ERR_IO ? strerror(errno) : "out of memory");
	}
	return rc;
}

static void run(struct batch *b, int force, int jobs)
{
	b->force = force;
	find_todo(b, force);
	struct sigaction sa = { .sa_handler = on_stop };
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL); /* a closed terminal: stop as for Ctrl-C, lock removed */
	signal(SIGPIPE, SIG_IGN);
	size_t work = b->n - b->skipped - b->repeated;
	b->n_workers = jobs < (int)work ? jobs : (int)work;
	b->progress = cli_progress_wanted();
	run_pool(b);
	if (b->progress)
		fputs("\r\033[K", stderr);
}

int cmd_batch(int argc, char **argv)
{
	struct cli_engine_args a = { 0 };
	const char *out_dir = NULL;
	int jobs = 0, force = 0, m4b = 0, c, stop;
	const char *codec = NULL;
	while ((c = cli_getopt(&command, argc, argv, &stop)) != -1) {
		if (c == 'o') {
			out_dir = optarg;
		} else if (c == 'f') {
			force = 1;
		} else if (c == OPT_M4B) {
			m4b = 1;
		} else if (c == OPT_M4B_CODEC) {
			enum m4b_codec unused;
			if (book_parse_m4b_codec(optarg, &unused))
				return cli_usage(&command, "--m4b-codec is aac or mp3, not '%s'", optarg);
			codec = optarg;
			m4b = 1;
		} else if (c == 'j') {
			long j;
			if (cli_number(optarg, 1, MAX_WORKERS, &j))
				return cli_usage(&command, "-j takes a number from 1 to %d",
						 MAX_WORKERS);
			jobs = (int)j;
		} else if (cli_engine_option(&command, &a, c, optarg) <= 0) {
			return EXIT_USAGE;
		}
	}
	if (stop >= 0)
		return stop;
	struct book book;
	struct batch b = { .started = cli_now_s(), .book = &book, .parent = getpid() };
	if (cli_open_book_args(&book, &b.chapters, &b.n, argc - optind, argv + optind))
		return EXIT_FAILED;
	int rc = EXIT_OK;
	b.out_dir = out_dir ? out_dir : cli_out_dir(&book);
	b.m4b = m4b || book.m4b;
	if (codec)
		book_parse_m4b_codec(codec, &book.m4b_codec);
	if (!jobs)
		jobs = book.set.workers ? book.set.workers : default_jobs();
	/* the output is taken first: a second batch or a render on it is told
	 * at once, not after this one has searched a key and found the cast */
	if (cli_make_dirs(b.out_dir)) {
		cli_report(b.out_dir, ERR_IO);
		rc = EXIT_FAILED;
	}
	if (!rc && take_lock(&b))
		rc = EXIT_FAILED;
	/* scrambled chapters that no table fits: the book's key is searched
	 * once, before its cast and its chapters are read (a failure is said
	 * and the chapters are read as they are) */
	if (!rc && cli_book_key(&book, a.repair_table, 1, 0) > 0)
		rc = EXIT_FAILED;
	struct engine e;
	if (!rc && (cli_load_cover(&book) || cli_engine_init(&e, &a, &book, CLI_DISCOVER)))
		rc = EXIT_FAILED;
	else if (!rc)
		b.engine = &e;
	/* the tracks are numbered as they will be, from the first tags on */
	if (!rc && book_find_tracks(&book, e.read_all)) {
		cli_report("batch", ERR_NOMEM);
		rc = EXIT_FAILED;
	}
	if (!rc) {
		clean_stale_temps(b.out_dir); /* of a run killed with -9 */
		b.outputs = calloc(b.n, sizeof(*b.outputs));
		b.todo = calloc(b.n, 1);
		b.bytes = calloc(b.n, sizeof(*b.bytes));
		for (size_t i = 0; b.outputs && i < b.n; i++)
			if (!(b.outputs[i] = cli_out_path(b.chapters[i], b.out_dir, "mp3")))
				rc = EXIT_FAILED;
		if (!b.outputs || !b.todo || !b.bytes || rc) {
			cli_report("batch", ERR_NOMEM);
			rc = EXIT_FAILED;
		}
	}
	if (!rc) {
		run(&b, force, jobs);
		/* again: a process killed just before this run may have been
		 * dying, and still there, when it started */
		clean_stale_temps(b.out_dir);
		size_t retagged = 0;
		rc = b.failed || b.done + b.skipped + b.repeated < b.n ? EXIT_FAILED : EXIT_OK;
		if (stop_signal)
			finish_interrupted(&b);
		else if (finish_album(&b, &retagged))
			rc = EXIT_FAILED;
		if (cli_verbosity >= 0 || stop_signal)
			summary(&b, retagged);
		if (stop_signal)
			rc = 128 + stop_signal;
	}
	if (b.engine)
		engine_release(&e);
	for (size_t i = 0; b.outputs && i < b.n; i++)
		free(b.outputs[i]);
	free(b.outputs);
	free(b.todo);
	free(b.bytes);
	lock_release(&b.lock);
	free(b.chapters);
	book_release(&book);
	return rc;
}
