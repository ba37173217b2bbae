#if canImport(Glibc)
import Glibc
#endif
import Scenery
@testable import Hello
import SceneryPlatform
import SceneryTesting
import Testing

/// One running example app (Hello unless told otherwise) on a private Xvfb with openbox,
/// cleaned up by `stop()`.
final class HelloUnderTest {
    let display: XvfbDisplay
    let runtime: TemporaryDirectory
    let app: LaunchedProcess
    let x: XClient
    /// The example's product name, which is also its app id and WM_CLASS.
    let product: String

    /// - Parameters:
    ///   - arguments: the app's command-line arguments.
    ///   - pipingOutput: read the app's output live with `app.nextLine()`.
    ///   - dpi: the resolution the screen's physical size says (Xvfb's `-dpi`).
    ///   - resources: the root window's `RESOURCE_MANAGER` when the app starts (`Xft.dpi:\t192`).
    ///   - screen: the size of Xvfb's screen in pixels.
    ///   - keysyms: keysyms the keyboard map gets on spare keycodes before the app starts
    ///     (`dead_acute`, `Multi_key`: none is on Xvfb's US map). xdotool then types them
    ///     with those keycodes; otherwise it maps a spare keycode around each key and maps
    ///     it back, and a renderer that reads the map after it was taken back sees the key
    ///     as nothing (a race a loaded machine loses).
    init(product: String = "Hello", arguments: [String] = [], extraEnvironment: [String: String?] = [:], pipingOutput: Bool = false,
         dpi: Int? = nil, resources: String? = nil, screen: (width: Int, height: Int) = (1280, 800), keysyms: [UInt32] = []) throws {
        self.product = product
        display = try XvfbDisplay(width: screen.width, height: screen.height, dpi: dpi)
        runtime = TemporaryDirectory(prefix: "scenery-runtime")
        chmod(runtime.path, 0o700)
        x = try XClient(display: display.display)
        x.watchRootProperties()
        if let resources { x.setString(x.root, "RESOURCE_MANAGER", resources) }
        for keysym in keysyms {
            let keycode = try #require(x.spareKeycode(), "no spare keycode for keysym \(keysym)")
            x.map(keycode: keycode, to: keysym)
        }
        // Each run has its own state directory, so no run restores another's windows.
        var environment: [String: String?] = [
            "DISPLAY": display.display, "XDG_RUNTIME_DIR": runtime.path, "SCENERY_APP_ID": nil,
            "SCENERY_STATE_DIR": runtime.path + "/state",
        ]
        environment.merge(extraEnvironment) { $1 }
        app = pipingOutput
            ? try LaunchedProcess(pipingOutputOf: BuiltProducts.path(product), arguments: arguments, environment: environment, outputPath: runtime.path + "/\(product).log")
            : try LaunchedProcess(path: BuiltProducts.path(product), arguments: arguments, environment: environment, outputPath: runtime.path + "/\(product).log")
    }

    /// Waits for the app's window to be managed and viewable; returns it and the renderer
    /// process drawing it.
    func openedWindow() throws -> (window: UInt32, renderer: Int32) {
        let window = try #require(x.waitForWindow(wmClass: product), "no \(product) window appeared: \(diagnosis)")
        try #require(x.waitUntilViewable(window))
        let renderer = try #require(app.children.first, "the host has no renderer child")
        return (window, renderer)
    }

    /// Waits for the app's window, activates it through openbox (`xdotool windowactivate`)
    /// and waits until the host reports it active and openbox holds it as
    /// `_NET_ACTIVE_WINDOW`: openbox routes keys, and acts on Alt+F4, only for the client it
    /// has taken as focused. Watches the window's structure and properties.
    func openedActiveWindow(sourceLocation: SourceLocation = #_sourceLocation) throws -> (window: UInt32, renderer: Int32) {
        let (window, renderer) = try openedWindow()
        var events = try events()
        try xdotool(["windowactivate", "--sync", String(window)], on: self)
        let active = events.waitUntilActive()
        #expect(active, "\(events.transcript)", sourceLocation: sourceLocation)
        #expect(x.waitUntilActive(window), "openbox never took the window as active: \(diagnosis)", sourceLocation: sourceLocation)
        x.watchStructure(window)
        return (window, renderer)
    }

    /// Subscribes to the app's host events (window and phase transitions).
    func events() throws -> HostEventStream {
        try HostEventStream(appID: product, runtimeDirectory: runtime.path)
    }

    /// What a person would look at when the window does not appear.
    var diagnosis: String {
        let managed = x.clientWindows.map { "\($0): \(x.strings($0, "WM_CLASS"))" }
        let topLevel = x.topLevelWindows.map { "\($0) viewable \(x.isViewable($0)) \(x.strings($0, "WM_CLASS"))" }
        let threads = app.children.map { pid in
            "\(pid): " + (ProcessWatch.readSmallFile("/proc/\(pid)/wchan") ?? "?") + " state \(ProcessWatch.processState(pid).map(String.init) ?? "?")"
        }
        // Where each renderer is stuck, when gdb is installed (`make test` does not install it).
        let stacks = access("/usr/bin/gdb", X_OK) != 0 ? [] : app.children.compactMap { pid -> String? in
            guard let gdb = try? LaunchedProcess(
                path: "/usr/bin/gdb", arguments: ["-p", String(pid), "-batch", "-ex", "thread apply all bt 30"],
                environment: [:], outputPath: runtime.path + "/gdb-\(pid).log") else { return nil }
            if gdb.waitForExit(milliseconds: 30_000) == nil { gdb.terminate() }
            return gdb.output.split(separator: "\n").filter { $0.hasPrefix("#") || $0.hasPrefix("Thread") }.joined(separator: "\n")
        }
        return "app alive: \(ProcessWatch.isAlive(app.pid)), renderers: \(threads), managed windows: \(managed), top level: \(topLevel), output: \(app.output); \(display.diagnosis)\(stacks.map { "\nstacks:\n" + $0 }.joined())"
    }

    /// Asserts that the app exits with `status` and that its renderer is gone too.
    func expectExit(_ status: TerminationStatus, renderer: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(app.waitForExit(milliseconds: 10_000) == status, "\(app.output)", sourceLocation: sourceLocation)
        #expect(ProcessWatch.waitForExit(renderer, milliseconds: 5_000), "renderer \(renderer) outlived its host", sourceLocation: sourceLocation)
    }

    func stop() {
        app.terminate()
        display.stop()
        runtime.remove()
    }
}

/// Kills `renderer`, window 1's, and waits for the window to open again: returns the
/// renderer that replaced it, the host's live renderer child other than `renderer`.
@MainActor
func restartedRenderer(
    after renderer: Int32, in run: HelloUnderTest, events: inout HostEventStream,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Int32 {
    kill(renderer, SIGKILL)
    #expect(events.next { $0.kind == .windowOpened }?.windowID == 1, "\(events.transcript)", sourceLocation: sourceLocation)
    return try #require(run.app.children.first { $0 != renderer && ProcessWatch.isAlive($0) }, sourceLocation: sourceLocation)
}

@Suite("Hello on X11 (Xvfb + openbox, real processes)", .serialized)
@MainActor
struct HelloX11Tests {
    @Test("Hello runs as a host plus one renderer process drawing its window")
    func hostAndRendererDrawTheWindow() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()

        // Two processes from one executable.
        #expect(run.app.children == [renderer], "expected exactly one renderer")
        #expect(renderer != run.app.pid)
        #expect(ProcessWatch.executable(of: renderer) == ProcessWatch.executable(of: run.app.pid))
        // Both are named after the executable in `ps` and `top` (the renderer is started from
        // the host's pinned descriptor, which the kernel would name it after).
        #expect(ProcessWatch.readSmallFile("/proc/\(renderer)/comm") == "Hello\n")
        #expect(ProcessWatch.readSmallFile("/proc/\(run.app.pid)/comm") == "Hello\n")

        // ICCCM/EWMH identity.
        #expect(run.x.strings(window, "WM_CLASS") == ["Hello", "Hello"])
        #expect(run.x.strings(window, "_NET_WM_NAME") == ["Hello"])
        let protocols = run.x.atomNames(window, "WM_PROTOCOLS")
        #expect(protocols.contains("WM_DELETE_WINDOW") && protocols.contains("_NET_WM_PING"))
        #expect(run.x.cardinals(window, "_NET_WM_PID") == [UInt32(renderer)])
        #expect(!run.x.strings(window, "WM_CLIENT_MACHINE").isEmpty)
        // The renderer answers the window manager's pings (EWMH _NET_WM_PING).
        #expect(run.x.ping(window), "no answer to _NET_WM_PING")

        // What the X server shows: glyphs where the text is laid out, the globe above it.
        let expected = HeadlessSnapshot(of: ContentView())
        let size = try #require(run.x.size(of: window))
        #expect(Double(size.width) == expected.width && Double(size.height) == expected.height)
        let shot = try #require(run.x.screenshot(window))
        shot.writePNG(to: TestArtifacts.path("hello-x11.png"))
        #expect(shot.distinctColorCount > 8, "the window looks blank")
        let text = try #require(expected.text("Hello, world!"))
        let dark = shot.count(x: Int(text.x), y: Int(text.y), width: Int(text.width), height: Int(text.height)) {
            shot.luminance(x: $0, y: $1) < 110
        }
        #expect(dark > 40, "expected glyph pixels where the text is laid out, found \(dark)")
        let globe = try #require(expected.symbol("globe"))
        let blue = shot.count(x: Int(globe.x), y: Int(globe.y), width: Int(globe.width), height: Int(globe.height)) {
            let c = shot.rgb(x: $0, y: $1)
            return c.blue > 180 && c.red < 120
        }
        #expect(blue > 20)

        // Closing through the window manager (WM_DELETE_WINDOW) ends the app with status 0.
        run.x.requestClose(window)
        run.expectExit(.exited(0), renderer: renderer)
        #expect(run.x.waitUntilGone(window))
    }

    @Test("Only the renderer loads Cairo, Pango and fontconfig; the scene host never maps them")
    func onlyTheRendererLoadsTheGraphicsLibraries() throws {
        // Pango from the first frame on: with remembered text layouts it would load after it.
        let run = try HelloUnderTest(extraEnvironment: ["SCENERY_TEXT_CACHE": ""])
        defer { run.stop() }
        let (_, renderer) = try run.openedWindow()
        let graphics = ["libcairo.so", "libpango-1.0.so", "libpangocairo-1.0.so", "libfontconfig.so", "libgobject-2.0.so"]
        func mapped(_ pid: Int32) throws -> String {
            try #require(ProcessWatch.readSmallFile("/proc/\(pid)/maps"), "cannot read the maps of \(pid)")
        }
        let host = try mapped(run.app.pid)
        let drawing = try mapped(renderer)
        for library in graphics {
            #expect(!host.contains("/" + library), "the scene host mapped \(library)")
            #expect(drawing.contains("/" + library), "the renderer did not map \(library)")
        }
    }

    @Test("A window destroyed by another X client closes like a closed window: the app exits 0, nothing left running")
    func windowDestroyedByAnotherClient() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()
        run.x.destroy(window)
        run.expectExit(.exited(0), renderer: renderer)
        // Closed, not crashed: the host did not start a renderer again.
        #expect(!run.app.output.contains("crashed"), "\(run.app.output)")
    }

    @Test("Alt+F4 typed with xdotool closes the window through openbox and the app exits 0")
    func closeWithRealKeyboardInput() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        // openbox's Close acts on the client openbox itself holds as focused.
        let (_, renderer) = try run.openedActiveWindow()
        try xdotool(["key", "--clearmodifiers", "alt+F4"], on: run)
        run.expectExit(.exited(0), renderer: renderer)
    }

    @Test("Resizing the window lays the content out again, centred in the new size")
    func resizeRelaysOut() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        var frame = run.x.frameNumber(window)
        run.x.requestResize(window, width: 360, height: 240)
        #expect(run.x.waitUntil(milliseconds: 10_000) {
            run.x.size(of: window).map { $0.width == 360 && $0.height == 240 } ?? false
        })
        let expected = HeadlessSnapshot(of: ContentView(), width: 360, height: 240)
        let text = try #require(expected.text("Hello, world!"))
        // Wait for the renderer's own frames (`_SCENERY_FRAME`), not just pixels: the first
        // frame, the window's background, is tiled over the grown window until the renderer
        // draws, and could put glyphs near the new text frame by itself.
        var dark = 0
        var drawn = false
        while !drawn, let next = run.x.waitForFrame(of: window, after: frame) {
            frame = next
            guard let shot = run.x.screenshot(window), shot.width == 360 else { continue }
            dark = shot.count(x: Int(text.x), y: Int(text.y), width: Int(text.width), height: Int(text.height)) {
                shot.luminance(x: $0, y: $1) < 110
            }
            // The whole window as the headless renderer draws it at this size.
            drawn = dark > 40 && shot.differingPixelCount(from: expected.image) <= 8
        }
        #expect(drawn, "no frame with the re-laid-out text at \(text) (\(dark) dark pixels there)")
        run.x.screenshot(window)?.writePNG(to: TestArtifacts.path("hello-x11-resized.png"))
    }

    @Test("SIGTERM to the host closes every window and exits 0")
    func sigtermExitsCleanly() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()
        run.app.signal(SIGTERM)
        run.expectExit(.exited(0), renderer: renderer)
        #expect(run.x.waitUntilGone(window))
    }

    @Test("SIGINT (Ctrl-C) to the host closes every window and exits 0")
    func sigintExitsCleanly() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (_, renderer) = try run.openedWindow()
        run.app.signal(SIGINT)
        run.expectExit(.exited(0), renderer: renderer)
    }

    @Test("SIGKILL of the host takes its renderer down too (PR_SET_PDEATHSIG)")
    func sigkillOfHostKillsRenderer() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()
        run.app.signal(SIGKILL)
        run.expectExit(.signaled(SIGKILL), renderer: renderer)
        #expect(run.x.waitUntilGone(window))
    }
}

@Suite("Hello without a usable X display")
struct HelloWithoutDisplayTests {
    /// Launches Hello with `environment`, waits for it to exit, and returns its status and
    /// the lines it printed.
    func launch(_ environment: [String: String?], runtime: TemporaryDirectory) throws -> (TerminationStatus?, [Substring], LaunchedProcess) {
        var all = environment
        all["XDG_RUNTIME_DIR"] = runtime.path
        let app = try LaunchedProcess(path: BuiltProducts.path("Hello"), environment: all, outputPath: runtime.path + "/out.log")
        let status = app.waitForExit(milliseconds: 10_000)
        if status == nil { app.terminate() }
        return (status, app.output.split(separator: "\n"), app)
    }

    @Test("With no DISPLAY the app exits non-zero with one clear line")
    func noDisplay() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-runtime")
        defer { runtime.remove() }
        let (status, lines, app) = try launch(["DISPLAY": nil], runtime: runtime)
        #expect(status == .exited(1))
        #expect(lines.count == 1, "expected one line, got: \(app.output)")
        #expect(lines.first?.contains("DISPLAY is not set") == true)
    }

    @Test("An X server that refuses the connection gives one clear line and a non-zero exit")
    func refusedDisplay() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-runtime")
        defer { runtime.remove() }
        let (status, lines, app) = try launch(["DISPLAY": ":4242"], runtime: runtime)
        #expect(status == .exited(1))
        #expect(lines.count == 1, "expected one line, got: \(app.output)")
        #expect(lines.first?.contains("cannot connect to the X display :4242") == true)
        // Nothing is left behind: the renderer the host started has exited too.
        #expect(app.children.isEmpty)
    }

    @Test("Unloadable graphics libraries give one clear line naming the library, no restart loop")
    func unloadableGraphicsLibraries() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-runtime")
        defer { runtime.remove() }
        // An empty file found first on the library path: dlopen refuses it ("file too short").
        let libraries = runtime.path + "/lib"
        #expect(mkdir(libraries, 0o700) == 0)
        try AtomicFile.write([], to: libraries + "/libpangocairo-1.0.so.0")
        let (status, lines, app) = try launch(
            ["SCENERY_BACKEND": "headless", "LD_LIBRARY_PATH": libraries, "SCENERY_STATE_DIR": runtime.path + "/state"],
            runtime: runtime)
        #expect(status == .exited(1))
        #expect(lines.count == 1, "expected one line, got: \(app.output)")
        #expect(lines.first?.contains("cannot draw: cannot load libpangocairo-1.0.so.0") == true, "\(app.output)")
        #expect(app.children.isEmpty)
    }
}
