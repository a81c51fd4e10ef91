/* table.c - cipher tables: the pairs of a user's table or of the book's key
 * (book.repair), read and written.  A line is `STANDIN ORIGINAL`, two
 * characters apart, optionally followed by a `#` comment; `#` at the start
 * makes a comment line.  The book's key is rewritten whole by `decipher`,
 * which keeps every line the user wrote. */
#include "repair/table.h"
#include "base/atomic.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/lines.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "repair/repair.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* A user table beyond this is surely not a table. */
#define USER_TABLE_MAX (16u << 20)
/* What decipher writes after each pair it found, so that rewriting the
 * file replaces its own lines and keeps the user's. */
#define FOUND_MARK "# found:"
#define HEADER_MARK "# tingshu decipher:"

int pairs_add(struct pairs *p, int32_t standin, int32_t original)
{
	if (grow_for_one(&p->v, p->n, &p->alloc, sizeof(*p->v), 64))
		return ERR_NOMEM;
	p->v[p->n++] = (struct cipher_pair){ standin, original };
	return 0;
}

struct ranked {
	struct cipher_pair pair;
	size_t order;
};

/* By stand-in, the pair given last first. */
static int cmp_ranked(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;
	if (x->pair.standin != y->pair.standin)
		return (x->pair.standin > y->pair.standin) - (x->pair.standin < y->pair.standin);
	return (x->order < y->order) - (x->order > y->order);
}

int pairs_finish(struct pairs *p)
{
	if (!p->n)
		return 0;
	struct ranked *r = malloc(p->n * sizeof(*r));
	if (!r)
		return ERR_NOMEM;
	for (size_t i = 0; i < p->n; i++)
		r[i] = (struct ranked){ p->v[i], i };
	qsort(r, p->n, sizeof(*r), cmp_ranked);
	size_t out = 0;
	for (size_t i = 0; i < p->n; i++) {
		if (i && r[i - 1].pair.standin == r[i].pair.standin)
			continue; /* an earlier pair for the same stand-in */
		if (r[i].pair.standin != r[i].pair.original)
			p->v[out++] = r[i].pair;
	}
	p->n = out;
	free(r);
	return 0;
}

long pairs_find(const struct pairs *p, int32_t standin)
{
	size_t lo = 0, hi = p->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (p->v[mid].standin < standin)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < p->n && p->v[lo].standin == standin ? (long)lo : -1;
}

int32_t pairs_lookup(const struct pairs *p, int32_t standin)
{
	long j = pairs_find(p, standin);
	return j < 0 ? -1 : p->v[j].original;
}

static int usable_char(int32_t cp)
{
	return cp > 0x20 && !utf8_is_space(cp) && !(cp >= 0x7F && cp < 0xA0);
}

static int blank(int32_t cp)
{
	return cp == ' ' || cp == '\t' || cp == '\r' || cp == 0x3000;
}

/* One line of a table: two characters separated by blanks, then perhaps a
 * comment.  Returns 0, 1 for a blank or comment line, or -1 when it does not
 * parse. */
static int parse_line(const char *s, size_t n, int32_t *standin, int32_t *original)
{
	int32_t cp[2];
	int k = 0;
	size_t i = 0, len;
	while (i < n) {
		int32_t c = utf8_decode(s + i, n - i, &len);
		if (c == '#' && k != 1)
			break; /* a comment line, or one after the pair */
		if (blank(c)) {
			i += len;
			continue;
		}
		if (c < 0 || !usable_char(c) || k == 2)
			return -1;
		cp[k++] = c;
		i += len;
		/* the two characters must be apart: "AB" is not a pair */
		int32_t next = i < n ? utf8_decode(s + i, n - i, &len) : ' ';
		if (!blank(next) && !(k == 2 && next == '#'))
			return -1;
	}
	if (k == 0)
		return 1;
	if (k != 2)
		return -1;
	*standin = cp[0];
	*original = cp[1];
	return 0;
}

/* Reads a table's pairs into p; problems are reported under the table's
 * name, a bad line with its number. */
static int read_table(struct pairs *p, const char *path, struct diag *d)
{
	const char *was = diag_set_file(d, path);
	struct strbuf sb;
	strbuf_init(&sb);
	int err = strbuf_read_path(&sb, path, USER_TABLE_MAX);
	if (err) {
		int e = errno;
		diag_add(d, 0, DIAG_ERROR, "cannot read the repair table: %s",
			 err == ERR_TOO_BIG ? "too large" : strerror(e));
		strbuf_release(&sb);
		diag_set_file(d, was);
		errno = e;
		return err;
	}
	struct lines ls;
	const char *s;
	size_t n;
	lines_init(&ls, sb.buf, sb.len);
	while (lines_next(&ls, &s, &n)) {
		int32_t a, b;
		int r = parse_line(s, n, &a, &b);
		if (r < 0) {
			diag_add(d, ls.line, DIAG_ERROR, "expected `STANDIN ORIGINAL` (two characters)");
			err = ERR_SYNTAX;
		} else if (r == 0 && !err) {
			err = pairs_add(p, a, b);
		}
		if (err == ERR_NOMEM)
			break;
	}
	strbuf_release(&sb);
	diag_set_file(d, was);
	return err;
}

int repair_table_load(struct repair_table **table, const char *path, struct diag *d)
{
	*table = calloc(1, sizeof(**table));
	if (!*table)
		return ERR_NOMEM;
	int err = read_table(&(*table)->p, path, d);
	if (err) {
		int e = errno;
		repair_table_free(*table);
		*table = NULL;
		errno = e;
	}
	return err;
}

int repair_table_add_file(struct repair_table *table, const char *path, struct diag *d)
{
	size_t before = table->p.n;
	int err = read_table(&table->p, path, d);
	if (err)
		table->p.n = before;
	return err;
}

void repair_table_free(struct repair_table *table)
{
	if (table)
		free(table->p.v);
	free(table);
}

/* Whether the line is one decipher wrote (its header, or a pair it found). */
static int written_by_us(const char *s, size_t n)
{
	size_t hl = strlen(HEADER_MARK), fl = strlen(FOUND_MARK);
	if (n >= hl && !memcmp(s, HEADER_MARK, hl))
		return 1;
	for (size_t i = 0; i + fl <= n; i++)
		if (!memcmp(s + i, FOUND_MARK, fl))
			return 1;
	return 0;
}

int repair_key_write(const char *path, const struct repair_key *key, struct diag *d)
{
	struct strbuf old, out;
	struct pairs user = { NULL, 0, 0 };
	strbuf_init(&old);
	strbuf_init(&out);
	int err = strbuf_read_path(&old, path, USER_TABLE_MAX);
	if (err == ERR_IO && errno == ENOENT)
		err = 0;
	else if (err)
		diag_add(d, 0, DIAG_ERROR, "cannot read %s: %s", path,
			 err == ERR_TOO_BIG ? "too large" : strerror(errno));
	/* the user's pairs: a found pair for the same stand-in would not count */
	struct lines ls;
	const char *s;
	size_t n;
	lines_init(&ls, old.buf, old.len);
	while (!err && lines_next(&ls, &s, &n)) {
		int32_t a, b;
		if (!written_by_us(s, n) && parse_line(s, n, &a, &b) == 0)
			err = pairs_add(&user, a, b);
	}
	if (!err)
		err = strbuf_addf(&out,
				  "%s the key of this book's scrambled chapters: STANDIN ORIGINAL.\n"
				  "%s %s\n"
				  "%s its lines end in a \"found\" comment; the others are yours:\n"
				  "%s they stay as you wrote them, and win.\n",
				  HEADER_MARK, HEADER_MARK, key->summary ? key->summary : "",
				  HEADER_MARK, HEADER_MARK);
	for (size_t i = 0; !err && i < key->n; i++) {
		const struct repair_key_pair *kp = &key->pairs[i];
		int mine = 0;
		for (size_t j = 0; j < user.n && !mine; j++)
			mine = user.v[j].standin == kp->standin;
		if (mine)
			continue;
		char a[5], b[5];
		a[utf8_encode(kp->standin, a)] = '\0';
		b[utf8_encode(kp->original, b)] = '\0';
		err = strbuf_addf(&out, "%s %s  %s read %zu of %zu times, %.0f nats, confidence %.2f\n",
				  a, b, FOUND_MARK, kp->count, kp->seen, kp->evidence,
				  kp->confidence);
	}
	lines_init(&ls, old.buf, old.len);
	while (!err && lines_next(&ls, &s, &n))
		if (!written_by_us(s, n)) {
			err = strbuf_add(&out, s, n);
			if (!err)
				err = strbuf_addch(&out, '\n');
		}
	if (!err) {
		err = atomic_write(path, out.buf, out.len);
		if (err)
			diag_add(d, 0, DIAG_ERROR, "cannot write %s: %s", path, strerror(errno));
	}
	free(user.v);
	strbuf_release(&old);
	strbuf_release(&out);
	return err;
}
