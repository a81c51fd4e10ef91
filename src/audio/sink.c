#include "audio/sink.h"
#include "audio/sink_impl.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/tempfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

struct sink {
	const struct sink_format *format;
	void *state;
	char *path, *tmp_path;
	uint64_t samples;
	int finished;
};

static const struct sink_format *format_for(const char *path)
{
	const char *dot = strrchr(path, '.');
	if (!dot || strchr(dot, '/'))
		return NULL;
	if (!strcasecmp(dot, ".mp3"))
		return &sink_mp3;
	if (!strcasecmp(dot, ".wav"))
		return &sink_wav;
	if (!strcasecmp(dot, ".flac"))
		return &sink_flac;
	return NULL;
}

struct sink *sink_open(const char *path, int rate_hz, const struct sink_meta *meta, int *err)
{
	const struct sink_format *format = format_for(path);
	if (!format) {
		*err = ERR_UNKNOWN;
		return NULL;
	}
	struct sink *s = calloc(1, sizeof(*s));
	struct strbuf tmp;
	strbuf_init(&tmp);
	if (!s || !(s->path = strdup(path)) || tempfile_name(&tmp, path)) {
		*err = ERR_NOMEM;
		goto fail;
	}
	s->format = format;
	s->tmp_path = strbuf_detach(&tmp, NULL);
	if ((*err = tempfile_register(s->tmp_path)))
		goto fail;
	if (!(s->state = format->open(s->tmp_path, rate_hz, meta, err))) {
		int saved = errno;
		tempfile_forget(s->tmp_path);
		unlink(s->tmp_path);
		errno = saved;
		goto fail;
	}
	return s;
fail:
	strbuf_release(&tmp);
	if (s) {
		free(s->path);
		free(s->tmp_path);
		free(s);
	}
	return NULL;
}

int sink_write(struct sink *s, const int16_t *pcm, size_t n)
{
	s->samples += n;
	return s->format->write(s->state, pcm, n);
}

int sink_silence(struct sink *s, size_t n)
{
	static const int16_t zeros[1024];
	while (n) {
		size_t k = n < 1024 ? n : 1024;
		int rc = sink_write(s, zeros, k);
		if (rc)
			return rc;
		n -= k;
	}
	return 0;
}

uint64_t sink_samples(const struct sink *s)
{
	return s->samples;
}

int sink_finish(struct sink *s)
{
	void *state = s->state;
	s->state = NULL;
	int rc = s->format->finish(state);
	if (!rc && rename(s->tmp_path, s->path))
		rc = ERR_IO;
	if (!rc)
		s->finished = 1;
	return rc;
}

void sink_free(struct sink *s)
{
	if (!s)
		return;
	if (s->state)
		s->format->discard(s->state);
	if (!s->finished)
		unlink(s->tmp_path);
	tempfile_forget(s->tmp_path);
	free(s->path);
	free(s->tmp_path);
	free(s);
}

void sink_track_tag(const struct sink_meta *meta, char out[SINK_TAG_SIZE])
{
	*out = '\0';
	if (meta->track > 0 && meta->track_total > 0)
		snprintf(out, SINK_TAG_SIZE, "%d/%d", meta->track, meta->track_total);
	else if (meta->track > 0)
		snprintf(out, SINK_TAG_SIZE, "%d", meta->track);
}

void sink_date_tag(const struct sink_meta *meta, char out[SINK_TAG_SIZE])
{
	static const char form[] = "dddd-dd-ddTdd:dd:dd";
	const char *s = meta->year ? meta->year : "";
	size_t n = 0, whole = 0;
	while (form[n] && (form[n] == 'd' ? s[n] >= '0' && s[n] <= '9' : s[n] == form[n]))
		if (++n >= 4 && (form[n] == '-' || form[n] == 'T' || form[n] == ':' || !form[n]))
			whole = n;
	if (whole && s[whole] >= '0' && s[whole] <= '9') /* 20210: no year */
		whole = 0;
	memcpy(out, s, whole);
	out[whole] = '\0';
}
