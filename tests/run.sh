#!/bin/sh
# Runs every unit test binary (build/tests/STAGE/test_*) and every numbered CLI test
# (tests/cli/NN-*.sh), adds up their checks and prints the total last.
# A CLI test prints `ok ...` / `not ok ...` lines, one per check.
# UNIT_DIR and TS (see tests/cli/lib.sh) point it at another build (make check-asan).
cd "$(dirname "$0")/.." || exit 2
passed=0 failed=0
log=$(mktemp); trap 'rm -f "$log"' EXIT
for t in "${UNIT_DIR:-build/tests}"/*/test_*; do
	[ -x "$t" ] || continue
	"$t" >"$log" 2>&1; rc=$?
	line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)
	p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed}
	[ -n "$line" ] || { p=0; f=1; }
	[ $rc -eq 0 ] || [ "$f" -gt 0 ] || f=1
	[ "$f" -gt 0 ] && { echo "FAIL $t"; cat "$log"; } || echo "ok   $t ($p checks)"
	passed=$((passed + p)); failed=$((failed + f))
done
for t in tests/cli/[0-9]*.sh; do
	[ -f "$t" ] || continue
	sh "$t" >"$log" 2>&1; rc=$?
	p=$(grep -c '^ok ' "$log"); f=$(grep -c '^not ok ' "$log")
	[ $rc -eq 0 ] || [ "$f" -gt 0 ] || f=1
	[ "$f" -gt 0 ] && { echo "FAIL $t"; cat "$log"; } || echo "ok   $t ($p checks)"
	passed=$((passed + p)); failed=$((failed + f))
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
