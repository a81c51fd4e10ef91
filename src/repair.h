/* repair.h - stage 2: scrambled (font-obfuscated) text detected and repaired.
 *
 * Web-novel sites swap glyphs in their fonts, so copied text holds stand-ins
 * (蹈 for 道, 欢 for 后 ...).  Repair replaces characters one for one, so the
 * text keeps its lines and a normal chapter is never changed. */
#ifndef TINGSHU_REPAIR_H
#define TINGSHU_REPAIR_H

#include <stddef.h>

struct text;
struct diag;

struct repair_report {
	double score;     /* how scrambled the text looks: 0 normal .. 1 surely scrambled */
	int scrambled;    /* judged scrambled, so repaired */
	size_t changed;   /* characters replaced */
};

/* Detects and repairs t->buf in place with the built-in table and the
 * user's (no automatic search: see repair_opts).  user_table: a file of
 * `STANDIN ORIGINAL` lines for another site's cipher, or NULL.  Returns 0,
 * ERR_NOMEM, or for a bad table ERR_IO / ERR_SYNTAX (each bad line in d with
 * its number) and then leaves the text as it was. */
int repair_text(struct text *t, const char *user_table, struct repair_report *rep,
		struct diag *d);

/* Reads a user table as repair_text does, so that a run can refuse a bad one
 * before its first chapter: 0, ERR_IO (errno says why), ERR_SYNTAX, ERR_TOO_BIG
 * or ERR_NOMEM, each problem in d under the table's name (a bad line with its
 * number). */
int repair_check_table(const char *user_table, struct diag *d);

/* What repair_text_opts may use; repair_text is { 1, 0 }. */
struct repair_opts {
	int builtin;   /* the built-in table of the known site cipher */
	int autosolve; /* when no table fits: find an unknown cipher's key from
			* the chapter itself (about 0.15 s a chapter) */
};

int repair_text_opts(struct text *t, const char *user_table, const struct repair_opts *o,
		     struct repair_report *rep, struct diag *d);

#endif
