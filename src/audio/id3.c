#include "audio/id3.h"
#include "audio/sink_impl.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/tempfile.h"
#include "base/utf8.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int add_syncsafe(struct strbuf *out, size_t v)
{
	char b[4] = { (char)((v >> 21) & 0x7F), (char)((v >> 14) & 0x7F),
		      (char)((v >> 7) & 0x7F), (char)(v & 0x7F) };
	return strbuf_add(out, b, 4);
}

static int add_text_frame(struct strbuf *out, const char *id, const char *text)
{
	if (!text || !*text)
		return 0;
	size_t n = strlen(text);
	if (n > ID3_TEXT_MAX)
		n = utf8_valid_prefix(text, ID3_TEXT_MAX);
	else
		n = utf8_valid_prefix(text, n);
	static const char flags_and_utf8[3] = { 0, 0, 3 }; /* no flags; encoding 3 = UTF-8 */
	if (strbuf_add(out, id, 4) || add_syncsafe(out, n + 1) ||
	    strbuf_add(out, flags_and_utf8, 3) || strbuf_add(out, text, n))
		return ERR_NOMEM;
	return 0;
}

/* The front cover (picture type 3), its MIME type from its first bytes. */
static int add_picture_frame(struct strbuf *out, const unsigned char *img, size_t n)
{
	if (!img || n < 8)
		return 0;
	const char *mime = img[0] == 0xFF && img[1] == 0xD8 ? "image/jpeg"
			   : !memcmp(img, "\x89PNG", 4)      ? "image/png"
							      : NULL;
	if (!mime || n > ID3_PICTURE_MAX)
		return 0;
	/* encoding 0, MIME, NUL, picture type 3, empty description */
	size_t head = 1 + strlen(mime) + 1 + 1 + 1;
	static const char flags[2] = { 0, 0 };
	static const char type_and_description[2] = { 3, 0 };
	if (strbuf_add(out, "APIC", 4) || add_syncsafe(out, head + n) || strbuf_add(out, flags, 2) ||
	    strbuf_addch(out, 0) || strbuf_add(out, mime, strlen(mime) + 1) ||
	    strbuf_add(out, type_and_description, 2) || strbuf_add(out, img, n))
		return ERR_NOMEM;
	return 0;
}

int id3_build(struct strbuf *out, const struct sink_meta *meta)
{
	struct strbuf frames;
	strbuf_init(&frames);
	char track[SINK_TAG_SIZE], date[SINK_TAG_SIZE];
	sink_track_tag(meta, track);
	sink_date_tag(meta, date);
	int rc = add_text_frame(&frames, "TIT2", meta->title);
	rc = rc ? rc : add_text_frame(&frames, "TALB", meta->album);
	rc = rc ? rc : add_text_frame(&frames, "TPE1", meta->artist);
	rc = rc ? rc : add_text_frame(&frames, "TRCK", track);
	rc = rc ? rc : add_text_frame(&frames, "TDRC", date);
	rc = rc ? rc : add_text_frame(&frames, "TSSE", "tingshu " TINGSHU_VERSION);
	rc = rc ? rc : add_picture_frame(&frames, meta->cover, meta->cover_len);
	static const char header[6] = { 'I', 'D', '3', 4, 0, 0 }; /* v2.4.0, no flags */
	if (!rc && (strbuf_add(out, header, 6) || add_syncsafe(out, frames.len) ||
		    strbuf_add(out, frames.buf, frames.len)))
		rc = ERR_NOMEM;
	strbuf_release(&frames);
	return rc;
}

/* The length of the ID3v2 tag a file starts with (header, frames, footer),
 * 0 when it has none. */
static long tag_length(FILE *f)
{
	unsigned char h[10];
	if (fread(h, 1, sizeof(h), f) != sizeof(h) || memcmp(h, "ID3", 3) ||
	    ((h[6] | h[7] | h[8] | h[9]) & 0x80))
		return 0;
	long size = (long)h[6] << 21 | (long)h[7] << 14 | (long)h[8] << 7 | (long)h[9];
	return 10 + size + (h[5] & 0x10 ? 10 : 0);
}

static int copy_rest(FILE *from, FILE *to)
{
	char buf[65536];
	size_t n;
	while ((n = fread(buf, 1, sizeof(buf), from)) > 0)
		if (fwrite(buf, 1, n, to) != n)
			return ERR_IO;
	return ferror(from) ? ERR_IO : 0;
}

int id3_retag(const char *path, const struct sink_meta *meta)
{
	struct strbuf tag, tmp;
	strbuf_init(&tag);
	strbuf_init(&tmp);
	int rc = id3_build(&tag, meta);
	if (!rc)
		rc = tempfile_name(&tmp, path);
	if (!rc)
		rc = tempfile_register(tmp.buf);
	if (rc) {
		strbuf_release(&tag);
		strbuf_release(&tmp);
		return rc;
	}
	FILE *in = fopen(path, "rb"), *out = in ? fopen(tmp.buf, "wb") : NULL;
	long skip = in ? tag_length(in) : 0;
	rc = in && out ? 0 : ERR_IO;
	if (!rc && fseek(in, skip, SEEK_SET))
		rc = ERR_IO;
	if (!rc && fwrite(tag.buf, 1, tag.len, out) != tag.len)
		rc = ERR_IO;
	if (!rc)
		rc = copy_rest(in, out);
	if (!rc && (fflush(out) || fsync(fileno(out))))
		rc = ERR_IO;
	int saved = errno;
	if (out && fclose(out) && !rc) {
		rc = ERR_IO;
		saved = errno;
	}
	if (in)
		fclose(in);
	if (!rc && rename(tmp.buf, path)) {
		rc = ERR_IO;
		saved = errno;
	}
	if (rc && out)
		unlink(tmp.buf);
	tempfile_forget(tmp.buf);
	strbuf_release(&tag);
	strbuf_release(&tmp);
	errno = saved;
	return rc;
}
