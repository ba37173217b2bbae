@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A sidebar of buttons that set a selection the detail reads (the way a `List(selection:)`
/// drives a split view), with a bound preferred compact column.
private struct Selecting: View {
    let probe: Probe
    var preferred = NavigationSplitViewColumn.sidebar
    @State private var selection: String?
    @State private var column = NavigationSplitViewColumn.sidebar
    @State private var started = false
    var body: some View {
        let _ = probe.record("column \(column.role)")
        let _ = { probe.actions["select Oak"] = { selection = "Oak" }; probe.actions["clear"] = { selection = nil } }()
        NavigationSplitView(preferredCompactColumn: $column) {
            VStack {
                Button("Pick Oak") { selection = "Oak" }
                Button("Pick Elm") { selection = "Elm" }
            }
            .navigationTitle("Trees")
        } detail: {
            if let selection {
                Text("Tree \(selection)").navigationTitle(selection)
            } else {
                Text("Pick a tree")
            }
        }
        .onAppear { if !started { started = true; column = preferred } }
    }
}

/// Departments → employees → details, each column reading the selection before it.
private struct Departments: View {
    @State private var department: String?
    @State private var employee: String?
    var body: some View {
        NavigationSplitView {
            VStack {
                Button("Sales") { department = "Sales"; employee = nil }
                Button("Design") { department = "Design"; employee = nil }
            }
        } content: {
            if let department {
                VStack {
                    Button("\(department) lead") { employee = "\(department) lead" }
                    Button("\(department) intern") { employee = "\(department) intern" }
                }
            } else {
                Text("Select a department")
            }
        } detail: {
            Text(employee.map { "Details of \($0)" } ?? "Select an employee")
        }
    }
}

/// Links in the sidebar; the detail is a stack over a bound path with a link of its own.
private struct StackInDetail: View {
    let probe: Probe
    @State private var path: [String] = []
    var body: some View {
        let _ = probe.record("path \(path.joined(separator: ","))")
        NavigationSplitView {
            VStack {
                NavigationLink("Show A", value: "A")
                NavigationLink("Show B", value: "B")
            }
            .navigationTitle("Letters")
        } detail: {
            NavigationStack(path: $path) {
                Text("Detail root").navigationTitle("Root")
                    .navigationDestination(for: String.self) { value in
                        VStack {
                            Text("Letter \(value)")
                            NavigationLink("Deeper", value: value + "+")
                        }
                        .navigationTitle("Letter \(value)")
                    }
            }
        }
    }
}

@Suite("NavigationSplitView: selection, links, destinations, collapsing and titles", .probes)
@MainActor
struct NavigationSplitViewNavigationTests {
    @Test("R52: the detail follows the selection made in the sidebar and set from code")
    func selectionDrivesDetail() throws {
        let probe = Probe()
        let window = try HeadlessWindow(Selecting(probe: probe))
        window.window.resize(to: Size(width: 800, height: 400))
        #expect(window.texts.contains("Pick a tree"))
        window.window.click(at: try #require(window.center(of: "Pick Elm")))
        #expect(window.texts.contains("Tree Elm"))
        probe.run("select Oak")
        window.update()
        #expect(window.texts.contains("Tree Oak") && !window.texts.contains("Tree Elm"))
    }

    @Test("R53: three columns: the first column's selection drives the second, the second the third")
    func threeColumnSelection() throws {
        let window = try HeadlessWindow(Departments())
        window.window.resize(to: Size(width: 1100, height: 400))
        #expect(window.texts.contains("Select a department") && window.texts.contains("Select an employee"))
        window.window.click(at: try #require(window.center(of: "Design")))
        #expect(window.texts.contains("Design lead") && !window.texts.contains("Select a department"))
        window.window.click(at: try #require(window.center(of: "Design intern")))
        #expect(window.texts.contains("Details of Design intern"))
        window.window.click(at: try #require(window.center(of: "Sales")))
        #expect(window.texts.contains("Sales lead") && window.texts.contains("Select an employee"))
    }

    @Test("R55: a link in the sidebar replaces the detail stack's path; a link in the detail pushes")
    func replaceVersusPush() throws {
        let probe = Probe()
        let window = try HeadlessWindow(StackInDetail(probe: probe))
        window.window.resize(to: Size(width: 800, height: 400))
        window.window.click(at: try #require(window.center(of: "Show A")))
        #expect(probe.log.last == "path A")
        #expect(window.texts.contains("Letter A"))
        window.window.click(at: try #require(window.center(of: "Deeper")))
        #expect(probe.log.last == "path A,A+")
        window.window.click(at: try #require(window.center(of: "Show B")))
        #expect(probe.log.last == "path B")
        #expect(window.texts.contains("Letter B") && !window.texts.contains("Letter A+"))
    }

    @Test("R84: the window's title is the detail's top view's title, not the sidebar's")
    func windowTitleFromDetail() throws {
        let probe = Probe()
        let window = try HeadlessWindow(StackInDetail(probe: probe))
        window.window.resize(to: Size(width: 800, height: 400))
        #expect(window.title == "Root")
        window.window.click(at: try #require(window.center(of: "Show A")))
        #expect(window.title == "Letter A")
        // The sidebar's header still shows its own title.
        #expect(window.texts.contains("Letters"))
    }

    @Test("A value link in the sidebar without a stack in the detail: the detail shows the split view's destination")
    func destinationInDetail() throws {
        let window = try HeadlessWindow(NavigationSplitView {
            VStack {
                NavigationLink("Open 7", value: 7)
                NavigationLink("Open 8", value: 8)
            }
            .navigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("Number \($0)") }
        } detail: {
            Text("No number")
        })
        window.window.resize(to: Size(width: 800, height: 400))
        #expect(window.texts.contains("No number"))
        window.window.click(at: try #require(window.center(of: "Open 7")))
        #expect(window.texts.contains("Number 7") && !window.texts.contains("No number"))
        #expect(window.title == "Number 7")
        window.window.click(at: try #require(window.center(of: "Open 8")))
        #expect(window.texts.contains("Number 8") && !window.texts.contains("Number 7"))
    }

    @Test("R65: navigationDestination(item:) on the sidebar shows its view in the detail column; nil restores the placeholder")
    func itemDestinationInDetail() throws {
        struct Colors: View {
            let probe: Probe
            @State private var shown: String?
            var body: some View {
                let _ = { probe.actions["clear"] = { shown = nil } }()
                NavigationSplitView {
                    VStack {
                        Button("Mint") { shown = "mint" }
                        Button("Pink") { shown = "pink" }
                    }
                    .navigationDestination(item: $shown) { Text("Colour \($0)") }
                } detail: {
                    Text("Select a color")
                }
            }
        }
        let probe = Probe()
        let window = try HeadlessWindow(Colors(probe: probe))
        window.window.resize(to: Size(width: 800, height: 400))
        #expect(window.texts.contains("Select a color"))
        window.window.click(at: try #require(window.center(of: "Mint")))
        #expect(window.texts.contains("Colour mint") && !window.texts.contains("Select a color"))
        // The detail column holds it: it is right of the sidebar.
        #expect((window.center(of: "Colour mint")?.x ?? 0) > 200)
        probe.run("clear")
        window.update()
        #expect(window.texts.contains("Select a color") && !window.texts.contains("Colour mint"))
    }

    @Test("R56: narrower than the columns' minimum widths it collapses to the sidebar; a link pushes the detail; Back returns; widening expands")
    func collapseAndExpand() throws {
        let probe = Probe()
        let window = try HeadlessWindow(StackInDetail(probe: probe))
        window.window.resize(to: Size(width: 800, height: 400))
        #expect(window.splitNode?.isCollapsed == false)
        window.window.resize(to: Size(width: 500, height: 400))  // below 180 + 1 + 320
        #expect(window.splitNode?.isCollapsed == true)
        #expect(window.texts.contains("Show A") && !window.texts.contains("Detail root"))
        #expect(window.title == "Letters")
        window.window.click(at: try #require(window.center(of: "Show A")))
        #expect(window.texts.contains("Letter A") && !window.texts.contains("Show A"))
        #expect(window.title == "Letter A")
        // The link set the detail stack's path to [A]: its back button leads to its root.
        #expect(window.texts.contains("Root"))
        // Widening keeps the selection in the detail.
        window.window.resize(to: Size(width: 800, height: 400))
        #expect(window.splitNode?.isCollapsed == false)
        #expect(window.texts.contains("Show A") && window.texts.contains("Letter A"))
        window.window.resize(to: Size(width: 500, height: 400))
        #expect(window.texts.contains("Letter A"))
        // The stack pops first; at its root, its back button is labelled with the sidebar's
        // title and returns to the sidebar.
        window.window.click(at: try #require(window.center(ofIdentifier: "navigation back")))
        #expect(window.texts.contains("Detail root") && window.texts.contains("Letters"))
        #expect(window.title == "Root")
        window.window.click(at: try #require(window.center(ofIdentifier: "navigation back")))
        #expect(window.texts.contains("Show A") && !window.texts.contains("Detail root"))
        #expect(window.title == "Letters")
    }

    @Test("R60: preferredCompactColumn .detail shows the detail on top when collapsed; Back sets it to .sidebar")
    func preferredCompactColumn() throws {
        let probe = Probe()
        let window = try HeadlessWindow(Selecting(probe: probe, preferred: .detail))
        window.window.resize(to: Size(width: 400, height: 400))
        #expect(window.texts.contains("Pick a tree") && !window.texts.contains("Pick Oak"))
        #expect(probe.log.last == "column detail")
        window.window.click(at: try #require(window.center(ofIdentifier: "navigation back")))
        #expect(probe.log.last == "column sidebar")
        #expect(window.texts.contains("Pick Oak"))
    }

    @Test("R59: the visibility binding is ignored while collapsed")
    func visibilityIgnoredWhileCollapsed() throws {
        let window = try HeadlessWindow(NavigationSplitView(columnVisibility: .constant(.detailOnly)) {
            Text("Sidebar text")
        } detail: {
            Text("Detail text")
        })
        window.window.resize(to: Size(width: 800, height: 400))
        #expect(!window.texts.contains("Sidebar text"))
        window.window.resize(to: Size(width: 400, height: 400))
        #expect(window.texts.contains("Sidebar text"))
    }

    @Test("While collapsed, Escape, Alt+Left and the mouse's back button go back to the previous column")
    func backInputsWhileCollapsed() throws {
        let probe = Probe()
        let window = try HeadlessWindow(Selecting(probe: probe, preferred: .detail))
        window.window.resize(to: Size(width: 400, height: 400))
        window.window.type(.escape)
        #expect(probe.log.last == "column sidebar")
        window.window.click(at: try #require(window.center(of: "Pick Oak")))
        probe.run("select Oak")
        // A selection made by a button does not move the collapsed view (List(selection:)
        // and links do); the binding does.
        #expect(window.texts.contains("Pick Oak"))
        let back = Probe()
        let other = try HeadlessWindow(Selecting(probe: back, preferred: .detail))
        other.window.resize(to: Size(width: 400, height: 400))
        other.window.type(.leftArrow, characters: "", modifiers: [.option, .function])
        #expect(back.log.last == "column sidebar")
        let third = Probe()
        let mouse = try HeadlessWindow(Selecting(probe: third, preferred: .detail))
        mouse.window.resize(to: Size(width: 400, height: 400))
        mouse.window.pressBackButton(at: CGPoint(x: 200, y: 200))
        #expect(third.log.last == "column sidebar")
    }

    @Test("R91: NavigationView with the stack style is a navigation stack")
    func navigationViewStack() throws {
        let window = try HeadlessWindow(NavigationView {
            NavigationLink("Open", destination: Text("Opened").navigationTitle("Opened"))
        }.navigationViewStyle(.stack))
        window.window.resize(to: Size(width: 400, height: 300))
        #expect(window.splitNode == nil)
        window.window.click(at: try #require(window.center(of: "Open")))
        #expect(window.texts.contains("Opened") && !window.texts.contains("Open"))
        #expect(window.title == "Opened")
    }

    @Test("R92: NavigationView with two views is a split view; a link in the sidebar shows its destination in the detail")
    func navigationViewColumns() throws {
        let window = try HeadlessWindow(NavigationView {
            VStack {
                NavigationLink("Note 1", destination: Text("Editing note 1"))
            }
            Text("Select a Note")
        })
        window.window.resize(to: Size(width: 800, height: 300))
        #expect(window.columnFrames.count == 2)
        #expect(window.texts.contains("Select a Note"))
        window.window.click(at: try #require(window.center(of: "Note 1")))
        #expect(window.texts.contains("Editing note 1") && window.texts.contains("Note 1"))
        let three = try HeadlessWindow(NavigationView {
            Text("A")
            Text("B")
            Text("C")
        }.navigationViewStyle(.columns))
        three.window.resize(to: Size(width: 1100, height: 300))
        #expect(three.columnFrames.count == 3)
    }
}

/// Three columns of links, each column's value shown by the split view's destinations.
private struct Catalog: View {
    let probe: Probe
    @State private var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        let _ = probe.record("visibility \(visibility.kind.rawValue)")
        NavigationSplitView(columnVisibility: $visibility) {
            NavigationLink("Fruit", value: "Fruit")
                .navigationTitle("Kinds")
                .navigationDestination(for: String.self) { kind in
                    NavigationLink("\(kind) 1", value: 1).navigationTitle(kind)
                }
                .navigationDestination(for: Int.self) { Text("Item \($0)").navigationTitle("Item \($0)") }
        } content: {
            Text("Pick a kind")
        } detail: {
            Text("Pick an item")
        }
    }
}

@Suite("NavigationSplitView: three columns collapsed and stacks in columns", .probes)
@MainActor
struct NavigationSplitViewColumnsTests {
    @Test("R53, R56: collapsed, three columns go sidebar → content → detail and back, each titled")
    func threeColumnsCollapsed() throws {
        let window = try HeadlessWindow(Catalog(probe: Probe()))
        window.window.resize(to: Size(width: 1100, height: 400))
        window.window.click(at: try #require(window.center(of: "Fruit")))
        #expect(window.texts.contains("Fruit 1") && window.texts.contains("Pick an item"))
        window.window.resize(to: Size(width: 600, height: 400))  // below 180 + 200 + 320 + 2
        #expect(window.splitNode?.isCollapsed == true)
        // The content column was chosen last: it is on top, with a back button to "Kinds".
        #expect(window.texts.contains("Fruit 1") && window.texts.contains("Kinds"))
        #expect(window.title == "Fruit")
        window.window.click(at: try #require(window.center(of: "Fruit 1")))
        #expect(window.texts.contains("Item 1") && window.title == "Item 1")
        window.window.click(at: try #require(window.center(ofIdentifier: "navigation back")))
        #expect(window.texts.contains("Fruit 1") && window.title == "Fruit")
        window.window.click(at: try #require(window.center(ofIdentifier: "navigation back")))
        #expect(window.texts.contains("Fruit") && window.title == "Kinds")
        #expect(window.center(ofIdentifier: "navigation back") == nil)
    }

    @Test("R58: in three columns the toggle hides the sidebar (.doubleColumn) and shows every column (.all)")
    func threeColumnToggle() throws {
        let probe = Probe()
        let window = try HeadlessWindow(Catalog(probe: probe))
        window.window.resize(to: Size(width: 1100, height: 400))
        window.window.click(at: try #require(window.center(ofIdentifier: "sidebar toggle")))
        #expect(probe.log.last == "visibility doubleColumn")
        #expect(Set(window.columnFrames.keys) == [1, 2])
        // The toggle moved to the content column's header.
        let toggle = try #require(window.center(ofIdentifier: "sidebar toggle"))
        #expect(toggle.x < 40)
        window.window.click(at: toggle)
        #expect(probe.log.last == "visibility all")
        #expect(Set(window.columnFrames.keys) == [0, 1, 2])
    }

    @Test("A stack in the sidebar shows the column's toggle in its own header; the column adds no second header")
    func stackInSidebarCarriesToggle() throws {
        let window = try HeadlessWindow(NavigationSplitView {
            NavigationStack {
                NavigationLink("More", value: 2)
                    .navigationTitle("Start")
                    .navigationDestination(for: Int.self) { Text("Page \($0)").navigationTitle("Page \($0)") }
            }
        } detail: {
            Text("Detail text")
        })
        window.window.resize(to: Size(width: 800, height: 400))
        let split = try #require(window.splitNode)
        #expect(split.columns[0].header == nil && split.columns[1].header != nil)
        #expect(window.center(ofIdentifier: "sidebar toggle") != nil)
        // A link inside the sidebar's stack pushes on it (the same column).
        window.window.click(at: try #require(window.center(of: "More")))
        #expect(window.texts.contains("Page 2") && window.texts.contains("Detail text"))
        #expect(window.center(ofIdentifier: "sidebar toggle") != nil && window.center(ofIdentifier: "navigation back") != nil)
    }
}
