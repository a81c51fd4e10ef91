# tingshu - Chinese novels to audiobooks.
#
#   make            build ./tingshu
#   make deps       install the Debian packages the build, the tests and the benches need
#   make audiobook  deps, build, render chapters/ to out/*.mp3
#   make test       deps, build, run every test
#   make bench      figures: speed against eSpeak NG alone and the naive pipeline
#   make install    PREFIX=/usr/local DESTDIR=
#
# For maintainers, with development data given by path (never read otherwise):
#   make models CPP_DEV=.../cpp-dev/dev.tsv WP=.../speaker-wp CORPUS=DIR   retrain data/ (data/README.md)
#   make check-corpus CORPUS=DIR   the corpus tests over a whole corpus, not tests/corpus

VERSION := 0.1.0
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
DATADIR ?= $(PREFIX)/share/tingshu

CC ?= cc
CFLAGS ?= -O2 -g
WERROR ?=
WARN := -std=c11 -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
	-Wformat=2 -Wvla $(if $(WERROR),-Werror)
PKGS := espeak-ng sndfile opencc libzip libxml-2.0 libavformat libavcodec libavutil libswresample
PKG_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS = $(shell pkg-config --libs $(PKGS) 2>/dev/null)
# LAME ships no pkg-config file.
LIBS = $(PKG_LIBS) -lmp3lame -lm
ALL_CFLAGS = $(WARN) -D_POSIX_C_SOURCE=200809L -DTINGSHU_VERSION='"$(VERSION)"' \
	-DTINGSHU_DATADIR='"$(DATADIR)"' -Isrc -Ibuild $(PKG_CFLAGS) $(CFLAGS)

# What a fresh Debian 12 needs: compiler, libraries (libzip and libxml2 read
# EPUBs, FFmpeg's libraries bind M4Bs), data for the lexicon, decoders for the
# tests, eSpeak NG and LAME command lines and jq for the benches.
DEBS := build-essential pkg-config libespeak-ng-dev espeak-ng libmp3lame-dev lame \
	libsndfile1-dev libopencc-dev opencc libzip-dev libxml2-dev \
	libavformat-dev libavcodec-dev libavutil-dev libswresample-dev \
	python3 python3-jieba rime-data-terra-pinyin sunpinyin-data \
	mpg123 ffmpeg time parallel jq
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# One folder a stage, in the order a chapter flows through them; src/cli/ on top.
STAGES := base text repair segment speaker reading audio book
LIB_SRC := $(foreach d,$(STAGES),$(sort $(wildcard src/$(d)/*.c)))
CLI_SRC := $(sort $(wildcard src/cli/*.c))
LIB_OBJ := $(LIB_SRC:src/%.c=build/%.o)
CLI_OBJ := $(CLI_SRC:src/%.c=build/%.o)
GEN_HDR :=
GEN_OBJ :=
# The default goal comes before the stages' fragments, whose rules would
# otherwise take its place.
all: tingshu

# Each stage that generates data at build time adds its rules here (GEN_HDR, GEN_OBJ).
include $(sort $(wildcard mk/*.mk))
UNIT_SRC := $(sort $(wildcard tests/unit/*/test_*.c))
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=build/tests/%)

tingshu: $(LIB_OBJ) $(GEN_OBJ) $(CLI_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

build/%.o: src/%.c $(GEN_HDR)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

build/tests/%: tests/unit/%.c $(LIB_OBJ) $(GEN_OBJ)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Itests/unit -Itests -MMD -MP -o $@ $< $(LIB_OBJ) $(GEN_OBJ) $(LIBS)

build/cli build/tests:
	mkdir -p $@

# What depends on a variable's value rather than on a file's date:
# build/NAME.stamp holds $(STAMP_NAME) and is rewritten only when that changes.
build/%.stamp: FORCE | build/cli
	@echo '$(STAMP_$*)' | cmp -s - $@ || echo '$(STAMP_$*)' >$@
FORCE:

# The installed voices' folder is compiled in: rebuild when PREFIX changes.
STAMP_datadir = $(DATADIR)
build/cli/setup.o: build/datadir.stamp

-include $(wildcard build/*/*.d build/tests/*/*.d)

deps:
	@missing=$$(for p in $(DEBS); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; \
	done); \
	if [ -n "$$missing" ]; then \
		echo "installing:" $$missing; \
		$(SUDO) apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

audiobook: deps
	$(MAKE) tingshu
	./tingshu batch chapters -o out

test: deps
	$(MAKE) tingshu $(UNIT_BIN)
	tests/run.sh

bench: deps
	$(MAKE) tingshu
	bench/run.sh
	CORPUS=$(CORPUS) bench/book.sh
	CORPUS=$(CORPUS) bench/m4b.sh
	CORPUS=$(CORPUS) bench/asides.sh
	CORPUS=$(CORPUS) bench/cast.sh

# The committed models (data/README.md), each from its development data.
models: model-polyphone model-repair model-speaker

# The tests that read a corpus, over a whole one in the layout of tests/corpus.
CORPUS_UNIT := text/test_load repair/test_repair segment/test_segment segment/test_aside
CORPUS_CLI := 45-split 47-cast 80-nothing-lost
check-corpus: deps
	@test -d "$(CORPUS)" || { echo "make check-corpus: give the corpus folder: CORPUS=DIR" >&2; exit 2; }
	$(MAKE) tingshu $(CORPUS_UNIT:%=build/tests/%)
	@fail=0; for t in $(CORPUS_UNIT); do \
		TINGSHU_CORPUS=$(CORPUS) build/tests/$$t | tail -1 | grep -q ' 0 failed$$' || \
			{ echo "FAIL $$t"; fail=1; }; done; \
	for t in $(CORPUS_CLI); do \
		TINGSHU_CORPUS=$(CORPUS) sh tests/cli/$$t.sh >build/check-corpus.log 2>&1; \
		if grep -q '^not ok' build/check-corpus.log; then echo "FAIL $$t"; \
			grep '^not ok' build/check-corpus.log; fail=1; \
		else echo "ok   $$t ($$(grep -c '^ok' build/check-corpus.log) checks)"; fi; done; \
	exit $$fail

install: tingshu
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(DATADIR)/voices
	install -m 755 tingshu $(DESTDIR)$(BINDIR)/tingshu
	install -m 644 doc/tingshu.1 $(DESTDIR)$(MANDIR)/man1/tingshu.1
	install -m 644 voices/*.ini voices/lexicon.txt $(DESTDIR)$(DATADIR)/voices/

clean:
	rm -rf build tingshu

.PHONY: all deps audiobook test bench models check-corpus install clean FORCE

# The resampler's inner loop is worth vectorising (make bench), and without
# errno lrintf is one instruction, not a call per sample (3 % of a render).
build/audio/resample.o: CFLAGS += -O3 -fopenmp-simd -fno-math-errno
# So is the AAC encoder's (bench/m4b.sh: its share of rendering).
build/audio/aacenc.o: CFLAGS += -O3 -fno-math-errno
