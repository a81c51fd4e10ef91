/* test_scorer.c - the speaker stage's scorer: the model file, confidence
 * and the threshold, what inspect -v explains, and the aliases the text
 * implies. */
#include "base/err.h"
#include "check.h"
#include "speaker_gold.h"

/* The dialogue runs' speakers of s with cast, as "name|name|…"; o may be
 * NULL; conf (if not NULL) gets the first run's confidence. */
static char *speakers_with(const char *cast_ini, const char *s, struct speaker_opts *o,
			   double *conf)
{
	char *got = gold_speakers(cast_ini, s, o, NULL, conf);
	CHECK(got != NULL);
	return got ? got : strdup("(failed)");
}

static void expect(const char *cast_ini, const char *in, const char *want, int line)
{
	char *got = speakers_with(cast_ini, in, NULL, NULL);
	if (!check_str(got, want, "speakers", __FILE__, line))
		fprintf(stderr, "  input: %s\n", in);
	free(got);
}
#define EXPECT(cast, in, want) expect(cast, in, want, __LINE__)

/* The rules' cue for the first dialogue run of s. */
static int first_cue(const char *cast_ini, const char *s)
{
	struct text t = { .buf = (char *)s, .len = strlen(s), .name = "test" };
	struct cast c;
	struct seg_list l;
	cast_init(&c);
	seg_list_init(&l);
	CHECK_INT(cast_parse(&c, cast_ini, strlen(cast_ini), NULL), 0);
	CHECK_INT(segment_split(&t, &l, NULL), 0);
	struct speaker_decision *dec = calloc(l.n + 1, sizeof(*dec));
	struct speaker_opts o = { .decisions = dec };
	CHECK_INT(speaker_run(&t, &l, &c, NULL, &o), 0);
	int cue = -1;
	for (size_t i = 0; i < l.n && cue < 0; i++)
		if (l.v[i].kind == SEG_DIALOGUE)
			cue = dec[i].cue;
	free(dec);
	seg_list_release(&l);
	cast_release(&c);
	return cue;
}

static struct speaker_model *parse(const char *text, struct diag *d, int *err)
{
	return speaker_model_parse(text, strlen(text), d, err);
}

static void test_model_file(void)
{
	int err = -1;
	/* the built-in model parses: every feature it names exists */
	const struct speaker_model *m = speaker_model_builtin(&err);
	CHECK(m != NULL);
	CHECK_INT(err, 0);
	CHECK(speaker_model_threshold(m) >= 0 && speaker_model_threshold(m) < 1);

	/* names are unique and none is empty */
	int n = speaker_feature_count();
	CHECK(n > 50);
	for (int a = 0; a < n; a++) {
		CHECK(speaker_feature_name(a)[0] != '\0');
		for (int b = a + 1; b < n; b++)
			if (!strcmp(speaker_feature_name(a), speaker_feature_name(b)))
				CHECK_STR(speaker_feature_name(b), "(a second feature of that name)");
	}
	CHECK_STR(speaker_feature_name(-1), "?");
	CHECK_STR(speaker_feature_name(n), "?");

	struct diag d;
	diag_init(&d);
	struct speaker_model *own =
		parse("# comment\n\nthreshold\t0.6\ncue.before 2.5\r\nrule.turn\t-1e-1\n", &d, &err);
	CHECK(own != NULL);
	CHECK_INT(err, 0);
	CHECK_INT(d.n, 0);
	CHECK(speaker_model_threshold(own) > 0.59 && speaker_model_threshold(own) < 0.61);
	speaker_model_free(own);

	/* an unknown feature, a missing or bad weight: errors with their lines */
	CHECK(parse("cue.before\t1\nno.such.feature\t1\n", &d, &err) == NULL);
	CHECK_INT(err, ERR_SYNTAX);
	CHECK_INT(d.n, 1);
	CHECK_INT(d.v[0].line, 2);
	CHECK(strstr(d.v[0].msg, "no.such.feature") != NULL);
	CHECK(parse("cue.before\n", &d, &err) == NULL);
	CHECK(parse("cue.before\t1x\n", &d, &err) == NULL);
	CHECK(parse("threshold\t\n", &d, &err) == NULL);
	CHECK_INT(d.n, 4);
	diag_release(&d);
	speaker_model_free(NULL);
}

static const char two[] = "[柳岳]\ngender = male\n[兰绮云]\ngender = female\n";

static void test_confidence(void)
{
	/* a quote its tag names is sure; one with nothing to go by is not
	 * given a voice (the threshold) */
	double sure = 0;
	char *got = speakers_with(two, "柳岳道：“走。”", NULL, &sure);
	CHECK_STR(got, "柳岳");
	free(got);
	CHECK(sure > 0.5 && sure <= 1);
	got = speakers_with(two, "天黑了。\n\n“走。”", NULL, NULL);
	CHECK_STR(got, "*unknown*");
	free(got);

	/* a model whose threshold is 1 names no one; one of 0 names the best */
	int err;
	struct speaker_model *never = parse("threshold\t1\ncue.before\t3\n", NULL, &err);
	struct speaker_model *always = parse("threshold\t0\ncue.before\t3\n", NULL, &err);
	struct speaker_opts o = { .model = never };
	got = speakers_with(two, "柳岳道：“走。”", &o, NULL);
	CHECK_STR(got, "*unknown*");
	free(got);
	o.model = always;
	got = speakers_with(two, "柳岳道：“走。”", &o, NULL);
	CHECK_STR(got, "柳岳");
	free(got);

	/* the decision says why: the feature that tipped it */
	const char *s = "柳岳对兰绮云道：“走。”";
	struct text t = { .buf = (char *)s, .len = strlen(s), .name = "test" };
	struct cast c;
	struct seg_list l;
	cast_init(&c);
	seg_list_init(&l);
	CHECK_INT(cast_parse(&c, two, strlen(two), NULL), 0);
	CHECK_INT(segment_split(&t, &l, NULL), 0);
	struct speaker_decision dec[4];
	o.decisions = dec;
	CHECK_INT(l.n, 2);
	CHECK_INT(speaker_run(&t, &l, &c, NULL, &o), 0);
	CHECK_INT(dec[1].who, 0);
	CHECK_INT(dec[1].best, 0);
	CHECK_INT(dec[1].cue, SPEAKER_CUE_BEFORE);
	CHECK_STR(speaker_feature_name(dec[1].feature[0]), "cue.before");
	CHECK(dec[1].weight[0] > 2.9 && dec[1].weight[0] < 3.1);
	CHECK_INT(dec[1].feature[1], -1);
	CHECK(dec[1].confidence > 0.5);
	seg_list_release(&l);
	cast_release(&c);
	speaker_model_free(never);
	speaker_model_free(always);
}

/* The speakers of in read by a model of the given text alone. */
static void expect_by(const char *model, const char *in, const char *want, int line)
{
	int err;
	struct speaker_model *m = parse(model, NULL, &err);
	CHECK(m != NULL);
	struct speaker_opts o = { .model = m };
	char *got = speakers_with(two, in, &o, NULL);
	if (!check_str(got, want, "speakers", __FILE__, line))
		fprintf(stderr, "  input: %s\n  model: %s\n", in, model);
	free(got);
	speaker_model_free(m);
}
#define EXPECT_BY(model, in, want) expect_by(model, in, want, __LINE__)

static void test_readings(void)
{
	/* tag.opens: the one who opens the tag's sentence, whoever stands
	 * nearer the verb; not one named after its start */
	const char *opens = "threshold\t0\ntag.opens\t3\n";
	EXPECT_BY(opens, "柳岳见众人都来了，笑着说：“走。”", "柳岳");
	EXPECT_BY(opens, "天黑了，柳岳笑着说：“走。”", "*unknown*");
	EXPECT_BY(opens, "柳岳见众人都来了，笑着说。“走。”", "*unknown*");
	/* …nor when the verb's own clause opens with its subject */
	EXPECT_BY(opens, "柳岳点点头，那个年轻的护士小声说：“走。”", "*unknown*");
	EXPECT_BY(opens, "柳岳点点头，一个保镖冷笑道：“走。”", "*unknown*");

	/* cue.not.opener: the crowd the first pass found nearest the verb
	 * counts less when someone else opens the sentence (in the opener's
	 * own clause, 柳岳也不怕路上的人看见, they are its object: the first
	 * pass reads the opener) */
	const char *crowd = "柳岳回过头，路上的人看见了，哭着说：“走。”";
	EXPECT_BY("threshold\t0\ncrowd.cue\t3\n", crowd, "*crowd*");
	EXPECT_BY("threshold\t0\ncrowd.cue\t3\ncue.not.opener\t-5\ntag.opens\t1\n", crowd, "柳岳");

	/* other.party: after two quotes of one speaker, the other one of the
	 * talk; nothing when the talk has one voice */
	const char *other = "threshold\t0\ncue.before\t3\nother.party\t3\n";
	EXPECT_BY(other, "柳岳道：“走。”\n\n兰绮云道：“去哪？”\n\n兰绮云又道：“说呀。”\n\n“回家。”",
		  "柳岳|兰绮云|兰绮云|柳岳");
	EXPECT_BY(other, "柳岳道：“走。”\n\n柳岳又道：“快走。”\n\n“回家。”", "柳岳|柳岳|*unknown*");

	/* acts.between: not the one whose paragraph only reports the quote
	 * before (“…”⏎柳岳问。⏎“…”); the one whose gesture it is */
	const char *acts = "threshold\t0\nrule.cue\t3\nlast2\t1\nacts.between\t3\n";
	EXPECT_BY(acts, "兰绮云道：“走。”\n\n“去哪？”\n\n柳岳问。\n\n“回家。”",
		  "兰绮云|柳岳|兰绮云");
	EXPECT_BY(acts, "兰绮云道：“走。”\n\n柳岳道：“去哪？”\n\n柳岳站了起来。\n\n“回家。”",
		  "兰绮云|柳岳|柳岳");
	/* …and a sneer is a gesture, not the tag of the quote before */
	EXPECT_BY("threshold\t0\nrule.cue\t3\nlast1\t1\nacts.between\t3\n",
		  "兰绮云道：“走。”\n\n柳岳道：“去哪？”\n\n兰绮云向他瞧了一眼，冷笑。\n\n“回家。”",
		  "兰绮云|柳岳|兰绮云");

	/* chain.ahead: a bare turn leads up to a quote whose own tag is the
	 * paragraph before it (“…”⏎柳岳问：⏎“…”), as to one tagged after */
	const char *chain = "threshold\t0\nrule.cue\t3\nchain.ahead.odd\t-3\nunknown\t-1\n";
	EXPECT_BY(chain, "柳岳和兰绮云坐着。\n\n“走吗？”\n\n柳岳问：\n\n“走不走？”", "兰绮云|柳岳");
	EXPECT_BY(chain, "兰绮云和柳岳坐着。\n\n“走吗？”\n\n柳岳问：\n\n“走不走？”", "兰绮云|柳岳");
}

/* How much of the scene the cast covers, the unknown's features: a found
 * cast lacks the minor speakers. */
static void test_uncovered(void)
{
	/* someone the cast lacks (何进) acts before the quotes */
	const char *near = "柳岳坐在窗前。\n\n何进叹了口气，说道：“走。”\n\n“去哪？”";
	EXPECT_BY("threshold\t0\nnamed.before3\t1\n", near, "柳岳|柳岳");
	EXPECT_BY("threshold\t0\nnamed.before3\t1\nunknown.uncast.near\t3\n", near,
		  "*unknown*|*unknown*");

	/* a cast found (complete = no) has the unknown's weights of its own:
	 * the given cast's do not count there, nor its own elsewhere */
	static const char found[] = "complete = no\n[柳岳]\ngender = male\n[兰绮云]\ngender = female\n";
	int err;
	struct speaker_model *m = parse("threshold\t0\nnamed.before3\t1\nincomplete.uncast.near\t3\n",
					NULL, &err);
	CHECK(m != NULL);
	struct speaker_opts o = { .model = m };
	char *got = speakers_with(found, near, &o, NULL);
	CHECK_STR(got, "*unknown*|*unknown*");
	free(got);
	got = speakers_with(two, near, &o, NULL);
	CHECK_STR(got, "柳岳|柳岳");
	free(got);
	speaker_model_free(m);
	m = parse("threshold\t0\nnamed.before3\t1\nunknown.uncast.near\t3\n", NULL, &err);
	o.model = m;
	got = speakers_with(found, near, &o, NULL);
	CHECK_STR(got, "柳岳|柳岳");
	free(got);
	speaker_model_free(m);

	/* a bare exchange with someone uncast: his turn comes again */
	const char *talk = "何进叹了口气，说道：“走。”\n\n柳岳道：“去哪？”\n\n“回家。”";
	const char *cues = "threshold\t0\nrule.cue\t3\nnamed.before3\t1\n";
	EXPECT_BY(cues, talk, "*unknown*|柳岳|柳岳");
	char model[160];
	snprintf(model, sizeof(model), "%sunknown.last2\t3\n", cues);
	EXPECT_BY(model, talk, "*unknown*|柳岳|*unknown*");

	/* the narrator in the cast as 我, named just before: what 她 or 他
	 * says is never his */
	m = parse("threshold\t0\nnamed.before3\t3\n", NULL, &err);
	CHECK(m != NULL);
	o.model = m;
	static const char me[] = "[我]\nvoice = narrator\n";
	got = speakers_with(me, "我低下头。\n\n“下次再迟到，就罚你扫地。”她说。\n\n"
				  "我抬起头。他对我说：“走吧。”\n\n我说：“好。”", &o, NULL);
	CHECK_STR(got, "*unknown*|*unknown*|我");
	free(got);
	speaker_model_free(m);

	/* ... and a quote that calls him by his name is said to him */
	static const char me_named[] = "[我]\naliases = 陈默\nvoice = narrator\n";
	EXPECT(me_named, "我低下头。\n\n“陈默，你又迟到了！”老师瞪着我。\n\n“对不起。”我说。",
	       "*unknown*|我");
	/* a quote that calls someone is never his, however much else points
	 * to him (the only member, named last, present): here its speaker is
	 * a role and a name the cast lacks */
	static const char lin_only[] = "[林凡]\ngender = male\n";
	EXPECT(lin_only, "林凡骑着车穿过人民路。\n“林凡！你又迟到了！”站长王胖子在门口喊道，“扣你200块！”",
	       "*unknown*|*unknown*");

	/* 陳先生, 王小姐: the one member of that surname is called, not
	 * speaking (here a conductor the cast lacks, in a script whose words
	 * tingshu's dictionary does not hold) */
	EXPECT("[陳默]\ngender = male\n", "陳默上了火車。\n「陳先生，您的票。」列車員說。", "*unknown*");

	/* an elder the cast lacks, whose beat a colon hands to the quote,
	 * says it, not the two members of the scene */
	EXPECT("[赵大宝]\ngender = male\n[林清雪]\ngender = female\n",
	       "台下的赵大宝急得直跺脚：“别怕他！”\n林清雪对身边的长老说：“这孩子的剑法不像是我们的。”\n"
	       "长老捋了捋胡须：“有点意思。”",
	       "赵大宝|林清雪|*unknown*");
	/* ...and an old man of a trade: a quote he asks, one his beat hands on */
	EXPECT("[陈平]\ngender = male\n",
	       "陈平推门进来。\n“今天的活儿干完了吗？”老铁匠坐在门槛上抽着旱烟，问道。\n“干完了。”\n"
	       "老铁匠在后面咳了两声：“去吧，看看也好。”",
	       "*unknown*|陈平|*unknown*");

	/* a message signed at its end is its signer's, not the reader's */
	EXPECT("[林凡]\ngender = male\n[苏晴]\ngender = female\n",
	       "林凡的手机响了，是一条短信。\n“今晚8点，老地方见。——苏晴”\n"
	       "林凡笑了笑，回了一个字：“好。”",
	       "苏晴|林凡");

	/* a quote left open at its paragraph's end and opened again in the
	 * next is one voice going on, whatever the turns would say */
	EXPECT("[陈默]\ngender = male\n[李云]\ngender = female\n",
	       "陈默看着信，苦笑了一下。\n李云从楼上走下来，说：\n"
	       "“别看了。她说过，不要找我。我们都劝过她。\n"
	       "“可是她不听。她说她必须去北京，去找她父亲。\n“你就让她去吧。”\n"
	       "陈默沉默了很久，才说：“好。”",
	       "李云|李云|李云|陈默");
	/* ... and its parts are as sure as the surest: a first paragraph
	 * that names no one does not leave the speech to the neutral voice */
	EXPECT("[陈默]\ngender = male\n[李云]\ngender = female\n",
	       "李云坐在窗前。陈默拿起信，看了很久。\n“别看了。她早就说过，不要找她。\n"
	       "“你就让她去吧。”李云说。",
	       "李云|李云");

	/* a quote right after another of its paragraph, nothing between,
	 * answers it: another voice */
	char *pair = speakers_with("[陈默]\ngender = male\n[李云]\ngender = female\n",
				  "陈默和李云坐在咖啡馆里。\n“你来了。”“嗯，来了。”", NULL, NULL);
	char *bar = strchr(pair, '|');
	CHECK(bar && strcmp(bar + 1, "*unknown*") && strncmp(pair, bar + 1, (size_t)(bar - pair)));
	free(pair);

	/* a surname no member bears with a title (李老板), or a name the cast
	 * lacks heading a sentence that leads into a quote, whatever its verb
	 * (陈伯点点头，“…”): someone else, though the one member spoke last */
	static const char lin[] = "[林远]\ngender = male\n";
	EXPECT(lin, "“我要一串。”林远说。\n\n李老板笑道：“外地来的吧？”", "林远|*unknown*");
	EXPECT("[林远]\ngender = male\n[李大山]\ngender = male\n",
	       "“我要一串。”林远说。\n\n李老板笑道：“外地来的吧？”", "林远|李大山");
	EXPECT(lin, "“我要一串。”林远说。\n\n陈伯点点头，“好。”", "林远|*unknown*");
	EXPECT(lin, "“我要一串。”林远说。\n\n陈伯在旁边咳嗽了一声：“走吧。”", "林远|*unknown*");
	/* 老张, 小李: a surname no member bears after 老 or 小 is someone else;
	 * one a member bears calls him (小林 for 林默) */
	static const char lm[] = "[林默]\ngender = male\n";
	EXPECT(lm, "林默坐在电脑前。\n“小林，还没走啊？”保安老张推门进来。\n“张叔，马上就走。”林默笑了笑。\n"
		   "老张摇摇头：“年轻人，身体要紧。”",
	       "*unknown*|林默|*unknown*");
	/* traditional script reads as simplified does: a conductor and a
	 * driver the cast lacks, by words the dictionary holds simplified */
	EXPECT("[陳默]\ngender = male\n", "陳默坐在窗邊。\n「到站了，下車吧。」售票員喊道。\n"
	       "司機點點頭：「前面堵車了。」", "*unknown*|*unknown*");
	/* 老石他们 is a group he heads, not 老石 alone */
	EXPECT("[乔伯年]\ngender = male\n[石钟]\ngender = male\n",
	       "乔伯年坐在桌边，石钟进来了。\n当老石他们说完，大家都笑了。\n“好！”", "乔伯年");
	/* a name asked at a quote's start is one recognised, not the asker */
	EXPECT(lm, "“林默？真的是你！”\n林默回过头，看到一个穿着白色连衣裙的女孩。", "*unknown*");
	/* a word for someone, no name (小贩, 店小二); not an adverb (幸而) */
	EXPECT(lin, "“我要一串。”林远说。\n\n小贩笑道：“小兄弟，外地来的吧？”", "林远|*unknown*");
	EXPECT(lin, "“我要一串。”林远说。\n\n店小二笑道：“外地来的吧？”", "林远|*unknown*");
	EXPECT(lin, "“我要一串。”林远说。\n\n幸而又笑道：“外地来的吧？”", "林远|林远");

	/* the one member in view is not all who talk */
	const char *few = "threshold\t0\nnamed.before3\t1\nmentions\t1\nunknown.few.cast\t2\n";
	EXPECT_BY(few, "柳岳坐在窗前。\n\n“走。”", "*unknown*");
	EXPECT_BY(few, "柳岳和兰绮云坐在窗前。柳岳笑了。\n\n“走。”", "柳岳");
}

static const char wu[] = "[吴斌]\ngender = male\n[吴仲平]\ngender = male\n[吴月琴]\ngender = female\n"
			 "[孙少安]\ngender = male\n[孙玉厚]\ngender = male\n[孙兰香]\ngender = female\n"
			 "[田福军]\ngender = male\n";

static void test_aliases(void)
{
	/* a surname and a title: the one of that surname named just before */
	EXPECT(wu, "吴斌坐在炕上抽烟。\n\n“这好嘛。”吴书记又说。", "吴斌");
	CHECK_INT(first_cue(wu, "吴斌坐在炕上抽烟。\n\n“这好嘛。”吴书记又说。"), SPEAKER_CUE_AFTER);
	/* ... never when two of them were (the tag names no one) */
	CHECK(first_cue(wu, "吴斌和吴仲平坐在炕上抽烟。\n\n“这好嘛。”吴书记又说。") !=
	      SPEAKER_CUE_AFTER);
	/* a title that says the gender: of the 吴 named, the woman */
	EXPECT(wu, "吴斌和吴月琴坐在炕上。\n\n“这好嘛。”吴大婶又说。", "吴月琴");
	/* the only one of that surname needs no scene */
	EXPECT(wu, "“这好嘛。”田主任说。", "田福军");
	/* 孙老汉: of the 孙 named, the men; two of them, no one */
	EXPECT(wu, "孙玉厚和孙兰香坐在炕上。\n\n“吃吧。”孙老汉说。", "孙玉厚");
	CHECK(first_cue(wu, "孙玉厚和孙少安坐在炕上。\n\n“吃吧。”孙老汉说。") != SPEAKER_CUE_AFTER);
	/* 老孙 likewise */
	EXPECT(wu, "孙玉厚蹲在院里。\n\n“吃吧。”老孙说。", "孙玉厚");
	/* 少安 for 孙少安: the given name, which no one else answers to */
	EXPECT(wu, "少安笑道：“走。”", "孙少安");
	EXPECT(wu, "兰香笑道：“走。”", "孙兰香");
	/* no given name from a title: 王夫人 is no 夫人 */
	EXPECT("[王夫人]\ngender = female\n[贾母]\ngender = female\n", "夫人笑道：“走。”",
	       "*unknown*");
	/* 我师傅: my master, not I */
	EXPECT("[王世才]\naliases = 师傅\ngender = male\n[孙少平]\ngender = male\n",
	       "少平笑道：“到我师傅家去吃饭。”", "孙少平");
}

static void test_presence(void)
{
	/* a 她 with no woman in the chapter is no one's, even if the cast
	 * has only one */
	EXPECT(two, "柳岳走了。\n\n“回来。”她说。", "*unknown*");
	EXPECT(two, "兰绮云坐在窗前。柳岳走了。\n\n“回来。”她说。", "兰绮云");
}

int main(void)
{
	test_model_file();
	test_confidence();
	test_readings();
	test_uncovered();
	test_aliases();
	test_presence();
	return check_done();
}
