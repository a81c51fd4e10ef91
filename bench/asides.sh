#!/bin/bash
# make bench (part 3): what the aside filter (src/segment/aside.c) takes out of
# each book of a corpus (make bench CORPUS=DIR; default tests/corpus), by kind,
# with the lines; a novel's own text should lose nothing.  Then its cost: CPU
# of `inspect segments` on the corpus's books with the filter and with
# --read-all, on one pinned core, the least of BENCH_REPS runs (3).  Figures
# are printed, not judged.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-tests/corpus}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
TIMEFORMAT='%U %S'

for dir in "$corpus"/*/; do
	book=$(basename "$dir")
	for f in "$dir"*.txt; do
		[ -f "$f" ] || continue
		./tingshu inspect segments --json "$f" 2>/dev/null |
			sed "s|^|$book\t$(basename "$f")\t|" >>"$tmp/segs.tsv" || true
	done
done
python3 - "$tmp/segs.tsv" <<'EOF'
import collections, json, sys
chars = collections.Counter()
aside = collections.defaultdict(collections.Counter)
lines = collections.defaultdict(list)
for row in open(sys.argv[1], encoding="utf-8"):
    book, name, seg = row.rstrip("\n").split("\t", 2)
    s = json.loads(seg)
    n = sum(not c.isspace() for c in s["text"])
    chars[book] += n
    if s["kind"] == "aside":
        aside[book][s["aside"]] += n
        lines[book].append("%s:%d: %s: %s" % (name, s["line"], s["aside"], s["text"][:40]))
print("%-20s %10s %10s %8s  %s" % ("book", "characters", "not read", "%", "by kind"))
for book in sorted(chars):
    out = sum(aside[book].values())
    kinds = ", ".join("%s %d" % kv for kv in sorted(aside[book].items())) or "-"
    print("%-20s %10d %10d %8.4f  %s" % (book, chars[book], out, 100.0 * out / chars[book], kinds))
for book in sorted(lines):
    for l in lines[book][:20]:
        print("  %s/%s" % (book, l))
    if len(lines[book]) > 20:
        print("  %s: and %d more" % (book, len(lines[book]) - 20))
EOF

# cpu ARGS...: user+system seconds of inspect segments over the corpus's
# UTF-8 books as one file (one process: start-up does not hide the filter)
for f in "$corpus"/*/*.txt; do
	case $f in */encodings/*) ;; *) cat "$f" ;; esac
done >"$tmp/all.txt"
cpu() {
	local t best=
	for _ in $(seq "${BENCH_REPS:-3}"); do
		t=$( { time taskset -c 0 ./tingshu inspect segments "$@" "$tmp/all.txt" >/dev/null 2>&1; } \
			2>&1 | tail -1)
		best=$(awk -v t="$t" -v b="$best" 'BEGIN { split(t, a, " "); c = a[1] + a[2]
			printf "%.2f", (b == "" || c < b) ? c : b }')
	done
	echo "$best"
}
with=$(cpu) without=$(cpu --read-all)
awk -v a="$with" -v b="$without" -v n="$(wc -c <"$tmp/all.txt")" 'BEGIN {
	printf "inspect segments on the books as one file (%.1f MB): %.2f CPU s with asides found, %.2f with --read-all (%+.1f %%)\n",
		n / 1e6, a, b, (b > 0 ? 100 * (a - b) / b : 0) }'
