#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// Where a setting's effective value came from.
package enum SettingSource: Equatable, Sendable, CustomStringConvertible {
    /// The documented default.
    case defaultValue
    /// The app's configuration file, at a line.
    case file(path: String, line: Int?)
    /// An environment variable of the process.
    case environment(String)

    package var description: String {
        switch self {
        case .defaultValue: "default"
        case .file(let path, let line?): "\(path):\(line)"
        case .file(let path, nil): path
        case .environment(let name): "environment \(name)"
        }
    }
}

/// The settings in effect, where each came from, and what was wrong on the way.
package struct EffectiveConfiguration: Sendable {
    package var values = HostConfiguration()
    package var sources: [HostSetting: SettingSource] = [:]
    package var diagnostics: [ConfigurationDiagnostic] = []
    /// The file that was read (whether or not it exists).
    package var path: String

    /// The defaults, as from a file at `path` that sets nothing.
    package init(path: String) { self.path = path }

    /// Where `setting` came from.
    package func source(of setting: HostSetting) -> SettingSource { sources[setting] ?? .defaultValue }
}

/// Builds the host's configuration: defaults, then `$XDG_CONFIG_HOME/scenery/<app-id>.toml`
/// (`~/.config/scenery/<app-id>.toml` without it), then environment variables.
package enum ConfigurationLoader {
    /// The largest file read; a larger one is an error (and the defaults stand).
    package static let maximumFileSize = 1 << 20

    /// The configuration file of `appID`.
    package static func path(appID: String, environment: (String) -> String? = RuntimePaths.environment) -> String {
        let base: String
        if let config = environment("XDG_CONFIG_HOME"), config.hasPrefix("/") {
            base = config
        } else {
            base = (environment("HOME") ?? "") + "/.config"
        }
        return "\(base)/scenery/\(appID).toml"
    }

    /// Loads the configuration of `appID` as a process with `environment` sees it.
    package static func load(appID: String, environment: (String) -> String? = RuntimePaths.environment) -> EffectiveConfiguration {
        let path = path(appID: appID, environment: environment)
        var effective = EffectiveConfiguration(path: path)
        switch readFile(path) {
        case .absent: break
        case .failed(let message):
            effective.diagnostics.append(ConfigurationDiagnostic(.error, path: path, line: nil, key: nil, message: "\(message); using the defaults"))
        case .text(let text):
            let parsed = ConfigurationFileParser.parse(text, path: path)
            effective.diagnostics = parsed.diagnostics
            for (setting, entry) in parsed.values {
                effective.apply(entry.value, to: setting)
                effective.sources[setting] = .file(path: path, line: entry.line)
            }
        }
        for setting in HostSetting.allCases {
            guard let name = setting.environmentVariable, let text = environment(name), !text.isEmpty else { continue }
            let value: ConfigurationFileParser.SettingValue? = switch setting {
            case .logLevel: LogLevelName(rawValue: text.lowercased()).map { .level($0) }
            default: Int(text).map { .integer(max(0, min($0, 8))) }
            }
            if let value {
                effective.apply(value, to: setting)
                effective.sources[setting] = .environment(name)
            } else {
                effective.diagnostics.append(ConfigurationDiagnostic(
                    .error, path: "environment", line: nil, key: name, message: "expected \(setting.expectation), found \"\(text)\"; ignored"))
            }
        }
        return effective
    }

    private enum FileContents { case absent, failed(String), text(String) }

    private static func readFile(_ path: String) -> FileContents {
        let bytes: [UInt8]
        do {
            guard let read = try AtomicFile.read(path, limit: maximumFileSize) else { return .absent }
            bytes = read
        } catch {
            if error.errno == EFBIG { return .failed("is larger than \(maximumFileSize / 1024) KiB") }
            return .failed("cannot be \(error.call == "open" ? "opened" : "read"): \(error.reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failed("is not UTF-8 text") }
        return .text(text)
    }
}

extension EffectiveConfiguration {
    /// Sets `setting` to `value` (a value of the setting's kind; others are ignored).
    package mutating func apply(_ value: ConfigurationFileParser.SettingValue, to setting: HostSetting) {
        switch (setting, value) {
        case (.spareRenderers, .integer(let count)): values.spareRenderers = count
        case (.restartLimit, .integer(let count)): values.restartLimit = count
        case (.hangTimeout, .seconds(let seconds)): values.hangTimeout = seconds
        case (.restartInterval, .seconds(let seconds)): values.restartInterval = seconds
        case (.watchdog, .seconds(let seconds)): values.watchdog = seconds
        case (.logLevel, .level(let level)): values.logLevel = level
        default: break
        }
    }
}
