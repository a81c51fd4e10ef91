# Quality gates beyond `make test` (doc/robustness.md says what each finds):
#
#   make check-asan      the unit and CLI tests against an ASan+UBSan build (build-asan/)
#   make check-valgrind  valgrind memcheck on a short render and a whole chapter's inspect
#   make fuzz            libFuzzer over load → repair → split → speaker → reading, bounded
#   make fuzz-regress    replays tests/fuzz/regressions/* (also part of `make test`)
#   make fuzz-pending    replays tests/fuzz/pending/*: known crashes in others' stages
#   make lint            cppcheck, warnings and portability, over src/
#   make quality         all of the above


QUALITY_DEBS := clang libclang-rt-14-dev valgrind cppcheck
CLANG ?= clang

# The main `deps` recipe, run over this fragment's packages.
deps-quality:
	@$(MAKE) --no-print-directory deps DEBS='$(QUALITY_DEBS)'

# Sources listed here: UNIT_SRC is set after mk/*.mk is included, and
# GEN_HDR/GEN_OBJ grow in fragments included after this one, so the rules
# below name them as $$(...), expanded once every fragment is read.
.SECONDEXPANSION:
Q_UNIT_SRC := $(sort $(wildcard tests/unit/*/test_*.c))
Q_HDR := $(wildcard src/*/*.h)

# --- ASan + UBSan --------------------------------------------------------
# Every undefined-behaviour report is fatal, so a test that trips one fails.
ASAN_DIR := build-asan
ASAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer \
	-fno-sanitize-recover=all
ASAN_LIB_OBJ := $(LIB_SRC:src/%.c=$(ASAN_DIR)/%.o)
ASAN_CLI_OBJ := $(CLI_SRC:src/%.c=$(ASAN_DIR)/%.o)
ASAN_UNIT_BIN := $(Q_UNIT_SRC:tests/unit/%.c=$(ASAN_DIR)/tests/%)
# Leaks fail the run too; tests/fuzz/lsan.supp is where a library's own
# would be suppressed (none so far).
ASAN_ENV := ASAN_OPTIONS=abort_on_error=0:detect_leaks=1:strict_string_checks=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/fuzz/lsan.supp:print_suppressions=0 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

$(ASAN_DIR)/%.o: src/%.c $$(GEN_HDR) $(Q_HDR)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(ASAN_FLAGS) -c -o $@ $<

# The resampler's vectorising pragma wants the flag of the normal build;
# without it GCC warns that it ignores the pragma.
$(ASAN_DIR)/audio/resample.o: CFLAGS += -fopenmp-simd

$(ASAN_DIR)/tingshu: $(ASAN_LIB_OBJ) $$(GEN_OBJ) $(ASAN_CLI_OBJ)
	$(CC) $(ASAN_FLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

$(ASAN_DIR)/tests/%: tests/unit/%.c $(ASAN_LIB_OBJ) $$(GEN_OBJ) tests/unit/check.h \
		$(wildcard tests/fuzz/*.h)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(ASAN_FLAGS) -Itests/unit -Itests -o $@ $< $(ASAN_LIB_OBJ) $(GEN_OBJ) $(LIBS)

check-asan: deps deps-quality
	$(MAKE) $(ASAN_DIR)/tingshu $(ASAN_UNIT_BIN)
	$(ASAN_ENV) TS=./$(ASAN_DIR)/tingshu UNIT_DIR=$(ASAN_DIR)/tests tests/run.sh

# --- valgrind --------------------------------------------------------------
VALGRIND := valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
	--show-leak-kinds=definite --track-origins=yes --quiet \
	--suppressions=$(CURDIR)/tests/fuzz/valgrind.supp
VALGRIND_CHAPTER := chapters/003_34d5600e3b384f51.txt

# Some CPUs have instructions valgrind does not know, and Debian's libhwy
# (loaded with FFmpeg's libavcodec) runs one while it loads, before main:
# valgrind then stops with SIGILL on any program that links it.  That is
# said, with where, and the check is skipped; any other failure fails.
check-valgrind: deps deps-quality
	$(MAKE) tingshu
	@mkdir -p build/valgrind
	head -n 6 $(VALGRIND_CHAPTER) >build/valgrind/short.txt
	@if ! $(VALGRIND) ./tingshu --version >/dev/null 2>build/valgrind/probe.txt; then \
		if grep -q 'signal 4 (SIGILL)' build/valgrind/probe.txt; then \
			echo "valgrind: skipped: it cannot run this CPU's instruction in a library's start-up code:"; \
			grep -m 2 'Illegal opcode\| at 0x' build/valgrind/probe.txt; exit 0; \
		fi; cat build/valgrind/probe.txt; exit 1; \
	fi; set -e; \
	$(VALGRIND) ./tingshu render -q build/valgrind/short.txt -o build/valgrind/short.mp3; \
	$(VALGRIND) ./tingshu render -q build/valgrind/short.txt -o build/valgrind/short.wav; \
	$(VALGRIND) ./tingshu inspect segments --json $(VALGRIND_CHAPTER) >/dev/null; \
	$(VALGRIND) ./tingshu inspect pinyin $(VALGRIND_CHAPTER) >/dev/null; \
	echo "valgrind: no errors, no definite leaks"

# --- libFuzzer -------------------------------------------------------------
# The library is built again with clang and coverage; the generated data
# objects are plain data and link as they are.
FUZZ_DIR := build-fuzz
FUZZ_FLAGS := -O2 -g -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer \
	-fno-sanitize-recover=all
FUZZ_LIB_OBJ := $(LIB_SRC:src/%.c=$(FUZZ_DIR)/%.o)
FUZZ_TARGETS := fuzz_pipeline fuzz_reading fuzz_config fuzz_epub
FUZZ_BIN := $(FUZZ_TARGETS:%=$(FUZZ_DIR)/%)
# Seconds of `make fuzz`, on two cores: the pipeline target the whole time
# on one (60 to 75 runs/s in CI: an input is a chapter of up to 4 KB, read through
# every stage), the reading target (630 runs/s), then the config target
# (7,700 runs/s, FUZZ_CONFIG_SECONDS) and the EPUB target (FUZZ_EPUB_SECONDS)
# on the other.  CI runs all of .ci/run in 90 minutes; the rest of it takes
# about 15.
FUZZ_SECONDS ?= 2700
FUZZ_CONFIG_SECONDS ?= 240
FUZZ_EPUB_SECONDS ?= 300
FUZZ_ENV := ASAN_OPTIONS=detect_leaks=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/fuzz/lsan.supp:print_suppressions=0

$(FUZZ_DIR)/%.o: src/%.c $$(GEN_HDR) $(Q_HDR)
	@mkdir -p $(@D)
	$(CLANG) $(ALL_CFLAGS) $(FUZZ_FLAGS) -c -o $@ $<

$(FUZZ_DIR)/fuzz_%: tests/fuzz/fuzz_%.c $(wildcard tests/fuzz/*.h) $(FUZZ_LIB_OBJ) $$(GEN_OBJ)
	$(CLANG) $(ALL_CFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_LIB_OBJ) \
		$(GEN_OBJ) $(LIBS)

# tests/fuzz/run.sh runs the targets (two at a time, one a core) from their
# seeds and any corpus kept from earlier runs; a crash lands in
# build-fuzz/crash-* and fails the run: copy it to tests/fuzz/regressions/
# once the bug is fixed (or pending/ when it is not ours).
fuzz: deps deps-quality
	$(MAKE) $(FUZZ_BIN)
	$(FUZZ_ENV) tests/fuzz/run.sh $(FUZZ_DIR) $(FUZZ_SECONDS) $(FUZZ_CONFIG_SECONDS) \
		$(FUZZ_EPUB_SECONDS)

fuzz-regress: $(FUZZ_DIR)/fuzz_pipeline
	$(FUZZ_ENV) $(FUZZ_DIR)/fuzz_pipeline -runs=0 tests/fuzz/regressions tests/fuzz/seeds/pipeline
	@echo "fuzz-regress: every regression and seed passes" 

# Crashes found in stages this branch does not own: expected to fail until fixed.
fuzz-pending: $(FUZZ_DIR)/fuzz_pipeline
	@for f in tests/fuzz/pending/*; do \
		[ -f "$$f" ] || continue; \
		case $$f in */README*) continue;; esac; \
		if $(FUZZ_ENV) $(FUZZ_DIR)/fuzz_pipeline $$f >$(FUZZ_DIR)/pending.log 2>&1; \
		then echo "fixed now: $$f (move it to tests/fuzz/regressions/)"; \
		else echo "still fails: $$f"; grep -m1 -E 'ERROR|runtime error' $(FUZZ_DIR)/pending.log; fi; \
	done

# --- lint ------------------------------------------------------------------
# cppcheck's warning, portability and performance classes (style is the
# house style's business), every #ifdef configuration, errors fail the run.
CPPCHECK := cppcheck --quiet --error-exitcode=1 --enable=warning,portability,performance \
	--std=c11 --inline-suppr -D_POSIX_C_SOURCE=200809L -DTINGSHU_VERSION='"0"' \
	-DTINGSHU_DATADIR='"/"' -Isrc -Ibuild --suppress=missingIncludeSystem \
	--suppressions-list=tests/fuzz/cppcheck.supp

lint: deps deps-quality
	$(MAKE) $(GEN_HDR)
	$(CPPCHECK) src tests/unit tests/fuzz
	@echo "lint: cppcheck clean (warning, portability, performance)"

quality: check-asan check-valgrind fuzz lint

clean-quality:
	rm -rf $(ASAN_DIR) $(FUZZ_DIR) build/valgrind

# objects of pattern-built binaries are not intermediates to delete
.SECONDARY: $(ASAN_LIB_OBJ) $(ASAN_CLI_OBJ) $(FUZZ_LIB_OBJ)

.PHONY: deps-quality check-asan check-valgrind fuzz fuzz-regress fuzz-pending lint quality \
	clean-quality
