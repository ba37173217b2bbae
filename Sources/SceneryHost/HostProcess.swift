#if canImport(Glibc)
import Glibc
#endif
import Logging
import SceneryConfiguration
package import SceneryCore
import SceneryPlatform
import SceneryWire

/// The scene host: evaluates the app's scenes and composes the parts that run them — the
/// renderer processes (``RendererPool``), the values shared between windows and kept between
/// launches (``HostStore``) and the control socket and URLs (``ControlService``). What the
/// host itself keeps is what a window *is* (Chromium's `WebContents` beside its
/// `RenderProcessHost`): its scene and value, its phase, its restarts. It never draws.
///
/// The window lifecycle is in `HostProcess+Windows.swift`, phases in
/// `HostProcess+Phases.swift`, hung renderers in `HostProcess+Hangs.swift`, launch helpers
/// (and a launch handed over by a second process) in `HostProcess+Launch.swift`; running
/// under a service manager is ``HostService``'s (`Service/`).
@MainActor
package final class HostProcess {
    let appID: String
    let appName: String
    private let arguments: [String]
    let makeScenes: @MainActor (EnvironmentValues) -> [SceneDeclaration]
    /// The environment `App.body` is evaluated in: `scenePhase` is the app's aggregate.
    var appEnvironment = EnvironmentValues()
    /// The values the scenes' `onChange(of:)` modifiers saw at the last evaluation.
    var observedSceneValues: [Any] = []
    let loop = EventLoop()
    /// Runs main-actor tasks (`.task`, `Task { @MainActor in }`) from the event loop.
    private var mainQueue: MainQueueBridge?
    private var signals: SignalSource?
    var logger: Logger {
        didSet {
            pool.logger = logger
            store.logger = logger
            control.logger = logger
            service?.logger = logger
        }
    }
    /// The renderer processes.
    let pool: RendererPool
    /// `@AppStorage`, shared models and the saved windows.
    let store: HostStore
    /// The control socket's requests and URL routing.
    private(set) lazy var control = ControlService(appID: appID, pool: pool, windows: self, headless: headless, logger: logger)
    /// Held from before the first window until the host exits: no second host of this app.
    private var instanceLock: InstanceLock?
    /// Running under a service manager, or as the app's resident host (docs/systemd.md).
    private(set) var service: HostService?
    var manifest: SceneManifest?
    var nextWindowID: UInt64 = 1
    var exitCode: Int32 = 0
    var everOpened = false
    var phases = PhaseTracker()
    /// The scenes `App.body` declares, evaluated once.
    private(set) var scenes: [SceneDeclaration] = []
    /// Renderer errors already printed (one line per distinct error, not per window).
    var reportedErrors: Set<String> = []
    /// Set when the app's socket unit took the control socket's path while this host ran:
    /// once its windows are closed and saved, it hands them to the service and exits.
    var handsOverToService = false
    /// The settings in effect (`config/scenery.toml`, the app's file, the environment);
    /// read once the app id is known, and again on SIGHUP.
    private var configuration = EffectiveConfiguration(path: "")
    /// The launch's own `SCENERY_LOG`: the environment layer of the configuration. The host
    /// sets the variable to the level in effect for its renderers, so a reload must not
    /// read it back as if the launch had set it.
    private let launchLogLevel = RuntimePaths.environment("SCENERY_LOG")
    /// Whether state is loaded and saved at all.
    let keepsState: Bool
    /// `SCENERY_BACKEND=headless`: renderers draw on a virtual display that tests drive
    /// (`SceneryTesting`); the host plays its window manager (one focused window).
    let headless = RuntimePaths.environment("SCENERY_BACKEND") == "headless"

    /// - Parameters:
    ///   - preforked: the first renderer, when it was forked before `main` (a plain launch).
    ///   - zygote: the process that forks later renderers, started with the first one.
    ///   - appID: the app id (WM_CLASS, socket name).
    ///   - appName: the display name (default window title).
    ///   - arguments: this process's argv (argv[0] is reused for renderers).
    ///   - keepsState: whether `@AppStorage` and the open windows are loaded from and saved
    ///     to the state files; false for a preview window, which starts from defaults and
    ///     leaves nothing behind.
    ///   - makeScenes: evaluates `App.body` in an environment (called after the first
    ///     renderer is started, and again when the app's phase changes).
    package init(
        preforked: PreforkedRenderer? = nil,
        zygote: RendererZygote? = nil,
        appID: String, appName: String, arguments: [String], keepsState: Bool = true,
        makeScenes: @escaping @MainActor (EnvironmentValues) -> [SceneDeclaration]
    ) {
        self.appID = appID
        self.appName = appName
        self.arguments = arguments
        self.keepsState = keepsState
        self.makeScenes = makeScenes
        var logger = Logger(label: "scenery.host") { _ in StandardErrorLogHandler(prefix: "\(appName)[host \(getpid())]") }
        logger.logLevel = StandardErrorLogHandler.configuredLevel
        self.logger = logger
        pool = RendererPool(preforked: preforked, zygote: zygote, appID: appID, appName: appName, arguments: arguments, loop: loop, logger: logger)
        store = HostStore(loop: loop, logger: logger)
        pool.onMessage = { [unowned self] in self.handle($0, from: $1) }
        pool.onGone = { [unowned self] in self.rendererGone($0) }
        pool.onNotResponding = { [unowned self] in self.rendererStoppedResponding($0) }
        pool.onResponding = { [unowned self] in self.rendererRespondsAgain($0) }
        pool.onAttach = { [unowned self] renderer in
            guard let manifest = self.manifest else { return }
            renderer.channel.send(.sceneManifest(manifest))
            self.store.sendAll(to: renderer)
        }
        store.openWindows = { [unowned self] in self.openSavedWindows }
    }

    /// Runs the app until its last window closes or it is told to quit; returns the exit status.
    package func run() -> Int32 {
        StartupTrace.mark("host", "main")
        // A forked renderer the host did not take on (it stopped early) exits at once.
        defer { pool.dismissPreforked() }
        Signals.ignoreBrokenPipe()
        if let problem = RuntimePaths.appIDProblem(appID) {
            writeLine("\(appName): '\(appID)' cannot be the app id (SCENERY_APP_ID or the executable's name): \(problem)")
            return 1
        }
        loadConfiguration()
        if arguments.dropFirst().contains("--install-desktop-file") {
            return Self.installDesktopFile(scenes: makeScenes(appEnvironment), appID: appID, appName: appName, arguments: arguments)
        }
        do throws(HostError) {
            service = try HostService.start(
                appID: appID, arguments: arguments, loop: loop, logger: logger,
                configuredWatchdogSeconds: configuration.values.watchdog)
        } catch {
            writeLine("\(appName): \(error.message)")
            return 1
        }
        let resident = service?.isResident == true
        switch RuntimePaths.environment("SCENERY_BACKEND") {
        case nil, "", "x11", "headless": break
        case let other?:
            writeLine("\(appName): SCENERY_BACKEND=\(other) is not a backend (x11, or headless for tests)")
            return 1
        }
        if !headless {
            guard let display = RuntimePaths.environment("DISPLAY"), !display.isEmpty else {
                service?.failed("cannot open a window: DISPLAY is not set (systemctl --user import-environment DISPLAY XAUTHORITY)")
                writeLine("\(appName): cannot open a window: DISPLAY is not set (no X display to show windows on)")
                // EX_CONFIG: the service's RestartPreventExitStatus=, so it does not restart in a loop.
                return resident ? 78 : 1
            }
        }
        // `App URL`: hand the URL to the running instance, if there is one, and stop.
        let launchURL = Self.urlArgument(arguments)
        if let launchURL {
            switch RunningInstance(appID: appID).forward(url: launchURL) {
            case .forwarded: return 0
            case .failed(let message):
                writeLine("\(appName): \(message)")
                return 1
            case .notRunning: break
            }
        }
        // A plain launch while the app runs (or its socket unit listens): the running host
        // takes it (activates a window, or opens what a cold launch would), and this one
        // stops before it starts anything — no renderer, no app evaluated.
        if launchURL == nil, keepsState, !resident {
            switch RunningInstance(appID: appID).handOverLaunch() {
            case .forwarded: return 0
            case .failed(let message):
                writeLine("\(appName): \(message)")
                return 1
            case .notRunning: break
            }
        }
        do throws(HostError) {
            // Take the instance lock before starting anything. A host that started at the
            // same moment and does not serve its control socket yet holds it: wait for it
            // to serve (and hand this launch over) or to die (and be the host).
            switch try takeInstanceLock(launchURL: launchURL, resident: resident) {
            case .locked(let lock): instanceLock = lock
            case .handedOver: return 0
            case .handOverFailed(let message):
                writeLine("\(appName): \(message)")
                return 1
            }
            try start(launchURL: launchURL)
        } catch {
            service?.failed(error.message)
            writeLine("\(appName): \(error.message)")
            pool.terminateAll()
            if case .runningOutsideService = error {
                // An instance started by hand holds the lock and did not hand its windows
                // to the service: answer the connections that started this host, so the
                // manager does not start it again for them, and exit with the status the
                // unit does not restart.
                service?.refusePendingConnections(ErrorReply(code: "running-elsewhere", message: error.message))
                return 78
            }
            return 1
        }
        if exitCode != 0 && !pool.hasWindows {
            pool.terminateAll()
            return exitCode
        }
        loop.run()
        service?.stopping()
        store.flush()
        control.closeDraining()
        pool.waitForChildren()
        if handsOverToService { return handOverToService() }
        return exitCode
    }

    /// Starts the first renderer, evaluates the app, opens the launch windows (restored or
    /// new) and serves the control socket.
    private func start(launchURL: String?) throws(HostError) {
        do {
            signals = try SignalSource(signals: [SIGINT, SIGTERM, SIGHUP, SIGCHLD], loop: loop) { [unowned self] in
                self.handleSignal($0)
            }
        } catch {
            throw .signals(reason: "\(error)")
        }
        try pool.pinExecutable()
        mainQueue = MainQueueBridge(loop: loop)
        // Start the first renderer before anything else: it connects to X and loads its
        // fonts while the host evaluates the app. On a plain launch it was forked before
        // `main` (PreforkedRenderer) and only waits for the host's hello.
        let first = try pool.startFirst()
        scenes = makeScenes(appEnvironment)
        runSceneChanges(of: scenes, initial: true)
        let manifest = SceneManifest(appID: appID, appName: appName, scenes: scenes.map(\.manifestEntry))
        self.manifest = manifest
        control.router = SceneRouter(scenes: scenes.map(\.routable))
        first.channel.send(.sceneManifest(manifest))
        var restoring: [(SceneDeclaration, StateFiles.SavedWindow)] = []
        if keepsState {
            restoring = Self.restorable(store.load(appID: appID), scenes: scenes) { logger.warning("\($0)") }
        }
        store.sendAll(to: first)
        var launching = restoring.isEmpty ? Self.launchScenes(scenes).map { ($0, StateFiles.SavedWindow(scene: $0.id)) } : restoring
        // A resident host opens windows when launched, or when restarted with windows open;
        // its first renderer waits as a spare.
        let resident = service?.isResident == true
        if let service, resident { launching = service.reopensSavedWindows ? restoring : [] }
        if launching.isEmpty && !resident {
            writeLine(scenes.isEmpty
                ? "\(appName): the app declares no scenes; nothing to show"
                : "\(appName): no scene opens a window at launch (every launch behaviour is suppressed); nothing to show")
            exitCode = 1
            return
        }
        pool.sparesWanted = scenes.count > 1 || scenes.contains { $0.presentation != nil } || resident
        pool.keepsSparesWithoutWindows = resident
        StartupTrace.mark("host", "scenes, manifest and stored state ready")
        if let (primary, primarySession) = launching.first {
            openWindow(scene: primary, value: primarySession.value, using: first, session: primarySession)
            StartupTrace.mark("host", "openWindow sent")
        }
        for (scene, session) in launching.dropFirst() { openWindow(scene: scene, value: session.value, session: session) }
        if let launchURL { control.deliverAtLaunch(url: launchURL) }
        if let instanceLock { try control.serve(lock: instanceLock, inherited: service?.inheritedListener, loop: loop) }
        control.onSocketReplaced = { [unowned self] in self.controlSocketTakenOver() }
        StartupTrace.mark("host", "control socket ready")
        service?.windowCount = { [unowned self] in self.pool.windows.filter { $0.state != .exited }.count }
        service?.ready()
        pool.replenishSpares()
    }

    // MARK: Signals, configuration and shutdown

    private func handleSignal(_ signal: Int32) {
        switch signal {
        case SIGCHLD:
            pool.reap()
        case SIGHUP:
            reloadConfiguration()
        default:
            logger.info("signal \(signal): closing every window")
            shutDown()
        }
    }

    /// Reads the configuration and applies it: the log level (the host's, and that of
    /// renderers started from then on), the spare count, the restart limit and interval,
    /// the hang timeout and, under a service manager, the watchdog interval. Every problem
    /// in the file is logged with its line.
    private func loadConfiguration() {
        let launchLogLevel = self.launchLogLevel
        configuration = ConfigurationLoader.load(appID: appID) { name in
            name == "SCENERY_LOG" ? launchLogLevel : RuntimePaths.environment(name)
        }
        let values = configuration.values
        let level = Logger.Level(rawValue: values.logLevel.rawValue) ?? .warning
        logger.logLevel = level
        // Renderers started from now on log at the same level.
        setenv("SCENERY_LOG", level.rawValue, 1)
        pool.spareTarget = values.spareRenderers
        pool.restarts.burst = values.restartLimit
        pool.restarts.interval = values.restartInterval * 1000
        pool.setHangTimeout(seconds: values.hangTimeout)
        service?.reconfigureWatchdog(configuredSeconds: values.watchdog)
        for diagnostic in configuration.diagnostics {
            switch diagnostic.severity {
            case .error: logger.error("\(diagnostic)")
            case .warning: logger.warning("\(diagnostic)")
            }
        }
    }

    /// SIGHUP: reads the configuration again, applies every key (more spares start at once,
    /// spares beyond a lower count stop; the watchdog timer is re-armed), and logs which
    /// keys changed.
    private func reloadConfiguration() {
        let before = configuration.values
        loadConfiguration()
        let changes = Self.changedSettings(from: before, to: configuration.values)
        logger.notice("configuration read again from \(configuration.path): \(changes.isEmpty ? "nothing changed" : changes.joined(separator: ", "))")
        pool.replenishSpares()
        pool.trimSpares()
    }

    /// The settings that differ, as `key old → new` in the file's order.
    nonisolated static func changedSettings(from old: HostConfiguration, to new: HostConfiguration) -> [String] {
        HostSetting.allCases.compactMap { setting in
            let (before, after) = (old.formatted(setting), new.formatted(setting))
            return before == after ? nil : "\(setting.rawValue) \(before) → \(after)"
        }
    }

    /// Closes every window and exits 0 once the renderers are gone (SIGKILL after 2 s).
    func shutDown() {
        guard !pool.shuttingDown else { return }
        pool.shuttingDown = true
        service?.stopping()
        // A resident host told to stop has done its job: a past crash is no failure.
        if service?.isResident == true { exitCode = 0 }
        if pool.renderers.isEmpty { return loop.stop() }
        pool.shutDownAll()
    }

    /// One line for the person (why the app cannot start or a window ended); under the
    /// journal it is an error (`<3>`).
    func writeLine(_ text: String) {
        writeStandardError(JournalStream.prefix(for: .error) + text + "\n")
    }
}
