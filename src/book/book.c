/* book.c - a book's folder: book.ini, its chapters, its files (book.h). */
#include "book/book.h"
#include "audio/id3.h"
#include "base/diag.h"
#include "base/dirlist.h"
#include "base/err.h"
#include "base/ini.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "segment/aside.h"
#include "text/split.h"
#include "text/text.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* A first line this short, with no sentence punctuation, is a title. */
#define TITLE_MAX_CHARS 40

char *book_join(const char *dir, const char *name)
{
	struct strbuf path;
	strbuf_init(&path);
	if (name[0] == '/' ? strbuf_adds(&path, name) : strbuf_addf(&path, "%s/%s", dir, name))
		return NULL;
	return strbuf_detach(&path, NULL);
}

char *book_file(const struct book *b, const char *name)
{
	return book_join(b->dir, name);
}

char *book_dir_of(const char *chapter)
{
	const char *slash = strrchr(chapter, '/');
	if (slash == chapter)
		return strdup("/");
	return slash ? strndup(chapter, (size_t)(slash - chapter)) : strdup(".");
}

/* The name of the folder dir (not of its path: "." is the current folder's). */
static char *folder_name(const char *dir)
{
	size_t n = strlen(dir);
	while (n > 1 && dir[n - 1] == '/')
		n--;
	size_t start = n;
	while (start > 0 && dir[start - 1] != '/')
		start--;
	const char *name = dir + start;
	size_t len = n - start;
	char here[PATH_MAX];
	/* . is the current folder, by its own name */
	if (len == 1 && *name == '.' && getcwd(here, sizeof(here))) {
		name = strrchr(here, '/') + 1;
		len = strlen(name);
	}
	if (!len || (len <= 2 && !strncmp(name, "..", len)))
		name = "book", len = 4;
	return strndup(name, len);
}

char *book_folder_name(const struct book *b)
{
	char *name = folder_name(b->dir);
	if (!name || strcmp(name, "chapters"))
		return name;
	free(name);
	/* the folder chapters/ is in is named after the book */
	size_t n = strlen(b->dir);
	while (n > 1 && b->dir[n - 1] == '/')
		n--; /* chapters/ */
	char *dir = strndup(b->dir, n);
	char *up = dir ? book_dir_of(dir) : NULL;
	name = up ? folder_name(up) : NULL;
	free(up);
	free(dir);
	return name;
}

char *book_name(const struct book *b)
{
	if (b->title && *b->title)
		return strdup(b->title);
	return book_folder_name(b);
}

int book_parse_speed(const char *s, double *speed)
{
	char *end;
	errno = 0;
	double v = strtod(s, &end);
	if (end == s || *end || errno || !(v >= BOOK_SPEED_MIN && v <= BOOK_SPEED_MAX))
		return ERR_SYNTAX;
	*speed = v;
	return 0;
}

int book_parse_m4b_codec(const char *s, enum m4b_codec *codec)
{
	if (strcmp(s, "aac") && strcmp(s, "mp3"))
		return ERR_SYNTAX;
	*codec = strcmp(s, "mp3") ? M4B_AAC : M4B_MP3;
	return 0;
}

/* ---- book.ini ---------------------------------------------------------- */

/* Every key of book.ini: a stage that keeps a per-book setting adds a row
 * (and a field to struct book or struct book_settings). */
enum key_kind { KEY_TEXT, KEY_PATH, KEY_FLAG, KEY_SPEED, KEY_WORKERS, KEY_CODEC };
static const struct book_key {
	const char *section, *name;
	enum key_kind kind;
	size_t offset; /* of the field in struct book */
} book_keys[] = {
	{ "book", "title", KEY_TEXT, offsetof(struct book, title) },
	{ "book", "author", KEY_TEXT, offsetof(struct book, author) },
	{ "book", "year", KEY_TEXT, offsetof(struct book, year) },
	{ "book", "cover", KEY_PATH, offsetof(struct book, cover) },
	{ "book", "m4b", KEY_FLAG, offsetof(struct book, m4b) },
	{ "book", "m4b_codec", KEY_CODEC, offsetof(struct book, m4b_codec) },
	{ "settings", "voices", KEY_PATH, offsetof(struct book, set.voices) },
	{ "settings", "output", KEY_PATH, offsetof(struct book, set.output) },
	{ "settings", "speed", KEY_SPEED, offsetof(struct book, set.speed) },
	{ "settings", "workers", KEY_WORKERS, offsetof(struct book, set.workers) },
	{ "settings", "read_all", KEY_FLAG, offsetof(struct book, set.read_all) },
};
#define N_KEYS (sizeof(book_keys) / sizeof(*book_keys))

struct book_parse {
	struct book *b;
	struct diag *d;
	int bad;
};

static int bad_line(struct book_parse *p, size_t line, const char *what, const char *value)
{
	p->bad = 1;
	return diag_add(p->d, line, DIAG_ERROR, "%s, not '%s'", what, value);
}

/* "[book] title, author, cover; [settings] voices, ..." from the table. */
static int unknown_key(struct book_parse *p, size_t line, const char *section, const char *key)
{
	struct strbuf known;
	strbuf_init(&known);
	int rc = 0;
	for (size_t i = 0; i < N_KEYS && !rc; i++) {
		int first = i == 0 || strcmp(book_keys[i - 1].section, book_keys[i].section);
		rc = first ? strbuf_addf(&known, "%s[%s] %s", i ? "; " : "", book_keys[i].section,
					 book_keys[i].name)
			   : strbuf_addf(&known, ", %s", book_keys[i].name);
	}
	if (!rc)
		rc = diag_add(p->d, line, DIAG_ERROR, "unknown key '%s'%s%s%s (expected %s)", key,
			      section ? " in [" : "", section ? section : "", section ? "]" : "",
			      known.buf);
	strbuf_release(&known);
	p->bad = 1;
	return rc;
}

/* yes or no (true, false, 1, 0). */
static int set_flag(struct book_parse *p, int *flag, const char *key, const char *value,
		    size_t line)
{
	if (!ini_bool(value, flag))
		return 0;
	p->bad = 1;
	return diag_add(p->d, line, DIAG_ERROR, "%s = %s: expected yes or no", key, value);
}

static int on_book_key(void *ctx, const char *section, const char *key, const char *value,
		       size_t line)
{
	struct book_parse *p = ctx;
	if (!key)
		return 0;
	const struct book_key *k = NULL;
	for (size_t i = 0; i < N_KEYS && !k; i++)
		if (section && !strcmp(section, book_keys[i].section) &&
		    !strcmp(key, book_keys[i].name))
			k = &book_keys[i];
	if (!k)
		return unknown_key(p, line, section, key);
	void *field = (char *)p->b + k->offset;
	int n;
	switch (k->kind) {
	case KEY_FLAG:
		return set_flag(p, field, key, value, line);
	case KEY_SPEED:
		if (book_parse_speed(value, field))
			return bad_line(p, line, "speed is a number from 0.5 to 3", value);
		return 0;
	case KEY_WORKERS:
		if (ini_int(value, 1, BOOK_WORKERS_MAX, &n))
			return bad_line(p, line, "workers is a number from 1 to 64", value);
		*(int *)field = n;
		return 0;
	case KEY_CODEC:
		if (book_parse_m4b_codec(value, field))
			return bad_line(p, line, "m4b_codec is aac or mp3", value);
		return 0;
	case KEY_TEXT:
	case KEY_PATH:
		break;
	}
	char **s = field;
	free(*s);
	*s = k->kind == KEY_PATH ? book_join(p->b->dir, value) : strdup(value);
	return *s ? 0 : ERR_NOMEM;
}

int book_is_chapter_name(const char *name)
{
	size_t n = strlen(name);
	return name[0] != '.' && n > 4 && !strcasecmp(name + n - 4, ".txt");
}

/* Where a chapter file named for its heading stands (楔子.txt before
 * 第一回.txt, 尾声.txt after 第十回.txt): its name's place, a heading's. */
static enum heading_place name_place(const char *name)
{
	struct split_heading h;
	if (split_heading(name, strlen(name) - strlen(".txt"), &h) != HEADING_CHAPTER)
		return PLACE_BODY;
	return h.place;
}

/* The chapters, sorted by name but for those named for their place in the
 * book, with their folder. */
static int list_chapters(struct book *b)
{
	char **names;
	size_t n;
	enum heading_place *places = NULL;
	int rc = dirlist_read(b->dir, book_is_chapter_name, &names, &n);
	if (!rc && n && (!(b->chapters = calloc(n, sizeof(*b->chapters))) ||
			 !(places = malloc(n * sizeof(*places)))))
		rc = ERR_NOMEM;
	for (size_t i = 0; !rc && i < n; i++)
		places[i] = name_place(names[i]); /* a parse a name, not one a place */
	for (int place = 0; place < PLACES; place++)
		for (size_t i = 0; !rc && i < n; i++)
			if (places[i] == (enum heading_place)place &&
			    !(b->chapters[b->n_chapters++] = book_join(b->dir, names[i])))
				rc = ERR_NOMEM;
	free(places);
	dirlist_free(names, n);
	return rc;
}

int book_open(struct book *b, const char *dir, struct diag *d)
{
	memset(b, 0, sizeof(*b));
	if (!(b->dir = strdup(dir)))
		return ERR_NOMEM;
	char *path = book_file(b, BOOK_INI);
	if (!path)
		return ERR_NOMEM;
	struct book_parse p = { .b = b, .d = d };
	const char *saved = diag_set_file(d, path);
	int rc = ini_parse_file(path, on_book_key, &p, d);
	if (rc == ERR_IO && errno == ENOENT)
		rc = 0;
	else if (rc == ERR_IO)
		diag_add(d, 0, DIAG_ERROR, "cannot read: %s", strerror(errno));
	if (!rc && p.bad)
		rc = ERR_SYNTAX;
	diag_set_file(d, saved);
	free(path);
	if (!rc)
		rc = list_chapters(b);
	if (rc) {
		int e = errno;
		book_release(b);
		errno = e;
	}
	return rc;
}

void book_release(struct book *b)
{
	free(b->dir);
	free(b->title);
	free(b->author);
	free(b->year);
	free(b->cover);
	free(b->cover_image);
	free(b->set.voices);
	free(b->set.output);
	for (size_t i = 0; i < b->n_chapters; i++)
		free(b->chapters[i]);
	book_tracks_release(b);
	free(b->chapters);
	memset(b, 0, sizeof(*b));
}

int book_load_cover(struct book *b, struct diag *d)
{
	if (!b->cover || b->cover_image)
		return 0;
	struct strbuf img;
	strbuf_init(&img);
	int rc = strbuf_read_path(&img, b->cover, ID3_PICTURE_MAX);
	const char *saved = diag_set_file(d, b->cover);
	if (rc == ERR_IO)
		rc = diag_add(d, 0, DIAG_WARNING, "cannot read the cover: %s: left out",
			      strerror(errno));
	else if (rc == ERR_TOO_BIG)
		rc = diag_add(d, 0, DIAG_WARNING, "the cover is over %zu MB: left out",
			      ID3_PICTURE_MAX >> 20);
	diag_set_file(d, saved);
	if (!rc && img.len) {
		b->cover_len = img.len;
		b->cover_image = (unsigned char *)strbuf_detach(&img, NULL);
	}
	strbuf_release(&img);
	return rc;
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

size_t book_track(const struct book *b, const char *chapter)
{
	/* by name: the same file given as chapters/x.txt or ./chapters/x.txt */
	const char *name = base_name(chapter);
	for (size_t i = 0; i < b->n_chapters; i++)
		if (!strcmp(base_name(b->chapters[i]), name))
			return i + 1;
	return 0;
}

void book_track_tag(const struct book *b, size_t at, int *track, int *total)
{
	*track = *total = 0;
	for (size_t i = 0; at && i < b->n_chapters; i++)
		if (!b->silent || !b->silent[i]) {
			*total += 1;
			*track += i < at;
		}
}

/* Whether buf[start, end) holds what is read aloud: a Han character, a
 * letter or a digit (punctuation alone makes no sound). */
static int says_something(const char *buf, size_t start, size_t end)
{
	size_t len;
	for (size_t i = start; i < end; i += len) {
		int32_t cp = utf8_at(buf, i, end, &len);
		if (utf8_is_han(cp) || (cp < 0x80 && isalnum(cp)) ||
		    (cp >= 0xFF10 && cp <= 0xFF5A && isalnum(cp - 0xFEE0)))
			return 1;
	}
	return 0;
}

/* Whether chapter text t has nothing to read aloud outside its asides a. */
static int is_silent(const struct text *t, const struct aside_list *a)
{
	size_t from = 0;
	int silent = 1;
	for (size_t k = 0; silent && k <= a->n; k++) {
		size_t to = k < a->n ? a->v[k].start : t->len;
		silent = to <= from || !says_something(t->buf, from, to);
		from = k < a->n && a->v[k].end > from ? a->v[k].end : from;
	}
	return silent;
}

/* ---- chapter titles ---------------------------------------------------- */

static int is_sentence_mark(int32_t cp)
{
	return cp == 0x3002 || cp == 0xFF01 || cp == 0xFF1F || cp == 0x201C || cp == 0x300C ||
	       cp == 0xFF0C || cp == '"';
}

/* The first line from pos with something on it: [*start, *end), trimmed. */
static size_t next_line(const struct text *t, size_t pos, size_t *start, size_t *end)
{
	size_t len;
	while (pos < t->len) {
		int32_t cp = utf8_decode(t->buf + pos, t->len - pos, &len);
		if (!utf8_is_space(cp))
			break;
		pos += len;
	}
	*start = *end = pos;
	while (pos < t->len && t->buf[pos] != '\n') {
		int32_t cp = utf8_decode(t->buf + pos, t->len - pos, &len);
		pos += len;
		if (!utf8_is_space(cp))
			*end = pos;
	}
	return pos;
}

static int is_short_title(const char *s, size_t n)
{
	size_t chars = 0, len;
	for (size_t i = 0; i < n; i += len)
		if (is_sentence_mark(utf8_decode(s + i, n - i, &len)) || ++chars > TITLE_MAX_CHARS)
			return 0;
	return 1;
}

/* Whether [start, end) is inside one of the asides (from *k on, in order). */
static int is_aside(const struct aside_list *a, size_t *k, size_t start, size_t end)
{
	while (*k < a->n && a->v[*k].end < end)
		(*k)++;
	return *k < a->n && a->v[*k].start <= start;
}

/* Adds s[0..n) to sb with each run of spaces (full-width too: 第2章　 入山)
 * as one ASCII space, none at the end, and the marks split_title_mark
 * names left out or spaced (【第2章】 入山, 第2章 ：入山).  0 or ERR_NOMEM. */
static int add_spaced(struct strbuf *sb, const char *s, size_t n)
{
	size_t k;
	int space = 0;
	for (size_t i = 0; i < n; i += k) {
		int32_t cp = utf8_at(s, i, n, &k);
		int mark = split_title_mark(s, n, i);
		if (mark == SPLIT_TITLE_DROP)
			continue;
		if (utf8_is_space(cp) || mark == SPLIT_TITLE_GAP) {
			space = 1;
			continue;
		}
		if ((space && sb->len && sb->buf[sb->len - 1] != ' ' && strbuf_addch(sb, ' ')) ||
		    strbuf_add(sb, s + i, k))
			return ERR_NOMEM;
		space = 0;
	}
	return 0;
}

/* book_chapter_title's, the chapter's asides a found. */
static char *title_of(const struct text *t, const struct aside_list *a, size_t *volume_len)
{
	*volume_len = 0;
	/* a site's header line is nobody's title: the first line that is said */
	size_t start, end, pos = next_line(t, 0, &start, &end), k = 0;
	while (pos < t->len && is_aside(a, &k, start, end))
		pos = next_line(t, pos, &start, &end);
	struct split_heading h, h2;
	size_t volume_start = start, volume_end = start;
	/* a volume's heading on a line of its own: the chapter's follows it, and
	 * the title is both (第二卷 社戏 第一章), as split names the file */
	if (split_heading(t->buf + start, end - start, &h) == HEADING_VOLUME) {
		size_t s2, e2;
		next_line(t, pos, &s2, &e2);
		if (split_heading(t->buf + s2, e2 - s2, &h2) == HEADING_CHAPTER) {
			volume_start = start + h.title, volume_end = end;
			start = s2, end = e2, pos = e2, h = h2;
		}
	}
	if (h.kind == HEADING_CHAPTER)
		start += h.title; /* without 正文 or VIP卷 */
	end = aside_cut_end(a, t->buf, start, end); /* nor （求月票） */
	/* a one-line file is a chapter, not a title */
	if (end == start || pos >= t->len || !is_short_title(t->buf + start, end - start))
		return NULL;
	struct strbuf title;
	strbuf_init(&title);
	if (volume_end > volume_start &&
	    (add_spaced(&title, t->buf + volume_start, volume_end - volume_start) ||
	     (*volume_len = title.len, strbuf_addch(&title, ' ')))) {
		strbuf_release(&title);
		return NULL;
	}
	if (add_spaced(&title, t->buf + start, end - start)) {
		strbuf_release(&title);
		return NULL;
	}
	return strbuf_detach(&title, NULL);
}

char *book_chapter_title(const struct text *t, size_t *volume_len)
{
	struct aside_list a;
	size_t unwanted;
	if (!volume_len)
		volume_len = &unwanted;
	*volume_len = 0;
	if (aside_find(t, &a))
		return NULL;
	char *title = title_of(t, &a, volume_len);
	aside_list_release(&a);
	return title;
}

/* Each chapter's track: whether it has one, its title's volume (see
 * book.h).  A chapter that does not load has its track and no title here
 * (its render says why, and batch counts it). */
int book_find_tracks(struct book *b, int read_all)
{
	size_t n = b->n_chapters;
	book_tracks_release(b);
	b->silent = calloc(n + 1, 1);
	b->title_volume = calloc(n + 1, sizeof(*b->title_volume));
	char **titles = calloc(n + 1, sizeof(*titles));
	/* volumes[i]: 1 + the chapter that opened chapter i's volume, whose
	 * title's first volume_len[] bytes name it; 0: none */
	size_t *volumes = calloc(n + 1, sizeof(*volumes)), volume = 0;
	size_t *volume_len = calloc(n + 1, sizeof(*volume_len));
	unsigned char *needed = malloc(n + 1);
	int rc = b->silent && b->title_volume && titles && volumes && volume_len && needed ?
			 0 : ERR_NOMEM;
	for (size_t i = 0; i < n && !rc; i++) {
		struct text t = { 0 };
		struct aside_list a, none = { 0 };
		/* the chapter's own warnings are its render's to give */
		rc = text_load(&t, b->chapters[i], NULL);
		if (rc) {
			rc = rc == ERR_NOMEM ? rc : 0;
			continue;
		}
		rc = aside_find(&t, &a);
		if (!rc) {
			b->silent[i] = (unsigned char)is_silent(&t, read_all ? &none : &a);
			titles[i] = title_of(&t, &a, &volume_len[i]);
			aside_list_release(&a);
		}
		text_release(&t);
		if (titles[i] && volume_len[i])
			volume = i + 1; /* the volume's first chapter, named with it */
		else
			volumes[i] = volume;
	}
	if (!rc)
		split_volume_needed((const char *const *)titles, volumes, n, needed);
	for (size_t i = 0; i < n && !rc; i++) {
		size_t at = volumes[i] - 1;
		if (needed[i] && !(b->title_volume[i] = strndup(titles[at], volume_len[at])))
			rc = ERR_NOMEM;
	}
	for (size_t i = 0; titles && i < n; i++)
		free(titles[i]);
	free(titles);
	free(volumes);
	free(volume_len);
	free(needed);
	return rc;
}

char *book_title_in_volume(const struct book *b, size_t at, char *title)
{
	const char *volume = at && b->title_volume ? b->title_volume[at - 1] : NULL;
	if (!title || !volume)
		return title;
	size_t n = strlen(volume);
	if (!strncmp(title, volume, n) && title[n] == ' ')
		return title;
	struct strbuf sb;
	strbuf_init(&sb);
	int rc = strbuf_addf(&sb, "%s %s", volume, title);
	free(title);
	if (rc) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb, NULL);
}

void book_tracks_release(struct book *b)
{
	for (size_t i = 0; b->title_volume && i < b->n_chapters; i++)
		free(b->title_volume[i]);
	free(b->title_volume);
	free(b->silent);
	b->title_volume = NULL;
	b->silent = NULL;
}

char *book_file_stem(const char *path)
{
	const char *base = base_name(path);
	const char *dot = strrchr(base, '.');
	return strndup(base, dot && dot != base ? (size_t)(dot - base) : strlen(base));
}
