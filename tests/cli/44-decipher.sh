#!/bin/sh
# decipher: a book scrambled with a key tingshu has never seen (keys/k0.tsv,
# made up for the tests) gets its book.repair from all its chapters at once;
# every command then reads the chapters repaired; render finds the key by
# itself; a clean book gets no key; the user's lines in book.repair stay.
. "$(dirname "$0")/lib.sh"

KEY=tests/golden/repair/keys/k0.tsv
# scramble KEY SRC DST [half]: DST is SRC with every original of KEY written
# as its stand-in (from the middle on with half)
scramble() {
	python3 - "$@" <<'EOF'
import sys
key = dict(reversed(l.rstrip("\n").split("\t")) for l in open(sys.argv[1], encoding="utf-8")
           if l.strip() and not l.startswith("#"))
text = open(sys.argv[2], encoding="utf-8").read()
start = len(text) // 2 if len(sys.argv) > 4 else 0
open(sys.argv[3], "w", encoding="utf-8").write(
    text[:start] + "".join(key.get(c, c) for c in text[start:]))
EOF
}
# restored CLEAN SCRAMBLED REPAIRED: the share (%) of scrambled characters
# that the repair put back
restored() {
	python3 - "$@" <<'EOF'
import sys
a, b, c = (open(p, encoding="utf-8").read() for p in sys.argv[1:4])
scr = [i for i in range(len(a)) if a[i] != b[i]]
print(100 * sum(c[i] == a[i] for i in scr) // max(len(scr), 1) if len(a) == len(c) else 0)
EOF
}

book="$TMP/book"
mkdir -p "$book"
i=0
for ch in 003 006 007 008; do
	i=$((i + 1))
	scramble "$KEY" "$CORPUS/hongloumeng/$ch.txt" "$book/0$i.txt" $([ $i -eq 2 ] && echo half)
done
expect_exit 0 "decipher a book of 4 chapters scrambled with a key never seen" $TS decipher "$book"
check "it wrote the book's key" test -f "$book/book.repair"
pairs=$(grep -c '# found:' "$book/book.repair")
check "with at least 15 of the key's 40 pairs ($pairs)" test "$pairs" -ge 15
check "each pair with its count and confidence" grep -q 'read [0-9]* of [0-9]* times.*confidence' "$book/book.repair"
check "it says what it found" grep -q 'the book is scrambled' "$TMP/err"
wrong=$(grep '# found:' "$book/book.repair" | awk '{print $1 "\t" $2}' | grep -cvxFf "$KEY")
check "no more than 2 of them wrong ($wrong)" test "$wrong" -le 2

$TS inspect text "$book/01.txt" >"$TMP/01.txt" 2>"$TMP/err"
r=$(restored "$CORPUS/hongloumeng/003.txt" "$book/01.txt" "$TMP/01.txt")
check "inspect text reads a chapter with the book's key: $r % restored" test "$r" -ge 90
check "and says so" grep -q "with the book's key" "$TMP/err"

# the user's lines stay, and win over what the search finds
first=$(grep -m1 '# found:' "$book/book.repair" | awk '{print $1}')
printf '%s %s\n# checked by hand\n' "$first" "$first" >>"$book/book.repair"
expect_exit 0 "decipher again" $TS decipher -q "$book"
check "the user's lines are kept" grep -qx "# checked by hand" "$book/book.repair"
check "and the pair he set is no longer found" sh -c "! grep -q '^$first .*# found:' '$book/book.repair'"

# render finds the key by itself, before reading the chapter
rm "$book/book.repair"
head -c 600 "$book/01.txt" >"$book/00.txt"
expect_exit 0 "render a chapter of the scrambled book" $TS render -q "$book/00.txt" -o "$TMP/00.wav"
check "render wrote the book's key first" test -f "$book/book.repair"
check "and the audio" test -s "$TMP/00.wav"

# a clean book: no key, nothing written
clean="$TMP/clean"
mkdir -p "$clean"
cp "$CORPUS"/hongloumeng/019.txt "$CORPUS"/hongloumeng/020.txt "$CORPUS"/luxun/kongyiji.txt "$clean"/
expect_exit 0 "decipher a clean book" $TS decipher "$clean"
check "no key for it" test ! -e "$clean/book.repair"
check "it says so" grep -q 'no cipher found' "$TMP/err"
# a clean book of 210,000 Han characters (红楼梦's chapters four times): the
# evidence of a false pair grows with the book (翌 for 今: 翌日 is 今日)
big="$TMP/big"
mkdir -p "$big"
for k in 1 2 3 4; do
	for f in "$CORPUS"/hongloumeng/*.txt; do cp "$f" "$big/$k-${f##*/}"; done
done
expect_exit 0 "decipher a long clean book" $TS decipher "$big"
check "no key for it either" test ! -e "$big/book.repair"
# a chapter held twice is no new evidence: Lu Xun's stories five times
twice="$TMP/twice"
mkdir -p "$twice"
for k in 1 2 3 4 5; do
	for f in "$CORPUS"/luxun/*.txt; do cp "$f" "$twice/$k-${f##*/}"; done
done
expect_exit 0 "decipher a clean book whose chapters repeat" $TS decipher "$twice"
check "no key for it" test ! -e "$twice/book.repair"
# a web novel's refrain is no new evidence: the same sentence seven times in
# each of Lu Xun's stories made 被行人 a set phrase's 被袭人 (a 红楼梦 name)
refrain="$TMP/refrain"
mkdir -p "$refrain"
for f in "$CORPUS"/luxun/*.txt; do
	awk -v n="$(wc -l <"$f")" '{ print } NR % int(n / 8 + 1) == 0 {
		print "　　窗外的梧桐叶子落了一地，被行人踩得沙沙响。" }' "$f" >"$refrain/${f##*/}"
done
expect_exit 0 "decipher a clean book with a refrain" $TS decipher "$refrain"
check "no key for it" test ! -e "$refrain/book.repair"

# batch and render screen a book with no key once; a clean verdict is
# remembered until what the screen reads changes
expect_exit 0 "render a chapter of the clean book" $TS render -v "$clean/019.txt" -o "$TMP/c.wav"
check "the screen searched it" sh -c "grep 'no font cipher' '$TMP/err' | grep -vq 'as found before'"
check "and remembered it outside the book" sh -c "test -s '$XDG_CACHE_HOME/tingshu/screened' && test ! -e '$clean/book.repair'"
expect_exit 0 "render it again" $TS render -v "$clean/019.txt" -o "$TMP/c.wav"
check "the verdict is remembered" grep -q 'no font cipher.*as found before' "$TMP/err"
sed -i '1s/^/　　补记一句。\n/' "$clean/020.txt"
expect_exit 0 "render once another chapter is edited" $TS render -v "$clean/019.txt" -o "$TMP/c.wav"
check "the book is screened anew" sh -c "grep 'no font cipher' '$TMP/err' | grep -vq 'as found before'"
# a book whose scrambled chapter the built-in table fits (the sample's) is
# searched whole once, not again while its chapters stay the same
fits=$TMP/fits
mkdir -p "$fits"
cp chapters/*.txt "$fits"/
expect_exit 0 "render the sample's scrambled chapter" $TS render -v "$fits"/001_*.txt -o "$TMP/f.wav"
check "the book was searched" sh -c "! grep -q 'as found before' '$TMP/err'"
check "no key was written" test ! -e "$fits/book.repair"
expect_exit 0 "render it again" $TS render -v "$fits"/001_*.txt -o "$TMP/f.wav"
check "it is not searched again" grep -q 'no key to add to the tables (as found before)' "$TMP/err"
expect_exit 2 "one book at a time" $TS decipher "$book" "$clean"

# fonts' keys: a book written for the tests (tests/golden/repair/modern, 1,410
# Han characters) scrambled with private-use stand-ins, as 番茄-style sites
# do (the search saw no Han character in them), and with rare characters
# outside GB2312 that are no traditional forms (旳 for 的: the book was taken
# for traditional script and not searched)
MODERN=tests/golden/repair/modern
font() { # font KEY DIR: the book scrambled with KEY into DIR
	mkdir -p "$2"
	for f in "$MODERN"/*.txt; do scramble "$1" "$f" "$2/${f##*/}"; done
}
for kind in p0:private-use:18 r1:rare:12; do
	k=${kind%%:*} what=${kind#*:} least=${kind##*:}
	what=${what%:*} key=tests/golden/repair/keys-font/$k.tsv
	font "$key" "$TMP/$k"
	expect_exit 0 "decipher a book whose stand-ins are $what characters" $TS decipher "$TMP/$k"
	pairs=$(grep -c '# found:' "$TMP/$k/book.repair" 2>/dev/null)
	check "its key has $least pairs or more (${pairs:-0})" test "${pairs:-0}" -ge "$least"
	wrong=$(grep '# found:' "$TMP/$k/book.repair" 2>/dev/null | awk '{print $1 "\t" $2}' |
		grep -cvxFf "$key")
	check "none of them wrong ($wrong)" test "$wrong" -eq 0
done
$TS inspect text "$TMP/p0/02.txt" >"$TMP/02.txt" 2>"$TMP/err"
r=$(restored "$MODERN/02.txt" "$TMP/p0/02.txt" "$TMP/02.txt")
check "inspect text reads private-use stand-ins with the book's key: $r % restored" test "$r" -ge 75
rm -f "$TMP/p0/book.repair"
expect_exit 0 "render a chapter of the book of private-use stand-ins" \
	$TS render -q "$TMP/p0/01.txt" -o "$TMP/p0.wav"
check "render found its key by itself" grep -q '# found:' "$TMP/p0/book.repair"
# a private-use character that decorates a clean book (before each
# paragraph, after a few full stops) is no stand-in
mkdir -p "$TMP/deco"
for f in "$MODERN"/*.txt; do
	sed 's/^　　/　　\xee\x80\x80/; s/。/。\xef\xa3\xb0/' "$f" >"$TMP/deco/${f##*/}"
done
expect_exit 0 "decipher a clean book with private-use decorations" $TS decipher "$TMP/deco"
check "no key for it" test ! -e "$TMP/deco/book.repair"
