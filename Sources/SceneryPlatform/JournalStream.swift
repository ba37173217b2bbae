#if canImport(Glibc)
import Glibc
#endif
public import Logging

/// Whether standard error goes to systemd's journal, and the syslog priority prefixes that
/// then make each line's severity visible there.
///
/// systemd sets `JOURNAL_STREAM=<device>:<inode>` for a service whose output goes to the
/// journal. A process checks that standard error is still that stream (a shell started from
/// the service and redirected elsewhere inherits the variable, but not the stream), and when
/// it is, starts each line with `<N>`, the syslog priority (journald reads and strips it:
/// `SyslogLevelPrefix=`, on by default). Renderers inherit both the variable and the stream,
/// so their lines carry prefixes too.
public enum JournalStream {
    /// Whether standard error is the stream `JOURNAL_STREAM` names.
    public static let isStandardError: Bool = matches(RuntimePaths.environment("JOURNAL_STREAM"), fd: 2)

    /// Whether `value` (`device:inode`, as systemd writes them in decimal) names the file
    /// open as `fd`.
    public static func matches(_ value: String?, fd: Int32) -> Bool {
        guard let value, let colon = value.firstIndex(of: ":"),
              let device = UInt64(value[..<colon]), let inode = UInt64(value[value.index(after: colon)...]) else { return false }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return false }
        return UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
    }

    /// The syslog priority of a log level: 7 debug (and trace), 6 info, 5 notice, 4 warning,
    /// 3 error, 2 critical.
    public static func priority(of level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: 7
        case .info: 6
        case .notice: 5
        case .warning: 4
        case .error: 3
        case .critical: 2
        }
    }

    /// `<N>` for a line at `level` when standard error is the journal, else nothing.
    public static func prefix(for level: Logger.Level) -> String {
        isStandardError ? "<\(priority(of: level))>" : ""
    }
}
