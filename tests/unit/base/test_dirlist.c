/* dirlist: a folder's names in the order a reader counts chapters. */
#include "base/dirlist.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int is_txt(const char *name)
{
	return dirlist_ends_in(name, ".txt");
}

/* The n names, made in reverse order, are read back in the given one. */
static void expect_order(const char *const *want, size_t n_want)
{
	char dir[] = "/tmp/test_dirlist.XXXXXX", path[256];
	CHECK(mkdtemp(dir) != NULL);
	for (size_t i = n_want; i-- > 0;) {
		snprintf(path, sizeof(path), "%s/%s", dir, want[i]);
		FILE *f = fopen(path, "w");
		CHECK(f != NULL);
		if (f)
			fclose(f);
	}
	char **names;
	size_t n;
	CHECK_INT(dirlist_read(dir, is_txt, &names, &n), 0);
	CHECK_INT(n, n_want);
	for (size_t i = 0; i < n && i < n_want; i++)
		CHECK_STR(names[i], want[i]);
	for (size_t i = 0; i < n; i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
		unlink(path);
	}
	dirlist_free(names, n);
	rmdir(dir);
}

int main(void)
{
	/* digits by value, zeros in front or not; other characters by bytes */
	static const char *const digits[] = { "001_序.txt", "2.txt",    "9.txt",        "10.txt",
					      "番外.txt",   "第1章.txt", "第2章 雨.txt", "第10章.txt" };
	expect_order(digits, sizeof(digits) / sizeof(*digits));
	/* Chinese numerals by value: 十一 is 11, 一百零一 is 101 */
	static const char *const chinese[] = { "第一回.txt",   "第二回.txt",   "第九回.txt",
					       "第十回.txt",   "第十一回.txt", "第二十回.txt",
					       "第一百回.txt", "第一百零一回.txt" };
	expect_order(chinese, sizeof(chinese) / sizeof(*chinese));
	/* a filter's test: the suffix with a name before it */
	CHECK_INT(dirlist_ends_in("a.m3u8", ".m3u8"), 1);
	CHECK_INT(dirlist_ends_in(".m3u8", ".m3u8"), 0);
	CHECK_INT(dirlist_ends_in("a.m3u", ".m3u8"), 0);
	return check_done();
}
