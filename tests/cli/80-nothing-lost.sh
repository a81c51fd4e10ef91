#!/bin/sh
# Nothing lost: over the whole corpus (UTF-8 folders and encodings/)
# the segments hold every non-white-space character of the text exactly
# once; and a paragraph far longer than eSpeak NG's clause limit is spoken
# in full (its audio per character matches a short clause's).
. "$(dirname "$0")/lib.sh"

# a copy: each folder is a book, which gets the cast found in it on its
# first run, written beside its chapters
cp -r "$CORPUS" "$TMP/corpus"
corpus=$TMP/corpus
n=0 failed_inspect=0
: >"$TMP/pairs"
for f in "$corpus"/*/*.txt; do
	n=$((n + 1))
	$TS inspect segments --json "$f" >"$TMP/s$n.jsonl" 2>>"$TMP/diag" &&
	$TS inspect text "$f" >"$TMP/t$n.txt" 2>/dev/null ||
		{ failed_inspect=$((failed_inspect + 1)); echo "# inspect failed: $f"; }
	printf '%s\t%s\t%s\n' "$f" "$TMP/s$n.jsonl" "$TMP/t$n.txt" >>"$TMP/pairs"
done
check "all $n corpus files inspected" test "$failed_inspect" -eq 0
python3 -c '
import json, sys
strip = lambda s: "".join(c for c in s if not c.isspace())
bad = 0
for line in open(sys.argv[1], encoding="utf-8"):
    name, segs, text = line.rstrip("\n").split("\t")
    try:
        joined = strip("".join(json.loads(l)["text"] for l in open(segs, encoding="utf-8")))
        want = strip(open(text, encoding="utf-8").read())
    except (OSError, ValueError) as e:
        print("not ok %s: %s" % (name, e)); bad += 1; continue
    if joined == want:
        print("ok %s: segments cover its %d characters once" % (name, len(want)))
    else:
        i = next((k for k in range(min(len(joined), len(want))) if joined[k] != want[k]), min(len(joined), len(want)))
        print("not ok %s: segments and text part at character %d: %r / %r" % (name, i, joined[i:i+15], want[i:i+15]))
        bad += 1
' "$TMP/pairs"
echo "# warnings over the corpus: $(grep -c 'warning' "$TMP/diag")," \
	"of which not read aloud: $(grep -c 'not read aloud' "$TMP/diag")"
check "no errors over the corpus" sh -c "! grep -q ': error:' '$TMP/diag'"

# A 600-character paragraph without punctuation against its first 60
# characters alone: clause.c cuts it for eSpeak NG, which would otherwise
# drop what follows ~200 syllables; a loss shows as fewer seconds per character.
python3 -c '
import sys
text = open(sys.argv[1], encoding="utf-8").read()
han = "".join(c for c in text if "\u4e00" <= c <= "\u9fff")[200:800]
open(sys.argv[2], "w", encoding="utf-8").write(han + "\n")
open(sys.argv[3], "w", encoding="utf-8").write(han[:60] + "\n")' \
	"$(ls "$corpus"/hongloumeng/*.txt | head -1)" "$TMP/long.txt" "$TMP/short.txt"
expect_exit 0 "render a 600-character paragraph without punctuation" \
	$TS render -q "$TMP/long.txt" -o "$TMP/long.wav"
expect_exit 0 "render its first 60 characters" $TS render -q "$TMP/short.txt" -o "$TMP/short.wav"
long=$(wav_seconds "$TMP/long.wav") short=$(wav_seconds "$TMP/short.wav")
echo "# 600 characters: $long s; 60 characters: $short s"
check "every character is spoken: seconds per character within 20 % of the short text's" \
	awk -v l="$long" -v s="$short" 'BEGIN { r = (l / 600) / (s / 60); exit !(r > 0.8 && r < 1.2) }'
