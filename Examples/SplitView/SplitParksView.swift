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

/// The parks in the sidebar; a park's link sets the detail stack's path to that park, and
/// the park's page links to its trails (pushed on the detail stack).
struct SplitParksView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationSplitView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(Park.all, id: \.name) { park in
                    NavigationLink(park.name, value: park)
                }
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .navigationTitle("Parks")
        } detail: {
            NavigationStack(path: $path) {
                Text("Choose a park")
                    .navigationTitle("Park Guide")
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
        }
    }
}
