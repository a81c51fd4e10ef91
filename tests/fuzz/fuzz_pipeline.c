/* fuzz_pipeline.c - libFuzzer target: any bytes as a chapter, through load,
 * repair, split, speaker and reading (fuzz_pipeline.h), each stage's
 * promises checked.  Built and run by `make fuzz`. */
#define FUZZ_NAME "fuzz_pipeline"
#include "fuzz_main.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_pipeline_one(data, size);
	return 0;
}
