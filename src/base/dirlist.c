/* dirlist.c - the names in a folder that a filter keeps, sorted (dirlist.h). */
#include "base/dirlist.h"
#include "base/err.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int dirlist_read(const char *dir, int (*keep)(const char *name), char ***names, size_t *n)
{
	*names = NULL;
	*n = 0;
	DIR *dh = opendir(dir);
	if (!dh)
		return ERR_IO;
	size_t alloc = 0;
	int rc = 0;
	struct dirent *e;
	while (!rc && (e = readdir(dh))) {
		if (!keep(e->d_name))
			continue;
		if (*n == alloc) {
			alloc = alloc ? 2 * alloc : 32;
			char **v = realloc(*names, alloc * sizeof(*v));
			if (!v) {
				rc = ERR_NOMEM;
				break;
			}
			*names = v;
		}
		if (!((*names)[*n] = strdup(e->d_name)))
			rc = ERR_NOMEM;
		else
			(*n)++;
	}
	closedir(dh);
	if (*n)
		qsort(*names, *n, sizeof(**names), compare_names);
	if (rc) {
		dirlist_free(*names, *n);
		*names = NULL;
		*n = 0;
	}
	return rc;
}

void dirlist_free(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}
