/* tingshu batch [DIR|FILES...] [-o DIR] [-j N]
 *
 * eSpeak NG is process-global, so parallel work is worker processes: the
 * parent hands out chapter numbers over a pipe to each worker and reads back
 * a result record; a worker that dies fails its chapter and is replaced. */
#include "base/atomic.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "book/book.h"
#include "cli.h"
#include "text/split.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_WORKERS 64
#define PROGRESS_INTERVAL_S 0.25
#define PLAYLIST_NAME_MAX 120
#define OPT_M4B 256
#define TODO_RENDER 1
#define TODO_AAC 2 /* NAME.m4a, the chapter's part of the M4B (bind_m4b.c) */

static const struct cli_option options[] = {
	{ "output", 'o', "DIR", "where the MP3s go (default out/)" },
	{ "jobs", 'j', "N", "worker processes (default: the number of CPUs)" },
	{ "force", 'f', NULL, "render every chapter, even those whose output is up to date" },
	{ "m4b", OPT_M4B, NULL, "bind the book into DIR/TITLE.m4b too (book.ini: m4b = yes)" },
	CLI_ENGINE_OPTIONS,
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"batch", "[options] [DIR|CHAPTER...]",
	"Render every chapter (default: chapters/*.txt) to DIR/NAME.mp3 (with NAME.lrc\n"
	"read-along timings) with N worker processes, and write DIR/BOOK.m3u8.  A chapter\n"
	"whose output is up to date with its text, the book, the voices, the cast and\n"
	"this version is skipped.  A chapter that fails is reported, the others are\n"
	"still written.  --m4b binds the chapters into one audiobook with chapter marks.",
	options,
};

struct result {
	uint32_t index;
	int32_t status; /* exit code of cli_render_one */
	uint64_t samples;
	int32_t rate_hz;
	int64_t maxrss_kb; /* the worker's peak resident memory so far */
};

struct worker {
	pid_t pid;
	int task_fd, result_fd;
	long task; /* the chapter it is on, or -1 */
};

struct batch {
	struct engine *engine;
	struct chapter_list chapters;
	char **outputs;
	unsigned char *todo; /* TODO_*: what a chapter needs; 0: it is up to date */
	int m4b;             /* the book is bound: each chapter gets its AAC too */
	struct worker workers[MAX_WORKERS];
	int n_workers;
	int spawned; /* workers started so far, the one being started included */
	size_t next, done, failed, skipped;
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

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
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
	cli_catch_signals();
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
		if (!rc && index < b->chapters.n) {
			int track = (int)index + 1, total = (int)b->chapters.n;
			struct render_stats st = { 0 };
			if (b->todo[index] & TODO_RENDER)
				r.status = cli_render_one(b->engine, b->chapters.paths[index],
							  b->outputs[index], track, total, &st);
			else
				r.status = EXIT_OK;
			/* the AAC is encoded here, a chapter at a time on every
			 * worker, so that binding the book only copies it */
			if (!r.status && b->todo[index] & TODO_AAC)
				r.status = cli_encode_aac(b->outputs[index]);
			r.samples = st.samples;
			r.rate_hz = st.rate_hz;
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
	while (b->next < b->chapters.n && !b->todo[b->next])
		b->next++;
	if (b->next >= b->chapters.n || stop_signal) {
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

static void format_hms(char *buf, size_t size, double s)
{
	long t = (long)(s + 0.5);
	snprintf(buf, size, "%ld:%02ld:%02ld", t / 3600, t / 60 % 60, t % 60);
}

static void show_progress(struct batch *b, int force)
{
	double t = now_s();
	if (!b->progress || (!force && t - b->last_progress < PROGRESS_INTERVAL_S))
		return;
	b->last_progress = t;
	double audio = b->rate_hz ? (double)b->samples / b->rate_hz : 0, wall = t - b->started;
	char eta[32] = "?";
	size_t work = b->chapters.n - b->skipped;
	if (b->done)
		format_hms(eta, sizeof(eta), wall / (double)b->done * (double)(work - b->done));
	fprintf(stderr, "\r\033[K[%zu/%zu] %.2f h audio, %.1fx real time, ETA %s", b->done, work,
		audio / 3600, wall > 0 ? audio / wall : 0, eta);
}

static void finish_task(struct batch *b, struct worker *w, const struct result *r)
{
	b->done++;
	if (r->maxrss_kb > b->maxrss_kb)
		b->maxrss_kb = r->maxrss_kb;
	if (r->status) {
		b->failed++;
	} else {
		b->samples += r->samples;
		if (r->rate_hz)
			b->rate_hz = r->rate_hz;
	}
	if (cli_verbosity >= 0 && !r->status && r->samples) {
		if (b->progress)
			fputs("\r\033[K", stderr);
		fprintf(stderr, "%s: %.1f s of audio\n", b->outputs[r->index],
			r->rate_hz ? (double)r->samples / r->rate_hz : 0.0);
	}
	w->task = -1;
}

/* sink.c writes OUT.tmp and renames it when whole; a writer killed with -9
 * leaves it behind, for the batch that finds it to remove. */
static void remove_stale_temp(const char *out)
{
	struct strbuf tmp;
	strbuf_init(&tmp);
	if (!strbuf_addf(&tmp, "%s.tmp", out))
		unlink(tmp.buf);
	strbuf_release(&tmp);
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
	/* a worker killed with -9 had no chance to remove its temp file */
	remove_stale_temp(b->outputs[task]);
	if (WIFSIGNALED(status))
		cli_error("%s: worker killed by signal %d", b->chapters.paths[task],
			  WTERMSIG(status));
	else
		cli_error("%s: worker ended unexpectedly", b->chapters.paths[task]);
	b->done++;
	b->failed++;
	if (b->next < b->chapters.n && !stop_signal && spawn_worker(b, w) == 0)
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

/* Marks what each chapter needs: rendering unless its output is up to
 * date, its AAC when the book is bound and that is not; a chapter that
 * needs nothing counts as done. */
static void find_todo(struct batch *b, int force)
{
	for (size_t i = 0; i < b->chapters.n; i++) {
		struct out_state st;
		uint64_t hash;
		b->todo[i] = TODO_RENDER;
		if (!force && cli_config_hash() && !access(b->outputs[i], F_OK) &&
		    !state_chapter_hash(cli_config_hash(), b->chapters.paths[i], &hash) &&
		    !state_read(b->outputs[i], &st)) {
			if (st.hash == hash) {
				b->todo[i] = 0;
				remove_stale_temp(b->outputs[i]); /* of a forced run killed */
			}
			state_release(&st);
		}
		if (b->m4b && (b->todo[i] || !cli_aac_is_fresh(b->outputs[i])))
			b->todo[i] |= TODO_AAC;
		b->skipped += !b->todo[i];
	}
}

/* DIR/BOOK.m3u8: every chapter written, in order, with title and duration. */
static int write_playlist(struct batch *b, const char *out_dir, const char *name)
{
	struct strbuf list, path;
	strbuf_init(&list);
	strbuf_init(&path);
	int rc = strbuf_adds(&list, "#EXTM3U\n");
	for (size_t i = 0; i < b->chapters.n && !rc; i++) {
		struct out_state st;
		if (access(b->outputs[i], F_OK) || state_read(b->outputs[i], &st))
			continue;
		const char *file = strrchr(b->outputs[i], '/');
		rc = strbuf_addf(&list, "#EXTINF:%.0f,%s\n%s\n", st.seconds, st.title,
				 file ? file + 1 : b->outputs[i]);
		state_release(&st);
	}
	if (!rc)
		rc = strbuf_addf(&path, "%s/%s.m3u8", out_dir, name);
	if (!rc)
		rc = atomic_write(path.buf, list.buf, list.len);
	if (rc)
		cli_report(path.len ? path.buf : "playlist", rc);
	strbuf_release(&list);
	strbuf_release(&path);
	return rc;
}

/* The playlist is named after the book (book.ini of the first chapter's folder). */
static char *playlist_name(const struct batch *b)
{
	char *dir = chapter_dir(b->chapters.paths[0]);
	struct book book;
	char name[PLAYLIST_NAME_MAX + 1] = "playlist";
	if (dir && !book_load(&book, dir, NULL)) {
		if (book.title && *book.title)
			split_safe_name(book.title, strlen(book.title), name, PLAYLIST_NAME_MAX);
		book_release(&book);
	}
	free(dir);
	return strdup(name);
}

static int default_jobs(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > MAX_WORKERS ? MAX_WORKERS : (int)n;
}

int cmd_batch(int argc, char **argv)
{
	struct engine_opts o = { 0 };
	const char *out_dir = "out";
	int jobs = default_jobs(), force = 0, m4b = 0, c;
	while ((c = cli_getopt(&command, argc, argv)) != -1) {
		char *end;
		if (c == 'h')
			return EXIT_OK;
		if (c == '?')
			return EXIT_USAGE;
		if (c == 'o') {
			out_dir = optarg;
		} else if (c == 'f') {
			force = 1;
		} else if (c == OPT_M4B) {
			m4b = 1;
		} else if (c == 'j') {
			long j = strtol(optarg, &end, 10);
			if (*end || j < 1 || j > MAX_WORKERS)
				return cli_usage(&command, "-j takes a number from 1 to %d",
						 MAX_WORKERS);
			jobs = (int)j;
		} else if (!cli_engine_option(&o, c, optarg)) {
			return EXIT_USAGE;
		}
	}
	struct batch b = { .started = now_s() };
	if (chapter_list_args(&b.chapters, argc - optind, argv + optind)) {
		chapter_list_release(&b.chapters);
		return EXIT_FAILED;
	}
	if (!b.chapters.n) {
		cli_error("no chapters (*.txt) to render");
		chapter_list_release(&b.chapters);
		return EXIT_FAILED;
	}
	struct engine e;
	int rc = make_dirs(out_dir) ? (cli_report(out_dir, ERR_IO), EXIT_FAILED) : EXIT_OK;
	if (!rc && cli_engine_init(&e, &o, b.chapters.paths[0]))
		rc = EXIT_FAILED;
	if (rc) {
		chapter_list_release(&b.chapters);
		return rc;
	}
	b.engine = &e;
	char *book_dir = chapter_dir(b.chapters.paths[0]);
	b.m4b = book_dir && cli_wants_m4b(book_dir, m4b);
	b.outputs = calloc(b.chapters.n, sizeof(*b.outputs));
	b.todo = calloc(b.chapters.n, 1);
	for (size_t i = 0; b.outputs && i < b.chapters.n; i++)
		if (!(b.outputs[i] = chapter_out_path(b.chapters.paths[i], out_dir, "mp3")))
			rc = EXIT_FAILED;
	if (!b.outputs || !b.todo || rc) {
		cli_report("batch", ERR_NOMEM);
		rc = EXIT_FAILED;
	} else {
		find_todo(&b, force);
		struct sigaction sa = { .sa_handler = on_stop };
		sigemptyset(&sa.sa_mask);
		sigaction(SIGINT, &sa, NULL);
		sigaction(SIGTERM, &sa, NULL);
		signal(SIGPIPE, SIG_IGN);
		size_t work = b.chapters.n - b.skipped;
		b.n_workers = jobs < (int)work ? jobs : (int)work;
		b.progress = isatty(STDERR_FILENO) && cli_verbosity >= 0;
		run_pool(&b);
		if (b.progress)
			fputs("\r\033[K", stderr);
		double wall = now_s() - b.started;
		double audio = b.rate_hz ? (double)b.samples / b.rate_hz : 0;
		if (cli_verbosity >= 0) {
			char a[32];
			format_hms(a, sizeof(a), audio);
			fprintf(stderr, "%zu of %zu chapters written, %zu up to date, %zu failed: %s of"
					" audio in %.1f s (%.1fx real time, %d workers)\n",
				b.done - b.failed, b.chapters.n, b.skipped, b.failed, a, wall,
				wall > 0 ? audio / wall : 0, b.n_workers);
			if (cli_verbosity > 0 && b.maxrss_kb)
				fprintf(stderr, "peak memory of a worker: %.1f MB\n",
					(double)b.maxrss_kb / 1024);
		}
		rc = b.failed || b.done + b.skipped < b.chapters.n ? EXIT_FAILED : EXIT_OK;
		char *name = stop_signal ? NULL : playlist_name(&b);
		if (name && write_playlist(&b, out_dir, name))
			rc = EXIT_FAILED;
		if (name && rc && b.m4b)
			cli_error("%s/%s.m4b not bound: a chapter failed", out_dir, name);
		else if (name && b.m4b &&
			 cli_bind_m4b(b.outputs, b.chapters.n, out_dir, name, book_dir))
			rc = EXIT_FAILED;
		free(name);
		if (stop_signal) {
			cli_error("stopped by signal %d", (int)stop_signal);
			rc = 128 + stop_signal;
		}
	}
	for (size_t i = 0; b.outputs && i < b.chapters.n; i++)
		free(b.outputs[i]);
	free(b.outputs);
	free(b.todo);
	free(book_dir);
	chapter_list_release(&b.chapters);
	engine_release(&e);
	return rc;
}
