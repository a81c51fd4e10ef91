/* book_ini.c - [book] keys the program writes into book.ini (split's title
 * and author), every line the user wrote kept as it was. */
#include "base/atomic.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "book/book.h"

#include <errno.h>
#include <string.h>

/* s[*b..*e) without ASCII blanks (and a BOM) at either end. */
static void trim(const char *s, size_t *b, size_t *e)
{
	if (*b == 0 && *e >= 3 && !memcmp(s, "\xef\xbb\xbf", 3))
		*b = 3;
	while (*b < *e && strchr(" \t\r", s[*b]))
		(*b)++;
	while (*e > *b && strchr(" \t\r", s[*e - 1]))
		(*e)--;
}

/* Whether the line s[b..e) (trimmed) is `key = ...`. */
static int is_key_line(const char *s, size_t b, size_t e, const char *key)
{
	const char *eq = memchr(s + b, '=', e - b);
	if (!eq)
		return 0;
	size_t kb = b, ke = (size_t)(eq - s);
	trim(s, &kb, &ke);
	return ke - kb == strlen(key) && !memcmp(s + kb, key, ke - kb);
}

/* The file with `key = value` in its [book] section: over the key's line
 * (*found set, and only if replace), after the section's last line, or in a
 * new section on top. */
static int edit(const struct strbuf *old, const char *key, const char *value, int replace,
		struct strbuf *out, int *found)
{
	const char *s = old->buf ? old->buf : "";
	size_t insert_at = (size_t)-1, next;
	int in_book = 0;
	*found = 0;
	for (size_t pos = 0; pos < old->len; pos = next) {
		const char *nl = memchr(s + pos, '\n', old->len - pos);
		size_t b = pos, e = nl ? (size_t)(nl - s) : old->len;
		next = nl ? e + 1 : e;
		trim(s, &b, &e);
		if (b < e && s[b] == '[') {
			size_t nb = b + 1, ne = e > nb && s[e - 1] == ']' ? e - 1 : e;
			trim(s, &nb, &ne);
			in_book = ne - nb == 4 && !memcmp(s + nb, "book", 4);
			if (in_book)
				insert_at = next;
		} else if (in_book && b < e && s[b] != '#' && s[b] != ';') {
			if (is_key_line(s, b, e, key)) {
				*found = 1;
				if (!replace)
					return 0;
				return strbuf_add(out, s, pos) || strbuf_addf(out, "%s = %s\n", key, value) ||
				       strbuf_add(out, s + next, old->len - next) ? ERR_NOMEM : 0;
			}
			insert_at = next;
		}
	}
	int rc;
	if (insert_at != (size_t)-1)
		rc = strbuf_add(out, s, insert_at) ||
		     (insert_at && s[insert_at - 1] != '\n' && strbuf_addch(out, '\n')) ||
		     strbuf_addf(out, "%s = %s\n", key, value) ||
		     strbuf_add(out, s + insert_at, old->len - insert_at);
	else
		rc = strbuf_addf(out, "[book]\n%s = %s\n%s", key, value, old->len ? "\n" : "") ||
		     strbuf_add(out, s, old->len);
	return rc ? ERR_NOMEM : 0;
}

int book_ini_set(const char *dir, const char *key, const char *value, int replace)
{
	struct strbuf path, old, out;
	strbuf_init(&path);
	strbuf_init(&old);
	strbuf_init(&out);
	int found = 0, rc = strbuf_addf(&path, "%s/book.ini", dir) ? ERR_NOMEM : 0;
	if (!rc && (rc = strbuf_read_path(&old, path.buf, 0)) == ERR_IO && errno == ENOENT)
		rc = 0;
	if (!rc)
		rc = edit(&old, key, value, replace, &out, &found);
	if (!rc && (!found || replace))
		rc = atomic_write(path.buf, out.buf ? out.buf : "", out.len);
	int saved = errno;
	strbuf_release(&path);
	strbuf_release(&old);
	strbuf_release(&out);
	errno = saved;
	return rc;
}
