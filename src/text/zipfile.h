/* zipfile.h - reading entries of a ZIP archive (an EPUB) that may be hostile.
 *
 * Opening checks every entry's name: none may be absolute or climb out with
 * "..", so no name in the archive can ever lead outside a folder.  Reading
 * inflates at most a given number of bytes, counted while inflating (the size
 * an entry declares is not trusted), so a zip bomb costs nothing.  libzip's
 * header is included by zipfile.c alone. */
#ifndef TINGSHU_ZIPFILE_H
#define TINGSHU_ZIPFILE_H

#include <stddef.h>

struct diag;
struct strbuf;

struct zipfile;

/* Problems go to d (line 0, in d's current file).  Returns NULL with *err:
 * ERR_IO (errno set), ERR_SYNTAX (not a ZIP archive, corrupt, or an unsafe
 * name), ERR_TOO_BIG (too many entries) or ERR_NOMEM. */
struct zipfile *zipfile_open(const char *path, struct diag *d, int *err);
/* Whether the archive has an entry of that name (byte for byte). */
int zipfile_has(struct zipfile *z, const char *name);
/* Appends the inflated entry to out.  Returns 0, ERR_UNKNOWN (no such entry),
 * ERR_TOO_BIG (it inflates to more than max bytes), ERR_SYNTAX (encrypted or
 * corrupt) or ERR_NOMEM; every failure but ERR_UNKNOWN is reported in d. */
int zipfile_read(struct zipfile *z, const char *name, size_t max, struct strbuf *out,
		 struct diag *d);
/* Accepts NULL. */
void zipfile_close(struct zipfile *z);

#endif
