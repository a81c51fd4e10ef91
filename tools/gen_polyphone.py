#!/usr/bin/env python3
"""Trains the polyphone model from CPP-style data, and turns it into C.

Input: DEV.tsv rows `sentence<TAB>0-based code point index<TAB>gold pinyin`
and CONTEXT.tsv, the same rows as the reader sees them before the model
(tools/polyphone_context.c: normalised simplified text, the target's
position, the lexicon's reading, word flags per code point, the character's
usual reading, its reading in the lexicon words of the windows below), and
jieba's dict.txt for the part of speech of each character as a word of its
own (copied into the model as polyphone_tags), and a Mainland table of
each character's readings (go-pinyin's pinyin_dict.go, from Debian's
golang-github-mozillazg-go-pinyin-dev: 现代汉语词典-style readings, which
terra's Taiwan-leaning table is not), copied into the model as
polyphone_mainland for the characters the model knows.

The model is a multinomial logistic regression per character (the author's
character where it differs from the simplified lookup form: CPP's 閤 is
ge2, which 合 is not) over its
readings (those seen in training plus the lexicon's), with sparse binary
features of the context (src/polyphone.c computes the same ones):

  P                 bias of the reading
  L c / R c         the character just left / right (^ $ at a line end)
  l cc / r cc       the two characters left / right
  A c / B c         the character two to the left / right
  M t / N t         jieba's part of speech of the character just left /
                    right (? for none): a verb, a measure word, a surname
                    generalise where the character itself was never seen
  W word            the segmenter's word around the character (2+ chars)
  w word pos        ... and the character's place in it
  U word / V word   the word just before / after (adjacent)
  X syl             the lexicon's reading
  Y syl n           ... and the length of its word (1, 2, 3+)

and features shared by all characters (GLOBAL): the lexicon's reading, when
it is the character's usual one and when not, alone / in a word of 2 / of
3+ (split by whether the dictionary lists the word's reading, PINYIN_LISTED,
or it is composed of usual readings), or neutral; a citation tone of the
lexicon's neutral syllable; the lexicon's syllable in another tone (both
split by whether that tone is the character's usual reading: 新鲜 xian5
stands for xian1, not xian3); a reading the Mainland table does not give
the character (terra's Taiwan or dated readings, which CPP seldom writes:
a prior where a character has few rows); the reading in each lexicon word of 2-3
characters around the character (WINDOWS, as src/reading/polyphone.h), whatever the
segmenter chose.  Inside a lexicon word another reading needs a feature with
a Han context seen with it (or is the same syllable, the lexicon's tone
neutral or unseen), as at run time.
Trained with AdaGrad and an L2 penalty (EPOCHS, RATE, L2 may be set in the
environment for tuning with --cv); weights below PRUNE are dropped.
The penalty is strong enough (L2) that the rows' own contexts do not absorb
everything: the bias and the shared weights then learn the base rates.

Besides CPP's encyclopaedia rows it learns from narrative ones: our own
labelled rows of novels (tests/gold/reading/rows.tsv, the part to train on,
in CPP's format by tools/narrative_rows.py, and their contexts), each
counting NARRATIVE_WEIGHT times a CPP row.  They teach only their own
characters' neighbour and word features (narrative_feats): the shared
weights and each character's bias, lexicon and tag weights learn base rates
from CPP's rows, and a few hundred rows of novels bent them (CPP's folds
lost 0.03 to 0.1 points; 平凡的世界's 少安 and 少平 taught every lone 少
before a verb shào).  With the neighbours only, CPP's folds do not move.
SENTENCES.tsv (tools/narrative_rows.py … chars) may add every polyphone of
our labelled sentences, SENTENCE_WEIGHT times a CPP row, the same way: their
labels are spoken, so a row allows the citations the spoken pass turns into
its label (citations), and its target is the model's own odds among them.

The rows of one fold (CPP rows r % HOLDOUT == FOLD, FOLD HOLDOUT - 1 unless
given, and the narrative rows whose sentence hashes to it) are left out, so
that the benchmark can report accuracy on rows the model never saw; HOLDOUT
0 keeps them all.  Each epoch visits the rows in an order that hangs on each
row alone (a hash of the shuffle, the epoch and the row), so that adding
rows does not reorder the others.
The trained model is saved as text (data/polyphone.tsv, committed: CPP dev
is not a Debian package, so a user's build cannot train it); the build turns
it into C with --emit-c.  A missing input stops either with an error; an
empty model is never written.  Standard library only.

usage: gen_polyphone.py DEV.tsv CONTEXT.tsv JIEBA_DICT MAINLAND HOLDOUT[:FOLD] OUT.tsv
           [NARRATIVE.tsv NARRATIVE_CONTEXT.tsv [SENTENCES.tsv SENTENCES_CONTEXT.tsv]]
       gen_polyphone.py --emit-c MODEL.tsv JIEBA_DICT MAINLAND OUT.c
       gen_polyphone.py --cv DEV.tsv CONTEXT.tsv JIEBA_DICT MAINLAND [FOLDS
           [NARRATIVE.tsv NARRATIVE_CONTEXT.tsv [SENTENCES.tsv SENTENCES_CONTEXT.tsv]]]
           (cross-validation, the mean of the training shuffles SEEDS, 1 2 3;
           CPP's accuracy, and the narrative rows' apart)
       gen_polyphone.py --curve DEV.tsv CONTEXT.tsv JIEBA_DICT MAINLAND
           (learning curve: each fifth held out, trained on every choice of
           2, 3 and all 4 of the other fifths, each shuffle of SEEDS; the
           gain from 3/5 to 4/5 and two fits extrapolated to 5/5)
"""
import collections
import itertools
import math
import os
import re
import sys
import unicodedata

EPOCHS = int(os.environ.get("EPOCHS", 6))
RATE = float(os.environ.get("RATE", 0.3))
L2 = float(os.environ.get("L2", 0.01))
PRUNE = 0.02
# how much a narrative row (tests/gold/reading/rows.tsv) counts against a CPP row
NARRATIVE_WEIGHT = float(os.environ.get('NARRATIVE_WEIGHT', 1.0))
# ... and a row of our labelled sentences (tests/gold/reading/tune*.tsv)
SENTENCE_WEIGHT = float(os.environ.get('SENTENCE_WEIGHT', 1.0))
NWIN = 5  # WINDOWS of src/reading/polyphone.h: (1, 1) (0, 2) (2, 1) (1, 2) (0, 3)
GLOBAL = ('lex1', 'lex2', 'lex3', 'lexn', 'cit', 'tone', 'lex1s', 'lex2s', 'lex3s',
          'lex2t', 'lex3t', 'lex2st', 'lex3st', 'citu', 'toneu', 'mainout') + tuple(
              'win%d' % k for k in range(NWIN))
LISTED = 16  # PINYIN_LISTED in the word flags


def is_han(c):
    o = ord(c)
    return (0x3400 <= o <= 0x4DBF or 0x4E00 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF
            or 0x20000 <= o <= 0x3134F)


def words(flags):
    """(start, end) of each word: flags are digits of PINYIN_WORD_* bits."""
    out, b = [], None
    for i, f in enumerate(flags):
        f = ord(f) - 48
        if f & 1:
            b = i
        if f & 2 and b is not None:
            out.append((b, i + 1))
            b = None
    return out


def read_tags(path):
    """jieba's part of speech of each character that is a word of its own."""
    tags = {}
    if os.path.exists(path):
        with open(path, encoding='utf-8') as f:
            for line in f:
                p = line.split()
                if len(p) == 3 and len(p[0]) == 1:
                    tags[p[0]] = p[2]
    return tags


TONE_MARKS = {'\u0304': '1', '\u0301': '2', '\u030c': '3', '\u0300': '4'}


def read_mainland(path):
    """Each character's readings in go-pinyin's table (`0x957F: "zhǎng,cháng",`),
    as tone-numbered syllables (ü as v, no mark: 5)."""
    out = {}
    if not os.path.exists(path):
        # without it the readings quietly turn Taiwanese: stop instead
        sys.exit(f'{path}: missing (make deps installs golang-github-mozillazg-go-pinyin-dev)')
    entry = re.compile(r'\s*0x([0-9A-Fa-f]+): "([^"]*)"')
    with open(path, encoding='utf-8') as f:
        for line in f:
            m = entry.match(line)
            if not m:
                continue
            syls = []
            for y in m.group(2).split(','):
                tone, plain = '5', ''
                for ch in unicodedata.normalize('NFD', y):
                    if ch in TONE_MARKS:
                        tone = TONE_MARKS[ch]
                    elif ch == '\u0308':  # ü
                        plain = plain[:-1] + 'v'
                    else:
                        plain += ch
                syls.append(plain + tone)
            out[chr(int(m.group(1), 16))] = tuple(syls)
    return out


def features(s, i, lex, flags, tags):
    """Context features of s[i] (the per-character part of the model)."""
    n = len(s)
    yield 'P'
    yield 'L' + (s[i - 1] if i >= 1 else '^')
    yield 'R' + (s[i + 1] if i + 1 < n else '$')
    yield 'l' + (s[i - 2:i] if i >= 2 else '^')
    yield 'r' + (s[i + 1:i + 3] if i + 3 <= n else '$')
    yield 'A' + (s[i - 2] if i >= 2 else '^')
    yield 'B' + (s[i + 2] if i + 2 < n else '$')
    yield 'M' + (tags.get(s[i - 1], '?') if i >= 1 else '?')
    yield 'N' + (tags.get(s[i + 1], '?') if i + 1 < n else '?')
    ws = words(flags)
    k = next((j for j, (b, e) in enumerate(ws) if b <= i < e), None)
    wl = 1
    if k is not None:
        b, e = ws[k]
        wl = e - b
        if wl > 1:
            yield 'W' + s[b:e]
            yield 'w' + s[b:e] + str(i - b)
        if k > 0 and ws[k - 1][1] == b:
            yield 'U' + s[ws[k - 1][0]:b]
        if k + 1 < len(ws) and ws[k + 1][0] == e:
            yield 'V' + s[e:ws[k + 1][1]]
    if lex != '-':
        yield 'X' + lex
        yield 'Y' + lex + str(min(wl, 3))


def word_len(flags, i):
    """The length of the word around i, negative when it is listed."""
    for b, e in words(flags):
        if b <= i < e:
            return -(e - b) if e - b > 1 and (ord(flags[i]) - 48) & LISTED else e - b
    return 1


def same_base(a, b):
    return len(a) == len(b) and len(a) > 1 and a[:-1] == b[:-1] and a != b


def globals_of(y, lex, wl, usual, win=(), mainland=()):
    """wl: the length of the word, negative for a listed word; mainland: the
    character's readings in the Mainland table (empty: not in it)."""
    if mainland and y not in mainland:
        yield 'mainout'
    for k, r in enumerate(win):
        if r == y:
            yield 'win%d' % k
    if y == lex:
        if lex[-1] == '5':
            yield 'lexn'
        else:  # lex1 .. lex3, lex1s .. lex3s; lex2t, lex3st … for a listed word
            yield 'lex%d%s%s' % (min(abs(wl), 3), 's' if lex != usual else '',
                                 't' if wl <= -2 else '')
    elif same_base(y, lex):
        yield ('cit' if lex[-1] == '5' else 'tone') + ('u' if y == usual else '')


def fnv1a(text):
    """The 32-bit FNV-1a hash of text's UTF-8 bytes: a narrative row's fold is
    that of its sentence (bench/reading.c computes the same)."""
    h = 2166136261
    for b in text.encode('utf-8'):
        h = ((h ^ b) * 16777619) & 0xFFFFFFFF
    return h


# One row to learn from: key (its fold is key % folds), the character, its
# context features, the lexicon's reading, the length of its word (negative:
# listed), whether the reading is fixed, the gold reading, the usual reading
# with the window readings and Mainland readings, its weight, whether it is a
# narrative row, and an id of its own.
# ok: for a spoken label, the citations it allows (citations), else None.
Row = collections.namedtuple('Row', 'key char feats lex wl sure gold usual weight narrative uid ok')


# the citation reading of the characters whose sandhi the spoken labels write
SANDHI = {'一': 'yi1', '不': 'bu4'}


def citations(c, spoken):
    """The citation readings a spoken label (`a|b`: either) allows, which is
    what the model learns: the readings themselves and the syllables of any
    tone.  一 and 不 are yi1 and bu4 whatever their sandhi; a full tone is
    itself; a neutral one allows its syllable in any tone, since the neutral
    pass makes the citation light (东西, 本事 shi4, 这个 ge4)."""
    alts = spoken.split('|')
    if c in SANDHI and all(a[:-1] == SANDHI[c][:-1] for a in alts):
        return frozenset((SANDHI[c],)), frozenset()
    return (frozenset(a for a in alts if a[-1] != '5'),
            frozenset(a[:-1] for a in alts if a[-1] == '5'))


def citation(ok, lex, usual, mainland):
    """The one reading of ok (citations) that joins the candidates: the
    lexicon's, the usual or a Mainland reading of its syllable, else the
    first written."""
    exact, syllables = ok
    for y in (lex, usual) + tuple(mainland):
        if y in exact or y[:-1] in syllables:
            return y
    return min(exact) if exact else min(syllables) + '5'


def accepted(r, y):
    """Whether reading y is right for row r."""
    return y == r.gold if r.ok is None else y in r.ok[0] or y[:-1] in r.ok[1]


def load(dev, ctx, tags, mainland, narrative=False, weight=1.0, spoken=None):
    """Rows (Row) of a CPP-format file and its contexts.  The fold key of a CPP row is its row number; of a narrative
    row (weight given) the hash of its sentence, so that a fold holds whole
    sentences.  spoken: the file's labels are spoken tokens of every Han
    character of our narrative sentences (tools/narrative_rows.py … chars),
    and this the set of characters CPP's rows hold: only their rows are kept
    (a character CPP lacks would have no bias: narrative rows do not teach it,
    and its lexicon reading would lose to any other: 若 ruo4 to 般若's re3),
    keyed by the lookup form unless CPP keys the author's character (閤), so
    that 紅樓夢's 長 teaches 长."""
    for path in (dev, ctx):
        if not os.path.exists(path):
            sys.exit('gen_polyphone.py: %s: missing (give CPP dev: make model-polyphone CPP_DEV=...)'
                     % path)
    gold = {}
    with open(dev, encoding='utf-8') as f:
        for n, line in enumerate(f):
            p = line.rstrip('\n').split('\t')
            if len(p) == 3 and p[1].isdigit() and int(p[1]) < len(p[0]):
                gold[n] = (p[2].replace('u:', 'v'), p[0][int(p[1])], p[0])
    rows = []
    with open(ctx, encoding='utf-8') as f:
        for line in f:
            p = line.rstrip('\n').split('\t')
            if len(p) != 6 + NWIN:
                continue
            n, s, i, lex, flags, usual = int(p[0]), p[1], int(p[2]), p[3], p[4], p[5]
            if i < 0 or n not in gold or not is_han(s[i]):
                continue
            usual = (usual, tuple(p[6:]), mainland.get(s[i], ()))
            # the author's character (閤) keeps weights of its own where the
            # lookup form (合) differs, as src/polyphone.c looks them up
            syl, orig, sent = gold[n]
            c = orig if is_han(orig) else s[i]
            if spoken is not None:
                c = orig if orig in spoken else s[i]
                if c not in spoken:
                    continue
                ok = citations(c, syl)
                syl = citation(ok, lex, usual[0], usual[2])
            rows.append(Row(fnv1a(sent) if narrative else n, c, list(features(s, i, lex, flags, tags)),
                            lex, word_len(flags, i), (ord(flags[i]) - 48) & 8, syl, usual, weight,
                            narrative, '%s%d' % ('s' if spoken is not None else
                                                 'n' if narrative else '', n),
                            ok if spoken is not None else None))
    return rows


class Model:
    def __init__(self):
        self.w = {}   # (char, feat) -> {syl: weight}
        self.g = {k: 0.0 for k in GLOBAL}
        self.cands = {}  # char -> readings seen

    def candidates(self, c, lex):
        cs = list(self.cands.get(c, ()))
        if lex != '-' and lex not in cs:
            cs.append(lex)
        return cs

    def scores(self, c, feats, lex, wl, usual, cs):
        out = []
        for y in cs:
            v = sum(self.g[k] for k in globals_of(y, lex, wl, *usual))
            for f in feats:
                d = self.w.get((c, f))
                if d:
                    v += d.get(y, 0.0)
            out.append(v)
        return out

    def predict(self, row):
        _, c, feats, lex, wl, sure, _, usual = row[:8]
        if sure or c not in self.cands:
            return lex
        cs = self.candidates(c, lex)
        sc = self.scores(c, feats, lex, wl, usual, cs)
        if abs(wl) > 1 and lex != '-':
            for j, y in enumerate(cs):
                if y != lex and not self.evidence(c, feats, y) and not (
                        same_base(y, lex) and (lex[-1] == '5' or lex not in self.cands[c])):
                    sc[j] = -1e9
        return cs[max(range(len(cs)), key=sc.__getitem__)]

    def evidence(self, c, feats, y):
        """Whether a context feature of a Han neighbour was seen with y."""
        for f in feats:
            if f[0] in 'PXY' or f[-1] in '^$' or not is_han(f[-1]):
                continue
            if abs(self.w.get((c, f), {}).get(y, 0.0)) >= PRUNE:
                return True
        return False


def narrative_feats(feats):
    """The features a narrative row teaches: its neighbours and words, not
    the character's bias, the lexicon's reading or the neighbours' tags.
    Those generic weights learn base rates from CPP's thousands of rows; a
    few hundred narrative rows would bend them to one book's habits (its
    names: 少安, 少平 taught every lone 少 before a verb shào)."""
    return [f for f in feats if f[0] in 'LRlrABWwUV' and f[-1] not in '^$']


def train(rows, epochs=EPOCHS, rate=RATE, l2=L2, seed=1):
    m = Model()
    for r in rows:
        cs = m.cands.setdefault(r.char, [])
        for y in (r.gold, r.lex):
            if y != '-' and y not in cs:
                cs.append(y)
    for c in m.cands:
        m.cands[c].sort()
    acc = {}  # AdaGrad sums
    gacc = {k: 0.0 for k in GLOBAL}
    for epoch in range(epochs):
        # each row's place in an epoch hangs on the row alone, so that rows
        # added to the data do not reshuffle the others (comparisons between
        # two sets of data are not drowned in the noise of another order)
        for r in sorted(rows, key=lambda r: fnv1a('%d:%d:%s' % (seed, epoch, r.uid))):
            _, c, feats, lex, wl, sure, gold, usual, weight = r[:9]
            cs = m.candidates(c, lex)
            if len(cs) < 2:
                continue
            sc = m.scores(c, feats, lex, wl, usual, cs)
            top = max(sc)
            ex = [math.exp(v - top) for v in sc]
            z = sum(ex)
            # the target: the gold reading, or the model's own odds among the
            # readings a spoken label allows (its likelihood is their sum)
            if r.ok is None:
                want, wz = [1.0 if y == gold else 0.0 for y in cs], 1.0
            else:
                want = [e if accepted(r, y) else 0.0 for y, e in zip(cs, ex)]
                wz = sum(want) or 1.0
            for y, e, t in zip(cs, ex, want):
                grad = weight * (e / z - t / wz)
                if abs(grad) < 1e-6:
                    continue
                # a narrative row teaches its own character's weights, not the
                # shared ones: those learn CPP's base rates, and would move
                # for characters no narrative row holds
                for k in (() if r.narrative else globals_of(y, lex, wl, *usual)):
                    gacc[k] += grad * grad
                    m.g[k] -= rate * grad / math.sqrt(gacc[k] + 1e-8)
                for f in (narrative_feats(feats) if r.narrative else feats):
                    d = m.w.setdefault((c, f), {})
                    old = d.get(y, 0.0)
                    gg = grad + l2 * old
                    a = acc.get((c, f, y), 0.0) + gg * gg
                    acc[(c, f, y)] = a
                    d[y] = old - rate * gg / math.sqrt(a + 1e-8)
    return m


def cross_validate(rows, folds, **kw):
    """Accuracy on each fold's rows, trained on the others: CPP's overall and
    per fold, the lexicon's alone, and the narrative rows' (None without)."""
    ok = tot = base = nok = ntot = 0
    per = []
    for k in range(folds):
        tr = [r for r in rows if r.key % folds != k]
        te = [r for r in rows if r.key % folds == k]
        m = train(tr, **kw)
        cpp = [r for r in te if not r.narrative]
        good = sum(m.predict(r) == r.gold for r in cpp)
        per.append(100.0 * good / len(cpp))
        ok += good
        tot += len(cpp)
        base += sum(r.lex == r.gold for r in cpp)
        nok += sum(accepted(r, m.predict(r)) for r in te if r.narrative)
        ntot += sum(1 for r in te if r.narrative)
    return (100.0 * ok / tot, per, 100.0 * base / tot,
            100.0 * nok / ntot if ntot else None)


def fit_line(xs, ys):
    """Least squares y = a + b x."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    return my - b * mx, b


def extrapolate(acc):
    """acc: {fifths: accuracy %} for 2, 3, 4 fifths.  The accuracy at 5/5
    (the shipped model's data) by two fits: accuracy linear in log of the
    training size, and the error a power law of it (log error linear)."""
    xs = [math.log(n) for n in sorted(acc)]
    a, b = fit_line(xs, [acc[n] for n in sorted(acc)])
    lin = a + b * math.log(5)
    a, b = fit_line(xs, [math.log(100.0 - acc[n]) for n in sorted(acc)])
    return lin, 100.0 - math.exp(a + b * math.log(5))


def mean_sd(v):
    m = sum(v) / len(v)
    return m, (sum((x - m) ** 2 for x in v) / (len(v) - 1)) ** 0.5 if len(v) > 1 else 0.0


def learning_curve(rows, seeds):
    """Each fifth k held out in turn and tested on; trained on each choice
    of 2 and of 3 of the other four fifths and on all four, each shuffle.
    Prints per fold (shuffles averaged) and returns nothing."""
    by = {k: [r for r in rows if r.key % 5 == k] for k in range(5)}
    res = {}  # (seed, k, n) -> [accuracy of each choice]
    for seed in seeds:
        for k in range(5):
            rest = [j for j in range(5) if j != k]
            for n in (2, 3, 4):
                for pick in itertools.combinations(rest, n):
                    # in the rows' order, so that 4/5 is --cv's model
                    m = train([r for r in rows if r.key % 5 in pick], seed=seed)
                    good = sum(m.predict(r) == r.gold for r in by[k])
                    res.setdefault((seed, k, n), []).append(100.0 * good / len(by[k]))
            print('shuffle %d, fold %d: 2/5 %.2f, 3/5 %.2f (%s), 4/5 %.2f' % (
                seed, k, mean_sd(res[(seed, k, 2)])[0], mean_sd(res[(seed, k, 3)])[0],
                ' '.join('%.2f' % v for v in res[(seed, k, 3)]), res[(seed, k, 4)][0]),
                flush=True)
    # the gain 3/5 -> 4/5 of each (shuffle, fold), against the mean of its 3/5 choices
    gains = [res[(s, k, 4)][0] - mean_sd(res[(s, k, 3)])[0] for s in seeds for k in range(5)]
    # ... and against each 3/5 choice alone (the spread of one such comparison)
    single = [res[(s, k, 4)][0] - v for s in seeds for k in range(5) for v in res[(s, k, 3)]]
    curve = {n: mean_sd([v for s in seeds for k in range(5) for v in res[(s, k, n)]])[0]
             for n in (2, 3, 4)}
    print('mean over folds and shuffles: 2/5 %.3f %%, 3/5 %.3f %%, 4/5 %.3f %%'
          % (curve[2], curve[3], curve[4]))
    g, sd = mean_sd(gains)
    print('gain 3/5 -> 4/5: %+.3f (sd %.3f over %d shuffle-folds; single 3/5 choices: '
          'sd %.3f, %d of %d lose)' % (g, sd, len(gains), mean_sd(single)[1],
                                       sum(v < 0 for v in single), len(single)))
    per_fold = []
    for k in range(5):
        acc = {n: mean_sd([v for s in seeds for v in res[(s, k, n)]])[0] for n in (2, 3, 4)}
        lin, pw = extrapolate(acc)
        per_fold.append((acc[4], lin, pw))
        print('fold %d: 2/5 %.2f, 3/5 %.2f, 4/5 %.2f (%+.2f); 5/5 by log-linear %.2f (%+.2f), '
              'by power law %.2f (%+.2f)' % (k, acc[2], acc[3], acc[4], acc[4] - acc[3],
                                             lin, lin - acc[4], pw, pw - acc[4]))
    lin, pw = extrapolate(curve)
    dl = mean_sd([f[1] - f[0] for f in per_fold])
    dp = mean_sd([f[2] - f[0] for f in per_fold])
    print('5/5 extrapolated: log-linear %.3f %% (%+.3f; over folds sd %.3f), '
          'power law %.3f %% (%+.3f; sd %.3f)' % (lin, lin - curve[4], dl[1],
                                                  pw, pw - curve[4], dp[1]))


def c_string(s):
    out = []
    for b in s.encode('utf-8'):
        if b < 0x20 or b >= 0x7F or b in (0x22, 0x5C, 0x3F):
            out.append('\\%03o' % b)
        else:
            out.append(chr(b))
    return '"' + ''.join(out) + '"'


MODEL_HEADER = """\
# tingshu's polyphone model: a logistic regression per character (see
# tools/gen_polyphone.py and data/README.md).  Made by `make model-polyphone`;
# do not edit.  Lines: `holdout H F` (the rows r % H == F were left out of
# training, H 0: none), `global NAME WEIGHT` (shared weights), and
# `CHAR<TAB>FEATURE<TAB>SYLLABLE<TAB>WEIGHT` (every reading of a character
# has a bias row, feature P).
"""


def save(m, holdout, fold, out):
    """The trained model as text: what the build turns into C (emit_c)."""
    rows = []
    for c, cs in m.cands.items():  # every reading has a bias row: the candidates
        d = m.w.get((c, 'P'), {})
        for y in cs:
            rows.append((c, 'P', y, d.get(y, 0.0)))
    for (c, f), d in m.w.items():
        for y, v in d.items():
            if abs(v) >= PRUNE and f != 'P':
                rows.append((c, f, y, v))
    rows.sort(key=lambda r: ((r[0] + '\x01' + r[1]).encode('utf-8'), r[2]))
    with open(out, 'w', encoding='utf-8', newline='\n') as f:
        f.write(MODEL_HEADER)
        f.write('holdout %d %d\n' % (holdout, fold))
        for k in GLOBAL:
            f.write('global %s %.4f\n' % (k, m.g[k]))
        for c, feat, y, v in rows:
            f.write('%s\t%s\t%s\t%.4f\n' % (c, feat, y, v))


def load_model(path):
    """(rows, globals, holdout, fold) of a model file; stops on a bad line."""
    rows, glob, holdout, fold = [], {}, None, 0
    with open(path, encoding='utf-8') as f:
        for no, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line or line.startswith('#'):
                continue
            p = line.split('\t')
            if len(p) == 4:
                rows.append((p[0], p[1], p[2], float(p[3])))
                continue
            w = line.split(' ')
            if w[0] == 'holdout' and len(w) == 3:
                holdout, fold = int(w[1]), int(w[2])
            elif w[0] == 'global' and len(w) == 3 and w[1] in GLOBAL:
                glob[w[1]] = float(w[2])
            else:
                sys.exit('%s:%d: not a line of a polyphone model' % (path, no))
    missing = [k for k in GLOBAL if k not in glob]
    if holdout is None or missing or not rows:
        sys.exit('%s: not a whole polyphone model (regenerate it: make model-polyphone)' % path)
    return rows, glob, holdout, fold


def c_string(s):
    out = []
    for b in s.encode('utf-8'):
        if b < 0x20 or b >= 0x7F or b in (0x22, 0x5C, 0x3F):
            out.append('\\%03o' % b)
        else:
            out.append(chr(b))
    return '"' + ''.join(out) + '"'


def emit_c(model, tags, mainland, out):
    """The model file as C tables for src/reading/polyphone.c, with jieba's
    tags and the Mainland readings (Debian data) of the characters it knows."""
    rows, glob, holdout, fold = load_model(model)
    cands = {c for c, feat, _, _ in rows if feat == 'P'}
    with open(out, 'w', encoding='ascii') as f:
        f.write('/* Generated by tools/gen_polyphone.py from %s: do not edit. */\n' % model)
        f.write('#include "reading/polyphone.h"\n\n')
        f.write('const struct polyphone_weight polyphone_weights[] = {\n')
        for c, feat, y, v in rows:
            f.write('\t{ %s, "%s", %.4ff },\n' % (c_string(c + '\x01' + feat), y, v))
        f.write('};\n')
        f.write('const size_t polyphone_nweights = %d;\n' % len(rows))
        tagged = sorted((ord(c), t) for c, t in tags.items())
        f.write('const struct polyphone_tag polyphone_tags[] = {\n')
        for c, t in tagged:
            f.write('\t{ 0x%X, "%s" },\n' % (c, t))
        if not tagged:
            f.write('\t{ 0, "" },\n')
        f.write('};\n')
        f.write('const size_t polyphone_ntags = %d;\n' % len(tagged))
        main = sorted((ord(c), mainland[c]) for c in cands if c in mainland)
        f.write('const struct polyphone_mainland polyphone_mainland[] = {\n')
        for c, ys in main:
            f.write('\t{ 0x%X, "%s" },\n' % (c, ' '.join(ys)))
        if not main:
            f.write('\t{ 0, "" },\n')
        f.write('};\n')
        f.write('const size_t polyphone_nmainland = %d;\n' % len(main))
        f.write('const float polyphone_global[POLY_NGLOBAL] = { %s };\n'
                % ', '.join('%.4ff' % glob[k] for k in GLOBAL))
        f.write('const unsigned polyphone_holdout = %d;\n' % holdout)
        f.write('const unsigned polyphone_fold = %d;\n' % fold)


def narrative_rows(paths, cpp, tags, mainland):
    """The rows of our novels, given after CPP's: the labelled polyphone rows
    and their contexts, then the sentences' spoken labels and theirs."""
    rows = []
    if len(paths) >= 2:
        rows += load(paths[0], paths[1], tags, mainland, True, NARRATIVE_WEIGHT)
    if len(paths) >= 4:
        rows += load(paths[2], paths[3], tags, mainland, True, SENTENCE_WEIGHT,
                     {r.char for r in cpp})
    return rows


def main():
    if sys.argv[1] == '--cv':
        tags, mainland = read_tags(sys.argv[4]), read_mainland(sys.argv[5])
        rows = load(sys.argv[2], sys.argv[3], tags, mainland)
        folds = int(sys.argv[6]) if len(sys.argv) > 6 else 5
        rows += narrative_rows(sys.argv[7:11], rows, tags, mainland)
        accs = []
        for seed in (int(x) for x in os.environ.get('SEEDS', '1 2 3').split()):
            acc, per, base, narr = cross_validate(rows, folds, seed=seed)
            accs.append(acc)
            print('%d-fold, shuffle %d: %.2f %% (%s); lexicon alone %.2f %%%s'
                  % (folds, seed, acc, ' '.join('%.2f' % p for p in per), base,
                     '' if narr is None else '; narrative rows %.2f %%' % narr), flush=True)
        print('mean %.3f %%' % (sum(accs) / len(accs)))
        return
    if sys.argv[1] == '--curve':
        rows = load(sys.argv[2], sys.argv[3], read_tags(sys.argv[4]), read_mainland(sys.argv[5]))
        learning_curve(rows, [int(x) for x in os.environ.get('SEEDS', '1 2 3').split()])
        return
    if sys.argv[1] == '--emit-c':
        emit_c(sys.argv[2], read_tags(sys.argv[3]), read_mainland(sys.argv[4]), sys.argv[5])
        return
    dev, ctx, tags, out = sys.argv[1], sys.argv[2], read_tags(sys.argv[3]), sys.argv[6]
    mainland = read_mainland(sys.argv[4])
    holdout, _, fold = sys.argv[5].partition(':')
    holdout = int(holdout)
    fold = int(fold) if fold else max(holdout - 1, 0)
    if holdout and not 0 <= fold < holdout:
        sys.exit('gen_polyphone.py: fold %d of %d' % (fold, holdout))
    rows = load(dev, ctx, tags, mainland)
    rows += narrative_rows(sys.argv[7:11], rows, tags, mainland)
    rows = [r for r in rows if not (holdout and r.key % holdout == fold)]
    save(train(rows), holdout, fold, out)


if __name__ == '__main__':
    main()
