/* castrole.h - people a book knows only by a role or a description (老道士,
 * 掌柜的, 虬髯大汉, 司机), for cast discovery (castgen.h).  A role heading the
 * tags or beats of quotes is counted as a name is; what the one who speaks
 * to them calls them (“师父，…”) becomes an alias where the role answers. */
#ifndef TINGSHU_CASTROLE_H
#define TINGSHU_CASTROLE_H

#include <stddef.h>

#include "speaker/cast.h"

/* The role or description heading buf[p..hi): a word for a person of the
 * dictionary (司机, 道士), old or young (老道士), after a description
 * (虬髯大汉), or with its 的 where the dictionary has it so (掌柜的); or an
 * animal as a fable names one (castrole_is_animal); past what it does, a
 * verb and 的 (为首的黑衣人恶狠狠地喊道, 守门的老道士问道), *at then moved
 * to the role.  Its length in
 * bytes, or 0. */
size_t castrole_at(const char *buf, size_t *at, size_t hi);
/* Whether s[0..n) is an animal as fables name their characters (小兔子,
 * 大灰狼, 兔妈妈, 狐狸). */
int castrole_is_animal(const char *s, size_t n);
/* The word for a person a quote buf[lo..hi) opens by calling (“师父，…”,
 * 「店家，…): its length in bytes from *start, or 0. */
size_t castrole_called(const char *buf, size_t lo, size_t hi, size_t *start);
/* The gender the role name[0..n) tells: the title's (castgender_title),
 * else its last character's (大汉, 老翁, 老婆婆). */
enum gender castrole_gender(const char *name);

/* A system novel's (系统流) machine, which speaks to its host (宿主) in his
 * head: the member it joins as. */
#define CASTROLE_SYSTEM "系统"
/* Whether the quote buf[lo..hi) (its marks too) is such a machine's: it
 * opens with a chime (sysline_chimes: 叮！, 叮咚！, 叮——) or speaks of 宿主, and does not
 * open by calling 系统 (the host's “系统，打开新手大礼包！”). */
int castrole_system_says(const char *buf, size_t lo, size_t hi);
/* Whether the narration buf[lo..hi) speaks of one (系统, 机械音, 提示音). */
int castrole_system_told(const char *buf, size_t lo, size_t hi);

#endif
