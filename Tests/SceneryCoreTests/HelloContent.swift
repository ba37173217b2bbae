import Scenery

/// The seed's ContentView (001, section 2), as Examples/Hello has it.
struct HelloContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
            Text("Hello, world!")
        }
        .padding()
    }
}
