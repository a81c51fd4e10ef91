/* The binder: an MP3 book copies MP3 chapters of one rate and refuses any
 * other, an AAC book encodes them; a refused book leaves no file.  Marks,
 * tags and decoding are checked on real books in tests/cli/46-epub.sh. */
#include "audio/m4b.h"
#include "audio/sink.h"
#include "base/err.h"
#include "check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[] = "/tmp/tingshu-m4b-XXXXXX";

/* dir/name: a tone of seconds at rate_hz through the sink its extension picks. */
static const char *chapter(const char *name, int rate_hz, int seconds)
{
	static char path[4][256];
	static int next;
	char *p = path[next++ % 4];
	snprintf(p, sizeof(path[0]), "%s/%s", dir, name);
	struct sink_meta meta = { .title = name };
	int err = 0;
	struct sink *s = sink_open(p, rate_hz, &meta, &err);
	size_t n = (size_t)(rate_hz * seconds);
	int16_t *pcm = malloc(n * sizeof(*pcm));
	for (size_t i = 0; pcm && i < n; i++)
		pcm[i] = (int16_t)lrint(8000 * sin(2 * 3.14159265358979 * 440.0 * (double)i / rate_hz));
	CHECK_INT(err, 0);
	CHECK_INT(s && pcm ? sink_write(s, pcm, n) : -1, 0);
	CHECK_INT(s ? sink_finish(s) : -1, 0);
	sink_free(s);
	free(pcm);
	return p;
}

/* A book of the two chapters: m4b_add's result for the second, and its
 * length in seconds when bound. */
static int bind(enum m4b_codec codec, const char *a, const char *b, double *seconds,
		char *why, size_t why_n)
{
	char book[256];
	snprintf(book, sizeof(book), "%s/book.m4b", dir);
	unlink(book);
	struct m4b_meta meta = { .codec = codec, .title = "书" };
	int err = 0;
	struct m4b *m = m4b_open(book, &meta, 2, &err);
	CHECK(m != NULL);
	int rc = m ? m4b_add(m, a, "一") : err;
	if (!rc)
		rc = m4b_add(m, b, "二");
	if (!rc)
		rc = m4b_finish(m);
	*seconds = m ? m4b_seconds(m) : 0;
	snprintf(why, why_n, "%s", m ? m4b_error(m) : "");
	m4b_free(m);
	CHECK_INT(access(book, F_OK) == 0, rc == 0); /* whole, or not there */
	return rc;
}

int main(void)
{
	if (!CHECK(mkdtemp(dir) != NULL))
		return 1;
	/* eSpeak's rate: the MP3s are written at 11025 Hz; 8000 Hz stays so */
	const char *one = chapter("one.mp3", 22050, 3), *two = chapter("two.mp3", 22050, 2);
	const char *slow = chapter("slow.mp3", 8000, 2), *wav = chapter("one.wav", 22050, 2);
	double s;
	char why[128];

	CHECK_INT(bind(M4B_MP3, one, two, &s, why, sizeof(why)), 0);
	/* each chapter keeps its encoder's delay and padding, 0.14 s */
	CHECK(s >= 5.0 && s < 5.4);
	CHECK_INT(bind(M4B_AAC, one, two, &s, why, sizeof(why)), 0);
	CHECK(s >= 5.0 && s < 5.4);

	CHECK_INT(bind(M4B_MP3, one, slow, &s, why, sizeof(why)), ERR_ENCODER);
	CHECK(strstr(why, "not in the MP3 of the chapters before it") != NULL);
	CHECK_INT(bind(M4B_MP3, wav, two, &s, why, sizeof(why)), ERR_ENCODER);
	CHECK(strstr(why, "not MP3") != NULL);
	/* AAC encodes whatever it is given, at the first chapter's rate */
	CHECK_INT(bind(M4B_AAC, wav, slow, &s, why, sizeof(why)), 0);
	CHECK(s >= 3.9 && s < 4.2);
	/* at a rate the encoder has no table for, the nearest it has */
	CHECK_INT(bind(M4B_AAC, slow, wav, &s, why, sizeof(why)), 0);
	CHECK(s >= 3.9 && s < 4.3);

	/* the MP3 sink's PCM also as AAC, as it renders: a one-chapter M4B at
	 * the MP3's rate, whose packets the binder then copies */
	char m4a[256], mp3[256];
	snprintf(m4a, sizeof(m4a), "%s/both.m4a", dir);
	snprintf(mp3, sizeof(mp3), "%s/both.mp3", dir);
	struct sink_meta both = { .title = "both", .aac_path = m4a };
	int err = 0;
	struct sink *sk = sink_open(mp3, 22050, &both, &err);
	int16_t tone[22050];
	for (size_t i = 0; i < 22050; i++)
		tone[i] = (int16_t)lrint(8000 * sin(2 * 3.14159265358979 * 440.0 * (double)i / 22050));
	for (int i = 0; i < 3 && sk; i++)
		CHECK_INT(sink_write(sk, tone, 22050), 0);
	CHECK_INT(sk ? sink_finish(sk) : err, 0);
	sink_free(sk);
	CHECK(access(m4a, F_OK) == 0);
	/* each copy as its decoder plays it: whole frames, the encoder's
	 * priming and its last padded frame (6b77c27), 3.16 s of the 3 written */
	CHECK_INT(bind(M4B_AAC, m4a, m4a, &s, why, sizeof(why)), 0);
	CHECK(s >= 6.0 && s < 6.4);

	const char *files[] = { "one.mp3", "two.mp3", "slow.mp3", "one.wav", "book.m4b",
				"both.mp3", "both.m4a", "both.mp3.state" };
	char path[256];
	for (size_t i = 0; i < sizeof(files) / sizeof(*files); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, files[i]);
		unlink(path);
	}
	rmdir(dir);
	return check_done();
}
