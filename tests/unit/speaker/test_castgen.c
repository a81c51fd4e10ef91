/* castgen and castgender: who speaks, and their gender from the text, on
 * short texts written for the test. */
#include "base/err.h"
#include "check.h"
#include "speaker/castgen.h"
#include "speaker/castgender.h"
#include "speaker/castrole.h"
#include "speaker/namehead.h"
#include "text/text.h"

#include <stdio.h>
#include <string.h>

/* The discovered cast of text (names quoted at least min times). */
static void discover(const char *text, size_t min, struct cast *c, struct castgen *g)
{
	struct text t;
	castgen_init(g);
	cast_init(c);
	CHECK_INT(text_from_bytes(&t, "test", text, strlen(text), NULL), 0);
	CHECK_INT(castgen_scan(g, &t), 0);
	CHECK(castgen_add_to(g, c, min) >= 0);
	text_release(&t);
}

static enum gender gender_of(const struct cast *c, const char *name)
{
	int i = cast_find(c, name, strlen(name));
	CHECK(i >= 0);
	return i >= 0 ? c->v[i].gender : (enum gender)-1;
}

static void test_role_and_self(void)
{
	/* a title in the name, what one calls oneself, a word before it */
	const char *text =
		"胡屠户道：“我来了。”\n胡屠户道：“走吧。”\n"
		"张三道：“在下不敢。”\n张三道：“在下去也。”\n"
		"他的女儿阿青来了。\n阿青说：“好。”\n阿青说：“不好。”她哭了。\n"
		"李四道：“奴家不去。”\n李四道：“奴家走了。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK_INT(gender_of(&c, "胡屠户"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "张三"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "阿青"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "李四"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
	/* a palace's words for oneself: 朕, 本王, 微臣 / 臣妾 */
	discover("萧景道：“朕乏了。”\n萧景道：“朕知道。”\n赵衡道：“本王不去。”\n赵衡道：“本王走了。”\n"
		 "周安道：“微臣遵旨。”\n周安道：“微臣告退。”\n沈碧道：“臣妾不敢。”\n沈碧道：“臣妾告退。”\n",
		 2, &c, &g);
	CHECK_INT(gender_of(&c, "萧景"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "赵衡"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "周安"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "沈碧"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
	/* the emperor and a eunuch, called by their word alone */
	discover("皇上道：“都起来吧。”\n皇上道：“退下。”\n太监道：“嗻。”\n太监道：“是。”\n", 2,
		 &c, &g);
	CHECK_INT(gender_of(&c, "皇上"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "太监"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	/* a woman's given name, and no other hint (雪, 燕, 凤 …; not 兰: 贾兰) */
	discover("林清雪道：“走。”\n林清雪道：“来。”\n贾兰道：“是。”\n贾兰道：“好。”\n", 2, &c, &g);
	CHECK_INT(gender_of(&c, "林清雪"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "贾兰"), GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
	/* web novels' and maids' names (晚, 彩 / 宇, 逸); not 静 of a title (北静王) */
	discover("林晚道：“走。”\n林晚道：“来。”\n彩屏道：“是。”\n彩屏道：“好。”\n"
		 "萧逸道：“嗯。”\n萧逸道：“哦。”\n北静王道：“请。”\n北静王道：“坐。”\n", 2, &c, &g);
	CHECK_INT(gender_of(&c, "林晚"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "彩屏"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "萧逸"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "北静王"), GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
	/* a name first met called by it (“苏晴？…”) still tells its gender;
	 * a man's and a woman's characters (军, 辰, 红, 萱); 生 of the title
	 * 先生 is not a given name's */
	discover("苏晴走了过来。\n“叶辰，好巧啊！”苏晴说。\n叶辰愣了一下：“苏晴？你怎么在这儿？”\n"
		 "“我在这附近上班。”苏晴说。\n叶辰说：“好。”\n高建军说：“来了。”\n高建军说：“走。”\n郑晓红说：“嗯。”\n"
		 "郑晓红说：“好。”\n王雨萱说：“是。”\n王雨萱说：“不。”\n"
		 "女先生道：“说书。”\n女先生道：“再说。”\n",
		 2, &c, &g);
	CHECK_INT(gender_of(&c, "苏晴"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "叶辰"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "高建军"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "郑晓红"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "王雨萱"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "女先生"), GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
	/* one who calls a spouse (“老公，…”, “老婆！…”), not 老婆子 */
	discover("“老公，饭好了。”苏雅说。\n“老公，吃饭。”苏雅说。\n“老婆，辛苦了。”林凡说。\n"
		 "“老婆！我回来了。”林凡说。\n“老婆子们都去了。”周瑞说。\n“老婆子，走。”周瑞说。\n",
		 2, &c, &g);
	CHECK_INT(gender_of(&c, "苏雅"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "林凡"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "周瑞"), GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
	/* what one calls oneself, not a longer word's start: 老夫人, 为兄弟,
	 * 在下房 (a more frequent word with the next character; 生身 is not) */
	discover("周秀道：“老夫人来了。”\n周秀道：“为兄弟的事。”\n周秀道：“在下房里。”\n"
		 "王五道：“晚生身上不好。”\n王五道：“走。”\n",
		 2, &c, &g);
	CHECK_INT(gender_of(&c, "周秀"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "王五"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	/* a title in the name is not overturned by pronouns a book writes
	 * loosely (他 for her), only by words that say as much (女先生) */
	discover("钱母道：“来。”他笑了。\n钱母道：“去。”他走了。\n钱母道：“坐。”他坐了。\n"
		 "她来了。\n",
		 2, &c, &g);
	CHECK_INT(gender_of(&c, "钱母"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
	/* a nurse's title: 李嬷嬷 */
	discover("李嬷嬷道：“罢了。”\n李嬷嬷道：“去吧。”\n", 2, &c, &g);
	CHECK_INT(gender_of(&c, "李嬷嬷"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
}

static void test_letters_in_names(void)
{
	/* 阿Q正传's 阿Ｑ and 小Ｄ (full-width), a web novel's 老K */
	const char *text =
		"阿Ｑ说：“我们先前比你阔的多啦！”\n阿Ｑ歪着头说：“儿子打老子。”\n"
		"小Ｄ道：“我是虫豸。”\n小Ｄ道：“好么？”\n"
		"老K说：“走。”\n老K说：“快走。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "阿Ｑ", strlen("阿Ｑ")) >= 0);
	CHECK(cast_find(&c, "小Ｄ", strlen("小Ｄ")) >= 0);
	CHECK(cast_find(&c, "老K", strlen("老K")) >= 0);
	cast_release(&c);
	castgen_release(&g);
}

static void test_pronouns_and_calls(void)
{
	/* 她 after her quote, 他 taking up his sentence; a call by the given
	 * name and a title */
	const char *text =
		"林晚道：“走吧。”她转身就走。\n林晚道：“快些。”她笑了。\n"
		"孟春放下书，问道：“去哪里？”\n孟春站起来。他拿起了伞。\n"
		"孟春道：“等等我。”\n林晚道：“春哥，你快点。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK_INT(gender_of(&c, "林晚"), GENDER_FEMALE);
	/* 问道 alone: the name that heads the sentence speaks */
	CHECK(cast_find(&c, "孟春", strlen("孟春")) >= 0);
	CHECK_INT(gender_of(&c, "孟春"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	/* a text that writes her 伊, as Lu Xun's early stories do: its 他 is a
	 * man, not anyone (a text with no word for her at all says nothing
	 * where it tells of a woman; where it tells of none, below, a short
	 * one's 他 that no one else can take is his) */
	const char *yi = "阿根道：“走罢。”他转身就走。\n阿根道：“快些。”他笑了。\n"
			 "阿根站着。伊的女儿来了，伊说：“回家罢。”\n";
	discover(yi, 2, &c, &g);
	CHECK_INT(gender_of(&c, "阿根"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	discover("阿根道：“走罢。”他转身就走。\n阿根道：“快些。”他笑了。\n吴妈道：“回来罢。”\n"
		 "吴妈道：“好。”\n",
		 2, &c, &g);
	CHECK_INT(gender_of(&c, "阿根"), GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
	discover("阿根道：“走罢。”他转身就走。\n阿根道：“快些。”他笑了。\n", 2, &c, &g);
	CHECK_INT(gender_of(&c, "阿根"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	/* a chapter about men writes her word seldom: one 伊 in thirty 他 */
	char men[4096] = "阿根道：“走罢。”他转身就走。\n阿根道：“快些。”他笑了。\n伊说：“回家罢。”\n";
	for (int i = 0; i < 28; i++)
		strcat(men, "他走了。\n");
	discover(men, 2, &c, &g);
	CHECK_INT(gender_of(&c, "阿根"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	/* 伊 heading a name (伊万, 伊凡) is no word for her: the text writes
	 * her 她, and 伊凡 is no woman for the 伊 that starts him */
	discover("伊万推开门。伊万说：“下雪了。”\n安娜抬起头，她说：“你回来了。”\n"
		 "伊万坐下，他说：“明天还去。”\n伊万笑道：“好。”\n"
		 "伊凡走了进来。伊凡说：“我饿了。”\n伊凡坐在桌边，又说：“有面包吗？”\n",
		 2, &c, &g);
	CHECK_INT(gender_of(&c, "伊万"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "伊凡"), GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
}

/* Someone the narration follows, quoted once or never, has a gender too:
 * the word before the name (儿子周明: what one is, where 袭人姐姐 after it
 * is how one is called, weighed less) and a call by the surname and a
 * title (“孟兄, “孟大哥) when one name of the cast starts with it; 钱兄
 * could be either 钱. */
static void test_subject_genders(void)
{
	const char *text = "钱满仓坐在堂上。\n儿子周明站在门边。\n“爹，他不会来了。”周明道。\n"
			   "钱满仓摇头。周明低下头。周明走了出去。\n孟寒走进门来。\n"
			   "“孟兄，请坐。”钱满仓道。\n孟寒摆了摆手。\n“孟大哥，喝茶。”周明道。\n"
			   "孟寒不语。钱满仓道：“钱兄，看座。”钱宝山笑了。钱宝山坐下。钱宝山走了。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(gender_of(&c, "周明"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "孟寒"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "钱宝山"), GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
	/* 柳如, the head of 柳如烟 counted beside it, is no second 柳 */
	discover("“柳姑娘，”萧寒苦笑，“你怎么来了？”\n柳如烟坐下：“师父让我来。”\n"
		 "“我不回去。”萧寒说。\n“由不得你。”柳如烟冷冷道。\n“柳姑娘，你走吧。”萧寒道。\n",
		 0, &c, &g);
	CHECK_INT(gender_of(&c, "柳如烟"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
	/* one 她 is enough for someone quoted little; one 他 too in a short
	 * book, where no one else is named near it (张老师愣了一下。他…) */
	discover("何老师说：“坐吧。”\n何老师说：“说吧。”\n何老师愣了一下。她把本子放下。\n"
		 "张老师说：“走吧。”\n张老师说：“来吧。”\n张老师愣了一下。他把本子放下。\n",
		 2, &c, &g);
	CHECK_INT(gender_of(&c, "何老师"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "张老师"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	/* one word is enough for either */
	discover("周明道：“走。”\n周明道：“来。”\n他拉着周明大哥的手。\n", 2, &c, &g);
	CHECK_INT(gender_of(&c, "周明"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	/* a craftsman's title (师傅) is a man's, as 掌柜 is, where nothing else
	 * tells */
	discover("孙师傅说：“这台车床最老。”\n孙师傅说：“你先看着。”\n孙师傅拍了拍车床。\n",
		 2, &c, &g);
	CHECK_INT(gender_of(&c, "孙师傅"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
}

static void test_no_name(void)
{
	/* 吩咐 and 指着 head clauses before 道 as names do; they are no one */
	const char *text = "王五吩咐道：“来人。”\n吩咐道：“去。”\n那人听了，吩咐道：“走。”\n"
			   "指着道：“那里。”\n指着道：“这里。”\n指着道：“哪里。”\n"
			   "赵六拉着道：“来。”\n赵六笑道：“去。”\n赵六又道：“走。”\n"
			   /* the same words in a traditional book; a place */
			   "詫異道：“來。”\n詫異道：“去。”\n傍邊一人道：“可。”\n傍邊一人道：“否。”\n"
			   /* a queen */
			   "何太后曰：“可。”\n何太后曰：“否。”\n"
			   /* a classical crowd (西游记's disciples) */
			   "大众曰：“可。”\n大众道：“否。”\n大众笑道：“好。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "詫異", strlen("詫異")) < 0);
	CHECK(cast_find(&c, "傍邊", strlen("傍邊")) < 0);
	CHECK(cast_find(&c, "大众", strlen("大众")) < 0);
	CHECK_INT(gender_of(&c, "何太后"), GENDER_FEMALE);
	CHECK(cast_find(&c, "吩咐", strlen("吩咐")) < 0);
	CHECK(cast_find(&c, "指着", strlen("指着")) < 0);
	CHECK(cast_find(&c, "赵六拉着", strlen("赵六拉着")) < 0);
	CHECK(cast_find(&c, "赵六", strlen("赵六")) >= 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A courtesy name from the introduction: the cast has the full name, the
 * one the narration uses as its alias, and a man's gender. */
static void test_courtesy_names(void)
{
	const char *text =
		"那人姓刘名备，字玄德。又一人姓甄，名费，字士隐\n．家中不甚富贵。\n"
		"董卓，字仲颖，陇西人也。他写了几个字，名字叫张三，字写得好。\n"
		"且说孙坚字文台。众人见马腾字寿成。吾姓关名羽，字长生，后改云长，河东解良人也。\n"
		"玄德曰：“吾乃汉室宗亲。”\n玄德曰：“愿同生死。”\n"
		"士隐道：“请坐。”\n士隐道：“不敢。”\n张三道：“好。”\n张三道：“走。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK_INT(g.intros.n, 5);
	const struct castintro *in = castintro_find(&g.intros, "仲颖");
	CHECK(in && !strcmp(in->full, "董卓"));
	in = castintro_find(&g.intros, "文台");
	CHECK(in && !strcmp(in->full, "孙坚"));
	CHECK(!castintro_find(&g.intros, "寿成")); /* where 马腾 starts is not known */
	/* the courtesy name taken later is the one the narration uses */
	in = castintro_find(&g.intros, "云长");
	CHECK(in && !strcmp(in->full, "关羽"));
	int i = cast_find(&c, "刘备", strlen("刘备"));
	CHECK(i >= 0 && c.v[i].n_aliases == 1 && !strcmp(c.v[i].aliases[0], "玄德"));
	CHECK_INT(gender_of(&c, "甄费"), GENDER_MALE);
	CHECK_INT(cast_find(&c, "士隐", strlen("士隐")), cast_find(&c, "甄费", strlen("甄费")));
	/* 名字叫张三 and 几个字 introduce no one */
	CHECK_INT(gender_of(&c, "张三"), GENDER_UNKNOWN);
	CHECK(!castintro_find(&g.intros, "张三"));
	CHECK_INT(c.n, 3);
	cast_release(&c);
	castgen_release(&g);
	/* a short story names its people less: three sentences opened are
	 * enough there, two are not */
	discover("祥林嫂看了天空。她说：“是的。”\n祥林嫂出来淘米。她说：“好。”\n"
		 "祥林嫂不回答。她又说：“唉。”\n卫老婆子走了。卫老婆子来了。\n",
		 2, &c, &g);
	CHECK(cast_find(&c, "祥林嫂", strlen("祥林嫂")) >= 0);
	CHECK(cast_find(&c, "卫老婆子", strlen("卫老婆子")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A two-character surname's name standing alone before 字 is three
 * characters (诸葛亮字孔明: 孔明 was no one's courtesy name, a member of
 * his own, neutral); where it starts is still not guessed (众人见诸葛瑾). */
static void test_courtesy_compound_surname(void)
{
	const char *text = "诸葛亮字孔明，琅琊阳都人也。却说司马懿字仲达。众人见诸葛瑾字子瑜。\n"
			   "孔明曰：“亮久乐耕锄。”\n孔明曰：“不能奉命。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	const struct castintro *in = castintro_find(&g.intros, "孔明");
	CHECK(in && !strcmp(in->full, "诸葛亮"));
	in = castintro_find(&g.intros, "仲达");
	CHECK(in && !strcmp(in->full, "司马懿"));
	CHECK(!castintro_find(&g.intros, "子瑜"));
	int i = cast_find(&c, "诸葛亮", strlen("诸葛亮"));
	CHECK(i >= 0);
	CHECK_INT(cast_find(&c, "孔明", strlen("孔明")), i);
	CHECK_INT(gender_of(&c, "诸葛亮"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
}

/* Names that start with a numeral (八戒, 七斤: a weight the dictionary has
 * as a word) against counts of people; a head with quotes and sightings of
 * its own beside the longer name it starts (七斤 and 七斤嫂), against a
 * cut-off one (王大 of 王大夫, whose sightings are 王大人 and 王大夫); a
 * name before a long run of adverbs; a wife named by her husband's name. */
static void test_numerals_and_heads(void)
{
	const char *text = "八戒道：“师父。”\n八戒道：“走罢。”\n三人道：“好。”\n三人道：“是。”\n"
			   "五个道：“来。”\n五个道：“去。”\n"
			   "“皇帝坐了龙庭了。”七斤说。\n七斤又叹一口气，说，“我没有辫子。”\n"
			   "七斤嫂道：“这怎么好呢？”\n七斤嫂道：“死尸！”\n七斤嫂道：“你看。”\n"
			   "七斤的辫子没有了，七斤和他的女人都急了。\n"
			   "王大夫道：“脉息还好。”\n王大夫道：“吃药罢。”\n王大夫道：“无妨。”\n"
			   "王大人来了，王大人走了，王大人又来了。\n"
			   "九斤老太呆了一刻，忽而恍然大悟的道，“好。”\n"
			   "九斤老太站起身，自言自语的说，“走。”\n"
			   "王善保家的笑道：“是。”\n王善保家的道：“不是。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "八戒", strlen("八戒")) >= 0);
	CHECK(cast_find(&c, "七斤", strlen("七斤")) >= 0);
	CHECK(cast_find(&c, "七斤嫂", strlen("七斤嫂")) >= 0);
	CHECK(cast_find(&c, "王大夫", strlen("王大夫")) >= 0);
	CHECK(cast_find(&c, "王大", strlen("王大")) < 0);
	CHECK(cast_find(&c, "九斤老太", strlen("九斤老太")) >= 0);
	CHECK_INT(gender_of(&c, "王善保家的"), GENDER_FEMALE);
	CHECK(cast_find(&c, "王善保家", strlen("王善保家")) < 0);
	CHECK(cast_find(&c, "三人", strlen("三人")) < 0);
	CHECK(cast_find(&c, "五个", strlen("五个")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* 飞曰: a given name alone before 曰 joins the full name it ends, from the
 * introduction (a hard wrap inside the courtesy name) or from a name found
 * next to quotes; a title (后曰) and a verb (谓操曰) join no one. */
static void test_given_names(void)
{
	const char *text = "一人姓张名飞，字翼\n德。\n飞曰：“吾颇有资财。”\n飞大怒曰：“杀之！”\n"
			   "玄德惊问其故。飞曰：“害民贼。”\n"
			   "刘陶曰：“天下危急。”\n陶曰：“臣死不惜。”\n帝怒谓陶曰：“汝何如？”\n"
			   "董后曰：“吾当保汝。”\n后曰：“汝勿忧。”\n后曰：“何见识？”\n"
			   "有桥玄者，谓操曰：“天下将乱。”\n操曰：“然。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 3, &c, &g);
	int i = cast_find(&c, "张飞", strlen("张飞"));
	CHECK(i >= 0 && c.v[i].n_aliases == 2 && !strcmp(c.v[i].aliases[0], "翼德") &&
	      !strcmp(c.v[i].aliases[1], "飞"));
	CHECK_INT(gender_of(&c, "张飞"), GENDER_MALE);
	CHECK_INT(cast_find(&c, "陶", strlen("陶")), cast_find(&c, "刘陶", strlen("刘陶")));
	CHECK(cast_find(&c, "后", strlen("后")) < 0);
	CHECK(cast_find(&c, "谓操", strlen("谓操")) < 0);
	CHECK(cast_find(&c, "操", strlen("操")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* 七爷 as the narration shortens 赵七爷: one member with an alias; 二爷
 * of two men (琏二爷, 宝二爷) joins neither, and a given name (宝玉 of
 * 甄宝玉) never joins a longer one. */
static void test_short_forms(void)
{
	const char *text = "赵七爷道：“好。”\n赵七爷道：“走。”\n七爷道：“来。”\n七爷道：“去。”\n"
			   "琏二爷道：“是。”\n琏二爷道：“嗯。”\n宝二爷道：“哦。”\n宝二爷道：“唉。”\n"
			   "二爷道：“罢。”\n二爷道：“呢。”\n"
			   "宝玉道：“你。”\n宝玉道：“我。”\n甄宝玉道：“他。”\n甄宝玉道：“她。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	int i = cast_find(&c, "赵七爷", strlen("赵七爷"));
	CHECK(i >= 0 && c.v[i].n_aliases == 1 && !strcmp(c.v[i].aliases[0], "七爷"));
	CHECK_INT(cast_find(&c, "七爷", strlen("七爷")), i);
	int two = cast_find(&c, "二爷", strlen("二爷"));
	CHECK(two >= 0 && two != cast_find(&c, "琏二爷", strlen("琏二爷")) &&
	      two != cast_find(&c, "宝二爷", strlen("宝二爷")));
	int bao = cast_find(&c, "宝玉", strlen("宝玉"));
	CHECK(bao >= 0 && bao != cast_find(&c, "甄宝玉", strlen("甄宝玉")));
	cast_release(&c);
	castgen_release(&g);
}

/* 我说 three times: the narrator speaks in the story, in the narrator's
 * voice; 我们说 is not he, nor a tag of more than ten characters. */
static void test_first_person(void)
{
	const char *text = "“是的。”我说。\n“祥林嫂？怎么了？”我又赶紧的问。\n我于是吞吞吐吐的说：“也许有罢。”\n"
			   "我们齐声说：“好。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 3, &c, &g);
	CHECK_INT(g.first_person, 3);
	int i = cast_find(&c, "我", strlen("我"));
	CHECK(i >= 0 && c.v[i].voice && !strcmp(c.v[i].voice, "narrator"));
	cast_release(&c);
	castgen_release(&g);
	discover("“是的。”我说。\n“好。”我说。\n", 3, &c, &g);
	CHECK_INT(c.n, 0);
	cast_release(&c);
	castgen_release(&g);
	/* the classical I of a preface or a tale (余曰, 予问之曰) is he; not
	 * the 余 of 余则成笑道, a name, nor 其余 */
	discover("一日，余问之曰：“先生何以不仕？”\n周先生笑曰：“吾性疏懒。”\n余笑答：“知之矣。”\n"
		 "予曰：“不敢当。”\n其余的人都说：“好。”\n",
		 3, &c, &g);
	CHECK_INT(g.first_person, 3);
	CHECK(cast_find(&c, "我", strlen("我")) >= 0);
	cast_release(&c);
	castgen_release(&g);
	discover("余则成笑道：“正是。”\n余则成说：“好。”\n“走吧。”余则成道。\n", 0, &c, &g);
	CHECK_INT(g.first_person, 0);
	CHECK(cast_find(&c, "我", strlen("我")) < 0);
	cast_release(&c);
	castgen_release(&g);
	/* a beat the colon hands to the quote counts, as a name's does */
	discover("我愣住了：“谁在说话？”\n“知道了。”我说。\n", 0, &c, &g);
	CHECK_INT(g.first_person, 2);
	CHECK(cast_find(&c, "我", strlen("我")) >= 0);
	cast_release(&c);
	castgen_release(&g);
	/* without a minimum given, two are enough in a short book, not in one
	 * of 600 quotes */
	discover("“是的。”我说。\n“好。”我说。\n", 0, &c, &g);
	CHECK_INT(c.n, 1);
	cast_release(&c);
	castgen_release(&g);
	static char book[600 * 16];
	strcpy(book, "“是的。”我说。\n“好。”我说。\n");
	for (int q = 0; q < 600; q++)
		strcat(book, "“嗯。”\n");
	discover(book, 0, &c, &g);
	CHECK_INT(c.n, 0);
	cast_release(&c);
	castgen_release(&g);
}

/* In a book told by 我, 我妈 and 我爸 opening two sentences each join with
 * the gender their word says; 我妈的 is hers, not she; where 我 is not in
 * the story no such member joins. */
static void test_my_kin(void)
{
	const char *text = "“你别骗我。”我妈叹了口气，“你回来吗？”\n“回。”我说。\n"
			   "“还睡呢？”我爸推门进来，“快洗脸。”\n我妈往我碗里夹了两个鸡蛋：“考好。”\n"
			   "“嗯。”我说。\n我爸在旁边哼了一声：“难。”\n我妈的手很巧。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(gender_of(&c, "我妈"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "我爸"), GENDER_MALE);
	CHECK(cast_find(&c, "我", strlen("我")) >= 0);
	cast_release(&c);
	castgen_release(&g);
	discover("我妈叹了口气。\n“回来吗？”\n我妈往碗里夹了鸡蛋。\n", 0, &c, &g);
	CHECK_INT(cast_find(&c, "我妈", strlen("我妈")), -1);
	cast_release(&c);
	castgen_release(&g);
}

/* Someone the narration follows, whose quotes are tagged 她说 only, joins
 * the cast after ten clauses opened (祥林嫂, 贾珍 of 贾珍等); 贾珍等 and a
 * member's name and a verb (七斤命) do not. */
static void test_subjects(void)
{
	char text[4096] = "七斤道：“走。”\n七斤道：“来。”\n七斤道：“去。”\n";
	for (int i = 0; i < 10; i++)
		strcat(text, "祥林嫂来了，贾珍等都走了。七斤命人关门。她说：“是的。”\n");
	struct cast c;
	struct castgen g;
	discover(text, 3, &c, &g);
	CHECK_INT(gender_of(&c, "祥林嫂"), GENDER_FEMALE);
	CHECK(cast_find(&c, "贾珍等", strlen("贾珍等")) < 0);
	CHECK(cast_find(&c, "贾珍", strlen("贾珍")) >= 0); /* ten clauses opened: 贾珍等 */
	CHECK(cast_find(&c, "七斤命", strlen("七斤命")) < 0);
	CHECK_INT(c.n, 3);
	cast_release(&c);
	castgen_release(&g);
}

/* The cast found in text (a short book's minimum) is name alone, and alias
 * (when not NULL) one of his. */
static void found_alone(const char *text, const char *name, const char *alias)
{
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int who = cast_find(&c, name, strlen(name));
	CHECK(who >= 0);
	CHECK_INT(c.n, 1);
	if (alias)
		CHECK_INT(cast_find(&c, alias, strlen(alias)), who);
	cast_release(&c);
	castgen_release(&g);
}

/* A man introduced with a courtesy name (吾姓关名羽，字长生，后改云长) that
 * no common surname heads is found by the sentences it opens after, under
 * his full name; 我一字不提 introduces no one, though 不提 opens three.
 * 关公 is he. */
static void test_courtesy_name_subjects(void)
{
	const char *text = "吾姓关名羽，字长生，后改云长，河东解良人也。\n"
			   "云长大喜。\n云长造青龙偃月刀。\n云长舞动大刀，纵马飞迎。\n"
			   "我一字不提。\n众人散了，不提。\n不提。\n不提。\n";
	found_alone(text, "关羽", "云长");
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(gender_of(&c, "关羽"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	/* 关公曰: his surname and 公, where he is the one introduced 关; not
	 * where two are */
	char more[1024] = "";
	strcat(strcat(more, text), "关公曰：“不如且回。”\n");
	found_alone(more, "关羽", "关公");
	strcat(more, "又一人姓关名平，字坦之。\n");
	discover(more, 0, &c, &g);
	CHECK(cast_find(&c, "关羽", strlen("关羽")) >= 0);
	CHECK(cast_find(&c, "关公", strlen("关公")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A man introduced by surname, given name and courtesy name (姓严名伯阳，
 * 字子仪) whom the narration calls by his given name: the cast has his full
 * name, both others its aliases, and a man's gender. */
static void test_given_name_introduced(void)
{
	const char *text = "北郊有一豪杰，姓严名伯阳，字子仪，乃郑国人也。\n"
			   "伯阳问曰：“汝何人也？”\n伯阳大喜曰：“妙哉！”\n伯阳曰：“走。”\n";
	found_alone(text, "严伯阳", "伯阳");
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(cast_find(&c, "子仪", strlen("子仪")), cast_find(&c, "严伯阳", strlen("严伯阳")));
	CHECK_INT(gender_of(&c, "严伯阳"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
}

/* Someone whose sentences go on with a different verb each time (陈平已经…,
 * 陈平擦了…, 陈平愣了…) is found under the name, not under name and verb;
 * a family's house (赵府) is no one. */
static void test_subject_heads(void)
{
	const char *text = "陈平已经长成了一个少年。\n陈平擦了擦汗，“还多打了三把镰刀。”\n"
			   "“仙人？”陈平愣了一下。\n陈平没有多想，迈步就走。\n"
			   "赵府里很热闹。赵府的大门开着。赵府今天请客。\n";
	found_alone(text, "陈平", NULL);
}

/* A monk or a Taoist named by his religious name and title (清虚道长),
 * which no surname heads, is found by the sentences he opens; a title
 * after a word is no one (那位道长). */
static void test_religious_titles(void)
{
	const char *text = "清虚道长睁开眼来。\n清虚道长叹了口气。\n“去吧。”清虚道长挥了挥手。\n"
			   "那位道长走了。那位道长来了。那位道长笑了。\n";
	found_alone(text, "清虚道长", NULL);
}

/* Met whole once and called by the given name after (康建设, then 建设把…):
 * the sentences of both count, and the given name is his alias; not when
 * two full names end in it (李宝玉, 王宝玉), nor for an elder's word (大爷
 * of 等大爷). */
static void test_given_name_subjects(void)
{
	const char *text = "康建设从公社回来了。\n建设把车靠在墙上。\n建设提着药包走了。\n"
			   "“好。”建设看着她们。\n李宝玉来了。王宝玉来了。宝玉走了。宝玉笑了。宝玉哭了。\n"
			   "等大爷来家审问。大爷派他去。大爷好歹别忘了。大爷去了。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int who = cast_find(&c, "康建设", strlen("康建设"));
	CHECK(who >= 0);
	CHECK_INT(cast_find(&c, "建设", strlen("建设")), who);
	CHECK(cast_find(&c, "李宝玉", strlen("李宝玉")) < 0);
	CHECK(cast_find(&c, "王宝玉", strlen("王宝玉")) < 0);
	CHECK(cast_find(&c, "等大爷", strlen("等大爷")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* 高, a surname and an adjective, heads a name of three (高建军) and no
 * word of two (高声说道). */
/* A given name never met whole nor tagged, that a quote calls (“福生？”),
 * is a person where it opens sentences; not one no quote calls. */
static void test_called_given_names(void)
{
	const char *text = "福生背着铺盖卷走进院子。\n“福生？”她愣了一下。\n"
			   "福生笑了笑，没有说话。\n福生看看妹妹，又看看灶台。\n"
			   "春生走了三里路。春生走到河边。春生歇了一会儿。\n";
	found_alone(text, "福生", NULL);
}

/* A called given name may start with a surname that is also a preposition
 * or an adverb (方明, 向东); the preposition before a pronoun is no one
 * (哥哥向他点点头 introduces no 向他). */
static void test_called_stop_surnames(void)
{
	const char *text = "方明下了班，天已经黑了。\n“方明，你来了。”她说。\n方明愣住了。\n"
			   "方明接过碗。\n哥哥向他点点头。\n哥哥向他点点头。\n哥哥向他点点头。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK(cast_find(&c, "方明", strlen("方明")) >= 0);
	CHECK(cast_find(&c, "向他", strlen("向他")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

static void test_surname_gao(void)
{
	const char *text = "高建军从城里回来。\n高建军走到桥上。\n“好。”高建军说。\n"
			   "他高声说道：“来。”\n他高声说道：“去。”\n他高声说道：“走。”\n";
	found_alone(text, "高建军", NULL);
}

/* 小 and one character is a person's name where it opens sentences (小梅),
 * not when it is a word (小声) or starts one (小丫头: 丫头). */
static void test_xiao_names(void)
{
	const char *text = "小梅把纸包打开。\n小梅高兴得很。\n门帘一挑，小梅抱着花布进来了。\n"
			   "小丫头走了。小丫头来了。小丫头笑了。\n小声嘀咕着。小声嘀咕着。小声嘀咕着。\n";
	found_alone(text, "小梅", NULL);
	/* before 的 too: a voice's owner heads the beat (小艾的声音响起，“…) */
	CHECK_INT(namehead_xiao("小艾的声音", 0, strlen("小艾的声音")), strlen("小艾"));
	found_alone("“早。”飞船的人工智能小艾的声音在舱内响起，“三点了。”\n"
		    "“好。”他说。\n“还有呢？”小艾回答，“没有了。”\n",
		    "小艾", NULL);
}

/* A tag whose clause goes on long after the name (小刘一边擦着额头上的汗
 * 一边说) still names its speaker when the name is one by its form; and
 * 老周, a word of the dictionary, is a man called by his surname. */
static void test_long_tags(void)
{
	const char *text = "小刘一边擦着额头上的汗一边说：“今天可真累。”\n老周说：“累啥。”\n"
			   "小刘把安全帽往地上重重一放，不服气地说：“您倒是轻松。”\n"
			   "老周头也不回地说：“走，喝两口去。”\n小刘一边跟在后面一边问：“谁请客？”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK(cast_find(&c, "小刘", strlen("小刘")) >= 0);
	CHECK(cast_find(&c, "老周", strlen("老周")) >= 0);
	CHECK_INT(c.n, 2);
	for (size_t i = 0; i < g.n; i++)
		if (!strcmp(g.v[i].name, "小刘"))
			CHECK_INT(g.v[i].count, 3); /* every tag his */
	cast_release(&c);
	castgen_release(&g);
}

/* 那怪大怒道 before the monster is named: 怪 describes him and 大 starts his
 * verb, so 怪大 is no one; 那仙女道 names a role, which may be all she is
 * called. */
static void test_pointed_at(void)
{
	const char *text = "行者道：“妖怪，快出来！”\n那怪大怒道：“泼猴无礼！”\n行者笑道：“来！”\n"
			   "那怪大喝道：“看枪！”\n那怪关了门，骂道：“改日再战！”\n"
			   "那怪大叫道：“还我袈裟！”\n行者道：“休走！”\n"
			   "那仙女道：“大圣请了。”\n那仙女笑道：“请回。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(cast_find(&c, "怪大", strlen("怪大")), -1);
	CHECK(cast_find(&c, "行者", strlen("行者")) >= 0);
	CHECK(cast_find(&c, "仙女", strlen("仙女")) >= 0);
	CHECK_INT(c.n, 2);
	cast_release(&c);
	castgen_release(&g);
}

/* A station's word before a name and its verb introduces a person whom a
 * tag then names (那小和尚净空忙合十道): with the sentence he opens after, he
 * joins, the station's word his alias; not a verb after it (丫鬟走至跟前). */
static void test_station_introductions(void)
{
	const char *text = "门开了。\n那小和尚净空忙合十道：“是。”侧身让开了路。\n"
			   "净空应了一声，出去了。\n"
			   "丫鬟走至跟前，站住了。\n走至门口。\n走至窗前。\n";
	found_alone(text, "净空", "小和尚");
}

/* A relative's word before a name introduces a person (妹妹福英, 母亲刘桂芳):
 * a given name met so is someone wherever it opens a sentence after, and
 * the word that named only her is her alias; not a verb after the word
 * (父亲坐在炕上, 母亲低下头), nor a word two people share. */
static void test_kin_introductions(void)
{
	const char *text = "他推开门，妹妹福英正蹲在井边。\n福英摇了摇头。\n福英端着一盆水。\n"
			   "母亲刘桂芳在灶房里。\n刘桂芳把碗放下。\n刘桂芳看了他一眼。\n"
			   "父亲坐在炕上。父亲坐在炕上。父亲坐在炕上。父亲坐在炕上。\n"
			   "母亲低下头。母亲低下头。母亲低下头。\n"
			   "哥哥王大山走了。哥哥李小山来了。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(c.n, 3); /* and 父亲, who opens four sentences */
	CHECK(cast_find(&c, "父亲", strlen("父亲")) >= 0);
	int her = cast_find(&c, "福英", strlen("福英"));
	CHECK(her >= 0);
	CHECK_INT(cast_find(&c, "妹妹", strlen("妹妹")), her);
	int mother = cast_find(&c, "刘桂芳", strlen("刘桂芳"));
	CHECK(mother >= 0);
	CHECK_INT(cast_find(&c, "母亲", strlen("母亲")), mother);
	CHECK(cast_find(&c, "坐在", strlen("坐在")) < 0);
	CHECK(cast_find(&c, "哥哥", strlen("哥哥")) < 0);
	cast_release(&c);
	castgen_release(&g);

	/* a grandchild is introduced by the word too */
	found_alone("宋老汉牵着孙子狗蛋。\n狗蛋踮着脚。\n狗蛋攥着糖跑了。\n", "狗蛋", "孙子");

	/* a school's rank goes with its word: 大师兄 is his, 师兄 anyone's */
	discover("门开了，大师兄赵铁山走进来。\n赵铁山点点头。\n赵铁山坐下。\n二师兄也在。\n", 0, &c, &g);
	int elder = cast_find(&c, "赵铁山", strlen("赵铁山"));
	CHECK(elder >= 0);
	CHECK_INT(cast_find(&c, "大师兄", strlen("大师兄")), elder);
	CHECK(cast_find(&c, "师兄", strlen("师兄")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A relative's or a school's word is one member's alias only where no other
 * surname goes before it in the book (钱师兄 beside 师兄赵天行); 多谢师娘 is
 * no 谢's. */
static void test_kin_of_many(void)
{
	const char *text = "师兄赵天行找上门来。\n赵天行坐下。\n赵天行笑了。\n"
			   "“多谢师娘。”\n“赵师兄，请回。”\n";
	found_alone(text, "赵天行", "师兄");
	found_alone("师娘柳含烟坐在廊下。\n柳含烟笑了。\n柳含烟点头。\n“多谢师娘。”\n", "柳含烟", "师娘");
	char both[512];
	snprintf(both, sizeof(both), "%s钱师兄在门外笑了。\n", text);
	struct cast c;
	struct castgen g;
	discover(both, 0, &c, &g);
	CHECK(cast_find(&c, "赵天行", strlen("赵天行")) >= 0);
	CHECK(cast_find(&c, "师兄", strlen("师兄")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A translated novel's people have no Chinese surname: a Western name in
 * transliteration (约翰, 福尔摩斯), titled or not (哈德森太太: a woman by
 * 太太), is a person, and one written whole with a middle dot (约翰·史密斯)
 * is the member, the part the tags use its alias; never a word made of
 * the same syllables (克服, 特别, 尔后). */
static void test_western_names(void)
{
	const char *text = "约翰·史密斯先生坐在寓所里。女房东哈德森太太在楼下。\n"
			   "“他出门了。”约翰说。\n约翰读完信，皱起了眉头。“信从哪里来？”\n"
			   "“伦敦，”玛丽说，“邮戳上写着。”\n小姐叫玛丽·摩斯坦。摩斯坦小姐很年轻。\n"
			   "“今晚去。”福尔摩斯看了一眼，说道。\n玛丽感激地说：“谢谢您，福尔摩斯先生。”\n"
			   "哈德森太太端着茶进来，笑道：“又要出门了？”\n"
			   "福尔摩斯点燃烟斗。\n福尔摩斯走到窗前。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int john = cast_find(&c, "约翰·史密斯", strlen("约翰·史密斯"));
	CHECK(john >= 0);
	CHECK_INT(cast_find(&c, "约翰", strlen("约翰")), john);
	CHECK_INT(gender_of(&c, "约翰·史密斯"), GENDER_MALE);
	int mary = cast_find(&c, "玛丽·摩斯坦", strlen("玛丽·摩斯坦"));
	CHECK(mary >= 0);
	CHECK_INT(cast_find(&c, "摩斯坦", strlen("摩斯坦")), mary);
	CHECK(cast_find(&c, "福尔摩斯", strlen("福尔摩斯")) >= 0);
	CHECK_INT(gender_of(&c, "哈德森太太"), GENDER_FEMALE);
	CHECK(cast_find(&c, "哈德森太", strlen("哈德森太")) < 0);
	cast_release(&c);
	castgen_release(&g);
	static const char *const words[] = { "克服", "特别", "尔后", "约翰默默", NULL };
	for (const char *const *w = words; *w; w++)
		CHECK_INT(namehead_foreign(*w, strlen(*w)), 0);
	CHECK_INT(namehead_foreign("哈德森", strlen("哈德森")), 1);
}

/* Both parts of a whole Western name the tags use (夏洛克说, 福尔摩斯说)
 * name one member: the whole, both parts its aliases. */
static void test_western_both_parts(void)
{
	const char *text = "夏洛克·福尔摩斯住在贝克街。\n"
			   "“早。”夏洛克说。\n“走吧。”福尔摩斯说。\n"
			   "“下雨了。”夏洛克说。\n“带伞。”福尔摩斯说。\n"
			   "“好的。”夏洛克说。\n“出发。”福尔摩斯说。\n"
			   "“到了。”夏洛克说。\n“敲门。”福尔摩斯说。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int who = cast_find(&c, "夏洛克·福尔摩斯", strlen("夏洛克·福尔摩斯"));
	CHECK(who >= 0);
	CHECK_INT(cast_find(&c, "夏洛克", strlen("夏洛克")), who);
	CHECK_INT(cast_find(&c, "福尔摩斯", strlen("福尔摩斯")), who);
	cast_release(&c);
	castgen_release(&g);
}

/* A whole name from a quote's or a line's start takes every syllable (歇
 * of 歇洛克, a word too, was left out: 洛克·福尔摩斯), and a member found
 * by a part with its title (摩斯坦小姐说) is the whole too (it was a
 * member of its own, 摩斯坦小姐, its whole name lost). */
static void test_western_from_start_and_titled(void)
{
	const char *text = "“歇洛克·福尔摩斯先生也在找人合租。”他说。\n"
			   "“早。”福尔摩斯说。\n“走吧。”福尔摩斯说。\n“下雨了。”福尔摩斯说。\n"
			   "“玛丽·摩斯坦小姐也会来吗？”我问。\n"
			   "摩斯坦小姐后来对我们说：“我父亲失踪了。”\n"
			   "摩斯坦小姐说：“请坐。”\n“谢谢。”摩斯坦小姐说。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int who = cast_find(&c, "歇洛克·福尔摩斯", strlen("歇洛克·福尔摩斯"));
	CHECK(who >= 0);
	CHECK_INT(cast_find(&c, "福尔摩斯", strlen("福尔摩斯")), who);
	CHECK(cast_find(&c, "洛克·福尔摩斯", strlen("洛克·福尔摩斯")) < 0);
	int mary = cast_find(&c, "玛丽·摩斯坦", strlen("玛丽·摩斯坦"));
	CHECK(mary >= 0);
	CHECK_INT(cast_find(&c, "摩斯坦小姐", strlen("摩斯坦小姐")), mary);
	CHECK_INT(gender_of(&c, "玛丽·摩斯坦"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
}

/* A minister's 臣 opening a clause (臣以为, 陛下，臣愿) and a court office
 * (丞相王允) are a man's in classical text; 臣妾 is a consort's, 大臣 others. */
static void test_ministers(void)
{
	const char *text = "房玄龄奏道：“臣以为不可。”\n房玄龄道：“陛下，臣愿往。”\n"
			   "杨玉环道：“臣妾不敢。”\n杨玉环道：“臣妾告退。”\n"
			   "丞相王允在堂上。\n王允道：“不可。”\n王允道：“好。”\n"
			   "陈平道：“朝中大臣都说好。”\n陈平道：“群臣都走了。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(gender_of(&c, "房玄龄"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "杨玉环"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "王允"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "陈平"), GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
}

/* One's own spouse named humbly tells the speaker's gender: 拙荆 a
 * husband's word, 外子 a wife's. */
static void test_own_spouse(void)
{
	const char *text = "周平道：“请我拙荆出来拜见。”\n周平道：“好。”\n"
			   "吴秋道：“外子不在家。”\n吴秋道：“请回吧。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(gender_of(&c, "周平"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "吴秋"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
}

/* A role the narration shortens (尼姑 after 小尼姑) is the one it named
 * last, as is a role whose voice it hears after a quote (听得小尼姑的…声音);
 * the role that heads sentences is not cut to a name (小尼). */
static void test_shortened_role(void)
{
	const char *text = "对面走来了庵里的小尼姑。阿Q看见伊。\n小尼姑全不睬，低了头只是走。\n"
			   "阿Q走近伊身旁，说：\n“秃儿！快回去……”\n"
			   "“你怎么动手动脚……”尼姑满脸通红的说，一面赶快走。\n"
			   "小尼姑低着头。\n小尼姑走远了。\n"
			   "“这断子绝孙的阿Q！”远远地听得小尼姑的带哭的声音。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK(cast_find(&c, "小尼姑", strlen("小尼姑")) >= 0);
	CHECK(cast_find(&c, "小尼", strlen("小尼")) < 0);
	CHECK(cast_find(&c, "尼姑", strlen("尼姑")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A pet or a child presented by what it is and a doubled name (小猫咪咪,
 * whose 咪咪 the dictionary has as a sound) is the name, not the kind. */
static void test_doubled_name_after_noun(void)
{
	const char *text = "家里养了一只小猫咪咪，它很调皮。\n“喵，我饿了。”小猫咪咪说。\n"
			   "小猫咪咪跳上桌子，说：“给我吃鱼。”\n“不给。”小明说。\n"
			   "“喵呜，求求你。”咪咪说。\n小明说：“好吧。”\n咪咪说：“谢谢！”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK(cast_find(&c, "咪咪", strlen("咪咪")) >= 0);
	CHECK(cast_find(&c, "小猫", strlen("小猫")) < 0);
	CHECK(cast_find(&c, "小猫咪咪", strlen("小猫咪咪")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A part after the dot may be one syllable (玛丽·安), a Russian name's
 * may hold syllables that are words too (伊万·彼得罗维奇), and the dot may
 * be ・, • or the full-width stop ． (which elsewhere ends a sentence):
 * the whole is the member, the part the tags use alone its alias. */
static void test_western_dots(void)
{
	static const char *const dots[] = { "·", "・", "•", "．" };
	for (size_t d = 0; d < sizeof dots / sizeof dots[0]; d++) {
		char text[1024], mary[32], ivan[64];
		snprintf(mary, sizeof mary, "玛丽%s安", dots[d]);
		snprintf(ivan, sizeof ivan, "伊万%s彼得罗维奇", dots[d]);
		snprintf(text, sizeof text,
			 "%s走进客厅，%s站了起来。\n“你来了。”%s说。\n“我来了。”%s说。\n"
			 "“坐吧。”伊万说。\n%s说：“谢谢你。”\n伊万说：“喝茶吗？”\n"
			 "玛丽说：“好的。”\n",
			 mary, ivan, ivan, mary, mary);
		struct cast c;
		struct castgen g;
		discover(text, 0, &c, &g);
		int who = cast_find(&c, mary, strlen(mary));
		CHECK(who >= 0);
		CHECK_INT(cast_find(&c, "玛丽", strlen("玛丽")), who);
		CHECK(cast_find(&c, "安说", strlen("安说")) < 0);
		/* ． joins only syllables its reading knows as a name's */
		if (d < 3) {
			who = cast_find(&c, ivan, strlen(ivan));
			CHECK(who >= 0);
			CHECK_INT(cast_find(&c, "伊万", strlen("伊万")), who);
		}
		cast_release(&c);
		castgen_release(&g);
	}
}

/* A relative's word opening sentences is the narration's name for someone:
 * the one it introduced (母亲刘桂芳: her sentences count for 刘桂芳), else a
 * person of its own, tagged (母亲…地说) or not (父亲 opening as many
 * sentences as a name must); not for what follows it where no name does
 * (母亲往锅里…), nor a word heading lines of verse (女儿悲，). */
static void test_kin_speakers(void)
{
	found_alone("母亲刘桂芳在灶房里。\n刘桂芳把碗放下。\n母亲把锅盖揭开。\n", "刘桂芳", "母亲");
	const char *text = "母亲往锅里添水。\n母亲没有接。\n母亲把碗摞好。\n“你懂啥！”母亲头也不抬地说。\n"
			   "父亲坐在炕上。\n父亲没有吭声。\n父亲看了他一眼。\n"
			   "女儿悲，青春已大。\n女儿愁，悔教夫婿。\n女儿喜，对镜晨妆。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(c.n, 2);
	CHECK_INT(gender_of(&c, "母亲"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "父亲"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	/* what follows the word reads on into a word (睁开眼睛: 开眼; 从外面):
	 * no one it introduces, so she opened the sentence */
	found_alone("奶奶睁开眼睛，看了看他。\n奶奶点了点头。\n奶奶在炕上听见了。\n", "奶奶", NULL);
	found_alone("母亲从外面走了进来。\n母亲点了点头。\n母亲在炕上坐下。\n", "母亲", NULL);
	/* coming into the scene weighs two sentences more, as a name's does */
	found_alone("母亲从外面走了进来。\n母亲点了点头。\n", "母亲", NULL);
	discover("母亲在外面站着。\n母亲点了点头。\n", 0, &c, &g);
	CHECK_INT(c.n, 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A short book about a family: the relatives' words alone that head tags
 * and beats (外公摆摆手：, 姑姑…一边说：, ”舅舅笑了笑，“, ”舅妈把…递过去。)
 * are its people, each with the word's gender; where two of them head two
 * quotes each, one heard once is one as well; the name a word introduced
 * (舅舅王志强) is that member's alias.  One relative heard once in a book
 * about others is not. */
static void test_family_relatives(void)
{
	const char *text = "外公坐在炕头上抽烟。舅舅王志强和舅妈刚从城里回来。\n"
			   "“爸，这是给您买的茶叶。”舅妈把一个纸包递过去。\n"
			   "外公摆摆手：“又乱花钱。”\n"
			   "姑姑在灶台边切菜，一边切一边说：“志强，厂里忙不忙？”\n"
			   "“还凑合。”舅舅笑了笑，“姐，你家那块地呢？”\n"
			   "姑姑叹了口气：“租出去了。”\n外公咳嗽了一声：“吃饭吧。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(gender_of(&c, "外公"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "姑姑"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "舅舅"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "舅妈"), GENDER_FEMALE);
	CHECK_INT(cast_find(&c, "王志强", strlen("王志强")), cast_find(&c, "舅舅", strlen("舅舅")));
	CHECK_INT(c.n, 4);
	cast_release(&c);
	castgen_release(&g);
	discover("李明推开门：“我回来了。”\n李明放下书包：“饭好了吗？”\n"
		 "妈妈叹了口气：“等一会儿。”\n",
		 0, &c, &g);
	CHECK(cast_find(&c, "李明", strlen("李明")) >= 0);
	CHECK_INT(c.n, 1);
	cast_release(&c);
	castgen_release(&g);
	/* after a surname the word is that one's title (薛姨妈): what follows
	 * it is no one it introduces, however many clauses that opens */
	discover("薛姨妈命人倒茶来。\n薛姨妈道：“坐。”\n薛姨妈道：“吃茶。”\n"
		 "王夫人听了，命人去叫。\n宝钗点头，命人去请。\n黛玉笑了，命人收了。\n",
		 0, &c, &g);
	CHECK(cast_find(&c, "命人", strlen("命人")) < 0);
	cast_release(&c);
	castgen_release(&g);
	/* a word that is part of a longer one, or more than one, is no one */
	static const char *const no_one[] = { "小姑娘笑了", "大伯子来了", "三叔公来了",
					      "小姑子来了", "哥哥们来了", "姥姥家的门", NULL };
	for (const char *const *w = no_one; *w; w++)
		CHECK_INT(namehead_kin(*w, 0, strlen(*w)), 0);
	/* the relatives' words are speechverb_relative's, whole (二舅妈) and
	 * traditional (嬸嬸) */
	static const char *const kin[] = { "二叔", "二舅妈", "二姑父", "老叔", "幺叔",
					   "三嬸", "嬸嬸", "姑媽", NULL };
	for (const char *const *w = kin; *w; w++) {
		char said[32];
		snprintf(said, sizeof said, "%s喝了", *w);
		CHECK_INT(namehead_kin(said, 0, strlen(said)), strlen(*w));
	}
}

/* A relative the narration calls by the word alone ([母亲]) is the lead's:
 * the member found most often that no relative's word brought in (妹妹小梅
 * is quoted more, but she is his sister); not where the narrator tells his
 * own story (我说). */
static void test_parents_of_lead(void)
{
	const char *text = "康建设推开院门，妹妹小梅正在洗萝卜。\n“哥！”小梅说。\n“妈呢？”康建设说。\n"
			   "“在屋里。”小梅说。\n母亲从外面走了进来。\n“冻坏了吧？”母亲说。\n"
			   "母亲点了点头。\n“不冷。”康建设说。\n“好。”小梅说。\n“走吧。”小梅说。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int mother = cast_find(&c, "母亲", strlen("母亲"));
	CHECK(mother >= 0);
	CHECK_INT(cast_find(&c, "康建设的母亲", strlen("康建设的母亲")), mother);
	CHECK(cast_find(&c, "小梅的母亲", strlen("小梅的母亲")) < 0);
	/* and he is the brother of the sister a word brought in (妹妹小梅) */
	CHECK_INT(cast_find(&c, "小梅的哥哥", strlen("小梅的哥哥")),
		  cast_find(&c, "康建设", strlen("康建设")));
	cast_release(&c);
	castgen_release(&g);
	/* any relative's word alone, not only a parent's: [奶奶] is his grandmother */
	discover("康建设推开院门，妹妹小梅正在洗萝卜。\n“哥！”小梅说。\n“奶奶呢？”康建设说。\n"
		 "“在屋里。”小梅说。\n奶奶从外面走了进来。\n“冻坏了吧？”奶奶说。\n"
		 "奶奶点了点头。\n“不冷。”康建设说。\n“好。”小梅说。\n“走吧。”小梅说。\n",
		 0, &c, &g);
	int grandmother = cast_find(&c, "奶奶", strlen("奶奶"));
	CHECK(grandmother >= 0);
	CHECK_INT(cast_find(&c, "康建设的奶奶", strlen("康建设的奶奶")), grandmother);
	cast_release(&c);
	castgen_release(&g);
	/* but the one whose quotes call her (“妈，…”苏小雨说), not the lead */
	discover("陈浩坐在窗边。\n“你迟到了。”陈浩说。\n“路上堵车。”苏小雨说。\n“又来了。”陈浩笑道。\n"
		 "“喝点什么？”陈浩说。\n母亲打来电话。\n“妈，我晚上回去。”苏小雨说。\n"
		 "母亲说：“早点回来。”\n母亲说：“路上小心。”\n",
		 0, &c, &g);
	mother = cast_find(&c, "母亲", strlen("母亲"));
	CHECK(mother >= 0);
	CHECK_INT(cast_find(&c, "苏小雨的母亲", strlen("苏小雨的母亲")), mother);
	cast_release(&c);
	castgen_release(&g);
	char told[1024];
	snprintf(told, sizeof(told), "%s“回来了。”我说。\n“是啊。”我说。\n“走吧。”我说。\n", text);
	discover(told, 0, &c, &g);
	CHECK(cast_find(&c, "母亲", strlen("母亲")) >= 0);
	CHECK(cast_find(&c, "康建设的母亲", strlen("康建设的母亲")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A description a naming word gives a name (白衣青年名叫林逸风) is his
 * alias, and the name it heads (白衣青) no one else. */
static void test_described_then_named(void)
{
	struct cast c;
	struct castgen g;
	discover("一个白衣青年从台阶上走了下来，淡淡地说道：“安静。”\n白衣青年皱了皱眉：“下一个。”\n"
		 "白衣青年在册子上写了几笔：“过。”\n白衣青年名叫林逸风，是掌门的大弟子。\n"
		 "林逸风没再说什么。\n林逸风想了想：“好。”\n林逸风走远了。\n",
		 0, &c, &g);
	int who = cast_find(&c, "林逸风", strlen("林逸风"));
	CHECK(who >= 0);
	CHECK_INT(cast_find(&c, "白衣青年", strlen("白衣青年")), who);
	CHECK(cast_find(&c, "白衣青", strlen("白衣青")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A name given after the description, clauses later (一个…的少年，法名了尘，
 * 俗名却叫萧寒), is a man's by the description; 他却叫 is no naming. */
static void test_named_clauses_after(void)
{
	struct cast c;
	struct castgen g;
	discover("那孩子已长成一个眉目清秀的少年，法名了尘，俗名却叫萧寒。\n"
		 "萧寒道：“弟子要下山。”\n萧寒道：“弟子不知。”\n"
		 "一个穿红衣的姑娘，他却叫周吉来看。\n周吉道：“看什么？”\n周吉道：“不看。”\n",
		 0, &c, &g);
	CHECK_INT(gender_of(&c, "萧寒"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "周吉"), GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
}

/* A full name met whole as what the narration meets or names (碰见了李秀英。,
 * 他叫吴小兵，) is the one her given name opening sentences after stands
 * for; not a colour and a thing after another verb (穿着白背心。). */
static void test_met_whole(void)
{
	found_alone("他走到桥上，迎面碰见了李秀英。\n秀英抬起头来。\n秀英半天没有说话。\n"
		    "他穿着白背心。\n背心挂在墙上。\n背心湿透了。\n",
		    "李秀英", "秀英");
}

/* A full name met beside another (郑晓红和高建民一前一后) is met whole too;
 * not where its last two read as no given name (和方才说的). */
static void test_met_beside(void)
{
	found_alone("郑晓红和高建民一前一后往东走。\n建民不知道她为什么说起这个。\n"
		    "建民在一旁站着。\n建民接过来一看。\n"
		    "他和方才说的一样。\n才说完就走了。\n才说了一句。\n才说到这里。\n",
		    "高建民", "建民");
}

/* A full name a quote calls (“高建民？”) meets him whole, as the narration
 * may: his given name opening sentences after is his (建民数了…); not a
 * surname and an elder's or a relative's word (“张大爷，…, “林妹妹，…). */
static void test_called_whole(void)
{
	found_alone("周丽走到摊子前。\n“高建民？”\n建民抬起头来。\n建民数了五副对联。\n"
		    "“张大爷，您好。”\n大爷点点头。\n大爷走了。\n"
		    "“林妹妹，你来了。”\n“林妹妹！”\n妹妹笑了。\n妹妹走了。\n",
		    "高建民", "建民");
}

/* A quote calling a full name by the given name (“振华，…) sees him as a
 * sentence he opens does, once the narration calls him so (振华笑了笑);
 * not a relative's word (林妹妹, then 妹妹笑了, “妹妹，…). */
static void test_called_by_given(void)
{
	found_alone("田振华背着帆布包进了村。\n振华笑了笑。\n“振华，明儿个来吃饭。”她说。\n"
		    "林妹妹走了进来。\n妹妹笑了一笑。\n“妹妹，你坐。”\n",
		    "田振华", "振华");
}

/* A full name met whole after a title (正是白夫人秦玉娘。) and called by the
 * given name in two quotes joins, though the narration never says it; not
 * where the rest is an elder's word (是刘姥姥。, “姥姥，…). */
static void test_titled_then_called(void)
{
	found_alone("屏风后面转出一个中年妇人来。正是白夫人秦玉娘。\n“玉娘，你也在这里。”\n"
		    "“玉娘，这不关你的事！”\n来的是刘姥姥。\n“姥姥，你坐。”\n“姥姥，吃茶。”\n",
		    "秦玉娘", "玉娘");
}

/* A quote saying the given name's last character doubled (“是丽丽呀！”)
 * sees her as a sentence she opens does; not when two names that open
 * sentences end in it (王美丽, 赵丽: no one is found). */
static void test_called_doubled(void)
{
	found_alone("周丽从后面拍了一下她的肩膀。\n“是丽丽呀！”她回过头。\n周丽在一旁捂着嘴笑。\n",
		    "周丽", NULL);
	struct cast c;
	struct castgen g;
	/* a name of three characters read for its doubled last one (雅雅 of
	 * 苏小雅: check-asan once caught the copy overflowing here); the
	 * doubled word is no member of its own */
	discover("苏小雅从后面拍了一下她的肩膀。\n“是雅雅呀！”她回过头。\n苏小雅在一旁捂着嘴笑。\n", 0,
		 &c, &g);
	CHECK(c.n <= 1 && cast_find(&c, "雅雅", 6) < 0);
	cast_release(&c);
	castgen_release(&g);
	discover("王美丽坐在门口。\n赵丽站了起来。\n“是丽丽呀！”\n王美丽笑了。\n赵丽也笑了。\n", 0,
		 &c, &g);
	CHECK_INT(c.n, 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A surname and a given name of two that opens a sentence and stands in
 * the text within two sentences of a quote, whole or by the given name once that opens a sentence (走到二虎
 * 跟前, 二虎点了点头), as often as a name must open sentences (坐在角落里的
 * 李德福…, 又看看李德福) is someone the narration follows; not a name of two
 * (高兴, a word), nor one the same character mostly follows (白盔白 of
 * 白盔白甲), nor a name named less often (冯志刚). */
static void test_named_often(void)
{
	found_alone("坐在角落里的李德福咳嗽了一声。\n“开会了。”\n冯志刚看看马德才，又看看李德福。\n"
		    "李德福把烟锅往腰里一别，走出了门。\n",
		    "李德福", NULL);
	/* one quote tagged by the name weighs as one naming more */
	found_alone("便在这时，苏若云从门里跑了进来。\n苏若云满脸通红，跺脚道：“娘！”\n", "苏若云", NULL);
	/* ...as does a sentence it opens ending right before a quote */
	found_alone("李支书瞪了那人一眼，往前走了两步。\n“你先歇歇脚。”\n“不用。”\n李支书笑了，大家都笑了。\n",
		    "李支书", NULL);
	/* coming into the scene weighs two namings more */
	found_alone("正说着，钱有福从坡上走了下来。\n他挺着个大肚子。\n“都来了？”\n", "钱有福", NULL);
	/* by the given name alone too, once it opens a sentence as his */
	found_alone("王二虎却把脖子一梗。\n“我不去。”\n老师走到二虎跟前。\n二虎点了点头。\n", "王二虎",
		    NULL);
	struct cast c;
	struct castgen g;
	discover("高兴得跳了起来。\n他很高兴。\n大家都高兴。\n"
		 "白盔白甲的骑兵冲了过来。\n满山都是白盔白甲。\n那些白盔白甲跑了。\n",
		 0, &c, &g);
	CHECK_INT(c.n, 0);
	cast_release(&c);
	castgen_release(&g);
	discover("李支书瞪了那人一眼，往前走了两步。天冷了。\n“你先歇歇脚。”\n“不用。”\n李支书笑了，大家都笑了。\n",
		 0, &c, &g);
	CHECK_INT(c.n, 0);
	cast_release(&c);
	castgen_release(&g);
	/* only a naming within two sentences of a quote counts: a history
	 * names the absent often, far from the talk */
	discover("坐在角落里的李德福咳嗽了一声。\n天黑了。\n冯志刚看看马德才，又看看李德福。\n"
		 "风停了。\n李德福把烟锅往腰里一别。\n雨也停了。\n鸡叫了。\n“开会了。”\n",
		 0, &c, &g);
	CHECK_INT(c.n, 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A name whose last character is also an adverb (马德才: 才 stops the head
 * at 马德) is found whole, as the text always writes it. */
static void test_cut_short(void)
{
	const char *text = "马德才坐在一旁。\n马德才愣了一会。\n马德才的脸红了。\n"
			   "马德才拍了拍桌子。\n";
	found_alone(text, "马德才", NULL);
}

/* Sisters who share a surname and a generation's character (林婉清 and
 * 林婉如): the head they share, 林婉, counts both, and hides neither, be
 * the younger quoted less (her quotes) or only followed (her sentences). */
static void test_sisters(void)
{
	const char *quoted = "林婉清推开门。\n林婉清坐下了。\n林婉如摇摇头。\n林婉如站起身来。\n"
			     "林婉清道：“一。”\n林婉清道：“二。”\n林婉清道：“三。”\n"
			     "林婉清道：“四。”\n林婉如道：“五。”\n林婉如道：“六。”\n";
	const char *followed = "林婉清推开门的时候，林婉如正坐在窗前。\n林婉清道：“姐。”\n"
			       "林婉如摇摇头，笑了笑：“没有。”\n林婉清撇撇嘴：“还说没有。”\n"
			       "林婉清站起来，气鼓鼓地说：“走。”\n林婉如没有接话。\n"
			       "林婉如深吸一口气。\n林婉如站起身来。\n";
	const char *texts[] = { quoted, followed };
	for (int k = 0; k < 2; k++) {
		struct cast c;
		struct castgen g;
		discover(texts[k], CASTGEN_AUTO_MIN, &c, &g);
		CHECK(cast_find(&c, "林婉清", strlen("林婉清")) >= 0);
		CHECK(cast_find(&c, "林婉如", strlen("林婉如")) >= 0);
		CHECK_INT(c.n, 2);
		cast_release(&c);
		castgen_release(&g);
	}
}

/* Little evidence, but a description: the one the text names after it
 * (白衣青年名叫林逸风), or who is described right after the quote where he
 * gave his name (“我叫王大锤…”胖少年拍了拍胸口). */
static void test_described_genders(void)
{
	const char *text = "白衣青年名叫林逸风，是掌门的大弟子。\n林逸风想了想：“只能进外门。”\n"
			   "林逸风没再说什么。\n林逸风愣了一下。\n"
			   "“我叫王大锤，从王家村来的。”胖少年拍了拍胸口。\n"
			   "王大锤有些不服气：“难道不是吗？”\n王大锤张大了嘴巴。\n";
	struct cast c;
	struct castgen g;
	discover(text, CASTGEN_AUTO_MIN, &c, &g);
	CHECK_INT(gender_of(&c, "林逸风"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "王大锤"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
}

/* Names with no gendered character, said to be a man or a woman
 * (陈默是个不爱说话的男人, 顾言是一个爱笑的女孩), or named after one
 * (这小伙子名叫张华); not 是个好人. */
static void test_said_to_be(void)
{
	const char *text = "陈默是个不爱说话的男人，站在站台下发呆。\n顾言是一个爱笑的女孩。\n"
			   "“你也没带伞？”顾言问。\n陈默说：“忘在公司了。”\n顾言笑了：“一起走吧。”\n"
			   "陈默点点头说：“谢谢。”\n原来这小伙子名叫张华。\n张华说：“走。”\n"
			   "张华说：“好。”\n周明是个好人。\n周明说：“嗯。”\n周明说：“是。”\n";
	struct cast c;
	struct castgen g;
	discover(text, CASTGEN_AUTO_MIN, &c, &g);
	CHECK_INT(gender_of(&c, "陈默"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "顾言"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "张华"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "周明"), GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
}

/* 柳 is a surname as common in novels as those of the list (柳含烟, 柳妈). */
static void test_surname_liu(void)
{
	const char *text = "柳含烟抬起头来。\n柳含烟瞧了他一眼。\n柳含烟望着他的背影。\n";
	found_alone(text, "柳含烟", NULL);
}

/* 阿 and one character is a name as 小 and one is (阿福), not a word of the
 * lexicon (阿姨). */
static void test_a_names(void)
{
	const char *text = "阿福拍拍手上的灰。\n阿福早已坐在门槛上。\n阿福笑了。\n"
			   "阿姨来了。阿姨走了。阿姨笑了。\n";
	found_alone(text, "阿福", NULL);
}

/* A hard-wrapped paragraph (a break every 14 characters) that cuts 宝玉
 * in each of his tags: he is found as in the same text unwrapped. */
static const char wrapped[] = "那日众人都在园中坐着说笑，宝\n玉笑道：“今日天气倒好。”黛\n"
			      "玉听了也不理他，只看着花。宝\n玉又笑道：“妹妹怎么不说话？\n"
			      "”黛玉道：“我说什么呢。”宝\n玉忙道：“随便说些什么。”袭\n"
			      "人在一旁笑着看他两个，也不\n言语，只管低头做活计去了。\n";

static void test_hard_wraps(void)
{
	struct cast c;
	struct castgen g;
	discover(wrapped, 2, &c, &g);
	int i = cast_find(&c, "宝玉", strlen("宝玉"));
	CHECK(i >= 0);
	CHECK_INT((int)c.n, 1);
	cast_release(&c);
	castgen_release(&g);
}

static void test_tag_forms(void)
{
	/* a name with no surname (故乡's 闰土), tagged 说着， after a quote and by
	 * a paragraph that ends in 说： before one; a clause after a ； names its
	 * own speaker, and a pronoun's clause names none */
	const char *text = "“好。”闰土说着，又叫水生上来。\n"
			   "闰土又对我说：\n“现在太冷。”\n"
			   "小栓也吃完饭，他的母亲慌忙说：“坐着。”\n"
			   "小栓咳；康大叔上前，拍他说：“包好！”\n"
			   "祖师道：“悟空。”祖师道：“去罢。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "闰土", strlen("闰土")) >= 0);
	CHECK(cast_find(&c, "小栓", strlen("小栓")) < 0);
	CHECK_INT(gender_of(&c, "祖师"), GENDER_MALE); /* a title */
	cast_release(&c);
	castgen_release(&g);
	/* ． for a full stop, as the corpus's 紅樓夢 writes it: a tag after the
	 * quote, a sentence's head after it */
	found_alone("“回去罢．”薛蟠道．\n“也好．”薛蟠道．\n", "薛蟠", NULL);
	found_alone("他走了．贾赦道：“回去罢．”\n他走了．贾赦道：“也好．”\n", "贾赦", NULL);
	/* a verb's clause with no subject speaks for the nearest clause a
	 * surname opens, not for the sentence's first */
	found_alone("沈岩挂断电话，苏琴翻了个身，问：“又要出去？”\n"
		    "沈岩点点头，苏琴叹了口气，说：“早点回来。”\n",
		    "苏琴", NULL);
	/* 头也不抬地说: the man before it, not a name 头也 */
	found_alone("法医老郑蹲在尸体旁边，头也不抬地说：“死亡时间大约在晚上。”\n"
		    "老郑站起来：“我先回去。”\n",
		    "老郑", NULL);
}

static void test_beats_and_self_names(void)
{
	/* a beat a colon hands to the quote (a web novel's commonest tag), and
	 * a speaker who gives her own name; a colon after a speech verb and a
	 * quote that names someone else count as before */
	const char *text = "张大伟嘿嘿一笑：“顾客？”\n张大伟从上铺探出头来：“谁啊？”\n"
			   "女孩笑了：“我叫苏晴，从今天起你就是我的人了。”\n"
			   "苏晴转过身：“走吧。”\n"
			   "“来了。”林凡说。\n“你好。”林凡说。\n"
			   "门上写着：“王大海之墓。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "张大伟", strlen("张大伟")) >= 0);
	CHECK(cast_find(&c, "苏晴", strlen("苏晴")) >= 0);
	CHECK(cast_find(&c, "林凡", strlen("林凡")) >= 0);
	CHECK(cast_find(&c, "王大海", strlen("王大海")) < 0);
	CHECK_INT((int)c.n, 3);
	cast_release(&c);
	castgen_release(&g);
	/* a beat that parts a quote is the speaker's too; a verb said twice
	 * (拉了拉) ends no name */
	discover("“你这人怎么怪怪的？”苏晴歪着头打量他，“昨晚没睡好？”\n"
		 "苏晴拉了拉陈默的袖子：“别理他。”\n", 2, &c, &g);
	CHECK(cast_find(&c, "苏晴", strlen("苏晴")) >= 0);
	CHECK_INT((int)c.n, 1);
	cast_release(&c);
	castgen_release(&g);
	/* one self-introduction is enough: 孙海涛 is never tagged after */
	found_alone("那年轻人推了推眼镜：“大家好，我叫孙海涛，以后请多指教。”\n“好。”\n", "孙海涛",
		    NULL);
	/* 我是你六师姐，苏婉儿: who she is to him, then her name; 我是个老实人
	 * and 我是说 name no one */
	discover("少女道：“我是你六师姐，苏婉儿。”\n苏婉儿转过身：“走吧。”\n"
		 "他道：“我是个老实人。”\n他道：“我是说，你别去。”\n",
		 2, &c, &g);
	CHECK(cast_find(&c, "苏婉儿", strlen("苏婉儿")) >= 0);
	CHECK_INT((int)c.n, 1);
	cast_release(&c);
	castgen_release(&g);
}

static void test_pronoun_after_clauses(void)
{
	/* a sentence the name heads may run on past a comma before the
	 * pronoun that takes it up in the next (陈静的手一抖，咖啡洒了。她…);
	 * a pronoun opening the clause after the comma is still the one */
	const char *text =
		"陈静的手一抖，咖啡洒了一点出来。她拿纸巾擦了擦桌子。\n陈静道：“他怎么了？”\n"
		"陈静低下头，半天没说话。她终于开口了。\n陈静道：“多少？”\n"
		"周明远推开门，他看见了她。\n周明远道：“你来了。”\n"
		"周明远坐下，他笑了笑。\n周明远道：“五十万。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK_INT(gender_of(&c, "陈静"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "周明远"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
}

/* A pronoun after another's name ending the sentence (陈默回过头，是隔壁公司
 * 的林晓。她…) takes up that one, and one after a clause saying when (陈默到
 * 的时候，她…) the one found there: neither is the name's. */
static void test_pronoun_of_someone_else(void)
{
	static const char *const texts[] = {
		"陈默回过头，是隔壁公司的林晓。她抱着一摞文件。\n陈默道：“好啊。”\n陈默道：“走。”\n",
		"陈默到的时候，她已经点好了面。\n陈默道：“来了。”\n陈默道：“走。”\n",
	};
	for (size_t k = 0; k < sizeof(texts) / sizeof(*texts); k++) {
		struct cast c;
		struct castgen g;
		discover(texts[k], 2, &c, &g);
		CHECK_INT(gender_of(&c, "陈默"), GENDER_UNKNOWN);
		cast_release(&c);
		castgen_release(&g);
	}
}

/* ...that pronoun is hers: the name presented after 是, ending the sentence
 * (是隔壁公司的林晓。她…). */
static void test_pronoun_after_presented(void)
{
	struct cast c;
	struct castgen g;
	discover("陈默回过头，是隔壁公司的林晓。她抱着一摞文件。\n林晓道：“好啊。”\n"
		 "林晓道：“走。”\n",
		 2, &c, &g);
	CHECK_INT(gender_of(&c, "林晓"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
}

/* A role heading the last clause of a beat (车开出去很远，司机才又开口：)
 * speaks as one heading its sentence does: 司机's two quotes make him a
 * member of a short book. */
static void test_role_heading_last_clause(void)
{
	const char *text = "车来了。司机是个五十多岁的胖子。\n“小伙子，去哪？”司机笑道。\n"
			   "车开出去很远，司机才又开口：“这姑娘不错。”\n"
			   "陈默道：“好。”\n陈默道：“走。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "司机", strlen("司机")) >= 0);
	cast_release(&c);
	castgen_release(&g);
	/* his third line, a beat after a quote that opens its paragraph (not
	 * his 的: 司机的话) */
	const char *three = "车来了。\n“小伙子，女朋友啊？”司机从后视镜里瞟了他们一眼。\n"
			    "“哈哈。”司机笑道。\n车开出去很远，司机才又开口：“这姑娘不错。”\n"
			    "“开快点。”老板的话让他愣住了。\n“好。”老板的声音很低。\n"
			    "老板道：“走。”\n";
	discover(three, 3, &c, &g);
	CHECK(cast_find(&c, "司机", strlen("司机")) >= 0);
	CHECK(cast_find(&c, "老板", strlen("老板")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A traditional book is read in simplified script, as attribution reads it
 * (歎口氣 is 叹口气, a word: no one's name), with ． for a full stop (the
 * corpus's 紅樓夢), and its cast is written as the book spells it; a cast
 * the user wrote in either script knows its names. */
static const char traditional[] = "眾人聞言，歎口氣道：“走罷．”\n眾人聞言，歎口氣道：“去罷．”\n"
				  "“回去罷．”薛蟠道．\n“也好．”薛蟠道．\n"
				  "“來了．”寶玉道．他笑了．\n“好．”寶玉道．\n"
				  "那人姓甄，名費，字士隱．\n士隱道：“請坐．”\n士隱道：“不敢．”\n";

static int has(const struct cast *c, const char *name)
{
	return cast_find(c, name, strlen(name)) >= 0;
}

static void test_traditional(void)
{
	struct cast c;
	struct castgen g;
	discover(traditional, 2, &c, &g);
	CHECK(has(&c, "薛蟠") && !has(&c, "歎口"));
	CHECK(has(&c, "寶玉") && !has(&c, "宝玉"));
	int i = cast_find(&c, "甄費", strlen("甄費"));
	CHECK(i >= 0 && c.v[i].n_aliases == 1 && !strcmp(c.v[i].aliases[0], "士隱"));
	CHECK_INT((int)c.n, 3);
	cast_release(&c);
	castgen_release(&g);
	/* the user's 寶玉 or 宝玉 is the one found: no second section */
	const char *mine[] = { "寶玉", "宝玉", "士隱" };
	for (size_t k = 0; k < 3; k++) {
		struct text t;
		castgen_init(&g);
		cast_init(&c);
		CHECK_INT(cast_add(&c, mine[k], strlen(mine[k]), GENDER_MALE), 0);
		CHECK_INT(text_from_bytes(&t, "test", traditional, strlen(traditional), NULL), 0);
		CHECK_INT(castgen_scan(&g, &t), 0);
		CHECK_INT(castgen_add_to(&g, &c, 2), 2);
		CHECK_INT((int)c.n, 3);
		CHECK(!strcmp(c.v[0].name, mine[k]));
		text_release(&t);
		cast_release(&c);
		castgen_release(&g);
	}
	/* a name no one was counted under (the narrator's own, 陳默) is spelt
	 * as the names found spell its characters (陳平's 陳) */
	discover("我叫陳默．“是的．”我說．\n“好．”我說．\n“走．”陳平說．\n“來．”陳平說．\n", 2, &c,
		 &g);
	i = cast_find(&c, "我", strlen("我"));
	CHECK(i >= 0 && c.v[i].n_aliases == 1 && !strcmp(c.v[i].aliases[0], "陳默"));
	CHECK(has(&c, "陳平"));
	cast_release(&c);
	castgen_release(&g);
}

static const struct castgen_name *entry(const struct castgen *g, const char *name)
{
	for (size_t i = 0; i < g->n; i++)
		if (!strcmp(g->v[i].name, name))
			return &g->v[i];
	CHECK(!"a name counted");
	return NULL;
}

static void test_near(void)
{
	/* who speaks within a few dialogue runs of whom, in one chapter: 郑九
	 * talks with 吴八; 孙七 comes five runs later, then 吴八 in the next chapter */
	const char *one = "郑九说：“走吧。”\n吴八说：“去哪里？”\n郑九说：“城里。”\n"
			  "“一。”\n“二。”\n“三。”\n“四。”\n“五。”\n孙七说：“好。”\n";
	struct castgen g;
	struct text t;
	castgen_init(&g);
	CHECK_INT(text_from_bytes(&t, "one", one, strlen(one), NULL), 0);
	CHECK_INT(castgen_scan(&g, &t), 0);
	text_release(&t);
	const char *two = "吴八说：“来了。”\n";
	CHECK_INT(text_from_bytes(&t, "two", two, strlen(two), NULL), 0);
	CHECK_INT(castgen_scan(&g, &t), 0);
	text_release(&t);
	const struct castgen_name *zheng = entry(&g, "郑九"), *wu = entry(&g, "吴八"),
				  *sun = entry(&g, "孙七");
	if (zheng && wu && sun) {
		CHECK_INT(castgen_near(zheng, wu), 2);
		CHECK_INT(castgen_near(wu, zheng), 1);
		CHECK_INT(castgen_near(zheng, sun), 0);
		CHECK_INT(castgen_near(sun, wu), 0);
	}
	castgen_release(&g);
}

/* A one-chapter book told by 我 (a classroom of our own): the narrator's
 * beats after a quote or between two (“真没有。”我摇了摇头。, “没事，”我深吸
 * 一口气，“…), and his sentence before a tag of the verb alone (我揉了揉眼睛，
 * 下意识地说：), are his quotes; 下意 of 下意识 is no one. */
static void test_short_first_person(void)
{
	const char *text = "我叫陈默，今年高二。\n“陈默！又走神了？”\n"
			   "我揉了揉眼睛，下意识地说：“没有。”\n“没有？”\n“真没有。”我摇了摇头。\n"
			   "“陈默，”同桌小声问，“你脸色怎么这么白？”\n"
			   "“没事，”我深吸一口气，“昨晚没睡好。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int i = cast_find(&c, "我", strlen("我"));
	CHECK(i >= 0 && cast_find(&c, "陈默", strlen("陈默")) == i);
	CHECK_INT(c.n, 1);
	cast_release(&c);
	castgen_release(&g);
	/* or in a quote his beat follows, as he meets a classmate */
	text = "我走进教室，在最后一排坐下。\n同桌伸出手来：“我叫李强。”\n"
	       "“我叫许诺。”我握了握他的手。\n“许诺？好名字。”\n“谢谢。”我笑了笑。\n"
	       "“没事，”我深吸一口气，“昨晚没睡好。”\n";
	discover(text, 0, &c, &g);
	i = cast_find(&c, "我", strlen("我"));
	CHECK(i >= 0 && cast_find(&c, "许诺", strlen("许诺")) == i);
	cast_release(&c);
	castgen_release(&g);
}

/* A one-chapter book of few quotes (an office of our own): who one is
 * before the name (经理张强) heads a beat, and in so short a book the
 * sentences a name opens beside a quote count as its quotes (张强翻开文件,
 * 吴磊把图纸往桌上一放).  Names of two, which are words too often for the
 * sentences they open alone to bring them in. */
static void test_short_office(void)
{
	const char *text = "周一早上，会议室里坐满了人。\n经理张强敲了敲桌子：“人都到齐了吗？”\n"
			   "“还差一个。”\n“不等了，开会。”张强翻开文件。\n"
			   "门被推开，有人跑了进来。\n"
			   "吴磊把图纸往桌上一放，喘了口气。“对不起，路上堵车。”\n“坐吧。”\n"
			   "“方案改好了？”\n“改好了，”吴磊点了点头，“您看看。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK(cast_find(&c, "张强", strlen("张强")) >= 0);
	CHECK(cast_find(&c, "吴磊", strlen("吴磊")) >= 0);
	CHECK_INT(c.n, 2);
	cast_release(&c);
	castgen_release(&g);
}

/* A wuxia inn of our own: 少年刀客林羽 heads the beat before his first
 * quote, then his beats after two (”林羽在炉边坐下。, ”林羽淡淡一笑。). */
static void test_short_inn(void)
{
	const char *text = "第三回 客栈\n风雪夜，客栈里只剩一桌客人。\n“小二，再来一壶酒！”\n"
			   "“来了来了！”\n门帘一掀，走进一个青衫少年。\n"
			   "少年刀客林羽抖落肩上的雪：“有空房吗？”\n“有，有！”\n"
			   "“那就一间上房。”林羽在炉边坐下。\n邻桌的汉子冷笑一声。\n"
			   "“小子，这把刀不错啊。”\n“过奖。”林羽淡淡一笑。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK(cast_find(&c, "林羽", strlen("林羽")) >= 0);
	CHECK_INT(c.n, 1);
	cast_release(&c);
	castgen_release(&g);
}

/* Who the narration presents in a book of few quotes (a hospital of our
 * own): one who comes in (进来的是医生孙涛，) and then heads a beat, and one
 * presented by who she is (教授刘东凯, a name of the dictionary's) in the
 * paragraph after a quote alone in its own, each speak. */
static void test_short_presented(void)
{
	const char *text = "第一章\n深夜，急诊室里灯火通明。\n“血压还在掉。”\n“再推一支。”\n"
			   "门口传来一阵脚步声。\n进来的是医生孙涛，他披着白大褂，手里拿着咖啡。\n"
			   "“病人什么情况？”\n"
			   "孙涛把咖啡往桌上一放，看了一眼监护仪。“这……”他低声说，“准备手术。”\n"
			   "第二章\n“都安静！”\n讲台上，教授刘东凯推了推眼镜，看着台下。\n"
			   "全场一片寂静。\n“今天讲第三章。”她转过身去。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK(cast_find(&c, "孙涛", strlen("孙涛")) >= 0);
	CHECK(cast_find(&c, "刘东凯", strlen("刘东凯")) >= 0);
	CHECK_INT(c.n, 2);
	cast_release(&c);
	castgen_release(&g);
}

/* A chapter of our own that repeats its paragraphs: three heads glue one
 * character each to 陆川 (陆川十 of 十六岁, 陆川收, 陆川站), so 陆川 is the
 * name and none of them. */
static void test_glued_heads(void)
{
	char text[2048] = "第一章\n";
	for (int i = 0; i < 3; i++)
		strcat(text, "这一年，陆川十六岁。他每天天不亮就起床练刀。\n"
			     "“川儿，过来。”老人朝他招了招手。\n陆川收刀走了过去：“您有何吩咐？”\n"
			     "陆川站在院子里，一动不动。\n");
	found_alone(text, "陆川", NULL);
}

/* A stranger introducing himself after a word for oneself (“在下林青云，…):
 * one quote names him, and the man's word heading the sentence of his tag
 * (少年…说道：) tells his gender with 在下; no name, no one (“在下不敢。”). */
static void test_self_styled(void)
{
	const char *text = "门帘一掀，走进一个青衫少年。\n“来一斤牛肉。”少年坐下。\n"
			   "少年终于抬起头来，看了他一眼，说道：“在下林青云，路过此地。”\n"
			   "“在下不敢。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(gender_of(&c, "林青云"), GENDER_MALE);
	CHECK_INT(c.n, 1);
	cast_release(&c);
	castgen_release(&g);
}

/* The gender castgen finds for name, a member or not. */
static enum gender found_gender(const struct castgen *g, const char *name)
{
	for (size_t i = 0; i < g->n; i++)
		if (!strcmp(g->v[i].name, name))
			return castgen_gender(g, i);
	CHECK(!"found");
	return (enum gender)-1;
}

/* A man a short book names seldom, taken up by one 他 (a teahouse of our
 * own): the only one no woman named in the sentence before (许婷 is one
 * by her name).  Not when a woman is named nearer, nor beside another
 * man, nor by 他俩 (two, one of them 许婷). */
static void test_his_one_he(void)
{
	static const char *const first[] = {
		"许婷推开茶馆的门，一眼就看见了坐在窗边的江屿。",
		"江屿推开茶馆的门，一眼就看见了坐在窗边的许婷。",
		"许婷和罗川推开茶馆的门，一眼就看见了坐在窗边的江屿。",
		"许婷推开茶馆的门，一眼就看见了坐在窗边的江屿。",
	};
	static const char *const he[] = { "他", "他", "他", "他俩" };
	static const enum gender want[] = { GENDER_MALE, GENDER_UNKNOWN, GENDER_UNKNOWN,
					    GENDER_UNKNOWN };
	for (size_t k = 0; k < 4; k++) {
		char text[1024];
		snprintf(text, sizeof(text),
			 "%s\n两年不见，%s瘦了。\n“好久不见。”江屿站起来。\n"
			 "“好久不见。”许婷坐下，“你什么时候回来的？”\n“上周。”\n江屿没有说话。\n"
			 "罗川笑了笑。罗川倒了一杯茶。\n“江屿。”她看着他，“我要走了。”\n",
			 first[k], he[k]);
		struct cast c;
		struct castgen g;
		discover(text, 0, &c, &g);
		CHECK_INT(found_gender(&g, "江屿"), want[k]);
		cast_release(&c);
		castgen_release(&g);
	}
}

/* A master and his pupil (a chapter of our own, no woman, no 她): the
 * pupil's 他 tag after a sentence he heads makes him a man; the master,
 * tagged 老樵夫 and called 师父 by the pupil, is one member, 师父 his
 * alias, though 师父 opens sentences of its own (师父朝他招了招手). */
static void test_master_and_pupil(void)
{
	const char *text = "陆川坐在崖边，望着山下的村子。\n“师父，我什么时候才能下山？”他回头问道。\n"
			   "老樵夫摸了摸胡子，笑道：“等你赢了我。”\n“川儿，过来。”师父朝他招了招手。\n"
			   "陆川放下柴刀，走了过去：“师父有何吩咐？”\n师父指了指山下：“去镇上买些盐。”\n"
			   "陆川点了点头。\n师父又叮嘱了几句。\n“师父，您老人家保重。”陆川说。\n"
			   "老樵夫叹了口气，说道：“早去早回。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(gender_of(&c, "陆川"), GENDER_MALE);
	int master = cast_find(&c, "老樵夫", strlen("老樵夫"));
	CHECK(master >= 0 && cast_find(&c, "师父", strlen("师父")) == master);
	CHECK_INT(c.n, 2);
	cast_release(&c);
	castgen_release(&g);
}

/* A title said to one (“长老，…” answered by 行者) is not his alias when
 * the narration's one of that title heads a clause beside him: someone
 * else (a chapter of our own). */
static void test_title_called_of_another(void)
{
	const char *text = "长老与行者来到庄上。\n老汉上前道：“长老，可要住店？”\n"
			   "行者笑道：“要两间上房。”\n老汉又道：“长老，可要斋饭？”\n"
			   "行者道：“都要。”\n长老坐下歇息，行者出门去了。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int pilgrim = cast_find(&c, "行者", strlen("行者"));
	CHECK(pilgrim >= 0 && cast_find(&c, "长老", strlen("长老")) != pilgrim);
	cast_release(&c);
	castgen_release(&g);
}

/* A web novel's ASCII comma parts clauses as ， does (a chapter of our
 * own): 李想 heads the verb's clause, not 周秀 the sentence. */
static void test_ascii_comma_clause(void)
{
	const char *text = "周秀放下碗,李想问道：“吃完了？”\n周秀点点头,李想又问道：“那走吧？”\n"
			   "周秀擦了擦嘴,李想笑道：“我去开车。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	size_t quotes = 0;
	for (size_t i = 0; i < g.n; i++)
		if (!strcmp(g.v[i].name, "周秀"))
			quotes = g.v[i].count;
	CHECK_INT(quotes, 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A one-chapter meeting of our own: the role before a name heading a tag
 * (销售总监周立对着投影说道) is no name; a name after who one is past a 的
 * heading a colon's clause (坐在角落的实习生赵琳举起了手：), and heading its
 * last clause (散会后，赵琳在群里发了一条：), is the speaker's as a tag is. */
static void test_short_meeting(void)
{
	const char *text = "第一章 会议\n周五下午，会议室里坐满了人。\n"
			   "“这个季度的销量涨了两成。”销售总监周立对着投影说道。\n"
			   "后排有人小声嘀咕：“又是画饼。”\n周立笑了笑，接着说：“下季度还会更好。”\n"
			   "坐在角落的实习生赵琳举起了手：“请问，奖金什么时候发？”\n"
			   "“月底。”周立回答。\n"
			   "散会后，赵琳在群里发了一条：“今天的会，还行吧。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK(cast_find(&c, "赵琳", strlen("赵琳")) >= 0);
	CHECK_INT(c.n, 2);
	cast_release(&c);
	castgen_release(&g);
	discover(text, 1, &c, &g);
	CHECK(cast_find(&c, "销售总监", strlen("销售总监")) < 0);
	CHECK(cast_find(&c, "总监周立", strlen("总监周立")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A classical chapter of our own: a rank before the name heading a tag
 * (部将马忠进曰) counts for the name, not 马忠进; a man who declares his
 * name (小人乃陈豹帐下孙达是也) and then speaks by his given name (达曰)
 * joins with it as his alias, whatever word for "I" he uses (洒家乃). */
static void test_short_camp(void)
{
	static const char *const selves[] = { "小人", "洒家" };
	for (size_t k = 0; k < 2; k++) {
		char text[1024];
		snprintf(text, sizeof(text),
			 "第三回\n却说刘安引兵五千，屯于山下。部将马忠进曰：“山路险峻，不可轻进。”\n"
			 "刘安曰：“汝言是也。”\n马忠曰：“可遣人探之。”\n"
			 "次日，忽报营外有人来投。刘安曰：“唤入。”\n"
			 "一人入帐，拜伏于地曰：“%s乃陈豹帐下孙达是也，特来相投。”\n"
			 "刘安疑之。达曰：“小人所言，句句是实。”\n",
			 selves[k]);
		struct cast c;
		struct castgen g;
		discover(text, 0, &c, &g);
		CHECK(cast_find(&c, "马忠", strlen("马忠")) >= 0);
		CHECK(cast_find(&c, "马忠进", strlen("马忠进")) < 0);
		int sun = cast_find(&c, "孙达", strlen("孙达"));
		CHECK(sun >= 0 && cast_find(&c, "达", strlen("达")) == sun);
		cast_release(&c);
		castgen_release(&g);
	}
}

/* A friend's word before a name (闺蜜苏小荷) says she is a woman, even of
 * one who opens a single sentence (a romance of our own). */
static void test_friend_words(void)
{
	const char *text = "第一章\n雨下得很大。宋知秋站在楼下发愁。\n"
			   "“走吧。”\n宋知秋犹豫了一下：“不用了。”\n“上车。”\n"
			   "宋知秋笑着说：“那谢谢了。”\n手机响了，是闺蜜苏小荷打来的。\n"
			   "“到家了没？”\n“到了。”\n“谁送你的？”苏小荷的声音一下子高了八度。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK_INT(gender_of(&c, "苏小荷"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
	/* a school's younger sister, a boyfriend */
	discover("“等等我！”师妹柳青也追了上来。\n“慢点。”男友陈岩回过头。\n", 0, &c, &g);
	const struct castgen_name *liu = entry(&g, "柳青"), *chen = entry(&g, "陈岩");
	CHECK(liu && liu->female && !liu->male);
	CHECK(chen && chen->male && !chen->female);
	cast_release(&c);
	castgen_release(&g);
	/* cousins */
	discover("“等等我！”表弟周远也追了上来。\n“慢点。”堂姐林岚回过头。\n", 0, &c, &g);
	const struct castgen_name *zhou = entry(&g, "周远"), *lin = entry(&g, "林岚");
	CHECK(zhou && zhou->male && !zhou->female);
	CHECK(lin && lin->female && !lin->male);
	cast_release(&c);
	castgen_release(&g);
}

/* Names of 小 or 阿 and one character (小萍, 阿荣) heading tags and beats
 * count as other names do in a short book; not the words 小心 and 阿姨;
 * a cousin's word before one tells his gender. */
static void test_nicknames(void)
{
	const char *text = "第一章\n天黑了，山路上没有灯。\n“小心脚下。”小萍扶着石壁往前走。\n"
			   "表哥阿荣举起火把：“前面有个山洞。”\n“进去躲躲吧。”小萍说。\n"
			   "阿荣点点头，回头问：“冷不冷？”\n阿姨笑了：“不冷。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "小萍", strlen("小萍")) >= 0);
	CHECK_INT(gender_of(&c, "阿荣"), GENDER_MALE);
	CHECK(cast_find(&c, "小心", strlen("小心")) < 0);
	CHECK(cast_find(&c, "阿姨", strlen("阿姨")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A chat line's name (老四：…) says it, a word (老四, 老大) or not. */
static void test_chat_names(void)
{
	const char *text = "第一章\n宿舍群里又热闹起来了。\n老大：明天的课谁去？\n\n"
			   "老四：我不去。\n\n老二：你又逃课？\n\n老四：困死了。\n\n老大：行吧。\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "老四", strlen("老四")) >= 0);
	CHECK(cast_find(&c, "老大", strlen("老大")) >= 0);
	CHECK(cast_find(&c, "老二", strlen("老二")) < 0);
	cast_release(&c);
	castgen_release(&g);
	/* a name the chat line's cut takes (segment_chat_name), Latin letters too */
	text = "第一章\n宿舍群里又热闹起来了。\nAda2号：明天的课谁去？\n\n"
	       "老四：我不去。\n\nAda2号：你又逃课？\n\n老四：困死了。\n\nAda2号：行吧。\n";
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "Ada2号", strlen("Ada2号")) >= 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A system novel's machine (叮！…, …宿主…, the narration's 系统) joins as
 * [系统]; not in a book whose chimes are a doorbell's, which never speaks
 * of a system, nor for a host's calls to it (“系统，…”). */
static void test_system(void)
{
	const char *book = "第一章\n林凡醒来时，脑海里响起一道提示音。\n“叮！新手任务发布。”\n"
			   "“系统，任务奖励是什么？”林凡问。\n“叮！奖励宿主体质+1。”\n"
			   "苏瑶推门进来：“你又睡到中午？”\n";
	const char *bell = "第一章\n门铃响了。\n“叮！”\n“谁啊？”林凡问。\n“叮咚！”\n"
			   "苏瑶推门进来：“你又睡到中午？”\n";
	struct cast c;
	struct castgen g;
	discover(book, 2, &c, &g);
	int i = cast_find(&c, CASTROLE_SYSTEM, strlen(CASTROLE_SYSTEM));
	CHECK(i >= 0 && c.v[i].gender == GENDER_UNKNOWN);
	cast_release(&c);
	castgen_release(&g);
	discover(bell, 2, &c, &g);
	CHECK(cast_find(&c, CASTROLE_SYSTEM, strlen(CASTROLE_SYSTEM)) < 0);
	cast_release(&c);
	castgen_release(&g);
	static const char *const says[] = { "“叮！恭喜宿主。”", "“叮咚！任务完成。”",
					    "“叮——检测到危险。”", "“请宿主选择。”",
					    /* the chime of a block 【叮……】 (sysline_chimes) */
					    "“叮……检测到危险。”", "“叮。新手礼包已发放。”", NULL };
	static const char *const not_says[] = { "“系统，宿主是什么？”", "“叮当，过来。”",
						"“你好。”", NULL };
	for (const char *const *q = says; *q; q++)
		CHECK(castrole_system_says(*q, 0, strlen(*q)));
	for (const char *const *q = not_says; *q; q++)
		CHECK(!castrole_system_says(*q, 0, strlen(*q)));
}

/* A name glued to the first character of the word after it each time
 * (陈北心 of 陈北心中) is that name's; a name followed once by a word's
 * first (周文刚在) and by others elsewhere stays whole. */
static void test_glued_word(void)
{
	const char *text = "第一章\n清晨，陈北走进院子。\n陈北心中一喜：“成了！”\n"
			   "“陈北，你来了？”周文刚问。\n“发布。”陈北心中默念。\n"
			   "周文刚在门口站着：“进来吧。”\n“谢谢。”陈北说。\n"
			   "周文刚笑道：“不客气。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "陈北", strlen("陈北")) >= 0);
	CHECK(cast_find(&c, "陈北心", strlen("陈北心")) < 0);
	CHECK(cast_find(&c, "周文刚", strlen("周文刚")) >= 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A title right before a name heading a beat (技术员小吴把U盘插进电脑，) is
 * that one's, no role of its own: only the name joins. */
static void test_title_before_name(void)
{
	const char *text = "第一章\n办公室里摆着几台电脑。\n“陈队，监控调出来了。”"
			   "技术员小吴把一个U盘插进电脑，“你看这里。”\n“能放大吗？”陈默问。\n"
			   "小吴摇了摇头：“像素太低。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "小吴", strlen("小吴")) >= 0);
	CHECK(cast_find(&c, "技术员", strlen("技术员")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A role of three characters ending in 人 (黑衣人), also past a band's
 * 为首的, joins a short book's cast as 老道士 does. */
static void test_band_leader(void)
{
	const char *text = "第一章\n山路上跳出几个强盗。\n“站住！”为首的黑衣人恶狠狠地喊道。\n"
			   "“你们是谁？”\n黑衣人冷笑一声：“要你命的人。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "黑衣人", strlen("黑衣人")) >= 0);
	cast_release(&c);
	castgen_release(&g);
}

/* What one asks to be called as he gives his name (你叫我胖子就行) is his
 * alias, no member of its own however many tags it heads. */
static void test_call_me(void)
{
	const char *text = "第一章\n“我叫孙大海，你叫我胖子就行。”\n“好。”我点点头。\n"
			   "胖子嘿嘿一笑：“以后咱俩就是同桌了。”\n胖子压低声音说：“作业借我抄。”\n"
			   "胖子笑道：“开个玩笑。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	int i = cast_find(&c, "孙大海", strlen("孙大海"));
	CHECK(i >= 0 && cast_find(&c, "胖子", strlen("胖子")) == i);
	cast_release(&c);
	castgen_release(&g);
}

/* A palace's ranks after a name make a person of any surname (淑贵妃: 淑 is
 * no common surname, 桂嬷嬷), and 小太监 heading tags is no nickname 小太. */
static void test_palace_ranks(void)
{
	const char *text = "第一章\n御花园里，淑贵妃冷笑一声：“本宫倒要看看。”\n"
			   "桂嬷嬷低着头：“娘娘息怒。”\n淑贵妃把茶盏一摔：“息怒？”\n"
			   "桂嬷嬷连忙跪下：“奴婢该死。”\n小太监跪在地上：“皇上驾到！”\n"
			   "小太监磕了个头：“奴才告退。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "淑贵妃", strlen("淑贵妃")) >= 0);
	CHECK(cast_find(&c, "桂嬷嬷", strlen("桂嬷嬷")) >= 0);
	CHECK(cast_find(&c, "小太", strlen("小太")) < 0);
	cast_release(&c);
	castgen_release(&g);
	/* one table of ranks (namehead_ranks): each tells its gender */
	CHECK_INT(castgender_title("宫女"), 0);
	CHECK_INT(castgender_title("桂嬷嬷"), 0);
	CHECK_INT(castgender_title("小太监"), 1);
}

/* 小张, 老宋: 小 or 老 and a surname is how a colleague is called, though
 * the dictionary has 小张 as a noun, 小林 as a name and 老宋 as a time word;
 * their beats make them members, and 老宋 is a man where nothing says
 * otherwise.  Not 小于 (a verb). */
static void test_surname_calls(void)
{
	const char *text = "第一章\n车间里机器轰鸣。技术员王强正在检查图纸。\n"
			   "小张抱着一摞零件走过来：“王工，货到了。”\n“放那儿吧。”王强头也不抬。\n"
			   "老宋擦了擦手上的油：“这批货不对劲。”\n“哪里不对？”王强问。\n"
			   "老宋叹了口气：“螺纹全是反的。”\n“我去找厂家！”小张转身就跑。\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	CHECK(cast_find(&c, "小张", strlen("小张")) >= 0);
	CHECK_INT(gender_of(&c, "老宋"), GENDER_MALE);
	CHECK_INT(c.n, 3);
	cast_release(&c);
	castgen_release(&g);
	/* 老 and his surname called (“老林，…) tells a man, and 柱 of a given
	 * name does */
	discover("“老林，你可算醒了。”赵铁柱站起来。\n林远点点头：“嗯。”\n林远问：“几点了？”\n"
		 "“三点。”赵铁柱说。\n",
		 0, &c, &g);
	CHECK_INT(gender_of(&c, "林远"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "赵铁柱"), GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	static const char *const calls[] = { "小林", "小张", "老宋", "老何", NULL };
	static const char *const words[] = { "小于", "小许", "老师", "小心", NULL };
	for (const char *const *w = calls; *w; w++)
		CHECK(namehead_nickname(*w, strlen(*w)));
	for (const char *const *w = words; *w; w++)
		CHECK(!namehead_nickname(*w, strlen(*w)));
}

/* The court's people known by their rank alone (castrole.c): 太后 heading
 * two beats joins a short book's cast, a woman. */
static void test_court_roles(void)
{
	const char *text = "第一章\n慈宁宫里静悄悄的。\n太后放下佛珠：“皇帝今晚去了哪里？”\n"
			   "“回太后，去了长春宫。”\n太后沉吟片刻：“叫她明日来见我。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK_INT(gender_of(&c, "太后"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
}

/* A fable's animals (castrole.c), and the people whose names look like one:
 * 小马, 老牛 (a surname), 马妈妈 (Mrs 马), 小狗子 (a child's name). */
static void test_animals(void)
{
	static const char *const animals[] = { "小兔子", "大灰狼", "兔妈妈", "狐狸", "老山羊",
					       "大象", "小白马", "小狗", NULL };
	static const char *const people[] = { "小马", "老牛", "马妈妈", "小狗子", "狗", NULL };
	for (const char *const *a = animals; *a; a++)
		CHECK(castrole_is_animal(*a, strlen(*a)));
	for (const char *const *p = people; *p; p++)
		CHECK(!castrole_is_animal(*p, strlen(*p)));
	/* a monk or a nun is one person's word for trade, the roles' and the
	 * mentions' alike, though the dictionary has it as a name */
	CHECK(namehead_person_noun("老和尚", strlen("老和尚")));
	CHECK(namehead_person_noun("尼姑", strlen("尼姑")));
	const char *tag = "小狗子说：";
	size_t at = 0;
	CHECK_INT((int)castrole_at(tag, &at, strlen(tag)), 0);
	tag = "大灰狼眯着眼睛说：";
	CHECK_INT((int)castrole_at(tag, &at, strlen(tag)), (int)strlen("大灰狼"));
	/* a band's leader: every caller gets past 为首的 */
	tag = "为首的黑衣人恶狠狠地喊道：";
	CHECK_INT((int)castrole_at(tag, &at, strlen(tag)), (int)strlen("黑衣人"));
	CHECK_INT((int)at, (int)strlen("为首的"));
}

/* Whether the cast found in text (a short book's minimum) has name. */
static int found_in(const char *text, const char *name)
{
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int who = cast_find(&c, name, strlen(name));
	cast_release(&c);
	castgen_release(&g);
	return who >= 0;
}

/* A name's run ends before a word of what one does or how (苏晴推门, 熊伯伯
 * 慢吞吞地): 苏晴推 and 熊伯伯慢 are no one; a word before 地 (高兴地说) is how
 * one speaks, no one's name, nor is a cry (阿呀). */
static void test_run_ends_before_doing(void)
{
	const char *text = "第一章\n苏晴推门进来，说：“林凡，你在发什么呆？”\n林凡说：“没有。”\n"
			   "苏晴推开窗户，说：“下雨了。”\n林凡说：“嗯。”\n"
			   "熊伯伯慢吞吞地走过来，说：“孩子们。”\n小兔子说：“好。”\n"
			   "熊伯伯慢吞吞地坐下，说：“明天吧。”\n小兔子说：“好。”\n";
	CHECK(found_in(text, "苏晴"));
	CHECK(found_in(text, "熊伯伯"));
	CHECK(!found_in(text, "苏晴推"));
	CHECK(!found_in(text, "熊伯伯慢"));
	char more[2048] = "第一章\n";
	for (int i = 0; i < 3; i++)
		strcat(more, "小松鼠从树洞里探出头来，高兴地说：“好呀好呀！”\n"
			     "阿呀，王大妈叫道：“你怎么又瘦了！”\n阿呀！王大妈说：“没事就好。”\n");
	CHECK(!found_in(more, "高兴地"));
	CHECK(!found_in(more, "高兴"));
	CHECK(!found_in(more, "阿呀"));
	CHECK(found_in(more, "王大妈"));
}

/* A sound the narration quotes in a beat (乌鸦在树枝上“呱呱”叫了两声，说：)
 * does not end its sentence: the crow heads it, a fable's animal heard. */
static void test_quoted_word_in_beat(void)
{
	const char *text = "第一章\n小兔子说：“你好。”\n小松鼠说：“你好。”\n"
			   "乌鸦在树枝上“呱呱”叫了两声，说：“我的嗓子最好听了！”\n"
			   "小兔子说：“好。”\n小松鼠说：“好。”\n";
	CHECK(found_in(text, "乌鸦"));
}

/* “…”苏小雨白了他一眼。他…: the 他 she looked at is the next 他, not she:
 * she is no man. */
static void test_he_looked_at(void)
{
	const char *text = "第一章\n林凡推开门，看见苏小雨坐在窗边。\n"
			   "“你又迟到了。”苏小雨白了他一眼。他只好笑笑。\n林凡说：“路上堵车。”\n"
			   "“借口。”苏小雨白了他一眼。他摸了摸鼻子。\n林凡说：“真的。”\n"
			   "“信你才怪。”苏小雨白了他一眼。他不说话了。\n林凡说：“好吧。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int who = cast_find(&c, "苏小雨", strlen("苏小雨"));
	CHECK(who < 0 || c.v[who].gender != GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
	/* nor the 他 her sentence goes on with, in a book that writes 她 */
	discover("陈浩坐在窗边。服务员走过来，她递上菜单。\n“你迟到了。”陈浩说。\n"
		 "“路上堵车。”苏小雨白了他一眼，他只好笑笑。\n“又是这个理由。”陈浩笑道。\n"
		 "“爱信不信。”苏小雨白了他一眼。他摸了摸鼻子。\n"
		 "“随便。”苏小雨白了他一眼，他连忙点头。\n苏小雨说：“走吧。”\n苏小雨说：“明天见。”\n",
		 0, &c, &g);
	who = cast_find(&c, "苏小雨", strlen("苏小雨"));
	CHECK(who >= 0 && c.v[who].gender != GENDER_MALE);
	cast_release(&c);
	castgen_release(&g);
}

/* An everyday name (凤姐 of 王熙凤) is no given name: 任凤姐儿拣择施行 (任
 * "let") opens a sentence, and 任凤姐 is no full name of hers. */
static void test_everyday_no_given(void)
{
	char text[4096] = "第一章\n王熙凤笑道：“来了。”\n熙凤道：“坐。”\n"
			  "又查出许多旧例来，任凤姐儿拣择施行。\n";
	for (int i = 0; i < 4; i++)
		strcat(text, "凤姐笑道：“好。”\n凤姐听了，便走了。\n");
	struct cast c;
	struct castgen g;
	discover(text, 0, &c, &g);
	int who = cast_find(&c, "凤姐", strlen("凤姐"));
	CHECK(who >= 0);
	CHECK(cast_find(&c, "任凤姐", strlen("任凤姐")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A full name and its given name, each tagged often enough on its own
 * (苏婉儿, 婉儿), are one member, the other its alias; not where another
 * surname heads the given name too (贾宝玉, 甄宝玉), nor a given name of
 * one character (叶辰's 辰).  The gender is read from both forms. */
static void test_full_and_given(void)
{
	const char *text = "第一章\n苏婉儿笑道：“师兄来了。”\n叶辰道：“来了。”\n"
			   "苏婉儿道：“坐吧。”\n婉儿笑道：“喝茶。”\n辰道：“好。”\n"
			   "婉儿道：“再喝一杯。”\n叶辰道：“够了。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	int i = cast_find(&c, "苏婉儿", strlen("苏婉儿"));
	CHECK(i >= 0 && cast_find(&c, "婉儿", strlen("婉儿")) == i);
	CHECK_INT(c.n, 2);
	cast_release(&c);
	castgen_release(&g);
	text = "第一章\n贾明远笑道：“来了。”\n陈明远道：“坐吧。”\n"
	       "贾明远道：“好。”\n明远笑道：“喝茶。”\n陈明远道：“够了。”\n明远道：“再喝。”\n";
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "明远", strlen("明远")) != cast_find(&c, "贾明远", strlen("贾明远")));
	cast_release(&c);
	castgen_release(&g);
	/* the given name found by its tags takes the full name's evidence too
	 * (女孩康立平) */
	text = "第一章\n傍晚，女孩康立平从地里回来了。\n立平放下锄头，笑道：“哥，你回来了。”\n"
	       "康建华说：“回来了。”\n立平问道：“城里好吗？”\n康建华说：“好。”\n"
	       "立平笑道：“那就好。”\n";
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "康立平", strlen("康立平")) == cast_find(&c, "立平", strlen("立平")));
	CHECK_INT(gender_of(&c, "立平"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
}

/* A role heading a beat past where or when it happens (回宫的路上，) or
 * brought on by a count (一个小宫女…跪下道) is counted as one heading it. */
static void test_role_past_setting(void)
{
	const char *text = "第一章\n凤仪宫里很静。\n一个小宫女捧着托盘进来，跪下道：“娘娘，燕窝来了。”\n"
			   "皇后说：“放下吧。”\n回宫的路上，小宫女扶着皇后，小声问：“就这么算了？”\n"
			   "皇后说：“算了。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK_INT(gender_of(&c, "小宫女"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
	/* any place's word ends a setting (外头, as mention's speaker_is_locative) */
	text = "第一章\n凤仪宫里很静。\n一个小宫女捧着托盘进来，跪下道：“娘娘，燕窝来了。”\n"
	       "皇后说：“放下吧。”\n走到外头，小宫女扶着皇后，小声问：“就这么算了？”\n"
	       "皇后说：“算了。”\n";
	discover(text, 2, &c, &g);
	CHECK_INT(gender_of(&c, "小宫女"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
}

/* A school's head or member named after it (峨眉派掌门静虚师太朗声道,
 * 崆峒派的钟大海哈哈一笑): the name, not the school; 帮 as a verb
 * (小李帮王五…) heads no school. */
static void test_school_before_name(void)
{
	const char *text = "峨眉派掌门静虚师太朗声道：「诸位远道而来，贫尼先敬一杯。」\n"
			   "崆峒派的钟大海哈哈一笑：「师太客气。只是老夫今日倒要讨教讨教。」\n"
			   "静虚师太道：「钟掌门请。」\n钟大海说道：「当年我师父曾对我说过。」\n"
			   "小李帮王五道：「走吧。」\n小李道：「好。」\n";
	struct cast c;
	struct castgen g;
	discover(text, 1, &c, &g);
	CHECK_INT(gender_of(&c, "静虚师太"), GENDER_FEMALE);
	CHECK_INT(gender_of(&c, "钟大海"), GENDER_MALE);
	CHECK(cast_find(&c, "峨眉派掌", strlen("峨眉派掌")) < 0);
	CHECK(cast_find(&c, "崆峒派", strlen("崆峒派")) < 0);
	CHECK(cast_find(&c, "小李", strlen("小李")) >= 0);
	CHECK(cast_find(&c, "王五", strlen("王五")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A boss of a game named by a noun and 王 (野猪王头上…, 野猪王一声怒吼)
 * gives no 王头上: a given name is no word of place or count; a name after
 * someone's trade still counts (同事王建国). */
static void test_no_given_of_place(void)
{
	const char *text = "狂刀一刀砍下，野猪王头上冒出一股黑烟。\n“我去！”狂刀骂道。\n"
			   "野猪王一声怒吼，冲了过来。\n“小心！”狂刀大叫。\n"
			   "同事王建国走了过来。\n“下班了？”王建国问。\n";
	struct cast c;
	struct castgen g;
	discover(text, 1, &c, &g);
	CHECK(cast_find(&c, "王头上", strlen("王头上")) < 0);
	CHECK(cast_find(&c, "王一声", strlen("王一声")) < 0);
	CHECK(cast_find(&c, "王建国", strlen("王建国")) >= 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A 文言 tale's leads, met once by what they are and then called by one
 * character (济南李生 … 生曰, 遇一女子 … 女曰): the introduced form is the
 * member, the bare character its alias, the gender 生's or 女's.  Two
 * scholars make 生 no one's; 先生, 学生, 女儿 and a word (余生) introduce
 * no one. */
static void test_bare_leads(void)
{
	const char *tale = "济南李生，少负才名。一日出游，遇一女子，年可十七八。\n"
			   "问：“娘子何往？”女曰：“妾迷途耳。”生曰：“舍下不远。”\n"
			   "女笑曰：“君真痴人。”生言：“非也。”女曰：“诺。”从之。\n";
	struct cast c;
	struct castgen g;
	discover(tale, 0, &c, &g);
	CHECK_INT(cast_find(&c, "生", strlen("生")), cast_find(&c, "李生", strlen("李生")));
	CHECK_INT(cast_find(&c, "女", strlen("女")), cast_find(&c, "女子", strlen("女子")));
	CHECK_INT(gender_of(&c, "李生"), GENDER_MALE);
	CHECK_INT(gender_of(&c, "女子"), GENDER_FEMALE);
	cast_release(&c);
	castgen_release(&g);
	discover("济南李生，少负才名。其友王生，亦好学。\n生曰：“走。”生曰：“来。”\n", 0, &c, &g);
	CHECK_INT(c.n, 0);
	cast_release(&c);
	castgen_release(&g);
	discover("先生道：“学生何在？”学生曰：“在此。”余生，不复再见一女子。\n"
		 "女儿道：“今日是我生日。”女儿道：“先生请坐。”\n",
		 0, &c, &g);
	CHECK(cast_find(&c, "生", strlen("生")) < 0);
	CHECK(cast_find(&c, "女", strlen("女")) < 0);
	CHECK(cast_find(&c, "女子", strlen("女子")) < 0);
	cast_release(&c);
	castgen_release(&g);
}

/* A gesture the dictionary files as a noun (皱眉, 低头) heading the clause
 * of the verb is what the sentence's subject does; alone, a nickname
 * (秃头) is one. */
static void test_gesture_clause(void)
{
	const char *text = "苏晴推门进来，皱眉道：“林凡，你在发什么呆？”\n"
			   "苏晴放下书，皱眉道：“走吧。”\n陈默站起来，低头道：“好。”\n"
			   "陈默走过去，低头道：“嗯。”\n秃头道：“站住。”\n秃头道：“别跑。”\n";
	struct cast c;
	struct castgen g;
	discover(text, 2, &c, &g);
	CHECK(cast_find(&c, "苏晴", strlen("苏晴")) >= 0);
	CHECK(cast_find(&c, "皱眉", strlen("皱眉")) < 0);
	CHECK(cast_find(&c, "低头", strlen("低头")) < 0);
	CHECK(cast_find(&c, "陈默", strlen("陈默")) >= 0);
	CHECK(cast_find(&c, "秃头", strlen("秃头")) >= 0);
	cast_release(&c);
	castgen_release(&g);
}

int main(void)
{
	test_gesture_clause();
	test_bare_leads();
	test_role_past_setting();
	test_no_given_of_place();
	test_full_and_given();
	test_his_one_he();
	test_master_and_pupil();
	test_title_called_of_another();
	test_short_meeting();
	test_ascii_comma_clause();
	test_short_camp();
	test_friend_words();
	test_near();
	test_traditional();
	test_tag_forms();
	test_beats_and_self_names();
	test_subjects();
	test_subject_heads();
	test_courtesy_name_subjects();
	test_given_name_introduced();
	test_school_before_name();
	test_religious_titles();
	test_called_given_names();
	test_called_stop_surnames();
	test_given_name_subjects();
	test_surname_gao();
	test_xiao_names();
	test_long_tags();
	test_short_first_person();
	test_short_office();
	test_short_inn();
	test_short_presented();
	test_glued_heads();
	test_self_styled();
	test_pointed_at();
	test_station_introductions();
	test_kin_introductions();
	test_kin_speakers();
	test_kin_of_many();
	test_western_names();
	test_western_both_parts();
	test_western_from_start_and_titled();
	test_western_dots();
	test_ministers();
	test_own_spouse();
	test_shortened_role();
	test_doubled_name_after_noun();
	test_family_relatives();
	test_parents_of_lead();
	test_described_then_named();
	test_named_clauses_after();
	test_met_whole();
	test_met_beside();
	test_called_whole();
	test_called_by_given();
	test_titled_then_called();
	test_called_doubled();
	test_named_often();
	test_cut_short();
	test_sisters();
	test_described_genders();
	test_said_to_be();
	test_surname_liu();
	test_a_names();
	test_hard_wraps();
	test_short_forms();
	test_first_person();
	test_my_kin();
	test_given_names();
	test_numerals_and_heads();
	test_courtesy_names();
	test_courtesy_compound_surname();
	test_role_and_self();
	test_letters_in_names();
	test_pronouns_and_calls();
	test_subject_genders();
	test_no_name();
	test_pronoun_after_clauses();
	test_pronoun_of_someone_else();
	test_pronoun_after_presented();
	test_role_heading_last_clause();
	test_animals();
	test_nicknames();
	test_palace_ranks();
	test_surname_calls();
	test_court_roles();
	test_call_me();
	test_band_leader();
	test_chat_names();
	test_system();
	test_title_before_name();
	test_glued_word();
	test_run_ends_before_doing();
	test_quoted_word_in_beat();
	test_he_looked_at();
	test_everyday_no_given();
	return check_done();
}
