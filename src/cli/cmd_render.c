/* tingshu render CHAPTER [-o OUT] */
#include "base/err.h"
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct cli_option options[] = {
	{ "output", 'o', "OUT", "the audio file: .mp3 (default out/NAME.mp3), .wav or .flac" },
	CLI_ENGINE_OPTIONS,
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"render", "[options] CHAPTER", "Render one chapter to an audio file.", options,
};

int cmd_render(int argc, char **argv)
{
	struct engine_opts o = { .need_synth = 1 };
	const char *out = NULL;
	int c;
	while ((c = cli_getopt(&command, argc, argv)) != -1) {
		if (c == 'h')
			return EXIT_OK;
		if (c == '?')
			return EXIT_USAGE;
		if (c == 'o')
			out = optarg;
		else if (!cli_engine_option(&o, c, optarg))
			return EXIT_USAGE;
	}
	if (argc - optind != 1)
		return cli_usage(&command, "expected one chapter file");
	const char *in = argv[optind];
	char *default_out = NULL;
	if (!out) {
		if (make_dirs("out")) {
			cli_report("cannot create 'out'", ERR_IO);
			return EXIT_FAILED;
		}
		out = default_out = chapter_out_path(in, "out", "mp3");
		if (!out) {
			cli_report("render", ERR_NOMEM);
			return EXIT_FAILED;
		}
	}
	struct engine e;
	if (cli_engine_init(&e, &o, in)) {
		free(default_out);
		return EXIT_FAILED;
	}
	cli_catch_signals();
	int track, total;
	chapter_track(in, &track, &total);
	struct render_stats st;
	int rc = cli_render_one(&e, in, out, track, total, &st);
	if (!rc && cli_verbosity >= 0)
		fprintf(stderr, "%s: %.1f s of audio\n", out,
			st.rate_hz ? (double)st.samples / st.rate_hz : 0.0);
	engine_release(&e);
	free(default_out);
	return rc;
}
