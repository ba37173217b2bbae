import Scenery

/// A park: its name and the trails it has.
struct Park: Hashable {
    var name: String
    var trails: [String]

    static let all = [
        Park(name: "Yosemite", trails: ["Mist Trail", "Half Dome"]),
        Park(name: "Zion", trails: ["Angels Landing", "The Narrows"]),
    ]
}

/// A trail in a park.
struct Trail: Hashable {
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
    }
}

/// A park's trails, searchable.
struct ParkPage: View {
    let park: Park
    @State private var query = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(park.trails.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }, id: \.self) { trail in
                NavigationLink(trail, value: Trail(park: park.name, name: trail))
            }
        }
        .padding()
        .navigationTitle(park.name)
        .navigationSubtitle("\(park.trails.count) trails")
        .searchable(text: $query, prompt: "Find a trail")
    }
}
