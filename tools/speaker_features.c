/* speaker_features.c - every labelled quote's candidates and their features,
 * as the speaker stage scores them, for tools/train_speaker.py.
 *
 *   build/tools/speaker_features [-m MODEL] FILE.gold...
 *
 * Each gold file (tests/unit/speaker_gold.h says its format) is split and
 * attributed with MODEL (default: the built-in one), which the quotes after
 * the first see through the turns.  For each row that names a speaker (not
 * *narrator*):
 *
 *   Q <TAB> GOLD FILE <TAB> LINE <TAB> SPEAKER
 *   C <TAB> CANDIDATE <TAB> 1 if it is SPEAKER, else 0 <TAB> FEATURE=VALUE ...
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
	printf("Q\t%s\t%zu\t%s\n", gf->path, lineno, want);
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

/* The quotes of one gold file; 0, or 1 when it cannot be read. */
static int features(const char *gold)
{
	struct cands c = { 0 };
	struct speaker_opts o = { .model = gold_model, .on_candidate = collect, .ctx = &c };
	struct gold_file gf;
	int rc = gold_open(&gf, gold, &o);
	if (rc || c.failed) {
		fprintf(stderr, "speaker_features: cannot read '%s'%s\n", gold,
			rc > 0 ? " (its text or cast)" : "");
	} else {
		size_t lineno;
		const char *open, *want;
		while (gold_row(&gf, stderr, &lineno, &open, &want)) {
			size_t seg = gold_find(&gf, lineno, open);
			if (seg == (size_t)-1 || !strcmp(want, "*narrator*"))
				continue;
			gf.used[seg] = 1;
			print_quote(&gf, &c, seg, lineno, want);
		}
	}
	for (size_t k = 0; k < c.n; k++)
		free(c.v[k].f);
	free(c.v);
	gold_close(&gf);
	return rc || c.failed;
}

int main(int argc, char **argv)
{
	int first = 1;
	struct speaker_model *m = NULL;
	if (argc > 2 && !strcmp(argv[1], "-m")) {
		struct strbuf sb;
		strbuf_init(&sb);
		struct diag d;
		diag_init(&d);
		int err = 0;
		if (gold_read_file(argv[2], &sb) ||
		    !(m = speaker_model_parse(sb.buf, sb.len, &d, &err))) {
			fprintf(stderr, "speaker_features: cannot read the model '%s'%s\n", argv[2],
				d.n ? ":" : "");
			for (size_t k = 0; k < d.n; k++)
				fprintf(stderr, "%s:%zu: %s\n", argv[2], d.v[k].line, d.v[k].msg);
			return 1;
		}
		diag_release(&d);
		strbuf_release(&sb);
		gold_model = m;
		first = 3;
	}
	if (first >= argc) {
		fprintf(stderr, "usage: speaker_features [-m MODEL] FILE.gold...\n");
		return 2;
	}
	int bad = 0;
	for (int i = first; i < argc; i++)
		bad |= features(argv[i]);
	speaker_model_free(m);
	return bad;
}
