@testable import SceneryCore
@testable import SceneryRenderer
import Testing

@Suite("A view type's dynamic properties are found once, and bound in place (R19, R22)")
@MainActor
struct PropertyPlanTests {
    struct Mixed: View {
        let title: String
        @Environment(\.lineLimit) private var lineLimit
        var action: () -> Void = {}
        @State private var count = 0
        @State private var label = "first"
        @ObservedObject var model: Model

        var body: some View {
            VStack {
                Text("\(title) \(count) \(label) \(lineLimit.map(String.init) ?? "none") \(model.value)")
                Button("Add") {
                    count += 1
                    label = "second"
                }
                Button("Bump") { model.value += 1 }
            }
        }
    }

    final class Model: ObservableObject {
        @Published var value = 0
    }

    enum Choice: View {
        case one, two
        var body: some View { Text(self == .one ? "one" : "two") }
    }

    struct Existential: View {
        var held: any DynamicProperty = State(initialValue: 5)
        var body: some View { Text("held") }
    }

    struct Generic<Value>: View {
        var value: Value
        @State private var shown = false
        var body: some View { Text("generic") }
    }

    @Test("A struct's dynamic properties are planned in declaration order, with their roles")
    func planOfAStruct() throws {
        let plan = try #require(PropertyPlan.plan(for: Mixed(title: "t", model: Model())))
        #expect(plan.fields.map(\.label) == ["_lineLimit", "_count", "_label", "_model"])
        #expect(plan.fields.map { $0.environment != nil } == [true, false, false, false])
        #expect(plan.fields.map { $0.state != nil } == [false, true, true, false])
        #expect(plan.fields.map { $0.observing != nil } == [false, false, false, true])
        #expect(plan.fieldTypes.count == 6, "every stored property's type, for the type memory")
    }

    @Test("Enums and structs holding an existential property are bound by reflection")
    func unplannedTypes() {
        #expect(PropertyPlan.plan(for: Choice.one) == nil)
        #expect(PropertyPlan.plan(for: Existential()) == nil)
    }

    @Test("Each specialisation of a generic view has its own plan")
    func genericSpecialisations() throws {
        let small = try #require(PropertyPlan.plan(for: Generic(value: UInt8(1))))
        let large = try #require(PropertyPlan.plan(for: Generic(value: "a string")))
        #expect(small.fields.map(\.label) == ["_shown"] && large.fields.map(\.label) == ["_shown"])
        #expect(small.fields[0].offset != large.fields[0].offset, "the state sits after values of different sizes")
    }

    @Test("State, environment and observed objects bound through a plan work as before")
    func boundThroughThePlan() throws {
        let model = Model()
        let window = try HeadlessWindow(Mixed(title: "Plan", model: model).lineLimit(3))
        #expect(window.texts.contains("Plan 0 first 3 0"), "\(window.texts)")
        window.window.click(at: try #require(window.center(of: "Add")))
        #expect(window.texts.contains("Plan 1 second 3 0"), "both states keep their storage: \(window.texts)")
        window.window.click(at: try #require(window.center(of: "Bump")))
        #expect(window.texts.contains("Plan 1 second 3 1"), "the observed object updates the view: \(window.texts)")
    }
}
