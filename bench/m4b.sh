#!/bin/bash
# make bench (part 3): an M4B against rendering, in CPU seconds on one pinned
# core, over 红楼梦's chapters (CORPUS=DIR: all of them; without it the few in
# tests/corpus): `batch -j 1` renders them; `--m4b-codec mp3` then binds the
# chapters' MP3 frames as they are; `--m4b` (AAC) encodes each chapter's AAC
# (the workers' share, done once per chapter) and binds the book (the
# parent's share: copying packets); a chapter edited, the same again.  A
# batch with nothing to do is timed too: its start is in every row.
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

render=$(cpu ./tingshu batch -j 1 "$tmp/book" -o "$tmp/out")
noop=$(cpu ./tingshu batch -j 1 "$tmp/book" -o "$tmp/out")
mp3=$(cpu ./tingshu batch -j 1 --m4b-codec mp3 "$tmp/book" -o "$tmp/out")
mp3_bind=$(bound)
m4b=$(cpu ./tingshu batch -j 1 --m4b "$tmp/book" -o "$tmp/out")
bind=$(bound)
audio=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$tmp/out/红楼梦.m4b")
first=$(ls "$tmp/book"/*.txt | head -n 1)
echo "　　（校对）" >>"$first"
again=$(cpu ./tingshu batch -j 1 --m4b "$tmp/book" -o "$tmp/out")
rebind=$(bound)
echo "== an M4B against rendering: $(ls "$tmp/book"/*.txt | wc -l) chapters," \
	"$(awk -v s="$audio" 'BEGIN { printf "%.2f", s / 3600 }') h of audio, CPU seconds on one core"
printf 'render the chapters              %8.2f s\n' "$render"
printf 'batch again, nothing to do       %8.2f s  (its start, in every row below)\n' "$noop"
printf 'an MP3 M4B (m4b_codec = mp3)     %8.2f s  %s of rendering\n' "$mp3" "$(ratio "$mp3" "$render")"
printf '  of which binding (the parent)  %8.2f s  %s of rendering\n' "$mp3_bind" "$(ratio "$mp3_bind" "$render")"
printf 'an AAC M4B: the chapters'"'"' AAC + bind %6.2f s  %s of rendering\n' "$m4b" "$(ratio "$m4b" "$render")"
printf '  of which binding (the parent)  %8.2f s  %s of rendering\n' "$bind" "$(ratio "$bind" "$render")"
printf 'one chapter edited: render + AAC + bind again %.2f s, binding %.2f s\n' "$again" "$rebind"
