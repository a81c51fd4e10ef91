#!/bin/sh
# bench/speaker-excerpts.sh - speaker accuracy on 21-line excerpts, the
# published benchmark's layout: the quote on line 11, a cast file, the
# answer read from `tingshu inspect segments --json --cast` as it would be.
#
#   bench/speaker-excerpts.sh [-v] [TINGSHU] [DIR]
#
# DIR/ANSWERS.tsv: EXCERPT CAST SET OPENING SPEAKER (tab-separated), SET
# being tune (rules were tuned on it) or held (looked at only at the end).
# Prints accuracy on the tune set (-a: on both sets); -v also the misses of the tune set (-V of both:
# keep the held set unseen until the end).  "unknown" counts as wrong.
verbose=0 all=0
[ "$1" = -a ] && { all=1; shift; }
[ "$1" = -v ] && { verbose=1; shift; }
[ "$1" = -V ] && { verbose=2; shift; }
bin=${1:-./tingshu}
dir=${2:-tests/gold/speaker/excerpts}
command -v jq >/dev/null || { echo "speaker-excerpts: needs jq" >&2; exit 2; }

grep -v '^#' "$dir/ANSWERS.tsv" | while IFS='	' read -r ex cast set open want; do
	got=$("$bin" inspect segments --json --cast "$dir/$cast" "$dir/$ex.txt" 2>/dev/null |
		jq -r --arg o "$open" 'select(.line == 11 and .kind == "dialogue" and
			(.text | startswith($o))) | .speaker // "unknown"' | head -n 1)
	[ -n "$got" ] || got="(no such quote)"
	ok=0
	[ "$got" = "$want" ] && ok=1
	echo "$set $ok"
	[ $ok = 0 ] && { [ $verbose = 2 ] || { [ $verbose = 1 ] && [ "$set" = tune ]; }; } && echo "miss $ex: $open… want $want, got $got" >&2
done | awk -v all=$all '{ n[$1]++; r[$1] += $2; N++; R += $2 }
	END {
		for (s in n) if (s == "tune" || all) printf "%-6s %3d/%-3d %5.1f %%\n", s, r[s], n[s], 100 * r[s] / n[s]
		if (all) printf "%-6s %3d/%-3d %5.1f %%\n", "all", R, N, 100 * R / N
	}'
