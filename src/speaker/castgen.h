/* castgen.h - cast discovery: who speaks in a book, for `tingshu cast`.
 *
 * Reads chapters one at a time and counts the names that stand right before
 * a speech verb introducing a quote (宝玉笑道：“…”) or right after one
 * (“…”宝玉道。): every 2 to 4 character head of such a clause is counted,
 * and a head that is mostly followed by the same character (孔乙 of 孔乙己)
 * or that extends a much more frequent one (宝玉笑 of 宝玉), or that mostly
 * stands right after another name (吩咐, 指着: a verb) is dropped.  Gender
 * comes from the text (castgender.h).  Only names seen often enough are
 * kept.  A name the book introduces with a courtesy name (castintro.h)
 * joins the cast under the full name, the other as its alias. */
#ifndef TINGSHU_CASTGEN_H
#define TINGSHU_CASTGEN_H

#include <stddef.h>
#include <stdint.h>

#include "speaker/cast.h"
#include "speaker/castbare.h"
#include "speaker/castintro.h"
#include "speaker/castwestern.h"

struct script;
struct strbuf;
struct text;
struct diag;

struct castgen_name {
	char *name;          /* in simplified script: traditional text is read so */
	char *book;          /* ... as the book writes it (寶玉), when that differs, else NULL */
	size_t count;        /* quotes it was named next to */
	size_t after_that;   /* ... 那 or 这 before it (那怪大怒道: a description) */
	size_t female, male; /* gender evidence (castgender.h), weighed */
	size_t she, yi, he;  /* the pronouns that take it up (伊: an early "she") */
	size_t he_clear;     /* 他 opening a clause where it is the only one no woman
			      * named in that sentence and the one before (in a short book) */
	size_t seen;         /* times it stands in the text */
	size_t after_name;   /* ... right after another name: then it is a verb */
	size_t subject;      /* sentences it opens (祥林嫂…), quoted or not */
	size_t given;        /* ... by its given name alone, once met whole (建设 of 康建设) */
	size_t named;        /* times a person who opened a sentence stands in the text */
	size_t named_given;  /* ... by the given name alone (二虎 of 王二虎) */
	size_t entered;      /* sentences it opens coming into the scene (胡永发…走了下来) */
	size_t beats;        /* ... ending right before a quote (李支书瞪了那人一眼。“…)
			      * or right after one (”李浩摇了摇头。) */
	size_t ushered;      /* ... after who one is or an entrance (进来的是工程师赵磊) */
	int32_t named_next;  /* ... the character that most often follows it then ... */
	size_t named_next_votes; /* ... by a majority vote, as next below */
	size_t whole;        /* times met whole as a meeting's object (碰见了李秀英。) */
	size_t introduced;   /* times a relative's word named it (妹妹福英, 哥哥高建军) */
	size_t called;       /* quotes that open by calling it (“福生？”, “振华，…) */
	size_t doubled;      /* of a doubled character (丽丽): quotes that say it */
	int self_named;      /* a quote gives it as its speaker's own (我叫郑国平) */
	char kin[16];        /* ... that word, "-" when two differ */
	char described[16];  /* the description a naming word gave it (白衣青年名叫X) */
	char called_me[16];  /* what its own naming quote asks to be called (叫我胖子就行) */
	int kin_called;      /* the relative its quotes open by calling (“妈，…”: a
			      * speechverb_kin), 0 none, -1 two */
	size_t role;         /* quotes a role heads the tag or beat of (老道士…笑道：) */
	char answered[16];   /* a role whose quote answers its calls (“师父，…” 老道士), "-" two */
	size_t answers;      /* ... how many times */
	int name_weighed;    /* female, male hold what the name tells */
	int word_headed;     /* its first two a word that is no name (余则 of 余则成) ... */
	size_t head_seen;    /* ... times that word stands in the text */
	int32_t next;        /* the character that most often follows it ... */
	size_t next_votes;   /* ... by a majority vote (more than half: votes > 0) */
	size_t *runs;        /* the dialogue runs (castgen.run) it was counted on */
	size_t n_runs, runs_alloc;
};

/* Two who head clauses of one sentence of the narration (长老往上拜谢，
 * 行者心中大怒): two people. */
struct castgen_pair {
	char a[16], b[16];
};

/* A relative's or a school's word after a surname (赵师兄, 薛大哥): whose
 * word it is in the book. */
struct castgen_holder {
	char word[16];
	int32_t surname; /* the first surname seen before it */
	int several;     /* ... and another one too (薛大哥, 柳大哥) */
};

struct castgen {
	struct castgen_name *v;
	size_t n, alloc;
	/* 她 and 他 in the text: a book that never writes 她 says 他 for women
	 * too, and its pronouns tell nothing */
	size_t she_total, yi_total, he_total;
	size_t first_person; /* quotes tagged 我说: the narrator speaks in the story */
	size_t my_beats;     /* ... beside 我摇了摇头 (a first-person narration's only) */
	size_t told_me, told_other; /* 我, and 他 or 她, in the narration */
	char narrator[16];   /* the name he gives himself (我叫陈默), or "" */
	size_t system_says;  /* quotes a system novel's machine says (castrole_system_says) */
	size_t system_told;  /* ... narrations that speak of one (castrole_system_told) */
	size_t quotes;       /* dialogue runs read */
	size_t run;          /* ... numbered, with a gap between chapters */
	int calling;         /* the role word the last quote called (“师父，…”), or -1 */
	size_t calling_para; /* ... its paragraph */
	struct castintro_list intros; /* 姓刘名备，字玄德: 玄德 is 刘备 */
	struct castbare bare;	      /* 太原王生 … 生曰: 生 is 王生 */
	struct castwestern_list western; /* 约翰·史密斯: 约翰 is he */
	struct castgen_holder *holders; /* 赵师兄: 师兄 is a 赵's */
	size_t n_holders, holders_alloc;
	struct castgen_pair *apart; /* 长老 and 行者: two people */
	size_t n_apart, apart_alloc;
	struct castgen_pair *also; /* 孙悟空，又唤作孙行者: one person's two names */
	size_t n_also, also_alloc;
	struct script *sc;   /* opened at the first chapter in traditional script */
	/* while such a chapter is read: its simplified copy, which the names
	 * come from, and the chapter itself, whose bytes at the same offsets
	 * spell them as the book does */
	const char *read, *book;
};

void castgen_init(struct castgen *g);
void castgen_release(struct castgen *g);
/* Adds one chapter's speakers.  A chapter in traditional script is read in
 * its simplified copy, as attribution reads it (the word lists are
 * simplified), and each name keeps the book's spelling.  Returns 0 or
 * ERR_NOMEM. */
int castgen_scan(struct castgen *g, const struct text *t);
/* The gender the evidence for g->v[i] points to, or GENDER_UNKNOWN. */
enum gender castgen_gender(const struct castgen *g, size_t i);
/* Adds to c every name seen at least min_count times that c does not know
 * (by name or alias, in either script), most frequent first, spelt as the
 * book spells it; min_count CASTGEN_AUTO_MIN: 3
 * quotes, 2 in a short book (under 600 quotes), where a "name" seen less is
 * as likely a word as a character.  A name a speaker gives as her own
 * (我叫苏晴) needs that quote only.  Returns how many were added, or
 * ERR_NOMEM. */
#define CASTGEN_AUTO_MIN 0
int castgen_add_to(const struct castgen *g, struct cast *c, size_t min_count);
/* How many of a's quotes b speaks within CASTGEN_NEAR dialogue runs of, in
 * the same chapter: the two talk with each other, or in one scene. */
#define CASTGEN_NEAR 2
size_t castgen_near(const struct castgen_name *a, const struct castgen_name *b);
/* Writes path as a cast file: the existing file kept as it is (user edits
 * and all), new characters appended as sections.  The file is written to
 * path.tmp and renamed.  An existing file that does not parse is left alone
 * (ERR_SYNTAX, problems in d).  Returns the number of characters added, or
 * a negative ERR_*. */
/* pick_voice, if set, names the voice preset for a new character (or NULL
 * to leave it to the pool); it is asked in order of frequency, with near[k]
 * how many of who's quotes c->v[k] speaks near (castgen_near; 0 for k
 * itself and for members the chapters never named as speakers). */
typedef const char *(*castgen_voice_fn)(void *ctx, const struct cast *c, int who,
					const size_t *near);
/* read_name, if set, writes a new character's name as pinyin (`reading =`,
 * what the reading stage makes of it as a name: 单聘仁 shan4 pin4 ren2) to
 * out; 0, or a negative ERR_* to write none. */
typedef int (*castgen_reading_fn)(void *ctx, const char *name, struct strbuf *out);
/* Gives each member of c from index from on that has no voice the one
 * pick_voice names (in the cast's order, so each sees those given before
 * it).  0 or ERR_NOMEM. */
int castgen_give_voices(const struct castgen *g, struct cast *c, size_t from,
			castgen_voice_fn pick_voice, void *ctx);
int castgen_update_file(const struct castgen *g, const char *path, size_t min_count,
			castgen_voice_fn pick_voice, void *ctx, castgen_reading_fn read_name,
			void *read_ctx, struct diag *d);

#endif
