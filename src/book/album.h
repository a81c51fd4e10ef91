/* album.h - a book's audio in its output folder: a file per chapter (the
 * chapter's name with .mp3), tags that follow the book (its place n/total,
 * the album, the artist, the cover) and the playlist, BOOK.m3u8. */
#ifndef TINGSHU_ALBUM_H
#define TINGSHU_ALBUM_H

#include <stddef.h>

struct book;
struct diag;
struct sink_meta;

struct album {
	const struct book *book;
	char *dir;
	char *name;     /* the album's: book_name */
	char **outputs; /* one per chapter of the book, in its order; NULL: left out,
			 * silent in the book (book_find_tracks, or batch's since) */
	const char **names; /* the outputs' file names, sorted: looked up, not scanned */
	size_t n_names;
};

/* Book b's album in dir: an output for each chapter but the book's silent
 * ones. */
int album_open(struct album *a, const struct book *b, const char *dir);
void album_release(struct album *a);
/* The tags of the book's chapter i (0-based) whose title is title: its
 * track is its place among the chapters that make a track (book_track_tag). */
void album_meta(const struct album *a, size_t i, const char *title, struct sink_meta *m);
/* Gives every output whose tags are not the book's now (a chapter added or
 * removed before it, a new title or cover) its tags in place, without
 * rendering it again; outputs that are missing or that have no state are
 * left alone.  *retagged counts them; a file that cannot be re-tagged is
 * named in d.  0 or the first error. */
int album_retag(const struct album *a, size_t *retagged, struct diag *d);
/* dir/NAME.ext, NAME the album's name made a safe file name: the
 * playlist's (m3u8) and the bound book's (m4b).  The caller frees it; NULL
 * when out of memory. */
char *album_path(const struct album *a, const char *ext);
/* dir/stem.ext: a file of the album's folder, as the same file under a
 * name of album_old_playlists.  The caller frees it; NULL when out of memory. */
char *album_path_of(const struct album *a, const char *stem, const char *ext);
/* dir/NAME.m3u8: every chapter that has an output, in order, with its
 * title and duration.  0, ERR_IO (errno set) or ERR_NOMEM; *path gets its
 * path. */
int album_write_playlist(const struct album *a, char **path);

/* The outputs in the album's folder, each an MP3 with a state (of
 * tingshu's making), that are no chapter's of the book now: a chapter
 * deleted or renamed since (or another book's, in a shared folder).  Left
 * for the user to remove: not the album's, so not its to delete.  *names
 * gets the MP3s' names, sorted (free them with dirlist_free), *n their
 * count.  0, ERR_IO (errno set) or ERR_NOMEM. */
int album_strays(const struct album *a, char ***names, size_t *n);
/* The playlists in the album's folder, other than its own, that list its
 * chapters' outputs and nothing else: the book's, written under its title
 * (or its folder's name) before that changed.  *names gets those names
 * without their .m3u8 (for album_path_of), sorted (free them with
 * dirlist_free), *n their count.  0, ERR_IO (errno set) or ERR_NOMEM. */
int album_old_playlists(const struct album *a, char ***names, size_t *n);
/* Whether mp3 (a file name: NAME.mp3) is the output of one of the album's
 * chapters (a chapter left out has had its output removed). */
int album_is_chapter_output(const struct album *a, const char *mp3);

#endif
