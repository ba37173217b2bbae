#if canImport(Glibc)
import Glibc
#endif
import Logging
import SceneryPlatform
import SceneryWire

/// The host's renderer processes (Chromium's `RenderProcessHost`s, without the windows'
/// meaning): it spawns them from the pinned executable, takes on the one forked before
/// `main`, checks each one's hello, keeps spares warm, reaps them, and decides restarts
/// (``RestartPolicy``) and hangs (``HangMonitor``). What a renderer's window *is* — its
/// scene, its phase, its saved state — is the host's business; the pool hands every message
/// after the handshake to ``onMessage`` and every ended connection to ``onGone``.
@MainActor
final class RendererPool {
    private let appID: String
    private let appName: String
    private let arguments: [String]
    private let loop: EventLoop
    var logger: Logger
    /// Every renderer whose connection is open (or ending), oldest first.
    private(set) var renderers: [RendererHost] = []
    /// Renderer pids not yet reaped; the host waits for all of them before it exits.
    private var unreaped: Set<Int32> = []
    /// Renderers whose connection ended without a windowClosed (pid → window id): how
    /// each ended (exit status or signal) is logged once it is reaped.
    private var endedUnexpectedly: [Int32: UInt64] = [:]
    /// `/proc/self/exe`, opened at start: renderers run this very build.
    private var pinnedExecutable: Int32 = -1
    /// The first renderer, forked before `main`, until the host takes it on.
    private var preforked: PreforkedRenderer?
    /// Forks later renderers, when the launch started one (RendererZygote.swift).
    private var zygote: RendererZygote?
    /// How many restarts a window gets (`restart-limit` in `restart-interval`).
    var restarts = RestartPolicy()
    /// How many spare renderers to keep ready (`spare-renderers`).
    var spareTarget = 1
    /// Whether the app opens windows beyond its first, so spares pay off.
    var sparesWanted = false
    /// A resident host (run as a service) keeps its spares ready with no window open, for
    /// the next launch to take (docs/systemd.md).
    var keepsSparesWithoutWindows = false
    /// Set once the host is ending: no spares start, and ends are not reported as losses.
    var shuttingDown = false
    /// Pings and what their answers (or their absence) mean.
    private(set) var hangs = HangMonitor(timeout: 5000)
    /// Armed for the monitor's next deadline: a round of pings, or a ping's timeout.
    private let hangTimer: DeadlineTimer

    /// Every message of a renderer after its hello checked out (but the answers to pings).
    var onMessage: (@MainActor (RendererToHost, RendererHost) -> Void)?
    /// A renderer's connection ended (it exited, crashed, or was stopped).
    var onGone: (@MainActor (RendererHost) -> Void)?
    /// A renderer was taken on: the host sends it what every renderer needs (the manifest,
    /// the shared values) once it has them.
    var onAttach: (@MainActor (RendererHost) -> Void)?
    /// A renderer left a ping unanswered for the hang timeout.
    var onNotResponding: (@MainActor (RendererHost) -> Void)?
    /// A renderer found not responding answered again.
    var onResponding: (@MainActor (RendererHost) -> Void)?

    init(
        preforked: PreforkedRenderer?, zygote: RendererZygote? = nil, appID: String, appName: String, arguments: [String],
        loop: EventLoop, logger: Logger
    ) {
        self.preforked = preforked
        self.zygote = zygote
        self.appID = appID
        self.appName = appName
        self.arguments = arguments
        self.loop = loop
        self.logger = logger
        hangTimer = DeadlineTimer(loop: loop)
    }

    // MARK: Queries

    /// The renderers that show a window (not spares), whatever their state.
    var windows: [RendererHost] { renderers.filter { !$0.isSpare } }

    /// The renderer showing window `id`, unless it has exited.
    func window(_ id: UInt64) -> RendererHost? {
        renderers.first { !$0.isSpare && $0.windowID == id && $0.state != .exited }
    }

    /// Whether any renderer shows a window.
    var hasWindows: Bool { renderers.contains { !$0.isSpare } }

    // MARK: Starting

    /// Opens `/proc/self/exe` for later renderers.
    func pinExecutable() throws(HostError) {
        do {
            pinnedExecutable = try BuildIdentity.pinExecutable()
        } catch {
            throw .executablePin(reason: "\(error)")
        }
    }

    /// Lets a renderer forked before `main` go, if the host did not take it on.
    func dismissPreforked() {
        preforked?.dismiss()
        preforked = nil
        zygote?.close()
        zygote = nil
    }

    /// The first renderer: the one forked before `main`, else a new one.
    func startFirst() throws(HostError) -> RendererHost {
        if let preforked {
            self.preforked = nil
            StartupTrace.mark("host", "renderer forked before main released")
            return attach(pid: preforked.pid, fd: preforked.fd)
        }
        let first = try launch()
        StartupTrace.mark("host", "renderer spawned")
        return first
    }

    /// Starts a renderer process. It begins as a spare: connected to the host and (soon)
    /// to X, waiting for an `openWindow` to give it a window.
    func launch() throws(HostError) -> RendererHost {
        let hostEnd: Int32
        let childEnd: Int32
        do {
            (hostEnd, childEnd) = try Sockets.pair()
        } catch {
            throw .rendererSocket(reason: "\(error)")
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
        if let zygote {
            if let pid = zygote.fork(environment, childEnd) { return attach(pid: pid, fd: hostEnd) }
            // Gone, failing or unable to carry this environment: it is stopped, and later
            // renderers are spawned.
            logger.warning("the renderer zygote did not fork a renderer (gone, no answer within 2 s, or an environment over 64 KiB); spawning renderers from now on")
            zygote.close()
            self.zygote = nil
        }
        let pid: Int32
        do {
            pid = try ProcessSpawner.spawn(
                path: "/proc/\(getpid())/fd/\(pinnedExecutable)",
                arguments: [arguments.first ?? appName], environment: environment,
                inheritedFD: childEnd, childFD: 3)
        } catch {
            FileDescriptorIO.close(hostEnd)
            throw .rendererSpawn(reason: "\(error)")
        }
        return attach(pid: pid, fd: hostEnd)
    }

    /// Takes on a renderer process that is already running, connected through `fd`: the one
    /// forked before `main` on a plain launch, or one just spawned. The host's hello releases
    /// a forked renderer (it waits for it before its own `main`).
    private func attach(pid: Int32, fd: Int32) -> RendererHost {
        unreaped.insert(pid)
        let renderer = RendererHost(pid: pid, channel: MessageChannel(fd: fd, loop: loop))
        renderers.append(renderer)
        renderer.channel.onMessage = { [unowned self, unowned renderer] in self.handle($0, from: renderer) }
        renderer.channel.onClose = { [unowned self, unowned renderer] cause in
            if case .protocolViolation(let error) = cause {
                self.logger.error("renderer \(renderer.pid) broke the protocol (\(error)); stopping it")
                kill(renderer.pid, SIGKILL)
            }
            self.onGone?(renderer)
        }
        renderer.channel.onSend = { [unowned self, unowned renderer] message in
            // The host expects the renderer to act on what it sends: a parked renderer is
            // pinged again (one stopped while parked is found this way).
            if case .ping = message { return }
            self.woke(renderer)
        }
        renderer.channel.send(.hello(Hello(buildID: BuildIdentity.current, role: .host, pid: getpid())))
        onAttach?(renderer)
        return renderer
    }

    /// The handshake: a renderer must start with a hello of this very build. After it,
    /// answers to pings stay here and everything else goes to the host.
    private func handle(_ message: WireMessage, from renderer: RendererHost) {
        guard renderer.state == .starting else {
            switch RendererToHost(message) {
            case .pong(let pong)?:
                answered(pong, by: renderer)
            case .awake?:
                woke(renderer)
            case let received?:
                onMessage?(received, renderer)
            case nil:
                logger.error("renderer \(renderer.pid) sent \(message.name), which only the host sends; stopping it")
                renderer.channel.close()
            }
            return
        }
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
        hangs.watch(renderer.pid, now: MonotonicClock.milliseconds())
        armHangTimer()
    }

    // MARK: Hangs

    /// Sets `hang-timeout` (seconds); pings go out every half of it.
    func setHangTimeout(seconds: Double) {
        hangs.timeout = seconds * 1000
        armHangTimer()
    }

    private func answered(_ pong: Pong, by renderer: RendererHost) {
        let recovered = hangs.answered(renderer.pid, sequence: pong.sequence, idle: pong.idle)
        if recovered {
            renderer.responding = true
            onResponding?(renderer)
        }
        armHangTimer()
    }

    /// The renderer woke for work (its `awake`), or the host sent it something.
    private func woke(_ renderer: RendererHost) {
        guard hangs.wake(renderer.pid, now: MonotonicClock.milliseconds()) else { return }
        armHangTimer()
    }

    /// The kernel stopped the renderer (its parent hears of it through SIGCHLD): it is
    /// pinged now, parked or not, so it is found not responding one timeout later if it
    /// stays stopped, as a hung one is. A renderer continued in time answers, and nothing
    /// happens.
    private func stopped(_ renderer: RendererHost) {
        logger.debug("renderer \(renderer.pid) was stopped by a signal; pinging it")
        guard hangs.suspect(renderer.pid, now: MonotonicClock.milliseconds()) else { return }
        checkHangs()
    }

    /// Carries out what the monitor decided is due now, then waits for its next deadline.
    private func checkHangs() {
        for action in hangs.tick(now: MonotonicClock.milliseconds()) {
            switch action {
            case .ping(let pid, let sequence):
                renderers.first { $0.pid == pid }?.channel.send(.ping(Ping(sequence: sequence)))
            case .notResponding(let pid):
                guard let renderer = renderers.first(where: { $0.pid == pid }) else { continue }
                renderer.responding = false
                onNotResponding?(renderer)
            case .stop(let pid):
                guard let renderer = renderers.first(where: { $0.pid == pid }) else { continue }
                renderer.stoppedAsHung = true
                // A window the person or the host asked to close is closed, not restarted.
                if renderer.closeReason == nil, let requested = renderer.requestedClose { renderer.closeReason = requested }
                logger.warning("renderer \(pid)\(renderer.isSpare ? " (a spare)" : " of window \(renderer.windowID)") answered no ping for \(Self.seconds(2 * hangs.timeout)); stopping it")
                kill(pid, SIGKILL)
            }
        }
        armHangTimer()
    }

    private func armHangTimer() {
        guard let deadline = hangs.nextDeadline else { return hangTimer.cancel() }
        hangTimer.arm(inMilliseconds: deadline - MonotonicClock.milliseconds()) { [weak self] in self?.checkHangs() }
    }

    /// Milliseconds as seconds for a log line ("5 s", "2.5 s").
    static func seconds(_ milliseconds: Double) -> String {
        let seconds = milliseconds / 1000
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    // MARK: Spares

    /// A spare renderer that is starting or waiting, if there is one.
    func takeSpare() -> RendererHost? {
        renderers.first { $0.isSpare && ($0.state == .starting || $0.state == .opening) }
    }

    /// Starts spares until ``spareTarget`` are ready, when the app opens more windows.
    func replenishSpares() {
        guard sparesWanted, !shuttingDown, hasWindows || keepsSparesWithoutWindows else { return }
        let spares = renderers.filter { $0.isSpare && $0.state != .closing && $0.state != .exited }.count
        for _ in spares..<max(spares, spareTarget) {
            do {
                let spare = try launch()
                logger.debug("spare renderer \(spare.pid) started")
            } catch {
                logger.warning("cannot start a spare renderer: \(error.message)")
                return
            }
        }
    }

    /// Stops the waiting spares beyond ``spareTarget`` (after the count was lowered), the
    /// newest first; spares still starting are left until they are ready or used.
    func trimSpares() {
        let waiting = renderers.filter { $0.isSpare && $0.state == .opening }
        let surplus = renderers.filter { $0.isSpare && ($0.state == .starting || $0.state == .opening) }.count - spareTarget
        guard surplus > 0 else { return }
        for spare in waiting.reversed().prefix(surplus) {
            logger.info("spare renderer \(spare.pid) stopped: spare-renderers is \(spareTarget)")
            close(spare, reason: .host)
        }
    }

    // MARK: Ending

    /// Asks a renderer to close its window; it answers with windowClosed and exits.
    func close(_ renderer: RendererHost, reason: CloseReason) {
        guard renderer.state != .closing && renderer.state != .exited else { return }
        renderer.state = .closing
        renderer.requestedClose = reason
        renderer.channel.send(.shutdown(Shutdown(reason: reason)))
    }

    /// Forgets a renderer whose connection ended; `unexpectedly` when it ended without
    /// saying why, so its exit status is logged once it is reaped.
    func remove(_ renderer: RendererHost, unexpectedly: Bool = false) {
        if unexpectedly { endedUnexpectedly[renderer.pid] = renderer.windowID }
        renderers.removeAll { $0 === renderer }
        hangs.forget(renderer.pid)
        armHangTimer()
    }

    /// Reaps every child that has ended (renderers, and `xdg-open`s the host started), and
    /// pings at once every renderer the kernel reports stopped (SIGSTOP): a parked one would
    /// otherwise never be pinged, and nothing it shows would say it is stopped.
    func reap() {
        for (pid, change) in ChildReaper.collect(stops: true) {
            guard case .ended(let status) = change else {
                if let renderer = renderers.first(where: { $0.pid == pid }) { stopped(renderer) }
                continue
            }
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

    /// Tells every renderer to exit; those still there after 2 s are killed.
    func shutDownAll() {
        for renderer in renderers { close(renderer, reason: .host) }
        loop.after(milliseconds: 2000) { [unowned self] in
            for renderer in self.renderers {
                self.logger.warning("renderer \(renderer.pid) did not exit in time; killing it")
                kill(renderer.pid, SIGKILL)
            }
        }
    }

    /// Kills every renderer at once and reaps them (a launch that failed).
    func terminateAll() {
        shuttingDown = true
        for renderer in renderers { kill(renderer.pid, SIGKILL) }
        waitForChildren()
    }

    /// Waits (on SIGCHLD, up to 2 s) until every renderer has been reaped, then kills and
    /// reaps any that remain, so the host never leaves a process behind.
    func waitForChildren() {
        let deadline = MonotonicClock.milliseconds() + 2000
        while !unreaped.isEmpty {
            let left = deadline - MonotonicClock.milliseconds()
            if left <= 0 { break }
            loop.turn(timeoutMilliseconds: left)
            reap()
        }
        for pid in unreaped {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        unreaped.removeAll()
    }
}
