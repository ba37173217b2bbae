import Scenery

/// A window of containers: a `Grid` of figures above a `List` of 10,000 lazily built rows
/// that scrolls with the mouse wheel.
@main
struct ContainersApp: App {
    var body: some Scene {
        WindowGroup("Containers") {
            ContainersView()
        }
    }
}
