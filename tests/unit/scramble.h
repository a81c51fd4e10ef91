/* scramble.h - chapters scrambled for evaluation, as a site's font would:
 * shared by the repair test and bench/repair.c, so that both measure the
 * automatic search on the same text and key. */
#ifndef TINGSHU_SCRAMBLE_H
#define TINGSHU_SCRAMBLE_H

#include "base/strbuf.h"
#include "base/utf8.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The whole file at path, NUL-terminated, or NULL. */
static char *slurp(const char *path, size_t *n)
{
	struct strbuf sb;
	strbuf_init(&sb);
	if (strbuf_read_path(&sb, path, 0)) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb, n);
}

/* The pairs of a key file (`STANDIN<TAB>ORIGINAL` lines): its Han and
 * private-use characters (a font's stand-ins) taken two by two, a
 * stand-in then its original. */
static size_t scramble_read_key(const char *path, uint32_t (*pairs)[2], size_t max)
{
	size_t n, np = 0, len;
	char *key = slurp(path, &n);
	for (size_t i = 0, k = 0; key && i < n && np < max; i += len) {
		int32_t c = utf8_decode(key + i, n - i, &len);
		if (c < 0 || !(utf8_is_han(c) || (c >= 0xE000 && c <= 0xF8FF)))
			continue;
		pairs[np][k] = (uint32_t)c;
		np += k;
		k ^= 1;
	}
	free(key);
	return np;
}

/* A copy of text[0..n) with every original of pairs replaced by its
 * stand-in (of the same UTF-8 length), or NULL. */
static char *scramble(const char *text, size_t n, const uint32_t (*pairs)[2], size_t npairs)
{
	char *out = malloc(n + 1);
	if (!out)
		return NULL;
	memcpy(out, text, n);
	out[n] = '\0';
	size_t len;
	for (size_t i = 0; i < n; i += len) {
		int32_t c = utf8_decode(text + i, n - i, &len);
		for (size_t j = 0; j < npairs; j++) {
			char enc[4];
			if ((int32_t)pairs[j][1] == c && utf8_encode((int32_t)pairs[j][0], enc) == len)
				memcpy(out + i, enc, len);
		}
	}
	return out;
}

#endif
