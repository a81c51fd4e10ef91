/* speechverb.h - the words around a quote that tell who speaks: speech
 * verbs, pronouns, crowd words, thought verbs (simplified and traditional). */
#ifndef TINGSHU_SPEECHVERB_H
#define TINGSHU_SPEECHVERB_H

#include <stddef.h>
#include <stdint.h>

/* A character that ends or heads a speech verb: 道 说 问 喊 笑 叹 …  */
int speechverb_is_verb(int32_t cp);
/* Whether s[0..n) opens with a speech verb: one of speechverb_is_verb, or
 * 言 right before the quote's mark (生言：“…”; not 言谈, 言语). */
int speechverb_says(const char *s, size_t n);
/* A verb of ordering or telling (命 令 吩咐 嘱 教 传): X命Y：“…” is said
 * by X, to Y. */
int speechverb_is_directive(int32_t cp);
/* Length of a thought verb (心想, 暗道, 寻思 …) at s, or 0. */
size_t speechverb_thought(const char *s, size_t n);
/* A speech act's verb at the start of s[0..n) (纠正, 反驳, 提醒, 开玩笑, 打断):
 * its bytes, or 0. */
size_t speechverb_act(const char *s, size_t n);
/* Length of a crowd word (众人, 大家, 士兵们 …) at s, or 0. */
size_t speechverb_crowd(const char *s, size_t n);
/* Length of a count of people (几个, 三四人 …) at s, or 0: a crowd when a
 * person follows. */
size_t speechverb_crowd_count(const char *s, size_t n);
/* Length of a word for someone unnamed (一个, 有人 …) at s, or 0. */
size_t speechverb_nobody(const char *s, size_t n);
/* Length of a presentative (只见, 只听, 忽见 …) ending at s[n], or 0: a name
 * after it is the one who acts. */
size_t speechverb_presentative_before(const char *s, size_t n);
/* 就听, 又听, 便听 ending s[0..n): hearing, which presents one who speaks
 * (就听一个女人的声音说：) but not what is heard (又听他妻子这番话); its
 * bytes, or 0. */
size_t speechverb_hearing_before(const char *s, size_t n);
/* Where s says whose the quote before was (说话的是X, 原来开口的正是X) or
 * who came in (进来的是X, 来人是X): its length up to its 是, else 0; X follows. */
size_t speechverb_names_next(const char *s, size_t n);
/* Whether the character before a name makes the name an object (对 向 见 把 …). */
int speechverb_is_object_marker(int32_t cp);
/* Length of a word at s that, right after a name, means the name is heard or
 * owned rather than acting (的, 之, 这话 …), or 0. */
size_t speechverb_not_subject_after(const char *s, size_t n);
/* Whether a Han character may stand right before a pronoun that is a
 * subject (但他…, 于是她…, 过了一会她…); after any other (怪他, 恨他) it is
 * an object. */
int speechverb_before_pronoun_subject(int32_t cp);
/* Length of a word at s that, right after a name, is that name's voice
 * (的声音, 的呼喊声 …), or 0. */
size_t speechverb_voice_of(const char *s, size_t n);
/* Length of 的 + a face, a look or a hand (的脸色, 的眼神, 的手 …) at s, or
 * 0: the owner is the one acting (X的脸色沉了下来, X的手停了一下). */
size_t speechverb_face_of(const char *s, size_t n);
/* Length of a word for a man or a woman standing for someone known (少年,
 * 少女, 老者, 母亲 …) at s, or 0; *g is set to 1 (male) or 2 (female). */
size_t speechverb_gender_noun(const char *s, size_t n, int *g);
/* Length of a word at s that, right after a name, means the name reacts to
 * what was said (听了, 闻言 …), or 0. */
size_t speechverb_reaction(const char *s, size_t n);
/* Length of a word at s meaning "having said it" (说完, 说罢, 说着 …), or 0. */
size_t speechverb_after_speech(const char *s, size_t n);
/* Length of a kinship or title word that marks gender at s, or 0; *g is set
 * to 1 (male) or 2 (female). */
size_t speechverb_gender_word(const char *s, size_t n, int *g);

/* Relations a kinship word names (母亲, 妹妹, 嫂子 …), as seen by the one
 * the narration follows. */
enum speechverb_kin {
	KIN_NONE,
	KIN_MOTHER,
	KIN_FATHER,
	KIN_ELDER_BROTHER,
	KIN_ELDER_SISTER,
	KIN_YOUNGER_BROTHER,
	KIN_YOUNGER_SISTER,
	KIN_GRANDMOTHER,
	KIN_GRANDFATHER,
	KIN_SISTER_IN_LAW,
	KIN_SON,
	KIN_DAUGHTER,
	KIN_COUNT
};
/* Length of a kinship word of narration at s (母亲, 妈, 哥哥, 奶奶 …), or 0;
 * *rel is set to its relation. */
size_t speechverb_kin_word(const char *s, size_t n, enum speechverb_kin *rel);
/* Length of a word for a relative the kinship table does not hold at s
 * (二叔, 姑姑, 舅舅, 表哥, 小姨), or 0: an uncle, an aunt, a cousin, whose
 * relation to the one the narration follows goes unread. */
size_t speechverb_relative(const char *s, size_t n);
/* speechverb_relative when one person, no home nor a plural (舅舅家,
 * 叔叔们): its length, or 0. */
size_t speechverb_one_relative(const char *s, size_t n);
/* Length of a kinship word one calls a relative by at s (妈, 爹, 哥, 奶奶,
 * 嫂子 …), or 0; *rel is set to its relation. */
size_t speechverb_kin_call(const char *s, size_t n, enum speechverb_kin *rel);
/* Length of the kinship word that ends an alias of n bytes (福生妈, 向东
 * 嫂子, 少平他爸), or 0; *rel is set to its relation. */
size_t speechverb_kin_suffix(const char *s, size_t n, enum speechverb_kin *rel);
/* Length of an elder's kinship word at s used by that elder for "I" (妈不是
 *说你小, 娘给你擀面去, 奶奶知道), or 0; *rel is set to its relation.  Not
 * one that reports the elder (妈叫你回去, 爹回来了, 娘在灶房): the word must
 * be followed by what one says of oneself. */
size_t speechverb_kin_self(const char *s, size_t n, enum speechverb_kin *rel);
/* Whether s opens with a look at a group (看着她们娘儿俩, 望着他们俩): one
 * who watches the others talk, not one who talks. */
int speechverb_watches_group(const char *s, size_t n);
/* The length of the look over someone that s[0..n) ends with (上下打量,
 * 端详着, 看了看), or 0: a name right after it is the one looked at. */
size_t speechverb_gazes_at(const char *s, size_t n);
/* Whether the character before a one-character kinship word makes it part
 * of another word (姑娘, 大妈, 老爹, 徒弟), not a relative. */
int speechverb_kin_bound(int32_t before);

#endif
