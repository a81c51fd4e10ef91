/* search.c - a book's key found from its chapters: those that no known
 * table fits are searched together (cipher.h), and what the search found
 * is put as a key for book.repair. */
#include "base/err.h"
#include "base/utf8.h"
#include "repair/cipher.h"
#include "repair/repair.h"
#include "repair/table.h"
#include "text/text.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A chapter's code points, or NULL. */
static int32_t *code_points(const struct text *t, size_t *n)
{
	size_t len, k = 0;
	int32_t *cps = malloc((t->len ? t->len : 1) * sizeof(*cps));
	if (!cps)
		return NULL;
	for (size_t i = 0; i < t->len; i += len)
		cps[k++] = utf8_decode(t->buf + i, t->len - i, &len);
	*n = k;
	return cps;
}

static size_t line_of(const int32_t *cps, size_t at)
{
	size_t line = 1;
	for (size_t i = 0; i < at; i++)
		line += cps[i] == '\n';
	return line;
}

/* The first chapter before c with the same text as c, else c. */
static size_t first_copy(struct text *const *chapters, size_t c)
{
	for (size_t e = 0; e < c; e++)
		if (chapters[e]->len == chapters[c]->len &&
		    memcmp(chapters[e]->buf, chapters[c]->buf, chapters[c]->len) == 0)
			return e;
	return c;
}

/* A pair as the search found it: its evidence is a log-likelihood ratio
 * less the pair's prior cost, the log-odds that the pair is right. */
static struct repair_key_pair key_pair(const struct cipher_found *f)
{
	return (struct repair_key_pair){ f->standin, f->original, f->count, f->seen, f->evidence,
					 1.0 / (1.0 + exp(-f->evidence)) };
}

void repair_book_release(struct repair_book *book)
{
	free(book->key.pairs);
	free(book->weighed);
	free(book->share);
	free(book->fitted);
	free(book->traditional);
	free(book->looks);
	free(book->line);
	memset(book, 0, sizeof(*book));
}

int repair_book_search(struct text *const *chapters, size_t n, const struct repair_table *known,
		       struct repair_book *book)
{
	memset(book, 0, sizeof(*book));
	book->nchapters = n;
	book->share = calloc(n ? n : 1, sizeof(*book->share));
	book->fitted = calloc(n ? n : 1, 1);
	book->traditional = calloc(n ? n : 1, 1);
	book->looks = calloc(n ? n : 1, sizeof(*book->looks));
	book->line = calloc(n ? n : 1, sizeof(*book->line));
	struct cipher_chapter *chs = calloc(n ? n : 1, sizeof(*chs));
	size_t *which = calloc(n ? n : 1, sizeof(*which)), m = 0;
	size_t *copy_of = malloc((n ? n : 1) * sizeof(*copy_of));
	for (size_t c = 0; copy_of && c < n; c++)
		copy_of[c] = c;
	int err = book->share && book->fitted && book->traditional && book->looks && book->line &&
			  chs && which && copy_of
		  ? 0
		  : ERR_NOMEM;
	for (size_t c = 0; c < n && !err; c++) {
		/* a chapter the book holds twice is no new evidence: copies made
		 * a clean book's chance fits grow past any cost (鲁迅 three times) */
		size_t first = first_copy(chapters, c);
		if (first < c) {
			copy_of[c] = first;
			continue;
		}
		size_t len = 0;
		int32_t *cps = code_points(chapters[c], &len);
		double llr;
		err = cps ? repair_fit(cps, len, known, &llr) : ERR_NOMEM;
		if (!err && llr >= REPAIR_LLR_MIN) {
			book->fitted[c] = 1;
			free(cps);
			continue;
		}
		chs[m] = (struct cipher_chapter){ cps, len };
		which[m++] = c;
	}
	struct cipher_result res;
	memset(&res, 0, sizeof(res));
	if (!err)
		err = cipher_search(chs, m, &res);
	if (!err && res.npairs) {
		book->key.pairs = malloc(res.npairs * sizeof(*book->key.pairs));
		if (!book->key.pairs)
			err = ERR_NOMEM;
	}
	for (size_t i = 0; !err && i < res.npairs; i++)
		book->key.pairs[i] = key_pair(&res.pairs[i]);
	if (!err && res.nweighed) {
		book->weighed = malloc(res.nweighed * sizeof(*book->weighed));
		if (!book->weighed)
			err = ERR_NOMEM;
	}
	for (size_t i = 0; !err && i < res.nweighed; i++)
		book->weighed[i] = key_pair(&res.weighed[i]);
	book->nweighed = book->weighed ? res.nweighed : 0;
	if (!err) {
		book->key.n = res.npairs;
		book->evidence = res.evidence;
		book->han = res.han;
		for (size_t k = 0; k < m; k++) {
			size_t c = which[k];
			book->share[c] = res.share[k];
			book->traditional[c] = res.traditional[k];
			book->looks[c] = res.chapter_evidence[k];
			if (res.first_at[k] != SIZE_MAX)
				book->line[c] = line_of(chs[k].cps, res.first_at[k]);
		}
		for (size_t c = 0; c < n; c++) {
			size_t f = copy_of[c];
			book->fitted[c] = book->fitted[f];
			book->share[c] = book->share[f];
			book->traditional[c] = book->traditional[f];
			book->looks[c] = book->looks[f];
			book->line[c] = book->line[f];
		}
	}
	cipher_result_release(&res);
	for (size_t k = 0; k < m; k++)
		free((void *)chs[k].cps);
	free(chs);
	free(which);
	free(copy_of);
	if (err)
		repair_book_release(book);
	return err;
}
