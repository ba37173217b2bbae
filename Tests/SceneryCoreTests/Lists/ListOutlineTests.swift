@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A small tree: two folders, one with a subfolder.
private struct Node: Identifiable, Hashable {
    let id: String
    var children: [Node]?
}

private let tree = [
    Node(id: "Documents", children: [Node(id: "Letters", children: [Node(id: "Draft", children: nil)]), Node(id: "Notes", children: nil)]),
    Node(id: "Music", children: []),
    Node(id: "Readme", children: nil),
]

private struct Outline: View {
    let probe: Probe
    @State var selection: String?
    var body: some View {
        let _ = probe.record("selection \(selection ?? "nil")")
        List(tree, children: \.children, selection: $selection) { node in
            Text(node.id)
        }
    }
}

extension HeadlessWindow {
    /// The frames of the disclosure triangles drawn now, top to bottom, with whether each
    /// points down (expanded).
    func triangles() -> [(frame: CGRect, expanded: Bool)] {
        func visit(_ node: ViewNode, into found: inout [(CGRect, Bool)]) {
            if let triangle = node as? DisclosureTriangleNode { found.append((triangle.frame, triangle.isExpanded)) }
            for child in node.children { visit(child, into: &found) }
        }
        var found: [(CGRect, Bool)] = []
        if let root = controller.rootNode { visit(root, into: &found) }
        return found.sorted { $0.0.minY < $1.0.minY }.map { (frame: $0.0, expanded: $0.1) }
    }
}

@Suite("List outlines, disclosure groups, sections and styles", .probes)
@MainActor
struct ListOutlineTests {
    @Test("List(_:children:) shows the roots collapsed; a click on a triangle expands and collapses it")
    func outlineClicks() throws {
        let probe = Probe()
        let window = try HeadlessWindow(Outline(probe: probe))
        #expect(window.texts.contains("Documents") && window.texts.contains("Readme"))
        #expect(!window.texts.contains("Letters"))
        let triangles = window.triangles()
        #expect(triangles.count == 2, "Documents and Music have children (Music's is empty)")
        #expect(triangles.allSatisfy { !$0.expanded })
        window.window.click(at: CGPoint(x: triangles[0].frame.midX, y: triangles[0].frame.midY))
        #expect(window.texts.contains("Letters") && window.texts.contains("Notes"))
        #expect(!window.texts.contains("Draft"))
        #expect(window.triangles().first?.expanded == true)
        let letters = try #require(window.center(of: "Letters"))
        let documents = try #require(window.center(of: "Documents"))
        #expect(letters.x > documents.x, "children are indented")
        #expect(probe.log.last == "selection nil", "the triangle does not select")
        window.window.click(at: CGPoint(x: triangles[0].frame.midX, y: triangles[0].frame.midY))
        #expect(!window.texts.contains("Letters"))
    }

    @Test("In a focused outline, Right expands then moves to the first child; Left collapses or moves to the parent")
    func outlineKeys() throws {
        let probe = Probe()
        let window = try HeadlessWindow(Outline(probe: probe))
        window.window.setFocused(true)
        window.window.click(at: try #require(window.center(of: "Documents")))
        #expect(probe.log.last == "selection Documents")
        window.window.type(.rightArrow, characters: "", modifiers: .function)
        #expect(window.texts.contains("Letters"))
        window.window.type(.rightArrow, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection Letters")
        window.window.type(.leftArrow, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection Documents", "a collapsed child moves to its parent")
        window.window.type(.leftArrow, characters: "", modifiers: .function)
        #expect(!window.texts.contains("Letters"), "Left on an expanded row collapses it")
        window.window.type(.downArrow, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection Music")
    }

    @Test("DisclosureGroup in a list: the label row toggles its content rows; isExpanded binds")
    func disclosureGroup() throws {
        struct Groups: View {
            @State var open = true
            var body: some View {
                List {
                    DisclosureGroup("Fruits") {
                        Text("Apple")
                        Text("Pear")
                    }
                    DisclosureGroup("Colours", isExpanded: $open) {
                        Text("Red")
                    }
                }
            }
        }
        let window = try HeadlessWindow(Groups().frame(width: 300, height: 400))
        #expect(window.texts.contains("Fruits") && !window.texts.contains("Apple"))
        #expect(window.texts.contains("Red"), "bound open")
        let triangles = window.triangles()
        #expect(triangles.map(\.expanded) == [false, true])
        window.window.click(at: CGPoint(x: triangles[0].frame.midX, y: triangles[0].frame.midY))
        #expect(window.texts.contains("Apple") && window.texts.contains("Pear"))
        #expect(try #require(window.center(of: "Apple")).x > (try #require(window.center(of: "Fruits")).x) - 30)
        let colours = try #require(window.triangles().last)
        window.window.click(at: CGPoint(x: colours.frame.midX, y: colours.frame.midY))
        #expect(!window.texts.contains("Red"))
    }

    @Test("A DisclosureGroup outside a list stacks its label and content")
    func disclosureOutsideList() throws {
        let window = try HeadlessWindow(VStack { DisclosureGroup("More") { Text("Hidden text") } })
        #expect(!window.texts.contains("Hidden text"))
        let triangle = try #require(window.triangles().first)
        window.window.click(at: CGPoint(x: triangle.frame.midX, y: triangle.frame.midY))
        #expect(window.texts.contains("Hidden text"))
    }

    @Test("Sections in a list: the header in small secondary bold text, the footer in secondary caption text; neither selects")
    func sections() throws {
        struct Sections: View {
            let probe: Probe
            @State var selection: String?
            var body: some View {
                let _ = probe.record("selection \(selection ?? "nil")")
                List(selection: $selection) {
                    Section("Fruits") {
                        Text("Apple").tag("Apple")
                    }
                    Section {
                        Text("Kale").tag("Kale")
                    } header: {
                        Text("Greens")
                    } footer: {
                        Text("Eat more")
                    }
                }
            }
        }
        let probe = Probe()
        let window = try HeadlessWindow(Sections(probe: probe))
        func item(_ string: String) -> (font: Font, color: Color)? {
            for item in window.controller.displayList.items {
                if case .text(let text, let font, let color, _, _) = item, text == string { return (font, color) }
            }
            return nil
        }
        let header = try #require(item("Fruits"))
        let body = try #require(item("Apple"))
        let footer = try #require(item("Eat more"))
        #expect(header.font.size == 11 && header.font.weight == .bold)
        #expect(header.color.opacity < body.color.opacity, "secondary")
        #expect(footer.font.size == Font.caption.size)
        #expect(footer.color.opacity < body.color.opacity)
        window.window.setFocused(true)
        window.window.click(at: try #require(window.center(of: "Greens")))
        #expect(probe.log.last == "selection nil", "a header does not select")
        window.window.click(at: try #require(window.center(of: "Apple")))
        window.window.type(.downArrow, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection Kale", "Down skips the header")
    }

    @Test("Styles: the sidebar has no separators, its background and collapsible sections; plain keeps separators")
    func styles() throws {
        func content() -> some View {
            List {
                Section("Places") {
                    Text("Home")
                    Text("Work")
                }
            }
        }
        let plain = try HeadlessWindow(content().listStyle(.plain))
        let separatorColor = Color.separator.resolve(in: EnvironmentValues())
        func separators(_ window: HeadlessWindow) -> Int {
            window.controller.displayList.items.filter { if case .fill(let rect, let color) = $0 { rect.height == 1 && color == separatorColor } else { false } }.count
        }
        #expect(separators(plain) >= 2)
        let sidebar = try HeadlessWindow(content().listStyle(.sidebar))
        #expect(separators(sidebar) == 0)
        let background = Color.sidebarBackground.resolve(in: EnvironmentValues())
        #expect(sidebar.controller.displayList.items.contains { if case .fill(_, let color) = $0 { color == background } else { false } })
        #expect(try #require(sidebar.center(of: "Home")).x > (try #require(plain.center(of: "Home")).x), "sidebar rows are inset")
        let triangle = try #require(sidebar.triangles().first)
        #expect(triangle.expanded)
        sidebar.window.click(at: CGPoint(x: triangle.frame.midX, y: triangle.frame.midY))
        #expect(!sidebar.texts.contains("Home"), "the section collapsed")
        #expect(sidebar.texts.contains("Places"))
        let inset = try HeadlessWindow(content().listStyle(.inset))
        #expect(try #require(inset.center(of: "Home")).x > (try #require(plain.center(of: "Home")).x))
        let grouped = try HeadlessWindow(content().listStyle(.insetGrouped))
        #expect(grouped.center(of: "Home") == inset.center(of: "Home"), "inset grouped looks like inset here")
    }
}

@Suite("List sections: the initializer forms", .probes)
@MainActor
struct ListSectionFormTests {
    @Test("Section(header:footer:), Section(footer:), Section(_:) and an OutlineGroup inside a List all show their rows")
    func forms() throws {
        let window = try HeadlessWindow(List {
            Section(header: Text("Head"), footer: Text("Foot")) { Text("One") }
            Section(footer: Text("Only foot")) { Text("Two") }
            Section("Titled") { Text("Three") }
            OutlineGroup(tree, children: \.children) { Text($0.id) }
        }
        .listStyle(.grouped)
        .frame(width: 300, height: 500))
        #expect(window.texts == ["Head", "One", "Foot", "Two", "Only foot", "Titled", "Three", "Documents", "Music", "Readme"])
    }
}
