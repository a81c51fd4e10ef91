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

extern const struct sink_format sink_mp3;
extern const struct sink_format sink_wav;
extern const struct sink_format sink_flac;

#endif
