#!/bin/sh
# EPUB in, M4B out: split reads an EPUB 3 (nav) and an EPUB 2 (NCX) into
# chapter files holding exactly the book's text, book.ini and the cover;
# batch --m4b binds them into one M4B with a titled chapter mark at each
# chapter's start; hostile EPUBs are refused without writing anything.
. "$(dirname "$0")/lib.sh"

EPUB="python3 tests/cli/epub.py"
for v in 3 2; do
	$EPUB epub$v "$TMP/book$v.epub"
	expect_exit 0 "split an EPUB $v" $TS split "$TMP/book$v.epub" -o "$TMP/ch$v"
	check "EPUB $v: the cover page, only an image, is left out, its alt text said" grep -q \
		"cover.xhtml' is only an image (〔图：封面〕): left out" "$TMP/err"
	check "EPUB $v: three chapters, in reading order, named by their headings" sh -c \
		"ls '$TMP/ch$v'/*.txt | sed 's|.*/||' | tr '\n' ' ' | grep -qx '0001_第一章_风起.txt 0002_第二章_云涌.txt 0003_第三章_落幕.txt '"
	for n in 1 2 3; do
		check "EPUB $v: chapter $n holds exactly its text" \
			cmp -s "$TMP/ch$v/000${n}_"*.txt "$TMP/book$v.epub.d/000$n.txt"
	done
	check "EPUB $v: book.ini has the title and author" sh -c \
		"grep -qx 'title = 测试之书' '$TMP/ch$v/book.ini' && grep -qx 'author = 张三' '$TMP/ch$v/book.ini'"
	check "EPUB $v: the cover is kept" sh -c \
		"grep -qx 'cover = cover.png' '$TMP/ch$v/book.ini' && head -c 4 '$TMP/ch$v/cover.png' | grep -q PNG"
done
# a page of the reading order that is no chapter: split leaves it out and
# says so.  KIND, what it is, what the warning says.
left_out_page() {
	$EPUB $1 "$TMP/$1.epub"
	expect_exit 0 "split an EPUB with $2 in its spine" $TS split "$TMP/$1.epub" -o "$TMP/$1"
	check "... still three chapters, each exactly its text" sh -c "ls '$TMP/$1'/*.txt | wc -l | grep -qx 3 &&
		for n in 1 2 3; do cmp -s '$TMP/$1'/000\${n}_*.txt '$TMP/$1.epub.d'/000\$n.txt || exit 1; done"
	check "... and the page left out is said" grep -q "$3" "$TMP/err"
}
left_out_page contents "a 目录 page" "contents.xhtml' is a table of contents"
# a title page (pandoc's) is no chapter: its title and author are the
# book's, in book.ini; as a chapter it made a track of 3 s
left_out_page titlepage "a title page" \
	"title_page.xhtml' is the book's title page (测试之书 张三): left out"
# calibre's jacket (its page of the book's metadata, when asked for) is a
# title page too: it was read as a first chapter of the blurb
left_out_page jacket "calibre's jacket" "jacket.xhtml' is the book's title page (测试之书 张三"
# a chapter in the table of contents but not in the spine is not read (as a
# reader does not), but said: the chapters after it were numbered one less unseen
$EPUB unspined "$TMP/unspined.epub"
expect_exit 0 "split an EPUB with a chapter missing from its spine" $TS split "$TMP/unspined.epub" -o "$TMP/unspined"
check "... says which chapter is left out" grep -q \
	"unspined.epub: warning: 'OEBPS/Text/ch2.xhtml' (第二章 云涌 in its table of contents) is not in its spine" "$TMP/err"
check "... the others written in the spine's order" sh -c "ls '$TMP/unspined'/*.txt | wc -l | grep -qx 2 &&
	cmp -s '$TMP/unspined'/0002_*.txt '$TMP/unspined.epub.d'/0003.txt"
# pandoc's: a chapter's section nested in its entry, in its document, is
# part of the chapter (it cut a chapter file, a track, of its own)
for v in 3 2; do
	$EPUB sections$v "$TMP/sections$v.epub"
	expect_exit 0 "split an EPUB $v with a chapter's section in its table of contents" \
		$TS split "$TMP/sections$v.epub" -o "$TMP/sections$v"
	check "... three chapters, each exactly its text, the section in its chapter" sh -c "
		ls '$TMP/sections$v'/*.txt | wc -l | grep -qx 3 && for n in 1 2 3; do
		cmp -s '$TMP/sections$v'/000\${n}_*.txt '$TMP/sections$v.epub.d'/000\$n.txt || exit 1; done"
done
# a book converted from a TXT: no table of contents, headings as paragraphs,
# documents of several chapters: a chapter file for each heading
$EPUB converted "$TMP/conv.epub"
expect_exit 0 "split a converted EPUB" $TS split "$TMP/conv.epub" -o "$TMP/conv"
check "converted EPUB: three chapters, named by their headings" sh -c \
	"ls '$TMP/conv'/*.txt | sed 's|.*/||' | tr '\n' ' ' | grep -qx '0001_第一章_风起.txt 0002_第二章_云涌.txt 0003_第三章_落幕.txt '"
for n in 1 2 3; do
	check "converted EPUB: chapter $n holds exactly its text" \
		cmp -s "$TMP/conv/000${n}_"*.txt "$TMP/conv.epub.d/000$n.txt"
done
# a volume's entry of the table of contents at its first chapter's document,
# the chapters nested in it: that chapter is named by both and starts with
# the volume's heading, as a TXT's volume heading stays atop its first chapter
$EPUB nested "$TMP/nested.epub"
expect_exit 0 "split an EPUB whose chapters are nested in a volume" $TS split "$TMP/nested.epub" -o "$TMP/nested"
check "... the volume's first chapter named by both" sh -c \
	"ls '$TMP/nested'/*.txt | sed 's|.*/||' | tr '\n' ' ' | grep -qx '0001_第一卷_山雨_第一章_风起.txt 0002_第二章_云涌.txt 0003_第三章_落幕.txt '"
check "... and the volume's heading atop it" sh -c "head -n 3 '$TMP/nested'/0001_*.txt | tr '\n' '|' | grep -qx '第一卷 山雨||第一章 风起|'"
# the headings paragraphs with a full-width space (第一章　风起) where the NCX
# has a space: the same heading, said once (it was read twice, the label atop)
$EPUB paraheads "$TMP/paraheads.epub"
expect_exit 0 "split an EPUB whose headings are paragraphs" \
	$TS split "$TMP/paraheads.epub" -o "$TMP/paraheads"
check "... each chapter's heading once, the volume's atop the first" sh -c "
	head -n 3 '$TMP/paraheads'/0001_*.txt | tr '\n' '|' | grep -qx '第一卷 山雨||第一章　风起|' &&
	head -n 2 '$TMP/paraheads'/0002_*.txt | tr '\n' '|' | grep -qx '第二章　云涌||' &&
	test \$(cat '$TMP/paraheads'/*.txt | grep -c '^第.章') -eq 3"
# a converter's book cut for size: a document the table of contents does
# not name, with no heading, goes on with the chapter before; note marks
# (a link in a superscript) are not read
$EPUB cut "$TMP/cut.epub"
expect_exit 0 "split an EPUB cut for size" $TS split "$TMP/cut.epub" -o "$TMP/cut"
check "EPUB cut for size: three chapters, each exactly its text" sh -c "ls '$TMP/cut'/*.txt | wc -l | grep -qx 3 &&
	for n in 1 2 3; do cmp -s '$TMP/cut'/000\${n}_*.txt '$TMP/cut.epub.d'/000\$n.txt || exit 1; done"
# a converter's book: the chapters in one document, the table of contents
# pointing into it (file.xhtml#id): a chapter file for each place
for v in 3 2; do
	$EPUB onefile$v "$TMP/one$v.epub"
	expect_exit 0 "split a one-document EPUB $v" $TS split "$TMP/one$v.epub" -o "$TMP/one$v"
	check "one-document EPUB $v: the preface (named by its file) and three chapters, named by the table of contents" sh -c \
		"ls '$TMP/one$v'/*.txt | sed 's|.*/||' | tr '\n' ' ' | grep -qx '0001_all.txt 0002_第一章_风起.txt 0003_第二章_云涌.txt 0004_第三章_落幕.txt '"
	for n in 0 1 2 3; do
		check "one-document EPUB $v: part $n holds exactly its text" \
			cmp -s "$TMP/one$v/000$((n + 1))_"*.txt "$TMP/one$v.epub.d/000$n.txt"
	done
done
# batch takes the EPUB itself: its folder beside it, split once, then read
# as the reader leaves it; render says what to do with a whole book
mkdir -p "$TMP/direct"
$EPUB epub3 "$TMP/direct/novel.epub"
expect_exit 0 "batch an EPUB" $TS batch -q "$TMP/direct/novel.epub" -o "$TMP/direct-audio"
check "its chapters are split beside it" test "$(ls "$TMP/direct/novel"/*.txt | wc -l)" -eq 3
check "and rendered, every MP3 decoding" sh -c "test \$(ls '$TMP/direct-audio'/*.mp3 | wc -l) -eq 3 &&
	for f in '$TMP/direct-audio'/*.mp3; do mpg123 -q -t \"\$f\" || exit 1; done"
echo "[王朴]" >>"$TMP/direct/novel/cast.ini"
expect_exit 0 "batch the EPUB again" $TS batch "$TMP/direct/novel.epub" -o "$TMP/direct-audio"
check "it reads the folder split before" grep -q "read from its folder .*/novel/, split before" "$TMP/err"
check "and keeps the reader's cast" grep -qx "\[王朴\]" "$TMP/direct/novel/cast.ini"
expect_exit 1 "render an EPUB" $TS render "$TMP/direct/novel.epub"
check "is told to batch or split it" grep -q "novel.epub' is an EPUB, a whole book: 'tingshu batch" "$TMP/err"
check "and no cast is written beside it" test ! -e "$TMP/direct/cast.ini"
# a ruby's pinyin is how the book says the word: book.lexicon has it
$EPUB ruby "$TMP/ruby.epub"
expect_exit 0 "split an EPUB with pinyin ruby" $TS split "$TMP/ruby.epub" -o "$TMP/ruby"
check "its words go to book.lexicon, not 龉 marked once of twice nor the appendix's" sh -c "grep -v '^#' \
	'$TMP/ruby/book.lexicon' | tr '\n' '|' | grep -qx '青云观 qing1 yun2 guan4|龃龉 ju3 yu3|'"
check "and are said so" sh -c "$TS inspect pinyin '$TMP/ruby/'0001_*.txt | grep -q 'qing1 yun2 guan4'"
echo "mine" >"$TMP/ruby/book.lexicon"
expect_exit 0 "split it again" $TS split "$TMP/ruby.epub" -o "$TMP/ruby"
check "a book.lexicon the reader has is kept" grep -qx mine "$TMP/ruby/book.lexicon"
echo "mine" >"$TMP/ch3/book.ini"
expect_exit 0 "split again into the same folder" $TS split "$TMP/book3.epub" -o "$TMP/ch3"
check "a book.ini the reader has is kept" grep -qx mine "$TMP/ch3/book.ini"

# bound M4B CODEC: three marks at the chapters' starts, the length their sum,
# tags, Apple's chapter track, the codec and the cover; every frame decodes
bound() {
	ffprobe -v error -show_chapters -of csv=p=0 "$1" >"$TMP/marks" 2>/dev/null
	check "$2: three chapter marks" test "$(wc -l <"$TMP/marks")" -eq 3
	start=0 n=0
	for mp3 in "$TMP/audio"/*.mp3; do
		n=$((n + 1))
		mark=$(sed -n "${n}p" "$TMP/marks")
		title=$(head -n 1 "$TMP/book/000${n}_"*.txt)
		at=$(echo "$mark" | cut -d, -f4)
		check "$2: mark $n starts where chapter $n does ($at s, ${start} s)" \
			awk -v a="$at" -v b="$start" 'BEGIN { d = a - b; exit !(a != "" && d <= 1 && d >= -1) }'
		check "$2: mark $n is titled '$title'" test "$(echo "$mark" | cut -d, -f7)" = "$title"
		start=$(awk -v a="$start" -v b="$(decoded_seconds "$mp3")" 'BEGIN { print a + b }')
	done
	check "$2: its length is the chapters' sum ($(header_seconds "$1") s, $start s)" \
		within "$(header_seconds "$1")" "$start" 2
	decoded=$(ffmpeg -nostdin -v error -i "$1" -f s16le - 2>"$TMP/decode.err" | wc -c)
	check "$2: decoded whole, without an error ($decoded bytes)" sh -c "[ ! -s '$TMP/decode.err' ] &&
		awk -v a=$decoded -v r=\$(ffprobe -v error -show_entries stream=sample_rate -of csv=p=0 '$1' | head -n 1) \
			-v b=$start 'BEGIN { exit !(a / 2 / r > b * 0.98 && a / 2 / r < b * 1.02) }'"
	# a player's clock and the marks go by the packets' lengths, the sound by
	# what they decode to: a chapter's last packet counted short put each
	# later mark before its chapter's sound, 0.06 s more a chapter
	declared=$(ffprobe -v error -select_streams a -show_entries stream=duration_ts \
		-of csv=p=0 "$1")
	check "$2: the length the marks count is what decodes, but the end's padding \
($declared, $((decoded / 2)) samples)" awk -v a=$((decoded / 2)) -v b="$declared" \
		'BEGIN { d = a - b; exit !(b > 0 && d >= 0 && d < 1024) }'
	tags=$(ffprobe -v error -show_entries format_tags=title,artist,date -of csv=p=0 "$1")
	check "$2: tagged with title, author and year ($tags)" test "$tags" = "测试之书,张三,2003"
	check "$2: the chapter track Apple's players read" sh -c "ffprobe -v warning -show_streams '$1' 2>&1 |
		grep -q codec_type=data && ! ffprobe -v warning -show_chapters '$1' 2>&1 | grep -q 'track not found'"
	check "$2 audio and the cover" sh -c "ffprobe -v error -show_streams '$1' | grep -q codec_name=$3 &&
		ffprobe -v error -show_streams '$1' | grep -q DISPOSITION:attached_pic=1"
}
$EPUB epub3 "$TMP/m4b.epub"
$TS split -q "$TMP/m4b.epub" -o "$TMP/book"
expect_exit 0 "batch --m4b" $TS batch -q --m4b "$TMP/book" -o "$TMP/audio"
m4b="$TMP/audio/测试之书.m4b"
check "one M4B named by the title" test -s "$m4b"
bound "$m4b" AAC aac
cp "$m4b" "$TMP/before.m4b"
check "each chapter's AAC in a hidden folder beside its MP3" test -s "$TMP/audio/.aac/0001_第一章_风起.m4a"
check "... and no second track beside the MP3s" sh -c "! ls '$TMP/audio'/*.m4a 2>/dev/null"
touch -d '2000-01-01' "$TMP/audio/.aac/0001_第一章_风起.m4a"
expect_exit 0 "batch --m4b again" $TS batch --m4b "$TMP/book" -o "$TMP/audio"
check "nothing changed: not bound again" grep -q 'm4b: up to date' "$TMP/err"
# (before its notes, which run to the end and are not read)
sed -i 's/^注释$/　　又一段。\n\n注释/' "$TMP/book/0002_第二章_云涌.txt"
expect_exit 0 "batch --m4b after a chapter changed" $TS batch --m4b "$TMP/book" -o "$TMP/audio"
check "... only its AAC encoded again" sh -c "[ \$(stat -c %Y '$TMP/audio/.aac/0001_第一章_风起.m4a') -lt 1000000000 ] &&
	[ \$(stat -c %Y '$TMP/audio/.aac/0002_第二章_云涌.m4a') -gt 1000000000 ]"
check "a chapter changed: bound again, longer" awk -v a="$(header_seconds "$m4b")" \
	-v b="$(header_seconds "$TMP/before.m4b")" 'BEGIN { exit !(a > b + 0.5) }'
expect_exit 0 "batch the MP3s alone" $TS batch -q "$TMP/book" -o "$TMP/audio5"
expect_exit 0 "... then --m4b" $TS batch --m4b "$TMP/book" -o "$TMP/audio5"
check "... says the chapters were up to date and only their AAC encoded" \
	grep -q "0 of 3 chapters written, 3 up to date, 0 failed, 3 AAC encoded for the M4B" "$TMP/err"
printf 'm4b = yes\n' >>"$TMP/book/book.ini"
expect_exit 0 "m4b = yes in book.ini binds without --m4b" $TS batch "$TMP/book" -o "$TMP/audio2"
check "... and it does" test -s "$TMP/audio2/测试之书.m4b"

# --m4b-codec mp3: the chapters' MP3 frames copied, nothing encoded
expect_exit 0 "batch --m4b-codec mp3" $TS batch --m4b-codec mp3 "$TMP/book" -o "$TMP/audio"
check "... binds again: the codec changed" grep -q 'm4b: 3 chapters' "$TMP/err"
bound "$m4b" MP3 mp3
rm -rf "$TMP/audio/.aac"
expect_exit 0 "batch --m4b-codec mp3 again" $TS batch --m4b-codec mp3 "$TMP/book" -o "$TMP/audio"
check "... up to date, and no chapter's AAC encoded" sh -c "grep -q 'm4b: up to date' '$TMP/err' &&
	! ls '$TMP/audio/.aac' 2>/dev/null"
printf 'm4b_codec = mp3\n' >>"$TMP/book/book.ini"
expect_exit 0 "m4b_codec = mp3 in book.ini" $TS batch "$TMP/book" -o "$TMP/audio3"
check "... binds the chapters' MP3" sh -c "ffprobe -v error -show_streams '$TMP/audio3/测试之书.m4b' |
	grep -q codec_name=mp3"
printf 'm4b_codec = flac\n' >>"$TMP/book/book.ini"
expect_exit 1 "m4b_codec = flac is refused" $TS batch "$TMP/book" -o "$TMP/audio3"
check "... naming the line and what it takes" grep -q 'book.ini:[0-9]*:.*m4b_codec is aac or mp3' "$TMP/err"
expect_exit 2 "--m4b-codec flac is refused" $TS batch --m4b-codec flac "$TMP/book" -o "$TMP/audio3"

# hostile books: refused with a message, nothing written, memory kept small
for kind in dotdot absolute bomb bomb-lying laughs xxe no-opf huge malformed href-climb; do
	$EPUB "$kind" "$TMP/$kind.epub"
	expect_exit 1 "$kind: refused" /usr/bin/time -f "%M" -o "$TMP/rss" $TS split "$TMP/$kind.epub" -o "$TMP/h/$kind"
	check "$kind: says why" grep -q 'error: ' "$TMP/err"
	check "$kind: nothing written" test ! -e "$TMP/h/$kind"
	check "$kind: peak memory under 512 MB ($(tail -n 1 "$TMP/rss") KB)" test "$(tail -n 1 "$TMP/rss")" -lt 524288
done
check "nothing written outside the output folder" sh -c "! ls '$TMP' | grep -q evil"

# an EPUB dropped alone into a book's folder: the folder's batch reads it
mkdir -p "$TMP/drop"
cp "$TMP/m4b.epub" "$TMP/drop/"
expect_exit 0 "batch of a folder holding one EPUB" $TS batch -q "$TMP/drop" -o "$TMP/drop-audio"
check "... renders its three chapters" test "$(ls "$TMP/drop-audio"/*.mp3 | wc -l)" -eq 3

# a worker killed with -9 while encoding a chapter's AAC left its temporary
# file in the hidden AAC folder: the next batch removes it
expect_exit 0 "batch --m4b of that folder" $TS batch -q --m4b "$TMP/drop" -o "$TMP/drop-audio"
: >"$TMP/drop-audio/.aac/0001_第一章_风起.m4a.999999999.tmp"
expect_exit 0 "batch --m4b after a worker died encoding" $TS batch -q --m4b "$TMP/drop" -o "$TMP/drop-audio"
check "... its stale temporary file is gone" test ! -e "$TMP/drop-audio/.aac/0001_第一章_风起.m4a.999999999.tmp"
# a chapter deleted from the book: its MP3 is the user's to remove, but its
# AAC, a part of no M4B now, goes with its state
rm "$TMP"/drop/*/0003_*.txt
expect_exit 0 "batch --m4b after a chapter was deleted" \
	$TS batch -q --m4b "$TMP/drop" -o "$TMP/drop-audio"
check "... its AAC is gone, the others' kept" sh -c "
	! ls -A '$TMP/drop-audio/.aac' | grep -q '^0003' &&
	ls '$TMP/drop-audio/.aac' | grep -c '\.m4a$' | grep -qx 2 &&
	test -s '$TMP/drop-audio'/0003_*.mp3"

# a footnote amid a chapter's paragraphs goes after them under 注释, kept and
# not read; an endnotes document is kept as its chapter, and has no audio
$EPUB endnotes "$TMP/notes.epub"
expect_exit 0 "split an EPUB with a footnote and an endnotes document" \
	$TS split "$TMP/notes.epub" -o "$TMP/notes"
check "... the footnote after the story, under 注释" sh -c \
	"tail -n 3 '$TMP/notes'/0001_*.txt | tr '\n' '|' | grep -qx '注释||脚注：烟尘，即尘土。|' &&
	grep -q '王朴：人名' '$TMP/notes'/0002_注释.txt"
expect_exit 0 "inspect text -v of the chapter with a footnote" \
	$TS inspect text -v "$TMP/notes"/0001_*.txt
check "... says the notes are footnotes, not an author's" sh -c \
	"grep -q ':[0-9]*: not read aloud (footnote or endnote): 注释' '$TMP/err' &&
	! grep -q 'author.s note' '$TMP/err'"
check "... keeps an image's alt text, not read: an image's description" sh -c \
	"grep -qx '〔图：长安城地图〕' '$TMP/notes'/0001_*.txt &&
	grep -q ':[0-9]*: not read aloud (image description): 〔图：长安城地图〕' '$TMP/err'"
expect_exit 0 "batch it" $TS batch "$TMP/notes" -o "$TMP/notes-audio"
check "... the notes kept, not read" sh -c "
	grep -q '0002_注释.txt: nothing to read aloud' '$TMP/err' &&
	! ls '$TMP/notes-audio' | grep -q '^0002' &&
	grep -q '都准备好' '$TMP/notes-audio'/0001_*.lrc &&
	! grep -q '烟尘，即' '$TMP/notes-audio'/0001_*.lrc &&
	! grep -q '地图' '$TMP/notes-audio'/0001_*.lrc"

# a page converted from HTML names its legacy encoding in <meta> alone, not in
# the XML declaration (read as UTF-8, it was refused): read in that encoding
$EPUB legacy "$TMP/legacy.epub"
expect_exit 0 "split an EPUB in Big5 and GBK named by <meta>" $TS split "$TMP/legacy.epub" -o "$TMP/legacy"
check "... both chapters read right" sh -c "
	grep -qx '王樸看著遠處的煙塵，心裡一緊。' '$TMP/legacy'/0001_*.txt &&
	grep -qx '王樸看著遠處的煙塵，心裡一緊。' '$TMP/legacy'/0002_*.txt"

# a document of the spine missing from the archive: the rest is read, the
# missing one named (it refused the whole book)
$EPUB missing "$TMP/missing.epub"
expect_exit 0 "split an EPUB with a chapter missing from its archive" \
	$TS split "$TMP/missing.epub" -o "$TMP/missing"
check "... says which document, and which item of the spine" grep -q \
	"missing.epub: warning: 'OEBPS/Text/ch2.xhtml' (item 'ch2' of its spine) is missing" "$TMP/err"
check "... the other chapters written" sh -c "ls '$TMP/missing'/*.txt | wc -l | grep -qx 2"

# an EPUB whose download stopped short: says so
head -c 2000 "$TMP/book3.epub" >"$TMP/short.epub"
expect_exit 1 "split an EPUB cut short" $TS split "$TMP/short.epub" -o "$TMP/short"
check "... says it is cut short" grep -q "short.epub: error: cut short" "$TMP/err"
