/* context_parts.h - what the files of the context rules share.  Each file
 * calls only the ones below it in this list:
 *
 *   context.c        a character's reading told by its neighbours; the run
 *   context_alone.c  a character standing alone, as a novel uses it
 *   context_light.c  neutral tones and aspect; the shared helpers
 *
 * Private to them. */
#ifndef TINGSHU_CONTEXT_PARTS_H
#define TINGSHU_CONTEXT_PARTS_H

#include <stddef.h>
#include <stdint.h>

/* 相 after these is a face or a minister (面相, 丞相, 看相), not "each
 * other". */
#define CONTEXT_NOT_MUTUAL "丞宰首将真君卿良面内长照色命星看变手福扮亮破露洋怪苦凶睡吃站坐笑脸品"
#define CONTEXT_DEGREE "很太真更最挺" /* adverbs of degree, before an adjective */

/* context_alone.c: the reading of cp[i] that everyday use, standing alone or
 * as an adverb, gives; NULL for none. */
const char *context_everyday_use(const int32_t *cp, size_t n, size_t i,
				 const unsigned char *wflag);
const char *context_alone_use(const int32_t *cp, size_t n, size_t i, const unsigned char *pos);
const char *context_adverb_use(const int32_t *cp, size_t n, size_t i);
/* Whether cp[i] is the old vernacular's 那 for 哪. */
int context_old_which(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag,
		      const unsigned char *pos);
/* Whether the 那 at cp[i], before 一 and a measure word, is said plainly, nà. */
int context_plain_that(const int32_t *cp, size_t n, size_t i);

/* context_light.c: the neutral tones and aspect readings, after the
 * characters' own readings. */
void context_light(const int32_t *cp, size_t n, char (*syl)[8], unsigned char *wflag,
		   const unsigned char *pos);
/* Syllable i read as py and spoken with its tone, not lightened. */
void context_spoken_as(char (*syl)[8], unsigned char *wflag, size_t i, const char *py);
/* A verb or an adjective (jieba's tag of its word) at cp[i]. */
int context_verb_at(const unsigned char *pos, size_t n, size_t i);
/* Whether 铺 at cp[i] spreads, pū (铺着, 铺在, 又铺), not a shop or a bunk. */
int context_spreads(const int32_t *cp, size_t n, size_t i);
/* Whether cp[k] and cp[k + 1] spell one of the COUNT two-character PAIRS. */
int context_pair_in(const int32_t (*pairs)[2], size_t count, const int32_t *cp, size_t n,
		    size_t k);
/* Whether cp[b..e) is a directional complement (起来, 进去). */
int context_complement(const int32_t *cp, size_t b, size_t e);

#endif
