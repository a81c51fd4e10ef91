/* speaker_mention.c - who the narration speaks of, for the speaker stage
 * (speaker.c).  Characters: stepping through UTF-8, sentence marks,
 * punctuation.  Mentions: the names, pronouns (他/她), crowds (众人) and
 * kinship words (母亲, 福生妈) found in the narration, and whom of the cast
 * each stands for (resolve_kin, resolve_pronoun, speaker_of, actor_of). */
#include "base/err.h"
#include "base/utf8.h"
#include "speaker/speaker_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int speaker_is_sentence_end(int32_t cp)
{
	return cp == 0x3002 || cp == 0xFF01 || cp == 0xFF1F || cp == '!' || cp == '?' ||
	       cp == 0xFF1B || cp == 0x2026 || cp == 0xFF0E || cp == ';';
}

int speaker_is_punct_or_space(int32_t cp)
{
	return utf8_is_space(cp) || (cp >= 0x3000 && cp <= 0x303F) ||
	       (cp >= 0xFF00 && cp <= 0xFF20) || (cp >= 0x2010 && cp <= 0x206F) ||
	       (cp > 0 && cp < 0x80 && !((cp | 0x20) >= 'a' && (cp | 0x20) <= 'z') &&
		!(cp >= '0' && cp <= '9'));
}

enum gender speaker_who_gender(const struct ctx *c, int who)
{
	if (who >= 0)
		return c->cast->v[who].gender;
	if (who == M_HE)
		return GENDER_MALE;
	if (who == M_SHE)
		return GENDER_FEMALE;
	return GENDER_UNKNOWN;
}

/* ---- mentions -------------------------------------------------------- */

static int push_mention(struct ctx *c, const struct mention *m)
{
	if (c->nm == c->am) {
		size_t a = c->am ? c->am * 2 : 256;
		struct mention *v = realloc(c->m, a * sizeof(*v));
		if (!v)
			return ERR_NOMEM;
		c->m = v;
		c->am = a;
	}
	c->m[c->nm++] = *m;
	return 0;
}

static int is_locative(int32_t cp);

/* Whether a name at [pos, end) of a clause starting at lo is its actor. */
static int is_subject(const struct ctx *c, size_t lo, size_t pos, size_t end, size_t hi)
{
	const char *buf = c->buf;
	size_t s;
	if (speechverb_voice_of(buf + end, hi - end))
		return 1; /* X的声音传来 */
	/* X的脸色沉了下来 — but 看着X的脸: the face of whom one looks at */
	int32_t at = utf8_before(buf, lo, pos, &s);
	if (speechverb_face_of(buf + end, hi - end) && (at < 0 || speaker_is_punct_or_space(at)))
		return 1;
	if (hi - end >= 6 && !memcmp(buf + end, "的人", 6))
		return 1; /* 花白胡子的人说: the one with the white beard */
	if (speechverb_not_subject_after(buf + end, hi - end))
		return 0;
	if (speechverb_presentative_before(buf + lo, pos - lo))
		return 1;
	int32_t before = utf8_before(buf, lo, pos, &s);
	/* 吩咐袭人、麝月: a list shares its first name's role; 又叫周瑞、旺儿,
	 * its first item not a cast name: the word before that item */
	if (before == 0x3001 /* 、 */) {
		if (c->nm && c->m[c->nm - 1].end == s)
			return c->m[c->nm - 1].subj;
		size_t p = s;
		for (int k = 0; k < 4 && p > lo; k++) {
			int32_t cp = utf8_before(buf, lo, p, &p);
			if (!utf8_is_han(cp))
				break;
			if (speechverb_is_object_marker(cp))
				return 0;
		}
	}
	/* 左有云长，右有翼德: one placed beside, not one acting */
	if (before == 0x6709 /* 有 */) {
		size_t s2;
		int32_t b2 = utf8_before(buf, lo, s, &s2);
		if (is_locative(b2) || b2 == 0x5DE6 /* 左 */ || b2 == 0x53F3 /* 右 */)
			return 0;
	}
	/* 叫过周瑞家的, 拉住一个: look past the verb's complement */
	if (before == 0x8FC7 /* 过 */ || before == 0x904E /* 過 */ || before == 0x4F4F /* 住 */ ||
	    before == 0x8D77 /* 起 */ || before == 0x5230 /* 到 */ || before == 0x5B9A /* 定 */) {
		size_t s2;
		int32_t b2 = utf8_before(buf, lo, s, &s2);
		if (speechverb_is_object_marker(b2) || speechverb_is_verb(b2) ||
		    b2 == 0x63D0 /* 提 */ || b2 == 0x60F3 /* 想 */ || b2 == 0x8C08 /* 谈 */ ||
		    b2 == 0x8AC7 /* 談 */)
			return 0;
	}
	if (before == 0x7684 /* 的 */) {
		/* 对上来护驾的鳌拜说: still the one spoken to */
		size_t p = s;
		for (int k = 0; k < 10 && p > lo; k++) {
			int32_t cp = utf8_before(buf, lo, p, &p);
			if (cp == 0xFF0C || cp == ',' || speaker_is_sentence_end(cp))
				break;
			if (cp == 0x5BF9 || cp == 0x5C0D || cp == 0x5411 || cp == 0x8DDF ||
			    cp == 0x671D || cp == 0x51B2 || cp == 0x7ED9 || cp == 0x7D66)
				return 0;
		}
		return 1;
	}
	return !speechverb_is_object_marker(before);
}

/* 外面几个人接声说: a place, not a verb, before the people */
static int is_locative(int32_t cp)
{
	static const int32_t v[] = { 0x9762, 0x8FB9, 0x908A, 0x91CC, 0x88E1, 0x4E0A, 0x4E0B,
				     0x4E2D, 0x5916, 0x5185, 0x5167, 0x524D, 0x540E, 0x5F8C,
				     0x65C1, 0x5934, 0x982D, 0x5904, 0x8655 /* 处處 */ };
	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		if (v[i] == cp)
			return 1;
	return 0;
}

/* 一个人, 一位总兵, 一个声音 — not 一个蒲包. */
static int person_follows(const char *buf, size_t p, size_t hi, int window)
{
	static const char nouns[] = "人者汉漢兵丫鬟头頭女男妇婦老孩童声聲音士生客娘婆姑爷爺官将將厮廝子";
	size_t n;
	static const char kid[] = "男女孩汉漢小妻娘儿兒胖瘦矮瞎跛聋聾疯瘋厨廚";
	int32_t prev_cp = 0;
	size_t start = p;
	for (int k = 0; k < window && p < hi; k++, p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (cp < 0x80)
			return 0;
		/* 一个说, 一个看着她的疤，应和道 */
		if (k == 2 && p > start && (speechverb_is_verb(cp) || cp == 0x770B /* 看 */))
			return 1;
		/* 一个汉子, 一个孩子 — but 一个本子, 一张桌子 are things */
		if (cp == 0x5B50 /* 子 */ && !(k && utf8_in_set(kid, prev_cp)))
			continue;
		if (utf8_in_set(nouns, cp))
			return 1;
		prev_cp = cp;
	}
	return 0;
}

/* 闯进了一个…, 来了两个…: the people brought in act next. */
static int existential(const char *buf, size_t lo, size_t p)
{
	size_t s;
	int32_t b1 = utf8_before(buf, lo, p, &s);
	if (b1 == 0x4E86 /* 了 */)
		b1 = utf8_before(buf, lo, s, &s);
	return b1 == 0x8FDB || b1 == 0x9032 || b1 == 0x6765 || b1 == 0x4F86 || b1 == 0x51FA ||
	       b1 == 0x8FC7 || b1 == 0x904E || b1 == 0x56DE; /* 进 来 出 过 回 */
}

/* Length of the first word of the NULL-ended list w that s[0..n) starts
 * with, or 0. */
size_t speaker_starts_with_any(const char *s, size_t n, const char *const *w)
{
	for (const char *const *x = w; *x; x++) {
		size_t k = strlen(*x);
		if (k <= n && !memcmp(s, *x, k))
			return k;
	}
	return 0;
}

/* Whether a word of the NULL-ended list w starts at a character of buf[lo..hi). */
int speaker_has_any(const char *buf, size_t lo, size_t hi, const char *const *w)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		utf8_at(buf, p, hi, &n);
		if (speaker_starts_with_any(buf + p, hi - p, w))
			return 1;
	}
	return 0;
}

/* Length of 的 + a word for a relative or a person (的母亲, 的人), or 0. */
static size_t kin_after(const char *s, size_t n)
{
	static const char *const w[] = {
		"的人", "的朋友", "的母亲", "的母親", "的父亲", "的父親", "的老婆", "的妻子", "的女人",
		"的男人", "的丈夫", "的儿子", "的兒子", "的女儿", "的女兒", "的媳妇", "的媳婦",
		"的娘", "的爹", "的妈", "的媽", NULL
	};
	return speaker_starts_with_any(s, n, w);
}

/* 女人, 老婆, 妻子 …: a wife, after 的. */
static int is_wife_word(const char *s, size_t n)
{
	static const char *const w[] = { "女人", "老婆", "妻子", "媳妇", "媳婦", NULL };
	for (const char *const *x = w; *x; x++)
		if (strlen(*x) == n && !memcmp(s, *x, n))
			return 1;
	return 0;
}

/* 对方 at pos: the last named character who is not the last one acting
 * (looking back a few dozen mentions), else M_NOBODY. */
static int other_party(const struct ctx *c, size_t pos)
{
	int actor = -1, other = -1;
	for (size_t j = c->nm, looked = 0; j-- > 0 && looked < 40; looked++) {
		const struct mention *m = &c->m[j];
		if (pos - m->pos > 3000)
			break;
		if (m->who < 0 || speaker_first_person(c, m->who))
			continue;
		if (actor < 0 && m->subj) {
			actor = m->who;
			if (other >= 0 && other != actor)
				return other;
		} else if (actor >= 0 && m->who != actor) {
			return m->who;
		} else if (other < 0) {
			other = m->who;
		}
	}
	return M_NOBODY;
}

/* 一个少女, 两位少年: someone new, not someone known. */
static int counted_before(const char *buf, size_t lo, size_t p)
{
	size_t s;
	int32_t b = utf8_before(buf, lo, p, &s);
	return b == 0x4E2A /* 个 */ || b == 0x500B /* 個 */ || b == 0x4F4D /* 位 */ ||
	       b == 0x540D /* 名 */ || b == 0x4E00 /* 一 */ || b == 0x6709 /* 有 */ ||
	       b == 0x7684 /* 的 */;
}

/* 炕上的奶奶: the one at a place, not someone's relative. */
static int placed_before(const char *buf, size_t lo, size_t p)
{
	size_t s, s2;
	return utf8_before(buf, lo, p, &s) == 0x7684 /* 的 */ &&
	       is_locative(utf8_before(buf, lo, s, &s2));
}

/* 一个花白胡子的人: the cast's name for them comes right after. */
static int name_follows(const struct ctx *c, size_t p, size_t hi)
{
	size_t k, n;
	for (int i = 0; i < 2 && p < hi; i++) {
		if (cast_match(c->cast, c->buf + p, hi - p, &k) >= 0)
			return 1;
		utf8_at(c->buf, p, hi, &n);
		p += n;
	}
	return 0;
}

/* A father as called by his wife. */
const char *const speaker_father_calls[] = {"孩子他爹", "孩子他爸", "他爹", "他爸", NULL};

static int is_that(int32_t cp)
{
	return cp == 0x90A3 /* 那 */ || cp == 0x8FD9 /* 这 */ || cp == 0x9019 /* 這 */;
}

/* Whether 们 (們) is at buf[at..hi). */
static int plural_at(const char *buf, size_t at, size_t hi)
{
	return hi - at >= 3 && (!memcmp(buf + at, "们", 3) || !memcmp(buf + at, "們", 3));
}

/* The cast member named at p (n bytes is its first character), the name's
 * length in *k; else -1. */
static int named_at(const struct ctx *c, size_t p, size_t hi, size_t n, size_t *k)
{
	size_t kk;
	int who = cast_match(c->cast, c->buf + p, hi - p, k);
	/* 孙师傅拍了拍车床: a surname and a title of two characters or
	 * more names the one cast member of that surname, as in a quote
	 * (one character, 李哥, is too often part of a word) */
	if (who < 0 && (who = speaker_surname_title(c, p, hi, k)) >= 0 && *k < n + 6)
		who = -1;
	/* a one-character alias (飞 for 张飞) only right before a verb:
	 * 飞曰 yes, 飞马 no */
	if (who >= 0 && *k == n && !speaker_first_person(c, who) &&
	    !speechverb_is_verb(utf8_at(c->buf, p + *k, hi, &kk)))
		who = -1;
	return who;
}

/* Someone unnamed at p (its first character cp, n bytes): people, no one
 * known, a pronoun, the other party, a word for someone known (*desc: after
 * 那/这), someone's relative (*wife: the wife of the name just before);
 * the words' length in *k.  Else -1. */
static int unnamed_at(const struct ctx *c, size_t lo, size_t p, size_t hi, int32_t cp, size_t n,
		      size_t *k, int *desc, int *wife)
{
	const char *buf = c->buf;
	if ((*k = speechverb_crowd(buf + p, hi - p)))
		return M_CROWD;
	if ((*k = speechverb_crowd_count(buf + p, hi - p)) && person_follows(buf, p, hi, 9) &&
	    !name_follows(c, p + *k, hi))
		return M_CROWD;
	/* 一个 and 有个 need a person after them (一个人, not 一个蒲包) */
	if ((*k = speechverb_nobody(buf + p, hi - p)) &&
	    (!(cp == 0x4E00 || cp == 0x6709) || person_follows(buf, p, hi, 10)) &&
	    !name_follows(c, p + *k, hi) &&
	    !(p - lo >= 3 && (!memcmp(buf + p - 3, "没", 3) || !memcmp(buf + p - 3, "沒", 3)))) {
		for (size_t e = p + *k; e <= p + *k + 3 && hi - e >= 3; e += 3) {
			if (plural_at(buf, e, hi)) {
				*k = e + 3 - p;
				return M_CROWD; /* 小厮们, 小丫头子们 */
			}
		}
		return M_NOBODY;
	}
	/* 听得人回话, 有人说 */
	if (cp == 0x4EBA /* 人 */ && (speechverb_presentative_before(buf + lo, p - lo) ||
				     (p - lo >= 3 && !memcmp(buf + p - 3, "有", 3)))) {
		*k = n;
		return M_NOBODY;
	}
	if (cp == 0x4ED6 /* 他 */ || cp == 0x5979 /* 她 */ || cp == 0x4F0A /* 伊 */) {
		*k = n;
		/* 他叫吴小兵: the pronoun is the one it names (a name of
		 * two characters or more: one is too often a word) */
		static const char *const called[] = { "叫", "名叫", NULL };
		size_t kc = speaker_starts_with_any(buf + p + n, hi - p - n, called), kn;
		int named = kc ? cast_match(c->cast, buf + p + n + kc, hi - p - n - kc, &kn) : -1;
		if (named >= 0 && kn > 3)
			return named;
		return cp == 0x4ED6 ? M_HE : M_SHE;
	}
	/* 林风看着赵虎。对方冷笑一声: the other of the last two named */
	if (hi - p >= 6 && (!memcmp(buf + p, "对方", 6) || !memcmp(buf + p, "對方", 6))) {
		*k = 6;
		int who = other_party(c, p);
		if (who != -1)
			return who;
	}
	/* 少女歪着头, 那少年笑了笑: someone known, by a word for them */
	int g;
	size_t s;
	if ((*k = speechverb_gender_noun(buf + p, hi - p, &g)) && !counted_before(buf, lo, p) &&
	    !plural_at(buf, p + *k, hi)) {
		*desc = is_that(utf8_before(buf, lo, p, &s));
		return g == 1 ? M_HE : M_SHE;
	}
	/* 他的母亲, 七斤的女人: someone else, unnamed; 酒店里的人: people */
	enum speechverb_kin r2;
	if (cp == 0x7684 /* 的 */ && (*k = kin_after(buf + p, hi - p)) &&
	    !(placed_before(buf, lo, p + 3) &&
	      speechverb_kin_word(buf + p + 3, hi - p - 3, &r2)) /* 炕上的母亲 */ &&
	    !(*k == 6 && c->nm && c->m[c->nm - 1].end == p) /* 花白胡子的人 */ &&
	    cast_match(c->cast, buf + p + 3, hi - p - 3, &s) < 0 /* 我的母亲 */) {
		*wife = c->nm && c->m[c->nm - 1].end == p && is_wife_word(buf + p + 3, *k - 3);
		if (*k == 6 && plural_at(buf, p + *k, hi)) {
			*k += 3;
			return M_CROWD; /* 看的人们说 */
		}
		return is_locative(utf8_before(buf, lo, p, &s)) && *k == 6 ? M_CROWD : M_NOBODY;
	}
	return -1;
}

/* Whether mention m (its first character cp) is the subject of its
 * clause in narration buf[lo..hi). */
static int mention_subject(const struct ctx *c, size_t lo, size_t hi, const struct mention *m,
			   int32_t cp)
{
	const char *buf = c->buf;
	size_t p = m->pos, s;
	int who = m->who;
	/* 看的人们说: the verb before 的 describes them, it has no object */
	int subj = cp == 0x7684 /* 的 */ ? !speechverb_not_subject_after(buf + m->end, hi - m->end)
					 : is_subject(c, lo, p, m->end, hi);
	int32_t before = utf8_before(buf, lo, p, &s);
	if (who == M_CROWD || who == M_NOBODY) {
		/* 召集…几个将领: counted people after a verb are its object */
		if (utf8_is_han(before) && !speechverb_presentative_before(buf + lo, p - lo) &&
		    !speechverb_before_pronoun_subject(before) && before != 0x6709 /* 有 */ &&
		    !is_locative(before) && before != 0x4E00 /* 一 */ && !existential(buf, lo, p) &&
		    (speechverb_crowd_count(buf + p, hi - p) || speechverb_nobody(buf + p, hi - p)))
			subj = 0;
	}
	if (who == M_HE || who == M_SHE || (who >= 0 && speaker_first_person(c, who))) {
		/* 夸奖我, 怪他: a pronoun right after a verb is its object
		 * (那男孩瞥了她一眼: 那 is no verb) */
		if (utf8_is_han(before) && !is_that(before) &&
		    !speechverb_before_pronoun_subject(before) &&
		    !speechverb_presentative_before(buf + lo, p - lo))
			subj = 0;
	}
	return subj;
}

/* Names, pronouns and crowd words in narration buf[lo..hi). */
int speaker_scan_mentions(struct ctx *c, size_t lo, size_t hi)
{
	const char *buf = c->buf;
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		size_t k = 0;
		int wife = 0, desc = 0;
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (!utf8_is_han(cp))
			continue;
		int who = named_at(c, p, hi, n, &k);
		/* 父亲磕了磕烟锅, 母亲放下碗: a relative of the one the text
		 * follows, resolved once the whole text is scanned (not 他父亲,
		 * 姑娘, 徒弟); 妹妹福英 ties the word to that name */
		enum speechverb_kin rel = KIN_NONE;
		size_t sb0;
		if (who == -1 && (k = speechverb_kin_word(buf + p, hi - p, &rel)) &&
		    (!counted_before(buf, lo, p) || placed_before(buf, lo, p)) &&
		    !(c->nm && c->m[c->nm - 1].end == p) &&
		    !speechverb_kin_bound(utf8_before(buf, lo, p, &sb0))) {
			size_t kb;
			int named = cast_match(c->cast, buf + p + k, hi - p - k, &kb);
			if (named >= 0 && kb > 3 && !speaker_first_person(c, named)) {
				c->bound[rel] = named;
				n = k;
				continue;
			}
			who = M_KIN;
		}
		/* 我们, 宝玉们: more than the one named */
		if (who >= 0 && plural_at(buf, p + k, hi)) {
			who = M_CROWD;
			k += 3;
		}
		if (who == -1)
			who = unnamed_at(c, lo, p, hi, cp, n, &k, &desc, &wife);
		if (who == -1)
			continue;
		struct mention m = { .pos = p, .end = p + k, .who = who, .rel = rel, .wife = wife,
				     .desc = desc, .owner = wife ? c->nm - 1 : 0 };
		m.subj = mention_subject(c, lo, hi, &m, cp);
		int err = push_mention(c, &m);
		if (err)
			return err;
		n = k;
	}
	return 0;
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

/* How often the narration names each cast member (c->named); returns the
 * one it names most, or -1. */
int speaker_count_named(struct ctx *c, int *err)
{
	size_t *count = c->named = calloc(c->cast->n + 1, sizeof(*count));
	int lead = -1;
	*err = count ? 0 : ERR_NOMEM;
	for (size_t j = 0; count && j < c->nm; j++) {
		int w = c->m[j].who;
		if (w < 0 || speaker_first_person(c, w))
			continue;
		count[w]++;
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

/* Whom each kinship word of the narration stands for: the member tied to
 * it by apposition (母亲张玉兰), else by an alias on the lead (福生妈),
 * else for 父亲 the father by surname.  Then every M_KIN mention becomes
 * that member; an unknown mother is someone known, resolved like 她, an
 * unknown father someone unnamed, and other unknown relatives are dropped
 * (哥哥 alone says too little). */
int speaker_resolve_kin(struct ctx *c, int lead)
{
	for (int r = 0; r < KIN_COUNT; r++) {
		c->kin_of[r] = lead;
		c->kin[r] = c->bound[r] >= 0 ? c->bound[r] :
			    kin_by_alias(c, (enum speechverb_kin)r, &c->kin_of[r]);
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
				m.who = m.rel == KIN_MOTHER ? M_SHE :
					m.rel == KIN_FATHER ? M_NOBODY : M_KIN;
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

/* A cast member named 我 (a first-person narrator) is never 他 or 她. */
int speaker_first_person(const struct ctx *c, int who)
{
	const char *n = c->cast->v[who].name;
	return !strcmp(n, "我") || !strcmp(n, "我们") || !strcmp(n, "我們");
}

/* A pronoun with no fitting character in the last six paragraphs: the
 * only character of its gender named in the text around it — the last one
 * further back, else the first one after it (a scene cut in the middle, the
 * name given later).  Someone the cast gives that gender to, never a
 * first-person narrator. */
enum { RESOLVE_FAR_MENTIONS = 400 };

static int resolve_far(const struct ctx *c, size_t seg, size_t pos, enum gender g, int exclude)
{
	if (g == GENDER_UNKNOWN)
		return SPEAKER_UNKNOWN;
	/* a bounded look either way keeps the pass linear */
	size_t lo = c->seg_m[seg] > RESOLVE_FAR_MENTIONS ? c->seg_m[seg] - RESOLVE_FAR_MENTIONS : 0;
	for (size_t j = c->seg_m[seg]; j-- > lo;) {
		const struct mention *m = &c->m[j];
		if (m->who >= 0 && m->subj && !speaker_first_person(c, m->who) &&
		    m->who != exclude && c->cast->v[m->who].gender == g)
			return m->who;
	}
	size_t para = c->segs->v[seg].para;
	for (size_t k = seg; k < c->segs->n && k < seg + 96 && c->segs->v[k].para <= para + 10;
	     k++) {
		for (size_t j = c->seg_m[k]; j < c->seg_m[k + 1]; j++) {
			const struct mention *m = &c->m[j];
			if (m->pos > pos && m->who >= 0 && !speaker_first_person(c, m->who) &&
			    m->who != exclude && c->cast->v[m->who].gender == g)
				return m->who;
		}
	}
	/* no one of that gender named around: the cast's only one */
	int only = SPEAKER_UNKNOWN;
	for (size_t k = 0; k < c->cast->n; k++) {
		if (c->cast->v[k].gender != g || speaker_first_person(c, (int)k) ||
		    (int)k == exclude)
			continue;
		if (only != SPEAKER_UNKNOWN)
			return SPEAKER_UNKNOWN;
		only = (int)k;
	}
	return only;
}

/* The speaker a pronoun at pos stands for: the last fitting character
 * before it, preferring the ones that acted. */
int speaker_resolve_pronoun(const struct ctx *c, size_t seg, size_t pos, enum gender g, int exclude)
{
	/* the same sentence: the last fitting one, whatever its role
	 * (母亲叫闰土坐，他迟疑了一回 — 他 is 闰土) */
	const struct seg *own = &c->segs->v[seg];
	if (own->kind == SEG_NARRATION) {
		size_t lo = speaker_sentence_start(c->buf, own->start, pos);
		for (size_t j = c->seg_m[seg + 1]; j-- > c->seg_m[seg];) {
			const struct mention *m = &c->m[j];
			if (m->pos >= pos || m->who < 0 || speaker_first_person(c, m->who) ||
			    m->who == exclude)
				continue;
			if (m->pos < lo)
				break;
			if (c->cast->v[m->who].gender == g)
				return m->who;
		}
	}
	size_t para = c->segs->v[seg].para;
	for (int pass = 0; pass < 2; pass++) {
		size_t looked = 0;
		for (size_t i = seg + 1; i-- > 0 && looked < 40; looked++) {
			const struct seg *s = &c->segs->v[i];
			if (s->para + 6 < para)
				break; /* too far back to be sure */
			if (s->kind == SEG_DIALOGUE) {
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
				/* 一位胖绅士…，他…说: someone unnamed */
				if (pass == 0 && m->who == M_NOBODY && m->subj && m->pos < pos &&
				    i + 1 >= seg)
					return M_NOBODY;
				if (m->pos >= pos || m->who < 0 || (pass == 0 && !m->subj) ||
				    speaker_first_person(c, m->who) || m->who == exclude)
					continue;
				enum gender mg = c->cast->v[m->who].gender;
				if (mg == g || (mg == GENDER_UNKNOWN && pass == 1))
					return m->who;
			}
		}
	}
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

/* A mention as a speaker: pronouns resolved, crowds kept. */
int speaker_of(const struct ctx *c, size_t seg, const struct mention *m)
{
	int u;
	if (m->desc && (u = unnamed_speaker(c, seg, speaker_who_gender(c, m->who))) >= 0)
		return u;
	if (m->who == M_HE || m->who == M_SHE)
		return speaker_resolve_pronoun(c, seg, m->pos, speaker_who_gender(c, m->who), -1);
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

