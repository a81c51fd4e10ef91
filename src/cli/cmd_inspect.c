/* tingshu inspect STAGE ... - a stage's output, for people and for tests:
 *   segments  the chapter cut into narration, dialogue and asides, with speakers
 *   text      the chapter as it will be read: decoded and repaired; -v lists
 *             what is not read aloud (segment/aside.h) with its lines
 *   norm      each line with numbers and symbols written out
 *   pinyin    each line as pinyin (--align: one token per character, as
 *             spoken; --citation: as dictionaries and CPP write them) */
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "cli.h"
#include "reading/reading.h"
#include "segment/aside.h"
#include "speaker/speaker.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OPT_JSON = OPT_COMMAND, OPT_ALIGN, OPT_CITATION };

static const struct cli_option options[] = {
	{ "json", OPT_JSON, NULL, "segments: one JSON object a line" },
	{ "align", OPT_ALIGN, NULL, "pinyin: one token per character as spoken, _ for non-Han" },
	{ "citation", OPT_CITATION, NULL, "pinyin --align: citation readings (一 yi1, 桌子 zi3)" },
	CLI_ENGINE_OPTIONS,
	CLI_COMMON_OPTIONS,
	{ NULL, 0, NULL, NULL },
};

static const struct cli_command command = {
	"inspect", "[options] segments|text CHAPTER | norm|pinyin [FILE|-]",
	"Show what a stage makes of a chapter or of lines of text.", options,
};

static void json_string(FILE *f, const char *s, size_t n)
{
	fputc('"', f);
	size_t len;
	for (size_t i = 0; i < n; i += len) {
		int32_t cp = utf8_decode(s + i, n - i, &len);
		if (cp < 0)
			fputs("\\ufffd", f);
		else if (cp == '"' || cp == '\\')
			fprintf(f, "\\%c", (char)cp);
		else if (cp == '\n')
			fputs("\\n", f);
		else if (cp < 0x20 || cp == 0x7F)
			fprintf(f, "\\u%04x", (unsigned)cp);
		else
			fwrite(s + i, 1, len, f);
	}
	fputc('"', f);
}

static const char *kind_name(const struct seg *s)
{
	return s->kind == SEG_DIALOGUE ? "dialogue" : s->kind == SEG_ASIDE ? "aside" : "narration";
}

/* A candidate's name as inspect shows it. */
static const char *who_name(const struct chapter *ch, int who)
{
	if (who >= 0 && (size_t)who < ch->cast.n)
		return ch->cast.v[who].name;
	return who == SPEAKER_CROWD ? "crowd" : "unknown";
}

/* -v: why each dialogue run got its speaker (decisions by run of the
 * chapter), from attribution run again on the runs that are read, as
 * chapter_prepare runs it (the reader's corrections, applied after, are not
 * in it).  NULL when out of memory or on an error. */
static struct speaker_decision *explain(struct chapter *ch)
{
	struct seg_list spoken;
	struct speaker_decision *dec = calloc(ch->segs.n + 1, sizeof(*dec));
	struct speaker_decision *by_spoken = NULL;
	int rc = dec ? aside_spoken(&ch->segs, &spoken) : -1;
	if (!rc) {
		by_spoken = calloc(spoken.n + 1, sizeof(*by_spoken));
		struct speaker_opts o = { .decisions = by_spoken };
		rc = by_spoken ? speaker_run(&ch->text, &spoken, &ch->cast, NULL, &o) : -1;
		seg_list_release(&spoken);
	}
	for (size_t i = 0, j = 0; !rc && i < ch->segs.n; i++)
		if (ch->segs.v[i].kind != SEG_ASIDE)
			dec[i] = by_spoken[aside_spoken_index(&ch->segs.v[i], &j)];
	free(by_spoken);
	if (rc) {
		free(dec);
		dec = NULL;
	}
	return dec;
}

/* The score's best candidate, the runner-up and what tipped it. */
static void print_reasons(const struct chapter *ch, const struct speaker_decision *d, int json)
{
	if (json) {
		printf(",\"best\":");
		json_string(stdout, who_name(ch, d->best), strlen(who_name(ch, d->best)));
		printf(",\"runner_up\":");
		json_string(stdout, who_name(ch, d->runner_up), strlen(who_name(ch, d->runner_up)));
		printf(",\"reasons\":[");
		for (int k = 0; k < SPEAKER_REASONS && d->feature[k] >= 0; k++)
			printf("%s{\"feature\":\"%s\",\"of\":\"%s\",\"weight\":%.2f}", k ? "," : "",
			       speaker_feature_name(d->feature[k]), d->against[k] ? "runner_up" : "best",
			       d->weight[k]);
		putchar(']');
		return;
	}
	printf("%44s%.2f %s over %s:", "", d->confidence, who_name(ch, d->best),
	       who_name(ch, d->runner_up));
	for (int k = 0; k < SPEAKER_REASONS && d->feature[k] >= 0; k++)
		printf("%s %s%s +%.2f", k ? "," : "", d->against[k] ? "not " : "",
		       speaker_feature_name(d->feature[k]), d->weight[k]);
	putchar('\n');
}

/* An aside has no speaker nor voice: its column says which aside it is.
 * A dialogue run has its confidence, and with why its reasons. */
static void print_segments(const struct engine *e, const struct chapter *ch, int json,
			   const struct speaker_decision *why)
{
	for (size_t i = 0; i < ch->segs.n; i++) {
		const struct seg *s = &ch->segs.v[i];
		int aside = s->kind == SEG_ASIDE;
		const char *speaker = aside ? aside_kind_name(s->aside) : chapter_speaker_name(ch, s);
		const char *voice = aside ? "-" : chapter_voice(e, ch, s)->name;
		int named = s->kind == SEG_DIALOGUE && s->speaker >= 0;
		if (json) {
			printf("{\"line\":%zu,\"para\":%zu,\"kind\":\"%s\",\"speaker\":", s->line,
			       s->para + 1, kind_name(s));
			if (named)
				json_string(stdout, speaker, strlen(speaker));
			else
				fputs("null", stdout);
			if (s->kind == SEG_DIALOGUE)
				printf(",\"confidence\":%.3f", s->confidence);
			if (s->kind == SEG_DIALOGUE && why)
				print_reasons(ch, &why[i], 1);
			if (aside)
				printf(",\"aside\":\"%s\",\"voice\":null,\"text\":", speaker);
			else
				printf(",\"voice\":\"%s\",\"text\":", voice);
			json_string(stdout, ch->text.buf + s->start, s->end - s->start);
			fputs("}\n", stdout);
		} else {
			printf("%5zu  %-9s ", s->line, kind_name(s));
			cli_print_column(speaker, 10);
			cli_print_column(voice, 9);
			fwrite(ch->text.buf + s->start, 1, s->end - s->start, stdout);
			fputc('\n', stdout);
			if (s->kind == SEG_DIALOGUE && why)
				print_reasons(ch, &why[i], 0);
		}
	}
}

/* Most characters of an aside quoted in its line of the listing. */
#define ASIDE_QUOTE_CHARS 60

/* Every aside with its line, on stderr: what is in the chapter but will not
 * be heard. */
static void list_asides(const char *path, const struct chapter *ch)
{
	for (size_t i = 0; i < ch->segs.n; i++) {
		const struct seg *s = &ch->segs.v[i];
		if (s->kind != SEG_ASIDE)
			continue;
		const char *text = ch->text.buf + s->start;
		size_t n = s->end - s->start, cut = 0, chars = 0, len;
		while (cut < n && chars++ < ASIDE_QUOTE_CHARS) {
			utf8_decode(text + cut, n - cut, &len);
			cut += len;
		}
		fprintf(stderr, "%s:%zu: not read aloud (%s): ", path, s->line,
			aside_kind_words(s->aside));
		for (size_t k = 0; k < cut; k++)
			fputc(text[k] == '\n' ? ' ' : text[k], stderr);
		fputs(cut < n ? " ...\n" : "\n", stderr);
	}
}

static int inspect_chapter(const char *stage, const char *path, const struct cli_engine_args *a,
			   int json)
{
	struct book b;
	struct engine e;
	if (cli_open_book(&b, a, path))
		return EXIT_FAILED;
	/* only who speaks needs a cast: the text alone finds none */
	if (cli_engine_init(&e, a, &b, strcmp(stage, "segments") ? 0 : CLI_DISCOVER)) {
		book_release(&b);
		return EXIT_FAILED;
	}
	struct chapter ch;
	struct diag d;
	diag_init(&d);
	int rc = chapter_prepare(&e, path, &ch, &d);
	cli_print_diag(path, &d);
	if (rc) {
		if (rc != ERR_SYNTAX) /* else the lines above said what and where */
			cli_report(path, rc);
	} else if (!strcmp(stage, "segments")) {
		struct speaker_decision *why = cli_verbosity > 0 ? explain(&ch) : NULL;
		print_segments(&e, &ch, json, why);
		free(why);
	} else {
		fwrite(ch.text.buf, 1, ch.text.len, stdout);
		if (cli_verbosity > 0)
			list_asides(path, &ch);
	}
	chapter_release(&ch);
	diag_release(&d);
	engine_release(&e);
	book_release(&b);
	return rc ? EXIT_FAILED : EXIT_OK;
}

typedef int (*line_fn)(const struct reading *r, const char *s, size_t n, struct strbuf *out);

/* One output line of fn for line[0..len) (its line end dropped); 0 or an
 * error. */
static int inspect_line(const struct engine *e, line_fn fn, const char *line, size_t len,
			struct strbuf *out)
{
	while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
		len--;
	strbuf_reset(out);
	int rc = fn(e->reading, line, len, out);
	if (!rc) {
		fwrite(out->buf, 1, out->len, stdout);
		fputc('\n', stdout);
	}
	return rc;
}

/* Runs fn over every line of the file (read as render reads a chapter: its
 * encoding found, GBK and Big5 too) or of stdin (UTF-8), one output line
 * each, with the file's book (stdin: --book's, else none); with discover,
 * its cast found first when it has none, as render would find it: names are
 * read as the cast's. */
static int inspect_lines(const char *path, const struct cli_engine_args *a, line_fn fn,
			 int discover)
{
	int from_stdin = !path || !strcmp(path, "-");
	struct text t = { 0 };
	if (!from_stdin && cli_load_text(&t, path))
		return EXIT_FAILED;
	struct book b;
	int has_book = !from_stdin || a->book_dir;
	struct engine e;
	if ((has_book && cli_open_book(&b, a, from_stdin ? "-" : path)) ||
	    cli_engine_init(&e, a, has_book ? &b : NULL, has_book && discover ? CLI_DISCOVER : 0)) {
		text_release(&t);
		if (has_book)
			book_release(&b);
		return EXIT_FAILED;
	}
	struct strbuf out;
	strbuf_init(&out);
	int rc = 0;
	if (from_stdin) {
		char *line = NULL;
		size_t cap = 0;
		ssize_t n;
		while (!rc && (n = getline(&line, &cap, stdin)) >= 0)
			rc = inspect_line(&e, fn, line, (size_t)n, &out);
		free(line);
	} else {
		for (size_t p = 0, end; !rc && p < t.len; p = end + 1) {
			const char *nl = memchr(t.buf + p, '\n', t.len - p);
			end = nl ? (size_t)(nl - t.buf) : t.len;
			rc = inspect_line(&e, fn, t.buf + p, end - p, &out);
		}
	}
	if (rc)
		cli_report(from_stdin ? "-" : path, rc);
	strbuf_release(&out);
	text_release(&t);
	engine_release(&e);
	if (has_book)
		book_release(&b);
	return rc ? EXIT_FAILED : EXIT_OK;
}

int cmd_inspect(int argc, char **argv)
{
	struct cli_engine_args a = { 0 };
	int json = 0, align = 0, citation = 0, c, stop;
	while ((c = cli_getopt(&command, argc, argv, &stop)) != -1) {
		if (c == OPT_JSON)
			json = 1;
		else if (c == OPT_ALIGN)
			align = 1;
		else if (c == OPT_CITATION)
			citation = 1;
		else if (cli_engine_option(&command, &a, c, optarg) <= 0)
			return EXIT_USAGE;
	}
	if (stop >= 0)
		return stop;
	if (optind >= argc)
		return cli_usage(&command, "which stage: segments, text, norm or pinyin?");
	const char *stage = argv[optind++];
	int rest = argc - optind;
	const char *file = rest ? argv[optind] : NULL;
	if (!strcmp(stage, "segments") || !strcmp(stage, "text")) {
		if (rest != 1)
			return cli_usage(&command, "inspect %s takes one chapter file", stage);
		return inspect_chapter(stage, file, &a, json);
	}
	if (rest > 1)
		return cli_usage(&command, "inspect %s takes one file, or - for stdin", stage);
	if (!strcmp(stage, "norm"))
		return inspect_lines(file, &a, reading_norm, 0); /* numbers need no names */
	if (citation && (!align || strcmp(stage, "pinyin")))
		return cli_usage(&command, "--citation goes with pinyin --align");
	if (!strcmp(stage, "pinyin"))
		return inspect_lines(file, &a,
				     citation ? reading_align_citation
				     : align  ? reading_align
					      : reading_say,
				     1);
	return cli_usage(&command, "unknown stage '%s'", stage);
}
