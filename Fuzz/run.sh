#!/usr/bin/env bash
# Runs the libFuzzer targets built by Fuzz/build.sh, each for SECONDS, one after another.
#
#   Fuzz/run.sh SECONDS TARGET...
#
# Each target starts from its committed seeds (Fuzz/Corpus/NAME, NAME being TARGET without
# its fuzz- prefix) and the inputs of defects found before (Fuzz/Regressions/NAME), and
# keeps the inputs it finds in
# .build-fuzz/corpus/TARGET (never in the repository). An input that crashes, hangs (more
# than FUZZ_TIMEOUT seconds, default 5) or allocates more than FUZZ_MALLOC_LIMIT_MB (default
# 256) is written to .build-fuzz/artifacts/TARGET/; the run goes on with the next target,
# prints every reproducer's path at the end and exits 1.
set -u -o pipefail
cd "$(dirname "$0")/.."

seconds=${1:?usage: Fuzz/run.sh SECONDS TARGET...}
shift
bin=${FUZZ_BIN:-.build-fuzz/debug}
timeout=${FUZZ_TIMEOUT:-5}
malloc_limit=${FUZZ_MALLOC_LIMIT_MB:-256}
failed=()

for target in "$@"; do
    fuzzer="$bin/$target"
    if [ ! -x "$fuzzer" ]; then
        echo "fuzz: $fuzzer is missing (build it with Fuzz/build.sh)" >&2
        failed+=("$target: not built")
        continue
    fi
    work=.build-fuzz/corpus/$target
    artifacts=.build-fuzz/artifacts/$target
    log=.build-fuzz/logs/$target.log
    mkdir -p "$work" "$artifacts" "$(dirname "$log")"
    name=${target#fuzz-}
    corpora=("$work" "Fuzz/Corpus/$name")
    [ -d "Fuzz/Regressions/$name" ] && corpora+=("Fuzz/Regressions/$name")
    before=$(ls "$artifacts" | wc -l)
    started=$(date +%s)
    # Swift's own backtracer is left out: under AddressSanitizer it trips over its own stack
    # reads, and libFuzzer's report says what failed. LeakSanitizer reads the suppressions
    # of `make sanitize` (TOMLKit never frees the copies its C accessors return).
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$PWD/Tests/Sanitizers/lsan.supp:print_suppressions=0" "$fuzzer" -max_total_time="$seconds" -timeout="$timeout" -malloc_limit_mb="$malloc_limit" \
        -rss_limit_mb=2048 -max_len="${FUZZ_MAX_LEN:-8192}" -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "${corpora[@]}" >"$log" 2>&1
    status=$?
    runs=$(grep -o '^stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    if [ "$status" -eq 0 ]; then
        printf 'fuzz %-22s ok: %s runs in %ss, %s, corpus %s inputs\n' "$target" "${runs:-?}" "$(( $(date +%s) - started ))" "${cov:-cov: ?}" "$(ls "$work" | wc -l)"
        continue
    fi
    reproducer=$(grep -o 'Test unit written to .*' "$log" | tail -1 | sed 's/^Test unit written to //')
    [ -n "$reproducer" ] || [ "$(ls "$artifacts" | wc -l)" -eq "$before" ] || reproducer=$(ls -t "$artifacts"/* | head -1)
    echo "fuzz $target FAILED (exit $status); the last lines of $log:" >&2
    grep -v '^\(#[0-9]\|INFO:\|\s*NEW_FUNC\)' "$log" | tail -40 >&2
    echo "fuzz $target: reproducer ${reproducer:-(none written)}; replay it with: $fuzzer ${reproducer:-}" >&2
    failed+=("$target: ${reproducer:-see $log}")
done

if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzz: ${#failed[@]} target(s) failed:" >&2
    printf '  %s\n' "${failed[@]}" >&2
    exit 1
fi
