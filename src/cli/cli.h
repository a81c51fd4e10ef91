/* cli.h - what the subcommands share: option tables that make both the
 * getopt_long arguments and the help text, messages, diagnostics, and the
 * book and engine a command works with.  Each command is a file cmd_NAME.c
 * with its own table, listed in main.c. */
#ifndef TINGSHU_CLI_H
#define TINGSHU_CLI_H

#include <getopt.h>
#include <stddef.h>
#include <stdint.h>

#include "book/book.h"
#include "book/render.h"

struct album;
struct diag;

enum { EXIT_OK = 0, EXIT_FAILED = 1, EXIT_USAGE = 2 };
/* cli_render_one's: nothing to read aloud (never a process's exit code) */
#define EXIT_NOTHING 3

struct cli_option {
	const char *name;  /* long name */
	int key;           /* short letter, or a value >= 256 for long-only options */
	const char *arg;   /* the argument's name in the help, NULL for a flag */
	const char *help;
};

struct cli_command {
	const char *name;
	const char *usage;   /* after "tingshu NAME " */
	const char *summary; /* one line, then more lines if needed */
	const struct cli_option *options; /* ends with { NULL } */
};

/* Long-only option keys the shared tables use; a command's own start at
 * OPT_COMMAND. */
enum { OPT_SPEED = 256, OPT_READ_ALL, OPT_COMMAND = 300 };

/* Options every command that renders or inspects takes (cli_engine_option). */
#define CLI_ENGINE_OPTIONS \
	{ "book", 'b', "DIR", "the book whose files apply (default: the chapter's folder)" }, \
	{ "voices", 'V', "DIR", "presets that add to or replace the installed ones" }, \
	{ "cast", 'c', "FILE", "the cast (default: the book's cast.ini)" }, \
	{ "lexicon", 'L', "FILE", "user lexicon: WORD pin1 yin1 per line" }, \
	{ "repair-table", 'R', "FILE", "extra STANDIN ORIGINAL pairs for scrambled text" }, \
	{ "speed", OPT_SPEED, "FACTOR", "every voice faster or slower (0.5 to 3; 1.5: a third less time)" }, \
	{ "read-all", OPT_READ_ALL, NULL, \
	  "read site text, notes, links and rules aloud too (book.ini: [settings] read_all)" }

#define CLI_COMMON_OPTIONS \
	{ "quiet", 'q', NULL, "say nothing but errors" }, \
	{ "verbose", 'v', NULL, "say more" }, \
	{ "help", 'h', NULL, "show this help and exit" }

extern int cli_verbosity; /* -1 quiet, 0 normal, 1 verbose */

/* getopt_long over cmd's table: the next key for the command to handle,
 * or -1 when there is none, *stop then -1 at the options' end, else the
 * exit code the command returns now: EXIT_OK after -h (help printed),
 * EXIT_USAGE after a usage error (printed).  -q and -v set cli_verbosity. */
int cli_getopt(const struct cli_command *cmd, int argc, char **argv, int *stop);
/* Whether s is a whole number from lo to hi: 0 with it in *n, else -1. */
int cli_number(const char *s, long lo, long hi, long *n);
void cli_help(const struct cli_command *cmd);
/* `tingshu: MESSAGE` on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* `FILE: note: MESSAGE` on stderr, unless quiet. */
void cli_note(const char *file, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int cli_usage(const struct cli_command *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Prints each problem as FILE:LINE: message (FILE: the item's, else
 * chapter); returns the number of errors. */
size_t cli_print_diag(const char *chapter, const struct diag *d);
/* The same, with the warnings or without them. */
size_t cli_print_diag_as(const char *chapter, const struct diag *d, int warnings);
/* `cannot open 'x': strerror` or the error code's text. */
void cli_report(const char *what, int err);
struct text;
/* The text at path, its problems printed, and why when it cannot be read:
 * 0 or the error. */
int cli_load_text(struct text *t, const char *path);
/* Signals that stop a run: temp files are removed and the process exits
 * 128 + the signal. */
void cli_catch_signals(void);
/* Whether stderr is a terminal a progress line may be drawn on. */
int cli_progress_wanted(void);
/* Prints s and the spaces that fill its column to cols wide on a terminal
 * (a Chinese character takes two columns, not one a byte), then one more. */
void cli_print_column(const char *s, size_t cols);
/* h:mm:ss */
void cli_format_hms(char *buf, size_t size, double seconds);
double cli_now_s(void);
struct lock_holder;
/* That another tingshu has the output folder dir (book/lock.h), and who. */
void cli_busy(const char *dir, const struct lock_holder *who);
/* Creates dir and its parents: 0 or ERR_IO. */
int cli_make_dirs(const char *dir);

/* --- the book and the engine (setup.c) --------------------------------- */

/* What the engine options (CLI_ENGINE_OPTIONS) said. */
struct cli_engine_args {
	const char *book_dir, *voices_dir, *cast_path, *lexicon_path, *repair_table;
	double speed; /* 0: the book's, else 1 */
	int read_all; /* 0: the book's setting */
};
/* Applies an engine option: 1 if key was one, 0 if not, -1 after printing
 * a usage error for its value. */
int cli_engine_option(const struct cli_command *cmd, struct cli_engine_args *a, int key,
		      const char *arg);

/* Opens the book of a chapter file (its folder, or a->book_dir), or the
 * book in dir, printing what is wrong.  Returns 0 or -1. */
int cli_open_book(struct book *b, const struct cli_engine_args *a, const char *chapter);
int cli_open_book_dir(struct book *b, const char *dir);
/* The book and chapters of a command's arguments: a book's folder (none:
 * chapters/, else the current folder), or chapter files of one folder.
 * *chapters gets the chapters named, in the book's order (all of them for a
 * folder; a folder with none is an error).  Prints what is wrong; returns 0
 * or -1. */
int cli_open_book_args(struct book *b, char ***chapters, size_t *n, int argc, char **argv);

enum { CLI_SYNTH = 1, CLI_DISCOVER = 2 };
/* Sets up the engine for book b (NULL: text without a book) with the
 * arguments' presets, cast, lexicons and speed (the book's when not given),
 * printing what went wrong, and that a cast was found for the book.  flags:
 * CLI_SYNTH starts eSpeak NG; CLI_DISCOVER finds a cast for a book that has
 * none. */
int cli_engine_init(struct engine *e, const struct cli_engine_args *a, const struct book *b,
		    int flags);
/* The presets as cli_engine_init reads them (and scales them by the
 * speed).  Prints what is wrong; returns 0 or -1. */
int cli_load_voices(struct voice_set *vs, const struct cli_engine_args *a, const struct book *b);
/* The installed presets' folder: beside the program when it runs from its
 * build folder, else DATADIR/voices; NULL when none is found. */
const char *cli_presets_dir(void);

/* --- the book's key (cmd_decipher.c) --------------------------------------- */

/* Searches book b's chapters that no known table (the built-in one, its
 * book.repair, user_table) fits for one key, and writes what it finds as
 * its book.repair (not when dry_run), saying so.  automatic (batch, render):
 * nothing to do when the book has a book.repair; chapters that look
 * scrambled and that no key fits are warned about with their line.
 * Returns 0, 1 when user_table does not load (the command cannot go on
 * without it), or -1 when the search failed (the chapters are read as
 * they are), either after printing what went wrong. */
int cli_book_key(const struct book *b, const char *user_table, int automatic, int dry_run);

/* --- one chapter (render_one.c) ------------------------------------------ */

/* Prepares and renders chapter in of book b to out with its tags, then its
 * sidecars (LRC, state), printing its problems.  Returns an exit code, or
 * EXIT_NOTHING, unsaid, for a chapter with nothing to read aloud (blank, or
 * only a site's text, notes, a title page): no output is written.  aac, when not NULL,
 * is where an MP3 out's AAC goes too, encoded as it is rendered (the M4B's
 * chapter: cli_aac_prepare). */
int cli_render_one(struct engine *e, const struct book *b, const char *in, const char *out,
		   const char *aac, struct render_stats *st);
/* Whether chapter in, changed since out was made (or the book's settings,
 * its cast), would still be said word for word and voice for voice as out
 * is: then out's state is brought up to date and out is kept, and 1 is
 * returned; 0 when it must be rendered. */
int cli_keep_same_speech(struct engine *e, const char *in, const char *out);
/* Removes out, made by an earlier run (it has a state), with its LRC, its
 * AAC and its state, saying so: its chapter now has no audio (a copy of the
 * one before, or nothing to read aloud), and a player must not list it.  A
 * file not of tingshu's making is left.  0 or the error, told. */
int cli_remove_output(const char *out);
/* Reads the book's cover once for all its chapters, saying what is wrong
 * with it (a warning: it is left out).  0 or ERR_NOMEM. */
int cli_load_cover(struct book *b);
/* Whether path is a folder. */
int cli_is_dir(const char *path);
/* out_dir/STEM.ext (out_dir may end in /); the caller frees it. */
char *cli_out_path(const char *chapter, const char *out_dir, const char *ext);
/* The folder outputs go to when -o is not given: the book's output
 * setting, else out/ in the current folder. */
const char *cli_out_dir(const struct book *b);

/* --- the book bound into one M4B (bind_m4b.c), EPUB (split_epub.c) ------- */

/* OUT_DIR/.aac/NAME.m4a for the output OUT_DIR/NAME.mp3: its AAC, the
 * chapter's part of the M4B, made by the worker that rendered it.  Returns
 * an exit code. */
int cli_encode_aac(const char *out);
/* Removes out_dir's AAC folder's temporary files whose process is gone (a
 * worker killed with -9 while encoding). */
void cli_clean_stale_aac(const char *out_dir);
/* OUT_DIR/.aac/NAME.m4a for OUT.mp3, for the renderer to write as it
 * renders (cli_render_one), its folder made and the stale one removed; NULL
 * (told) when the folder cannot be made.  The caller frees it. */
char *cli_aac_prepare(const char *out);
/* Removes OUT.mp3's AAC and its state (none is no error).  0 or ERR_IO. */
int cli_aac_remove(const char *out);
/* Removes the AAC (and state) of every output in the album's folder that is
 * no chapter's of the book now (a chapter deleted or renamed): part of no
 * M4B, unlike the stray MP3 beside it, which the user may still want. */
void cli_aac_prune(const struct album *a);
/* Whether the AAC was made from OUT.mp3's audio as it is now. */
int cli_aac_is_fresh(const char *out);
/* The AAC's state made OUT.mp3's (the same audio); an exit code. */
int cli_aac_restate(const char *out);
/* The album's chapters' AAC bound into path unless it is up to date, with
 * the book's tags (titled with the album's name) and cover.  Returns an
 * exit code. */
struct album;
int cli_bind_m4b(const struct album *a, const char *path);
/* tingshu split for an EPUB; returns an exit code. */
int cli_split_epub(const char *book, const char *dir);
/* tingshu split of a whole-book TXT or an EPUB into dir (cmd_split.c);
 * returns an exit code. */
int cli_split(const char *book, const char *dir, int force);

int cmd_render(int argc, char **argv);
int cmd_batch(int argc, char **argv);
int cmd_preview(int argc, char **argv);
int cmd_inspect(int argc, char **argv);
int cmd_split(int argc, char **argv);
int cmd_cast(int argc, char **argv);
int cmd_voices(int argc, char **argv);
int cmd_decipher(int argc, char **argv);

#endif
