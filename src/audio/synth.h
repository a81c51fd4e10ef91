/* synth.h - stage 6: speech from eSpeak NG, one clause at a time.
 *
 * eSpeak NG keeps process-global state, so there is one synth per process
 * (parallelism is worker processes).  Each clause is spoken without eSpeak's
 * own end pause and with its leading and trailing silence trimmed, so the
 * caller's pauses are exact. */
#ifndef TINGSHU_SYNTH_H
#define TINGSHU_SYNTH_H

#include <stddef.h>
#include <stdint.h>

struct voice;
struct synth;

/* Receives the clause's samples; returns 0 or a negative ERR_* to stop. */
typedef int (*synth_pcm_fn)(void *ctx, const int16_t *pcm, size_t n);

struct synth *synth_new(int *err);
void synth_free(struct synth *s);
int synth_rate_hz(const struct synth *s);
/* Switches voice and its parameters; cheap when the voice is the current one. */
int synth_set_voice(struct synth *s, const struct voice *v);
/* Whether eSpeak NG has the variant (m3, f2, klatt ...): an unknown one it
 * would silently ignore. */
int synth_has_variant(const struct synth *s, const char *variant);
/* Speaks utf8 (reading_say's output: pinyin syllables with tone digits and
 * punctuation) and hands the trimmed samples to fn.  A run of words with no
 * tone digit (Hello, I love you) is said by eSpeak NG's English voice with
 * the variant and settings of the voice set, and joined to the rest as
 * closely as words are. */
int synth_say(struct synth *s, const char *utf8, synth_pcm_fn fn, void *ctx);

#endif
