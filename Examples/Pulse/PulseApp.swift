import Scenery

/// A bar that grows once, animated, when the window appears: the renderer presents the
/// animation's frames at the display rate and then goes idle (tests count the frames).
@main
struct PulseApp: App {
    var body: some Scene {
        WindowGroup("Pulse") {
            PulseView()
        }
    }
}

struct PulseView: View {
    @State private var grown = false

    var body: some View {
        ZStack(alignment: .leading) {
            Color.white.frame(width: 200, height: 20)
            Color.black.frame(width: grown ? 180 : 20, height: 20)
        }
        .padding()
        .onAppear {
            withAnimation(.linear(duration: 0.4)) { grown = true }
        }
    }
}
