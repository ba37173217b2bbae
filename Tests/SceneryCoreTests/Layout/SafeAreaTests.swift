import Scenery
import SceneryTesting
import Testing

/// safeAreaInset and safeAreaPadding in a 320×480 window (fixed metrics: "Bar" is 20×16).
@Suite("Safe area: safeAreaInset and safeAreaPadding")
@MainActor
struct SafeAreaTests {
    func layout(_ view: some View) -> LayoutSnapshot { LayoutSnapshot(of: view) }

    @Test("safeAreaInset(edge: .bottom) puts its content at the bottom at its ideal height; the view gets the rest")
    func bottomInset() {
        let snapshot = layout(Color.blue.accessibilityIdentifier("main").safeAreaInset(edge: .bottom) {
            Text("Bar").accessibilityIdentifier("bar")
        })
        #expect(snapshot.size == CGSize(width: 320, height: 480))
        #expect(snapshot.frame(of: "main") == CGRect(x: 0, y: 0, width: 320, height: 464))
        #expect(snapshot.frame(of: "bar") == CGRect(x: 150, y: 464, width: 20, height: 16))
    }

    @Test("safeAreaInset(edge: .top, alignment: .leading, spacing: 8) leaves the spacing between the bar and the view")
    func topInsetWithSpacing() {
        let snapshot = layout(Color.blue.accessibilityIdentifier("main").safeAreaInset(edge: .top, alignment: .leading, spacing: 8) {
            Text("Bar").accessibilityIdentifier("bar")
        })
        #expect(snapshot.frame(of: "bar") == CGRect(x: 0, y: 0, width: 20, height: 16))
        #expect(snapshot.frame(of: "main") == CGRect(x: 0, y: 24, width: 320, height: 456))
    }

    @Test("safeAreaInset(edge: .leading) takes its ideal width at the full height and centres vertically")
    func leadingInset() {
        let snapshot = layout(Color.blue.accessibilityIdentifier("main").safeAreaInset(edge: .leading) {
            Text("Bar").accessibilityIdentifier("bar")
        })
        #expect(snapshot.frame(of: "bar") == CGRect(x: 0, y: 232, width: 20, height: 16))
        #expect(snapshot.frame(of: "main") == CGRect(x: 20, y: 0, width: 300, height: 480))
    }

    @Test("A view smaller than what is left is centred in it; the whole hugs the view and the bar")
    func fixedSizeContent() {
        let snapshot = layout(Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("main").safeAreaInset(edge: .bottom) {
            Text("Bar").accessibilityIdentifier("bar")
        })
        #expect(snapshot.size == CGSize(width: 100, height: 66))
        #expect(snapshot.frame(of: "main") == CGRect(x: 110, y: 207, width: 100, height: 50))
        #expect(snapshot.frame(of: "bar") == CGRect(x: 150, y: 257, width: 20, height: 16))
    }

    @Test("safeAreaPadding insets the content like padding (an X11 window's safe area is its whole content area)")
    func padding() {
        #expect(layout(Color.blue.accessibilityIdentifier("c").safeAreaPadding(20)).frame(of: "c") == CGRect(x: 20, y: 20, width: 280, height: 440))
        #expect(layout(Color.blue.accessibilityIdentifier("c").safeAreaPadding(.horizontal, 10)).frame(of: "c") == CGRect(x: 10, y: 0, width: 300, height: 480))
    }
}
