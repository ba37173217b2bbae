// An app that imports Scenery rather than SwiftUI gets the same API: Foundation, the text
// API and Apple's Foundation additions come with it. Compiled in Swift 5 and Swift 6 mode
// with warnings as errors.
import Scenery

func caption(for name: PersonNameComponents, in bundle: Bundle?) throws -> Text {
    let notes = try AttributedString(markdown: "*Saved* to `\(URL.documentsDirectory.lastPathComponent)`")
    let who = name.formatted(.name(style: .abbreviated))
    return Text("Owner: \(who)", tableName: "Captions", bundle: bundle).bold() + Text(notes)
        + Text(verbatim: String(localized: "Updated \(3) times", bundle: bundle))
}

struct CaptionView: View {
    var name = PersonNameComponents(givenName: "Grace", familyName: "Hopper")

    var body: some View {
        (try? caption(for: name, in: nil)) ?? Text("No caption")
    }
}
