import Scenery

/// Copy and paste through the window's text selections, driven by keys (the clipboard's
/// X11 tests use it before there is a text field): the window's title says what the last
/// paste brought.
///
/// c / p: copy the short text to the clipboard / the primary selection;
/// b: copy the long text (360,000 bytes) to the clipboard;
/// v / m: paste the clipboard / the primary selection;
/// n: open another window.
@main
struct ClipboardProbeApp: App {
    var body: some Scene {
        WindowGroup("Clipboard Probe", id: "probe") {
            ClipboardProbeView()
        }
    }
}
