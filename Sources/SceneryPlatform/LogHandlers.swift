#if canImport(Glibc)
import Glibc
#endif
public import Logging

/// A swift-log handler that writes one line per message to standard error:
/// `Hello[host 1234] warning: message`. The level comes from `SCENERY_LOG`
/// (trace, debug, info, notice, warning, error, critical; default warning).
public struct StandardErrorLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level
    private let prefix: String

    /// Creates a handler whose lines start with `prefix`.
    public init(prefix: String, level: Logger.Level = StandardErrorLogHandler.configuredLevel) {
        self.prefix = prefix
        self.logLevel = level
    }

    /// The level `SCENERY_LOG` asks for.
    public static var configuredLevel: Logger.Level {
        RuntimePaths.environment("SCENERY_LOG").flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .warning
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        // Under systemd, the journal learns each line's severity from its `<N>` prefix.
        writeStandardError("\(JournalStream.prefix(for: event.level))\(prefix) \(event.level): \(event.message)\n")
    }
}
