#!/usr/bin/env python3
"""bench/speaker-found-cast.py - who speaks, with the cast tingshu finds.

The gold sets (tests/gold/speaker/*.gold) are scored with their own cast
files by `make bench-speaker`.  A listener's book has no such file: its
cast is what tingshu finds in it.  This bench gives each gold text
the cast tingshu finds and counts, of the quotes a character says, how many
get that character's voice, a wrong character's voice (the listener's worst
case), or the neutral one.  A found name is right when it shares a name or
alias with the gold speaker's entry in the gold cast, or in the scene's
own aliases (GOLD with .cast for .gold: the words its narration calls its
people by, 母亲 for one scene's mother, which a cast shared by many scenes
cannot hold).

    bench/speaker-found-cast.py [TINGSHU] [GOLD...]
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


def read_cast(path):
    """{name: set of the name and its aliases} of a cast file."""
    cast, cur = {}, None
    for line in open(path, encoding='utf-8'):
        line = line.strip()
        m = re.match(r'\[(.*)\]$', line)
        if m:
            cur = m.group(1)
            cast[cur] = {cur}
        elif cur and re.match(r'aliases\s*[=＝]', line):
            cast[cur] |= {a.strip() for a in re.split('[,，、；]', line.split('=', 1)[-1]) if a.strip()}
    return cast


def simplified(cast):
    """cast with its names in simplified characters (opencc, which make deps
    installs): a traditional text's found 寶釵 is the gold cast's 宝钗."""
    names = sorted({n for v in cast.values() for n in v})
    if not names or not shutil.which('opencc'):
        return cast
    out = subprocess.run(['opencc', '-c', 't2s.json'], input='\n'.join(names) + '\n',
                         capture_output=True, text=True, check=True).stdout.split('\n')
    to = dict(zip(names, out))
    return {k: {to.get(n, n) for n in v} for k, v in cast.items()}


def score(tingshu, gold, tmp):
    meta, rows = {}, []
    for line in open(gold, encoding='utf-8'):
        line = line.rstrip('\n')
        if not line or line.startswith('#'):
            continue
        if '\t' not in line and '=' in line:
            key, value = line.split('=', 1)
            meta[key.strip()] = value.strip()
        else:
            at, opening, who = line.split('\t')
            rows.append((int(at), opening, who))
    here = os.path.dirname(gold)
    gold_cast = read_cast(os.path.join(here, meta['cast']))
    # the narration's words for this scene's people (母亲), beside the gold
    scene = os.path.splitext(gold)[0] + '.cast'
    if os.path.exists(scene):
        for name, aliases in read_cast(scene).items():
            gold_cast.setdefault(name, {name}).update(aliases)
    book = os.path.join(tmp, os.path.basename(gold) + '.book')
    os.makedirs(book)
    text = os.path.join(book, os.path.basename(meta['text']))
    shutil.copy(os.path.join(here, meta['text']), text)
    # the text alone in its folder, read as a chapter: inspect finds its cast
    # as render does (`tingshu cast` on the folder would split a text of
    # chapters into a book of its own)
    out = subprocess.run([tingshu, 'inspect', 'segments', '--json', text],
                         capture_output=True, text=True, check=True).stdout
    # no cast.ini: tingshu found no one who speaks by name
    cast_ini = os.path.join(book, 'cast.ini')
    found = simplified(read_cast(cast_ini)) if os.path.exists(cast_ini) else {}
    segs = [json.loads(x) for x in out.splitlines() if x.strip()]
    right = wrong = neutral = 0
    for at, opening, who in rows:
        if who.startswith('*'):
            continue  # the narrator, a crowd: not a character's voice
        got = next((s.get('speaker') for s in segs if s.get('line') == at and
                    s.get('kind') == 'dialogue' and s.get('text', '').startswith(opening)), '?')
        if got == '?':
            continue
        if not got or got == 'unknown':
            neutral += 1
        elif found.get(got, {got}) & gold_cast.get(who, {who}):
            right += 1
        else:
            wrong += 1
    return right, wrong, neutral, len(found)


def main():
    args = sys.argv[1:]
    tingshu = args.pop(0) if args and os.path.basename(args[0]) == 'tingshu' else './tingshu'
    golds = args or sorted(os.path.join('tests/gold/speaker', f)
                           for f in os.listdir('tests/gold/speaker') if f.endswith('.gold'))
    total = [0, 0, 0]
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'gold':28} {'right':>6} {'wrong':>6} {'neutral':>7}  cast found")
        for gold in golds:
            r, w, n, k = score(os.path.abspath(tingshu), gold, tmp)
            total = [total[0] + r, total[1] + w, total[2] + n]
            print(f"{os.path.basename(gold):28} {r:6} {w:6} {n:7}  {k}")
    r, w, n = total
    q = max(r + w + n, 1)
    print(f"{'all':28} {r:6} {w:6} {n:7}  right {100 * r / q:.1f} %, wrong voice {100 * w / q:.1f} %, "
          f"right when naming {100 * r / max(r + w, 1):.1f} %")


if __name__ == '__main__':
    main()
