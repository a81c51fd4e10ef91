/* dirlist.h - the names in a folder that a filter keeps, sorted, so that
 * what is made from them (a book's chapter order, the pool of presets) does
 * not depend on the file system.  Numbers sort by value, as a reader counts
 * chapters: 第2章 before 第10章, 第九回 before 第十回, 9.txt before 10.txt. */
#ifndef TINGSHU_DIRLIST_H
#define TINGSHU_DIRLIST_H

#include <stddef.h>

/* *names gets the kept names (NULL when none), *n their count; free them
 * with dirlist_free.  0, ERR_IO (errno set) or ERR_NOMEM. */
int dirlist_read(const char *dir, int (*keep)(const char *name), char ***names, size_t *n);
void dirlist_free(char **names, size_t n);
/* The order of dirlist_read: numbers by their value (第2章 before 第10章,
 * 第二章 before 第十章, female2 before female10), the rest by bytes; equal
 * values, by bytes. */
int dirlist_compare(const char *a, const char *b);
/* Whether name ends in suffix (".m3u8") with something before it, the test
 * of most filters. */
int dirlist_ends_in(const char *name, const char *suffix);

#endif
