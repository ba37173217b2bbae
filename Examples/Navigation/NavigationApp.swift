import Scenery

/// A navigation stack of parks: click a park to open it, go back with the header's button,
/// Alt+Left, Escape or the mouse's back button. The window's title follows the top view's
/// `navigationTitle`.
@main
struct NavigationApp: App {
    var body: some Scene {
        WindowGroup("Navigation") {
            ParksView()
        }
    }
}
