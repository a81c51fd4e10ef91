/* cipher.h - the key of an unknown glyph-swap cipher, found from a whole
 * book at once.  A site scrambles every chapter of a book with one key: some
 * common characters (the originals) are written as others (the stand-ins),
 * and a stand-in may also be an ordinary character of its own.  The search
 * weighs, for each candidate pair, how much better the original fits the
 * stand-in's neighbours than the stand-in itself (by the mixed character
 * model of charlm.h), against what the pair costs where the original still
 * shows as itself; the share of each chapter that is scrambled is estimated
 * along with the key (doc/repair.md). */
#ifndef TINGSHU_CIPHER_H
#define TINGSHU_CIPHER_H

#include <stddef.h>
#include <stdint.h>

struct cipher_pair {
	int32_t standin;
	int32_t original;
};

/* A chapter's code points (< 0 for bytes that are not UTF-8). */
struct cipher_chapter {
	const int32_t *cps;
	size_t n;
};

struct cipher_found {
	int32_t standin;
	int32_t original;
	size_t count;    /* stand-ins read as the original in the text searched */
	size_t seen;     /* stand-ins in the text searched */
	double evidence; /* nats the pair explains */
};

struct cipher_result {
	struct cipher_found *pairs; /* strongest first */
	size_t npairs;
	double *share;   /* per chapter: the share of the key's originals it scrambles */
	unsigned char *traditional; /* per chapter: in traditional characters, not searched */
	double *chapter_evidence;   /* per chapter: how scrambled it looks with the key (nats) */
	size_t *first_at; /* per chapter: its first stand-in read as an original, or SIZE_MAX */
	size_t nchapters;
	double evidence; /* nats the whole key explains */
	size_t han;      /* Han characters searched */
	/* every stand-in's best originals as last weighed, taken or not, each
	 * with its evidence (which may be negative: under the pair's cost);
	 * what a miss comes from (bench/repair.c) */
	struct cipher_found *weighed;
	size_t nweighed;
};

/* The least evidence (nats) on which a key is taken: below it the book is
 * not scrambled and res->npairs is 0. */
#define CIPHER_KEY_MIN 80.0

/* A chapter with more traditional forms outside GB2312 than this share of
 * its Han characters is in traditional characters (們 這 說): the models
 * are of simplified Chinese, and its forms would look like a cipher of the
 * simplified ones.  Rare characters that are no traditional form (旳 for
 * 的) do not count: they are a cipher's sign. */
#define CIPHER_TRADITIONAL 0.03

/* Searches chapters[0..n) for one key.  Returns 0 or ERR_NOMEM; res is then
 * to be released. */
int cipher_search(const struct cipher_chapter *chapters, size_t n, struct cipher_result *res);
void cipher_result_release(struct cipher_result *res);

#endif
