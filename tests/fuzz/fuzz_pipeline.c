/* fuzz_pipeline.c - libFuzzer target: any bytes as a chapter, through load,
 * repair, split, speaker and reading (fuzz_pipeline.h); a broken invariant
 * aborts, so libFuzzer keeps the input.  Built and run by `make fuzz`. */
#include "fuzz_pipeline.h"

#include <stdlib.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail_abort(const char *what, const char *detail)
{
	fprintf(stderr, "fuzz_pipeline: %s: %s\n", what, detail);
	abort();
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_fail = fail_abort;
	if (fuzz_pipeline_init()) {
		fprintf(stderr, "fuzz_pipeline: cannot set up the reading stage\n");
		exit(1);
	}
	atexit(fuzz_pipeline_release);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_pipeline_one(data, size);
	return 0;
}
