@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A sidebar with a selectable list of value links and a plain list of value links; the
/// detail shows the selection.
private struct ChevronSidebar: View {
    @State private var selection: String?
    var body: some View {
        NavigationSplitView {
            VStack {
                List(selection: $selection) {
                    NavigationLink("Alder", value: "Alder")
                    NavigationLink("Birch", value: "Birch")
                }
                List {
                    NavigationLink("Count 7", value: 7)
                }
            }
            .navigationTitle("Trees")
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
        } detail: {
            Text("Tree \(selection ?? "none")")
        }
    }
}

/// A plain stack: its link rows always lead to the next page.
private struct ChevronStack: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Count 7", value: 7)
            }
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
    }
}

extension HeadlessWindow {
    /// The frames of the list-row chevrons drawn now.
    fileprivate var chevrons: [CGRect] {
        var frames: [CGRect] = []
        controller.rootNode?.forEachNode { node in
            if node is ChevronNode { frames.append(node.frame) }
        }
        return frames
    }
}

@Suite("NavigationSplitView: link rows draw chevrons while collapsed")
@MainActor
struct SplitViewChevronTests {
    @Test("R57: the sidebar's link rows draw no chevrons side by side and a trailing chevron each while collapsed")
    func chevronsFollowCollapse() throws {
        let window = try HeadlessWindow(ChevronSidebar())
        window.window.resize(to: Size(width: 800, height: 400))
        #expect(window.splitNode?.isCollapsed == false)
        #expect(window.chevrons.isEmpty, "expanded: \(window.chevrons)")

        window.window.resize(to: Size(width: 480, height: 400))
        #expect(window.splitNode?.isCollapsed == true)
        let chevrons = window.chevrons
        #expect(chevrons.count == 3, "one per link row: \(chevrons)")
        // At the trailing edge of the rows, each on its row's text line.
        for chevron in chevrons {
            #expect(chevron.maxX > 480 - 40 && chevron.maxX <= 480, "\(chevron)")
        }
        for label in ["Alder", "Birch", "Count 7"] {
            let text = try #require(window.center(of: label), "no \(label)")
            #expect(chevrons.contains { abs($0.midY - text.y) < 2 }, "no chevron beside \(label)")
        }
        // The chevrons are drawn (a stroked shape in each chevron's frame).
        let drawn = window.controller.displayList.items.filter { item in
            if case .shape(_, _, _, let frame) = item { chevrons.contains(frame) } else { false }
        }
        #expect(drawn.count == 3)

        // A selection row still selects (and shows the detail on top) while collapsed.
        window.window.click(at: try #require(window.center(of: "Birch")))
        #expect(window.texts.contains("Tree Birch"))

        window.window.resize(to: Size(width: 800, height: 400))
        #expect(window.splitNode?.isCollapsed == false)
        #expect(window.chevrons.isEmpty, "expanded again: \(window.chevrons)")
    }

    @Test("R57: link rows of a list in a navigation stack always draw their chevron")
    func stackRowsKeepChevron() throws {
        let window = try HeadlessWindow(ChevronStack())
        #expect(window.chevrons.count == 1)
    }
}
