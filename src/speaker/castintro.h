/* castintro.h - the names a novel gives a character where it introduces
 * him, for cast discovery (castgen.h): 姓刘名备，字玄德 (surname, given name,
 * courtesy name) or 董卓字仲颖.  Classical narration then calls him by the
 * courtesy name (玄德曰), while a listener knows him by the full one: the
 * cast gets 刘备 with 玄德 as an alias.  A courtesy name (字) was a man's. */
#ifndef TINGSHU_CASTINTRO_H
#define TINGSHU_CASTINTRO_H

#include <stddef.h>

struct castintro {
	char *full;  /* surname and given name: 刘备 */
	char *style; /* the courtesy name: 玄德 */
	/* where in full the given name starts, when 姓严名伯阳 introduced
	 * a two-character one the narration may call him by (伯阳曰); else 0 */
	size_t given_at;
	/* the two as the book spells them, where the text read was a
	 * simplified copy of it (甄費, 士隱 for 甄费, 士隐) */
	char *full_spelt, *style_spelt;
};

struct castintro_list {
	struct castintro *v;
	size_t n, alloc;
};

void castintro_init(struct castintro_list *l);
void castintro_release(struct castintro_list *l);
/* Adds the introductions of buf[0..len) that l does not hold; spelt is the
 * text buf was made from, with the same offsets (or buf itself), whose
 * bytes spell the names.  0 or ERR_NOMEM. */
int castintro_scan(struct castintro_list *l, const char *buf, const char *spelt, size_t len);
/* The introduction whose full, courtesy or given name is name, or NULL. */
const struct castintro *castintro_find(const struct castintro_list *l, const char *name);

#endif
