@testable import SceneryCore
import Testing

@Suite("View builder result types")
@MainActor
struct ViewBuilderTypeTests {
    @ViewBuilder func one() -> some View { Text("a") }
    @ViewBuilder func two() -> some View {
        Text("a")
        Color.red
    }
    @ViewBuilder func optional(_ flag: Bool) -> some View {
        if flag { Text("a") }
    }
    @ViewBuilder func either(_ flag: Bool) -> some View {
        if flag { Text("a") } else { Color.red }
    }

    @Test("R1: one expression is that view's own type; two or more are a TupleView of them, in order")
    func builderTypes() {
        #expect(type(of: one()) == Text.self)
        #expect(type(of: two()) == TupleView<(Text, Color)>.self)
        #expect(type(of: optional(true)) == Text?.self)
        #expect(type(of: either(false)) == _ConditionalContent<Text, Color>.self)
    }
}
