/* The resampler keeps length and in-band tones, and stops what would alias. */
#include "check.h"
#include "resample.h"

#include <math.h>
#include <stdlib.h>

#define IN_HZ 22050
#define OUT_HZ 16000

static int16_t *out;
static size_t out_n;

static int collect(void *ctx, const int16_t *pcm, size_t n)
{
	(void)ctx;
	int16_t *p = realloc(out, (out_n + n) * sizeof(*p));
	if (!p)
		return -1;
	out = p;
	for (size_t i = 0; i < n; i++)
		out[out_n++] = pcm[i];
	return 0;
}

/* RMS of a tone of freq_hz after resampling, fed in uneven pieces. */
static double tone_rms(double freq_hz, size_t seconds)
{
	int err;
	struct resample *r = resample_new(IN_HZ, OUT_HZ, &err);
	size_t n = IN_HZ * seconds, fed = 0, piece = 1;
	int16_t *in = malloc(n * sizeof(*in));
	for (size_t i = 0; i < n; i++)
		in[i] = (int16_t)lrint(10000 * sin(2 * 3.14159265358979 * freq_hz * i / IN_HZ));
	out_n = 0;
	while (fed < n) {
		size_t k = piece < n - fed ? piece : n - fed;
		CHECK_INT(resample_push(r, in + fed, k, collect, NULL), 0);
		fed += k;
		piece = piece * 3 % 1000 + 1;
	}
	CHECK_INT(resample_flush(r, collect, NULL), 0);
	resample_free(r);
	free(in);
	double sum = 0;
	size_t from = out_n / 10, to = out_n - out_n / 10; /* away from the edges */
	for (size_t i = from; i < to; i++)
		sum += (double)out[i] * out[i];
	return sqrt(sum / (double)(to - from));
}

int main(void)
{
	double pass = tone_rms(1000, 2);
	/* every input second gives an output second */
	CHECK(out_n >= 2 * OUT_HZ && out_n <= 2 * OUT_HZ + 32);
	CHECK(fabs(pass - 10000 / sqrt(2)) < 0.02 * 10000 / sqrt(2));
	double edge = tone_rms(6000, 1);
	CHECK(edge > 0.8 * 10000 / sqrt(2));
	/* 10 kHz would fold back to 6 kHz: it must be stopped */
	double stop = tone_rms(10000, 1);
	fprintf(stderr, "rms: 1 kHz %.0f, 6 kHz %.0f, 10 kHz %.0f\n", pass, edge, stop);
	CHECK(stop < 0.02 * 10000 / sqrt(2));
	free(out);
	return check_done();
}
