#!/bin/sh
# doc/distributed.md's local form: GNU parallel running render per chapter,
# then batch finds every output up to date and only writes the playlist.
. "$(dirname "$0")/lib.sh"

mkdir "$TMP/ch" "$TMP/mp3"
cp chapters/*.txt chapters/book.ini "$TMP/ch/"
top=$PWD
check "parallel renders every chapter" parallel --will-cite -S : -j 2 \
	"$top/tingshu render -q {} -o $TMP/mp3/{/.}.mp3" ::: "$TMP"/ch/*.txt
check "three MP3s" test "$(ls "$TMP"/mp3/*.mp3 | wc -l)" -eq 3
# the same again, elsewhere: idempotent, and nothing half-written
check "a second run over the same outputs succeeds" parallel --will-cite -S : -j 2 \
	"$top/tingshu render -q {} -o $TMP/mp3/{/.}.mp3" ::: "$TMP"/ch/*.txt
check "no temp files" sh -c "! ls '$TMP/mp3' | grep -q tmp"
# gathered in a folder with another path: batch finds them up to date
mv "$TMP/ch" "$TMP/moved"
expect_exit 0 "batch over the gathered outputs" $TS batch "$TMP/moved" -o "$TMP/mp3"
check "renders nothing" grep -q "0 of 3 chapters written, 3 up to date" "$TMP/err"
check "and writes the playlist" sh -c "ls '$TMP/mp3' | grep -q 'm3u8$'"
