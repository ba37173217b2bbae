import Scenery

/// A model the app declares and places on the counter windows' scene: every window shows
/// the same tally, and a change in one reaches the others through the scene host (shared
/// by value, so it is `Codable`).
@Observable
public final class Tally: Codable {
    /// How many times any window counted.
    public var count: Int

    /// A tally at `count`.
    public init(count: Int = 0) {
        self.count = count
    }

    enum CodingKeys: String, CodingKey {
        case _count = "count"
    }
}

/// A window with its own count: two counter windows never share it (R4). "Shared" is
/// `@AppStorage`, the same in every window; "Marks" is `@SceneStorage`, per window and
/// restored with it.
public struct CounterWindow: View {
    @State private var count: Int
    @AppStorage("shared") private var shared = 0
    @SceneStorage("marks") private var marks = 0
    /// The app's shared tally (optional: previews and snapshots have none).
    @Environment(Tally.self) private var tally: Tally?
    /// The last URL this window was asked to open (shown as its title).
    @State private var openedURL = ""
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow

    /// A counter window whose `@State` count starts at `count`.
    public init(count: Int = 0) {
        _count = State(initialValue: count)
    }

    public var body: some View {
        VStack(spacing: 10) {
            Text("Count: \(count)")
                .font(.title)
            Text("Shared: \(shared)   Marks: \(marks)   Tally: \(tally?.count ?? 0)")
            HStack {
                Button("Increment") { count += 1 }
                Button("Share") { shared += 1 }
                Button("Mark") { marks += 1 }
                Button("Tally") { tally?.count += 1 }
                Button("New Window") { openWindow(id: "counter") }
            }
            HStack {
                Button("Inspector") { openWindow(id: "inspector") }
                Button("Item 1") { openWindow(value: 1) }
                Button("Item 2") { openWindow(value: 2) }
            }
            HStack {
                SettingsLink()
                Button("Close") { dismissWindow() }
            }
        }
        .padding()
        .navigationTitle(openedURL.isEmpty ? "Counter" : openedURL)
        .onOpenURL { openedURL = $0.absoluteString }
    }
}

/// Presents one item; `openWindow(value:)` with the same number brings this window forward.
public struct ItemWindow: View {
    let item: Int?
    @Environment(\.pushWindow) private var pushWindow
    @Environment(\.openURL) private var openURL
    @State private var openedURL = ""

    /// A window presenting `item`.
    public init(item: Int?) {
        self.item = item
    }

    public var body: some View {
        VStack(spacing: 10) {
            Text(item.map { "Item \($0)" } ?? "No item")
                .font(.title)
            Button("Replace with Inspector") { pushWindow(id: "inspector") }
            HStack {
                // A link this app claims (handled by onOpenURL below), and one it does not
                // (the desktop's browser).
                Button("Link to item 5") { openURL(URL(string: "windows://item/5")!) }
                Button("Swift.org") { openURL(URL(string: "https://www.swift.org")!) }
            }
        }
        .padding()
        .navigationTitle(openedURL.isEmpty ? "Item" : openedURL)
        .onOpenURL { openedURL = $0.absoluteString }
    }
}

/// The one inspector window. Its `task` runs on the main actor once the window appears.
public struct InspectorWindow: View {
    @State private var status = "Inspector"

    /// The inspector.
    public init() {}

    public var body: some View {
        Text(status)
            .padding(40)
            .navigationTitle(status)
            .task { status = "Inspector ready" }
    }
}

/// The one settings window.
public struct SettingsWindow: View {
    /// The settings.
    public init() {}

    public var body: some View {
        VStack {
            Text("Settings")
                .font(.title)
            Text("Nothing to set yet")
        }
        .padding()
    }
}
