/* synth.c - the one file that talks to eSpeak NG. */
#include "audio/synth.h"
#include "audio/voice.h"
#include "base/err.h"
#include "base/strbuf.h"

#include <espeak-ng/speak_lib.h>
#include <stdlib.h>
#include <string.h>

/* Samples quieter than this count as silence when trimming a clause. */
#define SILENCE_LEVEL 64
/* Silence kept at either end of a clause so that onsets and decays are not clipped. */
#define KEEP_MS 15
/* eSpeak NG's voice for the English words of a clause (synth_say). */
#define ENGLISH_VOICE "en-us"

struct synth {
	int rate_hz;
	const struct voice *voice;
	int16_t *pcm; /* the clause being spoken */
	size_t n, alloc;
	struct strbuf run; /* the part of it being given to eSpeak NG */
	int err;
};

static int instances;

static int on_samples(short *wav, int n, espeak_EVENT *events)
{
	struct synth *s = events ? events->user_data : NULL;
	if (!s || !wav || n <= 0)
		return 0;
	if (s->n + (size_t)n > s->alloc) {
		size_t alloc = s->alloc ? s->alloc : 16384;
		while (alloc < s->n + (size_t)n)
			alloc *= 2;
		int16_t *p = realloc(s->pcm, alloc * sizeof(*p));
		if (!p) {
			s->err = ERR_NOMEM;
			return 1; /* abort synthesis */
		}
		s->pcm = p;
		s->alloc = alloc;
	}
	memcpy(s->pcm + s->n, wav, (size_t)n * sizeof(*wav));
	s->n += (size_t)n;
	return 0;
}

struct synth *synth_new(int *err)
{
	if (instances) {
		*err = ERR_SYNTH; /* eSpeak NG is process-global */
		return NULL;
	}
	struct synth *s = calloc(1, sizeof(*s));
	if (!s) {
		*err = ERR_NOMEM;
		return NULL;
	}
	strbuf_init(&s->run);
	s->rate_hz = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, NULL,
				       espeakINITIALIZE_DONT_EXIT);
	if (s->rate_hz <= 0) {
		free(s);
		*err = ERR_SYNTH;
		return NULL;
	}
	espeak_SetSynthCallback(on_samples);
	instances = 1;
	return s;
}

void synth_free(struct synth *s)
{
	if (!s)
		return;
	espeak_Terminate();
	instances = 0;
	strbuf_release(&s->run);
	free(s->pcm);
	free(s);
}

int synth_rate_hz(const struct synth *s)
{
	return s->rate_hz;
}

/* eSpeak NG's voice espeak with the variant and settings of v. */
static int load_voice(const char *espeak, const struct voice *v)
{
	struct strbuf name;
	strbuf_init(&name);
	if (strbuf_adds(&name, espeak) ||
	    (v->variant && strbuf_addf(&name, "+%s", v->variant))) {
		strbuf_release(&name);
		return ERR_NOMEM;
	}
	int ok = espeak_SetVoiceByName(name.buf) == EE_OK &&
		 espeak_SetParameter(espeakRATE, v->rate_wpm, 0) == EE_OK &&
		 espeak_SetParameter(espeakPITCH, v->pitch, 0) == EE_OK &&
		 espeak_SetParameter(espeakRANGE, v->range, 0) == EE_OK &&
		 espeak_SetParameter(espeakVOLUME, v->volume, 0) == EE_OK;
	strbuf_release(&name);
	return ok ? 0 : ERR_SYNTH;
}

int synth_set_voice(struct synth *s, const struct voice *v)
{
	if (s->voice == v)
		return 0;
	int rc = load_voice(v->espeak, v);
	s->voice = rc ? NULL : v;
	return rc;
}

int synth_has_variant(const struct synth *s, const char *variant)
{
	(void)s; /* eSpeak NG lists variants once it is started */
	espeak_VOICE spec = { .languages = "variant" };
	const espeak_VOICE **list = espeak_ListVoices(&spec);
	for (size_t i = 0; list && list[i]; i++) {
		/* "+m3" names the file !v/m3 */
		const char *id = list[i]->identifier;
		const char *slash = id ? strrchr(id, '/') : NULL;
		if (slash && !strcmp(slash + 1, variant))
			return 1;
	}
	return 0;
}

/* Cuts the silence at either end of pcm[from..n) to KEEP_MS. */
static void trim(struct synth *s, size_t from)
{
	size_t keep = (size_t)s->rate_hz * KEEP_MS / 1000;
	size_t start = from, end = s->n;
	while (start < end && abs(s->pcm[start]) < SILENCE_LEVEL)
		start++;
	while (end > start && abs(s->pcm[end - 1]) < SILENCE_LEVEL)
		end--;
	if (start == end) {
		s->n = from; /* nothing audible: punctuation alone */
		return;
	}
	start = start > keep + from ? start - keep : from;
	end = end + keep < s->n ? end + keep : s->n;
	memmove(s->pcm + from, s->pcm + start, (end - start) * sizeof(*s->pcm));
	s->n = from + end - start;
}

/* Speaks text[0..len) in the current voice after the samples so far. */
static int say_run(struct synth *s, const char *text, size_t len)
{
	size_t from = s->n;
	strbuf_reset(&s->run);
	if (strbuf_add(&s->run, text, len))
		return ERR_NOMEM;
	espeak_ERROR e = espeak_Synth(s->run.buf, s->run.len + 1, 0, POS_CHARACTER, 0,
				      espeakCHARS_UTF8, NULL, s);
	if (s->err)
		return s->err;
	if (e != EE_OK)
		return ERR_SYNTH;
	trim(s, from);
	return 0;
}

#define WORD_END " \n"

/* Whether the word at p (up to a space) has no tone digit, which is how
 * reading_say marks an English word (reading.h): it ends, before its
 * punctuation, in a letter where a pinyin syllable has its tone digit. */
static int toneless_word(const char *p)
{
	size_t n = strcspn(p, WORD_END);
	while (n && strchr(",.?!", p[n - 1]))
		n--;
	return n && (p[n - 1] < '0' || p[n - 1] > '9');
}

int synth_say(struct synth *s, const char *utf8, synth_pcm_fn fn, void *ctx)
{
	s->n = 0;
	s->err = 0;
	const struct voice *v = s->voice;
	for (const char *p = utf8; *p;) {
		/* a run: words all toneless (English) or all pinyin */
		int english = toneless_word(p);
		const char *e = p + strcspn(p, WORD_END);
		while (*e && e[1] && toneless_word(e + 1) == english)
			e = e + 1 + strcspn(e + 1, WORD_END);
		int switched = english && v && !load_voice(ENGLISH_VOICE, v);
		int rc = say_run(s, p, (size_t)(e - p));
		if (switched) {
			int back = load_voice(v->espeak, v);
			s->voice = back ? NULL : v; /* NULL: loaded afresh next time */
			rc = rc ? rc : back;
		}
		if (rc)
			return rc;
		p = *e ? e + 1 : e;
	}
	return s->n ? fn(ctx, s->pcm, s->n) : 0;
}
