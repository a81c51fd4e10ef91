/* speaker_impl.h - what the parts of the speaker stage share: the mentions
 * found in the narration, the cue the first pass finds for each quote, the
 * context every part reads, and the functions one part lends another.
 * Included by the speaker stage's own files only.
 *
 * The parts are layers; each calls only the ones above it in this list,
 * never one below (so no two files call each other):
 *
 *   1  words.c      sentences, clauses, speech verbs, words of hearing
 *   2  mention.c    the names, pronouns and kinship words in the narration
 *      resolve.c    whom each stands for; who acts, who is spoken to
 *      quote.c      what a quote itself says: vocatives, self-naming
 *   3  cue.c        the first pass: the cue next to each quote
 *      narration.c  what the narration between quotes shows the talk
 *      flow.c       the second pass: the flow of the talk
 *   4  speaker.c    the entry point */
#ifndef TINGSHU_SPEAKER_IMPL_H
#define TINGSHU_SPEAKER_IMPL_H

#include "segment/seg.h"
#include "speaker/cast.h"
#include "speaker/scene.h"
#include "speaker/speaker.h"
#include "speaker/speechverb.h"
#include "text/text.h"

#include <stddef.h>
#include <stdint.h>

/* Mention kinds besides a cast index. */
enum { M_HE = -10, M_SHE = -11, M_NOBODY = -12, M_KIN = -13, M_CROWD = SPEAKER_CROWD };

struct mention {
	size_t pos, end;
	int who;  /* cast index, M_HE, M_SHE, M_CROWD or M_NOBODY (M_KIN
		   * only while scanning) */
	enum speechverb_kin rel; /* M_KIN: the relation its word names */
	int subj; /* could be the one acting: not after 对/见/把…, not before 的 */
	int wife; /* 他的女人: M_NOBODY, but maybe the cast's X嫂 of its owner */
	int desc; /* 那年轻人: a word for someone known, after 那/这 */
	size_t owner; /* then the mention before 的 */
};

/* What the first pass found for one dialogue run. */
struct cue {
	int who;         /* speaker, or SPEAKER_UNKNOWN */
	int strength;    /* CUE_* below; 0 when who is unknown */
	int not_who;     /* someone who surely does not say it (vocative, 听了), or -1 */
	int addressee;   /* someone it is said to (对Y说, vocative), or -1 */
	int next_hint;   /* who the next paragraph starts with (or M_CROWD), or -1 */
	int cont_next;   /* the tag after it also covers the next run (“…”他说，“…”) */
	int kind;        /* enum speaker_cue */
	int voc[4];      /* names the quote calls out (vocatives) */
	size_t nvoc;
	int pron;        /* the cue is 他/她 after the quote: its gender, else 0 */
	int self;        /* the quote names its speaker (我曹变蛟, 洪某), or -1 */
	int named[4];    /* names the quote speaks of in the third person */
	size_t nnamed;
	int final;       /* the second pass's answer (M_NOBODY kept) */
	int fkind;       /* and the cue that decided it */
	int introduced;  /* a speech verb introduces it, whoever the subject is */
	int pron_prev;   /* “…”他瞪了Y一眼，“…”: the gender of the 他/她 that
			  * opens the narration after the quote before, else 0 */
	int kin_caller;  /* “妈，…”: whose relative the one called is, else -1 */
};

enum { CUE_NONE, CUE_WEAK, CUE_MEDIUM, CUE_STRONG };

struct ctx {
	const char *buf;
	const struct text *t;
	struct seg_list *segs;
	struct cast *cast;
	unsigned flags;
	struct mention *m;
	size_t nm, am;
	size_t *seg_m; /* per segment: index of its first mention; seg_m[n] = nm */
	struct cue *cue;
	int father;    /* whom 父亲 in narration stands for, or -1 */
	int kin[KIN_COUNT];   /* whom 母亲, 哥哥, 奶奶 … stand for, or -1 */
	int kin_of[KIN_COUNT]; /* and whose relative they are (福生 of 福生妈) */
	int bound[KIN_COUNT]; /* 母亲张玉兰: the kin word's member, by apposition */
	size_t *named; /* per cast member: how often the narration names them */
	struct scene scene; /* who is in the room, filled as flow() reads on */
};

/* 1. words.c: text helpers (no cast, no mentions) */
int speaker_is_sentence_end(int32_t cp);
int speaker_is_punct_or_space(int32_t cp);
int speaker_closes_quote(int32_t cp);
size_t speaker_starts_with_any(const char *s, size_t n, const char *const *w);
int speaker_has_any(const char *buf, size_t lo, size_t hi, const char *const *w);
int speaker_has_word(const char *buf, size_t lo, size_t hi, const char *word);
size_t speaker_chars_between(const char *buf, size_t a, size_t b, size_t limit);
size_t speaker_sentence_start(const char *buf, size_t lo, size_t end);
size_t speaker_sentence_end(const char *buf, size_t start, size_t hi, int32_t *mark);
size_t speaker_next_sentence(const char *buf, size_t lo, size_t hi, size_t *end);
size_t speaker_clause_start(const char *buf, size_t lo, size_t end);
size_t speaker_clause_end(const char *buf, size_t lo, size_t hi);
size_t speaker_last_verb(const char *buf, size_t lo, size_t hi, int window);
int speaker_negated_verb(const char *buf, size_t lo, size_t hi);
size_t speaker_first_verb(const char *buf, size_t lo, size_t hi);
size_t speaker_thought_at(const char *buf, size_t lo, size_t hi);
int speaker_has_thought(const char *buf, size_t lo, size_t hi);
size_t speaker_last_directive(const char *buf, size_t lo, size_t hi, int window);
int speaker_listens(const char *buf, size_t lo, size_t hi);
int speaker_hears(const char *buf, size_t lo, size_t hi);
int speaker_answers(const char *buf, size_t lo, size_t hi);
int speaker_comes_over(const char *buf, size_t lo, size_t hi);
int speaker_keeps_silent(const char *buf, size_t lo, size_t hi);
int speaker_startled(const char *buf, size_t lo, size_t hi);

/* 2. mention.c: mentions, the cast's surnames and titles */
enum gender speaker_who_gender(const struct ctx *c, int who);
int speaker_participant(int who);
int speaker_first_person(const struct ctx *c, int who);
extern const char *const speaker_father_calls[];
extern const char *const speaker_titles[];
int speaker_surname_of(const struct ctx *c, int32_t cp);
int speaker_surname_title(const struct ctx *c, size_t p, size_t hi, size_t *len);
int speaker_scan_mentions(struct ctx *c, size_t lo, size_t hi);

/* 2. resolve.c: whom the mentions stand for */
void speaker_mentions_in(const struct ctx *c, size_t si, size_t lo, size_t hi, size_t *a,
			 size_t *b);
int speaker_count_named(struct ctx *c, int *err);
int speaker_resolve_kin(struct ctx *c, int lead);
int speaker_resolve_pronoun(const struct ctx *c, size_t seg, size_t pos, enum gender g,
			    int exclude);
int speaker_of(const struct ctx *c, size_t seg, const struct mention *m);
int speaker_actor_of(const struct ctx *c, size_t seg, const struct mention *m, size_t hi);
const struct mention *speaker_actor(const struct ctx *c, size_t si, size_t lo, size_t hi,
				    size_t before);
int speaker_addressee_in(const struct ctx *c, size_t si, size_t lo, size_t hi, int subject);

/* 2. quote.c: what a quote says */
int speaker_vocatives(const struct ctx *c, const struct seg *s, struct cue *q);
int speaker_said_to(const struct cue *q, int who);
void speaker_names_inside(const struct ctx *c, const struct seg *s, struct cue *q);
int speaker_introduces_self(const struct ctx *c, const struct seg *s);
int speaker_names(const struct cue *q, int who);
int speaker_chant(const struct ctx *c, const struct seg *s);
int speaker_quote_asks(const struct ctx *c, size_t i);
int speaker_elder_self(const struct ctx *c, const struct seg *s);

/* 3. cue.c: the first pass */
void speaker_unclosed_tag(const struct ctx *c, const struct seg *s, struct cue *q);
void speaker_cue_before(struct ctx *c, size_t i, struct cue *q);
void speaker_cue_after(struct ctx *c, size_t i, struct cue *q);
void speaker_cue_next_para(struct ctx *c, size_t i, struct cue *q);

/* 3. narration.c: the narration between quotes */
int speaker_narration_actor(const struct ctx *c, size_t from, size_t to, int *partner,
			    int *silent, int *heard);
int speaker_recent_other(const struct ctx *c, size_t to, int not, const struct cue *q);
int speaker_replied_to(const struct ctx *c, size_t i);
int speaker_only_narration(const struct ctx *c, size_t from, size_t to);
int speaker_recent_speaker_not(const struct ctx *c, size_t i, const struct cue *q);
void speaker_feed_scene(struct ctx *c, size_t j);
int speaker_answered(const struct ctx *c, size_t last_i, size_t to);
int speaker_opens_talk(const struct ctx *c, size_t i, int *quiet);
int speaker_acted_between(const struct ctx *c, size_t from, size_t to, int who);
int speaker_hushed_between(const struct ctx *c, size_t from, size_t to);
int speaker_other_named(const struct ctx *c, size_t from, size_t to, int who);
int speaker_gesture_only(const struct ctx *c, size_t a, size_t b);

/* 3. flow.c: the second pass (fills cue[].final and fkind) */
void speaker_flow(struct ctx *c);

#endif
