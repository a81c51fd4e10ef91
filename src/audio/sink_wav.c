/* sink_wav.c - WAV and FLAC through libsndfile: the one file that includes
 * sndfile.h. */
#include "audio/sink_impl.h"
#include "base/err.h"

#include <sndfile.h>
#include <stdio.h>
#include <stdlib.h>

static void *snd_open(const char *tmp_path, int rate_hz, const struct sink_meta *meta,
		      int format, int *err)
{
	SF_INFO info = { .samplerate = rate_hz, .channels = 1, .format = format };
	SNDFILE *f = sf_open(tmp_path, SFM_WRITE, &info);
	if (!f) {
		*err = ERR_IO;
		return NULL;
	}
	char track[SINK_TAG_SIZE], date[SINK_TAG_SIZE];
	sink_track_tag(meta, track);
	sink_date_tag(meta, date);
	/* where the format has no such field libsndfile declines: not an error */
	if (meta->title)
		sf_set_string(f, SF_STR_TITLE, meta->title);
	if (meta->album)
		sf_set_string(f, SF_STR_ALBUM, meta->album);
	if (meta->artist)
		sf_set_string(f, SF_STR_ARTIST, meta->artist);
	if (*date)
		sf_set_string(f, SF_STR_DATE, date);
	if (*track)
		sf_set_string(f, SF_STR_TRACKNUMBER, track);
	sf_set_string(f, SF_STR_SOFTWARE, "tingshu " TINGSHU_VERSION);
	return f;
}

static void *wav_open(const char *tmp_path, int rate_hz, const struct sink_meta *meta, int *err)
{
	return snd_open(tmp_path, rate_hz, meta, SF_FORMAT_WAV | SF_FORMAT_PCM_16, err);
}

static void *flac_open(const char *tmp_path, int rate_hz, const struct sink_meta *meta, int *err)
{
	return snd_open(tmp_path, rate_hz, meta, SF_FORMAT_FLAC | SF_FORMAT_PCM_16, err);
}

static int snd_write(void *state, const int16_t *pcm, size_t n)
{
	return sf_write_short(state, pcm, (sf_count_t)n) == (sf_count_t)n ? 0 : ERR_IO;
}

static int snd_finish(void *state)
{
	sf_write_sync(state);
	return sf_close(state) ? ERR_IO : 0;
}

static void snd_discard(void *state)
{
	if (state)
		sf_close(state);
}

const struct sink_format sink_wav = {
	.open = wav_open, .write = snd_write, .finish = snd_finish, .discard = snd_discard,
};

const struct sink_format sink_flac = {
	.open = flac_open, .write = snd_write, .finish = snd_finish, .discard = snd_discard,
};
