#include "base/diag.h"
#include "base/err.h"
#include "check.h"
#include "speaker/cast.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int parse(struct cast *c, const char *s, struct diag *d)
{
	cast_init(c);
	diag_init(d);
	return cast_parse(c, s, strlen(s), d);
}

static int find(const struct cast *c, const char *s)
{
	return cast_find(c, s, strlen(s));
}

/* A stand-in for OpenCC: 检 → 檢, 焕 → 煥 */
static int toy_s2t(void *ctx, const char *s, char **out)
{
	(void)ctx;
	static const char *const pairs[][2] = { { "检", "檢" }, { "焕", "煥" } };
	*out = NULL;
	for (size_t i = 0; i < 2; i++) {
		const char *p = strstr(s, pairs[i][0]);
		if (!p)
			continue;
		size_t n = strlen(s);
		char *o = malloc(n + 1);
		if (!o)
			return ERR_NOMEM;
		memcpy(o, s, n + 1);
		memcpy(o + (p - s), pairs[i][1], 3);
		*out = o;
		return 0;
	}
	return 0;
}

int main(void)
{
	struct cast c;
	struct diag d;

	CHECK_INT(parse(&c,
			"\xEF\xBB\xBF# 松山之战\n"
			"; another comment\n"
			"\n"
			"[洪承畴]\n"
			"aliases = 督师, 洪某，制军、洪督师\r\n"
			"gender = male\n"
			"voice = old-man\n"
			"  [ 夏承德 ]  \n"
			"gender=男\n"
			"[柳岳]\n"
			"alias ＝ 柳千总\n" /* the singular a reader may write */
			"[多尔衮]\n"
			"[王氏]\n"
			"gender = female\n"
			"aliases =\n",
			&d),
		 0);
	CHECK_INT(d.n, 0);
	CHECK_INT(c.n, 5);
	CHECK_STR(c.v[0].name, "洪承畴");
	CHECK_INT(c.v[0].n_aliases, 4);
	CHECK_STR(c.v[0].aliases[3], "洪督师");
	CHECK_STR(c.v[0].voice, "old-man");
	CHECK_INT(c.v[0].gender, GENDER_MALE);
	CHECK_INT(c.v[0].line, 4);
	CHECK_STR(c.v[1].name, "夏承德");
	CHECK_INT(c.v[1].gender, GENDER_MALE);
	CHECK(c.v[1].voice == NULL);
	CHECK_INT(c.v[3].gender, GENDER_UNKNOWN);
	CHECK_INT(c.v[4].gender, GENDER_FEMALE);
	CHECK_INT(c.v[4].n_aliases, 0);

	CHECK_INT(find(&c, "洪承畴"), 0);
	CHECK_INT(find(&c, "督师"), 0);
	CHECK_INT(find(&c, "制军"), 0);
	CHECK_INT(find(&c, "柳千总"), 2);
	CHECK_INT(find(&c, "多尔衮"), 3);
	CHECK_INT(find(&c, "洪"), -1);
	CHECK_INT(find(&c, "洪承畴道"), -1);
	CHECK_INT(find(&c, ""), -1);

	size_t len;
	const char *s = "洪督师道：";
	CHECK_INT(cast_match(&c, s, strlen(s), &len), 0);
	CHECK_INT(len, strlen("洪督师"));
	CHECK_INT(cast_match(&c, "他道", strlen("他道"), &len), -1);
	CHECK_INT(len, 0);
	/* his wife, his mother: someone else */
	CHECK_INT(cast_match(&c, "多尔衮嫂子道", strlen("多尔衮嫂子道"), &len), -1);
	CHECK_INT(cast_match(&c, "多尔衮家的道", strlen("多尔衮家的道"), &len), -1);
	CHECK_INT(cast_match(&c, "多尔衮的妈道", strlen("多尔衮的妈道"), &len), 3);
	/* an alias of one character only where a speech verb follows */
	CHECK_INT(cast_add_alias(&c, 3, "衮", strlen("衮")), 0);
	CHECK_INT(cast_match(&c, "衮大怒曰", strlen("衮大怒曰"), &len), 3);
	CHECK_INT(len, strlen("衮"));
	CHECK_INT(cast_match(&c, "衮服而出", strlen("衮服而出"), &len), -1);
	CHECK_INT(cast_match(&c, "衮，曰", strlen("衮，曰"), &len), -1);
	CHECK_INT(cast_match(&c, "衮谓众将曰", strlen("衮谓众将曰"), &len), 3);

	/* cast_add: same name or alias, same index */
	CHECK_INT(cast_add(&c, "柳千总", strlen("柳千总"), GENDER_MALE), 2);
	int i = cast_add(&c, "王朴道", strlen("王朴"), GENDER_MALE);
	CHECK_INT(i, 5);
	CHECK_STR(c.v[5].name, "王朴");
	CHECK_INT(c.v[5].line, 0);
	CHECK_INT(cast_add(&c, "王朴", strlen("王朴"), GENDER_UNKNOWN), 5);
	CHECK_INT(cast_add_alias(&c, 5, "王总兵", strlen("王总兵")), 0);
	CHECK_INT(find(&c, "王总兵"), 5);
	cast_release(&c);
	diag_release(&d);

	/* malformed lines: each reported, then ERR_SYNTAX */
	CHECK_INT(parse(&c,
			"gender = male\n"         /* before any section */
			"[洪承畴\n"               /* no ] */
			"[]\n"                     /* empty */
			"[洪承畴]\n"
			"just words\n"             /* no = */
			"gender = robot\n"         /* bad value */
			"[洪承畴]\n"               /* twice */
			"colour = red\n",          /* unknown key: a warning only */
			&d),
		 ERR_SYNTAX);
	CHECK_INT(diag_count(&d, DIAG_ERROR), 6);
	CHECK_INT(diag_count(&d, DIAG_WARNING), 1);
	CHECK_INT(d.v[0].line, 1);
	CHECK_INT(d.v[1].line, 2);
	CHECK_INT(d.v[2].line, 3);
	CHECK_INT(d.v[3].line, 5);
	CHECK_INT(d.v[4].line, 6);
	CHECK_INT(d.v[5].line, 7);
	CHECK_INT(d.v[6].level, DIAG_WARNING);
	cast_release(&c);
	diag_release(&d);

	/* complete = no before the sections: a cast found, short of someone */
	CHECK_INT(parse(&c, "[甲]\n", &d), 0);
	CHECK_INT(c.incomplete, 0);
	cast_release(&c);
	diag_release(&d);
	CHECK_INT(parse(&c, "# found\ncomplete = no\n[甲]\n", &d), 0);
	CHECK_INT(c.incomplete, 1);
	CHECK_INT(c.n, 1);
	struct cast copy;
	cast_init(&copy);
	CHECK_INT(cast_copy(&copy, &c), 0);
	CHECK_INT(copy.incomplete, 1);
	cast_release(&copy);
	cast_release(&c);
	diag_release(&d);
	CHECK_INT(parse(&c, "complete = yes\n[甲]\n", &d), 0);
	CHECK_INT(c.incomplete, 0);
	cast_release(&c);
	diag_release(&d);
	CHECK_INT(parse(&c, "complete = maybe\n[甲]\ncomplete = no\n", &d), ERR_SYNTAX);
	CHECK_INT(diag_count(&d, DIAG_ERROR), 1);  /* in a section, an unknown key */
	CHECK_INT(diag_count(&d, DIAG_WARNING), 1);
	cast_release(&c);
	diag_release(&d);

	CHECK_INT(parse(&c, "[甲]\n\xff\xfe = x\n", &d), ERR_SYNTAX);
	CHECK_INT(d.v[0].line, 2);
	cast_release(&c);
	diag_release(&d);
	CHECK_INT(parse(&c, "", &d), 0);
	CHECK_INT(c.n, 0);
	cast_release(&c);
	diag_release(&d);

	/* files: missing is fine when asked, a real one loads */
	cast_init(&c);
	diag_init(&d);
	CHECK_INT(cast_load(&c, "/nonexistent/cast.ini", 1, &d), 0);
	CHECK_INT(cast_load(&c, "/nonexistent/cast.ini", 0, &d), ERR_IO);
	char path[] = "/tmp/tingshu-cast-XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	FILE *f = fdopen(fd, "w");
	fputs("[鰲拜]\naliases = 鳌拜\ngender = male\n", f);
	fclose(f);
	CHECK_INT(cast_load(&c, path, 0, &d), 0);
	unlink(path);
	CHECK_INT(find(&c, "鳌拜"), 0);
	CHECK_STR(gender_name(c.v[0].gender), "male");
	CHECK_STR(gender_name(GENDER_UNKNOWN), "unknown");
	CHECK_INT(gender_parse("female"), GENDER_FEMALE);
	CHECK_INT(gender_parse("x"), GENDER_UNKNOWN);
	cast_release(&c);
	cast_release(&c); /* twice is harmless */

	/* variants in the other script become aliases */
	CHECK_INT(parse(&c, "[朱由检]\n[袁崇焕]\naliases = 袁督师\n[王朴]\n", &d), 0);
	CHECK_INT(cast_add_variants(&c, toy_s2t, NULL), 0);
	CHECK_INT(find(&c, "朱由檢"), 0);
	CHECK_INT(find(&c, "袁崇煥"), 1);
	CHECK_INT(c.v[2].n_aliases, 0);
	CHECK_INT(cast_add_variants(&c, toy_s2t, NULL), 0); /* idempotent */
	CHECK_INT(c.v[0].n_aliases, 1);
	cast_release(&c);
	diag_release(&d);
	return check_done();
}
