#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// A private X server (Xvfb, `-noreset`) with the openbox window manager, for tests.
///
/// Start-up is event-driven: Xvfb reports its display number on a pipe when it is ready
/// (`-displayfd`), and openbox is ready once the root window carries
/// `_NET_SUPPORTING_WM_CHECK`. ``stop()`` ends both and waits for them.
public final class XvfbDisplay: @unchecked Sendable {
    // @unchecked: the processes are started in init and stopped once by the owner.
    /// The display name, e.g. `:12`.
    public let display: String
    private let server: LaunchedProcess
    private var windowManager: LaunchedProcess?
    private let logs: TemporaryDirectory

    /// Errors starting the display.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts Xvfb (and openbox unless `windowManager` is false), waiting up to 10 s each.
    /// With `dpi`, the screen reports the physical size of that resolution (`-dpi`).
    public init(windowManager: Bool = true, width: Int = 1280, height: Int = 800, dpi: Int? = nil) throws {
        logs = TemporaryDirectory(prefix: "scenery-xvfb")
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0, fcntl(fds[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(fds[1], F_SETFD, FD_CLOEXEC) == 0 else { throw SystemError("pipe2") }
        defer { close(fds[0]) }
        let logFD = open(logs.path + "/xvfb.log", O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        defer { if logFD >= 0 { close(logFD) } }
        do {
            let pid = try ProcessSpawner.spawn(
                path: Self.which("Xvfb"),
                arguments: ["Xvfb", "-displayfd", "3", "-noreset", "-nolisten", "tcp", "-screen", "0", "\(width)x\(height)x24"]
                    + (dpi.map { ["-dpi", String($0)] } ?? []),
                environment: ProcessSpawner.currentEnvironment(), inheritedFD: fds[1], childFD: 3,
                outputFD: logFD >= 0 ? logFD : nil)
            server = LaunchedProcess(adopting: pid, outputPath: logs.path + "/xvfb.log")
        } catch {
            close(fds[1])
            logs.remove()
            throw error
        }
        close(fds[1])
        var number = ""
        let deadline = MonotonicClock.milliseconds() + 10_000
        while !number.hasSuffix("\n") {
            let left = deadline - MonotonicClock.milliseconds()
            var pfd = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            guard left > 0, poll(&pfd, 1, Int32(left)) > 0 else { break }
            guard case .bytes(let bytes) = FileDescriptorIO.read(fds[0], capacity: 16) else { break }
            number += String(decoding: bytes, as: UTF8.self)
        }
        guard let n = Int(number.trimmingCharacters()) else {
            server.terminate()
            let log = server.output
            logs.remove()
            throw StartError(description: "Xvfb did not report a display within 10 s: \(log)")
        }
        display = ":\(n)"
        // The pointer starts in the middle of the screen, where the first window may open
        // and then draw a control under it hovered: park it in the bottom-right corner.
        (try? XClient(display: display))?.warpPointer(x: width - 1, y: height - 1)
        if windowManager {
            do {
                try startWindowManager()
            } catch {
                stop()
                throw error
            }
        }
    }

    private func startWindowManager() throws {
        let probe = try XClient(display: display)
        probe.watchRootProperties()
        let wm = try LaunchedProcess(
            path: Self.which("openbox"), arguments: [],
            environment: ["DISPLAY": display], outputPath: logs.path + "/openbox.log")
        windowManager = wm
        // openbox sets _NET_SUPPORTING_WM_CHECK early and _NET_CLIENT_LIST once it has
        // adopted existing windows, just before its event loop; a map request that arrives
        // before that can be lost. A probe window it manages proves the loop runs.
        let ready = probe.waitUntil(milliseconds: 10_000) {
            probe.windowProperty(probe.root, "_NET_SUPPORTING_WM_CHECK") != nil
                && probe.windowProperty(probe.root, "_NET_CLIENT_LIST") != nil
        } && probe.waitUntilWindowManagerManagesWindows()
        guard ready else {
            throw StartError(description: "openbox did not become ready within 10 s: \(wm.output)")
        }
        try settleSyntheticKeyboard(probe: probe)
    }

    /// The first synthetic key (XTEST, as xdotool sends) switches the server's core keyboard
    /// to the XTEST device: clients get a MappingNotify, and openbox ungrabs and grabs its
    /// key bindings again. A key that arrives meanwhile goes to the focused window instead
    /// of openbox (a test's Alt+F4 was missed about one time in fifteen). So one harmless
    /// key (Shift) is typed here, and the display is ready once openbox has managed a new
    /// probe window: it handles events in order, so it has re-grabbed by then.
    private func settleSyntheticKeyboard(probe: XClient) throws {
        let xdotool = Self.which("xdotool")
        guard access(xdotool, X_OK) == 0 else { return }  // tests that type need it anyway
        let key = try LaunchedProcess(
            path: xdotool, arguments: ["key", "shift"], environment: ["DISPLAY": display],
            outputPath: logs.path + "/xdotool-settle.log")
        guard key.waitForExit(milliseconds: 10_000) == .exited(0) else {
            key.terminate()
            throw StartError(description: "xdotool could not type on \(display): \(key.output)")
        }
        guard probe.waitUntilWindowManagerManagesWindows() else {
            throw StartError(description: "openbox stopped managing windows after a synthetic key")
        }
    }

    /// Whether openbox is running, and what it and Xvfb printed (for failure messages).
    public var diagnosis: String {
        let wm = windowManager.map { "openbox alive: \(ProcessWatch.isAlive($0.pid)), openbox log: \($0.output)" } ?? "no window manager"
        return "\(wm); Xvfb log: \(server.output)"
    }

    /// The environment a client of this display needs.
    public var environment: [String: String?] { ["DISPLAY": display] }

    /// Stops openbox and Xvfb and waits for them to exit.
    public func stop() {
        for process in [windowManager, server].compactMap({ $0 }) {
            process.signal(SIGTERM)
            if process.waitForExit(milliseconds: 5000) == nil { process.terminate() }
        }
        windowManager = nil
        logs.remove()
    }

    static func which(_ program: String) -> String {
        for dir in ["/usr/bin", "/usr/local/bin", "/bin"] where access("\(dir)/\(program)", X_OK) == 0 {
            return "\(dir)/\(program)"
        }
        return program
    }
}

extension LaunchedProcess {
    convenience init(adopting pid: Int32, outputPath: String) {
        self.init(pid: pid, outputPath: outputPath)
    }
}

extension String {
    func trimmingCharacters() -> String {
        String(self.filter { !$0.isWhitespace })
    }
}
