/* m4b.h - a book's rendered chapters bound into one M4B audiobook: AAC (or
 * the chapters' own MP3) in MP4, one chapter mark per chapter, titled, where
 * that chapter starts, and the book's title, author, year and cover as tags.
 *
 * For AAC, a chapter comes as the renderer's PCM (m4b_write: the worker
 * encodes it while it renders), or is decoded from the file already
 * rendered (MP3, or anything else FFmpeg reads), never synthesised again,
 * and encoded by our encoder (aacenc.h); when the
 * first chapter is AAC already (a one-chapter book this binder wrote), every
 * chapter's packets are copied instead, so a book whose chapters were
 * encoded in parallel binds at the cost of copying it.  For MP3, the
 * chapters' MP3 frames are copied as they are: nothing is encoded at all.
 * The book is written as
 * PATH.tmp and renamed by m4b_finish, so a failure or a signal never leaves a
 * file that looks finished.  FFmpeg's headers are included by m4b.c alone. */
#ifndef TINGSHU_M4B_H
#define TINGSHU_M4B_H

#include <stddef.h>
#include <stdint.h>

/* What the binder encodes: AAC-LC, mono, at the chapters' own rate (no
 * resampling, which costs as much as decoding) and this bit rate at most:
 * our encoder keeps what the pauses save only up to its reservoir, so
 * speech comes to 44 kbit/s, as FFmpeg's encoder gave at 32k
 * (doc/m4b.md). */
#define M4B_BITRATE_BPS 48000

/* The book's audio.  AAC is what every M4B player reads.  MP3 copies the
 * chapters' frames: it binds at the cost of a copy, but MP3 in MP4 is read
 * by fewer players, and at the chapters' 11025 Hz (MPEG-2.5) by no standard
 * (FFmpeg writes it only when told to be unofficial). */
enum m4b_codec { M4B_AAC, M4B_MP3 };

struct m4b_meta {
	enum m4b_codec codec;
	int rate_hz; /* 0: the first chapter's (AAC: the nearest aacenc_rate); a chapter
		      * at another is resampled (AAC) */
	const char *title, *author, *year; /* each may be NULL */
	const void *cover;                 /* JPEG or PNG, or NULL */
	size_t cover_len;
};

struct m4b;

/* A book of n_chapters chapters, added next with m4b_add.  meta's strings
 * and cover must live until m4b_finish.  Returns NULL with *err: ERR_EMPTY (no chapter) or ERR_NOMEM. */
struct m4b *m4b_open(const char *path, const struct m4b_meta *meta, size_t n_chapters,
		     int *err);
/* Decodes the audio file and appends it as the next chapter (M4B_MP3: copies
 * its frames; its mark is where its first frame starts, its encoder's delay
 * and padding, 0.14 s of silence at 11025 Hz, kept).  Returns 0, ERR_IO
 * (errno set: it cannot be read, or the book not written), ERR_ENCODER (it
 * does not decode, is not MP3 like the chapters before it for M4B_MP3, or
 * the encoder failed: m4b_error says why),
 * ERR_TOO_BIG (more chapters than announced) or ERR_NOMEM. */
int m4b_add(struct m4b *m, const char *audio_path, const char *title);
/* n samples of PCM, at meta's rate_hz (which must be set; M4B_AAC), for the
 * next chapter, untitled: the first call starts it, m4b_add or m4b_finish
 * ends it.  Returns 0, ERR_IO, ERR_ENCODER, ERR_TOO_BIG or ERR_NOMEM. */
int m4b_write(struct m4b *m, const int16_t *pcm, size_t n);
/* The length so far, in seconds. */
double m4b_seconds(const struct m4b *m);
/* FFmpeg's words for the last failure, or "". */
const char *m4b_error(const struct m4b *m);
/* Flushes, writes the chapter marks and the index, renames into place.
 * Every announced chapter must have been added. */
int m4b_finish(struct m4b *m);
/* Removes the temp file unless finished; accepts NULL. */
void m4b_free(struct m4b *m);

#endif
