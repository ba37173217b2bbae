import Scenery

/// Shows the window's scene phase and every change `onChange(of: scenePhase)` saw.
@main
struct PhasesApp: App {
    var body: some Scene {
        WindowGroup("Phases") {
            PhasesView()
        }
    }
}
