#!/usr/bin/env python3
"""Draws polyphone occurrences from novels, to be labelled by hand as a
narrator says them (data/polyphone-narrative.tsv, tests/gold/reading/rows-*).

Seeded, so the draw can be repeated.  The pool is every Han character of every
sentence of 4-120 Han characters in three sources: 平凡的世界 (the WP speaker
dataset's contexts, each line once), 红楼梦 (simplified) and Lu Xun's seven
stories; sentences of the narrative benchmark (tests/gold/reading, either
script) are left out.  An occurrence is drawn on its own with probability

    pi = min(1, ALPHA / sqrt(n_c))  for a polyphone (a character terra_pinyin,
                                    the lexicon's source, gives more than one
                                    reading: in either script) and for the
                                    characters the standard makes light in a
                                    grammatical use (LIGHT: aspect 过, the
                                    complements' 来 去 起 …, locative 上 下 里),
    pi = BETA                       for any other character (neutral tones),

n_c its count in that source's pool, ALPHA and BETA per source so that the
expected draw is the source's share of ROWS: common characters are drawn
often, but not as often as they occur, and every row keeps its pi, so that a
count of wrong readings weighted by 1/pi estimates the wrong readings of the
whole source (per 1,000 Han characters: divided by the pool's size).

A row is held out (split `heldout`) by its sentence: a quarter of 平凡的世界's
lines and Lu Xun's sentences (by a hash), 红楼梦's chapters 4k+3.

usage: sample_polyphone_rows.py CORPUS_DIR WP_DIR TERRA GOLD.tsv... > rows.tsv
Output: id, split, pi, source, sentence index, the character, the sentence
(id is source:unit:sentence, unit the WP row's file/id/line, the chapter or the
story); the pool sizes go to stderr.
"""
import hashlib
import json
import math
import os
import random
import re
import subprocess
import sys

from gen_lexicon import read_terra
from gen_polyphone import is_han

SEED = 20270101
ROWS = {'wp': 1600, 'hlm': 950, 'luxun': 650}
S_SHARE = 0.08
LIGHT = '过来去起出进回开上下里边们'  # of a source's rows, characters with one reading
END = re.compile(r'([。！？!?]+|……)([”’」』"]*)')


def sentences(para):
    out, start = [], 0
    for m in END.finditer(para):
        out.append(para[start:m.end()])
        start = m.end()
    if para[start:].strip():
        out.append(para[start:])
    return [s.strip(' \u3000') for s in out if s.strip(' \u3000')]


def han_only(s):
    return ''.join(c for c in s if is_han(c))


def t2s(lines):
    text = '\n'.join(lines) + '\n'
    r = subprocess.run(['opencc', '-c', 't2s.json'], input=text.encode('utf-8'),
                       stdout=subprocess.PIPE, check=True)
    return r.stdout.decode('utf-8').split('\n')[:len(lines)]


def stable(s):
    return int(hashlib.sha1(s.encode('utf-8')).hexdigest()[:8], 16)


def wp_units(wp):
    seen = set()
    for name in ('train', 'dev'):
        with open(os.path.join(wp, name + '.jsonl'), encoding='utf-8') as f:
            for line in f:
                o = json.loads(line)
                for k, s in enumerate(o['context']):
                    if s not in seen:
                        seen.add(s)
                        yield '%s/%d/%d' % (name, o['id'], k), s, stable(s) % 4 == 0


def chapter_units(corpus):
    for i in range(1, 121):
        with open(os.path.join(corpus, 'hongloumeng', '%03d.txt' % i), encoding='utf-8') as f:
            lines = [l.strip(' \u3000\n') for l in f][1:]
        yield '%03d' % i, '\n'.join(p for p in lines if p), i % 4 == 3


def story_units(corpus):
    d = os.path.join(corpus, 'luxun')
    for name in sorted(os.listdir(d)):
        if name.endswith('.txt'):
            with open(os.path.join(d, name), encoding='utf-8') as f:
                lines = [l.strip(' \u3000\n') for l in f][1:]
            yield name[:-4], '\n'.join(p for p in lines if p), None


def pool_of(units, gold):
    """(id, sentence, held out) of each sentence not in the gold."""
    out = []
    for unit, text, held in units:
        n = 0
        for para in text.split('\n'):
            for s in sentences(para):
                n += 1
                h = han_only(s)
                if not 4 <= len(h) <= 120 or any(g in h or h in g for g in gold.get(h[:4], ())) \
                        or any(h in g for g in gold.get('*', ())):
                    continue
                out.append(('%s:%d' % (unit, n), s, stable(s) % 4 == 0 if held is None else held))
    return out


def read_gold(paths):
    sents = []
    for p in paths:
        with open(p, encoding='utf-8') as f:
            for line in f:
                t = line.rstrip('\n').split('\t')
                if len(t) >= 3 and not line.startswith('#'):
                    sents.append(t[1])
    idx = {}
    for s in t2s(sents):
        h = han_only(s)
        idx.setdefault(h[:4], []).append(h)
        idx.setdefault('*', []).append(h)
    return idx


def draw(name, pool, poly, rnd):
    counts = {}
    for _, s, _ in pool:
        for c in s:
            if is_han(c):
                counts[c] = counts.get(c, 0) + 1
    npoly = ROWS[name] * (1 - S_SHARE)
    lo, hi = 0.0, 1e4  # ALPHA by bisection: the expected number of polyphone rows
    for _ in range(60):
        a = (lo + hi) / 2
        e = sum(min(n, a * math.sqrt(n)) for c, n in counts.items() if c in poly)
        lo, hi = (a, hi) if e < npoly else (lo, a)
    alpha = lo
    nsingle = sum(n for c, n in counts.items() if c not in poly)
    beta = ROWS[name] * S_SHARE / nsingle
    total = sum(counts.values())
    print('%s: %d sentences, %d Han characters, alpha %.4f, beta %.6f' %
          (name, len(pool), total, alpha, beta), file=sys.stderr)
    for sid, s, held in pool:
        for i, c in enumerate(s):
            if not is_han(c):
                continue
            pi = min(1.0, alpha / math.sqrt(counts[c])) if c in poly else beta
            if rnd.random() < pi:
                print('%s:%s:%d\t%s\t%.6g\t%d\t%s\t%s' % (
                    name, sid, i, 'heldout' if held else 'train', pi, i, c, s))


def polyphones(terra):
    """The characters terra gives more than one reading (a weight of 0 %
    is none), in simplified script."""
    readings = {}
    for word, syls, weight in read_terra(terra):
        if len(word) == 1 and weight != 0:
            readings.setdefault(word, set()).update(syls)
    chars = sorted(readings)
    out = {}
    for t, c in zip(chars, t2s(chars)):
        out.setdefault(c, set()).update(readings[t])
    return {c for c, r in out.items() if len(r) > 1}


def main():
    corpus, wp, terra, gold = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    poly = polyphones(terra) | set(LIGHT)
    gold = read_gold(gold)
    rnd = random.Random(SEED)
    for name, units in (('wp', wp_units(wp)), ('hlm', chapter_units(corpus)),
                        ('luxun', story_units(corpus))):
        draw(name, pool_of(units, gold), poly, rnd)


if __name__ == '__main__':
    main()
