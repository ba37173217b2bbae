@testable import SceneryCore
import SceneryCairo
import SceneryHeadless
import SceneryPlatform
@testable import SceneryRenderer
import Testing

/// A bar that grows from 20 to 180 points wide.
struct GrowingBar: View {
    let probe: Probe
    @State var wide = false
    var body: some View {
        let _ = { probe.actions["grow"] = { wide.toggle() } }()
        ZStack(alignment: .leading) {
            Color.white.frame(width: 200, height: 20)
            Color.black.frame(width: wide ? 180 : 20, height: 20)
        }
    }
}

@Suite("Animation frames: headless pixels and the renderer's frame clock")
@MainActor
struct AnimationFrameTests {
    /// Black pixels along the bar's middle row.
    func blackRun(_ image: RasterImage, y: Int) -> Int {
        image.count(x: 0, y: y, width: 200, height: 1) { x, y in image.luminance(x: x, y: y) < 0.2 }
    }

    @Test("Headless: the window draws the intermediate frames of a linear animation, then the final one")
    func headlessIntermediateFrames() throws {
        let probe = Probe()
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(GrowingBar(probe: probe)), textMeasurer: backend.textMeasurer)
        var now = 0.0
        controller.animationClock = { now }
        try controller.open(on: backend, appID: "animation", title: "animation")
        let window = backend.windows[0]
        let row = Int(controller.size.height / 2)
        #expect(blackRun(window.image!, y: row) == 20)
        withAnimation(.linear(duration: 1)) { probe.run("grow") }
        controller.updateViews()
        #expect(blackRun(window.image!, y: row) == 20, "the update shows where the animation starts")
        now = 0.25
        controller.animationFrame()
        #expect(blackRun(window.image!, y: row) == 60)
        now = 0.5
        controller.animationFrame()
        #expect(blackRun(window.image!, y: row) == 100)
        now = 1
        controller.animationFrame()
        #expect(blackRun(window.image!, y: row) == 180)
        #expect(!controller.graph.isAnimating)
        controller.close()
    }

    @Test("The renderer's frame clock: a timerfd ticks while the animation runs and is disarmed when it ends")
    func frameClockStartsAndStops() throws {
        let probe = Probe()
        let loop = EventLoop()
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(GrowingBar(probe: probe)), textMeasurer: backend.textMeasurer)
        let timer = FrameTimer(loop: loop)
        controller.frameTimer = timer
        controller.scheduleUpdate = { work in loop.defer(work) }
        var presented = 0
        controller.onPresented = { presented += 1 }
        try controller.open(on: backend, appID: "animation", title: "animation")
        #expect(!timer.isRunning, "idle: no timer")
        presented = 0
        withAnimation(.linear(duration: 0.2)) { probe.run("grow") }
        loop.turn(timeoutMilliseconds: 0)  // the deferred update
        #expect(timer.isRunning)
        // Wait on the loop (bounded): the timer's ticks draw frames until the animation ends.
        let deadline = MonotonicClock.milliseconds() + 5000
        while timer.isRunning && MonotonicClock.milliseconds() < deadline {
            loop.turn(timeoutMilliseconds: deadline - MonotonicClock.milliseconds())
        }
        #expect(!timer.isRunning, "the clock stops when every animation has finished")
        #expect(presented >= 5, "several frames of a 0.2 s animation at 60 Hz (\(presented))")
        #expect(timer.ticks >= 5)
        let row = Int(controller.size.height / 2)
        #expect(blackRun(backend.windows[0].image!, y: row) == 180)
        // Idle again: a turn with a short timeout handles nothing.
        let ticks = timer.ticks
        #expect(!loop.turn(timeoutMilliseconds: 50))
        #expect(timer.ticks == ticks)
        timer.invalidate()
        controller.close()
    }
}

