// libFuzzer's entry for programs that have a main of their own (LLVM 11 and later). The
// fuzz targets call it from their main: SwiftPM gives every executable a main that runs
// the module's top-level code, so libFuzzer's own main is never linked.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));
