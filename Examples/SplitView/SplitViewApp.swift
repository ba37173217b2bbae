import Scenery

/// A navigation split view: parks in the sidebar, and in the detail a stack with the chosen
/// park's trails. Drag the divider to resize the sidebar; in a narrow window the columns
/// collapse into one stack with a back button. The window's title is the detail's.
@main
struct SplitViewApp: App {
    var body: some Scene {
        WindowGroup("Split View") {
            SplitParksView()
        }
        .defaultSize(width: 800, height: 400)
    }
}
