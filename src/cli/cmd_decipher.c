/* tingshu decipher [BOOK] - finds the key of a book's scrambled chapters from
 * all of them at once and writes it as the book's book.repair, which every
 * command then applies like the built-in table.  batch and render run the
 * same search by themselves when a book has no book.repair (cli_book_key). */
#include "base/diag.h"
#include "base/err.h"
#include "base/utf8.h"
#include "book/screened.h"
#include "book/state.h"
#include "cli.h"
#include "repair/repair.h"
#include "text/text.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Unsure places shown at most, over the whole book. */
#define SHOW_UNSURE 12
/* batch and render first screen a book on this many chapters spread over
 * it, each cut to its first SCREEN_BYTES: about 30,000 Han characters, two
 * seconds of search, where a whole clean book would cost up to half a
 * minute; a clean verdict is then remembered (screened.h), as a clean book
 * gets no book.repair to say it was searched. */
#define SCREEN_CHAPTERS 12
#define SCREEN_BYTES 8192
/* What a remembered verdict was made by: bump when the search changes. */
#define SCREEN_FORMAT "tingshu " TINGSHU_VERSION " screen 2"

static const struct cli_option options[] = {
	{ "repair-table", 'R', "FILE", "pairs known already: chapters they fit are not searched" },
	{ "dry-run", 'n', NULL, "say what was found, write nothing" },
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"decipher", "[options] [BOOK]",
	"Find the key of a book's scrambled chapters (web-novel sites swap glyphs in\n"
	"their fonts, so copied text holds stand-ins: 蹈 for 道) from all its chapters\n"
	"at once (default chapters/, else the current folder), and write it as the\n"
	"book's book.repair: `STANDIN ORIGINAL` lines, each with how often it was read\n"
	"so and how sure the search is.  Lines you wrote there are kept, and win.\n"
	"Every command then repairs the chapters the key fits; batch and render run\n"
	"this search by themselves for a book that has no book.repair.",
	options,
};

static void free_texts(struct text *ts, size_t n)
{
	for (size_t i = 0; i < n; i++)
		text_release(&ts[i]);
	free(ts);
}

/* The book's chapters as text (those that cannot be read are left out:
 * the command that renders them says why). */
static struct text *load_chapters(const struct book *b, size_t *n)
{
	struct text *ts = calloc(b->n_chapters ? b->n_chapters : 1, sizeof(*ts));
	*n = 0;
	for (size_t i = 0; ts && i < b->n_chapters; i++)
		if (!text_load(&ts[*n], b->chapters[i], NULL))
			++*n;
	return ts;
}

/* The book's key (key_path, or NULL), then -R. */
static int load_known(struct repair_table **known, const char *key_path, const char *user)
{
	struct diag d;
	diag_init(&d);
	int rc = 0;
	if (key_path && !access(key_path, F_OK))
		rc = repair_table_load(known, key_path, &d);
	if (!rc && user)
		rc = *known ? repair_table_add_file(*known, user, &d)
			    : repair_table_load(known, user, &d);
	cli_print_diag(user ? user : key_path, &d);
	diag_release(&d);
	return rc;
}

static void say_pairs(const struct repair_key *key)
{
	for (size_t i = 0; i < key->n; i++) {
		const struct repair_key_pair *p = &key->pairs[i];
		char a[5], o[5];
		a[utf8_encode(p->standin, a)] = '\0';
		o[utf8_encode(p->original, o)] = '\0';
		fprintf(stderr, "  %s %s  read %zu of %zu times, %.0f nats, confidence %.2f\n", a, o,
			p->count, p->seen, p->evidence, p->confidence);
	}
}

/* Whether chapter i of the book searched looks scrambled: with a key for
 * the book, when much of it is (by the search's estimate); without one,
 * when a search of the chapter alone finds one (names and old words make
 * a chapter look a little scrambled; a key they do not make). */
static int looks_scrambled(struct text *t, const struct repair_book *bk, size_t i)
{
	if (bk->looks[i] < REPAIR_LOOKS_SCRAMBLED)
		return 0;
	if (bk->key.n)
		return bk->share[i] >= 0.5;
	struct repair_book alone;
	if (repair_book_search(&t, 1, NULL, &alone))
		return 0;
	int found = alone.key.n > 0;
	repair_book_release(&alone);
	return found;
}

/* Each chapter repaired with the key as every command will: the places it
 * was unsure of, and the chapters that look scrambled but that it does not
 * fit (warnings with their line, counted in what it returns). */
static size_t check_chapters(struct text *ts, size_t n, const struct repair_book *bk,
			   const struct repair_table *table, int list_unsure)
{
	size_t unsure = 0, shown = 0, repaired = 0, unfit = 0;
	for (size_t i = 0; i < n; i++) {
		struct repair_report rep;
		struct diag d;
		diag_init(&d);
		if (repair_text(&ts[i], table, &rep, &d))
			memset(&rep, 0, sizeof(rep));
		diag_release(&d);
		repaired += rep.scrambled;
		unsure += rep.unsure;
		for (size_t k = 0; list_unsure && k < rep.unsure && k < REPAIR_UNSURE_MAX &&
				   shown < SHOW_UNSURE; k++, shown++) {
			const struct repair_unsure *u = &rep.unsure_at[k];
			char w[5], r[5], o[5];
			w[utf8_encode(u->written, w)] = '\0';
			r[utf8_encode(u->read, r)] = '\0';
			o[utf8_encode(u->other, o)] = '\0';
			if (u->read == u->written)
				fprintf(stderr, "%s:%zu: unsure: %s kept (or %s?)\n", ts[i].name, u->line,
					w, o);
			else
				fprintf(stderr, "%s:%zu: unsure: %s read as %s (or kept?)\n", ts[i].name,
					u->line, w, r);
		}
		if (!rep.scrambled && !bk->fitted[i] && looks_scrambled(&ts[i], bk, i) && ++unfit)
			fprintf(stderr,
				"%s:%zu: warning: text looks scrambled, but no key fits it: read as "
				"written (its pairs may go in %s)\n",
				ts[i].name, bk->line[i] ? bk->line[i] : 1, BOOK_REPAIR);
	}
	if (list_unsure && cli_verbosity >= 0)
		fprintf(stderr, "%zu chapter%s repaired; %zu place%s unsure%s\n", repaired,
			repaired == 1 ? "" : "s", unsure, unsure == 1 ? "" : "s",
			unsure > shown ? " (the first shown)" : "");
	return unfit;
}

/* What the screen reads: the program, the pairs it is given, the cut
 * chapters.  0 when user_table cannot be read (nothing is remembered). */
static uint64_t screen_hash(struct text *const *cut, size_t n, const char *user_table)
{
	uint64_t h = state_hash_begin();
	state_hash_str(&h, SCREEN_FORMAT);
	if (user_table && state_hash_file(&h, user_table))
		return 0;
	for (size_t k = 0; k < n; k++)
		state_hash_bytes(&h, cut[k]->buf, cut[k]->len);
	return h ? h : 1;
}

/* What a whole search reads: the program, the pairs it is given, every
 * chapter file as it is.  0 when a file cannot be read. */
static uint64_t book_files_hash(const struct book *b, const char *user_table)
{
	uint64_t h = state_hash_begin();
	state_hash_str(&h, SCREEN_FORMAT " whole");
	if (user_table && state_hash_file(&h, user_table))
		return 0;
	for (size_t i = 0; i < b->n_chapters; i++)
		if (state_hash_file(&h, b->chapters[i]))
			return 0;
	return h ? h : 1;
}

/* Whether the screen (SCREEN_CHAPTERS chapters spread over book b, each
 * cut to SCREEN_BYTES) shows a cipher: a key, or a chapter that looks
 * scrambled.  Only those chapters are read, and a book found clean before
 * (screened.h) is not searched again. */
static int screen(const struct book *b, const struct repair_table *known,
		  const char *user_table, int *rc)
{
	size_t n = b->n_chapters, m = n < SCREEN_CHAPTERS ? n : SCREEN_CHAPTERS, got = 0;
	struct text cut[SCREEN_CHAPTERS], *sample[SCREEN_CHAPTERS];
	for (size_t k = 0; k < m; k++) {
		struct text *t = &cut[got];
		if (text_load(t, b->chapters[k * n / m], NULL))
			continue;
		if (t->len > SCREEN_BYTES) {
			t->len = SCREEN_BYTES;
			while (t->len && (t->buf[t->len] & 0xc0) == 0x80)
				t->len--; /* not inside a character */
		}
		sample[got++] = t;
	}
	uint64_t h = screen_hash(sample, got, user_table);
	int seen = 0, remembered = h && screened_clean(h);
	*rc = 0;
	if (!remembered) {
		struct repair_book bk;
		*rc = repair_book_search(sample, got, known, &bk);
		if (!*rc) {
			seen = bk.key.n > 0;
			for (size_t k = 0; k < got; k++)
				seen |= bk.looks[k] >= REPAIR_LOOKS_SCRAMBLED;
			repair_book_release(&bk);
			if (!seen && h)
				screened_remember(h);
		}
	}
	if (!*rc && !seen && cli_verbosity > 0)
		cli_note(b->dir, "no font cipher in %zu chapter%s screened%s", got,
			 got == 1 ? "" : "s", remembered ? " (as found before)" : "");
	for (size_t k = 0; k < got; k++)
		text_release(&cut[k]);
	return seen;
}

int cli_book_key(const struct book *b, const char *user_table, int automatic, int dry_run)
{
	char *key_path = book_file(b, BOOK_REPAIR);
	if (!key_path) {
		cli_report("decipher", ERR_NOMEM);
		return -1;
	}
	/* the book's own key decides, once there is one */
	if (automatic && !access(key_path, F_OK)) {
		free(key_path);
		return 0;
	}
	/* a book searched whole before, with nothing found to add to the
	 * tables and nothing to warn of (the sample's chapter that the built-in
	 * table fits), is neither screened nor searched again while its files
	 * stay the same: not even the tables are loaded */
	uint64_t whole = automatic ? book_files_hash(b, user_table) : 0;
	if (whole && screened_clean(whole)) {
		if (cli_verbosity > 0)
			cli_note(b->dir, "no key to add to the tables (as found before)");
		free(key_path);
		return 0;
	}
	struct repair_table *known = NULL;
	if (load_known(&known, NULL, user_table)) {
		free(key_path);
		return 1;
	}
	int rc = 0;
	if (automatic && !screen(b, known, user_table, &rc)) {
		/* the screen shows no cipher: the book is not read whole */
		if (rc)
			cli_report("decipher", rc);
		repair_table_free(known);
		free(key_path);
		return rc ? -1 : 0;
	}
	size_t n;
	struct text *ts = load_chapters(b, &n);
	struct text **tp = ts ? calloc(n ? n : 1, sizeof(*tp)) : NULL;
	struct repair_book bk;
	rc = tp ? 0 : ERR_NOMEM;
	for (size_t i = 0; i < n && !rc; i++)
		tp[i] = &ts[i];
	if (!rc)
		rc = repair_book_search(tp, n, known, &bk);
	if (rc) {
		cli_report("decipher", rc);
		repair_table_free(known);
		free_texts(ts, n);
		free(tp);
		free(key_path);
		return -1;
	}
	char summary[160];
	snprintf(summary, sizeof(summary),
		 "found from %zu chapter%s (%zu Han characters): %zu pair%s, %.0f nats", n,
		 n == 1 ? "" : "s", bk.han, bk.key.n, bk.key.n == 1 ? "" : "s", bk.evidence);
	bk.key.summary = summary;
	struct repair_table *table = known;
	if (bk.key.n && !dry_run) {
		struct diag d;
		diag_init(&d);
		rc = repair_key_write(key_path, &bk.key, &d);
		cli_print_diag(key_path, &d);
		diag_release(&d);
		if (!rc) {
			/* read back as every command will read it */
			repair_table_free(known);
			known = NULL;
			rc = load_known(&known, key_path, user_table);
			table = known;
		}
	}
	if (!rc && bk.key.n && cli_verbosity >= 0) {
		cli_note(key_path, "the book is scrambled: %s%s", summary,
			 dry_run ? " (not written)" : ", written here");
		if (!automatic || cli_verbosity > 0)
			say_pairs(&bk.key);
	} else if (!rc && !automatic && cli_verbosity >= 0) {
		fprintf(stderr, "%s: no cipher found in %zu chapter%s (%zu Han characters searched)\n",
			b->dir, n, n == 1 ? "" : "s", bk.han);
	}
	if (!rc && !(dry_run && bk.key.n) &&
	    !check_chapters(ts, n, &bk, table, !automatic && bk.key.n && cli_verbosity >= 0) &&
	    !bk.key.n && whole)
		screened_remember(whole);
	repair_book_release(&bk);
	repair_table_free(known);
	free_texts(ts, n);
	free(tp);
	free(key_path);
	return rc ? -1 : 0;
}

int cmd_decipher(int argc, char **argv)
{
	const char *user_table = NULL;
	int dry_run = 0, c, stop;
	while ((c = cli_getopt(&command, argc, argv, &stop)) != -1) {
		if (c == 'R')
			user_table = optarg;
		else if (c == 'n')
			dry_run = 1;
	}
	if (stop >= 0)
		return stop;
	if (argc - optind > 1)
		return cli_usage(&command, "one book at a time");
	struct book book;
	char **chapters;
	size_t n;
	if (cli_open_book_args(&book, &chapters, &n, argc - optind, argv + optind))
		return EXIT_FAILED;
	free(chapters);
	int rc = EXIT_OK;
	if (cli_book_key(&book, user_table, 0, dry_run)) {
		rc = EXIT_FAILED;
	}
	book_release(&book);
	return rc;
}
