// fuzz-configuration: the host's configuration file (`$XDG_CONFIG_HOME/scenery/<app-id>.toml`,
// read at start and on SIGHUP) through ConfigurationFileParser.parse, so through TOMLKit's
// parser (toml++) and Scenery's reading of its tables.
//
// Input: the file's bytes (invalid UTF-8 is repaired, as the loader reads the file).
//
// Checked: nothing traps; every line a value or a diagnostic names is a line of the file;
// every diagnostic names the file; the same text parses to the same result twice.
import SceneryConfiguration

private let path = "/fuzz/app.toml"

// Also named as libFuzzer names it: its runtime keeps a `main` (unused here) that refers to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
    let result = ConfigurationFileParser.parse(text, path: path)
    for (setting, entry) in result.values {
        if let line = entry.line {
            precondition(line >= 1 && line <= lineCount, "\(setting) is said to be on line \(line) of \(lineCount)")
        }
    }
    for diagnostic in result.diagnostics {
        precondition(diagnostic.path == path, "a diagnostic names \(diagnostic.path)")
        if let line = diagnostic.line {
            precondition(line >= 1 && line <= lineCount, "a diagnostic is on line \(line) of \(lineCount)")
        }
    }
    let again = ConfigurationFileParser.parse(text, path: path)
    precondition(again.diagnostics.map(\.description) == result.diagnostics.map(\.description), "diagnostics differ between two parses")
    precondition(
        again.values.mapValues { $0.value } == result.values.mapValues { $0.value }, "values differ between two parses")
    return 0
}
