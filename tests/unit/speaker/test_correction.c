/* Unit tests for the reader's corrections of who says a quote
 * (src/correction.h). */
#include "base/diag.h"
#include "base/err.h"
#include "check.h"
#include "segment/seg.h"
#include "speaker/cast.h"
#include "speaker/correction.h"
#include "text/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char cast_ini[] = "[柳岳]\ngender = male\n"
			       "[王朴]\naliases = 王二\ngender = male\n"
			       "[兰绮云]\ngender = female\n";

/* line 1: a tag and a quote; 3: untagged; 5: a sound, narration (no
 * dialogue run); 7: two quotes on one line */
static const char chapter[] = "柳岳道：“你去吧。”\n\n“我去。”\n\n门外传来“咚咚”两声。\n\n"
			      "“谁？”“是我。”\n";

/* The speakers of the dialogue runs after applying the corrections text
 * (NULL: no file), as cast indices or SPEAKER_*, into got[]; returns what
 * correction_apply returned, and the number of problems in *warnings and
 * *errors. */
static int run(const char *corrections, int got[8], size_t *warnings, size_t *errors)
{
	struct text t = { .buf = (char *)chapter, .len = strlen(chapter), .name = "test" };
	struct cast c;
	struct seg_list l;
	struct diag d;
	cast_init(&c);
	seg_list_init(&l);
	diag_init(&d);
	CHECK_INT(cast_parse(&c, cast_ini, strlen(cast_ini), NULL), 0);
	CHECK_INT(segment_split(&t, &l, NULL), 0);
	for (size_t i = 0; i < l.n; i++)
		l.v[i].speaker = l.v[i].kind == SEG_DIALOGUE ? SPEAKER_UNKNOWN : SPEAKER_NARRATOR;
	char path[] = "/tmp/tingshu-correction-XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	if (corrections) {
		CHECK_INT(write(fd, corrections, strlen(corrections)), (long long)strlen(corrections));
	} else {
		unlink(path); /* no file: nothing to correct */
	}
	close(fd);
	int rc = correction_apply(path, &t, &l, &c, &d);
	unlink(path);
	size_t k = 0;
	for (size_t i = 0; i < l.n && k < 8; i++)
		if (l.v[i].kind == SEG_DIALOGUE)
			got[k++] = l.v[i].speaker;
	*warnings = diag_count(&d, DIAG_WARNING);
	*errors = diag_count(&d, DIAG_ERROR);
	diag_release(&d);
	seg_list_release(&l);
	cast_release(&c);
	return rc;
}

static void test_path(void)
{
	char *p = correction_path("chapters/001_x.txt");
	CHECK_STR(p, "chapters/001_x.speakers");
	free(p);
	p = correction_path("book.d/chapter");
	CHECK_STR(p, "book.d/chapter.speakers");
	free(p);
	p = correction_path("a.txt.bak");
	CHECK_STR(p, "a.txt.bak.speakers");
	free(p);
}

static void test_apply(void)
{
	int got[8];
	size_t w, e;
	/* no file: nothing changes */
	CHECK_INT(run(NULL, got, &w, &e), 0);
	CHECK_INT(got[1], SPEAKER_UNKNOWN);
	CHECK_INT(w + e, 0);
	/* by line, by an alias, with CRLF and comments; the opening picks one
	 * of two quotes on a line, with or without its quote mark */
	CHECK_INT(run("\xEF\xBB\xBF# fixes\r\n3  王二\r\n\r\n7\t“是我\t兰绮云\n7 谁 柳岳\n", got, &w, &e), 0);
	CHECK_INT(got[1], 1);
	CHECK_INT(got[2], 0);
	CHECK_INT(got[3], 2);
	CHECK_INT(w + e, 0);
	/* narrator (a term or a sound taken for speech), crowd, unknown */
	CHECK_INT(run("3 narrator\n1 *crowd*\n7 unknown\n", got, &w, &e), 0);
	CHECK_INT(got[1], SPEAKER_NARRATOR);
	CHECK_INT(got[0], SPEAKER_CROWD);
	CHECK_INT(got[3], SPEAKER_UNKNOWN);
	/* narration is not corrected: line 5 has no quote */
	CHECK_INT(run("5 王朴\n", got, &w, &e), 0);
	CHECK_INT(w, 1);
	/* one that matches no quote is a warning, the rest still apply */
	CHECK_INT(run("9 王朴\n7 “你 王朴\n3 王朴\n", got, &w, &e), 0);
	CHECK_INT(w, 2);
	CHECK_INT(got[1], 1);
	/* a name not in the cast, a bad line number, a line of four fields:
	 * errors, each with its line, and nothing applied */
	CHECK_INT(run("3 王朴\n3 王五\n0 王朴\n-1 王朴\nx 王朴\n3 a b c\n3\n", got, &w, &e),
		  ERR_SYNTAX);
	CHECK_INT(e, 6);
	CHECK_INT(got[1], SPEAKER_UNKNOWN);
	/* not UTF-8 */
	CHECK_INT(run("3 \xff\xfe\n", got, &w, &e), ERR_SYNTAX);
	CHECK_INT(e, 1);
}

int main(void)
{
	test_path();
	test_apply();
	return check_done();
}
