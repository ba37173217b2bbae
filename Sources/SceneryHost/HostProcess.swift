#if canImport(Glibc)
import Glibc
#endif
import Logging
import SceneryConfiguration
package import SceneryCore
import SceneryPlatform
import SceneryWire

/// The scene host: evaluates the app's scenes, starts one renderer process per window,
/// routes between them and serves the control socket. It never draws.
@MainActor
package final class HostProcess {
    private let appID: String
    private let appName: String
    private let arguments: [String]
    private let makeScenes: @MainActor (EnvironmentValues) -> [SceneDeclaration]
    /// The environment `App.body` is evaluated in: `scenePhase` is the app's aggregate.
    private var appEnvironment = EnvironmentValues()
    /// The values the scenes' `onChange(of:)` modifiers saw at the last evaluation.
    private var observedSceneValues: [Any] = []
    private let loop = EventLoop()
    /// Runs main-actor tasks (`.task`, `Task { @MainActor in }`) from the event loop.
    private var mainQueue: MainQueueBridge?
    private var logger: Logger
    private var renderers: [RendererHost] = []
    private var manifest: SceneManifest?
    private var control: ControlServer?
    /// Running under a service manager, or as the app's resident host (docs/systemd.md).
    private var service: HostService?
    private var signals: SignalSource?
    private var pinnedExecutable: Int32 = -1
    private var nextWindowID: UInt64 = 1
    private var shuttingDown = false
    private var exitCode: Int32 = 0
    private var everOpened = false
    private var phases = PhaseTracker()
    private var restarts = RestartPolicy()
    /// The scenes `App.body` declares, evaluated once.
    private var scenes: [SceneDeclaration] = []
    private var router = SceneRouter(scenes: [])
    /// Windows that ended without the person or the app closing them (the display was
    /// lost, or the renderer crashed past the restart limit), by window id: still saved.
    private var retainedWindows: [UInt64: StateFiles.SavedWindow] = [:]
    /// Renderer errors already printed (one line per distinct error, not per window).
    private var reportedErrors: Set<String> = []
    /// The settings in effect (`config/scenery.toml`, the app's file, the environment);
    /// read once the app id is known, and again on SIGHUP.
    private var configuration = EffectiveConfiguration(path: "")
    /// How many spare renderers to keep ready (`spare-renderers`, default 1).
    private var spareTarget: Int { configuration.values.spareRenderers }
    /// Whether the app opens windows beyond its first, so spares pay off: it declares more
    /// than one scene or a value-presenting group, or has asked to open a window.
    private var sparesWanted = false
    /// Where `@AppStorage` and the open windows are persisted (nil when not kept).
    private var stateFiles: StateFiles?
    /// Whether state is loaded and saved at all.
    private let keepsState: Bool
    /// The `@AppStorage` values; the host is their only writer.
    private var sharedValues: [String: String] = [:]
    private var sharedSequence: UInt64 = 0
    /// Shared scene models (JSON by type), as the last window that changed one sent it.
    private var sharedObjects: [String: String] = [:]
    /// State files to write at the end of this event-loop turn.
    private var pendingSaves: Set<PendingSave> = []
    /// `SCENERY_BACKEND=headless`: renderers draw on a virtual display that tests drive
    /// (`SceneryTesting`); the host plays its window manager (one focused window).
    private let headless = RuntimePaths.environment("SCENERY_BACKEND") == "headless"

    private enum PendingSave: Hashable { case appStorage, windows }
    /// The first renderer, forked before `main`, until the host takes it on.
    private var preforked: PreforkedRenderer?
    /// Renderer pids not yet reaped; the host waits for all of them before it exits.
    private var unreaped: Set<Int32> = []
    /// Renderers whose connection ended without a windowClosed (pid → window id): how
    /// each ended (exit status or signal) is logged once it is reaped.
    private var endedUnexpectedly: [Int32: UInt64] = [:]

    /// - Parameters:
    ///   - preforked: the first renderer, when it was forked before `main` (a plain launch).
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
        appID: String, appName: String, arguments: [String], keepsState: Bool = true,
        makeScenes: @escaping @MainActor (EnvironmentValues) -> [SceneDeclaration]
    ) {
        self.preforked = preforked
        self.appID = appID
        self.appName = appName
        self.arguments = arguments
        self.keepsState = keepsState
        self.makeScenes = makeScenes
        var logger = Logger(label: "scenery.host") { _ in StandardErrorLogHandler(prefix: "\(appName)[host \(getpid())]") }
        logger.logLevel = StandardErrorLogHandler.configuredLevel
        self.logger = logger
    }

    /// Runs the app until its last window closes or it is told to quit; returns the exit status.
    package func run() -> Int32 {
        StartupTrace.mark("host", "main")
        // A forked renderer the host did not take on (it stopped early) exits at once.
        defer { takePreforked()?.dismiss() }
        Signals.ignoreBrokenPipe()
        if let problem = RuntimePaths.appIDProblem(appID) {
            writeLine("\(appName): '\(appID)' cannot be the app id (SCENERY_APP_ID or the executable's name): \(problem)")
            return 1
        }
        loadConfiguration()
        if arguments.dropFirst().contains("--install-desktop-file") { return installDesktopFile() }
        do {
            service = try HostService.start(
                appID: appID, arguments: arguments, loop: loop, logger: logger,
                configuredWatchdogSeconds: configuration.values.watchdog)
        } catch {
            writeLine("\(appName): \(error.message)")
            return 1
        }
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
                return service?.isResident == true ? 78 : 1
            }
        }
        // `App URL`: hand the URL to the running instance, if there is one, and stop.
        let launchURL = Self.urlArgument(arguments)
        if let launchURL {
            switch forwardToRunningInstance(url: launchURL) {
            case .forwarded: return 0
            case .failed(let message):
                writeLine("\(appName): \(message)")
                return 1
            case .notRunning: break
            }
        }
        // A plain launch while the app runs (or its socket unit listens): the running host
        // takes it, before this one starts anything.
        if launchURL == nil, keepsState, service?.isResident != true {
            switch LaunchHandOver.handOver(path: RuntimePaths.controlSocket(appID: appID)) {
            case .handedOver: return 0
            case .failed(let message):
                writeLine("\(appName): \(message)")
                return 1
            case .notRunning: break
            }
        }
        do {
            signals = try SignalSource(signals: [SIGINT, SIGTERM, SIGHUP, SIGCHLD], loop: loop) { [unowned self] in
                self.handleSignal($0)
            }
            pinnedExecutable = try BuildIdentity.pinExecutable()
            mainQueue = MainQueueBridge(loop: loop)
            // Start the first renderer before anything else: it connects to X and loads its
            // fonts while the host evaluates the app. On a plain launch it was forked before
            // `main` (PreforkedRenderer) and only waits for the host's hello.
            let first: RendererHost
            if let preforked = takePreforked() {
                first = attachRenderer(pid: preforked.pid, fd: preforked.fd)
                StartupTrace.mark("host", "renderer forked before main released")
            } else {
                first = try launchRenderer()
                StartupTrace.mark("host", "renderer spawned")
            }
            scenes = makeScenes(appEnvironment)
            runSceneChanges(of: scenes, initial: true)
            let manifest = SceneManifest(
                appID: appID, appName: appName,
                scenes: scenes.map { SceneEntry(id: $0.id, kind: $0.kind.wireKind, title: $0.title, presentedType: $0.presentation?.name) })
            self.manifest = manifest
            router = SceneRouter(scenes: scenes.map(\.routable))
            first.channel.send(.sceneManifest(manifest))
            var restoring: [(SceneDeclaration, StateFiles.SavedWindow)] = []
            if keepsState {
                let files = StateFiles(directory: RuntimePaths.stateDirectory(appID: appID), appID: appID)
                stateFiles = files
                let storage = files.loadAppStorage()
                if let warning = storage.warning { logger.warning("\(warning)") }
                sharedValues = storage.values
                restoring = restorableWindows(files)
            }
            sendSharedValues(to: first)
            var launching = restoring.isEmpty ? Self.launchScenes(scenes).map { ($0, StateFiles.SavedWindow(scene: $0.id)) } : restoring
            // A resident host opens windows when launched, or when restarted with windows open.
            if let service, service.isResident { launching = service.reopensSavedWindows ? restoring : [] }
            if launching.isEmpty && service?.isResident != true {
                writeLine(scenes.isEmpty
                    ? "\(appName): the app declares no scenes; nothing to show"
                    : "\(appName): no scene opens a window at launch (every launch behaviour is suppressed); nothing to show")
                terminateAll()
                return 1
            }
            sparesWanted = scenes.count > 1 || scenes.contains { $0.presentation != nil } || service?.isResident == true
            StartupTrace.mark("host", "scenes, manifest and stored state ready")
            if let (primary, primarySession) = launching.first {
                openWindow(scene: primary, value: primarySession.value, using: first, session: primarySession)
                StartupTrace.mark("host", "openWindow sent")
            }
            for (scene, session) in launching.dropFirst() { openWindow(scene: scene, value: session.value, session: session) }
            if let launchURL { deliverAtLaunch(url: launchURL) }
            control = try ControlServer(appID: appID, loop: loop, logger: logger, inherited: service?.inheritedListener)
            StartupTrace.mark("host", "control socket ready")
            control?.handleRequest = { [unowned self] in self.answer($0) }
            control?.subscriptionSnapshot = { [unowned self] in self.answer(.listWindows) }
            service?.windowCount = { [unowned self] in self.renderers.filter { !$0.isSpare && $0.state != .exited }.count }
            service?.ready()
            replenishSpares()
        } catch let error as HostError {
            service?.failed(error.message)
            writeLine("\(appName): \(error.message)")
            terminateAll()
            return 1
        } catch {
            writeLine("\(appName): cannot start: \(error)")
            terminateAll()
            return 1
        }
        loop.run()
        service?.stopping()
        flushSaves()
        control?.closeDraining()
        waitForChildren()
        return exitCode
    }

    // MARK: Renderers

    private func takePreforked() -> PreforkedRenderer? {
        defer { preforked = nil }
        return preforked
    }

    /// Starts a renderer process. It begins as a spare: connected to the host and (soon)
    /// to X, waiting for ``openWindow(scene:value:using:restoring:)`` to give it a window.
    private func launchRenderer() throws(HostError) -> RendererHost {
        let hostEnd: Int32
        let childEnd: Int32
        do {
            (hostEnd, childEnd) = try Sockets.pair()
        } catch {
            throw HostError("cannot create a renderer socket: \(error)")
        }
        defer { FileDescriptorIO.close(childEnd) }
        var setting = [
            "SCENERY_ROLE": "renderer",
            "SCENERY_HOST_PID": String(getpid()),
            "SCENERY_WIRE_FD": "3",
        ]
        // Where renderers remember their first frame's text; one set by the person (empty:
        // nowhere) passes through as it is.
        if RuntimePaths.environment("SCENERY_TEXT_CACHE") == nil, let path = RuntimePaths.textLayoutCache(appID: appID) {
            setting["SCENERY_TEXT_CACHE"] = path
        }
        let environment = ProcessSpawner.environment(ProcessSpawner.currentEnvironment(), setting: setting)
        let pid: Int32
        do {
            pid = try ProcessSpawner.spawn(
                path: "/proc/\(getpid())/fd/\(pinnedExecutable)",
                arguments: [arguments.first ?? appName], environment: environment,
                inheritedFD: childEnd, childFD: 3)
        } catch {
            FileDescriptorIO.close(hostEnd)
            throw HostError("cannot start a renderer: \(error)")
        }
        return attachRenderer(pid: pid, fd: hostEnd)
    }

    /// Takes on a renderer process that is already running, connected through `fd`: the one
    /// forked before `main` on a plain launch, or one just spawned. The host's hello releases
    /// a forked renderer (it waits for it before its own `main`).
    private func attachRenderer(pid: Int32, fd: Int32) -> RendererHost {
        unreaped.insert(pid)
        let renderer = RendererHost(pid: pid, channel: MessageChannel(fd: fd, loop: loop))
        renderers.append(renderer)
        renderer.channel.onMessage = { [unowned self, unowned renderer] in self.handle($0, from: renderer) }
        renderer.channel.onClose = { [unowned self, unowned renderer] cause in
            if case .protocolViolation(let error) = cause {
                self.logger.error("renderer \(renderer.pid) broke the protocol (\(error)); stopping it")
                kill(renderer.pid, SIGKILL)
            }
            self.rendererGone(renderer)
        }
        renderer.channel.send(.hello(Hello(buildID: BuildIdentity.current, role: .host, pid: getpid())))
        if let manifest {
            renderer.channel.send(.sceneManifest(manifest))
            sendSharedValues(to: renderer)
        }
        return renderer
    }

    /// Opens a window of `scene` in a spare renderer (or a new one): a new window, or
    /// (after a crash) `restoring` an existing window's session with its last size.
    @discardableResult
    private func openWindow(
        scene: SceneDeclaration, value: String?, using given: RendererHost? = nil,
        restoring previous: RendererHost? = nil, session: StateFiles.SavedWindow? = nil
    ) -> RendererHost? {
        let renderer: RendererHost
        do throws(HostError) {
            if let ready = given ?? takeSpare() {
                renderer = ready
            } else {
                renderer = try launchRenderer()
            }
        } catch {
            logger.error("cannot open a window of \(scene.id): \(error.message)")
            return nil
        }
        let windowID = previous?.windowID ?? nextWindowID
        if previous == nil { nextWindowID += 1 }
        renderer.assign(
            windowID: windowID, sceneID: scene.id, value: previous?.value ?? value,
            title: previous?.title ?? scene.title ?? appName)
        renderer.size = previous?.size ?? session.flatMap { saved in
            saved.width.flatMap { width in saved.height.map { WindowSize(width: width, height: $0) } }
        }
        renderer.sceneStorage = previous?.sceneStorage ?? session?.sceneStorage ?? [:]
        apply(phases.addWindow(windowID, scene: scene.id))
        let sent = renderer.channel.send(.openWindow(OpenWindow(
            windowID: windowID, sceneID: scene.id, size: renderer.size, value: renderer.value,
            sceneStorage: renderer.sceneStorage.sorted { $0.key < $1.key }.map { StoredEntry(key: $0.key, value: $0.value) })))
        if !sent {
            // Never silent: a window that cannot be told to open would just never appear.
            let bytes = renderer.sceneStorage.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
            logger.error("cannot open window \(windowID) of \(scene.id): the message to renderer \(renderer.pid) could not be sent (its @SceneStorage holds \(bytes) bytes; the wire carries at most \(Frame.maximumMessageSize >> 20) MiB per message)")
        }
        logger.debug("renderer \(renderer.pid) opening window \(windowID) of \(scene.id)")
        // The next spare starts once this window is on screen (windowOpened), so its
        // start-up does not compete with this window's first frame.
        return renderer
    }

    /// A spare renderer that is starting or waiting, if there is one.
    private func takeSpare() -> RendererHost? {
        renderers.first { $0.isSpare && ($0.state == .starting || $0.state == .opening) }
    }

    /// Starts spares until ``spareTarget`` are ready, when the app opens more windows.
    private func replenishSpares() {
        guard sparesWanted, !shuttingDown, service?.isResident == true || renderers.contains(where: { !$0.isSpare }) else { return }
        let spares = renderers.filter { $0.isSpare && $0.state != .closing && $0.state != .exited }.count
        for _ in spares..<max(spares, spareTarget) {
            do {
                let spare = try launchRenderer()
                logger.debug("spare renderer \(spare.pid) started")
            } catch {
                logger.warning("cannot start a spare renderer: \(error.message)")
                return
            }
        }
    }

    private func handle(_ message: WireMessage, from renderer: RendererHost) {
        if renderer.state == .starting {
            guard case .hello(let hello) = message else {
                logger.error("renderer \(renderer.pid) did not start with hello; stopping it")
                return renderer.channel.close()
            }
            do {
                try hello.validate(expectedRole: .renderer, buildID: BuildIdentity.current, requireSameBuild: true)
            } catch {
                logger.error("renderer \(renderer.pid) refused: \(error.message)")
                return renderer.channel.close()
            }
            renderer.state = .opening
            return
        }
        switch message {
        case .sceneRequest(var request) where !renderer.isSpare:
            // The window that asks is the renderer's own, whatever the message says.
            request.sourceWindowID = renderer.windowID
            if case .failure(let failure) = perform(request) {
                logger.warning("window \(renderer.windowID): \(request.action) request refused: \(failure.message)")
            }
        case .windowOpened(let opened) where opened.windowID == renderer.windowID && !renderer.isSpare:
            renderer.state = renderer.state == .closing ? .closing : .open
            renderer.xWindowID = opened.xWindowID
            renderer.title = Self.clampedTitle(opened.title)
            everOpened = true
            logger.info("window \(opened.windowID) is open (X window \(opened.xWindowID), renderer \(renderer.pid))")
            control?.broadcast(HostEvent(kind: .windowOpened, windowID: renderer.windowID, sceneID: renderer.sceneID))
            scheduleSave(.windows)
            replenishSpares()
        case .windowSignals(let signals) where signals.windowID == renderer.windowID:
            renderer.focused = signals.focused
            if headless && signals.focused {
                // One window holds the focus on a display: the others lose it first, so
                // the app never sees two active windows.
                for other in renderers where other !== renderer && other.focused && !other.isSpare {
                    other.focused = false
                    other.channel.send(.windowEvent(WindowEvent(windowID: other.windowID, kind: .unfocus)))
                }
            }
            apply(phases.update(signals))
        case .framePresented(let frame) where frame.windowID == renderer.windowID && !renderer.isSpare:
            control?.broadcast(HostEvent(kind: .framePresented, windowID: renderer.windowID, sceneID: renderer.sceneID))
        case .windowResized(let resized) where resized.windowID == renderer.windowID:
            renderer.size = resized.size
            scheduleSave(.windows)
        case .openURL(let request) where !renderer.isSpare:
            openFromView(url: request.url, window: renderer.windowID)
        case .storedValueWrite(let write) where !renderer.isSpare:
            store(write, from: renderer)
        case .navigationChanged(let navigation) where navigation.windowID == renderer.windowID && !renderer.isSpare:
            renderer.navigation = navigation.views
            control?.broadcast(HostEvent(
                kind: .navigation, windowID: renderer.windowID, sceneID: renderer.sceneID,
                detail: Self.navigationDetail(navigation.views)))
        case .titleChanged(let change) where change.windowID == renderer.windowID:
            renderer.title = Self.clampedTitle(change.title)
        case .closeRequest(let request) where request.windowID == renderer.windowID:
            close(renderer, reason: .user)
        case .windowClosed(let closed) where closed.windowID == renderer.windowID || closed.windowID == 0:
            // Window id 0: a spare shutting down, or a renderer that failed before it was
            // told which window to make.
            renderer.closeReason = closed.reason
            renderer.state = .closing
        case .clipboardHandOver(let handOver):
            handOverClipboard(handOver, from: renderer)
        case .log(let record):
            if record.level >= .error { renderer.lastError = record.message }
            let line = renderer.isSpare ? "spare renderer \(renderer.pid): \(record.message)" : "renderer \(renderer.pid), window \(renderer.windowID): \(record.message)"
            switch record.level {
            case .debug: logger.debug("\(line)")
            case .info: logger.info("\(line)")
            case .warning: logger.warning("\(line)")
            case .error: logger.debug("\(line)")  // reported once, when the window closes
            }
        default:
            logger.error("renderer \(renderer.pid) sent an unexpected \(message.name); stopping it")
            renderer.channel.close()
        }
    }

    /// A renderer going away owned the clipboard and no clipboard manager took the text:
    /// another renderer of the app takes it over — an open window's, else a spare's — so
    /// the text can still be pasted (docs/clipboard.md). With none left, the text is lost,
    /// as in other toolkits without a clipboard manager.
    private func handOverClipboard(_ handOver: ClipboardHandOver, from sender: RendererHost) {
        let candidates = renderers.filter { $0 !== sender && ($0.state == .open || $0.state == .opening) }
        guard let heir = candidates.first(where: { !$0.isSpare && $0.state == .open }) ?? candidates.first(where: \.isSpare)
            ?? candidates.first else {
            return logger.debug("renderer \(sender.pid) handed over the clipboard, but no other renderer is left; the text is lost")
        }
        logger.debug("the clipboard of renderer \(sender.pid) goes to renderer \(heir.pid)")
        heir.channel.send(.clipboardHandOver(handOver))
    }

    /// Asks a renderer to close its window; it answers with windowClosed and exits.
    private func close(_ renderer: RendererHost, reason: CloseReason) {
        guard renderer.state != .closing && renderer.state != .exited else { return }
        renderer.state = .closing
        renderer.channel.send(.shutdown(Shutdown(reason: reason)))
    }

    /// A renderer's connection ended: it exited, crashed, or was stopped.
    private func rendererGone(_ renderer: RendererHost) {
        guard renderer.state != .exited else { return }
        let wasOpen = renderer.state == .open
        renderer.state = .exited
        if renderer.isSpare {
            if renderer.closeReason == nil && !shuttingDown {
                logger.warning("spare renderer \(renderer.pid) ended\(renderer.lastError.map { ": \($0)" } ?? ""); a new one starts when a window opens")
            }
            renderers.removeAll { $0 === renderer }
            reapChildren()
            stopWhenNoWindowIsLeft()
            return
        }
        // A window that ends without the person or the app closing it — its renderer
        // lost the display, or crashed past the restart limit — stays in the saved list,
        // so the next launch offers it again.
        var retained = (renderer.closeReason == nil || renderer.closeReason == .failure) && !shuttingDown
        if let error = renderer.lastError {
            // Losing the display ends every renderer with the same line: print it once.
            if reportedErrors.insert(error).inserted { writeLine("\(appName): \(error)") }
            if !everOpened || !renderers.contains(where: { $0 !== renderer && !$0.isSpare && $0.state != .exited }) { exitCode = 1 }
        } else if renderer.closeReason == nil && !shuttingDown {
            endedUnexpectedly[renderer.pid] = renderer.windowID
            if restart(renderer) { return }
            retained = true
            logger.warning("the renderer of window \(renderer.windowID) (pid \(renderer.pid)) ended without closing its window\(wasOpen ? "" : " before it opened")")
            if !everOpened { exitCode = 1 }
        }
        if retained, let saved = saved(renderer) { retainedWindows[renderer.windowID] = saved }
        renderers.removeAll { $0 === renderer }
        restarts.forget(window: renderer.windowID)
        apply(phases.removeWindow(renderer.windowID))
        control?.broadcast(HostEvent(kind: .windowClosed, windowID: renderer.windowID, sceneID: renderer.sceneID))
        // A window the person or the app closed is not restored; windows open when the
        // app is told to quit are (the saved list is left as it was).
        if !shuttingDown { scheduleSave(.windows) }
        reapChildren()
        stopWhenNoWindowIsLeft()
    }

    /// The app ends when its last window has closed (spares do not count): spares are
    /// told to exit, and the loop stops once every renderer is gone.
    private func stopWhenNoWindowIsLeft() {
        // A resident host stays without windows, until it is stopped (docs/systemd.md).
        if service?.isResident == true && !shuttingDown { return }
        guard !renderers.contains(where: { !$0.isSpare }) else { return }
        if renderers.isEmpty { return loop.stop() }
        for spare in renderers { close(spare, reason: .host) }
    }

    // MARK: Crash recovery

    /// Starts a new renderer for the window of one that crashed (Chromium's "sad tab",
    /// recovered): same window id and scene, last size. Returns false when the restart
    /// limit is reached or the renderer cannot be started, and the window closes.
    private func restart(_ crashed: RendererHost) -> Bool {
        let decision = restarts.shouldRestart(window: crashed.windowID, now: MonotonicClock.milliseconds())
        guard decision.restart else {
            logger.error("the renderer of window \(crashed.windowID) crashed \(decision.count + 1) times in \(Int(restarts.interval / 1000)) s; closing the window")
            exitCode = 1
            return false
        }
        guard let scene = scenes.first(where: { $0.id == crashed.sceneID }) else { return false }
        logger.warning("the renderer of window \(crashed.windowID) (pid \(crashed.pid)) crashed; restarting it (\(decision.count) of \(restarts.burst) in \(Int(restarts.interval / 1000)) s)")
        renderers.removeAll { $0 === crashed }
        apply(phases.removeWindow(crashed.windowID))
        control?.broadcast(HostEvent(kind: .rendererCrashed, windowID: crashed.windowID, sceneID: crashed.sceneID))
        guard openWindow(scene: scene, value: nil, restoring: crashed) != nil else { return false }
        reapChildren()
        return true
    }

    // MARK: Phases

    /// Performs the phase transitions the tracker computed: tells each affected renderer
    /// its window's and the app's phase, and streams the transitions to subscribers.
    private func apply(_ transitions: [PhaseTracker.Transition]) {
        guard !transitions.isEmpty else { return }
        var notify = Set<UInt64>()
        for transition in transitions {
            switch transition {
            case let .window(id, scene, from, to):
                renderers.first { $0.windowID == id }?.phase = to
                notify.insert(id)
                logger.info("window \(id) of \(scene): \(from) → \(to)")
                control?.broadcast(HostEvent(kind: .windowPhase, windowID: id, sceneID: scene, oldPhase: from, newPhase: to))
            case let .scene(scene, from, to):
                logger.info("scene \(scene): \(from) → \(to)")
                control?.broadcast(HostEvent(kind: .scenePhase, sceneID: scene, oldPhase: from, newPhase: to))
            case let .app(from, to):
                logger.info("app: \(from) → \(to)")
                appEnvironment.scenePhase = ScenePhase(to)
                runSceneChanges(of: makeScenes(appEnvironment), initial: false)
                notify.formUnion(renderers.filter { !$0.isSpare }.map(\.windowID))
                control?.broadcast(HostEvent(kind: .appPhase, oldPhase: from, newPhase: to))
            }
        }
        for renderer in renderers where !renderer.isSpare && notify.contains(renderer.windowID) && renderer.state != .exited {
            renderer.channel.send(.phaseUpdate(PhaseUpdate(
                windowID: renderer.windowID, windowPhase: phases.phase(ofWindow: renderer.windowID),
                appPhase: phases.appPhase)))
        }
    }

    /// Runs the scenes' `onChange(of:)` actions whose value differs from the last
    /// evaluation's (at launch: those that asked for `initial`), in declaration order.
    private func runSceneChanges(of evaluated: [SceneDeclaration], initial: Bool) {
        let observations = evaluated.flatMap(\.changeObservations)
        let previous = observedSceneValues
        observedSceneValues = observations.map(\.value)
        for (index, observation) in observations.enumerated() {
            observation.fire(initial || index >= previous.count ? nil : previous[index])
        }
    }

    // MARK: Signals and shutdown

    private func handleSignal(_ signal: Int32) {
        switch signal {
        case SIGCHLD:
            reapChildren()
        case SIGHUP:
            loadConfiguration()
            logger.notice("configuration read again from \(configuration.path)")
            replenishSpares()
        default:
            logger.info("signal \(signal): closing every window")
            shutDown()
        }
    }

    /// Reads the configuration and applies what can change while running: the log level,
    /// the spare count (more spares start at once; extra ones stay until used) and the
    /// restart limit. Every problem in the file is logged with its line.
    private func loadConfiguration() {
        configuration = ConfigurationLoader.load(appID: appID)
        let level = Logger.Level(rawValue: configuration.values.logLevel.rawValue) ?? .warning
        logger.logLevel = level
        // Renderers started from now on log at the same level.
        setenv("SCENERY_LOG", level.rawValue, 1)
        restarts.burst = configuration.values.restartLimit
        restarts.interval = configuration.values.restartInterval * 1000
        for diagnostic in configuration.diagnostics {
            switch diagnostic.severity {
            case .error: logger.error("\(diagnostic)")
            case .warning: logger.warning("\(diagnostic)")
            }
        }
    }

    private func reapChildren() {
        for (pid, status) in ChildReaper.reapExited() {
            unreaped.remove(pid)
            if let window = endedUnexpectedly.removeValue(forKey: pid) {
                logger.warning("renderer \(pid) of window \(window) ended: \(status)")
            }
            if let renderer = renderers.first(where: { $0.pid == pid }) {
                renderer.reaped = true
                if case .signaled = status, !shuttingDown {
                    logger.warning("the renderer of window \(renderer.windowID) (pid \(pid)) \(status)")
                }
                // Its socket's end-of-file closes the channel and removes it.
            }
        }
    }

    /// Closes every window and exits 0 once the renderers are gone (SIGKILL after 2 s).
    private func shutDown() {
        guard !shuttingDown else { return }
        shuttingDown = true
        service?.stopping()
        // A resident host told to stop has done its job: a past crash is no failure.
        if service?.isResident == true { exitCode = 0 }
        if renderers.isEmpty { return loop.stop() }
        for renderer in renderers { close(renderer, reason: .host) }
        loop.after(milliseconds: 2000) { [unowned self] in
            for renderer in self.renderers {
                self.logger.warning("renderer \(renderer.pid) did not exit in time; killing it")
                kill(renderer.pid, SIGKILL)
            }
        }
    }

    private func terminateAll() {
        for renderer in renderers { kill(renderer.pid, SIGKILL) }
        waitForChildren()
    }

    /// Waits (on SIGCHLD, up to 2 s) until every renderer has been reaped, then kills and
    /// reaps any that remain, so the host never leaves a process behind.
    private func waitForChildren() {
        let deadline = MonotonicClock.milliseconds() + 2000
        while !unreaped.isEmpty {
            let left = deadline - MonotonicClock.milliseconds()
            if left <= 0 { break }
            loop.turn(timeoutMilliseconds: left)
            reapChildren()
        }
        for pid in unreaped {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        unreaped.removeAll()
    }

    // MARK: Control requests

    private func answer(_ request: WireMessage) -> WireMessage {
        switch request {
        case .listWindows:
            return .windowList(openWindows)
        case .closeRequest(let request):
            guard let renderer = renderers.first(where: { !$0.isSpare && $0.windowID == request.windowID }) else {
                return .error(ErrorReply(code: "no-such-window", message: "no window \(request.windowID) in \(appID)"))
            }
            close(renderer, reason: .host)
            return .windowList(openWindows)
        case .windowEvent(let event):
            guard headless else {
                return .error(ErrorReply(code: "unsupported", message: "window events can only be simulated on the headless backend (SCENERY_BACKEND=headless); on X11 use xdotool"))
            }
            guard let renderer = renderers.first(where: { !$0.isSpare && $0.windowID == event.windowID && $0.state != .exited }) else {
                return .error(ErrorReply(code: "no-such-window", message: "no window \(event.windowID) in \(appID)"))
            }
            renderer.channel.send(.windowEvent(event))
            return .windowList(openWindows)
        case .openURL(let request):
            if case .failure(let failure) = deliver(url: request.url) {
                return .error(ErrorReply(code: failure.code, message: failure.message))
            }
            return .windowList(openWindows)
        case .sceneRequest(var request):
            request.sourceWindowID = 0
            if case .failure(let failure) = perform(request) {
                return .error(ErrorReply(code: failure.code, message: failure.message))
            }
            return .windowList(openWindows)
        case .activateWindow(let request) where request.windowID == 0:
            return launchAgain()
        case .activateWindow(let request):
            guard let renderer = renderers.first(where: { !$0.isSpare && $0.windowID == request.windowID && $0.state != .exited }) else {
                return .error(ErrorReply(code: "no-such-window", message: "no window \(request.windowID) in \(appID)"))
            }
            renderer.channel.send(.activateWindow(request))
            return .windowList(openWindows)
        default:
            return .error(ErrorReply(code: "unsupported", message: "\(request.name) is not a control request"))
        }
    }

    /// A launch of the app handed over by a second process (``LaunchHandOver``): activates
    /// the newest window, or with none open, opens what a cold launch would.
    private func launchAgain() -> WireMessage {
        if let newest = renderers.last(where: { !$0.isSpare && $0.state != .closing && $0.state != .exited }) {
            newest.channel.send(.activateWindow(ActivateWindow(windowID: newest.windowID)))
            return .windowList(openWindows)
        }
        guard !shuttingDown else { return .error(ErrorReply(code: "stopping", message: "\(appID) is stopping; launch it again once it has")) }
        sparesWanted = true
        let restoring = stateFiles.map { restorableWindows($0) } ?? []
        retainedWindows.removeAll()  // reopened now, under new window ids
        let launching = restoring.isEmpty ? Self.launchScenes(scenes).map { ($0, StateFiles.SavedWindow(scene: $0.id)) } : restoring
        for (scene, session) in launching { openWindow(scene: scene, value: session.value, session: session) }
        logger.info("launch handed over: opening \(launching.count) window(s)")
        return .windowList(openWindows)
    }

    /// Titles a renderer reports are kept to 1,024 bytes, so no renderer can make the host's
    /// replies (a list of every window) exceed the frame limit.
    static func clampedTitle(_ title: String) -> String {
        guard title.utf8.count > 1024 else { return title }
        var result = ""
        for character in title {
            if result.utf8.count + character.utf8.count > 1024 { break }
            result.append(character)
        }
        return result
    }

    /// The windows whose renderer is still running, for control replies.
    private var openWindows: WindowList {
        // Navigation states are bounded per window; the list keeps them for the first
        // windows up to a budget well inside a frame, and lists the others without.
        var budget = 512 << 10
        return WindowList(appID: appID, windows: renderers.filter { !$0.isSpare && $0.state != .exited }.map { renderer in
            var info = renderer.info
            var writer = WireWriter()
            writer.write(info.navigation) { $1.encode(to: &$0) }
            budget -= writer.bytes.count
            if budget < 0 { info.navigation = [] }
            return info
        })
    }

    /// A window's navigation views as one line: `stack <key>: Parks > Yosemite; …`, the
    /// titles bottom first (a deep stack's count in brackets when not all are listed).
    static func navigationDetail(_ views: [NavigationViewState]) -> String {
        var text = views.map { view in
            var line = "\(view.kind) \(view.key):"
            if !view.titles.isEmpty { line += " " + view.titles.map { $0.isEmpty ? "(untitled)" : $0 }.joined(separator: " > ") }
            if Int(view.depth) + 1 > view.titles.count && view.kind == "stack" { line += " (\(view.depth + 1) views)" }
            if let selection = view.selection { line += " selection=\(selection)" }
            return line
        }.joined(separator: "; ")
        if text.utf8.count > HostEvent.maximumDetailSize {
            text = String(decoding: text.utf8.prefix(HostEvent.maximumDetailSize - 8), as: UTF8.self) + "..."
        }
        return text
    }

    // MARK: Scene requests

    /// The open windows a request or a URL can go to (not spares, not closing), as the
    /// router sees them.
    private var routableWindows: [SceneRouter.Window] {
        renderers.filter { !$0.isSpare && $0.state != .closing && $0.state != .exited }
            .map { SceneRouter.Window(windowID: $0.windowID, sceneID: $0.sceneID, value: $0.value) }
    }

    /// Carries out `openWindow`, `pushWindow`, `dismissWindow` and `scenectl open`.
    private func perform(_ request: SceneRequestMessage) -> Result<Void, SceneRouter.Failure> {
        if request.action != .dismiss && !sparesWanted {
            sparesWanted = true
        }
        switch router.route(request, windows: routableWindows) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let decision):
            if let (sceneID, value) = decision.open, let scene = scenes.first(where: { $0.id == sceneID }) {
                openWindow(scene: scene, value: value)
            }
            if let id = decision.activate, let renderer = renderers.first(where: { !$0.isSpare && $0.windowID == id }) {
                renderer.channel.send(.activateWindow(ActivateWindow(windowID: id)))
            }
            for id in decision.close {
                if let renderer = renderers.first(where: { !$0.isSpare && $0.windowID == id }) { close(renderer, reason: .host) }
            }
            return .success(())
        }
    }

    // MARK: Stored values and persistence

    /// Sends every `@AppStorage` value to a renderer, in messages well under the frame limit.
    private func sendSharedValues(to renderer: RendererHost) {
        var batch: [StoredEntry] = []
        var size = 0
        for (key, value) in sharedValues.sorted(by: { $0.key < $1.key }) {
            if size + key.utf8.count + value.utf8.count > 256 << 10 && !batch.isEmpty {
                renderer.channel.send(.sharedValues(SharedValues(sequence: sharedSequence, entries: batch)))
                batch = []
                size = 0
            }
            batch.append(StoredEntry(key: key, value: value))
            size += key.utf8.count + value.utf8.count + 16
        }
        if !batch.isEmpty { renderer.channel.send(.sharedValues(SharedValues(sequence: sharedSequence, entries: batch))) }
        for (key, value) in sharedObjects.sorted(by: { $0.key < $1.key }) {
            renderer.channel.send(.sharedValues(SharedValues(scope: .sharedObject, sequence: sharedSequence, entries: [StoredEntry(key: key, value: value)])))
        }
    }

    /// The largest stored value the host keeps (JSON text), and the longest key.
    static let maximumStoredValueSize = StoredValueStore.maximumValueSize
    static let maximumStoredKeySize = StoredValueStore.maximumKeySize

    /// A view wrote `@AppStorage` (sent to every renderer, in the order the host received
    /// the writes) or its window's `@SceneStorage`.
    private func store(_ write: StoredValueWrite, from renderer: RendererHost) {
        let entry = write.entry
        guard entry.key.utf8.count <= Self.maximumStoredKeySize, (entry.value?.utf8.count ?? 0) <= Self.maximumStoredValueSize else {
            logger.warning("window \(renderer.windowID): ignoring a stored value for '\(entry.key.prefix(64))': keys are at most \(Self.maximumStoredKeySize) bytes and values \(Self.maximumStoredValueSize >> 10) KiB")
            return
        }
        switch write.scope {
        case .app:
            sharedValues[entry.key] = entry.value
            sharedSequence += 1
            let update = WireMessage.sharedValues(SharedValues(sequence: sharedSequence, entries: [entry]))
            for other in renderers where other.state != .closing && other.state != .exited { other.channel.send(update) }
            scheduleSave(.appStorage)
        case .scene:
            renderer.sceneStorage[entry.key] = entry.value
            scheduleSave(.windows)
        case .sharedObject:
            sharedObjects[entry.key] = entry.value
            sharedSequence += 1
            let update = WireMessage.sharedValues(SharedValues(scope: .sharedObject, sequence: sharedSequence, entries: [entry]))
            for other in renderers where other !== renderer && other.state != .closing && other.state != .exited { other.channel.send(update) }
        }
    }

    /// Saves state files once at the end of this event-loop turn, however many changes it made.
    private func scheduleSave(_ save: PendingSave) {
        guard stateFiles != nil else { return }
        let first = pendingSaves.isEmpty
        pendingSaves.insert(save)
        if first { loop.defer { [weak self] in self?.flushSaves() } }
    }

    private func flushSaves() {
        guard let stateFiles, !pendingSaves.isEmpty else { return }
        let saves = pendingSaves
        pendingSaves = []
        do throws(StateFileError) {
            if saves.contains(.appStorage) { try stateFiles.saveAppStorage(sharedValues) }
        } catch {
            logger.error("\(error.message)")
        }
        do throws(StateFileError) {
            if saves.contains(.windows) { try stateFiles.saveWindows(savedWindows) }
        } catch {
            logger.error("\(error.message)")
        }
    }

    /// The windows to reopen on the next launch, oldest first: the open ones, and those
    /// that ended without being closed (``retainedWindows``).
    private var savedWindows: [StateFiles.SavedWindow] {
        var windows = retainedWindows
        for renderer in renderers where renderer.state != .exited && renderer.closeReason != .user {
            if let saved = saved(renderer) { windows[renderer.windowID] = saved }
        }
        return windows.sorted { $0.key < $1.key }.map(\.value)
    }

    /// What the state file keeps of `renderer`'s window; nil for a spare or a scene that
    /// is not restored.
    private func saved(_ renderer: RendererHost) -> StateFiles.SavedWindow? {
        guard !renderer.isSpare, scenes.first(where: { $0.id == renderer.sceneID })?.restorationBehavior != .disabled else { return nil }
        return StateFiles.SavedWindow(
            scene: renderer.sceneID, value: renderer.value, width: renderer.size?.width,
            height: renderer.size?.height, sceneStorage: renderer.sceneStorage)
    }

    /// The saved windows this build can reopen: their scene still exists, allows
    /// restoration and launching, and their value still decodes.
    private func restorableWindows(_ files: StateFiles) -> [(SceneDeclaration, StateFiles.SavedWindow)] {
        let (saved, warning) = files.loadWindows()
        if let warning { logger.warning("\(warning)") }
        var restored: [(SceneDeclaration, StateFiles.SavedWindow)] = []
        for var window in saved {
            guard let scene = scenes.first(where: { $0.id == window.scene }) else {
                logger.warning("not restoring a window of '\(window.scene)': the app no longer declares that scene")
                continue
            }
            guard scene.restorationBehavior != .disabled, scene.launchBehavior != .suppressed else { continue }
            // A Window or Settings scene restores once.
            if scene.kind != .windowGroup && restored.contains(where: { $0.0.id == scene.id }) { continue }
            if let value = window.value {
                guard case .success(let canonical)? = scene.presentation?.canonicalize(value) else {
                    logger.warning("not restoring a window of '\(window.scene)': its value \(value.prefix(64)) no longer decodes")
                    continue
                }
                window.value = canonical
            }
            restored.append((scene, window))
        }
        return restored
    }

    // MARK: URLs

    /// `App --install-desktop-file`: makes the app the handler of its URL schemes.
    private func installDesktopFile() -> Int32 {
        let declared = makeScenes(appEnvironment)
        let schemes = DesktopEntry.schemes(in: declared.flatMap { $0.externalEventMatching.map { Array($0).sorted() } ?? [] })
        guard !schemes.isEmpty else {
            writeLine("\(appName): the app names no URL scheme (declare one with handlesExternalEvents(matching: [\"scheme://...\"])); nothing to install")
            return 1
        }
        let executable = BuildIdentity.executablePath() ?? arguments.first ?? appName
        let entry = DesktopEntry(appID: appID, name: appName, executable: executable, setsAppID: appID != appName, schemes: schemes)
        do {
            for line in try entry.install() { writeLine("\(appName): \(line)") }
            return 0
        } catch {
            writeLine("\(appName): \(error.message)")
            return 1
        }
    }

    /// `openURL` from a view: into the app when one of its scenes claims the URL (by a
    /// condition with its scheme), else to the desktop's handler (`xdg-open`).
    private func openFromView(url text: String, window: UInt64) {
        guard case .success(let url) = parseExternalURL(text) else {
            logger.warning("window \(window): openURL: '\(text.prefix(200))' is not a URL")
            return
        }
        let scheme = (url.scheme ?? "").lowercased()
        let claimed = scenes.contains { scene in
            scene.externalEventMatching?.contains { $0 == "*" || $0.lowercased().hasPrefix(scheme + ":") } ?? false
        }
        if claimed {
            if case .failure(let failure) = deliver(url: url.absoluteString) { logger.warning("window \(window): openURL: \(failure.message)") }
            return
        }
        let opener = "/usr/bin/xdg-open"
        guard access(opener, X_OK) == 0 else {
            logger.warning("window \(window): cannot open \(url.absoluteString.prefix(200)): xdg-open is not installed (Debian: xdg-utils)")
            return
        }
        do {
            // Not a renderer: reaped with the others on SIGCHLD, never waited for.
            _ = try ProcessSpawner.spawn(path: opener, arguments: ["xdg-open", url.absoluteString], environment: ProcessSpawner.currentEnvironment())
            logger.info("window \(window): opening \(url.absoluteString.prefix(200)) with xdg-open")
        } catch {
            logger.warning("window \(window): cannot start xdg-open for \(url.absoluteString.prefix(200)): \(error)")
        }
    }

    /// The first argument that looks like a URL (`scheme:...`), as `xdg-open` passes it.
    static func urlArgument(_ arguments: [String]) -> String? {
        arguments.dropFirst().first { argument in
            guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex else { return false }
            let scheme = argument[..<colon]
            return scheme.first!.isLetter && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
        }
    }

    private enum Forwarding { case forwarded, notRunning, failed(String) }

    /// Sends `url` to an instance of this app that is already running, as a second launch
    /// of a single-instance app does.
    private func forwardToRunningInstance(url: String) -> Forwarding {
        let path = RuntimePaths.controlSocket(appID: appID)
        let fd: Int32
        do {
            fd = try Sockets.connect(path: path, milliseconds: 5000)
        } catch {
            if error.errno == EAGAIN {
                return .failed("the running instance accepts no connection at \(path) (is it stopped or hung?)")
            }
            return .notRunning
        }
        var channel = BlockingChannel(fd: fd)
        do {
            try channel.greetHostAsControlClient()
            try channel.send(.openURL(OpenURL(url: url)), milliseconds: 5000)
            switch try channel.receive(milliseconds: 10_000) {
            case .windowList: return .forwarded
            case .error(let error): return .failed(error.message)
            case let other: return .failed("the running instance answered \(other.name)")
            }
        } catch {
            return .failed("cannot hand the URL to the running instance: \(error)")
        }
    }

    /// A URL given on the command line of a cold start goes to the window the launch just
    /// opened when the route would open a new window of that same scene.
    private func deliverAtLaunch(url text: String) {
        let canonical: String
        switch parseExternalURL(text) {
        case .success(let url): canonical = url.absoluteString
        case .failure(let error): return logger.warning("\(error.message)")
        }
        if case .success(.newWindow(let sceneID)) = router.route(url: canonical, windows: routableWindows),
           let launched = renderers.first(where: { !$0.isSpare && $0.sceneID == sceneID }) {
            launched.channel.send(.openURL(OpenURL(url: canonical, windowID: launched.windowID)))
            return
        }
        if case .failure(let failure) = deliver(url: text) { logger.warning("\(failure.message)") }
    }

    /// Routes a URL to a window (see ``SceneRouter/route(url:windows:)``) and delivers it
    /// there, opening the window first if needed.
    private func deliver(url text: String) -> Result<Void, SceneRouter.Failure> {
        let canonical: String
        switch parseExternalURL(text) {
        case .success(let url): canonical = url.absoluteString
        case .failure(let error): return .failure(SceneRouter.Failure(code: "bad-url", message: error.message))
        }
        switch router.route(url: canonical, windows: routableWindows) {
        case .failure(let failure):
            return .failure(failure)
        case .success(.window(let id)):
            guard let renderer = renderers.first(where: { !$0.isSpare && $0.windowID == id }) else { return .success(()) }
            logger.info("URL \(canonical.prefix(200)) → window \(id)")
            renderer.channel.send(.openURL(OpenURL(url: canonical, windowID: id)))
            renderer.channel.send(.activateWindow(ActivateWindow(windowID: id)))
        case .success(.newWindow(let sceneID)):
            guard let scene = scenes.first(where: { $0.id == sceneID }), let renderer = openWindow(scene: scene, value: nil) else {
                return .failure(SceneRouter.Failure(code: "cannot-open", message: "cannot open a window of \(sceneID) for the URL"))
            }
            logger.info("URL \(canonical.prefix(200)) → new window \(renderer.windowID) of \(sceneID)")
            renderer.channel.send(.openURL(OpenURL(url: canonical, windowID: renderer.windowID)))
        }
        return .success(())
    }

    /// The scenes that open a window at launch: those presented explicitly, and the first
    /// `WindowGroup` or `Window` unless it is suppressed. `Settings` opens only on request.
    static func launchScenes(_ scenes: [SceneDeclaration]) -> [SceneDeclaration] {
        let primary = scenes.firstIndex { $0.kind != .settings }
        return scenes.indices.filter { index in
            switch scenes[index].launchBehavior.kind {
            case .presented: true
            case .suppressed: false
            case .automatic: index == primary
            }
        }.map { scenes[$0] }
    }

    /// One line for the person (why the app cannot start or a window ended); under the
    /// journal it is an error (`<3>`).
    private func writeLine(_ text: String) {
        writeStandardError(JournalStream.prefix(for: .error) + text + "\n")
    }
}

extension SceneDeclaration {
    /// What the router needs to know of this scene.
    var routable: SceneRouter.Scene {
        let presentation = self.presentation
        return SceneRouter.Scene(
            id: id, kind: kind.wireKind, presentedType: presentation?.name,
            canonicalize: presentation.map { presentation in
                { text in presentation.canonicalize(text).mapError { SceneRouter.Failure(code: "bad-value", message: $0.message) } }
            },
            urlConditions: externalEventMatching)
    }
}

extension ScenePhase {
    /// The API value of a wire phase.
    init(_ phase: PhaseValue) {
        switch phase {
        case .background: self = .background
        case .inactive: self = .inactive
        case .active: self = .active
        }
    }
}

extension SceneDeclarationKind {
    var wireKind: SceneKind {
        switch self {
        case .windowGroup: .windowGroup
        case .window: .window
        case .settings: .settings
        }
    }
}
