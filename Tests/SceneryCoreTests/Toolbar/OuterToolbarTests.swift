@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A stack with a toolbar and a search field declared on the stack itself, and an item of
/// the root view's own.
private struct OuterToolbarStack: View {
    @State private var query = ""
    var body: some View {
        NavigationStack {
            VStack {
                Text("Body")
                NavigationLink("Next", value: 1)
            }
            .navigationTitle("Library")
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Inner") {} } }
            .navigationDestination(for: Int.self) { Text("Page \($0)").navigationTitle("Page") }
        }
        .toolbar {
            ToolbarItem(placement: .navigation) { Button("Menu") {} }
            ToolbarItem(placement: .primaryAction) { Button("Outer") {} }
        }
        .searchable(text: $query)
    }
}

/// A split view with a toolbar on it; its detail is a stack.
private struct OuterToolbarSplit: View {
    var body: some View {
        NavigationSplitView {
            Text("Side").navigationTitle("Sidebar")
        } detail: {
            NavigationStack { Text("Detail").navigationTitle("Detail") }
        }
        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Share") {} } }
    }
}

@Suite("Toolbars declared around a stack merge into its header; toolbar spacers")
@MainActor
struct OuterToolbarTests {
    /// How many header bars the window draws (their backgrounds).
    private func headerCount(_ window: HeadlessWindow) -> Int {
        var count = 0
        window.controller.rootNode?.forEachNode { node in
            if node is WindowHeaderNode, (node as? WindowHeaderNode)?.header != nil { count += 1 }
            if let stack = node as? NavigationStackNode, stack.header != nil { count += 1 }
        }
        return count
    }

    @Test("NavigationStack { … }.toolbar { … } and .searchable show in the stack's one header, on every page")
    func stackToolbarMerges() throws {
        let window = try HeadlessWindow(OuterToolbarStack())
        window.window.resize(to: Size(width: 700, height: 300))
        #expect(headerCount(window) == 1, "one bar, not a window bar above the stack's")
        let frame = { (s: String) throws -> CGRect in try #require(window.textFrame(s), "no \(s) in \(window.texts)") }
        for name in ["Library", "Menu", "Inner", "Outer", "Search"] {
            #expect(try frame(name).maxY <= NavigationHeader.height, "\(name) is in the header")
        }
        #expect(try frame("Body").minY >= NavigationHeader.height)
        #expect(try frame("Menu").maxX < frame("Library").minX, "a .navigation item at the leading edge")
        #expect(try frame("Inner").maxX < frame("Outer").minX, "the top view's items first, then the stack's")
        #expect(try frame("Outer").maxX < frame("Search").minX)
        // A pushed page keeps the stack's items and search field; its back button leads.
        window.window.click(at: try #require(window.center(of: "Next")))
        #expect(window.texts.contains("Page 1"))
        #expect(headerCount(window) == 1)
        #expect(window.texts.contains("Outer") && window.texts.contains("Menu") && window.texts.contains("Search"))
        #expect(!window.texts.contains("Inner"), "the root's own item left with it")
        #expect(try frame("Library").maxX < frame("Menu").minX, "the back button (labelled Library) before the items")
    }

    @Test("A toolbar on a split view shows in its detail stack's header, not in a bar above the columns")
    func splitToolbarMerges() throws {
        let window = try HeadlessWindow(OuterToolbarSplit())
        window.window.resize(to: Size(width: 800, height: 300))
        let share = try #require(window.textFrame("Share"))
        #expect(share.maxY <= NavigationHeader.height)
        #expect(share.minX > 600, "at the trailing edge of the detail's header")
        #expect(try #require(window.textFrame("Side")).minY >= NavigationHeader.height)
        #expect(try #require(window.textFrame("Sidebar")).maxY <= NavigationHeader.height, "the columns' headers are the top row")
    }

    @Test("A flexible ToolbarSpacer takes the free space between items; a fixed one is a 12-point gap")
    func spacers() throws {
        let window = try HeadlessWindow(NavigationStack {
            Text("Body")
                .navigationTitle("T")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("One") {} }
                    ToolbarSpacer(.flexible, placement: .primaryAction)
                    ToolbarItem(placement: .primaryAction) { Button("Two") {} }
                    ToolbarSpacer(.fixed, placement: .primaryAction)
                    ToolbarItem(placement: .primaryAction) { Button("Three") {} }
                }
        })
        window.window.resize(to: Size(width: 700, height: 300))
        let title = try #require(window.textFrame("T"))
        let one = try #require(window.textFrame("One"))
        let two = try #require(window.textFrame("Two"))
        let three = try #require(window.textFrame("Three"))
        #expect(three.maxX > 650, "the last item keeps to the trailing edge")
        // The flexible spacer pushed One towards the centred title.
        #expect(one.minX > title.maxX && one.minX - title.maxX < 40, "One at \(one), title at \(title)")
        #expect(two.minX - one.maxX > 150, "the free space lies between One and Two")
        // Without spacers, the items sit together at the trailing edge.
        let plain = try HeadlessWindow(NavigationStack {
            Text("Body")
                .navigationTitle("T")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("One") {} }
                    ToolbarItem(placement: .primaryAction) { Button("Two") {} }
                    ToolbarItem(placement: .primaryAction) { Button("Three") {} }
                }
        })
        plain.window.resize(to: Size(width: 700, height: 300))
        let plainTwo = try #require(plain.textFrame("Two"))
        let plainThree = try #require(plain.textFrame("Three"))
        #expect(plainTwo.minX - (try #require(plain.textFrame("One"))).maxX < 40)
        // The fixed spacer widens the gap between Two and Three by its 12 points (plus the
        // group's spacing on its other side).
        let gap = three.minX - two.maxX
        let plainGap = plainThree.minX - plainTwo.maxX
        #expect(abs(gap - plainGap - 18) < 1, "gap \(gap), without the spacer \(plainGap)")
    }
}
