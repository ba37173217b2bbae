import Foundation
import SceneryTesting
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A two-column split view whose visibility a probe reads and sets.
private struct TwoColumns: View {
    let probe: Probe
    var initial = NavigationSplitViewVisibility.all
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var started = false
    var body: some View {
        let _ = probe.record("visibility \(visibility.kind.rawValue)")
        let _ = { probe.actions["detailOnly"] = { visibility = .detailOnly }; probe.actions["all"] = { visibility = .all } }()
        NavigationSplitView(columnVisibility: $visibility) {
            Text("Sidebar text").navigationTitle("Sidebar")
        } detail: {
            Text("Detail text").navigationTitle("Detail")
        }
        .onAppear { if !started { started = true; visibility = initial } }
    }
}

private struct ThreeColumns: View {
    var visibility = NavigationSplitViewVisibility.automatic
    var body: some View {
        NavigationSplitView(columnVisibility: .constant(visibility)) {
            Text("Sidebar text")
        } content: {
            Text("Content text")
        } detail: {
            Text("Detail text")
        }
    }
}

@Suite("NavigationSplitView: columns, widths, visibility, dividers and styles", .probes)
@MainActor
struct NavigationSplitViewLayoutTests {
    @Test("R52: two columns side by side: the sidebar a quarter of the width (180–280), a 1-point divider, the detail the rest")
    func twoColumns() throws {
        let window = try HeadlessWindow(TwoColumns(probe: Probe()))
        window.window.resize(to: Size(width: 800, height: 500))
        let frames = window.columnFrames
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 200, height: 500))
        #expect(frames[1] == CGRect(x: 201, y: 0, width: 599, height: 500))
        #expect(window.texts.contains("Sidebar text") && window.texts.contains("Detail text"))
        // Each column's header shows its title, 38 points high, in one row.
        let sidebarTitle = try #require(window.center(of: "Sidebar"))
        let detailTitle = try #require(window.center(of: "Detail"))
        #expect(sidebarTitle.y == detailTitle.y && sidebarTitle.y < NavigationHeader.height)
        window.window.resize(to: Size(width: 1400, height: 500))
        #expect(window.columnFrames[0]?.width == 280)
    }

    @Test("R53: three columns: sidebar, content (30 %, 200–320) and detail")
    func threeColumns() throws {
        let window = try HeadlessWindow(ThreeColumns())
        window.window.resize(to: Size(width: 1000, height: 400))
        let frames = window.columnFrames
        #expect(frames[0]?.width == 250)
        #expect(frames[1] == CGRect(x: 251, y: 0, width: 300, height: 400))
        #expect(frames[2] == CGRect(x: 552, y: 0, width: 448, height: 400))
    }

    @Test("R58: .doubleColumn shows content and detail of three columns; .detailOnly only the detail")
    func threeColumnVisibility() throws {
        let double = try HeadlessWindow(ThreeColumns(visibility: .doubleColumn))
        double.window.resize(to: Size(width: 1000, height: 400))
        #expect(Set(double.columnFrames.keys) == [1, 2])
        #expect(double.columnFrames[1]?.minX == 0)
        #expect(!double.texts.contains("Sidebar text"))
        let detail = try HeadlessWindow(ThreeColumns(visibility: .detailOnly))
        detail.window.resize(to: Size(width: 1000, height: 400))
        #expect(Set(detail.columnFrames.keys) == [2])
        #expect(detail.columnFrames[2] == CGRect(x: 0, y: 0, width: 1000, height: 400))
    }

    @Test("R58: changing the bound visibility hides and shows the sidebar; the toggle writes the new value back")
    func visibilityBothWays() throws {
        let probe = Probe()
        let window = try HeadlessWindow(TwoColumns(probe: probe, initial: .detailOnly))
        window.window.resize(to: Size(width: 800, height: 500))
        #expect(Set(window.columnFrames.keys) == [1])
        #expect(!window.texts.contains("Sidebar text"))
        probe.run("all")
        window.update()
        #expect(Set(window.columnFrames.keys) == [0, 1])
        // The toggle sits in the sidebar's header: clicking it hides the sidebar and
        // writes .detailOnly to the binding.
        let toggle = try #require(window.center(ofIdentifier: "sidebar toggle"))
        #expect(toggle.x < 200 && toggle.y < NavigationHeader.height)
        window.window.click(at: toggle)
        #expect(probe.log.last == "visibility detailOnly")
        #expect(Set(window.columnFrames.keys) == [1])
        // Now in the detail's header: clicking it shows every column again.
        let again = try #require(window.center(ofIdentifier: "sidebar toggle"))
        window.window.click(at: again)
        #expect(probe.log.last == "visibility all")
        #expect(Set(window.columnFrames.keys) == [0, 1])
    }

    @Test("R61: NavigationSplitViewVisibility round-trips through JSON and is Equatable; columns are Hashable")
    func visibilityCodable() throws {
        for value in [NavigationSplitViewVisibility.automatic, .all, .doubleColumn, .detailOnly] {
            let data = try JSONEncoder().encode(value)
            #expect(try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: data) == value)
        }
        #expect(NavigationSplitViewVisibility.all != .detailOnly)
        #expect(Set([NavigationSplitViewColumn.sidebar, .content, .detail, .sidebar]).count == 3)
    }

    @Test("R62: a fixed column width and a flexible one (ideal 200); dragging clamps to min…max")
    func columnWidths() throws {
        let window = try HeadlessWindow(NavigationSplitView {
            Text("Sidebar text").navigationSplitViewColumnWidth(150)
        } content: {
            Text("Content text").navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 400)
        } detail: {
            Text("Detail text")
        })
        window.window.resize(to: Size(width: 1200, height: 400))
        #expect(window.columnFrames[0]?.width == 150)
        #expect(window.columnFrames[1]?.width == 200)
        let split = try #require(window.splitNode)
        #expect(split.dividers.map(\.isEnabled) == [false, true], "a fixed column's divider does not move")
        // Drag the content's divider (at x = 150 + 1 + 200) far right, then far left.
        let start = CGPoint(x: 351.5, y: 200)
        window.window.press(at: start)
        window.window.drag(to: CGPoint(x: 351.5 + 500, y: 200))
        #expect(window.columnFrames[1]?.width == 400)
        window.window.drag(to: CGPoint(x: 351.5 - 150, y: 200))
        #expect(window.columnFrames[1]?.width == 150)
        window.window.drag(to: CGPoint(x: 351.5 + 30, y: 200))
        window.window.release(at: CGPoint(x: 351.5 + 30, y: 200))
        #expect(window.columnFrames[1]?.width == 230)
        #expect(window.columnFrames[0]?.width == 150)
    }

    @Test("Dragging the sidebar's divider sets its width (180–400); the width stays after an update")
    func dividerDrag() throws {
        let probe = Probe()
        let window = try HeadlessWindow(TwoColumns(probe: probe))
        window.window.resize(to: Size(width: 900, height: 500))
        let sidebar = try #require(window.columnFrames[0])
        #expect(sidebar.width == 225)
        let line = CGPoint(x: sidebar.maxX + 0.5, y: 300)
        window.window.press(at: CGPoint(x: line.x + 2, y: line.y))  // within the grab margin
        window.window.drag(to: CGPoint(x: line.x + 62, y: line.y))
        #expect(window.columnFrames[0]?.width == 285)
        #expect(window.columnFrames[1]?.minX == 286)
        window.window.drag(to: CGPoint(x: 890, y: line.y))
        #expect(window.columnFrames[0]?.width == 400)
        window.window.drag(to: CGPoint(x: 10, y: line.y))
        #expect(window.columnFrames[0]?.width == 180)
        window.window.drag(to: CGPoint(x: 302.5, y: line.y))
        window.window.release(at: CGPoint(x: 302.5, y: line.y))
        #expect(window.columnFrames[0]?.width == 300)
        probe.run("detailOnly")
        window.update()
        probe.run("all")
        window.update()
        #expect(window.columnFrames[0]?.width == 300)
        // A narrower window leaves the detail its minimum: the sidebar gives way, and gets
        // its width back when the window widens.
        window.window.resize(to: Size(width: 560, height: 500))
        #expect(window.columnFrames[0]?.width == 239)
        window.window.resize(to: Size(width: 900, height: 500))
        #expect(window.columnFrames[0]?.width == 300)
    }

    @Test("R63: .balanced narrows the detail for the sidebar; .prominentDetail keeps its width and lays the sidebar over it")
    func balancedAndProminent() throws {
        for (style, prominent) in [(AnyNavigationSplitViewStyleBox.balanced, false), (.prominentDetail, true)] {
            let probe = Probe()
            let window = try HeadlessWindow(style.apply(TwoColumns(probe: probe)))
            window.window.resize(to: Size(width: 800, height: 500))
            let detail = try #require(window.columnFrames[1])
            #expect(detail.width == (prominent ? 800 : 599))
            #expect(detail.minX == (prominent ? 0 : 201))
            probe.run("detailOnly")
            window.update()
            #expect(window.columnFrames[1]?.width == 800)
            if prominent {
                // The sidebar is drawn over the detail.
                probe.run("all")
                window.update()
                let split = try #require(window.splitNode)
                #expect(split.children.first === split.columns[1])
            }
        }
    }

    @Test("R90: navigationSplitViewStyle set on an ancestor applies to the split views inside")
    func styleFromAncestor() throws {
        let window = try HeadlessWindow(VStack { TwoColumns(probe: Probe()) }.navigationSplitViewStyle(.prominentDetail))
        window.window.resize(to: Size(width: 800, height: 500))
        #expect(window.columnFrames[1]?.width == 800)
    }

    @Test("R64: toolbar(removing: .sidebarToggle) on the split view or in a column removes the toggle")
    func removeToggle() throws {
        let outside = try HeadlessWindow(TwoColumns(probe: Probe()).toolbar(removing: .sidebarToggle))
        outside.window.resize(to: Size(width: 800, height: 500))
        #expect(outside.center(ofIdentifier: "sidebar toggle") == nil)
        let inside = try HeadlessWindow(NavigationSplitView {
            Text("Sidebar text").toolbar(removing: .sidebarToggle)
        } detail: {
            Text("Detail text")
        })
        inside.window.resize(to: Size(width: 800, height: 500))
        #expect(inside.center(ofIdentifier: "sidebar toggle") == nil)
        let kept = try HeadlessWindow(TwoColumns(probe: Probe()))
        kept.window.resize(to: Size(width: 800, height: 500))
        #expect(kept.center(ofIdentifier: "sidebar toggle") != nil)
    }

    @Test("R88: sidebarRowSize is .medium unless a view sets it; a set value reads back")
    func sidebarRowSize() throws {
        #expect(EnvironmentValues().sidebarRowSize == .medium)
        struct Reader: View {
            @Environment(\.sidebarRowSize) var size
            var body: some View { Text("size \(String(describing: size))") }
        }
        let window = try HeadlessWindow(VStack { Reader(); Reader().environment(\.sidebarRowSize, .large) })
        #expect(window.texts.contains("size medium") && window.texts.contains("size large"))
    }

    @Test("The sidebar's background and the 1-pixel divider, light and dark")
    func pixels() throws {
        for scheme in [ColorScheme.light, .dark] {
            let window = try HeadlessWindow(TwoColumns(probe: Probe()).preferredColorScheme(scheme))
            window.window.resize(to: Size(width: 400, height: 300))
            window.window.resize(to: Size(width: 800, height: 300))
            let image = try #require(window.window.image)
            image.writePNG(to: TestArtifacts.path("split-view-\(scheme).png"))
            let sidebar = image.rgb(x: 100, y: 250)
            let divider = image.rgb(x: 200, y: 250)
            let detail = image.rgb(x: 500, y: 250)
            let beside = image.rgb(x: 202, y: 250)
            if scheme == .light {
                #expect(sidebar.red == 235 || sidebar.red == 234, "sidebar \(sidebar)")
                #expect(detail.red == 250, "detail \(detail)")
                #expect(divider.red < sidebar.red - 20, "divider \(divider)")
            } else {
                #expect(sidebar.red == 41 || sidebar.red == 40, "sidebar \(sidebar)")
                #expect(detail.red == 50, "detail \(detail)")
                #expect(divider.red < detail.red - 10, "divider \(divider)")
            }
            #expect(beside == detail, "the divider is one pixel wide")
            #expect(image.rgb(x: 199, y: 250) == sidebar)
        }
    }
}

/// A split view style chosen at run time, for parameterising tests.
private enum AnyNavigationSplitViewStyleBox {
    case balanced, prominentDetail

    @MainActor func apply<V: View>(_ view: V) -> AnyView {
        switch self {
        case .balanced: AnyView(view.navigationSplitViewStyle(.balanced))
        case .prominentDetail: AnyView(view.navigationSplitViewStyle(.prominentDetail))
        }
    }
}

@Suite("NavigationSplitView: the column visibility in scene storage", .probes)
@MainActor
struct NavigationSplitViewStorageTests {
    /// A window over `store` as its scene storage.
    private static func window(_ store: StoredValueStore, probe: Probe) throws -> (SceneryRenderer.WindowController, HeadlessBackend) {
        var environment = EnvironmentValues()
        environment.sceneStorageStore = store
        let controller = WindowController(
            content: AnyView(TwoColumnsForStorage(probe: probe)), environment: environment, textMeasurer: FixedTextMeasurer())
        let backend = HeadlessBackend()
        try controller.open(on: backend, appID: "test", title: "test")
        backend.windows[0].resize(to: Size(width: 800, height: 400))
        return (controller, backend)
    }

    @Test("A changed visibility is written under scenery.navigation.split <path> and restored in a new window")
    func persistsVisibility() throws {
        let store = StoredValueStore()
        let probe = Probe()
        let (first, _) = try Self.window(store, probe: probe)
        #expect(store.values.isEmpty, "nothing is written before a change")
        probe.run("detailOnly")
        first.updateViews()
        let key = try #require(store.values.keys.first)
        #expect(key.hasPrefix("scenery.navigation.split "))
        #expect(store.values[key] == "\"detailOnly\"")
        let again = Probe()
        let (second, _) = try Self.window(StoredValueStore(values: store.values), probe: again)
        _ = second
        #expect(again.log.last == "visibility detailOnly")
    }

    @Test("A stored value that does not decode is ignored with a warning")
    func undecodableValue() throws {
        let probe = Probe()
        let other = Probe()
        let warnings = try captureWarnings {
            let store = StoredValueStore(values: ["scenery.navigation.split #x": "x"])
            let (first, _) = try Self.window(store, probe: probe)
            probe.run("detailOnly")
            first.updateViews()
            let key = try #require(store.values.keys.first { $0 != "scenery.navigation.split #x" })
            let broken = StoredValueStore(values: [key: "\"sideways\""])
            _ = try Self.window(broken, probe: other)
        }
        #expect(other.log.last == "visibility all")
        #expect(warnings.contains { $0.contains("not a NavigationSplitViewVisibility") })
    }
}

private struct TwoColumnsForStorage: View {
    let probe: Probe
    @State private var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        let _ = probe.record("visibility \(visibility.kind.rawValue)")
        let _ = { probe.actions["detailOnly"] = { visibility = .detailOnly } }()
        NavigationSplitView(columnVisibility: $visibility) {
            Text("Sidebar text")
        } detail: {
            Text("Detail text")
        }
    }
}
