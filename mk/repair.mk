# repair stage: the built-in cipher table and the character language model,
# generated from data/repair/*.tsv, the jieba lexicon (python3-jieba) and
# sunpinyin's word n-gram model (sunpinyin-data).

# These rules come before the main Makefile's `all`: keep it the default goal.
REPAIR_DICT ?= /usr/lib/python3/dist-packages/jieba/dict.txt
# Modern running text: sunpinyin's word trigram model and its lexicon
# (sunpinyin-data); the generator stops with an error without them.
REPAIR_SLM ?= /usr/lib/x86_64-linux-gnu/sunpinyin/data
# Running text for the model's bigrams across words and its set phrases
# (triples): counted from a corpus (not a Debian package) by
# `make model-repair CORPUS=DIR`, and committed.
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

# Figures (bench/repair.c): the sample with the built-in table; books
# scrambled with made-up keys (tests/golden/repair/keys) through the book-wide
# search and the repair of each chapter, as batch does them; clean books,
# which must not change.  CORPUS=DIR adds the larger set of a corpus in
# tests/corpus's layout: the chapters of 红楼梦 that the model's running text
# leaves out, all of Lu Xun, the GBK excerpts; and as clean books, all of it.
# Then the same books with fonts' keys (tests/golden/repair/keys-font):
# private-use stand-ins, and rare ones outside GB2312.

build/bench_repair: bench/repair.c tests/unit/scramble.h $(LIB_OBJ) $$(GEN_OBJ) | build/tests
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(LIB_OBJ) $(GEN_OBJ) $(LIBS)

comma := ,
empty :=
space := $(empty) $(empty)
REPAIR_HELD_OUT = $(subst $(space),$(comma),$(foreach n,010 020 030 040 050 060 070 080 090 100 110 120,$(CORPUS)/hongloumeng/$(n).txt))
REPAIR_BENCH_CORPUS = --book $(REPAIR_HELD_OUT) --book $(CORPUS)/luxun \
	--book $(CORPUS)/encodings/gbk_sanguo_001-002.txt,$(CORPUS)/encodings/gb18030_xiyouji_002.txt,$(CORPUS)/encodings/gb18030_xiyouji_019.txt \
	--clean $(CORPUS)/hongloumeng --clean $(CORPUS)/hongloumeng_trad --clean $(CORPUS)/luxun \
	--clean $(CORPUS)/encodings --clean chapters
REPAIR_BENCH_BOOKS = --book tests/corpus/hongloumeng --book tests/corpus/luxun
REPAIR_BENCH_CLEAN = --clean tests/corpus/hongloumeng --clean tests/corpus/hongloumeng_trad \
	--clean tests/corpus/luxun --clean tests/corpus/encodings --clean chapters
bench-repair: build/bench_repair
	taskset -c 0 build/bench_repair --sample chapters/001_d4df4916215e0300.txt \
		tests/golden/repair/001.txt --keys tests/golden/repair/keys \
		$(if $(CORPUS),$(REPAIR_BENCH_CORPUS),$(REPAIR_BENCH_BOOKS) $(REPAIR_BENCH_CLEAN))
	taskset -c 0 build/bench_repair --keys tests/golden/repair/keys-font \
		$(if $(CORPUS),--book $(REPAIR_HELD_OUT) --book $(CORPUS)/luxun,$(REPAIR_BENCH_BOOKS))

# The development model: the same generator with the tune chapters of 红楼梦
# (005, 015 ... 115) held out of the corpus's counts too, so that a change to
# the model is judged on chapters it never saw (the committed counts have
# them).  `make bench-repair-dev CORPUS=DIR` counts, generates, links
# build/bench_repair_dev against it and runs the tune books; nothing of the
# main build is touched.
REPAIR_TUNE_N = 005 015 025 035 045 055 065 075 085 095 105 115
REPAIR_TUNE = $(subst $(space),$(comma),$(foreach n,$(REPAIR_TUNE_N),$(CORPUS)/hongloumeng/$(n).txt))
REPAIR_DEV_ARGS ?= --misses
build/dev/text-counts.tsv: tools/gen_repair.py FORCE
	@test -d "$(CORPUS)" || { echo "make bench-repair-dev: give the corpus folder: CORPUS=DIR" >&2; exit 2; }
	@mkdir -p build/dev
	python3 tools/gen_repair.py --count-corpus $(CORPUS) $@.new \
		--hold-out $(REPAIR_TUNE_N:%=hongloumeng/%.txt)
	@cmp -s $@.new $@ && rm $@.new || mv $@.new $@

build/dev/repair_data.c build/dev/repair_data.h &: tools/gen_repair.py data/repair/builtin.tsv \
		build/dev/text-counts.tsv
	python3 tools/gen_repair.py --dict $(REPAIR_DICT) --table data/repair/builtin.tsv \
		--text build/dev/text-counts.tsv --slm $(REPAIR_SLM)/lm_sc.t3g \
		--slm-dict $(REPAIR_SLM)/pydict_sc.bin --out-c build/dev/repair_data.c --out-h build/dev/repair_data.h

build/dev/repair_data.o: build/dev/repair_data.c build/dev/repair_data.h
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

build/bench_repair_dev: bench/repair.c tests/unit/scramble.h $(LIB_OBJ) $$(filter-out build/repair_data.o,$$(GEN_OBJ)) \
		build/dev/repair_data.o | build/tests
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(LIB_OBJ) $(filter-out build/repair_data.o,$(GEN_OBJ)) \
		build/dev/repair_data.o $(LIBS)

bench-repair-dev: build/bench_repair_dev
	taskset -c 0 build/bench_repair_dev --keys tests/golden/repair/keys $(REPAIR_DEV_ARGS) --book $(REPAIR_TUNE)

.PHONY: bench-repair model-repair bench-repair-dev FORCE
