/* castbare.h - the leads of a 文言 tale, met once by what they are and then
 * called by one character of it, for cast discovery (castgen.h): 太原王生
 * … 生曰 (a scholar: his surname and 生), 遇一女郎 … 女曰 (a young woman
 * met).  The cast gets the introduced form (王生, 女郎) with the bare
 * character as its alias, which a listener knows no one by alone. */
#ifndef TINGSHU_CASTBARE_H
#define TINGSHU_CASTBARE_H

#include <stddef.h>

#include "speaker/cast.h"

struct castbare {
	/* the form introduced, "" when none, "-" when the book has two: one
	 * surname and 生 before a mark (王生，), 女郎 or 女子 after 一 */
	char scholar[16], woman[16];
};

void castbare_init(struct castbare *b);
/* Reads the introductions of buf[0..len), simplified script. */
void castbare_scan(struct castbare *b, const char *buf, size_t len);
/* The one form introduced that the bare character `bare` (生, 女) stands
 * for, *gender its gender; NULL when there is none, or two. */
const char *castbare_full(const struct castbare *b, const char *bare, enum gender *gender);

#endif
