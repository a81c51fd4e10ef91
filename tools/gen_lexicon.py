#!/usr/bin/env python3
"""Builds the reading lexicon blob (build/lexicon.bin) from Debian data files.

Sources: rime-data-terra-pinyin (toned pinyin, traditional script, some Taiwan
readings), python3-jieba's dict.txt (word frequencies for segmentation), the
opencc command (t2s) for script conversion, go-pinyin's per-character table
(golang-github-mozillazg-go-pinyin-dev: which readings are Mainland ones),
the words the Putonghua proficiency test requires neutral (data/psc-neutral.txt)
and the dictionary's other neutral words (data/dict-neutral.txt),
and tools/lexicon-fixes.txt (the few Mainland readings the data cannot decide).
Standard library only.

usage: gen_lexicon.py TERRA JIEBA FIXES MAINLAND PSC DICT_NEUTRAL OUT.bin
"""
import math
import struct
import subprocess
import sys

from gen_polyphone import read_mainland

MAX_WORD_CHARS = 12


def read_terra(path):
    """(word, [syllables], weight or None) in file order."""
    out, body = [], False
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if line == '...':
                body = True
                continue
            if not body or not line or line.startswith('#'):
                continue
            f3 = line.split('\t')
            if len(f3) < 2:
                continue
            w = None
            if len(f3) > 2 and f3[2]:
                try:
                    w = float(f3[2].rstrip('%'))
                except ValueError:
                    w = None
            out.append((f3[0], f3[1].split(), w))
    return out


def t2s(lines):
    return opencc(lines, 't2s.json')


def s2t(lines):
    return opencc(lines, 's2t.json')


def opencc(lines, config):
    """Each line converted by the opencc command."""
    text = '\n'.join(lines) + '\n'
    r = subprocess.run(['opencc', '-c', config], input=text.encode('utf-8'),
                       stdout=subprocess.PIPE, check=True)
    res = r.stdout.decode('utf-8').split('\n')
    assert len(res) >= len(lines), 'opencc changed the line count'
    return res[:len(lines)]


# A reading its character has this share (terra's percentages) or less is
# rare: 給 ji3 5 %, 見 xian4 1 %, 說 yue4 unlisted; 還 huan2 has 20 %.
RARE_READING_PCT = 5.0
PARTICLES = set('了的着地得都和')  # see the jieba-less words below
# Suffixes, complements and the 不 of 吃不了 keep their neutral tone inside a
# longer word (什么样, 孩子们, 石头缝); any other neutral tone is the last
# syllable's.
NEUTRAL_INSIDE = set('子头么们的了着得地过个巴儿里上下来去不')
POS = {}  # jieba part of speech, for the particle rules
# The last character of a potential complement (看不见, 禁不住, 来不及).
COMPLEMENTS = set('住了起开到着及得上下来去出过动完成见清懂够惯透掉好对定通起齐全')


def read_jieba(path):
    freq = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            p = line.split()
            if len(p) >= 2 and p[1].isdigit() and len(p[0]) <= MAX_WORD_CHARS:
                freq[p[0]] = freq.get(p[0], 0) + int(p[1])
                if len(p) >= 3:
                    POS[p[0]] = p[2]
    return freq


# Words jieba calls adverbs that are ground or a place (随地 suídì, 立地 lìdì).
GROUND = ('随地', '立地', '绝地', '特地', '暗地', '湿地', '溼地', '遍地')


def adverbial(word):
    """Whether the 地 ending word is the adverbial particle: after a doubled
    syllable (冷冷地), an adjective, adverb or verb of two characters or more
    (倔强地, 一个劲地, 哀求地), and where jieba calls a word of two characters an
    adverb (猛地); not ground or a place (卖地, 占地, 扫地: jieba's nouns of
    one verb and 地; 出生地: of a verb of two), whatever jieba makes of the
    character before it."""
    stem, pos = word[:-1], POS.get(word, '')
    if len(stem) >= 2 and stem[-1] == stem[-2]:
        return True
    if word in GROUND:
        return False
    if len(stem) == 1:
        return pos in ('d', 'z')
    spos = POS.get(stem, '')
    if spos in ('v', 'vn') and pos in ('n', 'ns', 'nz', 's', 'f'):
        return False
    return pos == 'd' or spos in ('a', 'ad', 'd', 'z', 'v', 'i', 'l')


# PSC words that head compounds as other words with full tones (地方性
# local, 精神病 the mind, 东西方 directions, 小气候, 打算盘, 孙子兵法, 被子植物,
# 老婆子 lǎopó·zi an old woman, 葡萄牙); also kept from winning segmentation.
PSC_OTHER = set('葡萄 自在 地方 东西 精神 大方 大意 实在 兄弟 地道 小气 打算 被子 孙子 单子 结实 '
                '温和 干事 运气 人家 买卖 利害 东家 对头 大爷 上头 下头 老子 知识 '
                '生意 功夫 工夫 月亮 种子 句子 学问 合同 关系 太太 老婆 规矩'.split())


# Characters whose 得 after them obtains or is a verb of its own (拾得, 觅得,
# 已得, 焉得, 可得闲, 没得罪, 心安理得), not a complement's particle.
GETS = set('拾觅窃劫募钓贪获夺赢购求取争博征兼叩签逮一上下出反发可复实已得抢没点焉独理留肯比'
           '生乐自心所始幸应引录易立竞见难只既乍')


def particles(word, r, rare=False):
    """Neutral particles inside words terra does not list: adverbial 地
    after an adjective or adverb (倔强地, 冷冷地, 猛地), the complement 得
    inside a phrase (跑得快, 来得及) and ending one of jieba's rarest entries,
    a verb or an adjective with it (冻得, 惯得, 烫得, 算得: the rest of the
    phrase follows in the text)."""
    r = list(r)
    if word.endswith('地') and r[-1] == 'di4' and adverbial(word):
        r[-1] = 'de5'
    if (rare and len(word) == 2 and word[1] == '得' and r[1] == 'de2' and word[0] not in GETS
            and POS.get(word) not in ('nr', 'nrt', 'ns', 'nt', 'nz')):
        r[1] = 'de5'
    for k in range(1, len(word) - 1):
        if word[k] == '得' and len(word) >= 3 and r[k] == 'de2' and not gets_inside(word, k):
            r[k] = 'de5'
    return r


def gets_inside(word, k):
    """Whether 得 at word[k] is "get" in a phrase terra does not list: after
    a verb of getting (所得税率, 既得利益者, 获得性; not 生得美), as 不得 "may not"
    heading the word or before 其/已 (不得其所, 百思不得其解, 不得已而为之; not 怨不得人),
    or in a foreign or a place's name (亚得里亚, 彼得罗夫; jieba's people's names
    hold phrases: 生得俊, 战得胜)."""
    if (word[k - 1] in GETS and word[k - 1] != '生') or POS.get(word) in ('nrt', 'ns', 'nt', 'nz',
                                                                        'nrfg'):
        return True
    return word[k - 1] == '不' and (k == 1 or word[k + 1] in '其已')


# Foreign names spell with a character's sound, not its sense: 塞 is sai4
# (塞纳河, 西塞罗; not sai1 as in 塞满), 什 shi2 (纳什; not shen2 as in 什么).
TRANSLIT = {'塞': 'sai4', '什': 'shi2'}
# ... but jieba tags some phrases as names (塞满 nr, 塞车 ns, 木塞子): 塞
# as a verb or a stopper keeps its reading beside these.
NOT_TRANSLIT = ('塞进', '塞满', '塞子', '塞住', '塞饱', '塞牙', '塞车', '塞入', '什么',
                '堵塞', '阻塞', '填塞', '茅塞', '木塞', '柱塞', '胶塞', '耳塞', '郁塞')


def transliterated(word, r):
    """r with TRANSLIT readings when jieba calls word a foreign name (nrt),
    or a name of three or more characters."""
    pos = POS.get(word, '')
    if not (pos == 'nrt' or (len(word) >= 3 and pos in ('nr', 'ns', 'nz', 'nrfg'))):
        return r
    if any(x in word for x in NOT_TRANSLIT):
        return r
    return [TRANSLIT.get(c, y) for c, y in zip(word, r)]


def base(syl):
    return syl.rstrip('012345')


def main():
    terra_path, jieba_path, fixes_path, mainland_path, psc_path, dict_path, out_path = sys.argv[1:8]
    terra = read_terra(terra_path)
    main_table = read_mainland(mainland_path)
    jfreq = read_jieba(jieba_path)

    # terra_pinyin is written in traditional script and minimised: a word is
    # listed only when its reading differs from its characters' usual ones.
    # So readings are worked out on the traditional form, as terra intends,
    # and keyed by the simplified form.
    tchars = {}  # traditional char -> {syl: [weight, order]}
    usage = {}   # traditional char -> {syl: count in listed words}
    for order, (w, syls, wt) in enumerate(terra):
        if len(w) == 1 and len(syls) == 1:
            d = tchars.setdefault(w, {})
            score = wt if wt is not None else -1.0
            if syls[0] not in d:
                d[syls[0]] = [score, order]
            elif score > d[syls[0]][0]:
                d[syls[0]][0] = score
        elif len(w) == len(syls):
            for c, y in zip(w, syls):
                u = usage.setdefault(c, {})
                u[y] = u.get(y, 0) + 1

    # Rime weights: a reading listed without one shares what the listed
    # percentages leave (期: ji1 3%, so qi1 and qi2 share 97%).
    for d in tchars.values():
        given = sum(v[0] for v in d.values() if v[0] >= 0)
        bare = [v for v in d.values() if v[0] < 0]
        for v in bare:
            v[0] = max(100.0 - given, 0.0) / len(bare)

    def tlist(tc):
        """Readings of a traditional character, usual first."""
        d = tchars.get(tc)
        if not d:
            return []
        u = usage.get(tc, {})
        return [k for k, _ in sorted(d.items(),
                                     key=lambda kv: (-kv[1][0], -u.get(kv[0], 0), kv[1][1]))]

    early = {}  # fixed full-tone character readings, known before words are picked
    only = set()  # ... that are the only Mainland reading (`骑 qi2 !`: 单骑 ji4 too)
    with open(fixes_path, encoding='utf-8') as f:
        for line in f:
            p = line.split('#', 1)[0].split()
            if len(p) in (2, 3) and len(p[0]) == 1 and not p[1].endswith('5'):
                early[p[0]] = p[1]
                if len(p) == 3 and p[2] == '!':
                    only.add(p[0])
    # ... and under the traditional form terra writes (质 -> 質).
    for c, tc in zip(list(early), s2t(list(early))):
        if len(tc) == 1:
            early.setdefault(tc, early[c])
            if c in only:
                only.add(tc)

    def tweight(tc, syl):
        if early.get(tc) == syl:
            return 1000.0
        d = tchars.get(tc)
        if not d:
            return 0.0
        if syl in d:
            return max(d[syl][0], 0.5)
        if syl.endswith('5'):  # a neutral tone counts as its full-tone reading
            return max([v[0] for k, v in d.items() if base(k) == base(syl)] + [0.0])
        return 0.0

    # The Mainland readings of each traditional character terra writes: those
    # of the character simplified text writes in that word (聽 ting4 is in
    # the table, 听 has only ting1; 乾坤 keeps 乾 and its qian2).
    twords_all = sorted({w for w, syls, _ in terra
                         if 2 <= len(w) <= MAX_WORD_CHARS and len(w) == len(syls)})
    simp_of = {w: sw for w, sw in zip(twords_all, t2s(twords_all)) if len(sw) == len(w)}

    def mainland(word, syls, sword=None):
        """Lexical 一/不, and a full-tone reading the character table never
        gives replaced by its usual one (Taiwan readings such as 綜 zong4);
        then one the Mainland table does not give the character by the first
        it gives with the same spelling (聽 ting4 -> ting1, 擊 ji2 -> ji1),
        else by its only one (轍 che4 -> zhe2)."""
        out = []
        sword = sword or simp_of.get(word, word)
        for c, sc, syl in zip(word, sword, syls):
            if c == '一':
                syl = 'yi1'
            elif c == '不' and syl != 'bu5':
                syl = 'bu4'
            elif c in only:
                syl = early[c]
            elif c in early and early[c] != syl and base(early[c]) == base(syl) \
                    and not syl.endswith('5'):
                syl = early[c]  # 星期 qi2 -> qi1 (tools/lexicon-fixes.txt)
            elif c in tchars and not syl.endswith('5') and tweight(c, syl) <= 0.5:
                best = tlist(c)[0]
                if base(best) == base(syl):
                    syl = best
            ml = main_table.get(sc)
            if ml and not syl.endswith('5') and syl not in ml and c not in early:
                full = [y for y in ml if not y.endswith('5')]
                same = [y for y in full if base(y) == base(syl)]
                syl = same[0] if same else full[0] if len(full) == 1 else syl
            out.append(syl)
        return out

    twords = {}  # traditional word -> readings
    for w, syls, _ in terra:
        if 2 <= len(w) <= MAX_WORD_CHARS and len(w) == len(syls):
            r = mainland(w, syls)
            lst = twords.setdefault(w, [])
            if r not in lst:
                lst.append(r)

    def pick(word, readings):
        def score(r):
            sc = sum(math.log(tweight(c, y) + 0.1) for c, y in zip(word, r))
            return (sc, sum(y.endswith('5') for y in r))
        best = max(readings, key=score)
        # A neutral tone that terra also lists in full gives way to it: the
        # other is mostly a Beijing neutral tone (說道, 夫人, 管教); the
        # standard's own come from the PSC list below.
        def fuller(r):
            return all(y == b or (b.endswith('5') and base(y) == base(b))
                       for y, b in zip(r, best))
        return max((r for r in readings if fuller(r)),
                   key=lambda r: (-sum(y.endswith('5') for y in r), score(r)))

    tlex = {w: pick(w, rs) for w, rs in twords.items()}
    tkeys = list(tlex)
    tsimp = dict(zip(tkeys, t2s(tkeys)))  # traditional word -> simplified
    lex = {}
    trad_of = {}  # simplified word -> the traditional one its reading is from
    for tw, sw in tsimp.items():
        if len(sw) == len(tw) and sw not in lex:
            lex[sw] = tlex[tw]
            trad_of[sw] = tw

    # Simplified characters: the readings of their usual traditional form
    # (术 -> 術 shu4, 么 -> 麼), then any others they have.
    simp_chars = sorted({c for w in jfreq for c in w if ord(c) >= 0x3400} |
                        {c for c in tchars})
    chars = {}
    for c, tc in zip(simp_chars, s2t(simp_chars)):
        lst = tlist(tc) if len(tc) == 1 else []
        for y in tlist(c):
            if y not in lst:
                lst.append(y)
        ml = main_table.get(c)
        if lst and ml and not lst[0].endswith('5') and lst[0] not in ml:
            # a usual reading the Mainland table does not give (击 ji2, 储 chu2)
            # yields to the first of the others it gives, same spelling first
            ok = sorted((y for y in lst if y in ml), key=lambda y: base(y) != base(lst[0]))
            if ok:
                lst.remove(ok[0])
                lst.insert(0, ok[0])
        if lst:
            chars[c] = lst

    def char_list(c):
        return chars[c]

    sure = set()  # fixed words: no context vote may change them
    charfix = {}  # fixed characters, full tone: their reading in words too
    with open(fixes_path, encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].split()
            if len(line) == 3 and line[2] == '!':
                line.pop()
            if line and len(line) == len(line[0]) + 2 and not line[-1][-1].isdigit():
                POS[line[0]] = line.pop()  # `遭塌 zao1 ta5 v`: jieba lacks it or mistags it (侍候 n)
            if len(line) >= 2 and len(line) == len(line[0]) + 1:
                if len(line[0]) == 1:
                    lst = [y for y in chars.get(line[0], []) if y != line[1]]
                    chars[line[0]] = [line[1]] + lst
                    if not line[1].endswith('5'):
                        charfix[line[0]] = line[1]  # in words too (流血 xue4)
                else:
                    lex[line[0]] = line[1:]
                    sure.add(line[0])

    # A fixed word fixes terra's words that contain it (要求赔偿), under both
    # their forms: compose() reads 運動員 through terra's 運動, not 运动.
    fixed = [w for w in sure if len(w) >= 2]
    for tw, sw in tsimp.items():
        if not len(sw) == len(tw) == len(tlex[tw]):
            continue
        if sw in sure:
            tlex[tw] = lex[sw]
            continue
        for fw in fixed:
            k = sw.find(fw)
            if k >= 0:
                tlex[tw] = tlex[tw][:k] + lex[fw] + tlex[tw][k + len(fw):]
        if trad_of.get(sw) == tw:
            lex[sw] = tlex[tw]

    freq = jfreq

    def reading(word, tword):
        """A word's reading: its own, else the longest listed words and usual
        character readings of its traditional form."""
        if word in lex:
            return lex[word]
        r = compose(word, tword)
        return particles(word, r, freq.get(word, 0) <= 3) if r else r

    def inside(piece, tpiece, syls):
        """A listed word's neutral tones in the middle of a longer one take
        their full tone (自然 zi4 ran5, 自然保护区 ran2; 葡萄牙 tao2)."""
        out = []
        for c, tc, y in zip(piece, tpiece, syls):
            if y.endswith('5') and c not in NEUTRAL_INSIDE:
                full = [x for x in tlist(tc) or chars.get(c, [])
                        if base(x) == base(y) and not x.endswith('5')]
                y = full[0] if full else y
            out.append(y)
        return out

    holds_fixed = set()  # composed words with a fixed word inside: no vote changes them

    def compose(word, tword):
        if len(tword) != len(word):
            tword = word
        out, i = [], 0
        while i < len(word):
            for j in range(min(len(word), i + 7), i + 1, -1):
                piece = None
                if tword[i:j] in tlex:
                    piece = tlex[tword[i:j]]
                elif word[i:j] in lex:
                    piece = lex[word[i:j]]
                if piece is not None:
                    if word[i:j] in sure:
                        holds_fixed.add(word)  # 应用服务器: 应用 is fixed
                    out += piece if j == len(word) else inside(word[i:j], tword[i:j], piece)
                    i = j
                    break
            else:
                if word[i] in charfix:
                    out.append(charfix[word[i]])
                else:  # terra's usual reading, made Mainland (擊 ji2 -> ji1, 跌 die2 -> die1)
                    lst = tlist(tword[i]) or chars.get(word[i])
                    if not lst:
                        return None
                    out += mainland(tword[i], lst[:1], word[i])
                # a noun suffix left alone after a word (小叔 子) is as light
                # as in the listed word it ends (叔子 shu1 zi5)
                end = tlex.get(tword[i - 1:], lex.get(word[i - 1:])) if i > 0 else None
                if i == len(word) - 1 and word[i] in '子头' and end and end[-1].endswith('5'):
                    out[-1] = end[-1]
                i += 1
        return out

    # The Putonghua test's required neutral tones: the word's last syllable,
    # or the 不 and 得 inside it (舍不得, 来得及 lai2 de5 ji2).  Its words are
    # read so whole (老祖宗 through 祖宗), as listed words.
    psc = read_psc(psc_path)
    more = read_words(dict_path)
    for w, tw in zip(psc + more, s2t(psc + more)):
        r = reading(w, tw)
        # the fixes file reads a PSC word that is another word too (温和
        # wēnhé "mild", the PSC's wēn·huo "lukewarm")
        if not r or len(r) != len(w) or (w in PSC_OTHER and w in sure):
            continue
        inner = [k for k in range(1, len(w)) if w[k] in '不得']
        pos = inner or [len(w) - 1]
        r = [base(y) + '5' if k in pos else y for k, y in enumerate(r)]
        lex[w] = r
        if len(tw) == len(w):
            tlex[tw] = r

    psc_set = set(psc)
    more_set = set(more) - psc_set

    def part_light(part, word):
        """A PSC word inside a longer one, or a dictionary word inside one of
        three characters, not doubled (小聪明, 正经事; not 热乎乎 nor idioms)."""
        return part in psc_set or (part in more_set and len(word) == 3 and word[1] != word[2])

    def light(word, r):
        """Neutral tones a longer word keeps: a PSC word at its end (小时候
        through 时候, 老祖宗) or at its start (亲戚家, 老婆子, 乡下人; not the
        PSC words that are other words in compounds: 地方性, 精神病, 东西方),
        and the 不 of a potential complement (禁不住, 来不及, 吃不了; not 三不管),
        with the 得 of V不得 (顾不得 gù·bu·de)."""
        r = list(r)
        for k in range(1, len(word) - 1):
            tail = word[k:]
            if part_light(tail, word) and len(lex.get(tail, ())) == len(tail):
                r[k:] = [base(x) + '5' if y.endswith('5') else x for x, y in zip(r[k:], lex[tail])]
                break
        for k in (3, 2):
            head = word[:k]
            if len(word) > k and part_light(head, word) and head not in PSC_OTHER and \
                    len(lex.get(head, ())) == k:
                r[:k] = [base(x) + '5' if y.endswith('5') else x for x, y in zip(r[:k], lex[head])]
                break
        # the 不 of an idiom of four characters or more is full (纹丝不动, 措手不及,
        # 求之不得) but before a complement of holding or reaching (按捺不住, 琢磨不透)
        if len(word) >= 3 and word[-2] == '不' and word[-1] in COMPLEMENTS and \
                (len(word) == 3 or POS.get(word) not in ('i', 'l') or word[-1] in '住透着了'):
            r[-2] = 'bu5'
            if word[-1] == '得':
                r[-1] = 'de5'  # V不得 is ·bu·de (顾不得, 巴不得), as the PSC's 舍不得
        return r

    entries = {}  # word -> (freq, [syllable lists]) ; readings list for chars
    for c in chars:
        entries[c] = (freq.get(c, 1), char_list(c))
    def doubles_word(word):
        """AABB of a word AB jieba lists often (角角落落, 汤汤水水); not an idiom,
        whose halves are two words (善善恶恶 wù è: praise the good, hate evil)."""
        return len(word) == 4 and word[0] == word[1] and word[2] == word[3] and \
            word[0] != word[2] and freq.get(word[1:3], 0) >= 10 and POS.get(word) != 'i'

    # jieba's rarest long entries are often phrases (地走了, 跑得快 at 3) that
    # would glue a particle to the next word; the listed ones stay.
    def kept(w):
        return freq[w] >= 5 or len(w) == 2 or w in lex

    jwords = [w for w in freq if len(w) >= 2 and all(ord(ch) >= 0x3000 for ch in w)
              and (kept(w) or doubles_word(w))]
    def doubled_full(word, r):
        """An adjective of state ABB (jieba's z) says both Bs alike and full:
        composed through a doubled word with its second light (溜溜 liu4
        liu5, 咧咧, 嚷嚷) or its first (叨叨), or listed so by terra (闹嚷嚷),
        酸溜溜 and 颤抖抖 had kept it.  Any ABB composed of a word AB and a B
        alone says the second B as the first (轰隆隆 through 轰隆 hōnglōng, not
        隆 lóng; 打转转, 悲切切)."""
        if len(word) != 3 or word[1] != word[2] or word[0] == word[1]:
            return r
        if base(r[1]) == base(r[2]) and not r[1].endswith('5') and not r[2].endswith('5'):
            return r[:2] + r[1:2]
        if POS.get(word) != 'z':
            return r
        full = [y for y in r[1:] if not y.endswith('5')]
        return r[:1] + full[:1] * 2 if len(full) == 1 else r

    def doubled_word(word, tword, r):
        """AABB is its word AB doubled (角角落落 as 角落, 着着实实 as 着实,
        干干脆脆): composing took terra's AA, another word (角角 jué, 干干
        qián), or read its As apart (朝朝 cháo zhāo).  Not where AB is rare
        or no word (叽喳, 沸汤, 浩浩汤汤 shāng: those keep their own)."""
        if not doubles_word(word):
            return r
        ab = reading(word[1:3], tword[1:3])
        if not ab or len(ab) != 2:
            return r
        a, b = inside(word[1:3], tword[1:3], ab)
        return r if [base(y) for y in r] == [base(a)] * 2 + [base(b)] * 2 else [a, a, b, b]

    for w, tw in zip(jwords, s2t(jwords)):
        f = freq[w]
        r = reading(w, tw)
        if r is not None and len(tw) == len(w):
            d = doubled_word(w, tw, r)
            if d is r and not kept(w):
                continue  # a rare AABB is listed only to read its word doubled
            if d is not r:
                lex[w] = r = d  # as listed as AB
        if r is not None:
            entries[w] = (f, [transliterated(w, doubled_full(w, light(w, r)))])
    total0 = sum(freq.values())
    # A fixed word must also win segmentation (睡了一觉), and a required
    # neutral word jieba lists too seldom must beat its characters apart (难为你
    # read 难 为 wéi), though not a fixed word around it (观自在), nor one that
    # is another word too (自在: 黛玉自在床上).
    boost = {w: 2.0 for w in psc + more if len(w) == 2 and w not in PSC_OTHER}
    boost.update((w, 10.0) for w in sure)
    for w, k in boost.items():
        f = k * total0
        for ch in w:
            f *= freq.get(ch, 1) / total0
        if w in entries:
            entries[w] = (max(entries[w][0], min(int(f), 1 << 30)), entries[w][1])
    def rare_reading(w, r):
        tw = trad_of.get(w, w)
        return any(tweight(tc, y) <= RARE_READING_PCT
                   for tc, y in zip(tw, r) if not y.endswith('5'))

    for w, r in lex.items():
        if w not in entries:
            # A word jieba lacks (还钱) should beat its characters read apart,
            # unless it holds a particle or a reading its character seldom
            # has: terra's rare 了鸟 liao3 diao3, 都来 du1 lai2, 中的 zhong4
            # di4, 不給 bu4 ji3, 要買 yao1 mai3 and 張說 zhang1 yue4 would
            # swallow common text; a required neutral word still beats its
            # characters (和气: 22 of 28 were 和 气 qì).
            weak = any(ch in PARTICLES for ch in w) or rare_reading(w, r)
            f = boost.get(w, 0.5) if w not in sure and weak else 10.0
            for ch in w:
                f *= (freq.get(ch, 1) / total0)
            entries[w] = (max(2, min(int(f * total0), 1000)), [r if w in sure else light(w, r)])
        elif len(w) > 1:
            r = doubled_word(w, trad_of.get(w, w), r) if w not in sure else r
            entries[w] = (entries[w][0],
                          [r if w in sure else transliterated(w, doubled_full(w, light(w, r)))])
    prefixes = set()
    for w in entries:
        for k in range(1, len(w)):
            prefixes.add(w[:k])
    for p in prefixes:
        if p not in entries:
            entries[p] = (0, [])

    # Syllable table.
    syl_ids, syl_list = {}, []

    def sid(y):
        if y not in syl_ids:
            assert len(y) < 8, y
            syl_ids[y] = len(syl_list)
            syl_list.append(y)
        return syl_ids[y]

    total = sum(f for w, (f, _) in entries.items())
    keys = sorted(entries, key=lambda w: w.encode('utf-8'))
    pool = bytearray()
    py = []
    ent = bytearray()
    for w in keys:
        f, rs = entries[w]
        b = w.encode('utf-8')
        off = len(pool)
        pool += b
        pyoff = len(py)
        if rs and len(w) == 1:
            py += [sid(y) for y in rs[:255]]
            nsyl, nalt = 1, min(len(rs), 255)
        elif rs:
            py += [sid(y) for y in rs[0]]
            nsyl, nalt = len(rs[0]), 1
        else:
            nsyl, nalt = 0, 0
        # The top bit of the length marks a word from the fixes file, the
        # next one a word whose reading a dictionary lists (not composed of
        # its characters' usual readings: the polyphone model trusts it more).
        # Bits 8-11: the word's part of speech (jieba's), coarsely (POS_CLASS).
        blen = len(b) | (0x8000 if (w in sure or w in holds_fixed) and len(w) > 1 else 0) | \
            (0x4000 if w in lex and len(w) > 1 else 0) | (pos_class(POS.get(w, '')) << 8)
        ent += struct.pack('<IHBBII', off, blen, nsyl, nalt, min(f, 0xFFFFFFFF), pyoff)

    hsize = 1
    while hsize < 2 * len(keys):
        hsize *= 2
    table = [0] * hsize
    for i, w in enumerate(keys):
        h = fnv1a(w.encode('utf-8')) & (hsize - 1)
        while table[h]:
            h = (h + 1) & (hsize - 1)
        table[h] = i + 1

    # Characters whose simplified form differs (worth an OpenCC call).
    trad = bytearray(0x10000 // 8)
    cand = [chr(c) for c in range(0x3400, 0xA000)] + [chr(c) for c in range(0xF900, 0xFB00)]
    for c, s in zip(cand, t2s(cand)):
        if s != c:
            trad[ord(c) >> 3] |= 1 << (ord(c) & 7)

    sylb = b''.join(y.encode('ascii').ljust(8, b'\0') for y in syl_list)
    parts = [ent, struct.pack('<%dI' % hsize, *table), bytes(pool),
             struct.pack('<%dH' % len(py), *py), sylb, bytes(trad)]
    hdr_len = 4 * 16
    offs, pos = [], hdr_len
    for p in parts:
        pos = (pos + 7) & ~7
        offs.append(pos)
        pos += len(p)
    hdr = struct.pack('<4sIIIIIIIIIIIQ', b'TSLX', 1, len(keys), hsize, len(syl_list),
                      *offs, 0, total)
    hdr = hdr.ljust(hdr_len, b'\0')
    out = bytearray(hdr)
    for o, p in zip(offs, parts):
        out += b'\0' * (o - len(out))
        out += p
    with open(out_path, 'wb') as f:
        f.write(out)


# jieba's part-of-speech tags by class, as src/reading/lexicon.h numbers them
# (LEXICON_VERB ...): the context rules ask whether a word is a verb.
POS_CLASS = (('v', 'vd', 'vi', 'vg', 'vq'), ('n', 'nz', 'ng', 'vn', 'an'),
             ('nr', 'nrfg', 'nrt'), ('ns', 'nt'), ('a', 'ad', 'ag', 'z'), ('d', 'dg'),
             ('q', 'm', 'mq'), ('r', 'rr', 'rz', 'rg'), ('t', 'tg', 'f'), ('p',), ('c',),
             ('u', 'ud', 'ug', 'uj', 'ul', 'uv', 'uz', 'y', 'e', 'o'), ('i', 'l'), ('s',))


def pos_class(tag):
    for k, tags in enumerate(POS_CLASS):
        if tag in tags:
            return k + 1
    return 0


def read_words(path):
    """Words one a line (# comments), each once."""
    with open(path, encoding='utf-8') as f:
        words = [line.split('#', 1)[0].strip() for line in f]
    return list(dict.fromkeys(w for w in words if w))


def read_psc(path):
    """The PSC's required neutral-tone words."""
    words = read_words(path)
    if len(words) < 500:
        sys.exit('gen_lexicon.py: %s: expected the PSC list of about 590 words' % path)
    return words


def fnv1a(b):
    h = 0x811C9DC5
    for x in b:
        h = ((h ^ x) * 0x01000193) & 0xFFFFFFFF
    return h


if __name__ == '__main__':
    main()
