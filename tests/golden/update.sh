#!/bin/sh
# Regenerates the golden files of tests/cli/25-golden.sh from the current
# build: run it after a deliberate change to a stage's output, and read the
# diff (git diff tests/golden) before committing it.
cd "$(dirname "$0")/../.." || exit 2
mkdir -p tests/golden/stages
for ch in chapters/*.txt; do
	name=$(basename "$ch" .txt)
	./tingshu inspect text "$ch" >"tests/golden/stages/$name.text" 2>/dev/null
	./tingshu inspect segments --json "$ch" >"tests/golden/stages/$name.segments.jsonl" 2>/dev/null
	./tingshu inspect text "$ch" 2>/dev/null | ./tingshu inspect pinyin --align --book chapters - \
		>"tests/golden/stages/$name.pinyin" 2>/dev/null
	./tingshu inspect text "$ch" 2>/dev/null | ./tingshu inspect norm --book chapters - \
		>"tests/golden/stages/$name.norm" 2>/dev/null
done
