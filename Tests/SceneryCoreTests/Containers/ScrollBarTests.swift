@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// Overlay scroll bars: a slider over the trailing edge of content that scrolls, as GTK 4
/// draws its scroll indicators, dragged to scroll.
@Suite("Scroll bars")
@MainActor
struct ScrollBarTests {
    /// Every scroll bar in the window, in tree order.
    private func bars(in window: HeadlessWindow) -> [ScrollBarNode] {
        var found: [ScrollBarNode] = []
        func visit(_ node: ViewNode) {
            if let bar = node as? ScrollBarNode { found.append(bar) }
            node.children.forEach(visit)
        }
        if let root = window.controller.rootNode { visit(root) }
        return found
    }

    /// The frames of the filled shapes drawn now.
    private func shapeFrames(in window: HeadlessWindow) -> [CGRect] {
        window.controller.displayList.items.compactMap { item -> CGRect? in
            if case .shape(_, _, _, let frame) = item { frame } else { nil }
        }
    }

    @Test("V36: content taller than its ScrollView shows a slider at the trailing edge, its length the visible share")
    func sliderShowsTheVisibleShare() throws {
        // 50 rows of 20 points in a 100-point viewport, 39 points wide at x 80.5.
        let window = try HeadlessWindow(TwentyPointRows())
        let bar = try #require(bars(in: window).first)
        #expect(bar.axis == .vertical && bar.isShown)
        #expect(bar.frame == CGRect(x: 80.5 + 39 - 12, y: 0, width: 12, height: 100))
        // The track is 96 points (2 at each end); a tenth of it is shorter than the least
        // length, 32; at the top the slider starts at the track's start.
        let slider = bar.sliderFrame(thickness: ScrollBarMetrics.thin)
        #expect(slider == CGRect(x: 80.5 + 39 - 2 - 4, y: 2, width: 4, height: 32))
        #expect(shapeFrames(in: window).contains(slider))
        // A wheel notch scrolls 40 of 900 points: the slider moves 40/900 of its 64-point travel.
        window.window.scroll(at: CGPoint(x: 100, y: 50), notches: CGSize(width: 0, height: 1))
        let moved = try #require(bars(in: window).first).sliderFrame(thickness: ScrollBarMetrics.thin)
        #expect(abs(moved.minY - (2 + 64 * 40 / 900)) < 0.001)
    }

    @Test("Dragging the slider scrolls the content with it; to the end of the track is the end of the content")
    func draggingScrolls() throws {
        let window = try HeadlessWindow(TwentyPointRows())
        let bar = try #require(bars(in: window).first)
        let x = bar.frame.midX
        // Grab the slider 16 points down its 32, drag it half its 64-point travel.
        window.window.press(at: CGPoint(x: x, y: 18))
        window.window.drag(to: CGPoint(x: x, y: 50))
        // Half of 900 points: Row 0's centre at 10 − 450, Row 25's at 510 − 450.
        #expect(window.center(of: "Row 25")?.y == 60)
        window.window.drag(to: CGPoint(x: x, y: 500))
        #expect(window.center(of: "Row 49")?.y == 90)
        window.window.release(at: CGPoint(x: x, y: 500))
        #expect(window.center(of: "Row 49")?.y == 90)
    }

    @Test("A press on the trough moves the slider's centre to the pointer, as GTK does")
    func troughPressJumps() throws {
        let window = try HeadlessWindow(TwentyPointRows())
        let bar = try #require(bars(in: window).first)
        // Centre at 50: the slider starts at 34, half way along its travel (2…66).
        window.window.press(at: CGPoint(x: bar.frame.midX, y: 50))
        #expect(window.center(of: "Row 25")?.y == 60)
        window.window.release(at: CGPoint(x: bar.frame.midX, y: 50))
        #expect(window.center(of: "Row 25")?.y == 60)
    }

    @Test("Under the pointer the slider thickens and its trough shows")
    func hoverThickens() throws {
        let window = try HeadlessWindow(TwentyPointRows())
        let bar = try #require(bars(in: window).first)
        window.window.hover(at: CGPoint(x: bar.frame.midX, y: 80))
        let frames = shapeFrames(in: window)
        #expect(frames.contains(bar.sliderFrame(thickness: ScrollBarMetrics.thick)))
        #expect(frames.contains(CGRect(x: bar.frame.maxX - 2 - 8, y: 2, width: 8, height: 96)))
        window.window.hover(at: nil)
        #expect(shapeFrames(in: window).contains(bar.sliderFrame(thickness: ScrollBarMetrics.thin)))
    }

    @Test("Content that fits shows no bar; scrollIndicators(.hidden) and showsIndicators: false show none")
    func hiddenBars() throws {
        let fits = try HeadlessWindow(TwentyPointRows(count: 3))
        #expect(bars(in: fits).map(\.isShown) == [false])
        #expect(HitTesting.target(at: CGPoint(x: 115, y: 50), in: try #require(fits.controller.rootNode)) == nil)
        let hidden = try HeadlessWindow(TwentyPointRows().scrollIndicators(.hidden))
        #expect(bars(in: hidden).isEmpty)
        let vertical = try HeadlessWindow(TwentyPointRows().scrollIndicators(.never, axes: .horizontal))
        #expect(bars(in: vertical).map(\.axis) == [.vertical])
        let none = try HeadlessWindow(ScrollView(showsIndicators: false) { Color.red.frame(height: 500) }.frame(height: 100))
        #expect(bars(in: none).isEmpty)
    }

    @Test("A List has a vertical bar; a ScrollView on both axes has two, the vertical one short of the horizontal strip")
    func listAndBothAxes() throws {
        let list = try HeadlessWindow(List(0..<100, id: \.self) { Text("Row \($0)") }.frame(width: 200, height: 100))
        #expect(bars(in: list).map(\.axis) == [.vertical])
        #expect(bars(in: list).first?.isShown == true)
        let both = try HeadlessWindow(ScrollView([.vertical, .horizontal]) { Color.red.frame(width: 500, height: 500) }.frame(width: 100, height: 100))
        let found = bars(in: both)
        #expect(found.map(\.axis) == [.vertical, .horizontal])
        #expect(found.first?.frame.height == CGFloat(100 - 12))
        #expect(found.last?.frame == CGRect(x: 0, y: 88, width: 100, height: 12))
    }

    @Test("A click on the bar goes to the bar, not to the button under it")
    func barTakesTheClick() throws {
        let window = try HeadlessWindow(TappableRows())
        let bar = try #require(bars(in: window).first)
        // The scroll view starts 40 points down, 200 wide; its first row's button is "Row 0",
        // centred.
        window.window.click(at: CGPoint(x: bar.frame.midX, y: 40 + 5))
        #expect(window.texts.contains("tapped none bumps 0"))
        window.window.click(at: CGPoint(x: 100, y: 40 + 10))
        #expect(window.texts.contains("tapped 0 bumps 0"))
    }
}
