import Scenery

/// Text input: two text fields, a secure field and a text editor. The window's title
/// shows the first two fields' text and how often the first was submitted, so tests can
/// read what was typed.
@main
struct TextFieldsApp: App {
    var body: some Scene {
        WindowGroup("Text Fields") {
            TextFieldsView()
        }
    }
}
