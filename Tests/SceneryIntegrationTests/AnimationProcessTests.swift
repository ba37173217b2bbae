import SceneryCore
import SceneryPlatform
import SceneryTesting
import SceneryWire
import Testing

/// The renderer's frame clock in a real app: the host, a renderer process, the headless
/// virtual display, and the host's `framePresented` events.
@Suite("Animation frames in a real renderer process", .serialized)
@MainActor
struct AnimationProcessTests {
    @Test("The renderer presents the frames of an animation, then goes idle (no frames without changes)")
    func framesThenIdle() throws {
        let app = try AppUnderTest(product: "Pulse")
        defer { app.stop() }
        let window = try #require(app.waitForWindow(), "\(app.process.output)")
        // Count the frames until none arrives for 500 ms (the 0.4 s animation is over).
        var frames = 0
        while app.events.next(milliseconds: 500, where: { $0.kind == .framePresented && $0.windowID == window.windowID }) != nil {
            frames += 1
            if frames > 1000 { break }
        }
        #expect(frames >= 5, "several frames of a 0.4 s animation at 60 Hz, got \(frames): \(app.events.transcript) \(app.process.output)")
        #expect(frames < 60, "a 0.4 s animation is about 24 frames, got \(frames)")
        let image = try #require(app.contents(of: window.windowID))
        let row = Int(image.height / 2)
        let black = image.count(x: 0, y: row, width: image.width, height: 1) { x, y in image.luminance(x: x, y: y) < 0.2 }
        #expect(black == 180, "the bar ends at its full width")
        // Idle: still no frame in another second.
        #expect(app.events.next(milliseconds: 1000, where: { $0.kind == .framePresented && $0.windowID == window.windowID }) == nil)
    }
}
