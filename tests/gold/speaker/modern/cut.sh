#!/bin/sh
# cut.sh SCENE PARAGRAPH - write SCENE_pNN.txt: the 21 paragraphs of
# scenes/SCENE.txt around PARAGRAPH, which lands on line 11 (the published
# benchmark's layout).  Run from this folder.
s=$1 p=$2
n=$(wc -l < "scenes/$s.txt")
[ "$p" -gt 10 ] && [ $((p + 10)) -le "$n" ] || { echo "cut.sh: $s:$p: needs 10 paragraphs either side" >&2; exit 1; }
sed -n "$((p - 10)),$((p + 10))p" "scenes/$s.txt" > "$(printf '%s_p%02d.txt' "$s" "$p")"
