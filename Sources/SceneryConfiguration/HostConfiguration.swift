/// The scene host's settings: the documented defaults, overridden by the app's
/// configuration file and then by the launch's environment (``ConfigurationLoader``).
package struct HostConfiguration: Equatable, Sendable {
    /// Renderers kept started and waiting for a window, so a new window needs no process
    /// start (`spare-renderers`).
    package var spareRenderers = 1
    /// Seconds a renderer may leave a ping unanswered before its window is shown as not
    /// responding; after as long again it is restarted (`hang-timeout`).
    package var hangTimeout = 5.0
    /// Restarts of one window's renderer allowed within ``restartInterval`` before the
    /// window is given up (`restart-limit`).
    package var restartLimit = 3
    /// The span, in seconds, that ``restartLimit`` counts restarts in (`restart-interval`).
    package var restartInterval = 30.0
    /// Seconds between watchdog pings the host owes its service manager; 0 turns the
    /// watchdog off. Under systemd, `WatchdogSec=` in the unit takes precedence
    /// (`watchdog`).
    package var watchdog = 0.0
    /// The least severe log lines written (`log-level`).
    package var logLevel = LogLevelName.warning

    /// The defaults.
    package init() {}

    /// The value of `setting`, as `scenectl config` prints it (TOML syntax).
    package func formatted(_ setting: HostSetting) -> String {
        switch setting {
        case .spareRenderers: String(spareRenderers)
        case .hangTimeout: Self.seconds(hangTimeout)
        case .restartLimit: String(restartLimit)
        case .restartInterval: Self.seconds(restartInterval)
        case .watchdog: Self.seconds(watchdog)
        case .logLevel: "\"\(logLevel.rawValue)\""
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
