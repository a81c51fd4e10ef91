#include "segment/clause.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "reading/names.h"

#include <string.h>

static enum pause_kind pause_of(int32_t cp)
{
	switch (cp) {
	case 0x3002: case 0xFF01: case 0xFF1F: case 0xFF1B: /* 。！？； */
	case '!': case '?': case ';': case 0x2026: case 0xFF0E: /* …  ． */
		return PAUSE_SENTENCE;
	case 0xFF0C: case 0x3001: case 0xFF1A: case ',': case ':': /* ，、： */
	case 0x2014: case 0xFE30: case 0xFF5E: /* — ︰ ～ */
		return PAUSE_CLAUSE;
	}
	return PAUSE_NONE;
}

/* Marks that belong to the clause before them: closing quotes and brackets,
 * and more of the same punctuation (！？, ……, ——). */
static int is_trailer(int32_t cp)
{
	return cp == 0x201D || cp == 0x2019 || cp == 0x300D || cp == 0x300F || cp == '"' ||
	       cp == '\'' || cp == 0xFF09 || cp == ')' || cp == 0x300B || cp == 0x3011 ||
	       pause_of(cp) != PAUSE_NONE || cp == '.';
}

/* A good place to cut an over-long clause: after white space or a particle. */
static int is_soft_break(int32_t cp)
{
	return utf8_is_space(cp) || cp == 0x7684 /* 的 */ || cp == 0x4E86 /* 了 */ ||
	       cp == 0x7740 /* 着 */ || cp == 0x5730 /* 地 */ || cp == 0x5F97 /* 得 */;
}

size_t clause_next(const char *s, size_t n, size_t pos, struct clause *c)
{
	size_t i = pos, len, chars = 0, soft = 0;
	c->start = pos;
	c->pause = PAUSE_NONE;
	while (i < n) {
		int32_t cp = utf8_decode(s + i, n - i, &len);
		enum pause_kind p = pause_of(cp);
		if (cp == 0xFF0E && names_western_dot_at(s, n, i))
			p = PAUSE_NONE;
		/* ASCII "..." as an ellipsis, but not a decimal point */
		if (cp == '.' && i + 1 < n && s[i + 1] == '.')
			p = PAUSE_SENTENCE;
		i += len;
		if (p != PAUSE_NONE) {
			c->pause = p;
			while (i < n) {
				int32_t next = utf8_decode(s + i, n - i, &len);
				if (!is_trailer(next))
					break;
				if (pause_of(next) > c->pause)
					c->pause = pause_of(next);
				i += len;
			}
			break;
		}
		chars++;
		if (is_soft_break(cp) && chars > CLAUSE_MAX_CHARS * 6 / 10)
			soft = i;
		if (chars >= CLAUSE_MAX_CHARS) {
			if (soft)
				i = soft;
			c->pause = PAUSE_NONE;
			break;
		}
	}
	c->end = i;
	return i;
}

static int is_latin_word(int32_t cp)
{
	return (cp >= '0' && cp <= '9') || (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z');
}

int clause_unwrap(const char *s, size_t n, struct strbuf *out)
{
	strbuf_reset(out);
	size_t done = 0;
	for (const char *nl; (nl = memchr(s + done, '\n', n - done));) {
		size_t end = (size_t)(nl - s), next = end + 1, len;
		int32_t before = 0, after = 0;
		while (end > done) { /* the spaces before the break */
			size_t b;
			before = utf8_before(s, done, end, &b);
			if (!utf8_is_space(before))
				break;
			end = b;
		}
		while (next < n) { /* and the next line's indentation */
			after = utf8_decode(s + next, n - next, &len);
			if (!utf8_is_space(after))
				break;
			next += len;
		}
		if (strbuf_add(out, s + done, end - done) ||
		    (end > done && next < n && is_latin_word(before) && is_latin_word(after) &&
		     strbuf_addch(out, ' ')))
			return ERR_NOMEM;
		done = next;
	}
	return strbuf_add(out, s + done, n - done) ? ERR_NOMEM : 0;
}
