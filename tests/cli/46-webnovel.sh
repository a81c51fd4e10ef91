#!/bin/sh
# A web novel as users download it (GBK, CRLF, a site's header and ads, 正文 and
# VIP卷 before the headings, a 番外, links, an author's note), split and rendered
# from another folder: one file per chapter with its heading, book.ini with the
# title and author, no site text in what is said nor in the LRC, nothing lost.
. "$(dirname "$0")/lib.sh"

root=$(pwd)
ts=$(cd "$(dirname "$TS")" && pwd)/$(basename "$TS")
voices="$root/voices"
# the junk: none of it may be said or shown in an LRC
junk='笔趣阁|biquge|www|https|xxsy|本章完|未完待续|作者有话说|求月票|推荐票|书友|example\.com|☆|─|正文|VIP'

python3 - "$TMP/book.txt" <<'EOF'
import sys
book = """☆本文由 笔趣阁 www.biquge.info 收集整理☆
《青山旧事》
作者：山间客
内容简介：
　　一个少年离开青山，走向远方的故事。

正文 第一章 出山
　　天刚蒙蒙亮，林远就背起了行囊。
　　母亲站在门口，说：“路上小心，到了城里记得写信。”
天才一秒记住本站地址：[笔趣阁] https://www.biquge.info 最快更新！无广告！
　　“知道了，娘。”林远点点头，转身走下了山坡。
　　（本章完）
作者有话说：新书上传，求收藏，求推荐票！
感谢书友们的支持，有问题请发邮件到 shanjianke@example.com。

正文 第二章 城门
　　城门很高，守门的老兵打量着他。
　　“从哪里来？”老兵问。
　　“青山。”林远答道。
☆☆☆☆☆
　　老兵笑了笑，放他进了城。
　　更多精彩小说请访问 www.xxsy.la

VIP卷 第三章 旧友
　　在城里，他遇见了儿时的朋友周平。
　　周平大笑道：“你终于来了！”
────────────
　　两人在茶馆里坐了一下午。
　　（未完待续）

第四章　 夜雨（求月票）
　　夜里下起了雨，林远睡不着。
　　PS：今天两更，求月票！

番外 青山的春天
　　春天来的时候，山上开满了杜鹃花。
　　母亲在院子里晒着被子。

完本感言
　　谢谢大家一路陪伴，我们下一本书再见。
"""
open(sys.argv[1], "wb").write(book.replace("\n", "\r\n").encode("gbk"))
EOF
mkdir "$TMP/elsewhere"
cd "$TMP/elsewhere" || exit 2

expect_exit 0 "split the GBK web novel from another folder" "$ts" split "$TMP/book.txt" -o book
check "one file per chapter, the preface first" sh -c 'ls book/*.txt | sed "s#book/##" | tr "\n" " " |
	grep -qx "0000_preface.txt 0001_第一章_出山.txt 0002_第二章_城门.txt 0003_第三章_旧友.txt 0004_第四章_夜雨.txt 0005_番外_青山的春天.txt 0006_完本感言.txt "'
check "each chapter starts with its heading (正文, VIP卷 kept)" sh -c '
	head -1 book/0001_*.txt | grep -qx "正文 第一章 出山" &&
	head -1 book/0003_*.txt | grep -qx "VIP卷 第三章 旧友" &&
	head -1 book/0005_*.txt | grep -qx "番外 青山的春天"'
check "the preface holds the header and no chapter" sh -c '
	grep -q "作者：山间客" book/0000_preface.txt && ! grep -q "第一章" book/0000_preface.txt'
check "book.ini has the title and the author" sh -c '
	grep -qx "title = 青山旧事" book/book.ini && grep -qx "author = 山间客" book/book.ini'
iconv -f GBK -t UTF-8 "$TMP/book.txt" | tr -d '\r' >"$TMP/book.utf8"
check "together the chapters are the book, byte for byte (as UTF-8, LF)" sh -c "cat book/*.txt | cmp -s - '$TMP/book.utf8'"

# what each chapter says: no site text, every line of the story
n=0
for f in book/*.txt; do
	n=$((n + 1))
	"$ts" inspect segments --json -V "$voices" "$f" >"$TMP/s$n.jsonl" 2>/dev/null
	"$ts" inspect text -V "$voices" "$f" >"$TMP/t$n.txt" 2>/dev/null
	check "$f: segments cover its text once" segments_cover "$TMP/s$n.jsonl" "$TMP/t$n.txt"
done
python3 - "$TMP" "$n" "$junk" >"$TMP/said.txt" <<'EOF'
import json, sys
tmp, n, junk = sys.argv[1], int(sys.argv[2]), sys.argv[3]
for i in range(1, n + 1):
    for l in open("%s/s%d.jsonl" % (tmp, i), encoding="utf-8"):
        s = json.loads(l)
        print(("ASIDE " if s["kind"] == "aside" else "SAID ") + s["text"].replace("\n", " "))
EOF
check "no site text, link, end mark or note is said" sh -c "! grep '^SAID' '$TMP/said.txt' | grep -Eq '$junk'"
check "the site's lines are asides" sh -c "grep '^ASIDE' '$TMP/said.txt' | grep -q 'https://www.biquge.info' &&
	grep -q '^ASIDE 作者有话说' '$TMP/said.txt' && grep -q '^ASIDE （本章完）' '$TMP/said.txt' &&
	grep -q '^ASIDE PS：今天两更' '$TMP/said.txt' && grep -q '^ASIDE ☆☆☆☆☆' '$TMP/said.txt'"
check "every line of the story is said" sh -c "
	for s in 林远点点头 放他进了城 你终于来了 两人在茶馆里 睡不着 晒着被子 第三章 旧友; do
		grep '^SAID' '$TMP/said.txt' | grep -q \"\$s\" || exit 1; done"
check "the author's 完本感言 chapter is his note, kept and not said" sh -c "
	grep -q '^ASIDE 完本感言' '$TMP/said.txt' && grep -q '^ASIDE 谢谢大家一路陪伴' '$TMP/said.txt' &&
	! grep '^SAID' '$TMP/said.txt' | grep -q 下一本书再见"
expect_exit 0 "inspect text -v lists what is not read aloud" "$ts" inspect text -v -V "$voices" book/0001_第一章_出山.txt
check "... each with its line" sh -c "grep -q '0001_第一章_出山.txt:4: not read aloud (site text): 天才一秒记住' '$TMP/err' &&
	grep -q '0001_第一章_出山.txt:7: not read aloud (author.s note): 作者有话说' '$TMP/err'"

expect_exit 1 "preview of a paragraph that is an ad: said so" "$ts" preview -V "$voices" -p 4 book/0001_第一章_出山.txt -o p.wav
check "... with its line and --read-all" grep -q "0001_第一章_出山.txt:4: paragraph 4 is not read aloud (site text); --read-all reads it" "$TMP/err"

# the audio and the LRC
expect_exit 0 "render chapter 1 from another folder" "$ts" render -V "$voices" book/0001_第一章_出山.txt -o ch1.mp3
check "its LRC has the story and nothing of the site" sh -c "grep -q 林远点点头 ch1.lrc && ! grep -Eq '$junk' ch1.lrc"
check "its title leaves the label out" grep -qx '\[ti:第一章 出山\]' ch1.lrc
expect_exit 0 "render it with --read-all" "$ts" render --read-all -V "$voices" book/0001_第一章_出山.txt -o all.mp3
all=$(decoded_seconds all.mp3) said=$(decoded_seconds ch1.mp3)
echo "# chapter 1: $said s, $all s with --read-all"
check "--read-all reads the site text too: longer audio" \
	awk -v a="$all" -v b="$said" 'BEGIN { exit !(a > b + 5) }'
check "... and its LRC shows it" grep -q 'biquge' all.lrc
expect_exit 0 "batch the book from another folder" "$ts" batch -q -j 2 -V "$voices" book -o out
check "a track and an LRC a chapter but the author's, no site text in any LRC" sh -c "
	test \$(ls out/*.mp3 | wc -l) -eq 6 && test \$(ls out/*.lrc | wc -l) -eq 6 && ! test -e out/0006_完本感言.mp3 &&
	! cat out/*.lrc | grep -Eq '$junk' && grep -q 杜鹃花 out/0005_*.lrc"
check "a heading's spaces, full-width and not, are one in its title" \
	grep -qx '\[ti:第四章 夜雨\]' out/0004_第四章_夜雨.lrc
printf '\n[settings]\nread_all = yes\n' >>book/book.ini
"$ts" inspect segments -V "$voices" book/0001_第一章_出山.txt >"$TMP/all.txt" 2>/dev/null
check "book.ini read_all = yes: no asides, the site text is narration" sh -c "
	! grep -q ' aside ' '$TMP/all.txt' && grep -q 'narration.*天才一秒记住' '$TMP/all.txt'"
printf '[settings]\nread_all = maybe\n' >"$TMP/bad.ini"
mkdir bad && cp "$TMP/bad.ini" bad/book.ini && cp book/0004_*.txt bad/
expect_exit 1 "a bad read_all value is an error" "$ts" render -V "$voices" bad/0004_第四章_夜雨.txt -o bad.mp3
check "... naming book.ini and its line" grep -q 'bad/book.ini:2: error: read_all.*maybe' "$TMP/err"

# the folder is the book's
expect_exit 0 "split the same book again: nothing changes" "$ts" split -q "$TMP/book.txt" -o book
sed 's/青山旧事/白水新篇/; s/出山/下山/' "$TMP/book.utf8" >"$TMP/other.txt"
expect_exit 1 "split another book into its folder: refused" "$ts" split "$TMP/other.txt" -o book
check "... naming a file and --force" sh -c "grep -q \"'book' already holds\" '$TMP/err' && grep -q -- --force '$TMP/err'"
check "... and nothing written" sh -c "test ! -e book/0001_第一章_下山.txt && grep -qx 'title = 青山旧事' book/book.ini"
expect_exit 0 "--force writes it" "$ts" split --force "$TMP/other.txt" -o book
check "... with its title, naming the file left over" sh -c "grep -qx 'title = 白水新篇' book/book.ini &&
	grep -qx 'read_all = yes' book/book.ini && grep -q '0001_第一章_出山.txt' '$TMP/err'"

: >afile
expect_exit 1 "split into a file that is not a folder: an error" "$ts" split "$TMP/book.txt" -o afile
check "... naming it" grep -q "cannot read 'afile': Not a directory" "$TMP/err"

# a whole book given to render: done, with a hint
expect_exit 0 "render the whole book as one file" "$ts" render -V "$voices" "$TMP/book.txt" -o whole.wav
check "... says it holds 6 chapter headings and suggests batch" \
	grep -q "holds 6 chapter headings.*tingshu batch" "$TMP/err"
# ...and to batch: split into a folder beside it, a file a chapter
mkdir -p "$TMP/whole"
cp "$TMP/book.txt" "$TMP/whole/novel.txt"
expect_exit 0 "batch the whole book" "$ts" batch -q -V "$voices" "$TMP/whole/novel.txt" -o "$TMP/whole-audio"
check "... its chapters split beside it, as split writes them" sh -c \
	"'$ts' split -q '$TMP/book.txt' -o '$TMP/whole-split' && test \$(ls '$TMP/whole/novel'/*.txt | wc -l) -ge 6 &&
	! diff -r '$TMP/whole-split' '$TMP/whole/novel' | grep -v '^Only in .*: cast.ini'"
check "... each rendered but the author's 完本感言" \
	test "$(ls "$TMP/whole-audio"/*.mp3 | wc -l)" -eq "$(($(ls "$TMP/whole/novel"/*.txt | wc -l) - 1))"
# ...and dropped alone into a book's folder (chapters/, as the README says),
# the folder's batch reads it so too: split beside it, a file a chapter,
# and the same folder read again the next time
mkdir -p "$TMP/drop/chapters"
cp "$TMP/book.txt" "$TMP/drop/chapters/novel.txt"
(cd "$TMP/drop" && "$ts" batch -q -V "$voices") >"$TMP/out" 2>"$TMP/err"
check "batch of a folder holding one whole-book TXT splits it" \
	test "$(ls "$TMP/drop/chapters/novel"/*.txt | wc -l)" -ge 6
check "... and renders each chapter but the author's" \
	test "$(ls "$TMP/drop/out/novel"/*.mp3 | wc -l)" -eq "$(($(ls "$TMP/drop/chapters/novel"/*.txt | wc -l) - 1))"
(cd "$TMP/drop" && "$ts" batch -V "$voices") >"$TMP/out" 2>"$TMP/err"
check "... and again: all up to date, from the folder split before" \
	grep -q "0 of [0-9]* chapters written, [0-9]* up to date" "$TMP/err"
# two chapters in one file, dropped alone, are two chapters too
mkdir -p "$TMP/two"
printf '第一回　出山\n　　他下山了。\n\n第二回　回山\n　　他又上山了。\n' >"$TMP/two/book.txt"
expect_exit 0 "batch of a folder holding a two-chapter TXT" "$ts" batch -q -V "$voices" "$TMP/two" -o "$TMP/two-audio"
check "... renders each chapter" sh -c "ls '$TMP/two-audio'/*.mp3 | wc -l | grep -qx 2"
# a folder of chapters that holds one chapter file is read as it is
mkdir -p "$TMP/one"
printf '第一章 出山\n　　他下山了。\n' >"$TMP/one/001.txt"
expect_exit 0 "batch of a folder holding one chapter" "$ts" batch -q -V "$voices" "$TMP/one" -o "$TMP/one-audio"
check "... renders it, nothing split" sh -c "test -s '$TMP/one-audio/001.mp3' && ! test -e '$TMP/one/001'"

# what sites add that reads like story: a spaced link, thanks for a gift, the
# file's maker, a CIP record, a chapter given twice, a quote's lone closing "
python3 - "$TMP/site2.txt" <<'EOF'
import sys
book = """《雾港来信》
作者：北桥
本书由雾港书屋整理
图书在版编目(CIP)数据
雾港来信/北桥著. —北京：某某出版社，2020.5
中国版本图书馆CIP数据核字(2020)第012345号

第一章 雨夜
　　雨下了一整夜，码头上的灯一盏盏灭了。
　　阿芳没有回答，只是看着海。"
感谢书友风里来的打赏！
更多精彩请关注 w w w . x i a o s h u o . c o m

第二章 来信
　　邮差送来一封信。

第二章 来信
　　邮差送来一封信。

第三章 雾散
　　雾散了，老陈看见了那条船。
"""
open(sys.argv[1], "wb").write(book.replace("\n", "\r\n").encode("gbk"))
EOF
expect_exit 0 "split a book with a site's subtler additions" "$ts" split "$TMP/site2.txt" -o site2
for f in site2/*.txt; do
	"$ts" inspect segments -V "$voices" "$f"
done >"$TMP/site2.seg" 2>"$TMP/site2.err"
check "... the spaced link, thanks, credit, CIP record are not said" sh -c "
	! grep -E ' (narration|dialogue) ' '$TMP/site2.seg' |
		grep -Eq 'w w w|感谢书友|本书由|北桥著|CIP数据核字'"
check "... no quote warned for the lone closing mark" \
	sh -c "! grep -q 'never closed' '$TMP/site2.err'"
check "... the story is said" sh -c "grep ' narration ' '$TMP/site2.seg' | grep -q '只是看着海' &&
	test \$(grep ' narration ' '$TMP/site2.seg' | grep -c 邮差送来一封信) -eq 1"
expect_exit 0 "inspect text -v names the chapter's copy" \
	"$ts" inspect text -v -V "$voices" site2/0002_第二章_来信.txt
check "... with its line" \
	grep -q '0002_第二章_来信.txt:4: not read aloud (chapter repeated): 第二章 来信' "$TMP/err"
expect_exit 0 "batch it" "$ts" batch -V "$voices" site2 -o site2-out
check "... says the chapter given twice is read once" \
	grep -q '0002_第二章_来信.txt:4: the chapter is given twice: read once' "$TMP/err"
check "... its MP3s decode" sh -c 'for f in site2-out/*.mp3; do
	ffprobe -v error -show_entries format=duration -of csv=p=0 "$f" | grep -q "^[0-9]" ||
	exit 1; done'
# a site's next page of a chapter headed again, the text going on: the
# heading is not said twice, the text under it is (a volume's chapter of the
# same heading after a volume's heading is another chapter)
printf '第1章 少年\n　　他出山了。\n\n第1章 少年\n　　母亲叹了口气。\n第二卷 入城\n第1章 少年\n　　他进城了。\n' \
	>"$TMP/paged.txt"
expect_exit 0 "inspect a chapter whose heading a site repeats" \
	"$ts" inspect segments -V "$voices" "$TMP/paged.txt"
check "... says the heading once, the text all, the next volume's heading" sh -c "
	test \$(grep -c ' narration .*第1章 少年' '$TMP/out') -eq 2 &&
	grep -q '^    4  aside     site .*第1章 少年' '$TMP/out' &&
	grep -q ' narration .*母亲叹了口气' '$TMP/out' && grep -q '^    7  narration .*第1章 少年' '$TMP/out'"
# a chapter posted twice, each copy a file of its own (an EPUB's documents):
# the copy is kept, not read, and left out of the playlist
mkdir -p "$TMP/twice"
printf '第一章 出山\n　　他下山了。\n' >"$TMP/twice/0001.txt"
printf '第二章 回山\n　　他又上山了。\n' >"$TMP/twice/0002.txt"
printf '第二章 回山\n\n他又上山了。\n' >"$TMP/twice/0003.txt"
printf '第三章 下山\n　　他又下山了。\n' >"$TMP/twice/0004.txt"
expect_exit 0 "batch of a folder with a chapter given twice" \
	"$ts" batch -V "$voices" "$TMP/twice" -o "$TMP/twice-audio"
check "... says so and reads it once" sh -c "
	grep -q '0003.txt: the same text as .*0002.txt: read once, no audio' '$TMP/err' &&
	grep -q '1 given twice' '$TMP/err' && test ! -e '$TMP/twice-audio/0003.mp3' &&
	test -s '$TMP/twice-audio/0004.mp3' && ! grep -q 0003 '$TMP/twice-audio'/*.m3u8"
check "... the tracks number the audio: 1/3 2/3 3/3" test "$(for f in "$TMP/twice-audio"/*.mp3; do
	ffprobe -v error -show_entries format_tags=track -of csv=p=0 "$f"; done | tr '\n' ' ')" = "1/3 2/3 3/3 "
check "... from the first tags on: none re-tagged" sh -c "! grep -q 're-tagged' '$TMP/err'"
# ... in UTF-16 (with a BOM, either byte order), the copy's indents not the
# original's: still a copy
mkdir -p "$TMP/twice16"
printf '第一章 出山\n　　他下山了。\n' | iconv -f UTF-8 -t UTF-16 >"$TMP/twice16/0001.txt"
printf '第一章 出山\n\n他下山了。\n' | iconv -f UTF-8 -t UTF-16 >"$TMP/twice16/0002.txt"
printf '第二章 回山\n　　他上山了。\n' | iconv -f UTF-8 -t UTF-16BE >"$TMP/be"
{ printf '\376\377'; cat "$TMP/be"; } >"$TMP/twice16/0003.txt"
printf '第二章 回山\n  他上山了。\n' | iconv -f UTF-8 -t UTF-16BE >"$TMP/be"
{ printf '\376\377'; cat "$TMP/be"; } >"$TMP/twice16/0004.txt"
expect_exit 0 "batch of a UTF-16 folder with chapters given twice" \
	"$ts" batch -V "$voices" "$TMP/twice16" -o "$TMP/twice16-audio"
check "... reads each once" sh -c "
	grep -q '0002.txt: the same text as .*0001.txt: read once, no audio' '$TMP/err' &&
	grep -q '0004.txt: the same text as .*0003.txt: read once, no audio' '$TMP/err' &&
	grep -q '2 given twice' '$TMP/err'"
# ... in Big5, the original indented with Big5's ideographic space
mkdir -p "$TMP/twiceb5"
printf '第一章 出山\n　　他下山了。天色已晚，山路難行，他一個人走得很慢。\n' |
	iconv -f UTF-8 -t BIG5 >"$TMP/twiceb5/0001.txt"
printf '第一章 出山\n他下山了。天色已晚，山路難行，他一個人走得很慢。\n' |
	iconv -f UTF-8 -t BIG5 >"$TMP/twiceb5/0002.txt"
expect_exit 0 "batch of a Big5 folder with a chapter given twice" \
	"$ts" batch -V "$voices" "$TMP/twiceb5" -o "$TMP/twiceb5-audio"
check "... reads it once" grep -q '0002.txt: the same text as .*0001.txt: read once, no audio' "$TMP/err"

# A printed book's notes in a TXT (a translated novel's, trial13): the mark
# after a word and the note under the story are not said; the mark stays in
# its sentence's LRC line, as the book prints it, and the note is in none
mkdir -p "$TMP/notes"
printf '第一章 来信\n\n　　玛丽·安说：“我有两年①没见到他了。”\n\n　　他读过《史记》[1]，点了点头。\n\n　　注①：见第三章。\n\n　　[1] 司马迁所著。\n' \
	>"$TMP/notes/0001.txt"
expect_exit 0 "render a chapter with notes" "$ts" render -V "$voices" "$TMP/notes/0001.txt" \
	-o "$TMP/notes.mp3"
check "... its LRC: each sentence with its mark on one line, no note" sh -c "
	grep -q '[]]玛丽·安说：“我有两年①没见到他了。”\$' '$TMP/notes.lrc' &&
	grep -q '[]]他读过《史记》\[1\]，点了点头。\$' '$TMP/notes.lrc' &&
	! grep -Eq '见第三章|司马迁' '$TMP/notes.lrc'"
