#!/bin/sh
# Security: what config files and chapter files say never makes a path
# outside the output folder; long names and values overflow nothing and
# tags stay bounded.
. "$(dirname "$0")/lib.sh"

mkdir -p "$TMP/w/book" "$TMP/w/out"
cd "$TMP/w" || exit 2
top=$OLDPWD
ts() { case $TS in /*) "$TS" "$@" ;; *) "$top/$TS" "$@" ;; esac; }
ln -s "$top/voices" voices

# titles, authors and headings that look like paths, and file names with
# shell metacharacters: the outputs are out/STEM.mp3 and nothing else
printf '[book]\ntitle = ../../../escaped\nauthor = /tmp/escaped-author\n' >book/book.ini
printf '../../escaped-heading\n\n他说：“好。”\n' >book/'01 a;b $(x) `y`.txt'
printf '/etc/escaped\n\n她说：“好。”\n' >book/-02.txt
printf '第三回\n\n他说：“好。”\n' >book/03.txt
expect_exit 0 "batch of chapters with path-like titles and odd names" ts batch -q book -o out -j 2
check "three MP3s, named after their chapter files, in out/" sh -c '
	test "$(ls out/*.mp3 | wc -l)" -eq 3 && test -f "out/01 a;b \$(x) \`y\`.mp3" &&
	test -f out/-02.mp3 && test -f out/03.mp3'
check "nothing written outside out/" sh -c "! find '$TMP' /tmp -maxdepth 3 -name '*escaped*' -not -path '$TMP/w/out/*' 2>/dev/null | grep -q ."
check "the playlist, named after the book, is in out/" sh -c "ls out/*.m3u8 | grep -q '^out/[^/]*escaped.m3u8$'"
check "the title is only a tag" sh -c "ffprobe -v error -show_entries format_tags=album -of csv=p=0 out/03.mp3 | grep -q '../../../escaped'"

# a cast voice that looks like a path is a preset name that does not exist
printf '[贾宝玉]\nvoice = ../../../etc/passwd\n' >cast.ini
expect_exit 1 "a cast voice that is a path fails" ts inspect segments -c cast.ini book/03.txt
check "as a preset that does not exist" grep -q "no voice preset named '../../../etc/passwd'" "$TMP/err"

# tags: a 100 KB title is cut to ID3_TEXT_MAX (1024 bytes) in the MP3
python3 -c 'print("[book]\ntitle = " + "长" * 40000 + "\nauthor = " + "x" * 100000)' >book/book.ini
expect_exit 0 "render with a 100 KB album and author" ts render -q book/03.txt -o long.mp3
check "the MP3 decodes" mpg123 -q -t long.mp3
check "the album tag is at most 1024 bytes" sh -c '
	n=$(ffprobe -v error -show_entries format_tags=album -of csv=p=0 long.mp3 | wc -c)
	test "$n" -gt 900 -a "$n" -le 1025'
check "the whole tag is small" test "$(head -c 10 long.mp3 | od -An -tu1 | awk '{ print $7 * 2097152 + $8 * 16384 + $9 * 128 + $10 }')" -lt 4096
for ext in wav flac; do
	expect_exit 0 "render to .$ext with the same tags" ts render -q book/03.txt -o "long.$ext"
	check "it decodes" sh -c "ffprobe -v error -show_entries stream=codec_name -of csv=p=0 'long.$ext' | grep -q ."
done

# a chapter name as long as the file system allows: the output's temp
# name is longer than that, and the error says so
long=$(python3 -c 'print("长" * 83)')
printf '他说：“好。”\n' >"book/$long.txt"
expect_exit 1 "a chapter named with 253 bytes fails cleanly" ts render -q "book/$long.txt" -o "out/$long.mp3"
check "saying the name is too long" grep -q "File name too long" "$TMP/err"
check "nothing left" sh -c "! ls out | grep -q '长长长'"
# very long paths and option values overflow nothing
deep=$(python3 -c 'print("/".join(["d" * 200] * 30))')
expect_exit 1 "a 6 KB output path fails cleanly" ts render -q book/03.txt -o "$deep/x.mp3"
expect_exit 1 "a 6 KB chapter path fails cleanly" ts render -q "$deep/x.txt" -o x.mp3
check "naming it" grep -q "File name too long\|No such file" "$TMP/err"
expect_exit 2 "a 100 KB option value fails as usage" ts batch -j "$(python3 -c 'print("9" * 100000)')"
