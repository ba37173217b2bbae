import Observation
import SceneryCore

/// A spare renderer's rehearsal: before it is given a window, it resolves, lays out and
/// draws a small window of Scenery's own views (texts, stacks, buttons, padding, a frame, a
/// title), with no window on screen and no code of the app.
///
/// What a window's first frame costs in a new process is mostly the Swift runtime's
/// one-time work, not the window: the first use of each generic type the graph and layout
/// use (a dictionary keyed by a new type looks its key's `Hashable` conformance up, which
/// scans every conformance record of the executable and its libraries), the first cast of
/// each type to a protocol, and Scenery's own first-use set-up. The remembered types
/// (``TypeMemory``) cover the app's view types; the rehearsal covers the framework's. In
/// the `Windows` example a spare's `openWindow` took 26.5 million instructions, 17 million
/// of them such scans (callgrind, release, 2026-11-28).
@MainActor
enum SpareRehearsal {
    /// Resolves, lays out and draws ``RehearsalWindow`` at `displayScale`, measuring its
    /// text with `textMeasurer`, then lets it go.
    static func run(displayScale: Double, textMeasurer: any TextMeasurer) {
        var environment = EnvironmentValues()
        environment.displayScale = displayScale
        let content = RehearsalWindow().environment(RehearsalModel())
        let controller = WindowController(content: AnyView(content), environment: environment, textMeasurer: textMeasurer)
        controller.render()
        // Its `onAppear` changed its state: a body run again, the update path's first use.
        controller.updateViews()
    }
}

/// An app model, placed in the environment as apps place theirs.
@Observable
private final class RehearsalModel {
    var count = 0
}

/// The window a spare rehearses with: the kinds of views most windows start with.
private struct RehearsalWindow: View {
    @State private var count = 0
    @Environment(RehearsalModel.self) private var model: RehearsalModel?

    var body: some View {
        VStack(spacing: 10) {
            // Body text only: a face the app may not use would stay loaded in the spare.
            Text("Count: \(count)")
                .font(.body)
            Text("Warm-up")
                .foregroundStyle(.secondary)
            HStack {
                Button("Increment") { count += 1 }
                Button("Reset") { count = 0 }
                Spacer()
            }
            HStack(alignment: .firstTextBaseline) {
                Text("Label")
                Text("Value \(model?.count ?? 0)")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.accentColor.opacity(0.1))
        }
        .padding()
        .frame(minWidth: 200)
        .navigationTitle("Warm-up \(count)")
        .onAppear { count += 1 }
    }
}
