/* test_speaker.c - the speaker stage's rules (the cues, the readings of
 * the flow), each a reader's reason, tested with the rules alone (every
 * reading weighs 1, as before the scorer: gold_rules_model); the gold files
 * with the rules and with the trained scorer; cast discovery. */
#include "base/err.h"
#include "check.h"
#include "reading/reading.h"
#include "speaker/castgen.h"
#include "speaker/speechverb.h"
#include "speaker_gold.h"

#include <dirent.h>
#include <unistd.h>

static const char cast_ini[] =
	"[洪承畴]\naliases = 督师, 制军, 洪某\ngender = male\n"
	"[柳岳]\naliases = 柳千总\ngender = male\n"
	"[王朴]\ngender = male\n"
	"[兰绮云]\ngender = female\n"
	"[黛玉]\naliases = 林妹妹\ngender = female\n"
	"[宝玉]\ngender = male\n"
	"[洪德顺]\naliases = 洪老汉\ngender = male\n"
	"[周桂香]\naliases = 桂香, 柳岳妈\ngender = female\n";

/* The reading stage's reading of a name, for castgen_update_file. */
static int read_name(void *r, const char *name, struct strbuf *out)
{
	return reading_name(r, name, out);
}

/* The rules alone. */
static struct speaker_model *rules;

/* Speakers of the dialogue runs of s by the rules with cast ini, as
 * "name|name|…" (*crowd*, *unknown*). */
static char *speakers_in(const char *ini, const char *s, unsigned *flags_or)
{
	struct speaker_opts o = { .model = rules };
	char *got = gold_speakers(ini, s, &o, flags_or, NULL);
	CHECK(got != NULL);
	return got ? got : strdup("(failed)");
}

/* The same with the cast of these tests. */
static char *speakers(const char *s, unsigned *flags_or)
{
	return speakers_in(cast_ini, s, flags_or);
}

static void expect_with(const char *ini, const char *in, const char *want, int line)
{
	char *got = speakers_in(ini, in, NULL);
	if (!check_str(got, want, "speakers", __FILE__, line))
		fprintf(stderr, "  input: %s\n", in);
	free(got);
}

static void expect(const char *in, const char *want, int line)
{
	expect_with(cast_ini, in, want, line);
}
#define EXPECT(in, want) expect(in, want, __LINE__)

static void test_explicit(void)
{
	/* before the quote */
	EXPECT("洪承畴道：“撤。”", "洪承畴");
	EXPECT("柳岳问道，“为何？”", "柳岳");
	EXPECT("洪承畴对柳岳说：“你去。”", "洪承畴");
	EXPECT("王朴笑道：“好。”", "王朴");
	EXPECT("柳岳急叫道。“快走！”", "柳岳");
	EXPECT("柳岳跺了跺脚，“走！”", "柳岳");
	EXPECT("洪承畴低声道：“别说。”", "洪承畴");
	EXPECT("王朴冷冷地说：“不去。”", "王朴");
	EXPECT("只见柳岳走来，笑道：“我来了。”", "柳岳");
	EXPECT("洪承畴看见柳岳，忙问道：“如何？”", "洪承畴");
	/* after it, the same line or the next */
	EXPECT("“撤。”洪承畴说。", "洪承畴");
	EXPECT("“撤，”洪承畴道，“马上撤。”", "洪承畴|洪承畴");
	EXPECT("“这是真的？”\n\n柳岳一脸惊奇。", "柳岳");
	/* two speakers on one line: the tag closed after the first quote is
	 * its own, the second quote's tag names the second speaker */
	EXPECT("“能拿多少？”柳岳问。“至少五十吧！”王朴说。", "柳岳|王朴");
	EXPECT("“你吃了吗？”柳岳问道。“吃过了。”兰绮云回答。", "柳岳|兰绮云");
	/* with no tag of its own, the second quote goes on with him */
	EXPECT("“你好。”柳岳说。“我是新来的。”", "柳岳|柳岳");
	/* one who gives her name after who she is to the listener */
	EXPECT("柳岳正在练剑。\n\n“你是谁？”\n\n“我是你表妹，兰绮云。”", "柳岳|兰绮云");
	/* or who she is in the class, no comma (我是临时班长兰绮云) */
	EXPECT("柳岳正在看书。\n\n“都安静！”\n\n“我是临时班长兰绮云，先发新书。”",
	       "柳岳|兰绮云");
	/* or her surname alone, the one member who bears it (我姓王，) */
	EXPECT("柳岳正在看书。\n\n“都安静！”\n\n“同学们好，我姓王，教你们数学。”", "柳岳|王朴");
	EXPECT("“走吧。”柳岳说完翻身上马。", "柳岳");
	EXPECT("柳岳道：“走吗？”\n\n“不走。”\n\n兰绮云冷冷地说。", "柳岳|兰绮云");
	/* a paragraph ending in ： before a quote paragraph */
	EXPECT("王朴抬起头来，慢慢地说道：\n\n“我不去。”", "王朴");
	/* someone a name did not say it to: 掌柜也不再问 */
	EXPECT("柳岳道：“走吗？”\n\n“不走。”\n\n“真的？”柳岳也不再问。", "柳岳|*unknown*|*unknown*");
}

/* A person the cast lacks, named in the tag, is no cast member's voice: a
 * relative of a member (七斤嫂 is not 七斤), a surname and a given name, a
 * given name alone before 曰 that ends no member's name. */
/* A hard-wrapped paragraph whose breaks cut the names in the tags (宝⏎玉笑道,
 * ”黛⏎玉道). */
static void test_hard_wraps(void)
{
	EXPECT("那日众人都在园中坐着说笑，宝\n玉笑道：“今日天气倒好。”黛\n"
	       "玉听了也不理他，只看着花。宝\n玉又笑道：“妹妹怎么不说话？”\n"
	       "黛玉听了也不答，半日方\n道：“我说什么呢。”宝\n玉忙道：“随便说些什么。”袭\n"
	       "人在一旁笑着看他两个，也不\n言语，只管低头做活计去了。\n",
	       "宝玉|宝玉|黛玉|宝玉");
}

/* A chapter that lost its line breaks is one paragraph of hundreds of runs:
 * attribution reads it in pieces (speaker.c, PARA_RUNS_MAX), each quote
 * still its own tag's. */
static void test_one_line(void)
{
	struct strbuf in, want;
	strbuf_init(&in);
	strbuf_init(&want);
	int rc = 0;
	for (int i = 0; i < 150 && !rc; i++)
		rc = strbuf_adds(&in, i % 2 ? "黛玉道：“去吧。”她走了。" : "宝玉道：“来了。”他坐下。") ||
		     strbuf_adds(&want, i ? (i % 2 ? "|黛玉" : "|宝玉") : "宝玉");
	CHECK_INT(rc, 0);
	EXPECT(in.buf, want.buf);
	strbuf_release(&in);
	strbuf_release(&want);
}

/* A found cast knows some genders only: 他 after the sentence's subject of
 * no known gender is that subject, not the man of the sentences before. */
static void test_unknown_gender(void)
{
	static const char ini[] = "[洪承畴]\n[夏承德]\ngender = male\n";
	expect_with(ini, "夏承德道：“属下领命。”\n\n夏承德走了。\n\n"
			 "洪承畴看情势十分危急，他召集手下的几个将领，大声道：“诸位，拼死一搏！”",
		    "夏承德|洪承畴", __LINE__);
}

static void test_uncast(void)
{
	static const char ini[] = "[七斤]\ngender = male\n[张飞]\naliases = 飞\ngender = male\n";
	expect_with(ini, "七斤说：“皇帝坐了龙庭了。”\n七斤嫂呆了一刻，忽而恍然大悟的道，“这可好了！”",
		    "七斤|*unknown*", __LINE__);
	expect_with(ini, "飞曰：“杀之。”\n何进曰：“不可。”", "张飞|*unknown*", __LINE__);
	expect_with(ini, "飞曰：“杀之。”\n进曰：“不可。”", "张飞|*unknown*", __LINE__);
	expect_with(ini, "飞曰：“杀之。”\n帝曰：“不可。”", "张飞|*unknown*", __LINE__);
	/* an elder or someone by his looks, whom the cast lacks: not 七斤 */
	expect_with(ini, "七斤说：“走吧。”\n长老笑道：“有点意思。”", "七斤|*unknown*", __LINE__);
	expect_with(ini, "七斤说：“走吧。”\n胖子喘着粗气问道：“你还行不行？”", "七斤|*unknown*",
		    __LINE__);
	/* someone described and then a noun that speaks (旁边的保镖, 一个保镖):
	 * not the member before; but one spoken to (对门口的保安说) is no
	 * speaker, and 看的人们说 stays a crowd */
	static const char lin[] = "[林风]\ngender = male\n";
	expect_with(lin, "林风说：“好。”\n旁边的保镖冷笑道：“一个废物。”", "林风|*unknown*",
		    __LINE__);
	expect_with(lin, "林风说：“好。”\n一个保镖冷笑道：“一个废物。”", "林风|*unknown*",
		    __LINE__);
	expect_with(lin, "林风回头看去，身后的老人叹道：“好自为之。”", "*unknown*", __LINE__);
	expect_with(lin, "林风对门口的保安说：“让开。”", "林风", __LINE__);
	expect_with(lin, "林风笑了笑，指着门口的保安说：“他是谁？”", "林风", __LINE__);
	expect_with(lin, "林风说：“好。”\n“好了！”看的人们说。", "林风|*crowd*", __LINE__);
	expect_with(lin, "林风咳嗽一阵，脸上露出一丝讽刺的笑容说：“好事嘛！”", "林风", __LINE__);
	expect_with(lin, "林风点点头，那个年轻的护士小声说：“请跟我来。”", "*unknown*", __LINE__);
	/* 一名 and 那名 count people: a 弟子 or a 队员 the cast lacks */
	expect_with(lin, "林风说：“好。”\n一名白衣弟子拦住了他：“来者何人？”", "林风|*unknown*",
		    __LINE__);
	expect_with(lin, "林风说：“好。”\n那名弟子喝道：“来者何人？”", "林风|*unknown*", __LINE__);
	expect_with(lin, "林风说：“好。”\n这名队员低声道：“有人。”", "林风|*unknown*", __LINE__);
	expect_with("[林风]\ngender = male\n[苏婉]\ngender = female\n",
		    "林风站在山门前。\n“站住！”苏婉拦住了他，“来者何人？”\n“在下林风。”林风拱手道。\n"
		    "“站住！”一名白衣弟子拦住了他，“来者何人？”",
		    "苏婉|苏婉|林风|*unknown*|*unknown*", __LINE__);
	/* 王掌柜 is a man by castgender's table: of the cast's 王 the man */
	expect_with("[王芳]\ngender = female\n[王福]\ngender = male\n",
		    "王掌柜拍了拍柜台。\n\n“这台最老。”", "王福", __LINE__);
	/* “…”她笑了笑，“…”: a woman said it, so not the man the cast has */
	expect_with(lin, "林风醒了。\n“医院啊。”她笑了笑，“放心，你的伤不重。”\n林风苦笑：“这么贵？”",
		    "*unknown*|*unknown*|林风", __LINE__);
	/* one who gives his name (吾姓关名羽) is no member of another name,
	 * even in a cast found, whose unnamed one weighs less */
	expect_with("complete = no\n[刘备]\naliases = 玄德\ngender = male\n[张飞]\naliases = 飞\n"
		    "gender = male\n",
		    "正饮间，玄德笑道：“快斟酒来吃。”玄德看其人：身长九尺，髯长二尺。玄德就邀他同坐，叩其姓名。其人曰：“吾姓关名羽，"
		    "字长生，河东解良人也。”玄德遂以己志告之，云长大喜。同到张飞庄上。飞曰：“吾庄后有一桃园。”",
		    "刘备|*unknown*|张飞", __LINE__);
	expect_with("[刘备]\naliases = 玄德\ngender = male\n[张飞]\ngender = male\n",
		    "玄德问之。飞曰：“某姓张名飞，字翼德。”", "张飞", __LINE__);
	/* in a cast found, 他 right after a quote goes on with the subject of
	 * the sentence before, whose gender the cast does not know, not with
	 * the man of an earlier sentence (nor the 他 that one did something to) */
	expect_with("complete = no\n[高建军]\naliases = 建军\ngender = male\n[王满银]\n",
		    "建军没理他，把车子放稳，一块一块往窑里码砖坯。\n"
		    "王满银讨了个没趣，把烟屁股往地上一扔，也站起来帮他递。\n"
		    "“你这人，就是太实在。”他一边递一边说，“人家一个月给你多少钱？”",
		    "王满银|王满银", __LINE__);
	/* one who did not answer and then only thinks is still the silent one:
	 * the other asks next */
	expect_with("[刘桂芳]\ngender = female\n[王大婶]\ngender = female\n",
		    "“好事？”王大婶撇了撇嘴，“我看那女子不情愿。”\n"
		    "刘桂芳没有接话。她知道大儿子的心事，可这种事，她一个当妈的又能说什么呢？\n"
		    "“你家建军，今年也二十四了吧？”\n“二十四了。”",
		    "王大婶|王大婶|王大婶|刘桂芳", __LINE__);
	/* a found [父亲] is the one “爹，…” calls, so not its speaker */
	expect_with("complete = no\n[母亲]\ngender = female\n[父亲]\ngender = male\n",
		    "我推开院门的时候，母亲正在灶台前烧火。\n“回来了？”母亲头也没抬。\n"
		    "“嗯。”我放下行李，“爹呢？”\n“在地里。”母亲往灶膛里添了一把柴，“你去叫他回来吃饭。”\n"
		    "我走到地头，父亲正弯着腰锄草。\n“爹，吃饭了。”\n父亲直起腰，眯着眼看了我半天：“瘦了。”",
		    "母亲|*unknown*|*unknown*|母亲|母亲|*unknown*|父亲", __LINE__);
	/* a name the cast lacks acting right after the quote is its speaker */
	expect_with("[林风]\ngender = male\n[长老]\ngender = male\n",
		    "林风把手按在石上。\n“哈哈，果然是个废物！”赵乾笑得前仰后合。\n"
		    "林风道：“长老，再试一次吧。”",
		    "*unknown*|林风", __LINE__);
	/* two characters alone before 曰 are someone even without a common
	 * surname (關公, 雲長): not the crowd named the sentence before */
	expect_with("complete = no\n[劉備]\ngender = male\naliases = 玄德\n",
		    "軍士簇擁盧植去了。關公曰：「我等去無所依。」玄德從其言。\n"
		    "眾人散了。雲長曰：「我等去無所依。」\n眾人散了。玄德曰：「走。」",
		    "*unknown*|*unknown*|劉備", __LINE__);
	/* a one-character given name before 曰 (or 谓 and the one spoken to)
	 * is the member whose full name ends in it; one
	 * that ends no member's name is someone the cast lacks */
	expect_with("[刘备]\ngender = male\naliases = 玄德\n[张飞]\ngender = male\n[朱俊]\n"
		    "[袁绍]\ngender = male\n[何进]\ngender = male\n",
		    "玄德与朱俊计议。飞曰：「杀之。」俊曰：「可也。」\n进曰：「且容商议。」绍谓进曰：「大事若何？」\n"
		    "玄德见袁绍。坚谓父曰：「此贼可擒也。」",
		    "张飞|朱俊|何进|袁绍|*unknown*", __LINE__);
	/* one the cast lacks heading the sentence after a time or a title
	 * (这时，班花X…) is the 她 of its later clauses, and 淡淡 before the
	 * verb is how she says it, no name */
	static const char liu[] = "[林风]\ngender = male\n[柳如烟]\ngender = female\n";
	static const char *const heads[] = { "苏沐雪", "这时，苏沐雪", "班花苏沐雪", "这时，班花苏沐雪",
					     NULL };
	for (const char *const *head = heads; *head; head++) {
		char text[512];
		snprintf(text, sizeof(text), "柳如烟说：“你来了。”\n林风点点头。\n%s走了过来，她看了林风"
			 "一眼，淡淡道：“你就是林风？”", *head);
		expect_with(liu, text, "柳如烟|*unknown*", __LINE__);
	}
	/* one brought in by 的是个 is the 他 who speaks next; 萧寒是个 says
	 * what he is */
	static const char xiao[] = "[萧寒]\ngender = male\n[柳如烟]\n";
	expect_with(xiao, "柳如烟道：“有人来了。”\n为首的是个独眼大汉，他扛着刀，大笑道：“萧寒，你果然在这里！”",
		    "柳如烟|*unknown*", __LINE__);
	expect_with(xiao, "柳如烟道：“有人来了。”\n萧寒是个爽快的汉子，他大笑道：“来得好！”",
		    "柳如烟|萧寒", __LINE__);
	/* a voice heard: of no member, someone unnamed; of a member, hers */
	static const char two[] = "[雷豹]\ngender = male\n[柳如烟]\ngender = female\n";
	expect_with(two, "雷豹大笑道：“你来了！”\n楼上传来孟老头的声音：“吵死了。”",
		    "雷豹|*unknown*", __LINE__);
	expect_with(two, "雷豹大笑道：“你来了！”\n楼上传来一个苍老的声音：“吵死了。”",
		    "雷豹|*unknown*", __LINE__);
	expect_with(two, "雷豹大笑道：“你来了！”\n门外传来柳如烟的声音：“住手。”", "雷豹|柳如烟",
		    __LINE__);
	expect_with(two, "雷豹大笑道：“你来了！”\n门外响起柳如烟的声音：“住手。”", "雷豹|柳如烟",
		    __LINE__);
	/* all of them blaming one (皆怨悟空道) are a crowd, as 大众 is */
	static const char wukong[] = "[悟空]\ngender = male\n";
	expect_with(wukong, "唬得那一班听讲的，人人惊惧，皆怨悟空道：“你这泼猴！”", "*crowd*",
		    __LINE__);
	expect_with(wukong, "悟空道：“好。”\n大众道：“趁此良时，你试演演。”", "悟空|*crowd*",
		    __LINE__);
	/* a nickname called (小凡, 凡儿, 凡凡 for 林凡; not 小风 for 林风: a
	 * breeze) is the one spoken to */
	static const char fan[] = "[林凡]\ngender = male\n";
	static const char *const calls[] = { "小凡", "凡儿", "凡凡", NULL };
	for (const char *const *call = calls; *call; call++) {
		char text[256];
		snprintf(text, sizeof(text), "林凡走进药房。老中医孙伯正在称药。他抬头问：“%s，你来"
			 "了？”\n“孙伯，我想借银针。”", *call);
		expect_with(fan, text, "*unknown*|林凡", __LINE__);
	}
	/* ...a doubled one the dictionary lists as a name too (丽丽) */
	expect_with("[周丽]\ngender = female\n",
		    "周丽走进药房。老中医孙伯正在称药。他抬头问：“丽丽，你来了？”\n“孙伯，我想借银针。”",
		    "*unknown*|周丽", __LINE__);
	/* a narrator the cast lacks (a found cast): 我 is not the member the
	 * sentence before names */
	static const char mother[] = "[母亲]\ngender = female\n";
	expect_with(mother, "母亲说：“你歇一歇。”\n我的母亲提起了他。我应声说：“好极！”",
		    "母亲|*unknown*", __LINE__);
	expect_with("[母亲]\ngender = female\n[我]\ngender = male\n",
		    "母亲说：“你歇一歇。”\n我的母亲提起了他。我应声说：“好极！”", "母亲|我", __LINE__);
}

static void test_context(void)
{
	/* pronouns by gender */
	EXPECT("兰绮云看着柳岳，她低声道：“你走罢。”", "兰绮云");
	/* a pronoun after a while (过了一会她, 走了几步她) opens its clause */
	EXPECT("柳岳走了进来。\n\n兰绮云转身走了。\n\n走了几步她才又回过头说：\n\n“你快回去。”",
	       "兰绮云");
	EXPECT("柳岳见了兰绮云，他笑道：“你来了。”", "柳岳");
	/* a 他 goes on with the topic its sentence's 他 went on with, not
	 * with the name a clause of that sentence speaks of */
	EXPECT("柳岳对王朴道：“你先回去。”\n\n王朴是个聪明人，他明白柳岳出了事，就骑车走了。\n\n"
	       "上车后，他又扭过头说：“需要我，你说一声。”",
	       "柳岳|王朴");
	/* a 他 after a quote and narration naming someone else of his
	 * gender (not as subject) is that one, not the quote's speaker */
	EXPECT("王朴生气地对柳岳说：\n\n“你跑出去逛什么！”\n\n这句话刺伤了柳岳的心。\n\n"
	       "他也生硬地说：\n\n“我不是去逛！”",
	       "王朴|柳岳");
	/* …unless a 他 acted in that narration: he goes on */
	EXPECT("王朴生气地对柳岳说：\n\n“你跑出去逛什么！”\n\n他瞪了柳岳一眼。\n\n"
	       "他又说：\n\n“不许去！”",
	       "王朴|王朴");
	/* …and a 他 that asks someone is not the one asked */
	EXPECT("柳岳对王朴道：“你先回去。”\n\n王朴很高兴柳岳回来了。他关切地问柳岳：“你几时到的？”",
	       "柳岳|王朴");
	/* turn-taking in a two-person exchange */
	EXPECT("洪承畴道：“你去。”\n\n柳岳道：“是。”\n\n“快去！”\n\n“这就去。”",
	       "洪承畴|柳岳|洪承畴|柳岳");
	/* a vocative is said to that person, not by them */
	EXPECT("洪承畴道：“柳千总，你去。”\n\n“制军，属下领命。”", "洪承畴|柳岳");
	EXPECT("柳岳走了进来。\n\n“柳千总，你来了。”", "*unknown*");
	/* two quotes side by side are two speakers */
	EXPECT("柳岳道：“走吗？”\n\n洪承畴道：“走。”“何时？”", "柳岳|洪承畴|柳岳");
	/* a quote going on into the next paragraph */
	EXPECT("洪承畴道：“第一，\n\n“第二。”", "洪承畴|洪承畴");
	/* crowds */
	EXPECT("众人齐声道：“遵命！”", "*crowd*");
	EXPECT("士兵们喊道：“杀！”", "*crowd*");
	EXPECT("不断有士卒高声狂呼，“活捉洪承畴！”", "*crowd*");
	/* a chant is a crowd; a repeated word in a talk is not */
	EXPECT("柳岳道：“冲！”\n\n“杀奴！杀奴！”", "柳岳|*crowd*");
	EXPECT("王朴道：“请请”", "王朴");
	/* the sentence after names the one who spoke */
	EXPECT("“我不想等死！”不远处一位总兵站了起来。他是总兵王朴，逃跑的功夫了得。", "王朴");
	/* 王朴…的时候，柳岳…: the main clause's subject is the hint */
	EXPECT("“快走！”\n\n王朴回来的时候，柳岳已经上马了。", "柳岳");
	/* 他的女人 is the cast's 王朴嫂 */
	expect_with("[王朴]\ngender = male\n[王朴嫂]\ngender = female\n",
		    "王朴回家，看见他的女人非常高兴，问他说，“你在城里听到什么？”\n\n“没有。”",
		    "王朴嫂|王朴", __LINE__);
	/* 他父亲说, 她二妈问: the relative speaks, someone unnamed, as 他的父亲
	 * is; 他女人 is the cast's 王朴嫂; 对他哥说 leaves the speaker */
	EXPECT("柳岳走了过来。\n\n他父亲说：“你来了。”", "*unknown*");
	EXPECT("兰绮云走了过来。\n\n她二妈问：“你来了？”", "*unknown*");
	EXPECT("柳岳走了过来。\n\n他舅说：“你来了。”", "*unknown*");
	expect_with("[王朴]\ngender = male\n[王朴嫂]\ngender = female\n",
		    "王朴回了家。他女人问：“你在城里听到什么？”", "王朴嫂", __LINE__);
	EXPECT("柳岳走了过来，对他哥说：“你来了。”", "柳岳");
	/* …and a 他 after it goes on with the one before */
	EXPECT("柳岳走进院子。\n\n他父亲正在扫地。\n\n他问：“吃了吗？”", "柳岳");
	EXPECT("柳岳走了过来。他妈的，他想。他说：“你来了。”", "柳岳");
	/* people spoken to or seen are no one's tag: the sentence's opener */
	EXPECT("柳岳叹了一口气，对自己亲爱的人说：“你先回去。”", "柳岳");
	EXPECT("柳岳看见屋里的人都睡了，就说：“我不进来了。”", "柳岳");
	/* one described (…的女儿, …的母亲) in a clause its opener acts in,
	 * or after 对 however long the description, is its object */
	EXPECT("王朴一看是柳岳的女儿，赶紧走过来，问她：“你来了？”", "王朴");
	EXPECT("柳岳看了看脸上糊着泪痕的母亲，说：“哭什么！”", "柳岳");
	EXPECT("柳岳跳下来，对脚地上已经乱得不知该干什么的母亲说：“你先做饭。”", "柳岳");
	/* one answered or spoken to, and a crowd right after a verb, is the
	 * tag's object: the one before him speaks */
	EXPECT("柳岳坐下来。\n\n他回答王朴说：\n\n“光浇几畦菜。”", "柳岳");
	EXPECT("柳岳一边挖豁口，一边还对另外两个人说：“快挖！”", "柳岳");
	EXPECT("柳岳安慰他们说：“不要怕。”", "柳岳");
	EXPECT("柳岳听他们说明来意后，惊讶地说：“真的？”", "柳岳");
	EXPECT("只见众人都笑道：“好！”", "*crowd*");
	EXPECT("柳岳看着眼前的清军越来越多，不断有士卒高声狂呼，“活捉柳岳！”", "*crowd*");
	EXPECT("王朴和闲人们便都吆喝道：“滚出去！”", "*crowd*");
	/* a place before the people (门口, as 外面): not the one before */
	EXPECT("柳岳回过头：“谁？”\n\n门口几个人接声说：“走吧。”", "柳岳|*crowd*");
	EXPECT("柳岳道：“嗯。”\n\n门口有个人说：“是我。”", "柳岳|*unknown*");
	/* one seen or heard (一看是X, 看见是…X) is not the one who speaks;
	 * “…”这是X到了 names the speaker */
	EXPECT("王朴看见是他们村的柳岳，就骂道：“你看什么！”", "王朴");
	EXPECT("王朴一听是柳岳的声音，停了手中的活，笑着迎过来，问：“来了？”", "王朴");
	EXPECT("“好香！”这是王朴到了。", "王朴");
	/* 这个…的人 points back to one the text knows, no one new for her 她 */
	EXPECT("柳岳道：“我不想活了。”\n兰绮云很快明白了。\n于是哭着对他说了柳岳和王朴的事，惊得这个"
	       "要寻无常的人嘴巴张得象窑口一样大。\n她突然冲动地把他的手放在自己的肚子上，说：\n"
	       "“你难道要把我和孩子都扔下吗？”",
	       "柳岳|兰绮云");
	/* one the narration likens someone to (象他们村的X) is not in the scene */
	EXPECT("柳岳一开口竟说了这么多。\n他的口才都有点象他们村的王朴了！\n兰绮云笑着问：“还有呢？”\n"
	       "“还有……我想盖新房。”",
	       "兰绮云|柳岳");
	EXPECT("柳岳一开口竟说了这么多，象王朴一样。\n兰绮云笑着问：“还有呢？”\n“还有……我想盖新房。”",
	       "兰绮云|柳岳");
	/* a paragraph that is only the quote's tag, a title before the name */
	EXPECT("柳岳道：“走。”\n\n“算了，算了。”\n\n总兵王朴开玩笑说。", "柳岳|王朴");
	EXPECT("王朴道：“走。”\n\n柳岳道：“去哪？”\n\n“回家！”\n\n柳岳亲切地抚摸着他的头发说。",
	       "王朴|柳岳|柳岳");
	EXPECT("王朴道：“走。”\n\n柳岳道：“去哪？”\n\n“回家！”\n\n"
	       "柳岳脸黑沉沉地对这位本家的大队领导人说。",
	       "王朴|柳岳|柳岳");
	/* …or one that changes the subject: the quote's speaker did */
	EXPECT("王朴道：“走。”\n\n柳岳道：“去哪？”\n\n“回家！”\n\n柳岳岔开了话题。",
	       "王朴|柳岳|柳岳");
	EXPECT("王朴道：“走。”\n\n柳岳道：“去哪？”\n\n“回家！”\n\n他转了话题。",
	       "王朴|柳岳|柳岳");
	/* …and the one who changed it spoke: the other one answers */
	EXPECT("“走吧。”\n\n王朴说。\n\n“算了，天快黑了……”\n\n兰绮云岔开了话题。\n\n“那就明天走。”",
	       "王朴|兰绮云|王朴");
	/* …after a while and a few gestures (好久，她才…，转了话题。) */
	EXPECT("“走吧。”\n\n王朴说。\n\n“算了，天快黑了……”\n\n"
	       "好久，兰绮云才抬起头来，理了理额前的头发，转了话题。\n\n“那就明天走。”",
	       "王朴|兰绮云|王朴");
	/* a one-character alias opening the tag before 向/对 (秀向她介绍说) */
	expect_with("[柳岳]\naliases = 岳\ngender = male\n[王朴]\ngender = male\n",
		    "王朴道：“走。”\n\n柳岳道：“去哪？”\n\n“回家！”\n\n岳向他解释说。",
		    "王朴|柳岳|柳岳", __LINE__);
	/* a 他 of a tag is not one its quote speaks of, nor the one the tag asks */
	EXPECT("柳岳给王朴倒了一杯茶。\n\n他扭过头问兰绮云：“上次来的是柳岳的弟弟吧？”", "王朴");
	EXPECT("柳岳正在院子里浇花。这时候，王朴来了。\n\n“谁叫你在这里种花的？”\n\n他问王朴。",
	       "柳岳");
	/* a quote whose closing mark opens the next line, its tag after it */
	EXPECT("王朴和柳岳坐在屋里。\n\n“明天我就走！\n\n”柳岳说。", "柳岳");
	/* a paragraph of a few words and a speech verb, no one named: the
	 * subject of the narration just before (a text a sentence a line) */
	EXPECT("兰绮云要走。\n\n“我也去！”\n\n柳岳知道，他拦不住她。\n\n只好为难地说：\n\n“那你小心些。”",
	       "兰绮云|柳岳");
	/* one moved by the quote (很受感动) heard it, did not say it */
	EXPECT("“走，我引你去银行！”\n\n柳岳很受感动地跟着王朴走了。", "*unknown*");
	/* the last speaker's feeling between two quotes (生了气) is his taking in
	 * the answer he got: the other one speaks again (WP train) */
	EXPECT("王朴和柳岳坐在炕上。\n\n“你去不去？”王朴问。\n\n“不去就不去！”\n\n柳岳已经生了气。\n\n"
	       "“好你哩！你不去谁去？”",
	       "王朴|柳岳|王朴");
	/* one who agreed (答应了下来) said the quote: her yes */
	EXPECT("王朴求兰绮云去劝劝他的妻子。\n\n“我一定去！”\n\n兰绮云没有思考就答应了下来。", "兰绮云");
	/* a bare turn after one's tag and before a quote the paragraph between
	 * tags is the other's, the tagged one going on after a gesture (WP train) */
	EXPECT("柳岳和王朴坐着。\n\n“这有点意思。”\n\n柳岳说。\n\n“那话你说了几十年了。”\n\n"
	       "王朴抽了两口烟，又改变口气说：\n\n“不过你看着办吧。”",
	       "柳岳|王朴|王朴");
	/* 是X在说话 between two quotes: X said the one before and goes on */
	EXPECT("柳岳站住了，捏紧了双拳。\n\n“你们吃过饭了？”\n\n黑暗中果真是王朴在说话。\n\n"
	       "“我听说你们来了。”",
	       "王朴|王朴");
	/* a paragraph that is only a 她 tag: no man said it, even when no
	 * woman is named near (the excerpt's cut-off protagonist) */
	EXPECT("王朴举起酒杯，盯着她。\n\n“我的心情很复杂。”\n\n她不经意地说。", "*unknown*");
	/* a paragraph after the quote where one hears another speak */
	EXPECT("王朴坐着，闭住了眼。\n\n“都好了，你快去洗吧。”\n\n他听见兰绮云在说话。", "兰绮云");
	/* …nor one named beside an earlier 他 of the same man (the
	 * excerpt's cut-off protagonist: 他…碰见了X, X给他办了) */
	EXPECT("他路过街道时，碰见了王朴。\n\n王朴立刻给他办了。\n\n他又问兰绮云：\n\n“你爸呢？”",
	       "*unknown*");
	/* …nor one its own clause names after it (他恶毒地挖苦孙玉亭说) */
	EXPECT("柳岳正在院子里浇花。这时候，王朴来了。\n\n“你又来干什么？”\n\n他恶毒地挖苦王朴说。",
	       "柳岳");
	/* …nor the one whose own tag said the quote it answers, unless he goes
	 * on (他又说) or the tag asks the other one */
	EXPECT("柳岳进了王朴的家。\n\n“你吃了饭没？”\n\n王朴问。\n\n“吃了。”\n\n他散谎说。",
	       "王朴|柳岳");
	EXPECT("柳岳进了王朴的家。\n\n王朴说：“坐吧。”\n\n“这就蛮好了！”\n\n他感激地说。",
	       "王朴|柳岳");
	EXPECT("柳岳进了王朴的家。\n\n“你吃了饭没？”王朴问。\n\n“吃了。”\n\n他散谎说。",
	       "王朴|柳岳");
	EXPECT("柳岳进了王朴的家。\n\n“你吃了饭没？”\n\n王朴问。\n\n“吃了吧？”\n\n他又说。",
	       "王朴|王朴");
	EXPECT("柳岳进了王朴的家。\n\n王朴自言自语说：“乱了。”\n\n“你们村有几个人？”\n\n"
	       "他问柳岳。",
	       "王朴|王朴");
	/* …nor one its sentence before says he knows or feels (田福堂惊叹玉亭…) */
	EXPECT("王朴惊叹柳岳脑瓜子越来越灵敏。\n\n他说：“好办法！”", "王朴");
	EXPECT("柳岳知道，王朴无法理解他。\n\n他沉默了一会，说：“走吧。”", "柳岳");
	/* …but one a later sentence turns to (王朴的心情), after the 他 that acted */
	EXPECT("柳岳对王朴说：“你看着办吧。”\n\n他感到语塞。\n\n这时候，王朴的心情也沉重起来了。\n\n"
	       "他说：“我走了。”",
	       "柳岳|王朴");
	/* …not one named as a place (在王朴那里) */
	EXPECT("王朴道：“你是哪儿的？”\n\n柳岳说：“我是个农民。”\n\n“那你带着介绍信吗？”\n\n"
	       "走时都忘记在洪德顺那里开个介绍信了。\n\n他只好说：“我忘了开介绍信。”",
	       "王朴|柳岳|王朴|柳岳");
	/* a beat between two quotes of one paragraph: one speaker */
	EXPECT("“路过。”柳岳把外套挂好，“顺便看看你。”", "柳岳|柳岳");
	EXPECT("柳岳道：“走吗？”\n\n“你走罢。”兰绮云听了，笑道：“好。”", "柳岳|*unknown*|兰绮云");
	/* …but not one taken aback by it */
	EXPECT("王朴道：“你来了。”\n\n“你怎么在这？”柳岳一愣，“我路过。”", "王朴|*unknown*|柳岳");
	/* one who says nothing does not take the turn */
	EXPECT("兰绮云道：“你哪来的钱？”\n\n柳岳道：“借的。”\n\n“跟谁借的？”\n\n柳岳没说话。\n\n"
	       "“你说话啊！”", "兰绮云|柳岳|兰绮云|兰绮云");
	/* an elided subject with 都: the ones before, all of them */
	EXPECT("王朴道：“走！”\n\n兰绮云、黛玉随着。见王朴这般，都拍手笑道：“好！”", "王朴|*crowd*");
	/* 少年, 少女 stand for someone known, like 他, 她; 一个少女 is someone new */
	EXPECT("兰绮云走进院子，看见柳岳坐在石凳上。\n\n少年抬起头，笑了笑：“你来了。”\n\n"
	       "少女歪着头：“等很久了？”\n\n一个少女跑过来说：“柳岳哥哥！”",
	       "柳岳|兰绮云|*unknown*");
	/* 对方: the other of the last two named */
	EXPECT("柳岳看着王朴。\n\n对方冷笑一声：“你还敢来？”\n\n“为什么不敢？”", "王朴|柳岳");
	/* the one looked at answers */
	EXPECT("王朴道：“走吗？”\n\n兰绮云转身看着柳岳，“我们走。”\n\n“嗯。”", "王朴|兰绮云|柳岳");
	/* X的脸色 acts; 看着X的脸 does not */
	EXPECT("柳岳道：“他来了。”\n\n“他想干什么？”兰绮云的脸色沉了下来。", "柳岳|兰绮云");
	EXPECT("兰绮云看着柳岳的脸，笑道：“好。”", "兰绮云");
	/* “是我，X。” names its speaker */
	EXPECT("兰绮云问道：“谁啊？”\n\n“是我，王朴。”", "兰绮云|王朴");
	/* a pronoun with nothing before it: the one of its gender named after */
	EXPECT("她低声道：“走罢。”\n\n柳岳没有动。兰绮云叹了口气。", "兰绮云");
	/* someone unnamed */
	EXPECT("一个丫鬟笑道：“宝玉来了！”", "*unknown*");
	/* no cue at all */
	EXPECT("“谁在那里？”", "*unknown*");
	/* the quote names its speaker: 我柳岳, 督师's 洪某 */
	EXPECT("“我柳岳今日便走！”", "柳岳");
	/* … but after a verb 我柳岳 is "my 柳岳", someone else */
	EXPECT("“听我柳岳说，那窑洞快塌了。”", "*unknown*");
	EXPECT("“此事就交给洪某。”", "洪承畴");
	EXPECT("其人曰：“某姓王名朴，字子淳。”", "王朴");
	EXPECT("一个人道：“吾乃柳岳是也。”", "柳岳");
	EXPECT("一个人道：“贫道乃柳岳是也。”", "柳岳");
	/* a one-character alias (岳 for 柳岳) only counts right before a verb:
	 * 岳飞马 is no beat of 柳岳's */
	{
		char *got = speakers_in("[柳岳]\naliases = 岳\ngender = male\n[王朴]\ngender = male\n",
					"王朴道：“走。”\n\n岳飞马而来，“好。”\n\n岳曰：“好。”", NULL);
		size_t n = strlen(got);
		CHECK(!strncmp(got, "王朴|", strlen("王朴|")));
		CHECK(n > strlen("|柳岳") && !strcmp(got + n - strlen("|柳岳"), "|柳岳"));
		CHECK(strcmp(got, "王朴|柳岳|柳岳") != 0);
		free(got);
	}
	/* a name spoken of is not the speaker, whatever the turns say */
	EXPECT("柳岳道：“走吗？”\n\n洪承畴道：“走。”\n\n“可恨柳岳那厮！”", "柳岳|洪承畴|*unknown*");
	/* a quote that swallowed its own tag */
	EXPECT("“王朴，你又逃么！柳岳远远的向王朴吼道。\n\n甲", "柳岳");
	/* the one pointed at, told, or placed beside is not the speaker */
	EXPECT("洪承畴跳下高台，手持戒尺，指定柳岳道：“你这厮！”", "洪承畴");
	EXPECT("洪承畴谓柳岳曰：“你去。”", "洪承畴");
	EXPECT("洪承畴出马，左有柳岳，右有王朴，扬鞭大骂：“逆贼！”", "洪承畴");
	EXPECT("洪承畴又叫周瑞、王朴等，吩咐他们：“不必走大门。”", "洪承畴");
	/* a paragraph opening with no subject goes on with the last speaker */
	EXPECT("洪承畴摇头说道：“也未见长。”说毕，引众人出来。\n\n方欲走时，忽又想起一事来，因问柳岳道：“帐幔可有了？”",
	       "洪承畴|洪承畴");
	/* the subject of a clause of reason is not the one acting */
	EXPECT("兰绮云心中遂意，因柳岳尚未明说，遂告诉柳岳道：“可惜。”", "兰绮云");
	/* an order is said by the one giving it, to the ones named after it */
	EXPECT("洪承畴看了半晌。又吩咐柳岳、王朴等人：“你们去。”", "洪承畴");
	EXPECT("洪承畴想了想，便告诉柳岳：“明日再走。”", "洪承畴");
	EXPECT("兰绮云哭个不住。追想当年柳岳相待的情分：“他待我那样好。”", "兰绮云");
	/* an excerpt opening a talk: the one acting just before, the reply's
	 * vocative, the one who stays silent */
	EXPECT("柳岳走进来，看见兰绮云在哭。\n\n她抬起头。\n\n“你来做什么？”", "兰绮云");
	EXPECT("兰绮云正在看书。柳岳走了进来。\n\n“你来做什么？”\n\n“兰绮云，我来看看你。”",
	       "兰绮云|柳岳");
	EXPECT("兰绮云看着柳岳。\n\n“柳岳哥，你说句话呀。”\n\n柳岳低下头，半天没吭声。"
	       "\n\n“你倒是说呀！”", "兰绮云|兰绮云");
	EXPECT("柳岳和兰绮云坐在河边。\n\n河水流着。\n\n“你还记得吗？”\n\n“柳岳，我记得。”",
	       "柳岳|兰绮云");
	/* one taken aback heard it; bare turns between two known voices alternate */
	EXPECT("兰绮云低着头。\n\n“我要走了。”\n\n柳岳愣住了。\n\n“去哪？”\n\n“城里。”",
	       "兰绮云|柳岳|兰绮云");
	EXPECT("柳岳说：“明天我去。”\n\n“去干什么？”\n\n“开会。”\n\n兰绮云想了想，又问：“几时回来？”",
	       "柳岳|兰绮云|柳岳|兰绮云");
	/* one who does not answer lets the speaker ask again */
	EXPECT("兰绮云把碗放在桌上。\n\n“吃吧。”\n\n柳岳没有动。\n\n“怎么不吃？”\n\n“不饿。”他说。",
	       "兰绮云|兰绮云|柳岳");
	/* the 他 of a cast member named 我 is not 我 */
	unsigned fl;
	char *got = speakers("柳岳心想：“不好。”", &fl);
	CHECK_STR(got, "柳岳");
	CHECK(fl & SEG_THOUGHT);
	free(got);
	got = speakers("“不好。”柳岳想。", &fl);
	CHECK_STR(got, "柳岳");
	CHECK(fl & SEG_THOUGHT);
	free(got);
}

/* Rules found on the modern scenes of tests/gold/speaker/modern. */
static void test_modern(void)
{
	/* 母亲 in narration is the lead's mother by the alias 柳岳妈, not the
	 * last woman acting; “妈，…” calls her */
	EXPECT("兰绮云在灶前烧火。柳岳进了门。母亲正在炕上缝衣服，看见儿子进来，放下了针线。"
	       "\n\n“回来了？”\n\n“妈，我回来了。”", "周桂香|柳岳");
	/* 妹妹兰绮云: the word is hers for the rest of the text */
	EXPECT("柳岳推开门，妹妹兰绮云正蹲在灶前烧火。\n\n柳岳道：“王朴呢？”\n\n"
	       "妹妹抬起头来。\n\n“出去了。”", "柳岳|兰绮云");
	/* the crowd looked at (扫了一眼众人) is no subject: she says it */
	EXPECT("兰绮云扫了一眼众人，淡淡地说：“怕了，就回去。”", "兰绮云");
	/* a silence broken by acting on in a sentence of one's own */
	EXPECT("王朴道：“你回来了？”\n\n柳岳笑了笑，没有接话。他从怀里掏出一个布包。\n\n"
	       "“这是给你的。”", "王朴|柳岳");
	/* one who answers in the next paragraph (柳岳答应了一声) heard it */
	EXPECT("王朴看了柳岳一眼。\n\n“去把她叫回来。”\n\n柳岳答应了一声，走了出去。",
	       "王朴");
	/* calling the lead's relative by the narration's word: the lead */
	EXPECT("柳岳推开门。母亲靠在炕上，王朴蹲在地上抽烟。\n\n“妈，好些了没？”", "柳岳");
	/* so too where the cast names the relatives by the word itself, as a
	 * cast found does ([奶奶] with the alias 柳岳的奶奶) */
	expect_with("[柳岳]\ngender = male\n[奶奶]\naliases = 柳岳的奶奶\ngender = female\n"
		    "[哥哥]\naliases = 柳岳的哥哥\ngender = male\n",
		    "柳岳推开门。奶奶靠在炕上，哥哥蹲在地上抽烟。\n\n“奶奶，好些了没？”", "柳岳",
		    __LINE__);
	/* heading its sentence, the one holding a thing (X手中的毛笔) is the
	 * 他 after the next quote, not the man named before */
	EXPECT("王朴冲了上去。\n“我过了！”王朴喊道。\n柳岳手中的毛笔掉在了地上。\n"
	       "“天……天品灵根？”他的声音都在发抖。", "王朴|柳岳");
	/* “有哥呢。” is the brother's word for himself standing by her, not
	 * someone else speaking of him */
	expect_with("[柳岳]\naliases = 兰绮云的哥哥\ngender = male\n[兰绮云]\ngender = female\n",
		    "柳岳走到院子里。兰绮云正靠在柴垛上抹眼泪。\n\n“别哭了。”\n\n“爹咋说？”\n\n"
		    "“过了年再说。放心，有哥呢。”",
		    "柳岳|兰绮云|柳岳", __LINE__);
	/* a question is answered by the other of the talk, not by the one who
	 * moves in the paragraph after the answer */
	EXPECT("柳岳道：“好些了没？”\n\n王朴道：“好些了。你吃饭了没有？”\n\n“吃过了。”\n\n"
	       "兰绮云把药碗放在窗台上。", "柳岳|王朴|柳岳");
	/* two voices taking turns: the answer is the other of the two, not
	 * the third one who moves in the paragraph after it */
	EXPECT("王朴推着车进来。周桂香正在扫地。\n\n周桂香道：“车借来了？”\n\n王朴道：“借来了。”"
	       "\n\n“下午就还回去。”\n\n兰绮云早跑到窗户跟前去了。",
	       "周桂香|王朴|周桂香");
	/* 没再说啥: a silence, so no hint for the quote before */
	EXPECT("柳岳道：“你去吧。”\n\n王朴道：“我去。”\n\n“行。”\n\n兰绮云看了他一眼，没再说啥。",
	       "柳岳|王朴|柳岳");
	/* 炕上的奶奶: a relative at a place is still the relative */
	EXPECT("柳岳道：“你去。”\n\n王朴道：“我不去。”\n\n炕上的母亲咳嗽了两声。\n\n“都别争了。”",
	       "柳岳|王朴|周桂香");
	/* one silent who then left is not pressed to answer */
	EXPECT("柳岳道：“你说呀！”\n\n王朴半天没有吭声。\n\n柳岳道：“说呀！”\n\n"
	       "王朴转身出去了。兰绮云在柳岳身边坐下。\n\n“你别逼他。”\n\n“我没逼他。”",
	       "柳岳|柳岳|兰绮云|柳岳");
	/* 母亲看了儿子一眼: she speaks to her son, who answers; the one who
	 * left is out of the talk */
	EXPECT("柳岳道：“娘，我去了。”\n\n王朴道：“你不许去。”\n\n柳岳道：“你别管。”\n\n"
	       "王朴说完就掀开门帘出去了。母亲看了儿子一眼，叹了口气。\n\n“你爹就是这脾气。”\n\n"
	       "“我知道。”", "柳岳|王朴|柳岳|周桂香|柳岳");
	/* one outside the talk who heard it joins in */
	EXPECT("柳岳道：“厂里咋样？”\n\n王朴道：“不错。”\n\n兰绮云在炕上听见了，笑了。\n\n"
	       "“好好干。”", "柳岳|王朴|兰绮云");
	/* the one who looks round at the silent one speaks, not the last voice */
	EXPECT("兰绮云道：“还不是为了那门亲事。”\n\n柳岳看看兰绮云，又看看母亲。母亲低着头揉面，"
	       "一声不吭。\n\n“啥亲事？”", "兰绮云|柳岳");
	/* silent to one, she turns to speak to another */
	EXPECT("兰绮云道：“你不说我说。”\n\n王朴道：“你少说两句！”\n\n"
	       "兰绮云不理他，转过脸来对着柳岳。\n\n“我们商量好了。”", "兰绮云|王朴|兰绮云");
	/* one called who comes over has answered with a move: the caller
	 * speaks on */
	EXPECT("王朴看了看兰绮云。\n\n王朴道：“兰绮云，你过来。”\n\n兰绮云怯生生地走过去。\n\n"
	       "“你真想念书？”\n\n“想。”", "王朴|王朴|兰绮云");
	/* one seen out leaves with the one who sees him out; the talk is then
	 * with the one left in the room, not with the guest */
	EXPECT("柳岳和兰绮云坐在炕沿上，王朴跟母亲在灶前说话。\n\n王朴道：“那我先走了。”\n\n"
	       "母亲把他送到院门口，回来就进了灶房。\n\n柳岳道：“你真要去？”\n\n“嗯。”",
	       "王朴|柳岳|兰绮云");
	/* one found in the middle of something is the scene; the one who came
	 * up speaks (and a quote speaking of 妈 is not hers) */
	EXPECT("母亲道：“去把她叫回来。”\n\n柳岳答应了一声，走到院子里。兰绮云正靠在柴垛上抹眼泪。"
	       "\n\n“别哭了，妈叫你呢。”\n\n“爹咋说？”", "周桂香|柳岳|兰绮云");
	/* a relative spoken of (你爹, 妈) is not the one speaking */
	EXPECT("母亲看了柳岳一眼。\n\n“你回来了？”\n\n柳岳道：“回来了。”\n\n“你妈呢？”",
	       "周桂香|柳岳|*unknown*");
	/* X的手停了一下: X acts, and takes the turn */
	EXPECT("兰绮云道：“你去不去？”\n\n王朴道：“我不去。”\n\n柳岳的手停了一下。\n\n“我去。”",
	       "兰绮云|王朴|柳岳");
	/* a name called out twice is one voice calling, not a chant */
	EXPECT("柳岳跑远了。\n\n“柳岳！柳岳！”\n\n兰绮云在后面喊了两声。", "兰绮云");
	/* 柳某: the one cast member of that surname */
	EXPECT("王朴道：“你去吧。”\n\n“好，好！柳某告辞！”", "王朴|柳岳");
	/* a tag going on with how it is said */
	EXPECT("“是一个干部。”兰绮云接着说，声音低得几乎听不见，“吃公家饭的。”",
	       "兰绮云|兰绮云");
	/* one asked who keeps silent answers when pressed again */
	EXPECT("柳岳道：“这伤还有救么？”\n\n洪承畴沉吟不语。\n\n兰绮云道：“求求你。”\n\n"
	       "柳岳又道：“只要能救她，我什么都肯做。”\n\n“什么都肯做？”",
	       "柳岳|兰绮云|柳岳|洪承畴");
	/* the 他 right after a quote is the one who said it */
	EXPECT("王朴道：“走吧。”\n\n柳岳道：“不走。”\n\n“不走也得走。”他瞪了柳岳一眼，"
	       "又转向兰绮云，“你也走。”", "王朴|柳岳|王朴|王朴");
	/* one who answered in the narration has had his turn */
	EXPECT("兰绮云道：“吃饭吧。”\n\n“我不饿。”柳岳说。\n\n“不饿也得吃。”\n\n"
	       "柳岳答应了，却站着不走。兰绮云看了他一眼。\n\n“有话就说吧。”",
	       "兰绮云|柳岳|兰绮云|兰绮云");
	/* a name alone, asked, calls him; a stammered name is still a call */
	EXPECT("兰绮云愣住了。\n\n“柳岳？”\n\n柳岳抬起头来。\n\n“兰……兰绮云。”", "兰绮云|柳岳");
	/* after a pause, the one who moves speaks */
	EXPECT("柳岳道：“那人后来怎样了？”\n\n“死了。”王朴说。\n\n两人都不再说话。过了良久，"
	       "王朴才长长吐了一口气。\n\n“你去罢。”", "柳岳|王朴|王朴");
	/* the last speaker turning to someone new goes on */
	EXPECT("兰绮云道：“柳岳哥，别答应。”\n\n“不要紧。”\n\n柳岳转过身来，对洪承畴深深一揖。"
	       "\n\n“我答应。”", "兰绮云|柳岳|柳岳");
	/* a description naming no one between two quotes of a paragraph */
	EXPECT("柳岳道：“我什么都肯做。”\n\n“那好。”老僧缓缓站起身来，“你随我来。”",
	       "柳岳|*unknown*|*unknown*");

	/* a surname and a title in narration; a title called alone is that one */
	EXPECT("柳师傅拍了拍车床。\n\n“这台最老。”", "柳岳");
	EXPECT("王朴跟着柳师傅走到车床跟前。\n\n“师傅，我一定早到。”", "王朴");
	/* 笑嘻嘻地 is a look: a beat between two quotes of one speaker */
	EXPECT("“看着倒挺老实。”王朴笑嘻嘻地打量着宝玉，“哪个公社的？”", "王朴|王朴");
	/* one greets the one recognised; the 她 of the tag is the other one */
	EXPECT("兰绮云从后面拍了一下黛玉的肩膀。\n\n“你也来了？”\n\n“是兰绮云呀！”她回过头，"
	       "“我来扯布。”", "兰绮云|黛玉|黛玉");
	/* 父亲 and 爸: the father of the one the text follows, a man of that
	 * surname it never names, of several the one called old */
	EXPECT("洪承畴蹲在门槛上，父亲坐在炕头抽烟。\n\n“爸，我不去。”\n\n父亲磕了磕烟锅。"
	       "\n\n“不去也得去。”", "洪承畴|洪德顺");
	/* 那年轻人: the one who spoke whom the narration never names */
	EXPECT("洪承畴领着一个年轻人进了村。\n\n“我叫宝玉。”\n\n洪承畴道：“王朴，你给他带路。”"
	       "\n\n王朴答应了一声。\n\n路上，那年轻人一直在问这问那。\n\n“你们这儿的地怎样？”",
	       "宝玉|洪承畴|宝玉");
	/* 他叫X names the one acting */
	EXPECT("柳岳坐着。旁边一个年轻人探过头来。他叫王朴，比柳岳早来一年。\n\n“这是谁？”",
	       "王朴");
}

/* Scores every .gold file of dir into *s; 0 when dir cannot be read. */
static int score_gold_dir(const char *dir, struct gold_score *s)
{
	DIR *dp = opendir(dir);
	if (!check_report(dp != NULL, dir, __FILE__, __LINE__))
		return 0;
	struct dirent *e;
	char path[1024];
	while ((e = readdir(dp))) {
		size_t k = strlen(e->d_name);
		if (k < 6 || strcmp(e->d_name + k - 5, ".gold"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		CHECK_INT(gold_score_file(path, s, NULL), 0);
	}
	closedir(dp);
	return 1;
}

static void test_gold(void)
{
	/* the rules alone: the figures the rules had before the scorer */
	gold_model = rules;
	struct gold_score s = { 0 };
	if (!score_gold_dir("tests/gold/speaker", &s))
		return;
	/* the gold chapters kept in the tree are always there */
	CHECK(s.total >= 700);
	double acc = s.total ? (double)s.right / (double)s.total : 0;
	double named = s.named_total ? (double)s.named_right / (double)s.named_total : 0;
	printf("gold, rules alone: %zu/%zu right (%.1f %%), cast members' quotes %zu/%zu (%.1f %%)\n",
	       s.right, s.total, 100 * acc, s.named_right, s.named_total, 100 * named);
	/* measured 92.9 % and 94.3 % (2.4 % left unknown) when this was
	 * written: floors a little below */
	CHECK(acc >= 0.90);
	CHECK(named >= 0.92);
	CHECK(s.named_unknown * 20 <= s.named_total);

	/* the modern scenes we wrote (mostly tune data): 91.1 % when this was
	 * written; 89.1 % once the spk5 batch (r12-r16, 34/80 on its first,
	 * untouched run) joined them; 89.8 % with the spk6 scenes r17, r18
	 * (40/83 on their first run); 90.0 % with the spk7 scene r20 (30/40
	 * on its first run) — the floor a little below that */
	struct gold_score m = { 0 };
	if (!score_gold_dir("tests/gold/speaker/modern", &m))
		return;
	CHECK(m.total >= 200);
	printf("modern gold, rules alone: %zu/%zu right\n", m.right, m.total);
	CHECK(m.right * 100 >= m.total * 87);

	/* the scorer (data/speaker.tsv), its threshold leaving unsure quotes
	 * unknown: 92.6 % right and 94.8 % right when naming when this was
	 * written, floors a little below */
	gold_model = NULL;
	struct gold_score g = { 0 };
	if (!score_gold_dir("tests/gold/speaker", &g))
		return;
	printf("gold, the scorer: %zu/%zu right (%.1f %%), right when naming %zu/%zu (%.1f %%)\n",
	       g.right, g.total, 100.0 * (double)g.right / (double)g.total, g.given_right, g.given,
	       100.0 * (double)g.given_right / (double)g.given);
	CHECK(g.right * 100 >= g.total * 90);
	CHECK(g.given_right * 100 >= g.given * 93);
}

static const char book[] =
	"宝玉笑道：“好妹妹。”黛玉冷笑道：“谁是你妹妹。”\n\n"
	"宝玉忙道：“我说错了。”黛玉道：“哼。”宝钗笑道：“罢了。”\n\n"
	"“去罢。”王夫人道。宝玉听了，他便去了。王夫人道：“快去。”\n\n"
	"众人笑道：“好。”只见一个丫鬟笑道：“来了。”宝钗道：“走罢。”\n";

static void test_castgen(void)
{
	struct castgen g;
	struct text t = { .buf = (char *)book, .len = strlen(book), .name = "book" };
	castgen_init(&g);
	CHECK_INT(castgen_scan(&g, &t), 0);
	struct cast c;
	cast_init(&c);
	CHECK_INT(cast_parse(&c, "[林黛玉]\naliases = 黛玉\n", strlen("[林黛玉]\naliases = 黛玉\n"),
			     NULL), 0);
	/* 宝玉 ×2, 宝钗 ×2, 王夫人 ×2; 黛玉 already known; no 众人, no 一个丫鬟 */
	CHECK_INT(castgen_add_to(&g, &c, 2), 3);
	CHECK_STR(c.v[1].name, "宝玉");
	CHECK_INT(cast_find(&c, "宝钗", strlen("宝钗")) > 0, 1);
	int wf = cast_find(&c, "王夫人", strlen("王夫人"));
	CHECK(wf > 0);
	CHECK_INT(c.v[wf].gender, GENDER_FEMALE);
	CHECK_INT(c.v[cast_find(&c, "宝钗", strlen("宝钗"))].gender, GENDER_FEMALE);
	CHECK_INT(cast_find(&c, "众人", strlen("众人")), -1);
	cast_release(&c);

	/* the file keeps what the user wrote, and only grows */
	char path[] = "/tmp/tingshu-castgen-XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	const char *mine = "# my cast\n[宝玉]\ngender = male\nvoice = young\n";
	CHECK_INT(write(fd, mine, strlen(mine)), (long long)strlen(mine));
	close(fd);
	int err;
	struct reading *r = reading_new(NULL, NULL, &err);
	CHECK(r != NULL);
	/* 黛玉 is new here; each new name with its reading */
	CHECK_INT(castgen_update_file(&g, path, 2, NULL, NULL, read_name, r, NULL), 3);
	reading_free(r);
	struct strbuf sb;
	strbuf_init(&sb);
	CHECK_INT(gold_read_file(path, &sb), 0);
	CHECK(!strncmp(sb.buf, mine, strlen(mine)));
	CHECK(strstr(sb.buf, "[王夫人]\n") != NULL);
	CHECK(strstr(sb.buf, "[宝钗]\n") != NULL);
	CHECK(strstr(sb.buf, "reading = wang2 fu1 ren2\n") != NULL);
	cast_init(&c);
	CHECK_INT(cast_parse(&c, sb.buf, sb.len, NULL), 0);
	CHECK_INT(c.n, 4);
	CHECK_STR(c.v[0].voice, "young");
	CHECK(c.v[0].reading == NULL);
	CHECK_STR(c.v[cast_find(&c, "宝钗", strlen("宝钗"))].reading, "bao3 chai1");
	cast_release(&c);
	/* nothing new: untouched */
	CHECK_INT(castgen_update_file(&g, path, 2, NULL, NULL, NULL, NULL, NULL), 0);
	/* a file that does not parse is left alone */
	FILE *f = fopen(path, "w");
	fputs("[宝玉\n", f);
	fclose(f);
	CHECK_INT(castgen_update_file(&g, path, 2, NULL, NULL, NULL, NULL, NULL), ERR_SYNTAX);
	CHECK_INT(gold_read_file(path, &sb), 0);
	CHECK_STR(sb.buf, "[宝玉\n");
	unlink(path);
	strbuf_release(&sb);
	castgen_release(&g);

	/* a narrator who says 我 and names himself: 我, his name its alias */
	static const char me[] = "我叫陈默，今年二十岁。\n“快走。”我说。\n我说：“好。”\n"
				 "“陈默，你又迟到了！”老师说。\n我说：“对不起。”\n";
	struct text tm = { .buf = (char *)me, .len = strlen(me), .name = "me" };
	castgen_init(&g);
	CHECK_INT(castgen_scan(&g, &tm), 0);
	cast_init(&c);
	CHECK_INT(castgen_add_to(&g, &c, 2), 1);
	CHECK_STR(c.v[0].name, "我");
	CHECK_INT(c.v[0].n_aliases, 1);
	CHECK_STR(c.v[0].aliases[0], "陈默");
	cast_release(&c);
	castgen_release(&g);

	/* speaker_assign without a cast finds one in the chapter */
	struct seg_list l;
	seg_list_init(&l);
	cast_init(&c);
	CHECK_INT(segment_split(&t, &l, NULL), 0);
	CHECK_INT(speaker_assign(&t, &l, &c, NULL), 0);
	CHECK(c.n >= 3);
	CHECK_INT(l.v[1].kind, SEG_DIALOGUE);
	CHECK_STR(gold_speaker_name(&c, l.v[1].speaker), "宝玉");
	CHECK_STR(gold_speaker_name(&c, l.v[3].speaker), "黛玉");
	seg_list_release(&l);
	cast_release(&c);
}

/* 众 heads a crowd only before a kind of being: 众猴, 众弟子, not 众志成城 */
static void test_crowd_words(void)
{
	static const char *const crowd[] = { "众猴", "众仙", "眾將", "众弟子", "众官员" };
	static const char *const not_crowd[] = { "众志成城", "众议院", "众筹", "众目睽睽" };
	for (size_t i = 0; i < sizeof(crowd) / sizeof(*crowd); i++)
		CHECK(speechverb_crowd(crowd[i], strlen(crowd[i])) > 0);
	for (size_t i = 0; i < sizeof(not_crowd) / sizeof(*not_crowd); i++)
		CHECK_INT(speechverb_crowd(not_crowd[i], strlen(not_crowd[i])), 0);
}

int main(void)
{
	rules = gold_rules_model();
	CHECK(rules != NULL);
	test_explicit();
	test_hard_wraps();
	test_one_line();
	test_unknown_gender();
	test_uncast();
	test_context();
	test_modern();
	test_castgen();
	test_crowd_words();
	test_gold();
	speaker_model_free(rules);
	return check_done();
}
