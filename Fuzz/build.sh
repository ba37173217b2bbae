#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/Targets) with SwiftPM's fuzzer and address
# sanitizers in .build-fuzz, apart from the normal build.
#
#   Fuzz/build.sh TARGET...
#
# The targets exist in Package.swift only when SCENERY_FUZZ is set. Every module they use
# is compiled with coverage instrumentation and AddressSanitizer; the executables link
# libFuzzer's main. The linker's warnings about AddressSanitizer's local symbols (one per
# register, on every link) are left out of the output.
set -eu -o pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
for target in "$@"; do
    SCENERY_FUZZ=1 $swift build --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address --product "$target" 2>&1 \
        | { grep -v "warning: Cannot export local symbol '__asan" || true; }
done
