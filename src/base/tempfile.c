#include "base/tempfile.h"
#include "base/err.h"
#include "base/strbuf.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A process writes one output at a time (plus a sidecar or two). */
#define TEMPFILE_SLOTS 8

static char *volatile slots[TEMPFILE_SLOTS];

int tempfile_name(struct strbuf *out, const char *path)
{
	return strbuf_addf(out, "%s.%ld.tmp", path, (long)getpid());
}

long tempfile_owner(const char *name)
{
	size_t n = strlen(name);
	if (n < 6 || strcmp(name + n - 4, ".tmp"))
		return 0;
	const char *end = name + n - 4, *p = end;
	while (p > name && p[-1] >= '0' && p[-1] <= '9')
		p--;
	if (p == end || p == name || p[-1] != '.' || end - p > 9)
		return 0;
	return strtol(p, NULL, 10);
}

int tempfile_register(const char *path)
{
	for (int i = 0; i < TEMPFILE_SLOTS; i++)
		if (!slots[i]) {
			char *copy = strdup(path);
			if (!copy)
				return ERR_NOMEM;
			slots[i] = copy;
			return 0;
		}
	return ERR_TOO_BIG;
}

void tempfile_forget(const char *path)
{
	for (int i = 0; i < TEMPFILE_SLOTS; i++)
		if (slots[i] && !strcmp(slots[i], path)) {
			char *p = slots[i];
			slots[i] = NULL;
			free(p);
		}
}

void tempfile_remove_all(void)
{
	for (int i = 0; i < TEMPFILE_SLOTS; i++)
		if (slots[i])
			unlink(slots[i]);
}
