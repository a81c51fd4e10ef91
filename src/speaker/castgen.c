/* castgen.c - cast discovery (see castgen.h). */
#include "speaker/castgen.h"
#include "base/atomic.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "base/wordlist.h"
#include "reading/lexicon.h"
#include "reading/names.h"
#include "reading/script.h"
#include "segment/seg.h"
#include "speaker/castgender.h"
#include "speaker/castrole.h"
#include "speaker/namehead.h"
#include "speaker/speaker_parts.h"
#include "speaker/speechverb.h"
#include "text/text.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void castgen_init(struct castgen *g)
{
	g->v = NULL;
	g->n = g->alloc = 0;
	g->she_total = g->yi_total = g->he_total = g->first_person = g->quotes = g->run = 0;
	g->my_beats = g->told_me = g->told_other = g->system_says = g->system_told = 0;
	g->narrator[0] = '\0';
	castintro_init(&g->intros);
	castbare_init(&g->bare);
	castwestern_init(&g->western);
	g->holders = NULL;
	g->n_holders = g->holders_alloc = 0;
	g->apart = NULL;
	g->n_apart = g->apart_alloc = 0;
	g->also = NULL;
	g->n_also = g->also_alloc = 0;
	g->sc = NULL;
	g->read = g->book = NULL;
}

void castgen_release(struct castgen *g)
{
	for (size_t i = 0; i < g->n; i++) {
		free(g->v[i].name);
		free(g->v[i].book);
		free(g->v[i].runs);
	}
	free(g->v);
	castintro_release(&g->intros);
	castwestern_release(&g->western);
	free(g->holders);
	free(g->apart);
	free(g->also);
	script_free(g->sc);
	castgen_init(g);
}

#define SHORT_BOOK_QUOTES 600 /* quotes in all: a story, a few chapters */
#define TINY_BOOK_QUOTES 40   /* ... a chapter or a scene (heard_count) */
#define SUBJECT_MIN 10 /* sentences a person opens to join the cast unquoted */
/* ...in a short book, whose narration names its people less often: 祝福's
 * 祥林嫂, tagged 她说, opens fewer than ten (bench/speaker-found-cast.py on the gold
 * chapters: 451 right, 113 wrong voices at 10; 468, 103 at 5; 478, 99 at 3;
 * 482, 106 at 2) */
#define SUBJECT_MIN_SHORT 3
#define FIRST_PERSON "我"
#define NARRATOR_VOICE "narrator" /* the preset the narration is read in */
#define SYSTEM_VOICE "system"	  /* the machine's preset, no one else's */

/* A name of one character: a given name counted before 曰. */
static int one_char(const char *name)
{
	size_t n;
	utf8_at(name, 0, strlen(name), &n);
	return name[n] == '\0';
}

static int find(const struct castgen *g, const char *s, size_t n)
{
	for (size_t i = 0; i < g->n; i++)
		if (strlen(g->v[i].name) == n && !memcmp(g->v[i].name, s, n))
			return (int)i;
	return -1;
}

/* The book's spelling of m, from the bytes of the chapter at the offset of
 * s in its simplified copy (g->read), when the two differ.  0 or ERR_NOMEM. */
static int note_spelling(struct castgen *g, struct castgen_name *m, const char *s, size_t n)
{
	const char *b = g->book ? g->book + (s - g->read) : NULL;
	if (!b || m->book || !memcmp(b, s, n))
		return 0;
	if (!(m->book = malloc(n + 1)))
		return ERR_NOMEM;
	memcpy(m->book, b, n);
	m->book[n] = '\0';
	return 0;
}

/* s[0..n) is read from the chapter being scanned. */
static int add(struct castgen *g, const char *s, size_t n)
{
	int i = find(g, s, n);
	if (i >= 0)
		return note_spelling(g, &g->v[i], s, n) ? ERR_NOMEM : i;
	if (grow_for_one(&g->v, g->n, &g->alloc, sizeof(*g->v), 64))
		return ERR_NOMEM;
	char *name = malloc(n + 1);
	if (!name)
		return ERR_NOMEM;
	memcpy(name, s, n);
	name[n] = '\0';
	g->v[g->n] = (struct castgen_name){ .name = name };
	if (note_spelling(g, &g->v[g->n], s, n)) {
		free(name);
		return ERR_NOMEM;
	}
	return (int)g->n++;
}

/* Whether buf[lo..p) ends with a name found often enough (a word that
 * mostly follows names, 吩咐, 指着, 心下, is no name but a verb). */
static int after_name(const struct castgen *g, const char *buf, size_t lo, size_t p)
{
	for (size_t i = 0; i < g->n; i++) {
		if (g->v[i].count < 3)
			continue;
		size_t len = strlen(g->v[i].name);
		if (p - lo >= len && !one_char(g->v[i].name) && !memcmp(buf + p - len, g->v[i].name, len))
			return 1;
	}
	return 0;
}

/* Boyer and Moore's majority vote over what follows each sighting: a
 * character that follows more than half of them ends with votes > 0. */
static void vote(int32_t *next, size_t *votes, int32_t cp)
{
	if (*votes == 0)
		*next = cp;
	if (*next == cp)
		(*votes)++;
	else
		(*votes)--;
}

static void vote_next(struct castgen_name *m, int32_t cp)
{
	vote(&m->next, &m->next_votes, cp);
}

/* Where name m's given name starts (the name after its first character,
 * two characters or more), or 0. */
static size_t given_start(const struct castgen_name *m)
{
	unsigned char lead = (unsigned char)m->name[0];
	size_t k = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
	return lead >= 0x80 && m->name[1] && strlen(m->name) >= k + 6 ? k : 0;
}

/* Whether what follows the first character of m, a name of three, stands
 * at buf[p..hi) (走到二虎跟前 for 王二虎): its length in bytes, or 0. */
static size_t given_at(const struct castgen_name *m, const char *buf, size_t p, size_t hi)
{
	size_t k = given_start(m), len = strlen(m->name);
	if (!k || hi - p < len - k || memcmp(buf + p, m->name + k, len - k))
		return 0;
	return len - k;
}

/* The end of a sentence, or of its paragraph. */
static int sentence_end(int32_t cp)
{
	return cp == 0x3002 || cp == 0xFF01 || cp == 0xFF1F || cp == '!' || cp == '?' ||
	       cp == '\n';
}

/* Marks in near[] the text a quote buf[start..end) stands in: the
 * TALK_SENTENCES sentences before it (…正好看见了这一幕。他眯起眼睛，打量着建军。
 * “建军，回来了？”), the quote, and as many after (朱由檢飛馬而回的時候，…). */
#define TALK_SENTENCES 2
static void mark_talk(unsigned char *near, const char *buf, size_t start, size_t end, size_t len)
{
	size_t lo = start, hi = end, k;
	int32_t cp;
	for (int i = 0; i < TALK_SENTENCES; i++) {
		while (lo > 0 && ((cp = utf8_before(buf, 0, lo, &k)) == ' ' || sentence_end(cp)))
			lo = k;
		while (lo > 0 && !sentence_end(utf8_before(buf, 0, lo, &k)))
			lo = k;
		while (hi < len && ((cp = utf8_at(buf, hi, len, &k)) == ' ' || sentence_end(cp)))
			hi += k;
		while (hi < len && !sentence_end(utf8_at(buf, hi, len, &k)))
			hi += k;
	}
	memset(near + lo, 1, hi - lo);
}

/* 白衣青年名叫林逸风: the description (a person's word at its end) that a
 * naming word right before p gives the name m; the first one is kept. */
static void note_described(struct castgen_name *m, const char *buf, size_t p)
{
	size_t k = castgender_naming_before(buf, p), s;
	if (!k || m->described[0])
		return;
	size_t end = p - k, lo = end;
	for (int chars = 0; chars < 5 && lo > 0 && utf8_is_han(utf8_before(buf, 0, lo, &s)); chars++)
		lo = s;
	int g;
	if (end - lo < 9 || end - lo >= sizeof(m->described) ||
	    speechverb_gender_noun(buf + end - 6, 6, &g) != 6)
		return;
	memcpy(m->described, buf + lo, end - lo);
	m->described[end - lo] = '\0';
}

/* A name that opened a sentence, or its given name, stands at buf[p..end)
 * (坐在角落里的李德福, 又看看李德福): one more time it is named.  Where it ends.
 * Only a naming beside a quote (near[p]) counts: a history names the
 * absent often, away from the talk (朱由檢 in four sentences, one beside a
 * quote). */
static size_t count_named(struct castgen_name *m, const char *buf, size_t p, size_t end,
			  size_t hi, const unsigned char *near)
{
	size_t k;
	if (!near[p])
		return end;
	if (end - p == strlen(m->name))
		m->named++;
	else
		m->named_given++;
	vote(&m->named_next, &m->named_next_votes, end < hi ? utf8_at(buf, end, hi, &k) : -1);
	return end;
}

/* The people the narration named in the sentence before and in this one,
 * quotes left out, nearest last: whom a 他 opening a clause takes up. */
#define NAMED_NEAR 16
struct named_near {
	int who[NAMED_NEAR]; /* indices in castgen.v; -1: too many to tell */
	size_t n, before;    /* ... of which the sentence before's come first */
	int told;            /* this sentence has narration yet */
};

static void near_named(struct named_near *r, int who)
{
	if (r->n < NAMED_NEAR)
		r->who[r->n++] = who;
	else
		r->who[NAMED_NEAR - 1] = -1;
}

/* A sentence of narration ended: it becomes the one before. */
static void near_sentence_end(struct named_near *r)
{
	if (!r->told)
		return; /* a quote's end, a blank line */
	memmove(r->who, r->who + r->before, (r->n - r->before) * sizeof(*r->who));
	r->before = r->n -= r->before;
	r->told = 0;
}

/* The one a 他 after r takes up: the only one named that is no woman,
 * where no woman is named nearer (三年不见，他瘦了 after 苏晚…看见了…陈默。);
 * -1 when two may be (two men, or one unknown beside him). */
static int near_he(const struct castgen *g, const struct named_near *r)
{
	if (!r->n || r->who[r->n - 1] < 0 ||
	    castgen_gender(g, (size_t)r->who[r->n - 1]) == GENDER_FEMALE)
		return -1;
	for (size_t k = 0; k < r->n; k++)
		if (r->who[k] != r->who[r->n - 1] &&
		    (r->who[k] < 0 || castgen_gender(g, (size_t)r->who[k]) != GENDER_FEMALE))
			return -1;
	return r->who[r->n - 1];
}

/* Whether buf[p] is a 他 for one man, not 他们, 他俩 or a word of it
 * (他人, 他乡). */
static int he_at(const char *buf, size_t p, size_t hi)
{
	static const char he[] = "他";
	size_t k;
	return hi - p > strlen(he) && !memcmp(buf + p, he, strlen(he)) &&
	       !utf8_in_set("们們俩倆人日乡鄉国國", utf8_at(buf, p + strlen(he), hi, &k));
}

/* The narration's character at buf[p]: a 他 opening a clause (”他回头问道,
 * 三年不见，他瘦了) counts for the one it can only take up.  Past a quote
 * that 他 does not tag (”他回头问道), who was named before is forgotten:
 * one who spoke in it may be meant (“是，是。”⏎他逃也似的去了。 after
 * …柳含烟笑道，); so past a 他 whom one acts on once (苏小雨白了他一眼。
 * 他…, 拍了他一下): he is there, and the next 他 may be he. */
static void take_up(struct castgen *g, struct named_near *r, const char *buf, size_t p,
		    size_t hi, int after_quote)
{
	size_t k, b;
	int32_t cp = utf8_at(buf, p, hi, &k);
	int he = he_at(buf, p, hi), opens = he && (!p || !utf8_is_han(utf8_before(buf, 0, p, &b)));
	int taken = opens ? near_he(g, r) : -1;
	if (taken >= 0)
		g->v[taken].he_clear++;
	if (after_quote || (he && !opens && castgender_acted_on(buf, p + k, hi)))
		r->n = r->before = 0;
	if (sentence_end(cp))
		near_sentence_end(r);
	r->told |= utf8_is_han(cp);
}

/* The names scan_evidence may find at a character, by its code point's low
 * 16 bits (exact for Han in the BMP): each name that may stand there whole
 * and each name whose given name may, in the order of castgen.v.  Trying
 * every name at every character cost the scan the book's length times its
 * names, more than half of a long book's discovery. */
#define STARTS_KEYS 65536
struct name_starts {
	uint32_t *first; /* [STARTS_KEYS + 1]: bucket k is at[first[k]..first[k+1]) */
	uint32_t *at;
};

/* The key of the character whose bytes start at s (a Han character's
 * three bytes at least: a name's, or the text's where it is Han). */
static uint32_t start_key(const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	return (uint32_t)(u[0] & 0x0F) << 12 | (uint32_t)(u[1] & 0x3F) << 6 | (u[2] & 0x3F);
}

/* The keys name m is found under: its first character's when the scan
 * weighs it whole (keys[0]), its given name's when it opened sentences. */
static size_t name_keys(const struct castgen_name *m, int short_book, uint32_t keys[2])
{
	size_t n = 0, k = m->subject ? given_start(m) : 0;
	if ((m->count >= 2 || m->subject || (short_book && m->role)) &&
	    (unsigned char)m->name[0] >= 0xE0 && strlen(m->name) >= 3)
		keys[n++] = start_key(m->name);
	if (k && (!n || start_key(m->name + k) != keys[0]))
		keys[n++] = start_key(m->name + k);
	return n;
}

static int name_starts_build(struct name_starts *x, const struct castgen *g, int short_book)
{
	x->first = calloc(STARTS_KEYS + 1, sizeof(*x->first));
	x->at = malloc((2 * g->n + 1) * sizeof(*x->at));
	if (!x->first || !x->at) {
		free(x->first);
		free(x->at);
		return ERR_NOMEM;
	}
	uint32_t keys[2];
	for (size_t i = 0; i < g->n; i++)
		for (size_t j = 0, n = name_keys(&g->v[i], short_book, keys); j < n; j++)
			x->first[keys[j] + 1]++;
	for (size_t k = 0; k < STARTS_KEYS; k++)
		x->first[k + 1] += x->first[k];
	uint32_t *fill = malloc(STARTS_KEYS * sizeof(*fill));
	if (!fill) {
		free(x->first);
		free(x->at);
		return ERR_NOMEM;
	}
	memcpy(fill, x->first, STARTS_KEYS * sizeof(*fill));
	for (size_t i = 0; i < g->n; i++) /* in order: each bucket ascends */
		for (size_t j = 0, n = name_keys(&g->v[i], short_book, keys); j < n; j++)
			x->at[fill[keys[j]]++] = (uint32_t)i;
	free(fill);
	return 0;
}

static void name_starts_release(struct name_starts *x)
{
	free(x->first);
	free(x->at);
}

/* The bytes of the word heading a word-headed name (余则 of 余则成). */
static size_t word_head_len(const struct castgen_name *m)
{
	size_t k1, k2;
	utf8_at(m->name, 0, strlen(m->name), &k1);
	utf8_at(m->name, k1, strlen(m->name), &k2);
	return k1 + k2;
}

/* Whether a name headed by a word (余则成) is that word and what follows
 * it here and there: the book writes the word without the name's last
 * character once in four or more (白天里, 马上去). */
static int word_apart(const struct castgen_name *m)
{
	return m->word_headed && 4 * m->seen < 3 * m->head_seen;
}

/* Gender evidence for every name found so far from one chapter's text,
 * how often each stands right after another name, and how often beside
 * the quotes of l. */
static int scan_evidence(struct castgen *g, const struct text *t, const struct seg_list *l)
{
	const char *buf = t->buf;
	size_t n, named_end = 0; /* a name just counted is not counted again in its tail */
	/* 1 near a quote, 3 in it */
	unsigned char *near = calloc(t->len + 1, 1);
	struct named_near told = { .n = 0 };
	int short_book = g->quotes < SHORT_BOOK_QUOTES; /* where 他 is read (take_up) */
	struct name_starts starts;
	if (!near || name_starts_build(&starts, g, short_book)) {
		free(near);
		return ERR_NOMEM;
	}
	for (size_t i = 0; i < l->n; i++)
		if (l->v[i].kind == SEG_DIALOGUE)
			mark_talk(near, buf, l->v[i].start, l->v[i].end, t->len);
	for (size_t i = 0; i < l->n; i++)
		if (l->v[i].kind == SEG_DIALOGUE)
			memset(near + l->v[i].start, 3, l->v[i].end - l->v[i].start);
	for (size_t p = 0; p < t->len; p += n) {
		int32_t cp = utf8_at(buf, p, t->len, &n);
		int narration = near[p] != 3;
		if (narration && short_book)
			take_up(g, &told, buf, p, t->len, p && near[p - 1] == 3);
		if (!utf8_is_han(cp))
			continue;
		g->she_total += cp == 0x5979;
		g->yi_total += castgender_yi_at(buf, p, t->len);
		g->he_total += cp == 0x4ED6;
		/* the longest name quoted twice here, else the longest one that
		 * opened two sentences; the longest one that opened any */
		int best = -1, other = -1, opener = -1, glimpsed = -1, role = -1;
		size_t best_len = 0, other_len = 0, opener_len = 0, glimpsed_len = 0, role_len = 0;
		uint32_t key = start_key(buf + p);
		for (uint32_t j = starts.first[key]; j < starts.first[key + 1]; j++) {
			size_t i = starts.at[j];
			const struct castgen_name *m = &g->v[i];
			size_t given = m->subject && p >= named_end ? given_at(m, buf, p, t->len) : 0;
			if (given > opener_len) {
				opener = (int)i;
				opener_len = given;
			}
			if ((m->count < 2 && !m->subject && (!short_book || !m->role)) ||
			    m->name[0] != buf[p])
				continue; /* here for its given name only */
			size_t len = strlen(m->name);
			g->v[i].head_seen += m->word_headed && t->len - p >= len &&
					!memcmp(buf + p, m->name, word_head_len(m));
			if (t->len - p < len || memcmp(buf + p, m->name, len))
				continue;
			if (m->role && len > role_len) {
				role = (int)i;
				role_len = len;
			}
			if (m->subject && len > opener_len && p >= named_end) {
				opener = (int)i;
				opener_len = len;
			}
			size_t *at = m->count < 2 ? &other_len : &best_len;
			if ((m->count >= 2 || m->subject >= 2) && len > *at && !one_char(m->name)) {
				*(m->count < 2 ? &other : &best) = (int)i;
				*at = len;
			} else if (m->subject == 1 && len > glimpsed_len && !one_char(m->name)) {
				glimpsed = (int)i;
				glimpsed_len = len;
			}
		}
		/* one who opened a single sentence (a tiny book's friend on the
		 * phone) is too little seen for her pronouns and titles to weigh,
		 * but the word before her name says what she is (闺蜜林小桃) */
		if (best < 0 && other < 0 && glimpsed >= 0)
			castgender_word_before(&g->v[glimpsed], buf, 0, p);
		if (opener >= 0)
			named_end = count_named(&g->v[opener], buf, p, p + opener_len, t->len, near);
		int named = best >= 0 ? best : other >= 0 ? other : opener >= 0 ? opener : role;
		if (narration && named >= 0)
			near_named(&told, named);
		if (best < 0 && other >= 0) {
			size_t k;
			g->v[other].seen++;
			vote_next(&g->v[other], p + other_len < t->len
							? utf8_at(buf, p + other_len, t->len, &k)
							: -1);
			/* a person the narration follows has a gender too (儿子白少衡) */
			castgender_context(&g->v[other], buf, 0, p, p + other_len, t->len);
			note_described(&g->v[other], buf, p);
		}
		if (best >= 0) {
			struct castgen_name *m = &g->v[best];
			m->seen++;
			m->after_name += after_name(g, buf, 0, p);
			vote_next(m, p + best_len < t->len ? utf8_at(buf, p + best_len, t->len, &n) : -1);
			castgender_context(m, buf, 0, p, p + best_len, t->len);
			note_described(m, buf, p);
			n = best_len;
		} else {
			size_t k = castgender_address(g, buf, 0, p, t->len);
			n = k ? k : n;
		}
	}
	name_starts_release(&starts);
	free(near);
	return 0;
}

/* What the name itself tells of the gender (its title, its characters),
 * taken once, however it was first met (called by it, or as a speaker). */
static void sighted(struct castgen_name *m)
{
	if (!m->name_weighed)
		castgender_name(m);
	m->name_weighed = 1;
}

/* What an everyday name adds to the last character of a given name (凤姐
 * of 王熙凤, 芸哥儿 of 贾芸): an elder sister's or brother's word, which
 * says the gender.  儿 alone is as often a maid's own name (云儿 is no
 * 史湘云's). */
static const char *const everyday_endings[] = { "姐", "姐儿", "哥", "哥儿", NULL };

/* The character of name[0..n) an everyday ending follows (凤 of 凤姐), or
 * -1; *female (when asked) set for 姐.  Not a rank's (二姐, 大哥, 小姐). */
static int32_t everyday_char(const char *name, size_t n, int *female)
{
	size_t k;
	int32_t cp = utf8_at(name, 0, n, &k);
	if (!utf8_is_han(cp) || utf8_in_set("一二三四五六七八九十大小老", cp))
		return -1;
	for (const char *const *e = everyday_endings; *e; e++)
		if (strlen(*e) == n - k && !memcmp(name + k, *e, n - k)) {
			if (female)
				*female = strstr(*e, "姐") != NULL;
			return cp;
		}
	return -1;
}

/* The one name of three characters, surname first, that opened a sentence
 * before and ends with the two at buf[p], neither a word nor an elder's
 * (康建设 for 建设把车…: the narration calls him by his given name once it
 * has met him whole): its index, or -1 when none or two (贾宝玉 and 甄宝玉);
 * *len the given name's length. */
static int full_of_head(const struct castgen *g, const char *buf, size_t p, size_t hi,
			size_t *len)
{
	size_t k1, k2, k0;
	if (!utf8_is_han(utf8_at(buf, p, hi, &k1)) || p + k1 >= hi ||
	    !utf8_is_han(utf8_at(buf, p + k1, hi, &k2)))
		return -1;
	*len = k1 + k2;
	/* 大爷 is not the given name of 等大爷 (等大爷来家), nor a word, nor an
	 * everyday name, whose full name ends in its first character (凤姐 of
	 * 王熙凤, not of 任凤姐儿拣择施行: 任 "let") */
	if (namehead_is_not_name(buf + p, *len) || namehead_ends_as_elder(buf + p, *len) ||
	    everyday_char(buf + p, *len, NULL) >= 0)
		return -1;
	/* the names that opened a sentence first, else those met whole */
	for (int whole = 0; whole < 2; whole++) {
		int found = -1;
		for (size_t i = 0; i < g->n; i++) {
			const char *f = g->v[i].name;
			size_t fn = strlen(f);
			if (!(whole ? g->v[i].whole : g->v[i].subject) || fn <= *len ||
			    memcmp(f + fn - *len, buf + p, *len) ||
			    !utf8_is_han(utf8_at(f, 0, fn, &k0)) || k0 + *len != fn)
				continue;
			if (found >= 0)
				return -1;
			found = (int)i;
		}
		if (found >= 0)
			return found;
	}
	return -1;
}

/* Counts name[0..len) as opening one more sentence.  Its index, or
 * ERR_NOMEM. */
static int count_subject(struct castgen *g, const char *name, size_t len)
{
	int i = add(g, name, len);
	if (i < 0)
		return i;
	sighted(&g->v[i]);
	g->v[i].subject++;
	return i;
}

/* A name of three characters, surname first, that ends a clause at
 * buf[p..hi) (碰见了李秀英。), or that anything follows when ended is 0
 * (郑晓红和高建民一前一后): its length in bytes, or 0. */
static size_t whole_name_at(const char *buf, size_t p, size_t hi, int ended)
{
	size_t q = p, k;
	for (int chars = 0; chars < 3; chars++, q += k)
		if (q >= hi || !utf8_is_han(utf8_at(buf, q, hi, &k)))
			return 0;
	int32_t after = q < hi ? utf8_at(buf, q, hi, &k) : -1;
	if ((ended && !utf8_in_set("。．，！？；", after)) || !namehead_is_person(buf + p, q - p) ||
	    namehead_ends_as_elder(buf + p, q - p) || namehead_is_not_name(buf + p, q - p))
		return 0;
	/* where no mark ends it, the last two must read as a given name
	 * (和方才说的 is no one's) */
	utf8_at(buf, p, hi, &k);
	return ended || namehead_given(buf, p + k, q) == q - p - k ? q - p : 0;
}

/* Where chars Han characters from buf[p] end within hi, or 0 when fewer. */
static size_t han_end(const char *buf, size_t p, size_t hi, int chars)
{
	size_t e = p, k;
	for (int c = 0; c < chars; c++, e += k)
		if (e >= hi || !utf8_is_han(utf8_at(buf, e, hi, &k)))
			return 0;
	return e;
}

/* A title of two or three characters at buf[p..hi) (白夫人, 夫人, 掌柜)
 * and after it a full name ending its clause (正是白夫人秦玉娘。): the
 * title's length in bytes, or 0. */
static size_t title_before_whole(const char *buf, size_t p, size_t hi)
{
	for (int chars = 3; chars >= 2; chars--) {
		size_t e = han_end(buf, p, hi, chars);
		char title[16];
		if (!e || e - p >= sizeof(title))
			continue;
		memcpy(title, buf + p, e - p);
		title[e - p] = '\0';
		if (castgender_title(title) >= 0 && whole_name_at(buf, e, hi, 1))
			return e - p;
	}
	return 0;
}

/* Whether buf[p..hi) is 的 or 地 and a speech verb (母亲高兴的说：, 高兴地
 * 笑道): the word before it says how one speaks, and names no one (jieba
 * tags 高兴 a distinguishing word, so castwords lacks it). */
static int speaks_so(const char *buf, size_t p, size_t hi)
{
	size_t k, v, b;
	if (p >= hi || !utf8_in_set("的地", utf8_at(buf, p, hi, &k)) || p + k >= hi ||
	    !speechverb_is_verb(utf8_at(buf, p + k, hi, &v)))
		return 0;
	int32_t next = p + k + v < hi ? utf8_at(buf, p + k + v, hi, &b) : -1;
	/* 的说道, 的说着; not 的吩咐, 的嘱咐: a word of speaking, after a name */
	return !utf8_is_han(next) || next == 0x9053 /* 道 */ || next == 0x7740 /* 着 */;
}

/* The people a relative's or a station's word names in buf[lo..hi)
 * (妹妹福英正蹲在井边, 看见哥哥高建军, 小和尚净空忙合十道): each such
 * introduction counts as a sentence opened, and
 * a given name met so (福英) is a person wherever it opens one after.  And
 * the full names met whole as a meeting's object (碰见了李秀英。) or beside
 * another (郑晓红和高建民一前一后). */
static int count_introductions(struct castgen *g, const char *buf, size_t lo, size_t hi)
{
	size_t n, s;
	for (size_t p = lo; p < hi; p += n) {
		int32_t before = p > lo ? utf8_before(buf, lo, p, &s) : -1;
		utf8_at(buf, p, hi, &n);
		/* after a surname the word is a title, that person's name
		 * (薛姨妈命人…, 薛姨妈李婶娘: neither 命人 nor 李婶 introduced) */
		size_t k = namehead_kin(buf, p, hi), len;
		if (k && namehead_is_surname(before))
			k = 0;
		/* 正是白夫人秦玉娘。: met whole after her title */
		size_t title = !k && before == 0x662F /* 是 */ ? title_before_whole(buf, p, hi) : 0;
		p += title;
		/* 迎面碰见了李秀英。, 他叫吴小兵，: a full name met whole, the object
		 * of a meeting or a naming (秀英 is hers after: full_of_head) */
		if (!k && ((utf8_in_set("了见見到是叫", before) && (len = whole_name_at(buf, p, hi, 1))) ||
			   (utf8_in_set("和跟与與同", before) && (len = whole_name_at(buf, p, hi, 0))))) {
			int i = add(g, buf + p, len);
			if (i < 0)
				return i;
			sighted(&g->v[i]);
			g->v[i].whole++;
			n = len;
			continue;
		}
		/* 小和尚净空忙合十道: a station's word before the name */
		size_t station = k ? 0 : namehead_station(buf, p, hi);
		if (station)
			len = namehead_given(buf, p + (k = station), hi);
		else if (!k || !((len = namehead_subject(buf, p + k, hi)) ||
				 (len = namehead_xiao(buf, p + k, hi)) ||
				 (len = namehead_introduced(buf, p + k, hi))))
			continue;
		if (speaks_so(buf, p + k + len, hi))
			continue;
		int i = add(g, buf + p + k, len);
		if (i < 0)
			return i;
		struct castgen_name *m = &g->v[i];
		sighted(m);
		m->subject++;
		/* 大师兄赵铁山, 六师姐: a school's rank is part of the word (二师兄
		 * is someone else) */
		size_t at = p, first_len;
		int32_t first = utf8_at(buf, p, hi, &first_len);
		if ((first == 0x5E08 || first == 0x5E2B) /* 师 師 */ &&
		    utf8_in_set("大二三四五六七八九十小", before))
			at = s; /* where before starts */
		size_t kn = p + k - at, b;
		/* 他的儿子闰土: someone else's son, no word the narration calls
		 * him by (我的母亲 is the narrator's) */
		int others = before == 0x7684 /* 的 */ && utf8_before(buf, lo, s, &b) != 0x6211;
		if (others) {
			m->introduced++;
			strcpy(m->kin, "-");
		} else if (!m->introduced++ && kn < sizeof(m->kin)) {
			memcpy(m->kin, buf + at, kn);
			m->kin[kn] = '\0';
		} else if (strlen(m->kin) != kn || memcmp(m->kin, buf + at, kn)) {
			strcpy(m->kin, "-");
		}
		n = k + len;
	}
	return 0;
}

/* Notes the surname before the relative's word buf[p..p+k) (赵师兄). */
static int note_holder(struct castgen *g, const char *buf, size_t p, size_t k, int32_t surname)
{
	if (k >= sizeof(g->holders->word))
		return 0;
	for (size_t i = 0; i < g->n_holders; i++) {
		struct castgen_holder *h = &g->holders[i];
		if (strlen(h->word) == k && !memcmp(h->word, buf + p, k)) {
			h->several |= h->surname != surname;
			return 0;
		}
	}
	if (grow_for_one(&g->holders, g->n_holders, &g->holders_alloc, sizeof(*g->holders), 8))
		return ERR_NOMEM;
	struct castgen_holder *h = &g->holders[g->n_holders++];
	memcpy(h->word, buf + p, k);
	h->word[k] = '\0';
	h->surname = surname;
	h->several = 0;
	return 0;
}

/* Whether the surname's character at buf[p..p+n) is part of a word with
 * the one before or after it (多谢师娘, 谢师; 向师父行礼: a preposition). */
static int surname_in_word(const char *buf, size_t p, size_t n, size_t len)
{
	size_t b, k;
	struct lexicon_word w;
	if (utf8_in_set("向于", utf8_at(buf, p, len, &k)))
		return 1;
	if (p > 0 && utf8_is_han(utf8_before(buf, 0, p, &b)) &&
	    lexicon_find(NULL, buf + b, p + n - b, &w, 0) && w.freq)
		return 1;
	utf8_at(buf, p + n, len, &k);
	return lexicon_find(NULL, buf + p, n + k, &w, 0) && w.freq;
}

/* Every relative's word after a surname in buf[0..len), quotes and all
 * (“赵师兄，…”, 薛大哥, 柳大哥). */
static int count_holders(struct castgen *g, const char *buf, size_t len)
{
	size_t n, k;
	for (size_t p = 0; p < len; p += n) {
		int32_t cp = utf8_at(buf, p, len, &n);
		if (namehead_is_surname(cp) && (k = namehead_kin(buf, p + n, len)) &&
		    !surname_in_word(buf, p, n, len) && note_holder(g, buf, p + n, k, cp))
			return ERR_NOMEM;
	}
	return 0;
}

/* Whether the relative's word kin is someone's in the book other than
 * name's: it stood after another surname (钱师兄 beside 师兄赵天行), or
 * after two. */
static int held_by_other(const struct castgen *g, const char *kin, const char *name)
{
	size_t k;
	int32_t surname = utf8_at(name, 0, strlen(name), &k);
	for (size_t i = 0; i < g->n_holders; i++)
		if (!strcmp(g->holders[i].word, kin))
			return g->holders[i].several || g->holders[i].surname != surname;
	return 0;
}

/* A relative's word heading buf[p..hi) that introduces no name
 * (母亲把碗摞好, 爸爸叹了口气; not 妹妹福英…): the narration's name for
 * that one.  Its length in bytes, or 0. */
static size_t kin_alone(const char *buf, size_t p, size_t hi)
{
	size_t kin = namehead_kin(buf, p, hi);
	return kin && !namehead_subject(buf, p + kin, hi) && !namehead_xiao(buf, p + kin, hi) &&
			       !namehead_introduced(buf, p + kin, hi)
		       ? kin
		       : 0;
}

/* Whether two Han characters stand at buf[p..hi): what someone does goes
 * on past one (母亲把碗摞好), a line of verse often does not (女儿悲，). */
static int two_han(const char *buf, size_t p, size_t hi)
{
	size_t k1, k2;
	return p < hi && utf8_is_han(utf8_at(buf, p, hi, &k1)) && p + k1 < hi &&
	       utf8_is_han(utf8_at(buf, p + k1, hi, &k2));
}

/* Whether the sentence going on at buf[p..hi) brings its subject into the
 * scene (胡永发从坡上走了下来。, 沈若兰从月洞门里跑了进来): one who comes in
 * comes to talk. */
static int enters(const char *buf, size_t p, size_t hi)
{
	static const char *const ways[] = { "进来", "過來", "过来", "下来", "下來", "走来", "進來",
					    "进门", "進門", NULL };
	for (size_t q = p, n; q < hi; q += n) {
		int32_t cp = utf8_at(buf, q, hi, &n);
		if (utf8_in_set("。．！？\n", cp))
			return 0;
		for (const char *const *w = ways; *w; w++)
			if (hi - q >= strlen(*w) && !memcmp(buf + q, *w, strlen(*w)))
				return 1;
	}
	return 0;
}

/* The length of the courtesy name an introduction gave (雲長 of 關羽,
 * 字長生，後改雲長) that stands at buf[p..hi), or 0: its first character
 * is seldom a surname, and namehead would not take it for a name.  Not a
 * word (我一字不提。 reads as 我一, 字不提). */
static size_t intro_style_at(const struct castgen *g, const char *buf, size_t p, size_t hi)
{
	for (size_t i = 0; i < g->intros.n; i++) {
		const char *style = g->intros.v[i].style;
		size_t len = strlen(style);
		if (hi - p >= len && !memcmp(buf + p, style, len) && !namehead_is_not_name(style, len))
			return len;
	}
	return 0;
}

/* Whether buf[lo..p) ends no sentence: p is in the first one. */
static int first_sentence(const char *buf, size_t lo, size_t p)
{
	size_t n;
	for (size_t q = lo; q < p; q += n)
		if (sentence_end(utf8_at(buf, q, p, &n)))
			return 0;
	return 1;
}

/* Whether the sentence going on at buf[p..hi) is the last of buf[lo..hi). */
static int last_sentence(const char *buf, size_t p, size_t hi)
{
	size_t n;
	int ended = 0;
	for (size_t q = p; q < hi; q += n) {
		int32_t cp = utf8_at(buf, q, hi, &n);
		if (sentence_end(cp))
			ended = 1;
		else if (ended && cp != ' ')
			return 0;
	}
	return 1;
}

/* 我 and a relative's word heading buf[p..hi) (我妈叹了口气, 我爸推门进来):
 * in a book told by 我, what the narration calls that relative; its
 * length in bytes, or 0.  Not 我妈的 (her things), nor 我们. */
static size_t my_kin(const char *buf, size_t p, size_t hi)
{
	enum speechverb_kin rel;
	size_t n, k;
	if (utf8_at(buf, p, hi, &n) != 0x6211 /* 我 */ ||
	    !(k = speechverb_kin_word(buf + p + n, hi - p - n, &rel)))
		return 0;
	return hi - p - n - k >= 3 && !memcmp(buf + p + n + k, "的", 3) ? 0 : n + k;
}

/* Whether the head buf[s..s+len) is cut from a word of the lexicon that
 * is no name: with the one or two characters after it (下意 of 下意识地说),
 * or its last and the next (陆鸣忽 of 陆鸣忽然). */
static int cut_from_word(const char *buf, size_t s, size_t len, size_t hi)
{
	struct lexicon_word w;
	size_t e = s + len, n, last;
	/* 陆鸣忽 of 陆鸣忽然: the last of three starts a function word (净空忙
	 * is a name and its adverb, whatever 空忙 is; not a verb: 乌进孝敬) */
	utf8_before(buf, s, e, &last);
	for (size_t f = e, k = 0; last - s >= 6 && k < 2 && f < hi &&
				  utf8_is_han(utf8_at(buf, f, hi, &n));
	     k++) {
		f += n;
		if (lexicon_find(NULL, buf + last, f - last, &w, 0) && w.freq &&
		    (w.pos == LEXICON_ADVERB || w.pos == LEXICON_CONJ || w.pos == LEXICON_PREP))
			return 1;
	}
	for (int k = 0; k < 2 && e < hi && utf8_is_han(utf8_at(buf, e, hi, &n)); k++) {
		e += n;
		if (lexicon_find(NULL, buf + s, e - s, &w, 0) && w.freq &&
		    w.pos != LEXICON_NAME && w.pos != LEXICON_POS_NONE)
			return 1;
	}
	return 0;
}

/* The end of a school, a sect or a gang named at buf[p..hi) (two to four
 * characters, the last 派, 帮, 教, 门 or 宗) when 的 or the word for its
 * head or a member follows (峨眉派掌门, 崆峒派的): past that, else 0.  Not
 * 小李帮王五: 帮 and 教 are verbs too. */
static size_t after_school(const char *buf, size_t p, size_t hi)
{
	static const char *const members[] = { "掌门人", "掌門人", "掌门", "掌門", "帮主", "幫主",
					       "教主", "门主", "門主", "宗主", "长老", "長老",
					       "弟子", "的", NULL };
	for (int chars = 2; chars <= 4; chars++) {
		size_t e = han_end(buf, p, hi, chars), s, len;
		if (!e || !utf8_in_set("派帮幫教门門宗", utf8_before(buf, p, e, &s)))
			continue;
		if ((len = wordlist_prefix(buf + e, hi - e, members)))
			return e + len;
	}
	return 0;
}

/* Whether the name s[0..n) goes on from its first character with a word of
 * place or count (野猪王头上, 野猪王一声怒吼: 头上, 一声), which no given name
 * is; a numeral alone is one (管家赵四, 张三). */
static int given_is_place_or_count(const char *s, size_t n)
{
	size_t k, m;
	struct lexicon_word w;
	utf8_at(s, 0, n, &k);
	if (k + 3 == n && utf8_in_set("三四五六七八九", utf8_at(s, k, n, &m)))
		return 0;
	return lexicon_find(NULL, s + k, n - k, &w, 0) && w.freq &&
	       (w.pos == LEXICON_SPOT || w.pos == LEXICON_TIME || w.pos == LEXICON_NUMBER);
}

/* A doubled name at buf[p..hi) (咪咪, 豆豆: a pet's or a child's, as 小猫咪咪
 * and 女儿丽丽 present them): two like characters, not three, that the
 * lexicon has as no word, a name or a sound.  Its bytes, or 0. */
static size_t doubled_name(const char *buf, size_t p, size_t hi)
{
	size_t n, m;
	int32_t cp = utf8_at(buf, p, hi, &n);
	struct lexicon_word w;
	if (!utf8_is_han(cp) || p + n >= hi || utf8_at(buf, p + n, hi, &m) != cp ||
	    (p + 2 * n < hi && utf8_at(buf, p + 2 * n, hi, &m) == cp))
		return 0;
	if (lexicon_find(NULL, buf + p, 2 * n, &w, 0) && w.freq && w.pos != LEXICON_NAME &&
	    w.pos != LEXICON_PARTICLE && w.pos != LEXICON_POS_NONE)
		return 0; /* 天天, 慢慢 */
	return 2 * n;
}

/* Where a name starts after one or two nouns of the lexicon heading
 * buf[p..hi) that say who he is (同桌胖子李浩, 班主任王秀兰, 工程师赵磊),
 * or his school (峨眉派掌门静虚师太): past them when a person's name follows
 * that is no word (高兴) or a name of the lexicon's (王秀兰), *name its
 * bytes; else p, *name 0. */
static size_t after_role(const char *buf, size_t p, size_t hi, size_t *name)
{
	size_t q = p, skip;
	*name = 0;
	for (int words = 0; words < 2; words++) {
		size_t school = after_school(buf, q, hi), len = school ? school - q : 0, at;
		for (int chars = 3; chars >= 2 && !len; chars--) {
			size_t e = han_end(buf, q, hi, chars);
			struct lexicon_word w;
			if (e && lexicon_find(NULL, buf + q, e - q, &w, 0) && w.freq &&
			    w.pos == LEXICON_NOUN)
				len = e - q;
		}
		if (!len)
			break;
		q += len;
		size_t subject = namehead_subject(buf, q, hi), chars;
		size_t doubled = subject ? 0 : doubled_name(buf, q, hi);
		struct lexicon_word w;
		if (doubled || (subject && !(lexicon_find(NULL, buf + q, subject, &w, 0) && w.freq &&
					   w.pos != LEXICON_NAME) &&
				!given_is_place_or_count(buf + q, subject))) {
			*name = doubled ? doubled : subject;
			return q;
		}
		/* a school's head may go by a religious name (静虚师太) */
		if (school && (chars = namehead_chars(buf, q, hi, &at)) && at == q) {
			for (*name = subject; !subject && chars--; *name += skip)
				utf8_at(buf, q + *name, hi, &skip);
			return q;
		}
	}
	return p;
}

/* The head of a clause count_subjects met last in its sentence. */
struct clause_head {
	size_t at, len; /* len 0: none yet */
};

/* Notes that buf[at..at+len) heads a clause of the sentence whose last head
 * was last, and so is someone else than that one; 0 or ERR_NOMEM. */
static int record_apart(struct castgen *g, const char *buf, struct clause_head last, size_t at,
			size_t len)
{
	/* add_roles reads them, in a short book only */
	if (!last.len || g->quotes >= SHORT_BOOK_QUOTES || len >= sizeof(g->apart->a) ||
	    last.len >= sizeof(g->apart->a) ||
	    (len == last.len && !memcmp(buf + at, buf + last.at, len)))
		return 0;
	/* every sentence of a scene repeats the pair it had */
	const struct castgen_pair *prev = g->n_apart ? &g->apart[g->n_apart - 1] : NULL;
	if (prev && !strncmp(prev->a, buf + last.at, last.len) && !prev->a[last.len] &&
	    !strncmp(prev->b, buf + at, len) && !prev->b[len])
		return 0;
	if (grow_for_one(&g->apart, g->n_apart, &g->apart_alloc, sizeof(*g->apart), 16))
		return ERR_NOMEM;
	struct castgen_pair *pair = &g->apart[g->n_apart++];
	memcpy(pair->a, buf + last.at, last.len);
	pair->a[last.len] = '\0';
	memcpy(pair->b, buf + at, len);
	pair->b[len] = '\0';
	return 0;
}

/* record_apart against the head *h, which buf[at..at+len) then becomes. */
static int note_apart(struct castgen *g, const char *buf, struct clause_head *h, size_t at,
		      size_t len)
{
	struct clause_head last = *h;
	*h = (struct clause_head){ at, len };
	return record_apart(g, buf, last, at, len);
}

/* Whether a and b ever headed clauses of one sentence (note_apart). */
static int stood_apart(const struct castgen *g, const char *a, const char *b)
{
	for (size_t k = 0; k < g->n_apart; k++)
		if ((!strcmp(g->apart[k].a, a) && !strcmp(g->apart[k].b, b)) ||
		    (!strcmp(g->apart[k].a, b) && !strcmp(g->apart[k].b, a)))
			return 1;
	return 0;
}

/* The words that give a person a second name (孙悟空，又唤作孙行者; 猪八戒，法名
 * 悟能): a naming, not a description; a shared surname alone is none. */
static const char *const other_name_words[] = { "又唤作", "又唤做", "又叫作", "又叫做", "又名",
						"又号", "法名", "法号", "绰号", "混名", "诨名",
						"外号", "别号", NULL };

/* Notes the two names each naming word of the narration buf[lo..hi) joins:
 * the two or three characters before it (a comma between) and the two or
 * three after it, up to a mark.  0 or ERR_NOMEM. */
static int note_other_names(struct castgen *g, const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		utf8_at(buf, p, hi, &n);
		size_t w = wordlist_prefix(buf + p, hi - p, other_name_words);
		if (!w)
			continue;
		size_t end = p, from, s, q = p + w, k;
		if (end > lo && utf8_before(buf, lo, end, &s) == 0xFF0C) /* ， */
			end = s;
		int before = 0, after = 0;
		for (from = end; before < 3 && from > lo && utf8_is_han(utf8_before(buf, lo, from, &s));
		     before++)
			from = s;
		while (after < 4 && q < hi && utf8_is_han(utf8_at(buf, q, hi, &k)))
			q += k, after++;
		/* a name after it ends at a mark (孙行者。), not at the next word */
		if (before < 2 || after < 2 || after > 3 || q >= hi)
			continue;
		if (grow_for_one(&g->also, g->n_also, &g->also_alloc, sizeof(*g->also), 8))
			return ERR_NOMEM;
		struct castgen_pair *pair = &g->also[g->n_also++];
		memcpy(pair->a, buf + from, end - from);
		pair->a[end - from] = '\0';
		memcpy(pair->b, buf + p + w, q - p - w);
		pair->b[q - p - w] = '\0';
	}
	return 0;
}

#define AFTER_LONE_QUOTE 2 /* count_subjects' after_quote: the quote its own paragraph */

/* Whether the head buf[at..end) of the sentence at buf[p..hi) of the
 * narration buf[lo..hi) is a quote's beat, by count_subjects' before_quote
 * and after_quote: it opens the last sentence before the quote, the
 * narration right after one, or is presented after a lone one. */
static int heads_beat(const char *buf, size_t lo, size_t p, size_t at, size_t end, size_t hi,
		      int before_quote, int after_quote)
{
	return (before_quote && last_sentence(buf, end, hi)) ||
	       (after_quote == AFTER_LONE_QUOTE ? at != p && first_sentence(buf, lo, p)
						: after_quote && p == lo);
}

/* The people who open sentences of the narration buf[lo..hi): one whose
 * quotes are tagged 她说 only (祥林嫂) is still found.  before_quote: a
 * quote follows, and a name opening the last sentence is its beat;
 * after_quote: a quote of the paragraph comes before, and a name opening
 * the narration is one (heard_count); AFTER_LONE_QUOTE: a quote alone in
 * the paragraph before, and a name its first sentence presents by who she
 * is (班主任王秀兰) is one. */
static int count_subjects(struct castgen *g, const char *buf, size_t lo, size_t hi,
			  int before_quote, int after_quote)
{
	size_t n, s, given;
	struct clause_head head = { 0, 0 };
	for (size_t p = lo; p < hi; p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		int32_t before = p > lo ? utf8_before(buf, lo, p, &s) : '\n';
		if (before == 0xFF0E && names_western_dot_at(buf, hi, s))
			continue; /* 玛丽．安: inside a name */
		if (utf8_in_set("。．！？\n", before))
			head.len = 0;
		if (!utf8_is_han(cp) || !(utf8_in_set("。．！？”」，；：\n", before) || p == lo))
			continue;
		/* 雲長大喜: the introduced man, by his courtesy name (add_found
		 * gives it his full one); 我妈: the narrator's relative, whole */
		size_t whole = intro_style_at(g, buf, p, hi);
		if (!whole)
			whole = my_kin(buf, p, hi);
		if (whole) {
			int err = count_subject(g, buf + p, whole);
			if (err < 0 || note_apart(g, buf, &head, p, whole))
				return err < 0 ? err : ERR_NOMEM;
			n = whole;
			continue;
		}
		int full = full_of_head(g, buf, p, hi, &given);
		if (full >= 0) {
			g->v[full].given++;
			n = given;
			continue;
		}
		/* 福英摇了摇头, once 妹妹福英 introduced her */
		int i = (given = namehead_given(buf, p, hi)) ? find(g, buf + p, given) : -1;
		if (i >= 0 && (g->v[i].introduced || g->v[i].called)) {
			sighted(&g->v[i]);
			g->v[i].subject++;
			if (note_apart(g, buf, &head, p, given))
				return ERR_NOMEM;
			n = given;
			continue;
		}
		/* 母亲把最后一只碗摞好: the narration's name for her is the word;
		 * not 妹妹福英…, an introduction (count_introductions) */
		size_t kin = kin_alone(buf, p, hi);
		if (kin && two_han(buf, p + kin, hi)) {
			int err = count_subject(g, buf + p, kin);
			if (err < 0 || note_apart(g, buf, &head, p, kin))
				return err < 0 ? err : ERR_NOMEM;
			if (enters(buf, p + kin, hi))
				g->v[err].entered++;
			if (heads_beat(buf, lo, p, p, p + kin, hi, before_quote, after_quote))
				g->v[err].beats++; /* ”二婶夹了一只虾… */
			n = kin;
			continue;
		}
		size_t k = namehead_subject(buf, p, hi);
		if (!k && ((k = namehead_titled(buf, p, hi)) || (k = namehead_xiao(buf, p, hi)))) {
			int err = count_subject(g, buf + p, k);
			if (err < 0 || note_apart(g, buf, &head, p, k))
				return err < 0 ? err : ERR_NOMEM;
			n = k;
			continue;
		}
		/* 同桌胖子李浩凑过来: who he is to the narrator, then his name;
		 * 进来的是工程师赵磊: the one who comes in, whom the next quote is
		 * as often said to (来的是刘姥姥。“姥姥，你坐。”): no beat */
		size_t in = k ? 0 : speechverb_names_next(buf + p, hi - p);
		size_t at = k ? p : after_role(buf, p + in, hi, &k);
		if (!k)
			k = namehead_subject(buf, at, hi);
		size_t named = 0; /* the length of the last head taken as a name */
		/* every head that may be the name: 陈平已经… counts 陈平 as well
		 * as 陈平已, and subject_shadowed tells which one the book uses */
		for (size_t h = 0, m; h < k;) {
			utf8_at(buf, at + h, hi, &m);
			h += m;
			if (h == m ||
			    (!namehead_is_person(buf + at, h) && !namehead_nickname(buf + at, h)) ||
			    namehead_is_not_name(buf + at, h))
				continue;
			int who = count_subject(g, buf + at, h);
			if (who < 0 || record_apart(g, buf, head, at, h))
				return who < 0 ? who : ERR_NOMEM;
			named = h;
			if (enters(buf, at + h, hi))
				g->v[who].entered++;
			if (at != p)
				g->v[who].ushered++;
			if (!in && !cut_from_word(buf, at, h, hi) &&
			    heads_beat(buf, lo, p, at, at + h, hi, before_quote, after_quote))
				g->v[who].beats++;
		}
		if (named)
			head = (struct clause_head){ at, named };
		/* 长老往上拜谢: a role heads it, no name, but one of the two apart */
		int apart = !named && g->quotes < SHORT_BOOK_QUOTES;
		size_t role_at = p, role = apart ? castrole_at(buf, &role_at, hi) : 0;
		/* 孩子, 先生: castrole_at turns away who anyone is called
		 * (namehead_no_ones_word), but such a word still heads a clause */
		for (int chars = 3; apart && !role && chars >= 2; chars--) {
			size_t e = han_end(buf, role_at = p, hi, chars);
			role = e && namehead_person_noun(buf + p, e - p) ? e - p : 0;
		}
		if (role && note_apart(g, buf, &head, role_at, role))
			return ERR_NOMEM;
		if (k)
			n = at - p + k;
	}
	return 0;
}

/* A person's name of two or three characters at buf[p..hi), a mark or the
 * end after it (陈默，): its length in bytes, or 0. */
static size_t person_alone(const char *buf, size_t p, size_t hi)
{
	size_t e = p, chars = 0, len;
	while (e < hi && chars < 4 && utf8_is_han(utf8_at(buf, e, hi, &len)))
		e += len, chars++;
	int32_t after = e < hi ? utf8_at(buf, e, hi, &len) : 0x3002;
	if ((chars != 2 && chars != 3) || utf8_is_han(after) || !namehead_is_person(buf + p, e - p))
		return 0;
	return e - p;
}

/* The first name buf[lo..hi) gives as its speaker's own (我叫陈默，,
 * 我的名字叫林远。): its length in bytes, or 0; *at where it starts. */
static size_t self_named(const char *buf, size_t lo, size_t hi, size_t *at)
{
	static const char *const intros[] = { "我叫", "我名叫", "我的名字叫", "我的名字是", "我是",
					      NULL };
	for (size_t p = lo, n; p < hi; p += n) {
		utf8_at(buf, p, hi, &n);
		size_t k = 0;
		for (const char *const *w = intros; *w && !k; w++) {
			size_t wn = strlen(*w);
			k = hi - p >= wn && !memcmp(buf + p, *w, wn) ? wn : 0;
		}
		if (!k)
			continue;
		/* 我是你六师姐，苏婉儿: who one is to the listener, then the name */
		if (k == strlen("我是") && !memcmp(buf + p, "我是", k))
			k = namehead_after_rank(buf, p + k, hi) - p;
		size_t len = person_alone(buf, p + k, hi);
		if (len) {
			*at = p + k;
			return len;
		}
	}
	return 0;
}

/* The name a quote buf[lo..hi) opens with after a word for oneself, as one
 * introduces oneself to a stranger (“在下沈青云，…, “吾乃常山赵子龙”:
 * 常山赵子 is no person's name, so no one): its length in bytes, or 0;
 * *at where it starts. */
static size_t self_styled(const char *buf, size_t lo, size_t hi, size_t *at)
{
	static const char *const selves[] = { "在下", "本人", "晚辈", "老夫", "贫道", "小女子",
					      "我乃", "吾乃", NULL };
	size_t n, p = lo;
	if (utf8_at(buf, p, hi, &n) == 0x201C || utf8_at(buf, p, hi, &n) == 0x300C)
		p += n;
	for (const char *const *w = selves; *w; w++) {
		size_t k = strlen(*w), len;
		if (hi - p >= k && !memcmp(buf + p, *w, k) &&
		    (len = person_alone(buf, p + k, hi)) && !namehead_is_not_name(buf + p + k, len)) {
			*at = p + k;
			return len;
		}
	}
	return 0;
}

/* The name a classical speaker declares his own, ending the sentence of
 * a word for oneself and 乃 (“小人乃张进帐下周平是也。”, 吾乃燕人张翼德也):
 * a person's name of three or two characters before 是也 or 也, the
 * longer first.  Its length in bytes, or 0; *at where it starts. */
static size_t self_declared(const char *buf, size_t lo, size_t hi, size_t *at)
{
	for (size_t p = lo, n; p < hi; p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (cp != 0x4E43 /* 乃 */ || !castgender_self_word_before(buf + lo, p - lo))
			continue;
		size_t said = p + n, e = said, m; /* what follows 乃 */
		while (e < hi && utf8_is_han(cp = utf8_at(buf, e, hi, &m)) && cp != 0x4E5F /* 也 */)
			e += m;
		if (e >= hi || cp != 0x4E5F)
			continue;
		size_t end = e, b;
		if (utf8_before(buf, said, e, &b) == 0x662F /* 是 */)
			end = b;
		for (int chars = 3; chars >= 2; chars--) {
			size_t s = end;
			int c = 0;
			for (; c < chars && s > said; c++)
				utf8_before(buf, said, s, &s);
			if (c == chars && namehead_is_person(buf + s, end - s) &&
			    !namehead_is_not_name(buf + s, end - s)) {
				*at = s;
				return end - s;
			}
		}
	}
	return 0;
}

/* The name quote buf[lo..hi) gives as its speaker's own, any way
 * (我叫陈默，, “在下沈青云，…, 小人乃…周平是也): its length in bytes, or 0;
 * *at where it starts. */
static size_t own_name(const char *buf, size_t lo, size_t hi, size_t *at)
{
	size_t len = self_named(buf, lo, hi, at);
	if (!len)
		len = self_styled(buf, lo, hi, at);
	return len ? len : self_declared(buf, lo, hi, at);
}

/* The narrator naming himself in narration: the first such name of the
 * book, kept in g->narrator.  His quotes go to 我, and a quote that calls
 * this name is said to him. */
static void narrator_name(struct castgen *g, const char *buf, size_t lo, size_t hi)
{
	size_t at, len = g->narrator[0] ? 0 : self_named(buf, lo, hi, &at);
	if (len && len < sizeof(g->narrator)) {
		memcpy(g->narrator, buf + at, len);
		g->narrator[len] = '\0';
	}
}

/* A quote, and the narration after it, for what it tells of its speaker. */
struct quote {
	const char *buf;
	size_t start, end; /* the quote */
	size_t after, hi;  /* the narration after it, to the paragraph's end */
};

/* m is counted as the speaker of the current dialogue run (once). */
static int heard(const struct castgen *g, struct castgen_name *m)
{
	m->count++;
	if (m->n_runs && m->runs[m->n_runs - 1] == g->run)
		return 0;
	if (grow_for_one(&m->runs, m->n_runs, &m->runs_alloc, sizeof(*m->runs), 4))
		return ERR_NOMEM;
	m->runs[m->n_runs++] = g->run;
	return 0;
}

size_t castgen_near(const struct castgen_name *a, const struct castgen_name *b)
{
	size_t n = 0, j = 0;
	for (size_t i = 0; i < a->n_runs; i++) {
		while (j < b->n_runs && b->runs[j] + CASTGEN_NEAR < a->runs[i])
			j++;
		/* the same run is not talk between the two (one quote, two heads) */
		size_t k = j < b->n_runs && b->runs[j] == a->runs[i] ? j + 1 : j;
		n += k < b->n_runs && b->runs[k] <= a->runs[i] + CASTGEN_NEAR;
	}
	return n;
}

/* The relative the quote q opens by calling (“妈，…”), or KIN_NONE. */
static enum speechverb_kin kin_called(const struct quote *q)
{
	size_t n, k;
	enum speechverb_kin rel = KIN_NONE;
	if (!utf8_in_set("“「", utf8_at(q->buf, q->start, q->end, &n)))
		return KIN_NONE;
	size_t p = q->start + n, len = speechverb_kin_word(q->buf + p, q->end - p, &rel);
	if (!len || !utf8_in_set("，！？,!?", utf8_at(q->buf, p + len, q->end, &k)))
		return KIN_NONE;
	return rel;
}

/* Counts name[0..len) as the speaker of q: its index in g, or ERR_NOMEM. */
static int count_speaker(struct castgen *g, const char *name, size_t len, const struct quote *q)
{
	int i = add(g, name, len);
	if (i < 0)
		return i;
	struct castgen_name *m = &g->v[i];
	sighted(m);
	if (heard(g, m))
		return ERR_NOMEM;
	enum speechverb_kin rel = kin_called(q);
	if (rel != KIN_NONE)
		m->kin_called = !m->kin_called || m->kin_called == (int)rel ? (int)rel : -1;
	castgender_self(m, q->buf + q->start, q->end - q->start);
	castgender_after_quote(m, q->buf, q->after, q->hi);
	return i;
}

/* Whether the head buf[s..s+len) of chars characters, next to q, may be a
 * name: 1, or 2 when only one headed by a word that the book must show
 * apart (余则成: word_apart). */
static int may_be_name(const char *buf, size_t s, size_t len, size_t chars, const struct quote *q)
{
	if (cut_from_word(buf, s, len, s < q->start ? q->start : q->hi))
		return 0;
	return !namehead_is_not_name(buf + s, len)		     ? 1
	       : chars == 3 && namehead_word_headed(buf + s, len) ? 2
								   : 0;
}

/* Whether any head of 2 to chars characters at buf[s] may be a name. */
static int names_any(const char *buf, size_t s, size_t chars, const struct quote *q)
{
	size_t len = 0, n;
	for (size_t k = 1; k <= chars; k++) {
		utf8_at(buf, s + len, s + len + 4, &n);
		len += n;
		if (k >= 2 && may_be_name(buf, s, len, k, q))
			return 1;
	}
	return 0;
}

/* Counts every head of 2 to chars characters at buf[s] as the speaker of q. */
static int count_name(struct castgen *g, const char *buf, size_t s, size_t chars,
		      const struct quote *q)
{
	size_t len = 0, n;
	int that = s > 0 && utf8_in_set("那这這", utf8_before(buf, 0, s, &n));
	for (size_t k = 1; k <= chars; k++) {
		utf8_at(buf, s + len, s + len + 4, &n);
		len += n;
		int may = k < 2 ? 0 : may_be_name(buf, s, len, k, q);
		if (!may)
			continue;
		int who = count_speaker(g, buf + s, len, q);
		if (who < 0)
			return who;
		g->v[who].word_headed |= may == 2;
		if (that)
			g->v[who].after_that++;
	}
	return 0;
}

/* Counts the head of chars characters at buf[s] as the speaker of q: a
 * relative's word alone of kin bytes (爸爸叹了口气：, ”二叔说。: kin_alone)
 * as that word, else every head that may be a name (count_name).  0 or
 * ERR_NOMEM. */
static int count_head(struct castgen *g, const char *buf, size_t s, size_t chars, size_t kin,
		      const struct quote *q)
{
	if (!kin)
		return count_name(g, buf, s, chars, q);
	int who = count_speaker(g, buf + s, kin, q);
	return who < 0 ? who : 0;
}

/* A full name called at buf[p..hi) (高建民？): its length in bytes, or 0;
 * not a surname and a relative's word (林妹妹，). */
static size_t called_whole(const char *buf, size_t p, size_t hi)
{
	size_t k, len = whole_name_at(buf, p, hi, 1);
	utf8_at(buf, p, hi, &k);
	return len && namehead_kin(buf, p + k, hi) != len - k ? len : 0;
}

/* A name the quote buf[lo..hi) opens by calling.  A given name (“福生？”,
 * “振华，明儿个…”): where it opens sentences, it is a person's
 * (count_subjects).  A full name (“高建民？”, “马长胜，你来得正好): he is met
 * whole, as by the narration (碰见了李秀英。), and is who his given name
 * opening sentences after stands for.  0 or ERR_NOMEM. */
static int count_called(struct castgen *g, const char *buf, size_t lo, size_t hi)
{
	size_t n, len, k;
	if (utf8_at(buf, lo, hi, &n) != 0x201C)
		return 0;
	int whole = (len = called_whole(buf, lo + n, hi)) != 0;
	if (!whole && !(len = namehead_given(buf, lo + n, hi)))
		return 0;
	if (!utf8_in_set("，？！", utf8_at(buf, lo + n + len, hi, &k)))
		return 0;
	int i = add(g, buf + lo + n, len);
	if (i < 0)
		return i;
	if (whole) {
		sighted(&g->v[i]);
		g->v[i].whole++;
	} else {
		g->v[i].called++;
	}
	return 0;
}

/* The doubled characters the quote buf[lo..hi) says (“是丽丽呀！), no word
 * of the dictionary (天天, 慢慢; its names are, 丽丽 and 静静) and no longer
 * run (哈哈哈): the nickname of a given name's last character, as 小X and
 * X儿 are.  0 or ERR_NOMEM. */
static int count_doubled(struct castgen *g, const char *buf, size_t lo, size_t hi)
{
	int32_t before = 0;
	for (size_t p = lo, n, m; p < hi; p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		struct lexicon_word w;
		int twice = p + n < hi && utf8_at(buf, p + n, hi, &m) == cp,
		    thrice = twice && p + 2 * n < hi && utf8_at(buf, p + 2 * n, hi, &m) == cp;
		if (cp != before && utf8_is_han(cp) && twice && !thrice &&
		    (!lexicon_find(NULL, buf + p, 2 * n, &w, 0) || w.pos == LEXICON_NAME)) {
			int i = add(g, buf + p, 2 * n);
			if (i < 0)
				return i;
			g->v[i].doubled++;
			n *= 2;
		}
		before = cp;
	}
	return 0;
}

/* A beat whose name comes after who he is, heading the sentence at
 * buf[p..hi) (同桌胖子李浩凑过来，压低声音：): the name's characters, *start. */
static size_t role_beat(const char *buf, size_t p, size_t hi, size_t *start)
{
	size_t len;
	*start = after_role(buf, p, hi, &len);
	return utf8_count(buf + *start, len);
}

/* The head a tag buf[lo..hi) has by head() (its characters, *start) past
 * the words for who he is (副将李成进曰, 产品经理李想对着话筒说道: 副将 and
 * 产品经理 are no one's names): the name's characters, *start moved to it;
 * else what head() found. */
static size_t past_role(const char *buf, size_t lo, size_t hi,
			size_t (*head)(const char *, size_t, size_t, size_t *), size_t *start)
{
	size_t len = head(buf, lo, hi, start);
	size_t at, chars = len ? role_beat(buf, *start, hi, &at) : 0;
	if (chars)
		*start = at;
	return chars ? chars : len;
}

/* The name heading the last clause of the beat buf[lo..hi) before a quote
 * when none heads its sentence (会后，王芳在朋友圈发了一条：), or met after
 * who one is past a 的 and doing what the clause says (坐在第一排的记者王芳
 * 举起了手：): its characters, *start; 0 when none. */
static size_t clause_beat(const char *buf, size_t lo, size_t hi, size_t *start)
{
	size_t from = namehead_clause_start(buf, lo, hi), n, chars;
	if ((chars = utf8_count(buf + from, namehead_subject(buf, from, hi)))) {
		*start = from;
		return chars;
	}
	for (size_t p = from; p < hi; p += n)
		if (utf8_at(buf, p, hi, &n) == 0x7684 /* 的 */ &&
		    (chars = role_beat(buf, p + n, hi, start)) &&
		    *start + namehead_subject(buf, *start, hi) < hi)
			return chars;
	return 0;
}

/* Whether the head at s is in the role or what it does opening the tag
 * buf[lo..hi) (守门 of 守门的老道士问道, 老和 of 老和尚说): the role speaks
 * (count_role), no name. */
static int in_role(const char *buf, size_t lo, size_t s, size_t hi)
{
	size_t at = lo, len = castrole_at(buf, &at, hi);
	return len && s < at + len;
}

/* Whether the narration before quote l->v[i] is all that parts it from a
 * quote before it in its paragraph. */
static int between_quotes(const struct seg_list *l, size_t i)
{
	const struct seg *d = &l->v[i];
	return i >= 2 && l->v[i - 2].kind == SEG_DIALOGUE && l->v[i - 2].para == d->para &&
	       l->v[i - 1].para == d->para && l->v[i - 1].kind == SEG_NARRATION;
}

/* 少年…说道：“在下沈青云，…”: the word for a man or a woman heading the
 * tag buf[at..e) of quote d, in which the speaker gives his own name,
 * describes him, as 白衣青年名叫林逸风 does (note_described), and tells his
 * gender. */
static void note_tag_described(struct castgen *g, const char *buf, size_t at, size_t e,
			       const struct seg *d)
{
	size_t s, len = own_name(buf, d->start, d->end, &s);
	int who = len ? find(g, buf + s, len) : -1, gender;
	size_t k = speechverb_gender_noun(buf + at, e - at, &gender);
	if (who < 0 || !k || k >= sizeof(g->v[who].described))
		return;
	struct castgen_name *m = &g->v[who];
	castgender_described_after(m, buf, at, e);
	if (!m->described[0]) {
		memcpy(m->described, buf + at, k);
		m->described[k] = '\0';
	}
}

/* An animal met past a 的 heading what the last clause of the beat
 * buf[lo..hi) does (树上的小松鼠喊了起来：): its length in bytes, *start. */
static size_t animal_past_of(const char *buf, size_t lo, size_t hi, size_t *start)
{
	size_t n;
	for (size_t p = namehead_clause_start(buf, lo, hi); p < hi; p += n) {
		if (utf8_at(buf, p, hi, &n) != 0x7684) /* 的 */
			continue;
		size_t at = p + n, len = castrole_at(buf, &at, hi);
		if (len && castrole_is_animal(buf + at, len) && at + len < hi) {
			*start = at;
			return len;
		}
	}
	return 0;
}

/* The clause at buf[p..hi) if it says only where or when (回凤仪宫的路上，,
 * 当天夜里，: two to eight characters ending in a place's or a time's
 * word, then a comma): where the next starts, else p. */
static size_t past_setting(const char *buf, size_t p, size_t hi)
{
	size_t e = p, n, chars = 0;
	int32_t cp, last = 0;
	while (e < hi && utf8_is_han(cp = utf8_at(buf, e, hi, &n))) {
		last = cp;
		e += n;
		chars++;
	}
	if (e >= hi || chars < 2 || chars > 8 || utf8_at(buf, e, hi, &n) != 0xFF0C ||
	    !speaker_is_locative(last))
		return p;
	return e + n;
}

/* A role heading the sentence of a beat at buf[*at..hi), else past where or
 * when it happens (回宫的路上，小宫女扶着皇后，小声问：) or a count that
 * brings someone new on (一个小宫女捧着托盘进来，跪下道：): its length,
 * *at where it starts. */
static size_t role_in_beat(const char *buf, size_t *at, size_t hi)
{
	static const char *const counts[] = { "一个", "一個", "一位", "一名", NULL };
	size_t p = *at, len, next;
	while (!(len = castrole_at(buf, &p, hi)) && (next = past_setting(buf, p, hi)) > p)
		p = next;
	for (const char *const *w = counts; !len && *w; w++) {
		size_t after = p + strlen(*w);
		if (hi > after && !memcmp(buf + p, *w, strlen(*w)) &&
		    (len = castrole_at(buf, &after, hi)))
			p = after;
	}
	if (len)
		*at = p;
	return len;
}

/* The role heading the tag or the beat of quote l->v[i] (老道士捋了捋胡子，
 * 笑道：“, “…”老道士叹了口气，“…”, “…”掌柜的说。): counted as its speaker,
 * and the answer to a role word the quote before called (“师父，…”).  0 or
 * ERR_NOMEM. */
/* How far back a role cut short looks for the whole it shortens. */
#define SHORTENED_REACH 2000

/* The role of two characters at buf[*at..+len) as the narration shortens
 * the one of three it named last (小尼姑 … 尼姑满脸通红的说), within
 * SHORTENED_REACH bytes before: that one's length, *at moved to it; else
 * len. */
static size_t whole_role(const char *buf, size_t *at, size_t len)
{
	size_t lo = *at > SHORTENED_REACH ? *at - SHORTENED_REACH : 0, b, r;
	if (utf8_count(buf + *at, len) != 2)
		return len;
	for (size_t p = *at; p > lo; p = b) {
		utf8_before(buf, lo, p, &b);
		if (b < lo + 3 || *at - b < len || memcmp(buf + b, buf + *at, len))
			continue;
		int32_t cp = utf8_before(buf, lo, b, &r);
		size_t k = r, whole = utf8_is_han(cp) ? castrole_at(buf, &k, b + len) : 0;
		if (whole && k == r && r + whole == b + len) {
			*at = r;
			return whole;
		}
	}
	return len;
}

/* A role whose voice the narration after a quote hears, from lo to the
 * clause's end e (”远远地听得小尼姑的带哭的声音。): its length, *at; 0 when
 * none. */
static size_t heard_voice(const char *buf, size_t lo, size_t e, size_t *at)
{
	static const char *const hear[] = { "听得", "听到", "听见", "聽得", "聽到", "聽見", NULL };
	for (size_t p = lo, n; p < e; p += n) {
		utf8_at(buf, p, e, &n);
		size_t k = wordlist_prefix(buf + p, e - p, hear);
		if (!k)
			continue;
		size_t r = p + k, len = castrole_at(buf, &r, e);
		if (!len || r != p + k || utf8_at(buf, r + len, e, &n) != 0x7684 /* 的 */)
			return 0;
		for (size_t v = r + len; v < e; v += n)
			if (utf8_in_set("声聲", utf8_at(buf, v, e, &n))) {
				*at = r;
				return len;
			}
		return 0;
	}
	return 0;
}

static int count_role(struct castgen *g, const struct seg_list *l, size_t i, const struct quote *q)
{
	const char *buf = q->buf;
	const struct seg *d = &l->v[i];
	const struct seg *nb = i > 0 && l->v[i - 1].kind == SEG_NARRATION ? &l->v[i - 1] : NULL;
	size_t at = 0, len = 0, e, n = 0, v;
	if (nb) {
		int32_t last = utf8_before(buf, nb->start, nb->end, &e);
		int colon = last == 0xFF1A || last == ':';
		int comma = last == 0xFF0C || last == ',';
		if ((nb->para == d->para || (nb->para + 1 == d->para && colon)) &&
		    (colon || (comma && (between_quotes(l, i) ||
					 speechverb_is_verb(utf8_before(buf, nb->start, e, &v)))))) {
			namehead_beat(buf, nb->start, e, &at);
			len = role_in_beat(buf, &at, e);
			if (!len)
				len = animal_past_of(buf, nb->start, e, &at);
			note_tag_described(g, buf, at, e, d);
			/* 车开出去很远，司机才又开口：: heading the beat's last
			 * clause, as clause_beat reads a name */
			size_t clause = namehead_clause_start(buf, nb->start, e);
			if (!len && clause > nb->start && (len = castrole_at(buf, &clause, e)))
				at = clause;
		}
	}
	if (!len && q->after > q->end) { /* ”掌柜的说。, ”老道士叹了口气，“ */
		const struct seg *na = &l->v[i + 1];
		for (e = na->start; e < na->end; e += n)
			if (utf8_in_set("，。！？,", utf8_at(buf, e, na->end, &n)))
				break;
		int between = e + n >= na->end && i + 2 < l->n &&
			      l->v[i + 2].kind == SEG_DIALOGUE && l->v[i + 2].para == d->para;
		/* ”老道士说完，转身进了门。: one who has just spoken */
		size_t done = strlen("说完");
		int finished = e - na->start > done &&
			       speechverb_after_speech(buf + e - done, done) == done;
		/* “…”司机从后视镜里瞟了他们一眼。: the beat of a quote that
		 * opens its paragraph is its speaker's, not his 的 (司机的话…) */
		int opens = i == 0 || l->v[i - 1].para != d->para;
		if (between || finished || opens ||
		    (e > na->start && speechverb_is_verb(utf8_before(buf, na->start, e, &v)))) {
			at = na->start;
			len = castrole_at(buf, &at, e);
			if (len && utf8_at(buf, at + len, e, &v) == 0x7684 /* 的 */)
				len = 0;
		}
		if (!len && opens)
			len = heard_voice(buf, na->start, e, &at);
	}
	/* 技术员小吴把U盘插进电脑，“…: a title before a name, no one of its own */
	if (len && after_role(buf, at, e, &(size_t){ 0 }) > at)
		len = 0;
	if (len)
		len = whole_role(buf, &at, len);
	int who = len ? add(g, buf + at, len) : 0;
	if (who < 0)
		return who;
	if (len)
		g->v[who].role++;
	if (len && g->calling >= 0 && d->para <= g->calling_para + 2) {
		struct castgen_name *w = &g->v[g->calling];
		const char *role = g->v[who].name;
		if (!w->answers)
			snprintf(w->answered, sizeof(w->answered), "%s", role);
		else if (strcmp(w->answered, role))
			strcpy(w->answered, "-");
		w->answers++;
	}
	g->calling = -1;
	if ((len = castrole_called(buf, d->start, d->end, &at))) {
		if ((who = add(g, buf + at, len)) < 0)
			return who;
		g->calling = who;
		g->calling_para = d->para;
	}
	return 0;
}

/* 我, and 他 or 她, in the narration buf[lo..hi): which of them tells the
 * story (narrator_speaks). */
static void count_told(struct castgen *g, const char *buf, size_t lo, size_t hi)
{
	for (size_t p = lo, n; p < hi; p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		g->told_me += cp == 0x6211;
		g->told_other += cp == 0x4ED6 || cp == 0x5979;
	}
}

/* Where the last sentence of buf[lo..hi) starts. */
static size_t sentence_from(const char *buf, size_t lo, size_t hi)
{
	size_t from = lo, n;
	for (size_t p = lo; p < hi; p += n)
		if (sentence_end(utf8_at(buf, p, hi, &n)))
			from = p + n;
	return from;
}

/* Where the first clause of buf[lo..hi) ends (its comma or its sentence's
 * end); hi when none does. */
static size_t first_clause_end(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (cp == 0xFF0C || cp == ',' || sentence_end(cp))
			return p;
	}
	return hi;
}

/* Whether the sentence that ends buf[lo..hi) with a speech verb opens with
 * the narrator (我揉了揉眼睛，下意识地说：): a clause of the verb and its
 * manner, a name heading neither, is 我's when his heads the sentence. */
static int my_sentence(const char *buf, size_t lo, size_t hi)
{
	size_t from = sentence_from(buf, lo, hi), first = first_clause_end(buf, from, hi);
	return first < hi && namehead_first_person(buf, from, first);
}

/* What the quote buf[lo..hi) that gave m's name asks to be called (我叫刘大壮，
 * 你叫我胖子就行; 大家都叫我老四吧): two to four characters after 你叫我, 都叫我,
 * 可以叫我 …, up to a mark, 就 or 吧 (not 叫我回大爷，: an errand). */
static void call_me(struct castgen_name *m, const char *buf, size_t lo, size_t hi)
{
	size_t n, p, b;
	for (p = lo; p + 6 <= hi; p += n) {
		utf8_at(buf, p, hi, &n);
		if (!memcmp(buf + p, "叫我", 6) && p > lo &&
		    utf8_in_set("你您都就以们們", utf8_before(buf, lo, p, &b)))
			break;
	}
	if (p + 6 > hi || m->called_me[0])
		return;
	size_t at = p + 6, e = at;
	int chars = 0;
	for (int32_t cp; e < hi && utf8_is_han(cp = utf8_at(buf, e, hi, &n)) &&
			 !utf8_in_set("就吧便", cp);
	     e += n)
		chars++;
	int32_t after = e < hi ? utf8_at(buf, e, hi, &n) : -1;
	if (chars >= 2 && chars <= 4 && utf8_in_set("就吧便，。！", after) &&
	    e - at < sizeof(m->called_me)) {
		memcpy(m->called_me, buf + at, e - at);
		m->called_me[e - at] = '\0';
	}
}

/* Whether the tag buf[lo..hi), ending in its speech verb, is the
 * narrator's: 我 heads its clause (我于是说), or the classical I of a
 * preface or a tale (余笑答, 予问之曰). */
static int my_tag(const char *buf, size_t lo, size_t hi)
{
	return namehead_first_person(buf, lo, hi) ||
	       namehead_classical_i(buf, namehead_clause_start(buf, lo, hi), hi);
}

/* Whether the first clause of buf[lo..hi) is the narrator's (“我叫陈默。”
 * 我握了握他的手。). */
static int my_clause(const char *buf, size_t lo, size_t hi)
{
	size_t end = first_clause_end(buf, lo, hi);
	return end < hi && namehead_first_person(buf, lo, end);
}

/* Whether the narration buf[lo..hi) hands on to the quote after it with a
 * colon or a comma (张大伟嘿嘿一笑：“…): a tag, counted as such. */
static int hands_on(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	int32_t last = hi > lo ? utf8_before(buf, lo, hi, &n) : 0;
	return utf8_in_set("：，:,", last);
}

/* Whether the first clause of buf[lo..hi), after a quote, ends its sentence
 * and no speech verb ends it (”李浩摇了摇头。, not ”李浩说。, a tag). */
static int untagged_after(const char *buf, size_t lo, size_t hi)
{
	size_t n, b;
	for (size_t p = lo; p < hi; p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (cp == 0xFF0C || cp == 0xFF1A || cp == ',' || cp == ':')
			return 0;
		if (sentence_end(cp) || namehead_stop_not_dot(buf, hi, cp, p))
			return p > lo && !speechverb_is_verb(utf8_before(buf, lo, p, &b));
	}
	return 0;
}

/* Whether l->v[i] opens the paragraph right after a quote alone in its
 * own (“叶凡！你又在睡觉？” then 讲台上，班主任王秀兰推了推眼镜): who the
 * narration presents then is whom the reader hears (count_subjects). */
static int lone_quote_before(const struct seg_list *l, size_t i)
{
	const struct seg *q = i > 0 ? &l->v[i - 1] : NULL;
	return q && q->kind == SEG_DIALOGUE && q->para + 1 == l->v[i].para &&
	       (i < 2 || l->v[i - 2].para != q->para);
}

static int scan(struct castgen *g, const struct text *t, const struct seg_list *l)
{
	const char *buf = t->buf;
	/* the introductions first: a courtesy name opens sentences after its
	 * own (count_subjects) */
	int err = castintro_scan(&g->intros, buf, g->book ? g->book : buf, t->len);
	castbare_scan(&g->bare, buf, t->len);
	if (!err)
		err = castwestern_scan(&g->western, buf, t->len);
	if (!err)
		err = count_holders(g, buf, t->len);
	g->calling = -1; /* a call is answered within its chapter */
	for (size_t i = 0; !err && i < l->n; i++)
		if (l->v[i].kind == SEG_DIALOGUE &&
		    !(err = count_called(g, buf, l->v[i].start, l->v[i].end)))
			err = count_doubled(g, buf, l->v[i].start, l->v[i].end);
	for (size_t i = 0; !err && i < l->n; i++) {
		const struct seg *d = &l->v[i];
		if (d->kind == SEG_NARRATION) {
			/* a beat before a quote ends its sentence (a colon's is its
			 * tag); one after it is no tag (”李浩摇了摇头。) */
			int before = i + 1 < l->n && l->v[i + 1].kind == SEG_DIALOGUE &&
				     !hands_on(buf, d->start, d->end);
			int after = i > 0 && l->v[i - 1].kind == SEG_DIALOGUE &&
				    l->v[i - 1].para == d->para &&
				    untagged_after(buf, d->start, d->end);
			if (!after && lone_quote_before(l, i))
				after = AFTER_LONE_QUOTE;
			err = count_introductions(g, buf, d->start, d->end);
			if (!err)
				err = note_other_names(g, buf, d->start, d->end);
			if (!err)
				err = count_subjects(g, buf, d->start, d->end, before, after);
			narrator_name(g, buf, d->start, d->end);
			count_told(g, buf, d->start, d->end);
			g->system_told += castrole_system_told(buf, d->start, d->end);
			g->system_says += (d->flags & SEG_SYSTEM) != 0; /* 【叮！…】 */
		}
		if (d->kind != SEG_DIALOGUE)
			continue;
		g->quotes++;
		g->run++;
		g->system_says += castrole_system_says(buf, d->start, d->end);
		const struct seg *na = i + 1 < l->n && l->v[i + 1].kind == SEG_NARRATION &&
					       l->v[i + 1].para == d->para
				       ? &l->v[i + 1]
				       : NULL;
		struct quote q = { buf, d->start, d->end, d->end, na ? na->end : d->end };
		size_t s, len;
		/* 老四：困死了 (a chat line): the name before it says it */
		if ((d->flags & SEG_CHAT) && i > 0 && l->v[i - 1].para == d->para &&
		    (len = segment_chat_name(buf, l->v[i - 1].start, l->v[i - 1].end, &s)) &&
		    (err = count_speaker(g, buf + s, len, &q)) < 0)
			break;
		err = 0;
		/* “…我叫苏晴，…”: the speaker names herself (the narrator who
		 * did so in the narration, or in a quote of his beat, is 我) */
		if ((len = own_name(buf, d->start, d->end, &s))) {
			if (!g->narrator[0] && na && len < sizeof(g->narrator) &&
			    my_clause(buf, na->start, na->end)) {
				memcpy(g->narrator, buf + s, len);
				g->narrator[len] = '\0';
			}
			if (strlen(g->narrator) == len && !memcmp(g->narrator, buf + s, len)) {
				g->first_person++;
			} else {
				int who = count_speaker(g, buf + s, len, &q);
				if (who < 0) {
					err = who;
					break;
				}
				g->v[who].self_named = 1; /* one quote is enough: a word is never so named */
				call_me(&g->v[who], buf, s + len, d->end);
				castgender_described_after(&g->v[who], buf, d->end, na ? na->end : d->end);
			}
		}
		/* 宝玉笑道：“, or 闰土又对我说： ending the paragraph before */
		const struct seg *nb = i > 0 && l->v[i - 1].kind == SEG_NARRATION ? &l->v[i - 1] : NULL;
		size_t last_at;
		int32_t last = nb ? utf8_before(buf, nb->start, nb->end, &last_at) : -1;
		if (nb && nb->para != d->para &&
		    !(nb->para + 1 == d->para && (last == 0xFF1A || last == ':')))
			nb = NULL;
		if (nb) {
			size_t hi = nb->end, sp;
			if (last == 0xFF1A || last == 0xFF0C || last == ':' || last == ',')
				hi = last_at;
			int32_t verb = hi > nb->start ? utf8_before(buf, nb->start, hi, &sp) : -1;
			size_t sv, kin = 0;
			/* 赐名曰“潇湘馆”, 号曰: a name given, not words said */
			int naming = verb == NAMEHEAD_YUE &&
				     utf8_in_set("名号號为為谓謂", utf8_before(buf, nb->start, sp, &sv));
			int title = 0;
			/* 生言：“…”: 言 says as 曰 does right before the quote's mark */
			int yue = verb == NAMEHEAD_YUE ||
				  (verb == 0x8A00 && speechverb_says(buf + sp, nb->end - sp));
			if (speechverb_is_verb(verb) && my_tag(buf, nb->start, hi)) {
				g->first_person++; /* 我于是说：, 余笑答： */
			} else if (yue && !naming &&
				   (len = namehead_given_before_yue(buf, nb->start, hi, &s, &title))) {
				int k = title ? -1 : add(g, buf + s, len);
				if (k >= 0) {
					sighted(&g->v[k]);
					err = heard(g, &g->v[k]);
				} else if (!title) {
					err = k;
				}
			} else if (speechverb_is_verb(verb) && !naming &&
				   (len = past_role(buf, nb->start, hi, namehead_before_verb, &s)) &&
				   ((kin = kin_alone(buf, s, hi)) || names_any(buf, s, len, &q))) {
				err = count_head(g, buf, s, len, kin, &q);
			} else if (speechverb_is_verb(verb) && !naming &&
				   my_sentence(buf, nb->start, hi)) {
				g->my_beats++;
			} else if ((last == 0xFF1A || last == ':') && !speechverb_is_verb(verb) &&
				   !naming && namehead_first_person(buf, nb->start, hi)) {
				g->first_person++; /* 我愣住了：“…”, as a name's beat below */
			} else if ((last == 0xFF1A || last == ':' ||
				    ((last == 0xFF0C || last == ',') && between_quotes(l, i))) &&
				   !speechverb_is_verb(verb) && !naming &&
				   ((len = namehead_beat(buf, nb->start, hi, &s)) ||
				    (len = kin = kin_alone(buf, s, hi)) ||
				    (len = role_beat(buf, s, hi, &s)) ||
				    (len = clause_beat(buf, s, hi, &s)))) {
				/* 张大伟嘿嘿一笑：“…”: a beat the colon hands to the
				 * quote, or one that parts a quote (“…”苏晴歪着头打量他，“…”;
				 * 二叔喝了一口酒，“…) */
				err = count_head(g, buf, s, len, kin, &q);
			}
		}
		/* ”宝玉道。 */
		if (!err && na) {
			size_t hi = na->start, n;
			while (hi < na->end) {
				int32_t cp = utf8_at(buf, hi, na->end, &n);
				if (cp == 0x3002 || cp == 0xFF0C || cp == 0xFF1A ||
				    namehead_stop_not_dot(buf, na->end, cp, hi))
					break;
				hi += n;
			}
			size_t sp;
			int32_t verb = hi > na->start ? utf8_before(buf, na->start, hi, &sp) : -1;
			int32_t mark = hi < na->end ? utf8_at(buf, hi, na->end, &n) : -1;
			q.after = hi + (mark >= 0 ? n : 0); /* …”宝玉道。他… is his too */
			/* ”闰土说着，又叫水生…: still speaking as his clause ends */
			size_t sv;
			int32_t before_zhe = (verb == 0x7740 || verb == 0x8457) && sp > na->start
						     ? utf8_before(buf, na->start, sp, &sv)
						     : -1;
			int tag = (speechverb_is_verb(verb) && (mark == 0x3002 || mark == 0xFF0E)) ||
				  (speechverb_is_verb(before_zhe) && mark == 0xFF0C);
			/* ”我摇了摇头。 or ”我深吸一口气，“…: the narrator's beat, as
			 * a name's heading the narration between two quotes is
			 * (narrator_speaks) */
			int beat = mark == 0x3002 || mark == 0xFF0E ||
				   (mark == 0xFF0C && i + 2 < l->n && between_quotes(l, i + 2));
			if (tag && my_tag(buf, na->start, hi))
				g->first_person++; /* ”我又赶紧的问。 */
			else if (beat && namehead_first_person(buf, na->start, hi))
				g->my_beats++;
			else if (tag && (len = past_role(buf, na->start, hi, namehead_chars, &s)) &&
				 !in_role(buf, na->start, s, hi))
				err = count_head(g, buf, s, len, kin_alone(buf, s, q.hi), &q);
		}
		if (!err)
			err = count_role(g, l, i, &q);
	}
	if (!err)
		err = scan_evidence(g, t, l);
	return err;
}

/* Traditional text is read in its simplified copy, offsets kept, as
 * attribution reads it (speaker.c): the word lists and the dictionary are
 * simplified (紅樓夢's 歎口气道 made 歎口 a name: their traditional forms
 * are 嘆口氣); add() takes each name's spelling from the text itself. */
static int scan_simplified(struct castgen *g, const struct text *t, const struct seg_list *l)
{
	char *simple = NULL;
	int err = 0;
	if (script_has_traditional(t->buf, t->len) &&
	    ((!g->sc && !(g->sc = script_new(&err))) ||
	     (err = script_simplified_copy(g->sc, t->buf, t->len, &simple))))
		return err ? err : ERR_NOMEM;
	if (!simple)
		return scan(g, t, l);
	struct text read = *t;
	read.buf = simple;
	g->read = simple;
	g->book = t->buf;
	err = scan(g, &read, l);
	g->read = g->book = NULL;
	free(simple);
	return err;
}

/* Names are read in the chapter without its hard wraps (宝⏎玉笑道). */
int castgen_scan(struct castgen *g, const struct text *t)
{
	struct seg_list l, flat_segs;
	struct text flat = { 0 };
	seg_list_init(&l);
	seg_list_init(&flat_segs);
	g->run += CASTGEN_NEAR + 1; /* no one talks with the last chapter's speakers */
	int err = segment_split(t, &l, NULL);
	if (!err && (err = segment_unwrapped(t, &l, &flat, &flat_segs)) >= 0)
		err = err ? scan_simplified(g, &flat, &flat_segs) : scan_simplified(g, t, &l);
	text_release(&flat);
	seg_list_release(&flat_segs);
	seg_list_release(&l);
	return err;
}

/* Whether the book's word for her is 伊, not 她: Lu Xun's early stories
 * (in 红楼梦 伊 is anyone, 9 times beside 她's 3,683). */
static int writes_yi(const struct castgen *g)
{
	return g->yi_total > g->she_total;
}

/* Whether a name the book tells of (quoted, or opening sentences) is a
 * woman's by the words, not the pronouns, that tell of it. */
static int told_woman(const struct castgen *g)
{
	for (size_t i = 0; i < g->n; i++)
		if ((g->v[i].count || g->v[i].subject >= 2) && g->v[i].female > g->v[i].male)
			return 1;
	return 0;
}

#define FEW_QUOTES 10
/* castgen_gender of m, which may pool the evidence of two forms of one
 * name (pooled below). */
static enum gender gender_of(const struct castgen *g, const struct castgen_name *m)
{
	size_t f = m->female, ma = m->male;
	if (castintro_find(&g->intros, m->name))
		ma += 2; /* a courtesy name was a man's */
	/* a title in the name (贾母, 王夫人) is near certain: pronouns, which a
	 * book may write loosely, do not overturn it, only words that say
	 * otherwise as much (女先生) */
	int title = castgender_title(m->name);
	if (title == 0 && f > ma)
		return GENDER_FEMALE;
	if (title == 1 && ma > f)
		return GENDER_MALE;
	/* 他 tells a man only where the book has a word for her at all: one in
	 * fifty 他 at least (阿Q正传 from 王胡 to 吴妈, about men, writes 伊 17
	 * times beside 388 他; the traditional 紅樓夢 伊 9 times beside 7,675) */
	int yi = writes_yi(g);
	int pronouns_tell = (yi ? g->yi_total : g->she_total) * 50 >= g->he_total;
	if (pronouns_tell) {
		f += yi ? m->yi : m->she;
		ma += m->he;
	}
	/* two hints at least, and half again as many as the other way */
	if (f >= 2 && f * 2 > ma * 3)
		return GENDER_FEMALE;
	if (ma >= 2 && ma * 2 > f * 3)
		return GENDER_MALE;
	/* one hint and none against: enough where it is a word (惜春, 薛蟠), or
	 * her pronoun for someone quoted little (何老师愣了一下。她…); among many
	 * quotes one 她 may be another's (林之孝, 53 quotes).  His one 他, tried,
	 * made 阿Q正传's 小Ｄ male, rightly, and the excerpt read worse */
	if (f == 1 && !ma && (m->female || m->count < FEW_QUOTES))
		return GENDER_FEMALE;
	if (ma == 1 && !f && m->male)
		return GENDER_MALE;
	/* a short book may name one seldom: a 他 that can be no one else's
	 * is enough there (三年不见，他瘦了 after …看见了坐在角落里的陈默。), in
	 * one that writes 她, or has no woman to write it of (a master and his
	 * pupil) */
	if (!f && m->he_clear && g->quotes < SHORT_BOOK_QUOTES &&
	    (pronouns_tell || (!g->she_total && !g->yi_total && !told_woman(g))))
		return GENDER_MALE;
	return GENDER_UNKNOWN;
}

enum gender castgen_gender(const struct castgen *g, size_t i)
{
	return gender_of(g, &g->v[i]);
}

/* What g->v[head] counts (quotes, or sentences opened) less what the
 * names as long as g->v[i] it heads count, where each opens two sentences
 * or more: a head that two sisters share (林婉 of 林婉清 and 林婉如) counts
 * both, and shadows neither by the other's.  A verb it takes (四婶慌)
 * opens none, nor does 邢王夫 (of 邢王夫人, beside 邢王二夫人). */
static size_t head_left(const struct castgen *g, size_t head, size_t i, int subjects)
{
	const struct castgen_name *h = &g->v[head];
	size_t lh = strlen(h->name), left = subjects ? h->subject : h->count;
	for (size_t j = 0; g->v[i].subject >= 2 && j < g->n; j++) {
		const struct castgen_name *o = &g->v[j];
		size_t other = subjects ? o->subject : o->count;
		if (j != i && j != head && o->subject >= 2 && strlen(o->name) == strlen(g->v[i].name) &&
		    !memcmp(o->name, h->name, lh))
			left = left > other ? left - other : 0;
	}
	return left;
}

/* In a book of few quotes, whose people speak once or twice each, the
 * sentences a name opens beside a quote count as its quotes do, and so
 * does the narration presenting such a one (班主任王秀兰, 进来的是工程师赵磊). */
static size_t heard_count(const struct castgen *g, const struct castgen_name *m)
{
	return g->quotes < TINY_BOOK_QUOTES ? m->count + m->beats + (m->beats && m->ushered)
					    : m->count;
}

/* How often the longer heads that g->v[i] starts are heard in all. */
static size_t heard_extending(const struct castgen *g, size_t i)
{
	size_t len = strlen(g->v[i].name), n = 0;
	for (size_t j = 0; j < g->n; j++)
		if (j != i && strlen(g->v[j].name) > len &&
		    !memcmp(g->v[j].name, g->v[i].name, len))
			n += heard_count(g, &g->v[j]);
	return n;
}

/* The heads that extend g->v[i] by one character, each a verb or a word
 * glued on when three or more do (林风收, 林风十, 林风站 of 林风); none when
 * most often one character follows it (薛姨妈 of 薛姨, 周瑞家的 of 周瑞) or
 * one ends in a title (王夫人). */
static size_t glued_heads(const struct castgen *g, size_t i)
{
	size_t len = strlen(g->v[i].name), n = 0, k;
	for (size_t j = 0; j < g->n && !g->v[i].next_votes; j++) {
		const char *o = g->v[j].name;
		if (strlen(o) <= len || memcmp(o, g->v[i].name, len))
			continue;
		if (castgender_title(o) >= 0)
			return 0;
		n += utf8_is_han(utf8_at(o, len, strlen(o), &k)) && len + k == strlen(o) &&
		     g->v[j].subject > 0;
	}
	return n;
}

/* Heads that are not a name: a cut-off one mostly followed by the same
 * character (孔乙 of 孔乙己), or a longer one that extends a far more
 * frequent name (宝玉笑 of 宝玉).  A head with quotes of its own, that the
 * text writes alone and followed by this or that, is a name beside the
 * longer one (七斤说, 七斤又… beside 七斤嫂); not 王大 (王大夫's quotes,
 * and 王大人, 王大爷) nor 巧姐 (巧姐儿 is she). */
static int shadowed(const struct castgen *g, size_t i)
{
	const struct castgen_name *m = &g->v[i];
	size_t len = strlen(m->name), longer = 0, longer_quotes = 0;
	int cut_off = 0, same_person = 0;
	for (size_t j = 0; j < g->n; j++) {
		const struct castgen_name *o = &g->v[j];
		size_t lj = strlen(o->name);
		if (j == i || one_char(o->name))
			continue;
		if (lj < len && !memcmp(m->name, o->name, lj) &&
		    head_left(g, j, i, 0) * 2 >= heard_count(g, m) * 5)
			return 1;
		if (lj < len && !memcmp(m->name, o->name, lj) && glued_heads(g, j) >= 3)
			return 1;
		/* in a book of few quotes, a head the shorter one it extends is
		 * heard without as well (李浩凑 of 李浩凑过来 beside 李浩…): not
		 * the start of two names (林婉 of 林婉清 and 林婉如) */
		if (lj < len && !memcmp(m->name, o->name, lj) && heard_count(g, m) > m->count &&
		    heard_count(g, o) > heard_extending(g, j))
			return 1;
		if (lj <= len || memcmp(o->name, m->name, len))
			continue;
		same_person |= !strcmp(o->name + len, "儿");
		cut_off |= heard_count(g, o) * 10 >= heard_count(g, m) * 7;
		longer_quotes += heard_count(g, o);
		/* names it starts, each seen twice or more: 赵太 of 赵太爷 and 赵太太
		 * (孔乙己 followed by this or that verb once is no such name) */
		if (heard_count(g, o) >= 2)
			longer += heard_count(g, o);
	}
	if (glued_heads(g, i) >= 3)
		return 0;
	size_t own = heard_count(g, m) > longer_quotes ? heard_count(g, m) - longer_quotes : 0;
	if (!same_person && own >= 2 && own * 10 >= heard_count(g, m) * 3 && m->seen >= 3 &&
	    m->next_votes * 2 < m->seen)
		return 0;
	return cut_off || longer * 10 >= heard_count(g, m) * 7;
}

/* A verb or a preposition before a far more frequent name: 指宝玉, 向黛玉
 * (a head taken one character too early). */
static int verb_before_name(const struct castgen *g, size_t i)
{
	const struct castgen_name *m = &g->v[i];
	size_t k, len = strlen(m->name);
	int32_t first = utf8_at(m->name, 0, len, &k);
	if (!utf8_in_set("指拉叫向对對给給和与與跟同把被让讓请請问問望看见見随隨替陪扶推冲衝朝", first))
		return 0;
	int j = find(g, m->name + k, len - k);
	return j >= 0 && g->v[j].count >= 3 * m->count;
}

/* A "name" that stands right after another name a third of the times it
 * is seen is a verb or an adverb (凤姐吩咐, 宝玉指着). */
static int verb_like(const struct castgen_name *m)
{
	return m->seen >= 3 && m->after_name * 10 >= m->seen * 3;
}

/* A head of three whose last character starts a word of the lexicon with
 * the one that follows it nearly every time it is seen, its first two a
 * name found or a surname and one: 叶辰心 of 叶辰心中一喜 and 叶辰心中默念.
 * That name's quotes, which the shorter head counted as well; not
 * 冯志刚 (刚在 once, then 骑, 看, 合), 王熙凤道 nor 孙少安说 (no words),
 * nor 林婉清道 (清道 is a word, but 道 her speech verb). */
static int glued_word(const struct castgen *g, const struct castgen_name *m)
{
	size_t k1, k2, k3, len = strlen(m->name);
	char word[16];
	struct lexicon_word w;
	int32_t first = utf8_at(m->name, 0, len, &k1);
	utf8_at(m->name, k1, len, &k2);
	utf8_at(m->name, k1 + k2, len, &k3);
	if (k1 + k2 + k3 != len || m->next < 0 || m->next_votes * 2 <= m->seen ||
	    speechverb_is_verb(m->next) ||
	    (find(g, m->name, k1 + k2) < 0 && !namehead_is_surname(first)))
		return 0;
	memcpy(word, m->name + k1 + k2, k3);
	size_t n = k3 + utf8_encode(m->next, word + k3);
	return lexicon_find(NULL, word, n, &w, 0) && w.freq && w.pos != LEXICON_NAME;
}

/* Whether name is part of a member's: it starts one (祥林 of 祥林嫂), or a
 * member's name starts it with more than a relative after (贾母命 is 贾母
 * and a verb; 七斤嫂 is someone else). */
static int part_of_member(const struct cast *c, const char *name)
{
	size_t k = strlen(name), len;
	return cast_overlaps(c, name, k, CAST_STARTS_NAME) || cast_match(c, name, k, &len) >= 0;
}

/* The full name that ends with the given name `given`: the one introduced
 * (姓张名飞 for 飞) or, when none was, the one name of two characters found
 * next to quotes (何进 for 进); NULL when there is none or more than one. */
static const char *full_of_given(const struct castgen *g, const char *given, int *introduced)
{
	size_t k = strlen(given);
	const char *full = NULL;
	for (size_t i = 0; i < g->intros.n; i++) {
		const char *f = g->intros.v[i].full;
		size_t n = strlen(f);
		if (n > k && !strcmp(f + n - k, given)) {
			if (full)
				return NULL;
			full = f;
		}
	}
	*introduced = full != NULL;
	for (size_t i = 0; !full && i < g->n; i++) {
		const char *f = g->v[i].name;
		size_t n = strlen(f);
		if (n == 2 * k && !strcmp(f + k, given) && g->v[i].count > 0) {
			if (full)
				return NULL;
			full = f;
		}
	}
	return full;
}

/* The names an introduction gives the member who besides his full one:
 * the courtesy name, and the name found when that is his given name (伯阳
 * of 姓严名伯阳). */
static int alias_introduced(struct cast *c, int who, const struct castintro *in,
			    const char *found)
{
	if (cast_add_alias(c, who, in->style, strlen(in->style)))
		return ERR_NOMEM;
	if (strcmp(found, in->full) && strcmp(found, in->style))
		return cast_add_alias(c, who, found, strlen(found));
	return 0;
}

/* Given names counted before 曰 join the full name they end, as its alias
 * (张飞 with 飞, which cast_match reads only before a speech verb), and a
 * 文言 tale's bare 生 or 女 the form it was introduced by (castbare.h); a
 * full name first met so joins the cast when the two together reach
 * min_count.  Only new members get the alias: what the user wrote stays as
 * it is. */
static int add_given_names(const struct castgen *g, struct cast *c, size_t first_new,
			   size_t min_count)
{
	int added = 0;
	for (size_t i = 0; i < g->n; i++) {
		const struct castgen_name *m = &g->v[i];
		int introduced = 0;
		enum gender gender = GENDER_UNKNOWN;
		const char *full = NULL;
		if (one_char(m->name) && !(full = castbare_full(&g->bare, m->name, &gender)))
			full = full_of_given(g, m->name, &introduced);
		if (!full)
			continue;
		int f = find(g, full, strlen(full));
		int who = cast_find(c, full, strlen(full));
		if (who < 0 && m->count + (f >= 0 ? g->v[f].count : 0) >= min_count) {
			if (introduced)
				gender = GENDER_MALE; /* a given name alone: a man's */
			else if (gender == GENDER_UNKNOWN && f >= 0)
				gender = castgen_gender(g, (size_t)f);
			const struct castintro *in = castintro_find(&g->intros, full);
			if ((who = cast_add(c, full, strlen(full), gender)) < 0 ||
			    (in && cast_add_alias(c, who, in->style, strlen(in->style))))
				return ERR_NOMEM;
			added++;
		}
		if (who >= 0 && (size_t)who >= first_new &&
		    cast_add_alias(c, who, m->name, strlen(m->name)))
			return ERR_NOMEM;
	}
	return added;
}

/* The narrator's quotes: those tagged 我说, and in a story he tells (我
 * once for every five 他 and 她 in the narration: not 红楼梦's letters and
 * dreams) under a name he gives himself (我叫叶凡) those beside his beats,
 * 我摇了摇头; without the name, 故乡 and 社戏 gained a 我 whom the turns then
 * gave others' words. */
static size_t narrator_speaks(const struct castgen *g)
{
	int tells = g->told_me * 5 >= g->told_other && g->narrator[0];
	return g->first_person + (tells ? g->my_beats : 0);
}

/* A name needs three quotes in a book; in a short one, whose people speak
 * less, two (measured on single chapters with the cast found: bench/
 * speaker-found-cast.py, 60.5 % of quotes in the right voice and 27.1 % in a
 * wrong one at three, 66.3 % and 23.6 % at two; 红楼梦 at two gains a
 * third of junk such as 复又, 彼时). */
static size_t auto_min(const struct castgen *g)
{
	return g->quotes < SHORT_BOOK_QUOTES ? 2 : 3;
}

/* The one name of order[0..k) that is name with one character before it,
 * when name ends in an elder's word: 赵七爷 for 七爷, the same man, as the
 * narration shortens him.  -1 when none or two (琏二爷, 宝二爷 for 二爷);
 * a given name never joins so (甄宝玉 is not 宝玉). */
static int surnamed_form(const struct castgen *g, const size_t *order, size_t k, const char *name)
{
	size_t n = strlen(name);
	if (!namehead_ends_as_elder(name, n))
		return -1;
	int found = -1;
	for (size_t a = 0; a < k; a++) {
		const char *f = g->v[order[a]].name;
		size_t len, fn = strlen(f);
		if (fn <= n || strcmp(f + fn - n, name) || !utf8_is_han(utf8_at(f, 0, fn, &len)) ||
		    len != fn - n)
			continue;
		if (found >= 0)
			return -1;
		found = (int)a;
	}
	return found;
}

/* Whether order[a] is the short form of a name that is new to the cast
 * (an alias of a member the user wrote is the user's to give). */
static int shortens_new(const struct castgen *g, const struct cast *c, const size_t *order,
			size_t k, size_t a, size_t first_new)
{
	int f = surnamed_form(g, order, k, g->v[order[a]].name);
	if (f < 0)
		return 0;
	const char *full = g->v[order[f]].name;
	int who = cast_find(c, full, strlen(full));
	return who < 0 || (size_t)who >= first_new;
}

/* Whether a head counted as a subject is not the name the book uses: cut
 * off from a longer head seen nearly as often (祥林 of 祥林嫂), or a
 * shorter one, seen twice as often, and the first character of what
 * follows it (陈平已 of 陈平已经, beside 陈平擦了…, 陈平愣了…). */
static int subject_shadowed(const struct castgen *g, size_t i)
{
	const struct castgen_name *m = &g->v[i];
	size_t len = strlen(m->name);
	for (size_t j = 0; j < g->n; j++) {
		const struct castgen_name *o = &g->v[j];
		size_t lj = strlen(o->name);
		if (lj > len && !memcmp(o->name, m->name, len) && o->subject * 10 >= m->subject * 7)
			return 1;
		if (lj < len && !memcmp(m->name, o->name, lj) &&
		    head_left(g, j, i, 1) >= 2 * m->subject)
			return 1;
	}
	return 0;
}

static size_t subject_min(const struct castgen *g)
{
	return g->quotes < SHORT_BOOK_QUOTES ? SUBJECT_MIN_SHORT : SUBJECT_MIN;
}

/* A name a relative's or a station's word brought in (小和尚净空忙合十道)
 * that a quote's tag names weighs one sentence more, as a quote weighs one
 * naming more in named_often. */
static size_t tagged_introduced(const struct castgen_name *m)
{
	return m->introduced && m->count > 0;
}

/* Whether g->v[i], a common surname and a given name of two (李德福) that
 * opened a sentence, is named in the text often enough to be someone the
 * narration follows, though he opens few sentences (坐在角落里的李德福…,
 * 又看看李德福).  Not a name of two, so often a word (高兴, 赵庄); not a
 * family or a word and a character (赵家本 of 赵家本来, 方才说), nor a
 * surname and a relative's word (林妹妹); not one
 * mostly followed by the same character (白盔白 of 白盔白甲); not the full
 * name of a member found by the given one (王熙凤 of 熙凤). */
static int named_often(const struct castgen *g, const struct cast *c, size_t i)
{
	const struct castgen_name *m = &g->v[i];
	size_t len = strlen(m->name), first, second, chars = utf8_count(m->name, len);
	int32_t surname = utf8_at(m->name, 0, len, &first);
	utf8_at(m->name, first, len, &second);
	int western = namehead_foreign(m->name, len) && chars >= 3;
	if (!m->subject || ((chars != 3 || !namehead_is_surname(surname)) && !western) ||
	    namehead_is_not_name(m->name, len) || namehead_is_not_name(m->name, first + second) ||
	    namehead_kin(m->name, first, len) || cast_find(c, m->name + first, len - first) >= 0)
		return 0;
	/* the given name alone, once it opened a sentence as his (二虎点了点头:
	 * full_of_head), not as a title's (主任 of 马主任) */
	size_t named = m->named;
	if (m->given && namehead_given(m->name, first, len) == len - first)
		named += m->named_given;
	if (named >= 2 && m->named_next_votes * 2 >= named)
		return 0;
	/* a quote its name tags weighs one naming more (沈若兰顿时满脸通红，
	 * 跺脚道：), as does a sentence it opens just before a quote (李支书瞪
	 *了那人一眼，往前走了两步。“…), coming into the scene two (胡永发从坡上
	 * 走了下来) */
	return named + (m->count > 0 || m->beats > 0) + 2 * (m->entered > 0) >= subject_min(g);
}

/* The quotes that call the full name g->v[i] by its given name alone
 * (“振华，明儿个…” for 田振华), once the narration does so too (振华笑了笑)
 * or met the full name whole (正是白夫人秦玉娘。 for “玉娘，…”): each is a
 * sighting of him, as a sentence he opens is.  Not a relative's word
 * (“妹妹，… is no 万妹妹's). */
static size_t called_by_given(const struct castgen *g, size_t i)
{
	const struct castgen_name *m = &g->v[i];
	size_t k, len = strlen(m->name);
	if (!m->given && !m->whole)
		return 0;
	utf8_at(m->name, 0, len, &k);
	/* met whole only: the rest must read as a given name, not a word
	 * for anyone's elder (刘姥姥's 姥姥) or a doubled pet name */
	size_t k2, k3;
	int32_t first = utf8_at(m->name, k, len, &k2);
	if (!m->given && (namehead_given(m->name, k, len) != len - k ||
			  first == utf8_at(m->name, k + k2, len, &k3)))
		return 0;
	if (namehead_kin(m->name, k, len) == len - k)
		return 0;
	int t = find(g, m->name + k, len - k);
	return t >= 0 ? g->v[t].called : 0;
}

/* The quotes that say the last character of g->v[i]'s given name doubled
 * (“是丽丽呀！” for 周丽): each is a sighting of her, when it looks like a
 * person's name (嗳哟 is no one's, 哟哟 an exclamation) and no other name
 * that opened a sentence ends in that character (晓红 is 郑晓红's). */
static size_t called_doubled(const struct castgen *g, size_t i)
{
	const char *name = g->v[i].name;
	size_t len = strlen(name), at;
	int32_t last = utf8_before(name, 0, len, &at);
	size_t n = len - at; /* the last character's bytes */
	if (one_char(name) || !utf8_is_han(last) || !namehead_is_person(name, len))
		return 0;
	char twice[8];
	memcpy(twice, name + at, n);
	memcpy(twice + n, name + at, n);
	int t = find(g, twice, 2 * n);
	if (t < 0 || (size_t)t == i || !g->v[t].doubled)
		return 0;
	for (size_t j = 0; j < g->n; j++) {
		const char *o = g->v[j].name;
		size_t lo = strlen(o), k, shorter = lo < len ? lo : len;
		if (j == i || !g->v[j].subject || one_char(o) || (int)j == t ||
		    utf8_before(o, 0, lo, &k) != last)
			continue;
		if (memcmp(o + lo - shorter, name + len - shorter, shorter))
			return 0;
	}
	return g->v[t].doubled;
}

/* The evidence found for both forms of one name, in *into (whose name
 * stays its own). */
static void pool(struct castgen_name *into, const struct castgen_name *m)
{
	into->count += m->count;
	into->female += m->female;
	into->male += m->male;
	into->she += m->she;
	into->yi += m->yi;
	into->he += m->he;
	into->he_clear += m->he_clear;
}

/* Member m's gender, read from its evidence and other's, one person's two
 * forms, together (both must have been found). */
static void gender_of_both(const struct castgen *g, struct cast_member *m, const char *other)
{
	int a = find(g, m->name, strlen(m->name)), b = find(g, other, strlen(other));
	if (a < 0 || b < 0)
		return;
	struct castgen_name both = g->v[a];
	pool(&both, &g->v[b]);
	m->gender = gender_of(g, &both);
}

/* The given name of full, a surname and that name (林黛玉: 黛玉): full
 * past its first character. */
static const char *given_of(const char *full)
{
	size_t k, n = strlen(full);
	utf8_at(full, 0, n, &k);
	return full + (k < n ? k : n);
}

/* A full name and its given name (康建设, 建设: full_of_head) are one
 * person: whichever of the two is a new member gets the other as its alias. */
static int join_given(const struct castgen *g, struct cast *c, size_t first_new)
{
	for (size_t i = 0; i < g->n; i++) {
		const char *full = g->v[i].name, *given = given_of(full);
		size_t fn = strlen(full), gn = strlen(given);
		if (g->v[i].given + called_by_given(g, i) < 2)
			continue;
		int f = cast_find(c, full, fn), t = cast_find(c, given, gn);
		if (f >= 0 && t < 0 && (size_t)f >= first_new) {
			gender_of_both(g, &c->v[f], given);
			if (cast_add_alias(c, f, given, gn))
				return ERR_NOMEM;
		}
		if (t >= 0 && f < 0 && (size_t)t >= first_new) {
			gender_of_both(g, &c->v[t], full);
			if (cast_add_alias(c, t, full, fn))
				return ERR_NOMEM;
		}
	}
	return 0;
}

/* Whether the member full is a surname and the member given's name (林黛玉
 * and 黛玉): a given name of two characters or more (叶辰's 辰 may be any
 * word), no elder's or rank's word (尤二姐's 二姐), that no other surname or
 * member heads (贾宝玉 and 甄宝玉 are two people). */
static int full_and_given(const struct castgen *g, const struct cast *c, const char *full,
			  const char *given)
{
	size_t gn = strlen(given), k;
	int32_t surname = utf8_at(full, 0, strlen(full), &k);
	if (strcmp(given_of(full), given) || one_char(given) ||
	    !namehead_is_surname(surname) || namehead_is_not_name(given, gn) ||
	    namehead_ends_as_elder(given, gn) || namehead_no_ones_word(given, gn))
		return 0;
	for (size_t i = 0; i < g->n; i++) {
		const char *o = g->v[i].name;
		size_t on = strlen(o), ok;
		int32_t other = utf8_at(o, 0, on, &ok);
		if (other != surname && !strcmp(given_of(o), given) &&
		    (namehead_is_surname(other) || cast_find(c, o, on) >= 0))
			return 0;
	}
	return 1;
}

/* Two new members found both by the full name and by the given name alone
 * (林黛玉, 黛玉: each tagged often enough on its own): 1 and *keep, the one
 * quoted more, and *gone, or 0 when none are. */
static int full_and_given_pair(const struct castgen *g, const struct cast *c, size_t first_new,
			       size_t *keep, size_t *gone)
{
	for (size_t i = first_new; i < c->n; i++)
		for (size_t j = first_new; j < c->n; j++)
			if (i != j && full_and_given(g, c, c->v[i].name, c->v[j].name)) {
				*keep = i < j ? i : j; /* the cast is most quoted first */
				*gone = i < j ? j : i;
				return 1;
			}
	return 0;
}

/* Such two are one member, the other's name its alias, its gender read
 * from the two's evidence together. */
static int join_full_and_given(const struct castgen *g, struct cast *c, size_t first_new)
{
	size_t keep, gone;
	while (full_and_given_pair(g, c, first_new, &keep, &gone)) {
		gender_of_both(g, &c->v[keep], c->v[gone].name);
		if (cast_merge(c, (int)keep, (int)gone))
			return ERR_NOMEM;
	}
	return 0;
}

/* The surname of form, a surname and a given name of one or two
 * characters ending in cp (王熙凤 for 凤, 贾芸 for 芸), or -1. */
static int32_t full_ending_in(const char *form, int32_t cp)
{
	size_t n = strlen(form), k, chars = utf8_count(form, n), b;
	int32_t surname = utf8_at(form, 0, n, &k);
	return chars >= 2 && chars <= 3 && namehead_is_surname(surname) &&
	       utf8_before(form, 0, n, &b) == cp ? surname : -1;
}

/* Whether the book writes name after a surname other than surname, as a
 * name quoted or seen (尤二姐 for 二姐; not 任凤姐儿拣择施行, 任 "let",
 * opening one sentence). */
static int after_other_surname(const struct castgen *g, const char *name, int32_t surname)
{
	size_t k;
	for (size_t i = 0; i < g->n; i++) {
		const char *o = g->v[i].name;
		int32_t first = utf8_at(o, 0, strlen(o), &k);
		if (first != surname && namehead_is_surname(first) && !strcmp(o + k, name) &&
		    (g->v[i].count || g->v[i].seen))
			return 1;
	}
	return 0;
}

/* The one member other than s whose full name ends in the character s's
 * everyday name is made of, of a gender the ending allows, or -1: none, two
 * (a 李凤 beside 王熙凤), or s written after another surname too. */
static int everyday_full(const struct castgen *g, const struct cast *c, size_t s)
{
	int female, found = -1;
	int32_t cp = everyday_char(c->v[s].name, strlen(c->v[s].name), &female), surname = -1;
	if (cp < 0)
		return -1;
	for (size_t j = 0; j < c->n; j++) {
		const struct cast_member *m = &c->v[j];
		int32_t first = -1;
		for (size_t a = 0; a <= m->n_aliases && j != s && first < 0; a++)
			first = full_ending_in(a ? m->aliases[a - 1] : m->name, cp);
		if (first < 0)
			continue;
		if (found >= 0 || m->gender == (female ? GENDER_MALE : GENDER_FEMALE))
			return -1;
		found = (int)j;
		surname = first;
	}
	return found >= 0 && !after_other_surname(g, c->v[s].name, surname) ? found : -1;
}

/* An everyday name and the full name it is made of, both new members, are
 * one person (凤姐 and 熙凤, alias 王熙凤): the one quoted more keeps its
 * section, the other is its alias, the gender read from both. */
static int join_everyday(const struct castgen *g, struct cast *c, size_t first_new)
{
	size_t s = first_new;
	while (s < c->n) {
		int f = everyday_full(g, c, s);
		if (f < 0 || (size_t)f < first_new) {
			s++;
			continue;
		}
		size_t keep = s < (size_t)f ? s : (size_t)f, gone = s + (size_t)f - keep;
		gender_of_both(g, &c->v[keep], c->v[gone].name);
		if (cast_merge(c, (int)keep, (int)gone))
			return ERR_NOMEM;
		s = first_new; /* the members moved */
	}
	return 0;
}

/* How many names the relative's word kin introduced (母亲刘桂芳). */
static size_t introduced_by(const struct castgen *g, const char *kin)
{
	size_t n = 0;
	for (size_t j = 0; j < g->n; j++)
		n += g->v[j].introduced && !strcmp(g->v[j].kin, kin);
	return n;
}

/* Whether g->v[i] is the one name its relative's word introduced in the
 * whole book (母亲刘桂芳, and no other 母亲X), and the one the word stands
 * for: no other surname goes before it (师兄赵天行 and 赵师兄, never 钱师兄:
 * in a long book 大哥, 姐姐 are many people's, 红楼梦's 薛大哥, 柳大哥). */
static int kin_of_one(const struct castgen *g, size_t i)
{
	const struct castgen_name *m = &g->v[i];
	/* a name that opens a sentence of its own too (母亲往锅里… named no 往锅) */
	if (!m->introduced || !strcmp(m->kin, "-") || (m->subject <= m->introduced && !m->given))
		return 0;
	return introduced_by(g, m->kin) == 1 && !held_by_other(g, m->kin, m->name);
}

/* The sentences the word for one person opened (母亲上上下下…: 刘桂芳's,
 * once 母亲刘桂芳 introduced her), or 0. */
static size_t kin_subjects(const struct castgen *g, size_t i)
{
	if (!kin_of_one(g, i))
		return 0;
	int k = find(g, g->v[i].kin, strlen(g->v[i].kin));
	return k >= 0 ? g->v[k].subject : 0;
}

/* A relative's word the narration calls someone by (母亲从外面走了进来)
 * coming into the scene weighs two sentences more, as a name's does for
 * named_often: one who comes in comes to talk. */
static size_t kin_entered(const struct castgen *g, size_t i)
{
	const struct castgen_name *m = &g->v[i];
	size_t len = strlen(m->name);
	return m->entered && namehead_kin(m->name, 0, len) == len ? 2 : 0;
}

/* Whether name is a relative's word that introduced one person: her
 * alias (join_kin), not someone else. */
static int kin_word_of_one(const struct castgen *g, const char *name)
{
	for (size_t i = 0; i < g->n; i++)
		if (g->v[i].introduced && !strcmp(g->v[i].kin, name) && kin_of_one(g, i))
			return 1;
	return 0;
}

/* The one name a relative's word introduced in the whole book (母亲刘桂芳)
 * and that word are one person: whichever of the two is a new member gets
 * the other as its alias.  The word, once the name opens sentences of its
 * own (kin_of_one), is what the narration calls her after (母亲上上下下地
 * 把他看了一遍 is hers); a word that joined alone takes the name of one
 * who opens none after (二叔李建国: 二叔 is what the narration calls him). */
static int join_kin(const struct castgen *g, struct cast *c, size_t first_new)
{
	for (size_t i = 0; i < g->n; i++) {
		const struct castgen_name *m = &g->v[i];
		size_t len = strlen(m->name), kn = strlen(m->kin);
		if (!m->introduced || !strcmp(m->kin, "-") || introduced_by(g, m->kin) != 1)
			continue;
		int named = cast_find(c, m->name, len), word = cast_find(c, m->kin, kn);
		if (named >= 0 && word < 0 && (size_t)named >= first_new && kin_of_one(g, i) &&
		    cast_add_alias(c, named, m->kin, kn))
			return ERR_NOMEM;
		if (word >= 0 && named < 0 && (size_t)word >= first_new &&
		    namehead_is_person(m->name, len) && cast_add_alias(c, word, m->name, len))
			return ERR_NOMEM;
	}
	return 0;
}

/* Whether name is a relative's word alone (母亲, 哥哥, 奶奶, 二叔): a
 * relative never named. */
static int relative_word(const char *name)
{
	enum speechverb_kin rel;
	size_t len = strlen(name);
	return len && (speechverb_kin_word(name, len, &rel) == len ||
		       namehead_kin(name, 0, len) == len);
}

/* Whether the book is a short one about a family: two relatives' words
 * alone (奶奶, 爸爸) head the tags or beats of min_count quotes each.
 * Every relative heard there once is one of its people, as every animal
 * heard is a fable's (add_roles): 妈妈…瞪了爸爸一眼：“…” is hers. */
static int family_story(const struct castgen *g, size_t min_count)
{
	if (g->quotes >= SHORT_BOOK_QUOTES)
		return 0;
	size_t kin = 0;
	for (size_t i = 0; i < g->n; i++)
		kin += relative_word(g->v[i].name) && heard_count(g, &g->v[i]) >= min_count;
	return kin >= 2;
}

/* The relative's word that brought member m in (哥哥建军: 哥哥), or NULL:
 * he is the relative of the one the narration follows, not that one. */
static const char *brought_in_by(const struct castgen *g, const struct cast_member *m)
{
	for (size_t a = 0; a <= m->n_aliases; a++) {
		const char *name = a < m->n_aliases ? m->aliases[a] : m->name;
		int k = find(g, name, strlen(name));
		if (k >= 0 && g->v[k].introduced)
			return g->v[k].kin;
	}
	return NULL;
}

/* What the lead is to a sibling a word brought in (妹妹福英: her 哥哥, by
 * the lead's gender), or NULL. */
static const char *sibling_of(const char *kin, enum gender lead)
{
	enum speechverb_kin rel;
	size_t len = strlen(kin);
	if (speechverb_kin_word(kin, len, &rel) != len || lead == GENDER_UNKNOWN)
		return NULL;
	int male = lead == GENDER_MALE;
	if (rel == KIN_YOUNGER_SISTER || rel == KIN_YOUNGER_BROTHER)
		return male ? "哥哥" : "姐姐";
	if (rel == KIN_ELDER_SISTER || rel == KIN_ELDER_BROTHER)
		return male ? "弟弟" : "妹妹";
	return NULL;
}

/* Adds alias "OWNER的WORD" to member i (康建设的母亲); 0 or ERR_NOMEM. */
static int add_relation(struct cast *c, int i, const char *owner, const char *word)
{
	char alias[64];
	int n = snprintf(alias, sizeof(alias), "%s的%s", owner, word);
	if (n > 0 && (size_t)n < sizeof(alias) && cast_find(c, alias, (size_t)n) < 0 &&
	    cast_add_alias(c, i, alias, (size_t)n))
		return ERR_NOMEM;
	return 0;
}

/* The one new member, no relative itself, whose quotes call the relative
 * [word] (“妈，…”苏小雨说: [母亲] is hers), or -1 (none, or two). */
static int caller_of(const struct castgen *g, const struct cast *c, size_t first_new,
		     const char *word)
{
	enum speechverb_kin rel;
	size_t len = strlen(word);
	int caller = -1;
	if (speechverb_kin_word(word, len, &rel) != len)
		return -1;
	for (size_t i = first_new; i < c->n; i++) {
		int k = find(g, c->v[i].name, strlen(c->v[i].name));
		if (k < 0 || g->v[k].kin_called != (int)rel || relative_word(c->v[i].name))
			continue;
		if (caller >= 0)
			return -1;
		caller = (int)i;
	}
	return caller;
}

/* A relative the narration calls only by the word ([母亲], [哥哥]) is the
 * lead's, the new member found most often that no relative's word brought
 * in: 母亲 gets the alias 康建设的母亲, so that “妈，…” is his to say and not
 * his sister's, and “奶奶，…” to [奶奶] is her grandson's (the attribution
 * takes whose relative a member is from such an alias only); but the one
 * member whose quotes call that relative, where one does.  Not where the
 * narrator is in the story: 故乡's 母亲 is his. */
static int join_relatives(const struct castgen *g, struct cast *c, size_t first_new)
{
	int lead = -1;
	for (size_t i = first_new; i < c->n && lead < 0; i++)
		if (!relative_word(c->v[i].name) && strcmp(c->v[i].name, FIRST_PERSON) &&
		    !brought_in_by(g, &c->v[i]))
			lead = (int)i;
	if (lead < 0 || narrator_speaks(g))
		return 0;
	for (size_t i = first_new; i < c->n; i++) {
		const char *kin = brought_in_by(g, &c->v[i]);
		const char *lead_is = kin ? sibling_of(kin, c->v[lead].gender) : NULL;
		/* 妹妹福英: the lead is 福英的哥哥, whom her “哥，…” calls */
		if (lead_is && add_relation(c, lead, c->v[i].name, lead_is))
			return ERR_NOMEM;
		int owner = relative_word(c->v[i].name) ? caller_of(g, c, first_new, c->v[i].name)
							: -1;
		if (relative_word(c->v[i].name) &&
		    add_relation(c, (int)i, c->v[owner >= 0 ? owner : lead].name, c->v[i].name))
			return ERR_NOMEM;
	}
	return 0;
}

/* Whether name i heads the description a naming word gave someone the
 * narration follows (白衣青 of 白衣青年名叫林逸风), or is what one asked to
 * be called (叫我胖子就行): that one, not another. */
static int heads_description(const struct castgen *g, size_t i)
{
	const char *name = g->v[i].name;
	for (size_t j = 0; j < g->n; j++)
		if (j != i &&
		    ((g->v[j].subject >= 2 && !strncmp(g->v[j].described, name, strlen(name))) ||
		     !strcmp(g->v[j].called_me, name)))
			return 1;
	return 0;
}

/* alias (when any, and no member's yet) joins m's new member as its alias. */
static int join_alias(const struct castgen_name *m, const char *alias, struct cast *c,
		      size_t first_new)
{
	int who = alias[0] ? cast_find(c, m->name, strlen(m->name)) : -1;
	if (who >= 0 && (size_t)who >= first_new && cast_find(c, alias, strlen(alias)) < 0 &&
	    cast_add_alias(c, who, alias, strlen(alias)))
		return ERR_NOMEM;
	return 0;
}

/* The description is what the narration called the named one before
 * (白衣青年皱了皱眉), and what one asked to be called (叫我胖子就行): aliases
 * of the new member. */
static int join_described(const struct castgen *g, struct cast *c, size_t first_new)
{
	for (size_t j = 0; j < g->n; j++)
		if (join_alias(&g->v[j], g->v[j].described, c, first_new) ||
		    join_alias(&g->v[j], g->v[j].called_me, c, first_new))
			return ERR_NOMEM;
	return 0;
}

/* The gender a relative's word at the end of name says (我妈, 我哥). */
static enum gender kin_gender(const char *name)
{
	enum speechverb_kin rel;
	size_t len = strlen(name);
	if (!speechverb_kin_suffix(name, len, &rel))
		return GENDER_UNKNOWN;
	return rel == KIN_MOTHER || rel == KIN_ELDER_SISTER || rel == KIN_YOUNGER_SISTER ||
			       rel == KIN_GRANDMOTHER || rel == KIN_SISTER_IN_LAW || rel == KIN_DAUGHTER
		       ? GENDER_FEMALE
		       : GENDER_MALE;
}

/* A role and the character after it (老道士捋 of 老道士捋了捋胡子), heading
 * as many quotes as the role does: no name, but the role's tag. */
static int glued_to_role(const struct castgen *g, size_t i)
{
	const struct castgen_name *m = &g->v[i];
	size_t len = strlen(m->name), b, at = 0;
	utf8_before(m->name, 0, len, &b);
	int role = castrole_at(m->name, &at, len) + at == b ? find(g, m->name + at, b - at) : -1;
	return role >= 0 && g->v[role].role * 10 >= m->count * 7;
}

/* Whether g->v[i] is a role cut short (小尼 of 小尼姑说。 opening its
 * sentences): a role of g that headed tags starts with it. */
static int cut_from_role(const struct castgen *g, size_t i)
{
	size_t len = strlen(g->v[i].name);
	for (size_t j = 0; j < g->n; j++)
		if (g->v[j].role && strlen(g->v[j].name) > len &&
		    !memcmp(g->v[j].name, g->v[i].name, len))
			return 1;
	return 0;
}

/* Whether g->v[i] is the word a role that joins answers to, min_count - 1
 * times or more (“师父，…” answered by 老道士's quote): its alias then,
 * not one of its own, however many sentences it opens (师父朝他招了招手). */
static int role_answers(const struct castgen *g, size_t i, size_t min_count)
{
	const struct castgen_name *w = &g->v[i];
	int role = w->answers + 1 >= min_count ? find(g, w->answered, strlen(w->answered)) : -1;
	return g->quotes < SHORT_BOOK_QUOTES && role >= 0 && g->v[role].role >= min_count;
}

/* In a short book, where a role is one person (a long one has many
 * doctors and maids), the roles that head the tags or beats of min_count
 * quotes join with the gender their word tells (a relative's word after an
 * animal: 兔妈妈; else the text's), and as
 * aliases the words they answer to (“师父，…” answered by 老道士's quote),
 * where each answer was theirs and there were min_count - 1 or more, and
 * the narration never set the word beside them as another (长老往上拜谢，
 * 行者心中大怒: 老高's “长老，…” was said to a group).
 * Returns how many joined, or ERR_NOMEM. */
static int add_roles(const struct castgen *g, struct cast *c, size_t first_new,
		     size_t min_count)
{
	int added = 0, animals = 0;
	for (size_t i = 0; i < g->n; i++) {
		const char *name = g->v[i].name;
		animals += g->v[i].role >= min_count && castrole_is_animal(name, strlen(name));
	}
	for (size_t i = 0; g->quotes < SHORT_BOOK_QUOTES && i < g->n; i++) {
		const char *name = g->v[i].name;
		/* two animals speaking make a fable, where every animal heard is
		 * one of its people (兔妈妈's one line) */
		size_t least =
			animals >= 2 && castrole_is_animal(name, strlen(name)) ? 1 : min_count;
		if (g->v[i].role < least || cast_find(c, name, strlen(name)) >= 0 ||
		    part_of_member(c, name))
			continue;
		enum gender word = castrole_gender(name);
		if (!word)
			word = kin_gender(name);
		if (cast_add(c, name, strlen(name), word ? word : castgen_gender(g, i)) < 0)
			return ERR_NOMEM;
		added++;
	}
	for (size_t j = 0; j < g->n; j++) {
		const struct castgen_name *w = &g->v[j];
		int who = w->answers + 1 >= min_count ? cast_find(c, w->answered,
								 strlen(w->answered))
						      : -1;
		/* 长老往上拜谢，行者心中大怒: the narration's 长老 is someone else */
		if (who >= 0 && (size_t)who >= first_new && !stood_apart(g, w->name, w->answered) &&
		    cast_find(c, w->name, strlen(w->name)) < 0 &&
		    cast_add_alias(c, who, w->name, strlen(w->name)))
			return ERR_NOMEM;
	}
	return added;
}

/* A name cut one character short, where its last is also an adverb (马德
 * of 马德才说, 马德才坐在…: 才 stops the head): a surname and one character
 * that the same character follows three times in four or more, no speech
 * verb, and no word or plural with it (贾珍等).  Writes the whole name to out (16 bytes) and returns 1, else 0. */
static int cut_short(const struct castgen_name *m, char *out)
{
	size_t k, len = strlen(m->name);
	utf8_at(m->name, 0, len, &k);
	if (m->seen < 3 || m->next_votes * 2 < m->seen || !utf8_is_han(m->next) ||
	    speechverb_is_verb(m->next) || len != 2 * k || !namehead_is_person(m->name, len))
		return 0;
	memcpy(out, m->name, len);
	len += utf8_encode(m->next, out + len);
	out[len] = '\0';
	return !namehead_is_not_name(out, len); /* 贾珍等: a plural */
}

/* 关公 for 关羽: the narration calls an introduced man by his surname and
 * 公 (关公曰), once it has named him so, where no one else introduced has
 * that surname.  An alias of the new members from first_new on; 0 or
 * ERR_NOMEM. */
static int join_lord(const struct castgen *g, struct cast *c, size_t first_new)
{
	for (size_t k = 0; k < g->intros.n; k++) {
		const char *full = g->intros.v[k].full;
		int who = cast_find(c, full, strlen(full));
		size_t n, other = 0;
		utf8_at(full, 0, strlen(full), &n);
		for (size_t j = 0; j < g->intros.n; j++)
			other += j != k && !memcmp(g->intros.v[j].full, full, n);
		char lord[16];
		memcpy(lord, full, n);
		strcpy(lord + n, "公");
		size_t len = strlen(lord);
		if (who < 0 || (size_t)who < first_new || other || find(g, lord, len) < 0 ||
		    namehead_is_not_name(lord, len) || cast_find(c, lord, len) >= 0)
			continue;
		if (cast_add_alias(c, who, lord, len))
			return ERR_NOMEM;
	}
	return 0;
}

/* A head the tags read only after 那 or 这 whose first two characters are
 * no word (怪大 of 那怪大怒道, 怪关 of 那怪关了门): one character describes
 * the one pointed at, the next is his verb.  那仙女道, 那长史官道 name a
 * role, which may be all the book calls her. */
static int described_only(const struct castgen_name *m)
{
	size_t k1, k2, n = strlen(m->name);
	struct lexicon_word w;
	utf8_at(m->name, 0, n, &k1);
	utf8_at(m->name, k1, n, &k2);
	return m->count && m->after_that == m->count &&
	       !(lexicon_find(NULL, m->name, k1 + k2, &w, 0) && w.freq);
}

/* A new member found by one part of a Western name the book writes whole
 * (约翰 of 约翰·史密斯) takes the whole as its name, the part as its alias,
 * and the other part too where a tag or a sentence's opening names it
 * alone (史密斯说, 史密斯走了: castgen's counts, no scan of its own); an
 * unknown gender, the title's after the whole (约翰·史密斯先生).  A new
 * member by the other part too (史密斯说 often) joins the first. */
static int join_western(const struct castgen *g, struct cast *c, size_t first_new)
{
	for (size_t i = first_new; i < c->n; i++) {
		struct cast_member *m = &c->v[i];
		int part;
		const struct castwestern *w = castwestern_of(&g->western, m->name, &part);
		int whole = w ? cast_find(c, w->full, strlen(w->full)) : -1;
		if (whole >= 0 && (size_t)whole >= first_new && (size_t)whole != i) {
			if (c->v[whole].gender == GENDER_UNKNOWN)
				c->v[whole].gender = m->gender;
			if (cast_merge(c, whole, (int)i--))
				return ERR_NOMEM;
		}
		if (!w || whole >= 0)
			continue;
		const char *other = part ? w->full : w->full + w->family;
		size_t on = part ? w->dot : strlen(other);
		char *full = strdup(w->full);
		if (!full || cast_add_alias(c, (int)i, m->name, strlen(m->name))) {
			free(full);
			return ERR_NOMEM;
		}
		free(m->name);
		m->name = full;
		/* 约翰·史密斯先生: his title, where his quotes told nothing */
		int male = w->title[0] ? castgender_title(w->title) : -1;
		if (m->gender == GENDER_UNKNOWN && male >= 0)
			m->gender = male ? GENDER_MALE : GENDER_FEMALE;
		int f = find(g, other, on);
		if (f >= 0 && (g->v[f].count || g->v[f].subject) && cast_find(c, other, on) < 0 &&
		    cast_add_alias(c, (int)i, other, on))
			return ERR_NOMEM;
	}
	return 0;
}

/* Where the pet's own name starts in a name heard speaking, past the
 * animal it is (旺财 of 小狗旺财叫道: a fable's animal and then two
 * characters that may be a given name), or 0: not a fable's 小狐狸. */
static size_t pet_name(const char *name)
{
	size_t len = strlen(name), n;
	for (size_t p = 0; p < len; p += n) {
		utf8_at(name, p, len, &n);
		if (p && castrole_is_animal(name, p) && namehead_given(name, p, len) == len - p)
			return p;
	}
	return 0;
}

/* The new member from first_new on whose name the text s ends in (悟空 of
 * 名悟空, 行者 of 孙行者), the longest, or -1. */
static int new_member_ending(const struct cast *c, size_t first_new, const char *s)
{
	int best = -1;
	size_t n = strlen(s), best_len = 0;
	for (size_t i = first_new; i < c->n; i++) {
		size_t k = strlen(c->v[i].name);
		if (k <= n && k > best_len && !strcmp(s + n - k, c->v[i].name)) {
			best = (int)i;
			best_len = k;
		}
	}
	return best;
}

/* Two new members the narration names as one (孙悟空，又唤作孙行者:
 * note_other_names) become one, the one with more quotes kept (found
 * first).  0 or ERR_NOMEM. */
static int join_other_names(const struct castgen *g, struct cast *c, size_t first_new)
{
	for (size_t k = 0; k < g->n_also; k++) {
		int a = new_member_ending(c, first_new, g->also[k].a);
		int b = new_member_ending(c, first_new, g->also[k].b);
		if (a < 0 || b < 0 || a == b)
			continue;
		int keep = a < b ? a : b, gone = a < b ? b : a;
		if (c->v[keep].gender == GENDER_UNKNOWN) /* what one name's evidence told */
			c->v[keep].gender = c->v[gone].gender;
		if (cast_merge(c, keep, gone))
			return ERR_NOMEM;
	}
	return 0;
}

/* castgen_add_to on names as g holds them, in simplified script. */
static int add_found(const struct castgen *g, struct cast *c, size_t min_count)
{
	if (min_count == CASTGEN_AUTO_MIN)
		min_count = auto_min(g);
	size_t *order = malloc((g->n + 1) * sizeof(*order)), k = 0, first_new = c->n;
	if (!order)
		return ERR_NOMEM;
	int family = family_story(g, min_count);
	for (size_t i = 0; i < g->n; i++)
		if ((heard_count(g, &g->v[i]) >= min_count || g->v[i].self_named ||
		     (family && heard_count(g, &g->v[i]) && relative_word(g->v[i].name))) &&
		    !one_char(g->v[i].name) &&
		    !shadowed(g, i) && !verb_like(&g->v[i]) && !verb_before_name(g, i) &&
		    !glued_word(g, &g->v[i]) && !word_apart(&g->v[i]) &&
		    !described_only(&g->v[i]) && !glued_to_role(g, i) && !cut_from_role(g, i) &&
		    !role_answers(g, i, min_count) && !kin_word_of_one(g, g->v[i].name))
			order[k++] = i;
	/* most frequent first: a simple insertion sort, k is small */
	for (size_t a = 1; a < k; a++)
		for (size_t b = a; b > 0 && g->v[order[b]].count > g->v[order[b - 1]].count; b--) {
			size_t t = order[b];
			order[b] = order[b - 1];
			order[b - 1] = t;
		}
	int added = 0;
	for (size_t a = 0; a < k; a++) {
		const struct castgen_name *m = &g->v[order[a]];
		const struct castintro *in = castintro_find(&g->intros, m->name);
		char whole[16];
		const char *name = in ? in->full : cut_short(m, whole) ? whole : m->name;
		if (cast_find(c, m->name, strlen(m->name)) >= 0 ||
		    cast_find(c, name, strlen(name)) >= 0 || shortens_new(g, c, order, k, a, first_new) ||
		    heads_description(g, order[a]))
			continue;
		/* a pet heard under its animal (小狗旺财) is the member of its own
		 * name, found here or before, the whole its alias */
		size_t pet = in ? 0 : pet_name(name);
		int i = pet ? cast_find(c, name + pet, strlen(name + pet)) : -1, had = i >= 0;
		if (!had)
			i = cast_add(c, name + pet, strlen(name + pet), castgen_gender(g, order[a]));
		if (i >= 0 && ((in && alias_introduced(c, i, in, m->name)) ||
			       (pet && (size_t)i >= first_new && cast_add_alias(c, i, name, strlen(name)))))
			i = ERR_NOMEM;
		if (i < 0) {
			free(order);
			return i;
		}
		added += !had;
	}
	/* the short forms left out above: aliases of the new members they shorten */
	for (size_t a = 0; a < k; a++) {
		const char *name = g->v[order[a]].name;
		int f = surnamed_form(g, order, k, name);
		if (f < 0)
			continue;
		const char *full = g->v[order[f]].name;
		int who = cast_find(c, full, strlen(full));
		if (who >= 0 && (size_t)who >= first_new && cast_find(c, name, strlen(name)) < 0 &&
		    cast_add_alias(c, who, name, strlen(name))) {
			free(order);
			return ERR_NOMEM;
		}
	}
	free(order);
	int given = add_given_names(g, c, first_new, min_count);
	if (given < 0)
		return given;
	added += given;
	if (join_given(g, c, first_new))
		return ERR_NOMEM;
	/* people the narration follows (ten sentences opened, by the full name
	 * or the given one) whose quotes were tagged by pronoun only: the cast
	 * is where 她说 looks for her */
	for (size_t i = 0; i < g->n; i++) {
		const struct castgen_name *m = &g->v[i];
		/* met whole counts for someone called by the given name after */
		size_t by_given = called_by_given(g, i);
		size_t opened = m->subject + m->given + (m->given || by_given ? m->whole : 0) +
				by_given + kin_subjects(g, i) + called_doubled(g, i) +
				kin_entered(g, i) + tagged_introduced(m);
		const struct castintro *in = castintro_find(&g->intros, m->name);
		char whole[16];
		const char *name = in ? in->full : cut_short(m, whole) ? whole : m->name;
		/* a relative's word the narration calls someone by (父亲没有吭声)
		 * joins as a name does, tagged or not */
		/* 我妈, 我爸: a relative of the narrator, no junk head, opens
		 * as few sentences as a name needs quotes; only where 我 is in
		 * the story */
		int mine = my_kin(m->name, 0, strlen(m->name)) == strlen(m->name);
		if (mine && narrator_speaks(g) < min_count)
			continue;
		if (heard_count(g, m) >= min_count ||
		    (opened < (mine ? min_count : subject_min(g)) && !named_often(g, c, i)) ||
		    kin_word_of_one(g, m->name) || heads_description(g, i) ||
		    subject_shadowed(g, i) || part_of_member(c, m->name) || cut_from_role(g, i) ||
		    cast_find(c, name, strlen(name)) >= 0 || role_answers(g, i, min_count))
			continue;
		int who = cast_add(c, name, strlen(name), mine ? kin_gender(m->name) : castgen_gender(g, i));
		if (who < 0 || (in && alias_introduced(c, who, in, m->name)))
			return ERR_NOMEM;
		added++;
	}
	/* ...and again for the members the loop above added */
	if (join_given(g, c, first_new) || join_full_and_given(g, c, first_new) ||
	    join_everyday(g, c, first_new) ||
	    join_kin(g, c, first_new) || join_lord(g, c, first_new) ||
	    join_relatives(g, c, first_new) || join_described(g, c, first_new) ||
	    join_western(g, c, first_new) || join_other_names(g, c, first_new))
		return ERR_NOMEM;
	int roles = add_roles(g, c, first_new, min_count);
	if (roles < 0)
		return roles;
	added += roles;
	/* 我说 three times: the narrator is in the story; his quotes are read
	 * in the narrator's voice, not given to someone else's */
	if (narrator_speaks(g) >= min_count &&
	    cast_find(c, FIRST_PERSON, strlen(FIRST_PERSON)) < 0) {
		int i = cast_add(c, FIRST_PERSON, strlen(FIRST_PERSON), GENDER_UNKNOWN);
		if (i < 0 || !(c->v[i].voice = strdup(NARRATOR_VOICE)))
			return ERR_NOMEM;
		size_t own = strlen(g->narrator);
		if (own && cast_find(c, g->narrator, own) < 0 && cast_add_alias(c, i, g->narrator, own))
			return ERR_NOMEM;
		added++;
	}
	/* 叮！恭喜宿主获得…, where the narration speaks of 系统: the machine
	 * talks to its host in a voice of its own (speaker.c gives it those
	 * quotes) */
	if (g->system_says >= min_count && g->system_told &&
	    cast_find(c, CASTROLE_SYSTEM, strlen(CASTROLE_SYSTEM)) < 0) {
		int i = cast_add(c, CASTROLE_SYSTEM, strlen(CASTROLE_SYSTEM), GENDER_UNKNOWN);
		if (i < 0 || !(c->v[i].voice = strdup(SYSTEM_VOICE)))
			return ERR_NOMEM;
		added++;
	}
	return added;
}

/* How a name found spells character k as the book does (its spelling has
 * the same byte offsets): the most quoted or followed such name's, should
 * two differ; NULL when none has k. */
static const char *book_char(const struct castgen *g, const char *k)
{
	const char *best = NULL;
	size_t most = 0;
	for (size_t i = 0; i < g->n; i++) {
		const struct castgen_name *m = &g->v[i];
		const char *at = m->book ? strstr(m->name, k) : NULL;
		if (at && (!best || m->count + m->subject > most)) {
			best = m->book + (at - m->name);
			most = m->count + m->subject;
		}
	}
	return best;
}

/* name as the book spells it, in place (the two have the same length): as
 * it was found or introduced (甄費 of 姓甄，名費), else each character as
 * the names found spell it (a name cut short and the character after it). */
static void respell(const struct castgen *g, char *name)
{
	size_t len = strlen(name), n;
	int i = find(g, name, len);
	if (i >= 0) {
		if (g->v[i].book)
			memcpy(name, g->v[i].book, len);
		return;
	}
	for (size_t k = 0; k < g->intros.n; k++) {
		const struct castintro *in = &g->intros.v[k];
		if (!strcmp(in->full, name) || !strcmp(in->style, name)) {
			memcpy(name, !strcmp(in->full, name) ? in->full_spelt : in->style_spelt, len);
			return;
		}
	}
	for (size_t p = 0; p < len; p += n) {
		utf8_at(name, p, len, &n);
		char k[8];
		memcpy(k, name + p, n);
		k[n] = '\0';
		const char *b = book_char(g, k);
		if (b)
			memcpy(name + p, b, n);
	}
}

static int simplified(void *ctx, const char *s, char **out)
{
	return script_simplified_copy(ctx, s, strlen(s), out);
}

/* Adds c's members from i on to book, their names and aliases respelt as
 * the book spells them.  Returns how many, or ERR_NOMEM. */
static int add_respelt(const struct castgen *g, const struct cast *c, size_t i, struct cast *book)
{
	int added = 0;
	for (; i < c->n; i++) {
		const struct cast_member *m = &c->v[i];
		char *name = strdup(m->name);
		int who = name ? 0 : ERR_NOMEM;
		if (name)
			respell(g, name);
		if (name && cast_find(book, name, strlen(name)) >= 0) {
			free(name);
			continue;
		}
		if (name && (who = cast_add(book, name, strlen(name), m->gender)) >= 0 && m->voice &&
		    !(book->v[who].voice = strdup(m->voice)))
			who = ERR_NOMEM;
		free(name);
		for (size_t a = 0; who >= 0 && a < m->n_aliases; a++) {
			char *alias = strdup(m->aliases[a]);
			if (!alias)
				return ERR_NOMEM;
			respell(g, alias);
			if (cast_find(book, alias, strlen(alias)) < 0 &&
			    cast_add_alias(book, who, alias, strlen(alias)))
				who = ERR_NOMEM;
			free(alias);
		}
		if (who < 0)
			return who;
		added++;
	}
	return added;
}

/* A book read in its simplified copy (g->sc): the names are found against
 * c with each name also in simplified script (寶玉 written by the user
 * knows 宝玉), then written into c as the book writes them. */
int castgen_add_to(const struct castgen *g, struct cast *c, size_t min_count)
{
	if (!g->sc)
		return add_found(g, c, min_count);
	struct cast s;
	cast_init(&s);
	int added = cast_copy(&s, c);
	if (!added)
		added = cast_add_variants(&s, simplified, g->sc);
	if (!added && (added = add_found(g, &s, min_count)) > 0)
		added = add_respelt(g, &s, c->n, c);
	cast_release(&s);
	return added;
}

/* The name g found spelt s as the book spells it, or -1. */
static int find_spelt(const struct castgen *g, const char *s)
{
	for (size_t i = 0; i < g->n; i++)
		if (!strcmp(g->v[i].book ? g->v[i].book : g->v[i].name, s))
			return (int)i;
	return -1;
}

/* The forms of member m that g found (黛玉 and its alias 林黛玉), at most
 * FORMS of them, in forms[]: how many. */
#define FORMS 4
static size_t found_forms(const struct castgen *g, const struct cast_member *m, int *forms)
{
	size_t n = 0;
	for (size_t a = 0; a <= m->n_aliases && n < FORMS; a++) {
		int k = find_spelt(g, a ? m->aliases[a - 1] : m->name);
		if (k >= 0)
			forms[n++] = k;
	}
	return n;
}

/* What g found of member m: under its name, else under an alias (刘备 was
 * found as 玄德). */
static const struct castgen_name *found_as(const struct castgen *g, const struct cast_member *m)
{
	int forms[FORMS];
	return found_forms(g, m, forms) ? &g->v[forms[0]] : NULL;
}

int castgen_give_voices(const struct castgen *g, struct cast *c, size_t from,
			castgen_voice_fn pick_voice, void *ctx)
{
	size_t n = c->n;
	size_t *near = calloc(n + 1, sizeof(*near)), *n_forms = calloc(n + 1, sizeof(*n_forms));
	int *forms = calloc(FORMS * (n + 1), sizeof(*forms));
	int err = near && n_forms && forms ? 0 : ERR_NOMEM;
	for (size_t i = 0; !err && i < n; i++)
		n_forms[i] = found_forms(g, &c->v[i], forms + FORMS * i);
	for (size_t i = from; !err && i < n; i++) {
		if (c->v[i].voice)
			continue;
		/* how near each other the two talk, by all the forms of each */
		for (size_t k = 0; k < n; k++) {
			near[k] = 0;
			for (size_t a = 0; k != i && a < n_forms[i]; a++)
				for (size_t b = 0; b < n_forms[k]; b++)
					near[k] += castgen_near(&g->v[forms[FORMS * i + a]],
								&g->v[forms[FORMS * k + b]]);
		}
		const char *voice = pick_voice(ctx, c, (int)i, near);
		if (voice && !(c->v[i].voice = strdup(voice)))
			err = ERR_NOMEM;
	}
	free(forms);
	free(n_forms);
	free(near);
	return err;
}

/* What g found of member m for its gender's comment: under its name (or
 * first alias found), pooled with the full or given form of that name among
 * its aliases (黛玉 and 林黛玉), whose evidence its gender was read from as
 * well.  0 when nothing was found. */
static int evidence(const struct castgen *g, const struct cast_member *m, struct castgen_name *out)
{
	const struct castgen_name *f = found_as(g, m);
	if (!f)
		return 0;
	*out = *f;
	const char *name = f->book ? f->book : f->name;
	size_t n = strlen(name);
	for (size_t a = 0; a < m->n_aliases; a++) {
		const char *al = m->aliases[a];
		const char *full = strlen(al) > n ? al : name, *given = full == al ? name : al;
		int j = find_spelt(g, al);
		if (j >= 0 && &g->v[j] != f && !strcmp(given_of(full), given))
			pool(out, &g->v[j]);
	}
	return 1;
}

int castgen_update_file(const struct castgen *g, const char *path, size_t min_count,
			castgen_voice_fn pick_voice, void *ctx, castgen_reading_fn read_name,
			void *read_ctx, struct diag *d)
{
	struct strbuf old, out, syl;
	strbuf_init(&syl);
	struct cast c;
	strbuf_init(&old);
	strbuf_init(&out);
	cast_init(&c);
	int added = 0, exists = 1, err = strbuf_read_path(&old, path, 0);
	if (err == ERR_IO && errno == ENOENT)
		err = exists = 0; /* a first cast */
	if (!err)
		err = cast_parse(&c, old.buf, old.len, d);
	size_t known = c.n;
	if (!err && (added = castgen_add_to(g, &c, min_count)) < 0)
		err = added;
	if (!err && added == 0 && exists)
		goto out; /* nothing new: the file stays untouched */
	if (!err && pick_voice)
		err = castgen_give_voices(g, &c, known, pick_voice, ctx);
	if (!err && !exists)
		err = strbuf_adds(&out, "# A cast found lacks those who speak seldom: set yes once everyone\n"
					"# who speaks is here.\ncomplete = no\n");
	if (!err)
		err = strbuf_add(&out, old.buf, old.len);
	if (!err && out.len && out.buf[out.len - 1] != '\n')
		err = strbuf_addch(&out, '\n');
	if (!err && added)
		err = strbuf_adds(&out, "\n# Found in the chapters by tingshu: check the names and genders, add\n"
					"# aliases (宝二爷 for 宝玉), give voices (tingshu voices lists them).\n"
					"# Your edits are kept; `tingshu cast` adds the names found since.\n");
	for (size_t i = known; !err && i < c.n; i++) {
		struct castgen_name ev;
		const struct castgen_name *m = evidence(g, &c.v[i], &ev) ? &ev : NULL;
		/* the evidence behind the gender, for the reader to judge */
		const struct castintro *in = castintro_find(&g->intros, m ? m->name : c.v[i].name);
		char style[16] = "", alone[48] = "";
		if (m && m->he_clear)
			snprintf(alone, sizeof(alone), " (%zu with him alone near)", m->he_clear);
		if (in && strlen(in->style) < sizeof(style)) {
			strcpy(style, in->style);
			respell(g, style);
		}
		if (!strcmp(c.v[i].name, FIRST_PERSON))
			err = strbuf_addf(&out, "\n[%s]\n# %zu quotes: the narrator speaks in the story, "
						"in the narrator's voice\ngender = %s\n",
					  c.v[i].name, narrator_speaks(g),
					  gender_name(c.v[i].gender));
		else
			err = strbuf_addf(&out,
					  "\n[%s]\n# %zu quotes; a woman's %zu, a man's %zu, "
					  "%s %zu, 他 %zu%s%s%s\ngender = %s\n",
					  c.v[i].name, m ? m->count : 0, m ? m->female : 0, m ? m->male : 0,
					  writes_yi(g) ? "伊" : "她",
					  m ? (writes_yi(g) ? m->yi : m->she) : 0, m ? m->he : 0,
					  alone,
					  in ? "; courtesy name " : "",
					  style, gender_name(c.v[i].gender));
		for (size_t k = 0; !err && k < c.v[i].n_aliases; k++)
			err = strbuf_addf(&out, "%s%s", k ? "、" : "aliases = ", c.v[i].aliases[k]);
		if (!err && c.v[i].n_aliases)
			err = strbuf_addch(&out, '\n');
		strbuf_reset(&syl);
		if (!err && read_name && !read_name(read_ctx, c.v[i].name, &syl) && syl.len)
			err = strbuf_addf(&out, "reading = %s\n", syl.buf);
		if (c.v[i].voice && !err)
			err = strbuf_addf(&out, "voice = %s\n", c.v[i].voice);
	}
	if (!err)
		err = atomic_write(path, out.buf, out.len);
out:
	cast_release(&c);
	strbuf_release(&syl);
	strbuf_release(&old);
	strbuf_release(&out);
	return err ? err : added;
}
