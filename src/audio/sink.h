/* sink.h - stage 7: PCM to an audio file, MP3 (LAME) or WAV/FLAC (libsndfile)
 * chosen by the file's extension, with tags.
 *
 * The file is written as PATH.PID.tmp (tempfile.h) and renamed to PATH by
 * sink_finish, so a failure or a signal never leaves a file that looks
 * finished. */
#ifndef TINGSHU_SINK_H
#define TINGSHU_SINK_H

#include <stddef.h>
#include <stdint.h>

struct sink_meta {
	const char *title;
	const char *album;
	const char *artist;
	const char *year; /* as book.ini gives it, or NULL */
	int track;       /* 0: none */
	int track_total; /* 0: unknown */
	const void *cover; /* JPEG or PNG image, or NULL (MP3 only: APIC) */
	size_t cover_len;
	/* MP3 only, or NULL: the same PCM, at the MP3's rate, also as AAC into
	 * this one-chapter M4B (audio/m4b.h: a book's chapter, bound later),
	 * unless the AAC encoder lacks that rate (aacenc_rate): then no file */
	const char *aac_path;
};

struct sink;

/* ERR_UNKNOWN for an extension that is not .mp3, .wav or .flac. */
struct sink *sink_open(const char *path, int rate_hz, const struct sink_meta *meta, int *err);
int sink_write(struct sink *s, const int16_t *pcm, size_t n);
int sink_silence(struct sink *s, size_t n);
uint64_t sink_samples(const struct sink *s);
/* Flushes, writes the headers and renames into place. */
int sink_finish(struct sink *s);
/* Removes the temp file unless finished; accepts NULL. */
void sink_free(struct sink *s);

#endif
