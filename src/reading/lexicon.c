/* lexicon.c - the generated reading table (an embedded blob, used in place:
 * nothing is parsed at start-up) and the user lexicon. */
#include "reading/lexicon.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/diag.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/strbuf.h"
#include "base/utf8.h"

/* build/lexicon_blob.o; layout written by tools/gen_lexicon.py. */
extern const unsigned char lexicon_blob[];
extern const unsigned char lexicon_blob_end[];

struct blob_header {
	char magic[4];
	uint32_t version, n_entries, hash_size, n_syl;
	uint32_t off_entries, off_hash, off_pool, off_py, off_syl, off_trad, pad;
	uint64_t total;
};

struct blob_entry {
	uint32_t word_off;
	uint16_t word_len;
	uint8_t nsyl, nalt;
	uint32_t freq, py_off;
};

struct user_word {
	char *word; /* UTF-8; Latin words folded to lower case */
	size_t len;
	unsigned nsyl;
	char (*syl)[8];
};

struct lexicon {
	struct user_word *user;
	size_t n_user, alloc_user;
	size_t *user_hash; /* index + 1, 0 empty; size user_hash_size */
	size_t user_hash_size;
	unsigned user_max_chars;
	double log_total;
};

static const struct blob_header *blob(void)
{
	return (const struct blob_header *)(const void *)lexicon_blob;
}

static uint32_t fnv1a(const char *s, size_t n)
{
	uint32_t h = 0x811C9DC5u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 0x01000193u;
	return h;
}

static const char *syl_name(uint16_t id)
{
	const struct blob_header *h = blob();
	if (id >= h->n_syl)
		return "";
	return (const char *)lexicon_blob + h->off_syl + 8u * id;
}

static int find_builtin(const char *s, size_t n, struct lexicon_word *w, int want_syl)
{
	const struct blob_header *h = blob();
	const struct blob_entry *ent =
		(const struct blob_entry *)(const void *)(lexicon_blob + h->off_entries);
	const uint32_t *hash = (const uint32_t *)(const void *)(lexicon_blob + h->off_hash);
	const char *pool = (const char *)lexicon_blob + h->off_pool;
	const uint16_t *py = (const uint16_t *)(const void *)(lexicon_blob + h->off_py);
	uint32_t mask = h->hash_size - 1;
	for (uint32_t i = fnv1a(s, n) & mask;; i = (i + 1) & mask) {
		uint32_t v = hash[i];
		if (!v)
			return 0;
		const struct blob_entry *e = &ent[v - 1];
		if ((e->word_len & 0xFF) != n || memcmp(pool + e->word_off, s, n))
			continue;
		w->sure = e->word_len >> 15;
		w->listed = (e->word_len >> 14) & 1;
		w->pos = (enum lexicon_pos)((e->word_len >> 8) & 15);
		w->freq = e->freq;
		w->nsyl = e->nsyl;
		w->nalt = e->nalt;
		w->user = 0;
		unsigned k = e->nsyl > e->nalt ? e->nsyl : e->nalt;
		if (k > 16)
			k = 16;
		for (unsigned j = 0; want_syl && j < k; j++)
			w->syl[j] = syl_name(py[e->py_off + j]);
		if (w->nsyl > 16)
			w->nsyl = 0;
		if (w->nalt > 16)
			w->nalt = 16;
		return 1;
	}
}

static const struct user_word *find_user(const struct lexicon *lx, const char *s, size_t n)
{
	if (!lx || !lx->user_hash_size)
		return NULL;
	size_t mask = lx->user_hash_size - 1;
	for (size_t i = fnv1a(s, n) & mask;; i = (i + 1) & mask) {
		size_t v = lx->user_hash[i];
		if (!v)
			return NULL;
		const struct user_word *u = &lx->user[v - 1];
		if (u->len == n && !memcmp(u->word, s, n))
			return u;
	}
}

static void fill_user(const struct user_word *u, struct lexicon_word *w)
{
	w->freq = 1000000;
	w->nsyl = u->nsyl;
	w->nalt = 1;
	w->user = 1;
	w->sure = 1;
	w->listed = 1;
	w->pos = LEXICON_POS_NONE;
	for (unsigned j = 0; j < u->nsyl && j < 16; j++)
		w->syl[j] = u->syl[j];
}

int lexicon_find(const struct lexicon *lx, const char *s, size_t n, struct lexicon_word *w,
		 int want_syl)
{
	const struct user_word *u = find_user(lx, s, n);
	if (u) {
		fill_user(u, w);
		return 1;
	}
	return find_builtin(s, n, w, want_syl);
}

unsigned lexicon_user_max(const struct lexicon *lx)
{
	return lx ? lx->user_max_chars : 0;
}

int lexicon_user_latin(const struct lexicon *lx, const char *s, size_t n, struct lexicon_word *w)
{
	char low[64];
	if (!lx || n == 0 || n >= sizeof low)
		return 0;
	for (size_t i = 0; i < n; i++)
		low[i] = (s[i] >= 'A' && s[i] <= 'Z') ? (char)(s[i] + 32) : s[i];
	const struct user_word *u = find_user(lx, low, n);
	if (!u)
		return 0;
	fill_user(u, w);
	return 1;
}

double lexicon_log_total(const struct lexicon *lx)
{
	return lx ? lx->log_total : log((double)blob()->total);
}

int lexicon_is_traditional(int32_t cp)
{
	if (cp < 0x3400 || cp > 0xFFFF)
		return 0;
	const unsigned char *t = lexicon_blob + blob()->off_trad;
	return (t[cp >> 3] >> (cp & 7)) & 1;
}

int lexicon_syllable_parse(const char *s, size_t n, char out[8])
{
	size_t k = 0, i = 0;
	while (i < n) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 'A' && c <= 'Z')
			c = (unsigned char)(c + 32);
		if (c >= 'a' && c <= 'z') {
			i++;
		} else if (c == ':' && k > 0 && out[k - 1] == 'u') {
			out[k - 1] = 'v';
			i++;
			continue;
		} else if (n - i >= 2 && (unsigned char)s[i] == 0xC3 &&
			   ((unsigned char)s[i + 1] == 0xBC || (unsigned char)s[i + 1] == 0x9C)) {
			c = 'v'; /* ü Ü */
			i += 2;
		} else {
			break;
		}
		if (k >= 6)
			return -1;
		out[k++] = (char)c;
	}
	if (k == 0 || i + 1 != n || s[i] < '1' || s[i] > '5')
		return -1;
	out[k++] = s[i];
	out[k] = '\0';
	return 0;
}

static int user_add(struct lexicon *lx, const char *word, size_t len, const char (*syl)[8],
		    unsigned nsyl)
{
	if (grow_for_one(&lx->user, lx->n_user, &lx->alloc_user, sizeof(*lx->user), 64))
		return ERR_NOMEM;
	struct user_word *u = &lx->user[lx->n_user];
	u->word = malloc(len + 1);
	u->syl = malloc(nsyl * sizeof *u->syl);
	if (!u->word || !u->syl) {
		free(u->word);
		free(u->syl);
		return ERR_NOMEM;
	}
	memcpy(u->word, word, len);
	u->word[len] = '\0';
	u->len = len;
	memcpy(u->syl, syl, nsyl * sizeof *u->syl);
	u->nsyl = nsyl;
	lx->n_user++;
	return 0;
}

static int user_index(struct lexicon *lx)
{
	size_t size = 16;
	while (size < 2 * lx->n_user)
		size *= 2;
	free(lx->user_hash);
	lx->user_hash = calloc(size, sizeof *lx->user_hash);
	if (!lx->user_hash)
		return ERR_NOMEM;
	lx->user_hash_size = size;
	/* Later lines win: insert in reverse, skipping words already present. */
	for (size_t k = lx->n_user; k-- > 0;) {
		const struct user_word *u = &lx->user[k];
		size_t i = fnv1a(u->word, u->len) & (size - 1);
		int dup = 0;
		while (lx->user_hash[i]) {
			const struct user_word *o = &lx->user[lx->user_hash[i] - 1];
			if (o->len == u->len && !memcmp(o->word, u->word, u->len)) {
				dup = 1;
				break;
			}
			i = (i + 1) & (size - 1);
		}
		if (!dup)
			lx->user_hash[i] = k + 1;
	}
	return 0;
}

/* One `WORD pin1 yin1` line: Han words need one syllable per character, a
 * Latin word any number.  Returns 0, ERR_SYNTAX (reported) or ERR_NOMEM. */
static int user_line(struct lexicon *lx, char *line, size_t lineno, struct diag *d)
{
	char *hash = strchr(line, '#');
	if (hash)
		*hash = '\0';
	char *save = NULL, *word = strtok_r(line, " \t\r\n", &save);
	if (!word)
		return 0;
	size_t wlen = strlen(word);
	if (utf8_valid_prefix(word, wlen) != wlen)
		return diag_add(d, lineno, DIAG_ERROR, "lexicon: word is not valid UTF-8") ?
			ERR_NOMEM : ERR_SYNTAX;
	unsigned nchar = 0, latin = 1;
	for (size_t i = 0, len; i < wlen; i += len) {
		int32_t cp = utf8_decode(word + i, wlen - i, &len);
		if (!((cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z')))
			latin = 0;
		if (!latin && !utf8_is_han(cp))
			return diag_add(d, lineno, DIAG_ERROR,
					"lexicon: '%s' is neither Han characters nor a Latin word",
					word) ? ERR_NOMEM : ERR_SYNTAX;
		nchar++;
	}
	char syl[16][8];
	unsigned nsyl = 0;
	for (char *t; (t = strtok_r(NULL, " \t\r\n", &save));) {
		if (nsyl == 16 || lexicon_syllable_parse(t, strlen(t), syl[nsyl]))
			return diag_add(d, lineno, DIAG_ERROR,
					"lexicon: '%s' is not a pinyin syllable with a tone 1-5",
					t) ? ERR_NOMEM : ERR_SYNTAX;
		nsyl++;
	}
	if (nsyl == 0 || (!latin && nsyl != nchar) || nchar > 16)
		return diag_add(d, lineno, DIAG_ERROR,
				"lexicon: '%s' needs one syllable per character (has %u for %u)",
				word, nsyl, nchar) ? ERR_NOMEM : ERR_SYNTAX;
	if (latin)
		for (size_t i = 0; i < wlen; i++)
			if (word[i] >= 'A' && word[i] <= 'Z')
				word[i] = (char)(word[i] + 32);
	if (!latin && nchar > lx->user_max_chars)
		lx->user_max_chars = nchar;
	return user_add(lx, word, wlen, (const char (*)[8])syl, nsyl);
}

int lexicon_user_load(struct lexicon *lx, const char *path, struct diag *d)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return ERR_IO;
	struct strbuf line;
	strbuf_init(&line);
	int rc = 0, bad = 0;
	size_t lineno = 0;
	for (;;) {
		int c = 0;
		strbuf_reset(&line);
		while ((c = getc(f)) != EOF && c != '\n')
			if (strbuf_addch(&line, c)) {
				rc = ERR_NOMEM;
				break;
			}
		if (rc || (c == EOF && line.len == 0))
			break;
		lineno++;
		/* every bad line is named before the file fails as a whole */
		int r = user_line(lx, line.buf, lineno, d);
		if (r == ERR_NOMEM) {
			rc = r;
			break;
		}
		bad |= r == ERR_SYNTAX;
		if (c == EOF)
			break;
	}
	if (!rc && ferror(f))
		rc = ERR_IO;
	fclose(f);
	strbuf_release(&line);
	if (!rc && bad)
		rc = ERR_SYNTAX;
	return rc ? rc : user_index(lx);
}

int lexicon_user_add(struct lexicon *lx, const char *word, const char (*syl)[8], unsigned nsyl)
{
	size_t len = strlen(word), nchar = 0, clen;
	for (size_t i = 0; i < len; i += clen, nchar++)
		utf8_decode(word + i, len - i, &clen);
	int rc = user_add(lx, word, len, syl, nsyl);
	if (!rc && nchar > lx->user_max_chars)
		lx->user_max_chars = (unsigned)nchar;
	return rc ? rc : user_index(lx);
}

int lexicon_user_simplify(struct lexicon *lx, int (*simplify)(void *ctx, int32_t *cp, size_t n),
			  void *ctx)
{
	for (size_t k = 0; lx && k < lx->n_user; k++) {
		struct user_word *u = &lx->user[k];
		int32_t cp[16];
		size_t n = 0, len;
		for (size_t i = 0; i < u->len && n < 16; i += len)
			cp[n++] = utf8_decode(u->word + i, u->len - i, &len);
		if (!n || cp[0] < 0x80)
			continue; /* empty, or a Latin word */
		int rc = simplify(ctx, cp, n);
		if (rc)
			return rc;
		char buf[16 * 4 + 1] = "";
		size_t b = 0;
		for (size_t i = 0; i < n; i++)
			b += utf8_encode(cp[i], buf + b);
		if (b != u->len || memcmp(buf, u->word, b)) {
			char *w = malloc(b + 1);
			if (!w)
				return ERR_NOMEM;
			memcpy(w, buf, b);
			w[b] = '\0';
			free(u->word);
			u->word = w;
			u->len = b;
		}
	}
	return lx && lx->n_user ? user_index(lx) : 0;
}

struct lexicon *lexicon_new(const char *path, struct diag *d, int *err)
{
	struct lexicon *lx = calloc(1, sizeof *lx);
	if (!lx) {
		*err = ERR_NOMEM;
		return NULL;
	}
	lx->log_total = log((double)blob()->total);
	if (path) {
		int rc = lexicon_user_load(lx, path, d);
		if (rc) {
			lexicon_free(lx);
			*err = rc;
			return NULL;
		}
	}
	*err = 0;
	return lx;
}

void lexicon_free(struct lexicon *lx)
{
	if (!lx)
		return;
	for (size_t i = 0; i < lx->n_user; i++) {
		free(lx->user[i].word);
		free(lx->user[i].syl);
	}
	free(lx->user);
	free(lx->user_hash);
	free(lx);
}
