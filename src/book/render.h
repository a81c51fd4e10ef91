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

struct book;

struct engine_opts {
	const struct book *book;  /* whose cast.ini and book.lexicon apply; NULL: none */
	const char *const *voices_dirs; /* presets and pauses.ini: a later folder's win */
	size_t n_voices_dirs;
	const char *cast_path;    /* NULL: the book's cast.ini, if it has one */
	const char *lexicon_path; /* NULL: lexicon.txt of each voices folder that has one */
	const char *repair_table; /* NULL: the built-in one and the book's book.repair */
	double speed;             /* every voice's rate scaled; 0: as the presets say */
	int discover_cast;        /* a book without cast.ini gets one from its chapters */
	int need_synth;           /* 0 for commands that only inspect */
	int read_all;             /* read the asides too (segment/aside.h); the
				   * book's read_all setting is the caller's to apply */
};

struct engine {
	struct voice_set voices;
	struct cast cast;
	struct reading *reading;
	struct synth *synth;
	struct repair_table *repair_table; /* the book's key and the user's, or NULL */
	int read_all;                      /* no asides: every line is read */
	const struct voice *voice_all;     /* set: every segment is spoken with it */
	uint64_t config_hash; /* of everything read above and the speed: state.h */
	/* when the book had no cast.ini: how many characters were found for it
	 * (-1: no search), and why writing its cast.ini failed (errno; 0: it
	 * was written) */
	int cast_found;
	int cast_write_errno;
};

struct chapter {
	struct text text;
	struct seg_list segs;
	struct repair_report repair;
	struct cast cast; /* the engine's, plus who this chapter's attribution found */
};

/* Reads the presets, the cast (finding one for a book that has none, when
 * asked), the lexicons and the repair table; starts eSpeak NG when asked.
 * Problems go to d with their file and line. */
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

/* How audio is made, in every output's state: a new version renders again. */
#define RENDER_FORMAT "tingshu " TINGSHU_VERSION " mp3-vbr"

struct render_stats {
	uint64_t samples;
	int rate_hz;
	size_t clauses;
	/* hash of the speech: each clause's words for eSpeak NG, its pause, the
	 * voice it is said in; the same plan makes the same audio */
	uint64_t plan;
	size_t repeat_line; /* where a copy of the chapter, not read, starts; 0: none */
	struct lrc *lrc; /* if set, gets where each sentence starts */
	/* if set, told after each segment how far the chapter is (bytes of its
	 * text done, of total) */
	void (*progress)(void *ctx, size_t done, size_t total);
	void *progress_ctx;
};

/* Speaks paragraphs [para_first, para_last] (0-based) into sink; with no
 * sink, says nothing and only works out st->plan. */
int render_paragraphs(struct engine *e, const struct chapter *ch, size_t para_first,
		      size_t para_last, struct sink *sink, struct render_stats *st);
/* The whole chapter into a new file at out_path (format by extension); lrc,
 * if not NULL, gets where each sentence starts.  st is filled in (its
 * progress callback kept). */
int render_chapter(struct engine *e, const struct chapter *ch, const char *out_path,
		   const struct sink_meta *meta, struct render_stats *st, struct lrc *lrc);

#endif
