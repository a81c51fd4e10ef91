/* context_alone.c - what a character standing alone, or with the one
 * neighbour that tells, is in a novel: everyday verbs and adjectives
 * (塞进, 真差), characters the encyclopaedia-trained model misreads alone
 * (传, 相, 还, 将), adverbs and sentence particles (倒, 为, 么 as 吗), and the
 * old vernacular's 那 for 哪. */
#include "reading/context_parts.h"

#include "reading/lexicon.h"
#include "reading/pinyin.h"
#include "base/utf8.h"

#include <string.h>

/* Everyday uses of a character standing alone, told by the character just
 * before or just after it (NULL: any).  CPP's encyclopaedia rows never show
 * them, so the model learned other habits for these characters (塞 a place
 * name, 长 a title, 汗 a khan, 差 a difference, 倒 fallen): a novel's 塞进口袋,
 * 头发很长, 一身汗, 很差 and 倒进杯里 are said here. */
struct everyday {
	int32_t ch;
	const char *before, *after, *syl;
};
static const struct everyday everyday[] = {
	{ U'待', NULL, "在着了", "dai1" },
	{ U'藏', NULL, "在着了起进得好不住到哪过之出开下身匿私贼血", "cang2" },
	{ U'藏', "往里躲要该不都一便且早瞒慌收暗偷窝隐深能会可", NULL, "cang2" },
	{ U'卷', NULL, "起着著了成走包帘簾", "juan3" }, /* 卷起, 让水卷走了, 卷包而出, 半卷湘帘 */
	{ U'卷', "帘簾风風浪潮", NULL, "juan3" },	   /* rolls: 帘卷虾须, 东风卷得均匀 */
	{ U'咽', NULL, "了着下尽不住口这完菜", "yan4" }, /* 咽不下, 饭粒咽尽, 咽口水, 不咽这口气 */
	{ U'咽', "哭悲幽凄抽声咽", NULL, "ye4" }, /* sobs: 哭咽河, 抽抽咽咽, 声咽气堵, as 呜咽, 哽咽 */
	{ U'咽', NULL, "哽", "ye4" },			/* 咽哽着说道 */
	{ U'塞', NULL, "进在给与了着满住得到入回", "sai1" },
	{ U'剥', NULL, "开了着掉下完好蒜豆皮壳栗橘蟹一他她你我", "bao1" }, /* 剥蟹肉, 又剥一层皮 (盘剥, 剥落: words) */
	{ U'差', NULL, "人来", "chai1" }, /* sends: 差人, 谁家差来的 */
	{ U'差', "件趟桩学神远应", NULL, "chai1" }, /* an errand, a post: 讨了这件差, 学差, 应差 */
	{ U'差', CONTEXT_DEGREE "较", NULL, "cha4" },
	{ U'差', NULL, "一两三四五六七八九十几半点得了", "cha4" },
	{ U'干', "喝饮吃煨泪喉滴半口晾烘焙舔未", NULL, "gan1" }, /* drained, dry: 一气饮干, 泪干气绝, 还未干呢 (各自干 does) */
	{ U'长', CONTEXT_DEGREE "老么", NULL, "chang2" },
	{ U'长', NULL, "高胖出满起", "zhang3" }, /* 没长起来柴草 */
	{ U'长', "队组局科处厂站连营团班", NULL, "zhang3" }, /* the head of one: 刑警队长陈默 (jieba: 刑警队 长) */
	{ U'薄', CONTEXT_DEGREE "么极这那", NULL, "bao2" },
	{ U'薄', NULL, "嘴棉被衣纸片冰饼皮雪", "bao2" }, /* 薄嘴唇, 极薄的棉衣 */
	{ U'教', NULL, "我你他她们了过着", "jiao1" },
	{ U'觉', "好个午懒的", NULL, "jiao4" }, /* 睡你的觉去 (的觉得 is a word) */
	{ U'觉', NULL, "睡", "jiao4" }, /* 没有觉睡 */
	{ U'笼', NULL, "着住", "long3" }, /* 笼着, 笼住马 (鸟笼: a word; 笼上火盆 lights it, lóng) */
	{ U'系', NULL, "上着好紧住", "ji4" }, /* 系上桌帏, 系着围裙 */
	{ U'差', NULL, "我你他她", "chai1" }, /* 差我办去 */
	/* a night watch (天有几更了, 管四五更的), a web novel's chapters (今天两更) */
	{ U'更', "二三四五六七八九几两", NULL, "geng1" },
	{ U'眯', NULL, "着著起成眼缝", "mi1" }, /* 眯着眼 (眯了眼 may be dust in it, mí) */
	{ U'省', NULL, "些下钱事力", "sheng3" }, /* 省些力 (不省了 may be 不省人事) */
	{ U'脏', "脚手脸身衣鞋很太真", NULL, "zang1" },
	{ U'降', NULL, "座临生世落旨下香雨雪福罪级低价温一二三四五六七八九十几两", "jiang4" }, /* 贾妃降座, 着降三级 */
	{ U'当', "只权", NULL, "dang4" }, /* takes it for: 只当他回去了 */
	{ U'切', "甚得迫急恳深殷问依思哀悲", NULL, "qie4" }, /* 心甚切, 解得切, 哭得哀切 */
	{ U'切', NULL, "不勿莫记忌", "qie4" }, /* 切不可 */
	{ U'搁', NULL, "不", "ge2" }, /* 搁不住 "bear" (搁得住: context.c; 搁得太久 puts) */
	{ U'攒', NULL, "着了到下钱起够", "zan3" }, /* saves up: 攒到了这几天 (攒聚 cuán) */
	{ U'逮', NULL, "住着了得到个", "dai3" },   /* catches: 逮得住 (逮捕: a word, dài) */
	{ U'得', "唬吓", NULL, "de5" },	 /* 唬得那一班: so frightened that */
	{ U'尽', NULL, "让可", "jin3" }, /* gives way all one can: 尽让她些; 尽可以 may well */
	{ U'应', "所", NULL, "ying1" },	 /* ought: 所应读之书 */
	{ U'劲', "恒个使着有没费股把鼓干冲炭酒么了来种大多足硬天", NULL, "jin4" }, /* 这个恒劲, 什么劲, 好多劲, 费了半天劲; 霜风劲 is jìng */
	{ U'劲', NULL, "大小儿头", "jin4" },
	{ U'弹', "不能会要再又也", NULL, "tan2" }, /* 三日不弹 */
	{ U'应', NULL, "曰道了着声承诺付酬战", "ying4" }, /* 齐声应曰, 便应了 (应允 is yīng) */
	{ U'应', "声口便", NULL, "ying4" },
	{ U'将', "众诸", NULL, "jiang4" }, /* the generals, also where jieba made 众将 a word */
	{ U'弹', NULL, "琴筝琵墨", "tan2" },
	{ U'扇', NULL, "了他她我你着著", "shan1" }, /* 扇了他一耳光, 轻轻的扇着 */
	{ U'冲', NULL, "我你他她咱", "chong4" }, /* towards: 冲他笑了笑, 冲我眨眨眼 */
	{ U'冲', CONTEXT_DEGREE, NULL, "chong4" }, /* blunt, strong: 说话很冲, 烟味太冲 */
	{ U'拧', NULL, "了他她我你嘴脸腮干出", "ning2" }, /* 拧了他一把, 拧干 (拧开 is nǐng) */
	{ U'钉', NULL, "牢好合得上紧死进入", "ding4" }, /* 钉牢, 钉好; 钉了两眼 stares (盯) */
	{ U'斗', "一二三四五六七八九十几两半数百千万", NULL, "dou3" }, /* 几斗米 */
	{ U'担', "一二三四五六七八九十几两半数百千万", NULL, "dan4" }, /* 一担水 */
	{ U'石', "二两三四五六七八九十几百千万每", NULL, "dan4" }, /* grain: 两石粮食, 每石二两 (一石 a stone) */
	{ U'了', "便", NULL, "le5" }, /* 依她便了, 不便了: terra's 便了 is liǎo */
	{ U'哄', NULL, "着得他她我你过骗了不", "hong3" },
	{ U'背', NULL, "起", "bei1" },
	{ U'盛', NULL, "满了着在进到出", "cheng2" },
	{ U'量', NULL, "了着", "liang2" },
	{ U'供', NULL, "出认来述状词祖佛神像品桌菩香饭茶花菊瓶器尖着", "gong4" }, /* 实实供来, 供祖像, 供饭供茶, 供着娘娘 */
	{ U'供', "献香画实初敬", NULL, "gong4" }, /* offered, confessed: 唱戏献供, 实供上来, 敬供上 */
	{ U'帖', NULL, "住在着上了", "tie1" },			       /* 帖住: 贴 */
	{ U'喝', "怒大断厉", NULL, "he4" },
	{ U'喝', NULL, "住", "he4" }, /* shouts to a stop: 一齐喝住, 贾母喝住道 */
	{ U'涌', "一天气地泉潮汹奔喷翻云血浪水", NULL, "yong3" }, /* 地涌金莲; not 麻涌, a place */
	{ U'涌', NULL, "满上下出进来去向起入到过了淌涌", "yong3" }, /* 涌满了大半坝 */
	{ U'豁', NULL, "开了出", "huo1" }, /* slits: 豁开一个口子 (豁达, 豁然: words) */
	{ U'咧', NULL, "着", "lie3" }, /* grins: 咧着嘴 (骂骂咧咧 is liē) */
	{ U'抡', NULL, "着起了过到大锤刀斧拳胳开动圆棒铁镰", "lun1" }, /* swings (抡材 chooses, lún) */
	{ U'喝', NULL, "道令问骂止退", "he4" },   /* 怒喝道, 喝令 (喝酒 is a word) */
	{ U'削', NULL, "了着掉下去成好皮", "xiao1" },
	{ U'种', NULL, "了着过下在满上毕完好起", "zhong4" }, /* 种起了东西 */
	{ U'缝', NULL, "起上好了着补衣被完一", "feng2" }, /* sews: 缝起来 (一条缝 is a seam) */
	{ U'数', NULL, "着了过一完清钱票谁誰", "shu3" }, /* counts: 数钱; ranks: 数谁最 */
	{ U'数', NULL, "到", "shu3" },			/* counts up to: 我数到三 */
	{ U'干', "很太真挺", NULL, "gan1" },
	{ U'干', NULL, "青粮果肉鱼柴草饭菜枯瘪燥渴煸炸烧煎锅", "gan1" }, /* 一点干青豆; dry-cooked: 干煸豆角, 干锅 */
	{ U'汗', "的身头脸是满把层颜拭渥有了发出冒擦揩点盗虚冷热血些这渍里油", NULL, "han4" },
	{ U'汗', NULL, "水珠流滴湿淋津顺直如下意出透气泥", "han4" },
	{ U'倒', NULL, "进掉出入满杯碗壶盆桶盅", "dao4" },
	{ U'舍', "肯难忍割怎岂", "了", "she3" },	 /* gives up: 那里肯舍, 舍了 (房舍, 舍下: words) */
	{ U'宿', "一两二三四五六七八九十几半整", NULL, "xiu3" }, /* nights: 住了一宿 (星宿, 宿舍: words) */
	{ U'楞', NULL, "了住着在", "leng4" }, /* 愣 */
	{ U'楞', "发一", NULL, "leng4" },
	{ U'调', NULL, "脂经和拨三元理养戏弄唆停", "tiao2" }, /* 调脂弄粉, 调拨他 (调开桌椅 diào) */
	{ U'调', "失", NULL, "tiao2" },
	{ U'挨', NULL, "不了饿冻骂揍", "ai2" }, /* endure: 挨不住, 挨了两日骂 (捱, which t2s writes 挨) */
	{ U'冠', NULL, "于", "guan4" },	     /* 冠于全球: to top (冠以, 冠军: words) */
	{ U'茜', NULL, "纱草红裙香色", "qian4" }, /* madder red; xī in transliterations */
	{ U'钻', "可要往去来乱混里么", NULL, "zuan1" }, /* 乱钻, 往里钻, 怎么钻 */
	{ U'钻', NULL, "进出入过到了着在沙", "zuan1" },
	{ U'燕', "小紫春海飞家归", NULL, "yan4" },
	{ U'燕', NULL, "泥巢语雀", "yan4" }, /* the bird's mud (燕泥点点); 燕山, 燕京 are yān */
	{ U'囤', "大小粮米谷麦一满", NULL, "dun4" }, /* a bin: 大囤冒尖 (囤积 hoards, tún) */
	{ U'撒', NULL, "满在遍光落掉", "sa3" }, /* 撒得 may be 撒谎 */
	{ U'哄', "一", NULL, "hong1" },
	{ U'挣', NULL, "出点钱了个得开下回来", "zheng4" }, /* earns, breaks free: 挣点钱, 挣开 (挣扎 is zhēng) */
	{ U'糊', NULL, "了一上住着在好窗墙纸得", "hu2" },   /* pastes: 纸糊了, 糊一下窗子 (糊弄: a word) */
	{ U'曲', "此这那每该新小歌唱奏谱", NULL, "qu3" }, /* a song, also where the lexicon made a word of 此曲 */
	/* 弄 is long4 only in 弄堂 and 里弄, which the lexicon has */
	{ U'弄', NULL, "些了着得出成坏好到来去个点清明醒死脏乱走丢一那这银钱弦的饭菜什玄鬼不过你他她我就衣棒粥",
	  "nong4" },
	{ U'弄', "去来要会想能把别再又也就都私着大", NULL, "nong4" },
	/* lined, jiá, is said of clothes and bedding (夹袄, 夹背心, 夹包袱); else it
	 * grips, jiā (夹着个绢包, 夹菜, 夹在书里) */
	{ U'夹', NULL, "袄裤袍衣被纱背裙褂袜包", "jia2" },
	{ U'夹', NULL, "着了在住菜杂带出进起得一些钱泥蜡道", "jia1" },
	/* a face swells red or purple, zhàng (红涨了脸, 紫涨了面皮, 脸都涨紫了); water
	 * and prices rise, zhǎng (新涨绿, 要涨到十文) */
	{ U'涨', "红紫脸", NULL, "zhang4" },
	{ U'涨', NULL, "红紫", "zhang4" },
};

/* Before 为, what makes it "as, to be" (以…为, 认为, 变为, 追认他为, 方为). */
#define AS_BEFORE "以认成称作难视封立选拜奉推尊呼改变化转分列当行方乃实即不"

/* 为 "for, because of" before a word of kin (为弟弟削苹果, 为妹妹置办), or in
 * a clause that goes on to someone's matter or to 而 (为润生的事犯愁, 为赚钱而借宿,
 * 为向前而难过); not 为…所 (为他的诚心所感动 is "by"), 以…为, 为…而成, nor after
 * a verb that makes it "as" (AS_BEFORE; 评为, 收为) or after 大, 最, 之 (大为震惊,
 * 凤姐之为人). */
static int for_someone(const int32_t *cp, size_t n, size_t i)
{
	if (i + 2 >= n || !utf8_is_han(cp[i + 1]))
		return 0;
	for (size_t k = i; k-- > 0 && utf8_is_han(cp[k]);)
		if (cp[k] == U'以')
			return 0; /* 以金雀花为帽饰而 */
	if (pinyin_in(cp[i + 1], "弟妹哥姐儿女侄甥孩妻丈") && pinyin_in(cp[i + 2], "弟妹哥姐子女儿甥夫"))
		return 1;
	for (size_t k = i + 2; k < n && k < i + 14 && utf8_is_han(cp[k]); k++) {
		if (cp[k] == U'所')
			return 0;
		if (cp[k] == U'而')
			return !(k + 1 < n && cp[k + 1] == U'成'); /* 城墙为石砌而成 "is" */
		if (cp[k] == U'事' && cp[k - 1] == U'的')
			return 1;
	}
	return 0;
}

/* A feeling jieba tags as an adjective, felt for someone after 为 (为黛玉伤心,
 * 为孩子着急). */
static int feeling_at(const int32_t *cp, size_t n, size_t k)
{
	static const int32_t feelings[][2] = {
		{ U'伤', U'心' }, { U'难', U'过' }, { U'担', U'心' }, { U'着', U'急' },
		{ U'发', U'愁' }, { U'犯', U'愁' }, { U'操', U'心' }, { U'高', U'兴' },
		{ U'心', U'疼' }, { U'难', U'受' }, { U'惋', U'惜' }, { U'痛', U'心' },
		{ U'欣', U'慰' }, { U'庆', U'幸' }, { U'骄', U'傲' }, { U'自', U'豪' },
		{ U'可', U'惜' }, { U'伤', U'感' }
	};
	return context_pair_in(feelings, sizeof feelings / sizeof *feelings, cp, n, k);
}

/* 为 after someone or something that is no verb, before whom or what it is
 * done for and the doing, in one clause, is wèi (徐治功为白明川的没水平…,
 * 俊斌为队里送了命, 护士为向前换吊针); not a copula's "is, as" with nothing
 * done (太阳黄经为九十度, 老嫂为母), nor after a verb (提升为, 定为), 以, 所,
 * nor 自为 "thinks", 为人, 为王, 据为己有. */
static int for_doing(const int32_t *cp, size_t n, size_t i, const unsigned char *pos)
{
	if (i == 0 || i + 2 >= n || pos[i - 1] == LEXICON_VERB || pinyin_in(cp[i - 1], "自务其素") ||
	    pinyin_in(cp[i + 1], "人王己主首") ||
	    !(pos[i + 1] == LEXICON_NOUN || pos[i + 1] == LEXICON_NAME ||
	      pos[i + 1] == LEXICON_PLACE || pos[i + 1] == LEXICON_PRONOUN))
		return 0;
	for (size_t k = i; k-- > 0 && utf8_is_han(cp[k]);)
		if (cp[k] == U'以')
			return 0;
	int doing = 0;
	for (size_t k = i + 2; k < n && utf8_is_han(cp[k]); k++) {
		if (pinyin_in(cp[k], "所为是"))
			return 0;
		if (((pos[k] == LEXICON_VERB || pos[k] == LEXICON_IDIOM) &&
		     pos[k - 1] != LEXICON_VERB) || feeling_at(cp, n, k))
			doing = 1; /* an idiom does too: 为朋友两肋插刀; a feeling: 为黛玉伤心 */
		else if (cp[k] == U'的')
			doing = 0; /* what the verb said of a noun: 为舌蛭科拟小蛭属的动物 */
	}
	return doing;
}

/* 划 rows a boat, cuts and strikes, huá (划着船, 把桨一划, 小船…划出, 拿刀子往胸口上
 * 一划, 划火柴, 划破, 划了一道口子), also where the lexicon's 划出 draws; it draws
 * and divides as 画 does, huà (划出一道线, 在地上划开, 划分). */
static int rows_or_scratches(const int32_t *cp, size_t n, size_t i)
{
	if (i + 1 < n && pinyin_in(cp[i + 1], "分拨定归界清"))
		return 0;
	if (i + 1 < n && pinyin_in(cp[i + 1], "破伤桨"))
		return 1;
	for (size_t k = i; k > 0 && k + 10 > i && utf8_is_han(cp[k - 1]); k--)
		if (pinyin_in(cp[k - 1], "船舟桨橹艇筏刀剑"))
			return 1;
	for (size_t k = i + 1; k < n && k <= i + 6 && utf8_is_han(cp[k]); k++)
		if (pinyin_in(cp[k], "船舟桨橹艇筏柴痕") ||
		    (cp[k] == U'口' && k + 1 < n && cp[k + 1] == U'子'))
			return 1;
	return 0;
}

/* 钯 is a rake, pá (耙), where a hand swings, drags or hands it over (举起钯, 抡钯,
 * 拖着钯, 把钯递与他) or the text names the rake (钉钯, 耙); else it is palladium, bǎ,
 * which a chemist's text puts after the same 把 and 这 a novel does (把钯加入溶液). */
static int rake(const int32_t *cp, size_t n, size_t i)
{
	size_t verb = i >= 2 && pinyin_in(cp[i - 1], "着起了") ? i - 1 : i;
	if ((verb >= 1 && pinyin_in(cp[verb - 1], "举抡舞掣挥拖扛")) ||
	    (i + 1 < n && cp[i + 1] == U'递'))
		return 1;
	for (size_t k = 0; k < n; k++)
		if (cp[k] == U'耙' || (cp[k] == U'钉' && k + 1 < n && cp[k + 1] == U'钯'))
			return 1;
	return 0;
}

/* 挨 (and 捱, which t2s writes 挨) nears, āi, before 过身 or before a person and a
 * posture (挨过身来, 挨他坐着); it suffers, ái, where a beating, hunger, cold or a
 * knife comes later in its clause, or right after 挨着 (又挨一顿好打, 挨你爷爷的打,
 * 挨冷受冻, 挨着饿), where a stretch of time it drags through follows (挨一日是一日,
 * 再挨半个月, 捱得时刻), or closing a clause after 咬牙, 只好 or 只得 (咬牙捱着。);
 * words counted (挨她两句硬话) too, and what 得 or 该 must suffer (得挨的). */
static const char *nears_or_endures(const int32_t *cp, size_t n, size_t i)
{
	if (i + 2 < n && ((cp[i + 1] == U'过' && cp[i + 2] == U'身') ||
			  (pinyin_in(cp[i + 1], "他她我你") && pinyin_in(cp[i + 2], "坐站躺靠"))))
		return "ai1";
	size_t end = i + 1;
	while (end < n && end < i + 9 && utf8_is_han(cp[end]))
		end++;
	/* 挨到 a seat or a side nears it (挨到椅子上, 挨到炕沿边; 挨到晚上 drags on) */
	for (size_t k = i + 3; k < end && cp[i + 1] == U'到'; k++)
		if (pinyin_in(cp[k], "上边") && pinyin_in(cp[k - 1], "子沿床炕身桌墙"))
			return "ai1";
	/* what one must or should suffer: 这是得挨的, 该挨的 */
	if (i >= 1 && end > i + 1 && cp[i + 1] == U'的' && pinyin_in(cp[i - 1], "得该"))
		return "ai2";
	/* 挨着 is next to whatever follows but what it suffers (挨着饿; 挨着她打毛衣) */
	int next_to = i + 1 < n && cp[i + 1] == U'着';
	for (size_t k = i + 1 + next_to; k < (next_to ? i + 3 : end) && k < end; k++)
		if (pinyin_in(cp[k], "打骂揍饿冻冷刀戳鞭顿句"))
			return "ai2";
	for (size_t k = i + 1; k < end && k < i + 5; k++)
		if (pinyin_in(cp[k], "日刻会时月年夜") &&
		    (pinyin_is_numeral(cp[k - 1]) || pinyin_in(cp[k - 1], "半个几得")))
			return "ai2";
	if (end == i + 2 && cp[i + 1] == U'着' && i >= 2 &&
	    ((cp[i - 2] == U'咬' && cp[i - 1] == U'牙') ||
	     (cp[i - 2] == U'只' && pinyin_in(cp[i - 1], "好得"))))
		return "ai2";
	return NULL;
}

/* Whether 观 (觀) closing a word or standing alone is a Taoist temple, guàn:
 * a name of two after 在, 到, 至, 于, 往 or 进 (在清虚观打醮, 到了清虚观门口, 先到
 * 玄真观), 本观, or its front or inside after 至, 于 or 在 (将至观前, 殁于观中).
 * 到园中观看, 大观园 and 到厂参观 are seeing, guān. */
static int temple(const int32_t *cp, size_t n, size_t i)
{
	int32_t next = i + 1 < n ? cp[i + 1] : 0;
	if (pinyin_in(next, "看察赏望测摩光点念众衆灯燈花鱼魚局画畫"))
		return 0;
	if (i >= 1 && cp[i - 1] == U'本')
		return 1;
	if (i >= 1 && pinyin_in(next, "前中里裡内內") && pinyin_in(cp[i - 1], "至于於在"))
		return 1;
	/* 在一旁观, 到远处观: a place word before 观 the verb */
	if (i < 3 || !utf8_is_han(cp[i - 1]) || !utf8_is_han(cp[i - 2]) ||
	    pinyin_in(cp[i - 1], "旁边邊处處面侧側上下里裡中外前后後"))
		return 0;
	size_t v = cp[i - 3] == U'了' && i >= 4 ? i - 4 : i - 3;
	return pinyin_in(cp[v], "在到至于於往进進");
}

/* The reading everyday[], or the rules of 挨, 划, 差些, 钯 and 观, give cp[i], NULL
 * for none.  cp[i] stands alone, or makes a word with just the neighbour that
 * tells (倒掉, 真差). */
const char *context_everyday_use(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag)
{
	int alone = (wflag[i] & 3) == 3;
	int with_before = i >= 1 && (wflag[i] & 3) == PINYIN_WORD_END &&
			  (wflag[i - 1] & 3) == PINYIN_WORD_START;
	int with_after = i + 1 < n && (wflag[i] & 3) == PINYIN_WORD_START &&
			 (wflag[i + 1] & 3) == PINYIN_WORD_END;
	if (cp[i] == U'挨' && (alone || (with_after && pinyin_in(cp[i + 1], "着过到上")))) {
		const char *r = nears_or_endures(cp, n, i);
		if (r)
			return r;
	}
	if (cp[i] == U'划' && (wflag[i] & 3) != PINYIN_WORD_END && rows_or_scratches(cp, n, i))
		return "hua2";
	/* the lexicon's 差些 falls short closing a clause or before 儿 (名分里头差些，,
	 * 差些儿的人; 差些小鬼来 sends some) */
	if (cp[i] == U'差' && (alone || with_after) && i + 1 < n && cp[i + 1] == U'些' &&
	    (i + 2 >= n || !utf8_is_han(cp[i + 2]) || cp[i + 2] == U'儿'))
		return "cha4";
	if (cp[i] == U'钯' && alone && rake(cp, n, i))
		return "pa2";
	/* not a word of two that ends in 观 (到厂参观, 在家乐观) */
	if (pinyin_in(cp[i], "观觀") && (wflag[i] & PINYIN_WORD_END) && !with_before &&
	    temple(cp, n, i))
		return "guan4";
	for (size_t k = 0; k < sizeof everyday / sizeof everyday[0]; k++) {
		const struct everyday *e = &everyday[k];
		if (e->ch != cp[i])
			continue;
		if (e->before && i >= 1 && (alone || with_before) &&
		    pinyin_in(cp[i - 1], e->before))
			return e->syl;
		if (e->after && i + 1 < n && (alone || with_after) &&
		    pinyin_in(cp[i + 1], e->after))
			return e->syl;
	}
	return NULL;
}

/* Whether the clause ends after cp[i]: punctuation or the line's end. */
static int clause_end(const int32_t *cp, size_t n, size_t i)
{
	return i + 1 >= n || !utf8_is_han(cp[i + 1]);
}

/* Whether a sentence ends after cp[i] (closing quotes may come first; the
 * traditional editions' full stop is ．), or the clause does and cp[i - 1]
 * is a one-word question (是么，对么，): 么 before a comma is the pause of
 * ·me (“列传”么，这一篇…), 吗 only at a question's end. */
static int sentence_end(const int32_t *cp, size_t n, size_t i)
{
	size_t k = i + 1;
	while (k < n && pinyin_in(cp[k], "”’」』\""))
		k++;
	if (k >= n || pinyin_in(cp[k], "？?！!。．…"))
		return 1;
	return clause_end(cp, n, i) && i >= 1 && pinyin_in(cp[i - 1], "是对好行") &&
	       (i < 2 || !utf8_is_han(cp[i - 2]));
}

/* Whether the clause of cp[i] compares with 比 before it, at most REACH
 * characters before. */
static int compared(const int32_t *cp, size_t i, size_t reach)
{
	for (size_t k = i; k > 0 && k + reach > i && utf8_is_han(cp[k - 1]); k--)
		if (cp[k - 1] == U'比')
			return 1;
	return 0;
}

/* 把 or 拿 earlier in the clause of cp[i], with no verb of sending or making
 * between (把这当个事, 把他当朋友, 拿着你们当正经人: 当 treats as, dàng;
 * 把她分配到省报当记者 serves, dāng). */
static int after_ba(const int32_t *cp, size_t i)
{
	for (size_t k = i; k-- > 0 && i - k <= 10 && utf8_is_han(cp[k]);) {
		if (pinyin_in(cp[k], "让叫派选到使请去来"))
			return 0;
		if (cp[k] == U'把' || cp[k] == U'拿')
			return k + 1 < i;
	}
	return 0;
}

/* 肯 or 敢 among the four characters before cp[i] in its clause */
static int agrees(const int32_t *cp, size_t i)
{
	for (size_t k = i; k-- > 0 && i - k <= 4 && utf8_is_han(cp[k]);)
		if (pinyin_in(cp[k], "肯敢"))
			return 1;
	return 0;
}

/* Whether 得 at i follows a subject or an adverb, so that before an illness
 * it catches it, dé (父亲得痨病死了, 她就得痨病, 忽得暴病, 再得怀胎), not a
 * verb it completes (气得老病发作, 生得多病: a single character, maybe
 * tagged otherwise). */
static int catches(const int32_t *cp, size_t i, const unsigned char *pos)
{
	if (i == 0 || !utf8_is_han(cp[i - 1]))
		return 0;
	if (pos[i - 1] == LEXICON_PRONOUN || pinyin_in(cp[i - 1], "再又就便忽才也都竟已曾若未"))
		return 1;
	return (pos[i - 1] == LEXICON_NOUN || pos[i - 1] == LEXICON_NAME) && i >= 2 &&
	       utf8_is_han(cp[i - 2]) && pos[i - 2] == pos[i - 1];
}

/* 冲 towards someone named, before a smile, a nod or a shout in the same
 * clause, is chòng (少平冲晓霞一笑, 冲刘根民会意地笑着: the pronouns are in
 * everyday[]); not where it rushes or braves (冲进来, 冲寒先已笑东风). */
static int faces(const int32_t *cp, size_t n, size_t i)
{
	if (i + 1 >= n || !utf8_is_han(cp[i + 1]) ||
	    pinyin_in(cp[i + 1], "进出入上下过来去到破开散走洗淡动突垮掉光积茶寒风雨雪喜"))
		return 0;
	for (size_t k = i + 2; k < n && k <= i + 9 && utf8_is_han(cp[k]); k++)
		if (pinyin_in(cp[k], "笑喊嚷吼眨") ||
		    (k + 1 < n && ((cp[k] == U'点' && cp[k + 1] == U'头') ||
				   (pinyin_in(cp[k], "招摆挥") && cp[k + 1] == U'手'))))
			return 1;
	return 0;
}

/* What the clause before 闷 says is close: a room or the air, stuffy, mēn
 * (屋里太闷了, 空气太闷: 1), or the heart, low, mèn (心里更闷了: -1); 0 for
 * neither (the model's; 闷得慌 is a word, mēn). */
static int stuffy_or_low(const int32_t *cp, size_t i)
{
	for (size_t k = i; k > 0 && utf8_is_han(cp[k - 1]); k--) {
		if (cp[k - 1] == U'心')
			return -1; /* 胸闷 is mēn, the chest */
		if (pinyin_in(cp[k - 1], "屋房室舱") ||
		    (cp[k - 1] == U'气' && k >= 2 && pinyin_in(cp[k - 2], "空天")))
			return 1;
	}
	return 0;
}

/* 铺 spreads, pū, before an aspect or a complement (铺着, 铺满, 铺在栏杆上,
 * 铺下两条花毡), after an adverb or opening a clause (又铺皮褥, ，铺褥子), and
 * in a four-character phrase (毯铺鱼獭); a shop or a bunk is pù (香铺里,
 * 躺在铺上, 打铺坐更, 铺子, 铺面). */
int context_spreads(const int32_t *cp, size_t n, size_t i)
{
	int32_t prev = i ? cp[i - 1] : 0, next = i + 1 < n ? cp[i + 1] : 0;
	int han_before = i && utf8_is_han(prev);
	if (!utf8_is_han(next) || pinyin_in(next, "子面盖里内去户边"))
		return 0;
	if (pinyin_in(next, "着满于了开成好得过"))
		return 1;
	if (pinyin_in(next, "在上下"))
		return !han_before || !pinyin_in(prev, "在到回从的个张上下里躺睡坐爬");
	if (!han_before || pinyin_in(prev, "又再便就都也先还忙"))
		return 1;
	return i >= 2 && !utf8_is_han(cp[i - 2]) && prev != U'打' && i + 3 < n &&
	       utf8_is_han(cp[i + 2]) && !utf8_is_han(cp[i + 3]);
}

/* 奔 heading for a goal it names is bèn: a person, a place, an age (奔了你老来,
 * 就奔平安州, 仍奔薛姨妈, 奔四十岁, 各自奔前程); running into, to or from it is
 * bēn (奔入, 奔到宝玉, 向你奔来, 急奔前来, 弃城而奔), and so is a beast that
 * runs (奔马, 常州奔牛, a place). */
static int heads_for(const int32_t *cp, size_t n, size_t i, const unsigned char *pos)
{
	size_t k = i + 1 < n && pinyin_in(cp[i + 1], "了着著") ? i + 2 : i + 1;
	if (k >= n || !utf8_is_han(cp[k]) || pinyin_in(cp[k], "牛马馬鹿兽獸"))
		return 0;
	if (pinyin_is_numeral(cp[k]))
		return (k + 2 < n && cp[k + 2] == U'岁') || (k + 3 < n && cp[k + 3] == U'岁');
	return pinyin_in(cp[k], "我你他她咱您各") || pos[k] == LEXICON_NAME ||
	       pos[k] == LEXICON_PLACE || pos[k] == LEXICON_NOUN;
}

/* Whether 差 sends someone over: one to four Han characters, then 前来,
 * 前去, 前往, 过来 or 过去 (朝廷差黄门左丰前来, 贾母差鸳鸯过来), no particle
 * between (成绩差的过去了 falls short). */
static int sends_over(const int32_t *cp, size_t n, size_t i)
{
	for (size_t k = i + 1; k + 2 < n && k <= i + 4; k++) {
		if (!utf8_is_han(cp[k]) || pinyin_in(cp[k], "的了得着地些"))
			return 0;
		if (pinyin_in(cp[k + 1], "前过") && pinyin_in(cp[k + 2], "来去往") &&
		    !(cp[k + 1] == U'过' && cp[k + 2] == U'往'))
			return 1;
	}
	return 0;
}

/* 好 "is fond of" before a pursuit, hào (专好结交天下豪杰, 好游猎, 好施舍, 好养静, 好吃酒看戏,
 * 酷好耍枪舞剑, 好饮酒, 好舞枪弄棒, 好善喜舍, 公余好武), or after 生性, 素 or 一味 before
 * any verb (生性好动); not where a word before makes it "may, so that" (只好, 也好, 就好喝酒去)
 * nor "good" before a skill (一身好武艺, 好善良). */
static int fond_of(const int32_t *cp, size_t n, size_t i, const unsigned char *pos)
{
	static const struct {
		int32_t first;
		const char *second;
	} pursuits[] = {
		{ U'结', "交" }, { U'交', "结游友朋" }, { U'游', "猎山" }, { U'猎', "" },
		{ U'打', "猎" }, { U'射', "猎" }, { U'饮', "酒" }, { U'吃', "酒" }, { U'喝', "酒" },
		{ U'施', "舍" }, { U'养', "静" }, { U'读', "书" }, { U'舞', "枪剑刀" },
		{ U'耍', "枪剑刀棒" }, { U'弄', "棒枪" }, { U'习', "武" }, { U'练', "武" },
		{ U'行', "善" }, { U'骑', "射马" }, { U'管', "闲" },
	};
	int32_t prev = i ? cp[i - 1] : 0;
	if (i + 2 >= n || !utf8_is_han(cp[i + 1]) ||
	    pinyin_in(prev, "只不也正还最才就好很真要更挺多刚恰幸越讨"))
		return 0;
	/* 我 or 你 opening a later clause is what the first one was for (给我钱，我好读书) */
	if (i >= 2 && pinyin_in(prev, "我你您咱") && !utf8_is_han(cp[i - 2]))
		return 0;
	if (i >= 2 && (pinyin_in(prev, "性素") || (prev == U'味' && cp[i - 2] == U'一')) &&
	    pos[i + 1] == LEXICON_VERB)
		return 1;
	int32_t a = cp[i + 1], b = cp[i + 2];
	if (a == U'善')
		return !pinyin_in(b, "良于意心事人");
	if (a == U'武')
		return !pinyin_in(b, "艺功器术士将官");
	for (size_t k = 0; k < sizeof pursuits / sizeof pursuits[0]; k++)
		if (a == pursuits[k].first &&
		    (!*pursuits[k].second || pinyin_in(b, pursuits[k].second)))
			return 1;
	return 0;
}

/* Everyday readings of characters standing alone that the model, learned
 * mostly from encyclopaedia rows, misses in novels (a read of 红楼梦, Lu Xun,
 * 三国 and 西游记 against a second reader): 传 before its object chuan2 (传饭, 快传大夫; 列传， ends a phrase); 相
 * before a verb "each other" xiang1 (答礼相问, 以礼相还), not 丞相's, 相验; 没
 * mei2 but before 入, 落 (mò); 曲 after 此 or ending 抚了一曲 a song, qu3; 种 before a plant zhong4 (只种茄子);
 * 还 before an adverb or a verb hai2 (人家还没拿进); 中了 zhong4; 得 after 若, 俱, 独, 可以
 * "may, get" de2 (若得一见, 可以得朋友之乐); 地 ending a clause di4 (典房卖地。)
 * unless doubled (慢慢地); 将 after a numeral a general (为首一将, not 一一将) jiang4. */
/* Characters that spell foreign names' sounds (阿耳忒弥斯, 安忒洛斯, 得墨忒耳). */
#define FOREIGN_SOUNDS "阿耳墨斯安秃欧狄克提奥里洛弥亚佩拉俄卡尔赫姆罗塞丝娜"

/* Whether 供 at cp[i] is what is offered or confessed, or offers it, gòng, told by
 * two characters (上了供, 上个供, 祖宗的供，; 供一钟茶, 供一碗饭, 供了饭, 供了出来; one
 * neighbour: everyday[]); elsewhere it provides, gōng (供他上学, 供一时之兴趣). */
static int offers(const int32_t *cp, size_t n, size_t i)
{
	int32_t next = i + 1 < n ? cp[i + 1] : 0, after = i + 2 < n ? cp[i + 2] : 0;
	if ((i >= 2 && pinyin_in(cp[i - 1], "了个") && cp[i - 2] == U'上') ||
	    (i >= 1 && cp[i - 1] == U'的' && !utf8_is_han(next)))
		return 1;
	return after && ((next == U'一' && pinyin_in(after, "钟碗杯盘盏炷")) ||
			 (next == U'了' && pinyin_in(after, "饭茶酒出")));
}

/* Whether 扎 at cp[i] binds hair or a sash, zā (现代汉语词典: 扎辫子, 扎腰带): its
 * object next (扎头发) or a few characters after 着, 了 (头上扎着白头绳, 扎了一条腰带);
 * else it pricks or plunges, zhā (扎手, 扎在头发里). */
static int binds(const int32_t *cp, size_t n, size_t i)
{
	size_t k = i + 1, reach = i + 2;
	if (k < n && pinyin_in(cp[k], "着了"))
		reach = ++k + 4;
	for (; k + 1 < n && k < reach && utf8_is_han(cp[k]); k++)
		if (cp[k] == U'辫' || (cp[k] == U'头' && pinyin_in(cp[k + 1], "发绳巾")) ||
		    (cp[k] == U'腰' && cp[k + 1] == U'带'))
			return 1;
	return 0;
}

const char *context_alone_use(const int32_t *cp, size_t n, size_t i, const unsigned char *pos)
{
	int32_t c = cp[i], prev = i ? cp[i - 1] : 0, next = i + 1 < n ? cp[i + 1] : 0;
	int han_before = i && utf8_is_han(prev), han_after = utf8_is_han(next);
	if (c == U'传' && pinyin_in(next, "》」"))
		return "zhuan4"; /* a title's last word: 《五柳先生传》 */
	if (c == U'传' && han_after)
		return "chuan2";
	if (c == U'供' && offers(cp, n, i))
		return "gong4";
	if (c == U'扎' && binds(cp, n, i))
		return "za1";
	if (c == U'嚼' && prev != U'咀')
		return "jiao2"; /* 嚼蜡; jué only in 咀嚼 */
	if (c == U'拽')
		return "zhuai4";
	if (c == U'冲' && faces(cp, n, i))
		return "chong4";
	if (c == U'蹬' && prev != U'蹭')
		return "deng1"; /* 蹬着门槛 (蹭蹬 dèng) */
	if (c == U'臊')
		return "sao4"; /* shame: 讨个臊, 又是臊 (腥臊, 臊气: words, sāo) */
	if (c == U'弹' && !pinyin_in(prev, "子炮枪铁弓泥飞流导") && !pinyin_in(next, "子药丸弓"))
		return "tan2"; /* 弹一套曲子, 没弹我一指甲 (a pellet, 子弹, is dàn) */
	if (c == U'哄' && prev != c && next != c && !pinyin_in(next, "笑然堂声抢传动闹起而嚷叫"))
		return "hong3"; /* coaxes, fools: 哄孩子, 哄宝玉, 千哄万哄 (哄笑, 闹哄哄 hōng) */
	if (c == U'悄' && prev != U'悄' && next != U'悄')
		return "qiao3"; /* 悄笑, 悄问, 悄无声息 (悄悄 and 静悄悄 are qiāo) */
	int air = c == U'闷' ? stuffy_or_low(cp, i) : 0;
	if (air)
		return air > 0 ? "men1" : "men4";
	if (c == U'舡')
		return "chuan2"; /* 船 */
	if (c == U'奔' && heads_for(cp, n, i, pos))
		return "ben4";
	if (pinyin_in(c, "铺舖鋪") && prev == U'里' && i >= 2 && pinyin_is_numeral(cp[i - 2]))
		return "pu4"; /* a place named by its distance: 三十里铺村, 五里铺 */
	if (pinyin_in(c, "铺舖鋪") && context_spreads(cp, n, i))
		return "pu1";
	if (c == U'降' && i + 2 < n && pinyin_in(next, "得不的") && cp[i + 2] == U'住')
		return "xiang2"; /* can subdue: 降得住, 降不住她们 (降不下来 falls) */
	/* grows up: 长不大, 长得高 (时间长不了 is long) */
	if (c == U'长' && i + 2 < n && pinyin_in(next, "不得") && pinyin_in(cp[i + 2], "大高"))
		return "zhang3";
	if (c == U'长' && prev == U'得' && !utf8_is_han(next))
		return "chang2"; /* a complement closing the clause: 保得长。, 活得长 */
	if (c == U'降' && next == U'了' && i + 2 < n &&
	    (pinyin_is_numeral(cp[i + 2]) || pinyin_in(cp[i + 2], "几级职")))
		return "jiang4"; /* demoted by so much: 降了三级 (降了 alone may surrender) */
	if (c == U'曾' && han_before && context_verb_at(pos, n, i + 1))
		return "ceng2"; /* 大爷曾点过: not the surname (names.c, before a title) */
	if (c == U'相' && han_before && han_after && context_verb_at(pos, n, i + 1) &&
	    !pinyin_in(prev, CONTEXT_NOT_MUTUAL) && !pinyin_in(next, "准验中貌面"))
		return "xiang1";
	if (c == U'当' && han_after && after_ba(cp, i))
		return "dang4";
	if (c == U'强' && han_before && pinyin_in(prev, "敢不必免勉苦莫别硬") &&
	    pinyin_in(next, "他她我你"))
		return "qiang3"; /* forces: 不敢强他, 不必强她, 免强你们 */
	if (c == U'没' && !pinyin_in(prev, "湮淹埋隐出抄辱吞覆沉泯") &&
	    !pinyin_in(next, "入落药收齿世顶"))
		return "mei2";
	if (c == U'曲' && prev == U'一' && !han_after)
		return "qu3";
	if (c == U'长' && next == U'一' && i + 2 < n && pinyin_in(cp[i + 2], "对双副身脸张口头"))
		return "zhang3"; /* grows, has: 长一对大眼, 长一脸麻子 (长一寸 is longer) */
	if (c == U'干' && i + 2 < n && (cp[i + 2] == U'杯' || (pinyin_in(next, "一这那") && i + 3 < n &&
					   pinyin_in(cp[i + 3], "杯钟盅碗"))))
		return "gan1"; /* drains a cup: 咱们干一杯, 吃干这钟 */
	if (c == U'干' && i + 2 < n && (pinyin_is_numeral(next) || next == U'几') &&
	    pinyin_in(cp[i + 2], "天年月夜晚辈场回"))
		return "gan4"; /* works so long: 白天干一天, 干两年, 大干一场 */
	/* agrees to it, closing a clause after 肯 or 敢 (不敢应, 肯替你应): yīng, as the
	 * 审音表's 提出的条件他都应了 */
	if (c == U'应' && !han_after && agrees(cp, i))
		return "ying1";
	if (c == U'干' && next == U'老' && i + 2 < n && cp[i + 2] == U'子')
		return "gan1"; /* a godfather: 认他作干老子 */
	if (c == U'干' && pinyin_in(prev, "这那此") && pinyin_in(next, "人众"))
		return "gan1"; /* a band of people, as 一干人: 这干人, 那干众 */
	/* feeds someone's spirit: 此长寇之志 (长他人之威) */
	if (c == U'长' && i + 3 < n && utf8_is_han(next) && cp[i + 2] == U'之' &&
	    pinyin_in(cp[i + 3], "志威气"))
		return "zhang3";
	if (c == U'长' && next == U'在' && i + 2 < n && utf8_is_han(cp[i + 2]) &&
	    !(han_before && pinyin_in(prev, "亦也都又还仍总常久")))
		return "zhang3"; /* grows on: 长在青松下, 膀子长在她身上 (亦长在两府走动: 常) */
	if (c == U'长' && next == U'到' && i + 2 < n &&
	    (pinyin_is_numeral(cp[i + 2]) || pinyin_in(cp[i + 2], "了哪这那多几")))
		return "zhang3"; /* grows to: 长到十八九岁, 耳朵长到哪儿去啦 */
	/* the classical 必为 "will surely be": 必为大祸, 必为丧身之本 (何必为人作嫁,
	 * 不必为他们伤感, 想必为着: for) */
	if (c == U'为' && prev == U'必' && !(i >= 2 && pinyin_in(cp[i - 2], "何不想未务")))
		return "wei2";
	if (c == U'为' && next == U'不' && i + 2 < n && pos[i + 2] == LEXICON_VERB &&
	    !pinyin_in(prev, AS_BEFORE))
		return "wei4"; /* in order not to: 为不刺激他 (方为不负 is "to be") */
	if (c == U'为' && !(han_before && pinyin_in(prev, AS_BEFORE "评命升纳娶嫁许收大最极较尤甚颇互之")) &&
	    (for_someone(cp, n, i) || for_doing(cp, n, i, pos)))
		return "wei4";
	if (c == U'价' && han_before && (pinyin_in(prev, "天年日夜") || (i >= 2 && cp[i - 2] == prev)))
		return "jie5"; /* the old adverbial suffix: 整天价, 慢慢价来 */
	if (c == U'塞' && han_before && (next == U'钱' || pinyin_in(prev, "里往给偷硬又再就都也还便")))
		return "sai1"; /* stuffs: 往嘴里塞。 给他塞钱 (边塞, 闭塞: words) */
	/* the county of 河东 (河东解良人, 解州人: Xiè; the surname is names.c's) */
	if (c == U'解' && pinyin_in(next, "良州县") && i + 2 < n &&
	    (cp[i + 2] == U'人' || pinyin_in(prev, "东西南北")))
		return "xie4";
	/* the first of all or coming of age after 之, 既, 未 is guàn (群芳之冠, 未冠之时);
	 * a hat or a crown closing a phrase guān (戴上七星冠， 头戴花冠) */
	if (c == U'冠' && han_before && pinyin_in(prev, "之既未"))
		return "guan4";
	if (c == U'冠' && han_before && !han_after && prev != U'弱')
		return "guan1";
	if (c == U'好' && fond_of(cp, n, i, pos))
		return "hao4";
	if (c == U'好' && pinyin_in(prev, "也就才") && pinyin_in(next, "把给让叫使教"))
		return "hao3"; /* so that: 也好叫他知道 */
	/* a clause's first word is good, fine, so that (好了， 好吧， 好在以后, ，好赶进城:
	 * the model read hào after a comma), not fond of (好色不淫, 好事者, 好以为事) */
	if (c == U'好' && !han_before && han_after && !pinyin_in(next, "色事赌客奇学胜强逸斗酒以为"))
		return "hao3";
	/* a biography's young: 少孤 (淄川人，少孤，好读书) */
	if (c == U'少' && !han_before && next == U'孤' && (i + 2 >= n || !utf8_is_han(cp[i + 2]) ||
							 pinyin_in(cp[i + 2], "贫而")))
		return "shao4";
	if (c == U'只' && pinyin_in(prev, "这那哪每几两买养") && han_after && pos[i + 1] != LEXICON_VERB &&
	    pos[i + 1] != LEXICON_ADVERB && !pinyin_in(next, "是有能要好会得怕不也都就还才见剩在"))
		return "zhi1"; /* a measure word: 那只猫, 买只猪娃 (这只是 only) */
	if (c == U'嗯' && !han_before && pinyin_in(next, "。！？?!，,…”’"))
		/* ǹg, answering (ńg asks), also quoted: “嗯”了一声, “嗯……” */
		return next == U'？' || next == U'?' ? "ng2" : "ng4";
	if (c == U'弄' && han_before && !han_after)
		return "nong4"; /* 要弄就尽快弄！ (王家弄, 百福弄社区: lanes) */
	if (c == U'咋' && !pinyin_in(next, "舌市县"))
		return "za3"; /* how: 咋忘了 (咋舌 zé) */
	if (c == U'差' && sends_over(cp, n, i))
		return "chai1";
	if (c == U'长' && next == U'的' && i + 2 < n && pinyin_in(cp[i + 2], "如怎像"))
		return "zhang3"; /* 长得: 比你们的长的如何, 女婿长的像他 */
	if (c == U'差' && han_before && !han_after && compared(cp, i, i /* the whole clause */))
		return "cha4"; /* 不比县城差。 (出了差, 讨了这件差: errands) */
	if (c == U'省' && next == U'了' && i + 2 < n && pinyin_in(cp[i + 2], "些许多钱"))
		return "sheng3"; /* saves: 岂不省了些寿命 (猛省了, 不省了 wake) */
	if (c == U'中' && next == U'了')
		return "zhong4"; /* hit, passed: 兰哥儿中了, 中了暑, 中了进士 (郎中, 高中: words) */
	if (c == U'中' && i + 2 < n &&
	    ((next == U'状' && cp[i + 2] == U'元') || (next == U'进' && cp[i + 2] == U'士')))
		return "zhong4"; /* passes: 要中状元, 中进士 (中举 is a word; 城中举行 is not one) */
	/* 没得 is the old vernacular's "has no" (没得说, 连饭也没得吃, 两日没得水:
	 * dé), where 没 is not the end of a verb (淹没得干净: ·de) */
	if (c == U'得' && prev == U'没' && !(i >= 2 && pinyin_in(cp[i - 2], "淹埋沉吞湮隐出辱覆泯鬼")))
		return "de2";
	if (c == U'得' && next == U'的' && pinyin_in(prev, "里儿么上前我你他她它们咱"))
		return "de2"; /* obtained: 那里得的？ 前儿得的, 昨儿我得的 (吃得的, 说得的: ·de) */
	/* gets by picking up, finding or earning, where the clause ends or a
	 * number follows: 尚未揀得．, 捡得一块钱, 讨得一碗饭 (捡得干净, 寻得着: ·de) */
	if (c == U'得' && pinyin_in(prev, "拣捡揀撿寻尋觅覓讨討赚賺换換") &&
	    (!han_after || (pos[i + 1] == LEXICON_NUMBER && pinyin_is_numeral(next))))
		return "de2";
	if (c == U'种' && pinyin_in(next, "树花菜豆地田稻麦瓜竹草果茄桑麻菊梅药"))
		return "zhong4";
	if (c == U'得' && i + 2 < n && catches(cp, i, pos) &&
	    ((cp[i + 2] == U'病' && !(i + 3 < n && cp[i + 3] == U'病')) ||
	     (next == U'怀' && pinyin_in(cp[i + 2], "胎孕"))))
		return "de2";
	/* "for all that, rather" before an adjective (这里过门风倒凉快, 味倒轻,
	 * 她们倒便宜些, 讲的倒清楚: dào); 倒 falls (dǎo) before no adjective */
	if (c == U'倒' && han_before && han_after && pos[i + 1] == LEXICON_ADJ)
		return "dao4";
	/* ... and before 多 or 少, which jieba tags numerals (世面倒多, 倒多了层气) */
	if (c == U'倒' && han_before && pinyin_in(next, "多少") &&
	    (i + 2 >= n || !utf8_is_han(cp[i + 2]) || pinyin_in(cp[i + 2], "了些的呢")))
		return "dao4";
	/* 忒 standing alone is the adverb "too", tuī (也忒胡闹, 别忒势利, ，忒没照应); 忒儿,
	 * 忒楞楞 and a foreign name's, beside the characters that spell one (阿耳忒弥斯,
	 * 得墨忒耳, 忒提斯号), are tè */
	if (c == U'忒' && han_after && !pinyin_in(next, "儿楞" FOREIGN_SOUNDS) &&
	    !(han_before && pinyin_in(prev, FOREIGN_SOUNDS)))
		return "tui1";
	/* 有难 closing a clause or before 同 or 了 is in trouble, nàn (唐僧有难, 有难同当);
	 * 有难处, 有难色 keep nán */
	if (c == U'难' && prev == U'有' && (!han_after || pinyin_in(next, "同了")))
		return "nan4";
	/* 得用 before 的 is useful, dé (第一个得用的, 多少得用的人) */
	if (c == U'得' && next == U'用' && i + 2 < n && cp[i + 2] == U'的')
		return "de2";
	if (c == U'还' && han_before && pinyin_in(next, "没不是有要在能会更很也再只比未等劳"))
		return "hai2";
	/* 因得除今职 "thereby got", 勿得下手 "must not", 汝得之; a clause's 安得 "how could one get" */
	if (c == U'得' && han_before && han_after &&
	    (pinyin_in(prev, "若欲俱皆独未均亦以因勿汝吾") ||
	     (prev == U'安' && (i < 2 || !utf8_is_han(cp[i - 2])))))
		return "de2";
	if (c == U'得' && next == U'长' && i + 2 < n && cp[i + 2] == U'生')
		return "de2"; /* attains long life: 似这般可得长生么 (可得 alone may be "must") */
	if (c == U'得' && han_before && !han_after && pinyin_in(prev, "才方始乃"))
		return "de2"; /* gets only then, ending a clause: 通在九月才得， (context.c: 才得相聚) */
	if (c == U'地' && han_before && !han_after && !(i >= 2 && cp[i - 2] == prev))
		return "di4";
	if (c == U'子' && pinyin_in(prev, "头婆点"))
		return "zi5"; /* a suffix where jieba split 丫头 子, 一点 子 */
	if (c == U'上' && pinyin_in(prev, "晚早") && i >= 2 && pinyin_in(cp[i - 2], "今昨明") &&
	    !pinyin_in(next, "来去门任香床"))
		return "shang5"; /* the PSC's 晚上, 早上 where jieba split 今晚 上, 明早 上 */
	if (c == U'头' && pinyin_in(prev, "里前后外") && i >= 2 && utf8_is_han(cp[i - 2]))
		return "tou5"; /* 宫里 头, 往前 头: 里头, 前头 (not 低下头) */
	/* leads troops: 令邹靖将兵五千 (将兵散回乡里 disposes of them, jiāng) */
	if (c == U'将' && next == U'兵' && i + 2 < n && pinyin_is_numeral(cp[i + 2]))
		return "jiang4";
	/* commands the troops, the clause ending there: 来代将我兵， (将 as 把 needs
	 * a verb after its object: 将兵散回乡里) */
	if (c == U'将' && i + 2 < n) {
		size_t k = pinyin_in(next, "我其汝吾彼") ? i + 2 : i + 1;
		if ((cp[k] == U'兵' || (k > i + 1 && cp[k] == U'军')) && clause_end(cp, n, k))
			return "jiang4";
	}
	/* a god's general: 众神将道, 六爻神将 (定神将两王恩典说明 collects himself, then 把) */
	if (c == U'将' && prev == U'神' && !(i >= 2 && pinyin_in(cp[i - 2], "定凝回安聚留提")))
		return "jiang4";
	/* counts out: 数三下就开怪, 数五声 (数十人, 数百年 are "several"), or one
	 * counts: 我数三下 (给他数两银子 gives several; 数学, 数年 are words) */
	if (c == U'数' && ((pinyin_is_numeral(next) && i + 2 < n && pinyin_in(cp[i + 2], "下声遍")) ||
			   (pinyin_in(prev, "我你他她咱俺") &&
			    !pinyin_in(next, "两个次年日月天人十百千万句步里位名"))))
		return "shu3";
	if (c == U'将' && (pinyin_is_numeral(prev) || prev == U'数') && /* 众将, 诸将: everyday[] */
	    !(i >= 2 && pinyin_is_numeral(cp[i - 2])) && !pinyin_in(next, "来要近"))
		return "jiang4";
	return NULL;
}

/* 为 … 所 in one clause is the passive "by" (为他所害: wéi). */
static int for_passive(const int32_t *cp, size_t n, size_t i)
{
	for (size_t k = i + 1; k < n && utf8_is_han(cp[k]); k++)
		if (cp[k] == U'所')
			return 1;
	return 0;
}

/* Adverbs and sentence particles a character standing alone between Han
 * characters or at a clause's end is: 倒 before a verb or an adverb is
 * "contrary to expectation" (倒恼了, 倒还问, 倒觉: dao4; 倒在, 倒下 fall);
 * 为 before a pronoun or 这/那 is "for, because of" (为这件事: wei4); 么 and
 * 呵 closing a clause are 吗 and 啊 (懂得么？ ma5, 什么话呵！ a5), 咯 there is lo5 (来咯！), and 么 closing a
 * clause after 了 too (你也听见了么， ma5; 这个么， is a topic's me5). */
const char *context_adverb_use(const int32_t *cp, size_t n, size_t i)
{
	int32_t c = cp[i], next = i + 1 < n ? cp[i + 1] : 0;
	if (c == U'少' && (pinyin_in(next, "了喝吃说胡来些许点做管则似几一两三四五六七八九十半操乱混出述什") ||
			  (i > 0 && pinyin_in(cp[i - 1], "别再太很也还")) ||
			  (i > 1 && cp[i - 1] != U'比' && compared(cp, i, 4))))
		return "shao3"; /* less, few: 你少喝, 别少了, 少一件, 少则八天,
			  * 比人少腮, 比别人少; not 少平, a given name (比少平大, 比自己小的少安) */
	/* 把 or "will": 雪雁将书拿来; a general is 魏将, 为将 (大将, 将军: words) */
	if (c == U'将' && (i == 0 || !pinyin_in(cp[i - 1], "魏蜀吴汉秦楚齐燕赵韩晋宋金辽元明清"
							   "敌守部名大主副偏裨战武猛良骁健宿为")))
		return "jiang1";
	if (c == U'么' && (sentence_end(cp, n, i) ||
			  (i > 0 && cp[i - 1] == U'了' && clause_end(cp, n, i))))
		return "ma5"; /* after 了 a comma's 么 asks too: 二爷来了么，奴才才要 */
	if (c == U'呵' && clause_end(cp, n, i) && i > 0 && utf8_is_han(cp[i - 1]))
		return "a5";
	if (c == U'咧' && i > 0 && cp[i - 1] == U'一')
		return "lie3"; /* the verb after 一's sudden act: 嘴一咧，哭了 (grins) */
	if (c == U'咧' && clause_end(cp, n, i) && i > 0 && utf8_is_han(cp[i - 1]))
		return "lie5"; /* a sentence particle, 了 or 啦 (罢咧！, 多着咧): 现代汉语词典's ·lie */
	if (c == U'咯' && clause_end(cp, n, i) && i > 0 && utf8_is_han(cp[i - 1]) &&
	    cp[i - 1] != U'咯')
		return "lo5"; /* a sentence particle (来咯！, 吃饭咯。); 咯咯 laughs gē */
	if (c == U'耶' && clause_end(cp, n, i) && i > 0 && utf8_is_han(cp[i - 1]) &&
	    cp[i - 1] != U'个')
		return "ye2"; /* classical 耶, a question: 共饮耶！ (a lone 耶！ and the V sign
			       * a 个 counts, 比了个耶, are ye1) */
	if (c == U'耶' && i > 0 && utf8_is_han(cp[i - 1]) && utf8_is_han(next) &&
	    next != cp[i - 1] && i + 2 < n &&
	    (cp[i + 2] == U'耶' || (i + 3 < n && utf8_is_han(cp[i + 2]) && cp[i + 3] == U'耶')))
		return "ye2"; /* ... and the first of a pair that asks (是耶非耶, 梦耶真耶; 米耶米耶
			       * is a name said twice) */
	/* 都 closing a clause after a verb of going or staying is the capital, dū
	 * (作速入都，, 题参回都，, 无人在都，: all 11 of the corpus); the adverb "all"
	 * wants a verb after it */
	if (c == U'都' && clause_end(cp, n, i) && i > 0 && pinyin_in(cp[i - 1], "入进来回到至在赴抵离返"))
		return "du1";
	if (c == U'为' && next == U'甚' && i + 2 < n && pinyin_in(cp[i + 2], "么麼"))
		return "wei4"; /* 为甚么 is 为什么, which jieba splits (为 甚么) */
	if (!utf8_is_han(next) || i == 0 || !utf8_is_han(cp[i - 1]))
		return NULL;
	if (c == U'都' && (pinyin_in(cp[i - 1], "子们人家些儿") ||
			  pinyin_in(next, "是不没有在要也已还会能就被来去说笑知")))
		return "dou1"; /* all (屋子都空着); not a title's 都 (都指挥使) */
	/* also before a modal, a verb of thinking or saying, 把, 别, 比, 先, 都
	 * (你倒会猜, 我倒想不到, 倒把我唬了一跳, 你倒别这么说, 倒比他冷静: about
	 * 150 in 红楼梦 and 平凡的世界 were dǎo), and before 蛮, 颇 (倒蛮有兴趣);
	 * after 还 or 却 before anything but a fall (还倒细问, 却倒十分欢喜);
	 * not 倒替着 "take turns" (dǎotì) */
	if (c == U'倒' && (pinyin_in(next, "是也还不没被觉要又反有肯真可像似教叫很"
					   "会能想怕说把别比先都使省难往问用给再未喜巧特念唬这蛮颇恐") ||
			  (pinyin_in(cp[i - 1], "还還却卻") && !pinyin_in(next, "在下地了掉塌")) ||
			  (next == U'几' && i + 2 < n && cp[i + 2] == U'乎') ||
			  (next == U'替' && !(i + 2 < n && pinyin_in(cp[i + 2], "着换")))))
		return "dao4";
	if (c == U'为' && pinyin_in(next, "这那此何谁我你他她它咱自大别") &&
	    !pinyin_in(cp[i - 1], "难以认成作称因行较极更最尤甚颇自") && !for_passive(cp, n, i))
		return "wei4";
	/* 为之 before what one does or feels for it, "for it" (妃皆为之减膳, 为之动容,
	 * 为之一振); 为之。 "does it" and 为之所苦, 为之奈何 are wéi */
	if (c == U'为' && next == U'之' && i + 2 < n && utf8_is_han(cp[i + 2]) &&
	    !pinyin_in(cp[i + 2], "所奈") && !pinyin_in(cp[i - 1], "以认成作称因化") &&
	    !for_passive(cp, n, i))
		return "wei4";
	/* after a modern adverb or auxiliary, "for, because of" (正在为弟弟削苹果,
	 * 总要为之颤栗, 专门为女儿, 来为金波送行) or a doubled one (好好为革命出力);
	 * the classical copula's adverbs (皆为, 俱为, 乃为) and 为所, 为止 are wéi */
	if (c == U'为' &&
	    (pinyin_in(cp[i - 1], "在正总要又还也都已倒仍先门地却只会该得来想忙肯敢") ||
	     (i >= 2 && utf8_is_han(cp[i - 1]) && cp[i - 2] == cp[i - 1])) &&
	    !pinyin_in(next, "所止主首例难人是定") && !for_passive(cp, n, i))
		return "wei4";
	/* and after a subject's 是: 俊斌是为集体牺牲了的, 却是为琪官 (a clause
	 * that opens with 是为 names: 是为汉献帝, wéi) */
	if (c == U'为' && cp[i - 1] == U'是' && i >= 2 && utf8_is_han(cp[i - 2]) &&
	    !pinyin_in(cp[i - 2], "乃即实则亦皆") && !pinyin_in(next, "所止主首例难人是定") &&
	    !for_passive(cp, n, i))
		return "wei4";
	return NULL;
}

/* 那 for 哪, as the old vernacular writes it (红楼梦, 西游记): 那知 / 那晓得,
 * 那里 + 还/肯/敢/是/有/中用 … at a clause's start or after 心里 (那里还拉你出钱,
 * 那里中用了！ "how could"),
 * and 那里, 那个, 那一 in a question that has no other question word (你是
 * 那里听来的？), 那里去 / 那里来 there after any word (姑娘那里去了？), and 那里话
 * "nonsense!".
 * Modern text writes 哪 there, and its 那里 stays "there". */
/* Where the clause of cp[i] ends in a question mark (？ or ?), n if it
 * ends otherwise. */
static size_t question_end(const int32_t *cp, size_t n, size_t i)
{
	size_t e = i;
	while (e < n && cp[e] != U'？' && cp[e] != U'?' && cp[e] != U'。' && cp[e] != U'！' &&
	       cp[e] != U'，')
		e++;
	return e < n && (cp[e] == U'？' || cp[e] == U'?') ? e : n;
}

/* Where the sentence of a 那里来 or 那里去 at cp[i] asks, n if it does not:
 * a question mark further on (你从那里来，老太太身上可安？), or 呢 or 么 as 吗
 * closing its clause (你那里去了呢，); 可巧你从那里来了。 says "there", and
 * so does a clause that goes to someone's place (你到林姑娘那里去，…呢。). */
static size_t sentence_question_end(const int32_t *cp, size_t n, size_t i)
{
	for (size_t k = i; k-- > 0 && utf8_is_han(cp[k]);)
		if (cp[k] == U'到')
			return n;
	int own = 1;
	for (size_t k = i; k < n && !pinyin_in(cp[k], "。！!．"); k++) {
		int closes = k + 1 == n || !utf8_is_han(cp[k + 1]);
		if (cp[k] == U'？' || cp[k] == U'?' || (own && closes && cp[k] == U'呢') ||
		    (own && closes && pinyin_in(cp[k], "么麼") && !pinyin_in(cp[k - 1], "什甚怎这這那多要")))
			return k;
		own = own && utf8_is_han(cp[k]);
	}
	return n;
}

/* Whether the clause of cp[i], up to e, asks with another word (谁, 多长),
 * asks yes or no (吗, 吧: 那个女的就叫田晓霞吧？ is "that"), or is a
 * rhetorical question (可不是…那里…？). */
static int asks_otherwise(const int32_t *cp, size_t i, size_t e)
{
	size_t b = i;
	while (b > 0 && utf8_is_han(cp[b - 1]))
		b--;
	for (size_t k = b; k < e; k++)
		if (pinyin_in(cp[k], "谁什怎甚几吗吧哪啥么岂难莫") ||
		    (cp[k] == U'多' && k + 1 < e && pinyin_in(cp[k + 1], "长久少大远高")) ||
		    (cp[k] == U'不' && k + 1 < e && cp[k + 1] == U'是'))
			return 1;
	return 0;
}

/* Whether the 那里 at cp[i] is what a 问 earlier in its clause asks: 问宝玉从
 * 那里来, 问是那里来的, 问贼在那里, 问他那里不舒服 "where" (问二奶奶那里支用 is
 * her place; 问他在那里做什么 asks what). */
static int asked_where(const int32_t *cp, size_t n, size_t i)
{
	if (i == 0 || (utf8_is_han(cp[i - 1]) && !pinyin_in(cp[i - 1], "问問在从從往到是他她你")))
		return 0;
	size_t b = i;
	while (b > 0 && i - b < 10 && utf8_is_han(cp[b - 1]) && !pinyin_in(cp[b - 1], "问問"))
		b--;
	if (b == 0 || !pinyin_in(cp[b - 1], "问問"))
		return 0;
	for (size_t k = b; k < n && utf8_is_han(cp[k]); k++)
		if (pinyin_in(cp[k], "谁誰什甚怎几幾吗嗎啥么麼"))
			return 0;
	return 1;
}

/* Whether the 那里 at cp[i] is one of a pair said in turn, the first before
 * 来, the other before 去 in the clause after it: 你从那里来，便从那里去 "go
 * back where you came from". */
static int where_from_where_to(const int32_t *cp, size_t n, size_t i)
{
	if (i + 2 >= n || !pinyin_in(cp[i + 2], "来來去"))
		return 0;
	int from = cp[i + 2] != U'去';
	size_t b = i, e = i + 3;
	while (b > 0 && utf8_is_han(cp[b - 1]))
		b--;
	while (e < n && utf8_is_han(cp[e]))
		e++;
	/* the other clause: after this one's comma, or before the comma that opens it */
	if (from ? e >= n || cp[e] != U'，' : b == 0 || cp[b - 1] != U'，')
		return 0;
	size_t k = from ? e + 1 : b - 1;
	while (k > 0 && !from && utf8_is_han(cp[k - 1]))
		k--;
	for (; k + 2 < n && utf8_is_han(cp[k]); k++)
		if (cp[k] == U'那' && pinyin_in(cp[k + 1], "里裡") &&
		    pinyin_in(cp[k + 2], from ? "去" : "来來"))
			return 1;
	return 0;
}

/* Whether 那X at cp[i] (那里, 那个, 那一个) and the same 那X with 就 or 便
 * between them in one clause, or 了 closing the first just before the second
 * and 先/就/便 after it, say "wherever … there", "whichever … that one", both
 * nǎ (做到那里就到那里, 数到那个便是那个喝酒, 谁作那一个就作那一个,
 * 那位渴了那位先接了); a pair without them points, nà (那里的事情那里了结,
 * 拉那个扯那个, 那个人走了那个人又来了). */
static int correlative(const int32_t *cp, size_t n, size_t i)
{
	size_t m = cp[i + 1] == U'一' ? 3 : 2; /* 那里, 那一个 */
	if (i + m > n || !pinyin_in(cp[i + 1], "里裡个個位一"))
		return 0;
	size_t b = i, e = i + m;
	while (b > 0 && utf8_is_han(cp[b - 1]))
		b--;
	while (e < n && utf8_is_han(cp[e]))
		e++;
	for (size_t k = b; k + m <= e; k++) {
		if (k == i || cp[k] != U'那' || memcmp(cp + k, cp + i, m * sizeof *cp))
			continue;
		size_t lo = k < i ? k + m : i + m, hi = k < i ? i : k;
		if (hi > lo && cp[hi - 1] == U'了' && hi + m < e && pinyin_in(cp[hi + m], "先就便"))
			return 1;
		for (size_t j = lo; j < hi; j++)
			if (pinyin_in(cp[j], "就便"))
				return 1;
	}
	return 0;
}

int context_old_which(const int32_t *cp, size_t n, size_t i, const unsigned char *wflag,
		      const unsigned char *pos)
{
	if (cp[i] != U'那' || i + 1 >= n)
		return 0;
	if (correlative(cp, n, i))
		return 1;
	int32_t next = cp[i + 1];
	/* 你就是那个…的沈青云？ asks who one is: "that" (你是那里听来的？ "where") */
	int identifies = i >= 2 && cp[i - 1] == U'是' && pinyin_in(cp[i - 2], "就便正");
	int starts = i == 0 || !utf8_is_han(cp[i - 1]) ||
		     (pinyin_in(cp[i - 1], "你我他她是在到往从打学去便又却可说") && !identifies);
	/* 那管 "never minds" where 管 stands alone, after a subject too (那管这些,
	 * 我那管你们的); 那管总的家人, 那管租的人 are "that one in charge of" */
	int minds = next == U'管' && (wflag[i + 1] & 3) == 3 &&
		    !(i + 3 < n && cp[i + 3] == U'的' && !pinyin_in(cp[i + 2], "我你他她它人"));
	if ((pinyin_in(next, "知晓") || minds) &&
	    (i == 0 || !utf8_is_han(cp[i - 1]) || (minds && pinyin_in(cp[i - 1], "我你他她"))))
		return 1;
	if (pinyin_in(next, "能有得") && (i == 0 || !utf8_is_han(cp[i - 1])) &&
	    question_end(cp, n, i) < n &&
	    !asks_otherwise(cp, i, question_end(cp, n, i)))
		return 1; /* 那能配得起这样世家小姐？ 那有这一注钱来做聘礼？ 那得齐全？ "how could"
			   * (那能走多长时间？ then) */
	/* 那得 opening a clause before a thing or a place gets it, unasked too (那得中原, 那得
	 * 银子来); "must" wants a verb or an amount (那得看你, 那得多少钱) */
	if (next == U'得' && (i == 0 || !utf8_is_han(cp[i - 1])) && i + 2 < n &&
	    (wflag[i + 1] & 3) == 3 && (wflag[i + 2] & PINYIN_WORD_START) &&
	    (pos[i + 2] == LEXICON_NOUN || pos[i + 2] == LEXICON_PLACE))
		return 1;
	/* 你不知那里顽去了, 不知从那里来的, 不知往那里去: "where" (不知在那里
	 * may be there: 不知在那里住了多久) */
	size_t known = i >= 1 && pinyin_in(cp[i - 1], "从往") ? i - 1 : i;
	if (next == U'里' && known >= 2 && cp[known - 1] == U'知' && cp[known - 2] == U'不')
		return 1;
	int cares = i + 3 < n && pinyin_in(cp[i + 2], "顾顧管") && !pinyin_in(cp[i + 3], "理事道家客问問區区");
	if (next == U'里' && i + 2 < n &&
	    (pinyin_in(cp[i + 2], "肯敢禁") || cares ||
	     (cp[i + 2] == U'经' && i + 3 < n && cp[i + 3] == U'得')))
		return 1; /* after a subject too: 宝玉那里肯舍, 她那里敢, 那里禁得住, 那里经得,
			   * 我那里管他们, 那里顾人的死活 (那里管理 is a place's) */
	/* 那里见过 "how could one have seen", or after 像 "somewhere" (那刘姥姥那里
	 * 见过, 倒像在那里见过的一般), and 那里 before a complement said as
	 * possible (那里睡得着, 那里忍得住, 那里抬得起: how could); 在那里见过,
	 * 在那里站得住 alone are there */
	int seen = i + 3 < n && pinyin_in(cp[i + 2], "见見") && pinyin_in(cp[i + 3], "过過来來");
	int can = i + 4 < n && utf8_is_han(cp[i + 2]) && cp[i + 3] == U'得' &&
		  pinyin_in(cp[i + 4], "着著住起动動过過");
	if (next == U'里' && (seen || can) &&
	    (i == 0 || cp[i - 1] != U'在' || (i >= 2 && pinyin_in(cp[i - 2], "像象似"))))
		return 1;
	int in_heart = i >= 2 && cp[i - 2] == U'心' && pinyin_in(cp[i - 1], "里中");
	if (next == U'里' && i + 2 < n &&
	    (in_heart || (starts && (i == 0 || !utf8_is_han(cp[i - 1])))) &&
	    (pinyin_in(cp[i + 2], "还肯敢是有能会就禁比及知晓认甚") ||
	     (cp[i + 2] == U'中' && i + 3 < n && cp[i + 3] == U'用')))
		return 1; /* 心里那里还搁的住: "how could", as at a clause's start */
	/* 那里话, 那里的话 closing a clause, said or opening it: "nonsense!" (说
	 * 那里话！ 这是那里的话， 那里的话！) */
	size_t h = i + 2 < n && cp[i + 2] == U'的' ? i + 3 : i + 2;
	if (next == U'里' && h < n && cp[h] == U'话' && (h + 1 >= n || !utf8_is_han(cp[h + 1])) &&
	    (i == 0 || !utf8_is_han(cp[i - 1]) || pinyin_in(cp[i - 1], "说是")))
		return 1;
	/* where would one find it, cried out: 那里找这一群花子去！ 往那里找去！
	 * (咱们那里找她去。 goes there) */
	if (next == U'里' && i + 3 < n && pinyin_in(cp[i + 2], "找寻使买弄讨借请"))
		for (size_t k = i + 3; k + 1 < n && k < i + 12 && utf8_is_han(cp[k]); k++)
			if (cp[k] == U'去' && pinyin_in(cp[k + 1], "！!"))
				return 1;
	if (pinyin_in(next, "里裡") && (asked_where(cp, n, i) || where_from_where_to(cp, n, i)))
		return 1;
	/* where to or where from: 姑娘那里去了？ 先前那里去了呢？ */
	int whither = next == U'里' && i + 2 < n && pinyin_in(cp[i + 2], "去来");
	if (!(starts || whither) || !pinyin_in(next, "里个一"))
		return 0;
	size_t e = question_end(cp, n, i);
	if (e >= n && whither)
		e = sentence_question_end(cp, n, i);
	if (e >= n)
		return 0;
	return !asks_otherwise(cp, i, e);
}

/* Whether a 那 before 一 and a measure word points at a thing said plainly,
 * nà, in a sentence closed by a full stop that neither asks nor denies nor
 * wonders: 把昨儿那一件乌云豹的氅衣给他罢。 横竖那一件好 (the polyphone model,
 * from one row of 婶娘这里那一件没有？, reads nǎ; 正寻思从那一件事…,
 * 也不说穿那一件衣服 and 那一件瞒了我！ ask which). */
int context_plain_that(const int32_t *cp, size_t n, size_t i)
{
	if (cp[i] != U'那' || i + 2 >= n || cp[i + 1] != U'一' || !utf8_is_han(cp[i + 2]))
		return 0;
	size_t b = i, e = i;
	while (b > 0 && !pinyin_in(cp[b - 1], "。．！？!?；;：:“”\"「」"))
		b--;
	while (e < n && !pinyin_in(cp[e], "。．！？!?；;"))
		e++;
	if (e < n && !pinyin_in(cp[e], "。．；;"))
		return 0;
	for (size_t k = b; k < e; k++)
		if (pinyin_in(cp[k], "不没沒无無未莫思想知问問谁誰什甚怎何几幾岂豈难難"))
			return 0;
	return 1;
}
