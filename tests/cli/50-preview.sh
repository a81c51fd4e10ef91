#!/bin/sh
# preview: one paragraph, or text, to WAV.
. "$(dirname "$0")/lib.sh"

ch=chapters/000_bd4a13edcc98bd39.txt
expect_exit 0 "preview -p 3 -o -" $TS preview -q "$ch" -p 3 -o -
cp "$TMP/out" "$TMP/p.wav"
check "stdout is a WAV" sh -c "head -c 4 '$TMP/p.wav' | grep -q RIFF"
secs=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$TMP/p.wav")
echo "# paragraph 3: $secs s"
check "one paragraph's worth: 3 to 60 s" awk -v d="$secs" 'BEGIN { exit !(d > 3 && d < 60) }'
expect_exit 0 "preview CHAPTER 3: the paragraph as a second word" $TS preview -q "$ch" 3 -o "$TMP/p3.wav"
check "it is the same paragraph as -p 3" cmp "$TMP/p.wav" "$TMP/p3.wav"
expect_exit 2 "preview CHAPTER x" $TS preview -q "$ch" x -o "$TMP/px.wav"
check "the message says the paragraph is a number" grep -q "number" "$TMP/err"
expect_exit 0 "preview --text -o FILE" $TS preview -q --text "他说：“你好。”" -o "$TMP/t.wav"
check "the WAV is written" test -s "$TMP/t.wav"
expect_exit 1 "a paragraph past the end" $TS preview "$ch" -p 9999 -o "$TMP/x.wav"
check "the message says how many there are" grep -q "paragraphs" "$TMP/err"
expect_exit 1 "blank --text" $TS preview --text "　" -o "$TMP/blank.wav"
check "the message says it is blank" grep -q "nothing to read aloud" "$TMP/err"
check "no file is left" test ! -e "$TMP/blank.wav"

# with a sound server, the paragraph is handed to a player as an argument
# vector (no shell): a stand-in paplay records what it was given
mkdir -p "$TMP/bin" "$TMP/run/pulse"
: >"$TMP/run/pulse/native"
cat >"$TMP/bin/paplay" <<EOS
#!/bin/sh
printf '%s\n' "\$#" "\$@" >"$TMP/argv"
cp "\$1" "$TMP/played.wav"
EOS
chmod +x "$TMP/bin/paplay"
expect_exit 0 "preview plays when a sound server is there" \
	env PATH="$TMP/bin:$PATH" XDG_RUNTIME_DIR="$TMP/run" $TS preview -q --text '他说：“$(touch pwned)；你好。”'
check "the player got one argument" sh -c "head -1 '$TMP/argv' | grep -qx 1"
check "it was a WAV of the text" sh -c "head -c 4 '$TMP/played.wav' | grep -q RIFF"
check "the temp file is gone after playing" sh -c "! test -e \"\$(sed -n 2p '$TMP/argv')\""
check "nothing in the text ran as a command" test ! -e pwned
