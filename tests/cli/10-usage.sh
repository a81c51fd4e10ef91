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

# the docs agree with the program: every command and every option of each
# is in the man page and in the README's usage; help and version work
# documented FILE DASH LONG [SHORT]: FILE names the option by its long name
# or its short letter (DASH: - in the README, \- in the man page)
documented() {
	grep -q -F -e "$2$2$3" "$1" ||
		{ [ -n "${4-}" ] && grep -q -F -e "$2$4 " -e "$2$4," -e "$2$4\`" -e "$2$4]" "$1"; }
}
expect_exit 0 "tingshu help" $TS help
cp "$TMP/out" "$TMP/commands"
check "help lists the commands" grep -q '^  voices ' "$TMP/commands"
commands=$(sed -n 's/^  \([a-z]*\) .*/\1/p' "$TMP/commands")
expect_exit 0 "tingshu help batch" $TS help batch
check "is batch's help" grep -q 'usage: tingshu batch' "$TMP/out"
expect_exit 2 "tingshu help nosuch" $TS help nosuch
check "the man page's version is the program's" \
	grep -q "^\.TH TINGSHU 1 .* \"$($TS --version)\"" doc/tingshu.1
for cmd in $commands; do
	check "man page: the command $cmd" grep -q "^\.B $cmd\$" doc/tingshu.1
	check "README: the command $cmd" grep -q "^tingshu $cmd" README.md
	[ "$cmd" = help ] && continue
	$TS "$cmd" --help | sed -n 's/^ *\(-\(.\), \)\{0,1\}--\([a-z-]*\).*/\2 \3/p' >"$TMP/opts"
	while read -r short long; do
		[ -n "$long" ] || { long=$short; short=; }
		check "man page: $cmd --$long" documented doc/tingshu.1 '\-' "$long" "$short"
		check "README: $cmd --$long" documented README.md '-' "$long" "$short"
	done <"$TMP/opts"
done
