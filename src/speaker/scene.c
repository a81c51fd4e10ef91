/* scene.c - who is present in a scene (scene.h). */
#include "speaker/scene.h"

#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "base/utf8.h"

enum { SCENE_UNSEEN, SCENE_IN, SCENE_OUT };

/* 1 + the offset of the first w in s, or 0; with clause_end, only where no
 * Han character follows it (刘婶走了，回库房去了。 — so 走了两步 and 跑了进来
 * are no exit). */
static size_t find_word(const char *s, size_t len, const char *w, int clause_end)
{
	size_t n = strlen(w), cl;
	for (size_t i = 0; i + n <= len; i++)
		if (!memcmp(s + i, w, n) &&
		    (!clause_end || i + n == len ||
		     !utf8_is_han(utf8_decode(s + i + n, len - i - n, &cl))))
			return i + 1;
	return 0;
}

/* 1 + the offset of the earliest of the words w in s, or 0. */
static size_t find_any(const char *s, size_t len, const char *const *w, int clause_end)
{
	size_t best = 0;
	for (; *w; w++) {
		size_t at = find_word(s, len, *w, clause_end);
		if (at && (!best || at < best))
			best = at;
	}
	return best;
}

/* Seeing someone out: both leave the room (凤英把他送到院门口).  Only to a
 * door or gate: 送出去 and 送走 also send things. */
static const char *const escort[] = { "送到门口", "送到院门口", "送到大门口", "送到村口",
				      "送出门", "送出了门", "送出院门", NULL };

enum scene_move scene_move_of(const char *s, size_t len, size_t *at, int *sees_out)
{
	/* leaving the room, or leaving the talk (asleep): both take one out
	 * of the turns; 去了 covers 回库房去了, 往后头去了, 开会去了 */
	static const char *const out[] = { "离开", "離開", "出去", "走开", "走開", "而去", "跑路",
					   "出了门", "出了院", "进了灶房", "进了里屋", "回屋",
					   "睡着了", "睡著了", "打起了呼噜", "打起呼噜", NULL };
	static const char *const out_end[] = { "走了", "去了", "跑了", NULL };
	static const char *const in[] = { "进来", "進來", "进了门", "进门", "進門", "走了过来",
					  "回来了", "回來了", "探进", "走进", "走進", "跟了进", "出来了",
					  "来的是", "來的是", NULL };
	size_t leaves = find_any(s, len, out, 0), e = find_any(s, len, out_end, 1);
	if (e && (!leaves || e < leaves))
		leaves = e;
	size_t seen_out = find_any(s, len, escort, 0);
	if (seen_out && (!leaves || seen_out < leaves))
		leaves = seen_out;
	if (sees_out)
		*sees_out = seen_out != 0;
	size_t enters = find_any(s, len, in, 0);
	size_t found = leaves ? leaves : enters;
	if (at)
		*at = found ? found - 1 : len;
	if (leaves)
		return SCENE_LEAVES;
	return enters ? SCENE_ENTERS : SCENE_STAYS;
}

/* Offset just after the first of the words w (in the list's order) found
 * in s, or 0. */
static size_t after_any(const char *s, size_t len, const char *const *w)
{
	for (; *w; w++) {
		size_t at = find_word(s, len, *w, 0);
		if (at)
			return at - 1 + strlen(*w);
	}
	return 0;
}

size_t scene_presented_at(const char *s, size_t len)
{
	static const char *const w[] = { "来的是", "來的是", NULL };
	static const char *const is[] = { "，是", NULL };
	size_t at = after_any(s, len, w);
	/* 探进一个小脑袋，是狗蛋: an entrance, then who it was */
	if (!at && scene_move_of(s, len, NULL, NULL) == SCENE_ENTERS)
		at = after_any(s, len, is);
	return at;
}

int scene_init(struct scene *s, size_t n_cast)
{
	s->n = n_cast;
	s->p = calloc(n_cast + 1, sizeof(*s->p));
	return s->p ? 0 : ERR_NOMEM;
}

void scene_release(struct scene *s)
{
	free(s->p);
	s->p = NULL;
	s->n = 0;
}

static struct scene_person *person(const struct scene *s, int who)
{
	return who >= 0 && (size_t)who < s->n ? &s->p[who] : NULL;
}

void scene_note(struct scene *s, int who, size_t para, enum scene_move move)
{
	struct scene_person *p = person(s, who);
	if (!p)
		return;
	p->state = move == SCENE_LEAVES ? SCENE_OUT : SCENE_IN;
	p->seen_para = para;
	if (move == SCENE_ENTERS) {
		p->came_in = 1;
		p->entered_para = para;
	} else if (move == SCENE_LEAVES) {
		p->came_in = 0;
	}
}

void scene_mention(struct scene *s, int who, size_t para)
{
	struct scene_person *p = person(s, who);
	if (!p || p->state == SCENE_OUT)
		return; /* 看着他的背影: the one who left is still gone */
	p->state = SCENE_IN;
	p->seen_para = para;
}

void scene_spoke(struct scene *s, int who, size_t para)
{
	struct scene_person *p = person(s, who);
	if (!p)
		return;
	p->state = SCENE_IN;
	p->seen_para = para;
	p->came_in = 0;
}

int scene_newcomer(const struct scene *s, size_t since_para)
{
	int found = -1;
	for (size_t i = 0; i < s->n; i++)
		if (s->p[i].came_in && s->p[i].state == SCENE_IN &&
		    s->p[i].entered_para >= since_para) {
			if (found >= 0)
				return -1;
			found = (int)i;
		}
	return found;
}

int scene_gone(const struct scene *s, int who)
{
	const struct scene_person *p = person(s, who);
	return p && p->state == SCENE_OUT;
}

int scene_left_since(const struct scene *s, int who, size_t para)
{
	const struct scene_person *p = person(s, who);
	return p && p->state == SCENE_OUT && p->seen_para >= para;
}

int scene_present(const struct scene *s, int who, size_t para, size_t window)
{
	const struct scene_person *p = person(s, who);
	return p && p->state == SCENE_IN && p->seen_para + window >= para;
}

int scene_only_other(const struct scene *s, int not, size_t para, size_t window)
{
	int found = -1;
	for (size_t i = 0; i < s->n; i++)
		if ((int)i != not && scene_present(s, (int)i, para, window)) {
			if (found >= 0)
				return -1;
			found = (int)i;
		}
	return found;
}
