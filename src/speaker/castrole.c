/* castrole.c - people known by a role or a description (castrole.h). */
#include "speaker/castrole.h"
#include "base/utf8.h"
#include "reading/lexicon.h"
#include "speaker/castgender.h"
#include "speaker/namehead.h"

#include <string.h>

/* What a man or a woman described is at the end (大汉, 老翁, 老婆婆). */
static const char male_ends[] = "汉漢翁叟僧父夫爷爺";
static const char female_ends[] = "婆女娘姑嫂妇婦";

static int word_of(const char *s, size_t n, int noun)
{
	struct lexicon_word w;
	return lexicon_find(NULL, s, n, &w, 0) && w.freq && (!noun || w.pos == LEXICON_NOUN);
}

/* 虬髯大汉, 红衣女子: a noun or an adjective of the dictionary, then a
 * word for a man or a woman (大汉, 女子, 老者) of two characters. */
static int described(const char *s, size_t d, size_t k)
{
	size_t b, b2;
	int32_t last = utf8_before(s, 0, k, &b);
	struct lexicon_word w;
	if (!lexicon_find(NULL, s, d, &w, 0) || !w.freq ||
	    (w.pos != LEXICON_NOUN && w.pos != LEXICON_ADJ) || !word_of(s + d, k - d, 0))
		return 0;
	return utf8_in_set(male_ends, last) || utf8_in_set(female_ends, last) ||
	       utf8_in_set("者", last) ||
	       (last == 0x5B50 /* 子 */ && namehead_person_before_zi(utf8_before(s, 0, b, &b2)));
}

size_t castrole_at(const char *buf, size_t p, size_t hi)
{
	size_t end[5] = { p }, chars = 0, n;
	while (chars < 4 && end[chars] < hi && utf8_is_han(utf8_at(buf, end[chars], hi, &n))) {
		end[chars + 1] = end[chars] + n;
		chars++;
	}
	for (size_t i = chars; i >= 2; i--) {
		size_t k = end[i] - p;
		int role = namehead_person_noun(buf + p, k);
		if (!role && i >= 3)
			role = described(buf + p, end[i - 2] - p, k);
		/* 孩子, 先生, 大夫: anyone so called */
		if (!role || namehead_no_ones_word(buf + p, k))
			continue;
		/* 掌柜的 */
		if (end[i] < hi && utf8_at(buf, end[i], hi, &n) == 0x7684 && word_of(buf + p, k + n, 1))
			k += n;
		return k;
	}
	return 0;
}

size_t castrole_called(const char *buf, size_t lo, size_t hi, size_t *start)
{
	size_t n, k;
	if (!utf8_in_set("“「", utf8_at(buf, lo, hi, &n)))
		return 0;
	*start = lo + n;
	size_t end = *start;
	for (int chars = 0; chars < 3 && end < hi; chars++) {
		int32_t cp = utf8_at(buf, end, hi, &k);
		if (!utf8_is_han(cp))
			break;
		end += k;
		size_t len = end - *start;
		if (chars >= 1 && end < hi && utf8_in_set("，！？", utf8_at(buf, end, hi, &k)) &&
		    word_of(buf + *start, len, 1) &&
		    (namehead_person_noun(buf + *start, len) ||
		     namehead_kin(buf, *start, end) == len ||
		     utf8_in_set("家官", utf8_before(buf, *start, end, &k))))
			return len;
	}
	return 0;
}

enum gender castrole_gender(const char *name)
{
	size_t n = strlen(name), b;
	char word[32];
	int32_t last = utf8_before(name, 0, n, &b);
	if (last == 0x7684 /* 的: 掌柜的 is a 掌柜 */ && (n = b))
		last = utf8_before(name, 0, b, &b);
	if (n >= sizeof(word))
		return GENDER_UNKNOWN;
	memcpy(word, name, n);
	word[n] = '\0';
	int title = castgender_title(word);
	if (title >= 0)
		return title ? GENDER_MALE : GENDER_FEMALE;
	if (utf8_in_set(female_ends, last))
		return GENDER_FEMALE;
	/* 道士, 道人, 老道: a Taoist priest (道姑 is a woman) */
	size_t b2;
	return utf8_in_set(male_ends, last) || last == 0x9053 /* 道 */ ||
		       (b && utf8_before(name, 0, b, &b2) == 0x9053)
		       ? GENDER_MALE
		       : GENDER_UNKNOWN;
}
