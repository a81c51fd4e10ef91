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
: >"$TMP/empty.txt"
expect_exit 1 "an empty book is an error" $TS split "$TMP/empty.txt" -o "$TMP/none"
# a book whose text gives no title is named by its file, never over the user's
check "a file named by no Han character gives no title" sh -c "! grep -q '^title' '$TMP/gbk/book.ini' 2>/dev/null"
cp "$CORPUS/encodings/gbk_sanguo_001-002.txt" "$TMP/《三国演义》全本.txt"
expect_exit 0 "split 《三国演义》全本.txt" $TS split "$TMP/《三国演义》全本.txt" -o "$TMP/named"
check "its title is the name in 《》" grep -qx 'title = 三国演义' "$TMP/named/book.ini"
printf '[book]\ntitle = 三國\n' >"$TMP/named/book.ini"
expect_exit 0 "split it again over the user's title" $TS split "$TMP/《三国演义》全本.txt" -o "$TMP/named"
check "the user's title stays" grep -qx 'title = 三國' "$TMP/named/book.ini"
