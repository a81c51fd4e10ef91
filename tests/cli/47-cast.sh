#!/bin/sh
# cast: who speaks in 红楼梦, with genders; the user's own lines are kept.
. "$(dirname "$0")/lib.sh"

printf '# my notes\n[宝玉]\naliases = 宝二爷\nvoice = male3\n' >"$TMP/cast.ini"
expect_exit 0 "cast over 红楼梦's chapters" $TS cast "$CORPUS/hongloumeng" -c "$TMP/cast.ini"
head -4 "$TMP/cast.ini" >"$TMP/head"
check "the user's lines come first, unchanged" sh -c "printf '# my notes\n[宝玉]\naliases = 宝二爷\nvoice = male3\n' | cmp -s - '$TMP/head'"
check "宝玉 is not added twice" test "$(grep -c '^\[宝玉\]' "$TMP/cast.ini")" -eq 1
check "the user's cast is not called incomplete" sh -c "! grep -q '^complete' '$TMP/cast.ini'"
for who in 黛玉 宝钗 凤姐 贾母 王夫人; do
	check "$who found, female" sh -c "grep -A3 '^\[$who\]' '$TMP/cast.ini' | grep -q 'gender = female'"
done
# 贾政's gender these chapters do not tell (他 is said of women too): not a
# woman's, then, and a neutral voice
check "贾政 found, not female" sh -c "grep -A3 '^\[贾政\]' '$TMP/cast.ini' | grep -q 'gender = \(male\|unknown\)'"
expect_exit 0 "the file still parses as a cast" $TS inspect segments -c "$TMP/cast.ini" "$CORPUS/hongloumeng/003.txt"
cp "$TMP/cast.ini" "$TMP/before"
expect_exit 0 "a second run" $TS cast "$CORPUS/hongloumeng" -c "$TMP/cast.ini"
check "adds nothing and leaves the file alone" cmp -s "$TMP/cast.ini" "$TMP/before"
# a preset is given twice only once every preset of its kind (male3,
# neutral1: male, neutral) has been given: no new one of a kind after a repeat
grep '^voice = ' "$TMP/cast.ini" | awk '{ k = $3; sub(/[0-9]+$/, "", k) }
	seen[$3]++ { again[k] = 1; next } again[k] { print }' >"$TMP/late"
check "the main characters get distinct voices" test ! -s "$TMP/late"
# 13 women in these chapters: ten women's presets, so that fewer who speak
# in one scene share one
grep -o '^voice = female[0-9]*' "$TMP/cast.ini" | sort -u >"$TMP/women"
check "the women take ten presets" test "$(wc -l <"$TMP/women")" -ge 10
# twelve men who speak in one scene: ten men's presets
mkdir -p "$TMP/men"
{ printf '第一回\n\n'
  for who in 张三 李四 王五 赵六 孙七 周八 吴九 郑十 钱大 冯二 陈老 褚义; do
	printf '%s道：“在下先走一步。”\n%s道：“在下告辞了。”\n' "$who" "$who"
  done; } >"$TMP/men/001.txt"
expect_exit 0 "cast over twelve men" $TS cast -q "$TMP/men"
grep -o '^voice = male[0-9]*' "$TMP/men/cast.ini" | sort -u >"$TMP/men.voices"
check "the men take ten presets" test "$(wc -l <"$TMP/men.voices")" -ge 10
check "宝玉 keeps the voice the user gave him" sh -c "grep -A3 '^\[宝玉\]' '$TMP/cast.ini' | grep -q 'voice = male3'"
check "no character gets the narrator's voice" sh -c "! grep -q '^voice = narrator' '$TMP/cast.ini'"
check "each new name gets its reading" sh -c "grep -A4 '^\[贾政\]' '$TMP/cast.ini' | grep -q 'reading = jia3 zheng4'"
check "宝玉, the user's, gets none" sh -c "! grep -A3 '^\[宝玉\]' '$TMP/cast.ini' | grep -q '^reading'"
# the cast's reading is how the name is read everywhere; a wrong one is an error at its line
printf '[单聘仁]\nreading = shan4 pin4 ren2\n' >"$TMP/names.ini"
echo "单聘仁道：“单是这个。”" >"$TMP/names.txt"
expect_exit 0 "a cast name's reading" $TS inspect pinyin -c "$TMP/names.ini" "$TMP/names.txt"
check "is the one spoken" grep -q '^shan4 pin4 ren2 dao4, dan1 shi4' "$TMP/out"
printf '[宝玉]\n\n[单聘仁]\nreading = shan4 pin4\n' >"$TMP/names.ini"
expect_exit 1 "a reading short of its name" $TS inspect pinyin -c "$TMP/names.ini" "$TMP/names.txt"
check "is reported at its section's line" grep -q 'names.ini:3: error: reading' "$TMP/err"
# inspect pinyin reads a book as render does: its cast found first when it has
# none, so that names read the same before and after
mkdir -p "$TMP/pinyinbook"
cp "$CORPUS/hongloumeng/003.txt" "$TMP/pinyinbook/"
expect_exit 0 "inspect pinyin of a book without a cast" $TS inspect pinyin "$TMP/pinyinbook/003.txt"
cp "$TMP/out" "$TMP/first"
check "finds its cast" test -s "$TMP/pinyinbook/cast.ini"
expect_exit 0 "inspect pinyin again, with that cast" $TS inspect pinyin "$TMP/pinyinbook/003.txt"
check "reads it the same" cmp -s "$TMP/first" "$TMP/out"
# inspect norm and text need no cast and write none into the folder
mkdir -p "$TMP/loose"
cp "$CORPUS/hongloumeng/003.txt" "$CORPUS/hongloumeng/006.txt" "$TMP/loose/"
expect_exit 0 "inspect norm of a book without a cast" $TS inspect norm "$TMP/loose/003.txt"
expect_exit 0 "inspect text of a book without a cast" $TS inspect text "$TMP/loose/003.txt"
check "writes no cast.ini" test ! -e "$TMP/loose/cast.ini"
# a gender the reader corrected takes a voice of that gender: the neutral
# preset tingshu gave when it did not know is not kept, and the line is named;
# a voice chosen for someone of unknown gender stays
mkdir -p "$TMP/gender"
printf '　　“你好。”李梅说。\n　　“再见。”王刚说。\n' >"$TMP/gender/1.txt"
printf '[李梅]\ngender = female\nvoice = neutral2\n\n[王刚]\ngender = unknown\nvoice = male2\n' \
	>"$TMP/gender/cast.ini"
expect_exit 0 "a cast whose voice is not of the character's gender" $TS inspect segments "$TMP/gender/1.txt"
check "... voices her with a woman's preset" grep -q '李梅 *female[0-9]' "$TMP/out"
check "... and says so at her line" grep -q 'cast.ini:1: warning: \[李梅\]: gender = female, but voice = neutral2' "$TMP/err"
check "... a voice given to one of unknown gender stays" grep -q '王刚 *male2' "$TMP/out"
# one character found in one chapter is said so
mkdir -p "$TMP/one"
printf '　　林凡说：“走。”\n　　林凡说：“快走。”\n　　林凡说：“到了。”\n' >"$TMP/one/1.txt"
expect_exit 0 "cast over a one-chapter book of one speaker" $TS cast "$TMP/one"
check "... says 1 character, 1 chapter" grep -q ': 1 character added from 1 chapter$' "$TMP/err"
# members the reader added without a voice are read in voices of their own
# while presets of their gender are left, and alike in every chapter
mkdir -p "$TMP/novoice"
printf '　　“林凡！你又迟到了！”王胖子喊道。\n　　林凡说：“路上堵车。”\n　　张大伟说：“走吧。”\n' \
	>"$TMP/novoice/1.txt"
printf '　　张大伟说：“来了。”\n' >"$TMP/novoice/2.txt"
printf '[林凡]\ngender = male\nvoice = male1\n\n[王胖子]\ngender = male\n\n[张大伟]\ngender = male\n' \
	>"$TMP/novoice/cast.ini"
expect_exit 0 "a cast of three men, two without a voice" $TS inspect segments "$TMP/novoice/1.txt"
check "... each is read in a voice of his own" \
	sh -c "grep dialogue '$TMP/out' | awk '{print \$3, \$4}' | sort -u | awk '{print \$2}' | sort | uniq -d | grep -q . && exit 1 || exit 0"
grep '张大伟' "$TMP/out" | awk '{print $4}' | head -1 >"$TMP/voice1"
expect_exit 0 "the other chapter" $TS inspect segments "$TMP/novoice/2.txt"
check "... reads him in the same voice" sh -c "grep '张大伟' '$TMP/out' | grep -q \"\$(cat '$TMP/voice1')\""
# five of unknown gender talking in one scene are read in five voices: the
# neutral presets are as many as each gender's
mkdir -p "$TMP/five"
printf '　　郑九说：“都到了吗？”\n　　吴八说：“到了。”\n　　钱六说：“我也到了。”\n　　孙七说：“还有我。”\n　　冯五说：“等等我。”\n　　郑九说：“那就走。”\n　　吴八说：“去哪里？”\n　　钱六说：“城里。”\n　　孙七说：“好。”\n　　冯五说：“走吧。”\n' \
	>"$TMP/five/1.txt"
expect_exit 0 "cast over a scene of five of unknown gender" $TS cast "$TMP/five"
expect_exit 0 "... its segments" $TS inspect segments "$TMP/five/1.txt"
check "... five voices" test "$(grep dialogue "$TMP/out" | awk '{print $4}' | sort -u | wc -l)" -eq 5
# once a kind's presets are all given, a member takes the one whose holders
# it talks with least: 孙七, who speaks only with 郑九, not 郑九's voice
mkdir -p "$TMP/near"
printf '　　郑九说：“走吧。”\n　　吴八说：“去哪里？”\n　　郑九说：“城里。”\n　　吴八说：“好。”\n　　郑九说：“快些。”\n　　吴八说：“来了。”\n' \
	>"$TMP/near/1.txt"
printf '　　吴八说：“天黑了。”\n　　钱六说：“点灯。”\n　　吴八说：“灯在哪？”\n　　钱六说：“桌上。”\n　　钱六说：“找到了。”\n' \
	>"$TMP/near/2.txt"
printf '　　郑九说：“你来做什么？”\n　　孙七说：“讨债。”\n　　郑九说：“没有钱。”\n　　孙七说：“那就等。”\n　　郑九说：“随你。”\n　　孙七说：“好。”\n' \
	>"$TMP/near/3.txt"
# (王二 and 李三, who talk more than 钱六 and 孙七, take two presets first)
printf '　　王二说：“下雨了。”\n　　李三说：“带伞。”\n　　王二说：“伞呢？”\n　　李三说：“门后。”\n　　王二说：“有了。”\n　　李三说：“走吧。”\n　　王二说：“好。”\n　　李三说：“快。”\n' \
	>"$TMP/near/4.txt"
expect_exit 0 "cast over a book of six, five presets of their kind" $TS cast "$TMP/near"
expect_exit 0 "the chapter where the fourth talks with the first" $TS inspect segments "$TMP/near/3.txt"
check "... reads the two in different voices" \
	test "$(grep dialogue "$TMP/out" | awk '{print $4}' | sort -u | wc -l)" -eq 2
# a folder that cannot be written keeps the cast for the run: with the
# same voices the file would have
mkdir -p "$TMP/nearro"
if mount -t tmpfs -o size=64k tmpfs "$TMP/nearro" 2>/dev/null; then
	cp "$TMP/near/"[1-4].txt "$TMP/nearro/"
	mount -o remount,ro "$TMP/nearro"
	expect_exit 0 "the same book in a read-only folder" $TS inspect segments "$TMP/nearro/3.txt"
	check "... reads the two in different voices too" \
		test "$(grep dialogue "$TMP/out" | awk '{print $4}' | sort -u | wc -l)" -eq 2
	umount "$TMP/nearro"
else
	echo "# mount is not permitted here: the read-only folder's check is skipped"
fi
# a book in traditional script (Big5 here) is read as attribution reads it,
# in simplified, and its cast written as the book spells it; the user's
# 寶玉 is the one found, not a second
mkdir -p "$TMP/big5"
printf '　　“回去罷．”薛蟠道．\n　　“也好．”薛蟠道．\n　　“來了．”寶玉道．\n　　“好．”寶玉道．\n' |
	iconv -f UTF-8 -t BIG5 >"$TMP/big5/1.txt"
printf '[寶玉]\n' >"$TMP/big5/cast.ini"
expect_exit 0 "cast over a Big5 book" $TS cast "$TMP/big5"
check "... writes 薛蟠 as the book does" grep -q '^\[薛蟠\]$' "$TMP/big5/cast.ini"
check "... and 寶玉 once" test "$(grep -c '^\[寶玉\]\|^\[宝玉\]' "$TMP/big5/cast.ini")" -eq 1
# a role heading two tags of a short book joins its cast (20-segments.sh),
# not a word anyone is called by (孩子, 先生)
mkdir -p "$TMP/kid"
printf '　　王明说：“回来了。”\n　　孩子笑道：“回来了！”\n　　王明说：“饿不饿？”\n　　孩子摇摇头：“不饿。”\n' >"$TMP/kid/1.txt"
expect_exit 0 "cast over a book where 孩子 speaks twice" $TS cast "$TMP/kid"
check "... 孩子, anyone's word, is no member" sh -c "! grep -q '^\[孩子\]' '$TMP/kid/cast.ini'"
# a role whose one tag is repeated (老道士捋了捋胡子，笑道：) is the role, not
# the role glued to the verb after it
mkdir -p "$TMP/glued"
printf '　　“师父，我能下山吗？”林风问道。\n　　老道士捋了捋胡子，笑道：“还不行。”\n　　“师父，我能下山吗？”林风问道。\n　　老道士捋了捋胡子，笑道：“还不行。”\n' >"$TMP/glued/1.txt"
expect_exit 0 "cast over a book that repeats a role's tag" $TS cast "$TMP/glued"
check "... finds 老道士" grep -q '^\[老道士\]$' "$TMP/glued/cast.ini"
check "... and not 老道士捋" sh -c "! grep -q '^\[老道士捋\]' '$TMP/glued/cast.ini'"
# a fable's animals are its people (小狐狸, 老山羊); once two speak, one
# heard once joins too, with the gender of her relative's word (鸭妈妈), or
# met past a 的 (岸边的小青蛙)
mkdir -p "$TMP/fable"
printf '　　老山羊在河边喝水，小狐狸悄悄地走了过来。\n　　小狐狸笑眯眯地说：“山羊爷爷，河对岸的草可嫩了。”\n　　老山羊摇摇头：“我老了，游不过去。”\n　　小狐狸眨眨眼睛：“我来扶您呀。”\n　　老山羊想了想，说：“你还是先回家吧。”\n　　鸭妈妈在水里喊道：“小狐狸，你妈妈在找你呢！”\n　　岸边的小青蛙叫了起来：“它又来骗人啦！”\n' >"$TMP/fable/1.txt"
expect_exit 0 "cast over a fable" $TS cast "$TMP/fable"
check "... finds 小狐狸" grep -q '^\[小狐狸\]$' "$TMP/fable/cast.ini"
check "... and 老山羊" grep -q '^\[老山羊\]$' "$TMP/fable/cast.ini"
check "... and 鸭妈妈, female" sh -c "grep -A3 '^\[鸭妈妈\]' '$TMP/fable/cast.ini' | grep -q '= female'"
expect_exit 0 "the fable's segments" $TS inspect segments "$TMP/fable/1.txt"
check "... 鸭妈妈's line is hers" grep -q 'dialogue  鸭妈妈 .*小狐狸，你妈妈' "$TMP/out"
check "... and 小青蛙's his" grep -q 'dialogue  小青蛙 .*它又来骗人啦' "$TMP/out"
# a full name and its given name tagged apart (苏婉儿笑道, 婉儿道) are one
# member, whose comment counts the quotes and hints of both
mkdir -p "$TMP/given"
printf '　　苏婉儿笑道：“师兄来了。”\n　　叶辰道：“来了。”\n　　苏婉儿道：“坐吧。”\n　　婉儿笑道：“喝茶。”\n　　叶辰道：“好。”\n　　婉儿道：“再喝一杯。”\n　　叶辰道：“够了。”\n' >"$TMP/given/1.txt"
expect_exit 0 "cast over a book that tags 苏婉儿 and 婉儿" $TS cast "$TMP/given"
check "... has one member for both, counted on four quotes" sh -c "grep -A3 '^\[苏婉儿\]' '$TMP/given/cast.ini' | grep -q '^# 4 quotes' && grep -A3 '^\[苏婉儿\]' '$TMP/given/cast.ini' | grep -q '^aliases = 婉儿' && ! grep -q '^\[婉儿\]' '$TMP/given/cast.ini'"
# an everyday name made of the given name's last character and an elder
# sibling's word (凤姐 of 王熙凤) is that member, not a second; not where the
# book writes it after another surname too (李凤姐), nor a maid's 儿 name
# (云儿 is no 史湘云)
mkdir -p "$TMP/everyday" "$TMP/everyday2" "$TMP/everyday3"
printf '　　王熙凤笑道：“你来了。”\n　　王熙凤道：“坐吧。”\n　　王熙凤道：“喝茶。”\n　　凤姐笑道：“好妹妹。”\n　　凤姐道：“别怕。”\n　　凤姐道：“我去了。”\n' >"$TMP/everyday/1.txt"
cp "$TMP/everyday/1.txt" "$TMP/everyday2/1.txt"
printf '　　李凤姐道：“我也去。”\n　　李凤姐道：“走罢。”\n' >>"$TMP/everyday2/1.txt"
printf '　　史湘云笑道：“你来了。”\n　　史湘云道：“坐吧。”\n　　史湘云道：“喝茶。”\n　　云儿笑道：“唱一个。”\n　　云儿道：“好。”\n　　云儿道：“我去了。”\n' >"$TMP/everyday3/1.txt"
for b in everyday everyday2 everyday3; do
	expect_exit 0 "cast over the $b book" $TS cast "$TMP/$b"
done
check "... 凤姐 is 王熙凤's alias" sh -c "grep -A3 '^\[王熙凤\]' '$TMP/everyday/cast.ini' | grep -q '^aliases = 凤姐' && ! grep -q '^\[凤姐\]' '$TMP/everyday/cast.ini'"
check "... 凤姐 beside 李凤姐 stays a member" grep -q '^\[凤姐\]$' "$TMP/everyday2/cast.ini"
check "... 云儿 stays a member" grep -q '^\[云儿\]$' "$TMP/everyday3/cast.ini"
# 高兴 of 母亲高兴的说 says how she speaks: no name she introduced
mkdir -p "$TMP/manner"
printf '　　母亲说：“你回来了。”\n　　母亲说：“坐下歇歇。”\n　　母亲高兴的说：“好极了。”\n　　闰土说：“老爷。”\n　　闰土说：“不敢。”\n　　闰土说：“是。”\n' >"$TMP/manner/1.txt"
expect_exit 0 "cast over a book where 母亲高兴的说" $TS cast "$TMP/manner"
check "... 高兴 is no alias of 母亲" sh -c "grep -q '^\[母亲\]' '$TMP/manner/cast.ini' && ! grep -q '高兴' '$TMP/manner/cast.ini'"
# ... but 的吩咐, 的嘱咐 are words of speaking after a name, not a manner
mkdir -p "$TMP/bidding"
printf '　　少平想起父亲孙玉厚的吩咐，心里一酸。\n　　孙玉厚说：“去吧。”\n　　孙少安说：“走。”\n　　哥哥孙少安的嘱咐他还记得。\n　　孙玉厚说：“好。”\n　　孙少安说：“嗯。”\n' >"$TMP/bidding/1.txt"
expect_exit 0 "cast over a book where 父亲孙玉厚的吩咐" $TS cast "$TMP/bidding"
check "... 父亲 and 哥哥 are 孙玉厚's and 孙少安's" sh -c "grep -A4 '^\[孙玉厚\]' '$TMP/bidding/cast.ini' | grep -q '^aliases = 父亲' && grep -A4 '^\[孙少安\]' '$TMP/bidding/cast.ini' | grep -q '^aliases = 哥哥'"
# a role past what it does (守门的老道士问道) and one who has just spoken
# (老道士说完，) head its tags: 老道士 joins, a man, and 守门 is no name
mkdir -p "$TMP/doing"
printf '　　“施主从哪里来？”守门的老道士问道。\n　　林小川拱了拱手，说：“从山下来。”\n　　“观主不见客。”老道士说完，转身进了门。\n　　林小川笑了笑，他说：“我等得起。”\n' >"$TMP/doing/1.txt"
expect_exit 0 "cast over a book where 守门的老道士 speaks" $TS cast "$TMP/doing"
check "... finds 老道士, male" sh -c "grep -A3 '^\[老道士\]' '$TMP/doing/cast.ini' | grep -q 'gender = male'"
check "... and no 守门" sh -c "! grep -q '^\[守门\]' '$TMP/doing/cast.ini'"
# monks, nuns and maids known by their station speak as such, with its
# gender: not cut short (老和, 小尼)
mkdir -p "$TMP/clergy"
for r in 老和尚 小尼姑 小丫鬟 老僧; do
	printf '　　“阿弥陀佛。”%s说。\n　　“施主请回。”%s说。\n' "$r" "$r" >>"$TMP/clergy/1.txt"
done
expect_exit 0 "cast over a book of monks, a nun and a maid" $TS cast "$TMP/clergy"
for r in 老和尚:male 小尼姑:female 小丫鬟:female 老僧:male; do
	check "... ${r%:*} is ${r#*:}" sh -c "grep -A3 '^\[${r%:*}\]' '$TMP/clergy/cast.ini' | grep -q 'gender = ${r#*:}'"
done
check "... and none cut short" sh -c "! grep -q '^\[\(老和\|小尼\)\]' '$TMP/clergy/cast.ini'"
# 他的儿子闰土 names someone else's son: 儿子 is no word for him (我的母亲
# would be the narrator's)
mkdir -p "$TMP/hisson"
printf '　　他便对父亲说，可以叫他的儿子闰土来管祭器的。\n　　闰土说：“老爷。”\n　　闰土说：“不敢。”\n　　闰土说：“是。”\n' >"$TMP/hisson/1.txt"
expect_exit 0 "cast over a book where 他的儿子闰土 comes" $TS cast "$TMP/hisson"
check "... 闰土 found, without the alias 儿子" sh -c "grep -q '^\[闰土\]' '$TMP/hisson/cast.ini' && ! grep -q '^aliases = 儿子' '$TMP/hisson/cast.ini'"
# a preface (split's 0000_preface.txt) tells of the hero before he speaks:
# read after the chapters, its 少年林剑秋 makes him a man
mkdir -p "$TMP/preface"
printf '剑影江湖\n\n内容简介：\n少年林剑秋，身负血仇，踏入江湖。\n' >"$TMP/preface/0000_preface.txt"
printf '第一章\n\n　　“住店。”林剑秋说。\n　　“多谢。”林剑秋说。\n' >"$TMP/preface/0001_第一章.txt"
expect_exit 0 "cast over a book with a preface" $TS cast "$TMP/preface"
check "... the preface's 少年 gives the hero's gender" sh -c "grep -A3 '^\[林剑秋\]' '$TMP/preface/cast.ini' | grep -q 'gender = male'"
# a name whose first two are a word of the dictionary (余则成: 余则, a
# numeral) is found where the book writes the three together; a word the
# book writes apart as well (白天 of 白天里) is no name's head
mkdir -p "$TMP/wordhead" "$TMP/wordapart"
printf '　　余则成推门进来。\n　　余则成说：“今天没什么事。”\n　　翠平说：“饭在锅里。”\n　　余则成笑道：“你今天怎么这么高兴？”\n　　翠平说：“谁高兴了？”\n　　余则成问道：“站长找过你吗？”\n　　马上就要下雨了，余则成应道：“我去收衣服。”\n　　白天的时候，翠平说：“我看他不是好人。”\n' >"$TMP/wordhead/1.txt"
expect_exit 0 "cast over a book of 余则成" $TS cast -q "$TMP/wordhead"
check "... finds 余则成" grep -q '^\[余则成\]$' "$TMP/wordhead/cast.ini"
check "... and no 高兴, 马上 or 白天" sh -c "! grep -q '^\[\(高兴\|马上\|白天\)' '$TMP/wordhead/cast.ini'"
printf '　　白天里翠平说：“我去买菜。”\n　　白天里翠平说：“我去买米。”\n　　白天里翠平说：“我去买面。”\n　　白天的集市人很多。\n　　到了白天，街上就热闹了。\n' >"$TMP/wordapart/1.txt"
expect_exit 0 "cast over a book that writes 白天 apart" $TS cast -q "$TMP/wordapart"
check "... finds no 白天里" sh -c "! grep -q '^\[白天里\]' '$TMP/wordapart/cast.ini'"
# a pet heard speaking under its animal (小狗旺财叫道) is the pet by its own
# name, the whole its alias; not cut where it is the animal alone (小狐狸,
# above)
mkdir -p "$TMP/pet"
printf '　　院子里，小狗旺财正趴在门口晒太阳。\n　　小明跑过来说：“我们去玩吧！”\n　　小狗旺财摇着尾巴叫道：“汪汪，好啊！”\n　　小明说：“去河边吧。”\n　　小狗旺财说：“河边有好多蝴蝶。”\n　　小明笑道：“你又想抓蝴蝶了。”\n　　小狗旺财叫道：“我才不抓呢。”\n' >"$TMP/pet/1.txt"
expect_exit 0 "cast over a book of 小狗旺财" $TS cast -q "$TMP/pet"
check "... finds 旺财, alias 小狗旺财" sh -c "grep -A4 '^\[旺财\]' '$TMP/pet/cast.ini' | grep -q '^aliases = 小狗旺财' && ! grep -q '^\[小狗旺财\]' '$TMP/pet/cast.ini'"
# two names the narration gives one person (孙悟空，又唤作孙行者) are one
# member, tagged by either; a surname shared without such words is not
# (贾政, 贾琏)
mkdir -p "$TMP/twonames"
printf '　　那石猴拜了祖师，得了个名字叫孙悟空，又唤作孙行者。\n　　悟空道：“师父，弟子去了。”\n　　祖师道：“你去罢。”\n　　悟空笑道：“弟子几时回来？”\n　　祖师道：“不必回来。”\n　　行者道：“那我去也。”\n　　祖师道：“去罢，去罢。”\n　　行者笑道：“师父保重。”\n　　悟空道：“弟子拜别。”\n　　行者道：“走了。”\n　　贾政道：“你来。”\n　　贾琏道：“是。”\n　　贾政道：“去罢。”\n　　贾琏道：“知道了。”\n　　贾政道：“好。”\n　　贾琏道：“我去了。”\n' >"$TMP/twonames/1.txt"
expect_exit 0 "cast over a book that names 孙悟空 孙行者 too" $TS cast -q "$TMP/twonames"
check "... has one member, 悟空, alias 行者" sh -c "grep -A4 '^\[悟空\]' '$TMP/twonames/cast.ini' | grep -q '^aliases = .*行者' && ! grep -q '^\[行者\]' '$TMP/twonames/cast.ini'"
check "... and 贾政 and 贾琏 apart" sh -c "grep -q '^\[贾政\]' '$TMP/twonames/cast.ini' && grep -q '^\[贾琏\]' '$TMP/twonames/cast.ini'"
# a numeral alone is a given name (管家赵四, 张三), the role before it no
# one's; not a count after a name (野猪王一声怒吼)
mkdir -p "$TMP/numeral"
printf '　　管家赵四道：“老爷回来了。”\n　　赵四道：“请少爷去前厅。”\n' >"$TMP/numeral/1.txt"
expect_exit 0 "cast over a book of 管家赵四" $TS cast -q "$TMP/numeral"
check "... finds 赵四" grep -q '^\[赵四\]$' "$TMP/numeral/cast.ini"
