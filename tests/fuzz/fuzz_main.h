/* fuzz_main.h - the libFuzzer set-up the targets over fuzz_pipeline.h share:
 * a broken invariant aborts, so libFuzzer keeps the input; the engine and
 * reading stage are made once.  Define FUZZ_NAME before including it. */
#ifndef TINGSHU_FUZZ_MAIN_H
#define TINGSHU_FUZZ_MAIN_H
#include "fuzz_pipeline.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail_abort(const char *what, const char *detail)
{
	fprintf(stderr, FUZZ_NAME ": %s: %s\n", what, detail);
	abort();
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_fail = fail_abort;
	if (fuzz_pipeline_init()) {
		fprintf(stderr, FUZZ_NAME ": cannot set up the reading stage\n");
		exit(1);
	}
	atexit(fuzz_pipeline_release);
	return 0;
}

#endif
