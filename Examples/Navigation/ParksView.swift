import Scenery

/// A park: its name and the trails it has. `Codable`, so a path of parks is saved with the
/// window (a restarted renderer or the next launch shows the same page) and a park can be
/// opened in a window of its own.
struct Park: Hashable, Codable {
    var name: String
    var trails: [String]

    static let all = [
        Park(name: "Yosemite", trails: ["Mist Trail", "Half Dome"]),
        Park(name: "Zion", trails: ["Angels Landing", "The Narrows"]),
    ]
}

/// A trail in a park.
struct Trail: Hashable, Codable {
    var park: String
    var name: String
}

/// The parks, each a link to its page, which links to its trails. The list's title is
/// editable (click it in the header), a toolbar button counts the parks visited, and a
/// park's page has a subtitle and a search field that filters its trails.
struct ParksView: View {
    @State private var path: NavigationPath
    @State private var title = "Parks"
    @State private var visits = 0
    @Environment(\.openWindow) private var openWindow

    /// Starts with `path` on the stack (the tests open a park's page this way).
    init(path: NavigationPath = NavigationPath()) {
        _path = State(initialValue: path)
    }

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(Park.all, id: \.name) { park in
                    NavigationLink(park.name, value: park)
                }
                Text("Visited \(visits)")
            }
            .padding()
            .navigationTitle($title)
            .toolbar {
                ToolbarItem(placement: .navigation) { Button("Demos") { openWindow(id: "demos") } }
                ToolbarItem(placement: .primaryAction) { Button("Visit") { visits += 1 } }
            }
            .navigationDestination(for: Park.self) { park in
                ParkPage(park: park)
            }
            .navigationDestination(for: Trail.self) { trail in
                Text("\(trail.name), in \(trail.park)")
                    .padding()
                    .navigationTitle(trail.name)
            }
        }
        .frame(width: 440, height: 240)
        // navigation://parks/Zion/Angels%20Landing opens that trail in one step.
        .onOpenURL { url in
            if let linked = Park.path(for: url) { path = linked }
        }
    }
}

/// A park's page: its trails (searchable), and a button that opens the park in a window
/// of its own.
struct ParkPage: View {
    let park: Park
    @Environment(\.openWindow) private var openWindow
    @State private var query = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(park.trails.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }, id: \.self) { trail in
                NavigationLink(trail, value: Trail(park: park.name, name: trail))
            }
            Button("Open in Window") { openWindow(value: park) }
        }
        .padding()
        .navigationTitle(park.name)
        .navigationSubtitle("\(park.trails.count) trails")
        .searchable(text: $query, prompt: "Find a trail")
    }
}

extension Park {
    /// The path a `navigation://parks/<park>[/<trail>]` URL names; nil for another URL.
    static func path(for url: URL) -> NavigationPath? {
        guard url.scheme == "navigation", url.host == "parks" else { return nil }
        let parts = url.path.split(separator: "/").map(String.init)  // `path` is decoded
        guard let name = parts.first, let park = all.first(where: { $0.name == name }) else { return nil }
        var path = NavigationPath([park])
        if parts.count > 1, park.trails.contains(parts[1]) { path.append(Trail(park: park.name, name: parts[1])) }
        return path
    }
}
