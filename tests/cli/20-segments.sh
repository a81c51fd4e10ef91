#!/bin/sh
# inspect segments --json: every character of each sample chapter in exactly
# one segment, in order; dialogue voiced apart from the narration.
. "$(dirname "$0")/lib.sh"

for ch in chapters/*.txt; do
	expect_exit 0 "inspect segments --json $ch" $TS inspect segments --json "$ch"
	cp "$TMP/out" "$TMP/segs.jsonl"
	$TS inspect text "$ch" >"$TMP/text.txt" 2>/dev/null
	check "$ch: segments cover the text exactly once" python3 -c '
import json, sys
segs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
strip = lambda s: "".join(c for c in s if not c.isspace())
joined = strip("".join(s["text"] for s in segs))
text = strip(open(sys.argv[2], encoding="utf-8").read())
keys = all({"line", "kind", "speaker", "voice", "text"} <= s.keys() for s in segs)
sys.exit(0 if joined == text and keys else 1)' "$TMP/segs.jsonl" "$TMP/text.txt"
	check "$ch: dialogue has other voices than the narration" python3 -c '
import json, sys
segs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
narr = {s["voice"] for s in segs if s["kind"] == "narration"}
dia = {s["voice"] for s in segs if s["kind"] == "dialogue"}
sys.exit(0 if dia and narr and not (dia & narr) else 1)' "$TMP/segs.jsonl"
	check "$ch: lines are in order" python3 -c '
import json, sys
lines = [json.loads(l)["line"] for l in open(sys.argv[1], encoding="utf-8")]
sys.exit(0 if lines == sorted(lines) and lines[0] >= 1 else 1)' "$TMP/segs.jsonl"
	$TS inspect text "$ch" >"$TMP/text.txt" 2>/dev/null
	check "$ch: inspect text keeps the line count" \
		test "$(wc -l <"$TMP/text.txt")" -eq "$(wc -l <"$ch")"
done
