/* fuzz_config.c - libFuzzer target: any bytes as a config file (cast.ini,
 * an INI preset, a chapter's corrections), as tag text (ID3), as a
 * chapter's first line (its title) and as a whole book to split (its
 * chapters, its header's title and author).  Checks the bounds those promise; built and run by `make fuzz`. */
#include "audio/id3.h"
#include "audio/sink.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/ini.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "book/book.h"
#include "segment/seg.h"
#include "speaker/cast.h"
#include "speaker/correction.h"
#include "text/header.h"
#include "text/split.h"
#include "text/text.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail(const char *what)
{
	fprintf(stderr, "fuzz_config: %s\n", what);
	abort();
}

static int on_key(void *ctx, const char *section, const char *key, const char *value,
		  size_t line)
{
	size_t *lines = ctx;
	if (line == 0 || line > *lines)
		fail("ini: a line number outside the file");
	(void)section;
	(void)key;
	if (value) {
		char **list;
		int n = ini_split_list(value, &list);
		if (n >= 0) {
			for (int i = 0; i < n; i++)
				if (!list[i][0])
					fail("ini_split_list: an empty item");
			ini_list_free(list);
		}
		int v;
		ini_int(value, -5, 5, &v);
	}
	return 0;
}

/* Every text frame's size is within ID3_TEXT_MAX and the tag's sizes add up. */
static void check_tag(const struct strbuf *tag)
{
	if (tag->len < 10 || memcmp(tag->buf, "ID3", 3))
		fail("id3: no header");
	const unsigned char *b = (const unsigned char *)tag->buf;
	size_t body = (size_t)b[6] << 21 | (size_t)b[7] << 14 | (size_t)b[8] << 7 | b[9];
	if (body + 10 != tag->len)
		fail("id3: the header's size is not the tag's");
	for (size_t i = 10; i < tag->len;) {
		if (i + 10 > tag->len)
			fail("id3: a frame header cut short");
		size_t n = (size_t)b[i + 4] << 21 | (size_t)b[i + 5] << 14 |
			   (size_t)b[i + 6] << 7 | b[i + 7];
		if ((b[i + 4] | b[i + 5] | b[i + 6] | b[i + 7]) & 0x80)
			fail("id3: a size that is not syncsafe");
		if (n > ID3_TEXT_MAX + 1 || i + 10 + n > tag->len)
			fail("id3: a frame longer than ID3_TEXT_MAX or than the tag");
		if (utf8_valid_prefix(tag->buf + i + 11, n - 1) != n - 1)
			fail("id3: frame text that is not UTF-8");
		i += 10 + n;
	}
}

/* The input as a chapter's corrections: problems on its lines, and only
 * cast members or SPEAKER_* given to the quotes. */
static void check_corrections(const char *s, size_t size, size_t lines)
{
	static const char chapter[] = "王朴道：“你去吧。”\n\n“我去。”\n\n“谁？”“是我。”\n";
	static const char ini[] = "[王朴]\naliases = 王二\n[兰绮云]\n";
	struct text t = { .buf = (char *)chapter, .len = sizeof(chapter) - 1, .name = "fuzz" };
	struct cast c;
	struct seg_list l;
	struct diag d;
	cast_init(&c);
	seg_list_init(&l);
	diag_init(&d);
	if (!cast_parse(&c, ini, sizeof(ini) - 1, NULL) && !segment_split(&t, &l, NULL)) {
		correction_apply_buf(s, size, &t, &l, &c, &d);
		for (size_t i = 0; i < d.n; i++)
			if (d.v[i].line == 0 || d.v[i].line > lines)
				fail("corrections: a problem reported outside the file");
		for (size_t i = 0; i < l.n; i++)
			if (l.v[i].speaker >= (int)c.n || l.v[i].speaker < SPEAKER_CROWD)
				fail("corrections: a speaker that is no one");
	}
	diag_release(&d);
	seg_list_release(&l);
	cast_release(&c);
}

/* The chapters tile the book, each title inside its chapter; the header's
 * names are one line of the text each. */
static void check_split(const struct text *t)
{
	struct split_list l;
	if (split_book(t, &l))
		return;
	size_t at = 0;
	for (size_t i = 0; i < l.n; i++) {
		const struct split_chapter *c = &l.v[i];
		if (c->start != at || c->end < c->start)
			fail("split_book: chapters that do not tile the book");
		if (c->title_end > c->title_start && (c->title_start < c->start || c->title_end > c->end))
			fail("split_book: a title outside its chapter");
		at = c->end;
	}
	if (l.n && at != t->len)
		fail("split_book: the last chapter does not reach the end");
	struct header_info h;
	if (l.n && !header_read(t, l.v[0].end, &h)) {
		if ((h.title && (!*h.title || strchr(h.title, '\n') || strlen(h.title) > t->len)) ||
		    (h.author && (!*h.author || strchr(h.author, '\n') || strlen(h.author) > t->len)))
			fail("header_read: a name that is not part of one line");
		header_info_release(&h);
	}
	split_list_release(&l);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data;
	struct diag d;
	diag_init(&d);
	struct cast c;
	cast_init(&c);
	cast_parse(&c, s, size, &d);
	for (size_t i = 0; i < d.n; i++)
		if (d.v[i].line > size + 1)
			fail("cast: a problem reported past the last line");
	cast_release(&c);
	diag_release(&d);

	size_t lines = 1;
	for (size_t i = 0; i < size; i++)
		lines += s[i] == '\n';
	ini_parse(s, size, on_key, &lines, NULL);

	check_corrections(s, size, lines);

	/* the input as tag text: NUL-terminated, cut anywhere */
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, s, size);
	text[size] = '\0';
	struct sink_meta meta = { .title = text, .album = text + size / 2,
				  .artist = text + size / 3, .track = (int)size,
				  .track_total = -(int)size };
	struct strbuf tag;
	strbuf_init(&tag);
	if (id3_build(&tag, &meta) == 0)
		check_tag(&tag);
	strbuf_release(&tag);

	struct text t = { .buf = text, .len = strlen(text) };
	size_t volume_len;
	char *title = book_chapter_title(&t, &volume_len);
	if (title && (strlen(title) > t.len || strchr(title, '\n') || volume_len > strlen(title)))
		fail("book_chapter_title: a title that is not one line of the text, or its volume "
		     "longer than it");
	free(title);
	check_split(&t);
	free(text);
	return 0;
}
