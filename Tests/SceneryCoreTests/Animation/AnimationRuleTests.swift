@testable import SceneryCore
import Testing

/// A rectangle whose width follows a flag, with an unrelated second state.
struct ToggleWidth: View {
    let probe: Probe
    var implicit: Animation? = nil
    @State var flag = false
    @State var other = false

    var body: some View {
        let _ = { probe.actions["toggle"] = { flag.toggle() } }()
        let _ = { probe.actions["other"] = { other.toggle() } }()
        VStack {
            Rectangle()
                .frame(width: flag ? 100 : 50, height: other ? 40 : 20)
                .accessibilityIdentifier("rect")
                .modifier(Implicit(animation: implicit, value: flag))
            Rectangle()
                .frame(width: flag ? 100 : 50, height: 10)
                .accessibilityIdentifier("sibling")
        }
    }
}

/// `.animation(animation, value:)` when there is an animation, else nothing.
struct Implicit<V: Equatable>: ViewModifier {
    let animation: Animation?
    let value: V
    func body(content: Content) -> some View {
        if let animation { content.animation(animation, value: value) } else { content }
    }
}

@Suite("Animations: transactions, implicit and explicit animations (R130–R137)", .probes)
@MainActor
struct AnimationRuleTests {
    @Test("R130: without an animation the new width applies at once; withAnimation(.linear(duration: 1)) gives 75 at 0.5 s and 100 from 1 s")
    func explicitLinear() {
        let probe = Probe()
        let harness = AnimationHarness(ToggleWidth(probe: probe))
        #expect(harness.frame(of: "rect")?.width == 50)
        probe.run("toggle")
        harness.update(at: 0)
        #expect(harness.frame(of: "rect")?.width == 100, "no animation: no intermediate value")
        #expect(!harness.graph.isAnimating)
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 10)
        #expect(harness.frame(of: "rect")?.width == 100, "the first frame shows the old value")
        #expect(harness.graph.isAnimating)
        harness.frame(at: 10.25)
        #expect(harness.frame(of: "rect")?.width == 87.5)
        harness.frame(at: 10.5)
        #expect(harness.frame(of: "rect")?.width == 75)
        harness.frame(at: 11)
        #expect(harness.frame(of: "rect")?.width == 50)
        #expect(!harness.graph.isAnimating, "the frame clock can stop")
        harness.frame(at: 11.5)
        #expect(harness.frame(of: "rect")?.width == 50)
    }

    @Test("R131: re-toggling at 0.5 s starts the new animation from the presented 75, not from 100")
    func retarget() {
        let probe = Probe()
        let harness = AnimationHarness(ToggleWidth(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.frame(of: "rect")?.width == 75)
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 0.5)
        #expect(harness.frame(of: "rect")?.width == 75)
        harness.frame(at: 1.0)
        #expect(harness.frame(of: "rect")?.width == 62.5, "halfway from 75 back to 50")
        harness.frame(at: 1.5)
        #expect(harness.frame(of: "rect")?.width == 50)
    }

    @Test("R132, R133: .animation(_:value:) animates its subtree only when the value changed; a sibling outside it jumps")
    func implicitScope() {
        let probe = Probe()
        let harness = AnimationHarness(ToggleWidth(probe: probe, implicit: .linear(duration: 1)))
        probe.run("toggle")
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.frame(of: "rect")?.width == 75, "flag changed: the subtree animates")
        #expect(harness.frame(of: "sibling")?.width == 100, "outside the modifier: no animation")
        harness.frame(at: 1)
        probe.run("other")
        harness.update(at: 2)
        #expect(harness.frame(of: "rect")?.height == 40, "flag did not change: the height jumps")
        #expect(!harness.graph.isAnimating)
    }

    @Test("R134: inside withAnimation(.linear), a subtree under .animation(.spring, value:) uses the spring")
    func implicitOverridesExplicit() {
        let probe = Probe()
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.5)
        let harness = AnimationHarness(ToggleWidth(probe: probe, implicit: spring))
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 0)
        harness.frame(at: 0.2)
        let expected = 50 + 50 * spring.progress(after: 0.2)
        #expect(close(harness.frame(of: "rect")?.width, expected, 1e-9))
        #expect(harness.frame(of: "sibling")?.width == 60, "the sibling keeps the explicit linear animation")
    }

    @Test("R135: with disablesAnimations the implicit animation does not replace the transaction's")
    func disablesAnimations() {
        let probe = Probe()
        let harness = AnimationHarness(ToggleWidth(probe: probe, implicit: .spring))
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        withTransaction(transaction) { probe.run("toggle") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.frame(of: "rect")?.width == 75)
    }

    struct LeafApplied: View {
        let probe: Probe
        @State var flag = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { flag.toggle() } }()
            VStack {
                Rectangle()
                    .animation(.linear(duration: 1), value: flag)
                    .frame(width: flag ? 100 : 50, height: 10)
                    .offset(x: flag ? 20 : 0)
                    .accessibilityIdentifier("leaf")
                Rectangle()
                    .frame(width: flag ? 100 : 50, height: 10)
                    .animation(.linear(duration: 1), value: flag)
                    .opacity(flag ? 0 : 1)
                    .accessibilityIdentifier("written")
            }
        }
    }

    @Test("R133: frame and offset written above .animation(_:value:) still animate (they apply at the leaf); opacity written above does not")
    func leafAppliedModifiers() {
        let probe = Probe()
        let harness = AnimationHarness(LeafApplied(probe: probe))
        probe.run("toggle")
        harness.update(at: 0)
        harness.frame(at: 0.5)
        let leaf = harness.frame(of: "leaf")!
        #expect(leaf.width == 75)
        // The stack is 75 wide, centred at x = 122.5 (the window rounds the root to 123);
        // the rectangle is drawn 10 further right.
        #expect(harness.shapeFrames.first?.minX == 133, "the offset is halfway to 20 too")
        #expect(harness.frame(of: "written")?.width == 75)
        #expect(harness.opacities.isEmpty, "the opacity above the animation jumped to 0")
    }

    struct NoAnimationSubtree: View {
        let probe: Probe
        @State var flag = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { flag.toggle() } }()
            VStack {
                Color.red.frame(width: flag ? 100 : 50, height: 10).accessibilityIdentifier("plain")
                    .transaction { $0.animation = nil }
                Color.red.frame(width: flag ? 100 : 50, height: 10).accessibilityIdentifier("animated")
            }
        }
    }

    @Test("R136: .transaction { $0.animation = nil } changes its subtree at once inside withAnimation")
    func transactionRemovesAnimation() {
        let probe = Probe()
        let harness = AnimationHarness(NoAnimationSubtree(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.frame(of: "plain")?.width == 100)
        #expect(harness.frame(of: "animated")?.width == 75)
    }

    struct ToggleRectangle: View {
        @Binding var flag: Bool
        var body: some View {
            Color.blue.frame(width: flag ? 100 : 50, height: 10).accessibilityIdentifier("bound")
        }
    }

    struct BindingParent: View {
        let probe: Probe
        let animation: Animation
        @State var flag = false
        var body: some View {
            let binding = $flag.animation(animation)
            let _ = { probe.actions["toggle"] = { binding.wrappedValue.toggle() } }()
            ToggleRectangle(flag: binding)
        }
    }

    @Test("R137: writing through $flag.animation(_) animates like withAnimation")
    func bindingAnimation() {
        let probe = Probe()
        let harness = AnimationHarness(BindingParent(probe: probe, animation: .linear(duration: 2)))
        probe.run("toggle")
        harness.update(at: 0)
        harness.frame(at: 1)
        #expect(harness.frame(of: "bound")?.width == 75)
        harness.frame(at: 2)
        #expect(harness.frame(of: "bound")?.width == 100)
    }

    struct EffectsView: View {
        let probe: Probe
        @State var on = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { on.toggle() } }()
            Color(red: on ? 1 : 0, green: 0, blue: 0)
                .frame(width: 10, height: 10)
                .scaleEffect(on ? 3 : 1)
                .rotationEffect(.degrees(on ? 90 : 0))
                .offset(x: on ? 40 : 0)
                .opacity(on ? 0.2 : 1)
        }
    }

    @Test("Offset, opacity, scale, rotation and colour interpolate together")
    func drawingEffects() {
        let probe = Probe()
        let harness = AnimationHarness(EffectsView(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.opacities == [0.6])
        let transforms = harness.displayList.items.compactMap { item -> (Double, Double)? in
            if case let .beginTransform(sx, _, rotation, _, _) = item { (sx, rotation) } else { nil }
        }
        #expect(transforms.count == 2)
        #expect(transforms.contains { close($0.0, 2) && $0.1 == 0 })
        #expect(transforms.contains { $0.0 == 1 && close($0.1, Double.pi / 4) })
        let fills = harness.displayList.items.compactMap { item -> (Color, CGRect)? in
            if case let .shape(_, _, color, frame) = item { (color, frame) } else { nil }
        }
        #expect(fills.count == 1)
        #expect(fills.first?.0.red == 0.5)
        #expect(close(fills.first?.1.minX, 155 + 20, 1e-9), "centred at 155, offset halfway to 40")
    }

    struct CompletionView: View {
        let probe: Probe
        let withValue: Bool
        @State var flag = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { flag.toggle() } }()
            if withValue {
                Color.red.frame(width: flag ? 100 : 50, height: 10)
                    .transaction(value: flag) { $0.addAnimationCompletion { probe.log.append("done") } }
            } else {
                Color.red.frame(width: flag ? 100 : 50, height: 10)
            }
        }
    }

    @Test("R146 (partly): withAnimation's completion runs once its animations finished; .transaction(value:) adds one per change")
    func completions() {
        let probe = Probe()
        let harness = AnimationHarness(CompletionView(probe: probe, withValue: false))
        withAnimation(.linear(duration: 1)) { probe.run("toggle") } completion: { probe.log.append("explicit") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(probe.log.isEmpty)
        harness.frame(at: 1)
        #expect(probe.log == ["explicit"])

        let valued = Probe()
        let second = AnimationHarness(CompletionView(probe: valued, withValue: true))
        for round in 0..<2 {
            let start = Double(round) * 10
            withAnimation(.linear(duration: 1)) { valued.run("toggle") }
            second.update(at: start)
            second.frame(at: start + 0.5)
            #expect(valued.log.count == round)
            second.frame(at: start + 1)
            #expect(valued.log.count == round + 1, "fires after every toggle")
        }
    }
}

