/* render_one.c - one chapter of a book to an audio file with its tags and
 * sidecars (read-along LRC, the state batch reads). */
#include "audio/lrc.h"
#include "audio/sink.h"
#include "base/atomic.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "book/book.h"
#include "book/state.h"
#include "cli.h"
#include "text/split.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *cli_out_path(const char *chapter, const char *out_dir, const char *ext)
{
	char *stem = book_file_stem(chapter);
	struct strbuf sb;
	strbuf_init(&sb);
	size_t dir = strlen(out_dir);
	while (dir > 1 && out_dir[dir - 1] == '/') /* DIR/ as the user wrote it */
		dir--;
	int rc = !stem || strbuf_addf(&sb, "%.*s/%s.%s", (int)dir, out_dir, stem, ext);
	free(stem);
	return rc ? NULL : strbuf_detach(&sb, NULL);
}

const char *cli_out_dir(const struct book *b)
{
	return b && b->set.output ? b->set.output : "out";
}

/* A whole book given as a chapter: said, with what to do; the render goes on. */
static int warn_whole_book(const char *in, const struct text *t, struct diag *d)
{
	size_t headings;
	int rc = split_count_headings(t, &headings);
	if (!rc && headings >= SPLIT_WHOLE_BOOK_HEADINGS)
		rc = diag_add(d, 0, DIAG_WARNING,
			      "holds %zu chapter headings, all rendered into one file; "
			      "'tingshu batch %s' splits it and renders each chapter",
			      headings, in);
	return rc;
}

/* -v: how much of the chapter is left unsaid on purpose, and where to see it. */
static void say_asides(const char *in, const struct chapter *ch)
{
	size_t n = 0;
	for (size_t i = 0; i < ch->segs.n; i++)
		n += ch->segs.v[i].kind == SEG_ASIDE;
	if (n)
		fprintf(stderr, "%s: %zu passage%s not read aloud (site text, notes, links, rules): "
			"'tingshu inspect text -v %s' lists them\n", in, n, n == 1 ? "" : "s", in);
}

/* The sidecars of a finished output: read-along timings and its state;
 * audio: the chapter's hash taken before it was read. */
static int write_sidecars(const char *out, const struct chapter *ch,
			  const struct render_stats *st, const struct sink_meta *meta,
			  uint64_t warnings, uint64_t audio)
{
	struct strbuf lrc;
	strbuf_init(&lrc);
	char *path = lrc_path_for(out);
	int rc = path ? lrc_format(st->lrc, &ch->text, st->rate_hz, meta, &lrc) : ERR_NOMEM;
	if (!rc)
		rc = atomic_write(path, lrc.buf, lrc.len);
	struct out_state state = { .seconds = st->rate_hz ? (double)st->samples / st->rate_hz : 0,
				   .title = (char *)meta->title,
				   .tags = state_tags_hash(meta),
				   .warnings = warnings,
				   .plan = st->plan,
				   .audio = audio };
	if (!rc)
		rc = state_write(out, &state);
	if (rc == ERR_IO)
		cli_error("cannot write beside '%s': %s", out, strerror(errno));
	strbuf_release(&lrc);
	free(path);
	return rc;
}

/* The chapter's problems: its warnings once, not again on every run that
 * has the same ones (the last run's are in the output's state), unless
 * asked (-v).  *warnings gets their hash. */
static void say_problems(const char *in, const char *out, const struct diag *d,
			 uint64_t *warnings)
{
	struct out_state last;
	*warnings = state_warnings_hash(d);
	int have = !state_read(out, &last);
	int again = have && last.warnings == *warnings;
	if (have)
		state_release(&last);
	size_t n = diag_count(d, DIAG_WARNING);
	int show = cli_verbosity > 0 || (cli_verbosity == 0 && !again);
	cli_print_diag_as(in, d, show);
	if (!show && n && cli_verbosity == 0)
		cli_note(in, "%zu warning%s as on the last run (-v shows them)", n, n > 1 ? "s" : "");
}

int cli_keep_same_speech(struct engine *e, const char *in, const char *out)
{
	struct out_state last;
	if (access(out, F_OK) || state_read(out, &last))
		return 0;
	struct chapter ch;
	struct diag d; /* its problems are told when it is rendered, or were */
	struct render_stats plan = { 0 };
	uint64_t audio;
	diag_init(&d);
	/* hashed before it is read: an edit while it is read is not taken for done;
	 * with no plan to compare there is nothing to keep, so no file to read */
	int hashed = last.plan && !state_chapter_hash(e->config_hash, in, &audio);
	int keep = last.plan && !chapter_prepare(e, in, &ch, &d) &&
		   !render_paragraphs(e, &ch, 0, (size_t)-1, NULL, &plan) && plan.plan == last.plan &&
		   hashed;
	if (last.plan)
		chapter_release(&ch);
	if (keep) {
		last.audio = audio;
		keep = !state_write(out, &last);
	}
	diag_release(&d);
	state_release(&last);
	return keep;
}

int cli_remove_output(const char *out)
{
	struct out_state last;
	if (state_read(out, &last))
		return 0;
	state_release(&last);
	char *lrc = lrc_path_for(out);
	int rc = !lrc ? ERR_NOMEM : atomic_remove(out);
	if (!rc)
		rc = atomic_remove(lrc) ? ERR_IO : cli_aac_remove(out);
	if (!rc) /* last: a run that stops before it tries again */
		rc = state_remove(out);
	if (rc)
		cli_report(out, rc);
	else if (cli_verbosity >= 0)
		fprintf(stderr, "%s: removed, with its read-along and state: its chapter has no "
				"audio now\n", out);
	free(lrc);
	return rc;
}

int cli_render_one(struct engine *e, const struct book *b, const char *in, const char *out,
		   const char *aac, struct render_stats *st)
{
	uint64_t warnings = 0;
	struct diag d;
	struct chapter ch;
	struct lrc lrc;
	diag_init(&d);
	lrc_init(&lrc);
	/* the chapter as it is before it is read: edited while it renders, it
	 * is not up to date the next time */
	uint64_t audio;
	if (state_chapter_hash(e->config_hash, in, &audio))
		audio = 0; /* matches no text: rendered again next time */
	int rc = chapter_prepare(e, in, &ch, &d);
	if (!rc)
		rc = warn_whole_book(in, &ch.text, &d);
	if (!rc && cli_verbosity > 0)
		say_asides(in, &ch);
	char *title = NULL;
	size_t at = book_track(b, in);
	if (!rc && !(title = book_chapter_title(&ch.text, NULL)))
		title = book_file_stem(in);
	title = book_title_in_volume(b, at, title);
	int track, total;
	book_track_tag(b, at, &track, &total);
	char *album = rc ? NULL : book_name(b);
	if (!rc && !album)
		rc = ERR_NOMEM;
	struct sink_meta meta = { .title = title, .album = album, .artist = b->author,
				  .year = b->year, .track = track, .track_total = total,
				  .cover = b->cover_image, .cover_len = b->cover_len,
				  .aac_path = aac };
	if (!rc)
		rc = title ? render_chapter(e, &ch, out, &meta, st, &lrc) : ERR_NOMEM;
	int saved = errno;
	say_problems(in, out, &d, &warnings);
	errno = saved;
	if (rc == ERR_IO && ch.text.buf)
		cli_error("cannot write '%s': %s", out, strerror(errno));
	else if (rc == ERR_UNKNOWN && ch.text.buf) /* sink_open: no such format */
		cli_error("cannot write '%s': the name must end in .mp3, .wav or .flac, or in / for a folder",
			  out);
	else if (rc && rc != ERR_SYNTAX && rc != ERR_EMPTY)
		cli_report(in, rc);
	if (!rc) {
		st->lrc = &lrc;
		rc = write_sidecars(out, &ch, st, &meta, warnings, audio);
		st->lrc = NULL;
	}
	uint64_t now;
	if (!rc && !state_chapter_hash(e->config_hash, in, &now) && now != audio)
		cli_note(in, "changed while it was rendered: its audio may be of the text "
			     "before (batch renders it again)");
	free(album);
	free(title);
	lrc_release(&lrc);
	chapter_release(&ch);
	diag_release(&d);
	return rc == ERR_EMPTY ? EXIT_NOTHING : rc ? EXIT_FAILED : EXIT_OK;
}

int cli_load_cover(struct book *b)
{
	struct diag d;
	diag_init(&d);
	int rc = book_load_cover(b, &d);
	cli_print_diag(b->dir, &d);
	diag_release(&d);
	if (rc)
		cli_report(b->cover, rc);
	return rc;
}
