/* bench/speaker.c - speaker attribution on the gold set: right, right when
 * naming (a cast member's voice given), named, by file and by the rules'
 * cue for each quote.
 *
 *   make bench-speaker                     every tests/gold/speaker/NAME.gold
 *   build/bench-speaker [-v] [-w] [-m MODEL] FILE…
 *
 * -v prints every miss, -w scores whole chapters only, -m scores with
 * another model file than the built-in one.  Twice: on whole chapters,
 * then on 21-paragraph excerpts with the quote on line 11 (the layout of
 * the published benchmark, where the context a chapter gives is cut off). */
#include "speaker_gold.h"

#include <dirent.h>
#include <unistd.h>

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static double pc(size_t a, size_t b)
{
	return b ? 100.0 * (double)a / (double)b : 0.0;
}

static void report(const char *what, const struct gold_score *s)
{
	printf("%-28s %4zu/%-4zu %5.1f %%", what, s->right, s->total, pc(s->right, s->total));
	if (s->given)
		printf("   right when naming %5.1f %%, named %5.1f %%", pc(s->given_right, s->given),
		       pc(s->given, s->total));
	putchar('\n');
}

static void run(char **files, size_t n, int verbose, int excerpts);

int main(int argc, char **argv)
{
	int verbose = 0, whole = 0, c;
	struct speaker_model *model = NULL;
	while ((c = getopt(argc, argv, "vwm:")) != -1) {
		if (c == 'v') {
			verbose = 1;
		} else if (c == 'w') {
			whole = 1;
		} else if (c == 'm') {
			struct strbuf sb;
			strbuf_init(&sb);
			int err = 0;
			if (gold_read_file(optarg, &sb) ||
			    !(model = speaker_model_parse(sb.buf, sb.len, NULL, &err))) {
				fprintf(stderr, "bench-speaker: cannot read the model '%s'\n", optarg);
				return 1;
			}
			strbuf_release(&sb);
			gold_model = model;
		} else {
			fprintf(stderr, "usage: bench-speaker [-v] [-w] [-m MODEL] [FILE.gold...]\n");
			return 2;
		}
	}
	char **files = NULL;
	size_t n = 0;
	if (optind < argc) {
		files = argv + optind;
		n = (size_t)(argc - optind);
	} else {
		const char *dir = "tests/gold/speaker";
		DIR *dp = opendir(dir);
		struct dirent *e;
		static char *list[1024];
		static char paths[1024][512];
		while (dp && (e = readdir(dp)) && n < 1024) {
			size_t k = strlen(e->d_name);
			if (k > 5 && !strcmp(e->d_name + k - 5, ".gold")) {
				snprintf(paths[n], sizeof(paths[n]), "%s/%s", dir, e->d_name);
				list[n] = paths[n];
				n++;
			}
		}
		if (dp)
			closedir(dp);
		qsort(list, n, sizeof(*list), by_name);
		files = list;
	}
	for (int excerpts = 0; excerpts < 2 - whole; excerpts++) {
		printf("%s\n\n", excerpts ? "\n== 21-line excerpts, the quote on line 11 =="
					    : "== whole chapters ==");
		run(files, n, verbose, excerpts);
	}
	speaker_model_free(model);
	return 0;
}

static void run(char **files, size_t n, int verbose, int excerpts)
{
	struct gold_score all = { 0 };
	for (size_t i = 0; i < n; i++) {
		struct gold_score s = { 0 };
		if (gold_score_file_mode(files[i], &s, verbose ? stderr : NULL, excerpts)) {
			fprintf(stderr, "bench-speaker: cannot read '%s'\n", files[i]);
			exit(1);
		}
		if (s.skipped_files) {
			printf("%-28s skipped: its text is not here\n", strrchr(files[i], '/') ?
			       strrchr(files[i], '/') + 1 : files[i]);
			continue;
		}
		report(strrchr(files[i], '/') ? strrchr(files[i], '/') + 1 : files[i], &s);
		all.total += s.total;
		all.right += s.right;
		all.named_total += s.named_total;
		all.named_right += s.named_right;
		all.named_unknown += s.named_unknown;
		all.given += s.given;
		all.given_right += s.given_right;
		for (int c = 0; c <= SPEAKER_CUE_COUNT; c++) {
			all.cue_total[c] += s.cue_total[c];
			all.cue_right[c] += s.cue_right[c];
		}
	}
	printf("\nby the cue that decided:\n");
	for (int c = 0; c <= SPEAKER_CUE_COUNT; c++) {
		if (!all.cue_total[c])
			continue;
		struct gold_score one = { .total = all.cue_total[c], .right = all.cue_right[c] };
		char what[64];
		snprintf(what, sizeof(what), "  %s", c == GOLD_NOT_FOUND ? "(quote not found)"
									 : speaker_cue_name(c));
		report(what, &one);
	}
	printf("\n");
	report("all", &all);
	struct gold_score named = { .total = all.named_total, .right = all.named_right };
	report("said by a cast member", &named);
	printf("%-28s %4zu/%-4zu %5.1f %%\n", "  of these left unknown", all.named_unknown,
	       all.named_total,
	       all.named_total ? 100.0 * (double)all.named_unknown / (double)all.named_total : 0.0);
}
