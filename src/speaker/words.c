/* words.c - the speaker stage's text helpers (layer 1 of speaker_parts.h):
 * where sentences and clauses start and end, speech verbs, thoughts and
 * orders, and the words of one who hears, answers, keeps silent or is
 * taken aback.  Byte ranges of UTF-8 text; no mentions, no cast. */
#include "speaker/speaker_parts.h"
#include "base/utf8.h"
#include "base/wordlist.h"

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

int speaker_closes_quote(int32_t cp)
{
	return cp == 0x201D || cp == 0x300D || cp == 0x300F || cp == '"' || cp == 0xFF02;
}

/* 外面几个人接声说: a place, not a verb, before the people */
int speaker_is_locative(int32_t cp)
{
	return utf8_in_set("面边邊里裡上下中外内內前后後旁头頭处處口时時", cp);
}

/* Whether a word of the NULL-ended list w starts at a character of buf[lo..hi). */
int speaker_has_any(const char *buf, size_t lo, size_t hi, const char *const *w)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		utf8_at(buf, p, hi, &n);
		if (wordlist_prefix(buf + p, hi - p, w))
			return 1;
	}
	return 0;
}

/* Whether word occurs in buf[lo..hi). */
int speaker_has_word(const char *buf, size_t lo, size_t hi, const char *word)
{
	size_t k = strlen(word);
	for (size_t p = lo; p + k <= hi; p++)
		if (!memcmp(buf + p, word, k))
			return 1;
	return 0;
}

/* Characters from a to b (a <= b), at most limit. */
size_t speaker_chars_between(const char *buf, size_t a, size_t b, size_t limit)
{
	size_t k = 0, n;
	for (size_t p = a; p < b && k < limit; p += n, k++)
		utf8_at(buf, p, b, &n);
	return k;
}

/* Start of the sentence that ends at end, not before lo.  Marks right at the
 * end (X叹了口气。) belong to that sentence. */
size_t speaker_sentence_start(const char *buf, size_t lo, size_t end)
{
	size_t p = end, s;
	while (p > lo) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (!speaker_is_punct_or_space(cp))
			break;
		p = s;
	}
	while (p > lo) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (speaker_is_sentence_end(cp))
			break;
		p = s;
	}
	return p;
}

/* hi with the white space before it in buf[lo..hi) left out: where a
 * segment's text ends. */
size_t speaker_trim_end(const char *buf, size_t lo, size_t hi)
{
	size_t sp;
	while (hi > lo && utf8_is_space(utf8_before(buf, lo, hi, &sp)))
		hi = sp;
	return hi;
}

/* End of the sentence that starts at start, not after hi; *mark is its
 * closing mark or -1. */
size_t speaker_sentence_end(const char *buf, size_t start, size_t hi, int32_t *mark)
{
	size_t p = start, n;
	*mark = -1;
	while (p < hi) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (speaker_is_sentence_end(cp)) {
			*mark = cp;
			return p;
		}
		p += n;
	}
	return p;
}

/* The sentence that starts at lo in buf[..hi): its end (its mark, or hi)
 * in *end; returns where the next one starts, past the mark. */
size_t speaker_next_sentence(const char *buf, size_t lo, size_t hi, size_t *end)
{
	int32_t mark;
	size_t e = speaker_sentence_end(buf, lo, hi, &mark), n;
	*end = e;
	if (e < hi) {
		utf8_at(buf, e, hi, &n);
		e += n;
	}
	return e;
}

/* Start of the clause (after ，；：) that ends at end, not before lo. */
size_t speaker_clause_start(const char *buf, size_t lo, size_t end)
{
	size_t p = end, s;
	while (p > lo) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (cp == 0xFF0C || cp == ',' || cp == 0xFF1B || cp == 0xFF1A ||
		    speaker_is_sentence_end(cp))
			break;
		p = s;
	}
	return p;
}

/* End of the first clause (up to ， or ：) of buf[lo..hi). */
size_t speaker_clause_end(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		int32_t cp = utf8_at(buf, p, hi, &n);
		if (cp == 0xFF0C || cp == ',' || cp == 0xFF1A || cp == ':')
			return p;
	}
	return hi;
}

/* Position of the last speech verb in buf[lo..hi), looking at most `window`
 * characters back, or (size_t)-1. */
size_t speaker_last_verb(const char *buf, size_t lo, size_t hi, int window)
{
	size_t p = hi, s;
	for (int k = 0; p > lo && k < window; k++) {
		utf8_before(buf, lo, p, &s);
		if (speechverb_says(buf + s, hi - s))
			return s;
		p = s;
	}
	return (size_t)-1;
}

static int is_negation(int32_t cp)
{
	return cp == 0x4E0D /* 不 */ || cp == 0x6CA1 /* 没 */ || cp == 0x6C92 /* 沒 */ ||
	       cp == 0x672A /* 未 */;
}

/* Whether 不/没/未 stands one or two characters before position p (不再问,
 * 没有说), not looking before lo. */
static int negated_at(const char *buf, size_t lo, size_t p)
{
	size_t s;
	return is_negation(utf8_before(buf, lo, p, &s)) || is_negation(utf8_before(buf, lo, s, &s));
}

/* A speech verb in buf[lo..hi) with 不/没/未 up to two characters before it. */
int speaker_negated_verb(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n)
		if (speechverb_is_verb(utf8_at(buf, p, hi, &n)) && negated_at(buf, lo, p))
			return 1;
	return 0;
}

/* The first speech verb in buf[lo..hi) that says someone spoke: not
 * negated (不再问, 没有说), not a noun (笑声, 话音) nor a hand at a thing
 * (插进, 插入, 接过; 接过话头说道 says it with 说). */
size_t speaker_first_verb(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		int32_t verb = utf8_at(buf, p, hi, &n);
		if (!speechverb_is_verb(verb))
			continue;
		if (negated_at(buf, lo, p))
			return (size_t)-1;
		size_t k, k2;
		int32_t after = utf8_at(buf, p + n, hi, &k);
		if (utf8_in_set("声聲音容话話进進入过過", after))
			continue;
		/* 笑嘻嘻地, 笑眯眯的: a look (an ABB word), not a speech */
		if (utf8_is_han(after) && after != verb && utf8_at(buf, p + n + k, hi, &k2) == after)
			continue;
		return p;
	}
	return (size_t)-1;
}

/* Whether buf[lo..hi) ends in a verb of saying and whom it is said to, a
 * name or a word of two characters at most (问妹妹, 对他说 is the verb at
 * the end): 说 问 告诉 答 讲 喊 嚷 劝 嘱咐 … */
int speaker_said_to_at_end(const char *buf, size_t lo, size_t hi)
{
	static const char said[] = "说說问問答告诉訴讲講喊叫嚷劝勸嘱囑咐催";
	size_t p = hi, s;
	for (int k = 0; p > lo && k < 4; k++) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (!utf8_is_han(cp))
			return 0;
		if (k > 0 && utf8_in_set(said, cp))
			return 1;
		p = s;
	}
	return 0;
}

/* Whether buf[lo..hi) holds a verb of a speech act not negated before it
 * (纠正, 反驳, 提醒, 开玩笑, 打断…的话): whose act it is said the quote. */
int speaker_speech_act(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		utf8_at(buf, p, hi, &n);
		if (speechverb_act(buf + p, hi - p))
			return !negated_at(buf, lo, p);
	}
	return 0;
}

/* Whether buf[lo..hi) ends in changing the subject of the talk (转了话题,
 * 岔开了话题, 换了个话头): a speech act, the tag of the quote before. */
int speaker_changes_topic_at_end(const char *buf, size_t lo, size_t hi)
{
	static const char *const topic[] = { "话题", "話題", "话头", "話頭", NULL };
	static const char turn[] = "转轉岔换換扯";
	for (int k = 0; topic[k]; k++) {
		size_t len = strlen(topic[k]), p, s;
		if (hi - lo < len || memcmp(buf + hi - len, topic[k], len))
			continue;
		p = hi - len;
		for (int j = 0; p > lo && j < 4; j++, p = s)
			if (utf8_in_set(turn, utf8_before(buf, lo, p, &s)))
				return 1;
		return 0;
	}
	return 0;
}

/* Position of a thought verb (心想, 追想) in buf[lo..hi), or (size_t)-1. */
size_t speaker_thought_at(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		utf8_at(buf, p, hi, &n);
		if (speechverb_thought(buf + p, hi - p))
			return p;
	}
	return (size_t)-1;
}

/* A thought verb near the end of buf[lo..hi): further back it thinks of
 * something else. */
int speaker_has_thought(const char *buf, size_t lo, size_t hi)
{
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		utf8_at(buf, p, hi, &n);
		if (hi - p <= 24 && speechverb_thought(buf + p, hi - p))
			return 1;
	}
	return 0;
}

/* Position of the last verb of ordering (命 吩咐 嘱) in buf[lo..hi),
 * looking at most `window` characters back, or (size_t)-1. */
size_t speaker_last_directive(const char *buf, size_t lo, size_t hi, int window)
{
	size_t p = hi, s;
	for (int k = 0; p > lo && k < window; k++) {
		int32_t cp = utf8_before(buf, lo, p, &s);
		if (speaker_is_sentence_end(cp))
			break;
		/* 传 orders (传他进来), but 传来 and 传出 carry a sound to one */
		size_t n;
		if (speechverb_is_directive(cp) &&
		    !((cp == 0x4F20 || cp == 0x50B3) && utf8_in_set("来來出", utf8_at(buf, p, hi, &n))))
			return s;
		p = s;
	}
	return (size_t)-1;
}

/* 听见响动, 听到脚步声: a noise heard, not what was said. */
static int hears_a_sound(const char *buf, size_t p, size_t hi)
{
	static const char *const hear[] = { "听见", "聽見", "听到", "聽到", NULL };
	static const char *const noise[] = { "响", "響", "动静", "動靜", "声", "聲", NULL };
	size_t k = wordlist_prefix(buf + p, hi - p, hear), n;
	if (!k)
		return 0;
	static const char *const words[] = { "话", "話", "说", "說", NULL };
	size_t e = p + k;
	for (int i = 0; i < 5 && e < hi; i++, e += n) /* a few characters on */
		utf8_at(buf, e, hi, &n);
	return speaker_has_any(buf, p + k, e, noise) && !speaker_has_any(buf, p + k, e, words);
}

/* Words of someone taking in what was said rather than answering.  After
 * a quote (strict), a face full of surprise (一脸惊奇) is still the
 * speaker's: only words of hearing and being startled count. */
static int listens_ex(const char *buf, size_t lo, size_t hi, int strict)
{
	static const char *const hearing[] = {
		"知道", "愕然", "吃惊", "吃驚", "吃一惊", "吃一驚", "听", "聽", "不懂", "发怔",
		"發怔", "呆", "的话", "的話", "明白了", NULL
	};
	/* and a feeling stirred by it (金俊文气得头一拐。 少安…有点生气。 张有智的
	 * 脸沉了下来。): the listener's, the other one answers */
	static const char *const wondering[] = {
		"觉得", "覺得", "以为", "以為", "诧异", "詫異", "惊", "驚", "想", "纳闷", "納悶",
		"生气", "生氣", "生了气", "生了氣", "气得", "氣得", "气愤", "氣憤", "后悔", "後悔",
		"叹息", "嘆息", "叹了一口气", "嘆了一口氣", "出了一口气", "出了一口氣", "感到",
		"沉了下来", "沉了下來", NULL
	};
	size_t n;
	for (size_t p = lo; p < hi; p += n) {
		utf8_at(buf, p, hi, &n);
		if (hears_a_sound(buf, p, hi)) {
			n = 6;
			continue;
		}
		for (int list = 0; list < (strict ? 1 : 2); list++)
			for (const char *const *x = list ? wondering : hearing; *x; x++) {
				size_t k = strlen(*x);
				if (hi - p >= k && !memcmp(buf + p, *x, k))
					return 1;
			}
	}
	return 0;
}

int speaker_listens(const char *buf, size_t lo, size_t hi)
{
	return listens_ex(buf, lo, hi, 0);
}

/* Only words of hearing and being startled (after a quote, 一脸惊奇 is
 * still the speaker's own face). */
int speaker_hears(const char *buf, size_t lo, size_t hi)
{
	return listens_ex(buf, lo, hi, 1);
}

/* 答应了, 应了一声: one answers what was said, in the narration. */
int speaker_answers(const char *buf, size_t lo, size_t hi)
{
	static const char *const w[] = { "答应", "答應", "应了", "應了", NULL }; /* 应了一声 too */
	return speaker_has_any(buf, lo, hi, w);
}

/* 走过去, 凑过来: one comes over to whoever called. */
int speaker_comes_over(const char *buf, size_t lo, size_t hi)
{
	static const char *const w[] = { "走过去", "走過去", "走过来", "走過來", "走了过去",
					 "走了過去", "走了过来", "走了過來", "凑过去", "湊過去",
					 "凑过来", "湊過來", "凑了过去", "凑了过来", "跑过来",
					 "跑過來", "跑了过来", "跑了過來", "走上前", "挪过去",
					 "挪了过去", "挨过去", NULL };
	return speaker_has_any(buf, lo, hi, w);
}

/* 没说话, 不吭声, 一言不发: one who says nothing now. */
int speaker_keeps_silent(const char *buf, size_t lo, size_t hi)
{
	static const char *const w[] = {
		"没说话", "沒說話", "没有说话", "沒有說話", "不说话", "不說話", "没吭声", "沒吭聲",
		"不吭声", "不吭聲", "没作声", "沒作聲", "不作声", "不作聲", "没有作声", "没有回答",
		"沒有回答", "没回答", "沒回答", "一言不发", "一言不發", "默不作声", "默不作聲",
		"不语", "不語", "不答", "没有接话", "沒有接話", "没接话", "沒接話", "不接话",
		"不接話", "一声不吭", "一聲不吭", "说不出话", "說不出話", "不再说话", "不再說話",
		"没理他", "沒理他", "没理她", "沒理她", "不理他", "不理她", "没有吭声", "沒有吭聲",
		"没再开口", "沒再開口", "没有开口", "沒有開口", "不再开口", "不再開口", "没再说啥",
		"沒再說啥", "没再说什么", "沒再說什麼", "没说啥", "沒說啥", NULL
	};
	return speaker_has_any(buf, lo, hi, w);
}

/* 一愣, 怔住, 一惊: taken aback by what was said — someone else said it. */
int speaker_startled(const char *buf, size_t lo, size_t hi)
{
	static const char *const w[] = { "愣", "怔", "惊", "驚", "诧异", "詫異", "疑惑", NULL };
	return speaker_has_any(buf, lo, hi, w);
}
