/* speaker_parts.h - what the parts of the speaker stage share: the mentions
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
 *   4  feature.c    each quote's candidates and their features
 *      model.c      the weights, and a candidate's score
 *   5  decode.c     the likeliest reading of the whole talk
 *   6  speaker.c    the entry point: rules, then the score decides */
#ifndef TINGSHU_SPEAKER_PARTS_H
#define TINGSHU_SPEAKER_PARTS_H

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
	int related; /* 他父亲: M_NOBODY, a relative of the pronoun before it */
	int stranger; /* M_NOBODY brought in (一人, 有人, 一大汉) or named with a
		       * title no member has (哈德森太太): surely no member */
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
	int self_own;    /* self says it of himself (吾姓关名羽): no one else said it */
	int named[4];    /* names the quote speaks of in the third person */
	size_t nnamed;
	int final;       /* the second pass's answer (M_NOBODY kept) */
	int fkind;       /* and the cue that decided it */
	int introduced;  /* a speech verb introduces it, whoever the subject is */
	int pron_prev;   /* “…”他瞪了Y一眼，“…”: the gender of the 他/她 that
			  * opens the narration after the quote before, else 0 */
	int kin_caller;  /* “妈，…”: whose relative the one called is, else -1 */
	int reading;     /* and the reading of the flow that decided it */
	int tag_gender;  /* the cue's name is 他/她 (before or after): its gender, else 0 */
	int by_woman;    /* a 她 tag, its own paragraph's too (“…”⏎她说。): whoever
			  * she is, no man said it */
	int by_man;      /* a 他 tag, the same, in a text that writes 她 */
	int uncast_named; /* 鄒靖…靖曰: the tag's given name is one the narration
			   * named in full and the cast lacks: no member said it */
	int stranger;     /* the tag's subject is a stranger (mention.stranger):
			   * no member said it, unless the flow found who (来人是X) */
	int to_uncast;   /* the tag turns to someone the cast lacks (拉着我的手
			  * with no 我 in it), no member */
};

enum { CUE_NONE, CUE_WEAK, CUE_MEDIUM, CUE_STRONG };

/* Which reading of the flow (flow.c) decided a quote: each is a rule of
 * its own, and the scorer weighs how far each is to be trusted. */
#define SPEAKER_READINGS(X)                                                                  \
	X(NONE, none) X(CUE, cue) X(CUE_OTHER, cue_other) X(CONTINUED, continued)           \
	X(AROUND, around) X(PRON_PREV, pron_prev) X(SAME_PARA, same_para) X(CHANT, chant)    \
	X(NEWCOMER, newcomer) X(ANSWERED, answered) X(BETWEEN, between) X(PAUSE, pause)     \
	X(TURNS_NEW, turns_new) X(GESTURE, gesture) X(HEARD, heard) X(SILENT, silent)       \
	X(LOOKER, looker) X(PARTNER, partner) X(DEPARTED, departed) X(ADDRESSEE, addressee) \
	X(LAST_CALLED, last_called) X(NEXT_HINT, next_hint) X(HUSH, hush)                   \
	X(TURN_SILENT, turn_silent) X(TURN, turn) X(RECENT_OTHER, recent_other)             \
	X(REPLIED, replied) X(OPENS, opens) X(ACTED_BEFORE, acted_before)                   \
	X(NEXT_PARA, next_para) X(RECENT_NOT, recent_not) X(KIN_CALLER, kin_caller)         \
	X(NAMED_VETO, named_veto) X(ELDER, elder) X(GONE, gone) X(BACK, back) X(FILL, fill)
#define SPEAKER_READING_ENUM(id, name) READ_##id,
enum speaker_reading { SPEAKER_READINGS(SPEAKER_READING_ENUM) READ_COUNT };

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
	int narrator; /* the cast's 我, or -1: then 我 is someone it lacks */
	int writes_she; /* the text has 她, so its 他 is a man (older texts say 他
			 * of women too) */
};

/* 1. words.c: text helpers (no cast, no mentions) */
int speaker_is_sentence_end(int32_t cp);
int speaker_is_punct_or_space(int32_t cp);
int speaker_closes_quote(int32_t cp);
/* Whether cp ends a place's or a time's word (里, 外, 旁, 口, 时). */
int speaker_is_locative(int32_t cp);
int speaker_has_any(const char *buf, size_t lo, size_t hi, const char *const *w);
int speaker_has_word(const char *buf, size_t lo, size_t hi, const char *word);
size_t speaker_chars_between(const char *buf, size_t a, size_t b, size_t limit);
size_t speaker_sentence_start(const char *buf, size_t lo, size_t end);
size_t speaker_sentence_end(const char *buf, size_t start, size_t hi, int32_t *mark);
size_t speaker_trim_end(const char *buf, size_t lo, size_t hi);
size_t speaker_next_sentence(const char *buf, size_t lo, size_t hi, size_t *end);
size_t speaker_clause_start(const char *buf, size_t lo, size_t end);
size_t speaker_clause_end(const char *buf, size_t lo, size_t hi);
size_t speaker_last_verb(const char *buf, size_t lo, size_t hi, int window);
int speaker_negated_verb(const char *buf, size_t lo, size_t hi);
size_t speaker_first_verb(const char *buf, size_t lo, size_t hi);
int speaker_said_to_at_end(const char *buf, size_t lo, size_t hi);
int speaker_changes_topic_at_end(const char *buf, size_t lo, size_t hi);
int speaker_speech_act(const char *buf, size_t lo, size_t hi);
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
int speaker_find_narrator(const struct cast *cast);
int speaker_first_person(const struct ctx *c, int who);
extern const char *const speaker_father_calls[];
extern const char *const speaker_titles[];
int speaker_surname_of(const struct ctx *c, int32_t cp);
int speaker_title_word(const char *s, size_t k);
int speaker_implied_aliases(struct cast *c);
int speaker_pet_call(const struct cast *c, const char *s, size_t n, size_t *len);
/* “师傅，…”: the one the text around calls by a surname and the title at
 * p (k bytes: 孙师傅), or -1. */
int speaker_title_holder(const struct ctx *c, size_t p, size_t k);
/* Whether the text around, as far as speaker_title_holder looks, puts the
 * word at p (k bytes) right before a member's name or right after a
 * member's surname (乡长刘根民, 刘乡长): a title it gives a member. */
int speaker_titles_member(const struct ctx *c, size_t p, size_t k);
/* 冯秘书, 吴书记, 孙老汉, 老孙 at p: the cast member of that surname who fits
 * the title's gender and, when two do, the one named just before; the
 * words' length in *len; else -1. */
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
/* The one the 他 or 她 of mention m stands for, not exclude. */
int speaker_resolve_he_she(const struct ctx *c, size_t seg, const struct mention *m, int exclude);
int speaker_actor_of(const struct ctx *c, size_t seg, const struct mention *m, size_t hi);
const struct mention *speaker_actor(const struct ctx *c, size_t si, size_t lo, size_t hi,
				    size_t before);
int speaker_addressee_in(const struct ctx *c, size_t si, size_t lo, size_t hi, int subject);
/* speaker_addressee_in, and in the same pass *to_uncast: whether, no member
 * turned to, the clause turns to someone the cast lacks (奶奶拉着我的手 with
 * no 我 in the cast). */
int speaker_addressee_or_uncast_in(const struct ctx *c, size_t si, size_t lo, size_t hi,
				   int subject, int *to_uncast);

/* 2. quote.c: what a quote says */
int speaker_vocatives(const struct ctx *c, const struct seg *s, struct cue *q);
int speaker_said_to(const struct cue *q, int who);
void speaker_vocatives_go_on(const struct ctx *c, size_t i, struct cue *q);
int speaker_name_alone(const struct ctx *c, size_t i, const struct cue *q);
void speaker_name_given(struct cue *q);
void speaker_name_given_back(const struct ctx *c, size_t i, struct cue *q);
void speaker_names_inside(const struct ctx *c, const struct seg *s, struct cue *q);
int speaker_introduces_self(const struct ctx *c, const struct seg *s, int *own);
int speaker_names(const struct cue *q, int who);
int speaker_chant(const struct ctx *c, const struct seg *s);
int speaker_quote_asks(const struct ctx *c, size_t i);
int speaker_elder_self(const struct ctx *c, const struct seg *s);

/* 3. cue.c: the first pass */
void speaker_unclosed_tag(const struct ctx *c, const struct seg *s, struct cue *q);
void speaker_cue_before(struct ctx *c, size_t i, struct cue *q);
void speaker_cue_after(struct ctx *c, size_t i, struct cue *q);
void speaker_cue_next_para(struct ctx *c, size_t i, struct cue *q);
/* “六百万。”“七百万！”“八百万！”场中此起彼伏: quotes glued together in a
 * paragraph, nothing between them, are many voices when the last one is,
 * unless a cue of their own says who.  After every quote's cues. */
void speaker_cue_glued_crowd(struct ctx *c);
/* Bare quotes in the paragraphs right after a crowd stirs (人群一阵骚动。)
 * are many voices.  After every quote's cues. */
void speaker_cue_crowd_stir(struct ctx *c);
/* “法师。”叶凡笑了笑。⏎“法师好啊！…”: a bare quote of its own paragraph
 * that opens with the whole of the short quote before it takes it up, the
 * other one's answer.  After every quote's cues. */
void speaker_cue_echo(struct ctx *c);
/* “不！”他说。⏎“我不去。”: a bare statement calling no one, right after a
 * paragraph that is only a short statement and its tag, neither turning
 * to anyone (“妈，我不饿。”建军说。 is answered), is that speaker going
 * on.  After every quote's cues. */
void speaker_cue_goes_on(struct ctx *c);
/* “你女朋友呢？”林小雨问。⏎“哪来的女朋友。”⏎林小雨笑了笑…: a bare
 * answer to the question of the paragraph before is not hinted at the
 * asker, who moves after it.  After every quote's cues. */
void speaker_cue_answer_hint(struct ctx *c);

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
int speaker_reports_speech(const struct ctx *c, size_t j);
int speaker_gesture_only(const struct ctx *c, size_t a, size_t b);

/* 3. flow.c: the second pass (fills cue[].final, fkind and reading) */
void speaker_flow(struct ctx *c);

/* 4. feature.c: candidates and their features.  Each is name-agnostic: it
 * says where a candidate stands to the quote (named by its cue, acting
 * before it, its turn), never who it is. */
#define SPEAKER_SINGLE_FEATURES(X)                                                       \
	X(UNKNOWN, "unknown")                 /* someone the cast does not name */      \
	X(UNKNOWN_RULES, "unknown.rules")     /* the rules found no one */              \
	X(UNKNOWN_UNNAMED, "unknown.unnamed") /* they found someone unnamed */         \
	X(UNKNOWN_UNCAST_NEAR, "unknown.uncast.near") /* someone the cast lacks acts \
						       * within 3 paragraphs before */ \
	X(UNKNOWN_FEW_CAST, "unknown.few.cast") /* one cast member in view, or none */ \
	X(UNKNOWN_LAST1, "unknown.last1")     /* someone unnamed said the quote before */ \
	X(UNKNOWN_LAST2, "unknown.last2")     /* … the one before that, a member between */ \
	X(UNKNOWN_NEXT1, "unknown.next1")     /* … says the next quote (as read so far) */ \
	X(UNKNOWN_RECENT, "unknown.recent")   /* the share of the last six so read */  \
	X(INCOMPLETE, "incomplete")           /* the nine above, in their place when */ \
	X(INCOMPLETE_RULES, "incomplete.rules") /* the cast is found (complete = no): */ \
	X(INCOMPLETE_UNNAMED, "incomplete.unnamed") /* it lacks who speaks seldom */  \
	X(INCOMPLETE_UNCAST_NEAR, "incomplete.uncast.near")                             \
	X(INCOMPLETE_FEW_CAST, "incomplete.few.cast")                                   \
	X(INCOMPLETE_LAST1, "incomplete.last1")                                         \
	X(INCOMPLETE_LAST2, "incomplete.last2")                                         \
	X(INCOMPLETE_NEXT1, "incomplete.next1")                                         \
	X(INCOMPLETE_RECENT, "incomplete.recent")                                       \
	X(CROWD, "crowd")                     /* many voices */                          \
	X(CROWD_RULES, "crowd.rules")                                                   \
	X(CROWD_CUE, "crowd.cue")                                                       \
	X(CROWD_CHANT, "crowd.chant")         /* one cry said again: “杀奴！杀奴！” */     \
	X(CROWD_NEXT, "crowd.next")           /* the next paragraph opens with many */  \
	X(CUE_BEFORE, "cue.before")           /* X道：“…” */                              \
	X(CUE_BEAT, "cue.beat")               /* X跺了跺脚，“…” */                        \
	X(CUE_ELIDED_STRONG, "cue.elided.strong") /* 又笑道：“…”, the topic X */        \
	X(CUE_ELIDED_MEDIUM, "cue.elided.medium")                                       \
	X(CUE_ELIDED_WEAK, "cue.elided.weak")                                           \
	X(CUE_AFTER, "cue.after")             /* “…”X说。 */                              \
	X(CUE_AFTER_ACTION, "cue.after.action") /* “…”X一脸惊奇。 */                     \
	X(CUE_AROUND_STRONG, "cue.around.strong") /* “…”X道，“…” */                    \
	X(CUE_AROUND_MEDIUM, "cue.around.medium")                                       \
	X(CUE_NEXT, "cue.next")               /* “…”⏎X说完… */                          \
	X(CUE_SELF, "cue.self")               /* “某姓张名飞” */                           \
	X(CUE_PRONOUN, "cue.pronoun")         /* the cue's name is 他/她 */               \
	X(TAG_GENDER_FITS, "tag.gender.fits") /* its 他/她 is the candidate's gender */   \
	X(TAG_GENDER_CLASHES, "tag.gender.clashes")                                     \
	X(TAG_OPENS, "tag.opens")             /* the tag before it (X…说：) opens with it */ \
	X(TAG_OPENS_ALONE, "tag.opens.alone") /* … and its cue named someone else */    \
	X(CUE_NOT_OPENER, "cue.not.opener")   /* the cue named it, someone else opens \
					       * the tag (路上的人 in 兰花也不怕路上的人看见， \
					       * …哭着说：) */                             \
	X(PRONOUN_FITS, "pronoun.fits")       /* the cue is 他/她 of its gender, whoever \
					       * the rules read it as */          \
	X(CALLED, "quote.calls")              /* “柳千总，…”: said to it */               \
	X(NAMED, "quote.names")               /* “可恨王朴那厮” */                         \
	X(SELF, "quote.self")                 /* “我柳岳…” */                             \
	X(HEARD, "heard")                     /* 宝玉听了 after it */                     \
	X(SAID_TO, "said.to")                 /* X对Y说 */                                \
	X(KIN_CALLER, "calls.kin")            /* “妈，…”: whose mother it is */           \
	X(NEXT_OPENS, "next.opens")           /* the next paragraph opens with it */    \
	X(NEXT_HEARS, "next.hears")           /* … hearing it (他听见, 她一愣) */          \
	X(LAST1, "last1")                     /* it said the quote before */            \
	X(LAST1_SAME_PARA, "last1.same.para")                                           \
	X(LAST1_BARE, "last1.bare")           /* both bare turns, paragraph after paragraph */ \
	X(LAST1_ASKED, "last1.asked")         /* that one asked a question */           \
	X(LAST1_GOES_ON, "last1.goes.on")     /* this one opens with 再说, 而且 */         \
	X(LAST1_ACTED, "last1.acted")         /* and it acted since */                  \
	X(LAST2, "last2")                     /* the one before that, someone else between */ \
	X(LAST2_BARE, "last2.bare")                                                     \
	X(LAST3, "last3")                                                               \
	X(OTHER_PARTY, "other.party")         /* the other one of the talk: the last    \
					       * speaker before the last quote's own run \
					       * of quotes */                            \
	X(OTHER_PARTY_BARE, "other.party.bare") /* … and this quote is a bare turn */  \
	X(RECENT, "recent")                   /* one of the last six */                 \
	X(NEXT1, "next1")                     /* it says the next quote (as read so far) */ \
	X(NEXT1_BARE, "next1.bare")                                                     \
	X(NEXT2, "next2")                                                               \
	X(NEXT2_BARE, "next2.bare")                                                     \
	X(NEXT_CALLS, "next.calls")           /* the next quote calls it */             \
	X(ANCHOR_BACK_EVEN, "anchor.back.even") /* the last quote with a cue of its own \
						 * names it, turns back: even */ \
	X(ANCHOR_BACK_ODD, "anchor.back.odd")                                           \
	X(CHAIN_BACK_EVEN, "chain.back.even") /* the same, along an unbroken run of bare \
					       * turns, paragraph after paragraph */ \
	X(CHAIN_BACK_ODD, "chain.back.odd")                                             \
	X(CHAIN_AHEAD_EVEN, "chain.ahead.even")                                         \
	X(CHAIN_AHEAD_ODD, "chain.ahead.odd")                                           \
	X(ANCHOR_AHEAD_EVEN, "anchor.ahead.even")                                       \
	X(ANCHOR_AHEAD_ODD, "anchor.ahead.odd")                                         \
	X(PREV_CALLS, "prev.calls")           /* the quote before called it */          \
	X(PREV_SAID_TO, "prev.said.to")       /* … was said to it */                    \
	X(PREV_NAMES, "prev.names")           /* … spoke of it */                       \
	X(ACTS_BEFORE, "acts.before")         /* acting right before, same paragraph */ \
	X(ACTS_PARA_BEFORE, "acts.para.before") /* acting in the paragraph before */    \
	X(ACTS_BETWEEN, "acts.between")       /* acting since the last quote */         \
	X(BETWEEN_FIRST, "between.first")     /* … in the first sentence after it */    \
	X(BETWEEN_FIRST_SAYS, "between.first.says") /* … which has a speech verb: the \
						     * last quote's tag (他骂了一声) */ \
	X(BETWEEN_LAST, "between.last")       /* … in the last sentence before this one */ \
	X(LAST_ACTOR, "last.actor")           /* the last one acting before it */       \
	X(NAMED_BEFORE3, "named.before3")     /* named in the 3 paragraphs before */    \
	X(NAMED_BEFORE10, "named.before10")                                             \
	X(ACTS_AFTER, "acts.after")           /* acting right after, same paragraph */  \
	X(OPENS_NEXT, "opens.next")           /* acting first in the next paragraph */  \
	X(NAMED_AFTER3, "named.after3")                                                 \
	X(MENTIONS, "mentions")               /* log(1 + mentions within 10 paragraphs) */ \
	X(PRESENT, "present")                 /* in the room (scene.h) */               \
	X(GONE, "gone")                       /* left it */                             \
	X(NEWCOMER, "newcomer")               /* came in and has not spoken */
#define SPEAKER_FEATURE_ENUM(id, name) F_##id,
enum {
	SPEAKER_SINGLE_FEATURES(SPEAKER_FEATURE_ENUM)
	F_RULE,                    /* F_RULE + enum speaker_reading: the flow read it so */
	F_COUNT = F_RULE + READ_COUNT
};

enum { SPEAKER_MAX_CANDIDATES = 24 };

struct candidate {
	int who; /* a cast index, M_CROWD, or SPEAKER_UNKNOWN for "someone unnamed" */
	float f[F_COUNT];
	double score;
};

/* Quote i's candidates and their features into out (at most
 * SPEAKER_MAX_CANDIDATES; the first is always SPEAKER_UNKNOWN); said[j] is
 * who the score gave the quotes before i, ahead[j] who the quotes after it
 * are read as so far.  The scene (c->scene) must be fed up to i.  Returns
 * how many. */
size_t speaker_candidates(const struct ctx *c, size_t i, const int *said, const int *ahead,
			  struct candidate *out);

/* 4. model.c: the weights */
double speaker_score(const struct speaker_model *m, const float *f);
double speaker_weight(const struct speaker_model *m, int feature);

/* 5. decode.c: said[i] of every dialogue run, the likeliest reading of the
 * talk by m, each quote seeing ahead[] for the ones after it; a run whose
 * forced[i] (if forced) is not SPEAKER_NARRATOR is that one's.  Uses and
 * releases c->scene.  Returns 0 or ERR_NOMEM. */
int speaker_decode(struct ctx *c, const struct speaker_model *m, const int *ahead,
		   const int *forced, int *said);
/* Whether quote i answers quote prev: right after it in its paragraph,
 * nothing between (“你来了。”“嗯，来了。”), so said by someone else. */
int speaker_answers_quote(const struct ctx *c, size_t prev, size_t i);

#endif
