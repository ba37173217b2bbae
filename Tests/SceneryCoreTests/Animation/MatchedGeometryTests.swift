@testable import SceneryCore
import Testing

@Suite("matchedGeometryEffect (R115, R116)", .probes)
@MainActor
struct MatchedGeometryTests {
    struct Group: View {
        let rigid: Bool
        @Namespace var space
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 50)
                    .matchedGeometryEffect(id: "box", in: space)
                if rigid {
                    Color.blue.frame(width: 20, height: 20)
                        .matchedGeometryEffect(id: "box", in: space, isSource: false)
                        .frame(width: 40, height: 40)
                } else {
                    Color.blue
                        .matchedGeometryEffect(id: "box", in: space, isSource: false)
                        .frame(width: 40, height: 40)
                }
            }
        }
    }

    struct Moving: View {
        let probe: Probe
        @Namespace var space
        @State var wide = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { wide.toggle() } }()
            ZStack {
                Color.red.frame(width: wide ? 200 : 100, height: 50)
                    .matchedGeometryEffect(id: "box", in: space)
                Color.blue.accessibilityIdentifier("follower")
                    .matchedGeometryEffect(id: "box", in: space, isSource: false)
                    .frame(width: 10, height: 10)
            }
        }
    }

    @Test("A target follows its source's animated frame in the same animation")
    func followsAnimatedSource() {
        let probe = Probe()
        let harness = AnimationHarness(Moving(probe: probe))
        #expect(harness.frame(of: "follower")?.width == 100)
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.frame(of: "follower")?.width == 150)
        harness.frame(at: 1)
        #expect(harness.frame(of: "follower")?.width == 200)
    }

    func fills(_ list: DisplayList) -> [(Color, CGRect)] {
        list.items.compactMap { if case let .shape(_, _, color, frame) = $0 { (color, frame) } else { nil } }
    }

    @Test("R115: a flexible target is proposed the source's size and moved onto the source's frame")
    func flexibleTarget() {
        let harness = AnimationHarness(Group(rigid: false))
        let drawn = fills(harness.displayList)
        let red = drawn.first { $0.0 == Color.red.resolve(in: EnvironmentValues()) }!.1
        let blue = drawn.first { $0.0 == Color.blue.resolve(in: EnvironmentValues()) }!.1
        #expect(red.size == CGSize(width: 100, height: 50))
        #expect(blue == red)
    }

    @Test("R115, R116: a rigid target (a fixed frame inside the effect) keeps its size and only moves onto the source")
    func rigidTarget() {
        let harness = AnimationHarness(Group(rigid: true))
        let drawn = fills(harness.displayList)
        let red = drawn.first { $0.0 == Color.red.resolve(in: EnvironmentValues()) }!.1
        let blue = drawn.first { $0.0 == Color.blue.resolve(in: EnvironmentValues()) }!.1
        #expect(blue.size == CGSize(width: 20, height: 20))
        #expect(blue.midX == red.midX && blue.midY == red.midY)
    }
}

@Suite("Matched geometry hero transition (R149)", .probes)
@MainActor
struct MatchedGeometryHeroTests {
    struct Hero: View {
        let probe: Probe
        @Namespace var space
        @State var hero = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { hero.toggle() } }()
            ZStack {
                if hero {
                    Rectangle().fill(Color.red).accessibilityIdentifier("big")
                        .matchedGeometryEffect(id: "image", in: space)
                } else {
                    Rectangle().fill(Color.blue).accessibilityIdentifier("small")
                        .matchedGeometryEffect(id: "image", in: space)
                        .frame(width: 30, height: 30)
                }
            }
        }
    }

    func circle(_ harness: AnimationHarness<Hero>, _ color: Color) -> CGRect? {
        harness.frame(of: color == .red ? "big" : "small")
    }

    @Test("R149: the inserted full-screen circle starts on the old source's 30×30 frame; the removed small one ends on the full-screen frame")
    func hero() {
        let probe = Probe()
        let harness = AnimationHarness(Hero(probe: probe))
        let small = circle(harness, .blue)!
        #expect(small.size == CGSize(width: 30, height: 30))
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 0)
        #expect(circle(harness, .red) == small, "the first frame: the inserted circle on the old source's frame")
        harness.frame(at: 0.5)
        let full = CGRect(x: 0, y: 0, width: 320, height: 480)
        let halfway = CGRect(
            x: small.minX / 2, y: small.minY / 2, width: (small.width + full.width) / 2, height: (small.height + full.height) / 2)
        #expect(circle(harness, .red) == halfway)
        #expect(circle(harness, .blue) == halfway, "the removed circle moves to the new source too")
        #expect(harness.opacities == [0.5, 0.5], "both cross-fade")
        harness.frame(at: 1)
        #expect(circle(harness, .red) == full)
        #expect(circle(harness, .blue) == nil)
        #expect(!harness.graph.isAnimating)
    }
}
