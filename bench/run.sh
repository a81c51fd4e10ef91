#!/bin/bash
# make bench: per sample chapter, the audio length and the CPU time of
# `tingshu render`, of eSpeak NG alone on the same text, and of the naive
# pipeline `espeak-ng --stdout | lame`, measured in the same run.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
TIMEFORMAT='%U %S'

# cpu COMMAND...: user+system seconds of the command and its children, the
# least of BENCH_REPS runs (3): other load on the machine only ever adds, and
# it varied single runs by 20 %.
cpu() {
	local t best=
	for _ in $(seq "${BENCH_REPS:-3}"); do
		t=$( { time "$@" >/dev/null 2>&1; } 2>&1 | tail -1)
		best=$(awk -v t="$t" -v b="$best" 'BEGIN { split(t, a, " "); c = a[1] + a[2]
			printf "%.2f", (b == "" || c < b) ? c : b }')
	done
	echo "$best"
}

# ts/espeak compares CPU per second of audio: tingshu's audio is longer (its
# pauses), so whole-chapter CPU alone would flatter eSpeak NG.
printf '%-28s %9s %9s %9s %9s %10s %10s\n' chapter audio_s tingshu espeak naive \
	"ts/espeak" "naive/ts"
tot_es_audio=0
tot_audio=0 tot_ts=0 tot_es=0 tot_nv=0
for ch in chapters/*.txt; do
	name=$(basename "$ch" .txt)
	ts=$(cpu ./tingshu render -q "$ch" -o "$tmp/$name.mp3")
	audio=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$tmp/$name.mp3")
	es=$(cpu espeak-ng -v cmn-latn-pinyin -w "$tmp/$name.wav" -f "$ch")
	es_audio=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$tmp/$name.wav")
	nv=$(cpu sh -c "espeak-ng -v cmn-latn-pinyin --stdout -f '$ch' | lame --quiet - '$tmp/$name.naive.mp3'")
	printf '%-28s %9.1f %9.2f %9.2f %9.2f %10.2f %10.2f\n' "$name" "$audio" "$ts" "$es" "$nv" \
		"$(awk -v a="$ts" -v b="$es" -v x="$audio" -v y="$es_audio" 'BEGIN { print (a / x) / (b / y) }')" \
		"$(awk -v a="$nv" -v b="$ts" 'BEGIN { print a / b }')"
	tot_es_audio=$(awk -v a="$tot_es_audio" -v b="$es_audio" 'BEGIN { print a + b }')
	tot_audio=$(awk -v a="$tot_audio" -v b="$audio" 'BEGIN { print a + b }')
	tot_ts=$(awk -v a="$tot_ts" -v b="$ts" 'BEGIN { print a + b }')
	tot_es=$(awk -v a="$tot_es" -v b="$es" 'BEGIN { print a + b }')
	tot_nv=$(awk -v a="$tot_nv" -v b="$nv" 'BEGIN { print a + b }')
done
printf '%-28s %9.1f %9.2f %9.2f %9.2f %10.2f %10.2f\n' total "$tot_audio" "$tot_ts" "$tot_es" \
	"$tot_nv" "$(awk -v a="$tot_ts" -v b="$tot_es" -v x="$tot_audio" -v y="$tot_es_audio" 'BEGIN { print (a / x) / (b / y) }')" \
	"$(awk -v a="$tot_nv" -v b="$tot_ts" 'BEGIN { print a / b }')"
awk -v a="$tot_audio" -v t="$tot_ts" 'BEGIN { printf "tingshu: %.1fx real time on one core (%.4f CPU s per audio s)\n", a / t, t / a }'
