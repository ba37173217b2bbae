// Declarations only (include/CLibFuzzer.h); libFuzzer itself is linked by -sanitize=fuzzer.
