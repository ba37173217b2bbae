#if canImport(Glibc)
import Glibc
#endif
import SceneryCore
import SceneryPlatform
import SceneryWire

/// The windows' lifecycle: opening one in a renderer, what its renderer reports, closing,
/// and a renderer that ends (closed, lost, or crashed and restarted).
extension HostProcess: SceneWindows {
    /// Opens a window of `scene` in a spare renderer (or a new one).
    @discardableResult
    func openWindow(scene: SceneDeclaration, value: String?) -> RendererHost? {
        openWindow(scene: scene, value: value, using: nil)
    }

    /// Opens a window of `scene` in `given`, a spare renderer or a new one: a new window,
    /// or (after a crash) `restoring` an existing window's session with its last size.
    @discardableResult
    func openWindow(
        scene: SceneDeclaration, value: String?, using given: RendererHost? = nil,
        restoring previous: RendererHost? = nil, session: StateFiles.SavedWindow? = nil
    ) -> RendererHost? {
        let renderer: RendererHost
        do throws(HostError) {
            if let ready = given ?? pool.takeSpare() {
                renderer = ready
            } else {
                renderer = try pool.launch()
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
        let message = WireMessage.openWindow(OpenWindow(
            windowID: windowID, sceneID: scene.id, size: renderer.size, value: renderer.value,
            sceneStorage: renderer.sceneStorage.sorted { $0.key < $1.key }.map { StoredEntry(key: $0.key, value: $0.value) }))
        if !renderer.channel.send(message) {
            // Never silent: a window that cannot be told to open would just never appear.
            // A send fails for one of two reasons: the message is over the wire's limit, or
            // the renderer's connection is gone — then the renderer has exited (a display
            // it could not open, a crash), and its exit is reported and handled as such.
            let bytes = message.encodePayload().count
            if bytes > Frame.maximumMessageSize {
                let stored = renderer.sceneStorage.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
                logger.error("cannot open window \(windowID) of \(scene.id): the message to renderer \(renderer.pid) is \(bytes) bytes (its @SceneStorage holds \(stored)); the wire carries at most \(Frame.maximumMessageSize >> 20) MiB per message")
            } else {
                logger.debug("renderer \(renderer.pid) left before window \(windowID) of \(scene.id) could be sent to it; its exit is handled as such")
            }
        }
        logger.debug("renderer \(renderer.pid) opening window \(windowID) of \(scene.id)")
        // The next spare starts once this window is on screen (windowOpened), so its
        // start-up does not compete with this window's first frame.
        return renderer
    }

    /// Closes a window at the host's request (`scenectl close`). A renderer that does not
    /// answer pings cannot close its window: it is stopped when its hang deadline comes
    /// (and the window closes, as asked, instead of restarting); the caller is told when.
    func closeWindow(_ renderer: RendererHost) -> CloseOutcome {
        pool.close(renderer, reason: .host)
        if let stop = pool.hangs.stopTime(of: renderer.pid) {
            return .notResponding(seconds: max(0, ((stop - MonotonicClock.milliseconds()) / 100).rounded(.up) / 10))
        }
        return .closing
    }

    /// Carries out `openWindow`, `pushWindow`, `dismissWindow` and `scenectl open`.
    func perform(_ request: SceneRequestMessage) -> Result<Void, SceneRouter.Failure> {
        if request.action != .dismiss && !pool.sparesWanted {
            pool.sparesWanted = true
        }
        switch control.router.route(request, windows: control.routableWindows) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let decision):
            if let (sceneID, value) = decision.open, let scene = scenes.first(where: { $0.id == sceneID }) {
                openWindow(scene: scene, value: value)
            }
            if let id = decision.activate, let renderer = pool.windows.first(where: { $0.windowID == id }) {
                renderer.channel.send(.activateWindow(ActivateWindow(windowID: id)))
            }
            for id in decision.close {
                if let renderer = pool.windows.first(where: { $0.windowID == id }) { pool.close(renderer, reason: .host) }
            }
            return .success(())
        }
    }

    // MARK: What a renderer reports

    /// A message from a renderer whose handshake is done. A message about another window
    /// than the renderer's own, or about a window from a spare, breaks the protocol.
    func handle(_ message: RendererToHost, from renderer: RendererHost) {
        func ownWindow(_ id: UInt64) -> Bool { id == renderer.windowID && !renderer.isSpare }
        switch message {
        case .sceneRequest(var request):
            guard !renderer.isSpare else { return refuse("sceneRequest", from: renderer) }
            // The window that asks is the renderer's own, whatever the message says.
            request.sourceWindowID = renderer.windowID
            if case .failure(let failure) = perform(request) {
                logger.warning("window \(renderer.windowID): \(request.action) request refused: \(failure.message)")
            }
        case .windowOpened(let opened):
            guard ownWindow(opened.windowID) else { return refuse("windowOpened", from: renderer) }
            renderer.state = renderer.state == .closing ? .closing : .open
            renderer.xWindowID = opened.xWindowID
            renderer.title = Self.clampedTitle(opened.title)
            everOpened = true
            logger.info("window \(opened.windowID) is open (X window \(opened.xWindowID), renderer \(renderer.pid))")
            control.broadcast(HostEvent(kind: .windowOpened, windowID: renderer.windowID, sceneID: renderer.sceneID))
            store.scheduleWindowsSave()
            pool.replenishSpares()
        case .windowSignals(let signals):
            guard signals.windowID == renderer.windowID else { return refuse("windowSignals", from: renderer) }
            renderer.focused = signals.state.focused
            if headless && signals.state.focused {
                // One window holds the focus on a display: the others lose it first, so
                // the app never sees two active windows.
                for other in pool.windows where other !== renderer && other.focused {
                    other.focused = false
                    other.channel.send(.windowEvent(WindowEvent(windowID: other.windowID, kind: .unfocus)))
                }
            }
            apply(phases.update(signals))
        case .framePresented(let frame):
            guard ownWindow(frame.windowID) else { return refuse("framePresented", from: renderer) }
            control.broadcast(HostEvent(kind: .framePresented, windowID: renderer.windowID, sceneID: renderer.sceneID))
        case .windowResized(let resized):
            guard resized.windowID == renderer.windowID else { return refuse("windowResized", from: renderer) }
            renderer.size = resized.size
            store.scheduleWindowsSave()
        case .openURL(let request):
            guard !renderer.isSpare else { return refuse("openURL", from: renderer) }
            control.openFromView(url: request.url, window: renderer.windowID)
        case .storedValueWrite(let write):
            guard !renderer.isSpare else { return refuse("storedValueWrite", from: renderer) }
            store.store(write, from: renderer, recipients: pool.renderers.filter { $0.state != .closing && $0.state != .exited })
        case .navigationChanged(let navigation):
            guard ownWindow(navigation.windowID) else { return refuse("navigationChanged", from: renderer) }
            renderer.navigation = navigation.views
            control.broadcast(HostEvent(
                kind: .navigation, windowID: renderer.windowID, sceneID: renderer.sceneID,
                detail: Self.navigationDetail(navigation.views)))
        case .titleChanged(let change):
            guard change.windowID == renderer.windowID else { return refuse("titleChanged", from: renderer) }
            renderer.title = Self.clampedTitle(change.title)
        case .closeRequest(let request):
            guard request.windowID == renderer.windowID else { return refuse("closeRequest", from: renderer) }
            pool.close(renderer, reason: .user)
        case .windowClosed(let closed):
            // Window id 0: a spare shutting down, or a renderer that failed before it was
            // told which window to make.
            guard closed.windowID == renderer.windowID || closed.windowID == 0 else { return refuse("windowClosed", from: renderer) }
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
        case .pong, .awake:
            // The pool takes the answers to its pings; one here is out of place.
            refuse(message == .awake ? "awake" : "pong", from: renderer)
        }
    }

    /// A message the renderer had no business sending (another window's, or a spare's).
    private func refuse(_ name: String, from renderer: RendererHost) {
        logger.error("renderer \(renderer.pid) sent an unexpected \(name); stopping it")
        renderer.channel.close()
    }

    /// A renderer going away owned the clipboard and no clipboard manager took the text:
    /// another renderer of the app takes it over — an open window's, else a spare's — so
    /// the text can still be pasted (docs/clipboard.md). With none left, the text is lost,
    /// as in other toolkits without a clipboard manager.
    private func handOverClipboard(_ handOver: ClipboardHandOver, from sender: RendererHost) {
        let candidates = pool.renderers.filter { $0 !== sender && ($0.state == .open || $0.state == .opening) }
        guard let heir = candidates.first(where: { !$0.isSpare && $0.state == .open }) ?? candidates.first(where: \.isSpare)
            ?? candidates.first else {
            return logger.debug("renderer \(sender.pid) handed over the clipboard, but no other renderer is left; the text is lost")
        }
        logger.debug("the clipboard of renderer \(sender.pid) goes to renderer \(heir.pid)")
        heir.channel.send(.clipboardHandOver(handOver))
    }

    // MARK: Ending

    /// A renderer's connection ended: it exited, crashed, or was stopped.
    func rendererGone(_ renderer: RendererHost) {
        guard renderer.state != .exited else { return }
        let wasOpen = renderer.state == .open
        renderer.state = .exited
        let shuttingDown = pool.shuttingDown
        if renderer.isSpare {
            if renderer.closeReason == nil && !shuttingDown {
                logger.warning("spare renderer \(renderer.pid) ended\(renderer.lastError.map { ": \($0)" } ?? ""); a new one starts when a window opens")
            }
            pool.remove(renderer)
            pool.reap()
            stopWhenNoWindowIsLeft()
            return
        }
        // A window that ends without the person or the app closing it — its renderer
        // lost the display, or crashed past the restart limit — stays in the saved list,
        // so the next launch offers it again.
        var retained = (renderer.closeReason == nil || renderer.closeReason == .failure) && !shuttingDown
        var unexpectedly = false
        if let error = renderer.lastError {
            // Losing the display ends every renderer with the same line: print it once.
            if reportedErrors.insert(error).inserted { writeLine("\(appName): \(error)") }
            if !everOpened || !pool.windows.contains(where: { $0 !== renderer && $0.state != .exited }) { exitCode = 1 }
        } else if renderer.closeReason == nil && !shuttingDown {
            unexpectedly = true
            if restart(renderer) { return }
            retained = true
            logger.warning("the renderer of window \(renderer.windowID) (pid \(renderer.pid)) ended without closing its window\(wasOpen ? "" : " before it opened")")
            if !everOpened { exitCode = 1 }
        }
        if retained, let saved = saved(renderer) { store.retain(saved, id: renderer.windowID) }
        pool.remove(renderer, unexpectedly: unexpectedly)
        pool.restarts.forget(window: renderer.windowID)
        apply(phases.removeWindow(renderer.windowID))
        control.broadcast(HostEvent(kind: .windowClosed, windowID: renderer.windowID, sceneID: renderer.sceneID))
        // A window the person or the app closed is not restored; windows open when the
        // app is told to quit are (the saved list is left as it was).
        if !shuttingDown { store.scheduleWindowsSave() }
        pool.reap()
        stopWhenNoWindowIsLeft()
    }

    /// The app ends when its last window has closed (spares do not count): spares are
    /// told to exit, and the loop stops once every renderer is gone. A resident host
    /// stays until it is told to stop.
    private func stopWhenNoWindowIsLeft() {
        // A resident host stays without windows, until it is stopped (docs/systemd.md).
        if service?.isResident == true && !pool.shuttingDown { return }
        guard !pool.hasWindows else { return }
        if pool.renderers.isEmpty { return loop.stop() }
        for spare in pool.renderers { pool.close(spare, reason: .host) }
    }

    /// Starts a new renderer for the window of one that crashed (Chromium's "sad tab",
    /// recovered): same window id and scene, last size. Returns false when the restart
    /// limit is reached or the renderer cannot be started, and the window closes.
    private func restart(_ crashed: RendererHost) -> Bool {
        let decision = pool.restarts.shouldRestart(window: crashed.windowID, now: MonotonicClock.milliseconds())
        guard decision.restart else {
            logger.error("the renderer of window \(crashed.windowID) crashed \(decision.count + 1) times in \(Int(pool.restarts.interval / 1000)) s; closing the window")
            exitCode = 1
            return false
        }
        guard let scene = scenes.first(where: { $0.id == crashed.sceneID }) else { return false }
        let cause = crashed.stoppedAsHung ? "did not respond and was stopped" : "crashed"
        logger.warning("the renderer of window \(crashed.windowID) (pid \(crashed.pid)) \(cause); restarting it (\(decision.count) of \(pool.restarts.burst) in \(Int(pool.restarts.interval / 1000)) s)")
        pool.remove(crashed, unexpectedly: true)
        apply(phases.removeWindow(crashed.windowID))
        control.broadcast(HostEvent(kind: .rendererCrashed, windowID: crashed.windowID, sceneID: crashed.sceneID))
        guard openWindow(scene: scene, value: nil, restoring: crashed) != nil else { return false }
        pool.reap()
        return true
    }

    // MARK: Saved windows

    /// The windows open now, as the saved list keeps them: not those the person closed.
    var openSavedWindows: [UInt64: StateFiles.SavedWindow] {
        var windows: [UInt64: StateFiles.SavedWindow] = [:]
        for renderer in pool.renderers where renderer.state != .exited && renderer.closeReason != .user {
            if let saved = saved(renderer) { windows[renderer.windowID] = saved }
        }
        return windows
    }

    /// What the state file keeps of `renderer`'s window; nil for a spare or a scene that
    /// is not restored.
    private func saved(_ renderer: RendererHost) -> StateFiles.SavedWindow? {
        guard !renderer.isSpare, scenes.first(where: { $0.id == renderer.sceneID })?.restorationBehavior != .disabled else { return nil }
        return StateFiles.SavedWindow(
            scene: renderer.sceneID, value: renderer.value, width: renderer.size?.width,
            height: renderer.size?.height, sceneStorage: renderer.sceneStorage)
    }
}
