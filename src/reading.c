/* reading.c - interim: Han text goes to eSpeak NG's own cmn dictionary, with
 * punctuation made ASCII for intonation.  The reading stage replaces this. */
#include "reading.h"
#include "err.h"
#include "strbuf.h"
#include "utf8.h"

#include <stdlib.h>

struct reading {
	int unused;
};

struct reading *reading_new(const char *user_lexicon, struct diag *d, int *err)
{
	(void)user_lexicon;
	(void)d;
	struct reading *r = calloc(1, sizeof(*r));
	if (!r)
		*err = ERR_NOMEM;
	return r;
}

void reading_free(struct reading *r)
{
	free(r);
}

int reading_norm(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	(void)r;
	return strbuf_add(out, s, n);
}

static char ascii_punct(int32_t cp)
{
	switch (cp) {
	case 0x3002: case 0xFF01: case 0xFF1B: case 0x2026: return '.';
	case 0xFF1F: return '?';
	case 0xFF0C: case 0x3001: case 0xFF1A: return ',';
	}
	return 0;
}

int reading_say(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	(void)r;
	size_t len;
	for (size_t i = 0; i < n; i += len) {
		int32_t cp = utf8_decode(s + i, n - i, &len);
		char p = ascii_punct(cp);
		int rc = p ? strbuf_addch(out, p) : cp > 0 && utf8_is_han(cp) ? strbuf_add(out, s + i, len) : 0;
		if (rc)
			return rc;
	}
	return 0;
}

int reading_align(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	(void)r;
	size_t len;
	for (size_t i = 0; i < n; i += len) {
		utf8_decode(s + i, n - i, &len);
		if (strbuf_adds(out, i ? " _" : "_"))
			return ERR_NOMEM;
	}
	return 0;
}
