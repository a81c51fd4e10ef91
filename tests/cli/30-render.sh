#!/bin/sh
# render: a chapter to MP3, decoded to check frames, duration and tags; WAV
# and FLAC by extension; nothing half-written left behind.
. "$(dirname "$0")/lib.sh"

ch=chapters/003_34d5600e3b384f51.txt
expect_exit 0 "render to MP3" $TS render -q "$ch" -o "$TMP/c.mp3"
check "the MP3 decodes" mpg123 -q -t "$TMP/c.mp3"
dec=$(decoded_seconds "$TMP/c.mp3")
hdr=$(header_seconds "$TMP/c.mp3")
echo "# decoded $dec s, header $hdr s"
check "the header's duration matches the decoded length within 2 %" within "$hdr" "$dec" 2
check "a chapter's worth of audio (over 60 s)" awk -v d="$dec" 'BEGIN { exit !(d > 60) }'
check "a LAME/Xing header is there" sh -c "head -c 4096 '$TMP/c.mp3' | grep -a -q -E 'Xing|Info'"
ffprobe -v error -show_entries format_tags -of default=nw=1 "$TMP/c.mp3" >"$TMP/tags"
check "title tag (the file has no heading: its name)" grep -q 'title=003_34d5600e3b384f51' "$TMP/tags"
check "album tag from book.ini, in Chinese" grep -q "album=$(sed -n 's/^title = //p' chapters/book.ini)" "$TMP/tags"
check "track n/total" grep -q 'track=3/3' "$TMP/tags"
check "no temp file left" sh -c "! ls '$TMP' | grep -q '\.tmp$'"

# a heading line becomes the title
printf '第十回  张友士论病细穷源\n\n他说：“好。”\n' >"$TMP/010.txt"
expect_exit 0 "render a chapter with a heading" $TS render -q "$TMP/010.txt" -o "$TMP/h.mp3"
check "the heading is the title, its two spaces one" sh -c "ffprobe -v error -show_entries format_tags=title -of csv=p=0 '$TMP/h.mp3' | grep -qx '第十回 张友士论病细穷源'"

printf '【第11章】入山\n\n他说：“好。”\n' >"$TMP/011.txt"
expect_exit 0 "render a chapter with a web novel's heading" $TS render -q "$TMP/011.txt" -o "$TMP/h11.mp3"
check "its brackets are not in the title" sh -c "ffprobe -v error -show_entries format_tags=title -of csv=p=0 '$TMP/h11.mp3' | grep -qx '第11章 入山'"
printf '第12章 ：下山\n\n他说：“好。”\n' >"$TMP/012.txt"
expect_exit 0 "render a chapter whose title follows a spaced colon" $TS render -q "$TMP/012.txt" -o "$TMP/h12.mp3"
check "the colon is not in the title" sh -c "ffprobe -v error -show_entries format_tags=title -of csv=p=0 '$TMP/h12.mp3' | grep -qx '第12章 下山'"

check "MP3 is 11025 Hz mono" sh -c "ffprobe -v error -show_entries stream=codec_name,sample_rate,channels -of csv=p=0 '$TMP/h.mp3' | grep -q 'mp3,11025,1'"

expect_exit 0 "render to WAV" $TS render -q "$TMP/010.txt" -o "$TMP/h.wav"
check "WAV is 22050 Hz mono PCM" sh -c "ffprobe -v error -show_entries stream=codec_name,sample_rate,channels -of csv=p=0 '$TMP/h.wav' | grep -q 'pcm_s16le,22050,1'"
# an English word by the English voice: Hello said as a word, shorter than
# HELLO, an acronym spelled with the five letters' names
printf '他说Hello。\n' >"$TMP/en.txt"
printf '他说HELLO。\n' >"$TMP/acronym.txt"
expect_exit 0 "render an English word" $TS render -q "$TMP/en.txt" -o "$TMP/en.wav"
expect_exit 0 "render an acronym" $TS render -q "$TMP/acronym.txt" -o "$TMP/acronym.wav"
check "the English word is said, not spelled (over 0.5 s shorter)" awk \
	-v w="$(wav_seconds "$TMP/en.wav")" -v a="$(wav_seconds "$TMP/acronym.wav")" \
	'BEGIN { exit !(w > 0.5 && w + 0.5 < a) }'
expect_exit 0 "render to FLAC" $TS render -q "$TMP/010.txt" -o "$TMP/h.flac"
check "FLAC decodes" sh -c "ffprobe -v error -show_entries stream=codec_name -of csv=p=0 '$TMP/h.flac' | grep -q flac"

# book.ini's year is each format's date tag, and WAV and FLAC have the
# track as n/total too (they had no date, and the track alone)
mkdir "$TMP/dated"
for n in 1 2 3; do printf '第%s章\n\n他说：“好。”\n' $n >"$TMP/dated/$n.txt"; done
printf '[book]\ntitle = 有年份的书\nyear = 2021年\n' >"$TMP/dated/book.ini"
# tag_is FILE NAME VALUE: FILE's tag NAME is VALUE ("" for none)
tag_is() {
	test "$(ffprobe -v error -show_entries format_tags="$2" -of csv=p=0 "$1")" = "$3"
}
for ext in mp3 wav flac; do
	expect_exit 0 "render a chapter of a book with a year to .$ext" \
		$TS render -q "$TMP/dated/2.txt" -o "$TMP/dated.$ext"
	check "... its date is the year (2021年: 2021)" tag_is "$TMP/dated.$ext" date 2021
	check "... its track n/total" tag_is "$TMP/dated.$ext" track 2/3
done
printf '[book]\nyear = 乾隆年间\n' >"$TMP/dated/book.ini"
expect_exit 0 "render a chapter of a book whose year is no date" \
	$TS render -q "$TMP/dated/2.txt" -o "$TMP/undated.mp3"
check "... has no date tag (a TDRC frame must be a date)" tag_is "$TMP/undated.mp3" date ""
printf '[book]\nyear = 2003-05-01\n' >"$TMP/dated/book.ini"
expect_exit 0 "batch a book with a year" $TS batch -q "$TMP/dated" -o "$TMP/dated-out"
check "... each MP3 has it" tag_is "$TMP/dated-out/3.mp3" date 2003-05-01
printf '[book]\nyear = 2004\n' >"$TMP/dated/book.ini"
expect_exit 0 "batch after the year changed" $TS batch "$TMP/dated" -o "$TMP/dated-out"
check "... re-tags the three" grep -q "0 of 3 chapters written, 3 up to date, 0 failed, 3 re-tagged" "$TMP/err"
check "... with the new year" tag_is "$TMP/dated-out/3.mp3" date 2004

# the default output is out/NAME.mp3
mkdir -p "$TMP/user/chapters" && cp "$TMP/010.txt" "$TMP/user/chapters/"
top=$PWD
(cd "$TMP/user" && "$top/tingshu" render -q chapters/010.txt)
check "default output out/NAME.mp3" test -s "$TMP/user/out/010.mp3"
check "with out/NAME.lrc and out/NAME.mp3.state beside it, as the README says" \
	test -s "$TMP/user/out/010.lrc" -a -s "$TMP/user/out/010.mp3.state"
check "and nothing else" test "$(ls -A "$TMP/user/out" | wc -l)" -eq 3

# -o a folder: NAME.mp3 in it, made if it ends in /
expect_exit 0 "render into a folder given as DIR/" $TS render -q "$TMP/010.txt" -o "$TMP/into/"
check "... writes DIR/NAME.mp3" test -s "$TMP/into/010.mp3" -a -s "$TMP/into/010.lrc"
expect_exit 0 "render into a folder that is there" $TS render -q "$TMP/010.txt" -o "$TMP/into"
check "... and again" test -s "$TMP/into/010.mp3"
expect_exit 1 "render to a name with no audio extension" $TS render "$TMP/010.txt" -o "$TMP/into.x"
check "... says what names are taken" grep -q "or in / for a folder" "$TMP/err"

# an output folder that does not exist: a clear error, nothing left
expect_exit 1 "render into a missing folder fails" $TS render "$TMP/010.txt" -o "$TMP/nodir/x.mp3"
check "the message names the output" grep -q "nodir/x.mp3" "$TMP/err"
check "nothing is left" test ! -e "$TMP/nodir"

# a hard-wrapped chapter sounds as it does unwrapped: a break inside a word
# (重⏎庆, 银⏎行, 一⏎份) is not read as two words
mkdir -p "$TMP/wrap/a" "$TMP/wrap/b"
para='他去了重庆的一家大银行，想在银行里找一份差事，可是银行里的人都说没有空缺，叫他明年再来。'
printf '　　%s\n\n　　%s\n' "$para" "$para" >"$TMP/wrap/a/1.txt"
printf '　　他去了重\n庆的一家大银行，想在银\n行里找一份差事，可是银\n行里的人都说没有空缺，叫\n他明年再来。\n\n' >"$TMP/wrap/b/1.txt"
sed -n '1,5p' "$TMP/wrap/b/1.txt" >>"$TMP/wrap/b/1.txt"
expect_exit 0 "render a chapter" $TS render -q "$TMP/wrap/a/1.txt" -o "$TMP/wrap/a.wav"
expect_exit 0 "and the same hard-wrapped" $TS render -q "$TMP/wrap/b/1.txt" -o "$TMP/wrap/b.wav"
for x in a b; do ffmpeg -v error -i "$TMP/wrap/$x.wav" -f s16le "$TMP/wrap/$x.pcm"; done
check "the same audio, sample for sample" cmp -s "$TMP/wrap/a.pcm" "$TMP/wrap/b.pcm"
