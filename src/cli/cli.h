/* cli.h - what the subcommands share: option tables that make both the
 * getopt_long arguments and the help text, messages, diagnostics. */
#ifndef TINGSHU_CLI_H
#define TINGSHU_CLI_H

#include <getopt.h>
#include <stddef.h>
#include <stdint.h>

#include "book/render.h"

struct diag;

enum { EXIT_OK = 0, EXIT_FAILED = 1, EXIT_USAGE = 2 };

struct cli_option {
	const char *name;  /* long name */
	int key;           /* short letter, or a value >= 256 for long-only options */
	const char *arg;   /* the argument's name in the help, NULL for a flag */
	const char *help;
};

struct cli_command {
	const char *name;
	const char *usage;   /* after "tingshu NAME " */
	const char *summary; /* one line */
	const struct cli_option *options; /* ends with { NULL } */
};

/* Long-only engine options, above the commands' own (256 ...). */
enum { CLI_OPT_READ_ALL = 512 };

/* Options every command that renders or inspects takes. */
#define CLI_ENGINE_OPTIONS \
	{ "voices", 'V', "DIR", "voice presets, pauses.ini, cast.ini (default: voices/)" }, \
	{ "cast", 'c', "FILE", "the cast: characters, aliases, genders, voices" }, \
	{ "lexicon", 'L', "FILE", "user lexicon: WORD pin1 yin1 per line" }, \
	{ "repair-table", 'R', "FILE", "extra STANDIN ORIGINAL pairs for scrambled text" }, \
	{ "read-all", CLI_OPT_READ_ALL, NULL, \
	  "read site text, notes, links and rules aloud too (book.ini: [settings] read_all)" }

#define CLI_COMMON_OPTIONS \
	{ "quiet", 'q', NULL, "say nothing but errors" }, \
	{ "verbose", 'v', NULL, "say more" }, \
	{ "help", 'h', NULL, "show this help and exit" }

extern int cli_verbosity; /* -1 quiet, 0 normal, 1 verbose */

/* getopt_long over cmd's table: returns the next key, -1 at the end; on a
 * usage error prints it and returns '?'.  -h prints help and returns 'h'. */
int cli_getopt(const struct cli_command *cmd, int argc, char **argv);
void cli_help(const struct cli_command *cmd);
/* `tingshu: MESSAGE` on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int cli_usage(const struct cli_command *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Prints each problem as FILE:LINE: message; returns the number of errors. */
size_t cli_print_diag(const char *chapter, const struct diag *d);
/* `cannot open 'x': strerror` or the error code's text. */
void cli_report(const char *what, int err);

/* Applies the engine options (-V -c -L -R --read-all, -q -v); returns 1 if key was one. */
int cli_engine_option(struct engine_opts *o, int key, const char *arg);
/* Sets up the engine, printing what went wrong.  chapter: a file whose
 * folder's book.lexicon the engine reads too, or NULL. */
int cli_engine_init(struct engine *e, struct engine_opts *o, const char *chapter);
/* The hash of the configuration cli_engine_init loaded (see state.c). */
uint64_t cli_config_hash(void);
/* Signals that stop a run: temp files are removed and the process exits 130. */
void cli_catch_signals(void);

int cmd_render(int argc, char **argv);
int cmd_batch(int argc, char **argv);
int cmd_preview(int argc, char **argv);
int cmd_inspect(int argc, char **argv);
int cmd_split(int argc, char **argv);
int cmd_cast(int argc, char **argv);

#endif

/* chapters.c: the chapter files of a folder (*.txt, sorted by name). */
struct chapter_list {
	char **paths;
	size_t n;
};
int chapter_list_dir(struct chapter_list *l, const char *dir);
int chapter_list_add(struct chapter_list *l, const char *path);
void chapter_list_release(struct chapter_list *l);
/* The chapters named on the command line (folders or files; none: chapters/),
 * reporting what cannot be read.  Returns 0 or -1. */
int chapter_list_args(struct chapter_list *l, int argc, char **argv);
/* 1-based position of path among the chapters of its folder, and their count. */
void chapter_track(const char *path, int *track, int *total);
/* The folder of a chapter file ("." for a bare name); the caller frees it. */
char *chapter_dir(const char *path);
/* out_dir/STEM.ext; the caller frees it. */
char *chapter_out_path(const char *in_path, const char *out_dir, const char *ext);
/* Creates dir and its parents. */
int make_dirs(const char *dir);

/* render_one.c: prepare and render one chapter with its book's tags,
 * printing its problems.  Returns an exit code. */
int cli_render_one(struct engine *e, const char *in, const char *out, int track, int total,
		   struct render_stats *st);

/* bind_m4b.c: batch --m4b (asked) or m4b = yes in book_dir/book.ini. */
int cli_wants_m4b(const char *book_dir, int asked);
/* OUT.m4a beside the output OUT.mp3: its AAC, the chapter's part of the M4B,
 * made by the worker that rendered it.  Returns an exit code. */
int cli_encode_aac(const char *out);
/* Whether OUT.m4a was made from OUT.mp3 as it is now. */
int cli_aac_is_fresh(const char *out);
/* The chapters' AAC bound into out_dir/NAME.m4b unless it is up to date.
 * Returns an exit code. */
int cli_bind_m4b(char *const *outputs, size_t n, const char *out_dir, const char *name,
		 const char *book_dir);

/* split_epub.c: tingshu split for an EPUB; returns an exit code. */
int cli_split_epub(const char *book, const char *dir);

/* state.c: what an output was made from, kept beside it (OUT.state) so that
 * batch skips chapters whose output is up to date, and the playlist knows
 * titles and durations without decoding. */
struct out_state {
	uint64_t hash;  /* of the chapter, its book.ini, the voices, cast, lexicon, version */
	double seconds; /* audio length */
	char *title;
};
/* Hash of the configuration every chapter shares; call after cli_engine_init. */
int state_config_hash(const struct engine_opts *o, uint64_t *hash);
/* ... and of one chapter: its text, its folder's book.ini and book.lexicon,
 * its corrections (NAME.speakers). */
int state_chapter_hash(uint64_t config, const char *chapter, uint64_t *hash);
/* ... and of a book bound from the outputs: their states (each chapter's
 * hash, which holds book.ini, and title) and the cover's content. */
int state_bound_hash(char *const *outputs, size_t n, const char *cover, uint64_t *hash);
/* 0 when out_path's state file exists and parses. */
int state_read(const char *out_path, struct out_state *st);
int state_write(const char *out_path, const struct out_state *st);
void state_release(struct out_state *st);
