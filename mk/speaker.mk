# Speaker attribution benchmark (doc/speaker.md, "The score decides"):
#   make bench-speaker [WP=DIR]   our gold files by file, book and cue, with
#                                 the scorer and with the rules alone, and
#                                 with the cast tingshu finds itself; the
#                                 sample chapters; the modern scenes in
#                                 traditional script; WP dev through the CLI when
#                                 WP= is given; attribution time of a chapter
#                                 against its render time
#   BENCH_SPEAKER_FLAGS=-v        prints every miss
build/bench-speaker: bench/speaker.c tests/unit/speaker_gold.h $(LIB_OBJ) $$(GEN_OBJ) | build/tests
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(LIB_OBJ) $(GEN_OBJ) $(LIBS)

# Our gold files the model is trained on; the others are held out for its
# figures (labelled before any tuning, doc/speaker.md).
SPEAKER_GOLD := tests/gold/speaker
SPEAKER_TRAIN_GOLD := $(addprefix $(SPEAKER_GOLD)/,hongloumeng_003.gold hongloumeng_006.gold \
	luxun_aq.gold luxun_aq2.gold luxun_fengbo.gold luxun_kongyiji.gold luxun_yao.gold \
	seeds_000.gold seeds_001.gold seeds_003.gold \
	$(addprefix modern/,r1.gold r3.gold r5.gold r6.gold r7.gold r8.gold r9.gold r10.gold \
		r11.gold r12.gold r13.gold r14.gold r15.gold r16.gold r17.gold r18.gold \
		w3.gold w4.gold w5.gold w6.gold w7.gold w8.gold) \
	$(addprefix exam/,x1.gold x2.gold x3.gold x4.gold))
SPEAKER_ALL_GOLD = $(sort $(wildcard $(SPEAKER_GOLD)/*.gold $(SPEAKER_GOLD)/modern/*.gold \
	$(SPEAKER_GOLD)/modern/fresh/*.gold $(SPEAKER_GOLD)/exam/*.gold))

bench-speaker: tingshu build/bench-speaker
	@printf '%s\n' $(SPEAKER_TRAIN_GOLD) >build/speaker-trained.txt
	@echo "### the scorer (data/speaker.tsv)"
	build/bench-speaker -w -T build/speaker-trained.txt $(BENCH_SPEAKER_FLAGS) $(SPEAKER_ALL_GOLD)
	@echo; echo "### the rules alone (every reading weighs 1), for comparison"
	build/bench-speaker -w -R -T build/speaker-trained.txt $(SPEAKER_ALL_GOLD) | sed -n '/^by book/,$$p'
	@echo; echo "### the modern scenes in traditional script, against simplified"
	sh bench/speaker-traditional.sh build/bench-speaker
	@echo; echo "### the classical excerpts, through the CLI (unknown is wrong)"
	bench/speaker-excerpts.sh -a ./tingshu tests/gold/speaker/excerpts
	@echo; echo "### the same texts with the cast tingshu finds in each (no cast file given)"
	bench/speaker-found-cast.py ./tingshu $(wildcard $(SPEAKER_GOLD)/*.gold)
	@echo; echo "### time: attribution against the render of the same chapter (one core)"
	taskset -c 0 build/bench-speaker -t chapters/003_34d5600e3b384f51.txt chapters/cast.ini
	@/usr/bin/time -f 'render of the same chapter: %e s' taskset -c 0 \
		./tingshu render -q -o build/bench-speaker-render.mp3 chapters/003_34d5600e3b384f51.txt
	@rm -f build/bench-speaker-render.mp3
	@echo "### time: eight of that chapter, in paragraphs and on one line (a window in segments keeps it linear)"
	@for i in 1 2 3 4 5 6 7 8; do cat chapters/003_34d5600e3b384f51.txt; done >build/bench-speaker-long.txt
	@tr -d '\n' <build/bench-speaker-long.txt >build/bench-speaker-oneline.txt
	taskset -c 0 build/bench-speaker -t build/bench-speaker-long.txt chapters/cast.ini
	taskset -c 0 build/bench-speaker -t build/bench-speaker-oneline.txt chapters/cast.ini
	$(if $(WP),@echo; echo "### WP dev"; bench/speaker-wp.sh ./tingshu $(WP) dev)

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

# Every labelled quote's candidates and features, for the trainer.  The
# tool is copied so that a build during training does not change it.
build/tools/speaker_features: tools/speaker_features.c tests/unit/speaker_gold.h $(LIB_OBJ) \
		$$(GEN_OBJ)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(LIB_OBJ) $(GEN_OBJ) $(LIBS)

# make model-speaker WP=DIR: the weights again, from the WP speaker data's
# train split (chosen on its dev split) and our gold files above.
model-speaker: build/tools/speaker_features
	@test -f "$(WP)/train.jsonl" || { echo "make model-speaker: give the WP speaker data's folder: WP=DIR" >&2; exit 2; }
	cp build/tools/speaker_features build/speaker-train-tool
	$(PYTHON) tools/train_speaker.py --wp $(WP) --tool build/speaker-train-tool \
		--work build/speaker-train --out $(SPEAKER_MODEL) --gold $(SPEAKER_TRAIN_GOLD)

.PHONY: model-speaker
