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
rm "$TMP/v/narrator.ini"
expect_exit 1 "voices without a narrator fail" $TS inspect segments -V "$TMP/v" chapters/000_bd4a13edcc98bd39.txt
check "saying what is missing" grep -q "role = narrator" "$TMP/err"
