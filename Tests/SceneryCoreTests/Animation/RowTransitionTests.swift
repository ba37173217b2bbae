@testable import SceneryCore
import Testing

/// Three 10×10 rows of a `ForEach` stacked at the top of a 100×300 frame (centred in the
/// 320×480 window at (110, 90)): row n starts at y = 90 + 10 × its index.
struct Rows: View {
    let probe: Probe
    var transition: AnyTransition? = nil
    @State var items = [1, 2, 3]

    var body: some View {
        let _ = { probe.actions["remove 2"] = { items.removeAll { $0 == 2 } } }()
        let _ = { probe.actions["insert 4"] = { items.insert(4, at: 1) } }()
        let _ = { probe.actions["restore"] = { items = [1, 2, 3] } }()
        VStack(spacing: 0) {
            ForEach(items, id: \.self) { item in
                RowSquare(item: item).modifier(TransitionTests.OptionalTransition(transition: transition))
            }
        }
        .frame(width: 100, height: 300, alignment: .top)
    }
}

/// A row as a custom view (its nodes are reused while it leaves).
struct RowSquare: View {
    let item: Int
    var body: some View {
        Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("row \(item)")
    }
}

@Suite("ForEach insertions and removals run transitions", .probes)
@MainActor
struct RowTransitionTests {
    @Test("A row removed inside withAnimation fades out where it was while the rows after it move up; then it is gone")
    func removal() {
        let probe = Probe()
        let harness = AnimationHarness(Rows(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("remove 2") }
        harness.update(at: 0)
        #expect(harness.frame(of: "row 2")?.minY == 100, "still drawn at its place")
        #expect(harness.frame(of: "row 3")?.minY == 110)
        harness.frame(at: 0.5)
        #expect(harness.opacities == [0.5], "the default transition is the fade")
        #expect(harness.frame(of: "row 2")?.minY == 100)
        #expect(harness.frame(of: "row 3")?.minY == 105, "the row after it moves up with the animation")
        harness.frame(at: 1)
        #expect(harness.frame(of: "row 2") == nil, "removed once its transition ended")
        #expect(harness.frame(of: "row 3")?.minY == 100)
        #expect(harness.opacities.isEmpty)
        #expect(!harness.graph.isAnimating)
    }

    @Test("A row inserted inside withAnimation fades in at its place while the rows after it move down")
    func insertion() {
        let probe = Probe()
        let harness = AnimationHarness(Rows(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("insert 4") }
        harness.update(at: 0)
        #expect(harness.frame(of: "row 4")?.minY == 100, "the new row is placed at once")
        #expect(harness.frame(of: "row 2")?.minY == 100, "the rows after it start where they were")
        #expect(harness.opacities.isEmpty, "opacity 0 draws nothing")
        harness.frame(at: 0.5)
        #expect(harness.opacities == [0.5])
        #expect(harness.frame(of: "row 2")?.minY == 105)
        #expect(harness.frame(of: "row 3")?.minY == 115)
        harness.frame(at: 1)
        #expect(harness.frame(of: "row 3")?.minY == 120)
        #expect(harness.opacities.isEmpty)
        #expect(!harness.graph.isAnimating)
    }

    @Test("Without an animation rows come and go at once, with no transition")
    func withoutAnimation() {
        let probe = Probe()
        let harness = AnimationHarness(Rows(probe: probe))
        probe.run("remove 2")
        harness.update(at: 0)
        #expect(harness.frame(of: "row 2") == nil)
        #expect(harness.frame(of: "row 3")?.minY == 100)
        probe.run("insert 4")
        harness.update(at: 1)
        #expect(harness.frame(of: "row 4")?.minY == 100)
        #expect(harness.opacities.isEmpty && !harness.graph.isAnimating)
    }

    @Test("A row's own .transition(.scale) is used; a row restored while leaving comes back from where it is")
    func customTransitionAndReturn() {
        let probe = Probe()
        let harness = AnimationHarness(Rows(probe: probe, transition: .scale))
        withAnimation(.linear(duration: 1)) { probe.run("remove 2") }
        harness.update(at: 0)
        harness.frame(at: 0.25)
        #expect(harness.scales == [0.75])
        #expect(harness.opacities.isEmpty, "no fade: the row's own transition replaces the default")
        withAnimation(.linear(duration: 1)) { probe.run("restore") }
        harness.update(at: 0.25)
        #expect(harness.scales == [0.75], "no jump when it comes back")
        harness.frame(at: 0.75)
        #expect(harness.scales == [0.875], "halfway from 0.75 back to 1")
        #expect(harness.frame(of: "row 3")?.minY == CGFloat(107.5 + (110 - 107.5) / 2), "the row after it moves back down from where it was")
        harness.frame(at: 1.25)
        #expect(harness.scales.isEmpty, "the transition has ended: no transform")
        #expect(harness.frame(of: "row 3")?.minY == 110)
    }
}
