/* cipher_cand.c - the originals a stand-in's contexts suggest: common
 * characters rare in the book, reached through the neighbours they often
 * have in the models. */
#include "base/err.h"
#include "repair/charlm.h"
#include "repair/cipher_impl.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Moves the max entries of v[0..n) with the highest key to its front, best
 * first (a selection: n is often in the thousands, max a few dozen). */
size_t cipher_select_top(int *v, size_t n, const double *key, size_t max)
{
	size_t m = 0;
	for (size_t i = 0; i < n; i++) {
		int o = v[i];
		if (m == max && key[v[m - 1]] >= key[o])
			continue;
		size_t j = m < max ? m++ : max - 1;
		v[i] = v[j];
		while (j > 0 && key[v[j - 1]] < key[o]) {
			v[j] = v[j - 1];
			j--;
		}
		v[j] = o;
	}
	return m;
}

/* The originals that s's contexts suggest, most supported first. */
size_t cipher_gather(struct search *x, int s, int *out, size_t max)
{
	size_t nt = 0;
	for (size_t t = 0; t < x->ntypes; t++) {
		const struct type *ty = &x->types[t];
		for (int side = 0; side < 3; side++) {
			int nb = side == 2 ? 0 : side ? ty->r : ty->l;
			if (nb < 0 || (side == 2 && ty->l != s && ty->r != s))
				continue;
			/* side 2: s doubled, suggesting the originals that double */
			const size_t *st = side == 2 ? x->dstart : side ? x->rstart : x->lstart;
			const struct link *val = side == 2 ? x->dval : side ? x->rval : x->lval;
			for (size_t j = st[nb]; j < st[nb + 1]; j++) {
				int o = val[j].o;
				if (o == s)
					continue;
				if (!x->count[o])
					x->touched[nt++] = o;
				if (x->stamp[o] != (int)t + 1)
					x->count[o]++;
				x->stamp[o] = (int)t + 1;
				if (val[j].assoc > 0) {
					x->sup[o] += val[j].assoc;
					x->places[o] += val[j].assoc * (double)(ty->end - ty->first);
				}
			}
		}
	}
	size_t k = 0;
	for (size_t i = 0; i < nt; i++) {
		int o = x->touched[i];
		int enough = x->count[o] >= SUPPORT_MIN;
		if (enough) {
			x->ntyp[o] = x->count[o];
			x->touched[k++] = o;
		} else {
			x->sup[o] = x->places[o] = 0;
		}
		x->count[o] = 0;
		x->stamp[o] = 0;
	}
	/* the best max by association, then the best max of the rest by the
	 * number of contexts that suggest them, then a few more by the places
	 * of those contexts (CANDIDATES_BY_PLACES) */
	for (size_t i = 0; i < k; i++)
		out[i] = x->touched[i];
	size_t m = cipher_select_top(out, k, x->sup, max);
	m += cipher_select_top(out + m, k - m, x->ntyp, max);
	m += cipher_select_top(out + m, k - m, x->places, CANDIDATES_BY_PLACES);
	for (size_t i = 0; i < k; i++)
		x->sup[x->touched[i]] = x->ntyp[x->touched[i]] = x->places[x->touched[i]] = 0;
	return m;
}

/* How much o and its neighbour nb go together: nb before o (side 0) or
 * after it (side 1). */
static double assoc(struct search *x, int side, int o, int nb)
{
	return side ? cipher_logp(x, o, nb) - x->uni[nb] : cipher_logp(x, nb, o) - x->uni[o];
}

/* The originals worth weighing (common characters rare in the book), and
 * for each neighbour the originals it suggests: lstart/lval for a left
 * neighbour, rstart/rval for a right one. */
int cipher_make_index(struct search *x)
{
	size_t nh = 0;
	for (int c = 0; c < x->nidx; c++)
		nh += x->grp[c + 1] - x->grp[c];
	int *nb = malloc(NEIGHBOURS * sizeof(*nb));
	int *defs = malloc((size_t)x->nmodel * sizeof(*defs));
	if (!nb || !defs) {
		free(nb);
		free(defs);
		return ERR_NOMEM;
	}
	size_t nd = 0;
	for (int o = 0; o < x->nmodel; o++) {
		double expect = (double)nh * exp(x->umax[o]);
		size_t seen = x->grp[o + 1] - x->grp[o];
		if (expect >= EXPECT_MIN && (double)seen <= DEFICIT * expect) {
			x->isdef[o] = 1;
			defs[nd++] = o;
		}
	}
	int err = 0;
	for (int side = 0; side < 2 && !err; side++) {
		size_t *st = calloc((size_t)x->nidx + 2, sizeof(*st));
		size_t total = 0;
		for (int pass = 0; pass < 2 && st; pass++) {
			for (size_t i = 0; i < nd; i++) {
				size_t m = charlm_neighbours(defs[i], side, nb, NEIGHBOURS);
				for (size_t j = 0; j < m; j++) {
					if (!pass)
						st[nb[j] + 2]++;
					else
						(side ? x->rval : x->lval)[st[nb[j] + 1]++] =
							(struct link){ defs[i], (float)assoc(x, side, defs[i], nb[j]) };
				}
			}
			if (!pass) {
				for (int c = 0; c < x->nidx; c++)
					st[c + 2] += st[c + 1];
				total = st[x->nidx + 1];
				struct link *val = malloc((total ? total : 1) * sizeof(*val));
				if (!val) {
					free(st);
					st = NULL;
					break;
				}
				*(side ? &x->rval : &x->lval) = val;
			}
		}
		if (!st)
			err = ERR_NOMEM;
		else
			*(side ? &x->rstart : &x->lstart) = st;
	}
	/* the originals that come doubled (太太, 常常) */
	x->dval = malloc((nd ? nd : 1) * sizeof(*x->dval));
	if (!x->dval)
		err = ERR_NOMEM;
	x->dstart[0] = x->dstart[1] = 0;
	for (size_t i = 0; i < nd && !err; i++) {
		double a = assoc(x, 1, defs[i], defs[i]);
		if (a > 0)
			x->dval[x->dstart[1]++] = (struct link){ defs[i], (float)a };
	}
	free(nb);
	free(defs);
	return err;
}
