import SwiftUI

/// Localized text: `Text` looks its keys up in `Resources/<language>.lproj/Localizable.strings`
/// for the user's language (`LANG=de_DE.UTF-8 swift run Greetings`), reads their Markdown,
/// and formats their values.
@main
struct GreetingsApp: App {
    var body: some Scene {
        WindowGroup("Greetings") {
            GreetingsView()
        }
    }
}
