/* tingshu - the command line: global options and subcommand dispatch.  A
 * command is a file cmd_NAME.c and a row here. */
#include "cli.h"

#include <stdio.h>
#include <string.h>

static int cmd_help(int argc, char **argv);

static const struct {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
} commands[] = {
	{ "render", cmd_render, "render one chapter to MP3, WAV or FLAC" },
	{ "batch", cmd_batch, "render every chapter of a book in parallel" },
	{ "preview", cmd_preview, "hear one paragraph, or a line of text" },
	{ "cast", cmd_cast, "find who speaks in the book and add them to its cast" },
	{ "decipher", cmd_decipher, "find the key of a book's scrambled chapters (book.repair)" },
	{ "voices", cmd_voices, "list the voice presets" },
	{ "split", cmd_split, "cut a whole-book TXT or an EPUB into chapter files" },
	{ "inspect", cmd_inspect, "show a stage's output: segments, text, norm, pinyin" },
	{ "help", cmd_help, "this list, or a command's help: tingshu help COMMAND" },
};
#define N_COMMANDS (sizeof(commands) / sizeof(*commands))

static void usage(FILE *f)
{
	fprintf(f, "usage: tingshu COMMAND [options] ...\n\n"
		   "Turns Chinese novels into audiobooks: one MP3 per chapter, the narrator and\n"
		   "each character with a voice of their own.  A book is a folder of chapters\n"
		   "(*.txt) with its book.ini, cast.ini, book.lexicon and book.repair.\n\n"
		   "commands:\n");
	for (size_t i = 0; i < N_COMMANDS; i++)
		fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].summary);
	fprintf(f, "\n'tingshu COMMAND --help' tells more; --version prints the version;\n"
		   "man tingshu has it all.\n");
}

static int cmd_help(int argc, char **argv)
{
	if (argc < 2) {
		usage(stdout);
		return EXIT_OK;
	}
	for (size_t i = 0; i < N_COMMANDS; i++)
		if (!strcmp(argv[1], commands[i].name) && commands[i].run != cmd_help) {
			char help[] = "--help";
			char *args[] = { argv[1], help, NULL };
			return commands[i].run(2, args);
		}
	fprintf(stderr, "tingshu: no command '%s'\n", argv[1]);
	usage(stderr);
	return EXIT_USAGE;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("tingshu %s\n", TINGSHU_VERSION);
		return EXIT_OK;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		usage(stdout);
		return EXIT_OK;
	}
	for (size_t i = 0; i < N_COMMANDS; i++)
		if (!strcmp(argv[1], commands[i].name))
			return commands[i].run(argc - 1, argv + 1);
	fprintf(stderr, "tingshu: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return EXIT_USAGE;
}
