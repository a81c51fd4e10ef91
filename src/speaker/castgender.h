/* castgender.h - a character's gender from the text, for cast discovery
 * (castgen.h), in classical and modern novels alike:
 *
 *   the name itself        王夫人, 胡屠户, 周老汉, 陈婉 (a woman's character)
 *   a word beside it       女儿周秀, 管家赵四, 袭人姐姐
 *   how others address it  秀姑娘, 子安兄 (its given name and a title)
 *   what it calls itself   老汉, 在下, 晚生, 贫僧 / 奴家, 奴婢, 老身
 *   他 and 她              that take up its sentence or follow its quote
 *
 * Each adds to a name's male or female count; castgen_gender weighs them. */
#ifndef TINGSHU_CASTGENDER_H
#define TINGSHU_CASTGENDER_H

#include <stddef.h>

struct castgen;
struct castgen_name;

/* Evidence the name holds (called once per name). */
void castgender_name(struct castgen_name *m);
/* The gender of the title the name ends with or is (王夫人, 胡屠户, 掌柜):
 * 1 a man's, 0 a woman's, -1 none. */
int castgender_title(const char *name);
/* The length of the word for "I" that ends s[0..n) (吾, 在下, 贫道, 本王):
 * 0 when none. */
size_t castgender_self_word_before(const char *s, size_t n);
/* What the speaker of a quote q[0..n) calls itself, or the spouse it calls. */
void castgender_self(struct castgen_name *m, const char *q, size_t n);
/* Whether 伊 at buf[p..hi) stands alone, the pronoun (伊说), not the
 * start of a name or a word (伊万, 伊凡, 伊丽莎白, 伊朗). */
int castgender_yi_at(const char *buf, size_t p, size_t hi);
/* 他/她 right after a quote of m's: buf[pos..hi) is the narration after it. */
void castgender_after_quote(struct castgen_name *m, const char *buf, size_t pos, size_t hi);
/* Who is described right after a quote in which m gave its own name
 * (“我叫王大锤。”胖少年拍了拍胸口): buf[pos..hi) is the narration after it. */
void castgender_described_after(struct castgen_name *m, const char *buf, size_t pos, size_t hi);
/* The word right before an occurrence of m's name at buf[start..) within
 * buf[lo..), that says what one is (女儿周秀, 闺蜜林小桃, 白衣青年名叫林逸风):
 * 1 when one did, else 0. */
int castgender_word_before(struct castgen_name *m, const char *buf, size_t lo, size_t start);
/* Whether buf[p..hi), right after a pronoun, is a verb's count of one that
 * makes the pronoun its object (白了他一眼, 拍了他一下, 踢他一脚). */
int castgender_acted_on(const char *buf, size_t p, size_t hi);
/* One occurrence of m's name at buf[start..end) within [lo, hi): the words
 * beside it, the pronoun that takes up its clause or sentence, not past one
 * it acts on (苏小雨白了他一眼，他…: he is there, and the next 他 may be he). */
void castgender_context(struct castgen_name *m, const char *buf, size_t lo, size_t start,
			size_t end, size_t hi);
/* The length of the words that give a name ending s[0..n) (名叫, 叫做):
 * 0 when none. */
size_t castgender_naming_before(const char *s, size_t n);
/* A title at buf[pos..hi) after a given name (秀姑娘), or 老 and a surname
 * a quote opens by calling (“老林，): evidence for the one name it can be;
 * returns the title's or the call's length (0: none there). */
size_t castgender_address(struct castgen *g, const char *buf, size_t lo, size_t pos, size_t hi);

#endif
