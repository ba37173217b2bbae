@testable import SceneryCore
import Testing

@Suite("Phase and keyframe animators (R147, R148)", .probes)
@MainActor
struct PhaseAndKeyframeTests {
    @Test("R148: KeyframeTimeline with Cubic(−30, .25), Cubic(30, .5), Cubic(0, .25): −30 at 0.25, 30 at 0.75, 0 at 1; a shorter parallel track holds its last value")
    func timeline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(-30, duration: 0.25)
            CubicKeyframe(30, duration: 0.5)
            CubicKeyframe(0, duration: 0.25)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 0)
        #expect(close(timeline.value(time: 0.25), -30))
        #expect(close(timeline.value(time: 0.75), 30))
        #expect(timeline.value(time: 1) == 0)
        #expect(timeline.value(time: 0.5) > -30 && timeline.value(time: 0.5) < 30)

        struct Values { var offset = 0.0; var scale = 1.0 }
        let parallel = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.offset) { LinearKeyframe(100, duration: 1) }
            KeyframeTrack(\.scale) { LinearKeyframe(2, duration: 0.5); MoveKeyframe(3) }
        }
        #expect(parallel.duration == 1)
        #expect(parallel.value(time: 0.25).scale == 1.5)
        #expect(parallel.value(time: 0.5).offset == 50)
        #expect(parallel.value(time: 0.75).scale == 3, "the shorter track holds its last value")
        #expect(parallel.value(time: 0.75).offset == 75)
    }

    struct KeyframeShake: View {
        let probe: Probe
        @State var trigger = 0
        var body: some View {
            let _ = { probe.actions["shake"] = { trigger += 1 } }()
            Color.red.frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 0.0, trigger: trigger) { content, offset in
                    let _ = probe.record("\(offset)")
                    content.offset(x: offset)
                } keyframes: { _ in
                    CubicKeyframe(-30, duration: 0.25)
                    CubicKeyframe(30, duration: 0.5)
                    CubicKeyframe(0, duration: 0.25)
                }
        }
    }

    @Test("R148: keyframeAnimator plays the timeline on a trigger change and stops at its end")
    func keyframeAnimator() {
        let probe = Probe()
        let harness = AnimationHarness(KeyframeShake(probe: probe))
        probe.run("shake")
        harness.update(at: 0)
        #expect(harness.graph.isAnimating)
        probe.log = []
        for time in [0.25, 0.75, 1.0] { harness.frame(at: time) }
        let values = probe.log.compactMap(Double.init)
        #expect(values.count == 3)
        #expect(close(values[0], -30) && close(values[1], 30) && values[2] == 0)
        #expect(!harness.graph.isAnimating)
    }

    struct Phases: View {
        let probe: Probe
        let triggered: Bool
        @State var trigger = 0
        var body: some View {
            let _ = { probe.actions["trigger"] = { trigger += 1 } }()
            if triggered {
                Color.red.frame(width: 10, height: 10)
                    .phaseAnimator([0.0, -20, 20], trigger: trigger) { content, offset in
                        let _ = probe.record("phase \(offset)")
                        content.offset(x: offset)
                    } animation: { _ in .linear(duration: 1) }
            } else {
                Color.red.frame(width: 10, height: 10)
                    .phaseAnimator([0.0, -20, 20]) { content, offset in
                        let _ = probe.record("phase \(offset)")
                        content.offset(x: offset)
                    } animation: { _ in .linear(duration: 1) }
            }
        }
    }

    @Test("R147: phaseAnimator([0, −20, 20], trigger:) visits −20, 20, 0 in separate animations, then stops; without a trigger it cycles")
    func phaseAnimator() {
        let probe = Probe()
        let harness = AnimationHarness(Phases(probe: probe, triggered: true))
        #expect(!harness.graph.isAnimating, "resting in the first phase")
        probe.run("trigger")
        harness.update(at: 0)
        for step in 1...8 { harness.frame(at: Double(step) * 0.5) }
        var visited: [String] = []
        for entry in probe.log where entry.hasPrefix("phase") && visited.last != entry { visited.append(entry) }
        #expect(visited == ["phase 0.0", "phase -20.0", "phase 20.0", "phase 0.0"])
        #expect(!harness.graph.isAnimating, "stopped after returning to the first phase")

        let cycling = Probe()
        let loop = AnimationHarness(Phases(probe: cycling, triggered: false))
        for step in 1...9 { loop.frame(at: Double(step) * 0.5) }
        var cycle: [String] = []
        for entry in cycling.log where cycle.last != entry { cycle.append(entry) }
        #expect(cycle.starts(with: ["phase 0.0", "phase -20.0", "phase 20.0", "phase 0.0", "phase -20.0"]))
        #expect(loop.graph.isAnimating, "without a trigger it never stops")
    }
}
