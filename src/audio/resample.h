/* resample.h - a streaming polyphase resampler for 16-bit mono, by a rational
 * ratio (22050 → 16000 Hz is 320/441, → 11025 Hz is 1/2).  LAME's time grows
 * with the sample count, and speech needs little of eSpeak's 11 kHz band. */
#ifndef TINGSHU_RESAMPLE_H
#define TINGSHU_RESAMPLE_H

#include <stddef.h>
#include <stdint.h>

struct resample;

/* NULL with *err set when out of memory or the ratio is too fine. */
struct resample *resample_new(int in_hz, int out_hz, int *err);
void resample_free(struct resample *r);
/* Consumes in[0..n) and calls emit with whatever output is ready. */
int resample_push(struct resample *r, const int16_t *in, size_t n,
		  int (*emit)(void *ctx, const int16_t *out, size_t n), void *ctx);
/* Emits the rest, as if silence followed. */
int resample_flush(struct resample *r, int (*emit)(void *ctx, const int16_t *out, size_t n),
		   void *ctx);

#endif
