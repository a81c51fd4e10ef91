#!/bin/sh
# batch: every chapter with worker processes; a bad chapter fails alone.
. "$(dirname "$0")/lib.sh"

mkdir "$TMP/in"
cp chapters/*.txt chapters/book.ini "$TMP/in/"
printf '\211PNG\r\n\032\n\000\000\000\rIHDR' >"$TMP/in/002_broken.txt"
expect_exit 1 "batch with one bad chapter exits 1" $TS batch "$TMP/in" -o "$TMP/mp3" -j 2
check "the bad chapter is named" grep -q "002_broken.txt.*not a text file" "$TMP/err"
n=$(ls "$TMP/mp3"/*.mp3 | wc -l)
check "the three good chapters are written ($n)" test "$n" -eq 3
check "the summary counts the failure" grep -q "3 of 4 chapters written, 1 failed" "$TMP/err"
for f in "$TMP/mp3"/*.mp3; do
	check "$(basename "$f") decodes" mpg123 -q -t "$f"
done
check "no temp files" sh -c "! ls '$TMP/mp3' | grep -q tmp"
rm "$TMP/in/002_broken.txt"
expect_exit 0 "batch of good chapters exits 0 with one worker" $TS batch -q "$TMP/in" -o "$TMP/out1" -j 1
check "track numbers follow the chapter order" sh -c "ffprobe -v error -show_entries format_tags=track -of csv=p=0 '$TMP/out1/003_34d5600e3b384f51.mp3' | grep -q '^3/3'"
