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
check "the summary counts the failure" grep -q "3 of 4 chapters written, 0 up to date, 1 failed" "$TMP/err"
for f in "$TMP/mp3"/*.mp3; do
	check "$(basename "$f") decodes" mpg123 -q -t "$f"
done
check "no temp files" sh -c "! ls '$TMP/mp3' | grep -q tmp"
# a book whose every chapter fails gets no playlist of nothing
mkdir "$TMP/broken"
cp "$TMP/in/002_broken.txt" "$TMP/broken/"
expect_exit 1 "batch of a book whose one chapter is bad" $TS batch "$TMP/broken" -o "$TMP/broken-out"
check "no empty playlist" sh -c "! ls '$TMP/broken-out' | grep -q m3u8"
rm "$TMP/in/002_broken.txt"
expect_exit 0 "batch of good chapters exits 0 with one worker" $TS batch -q "$TMP/in" -o "$TMP/out1" -j 1
check "track numbers follow the chapter order" sh -c "ffprobe -v error -show_entries format_tags=track -of csv=p=0 '$TMP/out1/003_34d5600e3b384f51.mp3' | grep -q '^3/3'"

# incremental: a rerun with nothing changed renders nothing; an edited
# chapter, or an edited voice, is redone; --force redoes all
expect_exit 0 "a rerun with nothing changed" $TS batch "$TMP/in" -o "$TMP/out1" -j 2
check "renders nothing" grep -q "0 of 3 chapters written, 3 up to date" "$TMP/err"
echo "他笑道：“再来一句。”" >>"$TMP/in/000_bd4a13edcc98bd39.txt"
expect_exit 0 "a rerun after an edit" $TS batch "$TMP/in" -o "$TMP/out1" -j 2
check "renders the edited chapter alone" grep -q "1 of 3 chapters written, 2 up to date" "$TMP/err"
check "... with one worker, said so" grep -q "real time, 1 worker)" "$TMP/err"
expect_exit 0 "--force" $TS batch -f "$TMP/in" -o "$TMP/out1" -j 2
check "renders all" grep -q "3 of 3 chapters written, 0 up to date" "$TMP/err"
# a reader's correction of who says a quote (NAME.speakers) redoes its chapter
printf '1 narrator\n' >"$TMP/in/003_34d5600e3b384f51.speakers"
expect_exit 0 "a rerun after a correction" $TS batch "$TMP/in" -o "$TMP/out1" -j 2
check "renders the corrected chapter alone" grep -q "1 of 3 chapters written, 2 up to date" "$TMP/err"
check "a .speakers file is no chapter" sh -c "! ls '$TMP/out1' | grep -q 'speakers'"
rm "$TMP/in/003_34d5600e3b384f51.speakers"
expect_exit 0 "a rerun after the correction is gone" $TS batch "$TMP/in" -o "$TMP/out1" -j 2
check "renders that chapter again" grep -q "1 of 3 chapters written, 2 up to date" "$TMP/err"

# a voice changed in the cast: only the chapters where that character
# speaks are said again; the others keep their audio, byte for byte
mkdir "$TMP/kept"
cp chapters/*.txt chapters/book.ini chapters/cast.ini "$TMP/kept/"
expect_exit 0 "batch the sample with its cast" $TS batch -q "$TMP/kept" -o "$TMP/kept-out" -j 2
cp "$TMP/kept-out/000_bd4a13edcc98bd39.mp3" "$TMP/kept-out/003_34d5600e3b384f51.mp3" "$TMP/"
sed '/^\[夏承德\]/,/^voice/s/^voice = .*/voice = male5/' chapters/cast.ini >"$TMP/kept/cast.ini"
check "夏承德 has a new voice" sh -c "! cmp -s chapters/cast.ini '$TMP/kept/cast.ini'"
expect_exit 0 "a rerun after 夏承德's voice changed (he speaks in one chapter)" $TS batch "$TMP/kept" -o "$TMP/kept-out" -j 2
check "renders his chapter alone" grep -q "1 of 3 chapters written, 2 up to date" "$TMP/err"
check "the others are kept" sh -c "grep -c 'kept (its speech is the same)' '$TMP/err' | grep -qx 2"
check "... as they were" sh -c "cmp -s '$TMP/000_bd4a13edcc98bd39.mp3' '$TMP/kept-out/000_bd4a13edcc98bd39.mp3' &&
	cmp -s '$TMP/003_34d5600e3b384f51.mp3' '$TMP/kept-out/003_34d5600e3b384f51.mp3'"
expect_exit 0 "and again" $TS batch "$TMP/kept" -o "$TMP/kept-out" -j 2
check "renders nothing" grep -q "0 of 3 chapters written, 3 up to date" "$TMP/err"

# the playlist: named after the book, chapters in order with titles and durations
pl="$TMP/out1/$(sed -n 's/^title = //p' chapters/book.ini).m3u8"
check "the playlist is there" test -s "$pl"
check "it starts #EXTM3U" sh -c "head -1 '$pl' | grep -q '^#EXTM3U'"
# a book with no title: its playlist is named after its folder
mkdir "$TMP/无名书"
head -n 3 chapters/000_*.txt >"$TMP/无名书/001.txt"
expect_exit 0 "batch a book without a title" $TS batch -q "$TMP/无名书" -o "$TMP/untitled"
check "its playlist is named after its folder" test -s "$TMP/untitled/无名书.m3u8"
check "and so is its album tag" sh -c "ffprobe -v error -show_entries format_tags=album -of csv=p=0 '$TMP/untitled/001.mp3' | grep -qx '无名书'"
# ... and chapters/, the default book, after the folder that holds it
mkdir -p "$TMP/无名书二/chapters"
cp "$TMP/无名书/001.txt" "$TMP/无名书二/chapters/"
case $TS in /*) ts=$TS ;; *) ts=$PWD/$TS ;; esac
expect_exit 0 "batch chapters/ without a title" sh -c "cd '$TMP/无名书二' && $ts batch -q"
check "its album and playlist are the folder's that holds it" sh -c "test -s '$TMP/无名书二/out/无名书二.m3u8' &&
	ffprobe -v error -show_entries format_tags=album -of csv=p=0 '$TMP/无名书二/out/001.mp3' | grep -qx '无名书二'"
check "it lists the three chapters in order" sh -c "grep -v '^#' '$pl' | tr '\n' ' ' | grep -q '^000_bd4a13edcc98bd39.mp3 001_d4df4916215e0300.mp3 003_34d5600e3b384f51.mp3 $'"
check "with durations" sh -c "grep -q '^#EXTINF:[1-9][0-9]*,' '$pl'"

# read-along: one timestamp per sentence, increasing, ending within the audio
lrc="$TMP/out1/003_34d5600e3b384f51.lrc"
check "an .lrc beside each chapter" test -s "$lrc"
check "timestamps increase and stay within the audio" python3 -c '
import re, subprocess, sys
lines = [l for l in open(sys.argv[1], encoding="utf-8") if re.match(r"\[\d\d:\d\d\.\d\d\]", l)]
t = [int(l[1:3]) * 60 + float(l[4:9]) for l in lines]
dur = float(subprocess.check_output(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", sys.argv[2]]))
sys.exit(0 if len(t) > 20 and t == sorted(t) and t[-1] < dur else 1)' "$lrc" "$TMP/out1/003_34d5600e3b384f51.mp3"
check "the text is as written (traditional script kept)" grep -q '黃臺吉' "$lrc"

# a cover from book.ini goes into every MP3 as APIC
ffmpeg -v error -f lavfi -i color=red:s=16x16 -frames:v 1 "$TMP/in/cover.jpg"
printf '[book]\ntitle = 测试书\nauthor = 某人\ncover = cover.jpg\n' >"$TMP/in/book.ini"
expect_exit 0 "a new title, author and cover in book.ini" $TS batch "$TMP/in" -o "$TMP/out1" -j 2
check "re-tag the three MP3s without rendering them" \
	grep -q "0 of 3 chapters written, 3 up to date, 0 failed, 3 re-tagged" "$TMP/err"
check "and times no audio it did not speak" sh -c "! grep -q 'real time' '$TMP/err'"
check "the MP3 carries the cover" sh -c "ffprobe -v error -show_streams '$TMP/out1/000_bd4a13edcc98bd39.mp3' 2>&1 | grep -q 'codec_name=mjpeg'"
check "and the new artist" sh -c "ffprobe -v error -show_entries format_tags=artist -of csv=p=0 '$TMP/out1/000_bd4a13edcc98bd39.mp3' | grep -q '某人'"
check "its read-along file says the new artist and album too, its lines kept" sh -c "
	grep -qx '\[ar:某人\]' '$lrc' && grep -qx '\[al:测试书\]' '$lrc' && [ \$(grep -c '^\[a[rl]:' '$lrc') -eq 2 ] &&
	grep -q '黃臺吉' '$lrc'"
check "the playlist under the old title is gone: a player listed the book twice" \
	sh -c "test ! -e '$pl' && test -s '$TMP/out1/测试书.m3u8' &&
	grep -q '$pl.*removed' '$TMP/err'"

# the book's own lexicon (book.lexicon beside its chapters) redoes the
# chapters it changes: 王朴 is read wang2 pu3 until it says pu2
printf '王朴 wang2 pu2\n' >"$TMP/in/book.lexicon"
expect_exit 0 "a new book.lexicon redoes the chapters where it is read" $TS batch "$TMP/in" -o "$TMP/out1" -j 2
check "王朴's chapter alone, and it is no chapter" sh -c "grep -q '1 of 3 chapters written, 2 up to date' '$TMP/err' &&
	! ls '$TMP/out1' | grep -q lexicon"

# a chapter with nothing to read aloud (a site's plea alone, or blank) has no
# audio: said, not a failure; the playlist and the M4B go without it
mkdir -p "$TMP/plea"
printf '第一章 甲\n　　他来了。\n' >"$TMP/plea/001.txt"
printf '求月票！求推荐票！\n' >"$TMP/plea/002.txt"
printf '第二章 乙\n　　他走了。\n' >"$TMP/plea/003.txt"
expect_exit 0 "a book with a chapter of nothing to read aloud" \
	$TS batch "$TMP/plea" -o "$TMP/plea-out" --m4b-codec mp3
check "... says so, naming it" grep -q "002.txt: nothing to read aloud" "$TMP/err"
check "... and counts it apart" grep -q "2 of 3 chapters written, 0 up to date, 0 failed, 1 with nothing to read" "$TMP/err"
check "... no audio for it, none half-written" sh -c "! ls '$TMP/plea-out' | grep -q '^002'"
check "... the playlist without it" sh -c "grep -c '\.mp3$' '$TMP/plea-out/plea.m3u8' | grep -qx 2"
check "... the M4B bound with the two others" sh -c "ffprobe -v error -show_chapters '$TMP/plea-out/plea.m4b' | grep -c '^\[CHAPTER\]' | grep -qx 2"

# a whole-book TXT whose preface is its title and author alone: no track of
# three seconds before the first chapter (every track's tags tell them); a
# preface with more (a blurb) is a track, its title and author read with it
mkdir -p "$TMP/titled"
printf '《短书》\n作者：某人\n\n第一章 甲\n　　他来了。\n第二章 乙\n　　他走了。\n' >"$TMP/titled/book.txt"
expect_exit 0 "a book whose preface is its title page alone" \
	$TS batch "$TMP/titled/book.txt" -o "$TMP/titled-out" --m4b-codec mp3
check "... no track for it, the first chapter track 1/2" sh -c "
	grep -q '0000_preface.txt: nothing to read aloud' '$TMP/err' &&
	! ls '$TMP/titled-out' | grep -q '^0000' &&
	ffprobe -v error -show_entries format_tags=track -of csv=p=0 '$TMP/titled-out/0001_第一章_甲.mp3' |
		grep -qx 1/2"
check "... numbered so from its first tags (none re-tagged after)" sh -c "
	! grep -q 're-tagged' '$TMP/err'"
# render and a batch of one chapter number it as the whole book's batch
# does, the title page counted out without being rendered
expect_exit 0 "render of a chapter after the title page" \
	$TS render "$TMP/titled/book/0002_第二章_乙.txt" -o "$TMP/titled-render/"
check "... its track 2/2, as batch tags it" sh -c "
	ffprobe -v error -show_entries format_tags=track -of csv=p=0 \
		'$TMP/titled-render/0002_第二章_乙.mp3' | grep -qx 2/2"
expect_exit 0 "batch of that chapter alone" \
	$TS batch "$TMP/titled/book/0002_第二章_乙.txt" -o "$TMP/titled-one"
check "... tags it 2/2 too" sh -c "ffprobe -v error -show_entries format_tags=track \
	-of csv=p=0 '$TMP/titled-one/0002_第二章_乙.mp3' | grep -qx 2/2"
expect_exit 1 "batch --m4b of that chapter alone" \
	$TS batch "$TMP/titled/book/0002_第二章_乙.txt" -o "$TMP/titled-one" --m4b-codec mp3
check "... says which chapters the M4B lacks" grep -q \
	"m4b not bound: 1 chapter not rendered yet (.*/0001_第一章_甲.txt): batch the whole book" \
	"$TMP/err"
mkdir -p "$TMP/blurb"
printf '《短书》\n作者：某人\n内容简介：一个人来了又走了。\n\n第一章 甲\n　　他来了。\n第二章 乙\n　　他走了。\n' \
	>"$TMP/blurb/book.txt"
expect_exit 0 "a book whose preface has a blurb" $TS batch "$TMP/blurb/book.txt" -o "$TMP/blurb-out"
check "... a track for it, its title read" grep -q '^\[00:00.00\]《短书》' "$TMP/blurb-out/0000_preface.lrc"

# a chapter that had audio and is later a copy of the one before, or has
# nothing to read: its earlier MP3 (and LRC, state) is a track no more, and
# goes, said; the text stays
printf '第三章 丙\n　　他又来了。\n' >"$TMP/plea/002.txt"
expect_exit 0 "the plea made a chapter" $TS batch "$TMP/plea" -o "$TMP/plea-out" --m4b-codec mp3
check "... with its audio" test -s "$TMP/plea-out/002.mp3"
cp "$TMP/plea/001.txt" "$TMP/plea/002.txt"
printf '\n' >"$TMP/plea/003.txt"
expect_exit 0 "then a copy of the chapter before, and a blank one" \
	$TS batch "$TMP/plea" -o "$TMP/plea-out" --m4b-codec mp3
check "... their earlier audio removed, said" sh -c "
	grep -q 'plea-out/002.mp3: removed' '$TMP/err' &&
	grep -q 'plea-out/003.mp3: removed' '$TMP/err' &&
	! ls '$TMP/plea-out' | grep -q '^00[23]' && test -s '$TMP/plea-out/001.mp3' &&
	test -s '$TMP/plea/002.txt'"
check "... the playlist and the M4B with the first alone" sh -c "
	grep -c '\.mp3$' '$TMP/plea-out/plea.m3u8' | grep -qx 1 &&
	ffprobe -v error -show_chapters '$TMP/plea-out/plea.m4b' |
		grep -c '^\[CHAPTER\]' | grep -qx 1"

# a chapter deleted from the book after a batch: its MP3 is left (the
# user's to remove), said, and the playlist and the M4B follow the book now
rm "$TMP/plea/001.txt"
expect_exit 0 "a chapter deleted since the last batch" \
	$TS batch "$TMP/plea" -o "$TMP/plea-out" --m4b-codec mp3
check "... its MP3 left, said" sh -c "test -s '$TMP/plea-out/001.mp3' &&
	grep -q 'plea-out/001.mp3: note: of no chapter of the book now' '$TMP/err'"
check "... not in the playlist nor the M4B" sh -c "! grep -q 001 '$TMP/plea-out/plea.m3u8' &&
	ffprobe -v error -show_chapters '$TMP/plea-out/plea.m4b' |
		grep -c '^\[CHAPTER\]' | grep -qx 1"

# two books as split leaves them (A/chapters/, B/chapters/) run from one
# folder: each its own out/NAME/, named by the book's folder, not one
# out/chapters/ where the second overwrote the first's MP3s
mkdir -p "$TMP/two/A/chapters" "$TMP/two/B/chapters"
printf '第一章 甲\n　　他来了。\n' >"$TMP/two/A/chapters/001.txt"
printf '第一章 乙\n　　她走了。\n' >"$TMP/two/B/chapters/001.txt"
top=$(pwd)
case $TS in /*) ts=$TS ;; *) ts=$top/$TS ;; esac
cd "$TMP/two" || exit 2
"$ts" batch A/chapters >/dev/null 2>&1
expect_exit 0 "two books' chapters/ batched from one folder" "$ts" batch B/chapters
cd "$top" || exit 2
check "... each in its own out/NAME/" sh -c "test -s '$TMP/two/out/A/001.mp3' &&
	test -s '$TMP/two/out/B/001.mp3' && test ! -e '$TMP/two/out/chapters'"

# chapter files named for their heading: 楔子 before the numbered ones, 尾声
# after them, then 后记 and 番外 (by name alone they came first: 后记 楔子 尾声
# 番外 第一回 ...)
mkdir -p "$TMP/places"
for name in 后记 尾声 楔子 第二回_出山 第十回_归来 番外一_旧梦; do
	printf '%s\n\n　　他来了。\n' "${name%%_*}" >"$TMP/places/$name.txt"
done
expect_exit 0 "a book of 楔子, 第N回, 尾声, 后记, 番外" $TS batch -q "$TMP/places" -o "$TMP/places-out"
check "... in the order they are read" sh -c "grep -v '^#' '$TMP/places-out/places.m3u8' |
	tr '\n' ' ' | grep -qx '楔子.mp3 第二回_出山.mp3 第十回_归来.mp3 尾声.mp3 后记.mp3 番外一_旧梦.mp3 '"
check "... their tracks numbered so" sh -c "ffprobe -v error -show_entries format_tags=track \
	-of csv=p=0 '$TMP/places-out/尾声.mp3' | grep -qx '4/6'"

# a book's new name (a title in book.ini): its playlist and M4B under the
# old one go once those under the new one are written, not another book's
mkdir -p "$TMP/renamed"
printf '第一章 甲\n　　他来了。\n' >"$TMP/renamed/001.txt"
expect_exit 0 "a book bound under its folder's name" \
	$TS batch "$TMP/renamed" -o "$TMP/renamed-out" --m4b-codec mp3
printf '#EXTM3U\nother.mp3\n' >"$TMP/renamed-out/other.m3u8"
printf '[book]\ntitle = 新名\n' >"$TMP/renamed/book.ini"
expect_exit 0 "... then titled, not bound" $TS batch "$TMP/renamed" -o "$TMP/renamed-out"
check "... the old M4B and its playlist kept until a new one is bound, said" sh -c "
	test -s '$TMP/renamed-out/renamed.m4b' && test -s '$TMP/renamed-out/renamed.m3u8' &&
	grep -q 'renamed.m3u8: note: .* left until the book is bound again' '$TMP/err'"
expect_exit 0 "... then bound" $TS batch "$TMP/renamed" -o "$TMP/renamed-out" --m4b-codec mp3
check "... one M4B and one playlist of the book, under its title" sh -c "
	cd '$TMP/renamed-out' && ls *.m4b *.m4b.state | tr '\n' ' ' |
	grep -qx '新名.m4b 新名.m4b.state ' && test ! -e renamed.m3u8 && test -s 新名.m3u8"
check "... another book's playlist kept" test -s "$TMP/renamed-out/other.m3u8"

# a chapter whose name starts with #: its playlist line is no comment
mkdir -p "$TMP/hash"
printf '第一章 甲\n　　他来了。\n' >"$TMP/hash/#01 甲.txt"
expect_exit 0 "a chapter named #01" $TS batch -q "$TMP/hash" -o "$TMP/hash-out"
check "... is in the playlist as ./#01 甲.mp3" sh -c "
	grep -v '^#' '$TMP/hash-out/hash.m3u8' | grep -qx './#01 甲.mp3'"
