import Scenery

struct CounterView: View {
    @State private var count: Int

    init(count: Int = 0) {
        _count = State(initialValue: count)
    }

    var body: some View {
        VStack(spacing: 12) {
            Text("Count: \(count)")
                .font(.title)
            HStack {
                Button("Decrement") { count -= 1 }
                    .disabled(count == 0)
                Button("Increment") { count += 1 }
            }
        }
        .padding()
        .navigationTitle("Count: \(count)")
    }
}
