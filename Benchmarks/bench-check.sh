#!/usr/bin/env bash
# Instruction counts of the in-process view benchmarks, under callgrind, against the
# baseline committed in Benchmarks/callgrind-baseline.txt.
#
#   bench-check.sh BENCH            compare; exit 1 if a workload costs more than 5 % over
#                                   its baseline (or the baseline lacks it)
#   bench-check.sh BENCH --report   print the same table, never fail (make bench)
#   bench-check.sh BENCH --update   write the counts as the new baseline
#
# BENCH is a release build of scenery-view-bench. Each workload runs in a process of its own:
# prepared and warmed up once, then run once inside the function `scenery_bench_measured`,
# which callgrind counts alone (--collect-atstart=no --toggle-collect). Instruction counts do
# not move with the machine's load as times do; they move with the code, the compiler and
# the libraries (Pango, HarfBuzz, fontconfig), so a baseline is kept per toolchain and is
# updated with --update when one of them changes on purpose.
#
# valgrind 3.19 cannot read the DWARF 5 the Swift toolchain writes, so callgrind runs a copy
# of BENCH without its debug sections (the symbol table, which it needs, stays).
#
# Environment: BENCH_CHECK_LIMIT (percent, default 5), BENCH_CHECK_ONLY (one workload).
set -euo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BASELINE="$BENCH_DIR/callgrind-baseline.txt"
LIMIT=${BENCH_CHECK_LIMIT:-5}
WORKLOADS=(flat1000 grid messages change change-first change-window counter shared phase type menu select tab)
[[ -n ${BENCH_CHECK_ONLY:-} ]] && WORKLOADS=("$BENCH_CHECK_ONLY")

fail() { echo "bench-check: $*" >&2; exit 2; }

(($# >= 1)) || fail "usage: bench-check.sh BENCH [--report|--update]"
BENCH=$1
MODE=${2:-check}
case $MODE in check | --report | --update) ;; *) fail "unknown option $MODE" ;; esac
[[ -x $BENCH ]] || fail "no benchmark executable at $BENCH (make bench-check builds it)"
for tool in valgrind objcopy; do
    command -v "$tool" >/dev/null || fail "$tool is missing; install: apt-get install valgrind binutils"
done

TMP=$(mktemp -d "${TMPDIR:-/tmp}/scenery-bench-check.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
objcopy --strip-debug "$BENCH" "$TMP/bench"

# name -> instructions, from the baseline file ("NAME INSTRUCTIONS" lines, # comments).
declare -A BASE=()
if [[ -f $BASELINE ]]; then
    while read -r name count _; do
        [[ -z $name || $name == \#* ]] && continue
        BASE[$name]=$count
    done <"$BASELINE"
fi

# One counted run of workload $1, in a process of its own; prints its instructions.
count_once() {
    local name=$1 out="$TMP/callgrind.$1"
    # Deterministic hashing: Swift seeds its hash tables per process otherwise, and the
    # collisions that seed decides would move the counts from run to run.
    if ! BENCH_COUNT=$name SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --collect-atstart=no \
        --toggle-collect=scenery_bench_measured --callgrind-out-file="$out" "$TMP/bench" \
        >"$TMP/$name.log" 2>&1; then
        cat "$TMP/$name.log" >&2
        fail "$name failed under callgrind"
    fi
    local count
    count=$(awk '/^summary:/ { print $2 }' "$out")
    [[ -n $count && $count -gt 0 ]] || fail "$name: callgrind counted nothing (is scenery_bench_measured in $BENCH?)"
    echo "$count"
}

declare -A NOW=()
for name in "${WORKLOADS[@]}"; do
    count=$(count_once "$name")
    # glibc's malloc sometimes sorts the chunks freed before a call inside that call: one
    # `calloc` (HarfBuzz's) then costs half a million instructions more, and whether that
    # lands in the counted run changes from one process to the next, with or without
    # address-space randomisation (change-window: 1.51 or 2.10 M in about two runs of
    # five, 2026-11-28). A count over the limit, and every count that becomes the
    # baseline, is taken up to twice more and the lowest kept.
    base=${BASE[$name]:-}
    for _ in 1 2; do
        [[ $MODE == --update ]] || [[ -n $base && $count -gt $((base + base * LIMIT / 100)) ]] || break
        again=$(count_once "$name")
        ((again < count)) && count=$again
    done
    NOW[$name]=$count
done

if [[ $MODE == --update ]]; then
    {
        echo "# Instructions (callgrind Ir) of one run of each view workload: Benchmarks/bench-check.sh."
        echo "# Written $(date -u +%Y-%m-%d) with $(swift --version 2>/dev/null | head -1 || echo 'an unknown Swift')"
        echo "# and Pango $(pkg-config --modversion pango 2>/dev/null || echo '?'); update it when the toolchain changes."
        for name in "${WORKLOADS[@]}"; do echo "$name ${NOW[$name]}"; done
    } >"$BASELINE.tmp"
    mv "$BASELINE.tmp" "$BASELINE"
    for name in "${WORKLOADS[@]}"; do BASE[$name]=${NOW[$name]}; done
    echo "bench-check: wrote ${BASELINE#"$BENCH_DIR"/../} (${#WORKLOADS[@]} workloads)"
fi

printf '%-10s %16s %16s %9s  %s\n' workload baseline now change verdict
regressions=()
for name in "${WORKLOADS[@]}"; do
    now=${NOW[$name]}
    base=${BASE[$name]:-}
    if [[ -z $base ]]; then
        printf '%-10s %16s %16s %9s  %s\n' "$name" - "$now" - "NO BASELINE"
        regressions+=("$name (no baseline)")
        continue
    fi
    change=$(awk -v n="$now" -v b="$base" 'BEGIN { printf "%+.2f%%", (n - b) * 100 / b }')
    verdict=$(awk -v n="$now" -v b="$base" -v l="$LIMIT" 'BEGIN {
        if (n > b * (1 + l / 100)) print "REGRESSION"; else if (n < b * (1 - l / 100)) print "faster"; else print "ok" }')
    printf '%-10s %16s %16s %9s  %s\n' "$name" "$base" "$now" "$change" "$verdict"
    [[ $verdict == REGRESSION ]] && regressions+=("$name")
done

if [[ $MODE == check ]] && ((${#regressions[@]})); then
    echo "bench-check: more than $LIMIT % over the baseline: ${regressions[*]}" >&2
    echo "bench-check: if that is intended (or the toolchain changed), run: make bench-baseline" >&2
    exit 1
fi
