#include "cli.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/tempfile.h"
#include "base/utf8.h"
#include "book/lock.h"
#include "text/text.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int cli_verbosity;

/* The line is written with one call: batch workers share stderr, and two
 * chapters failing at once (a full disk) interleaved pieces of their lines. */
void cli_error(const char *fmt, ...)
{
	va_list ap, again;
	va_start(ap, fmt);
	va_copy(again, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *msg = n >= 0 ? malloc((size_t)n + 1) : NULL;
	if (msg)
		vsnprintf(msg, (size_t)n + 1, fmt, again);
	va_end(again);
	fprintf(stderr, "tingshu: %s\n", msg ? msg : fmt);
	free(msg);
}

void cli_note(const char *file, const char *fmt, ...)
{
	if (cli_verbosity < 0)
		return;
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "%s: note: ", file);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

void cli_report(const char *what, int err)
{
	if (err == ERR_IO)
		cli_error("%s: %s", what, strerror(errno));
	else
		cli_error("%s: %s", what, err_str(err));
}

void cli_help(const struct cli_command *cmd)
{
	printf("usage: tingshu %s %s\n\n%s\n\noptions:\n", cmd->name, cmd->usage, cmd->summary);
	for (const struct cli_option *o = cmd->options; o->name; o++) {
		char left[64];
		int n = o->key < 256 ? snprintf(left, sizeof(left), "-%c, --%s", o->key, o->name)
				     : snprintf(left, sizeof(left), "    --%s", o->name);
		if (o->arg && n > 0 && (size_t)n < sizeof(left))
			snprintf(left + n, sizeof(left) - (size_t)n, " %s", o->arg);
		printf("  %-26s %s\n", left, o->help);
	}
}

int cli_usage(const struct cli_command *cmd, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "tingshu %s: ", cmd->name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nusage: tingshu %s %s\n(see tingshu %s --help)\n", cmd->name,
		cmd->usage, cmd->name);
	return EXIT_USAGE;
}

static int next_option(const struct cli_command *cmd, int argc, char **argv)
{
	struct option longs[64];
	char shorts[160];
	size_t n = 0, k = 0;
	shorts[k++] = ':'; /* tell a missing argument from an unknown option */
	for (const struct cli_option *o = cmd->options; o->name && n < 63; o++, n++) {
		longs[n] = (struct option){ o->name, o->arg ? required_argument : no_argument,
					    NULL, o->key };
		if (o->key < 256 && k + 3 < sizeof(shorts)) {
			shorts[k++] = (char)o->key;
			if (o->arg)
				shorts[k++] = ':';
		}
	}
	longs[n] = (struct option){ 0 };
	shorts[k] = '\0';
	return getopt_long(argc, argv, shorts, longs, NULL);
}

int cli_getopt(const struct cli_command *cmd, int argc, char **argv, int *stop)
{
	*stop = -1;
	for (;;) {
		int c = next_option(cmd, argc, argv);
		if (c == '?') {
			if (optopt && optopt < 256)
				*stop = cli_usage(cmd, "unknown option '-%c'", optopt);
			else
				*stop = cli_usage(cmd, "unknown option '%s'", argv[optind - 1]);
			return -1;
		}
		if (c == ':') {
			*stop = cli_usage(cmd, "option '%s' needs an argument", argv[optind - 1]);
			return -1;
		}
		if (c == 'h') {
			cli_help(cmd);
			*stop = EXIT_OK;
			return -1;
		}
		if (c == 'q')
			cli_verbosity = -1;
		else if (c == 'v')
			cli_verbosity = 1;
		else
			return c;
	}
}

int cli_number(const char *s, long lo, long hi, long *n)
{
	char *end;
	long v = strtol(s, &end, 10);
	if (*end || v < lo || v > hi)
		return -1;
	*n = v;
	return 0;
}

size_t cli_print_diag(const char *chapter, const struct diag *d)
{
	return cli_print_diag_as(chapter, d, cli_verbosity >= 0);
}

size_t cli_print_diag_as(const char *chapter, const struct diag *d, int warnings)
{
	size_t errors = 0;
	for (size_t i = 0; i < d->n; i++) {
		const struct diag_item *it = &d->v[i];
		errors += it->level == DIAG_ERROR;
		if (it->level == DIAG_WARNING && !warnings)
			continue;
		const char *file = it->file ? it->file : chapter;
		const char *kind = it->level == DIAG_ERROR ? "error" : "warning";
		if (it->line)
			fprintf(stderr, "%s:%zu: %s: %s\n", file, it->line, kind, it->msg);
		else
			fprintf(stderr, "%s: %s: %s\n", file, kind, it->msg);
	}
	return errors;
}

int cli_load_text(struct text *t, const char *path)
{
	struct diag d;
	diag_init(&d);
	int rc = text_load(t, path, &d);
	cli_print_diag(path, &d);
	diag_release(&d);
	if (rc)
		cli_report(path, rc);
	return rc;
}

static void on_signal(int sig)
{
	tempfile_remove_all();
	signal(sig, SIG_DFL);
	raise(sig);
}

void cli_catch_signals(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGPIPE, &sa, NULL);
}

int cli_progress_wanted(void)
{
	return cli_verbosity >= 0 && isatty(STDERR_FILENO);
}

void cli_print_column(const char *s, size_t cols)
{
	fputs(s, stdout);
	for (size_t used = utf8_columns(s, strlen(s)); used < cols; used++)
		putchar(' ');
	putchar(' ');
}

void cli_format_hms(char *buf, size_t size, double s)
{
	long t = (long)(s + 0.5);
	snprintf(buf, size, "%ld:%02ld:%02ld", t / 3600, t / 60 % 60, t % 60);
}

double cli_now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int cli_make_dirs(const char *dir)
{
	char *p = strdup(dir);
	if (!p)
		return ERR_NOMEM;
	int rc = 0;
	for (char *s = p + 1; !rc; s++) {
		int end = *s == '\0';
		if (*s == '/' || end) {
			*s = '\0';
			if (mkdir(p, 0777) && errno != EEXIST)
				rc = ERR_IO;
			if (end)
				break;
			*s = '/';
		}
	}
	/* it was there already: as a folder? */
	struct stat st;
	if (!rc && stat(p, &st))
		rc = ERR_IO;
	else if (!rc && !S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		rc = ERR_IO;
	}
	free(p);
	return rc;
}

void cli_busy(const char *dir, const struct lock_holder *who)
{
	char since[32] = "?";
	time_t t = (time_t)who->since;
	struct tm tm;
	if (localtime_r(&t, &tm))
		strftime(since, sizeof(since), "%Y-%m-%d %H:%M:%S", &tm);
	cli_error("'%s' is busy: tingshu %s (pid %ld on %s) has been writing there since %s; "
		  "wait for it to end, or give another -o",
		  dir, who->what, who->pid, who->host, since);
}
