import Scenery

/// A window of text, shapes and a symbol: what the layout engine and the Cairo painter draw
/// in a real X11 window.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup("Gallery") {
            GalleryView()
        }
    }
}
