#!/usr/bin/env python3
"""Generates build/repair_data.{c,h}: the built-in repair table and a
character language model for src/charlm.c.

The model comes from a word-frequency lexicon (jieba's dict.txt: `word freq
pos` lines).  Every character of a word counts the word's frequency; every
pair of neighbours inside a word counts it as a bigram.  Pairs across word
boundaries are not in a lexicon, so the model backs off to unigrams there.

A lexicon has no pairs across word boundaries (便知, 此啊); those come from
running text: character bigrams counted in the corpus folder (its UTF-8 and
GB-encoded simplified files), less the chapters held out so that the repair
stage is also measured on text it was not trained on.  The corpus is not a
Debian package, so its counts are committed (data/repair/text-counts.tsv,
made by --count-corpus) and read here with --text.  The same file holds the
triples of running text seen twice or more: set phrases (告诉你, 实在是) that
vouch for an original in the key search.

Modern running text comes from sunpinyin's word trigram model (Debian
sunpinyin-data: lm_sc.t3g and its lexicon pydict_sc.bin), read here as
character statistics: pairs inside words weighted by the word's probability,
pairs across words from its word bigrams and back-off weights.

Usage: gen_repair.py --dict DICT --table TSV --text COUNTS [--slm LM --slm-dict DICT]
                     --out-c FILE --out-h FILE
       gen_repair.py --count-corpus CORPUS_DIR COUNTS [--hold-out REL ...]
--hold-out leaves more chapters out (REL as hongloumeng/005.txt): the counts
of a development model, on which the chapters the parameters are tuned on
read as text the model never saw.
Standard library only: the build machine's python3 may lack jieba itself."""

import argparse
import array
import collections
import os
import struct
import sys

MIN_BIGRAM = 3  # rarer pairs add size and little evidence
INDEX_BITS = 16  # a character index in a pair key (index << 16 | index)
TEXT_LINK = 3   # running-text pairs seen this often suggest candidates
TEXT_TRI_MIN = 2  # running-text triples kept: seen this often (a set phrase)
# Running text for the bigrams: simplified only (the model is of simplified
# Chinese); every tenth chapter of 红楼梦 and two stories are held out.
TEXT_DIRS = ("hongloumeng", "luxun")
TEXT_ENCODED = (("encodings/gbk_sanguo_001-002.txt", "gbk"),
                ("encodings/gb18030_xiyouji_002.txt", "gb18030"),
                ("encodings/gb18030_xiyouji_019.txt", "gb18030"))
HELD_OUT = {"hongloumeng/%03d.txt" % n for n in range(10, 121, 10)} | {
    "luxun/kongyiji.txt", "luxun/zhufu.txt"}


def read_table(path):
    pairs = []
    with open(path, encoding="utf-8") as f:
        for no, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) != 2 or len(cols[0]) != 1 or len(cols[1]) != 1:
                sys.exit("%s:%d: expected STANDIN<TAB>ORIGINAL" % (path, no))
            pairs.append((ord(cols[0]), ord(cols[1])))
    return pairs


def read_lexicon(path):
    uni = collections.Counter()
    big = collections.Counter()
    ini = collections.Counter()
    fin = collections.Counter()
    if not os.path.exists(path):
        # an empty model would pass the build and never find a scrambled
        # chapter again, even once the package is there (make sees no change)
        sys.exit("gen_repair.py: no lexicon at %s (make deps installs python3-jieba)" % path)
    with open(path, encoding="utf-8") as f:
        for line in f:
            p = line.split()
            if len(p) < 2 or not p[1].isdigit():
                continue
            w, n = p[0], int(p[1])
            if n <= 0:
                continue
            for c in w:
                uni[ord(c)] += n
            for a, b in zip(w, w[1:]):
                big[(ord(a), ord(b))] += n
            ini[ord(w[0])] += n
            fin[ord(w[-1])] += n
    return uni, big, ini, fin


def corpus_texts(root, held_out):
    """The training texts of the corpus folder, decoded."""
    if not os.path.isdir(root):
        sys.exit("gen_repair.py: %s: no corpus folder there" % root)
    for sub in TEXT_DIRS:
        d = os.path.join(root, sub)
        if not os.path.isdir(d):
            sys.exit("gen_repair.py: %s: missing from the corpus" % d)
        for name in sorted(os.listdir(d)):
            rel = sub + "/" + name
            if name.endswith(".txt") and rel not in held_out:
                with open(os.path.join(d, name), encoding="utf-8") as f:
                    yield f.read()
    for rel, enc in TEXT_ENCODED:
        with open(os.path.join(root, rel), "rb") as f:
            yield f.read().decode(enc, errors="replace")


def is_han(ch):
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf"


TEXT_HEADER = """\
# Running text for tingshu's repair model: how often each Han character and
# each pair of neighbouring Han characters occur in the corpus (see
# data/README.md).  Made by `make model-repair CORPUS=DIR`; do not edit.
# Lines: TEXT<TAB>COUNT, TEXT one character, a pair, or three in a row (those
# seen twice or more).
"""


def count_corpus(root, out, hold_out=()):
    """Counts of Han characters and of Han neighbours in the corpus's
    training texts, written as text: the committed part of the model."""
    for rel in hold_out:
        if not os.path.isfile(os.path.join(root, rel)):
            # a typo would count the chapter in and pass for a held-out run
            sys.exit("gen_repair.py: --hold-out %s: no such chapter in %s" % (rel, root))
    uni = collections.Counter()
    big = collections.Counter()
    tri = collections.Counter()
    for text in corpus_texts(root, HELD_OUT | set(hold_out)):
        prev = prev2 = None
        for ch in text:
            if is_han(ch):
                uni[ch] += 1
                if prev:
                    big[prev + ch] += 1
                    if prev2:
                        tri[prev2 + prev + ch] += 1
                prev2, prev = prev, ch
            else:
                prev = prev2 = None
    tri = {k: n for k, n in tri.items() if n >= TEXT_TRI_MIN}
    with open(out + ".tmp", "w", encoding="utf-8", newline="\n") as f:
        f.write(TEXT_HEADER)
        for k, n in sorted(uni.items()) + sorted(big.items()) + sorted(tri.items()):
            f.write("%s\t%d\n" % (k, n))
    os.replace(out + ".tmp", out)


def read_text(path, idx):
    """Counts of characters, of neighbours and of triples in running text
    (Han and known to the lexicon), by model index, from the counts file."""
    uni = collections.Counter()
    big = collections.Counter()
    tri = collections.Counter()
    with open(path, encoding="utf-8") as f:
        for no, line in enumerate(f, 1):
            if line.startswith("#"):
                continue
            k, _, n = line.rstrip("\n").partition("\t")
            if not n.isdigit() or len(k) not in (1, 2, 3):
                sys.exit("%s:%d: expected TEXT<TAB>COUNT" % (path, no))
            i = [idx.get(ord(ch), -1) for ch in k]
            if min(i) < 0:
                continue
            if len(k) == 1:
                uni[i[0]] += int(n)
            elif len(k) == 2:
                big[i[0] << 16 | i[1]] += int(n)
            else:
                tri[i[0] << 32 | i[1] << 16 | i[2]] += int(n)
    if not uni or not tri:
        sys.exit("%s: no counts (regenerate it: make model-repair CORPUS=DIR)" % path)
    return uni, big, tri


# Modern running text: sunpinyin's word trigram model (Debian sunpinyin-data,
# the open-gram model) and its lexicon.  Character pairs it makes likelier
# than its back-off by this factor are kept (the rest read as back-off).
MODERN_KEEP = 0.5
SLM_DIR = "/usr/lib/x86_64-linux-gnu/sunpinyin/data"


def read_slm_words(path):
    """Word ids to words: pydict_sc.bin (a pinyin trie) starts with three
    32-bit little-endian numbers, the word count, the node count and the
    offset of its strings, which are the words in id order, UTF-32LE, each
    ended by a 0."""
    with open(path, "rb") as f:
        data = f.read()
    nw, _, off = struct.unpack_from("<3I", data, 0)
    words = data[off:off + (len(data) - off) // 4 * 4].decode("utf-32-le").split("\0")
    if len(words) < nw:
        sys.exit("gen_repair.py: %s: %d words, expected %d" % (path, len(words), nw))
    return words[:nw]


def read_slm(lm_path, dict_path, idx):
    """Character statistics of modern running text, from sunpinyin's word
    n-gram model (lm_sc.t3g).  Its layout: N and a flag (probabilities or
    -log), N + 1 level sizes (32-bit little-endian), a table of 65536
    probabilities and one of 16384 back-off weights (floats), then the nodes
    of levels 0 to N - 1, 12 bytes each (word id 18 bits and back-off index
    14; probability index 16 and child start low 16; back-off node 23,
    back-off level 2, child start high 7), and the leaves of level N.  A
    node's children are the next level's nodes from its child start to its
    successor's.  Level 1 holds P(w), level 2 the explicit P(w2 | w1); any
    other w2 after w1 has bow(w1)·P(w2).

    Returns, by model index: each character's share of the text's Han
    characters (p), for each a the back-off mass per occurrence (B(a) /
    c(a): a ends a word and what follows is backed off), for each b the
    mass of words starting with it (S(b)), and the explicit pairs: within
    words, weighted by P(w), and across words, P(w1)·(P(w2|w1) -
    bow(w1)·P(w2)), both divided by c(a).  So P(b | a) = pair(a, b) +
    back(a)·S(b), the model's own estimate."""
    for path in (lm_path, dict_path):
        if not os.path.exists(path):
            sys.exit("gen_repair.py: no word model at %s (make deps installs sunpinyin-data)"
                     % path)
    words = read_slm_words(dict_path)
    with open(lm_path, "rb") as f:
        data = f.read()
    n, use_log = struct.unpack_from("<2I", data, 0)
    if n < 2 or use_log:
        sys.exit("gen_repair.py: %s: unexpected model (N %d, log %d)" % (lm_path, n, use_log))
    sizes = struct.unpack_from("<%dI" % (n + 1), data, 8)
    off = 8 + 4 * (n + 1)
    prob = struct.unpack_from("<65536f", data, off)
    off += 65536 * 4
    bows = struct.unpack_from("<16384f", data, off)
    off += 16384 * 4
    nodes = array.array("I")
    nodes.frombytes(data[off:off + 12 * (sizes[0] + sizes[1] + sizes[2])])
    if sys.byteorder != "little":
        nodes.byteswap()
    # a word made of Han characters the model indexes: its indexes
    chars = []
    for w in words:
        ix = [idx.get(ord(ch), -1) for ch in w] if w and all(is_han(ch) for ch in w) else []
        chars.append(ix if ix and min(ix) >= 0 else None)
    n1 = sizes[1] - 1  # the last node of a level only ends its predecessor
    base1 = 3 * sizes[0]
    pw = [0.0] * len(words)
    uni = collections.Counter()
    start = collections.Counter()
    pairs = collections.Counter()
    for i in range(n1):
        wid = nodes[base1 + 3 * i] & 0x3FFFF
        ix = chars[wid] if wid < len(words) else None
        if ix is None:
            continue
        p = prob[nodes[base1 + 3 * i + 1] & 0xFFFF]
        pw[wid] = p
        for c in ix:
            uni[c] += p
        for a, b in zip(ix, ix[1:]):
            pairs[a << 16 | b] += p
        start[ix[0]] += p
    back = collections.Counter()
    base2 = base1 + 3 * sizes[1]
    for i in range(n1):
        x, y, z = nodes[base1 + 3 * i:base1 + 3 * i + 3]
        wid = x & 0x3FFFF
        ix = chars[wid] if wid < len(words) else None
        if ix is None:
            continue
        p1, bow = pw[wid], bows[x >> 18]
        a = ix[-1] << 16
        back[ix[-1]] += p1 * bow
        lo = (y >> 16) | (z >> 25) << 16
        y2, z2 = nodes[base1 + 3 * i + 4], nodes[base1 + 3 * i + 5]
        hi = (y2 >> 16) | (z2 >> 25) << 16
        for j in range(base2 + 3 * lo, base2 + 3 * hi, 3):
            w2 = nodes[j] & 0x3FFFF
            ix2 = chars[w2] if w2 < len(words) else None
            if ix2 is not None:
                pairs[a | ix2[0]] += p1 * (prob[nodes[j + 1] & 0xFFFF] - bow * pw[w2])
    total = sum(uni.values())
    if total <= 0:
        sys.exit("gen_repair.py: %s: no Han words" % lm_path)
    kept = {}
    for k, v in pairs.items():
        a, b = k >> 16, k & 0xFFFF
        if v > MODERN_KEEP * back[a] * start[b]:
            kept[k] = v / uni[a]
    p = {c: v / total for c, v in uni.items()}
    backoff = {c: back[c] / uni[c] for c in uni}
    return p, backoff, start, kept


def gb2312_index(cp):
    """Row-major position in GB2312's 94x94 table, or 0xFFFF."""
    try:
        b = chr(cp).encode("gb2312")
    except UnicodeEncodeError:
        return 0xFFFF
    if len(b) != 2:
        return 0xFFFF
    return (b[0] - 0xA1) * 94 + (b[1] - 0xA1)


def main():
    if sys.argv[1:2] == ["--count-corpus"]:
        ap = argparse.ArgumentParser()
        ap.add_argument("--count-corpus", nargs=2, metavar=("CORPUS_DIR", "COUNTS"), required=True)
        ap.add_argument("--hold-out", nargs="+", default=[], metavar="REL")
        a = ap.parse_args()
        count_corpus(a.count_corpus[0], a.count_corpus[1], a.hold_out)
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("--dict", required=True)
    ap.add_argument("--table", required=True)
    ap.add_argument("--text", required=True)
    ap.add_argument("--slm", default=SLM_DIR + "/lm_sc.t3g")
    ap.add_argument("--slm-dict", default=SLM_DIR + "/pydict_sc.bin")
    ap.add_argument("--out-c", required=True)
    ap.add_argument("--out-h", required=True)
    a = ap.parse_args()

    pairs = read_table(a.table)
    uni, big, ini, fin = read_lexicon(a.dict)
    for s, o in pairs:  # every table character needs an index
        uni.setdefault(s, 0)
        uni.setdefault(o, 0)
    chars = sorted(uni)
    if len(chars) >= 1 << INDEX_BITS:
        sys.exit("gen_repair.py: too many characters for %d-bit indexes" % INDEX_BITS)
    idx = {c: i for i, c in enumerate(chars)}
    keys = sorted((idx[x] << 16 | idx[y], n) for (x, y), n in big.items() if n >= MIN_BIGRAM)
    total = sum(uni.values())
    words = sum(ini.values())

    tuni, tbig, ttri = read_text(a.text, idx)
    tkeys = sorted(tbig.items())
    mp, mback, mstart, mpairs = read_slm(a.slm, a.slm_dict, idx)
    mkeys = sorted(mpairs)

    with open(a.out_h + ".tmp", "w") as h:
        h.write("/* Generated by tools/gen_repair.py: do not edit. */\n"
                "#ifndef TINGSHU_REPAIR_DATA_H\n#define TINGSHU_REPAIR_DATA_H\n\n"
                "#include <stddef.h>\n#include <stdint.h>\n\n"
                "/* Built-in cipher table, data/repair/builtin.tsv. */\n"
                "extern const uint32_t repair_data_pairs[][2];\n"
                "extern const size_t repair_data_npairs;\n"
                "/* Sorted code points and their counts in the lexicon. */\n"
                "extern const uint32_t repair_data_chars[];\n"
                "extern const uint32_t repair_data_counts[];\n"
                "/* How often each starts and ends a word, and the number of words. */\n"
                "extern const uint32_t repair_data_initial[];\n"
                "extern const uint32_t repair_data_final[];\n"
                "extern const size_t repair_data_nchars;\n"
                "extern const double repair_data_total;\n"
                "extern const double repair_data_words;\n"
                "/* Sorted bigram keys (index << 16 | index) and their counts. */\n"
                "extern const uint32_t repair_data_bigram_keys[];\n"
                "extern const uint32_t repair_data_bigram_counts[];\n"
                "extern const size_t repair_data_nbigrams;\n"
                "/* The same pairs keyed the other way round (second << 16 | first). */\n"
                "extern const uint32_t repair_data_bigram_rkeys[];\n"
                "/* For each character index (and one past the last), where its pairs\n"
                " * start in repair_data_bigram_keys, _text_keys and _mod_keys. */\n"
                "extern const uint32_t repair_data_bigram_first[];\n"
                "extern const uint32_t repair_data_text_first[];\n"
                "extern const uint32_t repair_data_mod_first[];\n"
                "/* Running text (the corpus): each character's count, their sum,\n"
                " * and the sorted neighbour keys (index << 16 | index) with their\n"
                " * counts. */\n"
                "extern const uint32_t repair_data_text_counts[];\n"
                "extern const double repair_data_text_total;\n"
                "extern const uint32_t repair_data_text_keys[];\n"
                "extern const uint16_t repair_data_text_pair_counts[];\n"
                "extern const size_t repair_data_ntext;\n"
                "/* Its links, the pairs seen TEXT_LINK times or more: sorted keys\n"
                " * first << 16 | second, and the same pairs second << 16 | first. */\n"
                "extern const uint32_t repair_data_text_links[];\n"
                "extern const uint32_t repair_data_text_rlinks[];\n"
                "extern const size_t repair_data_nlinks;\n"
                "/* Its triples seen twice or more: sorted keys (index << 32 |\n"
                " * index << 16 | index) and their counts. */\n"
                "extern const uint64_t repair_data_text_tri_keys[];\n"
                "extern const uint16_t repair_data_text_tri_counts[];\n"
                "extern const size_t repair_data_ntri;\n"
                "/* Modern running text (sunpinyin's word n-grams): by index, each\n"
                " * character's probability, its back-off mass per occurrence and the\n"
                " * mass of words it starts; sorted pair keys (index << 16 | index) and\n"
                " * their explicit P(b | a), so that P(b | a) = pair + back(a)·start(b). */\n"
                "extern const float repair_data_mod_p[];\n"
                "extern const float repair_data_mod_back[];\n"
                "extern const float repair_data_mod_start[];\n"
                "extern const uint32_t repair_data_mod_keys[];\n"
                "extern const float repair_data_mod_pair[];\n"
                "/* GB2312 position (row * 94 + cell) of each character, 0xFFFF for\n"
                " * none. */\n"
                "extern const uint16_t repair_data_gb[];\n\n#endif\n")
    with open(a.out_c + ".tmp", "w") as c:
        c.write('/* Generated by tools/gen_repair.py: do not edit. */\n'
                '#include "repair_data.h"\n\n')
        c.write("const uint32_t repair_data_pairs[][2] = {\n")
        for s, o in pairs:
            c.write("\t{0x%X, 0x%X},\n" % (s, o))
        if not pairs:
            c.write("\t{0, 0},\n")
        c.write("};\nconst size_t repair_data_npairs = %d;\n\n" % len(pairs))

        def arr(name, vals):
            c.write("const uint32_t %s[] = {\n" % name)
            for i in range(0, len(vals), 12):
                c.write("\t" + ",".join(str(v) for v in vals[i:i + 12]) + ",\n")
            if not vals:
                c.write("\t0\n")
            c.write("};\n")

        arr("repair_data_chars", chars)
        arr("repair_data_counts", [min(uni[x], 0xFFFFFFFF) for x in chars])
        arr("repair_data_initial", [min(ini[x], 0xFFFFFFFF) for x in chars])
        arr("repair_data_final", [min(fin[x], 0xFFFFFFFF) for x in chars])
        c.write("const size_t repair_data_nchars = %d;\n" % len(chars))
        c.write("const double repair_data_total = %d.0;\n" % max(total, 1))
        c.write("const double repair_data_words = %d.0;\n\n" % max(words, 1))
        arr("repair_data_bigram_keys", [k for k, _ in keys])
        arr("repair_data_bigram_counts", [min(n, 0xFFFFFFFF) for _, n in keys])
        c.write("const size_t repair_data_nbigrams = %d;\n\n" % len(keys))
        arr("repair_data_bigram_rkeys",
            sorted(((k & 0xFFFF) << 16) | (k >> 16) for k, _ in keys))

        def firsts(name, ks):
            out, j = [], 0
            for i in range(len(chars) + 1):
                while j < len(ks) and ks[j] >> 16 < i:
                    j += 1
                out.append(j)
            arr(name, out)

        firsts("repair_data_bigram_first", [k for k, _ in keys])
        arr("repair_data_text_counts", [tuni[i] for i in range(len(chars))])
        c.write("const double repair_data_text_total = %d.0;\n" % sum(tuni.values()))
        arr("repair_data_text_keys", [k for k, _ in tkeys])
        c.write("const uint16_t repair_data_text_pair_counts[] = {\n")
        for i in range(0, len(tkeys), 16):
            c.write("\t" + ",".join(str(min(n, 0xFFFF)) for _, n in tkeys[i:i + 16]) + ",\n")
        c.write("\t0\n};\nconst size_t repair_data_ntext = %d;\n\n" % len(tkeys))
        firsts("repair_data_text_first", [k for k, _ in tkeys])
        links = [k for k, n in tkeys if n >= TEXT_LINK]
        arr("repair_data_text_links", links)
        arr("repair_data_text_rlinks", sorted(((k & 0xFFFF) << 16) | (k >> 16) for k in links))
        c.write("const size_t repair_data_nlinks = %d;\n\n" % len(links))
        trikeys = sorted(ttri.items())
        c.write("const uint64_t repair_data_text_tri_keys[] = {\n")
        for i in range(0, len(trikeys), 8):
            c.write("\t" + ",".join("%dull" % k for k, _ in trikeys[i:i + 8]) + ",\n")
        c.write("};\nconst uint16_t repair_data_text_tri_counts[] = {\n")
        for i in range(0, len(trikeys), 16):
            c.write("\t" + ",".join(str(min(n, 0xFFFF)) for _, n in trikeys[i:i + 16]) + ",\n")
        c.write("};\nconst size_t repair_data_ntri = %d;\n\n" % len(trikeys))

        def farr(name, vals):
            c.write("const float %s[] = {\n" % name)
            for i in range(0, len(vals), 8):
                c.write("\t" + ",".join("%.6ef" % v for v in vals[i:i + 8]) + ",\n")
            c.write("\t0\n};\n")

        farr("repair_data_mod_p", [mp.get(i, 0.0) for i in range(len(chars))])
        farr("repair_data_mod_back", [mback.get(i, 0.0) for i in range(len(chars))])
        farr("repair_data_mod_start", [mstart.get(i, 0.0) for i in range(len(chars))])
        arr("repair_data_mod_keys", mkeys)
        firsts("repair_data_mod_first", mkeys)
        farr("repair_data_mod_pair", [mpairs[k] for k in mkeys])
        gb = [gb2312_index(x) for x in chars]
        c.write("const uint16_t repair_data_gb[] = {\n")
        for i in range(0, len(gb), 12):
            c.write("\t" + ",".join(str(v) for v in gb[i:i + 12]) + ",\n")
        c.write("\t0xFFFF\n};\n")
    os.replace(a.out_h + ".tmp", a.out_h)
    os.replace(a.out_c + ".tmp", a.out_c)


if __name__ == "__main__":
    main()
