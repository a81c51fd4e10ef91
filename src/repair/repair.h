/* repair.h - stage 2: scrambled (font-obfuscated) text detected and repaired.
 *
 * Web-novel sites swap glyphs in their fonts, so copied text holds stand-ins
 * (蹈 for 道, 欢 for 后 ...).  Repair replaces characters one for one, so the
 * text keeps its lines and a normal chapter is never changed.  A known key
 * (the built-in table, a user's, the book's own in book.repair) is applied
 * to each chapter it fits; a key never seen is found from the whole book at
 * once (repair_book_search), which `tingshu decipher` writes as the book's
 * own key (book.repair). */
#ifndef TINGSHU_REPAIR_H
#define TINGSHU_REPAIR_H

#include <stddef.h>
#include <stdint.h>

struct text;
struct diag;

/* A stand-in whose two readings scored close: where, and how it was read. */
struct repair_unsure {
	size_t line;
	int32_t written, read, other; /* other: the reading not chosen */
};
#define REPAIR_UNSURE_MAX 8

struct repair_report {
	double score;     /* how scrambled the text looks: 0 normal .. 1 surely scrambled */
	int scrambled;    /* judged scrambled, so repaired */
	int own_key;      /* with the user's or the book's key alone, not the built-in one */
	size_t changed;   /* characters replaced */
	size_t unsure;    /* stand-ins decided by a narrow margin; the first few: */
	struct repair_unsure unsure_at[REPAIR_UNSURE_MAX];
};

/* A user's or a book's key: `STANDIN ORIGINAL` lines, read once for a
 * whole run. */
struct repair_table;

/* Reads the table at path into *table: 0, ERR_IO (errno says why),
 * ERR_SYNTAX, ERR_TOO_BIG or ERR_NOMEM (then *table is NULL), each problem
 * in d under the table's name, a bad line with its number. */
int repair_table_load(struct repair_table **table, const char *path, struct diag *d);
/* Adds the pairs of another file, which win over those before (a user's
 * --repair-table over the book's key).  On an error table is as it was. */
int repair_table_add_file(struct repair_table *table, const char *path, struct diag *d);
void repair_table_free(struct repair_table *table);

/* Detects and repairs t->buf in place with the table that fits it: the
 * built-in one joined by the user's, or the user's (the book's) alone.
 * Returns 0 or ERR_NOMEM / ERR_TOO_BIG, and then leaves the text as it was. */
int repair_text(struct text *t, const struct repair_table *user, struct repair_report *rep,
		struct diag *d);

/* A key as decipher found it. */
struct repair_key_pair {
	int32_t standin, original;
	size_t count, seen; /* read as the original, of the stand-ins seen */
	double evidence;    /* nats */
	double confidence;  /* 0..1 */
};

struct repair_key {
	struct repair_key_pair *pairs; /* strongest first */
	size_t n;
	const char *summary; /* one line for the file's header, or NULL */
};

/* Writes key to path (book.repair) atomically: a header, the pairs found,
 * then every line of the file before that decipher did not write (the
 * user's own pairs and comments: a found pair for a stand-in the user set
 * is left out).  Returns 0, ERR_IO or ERR_NOMEM, the problem in d. */
int repair_key_write(const char *path, const struct repair_key *key, struct diag *d);

/* What the search found in a book. */
struct repair_book {
	struct repair_key key;    /* no pairs: not scrambled, or no key found */
	size_t nchapters;
	double *share;            /* per chapter: how much of it the key explains */
	unsigned char *fitted;    /* per chapter: a known table fits it (not searched) */
	unsigned char *traditional; /* per chapter: traditional characters (not searched) */
	double *looks;            /* per chapter: how scrambled it looks with the key (nats) */
	size_t *line;             /* per chapter: the line of its first stand-in, or 0 */
	double evidence;          /* nats the key explains */
	size_t han;               /* Han characters searched */
	/* every stand-in's best originals as the search last weighed them,
	 * taken or not (evidence < 0: under the pair's cost): bench/repair.c
	 * tells by them why a stand-in was not restored */
	struct repair_key_pair *weighed;
	size_t nweighed;
};

/* A chapter that looks this scrambled (nats, repair_book.looks) and that
 * no key repairs is worth a warning. */
#define REPAIR_LOOKS_SCRAMBLED 30.0

/* Searches the book's chapters that no known table (built-in, user) fits
 * for one key.  Returns 0 or ERR_NOMEM / ERR_TOO_BIG; book is then to be
 * released. */
int repair_book_search(struct text *const *chapters, size_t n, const struct repair_table *known,
		       struct repair_book *book);
void repair_book_release(struct repair_book *book);

#endif
