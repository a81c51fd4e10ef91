#!/bin/sh
# split: a whole book in, one file per chapter out, in order, nothing lost.
. "$(dirname "$0")/lib.sh"

book="$TMP/book.txt"
{ echo "红楼梦"; echo "曹雪芹 著"; echo; cat "$CORPUS"/hongloumeng/*.txt; } >"$book"
chapters=$(ls "$CORPUS"/hongloumeng/*.txt | wc -l)
expect_exit 0 "split the $chapters chapters of 红楼梦" $TS split "$book" -o "$TMP/ch"
n=$(ls "$TMP/ch"/*.txt | wc -l)
check "a preface and $chapters chapters ($n files)" test "$n" -eq $((chapters + 1))
check "the preface comes first" test -f "$TMP/ch/0000_preface.txt"
last=$(python3 -c 'import sys; print(open(sys.argv[1], encoding="utf-8").readline()[:4])' \
	"$(ls "$CORPUS"/hongloumeng/*.txt | tail -1)")
check "the last chapter is named by its heading ($last)" sh -c "ls '$TMP/ch' | grep '\.txt$' | tail -1 | grep -q '^$(printf %04d "$chapters")_$last'"
check "the header's author (曹雪芹 著) is in book.ini" grep -qx 'author = 曹雪芹' "$TMP/ch/book.ini"
check "together they are the book, byte for byte" sh -c "cat '$TMP/ch'/*.txt | cmp -s - '$book'"
# a GBK book comes out as UTF-8 chapters
expect_exit 0 "split a GBK file" $TS split "$CORPUS/encodings/gbk_sanguo_001-002.txt" -o "$TMP/gbk"
check "its chapters are UTF-8" sh -c "cat '$TMP/gbk'/*.txt | iconv -f UTF-8 -t UTF-8 >/dev/null"
# the folder may follow the book, as cast and decipher take it; not twice
expect_exit 0 "split BOOK DIR" $TS split "$CORPUS/encodings/gbk_sanguo_001-002.txt" "$TMP/gbk2"
check "writes the same chapters into DIR" sh -c "ls '$TMP/gbk' >'$TMP/gbk.ls' && ls '$TMP/gbk2' | cmp -s - '$TMP/gbk.ls'"
expect_exit 2 "split -o DIR BOOK DIR is a usage error" $TS split -o "$TMP/x" "$CORPUS/encodings/gbk_sanguo_001-002.txt" "$TMP/y"
: >"$TMP/empty.txt"
expect_exit 1 "an empty book is an error" $TS split "$TMP/empty.txt" -o "$TMP/none"
# a book whose text gives no title is named by its file, never over the user's
check "a file named by no Han character gives no title" sh -c "! grep -q '^title' '$TMP/gbk/book.ini' 2>/dev/null"
cp "$CORPUS/encodings/gbk_sanguo_001-002.txt" "$TMP/《三国演义》全本.txt"
expect_exit 0 "split 《三国演义》全本.txt" $TS split "$TMP/《三国演义》全本.txt" -o "$TMP/named"
check "its title is the name in 《》" grep -qx 'title = 三国演义' "$TMP/named/book.ini"
# a text with no heading is one chapter, named by the book, not a preface
printf '小城故事\n\n（一）\n　　春天来得晚。\n（二）\n　　夏天到了。\n' >"$TMP/noheading.txt"
expect_exit 0 "split a text with no chapter heading" $TS split "$TMP/noheading.txt" -o "$TMP/nohead"
check "it is one chapter named by its file" sh -c "ls '$TMP/nohead' | grep '\.txt$' | tr '\n' ' ' | grep -qx '0001_noheading.txt '"
printf '《小城故事》\n\n　　春天来得晚。\n' >"$TMP/noheading.txt"
expect_exit 0 "split it again with a title" $TS split "$TMP/noheading.txt" -o "$TMP/nohead2"
check "it is one chapter named by its title" sh -c "ls '$TMP/nohead2' | grep '\.txt$' | tr '\n' ' ' | grep -qx '0001_小城故事.txt '"
printf '[book]\ntitle = 三國\n' >"$TMP/named/book.ini"
expect_exit 0 "split it again over the user's title" $TS split "$TMP/《三国演义》全本.txt" -o "$TMP/named"
check "the user's title stays" grep -qx 'title = 三國' "$TMP/named/book.ini"

# volumes that number their chapters from 1 again: each volume's chapters are
# told apart by the volume's name, on the heading's line or on one of its own
printf '第一卷 故乡 第一章 上\n　　文一。\n第一卷 故乡 第二章 下\n　　文二。\n第二卷\n第一章 上\n　　文三。\n第二章 下\n　　文四。\n' >"$TMP/volumes.txt"
expect_exit 0 "split a book whose volumes number chapters from 1" $TS split "$TMP/volumes.txt" -o "$TMP/vol"
check "the files name the volume where it starts" sh -c "ls '$TMP/vol' | grep '\.txt$' | tr '\n' ' ' |
	grep -qx '0001_第一卷_故乡_第一章_上.txt 0002_第一卷_故乡_第二章_下.txt 0003_第二卷_第一章_上.txt 0004_第二章_下.txt '"
expect_exit 0 "render the second volume's first chapter" $TS render "$TMP/vol/0003_第二卷_第一章_上.txt" -o "$TMP/vol3.mp3"
check "its title tag names its volume" sh -c "ffprobe -v error -show_entries format_tags=title -of csv=p=0 '$TMP/vol3.mp3' | grep -qx '第二卷 第一章 上'"

# a heading that another volume's chapter has too (第二章 重逢 in both) names
# its volume in the file and in the track: two tracks called 第二章 重逢 were
# one listener's puzzle
printf '第一卷 南城\n\n第一章 初见\n　　文一。\n\n第二章 重逢\n　　文二。\n' >"$TMP/twin.txt"
expect_exit 0 "split the first volume of a book" $TS split "$TMP/twin.txt" -o "$TMP/twin"
expect_exit 0 "and batch it" $TS batch -q "$TMP/twin" -o "$TMP/twin_out"
check "alone, its second chapter's track is its heading" sh -c "ffprobe -v error -show_entries format_tags=title -of csv=p=0 '$TMP/twin_out/0002_第二章_重逢.mp3' | grep -qx '第二章 重逢'"
printf '\n第二卷 北城\n\n第一章 初见\n　　文三。\n\n第二章 重逢\n　　文四。\n' >>"$TMP/twin.txt"
expect_exit 0 "split the book of two volumes" $TS split "$TMP/twin.txt" -o "$TMP/twin2"
check "each 第二章 重逢 file names its volume" sh -c "ls '$TMP/twin2' | grep '\.txt$' | tr '\n' ' ' |
	grep -qx '0001_第一卷_南城_第一章_初见.txt 0002_第一卷_南城_第二章_重逢.txt 0003_第二卷_北城_第一章_初见.txt 0004_第二卷_北城_第二章_重逢.txt '"
cp "$TMP/twin2/0003_第二卷_北城_第一章_初见.txt" "$TMP/twin2/0004_第二卷_北城_第二章_重逢.txt" "$TMP/twin/"
expect_exit 0 "batch the first volume's folder with the second volume added" $TS batch -q "$TMP/twin" -o "$TMP/twin_out"
for f in 0002_第二章_重逢:'第一卷 南城 第二章 重逢' 0004_第二卷_北城_第二章_重逢:'第二卷 北城 第二章 重逢'; do
	check "track ${f%%:*} is titled ${f#*:}" sh -c "ffprobe -v error -show_entries format_tags=title -of csv=p=0 '$TMP/twin_out/${f%%:*}.mp3' | grep -qx '${f#*:}'"
done
check "and so are the playlist's entries" sh -c "grep -c '^#EXTINF:[0-9]*,第[一二]卷 .城 第二章 重逢' '$TMP/twin_out/twin.m3u8' | grep -qx 2"

# a site's plea after a heading (（二更，求月票！）) names no file and no title
printf '第一章 出发（求收藏）\n　　文一。\n第二章 大战（二更，求月票！）\n　　文二。\n' >"$TMP/pleas.txt"
expect_exit 0 "split a book with pleas in its headings" $TS split "$TMP/pleas.txt" -o "$TMP/pleas"
check "the files are named by the headings alone" sh -c "ls '$TMP/pleas' | grep '\.txt$' | tr '\n' ' ' |
	grep -qx '0001_第一章_出发.txt 0002_第二章_大战.txt '"
expect_exit 0 "render the second" $TS render "$TMP/pleas/0002_第二章_大战.txt" -o "$TMP/plea2.mp3"
check "its title tag is the heading alone" sh -c "ffprobe -v error -show_entries format_tags=title -of csv=p=0 '$TMP/plea2.mp3' | grep -qx '第二章 大战'"

printf '第一章 独章\n　　只有一章。\n' >"$TMP/single.txt"
expect_exit 0 "split a book of one chapter" $TS split "$TMP/single.txt" -o "$TMP/single"
check "... says one chapter, not 1 chapters" grep -q "single.txt: 1 chapter written to" "$TMP/err"
