/* reading.c - the reading stage: normalisation, script, pinyin, and the three
 * views of the result (normalised text, aligned pinyin, eSpeak NG input).
 * Text is handled one line at a time, so memory stays bounded by the longest
 * line and every input line gives one output line. */
#include "reading/reading.h"

#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "reading/lexicon.h"
#include "reading/names.h"
#include "reading/norm.h"
#include "reading/pinyin.h"
#include "reading/script.h"
#include "reading/spoken.h"
#include "base/strbuf.h"
#include "base/utf8.h"

struct reading {
	struct lexicon *lx;
	struct script *sc;
};

static int simplify(void *sc, int32_t *cp, size_t n)
{
	return script_simplify(sc, cp, n);
}

struct reading *reading_new(const char *user_lexicon, struct diag *d, int *err)
{
	struct reading *r = calloc(1, sizeof *r);
	if (!r) {
		*err = ERR_NOMEM;
		return NULL;
	}
	r->lx = lexicon_new(user_lexicon, d, err);
	if (r->lx)
		r->sc = script_new(err);
	if (r->lx && r->sc) {
		*err = lexicon_user_simplify(r->lx, simplify, r->sc);
		if (*err) {
			reading_free(r);
			return NULL;
		}
	}
	if (!r->lx || !r->sc) {
		reading_free(r);
		return NULL;
	}
	*err = 0;
	return r;
}

int reading_add_lexicon(struct reading *r, const char *path, struct diag *d)
{
	int rc = lexicon_user_load(r->lx, path, d);
	return rc ? rc : lexicon_user_simplify(r->lx, simplify, r->sc);
}

/* name (Han characters only, at most 16) in its lookup form into cp and
 * read as a name into syl; returns its length, or ERR_SYNTAX or ERR_NOMEM. */
static int name_syllables(const struct reading *r, const char *name, int32_t cp[16],
			  char syl[16][8])
{
	size_t n = 0, k = strlen(name), len;
	unsigned char wflag[16];
	for (size_t i = 0; i < k; i += len) {
		int32_t c = utf8_decode(name + i, k - i, &len);
		if (n == 16 || !utf8_is_han(c))
			return ERR_SYNTAX;
		cp[n++] = c;
	}
	if (!n)
		return ERR_SYNTAX;
	int rc = script_lookup_form(r->sc, r->lx, cp, n);
	if (!rc)
		rc = pinyin_fill(r->lx, cp, NULL, n, syl, wflag);
	if (rc)
		return rc;
	char plain[16][8];
	memcpy(plain, syl, sizeof plain);
	names_read(cp, n, syl, wflag);
	/* what the standard says light stays light in a name (刘姥姥 lǎo·lao,
	 * 单四嫂子 sǎo·zi, 周瑞家的): the cast's reading is said wherever the name
	 * is; not a reading the name gave (少 shào) nor a name's 儿 (平儿 either) */
	for (size_t i = 0; i < n; i++) {
		size_t end = strlen(syl[i]);
		if ((wflag[i] & PINYIN_NEUTRAL) && end && cp[i] != U'儿' && !strcmp(syl[i], plain[i]))
			syl[i][end - 1] = '5';
	}
	return (int)n;
}

int reading_name(const struct reading *r, const char *name, struct strbuf *out)
{
	int32_t cp[16];
	char syl[16][8];
	int n = name_syllables(r, name, cp, syl);
	/* a character of no known reading (慕璝): no reading to guess, which
	 * would not fit the name (a user's reading = mu4 gui1 still may) */
	for (int i = 0; i < n; i++)
		if (!syl[i][0])
			return ERR_SYNTAX;
	for (int i = 0; i < n; i++)
		if ((i && strbuf_addch(out, ' ')) || strbuf_adds(out, syl[i]))
			return ERR_NOMEM;
	return n < 0 ? n : 0;
}

int reading_add_name(struct reading *r, const char *name, const char *syls)
{
	int32_t cp[16];
	char syl[16][8];
	int n = name_syllables(r, name, cp, syl);
	if (n < 0)
		return n;
	if (syls) {
		int k = 0;
		for (const char *p = syls + strspn(syls, " \t"); *p; p += strspn(p, " \t")) {
			size_t len = strcspn(p, " \t");
			if (k == n || lexicon_syllable_parse(p, len, syl[k++]))
				return ERR_SYNTAX;
			p += len;
		}
		if (k != n)
			return ERR_SYNTAX;
	}
	char word[16 * 4 + 1];
	size_t b = 0;
	for (int i = 0; i < n; i++)
		b += utf8_encode(cp[i], word + b);
	word[b] = '\0';
	struct lexicon_word w;
	if (lexicon_find(r->lx, word, b, &w, 0) && w.user)
		return 0;
	return lexicon_user_add(r->lx, word, (const char (*)[8])syl, (unsigned)n);
}

void reading_free(struct reading *r)
{
	if (!r)
		return;
	lexicon_free(r->lx);
	script_free(r->sc);
	free(r);
}

/* One line, read: input code points, normalised text and its readings. */
struct line {
	int32_t *in;
	size_t n_in;
	struct norm_text nt;
	int32_t *simp;
	char (*syl)[8];
	unsigned char *wflag;
	unsigned char *keep;
};

static void line_release(struct line *l)
{
	free(l->in);
	norm_text_release(&l->nt);
	free(l->simp);
	free(l->syl);
	free(l->wflag);
	free(l->keep);
}

static int line_read(const struct reading *r, const char *s, size_t n, struct line *l,
		     int want_pinyin)
{
	memset(l, 0, sizeof *l);
	norm_text_init(&l->nt);
	l->in = malloc((n + 1) * sizeof *l->in);
	if (!l->in)
		return ERR_NOMEM;
	for (size_t i = 0, len; i < n; i += len)
		l->in[l->n_in++] = utf8_decode(s + i, n - i, &len);
	int rc = norm_run(l->in, l->n_in, &l->nt);
	if (rc || !want_pinyin)
		return rc;
	size_t m = l->nt.n;
	l->simp = malloc((m + 1) * sizeof *l->simp);
	l->syl = malloc((m + 1) * sizeof *l->syl);
	l->wflag = malloc(m + 1);
	l->keep = malloc(m + 1);
	if (!l->simp || !l->syl || !l->wflag || !l->keep)
		return ERR_NOMEM;
	for (size_t i = 0; i < m; i++) {
		l->simp[i] = l->nt.cp[i];
		l->keep[i] = (l->nt.flag[i] & NORM_DIGITS) != 0;
	}
	rc = script_lookup_form(r->sc, r->lx, l->simp, m);
	if (!rc)
		rc = pinyin_fill(r->lx, l->simp, l->nt.cp, m, l->syl, l->wflag);
	return rc;
}

/* Lines longer than this are read in pieces, so that memory stays bounded
 * whatever the input; a piece ends after a Han character or a space. */
#define PIECE_BYTES (64 * 1024)

static size_t piece_end(const char *s, size_t n)
{
	if (n <= PIECE_BYTES)
		return n;
	const unsigned char *u = (const unsigned char *)s;
	for (size_t i = PIECE_BYTES; i > PIECE_BYTES / 2; i--)
		if (u[i] == ' ' || (u[i] >= 0xE3 && u[i] <= 0xE9)) /* a space, or a CJK lead byte */
			return i;
	size_t i = PIECE_BYTES;
	while (i > 1 && (u[i] & 0xC0) == 0x80)
		i--;
	return i;
}

/* Calls fn for each line of s[0..n) (the '\n' excluded, long lines in
 * pieces) and adds sep to out between lines. */
static int each_line(const struct reading *r, const char *s, size_t n, struct strbuf *out,
		     int (*fn)(const struct reading *, const char *, size_t, struct strbuf *),
		     const char *sep)
{
	size_t b = 0;
	for (;;) {
		const char *nl = memchr(s + b, '\n', n - b);
		size_t e = nl ? (size_t)(nl - s) : n;
		while (b < e) {
			size_t k = piece_end(s + b, e - b);
			int rc = fn(r, s + b, k, out);
			if (rc)
				return rc;
			b += k;
		}
		if (!nl)
			return 0;
		if (strbuf_adds(out, sep))
			return ERR_NOMEM;
		b = e + 1;
	}
}

static int norm_line(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	struct line l;
	int rc = line_read(r, s, n, &l, 0);
	char u[4];
	for (size_t i = 0; !rc && i < l.nt.n; i++) {
		int32_t cp = l.nt.cp[i] >= 0 ? l.nt.cp[i] : 0xFFFD;
		rc = strbuf_add(out, u, utf8_encode(cp, u));
	}
	line_release(&l);
	return rc;
}

int reading_norm(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	return each_line(r, s, n, out, norm_line, "\n");
}

/* What is spoken (spoken_fill). */
static void line_speak(struct line *l)
{
	spoken_fill(l->simp, l->keep, l->wflag, l->nt.n, l->syl);
}

static int align_line(const struct reading *r, const char *s, size_t n, struct strbuf *out,
		      int spoken)
{
	struct line l;
	int rc = line_read(r, s, n, &l, 1);
	size_t *pos = rc ? NULL : malloc((l.n_in + 1) * sizeof *pos);
	if (!rc && !pos)
		rc = ERR_NOMEM;
	if (!rc) {
		if (spoken)
			line_speak(&l);
		for (size_t k = 0; k < l.n_in; k++)
			pos[k] = (size_t)-1;
		for (size_t p = 0; p < l.nt.n; p++)
			if (!(l.nt.flag[p] & NORM_GEN) && l.nt.src[p] < l.n_in)
				pos[l.nt.src[p]] = p;
	}
	for (size_t k = 0; !rc && k < l.n_in; k++) {
		const char *tok = "_";
		if (utf8_is_han(l.in[k]) && pos[k] != (size_t)-1 && l.syl[pos[k]][0])
			tok = l.syl[pos[k]];
		if (out->len && out->buf[out->len - 1] != ' ' && strbuf_addch(out, ' '))
			rc = ERR_NOMEM;
		else if (strbuf_adds(out, tok))
			rc = ERR_NOMEM;
	}
	free(pos);
	line_release(&l);
	return rc;
}

static int spoken_line(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	return align_line(r, s, n, out, 1);
}

static int citation_line(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	return align_line(r, s, n, out, 0);
}

/* The newline itself is a code point of the input: its token is `_`. */
int reading_align(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	return each_line(r, s, n, out, spoken_line, " _ ");
}

int reading_align_citation(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	return each_line(r, s, n, out, citation_line, " _ ");
}

/* Letter names as syllables the cmn-latn-pinyin voice says like English. */
static const char *const letter_name[26] = {
	"ei1",	      "bi4",	     "xi1",	 "di4",	      "yi4",	 "ai2 fu5", "ji4",
	"ai2 qi1",    "ai4",	     "jie4",	 "kai4",      "ai2 le5", "ai2 mu5", "en1",
	"ou1",	      "pi4",	     "kiu1",	 "a4",	      "ai2 si1", "ti4",	    "you1",
	"wei1",	      "da2 bu5 liu5", "ai2 ke4 si1", "wai4", "zei4",
};

static int say_add(struct strbuf *out, const char *s)
{
	if (out->len && out->buf[out->len - 1] != ' ' && out->buf[out->len - 1] != '\n' &&
	    strbuf_addch(out, ' '))
		return ERR_NOMEM;
	return strbuf_adds(out, s);
}

/* Punctuation that shapes intonation, as ASCII; 0 for anything else. */
static char say_punct(int32_t cp)
{
	switch (cp) {
	case 0x3002: case 0xFF0E: case '.': case 0xFF1B: case ';': case 0x2026:
		return '.';
	case 0xFF0C: case ',': case 0x3001: case 0xFF1A: case ':': case 0xFF64:
	case 0x2014: case 0x2013: case 0x2E3A:
	case 0xFF08: case 0xFF09: /* a bracketed insert or count: 群聊（4）, 他（18岁） */
		return ',';
	case 0xFF1F: case '?':
		return '?';
	case 0xFF01: case '!':
		return '!';
	default:
		return 0;
	}
}

/* A comma, a full stop, then ? and ! alike. */
static int mark_strength(char p)
{
	return p == ',' ? 1 : p == '.' ? 2 : 3;
}

static int say_punct_add(struct strbuf *out, char p)
{
	/* One mark per pause; a stronger mark replaces a weaker one (……？ asks:
	 * the English voice raises a question's last word). */
	if (out->len && strchr(",.?!", out->buf[out->len - 1])) {
		char *last = &out->buf[out->len - 1];
		if (mark_strength(p) > mark_strength(*last))
			*last = p;
		return 0;
	}
	if (!out->len || out->buf[out->len - 1] == '\n')
		return 0;
	while (out->len && out->buf[out->len - 1] == ' ')
		out->buf[--out->len] = '\0';
	return strbuf_addch(out, p);
}

static int is_letter(int32_t cp)
{
	return (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z';
}

/* The end of the Latin word at cp[i]: letters, and an apostrophe or a
 * hyphen between two (I'm, I’m, T-shirt). */
static size_t word_end(const int32_t *cp, size_t n, size_t i)
{
	while (i < n && (is_letter(cp[i]) || ((cp[i] == '\'' || cp[i] == 0x2019 || cp[i] == '-') &&
					     i + 1 < n && is_letter(cp[i + 1]))))
		i++;
	return i;
}

/* Whether a Latin word is English, said as written: two letters or more,
 * one of them lower-case and one a vowel (Hello, App, WiFi, iPhone); not an
 * acronym (CEO, NBA: norm upper-cases nba between Han characters) nor a
 * short form with no vowel (Lv, Mr, hhh). */
static int is_english(const int32_t *cp, size_t n)
{
	int lower = 0, vowel = 0, letters = 0;
	for (size_t i = 0; i < n; i++) {
		if (!is_letter(cp[i]))
			continue;
		letters++;
		lower |= cp[i] >= 'a';
		vowel |= norm_latin_vowel(cp, i);
	}
	return letters >= 2 && lower && vowel;
}

/* A user-lexicon word's syllables into out: 1 when cp[0..n) is one. */
static int say_lexicon_word(const struct reading *r, const int32_t *cp, size_t n,
			    struct strbuf *out)
{
	char word[64];
	struct lexicon_word w;
	if (n >= sizeof word)
		return 0;
	for (size_t i = 0; i < n; i++)
		word[i] = (char)cp[i];
	if (!lexicon_user_latin(r->lx, word, n, &w))
		return 0;
	for (unsigned j = 0; j < w.nsyl; j++)
		if (say_add(out, w.syl[j]))
			return ERR_NOMEM;
	return 1;
}

/* A Latin word as written, its apostrophe ASCII, for the English voice. */
static int say_english(const int32_t *cp, size_t n, struct strbuf *out)
{
	int rc = say_add(out, ""); /* the space before it */
	for (size_t i = 0; !rc && i < n; i++)
		rc = strbuf_addch(out, cp[i] == 0x2019 ? '\'' : (char)cp[i]);
	return rc;
}

static int say_letters(const int32_t *cp, size_t n, struct strbuf *out)
{
	for (size_t i = 0; i < n; i++)
		if (is_letter(cp[i]) && say_add(out, letter_name[(cp[i] | 0x20) - 'a']))
			return ERR_NOMEM;
	return 0;
}

/* The start of the Latin word after the one that ends at w, before e. */
static size_t next_word(const int32_t *cp, size_t e, size_t w)
{
	while (w < e && !is_letter(cp[w]))
		w++;
	return w;
}

/* Latin words cp[i..e) separated by spaces.  A user-lexicon word is said
 * with its syllables; the others, if one word is English, as written (I
 * love you, B to B: the English voice reads them as one phrase), else
 * with letter names. */
static int say_latin(const struct reading *r, const int32_t *cp, size_t i, size_t e,
		     struct strbuf *out)
{
	int english = 0;
	for (size_t b = i, w; b < e; b = next_word(cp, e, w)) {
		w = word_end(cp, e, b);
		english |= is_english(cp + b, w - b);
	}
	for (size_t b = i, w; b < e; b = next_word(cp, e, w)) {
		w = word_end(cp, e, b);
		int rc = say_lexicon_word(r, cp + b, w - b, out);
		if (!rc)
			rc = english ? say_english(cp + b, w - b, out) : say_letters(cp + b, w - b, out);
		if (rc < 0)
			return rc;
	}
	return 0;
}

/* A full stop between a Latin letter and a number closes an abbreviation
 * (Lv.5, No.3, Vol.2): no pause. */
static int abbreviation_point(const struct line *l, size_t i)
{
	if (l->nt.cp[i] != '.' || i == 0 || i + 1 >= l->nt.n)
		return 0;
	int32_t before = l->nt.cp[i - 1] | 0x20, after = l->nt.cp[i + 1];
	return before >= 'a' && before <= 'z' &&
	       (pinyin_is_numeral(after) || (after >= '0' && after <= '9'));
}

/* Where the name after a title's short form cp[b..e) and its point starts
 * (Mr. Holmes, Mrs.Hudson, Dr. Watson: a capital, then small letters and
 * no vowel), else 0.  The two are one phrase for the English voice, which
 * says Mr as mister; they were spelled M R, a full stop, then Holmes. */
static size_t title_point(const int32_t *cp, size_t n, size_t b, size_t e)
{
	size_t name = e + 1 < n && cp[e + 1] == ' ' ? e + 2 : e + 1;
	if (e - b < 2 || e - b > 3 || cp[b] < 'A' || cp[b] > 'Z' || name >= n || cp[e] != '.' ||
	    cp[name] < 'A' || cp[name] > 'Z')
		return 0;
	for (size_t i = b + 1; i < e; i++)
		if (cp[i] < 'a' || cp[i] > 'z' || norm_latin_vowel(cp + b, i - b))
			return 0;
	return name;
}

/* Whether the spaces nt.cp[b..e) are a pause, as a comma: between two Han
 * characters they part a heading's number from its title (第一章 山门),
 * a title's two halves, a poem's lines or a letter's words (儿 明远 叩上),
 * which eSpeak NG would otherwise run together.  One ASCII space inside a
 * word of the lexicon is a stray one of damaged text (薛 蟠, 山万 重). */
static int space_pause(const struct reading *r, const struct line *l, size_t b, size_t e)
{
	if (!b || e >= l->nt.n || !utf8_is_han(l->nt.cp[b - 1]) || !utf8_is_han(l->nt.cp[e]))
		return 0;
	if (e - b > 1 || l->nt.src[b] >= l->n_in || l->in[l->nt.src[b]] != ' ')
		return 1;
	char word[8];
	size_t k = utf8_encode(l->simp[b - 1], word);
	k += utf8_encode(l->simp[e], word + k);
	struct lexicon_word w;
	return !lexicon_find(r->lx, word, k, &w, 0) || !w.freq;
}

static int say_line(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	struct line l;
	int rc = line_read(r, s, n, &l, 1);
	if (!rc)
		line_speak(&l);
	for (size_t i = 0; !rc && i < l.nt.n;) {
		int32_t cp = l.nt.cp[i];
		char p;
		if (l.syl[i][0]) {
			rc = say_add(out, l.syl[i]);
			i++;
		} else if (is_letter(cp)) {
			const int32_t *w = l.nt.cp;
			size_t b = i, j = word_end(w, l.nt.n, i), name;
			for (;;) {
				if (j + 1 < l.nt.n && w[j] == ' ' && is_letter(w[j + 1]))
					b = j + 1;
				else if ((name = title_point(w, l.nt.n, b, j)))
					b = name;
				else
					break;
				j = word_end(w, l.nt.n, b);
			}
			rc = say_latin(r, l.nt.cp, i, j, out);
			i = j;
		} else if (utf8_is_space(cp)) {
			size_t e = i + 1;
			while (e < l.nt.n && utf8_is_space(l.nt.cp[e]))
				e++;
			if (space_pause(r, &l, i, e))
				rc = say_punct_add(out, ',');
			i = e;
		} else {
			if ((p = say_punct(cp)) && !abbreviation_point(&l, i) &&
			    !names_western_dot(l.nt.cp, l.nt.n, i))
				rc = say_punct_add(out, p);
			i++;
		}
	}
	line_release(&l);
	return rc;
}

int reading_say(const struct reading *r, const char *s, size_t n, struct strbuf *out)
{
	return each_line(r, s, n, out, say_line, "\n");
}
