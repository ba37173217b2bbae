#!/usr/bin/env bash
# Shows that ThreadSanitizer's reports of Synchronization.Mutex on Linux are false positives,
# and that the suppression in ../tsan.supp hides those and no real race: builds main.swift
# with -sanitize=thread as a module named like Scenery's and runs it three ways.
#   mutex    correct locking with Mutex:   reported without the suppression, not with it;
#   pthread  the same with pthread_mutex:  not reported (ThreadSanitizer intercepts it);
#   outside  Mutex plus an unlocked race:  still reported with the suppression.
# Exits 1, saying which expectation failed; with a toolchain whose Mutex ThreadSanitizer
# understands, the first check fails and says the suppression can go.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
swiftc="${SWIFTC:-swiftc}"
work="$(mktemp -d "${TMPDIR:-/tmp}/scenery-mutex-tsan.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$swiftc" -swift-version 5 -sanitize=thread -Onone -parse-as-library -module-name SceneryLocalization \
    "$here/main.swift" -o "$work/mutex" || { echo "check.sh: cannot build the reproducer"; exit 1; }

failed=0
# run MODE SUPPRESSIONS EXPECTATION: EXPECTATION is "some" or "none" (reports).
run() {
    local options="halt_on_error=0"
    [ -n "$2" ] && options="$options:suppressions=$2"
    SWIFT_BACKTRACE=enable=no TSAN_OPTIONS="$options" "$work/mutex" "$1" >"$work/out" 2>&1
    local reports total
    reports=$(grep -c 'WARNING: ThreadSanitizer' "$work/out")
    total=$(grep -o 'total [0-9]* of [0-9]*' "$work/out")
    echo "$1, $([ -n "$2" ] && echo with || echo without) the suppression: $reports reports ($total)"
    if ! echo "$total" | awk '{ exit !($2 == $4 && $2 > 0) }'; then echo "  FAILED: the count is wrong: the lock did not hold"; failed=1; fi
    if [ "$3" = some ] && [ "$reports" -eq 0 ]; then echo "  FAILED: expected a report"; failed=1; fi
    [ "$1" = outside ] && grep SUMMARY "$work/out" | sed 's/^/  /'
    if [ "$3" = none ] && [ "$reports" -ne 0 ]; then echo "  FAILED: expected no report"; grep SUMMARY "$work/out"; failed=1; fi
}
run mutex "" some
[ $failed = 0 ] || echo "  ThreadSanitizer now understands Mutex: the suppression in tsan.supp can go"
run pthread "" none
run mutex "$here/../tsan.supp" none
run outside "$here/../tsan.supp" some
exit $failed
