/* feature.c - each quote's candidates and their features (layer 4 of
 * speaker_parts.h).
 *
 * The candidates of a quote are "someone unnamed" (SPEAKER_UNKNOWN), a
 * crowd when the rules saw one, and the cast members in view: the ones the
 * rules named for it, the speakers of the quotes around it and everyone the
 * narration names within ten paragraphs of it.  Each gets the rules' cues
 * as indicator features (the first pass's cue and the flow's reading that
 * named it), what the quote says of it, the turns around it and where the
 * narration has it act.  None keys on a name or on one book's words. */
#include "speaker/speaker_parts.h"
#include "base/utf8.h"
#include "base/wordlist.h"

#include <math.h>
#include <string.h>

/* How far the narration is looked at either way: in paragraphs, and in
 * segments for a text that never breaks its paragraphs (a chapter on one
 * line would make each quote's window the chapter, the pass quadratic). */
enum { WINDOW_PARAS = 10, WINDOW_SEGS = 80 };

#define SPEAKER_FEATURE_NAME(id, name) name,
#define SPEAKER_READING_NAME(id, name) "rule." #name,
static const char *const names[F_COUNT] = { SPEAKER_SINGLE_FEATURES(SPEAKER_FEATURE_NAME)
						    SPEAKER_READINGS(SPEAKER_READING_NAME) };

int speaker_feature_count(void)
{
	return F_COUNT;
}

const char *speaker_feature_name(int f)
{
	return f >= 0 && f < F_COUNT ? names[f] : "?";
}

/* The feature of a first-pass cue of kind and strength. */
static int cue_feature(int kind, int strength)
{
	switch (kind) {
	case SPEAKER_CUE_BEFORE: return F_CUE_BEFORE;
	case SPEAKER_CUE_BEAT: return F_CUE_BEAT;
	case SPEAKER_CUE_ELIDED:
		return strength >= CUE_STRONG ? F_CUE_ELIDED_STRONG :
		       strength >= CUE_MEDIUM ? F_CUE_ELIDED_MEDIUM : F_CUE_ELIDED_WEAK;
	case SPEAKER_CUE_AFTER: return F_CUE_AFTER;
	case SPEAKER_CUE_AFTER_ACTION: return F_CUE_AFTER_ACTION;
	case SPEAKER_CUE_AROUND: return strength >= CUE_STRONG ? F_CUE_AROUND_STRONG : F_CUE_AROUND_MEDIUM;
	case SPEAKER_CUE_NEXT: return F_CUE_NEXT;
	case SPEAKER_CUE_SELF: return F_CUE_SELF;
	default: return -1;
	}
}

/* The candidate for who in out[0..*n), added (features zero) if new; NULL
 * when there is no room. */
static struct candidate *candidate(struct candidate *out, size_t *n, int who)
{
	for (size_t k = 0; k < *n; k++)
		if (out[k].who == who)
			return &out[k];
	if (*n == SPEAKER_MAX_CANDIDATES)
		return NULL;
	struct candidate *x = &out[(*n)++];
	memset(x, 0, sizeof(*x));
	x->who = who;
	return x;
}

/* The only dialogue run of its paragraph: a bare turn of a talk. */
static int alone(const struct ctx *c, size_t i)
{
	const struct seg *v = c->segs->v;
	return (i == 0 || v[i - 1].para != v[i].para) &&
	       (i + 1 >= c->segs->n || v[i + 1].para != v[i].para);
}

/* The dialogue runs before quote i (most recent first, at most max) in a
 * talk going on: no more than three paragraphs between two of them. */
static size_t quotes_before(const struct ctx *c, size_t i, size_t *out, size_t max)
{
	const struct seg *v = c->segs->v;
	size_t n = 0, para = v[i].para;
	for (size_t j = i; j-- > 0 && n < max;) {
		if (v[j].kind != SEG_DIALOGUE)
			continue;
		if (v[j].para + 3 < para)
			break;
		out[n++] = j;
		para = v[j].para;
	}
	return n;
}

/* The same after it. */
static size_t quotes_after(const struct ctx *c, size_t i, size_t *out, size_t max)
{
	const struct seg *v = c->segs->v;
	size_t n = 0, para = v[i].para;
	for (size_t j = i + 1; j < c->segs->n && n < max; j++) {
		if (v[j].kind != SEG_DIALOGUE)
			continue;
		if (v[j].para > para + 3)
			break;
		out[n++] = j;
		para = v[j].para;
	}
	return n;
}

/* Whether quote j directly follows quote i as the next bare turn: each
 * alone in its paragraph, one paragraph after the other. */
static int bare_pair(const struct ctx *c, size_t i, size_t j)
{
	return alone(c, i) && alone(c, j) && c->segs->v[j].para == c->segs->v[i].para + 1;
}

/* The quote opens going on with what its speaker said before (再说, 而且). */
static int goes_on(const struct ctx *c, const struct seg *s)
{
	static const char *const w[] = { "再说", "再說", "而且", "况且", "況且", "何况", "何況",
					 "并且", "並且", "再者", "还有", "還有", "另外", NULL };
	size_t n;
	utf8_at(c->buf, s->start, s->end, &n);
	return wordlist_prefix(c->buf + s->start + n, s->end - s->start - n, w) != 0;
}

/* The one the paragraph after quote i opens with when it hears or is taken
 * aback by it (他听见妻子在说话, 少安愣住了) — pronouns too; else -1. */
static int heard_next(const struct ctx *c, size_t i)
{
	static const char *const w[] = { "听见", "聽見", "听到", "聽到", "听了", "聽了", "闻言",
					 "聞言", "愣", "怔", "一惊", "一驚", NULL };
	const struct seg *v = c->segs->v;
	if (i + 1 >= c->segs->n || v[i + 1].kind != SEG_NARRATION || v[i + 1].para != v[i].para + 1)
		return -1;
	size_t k = c->seg_m[i + 1];
	if (k == c->seg_m[i + 2] || !c->m[k].subj || c->m[k].pos > v[i + 1].start + 9)
		return -1;
	int32_t mark;
	size_t e = speaker_sentence_end(c->buf, c->m[k].end, v[i + 1].end, &mark);
	return speaker_has_any(c->buf, c->m[k].end, e, w) ? speaker_of(c, i + 1, &c->m[k]) : -1;
}

/* Who opens the sentence of the tag right before quote i (X一看是…，笑着
 *说：“…”), the narration before it ending in a colon; else -1.  The
 * first pass takes the subject nearest the verb, which a clause between
 * can hold (路上的人, 福堂的女儿): the opener is a second reading. */
static int tag_opener(const struct ctx *c, size_t i)
{
	const struct seg *v = c->segs->v;
	if (i == 0 || v[i - 1].kind != SEG_NARRATION || v[i - 1].para + 1 < v[i].para)
		return -1;
	const struct seg *s = &v[i - 1];
	size_t hi = speaker_trim_end(c->buf, s->start, s->end), sp, k;
	int32_t last = hi > s->start ? utf8_before(c->buf, s->start, hi, &sp) : 0;
	if (last != 0xFF1A && last != ':')
		return -1;
	size_t lo = speaker_sentence_start(c->buf, s->start, hi), a, b;
	speaker_mentions_in(c, i - 1, lo, hi, &a, &b);
	if (a == b || !c->m[a].subj)
		return -1;
	size_t p = lo;
	while (p < c->m[a].pos && speaker_is_punct_or_space(utf8_at(c->buf, p, c->m[a].pos, &k)))
		p += k;
	if (p != c->m[a].pos)
		return -1;
	/* 林风点点头，那个年轻的护士小声说：: the verb's own clause has its
	 * subject, the sentence's opener is no second reading */
	size_t clause = speaker_clause_start(c->buf, lo, sp), ca, cb;
	speaker_mentions_in(c, i - 1, clause, sp, &ca, &cb);
	if (ca < cb && ca != a && c->m[ca].subj && c->m[ca].pos == clause)
		return -1;
	/* 林晓雨刚要…，门口传来一个…的声音：, 小栓吃完饭，他的母亲慌忙说：, 只见众人
	 * 忙道：: someone unnamed is the verb's, the opener only hears it */
	for (size_t j = ca; j < cb; j++)
		if (j != a && c->m[j].subj && (c->m[j].who == M_NOBODY || c->m[j].who == M_CROWD))
			return -1;
	return speaker_of(c, i - 1, &c->m[a]);
}

/* The other one of the talk: going back from the quote before i, the
 * first speaker who is not the one of that quote; else -1. */
static int other_party(const size_t *bq, size_t nb, const int *said)
{
	for (size_t k = 1; k < nb && said[bq[0]] >= 0; k++)
		if (said[bq[k]] != said[bq[0]])
			return said[bq[k]];
	return -1;
}

/* The speaker of the nearest quote among q[0..n) whose own cue names its
 * speaker (medium or strong), and how many turns away (*d), or -1. */
static int anchor(const struct ctx *c, const size_t *q, size_t n, size_t *d)
{
	for (size_t k = 0; k < n; k++) {
		const struct cue *a = &c->cue[q[k]];
		if (a->who >= 0 && a->strength >= CUE_MEDIUM) {
			*d = k + 1;
			return a->who;
		}
	}
	return -1;
}

/* Whether narration paragraph k is the tag of the quote that opens the
 * paragraph after it and names its speaker (X嘴唇哆嗦着问：⏎“…”): the
 * bare turns before that quote lead up to it as to a tagged turn. */
static int introduces_next(const struct ctx *c, size_t k)
{
	const struct seg *v = c->segs->v;
	if (k + 1 >= c->segs->n || v[k + 1].kind != SEG_DIALOGUE || v[k + 1].para != v[k].para + 1 ||
	    (k > 0 && v[k - 1].para == v[k].para))
		return 0;
	const struct cue *q = &c->cue[k + 1];
	if (q->kind != SPEAKER_CUE_BEFORE || q->who < 0 || q->strength < CUE_MEDIUM)
		return 0;
	size_t sp, end = speaker_trim_end(c->buf, v[k].start, v[k].end);
	int32_t mark = utf8_before(c->buf, v[k].start, end, &sp);
	return mark == 0xFF1A || mark == ':';
}

/* The next quote from j in direction dir (-1 back, +1 ahead) that takes
 * the turn next to it in a run of bare turns: in the paragraph right
 * before or after, or with only a paragraph of narration between that is
 * the earlier one's own tag (“…”⏎X说。⏎“…”) or, ahead, the later one's
 * (“…”⏎X问：⏎“…”); else (size_t)-1. */
static size_t chain_step(const struct ctx *c, size_t j, int dir)
{
	const struct seg *v = c->segs->v;
	size_t k = j, gap = 0;
	for (;;) {
		if (dir < 0 ? k == 0 : k + 1 >= c->segs->n)
			return (size_t)-1;
		k = dir < 0 ? k - 1 : k + 1;
		if (v[k].para == v[j].para)
			return (size_t)-1; /* its own paragraph holds more */
		if (v[k].kind == SEG_DIALOGUE)
			break;
		if (gap++ || !(speaker_reports_speech(c, k) || (dir > 0 && introduces_next(c, k))))
			return (size_t)-1;
	}
	size_t paras = v[j].para > v[k].para ? v[j].para - v[k].para : v[k].para - v[j].para;
	return paras == 1 + gap ? k : (size_t)-1;
}

/* Along the run of bare turns from quote i (dir -1 back, +1 ahead), the
 * speaker of the first quote with a cue of its own, and how many turns
 * away (*d); -1 when the run ends first. */
static int chain_anchor(const struct ctx *c, size_t i, int dir, size_t *d)
{
	size_t j = i;
	for (*d = 1; *d <= 12; ++*d) {
		size_t k = chain_step(c, j, dir);
		if (k == (size_t)-1)
			return -1;
		const struct cue *a = &c->cue[k];
		if (a->who >= 0 && a->strength >= CUE_MEDIUM)
			return a->who;
		if (!alone(c, k))
			return -1;
		j = k;
	}
	return -1;
}

/* Whether all between quotes a and b is a paragraph of its own that
 * reports quote a (“…”⏎他说。⏎“…”): its teller says, he does not act
 * between the two.  Not one that ends in a sneer or a sigh (丁寒向他瞧了
 * 一眼，嘴角露出一丝冷笑。): a gesture, the next speaker's often. */
static int own_tag_between(const struct ctx *c, size_t a, size_t b)
{
	static const char expressions[] = "笑哭叹嘆歎哼";
	const struct seg *v = c->segs->v;
	if (b != a + 2 || v[a + 1].kind != SEG_NARRATION || v[a + 1].para != v[a].para + 1 ||
	    v[b].para != v[a + 1].para + 1 || !speaker_reports_speech(c, a + 1))
		return 0;
	size_t end = v[a + 1].end, sp;
	while (end > v[a + 1].start && !utf8_is_han(utf8_before(c->buf, v[a + 1].start, end, &sp)))
		end = sp;
	return !utf8_in_set(expressions, utf8_before(c->buf, v[a + 1].start, end, &sp));
}

/* Who acts in the first sentence of the narration between quotes a and b
 * (*says: it has a speech verb, as the tag of quote a: 他气愤地骂了一声)
 * and who in the last one; -1 when no one. */
static void between_actors(const struct ctx *c, size_t a, size_t b, int *first, int *says,
			   int *last)
{
	const struct seg *v = c->segs->v;
	int reported = own_tag_between(c, a, b);
	*first = *last = -1;
	*says = 0;
	for (size_t j = a + 1; j < b; j++) {
		if (v[j].kind != SEG_NARRATION)
			continue;
		for (size_t lo = v[j].start, hi, next; lo < v[j].end; lo = next) {
			next = speaker_next_sentence(c->buf, lo, v[j].end, &hi);
			const struct mention *m = speaker_actor(c, j, lo, hi, hi);
			int who = m ? speaker_of(c, j, m) : -1;
			if (*first < 0 && who >= 0 && lo == v[j].start && j == a + 1) {
				*first = who;
				*says = speaker_first_verb(c->buf, m->end, hi) != (size_t)-1;
			}
			if (m && !reported)
				*last = who;
		}
	}
}

/* Everyone the narration names within WINDOW_PARAS of quote i becomes a
 * candidate, with where they are named and whether they act there. */
static void narration_features(const struct ctx *c, size_t i, size_t last_q,
			       struct candidate *out, size_t *n, int *last_actor)
{
	const struct seg *v = c->segs->v;
	size_t para = v[i].para, lo = i, hi = i;
	while (lo > 0 && i - lo < WINDOW_SEGS && v[lo - 1].para + WINDOW_PARAS >= para)
		lo--;
	while (hi + 1 < c->segs->n && hi - i < WINDOW_SEGS && v[hi + 1].para <= para + WINDOW_PARAS)
		hi++;
	/* the quote before was told in a paragraph of its own: no one acts between */
	int reported = last_q != (size_t)-1 && own_tag_between(c, last_q, i);
	*last_actor = -1;
	for (size_t j = lo; j <= hi; j++) {
		if (v[j].kind != SEG_NARRATION)
			continue;
		for (size_t k = c->seg_m[j]; k < c->seg_m[j + 1]; k++) {
			const struct mention *m = &c->m[k];
			int w = speaker_of(c, j, m);
			if (w < 0)
				continue;
			struct candidate *x = candidate(out, n, w);
			if (!x)
				continue;
			size_t mp = v[j].para;
			x->f[F_MENTIONS] += 1;
			if (j < i) {
				x->f[F_NAMED_BEFORE10] = 1;
				if (mp + 3 >= para)
					x->f[F_NAMED_BEFORE3] = 1;
				if (!m->subj)
					continue;
				if (mp + 6 >= para)
					*last_actor = w;
				if (j + 1 == i && mp == para)
					x->f[F_ACTS_BEFORE] = 1;
				if (mp + 1 == para && v[i - 1].para != para)
					x->f[F_ACTS_PARA_BEFORE] = 1;
				if (last_q != (size_t)-1 && j > last_q && !reported)
					x->f[F_ACTS_BETWEEN] = 1;
			} else {
				if (mp <= para + 3)
					x->f[F_NAMED_AFTER3] = 1;
				if (m->subj && j == i + 1 && mp == para)
					x->f[F_ACTS_AFTER] = 1;
				if (m->subj && mp == para + 1 && k == c->seg_m[j] && v[j - 1].para != mp)
					x->f[F_OPENS_NEXT] = 1;
			}
		}
	}
}

/* Whether someone the cast lacks (a name it does not have, 有人, 我 with
 * no 我 in it) is the subject of a clause of the narration before quote i,
 * back to three paragraphs before its own: the scene has speakers the cast
 * does not cover (a cast tingshu found is short of them). */
static int uncast_near(const struct ctx *c, size_t i)
{
	const struct seg *v = c->segs->v;
	for (size_t j = i; j-- > 0 && v[j].para + 3 >= v[i].para;) {
		if (v[j].kind != SEG_NARRATION)
			continue;
		for (size_t k = c->seg_m[j]; k < c->seg_m[j + 1]; k++)
			if (c->m[k].who == M_NOBODY && c->m[k].subj)
				return 1;
	}
	return 0;
}

/* What the turns around a quote tell of the unnamed candidate. */
struct turns {
	int last1, last2, next1; /* someone unnamed said the quote before … */
	float recent;		 /* the share of the quotes before so read */
	int few_cast;		 /* at most one cast member in view */
};

/* The features of the unnamed and the crowd candidates; opener: who opens
 * the tag before quote i (tag_opener). */
static void nobody_features(const struct ctx *c, size_t i, int opener, const struct turns *t,
			    struct candidate *x)
{
	const struct cue *q = &c->cue[i];
	if (x->who == SPEAKER_UNKNOWN) {
		x->f[F_UNKNOWN] = 1;
		x->f[F_UNKNOWN_RULES] = q->final == SPEAKER_UNKNOWN;
		x->f[F_UNKNOWN_UNNAMED] = q->final == M_NOBODY || q->who == M_NOBODY;
		x->f[F_CUE_NOT_OPENER] = opener >= 0 && q->who == M_NOBODY;
		x->f[F_UNKNOWN_UNCAST_NEAR] = uncast_near(c, i);
		x->f[F_UNKNOWN_FEW_CAST] = t->few_cast;
		x->f[F_UNKNOWN_LAST1] = t->last1;
		x->f[F_UNKNOWN_LAST2] = t->last2;
		x->f[F_UNKNOWN_NEXT1] = t->next1;
		x->f[F_UNKNOWN_RECENT] = t->recent;
		/* a cast found has its own weights: the given one's stay as
		 * they were learned on casts that lack no one */
		for (int k = F_UNKNOWN; c->cast->incomplete && k <= F_UNKNOWN_RECENT; k++) {
			x->f[F_INCOMPLETE + k - F_UNKNOWN] = x->f[k];
			x->f[k] = 0;
		}
	} else {
		x->f[F_CROWD] = 1;
		x->f[F_CROWD_RULES] = q->final == M_CROWD;
		x->f[F_CROWD_CUE] = q->who == M_CROWD;
		x->f[F_CROWD_CHANT] = speaker_chant(c, &c->segs->v[i]);
		x->f[F_CROWD_NEXT] = q->next_hint == M_CROWD;
		x->f[F_CUE_NOT_OPENER] = opener >= 0 && q->who == M_CROWD;
	}
	if (q->final == x->who || (x->who == SPEAKER_UNKNOWN && q->final == M_NOBODY))
		x->f[F_RULE + q->reading] = 1;
}

size_t speaker_candidates(const struct ctx *c, size_t i, const int *said, const int *ahead,
			  struct candidate *out)
{
	const struct seg *v = c->segs->v;
	const struct cue *q = &c->cue[i];
	size_t para = v[i].para, n = 0, bq[6], aq[4];
	size_t nb = quotes_before(c, i, bq, 6), na = quotes_after(c, i, aq, 4);
	candidate(out, &n, SPEAKER_UNKNOWN);
	if (q->who == M_CROWD || q->final == M_CROWD || speaker_chant(c, &v[i]))
		candidate(out, &n, M_CROWD);
	const int named_here[] = { q->who, q->final, q->self, q->next_hint };
	for (size_t k = 0; k < sizeof(named_here) / sizeof(named_here[0]); k++)
		if (named_here[k] >= 0)
			candidate(out, &n, named_here[k]);
	int opener = tag_opener(c, i);
	if (opener >= 0)
		candidate(out, &n, opener);
	for (size_t k = 0; k < nb; k++)
		if (said[bq[k]] >= 0)
			candidate(out, &n, said[bq[k]]);
	for (size_t k = 0; k < na; k++)
		if (ahead[aq[k]] >= 0)
			candidate(out, &n, ahead[aq[k]]);
	int last_actor;
	narration_features(c, i, nb ? bq[0] : (size_t)-1, out, &n, &last_actor);
	/* “杀奴！杀奴！”: a cry said again is many voices, unless its own cue
	 * names one (X大叫“救命！救命！”) */
	int chant = speaker_chant(c, &v[i]) && !(q->who >= 0 && q->strength >= CUE_MEDIUM);
	/* “…”她说。, 他对我说：: said of 他 or 她, never by the narrator who
	 * tells the story as 我, and of 她 by no man, whoever she is (no
	 * woman named near: the unknown voice), of 他 by no woman where the
	 * text writes 她; “吾姓关名羽” of no member: by
	 * none of them, of a member: by no other; 鄒靖…靖曰 by none, nor
	 * 随后一人厉声言曰 when the flow found no one it was */
	int woman = q->by_woman && (q->who < 0 || c->cast->v[q->who].gender != GENDER_MALE);
	int man = q->by_man && c->writes_she &&
		  (q->who < 0 || c->cast->v[q->who].gender != GENDER_FEMALE);
	size_t keep = 0;
	for (size_t k = 0; k < n; k++) {
		int w = out[k].who;
		if (w < 0 || (!chant && !(q->tag_gender && speaker_first_person(c, w)) &&
			      !(woman && c->cast->v[w].gender == GENDER_MALE) &&
			      !(man && c->cast->v[w].gender == GENDER_FEMALE) &&
			      !speaker_said_to(q, w) && q->self != M_NOBODY && !q->uncast_named &&
			      !(q->stranger && q->final == M_NOBODY) &&
			      !(q->self_own && w != q->self)))
			out[keep++] = out[k];
	}
	n = keep;

	size_t back_d = 0, ahead_d = 0, chain_bd = 0, chain_ad = 0;
	int back = anchor(c, bq, nb, &back_d), fore = anchor(c, aq, na, &ahead_d);
	int chain_back = alone(c, i) ? chain_anchor(c, i, -1, &chain_bd) : -1;
	int chain_fore = alone(c, i) ? chain_anchor(c, i, 1, &chain_ad) : -1;
	int heard = heard_next(c, i), asked = nb && speaker_quote_asks(c, bq[0]);
	int bare1 = nb >= 1 && bare_pair(c, bq[0], i);
	int bare2 = bare1 && nb >= 2 && bare_pair(c, bq[1], bq[0]);
	int fbare1 = na >= 1 && bare_pair(c, i, aq[0]);
	int fbare2 = fbare1 && na >= 2 && bare_pair(c, aq[0], aq[1]);
	int on = goes_on(c, &v[i]);
	int other = other_party(bq, nb, said), bare = alone(c, i);
	int first_after = -1, first_says = 0, last_before = -1;
	if (nb)
		between_actors(c, bq[0], i, &first_after, &first_says, &last_before);
	struct turns t = { .last1 = nb >= 1 && said[bq[0]] == SPEAKER_UNKNOWN,
			   .last2 = nb >= 2 && said[bq[1]] == SPEAKER_UNKNOWN && said[bq[0]] >= 0,
			   .next1 = na >= 1 && ahead[aq[0]] == SPEAKER_UNKNOWN };
	size_t members = 0, unnamed = 0;
	for (size_t k = 0; k < nb; k++)
		unnamed += said[bq[k]] == SPEAKER_UNKNOWN;
	t.recent = nb ? (float)unnamed / (float)nb : 0;
	for (size_t k = 0; k < n; k++)
		members += out[k].who >= 0;
	t.few_cast = members <= 1;
	for (size_t k = 0; k < n; k++) {
		struct candidate *x = &out[k];
		int w = x->who;
		if (x->f[F_MENTIONS] > 0)
			x->f[F_MENTIONS] = (float)log(1 + x->f[F_MENTIONS]);
		if (w < 0) {
			nobody_features(c, i, opener, &t, x);
			continue;
		}
		if (q->who == w && q->strength >= CUE_WEAK) {
			int f = cue_feature(q->kind, q->strength);
			if (f >= 0)
				x->f[f] = 1;
			if (q->tag_gender) {
				enum gender g = c->cast->v[w].gender;
				x->f[F_CUE_PRONOUN] = 1;
				x->f[F_TAG_GENDER_FITS] = (int)g == q->tag_gender;
				x->f[F_TAG_GENDER_CLASHES] = g != GENDER_UNKNOWN && (int)g != q->tag_gender;
			}
		}
		if (q->final == w)
			x->f[F_RULE + q->reading] = 1;
		x->f[F_PRONOUN_FITS] = q->tag_gender && (int)c->cast->v[w].gender == q->tag_gender;
		x->f[F_CALLED] = speaker_said_to(q, w);
		x->f[F_NAMED] = speaker_names(q, w);
		x->f[F_SELF] = q->self == w;
		x->f[F_HEARD] = q->not_who == w;
		x->f[F_SAID_TO] = q->addressee == w;
		x->f[F_KIN_CALLER] = q->kin_caller == w;
		x->f[F_NEXT_OPENS] = q->next_hint == w;
		x->f[F_NEXT_HEARS] = heard == w;
		if (nb >= 1 && said[bq[0]] == w) {
			x->f[F_LAST1] = 1;
			x->f[F_LAST1_SAME_PARA] = v[bq[0]].para == para;
			x->f[F_LAST1_BARE] = bare1;
			x->f[F_LAST1_ASKED] = asked;
			x->f[F_LAST1_GOES_ON] = on;
			x->f[F_LAST1_ACTED] = x->f[F_ACTS_BETWEEN];
		}
		if (nb >= 2 && said[bq[1]] == w && said[bq[0]] != w) {
			x->f[F_LAST2] = 1;
			x->f[F_LAST2_BARE] = bare2;
		}
		x->f[F_LAST3] = nb >= 3 && said[bq[2]] == w;
		for (size_t j = 0; j < nb; j++)
			if (said[bq[j]] == w)
				x->f[F_RECENT] = 1;
		x->f[F_OTHER_PARTY] = other == w;
		x->f[F_OTHER_PARTY_BARE] = other == w && bare;
		x->f[F_TAG_OPENS] = opener == w;
		x->f[F_TAG_OPENS_ALONE] = opener == w && q->who != w;
		x->f[F_CUE_NOT_OPENER] = opener >= 0 && q->who == w && opener != w;
		if (na >= 1 && ahead[aq[0]] == w) {
			x->f[F_NEXT1] = 1;
			x->f[F_NEXT1_BARE] = fbare1;
		}
		if (na >= 2 && ahead[aq[1]] == w && ahead[aq[0]] != w) {
			x->f[F_NEXT2] = 1;
			x->f[F_NEXT2_BARE] = fbare2;
		}
		x->f[F_NEXT_CALLS] = na >= 1 && speaker_said_to(&c->cue[aq[0]], w);
		if (back == w)
			x->f[back_d % 2 ? F_ANCHOR_BACK_ODD : F_ANCHOR_BACK_EVEN] = 1;
		if (fore == w)
			x->f[ahead_d % 2 ? F_ANCHOR_AHEAD_ODD : F_ANCHOR_AHEAD_EVEN] = 1;
		if (chain_back == w)
			x->f[chain_bd % 2 ? F_CHAIN_BACK_ODD : F_CHAIN_BACK_EVEN] = 1;
		if (chain_fore == w)
			x->f[chain_ad % 2 ? F_CHAIN_AHEAD_ODD : F_CHAIN_AHEAD_EVEN] = 1;
		if (nb >= 1) {
			const struct cue *p = &c->cue[bq[0]];
			x->f[F_PREV_CALLS] = speaker_said_to(p, w);
			x->f[F_PREV_SAID_TO] = p->addressee == w;
			x->f[F_PREV_NAMES] = speaker_names(p, w);
		}
		x->f[F_LAST_ACTOR] = w == last_actor;
		x->f[F_BETWEEN_FIRST] = w == first_after;
		x->f[F_BETWEEN_FIRST_SAYS] = w == first_after && first_says;
		x->f[F_BETWEEN_LAST] = w == last_before;
		x->f[F_PRESENT] = scene_present(&c->scene, w, para, 6);
		x->f[F_GONE] = scene_gone(&c->scene, w);
		x->f[F_NEWCOMER] = para > 0 && scene_newcomer(&c->scene, para - 1) == w;
	}
	return n;
}
