#if canImport(Glibc)
import Glibc
#endif
import Logging
import SceneryPlatform
import SceneryWire

/// The host's side of running under a service manager (docs/systemd.md): what it was
/// started with, and what it tells the manager.
///
/// * **Resident.** Started with `--service` or by socket activation, the host is an app's
///   resident scene host: it opens no window until a launch asks for one (a launch of the
///   app's executable hands itself over through the control socket), keeps its spare
///   renderers warm, and stays when its last window closes. Only a restart within the same
///   login (the runtime directory still holds ``reopenMarker``) reopens the windows that
///   were open.
/// * **Notifications.** With `NOTIFY_SOCKET` set, the host sends `READY=1` once it serves
///   its control socket, `STATUS=` with its window count whenever the count changes,
///   `WATCHDOG=1` from a timer on its event loop (so a hung loop stops the pings), and
///   `STOPPING=1` when it starts to stop.
@MainActor
final class HostService {
    /// Whether the host stays without windows and waits for launches (`--service`, or
    /// socket activation).
    let isResident: Bool
    /// The listening control socket the manager passed, if it passed one.
    let inheritedListener: Int32?
    /// Whether this start should reopen the windows saved at the last stop: a resident host
    /// restarted within the same login.
    let reopensSavedWindows: Bool
    /// How many windows are open; read after each event-loop turn for `STATUS=`.
    var windowCount: (@MainActor () -> Int)?
    private let notifier: ServiceNotifier?
    private let loop: EventLoop
    var logger: Logger
    private let watchdog: DeadlineTimer
    /// Milliseconds between watchdog pings; nil when the watchdog is off.
    private(set) var watchdogInterval: Double?
    /// The manager's watchdog variables as the host was started with them (`WATCHDOG_USEC`,
    /// `WATCHDOG_PID`), kept to recompute the interval when the configuration changes.
    private let managerWatchdog: [String: String]
    private var announcedCount: Int?
    private var isReady = false
    private var isStopping = false
    /// `<control directory>/<app-id>.reopen`: present while a resident host has windows
    /// open (and left in place when it is stopped or dies), in the runtime directory, which
    /// lasts as long as the login.
    private let reopenMarker: String

    /// The service side of this start, or nil when the host runs as a plain app (no
    /// `--service`, no sockets passed, no `NOTIFY_SOCKET`). Takes the passed sockets and
    /// the manager's variables out of the environment, so renderers never see them.
    static func start(
        appID: String, arguments: [String], loop: EventLoop, logger: Logger, configuredWatchdogSeconds: Double
    ) throws(HostError) -> HostService? {
        let activated: Int32?
        switch SocketActivation.takeControlSocket() {
        case .success(let fd): activated = fd
        case .failure(let error): throw .serviceEnvironment(reason: error.message)
        }
        let resident = activated != nil || arguments.dropFirst().contains("--service")
        var notifier: ServiceNotifier?
        if let name = RuntimePaths.environment("NOTIFY_SOCKET"), !name.isEmpty {
            do {
                notifier = try ServiceNotifier(socket: name)
            } catch {
                logger.warning("\(error.message)")
            }
        }
        var managerWatchdog: [String: String] = [:]
        for name in ["WATCHDOG_USEC", "WATCHDOG_PID"] { managerWatchdog[name] = RuntimePaths.environment(name) }
        for name in ["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"] { unsetenv(name) }
        guard resident || notifier != nil else { return nil }
        return HostService(
            appID: appID, resident: resident, listener: activated, notifier: notifier, managerWatchdog: managerWatchdog,
            configuredWatchdogSeconds: configuredWatchdogSeconds, loop: loop, logger: logger)
    }

    private init(
        appID: String, resident: Bool, listener: Int32?, notifier: ServiceNotifier?, managerWatchdog: [String: String],
        configuredWatchdogSeconds: Double, loop: EventLoop, logger: Logger
    ) {
        isResident = resident
        inheritedListener = listener
        self.notifier = notifier
        self.managerWatchdog = managerWatchdog
        watchdogInterval = notifier == nil ? nil : Self.watchdogInterval(
            environment: { managerWatchdog[$0] }, pid: getpid(), configuredSeconds: configuredWatchdogSeconds)
        self.loop = loop
        self.logger = logger
        watchdog = DeadlineTimer(loop: loop)
        reopenMarker = RuntimePaths.controlDirectory() + "/" + appID + ".reopen"
        reopensSavedWindows = resident && access(reopenMarker, F_OK) == 0
        if let watchdogInterval {
            logger.info("watchdog: pinging the service manager every \(Self.milliseconds(watchdogInterval))")
            pingWatchdog()
        }
        loop.afterEachTurn { [weak self] in self?.publishWindowCount() }
    }

    /// The interval between watchdog pings, in milliseconds. The manager's `WATCHDOG_USEC`
    /// (when meant for `pid`: `WATCHDOG_PID` unset or equal) is the deadline it enforces, so
    /// the host pings at half of it, or more often when the configured `watchdog` seconds
    /// are shorter — the configuration can shorten the pings, never stretch them past what
    /// the manager enforces. Without `WATCHDOG_USEC`, the configured seconds are the
    /// interval; nil when neither asks for pings (or the manager's watchdog is another
    /// process's).
    nonisolated static func watchdogInterval(environment: (String) -> String?, pid: Int32, configuredSeconds: Double) -> Double? {
        let configured = configuredSeconds > 0 ? configuredSeconds * 1000 : nil
        if let text = environment("WATCHDOG_USEC"), let microseconds = UInt64(text), microseconds > 0 {
            if let owner = environment("WATCHDOG_PID"), Int32(owner) != pid { return nil }
            return min(Double(microseconds) / 2000, configured ?? .infinity)
        }
        return configured
    }

    /// Applies a new `watchdog` setting (SIGHUP): recomputes the interval against the
    /// manager's `WATCHDOG_USEC` and, when it changed, pings now and re-arms the timer at
    /// the new interval (or stops pinging).
    func reconfigureWatchdog(configuredSeconds: Double) {
        let new = notifier == nil ? nil : Self.watchdogInterval(
            environment: { [managerWatchdog] in managerWatchdog[$0] }, pid: getpid(), configuredSeconds: configuredSeconds)
        guard new != watchdogInterval, !isStopping else { return }
        watchdogInterval = new
        watchdog.cancel()
        if let new {
            logger.notice("watchdog: pinging the service manager every \(Self.milliseconds(new))")
            pingWatchdog()
        } else {
            logger.notice("watchdog: no longer pinging the service manager")
        }
    }

    /// Milliseconds for a log line ("250 ms", "5000 ms").
    nonisolated static func milliseconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) ms" : "\(value) ms"
    }

    /// The host serves its control socket: `READY=1`, with the window count.
    func ready() {
        guard !isReady else { return }
        isReady = true
        let count = windowCount?() ?? 0
        announcedCount = count
        notify(["READY=1", "STATUS=" + Self.status(windows: count, resident: isResident), "MAINPID=\(getpid())"])
    }

    /// The host starts to stop: `STOPPING=1`; the saved windows stay marked for reopening.
    func stopping() {
        guard !isStopping else { return }
        isStopping = true
        watchdog.cancel()
        notify(["STOPPING=1", "STATUS=closing every window"])
    }

    /// Tells the manager why the host cannot start (`STATUS=`), before it exits.
    func failed(_ message: String) {
        notify(["STATUS=" + message])
    }

    /// Answers every connection waiting on the passed socket with `reply` and closes it,
    /// for a host that cannot start: a connection left waiting would make the manager
    /// start the host again at once, in a loop.
    func refusePendingConnections(_ reply: ErrorReply) {
        guard let listener = inheritedListener else { return }
        while let fd = Sockets.accept(listener) {
            // The channel closes the connection when it goes away.
            let channel = BlockingChannel(fd: fd)
            try? channel.send(.error(reply), milliseconds: 200)
        }
    }

    /// `STATUS=` line for `windows` open windows.
    nonisolated static func status(windows: Int, resident: Bool) -> String {
        switch windows {
        case 0: resident ? "no window open; waiting for a launch" : "no window open"
        case 1: "1 window open"
        default: "\(windows) windows open"
        }
    }

    private func publishWindowCount() {
        guard !isStopping, let count = windowCount?() else { return }
        if isResident { markReopening(count > 0) }
        guard isReady, count != announcedCount else { return }
        announcedCount = count
        notify(["STATUS=" + Self.status(windows: count, resident: isResident)])
    }

    /// Keeps the reopen marker in step with whether windows are open.
    private func markReopening(_ open: Bool) {
        let exists = access(reopenMarker, F_OK) == 0
        if open && !exists {
            let fd = Glibc.open(reopenMarker, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
            if fd >= 0 { FileDescriptorIO.close(fd) } else { logger.warning("cannot create \(reopenMarker): \(SystemError("open"))") }
        } else if !open && exists {
            unlink(reopenMarker)
        }
    }

    private func pingWatchdog() {
        guard let watchdogInterval, !isStopping else { return }
        notify(["WATCHDOG=1"])
        watchdog.arm(inMilliseconds: watchdogInterval) { [weak self] in self?.pingWatchdog() }
    }

    private func notify(_ assignments: [String]) {
        guard let notifier else { return }
        if let error = notifier.send(assignments) {
            logger.warning("cannot notify the service manager (\(assignments.first ?? "")): \(error)")
        }
    }
}
