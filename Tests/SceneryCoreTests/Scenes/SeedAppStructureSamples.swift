// The app-structure samples of Apple's articles "Exploring the structure of a SwiftUI app"
// (A1) and "Specifying the view hierarchy of an app using a scene" (A2, A3), compiled unchanged
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

// A2 adapted for Linux: Scenery has `Settings` on Linux, where `#if os(macOS)` drops it.
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

// Stubs for the views and scene the samples name but do not define.
struct AlternativeContentView: View { var body: some View { Text("Alternative") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
struct MyScene: Scene { var body: some Scene { WindowGroup { SettingsView() } } }
