import Scenery

/// Keyboard input: the window's title names the last key event (phase, key, the text it
/// types as Unicode scalars, modifiers); typed text collects below; Tab moves between
/// the two buttons, Return or Space presses the focused one.
@main
struct KeysApp: App {
    var body: some Scene {
        WindowGroup("Keys") {
            KeysView()
        }
    }
}
