@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

/// A row whose body logs its evaluation.
struct LoggedRow: View {
    let probe: Probe
    let index: Int
    @State var taps = 0

    var body: some View {
        let _ = probe.record("row \(index)")
        Button("Row \(index): \(taps)") { taps += 1 }
    }
}

/// 100,000 logged rows in a lazy stack in an 800-point-high scroll view.
struct HundredThousandRows: View {
    let probe: Probe
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100_000) { i in LoggedRow(probe: probe, index: i).frame(height: 20) }
            }
        }
        .frame(width: 300, height: 800)
    }
}

@Suite("Lazy containers build only the rows in view (R17)", .probes)
@MainActor
struct LazyContainerTests {
    @Test("R17: a 100,000-row LazyVStack in an 800-point window builds only the visible rows (fewer than 100 bodies)")
    func buildsOnlyVisibleRows() throws {
        let probe = Probe()
        let window = try HeadlessWindow(HundredThousandRows(probe: probe))
        let first = probe.log.count
        #expect(first >= 40 && first < 100, "\(first) bodies ran")
        #expect(window.texts.contains("Row 0: 0"))
        #expect(window.texts.contains("Row 39: 0"))
        #expect(!window.texts.contains("Row 60: 0"))
    }

    @Test("R17: scrolling builds the newly visible rows, and only them")
    func scrollingBuildsNewRows() throws {
        let probe = Probe()
        let window = try HeadlessWindow(HundredThousandRows(probe: probe))
        probe.log = []
        // 25 notches of 40 points: rows 50 … 89 come into view.
        window.window.scroll(at: CGPoint(x: 150, y: 400), notches: CGSize(width: 0, height: 25))
        #expect(window.texts.contains("Row 50: 0"))
        #expect(window.texts.contains("Row 89: 0"))
        #expect(!window.texts.contains("Row 0: 0"))
        #expect(probe.log.count < 60, "\(probe.log.count) bodies ran")
        #expect(!probe.log.contains("row 45"), "rows still built do not run their body again")
        #expect(probe.log.contains("row 80"))
    }

    @Test("R17: a lazy row keeps its @State when scrolled out and back in, without running its body again")
    func rowsKeepState() throws {
        let probe = Probe()
        let window = try HeadlessWindow(HundredThousandRows(probe: probe))
        let center = try #require(window.center(of: "Row 1: 0"))
        window.window.click(at: center)
        #expect(window.texts.contains("Row 1: 1"))
        window.window.scroll(at: CGPoint(x: 150, y: 400), notches: CGSize(width: 0, height: 500))
        #expect(!window.texts.contains("Row 1: 1"))
        probe.log = []
        window.window.scroll(at: CGPoint(x: 150, y: 400), notches: CGSize(width: 0, height: -500))
        #expect(window.texts.contains("Row 1: 1"))
        #expect(!probe.log.contains("row 1"), "the row's node came back from the graph")
    }

    @Test("R17: a VStack in a ScrollView builds every row")
    func eagerStackBuildsAll() throws {
        let probe = Probe()
        _ = try HeadlessWindow(ScrollView {
            VStack(spacing: 0) { ForEach(0..<500) { i in LoggedRow(probe: probe, index: i) } }
        }.frame(width: 300, height: 800))
        #expect(probe.log.count == 500)
    }

    @Test("A lazy stack's length is estimated from the rows measured so far")
    func estimatedLength() {
        // Rows alternate 10 and 30 high; the visible ones average 20, so 1,000 rows are
        // estimated 20,000 high (no spacing).
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1000) { i in Color.red.frame(height: i.isMultiple(of: 2) ? 10 : 30) }
            }
            .accessibilityIdentifier("stack")
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 100, height: 200))
        #expect(snapshot.frame(of: "stack") == CGRect(x: 0, y: 0, width: 100, height: 20000))
    }

    @Test("A LazyHStack in a horizontal ScrollView builds only the columns in view")
    func lazyHStack() throws {
        let probe = Probe()
        let window = try HeadlessWindow(ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<10_000) { i in LoggedRow(probe: probe, index: i).frame(width: 50) } }
        }.frame(width: 200, height: 40))
        #expect(probe.log.count < 10, "\(probe.log.count) bodies ran")
        window.window.scroll(at: CGPoint(x: 100, y: 20), notches: CGSize(width: 5, height: 0))
        #expect(window.texts.contains("Row 6: 0"))
    }
}

/// Rows that log when they appear and disappear.
struct AppearingRows: View {
    let probe: Probe
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1000) { i in
                    Text("Row \(i)").frame(height: 20)
                        .onAppear { _ = probe.record("appear \(i)") }
                        .onDisappear { _ = probe.record("disappear \(i)") }
                }
            }
        }
        .frame(width: 100, height: 100)
    }
}

@Suite("Lazy rows appearing and disappearing (R16)", .probes)
@MainActor
struct LazyAppearanceTests {
    @Test("R16: a lazy row's onAppear runs each time it scrolls into view, onDisappear when it leaves; the node stays")
    func appearAgain() throws {
        let probe = Probe()
        let window = try HeadlessWindow(AppearingRows(probe: probe))
        // 100 points plus the 32-point margin: rows 0 … 6 are built.
        #expect(probe.log == (0...6).map { "appear \($0)" })
        probe.log = []
        window.window.scroll(at: CGPoint(x: 50, y: 50), notches: CGSize(width: 0, height: 10))
        #expect(probe.log.contains("disappear 0"))
        #expect(probe.log.contains("appear 20"))
        #expect(!probe.log.contains("appear 0"))
        probe.log = []
        window.window.scroll(at: CGPoint(x: 50, y: 50), notches: CGSize(width: 0, height: -10))
        #expect(probe.log.contains("appear 0"))
        #expect(probe.log.contains("disappear 20"))
    }
}

/// A lazy stack in a custom view of its own, so it is reused while its parent re-renders.
struct ReusedLazyRows: View {
    let probe: Probe
    var body: some View {
        LazyVStack(spacing: 0) {
            ForEach(0..<1000) { i in LoggedRow(probe: probe, index: i).frame(height: 20) }
        }
    }
}

/// A counter above a scroll view of ``ReusedLazyRows``.
struct RerenderingScroller: View {
    let probe: Probe
    @State var count = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("Count \(count)") { count += 1 }.frame(height: 20)
            ScrollView { ReusedLazyRows(probe: probe) }.frame(width: 100, height: 100)
        }
    }
}

@Suite("Lazy content reused across updates", .probes)
@MainActor
struct LazyReuseTests {
    @Test("Lazy rows reused from the graph after their parent re-rendered still follow the scroll view")
    func reusedRowsFollowScrolling() throws {
        let probe = Probe()
        let window = try HeadlessWindow(RerenderingScroller(probe: probe))
        let button = try #require(window.center(of: "Count 0"))
        window.window.click(at: button)
        #expect(window.texts.contains("Count 1"))
        window.window.scroll(at: CGPoint(x: 50, y: 70), notches: CGSize(width: 0, height: 10))
        #expect(window.texts.contains("Row 22: 0"))
        #expect(!window.texts.contains("Row 0: 0"))
    }
}

@Suite("Scrolling far in lazy content", .probes)
@MainActor
struct LazyFarScrollTests {
    @Test("Scrolling to the end of 100,000 lazy rows shows the last row at the bottom edge")
    func scrollToEnd() throws {
        let probe = Probe()
        let window = try HeadlessWindow(HundredThousandRows(probe: probe))
        window.window.scroll(at: CGPoint(x: 150, y: 400), notches: CGSize(width: 0, height: 100_000))
        // 100,000 rows of 20: the last one ends at the scroll view's bottom, 800.
        #expect(window.center(of: "Row 99999: 0")?.y == CGFloat(790))
        #expect(probe.log.count < 200, "\(probe.log.count) bodies ran")
    }
}

/// A lazy row that reports changes of its own state.
struct ChangeReportingRow: View {
    let probe: Probe
    let index: Int
    @State var taps = 0
    var body: some View {
        Button("Tap \(index): \(taps)") { taps += 1 }
            .onChange(of: taps) { _, new in _ = probe.record("changed \(index) to \(new)") }
    }
}

@Suite("onChange in lazy rows", .probes)
@MainActor
struct LazyOnChangeTests {
    @Test("onChange in a lazy row runs after the update that changed the row, once per change")
    func onChangeInRow() throws {
        let probe = Probe()
        let window = try HeadlessWindow(ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<1000) { i in ChangeReportingRow(probe: probe, index: i).frame(height: 20) } }
        }.frame(width: 200, height: 100))
        let button = try #require(window.center(of: "Tap 2: 0"))
        window.window.click(at: button)
        #expect(window.texts.contains("Tap 2: 1"))
        #expect(probe.log == ["changed 2 to 1"])
        window.window.click(at: button)
        #expect(probe.log == ["changed 2 to 1", "changed 2 to 2"])
    }
}
