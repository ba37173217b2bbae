import CLibFuzzer
#if canImport(Glibc)
import Glibc
#endif

// libFuzzer's driver, with this target's test function (docs/fuzzing.md).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzConfiguration(data, size) })
