#include "cli.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/tempfile.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int cli_verbosity;
static uint64_t config_hash;

uint64_t cli_config_hash(void)
{
	return config_hash;
}

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

int cli_getopt(const struct cli_command *cmd, int argc, char **argv)
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
	int c = getopt_long(argc, argv, shorts, longs, NULL);
	if (c == '?') {
		if (optopt && optopt < 256)
			cli_usage(cmd, "unknown option '-%c'", optopt);
		else
			cli_usage(cmd, "unknown option '%s'", argv[optind - 1]);
		return '?';
	}
	if (c == ':') {
		cli_usage(cmd, "option '%s' needs an argument", argv[optind - 1]);
		return '?';
	}
	if (c == 'h')
		cli_help(cmd);
	return c;
}

size_t cli_print_diag(const char *chapter, const struct diag *d)
{
	size_t errors = 0;
	for (size_t i = 0; i < d->n; i++) {
		const struct diag_item *it = &d->v[i];
		errors += it->level == DIAG_ERROR;
		if (it->level == DIAG_WARNING && cli_verbosity < 0)
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

int cli_engine_option(struct engine_opts *o, int key, const char *arg)
{
	switch (key) {
	case 'V': o->voices_dir = arg; return 1;
	case 'c': o->cast_path = arg; return 1;
	case 'L': o->lexicon_path = arg; return 1;
	case 'R': o->repair_table = arg; return 1;
	case CLI_OPT_READ_ALL: o->read_all = 1; return 1;
	case 'q': cli_verbosity = -1; return 1;
	case 'v': cli_verbosity = 1; return 1;
	}
	return 0;
}

static int is_dir(const char *path)
{
	struct stat st;
	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

int cli_engine_init(struct engine *e, struct engine_opts *o, const char *chapter)
{
	/* the project's voices/ when run from a checkout, else the installed ones */
	if (!o->voices_dir)
		o->voices_dir = is_dir("voices") ? "voices" : TINGSHU_DATADIR "/voices";
	char *book_dir = chapter ? chapter_dir(chapter) : NULL;
	if (chapter && !book_dir) {
		cli_report("cannot start", ERR_NOMEM);
		return ERR_NOMEM;
	}
	o->book_dir = book_dir;
	struct diag d;
	diag_init(&d);
	int rc = engine_init(e, o, &d);
	o->book_dir = NULL;
	free(book_dir);
	int saved = errno;
	if (!rc && state_config_hash(o, &config_hash))
		config_hash = 0; /* unreadable now: then nothing counts as up to date */
	size_t errors = cli_print_diag(o->voices_dir, &d);
	diag_release(&d);
	errno = saved;
	/* a cast or lexicon that cannot be read is named in d; else the folder */
	if (rc == ERR_IO && !errors)
		cli_error("cannot read voices from '%s': %s", o->voices_dir, strerror(errno));
	else if (rc && rc != ERR_IO && rc != ERR_SYNTAX && rc != ERR_UNKNOWN)
		cli_report("cannot start", rc);
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
