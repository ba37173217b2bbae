import SceneryCore
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing

/// The Clock example in real processes: a `TimelineView` that updates twice a second, a
/// named colour from the app's asset catalog (built into its resource bundle by SwiftPM),
/// and a window in the dark colour scheme.
@Suite("TimelineView, named colours and the dark scheme in a real app", .serialized)
@MainActor
struct ClockProcessTests {
    @Test("The renderer presents one frame per timeline date (every 0.5 s) and none in between")
    func framesAtThePeriod() throws {
        let app = try AppUnderTest(product: "Clock")
        defer { app.stop() }
        let window = try #require(app.waitForWindow(), "\(app.process.output)")
        // Skip the first frame(s) of the launch, then take the next six.
        _ = app.events.next(milliseconds: 2000) { $0.kind == .framePresented && $0.windowID == window.windowID }
        var times: [Double] = []
        while times.count < 6,
              app.events.next(milliseconds: 2000, where: { $0.kind == .framePresented && $0.windowID == window.windowID }) != nil {
            times.append(MonotonicClock.milliseconds())
        }
        #expect(times.count == 6, "\(app.events.transcript) \(app.process.output)")
        // The timeline's dates are fixed points 0.5 s apart, so a frame drawn late under load
        // shortens the next gap: six frames span five periods whatever the jitter of each, and
        // a frame between two dates would show as a gap far shorter than a period.
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        let span = (times.last ?? 0) - (times.first ?? 0)
        #expect(span > 2250 && span < 2750, "six frames at 0.5 s dates span 2.5 s: \(gaps)")
        #expect(gaps.allSatisfy { $0 > 150 }, "no frame between two timeline dates: \(gaps)")
    }

    @Test("On X11 the window is dark and the bar has the named colour's dark variant; it grows with the ticks")
    func darkWindowAndNamedColour() throws {
        let app = try AppUnderTest(product: "Clock", display: .xvfb)
        defer { app.stop() }
        let window = try #require(app.waitForWindow(), "\(app.process.output)")
        // The bar: (255, 204, 0) in the dark scheme (the light variant is (204, 102, 0)).
        func barWidth(_ image: RasterImage) -> Int {
            image.count(x: 0, y: 26, width: image.width, height: 1) { x, y in
                let c = image.rgb(x: x, y: y)
                return c.red > 240 && abs(c.green - 204) < 8 && c.blue < 20
            }
        }
        let first = try #require(app.waitForContents(of: window.windowID) { barWidth($0) > 0 }, "\(app.process.output)")
        let background = first.rgb(x: first.width - 3, y: first.height - 3)
        #expect(background.red < 70 && background.green < 70 && background.blue < 70, "a dark window: \(background)")
        let width = barWidth(first)
        let grown = app.waitForContents(of: window.windowID, milliseconds: 3000) { barWidth($0) > width }
        #expect(grown != nil, "the bar grows as the timeline ticks")
    }
}
