import Scenery

/// A counter: `@State` changed by a button click, redrawn in the window's renderer; the
/// window's title follows the count (`navigationTitle`).
@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") {
            CounterView()
        }
    }
}
