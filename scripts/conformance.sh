#!/usr/bin/env bash
# TrueAsync conformance ratchet: runs `aphp test` on the async conformance directories
# (../shared/conformance/trueasync, next to the repository) and fails on any failing test
# that tests/conformance/trueasync.expected-failures does not list; listed tests that now
# pass are reported so the list can shrink. Tests in tests/conformance/trueasync.either
# depend on the machine or on how the run was started, and may pass or fail. Skipped when
# the conformance tree is absent.
# Usage: scripts/conformance.sh [APHP_BINARY]   (default: target/release/aphp)
# CONFORMANCE_DIR overrides where the conformance tree is (default ../shared/conformance).
set -euo pipefail
cd "$(dirname "$0")/.."
aphp="${1:-target/release/aphp}"
root=${CONFORMANCE_DIR:-../shared/conformance}/trueasync
list=tests/conformance/trueasync.expected-failures
either=tests/conformance/trueasync.either
dirs=(spawn suspend await coroutine future protect edge_cases common info channel sleep signal scope spawnWith context iterate pool exec task_group task_set dns stream io fiber gc include output_buffer socket)
if [ ! -d "$root" ]; then
    echo "conformance: $root not found, skipped"
    exit 0
fi
root=$(cd "$root" && pwd)
paths=()
for d in "${dirs[@]}"; do paths+=("$root/$d"); done
out=$(mktemp)
trap 'rm -f "$out" "$out.fail" "$out.list" "$out.either"' EXIT
"$aphp" test -j 2 --no-artifacts "${paths[@]}" >"$out" 2>&1 || true
sed -nE 's/^FAIL .*\[([^][]+)\]( \(.*\))?$/\1/p' "$out" | sed "s|^$root/||" | sort -u >"$out.fail"
grep -vE '^(#|$)' "$either" | awk '{print $1}' | sort -u >"$out.either"
grep -vE '^(#|$)' "$list" | awk '{print $1}' | sort -u | comm -23 - "$out.either" >"$out.list"
sort -u "$out.fail" | comm -23 - "$out.either" >"$out.fail.tmp" && mv "$out.fail.tmp" "$out.fail"
unexpected=$(comm -23 "$out.fail" "$out.list")
fixed=$(comm -13 "$out.fail" "$out.list")
tail -n 1 "$out"
if [ -n "$fixed" ]; then
    echo "conformance: listed in $list but passing now (remove them):"
    echo "$fixed" | sed 's/^/  /'
fi
if [ -n "$unexpected" ]; then
    echo "conformance: unexpected failures:"
    echo "$unexpected" | sed 's/^/  /'
    exit 1
fi
echo "conformance: ok ($(wc -l <"$out.list") expected failures)"
