#!/bin/sh
# inspect segments --json: every character of each sample chapter in exactly
# one segment, in order; dialogue voiced apart from the narration.
. "$(dirname "$0")/lib.sh"

# dialogue_field FIELD JSONL WANT...: the dialogue runs' FIELD (speaker or
# voice) in JSONL are WANT, one word each, - for none
dialogue_field() {
	python3 -c '
import json, sys
field, path, want = sys.argv[1], sys.argv[2], sys.argv[3:]
segs = [json.loads(l) for l in open(path, encoding="utf-8")]
got = [s[field] or "-" for s in segs if s["kind"] == "dialogue"]
sys.exit(0 if got == want else 1)' "$@"
}

for ch in chapters/*.txt; do
	expect_exit 0 "inspect segments --json $ch" $TS inspect segments --json "$ch"
	cp "$TMP/out" "$TMP/segs.jsonl"
	$TS inspect text "$ch" >"$TMP/text.txt" 2>/dev/null
	check "$ch: segments cover the text exactly once" python3 -c '
import json, sys
segs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
strip = lambda s: "".join(c for c in s if not c.isspace())
joined = strip("".join(s["text"] for s in segs))
text = strip(open(sys.argv[2], encoding="utf-8").read())
keys = all({"line", "kind", "speaker", "voice", "text"} <= s.keys() for s in segs)
sys.exit(0 if joined == text and keys else 1)' "$TMP/segs.jsonl" "$TMP/text.txt"
	check "$ch: dialogue has other voices than the narration" python3 -c '
import json, sys
segs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
narr = {s["voice"] for s in segs if s["kind"] == "narration"}
dia = {s["voice"] for s in segs if s["kind"] == "dialogue"}
sys.exit(0 if dia and narr and not (dia & narr) else 1)' "$TMP/segs.jsonl"
	check "$ch: lines are in order" python3 -c '
import json, sys
lines = [json.loads(l)["line"] for l in open(sys.argv[1], encoding="utf-8")]
sys.exit(0 if lines == sorted(lines) and lines[0] >= 1 else 1)' "$TMP/segs.jsonl"
	$TS inspect text "$ch" >"$TMP/text.txt" 2>/dev/null
	check "$ch: inspect text keeps the line count" \
		test "$(wc -l <"$TMP/text.txt")" -eq "$(wc -l <"$ch")"
done

# the reader's corrections (NAME.speakers beside NAME.txt) win over the
# attribution; a name not in the cast is an error naming the file and line
printf '王朴道：“你去吧。”\n\n“我去。”\n\n“谁？”“是我。”\n' >"$TMP/fix.txt"
printf '[王朴]\ngender = male\n[兰绮云]\ngender = female\n' >"$TMP/fix.ini"
printf '# corrections\n3 兰绮云\n5 “是我 王朴\n' >"$TMP/fix.speakers"
expect_exit 0 "inspect segments with corrections" $TS inspect segments --json --cast "$TMP/fix.ini" "$TMP/fix.txt"
check "the corrected quotes have their speakers" python3 -c '
import json, sys
segs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
got = [(s["line"], s["speaker"]) for s in segs if s["kind"] == "dialogue"]
sys.exit(0 if got[1] == (3, "兰绮云") and got[3] == (5, "王朴") else 1)' "$TMP/out"
printf '3 兰绮云\n4 王五\n' >"$TMP/fix.speakers"
expect_exit 1 "a correction naming no one in the cast fails" $TS inspect segments --cast "$TMP/fix.ini" "$TMP/fix.txt"
check "the error names the corrections file and its line" grep -q "fix.speakers:2: error: no one called '王五' in the cast: add \\[王五\\]" "$TMP/err"
check "and blames no syntax error on the chapter" sh -c "! grep -q 'fix.txt: syntax error' '$TMP/err'"
printf '9 王朴\n' >"$TMP/fix.speakers"
expect_exit 0 "a correction for a line without a quote" $TS inspect segments --cast "$TMP/fix.ini" "$TMP/fix.txt"
check "is a warning with its line" grep -q "fix.speakers:1: warning: no quote starts on line 9" "$TMP/err"

# the listing's columns line up on a terminal: a Chinese name takes two
# columns a character (it was padded by bytes, three a character)
printf '王朴道：“你去吧。”\n兰绮云道：“我去。”\n' >"$TMP/columns.txt"
expect_exit 0 "inspect segments with Chinese speakers" $TS inspect segments --cast "$TMP/fix.ini" "$TMP/columns.txt"
check "... starts every text at one column" python3 -c '
import re, sys, unicodedata
def cols(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
starts = {cols(re.match(r"\s*(\S+\s+){4}", l).group(0)) for l in lines}
sys.exit(0 if len(starts) == 1 and "兰绮云" in "".join(lines) else 1)' "$TMP/out"

# a one-character given name before 曰 is the member whose full name ends
# in it, in the book's script whatever the cast's (traditional text, a cast
# in simplified characters)
printf '玄德與朱俊計議。飛曰：「殺之。」紹謂玄德曰：「大事若何？」\n' >"$TMP/yue.txt"
printf '[刘备]\ngender = male\naliases = 玄德\n[张飞]\ngender = male\n[朱俊]\n[袁绍]\ngender = male\n' >"$TMP/yue.ini"
expect_exit 0 "inspect segments, a given name before 曰" $TS inspect segments --json --cast "$TMP/yue.ini" "$TMP/yue.txt"
check "飛曰 is 张飞's, 紹謂玄德曰 袁绍's" dialogue_field speaker "$TMP/out" 张飞 袁绍

# “吾姓關名羽” of a member: said by him, whoever acted before it
printf '%s\n' '正飲間，見一大漢，推著一輛車子，到店門首歇了，入店坐下，便喚酒保：「快斟酒來吃，我待趕入城去投軍。」玄德看其人：身長九尺，髯長二尺；面如重棗，唇若塗脂；丹鳳眼，臥蠶眉，相貌堂堂，威風凜凜。玄德就邀他同坐，叩其姓名。其人曰：「吾姓關名羽，字長生，後改雲長，河東解良人也。因本處勢豪倚勢凌人，被吾殺了，逃難江湖，五六年矣。今聞此處招軍破賊，特來應募。」玄德遂以己志告之，雲長大喜。同到張飛莊上，共議大事。飛曰：「吾莊後有一桃園，花開正盛；明日當於園中祭告天地，我三人結為兄弟，協力同心，然後可圖大事。」玄德、雲長齊聲應曰：「如此甚好。」' >"$TMP/self.txt"
printf '[劉備]\ngender = male\naliases = 玄德\n[張飛]\ngender = male\naliases = 翼德、飛\n[關羽]\ngender = male\naliases = 雲長、關公\n' >"$TMP/self.ini"
expect_exit 0 "inspect segments, a self-introduction" $TS inspect segments --json --cast "$TMP/self.ini" "$TMP/self.txt"
check "吾姓關名羽 is 關羽's" python3 -c '
import json, sys
segs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
got = [s["speaker"] for s in segs if s["kind"] == "dialogue" and "吾姓關" in s["text"]]
sys.exit(0 if got == ["關羽"] else 1)' "$TMP/out"

# a voice pointed at (那声音) is someone unnamed, and so is the quote it
# goes on with after its tag: not the one who asked
printf '林凡吓了一跳：“谁？谁在说话？”\n“我是系统。”那声音答道，“宿主可以叫我小七。”\n' >"$TMP/voice.txt"
printf '[林凡]\ngender = male\n[苏晴]\ngender = female\n' >"$TMP/voice.ini"
expect_exit 0 "inspect segments, a voice" $TS inspect segments --json --cast "$TMP/voice.ini" "$TMP/voice.txt"
check "那声音's quotes are no member's" dialogue_field speaker "$TMP/out" 林凡 - -

# a word for a person by trade heading the tag after a quote (拍卖师说,
# 记者说) is someone the cast lacks, even when the word is also a verb's
# (拍卖) or ends in 者: not the member in view
printf '林凡坐下。苏晴说：“好。”\n“起拍价五百万！”拍卖师说。\n苏晴说：“走吧。”\n“请留步！”记者说。\n' >"$TMP/trade.txt"
expect_exit 0 "inspect segments, a trade's word" $TS inspect segments --json --cast "$TMP/voice.ini" "$TMP/trade.txt"
check "拍卖师's and 记者's quotes are no member's" dialogue_field speaker "$TMP/out" 苏晴 - 苏晴 -

# a manner of the voice after the trade's word (拍卖师高声道) is no name:
# the trade's quote is still no member's
printf '林凡坐下。苏晴说：“好。”\n“起拍价五百万！”拍卖师高声道。\n' >"$TMP/loud.txt"
expect_exit 0 "inspect segments, a trade's word and 高声" $TS inspect segments --json --cast "$TMP/voice.ini" "$TMP/loud.txt"
check "拍卖师高声道's quote is no member's" dialogue_field speaker "$TMP/out" 苏晴 -

# quotes glued together whose run ends in many voices are many voices
printf '林凡坐下。苏晴说：“好。”\n“六百万。”“七百万！”“八百万！”场中此起彼伏。\n' >"$TMP/bids.txt"
expect_exit 0 "inspect segments, glued quotes" $TS inspect segments --json --cast "$TMP/voice.ini" "$TMP/bids.txt"
check "the bids are the crowd's" dialogue_field voice "$TMP/out" female1 crowd crowd crowd

# bare quotes right after a crowd stirs are voices in the crowd, up to a
# quote someone's tag names
printf '林凡说道：“只收三十人。”\n人群一阵骚动。\n“三十人？去年不是收了一百个吗？”\n“听说今年掌门闭关。”\n苏晴皱了皱眉：“安静！”\n' >"$TMP/stir.txt"
expect_exit 0 "inspect segments, a crowd stirs" $TS inspect segments --json --cast "$TMP/voice.ini" "$TMP/stir.txt"
check "the crowd's remarks are the crowd's" dialogue_field voice "$TMP/out" male1 crowd crowd female1

# a mother no member is called by, recalled, is no girl of unknown gender
printf '赵小鱼说：“你好。”苏晚晴说：“好。”\n她想起了临走时娘说的话：\n“晚晴，出门在外，凡事多留个心眼。”\n' >"$TMP/mother.txt"
printf 'complete = no\n[苏晚晴]\ngender = female\n[赵小鱼]\n' >"$TMP/mother.ini"
expect_exit 0 "inspect segments, 娘说的话" $TS inspect segments --json --cast "$TMP/mother.ini" "$TMP/mother.txt"
check "the mother's words are no member's" dialogue_field speaker "$TMP/out" 赵小鱼 苏晚晴 -

# in a book told by 我, 我爸 is no tag of the narrator's, and a call of 妈
# whose mother no member is, is still the narrator's
printf '“你嘀咕什么呢？”我爸推门进来，瞪了我一眼，“赶紧洗脸。”\n饭桌上，我妈往我碗里夹了两个鸡蛋：“一百分，一定考一百分。”\n“妈，总分七百五。”\n“那就考七百五！”\n我爸在旁边哼了一声：“能考个五百就烧高香了。”\n' >"$TMP/mine.txt"
printf 'complete = no\n[我]\naliases = 陈默\n' >"$TMP/mine.ini"
expect_exit 0 "inspect segments, 我爸 and 我妈" $TS inspect segments --json --cast "$TMP/mine.ini" "$TMP/mine.txt"
check "the parents' quotes are no member's, the call of 妈 the narrator's" dialogue_field speaker "$TMP/out" - - - 我 - -

# the cast found in a book told by 我 ([我妈], [我爸], [我]): 我妈 is the
# narrator's mother, so his “妈，…” is said to her and she answers
printf '“你嘀咕什么呢？”我爸推门进来，瞪了我一眼，“赶紧洗脸。”\n我说：“今天放榜。”\n饭桌上，我妈往我碗里夹了两个鸡蛋：“一百分，一定考一百分。”\n我爸在旁边哼了一声：“能考个五百就烧高香了。”\n“妈，总分七百五。”\n“那就考七百五！”\n' >"$TMP/mykin.txt"
printf 'complete = no\n[我爸]\ngender = male\n[我妈]\ngender = female\n[我]\nvoice = narrator\n' >"$TMP/mykin.ini"
expect_exit 0 "inspect segments, the narrator calls 妈" $TS inspect segments --json --cast "$TMP/mykin.ini" "$TMP/mykin.txt"
check "the one the narrator calls 妈 answers" dialogue_field speaker "$TMP/out" 我爸 我爸 我 我妈 我爸 我 我妈

# a monster or a rogue pointed at (那怪道, 那厮骂道) is someone the found cast
# lacks, not the member who spoke before
printf '行者骂道：“那夯货，快出来！”那怪厉声骂道：“你这个弼马温，着实惫懒！”行者道：“这个呆子！”那怪道：“看我这钯！”\n' >"$TMP/monster.txt"
printf 'complete = no\n[行者]\ngender = male\n[三藏]\n' >"$TMP/monster.ini"
expect_exit 0 "inspect segments, 那怪道" $TS inspect segments --json --cast "$TMP/monster.ini" "$TMP/monster.txt"
check "那怪's quotes are no member's" dialogue_field speaker "$TMP/out" 行者 - 行者 -

# a fool pointed at (那呆子, 那傻子: 子 after 呆 or 傻 is a person) heads his
# own tag, not the master who spoke before him in the paragraph
printf '三藏道：“我再与你起个别名，唤为八戒。”那呆子欢欢喜喜道：“谨遵师命。”\n' >"$TMP/fool.txt"
expect_exit 0 "inspect segments, 那呆子道" $TS inspect segments --json --cast "$TMP/monster.ini" "$TMP/fool.txt"
check "那呆子's quote is not the master's" dialogue_field speaker "$TMP/out" 三藏 -

# a one-character given name before 曰, or before 謂 and whom it is said to,
# whose full name the narration just gave and the found cast lacks (鄒靖…
# 靖曰, 盧植…植謂玄德曰) is no member's voice, not the one acting around it;
# a member's alias of one character heading a sentence of 曰 is his (操往見之，問曰)
printf '%s\n' '張角聞知事露，星夜舉兵。申言於眾曰：「今漢運將終，大聖人出。汝等皆宜順天從正，以樂太平。」' '且說張角一軍，前犯幽州界分。幽州太守劉焉，乃江夏竟陵人氏，漢魯恭王之後也。當時聞得賊兵將至，召校尉鄒靖計議。靖曰：「賊兵眾，我兵寡，明公宜作速招軍應敵。」劉焉然其說，隨即出榜招募義兵。' '時張角賊眾十五萬，中郎將盧植兵五萬，相拒於廣宗，未見勝負。植謂玄德曰：「我今圍賊在此，汝可引本部人馬，前去穎川打探消息。」玄德領命，引軍星夜投穎川來。' '汝南許劭，有知人之名。操往見之，問曰：「我何如人？」劭不答。' >"$TMP/given.txt"
printf 'complete = no\n[張角]\ngender = male\n[劉焉]\n[劉備]\ngender = male\naliases = 玄德\n[曹操]\naliases = 孟德、操\n' >"$TMP/given.ini"
expect_exit 0 "inspect segments, 靖曰 and 植謂玄德曰" $TS inspect segments --json --cast "$TMP/given.ini" "$TMP/given.txt"
check "靖曰 and 植謂玄德曰 are no member's, 操往見之，問曰 曹操's" dialogue_field speaker "$TMP/out" 張角 - - 曹操

# a one-character alias heading a sentence of 曰 after a quote that ended its
# sentence is hers, an adverb between (…耳。”女黯然曰：); 言 says as 曰 does
printf '%s\n' '李生晚归，遇一女郎。生问：“汝何人？”女曰：“逃难之人。”生曰：“欲何往？”女黯然曰：“无家可归耳。”生言：“敝舍不远。”' >"$TMP/alias.txt"
printf '[李生]\ngender = male\naliases = 生\n[女郎]\ngender = female\naliases = 女\n' >"$TMP/alias.ini"
expect_exit 0 "inspect segments, 女黯然曰" $TS inspect segments --json --cast "$TMP/alias.ini" "$TMP/alias.txt"
check "女黯然曰 after a quote is 女郎's, 生言 李生's" dialogue_field speaker "$TMP/out" 李生 女郎 李生 女郎 李生
# the same after 』, which ends its sentence as ” does
sed 's/“/『/g; s/”/』/g' "$TMP/alias.txt" >"$TMP/alias2.txt"
expect_exit 0 "inspect segments, 』女黯然曰" $TS inspect segments --json --cast "$TMP/alias.ini" "$TMP/alias2.txt"
check "女黯然曰 after 』 is 女郎's" dialogue_field speaker "$TMP/out" 李生 女郎 李生 女郎 李生

# a bare 问： glued to her quote is the other one's turn, the bare 曰 after
# his question hers (问：“…”曰：“…”)
printf '%s\n' '陈生夜归，遇一女子，独立道旁。生问：“何为独立？”女曰：“迷途之人，无所归也。”问：“家在何处？”曰：“远在江南。”生言：“寒舍在近，可暂栖身。”女喜，从之。' >"$TMP/ask.txt"
printf '[陈生]\ngender = male\naliases = 生\n[女子]\ngender = female\naliases = 女\n[老僧]\ngender = male\n' >"$TMP/ask.ini"
expect_exit 0 "inspect segments, a bare 问 and 曰" $TS inspect segments --json --cast "$TMP/ask.ini" "$TMP/ask.txt"
check "问： after her quote is his, 曰： after his question hers" \
	dialogue_field speaker "$TMP/out" 陈生 女子 陈生 女子 陈生

# 答云： answers the one who asked; 逢一老僧，视生而惊。问： is the monk met
# asking (the member the cast names 老僧, whom 视生 turns to 生), 答言： 生
printf '%s\n' '陈生入室。女顾左右，问：“君独居乎？”答云：“然。”女曰：“甚好。”' '次日，生出门，逢一老僧，视生而惊。问：“何所见？”答言：“无。”老僧曰：“君面有黑气。”' >"$TMP/answer.txt"
expect_exit 0 "inspect segments, 答云 and the one met asking" $TS inspect segments --json --cast "$TMP/ask.ini" "$TMP/answer.txt"
check "答云/答言 answer the asker, 逢一老僧…问： is the monk's" \
	dialogue_field speaker "$TMP/out" 女子 陈生 女子 老僧 陈生 老僧
printf 'complete = no\n[老僧]\ngender = male\n' >"$TMP/monk.ini"
expect_exit 0 "inspect segments, 答言 of one the cast lacks" $TS inspect segments --json --cast "$TMP/monk.ini" "$TMP/answer.txt"
check "答言： with no other member is no one's, not the asker's again" \
	dialogue_field speaker "$TMP/out" - - - 老僧 - 老僧

# a sentence that says whose the quote before was (说话的是X) names its speaker,
# though its tag was a stranger's (一个少年冷笑道)
printf '苏晴说：“走吧。”\n这时，一个穿着名牌的少年走了过来，冷笑道：“哟，这不是陈默吗？”\n说话的是赵天宇，赵氏集团董事长的独生子。\n陈默淡淡地看了他一眼：“让开。”\n' >"$TMP/named.txt"
printf 'complete = no\n[苏晴]\ngender = female\n[陈默]\ngender = male\n[赵天宇]\ngender = male\n' >"$TMP/named.ini"
expect_exit 0 "inspect segments, 说话的是X" $TS inspect segments --json --cast "$TMP/named.ini" "$TMP/named.txt"
check "说话的是赵天宇 names the quote before" dialogue_field speaker "$TMP/out" 苏晴 赵天宇 陈默

# a book with no cast finds the people it knows by a role or a description
# (老船夫, 虬髯大汉), with what the one who speaks to them calls them (船家)
# and the description of one who names himself (少年…说道：“在下萧云，…”)
mkdir -p "$TMP/boat" "$TMP/inn"
printf '　　王明跳上船，在船头坐下。\n　　“船家，到对岸要多久？”王明问。\n　　老船夫摇着橹，笑道：“一袋烟的工夫。”\n　　“船家，能快点吗？”王明看了看天色。\n　　老船夫叹了口气：“风大，快不了。”\n　　王明说：“那我就等着。”\n　　“坐稳了。”船家朝他摆了摆手。\n' >"$TMP/boat/1.txt"
expect_exit 0 "inspect segments, a boatman known by his trade" $TS inspect segments --json "$TMP/boat/1.txt"
check "the boatman is found, 船家 his alias" dialogue_field speaker "$TMP/out" 王明 老船夫 王明 老船夫 王明 老船夫
check "... a man" sh -c "grep -A2 '^\[老船夫\]' '$TMP/boat/cast.ini' | grep -q 'gender = male'"
printf '　　店里走进一个青衫少年。\n　　虬髯大汉斜眼看着他，冷笑一声：“小子，哪里来的？”\n　　少年淡淡地道：“路过。”\n　　虬髯大汉拍案而起：“好大的口气！”\n　　少年抬起头来，说道：“在下萧云，不想惹事。”\n' >"$TMP/inn/1.txt"
expect_exit 0 "inspect segments, a man known by his looks" $TS inspect segments --json "$TMP/inn/1.txt"
check "the bearded man and the young one who names himself are found" dialogue_field speaker "$TMP/out" 虬髯大汉 萧云 虬髯大汉 萧云
check "... the young one a man" sh -c "grep -A2 '^\[萧云\]' '$TMP/inn/cast.ini' | grep -q 'gender = male'"

# one heard talking (听见X说话) in a clause of its own is not who speaks
# after it: the hearer is, named before (X听见, 为首的是个X，听见)
printf '　　少年说：“来一斤牛肉。”\n　　虬髯大汉听见少年说话，冷笑道：“小兄弟，你不怕吗？”\n　　为首的是个虬髯大汉，听见少年说话，斜眼打量了他一番，冷笑道：“你可知道我是谁？”\n　　王五听见少年说：“不知道。”\n' >"$TMP/heard.txt"
printf 'complete = no\n[沈青云]\ngender = male\naliases = 少年\n[虬髯大汉]\ngender = male\n[王五]\n' >"$TMP/heard.ini"
expect_exit 0 "inspect segments, 听见X说话" $TS inspect segments --json --cast "$TMP/heard.ini" "$TMP/heard.txt"
check "the one who hears speaks, not the one heard" dialogue_field speaker "$TMP/out" 沈青云 虬髯大汉 虬髯大汉 沈青云

# a member called by a pet form of the given name the cast does not list,
# a word of the dictionary too (月儿 the moon, 小雪 light snow), is the one
# called, not the speaker
printf '　　李月和张雪坐在院子里剥豆子。\n　　“月儿，天凉了，进屋去。”奶奶朝她们招了招手。\n　　李月站起来：“知道了。”\n　　“小雪，你也进来。”奶奶又喊道。\n　　张雪应了一声：“来了！”\n' >"$TMP/pet.txt"
printf 'complete = no\n[李月]\ngender = female\n[张雪]\ngender = female\n' >"$TMP/pet.ini"
expect_exit 0 "inspect segments, 月儿 and 小雪" $TS inspect segments --json --cast "$TMP/pet.ini" "$TMP/pet.txt"
check "月儿 and 小雪 call 李月 and 张雪" dialogue_field speaker "$TMP/out" - 李月 - 张雪

# a voice heard, then named as the one who came in (来人是X, 进来的是X),
# was his, though its tag named no one (有人喊道, 传来一个…的声音)
printf '　　王芳正在灶前烧火，院门外有人喊道：“屋里有人吗？”\n　　来人是村里的会计刘强，手里拿着一个账本。\n　　王芳站起来：“刘会计，快进来坐。”\n　　刘强摆摆手。屋外又传来一个粗哑的声音：“老王在家吗？”\n　　进来的是邻居张大山，他扛着一把锄头。\n　　刘强笑了：“大山，你也来了。”\n' >"$TMP/came.txt"
printf 'complete = no\n[王芳]\ngender = female\n[刘强]\ngender = male\n[张大山]\ngender = male\n' >"$TMP/came.ini"
expect_exit 0 "inspect segments, 来人是X" $TS inspect segments --json --cast "$TMP/came.ini" "$TMP/came.txt"
check "来人是X and 进来的是X name the voice before" dialogue_field speaker "$TMP/out" 刘强 王芳 张大山 刘强

# someone unnamed heard by the one opening the tag's sentence (X刚要…，门口传
# 来一个…的声音：, X正…，身后有人喊道：, X吃完饭，他的母亲说：) is not X
printf '　　林晓雨刚要去拿桌上的通讯器，门口传来一个懒洋洋的声音：“别费劲了，信号早就断了。”\n　　林晓雨回过头，看见陈默靠在门框上。\n　　“你怎么在这儿？”她问。\n　　周建国正在擦枪，身后有人喊道：“队长，快出来看！”\n　　周建国放下枪，走了出去。\n　　周建国吃完饭，他的母亲慌忙说：“你坐着，不要过来。”\n' >"$TMP/voice.txt"
printf '[林晓雨]\ngender = female\n[陈默]\ngender = male\n[周建国]\ngender = male\n' >"$TMP/voice.ini"
expect_exit 0 "inspect segments, a voice the opener hears" $TS inspect segments --json --cast "$TMP/voice.ini" "$TMP/voice.txt"
check "传来…的声音, 有人喊道, 他的母亲说 are not the opener's" dialogue_field speaker "$TMP/out" - 林晓雨 - -

# the chapter's first voice, heard before anyone is named, is the one the
# next paragraph then presents (after where: 窗台边，数学老师刘建华…)
printf '　　我叫周航，今年十七岁。\n　　“周航！你又走神了？”\n　　窗台边，数学老师刘建华敲了敲黑板，冷冷地看着我。\n　　全班都笑了。\n' >"$TMP/first.txt"
printf 'complete = no\n[我]\naliases = 周航\n[刘建华]\ngender = male\n' >"$TMP/first.ini"
expect_exit 0 "inspect segments, the first voice" \
	$TS inspect segments --json --cast "$TMP/first.ini" "$TMP/first.txt"
check "the first voice is the teacher's" dialogue_field speaker "$TMP/out" 刘建华

# a doubled nickname inside a word of four (老老小小, not 钱老's 老老) is
# no mention: the 他 after it is the man named before
printf '　　那年冬天，周明从城里回来过年。\n　　一进院子，家里老老小小的都迎了出来。\n　　他问母亲：\n　　“爸呢？”\n' >"$TMP/aabb.txt"
printf 'complete = no\n[周明]\ngender = male\n[钱老]\ngender = male\n' >"$TMP/aabb.ini"
expect_exit 0 "inspect segments, 老老小小" $TS inspect segments --json --cast "$TMP/aabb.ini" "$TMP/aabb.txt"
check "老老小小 is no mention of 钱老" dialogue_field speaker "$TMP/out" 周明

# a title no member holds (师父), acting right after a quote, is someone
# the cast lacks: the quote is not the one it acts on (他)
printf '　　陈默站在井边，望着远处的山。\n　　“师父，今天还练功吗？”他回头问道。\n　　老和尚摸了摸光头，笑道：“练到你挑满三缸水为止。”\n　　这一年，陈默十五岁，每天天不亮就起来挑水。\n　　“过来。”师父朝他招了招手。\n　　陈默放下水桶，走了过去：“师父有什么吩咐？”\n' >"$TMP/role.txt"
printf 'complete = no\n[陈默]\ngender = male\n' >"$TMP/role.ini"
expect_exit 0 "inspect segments, 师父朝他" $TS inspect segments --json --cast "$TMP/role.ini" "$TMP/role.txt"
check "师父朝他招了招手 is no member's" dialogue_field speaker "$TMP/out" 陈默 - - 陈默

# a 他 tag in a text that writes 她 is no woman's, whoever 他 is (no man
# named near: the unknown voice, not the woman he asks)
printf '　　那天下午，他在办公室里看文件。\n　　门开了，进来两个姑娘，她们手里各提着一个布包。\n　　丽丽是润叶的同学，以前常来他家。\n　　他问丽丽：\n　　“你们怎么来了？”\n' >"$TMP/he.txt"
printf '[杜丽丽]\ngender = female\naliases = 丽丽\n[田润叶]\ngender = female\naliases = 润叶\n[田福军]\ngender = male\n' >"$TMP/he.ini"
expect_exit 0 "inspect segments, 他问丽丽" $TS inspect segments --json --cast "$TMP/he.ini" "$TMP/he.txt"
check "a 他 tag is no woman's" dialogue_field speaker "$TMP/out" -

# 老周, 老宋 (which the dictionary tags as time words) are calls like 老王:
# someone the cast lacks, not the member who spoke last
printf '　　陈默走进仓库。\n　　“你确定？”陈默盯着他。\n　　老周低下头：“确定。”\n　　“你呢？”陈默问。\n　　老宋说：“我也看见了。”\n' >"$TMP/old.txt"
printf 'complete = no\n[陈默]\ngender = male\n' >"$TMP/old.ini"
expect_exit 0 "inspect segments, 老周低下头" $TS inspect segments --json --cast "$TMP/old.ini" "$TMP/old.txt"
check "老周 and 老宋 are no member's" dialogue_field speaker "$TMP/out" 陈默 - 陈默 -
# ... nor after a word for what he is (保安老王, 门卫老孙), even in a cast
# the user says is complete
printf '[陈默]\ngender = male\n' >"$TMP/done.ini"
printf '　　陈默走进仓库。\n　　“你是谁？”陈默问。\n　　保安老王搓着手，结结巴巴地说：“我是保安。”\n　　“你呢？”陈默问。\n　　门卫老孙摇摇头：“我没看见。”\n' >"$TMP/guard.txt"
expect_exit 0 "inspect segments, 保安老王" $TS inspect segments --json --cast "$TMP/done.ini" "$TMP/guard.txt"
check "保安老王 and 门卫老孙 are no member's" dialogue_field speaker "$TMP/out" 陈默 - 陈默 -

# a title and a name the cast lacks heading the tag (副将X曰, 偏将X曰; 将
# is no 把 there) are someone uncast, not the member or the crowd named
# before (召集商议, 召众将议事)
printf '　　却说王猛引兵屯于城南。是夜，召集商议。副将孙礼进曰：“宜坚守。”\n　　王猛曰：“不可。”\n　　次日，召众将议事。偏将孙礼曰：“敌军势大。”\n　　猛曰：“吾自有计。”\n' >"$TMP/yue.txt"
printf 'complete = no\n[王猛]\ngender = male\naliases = 猛\n[赵勇]\ngender = male\naliases = 勇\n' >"$TMP/yue.ini"
expect_exit 0 "inspect segments, 副将X曰" $TS inspect segments --json --cast "$TMP/yue.ini" "$TMP/yue.txt"
check "副将X曰 is no member's and no crowd's" dialogue_field speaker "$TMP/out" - 王猛 - 王猛

# a role after 的 and a name the cast lacks, heading a tag that ends in a
# colon (她的同事X在下面留言：) is someone uncast, not the one taking turns
printf '　　周明讲完，笑着说：“谢谢大家。”\n　　会后，刘丽在群里发了一条：“辛苦了。”\n　　她的同事孙强在下面留言：“哈哈，又要加班？”\n　　坐在第一排的记者王芳举起了手：“请问？”\n' >"$TMP/colleague.txt"
printf 'complete = no\n[周明]\ngender = male\n' >"$TMP/colleague.ini"
expect_exit 0 "inspect segments, 她的同事X" $TS inspect segments --json --cast "$TMP/colleague.ini" "$TMP/colleague.txt"
check "她的同事X…： is no member's" dialogue_field speaker "$TMP/out" 周明 - - -

# a group chat without quotation marks: each line's text is said by the one
# named before its colon (a member, else someone uncast), the name read by
# the narrator as a tag; a member's line alone too, not an uncast one's; a
# blurb, a system panel, a list and an author's PS stay the narrator's
printf '%s\n' '简介：一个少年的成长故事。' '【姓名：叶凡】【等级：1】' '【力量：10】【敏捷：8】' \
	'优点：聪明，勇敢。' '缺点：懒惰，贪吃。' '他点开一看，是宿舍的群。' \
	'胖子：@江辰 听说你升职了？请客请客！' '老四：必须的，不请客不是兄弟。' \
	'【林小雨】：你在哪？' '他放下手机。' '江辰：马上到。' '一个陌生号码打了进来。' \
	'快递员：您的包裹到了。' '“好的，谢谢。”江辰说。' 'PS：今天两更，求月票。' >"$TMP/chat.txt"
printf 'complete = no\n[江辰]\ngender = male\n[林小雨]\ngender = female\n' >"$TMP/chat.ini"
expect_exit 0 "inspect segments, a group chat" \
	$TS inspect segments --json --cast "$TMP/chat.ini" "$TMP/chat.txt"
check "a chat line is said by its name, a member's alone too" \
	dialogue_field speaker "$TMP/out" - - 林小雨 江辰 江辰
check "a chat's names, a blurb, a panel, a list and a PS are no one's lines" python3 -c '
import json, sys
segs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
said = [s["text"] for s in segs if s["kind"] == "dialogue"]
whole = "".join(s["text"] for s in segs).replace("\n", "")
text = open(sys.argv[2], encoding="utf-8").read().replace("\n", "")
want = ["@江辰 听说你升职了？请客请客！", "必须的，不请客不是兄弟。", "你在哪？", "马上到。"]
sys.exit(0 if said[:4] == want and whole == text else 1)' "$TMP/out" "$TMP/chat.txt"
# a link inside a chat line (not read) leaves both halves the name's
printf '%s\n' '江辰：看这个 www.example.com 好玩吗？' '老四：不看。' >"$TMP/chat.txt"
expect_exit 0 "inspect segments, a link in a chat line" \
	$TS inspect segments --json --cast "$TMP/chat.ini" "$TMP/chat.txt"
check "a chat line cut by a link is its name's" dialogue_field speaker "$TMP/out" 江辰 江辰 -
# a member whose name ends as a speech tag does (顾念, 念 of 默念：) has her
# chat lines, which were the narrator's; a thought (他想：) stays his
printf '%s\n' '宋远：睡了吗？' '顾念：还没。' '宋远：明早八点，车站见。' '他想：她会来的。' >"$TMP/chat.txt"
printf 'complete = no\n[宋远]\ngender = male\n[顾念]\ngender = female\n' >"$TMP/nian.ini"
expect_exit 0 "inspect segments, 顾念's chat" \
	$TS inspect segments --json --cast "$TMP/nian.ini" "$TMP/chat.txt"
check "顾念：还没。 is hers, 他想： no one's line" dialogue_field speaker "$TMP/out" 宋远 顾念 宋远
# a member's reply amid a talk of chat lines (宋远回复：) is his, as 宋远： is
printf '%s\n' '【私聊】顾念：睡了吗？' '宋远回复：还没，在加班。' '【私聊】顾念：早点休息。' >"$TMP/chat.txt"
expect_exit 0 "inspect segments, 宋远回复： amid chat lines" \
	$TS inspect segments --json --cast "$TMP/nian.ini" "$TMP/chat.txt"
check "宋远回复：… is 宋远's" dialogue_field speaker "$TMP/out" 顾念 宋远 顾念
# an app's label before the name (【微信】林晓：) leaves the line a chat line;
# a heading in brackets before a colon's text stays the narrator's
printf '%s\n' '【微信】宋远：睡了吗？' '【微信】顾念：还没。' '【第二章】重逢：雨夜' >"$TMP/chat.txt"
expect_exit 0 "inspect segments, 【微信】 chat lines" \
	$TS inspect segments --json --cast "$TMP/nian.ini" "$TMP/chat.txt"
check "【微信】宋远： is his line, 【微信】顾念： hers" dialogue_field speaker "$TMP/out" 宋远 顾念

# names of 小 or 阿 and one character heading tags and beats (小芸摸黑…,
# 堂哥阿荣推开窗户…：) are found in a short book, 阿荣 a man by 堂哥; with
# a cast that lacks them, their tags are someone uncast, not 外婆's
mkdir -p "$TMP/storm"
printf '　　停电了，屋里一片漆黑。\n　　“外婆，手电筒在哪儿？”小芸摸黑走进厨房。\n　　“在柜子里。”外婆说，“别碰到炉子。”\n　　堂哥阿荣推开窗户，看了看外面：“雨真大。”\n　　“你们别乱跑。”外婆说。\n　　小芸点上蜡烛，好奇地问：“以前也这样吗？”\n　　外婆笑了：“那时候更糟。”\n　　阿荣忍不住笑出声：“真的吗？”\n' >"$TMP/storm/1.txt"
expect_exit 0 "inspect segments, 小芸 and 阿荣 uncast" $TS inspect segments --json "$TMP/storm/1.txt"
check "小芸 and 阿荣 are found" dialogue_field speaker "$TMP/out" 小芸 外婆 外婆 阿荣 外婆 小芸 外婆 阿荣
check "... 阿荣 a man" sh -c "grep -A2 '^\[阿荣\]' '$TMP/storm/cast.ini' | grep -q 'gender = male'"
printf 'complete = no\n[外婆]\ngender = female\n' >"$TMP/storm.ini"
expect_exit 0 "inspect segments, 小芸 and 阿荣 not in the cast" $TS inspect segments --json --cast "$TMP/storm.ini" "$TMP/storm/1.txt"
check "小芸's and 阿荣's tags are no member's" dialogue_field speaker "$TMP/out" - 外婆 外婆 - 外婆 - 外婆 -

# 小叶 and 老钱 (小 or 老 and a surname, though the dictionary has 小叶 as a
# noun) heading beats are found in a short book, 老钱 a man
mkdir -p "$TMP/news"
printf '　　编辑部里灯还亮着。主编赵峰正在看稿子。\n　　小叶抱着电脑跑进来：“赵总，头条出事了。”\n　　“别慌，慢慢说。”赵峰放下笔。\n　　老钱推了推眼镜：“照片是假的。”\n　　“谁拍的？”赵峰问。\n　　老钱摇摇头：“还不知道。”\n　　“我去查！”小叶转身就跑。\n' >"$TMP/news/1.txt"
expect_exit 0 "inspect segments, 小叶 and 老钱" $TS inspect segments --json "$TMP/news/1.txt"
check "小叶 and 老钱 are found" dialogue_field speaker "$TMP/out" 小叶 赵峰 老钱 赵峰 老钱 小叶
check "... 老钱 a man" sh -c "grep -A2 '^\[老钱\]' '$TMP/news/cast.ini' | grep -q 'gender = male'"

# a 他 or 她 opening the sentence after one who heads hers and whom the cast
# lacks (值班的护士小吴…。她…, 门口的医生老郑…。他…) is that one, not the
# member of that gender named further back
printf '　　江涛推开病房的门，林雪跟在后面。\n　　“情况怎么样？”江涛问。\n　　值班的护士小吴已经在等了。她翻着病历，低声说：“烧退了一点。”\n　　“还要观察吗？”林雪问。\n　　门口的医生老郑走了进来。他摘下口罩，说：“再观察一晚。”\n' >"$TMP/ward.txt"
printf 'complete = no\n[江涛]\ngender = male\n[林雪]\ngender = female\n' >"$TMP/ward.ini"
expect_exit 0 "inspect segments, 护士小吴…。她" $TS inspect segments --json --cast "$TMP/ward.ini" "$TMP/ward.txt"
check "the 他 and 她 of one uncast are no member's" dialogue_field speaker "$TMP/out" 江涛 - 林雪 -
# ... but a noun of the dictionary heading it (高手来了。她…) is no one
printf '　　江涛推开病房的门，林雪跟在后面。\n　　“情况怎么样？”江涛问。\n　　高手来了。她翻着病历，低声说：“烧退了一点。”\n' >"$TMP/noun.txt"
expect_exit 0 "inspect segments, 高手来了。她" $TS inspect segments --json --cast "$TMP/ward.ini" "$TMP/noun.txt"
check "a noun heading the sentence before 她 is no one" dialogue_field speaker "$TMP/out" 江涛 林雪

# a quote that declares its speaker (小人乃X帐下Y是也, 末将Y, 某乃X是也) is
# his, over someone unnamed in the tag (其人曰), a tag read wrong (一将出曰)
# and his leaving the scene before (孙平领命而去)
printf '　　却说王猛引兵屯于城南。是夜，王猛唤部将孙平近前，附耳低言。孙平领命而去。\n　　次日，赵勇在营中，忽报有人来降。勇曰：“唤进来。”\n　　少顷，一人入帐，拜伏于地。勇问曰：“汝是何人？”\n　　其人曰：“小人乃王猛帐下孙平是也。特来投降。”\n　　又一人入帐。勇曰：“汝又是谁？”\n　　那人曰：“末将孙平，奉命来此。”\n　　一将出曰：“某乃王猛是也！”\n' >"$TMP/declare.txt"
printf 'complete = no\n[王猛]\ngender = male\naliases = 猛\n[赵勇]\ngender = male\naliases = 勇\n[孙平]\ngender = male\n' >"$TMP/declare.ini"
expect_exit 0 "inspect segments, 小人乃X帐下Y是也" $TS inspect segments --json --cast "$TMP/declare.ini" "$TMP/declare.txt"
check "小人乃X帐下Y是也, 末将Y, 某乃X是也 are Y's, Y's, X's" dialogue_field speaker "$TMP/out" 赵勇 赵勇 孙平 赵勇 孙平 王猛

# 我叫X is X's though the tag reads a crowd (门外的人说); 我是X的朋友 and 我是X
# 介绍来的 say what one is, not who
printf '　　陈默推开门。\n　　“谁？”陈默问。\n　　门外的人说：“我叫李明。”\n　　一个男人走进来，说：“我是李明的朋友。”\n　　“你呢？”陈默问。\n　　那人说：“我是李明介绍来的。”\n' >"$TMP/iam.txt"
printf 'complete = no\n[陈默]\ngender = male\n[李明]\ngender = male\n' >"$TMP/iam.ini"
expect_exit 0 "inspect segments, 我叫X" $TS inspect segments --json --cast "$TMP/iam.ini" "$TMP/iam.txt"
check "我叫X is X's, 我是X的… and 我是X…的 no one's" dialogue_field speaker "$TMP/out" 陈默 李明 - 陈默 -

# 就听一个女人的声音说：, 便听一个声音说： are someone unnamed's, not the
# opener's; 又听他妻子这番话，便笑接道： stays the opener's (no speech verb
# after the one heard)
printf '　　苏晴说：“走吧。”\n　　“好。”林风说。\n　　林风刚坐下，就听一个女人的声音说：“站住。”\n　　“谁？”林风问。\n　　林风刚要回头，便听一个声音说：“别动。”\n　　林风又听她这番话，便笑道：“原来是你。”\n' >"$TMP/hear.txt"
printf 'complete = no\n[林风]\ngender = male\n[苏晴]\ngender = female\n' >"$TMP/hear.ini"
expect_exit 0 "inspect segments, 就听一个声音说" $TS inspect segments --json --cast "$TMP/hear.ini" "$TMP/hear.txt"
check "就听一个声音说 is no member's" dialogue_field speaker "$TMP/out" 苏晴 林风 - 林风 - 林风

# a quote, a beat whose subject is a name, a comma and a second quote are
# one speaker's: a title before a member's name (服务员小芳) is no one else,
# 插进 is no speech, and 她 after 叫住她， is the one called, who left (not
# the caller, whose split quote follows)
printf '　　周敏推开面馆的门，何静和许岚早就坐在角落里等她了。\n　　“奶茶来了。”服务员小芳把一根吸管插进杯子里，又擦了擦桌子，“还要点别的吗？”\n　　许岚看了看表：“我先走了，还有事。”\n　　“许岚！”周敏想叫住她，她却已经推门走了出去。\n　　何静看着门口，沉默了一会儿，说：“她最近怎么了？”\n　　“没事吧。”周敏低下头，搅着碗里的面汤，“她就是太忙了。”\n' >"$TMP/beat.txt"
printf 'complete = no\n[周敏]\ngender = female\n[何静]\ngender = female\n[许岚]\ngender = female\n[小芳]\ngender = female\n' >"$TMP/beat.ini"
expect_exit 0 "inspect segments, a beat between two quotes" $TS inspect segments --json --cast "$TMP/beat.ini" "$TMP/beat.txt"
check "a quote split by its speaker's beat is hers" dialogue_field speaker "$TMP/out" 小芳 小芳 许岚 周敏 何静 周敏 周敏
# 插进 and 接过 handle a thing as 拿起 does: the quotes around them come
# out as around any beat, speaker and confidence alike
for verb in 拿起 插进 接过; do
	printf '　　“来了。”林雪%s钥匙，“开门吧。”\n　　江涛点点头。\n' $verb >"$TMP/hand.txt"
	$TS inspect segments --json --cast "$TMP/ward.ini" "$TMP/hand.txt" 2>/dev/null |
		grep '"dialogue"' | sed 's/"text":.*//' >"$TMP/hand-$verb.jsonl"
done
check "插进 and 接过 are no speech" sh -c "cmp -s '$TMP/hand-拿起.jsonl' '$TMP/hand-插进.jsonl' &&
	cmp -s '$TMP/hand-拿起.jsonl' '$TMP/hand-接过.jsonl' && test -s '$TMP/hand-拿起.jsonl'"

# an answer heard from a place (后厨传来一声响亮的回答) is someone unseen's,
# as a voice (楼上响起一个沙哑的声音) is, not the turn's
printf '　　周敏和何静在面馆里坐下。\n　　“老板，两碗牛肉面！”何静喊道。\n　　“马上就来！”后厨传来一声响亮的回答。\n　　“小心烫！”楼上响起一个沙哑的声音。\n　　“谁在上面？”周敏问。\n' >"$TMP/place.txt"
printf 'complete = no\n[周敏]\ngender = female\n[何静]\ngender = female\n' >"$TMP/place.ini"
expect_exit 0 "inspect segments, an answer from a place" $TS inspect segments --json --cast "$TMP/place.ini" "$TMP/place.txt"
check "后厨传来一声回答 is no member's" dialogue_field speaker "$TMP/out" 何静 - - 周敏

# a bare quote, then a paragraph that a name opens with a gesture and a
# comma joins to a quote (“唉……”⏎王磊把烟头扔在地上，“…”): one beat of his
# between two quotes, the paragraph broken after the first; not when the
# gesture ends in a speech verb (王磊说，“…” tags his quote alone)
printf '　　夜深了，王磊还坐在院子里抽烟。\n　　“还不睡？”\n　　李娟在他身后问。\n　　王磊回过头，看见李娟披着衣服站在门口。\n　　李娟走过来，在他身边坐下。\n　　“唉……”\n　　王磊把烟头扔在地上，“睡不着。明天还得去银行。”\n　　“银行会借给你吗？”\n　　“不知道。”\n　　“那就别想了。”\n　　王磊说，“你先回屋睡吧。”\n' >"$TMP/beat.txt"
printf 'complete = no\n[王磊]\ngender = male\n[李娟]\ngender = female\n' >"$TMP/beat.ini"
expect_exit 0 "inspect segments, a beat after a break" $TS inspect segments --json --cast "$TMP/beat.ini" "$TMP/beat.txt"
check "a bare quote before X's gesture，“…” is X's, not before X说，“…”" \
	dialogue_field speaker "$TMP/out" 李娟 王磊 王磊 李娟 王磊 李娟 王磊

# a paragraph after a bare quote that is a speech act of one named (李红笑着
# 纠正她的朋友。, X反驳Y。, X打断他的话，…) is that quote's tag, as X问Y。 is
printf '　　星期天，陈刚约了周敏和李红去公园。\n　　陈刚说：“咱们去看场电影吧！”\n　　“看新片还是老片？”\n　　周敏问。\n　　“应该说是国产片还是外国片。”\n　　李红笑着纠正她的朋友。\n　　周敏说：“好好，你说得对。”\n' >"$TMP/act.txt"
printf 'complete = no\n[陈刚]\ngender = male\n[周敏]\ngender = female\n[李红]\ngender = female\n' >"$TMP/act.ini"
expect_exit 0 "inspect segments, a speech act after a quote" $TS inspect segments --json --cast "$TMP/act.ini" "$TMP/act.txt"
check "X笑着纠正她的朋友。 after a bare quote is X's tag" \
	dialogue_field speaker "$TMP/out" 陈刚 周敏 李红 周敏

# a system novel (叮！…, words to 宿主, the narration's 提示音): the machine
# joins as [系统] and says its chimes and the line alone after one, never
# its host (“系统，…” and “系统？” are not its)
mkdir -p "$TMP/system"
printf '　　林凡醒来时，脑海里响起一道冰冷的提示音。\n　　“叮！检测到宿主苏醒，新手系统绑定完成。”\n　　“绑定成功！”\n　　“系统？”林凡愣住了。\n　　“系统，打开背包。”\n　　“叮！背包已打开，宿主获得：体质+1。”\n　　苏瑶说：“你又睡到中午？”\n　　“我早就醒了。”林凡笑着说。\n　　“叮！触发任务：让苏瑶请你吃饭。”\n　　苏瑶问：“你笑什么？”\n' >"$TMP/system/1.txt"
expect_exit 0 "inspect segments, a system's chimes" $TS inspect segments --json "$TMP/system/1.txt"
check "the system's lines are its own" dialogue_field speaker "$TMP/out" 系统 系统 林凡 - 系统 苏瑶 林凡 系统 苏瑶

# a quote, a beat of one taken aback, a comma and a quote in one paragraph
# (“…”X愣了一下，“…”): both halves are his, with the cast found
mkdir -p "$TMP/aback"
printf '　　王磊推开房门，屋里一片漆黑。\n　　“有人吗？”王磊愣了一下，“灯怎么坏了？”\n　　李娜从里屋走出来：“停电了。”\n' >"$TMP/aback/1.txt"
expect_exit 0 "inspect segments, a beat of one taken aback" $TS inspect segments --json "$TMP/aback/1.txt"
check "“…”X愣了一下，“…”: both X's" dialogue_field speaker "$TMP/out" 王磊 王磊 -

# the machine speaking in brackets (【叮！…】, a panel's 【等级：1】 along
# with it): its lines are dialogue runs of [系统], and the host's answer
# after one is his, not the machine's going on
mkdir -p "$TMP/bracket"
printf '　　林凡醒来时，脑海里响起一道冰冷的提示音。\n　　【叮！检测到宿主苏醒，新手系统绑定完成。】\n　　【等级：1】\n　　“太好了！”林凡握紧拳头。\n　　【系统提示：宿主获得体质+1。】\n　　苏瑶说：“你又睡到中午？”\n　　“我早就醒了。”林凡笑着说。\n　　【叮！触发任务：让苏瑶请你吃饭。】\n　　“好啊。”\n' >"$TMP/bracket/1.txt"
expect_exit 0 "inspect segments, a system's bracketed lines" $TS inspect segments --json "$TMP/bracket/1.txt"
check "the bracketed lines are the system's" dialogue_field speaker "$TMP/out" 系统 系统 林凡 系统 - 林凡 系统 林凡

# a title before a name heading a beat (技术员小吴把硬盘插进电脑，) is no
# member of its own
mkdir -p "$TMP/tech"
printf '　　技术科在三楼。\n　　“江队，录像调出来了。”技术员小吴把硬盘插进电脑，“你看这里。”\n　　“能看清脸吗？”江涛问。\n　　小吴摇了摇头：“太模糊了。”\n　　“再找找。”江涛说。\n' >"$TMP/tech/1.txt"
expect_exit 0 "inspect segments, 技术员小吴" $TS inspect segments --json "$TMP/tech/1.txt"
check "技术员 is no member" sh -c "! grep -q '^\[技术员\]' '$TMP/tech/cast.ini'"

# 那汉子 is the cast's [汉子], not someone new; 屋后一声喝道 is a cry from a
# place, someone unseen's; 那大汉 is someone the cast lacks, not the last
# named; 小弟张横 names the speaker
printf '　　却说李五提了哨棒，走到一座庄院前，叫道：“里面有人么？”\n　　只见门里走出一个汉子来，拄着拐杖，问道：“客人从那里来？”\n　　李五道：“我从东京来，要借宿一宵。”\n　　那汉子道：“既如此，请进来。”\n　　李五谢了，随汉子进去。正坐间，只听得屋后一声喝道：“甚么人在此？”\n　　李五回头看时，只见一条大汉，手里提着一条棍棒，走将出来。\n　　李五道：“小人是过路的客人。”\n　　那大汉听了，哈哈大笑道：“原来如此！”\n　　李五道：“敢问好汉高姓？”\n　　那大汉拱手道：“小弟张横，久闻大名。”\n　　这个汉子笑道：“都是自家人。”\n' >"$TMP/inn.txt"
printf 'complete = no\n[李五]\ngender = male\n[汉子]\ngender = male\n[张横]\ngender = male\n' >"$TMP/inn.ini"
expect_exit 0 "inspect segments, 那汉子道" $TS inspect segments --json --cast "$TMP/inn.ini" "$TMP/inn.txt"
check "那汉子 is [汉子], 一声喝道 and 那大汉 no one's, 小弟张横 his" dialogue_field speaker "$TMP/out" 李五 汉子 李五 汉子 - 李五 - 李五 张横 汉子

# a consort known by one character and 妃 (丽妃抬起头，哭道) is someone the
# cast lacks, not the empress who spoke before
printf '　　太后慢慢地说：“丽妃说你克扣了她的炭火？”\n　　皇后答道：“回母后，各宫都减了。”\n　　丽妃抬起头，哭道：“母后，臣妾冷得手都伸不出来。”\n' >"$TMP/consort.txt"
printf 'complete = no\n[太后]\ngender = female\n[皇后]\ngender = female\n' >"$TMP/consort.ini"
expect_exit 0 "inspect segments, 丽妃哭道" $TS inspect segments --json --cast "$TMP/consort.ini" "$TMP/consort.txt"
check "丽妃's quote is no member's" dialogue_field speaker "$TMP/out" 太后 皇后 -

# an unnamed maid heading her tags past a count (一个小宫女…跪下道) or a
# setting (回宫的路上，) joins the found cast and speaks them
mkdir -p "$TMP/palace"
printf '　　凤仪宫里很静。\n　　一个小宫女捧着托盘进来，跪下道：“娘娘，燕窝来了。”\n　　皇后淡淡地说：“放下吧。”\n　　回宫的路上，小宫女扶着皇后，小声问：“就这么算了？”\n　　皇后说：“算了。”\n' >"$TMP/palace/1.txt"
expect_exit 0 "inspect segments, 一个小宫女" $TS inspect segments --json "$TMP/palace/1.txt"
check "the maid's quotes are hers" dialogue_field speaker "$TMP/out" 小宫女 皇后 小宫女 皇后

# 众弟子 is a crowd as 众人 is; 后人有诗赞曰 is a poem no member says
printf '　　林远走上擂台，王德海看着他。\n　　众弟子纷纷道：“他才入门一年啊！”\n　　王德海说：“开始吧。”\n' >"$TMP/sect.txt"
printf 'complete = no\n[林远]\ngender = male\n[王德海]\ngender = male\n' >"$TMP/sect.ini"
expect_exit 0 "inspect segments, 众弟子道" $TS inspect segments --json --cast "$TMP/sect.ini" "$TMP/sect.txt"
check "众弟子's words are the crowd's" dialogue_field voice "$TMP/out" crowd male2
# a given name alone the cast lacks (a minor character, seen once) heading
# the tag is someone the cast lacks, not the topic of the sentence before
printf '　　祥子没拉着一个座儿。\n　　翠花笑道：“爸，您少说两句吧。”\n　　祥子转身笑道：“好。”\n' >"$TMP/bare.txt"
printf 'complete = no\n[祥子]\ngender = male\n' >"$TMP/bare.ini"
expect_exit 0 "inspect segments, 翠花笑道" $TS inspect segments --json --cast "$TMP/bare.ini" "$TMP/bare.txt"
check "翠花's words are no member's" dialogue_field speaker "$TMP/out" - 祥子
# ... and so is 众 before any kind of being: 众猴 is no 石猴
printf '　　忽见跳出一个石猴，叫道：“我进去！”\n　　众猴把他围住问道：“水有多深？”\n　　众仙笑道：“好啊！”\n' >"$TMP/monkeys.txt"
printf 'complete = no\n[石猴]\ngender = male\n' >"$TMP/monkeys.ini"
expect_exit 0 "inspect segments, 众猴问道" $TS inspect segments --json --cast "$TMP/monkeys.ini" "$TMP/monkeys.txt"
check "众猴 and 众仙 are crowds" dialogue_field voice "$TMP/out" male1 crowd crowd
printf '　　云长曰：「兄长勿忧，吾自当之。」\n　　后人有诗赞曰：「英雄露颖在今朝，一试矛兮一试刀。」\n' >"$TMP/poem.txt"
printf 'complete = no\n[关羽]\ngender = male\naliases = 云长\n' >"$TMP/poem.ini"
expect_exit 0 "inspect segments, 后人有诗赞曰" $TS inspect segments --json --cast "$TMP/poem.ini" "$TMP/poem.txt"
check "后人's poem is no member's" dialogue_field speaker "$TMP/out" 关羽 -

# an uncast relative's word opening the tag (妈妈, 二叔, 姑姑, 舅舅, 小姨) is
# someone the cast lacks, not the cast's [奶奶] nor the member named before;
# 表妹李小雨 is the member, and the cast's [二叔] stays his
printf '　　除夕夜，一家人围着桌子坐下，奶奶坐在上首。\n　　妈妈端着一碗汤从厨房出来，看了爸爸一眼：“汤来了，趁热喝。”\n　　二叔夹了一块鱼：“今年的鱼真肥。”\n　　姑姑笑道：“那就多吃点。”\n　　表妹李小雨凑过来，小声说：“我也要鱼。”\n　　奶奶点点头：“都吃，都吃。”\n' >"$TMP/kin.txt"
printf '[奶奶]\ngender = female\n[李小雨]\ngender = female\n' >"$TMP/kin.ini"
expect_exit 0 "inspect segments, 妈妈 and 二叔 uncast" $TS inspect segments --json --cast "$TMP/kin.ini" "$TMP/kin.txt"
check "妈妈, 二叔, 姑姑 are no member's" dialogue_field speaker "$TMP/out" - - - 李小雨 奶奶
printf '[奶奶]\ngender = female\n[二叔]\ngender = male\n' >"$TMP/kin.ini"
expect_exit 0 "inspect segments, 二叔 cast" $TS inspect segments --json --cast "$TMP/kin.ini" "$TMP/kin.txt"
check "the cast's [二叔] is his" dialogue_field speaker "$TMP/out" - 二叔 - - 奶奶
printf '　　张强坐在桌边剥花生。\n　　妈妈端着一盘菜进来，瞪了爸爸一眼：“少喝点。”\n　　舅舅放下筷子：“姐夫，今年收成咋样？”\n　　小姨笑道：“年年都好。”\n' >"$TMP/kin.txt"
printf '[张强]\ngender = male\n[刘梅]\ngender = female\n' >"$TMP/kin.ini"
expect_exit 0 "inspect segments, 舅舅 uncast" $TS inspect segments --json --cast "$TMP/kin.ini" "$TMP/kin.txt"
check "舅舅 and 小姨 are not 张强 named before" dialogue_field speaker "$TMP/out" - - -

# 我挪过去，外婆握着我的手：“…”⏎“没事的，外婆。”: the answer is the one
# she turned to, 我, whom the cast lacks; not the turn's 李小雨
printf '　　堂妹李小雨挨着我坐下，悄悄问：“姐，你过了年还回城里吗？”\n　　“回。”我说。\n　　“真好。”她撇撇嘴，“我也想去。”\n　　外婆在炕头听见了，冲我招招手：“丫头，到外婆这儿来。”\n　　我挪过去，外婆握着我的手，看了半天：“黑了，也瘦了。”\n　　“没事的，外婆。”\n' >"$TMP/kin.txt"
printf 'complete = no\n[外婆]\ngender = female\n[李小雨]\ngender = female\n' >"$TMP/kin.ini"
expect_exit 0 "inspect segments, an answer to 外婆" $TS inspect segments --json --cast "$TMP/kin.ini" "$TMP/kin.txt"
check "the one 外婆 turned to answers her" dialogue_field speaker "$TMP/out" 李小雨 - 李小雨 李小雨 外婆 外婆 -

# a 他 after a sentence whose named subject asks 他 to act (李德明…，非要他去…)
# is the one asked, not that subject
printf '　　王老汉坐在门槛上抽旱烟。\n　　村长李德明一早就来了，拉着他的手，非要他去镇上开会。\n　　他连头也没抬，说：“我这把老骨头，去不了。”\n　　“你是村里最老的党员！”李德明劝道。\n' >"$TMP/ask.txt"
printf '[王老汉]\ngender = male\n[李德明]\ngender = male\n' >"$TMP/ask.ini"
expect_exit 0 "inspect segments, one asked to act" $TS inspect segments --json --cast "$TMP/ask.ini" "$TMP/ask.txt"
check "X…要他去… then 他…说： is the one asked" dialogue_field speaker "$TMP/out" 王老汉 李德明

# a paragraph after a bare quote whose first clause is a 他 tag and whose
# next clause has no subject of its own (他冷冷地说，连看也没看她一眼。) is the
# quote's tag, though the turns give it to her
printf '　　林涛洗完澡出来，看了一眼床铺。\n　　“我今晚回娘家住。”周雪对林涛说。\n　　“不是说好明天一起去吗？”林涛问。\n　　周雪低下头，没有吭声。\n　　“随你！”\n　　他冷冷地说，连看也没看她一眼。\n　　周雪愣住了。\n' >"$TMP/cold.txt"
printf '[林涛]\ngender = male\n[周雪]\ngender = female\n' >"$TMP/cold.ini"
expect_exit 0 "inspect segments, a tag then a gesture" $TS inspect segments --json --cast "$TMP/cold.ini" "$TMP/cold.txt"
check "他冷冷地说，连看也没看她一眼。 tags the quote before" dialogue_field speaker "$TMP/out" 周雪 林涛 林涛

# one brought in unnamed heading the tag (一人…言曰, 见一大汉，…便叫酒保) is
# someone the cast lacks, not the member acting before; 其人 naming himself
# is that member
printf '　　却说长沙太守孙坚，字文台，好结交天下豪杰。\n　　一日，孙坚见榜文，慨然长叹。随后一人厉声言曰：「大丈夫当为国出力，何故长叹？」\n　　孙坚回视其人，问其姓名。其人曰：「某姓黄名盖，字公覆。」\n　　孙坚曰：「吾欲讨贼，恨力不能耳。」\n　　盖曰：「吾愿助公一臂之力。」\n　　孙坚甚喜，遂与同入酒店中饮酒。正饮间，见一大汉，提着一口大刀，闯入店中，便叫酒保：「取酒来！」\n　　孙坚曰：「壮士请坐。」\n' >"$TMP/stranger.txt"
printf 'complete = no\n[孙坚]\ngender = male\naliases = 文台\n[黄盖]\ngender = male\n' >"$TMP/stranger.ini"
expect_exit 0 "inspect segments, 一人 and 一大汉" $TS inspect segments --json --cast "$TMP/stranger.ini" "$TMP/stranger.txt"
check "一人 and 一大汉 are no member" dialogue_field speaker "$TMP/out" - 黄盖 孙坚 黄盖 - 孙坚

# a role no member answers to after what it does (守山的弟子, 守山弟子)
# heading the tag is someone the cast lacks
printf '　　韩立走到山门前，抬头看了看匾额。\n　　守山的弟子拦住他：“何人擅闯？”\n　　韩立拱手道：“晚辈韩立，前来拜师。”\n　　守山弟子冷笑道：“就凭你？”\n' >"$TMP/role.txt"
printf 'complete = no\n[韩立]\ngender = male\n[南宫婉]\ngender = female\n' >"$TMP/role.ini"
expect_exit 0 "inspect segments, 守山弟子" $TS inspect segments --json --cast "$TMP/role.ini" "$TMP/role.txt"
check "守山弟子 is no member" dialogue_field speaker "$TMP/out" - 韩立 -

# a name the cast lacks with a title (班纳特太太, 柯林斯先生) heading the tag
# is no member, not the one who spoke before
printf '　　达西向伊丽莎白鞠了一躬，说道：“小姐，今晚能请您跳一支舞吗？”\n　　伊丽莎白感激地说：“谢谢您，先生。”\n　　班纳特太太端着茶进来，笑道：“年轻人又要去跳舞了？”\n　　柯林斯先生鞠了一躬：“请允许我介绍自己。”\n' >"$TMP/titled.txt"
printf 'complete = no\n[伊丽莎白]\ngender = female\n[达西]\ngender = male\n' >"$TMP/titled.ini"
expect_exit 0 "inspect segments, 班纳特太太" $TS inspect segments --json --cast "$TMP/titled.ini" "$TMP/titled.txt"
check "班纳特太太 and 柯林斯先生 are no member" dialogue_field speaker "$TMP/out" 达西 伊丽莎白 - -

# 她对丈夫李强说： the name after 对 and a relative's word is the one spoken to
printf '　　晚饭后，王芳收拾好碗筷。\n　　她对丈夫李强说：“明天我去上班。”\n　　李强点点头：“好。”\n' >"$TMP/spouse.txt"
printf '[李强]\ngender = male\n[王芳]\ngender = female\n' >"$TMP/spouse.ini"
expect_exit 0 "inspect segments, 对丈夫李强说" $TS inspect segments --json --cast "$TMP/spouse.ini" "$TMP/spouse.txt"
check "对丈夫李强说 is not 李强's" dialogue_field speaker "$TMP/out" 王芳 李强

# a quote left open whose next paragraph opens a quote again, tagged by the
# one it calls (“师兄，你输了。⏎“胡说！”厉飞雨怒道。), is an answer, not the
# same speech going on
printf '　　擂台上，韩立收剑而立，看着倒在地上的厉飞雨。\n　　“师兄，你输了。\n　　“胡说！”厉飞雨怒道。\n' >"$TMP/open.txt"
printf '[韩立]\ngender = male\n[厉飞雨]\ngender = male\naliases = 师兄\n' >"$TMP/open.ini"
expect_exit 0 "inspect segments, a quote left open" $TS inspect segments --json --cast "$TMP/open.ini" "$TMP/open.txt"
check "the answer to a quote left open is its tag's" dialogue_field speaker "$TMP/out" 韩立 厉飞雨

# a quote left open, lines that read as its words (no quote mark, no tag, no
# one but 我 acting: WP cuts a quote a sentence a line), then a quote opened
# again with no tag of its own is the same speech going on, not the turns':
# the lines between are said in its voice too
printf '　　张伟坐在桌边，一言不发。\n　　刘梅走进屋，在他对面坐下，说：\n　　“你先别急。\n　　这件事我早就想告诉你了。\n　　我们好好谈谈……\n　　“其实，我一直都很信任你，可我也有我的难处。”\n　　张伟抬起头。\n　　“什么难处？”\n' >"$TMP/across.txt"
printf '[张伟]\ngender = male\n[刘梅]\ngender = female\n' >"$TMP/across.ini"
expect_exit 0 "inspect segments, a quote over lines" $TS inspect segments --json --cast "$TMP/across.ini" "$TMP/across.txt"
check "a quote left open goes on past lines of its words" dialogue_field speaker "$TMP/out" \
	刘梅 刘梅 刘梅 刘梅 张伟
check "and those lines are said in its speaker's voice" dialogue_field voice "$TMP/out" \
	female1 female1 female1 female1 male1

# but a line of the narrator's gesture (我 opening it, then 点了点头, 转过身)
# is narration, not the open quote's words, though the cast has no [我]
printf '　　老王坐在门口抽烟。\n　　“你可算来了，我等你一上午了。\n　　我默默地点了点头，在他身边坐下。\n　　“路上堵车，来晚了。”\n' >"$TMP/nod.txt"
printf '[老王]\ngender = male\n[小李]\ngender = male\n' >"$TMP/nod.ini"
expect_exit 0 "inspect segments, a gesture after a quote left open" $TS inspect segments --json --cast "$TMP/nod.ini" "$TMP/nod.txt"
check "the narrator's gesture is no quote's words" dialogue_field voice "$TMP/out" male1 male1

# one the tag points at (指了指旁边的X对…说：) is shown, not the one speaking
printf '　　王强把姐姐扶上车，自己也挤了上去。\n　　他眼里噙着泪水，指了指旁边的王丽对司机说：“我姐姐病了，求求你快开车！”\n　　司机看了看王丽，一踩油门。\n　　王丽靠在座位上，小声说：“我没事。”\n' >"$TMP/point.txt"
printf '[王强]\ngender = male\n[王丽]\ngender = female\n' >"$TMP/point.ini"
expect_exit 0 "inspect segments, one pointed at" $TS inspect segments --json --cast "$TMP/point.ini" "$TMP/point.txt"
check "指了指旁边的X对…说： is not X's" dialogue_field speaker "$TMP/out" 王强 王丽

# a Latin-letter name the cast lacks heading the tag (Tom说：) is someone
# uncast, not the one named before; one the cast has is that member
printf '　　李明站在门口，看着新来的同学。\n　　李明说：“欢迎你来我们班。”\n　　Tom说：“Thank you，我很高兴。”\n' >"$TMP/latin.txt"
printf '[李明]\ngender = male\n' >"$TMP/latin.ini"
expect_exit 0 "inspect segments, Tom说" $TS inspect segments --json --cast "$TMP/latin.ini" "$TMP/latin.txt"
check "Tom说 is no member's" dialogue_field speaker "$TMP/out" 李明 -
printf '[李明]\ngender = male\n[Tom]\ngender = male\n' >"$TMP/latin.ini"
expect_exit 0 "inspect segments, Tom说 with [Tom]" $TS inspect segments --json --cast "$TMP/latin.ini" "$TMP/latin.txt"
check "Tom说 is [Tom]'s" dialogue_field speaker "$TMP/out" 李明 Tom

# a given name the lexicon lists as a noun (虎子, 铁蛋) heading a sentence
# right before 笑道： speaks: someone uncast, not the topic before; 心里 and
# 嘴里 are places, the topic's
printf '　　王大山坐在炕上抽烟，孩子们在院子里玩。\n　　王大山说：“都进来吃饭吧。”\n　　虎子笑道：“爹，我不饿。”\n　　铁蛋说：“我也不饿。”\n　　王大山瞪了他们一眼。心里骂道：“这些小崽子。”\n' >"$TMP/noun.txt"
printf '[王大山]\ngender = male\n' >"$TMP/noun.ini"
expect_exit 0 "inspect segments, 虎子笑道" $TS inspect segments --json --cast "$TMP/noun.ini" "$TMP/noun.txt"
check "虎子笑道 and 铁蛋说 are no member's" dialogue_field speaker "$TMP/out" 王大山 - - 王大山

# a narrator the cast lists by name with the alias 我 ([陈默] aliases = 我):
# 我读了两遍，说： and 我想了想，答道： are his
printf '　　王老师把一封信递给我，让我看看。\n　　我读了两遍，说：“这封信不是写给我的。”\n　　王老师叹了口气：“那是写给谁的？”\n　　我想了想，答道：“是写给我哥的。”\n' >"$TMP/narrator.txt"
printf '[陈默]\naliases = 我\ngender = male\n[王老师]\ngender = male\n' >"$TMP/narrator.ini"
expect_exit 0 "inspect segments, [陈默] aliases = 我" $TS inspect segments --json --cast "$TMP/narrator.ini" "$TMP/narrator.txt"
check "我读了两遍，说： is 陈默's" dialogue_field speaker "$TMP/out" 陈默 王老师 陈默

# “…”她轻声问 goes to the woman in view (看见苏晴), not to the member of a
# gender the cast does not give who acted last
printf '　　林小川推开院门，看见苏晴坐在石凳上看书。\n　　林小川把包袱放在桌上，擦了擦汗。\n　　“师弟，你去哪儿了？”她轻声问。\n' >"$TMP/she.txt"
printf '[林小川]\n[苏晴]\ngender = female\n' >"$TMP/she.ini"
expect_exit 0 "inspect segments, 她轻声问" $TS inspect segments --json --cast "$TMP/she.ini" "$TMP/she.txt"
check "她轻声问 is the woman's in view" dialogue_field speaker "$TMP/out" 苏晴

# a trade whose last character is no person's (司机, 保姆) speaking after a
# quote, before one, or acting right after it is someone the cast lacks,
# not the member who spoke last
printf '　　陈默和林晓坐在车后座。\n　　“不是，同事。”陈默赶紧解释。林晓低着头，没说话。\n　　“哈哈，我年轻的时候也这么说。”司机笑道。\n　　车开出去很远，司机才又开口：“这姑娘不错，你可得抓紧。”\n　　“小伙子，女朋友啊？”司机从后视镜里瞟了他们一眼。\n' >"$TMP/trade.txt"
printf '[陈默]\ngender = male\n[林晓]\ngender = female\n' >"$TMP/trade.ini"
expect_exit 0 "inspect segments, 司机笑道" $TS inspect segments --json --cast "$TMP/trade.ini" "$TMP/trade.txt"
check "司机笑道 is no member's" dialogue_field speaker "$TMP/out" 陈默 - - -

# a tag headed by a noun no member answers to (老太太 pointing at a member,
# 山羊 in a fable) is someone uncast: not the topic before, not the crowd
# the next paragraph shows; the cast's [老太太] when it has one
printf '　　张小军和二狗在河边钓鱼。\n　　老太太拉着二狗的手，指着他说：“这孩子又长高了。”\n　　二狗低下头，没有作声。\n' >"$TMP/noun2.txt"
printf '[张小军]\ngender = male\n[二狗]\ngender = male\n' >"$TMP/noun2.ini"
expect_exit 0 "inspect segments, 老太太…指着他说" $TS inspect segments --json --cast "$TMP/noun2.ini" "$TMP/noun2.txt"
check "老太太…指着他说 is no member's" dialogue_field speaker "$TMP/out" -
printf '[老太太]\ngender = female\n' >>"$TMP/noun2.ini"
expect_exit 0 "inspect segments, 老太太 cast" $TS inspect segments --json --cast "$TMP/noun2.ini" "$TMP/noun2.txt"
check "老太太…指着他说 is [老太太]'s" dialogue_field speaker "$TMP/out" 老太太
printf '　　小白兔蹲在河边喝水。\n　　山羊站在桥头，大声地说：“这座桥是我的，谁也不许过。”\n　　大家都笑了起来。\n' >"$TMP/fable.txt"
printf '[小白兔]\ngender = female\n' >"$TMP/fable.ini"
expect_exit 0 "inspect segments, 山羊…说" $TS inspect segments --json --cast "$TMP/fable.ini" "$TMP/fable.txt"
check "山羊…说 is its own tag's, not the crowd's after it" dialogue_field voice "$TMP/out" unknown

# 伊 heading a Western name (伊万说, 伊丽莎白说) is that one, someone the
# cast lacks, not the early vernacular's her (伊便笑道: the woman in view)
printf '　　玛丽走进客厅，伊万站在窗前。\n　　“今天下雪了。”伊万说。\n　　“真冷啊。”伊丽莎白说。\n' >"$TMP/yi.txt"
printf '[玛丽]\ngender = female\n' >"$TMP/yi.ini"
expect_exit 0 "inspect segments, 伊万说" $TS inspect segments --json --cast "$TMP/yi.ini" "$TMP/yi.txt"
check "伊万说 and 伊丽莎白说 are no member's" dialogue_field speaker "$TMP/out" - -
printf '　　玛丽坐在窗前。\n　　伊便笑道：“没有什么。”\n' >"$TMP/yi.txt"
expect_exit 0 "inspect segments, 伊便笑道" $TS inspect segments --json --cast "$TMP/yi.ini" "$TMP/yi.txt"
check "伊便笑道 is the woman's in view" dialogue_field speaker "$TMP/out" 玛丽

# 把 and 将 take the thing handled (把三只小兔子护在身后，大声说：): the
# subject heading the clause says it, not the member after 把
printf '　　狼来到门口。\n　　兔妈妈把三只小兔子护在身后，大声说：“你走开！”\n' >"$TMP/ba.txt"
printf '[兔妈妈]\ngender = female\n[小兔子]\ngender = female\n[狼]\ngender = male\n' >"$TMP/ba.ini"
expect_exit 0 "inspect segments, 把…说" $TS inspect segments --json --cast "$TMP/ba.ini" "$TMP/ba.txt"
check "X把Y护在身后，大声说 is X's" dialogue_field speaker "$TMP/out" 兔妈妈

# a bare quote that takes up the whole of the short quote before it (“法
# 师。”⏎“法师好啊！…”) answers it: the other one's, though the next
# paragraph opens with the one who said the first
printf '　　狂刀是个战士。\n\n　　“法师。”叶凡笑了笑。\n　　“法师好啊！咱俩一个前排一个后排。”\n　　叶凡想了想，点了同意。\n' >"$TMP/echo.txt"
printf '[叶凡]\ngender = male\n[狂刀]\ngender = male\n' >"$TMP/echo.ini"
expect_exit 0 "inspect segments, a quote taken up" $TS inspect segments --json --cast "$TMP/echo.ini" "$TMP/echo.txt"
check "“法师好啊！” answers “法师。”" dialogue_field speaker "$TMP/out" 叶凡 狂刀

# a translated novel's speech: a dash at the paragraph's start, no quotation
# marks (——您好。安娜说。); the words a dialogue run, the tag narration that
# names who spoke (all was narration); a signature or a 我知道 is no tag
printf '　　门开了，安娜走了进来。\n\n——您好。安娜说。\n\n——我知道。你走吧。\n\n——鲁迅\n' >"$TMP/dash.txt"
printf '[安娜]\ngender = female\n' >"$TMP/dash.ini"
expect_exit 0 "inspect segments, speech after a dash" $TS inspect segments --cast "$TMP/dash.ini" "$TMP/dash.txt"
check "——您好。 is 安娜's words, 安娜说。 narration" sh -c "
	grep -q '^ *3  dialogue  安娜 .*——您好。\$' '$TMP/out' &&
	grep -q '^ *3  narration narrator .*安娜说。\$' '$TMP/out'"
check "——我知道。你走吧。 is all words, ——鲁迅 narration" sh -c "
	grep -q '^ *5  dialogue .*——我知道。你走吧。\$' '$TMP/out' &&
	grep -q '^ *7  narration .*——鲁迅\$' '$TMP/out'"
# the one looked over (上下打量赵老者：) is whom the quote is said to; 本姑娘
# X in a quote names its speaker; 为首的大汉 is one of the crowd, not all
printf '　　赵老者呵呵一笑：“你师父可好？”\n　　苏小蛮一怔，收起长剑，上下打量赵老者：“你认得我爹？”\n' >"$TMP/gaze.txt"
printf '[苏小蛮]\ngender = female\n[赵老者]\ngender = male\n' >"$TMP/gaze.ini"
expect_exit 0 "inspect segments, 上下打量X：" $TS inspect segments --json --cast "$TMP/gaze.ini" "$TMP/gaze.txt"
check "X上下打量Y：“…” is X's" dialogue_field speaker "$TMP/out" 赵老者 苏小蛮
printf '　　赵老者看了看山下。\n　　红衣女子脸一红：“要你管！本姑娘苏小蛮，就是这里的寨主！”\n' >"$TMP/self.txt"
expect_exit 0 "inspect segments, 本姑娘X" $TS inspect segments --json --cast "$TMP/gaze.ini" "$TMP/self.txt"
check "“本姑娘X…” is X's" dialogue_field speaker "$TMP/out" 苏小蛮
printf '　　几个黑衣人闯了进来，为首的一个大汉喝道：“给我搜！”\n　　几个黑衣人闯了进来，领头的喝道：“给我搜！”\n' >"$TMP/lead.txt"
expect_exit 0 "inspect segments, 为首的大汉" $TS inspect segments --json --cast "$TMP/gaze.ini" "$TMP/lead.txt"
check "为首的…喝道 is one voice, not the crowd's" dialogue_field voice "$TMP/out" unknown unknown

# “你好，我是周斌。”⏎“陈默。”我握了握他的手。: a name alone in reply to an
# introduction is the replier's own, no call to him
printf '　　那男人走过来，伸出手：“你好，我是周斌。”\n　　“陈默。”我握了握他的手。\n' >"$TMP/intro.txt"
printf '[我]\naliases = 陈默\n[周斌]\ngender = male\n[林晓]\ngender = female\n' >"$TMP/intro.ini"
expect_exit 0 "inspect segments, a name given back" $TS inspect segments --json --cast "$TMP/intro.ini" "$TMP/intro.txt"
check "“陈默。” after “我是周斌。” is 陈默's" dialogue_field speaker "$TMP/out" 周斌 我

# 道人, a Taoist as 道士 is, is found as one known by his role, and 那道人道
# (道 says after him) is his, not the man who spoke before's
mkdir -p "$TMP/taoist"
printf '　　子清独自走到山门前，见一道人坐在石上。\n　　那道人道：“相公且住，贫道在此等你多时了。”\n　　子清道：“你我素不相识，何以等我？”\n　　道人笑道：“二十年前便认得了。”\n　　子清问道：“此话怎讲？”\n　　道人道：“相公随我来便知。”\n' >"$TMP/taoist/1.txt"
expect_exit 0 "inspect segments, a Taoist known as 道人" $TS inspect segments --json "$TMP/taoist/1.txt"
check "道人 is found and says his quotes" dialogue_field speaker "$TMP/out" 道人 子清 道人 子清 道人
check "... a man" sh -c "grep -A2 '^\[道人\]' '$TMP/taoist/cast.ini' | grep -q 'gender = male'"
printf '[子清]\ngender = male\n' >"$TMP/taoist.ini"
expect_exit 0 "inspect segments, 道人 uncast" $TS inspect segments --json --cast "$TMP/taoist.ini" "$TMP/taoist/1.txt"
check "那道人道 of a cast without him is no member's" dialogue_field speaker "$TMP/out" - 子清 - 子清 -

# the classical I (余笑答, 予曰) of a first-person narrator the cast has as
# [我] is his, as 我笑答 is; 其余的人都说 stays many
printf '　　余与客泛舟于江上，有老翁来问年几何。\n　　余笑答：“七十有三矣。”\n　　翁曰：“壮哉。”\n　　予曰：“不敢。”\n　　其余的人都说：“好。”\n' >"$TMP/yu.txt"
printf '[我]\ngender = male\n[老翁]\ngender = male\n' >"$TMP/yu.ini"
expect_exit 0 "inspect segments, 余笑答" $TS inspect segments --json --cast "$TMP/yu.ini" "$TMP/yu.txt"
check "余笑答 and 予曰 are the narrator's" dialogue_field speaker "$TMP/out" 我 老翁 我 -

# a first-person city novel, the narrator [陈默] with the alias 我: a name
# alone whose own tag names him (“陈默。”我说。) is his name given, not a call
printf '[陈默]\naliases = 我\ngender = male\n[林小雨]\ngender = female\n[周斌]\ngender = male\n' >"$TMP/city.ini"
printf '　　林小雨在我对面坐下，托着下巴看我。\n　　“你叫什么名字？”\n　　“陈默。”我说。\n　　她点点头，没再说话。\n' >"$TMP/given.txt"
expect_exit 0 "inspect segments, “陈默。”我说。" $TS inspect segments --json --cast "$TMP/city.ini" "$TMP/given.txt"
check "“陈默。”我说。 is his" dialogue_field speaker "$TMP/out" 林小雨 陈默

# a bare answer to the question of the paragraph before is not the
# asker's though she moves next (林小雨笑了笑…): the turn, not the hint
printf '　　我和林小雨坐在咖啡馆里。\n　　“你女朋友呢？”林小雨问。\n　　“哪来的女朋友。”\n　　林小雨笑了笑，把糖推到我面前。\n' >"$TMP/answer.txt"
expect_exit 0 "inspect segments, an answer before the asker moves" $TS inspect segments --json --cast "$TMP/city.ini" "$TMP/answer.txt"
check "“哪来的女朋友。” answers her" dialogue_field speaker "$TMP/out" 林小雨 陈默

# one who goes on after his own short tagged answer (“不！”他说。⏎“我不去。”)
# says the bare statement after it, though she moves next
printf '　　周斌坐在沙发上打游戏。\n　　林小雨走过去，问他：“晚上聚会，你去不去？”\n　　“不！”他说。\n　　“我不去。”\n　　林小雨瞪了他一眼，转身走了。\n' >"$TMP/goes_on.txt"
expect_exit 0 "inspect segments, a short answer and more" $TS inspect segments --json --cast "$TMP/city.ini" "$TMP/goes_on.txt"
check "“不！”他说。⏎“我不去。” is his twice" dialogue_field speaker "$TMP/out" 林小雨 周斌 周斌

# a wuxia inn: one found sitting there (邻桌坐着一个红衣少女) is whom the
# next 她 takes up, not the hero of an unknown gender named before; a
# clause opening with the voice of one the cast lacks (寨主铁无情的声音…：)
# is his, not the last speaker's
printf '[萧寒]\n[柳如烟]\ngender = female\n' >"$TMP/inn.ini"
printf '　　萧寒走得累了，便进去要了一壶茶。\n　　邻桌坐着一个红衣少女，正自斟自饮。她见萧寒背着剑，不禁一笑：“小和尚，你也会使剑么？”\n　　萧寒道：“我不是和尚。”\n　　柳如烟拉起萧寒就跑。\n　　远处传来一声长啸，黑风寨寨主铁无情的声音在山谷中回荡：“什么人！”\n　　“快走！”柳如烟道。\n' >"$TMP/inn.txt"
expect_exit 0 "inspect segments, a wuxia inn" $TS inspect segments --json --cast "$TMP/inn.ini" "$TMP/inn.txt"
check "a girl found sitting, and a voice of one uncast, are no member's" dialogue_field speaker "$TMP/out" - 萧寒 - 柳如烟
# a 她 right after the turn of a woman the cast lacks (妻子苏琴问) may be
# hers, never the cast's woman further back; after one who calls her
# (孩子问：“妈妈，…”) it is the one called
printf '[林晚]\ngender = female\n[沈岩]\ngender = male\n' >"$TMP/uncast.ini"
printf '林晚在公司加班到深夜。她给沈岩发了一条消息：“今晚不回来了。”\n\n沈岩推门进了家。\n\n妻子苏琴问：“吃了吗？”\n\n“吃过了。”沈岩说。\n\n“又加班。”她叹了口气。\n' >"$TMP/uncast.txt"
expect_exit 0 "inspect segments, a 她 after an uncast woman's turn" $TS inspect segments --json --cast "$TMP/uncast.ini" "$TMP/uncast.txt"
check "“又加班。”她叹了口气 is not the cast's woman's" dialogue_field speaker "$TMP/out" 林晚 - 沈岩 -
printf '林晚抱着孩子坐在门口。\n\n孩子问：\n\n“妈妈，爸爸呢？”\n\n她低声说：\n\n“爸爸去城里了。”\n' >"$TMP/called.txt"
expect_exit 0 "inspect segments, a 她 after an uncast child's call" $TS inspect segments --json --cast "$TMP/uncast.ini" "$TMP/called.txt"
check "she answers the child who calls her" dialogue_field speaker "$TMP/out" - 林晚

# a quote alone right after a system's question (【叮！…是否接受任务？】⏎
# “是。”) is its host's answer — the one the narration follows, or the
# cast's 我 — not the turn of the man who spoke before the panel
printf '[王虎]\ngender = male\n[林凡]\ngender = male\n[系统]\nvoice = system\n' >"$TMP/system.ini"
printf '林凡走进了院子。林凡四下看了看。\n\n王虎冷笑道：“你也配来这里？”\n\n林凡没有理他。就在这时，林凡的脑海中响起一道声音。\n\n【叮！检测到宿主遭遇挑衅，是否接受任务？】\n\n“是。”\n\n【任务发布：击败王虎。】\n' >"$TMP/system.txt"
expect_exit 0 "inspect segments, an answer to a system's question" $TS inspect segments --json --cast "$TMP/system.ini" "$TMP/system.txt"
check "“是。” after the panel is its host's" dialogue_field speaker "$TMP/out" 王虎 系统 林凡 系统
printf '[王虎]\ngender = male\n[我]\ngender = male\n[系统]\nvoice = system\n' >"$TMP/system_i.ini"
sed 's/林凡的脑海/我的脑海/; s/林凡/我/g' "$TMP/system.txt" >"$TMP/system_i.txt"
expect_exit 0 "inspect segments, a first-person host" $TS inspect segments --json --cast "$TMP/system_i.ini" "$TMP/system_i.txt"
check "... the narrator's in the first person" dialogue_field speaker "$TMP/out" 王虎 系统 我 系统

# the classical I with adverbs before its verb (余默然良久，又问, 余乃叹曰)
# is the narrator's too
printf '　　余与客泛舟于江上，有老翁来问年几何。\n　　余默然良久，又问：“翁何往？”\n　　翁曰：“归家。”\n　　余乃叹曰：“善。”\n' >"$TMP/yu2.txt"
expect_exit 0 "inspect segments, 余默然良久，又问" $TS inspect segments --json --cast "$TMP/yu.ini" "$TMP/yu2.txt"
check "余默然良久，又问 and 余乃叹曰 are the narrator's" dialogue_field speaker "$TMP/out" 我 老翁 我
