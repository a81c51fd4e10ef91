/* tingshu cast [BOOK|CHAPTER...] - finds who speaks in the book and adds
 * them to its cast file, keeping what the reader wrote there. */
#include "audio/voice.h"
#include "base/diag.h"
#include "base/err.h"
#include "book/discover.h"
#include "cli.h"
#include "reading/reading.h"
#include "repair/repair.h"
#include "speaker/castgen.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const struct cli_option options[] = {
	{ "cast", 'c', "FILE", "the cast file to update (default: the book's cast.ini)" },
	{ "voices", 'V', "DIR", "presets that add to or replace the installed ones" },
	{ "min", 'm', "N", "only names next to N quotes or more (default 3; 2 in a short book)" },
	{ "repair-table", 'R', "FILE", "extra STANDIN ORIGINAL pairs for scrambled text" },
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"cast", "[options] [BOOK|CHAPTER...]",
	"Read every chapter of a book (default chapters/, else the current folder), find\n"
	"who speaks, and add them with their gender and the name's reading to the\n"
	"book's cast.ini (a book that has none gets one on its first render).  What is\n"
	"in the file stays as it is; the main characters get presets of their own.",
	options,
};

static int scan_chapter(struct castgen *g, const char *path, const struct repair_table *table)
{
	struct diag d;
	diag_init(&d);
	int rc = discover_scan(g, path, table, &d);
	if (cli_verbosity > 0 || rc)
		cli_print_diag(path, &d);
	if (rc && rc != ERR_SYNTAX)
		cli_report(path, rc);
	diag_release(&d);
	return rc;
}

/* The book's key (book.repair), then the user's table over it. */
static int load_table(struct repair_table **repair, const struct book *b, const char *table)
{
	char *key = book_file(b, BOOK_REPAIR);
	struct diag td;
	diag_init(&td);
	int rc = key ? 0 : ERR_NOMEM;
	if (key && !access(key, F_OK))
		rc = repair_table_load(repair, key, &td);
	if (!rc && table)
		rc = *repair ? repair_table_add_file(*repair, table, &td)
			     : repair_table_load(repair, table, &td);
	cli_print_diag(table ? table : key, &td);
	diag_release(&td);
	free(key);
	return rc;
}

int cmd_cast(int argc, char **argv)
{
	struct cli_engine_args a = { 0 };
	long min = CASTGEN_AUTO_MIN;
	int c, stop;
	while ((c = cli_getopt(&command, argc, argv, &stop)) != -1) {
		if (c == 'm') {
			if (cli_number(optarg, 1, LONG_MAX, &min))
				return cli_usage(&command, "--min takes a number from 1");
		} else {
			cli_engine_option(&command, &a, c, optarg);
		}
	}
	if (stop >= 0)
		return stop;
	struct book book;
	char **chapters;
	size_t n;
	if (cli_open_book_args(&book, &chapters, &n, argc - optind, argv + optind))
		return EXIT_FAILED;
	struct repair_table *repair = NULL;
	if (load_table(&repair, &book, a.repair_table)) {
		free(chapters);
		book_release(&book);
		return EXIT_FAILED;
	}
	char *cast_path = a.cast_path ? strdup(a.cast_path) : book_file(&book, BOOK_CAST);
	struct castgen g;
	castgen_init(&g);
	size_t failed = 0;
	for (size_t i = 0; i < n; i++)
		failed += scan_chapter(&g, chapters[discover_nth(chapters, n, i)], repair) != 0;
	repair_table_free(repair);
	struct voice_set voices;
	int have_voices = !cli_load_voices(&voices, &a, &book);
	struct diag d;
	diag_init(&d);
	/* each new name's reading, as the reading stage reads names */
	int rerr;
	struct reading *r = reading_new(NULL, NULL, &rerr);
	int added = cast_path ? discover_write(&g, cast_path, (size_t)min,
					       have_voices ? &voices : NULL, r, &d)
			      : ERR_NOMEM;
	reading_free(r);
	if (have_voices)
		voice_set_release(&voices);
	cli_print_diag(cast_path, &d);
	if (added == ERR_IO)
		cli_error("cannot update '%s': %s", cast_path, strerror(errno));
	else if (added < 0 && added != ERR_SYNTAX)
		cli_report(cast_path ? cast_path : "cast", added);
	else if (added >= 0 && cli_verbosity >= 0)
		fprintf(stderr, "%s: %d character%s added from %zu chapter%s\n", cast_path, added,
			added == 1 ? "" : "s", n, n == 1 ? "" : "s");
	diag_release(&d);
	castgen_release(&g);
	free(cast_path);
	free(chapters);
	book_release(&book);
	return added < 0 || failed || !have_voices ? EXIT_FAILED : EXIT_OK;
}
