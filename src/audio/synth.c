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

struct synth {
	int rate_hz;
	const struct voice *voice;
	int16_t *pcm; /* the clause being spoken */
	size_t n, alloc;
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
	free(s->pcm);
	free(s);
}

int synth_rate_hz(const struct synth *s)
{
	return s->rate_hz;
}

int synth_set_voice(struct synth *s, const struct voice *v)
{
	if (s->voice == v)
		return 0;
	struct strbuf name;
	strbuf_init(&name);
	if (strbuf_adds(&name, v->espeak) ||
	    (v->variant && strbuf_addf(&name, "+%s", v->variant)))
		return ERR_NOMEM;
	int ok = espeak_SetVoiceByName(name.buf) == EE_OK &&
		 espeak_SetParameter(espeakRATE, v->rate_wpm, 0) == EE_OK &&
		 espeak_SetParameter(espeakPITCH, v->pitch, 0) == EE_OK &&
		 espeak_SetParameter(espeakRANGE, v->range, 0) == EE_OK &&
		 espeak_SetParameter(espeakVOLUME, v->volume, 0) == EE_OK;
	strbuf_release(&name);
	s->voice = ok ? v : NULL;
	return ok ? 0 : ERR_SYNTH;
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

int synth_say(struct synth *s, const char *utf8, synth_pcm_fn fn, void *ctx)
{
	s->n = 0;
	s->err = 0;
	espeak_ERROR e = espeak_Synth(utf8, strlen(utf8) + 1, 0, POS_CHARACTER, 0,
				      espeakCHARS_UTF8, NULL, s);
	if (s->err)
		return s->err;
	if (e != EE_OK)
		return ERR_SYNTH;
	size_t keep = (size_t)s->rate_hz * KEEP_MS / 1000;
	size_t start = 0, end = s->n;
	while (start < end && abs(s->pcm[start]) < SILENCE_LEVEL)
		start++;
	while (end > start && abs(s->pcm[end - 1]) < SILENCE_LEVEL)
		end--;
	if (start == end)
		return 0; /* nothing audible: punctuation alone */
	start = start > keep ? start - keep : 0;
	end = end + keep < s->n ? end + keep : s->n;
	return fn(ctx, s->pcm + start, end - start);
}
