#include "book.h"
#include "cli.h"
#include "diag.h"
#include "err.h"
#include "sink.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? strndup(path, (size_t)(slash - path)) : strdup(".");
}

int cli_render_one(struct engine *e, const char *in, const char *out, int track, int total,
		   struct render_stats *st)
{
	struct diag d;
	struct chapter ch;
	struct book book = { 0 };
	diag_init(&d);
	char *dir = dir_of(in);
	int rc = dir ? book_load(&book, dir, &d) : ERR_NOMEM;
	if (!rc)
		rc = chapter_prepare(e, in, &ch, &d);
	else
		memset(&ch, 0, sizeof(ch));
	char *title = NULL;
	if (!rc && !(title = book_chapter_title(&ch.text)))
		title = book_file_stem(in);
	if (!rc) {
		struct sink_meta meta = { .title = title, .album = book.title,
					  .artist = book.author, .track = track,
					  .track_total = total };
		rc = render_chapter(e, &ch, out, &meta, st);
	}
	int saved = errno;
	cli_print_diag(in, &d);
	errno = saved;
	if (rc == ERR_IO && ch.text.buf)
		cli_error("cannot write '%s': %s", out, strerror(errno));
	else if (rc == ERR_UNKNOWN && ch.text.buf) /* sink_open: no such format */
		cli_error("cannot write '%s': the name must end in .mp3, .wav or .flac", out);
	else if (rc && rc != ERR_SYNTAX)
		cli_report(in, rc);
	free(title);
	free(dir);
	book_release(&book);
	chapter_release(&ch);
	diag_release(&d);
	return rc ? EXIT_FAILED : EXIT_OK;
}
