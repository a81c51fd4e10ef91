/* aacenc.h - our AAC-LC encoder (ISO/IEC 14496-3), for speech: mono, long
 * sine windows only, no TNS, PNS or prediction.  Its frames are raw AAC
 * (one single-channel element each), for a container to carry with the
 * 2-byte AudioSpecificConfig of aacenc_config.
 *
 * Each frame's MDCT covers the 1024 samples before and the 1024 given, so
 * the decoder's first 1024 samples are silence (the priming a container
 * skips: 1024 samples of initial padding) and a stream of n samples takes
 * ceil(n / 1024) + 1 frames. */
#ifndef TINGSHU_AACENC_H
#define TINGSHU_AACENC_H

#include <stddef.h>

#define AACENC_FRAME 1024      /* samples a frame */
#define AACENC_PRIMING 1024    /* the decoder's silence before the first sample */
#define AACENC_MAX_BYTES 768   /* a frame's bound: 6144 bits, the standard's per channel */

struct aacenc;

/* Called with each frame as it is made; nonzero stops the encoder and is
 * returned by aacenc_write or aacenc_flush. */
typedef int (*aacenc_emit)(void *ctx, const unsigned char *frame, size_t len);

/* An encoder at rate_hz (one of 24000, 22050, 16000, 12000, 11025: the
 * rates whose band tables it has) aiming at bitrate_bps on average.
 * NULL with *err: ERR_UNKNOWN (another rate) or ERR_NOMEM. */
struct aacenc *aacenc_open(int rate_hz, int bitrate_bps, int *err);
/* The rate to encode audio at rate_hz at: itself if the encoder has its
 * band table, else the highest one below it, else the lowest (11025). */
int aacenc_rate(int rate_hz);
/* The AudioSpecificConfig: AAC-LC, the rate's index, one channel. */
void aacenc_config(const struct aacenc *e, unsigned char asc[2]);
/* n samples (full scale: -1 to 1) into the stream; each whole frame emitted. */
int aacenc_write(struct aacenc *e, const float *pcm, size_t n, aacenc_emit emit, void *ctx);
/* The rest, padded with silence, and the frame that ends its overlap. */
int aacenc_flush(struct aacenc *e, aacenc_emit emit, void *ctx);
/* For tests of the tables: the frame of 1024 quantised values, each band
 * with any nonzero value in codebook book (1 to 11: its values within the
 * book's reach), at its scalefactor in sf (NULL: all 100, the unit step;
 * those sent at most 60 apart). */
size_t aacenc_code_frame(struct aacenc *e, const int *q, int book, const int *sf,
			 unsigned char *out);
void aacenc_free(struct aacenc *e);

#endif
