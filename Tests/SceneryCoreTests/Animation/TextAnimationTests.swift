@testable import SceneryCore
import Testing

/// A text whose font size and colour follow a flag.
struct StyledText: View {
    let probe: Probe
    @State var big = false

    var body: some View {
        let _ = { probe.actions["toggle"] = { big.toggle() } }()
        Text("Hi")
            .font(.system(size: big ? 20 : 10))
            .foregroundStyle(big ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
    }
}

@Suite("Text colour and font size animate", .probes)
@MainActor
struct TextAnimationTests {
    /// The font size and colour of the text drawn.
    func drawnText(_ harness: AnimationHarness<StyledText>) -> (size: Double, color: Color)? {
        for item in harness.displayList.items {
            if case let .text(_, font, color, _, _) = item { return (font.size, color) }
        }
        return nil
    }

    @Test("A linear animation gives the mean size and colour at half time, the new ones at the end; without one they jump")
    func sizeAndColour() {
        let probe = Probe()
        let harness = AnimationHarness(StyledText(probe: probe))
        #expect(drawnText(harness)?.size == 10)
        withAnimation(.linear(duration: 1)) { probe.run("toggle") }
        harness.update(at: 0)
        #expect(drawnText(harness)?.size == 10)
        harness.frame(at: 0.5)
        #expect(drawnText(harness)?.size == 15)
        #expect(drawnText(harness)?.color == Color(red: 0.5, green: 0, blue: 0.5))
        harness.frame(at: 1)
        #expect(drawnText(harness)?.size == 20)
        #expect(drawnText(harness)?.color == Color(red: 1, green: 0, blue: 0))
        #expect(!harness.graph.isAnimating)
        probe.run("toggle")
        harness.update(at: 2)
        #expect(drawnText(harness)?.size == 10, "no animation: at once")
        #expect(drawnText(harness)?.color == Color(red: 0, green: 0, blue: 1))
    }
}
