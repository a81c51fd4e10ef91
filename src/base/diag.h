/* diag.h - problems found in the text, kept with their line for the CLI to print
 * as `FILE:LINE: message`.  Stages add to it; only src/cli/ prints it. */
#ifndef TINGSHU_DIAG_H
#define TINGSHU_DIAG_H

#include <stddef.h>

enum diag_level { DIAG_WARNING, DIAG_ERROR };

struct diag_item {
	char *file;  /* the config file the problem is in, or NULL for the chapter */
	size_t line; /* 1-based; 0 when the problem is the whole file */
	enum diag_level level;
	char *msg;
};

struct diag {
	struct diag_item *v;
	size_t n, alloc;
	const char *file; /* set while reading a config file: copied into new items */
};

void diag_init(struct diag *d);
void diag_release(struct diag *d);
/* Returns 0 or ERR_NOMEM.  d may be NULL: the problem is then not kept. */
int diag_add(struct diag *d, size_t line, enum diag_level level, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
size_t diag_count(const struct diag *d, enum diag_level level);
/* Problems added from now on are in file (NULL: the chapter).  Returns the
 * file before, to set back when done.  d may be NULL. */
const char *diag_set_file(struct diag *d, const char *file);

#endif
