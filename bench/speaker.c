/* bench/speaker.c - speaker attribution on the gold set: right, right when
 * naming (a cast member's voice given) and named, by file, by book and by
 * the rules' cue for each quote; and how long attribution takes.
 *
 *   make bench-speaker                  every tests/gold/speaker/NAME.gold
 *   build/bench-speaker [-v] [-w] [-R | -m MODEL] [-T TRAINED] FILE…
 *   build/bench-speaker -t CHAPTER CAST  milliseconds to attribute CHAPTER
 *
 * -v prints every miss, -w scores whole chapters only, -R scores with the
 * rules alone (every reading of the flow weighs 1: attribution before the
 * scorer), -m with another model file than the built-in one.  TRAINED is
 * a file listing the gold files the model was trained on: the others are
 * marked held out.  Twice: on whole chapters, then on 21-paragraph
 * excerpts with the quote on line 11 (the layout of the published
 * benchmark, where the context a chapter gives is cut off). */
#include "speaker_gold.h"

#include <dirent.h>
#include <time.h>
#include <unistd.h>

static double pc(size_t a, size_t b)
{
	return b ? 100.0 * (double)a / (double)b : 0.0;
}

static void report(const char *what, size_t total, size_t right, size_t given,
		   size_t given_right)
{
	printf("%-34s %4zu/%-4zu %5.1f %%", what, right, total, pc(right, total));
	if (given)
		printf("   right when naming %5.1f %%, named %5.1f %%", pc(given_right, given),
		       pc(given, total));
	putchar('\n');
}

static void report_score(const char *what, const struct gold_score *s)
{
	report(what, s->total, s->right, s->given, s->given_right);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The book a gold file is from, by its name. */
static const char *book_of(const char *path)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	if (!strncmp(base, "hongloumeng", 11))
		return "红楼梦";
	if (!strncmp(base, "luxun", 5))
		return "鲁迅";
	if (!strncmp(base, "seeds", 5))
		return "the sample chapters";
	if (strstr(path, "/modern/") || strstr(path, "/exam/"))
		return "modern scenes (ours)";
	return "other";
}

/* Whether path is listed in the trained-on file's text. */
static int trained_on(const char *list, const char *path)
{
	const char *base = strstr(path, "tests/gold/") ? strstr(path, "tests/gold/") : path;
	return list && strstr(list, base);
}

static const char *const books[] = { "红楼梦", "鲁迅", "modern scenes (ours)",
				     "the sample chapters", "other", NULL };

static void run(char **files, size_t n, int verbose, int excerpts, const char *trained)
{
	struct gold_score all = { 0 }, book[2][8] = { { { 0 } } };
	for (size_t i = 0; i < n; i++) {
		struct gold_score s = { 0 };
		if (gold_score_file_mode(files[i], &s, verbose ? stderr : NULL, excerpts)) {
			fprintf(stderr, "bench-speaker: cannot read '%s'\n", files[i]);
			exit(1);
		}
		const char *name = strrchr(files[i], '/') ? strrchr(files[i], '/') + 1 : files[i];
		if (s.skipped_files) {
			printf("%-34s skipped: its text is not here\n", name);
			continue;
		}
		char what[128];
		int held = trained && !trained_on(trained, files[i]);
		snprintf(what, sizeof(what), "%s%s", name, held ? " (held out)" : "");
		report_score(what, &s);
		gold_score_add(&all, &s);
		for (int b = 0; books[b]; b++)
			if (!strcmp(books[b], book_of(files[i])))
				gold_score_add(&book[held][b], &s);
	}
	printf("\nby book%s:\n", trained ? " (trained on / held out)" : "");
	for (int b = 0; books[b]; b++)
		for (int h = 0; h < 2; h++) {
			if (!book[h][b].total)
				continue;
			char what[128];
			snprintf(what, sizeof(what), "  %s%s", books[b],
				 !trained ? "" : h ? ", held out" : ", trained on");
			report_score(what, &book[h][b]);
		}
	printf("\nby the rules' cue:\n");
	for (int c = 0; c <= SPEAKER_CUE_COUNT; c++) {
		if (!all.cue_total[c])
			continue;
		char what[64];
		snprintf(what, sizeof(what), "  %s", c == GOLD_NOT_FOUND ? "(quote not found)"
									 : speaker_cue_name(c));
		report(what, all.cue_total[c], all.cue_right[c], all.cue_given[c],
		       all.cue_given_right[c]);
	}
	printf("\n");
	report_score("all", &all);
	report("said by a cast member", all.named_total, all.named_right, 0, 0);
	printf("%-34s %4zu/%-4zu %5.1f %%\n", "  of these left unknown", all.named_unknown,
	       all.named_total, pc(all.named_unknown, all.named_total));
}

/* Milliseconds to attribute chapter with cast: the best of five. */
static int timing(const char *chapter, const char *cast_path)
{
	struct strbuf tb;
	strbuf_init(&tb);
	struct cast cast;
	cast_init(&cast);
	if (gold_read_file(chapter, &tb) || cast_load(&cast, cast_path, 0, NULL)) {
		fprintf(stderr, "bench-speaker: cannot read '%s' or '%s'\n", chapter, cast_path);
		return 1;
	}
	struct text t = { .buf = tb.buf, .len = tb.len, .name = (char *)chapter };
	struct seg_list segs;
	seg_list_init(&segs);
	double best = 1e9;
	size_t quotes = 0;
	if (segment_split(&t, &segs, NULL))
		return 1;
	for (size_t i = 0; i < segs.n; i++)
		quotes += segs.v[i].kind == SEG_DIALOGUE;
	for (int k = 0; k < 5; k++) {
		struct timespec a, b;
		clock_gettime(CLOCK_MONOTONIC, &a);
		if (speaker_assign(&t, &segs, &cast, NULL))
			return 1;
		clock_gettime(CLOCK_MONOTONIC, &b);
		double ms = (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) / 1e6;
		best = ms < best ? ms : best;
	}
	printf("attribution of %s (%zu quotes): %.1f ms\n", chapter, quotes, best);
	seg_list_release(&segs);
	cast_release(&cast);
	strbuf_release(&tb);
	return 0;
}

int main(int argc, char **argv)
{
	int verbose = 0, whole = 0, c;
	struct speaker_model *model = NULL;
	struct strbuf trained;
	strbuf_init(&trained);
	const char *time_chapter = NULL;
	while ((c = getopt(argc, argv, "vwRm:T:t:")) != -1) {
		if (c == 'v') {
			verbose = 1;
		} else if (c == 'w') {
			whole = 1;
		} else if (c == 't') {
			time_chapter = optarg;
		} else if (c == 'T') {
			if (gold_read_file(optarg, &trained)) {
				fprintf(stderr, "bench-speaker: cannot read '%s'\n", optarg);
				return 1;
			}
		} else if (c == 'R' || c == 'm') {
			struct strbuf sb;
			strbuf_init(&sb);
			int err = 0;
			speaker_model_free(model);
			model = c == 'R' ? gold_rules_model()
			      : gold_read_file(optarg, &sb) ? NULL
							    : speaker_model_parse(sb.buf, sb.len, NULL, &err);
			strbuf_release(&sb);
			if (!model) {
				fprintf(stderr, "bench-speaker: cannot read the model '%s'\n", optarg);
				return 1;
			}
			gold_model = model;
		} else {
			fprintf(stderr, "usage: bench-speaker [-v] [-w] [-R | -m MODEL] [-T TRAINED] "
					"[FILE.gold...]\n       bench-speaker -t CHAPTER CAST\n");
			return 2;
		}
	}
	if (time_chapter)
		return optind < argc ? timing(time_chapter, argv[optind]) : 2;
	char **files = NULL;
	size_t n = 0;
	static char *list[1024];
	static char paths[1024][512];
	if (optind < argc) {
		files = argv + optind;
		n = (size_t)(argc - optind);
	} else {
		const char *dir = "tests/gold/speaker";
		DIR *dp = opendir(dir);
		struct dirent *e;
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
		run(files, n, verbose, excerpts, trained.len ? trained.buf : NULL);
	}
	speaker_model_free(model);
	strbuf_release(&trained);
	return 0;
}
