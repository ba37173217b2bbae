import Scenery

/// Shows the window's scene phase and every change `onChange(of: scenePhase)` saw; the
/// `App` prints every change of the app's aggregate phase (its own `onChange`, run in the
/// scene host).
@main
struct PhasesApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup("Phases") {
            PhasesView()
        }
        .onChange(of: scenePhase) { old, new in
            print("app phase: \(old) -> \(new)")
        }
    }
}
