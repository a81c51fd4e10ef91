# Sourced by the numbered CLI tests: check helpers printing `ok` / `not ok`.
set -u
cd "$(dirname "$0")/../.." || exit 2
# the binary under test: make check-asan points this at the sanitizer build
TS=${TS:-./tingshu}
# the corpus the larger checks read: make check-corpus CORPUS=DIR sets it
CORPUS=${TINGSHU_CORPUS:-tests/corpus}
TMP=$(mktemp -d)
trap 'chmod -R u+w "$TMP"; rm -rf "$TMP"' EXIT
# what tingshu remembers between runs (the cipher screen's verdicts) stays in
# the test's own folder, empty at its start
export XDG_CACHE_HOME=$TMP/cache

ok() { echo "ok $*"; }
notok() { echo "not ok $*"; }
# check DESCRIPTION COMMAND...: passes when the command succeeds
check() {
	desc=$1; shift
	if "$@"; then ok "$desc"; else notok "$desc"; fi
}
# expect_exit CODE DESCRIPTION COMMAND...: the command's exit code is CODE
expect_exit() {
	want=$1 desc=$2; shift 2
	"$@" >"$TMP/out" 2>"$TMP/err"; got=$?
	if [ "$got" -eq "$want" ]; then ok "$desc"; else
		notok "$desc (exit $got, expected $want)"; sed 's/^/# /' "$TMP/err" | head -5; fi
}
# Decoded length of an MP3 in seconds: mpg123 decodes it, ffprobe counts.
decoded_seconds() {
	mpg123 -q -w "$TMP/dec.wav" "$1" 2>/dev/null &&
	ffprobe -v error -show_entries stream=duration_ts,sample_rate -of csv=p=0 "$TMP/dec.wav" |
		awk -F, '{ printf "%.3f\n", $2 / $1 }'
}
header_seconds() {
	ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"
}
# within A B PERCENT: |A-B| <= PERCENT% of B
within() {
	awk -v a="$1" -v b="$2" -v p="$3" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(b > 0 && d <= b * p / 100) }'
}
# segments_cover JSONL TEXT: the segments (inspect segments --json) hold every
# non-white-space character of the text (inspect text) exactly once, in order.
segments_cover() {
	python3 -c '
import json, sys
segs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
strip = lambda s: "".join(c for c in s if not c.isspace())
joined = strip("".join(s["text"] for s in segs))
text = strip(open(sys.argv[2], encoding="utf-8").read())
if joined != text:
    i = next((k for k in range(min(len(joined), len(text))) if joined[k] != text[k]), min(len(joined), len(text)))
    print("# differ at character %d of %d/%d: %r / %r" % (i, len(joined), len(text), joined[i:i+20], text[i:i+20]))
sys.exit(0 if joined == text else 1)' "$1" "$2"
}
# wav_seconds FILE: the length of a WAV or FLAC in seconds.
wav_seconds() {
	ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"
}
