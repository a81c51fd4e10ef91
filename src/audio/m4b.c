/* m4b.c - the only file that includes FFmpeg's headers (libavformat,
 * libavcodec, libavutil, libswresample).
 *
 * Each chapter's file is demuxed and decoded, resampled to the book's rate in
 * mono when it differs, and fed to our AAC encoder (aacenc.h), which keeps
 * the part of a frame it has, so a chapter's end and the next one's start
 * meet at the exact sample; its chapter mark is that sample.  A chapter can
 * come as PCM too (m4b_write), as the renderer makes it.  Chapters already
 * in the book's codec (AAC from the workers, or MP3 for an MP3 book) have
 * their packets copied end to end instead; a mark is then where the
 * chapter's first packet starts. */
#include "audio/m4b.h"
#include "audio/aacenc.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/tempfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/channel_layout.h>
#include <libswresample/swresample.h>

struct m4b {
	AVFormatContext *out;
	struct aacenc *enc;
	AVStream *audio;
	AVPacket *pkt;
	FILE *spool;    /* the encoded packets, until the header can be written */
	float *conv;    /* the resampler's output */
	int conv_cap;
	int64_t samples; /* into the encoder so far: where the next chapter starts */
	int64_t encoded; /* frames out of it so far */
	int rate_hz;
	int copying; /* the chapters are AAC already: their packets are copied */
	int writing; /* a chapter given as PCM (m4b_write) is open */
	struct m4b_meta meta; /* until the first chapter starts the file */
	size_t n_chapters, added;
	char *path, *tmp_path;
	int finished;
	char error[128];
};

/* An FFmpeg error as ours; its words kept for m4b_error.  A system call's
 * failure (file I/O: AVERROR(errno)) is ERR_IO when io is set. */
static int fail(struct m4b *m, int averr, int io)
{
	av_strerror(averr, m->error, sizeof(m->error));
	if (averr == AVERROR(ENOMEM))
		return ERR_NOMEM;
	if (io && averr < 0 && -averr < 4096 && averr != AVERROR(EINVAL)) {
		errno = AVUNERROR(averr);
		return ERR_IO;
	}
	return ERR_ENCODER;
}

/* A packet (times in 1/rate_hz) into the spool. */
static int spool(struct m4b *m, const AVPacket *pkt)
{
	int64_t head[4] = { pkt->pts, pkt->dts, pkt->duration, pkt->size };
	return fwrite(head, sizeof(head), 1, m->spool) == 1 &&
			       fwrite(pkt->data, 1, (size_t)pkt->size, m->spool) == (size_t)pkt->size
		       ? 0
		       : ERR_IO;
}

/* The spooled packets into the file, now that its header is written. */
static int replay(struct m4b *m)
{
	int64_t head[4];
	int ret;
	rewind(m->spool);
	while (fread(head, sizeof(head), 1, m->spool) == 1) {
		if (head[3] < 0 || head[3] > INT32_MAX / 2 || (ret = av_new_packet(m->pkt, (int)head[3])) < 0)
			return ERR_NOMEM;
		if (fread(m->pkt->data, 1, (size_t)head[3], m->spool) != (size_t)head[3]) {
			av_packet_unref(m->pkt);
			return ERR_IO;
		}
		m->pkt->pts = head[0];
		m->pkt->dts = head[1];
		m->pkt->duration = head[2];
		m->pkt->stream_index = m->audio->index;
		av_packet_rescale_ts(m->pkt, (AVRational){ 1, m->rate_hz }, m->audio->time_base);
		if ((ret = av_interleaved_write_frame(m->out, m->pkt)) < 0)
			return fail(m, ret, 1);
	}
	return ferror(m->spool) ? ERR_IO : 0;
}

/* A frame from the encoder into the spool, on the book's time line: the
 * first frame's 1024 samples of priming before 0, and the last one's
 * duration only what is left of the audio. */
static int spool_frame(void *ctx, const unsigned char *frame, size_t len)
{
	struct m4b *m = ctx;
	int64_t pts = m->encoded * AACENC_FRAME - AACENC_PRIMING, left = m->samples - pts;
	AVPacket pkt = { .data = (uint8_t *)frame, .size = (int)len, .pts = pts, .dts = pts,
			 .duration = left < AACENC_FRAME ? left : AACENC_FRAME };
	m->encoded++;
	return spool(m, &pkt);
}

/* n samples at the book's rate into the encoder. */
static int encode(struct m4b *m, const float *pcm, size_t n)
{
	m->samples += (int64_t)n;
	return aacenc_write(m->enc, pcm, n, spool_frame, m);
}

/* Decoded samples (in, n of them; NULL: the resampler's last) resampled
 * into the FIFO. */
static int push(struct m4b *m, SwrContext *swr, const uint8_t **in, int n)
{
	int cap = swr_get_out_samples(swr, n);
	if (cap > m->conv_cap) {
		float *p = av_realloc(m->conv, (size_t)cap * sizeof(*p));
		if (!p)
			return ERR_NOMEM;
		m->conv = p;
		m->conv_cap = cap;
	}
	uint8_t *out = (uint8_t *)m->conv;
	int got = swr_convert(swr, &out, cap, in, n);
	if (got < 0)
		return fail(m, got, 0);
	return encode(m, m->conv, (size_t)got);
}

/* One packet (NULL: the decoder's end) decoded and pushed. */
static int decode(struct m4b *m, AVCodecContext *dec, SwrContext *swr, const AVPacket *pkt,
		  AVFrame *fr)
{
	int ret = avcodec_send_packet(dec, pkt);
	if (ret < 0)
		return fail(m, ret, 0);
	while ((ret = avcodec_receive_frame(dec, fr)) == 0) {
		ret = push(m, swr, (const uint8_t **)fr->extended_data, fr->nb_samples);
		av_frame_unref(fr);
		if (ret)
			return ret;
	}
	return ret == AVERROR(EAGAIN) || ret == AVERROR_EOF ? 0 : fail(m, ret, 0);
}

/* The audio stream of in. */
static int find_audio(struct m4b *m, AVFormatContext *in, int *stream, const AVCodec **codec)
{
	int ret = avformat_find_stream_info(in, NULL);
	if (ret >= 0)
		ret = *stream = av_find_best_stream(in, AVMEDIA_TYPE_AUDIO, -1, -1, codec, 0);
	return ret < 0 ? fail(m, ret, 0) : 0;
}

static int open_decoder(struct m4b *m, const AVStream *st, const AVCodec *codec,
			AVCodecContext **dec)
{
	if (!(*dec = avcodec_alloc_context3(codec)))
		return ERR_NOMEM;
	int ret = avcodec_parameters_to_context(*dec, st->codecpar);
	if (ret >= 0)
		ret = avcodec_open2(*dec, codec, NULL);
	return ret < 0 ? fail(m, ret, 0) : 0;
}

/* A chapter whose packets are copied into the book: in the book's MP3 (its
 * rate and channels), or already in the book's AAC (mono, its rate, the same
 * decoder configuration: a one-chapter book this binder wrote). */
static int fits(const struct m4b *m, const AVCodecParameters *par)
{
	int mp3 = m->meta.codec == M4B_MP3;
	if (par->codec_id != (mp3 ? AV_CODEC_ID_MP3 : AV_CODEC_ID_AAC) ||
	    (m->rate_hz && par->sample_rate != m->rate_hz))
		return 0;
	const AVCodecParameters *ours = m->audio ? m->audio->codecpar : NULL;
	if (mp3)
		return !ours || ours->ch_layout.nb_channels == par->ch_layout.nb_channels;
	return par->ch_layout.nb_channels == 1 &&
	       (!ours || (ours->extradata_size == par->extradata_size &&
			  (!par->extradata_size ||
			   !memcmp(ours->extradata, par->extradata, (size_t)par->extradata_size))));
}

/* The chapter's packets end to end on the book's time line, each as long as
 * the frame it decodes to: a chapter's last AAC packet, shortened to its
 * audio's end in its own file, is a whole frame to a player, which would
 * hear every later chapter that much after its mark (0.06 s a chapter). */
static int copy_packets(struct m4b *m, AVFormatContext *in, int stream, AVPacket *pkt)
{
	const AVStream *st = in->streams[stream];
	AVRational tb = st->time_base, ours = { 1, m->rate_hz };
	int ret, rc = 0;
	while (!rc && (ret = av_read_frame(in, pkt)) >= 0) {
		if (pkt->stream_index == stream) {
			pkt->duration = st->codecpar->frame_size
						? st->codecpar->frame_size
						: av_rescale_q(pkt->duration, tb, ours);
			pkt->pts = pkt->dts = m->samples;
			m->samples += pkt->duration;
			rc = spool(m, pkt);
		}
		av_packet_unref(pkt);
	}
	return rc ? rc : ret == AVERROR_EOF ? 0 : fail(m, ret, 1);
}

/* The chapter decoded, resampled and encoded. */
static int encode_packets(struct m4b *m, AVFormatContext *in, int stream, AVCodecContext *dec,
			  SwrContext *swr, AVPacket *pkt, AVFrame *fr)
{
	int ret, rc = 0;
	while (!rc && (ret = av_read_frame(in, pkt)) >= 0) {
		if (pkt->stream_index == stream)
			rc = decode(m, dec, swr, pkt, fr);
		av_packet_unref(pkt);
	}
	if (!rc && ret != AVERROR_EOF)
		rc = fail(m, ret, 1);
	if (!rc)
		rc = decode(m, dec, swr, NULL, fr);
	return rc ? rc : push(m, swr, NULL, 0);
}

/* From what the decoder gives to mono at the book's rate. */
static int open_resampler(struct m4b *m, AVCodecContext *dec, SwrContext **swr)
{
	AVChannelLayout mono = AV_CHANNEL_LAYOUT_MONO;
	int ret = swr_alloc_set_opts2(swr, &mono, AV_SAMPLE_FMT_FLTP, m->rate_hz, &dec->ch_layout,
				      dec->sample_fmt, dec->sample_rate, 0, NULL);
	if (ret >= 0)
		ret = swr_init(*swr);
	return ret < 0 ? fail(m, ret, 0) : 0;
}

static int start(struct m4b *m, const AVStream *copy_from);

static void close_input(AVFormatContext **in, AVCodecContext **dec, SwrContext **swr,
			AVPacket **pkt, AVFrame **fr)
{
	swr_free(swr);
	avcodec_free_context(dec);
	avformat_close_input(in);
	av_packet_free(pkt);
	av_frame_free(fr);
}

/* The chapter given as PCM ends where its samples do. */
static void end_written(struct m4b *m)
{
	if (m->writing) {
		m->out->chapters[m->added++]->end = m->samples;
		m->writing = 0;
	}
}

int m4b_write(struct m4b *m, const int16_t *pcm, size_t n)
{
	int rc = 0;
	if (!m->writing) {
		if (m->added >= m->n_chapters)
			return ERR_TOO_BIG;
		if (m->meta.codec != M4B_AAC || !m->rate_hz) {
			snprintf(m->error, sizeof(m->error), "PCM makes an AAC book at a given rate");
			return ERR_ENCODER;
		}
		if (!m->out && (rc = start(m, NULL)))
			return rc;
		m->out->chapters[m->added]->start = m->samples;
		m->writing = 1;
	}
	float buf[AACENC_FRAME];
	while (n && !rc) {
		size_t k = n < AACENC_FRAME ? n : AACENC_FRAME;
		for (size_t i = 0; i < k; i++)
			buf[i] = pcm[i] / 32768.0f;
		rc = encode(m, buf, k);
		pcm += k;
		n -= k;
	}
	return rc;
}

int m4b_add(struct m4b *m, const char *audio_path, const char *title)
{
	end_written(m);
	if (m->added >= m->n_chapters)
		return ERR_TOO_BIG;
	m->error[0] = '\0';
	AVFormatContext *in = NULL;
	AVCodecContext *dec = NULL;
	SwrContext *swr = NULL;
	const AVCodec *codec = NULL;
	AVPacket *pkt = av_packet_alloc();
	AVFrame *fr = av_frame_alloc();
	int stream = -1, ret = avformat_open_input(&in, audio_path, NULL, NULL);
	int rc = !pkt || !fr ? ERR_NOMEM : ret < 0 ? fail(m, ret, 1) : 0;
	if (!rc)
		rc = find_audio(m, in, &stream, &codec);
	const AVStream *st = rc ? NULL : in->streams[stream];
	/* the first chapter decides: the book is at its rate unless told, and
	 * copies its chapters' packets or (AAC) encodes every one */
	if (!rc && !m->out) {
		m->copying = fits(m, st->codecpar);
		if (!m->rate_hz) /* AAC encoded: a rate our encoder has */
			m->rate_hz = m->copying || m->meta.codec == M4B_MP3
					     ? st->codecpar->sample_rate
					     : aacenc_rate(st->codecpar->sample_rate);
		if (!m->copying && m->meta.codec == M4B_MP3) {
			snprintf(m->error, sizeof(m->error), "not MP3: an MP3 book copies MP3 chapters");
			rc = ERR_ENCODER;
		} else {
			rc = start(m, m->copying ? st : NULL);
		}
	} else if (!rc && m->copying && !fits(m, st->codecpar)) {
		snprintf(m->error, sizeof(m->error), "not in the %s of the chapters before it",
			 m->meta.codec == M4B_MP3 ? "MP3" : "AAC");
		rc = ERR_ENCODER;
	}
	if (!rc && !m->copying && !(rc = open_decoder(m, st, codec, &dec)))
		rc = open_resampler(m, dec, &swr);
	AVChapter *ch = rc ? NULL : m->out->chapters[m->added];
	if (ch) {
		ch->start = m->samples;
		rc = m->copying ? copy_packets(m, in, stream, pkt)
				: encode_packets(m, in, stream, dec, swr, pkt, fr);
		ch->end = m->samples;
	}
	if (!rc && title && av_dict_set(&ch->metadata, "title", title, 0) < 0)
		rc = ERR_NOMEM;
	if (!rc)
		m->added++;
	close_input(&in, &dec, &swr, &pkt, &fr);
	return rc;
}

/* The picture's size, by decoding it: 0, or -1 when it does not decode. */
static int picture_size(enum AVCodecID id, const void *img, size_t n, int *w, int *h)
{
	const AVCodec *codec = avcodec_find_decoder(id);
	AVCodecContext *dec = codec ? avcodec_alloc_context3(codec) : NULL;
	AVPacket *pkt = av_packet_alloc();
	AVFrame *fr = av_frame_alloc();
	int ok = dec && pkt && fr && avcodec_open2(dec, codec, NULL) >= 0 &&
		 av_new_packet(pkt, (int)n) >= 0;
	if (ok)
		memcpy(pkt->data, img, n);
	ok = ok && avcodec_send_packet(dec, pkt) >= 0 && avcodec_send_packet(dec, NULL) >= 0 &&
	     avcodec_receive_frame(dec, fr) >= 0;
	if (ok)
		*w = fr->width, *h = fr->height;
	av_frame_free(&fr);
	av_packet_free(&pkt);
	avcodec_free_context(&dec);
	return ok ? 0 : -1;
}

/* A picture stream the MP4 muxer writes as the cover (covr), not a track.
 * A picture that is not a whole JPEG or PNG is left out. */
static int add_cover(struct m4b *m, const unsigned char *img, size_t n)
{
	enum AVCodecID id = n > 3 && img[0] == 0xFF && img[1] == 0xD8 ? AV_CODEC_ID_MJPEG
			    : n > 8 && !memcmp(img, "\x89PNG", 4) ? AV_CODEC_ID_PNG
								   : AV_CODEC_ID_NONE;
	int w, h;
	if (id == AV_CODEC_ID_NONE || n > INT32_MAX / 2 || picture_size(id, img, n, &w, &h))
		return 0;
	AVStream *st = avformat_new_stream(m->out, NULL);
	if (!st)
		return ERR_NOMEM;
	st->codecpar->codec_type = AVMEDIA_TYPE_VIDEO;
	st->codecpar->codec_id = id;
	st->codecpar->width = w;
	st->codecpar->height = h;
	st->disposition = AV_DISPOSITION_ATTACHED_PIC;
	return 0;
}

static int write_cover(struct m4b *m, const void *img, size_t n)
{
	if (m->out->nb_streams < 2)
		return 0;
	int ret = av_new_packet(m->pkt, (int)n);
	if (ret < 0)
		return fail(m, ret, 0);
	memcpy(m->pkt->data, img, n);
	m->pkt->stream_index = 1;
	m->pkt->flags |= AV_PKT_FLAG_KEY;
	ret = av_write_frame(m->out, m->pkt);
	av_packet_unref(m->pkt);
	return ret < 0 ? fail(m, ret, 1) : 0;
}

static int set_tags(struct m4b *m, const struct m4b_meta *meta)
{
	const char *tags[][2] = {
		{ "title", meta->title },   { "album", meta->title }, { "artist", meta->author },
		{ "album_artist", meta->author }, { "date", meta->year }, { "genre", "Audiobook" },
	};
	for (size_t i = 0; i < sizeof(tags) / sizeof(*tags); i++)
		if (tags[i][1] && *tags[i][1] && av_dict_set(&m->out->metadata, tags[i][0], tags[i][1], 0) < 0)
			return ERR_NOMEM;
	return 0;
}

/* The chapter marks, filled in as the chapters come: the muxer counts them
 * before the header and writes them with the index at the end. */
static int add_chapters(struct m4b *m)
{
	m->out->chapters = av_calloc(m->n_chapters, sizeof(*m->out->chapters));
	if (!m->out->chapters)
		return ERR_NOMEM;
	for (size_t i = 0; i < m->n_chapters; i++) {
		AVChapter *ch = av_mallocz(sizeof(*ch));
		if (!ch)
			return ERR_NOMEM;
		*ch = (AVChapter){ .id = (int64_t)i + 1, .time_base = { 1, m->rate_hz } };
		m->out->chapters[m->out->nb_chapters++] = ch;
	}
	return 0;
}

/* The output stream as the first chapter's, whose packets are copied. */
static int copy_stream(struct m4b *m, const AVStream *from)
{
	if (!(m->audio = avformat_new_stream(m->out, NULL)))
		return ERR_NOMEM;
	int ret = avcodec_parameters_copy(m->audio->codecpar, from->codecpar);
	if (ret < 0)
		return fail(m, ret, 0);
	m->audio->codecpar->codec_tag = 0;
	m->audio->time_base = (AVRational){ 1, m->rate_hz };
	return 0;
}

/* Our encoder (aacenc.h), its stream described for the muxer: the 2-byte
 * AudioSpecificConfig, 1024 samples of priming (the edit list skips them). */
static int open_encoder(struct m4b *m)
{
	int err = 0;
	if (!(m->enc = aacenc_open(m->rate_hz, M4B_BITRATE_BPS, &err))) {
		if (err == ERR_UNKNOWN)
			snprintf(m->error, sizeof(m->error), "no AAC at %d Hz", m->rate_hz);
		return err == ERR_UNKNOWN ? ERR_ENCODER : err;
	}
	AVCodecParameters *par;
	if (!(m->audio = avformat_new_stream(m->out, NULL)))
		return ERR_NOMEM;
	par = m->audio->codecpar;
	if (!(par->extradata = av_mallocz(2 + AV_INPUT_BUFFER_PADDING_SIZE)))
		return ERR_NOMEM;
	aacenc_config(m->enc, par->extradata);
	par->extradata_size = 2;
	par->codec_type = AVMEDIA_TYPE_AUDIO;
	par->codec_id = AV_CODEC_ID_AAC;
	par->profile = FF_PROFILE_AAC_LOW;
	par->sample_rate = m->rate_hz;
	par->frame_size = AACENC_FRAME;
	par->initial_padding = AACENC_PRIMING;
	par->bit_rate = M4B_BITRATE_BPS;
	av_channel_layout_default(&par->ch_layout, 1);
	m->audio->time_base = (AVRational){ 1, m->rate_hz };
	return 0;
}

/* The file, its streams, tags and chapter marks, up to the header. */
static int start(struct m4b *m, const AVStream *copy_from)
{
	const struct m4b_meta *meta = &m->meta;
	/* the "ipod" muxer is MP4 as Apple's players read it: .m4a/.m4b; it
	 * has no tag for MP3, which "mp4" writes with the same chapter track,
	 * iTunes tags and cover */
	int mp3 = meta->codec == M4B_MP3;
	int ret = avformat_alloc_output_context2(&m->out, NULL, mp3 ? "mp4" : "ipod", m->tmp_path);
	if (ret < 0)
		return fail(m, ret, 0);
	/* MP3 in MP4 is standard from 16 kHz (MPEG-2); below is MPEG-2.5 */
	if (mp3 && m->rate_hz < 16000)
		m->out->strict_std_compliance = FF_COMPLIANCE_UNOFFICIAL;
	int rc = copy_from ? copy_stream(m, copy_from) : open_encoder(m);
	if (!rc && meta->cover)
		rc = add_cover(m, meta->cover, meta->cover_len);
	if (!rc)
		rc = set_tags(m, meta);
	if (!rc)
		rc = add_chapters(m);
	if (!rc && (!(m->pkt = av_packet_alloc()) || !(m->spool = tmpfile())))
		rc = m->pkt ? ERR_IO : ERR_NOMEM;
	return rc;
}

/* The file opened and its header written, the chapter marks all known. */
static int mux_open(struct m4b *m)
{
	int ret = avio_open(&m->out->pb, m->tmp_path, AVIO_FLAG_WRITE), rc = 0;
	if (ret < 0)
		return fail(m, ret, 1);
	AVDictionary *opts = NULL;
	/* the index first, so a player starts before it has the whole file;
	 * the audiobook brand, so it files the book among audiobooks */
	if (av_dict_set(&opts, "movflags", "+faststart", 0) < 0 ||
	    av_dict_set(&opts, "brand", "M4B ", 0) < 0)
		rc = ERR_NOMEM;
	if (!rc && (ret = avformat_write_header(m->out, &opts)) < 0)
		rc = fail(m, ret, 1);
	av_dict_free(&opts);
	if (!rc && m->meta.cover)
		rc = write_cover(m, m->meta.cover, m->meta.cover_len);
	return rc;
}

struct m4b *m4b_open(const char *path, const struct m4b_meta *meta, size_t n_chapters,
		     int *err)
{
	av_log_set_level(AV_LOG_QUIET); /* its problems come back as codes */
	if (!n_chapters || n_chapters > INT32_MAX) {
		*err = ERR_EMPTY;
		return NULL;
	}
	struct m4b *m = calloc(1, sizeof(*m));
	struct strbuf tmp;
	strbuf_init(&tmp);
	if (!m || !(m->path = strdup(path)) || strbuf_addf(&tmp, "%s.tmp", path)) {
		*err = ERR_NOMEM;
		strbuf_release(&tmp);
		m4b_free(m);
		return NULL;
	}
	m->tmp_path = strbuf_detach(&tmp, NULL);
	m->n_chapters = n_chapters;
	m->rate_hz = meta->rate_hz;
	m->meta = *meta;
	if ((*err = tempfile_register(m->tmp_path))) {
		m4b_free(m);
		return NULL;
	}
	return m;
}

double m4b_seconds(const struct m4b *m)
{
	return m->rate_hz ? (double)m->samples / m->rate_hz : 0;
}

const char *m4b_error(const struct m4b *m)
{
	return m->error;
}

int m4b_finish(struct m4b *m)
{
	end_written(m);
	if (m->added != m->n_chapters)
		return ERR_EMPTY;
	int rc = m->copying ? 0 : aacenc_flush(m->enc, spool_frame, m), ret;
	if (!rc)
		rc = mux_open(m);
	if (!rc)
		rc = replay(m);
	if (!rc && (ret = av_write_trailer(m->out)) < 0)
		rc = fail(m, ret, 1);
	if (!rc && (ret = avio_closep(&m->out->pb)) < 0)
		rc = fail(m, ret, 1);
	if (!rc && rename(m->tmp_path, m->path))
		rc = ERR_IO;
	if (!rc)
		m->finished = 1;
	return rc;
}

void m4b_free(struct m4b *m)
{
	if (!m)
		return;
	if (m->out) {
		avio_closep(&m->out->pb);
		avformat_free_context(m->out);
	}
	aacenc_free(m->enc);
	av_packet_free(&m->pkt);
	if (m->spool)
		fclose(m->spool);
	av_free(m->conv);
	if (m->tmp_path && !m->finished)
		unlink(m->tmp_path);
	if (m->tmp_path)
		tempfile_forget(m->tmp_path);
	free(m->path);
	free(m->tmp_path);
	free(m);
}
