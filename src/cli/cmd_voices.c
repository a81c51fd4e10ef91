/* tingshu voices [BOOK] - the voice presets a book is read with: the
 * installed ones and those of the local voices/ folders over them. */
#include "audio/voice.h"
#include "cli.h"

#include <stdio.h>
#include <string.h>

static const struct cli_option options[] = {
	{ "voices", 'V', "DIR", "presets that add to or replace the installed ones" },
	{ "speed", OPT_SPEED, "FACTOR", "the rates as this speed makes them" },
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"voices", "[options] [BOOK]",
	"List the voice presets: name, gender, role (narrator, character, unknown\n"
	"speaker, crowd, machine), eSpeak NG voice and variant, rate, and the folder\n"
	"each comes from: the installed ones, then voices/ here, the book's voices\n"
	"setting and -V, each adding presets or replacing those of the same name.",
	options,
};

int cmd_voices(int argc, char **argv)
{
	struct cli_engine_args a = { 0 };
	int c, stop;
	while ((c = cli_getopt(&command, argc, argv, &stop)) != -1) {
		if (cli_engine_option(&command, &a, c, optarg) <= 0)
			return EXIT_USAGE;
	}
	if (stop >= 0)
		return stop;
	if (argc - optind > 1)
		return cli_usage(&command, "give at most one book");
	struct book b;
	int has_book = argc - optind == 1;
	if (has_book && cli_open_book_dir(&b, argv[optind]))
		return EXIT_FAILED;
	struct voice_set vs;
	int rc = cli_load_voices(&vs, &a, has_book ? &b : NULL);
	if (!rc) {
		printf("%-12s %-8s %-10s %-24s %5s  %s\n", "NAME", "GENDER", "ROLE", "ESPEAK",
		       "WPM", "FOLDER");
		for (size_t i = 0; i < vs.n; i++) {
			const struct voice *v = &vs.v[i];
			char espeak[64];
			snprintf(espeak, sizeof(espeak), "%s%s%s", v->espeak, v->variant ? "+" : "",
				 v->variant ? v->variant : "");
			const char *slash = strrchr(v->path, '/');
			cli_print_column(v->name, 12); /* a preset's own name may be Chinese */
			printf("%-8s %-10s %-24s %5d  %.*s\n", gender_name(v->gender),
			       voice_role_name(v->role), espeak, v->rate_wpm,
			       slash ? (int)(slash - v->path) : 1, slash ? v->path : ".");
		}
		const struct voice *example = NULL;
		for (size_t i = 0; i < vs.n && !example; i++)
			if (vs.v[i].role == ROLE_CHARACTER)
				example = &vs.v[i];
		if (example)
			printf("\nhear one:  tingshu preview --voice %s --text '他说：“今天天气很好。”'\n"
			       "give it to a character in the book's cast.ini:  voice = %s\n",
			       example->name, example->name);
		voice_set_release(&vs);
	}
	if (has_book)
		book_release(&b);
	return rc ? EXIT_FAILED : EXIT_OK;
}
