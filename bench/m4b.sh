#!/bin/bash
# make bench (part 3): binding a book into one M4B against rendering it, in
# CPU seconds on one pinned core: `batch -j 1` renders 红楼梦's chapters
# (CORPUS=DIR: all of them; without it the few in tests/corpus), then
# `batch --m4b` binds them (every chapter up to date: nothing is synthesised
# again).  Figures are measured in this run; they are printed, not judged.
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

render=$(cpu ./tingshu batch -q -j 1 "$tmp/book" -o "$tmp/out")
bind=$(cpu ./tingshu batch -q -j 1 --m4b "$tmp/book" -o "$tmp/out")
audio=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$tmp/out/红楼梦.m4b")
chapters=$(ls "$tmp/book"/*.txt | wc -l)
echo "== binding against rendering, $chapters chapters, $(awk -v s="$audio" 'BEGIN { printf "%.2f", s / 3600 }') h of audio"
printf 'render %8.2f s CPU  (%.0fx real time)\n' "$render" "$(awk -v a="$audio" -v c="$render" 'BEGIN { print a / c }')"
printf 'bind   %8.2f s CPU  (%.0fx real time)\n' "$bind" "$(awk -v a="$audio" -v c="$bind" 'BEGIN { print a / c }')"
awk -v r="$render" -v b="$bind" 'BEGIN { printf "binding costs %.2f of rendering\n", b / r }'
