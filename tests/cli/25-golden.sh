#!/bin/sh
# Golden files per stage (after Flite's .flitecheck): each sample chapter
# through inspect text, segments, pinyin and norm, compared with what was
# reviewed and committed.  tests/golden/update.sh makes them anew.
. "$(dirname "$0")/lib.sh"

for ch in chapters/*.txt; do
	name=$(basename "$ch" .txt)
	g=tests/golden/stages/$name
	$TS inspect text "$ch" >"$TMP/text" 2>/dev/null
	check "$name: text" cmp -s "$TMP/text" "$g.text" || diff "$TMP/text" "$g.text" | head -5
	$TS inspect segments --json "$ch" >"$TMP/segs" 2>/dev/null
	check "$name: segments" cmp -s "$TMP/segs" "$g.segments.jsonl" || diff "$TMP/segs" "$g.segments.jsonl" | head -5
	$TS inspect pinyin --align --book chapters - <"$TMP/text" >"$TMP/pinyin" 2>/dev/null
	check "$name: pinyin" cmp -s "$TMP/pinyin" "$g.pinyin" || diff "$TMP/pinyin" "$g.pinyin" | head -5
	$TS inspect norm --book chapters - <"$TMP/text" >"$TMP/norm" 2>/dev/null
	check "$name: norm" cmp -s "$TMP/norm" "$g.norm" || diff "$TMP/norm" "$g.norm" | head -5
done
