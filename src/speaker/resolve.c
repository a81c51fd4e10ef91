/* resolve.c - whom each mention stands for (layer 2 of speaker_parts.h):
 * kinship words through the cast's aliases, 他/她 through the text before
 * them, descriptions (那年轻人) and wives (他的女人); the one acting in a
 * sentence and the one it is said to. */
#include "speaker/speaker_parts.h"
#include "base/err.h"
#include "base/utf8.h"
#include "base/wordlist.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Mentions of segment si inside [lo, hi). */
void speaker_mentions_in(const struct ctx *c, size_t si, size_t lo, size_t hi, size_t *a, size_t *b)
{
	size_t i = c->seg_m[si], j = c->seg_m[si + 1];
	while (i < j && c->m[i].pos < lo)
		i++;
	size_t k = i;
	while (k < j && c->m[k].pos < hi)
		k++;
	*a = i;
	*b = k;
}

/* Whether an alias of who calls them old (高老汉, 老孙头). */
static int called_old(const struct cast_member *m)
{
	static const char *const w[] = { "老汉", "老漢", "老头", "老頭", "老爹", "大爷", "大爺",
					 "老爷", "老爺", NULL };
	for (size_t a = 0; a < m->n_aliases; a++)
		if (speaker_has_any(m->aliases[a], 0, strlen(m->aliases[a]), w))
			return 1;
	return 0;
}

/* How often the narration names each cast member (c->named, 我 too: 我妈
 * is the narrator's); returns the one it names most, never 我, or -1. */
int speaker_count_named(struct ctx *c, int *err)
{
	size_t *count = c->named = calloc(c->cast->n + 1, sizeof(*count));
	int lead = -1;
	*err = count ? 0 : ERR_NOMEM;
	for (size_t j = 0; count && j < c->nm; j++) {
		int w = c->m[j].who;
		if (w < 0)
			continue;
		count[w]++;
		if (speaker_first_person(c, w))
			continue;
		if (lead < 0 || count[w] > count[lead])
			lead = w;
	}
	return lead;
}

/* The father of the one the narration names most (lead) when no alias ties
 * him to the lead: the one male cast member of that surname the text never
 * names (建军 and 建民 are named, 高德顺 is their 父亲), or of several the
 * one an alias calls old; else -1. */
static int father_by_surname(const struct ctx *c, int lead)
{
	const size_t *count = c->named;
	int father = -1;
	if (lead >= 0) {
		const char *ln = c->cast->v[lead].name;
		size_t n, k;
		int32_t surname = utf8_at(ln, 0, strlen(ln), &n);
		int any = -1, old = -1, n_any = 0, n_old = 0;
		for (size_t i = 0; i < c->cast->n; i++) {
			const struct cast_member *m = &c->cast->v[i];
			if ((int)i == lead || count[i] || m->gender != GENDER_MALE ||
			    utf8_at(m->name, 0, strlen(m->name), &k) != surname || k == strlen(m->name))
				continue;
			any = (int)i;
			n_any++;
			if (called_old(m)) {
				old = (int)i;
				n_old++;
			}
		}
		father = n_any == 1 ? any : n_old == 1 ? old : -1;
	}
	return father;
}

/* The cast member an alias ties to the lead by relation rel (福生妈, 少平
 * 他爸, 向东嫂子): of the aliases ending in a word for rel whose rest is
 * someone's name, the one whose someone the narration names most (and
 * names at all); else -1.  The lead is whoever the text follows, so no single lead is
 * assumed: an excerpt may name the sister more than the brother. */
static int kin_by_alias(const struct ctx *c, enum speechverb_kin rel, int *of)
{
	int best = -1, ties = 0;
	size_t best_n = 0;
	for (size_t i = 0; i < c->cast->n; i++) {
		const struct cast_member *m = &c->cast->v[i];
		for (size_t a = 0; a <= m->n_aliases; a++) {
			const char *al = a < m->n_aliases ? m->aliases[a] : m->name;
			size_t len = strlen(al), k;
			enum speechverb_kin r;
			if (!(k = speechverb_kin_suffix(al, len, &r)) || r != rel || k == len)
				continue;
			size_t pl = len - k;
			/* 少平他爸, 润叶她娘, 福生的妈 */
			if (pl > 3 && (!memcmp(al + pl - 3, "他", 3) || !memcmp(al + pl - 3, "她", 3) ||
				       !memcmp(al + pl - 3, "的", 3)))
				pl -= 3;
			int owner = cast_find(c->cast, al, pl);
			if (owner < 0 || owner == (int)i)
				continue;
			size_t seen = c->named[owner];
			if (best < 0 || seen > best_n) {
				best = (int)i;
				best_n = seen;
				*of = owner;
				ties = 0;
			} else if (seen == best_n && best != (int)i) {
				ties++;
			}
		}
	}
	/* an alias on someone the text never names is another family's */
	return best_n && !ties ? best : -1;
}

/* The one member a cast found calls by the kinship word itself ([父亲],
 * [母亲]: a relative never named), for relation rel; else -1. */
static int kin_by_name(const struct ctx *c, enum speechverb_kin rel)
{
	int found = -1;
	for (size_t i = 0; i < c->cast->n; i++) {
		const struct cast_member *m = &c->cast->v[i];
		for (size_t a = 0; a <= m->n_aliases; a++) {
			const char *al = a < m->n_aliases ? m->aliases[a] : m->name;
			size_t len = strlen(al);
			enum speechverb_kin r;
			if (speechverb_kin_word(al, len, &r) != len || r != rel || found == (int)i)
				continue;
			if (found >= 0)
				return -1;
			found = (int)i;
		}
	}
	return found;
}

/* Whom each kinship word of the narration stands for: the member tied to
 * it by apposition (母亲张玉兰), else by an alias on the lead (福生妈),
 * else the member so called ([父亲]), else for 父亲 the father by surname.
 * Then every M_KIN mention becomes that member; an unknown mother or
 * father is someone the cast lacks (妈妈端着汤 is not the cast's [奶奶], the
 * last woman named), and other unknown relatives are dropped (妹妹 alone
 * may be the lead's sister, a member no alias ties to the word). */
int speaker_resolve_kin(struct ctx *c, int lead)
{
	for (int r = 0; r < KIN_COUNT; r++) {
		c->kin_of[r] = lead;
		c->kin[r] = c->bound[r] >= 0 ? c->bound[r] :
			    kin_by_alias(c, (enum speechverb_kin)r, &c->kin_of[r]);
		/* “爹，吃饭了。” is said to [父亲], by whom the text does not say */
		if (c->kin[r] < 0 && (c->kin[r] = kin_by_name(c, (enum speechverb_kin)r)) >= 0)
			c->kin_of[r] = -1;
	}
	if (c->kin[KIN_FATHER] < 0)
		c->kin[KIN_FATHER] = father_by_surname(c, lead);
	/* 母亲看了儿子一眼: the son is the one whose mother she is */
	enum speechverb_kin child[2] = { KIN_SON, KIN_DAUGHTER };
	enum gender child_g[2] = { GENDER_MALE, GENDER_FEMALE };
	for (int k = 0; k < 2; k++) {
		int of = c->kin[KIN_MOTHER] >= 0 ? c->kin_of[KIN_MOTHER] :
			 c->kin[KIN_FATHER] >= 0 ? c->kin_of[KIN_FATHER] : -1;
		if (c->kin[child[k]] < 0 && of >= 0 && c->cast->v[of].gender == child_g[k])
			c->kin[child[k]] = of;
	}
	c->father = c->kin[KIN_FATHER];
	/* map[j]: mentions kept before j; the lowest bit of 2 * map + 1
	 * says j itself was dropped */
	size_t out = 0, *map = malloc((c->nm + 1) * sizeof(*map));
	if (!map)
		return ERR_NOMEM;
	for (size_t j = 0; j < c->nm; j++) {
		struct mention m = c->m[j];
		map[j] = 2 * out;
		if (m.who == M_KIN) {
			m.who = c->kin[m.rel];
			if (m.who < 0)
				m.who = m.rel == KIN_MOTHER || m.rel == KIN_FATHER ?
						M_NOBODY : M_KIN;
			if (m.who == M_KIN) {
				map[j] |= 1;
				continue;
			}
		}
		if (m.wife && (map[m.owner] & 1))
			m.wife = 0; /* its owner was a relative no one is */
		else if (m.wife)
			m.owner = map[m.owner] / 2;
		c->m[out++] = m;
	}
	map[c->nm] = 2 * out;
	for (size_t i = 0; i <= c->segs->n; i++)
		c->seg_m[i] = map[c->seg_m[i]] / 2;
	c->nm = out;
	free(map);
	return 0;
}

/* Whether someone other than a 他/她 is named between m and x (segment k):
 * a later clause that names no one goes on with m as its subject
 * (玉亭溅着唾沫星子，不屈不挠地要他代表…, 玉亭…送给他的…，请他去). */
static int others_between(const struct ctx *c, size_t k, const struct mention *m,
			  const struct mention *x)
{
	for (size_t j = c->seg_m[k]; j < c->seg_m[k + 1]; j++)
		if (c->m[j].pos >= m->end && c->m[j].pos < x->pos && c->m[j].who != M_HE &&
		    c->m[j].who != M_SHE)
			return 1;
	return 0;
}

/* Whether the sentence of m (segment k) has a 他/她 of gender g that cannot
 * be m: one before it (他…碰见…白明川; not 他田福堂) or one m's clause does
 * something to or for or asks to act (白主任给他办了, 玉亭…要他代表…,
 * 请他去; not 他的, often his own; 金波看出…
 * 夺走了他好朋友的女朋友 may be his; nor past a dash: 他很高兴——这给他…). */
static int beside_other_pronoun(const struct ctx *c, size_t k, const struct mention *m,
				enum gender g)
{
	static const char *const of[] = { "的", NULL };
	static const char *const dash[] = { "—", NULL };
	const struct seg *s = &c->segs->v[k];
	int32_t mark;
	size_t lo = speaker_sentence_start(c->buf, s->start, m->pos);
	size_t hi = speaker_sentence_end(c->buf, m->end, s->end, &mark);
	for (size_t j = c->seg_m[k]; j < c->seg_m[k + 1]; j++) {
		const struct mention *x = &c->m[j];
		if (x->pos < lo || x->pos >= hi || x->who != (g == GENDER_MALE ? M_HE : M_SHE))
			continue;
		if (x->end == m->pos)
			continue; /* 他田福堂: the pronoun is the name */
		if (x->pos < m->pos)
			return 1;
		size_t sp;
		int32_t before = utf8_before(c->buf, lo, x->pos, &sp);
		/* one asked to act (要他, 请他) is another even in a later clause
		 * that names no one; one helped may be the next 他 (王满银…帮他递。
		 * 他一边递一边说) */
		int asks = utf8_in_set("要请請劝勸", before);
		if ((asks || utf8_in_set("给給对對向跟把让讓叫替帮幫", before)) &&
		    (speaker_clause_end(c->buf, m->end, hi) > x->pos ||
		     (asks && !others_between(c, k, m, x))) &&
		    !speaker_has_any(c->buf, m->end, x->pos, dash) &&
		    !wordlist_prefix(c->buf + x->end, hi - x->end, of))
			return 1;
	}
	return 0;
}

/* A pronoun with no fitting character in the last six paragraphs: the
 * only character of its gender named in the text around it — the last one
 * further back, else the first one after it (a scene cut in the middle, the
 * name given later) that no 他/她 of its sentence tells apart from the
 * pronoun's one.  Someone the cast gives that gender to, never a
 * first-person narrator. */
enum { RESOLVE_FAR_MENTIONS = 400 };

static int resolve_far(const struct ctx *c, size_t seg, size_t pos, enum gender g, int exclude)
{
	if (g == GENDER_UNKNOWN)
		return SPEAKER_UNKNOWN;
	/* a bounded look either way keeps the pass linear */
	size_t lo = c->seg_m[seg] > RESOLVE_FAR_MENTIONS ? c->seg_m[seg] - RESOLVE_FAR_MENTIONS : 0;
	size_t mseg = seg; /* the segment of mention j */
	int apart = -1; /* one a 他/她 beside him tells apart from the pronoun's */
	for (size_t j = c->seg_m[seg]; j-- > lo;) {
		while (c->seg_m[mseg] > j)
			mseg--;
		const struct mention *m = &c->m[j];
		if (m->who >= 0 && m->subj && !speaker_first_person(c, m->who) &&
		    m->who != exclude && c->cast->v[m->who].gender == g) {
			if (!beside_other_pronoun(c, mseg, m, g))
				return m->who;
			apart = m->who;
		}
	}
	size_t para = c->segs->v[seg].para;
	for (size_t k = seg; k < c->segs->n && k < seg + 96 && c->segs->v[k].para <= para + 10;
	     k++) {
		for (size_t j = c->seg_m[k]; j < c->seg_m[k + 1]; j++) {
			const struct mention *m = &c->m[j];
			if (m->pos > pos && m->who >= 0 && !speaker_first_person(c, m->who) &&
			    m->who != exclude && c->cast->v[m->who].gender == g) {
				if (!beside_other_pronoun(c, k, m, g))
					return m->who;
				apart = m->who;
			}
		}
	}
	/* no one of that gender named around: the cast's only one, if the
	 * chapter names her at all (one who is not in it is in no scene) */
	int only = SPEAKER_UNKNOWN;
	for (size_t k = 0; k < c->cast->n; k++) {
		if (c->cast->v[k].gender != g || speaker_first_person(c, (int)k) ||
		    (int)k == exclude || (int)k == apart)
			continue;
		if (c->named && !c->named[k])
			continue;
		if (only != SPEAKER_UNKNOWN)
			return SPEAKER_UNKNOWN;
		only = (int)k;
	}
	return only;
}

/* A 他/她 of gender g acting in the sentence of mention m (segment si)
 * before it, if m is in an earlier sentence than the pronoun being
 * resolved: 金波是个聪敏小子，他明白少平姐夫家出了事，…走了。⏎他又说 —
 * the sentence's 他 goes on with its topic, and so does the next one,
 * not with the name its clause speaks of.  Else NULL. */
static const struct mention *chain_before(const struct ctx *c, size_t si,
					  const struct mention *m, enum gender g)
{
	const struct seg *s = &c->segs->v[si];
	if (s->kind != SEG_NARRATION)
		return NULL;
	size_t lo = speaker_sentence_start(c->buf, s->start, m->pos);
	if (m > c->m + c->seg_m[si] && m[-1].end == m->pos)
		return NULL; /* 他田福堂: the pronoun is the name */
	for (const struct mention *h = c->m + c->seg_m[si]; h < m; h++)
		if (h->pos >= lo && h->subj && h->who == (g == GENDER_MALE ? M_HE : M_SHE))
			return h;
	return NULL;
}

/* The one of gender g who opens m's sentence as subject when m is what he
 * knows or feels, right after his verb (田福堂惊叹玉亭…, 少平知道，少安…):
 * a pronoun after it goes on with him, the sentence's topic; else NULL. */
static const struct mention *senser_before(const struct ctx *c, size_t si,
					   const struct mention *m, enum gender g)
{
	static const char *const knows[] = { "知道", "觉得", "覺得", "感到", "感觉", "感覺",
					     "发现", "發現", "看出", "明白", "认为", "認為",
					     "以为", "以為", "惊叹", "驚嘆", "相信", "担心",
					     "擔心", "怀疑", "懷疑", "估计", "估計", NULL };
	const struct seg *s = &c->segs->v[si];
	if (s->kind != SEG_NARRATION)
		return NULL;
	size_t lo = speaker_sentence_start(c->buf, s->start, m->pos), end = m->pos, n;
	int32_t cp = utf8_before(c->buf, lo, end, &n);
	if (cp == 0xFF0C || cp == ',')
		end = n;
	const struct mention *h = NULL;
	for (const struct mention *x = c->m + c->seg_m[si]; x < m && !h; x++)
		if (x->pos >= lo && x->subj && x->who >= 0 && !speaker_first_person(c, x->who) &&
		    c->cast->v[x->who].gender == g)
			h = x;
	if (!h)
		return NULL;
	return end >= h->end && wordlist_suffix(c->buf + h->end, end - h->end, knows) ? h : NULL;
}

/* A name at end standing for a place (在田海民那里, 走到少平跟前): no one
 * the narration turns to. */
static int place_of(const char *buf, size_t end, size_t hi)
{
	static const char *const w[] = { "那里", "那裡", "那儿", "那兒", "这里", "這裡", "这儿",
					 "這兒", "那边", "那邊", "家", "跟前", "面前", "身边",
					 "身邊", "旁边", "旁邊", "身旁", NULL };
	return wordlist_prefix(buf + end, hi - end, w) != 0;
}

/* 晓薇想叫住她，她却跑了出去: a 他/她 of gender g opening the clause
 * right after one that ends in the same pronoun as an object (in
 * narration segment seg) goes on with that object, whom its clause's
 * subject acts on (not himself: that is 自己).  The one it stands for,
 * or SPEAKER_UNKNOWN when the pronoun at pos follows no such object. */
static int after_object_pronoun(const struct ctx *c, size_t seg, size_t pos, enum gender g)
{
	int pronoun = g == GENDER_MALE ? M_HE : M_SHE;
	size_t comma;
	int32_t cp = utf8_before(c->buf, c->segs->v[seg].start, pos, &comma);
	if (cp != 0xFF0C && cp != ',')
		return SPEAKER_UNKNOWN;
	for (size_t j = c->seg_m[seg + 1]; j-- > c->seg_m[seg];) {
		const struct mention *o = &c->m[j];
		if (o->end > comma)
			continue;
		if (o->end < comma || o->who != pronoun || o->subj)
			return SPEAKER_UNKNOWN;
		size_t lo = speaker_sentence_start(c->buf, c->segs->v[seg].start, o->pos);
		const struct mention *actor = speaker_actor(c, seg, lo, o->pos, o->pos);
		int subject = actor ? speaker_of(c, seg, actor) : -1;
		return speaker_resolve_pronoun(c, seg, o->pos, g, subject);
	}
	return SPEAKER_UNKNOWN;
}

/* 妻子苏琴问：“吃了吗？”: whether quote i is the turn of one the cast
 * lacks, calling no one by name or kin (孩子问：“妈妈，他是谁？” is answered
 * by the one called).  A pronoun after it may be that one, never a member
 * further back. */
static int uncast_turn(const struct ctx *c, size_t i)
{
	const struct cue *q = &c->cue[i];
	const struct seg *s = &c->segs->v[i];
	if (s->speaker >= 0 || q->who != M_NOBODY || q->strength < CUE_MEDIUM || q->nvoc)
		return 0;
	size_t n, k;
	utf8_at(c->buf, s->start, s->end, &n);
	enum speechverb_kin rel;
	k = speechverb_kin_call(c->buf + s->start + n, s->end - s->start - n, &rel);
	return !k || !utf8_in_set("，,！!", utf8_at(c->buf, s->start + n + k, s->end, &n));
}

/* The speaker a pronoun at pos stands for: the last fitting character
 * before it, preferring the ones that acted. */
int speaker_resolve_pronoun(const struct ctx *c, size_t seg, size_t pos, enum gender g, int exclude)
{
	/* the same sentence: the last fitting one, whatever its role
	 * (母亲叫闰土坐，他迟疑了一回 — 他 is 闰土) */
	const struct seg *own = &c->segs->v[seg];
	if (own->kind == SEG_NARRATION) {
		int object = after_object_pronoun(c, seg, pos, g);
		if (object >= 0 && object != exclude)
			return object;
		size_t lo = speaker_sentence_start(c->buf, own->start, pos);
		int topic = -1; /* its subject, of a gender the cast does not know */
		for (size_t j = c->seg_m[seg + 1]; j-- > c->seg_m[seg];) {
			const struct mention *m = &c->m[j];
			if (m->pos >= pos || m->who < 0 || speaker_first_person(c, m->who) ||
			    m->who == exclude)
				continue;
			if (m->pos < lo)
				break;
			if (c->cast->v[m->who].gender == g)
				return m->who;
			if (m->subj && c->cast->v[m->who].gender == GENDER_UNKNOWN)
				topic = m->who;
		}
		/* 洪承畴看情势危急，他召集…: 他 goes on with the sentence's
		 * subject, not back to a man of an earlier one */
		if (topic >= 0)
			return topic;
	}
	size_t para = c->segs->v[seg].para;
	int unsure = -1; /* the nearest of a gender the cast does not know */
	for (int pass = 0; pass < 2; pass++) {
		size_t looked = 0;
		/* pass 0: the nearest fitting one named, not as subject, in the
		 * narration since the last quote, and whether a 他/她 of g acted
		 * there (then that pronoun's one goes on) */
		int named = -1, held = 0;
		size_t named_from = 0; /* where the sentence naming it starts */
		for (size_t i = seg + 1; i-- > 0 && looked < 40; looked++) {
			const struct seg *s = &c->segs->v[i];
			if (s->para + 6 < para)
				break; /* too far back to be sure */
			if (s->kind == SEG_DIALOGUE) {
				/* 这个字刺伤了少平的心。⏎他说: the one the narration
				 * turned to, not the last quote's speaker */
				if (pass == 0 && i != seg && named >= 0 && !held)
					return named;
				held = 1; /* only the narration right before */
				if (i != seg && uncast_turn(c, i))
					return M_NOBODY;
				int w = s->speaker;
				if (i != seg && w >= 0 &&
				    c->cast->v[w].gender !=
					    (g == GENDER_MALE ? GENDER_FEMALE : GENDER_MALE) &&
				    !speaker_first_person(c, w) && w != exclude)
					return w;
				continue;
			}
			for (size_t j = c->seg_m[i + 1]; j-- > c->seg_m[i];) {
				const struct mention *m = &c->m[j];
				/* 一位胖绅士…，他…说: someone unnamed (not 他父亲…。他…: a
				 * relative by the way, 他 goes on with the one before) */
				if (pass == 0 && m->who == M_NOBODY && m->subj && !m->related &&
				    m->pos < pos && i + 1 >= seg)
					return M_NOBODY;
				/* a 他 acting before a later sentence that turns to the
				 * one named (他感到语塞。这时候，少平的心情也沉重起来了。)
				 * does not hold the chain */
				if (m->pos < pos && m->subj && m->who == (g == GENDER_MALE ? M_HE : M_SHE) &&
				    (named < 0 || m->pos >= named_from))
					held = 1;
				if (pass == 0 && named < 0 && m->pos < pos && m->who >= 0 &&
				    !m->subj && !speaker_first_person(c, m->who) &&
				    m->who != exclude && c->cast->v[m->who].gender == g &&
				    !place_of(c->buf, m->end, s->end)) {
					named = m->who;
					named_from = speaker_sentence_start(c->buf, s->start, m->pos);
				}
				if (m->pos >= pos || m->who < 0 || (pass == 0 && !m->subj) ||
				    speaker_first_person(c, m->who) || m->who == exclude)
					continue;
				enum gender mg = c->cast->v[m->who].gender;
				/* 王满银…帮他递。“…”他一边递一边说: the subject of the
				 * sentence right before (a quote between at most), of a
				 * gender a cast found does not know, goes on; not the
				 * man of a sentence further back */
				if (pass == 0 && mg == GENDER_UNKNOWN && c->cast->incomplete &&
				    i + 2 >= seg && m->pos >= speaker_sentence_start(c->buf, s->start, s->end))
					return m->who;
				/* “师弟…”她轻声问: one of that gender in view
				 * (林小川…看见苏晴) before one the cast does not know */
				if (mg == GENDER_UNKNOWN && pass == 1 && g != GENDER_UNKNOWN) {
					if (unsure < 0)
						unsure = m->who;
					continue;
				}
				if (mg == g || (mg == GENDER_UNKNOWN && pass == 1)) {
					const struct mention *h = chain_before(c, i, m, g);
					if (h)
						return speaker_resolve_pronoun(c, i, h->pos, g, exclude);
					h = senser_before(c, i, m, g);
					if (h && h->who != exclude)
						return h->who;
					if (beside_other_pronoun(c, i, m, g))
						continue; /* 他才发现是杜正贤的女儿 */
					return m->who;
				}
			}
		}
	}
	if (unsure >= 0)
		return unsure;
	return resolve_far(c, seg, pos, g, exclude);
}

/* 那年轻人 after “…我叫郑国平…”: a description stands for one the
 * narration does not call by name — the last one of its gender who spoke
 * within a dozen paragraphs and whom the narration never names; else -1. */
static int unnamed_speaker(const struct ctx *c, size_t seg, enum gender g)
{
	size_t para = c->segs->v[seg].para;
	for (size_t i = seg; i-- > 0;) {
		const struct seg *s = &c->segs->v[i];
		if (s->para + 12 < para)
			break;
		int w = s->speaker;
		if (s->kind == SEG_DIALOGUE && w >= 0 && c->cast->v[w].gender == g && !c->named[w])
			return w;
	}
	return -1;
}

int speaker_resolve_he_she(const struct ctx *c, size_t seg, const struct mention *m, int exclude)
{
	return speaker_resolve_pronoun(c, seg, m->pos, speaker_who_gender(c, m->who), exclude);
}

/* A mention as a speaker: pronouns resolved, crowds kept. */
int speaker_of(const struct ctx *c, size_t seg, const struct mention *m)
{
	int u;
	if (m->desc && (u = unnamed_speaker(c, seg, speaker_who_gender(c, m->who))) >= 0)
		return u;
	if (m->who == M_HE || m->who == M_SHE)
		return speaker_resolve_he_she(c, seg, m, -1);
	if (m->wife) {
		/* 他的女人 → 七斤 → the cast's 七斤嫂 or 七斤家的 */
		int owner = speaker_of(c, seg, &c->m[m->owner]);
		if (owner >= 0) {
			static const char *const suffix[] = { "嫂", "嫂子", "家的", "媳妇", "媳婦",
							      "妻", "娘子", "老婆", NULL };
			const char *name = c->cast->v[owner].name;
			char buf[128];
			for (const char *const *x = suffix; *x; x++) {
				int len = snprintf(buf, sizeof(buf), "%s%s", name, *x);
				int who = len > 0 && (size_t)len < sizeof(buf) ?
						  cast_find(c->cast, buf, (size_t)len) : -1;
				if (who >= 0)
					return who;
			}
		}
	}
	return m->who;
}

/* speaker_of for the actor of a clause ending at hi: a 他/她 is never the
 * one named after it in that clause (他瞪了柳岳一眼 — 他 is not 柳岳). */
int speaker_actor_of(const struct ctx *c, size_t seg, const struct mention *m, size_t hi)
{
	if ((m->who != M_HE && m->who != M_SHE) || m->desc)
		return speaker_of(c, seg, m);
	int object = -1;
	for (const struct mention *o = m + 1; o < c->m + c->seg_m[seg + 1] && o->pos < hi; o++)
		if (o->who >= 0) {
			object = o->who;
			break;
		}
	return speaker_resolve_pronoun(c, seg, m->pos, speaker_who_gender(c, m->who), object);
}

/* Whether the clause holding pos opens with 因 虽 若 既 倘 (a reason or a
 * condition, not the main action). */
static int subordinate(const char *buf, size_t lo, size_t pos)
{
	size_t p = pos, s;
	int32_t first = -1;
	while (p > lo) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (!utf8_is_han(cp))
			break;
		first = cp;
		p = s;
	}
	return first == 0x56E0 /* 因 */ || first == 0x867D || first == 0x96D6 /* 虽雖 */ ||
	       first == 0x82E5 /* 若 */ || first == 0x65E2 /* 既 */ || first == 0x5018 /* 倘 */;
}

/* The one acting in buf[lo..hi) of narration segment si: the nearest
 * subject before `before`, else the first subject. */
const struct mention *speaker_actor(const struct ctx *c, size_t si, size_t lo, size_t hi,
				    size_t before)
{
	size_t a, b;
	speaker_mentions_in(c, si, lo, hi, &a, &b);
	/* the nearest one before the verb: 宝玉走进来，袭人笑道 — but not the
	 * subject of a clause of reason or condition (因贾母尚未明说，…) when
	 * someone acts before it */
	const struct mention *sub = NULL;
	for (size_t j = b; j-- > a;) {
		if (!c->m[j].subj || c->m[j].end > before)
			continue;
		if (!subordinate(c->buf, lo, c->m[j].pos))
			return &c->m[j];
		if (!sub)
			sub = &c->m[j];
	}
	if (sub)
		return sub;
	/* else the first one, who acts all through the sentence */
	for (size_t j = a; j < b; j++)
		if (c->m[j].subj)
			return &c->m[j];
	return NULL;
}

/* 看 望 盯 瞪 瞅 瞧 拉 握 扶 (before 着): looking at or holding someone. */
static int looks_at(int32_t cp)
{
	static const int32_t v[] = { 0x770B, 0x671B, 0x76EF, 0x77AA, 0x7785, 0x77A7, 0x62C9,
				     0x63E1, 0x6276, 0x91CF /* 打量着 */ };
	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		if (v[i] == cp)
			return 1;
	return 0;
}

/* The one a name or a pronoun at m stands for, not subject. */
static int person_at(const struct ctx *c, size_t si, const struct mention *m, int subject)
{
	return m->who >= 0 || m->who == M_NOBODY ? m->who
			   : speaker_resolve_pronoun(c, si, m->pos, speaker_who_gender(c, m->who),
						     subject);
}

/* The one turned to at m (or none), for subject; *to_uncast (when asked)
 * whether, no one found, it is one the cast lacks: nobody_first (such a one
 * turned to first), or what u stands for with no subject left out. */
static int turned_to(const struct ctx *c, size_t si, const struct mention *m, int subject,
		     const struct mention *u, int nobody_first, int *to_uncast)
{
	int who = m ? person_at(c, si, m, subject) : -1;
	if (to_uncast)
		*to_uncast = who < 0 && (nobody_first ||
					 (u && person_at(c, si, u, -1) == M_NOBODY));
	return who;
}

/* Someone spoken to in the clause: a name right after 对/向/跟/问/朝,
 * or after 看着/拉着; with to_uncast, in the same pass, whether one the cast
 * lacks (M_NOBODY) is turned to when no member is. */
static int addressee_in(const struct ctx *c, size_t si, size_t lo, size_t hi, int subject,
			int *to_uncast)
{
	size_t a, b, s;
	speaker_mentions_in(c, si, lo, hi, &a, &b);
	/* the first glance at a member, and at anyone (a member or not) */
	const struct mention *glanced = NULL, *first_glance = NULL;
	int nobody_first = 0;
	for (size_t j = a; j < b; j++) {
		const struct mention *m = &c->m[j];
		int uncast = m->who == M_NOBODY;
		if (m->who < 0 && m->who != M_HE && m->who != M_SHE && !(uncast && to_uncast))
			continue;
		int32_t cp = utf8_before(c->buf, lo, m->pos, &s);
		/* and the character before that one */
		size_t s2, s3, n2;
		int32_t cp2 = utf8_before(c->buf, lo, s, &s2);
		/* 看着她, 拉着林风: the one looked at or held */
		int looks = (cp == 0x7740 /* 着 */ || cp == 0x8457 /* 著 */) && looks_at(cp2);
		/* 看了儿子一眼, 把儿子看了一遍: a glance, when no one else is
		 * turned to; 回头看了看孟凡英: a look, as 看了她一眼 */
		int glance = (cp == 0x4E86 /* 了 */ && looks_at(cp2) && hi - m->end >= 6 &&
			      !memcmp(c->buf + m->end, "一眼", 6)) ||
			     (cp == 0x628A /* 把 */ && utf8_at(c->buf, m->end, hi, &n2) == 0x770B) ||
			     (cp == 0x770B /* 看 */ && cp2 == 0x4E86 /* 了 */ &&
			      utf8_before(c->buf, lo, s2, &s3) == 0x770B);
		if (glance && !first_glance)
			first_glance = m;
		if (glance && !glanced && !uncast)
			glanced = m;
		/* 拉过振华的手: the one taken by the hand */
		if (cp == 0x8FC7 /* 过 */ && (cp2 == 0x62C9 /* 拉 */ || cp2 == 0x63E1 /* 握 */))
			looks = 1;
		if (!(cp == 0x5BF9 || cp == 0x5C0D || cp == 0x5411 || cp == 0x8DDF || cp == 0x95EE ||
		      cp == 0x554F || cp == 0x671D || cp == 0x51B2 || looks))
			continue;
		if (!uncast)
			return turned_to(c, si, m, subject, m, nobody_first, to_uncast);
		nobody_first = 1;
	}
	return turned_to(c, si, glanced, subject, first_glance, nobody_first, to_uncast);
}

int speaker_addressee_in(const struct ctx *c, size_t si, size_t lo, size_t hi, int subject)
{
	return addressee_in(c, si, lo, hi, subject, NULL);
}

int speaker_addressee_or_uncast_in(const struct ctx *c, size_t si, size_t lo, size_t hi,
				   int subject, int *to_uncast)
{
	return addressee_in(c, si, lo, hi, subject, to_uncast);
}
