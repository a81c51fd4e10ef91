/* tingshu split BOOK.txt [-o DIR | DIR] [--force] - one UTF-8 file per chapter,
 * named by number and heading, in order; the preface before the first
 * heading too; the header's title (else the file's name) and author into
 * DIR/book.ini.  An EPUB
 * goes its own way (split_epub.c).
 *
 * A split is a plan (the files and the book's names), then the folder is
 * checked against it, then it is written: another input format makes its
 * own plan and shares the rest. */
#include "base/atomic.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "book/book.h"
#include "cli.h"
#include "segment/aside.h"
#include "text/epub.h"
#include "text/header.h"
#include "text/split.h"
#include "text/text.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* File names stay well under NAME_MAX (255 bytes) */
#define TITLE_NAME_MAX 120

enum { OPT_FORCE = OPT_COMMAND };

static const struct cli_option options[] = {
	{ "output", 'o', "DIR", "where the chapter files go (default chapters/)" },
	{ "force", OPT_FORCE, NULL, "write even into a folder that holds other chapter files" },
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"split", "[options] BOOK.txt|BOOK.epub [DIR]",
	"Cut a whole-book TXT into one file per chapter (第X章/回/节, 序章, 楔子, 番外,\n"
	"Chapter N ..., behind 正文 or VIP卷 too), named NNNN_TITLE.txt in order; text\n"
	"before the first heading goes to NNNN_preface.txt, and a text with none is\n"
	"one chapter named by the book's title.  Volume headings (第X卷) stay at the\n"
	"top of the next chapter.  The header's 《书名》 and 作者： go into\n"
	"DIR/book.ini (lines already there are kept); without a 《书名》, the file's\n"
	"name is the title.  A folder that holds chapter files split would not write\n"
	"as they are is left alone unless --force.  DIR may follow the book as\n"
	"well as come after -o.\n"
	"An EPUB gives one file per document in reading order, its cover and book.ini.",
	options,
};

struct split_file {
	char *name; /* NNNN_TITLE.txt */
	const char *data;
	size_t len;
};

/* What a split writes. */
struct split_plan {
	struct split_file *v;
	size_t n;
	const char *title, *author; /* for book.ini; NULL when unknown */
	int title_from_name;        /* title is the file's name: the user's book.ini wins */
};

static void plan_release(struct split_plan *p)
{
	for (size_t i = 0; i < p->n; i++)
		free(p->v[i].name);
	free(p->v);
	memset(p, 0, sizeof(*p));
}

/* The chapters of a TXT book titled book_title: the files name t's bytes,
 * which must outlive the plan. */
static int plan_txt(const struct text *t, const struct split_list *l, const char *book_title,
		    struct split_plan *p)
{
	memset(p, 0, sizeof(*p));
	if (!(p->v = calloc(l->n ? l->n : 1, sizeof(*p->v))))
		return ERR_NOMEM;
	int width = l->n < 10000 ? 4 : (int)snprintf(NULL, 0, "%zu", l->n);
	/* chapters are numbered from 1; a preface (no heading) is number 0,
	 * but a text without any heading is one chapter, named by the book */
	int untitled = l->n && l->v[0].title_end == l->v[0].title_start;
	int alone = untitled && l->n == 1 && book_title;
	size_t first = untitled && !alone ? 0 : 1;
	char title[TITLE_NAME_MAX + 1];
	struct strbuf name;
	strbuf_init(&name);
	/* each chapter's title as its file name has it, and its volume's
	 * (the end of its heading: one per volume) */
	char **titles = calloc(l->n + 1, sizeof(*titles));
	size_t *volumes = calloc(l->n + 1, sizeof(*volumes));
	unsigned char *needed = malloc(l->n + 1);
	struct aside_list asides = { 0 }; /* a heading's （求月票） names no file */
	int rc = titles && volumes && needed ? aside_find(t, &asides) : ERR_NOMEM;
	for (size_t i = 0; i < l->n && !rc; i++) {
		const struct split_chapter *c = &l->v[i];
		size_t end = aside_cut_end(&asides, t->buf, c->title_start, c->title_end);
		if (end > c->title_start)
			split_safe_name(t->buf + c->title_start, end - c->title_start, title,
					TITLE_NAME_MAX);
		else if (alone)
			split_safe_name(book_title, strlen(book_title), title, TITLE_NAME_MAX);
		else
			strcpy(title, "preface");
		volumes[i] = c->volume_end > c->volume_start ? c->volume_end : 0;
		if (!(titles[i] = strdup(title)))
			rc = ERR_NOMEM;
	}
	aside_list_release(&asides);
	if (!rc) /* 第二章 重逢 in both volumes: 0002_第一卷_南城_第二章_重逢.txt */
		split_volume_needed((const char *const *)titles, volumes, l->n, needed);
	for (size_t i = 0; i < l->n && !rc; i++) {
		const struct split_chapter *c = &l->v[i];
		strbuf_reset(&name);
		rc = strbuf_addf(&name, "%0*zu_", width, i + first);
		if (!rc && needed[i])
			rc = strbuf_addf(&name, "%s_", split_safe_name(t->buf + c->volume_start,
								      c->volume_end - c->volume_start,
								      title, TITLE_NAME_MAX));
		if (!rc)
			rc = strbuf_addf(&name, "%s.txt", titles[i]);
		if (!rc && !(p->v[i].name = strbuf_detach(&name, NULL)))
			rc = ERR_NOMEM;
		if (!rc) {
			p->v[i].data = t->buf + c->start;
			p->v[i].len = c->end - c->start;
			p->n++;
		}
	}
	for (size_t i = 0; titles && i < l->n; i++)
		free(titles[i]);
	free(titles);
	free(volumes);
	free(needed);
	strbuf_release(&name);
	return rc;
}

static const struct split_file *plan_find(const struct split_plan *p, const char *name)
{
	for (size_t i = 0; i < p->n; i++)
		if (!strcmp(p->v[i].name, name))
			return &p->v[i];
	return NULL;
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

/* Whether the file at path holds exactly f's bytes. */
static int same_file(const char *path, const struct split_file *f)
{
	struct strbuf sb;
	strbuf_init(&sb);
	int same = !strbuf_read_path(&sb, path, f->len + 1) && sb.len == f->len &&
		   !memcmp(sb.buf ? sb.buf : "", f->data, f->len);
	strbuf_release(&sb);
	return same;
}

/* What is in dir already that the plan would not write as it is: chapter
 * files of another content or name (others: of a name not in the plan), the
 * first of each named, and a book.ini of another title. */
struct folder_check {
	size_t differ, others;
	char *differ_example, *other_example;
	int other_title, has_title;
};

static int keep_example(char **example, const char *path)
{
	return *example || (*example = strdup(path)) ? 0 : ERR_NOMEM;
}

static int check_folder(const char *dir, const struct split_plan *p, struct folder_check *fc)
{
	memset(fc, 0, sizeof(*fc));
	struct book b;
	int rc = book_open(&b, dir, NULL);
	if (rc == ERR_IO && errno == ENOENT)
		return 0;
	for (size_t i = 0; !rc && i < b.n_chapters; i++) {
		const char *path = b.chapters[i];
		const struct split_file *f = plan_find(p, base_name(path));
		if (f && same_file(path, f))
			continue;
		fc->differ++;
		fc->others += !f;
		rc = keep_example(&fc->differ_example, path);
		if (!rc && !f)
			rc = keep_example(&fc->other_example, path);
	}
	if (!rc)
		fc->other_title = p->title && !p->title_from_name && b.title &&
				  strcmp(b.title, p->title);
	fc->has_title = !rc && b.title;
	if (!rc)
		book_release(&b);
	/* a book.ini that does not parse is the user's to mend, not another book */
	return rc == ERR_SYNTAX ? 0 : rc;
}

static int write_files(const char *dir, const struct split_plan *p)
{
	struct strbuf path;
	strbuf_init(&path);
	int rc = 0;
	for (size_t i = 0; i < p->n && !rc; i++) {
		strbuf_reset(&path);
		rc = strbuf_addf(&path, "%s/%s", dir, p->v[i].name);
		if (!rc)
			rc = atomic_write(path.buf, p->v[i].data, p->v[i].len);
		if (rc == ERR_IO)
			cli_error("cannot write '%s': %s", path.buf, strerror(errno));
	}
	strbuf_release(&path);
	return rc;
}

/* title and author into book.ini: over another book's, beside the user's. */
static int write_book_ini(const char *dir, const char *title, const char *author, int replace)
{
	int rc = 0;
	if (title)
		rc = book_ini_set(dir, "title", title, replace);
	if (!rc && author)
		rc = book_ini_set(dir, "author", author, replace);
	if (rc == ERR_IO)
		cli_error("cannot write '%s/book.ini': %s", dir, strerror(errno));
	return rc;
}

/* Checks the folder, then writes the plan into it.  Returns 0 or an ERR_*
 * code, having said what went wrong. */
static int split_write(const char *book, const char *dir, const struct split_plan *p, int force)
{
	struct folder_check fc;
	int rc = check_folder(dir, p, &fc);
	if (rc == ERR_IO)
		cli_error("cannot read '%s': %s", dir, strerror(errno));
	if (!rc && (fc.differ || fc.other_title) && !force) {
		if (fc.differ)
			cli_error("'%s' already holds %zu chapter file%s that this split would not "
				  "write as %s (%s): another book's, or edited since; --force writes "
				  "over them, -o DIR chooses another folder",
				  dir, fc.differ, fc.differ == 1 ? "" : "s",
				  fc.differ == 1 ? "it is" : "they are", fc.differ_example);
		else
			cli_error("'%s/book.ini' is another book's (its title is not 《%s》); "
				  "--force writes over it, -o DIR chooses another folder",
				  dir, p->title);
		rc = ERR_UNKNOWN;
	} else if (!rc && cli_make_dirs(dir)) {
		cli_error("cannot create '%s': %s", dir, strerror(errno));
		rc = ERR_IO;
	}
	if (!rc)
		rc = write_files(dir, p);
	/* a title guessed from the file's name never replaces the user's */
	const char *title = p->title_from_name && fc.has_title ? NULL : p->title;
	if (!rc)
		rc = write_book_ini(dir, title, p->author, fc.other_title);
	if (!rc && cli_verbosity >= 0) {
		fprintf(stderr, "%s: %zu chapter%s written to %s/\n", book, p->n,
			p->n == 1 ? "" : "s", dir);
		if (title || p->author)
			fprintf(stderr, "%s/book.ini: title %s%s, author %s\n", dir,
				title ? title : "(none)",
				title && p->title_from_name ? " (from the file's name)" : "",
				p->author ? p->author : "(none)");
		if (fc.others)
			fprintf(stderr, "tingshu: %zu other chapter file%s in %s/ (%s): not this "
				"book's? then remove %s\n", fc.others, fc.others == 1 ? "" : "s", dir,
				fc.other_example, fc.others == 1 ? "it" : "them");
	}
	if (rc == ERR_NOMEM)
		cli_report(book, rc);
	free(fc.differ_example);
	free(fc.other_example);
	return rc;
}

/* A title from the book file's name, for a text that gives none: 三國.txt,
 * 《斗破苍穹》全本.txt; NULL when the name holds no Han character (book.txt
 * and 001.txt name no book) or memory ran out.  The caller frees it. */
static char *title_of_file_name(const char *path)
{
	const char *name = base_name(path), *dot = strrchr(name, '.');
	char *s = strndup(name, dot && dot > name ? (size_t)(dot - name) : strlen(name));
	if (!s)
		return NULL;
	char *open = strstr(s, "《"), *close = open ? strstr(open, "》") : NULL;
	if (close && close > open + strlen("《")) {
		size_t n = (size_t)(close - open) - strlen("《");
		memmove(s, open + strlen("《"), n);
		s[n] = '\0';
	}
	size_t len = strlen(s), k;
	for (size_t i = 0; i < len; i += k)
		if (utf8_is_han(utf8_at(s, i, len, &k)))
			return s;
	free(s);
	return NULL;
}

/* A whole-book TXT split as split_write writes it. */
static int split_txt(const char *book, const char *dir, int force)
{
	struct text t;
	int rc = cli_load_text(&t, book);
	if (rc)
		return rc;
	struct split_list l;
	struct split_plan p = { 0 };
	struct header_info h = { 0 };
	rc = split_book(&t, &l);
	if (!rc && !l.n) {
		cli_error("%s: no text to split", book);
		rc = ERR_EMPTY;
	}
	/* the header is what comes before the first chapter */
	if (!rc)
		rc = header_read(&t, l.v[0].title_end == l.v[0].title_start ? l.v[0].end : 0, &h);
	char *named = rc || h.title ? NULL : title_of_file_name(book);
	char *stem = rc || h.title || named ? NULL : book_file_stem(book);
	if (!rc)
		rc = plan_txt(&t, &l, h.title ? h.title : named ? named : stem, &p);
	free(stem);
	p.title = h.title;
	p.author = h.author;
	if (named) {
		p.title = named;
		p.title_from_name = 1;
	}
	if (rc == ERR_NOMEM)
		cli_report(book, rc);
	else if (!rc)
		rc = split_write(book, dir, &p, force);
	plan_release(&p);
	free(named);
	header_info_release(&h);
	split_list_release(&l);
	text_release(&t);
	return rc;
}

int cmd_split(int argc, char **argv)
{
	const char *dir = "chapters";
	int force = 0, dir_given = 0, c, stop;
	while ((c = cli_getopt(&command, argc, argv, &stop)) != -1) {
		if (c == 'o')
			dir = optarg, dir_given = 1;
		else if (c == OPT_FORCE)
			force = 1;
	}
	if (stop >= 0)
		return stop;
	/* tingshu split book.txt mybook: the folder where cast and decipher take it */
	if (argc - optind == 2 && !dir_given)
		dir = argv[optind + 1];
	else if (argc - optind == 2)
		return cli_usage(&command, "the folder is given twice (-o and after the book)");
	else if (argc - optind != 1)
		return cli_usage(&command, "expected one book file and at most one folder");
	return cli_split(argv[optind], dir, force);
}

int cli_split(const char *book, const char *dir, int force)
{
	if (epub_is_epub(book))
		return cli_split_epub(book, dir);
	cli_catch_signals();
	return split_txt(book, dir, force) ? EXIT_FAILED : EXIT_OK;
}
