import Scenery

/// Sheets, alerts, a confirmation dialog and a popover, each in a window of its own drawn
/// by the presenting window's renderer; the sheet renames the document, and the window's
/// title (`navigationTitle`) follows.
@main
struct PresentationsApp: App {
    var body: some Scene {
        WindowGroup("Presentations") {
            DocumentView()
        }
    }
}
