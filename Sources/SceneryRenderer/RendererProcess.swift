#if canImport(Glibc)
import Glibc
#endif
package import SceneryCore
package import SceneryLocalization
package import SceneryPlatform
import SceneryWire

/// The renderer role: one process, one window.
///
/// Started by the host with `SCENERY_ROLE=renderer`, the wire socket as fd 3
/// (`SCENERY_WIRE_FD`) and the host's pid (`SCENERY_HOST_PID`). It dies with the host
/// (PR_SET_PDEATHSIG), handshakes, waits for `openWindow`, draws, maps, and exits when the
/// host tells it to or the host goes away.
@MainActor
package final class RendererProcess {
    private let scenes: [SceneDeclaration]
    private let makeBackend: @MainActor (EventLoop) throws(RendererError) -> any RenderBackend
    private let loop = EventLoop()
    /// Runs main-actor tasks (`.task`, `Task { @MainActor in }`) from the event loop.
    private var mainQueue: MainQueueBridge?
    private var channel: MessageChannel!
    /// Answers the host's pings, saying when this renderer is idle.
    private var pings: PingAnswers?
    /// The app's remembered types, as a spare's warm-up read them (RememberedTypes.swift).
    private var rememberedTypes: [(role: TypeMemory.Role, name: String)]?
    private var backend: (any RenderBackend)?
    private var manifest: SceneManifest?
    private var controller: WindowController?
    /// Wakes the loop when a model observed by the views changes on another thread.
    private var wakeUp: LoopWakeUp?
    private var windowID: UInt64 = 0
    /// The app's `@AppStorage` values: a replica the host keeps current.
    private let appStorage = StoredValueStore()
    /// The shared scene models' latest values the host sent (JSON by type).
    private var sharedObjectValues: [String: String] = [:]
    /// The shared models of this window's scene.
    private var sharedObjects: [SharedObjectSlot] = []
    private var handshakeDone = false
    private var exitCode: Int32 = 0
    /// The app's localized strings (found in the background while the renderer starts).
    private let localization: AppLocalization?
    /// The process's clipboard and primary selection (made on first use of the backend's).
    private var selections: (any ClipboardHandOverService)?
    /// Set once the renderer started to exit (a clipboard hand-over may still run).
    private var finishing = false

    package init(
        scenes: [SceneDeclaration], localization: AppLocalization? = nil,
        makeBackend: @escaping @MainActor (EventLoop) throws(RendererError) -> any RenderBackend
    ) {
        self.scenes = scenes
        self.localization = localization
        self.makeBackend = makeBackend
    }

    /// Runs the renderer and returns its exit status.
    package func run() -> Int32 {
        StartupTrace.mark("renderer", "main")
        let hostPID = RuntimePaths.environment("SCENERY_HOST_PID").flatMap { Int32($0) }
        guard Signals.dieWithParent(signal: SIGTERM, expectedParent: hostPID) else { return 0 }
        // The executable's name, as the host's: the kernel named it after the descriptor it
        // was started from.
        if let executable = CommandLine.arguments.first?.split(separator: "/").last {
            Signals.setProcessName(String(executable))
        }
        Signals.ignoreBrokenPipe()
        let fd = RuntimePaths.environment("SCENERY_WIRE_FD").flatMap { Int32($0) } ?? 3
        do {
            try Sockets.adopt(fd)
        } catch {
            writeStandardError("renderer: no wire connection on fd \(fd): \(error)\n")
            return 70
        }
        channel = MessageChannel(fd: fd, loop: loop)
        StartupTrace.mark("renderer", "channel")
        mainQueue = MainQueueBridge(loop: loop)
        StartupTrace.mark("renderer", "main queue bridged")
        channel.onMessage = { [unowned self] in self.handle($0) }
        pings = PingAnswers(loop: loop) { [unowned self] message in self.channel.send(message) }
        channel.onClose = { [unowned self] cause in
            // The host is gone or broke the protocol: nothing left to draw for.
            if case .protocolViolation(let error) = cause {
                writeStandardError("renderer: closing, the host sent bad data: \(error)\n")
                self.exitCode = 70
            }
            self.controller?.close()
            self.loop.stop()
        }
        channel.send(.hello(Hello(buildID: BuildIdentity.current, role: .renderer, pid: getpid())))
        appStorage.onWrite = { [unowned self] key, value in
            self.channel.send(.storedValueWrite(StoredValueWrite(scope: .app, entry: StoredEntry(key: key, value: value))))
        }
        // Connect to the display while the host evaluates the app and sends the manifest.
        StartupTrace.mark("renderer", "hello sent")
        do {
            backend = try makeBackend(loop)
            StartupTrace.mark("renderer", "backend connected")
        } catch {
            fail(error.message)
        }
        loop.run()
        return exitCode
    }

    private func handle(_ message: WireMessage) {
        pings?.received()
        if !handshakeDone {
            guard case .hello(let hello) = message else {
                return violation("expected hello first, got \(message.name)")
            }
            do {
                try hello.validate(expectedRole: .host, buildID: BuildIdentity.current, requireSameBuild: true)
            } catch {
                return violation(error.message)
            }
            handshakeDone = true
            return
        }
        guard let message = HostToRenderer(message) else {
            return violation("unexpected \(message.name) from the host")
        }
        switch message {
        case .sceneManifest(let manifest):
            self.manifest = manifest
            // A renderer still without a window a moment after the manifest is a spare:
            // warm up its drawing while it waits. (The first renderer of a launch gets its
            // window at once and skips this.)
            loop.after(milliseconds: 30) { [weak self] in
                guard let self, self.controller == nil, let backend = self.backend else { return }
                backend.warmUp()
                // The Swift runtime's one-time work for the types the app's windows met.
                if let path = RememberedTypes.path(appID: manifest.appID) {
                    self.rememberedTypes = RememberedTypes.load(from: path)
                    let found = TypeMemory.warm(self.rememberedTypes ?? [])
                    StartupTrace.mark("renderer", "warmed \(found) remembered types")
                }
                // The framework's own first-use work, with a window of its own views.
                SpareRehearsal.run(displayScale: backend.displayScale, textMeasurer: backend.textMeasurer)
                StartupTrace.mark("renderer", "rehearsed a window")
                StartupTrace.mark("renderer", "warmed up")
            }
        case .openWindow(let request):
            open(request)
        case .openURL(let request):
            guard request.windowID == windowID else { return violation("openURL for window \(request.windowID), not this one") }
            if controller?.openURL(request.url) != true {
                channel.send(.log(LogRecord(level: .warning, message: "no view in this window has onOpenURL; \(request.url.prefix(200)) was not handled")))
            }
        case .windowEvent(let event):
            guard event.windowID == windowID else { return violation("windowEvent for window \(event.windowID), not this one") }
            if let simulated = controller?.backendWindow as? any SimulatedWindow {
                simulated.simulate(event)
            } else {
                channel.send(.log(LogRecord(level: .warning, message: "\(event.kind) can only be simulated on the headless backend")))
            }
        case .sharedValues(let update):
            switch update.scope {
            case .sharedObject:
                for entry in update.entries {
                    guard let value = entry.value else { continue }
                    sharedObjectValues[entry.key] = value
                    applySharedObject(entry.key, value)
                }
            case .app, .scene:
                for entry in update.entries { appStorage.apply(entry.value, for: entry.key) }
            }
        case .shutdown(let request):
            finish(reason: request.reason, status: 0)
        case .activateWindow(let request):
            guard request.windowID == windowID else { return violation("activateWindow for window \(request.windowID), not this one") }
            controller?.activate()
        case .phaseUpdate(let update):
            guard update.windowID == windowID else { return violation("phaseUpdate for window \(update.windowID), not this one") }
            controller?.updatePhases(window: update.windowPhase, app: update.appPhase)
        case .ping(let ping):
            // Answered from the loop, at the end of this turn: a renderer whose loop is
            // stuck does not answer.
            pings?.ping(ping)
        case .windowTitleOverride(let override):
            // Another window of the app (a hung renderer's) shows it is not responding.
            backend?.setTitle(ofWindow: override.xWindowID, to: override.title)
        case .clipboardHandOver(let handOver):
            // Another renderer of the app went away while it owned the clipboard.
            guard !finishing else { return }
            textSelections()?.adoptClipboard(handOver.text) { [unowned self] taken in
                if taken { self.channel.send(.log(LogRecord(level: .debug, message: "took the clipboard over from a window that closed"))) }
            }
        }
    }

    /// Adds the types a window's first frame met to the app's remembered types.
    private func rememberTypes(_ met: [(role: TypeMemory.Role, name: String)], appID: String) {
        guard let path = RememberedTypes.path(appID: appID) else { return }
        let known = rememberedTypes ?? RememberedTypes.load(from: path)
        if let problem = RememberedTypes.merge(met, into: known, path: path) {
            channel.send(.log(LogRecord(level: .debug, message: problem)))
        }
    }

    private func open(_ request: OpenWindow) {
        StartupTrace.mark("renderer", "openWindow received")
        guard controller == nil else { return violation("a renderer shows one window; got a second openWindow") }
        guard let manifest else { return violation("openWindow before the scene manifest") }
        guard let backend else { return }
        guard let scene = scenes.first(where: { $0.id == request.sceneID }) else {
            return fail("scene \(request.sceneID) is not declared in this build of the app")
        }
        windowID = request.windowID
        if let wakeUp = try? LoopWakeUp(loop: loop, action: { MainActorHop.drain() }) {
            self.wakeUp = wakeUp
            MainActorHop.setWakeUp(wakeUp.signal)
        }
        var environment = EnvironmentValues()
        // Read once per renderer (X11: from the resources fetched at connection).
        environment.displayScale = backend.displayScale
        environment.appStorageStore = appStorage
        // Copy and paste (docs/clipboard.md): nothing is asked of the window system yet.
        environment.textSelectionService = textSelections()
        // Input methods (docs/text-input.md): nothing connects until a text field has the focus.
        environment.inputMethodService = backend.inputMethodService()
        // Text looks its keys up for the user's languages (LANG, LC_MESSAGES, LANGUAGE).
        environment.stringLocalizer = localization
        // A title given as a key (`WindowGroup("Notes")`) is localized like a Text.
        let title = scene.titleKey.map { Text($0).plainString(in: environment) } ?? scene.title ?? manifest.appName
        let sceneStorage = StoredValueStore(values: Dictionary(
            request.sceneStorage.compactMap { entry in entry.value.map { (entry.key, $0) } }, uniquingKeysWith: { $1 }))
        sceneStorage.onWrite = { [unowned self] key, value in
            self.channel.send(.storedValueWrite(StoredValueWrite(scope: .scene, entry: StoredEntry(key: key, value: value))))
        }
        environment.sceneStorageStore = sceneStorage
        environment.sceneRequestRouter = SceneRequestRouter(send: { [unowned self] request in
            self.channel.send(.sceneRequest(SceneRequestMessage(
                action: request.action.wire, sceneID: request.sceneID, value: request.value,
                valueType: request.valueType, sourceWindowID: self.windowID)))
        }, openURL: { [unowned self] url in
            self.channel.send(.openURL(OpenURL(url: url.absoluteString, windowID: self.windowID)))
        }, presentedTypes: Set(manifest.scenes.compactMap(\.presentedType)))
        // Models placed on the scene: start from the value the other windows have, and
        // send this window's changes to the host.
        sharedObjects = scene.sharedObjects
        for slot in sharedObjects {
            if let value = sharedObjectValues[slot.key] { _ = slot.apply(value) }
            slot.onChange = { [unowned self] json in
                self.channel.send(.storedValueWrite(StoredValueWrite(scope: .sharedObject, entry: StoredEntry(key: slot.key, value: json))))
            }
        }
        if !sharedObjects.isEmpty {
            loop.afterEachTurn { [unowned self] in
                for slot in self.sharedObjects { slot.checkForChange() }
            }
        }
        // The views are resolved (bodies run, state bound) while the text stack may still be
        // loading in the background; the first measurement waits for it. The types they
        // meet are noted for the spares' warm-up (RememberedTypes.swift).
        TypeMemory.startRecording()
        let controller = WindowController(
            content: scene.makeRootView(presentedValue: request.value), environment: environment,
            textMeasurer: DeferredTextMeasurer { [unowned backend] in backend.textMeasurer })
        controller.resizability = scene.effectiveResizability
        controller.position = scene.defaultPosition
        self.controller = controller
        controller.scheduleUpdate = { [unowned self] work in self.loop.defer(work) }
        controller.frameTimer = FrameTimer(loop: loop)  // animation frames, only while animating
        controller.timelineTimer = DeadlineTimer(loop: loop)  // TimelineView dates, only while one is on screen
        controller.submenuDelay.timer = DeadlineTimer(loop: loop)  // a hovered submenu item opening
        controller.helpTagDelay.timer = DeadlineTimer(loop: loop)  // a help tag after the pointer rests
        StartupTrace.mark("renderer", "view resolved")
        backend.prepareToDraw()
        if let reason = backend.drawingUnavailable { return fail("cannot draw: \(reason)") }
        controller.onMapped = { [unowned self, unowned controller] xid in
            StartupTrace.mark("renderer", "window mapped")
            let metTypes = TypeMemory.stopRecording()
            self.loop.after(milliseconds: 100) { [weak self] in
                self?.backend?.afterFirstFrame()
                self?.rememberTypes(metTypes, appID: manifest.appID)
            }
            // The title now: the content's navigationTitle may already have replaced `title`.
            self.channel.send(.windowOpened(WindowOpened(windowID: self.windowID, xWindowID: xid, title: controller.title)))
        }
        controller.onTitleChanged = { [unowned self, unowned controller] title in
            // Before the window is open, windowOpened carries the title.
            guard controller.isMapped else { return }
            self.channel.send(.titleChanged(TitleChanged(windowID: self.windowID, title: title)))
        }
        controller.onNavigationChanged = { [unowned self] summaries in
            // The whole state each time, within the wire's bounds (the host keeps it for
            // `scenectl list` and streams a navigation event).
            let views = summaries.prefix(WindowNavigation.maximumViews).map { summary in
                NavigationViewState(
                    kind: summary.kind, key: summary.key, depth: UInt32(clamping: summary.depth),
                    titles: summary.titles, selection: summary.selection
                ).clamped()
            }
            self.channel.send(.navigationChanged(WindowNavigation(windowID: self.windowID, views: views)))
        }
        controller.onCloseRequested = { [unowned self] in
            self.channel.send(.closeRequest(CloseRequest(windowID: self.windowID)))
        }
        controller.onFailure = { [unowned self] message in self.fail(message) }
        if let directory = RuntimePaths.environment("SCENERY_HEADLESS_DIR"), !directory.isEmpty {
            // The headless backend's virtual display: every frame is saved for the test
            // that drives this app, and announced through the host.
            var frame: UInt32 = 0
            controller.onPresented = { [unowned self, unowned controller] in
                guard let simulated = controller.backendWindow as? any SimulatedWindow,
                      simulated.saveFrame(to: "\(directory)/window-\(self.windowID).png") else { return }
                frame &+= 1
                self.channel.send(.framePresented(FramePresented(windowID: self.windowID, frame: frame)))
            }
        }
        if let size = request.size {
            controller.restore(size: Size(width: Double(size.width), height: Double(size.height)))
        } else if let size = scene.defaultSize {
            controller.restore(size: Size(width: max(1, size.width.rounded()), height: max(1, size.height.rounded())))
        }
        controller.onResized = { [unowned self] size in
            let width = UInt32(max(1, min(32767, size.width.rounded())))
            let height = UInt32(max(1, min(32767, size.height.rounded())))
            self.channel.send(.windowResized(WindowResized(windowID: self.windowID, size: WindowSize(width: width, height: height))))
        }
        controller.onStateChanged = { [unowned self] state in
            self.channel.send(.windowSignals(WindowSignals(windowID: self.windowID, state: state)))
        }
        do {
            try controller.open(on: backend, appID: manifest.appID, title: title)
            StartupTrace.mark("renderer", "first frame drawn, map requested")
        } catch {
            fail(error.message)
        }
    }

    /// Hands this window's views the new instance of a shared model.
    private func applySharedObject(_ key: String, _ value: String) {
        for slot in sharedObjects where slot.key == key && slot.apply(value) {
            // The views that read the model run again; the scene's environment writer,
            // resolved from the root, gives them the new instance.
            controller?.graph.environmentChanged(at: slot.dependency)
        }
    }

    /// The backend's selections, with their warnings going to the host's log.
    private func textSelections() -> (any ClipboardHandOverService)? {
        if let selections { return selections }
        guard let backend, let made = backend.textSelections(loop: loop) else { return nil }
        made.onWarning = { [unowned self] message in
            self.channel.send(.log(LogRecord(level: .warning, message: message)))
        }
        selections = made
        return made
    }

    /// Reports an unrecoverable renderer failure to the host, then exits non-zero.
    private func fail(_ message: String) {
        channel.send(.log(LogRecord(level: .error, message: message)))
        finish(reason: .failure, status: 1)
    }

    private func violation(_ message: String) {
        writeStandardError("renderer: protocol violation from the host: \(message)\n")
        exitCode = 70
        channel.close()
    }

    private func finish(reason: CloseReason, status: Int32) {
        guard !finishing else { return }
        finishing = true
        // The window goes now; the controller stays until the renderer stops, since its
        // timers (an animation's frame clock) may still fire while a hand-over runs.
        controller?.close()
        exitCode = status
        // Copied text outlives the window: to a clipboard manager, else to the host for
        // another renderer of the app (docs/clipboard.md). The window is already gone.
        guard status == 0, let selections else { return closed(reason: reason) }
        selections.handOverClipboard { [unowned self] text in
            if let text {
                if text.utf8.count <= ClipboardHandOver.maximumTextBytes {
                    self.channel.send(.clipboardHandOver(ClipboardHandOver(text: text)))
                } else {
                    self.channel.send(.log(LogRecord(level: .warning, message: "the clipboard's \(text.utf8.count) bytes are too large to hand to another window; they are lost with this one")))
                }
            }
            self.closed(reason: reason)
        }
    }

    /// Tells the host the window is closed and stops.
    private func closed(reason: CloseReason) {
        controller = nil
        channel.send(.windowClosed(WindowClosed(windowID: windowID, reason: reason)))
        channel.drain()
        channel.close()
        loop.stop()
    }
}

extension SceneRequest.Action {
    /// The wire form of a window action.
    var wire: SceneRequestAction {
        switch self {
        case .open: .open
        case .push: .push
        case .dismiss: .dismiss
        }
    }
}
