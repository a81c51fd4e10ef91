#!/usr/bin/env python3
"""The labelled narrative polyphone rows (tests/gold/reading/rows.tsv) with
their sentences.

rows.tsv keeps the sentences of 红楼梦 and Lu Xun (public domain) but not those
of 平凡的世界 (copyrighted: the WP speaker dataset may be trained on, not
shipped), which are `-` there and are read back from the dataset by their id
(wp:FILE/ID/LINE:SENTENCE:INDEX: the LINE-th line of the context of row ID in
FILE.jsonl, its SENTENCE-th sentence as tools/sample_polyphone_rows.py cuts
them).  Every restored sentence must hold the labelled character at INDEX.
WP_DIR - leaves those rows out.

usage: narrative_rows.py ROWS.tsv WP_DIR SPLIT[,SPLIT] cpp  > rows.cpp.tsv
           (sentence<TAB>index<TAB>citation: CPP's format, what
           tools/polyphone_context.c and tools/gen_polyphone.py read; rows
           marked doubtful are left out)
       narrative_rows.py ROWS.tsv WP_DIR SPLIT[,SPLIT] full > rows.full.tsv
           (rows.tsv with the sentences restored: what bench/reading.c scores)
       narrative_rows.py GOLD.tsv WP_DIR sentences > gold.full.tsv
           (a narrative sentence file, id<TAB>sentence<TAB>tokens, whose
           sentences of 平凡的世界 are `-`, restored: tune-wp.tsv)
       narrative_rows.py GOLD.tsv[,GOLD.tsv] WP_DIR chars > chars.tsv
           (every Han character of those sentences, labelled as spoken, in
           CPP's format: sentence<TAB>index<TAB>spoken token, `a|b` kept;
           tools/gen_polyphone.py takes the citation reading from it)
"""
import json
import os
import sys

from gen_polyphone import is_han
from sample_polyphone_rows import sentences


def wp_lines(wp, wanted):
    """{(file, id, line): text} for the lines the rows need."""
    out = {}
    for name in sorted({f for f, _, _ in wanted}):
        path = os.path.join(wp, name + '.jsonl')
        if not os.path.exists(path):
            sys.exit('narrative_rows.py: %s: missing (give the WP speaker dataset: WP=DIR)' % path)
        with open(path, encoding='utf-8') as f:
            for line in f:
                o = json.loads(line)
                for k, s in enumerate(o['context']):
                    if (name, o['id'], k) in wanted:
                        out[(name, o['id'], k)] = s
    return out


def read_restored(path, wp, fields, sentence, index, char, keep=lambda r: True):
    """The rows of a TSV of `fields` fields that keep(row) takes, as lists,
    each `-` sentence (field `sentence`) read back from WP by the row's id
    (WP_DIR - leaves those rows out); field `char` must stand at field
    `index` of its sentence."""
    rows = []
    with open(path, encoding='utf-8') as f:
        for no, line in enumerate(f, 1):
            if line.startswith('#') or not line.strip():
                continue
            r = line.rstrip('\n').split('\t')
            if len(r) != fields:
                sys.exit('%s:%d: expected %d fields' % (path, no, fields))
            if keep(r) and (wp != '-' or r[sentence] != '-'):
                rows.append((no, r))
    wanted = set()
    for _, r in rows:
        if r[sentence] == '-':
            f, i, k = r[0].split(':')[1].split('/')
            wanted.add((f, int(i), int(k)))
    lines = wp_lines(wp, wanted) if wanted else {}
    out = []
    for no, r in rows:
        if r[sentence] == '-':
            unit, n = r[0].split(':')[1:3]
            f, i, k = unit.split('/')
            sents = sentences(lines.get((f, int(i), int(k)), ''))
            r[sentence] = sents[int(n) - 1] if int(n) <= len(sents) else ''
        i = int(r[index])
        if i >= len(r[sentence]) or r[sentence][i] != r[char]:
            sys.exit('%s:%d: %s is not at %d of its sentence (another edition of the dataset?)'
                     % (path, no, r[char], i))
        out.append(r)
    return out


def read_rows(path, wp, splits):
    """Rows of the splits as lists of fields, sentences restored."""
    return read_restored(path, wp, 9, 8, 3, 4, lambda r: r[1] in splits)


def restore_sentences(path, wp):
    """The rows of a gold sentence file, its `-` sentences read back from WP."""
    rows = [l.rstrip('\n').split('\t') for l in open(path, encoding='utf-8')
            if not l.startswith('#') and l.strip()]
    wanted = set()
    for r in rows:
        if r[1] == '-':
            f, i, k = r[0].split(':')[1].split('/')
            wanted.add((f, int(i), int(k)))
    lines = wp_lines(wp, wanted) if wanted else {}
    for r in rows:
        if r[1] != '-':
            continue
        unit, n = r[0].split(':')[1:]
        f, i, k = unit.split('/')
        sents = sentences(lines.get((f, int(i), int(k)), ''))
        r[1] = sents[int(n) - 1] if int(n) <= len(sents) else ''
        if len(r[1]) != len(r[2].split(' ')):
            sys.exit('%s: %s: the sentence does not fit its tokens (another edition of the '
                     'dataset?)' % (path, r[0]))
    return rows


def main():
    if sys.argv[3:4] == ['sentences']:
        for r in restore_sentences(sys.argv[1], sys.argv[2]):
            print('\t'.join(r))
        return
    if sys.argv[3:4] == ['chars']:
        for path in sys.argv[1].split(','):
            for _, sent, tokens in restore_sentences(path, sys.argv[2]):
                for i, (c, tok) in enumerate(zip(sent, tokens.split(' '))):
                    if is_han(c) and tok != '_':
                        print('%s\t%d\t%s' % (sent, i, tok))
        return
    path, wp, splits, form = sys.argv[1], sys.argv[2], set(sys.argv[3].split(',')), sys.argv[4]
    for r in read_rows(path, wp, splits):
        if form == 'cpp':
            if r[7] != 'doubt':
                print('%s\t%s\t%s' % (r[8], r[3], r[5].split('|')[0]))
        else:
            print('\t'.join(r))


if __name__ == '__main__':
    main()
