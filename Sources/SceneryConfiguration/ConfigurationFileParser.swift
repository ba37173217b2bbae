private import TOMLKit

/// Reads the settings a configuration file states, and what is wrong with it.
///
/// A file that is not valid TOML is still used line by line: every `key = value` line that
/// is valid on its own applies, and the broken line is reported with its line number — a
/// typo on one line does not throw away the rest.
package enum ConfigurationFileParser {
    /// What one file says.
    package struct Result: Sendable {
        /// The settings the file sets validly, with the line of each.
        package var values: [HostSetting: (value: SettingValue, line: Int?)] = [:]
        /// Problems, in the order of the file.
        package var diagnostics: [ConfigurationDiagnostic] = []
    }

    /// One valid setting's value.
    package enum SettingValue: Equatable, Sendable {
        case integer(Int)
        case seconds(Double)
        case level(LogLevelName)
    }

    /// Parses `text`, the contents of the file at `path` (for messages).
    package static func parse(_ text: String, path: String) -> Result {
        var result = Result()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        do {
            let table = try TOMLTable(string: text)
            read(table, lines: lines, lineOffset: 0, path: path, into: &result)
        } catch let error as TOMLParseError {
            let position = error.source.begin
            let broken = position.line >= 1 && position.line <= lines.count ? lines[position.line - 1] : ""
            let key = broken.split(separator: "=", maxSplits: 1).count == 2
                ? trimmed(broken.split(separator: "=", maxSplits: 1)[0]) : nil
            result.diagnostics.append(ConfigurationDiagnostic(
                .error, path: path, line: position.line, key: key.flatMap { $0.isEmpty ? nil : $0 },
                message: "not valid TOML (column \(position.column)): \(error.description); the line is ignored"))
            // Use each `key = value` line that stands on its own, up to the first table.
            for (index, line) in lines.enumerated() where index + 1 != position.line {
                let content = line.drop { $0 == " " || $0 == "\t" }
                if content.hasPrefix("[") { break }
                guard !content.isEmpty, !content.hasPrefix("#"), let table = try? TOMLTable(string: line) else { continue }
                read(table, lines: [line], lineOffset: index, path: path, into: &result)
            }
        } catch {
            result.diagnostics.append(ConfigurationDiagnostic(.error, path: path, line: nil, key: nil, message: "cannot be read: \(error)"))
        }
        return result
    }

    private static func read(_ table: TOMLTable, lines: [String], lineOffset: Int, path: String, into result: inout Result) {
        for key in table.keys.sorted(by: { (lineOf($0, in: lines) ?? .max) < (lineOf($1, in: lines) ?? .max) }) {
            let line = lineOf(key, in: lines).map { $0 + lineOffset + 1 }
            guard let setting = HostSetting(rawValue: key) else {
                let known = HostSetting.allCases.map(\.rawValue).joined(separator: ", ")
                result.diagnostics.append(ConfigurationDiagnostic(
                    .warning, path: path, line: line, key: key, message: "unknown key, ignored (the keys are \(known))"))
                continue
            }
            guard let raw = table[key] else { continue }
            if let value = validate(raw, for: setting) {
                result.values[setting] = (value, line)
            } else {
                result.diagnostics.append(ConfigurationDiagnostic(
                    .error, path: path, line: line, key: key,
                    message: "expected \(setting.expectation), found \(describe(raw)); the default stands"))
            }
        }
    }

    private static func validate(_ raw: any TOMLValueConvertible, for setting: HostSetting) -> SettingValue? {
        switch setting {
        case .spareRenderers:
            return raw.int.flatMap { (0...8).contains($0) ? .integer($0) : nil }
        case .restartLimit:
            return raw.int.flatMap { (0...100).contains($0) ? .integer($0) : nil }
        case .hangTimeout:
            return seconds(raw).flatMap { (0.5...3600).contains($0) ? .seconds($0) : nil }
        case .restartInterval:
            return seconds(raw).flatMap { (1...86_400).contains($0) ? .seconds($0) : nil }
        case .watchdog:
            return seconds(raw).flatMap { (0...3600).contains($0) ? .seconds($0) : nil }
        case .logLevel:
            return raw.string.flatMap { LogLevelName(rawValue: $0.lowercased()) }.map { .level($0) }
        }
    }

    private static func seconds(_ raw: any TOMLValueConvertible) -> Double? {
        if let integer = raw.int { return Double(integer) }
        if let double = raw.double, double.isFinite { return double }
        return nil
    }

    private static func describe(_ raw: any TOMLValueConvertible) -> String {
        if let string = raw.string { return "the string \"\(string)\"" }
        if let integer = raw.int { return String(integer) }
        if let double = raw.double { return String(double) }
        if let bool = raw.bool { return String(bool) }
        return "a \(raw.type)"
    }

    /// The 0-based index of the line that defines top-level `key` (bare or quoted).
    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { " \t\"'".contains($0) }.reversed().drop { " \t\"'".contains($0) }.reversed())
    }

    private static func lineOf(_ key: String, in lines: [String]) -> Int? {
        for (index, line) in lines.enumerated() {
            if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("[") { return nil }
            var rest = Substring(line).drop { $0 == " " || $0 == "\t" }
            for form in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(form) {
                rest = rest.dropFirst(form.count).drop { $0 == " " || $0 == "\t" }
                if rest.first == "=" { return index }
                rest = Substring(line).drop { $0 == " " || $0 == "\t" }
            }
        }
        return nil
    }
}
