/* bench/speaker.c - speaker attribution accuracy on the gold set, by the cue
 * that decided each quote.
 *
 *   make bench-speaker            every tests/gold/speaker/NAME.gold
 *   build/bench-speaker -v FILE…  the same, printing every miss
 *
 * Twice: on whole chapters, then on 21-paragraph excerpts with the quote on
 * line 11 (the layout of the published benchmark, where the context a
 * chapter gives is cut off). */
#include "speaker_gold.h"

#include <dirent.h>

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void report(const char *what, const struct gold_score *s)
{
	printf("%-28s %4zu/%-4zu %5.1f %%\n", what, s->right, s->total,
	       s->total ? 100.0 * (double)s->right / (double)s->total : 0.0);
}

static void run(char **files, size_t n, int verbose, int excerpts);

int main(int argc, char **argv)
{
	int verbose = argc > 1 && !strcmp(argv[1], "-v");
	char **files = NULL;
	size_t n = 0;
	if (argc > 1 + verbose) {
		files = argv + 1 + verbose;
		n = (size_t)(argc - 1 - verbose);
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
	for (int excerpts = 0; excerpts < 2; excerpts++) {
		printf("%s\n\n", excerpts ? "\n== 21-line excerpts, the quote on line 11 =="
					    : "== whole chapters ==");
		run(files, n, verbose, excerpts);
	}
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
