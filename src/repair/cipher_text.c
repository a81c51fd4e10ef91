/* cipher_text.c - the book as the key search reads it: its Han characters
 * as model indexes in blocks, each character's contexts as read with the
 * key so far, and the mixed model's probabilities remembered. */
#include "base/err.h"
#include "base/utf8.h"
#include "reading/lexicon.h"
#include "repair/charlm.h"
#include "repair/cipher_impl.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int cipher_is_private(int32_t cp)
{
	return cp >= 0xE000 && cp <= 0xF8FF;
}

int cipher_is_han(int32_t cp)
{
	return cp >= 0 && (utf8_is_han(cp) || cipher_is_private(cp));
}

static int cmp_i32(const void *a, const void *b)
{
	int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
	return (x > y) - (x < y);
}

int32_t cipher_char_of(const struct search *x, int idx)
{
	return idx < x->nmodel ? charlm_char(idx) : x->extra[idx - x->nmodel];
}

static int index_of(const struct search *x, int32_t cp)
{
	int ix = charlm_index(cp);
	if (ix >= 0)
		return ix;
	const int32_t *f = bsearch(&cp, x->extra, x->nextra, sizeof(*x->extra), cmp_i32);
	return f ? x->nmodel + (int)(f - x->extra) : -1;
}

static int non_han_class(int32_t cp)
{
	if (cp < 0)
		return NEUTRAL;
	if ((cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z') || (cp >= 0xFF21 && cp <= 0xFF3A) ||
	    (cp >= 0xFF41 && cp <= 0xFF5A))
		return LETTER;
	if (cp < 0x80)
		return cp >= '0' && cp <= '9' ? NEUTRAL : BOUNDARY;
	if (utf8_is_space(cp) || (cp >= 0x2000 && cp <= 0x206F) || (cp >= 0x3000 && cp <= 0x303F) ||
	    (cp >= 0xFE10 && cp <= 0xFE4F) || (cp >= 0xFF01 && cp <= 0xFF0F) ||
	    (cp >= 0xFF1A && cp <= 0xFF20))
		return BOUNDARY;
	return NEUTRAL;
}

/* A traditional form that simplified text never writes (們 這 說): outside
 * GB2312, and simplified otherwise.  A rare character that is no
 * traditional form (旳 孒 昰) is a cipher's stand-in, not a sign of the
 * script, however often the chapter has it. */
static int is_traditional_form(int32_t cp)
{
	return !charlm_gb2312(cp) && lexicon_is_traditional(cp);
}

/* A sentence of the book: where it is, for sorting copies together. */
struct sentence {
	const int32_t *cps;
	size_t n, chapter, at;
};

static int cmp_sentence(const void *a, const void *b)
{
	const struct sentence *x = a, *y = b;
	if (x->n != y->n)
		return (x->n > y->n) - (x->n < y->n);
	int d = memcmp(x->cps, y->cps, x->n * sizeof(*x->cps));
	if (d)
		return d;
	if (x->chapter != y->chapter)
		return (x->chapter > y->chapter) - (x->chapter < y->chapter);
	return (x->at > y->at) - (x->at < y->at);
}

static int ends_sentence(int32_t cp)
{
	return cp == '\n' || cp == 0x3002 /* 。 */ || cp == 0xFF01 /* ！ */ ||
	       cp == 0xFF1F /* ？ */ || cp == '!' || cp == '?' || cp == 0x2026 /* … */;
}

/* Every sentence written word for word as an earlier one, from its first
 * Han character to its end, made a line end in text (the chapters' code
 * points, copied): a copy is no new evidence.  A web novel repeats a line
 * in every chapter (窗外的梧桐叶子落了一地，被行人踩得沙沙响。 27 times
 * made 被行人 a set phrase's 被袭人, and 沙沙 闷闷); one said again on
 * another occasion (“好。”) only loses what its discount left of it. */
static int blank_copies(int32_t **text, const struct cipher_chapter *chs, size_t nch)
{
	size_t ns = 0, k = 0;
	for (size_t c = 0; c < nch; c++)
		for (size_t i = 0; i < chs[c].n; i++)
			ns += ends_sentence(chs[c].cps[i]) || i + 1 == chs[c].n;
	struct sentence *v = malloc((ns ? ns : 1) * sizeof(*v));
	if (!v)
		return ERR_NOMEM;
	for (size_t c = 0; c < nch; c++)
		for (size_t i = 0, start = SIZE_MAX; i < chs[c].n; i++) {
			if (start == SIZE_MAX && cipher_is_han(chs[c].cps[i]))
				start = i;
			if (!ends_sentence(chs[c].cps[i]) && i + 1 < chs[c].n)
				continue;
			if (start != SIZE_MAX)
				v[k++] = (struct sentence){ chs[c].cps + start, i + 1 - start, c, start };
			start = SIZE_MAX;
		}
	if (k > 1)
		qsort(v, k, sizeof(*v), cmp_sentence);
	for (size_t j = 1; j < k; j++)
		if (v[j].n == v[j - 1].n && !memcmp(v[j].cps, v[j - 1].cps, v[j].n * sizeof(*v->cps)))
			for (size_t i = 0; i < v[j].n; i++)
				text[v[j].chapter][v[j].at + i] = '\n';
	free(v);
	return 0;
}

/* The Han characters of each chapter (up to its share of MAX_HAN) as model
 * indexes; a run of anything else between them as two marks, what stands
 * after the character before it and what stands before the next. */
static int load_text(struct search *x, const struct cipher_chapter *chs, size_t nch)
{
	size_t han = 0;
	for (size_t c = 0; c < nch; c++) {
		size_t h = 0, other = 0;
		for (size_t i = 0; i < chs[c].n; i++)
			if (cipher_is_han(chs[c].cps[i])) {
				h++;
				other += is_traditional_form(chs[c].cps[i]);
			}
		x->trad[c] = (double)other > CIPHER_TRADITIONAL * (double)h;
		if (!x->trad[c])
			han += h;
	}
	size_t share = han > MAX_HAN ? MAX_HAN / nch : han;
	if (share < MIN_CHAPTER_HAN)
		share = MIN_CHAPTER_HAN;
	/* the characters no model knows, for indexes of their own */
	size_t nx = 0, ax = 0;
	for (size_t c = 0; c < nch; c++)
		for (size_t i = 0, k = 0; i < chs[c].n && k < share && !x->trad[c]; i++) {
			int32_t cp = chs[c].cps[i];
			if (!cipher_is_han(cp))
				continue;
			k++;
			if (charlm_index(cp) >= 0)
				continue;
			if (nx == ax) {
				ax = ax ? 2 * ax : 256;
				int32_t *v = realloc(x->extra, ax * sizeof(*v));
				if (!v)
					return ERR_NOMEM;
				x->extra = v;
			}
			x->extra[nx++] = cp;
		}
	if (nx > 1) /* qsort takes no NULL, even for nothing */
		qsort(x->extra, nx, sizeof(*x->extra), cmp_i32);
	size_t u = 0;
	for (size_t i = 0; i < nx; i++)
		if (!u || x->extra[u - 1] != x->extra[i])
			x->extra[u++] = x->extra[i];
	x->nextra = u;
	x->nmodel = charlm_size();
	x->nidx = x->nmodel + (int)u;

	size_t cap = 1;
	for (size_t c = 0; c < nch; c++)
		cap += 2 * (chs[c].n < 2 * share ? chs[c].n : 2 * share) + 2;
	x->w = malloc(cap * sizeof(*x->w));
	x->rd = malloc(cap * sizeof(*x->rd));
	size_t maxblk = nch + han / BLOCK + 2;
	x->blk = malloc(cap * sizeof(*x->blk));
	x->src = malloc(cap * sizeof(*x->src));
	x->blk_ch = malloc(maxblk * sizeof(*x->blk_ch));
	if (!x->w || !x->rd || !x->blk || !x->src || !x->blk_ch)
		return ERR_NOMEM;
	size_t n = 0;
	uint32_t b = 0;
	x->blk_ch[0] = 0;
	x->w[n] = BOUNDARY, x->blk[n++] = 0;
	for (size_t c = 0; c < nch; c++) {
		int32_t last = '\n';
		if (n > 1)
			x->blk_ch[++b] = (uint32_t)c;
		for (size_t i = 0, k = 0; i < chs[c].n && k < share && !x->trad[c]; i++) {
			int32_t cp = chs[c].cps[i];
			if (cipher_is_han(cp)) {
				if (k && k % BLOCK == 0 && b + 1 < maxblk)
					x->blk_ch[++b] = (uint32_t)c;
				if (x->w[n - 1] < 0)
					x->w[n] = non_han_class(last), x->blk[n++] = b;
				x->src[n] = (uint32_t)i;
				x->w[n] = index_of(x, cp), x->blk[n++] = b;
				k++;
			} else if (x->w[n - 1] >= 0) {
				x->w[n] = non_han_class(cp), x->blk[n++] = b;
			}
			last = cp;
		}
		if (x->w[n - 1] >= 0)
			x->w[n] = BOUNDARY, x->blk[n++] = b;
	}
	x->nblk = b + 1;
	x->n = n;
	memcpy(x->rd, x->w, n * sizeof(*x->rd));
	return 0;
}

int cipher_load_text(struct search *x, const struct cipher_chapter *chs, size_t nch)
{
	struct cipher_chapter *own = calloc(nch ? nch : 1, sizeof(*own));
	int32_t **text = calloc(nch ? nch : 1, sizeof(*text));
	int err = own && text ? 0 : ERR_NOMEM;
	for (size_t c = 0; c < nch && !err; c++) {
		text[c] = malloc((chs[c].n ? chs[c].n : 1) * sizeof(**text));
		if (!text[c])
			err = ERR_NOMEM;
		else if (chs[c].n)
			memcpy(text[c], chs[c].cps, chs[c].n * sizeof(**text));
		own[c] = (struct cipher_chapter){ text[c], chs[c].n };
	}
	if (!err)
		err = blank_copies(text, chs, nch);
	if (!err)
		err = load_text(x, own, nch);
	for (size_t c = 0; text && c < nch; c++)
		free(text[c]);
	free(text);
	free(own);
	return err;
}

/* Titles of address that follow a name: 柳妈, 祥林嫂, 四叔, 鲁四老爷. */
static const int32_t titles[] = { 0x5988 /* 妈 */, 0x5AC2 /* 嫂 */, 0x5A76 /* 婶 */, 0x53D4 /* 叔 */,
				  0x4F2F /* 伯 */, 0x7237 /* 爷 */, 0x59D1 /* 姑 */, 0x59E8 /* 姨 */,
				  0x5A18 /* 娘 */, 0x5A46 /* 婆 */, 0x54E5 /* 哥 */, 0x59D0 /* 姐 */,
				  0x8205 /* 舅 */, 0x5976 /* 奶 */ };

#define NTITLES (sizeof(titles) / sizeof(*titles))

static int is_title(const int *tix, int c)
{
	for (size_t i = 0; c >= 0 && i < NTITLES; i++)
		if (tix[i] == c)
			return 1;
	return 0;
}

/* A title's place and the name before it: its last character (len 1) or
 * its last two (len 2) and the title, as one key (len in the top bits). */
struct name_at {
	uint64_t key;
	size_t at;
};

static int cmp_name_at(const void *a, const void *b)
{
	uint64_t x = ((const struct name_at *)a)->key, y = ((const struct name_at *)b)->key;
	return (x > y) - (x < y);
}

/* The key of the name of len characters before the title at i; 0 where
 * there is none. */
static uint64_t name_key(const struct search *x, const int *tix, size_t i, int len)
{
	if (i < (size_t)len + 1 || !is_title(tix, x->w[i]) || x->w[i - 1] < 0 ||
	    is_title(tix, x->w[i - 1]))
		return 0;
	if (len == 1)
		return (uint64_t)1 << 62 | (uint64_t)x->w[i - 1] << 21 | (uint64_t)x->w[i];
	if (x->w[i - 2] < 0)
		return 0;
	return (uint64_t)2 << 62 | (uint64_t)x->w[i - 2] << 42 | (uint64_t)x->w[i - 1] << 21 |
	       (uint64_t)x->w[i];
}

int cipher_mark_names(struct search *x)
{
	int tix[NTITLES];
	for (size_t t = 0; t < NTITLES; t++)
		tix[t] = index_of(x, titles[t]);
	x->name = calloc(x->n ? x->n : 1, 1);
	size_t nk = 0;
	for (size_t i = 0; i < x->n; i++)
		nk += is_title(tix, x->w[i]);
	struct name_at *v = malloc((2 * nk + 1) * sizeof(*v));
	if (!x->name || !v) {
		free(v);
		return ERR_NOMEM;
	}
	nk = 0;
	for (size_t i = 0; i < x->n; i++)
		for (int len = 1; len <= 2; len++) {
			uint64_t k = name_key(x, tix, i, len);
			if (k)
				v[nk++] = (struct name_at){ k, i };
		}
	if (nk > 1)
		qsort(v, nk, sizeof(*v), cmp_name_at);
	/* each name written NAME_MIN times or more: its places and its title's */
	for (size_t j = 0, e; j < nk; j = e) {
		for (e = j; e < nk && v[e].key == v[j].key;)
			e++;
		size_t len = (size_t)(v[j].key >> 62);
		for (size_t k = j; e - j >= NAME_MIN && k < e; k++)
			for (size_t back = 0; back <= len; back++)
				x->name[v[k].at - back] = 1;
	}
	free(v);
	return 0;
}

static int cmp_rec(const void *a, const void *b)
{
	const struct rec *x = a, *y = b;
	if (x->l != y->l)
		return (x->l > y->l) - (x->l < y->l);
	if (x->r != y->r)
		return (x->r > y->r) - (x->r < y->r);
	return (x->blk > y->blk) - (x->blk < y->blk);
}

/* Each Han character with its neighbours as read now, grouped by
 * character, then by context. */
void cipher_make_records(struct search *x)
{
	memset(x->grp, 0, ((size_t)x->nidx + 1) * sizeof(*x->grp));
	for (size_t i = 1; i + 1 < x->n; i++)
		if (x->w[i] >= 0)
			x->grp[x->w[i] + 1]++;
	for (int c = 0; c < x->nidx; c++)
		x->grp[c + 1] += x->grp[c];
	size_t *fill = x->grp; /* filled up to the next group's start, then shifted back */
	for (size_t i = 1; i + 1 < x->n; i++) {
		int c = x->w[i];
		if (c < 0)
			continue;
		x->recs[fill[c]++] = (struct rec){ c, x->rd[i - 1], x->rd[i + 1], x->blk[i],
						   (uint32_t)i, x->name[i] };
	}
	for (int c = x->nidx; c > 0; c--)
		x->grp[c] = x->grp[c - 1];
	x->grp[0] = 0;
	for (int c = 0; c < x->nidx; c++)
		if (x->grp[c + 1] - x->grp[c] > 1)
			qsort(x->recs + x->grp[c], x->grp[c + 1] - x->grp[c], sizeof(*x->recs),
			      cmp_rec);
}

/* log P(b | a) of the mixed model, remembered: the same neighbours come
 * back for every candidate and every round. */
double cipher_logp(struct search *x, int a, int b)
{
	uint64_t key = (uint64_t)(uint32_t)(a + 2) << 32 | (uint32_t)b;
	uint64_t h = key * 0x9E3779B97F4A7C15ull;
	struct memo *m = &x->memo[h >> (64 - MEMO_BITS)];
	if (m->key != key + 1) {
		m->key = key + 1;
		m->logp = charlm_mix_next(a, b);
	}
	return m->logp;
}

/* How well character c fits between l and r, up to what depends on the
 * neighbours alone: association with the left, likelihood of the right. */
double cipher_fit(struct search *x, int l, int c, int r)
{
	double left = l == NEUTRAL || l == LETTER ? 0 : cipher_logp(x, l, c) - x->uni[c];
	double right = r >= 0 ? cipher_logp(x, c, r)
		       : r == BOUNDARY ? END_WEIGHT * charlm_mix_end(c) : 0;
	return left + right;
}

static double repeat_weight(size_t m)
{
	return m <= 1 ? 1.0 : (1.0 + REPEAT * log((double)m)) / (double)m;
}

/* Weightiest first: the weight of all its occurrences. */
static int cmp_type_weight(const void *a, const void *b)
{
	const struct type *x = a, *y = b;
	double wx = x->weight * (double)(x->end - x->first), wy = y->weight * (double)(y->end - y->first);
	return (wx < wy) - (wx > wy);
}

/* Character s's contexts, each with its weight and s's own fit. */
int cipher_prepare_types(struct search *x, int s)
{
	size_t a = x->grp[s], b = x->grp[s + 1];
	x->ntypes = 0;
	/* how often each right neighbour comes after s */
	size_t letters = 0;
	for (size_t k = a; k < b; k++)
		if (x->recs[k].r >= 0)
			x->mcount[x->recs[k].r]++;
		else
			letters += x->recs[k].r == LETTER;
	size_t k = a;
	while (k < b) {
		size_t lend = k;
		while (lend < b && x->recs[lend].l == x->recs[k].l)
			lend++;
		int l = x->recs[k].l;
		double wl = l >= 0 || l == LETTER ? repeat_weight(lend - k) : 1.0;
		while (k < lend) {
			size_t e = k;
			while (e < lend && x->recs[e].r == x->recs[k].r)
				e++;
			int r = x->recs[k].r;
			double wr = r >= 0	  ? repeat_weight((size_t)x->mcount[r])
				    : r == LETTER ? repeat_weight(letters)
						  : 1.0;
			if (x->ntypes == x->atypes) {
				size_t na = x->atypes ? 2 * x->atypes : 1024;
				struct type *v = realloc(x->types, na * sizeof(*v));
				if (!v)
					return ERR_NOMEM;
				x->types = v;
				unsigned char *f = realloc(x->vouch, na);
				if (f)
					x->vouch = f;
				double *d = f ? realloc(x->diff, na * sizeof(*d)) : NULL;
				if (d)
					x->diff = d;
				double *rd = d ? realloc(x->right_diff, na * sizeof(*rd)) : NULL;
				if (!rd)
					return ERR_NOMEM;
				x->right_diff = rd;
				x->atypes = na;
			}
			x->types[x->ntypes++] = (struct type){
				x->recs[k].l, r, k, e, wl < wr ? wl : wr, wr > wl ? wr - wl : 0,
				cipher_fit(x, x->recs[k].l, s, r)
			};
			k = e;
		}
	}
	for (k = a; k < b; k++)
		if (x->recs[k].r >= 0)
			x->mcount[x->recs[k].r] = 0;
	if (x->ntypes > 1)
		qsort(x->types, x->ntypes, sizeof(*x->types), cmp_type_weight);
	return 0;
}
