/* polyphone.h - polyphones decided in context: a logistic regression per
 * character over its readings, trained at build time on CPP
 * (tools/gen_polyphone.py) and compiled in. */
#ifndef TINGSHU_POLYPHONE_H
#define TINGSHU_POLYPHONE_H

#include <stddef.h>
#include <stdint.h>

struct lexicon;

/* One weight of the generated model, sorted by key then syllable.  key is
 * the character, '\1', a feature kind and its context (tools/gen_polyphone.py
 * lists them); the kind P (bias) has a row for every reading the character
 * may take. */
struct polyphone_weight {
	const char *key;
	const char *syl;
	float weight;
};
extern const struct polyphone_weight polyphone_weights[];
extern const size_t polyphone_nweights;
/* jieba's part of speech of each character that is a word of its own,
 * sorted by cp: the model's features M and N are the tags of the
 * neighbours (a verb, a measure word, a surname), which carry over to
 * neighbours training never saw beside that character. */
struct polyphone_tag {
	int32_t cp;
	char tag[5];
};
extern const struct polyphone_tag polyphone_tags[];
extern const size_t polyphone_ntags;
/* The readings a Mainland table (go-pinyin's, 现代汉语词典-style) gives each
 * character the model knows, space-separated, sorted by cp: a reading it
 * does not give (terra's Taiwan or dated ones) is seldom right. */
struct polyphone_mainland {
	int32_t cp;
	const char *syls;
};
extern const struct polyphone_mainland polyphone_mainland[];
extern const size_t polyphone_nmainland;
/* Windows around a character (characters before it, characters from it on)
 * that the model looks up as lexicon words: the words of two and three
 * characters the character could be in, whatever the segmenter chose. */
enum { POLY_NWINDOWS = 5 };
static const long polyphone_windows[POLY_NWINDOWS][2] = {
	{ 1, 1 }, { 0, 2 }, { 2, 1 }, { 1, 2 }, { 0, 3 },
};

/* Weights shared by all characters, on the lexicon's reading: the
 * character's usual reading alone, in a word of two, of three or more; a
 * neutral tone; on a citation tone of the lexicon's neutral syllable; on its
 * syllable in another tone; another reading than the usual one, alone, in a
 * word of two, of three or more (a word listed with it: 银行 hang2); the
 * same four for a word whose reading the dictionary lists (PINYIN_LISTED),
 * stronger evidence than one composed of its characters' usual readings; the
 * citation tone and the other tone when it is the character's usual reading
 * (部分 fen5: fen1, 新鲜 xian5: xian1 rather than xian3); on a reading the
 * Mainland table does not give the character; on the reading in the lexicon
 * word of each window. */
enum {
	POLY_LEX1,
	POLY_LEX2,
	POLY_LEX3,
	POLY_LEXN,
	POLY_CIT,
	POLY_TONE,
	POLY_LEX1S,
	POLY_LEX2S,
	POLY_LEX3S,
	POLY_LEX2T, /* POLY_LEX2 .. POLY_LEX3S in a listed word */
	POLY_LEX3T,
	POLY_LEX2ST,
	POLY_LEX3ST,
	POLY_CITU,  /* POLY_CIT, POLY_TONE when that reading is the usual one */
	POLY_TONEU,
	POLY_MAINOUT, /* not a reading of polyphone_mainland */
	POLY_WIN, /* then one per window: the reading in that word */
	POLY_NGLOBAL = POLY_WIN + POLY_NWINDOWS
};
extern const float polyphone_global[POLY_NGLOBAL];
/* The rows r with r % polyphone_holdout == polyphone_fold were left out of
 * training (polyphone_holdout 0: none). */
extern const unsigned polyphone_holdout;
extern const unsigned polyphone_fold;

/* Revises syl[0..n) in place where the model prefers another reading to the
 * lexicon's; a neutral tone replaced by its citation tone is marked
 * PINYIN_NEUTRAL in wflag.  cp is the simplified lookup form, orig the
 * author's characters (NULL: the same).  Returns 0. */
int polyphone_fix(const struct lexicon *lx, const int32_t *cp, const int32_t *orig, size_t n,
		  char (*syl)[8], unsigned char *wflag);

#endif
