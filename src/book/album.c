/* album.c - a book's audio in its output folder (album.h). */
#include "book/album.h"
#include "audio/id3.h"
#include "audio/lrc.h"
#include "audio/sink.h"
#include "base/atomic.h"
#include "base/diag.h"
#include "base/dirlist.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "book/book.h"
#include "book/state.h"
#include "text/split.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define PLAYLIST_NAME_MAX 120

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* a->names from a->outputs.  0 or ERR_NOMEM. */
static int sort_output_names(struct album *a)
{
	a->names = calloc(a->book->n_chapters + 1, sizeof(*a->names));
	if (!a->names)
		return ERR_NOMEM;
	for (size_t i = 0; i < a->book->n_chapters; i++) {
		const char *out = a->outputs[i];
		const char *base = out ? strrchr(out, '/') : NULL;
		if (out)
			a->names[a->n_names++] = base ? base + 1 : out;
	}
	qsort(a->names, a->n_names, sizeof(*a->names), compare_names);
	return 0;
}

int album_open(struct album *a, const struct book *b, const char *dir)
{
	*a = (struct album){ .book = b, .dir = strdup(dir), .name = book_name(b) };
	a->outputs = calloc(b->n_chapters + 1, sizeof(*a->outputs));
	int rc = a->dir && a->name && a->outputs ? 0 : ERR_NOMEM;
	struct strbuf sb;
	strbuf_init(&sb);
	for (size_t i = 0; !rc && i < b->n_chapters; i++) {
		if (b->silent && b->silent[i])
			continue; /* nothing to read aloud: no track */
		char *stem = book_file_stem(b->chapters[i]);
		strbuf_reset(&sb);
		rc = stem && !strbuf_addf(&sb, "%s/%s.mp3", dir, stem) ? 0 : ERR_NOMEM;
		if (!rc && !(a->outputs[i] = strdup(sb.buf)))
			rc = ERR_NOMEM;
		free(stem);
	}
	strbuf_release(&sb);
	if (!rc)
		rc = sort_output_names(a);
	if (rc)
		album_release(a);
	return rc;
}

void album_release(struct album *a)
{
	for (size_t i = 0; a->outputs && i < a->book->n_chapters; i++)
		free(a->outputs[i]);
	free(a->outputs);
	free(a->names);
	free(a->dir);
	free(a->name);
	memset(a, 0, sizeof(*a));
}

void album_meta(const struct album *a, size_t i, const char *title, struct sink_meta *m)
{
	const struct book *b = a->book;
	int track, total;
	book_track_tag(b, i + 1, &track, &total);
	*m = (struct sink_meta){ .title = title, .album = a->name, .artist = b->author,
				 .year = b->year, .track = track, .track_total = total,
				 .cover = b->cover_image, .cover_len = b->cover_len };
}

int album_retag(const struct album *a, size_t *retagged, struct diag *d)
{
	*retagged = 0;
	int first = 0;
	for (size_t i = 0; i < a->book->n_chapters; i++) {
		struct out_state st;
		if (!a->outputs[i] || state_read(a->outputs[i], &st))
			continue;
		/* its title names its volume now: a chapter of the same heading
		 * came in another volume since it was rendered */
		st.title = book_title_in_volume(a->book, i + 1, st.title);
		struct sink_meta m;
		album_meta(a, i, st.title, &m);
		uint64_t tags = state_tags_hash(&m);
		int rc = st.title ? 0 : ERR_NOMEM;
		if (!rc && st.tags != tags && !access(a->outputs[i], F_OK)) {
			char *lrc = lrc_path_for(a->outputs[i]);
			rc = lrc ? id3_retag(a->outputs[i], &m) : ERR_NOMEM;
			if (!rc) /* the read-along file says the same */
				rc = lrc_retag(lrc, &m);
			free(lrc);
			st.tags = tags;
			if (!rc)
				rc = state_write(a->outputs[i], &st);
			if (!rc)
				(*retagged)++;
		}
		if (rc) {
			int saved = errno;
			const char *was = diag_set_file(d, a->outputs[i]);
			diag_add(d, 0, DIAG_ERROR, "cannot re-tag: %s",
				 rc == ERR_IO ? strerror(saved) : "out of memory");
			diag_set_file(d, was);
			first = first ? first : rc;
		}
		state_release(&st);
	}
	return first;
}

char *album_path(const struct album *a, const char *ext)
{
	char name[PLAYLIST_NAME_MAX + 1];
	split_safe_name(a->name, strlen(a->name), name, PLAYLIST_NAME_MAX);
	return album_path_of(a, name, ext);
}

char *album_path_of(const struct album *a, const char *stem, const char *ext)
{
	struct strbuf path;
	strbuf_init(&path);
	if (strbuf_addf(&path, "%s/%s.%s", a->dir, stem, ext))
		return NULL;
	return strbuf_detach(&path, NULL);
}

int album_write_playlist(const struct album *a, char **path)
{
	struct strbuf list;
	strbuf_init(&list);
	int rc = strbuf_adds(&list, "#EXTM3U\n");
	size_t tracks = 0;
	for (size_t i = 0; i < a->book->n_chapters && !rc; i++) {
		struct out_state st;
		if (!a->outputs[i] || access(a->outputs[i], F_OK) || state_read(a->outputs[i], &st))
			continue;
		const char *base = strrchr(a->outputs[i], '/');
		base = base ? base + 1 : a->outputs[i];
		/* a line that starts with # is a comment to every player */
		rc = strbuf_addf(&list, "#EXTINF:%.0f,%s\n%s%s\n", st.seconds, st.title,
				 *base == '#' ? "./" : "", base);
		state_release(&st);
		tracks++;
	}
	*path = rc ? NULL : album_path(a, "m3u8");
	if (!rc && !*path)
		rc = ERR_NOMEM;
	/* no track (every chapter failed): no playlist of nothing */
	if (!rc && !tracks && !access(*path, F_OK))
		rc = atomic_remove(*path);
	else if (!rc && tracks)
		rc = atomic_write(*path, list.buf, list.len);
	strbuf_release(&list);
	return rc;
}

#define PLAYLIST_EXT ".m3u8"

static int is_playlist(const char *name)
{
	return dirlist_ends_in(name, PLAYLIST_EXT);
}

/* A playlist of ours is a few hundred bytes a chapter. */
#define PLAYLIST_MAX (16u << 20)

/* Whether the playlist at path lists some of the album's outputs and nothing
 * else.  0 or 1; ERR_NOMEM. */
static int lists_only_ours(const struct album *a, const char *path)
{
	struct strbuf list;
	strbuf_init(&list);
	int rc = strbuf_read_path(&list, path, PLAYLIST_MAX), ours = 0;
	if (rc) {
		strbuf_release(&list);
		return rc == ERR_NOMEM ? rc : 0; /* gone or unreadable: not ours to judge */
	}
	for (char *line = list.buf, *next; line < list.buf + list.len; line = next) {
		char *nl = memchr(line, '\n', (size_t)(list.buf + list.len - line));
		next = nl ? nl + 1 : list.buf + list.len;
		if (nl)
			*nl = '\0';
		if (*line == '#' || !*line)
			continue;
		if (!strncmp(line, "./", 2))
			line += 2;
		ours = album_is_chapter_output(a, line);
		if (!ours)
			break;
	}
	strbuf_release(&list);
	return ours;
}

int album_old_playlists(const struct album *a, char ***names, size_t *n)
{
	*names = NULL;
	*n = 0;
	char *own = album_path(a, "m3u8");
	if (!own)
		return ERR_NOMEM;
	int rc = dirlist_read(a->dir, is_playlist, names, n);
	const char *own_name = strrchr(own, '/') + 1;
	size_t kept = 0;
	struct strbuf path;
	strbuf_init(&path);
	for (size_t i = 0; i < *n; i++) {
		char *name = (*names)[i];
		int ours = 0;
		strbuf_reset(&path);
		if (!rc && strcmp(name, own_name))
			rc = strbuf_addf(&path, "%s/%s", a->dir, name);
		if (!rc && path.len)
			ours = lists_only_ours(a, path.buf);
		if (ours < 0)
			rc = ours;
		if (ours == 1) {
			name[strlen(name) - strlen(PLAYLIST_EXT)] = '\0';
			(*names)[kept++] = name;
		} else
			free(name);
	}
	*n = kept;
	strbuf_release(&path);
	free(own);
	if (rc) {
		dirlist_free(*names, *n);
		*names = NULL;
		*n = 0;
	}
	return rc;
}

#define STATE_OF_MP3 ".mp3.state"

static int is_mp3_state(const char *name)
{
	return dirlist_ends_in(name, STATE_OF_MP3);
}

int album_is_chapter_output(const struct album *a, const char *mp3)
{
	return bsearch(&mp3, a->names, a->n_names, sizeof(*a->names), compare_names) != NULL;
}

int album_strays(const struct album *a, char ***names, size_t *n)
{
	int rc = dirlist_read(a->dir, is_mp3_state, names, n);
	size_t kept = 0;
	for (size_t i = 0; i < *n; i++) {
		char *mp3 = (*names)[i];
		mp3[strlen(mp3) - strlen(".state")] = '\0';
		struct strbuf path; /* a state left without its MP3 is no track */
		strbuf_init(&path);
		if (!rc)
			rc = strbuf_addf(&path, "%s/%s", a->dir, mp3);
		if (rc || access(path.buf, F_OK) || album_is_chapter_output(a, mp3))
			free(mp3);
		else
			(*names)[kept++] = mp3;
		strbuf_release(&path);
	}
	*n = kept;
	if (rc) {
		dirlist_free(*names, *n);
		*names = NULL;
		*n = 0;
	}
	return rc;
}
