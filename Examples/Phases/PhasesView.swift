import Scenery

struct PhasesView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var history: [String]

    init(history: [String] = []) {
        _history = State(initialValue: history)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Phase: \(scenePhase)").font(.title)
            Text(history.isEmpty ? "No changes yet" : history.joined(separator: "\n"))
        }
        .frame(width: 260, height: 220, alignment: .topLeading)
        .padding()
        .onChange(of: scenePhase) { old, new in
            history.append("\(old) → \(new)")
            PhaseTrace.note("\(new)")
        }
    }
}
