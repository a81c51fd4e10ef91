#!/bin/sh
# split: a whole book in, one file per chapter out, in order, nothing lost.
. "$(dirname "$0")/lib.sh"

book="$TMP/book.txt"
{ echo "红楼梦"; echo "曹雪芹 著"; echo; cat "$SHARED"/corpus/hongloumeng/*.txt; } >"$book"
expect_exit 0 "split the 120 chapters of 红楼梦" $TS split "$book" -o "$TMP/ch"
n=$(ls "$TMP/ch" | wc -l)
check "121 files: a preface and 120 chapters ($n)" test "$n" -eq 121
check "the preface comes first" test -f "$TMP/ch/0000_preface.txt"
check "chapter 120 is named by its heading" sh -c "ls '$TMP/ch' | grep -q '^0120_第一百二十回甄士隐'"
check "together they are the book, byte for byte" sh -c "cat '$TMP/ch'/*.txt | cmp -s - '$book'"
# a GBK book comes out as UTF-8 chapters
expect_exit 0 "split a GBK file" $TS split "$SHARED/corpus/encodings/gbk_sanguo_001-002.txt" -o "$TMP/gbk"
check "its chapters are UTF-8" sh -c "cat '$TMP/gbk'/*.txt | iconv -f UTF-8 -t UTF-8 >/dev/null"
expect_exit 1 "an empty book is an error" $TS split /dev/null -o "$TMP/none"
