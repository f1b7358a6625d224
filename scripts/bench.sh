#!/usr/bin/env bash
# Times the CPU workloads in scripts/bench/ on target/release/aphp and on `php -n`
# (when installed): median wall time of N runs each, the ratio aphp/php per
# workload, and the geometric mean of the ratios. A workload whose output differs
# from php's is marked MISMATCH and left out of the mean.
#
# Without WORKLOAD arguments the async workloads in scripts/bench/async/ follow, timed
# against php running a Fiber-based stand-in for the TrueAsync API, then the memory of
# 100k parked coroutines (peak RSS per coroutine).
#
# usage: scripts/bench.sh [-n RUNS] [WORKLOAD...]   (default 5 runs, all workloads;
# APHP_BENCH_BINARY=PATH times another aphp build)
set -euo pipefail
cd "$(dirname "$0")/.."

runs=5
if [[ "${1:-}" == "-n" ]]; then
    runs=$2
    shift 2
fi
aphp=${APHP_BENCH_BINARY:-target/release/aphp}
if [[ ! -x $aphp ]]; then
    cargo build --release
fi
php=()
if command -v php >/dev/null; then
    php=(php -n)
fi
workloads=("$@")
if [[ ${#workloads[@]} -eq 0 ]]; then
    workloads=(scripts/bench/*.php)
fi

# median_seconds CMD...: runs CMD $runs times, prints the median wall time.
median_seconds() {
    if command -v hyperfine >/dev/null; then
        local csv
        csv=$(mktemp)
        hyperfine -N --style none --runs "$runs" --export-csv "$csv" \
            "$(printf '%q ' "$@")" >/dev/null 2>&1 || true
        awk -F, 'NR == 2 { printf "%.4f\n", $4 }' "$csv"
        rm -f "$csv"
        return
    fi
    local i start end
    for ((i = 0; i < runs; i++)); do
        start=$(date +%s.%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s.%N)
        awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f\n", e - s }'
    done | sort -g | awk '{ t[NR] = $1 }
        END { if (NR % 2) print t[(NR + 1) / 2]; else printf "%.4f\n", (t[NR / 2] + t[NR / 2 + 1]) / 2 }'
}

# bench_one WORKLOAD PHP_CMD...: one table row; the ratio goes into $ratios.
bench_one() {
    local w=$1
    shift
    local name note="" aphp_out php_out t_aphp t_php ratio
    name=$(basename "$w" .php)
    aphp_out=$("$aphp" "$w" 2>&1) || note="aphp exit $?"
    t_aphp=$(median_seconds "$aphp" "$w")
    if [[ $# -gt 0 ]]; then
        local php_rc=0
        php_out=$("$@" "$w" 2>&1) || php_rc=$?
        t_php=$(median_seconds "$@" "$w")
        if [[ $php_rc -ne 0 ]]; then
            note="php exit $php_rc${note:+, $note}"
            t_php="-"
            ratio="-"
        elif [[ "$aphp_out" != "$php_out" ]]; then
            note="MISMATCH${note:+, $note}"
            ratio="-"
        else
            ratio=$(awk -v a="$t_aphp" -v p="$t_php" 'BEGIN { if (p > 0) printf "%.2f", a / p; else print "-" }')
            [[ $ratio != "-" ]] && ratios+=("$ratio")
        fi
    else
        t_php="-"
        ratio="-"
    fi
    printf '%-12s %10s %10s %8s  %s\n' "$name" "$t_aphp" "$t_php" "$ratio" "$note"
}

printf '%-12s %10s %10s %8s  %s\n' workload "aphp (s)" "php (s)" ratio note
ratios=()
for w in "${workloads[@]}"; do
    bench_one "$w" "${php[@]}"
done

if [[ ${#ratios[@]} -gt 0 ]]; then
    printf '%s\n' "${ratios[@]}" | awk '{ s += log($1); n++ }
        END { printf "geometric mean of aphp/php ratios: %.2f (%d workloads)\n", exp(s / n), n }'
fi
printf 'startup (aphp -r %s): %s s\n' "''" "$(runs=$((runs * 4)) median_seconds "$aphp" -r '')"

# The async workloads (TrueAsync API) against php with a Fiber-based stand-in for
# TrueAsync; a ratio below 1 means aphp is faster. Not part of the mean above.
if [[ $# -eq 0 ]]; then
    printf '\nasync (php runs with scripts/bench/async/fiber_shim.php)\n'
    async_php=()
    if [[ ${#php[@]} -gt 0 ]]; then
        async_php=("${php[@]}" -d memory_limit=-1 -d "auto_prepend_file=$PWD/scripts/bench/async/fiber_shim.php")
    fi
    ratios=()
    for w in scripts/bench/async/*.php; do
        [[ $(basename "$w") == fiber_shim.php ]] && continue
        bench_one "$w" "${async_php[@]}"
    done
fi

# Memory of parked coroutines: each workload parks $n coroutines at once (on one Future,
# on one channel); peak RSS over $n is what one parked coroutine costs. unstarted1m
# spawns 1M coroutines that own no stack until they start (run alone, it prints the
# stack count runtime_stats() reports while they wait).
# memory_limit is lifted because every coroutine's bookkeeping is charged to it.
if [[ $# -eq 0 && -x /usr/bin/time ]]; then
    printf '\nparked coroutines (aphp -d memory_limit=-1)\n'
    printf '%-12s %10s %10s %14s %12s\n' workload coroutines "time (s)" "peak RSS (KB)" "KB each"
    for w in scripts/bench/memory/park100k.php scripts/bench/async/idle100k.php \
        scripts/bench/memory/unstarted1m.php; do
        n=$(sed -nE 's/^\$n = ([0-9]+);.*/\1/p' "$w" | head -n 1)
        stats=$(/usr/bin/time -f '%e %M' "$aphp" -d memory_limit=-1 "$w" 2>&1 >/dev/null | tail -n 1)
        read -r secs kb <<<"$stats"
        printf '%-12s %10s %10s %14s %12s\n' "$(basename "$w" .php)" "$n" "$secs" "$kb" \
            "$(awk -v k="$kb" -v n="$n" 'BEGIN { printf "%.1f", k / n }')"
    done
fi
