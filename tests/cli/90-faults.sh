#!/bin/sh
# Faults: a full disk, an output folder that cannot be written, a batch
# worker killed with -9, SIGINT/SIGTERM in the middle of a batch.  Each
# fails with a message naming the file, leaves no temp file and no audio
# file that looks finished but is not; a rerun completes.
. "$(dirname "$0")/lib.sh"

# a test stopped half-way must not leave its mounts behind
trap 'umount "$TMP/full" "$TMP/ro" 2>/dev/null; chmod -R u+w "$TMP"; rm -rf "$TMP"' EXIT

ch=chapters/003_34d5600e3b384f51.txt
printf '他说：“好。”\n' >"$TMP/short.txt"
# children PID: its child processes (from /proc: procps may not be installed)
children() { awk -v p="$1" '$4 == p { print $1 }' /proc/[0-9]*/stat 2>/dev/null; }
no_tmp() { ! find "$1" -name '*.tmp' 2>/dev/null | grep -q .; }
# every MP3 in $1 is whole: it decodes, and its header's duration is the decoded one
mp3s_whole() {
	for f in "$1"/*.mp3; do
		[ -e "$f" ] || continue
		mpg123 -q -t "$f" 2>/dev/null || { echo "# $f does not decode"; return 1; }
		within "$(header_seconds "$f")" "$(decoded_seconds "$f")" 2 ||
			{ echo "# $f: header and decoded lengths differ"; return 1; }
	done
}

# each_reported IN OUT: every chapter of IN has its own "no space" error for
# its output in OUT (the playlist may have one too); else $TMP/err is shown
each_reported() {
	local f
	for f in "$1"/*.txt; do
		f=$(basename "$f" .txt)
		grep -q "cannot write '$2/$f.mp3': No space left on device" "$TMP/err" ||
			{ echo "# no error for $f:"; sed 's/^/#   /' "$TMP/err"; return 1; }
	done
}

# --- a full disk (ENOSPC) and a read-only folder: tmpfs mounts, as root
mkdir "$TMP/full" "$TMP/ro"
if mount -t tmpfs -o size=64k tmpfs "$TMP/full" 2>/dev/null; then
	for ext in mp3 wav flac; do
		expect_exit 1 "a full disk: render to .$ext fails" $TS render -q "$ch" -o "$TMP/full/x.$ext"
		check "saying so, with the file" grep -q "cannot write '$TMP/full/x.$ext': No space left on device" "$TMP/err"
		check "nothing left on the disk" test -z "$(ls -A "$TMP/full")"
	done
	mkdir "$TMP/in" && cp chapters/*.txt chapters/book.ini "$TMP/in/"
	expect_exit 1 "a full disk: batch fails" $TS batch -q "$TMP/in" -o "$TMP/full" -j 2
	check "every chapter is reported" each_reported "$TMP/in" "$TMP/full"
	check "no temp file left" no_tmp "$TMP/full"
	umount "$TMP/full"
else
	echo "# mount is not permitted here: the full-disk checks are skipped"
fi
if mount -t tmpfs -o ro,size=64k tmpfs "$TMP/ro" 2>/dev/null; then
	expect_exit 1 "a read-only folder: render fails" $TS render -q "$TMP/short.txt" -o "$TMP/ro/x.mp3"
	check "saying so, with the file" grep -q "cannot write '$TMP/ro/x.mp3': Read-only file system" "$TMP/err"
	expect_exit 1 "a read-only folder: batch into a new folder there fails" \
		$TS batch -q "$TMP/short.txt" -o "$TMP/ro/out"
	check "naming the folder" grep -q "$TMP/ro/out: Read-only file system" "$TMP/err"
	umount "$TMP/ro"
else
	echo "# mount is not permitted here: the read-only checks are skipped"
fi
# a path under a regular file: no permission bits involved, so root sees it too
expect_exit 1 "an output under a regular file: render fails" $TS render -q "$TMP/short.txt" -o "$TMP/short.txt/x.mp3"
check "saying so" grep -q "cannot write '$TMP/short.txt/x.mp3': Not a directory" "$TMP/err"
expect_exit 1 "batch -o under a regular file fails" $TS batch -q "$TMP/short.txt" -o "$TMP/short.txt/out"
check "naming the folder" grep -q "short.txt/out: Not a directory" "$TMP/err"

# --- batches to interrupt: six chapters of a second or two each
mkdir "$TMP/book"
for i in 1 2; do
	for f in chapters/*.txt; do head -n 20 "$f" >"$TMP/book/$i$(basename "$f")"; done
done
cp chapters/book.ini "$TMP/book/"
# start_batch OUT: a batch with one worker in the background, in a process
# group of its own (as a shell's job is); waits until the worker is writing
# its first chapter.  Sets $batch and $worker.
start_batch() {
	setsid $TS batch "$TMP/book" -o "$1" -j 1 >"$TMP/bout" 2>"$TMP/berr" &
	batch=$!
	worker=
	for _ in $(seq 600); do
		worker=$(children "$batch" | head -n 1)
		[ -n "$worker" ] && ls "$1" 2>/dev/null | grep -q '\.tmp$' && break
		sleep 0.05
	done
}

# a worker killed with -9: its chapter fails, the batch finishes the rest
start_batch "$TMP/k9"
check "a worker is writing" test -n "$worker"
[ -n "$worker" ] && kill -9 "$worker"
wait "$batch"; rc=$?
check "batch exits 1 after a worker was killed (exit $rc)" test "$rc" -eq 1
check "the killed chapter is named" grep -q "worker killed by signal 9" "$TMP/berr"
check "the summary counts it" grep -q "5 of 6 chapters written, 0 up to date, 1 failed" "$TMP/berr"
check "no temp file left" no_tmp "$TMP/k9"
check "the five MP3s are whole" mp3s_whole "$TMP/k9"
expect_exit 0 "a rerun completes" $TS batch -q "$TMP/book" -o "$TMP/k9" -j 2
check "six MP3s now" test "$(ls "$TMP/k9"/*.mp3 | wc -l)" -eq 6

# kill -9 of the whole batch (parent and workers: no handler runs) at
# moments spread over a run, each followed by a batch into the same folder
# that is killed in its turn; every MP3 there is whole at each step, and a
# last rerun completes the set, leaving no temp file
# kill_batch_after SECONDS OUT [-f]: a batch into OUT killed -9, parent and
# workers, after SECONDS
kill_batch_after() {
	setsid $TS batch -q "$TMP/book" -o "$2" -j 2 ${3-} >/dev/null 2>&1 &
	b=$!
	sleep "$1"
	kill -9 -"$b" 2>/dev/null
	wait "$b" 2>/dev/null
}
for at in 0.3 0.9 1.6 2.4 3.5; do
	kill_batch_after "$at" "$TMP/k9all"
	check "kill -9 of the batch after $at s: every MP3 left is whole" mp3s_whole "$TMP/k9all"
done
expect_exit 0 "a rerun after the kills completes" $TS batch "$TMP/book" -o "$TMP/k9all" -j 2
check "six whole MP3s now" sh -c "test \$(ls '$TMP/k9all' | grep -c '\.mp3\$') -eq 6" &&
	mp3s_whole "$TMP/k9all"
check "no temp file left after the rerun" no_tmp "$TMP/k9all"
expect_exit 0 "another rerun" $TS batch "$TMP/book" -o "$TMP/k9all" -j 2
check "finds all six up to date" grep -q "0 of 6 chapters written, 6 up to date" "$TMP/err"
# a forced run killed leaves temp files beside outputs that are up to date
kill_batch_after 0.9 "$TMP/k9all" -f
expect_exit 0 "a rerun after a forced run was killed" $TS batch "$TMP/book" -o "$TMP/k9all" -j 2
check "finds all six up to date" grep -q "0 of 6 chapters written, 6 up to date" "$TMP/err"
check "and removes the killed run's temp files" no_tmp "$TMP/k9all"

# SIGINT and SIGTERM to the batch: it stops, cleans up, exits 128+signal
for sig in INT:2 TERM:15; do
	num=${sig#*:} sig=${sig%:*}
	start_batch "$TMP/$sig"
	# the one start_batch saw writing, and any since (that one may have
	# finished its chapter and the next not yet started)
	kids=$(echo $worker $(children "$batch"))
	sleep 0.5
	kill -s "$sig" "$batch"
	wait "$batch"; rc=$?
	want=$((128 + num))
	check "SIG$sig: batch exits $want ($rc)" test "$rc" -eq "$want"
	check "SIG$sig: it says it was interrupted, not that chapters failed" sh -c "
		grep -q '^interrupted: ' '$TMP/berr' && ! grep -q 'failed\|killed by signal' '$TMP/berr'"
	check "SIG$sig: the lock is gone" test ! -e "$TMP/$sig/.tingshu.lock"
	check "SIG$sig: a worker was running" test -n "$kids"
	check "SIG$sig: no worker left" sh -c "for k in $kids; do ! kill -0 \$k 2>/dev/null || exit 1; done"
	check "SIG$sig: no temp file left" no_tmp "$TMP/$sig"
	check "SIG$sig: fewer than six MP3s, each whole" sh -c "
		test \$(ls '$TMP/$sig' | grep -c '\.mp3\$') -lt 6" && mp3s_whole "$TMP/$sig"
done
# interrupted once a chapter is written: a playlist of what was done (it
# wrote none: what was done could not be heard in order)
start_batch "$TMP/some"
for _ in $(seq 600); do ls "$TMP/some" | grep -q '\.mp3$' && break; sleep 0.05; done
kill -TERM "$batch"
wait "$batch"
check "SIGTERM after a chapter was written: a playlist of the MP3s written" sh -c "
	ls '$TMP/some' | grep '\.mp3\$' >'$TMP/mp3s' && test \$(wc -l <'$TMP/mp3s') -lt 6 &&
	grep -v '^#' '$TMP/some'/*.m3u8 | cmp -s - '$TMP/mp3s'"
# a chapter that failed before the interrupt is in the summary: the exit
# code is the signal's, and the summary said nothing of it
mkdir "$TMP/bookbad"
cp "$TMP/book"/* "$TMP/bookbad/"
head -c 3000 "$TS" >"$TMP/bookbad/0000_binary.txt"
setsid $TS batch "$TMP/bookbad" -o "$TMP/bad-out" -j 1 >/dev/null 2>"$TMP/berr" &
batch=$!
for _ in $(seq 600); do ls "$TMP/bad-out" 2>/dev/null | grep -q '\.tmp$' && break; sleep 0.05; done
kill -INT "$batch"
wait "$batch"
check "SIGINT after a chapter failed: the summary counts it" \
	grep -q "^interrupted: 0 of 7 chapters written, 0 up to date, 1 failed, 6 not done" "$TMP/berr"

# kill -9 of the batch alone (by hand, or the OOM killer): its workers stop
# too, their temp files removed, rather than render on for no one
start_batch "$TMP/k9parent"
kids=$(echo $worker $(children "$batch"))
kill -9 "$batch"
wait "$batch" 2>/dev/null
sleep 1
check "kill -9 of the batch alone: a worker was running" test -n "$kids"
# (a zombie is gone: init may be slow to reap it, or, in a container, never)
check "kill -9 of the batch alone: no worker left" sh -c "
	for k in $kids; do ! awk '\$3 != \"Z\" { x = 1 } END { exit !x }' /proc/\$k/stat \\
		2>/dev/null || exit 1; done"
check "kill -9 of the batch alone: no temp file left" no_tmp "$TMP/k9parent"
# Ctrl-C at a terminal signals the whole process group
start_batch "$TMP/pg"
sleep 0.5
kill -INT -"$batch"
wait "$batch"; rc=$?
check "SIGINT to the process group: batch exits 130 ($rc)" test "$rc" -eq 130
check "SIGINT to the process group: no temp file left" no_tmp "$TMP/pg"
check "SIGINT to the process group: the MP3s there are whole" mp3s_whole "$TMP/pg"
expect_exit 0 "a rerun after SIGINT completes" $TS batch -q "$TMP/book" -o "$TMP/pg" -j 2
check "six MP3s now" test "$(ls "$TMP/pg"/*.mp3 | wc -l)" -eq 6

# SIGTERM to a single render: no temp file, no output
$TS render -q "$ch" -o "$TMP/r.mp3" &
r=$!
for _ in $(seq 600); do [ -e "$TMP/r.mp3.$r.tmp" ] && break; sleep 0.05; done
check "render writes to a temporary name of its own (r.mp3.PID.tmp)" test -e "$TMP/r.mp3.$r.tmp"
kill -TERM "$r"; wait "$r"; rc=$?
check "SIGTERM: render exits 143 ($rc)" test "$rc" -eq 143
check "SIGTERM: render leaves neither the MP3 nor its temp file" sh -c "
	test ! -e '$TMP/r.mp3' && ! ls '$TMP' | grep -q '^r\.mp3.*tmp\$'"

# a chapter edited while batch renders it: said, and the next batch renders
# it again (its state had the edited text's hash, so it passed for done)
mkdir "$TMP/edit"
cp "$ch" chapters/book.ini "$TMP/edit/"
edited=$TMP/edit/$(basename "$ch")
$TS batch "$TMP/edit" -o "$TMP/edited" -j 1 >/dev/null 2>"$TMP/berr" &
batch=$!
for _ in $(seq 600); do ls "$TMP/edited" 2>/dev/null | grep -q '\.tmp$' && break; sleep 0.05; done
printf '他又说：“还有一句。”\n' >>"$edited"
wait "$batch"
check "an edit while the chapter renders is said" \
	grep -q "$edited: note: changed while it was rendered" "$TMP/berr"
expect_exit 0 "batch after the edit" $TS batch "$TMP/edit" -o "$TMP/edited" -j 1
check "renders the edited chapter again" grep -q "1 of 1 chapters written, 0 up to date" "$TMP/err"
