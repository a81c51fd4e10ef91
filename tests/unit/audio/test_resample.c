/* The resampler keeps length and in-band tones, and stops what would alias. */
#include "audio/resample.h"
#include "check.h"

#include <math.h>
#include <stdlib.h>

#define IN_HZ 22050

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
static double tone_rms(int out_hz, double freq_hz, size_t seconds)
{
	int err;
	struct resample *r = resample_new(IN_HZ, out_hz, &err);
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

/* A tone in the pass band keeps its level, one near the edge most of it,
 * and one that would fold back into the band is stopped. */
static void check_rate(int out_hz, double edge_hz, double fold_hz)
{
	const double level = 10000 / sqrt(2);
	double pass = tone_rms(out_hz, 1000, 2);
	/* every input second gives an output second */
	CHECK(out_n >= 2 * (size_t)out_hz && out_n <= 2 * (size_t)out_hz + 32);
	CHECK(fabs(pass - level) < 0.02 * level);
	double edge = tone_rms(out_hz, edge_hz, 1);
	CHECK(edge > 0.8 * level);
	double stop = tone_rms(out_hz, fold_hz, 1);
	fprintf(stderr, "%d Hz rms: 1 kHz %.0f, %.0f Hz %.0f, %.0f Hz %.0f\n", out_hz, pass,
		edge_hz, edge, fold_hz, stop);
	CHECK(stop < 0.02 * level);
}

int main(void)
{
	check_rate(16000, 6000, 10000); /* 10 kHz would fold to 6 kHz */
	check_rate(11025, 4000, 8000);  /* the MP3 rate; 8 kHz would fold to 3 kHz */
	free(out);
	return check_done();
}
