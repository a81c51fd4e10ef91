/* The fuzz target's checks (tests/fuzz/fuzz_pipeline.h) over its seeds and
 * every input a fuzzer once crashed on (tests/fuzz/regressions/): each must
 * now pass every stage with every invariant kept. */
#include "check.h"
#include "fuzz/fuzz_pipeline.h"
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
	fuzz_pipeline_one(data, n);
	return CHECK(check_failed == failed);
}

int main(void)
{
	fuzz_fail = fail_count;
	if (!CHECK(fuzz_pipeline_init() == 0))
		return check_done();
	size_t seeds = fuzz_replay_dir("tests/fuzz/seeds/pipeline", run_one);
	CHECK(seeds > 0);
	fuzz_replay_dir("tests/fuzz/regressions", run_one);
	fuzz_pipeline_release();
	return check_done();
}
