@testable import SceneryCore
@testable import SceneryRenderer
import Testing

@Suite("A binding to a collection is a collection of bindings")
@MainActor
struct BindingCollectionTests {
    struct Light: Identifiable {
        let id: Int
        var name: String
        var isOn: Bool
    }

    @Test("Indexing a binding to an array gives bindings that read and write its elements")
    func elementBindings() {
        var lights = [Light(id: 1, name: "Hall", isOn: false), Light(id: 2, name: "Porch", isOn: true)]
        let binding = Binding(get: { lights }, set: { lights = $0 })
        #expect(binding.count == 2)
        #expect(binding.map(\.wrappedValue.name) == ["Hall", "Porch"])
        #expect(binding.map(\.id) == [1, 2], "each element binding has its value's identity")
        binding[0].isOn.wrappedValue = true
        binding[1].wrappedValue.name = "Garden"
        #expect(lights[0].isOn && lights[1].name == "Garden")
        #expect(binding.last?.wrappedValue.name == "Garden", "bidirectional")
        #expect(binding[binding.index(binding.startIndex, offsetBy: 1)].wrappedValue.id == 2, "random access")
    }

    struct Switches: View {
        @State var lights = [Light(id: 1, name: "Hall", isOn: false), Light(id: 2, name: "Porch", isOn: false)]
        var body: some View {
            VStack {
                ForEach($lights) { $light in
                    Button(light.name + (light.isOn ? " on" : " off")) { light.isOn.toggle() }
                }
                Toggle(sources: $lights, isOn: \.isOn) { Text("All") }
                Text("\(lights.filter(\.isOn).count) on")
            }
        }
    }

    @Test("ForEach($items) gives each row a binding to its element; Toggle(sources: $items, isOn:) turns them all on")
    func forEachAndToggleSources() throws {
        let window = try HeadlessWindow(Switches())
        window.window.click(at: try #require(window.center(of: "Porch off")))
        #expect(window.texts.contains("Porch on") && window.texts.contains("1 on"), "\(window.texts)")
        window.window.click(at: try #require(window.center(of: "All")))
        #expect(window.texts.contains("Hall on") && window.texts.contains("2 on"), "a mixed toggle turns every source on: \(window.texts)")
    }
}
