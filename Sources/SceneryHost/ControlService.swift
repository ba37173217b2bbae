#if canImport(Glibc)
import Glibc
#endif
import Logging
import SceneryCore
import SceneryPlatform
import SceneryWire

/// What the control service asks of the host: the app's scenes and the window operations
/// that change what is on screen (``HostProcess`` is the one implementation).
@MainActor
protocol SceneWindows: AnyObject {
    /// The scenes `App.body` declares.
    var scenes: [SceneDeclaration] { get }
    /// Opens a window of `scene` presenting `value`; nil when no renderer could be started.
    func openWindow(scene: SceneDeclaration, value: String?) -> RendererHost?
    /// Carries out a scene request (open, push, dismiss).
    func perform(_ request: SceneRequestMessage) -> Result<Void, SceneRouter.Failure>
    /// Closes a window at the host's request, as `scenectl close` does.
    func closeWindow(_ renderer: RendererHost) -> CloseOutcome
    /// A launch of the app handed over by a second process: activates the newest window,
    /// or with none open, opens what a cold launch would.
    func launchAgain() -> Result<Void, SceneRouter.Failure>
}

/// What became of a close the host asked for.
enum CloseOutcome: Equatable {
    /// The renderer was asked to close its window and answers pings.
    case closing
    /// The renderer does not answer: it was asked, and is stopped (and its window closed,
    /// not restarted) if it has not closed within `seconds`.
    case notResponding(seconds: Double)
}

/// Answers control clients (`scenectl`, a second launch) and routes URLs: the requests of
/// the control socket, URLs from the command line, from a view's `openURL` and from other
/// launches. The socket itself, its limits and its clients are ``ControlServer``'s.
@MainActor
final class ControlService {
    private let appID: String
    private let pool: RendererPool
    private unowned let windows: any SceneWindows
    /// `SCENERY_BACKEND=headless`: window events may be simulated.
    private let headless: Bool
    var logger: Logger
    /// The socket, once the launch windows are open.
    private var server: ControlServer?
    /// The scenes as the router sees them (set once `App.body` is evaluated).
    var router = SceneRouter(scenes: [])
    /// Another process bound its own socket at the control socket's path (the app's socket
    /// unit was started while this host runs; docs/systemd.md).
    var onSocketReplaced: (@MainActor () -> Void)?
    /// The control socket's path, once served.
    var socketPath: String? { server?.path }

    init(appID: String, pool: RendererPool, windows: any SceneWindows, headless: Bool, logger: Logger) {
        self.appID = appID
        self.pool = pool
        self.windows = windows
        self.headless = headless
        self.logger = logger
    }

    /// Starts serving the control socket; `lock` is the instance lock the host holds, and
    /// `inherited` the listening socket a service manager passed (socket activation).
    func serve(lock: InstanceLock, inherited: Int32?, loop: EventLoop) throws(HostError) {
        let server = try ControlServer(appID: appID, lock: lock, loop: loop, logger: logger, inherited: inherited)
        server.handleRequest = { [unowned self] in self.answer($0) }
        server.onSocketReplaced = { [unowned self] in self.onSocketReplaced?() }
        self.server = server
    }

    /// Streams `event` to every subscribed client.
    func broadcast(_ event: HostEvent) { server?.broadcast(event) }

    /// Stops serving; subscribers get the events already queued.
    func closeDraining() { server?.closeDraining() }

    // MARK: Control requests

    private func answer(_ request: ControlRequest) -> ControlReply {
        switch request {
        case .listWindows, .subscribeEvents:
            // A subscription's first answer: the state its events are relative to.
            return .windowList(openWindows)
        case .closeRequest(let request):
            guard let renderer = pool.windows.first(where: { $0.windowID == request.windowID }) else {
                return noSuchWindow(request.windowID)
            }
            switch windows.closeWindow(renderer) {
            case .closing:
                return .windowList(openWindows)
            case .notResponding(let seconds):
                return .error(ErrorReply(code: "not-responding", message: "window \(request.windowID) is not responding; it was asked to close, and is stopped in \(Self.seconds(seconds)) if it has not closed by then"))
            }
        case .windowEvent(let event):
            guard headless else {
                return .error(ErrorReply(code: "unsupported", message: "window events can only be simulated on the headless backend (SCENERY_BACKEND=headless); on X11 use xdotool"))
            }
            guard let renderer = pool.window(event.windowID) else { return noSuchWindow(event.windowID) }
            renderer.channel.send(.windowEvent(event))
            return .windowList(openWindows)
        case .openURL(let request):
            if case .failure(let failure) = deliver(url: request.url) {
                return .error(ErrorReply(code: failure.code, message: failure.message))
            }
            return .windowList(openWindows)
        case .sceneRequest(var request):
            request.sourceWindowID = 0
            if case .failure(let failure) = windows.perform(request) {
                return .error(ErrorReply(code: failure.code, message: failure.message))
            }
            return .windowList(openWindows)
        case .activateWindow(let request) where request.windowID == 0:
            // Window 0: the app was launched again (``RunningInstance/handOverLaunch()``).
            if case .failure(let failure) = windows.launchAgain() {
                return .error(ErrorReply(code: failure.code, message: failure.message))
            }
            return .windowList(openWindows)
        case .activateWindow(let request):
            guard let renderer = pool.window(request.windowID) else { return noSuchWindow(request.windowID) }
            renderer.channel.send(.activateWindow(request))
            return .windowList(openWindows)
        }
    }

    private func noSuchWindow(_ id: UInt64) -> ControlReply {
        .error(ErrorReply(code: "no-such-window", message: "no window \(id) in \(appID)"))
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// The windows whose renderer is still running, for control replies.
    var openWindows: WindowList {
        // Navigation states are bounded per window; the list keeps them for the first
        // windows up to a budget well inside a frame, and lists the others without.
        var budget = 512 << 10
        return WindowList(appID: appID, windows: pool.windows.filter { $0.state != .exited }.map { renderer in
            var info = renderer.info
            var writer = WireWriter()
            writer.write(info.navigation) { $1.encode(to: &$0) }
            budget -= writer.bytes.count
            if budget < 0 { info.navigation = [] }
            return info
        })
    }

    // MARK: URLs

    /// The open windows a request or a URL can go to (not spares, not closing), as the
    /// router sees them.
    var routableWindows: [SceneRouter.Window] {
        pool.windows.filter { $0.state != .closing && $0.state != .exited }
            .map { SceneRouter.Window(windowID: $0.windowID, sceneID: $0.sceneID, value: $0.value) }
    }

    /// `openURL` from a view: into the app when one of its scenes claims the URL (by a
    /// condition with its scheme), else to the desktop's handler (`xdg-open`).
    func openFromView(url text: String, window: UInt64) {
        guard case .success(let url) = parseExternalURL(text) else {
            logger.warning("window \(window): openURL: '\(text.prefix(200))' is not a URL")
            return
        }
        let scheme = (url.scheme ?? "").lowercased()
        let claimed = windows.scenes.contains { scene in
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

    /// A URL given on the command line of a cold start goes to the window the launch just
    /// opened when the route would open a new window of that same scene.
    func deliverAtLaunch(url text: String) {
        let canonical: String
        switch parseExternalURL(text) {
        case .success(let url): canonical = url.absoluteString
        case .failure(let error): return logger.warning("\(error.message)")
        }
        if case .success(.newWindow(let sceneID)) = router.route(url: canonical, windows: routableWindows),
           let launched = pool.windows.first(where: { $0.sceneID == sceneID }) {
            launched.channel.send(.openURL(OpenURL(url: canonical, windowID: launched.windowID)))
            return
        }
        if case .failure(let failure) = deliver(url: text) { logger.warning("\(failure.message)") }
    }

    /// Routes a URL to a window (see ``SceneRouter/route(url:windows:)``) and delivers it
    /// there, opening the window first if needed.
    func deliver(url text: String) -> Result<Void, SceneRouter.Failure> {
        let canonical: String
        switch parseExternalURL(text) {
        case .success(let url): canonical = url.absoluteString
        case .failure(let error): return .failure(SceneRouter.Failure(code: "bad-url", message: error.message))
        }
        switch router.route(url: canonical, windows: routableWindows) {
        case .failure(let failure):
            return .failure(failure)
        case .success(.window(let id)):
            guard let renderer = pool.windows.first(where: { $0.windowID == id }) else { return .success(()) }
            logger.info("URL \(canonical.prefix(200)) → window \(id)")
            renderer.channel.send(.openURL(OpenURL(url: canonical, windowID: id)))
            renderer.channel.send(.activateWindow(ActivateWindow(windowID: id)))
        case .success(.newWindow(let sceneID)):
            guard let scene = windows.scenes.first(where: { $0.id == sceneID }), let renderer = windows.openWindow(scene: scene, value: nil) else {
                return .failure(SceneRouter.Failure(code: "cannot-open", message: "cannot open a window of \(sceneID) for the URL"))
            }
            logger.info("URL \(canonical.prefix(200)) → new window \(renderer.windowID) of \(sceneID)")
            renderer.channel.send(.openURL(OpenURL(url: canonical, windowID: renderer.windowID)))
        }
        return .success(())
    }
}
