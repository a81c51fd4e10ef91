/* namehead.h - the name heading the clause of a speech verb: 宝玉笑道,
 * 周秀放下碗，问道, 飞大怒曰.  Cast discovery (castgen.h) counts these
 * heads; they are guesses from the shape of the clause and a list of what
 * is no name (the jieba dictionary's common words, pronouns, counts of
 * people), not a look-up in any cast. */
#ifndef TINGSHU_NAMEHEAD_H
#define TINGSHU_NAMEHEAD_H

#include <stddef.h>
#include <stdint.h>

#define NAMEHEAD_YUE 0x66F0 /* 曰, classical "says" */

/* Whether s[0..n) is no name: a common word, alone or heading it (吩咐,
 * 指着宝玉), a count of people (三人), a clause cut wrong (里贾母). */
int namehead_is_not_name(const char *s, size_t n);
/* The name characters heading buf[lo..hi), a clause that ends in a speech
 * verb (see namehead.c); how many (2 to 5), *start where they start; 0
 * when there is none. */
size_t namehead_chars(const char *buf, size_t lo, size_t hi, size_t *start);
/* The longest head at buf[p] (up to its first adverb or verb) that looks
 * like a person's name (namehead_is_person, or a nickname: namehead_xiao)
 * and is no common word: its length in bytes, or 0.  For the subject of a
 * sentence, whatever follows. */
size_t namehead_subject(const char *buf, size_t p, size_t hi);
/* Start of the clause that ends at end, not before lo (after the last
 * ，,。！？：；, a closing quote or white space). */
size_t namehead_clause_start(const char *buf, size_t lo, size_t end);
/* The speaker's name before the speech verb that ends buf[lo..hi): heading
 * the verb's clause, else its sentence.  Characters, or 0; *start. */
size_t namehead_before_verb(const char *buf, size_t lo, size_t hi, size_t *start);
/* The name heading the sentence that ends buf[lo..hi) with a colon before
 * a quote, whatever it does (张大伟嘿嘿一笑：“…”, 林凡放下碗：“…”): its
 * length in bytes, or 0; *start. */
size_t namehead_beat(const char *buf, size_t lo, size_t hi, size_t *start);
/* A one-character given name heading the clause of 曰 that ends buf[lo..hi)
 * (飞曰, 飞大怒曰; 生言, the caller reading 言 before a quote's colon as 曰):
 * its length in bytes, or 0; *start; *title (when title is
 * not NULL) whether it is a title instead, which several may hold (帝曰). */
size_t namehead_given_before_yue(const char *buf, size_t lo, size_t hi, size_t *start, int *title);

/* A station's word, small or old (小和尚, 丫鬟), before a given name and
 * its adverb or verb at buf[p..hi) (小和尚净空忙合十道): its length in
 * bytes, or 0. */
size_t namehead_station(const char *buf, size_t p, size_t hi);

/* Whether the clause of the speech verb that ends buf[lo..hi) is the
 * narrator's own: 我说, 我问道, 我于是吞吞吐吐的说 (not 我们; 10 characters at
 * most). */
int namehead_first_person(const char *buf, size_t lo, size_t hi);
/* Whether buf[p..hi) opens with the classical I, 余 or 予, right before a
 * verb of speech (余曰, 余笑答, 予问之曰) or with adverbs between (余默然良
 * 久，又问): not 余则成笑道, a name. */
int namehead_classical_i(const char *buf, size_t p, size_t hi);
/* Whether a head s[0..n) looks like one person's name: a common surname
 * and one or two characters, a name and a word for an elder or a relative
 * (九斤老太, 七斤嫂), or a Western one, titled or not (约翰, 哈德森太太).
 * What a cast lacks is told apart by this. */
int namehead_is_person(const char *s, size_t n);
/* Whether s[0..n) is a Western name in transliteration (约翰, 史密斯,
 * 福尔摩斯, 哈德森): two to five of the syllables such names are written
 * with, a name of the lexicon or, three syllables or more, no word of it
 * (never 克服, 特别, 尔后); or one of three at most and a title after it
 * (哈德森太太, 约翰先生). */
int namehead_foreign(const char *s, size_t n);
/* The longest Western name without a title at buf[p..hi) (史密斯 of
 * 史密斯先生): its length in bytes, or 0. */
size_t namehead_western_at(const char *buf, size_t p, size_t hi);
/* A title a Western name takes after it at buf[p..hi) (先生, 太太, 小姐,
 * 夫人, 博士): its length in bytes, or 0. */
size_t namehead_foreign_title(const char *buf, size_t p, size_t hi);
/* Whether s[0..n) is 老 or 小 and one of the commonest surnames, how one
 * calls a colleague (老周, 小林), though the dictionary has a few such pairs
 * as words (老周 a time word, 小林 a name); not a verb or an adverb of 小
 * (小于, 小许). */
int namehead_surname_call(const char *s, size_t n);
/* Whether s[0..n) is a young person's 小 or the familiar 阿 and one Han
 * character, no word of the lexicon (小声, 小心, 小姐, 阿姨) nor one that
 * names no one, or a surname call (老周, 小林): a nickname (小雯, 阿杰,
 * 阿发), a person heading a tag as a surnamed name is. */
int namehead_nickname(const char *s, size_t n);
/* Whether s[0..n) is a surname and two characters whose first two are a
 * word of the dictionary that is no name (余则成: 余则, a numeral), the
 * whole no word nor its last two (高兴地, 马上前): namehead_is_not_name
 * takes it for that word, and only the book can tell (castgen.c). */
int namehead_word_headed(const char *s, size_t n);
/* Whether s[0..n) is a word that is never one character's name (众人,
 * 孩子, 先生, 大夫: anyone so called). */
int namehead_no_ones_word(const char *s, size_t n);
/* Where a noun of the lexicon of two or three characters that ends at p
 * within buf[lo..) starts (班长 of 临时班长林晓雨: who one is, before the
 * name), or p when none. */
size_t namehead_noun_before(const char *buf, size_t lo, size_t p);
/* Whether cp before 子 makes a word for a person of it (孩子, 汉子, 胖子),
 * not a thing (本子, 桌子). */
int namehead_person_before_zi(int32_t cp);
/* Whether s[0..k) is a word for a person by trade, place or look (小贩,
 * 伙计, 车夫, 店小二, 长老, 胖子, 老铁匠, 老道士). */
int namehead_person_noun(const char *s, size_t k);
/* Whether cp is one of the commonest surnames (张, 陳, …). */
int namehead_is_surname(int32_t cp);
/* Whether s[0..n) ends in a word for an elder or a relative, or a court's
 * rank, after something: 七爷, 七斤嫂, 华大妈, 李嬷嬷. */
int namehead_ends_as_elder(const char *s, size_t n);

/* The court's ranks (皇上, 太后, 太监, 宫女, 贵妃, 嬷嬷), one table for the
 * roles, the genders and the names: a man's or a woman's, and whether it
 * follows a surname (华贵妃, 李嬷嬷).  Ends with a NULL word. */
struct namehead_rank {
	const char *word;
	char male, after_surname;
};
extern const struct namehead_rank namehead_ranks[];
/* A nickname (namehead_nickname) heading buf[p..hi) (小梅把…, 小虎笑了,
 * 阿福拍拍手, 老周站起来): its length in bytes, or 0 when
 * the two are a word of the lexicon (小声, 小心, 小姐, 阿姨) or start one
 * with what follows (小丫头). */
size_t namehead_xiao(const char *buf, size_t p, size_t hi);
/* A word for a relative or a master at buf[p..hi) (哥哥, 母亲, 师娘, 二叔),
 * not part of a longer word or a plural (小姑娘, 哥哥们): its length in
 * bytes, or 0.  Before a name it introduces a person (妹妹福英). */
size_t namehead_kin(const char *buf, size_t p, size_t hi);
/* Two characters at buf[p..hi) that may be a given name without its
 * surname (福英, 建军): no adverb, verb or word of the lexicon (坐在, 低下,
 * 心里).  Their length in bytes, or 0. */
size_t namehead_given(const char *buf, size_t p, size_t hi);
/* The given name a relative's word introduces at buf[p..hi) (妹妹福英正蹲在…):
 * namehead_given, but not two characters of the lexicon whose second reads
 * on with the next into a word that is no name (奶奶睁开眼睛, 母亲从外面走了
 * 进来: 开眼, 外面).  Its length in bytes, or 0. */
size_t namehead_introduced(const char *buf, size_t p, size_t hi);
/* A religious name of two characters and its title at buf[p..hi) (慧明大师,
 * 灭绝师太, 清虚道长; not 那位道长): its length in bytes, or 0. */
size_t namehead_titled(const char *buf, size_t p, size_t hi);
/* Where a name starts after 我是 at buf[p] when who one is to the listener
 * comes first, set off by a comma (我是你六师姐，苏婉儿): past the comma;
 * else p. */
size_t namehead_after_rank(const char *buf, size_t p, size_t hi);

/* Whether cp at buf[at], before hi, is ． ending a sentence, not joining
 * a Western name's parts (玛丽．安说). */
int namehead_stop_not_dot(const char *buf, size_t hi, int32_t cp, size_t at);

#endif
