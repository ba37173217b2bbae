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

/// The parks, each a link to its page, which links to its trails.
struct ParksView: View {
    @State private var path: NavigationPath

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
            }
            .padding()
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(park.trails, id: \.self) { trail in
                        NavigationLink(trail, value: Trail(park: park.name, name: trail))
                    }
                }
                .padding()
                .navigationTitle(park.name)
            }
            .navigationDestination(for: Trail.self) { trail in
                Text("\(trail.name), in \(trail.park)")
                    .padding()
                    .navigationTitle(trail.name)
            }
        }
        .frame(width: 360, height: 240)
    }
}
