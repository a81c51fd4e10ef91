#!/bin/sh
# a system novel's machine speaking in brackets (【叮！…】, 【系统提示：…】):
# `cast` gives it a member [系统] with a voice of its own, its lines are
# dialogue runs in that voice, and the cast file renames, revoices or
# removes it; headings, labels, notes and a block inside a sentence stay
# the narrator's.
. "$(dirname "$0")/lib.sh"

# runs JSONL: each run as KIND SPEAKER/VOICE TEXT, - for no speaker
runs() {
	python3 -c '
import json, sys
for l in open(sys.argv[1], encoding="utf-8"):
    s = json.loads(l)
    print("%s %s/%s %s" % (s["kind"], s["speaker"] or "-", s["voice"], s["text"]))' "$1"
}

mkdir -p "$TMP/book"
printf '%s\n' '第一章 觉醒' '' '叶凡醒来时，脑海中响起一道冰冷的机械音。' '' \
	'【叮！系统绑定成功，宿主叶凡，欢迎使用签到系统。】' '' '叶凡愣住了：“系统？”' '' \
	'【系统提示：宿主当前等级为1级。】' '' '【姓名：叶凡】' '' '【等级：1】' '' \
	'“系统，打开背包。”叶凡在心中默念。' '' '【任务：前往后山签到一次。奖励：积分100点。】' '' \
	'叶凡到了后山，心中默念：签到。【叮！签到成功，恭喜宿主获得积分100点。】' '' \
	'他翻到了【新手指南】那一页。' '' '【微信】' '' '【注：本章人物纯属虚构。】' '' \
	'王胖子追了上来：“叶凡，你去哪儿？”' '' '“随便走走。”叶凡笑道。' '' \
	'【叮咚！检测到宿主情绪波动，新手任务完成。】' >"$TMP/book/1.txt"

expect_exit 0 "cast of a system novel" $TS cast "$TMP/book" -c "$TMP/cast.ini"
check "the machine joins the cast, no gender, its own voice" sh -c \
	"grep -A4 '^\[系统\]' '$TMP/cast.ini' | grep -q 'gender = unknown' &&
	 grep -A4 '^\[系统\]' '$TMP/cast.ini' | grep -q 'voice = system'"
BOOK=$TMP/book/1.txt
expect_exit 0 "its segments" $TS inspect segments --json -c "$TMP/cast.ini" "$BOOK"
runs "$TMP/out" >"$TMP/runs"
for line in '【叮！系统绑定成功' '【系统提示：' '【姓名：叶凡】' '【等级：1】' '【任务：' \
	'【叮！签到成功' '【叮咚！检测到'; do
	check "$line… is the system's, in its voice" \
		grep -q "^dialogue 系统/system $line" "$TMP/runs"
done
check "none of the host's quotes is the machine's" \
	sh -c "! grep -q '^dialogue 系统/system “' '$TMP/runs'"
for line in '他翻到了【新手指南】' '【微信】' '叶凡到了后山'; do
	check "$line… stays the narrator's" grep -q "^narration -/narrator $line" "$TMP/runs"
done
check "【注：… is a note, kept and not read" grep -q "^aside .* 【注：" "$TMP/runs"
$TS inspect text "$BOOK" >"$TMP/text.txt" 2>/dev/null
check "nothing is lost" segments_cover "$TMP/out" "$TMP/text.txt"

# the cast file: renamed (keeping 系统 as an alias), revoiced, removed
sed 's/^\[系统\]/[小七]\naliases = 系统/; s/^voice = system/voice = male2/' "$TMP/cast.ini" \
	>"$TMP/renamed.ini"
expect_exit 0 "renamed and revoiced" $TS inspect segments --json -c "$TMP/renamed.ini" "$BOOK"
runs "$TMP/out" >"$TMP/runs"
check "its lines are 小七's, in male2" grep -q '^dialogue 小七/male2 【叮！系统绑定成功' "$TMP/runs"
printf '[叶凡]\ngender = male\n' >"$TMP/removed.ini"
expect_exit 0 "no member 系统" $TS inspect segments --json -c "$TMP/removed.ini" "$BOOK"
runs "$TMP/out" >"$TMP/runs"
check "its lines are the narrator's" sh -c \
	"grep -q '^narration -/narrator 【叮！系统绑定成功' '$TMP/runs' &&
	! grep -q '^dialogue .* 【' '$TMP/runs'"
