#!/bin/bash
# make bench (part 2): a whole book, 红楼梦 (make bench CORPUS=DIR: its 120
# chapters, 880k characters; without it the few chapters in tests/corpus):
# audio hours, wall and CPU time, x real time with 1 and 2 workers, peak
# memory per worker, and a rerun with nothing changed.  Figures are measured
# in this run; they are printed, not judged.
#   BENCH_J1_CHAPTERS=N  chapters for the 1-vs-2-worker comparison (default 24)
set -euo pipefail
cd "$(dirname "$0")/.."
book=${CORPUS:-tests/corpus}/hongloumeng
n1=${BENCH_J1_CHAPTERS:-24}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/all" "$tmp/part"
cp "$book"/*.txt "$tmp/all/"
ls "$book"/*.txt | head -n "$n1" | xargs -I{} cp {} "$tmp/part/"
printf '[book]\ntitle = 红楼梦\nauthor = 曹雪芹\n' | tee "$tmp/all/book.ini" >"$tmp/part/book.ini"

# run LABEL ARGS...: wall and CPU seconds of a batch, and its summary
run() {
	local label=$1; shift
	local t0 t1 cpu0 cpu1
	t0=$(date +%s.%N)
	cpu0=$(awk '{ print $14 + $15 + $16 + $17 }' /proc/$$/stat)
	./tingshu batch -v "$@" 2>"$tmp/log" || { cat "$tmp/log"; exit 1; }
	t1=$(date +%s.%N)
	cpu1=$(awk '{ print $14 + $15 + $16 + $17 }' /proc/$$/stat)
	local wall cpu summary rss
	wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')
	cpu=$(awk -v a="$cpu0" -v b="$cpu1" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.1f", (b - a) / hz }')
	summary=$(grep 'chapters written' "$tmp/log")
	rss=$(sed -n 's/peak memory of a worker: //p' "$tmp/log")
	printf '%-34s wall %7.1f s  cpu %7.1f s  peak RSS/worker %s\n    %s\n' "$label" "$wall" "$cpu" \
		"${rss:-?}" "$summary"
	echo "$wall" >"$tmp/wall.$label"
}

echo "== 1 vs 2 workers, first $n1 chapters"
run j1 -f -j 1 "$tmp/part" -o "$tmp/out-part"
run j2 -f -j 2 "$tmp/part" -o "$tmp/out-part"
awk -v a="$(cat "$tmp/wall.j1")" -v b="$(cat "$tmp/wall.j2")" \
	'BEGIN { printf "2 workers: %.2fx the throughput of 1\n", a / b }'

echo "== all 120 chapters, 2 workers"
run full -f -j 2 "$tmp/all" -o "$tmp/out"
hours=$(awk '/EXTINF/ { split($0, a, /[:,]/); s += a[2] } END { printf "%.1f", s / 3600 }' "$tmp/out"/*.m3u8)
echo "audio: $hours h in $(cat "$tmp/wall.full") s"
echo "== rerun with nothing changed"
run rerun -j 2 "$tmp/all" -o "$tmp/out"

echo "== memory against chapter length (one worker)"
for f in 005 001; do
	# the copy: a render writes the cast it finds beside its chapter
	/usr/bin/env time -f "%M" ./tingshu render -q "$tmp/all/$f.txt" -o "$tmp/m.mp3" 2>"$tmp/rss" || true
	echo "$f.txt: $(wc -m <"$book/$f.txt") chars, peak RSS $(tail -1 "$tmp/rss") KB"
done
cat "$book"/0{01..10}.txt >"$tmp/long.txt"
/usr/bin/env time -f "%M" ./tingshu render -q "$tmp/long.txt" -o "$tmp/m.mp3" 2>"$tmp/rss" || true
echo "chapters 1-10 as one: $(wc -m <"$tmp/long.txt") chars, peak RSS $(tail -1 "$tmp/rss") KB"
