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

.PHONY: bench-repair model-repair
