#!/bin/sh
# Bad configuration: errors name the file and the line.
. "$(dirname "$0")/lib.sh"

cp -r voices "$TMP/v"
printf '[voice]\nespeak = cmn-latn-pinyin\npitch = loud\n' >"$TMP/v/male1.ini"
expect_exit 1 "a bad preset value fails" $TS inspect segments -V "$TMP/v" chapters/000_bd4a13edcc98bd39.txt
check "the error names file and line" grep -q "v/male1.ini:3:" "$TMP/err"
cp voices/male1.ini "$TMP/v/male1.ini"
printf '[王朴]\ngender = male\nvoice = nosuch\n' >"$TMP/cast.ini"
expect_exit 1 "a cast voice that is no preset fails" $TS inspect segments -V "$TMP/v" -c "$TMP/cast.ini" chapters/000_bd4a13edcc98bd39.txt
check "the error names the cast file and line" grep -q "cast.ini:1:.*nosuch" "$TMP/err"
printf '[王朴\n' >"$TMP/cast.ini"
expect_exit 1 "a malformed cast fails" $TS inspect segments -c "$TMP/cast.ini" chapters/000_bd4a13edcc98bd39.txt
check "with its line" grep -q "cast.ini:1:" "$TMP/err"
expect_exit 1 "a missing --cast file fails" $TS inspect segments -c "$TMP/none.ini" chapters/000_bd4a13edcc98bd39.txt
# a local folder adds to the installed presets and replaces them preset by
# preset: one without a narrator still has the installed one, one whose
# narrator.ini makes it a character has none
rm "$TMP/v/narrator.ini" "$TMP/v/female1.ini"
expect_exit 0 "a local folder without a narrator keeps the installed one" $TS inspect segments -V "$TMP/v" chapters/000_bd4a13edcc98bd39.txt
printf '[voice]\nvariant = m3\ngender = male\nrole = character\n' >"$TMP/v/narrator.ini"
expect_exit 1 "voices without a narrator fail" $TS inspect segments -V "$TMP/v" chapters/000_bd4a13edcc98bd39.txt
check "saying what is missing" grep -q "role = narrator" "$TMP/err"

# A bad --repair-table fails the run before its first chapter, named once
# with its lines (it used to be blamed on the chapter, or in `cast` ignored).
printf '蹈 道\n欢后多\n\nX\n' >"$TMP/table.txt"
for cmd in "inspect text" "cast -c $TMP/c.ini"; do
	expect_exit 1 "${cmd%% -*}: a malformed repair table fails" \
		$TS $cmd --repair-table "$TMP/table.txt" chapters/001_d4df4916215e0300.txt
	check "${cmd%% -*}: each bad line named" sh -c "grep -q 'table.txt:2: error' '$TMP/err' &&
		grep -q 'table.txt:4: error' '$TMP/err' && ! grep -q 001_ '$TMP/err'"
done
expect_exit 1 "a missing repair table fails the batch" \
	$TS batch -o "$TMP/mp3" --repair-table "$TMP/none.txt" chapters/001_d4df4916215e0300.txt
check "named, and no chapter blamed" sh -c "grep -q 'none.txt: error: cannot read the repair table' '$TMP/err' &&
	! grep -q 001_ '$TMP/err' && [ \$(wc -l < '$TMP/err') -eq 1 ]"

# A book's own lexicon (book.lexicon beside its chapters) wins over the
# user's (-L or voices/lexicon.txt); its bad lines are named with their line.
mkdir -p "$TMP/book"
printf '曹变蛟率兵来援。\n' >"$TMP/book/001.txt"
printf '曹变蛟 cao2 bian4 jiao1\n' >"$TMP/user.txt"
$TS inspect pinyin -L "$TMP/user.txt" "$TMP/book/001.txt" >"$TMP/out.txt" 2>"$TMP/err"
check "without a book lexicon the user's reading" grep -q '^cao2 bian4 jiao1 ' "$TMP/out.txt"
printf '# the book\n曹變蛟 cao2 bian4 jiao3\n' >"$TMP/book/book.lexicon"
$TS inspect pinyin -L "$TMP/user.txt" "$TMP/book/001.txt" >"$TMP/out.txt" 2>"$TMP/err"
check "the book's reading wins, written in either script" grep -q '^cao2 bian4 jiao3 ' "$TMP/out.txt"
$TS inspect pinyin -L "$TMP/user.txt" - <"$TMP/book/001.txt" >"$TMP/out.txt" 2>"$TMP/err"
check "text on stdin has no book" grep -q '^cao2 bian4 jiao1 ' "$TMP/out.txt"
printf '曹变蛟 cao2 bian4\n好 hao3\n坏行\n' >"$TMP/book/book.lexicon"
expect_exit 1 "a book lexicon with bad lines fails, as a bad cast.ini does" \
	$TS inspect pinyin "$TMP/book/001.txt"
check "a bad line of it is named with its line" grep -q 'book.lexicon:1: error' "$TMP/err"
check "and so is every other bad line" grep -q 'book.lexicon:3: error' "$TMP/err"
