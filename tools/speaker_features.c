/* speaker_features.c - every labelled quote's candidates and their features,
 * as the speaker stage scores them, for tools/train_speaker.py.
 *
 *   build/tools/speaker_features [-g] [-m MODEL] FILE.gold...
 *
 * Each gold file (tests/unit/speaker_gold.h says its format) is split and
 * attributed with MODEL (default: the built-in one), which the quotes after
 * the first see through the turns; with -g, a quote the gold file labels
 * is given its label, so the quotes around it see the talk as it is.  For
 * each row that names a speaker (not *narrator*):
 *
 *   Q <TAB> GOLD FILE <TAB> LINE <TAB> SPEAKER <TAB> BEST <TAB> CONFIDENCE
 *   C <TAB> CANDIDATE <TAB> 1 if it is SPEAKER, else 0 <TAB> FEATURE=VALUE ...
 *
 * BEST is the candidate the program chose (given its voice if CONFIDENCE,
 * its probability, is not below the model's threshold).
 *
 * one C line a candidate (*unknown* is someone the cast does not name,
 * *crowd* many voices), features that are zero left out. */
#include "speaker_gold.h"

#include <errno.h>

struct cand {
	size_t seg;
	int who;
	float *f;
};

struct cands {
	struct cand *v;
	size_t n, alloc;
	size_t nf;
	int failed;
};

static void collect(void *ctx, size_t seg, int who, const float *f, size_t n)
{
	struct cands *c = ctx;
	if (c->failed)
		return;
	if (c->n == c->alloc) {
		size_t alloc = c->alloc ? 2 * c->alloc : 1024;
		struct cand *v = realloc(c->v, alloc * sizeof(*v));
		if (!v) {
			c->failed = 1;
			return;
		}
		c->v = v;
		c->alloc = alloc;
	}
	float *copy = malloc(n * sizeof(*copy));
	if (!copy) {
		c->failed = 1;
		return;
	}
	memcpy(copy, f, n * sizeof(*copy));
	c->v[c->n++] = (struct cand){ .seg = seg, .who = who, .f = copy };
	c->nf = n;
}

static void print_quote(const struct gold_file *gf, const struct cands *c, size_t seg,
			size_t lineno, const char *want)
{
	printf("Q\t%s\t%zu\t%s\t%s\t%.4f\n", gf->path, lineno, want,
	       gold_speaker_name(&gf->cast, gf->best[seg]), gf->conf[seg]);
	for (size_t k = 0; k < c->n; k++) {
		if (c->v[k].seg != seg)
			continue;
		const char *name = gold_speaker_name(&gf->cast, c->v[k].who);
		printf("C\t%s\t%d", name, !strcmp(name, want));
		for (size_t f = 0; f < c->nf; f++)
			if (c->v[k].f[f] != 0)
				printf("\t%s=%g", speaker_feature_name((int)f), c->v[k].f[f]);
		putchar('\n');
	}
}

/* The gold speaker of every labelled dialogue run of gf (SPEAKER_NARRATOR
 * for the others), into forced; rows[] of each run's row, or -1. */
static void gold_labels(struct gold_file *gf, int *forced, long *rows)
{
	for (size_t i = 0; i < gf->segs.n; i++) {
		forced[i] = SPEAKER_NARRATOR;
		rows[i] = -1;
	}
	for (size_t r = 0; r < gf->n_rows; r++) {
		const char *want = gf->rows[r].want;
		size_t seg = gold_find(gf, gf->rows[r].line, gf->rows[r].open);
		if (seg == (size_t)-1 || !strcmp(want, "*narrator*"))
			continue;
		gf->used[seg] = 1;
		rows[seg] = (long)r;
		forced[seg] = !strcmp(want, "*crowd*")	   ? SPEAKER_CROWD
			      : !strcmp(want, "*unknown*") ? SPEAKER_UNKNOWN
							   : cast_find(&gf->cast, want, strlen(want));
		if (forced[seg] == -1)
			forced[seg] = SPEAKER_NARRATOR; /* a name not in the cast: free */
	}
}

/* The quotes of one gold file; 0, or 1 when it cannot be read. */
static int features(const char *gold, int use_gold)
{
	struct cands c = { 0 };
	struct speaker_opts o = { .model = gold_model, .on_candidate = collect, .ctx = &c };
	struct gold_file gf;
	int rc = gold_load(&gf, gold, stderr);
	int *forced = rc ? NULL : calloc(gf.segs.n + 1, sizeof(*forced));
	long *rows = rc ? NULL : calloc(gf.segs.n + 1, sizeof(*rows));
	if (!rc && (!forced || !rows))
		rc = -1;
	if (!rc) {
		gold_labels(&gf, forced, rows);
		o.forced = use_gold ? forced : NULL;
		rc = gold_attribute(&gf, &o);
	}
	if (rc || c.failed) {
		fprintf(stderr, "speaker_features: cannot read '%s'%s\n", gold,
			rc > 0 ? " (its text or cast)" : "");
	} else {
		for (size_t seg = 0; seg < gf.segs.n; seg++)
			if (rows[seg] >= 0)
				print_quote(&gf, &c, seg, gf.rows[rows[seg]].line,
					    gf.rows[rows[seg]].want);
	}
	for (size_t k = 0; k < c.n; k++)
		free(c.v[k].f);
	free(c.v);
	free(forced);
	free(rows);
	gold_close(&gf);
	return rc || c.failed;
}

int main(int argc, char **argv)
{
	int first = 1, use_gold = 0;
	struct speaker_model *m = NULL;
	if (argc > 1 && !strcmp(argv[1], "-g")) {
		use_gold = 1;
		first = 2;
	}
	if (argc > first + 1 && !strcmp(argv[first], "-m")) {
		struct strbuf sb;
		strbuf_init(&sb);
		struct diag d;
		diag_init(&d);
		int err = 0;
		const char *path = argv[first + 1];
		if (gold_read_file(path, &sb) ||
		    !(m = speaker_model_parse(sb.buf, sb.len, &d, &err))) {
			fprintf(stderr, "speaker_features: cannot read the model '%s'%s\n", path,
				d.n ? ":" : "");
			for (size_t k = 0; k < d.n; k++)
				fprintf(stderr, "%s:%zu: %s\n", path, d.v[k].line, d.v[k].msg);
			return 1;
		}
		diag_release(&d);
		strbuf_release(&sb);
		gold_model = m;
		first += 2;
	}
	if (first >= argc) {
		fprintf(stderr, "usage: speaker_features [-g] [-m MODEL] FILE.gold...\n");
		return 2;
	}
	int bad = 0;
	for (int i = first; i < argc; i++)
		bad |= features(argv[i], use_gold);
	speaker_model_free(m);
	return bad;
}
