/* render.h - the chain for one chapter: load → repair → split → cast → read
 * → synth → sink.  An engine holds what every chapter shares (voices, cast,
 * lexicon, the eSpeak NG instance) and is set up once per process. */
#ifndef TINGSHU_RENDER_H
#define TINGSHU_RENDER_H

#include <stddef.h>
#include <stdint.h>

#include "audio/voice.h"
#include "repair/repair.h"
#include "segment/seg.h"
#include "speaker/cast.h"
#include "text/text.h"

struct diag;
struct reading;
struct synth;
struct sink;
struct sink_meta;
struct lrc;

/* A book's own readings (names), beside its chapters and book.ini. */
#define BOOK_LEXICON "book.lexicon"

struct engine_opts {
	const char *voices_dir;   /* presets and pauses.ini */
	const char *cast_path;    /* NULL: voices_dir/cast.ini if it exists */
	const char *lexicon_path; /* NULL: voices_dir/lexicon.txt if it exists */
	const char *book_dir;     /* the chapters' folder: its BOOK_LEXICON, if any, wins */
	const char *repair_table; /* NULL: the built-in one only */
	int need_synth;           /* 0 for commands that only inspect */
	int read_all;             /* read the asides too (segment/aside.h) */
};

struct engine {
	struct voice_set voices;
	struct cast cast;
	struct reading *reading;
	struct synth *synth;
	struct repair_table *repair_table; /* the user's, or NULL */
	int read_all;                      /* no asides: every line is read */
};

struct chapter {
	struct text text;
	struct seg_list segs;
	struct repair_report repair;
	struct cast cast; /* the engine's, plus who this chapter's attribution found */
};

int engine_init(struct engine *e, const struct engine_opts *o, struct diag *d);
void engine_release(struct engine *e);
int engine_rate_hz(const struct engine *e);
/* Every preset's eSpeak NG voice and variant exist; each that does not is
 * reported in d with its file.  Returns 0 or ERR_UNKNOWN. */
int engine_check_voices(struct engine *e, struct diag *d);
/* Starts eSpeak NG in an engine made without it (a batch worker, after fork). */
int engine_start_synth(struct engine *e);

/* Loads, repairs, splits (asides out, unless read_all) and attributes;
 * problems with their lines go to d. */
int chapter_prepare(struct engine *e, const char *path, struct chapter *ch, struct diag *d);
/* The same from text in memory (preview --text). */
int chapter_prepare_bytes(struct engine *e, const char *name, const char *bytes, size_t n,
			  struct chapter *ch, struct diag *d);
void chapter_release(struct chapter *ch);

const struct voice *chapter_voice(const struct engine *e, const struct chapter *ch,
				  const struct seg *s);
/* The name of a segment's speaker ("narrator", a cast name, "unknown", "crowd"). */
const char *chapter_speaker_name(const struct chapter *ch, const struct seg *s);

struct render_stats {
	uint64_t samples;
	int rate_hz;
	size_t clauses;
	struct lrc *lrc; /* if set, gets where each sentence starts */
};

/* Speaks paragraphs [para_first, para_last] (0-based) into sink. */
int render_paragraphs(struct engine *e, const struct chapter *ch, size_t para_first,
		      size_t para_last, struct sink *sink, struct render_stats *st);
/* The whole chapter into a new file at out_path (format by extension); lrc,
 * if not NULL, gets where each sentence starts. */
int render_chapter(struct engine *e, const struct chapter *ch, const char *out_path,
		   const struct sink_meta *meta, struct render_stats *st, struct lrc *lrc);

#endif
