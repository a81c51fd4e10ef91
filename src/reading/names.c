/* names.c - names read as names.  A surname with a reading of its own is read
 * so only where the text shows a name, since the same character is a word
 * elsewhere (单 "only", 华丽, 曾经, 仇家): a title after it (华大妈, 单四嫂子,
 * 曾先生, 解老爷), or the book's cast (reading_add_name).  A given name's 少
 * is shào after a surname (孙少安, 杜少卿), 少 shǎo being "few". */
#include "reading/names.h"

#include <string.h>

#include "reading/lexicon.h"
#include "reading/pinyin.h"
#include "base/utf8.h"

struct surname {
	int32_t c[2]; /* the second 0 for one character */
	const char *syl[2];
};

/* Characters that are everyday words before a title (过大姐儿 "past", 黑家
 * "night", 都老爷 the censor, 召 "summon" in 帝召大将军) are left out: the cast
 * gives those names. */
static const struct surname surnames[] = {
	{ { U'尉', U'迟' }, { "yu4", "chi2" } },   { { U'万', U'俟' }, { "mo4", "qi2" } },
	{ { U'长', U'孙' }, { "zhang3", "sun1" } }, { { U'单', U'于' }, { "chan2", "yu2" } },
	{ { U'澹', U'台' }, { "tan2", "tai2" } },  { { U'令', U'狐' }, { "ling2", "hu2" } },
	{ { U'单' }, { "shan4" } }, { { U'解' }, { "xie4" } }, { { U'曾' }, { "zeng1" } },
	{ { U'仇' }, { "qiu2" } }, { { U'查' }, { "zha1" } }, { { U'朴' }, { "piao2" } },
	{ { U'区' }, { "ou1" } }, { { U'华' }, { "hua4" } }, { { U'盖' }, { "ge3" } },
	{ { U'乐' }, { "yue4" } }, { { U'缪' }, { "miao4" } }, { { U'覃' }, { "qin2" } },
	{ { U'种' }, { "chong2" } }, { { U'繁' }, { "po2" } }, { { U'员' }, { "yun4" } },
	{ { U'宿' }, { "su4" } }, { { U'翟' }, { "zhai2" } }, { { U'纪' }, { "ji3" } },
	{ { U'燕' }, { "yan1" } }, { { U'谌' }, { "chen2" } }, { { U'冼' }, { "xian3" } },
	{ { U'隗' }, { "wei3" } }, { { U'祭' }, { "zhai4" } }, { { U'贲' }, { "ben1" } },
	{ { U'牟' }, { "mou2" } }, { { U'任' }, { "ren2" } }, { { U'沈' }, { "shen3" } },
	{ { U'尉' }, { "wei4" } },
};

/* Given names' characters, read as names read them. */
static const struct {
	int32_t c;
	const char *syl;
} given[] = {
	{ U'少', "shao4" }, { U'长', "chang2" }, { U'燕', "yan4" }, { U'华', "hua2" },
	{ U'单', "dan1" },  { U'觉', "jue2" },	 { U'行', "xing2" }, { U'茜', "qian4" },
	{ U'得', "de2" }, /* 胡得禄: "gain", never the particle */
};

/* Surnames without a reading of their own, common enough to tell that the
 * next characters are a given name (孙少安). */
static const char common[] = "赵钱孙李周吴郑王冯陈褚卫蒋韩杨朱秦尤许何吕施张孔曹严金魏陶"
			     "姜戚谢邹喻柏窦章云苏潘葛范彭鲁韦马苗方俞袁柳鲍史唐费薛雷贺"
			     "倪汤殷罗毕郝安常傅齐康伍余顾孟黄穆萧尹姚邵汪祁毛狄米明臧"
			     "戴谈宋茅庞熊舒屈项祝董梁杜阮蓝闵季贾江郭林钟徐邱骆高夏蔡田"
			     "樊胡凌霍虞万柯卢莫丁邓洪包左崔吉龚程邢裴陆荣翁荀于惠甄封"
			     "储靳焦侯刘詹龙叶黎白蒲卓蔺屠乔胥党谭姬申冉桑牛寿边尚温庄晏"
			     "柴瞿阎连容向易廖耿匡寇欧聂晁敖冷辛简饶沙丰关蒯荆游竺权";

/* Titles and kin words that follow a surname (华大妈, 曾先生, 单四嫂子). */
static const char *const titles[] = {
	"先生", "老爷", "太太", "奶奶", "小姐", "姑娘", "夫人", "公子", "少爷", "大人",
	"老板", "掌柜", "师傅", "大夫", "大妈", "大娘", "大嫂", "大哥", "大姐", "大爷",
	"大叔", "大伯", "嫂子", "婶子", "相公", "员外", "秀才", "举人", "将军", "姑娘",
	"嫂", "婶", "妈", "爷", "伯", "叔", "姨", "兄", "姐", "妹", "老", "氏", "家", "府",
};

static size_t put(char *out, const int32_t *cp, size_t n)
{
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		k += utf8_encode(cp[i], out + k);
	return k;
}

/* Length of the surname of surnames[] at cp[0..n), 0 for none; *s its row. */
static size_t surname_at(const int32_t *cp, size_t n, const struct surname **s)
{
	for (size_t k = 0; k < sizeof surnames / sizeof surnames[0]; k++) {
		size_t len = surnames[k].c[1] ? 2 : 1;
		if (len <= n && cp[0] == surnames[k].c[0] && (len == 1 ||
		    cp[1] == surnames[k].c[1])) {
			*s = &surnames[k];
			return len;
		}
	}
	return 0;
}

/* Length of a title at cp[0..n) (an ordinal may come first: 四嫂子, 七爷),
 * 0 for none. */
static size_t title_at(const int32_t *cp, size_t n)
{
	size_t skip = n > 1 && pinyin_in(cp[0], "大二三四五六七八九十") ? 1 : 0;
	for (size_t k = 0; k < sizeof titles / sizeof titles[0]; k++) {
		size_t len = 0, b;
		for (const char *p = titles[k]; *p; p += b, len++) {
			if (skip + len >= n || utf8_decode(p, 4, &b) != cp[skip + len]) {
				len = 0;
				break;
			}
		}
		if (len)
			return skip + len;
	}
	return 0;
}

static const char *given_syl(int32_t c)
{
	for (size_t k = 0; k < sizeof given / sizeof given[0]; k++)
		if (given[k].c == c)
			return given[k].syl;
	return NULL;
}

/* A nickname in 子 (祥子, 浩子, 小黑子, 二愣子) takes the suffix's light ·zi, as
 * 现代汉语词典 writes every suffix 子; not after a surname (孔子, 孟子, 曾子), a master
 * known so (老子, 墨子, 列子), nor a word of the lexicon's (天子, 男子, 虎子 a cub). */
static int nickname(const int32_t *cp, size_t n, const unsigned char *wflag)
{
	const struct surname *s;
	if (n < 2 || n > 3 || cp[n - 1] != U'子' || pinyin_in(cp[n - 2], NAMES_MASTERS))
		return 0;
	if (n == 3)
		return pinyin_in(cp[0], "小阿大二三四五六七八九");
	return (wflag[1] & 3) != PINYIN_WORD_END &&
	       !pinyin_in(cp[0], common) && !surname_at(cp, n, &s);
}

void names_read(const int32_t *cp, size_t n, char (*syl)[8], const unsigned char *wflag)
{
	const struct surname *s;
	/* a doubled name (乐乐) has no surname */
	size_t len = n > 1 && cp[0] != cp[1] ? surname_at(cp, n, &s) : 0;
	for (size_t i = 0; i < len; i++)
		strcpy(syl[i], s->syl[i]);
	if (!len && n > 1 && cp[0] != cp[1] && pinyin_in(cp[0], common))
		len = 1;
	for (size_t i = len ? len : n; i < n; i++) {
		const char *g = given_syl(cp[i]);
		if (g && syl[i][0])
			strcpy(syl[i], g);
	}
	if (nickname(cp, n, wflag))
		strcpy(syl[n - 1], "zi5");
}

/* How often cp[b..e) is a word (jieba's count), 0 for none. */
static unsigned word_freq(const struct lexicon *lx, const int32_t *cp, size_t b, size_t e)
{
	char buf[4 * 4];
	struct lexicon_word w;
	return e - b <= 4 && lexicon_find(lx, buf, put(buf, cp + b, e - b), &w, 0) ? w.freq : 0;
}

/* A given name with 少 after a common surname (孙少安, 杜少卿), or after a
 * conjunction jieba lists with the name as one (和少安, 但少平: its names
 * seen in text, read where no cast told them); not 少 of an everyday word
 * (少许, 少见: a literary 少安 may be one). */
static int given_shao(const struct lexicon *lx, const int32_t *cp, size_t n, size_t i,
		      const unsigned char *wflag)
{
	int joined = pinyin_in(cp[i], "和但与同跟") && i + 2 < n && (wflag[i + 1] & 3) == 0 &&
		     (wflag[i + 2] & 3) == PINYIN_WORD_END;
	return i + 2 < n && cp[i + 1] == U'少' && (pinyin_in(cp[i], common) || joined) &&
	       utf8_is_han(cp[i + 2]) && !(wflag[i + 1] & PINYIN_SURE) &&
	       word_freq(lx, cp, i, i + 2) < 100 && word_freq(lx, cp, i + 1, i + 3) < 1000 &&
	       !pinyin_in(cp[i + 2], "许数量见有说了的不年女爷奶妇");
}

/* jieba's part of speech of the character c, -1 where the lexicon has no such word. */
static int char_pos(const struct lexicon *lx, int32_t c)
{
	char buf[4];
	struct lexicon_word w;
	if (!utf8_is_han(c) || !lexicon_find(lx, buf, utf8_encode(c, buf), &w, 0))
		return -1;
	return w.pos;
}

/* Whether cp[i] could be a given name's character: jieba does not tag it a
 * word of grammar, a verb or a time (曾对我说, 曾见贾说, 曾当面说 are "once"). */
static int name_char(const struct lexicon *lx, int32_t c)
{
	switch (char_pos(lx, c)) {
	case -1:
	case LEXICON_VERB: case LEXICON_ADVERB: case LEXICON_NUMBER: case LEXICON_PRONOUN:
	case LEXICON_TIME: case LEXICON_PREP: case LEXICON_CONJ: case LEXICON_PARTICLE:
		return 0;
	default:
		return 1;
	}
}

/* A given name opening with 得 after a common surname jieba takes for a person's
 * (胡得禄, 胡得福: dé "gain", never the particle nor "must"); not after 钱, 马, 高 or
 * 张, which jieba takes for a thing, a quality or a measure (钱得花, 高得多, 张得大大的),
 * nor in a word or before one of grammar (得救, 得了).  jieba may glue the whole name. */
static int given_de(const struct lexicon *lx, const int32_t *cp, size_t n, size_t i,
		    const unsigned char *wflag)
{
	return i + 2 < n && cp[i + 1] == U'得' && pinyin_in(cp[i], common) &&
	       char_pos(lx, cp[i]) == LEXICON_NAME && !(wflag[i + 1] & PINYIN_SURE) &&
	       name_char(lx, cp[i + 2]) && !word_freq(lx, cp, i, i + 2) &&
	       !word_freq(lx, cp, i + 1, i + 3);
}

/* 曾 or 单 opening a clause before a given name of two characters and a verb of
 * saying is the surname Zēng or Shàn (曾小贤说, 曾小贤笑道, 单雄信道), which no
 * cast told; 曾 "once" and 单 "only" go before a word (曾经, 曾当面说, 曾一再说,
 * 单身汉说) or a verb (单说, 单靠).  The name and the verb may make a word (信道)
 * where jieba knows the whole name (单雄信). */
static int surname_speaks(const struct lexicon *lx, const int32_t *cp, size_t n, size_t i)
{
	return pinyin_in(cp[i], "曾单") && (i == 0 || !utf8_is_han(cp[i - 1])) && i + 3 < n &&
	       name_char(lx, cp[i + 1]) && name_char(lx, cp[i + 2]) &&
	       !word_freq(lx, cp, i, i + 2) && !word_freq(lx, cp, i + 1, i + 3) &&
	       (!word_freq(lx, cp, i + 2, i + 4) || word_freq(lx, cp, i, i + 3)) &&
	       pinyin_in(cp[i + 3], "说道问答叫喊笑骂哭");
}

/* A one-character surname right after a common one is a given name (郑华家的
 * huá, 王乐先生: not 华, 乐 the surnames); not after a preposition or an
 * adverb that is a surname too (向华大妈说, 常解老爷). */
static int after_surname(const struct lexicon *lx, const int32_t *cp, size_t i, size_t len)
{
	return len == 1 && i > 0 && pinyin_in(cp[i - 1], common) && name_char(lx, cp[i - 1]);
}

/* A surname, a given name of one or two characters and 家的 is a servant's
 * wife (周瑞家的, 林之孝家的, 单大良家的 shàn); not a word made with the
 * surname (单独家的, 华丽家的). */
static int wife_of(const struct lexicon *lx, const int32_t *cp, size_t n, size_t i)
{
	for (size_t g = 1; g <= 2; g++) {
		if (i + g + 2 >= n || !name_char(lx, cp[i + g]))
			return 0;
		if (cp[i + g + 1] == U'家' && cp[i + g + 2] == U'的')
			return !word_freq(lx, cp, i, i + 2) &&
			       (g == 1 || !word_freq(lx, cp, i + 1, i + 1 + g));
	}
	return 0;
}

void names_mark(const struct lexicon *lx, const int32_t *cp, size_t n, char (*syl)[8],
		unsigned char *wflag)
{
	int32_t seen[8]; /* the characters after 少 of the given names found */
	size_t nseen = 0;
	for (size_t i = 0; i < n; i++) {
		if (!syl[i][0] || (wflag[i] & PINYIN_SURE) || !(wflag[i] & PINYIN_WORD_START))
			continue;
		const struct surname *s;
		size_t len = surname_at(cp + i, n - i, &s), t;
		/* a title right after it (a one-character title must not make a
		 * word with it: 仇家, 华府), or 姓 before it (他姓解, 姓单; not 百姓) */
		if (len && (((t = title_at(cp + i + len, n - i - len)) &&
			     (t > 1 || !word_freq(lx, cp, i, i + len + 1)) &&
			     !after_surname(lx, cp, i, len)) ||
			    (i >= 1 && cp[i - 1] == U'姓' && !(i >= 2 && cp[i - 2] == U'百')))) {
			for (size_t k = 0; k < len; k++) {
				strcpy(syl[i + k], s->syl[k]);
				wflag[i + k] |= PINYIN_SURE;
				wflag[i + k] &= (unsigned char)~PINYIN_NEUTRAL;
			}
			continue;
		}
		if (len == 1 && wife_of(lx, cp, n, i)) {
			strcpy(syl[i], s->syl[0]);
			wflag[i] |= PINYIN_SURE;
			continue;
		}
		if (surname_speaks(lx, cp, n, i)) {
			strcpy(syl[i], cp[i] == U'曾' ? "zeng1" : "shan4");
			wflag[i] |= PINYIN_SURE;
			continue;
		}
		if (given_de(lx, cp, n, i, wflag)) {
			strcpy(syl[i + 1], "de2");
			wflag[i + 1] |= PINYIN_SURE;
			wflag[i + 1] &= (unsigned char)~PINYIN_NEUTRAL;
		}
		if (given_shao(lx, cp, n, i, wflag)) {
			strcpy(syl[i + 1], "shao4");
			wflag[i + 1] |= PINYIN_SURE;
			if (nseen < sizeof seen / sizeof seen[0])
				seen[nseen++] = cp[i + 2];
		}
	}
	/* the same given name again without its surname (孙少安 … 少安) */
	for (size_t i = 0; nseen && i + 1 < n; i++)
		for (size_t k = 0; k < nseen; k++)
			if (cp[i] == U'少' && cp[i + 1] == seen[k] && !(wflag[i] & PINYIN_SURE)) {
				strcpy(syl[i], "shao4");
				wflag[i] |= PINYIN_SURE;
			}
}

/* Syllables of transliterated Western names (Xinhua's tables: 约翰, 史密斯,
 * 福尔摩斯, 伊丽莎白, 哈德森), which Chinese words seldom string together;
 * not those that are often the verb after a name (拉, 提, 加, 道) or a
 * common noun's half (门, 汉). */
static const char western[] =
	"阿埃艾爱安奥巴拜班邦贝本比彼毕波伯布查达戴丹德迪蒂丁东杜多厄恩尔法菲费芬弗福富盖格根"
	"哈海豪赫亨华霍吉杰卡凯坎科克肯库莱兰朗劳勒雷蕾里莉丽利列琳隆卢鲁路伦罗洛玛迈麦曼梅"
	"蒙米密敏摩莫默姆穆纳娜南内尼妮涅宁纽诺欧帕潘佩彭皮普奇乔琼萨塞桑瑟森沙莎珊史斯索塔"
	"泰汤特托瓦威维韦温沃乌伍西希茜夏辛休雅亚扬耶伊英尤约泽扎詹兹翰黛薇娅琪坦";

int names_western_syllable(int32_t cp)
{
	return utf8_in_set(western, cp);
}

int names_western_dot(const int32_t *cp, size_t n, size_t i)
{
	size_t b = i;
	while (b > 0 && i - b < 5 && names_western_syllable(cp[b - 1]))
		b--;
	if (cp[i] != 0xFF0E || i - b < 2 || (b > 0 && names_western_syllable(cp[b - 1])) ||
	    i + 1 >= n || !names_western_syllable(cp[i + 1]))
		return 0;
	char buf[32];
	struct lexicon_word w;
	return !lexicon_find(NULL, buf, put(buf, cp + b, i - b), &w, 0) || !w.freq ||
	       w.pos == LEXICON_NAME;
}

int names_western_dot_at(const char *s, size_t n, size_t i)
{
	int32_t cp[8]; /* six characters before it, the dot, one after */
	size_t k = 6, b = i, e;
	while (k > 0 && b > 0) {
		cp[--k] = utf8_before(s, 0, b, &e);
		b = e;
	}
	utf8_decode(s + i, n - i, &e);
	cp[6] = 0xFF0E;
	cp[7] = i + e < n ? utf8_decode(s + i + e, n - i - e, &e) : 0;
	return names_western_dot(cp + k, 8 - k, 6 - k);
}
