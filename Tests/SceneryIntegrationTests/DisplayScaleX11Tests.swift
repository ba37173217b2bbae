#if canImport(Glibc)
import Glibc
#endif
import CXCB
@testable import Counter
@testable import Hello
import Scenery
@testable import SceneryHeadless
@testable import SceneryRenderer
@testable import SceneryX11
import SceneryPlatform
import SceneryTesting
import Testing

/// HiDPI on X11: the renderer reads the display scale from the X server (`Xft.dpi` in the
/// root window's `RESOURCE_MANAGER`, else the screen's physical size; `SCENERY_SCALE`
/// overrides both), lays out in points and draws at pixels = points × scale, as SwiftUI does
/// on a 2× screen.
@Suite("Display scale on X11 (Xvfb + openbox, real processes)", .serialized)
@MainActor
struct DisplayScaleX11Tests {
    /// The content's minimum size in points, as the renderer limits the window to it.
    func minimumSize<V: View>(of view: V) throws -> CGSize {
        let backend = HeadlessBackend(scale: 1)
        let controller = WindowController(content: AnyView(view), textMeasurer: backend.textMeasurer)
        try controller.open(on: backend, appID: "limits", title: "limits")
        defer { controller.close() }
        return try #require(backend.windows[0].sizeLimits.minimum)
    }

    @Test("Xft.dpi: 192 on the root window: the window is twice its size in points, draws the 2× frame, and its WM_NORMAL_HINTS are in pixels")
    func xftDPIDoublesTheWindow() throws {
        let run = try HelloUnderTest(resources: "Xft.antialias:\t1\nXft.dpi:\t192\n")
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()

        let points = HeadlessSnapshot(of: ContentView())
        let expected = HeadlessSnapshot(of: ContentView(), scale: 2)
        #expect(expected.width == points.width && expected.height == points.height)
        let size = try #require(run.x.size(of: window))
        #expect(size.width == Int(points.width * 2) && size.height == Int(points.height * 2), "window \(size), \(points.width)×\(points.height) points")

        // The frame the renderer drew is the headless 2× frame (up to glyph antialiasing).
        let shot = try #require(run.x.screenshot(window))
        shot.writePNG(to: TestArtifacts.path("hello-x11-2x.png"))
        #expect(shot.differingPixelCount(from: expected.image) <= 16, "\(shot.differingPixelCount(from: expected.image)) pixels differ from the 2× headless frame")
        // The text lands on the pixels of its frame in points × 2.
        let text = try #require(points.text("Hello, world!"))
        let dark = shot.count(x: Int(text.x * 2), y: Int(text.y * 2), width: Int(text.width * 2), height: Int(text.height * 2)) {
            shot.luminance(x: $0, y: $1) < 110
        }
        #expect(dark > 160, "expected glyph pixels where the text is laid out (× 2), found \(dark)")

        // The minimum size the window manager enforces is the content's minimum × 2 pixels.
        let minimum = try minimumSize(of: ContentView())
        let hints = run.x.cardinals(window, "WM_NORMAL_HINTS")
        try #require(hints.count == 18)
        #expect(hints[0] & 16 != 0)
        #expect(hints[5] == UInt32((minimum.width * 2).rounded(.up)) && hints[6] == UInt32((minimum.height * 2).rounded(.up)),
                "PMinSize \(hints[5])×\(hints[6]) for \(minimum) points")

        run.x.requestClose(window)
        run.expectExit(.exited(0), renderer: renderer)
    }

    @Test("At 2× a click at a button's pixels reaches the button (pixels become points), and the repaint lands on the 2× pixels")
    func clickAtTwoTimes() throws {
        let run = try HelloUnderTest(product: "Counter", resources: "Xft.dpi:\t192\n")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let initial = HeadlessSnapshot(of: CounterView(), scale: 2)
        let label = try #require(initial.text("Increment"))
        let before = run.x.frameNumber(window)
        let click = try LaunchedProcess(
            path: "/usr/bin/xdotool",
            arguments: ["mousemove", "--window", String(window), String(Int((label.x + label.width / 2) * 2)),
                        String(Int((label.y + label.height / 2) * 2)), "click", "1",
                        // Then away, so the button is not drawn hovered.
                        "mousemove", "10000", "10000"],
            environment: ["DISPLAY": run.display.display], outputPath: run.runtime.path + "/xdotool.log")
        #expect(click.waitForExit(milliseconds: 10_000) == .exited(0), "\(click.output)")

        let expected = HeadlessSnapshot(of: CounterView(count: 1), width: initial.width, height: initial.height, scale: 2)
        let stale = HeadlessSnapshot(of: CounterView(count: 0), width: initial.width, height: initial.height, scale: 2)
        #expect(expected.image.differingPixelCount(from: stale.image) > 60)
        var frame = before
        var matched = false
        while !matched, let next = run.x.waitForFrame(of: window, after: frame) {
            frame = next
            guard let shot = run.x.screenshot(window), shot.width == expected.image.width, shot.height == expected.image.height else { continue }
            matched = shot.differingPixelCount(from: expected.image) <= 16
            if matched { shot.writePNG(to: TestArtifacts.path("counter-x11-2x-after-click.png")) }
        }
        #expect(matched, "the window never showed the 2× frame for count 1 (last frame \(frame))")
        run.x.requestClose(window)
        #expect(run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("Without Xft.dpi the screen's physical size decides: a 192-dpi screen gives 2×, a 96-dpi one 1×")
    func physicalSizeFallback() throws {
        let points = HeadlessSnapshot(of: ContentView())
        for (dpi, scale) in [(192, 2), (96, 1)] {
            let run = try HelloUnderTest(dpi: dpi)
            defer { run.stop() }
            let (window, _) = try run.openedWindow()
            let size = try #require(run.x.size(of: window))
            #expect(size.width == Int(points.width) * scale && size.height == Int(points.height) * scale,
                    "\(dpi) dpi: window \(size) for \(points.width)×\(points.height) points")
        }
    }

    @Test("RandR: the monitor's pixels and millimetres, read with raw protocol requests; an unknown physical size falls back to the screen's")
    func randrMonitor() throws {
        let display = try XvfbDisplay(windowManager: false, width: 1280, height: 1024, dpi: 192)
        defer { display.stop() }
        var screenNumber: Int32 = 0
        let connection = try #require(xcb_connect(display.display, &screenNumber))
        defer { xcb_disconnect(connection) }
        try #require(xcb_connection_has_error(connection) == 0)
        let root = xcb_setup_roots_iterator(xcb_get_setup(connection)).data.pointee.root
        let monitor = try #require(RandRMonitor.primaryMonitor(connection: connection, root: root), "Xvfb reports no RandR output")
        #expect(monitor.pixels == (1280, 1024))
        // Xvfb's one output has no physical size: no dpi from it, so the backend uses the
        // screen's (the -dpi 192 window test above is 2× through that fallback).
        #expect(monitor.millimeters == (0, 0))
        #expect(DisplayScaleRule.physicalDPI(pixels: monitor.pixels, millimeters: monitor.millimeters) == nil)
        // The connection is still usable after the extension's replies.
        #expect(xcb_connection_has_error(connection) == 0)
        let geometry = xcb_get_geometry_reply(connection, xcb_get_geometry(connection, root), nil)
        defer { free(geometry) }
        #expect(geometry?.pointee.width == 1280)
    }

    @Test("SCENERY_SCALE overrides the X server: 1 on a 192-dpi desktop draws at 1×")
    func overrideVariable() throws {
        let run = try HelloUnderTest(extraEnvironment: ["SCENERY_SCALE": "1"], resources: "Xft.dpi:\t192\n")
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let points = HeadlessSnapshot(of: ContentView())
        let size = try #require(run.x.size(of: window))
        #expect(size.width == Int(points.width) && size.height == Int(points.height))
    }
}
