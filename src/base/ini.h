/* ini.h - the INI dialect of the voice presets, cast.ini and book.ini:
 * `[section]`, `key = value`, `#` or `;` comments, UTF-8, CRLF tolerated. */
#ifndef TINGSHU_INI_H
#define TINGSHU_INI_H

#include <stddef.h>

struct diag;

/* Called for every section header (key == NULL) and every key.  Strings are
 * trimmed and NUL-terminated; they live until the call returns.  A non-zero
 * return stops the parse and is returned by ini_parse_file; a callback that
 * rejects a value reports it itself with diag_add(d, line, ...). */
typedef int (*ini_fn)(void *ctx, const char *section, const char *key, const char *value,
		      size_t line);

/* Returns 0, the callback's code, ERR_IO (errno set) or ERR_SYNTAX with each
 * bad line reported in d. */
int ini_parse_file(const char *path, ini_fn fn, void *ctx, struct diag *d);
int ini_parse(const char *buf, size_t len, ini_fn fn, void *ctx, struct diag *d);

/* `a, b，c、d` split into trimmed, non-empty items.  *out is a NULL-terminated
 * array the caller frees with ini_list_free.  Returns the count or ERR_NOMEM. */
int ini_split_list(const char *value, char ***out);
void ini_list_free(char **list);
/* An integer in [min, max]; returns 0 or ERR_SYNTAX. */
int ini_int(const char *value, int min, int max, int *out);
/* yes/no, true/false, on/off, 1/0 (any case); returns 0 or ERR_SYNTAX. */
int ini_bool(const char *value, int *out);

#endif
