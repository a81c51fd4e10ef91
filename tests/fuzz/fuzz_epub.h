/* fuzz_epub.h - any bytes as an EPUB, with the promises of text/epub.h
 * checked: a book is read into chapters of valid UTF-8 text, or refused with
 * its reason in the diagnostics.
 *
 * Bytes that start with "PK" are the archive itself (libzip's reading of
 * junk).  Other bytes are the EPUB's files, NUL-separated, in the order of
 * fuzz_epub_names (the last, an image, takes the rest), stored in a ZIP made here with the right sizes and CRCs,
 * so that mutations reach the XML rather than dying on a checksum.
 *
 * Shared by the libFuzzer target (fuzz_epub.c) and the unit test that
 * replays its seeds (tests/unit/text/test_robust_epub.c): the includer passes
 * a function that aborts or counts. */
#ifndef TINGSHU_FUZZ_EPUB_H
#define TINGSHU_FUZZ_EPUB_H

#include "base/diag.h"
#include "base/err.h"
#include "base/utf8.h"
#include "text/epub.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const fuzz_epub_names[] = {
	"META-INF/container.xml", "OEBPS/content.opf", "OEBPS/nav.xhtml", "OEBPS/toc.ncx",
	"OEBPS/Text/ch1.xhtml",   "OEBPS/Text/ch2.xhtml", "OEBPS/Images/cover.png",
};
#define FUZZ_EPUB_PARTS (sizeof(fuzz_epub_names) / sizeof(*fuzz_epub_names))

static uint32_t fuzz_crc32(const unsigned char *p, size_t n)
{
	uint32_t c = 0xFFFFFFFFu;
	for (size_t i = 0; i < n; i++) {
		c ^= p[i];
		for (int k = 0; k < 8; k++)
			c = c >> 1 ^ (0xEDB88320u & -(c & 1));
	}
	return ~c;
}

static void fuzz_le(FILE *f, uint32_t v, int bytes)
{
	for (int i = 0; i < bytes; i++)
		fputc((int)(v >> (8 * i) & 0xFF), f);
}

/* A local header or central directory entry of a stored file. */
static void fuzz_zip_header(FILE *f, int central, const char *name, const void *data,
			    size_t n, uint32_t offset)
{
	size_t len = strlen(name);
	fuzz_le(f, central ? 0x02014b50 : 0x04034b50, 4);
	if (central)
		fuzz_le(f, 20, 2); /* made by */
	fuzz_le(f, 20, 2);         /* needed */
	fuzz_le(f, 0x800, 2);      /* names in UTF-8 */
	fuzz_le(f, 0, 2);          /* stored */
	fuzz_le(f, 0, 4);          /* time, date */
	fuzz_le(f, fuzz_crc32(data, n), 4);
	fuzz_le(f, (uint32_t)n, 4);
	fuzz_le(f, (uint32_t)n, 4);
	fuzz_le(f, (uint32_t)len, 2);
	fuzz_le(f, 0, 2); /* extra */
	if (central) {
		fuzz_le(f, 0, 2); /* comment */
		fuzz_le(f, 0, 2); /* disk */
		fuzz_le(f, 0, 2); /* internal attributes */
		fuzz_le(f, 0, 4); /* external attributes */
		fuzz_le(f, offset, 4);
	}
	fwrite(name, 1, len, f);
}

/* The parts of data as a stored ZIP in f, "mimetype" first. */
static void fuzz_epub_zip(FILE *f, const unsigned char *data, size_t size)
{
	const char *names[FUZZ_EPUB_PARTS + 1] = { "mimetype" };
	const unsigned char *parts[FUZZ_EPUB_PARTS + 1] = { (const unsigned char *)"application/epub+zip" };
	size_t lens[FUZZ_EPUB_PARTS + 1] = { 20 }, n = 1;
	uint32_t offsets[FUZZ_EPUB_PARTS + 1];
	for (size_t pos = 0; pos <= size && n <= FUZZ_EPUB_PARTS; n++) {
		/* the last part, the cover image, is the rest: it has NULs of its own */
		const unsigned char *nul = n == FUZZ_EPUB_PARTS ? NULL : memchr(data + pos, 0, size - pos);
		size_t end = nul ? (size_t)(nul - data) : size;
		names[n] = fuzz_epub_names[n - 1];
		parts[n] = data + pos;
		lens[n] = end - pos;
		pos = end + 1;
		if (!nul)
			pos = size + 1;
	}
	for (size_t i = 0; i < n; i++) {
		offsets[i] = (uint32_t)ftell(f);
		fuzz_zip_header(f, 0, names[i], parts[i], lens[i], 0);
		fwrite(parts[i], 1, lens[i], f);
	}
	uint32_t central = (uint32_t)ftell(f);
	for (size_t i = 0; i < n; i++)
		fuzz_zip_header(f, 1, names[i], parts[i], lens[i], offsets[i]);
	uint32_t end = (uint32_t)ftell(f);
	fuzz_le(f, 0x06054b50, 4);
	fuzz_le(f, 0, 4); /* disks */
	fuzz_le(f, (uint32_t)n, 2);
	fuzz_le(f, (uint32_t)n, 2);
	fuzz_le(f, end - central, 4);
	fuzz_le(f, central, 4);
	fuzz_le(f, 0, 2);
}

static char fuzz_epub_path[] = "/tmp/fuzz_epub_XXXXXX";

static void fuzz_epub_cleanup(void)
{
	unlink(fuzz_epub_path);
}

/* Reads the input as an EPUB; each broken promise goes to fail. */
static void fuzz_epub_one(const unsigned char *data, size_t size,
			  void (*fail)(const char *what, const char *detail))
{
	static int fd = -1;
	const char *path = fuzz_epub_path;
	if (fd < 0) {
		if ((fd = mkstemp(fuzz_epub_path)) < 0)
			return fail("setup", "cannot make a temp file");
		atexit(fuzz_epub_cleanup);
	}
	FILE *f = fopen(path, "wb");
	if (!f)
		return fail("setup", "cannot write the temp file");
	if (size >= 2 && !memcmp(data, "PK", 2))
		fwrite(data, 1, size, f);
	else
		fuzz_epub_zip(f, data, size);
	fclose(f);

	struct epub_book b;
	struct diag d;
	diag_init(&d);
	int rc = epub_read(&b, path, &d);
	if ((rc == ERR_SYNTAX || rc == ERR_TOO_BIG || rc == ERR_EMPTY) && !diag_count(&d, DIAG_ERROR))
		fail("epub_read", "refused without saying why");
	if (rc && rc != ERR_SYNTAX && rc != ERR_TOO_BIG && rc != ERR_EMPTY && rc != ERR_NOMEM)
		fail("epub_read", err_str(rc));
	if (!rc && !b.n)
		fail("epub_read", "a book without chapters");
	for (size_t i = 0; !rc && i < b.n; i++) {
		const struct epub_chapter *c = &b.v[i];
		if (!c->len || c->text[c->len - 1] != '\n' || strlen(c->text) != c->len)
			fail("chapter", "empty, not ending in a line end, or with a NUL");
		if (utf8_valid_prefix(c->text, c->len) != c->len)
			fail("chapter", "text that is not UTF-8");
		if (strstr(c->text, "\n\n\n") || c->text[0] == '\n')
			fail("chapter", "more than one blank line");
		if (c->title && (!*c->title || strchr(c->title, '\n')))
			fail("chapter", "a title that is not one line");
	}
	if (!rc && !b.cover != !b.cover_ext)
		fail("cover", "an image without its type, or a type without an image");
	if (!rc)
		epub_release(&b);
	diag_release(&d);
}

#endif
