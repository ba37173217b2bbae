@testable import SceneryCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The book's custom opacity modifier: logs every value its body sees.
struct LoggingOpacity: ViewModifier, Animatable {
    var value: Double
    let probe: Probe
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View {
        let _ = probe.record("\(value)")
        content.opacity(value)
    }
}

/// The same without `animatableData`: it jumps.
struct JumpingOpacity: ViewModifier, Animatable {
    var value: Double
    let probe: Probe
    func body(content: Content) -> some View {
        let _ = probe.record("\(value)")
        content.opacity(value)
    }
}

/// The book's shake: `animatableData` is the number of shakes.
struct Shake: ViewModifier, Animatable {
    var numberOfShakes: Double
    var animatableData: Double {
        get { numberOfShakes }
        set { numberOfShakes = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(x: -sin(numberOfShakes * 2 * .pi) * 30)
    }
}

@Suite("Animatable data: custom modifiers, views and shapes (R138, R139)", .probes)
@MainActor
struct AnimatableTests {
    struct Dimmer: View {
        let probe: Probe
        let animatable: Bool
        @State var flag = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { flag.toggle() } }()
            if animatable {
                Color.red.modifier(LoggingOpacity(value: flag ? 0.3 : 1, probe: probe))
                    .animation(.linear(duration: 1), value: flag)
            } else {
                Color.red.modifier(JumpingOpacity(value: flag ? 0.3 : 1, probe: probe))
                    .animation(.linear(duration: 1), value: flag)
            }
        }
    }

    @Test("R138: a custom Animatable modifier's body runs once per frame with decreasing values ending exactly at 0.3; without animatableData it jumps")
    func customModifier() {
        let probe = Probe()
        let harness = AnimationHarness(Dimmer(probe: probe, animatable: true))
        probe.log = []
        probe.run("toggle")
        harness.update(at: 0)
        for frame in 1...60 { harness.frame(at: Double(frame) / 60) }
        let values = probe.log.compactMap(Double.init)
        #expect(values.first == 1.0, "the update itself still shows the old value")
        #expect(values.count == 61, "one body per frame")
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 > $1 }, "monotonically decreasing")
        #expect(values.last == 0.3)
        #expect(close(values[1], 1 - 0.7 / 60, 1e-12), "0.98833…, as the book logs")
        #expect(!harness.graph.isAnimating)

        let jumping = Probe()
        let second = AnimationHarness(Dimmer(probe: jumping, animatable: false))
        jumping.log = []
        jumping.run("toggle")
        second.update(at: 0)
        second.frame(at: 0.5)
        #expect(Set(jumping.log.compactMap(Double.init)) == [0.3], "no animatableData: only the new value, never one in between")
    }

    struct Shaker: View {
        let probe: Probe
        @State var shakes = 0.0
        var body: some View {
            let _ = { probe.actions["shake"] = { shakes += 1 } }()
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("shaken")
                .modifier(Shake(numberOfShakes: shakes))
        }
    }

    @Test("R139: shake: n = 0.25 → x = −30, 0.5 → 0, 0.75 → +30, 1 → 0")
    func shake() {
        let probe = Probe()
        let harness = AnimationHarness(Shaker(probe: probe))
        let rest = harness.frame(of: "shaken")!.minX
        withAnimation(.linear(duration: 1)) { probe.run("shake") }
        harness.update(at: 0)
        let expected: [(Double, Double)] = [(0.25, -30), (0.5, 0), (0.75, 30), (1, 0)]
        for (time, x) in expected {
            harness.frame(at: time)
            #expect(close(harness.frame(of: "shaken")!.minX - rest, x, 1e-9), "t = \(time)")
        }
    }

    struct Wedge: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
        }
    }

    struct ShapeHost: View {
        let probe: Probe
        @State var full = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { full.toggle() } }()
            Wedge(fraction: full ? 1 : 0).frame(width: 100, height: 10)
        }
    }

    @Test("A Shape's animatableData interpolates: its path is drawn with the intermediate value")
    func shapeData() {
        let probe = Probe()
        let harness = AnimationHarness(ShapeHost(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 0)
        harness.frame(at: 0.25)
        let path = harness.displayList.items.compactMap { item -> Path? in
            if case .shape(let path, _, _, _) = item { path } else { nil }
        }.first
        #expect(path?.boundingRect.width == 25)
    }
}
