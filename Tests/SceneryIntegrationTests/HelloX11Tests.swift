#if canImport(Glibc)
import Glibc
#endif
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

/// The seed's ContentView, to compute where the app lays its text out (same fonts, same
/// Pango metrics as the renderer).
struct HelloContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "globe").imageScale(.large).foregroundStyle(.tint)
            Text("Hello, world!")
        }
        .padding()
    }
}

/// One running Hello app on a private Xvfb with openbox, cleaned up by `stop()`.
final class HelloUnderTest {
    let display: XvfbDisplay
    let runtime: TemporaryDirectory
    let app: LaunchedProcess
    let x: XClient

    init(extraEnvironment: [String: String?] = [:]) throws {
        display = try XvfbDisplay()
        runtime = TemporaryDirectory(prefix: "scenery-runtime")
        chmod(runtime.path, 0o700)
        x = try XClient(display: display.display)
        x.watchRootProperties()
        var environment: [String: String?] = ["DISPLAY": display.display, "XDG_RUNTIME_DIR": runtime.path, "SCENERY_APP_ID": nil]
        environment.merge(extraEnvironment) { $1 }
        app = try LaunchedProcess(
            path: BuiltProducts.path("Hello"), environment: environment, outputPath: runtime.path + "/hello.log")
    }

    func stop() {
        app.terminate()
        display.stop()
        runtime.remove()
    }
}

@Suite("Hello on X11 (Xvfb + openbox, real processes)", .serialized)
@MainActor
struct HelloX11Tests {
    @Test("Hello runs as a host plus one renderer process drawing its window")
    func hostAndRendererDrawTheWindow() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"), "no Hello window appeared: \(run.app.output)")
        #expect(run.x.waitUntilViewable(window))

        // Two processes from one executable.
        let children = run.app.children
        #expect(children.count == 1, "expected one renderer, found \(children)")
        let renderer = try #require(children.first)
        #expect(renderer != run.app.pid)
        #expect(ProcessWatch.executable(of: renderer) == ProcessWatch.executable(of: run.app.pid))

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
        let expected = HeadlessSnapshot(of: HelloContentView())
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
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0), "\(run.app.output)")
        #expect(ProcessWatch.waitForExit(renderer, milliseconds: 5_000))
        #expect(run.x.waitUntilGone(window))
    }

    @Test("Alt+F4 typed with xdotool closes the window through openbox and the app exits 0")
    func closeWithRealKeyboardInput() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"))
        #expect(run.x.waitUntilViewable(window))
        let renderer = try #require(run.app.children.first)
        let xdotool = try LaunchedProcess(
            path: "/usr/bin/xdotool",
            arguments: ["windowactivate", "--sync", String(window), "key", "--clearmodifiers", "alt+F4"],
            environment: ["DISPLAY": run.display.display], outputPath: run.runtime.path + "/xdotool.log")
        #expect(xdotool.waitForExit(milliseconds: 10_000) == .exited(0), "\(xdotool.output)")
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0), "\(run.app.output)")
        #expect(ProcessWatch.waitForExit(renderer, milliseconds: 5_000))
    }

    @Test("Resizing the window lays the content out again, centred in the new size")
    func resizeRelaysOut() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"))
        #expect(run.x.waitUntilViewable(window))
        run.x.requestResize(window, width: 360, height: 240)
        #expect(run.x.waitUntil(milliseconds: 10_000) {
            run.x.size(of: window).map { $0.width == 360 && $0.height == 240 } ?? false
        })
        let expected = HeadlessSnapshot(of: HelloContentView(), width: 360, height: 240)
        let text = try #require(expected.text("Hello, world!"))
        // Wait (on X events) until the renderer has drawn the new layout.
        var dark = 0
        let drawn = run.x.waitUntil(milliseconds: 10_000) {
            guard let shot = run.x.screenshot(window), shot.width == 360 else { return false }
            dark = shot.count(x: Int(text.x), y: Int(text.y), width: Int(text.width), height: Int(text.height)) {
                shot.luminance(x: $0, y: $1) < 110
            }
            return dark > 40
        }
        #expect(drawn, "no glyphs at the re-laid-out text frame \(text)")
        run.x.screenshot(window)?.writePNG(to: TestArtifacts.path("hello-x11-resized.png"))
    }

    @Test("SIGTERM to the host closes every window and exits 0")
    func sigtermExitsCleanly() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"))
        #expect(run.x.waitUntilViewable(window))
        let renderer = try #require(run.app.children.first)
        run.app.signal(SIGTERM)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0), "\(run.app.output)")
        #expect(ProcessWatch.waitForExit(renderer, milliseconds: 5_000))
        #expect(run.x.waitUntilGone(window))
    }

    @Test("SIGINT (Ctrl-C) to the host closes every window and exits 0")
    func sigintExitsCleanly() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"))
        #expect(run.x.waitUntilViewable(window))
        let renderer = try #require(run.app.children.first)
        run.app.signal(SIGINT)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0), "\(run.app.output)")
        #expect(ProcessWatch.waitForExit(renderer, milliseconds: 5_000))
    }

    @Test("SIGKILL of the host takes its renderer down too (PR_SET_PDEATHSIG)")
    func sigkillOfHostKillsRenderer() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let window = try #require(run.x.waitForWindow(wmClass: "Hello"))
        #expect(run.x.waitUntilViewable(window))
        let renderer = try #require(run.app.children.first)
        run.app.signal(SIGKILL)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .signaled(SIGKILL))
        #expect(ProcessWatch.waitForExit(renderer, milliseconds: 5_000), "renderer \(renderer) outlived its host")
        #expect(run.x.waitUntilGone(window))
    }
}

@Suite("Hello without a usable X display")
struct HelloWithoutDisplayTests {
    @Test("With no DISPLAY the app exits non-zero with one clear line")
    func noDisplay() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-runtime")
        defer { runtime.remove() }
        let app = try LaunchedProcess(
            path: BuiltProducts.path("Hello"), environment: ["DISPLAY": nil, "XDG_RUNTIME_DIR": runtime.path],
            outputPath: runtime.path + "/out.log")
        let status = app.waitForExit(milliseconds: 10_000)
        if status == nil { app.terminate() }
        #expect(status == .exited(1))
        let lines = app.output.split(separator: "\n")
        #expect(lines.count == 1, "expected one line, got: \(app.output)")
        #expect(lines.first?.contains("DISPLAY is not set") == true)
    }

    @Test("An X server that refuses the connection gives one clear line and a non-zero exit")
    func refusedDisplay() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-runtime")
        defer { runtime.remove() }
        let app = try LaunchedProcess(
            path: BuiltProducts.path("Hello"), environment: ["DISPLAY": ":4242", "XDG_RUNTIME_DIR": runtime.path],
            outputPath: runtime.path + "/out.log")
        let status = app.waitForExit(milliseconds: 10_000)
        if status == nil { app.terminate() }
        #expect(status == .exited(1))
        let lines = app.output.split(separator: "\n")
        #expect(lines.count == 1, "expected one line, got: \(app.output)")
        #expect(lines.first?.contains("cannot connect to the X display :4242") == true)
        // Nothing is left behind: the renderer the host started has exited too.
        #expect(app.children.isEmpty)
    }
}
