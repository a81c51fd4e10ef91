/* tingshu split BOOK.epub: one chapter file per document of the spine with
 * text, in reading order (NNNN_TITLE.txt), the cover image (cover.jpg or
 * .png), a book.ini with the title, author, year and cover, and a
 * book.lexicon with the readings its ruby annotations give.  A book the
 * reader refuses writes nothing. */
#include "base/atomic.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "book/book.h"
#include "cli.h"
#include "text/epub.h"
#include "text/split.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TITLE_NAME_MAX 120

static int write_file(const char *path, const void *data, size_t n)
{
	int rc = atomic_write(path, data, n);
	if (rc == ERR_IO)
		cli_error("cannot write '%s': %s", path, strerror(errno));
	else if (rc)
		cli_report(path, rc);
	return rc;
}

static int write_chapters(const struct epub_book *b, const char *dir)
{
	int width = b->n < 10000 ? 4 : (int)snprintf(NULL, 0, "%zu", b->n);
	char name[TITLE_NAME_MAX + 1];
	struct strbuf path;
	strbuf_init(&path);
	int rc = 0;
	for (size_t i = 0; i < b->n && !rc; i++) {
		const struct epub_chapter *c = &b->v[i];
		/* no title: the document's own name */
		char *stem = c->title ? NULL : book_file_stem(c->path);
		const char *title = c->title ? c->title : stem ? stem : "chapter";
		split_safe_name(title, strlen(title), name, TITLE_NAME_MAX);
		strbuf_reset(&path);
		rc = strbuf_addf(&path, "%s/%0*zu_%s.txt", dir, width, i + 1, name);
		if (!rc)
			rc = write_file(path.buf, c->text, c->len);
		free(stem);
	}
	strbuf_release(&path);
	return rc;
}

/* dir/name holding text[0..n), unless the folder has one: what the reader
 * wrote there is theirs. */
static int write_unless_there(const char *dir, const char *name, const char *text, size_t n)
{
	struct strbuf path;
	strbuf_init(&path);
	int rc = strbuf_addf(&path, "%s/%s", dir, name);
	if (!rc && !access(path.buf, F_OK)) {
		if (cli_verbosity >= 0)
			fprintf(stderr, "%s exists: kept as it is\n", path.buf);
	} else if (!rc) {
		rc = write_file(path.buf, text, n);
	}
	strbuf_release(&path);
	return rc;
}

/* book.ini from the package's metadata. */
static int write_book_ini(const struct epub_book *b, const char *dir, const char *cover)
{
	struct strbuf ini;
	strbuf_init(&ini);
	int rc = strbuf_adds(&ini, "[book]\n");
	const char *keys[][2] = { { "title", b->title }, { "author", b->author },
				  { "year", b->year }, { "cover", cover } };
	for (size_t i = 0; i < sizeof(keys) / sizeof(*keys) && !rc; i++)
		if (keys[i][1])
			rc = strbuf_addf(&ini, "%s = %s\n", keys[i][0], keys[i][1]);
	if (!rc)
		rc = write_unless_there(dir, "book.ini", ini.buf, ini.len);
	strbuf_release(&ini);
	return rc;
}

/* book.lexicon from the readings the book's ruby annotations give. */
static int write_lexicon(const struct epub_book *b, const char *dir)
{
	struct strbuf text;
	strbuf_init(&text);
	int rc = strbuf_addf(&text, "# how the book's ruby annotations say these words\n%.*s",
			     (int)b->lexicon_len, b->lexicon);
	if (!rc)
		rc = write_unless_there(dir, "book.lexicon", text.buf, text.len);
	strbuf_release(&text);
	return rc;
}

int cli_split_epub(const char *book, const char *dir)
{
	struct epub_book b;
	struct diag d;
	diag_init(&d);
	int rc = epub_read(&b, book, &d);
	size_t errors = cli_print_diag(book, &d);
	diag_release(&d);
	if (rc) {
		if (rc == ERR_IO || !errors)
			cli_report(book, rc);
		return EXIT_FAILED;
	}
	cli_catch_signals();
	char cover[16] = "";
	struct strbuf path;
	strbuf_init(&path);
	if (cli_make_dirs(dir)) {
		cli_error("cannot create '%s': %s", dir, strerror(errno));
		rc = ERR_IO;
	}
	if (!rc)
		rc = write_chapters(&b, dir);
	if (!rc && b.cover) {
		snprintf(cover, sizeof(cover), "cover.%s", b.cover_ext);
		rc = strbuf_addf(&path, "%s/%s", dir, cover);
		if (!rc)
			rc = write_file(path.buf, b.cover, b.cover_len);
	}
	if (!rc)
		rc = write_book_ini(&b, dir, cover[0] ? cover : NULL);
	if (!rc && b.lexicon)
		rc = write_lexicon(&b, dir);
	if (!rc && cli_verbosity >= 0)
		fprintf(stderr, "%s: %zu chapter%s written to %s/\n", book, b.n,
			b.n == 1 ? "" : "s", dir);
	if (rc == ERR_NOMEM)
		cli_report(book, rc);
	strbuf_release(&path);
	epub_release(&b);
	return rc ? EXIT_FAILED : EXIT_OK;
}
