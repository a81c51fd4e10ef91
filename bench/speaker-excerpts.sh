#!/bin/sh
# bench/speaker-excerpts.sh - speaker accuracy on 21-line excerpts, the
# published benchmark's layout: the quote on line 11, a cast file, the
# answer read from `tingshu inspect segments --json --cast` as it would be.
#
#   bench/speaker-excerpts.sh [-a | -s SET] [-v | -V] [TINGSHU] [DIR]
#
# DIR/ANSWERS.tsv: EXCERPT CAST SET OPENING SPEAKER (tab-separated), SET
# being tune (rules were tuned on it) or another name (held, fresh, final:
# looked at only at the end).  DIR defaults to tests/gold/speaker/excerpts
# (the classical set); tests/gold/speaker/modern is the modern one.
# Prints accuracy on the tune set (-a: on every set; -s SET: on that set
# only); -v also the misses of the sets printed other than held ones (-V of
# all: keep the held sets unseen until the end).  "unknown" counts as wrong.
verbose=0 all=0 only=
while [ $# -gt 0 ]; do
	case $1 in
	-a) all=1 ;;
	-s) only=$2; shift ;;
	-v) verbose=1 ;;
	-V) verbose=2 ;;
	*) break ;;
	esac
	shift
done
bin=${1:-./tingshu}
dir=${2:-tests/gold/speaker/excerpts}
command -v jq >/dev/null || { echo "speaker-excerpts: needs jq" >&2; exit 2; }

grep -v '^#' "$dir/ANSWERS.tsv" | while IFS='	' read -r ex cast set open want; do
	if [ -n "$only" ]; then
		[ "$set" = "$only" ] || continue
	elif [ $all = 0 ] && [ "$set" != tune ]; then
		continue
	fi
	got=$("$bin" inspect segments --json --cast "$dir/$cast" "$dir/$ex.txt" 2>/dev/null |
		jq -r --arg o "$open" 'select(.line == 11 and .kind == "dialogue" and
			(.text | startswith($o))) | .speaker // "unknown"' | head -n 1)
	[ -n "$got" ] || got="(no such quote)"
	ok=0
	[ "$got" = "$want" ] && ok=1
	echo "$set $ok"
	[ $ok = 0 ] && { [ $verbose = 2 ] || { [ $verbose = 1 ] && [ "$set" = tune ]; } ||
		{ [ $verbose = 1 ] && [ -n "$only" ]; }; } && echo "miss $ex: $open… want $want, got $got" >&2
done | awk '{ n[$1]++; r[$1] += $2; N++; R += $2; if (!($1 in seen)) { seen[$1] = 1; order[++k] = $1 } }
	END {
		for (i = 1; i <= k; i++) { s = order[i]; printf "%-6s %3d/%-3d %5.1f %%\n", s, r[s], n[s], 100 * r[s] / n[s] }
		if (k > 1) printf "%-6s %3d/%-3d %5.1f %%\n", "all", R, N, 100 * R / N
	}'
