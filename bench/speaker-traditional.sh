#!/bin/sh
# Our modern gold scenes in traditional script: each scene and each row's
# quote opening through opencc (s2t.json), the casts as written (simplified:
# tingshu matches a name in either script).  Attribution should not depend
# on the script; compare with the same files in simplified script.
#   bench/speaker-traditional.sh [BENCH]   BENCH: build/bench-speaker
set -eu
bench=${1:-build/bench-speaker}
gold=tests/gold/speaker/modern
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$gold"/. "$tmp"/
for f in "$tmp"/scenes/*.txt; do
	opencc -c s2t.json -i "$f" -o "$f.t" && mv "$f.t" "$f"
done
for g in "$tmp"/*.gold; do
	# only the quote's opening (the second column) changes script
	awk -F '\t' 'NF == 3 { print $2 }' "$g" | opencc -c s2t.json >"$g.q"
	awk -F '\t' -v OFS='\t' 'NR == FNR { q[++n] = $0; next }
		NF == 3 { $2 = q[++k] } { print }' "$g.q" "$g" >"$g.t"
	mv "$g.t" "$g"
	rm "$g.q"
done
printf 'simplified:  '
"$bench" -w "$gold"/*.gold | grep '^all'
printf 'traditional: '
"$bench" -w "$tmp"/*.gold | grep '^all'
