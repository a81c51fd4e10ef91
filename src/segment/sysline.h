/* sysline.h - a system novel's (系统流) machine speaks in brackets, not in
 * quotes: 【叮！恭喜宿主完成新手任务。】, 【系统提示：宿主当前等级为3级。】.
 * Such blocks are cut out of the narration as runs of their own, flagged
 * SEG_SYSTEM: the speaker stage gives them to the cast's 系统 when it has
 * one, and leaves them the narrator's when not. */
#ifndef TINGSHU_SYSLINE_H
#define TINGSHU_SYSLINE_H

#include "segment/seg.h"

/* Cuts the system's bracketed blocks out of l's narration runs (buf their
 * text).  Returns 0 or ERR_NOMEM. */
int sysline_mark(const char *buf, struct seg_list *l);
/* Whether buf[p..hi) opens with the machine's chime: 叮 or 叮咚, then its
 * end or a mark (叮！, 叮咚，, 叮——, 叮……).  The speaker stage asks it of
 * quotes too. */
int sysline_chimes(const char *buf, size_t p, size_t hi);

#endif
