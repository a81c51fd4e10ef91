#!/usr/bin/env python3
"""Draw random sentences from the shared corpus for the narrative reading
benchmark.  Seeded, so the draw can be repeated; sentences are not chosen for
being hard: every sentence of 6-70 Han characters in a source is equally
likely.  Usage: sample_reading.py CORPUS_DIR [--more K ROWS.tsv] > sentences.tsv
       sample_reading.py --wp WP_DIR K ROWS.tsv > sentences.tsv
(then labelled by hand; --more: a second draw to tune on, README.md; --wp: the
K-th draw of sentences of 平凡的世界, the WP speaker dataset's train contexts)
Output: id<TAB>split<TAB>sentence, where id is source:chapter:n."""
import bisect, os, random, re, sys

SEED = 20261221

def is_han(c):
    o = ord(c)
    return (0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0x20000 <= o <= 0x323AF
            or 0xF900 <= o <= 0xFAFF or o == 0x3007)

def read(path, enc):
    return open(path, 'rb').read().decode(enc).replace('\r\n', '\n').lstrip('\ufeff')

def paragraphs_blank(text):
    """One paragraph a line (blank lines between), first line a heading."""
    lines = [l.strip(' \u3000') for l in text.split('\n')]
    return [l for l in lines[1:] if l]

def paragraphs_wrapped(text):
    """Hard-wrapped lines; a paragraph starts with an indent or after a blank."""
    paras, cur = [], ''
    for l in text.split('\n'):
        if not l.strip(' \u3000'):
            if cur: paras.append(cur)
            cur = ''
        elif l.startswith('\u3000\u3000') or l.startswith('    '):
            if cur: paras.append(cur)
            cur = l.strip(' \u3000')
        else:
            cur += l.strip(' \u3000')
    if cur: paras.append(cur)
    return paras

HEADING = re.compile(r'^第[一二三四五六七八九十百〇零]+回')
END = re.compile(r'([。！？!?．]+|……)([”’」』"]*)')

def sentences(para):
    out, start = [], 0
    for m in END.finditer(para):
        out.append(para[start:m.end()])
        start = m.end()
    if para[start:].strip():
        out.append(para[start:])
    return [s.strip(' \u3000') for s in out]

def source(name, files, enc, wrapped, skip=None):
    got = []
    for f in files:
        text = read(os.path.join(corpus, f), enc)
        paras = paragraphs_wrapped(text) if wrapped else paragraphs_blank(text)
        chap = os.path.splitext(os.path.basename(f))[0]
        n = 0
        for p in paras:
            if HEADING.match(p):
                m = re.match(r'^第([一二三四五六七八九十百〇零]+)回', p)
                chap = m.group(1)
                n = 0
                continue
            for s in sentences(p):
                n += 1
                h = sum(map(is_han, s))
                if 6 <= h <= 70 and (not skip or not skip(chap)):
                    got.append(('%s:%s:%d' % (name, chap, n), s))
    return got

# Each pair of editions of one text is drawn from different chapters, so no
# sentence is in the sample twice.
# Later draws to tune on (--more K: the K-th), each away from those before it
MORE = [{'luxun': 60, 'hlm': 20}, {'luxun': 30, 'xiyou': 10},
        {'luxun': 44, 'hlm': 44, 'hlmt': 22, 'sanguo': 8, 'sanguot': 8, 'xiyou': 14},
        {'luxun': 40, 'hlm': 16, 'hlmt': 8, 'sanguo': 4, 'sanguot': 4, 'xiyou': 8},
        {'luxun': 36, 'sanguo': 4, 'sanguot': 4, 'xiyou': 6},
        {'luxun': 36, 'hlm': 16, 'hlmt': 8},
        {'luxun': 12, 'hlm': 8, 'hlmt': 4, 'sanguo': 1, 'sanguot': 1, 'xiyou': 4},
        {'luxun': 24, 'hlm': 10, 'hlmt': 4, 'xiyou': 2},
        {'luxun': 20, 'hlm': 8, 'hlmt': 2},
        {'luxun': 14, 'hlm': 8, 'hlmt': 4, 'sanguo': 1, 'sanguot': 1, 'xiyou': 2},
        {'luxun': 14, 'hlm': 8, 'hlmt': 4, 'sanguo': 1, 'sanguot': 1, 'xiyou': 2},
        {'luxun': 14, 'hlm': 8, 'hlmt': 4, 'sanguo': 1, 'sanguot': 1, 'xiyou': 2},
        {'luxun': 14, 'hlm': 8, 'hlmt': 4, 'sanguo': 1, 'sanguot': 1, 'xiyou': 2},
        {'luxun': 10, 'hlm': 6, 'hlmt': 4, 'sanguo': 1, 'sanguot': 1, 'xiyou': 4},
        {'luxun': 8, 'hlm': 6, 'hlmt': 4, 'xiyou': 2},
        {'luxun': 12, 'hlm': 8, 'hlmt': 4, 'sanguo': 1, 'sanguot': 1, 'xiyou': 4},
        {'luxun': 12, 'hlm': 8, 'hlmt': 4, 'sanguo': 1, 'sanguot': 1, 'xiyou': 4},
        {'luxun': 12, 'hlm': 6, 'hlmt': 4, 'sanguo': 1, 'sanguot': 1, 'xiyou': 2},
        {'luxun': 4, 'hlm': 18, 'hlmt': 12, 'xiyou': 2},  # 红楼梦, the least drawn for its size
        {'luxun': 4, 'hlm': 14, 'hlmt': 10, 'xiyou': 2},
        {'hlmt': 24, 'hlm': 12, 'sanguo': 1, 'sanguot': 1, 'xiyou': 2},  # 紅樓夢, then 红楼梦: the least drawn
        {'hlmt': 12, 'hlm': 8},
        {'hlmt': 20, 'hlm': 14, 'sanguo': 1, 'sanguot': 1, 'xiyou': 2},  # 紅樓夢 and 红楼梦, still the least drawn
        {'hlmt': 12, 'hlm': 10, 'xiyou': 2}]
# then rounds of both 红楼梦 and Lu Xun with a 三国 or a 西游记 excerpt by turns: six
# of 10 + 8 sentences, then short ones of 6 + 5 (a new draw raises SHORT_DRAWS)
SHORT_DRAWS = 53
BY_TURNS = [{'sanguo': 1, 'sanguot': 1}, {'xiyou': 2}]
MORE += [{'hlmt': 10, 'hlm': 8, 'luxun': 2, **BY_TURNS[k % 2]} for k in range(6)]
MORE += [{'hlmt': 6, 'hlm': 5, 'luxun': 2, **BY_TURNS[k % 2]} for k in range(SHORT_DRAWS)]

# sentences of each draw of 平凡的世界
WP_MORE = ([40, 60, 60, 30, 30, 30, 30, 24, 20, 30, 30, 20, 24, 20, 20, 10, 25, 12]
           + [14] * 6 + [8] * SHORT_DRAWS)


def wp_draw(wp, last, rows):
    """The LAST-th draw of sentences of the WP dataset's train contexts (each
    line once), none from a line that holds a labelled polyphone row nor
    drawn before; id wp:train/ID/LINE:K, as rows.tsv's
    (tools/narrative_rows.py restores them)."""
    import json
    from sample_polyphone_rows import sentences as wp_sentences
    taken = {l.split('\t')[0].split(':')[1] for l in open(rows, encoding='utf-8')
             if l.startswith('wp:')}
    seen, pool = set(), []
    for line in open(os.path.join(wp, 'train.jsonl'), encoding='utf-8'):
        o = json.loads(line)
        for k, text in enumerate(o['context']):
            unit = 'train/%d/%d' % (o['id'], k)
            if text in seen or unit in taken:
                continue
            seen.add(text)
            for j, s in enumerate(wp_sentences(text), 1):
                if 6 <= sum(map(is_han, s)) <= 70:
                    pool.append(('wp:%s:%d' % (unit, j), s))
    for k in range(1, last + 1):
        got = random.Random(SEED + 99 + k).sample(pool, WP_MORE[k - 1])
        pool = [x for x in pool if x not in got]
        if k == last:
            for sid, s in got:
                print('%s\ttune\t%s' % (sid, s))


if sys.argv[1] == '--wp':
    wp_draw(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    sys.exit(0)
corpus = sys.argv[1]
hlm = ['hongloumeng/%03d.txt' % i for i in range(1, 121)]
hlm_t = ['hongloumeng_trad/%03d.txt' % i for i in range(1, 121)]
lx = sorted('luxun/' + f for f in os.listdir(os.path.join(corpus, 'luxun')) if f.endswith('.txt'))
plan = [
    ('hlm', source('hlm', hlm[0::2], 'utf-8', False), 170),
    ('hlmt', source('hlmt', hlm_t[1::2], 'utf-8', True), 90),
    ('luxun', source('luxun', lx, 'utf-8', False), 130),
    ('sanguo', source('sanguo', ['encodings/gbk_sanguo_001-002.txt'], 'gbk', True,
                      skip=lambda c: c != '一'), 25),
    ('sanguot', source('sanguot', ['encodings/big5_sanguo_001-002.txt'], 'big5', True,
                       skip=lambda c: c != '二'), 25),
    ('xiyou', source('xiyou', ['encodings/gb18030_xiyouji_002.txt',
                               'encodings/gb18030_xiyouji_019.txt'], 'gb18030', False), 50),
]
more = sys.argv[2:3] == ['--more']
first = []  # the first draw: (id, split, sentence)
rng = random.Random(SEED)
for name, pool, k in plan:
    pick = rng.sample(range(len(pool)), k)
    # 55 % to tune on, 45 % held out, decided by the same seeded draw
    for j, i in enumerate(pick):
        first.append((pool[i][0], 'tune' if j < round(k * 0.55) else 'heldout', pool[i][1]))
    if not more:
        print('%s: %d sentences in the pool' % (name, len(pool)), file=sys.stderr)
if not more:
    for row in first:
        print('\t'.join(row))
    sys.exit(0)

# --more K ROWS.tsv: the K-th later draw, all to tune on (README.md, "More
# sentences to tune on"), with seed SEED + K, leaving out the sentences of the
# draws before it and every sentence that holds one of the labelled polyphone
# rows.
taken = {s for _, _, s in first}
for path in sys.argv[4:]:
    for line in open(path, encoding='utf-8'):
        f = line.rstrip('\n').split('\t')
        if len(f) == 9 and not line.startswith('#') and f[-1] != '-':
            taken.add(f[-1])


def untaken(pool, taken):
    """The sentences of POOL neither inside one of TAKEN nor holding one,
    in order; one search of a joined text for each, not a pair loop."""
    joined_taken = '\n'.join(taken)
    text = '\n'.join(s for _, s in pool)
    start, pos = [], 0
    for _, s in pool:
        start.append(pos)
        pos += len(s) + 1
    hit = set()
    for t in taken:
        at = text.find(t)
        while at >= 0:
            hit.add(bisect.bisect_right(start, at) - 1)
            at = text.find(t, at + 1)
    return [x for i, x in enumerate(pool) if i not in hit and x[1] not in joined_taken]


# Each source's free sentences shrink as the draws take theirs.
free = {name: untaken(pool, taken) for name, pool, _ in plan}
last = int(sys.argv[3])
for k in range(1, last + 1):
    rng = random.Random(SEED + k)
    for name, pool, _ in plan:
        if name not in MORE[k - 1]:
            continue
        for sid, s in rng.sample(free[name], MORE[k - 1][name]):
            for other in free:
                free[other] = [x for x in free[other] if not (x[1] in s or s in x[1])]
            if k == last:
                print('%s\ttune\t%s' % (sid, s))
