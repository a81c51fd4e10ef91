/* model.c - the scorer's weights (layer 4 of speaker_parts.h): a linear
 * model over the features of feature.c, trained by tools/train_speaker.py
 * and committed as data/speaker.tsv, which the build links in as text
 * (speaker_model_text). */
#include "speaker/speaker_parts.h"
#include "base/diag.h"
#include "base/err.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct speaker_model {
	double w[F_COUNT];
	double threshold;
};

/* data/speaker.tsv, as the build links it in (build/speaker/model_data.c). */
extern const char speaker_model_text[];
extern const size_t speaker_model_len;

/* The feature named s[0..n), or -1. */
static int feature_index(const char *s, size_t n)
{
	for (int f = 0; f < F_COUNT; f++) {
		const char *name = speaker_feature_name(f);
		if (strlen(name) == n && !memcmp(name, s, n))
			return f;
	}
	return -1;
}

/* One line: NAME, white space, a number, nothing after it. */
static int parse_line(struct speaker_model *m, const char *s, size_t n, struct diag *d,
		      size_t line)
{
	size_t k = 0;
	while (k < n && s[k] != '\t' && s[k] != ' ')
		k++;
	size_t v = k;
	while (v < n && (s[v] == '\t' || s[v] == ' '))
		v++;
	char num[64];
	if (v == n || n - v >= sizeof(num)) {
		diag_add(d, line, DIAG_ERROR, "a model line is a feature and a weight");
		return ERR_SYNTAX;
	}
	memcpy(num, s + v, n - v);
	num[n - v] = '\0';
	char *end;
	errno = 0;
	double x = strtod(num, &end);
	if (end == num || *end || errno) {
		diag_add(d, line, DIAG_ERROR, "not a number: '%s'", num);
		return ERR_SYNTAX;
	}
	if (k == 9 && !memcmp(s, "threshold", 9)) {
		m->threshold = x;
		return 0;
	}
	int f = feature_index(s, k);
	if (f < 0) {
		diag_add(d, line, DIAG_ERROR, "unknown feature '%.*s'", (int)k, s);
		return ERR_SYNTAX;
	}
	m->w[f] = x;
	return 0;
}

struct speaker_model *speaker_model_parse(const char *buf, size_t len, struct diag *d, int *err)
{
	struct speaker_model *m = calloc(1, sizeof(*m));
	if (!m) {
		*err = ERR_NOMEM;
		return NULL;
	}
	*err = 0;
	size_t line = 0;
	for (size_t p = 0, e; p < len; p = e + 1) {
		e = p;
		while (e < len && buf[e] != '\n')
			e++;
		line++;
		size_t n = e - p;
		while (n && (buf[p + n - 1] == '\r' || buf[p + n - 1] == ' ' || buf[p + n - 1] == '\t'))
			n--;
		if (n && buf[p] != '#') {
			int r = parse_line(m, buf + p, n, d, line);
			if (r && !*err)
				*err = r;
		}
	}
	if (*err) {
		free(m);
		return NULL;
	}
	return m;
}

void speaker_model_free(struct speaker_model *m)
{
	free(m);
}

const struct speaker_model *speaker_model_builtin(int *err)
{
	/* parsed once; the program is one thread (batch forks workers) */
	static struct speaker_model *builtin;
	static int builtin_err;
	if (!builtin && !builtin_err)
		builtin = speaker_model_parse(speaker_model_text, speaker_model_len, NULL,
					      &builtin_err);
	*err = builtin_err;
	return builtin;
}

double speaker_model_threshold(const struct speaker_model *m)
{
	return m->threshold;
}

double speaker_score(const struct speaker_model *m, const float *f)
{
	double s = 0;
	for (int k = 0; k < F_COUNT; k++)
		if (f[k] != 0)
			s += m->w[k] * f[k];
	return s;
}

double speaker_weight(const struct speaker_model *m, int feature)
{
	return feature >= 0 && feature < F_COUNT ? m->w[feature] : 0;
}
