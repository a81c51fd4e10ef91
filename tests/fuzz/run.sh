#!/bin/bash
# tests/fuzz/run.sh DIR SECONDS CONFIG_SECONDS EPUB_SECONDS: the libFuzzer
# targets built in DIR, from their seeds and any corpus kept from earlier
# runs, on two cores for SECONDS: the pipeline target on one the whole time,
# the reading target, then the config target (CONFIG_SECONDS of it) and the
# EPUB target (EPUB_SECONDS) on the other.  A crash lands in DIR/crash-* and
# fails the run.  Prints each target's figures and the total number of
# inputs run.
set -uo pipefail
dir=$1 secs=$2 config_secs=$3 epub_secs=${4:-0}
total=0 failed=0
# a short run (FUZZ_SECONDS=60 to try it out) splits the second core evenly
if [ $((config_secs + epub_secs)) -ge "$secs" ]; then
	config_secs=$((secs / 3)) epub_secs=$((secs / 3))
fi

# start TARGET SECONDS MAX_LEN: one fuzzing run in the background
start() {
	local t=$1 s=$2 len=$3 dict=tests/fuzz/${1#fuzz_}.dict
	[ -f "$dict" ] || dict=tests/fuzz/chinese.dict
	mkdir -p "$dir/corpus/$t"
	echo "fuzz: $t for $s s"
	$dir/$t -max_total_time="$s" -max_len="$len" -timeout=20 -rss_limit_mb=2048 \
		-print_final_stats=1 -artifact_prefix="$dir/" -dict="$dict" \
		"$dir/corpus/$t" "tests/fuzz/seeds/${t#fuzz_}" tests/fuzz/regressions \
		>"$dir/$t.log" 2>&1 &
}

# finish TARGET PID: its summary, its inputs added to the total
finish() {
	local t=$1 pid=$2 rc=0 runs
	wait "$pid" || rc=$?
	grep -E '^(stat::number_of_executed_units|stat::average_exec_per_sec|#[0-9]+ *DONE)|ERROR|SUMMARY' \
		"$dir/$t.log" | sed "s/^/$t: /" | tail -n 12
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/$t.log")
	total=$((total + ${runs:-0}))
	if [ "$rc" -ne 0 ]; then
		tail -n 60 "$dir/$t.log"
		failed=1
	fi
}

# long inputs cost the reading target time without reaching new code: lines
# longer than 512 bytes are the pipeline target's and the CLI tests' case
start fuzz_pipeline "$secs" 4096; p1=$!
start fuzz_reading $((secs - config_secs - epub_secs)) 512; p2=$!
finish fuzz_reading "$p2"
start fuzz_config "$config_secs" 4096; p3=$!
finish fuzz_config "$p3"
# an EPUB is a few documents: up to 16 KB
start fuzz_epub "$epub_secs" 16384; p4=$!
finish fuzz_epub "$p4"
finish fuzz_pipeline "$p1"
echo "fuzz: $total inputs in all, $([ $failed = 0 ] && echo 'no crash' || echo 'FAILED')"
exit $failed
