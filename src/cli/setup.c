/* setup.c - the book a command works on and the engine it renders with:
 * which chapters, which presets (installed, then the local ones), which
 * cast, lexicons and speed, each from the command line, else the book. */
#include "base/diag.h"
#include "base/dirlist.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "cli.h"
#include "text/epub.h"
#include "text/split.h"
#include "text/text.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

/* Presets a voices folder must hold to be the installed set. */
#define PRESET_PROBE "narrator.ini"

int cli_engine_option(const struct cli_command *cmd, struct cli_engine_args *a, int key,
		      const char *arg)
{
	switch (key) {
	case 'b': a->book_dir = arg; return 1;
	case 'V': a->voices_dir = arg; return 1;
	case 'c': a->cast_path = arg; return 1;
	case 'L': a->lexicon_path = arg; return 1;
	case 'R': a->repair_table = arg; return 1;
	case OPT_READ_ALL: a->read_all = 1; return 1;
	case OPT_SPEED:
		if (book_parse_speed(arg, &a->speed)) {
			cli_usage(cmd, "--speed takes a number from %.1f to %.1f, not '%s'",
				  BOOK_SPEED_MIN, BOOK_SPEED_MAX, arg);
			return -1;
		}
		return 1;
	}
	return 0;
}

int cli_is_dir(const char *path)
{
	struct stat st;
	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

static int has_presets(const char *dir)
{
	char path[PATH_MAX];
	return snprintf(path, sizeof(path), "%s/%s", dir, PRESET_PROBE) < (int)sizeof(path) &&
	       !access(path, R_OK);
}

const char *cli_presets_dir(void)
{
	static char found[PATH_MAX];
	if (found[0])
		return found;
	/* run from its build folder (the checkout, or build-asan/ in it), or
	 * installed under a prefix that was moved: beside the program, or one
	 * folder up */
	char dir[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", dir, sizeof(dir) - 1);
	for (int up = 0; n > 0 && up < 2; up++) {
		dir[n] = '\0';
		char *slash = strrchr(dir, '/');
		if (!slash || slash == dir)
			break;
		*slash = '\0';
		n = slash - dir;
		static const char *const beside[] = { "voices", "share/tingshu/voices" };
		for (size_t i = 0; i < sizeof(beside) / sizeof(*beside); i++)
			if (snprintf(found, sizeof(found), "%s/%s", dir, beside[i]) <
				    (int)sizeof(found) &&
			    has_presets(found))
				return found;
	}
	snprintf(found, sizeof(found), "%s", TINGSHU_DATADIR "/voices");
	if (has_presets(found))
		return found;
	found[0] = '\0';
	return NULL;
}

/* Whether two paths name the same folder. */
static int same_dir(const char *a, const char *b)
{
	struct stat sa, sb;
	return !stat(a, &sa) && !stat(b, &sb) && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* The default book: chapters/ where there is one, else the current folder. */
static const char *default_book(void)
{
	return cli_is_dir("chapters") ? "chapters" : ".";
}

/* Where a book's audio goes when neither -o nor book.ini says: out/ here
 * for the default book, out/NAME/ here for a book named elsewhere, so that
 * two books rendered from one folder never share (or overwrite) a file. */
static int default_output(struct book *b)
{
	if (same_dir(b->dir, default_book()))
		return (b->set.output = strdup("out")) ? 0 : ERR_NOMEM;
	char *name = book_folder_name(b);
	struct strbuf sb;
	strbuf_init(&sb);
	int rc = name ? strbuf_addf(&sb, "out/%s", name) : ERR_NOMEM;
	free(name);
	if (!rc)
		b->set.output = strbuf_detach(&sb, NULL);
	return rc;
}

int cli_open_book_dir(struct book *b, const char *dir)
{
	struct diag d;
	diag_init(&d);
	int rc = book_open(b, dir, &d);
	if (!rc && !b->set.output && (rc = default_output(b)))
		book_release(b);
	size_t errors = cli_print_diag(dir, &d);
	diag_release(&d);
	if (rc == ERR_IO && !errors)
		cli_error("cannot read the book '%s': %s", dir, strerror(errno));
	else if (rc && rc != ERR_IO && rc != ERR_SYNTAX)
		cli_report(dir, rc);
	return rc ? -1 : 0;
}

int cli_open_book(struct book *b, const struct cli_engine_args *a, const char *chapter)
{
	if (cli_is_dir(chapter)) { /* said before its book's cast is looked for */
		cli_error("'%s' is a folder: give one chapter file of it ('tingshu batch %s' "
			  "renders them all)", chapter, chapter);
		return -1;
	}
	if (epub_is_epub(chapter)) {
		cli_error("'%s' is an EPUB, a whole book: 'tingshu batch %s' renders it, "
			  "'tingshu split %s -o DIR' cuts it into chapters",
			  chapter, chapter, chapter);
		return -1;
	}
	if (a->book_dir)
		return cli_open_book_dir(b, a->book_dir);
	char *dir = book_dir_of(chapter);
	if (!dir) {
		cli_report("cannot start", ERR_NOMEM);
		return -1;
	}
	int rc = cli_open_book_dir(b, dir);
	free(dir);
	return rc;
}

/* The folder that chapter files given one by one share, or NULL after
 * saying why there is none. */
static char *files_folder(int argc, char **argv)
{
	char *dir = NULL;
	for (int i = 0; i < argc; i++) {
		const char *why = NULL;
		char *d = book_dir_of(argv[i]);
		if (!d)
			why = "out of memory";
		else if (cli_is_dir(argv[i]))
			why = "is a folder: give one book's folder, or chapter files";
		else if (dir && !same_dir(d, dir))
			why = "is in another folder than the first chapter: one book at a time";
		if (!why && access(argv[i], R_OK))
			why = strerror(errno);
		if (why) {
			cli_error("'%s': %s", argv[i], why);
			free(d);
			free(dir);
			return NULL;
		}
		if (dir)
			free(d);
		else
			dir = d;
	}
	return dir;
}

/* Whether the file at path holds a whole book: an EPUB, or a text with
 * chapter headings enough. */
static int is_book_file(const char *path)
{
	if (cli_is_dir(path))
		return 0;
	if (epub_is_epub(path))
		return 1;
	struct text t;
	int rc = text_load(&t, path, NULL);
	size_t headings = 0;
	if (!rc) {
		rc = split_count_headings(&t, &headings);
		text_release(&t);
	}
	return !rc && headings >= SPLIT_WHOLE_BOOK_HEADINGS;
}

/* The folder of the book a file holds: beside it, named by it (book/ for
 * book.epub or book.txt), split from it the first time and read as it is
 * after (the reader's cast and edits are there).  NULL after saying why
 * there is none. */
static char *book_file_folder(const char *file)
{
	const char *slash = strrchr(file, '/'), *dot = strrchr(file, '.');
	size_t stem = dot && dot > (slash ? slash + 1 : file) ? (size_t)(dot - file) : strlen(file);
	struct strbuf sb;
	strbuf_init(&sb);
	if (strbuf_addf(&sb, "%.*s%s", (int)stem, file, file[stem] ? "" : ".book")) {
		cli_report("cannot start", ERR_NOMEM);
		return NULL;
	}
	if (cli_is_dir(sb.buf)) {
		if (cli_verbosity >= 0)
			cli_note(file, "read from its folder %s/, split before (remove it to split again)",
				 sb.buf);
	} else if (cli_split(file, sb.buf, 0) != EXIT_OK) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb, NULL);
}

static int visible(const char *name)
{
	return name[0] != '.';
}

/* "no chapters in DIR", and the folders in it that hold some: a book
 * downloaded as a folder per volume (书/卷一/…). */
static void say_no_chapters(const char *dir)
{
	char **names = NULL, **txt = NULL;
	size_t n = 0, n_txt = 0;
	struct strbuf held;
	strbuf_init(&held);
	if (!dirlist_read(dir, visible, &names, &n))
		for (size_t i = 0; i < n; i++) {
			char *sub = book_join(dir, names[i]);
			if (sub && cli_is_dir(sub) &&
			    !dirlist_read(sub, book_is_chapter_name, &txt, &n_txt) && n_txt)
				strbuf_addf(&held, "%s'%s'", held.len ? ", " : "", sub);
			dirlist_free(txt, n_txt);
			txt = NULL, n_txt = 0;
			free(sub);
		}
	dirlist_free(names, n);
	if (held.len)
		cli_error("no chapters (*.txt) in '%s', but in its folders %s: a book is one folder of "
			  "chapters (give each, or move their files into one)", dir, held.buf);
	else
		cli_error("no chapters (*.txt) in '%s'", dir);
	strbuf_release(&held);
}

static int is_chapter_or_epub_name(const char *name)
{
	size_t n = strlen(name);
	return book_is_chapter_name(name) ||
	       (name[0] != '.' && n > 5 && !strcasecmp(name + n - 5, ".epub"));
}

/* A folder that holds one whole book, dropped in as it came (a TXT of many
 * chapters or an EPUB, the only .txt or .epub there): its path, read as
 * that book file is; NULL for a folder of chapters. */
static char *lone_book_file(const char *dir)
{
	char **names = NULL, *file = NULL;
	size_t n = 0;
	if (!dirlist_read(dir, is_chapter_or_epub_name, &names, &n) && n == 1)
		file = book_join(dir, names[0]);
	dirlist_free(names, n);
	if (file && !is_book_file(file)) {
		free(file);
		file = NULL;
	}
	return file;
}

int cli_open_book_args(struct book *b, char ***chapters, size_t *n, int argc, char **argv)
{
	*chapters = NULL;
	*n = 0;
	int book_file = argc == 1 && is_book_file(argv[0]);
	int whole = argc == 0 || book_file || (argc == 1 && cli_is_dir(argv[0]));
	char *lone = whole && !book_file ? lone_book_file(argc ? argv[0] : default_book()) : NULL;
	char *dir = lone        ? book_file_folder(lone)
		    : book_file ? book_file_folder(argv[0])
		    : whole   ? strdup(argc ? argv[0] : default_book())
			      : files_folder(argc, argv);
	free(lone);
	if (!dir)
		return -1;
	int rc = cli_open_book_dir(b, dir);
	free(dir);
	if (rc)
		return -1;
	if (whole && !b->n_chapters) {
		say_no_chapters(b->dir);
		book_release(b);
		return -1;
	}
	size_t want = whole ? b->n_chapters : (size_t)argc;
	if (!(*chapters = calloc(want ? want : 1, sizeof(**chapters)))) {
		cli_report("cannot start", ERR_NOMEM);
		book_release(b);
		return -1;
	}
	/* the chapters named, in the book's order; a file that is not a
	 * NAME.txt still renders, after the book's own */
	for (size_t i = 0; i < b->n_chapters; i++)
		for (int k = 0; k < argc || whole; k++)
			if (whole || book_track(b, argv[k]) == i + 1) {
				(*chapters)[(*n)++] = b->chapters[i];
				break;
			}
	for (int k = 0; !whole && k < argc; k++)
		if (!book_track(b, argv[k]))
			(*chapters)[(*n)++] = argv[k];
	return 0;
}

/* The folders presets come from, in order (a later one's win): the
 * installed ones, voices/ here, the book's voices setting, -V. */
static int voices_dirs(const struct cli_engine_args *a, const struct book *b,
		       const char *dirs[4], size_t *n)
{
	const char *base = cli_presets_dir();
	const char *more[] = { cli_is_dir("voices") ? "voices" : NULL, b ? b->set.voices : NULL,
			       a->voices_dir };
	*n = 0;
	if (base)
		dirs[(*n)++] = base;
	for (size_t i = 0; i < sizeof(more) / sizeof(*more); i++) {
		int dup = !more[i];
		for (size_t k = 0; !dup && k < *n; k++)
			dup = same_dir(dirs[k], more[i]);
		if (!dup)
			dirs[(*n)++] = more[i];
	}
	/* without the installed ones, the others must be a whole set */
	if (!*n) {
		cli_error("cannot find the voice presets (looked beside the program and in %s)",
			  TINGSHU_DATADIR "/voices");
		return -1;
	}
	return 0;
}

int cli_load_voices(struct voice_set *vs, const struct cli_engine_args *a, const struct book *b)
{
	const char *dirs[4];
	size_t n;
	if (voices_dirs(a, b, dirs, &n))
		return -1;
	struct diag d;
	diag_init(&d);
	int rc = voice_set_load(vs, dirs, n, &d);
	cli_print_diag(dirs[n - 1], &d);
	diag_release(&d);
	if (rc && rc != ERR_IO && rc != ERR_SYNTAX && rc != ERR_UNKNOWN)
		cli_report("cannot read the voice presets", rc);
	if (!rc)
		voice_set_scale(vs, a->speed ? a->speed : b ? b->set.speed : 0);
	return rc ? -1 : 0;
}

/* What became of the book's cast, said once. */
static void tell_cast(const struct engine *e, const struct book *b)
{
	if (e->cast_found < 0)
		return;
	char *path = book_file(b, BOOK_CAST);
	if (e->cast_write_errno)
		cli_error("warning: cannot write '%s' (%s): the %d characters found in the "
			  "chapters are used for this run only",
			  path ? path : BOOK_CAST, strerror(e->cast_write_errno), e->cast_found);
	else
		cli_note(path ? path : BOOK_CAST,
			 "the book had no cast: %d character%s found in its %zu chapter%s, "
			 "written here for you to check (names, genders, voices)",
			 e->cast_found, e->cast_found == 1 ? "" : "s", b->n_chapters,
			 b->n_chapters == 1 ? "" : "s");
	free(path);
}

int cli_engine_init(struct engine *e, const struct cli_engine_args *a, const struct book *b,
		    int flags)
{
	const char *dirs[4];
	size_t n_dirs;
	if (voices_dirs(a, b, dirs, &n_dirs))
		return ERR_IO;
	struct engine_opts o = {
		.book = b,
		.voices_dirs = dirs,
		.n_voices_dirs = n_dirs,
		.cast_path = a->cast_path,
		.lexicon_path = a->lexicon_path,
		.repair_table = a->repair_table,
		.speed = a->speed ? a->speed : b ? b->set.speed : 0,
		.read_all = a->read_all || (b && b->set.read_all),
		.discover_cast = (flags & CLI_DISCOVER) && b,
		.need_synth = (flags & CLI_SYNTH) != 0,
	};
	struct diag d;
	diag_init(&d);
	int rc = engine_init(e, &o, &d);
	int saved = errno;
	cli_print_diag(dirs[n_dirs - 1], &d);
	diag_release(&d);
	errno = saved;
	/* what could not be read is named in d (the file, or the folder) */
	if (rc && rc != ERR_IO && rc != ERR_SYNTAX && rc != ERR_UNKNOWN)
		cli_report("cannot start", rc);
	if (!rc && b)
		tell_cast(e, b);
	return rc;
}
