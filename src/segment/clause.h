/* clause.h - a segment cut into the clauses eSpeak NG speaks one at a time,
 * each with the pause its punctuation asks for. */
#ifndef TINGSHU_CLAUSE_H
#define TINGSHU_CLAUSE_H

#include <stddef.h>

/* eSpeak NG silently drops text past ~200 syllables in one clause; a clause
 * longer than this many characters is cut at the best break before it. */
#define CLAUSE_MAX_CHARS 100

enum pause_kind { PAUSE_NONE, PAUSE_CLAUSE, PAUSE_SENTENCE };

struct clause {
	size_t start, end;     /* byte range, punctuation included */
	enum pause_kind pause; /* what its last punctuation asks for */
};

/* The clause of s[0..n) that starts at pos; returns its end (== pos when
 * nothing is left). */
size_t clause_next(const char *s, size_t n, size_t pos, struct clause *c);

struct strbuf;

/* s[0..n) as one line in out (reset first): a segment never crosses a
 * paragraph, so a line break in it is a hard wrap (seg.h), which may fall
 * inside a word (重⏎庆).  Each break goes with the white space around it;
 * between two Latin letters or digits one space stays.  0 or ERR_NOMEM. */
int clause_unwrap(const char *s, size_t n, struct strbuf *out);

#endif
