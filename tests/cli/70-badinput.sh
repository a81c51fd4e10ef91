#!/bin/sh
# Bad input: each case either reads correctly or fails with a message that
# names the file (and the line where there is one).  doc/robustness.md says
# what "correct" is for each.  Big inputs go through `inspect`, which skips
# synthesis; renders are of short texts.
. "$(dirname "$0")/lib.sh"

gen() { python3 -c "$1" >"$TMP/$2"; }
# inspected NAME: inspect segments --json and inspect text of $TMP/NAME, then
# checks that the segments cover the text.
inspected() {
	expect_exit 0 "$1: inspect segments" $TS inspect segments --json "$TMP/$1"
	cp "$TMP/out" "$TMP/segs.jsonl"
	cp "$TMP/err" "$TMP/diag"
	$TS inspect text "$TMP/$1" >"$TMP/text.txt" 2>/dev/null
	check "$1: the segments hold every character once" segments_cover "$TMP/segs.jsonl" "$TMP/text.txt"
}

# empty, white space only, punctuation only: an error, and no file
: >"$TMP/empty.txt"
printf '  \n\t\n\343\200\200\n\n' >"$TMP/blank.txt"
printf '\343\200\202\343\200\202\342\200\246\n' >"$TMP/dots.txt"
for f in empty blank dots; do
	expect_exit 1 "$f.txt: render fails" $TS render "$TMP/$f.txt" -o "$TMP/$f.mp3"
	check "$f.txt: 'nothing to read', naming the file" grep -q "$f.txt: nothing to read" "$TMP/err"
	check "$f.txt: no audio file, no temp file" test ! -e "$TMP/$f.mp3" -a ! -e "$TMP/$f.mp3.tmp"
done
expect_exit 0 "empty.txt: inspect segments prints nothing" $TS inspect segments "$TMP/empty.txt"
check "empty.txt: no segments" test ! -s "$TMP/out"

# a folder given for a chapter: said so, with the command that renders it,
# before its cast is looked for
mkdir -p "$TMP/folder"
cp chapters/*.txt "$TMP/folder/"
expect_exit 1 "a folder: render fails" $TS render "$TMP/folder"
check "... saying it is a folder, batch renders it" grep -q \
	"'$TMP/folder' is a folder: give one chapter file of it ('tingshu batch $TMP/folder'" "$TMP/err"
check "... no cast written for it" test ! -e "$TMP/folder/cast.ini"

# binary data: a program, an image, random bytes with NULs, all named .txt
head -c 20000 "$TS" >"$TMP/program.txt"
printf '\211PNG\r\n\032\n\000\000\000\rIHDR\000\000\001\000' >"$TMP/image.txt"
gen 'import random, sys; r = random.Random(7); sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(5000)))' random.txt
for f in program image random; do
	expect_exit 1 "$f.txt: render fails" $TS render "$TMP/$f.txt" -o "$TMP/$f.mp3"
	check "$f.txt: 'not a text file', naming the file" grep -q "$f.txt: not a text file" "$TMP/err"
	check "$f.txt: no audio file" test ! -e "$TMP/$f.mp3"
done

# invalid UTF-8 inside valid text: read, with the line of the damage
printf '第一行好好的。\n他说：\377\376“你好。”\n第三行。\n' >"$TMP/damaged.txt"
inspected damaged.txt
check "damaged.txt: the warning names line 2" grep -q "damaged.txt:2: warning: bytes that are not valid UTF-8" "$TMP/diag"
check "damaged.txt: the rest of line 2 is kept" grep -q '你好' "$TMP/text.txt"
expect_exit 0 "damaged.txt: renders" $TS render -q "$TMP/damaged.txt" -o "$TMP/damaged.wav"
check "damaged.txt: audio of the three lines (over 2 s)" awk -v d="$(wav_seconds "$TMP/damaged.wav")" 'BEGIN { exit !(d > 2) }'

# mixed encodings: a GBK line pasted among UTF-8 lines
gen 'import sys; sys.stdout.buffer.write("第一行是统一码。\n".encode() + "第二行是国标码的文字。\n".encode("gbk") + "第三行。\n".encode())' mixed.txt
inspected mixed.txt
check "mixed.txt: the GBK line is decoded" grep -q '第二行是国标码的文字' "$TMP/text.txt"
check "mixed.txt: the UTF-8 lines are intact" grep -q '第一行是统一码' "$TMP/text.txt"
check "mixed.txt: a warning names line 2" grep -q "mixed.txt:2: warning: a line in GB18030" "$TMP/diag"

# GBK and Big5 with stray bytes: a byte's neighbour pairs with the next
# character's first byte, and the line is read a byte off to its end (他点点头
# as 愕阃罚…); each stray byte is U+FFFD, reported with its line, and the text
# after it reads right.  A few in a Big5 file made it read as GB18030.
gen 'import sys; g = lambda s: s.encode("gbk"); sys.stdout.buffer.write(g("第一章\n\n　　她笑了笑，说：“明天见。”\n\n　　") + b"\x80\xff\xfe" + g("他点点头，转身走了。\n\n　　天黑了，") + b"\xb5" + g("他一个人走在回家的路上，心里想着她说的话。\n"))' stray-gbk.txt
inspected stray-gbk.txt
check "stray-gbk.txt: the text after three bad bytes reads right" grep -q '　　���他点点头，转身走了。' "$TMP/text.txt"
check "... and after one that pairs with the next character" \
	grep -q '天黑了，�他一个人走在回家的路上，心里想着她说的话。' "$TMP/text.txt"
check "... each line reported" sh -c "grep -q 'stray-gbk.txt:5: warning: bytes that are not valid GB18030' '$TMP/diag' &&
	grep -q 'stray-gbk.txt:7: warning: bytes that are not valid GB18030' '$TMP/diag'"
# three two-byte stray sequences, valid GB18030 and not Big5, in a Big5 file
gen 'import sys; b = lambda s: s.encode("big5"); p = b("　　她笑了笑，說：「明天見。」他點點頭，轉身走了。天黑了，他一個人走在回家的路上，心裡想著她說的話。\n\n"); sys.stdout.buffer.write(b("第一章\n\n") + (p[:40] + b"\xa4\x80" + p[40:]) * 3 + p * 3)' stray-big5.txt
inspected stray-big5.txt
check "stray-big5.txt: read as Big5" sh -c "test \$(grep -c '他一個人走在回家的路上，心裡想著她說的話。' '$TMP/text.txt') -eq 6"
check "... the stray bytes reported" grep -q "stray-big5.txt:3: warning: bytes that are not valid BIG5" "$TMP/diag"

# a 2 MB chapter, and a 200 KB line without punctuation
gen 'print("宝玉听了，忙进来看时，只见黛玉正在那里哭呢。他说：“妹妹别哭了。”\n" * 21000)' big.txt
start=$(date +%s)
inspected big.txt
check "big.txt: over 2 MB" test "$(wc -c <"$TMP/big.txt")" -gt 2000000
gen 'print("天地玄黄宇宙洪荒日月盈昃辰宿列张" * 4300)' longline.txt
inspected longline.txt
expect_exit 0 "longline.txt: inspect pinyin" $TS inspect pinyin "$TMP/longline.txt"
check "longline.txt: a syllable for every character" test "$(wc -w <"$TMP/out")" -eq 68800
# ten thousand one-line paragraphs
gen 'print("".join("第%d句。\n" % i for i in range(10000)), end="")' paras.txt
inspected paras.txt
check "paras.txt: 10000 paragraphs" test "$(tail -n 1 "$TMP/segs.jsonl" | sed 's/.*"para":\([0-9]*\).*/\1/')" -eq 10000
# their time is printed, not judged: a wall-clock limit fails on a loaded
# machine or under ASan, and proves nothing on a fast one
took=$(( $(date +%s) - start ))
echo "# the three big inputs took $took s"

# emoji, CJK extensions B-G, control and zero-width characters
gen 'print("他笑了😀，说：“好👍。”\n𠀀𪜀𫝀𫠠𬺰𰀀是扩展字。\n他\u200b说\u200d：“你\x07好\x1b。”\ufeff她\u00ad笑了。")' symbols.txt
inspected symbols.txt
check "symbols.txt: emoji reported with their line" grep -q "symbols.txt:1: warning: not read aloud: 😀 👍" "$TMP/diag"
check "symbols.txt: unreadable extension characters reported" grep -q "symbols.txt:2: warning: not read aloud: .*𪜀" "$TMP/diag"
check "... with how to read them (a Han character's reading in book.lexicon)" \
	grep -q "symbols.txt:2: warning: not read aloud: .*𪜀.*book.lexicon gives it one" "$TMP/diag"
check "... not for the emoji" sh -c "! grep -q 'symbols.txt:1: .*book.lexicon' '$TMP/diag'"
mkdir -p "$TMP/astral"
printf '他姓\360\240\256\267。\n' >"$TMP/astral/001.txt"
printf '\360\240\256\267 ji2\n' >"$TMP/astral/book.lexicon"
expect_exit 0 "an extension B character given a reading in book.lexicon" \
	$TS inspect pinyin "$TMP/astral/001.txt"
check "... is read" grep -qx "ta1 xing4 ji2." "$TMP/out"
check "symbols.txt: zero-width and control characters are not reported" sh -c "! grep -q 'symbols.txt:3' '$TMP/diag'"
# a font's own character (GBK's user-defined codes decode to the Private Use
# Area) is named by its code point: as itself it shows as nothing
gen 'print("他吃了一\ue485饭。")' private.txt
inspected private.txt
check "private.txt: a private-use character named by its code" grep -q "private.txt:1: warning: not read aloud: U+E485" "$TMP/diag"
expect_exit 0 "symbols.txt: renders" $TS render -q "$TMP/symbols.txt" -o "$TMP/symbols.wav"
check "symbols.txt: audio (over 2 s)" awk -v d="$(wav_seconds "$TMP/symbols.wav")" 'BEGIN { exit !(d > 2) }'

# the marks a text is decorated or punctuated with are not content: not
# reported as unread (──, ☆, ◆, ♪, a slash)
printf '────────\n☆☆☆ 第一章 ☆☆☆\n他说：“好／坏，对/错。”◆♪\n' >"$TMP/marks.txt"
inspected marks.txt
check "marks.txt: no warning of characters not read aloud" sh -c "! grep -q 'not read aloud' '$TMP/diag'"

# lone surrogates in UTF-16
gen 'import sys; e = lambda s: s.encode("utf-16-le"); sys.stdout.buffer.write(b"\xff\xfe" + e("他说：“你") + b"\x00\xd8" + e("好。”\n") + b"\x00\xdc" + e("完了。\n"))' utf16.txt
inspected utf16.txt
check "utf16.txt: the warning names line 1" grep -q "utf16.txt:1: warning: bytes that are not valid UTF-16LE" "$TMP/diag"
check "utf16.txt: and line 2" grep -q "utf16.txt:2: warning" "$TMP/diag"
check "utf16.txt: the text around them is kept" sh -c "grep -q '好。”' '$TMP/text.txt' && grep -q '完了。' '$TMP/text.txt'"

# HTML tags and entities left by scraping
printf '<p>他说：&ldquo;你好&rdquo;。</p><br/>\n<div class="x">她笑了&nbsp;&#20320;&#x597D;。</div>\n第三行 a<b 与 A&B。\n' >"$TMP/page.txt"
inspected page.txt
check "page.txt: no tags left" sh -c "! grep -q -E '<(p|br|div)' '$TMP/text.txt'"
check "page.txt: entities are characters" sh -c "grep -q '他说：“你好”。' '$TMP/text.txt' && grep -q '她笑了 你好。' '$TMP/text.txt'"
check "page.txt: a < or & that is no markup stays" grep -q '第三行 a<b 与 A&B。' "$TMP/text.txt"
check "page.txt: the removal is reported at line 1" grep -q "page.txt:1: warning: web page markup removed" "$TMP/diag"
check "page.txt: lines keep their numbers" test "$(wc -l <"$TMP/text.txt")" -eq 3

# a quote opened and never closed; quotes nested 200 deep
gen 'print("他说：“这话一开头就没有结束。\n\n" + "还在说。\n\n" * 50, end="")' unclosed.txt
inspected unclosed.txt
check "unclosed.txt: the warning names line 1" grep -q "unclosed.txt:1: warning: quotation never closed" "$TMP/diag"
gen 'print("他说：“" + "她说：‘他说：“" * 200 + "好" + "”’" * 200 + "”")' nested.txt
inspected nested.txt

# configuration: malformed presets and cast, unknown presets and voices
cp -r voices "$TMP/v"
printf '[voice\nespeak = cmn-latn-pinyin\n' >"$TMP/v/male1.ini"
printf '他说：“好。”\n' >"$TMP/short.txt"
expect_exit 1 "a preset with a broken section header fails" $TS inspect segments -V "$TMP/v" "$TMP/short.txt"
check "naming file and line" grep -q "v/male1.ini:1: error: section header" "$TMP/err"
printf '[voice]\nespeak = cmn-latn-pinyin\n\nrate_wpm = 9999\nloudness = 3\n' >"$TMP/v/male1.ini"
expect_exit 1 "a preset with bad values fails" $TS inspect segments -V "$TMP/v" "$TMP/short.txt"
check "every bad line is named (4)" grep -q "v/male1.ini:4: error:" "$TMP/err"
check "every bad line is named (5)" grep -q "v/male1.ini:5: error: unknown key 'loudness'" "$TMP/err"
head -c 3000 "$TS" >"$TMP/v/male1.ini"
expect_exit 1 "a binary preset fails" $TS inspect segments -V "$TMP/v" "$TMP/short.txt"
check "naming the file" grep -q "v/male1.ini:" "$TMP/err"
cp voices/male1.ini "$TMP/v/male1.ini"
printf '[voice]\nespeak = no-such-voice\nrole = narrator\n' >"$TMP/v/narrator.ini"
expect_exit 1 "a preset with a voice eSpeak NG lacks fails" $TS render "$TMP/short.txt" -V "$TMP/v" -o "$TMP/x.wav"
check "naming the preset and the voice" grep -q "v/narrator.ini: error: eSpeak NG has no voice 'no-such-voice'" "$TMP/err"
mkdir "$TMP/bin" && cp "$TMP/short.txt" "$TMP/bin/"
expect_exit 1 "batch: the same" $TS batch "$TMP/bin" -V "$TMP/v" -o "$TMP/bout" -j 2
check "batch names it once" test "$(grep -c "no voice 'no-such-voice'" "$TMP/err")" -eq 1
cp voices/narrator.ini "$TMP/v/narrator.ini"
printf '[贾宝玉]\ngender = male\n\nthis line is wrong\n[林黛玉\n' >"$TMP/my-cast.ini"
expect_exit 1 "a malformed cast fails" $TS inspect segments -V "$TMP/v" -c "$TMP/my-cast.ini" "$TMP/short.txt"
check "naming the cast's line" grep -q "cast.ini:4:" "$TMP/err"
printf '[贾宝玉]\nvoice = nosuch\n' >"$TMP/my-cast.ini"
expect_exit 1 "a cast voice that is no preset fails" $TS inspect segments -c "$TMP/my-cast.ini" "$TMP/short.txt"
check "naming the cast's line and the preset" grep -q "cast.ini:1: error: .*'nosuch'" "$TMP/err"
expect_exit 1 "a missing --cast fails" $TS inspect segments -c "$TMP/none.ini" "$TMP/short.txt"
check "naming it" grep -q "none.ini" "$TMP/err"
expect_exit 1 "a missing voices folder fails" $TS inspect segments -V "$TMP/novoices" "$TMP/short.txt"
check "naming it" grep -q "novoices.*No such file" "$TMP/err"
expect_exit 1 "an unknown output format fails" $TS render "$TMP/short.txt" -o "$TMP/x.ogg"
check "saying which names work" grep -q "x.ogg.*\.mp3, \.wav or \.flac" "$TMP/err"
