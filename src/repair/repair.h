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

/* A user's table for another site's cipher: a file of `STANDIN ORIGINAL`
 * lines, read once for a whole run. */
struct repair_table;

/* Reads the table at path into *table: 0, ERR_IO (errno says why),
 * ERR_SYNTAX, ERR_TOO_BIG or ERR_NOMEM (then *table is NULL), each problem
 * in d under the table's name, a bad line with its number. */
int repair_table_load(struct repair_table **table, const char *path, struct diag *d);
void repair_table_free(struct repair_table *table);

/* Detects and repairs t->buf in place with the built-in table and the
 * user's, or NULL (no automatic search: see repair_opts).  Returns 0 or
 * ERR_NOMEM / ERR_TOO_BIG, and then leaves the text as it was. */
int repair_text(struct text *t, const struct repair_table *user, struct repair_report *rep,
		struct diag *d);

/* What repair_text_opts may use; repair_text is { 1, 0 }. */
struct repair_opts {
	int builtin;   /* the built-in table of the known site cipher */
	int autosolve; /* when no table fits: find an unknown cipher's key from
			* the chapter itself (about 0.15 s a chapter) */
};

int repair_text_opts(struct text *t, const struct repair_table *user, const struct repair_opts *o,
		     struct repair_report *rep, struct diag *d);

#endif
