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

/// A black square pushed right by its sibling's leading padding (layout, not an attribute).
struct PushedSquare: View {
    let probe: Probe
    @State var pushed = false
    var body: some View {
        let _ = { probe.actions["push"] = { pushed.toggle() } }()
        HStack(spacing: 0) {
            Color.white.frame(width: 20, height: 20).padding(.leading, pushed ? 160 : 0)
            Color.black.frame(width: 20, height: 20)
        }
        .frame(width: 200, alignment: .leading)
    }
}

/// A headless window showing a view on an animation clock the test sets.
@MainActor
final class HeadlessAnimationWindow {
    let backend = HeadlessBackend()
    let controller: WindowController
    private var now = 0.0

    init<V: View>(_ view: V) throws {
        controller = WindowController(content: AnyView(view), textMeasurer: backend.textMeasurer)
        controller.animationClock = { [unowned self] in now }
        try controller.open(on: backend, appID: "animation", title: "animation")
    }

    /// What the window shows.
    var image: RasterImage { backend.windows[0].image! }
    /// The row of pixels through the middle of the window.
    var middleRow: Int { Int(controller.size.height / 2) }

    /// One animation frame at `time`.
    func frame(at time: Double) {
        now = time
        controller.animationFrame()
    }
}

@Suite("Animation frames: headless pixels and the renderer's frame clock", .probes)
@MainActor
struct AnimationFrameTests {
    /// Black pixels along the bar's middle row.
    func blackRun(_ image: RasterImage, y: Int) -> Int {
        image.count(x: 0, y: y, width: 200, height: 1) { x, y in image.luminance(x: x, y: y) < 0.2 }
    }

    @Test("Headless: the window draws the intermediate frames of a linear animation, then the final one")
    func headlessIntermediateFrames() throws {
        let probe = Probe()
        let window = try HeadlessAnimationWindow(GrowingBar(probe: probe))
        let blackRun = { self.blackRun(window.image, y: window.middleRow) }
        #expect(blackRun() == 20)
        withAnimation(.linear(duration: 1)) { probe.run("grow") }
        window.controller.updateViews()
        #expect(blackRun() == 20, "the update shows where the animation starts")
        window.frame(at: 0.25)
        #expect(blackRun() == 60)
        window.frame(at: 0.5)
        #expect(blackRun() == 100)
        window.frame(at: 1)
        #expect(blackRun() == 180)
        #expect(!window.controller.graph.isAnimating)
        window.controller.close()
    }

    @Test("Headless: a square moved by layout is drawn halfway at half a linear animation, and the frame clock stops at the end")
    func headlessLayoutAnimation() throws {
        let probe = Probe()
        let window = try HeadlessAnimationWindow(PushedSquare(probe: probe))
        let firstBlack = { (0..<200).first { window.image.luminance(x: $0, y: window.middleRow) < 0.2 } }
        #expect(firstBlack() == 20)
        withAnimation(.linear(duration: 1)) { probe.run("push") }
        window.controller.updateViews()
        #expect(firstBlack() == 20, "the update shows where the animation starts")
        #expect(window.controller.graph.isAnimating, "the window asks for frames")
        window.frame(at: 0.5)
        #expect(firstBlack() == 100)
        window.frame(at: 1)
        #expect(firstBlack() == 180)
        #expect(!window.controller.graph.isAnimating)
        window.controller.close()
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

