@testable import SceneryCore
import SceneryTesting
import Testing

@Suite("Dynamic Type: sizes, scaled fonts, @ScaledMetric", .probes)
@MainActor
struct DynamicTypeTests {
    @Test("Sizes are ordered from xSmall to accessibility5; the last five are accessibility sizes")
    func ordering() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.large < .xxxLarge && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(EnvironmentValues().dynamicTypeSize == .large)
    }

    @Test("A range clamps the size to its nearest member")
    func clamping() {
        #expect(DynamicTypeSize.clamped(.accessibility3, to: ...DynamicTypeSize.xxLarge) == .xxLarge)
        #expect(DynamicTypeSize.clamped(.xSmall, to: DynamicTypeSize.medium...) == .medium)
        #expect(DynamicTypeSize.clamped(.large, to: DynamicTypeSize.small...DynamicTypeSize.xLarge) == .large)
        #expect(DynamicTypeSize.clamped(.xxxLarge, to: DynamicTypeSize.small..<DynamicTypeSize.xLarge) == .large)
    }

    @Test("Text styles scale by Apple's ratios and round to whole points; fixed sizes do not scale")
    func fontScaling() {
        #expect(Font.body.scaled(for: .large).size == 13)
        #expect(Font.body.scaled(for: .xxxLarge).size == 18, "13 × 23/17 = 17.6")
        #expect(Font.body.scaled(for: .xSmall).size == 11, "13 × 14/17 = 10.7")
        #expect(Font.largeTitle.scaled(for: .accessibility5).size == 46, "26 × 60/34 = 45.9")
        #expect(Font.caption2.scaled(for: .small).size == 10, "caption2 is 11 points from xSmall to large")
        #expect(Font.system(size: 13).scaled(for: .accessibility5).size == 13)
        #expect(Font.custom("Serif", fixedSize: 20).scaled(for: .xxxLarge).size == 20)
        #expect(Font.custom("Serif", size: 17).scaled(for: .xxxLarge).size == 23, "custom sizes scale as body")
        #expect(Font.custom("Serif", size: 20, relativeTo: .title).scaled(for: .xxxLarge).size == 24, "20 × 34/28")
        #expect(Font.system(.title, design: .serif).scaled(for: .xxxLarge).size == 27, "22 × 34/28 = 26.7")
        #expect(Font.title.bold().scaled(for: .xxxLarge).weight == .bold)
    }

    @Test("dynamicTypeSize(_:) makes text larger; a range limits what an outer size does")
    func textSize() {
        let large = HeadlessSnapshot(of: Text("Hi").dynamicTypeSize(.xxxLarge), width: 80, height: 40)
        #expect(large.displayList.contains("size 18"), "\(large.displayList)")
        let limited = HeadlessSnapshot(
            of: Text("Hi").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility5), width: 80, height: 40)
        #expect(limited.displayList.contains("size 13"), "\(limited.displayList)")
        let fixed = HeadlessSnapshot(of: Text("Hi").font(.system(size: 12)).dynamicTypeSize(.accessibility2), width: 80, height: 40)
        #expect(fixed.displayList.contains("size 12"))
    }

    struct Padded: View {
        let probe: Probe
        @ScaledMetric(relativeTo: .body) var padding = 14.5
        var body: some View {
            let _ = probe.record("body padded")
            let _ = { probe.values["padding"] = Int((padding * 100).rounded()) }()
            Text("x")
        }
    }

    struct Host: View {
        let probe: Probe
        @State var size = DynamicTypeSize.large
        var body: some View {
            let _ = { probe.actions["bigger"] = { size = .accessibility1 } }()
            let _ = { probe.actions["same ratio"] = { size = .accessibility1 } }()
            VStack {
                Padded(probe: probe)
                Reader(probe: probe)
            }
            .dynamicTypeSize(size)
        }
    }

    struct Reader: View {
        let probe: Probe
        @Environment(\.dynamicTypeSize.isAccessibilitySize) private var isAccessibilitySize
        var body: some View {
            let _ = probe.record("body reader")
            Text(isAccessibilitySize ? "big" : "normal")
        }
    }

    @Test("@ScaledMetric scales with the body style (14.5 at large, × 28/17 at accessibility1) and its view updates")
    func scaledMetric() {
        let probe = Probe()
        let harness = GraphHarness(Host(probe: probe))
        #expect(probe.values["padding"] == 1450)
        probe.run("bigger")
        harness.render()
        #expect(probe.values["padding"] == Int((14.5 * 28 / 17 * 100).rounded()))
        #expect(probe.bodies("padded") == 2)
    }

    @Test("@Environment(\\.dynamicTypeSize.isAccessibilitySize) runs the body again only when that Boolean changes")
    func keyPathIntoSize() {
        struct Sized: View {
            let probe: Probe
            @State var size = DynamicTypeSize.large
            var body: some View {
                let _ = { probe.actions["xLarge"] = { size = .xLarge } }()
                let _ = { probe.actions["a2"] = { size = .accessibility2 } }()
                Reader(probe: probe).dynamicTypeSize(size)
            }
        }
        let probe = Probe()
        let harness = GraphHarness(Sized(probe: probe))
        #expect(probe.bodies("reader") == 1)
        probe.run("xLarge")
        harness.render()
        #expect(probe.bodies("reader") == 1, "still not an accessibility size")
        probe.run("a2")
        harness.render()
        #expect(probe.bodies("reader") == 2)
    }
}
