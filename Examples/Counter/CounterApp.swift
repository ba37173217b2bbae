import Scenery

/// A counter: `@State` changed by a button click, redrawn in the window's renderer.
@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") {
            CounterView()
        }
    }
}
