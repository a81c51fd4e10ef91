#!/bin/sh
# bench/speaker-wp.sh - the WP speaker benchmark (平凡的世界; Chen et al.,
# Interspeech 2019) run through the program as its graders run it: each
# excerpt's 21 lines a chapter, the cast file made from name_list.txt
# (names, aliases, genders), the answer the speaker of the first dialogue
# run on line 11 of `tingshu inspect segments --json --cast`.
#
#   bench/speaker-wp.sh [-v] [TINGSHU] WP_DIR [SPLIT]
#
# SPLIT is dev (the default) or train: never the held-out test split.
# Prints right, right when naming (a cast member's voice given) and named,
# overall and by the dataset's category (explicit, implicit, latent), and
# right when naming the surest 70, 80, 85, 90 % of the quotes (what another
# threshold would give); -v also every miss.  Needs jq.  The novel's text
# stays in a temporary folder, removed at the end.
verbose=0
[ "$1" = -v ] && { verbose=1; shift; }
bin=./tingshu
case $1 in */tingshu | tingshu) bin=$1; shift ;; esac
wp=$1
split=${2:-dev}
[ -f "$wp/$split.jsonl" ] || { echo "usage: bench/speaker-wp.sh [-v] [TINGSHU] WP_DIR [dev|train]" >&2; exit 2; }
[ "$split" != test ] || { echo "speaker-wp: the test split stays held out" >&2; exit 2; }
command -v jq >/dev/null || { echo "speaker-wp: needs jq" >&2; exit 2; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
# name_list.txt: GENDER NAME ALIAS... (1 male, 0 female)
awk 'NF >= 2 {
	printf "[%s]\n", $2
	if (NF > 2) { printf "aliases = %s", $3; for (i = 4; i <= NF; i++) printf ", %s", $i; printf "\n" }
	printf "gender = %s\n\n", $1 == "1" ? "male" : $1 == "0" ? "female" : "unknown"
}' "$wp/name_list.txt" >"$tmp/cast.ini"

# one excerpt a file, and what each asks (category, speaker, line)
jq -r '.context | join("\n") + "\n\f"' "$wp/$split.jsonl" |
	awk -v dir="$tmp" 'BEGIN { RS = "\f\n"; ORS = "" } { k++; print > (dir "/" k ".txt"); close(dir "/" k ".txt") }'
jq -r '[.category, .speaker, .quote_line + 1] | @tsv' "$wp/$split.jsonl" >"$tmp/rows"
n=0
while IFS='	' read -r cat want line; do
	n=$((n + 1))
	got=$("$bin" inspect segments --json --cast "$tmp/cast.ini" "$tmp/$n.txt" 2>/dev/null |
		jq -r --argjson l "$line" 'select(.line == $l and .kind == "dialogue") |
			(.speaker // "unknown") + "\t" + (.confidence | tostring)' | head -n 1)
	[ -n "$got" ] || got="(no quote)	0"
	echo "$cat	$want	$got"
done <"$tmp/rows" >"$tmp/answers"

[ $verbose = 1 ] && awk -F'\t' '$2 != $3 { printf "miss %s: want %s, got %s (%.2f)\n", $1, $2, $3, $4 }' \
	"$tmp/answers" >&2
awk -F'\t' -v sp="$split" '
	function line(what, k) {
		printf "%-9s %4d  right %5.1f %%  right when naming %5.1f %%  named %5.1f %%\n", what, n[k],
			100 * r[k] / n[k], g[k] ? 100 * gr[k] / g[k] : 0, 100 * g[k] / n[k]
	}
	{
		for (i = 0; i < 2; i++) {
			k = i ? "all" : $1
			n[k]++
			ok = $2 == $3
			r[k] += ok
			if ($3 != "unknown" && $3 != "crowd" && $3 != "(no quote)") { g[k]++; gr[k] += ok }
		}
	}
	END {
		printf "WP %s, through inspect segments --json --cast:\n", sp
		line("all", "all")
		line("explicit", "explicit"); line("implicit", "implicit"); line("latent", "latent")
	}' "$tmp/answers"
# what a threshold can buy: right when naming if only the surest quotes
# (by the confidence the program gives) were named, for a share of them
awk -F'\t' '$3 != "unknown" && $3 != "crowd" && $3 != "(no quote)" { print $4 "\t" ($2 == $3) }' \
	"$tmp/answers" | sort -s -t '	' -k1,1gr | awk -F'\t' -v n="$n" '
	{ ok[NR] = $2 }
	END {
		printf "right when naming the surest"
		split("70 80 85 90", cov, " ")
		for (c = 1; c <= 4; c++) {
			m = int(cov[c] * n / 100 + 0.5)
			if (m > NR) { printf "  %d %%: -", cov[c]; continue }
			r = 0
			for (i = 1; i <= m; i++) r += ok[i]
			printf "  %d %%: %.1f %%", cov[c], 100 * r / m
		}
		printf "\n"
	}'
