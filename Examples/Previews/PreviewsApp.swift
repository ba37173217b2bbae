import Scenery

/// An app whose views carry previews. `Previews --previews DIR` draws every preview into
/// `DIR/<name>.png` without a display; `Previews --preview Card` opens one in a window. Run
/// without options it shows all the views in one window.
@main
struct PreviewsApp: App {
    var body: some Scene {
        WindowGroup("Previews") {
            VStack(spacing: 16) {
                Card(title: "Scenery", detail: "Views with previews")
                HStack { Badge(count: 1); Badge(count: 42) }
                TallyView()
            }
            .padding()
        }
    }
}

/// The tally with state of its own, as the app shows it.
private struct TallyView: View {
    @State private var count = 0
    var body: some View { Tally(count: $count) }
}
