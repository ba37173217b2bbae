import Scenery

/// A ticking bar in a dark window: a `TimelineView` that updates twice a second (the
/// renderer wakes only then), drawn in a named colour from the app's asset catalog (its dark
/// variant, because the view prefers the dark colour scheme). Tests count its frames.
@main
struct ClockApp: App {
    var body: some Scene {
        WindowGroup("Clock") {
            ClockView(start: .now)
        }
    }
}

struct ClockView: View {
    let start: Date

    var body: some View {
        TimelineView(.periodic(from: start, by: 0.5)) { context in
            let ticks = Int((context.date.timeIntervalSince(start) / 0.5).rounded())
            VStack(alignment: .leading, spacing: 8) {
                // One more 10-point step per tick, up to 200 points.
                Color("Hand").frame(width: CGFloat(10 + 10 * (ticks % 20)), height: 20)
                Text("tick \(ticks)")
            }
            .frame(width: 220, alignment: .leading)
            .padding()
        }
        .preferredColorScheme(.dark)
    }
}
