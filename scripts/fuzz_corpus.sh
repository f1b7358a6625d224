#!/usr/bin/env bash
# Seeds fuzz/corpus/parse and fuzz/corpus/eval with the --FILE-- sections of the golden tests and
# the benchmark scripts, one file each.
set -euo pipefail
cd "$(dirname "$0")/.."
out=fuzz/corpus/parse
mkdir -p "$out"
n=0
while IFS= read -r -d '' test; do
    n=$((n + 1))
    awk '/^--FILE--$/ { on = 1; next } /^--[A-Z_]+--$/ { on = 0 } on' "$test" > "$out/phpt-$n.php"
done < <(find tests/phpt -name '*.phpt' -print0 | sort -z)
cp scripts/bench/*.php scripts/demo.php "$out/"
mkdir -p fuzz/corpus/eval
cp "$out"/phpt-* fuzz/corpus/eval/
echo "$(ls "$out" | wc -l) seeds in $out and fuzz/corpus/eval"
