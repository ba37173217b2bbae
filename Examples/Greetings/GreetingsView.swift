import SwiftUI

/// The Greetings window: localized keys with values, Markdown, a key from the package's own
/// bundle, and verbatim text.
public struct GreetingsView: View {
    let name: String
    let count: Int

    /// A greeting for `name`, who has `count` messages.
    public init(name: String = "Ada", count: Int = 3) {
        self.name = name
        self.count = count
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Hello, \(name)!")
                .font(.title)
            Text("You have \(count) new messages.")
            Text("Read the **release notes** or the [documentation](https://www.swift.org/documentation/).")
            Text("farewell", bundle: .module)
            Text(verbatim: "**Verbatim** text is shown as written.")
        }
        .padding()
        .navigationTitle("Greetings")
    }
}

/// The example's resource bundle (its `Localizable.strings` tables), for tests.
public let greetingsBundle: Bundle = .module
