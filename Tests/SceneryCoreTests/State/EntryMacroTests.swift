import Scenery
import SceneryTesting
import Testing

extension EnvironmentValues {
    @Entry var entryGreeting: String = "Hello"
    @Entry var entryCount: Int = 40 + 2
    @Entry var entryOptional: String?
}

private struct Greeting: View {
    @Environment(\.entryGreeting) var greeting
    @Environment(\.entryCount) var count
    @Environment(\.entryOptional) var optional
    var body: some View { Text("\(greeting) \(count) \(optional ?? "none")") }
}

@Suite("@Entry declares environment values")
@MainActor
struct EntryMacroTests {
    @Test("An @Entry value reads its default, and .environment(\\.key, value) overrides it below the writer only")
    func defaultsAndOverrides() {
        var environment = EnvironmentValues()
        #expect(environment.entryGreeting == "Hello")
        #expect(environment.entryCount == 42)
        #expect(environment.entryOptional == nil)
        environment.entryGreeting = "Hi"
        #expect(environment.entryGreeting == "Hi")

        let list = LayoutSnapshot(of: VStack {
            Greeting()
            Greeting().environment(\.entryGreeting, "Bonjour").environment(\.entryOptional, "set")
        }).displayList
        #expect(list.contains("\"Hello 42 none\""))
        #expect(list.contains("\"Bonjour 42 set\""))
    }
}
