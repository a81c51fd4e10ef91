/* book_ini_set: [book] keys written, every line the user wrote kept. */
#include "base/strbuf.h"
#include "book/book.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char dir[64], path[128];

static void put(const char *s)
{
	FILE *f = fopen(path, "w");
	if (f) {
		fputs(s, f);
		fclose(f);
	}
}

static void expect(const char *before, const char *key, const char *value, int replace,
		   const char *after, int line)
{
	if (before)
		put(before);
	else
		unlink(path);
	check_int(book_ini_set(dir, key, value, replace), 0, "book_ini_set", __FILE__, line);
	struct strbuf sb;
	strbuf_init(&sb);
	strbuf_read_path(&sb, path, 0);
	check_str(sb.buf ? sb.buf : "", after, before ? before : "(no file)", __FILE__, line);
	strbuf_release(&sb);
}
#define EXPECT(before, key, value, replace, after) \
	expect(before, key, value, replace, after, __LINE__)

int main(void)
{
	snprintf(dir, sizeof(dir), "/tmp/tingshu-book-ini-XXXXXX");
	if (!CHECK(mkdtemp(dir) != NULL))
		return check_done();
	snprintf(path, sizeof(path), "%s/book.ini", dir);

	EXPECT(NULL, "title", "青山旧事", 0, "[book]\ntitle = 青山旧事\n");
	/* after the section's last key, comments and other sections kept */
	EXPECT("# mine\n[book]\ncover = c.jpg\n\n[other]\nx = 1\n", "author", "山间客", 0,
	       "# mine\n[book]\ncover = c.jpg\nauthor = 山间客\n\n[other]\nx = 1\n");
	/* the user's value stays, unless replace */
	EXPECT("[book]\ntitle = 我的书名\n", "title", "青山旧事", 0, "[book]\ntitle = 我的书名\n");
	EXPECT("[book]\r\n  title=旧\r\nauthor = 某\r\n", "title", "新", 1,
	       "[book]\r\ntitle = 新\nauthor = 某\r\n");
	/* no [book] yet: one on top; a last line without its newline */
	EXPECT("[other]\nx = 1", "title", "甲", 0, "[book]\ntitle = 甲\n\n[other]\nx = 1");
	EXPECT("[book]\ncover = c.jpg", "title", "甲", 0, "[book]\ncover = c.jpg\ntitle = 甲\n");
	/* a key of another section is not ours */
	EXPECT("[other]\ntitle = x\n[book]\n", "title", "甲", 0,
	       "[other]\ntitle = x\n[book]\ntitle = 甲\n");

	/* and it reads back */
	EXPECT("[book]\nauthor = 乙\n", "title", "甲", 0, "[book]\nauthor = 乙\ntitle = 甲\n");
	struct book b;
	CHECK_INT(book_open(&b, dir, NULL), 0);
	CHECK_STR(b.title, "甲");
	book_release(&b);
	/* a folder that cannot be written: an error, not a crash */
	CHECK_INT(book_ini_set("/nonexistent/dir", "title", "x", 0) < 0, 1);
	unlink(path);
	rmdir(dir);
	return check_done();
}
