# repair stage: the built-in cipher table and the character language model,
# generated from data/repair/*.tsv, the jieba lexicon (python3-jieba) and
# sunpinyin's word n-gram model (sunpinyin-data).

# These rules come before the main Makefile's `all`: keep it the default goal.
REPAIR_DICT ?= /usr/lib/python3/dist-packages/jieba/dict.txt
# Modern running text: sunpinyin's word trigram model and its lexicon
# (sunpinyin-data); the generator stops with an error without them.
REPAIR_SLM ?= /usr/lib/x86_64-linux-gnu/sunpinyin/data
# Running text for the model's bigrams across words: counted from a corpus
# (not a Debian package) by `make model-repair CORPUS=DIR`, and committed.
REPAIR_TEXT ?= data/repair/text-counts.tsv

GEN_HDR += build/repair_data.h
GEN_OBJ += build/repair_data.o

build/repair_data.c build/repair_data.h &: tools/gen_repair.py data/repair/builtin.tsv \
		$(REPAIR_TEXT)
	@mkdir -p build
	python3 tools/gen_repair.py --dict $(REPAIR_DICT) --table data/repair/builtin.tsv \
		--text $(REPAIR_TEXT) --slm $(REPAIR_SLM)/lm_sc.t3g \
		--slm-dict $(REPAIR_SLM)/pydict_sc.bin --out-c build/repair_data.c --out-h build/repair_data.h

$(REPAIR_TEXT):
	@echo "tingshu: $@ is missing: it is part of the repository (git checkout $@)," \
		"or count it again: make model-repair CORPUS=DIR" >&2; exit 1

model-repair:
	@test -d "$(CORPUS)" || { echo "make model-repair: give the corpus folder: CORPUS=DIR" >&2; exit 2; }
	python3 tools/gen_repair.py --count-corpus $(CORPUS) $(REPAIR_TEXT)

build/repair_data.o: build/repair_data.c build/repair_data.h
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# Accuracy against the golden reading (with and without the built-in table),
# changes across the corpus, time per chapter, and the automatic search on
# chapters scrambled with the built-in key and with a made-up one.

build/bench_repair: bench/repair.c tests/unit/scramble.h $(LIB_OBJ) $(GEN_OBJ) | build/tests
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(LIB_OBJ) $(GEN_OBJ) $(LIBS)

# make bench-repair CORPUS=DIR: the corpus's chapters are scored too.
bench-repair: build/bench_repair
	build/bench_repair chapters/001_d4df4916215e0300.txt tests/golden/repair/001.txt \
		$(or $(CORPUS),-) chapters/000_bd4a13edcc98bd39.txt tests/golden/repair/other-key.tsv

.PHONY: bench-repair model-repair
