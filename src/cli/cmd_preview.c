/* tingshu preview CHAPTER [-p] N | --text "..." [-o FILE|-]
 * Renders one paragraph and plays it when this machine can, else writes WAV. */
#include "audio/sink.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "cli.h"
#include "segment/aside.h"

#include <errno.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

enum { OPT_TEXT = OPT_COMMAND, OPT_VOICE };

static const struct cli_option options[] = {
	{ "paragraph", 'p', "N", "the paragraph to hear (1-based)" },
	{ "text", OPT_TEXT, "TEXT", "hear this text instead of a chapter's paragraph" },
	{ "voice", OPT_VOICE, "PRESET", "every word in this preset's voice (tingshu voices lists them)" },
	{ "output", 'o', "FILE", "write the audio here (- for WAV on stdout) instead of playing" },
	CLI_ENGINE_OPTIONS,
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"preview", "[options] (CHAPTER [-p] N | --text TEXT)",
	"Hear one paragraph: played when a sound device and a player are there, else\n"
	"written to preview.wav (or the -o file).  Text has no book unless --book\n"
	"gives one.",
	options,
};

static int file_exists(const char *path)
{
	struct stat st;
	return !stat(path, &st);
}

static int can_play(void)
{
	const char *runtime = getenv("XDG_RUNTIME_DIR");
	struct strbuf sock;
	strbuf_init(&sock);
	int pulse = runtime && !strbuf_addf(&sock, "%s/pulse/native", runtime) &&
		    file_exists(sock.buf);
	strbuf_release(&sock);
	return pulse || getenv("PULSE_SERVER") || file_exists("/dev/snd/controlC0");
}

/* Plays wav with the first player found, its arguments passed as a vector
 * (never through a shell).  Returns 0 if one played it. */
static int play(const char *wav)
{
	char *const players[][7] = {
		{ "paplay", (char *)wav, NULL },
		{ "aplay", "-q", (char *)wav, NULL },
		{ "ffplay", "-nodisp", "-autoexit", "-loglevel", "quiet", (char *)wav, NULL },
	};
	for (size_t i = 0; i < sizeof(players) / sizeof(*players); i++) {
		pid_t pid;
		if (posix_spawnp(&pid, players[i][0], NULL, NULL, players[i], environ))
			continue; /* not installed */
		int status;
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
			return 0;
	}
	return -1;
}

static int copy_to_stdout(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return ERR_IO;
	char buf[65536];
	size_t n;
	int rc = 0;
	while (!rc && (n = fread(buf, 1, sizeof(buf), f)) > 0)
		rc = fwrite(buf, 1, n, stdout) == n ? 0 : ERR_IO;
	fclose(f);
	return rc || fflush(stdout) ? ERR_IO : 0;
}

/* The paragraph's first segment when all of it is asides, else NULL. */
static const struct seg *only_asides(const struct chapter *ch, size_t para)
{
	const struct seg *first = NULL;
	for (size_t i = 0; i < ch->segs.n; i++) {
		const struct seg *s = &ch->segs.v[i];
		if (s->para != para)
			continue;
		if (s->kind != SEG_ASIDE)
			return NULL;
		if (!first)
			first = s;
	}
	return first;
}

static int render_preview(struct engine *e, struct chapter *ch, long para, const char *out)
{
	if (ch->segs.n_paras == 0) {
		cli_error("%s: nothing to read aloud (blank)", ch->text.name);
		return ERR_UNKNOWN;
	}
	if (para > (long)ch->segs.n_paras) {
		cli_error("%s has %zu paragraph%s, not %ld", ch->text.name, ch->segs.n_paras,
			  ch->segs.n_paras == 1 ? "" : "s", para);
		return ERR_UNKNOWN;
	}
	const struct seg *aside = only_asides(ch, (size_t)para - 1);
	if (aside) {
		cli_error("%s:%zu: paragraph %ld is not read aloud (%s); --read-all reads it",
			  ch->text.name, aside->line, para, aside_kind_words(aside->aside));
		return ERR_UNKNOWN;
	}
	int rc;
	struct sink_meta meta = { .title = "preview" };
	struct sink *sink = sink_open(out, engine_rate_hz(e), &meta, &rc);
	if (!sink)
		return rc;
	struct render_stats st = { 0 };
	rc = render_paragraphs(e, ch, (size_t)para - 1, (size_t)para - 1, sink, &st);
	if (!rc)
		rc = sink_finish(sink);
	sink_free(sink);
	return rc;
}

int cmd_preview(int argc, char **argv)
{
	struct cli_engine_args a = { 0 };
	const char *text = NULL, *out = NULL, *voice = NULL;
	long para = 0;
	int c, stop;
	while ((c = cli_getopt(&command, argc, argv, &stop)) != -1) {
		if (c == 'p') {
			if (cli_number(optarg, 1, LONG_MAX, &para))
				return cli_usage(&command, "-p takes a paragraph number from 1");
		} else if (c == OPT_TEXT) {
			text = optarg;
		} else if (c == 'o') {
			out = optarg;
		} else if (c == OPT_VOICE) {
			voice = optarg;
		} else if (cli_engine_option(&command, &a, c, optarg) <= 0) {
			return EXIT_USAGE;
		}
	}
	if (stop >= 0)
		return stop;
	int rest = argc - optind;
	/* preview CHAPTER 3: the paragraph as a second word, as users type it */
	if (!text && !para && rest == 2) {
		if (cli_number(argv[optind + 1], 1, LONG_MAX, &para))
			return cli_usage(&command, "the paragraph is a number from 1");
		rest = 1;
	}
	if (text ? rest != 0 || para : rest != 1 || !para)
		return cli_usage(&command, "give a chapter and -p N, or --text");
	struct book b;
	int has_book = !text || a.book_dir;
	struct engine e;
	if (has_book && cli_open_book(&b, &a, text ? "--text" : argv[optind]))
		return EXIT_FAILED;
	if (cli_engine_init(&e, &a, has_book ? &b : NULL, CLI_SYNTH | CLI_DISCOVER)) {
		if (has_book)
			book_release(&b);
		return EXIT_FAILED;
	}
	if (voice && !(e.voice_all = voice_find(&e.voices, voice))) {
		char *names = voice_names(&e.voices, -1);
		cli_error("no voice preset named '%s' (the presets: %s)", voice, names ? names : "?");
		free(names);
		engine_release(&e);
		if (has_book)
			book_release(&b);
		return EXIT_FAILED;
	}
	cli_catch_signals();
	struct chapter ch;
	struct diag d;
	diag_init(&d);
	int rc = text ? chapter_prepare_bytes(&e, "--text", text, strlen(text), &ch, &d)
		      : chapter_prepare(&e, argv[optind], &ch, &d);
	cli_print_diag(text ? "--text" : argv[optind], &d);
	if (text)
		para = 1;
	char tmp_dir[] = "/tmp/tingshu-preview-XXXXXX";
	char tmp[sizeof(tmp_dir) + 16] = "";
	int to_stdout = out && !strcmp(out, "-");
	int playing = !out && can_play();
	const char *target = out && !to_stdout ? out : "preview.wav";
	if (!rc && (to_stdout || playing)) {
		rc = mkdtemp(tmp_dir) ? 0 : ERR_IO;
		snprintf(tmp, sizeof(tmp), "%s/preview.wav", tmp_dir);
		target = tmp;
	}
	if (!rc)
		rc = render_preview(&e, &ch, para, target);
	if (!rc && to_stdout)
		rc = copy_to_stdout(tmp);
	else if (!rc && playing && play(tmp))
		cli_error("no player could play it (tried paplay, aplay, ffplay)");
	else if (!rc && !out && cli_verbosity >= 0)
		fprintf(stderr, "no sound device here: wrote %s\n", target);
	if (rc && rc != ERR_UNKNOWN)
		cli_report(text ? "preview" : argv[optind], rc);
	if (target == tmp) {
		unlink(tmp);
		rmdir(tmp_dir);
	}
	chapter_release(&ch);
	diag_release(&d);
	engine_release(&e);
	if (has_book)
		book_release(&b);
	return rc ? EXIT_FAILED : EXIT_OK;
}
