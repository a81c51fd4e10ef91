/* screened.c - clean verdicts of the cipher screen, remembered (screened.h). */
#include "book/screened.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* A verdict is 17 bytes; past this many the file starts over rather than
 * grow without end (tens of thousands of books). */
#define SCREENED_MAX_BYTES (1L << 20)

/* The cache file's path (malloc'd), its folder made when make_dir; NULL
 * without a home. */
static char *cache_path(int make_dir)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	char dir[4096];
	int n;
	if (xdg && xdg[0] == '/')
		n = snprintf(dir, sizeof(dir), "%s/tingshu", xdg);
	else if (home && home[0])
		n = snprintf(dir, sizeof(dir), "%s/.cache/tingshu", home);
	else
		return NULL;
	if (n < 0 || (size_t)n >= sizeof(dir))
		return NULL;
	if (make_dir) {
		/* ~/.cache first, then its tingshu folder */
		char *slash = strrchr(dir, '/');
		*slash = '\0';
		mkdir(dir, 0700);
		*slash = '/';
		mkdir(dir, 0700);
	}
	size_t len = (size_t)n + sizeof("/screened");
	char *path = malloc(len);
	if (path)
		snprintf(path, len, "%s/screened", dir);
	return path;
}

int screened_clean(uint64_t h)
{
	char *path = cache_path(0);
	FILE *f = path ? fopen(path, "r") : NULL;
	free(path);
	if (!f)
		return 0;
	char want[24], line[64];
	snprintf(want, sizeof(want), "%016" PRIx64 "\n", h);
	int found = 0;
	while (!found && fgets(line, sizeof(line), f))
		found = !strcmp(line, want);
	fclose(f);
	return found;
}

void screened_remember(uint64_t h)
{
	char *path = cache_path(1);
	if (!path)
		return;
	struct stat st;
	FILE *f = fopen(path, !stat(path, &st) && st.st_size > SCREENED_MAX_BYTES ? "w" : "a");
	free(path);
	if (!f)
		return;
	/* one short append: runs in parallel interleave whole lines */
	fprintf(f, "%016" PRIx64 "\n", h);
	fclose(f);
}
