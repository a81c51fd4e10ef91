#!/bin/sh
# tools/narrative_rows.py … chars and tools/gen_polyphone.py's spoken labels:
# every Han character of a labelled sentence becomes a row, and the citation
# readings its spoken label allows are what the model may learn
# (make model-polyphone SENTENCE_WEIGHT=K).
. "$(dirname "$0")/lib.sh"

printf 'x:1\t他倒了一杯茶。\tta1 dao4 le5 yi4 bei1 cha2 _\n' >"$TMP/gold.tsv"
expect_exit 0 "a sentence's characters as rows" \
	python3 tools/narrative_rows.py "$TMP/gold.tsv" - chars
check "one a Han character, with its spoken label" test "$(wc -l <"$TMP/out")" -eq 6
check "倒 at 1 is dao4" grep -q "$(printf '他倒了一杯茶。\t1\tdao4')" "$TMP/out"

# allows CHAR SPOKEN LEX READING...: the readings the citation of a spoken
# label allows, and the one that joins the candidates (the lexicon's reading
# LEX where allowed), as `reading,reading primary`
allows() {
	python3 -c 'import sys; sys.path.insert(0, "tools"); import gen_polyphone as g
c, spoken, lex, ys = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
ok = g.citations(c, spoken)
r = g.Row(0, c, [], lex, 1, 0, g.citation(ok, lex, "-", ()), None, 1, True, "s0", ok)
print(",".join(y for y in ys if g.accepted(r, y)), r.gold)' "$@"
}
check "一 said yi2 is cited yi1" test "$(allows 一 yi2 yi1 yi1 yi2)" = "yi1 yi1"
check "不 said bu2 or light is cited bu4" test "$(allows 不 bu2\|bu5 bu4 bu4 bu2 bu5)" = "bu4 bu4"
check "a full tone is itself" test "$(allows 倒 dao4 dao3 dao3 dao4)" = "dao4 dao4"
check "a light syllable allows any tone of it" \
	test "$(allows 西 xi5 xi1 xi1 xi5 xia4)" = "xi1,xi5 xi1"
check "dao4|dao5 allows dao4 and the light one" \
	test "$(allows 道 dao4\|dao5 dao4 dao4 dao3 dao5)" = "dao4,dao3,dao5 dao4"
