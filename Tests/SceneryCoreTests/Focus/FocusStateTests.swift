@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("@FocusState with focused(_:) and focused(_:equals:): focus read and moved both ways")
@MainActor
struct FocusStateTests {
    struct BoolFocus: View {
        @FocusState var nameIsFocused: Bool
        let journal: Journal
        var body: some View {
            VStack {
                Text(nameIsFocused ? "name focused" : "name not focused")
                Button("Focus name") { nameIsFocused = true }
                Button("Name") { journal.entries.append("name") }
                    .focused($nameIsFocused)
                Button("Unfocus") { nameIsFocused = false }
            }
        }
    }

    @Test("Assigning true focuses the bound view; Tab away makes it false; Tab onto it makes it true")
    func boolFocusBothWays() throws {
        let journal = Journal()
        let window = try HeadlessWindow(BoolFocus(journal: journal))
        #expect(window.texts.contains("name not focused"))
        window.window.click(at: try #require(window.center(of: "Focus name")))
        #expect(window.texts.contains("name focused"))
        #expect(window.focusRings.count == 1)
        window.window.type(.return, characters: "\r")
        #expect(journal.entries == ["name"])
        window.tab()
        #expect(window.texts.contains("name not focused"))
        window.tab(backwards: true)
        #expect(window.texts.contains("name focused"))
    }

    @Test("Assigning false takes the focus away from the bound view")
    func assigningFalseClearsFocus() throws {
        let window = try HeadlessWindow(BoolFocus(journal: Journal()))
        window.window.click(at: try #require(window.center(of: "Focus name")))
        window.window.click(at: try #require(window.center(of: "Unfocus")))
        #expect(window.texts.contains("name not focused"))
        #expect(window.focusRings.isEmpty)
        #expect(window.controller.focus.focusedIdentity == nil)
    }

    enum Field: Hashable { case first, second }

    struct Fields: View {
        @FocusState var focus: Field?
        let journal: Journal
        var body: some View {
            VStack {
                Text("focus: \(focus.map { "\($0)" } ?? "none")")
                Button("First") { journal.entries.append("first") }.focused($focus, equals: .first)
                Button("Second") { journal.entries.append("second") }.focused($focus, equals: .second)
                Button("Go second") { focus = .second }
                Button("Clear") { focus = nil }
            }
        }
    }

    @Test("focused(_:equals:) names the focused view; assigning a value moves the focus there, nil clears it")
    func optionalFocusValues() throws {
        let journal = Journal()
        let window = try HeadlessWindow(Fields(journal: journal))
        #expect(window.texts.contains("focus: none"))
        window.tab()
        #expect(window.texts.contains("focus: first"))
        window.tab()
        #expect(window.texts.contains("focus: second"))
        window.tab()
        #expect(window.texts.contains("focus: none"), "Go second has the focus, bound to nothing")
        window.window.type(.space)
        #expect(window.texts.contains("focus: second"))
        window.window.type(.return, characters: "\r")
        #expect(journal.entries == ["second"])
        window.window.click(at: try #require(window.center(of: "Clear")))
        #expect(window.texts.contains("focus: none"))
        #expect(window.focusRings.isEmpty)
    }

    struct DisabledTarget: View {
        @FocusState var isFocused: Bool
        var body: some View {
            VStack {
                Text(isFocused ? "yes" : "no")
                Button("Target") {}.focused($isFocused).disabled(true)
                Button("Ask") { isFocused = true }
            }
        }
    }

    @Test("A request to focus a disabled view is dropped and the state goes back to false")
    func requestForDisabledViewIsDropped() throws {
        let window = try HeadlessWindow(DisabledTarget())
        window.window.click(at: try #require(window.center(of: "Ask")))
        #expect(window.texts.contains("no"))
        #expect(window.controller.focus.focusedIdentity == nil)
    }

    struct InitialValue: View {
        @FocusState private var focus: Field? = .second
        @FocusState private var seedSample: Bool = false
        var body: some View {
            VStack {
                Text("focus: \(focus.map { "\($0)" } ?? "none") \(seedSample)")
                Button("First") {}.focused($focus, equals: .first)
                Button("Second") {}.focused($focus, equals: .second)
                Button("Third") {}.focused($seedSample)
            }
        }
    }

    @Test("An initial value (`@FocusState var focus: Field? = .second`) focuses that view when it first appears; `= false`, the form of Apple's TextField sample, is allowed")
    func initialValueFocuses() throws {
        let window = try HeadlessWindow(InitialValue())
        #expect(window.texts.contains("focus: second false"))
        #expect(window.focusRings.count == 1)
        window.tab()
        #expect(window.texts.contains("focus: none true"))
    }
}
