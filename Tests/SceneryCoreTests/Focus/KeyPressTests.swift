@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("onKeyPress: the focused view first, then its ancestors; handled stops, ignored passes on")
@MainActor
struct KeyPressTests {
    struct Nested: View {
        let journal: Journal
        var inner: KeyPress.Result = .ignored
        var body: some View {
            VStack {
                Text("Box")
                    .padding()
                    .focusable()
                    .onKeyPress(keys: ["a", "b"]) { press in
                        journal.entries.append("inner \(press.key)")
                        return inner
                    }
                Button("Other") {}
            }
            .onKeyPress(phases: .all) { press in
                guard press.key != .tab else { return .ignored }
                journal.entries.append("outer \(press.phase) \(press.key)")
                return .handled
            }
        }
    }

    @Test("A key goes to the focused view's handler first, then up to its ancestors when ignored")
    func bubblesUpWhenIgnored() throws {
        let journal = Journal()
        let window = try HeadlessWindow(Nested(journal: journal))
        window.tab()
        #expect(window.focusRings.count == 1, "the focusable text draws a ring")
        window.window.key(KeyPress(phase: .down, key: "a", characters: "a", modifiers: []))
        #expect(journal.entries == ["inner a", "outer down a"])
    }

    @Test("A handled key stops at the focused view's handler; phases select which events an action sees")
    func handledStops() throws {
        let journal = Journal()
        let window = try HeadlessWindow(Nested(journal: journal, inner: .handled))
        window.tab()
        window.window.type("b")
        // The inner action sees down (its default phases are down and repeat), the outer
        // one only the up it asked for too.
        #expect(journal.entries == ["inner b", "outer up b"])
    }

    @Test("With nothing focused, keys go to the handlers around the whole content")
    func unfocusedKeysReachTheRoot() throws {
        let journal = Journal()
        let window = try HeadlessWindow(Nested(journal: journal))
        window.window.key(KeyPress(phase: .down, key: "a", characters: "a", modifiers: []))
        #expect(journal.entries == ["outer down a"])
    }

    struct Typing: View {
        @State var typed = ""
        var body: some View {
            Text("typed: \(typed)")
                .focusable()
                .onKeyPress(characters: Set("0123456789".unicodeScalars)) { press in
                    typed += press.characters
                    return .handled
                }
                .onKeyPress(.delete) {
                    typed = String(typed.dropLast())
                    return .handled
                }
        }
    }

    @Test("onKeyPress(characters:) sees only keys that type those characters, and state changes redraw")
    func charactersFilter() throws {
        let window = try HeadlessWindow(Typing())
        window.tab()
        for key: KeyEquivalent in ["4", "x", "2"] { window.window.type(key) }
        #expect(window.texts.contains("typed: 42"))
        window.window.type(.delete, characters: "\u{8}")
        #expect(window.texts.contains("typed: 4"))
    }

    @Test("A Tab handled by onKeyPress does not move the focus")
    func handledTabStaysPut() throws {
        struct TrapsTab: View {
            var body: some View {
                VStack {
                    Button("One") {}
                    Button("Two") {}
                }
                .onKeyPress(.tab) { .handled }
            }
        }
        let window = try HeadlessWindow(TrapsTab())
        window.tab()
        #expect(window.focusRings.isEmpty)
    }
}
