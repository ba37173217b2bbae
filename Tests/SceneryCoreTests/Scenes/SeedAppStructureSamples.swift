// The seed's app-structure samples (seed-001-003 digest, appendix A), compiled unchanged
// but for `import Scenery` in place of `import SwiftUI`. `@main` is left out: a test
// target has its own entry point (A1 with `@main` is Examples/Hello).
import Scenery

// A2 — MyAlternativeScene.swift, verbatim.
struct MyAlternativeScene: Scene {
    var body: some Scene {
        WindowGroup {
            AlternativeContentView()
        }
        
        #if os(macOS)
        Settings {
            SettingsView()
        }
        #endif
    }
}

// A2 adapted for Linux, as the digest suggests (R8: Settings exists on Linux).
struct MyLinuxAlternativeScene: Scene {
    var body: some Scene {
        WindowGroup {
            AlternativeContentView()
        }

        #if os(macOS) || os(Linux)
        Settings {
            SettingsView()
        }
        #endif
    }
}

// A3 — MyApp.swift refactored, verbatim but for `@main` (on Linux neither branch applies).
struct MyRefactoredApp: App {
    var body: some Scene {
        #if os(iOS)
        MyScene()
        #elseif os(macOS)
        MyAlternativeScene()
        #endif
    }
}

// A3 adapted for Linux.
struct MyLinuxApp: App {
    var body: some Scene {
        #if os(iOS)
        MyScene()
        #elseif os(macOS) || os(Linux)
        MyLinuxAlternativeScene()
        #endif
    }
}

// The digest's stubs.
struct AlternativeContentView: View { var body: some View { Text("Alternative") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
struct MyScene: Scene { var body: some Scene { WindowGroup { SettingsView() } } }
