/* The EPUB fuzz target's checks (tests/fuzz/fuzz_epub.h) over its seeds:
 * each keeps every promise, and the two books in parts are read whole. */
#include "check.h"
#include "fuzz/fuzz_epub.h"
#include "fuzz/fuzz_replay.h"

static const char *current;

static void fail_count(const char *what, const char *detail)
{
	fprintf(stderr, "%s: %s: %s\n", current, what, detail);
	check_report(0, detail, __FILE__, __LINE__);
}

static int run_one(const char *path, const unsigned char *data, size_t n)
{
	current = path;
	int failed = check_failed;
	fuzz_epub_one(data, n, fail_count);
	return CHECK(check_failed == failed);
}

int main(void)
{
	CHECK(fuzz_replay_dir("tests/fuzz/seeds/epub", run_one) >= 3);
	/* the seeds are books, not refusals: what the fuzzer mutates is read */
	static const char *const books[] = { "tests/fuzz/seeds/epub/epub3.parts",
					     "tests/fuzz/seeds/epub/epub2.parts" };
	for (size_t i = 0; i < 2; i++) {
		size_t n;
		unsigned char *data = fuzz_read_file(books[i], &n);
		FILE *f = fopen(fuzz_epub_path, "wb");
		if (!CHECK(data && f))
			continue;
		fuzz_epub_zip(f, data, n);
		fclose(f);
		struct epub_book b;
		CHECK_INT(epub_read(&b, fuzz_epub_path, NULL), 0);
		CHECK_INT(b.n, 2);
		CHECK_STR(b.n == 2 ? b.v[1].title : NULL, "第二章 云涌");
		CHECK_STR(b.cover_ext, "png");
		epub_release(&b);
		free(data);
	}
	return check_done();
}
