#include "base/err.h"
#include "base/strbuf.h"
#include "cli.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int is_chapter_name(const char *name)
{
	size_t n = strlen(name);
	return name[0] != '.' && n > 4 && !strcmp(name + n - 4, ".txt");
}

int chapter_list_add(struct chapter_list *l, const char *path)
{
	char **p = realloc(l->paths, (l->n + 1) * sizeof(*p));
	if (!p)
		return ERR_NOMEM;
	l->paths = p;
	if (!(p[l->n] = strdup(path)))
		return ERR_NOMEM;
	l->n++;
	return 0;
}

static int compare_paths(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int chapter_list_dir(struct chapter_list *l, const char *dir)
{
	DIR *dh = opendir(dir);
	if (!dh)
		return ERR_IO;
	struct dirent *e;
	int rc = 0;
	size_t first = l->n;
	struct strbuf path;
	strbuf_init(&path);
	while (!rc && (e = readdir(dh))) {
		if (!is_chapter_name(e->d_name))
			continue;
		strbuf_reset(&path);
		rc = strbuf_addf(&path, "%s/%s", dir, e->d_name);
		if (!rc)
			rc = chapter_list_add(l, path.buf);
	}
	closedir(dh);
	strbuf_release(&path);
	/* paths is NULL when no chapter was found: qsort must not see it */
	if (l->n > first)
		qsort(l->paths + first, l->n - first, sizeof(*l->paths), compare_paths);
	return rc;
}

void chapter_list_release(struct chapter_list *l)
{
	for (size_t i = 0; i < l->n; i++)
		free(l->paths[i]);
	free(l->paths);
	l->paths = NULL;
	l->n = 0;
}

void chapter_track(const char *path, int *track, int *total)
{
	*track = *total = 0;
	const char *slash = strrchr(path, '/');
	char *dir = slash ? strndup(path, (size_t)(slash - path)) : strdup(".");
	struct chapter_list l = { 0 };
	if (dir && !chapter_list_dir(&l, dir)) {
		const char *base = slash ? slash + 1 : path;
		for (size_t i = 0; i < l.n; i++) {
			const char *b = strrchr(l.paths[i], '/') + 1;
			if (!strcmp(b, base))
				*track = (int)i + 1;
		}
		if (*track)
			*total = (int)l.n;
	}
	chapter_list_release(&l);
	free(dir);
}

char *chapter_dir(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? strndup(path, (size_t)(slash - path)) : strdup(".");
}

char *chapter_out_path(const char *in_path, const char *out_dir, const char *ext)
{
	const char *base = strrchr(in_path, '/');
	base = base ? base + 1 : in_path;
	const char *dot = strrchr(base, '.');
	size_t stem = dot && dot != base ? (size_t)(dot - base) : strlen(base);
	struct strbuf sb;
	strbuf_init(&sb);
	if (strbuf_addf(&sb, "%s/%.*s.%s", out_dir, (int)stem, base, ext))
		return NULL;
	return strbuf_detach(&sb, NULL);
}

int make_dirs(const char *dir)
{
	char *p = strdup(dir);
	if (!p)
		return ERR_NOMEM;
	int rc = 0;
	for (char *s = p + 1; !rc; s++) {
		int end = *s == '\0';
		if (*s == '/' || end) {
			*s = '\0';
			if (mkdir(p, 0777) && errno != EEXIST)
				rc = ERR_IO;
			if (end)
				break;
			*s = '/';
		}
	}
	free(p);
	return rc;
}

int chapter_list_args(struct chapter_list *l, int argc, char **argv)
{
	if (argc == 0) {
		if (chapter_list_dir(l, "chapters") == 0)
			return 0;
		cli_report("chapters", ERR_IO);
		return -1;
	}
	for (int i = 0; i < argc; i++) {
		int rc = chapter_list_dir(l, argv[i]);
		if (rc && errno == ENOTDIR)
			rc = chapter_list_add(l, argv[i]);
		if (rc) {
			cli_report(argv[i], rc);
			return -1;
		}
	}
	return 0;
}
