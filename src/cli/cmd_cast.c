/* tingshu cast [DIR|CHAPTER...] - finds who speaks in the book and adds them
 * to the cast file, keeping what the user wrote there. */
#include "audio/voice.h"
#include "base/diag.h"
#include "base/err.h"
#include "cli.h"
#include "reading/reading.h"
#include "repair/repair.h"
#include "speaker/castgen.h"
#include "text/text.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Fewer quotes than this and a "name" is as likely a word as a character. */
#define DEFAULT_MIN_QUOTES 3

static const struct cli_option options[] = {
	{ "cast", 'c', "FILE", "the cast file to update (default voices/cast.ini)" },
	{ "voices", 'V', "DIR", "voice presets to give the main characters (default voices/)" },
	{ "min", 'm', "N", "only names next to at least N quotes (default 3)" },
	{ "repair-table", 'R', "FILE", "extra STANDIN ORIGINAL pairs for scrambled text" },
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"cast", "[options] [DIR|CHAPTER...]",
	"Read every chapter (default chapters/), find who speaks, and add them with\n"
	"their gender and the name's reading to the cast file.  What is already in\n"
	"the file stays as it is.",
	options,
};

/* A new character's name as the reading stage reads names (单聘仁 Shàn). */
static int read_name(void *ctx, const char *name, struct strbuf *out)
{
	return reading_name(ctx, name, out);
}

/* The main characters (the most frequent come first) each get a preset of
 * their gender that no one in the cast has yet; once those run out, the rest
 * take theirs from the pool by name. */
static const char *pick_unused_voice(void *ctx, const struct cast *c, int who)
{
	const struct voice_set *vs = ctx;
	for (size_t i = 0; i < vs->n; i++) {
		const struct voice *v = &vs->v[i];
		if (v->role != ROLE_CHARACTER ||
		    (c->v[who].gender != GENDER_UNKNOWN && v->gender != c->v[who].gender))
			continue;
		int used = 0;
		for (size_t k = 0; k < c->n && !used; k++)
			used = c->v[k].voice && !strcmp(c->v[k].voice, v->name);
		if (!used)
			return v->name;
	}
	return NULL;
}

static int scan_chapter(struct castgen *g, const char *path, const struct repair_table *table)
{
	struct text t;
	struct diag d;
	struct repair_report rep;
	diag_init(&d);
	int rc = text_load(&t, path, &d);
	if (!rc)
		rc = repair_text(&t, table, &rep, &d);
	if (!rc)
		rc = castgen_scan(g, &t);
	if (cli_verbosity > 0)
		cli_print_diag(path, &d);
	if (rc)
		cli_report(path, rc);
	text_release(&t);
	diag_release(&d);
	return rc;
}

int cmd_cast(int argc, char **argv)
{
	const char *cast_path = "voices/cast.ini", *table = NULL, *voices_dir = "voices";
	long min = DEFAULT_MIN_QUOTES;
	int c;
	while ((c = cli_getopt(&command, argc, argv)) != -1) {
		char *end;
		if (c == 'h')
			return EXIT_OK;
		if (c == '?')
			return EXIT_USAGE;
		if (c == 'c') {
			cast_path = optarg;
		} else if (c == 'V') {
			voices_dir = optarg;
		} else if (c == 'R') {
			table = optarg;
		} else if (c == 'm') {
			min = strtol(optarg, &end, 10);
			if (*end || min < 1)
				return cli_usage(&command, "--min takes a number from 1");
		} else if (c == 'q') {
			cli_verbosity = -1;
		} else if (c == 'v') {
			cli_verbosity = 1;
		}
	}
	struct repair_table *repair = NULL;
	if (table) {
		struct diag td;
		diag_init(&td);
		int rc = repair_table_load(&repair, table, &td);
		cli_print_diag(table, &td);
		diag_release(&td);
		if (rc)
			return EXIT_FAILED;
	}
	struct chapter_list chapters = { 0 };
	if (chapter_list_args(&chapters, argc - optind, argv + optind)) {
		chapter_list_release(&chapters);
		repair_table_free(repair);
		return EXIT_FAILED;
	}
	struct castgen g;
	castgen_init(&g);
	size_t failed = 0;
	for (size_t i = 0; i < chapters.n; i++)
		failed += scan_chapter(&g, chapters.paths[i], repair) != 0;
	repair_table_free(repair);
	struct diag d;
	diag_init(&d);
	const char *saved = diag_set_file(&d, cast_path);
	struct voice_set voices;
	int have_voices = !voice_set_load(&voices, voices_dir, NULL);
	int rerr;
	struct reading *r = reading_new(NULL, NULL, &rerr);
	int added = castgen_update_file(&g, cast_path, (size_t)min,
					have_voices ? pick_unused_voice : NULL, &voices,
					r ? read_name : NULL, r, &d);
	reading_free(r);
	if (have_voices)
		voice_set_release(&voices);
	diag_set_file(&d, saved);
	cli_print_diag(cast_path, &d);
	if (added == ERR_IO)
		cli_error("cannot update '%s': %s", cast_path, strerror(errno));
	else if (added < 0 && added != ERR_SYNTAX)
		cli_report(cast_path, added);
	else if (added >= 0 && cli_verbosity >= 0)
		fprintf(stderr, "%s: %d characters added from %zu chapters\n", cast_path, added,
			chapters.n);
	diag_release(&d);
	castgen_release(&g);
	chapter_list_release(&chapters);
	return added < 0 || failed ? EXIT_FAILED : EXIT_OK;
}
