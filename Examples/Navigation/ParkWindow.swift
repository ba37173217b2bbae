import Scenery

/// A window showing one park: its page at the root of a stack of its own, which pushes its
/// trails.
struct ParkWindow: View {
    let park: Park?

    var body: some View {
        NavigationStack {
            if let park {
                ParkPage(park: park)
                    .navigationDestination(for: Trail.self) { trail in
                        Text("\(trail.name), in \(trail.park)")
                            .padding()
                            .navigationTitle(trail.name)
                    }
            } else {
                Text("No park").navigationTitle("Park")
            }
        }
        .frame(width: 360, height: 240)
    }
}
