# repair stage: the built-in cipher table and the character language model,
# generated from data/repair/*.tsv, the jieba lexicon (python3-jieba) and
# sunpinyin's word n-gram model (sunpinyin-data).

# These rules come before the main Makefile's `all`: keep it the default goal.
REPAIR_DICT ?= /usr/lib/python3/dist-packages/jieba/dict.txt
# Modern running text: sunpinyin's word trigram model and its lexicon
# (sunpinyin-data); the generator stops with an error without them.
REPAIR_SLM ?= /usr/lib/x86_64-linux-gnu/sunpinyin/data
# Running text for the model's bigrams across words (read-only shared data;
# without it the model has none), and for `make bench-repair`.
REPAIR_CORPUS ?= $(firstword $(wildcard ../shared/corpus /work/shared/corpus))

GEN_HDR += build/repair_data.h
GEN_OBJ += build/repair_data.o

# A table built before the corpus was there is built again once it is,
# though the corpus is older than the table.
STAMP_repair-corpus = $(REPAIR_CORPUS)

build/repair_data.c build/repair_data.h &: tools/gen_repair.py data/repair/builtin.tsv \
		build/repair-corpus.stamp
	@mkdir -p build
	python3 tools/gen_repair.py --dict $(REPAIR_DICT) --table data/repair/builtin.tsv \
		--corpus "$(REPAIR_CORPUS)" --slm $(REPAIR_SLM)/lm_sc.t3g \
		--slm-dict $(REPAIR_SLM)/pydict_sc.bin --out-c build/repair_data.c --out-h build/repair_data.h

build/repair_data.o: build/repair_data.c build/repair_data.h
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# Accuracy against the golden reading (with and without the built-in table),
# changes across the corpus, time per chapter, and the automatic search on
# chapters scrambled with the built-in key and with a made-up one.

build/bench_repair: bench/repair.c tests/unit/scramble.h $(LIB_OBJ) $(GEN_OBJ) | build/tests
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(LIB_OBJ) $(GEN_OBJ) $(LIBS)

bench-repair: build/bench_repair
	build/bench_repair chapters/001_d4df4916215e0300.txt tests/golden/repair/001.txt \
		$(REPAIR_CORPUS) chapters/000_bd4a13edcc98bd39.txt tests/golden/repair/other-key.tsv

.PHONY: bench-repair
