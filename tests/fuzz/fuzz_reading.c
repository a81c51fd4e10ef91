/* fuzz_reading.c - libFuzzer target: any bytes as lines of text straight
 * into the reading stage (normalise, pinyin, clause cuts), the stage that
 * costs the most per character.  fuzz_pipeline reaches it only through
 * load, repair and segmentation; alone it runs many times faster, so the
 * numbers, units and symbols get far more inputs.  Built by `make fuzz`. */
#define FUZZ_NAME "fuzz_reading"
#include "fuzz_main.h"

/* The reading stage is handed valid UTF-8 lines (load's promise): the
 * input is cut at its first invalid byte, then read line by line. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data;
	size_t n = utf8_valid_prefix(s, size), pos = 0;
	struct strbuf out;
	strbuf_init(&out);
	while (pos < n) {
		const char *nl = memchr(s + pos, '\n', n - pos);
		size_t end = nl ? (size_t)(nl - s) : n;
		if (end > pos)
			fuzz_read_segment(s + pos, end - pos, &out);
		pos = end + 1;
	}
	strbuf_release(&out);
	return 0;
}
