/* The synth: English words by the English voice, the clause's voice back
 * after them. */
#include "audio/synth.h"
#include "audio/voice.h"
#include "check.h"

#include <stdlib.h>
#include <string.h>

struct pcm {
	int16_t *v;
	size_t n;
};

static int keep(void *ctx, const int16_t *pcm, size_t n)
{
	struct pcm *p = ctx;
	int16_t *v = realloc(p->v, (p->n + n) * sizeof(*v));
	if (!v)
		return -1;
	memcpy(v + p->n, pcm, n * sizeof(*v));
	p->v = v;
	p->n += n;
	return 0;
}

/* What s says for text in voice v. */
static struct pcm said(struct synth *s, const struct voice *v, const char *text)
{
	struct pcm p = { 0 };
	CHECK_INT(synth_set_voice(s, v), 0);
	CHECK_INT(synth_say(s, text, keep, &p), 0);
	return p;
}

/* eSpeak NG's flutter runs on from clause to clause, so the same text is
 * never quite the same samples: lengths within 1 %. */
static int close_to(size_t a, size_t b)
{
	return a && b && (a > b ? a - b : b - a) <= b / 100;
}

/* The pitch in Hz at the end of p, by autocorrelation over the 62 ms
 * before its last 20 ms (60 to 400 Hz). */
static int end_pitch_hz(const struct pcm *p, int rate_hz)
{
	size_t w = (size_t)rate_hz / 16, tail = (size_t)rate_hz / 50;
	size_t lo = (size_t)rate_hz / 400, hi = (size_t)rate_hz / 60;
	if (p->n < w + tail + hi)
		return 0;
	const int16_t *x = p->v + p->n - tail - w - hi;
	double best = 0;
	size_t best_lag = 0;
	for (size_t lag = lo; lag <= hi; lag++) {
		double sum = 0;
		for (size_t i = hi; i < hi + w; i++)
			sum += (double)x[i] * x[i - lag];
		if (sum > best) {
			best = sum;
			best_lag = lag;
		}
	}
	return best_lag ? rate_hz / (int)best_lag : 0;
}

int main(void)
{
	int err;
	struct synth *s = synth_new(&err);
	CHECK(s != NULL);
	if (!s)
		return check_done();
	/* m3: a variant with no breath, whose samples are the same each time */
	struct voice zh = { .espeak = "cmn-latn-pinyin", .variant = "m3", .rate_wpm = 190,
			    .pitch = 60, .range = 40, .volume = 100 };
	struct voice en = zh;
	en.espeak = "en-us";
	/* an English word in the Chinese voice: the English voice with the
	 * Chinese voice's variant and settings (the pinyin voice's own guess at
	 * it is a fifth shorter) */
	struct pcm hello_zh = said(s, &zh, "Hello."), hello_en = said(s, &en, "Hello.");
	CHECK(close_to(hello_zh.n, hello_en.n));
	/* joined to the pinyin as words are, which the Chinese voice says
	 * again after it (the English one would say "ni three") */
	struct pcm ni_hao = said(s, &zh, "ni3 hao3."), both = said(s, &zh, "Hello ni3 hao3.");
	size_t gap = 50 * (size_t)synth_rate_hz(s) / 1000;
	CHECK(both.n > hello_en.n + ni_hao.n - gap && both.n < hello_en.n + ni_hao.n + gap);
	struct pcm again = said(s, &zh, "ni3 hao3.");
	CHECK(close_to(again.n, ni_hao.n));
	/* an English run that ends the clause takes its mark: a question rises */
	struct pcm asked = said(s, &zh, "ni3 jiao4 Tom?"), told = said(s, &zh, "ni3 jiao4 Tom.");
	int hz = synth_rate_hz(s), rise = end_pitch_hz(&asked, hz), fall = end_pitch_hz(&told, hz);
	CHECK(fall > 0 && rise > fall + fall / 10);
	free(hello_zh.v);
	free(hello_en.v);
	free(ni_hao.v);
	free(both.v);
	free(again.v);
	free(asked.v);
	free(told.v);
	synth_free(s);
	return check_done();
}
