#if canImport(Glibc)
import Glibc
#endif
public import SceneryCairo
public import SceneryCore
public import SceneryPlatform
public import SceneryWire

/// An app under test, running as it does for people — the real scene host and one real
/// renderer process per window — on a display the test drives.
///
/// ```swift
/// let app = try AppUnderTest(product: "Notes")            // headless virtual display
/// defer { app.stop() }
/// let first = try #require(app.waitForWindow(scene: "notes"))
/// try app.openWindow(id: "notes")
/// let second = try #require(app.waitForWindow(scene: "notes"))
/// try app.focus(first.windowID)
/// #expect(app.waitForPhase(of: first.windowID, .active))
/// #expect(app.waitForPhase(of: second.windowID, .inactive))
/// ```
///
/// **Displays.** `.headless` (the default) runs the renderers on Scenery's headless backend
/// (`SCENERY_BACKEND=headless`): a virtual display where the host plays the window manager —
/// one window holds the focus, a new window takes it — and every frame is saved for
/// ``contents(of:)``. It needs no X server and is fast enough to run a scenario many times.
/// `.xvfb` runs the app on a private Xvfb with openbox and drives it with EWMH requests and
/// xdotool, for the real window manager's behaviour.
///
/// Every wait has a deadline and waits on events (host events over the control socket, X
/// events), never by sleeping. ``stop()`` ends the app and everything the test started.
@MainActor
public final class AppUnderTest {
    /// Where the app's windows appear.
    public enum Display: Sendable {
        /// Scenery's headless backend: a virtual display the host manages.
        case headless
        /// A private Xvfb with openbox.
        case xvfb
    }

    /// The executable's product name (its app id).
    public let product: String
    /// The display the app runs on.
    public let display: Display
    /// The app's host process.
    public let process: LaunchedProcess
    /// The app's events since the test connected (windows, phases, frames).
    public var events: HostEventStream
    /// The directory holding the app's runtime files, state and headless frames.
    public let runtime: TemporaryDirectory
    private var control: BlockingChannel
    private let xvfb: XvfbDisplay?
    private let x: XClient?

    /// Launches the executable `product` (built next to the tests) and waits until its host
    /// answers on its control socket.
    ///
    /// - Parameters:
    ///   - environment: more environment variables (nil removes one).
    ///   - stateDirectory: `SCENERY_STATE_DIR`; a fresh one inside ``runtime`` by default.
    public init(product: String, display: Display = .headless, environment: [String: String?] = [:], stateDirectory: String? = nil, milliseconds: Double = 10_000) throws {
        self.product = product
        self.display = display
        runtime = TemporaryDirectory(prefix: "scenery-app-test")
        chmod(runtime.path, 0o700)
        var all: [String: String?] = [
            "XDG_RUNTIME_DIR": runtime.path, "SCENERY_APP_ID": nil,
            "SCENERY_STATE_DIR": stateDirectory ?? runtime.path + "/state",
        ]
        switch display {
        case .headless:
            let frames = runtime.path + "/frames"
            mkdir(frames, 0o700)
            all["SCENERY_BACKEND"] = "headless"
            all["SCENERY_HEADLESS_DIR"] = frames
            all["DISPLAY"] = nil
            xvfb = nil
            x = nil
        case .xvfb:
            let server = try XvfbDisplay()
            xvfb = server
            x = try XClient(display: server.display)
            all["DISPLAY"] = server.display
            all["SCENERY_BACKEND"] = nil
        }
        all.merge(environment) { $1 }
        process = try LaunchedProcess(path: BuiltProducts.path(product), environment: all, outputPath: runtime.path + "/\(product).log")
        let socketDirectory = runtime.path + "/scenery"
        mkdir(socketDirectory, 0o700)
        let socket = RuntimePaths.controlSocket(appID: product, directory: socketDirectory)
        // The host serves its control socket once its launch windows are open.
        let process = self.process
        let appeared = FileAppearance.wait(
            for: product + ".sock", in: socketDirectory, milliseconds: milliseconds,
            stop: { !ProcessWatch.isAlive(process.pid) })
        guard appeared, let stream = try? HostEventStream(appID: product, runtimeDirectory: runtime.path) else {
            process.terminate()
            xvfb?.stop()
            let output = process.output
            runtime.remove()
            throw AppUnderTestError("\(product) did not start: \(output)")
        }
        events = stream
        control = BlockingChannel(fd: try Sockets.connect(path: socket))
        try control.greetHostAsControlClient()
    }

    // MARK: Windows

    /// The app's open windows, as the host lists them.
    public func windows() throws -> [WindowInfo] {
        guard case .windowList(let list) = try request(.listWindows) else { return [] }
        return list.windows
    }

    /// Waits for a window (of `scene`, if given) to be on screen and returns it: one open
    /// when the test connected that no earlier call returned, else the next one to open.
    public func waitForWindow(scene: String? = nil, milliseconds: Double = 10_000) -> WindowInfo? {
        let returned = returnedWindows
        func wanted(_ windowID: UInt64, _ sceneID: String) -> Bool {
            (scene == nil || sceneID == scene) && !returned.contains(windowID)
        }
        if let open = events.initialWindows.first(where: { $0.xWindowID != 0 && wanted($0.windowID, $0.sceneID) }) {
            returnedWindows.insert(open.windowID)
            return open
        }
        func opened(_ event: HostEvent) -> Bool { event.kind == .windowOpened && wanted(event.windowID, event.sceneID) }
        guard let event = events.received.first(where: opened) ?? events.next(milliseconds: milliseconds, where: opened) else { return nil }
        returnedWindows.insert(event.windowID)
        return (try? windows())?.first { $0.windowID == event.windowID }
            ?? WindowInfo(sceneID: event.sceneID, windowID: event.windowID, rendererPID: 0, xWindowID: 0, title: "")
    }

    private var returnedWindows: Set<UInt64> = []

    /// Gives `window` the keyboard focus (X11: `_NET_ACTIVE_WINDOW`).
    public func focus(_ window: UInt64) throws { try drive(window, .focus) }
    /// Minimises `window` (X11: ICCCM `WM_CHANGE_STATE` to iconic).
    public func minimize(_ window: UInt64) throws { try drive(window, .minimize) }
    /// Restores a minimised `window` and focuses it.
    public func restore(_ window: UInt64) throws { try drive(window, .restore) }
    /// Asks `window` to close, as its close button does (`WM_DELETE_WINDOW`).
    public func close(_ window: UInt64) throws { try drive(window, .close) }
    /// Clicks `window` at `point` (window points).
    public func click(_ window: UInt64, at point: CGPoint) throws { try drive(window, .click, at: point) }

    /// Clicks `window` at `point` (window points) with `modifiers` held (Control, Shift,
    /// Alt, Super), as a person holding those keys would: X11 only (`xdotool keydown …
    /// click 1 keyup …`); the headless backend's window events carry no modifiers.
    public func click(_ window: UInt64, at point: CGPoint, modifiers: EventModifiers) throws {
        guard !modifiers.isEmpty else { return try click(window, at: point) }
        guard case .xvfb = display, let xvfb else {
            throw AppUnderTestError("a click with modifiers needs the X11 display (the headless backend's events have none)")
        }
        guard let id = try windows().first(where: { $0.windowID == window })?.xWindowID, id != 0 else {
            throw AppUnderTestError("window \(window) is not on the X display")
        }
        var keys: [String] = []
        if modifiers.contains(.control) { keys.append("ctrl") }
        if modifiers.contains(.option) { keys.append("alt") }
        if modifiers.contains(.command) { keys.append("super") }
        if modifiers.contains(.shift) { keys.append("shift") }
        let chord = keys.joined(separator: "+")
        let tool = try LaunchedProcess(
            path: "/usr/bin/xdotool",
            arguments: ["mousemove", "--window", String(id), String(Int(point.x)), String(Int(point.y)),
                        "keydown", chord, "click", "1", "keyup", chord],
            environment: ["DISPLAY": xvfb.display], outputPath: runtime.path + "/xdotool.log")
        guard tool.waitForExit(milliseconds: 10_000) == .exited(0) else { throw AppUnderTestError("xdotool failed: \(tool.output)") }
    }

    /// Presses and releases `key` with `modifiers` held in `window`, as a person at the
    /// keyboard would (X11: the window is made active, then `xdotool key`). The key goes
    /// to the window's focused view (docs/input.md): `type(1, .tab)` moves the focus,
    /// `type(1, .return)` activates a focused button.
    public func type(_ window: UInt64, _ key: KeyEquivalent, modifiers: EventModifiers = []) throws {
        guard let scalar = key.character.unicodeScalars.first else { return }
        try drive(window, .key, at: CGPoint(x: Double(scalar.value), y: Double(modifiers.rawValue)))
    }

    /// Opens a window of scene `id`, as `openWindow(id:)` does; `value` is JSON for a
    /// value-presenting group.
    public func openWindow(id: String, value: String? = nil) throws {
        _ = try request(.sceneRequest(SceneRequestMessage(action: .open, sceneID: id, value: value)))
    }

    /// Hands the app a URL, as `scenectl open-url` does.
    public func openURL(_ url: String) throws {
        _ = try request(.openURL(OpenURL(url: url)))
    }

    // MARK: Waiting

    /// The phase of `window` as the events received so far say (after reading every event
    /// that has already arrived).
    public func phase(of window: UInt64) -> ScenePhase? {
        drainEvents()
        if let last = events.received.last(where: { $0.kind == .windowPhase && $0.windowID == window }) { return last.newPhase }
        return events.initialWindows.first { $0.windowID == window }?.phase
    }

    /// Waits until `window` is in `phase` (already, by the events received, or by a later
    /// transition).
    public func waitForPhase(of window: UInt64, _ phase: ScenePhase, milliseconds: Double = 10_000) -> Bool {
        if self.phase(of: window) == phase { return true }
        return events.next(milliseconds: milliseconds) {
            $0.kind == .windowPhase && $0.windowID == window && $0.newPhase == phase
        } != nil
    }

    /// Reads the events that have already arrived, without waiting for more.
    private func drainEvents() {
        while events.next(milliseconds: 1) != nil {}
    }

    /// The app's aggregate phase as the events received so far say (nil before any
    /// app transition was received).
    public func appPhase() -> ScenePhase? {
        drainEvents()
        return events.received.last { $0.kind == .appPhase }?.newPhase
    }

    /// Waits until the app's aggregate phase is `phase` (by the last transition received,
    /// or a later one).
    public func waitForAppPhase(_ phase: ScenePhase, milliseconds: Double = 10_000) -> Bool {
        if appPhase() == phase { return true }
        return events.next(milliseconds: milliseconds) { $0.kind == .appPhase && $0.newPhase == phase } != nil
    }

    /// What `window` shows now: its last frame (headless), or a screenshot (Xvfb).
    public func contents(of window: UInt64) -> RasterImage? {
        switch display {
        case .headless:
            return RasterImage.readPNG(from: runtime.path + "/frames/window-\(window).png")
        case .xvfb:
            guard let x, let id = try? windows().first(where: { $0.windowID == window })?.xWindowID, id != 0 else { return nil }
            return x.screenshot(id)
        }
    }

    /// Waits until `window` shows contents that satisfy `predicate`, checking the current
    /// contents and then each new frame, up to the deadline. Returns the matching image.
    public func waitForContents(
        of window: UInt64, milliseconds: Double = 10_000, where predicate: (RasterImage) -> Bool
    ) -> RasterImage? {
        switch display {
        case .headless:
            let deadline = MonotonicClock.milliseconds() + milliseconds
            while true {
                if let image = contents(of: window), predicate(image) { return image }
                let left = deadline - MonotonicClock.milliseconds()
                guard left > 0,
                      events.next(milliseconds: left, where: { $0.kind == .framePresented && $0.windowID == window }) != nil
                else { return nil }
            }
        case .xvfb:
            // Re-check on every X event about the window (a new frame, an Expose, a map).
            guard let x, let id = try? windows().first(where: { $0.windowID == window })?.xWindowID, id != 0 else { return nil }
            x.watchStructure(id)
            var match: RasterImage?
            _ = x.waitUntil(milliseconds: milliseconds) {
                guard x.isViewable(id), let shot = x.screenshot(id), predicate(shot) else { return false }
                match = shot
                return true
            }
            return match
        }
    }

    /// Waits for the app to exit.
    public func waitForExit(milliseconds: Double = 10_000) -> TerminationStatus? {
        process.waitForExit(milliseconds: milliseconds)
    }

    /// Ends the app (SIGTERM, then SIGKILL), the X server if one was started, and removes
    /// the runtime directory.
    public func stop() {
        process.terminate()
        xvfb?.stop()
        runtime.remove()
    }

    // MARK: Plumbing

    private func request(_ message: WireMessage) throws -> WireMessage {
        try control.send(message)
        let reply = try control.receive(milliseconds: 10_000)
        if case .error(let error) = reply { throw AppUnderTestError(error.message) }
        return reply
    }

    private func drive(_ window: UInt64, _ kind: WindowEvent.Kind, at point: CGPoint = .zero) throws {
        switch display {
        case .headless:
            _ = try request(.windowEvent(WindowEvent(windowID: window, kind: kind, x: point.x, y: point.y)))
        case .xvfb:
            guard let x, let xvfb else { return }
            guard let id = try windows().first(where: { $0.windowID == window })?.xWindowID, id != 0 else {
                throw AppUnderTestError("window \(window) is not on the X display")
            }
            switch kind {
            case .focus, .restore: x.activate(id)
            case .unfocus: break
            case .minimize: x.iconify(id)
            case .close: x.requestClose(id)
            case .click:
                let tool = try LaunchedProcess(
                    path: "/usr/bin/xdotool",
                    arguments: ["mousemove", "--window", String(id), String(Int(point.x)), String(Int(point.y)), "click", "1"],
                    environment: ["DISPLAY": xvfb.display], outputPath: runtime.path + "/xdotool.log")
                guard tool.waitForExit(milliseconds: 10_000) == .exited(0) else { throw AppUnderTestError("xdotool failed: \(tool.output)") }
            case .key:
                // openbox routes keys only to the window it holds as active.
                x.activate(id)
                guard x.waitUntilActive(id) else { throw AppUnderTestError("window \(window) never became active") }
                let name = XKeyNames.chord(scalar: UInt32(point.x), modifiers: EventModifiers(rawValue: Int(point.y)))
                let tool = try LaunchedProcess(
                    path: "/usr/bin/xdotool", arguments: ["key", "--clearmodifiers", name],
                    environment: ["DISPLAY": xvfb.display], outputPath: runtime.path + "/xdotool.log")
                guard tool.waitForExit(milliseconds: 10_000) == .exited(0) else { throw AppUnderTestError("xdotool failed: \(tool.output)") }
            }
        }
    }
}

/// A failure of ``AppUnderTest``, with what the app said.
public struct AppUnderTestError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
