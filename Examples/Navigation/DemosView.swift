import Scenery

/// The example's other navigation containers, in a window of their own (the "Demos" button
/// of the parks list): a tab view whose sidebar (a tab bar when the window is narrow) lists
/// a split view of the parks, lists with selection, outlines and sections, and two
/// mailboxes. A person can hide and reorder the tabs (the sidebar's Edit button, Alt+Up and
/// Alt+Down); the customization is kept with `@AppStorage`, the selected tab with the
/// window's `@SceneStorage`.
struct DemosView: View {
    @AppStorage("demos.tabs") private var customization: TabViewCustomization
    @SceneStorage("demos.selected") private var selection = "split"

    var body: some View {
        TabView(selection: $selection) {
            TabSection("Navigation") {
                Tab("Split View", systemImage: "sidebar.left", value: "split") {
                    SplitDemo()
                }
                .customizationID("split")
                Tab("Lists", systemImage: "list.bullet", value: "lists") {
                    ListsDemo()
                }
                .customizationID("lists")
            }
            .customizationID("navigation")
            TabSection("Mail") {
                Tab("Inbox", systemImage: "envelope", value: "inbox") {
                    MailboxDemo(name: "Inbox")
                }
                .badge(2)
                .customizationID("inbox")
                Tab("Sent", systemImage: "paperplane", value: "sent") {
                    MailboxDemo(name: "Sent")
                }
                .customizationID("sent")
            }
            .customizationID("mail")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
        .frame(minWidth: 900, minHeight: 420)
    }
}

/// A split view of the parks: a sidebar list whose selection chooses the park, a detail
/// stack with the park's page and its trails. A right click (or a middle click) on a park
/// opens it in a window of its own. The toolbar declared on the split view shows in the
/// detail's header.
struct SplitDemo: View {
    @State private var park: Park?
    @State private var path = NavigationPath()
    @State private var refreshed = 0

    var body: some View {
        NavigationSplitView {
            List(selection: $park) {
                ForEach(Park.all, id: \.name) { park in
                    NavigationLink(park.name, value: park)
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Parks")
            .navigationSplitViewColumnWidth(min: 180, ideal: 200, max: 320)
        } detail: {
            NavigationStack(path: $path) {
                Group {
                    if let park {
                        ParkPage(park: park)
                    } else {
                        Text("Choose a park").navigationTitle("Park Guide")
                    }
                }
                .navigationDestination(for: Trail.self) { trail in
                    Text("\(trail.name), in \(trail.park)")
                        .padding()
                        .navigationTitle(trail.name)
                }
            }
        }
        .toolbar {
            ToolbarSpacer(.fixed, placement: .primaryAction)
            ToolbarItem(placement: .primaryAction) { Button("Refreshed \(refreshed)") { refreshed += 1 } }
        }
        .onChange(of: park) { path = NavigationPath() }
    }
}

/// A region with sub-regions, for the outline.
struct Region: Identifiable, Hashable {
    var name: String
    var children: [Region]?
    var id: String { name }

    static let all = [
        Region(name: "Americas", children: [Region(name: "Yosemite"), Region(name: "Zion")]),
        Region(name: "Europe", children: [Region(name: "Triglav"), Region(name: "Vatnajökull")]),
    ]
}

/// A list with a set selection (click, Control-click, Shift-click, the arrow keys with
/// Shift), in sections, one of them an outline with disclosure triangles (Left and Right
/// collapse and expand). The title names the selection.
struct ListsDemo: View {
    static let fruits = ["Apple", "Banana", "Cherry", "Fig"]
    @State private var selection: Set<String> = []

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section("Fruits") {
                    ForEach(Self.fruits, id: \.self) { Text($0) }
                }
                Section {
                    OutlineGroup(Region.all, children: \.children) { Text($0.name) }
                } header: {
                    Text("Regions")
                } footer: {
                    Text("\(selection.count) selected")
                }
            }
            .listStyle(.inset)
            .navigationTitle(selection.isEmpty ? "Lists" : selection.sorted().joined(separator: ", "))
        }
    }
}

/// A mailbox page with a counter that lives in its `@State` (kept while another tab shows).
struct MailboxDemo: View {
    let name: String
    @State private var opened = 0

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("\(name): opened \(opened) times")
                Button("Open a message") { opened += 1 }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle(name)
        }
    }
}
