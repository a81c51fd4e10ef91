#!/bin/sh
# tools/gen_repair.py --count-corpus --hold-out: the development model's
# counts leave the named chapters out as well as the ones always held out
# (make bench-repair-dev), and a name that is no chapter stops it.
. "$(dirname "$0")/lib.sh"

GEN=tools/gen_repair.py
# han_total COUNTS: the sum of the single characters' counts
han_total() {
	python3 -c 'import sys; print(sum(int(n) for k, _, n in (l.rstrip("\n").partition("\t")
	    for l in open(sys.argv[1], encoding="utf-8") if not l.startswith("#")) if len(k) == 1))' "$1"
}
# han_in FILE: its Han characters
han_in() {
	python3 -c 'import sys; print(sum("\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf"
	    for c in open(sys.argv[1], encoding="utf-8").read()))' "$1"
}

expect_exit 0 "the corpus counted as committed" python3 $GEN --count-corpus tests/corpus "$TMP/all.tsv"
expect_exit 0 "counted with 003 held out" python3 $GEN --count-corpus tests/corpus "$TMP/dev.tsv" \
	--hold-out hongloumeng/003.txt
all=$(han_total "$TMP/all.tsv") dev=$(han_total "$TMP/dev.tsv") n=$(han_in tests/corpus/hongloumeng/003.txt)
check "003's $n Han characters are left out ($all -> $dev)" test "$dev" -eq $((all - n)) -a "$n" -gt 0
expect_exit 0 "a chapter always held out (020) held out again" python3 $GEN --count-corpus tests/corpus \
	"$TMP/same.tsv" --hold-out hongloumeng/020.txt
check "changes nothing" cmp -s "$TMP/all.tsv" "$TMP/same.tsv"
expect_exit 1 "a name that is no chapter stops it" python3 $GEN --count-corpus tests/corpus \
	"$TMP/bad.tsv" --hold-out hongloumeng/3.txt
check "and says which" grep -q "hold-out hongloumeng/3.txt: no such chapter" "$TMP/err"
check "writing nothing" test ! -e "$TMP/bad.tsv"
