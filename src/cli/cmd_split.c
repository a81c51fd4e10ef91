/* tingshu split BOOK.txt [-o DIR] - one UTF-8 file per chapter, named by
 * number and heading, in order; the preface before the first heading too.
 * An EPUB goes its own way (split_epub.c). */
#include "base/atomic.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "cli.h"
#include "text/epub.h"
#include "text/split.h"
#include "text/text.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* File names stay well under NAME_MAX (255 bytes) */
#define TITLE_NAME_MAX 120

static const struct cli_option options[] = {
	{ "output", 'o', "DIR", "where the chapter files go (default chapters/)" },
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"split", "[options] BOOK.txt|BOOK.epub",
	"Cut a whole-book TXT into one file per chapter (第X章/回/节, 序章, 楔子, 番外 ...),\n"
	"named NNNN_TITLE.txt in order; text before the first heading goes to\n"
	"NNNN_preface.txt.  Volume headings (第X卷) stay at the top of the next chapter.\n"
	"An EPUB gives one file per document in reading order, its cover and book.ini.",
	options,
};

static int write_chapters(const struct text *t, const struct split_list *l, const char *dir)
{
	int width = l->n < 10000 ? 4 : (int)snprintf(NULL, 0, "%zu", l->n);
	/* chapters are numbered from 1; a preface (no heading) is number 0 */
	size_t first = l->n && l->v[0].title_end == l->v[0].title_start ? 0 : 1;
	struct strbuf path;
	strbuf_init(&path);
	char name[TITLE_NAME_MAX + 1];
	int rc = 0;
	for (size_t i = 0; i < l->n && !rc; i++) {
		const struct split_chapter *c = &l->v[i];
		strbuf_reset(&path);
		if (c->title_end > c->title_start)
			split_safe_name(t->buf + c->title_start, c->title_end - c->title_start, name,
					TITLE_NAME_MAX);
		else
			strcpy(name, "preface");
		rc = strbuf_addf(&path, "%s/%0*zu_%s.txt", dir, width, i + first, name);
		if (!rc)
			rc = atomic_write(path.buf, t->buf + c->start, c->end - c->start);
		if (rc == ERR_IO)
			cli_error("cannot write '%s': %s", path.buf, strerror(errno));
	}
	strbuf_release(&path);
	return rc;
}

int cmd_split(int argc, char **argv)
{
	const char *dir = "chapters";
	int c;
	while ((c = cli_getopt(&command, argc, argv)) != -1) {
		if (c == 'h')
			return EXIT_OK;
		if (c == '?')
			return EXIT_USAGE;
		if (c == 'o')
			dir = optarg;
		else if (c == 'q')
			cli_verbosity = -1;
		else if (c == 'v')
			cli_verbosity = 1;
	}
	if (argc - optind != 1)
		return cli_usage(&command, "expected one book file");
	const char *book = argv[optind];
	if (epub_is_epub(book))
		return cli_split_epub(book, dir);
	struct text t;
	struct diag d;
	diag_init(&d);
	int rc = text_load(&t, book, &d);
	cli_print_diag(book, &d);
	diag_release(&d);
	if (rc) {
		cli_report(book, rc);
		return EXIT_FAILED;
	}
	struct split_list l;
	cli_catch_signals();
	rc = split_book(&t, &l);
	if (!rc && !l.n) {
		cli_error("%s: no text to split", book);
		rc = ERR_EMPTY;
	} else if (!rc && make_dirs(dir)) {
		cli_error("cannot create '%s': %s", dir, strerror(errno));
		rc = ERR_IO;
	} else if (!rc) {
		rc = write_chapters(&t, &l, dir);
	}
	if (!rc && cli_verbosity >= 0)
		fprintf(stderr, "%s: %zu chapters written to %s/\n", book, l.n, dir);
	if (rc == ERR_NOMEM)
		cli_report(book, rc);
	split_list_release(&l);
	text_release(&t);
	return rc ? EXIT_FAILED : EXIT_OK;
}
