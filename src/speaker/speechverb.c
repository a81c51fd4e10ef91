/* speechverb.c - word lists for speaker attribution.  Lists hold both
 * simplified and traditional spellings, longest words first where one is a
 * prefix of another. */
#include "speaker/speechverb.h"
#include "base/utf8.h"
#include "base/wordlist.h"

#include <string.h>

int speechverb_is_verb(int32_t cp)
{
	/* One string, searched per code point: short and easy to extend. */
	static const char verbs[] = "道说說问問答喊叫吼骂罵笑叹嘆歎嚷应應曰云喝斥啐呼哭劝勸催"
				    "嘱囑咐念唱吟告谢謝讲講嘀咕嘟囔吩插接补補釋释嗔啼叱诉訴"
				    "陪讥譏嘲哼谓謂";
	return utf8_in_set(verbs, cp);
}

int speechverb_says(const char *s, size_t n)
{
	size_t k, m;
	int32_t cp = utf8_at(s, 0, n, &k);
	return speechverb_is_verb(cp) ||
	       (cp == 0x8A00 /* 言 */ && utf8_in_set("：:“「", utf8_at(s, k, n, &m)));
}

size_t speechverb_thought(const char *s, size_t n)
{
	static const char *const w[] = {
		"心想", "心说", "心說", "心道", "暗想", "暗道", "想道", "心中想", "心里想",
		"心裡想", "心下想", "心内想", "心內想", "心中暗道", "心中道", "心下暗道",
		"暗忖", "忖道", "自忖", "寻思", "尋思", "思忖", "思量", "心中暗想", "想着",
		"想著", "暗暗想", "暗自想", "默想", "心中说", "心中說", "追想", "回想", NULL
	};
	return wordlist_prefix(s, n, w);
}

size_t speechverb_act(const char *s, size_t n)
{
	static const char *const w[] = {
		"纠正", "糾正", "反驳", "反駁", "提醒", "开玩笑", "開玩笑", "打趣", "打断", "打斷",
		"挖苦", "讽刺", "諷刺", "解释", "解釋", "辩解", "辯解", "安慰", "劝说", "勸說",
		"劝解", "勸解", "开导", "開導", "责备", "責備", "埋怨", "抱怨", "数落", "數落",
		"叮嘱", "叮囑", "夸奖", "誇獎", "称赞", "稱讚", "批评", "批評", "警告", "催促", NULL
	};
	return wordlist_prefix(s, n, w);
}

int speechverb_is_directive(int32_t cp)
{
	static const char w[] = "命令咐嘱囑教传傳";
	return utf8_in_set(w, cp);
}

size_t speechverb_crowd(const char *s, size_t n)
{
	static const char *const w[] = {
		"众人", "眾人", "大众", "大眾", "人人", "大家", "大伙儿", "大夥兒", "大伙", "大夥", "众将", "眾將",
		"众兵", "眾兵", "士兵们", "士兵們", "将士们", "將士們", "众丫头", "眾丫頭",
		"众丫鬟", "眾丫鬟", "众姊妹", "眾姊妹", "众姐妹", "眾姐妹", "众婆子", "眾婆子",
		"众小厮", "眾小廝", "众弟子", "眾弟子", "众媳妇", "眾媳婦", "众嬷嬷", "眾嬤嬤", "他们", "他們",
		"她们", "她們", "人们", "人們", "众皆", "眾皆", "众口", "眾口", "齐声", "齊聲", "一齐", "一齊",
		"异口同声", "異口同聲", "大伙們", "大家伙", "士卒", "士兵", "兵丁", "将士", "將士",
		"军士", "軍士", "百姓", "一群", "旁人", "别人", "別人", "有的", "那些人", "这些人", "這些人", "那些", "这些", "這些", "众位", "眾位", "的人都", "的人們", "的人们", "众军", "眾軍", "兵士", "兵卒", NULL
	};
	size_t k = wordlist_prefix(s, n, w);
	if (k)
		return k;
	/* 众 before a kind of being is a crowd of them (众猴, 众仙, 众官, 众弟子);
	 * not 众目睽睽, 众志成城, 众议院, 众筹: the heads are listed */
	static const char heads[] = "人官仙猴将將兵僧女妖神臣客军軍卒民贼賊匪鬼魔妃侍仆僕婢尼侯";
	static const char *const two[] = {
		"弟子", "道士", "长老", "長老", "英雄", "好汉", "好漢", "豪杰", "豪傑", NULL
	};
	size_t len, len2;
	int32_t head = utf8_decode(s, n, &len);
	if ((head != U'众' && head != U'眾') || len >= n)
		return 0;
	if ((k = wordlist_prefix(s + len, n - len, two)))
		return len + k;
	int32_t kind = utf8_decode(s + len, n - len, &len2);
	return utf8_in_set(heads, kind) ? len + len2 : 0;
}

size_t speechverb_crowd_count(const char *s, size_t n)
{
	static const char *const w[] = {
		"几个", "幾個", "两个", "兩個", "三个", "三個", "几位", "幾位", "三四人", "四五人",
		"三四个", "三四個", "四五个", "四五個", "几人", "幾人", "诸人", "諸人", NULL
	};
	return wordlist_prefix(s, n, w);
}

size_t speechverb_nobody(const char *s, size_t n)
{
	static const char *const w[] = {
		"一个", "一個", "一位", "一名", "那名", "这名", "這名", "有个", "有個", "有一个", "有一個", "有一位",
		"那人", "这人", "這人", "来人", "來人", "某人", "一人", "有人", "丫鬟", "丫头",
		"丫頭", "小丫头", "小丫頭", "婆子", "小厮", "小廝", "家人", "仆人", "僕人",
		"下人", "门子", "門子", "孩子", "小孩子", "老人", "老者", "老头", "老頭", "小童",
		"书童", "書童", "媳妇", "媳婦", "老婆子", "妇人", "婦人", "女人", "汉子", "漢子",
		"其人", "叔父", "伯父", "父亲", "父親", "兄长", "兄長", "相者", "使者",
		"来者", "來者", "长者", "長者", "店家", "小二", "掌柜的", "那怪", "那妖", "那魔",
		"那厮", "那廝", "这厮", "這廝", "那汉", "那漢", "那贼", "那賊", "那僧", "那老儿", "那老兒",
		"那妇人", "那婦人", "后人", "後人", "史官", "为首的", "為首的", "领头的", "領頭的",
		"带头的", "帶頭的", NULL
	};
	return wordlist_prefix(s, n, w);
}

size_t speechverb_presentative_before(const char *s, size_t n)
{
	static const char *const w[] = {
		"只听见", "只聽見", "只听得", "只聽得", "忽听得", "忽聽得", "只见", "只見",
		"忽见", "忽見", "但见", "但見", "却见", "卻見", "又见", "又見", "只听",
		"只聽", "忽听", "忽聽", "听见", "聽見", "听得", "聽得", "便是", "却是", "卻是",
		"原来是", "原來是", "乃是", "正是", "仍然是", "仍是", "就是", "又是", "还是", "還是",
		"这是", "這是", "那是", "听到", "聽到",
		NULL
	};
	return wordlist_suffix(s, n, w);
}

size_t speechverb_hearing_before(const char *s, size_t n)
{
	static const char *const w[] = { "就听", "就聽", "便听", "便聽", "又听", "又聽", "却听",
					 "卻聽", "但听", "但聽", NULL };
	return wordlist_suffix(s, n, w);
}

int speechverb_is_object_marker(int32_t cp)
{
	static const int32_t v[] = {
		0x5BF9, 0x5C0D, /* 对對 */ 0x5411, /* 向 */ 0x8DDF, /* 跟 */ 0x548C, /* 和 */
		0x4E0E, 0x8207, /* 与與 */ 0x540C, /* 同 */ 0x671D, /* 朝 */ 0x51B2, 0x885D, /* 冲衝 */
		0x7ED9, 0x7D66, /* 给給 */ 0x66FF, /* 替 */ 0x53EB, /* 叫 */ 0x628A, /* 把 */
		0x88AB, /* 被 */ 0x8BA9, 0x8B93, /* 让讓 */ 0x4EE4, /* 令 */ 0x547D, /* 命 */
		0x95EE, 0x554F, /* 问問 */ 0x89C1, 0x898B, /* 见見 */ 0x770B, /* 看 */
		0x671B, /* 望 */ 0x77A7, /* 瞧 */ 0x7785, /* 瞅 */ 0x77AA, /* 瞪 */ 0x76EF, /* 盯 */ 0x6307, /* 指 */ 0x62C9, /* 拉 */
		0x6276, /* 扶 */ 0x62CD, /* 拍 */ 0x62B1, /* 抱 */ 0x63A8, /* 推 */ 0x6253, /* 打 */
		0x627E, /* 找 */ 0x8BF7, 0x8ACB, /* 请請 */ 0x966A, /* 陪 */ 0x968F, 0x96A8, /* 随隨 */
		0x6D3E, /* 派 */ 0x4E86, /* 了 */ 0x7740, 0x8457, /* 着著 */ 0x5C06, 0x5C07, /* 将將 */
		0x6BD4, /* 比: 比建民早进厂 */ 0x4F7F, /* 使 */ 0x6559, /* 教 */ 0x529D, 0x52F8, /* 劝勸 */ 0x9A82, 0x7F75, /* 骂罵 */ 0x6028, /* 怨 */ 0x602A, /* 怪 */ 0x55D4, /* 嗔 */ 0x8D23, 0x8CAC, /* 责責 */
		0x544A, /* 告 */ 0x8C22, 0x8B1D, /* 谢謝 */ 0x6C42, /* 求 */ 0x50AC, /* 催 */
		0x5524, 0x559A, /* 唤喚 */ 0x7B49, /* 等 */ 0x8FDE, 0x9023, /* 连連 */
		0x5E2E, 0x5E6B, /* 帮幫 */ 0x8DDF, /* 跟 */ 0x53CA, /* 及 */ 0x5E76, 0x4E26, /* 并並 */
		0x662F, /* 是 */ 0x505A, /* 做 */ 0x5F53, 0x7576, /* 当當 */
		0x5230, /* 到 */ 0x5728, /* 在 */ 0x81F3, /* 至 */ 0x8FD1, /* 近 */
		0x62DB, /* 招 */ 0x5E26, 0x5E36, /* 带帶 */ 0x9886, 0x9818, /* 领領 */
		0x643A, 0x651C, /* 携攜 */ 0x6400, 0x6519, /* 搀攙 */ 0x62E6, 0x6514, /* 拦攔 */
		0x9080, /* 邀 */ 0x5490, /* 咐 */ 0x8C13, 0x8B02, /* 谓謂 */ 0x5631, 0x56D1, /* 嘱囑 */ 0x8BC9, 0x8A34, /* 诉訴 */
		0x968F, /* 随 */ 0x9001, /* 送 */ 0x4F9D, /* 依 */ 0x8FCE, /* 迎 */
	};
	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		if (v[i] == cp)
			return 1;
	return 0;
}

size_t speechverb_not_subject_after(const char *s, size_t n)
{
	static const char *const w[] = {
		"的", "之", "这话", "這話", "这番话", "這番話", "那里", "那裡", "那边", "那邊",
		"处", "處", "家", "屋", "房", "们", "們", "等人", "身边", "身邊", "跟前", "面前",
		"旁边", "旁邊", "身旁", "手中", "手里", "手裡", "怀里", "懷裡", "怀中", "懷中",
		NULL
	};
	return wordlist_prefix(s, n, w);
}

size_t speechverb_voice_of(const char *s, size_t n)
{
	static const char *const w[] = {
		"的声音", "的聲音", "的呼喊声", "的呼喊聲", "的喊声", "的喊聲", "的叫声", "的叫聲",
		"的话音", "的話音", "的笑声", "的笑聲", "的哭声", "的哭聲", "的吼声", "的吼聲",
		"的怒吼", "的大喊", "的喊叫", NULL
	};
	return wordlist_prefix(s, n, w);
}

size_t speechverb_gender_noun(const char *s, size_t n, int *g)
{
	static const char *const male[] = { "少年", "男子", "青年", "老者", "男人", "男孩", "年轻人",
					    "年輕人", "小伙子", "小夥子", "汉子", "漢子", NULL };
	static const char *const female[] = { "少女", "女孩", "女子", "少妇", "少婦", "女人",
					      "母亲", "母親", NULL };
	size_t k;
	if ((k = wordlist_prefix(s, n, male))) {
		*g = 1;
		return k;
	}
	if ((k = wordlist_prefix(s, n, female))) {
		*g = 2;
		return k;
	}
	return 0;
}

size_t speechverb_face_of(const char *s, size_t n)
{
	static const char *const w[] = {
		"的脸色", "的臉色", "的脸", "的臉", "的神色", "的表情", "的眉头", "的眉頭",
		"的嘴角", "的眼睛", "的眼神", "的目光", "的眼圈", "的眼泪", "的眼淚", "的语气",
		"的語氣", "的声调", "的聲調", "的嗓音", "的手", "的嘴唇", "的身子", NULL
	};
	return wordlist_prefix(s, n, w);
}

int speechverb_before_pronoun_subject(int32_t cp)
{
	/* and the end of a while (过了一会她, 半晌他, 走了几步她, 良久她) */
	static const char w[] = "但而可却卻是时時后後且若虽雖然以于於因便就会會晌步儿兒久刻阵陣";
	return utf8_in_set(w, cp);
}

size_t speechverb_reaction(const char *s, size_t n)
{
	static const char *const w[] = {
		"听了", "聽了", "听说", "聽說", "听见", "聽見", "听罢", "聽罷", "听毕", "聽畢",
		"闻言", "聞言", "闻听", "聞聽", "一听", "一聽", "听到", "聽到", "听此", "聽此",
		"见问", "見問", "见说", "見說", NULL
	};
	return wordlist_prefix(s, n, w);
}

size_t speechverb_after_speech(const char *s, size_t n)
{
	static const char *const w[] = {
		"说完", "說完", "说罢", "說罷", "说毕", "說畢", "说着", "說著", "道罢", "道罷",
		"言罢", "言罷", "言毕", "言畢", "话音", "話音", "一面说", "一面說", "边说", "邊說",
		"说了", "說了", "笑着说", "笑著說", "说到", "說到", "说至", "說至", NULL
	};
	return wordlist_prefix(s, n, w);
}

size_t speechverb_gender_word(const char *s, size_t n, int *g)
{
	static const char *const female[] = {
		"夫人", "小姐", "姑娘", "娘娘", "奶奶", "太太", "姐姐", "妹妹", "嫂子", "嫂", "家的",
		"丫头", "丫頭", "丫鬟", "姨娘", "婆子", "媳妇", "媳婦", "老太", "氏", "女",
		"妈", "媽", "娘", "姐", "妹", "姑", "婆", "妃", "后", "她", NULL
	};
	static const char *const male[] = {
		"老爷", "老爺", "将军", "將軍", "总兵", "總兵", "公子", "大爷", "大爺", "二爷",
		"二爺", "哥哥", "兄弟", "大人", "先生", "少爷", "少爺", "和尚", "道士", "相公",
		"爹", "爷", "爺", "兄", "弟", "叔", "伯", "王", "帝", "侯", "公", "他", NULL
	};
	size_t k;
	if ((k = wordlist_prefix(s, n, female))) {
		*g = 2;
		return k;
	}
	if ((k = wordlist_prefix(s, n, male))) {
		*g = 1;
		return k;
	}
	return 0;
}

/* One table for narration, calls and alias endings: a word, its relation
 * and where it may stand.  Longest words first where one is a prefix of
 * another. */
enum { KW_NARR = 1, KW_CALL = 2, KW_ALIAS = 4 };
static const struct {
	const char *w;
	enum speechverb_kin rel;
	int where;
} kin_words[] = {
	{ "母亲", KIN_MOTHER, KW_NARR | KW_ALIAS }, { "母親", KIN_MOTHER, KW_NARR | KW_ALIAS },
	{ "妈妈", KIN_MOTHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "媽媽", KIN_MOTHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "妈", KIN_MOTHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "媽", KIN_MOTHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "娘", KIN_MOTHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "父亲", KIN_FATHER, KW_NARR | KW_ALIAS }, { "父親", KIN_FATHER, KW_NARR | KW_ALIAS },
	{ "爸爸", KIN_FATHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "爹爹", KIN_FATHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "爸", KIN_FATHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "爹", KIN_FATHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "哥哥", KIN_ELDER_BROTHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "大哥", KIN_ELDER_BROTHER, KW_CALL | KW_ALIAS },
	{ "哥", KIN_ELDER_BROTHER, KW_CALL | KW_ALIAS },
	{ "姐姐", KIN_ELDER_SISTER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "大姐", KIN_ELDER_SISTER, KW_CALL | KW_ALIAS },
	{ "姐", KIN_ELDER_SISTER, KW_CALL | KW_ALIAS },
	{ "弟弟", KIN_YOUNGER_BROTHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "弟", KIN_YOUNGER_BROTHER, KW_ALIAS },
	{ "妹妹", KIN_YOUNGER_SISTER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "妹子", KIN_YOUNGER_SISTER, KW_CALL | KW_ALIAS },
	{ "妹", KIN_YOUNGER_SISTER, KW_ALIAS },
	{ "奶奶", KIN_GRANDMOTHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "爷爷", KIN_GRANDFATHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "爺爺", KIN_GRANDFATHER, KW_NARR | KW_CALL | KW_ALIAS },
	{ "嫂子", KIN_SISTER_IN_LAW, KW_NARR | KW_CALL | KW_ALIAS },
	{ "嫂", KIN_SISTER_IN_LAW, KW_ALIAS },
	{ "儿子", KIN_SON, KW_NARR }, { "兒子", KIN_SON, KW_NARR },
	{ "女儿", KIN_DAUGHTER, KW_NARR }, { "女兒", KIN_DAUGHTER, KW_NARR },
};

static size_t kin_find(const char *s, size_t n, int where, int at_end, enum speechverb_kin *rel)
{
	for (size_t i = 0; i < sizeof(kin_words) / sizeof(kin_words[0]); i++) {
		size_t k = strlen(kin_words[i].w);
		if (!(kin_words[i].where & where) || k > n ||
		    memcmp(at_end ? s + n - k : s, kin_words[i].w, k))
			continue;
		*rel = kin_words[i].rel;
		return k;
	}
	return 0;
}

/* 娘家, 哥哥们, 哥俩: a place, more than one */
static const char *const not_after[] = { "家", "们", "們", "俩", "倆", NULL };

size_t speechverb_kin_word(const char *s, size_t n, enum speechverb_kin *rel)
{
	size_t k = kin_find(s, n, KW_NARR, 0, rel);
	return k && !wordlist_prefix(s + k, n - k, not_after) ? k : 0;
}

size_t speechverb_relative(const char *s, size_t n)
{
	static const char *const w[] = {
		"叔叔", "婶婶", "嬸嬸", "婶子", "嬸子", "姑姑", "姑妈", "姑媽", "姑父", "姑丈",
		"舅舅", "舅妈", "舅媽", "舅母", "姨妈", "姨媽", "姨父", "姨夫", "伯伯", "伯母",
		"姐夫", "妹夫", "表哥", "表姐", "表弟", "表妹", "堂哥", "堂姐", "堂弟", "堂妹",
		"外婆", "外公", "姥姥", "姥爷", "姥爺", NULL
	};
	size_t k = wordlist_prefix(s, n, w), a, b;
	/* 二叔, 三婶, 大姑, 小姨, 二舅妈 (not 大姑娘) */
	if (!k && n >= 6 && utf8_in_set("大二三四五六七八九小老幺", utf8_decode(s, n, &a)) &&
	    utf8_in_set("叔婶嬸姑舅姨伯", utf8_decode(s + a, n - a, &b))) {
		k = a + b;
		int32_t next = n > k ? utf8_decode(s + k, n - k, &b) : 0;
		if (next == 0x5A18 /* 娘 */)
			return 0;
		if (utf8_in_set("妈媽父母子", next))
			k += b;
	}
	return k;
}

size_t speechverb_one_relative(const char *s, size_t n)
{
	size_t k = speechverb_relative(s, n);
	return k && !wordlist_prefix(s + k, n - k, not_after) ? k : 0;
}

size_t speechverb_kin_call(const char *s, size_t n, enum speechverb_kin *rel)
{
	return kin_find(s, n, KW_CALL, 0, rel);
}

size_t speechverb_kin_self(const char *s, size_t n, enum speechverb_kin *rel)
{
	/* 妈不是…, 娘给你…, 爹跟你说, 妈知道, 娘这辈子, 妈也…, 妈就…, 妈怕… */
	static const char self[] = "不是跟给給知这這也就还還只替帮幫怕求盼心早老一";
	size_t k = kin_find(s, n, KW_CALL, 0, rel);
	if (!k || (*rel != KIN_MOTHER && *rel != KIN_FATHER && *rel != KIN_GRANDMOTHER &&
		   *rel != KIN_GRANDFATHER))
		return 0;
	size_t m;
	return utf8_in_set(self, utf8_at(s, k, n, &m)) ? k : 0;
}

int speechverb_watches_group(const char *s, size_t n)
{
	static const char *const look[] = { "看着", "看著", "望着", "望著", "瞅着", "瞅著",
					    "瞧着", "瞧著", "看看", NULL };
	static const char *const group[] = { "她们", "她們", "他们", "他們", "两人", "兩人",
					     "两个", "兩個", "娘儿俩", "娘兒倆", "母女", "父子",
					     "姐弟", "兄妹", "一家", NULL };
	size_t k = wordlist_prefix(s, n, look);
	return k && wordlist_prefix(s + k, n - k, group);
}

size_t speechverb_gazes_at(const char *s, size_t n)
{
	static const char *const gaze[] = {
		"打量", "打量着", "打量著", "端详", "端詳", "端详着", "端詳著", "注视", "注視",
		"注视着", "注視著", "凝视", "凝視", "凝视着", "凝視著", "看了看", "望了望",
		"瞧了瞧", "瞅了瞅", "看向", "望向", "盯着", "盯著", "瞪着", "瞪著", NULL
	};
	return wordlist_suffix(s, n, gaze);
}

size_t speechverb_kin_suffix(const char *s, size_t n, enum speechverb_kin *rel)
{
	return kin_find(s, n, KW_ALIAS, 1, rel);
}

int speechverb_kin_bound(int32_t before)
{
	/* 姑娘 新娘 大妈 姨妈 老爹 干爹 后娘 奶妈 爹娘 兄弟 徒弟 小姐 大哥 … */
	static const char w[] = "姑新大老姨舅干乾后後奶婆丈伯婶嬸厨廚亲親爹娘妈媽爸表堂"
				"徒兄子小少二三四五表师師";
	return utf8_in_set(w, before);
}

size_t speechverb_names_next(const char *s, size_t n)
{
	static const char *const who_spoke[] = {
		"说话的", "說話的", "说这话的", "說這話的", "说话之人", "說話之人", "开口的",
		"開口的", "问话的", "問話的", "答话的", "答話的", "喊话的", "喊話的", "进来的",
		"進來的", "走进来的", "走進來的", "来的", "來的", "来人", "來人", NULL
	};
	static const char *const since[] = { "原来", "原來", NULL };
	size_t p = wordlist_prefix(s, n, since), k = wordlist_prefix(s + p, n - p, who_spoke), len;
	if (k == 0)
		return 0;
	p += k;
	for (int j = 0; j < 3 && p < n; j++) {
		int32_t cp = utf8_decode(s + p, n - p, &len);
		p += len;
		if (cp == 0x662F /* 是 */)
			return p;
		if (!utf8_is_han(cp) && cp != 0xFF0C /* ， */)
			return 0;
	}
	return 0;
}
