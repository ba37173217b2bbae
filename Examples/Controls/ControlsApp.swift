import Scenery

/// Built-in controls and their styles: a `Label`, a `Stepper` bound to a quantity, a
/// `ProgressView` showing it, and a button drawn by a custom `ButtonStyle` that turns red
/// while pressed. The window's title follows the quantity and the presses.
@main
struct ControlsApp: App {
    var body: some Scene {
        WindowGroup("Controls") {
            ControlsView()
        }
    }
}
