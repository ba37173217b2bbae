#if canImport(Glibc)
import Glibc
#endif
@testable import Navigation
import Scenery
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing

/// The Navigation example in a real window, for the tests of navigation across processes.
@MainActor
private final class ParksUnderTest {
    let run: HelloUnderTest
    var events: HostEventStream
    /// The main window.
    var window: UInt32

    init(stateDirectory: String? = nil) throws {
        run = try HelloUnderTest(
            product: "Navigation", extraEnvironment: stateDirectory.map { ["SCENERY_STATE_DIR": $0] } ?? [:])
        window = try run.openedWindow().window
        events = try run.events()
        let opened = events.waitUntilOpened(window: 1)
        #expect(opened, "\(events.transcript)")
    }

    /// Clicks (or presses `button` on) the centre of the text `label` as `view` lays it out.
    func click<V: View>(_ label: String, in view: V, button: String = "1", window: UInt32? = nil) throws {
        let item = try #require(HeadlessSnapshot(of: view).text(label), "no \(label) in the layout")
        try xdotool(
            ["mousemove", "--window", String(window ?? self.window), String(Int(item.x + item.width / 2)),
             String(Int(item.y + item.height / 2)), "click", button], on: run)
    }

    func expectTitle(_ title: String, of window: UInt32? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let window = window ?? self.window
        #expect(run.x.waitForTitle(of: window, toBe: title), "title is \(run.x.title(of: window) ?? "unset"); \(run.app.output)",
                sourceLocation: sourceLocation)
    }

    /// Waits for the host's navigation event whose stack titles end with `titles`.
    @discardableResult
    func waitForNavigation(_ titles: [String], window: UInt64 = 1, sourceLocation: SourceLocation = #_sourceLocation) -> HostEvent? {
        let wanted = titles.joined(separator: " > ")
        let event = events.next { $0.kind == .navigation && $0.windowID == window && $0.detail.hasSuffix(": " + wanted) }
        #expect(event != nil, "no navigation event ending \(wanted); \(run.app.output)", sourceLocation: sourceLocation)
        return event
    }

    /// Pushes Yosemite, then its Mist Trail, and waits until the host knows.
    func pushTwoLevels() throws {
        try click("Yosemite", in: ParksView())
        expectTitle("Yosemite")
        try click("Mist Trail", in: ParksView(path: NavigationPath([Park.all[0]])))
        expectTitle("Mist Trail")
        waitForNavigation(["Parks", "Yosemite", "Mist Trail"])
    }

    /// `scenectl list --json`.
    func listJSON() throws -> String {
        let (status, output) = try runScenectl(["list", "--json"], runtime: run.runtime)
        #expect(status == .exited(0), "\(output)")
        return output
    }

    func stop() { run.stop() }
}

@Suite("Navigation across processes: crash and relaunch restore, new-window links, deep links (Xvfb + openbox + xdotool)", .serialized)
@MainActor
struct NavigationStateX11Tests {
    @Test("R95: push two levels, kill -9 the renderer: the new renderer shows the same view, and its back button still works")
    func crashRestoresPath() throws {
        let app = try ParksUnderTest()
        defer { app.stop() }
        try app.pushTwoLevels()
        let renderer = try #require(app.run.app.children.first)
        kill(renderer, SIGKILL)
        #expect(app.events.next { $0.kind == .rendererCrashed } != nil, "\(app.events.transcript)")
        #expect(app.events.next { $0.kind == .windowOpened && $0.windowID == 1 } != nil, "\(app.events.transcript)")
        let replacement = try #require(app.run.app.children.first { $0 != renderer && ProcessWatch.isAlive($0) })
        // X may hand the new connection the old one's resource ids, so find it by pid.
        app.window = try #require(app.run.x.waitForWindow { app.run.x.cardinals($0, "_NET_WM_PID") == [UInt32(replacement)] })
        #expect(app.run.x.waitUntilViewable(app.window))
        app.expectTitle("Mist Trail")
        #expect(try app.listJSON().contains(#""titles":["Parks","Yosemite","Mist Trail"],"top":"Mist Trail""#))
        // The header's back button, labelled with the view below.
        var trailPath = NavigationPath([Park.all[0]])
        trailPath.append(Trail(park: "Yosemite", name: "Mist Trail"))
        try app.click("Yosemite", in: ParksView(path: trailPath))
        app.expectTitle("Yosemite")
        app.waitForNavigation(["Parks", "Yosemite"])
    }

    @Test("R95: quit with SIGTERM and relaunch with the same state directory: the window comes back on the same view")
    func relaunchRestoresPath() throws {
        let state = TemporaryDirectory(prefix: "scenery-state")
        defer { state.remove() }
        var app = try ParksUnderTest(stateDirectory: state.path)
        try app.pushTwoLevels()
        app.run.app.signal(SIGTERM)
        #expect(app.run.app.waitForExit(milliseconds: 10_000) == .exited(0), "\(app.run.app.output)")
        let saved = String(decoding: try #require(try AtomicFile.read(state.path + "/windows.json")), as: UTF8.self)
        #expect(saved.contains("scenery.navigation.stack"), "\(saved)")
        app.stop()

        app = try ParksUnderTest(stateDirectory: state.path)
        defer { app.stop() }
        app.expectTitle("Mist Trail")
        #expect(try app.listJSON().contains(#""depth":2,"titles":["Parks","Yosemite","Mist Trail"]"#))
        #expect(!app.run.app.output.contains("cannot be restored"), "\(app.run.app.output)")
    }

    @Test("R98: a middle click on a park's link opens the park in a new window with its own stack; openWindow(value:) from a pushed page opens another")
    func middleClickOpensWindow() throws {
        let app = try ParksUnderTest()
        defer { app.stop() }
        app.expectTitle("Parks")
        try app.click("Yosemite", in: ParksView(), button: "2")
        _ = try #require(app.events.next { $0.kind == .windowOpened && $0.windowID == 2 }, "\(app.events.transcript); \(app.run.app.output)")
        let list = try app.listJSON()
        #expect(list.contains(#""value":"{\"name\":\"Yosemite\",\"trails\":[\"Mist Trail\",\"Half Dome\"]}""#), "\(list)")
        let parkWindow = try #require(app.run.x.waitForWindow { window in
            window != app.window && app.run.x.strings(window, "WM_CLASS") == ["Navigation", "Navigation"]
        })
        app.expectTitle("Yosemite", of: parkWindow)
        app.expectTitle("Parks")  // the main window's stack did not change

        // Zion's page, pushed in the main window, opens Zion in a window of its own.
        try app.click("Zion", in: ParksView())
        app.expectTitle("Zion")
        app.expectTitle("Yosemite", of: parkWindow)  // each window has its own stack
        try app.click("Open in Window", in: ParksView(path: NavigationPath([Park.all[1]])))
        #expect(app.events.next { $0.kind == .windowOpened && $0.windowID == 3 } != nil, "\(app.events.transcript); \(app.run.app.output)")
        #expect(try app.listJSON().contains(#"\"name\":\"Zion\""#))
    }

    @Test("R98: a right click on a park's link opens its context menu; Open in New Window opens the park in a window of its own")
    func contextMenuOpensWindow() throws {
        let app = try ParksUnderTest()
        defer { app.stop() }
        app.expectTitle("Parks")
        try app.click("Zion", in: ParksView(), button: "3")
        let menu = try #require(app.run.x.waitForTransient(of: app.window), "no menu: \(app.run.diagnosis)")
        #expect(app.run.x.isOverrideRedirect(menu))
        #expect(app.run.x.atomNames(menu, "_NET_WM_WINDOW_TYPE") == ["_NET_WM_WINDOW_TYPE_POPUP_MENU"])
        // The menu has one item, across its whole width: click its middle.
        let size = try #require(app.run.x.size(of: menu))
        try xdotool(
            ["mousemove", "--window", String(menu), String(size.width / 2), String(size.height / 2), "click", "1"],
            on: app.run)
        try xdotool(["mousemove", "10000", "10000"], on: app.run)
        #expect(app.run.x.waitUntilGone(menu) || !app.run.x.isViewable(menu), "picking the item closes the menu")
        _ = try #require(app.events.next { $0.kind == .windowOpened && $0.windowID == 2 }, "\(app.events.transcript); \(app.run.app.output)")
        let parkWindow = try #require(app.run.x.waitForWindow { window in
            window != app.window && window != menu && app.run.x.strings(window, "WM_CLASS") == ["Navigation", "Navigation"]
                && app.run.x.title(of: window) == "Zion"
        }, "no window titled Zion: \(app.run.app.output)")
        app.expectTitle("Zion", of: parkWindow)
        app.expectTitle("Parks")  // the main window's stack did not change
        #expect(try app.listJSON().contains(#"\"name\":\"Zion\""#))
    }

    @Test("R95: scenectl open-url with a path sets the window's stack in one step, and the new path is saved")
    func deepLinkSetsPath() throws {
        let state = TemporaryDirectory(prefix: "scenery-state")
        defer { state.remove() }
        let app = try ParksUnderTest(stateDirectory: state.path)
        defer { app.stop() }
        let streaming = try LaunchedProcess(
            pipingOutputOf: BuiltProducts.path("scenectl"), arguments: ["events"],
            environment: ["XDG_RUNTIME_DIR": app.run.runtime.path], outputPath: app.run.runtime.path + "/events.log")
        defer { streaming.terminate() }
        // Its first line, the current state, means it has subscribed.
        #expect(streaming.nextLine()?.hasPrefix("state window=1 ") == true)
        let (status, output) = try runScenectl(["open-url", "navigation://parks/Zion/The%20Narrows"], runtime: app.run.runtime)
        #expect(status == .exited(0), "\(output)")
        app.expectTitle("The Narrows")
        var line = streaming.nextLine()
        while let current = line, !current.hasPrefix("navigation ") { line = streaming.nextLine() }
        #expect(line == "navigation window=1 scene=WindowGroup-0 stack view/view: Parks > Zion > The Narrows", "\(String(describing: line))")
        // One step: the first navigation change is the whole path.
        let first = app.events.next { $0.kind == .navigation }
        #expect(first?.detail.hasSuffix(": Parks > Zion > The Narrows") == true, "\(String(describing: first?.detail))")
        #expect(try app.listJSON().contains(#""titles":["Parks","Zion","The Narrows"]"#))
        app.run.app.signal(SIGTERM)
        #expect(app.run.app.waitForExit(milliseconds: 10_000) == .exited(0))
        let saved = String(decoding: try #require(try AtomicFile.read(state.path + "/windows.json")), as: UTF8.self)
        #expect(saved.contains("Navigation.Trail") && saved.contains("The Narrows"), "\(saved)")
    }
}
