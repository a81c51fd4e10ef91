#include "audio/id3.h"
#include "audio/sink.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/utf8.h"

#include <stdio.h>
#include <string.h>

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
	char track[32] = "";
	if (meta->track > 0 && meta->track_total > 0)
		snprintf(track, sizeof(track), "%d/%d", meta->track, meta->track_total);
	else if (meta->track > 0)
		snprintf(track, sizeof(track), "%d", meta->track);
	int rc = add_text_frame(&frames, "TIT2", meta->title);
	rc = rc ? rc : add_text_frame(&frames, "TALB", meta->album);
	rc = rc ? rc : add_text_frame(&frames, "TPE1", meta->artist);
	rc = rc ? rc : add_text_frame(&frames, "TRCK", track);
	rc = rc ? rc : add_text_frame(&frames, "TSSE", "tingshu " TINGSHU_VERSION);
	rc = rc ? rc : add_picture_frame(&frames, meta->cover, meta->cover_len);
	static const char header[6] = { 'I', 'D', '3', 4, 0, 0 }; /* v2.4.0, no flags */
	if (!rc && (strbuf_add(out, header, 6) || add_syncsafe(out, frames.len) ||
		    strbuf_add(out, frames.buf, frames.len)))
		rc = ERR_NOMEM;
	strbuf_release(&frames);
	return rc;
}
