#!/bin/bash
# make bench (part 3): an M4B against rendering, in CPU seconds on one pinned
# core, over 红楼梦's chapters (CORPUS=DIR: all of them; without it the few in
# tests/corpus): `batch -j 1` renders them, and `batch -j 1 --m4b` renders
# them and encodes each chapter's AAC from the PCM as it goes (the workers'
# share) and binds the book (the parent's share: copying packets), twice
# each, interleaved; `--m4b-codec mp3` binds the chapters' MP3 frames as
# they are; `--m4b` after a plain render decodes each MP3 and encodes it; a
# chapter edited, render + AAC + bind again.  A batch with nothing to do is
# timed too: its start is in every row.
# Figures are measured in this run; they are printed, not judged.
set -euo pipefail
cd "$(dirname "$0")/.."
book=${CORPUS:-tests/corpus}/hongloumeng
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/book"
cp "$book"/*.txt "$tmp/book/"
printf '[book]\ntitle = 红楼梦\nauthor = 曹雪芹\n' >"$tmp/book/book.ini"

# cpu COMMAND...: user + system seconds of the command and its workers
cpu() {
	/usr/bin/env time -f "%U %S" -o "$tmp/time" taskset -c 0 "$@" 2>"$tmp/log" ||
		{ cat "$tmp/log"; exit 1; }
	awk '{ printf "%.2f", $1 + $2 }' "$tmp/time"
}
bound() {
	sed -n 's/.*bound in \([0-9.]*\) s of CPU.*/\1/p' "$tmp/log"
}
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'
}

# rendering alone and rendering with --m4b (the AAC encoded from the PCM as
# it is rendered, then the bind), twice each, interleaved, into fresh folders
render=$(cpu ./tingshu batch -j 1 "$tmp/book" -o "$tmp/out")
both=$(cpu ./tingshu batch -j 1 --m4b "$tmp/book" -o "$tmp/both")
both_bind=$(bound)
render2=$(cpu ./tingshu batch -j 1 "$tmp/book" -o "$tmp/out2")
both2=$(cpu ./tingshu batch -j 1 --m4b "$tmp/book" -o "$tmp/both2")
noop=$(cpu ./tingshu batch -j 1 "$tmp/book" -o "$tmp/out")
mp3=$(cpu ./tingshu batch -j 1 --m4b-codec mp3 "$tmp/book" -o "$tmp/out")
mp3_bind=$(bound)
# a book rendered earlier without --m4b: each chapter's MP3 decoded, encoded
late=$(cpu ./tingshu batch -j 1 --m4b "$tmp/book" -o "$tmp/out")
late_bind=$(bound)
audio=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$tmp/both/红楼梦.m4b")
first=$(ls "$tmp/book"/*.txt | head -n 1)
echo "　　（校对）" >>"$first"
again=$(cpu ./tingshu batch -j 1 --m4b "$tmp/book" -o "$tmp/both")
rebind=$(bound)
sum() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a + b }'; }
diff() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a - b }'; }
r=$(sum "$render" "$render2")
aac=$(diff "$(sum "$both" "$both2")" "$r")
echo "== an M4B against rendering: $(ls "$tmp/book"/*.txt | wc -l) chapters," \
	"$(awk -v s="$audio" 'BEGIN { printf "%.2f", s / 3600 }') h of audio, CPU seconds on one core"
printf 'render the chapters (twice)      %8.2f s  %8.2f s\n' "$render" "$render2"
printf 'render with --m4b (twice)        %8.2f s  %8.2f s\n' "$both" "$both2"
printf '  the AAC as it renders + bind   %8.2f s  %s of rendering (the two runs each)\n' \
	"$(awk -v a="$aac" 'BEGIN { printf "%.2f", a / 2 }')" "$(ratio "$aac" "$r")"
printf '  of which binding (the parent)  %8.2f s  %s of rendering\n' "$both_bind" "$(ratio "$both_bind" "$render")"
printf 'batch again, nothing to do       %8.2f s  (its start, in every row below)\n' "$noop"
printf 'an MP3 M4B (m4b_codec = mp3)     %8.2f s  %s of rendering\n' "$mp3" "$(ratio "$mp3" "$render")"
printf '  of which binding (the parent)  %8.2f s  %s of rendering\n' "$mp3_bind" "$(ratio "$mp3_bind" "$render")"
printf 'an AAC M4B of a book rendered before: MP3s decoded, encoded, bound %.2f s  %s of rendering\n' \
	"$late" "$(ratio "$late" "$render")"
printf '  of which binding (the parent)  %8.2f s  %s of rendering\n' "$late_bind" "$(ratio "$late_bind" "$render")"
printf 'one chapter edited: render + AAC + bind again %.2f s, binding %.2f s\n' "$again" "$rebind"
