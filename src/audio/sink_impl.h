/* sink_impl.h - what each output format provides to sink.c. */
#ifndef TINGSHU_SINK_IMPL_H
#define TINGSHU_SINK_IMPL_H

#include "audio/sink.h"

struct sink_format {
	/* Opens tmp_path for writing; returns the format's state or NULL with *err. */
	void *(*open)(const char *tmp_path, int rate_hz, const struct sink_meta *meta, int *err);
	int (*write)(void *state, const int16_t *pcm, size_t n);
	/* Completes the file (headers, tags) and closes it. */
	int (*finish)(void *state);
	/* Closes without completing; accepts NULL. */
	void (*discard)(void *state);
};

/* Room for a tag sink_track_tag or sink_date_tag writes. */
#define SINK_TAG_SIZE 32
/* The track as every format's tag has it: "2/5", "2" with no total, "" with none. */
void sink_track_tag(const struct sink_meta *meta, char out[SINK_TAG_SIZE]);
/* The date the year starts with, as ID3v2.4 has them (2021, 2021-05-01,
 * 2021-05-01T08:00:00): "2021年" is 2021; "乾隆年间" none, "" (readers reject
 * a date tag that is no date). */
void sink_date_tag(const struct sink_meta *meta, char out[SINK_TAG_SIZE]);

extern const struct sink_format sink_mp3;
extern const struct sink_format sink_wav;
extern const struct sink_format sink_flac;

#endif
