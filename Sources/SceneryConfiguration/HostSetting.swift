/// One key of a host configuration file, with its rules.
///
/// The keys and defaults are documented in `config/scenery.toml`; a test reads that file
/// and checks it states exactly these defaults.
package enum HostSetting: String, CaseIterable, Sendable {
    case spareRenderers = "spare-renderers"
    case hangTimeout = "hang-timeout"
    case restartLimit = "restart-limit"
    case restartInterval = "restart-interval"
    case watchdog = "watchdog"
    case logLevel = "log-level"

    /// The environment variable that overrides the file for one launch, if there is one.
    package var environmentVariable: String? {
        switch self {
        case .spareRenderers: "SCENERY_SPARE_RENDERERS"
        case .logLevel: "SCENERY_LOG"
        case .hangTimeout, .restartLimit, .restartInterval, .watchdog: nil
        }
    }

    /// What a value must be, as an error message says it.
    package var expectation: String {
        switch self {
        case .spareRenderers: "a whole number from 0 to 8"
        case .hangTimeout: "a number of seconds from 0.5 to 3600"
        case .restartLimit: "a whole number from 0 to 100"
        case .restartInterval: "a number of seconds from 1 to 86400"
        case .watchdog: "a number of seconds from 0 (off) to 3600"
        case .logLevel: "one of " + LogLevelName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        }
    }
}

/// The log levels a configuration names (swift-log's, lower-case).
package enum LogLevelName: String, CaseIterable, Sendable {
    case trace, debug, info, notice, warning, error, critical
}
