import Scenery
import WindowsViews

/// Several scenes in one app, each window in its own renderer process: a group of counter
/// windows, a group that presents numbered items (one window per item), a unique
/// inspector window and the settings window. `windows://item/...` URLs go to the item
/// windows; other URLs open a counter window (`Windows --install-desktop-file` makes the
/// app the handler of `windows:` URLs for `xdg-open`).
@main
struct WindowsApp: App {
    @State private var tally = Tally()

    var body: some Scene {
        WindowGroup("Counter", id: "counter") {
            CounterWindow()
        }
        .environment(tally)
        WindowGroup("Item", id: "item", for: Int.self) { @MainActor $item in
            ItemWindow(item: item)
        }
        .handlesExternalEvents(matching: ["windows://item"])
        .defaultSize(width: 420, height: 300)
        .defaultPosition(.topTrailing)
        Window("Inspector", id: "inspector") {
            InspectorWindow()
        }
        .windowResizability(.contentSize)
        .restorationBehavior(.disabled)
        Settings {
            SettingsWindow()
        }
    }
}
