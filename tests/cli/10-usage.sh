#!/bin/sh
# Help, version, exit codes and error messages of the command line.
. "$(dirname "$0")/lib.sh"

expect_exit 0 "--version" $TS --version
check "--version prints the version on stdout" grep -q '^tingshu [0-9]' "$TMP/out"
expect_exit 0 "--help" $TS --help
check "--help lists the commands" grep -q 'batch' "$TMP/out"
expect_exit 2 "no command is a usage error" $TS
expect_exit 2 "unknown command" $TS frobnicate
for cmd in render batch preview inspect; do
	expect_exit 0 "$cmd --help" $TS $cmd --help
	check "$cmd --help shows its options" grep -q -- '--help' "$TMP/out"
	expect_exit 2 "$cmd with an unknown option" $TS $cmd --no-such-option
done
expect_exit 2 "render needs a chapter" $TS render
expect_exit 2 "preview needs -p or --text" $TS preview chapters/000_bd4a13edcc98bd39.txt
expect_exit 2 "preview -p takes a number" $TS preview -p x chapters/000_bd4a13edcc98bd39.txt
expect_exit 2 "batch -j takes a number" $TS batch -j 0
expect_exit 2 "inspect needs a stage" $TS inspect
expect_exit 1 "render of a missing file fails" $TS render "$TMP/missing.txt" -o "$TMP/x.mp3"
check "the message names the file and the reason" \
	grep -q "missing.txt.*No such file or directory" "$TMP/err"
check "no output is left behind" test ! -e "$TMP/x.mp3" -a ! -e "$TMP/x.mp3.tmp"
expect_exit 1 "render to an unknown format fails" $TS render chapters/000_bd4a13edcc98bd39.txt -o "$TMP/x.ogg"
