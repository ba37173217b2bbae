@testable import SceneryCore
import Testing

@Suite("Transitions: insertion and removal under animation (R140–R145)", .probes)
@MainActor
struct TransitionTests {
    struct Branches: View {
        let probe: Probe
        @State var flag = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { flag.toggle() } }()
            ZStack {
                if flag {
                    Color.red.frame(width: 200, height: 10).accessibilityIdentifier("wide")
                } else {
                    Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
                }
            }
        }
    }

    @Test("R140: if/else under an animation: no interpolation between the branches; both show, one fading out and one in")
    func crossFade() {
        let probe = Probe()
        let harness = AnimationHarness(Branches(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 0)
        #expect(harness.frame(of: "wide")?.width == 200, "the new branch has its own frame at once")
        #expect(harness.frame(of: "narrow")?.width == 100)
        harness.frame(at: 0.25)
        #expect(harness.opacities == [0.25, 0.75], "true branch fading in, false branch fading out")
        harness.frame(at: 1)
        #expect(harness.frame(of: "narrow") == nil, "removed once its transition ended")
        #expect(harness.opacities.isEmpty)
        #expect(!harness.graph.isAnimating)
    }

    struct Insertion: View {
        let probe: Probe
        let transition: AnyTransition?
        let animatedStack: Bool
        @State var show = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { show.toggle() } }()
            VStack {
                if show {
                    Color.red.frame(width: 100, height: 50).accessibilityIdentifier("box")
                        .modifier(OptionalTransition(transition: transition))
                        .modifier(Implicit(animation: animatedStack ? nil : .linear(duration: 1), value: show))
                }
            }
            .modifier(Implicit(animation: animatedStack ? .linear(duration: 1) : nil, value: show))
        }
    }

    struct OptionalTransition: ViewModifier {
        let transition: AnyTransition?
        func body(content: Content) -> some View {
            if let transition { content.transition(transition) } else { content }
        }
    }

    @Test("R141: .transition(.opacity) goes from 0 to 1 on insertion; removal keeps the view until it reaches 0; without animation no transition")
    func opacityInsertionAndRemoval() {
        let probe = Probe()
        let harness = AnimationHarness(Insertion(probe: probe, transition: .opacity, animatedStack: true))
        probe.run("toggle")
        harness.update(at: 0)
        #expect(harness.frame(of: "box") != nil)
        #expect(harness.opacities.isEmpty, "opacity 0 draws nothing at the first frame")
        harness.frame(at: 0.5)
        #expect(harness.opacities == [0.5])
        harness.frame(at: 1)
        #expect(harness.opacities.isEmpty, "identity: no opacity group")
        probe.run("toggle")
        harness.update(at: 2)
        #expect(harness.frame(of: "box") != nil, "still there while it fades out")
        harness.frame(at: 2.75)
        #expect(harness.opacities == [0.25])
        harness.frame(at: 3)
        #expect(harness.frame(of: "box") == nil)

        let plain = AnimationHarness(Insertion(probe: probe, transition: .opacity, animatedStack: false))
        // No animation at all: the implicit one inside the inserted view does not count (R142).
        probe.run("toggle")
        plain.update(at: 0)
        #expect(plain.frame(of: "box") != nil)
        #expect(plain.opacities.isEmpty && !plain.graph.isAnimating, "inserted at once, no transition")
    }

    @Test("R142: .animation(_:value:) inside the conditional subtree does not animate the insertion; on the enclosing stack it does")
    func whereTheImplicitAnimationGoes() {
        let inside = Probe()
        let harness = AnimationHarness(Insertion(probe: inside, transition: nil, animatedStack: false))
        inside.run("toggle")
        harness.update(at: 0)
        #expect(!harness.graph.isAnimating)
        let outside = Probe()
        let stacked = AnimationHarness(Insertion(probe: outside, transition: nil, animatedStack: true))
        outside.run("toggle")
        stacked.update(at: 0)
        stacked.frame(at: 0.5)
        #expect(stacked.opacities == [0.5], "the default transition is the fade")
    }

    @Test("R143: .asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)")
    func asymmetricCombined() {
        let probe = Probe()
        let transition = AnyTransition.asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)
        let harness = AnimationHarness(Insertion(probe: probe, transition: transition, animatedStack: true))
        let rest = CGRect(x: 110, y: 215, width: 100, height: 50)
        probe.run("toggle")
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.opacities == [0.5])
        // The stack grows from its empty frame at the window's centre (x 160) to the box's
        // (x 110) with the same animation (layout animation): at half time it is at x 135,
        // and the box slides in from the leading edge, half its width before it.
        let stackMinX = (160 + rest.minX) / 2
        #expect(harness.frame(of: "box")?.minX == stackMinX - 50, "sliding in from the leading edge, halfway")
        #expect(harness.scales == [1], "insertion: the removal's scale stays at identity")
        harness.frame(at: 1)
        #expect(harness.frame(of: "box") == rest)
        probe.run("toggle")
        harness.update(at: 2)
        harness.frame(at: 2.25)
        // The leaving box takes no space: the stack shrinks to nothing at the window's
        // centre (160, 240) and the box keeps its place at the stack's origin, a quarter of
        // the way there. It does not slide.
        let quarter = CGRect(x: rest.minX + (160 - rest.minX) / 4, y: rest.minY + (240 - rest.minY) / 4, width: 100, height: 50)
        #expect(harness.frame(of: "box") == quarter, "removal does not slide")
        #expect(harness.scales == [0.75])
        #expect(harness.opacities == [0.75])
    }

    /// Records the phases a transition's body is evaluated in.
    struct Recording: Transition {
        let probe: Probe
        func body(content: Content, phase: TransitionPhase) -> some View {
            let _ = probe.record("phase \(phase)")
            content.opacity(phase.isIdentity ? 1 : 0)
        }
    }

    @Test("R144: a Transition's body sees .willAppear then .identity on insertion, .identity then .didDisappear on removal")
    func transitionPhases() {
        let probe = Probe()
        let recorder = Probe()
        let harness = AnimationHarness(Insertion(probe: probe, transition: AnyTransition(Recording(probe: recorder)), animatedStack: true))
        probe.run("toggle")
        harness.update(at: 0)
        #expect(recorder.log == ["phase willAppear", "phase identity"])
        harness.frame(at: 1)
        recorder.log = []
        probe.run("toggle")
        harness.update(at: 2)
        #expect(recorder.log == ["phase identity", "phase didDisappear"])
    }

    struct Identified: View {
        let probe: Probe
        @State var generation = 0
        var body: some View {
            let _ = { probe.actions["next"] = { generation += 1 } }()
            ZStack {
                Text("generation \(generation)").id(generation)
            }
        }
    }

    @Test("R145: changing .id(x) under an animation removes the old view with its transition and inserts the new one")
    func idChange() {
        let probe = Probe()
        let harness = AnimationHarness(Identified(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("next") }
        harness.update(at: 0)
        harness.frame(at: 0.25)
        let texts = harness.displayList.items.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } }
        #expect(texts == ["generation 0", "generation 1"])
        #expect(harness.opacities == [0.75, 0.25], "old fading out below, new fading in")
        harness.frame(at: 1)
        let after = harness.displayList.items.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } }
        #expect(after == ["generation 1"])
    }
}
