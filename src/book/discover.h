/* discover.h - a cast for a book: who speaks across its chapters
 * (speaker/castgen.h), each with a gender, and for the main ones a preset
 * of their own.  A book without cast.ini gets one on its first run; `tingshu
 * cast` adds the names found since, keeping what the reader wrote. */
#ifndef TINGSHU_DISCOVER_H
#define TINGSHU_DISCOVER_H

#include <stddef.h>

struct cast;
struct castgen;
struct diag;
struct reading;
struct repair_table;
struct voice_set;

/* Adds one chapter's speakers to g: loaded and repaired as it will be read
 * (the load's warnings go to d, which the caller may drop). */
int discover_scan(struct castgen *g, const char *chapter, const struct repair_table *table,
		  struct diag *d);
/* The index of the i-th of n chapters to scan: a book's preface (split's
 * NNNN_preface.txt: its 简介, 少年林剑秋…) tells of people before they are
 * met, so it is read last, when their names are known. */
size_t discover_nth(char *const *chapters, size_t n, size_t i);
/* Writes cast_path with what g found (the file's text kept as it is, new
 * characters appended, castgen_update_file): returns how many were added, or
 * a negative ERR_*.  voices, if not NULL, gives the main characters presets
 * of their gender (the neutral ones for an unknown gender) that no one in
 * the cast has yet, and the rest the one whose holders they talk with least
 * (castgen_near); names, if not NULL, each new name's reading as names
 * are read (单聘仁 shan4). */
int discover_write(const struct castgen *g, const char *cast_path, size_t min_quotes,
		   const struct voice_set *voices, const struct reading *names, struct diag *d);
/* Gives the members of c without a voice the ones discover_write would (a
 * cast kept in memory when the folder cannot be written). */
int discover_voices(const struct castgen *g, struct cast *c, const struct voice_set *voices);

#endif
