/* book.h - a book is a folder: its chapters (*.txt, in name order) and,
 * beside them, everything tingshu keeps or the reader decides about it:
 *
 *   book.ini       [book] title, author, year, cover, m4b (batch binds the
 *                  book into one M4B too), m4b_codec (aac or mp3);
 *                  [settings] voices, speed,
 *                  workers, output, read_all
 *   cast.ini       its characters (found on the first run when missing)
 *   book.lexicon   readings of its names
 *   book.repair    the key of its scrambled chapters (`tingshu decipher`)
 *   NAME.speakers  the reader's corrections of who says what in NAME.txt
 *
 * Every command given a chapter or a folder reads that book's files, and
 * nothing of one book applies to another.  A later stage that keeps a file
 * per book names it here and finds it with book_file(). */
#ifndef TINGSHU_BOOK_H
#define TINGSHU_BOOK_H

#include "audio/m4b.h"

#include <stddef.h>

struct diag;
struct text;

#define BOOK_INI "book.ini"
#define BOOK_CAST "cast.ini"
#define BOOK_LEXICON "book.lexicon"
#define BOOK_REPAIR "book.repair"

/* The [settings] of book.ini: each unset one is 0 or NULL, and the command
 * line wins over each. */
struct book_settings {
	char *voices;  /* a folder of presets over the installed ones */
	char *output;  /* where the audio goes */
	double speed;  /* every voice's rate scaled by this */
	int workers;   /* batch's worker processes */
	int read_all;  /* read_all = yes: site text, notes and links are read too */
};

struct book {
	char *dir; /* the folder, as given ("." for a bare file name) */
	char *title;
	char *author;
	char *year;
	char *cover; /* the cover image: paths in book.ini are relative to its folder */
	int m4b;     /* m4b = yes: batch binds the book into one M4B too */
	enum m4b_codec m4b_codec; /* m4b_codec = aac (encoded) or mp3 (the chapters' copied) */
	struct book_settings set;
	char **chapters; /* dir/NAME.txt, in name order (numbers by value: dirlist.h) */
	size_t n_chapters;
	unsigned char *cover_image; /* after book_load_cover: the file's bytes, or NULL */
	size_t cover_len;
	/* after book_find_tracks, one per chapter: */
	unsigned char *silent; /* 1 for a chapter with no track */
	char **title_volume;   /* the volume heading its track's title starts with, its own
				* heading being a chapter's under another volume too (卷二 /
				* 第二章 重逢); NULL: none */
};

/* Speeds a book or the command line may ask for. */
#define BOOK_SPEED_MIN 0.5
#define BOOK_SPEED_MAX 3.0
#define BOOK_WORKERS_MAX 64

/* A speed as book.ini and --speed write it (1.5, 0.8): 0 or ERR_SYNTAX. */
int book_parse_speed(const char *s, double *speed);
/* The M4B's codec as book.ini and --m4b-codec write it (aac, mp3): 0 or
 * ERR_SYNTAX. */
int book_parse_m4b_codec(const char *s, enum m4b_codec *codec);

/* Reads dir/book.ini (none: an empty book) and lists the chapters.  Bad
 * lines go to d with their line (ERR_SYNTAX); a folder that cannot be read
 * is ERR_IO. */
int book_open(struct book *b, const char *dir, struct diag *d);
void book_release(struct book *b);
/* Reads the cover image once for every chapter's tags.  One that cannot be
 * read, or is too large for a tag, is left out with a warning in d. */
int book_load_cover(struct book *b, struct diag *d);
/* The folder of a chapter file ("." for a bare name); the caller frees it. */
char *book_dir_of(const char *chapter);
/* The book folder's own name (the current folder's for "."; "book" for ..
 * or /; the one it is in for chapters/, as split makes it), for what is
 * named after a book without a title; the caller frees it, NULL when out of
 * memory. */
char *book_folder_name(const struct book *b);
/* The book's name for its tags and its bound files: its title, else its
 * folder's name (for chapters/, the folder that holds it: the book's own).
 * The caller frees it; NULL when out of memory. */
char *book_name(const struct book *b);
/* dir/name, or name itself when it is absolute; the caller frees it. */
char *book_join(const char *dir, const char *name);
/* A file of the book (BOOK_CAST ...); the caller frees it. */
char *book_file(const struct book *b, const char *name);
/* 1-based place of a chapter file among the book's, 0 when it is not one. */
size_t book_track(const struct book *b, const char *chapter);
/* Finds the chapters with nothing to read aloud (blank, or only asides: a
 * site's text, notes, the book's title page; read_all: blank alone), which
 * batch leaves out: they make no track; and the chapters whose titles must
 * name their volume: a volume's chapters may be numbered from 1 again, and
 * under the same headings as another volume's (第二章 重逢 in 卷一 and 卷二).
 * A chapter's volume is the one named in the title of the latest volume's
 * first chapter before it (book_chapter_title).  0 or ERR_NOMEM. */
int book_find_tracks(struct book *b, int read_all);
void book_tracks_release(struct book *b);
/* The track tag of the chapter at place at (book_track's; 0: a file that
 * is no chapter of the book): its place among the chapters that make a
 * track (all of them before book_find_tracks) and how many do; 0 and 0 for
 * at 0. */
void book_track_tag(const struct book *b, size_t at, int *track, int *total);
/* Whether name is a chapter file's name (NAME.txt, or NAME.TXT as Windows
 * tools write it; not hidden). */
int book_is_chapter_name(const char *name);

/* Sets key = value in [book] of DIR/book.ini, made if missing; every other
 * line stays as the user wrote it.  A key the file has keeps its value
 * unless replace.  Returns 0, ERR_IO (errno set) or ERR_NOMEM. */
int book_ini_set(const char *dir, const char *key, const char *value, int replace);

/* The chapter's heading (第十回 ..., 序章, or a short first line that is not
 * an aside), trimmed, or NULL when it has none.  The caller frees it.  A
 * volume's first chapter heads it with the volume's heading (第二卷 北城
 * 第一章 初见): *volume_len, unless NULL, gets that many bytes of it, else 0. */
char *book_chapter_title(const struct text *t, size_t *volume_len);
/* The track title of the chapter at place at (book_track's): title headed
 * by the chapter's title_volume, if it has one and title does not start
 * with it already.  Takes title (NULL stays NULL) and returns it, or a new
 * string (title freed), or NULL when out of memory. */
char *book_title_in_volume(const struct book *b, size_t at, char *title);
/* The file name without folder and extension; the caller frees it. */
char *book_file_stem(const char *path);

#endif
