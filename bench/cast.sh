#!/bin/bash
# make bench (part 4): cast discovery against the book's length, as a user
# with a long web novel meets it (`tingshu cast`, or the first render of a
# chapter).  红楼梦's chapters (make bench CORPUS=DIR: all 120; default the few
# in tests/corpus) as one book, then BENCH_CAST_TIMES (4) times over as one
# book of as many chapters; CPU seconds of each on one pinned core, the
# least of BENCH_REPS runs (3), interleaved, and the ratio long/short: the
# length's own ratio when the cost grows with the length alone.
#   BASE=PATH  another tingshu, timed interleaved on the same books (the
#              cast it writes must be the same: a change of speed only)
set -euo pipefail
cd "$(dirname "$0")/.."
book=${CORPUS:-tests/corpus}/hongloumeng
times=${BENCH_CAST_TIMES:-4}
reps=${BENCH_REPS:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
TIMEFORMAT='%U %S'

mkdir "$tmp/short" "$tmp/long"
cp "$book"/*.txt "$tmp/short/"
n=0
for ((r = 0; r < times; r++)); do
	for f in "$book"/*.txt; do
		n=$((n + 1))
		cp "$f" "$tmp/long/$(printf %04d $n).txt"
	done
done

# cpu BIN BOOK: CPU seconds of one `cast` writing BOOK's cast.ini afresh
cpu() {
	rm -f "$2/cast.ini"
	{ time taskset -c 0 "$1" cast -q "$2" >/dev/null 2>&1; } 2>&1 | awk '{ print $1 + $2 }'
}

bins=(./tingshu)
[ -n "${BASE:-}" ] && bins+=("$BASE")
declare -A best
for ((k = 0; k < reps; k++)); do
	for i in "${!bins[@]}"; do
		b=${bins[$i]}
		for size in short long; do
			s=$(cpu "$b" "$tmp/$size")
			cp "$tmp/$size/cast.ini" "$tmp/cast.$size.$i"
			key="$b $size"
			best[$key]=$(awk -v a="${best[$key]:-1e9}" -v b="$s" \
				'BEGIN { print (b < a ? b : a) }')
		done
	done
done
chars=$(cat "$tmp/short"/*.txt | wc -m)
for b in "${bins[@]}"; do
	s=${best[$b short]} l=${best[$b long]}
	printf '%-28s %d chapters (%d chars): %6.2f s   %dx as one book: %7.2f s' \
		"$b" "$(ls "$tmp/short"/*.txt | wc -l)" "$chars" "$s" "$times" "$l"
	printf '   ratio %.2f (length %d)\n' \
		"$(awk -v a="$s" -v b="$l" 'BEGIN { print b / a }')" "$times"
done
if [ -n "${BASE:-}" ]; then
	for size in short long; do
		awk -v a="${best[$BASE $size]}" -v b="${best[./tingshu $size]}" -v s="$size" \
			'BEGIN { printf "%s book: this build %.2fx the CPU of BASE\n", s, b / a }'
		cmp -s "$tmp/cast.$size.0" "$tmp/cast.$size.1" ||
			echo "$size book: the casts differ from BASE's"
	done
fi
