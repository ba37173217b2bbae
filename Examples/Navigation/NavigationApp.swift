import Scenery

/// A navigation stack of parks: click a park to open it, go back with the header's button,
/// Alt+Left, Escape or the mouse's back button. The window's title follows the top view's
/// `navigationTitle`. The path is saved with the window (a restarted renderer, or the next
/// launch, shows the same page); a middle click on a park opens it in a window of its own;
/// `navigation://parks/Zion/The%20Narrows` (`scenectl open-url`) opens a trail. The
/// header's "Demos" button opens a window with the split view, lists and tabs.
@main
struct NavigationApp: App {
    var body: some Scene {
        WindowGroup("Navigation") {
            ParksView()
        }
        .handlesExternalEvents(matching: ["navigation:"])
        // A park in a window of its own: a middle click on a park's link, or the park
        // page's "Open in Window" button.
        WindowGroup("Park", for: Park.self) { $park in
            ParkWindow(park: park)
        }
        // The split view, lists and tabs: the parks list's "Demos" button opens it.
        Window("Navigation Demos", id: "demos") {
            DemosView()
        }
        .defaultSize(width: 900, height: 420)
    }
}

// The pictures in docs/navigation.md: `Navigation --previews DIR` draws them headless.
#Preview("Navigation root", traits: .fixedLayout(width: 440, height: 240)) {
    ParksView()
}

#Preview("Navigation park", traits: .fixedLayout(width: 440, height: 240)) {
    ParksView(path: NavigationPath([Park.all[0]]))
}

#Preview("Navigation demos split", traits: .fixedLayout(width: 900, height: 420)) {
    DemosView()
}

#Preview("Navigation demos lists", traits: .fixedLayout(width: 440, height: 320)) {
    ListsDemo()
}
