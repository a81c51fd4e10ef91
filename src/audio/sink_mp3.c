/* sink_mp3.c - MP3 through LAME: the one file that includes lame.h.
 *
 * Layout: our ID3v2.4 tag, then LAME's frames, the first of which is the
 * Xing/LAME header that players read the duration from; LAME knows its
 * content only at the end, so it is written last, in place.
 *
 * When asked (sink_meta.aac_path), the PCM LAME gets goes to the AAC
 * encoder too, so a book's M4B needs no MP3 decoded. */
#include "audio/aacenc.h"
#include "audio/id3.h"
#include "audio/m4b.h"
#include "audio/resample.h"
#include "audio/sink_impl.h"
#include "base/err.h"
#include "base/strbuf.h"

#include <lame/lame.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* Chosen by measurement (make bench): VBR at this quality gives clear speech
 * at ~30 kbit/s; above algorithm quality 7 speech gains nothing audible. */
#define MP3_VBR_QUALITY 6.0f
#define MP3_ALGORITHM_QUALITY 7
/* LAME's time grows with the sample count, and it cost more than eSpeak NG
 * itself at 16 kHz: speech is encoded at 11025 Hz (MPEG-2.5, 5.5 kHz of
 * bandwidth, which keeps 99.7 % of eSpeak's energy), halved from eSpeak's
 * 22050 Hz by our resampler.  bench/run.sh measured CPU per audio second at
 * 2.37 x eSpeak alone at 16 kHz and 1.92 x at 11025 Hz. */
#define MP3_RATE_HZ 11025

struct mp3 {
	lame_global_flags *lame;
	FILE *f;
	long first_frame; /* where LAME's header frame starts: just after the ID3 tag */
	unsigned char *buf;
	size_t buf_size;
	struct resample *resample; /* NULL when the input is at MP3_RATE_HZ or below */
	struct m4b *aac;           /* NULL unless asked */
	struct m4b_meta aac_meta;
};

static void mp3_discard(void *state)
{
	struct mp3 *m = state;
	if (!m)
		return;
	if (m->lame)
		lame_close(m->lame);
	if (m->f)
		fclose(m->f);
	resample_free(m->resample);
	m4b_free(m->aac);
	free(m->buf);
	free(m);
}

static void *mp3_open(const char *tmp_path, int rate_hz, const struct sink_meta *meta, int *err)
{
	struct mp3 *m = calloc(1, sizeof(*m));
	if (!m || !(m->lame = lame_init())) {
		*err = ERR_NOMEM;
		mp3_discard(m);
		return NULL;
	}
	lame_set_num_channels(m->lame, 1);
	lame_set_mode(m->lame, MONO);
	int mp3_hz = rate_hz > MP3_RATE_HZ ? MP3_RATE_HZ : rate_hz;
	if (mp3_hz != rate_hz && !(m->resample = resample_new(rate_hz, mp3_hz, err))) {
		mp3_discard(m);
		return NULL;
	}
	m->aac_meta = (struct m4b_meta){ .codec = M4B_AAC, .rate_hz = mp3_hz };
	/* at a rate the AAC encoder lacks, the AAC is left to be made from the
	 * MP3 (resampled) */
	if (meta->aac_path && aacenc_rate(mp3_hz) == mp3_hz &&
	    !(m->aac = m4b_open(meta->aac_path, &m->aac_meta, 1, err))) {
		mp3_discard(m);
		return NULL;
	}
	lame_set_in_samplerate(m->lame, mp3_hz);
	lame_set_out_samplerate(m->lame, mp3_hz); /* else LAME resamples to its own choice */
	lame_set_VBR(m->lame, vbr_mtrh);
	lame_set_VBR_quality(m->lame, MP3_VBR_QUALITY);
	lame_set_quality(m->lame, MP3_ALGORITHM_QUALITY);
	lame_set_bWriteVbrTag(m->lame, 1);
	lame_set_write_id3tag_automatic(m->lame, 0);
	if (lame_init_params(m->lame) < 0) {
		*err = ERR_ENCODER;
		mp3_discard(m);
		return NULL;
	}
	struct strbuf tag;
	strbuf_init(&tag);
	*err = id3_build(&tag, meta);
	if (!*err && !(m->f = fopen(tmp_path, "wb")))
		*err = ERR_IO;
	if (!*err && fwrite(tag.buf, 1, tag.len, m->f) != tag.len)
		*err = ERR_IO;
	m->first_frame = (long)tag.len;
	strbuf_release(&tag);
	if (*err) {
		mp3_discard(m);
		return NULL;
	}
	return m;
}

static int mp3_reserve(struct mp3 *m, size_t samples)
{
	size_t need = samples + samples / 4 + 7200; /* LAME's documented worst case */
	if (need <= m->buf_size)
		return 0;
	unsigned char *p = realloc(m->buf, need);
	if (!p)
		return ERR_NOMEM;
	m->buf = p;
	m->buf_size = need;
	return 0;
}

static int mp3_encode(void *state, const int16_t *pcm, size_t n)
{
	struct mp3 *m = state;
	int rc = m->aac ? m4b_write(m->aac, pcm, n) : 0;
	if (rc)
		return rc;
	/* in slices, so the buffer stays small whatever the caller hands us */
	while (n) {
		size_t k = n < 65536 ? n : 65536;
		if (mp3_reserve(m, k))
			return ERR_NOMEM;
		int got = lame_encode_buffer(m->lame, pcm, pcm, (int)k, m->buf, (int)m->buf_size);
		if (got < 0)
			return ERR_ENCODER;
		if (fwrite(m->buf, 1, (size_t)got, m->f) != (size_t)got)
			return ERR_IO;
		pcm += k;
		n -= k;
	}
	return 0;
}

static int mp3_write(void *state, const int16_t *pcm, size_t n)
{
	struct mp3 *m = state;
	return m->resample ? resample_push(m->resample, pcm, n, mp3_encode, m)
			   : mp3_encode(m, pcm, n);
}

static int mp3_finish(void *state)
{
	struct mp3 *m = state;
	int rc = m->resample ? resample_flush(m->resample, mp3_encode, m) : 0;
	if (!rc)
		rc = mp3_reserve(m, 0);
	int got = rc ? 0 : lame_encode_flush(m->lame, m->buf, (int)m->buf_size);
	if (!rc && got < 0)
		rc = ERR_ENCODER;
	if (!rc && fwrite(m->buf, 1, (size_t)got, m->f) != (size_t)got)
		rc = ERR_IO;
	if (!rc) {
		size_t len = lame_get_lametag_frame(m->lame, m->buf, m->buf_size);
		if (len > m->buf_size)
			rc = ERR_ENCODER;
		else if (len && (fseek(m->f, m->first_frame, SEEK_SET) ||
				 fwrite(m->buf, 1, len, m->f) != len))
			rc = ERR_IO;
	}
	if (!rc && (fflush(m->f) || fsync(fileno(m->f))))
		rc = ERR_IO;
	if (!rc && m->aac)
		rc = m4b_finish(m->aac);
	if (fclose(m->f) && !rc)
		rc = ERR_IO;
	m->f = NULL;
	mp3_discard(m);
	return rc;
}

const struct sink_format sink_mp3 = {
	.open = mp3_open,
	.write = mp3_write,
	.finish = mp3_finish,
	.discard = mp3_discard,
};
