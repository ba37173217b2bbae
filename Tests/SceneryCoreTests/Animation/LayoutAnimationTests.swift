@testable import SceneryCore
import Testing

/// A rectangle whose top padding grows (padding does not animate by itself), with a
/// sibling below it and a view nested in that sibling. Laid out at the top of a 100×300
/// frame, centred in the 320×480 window at (110, 90).
struct GrowingSibling: View {
    let probe: Probe
    var belowTransaction: ((inout Transaction) -> Void)? = nil
    @State var grown = false

    var body: some View {
        let _ = { probe.actions["grow"] = { grown.toggle() } }()
        VStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 50).accessibilityIdentifier("grower").padding(.top, grown ? 50 : 0)
            HStack { Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("inner") }
                .accessibilityIdentifier("below")
                .transaction { belowTransaction?(&$0) }
        }
        .frame(width: 100, height: 300, alignment: .top)
    }
}

/// Two children whose container switches between `HStackLayout` and `VStackLayout` (R108);
/// the first keeps a counter in its own state.
struct SwitchingLayout: View {
    let probe: Probe
    @State var vertical = false

    var body: some View {
        let _ = { probe.actions["switch"] = { vertical.toggle() } }()
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            CountingSquare(probe: probe).accessibilityIdentifier("a")
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("container")
        .frame(width: 200, height: 200, alignment: .topLeading)
    }
}

/// A 20×20 square holding a counter in `@State`.
struct CountingSquare: View {
    let probe: Probe
    @State var count = 0

    var body: some View {
        let _ = { probe.actions["count"] = { count += 1 } }()
        let _ = { probe.values["count"] = count }()
        Rectangle().frame(width: 20, height: 20)
    }
}

/// A flexible colour beside a rectangle whose leading padding grows: the colour's width
/// changes because of its sibling.
struct ShrinkingNeighbour: View {
    let probe: Probe
    @State var wide = false

    var body: some View {
        let _ = { probe.actions["widen"] = { wide.toggle() } }()
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: .infinity).accessibilityIdentifier("fill")
            Rectangle().frame(width: 50, height: 10).padding(.leading, wide ? 50 : 0)
        }
        .frame(width: 200, height: 10)
    }
}

/// A 10×10 row as a custom view (reused while its value is unchanged); `still` turns
/// animation off inside it.
struct PushedRow: View {
    let still: Bool
    var body: some View {
        Rectangle().frame(width: 10, height: 10).accessibilityIdentifier(still ? "still" : "moving")
            .transaction { if still { $0.animation = nil } }
    }
}

/// Two reused rows pushed down by a growing padding above them.
struct PushingParent: View {
    let probe: Probe
    @State var grown = false
    var body: some View {
        let _ = { probe.actions["grow"] = { grown.toggle() } }()
        VStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 50).padding(.top, grown ? 50 : 0)
            PushedRow(still: false)
            PushedRow(still: true)
        }
        .frame(width: 100, height: 300, alignment: .top)
    }
}

/// A narrow rectangle under a wide one in a stack whose alignment switches.
struct Realigned: View {
    let probe: Probe
    @State var trailing = false
    var body: some View {
        let _ = { probe.actions["realign"] = { trailing.toggle() } }()
        VStack(alignment: trailing ? .trailing : .leading, spacing: 0) {
            Rectangle().frame(width: 100, height: 10).accessibilityIdentifier("wide")
            Rectangle().frame(width: 20, height: 10).accessibilityIdentifier("narrow")
        }
    }
}

@Suite("Layout animation: frames changed by layout animate in animated transactions (R108)", .probes)
@MainActor
struct LayoutAnimationTests {
    @Test("A sibling pushed down by a growing view moves halfway at half a linear animation, and arrives at its end")
    func siblingMovesLinearly() {
        let probe = Probe()
        let harness = AnimationHarness(GrowingSibling(probe: probe))
        #expect(harness.frame(of: "below")?.minY == 140)
        withAnimation(.linear(duration: 1)) { probe.run("grow") }
        harness.update(at: 0)
        #expect(harness.frame(of: "below")?.minY == 140, "the first frame shows where it was")
        #expect(harness.graph.isAnimating)
        harness.frame(at: 0.25)
        #expect(harness.frame(of: "below")?.minY == 152.5)
        harness.frame(at: 0.5)
        #expect(harness.frame(of: "below")?.minY == 165)
        #expect(harness.frame(of: "grower")?.minY == 115, "the padded view moves inside its growing padding too")
        harness.frame(at: 1)
        #expect(harness.frame(of: "below")?.minY == 190)
        #expect(harness.frame(of: "grower")?.minY == 140)
        #expect(!harness.graph.isAnimating, "the frame clock can stop")
    }

    @Test("A child moves with its moving parent, not twice as far; the drawn rectangle is where its node is")
    func childrenMoveWithTheirParent() {
        let probe = Probe()
        let harness = AnimationHarness(GrowingSibling(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("grow") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.frame(of: "inner") == CGRect(x: 155, y: 165, width: 10, height: 10))
        #expect(harness.shapeFrames.contains(CGRect(x: 155, y: 165, width: 10, height: 10)))
        harness.frame(at: 1)
        #expect(harness.frame(of: "inner") == CGRect(x: 155, y: 190, width: 10, height: 10))
    }

    @Test("Without an animation, with animation turned off for the subtree, or with disablesAnimations and no animation, the sibling jumps")
    func noAnimationJumps() {
        let probe = Probe()
        let harness = AnimationHarness(GrowingSibling(probe: probe))
        probe.run("grow")
        harness.update(at: 0)
        #expect(harness.frame(of: "below")?.minY == 190)
        #expect(!harness.graph.isAnimating)

        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { probe.run("grow") }
        harness.update(at: 1)
        #expect(harness.frame(of: "below")?.minY == 140)
        #expect(!harness.graph.isAnimating)

        let scoped = Probe()
        let off = AnimationHarness(GrowingSibling(probe: scoped) { $0.animation = nil })
        withAnimation(.linear(duration: 1)) { scoped.run("grow") }
        off.update(at: 0)
        #expect(off.frame(of: "below")?.minY == 190, ".transaction { $0.animation = nil } on the sibling: it jumps")
        #expect(off.frame(of: "grower")?.minY == 90, "the view inside the animated transaction still animates")
        off.frame(at: 0.5)
        #expect(off.frame(of: "grower")?.minY == 115)
        #expect(off.frame(of: "below")?.minY == 190)
    }

    @Test("R131 for layout: a change back at half time starts from the presented position")
    func retargetFromPresented() {
        let probe = Probe()
        let harness = AnimationHarness(GrowingSibling(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("grow") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        withAnimation(.linear(duration: 1)) { probe.run("grow") }
        harness.update(at: 0.5)
        #expect(harness.frame(of: "below")?.minY == 165, "no jump when retargeted")
        harness.frame(at: 1)
        #expect(harness.frame(of: "below")?.minY == 152.5, "halfway from 165 back to 140")
        harness.frame(at: 1.5)
        #expect(harness.frame(of: "below")?.minY == 140)
        #expect(!harness.graph.isAnimating)
    }

    @Test("R108: switching AnyLayout from HStackLayout to VStackLayout under animation interpolates the children's frames and keeps their state")
    func anyLayoutSwitchAnimates() {
        let probe = Probe()
        let harness = AnimationHarness(SwitchingLayout(probe: probe))
        probe.run("count")
        harness.update(at: 0)
        #expect(probe.values["count"] == 1)
        let origin = harness.frame(of: "container")!.origin
        #expect(harness.frame(of: "b")?.origin == CGPoint(x: origin.x + 20, y: origin.y))

        withAnimation(.linear(duration: 1)) { probe.run("switch") }
        harness.update(at: 1)
        #expect(harness.frame(of: "b")?.origin == CGPoint(x: origin.x + 20, y: origin.y))
        harness.frame(at: 1.5)
        #expect(harness.frame(of: "b")?.origin == CGPoint(x: origin.x + 10, y: origin.y + 10))
        #expect(harness.frame(of: "container")?.size == CGSize(width: 30, height: 30), "the container's size animates too")
        #expect(harness.frame(of: "a")?.origin == origin)
        harness.frame(at: 2)
        #expect(harness.frame(of: "b")?.origin == CGPoint(x: origin.x, y: origin.y + 20))
        #expect(probe.values["count"] == 1, "the child's state survives the switch")
        probe.run("count")
        harness.update(at: 3)
        #expect(probe.values["count"] == 2)

        probe.run("switch")
        harness.update(at: 4)
        #expect(harness.frame(of: "b")?.origin == CGPoint(x: origin.x + 20, y: origin.y), "without animation the switch jumps")
    }

    @Test("A view resized by its sibling animates its size")
    func sizeAnimates() {
        let probe = Probe()
        let harness = AnimationHarness(ShrinkingNeighbour(probe: probe))
        #expect(harness.frame(of: "fill")?.width == 150)
        withAnimation(.linear(duration: 1)) { probe.run("widen") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.frame(of: "fill")?.width == 125)
        harness.frame(at: 1)
        #expect(harness.frame(of: "fill")?.width == 100)
    }

    @Test("withAnimation's completion waits for a layout animation; once it ends frames stop updating")
    func completionAndIdle() {
        let probe = Probe()
        let harness = AnimationHarness(GrowingSibling(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("grow") } completion: { probe.log.append("done") }
        harness.update(at: 0)
        #expect(probe.log.isEmpty, "a layout animation runs: not complete yet")
        harness.frame(at: 0.5)
        #expect(probe.log.isEmpty)
        harness.frame(at: 1)
        #expect(probe.log == ["done"])
        let frames = harness.frames
        harness.frame(at: 1.5)
        harness.frame(at: 2)
        #expect(harness.frames == frames, "no update runs when nothing animates")
    }

    @Test("A layout without an update (a window resize) moves the views at once; the running layout animation carries on")
    func layoutWithoutUpdate() {
        let probe = Probe()
        let harness = AnimationHarness(GrowingSibling(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("grow") }
        harness.update(at: 0)
        // The window shrinks by 20×40: the root's frame is centred 10 left and 20 up.
        _ = harness.graph.layoutFrame(harness.node, content: harness.root, context: harness.context, in: CGSize(width: 300, height: 440))
        #expect(harness.node.frame.origin == CGPoint(x: 100, y: 70), "no animation for a layout without an update")
        #expect(harness.frame(of: "below")?.minY == 120, "the sibling's animation still starts from its old place in the stack")
        harness.frame(at: 0.5)
        #expect(harness.frame(of: "below")?.minY == 165, "back in the larger window, halfway")
    }

    @Test("Layouts without an update keep the same frame attributes for a geometry reader's content (no growth)")
    func geometryReaderContentKeepsItsAttributes() {
        let harness = AnimationHarness(GeometryReader { proxy in
            VStack { Rectangle().frame(width: proxy.size.width / 2, height: 10); Rectangle().frame(height: 10) }
        })
        let count = harness.graph.animations.slotCount
        for _ in 0..<5 {
            _ = harness.graph.layoutFrame(harness.node, content: harness.root, context: harness.context, in: harness.size)
        }
        #expect(harness.graph.animations.slotCount == count)
    }

    @Test("A custom view reused without running its body moves with the update's animation; .transaction { $0.animation = nil } inside it still holds")
    func reusedViewsKeepTheirTransactionModifiers() {
        let probe = Probe()
        let harness = AnimationHarness(PushingParent(probe: probe))
        #expect(harness.frame(of: "moving")?.minY == 140 && harness.frame(of: "still")?.minY == 150)
        withAnimation(.linear(duration: 1)) { probe.run("grow") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.frame(of: "moving")?.minY == 165)
        #expect(harness.frame(of: "still")?.minY == 200, "animation turned off inside the reused view: it jumps")
    }

    @Test("A stack's alignment switched under an ease-in-out animation moves the narrow child along the curve")
    func alignmentChangeAnimates() {
        let probe = Probe()
        let harness = AnimationHarness(Realigned(probe: probe))
        let leading = harness.frame(of: "wide")!.minX
        #expect(harness.frame(of: "narrow")?.minX == leading)
        withAnimation(.easeInOut(duration: 1)) { probe.run("realign") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        // The CSS ease-in-out curve is symmetric: halfway in time is halfway in value.
        #expect(close(harness.frame(of: "narrow")!.minX, leading + 40, 1e-6))
        harness.frame(at: 0.75)
        #expect(harness.frame(of: "narrow")!.minX > leading + 40 && harness.frame(of: "narrow")!.minX < leading + 80)
        harness.frame(at: 1)
        #expect(harness.frame(of: "narrow")?.minX == leading + 80)
        #expect(harness.frame(of: "wide")?.minX == leading, "the wide child does not move")
    }
}
