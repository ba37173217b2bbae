// Text as SwiftUI code writes it: localized keys with interpolations, Markdown, Text
// modifiers that return Text, Text + Text built outside the main actor, attributed strings,
// and the Foundation API such apps use (String(localized:), the user's directories, person
// names). `import SwiftUI` alone brings all of it. Compiled in Swift 5 and Swift 6 mode with
// warnings as errors.
import SwiftUI

func greeting(for name: String) -> Text {
    Text("Hello \(name)").bold() + Text(" **there**")
}

nonisolated func status(count: Int, ratio: Double, width: CGFloat, when: Date) -> Text {
    let title: Text = Text("Status").font(.headline).foregroundColor(.secondary)
    let detail = Text("\(count) items, \(ratio, specifier: "%.1f") full, \(width) wide")
        .italic()
        .strikethrough(count == 0, color: .red)
        .kerning(0.5)
    let stamp = Text("Checked \(when, format: .dateTime.year())").monospaced()
    return title + Text(" ") + detail + Text(verbatim: " — ") + stamp
}

func inlineStyling(_ name: String) -> Text {
    Text("Tap \(Image(systemName: "plus")) to greet \(Text(name).underline())")
        .foregroundStyle(.tint)
}

func lookups(key: String, bundle: Bundle) -> some View {
    VStack(alignment: .leading) {
        Text(LocalizedStringKey(key))
        Text(key)
        Text("Welcome", tableName: "Onboarding", bundle: bundle, comment: "the first screen's title")
        Text("Goodbye", bundle: .main)
        Text(LocalizedStringKey(key), bundle: nil)
        Group {
            Button("Save") {}
            Button(key) {}
            Button("Delete", role: .destructive) {}
            Button("Add", systemImage: "plus") {}
            Label("Inbox", systemImage: "tray")
            ProgressView("Loading")
        }
        Section("Options") { Text("Option") }
    }
    .navigationTitle("Inbox")
}

func releaseNotes() throws -> AttributedString {
    var notes = try AttributedString(markdown: "Read the **notes** or [the docs](https://www.swift.org).")
    notes.foregroundColor = .blue
    for run in notes.runs where run.inlinePresentationIntent?.contains(.stronglyEmphasized) == true {
        notes[run.range].font = .body.bold()
    }
    return notes
}

struct NotesView: View {
    var notes: AttributedString
    var owner = PersonNameComponents(givenName: "Ada", familyName: "Lovelace")

    var body: some View {
        VStack {
            Text(notes)
            Text(owner.formatted(.name(style: .short)))
            Text(PersonNameComponents().formatted(.name(style: .short)))
            Text(URL.documentsDirectory.path)
            Text(String(localized: "Saved in \(URL.downloadsDirectory.lastPathComponent)"))
            Text(LocalizedStringResource("Notes"))
            greeting(for: owner.givenName ?? "")
        }
        .navigationTitle(Text("Notes"))
    }
}

func send<Value: Sendable>(_ value: Value) -> Value { value }

func sendable(_ key: LocalizedStringKey) -> (LocalizedStringKey, Text) {
    (send(key), send(Text(key).bold()))
}

struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") { NotesView(notes: AttributedString("Empty")) }
        Window("Inspector", id: "inspector") { Text("Nothing selected") }
    }
}
