#!/usr/bin/env python3
"""An audit of everyday polyphones, occurrence by occurrence
(tests/gold/reading/audit.tsv, README.md there).

draw: N random occurrences of each character, seeded, from 红楼梦
(simplified), Lu Xun's seven stories and 平凡的世界 (the WP speaker dataset's
train contexts), every occurrence of the character in a sentence of 4-120 Han
characters equally likely.  Sentences of the narrative benchmark
(tests/gold/reading/*.tsv, either script), those of an earlier audit (by
their ids too: 平凡的世界's are `-` there) and those the polyphone rows hold
out are left out; --seed N draws another set (the first audit's is SEED).  Prints unlabelled rows (spoken `?`) to be labelled by hand,
and each occurrence with 20 characters either side on stderr.

check: reads every row's sentence with tingshu (`inspect pinyin --align`),
prints wrong of drawn per character and, with -v, each wrong row.

usage: audit_polyphone.py draw [--seed N] CORPUS_DIR WP_DIR CHARS N GOLD.tsv... > rows.tsv
       audit_polyphone.py check [-v] AUDIT.tsv WP_DIR|- TINGSHU
Rows: id<TAB>index<TAB>character<TAB>spoken (a|b as the gold)<TAB>sentence,
id as tests/gold/reading/rows.tsv's; 平凡的世界's sentences are `-` there
(copyrighted), restored from WP_DIR (`-`: those rows left out).
"""
import json
import os
import random
import subprocess
import sys

from narrative_rows import read_restored
from sample_polyphone_rows import chapter_units, pool_of, read_gold, story_units
from sample_polyphone_rows import stable

SEED = 20261207


def wp_train_units(wp):
    """平凡的世界's train contexts, each line once."""
    seen = set()
    with open(os.path.join(wp, 'train.jsonl'), encoding='utf-8') as f:
        for line in f:
            o = json.loads(line)
            for k, s in enumerate(o['context']):
                if s not in seen:
                    seen.add(s)
                    yield 'train/%d/%d' % (o['id'], k), s, stable(s) % 4 == 0


def gold_ids(paths):
    """The sentence ids (source:unit:sentence) of labelled rows."""
    ids = set()
    for p in paths:
        with open(p, encoding='utf-8') as f:
            ids.update(':'.join(line.split('\t')[0].split(':')[:3]) for line in f
                       if not line.startswith('#'))
    return ids


def draw(corpus, wp, chars, n, paths, seed):
    gold, ids = read_gold(paths), gold_ids(paths)
    pool = []
    for name, units in (('wp', wp_train_units(wp)), ('hlm', chapter_units(corpus)),
                        ('luxun', story_units(corpus))):
        pool += [(name, sid, s) for sid, s, held in pool_of(units, gold)
                 if not held and '%s:%s' % (name, sid) not in ids]
    rnd = random.Random(seed)
    for c in chars:
        occ = [(name, sid, s, i) for name, sid, s in pool for i, ch in enumerate(s) if ch == c]
        for k in sorted(rnd.sample(range(len(occ)), min(n, len(occ)))):
            name, sid, s, i = occ[k]
            print('%s:%s:%d\t%d\t%s\t?\t%s' % (name, sid, i, i, c, '-' if name == 'wp' else s))
            print('%s:%s:%d\t%s【%s】%s' % (name, sid, i, s[max(0, i - 20):i], c, s[i + 1:i + 21]),
                  file=sys.stderr)


def read_audit(path, wp):
    """Rows as [id, index, character, spoken, sentence], sentences restored."""
    return read_restored(path, wp, 5, 4, 1, 2)


def check(path, wp, tingshu, verbose):
    rows = read_audit(path, wp)
    said = subprocess.run([tingshu, 'inspect', 'pinyin', '--align', '-'], check=True,
                          input='\n'.join(r[4] for r in rows) + '\n', capture_output=True,
                          text=True).stdout.split('\n')
    tally = {}
    for r, line in zip(rows, said):
        toks = line.split(' ')
        got = toks[int(r[1])] if int(r[1]) < len(toks) else '?'
        bad = got not in r[3].split('|')
        t = tally.setdefault(r[2], [0, 0])
        t[0] += bad
        t[1] += 1
        if bad and verbose:
            i = int(r[1])
            print('wrong %s %s (gold %s)\t%s【%s】%s' % (r[2], got, r[3], r[4][:i], r[2],
                                                    r[4][i + 1:]))
    for c, (bad, n) in tally.items():
        print('%s %d of %d wrong' % (c, bad, n))
    print('all %d of %d wrong' % (sum(t[0] for t in tally.values()),
                                  sum(t[1] for t in tally.values())))


def main():
    a = sys.argv[1:]
    seed = SEED
    if a[1:2] == ['--seed'] and len(a) > 2:
        seed = int(a[2])
        a = a[:1] + a[3:]
    if a[:1] == ['draw'] and len(a) >= 5:
        draw(a[1], a[2], a[3], int(a[4]), a[5:], seed)
    elif a[:1] == ['check'] and len(a) in (4, 5):
        v = a[1] == '-v'
        check(*a[1 + v:4 + v], v)
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main()
