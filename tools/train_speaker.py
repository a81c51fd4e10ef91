#!/usr/bin/env python3
"""train_speaker.py - the speaker stage's scorer (data/speaker.tsv).

    train_speaker.py --wp DIR --tool build/tools/speaker_features --out MODEL
                     [--gold FILE.gold ...] [--work DIR] [--jobs N]
        trains the weights on the WP speaker data's train split (and our own
        gold files), chooses the regularisation and the threshold on its dev
        split, and writes MODEL
        then fits the weights of the unknown for a cast found (--found-only
        MODEL: only those, on top of MODEL)
    train_speaker.py --emit-c MODEL OUT.c
        the model's text as a C string, for the build to link in

The model is a conditional logit: each quote's candidates (someone unnamed,
a crowd, the cast members in view) are scored by a weighted sum of their
features (src/speaker/feature.c), and the probability of each is its
softmax among them.  Trained by L-BFGS on the log-likelihood of the right
candidate with an L2 penalty, from a start where every rule weighs 1.

The features a quote sees include who the model gave the quotes around it,
so training goes in rounds: the quotes are read by the last round's model
(at first, the rules alone), the weights fitted, and again.  A quote's
labelled neighbours can be given their labels (--gold-history 1),
so the weights learn how much the turns tell when they are read right;
the dev figures are always the program's own reading.

A cast that tingshu finds lacks those who speak seldom (complete = no), and
there the unknown's features have weights of their own (incomplete.*).  They
are fitted last, every other weight kept (so whole casts read as before),
on copies of WP train's excerpts whose cast lacks some of its minor
characters, their quotes labelled *unknown* (cast dropout).

WP (平凡的世界; Chen et al., Interspeech 2019; Apache-2.0) labels one quote
per 21-line excerpt; the excerpts overlap, so a quote labelled in one is
found, with the same lines around it, in the others, and is a training row
there too (train split only).  Its text is never copied anywhere but the
work folder.  Deterministic: the same data give the same file.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import zlib

# ---------------------------------------------------------------- the data


def wp_cast(path, out, leave=()):
    """name_list.txt (GENDER NAME ALIAS..., 1 male, 0 female) as a cast file;
    without the characters named in leave, it says so (complete = no, as
    the cast tingshu finds does)."""
    with open(path, encoding='utf-8') as f, open(out, 'w', encoding='utf-8') as o:
        if leave:
            o.write('complete = no\n')
        for line in f:
            p = line.split()
            if len(p) < 2 or p[1] in leave:
                continue
            o.write('[%s]\n' % p[1])
            if len(p) > 2:
                o.write('aliases = %s\n' % ', '.join(p[2:]))
            o.write('gender = %s\n\n' % {'1': 'male', '0': 'female'}.get(p[0], 'unknown'))


def opening(line):
    """The first characters of the line's first quote, as a gold row wants."""
    for mark in ('“', '「', '"'):
        k = line.find(mark)
        if k >= 0:
            return line[k:k + 4]
    return None


def thinned(rows, name_list, every, keep):
    """Cast dropout: {excerpt id: the characters its cast leaves out}.  A
    cast that tingshu finds lacks the minor speakers, so each character
    the excerpt names who is not among the keep most talkative of the split
    is left out of its cast with a chance of 1 in every (a hash of the
    excerpt and the name: the same data give the same file)."""
    names = {}
    with open(name_list, encoding='utf-8') as f:
        for line in f:
            p = line.split()
            if len(p) >= 2:
                names[p[1]] = p[1:]
    talk = {}
    for r in rows:
        talk[r['speaker']] = talk.get(r['speaker'], 0) + 1
    major = set(sorted(talk, key=lambda n: (-talk[n], n))[:keep])
    out = {}
    for r in rows:
        text = ''.join(r['context'])
        leave = {n for n, forms in names.items() if n not in major and
                 any(x in text for x in forms) and
                 zlib.crc32(('%d %s' % (r['id'], n)).encode('utf-8')) % every == 0}
        if leave:
            out[r['id']] = leave
    return out


def wp_split(path, folder, augment, name_list, thin=None):
    """Each excerpt of a WP split as NNNN.txt and NNNN.gold in folder; with
    augment, every quote of an excerpt that another one labels (the same
    line with the same lines either side) is a row too.  With thin (every,
    keep), some excerpts are also NNNN.thin.gold: with a cast that lacks
    some minor characters (NNNN.ini, see thinned), their quotes labelled
    *unknown*.  Returns (gold, category, thinned) for each."""
    os.makedirs(folder, exist_ok=True)
    with open(path, encoding='utf-8') as f:
        rows = [json.loads(line) for line in f]
    known = {}
    for r in rows:
        c, q = r['context'], r['quote_line']
        if 0 < q < len(c) - 1:
            known[(c[q - 1], c[q], c[q + 1])] = r['speaker']
    drop = thinned(rows, name_list, *thin) if thin else {}
    files = []
    for r in rows:
        c, q = r['context'], r['quote_line']
        name = os.path.join(folder, '%05d' % r['id'])
        with open(name + '.txt', 'w', encoding='utf-8') as o:
            o.write('\n'.join(c) + '\n')
        leave = drop.get(r['id'], set())
        gold, thin_gold = ['text = %05d.txt' % r['id'], 'cast = ../cast.ini'], []
        if leave:
            wp_cast(name_list, name + '.ini', leave)
            thin_gold = ['text = %05d.txt' % r['id'], 'cast = %05d.ini' % r['id']]
        for k, line in enumerate(c):
            if k == q:
                who = r['speaker']
            elif augment and 0 < k < len(c) - 1:
                who = known.get((c[k - 1], line, c[k + 1]))
            else:
                who = None
            op = opening(line)
            if who and op:
                gold.append('%d\t%s\t%s' % (k + 1, op, who))
                thin_gold.append('%d\t%s\t%s' % (k + 1, op, '*unknown*' if who in leave else who))
        with open(name + '.gold', 'w', encoding='utf-8') as o:
            o.write('\n'.join(gold) + '\n')
        files.append((name + '.gold', r['category'], False))
        if leave:
            with open(name + '.thin.gold', 'w', encoding='utf-8') as o:
                o.write('\n'.join(thin_gold) + '\n')
            files.append((name + '.thin.gold', r['category'], True))
    return files


class Quote:
    __slots__ = ('src', 'line', 'gold', 'best', 'conf', 'names', 'cands', 'right', 'meta')


def read_features(text, meta):
    """The tool's output as Quotes: cands[k] is a list of (feature, value)."""
    out, q = [], None
    for line in text.splitlines():
        a = line.split('\t')
        if a[0] == 'Q':
            q = Quote()
            q.src, q.line, q.gold, q.best, q.conf = a[1], int(a[2]), a[3], a[4], float(a[5])
            q.names, q.cands, q.right = [], [], -1
            q.meta = meta.get(a[1], '')
            out.append(q)
        elif a[0] == 'C' and q is not None:
            if a[2] == '1':
                q.right = len(q.cands)
            q.names.append(a[1])
            q.cands.append([(f.rsplit('=', 1)[0], float(f.rsplit('=', 1)[1])) for f in a[3:]])
    return out


def run_tool(tool, model, golds, jobs, meta, gold_history=False):
    """The candidates of every labelled quote of golds, read with model;
    with gold_history, the quotes around each are given their labels."""
    chunks = [golds[k::jobs] for k in range(jobs)]
    flags = ['-g'] if gold_history else []
    procs = [subprocess.Popen([tool] + flags + ['-m', model] + c, stdout=subprocess.PIPE)
             for c in chunks if c]
    quotes = []
    for p in procs:
        text = p.communicate()[0].decode('utf-8')
        if p.returncode:
            sys.exit('train_speaker: %s failed' % tool)
        quotes += read_features(text, meta)
    quotes.sort(key=lambda q: (q.src, q.line))
    return quotes


# ---------------------------------------------------------------- the model


def compile_quotes(quotes, index, weight=1.0, cast_only=False):
    """Quotes as (weight, right, [[(feature index, value)...] per candidate]).
    cast_only leaves out the unnamed: WP keeps only quotes said by someone
    of its cast, so "someone the cast does not name" is never its answer
    (a crowd the rules saw is a reading to learn to doubt)."""
    out = []
    for q in quotes:
        keep = [k for k, name in enumerate(q.names) if not cast_only or name != '*unknown*']
        if q.right not in keep:
            continue  # the right one is not among the candidates
        cands = [[(index.setdefault(f, len(index)), v) for f, v in q.cands[k]] for k in keep]
        out.append((weight, keep.index(q.right), cands))
    return out


def loss_grad(w, data, l2, free=None):
    loss, grad = 0.0, [0.0] * len(w)
    total = 0.0
    for weight, right, cands in data:
        scores = [sum(w[f] * v for f, v in c) for c in cands]
        top = max(scores)
        exps = [math.exp(s - top) for s in scores]
        z = sum(exps)
        loss -= weight * (scores[right] - top - math.log(z))
        total += weight
        for k, c in enumerate(cands):
            p = exps[k] / z - (k == right)
            if p:
                for f, v in c:
                    grad[f] += weight * p * v
    loss /= total
    grad = [g / total + l2 * x for g, x in zip(grad, w)]
    if free is not None:  # the other weights stay as they are
        grad = [g * k for g, k in zip(grad, free)]
    loss += 0.5 * l2 * sum(x * x for x in w)
    return loss, grad


def lbfgs(w, data, l2, iters=150, memory=8, free=None):
    """Minimises loss_grad from w by L-BFGS with a backtracking line search;
    with free (1 or 0 per weight), only the weights marked 1 move."""
    f, g = loss_grad(w, data, l2, free)
    s_hist, y_hist = [], []
    for _ in range(iters):
        q = list(g)
        alphas = []
        for s, y in reversed(list(zip(s_hist, y_hist))):
            rho = 1.0 / sum(a * b for a, b in zip(y, s))
            a = rho * sum(x * y2 for x, y2 in zip(s, q))
            alphas.append((a, rho, s, y))
            q = [x - a * y2 for x, y2 in zip(q, y)]
        if y_hist:
            y, s = y_hist[-1], s_hist[-1]
            gamma = sum(a * b for a, b in zip(s, y)) / sum(b * b for b in y)
            q = [gamma * x for x in q]
        for a, rho, s, y in reversed(alphas):
            b = rho * sum(y2 * x for y2, x in zip(y, q))
            q = [x + s2 * (a - b) for x, s2 in zip(q, s)]
        d = [-x for x in q]
        slope = sum(a * b for a, b in zip(g, d))
        if slope >= 0:
            d, slope = [-x for x in g], -sum(x * x for x in g)
        step = 1.0
        while True:
            w2 = [x + step * y for x, y in zip(w, d)]
            f2, g2 = loss_grad(w2, data, l2, free)
            if f2 <= f + 1e-4 * step * slope or step < 1e-8:
                break
            step *= 0.5
        s_new = [a - b for a, b in zip(w2, w)]
        y_new = [a - b for a, b in zip(g2, g)]
        if sum(a * b for a, b in zip(s_new, y_new)) > 1e-12:
            s_hist.append(s_new)
            y_hist.append(y_new)
            if len(s_hist) > memory:
                s_hist.pop(0)
                y_hist.pop(0)
        done = abs(f - f2) < 1e-7 * max(1.0, abs(f))
        w, f, g = w2, f2, g2
        if done:
            break
    return w


def decide(q, weights, temperature=1.0):
    """The program's choice for the quote and its probability, the scores
    divided by temperature."""
    scores = [sum(weights.get(f, 0.0) * v for f, v in c) / temperature for c in q.cands]
    k = q.names.index(q.best) if q.best in q.names else 0
    return k, 1.0 / sum(math.exp(s - scores[k]) for s in scores)


def figures(quotes, threshold, weights=None, temperature=1.0):
    """Right, right when naming and named, as fractions: each quote gets the
    program's choice, the unknown voice below threshold."""
    right = named = named_right = 0
    for q in quotes:
        who, p = q.best, q.conf
        if weights is not None:
            k, p = decide(q, weights, temperature)
            who = q.names[k]
        if who not in ('*unknown*', '*crowd*') and p < threshold:
            who = '*unknown*'
        ok = who == q.gold
        right += ok
        if who not in ('*unknown*', '*crowd*'):
            named += 1
            named_right += ok
    n = max(len(quotes), 1)
    return right / n, named_right / max(named, 1), named / n


def precision_at(quotes, coverages):
    """Right when naming, for each coverage: the share of quotes named
    by confidence, the surest first (the precision/coverage curve that a
    threshold moves along)."""
    named = sorted(((q.conf, q.best == q.gold) for q in quotes
                    if q.best not in ('*unknown*', '*crowd*')), key=lambda t: -t[0])
    out = []
    for cov in coverages:
        m = min(max(int(round(cov * len(quotes))), 1), len(named))
        out.append(sum(ok for _, ok in named[:m]) / m)
    return out


def temperature_fit(quotes, weights):
    """The temperature whose probabilities fit the right answers of quotes
    best (the least negative log-likelihood), from 0.5 to 4."""
    def nll(t):
        total = 0.0
        for q in quotes:
            if q.right < 0:
                continue
            scores = [sum(weights.get(f, 0.0) * v for f, v in c) / t for c in q.cands]
            top = max(scores)
            total -= scores[q.right] - top - math.log(sum(math.exp(s - top) for s in scores))
        return total
    return min((x / 20 for x in range(10, 81)), key=nll)


def write_model(path, weights, threshold, header):
    with open(path + '.tmp', 'w', encoding='utf-8') as o:
        for line in header:
            o.write('# %s\n' % line if line else '#\n')
        o.write('threshold\t%.3f\n' % threshold)
        for f in sorted(weights):
            if abs(weights[f]) >= 0.0005:
                o.write('%s\t%.4f\n' % (f, weights[f]))
    os.replace(path + '.tmp', path)


# ---------------------------------------------------------------- training


def train(args):
    work = args.work or tempfile.mkdtemp(prefix='speaker-train.')
    os.makedirs(work, exist_ok=True)
    name_list = os.path.join(args.wp, 'name_list.txt')
    wp_cast(name_list, os.path.join(work, 'cast.ini'))
    thin = (args.thin_every, args.thin_keep) if args.thin_every else None
    train_files = wp_split(os.path.join(args.wp, 'train.jsonl'), os.path.join(work, 'train'), True,
                           name_list, thin)
    dev_files = wp_split(os.path.join(args.wp, 'dev.jsonl'), os.path.join(work, 'dev'), False,
                         name_list)
    meta = {f: 'wp-thin' if thin_cast else 'wp-train' for f, _, thin_cast in train_files}
    meta.update({f: 'wp-dev:' + cat for f, cat, _ in dev_files})
    meta.update({f: 'gold' for f in args.gold})
    golds = [f for f, _, t in train_files if not t] + args.gold
    thins = [f for f, _, t in train_files if t]
    devs = [f for f, _, _ in dev_files]
    if args.found_only:
        weights, threshold, header = read_model(args.found_only)
        weights = fit_found(args, weights, threshold, thins, meta, work, args.l2[0])
        write_model(args.out, weights, threshold, header[:-1] + [found_line(args, thins), header[-1]])
        return

    # round 0: the rules' verdict (the bootstrap model every reading weighs 1)
    model = os.path.join(work, 'model-0.tsv')
    rules = {'rule.' + r: 1.0 for r in READINGS}
    rules['unknown.rules'] = 1.0
    write_model(model, rules, 0.0, ['the rules alone'])
    weights, best = rules, None
    for rnd in range(1, args.rounds + 1):
        quotes = run_tool(args.tool, model, golds, args.jobs, meta, args.gold_history)
        index = {}
        data = compile_quotes([q for q in quotes if q.meta == 'wp-train'], index, cast_only=True)
        data += compile_quotes([q for q in quotes if q.meta == 'gold'], index, args.gold_weight)
        start = [0.0] * len(index)
        for f, k in index.items():
            start[k] = weights.get(f, 0.0)
        names = sorted(index, key=index.get)
        tried = []
        for l2 in args.l2:
            w = lbfgs(list(start), data, l2)
            cand = dict(zip(names, w))
            path = os.path.join(work, 'model-%d-%g.tsv' % (rnd, l2))
            write_model(path, cand, 0.0, [])
            dev = run_tool(args.tool, path, devs, args.jobs, meta)
            acc = figures(dev, 0.0)[0]
            print('round %d, l2 %g: dev %.1f %%' % (rnd, l2, 100 * acc), file=sys.stderr)
            tried.append((acc, -l2, cand, path, dev))
        acc, neg_l2, weights, model, dev = max(tried, key=lambda t: (t[0], t[1]))
        best = (acc, -neg_l2, dev)

    acc, l2, dev = best
    # calibrated: the weights divided by the temperature that fits best
    # both WP dev and our own gold (read with these weights), so that a
    # confidence of 0.8 is right about 8 times in 10 on both kinds of text
    final = os.path.join(work, 'model-final.tsv')
    write_model(final, weights, 0.0, [])
    ours = run_tool(args.tool, final, args.gold, args.jobs, meta)
    temperature = temperature_fit(dev + ours, weights)
    weights = {f: w / temperature for f, w in weights.items()}
    write_model(final, weights, 0.0, [])
    dev = run_tool(args.tool, final, devs, args.jobs, meta)
    ours = run_tool(args.tool, final, args.gold, args.jobs, meta)
    # the threshold for the listener: a wrong voice costs args.wrong_cost
    # times what a right one gains (a neutral voice neither); the least
    # loss on WP dev and our gold, each counting as much
    def gain(t):
        total = 0.0
        for quotes in (dev, ours):
            r, p, c = figures(quotes, t)
            total += r - args.wrong_cost * (c - r)
        return total
    threshold = max((x / 100 for x in range(0, 100)), key=lambda t: (gain(t), -t))
    a, p, c = figures(dev, threshold)
    a0, p0, c0 = figures(dev, 0.0)
    by_cat = []
    for cat in ('explicit', 'implicit', 'latent'):
        sub = [q for q in dev if q.meta == 'wp-dev:' + cat]
        ca, cp, cc = figures(sub, threshold)
        by_cat.append('%s %.1f %% right, %.1f %% right when naming, %.1f %% named (%d)' %
                      (cat, 100 * ca, 100 * cp, 100 * cc, len(sub)))
    n_train = sum(1 for q in quotes if q.meta == 'wp-train')
    n_gold = sum(1 for q in quotes if q.meta == 'gold')
    header = [
        'data/speaker.tsv - the speaker stage\'s scorer: FEATURE<TAB>WEIGHT (src/speaker/feature.c',
        'names the features), and the probability below which a quote gets the unknown voice.',
        'Made by `make model-speaker WP=DIR` (tools/train_speaker.py); do not edit.',
        '',
        'Trained on the WP speaker data (平凡的世界, Chen et al. 2019, Apache-2.0) train split:',
        '%d labelled quotes of its excerpts, and %d of our own gold files (weight %g);' %
        (n_train, n_gold, args.gold_weight),
        'L2 %g chosen on its dev split (%d quotes) after %d rounds; temperature %.2f' %
        (l2, len(dev), args.rounds, temperature),
        'fitted on dev and our gold; the threshold weighs a wrong voice %g times a right one.' %
        args.wrong_cost,
        'Dev: %.1f %% right with every quote named; with the threshold %.2f, %.1f %% right,' %
        (100 * a0, threshold, 100 * a),
        '%.1f %% right when naming, %.1f %% named.' % (100 * p, 100 * c),
    ] + ['  ' + s for s in by_cat] + [
        'Dev, right when naming at a threshold that names 90, 85, 80, 70 %% of the quotes: %s.' %
        ', '.join('%.1f %%' % (100 * p) for p in precision_at(dev, (0.9, 0.85, 0.8, 0.7)))]
    if thins:
        weights = fit_found(args, weights, threshold, thins, meta, work, l2)
        header[-1:-1] = [found_line(args, thins)]
    write_model(args.out, weights, threshold, header)
    print('\n'.join(header[4:]), file=sys.stderr)


def fit_found(args, weights, threshold, thins, meta, work, l2):
    """The weights of the unknown for a cast found (incomplete.*, which a
    cast that says complete = no has in place of unknown.*), fitted on the
    excerpts thinned (cast dropout) with every other weight kept: what was
    learned on whole casts, and the figures on them, stay as they were."""
    for rnd in range(1, args.rounds + 1):
        model = os.path.join(work, 'found-%d.tsv' % rnd)
        write_model(model, weights, threshold, [])
        quotes = run_tool(args.tool, model, thins, args.jobs, meta)
        index = {}
        data = compile_quotes(quotes, index)
        names = sorted(index, key=index.get)
        free = [1 if f.startswith('incomplete') else 0 for f in names]
        w = lbfgs([weights.get(f, 0.0) for f in names], data, l2, free=free)
        weights = dict(weights)
        weights.update((f, x) for f, x in zip(names, w) if f.startswith('incomplete'))
        right = sum(1 for q in quotes if q.best == q.gold)
        print('found cast, round %d: %d of %d thinned quotes right as read' %
              (rnd, right, len(quotes)), file=sys.stderr)
    return weights


def found_line(args, thins):
    return ('Cast found (complete = no): incomplete.* fitted after, the rest kept, on %d excerpts'
            ' whose cast lacks characters outside the %d most talkative, each in 1 of %d.' %
            (len(thins), args.thin_keep, args.thin_every))


def read_model(path):
    """A model file's weights, threshold and header lines."""
    weights, threshold, header = {}, 0.0, []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if line.startswith('#'):
                if not line.startswith('# Cast found'):
                    header.append(line[2:])
                continue
            name, value = line.split('\t')
            if name == 'threshold':
                threshold = float(value)
            else:
                weights[name] = float(value)
    return weights, threshold, header


READINGS = []


def readings(header):
    """The flow's readings, as src/speaker/speaker_parts.h lists them."""
    import re
    with open(header, encoding='utf-8') as f:
        s = f.read()
    block = s[s.index('#define SPEAKER_READINGS'):s.index('#define SPEAKER_READING_ENUM')]
    return re.findall(r'X\(\w+, (\w+)\)', block)


def emit_c(model, out):
    with open(model, encoding='utf-8') as f:
        text = f.read()
    body = ''.join('\t"%s"\n' % line.replace('\\', '\\\\').replace('"', '\\"')
                   .replace('\t', '\\t').replace('\n', '\\n')
                   for line in text.splitlines(keepends=True))
    with open(out, 'w', encoding='utf-8') as f:
        f.write('/* generated from %s by tools/train_speaker.py: do not edit */\n' % model)
        f.write('#include <stddef.h>\n\n')
        f.write('extern const char speaker_model_text[];\nextern const size_t speaker_model_len;\n')
        f.write('const char speaker_model_text[] =\n%s\t"";\n' % body)
        f.write('const size_t speaker_model_len = sizeof(speaker_model_text) - 1;\n')


def main(argv):
    if len(argv) == 4 and argv[1] == '--emit-c':
        emit_c(argv[2], argv[3])
        return 0
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument('--wp', required=True)
    ap.add_argument('--tool', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--gold', nargs='*', default=[])
    ap.add_argument('--gold-weight', type=float, default=20.0)
    ap.add_argument('--work')
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--rounds', type=int, default=2)
    ap.add_argument('--l2', type=float, nargs='*', default=[0.001, 0.003, 0.01])
    ap.add_argument('--wrong-cost', type=float, default=1.0)
    ap.add_argument('--gold-history', type=int, default=0)
    ap.add_argument('--thin-every', type=int, default=2)
    ap.add_argument('--thin-keep', type=int, default=12)
    ap.add_argument('--found-only')
    ap.add_argument('--header', default='src/speaker/speaker_parts.h')
    args = ap.parse_args(argv[1:])
    READINGS.extend(readings(args.header))
    train(args)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
