/* id3.h - an ID3v2.4 tag with UTF-8 text frames, for MP3 files. */
#ifndef TINGSHU_ID3_H
#define TINGSHU_ID3_H

struct strbuf;
struct sink_meta;

/* Longest text a frame keeps, in bytes (cut at a character boundary). */
#define ID3_TEXT_MAX 1024
/* Largest cover kept: a tag's frame size has 28 bits, and players choke far sooner. */
#define ID3_PICTURE_MAX ((size_t)16 << 20)

/* Appends the whole tag (header and frames) to out.  Returns 0 or ERR_NOMEM. */
int id3_build(struct strbuf *out, const struct sink_meta *meta);

/* Gives the MP3 at path a new tag in place of the one it starts with (its
 * audio copied as it is, through PATH.PID.tmp and a rename): 0, ERR_NOMEM
 * or ERR_IO (errno set). */
int id3_retag(const char *path, const struct sink_meta *meta);

#endif
