/* fuzz_replay.h - every file of a folder handed to a function, for the unit
 * tests that replay fuzzer inputs. */
#ifndef TINGSHU_FUZZ_REPLAY_H
#define TINGSHU_FUZZ_REPLAY_H

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*fuzz_replay_fn)(const char *path, const unsigned char *data, size_t n);

static unsigned char *fuzz_read_file(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	unsigned char *buf = NULL;
	size_t len = 0, alloc = 0, got;
	do {
		if (alloc - len < 65536) {
			unsigned char *p = realloc(buf, alloc += 65536);
			if (!p)
				break;
			buf = p;
		}
		got = fread(buf + len, 1, alloc - len, f);
		len += got;
	} while (got);
	fclose(f);
	*n = len;
	return buf;
}

/* Calls fn on each regular file of dir but README*; returns how many. */
static size_t fuzz_replay_dir(const char *dir, fuzz_replay_fn fn)
{
	DIR *dh = opendir(dir);
	if (!dh)
		return 0;
	size_t count = 0;
	struct dirent *e;
	while ((e = readdir(dh))) {
		if (e->d_name[0] == '.' || !strncmp(e->d_name, "README", 6))
			continue;
		size_t plen = strlen(dir) + strlen(e->d_name) + 2;
		char *path = malloc(plen);
		if (!path)
			break;
		snprintf(path, plen, "%s/%s", dir, e->d_name);
		size_t n = 0;
		unsigned char *data = fuzz_read_file(path, &n);
		if (data || n == 0) {
			fn(path, data ? data : (const unsigned char *)"", n);
			count++;
		}
		free(data);
		free(path);
	}
	closedir(dh);
	return count;
}

#endif
