/* tingshu render CHAPTER [-o OUT] */
#include "base/err.h"
#include "book/lock.h"
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A render shows its progress once it has taken this long. */
#define PROGRESS_AFTER_S 1.0
#define PROGRESS_INTERVAL_S 0.25

static const struct cli_option options[] = {
	{ "output", 'o', "OUT",
	  "the audio file: .mp3 (default out/NAME.mp3), .wav or .flac; a folder DIR/: NAME.mp3 in it" },
	CLI_ENGINE_OPTIONS,
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"render", "[options] CHAPTER",
	"Render one chapter to an audio file (default: out/NAME.mp3 and out/NAME.lrc,\n"
	"or the book's output folder), with the book's cast, lexicon and settings.",
	options,
};

struct progress {
	const char *out;
	double started, last;
	int shown;
};

/* "out/003.mp3: 42 %, 0:00:31 left" on a terminal, now and then. */
static void show_progress(void *ctx, size_t done, size_t total)
{
	struct progress *p = ctx;
	double t = cli_now_s(), spent = t - p->started;
	if (spent < PROGRESS_AFTER_S || t - p->last < PROGRESS_INTERVAL_S || !total || !done)
		return;
	p->last = t;
	p->shown = 1;
	char eta[32];
	cli_format_hms(eta, sizeof(eta), spent / (double)done * (double)(total - done));
	fprintf(stderr, "\r\033[K%s: %.0f %%, %s left", p->out, 100.0 * (double)done / (double)total,
		eta);
}

/* -o names a folder: one that is there, or DIR/. */
static int names_folder(const char *out)
{
	size_t n = strlen(out);
	return (n && out[n - 1] == '/') || cli_is_dir(out);
}

int cmd_render(int argc, char **argv)
{
	struct cli_engine_args a = { 0 };
	const char *out = NULL;
	int c, stop;
	while ((c = cli_getopt(&command, argc, argv, &stop)) != -1) {
		if (c == 'o') {
			out = optarg;
		} else if (cli_engine_option(&command, &a, c, optarg) <= 0) {
			return EXIT_USAGE;
		}
	}
	if (stop >= 0)
		return stop;
	if (argc - optind != 1)
		return cli_usage(&command, "expected one chapter file");
	const char *in = argv[optind];
	struct book b;
	if (cli_open_book(&b, &a, in))
		return EXIT_FAILED;
	char *default_out = NULL;
	const char *folder = out && names_folder(out) ? out : NULL;
	int rc = EXIT_OK;
	if (!out || folder) { /* NAME.mp3 in the folder -o names, else the book's */
		const char *dir = folder ? folder : cli_out_dir(&b);
		if (cli_make_dirs(dir)) {
			cli_report(dir, ERR_IO);
			rc = EXIT_FAILED;
		} else if (!(out = default_out = cli_out_path(in, dir, "mp3"))) {
			cli_report("render", ERR_NOMEM);
			rc = EXIT_FAILED;
		}
	}
	/* a batch that has the folder may be re-tagging this very file */
	char *out_dir = book_dir_of(out);
	struct lock_holder who;
	if (!rc && out_dir && lock_check(out_dir, &who) == ERR_BUSY) {
		cli_busy(out_dir, &who);
		rc = EXIT_FAILED;
	}
	free(out_dir);
	struct engine e;
	if (!rc && cli_book_key(&b, a.repair_table, 1, 0) > 0) /* as batch does */
		rc = EXIT_FAILED;
	if (!rc && (cli_load_cover(&b) || cli_engine_init(&e, &a, &b, CLI_SYNTH | CLI_DISCOVER)))
		rc = EXIT_FAILED;
	/* its track as batch numbers it (a file outside the book has none) */
	else if (!rc && book_track(&b, in) && book_find_tracks(&b, e.read_all)) {
		cli_report("render", ERR_NOMEM);
		engine_release(&e);
		rc = EXIT_FAILED;
	}
	if (rc) {
		free(default_out);
		book_release(&b);
		return rc;
	}
	cli_catch_signals();
	struct progress p = { .out = out, .started = cli_now_s() };
	struct render_stats st = { .progress = cli_progress_wanted() ? show_progress : NULL,
				   .progress_ctx = &p };
	rc = cli_render_one(&e, &b, in, out, NULL, &st);
	if (rc == EXIT_NOTHING) { /* asked for this chapter: an error */
		cli_report(in, ERR_EMPTY);
		rc = EXIT_FAILED;
	}
	if (p.shown)
		fputs("\r\033[K", stderr);
	if (!rc && cli_verbosity >= 0) {
		double audio = st.rate_hz ? (double)st.samples / st.rate_hz : 0.0;
		double wall = cli_now_s() - p.started;
		fprintf(stderr, "%s: %.1f s of audio in %.1f s (%.1fx real time)\n", out, audio, wall,
			wall > 0 ? audio / wall : 0.0);
	}
	engine_release(&e);
	free(default_out);
	book_release(&b);
	return rc;
}
