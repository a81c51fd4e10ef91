#include "base/diag.h"
#include "base/err.h"
#include "base/grow.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void diag_init(struct diag *d)
{
	d->v = NULL;
	d->n = d->alloc = 0;
	d->file = NULL;
}

void diag_release(struct diag *d)
{
	for (size_t i = 0; i < d->n; i++) {
		free(d->v[i].file);
		free(d->v[i].msg);
	}
	free(d->v);
	diag_init(d);
}

int diag_add(struct diag *d, size_t line, enum diag_level level, const char *fmt, ...)
{
	if (!d)
		return 0;
	if (grow_for_one(&d->v, d->n, &d->alloc, sizeof(*d->v), 8))
		return ERR_NOMEM;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *msg = n < 0 ? NULL : malloc((size_t)n + 1);
	char *file = d->file ? strdup(d->file) : NULL;
	if (!msg || (d->file && !file)) {
		free(msg);
		free(file);
		return ERR_NOMEM;
	}
	va_start(ap, fmt);
	vsnprintf(msg, (size_t)n + 1, fmt, ap);
	va_end(ap);
	d->v[d->n++] = (struct diag_item){ .file = file, .line = line, .level = level, .msg = msg };
	return 0;
}

size_t diag_count(const struct diag *d, enum diag_level level)
{
	size_t c = 0;
	for (size_t i = 0; i < d->n; i++)
		c += d->v[i].level == level;
	return c;
}

const char *diag_set_file(struct diag *d, const char *file)
{
	if (!d)
		return NULL;
	const char *before = d->file;
	d->file = file;
	return before;
}
