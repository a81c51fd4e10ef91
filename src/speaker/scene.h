/* scene.h - who is present in a scene.
 *
 * A reader keeps a picture of the room: who came in (刘婶推门进来, 来的是宋老汉),
 * who left (刘婶走了, 回库房去了, 跑出门去了) or dropped out (打起了呼噜,
 * 睡着了).  Turn-taking, addressees and hints choose only among those there
 * (which two voices the talk is between is speaker.c's struct talk: last,
 * other and third).  This module holds that picture; speaker.c
 * feeds it, in text order, with the narration sentences (what their actor
 * does) and the speakers it decides, and asks it who can answer. */
#ifndef TINGSHU_SCENE_H
#define TINGSHU_SCENE_H

#include <stddef.h>

/* What a sentence of narration says its actor does to the scene. */
enum scene_move {
	SCENE_STAYS,  /* no entrance or exit: 母亲往锅里添了一瓢水 */
	SCENE_ENTERS, /* 推门进来, 走了进来, 进来的是, 回来了 */
	SCENE_LEAVES  /* 走了, 出去了, 回库房去了, 睡着了 */
};

/* The move a sentence of narration (UTF-8, len bytes) reports, read from
 * its words; an exit wins when both appear (进来看了一眼又出去了).  *at
 * (if not NULL) is where the word for it starts (len when none): the one
 * who moves is named before it.  *sees_out (if not NULL) tells an exit
 * that sees someone out (凤英把他送到院门口, 送出门去): the others the
 * sentence names leave with the one who moves. */
enum scene_move scene_move_of(const char *s, size_t len, size_t *at, int *sees_out);

/* Where the newcomer's name starts in a sentence that presents one
 * (头一个进来的是宋老汉，手里牵着孙子狗蛋; 门口探进一个小脑袋，是狗蛋): the
 * one named there came in, whoever the sentence goes on with; 0 when the
 * sentence presents no one. */
size_t scene_presented_at(const char *s, size_t len);

struct scene_person {
	unsigned char state;   /* SCENE_UNSEEN, SCENE_IN or SCENE_OUT (scene.c) */
	size_t seen_para;      /* the last paragraph that showed them there */
	size_t entered_para;   /* where they last came in, if came_in */
	unsigned char came_in; /* came in and has not spoken since */
};

struct scene {
	size_t n;                 /* cast size */
	struct scene_person *p;
};

/* 0 or ERR_NOMEM. */
int scene_init(struct scene *s, size_t n_cast);
void scene_release(struct scene *s);

/* who (a cast index; anything else is ignored) acts in paragraph para and
 * does move. */
void scene_note(struct scene *s, int who, size_t para, enum scene_move move);
/* who is named in paragraph para without acting (手里牵着孙子狗蛋): there,
 * if not known to have left. */
void scene_mention(struct scene *s, int who, size_t para);
/* who said a quote in paragraph para: they are there, and no longer new. */
void scene_spoke(struct scene *s, int who, size_t para);

/* The one who came in at paragraph since_para or later and has not spoken
 * yet: the newcomer, who speaks first (门帘一挑，刘婶…进来了。⏎“哎呀…”);
 * -1 when no one or more than one came in (曹主任跟邓立新…出来了). */
int scene_newcomer(const struct scene *s, size_t since_para);

/* Whether who was shown leaving and has not been seen since. */
int scene_gone(const struct scene *s, int who);
/* Whether who left at paragraph para or later (and is still gone). */
int scene_left_since(const struct scene *s, int who, size_t para);
/* Whether who is there at paragraph para: not gone, and seen or heard
 * within the last window paragraphs. */
int scene_present(const struct scene *s, int who, size_t para, size_t window);

/* The one person there at paragraph para (scene_present) besides not, or
 * -1 when there is no one or more than one: the partner left for one
 * whose partner went (凤英把他送到院门口。⏎“你真要去？”). */
int scene_only_other(const struct scene *s, int not, size_t para, size_t window);

#endif
