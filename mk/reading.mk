# Reading stage: the pinyin lexicon is generated from Debian data packages at
# build time and linked in as a blob (build/lexicon.bin through .incbin); the
# polyphone model is trained from CPP dev, which is not a Debian package, so
# it is committed (data/polyphone.tsv) and only turned into C here.
TERRA_DICT ?= /usr/share/rime-data/terra_pinyin.dict.yaml
JIEBA_DICT ?= /usr/lib/python3/dist-packages/jieba/dict.txt
# Mainland readings of each character (the polyphone model's prior against
# terra's Taiwan ones): go-pinyin's table, as Go source.
MAINLAND_DICT ?= /usr/share/gocode/src/github.com/mozillazg/go-pinyin/pinyin_dict.go
DEBS += golang-github-mozillazg-go-pinyin-dev
PYTHON ?= python3
POLY_MODEL ?= data/polyphone.tsv

# make model-polyphone CPP_DEV=.../cpp-dev/dev.tsv WP=.../speaker-wp trains
# the model again into POLY_MODEL, from CPP dev and the part to train on of
# our narrative rows (NARRATIVE_ROWS; WP is the speaker dataset whose
# 平凡的世界 sentences they need, tools/narrative_rows.py).  POLY_HOLDOUT=5
# leaves a fifth out (CPP rows r with r % 5 == POLY_FOLD, by default the last
# fold, 4, and the narrative rows of the sentences that hash to it), for the
# bench to score rows the model never saw; 0 (the default) trains on all.
# All folds:
#   for k in 0 1 2 3 4; do
#     make model-polyphone CPP_DEV=... WP=... POLY_HOLDOUT=5 POLY_FOLD=$k POLY_MODEL=build/poly-$k.tsv
#     make bench-reading CPP_DEV=... WP=... TN=... POLY_MODEL=build/poly-$k.tsv
#   done
# SENTENCE_WEIGHT=K (K > 0) trains on the spoken labels of our sentences to
# tune on too (SENTENCE_GOLD; each polyphone of a character CPP has, K times a
# CPP row): tried and not shipped (doc/reading.md, "Training on the labelled
# sentences"), so 0 by default.
POLY_HOLDOUT ?= 0
POLY_FOLD ?=
NARRATIVE_ROWS = tests/gold/reading/rows.tsv
SENTENCE_WEIGHT ?= 0
SENTENCE_GOLD = tests/gold/reading/tune.tsv,tests/gold/reading/tune-wp.tsv
POLY_SPLIT = $(POLY_HOLDOUT)$(if $(POLY_FOLD),:$(POLY_FOLD))

GEN_OBJ += build/lexicon_blob.o build/polyphone_data.o

build/lexicon.bin: tools/gen_lexicon.py tools/gen_polyphone.py tools/lexicon-fixes.txt \
		data/psc-neutral.txt data/dict-neutral.txt $(wildcard $(MAINLAND_DICT)) | build/cli
	$(PYTHON) tools/gen_lexicon.py $(TERRA_DICT) $(JIEBA_DICT) tools/lexicon-fixes.txt \
		$(MAINLAND_DICT) data/psc-neutral.txt data/dict-neutral.txt $@.tmp
	mv $@.tmp $@

build/lexicon_blob.o: build/lexicon.bin | build/cli
	printf '\t.section .rodata\n\t.balign 16\n\t.globl lexicon_blob\nlexicon_blob:\n\t.incbin "%s"\n\t.globl lexicon_blob_end\nlexicon_blob_end:\n\t.section .note.GNU-stack,"",@progbits\n' $< > build/lexicon_blob.s
	$(CC) -c -o $@ build/lexicon_blob.s

# The model is trained on what it sees at run time: each CPP row normalised,
# simplified, segmented and read by the lexicon (tools/polyphone_context.c,
# linked with everything but the model it trains).  $$(GEN_OBJ): fragments
# included after this one add to it (.SECONDEXPANSION, mk/quality.mk).
POLY_CTX_OBJ = $(filter-out build/reading/polyphone.o,$(LIB_OBJ)) \
	$(filter-out build/polyphone_data.o,$(GEN_OBJ))

build/tools/polyphone_context: tools/polyphone_context.c $(LIB_OBJ) $$(POLY_CTX_OBJ)
	mkdir -p build/tools
	$(CC) $(ALL_CFLAGS) -o $@ $< $(POLY_CTX_OBJ) $(LIBS)

model-polyphone: build/tools/polyphone_context
	@test -f "$(CPP_DEV)" || { echo "make model-polyphone: give CPP dev's dev.tsv: CPP_DEV=PATH" >&2; exit 2; }
	@test -d "$(WP)" || { echo "make model-polyphone: give the WP speaker dataset, whose" \
		"平凡的世界 rows $(NARRATIVE_ROWS) labels: WP=DIR" >&2; exit 2; }
	build/tools/polyphone_context $(CPP_DEV) >build/polyphone_context.tsv.tmp
	mv build/polyphone_context.tsv.tmp build/polyphone_context.tsv
	$(PYTHON) tools/narrative_rows.py $(NARRATIVE_ROWS) $(WP) train cpp >build/narrative.tsv.tmp
	mv build/narrative.tsv.tmp build/narrative.tsv
	build/tools/polyphone_context build/narrative.tsv >build/narrative_context.tsv.tmp
	mv build/narrative_context.tsv.tmp build/narrative_context.tsv
	$(if $(filter-out 0,$(SENTENCE_WEIGHT)),$(PYTHON) tools/narrative_rows.py $(SENTENCE_GOLD) \
		$(WP) chars >build/sentences.tsv && \
		build/tools/polyphone_context build/sentences.tsv >build/sentences_context.tsv)
	SENTENCE_WEIGHT=$(SENTENCE_WEIGHT) $(PYTHON) tools/gen_polyphone.py $(CPP_DEV) \
		build/polyphone_context.tsv $(JIEBA_DICT) $(MAINLAND_DICT) $(POLY_SPLIT) \
		$(POLY_MODEL).tmp build/narrative.tsv build/narrative_context.tsv \
		$(if $(filter-out 0,$(SENTENCE_WEIGHT)),build/sentences.tsv \
		build/sentences_context.tsv)
	mv $(POLY_MODEL).tmp $(POLY_MODEL)

# Which model file is linked in is a variable, not a file's date.
STAMP_polyphone-model = $(POLY_MODEL)

$(POLY_MODEL):
	@echo "tingshu: the polyphone model $@ is missing: it is part of the repository" \
		"(git checkout $@), or train it: make model-polyphone CPP_DEV=PATH" >&2; exit 1

build/polyphone_data.c: tools/gen_polyphone.py $(POLY_MODEL) build/polyphone-model.stamp \
		$(wildcard $(JIEBA_DICT)) $(wildcard $(MAINLAND_DICT))
	$(PYTHON) tools/gen_polyphone.py --emit-c $(POLY_MODEL) $(JIEBA_DICT) $(MAINLAND_DICT) $@.tmp
	mv $@.tmp $@

build/polyphone_data.o: build/polyphone_data.c src/reading/polyphone.h
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# make bench-reading CPP_DEV=.../cpp-dev/dev.tsv TN=.../bench/tn WP=DIR: the
# benchmarks' dev data are given on the command line; without them only our
# own gold files (tests/gold) are scored, and of the narrative rows those of
# 红楼梦 and Lu Xun.  READING_GOLD is the narrative part to score: the part to
# tune on by default; READING_GOLD=tests/gold/reading/heldout.tsv once, when
# a change is finished (tests/gold/reading/README.md).  READING_ROWS likewise:
# the rows to train on (each fold's own held out by POLY_HOLDOUT), or
# READING_ROWS=heldout once.
READING_GOLD ?= tests/gold/reading/tune.tsv
READING_ROWS ?= train
# 平凡的世界's sentences to tune on, scored on their own when WP is given
# (their text is the dataset's: tools/narrative_rows.py restores it)
READING_WP_GOLD ?= tests/gold/reading/tune-wp.tsv
NOVEL_POLY := $(sort $(wildcard tests/gold/polyphone/novel*.tsv))
NOVEL_NORM := $(sort $(wildcard tests/gold/norm/novel*.tsv))
bench-reading: tingshu build/bench/reading
	$(PYTHON) tools/narrative_rows.py $(NARRATIVE_ROWS) $(or $(WP),-) $(READING_ROWS) full \
		>build/bench/rows.tsv
	$(if $(and $(WP),$(READING_WP_GOLD)),$(PYTHON) tools/narrative_rows.py $(READING_WP_GOLD) \
		$(WP) sentences >build/bench/gold-wp.tsv)
	build/bench/reading -n $(READING_GOLD)$(if $(and $(WP),$(READING_WP_GOLD)),$(comma)build/bench/gold-wp.tsv) \
		-r build/bench/rows.tsv -- \
		$(or $(CPP_DEV),-),$(subst $(space),$(comma),$(NOVEL_POLY)) \
		$(or $(TN),-) $(subst $(space),$(comma),$(NOVEL_NORM))

build/bench/reading: bench/reading.c $(LIB_OBJ) $$(GEN_OBJ)
	mkdir -p build/bench
	$(CC) $(ALL_CFLAGS) -o $@ $< $(LIB_OBJ) $(GEN_OBJ) $(LIBS)

.PHONY: bench-reading model-polyphone
comma := ,
space := $(subst ,, )
