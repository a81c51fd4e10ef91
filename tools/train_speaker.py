#!/usr/bin/env python3
"""train_speaker.py - the speaker stage's scorer (data/speaker.tsv).

    train_speaker.py --emit-c MODEL OUT.c
        the model's text as a C string, for the build to link in
"""
import sys


def emit_c(model, out):
    with open(model, encoding='utf-8') as f:
        text = f.read()
    body = ''.join('\t"%s"\n' % line.replace('\\', '\\\\').replace('"', '\\"').replace('\t', '\\t')
                   .replace('\n', '\\n') for line in text.splitlines(keepends=True))
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
    sys.stderr.write(__doc__)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
