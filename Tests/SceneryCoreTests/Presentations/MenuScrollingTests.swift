@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// Menus taller than the screen, as GTK's menus: clamped to the screen's height, their
/// items scrolling by the wheel, the arrow bands at the edges and the keyboard (which keeps
/// the highlighted item in view); a picker's menu opens scrolled to its selected option.
@Suite("Menus taller than the screen scroll")
@MainActor
struct MenuScrollingTests {
    struct Long: View {
        @State var picked = "nothing"
        @State var choice = 60
        var body: some View {
            VStack(spacing: 20) {
                Menu("Numbers") {
                    ForEach(1...80, id: \.self) { n in
                        Button("Number \(n)") { picked = "number \(n)" }
                    }
                }
                Picker("Choice", selection: $choice) {
                    ForEach(1...80, id: \.self) { n in Text("Choice \(n)").tag(n) }
                }
                Text("Picked \(picked)")
            }
            .padding(20)
        }
    }

    /// The highlighted item's title in the front-most menu.
    private func highlighted(_ window: PresentingWindow) -> String? {
        window.surfaces.last?.focus.focusedNode.map { MenuKeyboard.title(of: $0) }
    }

    /// The menu's scroll view and the frame of the highlighted item in the menu's window.
    private func scrollAndHighlight(_ window: PresentingWindow) throws -> (ScrollViewNode, CGRect) {
        let surface = try #require(window.surfaces.last)
        let scroll = try #require(MenuScrolling.scrollView(in: surface.content))
        let item = try #require(surface.focus.focusedNode)
        return (scroll, item.frame)
    }

    private func arrows(_ offset: CGFloat, _ content: CGFloat, _ viewport: CGFloat) -> [Bool] {
        let shown = MenuScrolling.arrows(offset: offset, content: content, viewport: viewport)
        return [shown.up, shown.down]
    }

    private func open(_ window: PresentingWindow, _ title: String) throws -> SceneryHeadless.HeadlessWindow {
        window.backend.screenHeight = 300
        try window.click(title)
        return try #require(window.secondary.last, "no menu")
    }

    @Test("The placement decisions: clamped height, arrow bands, the offset that reveals an item, a page's target")
    func decisions() {
        #expect(MenuScrolling.height(ideal: 2000, available: 300) == 300)
        #expect(MenuScrolling.height(ideal: 200, available: 300) == 200)
        #expect(MenuScrolling.height(ideal: 200, available: nil) == 200)
        #expect(arrows(0, 1000, 300) == [false, true])
        #expect(arrows(700, 1000, 300) == [true, false])
        #expect(arrows(350, 1000, 300) == [true, true])
        #expect(arrows(0, 200, 300) == [false, false])
        let frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        // Already in view: unchanged.
        #expect(MenuScrolling.offset(revealing: CGRect(x: 0, y: 100, width: 100, height: 20), in: frame, offset: 200, content: 1000) == 200)
        // Below: the least scroll that shows it above the bottom band.
        #expect(MenuScrolling.offset(revealing: CGRect(x: 0, y: 300, width: 100, height: 20), in: frame, offset: 200, content: 1000)
                == CGFloat(200 + 300 + 20 + 16 - 300))
        // Above: the least scroll that shows it below the top band.
        #expect(MenuScrolling.offset(revealing: CGRect(x: 0, y: 0, width: 100, height: 20), in: frame, offset: 200, content: 1000)
                == CGFloat(200 - 16))
        // Near an end: to the end.
        #expect(MenuScrolling.offset(revealing: CGRect(x: 0, y: -10, width: 100, height: 20), in: frame, offset: 20, content: 1000) == 0)
        #expect(MenuScrolling.offset(revealing: CGRect(x: 0, y: 1000, width: 100, height: 20), in: frame, offset: 0, content: 1000) == 700)
        // Nothing to scroll.
        #expect(MenuScrolling.offset(revealing: CGRect(x: 0, y: 250, width: 100, height: 20), in: frame, offset: 0, content: 280) == 0)
    }

    @Test("An 80-item menu on a 300-point screen opens 300 points tall with a bottom arrow; the wheel scrolls it")
    func clampedAndWheel() throws {
        let window = try PresentingWindow(Long())
        let popup = try open(window, "Numbers")
        let surface = try #require(window.surfaces.last)
        #expect(surface.size.height == 300, "clamped to the screen: \(surface.size)")
        let scroll = try #require(MenuScrolling.scrollView(in: surface.content))
        #expect(scroll.contentSize.height > 1000, "the items are all there: \(scroll.contentSize)")
        #expect(MenuScrolling.arrowBand(at: CGPoint(x: 50, y: 295), in: scroll) == 1)
        #expect(MenuScrolling.arrowBand(at: CGPoint(x: 50, y: 5), in: scroll) == nil, "nothing above yet")
        popup.scroll(at: CGPoint(x: 50, y: 150), notches: CGSize(width: 0, height: 3))
        #expect(scroll.offset.y > 0, "the wheel scrolled the items")
        #expect(MenuScrolling.arrowBand(at: CGPoint(x: 50, y: 5), in: scroll) == -1, "the top arrow shows")
        // A press on the top band scrolls back a step and picks nothing.
        let before = scroll.offset.y
        popup.click(at: CGPoint(x: 50, y: 5))
        #expect(scroll.offset.y < before)
        #expect(window.texts.contains("Picked nothing"))
        #expect(window.surfaces.count == 1, "the menu stays open")
    }

    @Test("End highlights the last item and scrolls it into view; Return picks it; Home goes back to the top")
    func keysScroll() throws {
        let window = try PresentingWindow(Long())
        let popup = try open(window, "Numbers")
        popup.type(.end)
        #expect(highlighted(window) == "Number 80")
        var (scroll, item) = try scrollAndHighlight(window)
        #expect(scroll.frame.contains(item), "the last item shows: \(item) in \(scroll.frame)")
        #expect(MenuScrolling.arrowBand(at: CGPoint(x: 50, y: scroll.frame.maxY - 2), in: scroll) == nil, "at the end")
        popup.type(.home)
        (scroll, item) = try scrollAndHighlight(window)
        #expect(highlighted(window) == "Number 1")
        #expect(scroll.offset.y == 0)
        // Down past the bottom edge keeps the highlight in view, clear of the arrow band.
        for _ in 0..<20 { popup.type(.downArrow) }
        (scroll, item) = try scrollAndHighlight(window)
        #expect(highlighted(window) == "Number 21")
        #expect(item.maxY <= scroll.frame.maxY - MenuScrolling.arrowHeight && item.minY >= scroll.frame.minY)
        #expect(scroll.offset.y > 0)
        // Page Down moves a page, not to the end.
        popup.type(.pageDown)
        let paged = try #require(highlighted(window))
        #expect(paged != "Number 80" && paged != "Number 20", "moved a page: \(paged)")
        (scroll, item) = try scrollAndHighlight(window)
        #expect(scroll.frame.contains(item))
        popup.type(.end)
        popup.type(.return)
        #expect(window.texts.contains("Picked number 80"))
        #expect(window.secondary.isEmpty)
    }

    @Test("A picker's menu opens scrolled to its selected option, highlighted")
    func pickerOpensAtSelection() throws {
        let window = try PresentingWindow(Long())
        _ = try open(window, "Choice 60")
        #expect(highlighted(window) == "Choice 60")
        let (scroll, item) = try scrollAndHighlight(window)
        #expect(scroll.offset.y > 0)
        #expect(scroll.frame.contains(item), "the selected option shows: \(item) in \(scroll.frame)")
    }

    @Test("A menu shorter than the screen does not scroll and draws no arrows")
    func shortMenu() throws {
        let window = try PresentingWindow(Long())
        window.backend.screenHeight = 5000
        try window.click("Numbers")
        let surface = try #require(window.surfaces.last)
        let scroll = try #require(MenuScrolling.scrollView(in: surface.content))
        #expect(surface.size.height == scroll.contentSize.height)
        #expect(MenuScrolling.arrowBand(at: CGPoint(x: 50, y: surface.size.height - 2), in: scroll) == nil)
    }

    @Test("The pointer resting on the bottom arrow band scrolls a step at each tick until it leaves the band")
    func hoverOnArrowScrolls() throws {
        let window = try PresentingWindow(Long())
        let popup = try open(window, "Numbers")
        let surface = try #require(window.surfaces.last)
        let scroll = try #require(MenuScrolling.scrollView(in: surface.content))
        let band = CGPoint(x: 50, y: surface.size.height - 4)
        popup.hover(at: band)
        let timer = window.controller.submenuDelay
        #expect(timer.isPending, "the band arms the repeat")
        #expect(scroll.offset.y == 0)
        timer.fire()
        #expect(scroll.offset.y == MenuScrolling.arrowStep)
        #expect(timer.isPending, "and goes on")
        timer.fire()
        #expect(scroll.offset.y == 2 * MenuScrolling.arrowStep)
        // Off the band (over an item): the next tick scrolls nothing and stops.
        popup.hover(at: CGPoint(x: 50, y: 150))
        timer.fire()
        #expect(scroll.offset.y == 2 * MenuScrolling.arrowStep)
        #expect(!timer.isPending)
        // Back on the band: it starts again.
        popup.hover(at: band)
        #expect(timer.isPending)
    }
}
