# Speaker attribution benchmark: accuracy on tests/gold/speaker by cue type.
#   make bench-speaker        BENCH_SPEAKER_FLAGS=-v prints every miss
build/bench-speaker: bench/speaker.c tests/unit/speaker_gold.h $(LIB_OBJ) $(GEN_OBJ) | build/tests
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(LIB_OBJ) $(GEN_OBJ) $(LIBS)

bench-speaker: build/bench-speaker
	build/bench-speaker $(BENCH_SPEAKER_FLAGS)

.PHONY: bench-speaker
