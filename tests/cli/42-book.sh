#!/bin/sh
# A listener's own book: 《青石镇旧事》 (tests/books/) as a site serves it
# (GBK, CRLF, a header, ads, decorative rules), rendered by a plain batch
# from another folder with the cast found in it; a 番外 added between two
# chapters renumbers every track; --speed; tingshu voices; a second batch on
# the same output is told that the book is busy.
. "$(dirname "$0")/lib.sh"

top=$PWD
case $TS in /*) ts=$TS ;; *) ts=$top/$TS ;; esac
src=tests/books/qingshizhen
genders=tests/books/qingshizhen.genders
book=$TMP/青石镇旧事
mkdir -p "$book" "$TMP/elsewhere"
# gbk IN OUT: as a web novel site's TXT: GBK, CRLF, its header and ads
gbk() {
	python3 - "$1" "$2" <<'EOF'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
head, _, rest = text.partition("\n")
page = head + "\n\n☆☆☆☆☆☆☆☆☆☆☆☆\n" + rest.rstrip("\n") + "\n\n────────────\n（本章完）\n"
open(sys.argv[2], "wb").write(page.replace("\n", "\r\n").encode("gbk"))
EOF
}
for f in "$src"/*.txt; do gbk "$f" "$book/$(basename "$f")"; done
printf '[book]\r\ntitle = 青石镇旧事\r\nauthor = 佚名\r\n' >"$book/book.ini"
check "the chapters are GBK with CRLF" sh -c "! iconv -f UTF-8 -t UTF-8 '$book/0001_第一章 雨夜来客.txt' >/dev/null 2>&1 &&
	grep -q \$(printf '\\r') '$book/0001_第一章 雨夜来客.txt'"

# a plain batch, from another folder: out/BOOK/ there (two books run from
# one folder never share a file), the cast found in the book
cd "$TMP/elsewhere" || exit 2
expect_exit 0 "batch the book from another folder" "$ts" batch -j 2 "$book"
cd "$top" || exit 2
out=$TMP/elsewhere/out/青石镇旧事
check "five MP3s in out/BOOK/ of the folder it ran in" test "$(ls "$out"/*.mp3 | wc -l)" -eq 5
check "and nothing else in out/" test "$(ls "$TMP/elsewhere/out")" = 青石镇旧事
check "it says it found a cast" grep -q "cast.ini: note: the book had no cast: [0-9]* characters found" "$TMP/err"
check "the cast is written beside the chapters" test -s "$book/cast.ini"
check "and says it may lack someone (complete = no)" grep -qx "complete = no" "$book/cast.ini"
# inspect reads a chapter file as render does, whatever its encoding
"$ts" inspect pinyin "$book/0001_第一章 雨夜来客.txt" >"$TMP/gbk-pinyin" 2>/dev/null
check "inspect pinyin reads a GBK chapter: its first line is its heading's pinyin" sh -c \
	"head -1 '$TMP/gbk-pinyin' | grep -qx 'di4 yi1 zhang1, yu3 ye4 lai2 ke4'"
check "decorative rules and stars are not reported as unread" sh -c "! grep -q 'not read aloud: .*[☆─]' '$TMP/err'"
python3 - "$book" >"$TMP/bookchars" <<'EOF'
import glob, sys
print("".join(open(f, encoding="gbk").read() for f in sorted(glob.glob(sys.argv[1] + "/*.txt"))))
EOF
check "every name in the found cast is in the book" python3 - "$book/cast.ini" "$TMP/bookchars" <<'EOF'
import re, sys
text = open(sys.argv[2], encoding="utf-8").read()
names = re.findall(r"^\[(.+)\]", open(sys.argv[1], encoding="utf-8").read(), re.M)
absent = [n for n in names if n not in text]
print("# cast: %s" % " ".join(names))
sys.exit(1 if absent or not names else 0)
EOF
check "no man of the story is a woman in the cast, nor a woman a man" python3 - "$book/cast.ini" "$genders" <<'EOF'
import re, sys
cast = dict(re.findall(r"^\[(.+)\]\n(?:#.*\n)*gender = (\w+)", open(sys.argv[1], encoding="utf-8").read(), re.M))
gold = dict(l.split() for l in open(sys.argv[2], encoding="utf-8") if l.strip() and not l.startswith("#"))
wrong = [n for n, g in cast.items() if n in gold and g != "unknown" and g != gold[n]]
known = [n for n in cast if n in gold]
print("# %d of the cast in the story's list, wrong: %s" % (len(known), wrong))
sys.exit(1 if wrong or len(known) < 5 else 0)
EOF
# each chapter's quotes: who says each, in which voice
for f in "$book"/*.txt; do
	$TS inspect segments --json "$f" 2>/dev/null
done >"$TMP/segs.jsonl"
check "no quote is given to a name absent from the book" python3 - "$TMP/segs.jsonl" "$TMP/bookchars" <<'EOF'
import json, sys
text = open(sys.argv[2], encoding="utf-8").read()
segs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
said = {s["speaker"] for s in segs if s["kind"] == "dialogue" and s["speaker"]}
print("# speakers: %s" % " ".join(sorted(said)))
sys.exit(1 if not said or any(n not in text for n in said) else 0)
EOF
check "no man is voiced by a woman's preset, nor a woman by a man's" python3 - "$TMP/segs.jsonl" "$genders" <<'EOF'
import json, sys
gold = dict(l.split() for l in open(sys.argv[2], encoding="utf-8") if l.strip() and not l.startswith("#"))
bad = []
for l in open(sys.argv[1], encoding="utf-8"):
    s = json.loads(l)
    g = gold.get(s["speaker"] or "")
    if (g == "male" and s["voice"].startswith("female")) or (g == "female" and s["voice"].startswith("male")):
        bad.append("%s:%s" % (s["speaker"], s["voice"]))
print("# %s" % (" ".join(bad) or "none"))
sys.exit(1 if bad else 0)
EOF
# tracks: the place of each in the book now
tracks() {
	for f in "$out"/*.mp3; do
		ffprobe -v error -show_entries format_tags=track -of csv=p=0 "$f"
	done | tr '\n' ' '
}
check "tracks 1/5 to 5/5" test "$(tracks)" = "1/5 2/5 3/5 4/5 5/5 "
cp "$book/cast.ini" "$TMP/cast.before"
echo '[王子安]' >>"$book/cast.ini" # an edit of the reader's: a section twice is an error
expect_exit 1 "the reader's cast.ini is read, not found again" $TS batch -q "$book" -o "$out"
check "its error names it and the line" grep -q "cast.ini:[0-9]*: error: character already in the cast" "$TMP/err"
cp "$TMP/cast.before" "$book/cast.ini"

# a 番外 between chapters two and three
gbk "tests/books/qingshizhen-later/0002b_番外 柳娘子.txt" "$book/0002b_番外 柳娘子.txt"
cd "$TMP/elsewhere" || exit 2
expect_exit 0 "batch again with the 番外 added" "$ts" batch -j 2 "$book"
cd "$top" || exit 2
check "renders the new chapter alone and re-tags the five" \
	grep -q "1 of 6 chapters written, 5 up to date, 0 failed, 5 re-tagged" "$TMP/err"
check "tracks 1/6 to 6/6, the 番外 third" test "$(tracks)" = "1/6 2/6 3/6 4/6 5/6 6/6 "
check "the re-tagged MP3s decode" sh -c "for f in '$out'/*.mp3; do mpg123 -q -t \"\$f\" || exit 1; done"
check "the playlist lists the six in order" sh -c "grep -v '^#' '$out/青石镇旧事.m3u8' | tr '\n' '|' |
	grep -q '^0001_[^|]*|0002_[^|]*|0002b_[^|]*|0003_[^|]*|0004_[^|]*|0005_[^|]*|$'"
expect_exit 0 "batch -f of one chapter" $TS batch -q -f "$book/0004_第四章 河边.txt" -o "$out"
check "keeps its place in the book (5/6)" sh -c "ffprobe -v error -show_entries format_tags=track -of csv=p=0 '$out/0004_第四章 河边.mp3' | grep -qx 5/6"
check "and the others theirs" test "$(tracks)" = "1/6 2/6 3/6 4/6 5/6 6/6 "

# --speed 1.5: about two-thirds as long; the book's speed setting likewise
ch="$book/0003_第三章 陈家大院.txt"
expect_exit 0 "render at the presets' speed" $TS render -q "$ch" -o "$TMP/s1.wav"
expect_exit 0 "render with --speed 1.5" $TS render -q --speed 1.5 "$ch" -o "$TMP/s15.wav"
a=$(wav_seconds "$TMP/s1.wav") b=$(wav_seconds "$TMP/s15.wav")
echo "# $a s at speed 1, $b s at 1.5"
check "--speed 1.5 takes about two-thirds of the time (0.6 to 0.73)" \
	awk -v a="$a" -v b="$b" 'BEGIN { r = b / a; exit !(r > 0.6 && r < 0.73) }'
expect_exit 2 "--speed 9 is a usage error" $TS render --speed 9 "$ch"
printf '[settings]\r\nspeed = 1.5\r\n' >>"$book/book.ini"
expect_exit 0 "render with speed = 1.5 in book.ini" $TS render -q "$ch" -o "$TMP/b15.wav"
check "as fast as --speed 1.5" within "$(wav_seconds "$TMP/b15.wav")" "$b" 2
expect_exit 0 "batch after the book's speed changed" $TS batch "$book" -o "$out" -j 2
check "renders every chapter again" grep -q "6 of 6 chapters written" "$TMP/err"

# the presets, from any folder
cd "$TMP/elsewhere" || exit 2
expect_exit 0 "tingshu voices" "$ts" voices
cd "$top" || exit 2
check "lists the narrator, a man's, a woman's and a neutral preset with their role" sh -c "
	grep -q '^narrator  *male  *narrator' '$TMP/out' && grep -q '^male1  *male  *character' '$TMP/out' &&
	grep -q '^female1  *female  *character' '$TMP/out' && grep -q '^neutral1  *unknown  *character' '$TMP/out'"
check "female2 before female10, as a reader counts" sh -c "
	awk '{ print \$1 }' '$TMP/out' | grep '^female' | tr '\n' ' ' | grep -q '^female1 female2 .* female9 female10 '"
check "and how to hear one" grep -q "tingshu preview --voice" "$TMP/out"
expect_exit 0 "hear one as it says" $TS preview -q --voice neutral1 --text "他说：“今天天气很好。”" -o "$TMP/n.wav"
expect_exit 1 "an unknown preset" $TS preview --voice nosuch --text "好。" -o "$TMP/n.wav"
check "lists the presets there are" grep -q "no voice preset named 'nosuch' (the presets: crowd, female1" "$TMP/err"
# a preset named in Chinese: its columns line up by screen width (3 characters, 6 columns)
mkdir -p "$TMP/zhvoices" && cp voices/female1.ini "$TMP/zhvoices/旁白女.ini"
expect_exit 0 "tingshu voices with a preset named in Chinese" $TS voices -V "$TMP/zhvoices"
check "its gender starts where the header's does" grep -q '^旁白女       female  ' "$TMP/out"

# one book, two batches on one output folder: the second is told it is busy.
# The book is made long (红楼梦's chapters beside its own: about 15 s of work
# on one core) so that the first still runs, even on a loaded machine, when
# the second and a render have started up and looked.
long="$TMP/long"
cp -r "$book" "$long"
cp "$CORPUS"/hongloumeng/*.txt "$long"/
$TS batch -q -f -j 1 "$long" -o "$out" 2>"$TMP/first" &
first=$!
for _ in $(seq 600); do [ -e "$out/.tingshu.lock" ] && break; sleep 0.1; done
check "the first batch holds the output's lock" test -e "$out/.tingshu.lock"
expect_exit 1 "a second batch on the same output while the first runs" $TS batch "$long" -o "$out"
check "says the output is busy, and by whom" grep -q "is busy: tingshu batch .*(pid $first on " "$TMP/err"
check "and writes nothing" sh -c "! grep -q 'chapters written' '$TMP/err'"
expect_exit 1 "a render into that folder meanwhile" $TS render "$ch" -o "$out/x.mp3"
check "is told the same" grep -q "is busy: tingshu batch .*(pid $first on " "$TMP/err"
wait "$first"; rc=$?
check "the first finishes (exit $rc)" test "$rc" -eq 0
check "and removes its lock" test ! -e "$out/.tingshu.lock"
# a lock left by a process that is gone (kill -9) is taken over
sh -c 'echo $$ >"$1"' sh "$TMP/deadpid"
printf '%s 0 %s 0\nbatch elsewhere\n' "$(cat "$TMP/deadpid")" "$(hostname)" >"$out/.tingshu.lock"
expect_exit 0 "a stale lock of a dead process is taken over" $TS batch -q "$book" -o "$out"
check "and removed at the end" test ! -e "$out/.tingshu.lock"

# a folder with no chapters is an error for every command that reads a book,
# and a book downloaded as a folder per volume is told how it is read
mkdir -p "$TMP/volumes/卷一" "$TMP/volumes/卷二" "$TMP/nothing"
printf '第一章\n　　天亮了。\n' >"$TMP/volumes/卷一/01.txt"
printf '第二章\n　　天黑了。\n' >"$TMP/volumes/卷二/02.txt"
expect_exit 1 "batch a folder of volume folders" $TS batch "$TMP/volumes"
check "names the folders that hold chapters" grep -q "no chapters (\*.txt) in '$TMP/volumes', but in its folders '$TMP/volumes/卷一', '$TMP/volumes/卷二'" "$TMP/err"
for c in batch cast decipher; do
	expect_exit 1 "$c of an empty folder" $TS $c "$TMP/nothing"
	check "$c says it has no chapters" grep -q "no chapters (\*.txt) in '$TMP/nothing'$" "$TMP/err"
done
check "and writes nothing there" test -z "$(ls -A "$TMP/nothing")"

# a chapter named NAME.TXT (as Windows tools write it) is a chapter too
mkdir -p "$TMP/upper"
printf '　　他来了。\n' >"$TMP/upper/001.TXT"
printf '　　他走了。\n' >"$TMP/upper/002.txt"
expect_exit 0 "a book with a .TXT chapter" $TS batch -q "$TMP/upper" -o "$TMP/upper-out"
check "... renders it too, in its place" sh -c "test -s '$TMP/upper-out/001.mp3' &&
	ffprobe -v error -show_entries format_tags=track -of csv=p=0 '$TMP/upper-out/001.mp3' | grep -qx '1/2'"
# a book whose chapters so far name no speaker gets no cast file, so that
# the chapters added later are still looked through for one
mkdir -p "$TMP/nocast"
printf '　　天黑了。\n　　他说：“走吧。”\n' >"$TMP/nocast/001.txt"
expect_exit 0 "a chapter that names no speaker" $TS inspect segments "$TMP/nocast/001.txt"
check "... writes no cast.ini" test ! -e "$TMP/nocast/cast.ini"
printf '　　林凡说：“走。”\n　　林凡说：“快走。”\n　　林凡说：“到了。”\n' >"$TMP/nocast/002.txt"
expect_exit 0 "the next chapter, with a speaker" $TS inspect segments "$TMP/nocast/002.txt"
check "... finds him" grep -q '^\[林凡\]' "$TMP/nocast/cast.ini"
