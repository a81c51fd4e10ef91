/* state.h - what an output was made from, kept beside it (OUT.state): batch
 * skips a chapter whose audio is up to date, re-tags in place one whose
 * tags alone changed (its place in the book, the album, the cover), and
 * writes the playlist with titles and durations without decoding. */
#ifndef TINGSHU_STATE_H
#define TINGSHU_STATE_H

#include <stddef.h>
#include <stdint.h>

struct diag;
struct sink_meta;

struct out_state {
	uint64_t audio; /* hash of everything the audio was made from */
	uint64_t tags;  /* hash of the tags written (state_tags_hash) */
	double seconds; /* audio length */
	uint64_t warnings; /* hash of the warnings its chapter had (0: none known) */
	uint64_t plan;     /* hash of its speech (render_stats.plan; 0: not known) */
	char *title;
};

/* FNV-1a, 64 bits: enough to tell an edited input from the same one. */
uint64_t state_hash_begin(void);
void state_hash_str(uint64_t *h, const char *s);
void state_hash_bytes(uint64_t *h, const void *p, size_t n);
/* Mixes in a file's name (not its folder: outputs made on other machines,
 * with other paths, still count) and content; a missing file is empty.
 * 0 or ERR_IO. */
int state_hash_file(uint64_t *h, const char *path);
/* config (what every chapter shares: the engine's) and one chapter: its
 * text and its corrections (NAME.speakers). */
int state_chapter_hash(uint64_t config, const char *chapter, uint64_t *hash);
/* ... of a book bound from the outputs (an M4B): each one's audio and tags
 * (its title, the book's title, author and cover, its place) as their
 * states say, the year and the codec ("aac", "mp3"); a NULL output (a
 * chapter left out) counts for nothing.  ERR_IO when an output has no state,
 * ERR_NOMEM when out of memory. */
int state_bound_hash(char *const *outputs, size_t n, const char *year, const char *codec,
		     uint64_t *hash);
/* The warnings of d (its DIAG_WARNING items, their file, line and text),
 * to tell a run that has the same ones as the last; never 0. */
uint64_t state_warnings_hash(const struct diag *d);
/* The tags as they go into the file. */
uint64_t state_tags_hash(const struct sink_meta *meta);

/* 0 when out_path's state file exists and parses; ERR_NOMEM when out of
 * memory for its name or its lines, else ERR_IO or ERR_SYNTAX. */
int state_read(const char *out_path, struct out_state *st);
int state_write(const char *out_path, const struct out_state *st);
void state_release(struct out_state *st);
/* Removes out_path's state (none is no error).  0 or ERR_IO (errno set). */
int state_remove(const char *out_path);

#endif
