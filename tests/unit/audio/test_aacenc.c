/* Our AAC-LC encoder, checked by the decoder everyone uses: frames made of
 * noise and tones at levels over 70 dB, which between them take every
 * spectral codebook (read back from each frame's section data), decode
 * through libavcodec's AAC decoder without error into the input again,
 * after the 1024 samples of priming, frame by frame.  One wrong codeword
 * in a table breaks the decoding of the frame that uses it. */
#include "audio/aacenc.h"
#include "base/err.h"
#include "check.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <libavcodec/avcodec.h>

#define RATE 11025
#define SECONDS 40

/* Table 4.131's band offsets at 11025 Hz, as the decoder reads them */
static const int band_16k[44] = {
	0,   8,   16,  24,  32,  40,  48,  56,  64,  72,  80,  88,  100, 112, 124,
	136, 148, 160, 172, 184, 196, 212, 228, 244, 260, 280, 300, 320, 344, 368,
	396, 424, 456, 492, 532, 572, 616, 664, 716, 772, 832, 896, 960, 1024,
};

struct decoded {
	AVCodecContext *dec;
	AVPacket *pkt;
	AVFrame *fr;
	float *out;
	size_t n, cap, frames, failed;
	int books_seen[16];
	size_t max_bytes;
};

/* The section data's codebooks (4.4.2.7): after the element id (3), tag
 * (4), global gain (8) and ics_info (11 bits: max_sfb in its 6), sections
 * of a codebook (4 bits) and a length in escapes of 31 (5 bits each). */
struct reader {
	const unsigned char *f;
	size_t len, byte;
	uint64_t acc;
	int have;
};

static unsigned take(struct reader *r, int n)
{
	while (r->have < n) {
		r->acc = r->acc << 8 | (r->byte < r->len ? r->f[r->byte] : 0);
		r->byte++;
		r->have += 8;
	}
	r->have -= n;
	return (unsigned)(r->acc >> r->have) & ((1u << n) - 1);
}

static void note_books(struct decoded *d, const unsigned char *f, size_t len)
{
	struct reader r = { f, len, 0, 0, 0 };
	take(&r, 3 + 4 + 8 + 4); /* id, tag, gain; reserved, window sequence, shape */
	unsigned max_sfb = take(&r, 6);
	take(&r, 1);
	for (unsigned b = 0; b < max_sfb;) {
		unsigned book = take(&r, 4), n = 0, v;
		do
			n += v = take(&r, 5);
		while (v == 31);
		d->books_seen[book]++;
		b += n ? n : max_sfb; /* a broken frame: stop */
	}
}

static int decode_frame(void *ctx, const unsigned char *frame, size_t len)
{
	struct decoded *d = ctx;
	note_books(d, frame, len);
	if (len > d->max_bytes)
		d->max_bytes = len;
	d->frames++;
	if (av_new_packet(d->pkt, (int)len) < 0)
		return ERR_NOMEM;
	memcpy(d->pkt->data, frame, len);
	int ret = avcodec_send_packet(d->dec, d->pkt);
	av_packet_unref(d->pkt);
	while (ret >= 0 && (ret = avcodec_receive_frame(d->dec, d->fr)) >= 0) {
		if (d->n + (size_t)d->fr->nb_samples > d->cap) {
			d->cap = 2 * d->cap + (size_t)d->fr->nb_samples;
			d->out = realloc(d->out, d->cap * sizeof(*d->out));
		}
		memcpy(d->out + d->n, d->fr->data[0], (size_t)d->fr->nb_samples * sizeof(float));
		d->n += (size_t)d->fr->nb_samples;
		av_frame_unref(d->fr);
	}
	if (ret != AVERROR(EAGAIN))
		d->failed++;
	return 0;
}

static int open_decoder(struct decoded *d, const unsigned char asc[2])
{
	const AVCodec *codec = avcodec_find_decoder(AV_CODEC_ID_AAC);
	memset(d, 0, sizeof(*d));
	if (!codec || !(d->dec = avcodec_alloc_context3(codec)))
		return -1;
	d->dec->extradata = av_mallocz(2 + AV_INPUT_BUFFER_PADDING_SIZE);
	memcpy(d->dec->extradata, asc, 2);
	d->dec->extradata_size = 2;
	d->dec->sample_rate = RATE;
	av_channel_layout_default(&d->dec->ch_layout, 1);
	d->pkt = av_packet_alloc();
	d->fr = av_frame_alloc();
	return avcodec_open2(d->dec, codec, NULL) < 0 ? -1 : 0;
}

static void close_decoder(struct decoded *d)
{
	avcodec_free_context(&d->dec);
	av_packet_free(&d->pkt);
	av_frame_free(&d->fr);
	free(d->out);
}

/* An encoder at RATE and a decoder of its stream in d; NULL (both freed)
 * when either fails. */
static struct aacenc *encoder_and_decoder(struct decoded *d)
{
	int err = 0;
	struct aacenc *e = aacenc_open(RATE, 32000, &err);
	unsigned char asc[2];
	if (!CHECK(e != NULL))
		return NULL;
	aacenc_config(e, asc);
	if (!CHECK(open_decoder(d, asc) == 0)) {
		close_decoder(d);
		aacenc_free(e);
		return NULL;
	}
	return e;
}

/* A second of signal: noise (dense spectra) or a few tones (sparse), at
 * level dB below full scale. */
static void second(float *x, int dense, double level_db, unsigned *seed)
{
	double amp = pow(10, -level_db / 20);
	for (int i = 0; i < RATE; i++) {
		double s = 0;
		if (dense) {
			*seed = *seed * 1103515245u + 12345u;
			s = ((double)(*seed >> 8 & 0xffff) / 32768.0 - 1.0) * 0.5;
		} else {
			for (int t = 1; t <= 3; t++)
				s += sin(2 * M_PI * (230.0 * t + 17 * level_db) * i / RATE) / (2 * t);
		}
		x[i] = (float)(amp * s);
	}
}

/* What the decoder gives for one frame of quantised values at their
 * bands' scalefactors (NULL: the unit step): the windowed IMDCT (4.6.11),
 * at full scale 1, added into y's 2048 samples. */
static void add_expected(const int *q, const int *sf, double *y)
{
	const int m = AACENC_FRAME, n = 2 * m;
	static double cosine[8 * AACENC_FRAME];
	for (int i = 0; i < 8 * m; i++)
		cosine[i] = cos(M_PI * i / (4.0 * m));
	double x[AACENC_FRAME];
	for (int b = 0; b < 43; b++)
		for (int k = band_16k[b]; k < band_16k[b + 1]; k++)
			x[k] = (q[k] < 0 ? -1 : 1) * pow(abs(q[k]), 4.0 / 3) *
			       pow(2, ((sf ? sf[b] : 100) - 100) / 4.0);
	for (int t = 0; t < n; t++) {
		double sum = 0;
		for (int k = 0; k < m; k++)
			if (q[k])
				sum += x[k] * cosine[(long)(2 * t + 1 + m) * (2 * k + 1) % (8 * m)];
		y[t] += sin(M_PI / n * (t + 0.5)) * 2.0 / n * sum / 32768.0;
	}
}

/* The frames decoded (after one of silence) as expected: y's samples, to a
 * part in 10^5 of their peak. */
static void check_decodes(const char *what, struct decoded *d, const double *y, size_t n)
{
	double peak = 0, worst = 0;
	for (size_t t = 0; t < n && t < d->n; t++) {
		peak = fmax(peak, fabs(y[t]));
		worst = fmax(worst, fabs(d->out[t] - y[t]));
	}
	CHECK_INT(d->failed, 0);
	if (!CHECK(d->n == n && worst < 1e-5 * peak))
		fprintf(stderr, "%s: %zu samples, off by %g of %g\n", what, d->n, worst, peak);
}

/* Every codeword of a codebook (4.A: its dimension, largest value, signed
 * or with sign bits), unsigned ones with both signs, the escape's 16 as
 * values from 16 to 4111, in one frame: decoded as the IMDCT says. */
static void every_codeword(int book)
{
	static const struct { int dim, lav, signed_; } shape[12] = {
		[1] = { 4, 1, 1 }, [2] = { 4, 1, 1 },  [3] = { 4, 2, 0 },  [4] = { 4, 2, 0 },
		[5] = { 2, 4, 1 }, [6] = { 2, 4, 1 },  [7] = { 2, 7, 0 },  [8] = { 2, 7, 0 },
		[9] = { 2, 12, 0 }, [10] = { 2, 12, 0 }, [11] = { 2, 16, 0 },
	};
	int dim = shape[book].dim, lav = shape[book].lav;
	int radix = shape[book].signed_ ? 2 * lav + 1 : lav + 1, size = 1;
	for (int i = 0; i < dim; i++)
		size *= radix;
	int q[AACENC_FRAME] = { 0 }, zero[AACENC_FRAME] = { 0 };
	for (int idx = 0; idx < size; idx++)
		for (int j = 0, rest = idx; j < dim; j++) {
			int d = rest % radix, v;
			rest /= radix;
			if (shape[book].signed_)
				v = d - lav;
			else
				v = ((idx + j) % 2 ? -1 : 1) * (d == 16 ? (16 << (idx % 9)) + idx % 16 : d);
			q[idx * dim + dim - 1 - j] = v;
		}
	unsigned char frame[AACENC_MAX_BYTES + 64];
	struct decoded d;
	struct aacenc *e = encoder_and_decoder(&d);
	if (!e)
		return;
	size_t len = aacenc_code_frame(e, q, book, NULL, frame);
	CHECK(len <= AACENC_MAX_BYTES);
	decode_frame(&d, frame, len);
	CHECK_INT(d.books_seen[book], 1);
	len = aacenc_code_frame(e, zero, book, NULL, frame);
	decode_frame(&d, frame, len);
	static double y[2 * AACENC_FRAME];
	memset(y, 0, sizeof(y));
	add_expected(q, NULL, y);
	char what[32];
	snprintf(what, sizeof(what), "codebook %d", book);
	check_decodes(what, &d, y, 2 * AACENC_FRAME);
	close_decoder(&d);
	aacenc_free(e);
}

/* Every scalefactor difference (Table 4.A.1: -60 to 60), a band each, over
 * three frames: each band one line whose value makes up for its step, so
 * that a wrong difference moves one line of about the same size as all. */
static void every_scalefactor_difference(void)
{
	int diffs[121], n = 0;
	for (int up = 60; up >= 0; up--) { /* up from 100 and down again */
		diffs[n++] = up;
		if (up)
			diffs[n++] = -up;
	}
	unsigned char frame[AACENC_MAX_BYTES + 64];
	struct decoded d;
	struct aacenc *e = encoder_and_decoder(&d);
	if (!e)
		return;
	static double y[5 * AACENC_FRAME];
	memset(y, 0, sizeof(y));
	int sf[43], q[AACENC_FRAME], at = 0, f = 0, level = 100;
	for (; at < n; f++) {
		memset(q, 0, sizeof(q));
		for (int b = 0; b < 43; b++) {
			if (b)
				level += at < n ? diffs[at++] : 0;
			sf[b] = level;
			q[band_16k[b] + 1] = (int)lrint(pow(2, (160 - level) * 3 / 16.0));
		}
		size_t len = aacenc_code_frame(e, q, 11, sf, frame);
		decode_frame(&d, frame, len);
		add_expected(q, sf, y + (size_t)f * AACENC_FRAME);
	}
	CHECK_INT(f, 3);
	memset(q, 0, sizeof(q));
	decode_frame(&d, frame, aacenc_code_frame(e, q, 11, NULL, frame));
	check_decodes("scalefactors", &d, y, (size_t)(f + 1) * AACENC_FRAME);
	close_decoder(&d);
	aacenc_free(e);
}

int main(void)
{
	for (int book = 1; book <= 11; book++)
		every_codeword(book);
	every_scalefactor_difference();
	int err = 0;
	CHECK(aacenc_open(44100, 32000, &err) == NULL);
	CHECK_INT(err, ERR_UNKNOWN);
	CHECK_INT(aacenc_rate(44100), 24000);
	CHECK_INT(aacenc_rate(22050), 22050);
	CHECK_INT(aacenc_rate(11025), 11025);
	CHECK_INT(aacenc_rate(8000), 11025);
	struct aacenc *e = aacenc_open(RATE, 32000, &err);
	if (!CHECK(e != NULL))
		return 1;
	unsigned char asc[2];
	aacenc_config(e, asc);
	CHECK_INT(asc[0], 0x15); /* AAC-LC, index 10 (11025 Hz), */
	CHECK_INT(asc[1], 0x08); /* one channel */

	size_t n = (size_t)RATE * SECONDS - 300; /* not a whole frame at the end */
	float *x = calloc((size_t)RATE * SECONDS, sizeof(*x)); /* whole seconds, n of them sent */
	unsigned seed = 1;
	for (int s = 0; s < SECONDS; s++)
		second(x + (size_t)s * RATE, s % 2, 6 + (s / 2) * 3.5, &seed);
	struct decoded d;
	if (!CHECK(open_decoder(&d, asc) == 0))
		return 1;
	CHECK_INT(aacenc_write(e, x, n / 2, decode_frame, &d), 0);
	CHECK_INT(aacenc_write(e, x + n / 2, n - n / 2, decode_frame, &d), 0);
	CHECK_INT(aacenc_flush(e, decode_frame, &d), 0);
	CHECK_INT(d.failed, 0);
	CHECK_INT(d.frames, (n + AACENC_FRAME - 1) / AACENC_FRAME + 1);
	CHECK(d.max_bytes <= AACENC_MAX_BYTES);
	CHECK(d.n >= n + AACENC_PRIMING);
	for (int b = 1; b <= 11; b++)
		if (!CHECK(d.books_seen[b] > 0))
			fprintf(stderr, "codebook %d never used\n", b);
	CHECK(d.books_seen[0] > 0);
	/* each second decodes to itself: the noise the encoder's steps allow */
	for (int s = 0; s < SECONDS && d.n >= n + AACENC_PRIMING; s++) {
		double sig = 0, noise = 0;
		size_t from = (size_t)s * RATE, to = from + RATE < n ? from + RATE : n;
		for (size_t i = from; i < to; i++) {
			double y = d.out[i + AACENC_PRIMING];
			sig += (double)x[i] * x[i];
			noise += (y - x[i]) * (y - x[i]);
		}
		double snr = 10 * log10(sig / (noise + 1e-30));
		if (!CHECK(snr > 12))
			fprintf(stderr, "second %d: SNR %.1f dB\n", s, snr);
	}
	/* silence costs next to nothing */
	size_t before = d.frames;
	float quiet[AACENC_FRAME] = { 0 };
	for (int i = 0; i < 4; i++)
		CHECK_INT(aacenc_write(e, quiet, AACENC_FRAME, decode_frame, &d), 0);
	CHECK_INT(d.frames, before + 4);
	close_decoder(&d);
	aacenc_free(e);
	free(x);
	return check_done();
}
