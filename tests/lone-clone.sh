#!/bin/sh
# The repository stands on its own (.ci/run): a clone of HEAD alone in an
# empty folder runs the README's two commands, passes as many tests as this
# checkout, and builds a program that reads every sentence of tests/corpus
# and of our gold files exactly as this checkout's program does.
#   tests/lone-clone.sh [TESTS_LOG]   TESTS_LOG: this checkout's `make test` output
set -eu
cd "$(dirname "$0")/.."
here=$(pwd)
ours_log=
[ -z "${1:-}" ] || ours_log=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
room=$(mktemp -d)
trap 'rm -rf "$room"' EXIT
git clone -q "$here" "$room/tingshu"
cd "$room/tingshu"
echo "lone clone: $(pwd), beside it: $(ls "$room")"
make audiobook >"$room/audiobook.log" 2>&1 || { tail -20 "$room/audiobook.log"; exit 1; }
n=$(ls out/*.mp3 | wc -l)
echo "lone clone: make audiobook wrote $n MP3s"
[ "$n" -eq "$(ls chapters/*.txt | wc -l)" ]
for f in out/*.mp3; do mpg123 -q -t "$f"; done
make test >"$room/test.log" 2>&1 || { grep -E '^FAIL|not ok|passed, ' "$room/test.log" | head -20; exit 1; }
lone=$(grep -E '^[0-9]+ passed, 0 failed$' "$room/test.log")
echo "lone clone: make test: $lone"
if [ -n "$ours_log" ]; then
	ours=$(grep -E '^[0-9]+ passed, 0 failed$' "$ours_log")
	[ "$lone" = "$ours" ] || { echo "lone clone: $lone, in place: $ours"; exit 1; }
	echo "lone clone: the same count as in place"
fi
# every line of the corpus and of the gold files, read by both programs
cd "$here"
cat tests/corpus/hongloumeng*/*.txt tests/corpus/luxun/*.txt chapters/*.txt >"$room/lines.txt"
cut -f1 tests/gold/polyphone/*.tsv tests/gold/norm/*.tsv >>"$room/lines.txt"
for which in here lone; do
	build=$here
	[ "$which" = here ] || build=$room/tingshu
	"$build/tingshu" inspect pinyin "$room/lines.txt" >"$room/pinyin.$which" 2>/dev/null
	"$build/tingshu" inspect segments --json "$room/lines.txt" >"$room/segments.$which" 2>/dev/null
done
cmp "$room/pinyin.here" "$room/pinyin.lone"
cmp "$room/segments.here" "$room/segments.lone"
echo "lone clone: $(grep -c . "$room/lines.txt") paragraphs, $(grep -o '[。！？]' "$room/lines.txt" | wc -l) sentences read identically (pinyin and segments)"
