@testable import SceneryCore
import Testing

@Suite("matchedGeometryEffect (R115, R116)")
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

    func fills(_ list: DisplayList) -> [(Color, CGRect)] {
        list.items.compactMap { if case let .shape(_, _, color, frame) = $0 { (color, frame) } else { nil } }
    }

    @Test("R115: a flexible target is proposed the source's size and moved onto the source's frame")
    func flexibleTarget() {
        let harness = AnimationHarness(Group(rigid: false))
        let drawn = fills(harness.displayList)
        let red = drawn.first { $0.0 == .red }!.1
        let blue = drawn.first { $0.0 == .blue }!.1
        #expect(red.size == CGSize(width: 100, height: 50))
        #expect(blue == red)
    }

    @Test("R115, R116: a rigid target (a fixed frame inside the effect) keeps its size and only moves onto the source")
    func rigidTarget() {
        let harness = AnimationHarness(Group(rigid: true))
        let drawn = fills(harness.displayList)
        let red = drawn.first { $0.0 == .red }!.1
        let blue = drawn.first { $0.0 == .blue }!.1
        #expect(blue.size == CGSize(width: 20, height: 20))
        #expect(blue.midX == red.midX && blue.midY == red.midY)
    }
}
