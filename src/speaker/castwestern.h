/* castwestern.h - Western names a translated novel writes whole, given
 * name and family name joined by a middle dot (约翰·史密斯, 玛丽·摩斯坦),
 * for cast discovery (castgen.h).  The tags then name one part (约翰说):
 * a listener knows him by the whole, the part is its alias. */
#ifndef TINGSHU_CASTWESTERN_H
#define TINGSHU_CASTWESTERN_H

#include <stddef.h>

struct castwestern {
	char *full;	  /* 约翰·史密斯, as the text read writes it */
	size_t dot;	  /* where the dot starts in full: the given name's length */
	size_t family;	  /* where the family name starts in full, after the dot */
	char title[16];   /* the title after the whole name (约翰·史密斯先生), or "" */
};

struct castwestern_list {
	struct castwestern *v;
	size_t n, alloc;
};

void castwestern_init(struct castwestern_list *l);
void castwestern_release(struct castwestern_list *l);
/* Adds the whole names of buf[0..len) that l does not hold.  0 or
 * ERR_NOMEM. */
int castwestern_scan(struct castwestern_list *l, const char *buf, size_t len);
/* The one whole name that name is a part of, alone or titled (约翰,
 * 史密斯先生), or NULL when none or two (约翰·史密斯 and 约翰·华生 for
 * 约翰); *part 0 for the given name, 1 for the family name. */
const struct castwestern *castwestern_of(const struct castwestern_list *l, const char *name,
					 int *part);

#endif
