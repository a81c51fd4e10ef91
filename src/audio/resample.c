#include "audio/resample.h"
#include "base/err.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Filter taps per output sample: enough for speech, cheap next to LAME. */
#define TAPS 24
/* Pass band edge as a fraction of the lower Nyquist frequency. */
#define CUTOFF 0.90
#define MAX_PHASES 4096
#define OUT_CHUNK 4096
#define PAD (TAPS / 2 - 1) /* history before the first input sample */
#define PI 3.14159265358979323846

struct resample {
	int up;           /* out/in = up/down, in lowest terms */
	size_t step;      /* down / up: whole input samples per output */
	int down_rem;     /* down % up: the phase advance per output */
	float *table;     /* up phases × TAPS coefficients */
	float *hist;      /* input not yet consumed, with the history its taps need */
	size_t hist_len, hist_alloc;
	size_t next_i;    /* hist index of the next output's first tap */
	int next_p;       /* and its phase: the output is next_p/up past that */
	int16_t out[OUT_CHUNK];
};

static int gcd(int a, int b)
{
	while (b) {
		int t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* Windowed sinc (Blackman) at distance x input samples, cutoff fc (cycles
 * per input sample). */
static double kernel(double x, double fc)
{
	double half = TAPS / 2.0;
	if (fabs(x) >= half)
		return 0;
	double w = 0.42 + 0.5 * cos(PI * x / half) + 0.08 * cos(2 * PI * x / half);
	double s = x == 0 ? 2 * fc : sin(2 * PI * fc * x) / (PI * x);
	return s * w;
}

static int append(struct resample *r, const int16_t *in, size_t n)
{
	if (r->hist_len + n > r->hist_alloc) {
		size_t alloc = r->hist_alloc ? r->hist_alloc : 8192;
		while (alloc < r->hist_len + n)
			alloc *= 2;
		float *h = realloc(r->hist, alloc * sizeof(*h));
		if (!h)
			return ERR_NOMEM;
		r->hist = h;
		r->hist_alloc = alloc;
	}
	for (size_t k = 0; k < n; k++)
		r->hist[r->hist_len + k] = in[k];
	r->hist_len += n;
	return 0;
}

struct resample *resample_new(int in_hz, int out_hz, int *err)
{
	int g = gcd(in_hz, out_hz);
	struct resample *r = calloc(1, sizeof(*r));
	if (!r || in_hz <= 0 || out_hz <= 0 || out_hz / g > MAX_PHASES) {
		*err = r ? ERR_UNKNOWN : ERR_NOMEM;
		free(r);
		return NULL;
	}
	int down = in_hz / g;
	r->up = out_hz / g;
	r->step = (size_t)(down / r->up);
	r->down_rem = down % r->up;
	double fc = CUTOFF * 0.5 * (out_hz < in_hz ? (double)out_hz / in_hz : 1.0);
	r->table = malloc((size_t)r->up * TAPS * sizeof(*r->table));
	if (!r->table) {
		*err = ERR_NOMEM;
		resample_free(r);
		return NULL;
	}
	/* phase p: the output falls p/up of an input sample after hist index i */
	for (int p = 0; p < r->up; p++) {
		double frac = (double)p / r->up, sum = 0;
		for (int k = 0; k < TAPS; k++)
			sum += kernel(k - PAD - frac, fc);
		for (int k = 0; k < TAPS; k++)
			r->table[p * TAPS + k] = (float)(kernel(k - PAD - frac, fc) / sum);
	}
	static const int16_t zeros[PAD];
	if (append(r, zeros, PAD)) {
		*err = ERR_NOMEM;
		resample_free(r);
		return NULL;
	}
	return r;
}

void resample_free(struct resample *r)
{
	if (!r)
		return;
	free(r->table);
	free(r->hist);
	free(r);
}

/* Makes every output sample whose taps are all in hist, then drops the
 * input no later output needs.  Each output steps the input by down/up,
 * split once into whole samples and a phase, so there is no division per
 * sample. */
static int run(struct resample *r, int (*emit)(void *, const int16_t *, size_t), void *ctx)
{
	size_t made = 0, i = r->next_i;
	int p = r->next_p;
	int rc = 0;
	while (i + TAPS <= r->hist_len) {
		const float *x = r->hist + i, *h = r->table + p * TAPS;
		float acc = 0;
		/* the sum's order is free: let the compiler use vector lanes */
#pragma omp simd reduction(+ : acc)
		for (int k = 0; k < TAPS; k++)
			acc += h[k] * x[k];
		acc = acc > 32767 ? 32767 : acc < -32768 ? -32768 : acc;
		r->out[made++] = (int16_t)lrintf(acc); /* no branch on the sign */
		i += r->step;
		p += r->down_rem;
		if (p >= r->up) {
			p -= r->up;
			i++;
		}
		if (made == OUT_CHUNK) {
			if ((rc = emit(ctx, r->out, made)))
				return rc;
			made = 0;
		}
	}
	size_t drop = i < r->hist_len ? i : r->hist_len;
	memmove(r->hist, r->hist + drop, (r->hist_len - drop) * sizeof(*r->hist));
	r->hist_len -= drop;
	r->next_i = i - drop;
	r->next_p = p;
	return made ? emit(ctx, r->out, made) : 0;
}

int resample_push(struct resample *r, const int16_t *in, size_t n,
		  int (*emit)(void *ctx, const int16_t *out, size_t n), void *ctx)
{
	int rc = append(r, in, n);
	return rc ? rc : run(r, emit, ctx);
}

int resample_flush(struct resample *r, int (*emit)(void *ctx, const int16_t *out, size_t n),
		   void *ctx)
{
	static const int16_t zeros[TAPS];
	int rc = append(r, zeros, TAPS);
	return rc ? rc : run(r, emit, ctx);
}
