# Speaker attribution benchmark: accuracy on tests/gold/speaker by cue type.
#   make bench-speaker        BENCH_SPEAKER_FLAGS=-v prints every miss
build/bench-speaker: bench/speaker.c tests/unit/speaker_gold.h $(LIB_OBJ) $(GEN_OBJ) | build/tests
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(LIB_OBJ) $(GEN_OBJ) $(LIBS)

bench-speaker: build/bench-speaker
	build/bench-speaker $(BENCH_SPEAKER_FLAGS)

.PHONY: bench-speaker

# The same on tests/gold/speaker/excerpts: 21-line excerpts run through the CLI
# as the published benchmark is.  BENCH_EXCERPT_FLAGS=-v prints the tune set's
# misses, -a adds the held-out set (look at it only at the end), -s SET one set.
# BENCH_EXCERPT_DIR=tests/gold/speaker/modern: the modern excerpts we wrote.
BENCH_EXCERPT_DIR ?= tests/gold/speaker/excerpts
bench-speaker-excerpts: deps tingshu
	bench/speaker-excerpts.sh $(BENCH_EXCERPT_FLAGS) ./tingshu $(BENCH_EXCERPT_DIR)

.PHONY: bench-speaker-excerpts

# The scorer's weights are committed (data/speaker.tsv, data/README.md) and
# linked in as text; make model-speaker WP=DIR trains them again.
SPEAKER_MODEL ?= data/speaker.tsv
GEN_OBJ += build/speaker/model_data.o
STAMP_speaker-model = $(SPEAKER_MODEL)

$(SPEAKER_MODEL):
	@echo "tingshu: the speaker model $@ is missing: it is part of the repository" \
		"(git checkout $@), or train it: make model-speaker WP=DIR" >&2; exit 1

build/speaker/model_data.c: tools/train_speaker.py $(SPEAKER_MODEL) build/speaker-model.stamp
	@mkdir -p $(@D)
	$(PYTHON) tools/train_speaker.py --emit-c $(SPEAKER_MODEL) $@.tmp
	mv $@.tmp $@

build/speaker/model_data.o: build/speaker/model_data.c
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# Every labelled quote's candidates and features, for the trainer.
build/tools/speaker_features: tools/speaker_features.c tests/unit/speaker_gold.h $(LIB_OBJ) \
		$$(GEN_OBJ)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(LIB_OBJ) $(GEN_OBJ) $(LIBS)
