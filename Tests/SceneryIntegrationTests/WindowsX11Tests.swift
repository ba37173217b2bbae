#if canImport(Glibc)
import Glibc
#endif
import Scenery
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing
import WindowsViews
import SceneryCore

/// A counter window as it looks with these stored values.
@MainActor
private func counter(count: Int = 0, shared: Int = 0, marks: Int = 0, tally: Int = 0) -> some View {
    CounterWindow(count: count)
        .environment(Tally(count: tally))
        .environment(\.appStorageStore, StoredValueStore(values: shared == 0 ? [:] : ["shared": String(shared)]))
        .environment(\.sceneStorageStore, StoredValueStore(values: marks == 0 ? [:] : ["marks": String(marks)]))
}

/// The Windows example under test: its counter window's layout (every counter window has
/// the same one) tells where to click.
@MainActor
final class WindowsUnderTest {
    let run: HelloUnderTest
    let layout = HeadlessSnapshot(of: CounterWindow())
    var events: HostEventStream

    init(stateDirectory: String? = nil, environment: [String: String?] = [:], pipingOutput: Bool = false) throws {
        var extra = environment
        if let stateDirectory { extra["SCENERY_STATE_DIR"] = stateDirectory }
        run = try HelloUnderTest(product: "Windows", extraEnvironment: extra, pipingOutput: pipingOutput)
        _ = try run.openedWindow()
        events = try run.events()
        // The first window's windowOpened may still be on its way: take it now, so later
        // waits see only what the test causes.
        let opened = events.waitUntilOpened(window: 1)
        #expect(opened, "\(events.transcript)")
    }

    /// Clicks the centre of the text `label` in `window`, laid out as `layout` says.
    func click(_ label: String, in window: UInt32, layout: HeadlessSnapshot? = nil) throws {
        let item = try #require((layout ?? self.layout).text(label), "no \(label) in the layout")
        // Then away (to the screen's corner: the server clamps), so the button is not drawn hovered.
        try xdotool(["mousemove", "--window", String(window), String(Int(item.x + item.width / 2)), String(Int(item.y + item.height / 2)), "click", "1",
                     "mousemove", "10000", "10000"], on: run)
    }

    /// Clicks "New Window" in the first window and waits for the second: returns both X
    /// windows and the second's window id.
    func openSecondCounter() throws -> (first: UInt32, second: UInt32, secondID: UInt64) {
        let first = try xWindow(1)
        try click("New Window", in: first)
        let secondID = try waitForOpened(scene: "counter")
        return (first, try xWindow(secondID), secondID)
    }

    /// Waits for the host to report a new window of `scene`; returns its window id.
    func waitForOpened(scene: String) throws -> UInt64 {
        let event = try #require(events.next { $0.kind == .windowOpened && $0.sceneID == scene }, "no \(scene) window opened: \(events.transcript); \(run.app.output)")
        return event.windowID
    }

    /// The X window of the host's window `id`.
    func xWindow(_ id: UInt64) throws -> UInt32 {
        let window = try #require(try list().first { $0.window == id }, "window \(id) is not listed")
        return UInt32(window.xwindow)
    }

    /// `scenectl list --json`, parsed to the fields the tests need.
    func list() throws -> [(scene: String, window: UInt64, xwindow: UInt64, pid: Int32, value: String?)] {
        let (status, output) = try runScenectl(["list", "--json"], runtime: run.runtime)
        #expect(status == .exited(0), "\(output)")
        // One object per window; the fields are in a fixed order (see ListCommand.json).
        return output.split(separator: "{").dropFirst().map { object in
            func field(_ name: String) -> String? {
                guard let range = object.firstRange(of: "\"\(name)\":") else { return nil }
                var rest = object[range.upperBound...]
                if rest.first == "\"" {
                    rest = rest.dropFirst()
                    var text = ""
                    var escaped = false
                    for character in rest {
                        if escaped { text.append(character); escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { break } else { text.append(character) }
                    }
                    return text
                }
                return String(rest.prefix { $0.isNumber })
            }
            return (field("scene") ?? "", UInt64(field("window") ?? "") ?? 0, UInt64(field("xwindow") ?? "") ?? 0,
                    Int32(field("pid") ?? "") ?? 0, field("value"))
        }
    }

    /// Whether `window` shows what the headless renderer draws for `view`, up to glyph
    /// antialiasing; waits for new frames until it does or the deadline passes.
    func waitUntilShowing<V: View>(_ view: V, in window: UInt32, artifact: String) -> Bool {
        let expected = HeadlessSnapshot(of: view, width: layout.width, height: layout.height)
        var frame: UInt32 = 0
        repeat {
            // The frame number is read before the screenshot: a frame presented after the
            // screenshot then ends the wait at once instead of being waited past.
            let shown = max(frame, run.x.frameNumber(window))
            if let shot = run.x.screenshot(window), shot.width == expected.image.width, shot.height == expected.image.height,
               shot.differingPixelCount(from: expected.image) <= 8 {
                shot.writePNG(to: TestArtifacts.path(artifact))
                return true
            }
            guard let next = run.x.waitForFrame(of: window, after: shown) else { return false }
            frame = next
        } while true
    }

    func stop() { run.stop() }
}

@Suite("Several scenes and windows, one renderer process each (Xvfb + openbox + xdotool)", .serialized)
@MainActor
struct WindowsX11Tests {
    @Test("R4: two windows of one WindowGroup run in two renderers and keep their own @State; closing one leaves the other")
    func independentState() throws {
        let app = try WindowsUnderTest()
        defer { app.stop() }
        let (first, second, secondID) = try app.openSecondCounter()
        #expect(second != first)
        let pids = Set(try app.list().map(\.pid))
        #expect(pids.count == 2, "each window has its own renderer process")
        #expect(app.run.x.cardinals(first, "_NET_WM_PID") != app.run.x.cardinals(second, "_NET_WM_PID"))
        #expect(app.run.x.strings(second, "WM_CLASS") == ["Windows", "Windows"])

        // Increment in the first window only.
        try app.click("Increment", in: first)
        #expect(app.waitUntilShowing(CounterWindow(count: 1), in: first, artifact: "windows-first-count-1.png"))
        #expect(app.waitUntilShowing(CounterWindow(count: 0), in: second, artifact: "windows-second-count-0.png"),
                "the second window's @State changed with the first's")

        // Closing the first window leaves the second (and the app) running.
        app.run.x.requestClose(first)
        #expect(app.events.next { $0.kind == .windowClosed && $0.windowID == 1 } != nil)
        #expect(ProcessWatch.isAlive(app.run.app.pid))
        #expect(try app.list().map(\.window) == [secondID])
        #expect(app.run.x.exists(second) && app.run.x.isViewable(second))

        app.run.x.requestClose(second)
        #expect(app.run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("A spare renderer rehearses a window of Scenery's own views off screen, then shows the counter window it is given")
    func spareRehearsesOffScreen() throws {
        let app = try WindowsUnderTest(environment: ["SCENERY_TRACE_STARTUP": "1"], pipingOutput: true)
        defer { app.stop() }
        // A second window: the app now keeps a spare, which warms up and rehearses.
        let (status, output) = try runScenectl(["open", "counter"], runtime: app.run.runtime)
        #expect(status == .exited(0), "\(output)")
        _ = try app.waitForOpened(scene: "counter")
        // The spare is the renderer that rehearses without a window (the second window's own
        // renderer may have rehearsed too, when its window came later than its warm-up).
        let showing = Set(try app.list().map(\.pid))
        var spare: Int32?
        while spare == nil, let line = app.run.app.nextLine(milliseconds: 20_000) {
            guard line.contains("] rehearsed a window"),
                  let open = line.firstRange(of: "renderer["), let close = line[open.upperBound...].firstIndex(of: "]"),
                  let pid = Int32(line[open.upperBound..<close]), !showing.contains(pid)
            else { continue }
            spare = pid
        }
        let rehearsed = try #require(spare, "no renderer rehearsed a window: \(app.run.app.output)")
        // Nothing of the rehearsal reached the screen.
        #expect(!app.run.x.topLevelWindows.contains { app.run.x.cardinals($0, "_NET_WM_PID") == [UInt32(rehearsed)] })

        let (opened, openOutput) = try runScenectl(["open", "counter"], runtime: app.run.runtime)
        #expect(opened == .exited(0), "\(openOutput)")
        let third = try app.waitForOpened(scene: "counter")
        let window = try app.xWindow(third)
        #expect(app.run.x.cardinals(window, "_NET_WM_PID") == [UInt32(rehearsed)], "the window did not go to the spare that rehearsed")
        #expect(app.run.x.strings(window, "_NET_WM_NAME") == ["Counter"])
        #expect(app.waitUntilShowing(CounterWindow(), in: window, artifact: "windows-rehearsed-spare.png"))
    }

    @Test("R5, R12: a Window scene and the Settings scene open once; asking again brings the window forward")
    func singletons() throws {
        let app = try WindowsUnderTest()
        defer { app.stop() }
        let main = try app.xWindow(1)
        for (label, scene) in [("Inspector", "inspector"), ("Settings…", "Settings")] {
            try app.click(label, in: main)
            let id = try app.waitForOpened(scene: scene)
            #expect(app.events.next { $0.kind == .windowPhase && $0.windowID == id && $0.newPhase == .active } != nil, "\(app.events.transcript)")
            // Activating the main window takes the focus from the new one; a second request
            // then gives it back instead of opening another window. (The two focus changes
            // are made one after the other: a click that did both at once could reach the
            // new window's renderer as one FocusOut+FocusIn batch, which is no change.)
            try xdotool(["windowactivate", String(main)], on: app.run)
            #expect(app.events.next { $0.kind == .windowPhase && $0.windowID == id && $0.newPhase == .inactive } != nil, "\(app.events.transcript)")
            try app.click(label, in: main)
            #expect(app.events.next { $0.kind == .windowPhase && $0.windowID == id && $0.newPhase == .active } != nil, "\(app.events.transcript)")
            #expect(try app.list().filter { $0.scene == scene }.count == 1, "a second \(scene) window opened")
        }
        // The inspector's `.task` ran on the renderer's main actor (its event loop drains
        // the main queue) and retitled the window.
        let inspector = try app.xWindow(try #require(try app.list().first { $0.scene == "inspector" }).window)
        #expect(app.run.x.waitForTitle(of: inspector, toBe: "Inspector ready"), "title: \(app.run.x.title(of: inspector) ?? "none")")
        // Settings sizes to its content (`.automatic` is `.contentSize` there); a counter
        // window may grow (`.contentMinSize`).
        let settings = try app.xWindow(try #require(try app.list().first { $0.scene == "Settings" }).window)
        let settingsHints = app.run.x.cardinals(settings, "WM_NORMAL_HINTS")
        #expect(settingsHints.count == 18 && settingsHints[0] & 0x30 == 0x30, "PMinSize and PMaxSize: \(settingsHints)")
        let mainHints = app.run.x.cardinals(main, "WM_NORMAL_HINTS")
        #expect(mainHints.count == 18 && mainHints[0] & 0x30 == 0x10, "PMinSize only: \(mainHints)")
        let size = try #require(app.run.x.size(of: main))
        #expect(mainHints.count == 18 && Int(mainHints[5]) <= size.width && Int(mainHints[6]) <= size.height)
    }

    @Test("openWindow(value:) opens one window per value; pushWindow replaces its window; dismissWindow closes")
    func valuesPushAndDismiss() throws {
        let app = try WindowsUnderTest()
        defer { app.stop() }
        let main = try app.xWindow(1)
        try app.click("Item 1", in: main)
        let itemID = try app.waitForOpened(scene: "item")
        #expect(app.events.next { $0.kind == .windowPhase && $0.windowID == itemID && $0.newPhase == .active } != nil)
        try app.click("Item 1", in: main)
        #expect(app.events.next { $0.kind == .windowPhase && $0.windowID == itemID && $0.newPhase == .inactive } != nil)
        #expect(app.events.next { $0.kind == .windowPhase && $0.windowID == itemID && $0.newPhase == .active } != nil, "\(app.events.transcript)")
        let items = try app.list().filter { $0.scene == "item" }
        #expect(items.count == 1 && items.first?.value == "1", "\(items)")

        // The item window shows its value, at the group's defaultSize, placed at its
        // defaultPosition (.topTrailing: against the screen's right edge, at the top).
        let item = try app.xWindow(itemID)
        let size = try #require(app.run.x.size(of: item))
        #expect(size.width == 420 && size.height == 300, "defaultSize: \(size)")
        let position = try #require(app.run.x.position(of: item))
        let screen = app.run.x.screenSize
        #expect(position.x + size.width >= screen.width - 16 && position.y <= 40, "defaultPosition: \(position) on \(screen)")
        let itemLayout = HeadlessSnapshot(of: ItemWindow(item: 1), width: 420, height: 300)
        #expect(itemLayout.text("Item 1") != nil)

        // pushWindow: the inspector opens in place of the item window.
        try app.click("Replace with Inspector", in: item, layout: itemLayout)
        _ = try app.waitForOpened(scene: "inspector")
        // The item window may close before or after the inspector is on screen.
        let itemClosed = app.events.received.contains { $0.kind == .windowClosed && $0.windowID == itemID }
            || app.events.next { $0.kind == .windowClosed && $0.windowID == itemID } != nil
        #expect(itemClosed, "\(app.events.transcript)")
        #expect(app.run.x.waitUntilGone(item))

        // dismissWindow() closes the window it is called in; the app lives on.
        try app.click("Close", in: main)
        #expect(app.events.next { $0.kind == .windowClosed && $0.windowID == 1 } != nil)
        #expect(try app.list().map(\.scene) == ["inspector"])
        #expect(ProcessWatch.isAlive(app.run.app.pid))
    }

    @Test("scenectl open opens scenes by id, with --value for value-presenting groups, and refuses what the app lacks")
    func scenectlOpen() throws {
        let app = try WindowsUnderTest()
        defer { app.stop() }
        var (status, output) = try runScenectl(["open", "counter"], runtime: app.run.runtime)
        #expect(status == .exited(0), "\(output)")
        _ = try app.waitForOpened(scene: "counter")
        (status, output) = try runScenectl(["open", "item", "--value", " 2 "], runtime: app.run.runtime)
        #expect(status == .exited(0), "\(output)")
        _ = try app.waitForOpened(scene: "item")
        #expect(try app.list().first { $0.scene == "item" }?.value == "2", "the value is kept in canonical JSON")

        (status, output) = try runScenectl(["open", "nope"], runtime: app.run.runtime)
        #expect(status == .exited(1))
        #expect(output.contains("no scene with id 'nope'") && output.contains("counter, item, inspector, Settings"), "\(output)")
        (status, output) = try runScenectl(["open", "item", "--value", "\"two\""], runtime: app.run.runtime)
        #expect(status == .exited(1))
        #expect(output.contains("is not a JSON Swift.Int"), "\(output)")
        (status, output) = try runScenectl(["open", "counter", "--value", "1"], runtime: app.run.runtime)
        #expect(status == .exited(1))
        #expect(output.contains("does not present values"), "\(output)")
        #expect(try app.list().count == 3)
    }

    @Test("R14: an @AppStorage write in one window re-renders the other; @SceneStorage stays per window and survives kill -9 of the renderer")
    func storage() throws {
        let app = try WindowsUnderTest()
        defer { app.stop() }
        let (first, second, _) = try app.openSecondCounter()

        try app.click("Share", in: first)
        try app.click("Mark", in: first)
        #expect(app.waitUntilShowing(counter(shared: 1, marks: 1), in: first, artifact: "windows-storage-first.png"))
        #expect(app.waitUntilShowing(counter(shared: 1, marks: 0), in: second, artifact: "windows-storage-second.png"),
                "the other window did not show the shared value (or took the first window's scene storage)")

        // kill -9 the first window's renderer: the host restarts it with its scene storage.
        let renderer = try #require(app.run.x.cardinals(first, "_NET_WM_PID").first)
        kill(Int32(renderer), SIGKILL)
        #expect(app.events.next { $0.kind == .rendererCrashed && $0.windowID == 1 } != nil, "\(app.events.transcript)")
        #expect(app.events.next { $0.kind == .windowOpened && $0.windowID == 1 } != nil, "\(app.events.transcript)")
        let restored = try app.xWindow(1)
        #expect(app.run.x.cardinals(restored, "_NET_WM_PID").first != renderer)
        #expect(app.waitUntilShowing(counter(shared: 1, marks: 1), in: restored, artifact: "windows-storage-restarted.png"),
                "the restarted window lost its @SceneStorage or the app's @AppStorage")
    }

    @Test("R6/R7: a model declared in the App and placed on the scene is shared by value: a change in one window reaches the other")
    func sharedModel() throws {
        let app = try WindowsUnderTest()
        defer { app.stop() }
        let (first, second, _) = try app.openSecondCounter()
        try app.click("Tally", in: first)
        try app.click("Tally", in: second)
        #expect(app.waitUntilShowing(counter(tally: 2), in: first, artifact: "windows-tally-first.png"), "the first window did not see the second's change")
        #expect(app.waitUntilShowing(counter(tally: 2), in: second, artifact: "windows-tally-second.png"))
        // A window opened later starts from the shared value, not from the App's initial one.
        try app.click("New Window", in: second)
        let third = try app.xWindow(try app.waitForOpened(scene: "counter"))
        #expect(app.waitUntilShowing(counter(tally: 2), in: third, artifact: "windows-tally-third.png"))
    }

    @Test("Quit and relaunch: the open windows come back with their values, sizes and @SceneStorage, and @AppStorage persists")
    func restorationAcrossLaunches() throws {
        let state = TemporaryDirectory(prefix: "scenery-state")
        defer { state.remove() }
        var app = try WindowsUnderTest(stateDirectory: state.path)
        let first = try app.xWindow(1)
        try app.click("Share", in: first)
        try app.click("Mark", in: first)
        #expect(app.waitUntilShowing(counter(shared: 1, marks: 1), in: first, artifact: "windows-before-quit.png"))
        try app.click("Item 2", in: first)
        _ = try app.waitForOpened(scene: "item")
        // The inspector's restorationBehavior is .disabled: open now, not restored.
        try app.click("Inspector", in: first)
        _ = try app.waitForOpened(scene: "inspector")
        // Quit with the three windows open (SIGTERM, as a session logout does).
        app.run.app.signal(SIGTERM)
        #expect(app.run.app.waitForExit(milliseconds: 10_000) == .exited(0))
        let saved = try #require(try AtomicFile.read(state.path + "/windows.json"))
        #expect(String(decoding: saved, as: UTF8.self).contains("\"marks\""))
        app.stop()

        app = try WindowsUnderTest(stateDirectory: state.path)
        defer { app.stop() }
        for window in try app.list() {
            let opened = app.events.waitUntilOpened(window: window.window)
            #expect(opened, "\(app.events.transcript)")
        }
        let windows = try app.list()
        #expect(windows.map(\.scene).sorted() == ["counter", "item"], "\(windows)")
        #expect(windows.first { $0.scene == "item" }?.value == "2")
        let counterWindow = try #require(windows.first { $0.scene == "counter" })
        let restored = UInt32(counterWindow.xwindow)
        try #require(app.run.x.waitUntilViewable(restored))
        #expect(app.waitUntilShowing(counter(shared: 1, marks: 1), in: restored, artifact: "windows-after-relaunch.png"))

        // Closing every window by hand and quitting starts the next launch fresh.
        for window in try app.list() {
            app.run.x.requestClose(UInt32(window.xwindow))
            #expect(app.events.next { $0.kind == .windowClosed && $0.windowID == window.window } != nil, "\(app.events.transcript)")
        }
        #expect(app.run.app.waitForExit(milliseconds: 10_000) == .exited(0), "\(app.run.app.output)")
        let after = String(decoding: try #require(try AtomicFile.read(state.path + "/windows.json")), as: UTF8.self)
        #expect(!after.contains("\"scene\""), "closed windows are not restored: \(after)")
    }

    @Test("A window whose @SceneStorage totals over a frame (5 × 250 KiB) opens on relaunch and after a renderer crash, with its storage whole")
    func largeSceneStorage() throws {
        let state = TemporaryDirectory(prefix: "scenery-state")
        defer { state.remove() }
        let big = String(repeating: "x", count: 250 * 1024)
        let storage = (1...5).map { "\"blob\($0)\":\"\(big)\"" }.joined(separator: ",")
        let file = #"{"format":"scenery.windows","version":1,"appID":"Windows","windows":[{"scene":"counter","sceneStorage":{"marks":"3","#
            + storage + "}}]}"
        try AtomicFile.write(Array(file.utf8), to: state.path + "/windows.json")
        let app = try WindowsUnderTest(stateDirectory: state.path)
        defer { app.stop() }
        let window = try app.xWindow(1)
        #expect(app.waitUntilShowing(counter(marks: 3), in: window, artifact: "windows-large-storage.png"), "the restored window did not show its marks")
        // A crash restart sends the same storage again.
        let renderer = try #require(try app.list().first?.pid)
        kill(renderer, SIGKILL)
        #expect(app.events.next { $0.kind == .windowOpened && $0.windowID == 1 } != nil, "\(app.events.transcript); \(app.run.app.output)")
        #expect(!app.run.app.output.contains("cannot open window"), "\(app.run.app.output)")
        // Quitting keeps all of it: the renderer had the whole storage to report back.
        app.run.app.signal(SIGTERM)
        #expect(app.run.app.waitForExit(milliseconds: 10_000) == .exited(0))
        let saved = String(decoding: try #require(try AtomicFile.read(state.path + "/windows.json")), as: UTF8.self)
        #expect((1...5).allSatisfy { saved.contains("\"blob\($0)\" : \"\(big)\"") }, "the saved storage lost values")
    }

    @Test("Losing the X display is not closing the windows: every window stays saved, and the message is printed once")
    func lostDisplayKeepsWindows() throws {
        let state = TemporaryDirectory(prefix: "scenery-state")
        defer { state.remove() }
        let app = try WindowsUnderTest(stateDirectory: state.path)
        defer { app.stop() }
        _ = try app.openSecondCounter()
        app.run.display.stop()
        #expect(app.run.app.waitForExit(milliseconds: 10_000) == .exited(1), "\(app.run.app.output)")
        let output = app.run.app.output
        let lines = output.split(separator: "\n").filter { $0.hasPrefix("Windows:") && $0.contains("X display") }
        #expect(lines.count == 1, "one line for the lost display, not one per window: \(output)")
        let saved = String(decoding: try #require(try AtomicFile.read(state.path + "/windows.json")), as: UTF8.self)
        #expect(saved.components(separatedBy: "\"scene\" : \"counter\"").count - 1 == 2, "both windows stay saved: \(saved)")
    }

    @Test("A corrupt or foreign state file gives a warning and a clean start, and is kept aside")
    func corruptStateFiles() throws {
        let state = TemporaryDirectory(prefix: "scenery-state")
        defer { state.remove() }
        try AtomicFile.write(Array("{ not json".utf8), to: state.path + "/windows.json")
        try AtomicFile.write(Array(#"{"format":"scenery.app-storage","version":1,"appID":"SomeoneElse","values":{}}"#.utf8), to: state.path + "/app-storage.json")
        let app = try WindowsUnderTest(stateDirectory: state.path)
        defer { app.stop() }
        #expect(try app.list().map(\.scene) == ["counter"], "a clean start opens the primary scene")
        let output = app.run.app.output
        #expect(output.contains("windows.json: it is not a valid scenery.windows file"), "\(output)")
        #expect(output.contains("belongs to the app 'SomeoneElse'"), "\(output)")
        #expect(try AtomicFile.read(state.path + "/windows.json.corrupt") != nil)
        #expect(ProcessWatch.isAlive(app.run.app.pid))
    }
}
