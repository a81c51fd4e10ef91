/* fuzz_epub.c - libFuzzer target: any bytes as an EPUB (fuzz_epub.h says
 * how), through libzip, libxml2 and the reader.  Built by `make fuzz`. */
#include "fuzz_epub.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail_abort(const char *what, const char *detail)
{
	fprintf(stderr, "fuzz_epub: %s: %s\n", what, detail);
	abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_epub_one(data, size, fail_abort);
	return 0;
}
