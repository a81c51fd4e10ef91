/* Unit tests for the scene model (src/scene.h): entrances, exits,
 * newcomers. */
#include "check.h"
#include "speaker/scene.h"

#include <string.h>

static enum scene_move move(const char *s)
{
	return scene_move_of(s, strlen(s), NULL, NULL);
}

static int sees_out(const char *s)
{
	int out = -1;
	scene_move_of(s, strlen(s), NULL, &out);
	return out == 1;
}

static void test_moves(void)
{
	CHECK_INT(move("正说着，门帘一挑，隔壁的刘婶端着一个碗进来了。"), SCENE_ENTERS);
	CHECK_INT(move("父亲披着一件旧棉袄走了进来。"), SCENE_ENTERS); /* not 走了 */
	CHECK_INT(move("头一个进来的是宋老汉，手里牵着孙子狗蛋。"), SCENE_ENTERS);
	CHECK_INT(move("刘婶走了，窑里一下子静下来。"), SCENE_LEAVES);
	CHECK_INT(move("曹主任点点头，又背着手回库房去了。"), SCENE_LEAVES);
	CHECK_INT(move("小虎抓了糖，一溜烟跑出门去了。"), SCENE_LEAVES);
	CHECK_INT(move("小虎抱着枕头，不一会儿就打起了呼噜。"), SCENE_LEAVES);
	CHECK_INT(move("他进来看了一眼，又出去了。"), SCENE_LEAVES); /* the exit wins */
	CHECK_INT(move("母亲往锅里添了一瓢水，又坐回灶火跟前。"), SCENE_STAYS);
	CHECK_INT(move(""), SCENE_STAYS);
	/* 走了, 跑了 leave only at a clause's end */
	CHECK_INT(move("他在窑里来回走了两步，最后在门口停住了。"), SCENE_STAYS);
	CHECK_INT(move("沈若兰从月洞门里跑了进来。"), SCENE_ENTERS);
	CHECK_INT(move("问他可会写字，可愿意出门。"), SCENE_STAYS);
	/* seeing someone out: both leave, the one seen out with the actor */
	static const char *const seen_out = "凤英把他送到院门口，雪下得更大了。";
	CHECK_INT(move(seen_out), SCENE_LEAVES);
	CHECK(sees_out(seen_out));
	CHECK(sees_out("父亲一直把她送出了门。"));
	/* 送走, 送出去 also send things: no one is seen out */
	CHECK(!sees_out("他把信送走了。"));
	CHECK(!sees_out("刘婶走了。"));
	/* where the move is told: its mover is named before it */
	const char *w = "他下半天便又被抓出栅栏门去了，到得大堂，上面坐着一个老头子。";
	size_t at;
	CHECK_INT(scene_move_of(w, strlen(w), &at, NULL), SCENE_LEAVES);
	CHECK_INT(at, strlen("他下半天便又被抓出栅栏门"));
	CHECK_INT(scene_move_of("坐下了", strlen("坐下了"), &at, NULL), SCENE_STAYS);
	CHECK_INT(at, strlen("坐下了"));
	const char *a = "头一个进来的是宋老汉，手里牵着孙子狗蛋。";
	CHECK_INT(scene_presented_at(a, strlen(a)), strlen("头一个进来的是"));
	const char *b = "门口探进一个小脑袋，是狗蛋，嘴里还含着糖。";
	CHECK_INT(scene_presented_at(b, strlen(b)), strlen("门口探进一个小脑袋，是"));
	const char *d = "宋老汉来了，他说这是狗蛋。"; /* no entrance word, no 来的是 */
	CHECK_INT(scene_presented_at(d, strlen(d)), 0);
}

static void test_presence(void)
{
	struct scene s;
	CHECK_INT(scene_init(&s, 4), 0);
	/* 0 is there from the start, 1 comes in at paragraph 5 */
	CHECK(!scene_present(&s, 0, 1, 6)); /* never seen */
	scene_note(&s, 0, 1, SCENE_STAYS);
	CHECK(scene_present(&s, 0, 1, 6));
	CHECK(scene_present(&s, 0, 7, 6));
	CHECK(!scene_present(&s, 0, 8, 6)); /* not seen for too long */
	scene_note(&s, 1, 5, SCENE_ENTERS);
	CHECK(scene_present(&s, 1, 5, 6));
	scene_note(&s, 1, 9, SCENE_LEAVES);
	CHECK(scene_gone(&s, 1));
	CHECK(scene_left_since(&s, 1, 9));
	CHECK(!scene_left_since(&s, 1, 10)); /* left before paragraph 10 */
	CHECK(!scene_left_since(&s, 0, 1));  /* never left */
	CHECK(!scene_present(&s, 1, 9, 6));
	scene_mention(&s, 1, 10); /* 看着他的背影: still gone */
	CHECK(scene_gone(&s, 1));
	scene_mention(&s, 2, 10); /* first seen, named without acting */
	CHECK(scene_present(&s, 2, 10, 6));
	scene_spoke(&s, 1, 12); /* heard again: back */
	CHECK(!scene_gone(&s, 1));
	CHECK(scene_present(&s, 1, 12, 6));
	/* out-of-range and negative speakers (a crowd) are ignored */
	scene_note(&s, -3, 1, SCENE_LEAVES);
	scene_note(&s, 4, 1, SCENE_LEAVES);
	CHECK(!scene_gone(&s, -3));
	CHECK(!scene_present(&s, 4, 1, 6));
	scene_release(&s);
	scene_release(&s); /* twice is harmless */
}

static void test_only_other(void)
{
	struct scene s;
	CHECK_INT(scene_init(&s, 4), 0);
	CHECK_INT(scene_only_other(&s, 0, 1, 6), -1); /* no one seen */
	scene_mention(&s, 0, 1);
	scene_mention(&s, 1, 1);
	scene_mention(&s, 2, 1);
	scene_mention(&s, 3, 1);
	CHECK_INT(scene_only_other(&s, 0, 2, 6), -1); /* three others */
	scene_note(&s, 2, 3, SCENE_LEAVES);           /* 凤英把他送到院门口 */
	scene_note(&s, 3, 3, SCENE_LEAVES);
	CHECK_INT(scene_only_other(&s, 0, 4, 6), 1);
	CHECK_INT(scene_only_other(&s, 1, 4, 6), 0);
	CHECK_INT(scene_only_other(&s, 0, 8, 6), -1); /* not seen for too long */
	scene_release(&s);
}

static void test_newcomer(void)
{
	struct scene s;
	CHECK_INT(scene_init(&s, 4), 0);
	scene_spoke(&s, 0, 1);
	CHECK_INT(scene_newcomer(&s, 0), -1); /* no one came in */
	scene_note(&s, 1, 3, SCENE_ENTERS);  /* 刘婶…进来了 */
	scene_mention(&s, 2, 3);             /* named, not coming in */
	CHECK_INT(scene_newcomer(&s, 2), 1);
	CHECK_INT(scene_newcomer(&s, 4), -1); /* came in before the range */
	scene_spoke(&s, 1, 4);               /* once she spoke, no longer new */
	CHECK_INT(scene_newcomer(&s, 2), -1);
	scene_note(&s, 2, 6, SCENE_ENTERS);  /* 曹主任跟邓立新…出来了: two */
	scene_note(&s, 3, 6, SCENE_ENTERS);
	CHECK_INT(scene_newcomer(&s, 5), -1);
	scene_note(&s, 3, 7, SCENE_LEAVES);  /* one of them left again */
	CHECK_INT(scene_newcomer(&s, 5), 2);
	scene_release(&s);
}

/* A child who ran out (跑出去了) and is heard again is back; one asleep is
 * out until seen again. */
static void test_back(void)
{
	struct scene s;
	CHECK_INT(scene_init(&s, 3), 0);
	scene_spoke(&s, 2, 1);
	scene_note(&s, 2, 2, scene_move_of("狗蛋攥着糖跑出去了。", strlen("狗蛋攥着糖跑出去了。"),
					    NULL, NULL));
	CHECK(scene_gone(&s, 2));
	CHECK_INT(scene_newcomer(&s, 0), -1); /* leaving is no entrance */
	scene_note(&s, 2, 5, SCENE_ENTERS);   /* 门口探进一个小脑袋，是狗蛋 */
	CHECK(!scene_gone(&s, 2));
	CHECK_INT(scene_newcomer(&s, 5), 2);
	scene_note(&s, 1, 6, scene_move_of("不一会儿就睡着了。", strlen("不一会儿就睡着了。"), NULL, NULL));
	CHECK(scene_gone(&s, 1));
	scene_note(&s, 1, 9, SCENE_STAYS);    /* 他翻了个身，坐起来 */
	CHECK(scene_present(&s, 1, 9, 6));
	scene_release(&s);
}

int main(void)
{
	test_moves();
	test_presence();
	test_only_other();
	test_newcomer();
	test_back();
	return check_done();
}
