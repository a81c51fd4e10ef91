/* cipher_impl.h - inside the key search (cipher.h): its parameters, the
 * book as it reads it (cipher_text.c), the originals a stand-in's contexts
 * suggest (cipher_cand.c); the search itself is cipher.c. */
#ifndef TINGSHU_CIPHER_IMPL_H
#define TINGSHU_CIPHER_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "repair/cipher.h"

/* Han characters searched at most: beyond, each chapter gives its share
 * (at least MIN_CHAPTER_HAN), which is evidence enough for a key. */
#define MAX_HAN 300000
#define MIN_CHAPTER_HAN 2000
/* An original is common (EXPECT_MIN expected in the text searched, at the
 * highest of the models' rates) and rare in the book (DEFICIT of that or
 * less): a scrambled book lacks its originals. */
#define EXPECT_MIN 2.0
#define DEFICIT 1.5
/* Neighbours that suggest an original, each side, and how many contexts of
 * a stand-in must suggest it before the pair is weighed. */
#define NEIGHBOURS 200
#define SUPPORT_MIN 2
#define CANDIDATES 64
/* CANDIDATES by association and CANDIDATES more by the contexts that
 * suggest them; then CANDIDATES_BY_PLACES more by the places (occurrences)
 * of those contexts, each weighed by its association: a common stand-in's
 * original (太 for 二: 二二, 老二二) is suggested by its contexts again and
 * again, among hundreds that a few places suggest. */
#define CANDIDATES_BY_PLACES 16
#define CANDIDATES_ALL (2 * CANDIDATES + CANDIDATES_BY_PLACES)
/* Candidates are weighed on a stand-in's PRESCREEN weightiest contexts
 * first, and the FINALISTS best of them on all. */
#define PRESCREEN 32
#define FINALISTS 6
/* A stand-in is read as its original at this rate where its chapter is
 * scrambled, whatever the two characters' rates in the models (a stand-in
 * of a common character is mostly that character): each occurrence gains
 * log(1 - PI + PI·e^d), d being how much better the original fits there.
 * A context that says nothing (d = 0) gains nothing, one that fits the
 * stand-in costs up to log(1 - PI). */
#define PI 0.5
#define PI_MIN 0.2
#define PI_MAX 0.9
#define PI_ROUNDS 3
/* The scrambled share is estimated for blocks of BLOCK Han characters (a
 * chapter may be scrambled only from some point on), drawn towards their
 * chapter's as if by BLOCK_PRIOR occurrences of it. */
#define BLOCK 500
#define BLOCK_PRIOR 3.0
/* A stand-in shows where the book is scrambled: read as its original at
 * share π, its places fall in block b (1 − π) + π·θ_b/θ̄ times as often as
 * a character of its own would (θ̄ the book's mean share), and each place
 * gains the log of that: a book scrambled in part tells a stand-in by its
 * absence from the clean chapters (辉 for 学).  The ratio is held under
 * SHARE_RATIO_MAX (a stray block's share over a small mean).  What they
 * gain counts only for an original written CLEAN_MIN times or more as
 * itself in the blocks scrambled under CLEAN_SHARE: a book uses it. */
#define SHARE_RATIO_MAX 2.0
#define CLEAN_SHARE 0.5
#define CLEAN_MIN 2
/* A rare stand-in of a common original is itself evidence: this share of
 * the two characters' log rates is added to every context. */
#define FREQ_WEIGHT 0.3
/* Scrambled share of every chapter before the key says otherwise. */
#define THETA0 0.9
#define THETA_MAX 0.99
/* One context says at most this much either way (nats). */
#define DIFF_CAP 12.0
/* A context seen m times counts 1 + REPEAT·log m times: names and set
 * phrases repeat, a stand-in of a common character shows everywhere.  A
 * left neighbour that repeats more than the right one is discounted only on
 * the pair it makes: the right neighbour, less the word-final odds that
 * any name's last character has, counts by its own discount (告诉 written
 * 告辞 28 times is followed by 你, 他, 了: each says 诉 on its own). */
#define REPEAT 0.5
/* A place counts in full, undiscounted, where the corpus's running text
 * has the original between its two neighbours this often or more and the
 * stand-in never, and the original makes a word of the lexicon with one of
 * them: a set phrase (实在是, 告诉你, 老太太), not a name.  Only for the
 * original the discounted evidence prefers (cipher.c, round_key). */
#define VOUCH_MIN 2
/* A context where the corpus's running text has the original between the
 * two neighbours (VOUCH_MIN times or more, and a word of the lexicon with
 * one of them) says this much more for it, one where it has the stand-in
 * so says as much less (nats): a bigram sees one side at a time (在外间
 * written 在妄间).  Not where the stand-in makes a word with a neighbour:
 * the corpus's names make triples too (举人 read 袭人, a name of 红楼梦). */
#define PHRASE_WEIGHT 2.0
/* What a pair must explain before it is taken (nats): PAIR_COST, less
 * SUPPORT_COST for each context beyond SUPPORT_FREE that fits the original
 * better (counted with their repeats discounted, REPEAT), down to
 * PAIR_COST_MIN.  A wrong original fits a few contexts by chance, or a
 * name's (repeated, so counted as a few); a stand-in that is common itself
 * (何 for 实, π small) gains little in each of its many distinct fitting
 * contexts, and they add up slowly. */
#define PAIR_COST 15.0
#define PAIR_COST_MIN 10.0
#define SUPPORT_FREE 3.0
#define SUPPORT_COST 1.0
#define ROUNDS 6
/* Originals kept for each stand-in, for when a stronger one takes its best. */
#define ALTS 3
/* After the first round, a stand-in is weighed again when its best
 * candidate came within LIVE_MARGIN nats of being taken, or when the key
 * reads one of its neighbours anew. */
#define LIVE_MARGIN 30.0
/* A name the book repeats before a title (柳妈 7 times, 祥林嫂, 四叔): the
 * one or two characters before a title of address, written so NAME_MIN
 * times or more, and the title itself.  What those places say for an
 * original counts at most as much as what the character's other places say:
 * 姨妈 fits 柳妈's place better, and 李叔 四叔's, but nowhere else is 柳 姨
 * or 四 李; 赵二爷 is 赵太爷 because 二二 is 太太 elsewhere. */
#define NAME_MIN 3
/* A line end or punctuation after a character says less than a neighbour. */
#define END_WEIGHT 0.5

/* What stands beside a Han character when it is none: punctuation, a line
 * end (a boundary, which the models know), or digits, symbols, letters,
 * which they do not know (NEUTRAL: no evidence either way; 年 after 1990).
 * A LETTER says nothing either, but counts as one context however often it
 * comes back: a character beside letters again and again is a name's (阿Q,
 * 小D), not a stand-in that every one of its places vouches for. */
#define BOUNDARY -1
#define NEUTRAL -2
#define LETTER -3

struct rec {
	int c, l, r; /* the character as written, its neighbours as read */
	uint32_t blk, pos;
	unsigned char name; /* in a name before a title (NAME_MIN) */
};

/* A context of one character: its neighbours, its records, what each
 * occurrence weighs (repeats discounted) and how well the character itself
 * fits there. */
struct type {
	int l, r;
	size_t first, end;
	double weight;       /* the smaller of the two sides' discounts */
	double right_weight; /* what the right side adds on its own, when it
			      * repeats less than the left */
	double fit;
};

struct cand {
	int s, o;
	double gain;
	size_t reads;
};

/* An original that a neighbour suggests, and how much the two go together
 * (pointwise association in the mixed model). */
struct link {
	int o;
	float assoc;
};

/* A direct-mapped cache of the model's log probabilities. */
#define MEMO_BITS 20
struct memo {
	uint64_t key; /* 0: empty */
	double logp;
};

struct search {
	struct memo *memo;
	size_t n;           /* positions: Han characters and boundaries (-1) */
	int *w, *rd;        /* as written, as read with the key */
	uint32_t *blk;      /* the block of each position */
	uint32_t *src;      /* where each Han character is in its chapter */
	unsigned char *name; /* places in a name before a title (NAME_MIN) */
	size_t nch, nblk;
	uint32_t *blk_ch;   /* the chapter of each block */
	double *theta, *reads, *surv; /* per block */
	double *ratio; /* per block: θ_b / θ̄, at most SHARE_RATIO_MAX */
	double *han;   /* per block: its Han characters */
	double han_total; /* the book's Han characters */
	double *ch_theta;   /* per chapter */
	int nmodel, nidx;   /* model characters, and those plus the book's own */
	int32_t *extra;     /* code points of the book's characters no model knows */
	size_t nextra;
	double *uni;
	double *umax; /* the highest of the models' rates */
	struct rec *recs;
	size_t nrec;
	size_t *grp;        /* nidx + 1: each character's records */
	int *key, *rev;     /* stand-in -> original, original -> stand-in, or -1 */
	unsigned char *isdef;
	unsigned char *moved; /* nidx: a neighbour's reading changed */
	double *near;         /* nidx: the best a stand-in's candidates came */
	unsigned char *trad; /* nch: chapters in traditional characters */
	size_t *lstart, *rstart, dstart[2];
	struct link *lval, *rval, *dval;
	struct type *types;
	size_t ntypes, atypes;
	unsigned char *vouch; /* atypes: the contexts that vouch for an original */
	double *diff, *right_diff; /* atypes: how much better an original fits */
	double *sup, *ntyp, *places, *partial;
	int *touched, *stamp, *mcount, *count;
	struct cand *alts;  /* nidx * ALTS: each stand-in's best originals */
	struct cand *weighed; /* nidx * FINALISTS: each stand-in's finalists as
			       * last weighed, taken or not (cipher_result) */
	int *cands;
	int sure; /* the stand-in weighed is private-use: its original everywhere */
	unsigned char *shows; /* nblk: the blocks where that stand-in shows */
};

/* A code point of the Private Use Area (U+E000-U+F8FF): in running
 * Chinese, a font's stand-in for a common character (番茄-style sites). */
int cipher_is_private(int32_t cp);
/* A Han character, or a private-use one (a stand-in of one). */
int cipher_is_han(int32_t cp);
int32_t cipher_char_of(const struct search *x, int idx);
/* The Han characters of each chapter (up to its share of MAX_HAN) as model
 * indexes, a sentence written word for word as an earlier one left out as a
 * line end; 0 or ERR_NOMEM. */
int cipher_load_text(struct search *x, const struct cipher_chapter *chs, size_t nch);
/* Marks the places of names the book repeats before a title (NAME_MIN);
 * 0 or ERR_NOMEM. */
int cipher_mark_names(struct search *x);
/* Each Han character with its neighbours as read now, grouped by
 * character, then by context. */
void cipher_make_records(struct search *x);
/* log P(b | a) of the mixed model, remembered. */
double cipher_logp(struct search *x, int a, int b);
/* How well character c fits between l and r. */
double cipher_fit(struct search *x, int l, int c, int r);
/* Character s's contexts into x->types, weightiest first; 0 or ERR_NOMEM. */
int cipher_prepare_types(struct search *x, int s);
/* The originals worth weighing and the neighbours that suggest them; 0 or
 * ERR_NOMEM. */
int cipher_make_index(struct search *x);
/* The originals that s's contexts suggest into out: max by association,
 * then max more by support, then CANDIDATES_BY_PLACES more by places.
 * Returns how many. */
size_t cipher_gather(struct search *x, int s, int *out, size_t max);
/* Moves the max entries of v[0..n) with the highest key to its front, best
 * first; returns how many. */
size_t cipher_select_top(int *v, size_t n, const double *key, size_t max);

#endif
