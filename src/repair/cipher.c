/* cipher.c - the key search (cipher.h): rounds in which every stand-in is
 * weighed against the originals its contexts suggest and the pairs that
 * choose each other make the key, and the scrambled share of each block is
 * estimated from the key (EM). */
#include "base/err.h"
#include "repair/charlm.h"
#include "repair/cipher_impl.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static double clamp(double d)
{
	return d > DIFF_CAP ? DIFF_CAP : d < -DIFF_CAP ? -DIFF_CAP : d;
}

/* Marks the contexts of s (types prepared) that vouch for o: the corpus's
 * running text has o between the two neighbours (VOUCH_MIN times or more)
 * and never s, and o makes a word of the lexicon with one of them.  Such a
 * place is a set phrase (实在是, 告诉你, 老太太), not a name's neighbour, so
 * a repeated neighbour does not discount it (REPEAT).  Once a pair, not in
 * each round that fits π. */
static void mark_vouched(struct search *x, int s, int o)
{
	for (size_t t = 0; t < x->ntypes; t++) {
		const struct type *ty = &x->types[t];
		int l = ty->l == s ? o : ty->l, r = ty->r == s ? o : ty->r;
		x->vouch[t] = ty->l >= 0 && ty->r >= 0 && charlm_text_triple(l, o, r) >= VOUCH_MIN &&
			      charlm_text_triple(ty->l, s, ty->r) == 0 &&
			      (charlm_word_pair(l, o) > 0 || charlm_word_pair(o, r) > 0);
	}
}

/* Whether the corpus's running text has a, b, c in a row VOUCH_MIN times
 * or more. */
static int is_phrase(int a, int b, int c)
{
	return charlm_text_triple(a, b, c) >= VOUCH_MIN;
}

/* is_phrase, and b makes a word of the lexicon with a or c. */
static int is_set_phrase(int a, int b, int c)
{
	return is_phrase(a, b, c) && (charlm_word_pair(a, b) > 0 || charlm_word_pair(b, c) > 0);
}

/* How much better o fits than s in each of the first ntypes contexts of s
 * (types prepared), by the bigrams and the corpus's triples: into x->diff,
 * and what the right neighbour alone says where the left one repeats more
 * (REPEAT) into x->right_diff.  They do not depend on π, so full_gain's
 * rounds share them. */
static void pair_diffs(struct search *x, int s, int o, size_t ntypes)
{
	/* a private-use stand-in has no rate in the models: its rate in the
	 * book, which a decoration's (a bullet before every paragraph) far
	 * exceeds its original's */
	double us = x->sure ? log((double)(x->grp[s + 1] - x->grp[s]) / (double)x->grp[x->nidx])
			    : x->uni[s];
	double freq = FREQ_WEIGHT * (x->uni[o] - us);
	for (size_t t = 0; t < ntypes; t++) {
		const struct type *ty = &x->types[t];
		/* a doubled stand-in is read as a doubled original (二二 as 太太),
		 * the pair between them counted once, after the first */
		int r = ty->r == s ? o : ty->r;
		double d = ty->l == s ? cipher_fit(x, NEUTRAL, o, r) - cipher_fit(x, NEUTRAL, s, ty->r)
				      : cipher_fit(x, ty->l, o, r) - ty->fit;
		/* the corpus's triples (PHRASE_WEIGHT), where the stand-in makes
		 * no word with a neighbour */
		if (ty->l != s && !charlm_word_pair(ty->l, s) && !charlm_word_pair(s, ty->r))
			d += PHRASE_WEIGHT * (is_set_phrase(ty->l, o, r) - is_phrase(ty->l, s, ty->r));
		x->diff[t] = clamp(d + freq);
		/* the right neighbour alone, for the repeats of the left one that
		 * its discount leaves out (REPEAT); less the odds of ending a word,
		 * which a name's last character shares with any original that ends
		 * words (香菱 is no 香港 for being followed by 道, 说, 笑) */
		x->right_diff[t] = ty->right_weight > 0 && r >= 0
			? clamp(cipher_logp(x, o, r) - cipher_logp(x, s, ty->r) -
				(charlm_mix_end(o) - charlm_mix_end(s)))
			: 0;
		/* but it says for o only where the whole context does: an o that
		 * seldom ends a word (猢 翌) gets its odds back against any right
		 * neighbour, and a nat's bias a place, over thousands, gave clean
		 * 红楼梦 a key (里 猢, 今 翌) */
		if (x->diff[t] <= 0 && x->right_diff[t] > 0)
			x->right_diff[t] = 0;
	}
}

/* What a pair must explain, given how many contexts (repeats discounted)
 * fit its original better (PAIR_COST). */
static double pair_cost(double support)
{
	double c = PAIR_COST - SUPPORT_COST * (support - SUPPORT_FREE);
	return c > PAIR_COST ? PAIR_COST : c < PAIR_COST_MIN ? PAIR_COST_MIN : c;
}

/* What reading s's occurrences (types prepared, pair_diffs made) as o
 * explains, less what o costs where it still shows as itself, over the
 * first ntypes contexts (the weightiest).  *reads: occurrences read as o.
 * *lift (when not NULL, the contexts marked by mark_vouched): what the
 * vouched places add when they count in full. */
static double pair_gain(struct search *x, int o, size_t ntypes, double pi, size_t *reads,
			double *share, double *lift)
{
	double gain = 0, named = 0, post = 0, all = 0, support = 0, placed = 0;
	size_t nr = 0;
	for (size_t t = 0; t < ntypes; t++) {
		const struct type *ty = &x->types[t];
		double d = x->diff[t];
		double ed = exp(d) - 1.0, es = exp(x->right_diff[t]) - 1.0, th = -1, g = 0, q = 0;
		/* a vouched place counts in full where the bigram agrees */
		int lifted = lift && x->vouch[t] && d >= 0;
		double gl = 0, pl = 0;
		for (size_t k = ty->first; k < ty->end; k++) {
			/* a private-use stand-in is scrambled wherever it shows */
			double th_k = x->sure ? 1.0 : x->theta[x->recs[k].blk];
			if (th_k != th) {
				th = th_k;
				double lg = log1p(pi * th * ed), ls = es != 0 ? log1p(pi * th * es) : 0;
				g = ty->weight * lg + ty->right_weight * ls;
				gl = lifted ? (1.0 - ty->weight) * lg - ty->right_weight * ls : 0;
				q = pi * th * (ed + 1.0) / (1.0 + pi * th * ed); /* the posterior of o */
				/* where its places fall (SHARE_RATIO_MAX, a function of
				 * theta), a name's left out: 阿Q shows only in the chapter
				 * of 阿Q */
				double ratio = x->ratio[x->recs[k].blk];
				pl = x->sure ? 0 : ty->weight * log1p(pi * (ratio - 1.0));
			}
			if (x->recs[k].name) {
				named += g;
			} else {
				gain += g;
				placed += pl;
				if (lifted)
					*lift += gl;
			}
			post += q;
		}
		all += (double)(ty->end - ty->first);
		nr += d > 0 || x->sure ? ty->end - ty->first : 0;
		support += d > 0 ? ty->weight * (double)(ty->end - ty->first) : 0;
	}
	/* a private-use stand-in shows where its chapter is scrambled: its
	 * original costs only in the blocks it shares with it (the first round's
	 * shares are those of a book scrambled throughout) */
	double survive = 0;
	size_t clean = 0;
	for (size_t k = x->grp[o]; k < x->grp[o + 1]; k++) {
		if (x->rd[x->recs[k].pos] != o)
			continue;
		double th_k = x->theta[x->recs[k].blk];
		if (!x->sure || x->shows[x->recs[k].blk])
			survive += log1p(-th_k);
		clean += th_k < CLEAN_SHARE;
	}
	/* places in the scrambled blocks say so only for an original the clean
	 * ones write (CLEAN_MIN): 寻 shows in 鲁迅's scrambled stories, but 找,
	 * which modern text has for it, in none of his */
	gain += clean >= CLEAN_MIN || placed < 0 ? placed : 0;
	/* a name's places say at most what the other places say (NAME_MIN) */
	double cap = gain > 0 ? gain : 0;
	gain += named < cap ? named : cap;
	gain += survive;
	if (reads)
		*reads = nr;
	if (share)
		*share = all > 0 ? post / all : 0;
	/* a private-use stand-in is one for certain: it pays the least cost,
	 * for choosing among originals, not for being a stand-in */
	return gain - (x->sure ? PAIR_COST_MIN : pair_cost(support));
}

/* pair_gain on all contexts (pair_diffs made), with the share of
 * stand-ins read as the original that fits them best (a few rounds of EM
 * within PI_MIN..PI_MAX: 使 stands for 顶 a fifth of the time, 即 for 的
 * nearly always); *pi: the share of its last round. */
static double full_gain(struct search *x, int o, size_t *reads, double *pi)
{
	double share, g = 0;
	/* a private-use stand-in is its original everywhere: no share to fit */
	int rounds = x->sure ? 1 : PI_ROUNDS;
	*pi = x->sure ? 1.0 : PI;
	for (int round = 0; round < rounds; round++) {
		g = pair_gain(x, o, x->ntypes, *pi, reads, &share, NULL);
		if (round + 1 < rounds)
			*pi = share < PI_MIN ? PI_MIN : share > PI_MAX ? PI_MAX : share;
	}
	return g;
}

/* What the vouched places of s read as o add at share pi when they count
 * in full (mark_vouched). */
static double vouched_lift(struct search *x, int s, int o, double pi)
{
	double lift = 0;
	mark_vouched(x, s, o);
	pair_diffs(x, s, o, x->ntypes);
	pair_gain(x, o, x->ntypes, pi, NULL, NULL, &lift);
	return lift;
}

/* Reads every stand-in of the key where its original fits better, by the
 * share of its chapter that is scrambled; then that share again from what
 * the key explains and where its originals still show. */
static void read_with_key(struct search *x)
{
	for (size_t b = 0; b < x->nblk; b++)
		x->reads[b] = x->surv[b] = 0;
	for (size_t i = 1; i + 1 < x->n; i++) {
		int c = x->w[i];
		if (c < 0)
			continue;
		if (x->rev[c] >= 0 && x->key[c] < 0)
			x->surv[x->blk[i]] += 1; /* an original as itself */
		if (x->key[c] < 0) {
			x->rd[i] = c;
			continue;
		}
		int o = x->key[c];
		double d = clamp(cipher_fit(x, x->rd[i - 1], o, x->rd[i + 1]) -
				 cipher_fit(x, x->rd[i - 1], c, x->rd[i + 1]));
		double th = PI * x->theta[x->blk[i]];
		/* a private-use stand-in has no reading as written */
		double q = cipher_is_private(cipher_char_of(x, c)) ? INFINITY
								 : th * exp(d) / (1.0 - th);
		x->reads[x->blk[i]] += q < INFINITY ? q / (1.0 + q) : 1.0;
		int now = q > 1.0 ? o : c;
		if (now != x->rd[i]) {
			/* its neighbours' contexts change */
			if (x->w[i - 1] >= 0)
				x->moved[x->w[i - 1]] = 1;
			if (x->w[i + 1] >= 0)
				x->moved[x->w[i + 1]] = 1;
		}
		x->rd[i] = now;
	}
	/* each chapter's share, then each block's, drawn towards its chapter's */
	for (size_t c = 0; c < x->nch; c++) {
		double r = 0, sv = 0;
		for (size_t b = 0; b < x->nblk; b++)
			if (x->blk_ch[b] == c)
				r += x->reads[b], sv += x->surv[b];
		x->ch_theta[c] = (r + 0.5) / (r + sv + 1.0);
	}
	for (size_t b = 0; b < x->nblk; b++) {
		double prior = x->ch_theta[x->blk_ch[b]];
		double th = (x->reads[b] + BLOCK_PRIOR * prior) /
			    (x->reads[b] + x->surv[b] + BLOCK_PRIOR);
		x->theta[b] = th < THETA_MAX ? th : THETA_MAX;
	}
	/* each block's share against the book's (SHARE_RATIO_MAX) */
	double scrambled = 0;
	for (size_t b = 0; b < x->nblk; b++)
		scrambled += x->han[b] * x->theta[b];
	for (size_t b = 0; b < x->nblk; b++) {
		double r = scrambled > 0 ? x->theta[b] * x->han_total / scrambled : 1.0;
		x->ratio[b] = r < SHARE_RATIO_MAX ? r : SHARE_RATIO_MAX;
	}
}

/* Keeps c among the n best of a stand-in (v, best first). */
static void keep_best(struct cand *v, int n, struct cand c)
{
	int j = n;
	while (j > 0 && (v[j - 1].o < 0 || v[j - 1].gain < c.gain))
		j--;
	if (j == n)
		return;
	memmove(v + j + 1, v + j, (size_t)(n - 1 - j) * sizeof(*v));
	v[j] = c;
}

static int cmp_cand_desc(const void *a, const void *b)
{
	const struct cand *x = a, *y = b;
	return (x->gain < y->gain) - (x->gain > y->gain);
}

/* One round: every stand-in weighed against the originals its contexts
 * suggest; the pairs whose stand-in and original choose each other make
 * the new key.  Returns the number of pairs, or ERR_NOMEM. */
static int round_key(struct search *x, struct cand *pairs, size_t max, int first)
{
	int *cands = x->cands; /* CANDIDATES_ALL */
	cipher_make_records(x);
	for (int s = 0; s < x->nidx; s++) {
		/* after the first round, only stand-ins that came near a pair or
		 * whose neighbours the key reads anew */
		int live = first || x->near[s] > -LIVE_MARGIN || x->moved[s];
		x->moved[s] = 0;
		for (int i = 0; i < ALTS; i++)
			x->alts[(size_t)s * ALTS + i] = (struct cand){ -1, -1, 0, 0 };
		if (!first && !live)
			continue;
		x->near[s] = -INFINITY;
		struct cand *weighed = x->weighed + (size_t)s * FINALISTS;
		for (int i = 0; i < FINALISTS; i++)
			weighed[i] = (struct cand){ -1, -1, 0, 0 };
		if (x->grp[s + 1] - x->grp[s] < 2)
			continue;
		if (cipher_prepare_types(x, s))
			return ERR_NOMEM;
		x->sure = cipher_is_private(cipher_char_of(x, s));
		for (size_t k = x->grp[s]; x->sure && k < x->grp[s + 1]; k++)
			x->shows[x->recs[k].blk] = 1;
		size_t nc = cipher_gather(x, s, cands, CANDIDATES);
		/* every candidate on the weightiest contexts, the best few on all */
		size_t nt = x->ntypes < PRESCREEN ? x->ntypes : PRESCREEN;
		for (size_t j = 0; j < nc; j++) {
			pair_diffs(x, s, cands[j], nt);
			x->partial[cands[j]] = pair_gain(x, cands[j], nt, PI, NULL, NULL, NULL);
		}
		if (nt < x->ntypes)
			nc = cipher_select_top(cands, nc, x->partial, FINALISTS);
		/* the vouched places count in full for the original the
		 * discounted evidence prefers: they lift a set phrase's stand-in
		 * over the cost, but do not choose among originals (不肯 and
		 * 不曾 are both set phrases) */
		double gains[CANDIDATES_ALL], pis[CANDIDATES_ALL], lift = 0;
		size_t reads[CANDIDATES_ALL], best = 0;
		for (size_t j = 0; j < nc; j++) {
			pair_diffs(x, s, cands[j], x->ntypes);
			gains[j] = full_gain(x, cands[j], &reads[j], &pis[j]);
			if (gains[j] > gains[best])
				best = j;
		}
		if (nc)
			lift = vouched_lift(x, s, cands[best], pis[best]);
		for (size_t j = 0; j < nc; j++) {
			double g = gains[j] + (j == best ? lift : 0);
			if (g > x->near[s])
				x->near[s] = g;
			struct cand c = { s, cands[j], g, reads[j] };
			if (g > 0)
				keep_best(x->alts + (size_t)s * ALTS, ALTS, c);
			keep_best(weighed, FINALISTS, c);
		}
		for (size_t k = x->grp[s]; x->sure && k < x->grp[s + 1]; k++)
			x->shows[x->recs[k].blk] = 0;
		x->sure = 0;
	}
	/* every stand-in's best originals, strongest first, each pair taken
	 * unless its stand-in or original is taken already: a stand-in whose
	 * best original went to a stronger stand-in falls back to its next (玺
	 * reads 的 well, but 即 reads it better: 玺 is 便; 柴 reads 就, which
	 * 疚 explains far better: 柴 is 常).  Each pair has paid its cost
	 * (PAIR_COST) already, so a fallback is no weaker than a first choice. */
	size_t np = 0;
	for (size_t i = 0; i < (size_t)x->nidx * ALTS && np < max; i++)
		if (x->alts[i].o >= 0)
			pairs[np++] = x->alts[i];
	qsort(pairs, np, sizeof(*pairs), cmp_cand_desc);
	/* no chains: a stand-in is no original, an original no stand-in */
	for (int c = 0; c < x->nidx; c++)
		x->key[c] = x->rev[c] = -1;
	size_t k = 0;
	for (size_t i = 0; i < np; i++) {
		int s = pairs[i].s, o = pairs[i].o;
		if (x->key[s] >= 0 || x->rev[o] >= 0 || x->rev[s] >= 0 || x->key[o] >= 0)
			continue;
		x->key[s] = o;
		x->rev[o] = s;
		pairs[k++] = pairs[i];
	}
	return (int)k;
}

static void search_free(struct search *x)
{
	free(x->w);
	free(x->rd);
	free(x->blk);
	free(x->src);
	free(x->name);
	free(x->blk_ch);
	free(x->theta);
	free(x->reads);
	free(x->surv);
	free(x->ratio);
	free(x->han);
	free(x->shows);
	free(x->ch_theta);
	free(x->extra);
	free(x->uni);
	free(x->umax);
	free(x->recs);
	free(x->grp);
	free(x->key);
	free(x->rev);
	free(x->isdef);
	free(x->moved);
	free(x->near);
	free(x->trad);
	free(x->lstart);
	free(x->rstart);
	free(x->lval);
	free(x->rval);
	free(x->dval);
	free(x->types);
	free(x->vouch);
	free(x->diff);
	free(x->right_diff);
	free(x->sup);
	free(x->ntyp);
	free(x->places);
	free(x->partial);
	free(x->touched);
	free(x->stamp);
	free(x->mcount);
	free(x->count);
	free(x->alts);
	free(x->weighed);
	free(x->memo);
	free(x->cands);
}

static int search_init(struct search *x, const struct cipher_chapter *chs, size_t nch)
{
	memset(x, 0, sizeof(*x));
	x->nch = nch;
	x->trad = calloc(nch ? nch : 1, 1);
	int err = x->trad ? cipher_load_text(x, chs, nch) : ERR_NOMEM;
	if (!err)
		err = cipher_mark_names(x);
	if (err)
		return err;
	size_t ni = (size_t)x->nidx;
	x->theta = malloc(x->nblk * sizeof(*x->theta));
	x->reads = calloc(x->nblk, sizeof(*x->reads));
	x->surv = calloc(x->nblk, sizeof(*x->surv));
	x->ratio = malloc(x->nblk * sizeof(*x->ratio));
	x->han = calloc(x->nblk, sizeof(*x->han));
	x->shows = calloc(x->nblk, 1);
	x->ch_theta = malloc((nch ? nch : 1) * sizeof(*x->ch_theta));
	x->uni = malloc(ni * sizeof(*x->uni));
	x->umax = malloc(ni * sizeof(*x->umax));
	x->recs = malloc(x->n * sizeof(*x->recs));
	x->grp = calloc(ni + 1, sizeof(*x->grp));
	x->key = malloc(ni * sizeof(*x->key));
	x->rev = malloc(ni * sizeof(*x->rev));
	x->isdef = calloc(ni, 1);
	x->moved = calloc(ni, 1);
	x->near = malloc(ni * sizeof(*x->near));
	x->sup = calloc(ni, sizeof(*x->sup));
	x->ntyp = calloc(ni, sizeof(*x->ntyp));
	x->places = calloc(ni, sizeof(*x->places));
	x->partial = calloc(ni, sizeof(*x->partial));
	x->touched = malloc(ni * sizeof(*x->touched));
	x->stamp = calloc(ni, sizeof(*x->stamp));
	x->mcount = calloc(ni, sizeof(*x->mcount));
	x->count = calloc(ni, sizeof(*x->count));
	x->alts = malloc(ni * ALTS * sizeof(*x->alts));
	x->weighed = malloc(ni * FINALISTS * sizeof(*x->weighed));
	x->cands = malloc(ni * sizeof(*x->cands));
	x->memo = calloc((size_t)1 << MEMO_BITS, sizeof(*x->memo));
	if (!x->ratio || !x->han || !x->memo || !x->cands || !x->theta || !x->reads || !x->surv ||
	    !x->ch_theta || !x->uni || !x->umax || !x->recs || !x->grp || !x->key || !x->rev ||
	    !x->isdef || !x->moved || !x->near || !x->sup || !x->ntyp || !x->places ||
	    !x->partial || !x->touched || !x->stamp || !x->mcount || !x->count || !x->alts ||
	    !x->shows || !x->weighed)
		return ERR_NOMEM;
	for (size_t b = 0; b < x->nblk; b++)
		x->theta[b] = THETA0, x->ratio[b] = 1.0;
	for (size_t i = 0; i < x->n; i++)
		if (x->w[i] >= 0)
			x->han[x->blk[i]] += 1;
	for (size_t b = 0; b < x->nblk; b++)
		x->han_total += x->han[b];
	for (size_t c = 0; c < nch; c++)
		x->ch_theta[c] = THETA0;
	for (size_t c = 0; c < ni; c++) {
		x->uni[c] = charlm_mix_uni((int)c);
		x->umax[c] = charlm_max_uni((int)c);
		x->key[c] = x->rev[c] = -1;
	}
	cipher_make_records(x);
	return cipher_make_index(x);
}

/* How scrambled each chapter looks with the key found (taken or not): the
 * log-likelihood ratio of its stand-ins' contexts and its originals'
 * survivals, as if THETA0 of it were scrambled; and where its first stand-in
 * read as an original is. */
static void chapter_evidence(struct search *x, struct cipher_result *res)
{
	for (size_t c = 0; c < x->nch; c++)
		res->first_at[c] = SIZE_MAX;
	for (size_t i = 1; i + 1 < x->n; i++) {
		int c = x->w[i];
		if (c < 0)
			continue;
		size_t ch = x->blk_ch[x->blk[i]];
		if (x->rev[c] >= 0 && x->key[c] < 0)
			res->chapter_evidence[ch] += log1p(-THETA0);
		if (x->key[c] < 0)
			continue;
		double d = clamp(cipher_fit(x, x->rd[i - 1], x->key[c], x->rd[i + 1]) -
				 cipher_fit(x, x->rd[i - 1], c, x->rd[i + 1]));
		res->chapter_evidence[ch] += log1p(PI * THETA0 * (exp(d) - 1.0));
		if (x->rd[i] != c && res->first_at[ch] == SIZE_MAX)
			res->first_at[ch] = x->src[i];
	}
}

/* A hash of the key, to see that a round left it as it was. */
static uint64_t key_signature(const struct search *x)
{
	uint64_t h = 1469598103934665603ull;
	for (int c = 0; c < x->nidx; c++)
		if (x->key[c] >= 0)
			h = (h ^ ((uint64_t)c << 32 | (uint32_t)x->key[c])) * 1099511628211ull;
	return h;
}

/* A pair as the search weighed it, for cipher_result. */
static struct cipher_found found_of(const struct search *x, const struct cand *c)
{
	return (struct cipher_found){ cipher_char_of(x, c->s), cipher_char_of(x, c->o), c->reads,
				      x->grp[c->s + 1] - x->grp[c->s], c->gain };
}

int cipher_search(const struct cipher_chapter *chapters, size_t n, struct cipher_result *res)
{
	memset(res, 0, sizeof(*res));
	struct search x;
	int err = search_init(&x, chapters, n);
	struct cand *pairs = NULL;
	int np = 0;
	if (!err) {
		pairs = malloc((size_t)x.nidx * ALTS * sizeof(*pairs));
		if (!pairs)
			err = ERR_NOMEM;
	}
	for (int r = 0; r < ROUNDS && !err; r++) {
		int before = np;
		uint64_t sig0 = key_signature(&x);
		np = round_key(&x, pairs, (size_t)x.nidx * ALTS, r == 0);
		if (np < 0) {
			err = np;
			break;
		}
		read_with_key(&x);
		read_with_key(&x);
		if (r && np == before && key_signature(&x) == sig0)
			break; /* the key stays as it is */
	}
	if (!err) {
		res->share = malloc((n ? n : 1) * sizeof(*res->share));
		res->traditional = malloc(n ? n : 1);
		res->chapter_evidence = calloc(n ? n : 1, sizeof(*res->chapter_evidence));
		res->first_at = malloc((n ? n : 1) * sizeof(*res->first_at));
		res->pairs = malloc((np > 0 ? (size_t)np : 1) * sizeof(*res->pairs));
		res->weighed = malloc(((size_t)x.nidx * FINALISTS + 1) * sizeof(*res->weighed));
		if (!res->share || !res->traditional || !res->pairs || !res->chapter_evidence ||
		    !res->first_at || !res->weighed)
			err = ERR_NOMEM;
	}
	if (!err) {
		res->nchapters = n;
		for (size_t c = 0; c < n; c++) {
			res->traditional[c] = x.trad[c];
			res->share[c] = x.trad[c] ? 0 : x.ch_theta[c];
		}
		for (int i = 0; i < np; i++) {
			res->evidence += pairs[i].gain;
			res->pairs[i] = found_of(&x, &pairs[i]);
		}
		res->npairs = (size_t)np;
		for (size_t i = 0; i < (size_t)x.nidx * FINALISTS; i++)
			if (x.weighed[i].o >= 0)
				res->weighed[res->nweighed++] = found_of(&x, &x.weighed[i]);
		for (size_t i = 0; i < x.n; i++)
			res->han += x.w[i] >= 0;
		chapter_evidence(&x, res);
		if (res->evidence < CIPHER_KEY_MIN)
			res->npairs = 0;
	}
	free(pairs);
	search_free(&x);
	if (err)
		cipher_result_release(res);
	return err;
}

void cipher_result_release(struct cipher_result *res)
{
	free(res->pairs);
	free(res->weighed);
	free(res->share);
	free(res->traditional);
	free(res->chapter_evidence);
	free(res->first_at);
	memset(res, 0, sizeof(*res));
}
