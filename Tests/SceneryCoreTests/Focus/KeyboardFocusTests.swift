@testable import Counter
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// Records what the views of a test did, in order.
@MainActor
final class Journal {
    var entries: [String] = []
}

extension HeadlessWindow {
    /// The frames of the focus rings drawn now.
    var focusRings: [CGRect] {
        controller.displayList.items.compactMap { item in
            if case .shape(_, .stroke(let style), _, let frame) = item, style.lineWidth == 3 { frame } else { nil }
        }
    }

    /// Presses Tab (Shift+Tab when `backwards`).
    func tab(backwards: Bool = false) {
        window.type(.tab, characters: "\t", modifiers: backwards ? .shift : [])
    }
}

@Suite("Keyboard focus: Tab order, focus ring, Return and Space on buttons")
@MainActor
struct KeyboardFocusTests {
    @Test("Tab skips the disabled Decrement, focuses Increment, and Return activates it")
    func tabThenReturnActivatesTheFocusedButton() throws {
        let window = try HeadlessWindow(CounterView())
        #expect(window.focusRings.isEmpty, "nothing is focused at first")
        window.tab()
        #expect(window.focusRings.count == 1)
        window.window.type(.return, characters: "\r")
        #expect(window.texts.contains("Count: 1"))
        // Decrement is enabled now: Shift+Tab reaches it, and Space activates it.
        window.tab(backwards: true)
        window.window.type(.space)
        #expect(window.texts.contains("Count: 0"))
        // At 0 Decrement is disabled again: the focus leaves it, and no ring is drawn.
        #expect(window.focusRings.isEmpty)
        #expect(window.controller.focus.focusedIdentity == nil)
    }

    struct Grid: View {
        let journal: Journal
        var body: some View {
            VStack(spacing: 10) {
                HStack {
                    Button("A") { journal.entries.append("A") }
                    Button("Tall B") { journal.entries.append("B") }.padding(.vertical, 8)
                }
                HStack {
                    Button("C") { journal.entries.append("C") }
                    Button("D") { journal.entries.append("D") }.disabled(true)
                    Button("E") { journal.entries.append("E") }
                }
            }
        }
    }

    @Test("Tab moves in reading order (rows top to bottom, each left to right), wraps around, and skips disabled views; Shift+Tab goes back")
    func readingOrder() throws {
        let journal = Journal()
        let window = try HeadlessWindow(Grid(journal: journal))
        for _ in 0..<5 {
            window.tab()
            window.window.type(.return, characters: "\r")
        }
        #expect(journal.entries == ["A", "B", "C", "E", "A"])
        journal.entries = []
        for _ in 0..<3 {
            window.tab(backwards: true)
            window.window.type(.return, characters: "\r")
        }
        #expect(journal.entries == ["E", "C", "B"])
    }

    @Test("Shift+Tab with nothing focused focuses the last view")
    func shiftTabFromNothing() throws {
        let journal = Journal()
        let window = try HeadlessWindow(Grid(journal: journal))
        window.tab(backwards: true)
        window.window.type(.space)
        #expect(journal.entries == ["E"])
    }

    @Test("A focused button looks pressed while Space is held and acts when Space comes up")
    func spaceShowsPressedLook() throws {
        let window = try HeadlessWindow(CounterView(count: 2))
        window.tab()
        let items = window.controller.displayList.items.count
        window.window.key(KeyPress(phase: .down, key: .space, characters: " ", modifiers: []))
        #expect(window.controller.displayList.items.count == items + 1, "a veil over the pressed button")
        #expect(window.texts.contains("Count: 2"), "nothing happens until Space comes up")
        window.window.key(KeyPress(phase: .repeat, key: .space, characters: " ", modifiers: []))
        window.window.key(KeyPress(phase: .up, key: .space, characters: " ", modifiers: []))
        #expect(window.texts.contains("Count: 1"))
        #expect(window.controller.displayList.items.count == items)
    }

    @Test("Losing the window focus hides the ring; the focused view keeps the focus and shows it again when the window is focused")
    func windowFocusLossHidesTheRing() throws {
        let window = try HeadlessWindow(CounterView(count: 1))
        window.tab()
        let ring = try #require(window.focusRings.first)
        window.window.setFocused(false)
        #expect(window.focusRings.isEmpty)
        #expect(window.controller.focus.focusedIdentity != nil)
        window.window.setFocused(true)
        #expect(window.focusRings == [ring])
    }

    struct Toggling: View {
        @State var showsExtra = true
        let journal: Journal
        var body: some View {
            VStack {
                if showsExtra {
                    Button("Extra") { journal.entries.append("extra") }
                }
                Button("Hide") { showsExtra = false }
            }
        }
    }

    @Test("The focus is cleared when the focused view disappears")
    func focusClearedWhenViewDisappears() throws {
        let journal = Journal()
        let window = try HeadlessWindow(Toggling(journal: journal))
        window.tab()
        let hide = try #require(window.center(of: "Hide"))
        window.window.click(at: hide)
        #expect(!window.texts.contains("Extra"))
        #expect(window.controller.focus.focusedIdentity == nil)
        #expect(window.focusRings.isEmpty)
        window.window.type(.return, characters: "\r")
        #expect(journal.entries.isEmpty)
    }

    @Test("Clicking a button does not move the keyboard focus (macOS convention)")
    func clickDoesNotFocus() throws {
        let window = try HeadlessWindow(CounterView())
        window.window.click(at: try #require(window.center(of: "Increment")))
        #expect(window.focusRings.isEmpty)
    }
}

@Suite("Keyboard focus over view lists")
@MainActor
struct FocusListTests {
    @Test("focusable() on a ForEach makes each element a focus stop of its own")
    func eachElementIsAStop() throws {
        struct Rows: View {
            let journal: Journal
            var body: some View {
                VStack {
                    ForEach(["a", "b", "c"], id: \.self) { name in
                        Text(name).padding(4)
                    }
                    .focusable()
                    .onKeyPress(.return) {
                        journal.entries.append("return")
                        return .handled
                    }
                }
            }
        }
        let journal = Journal()
        let window = try HeadlessWindow(Rows(journal: journal))
        var rings: [CGRect] = []
        for _ in 0..<3 {
            window.tab()
            rings += window.focusRings
        }
        #expect(rings.count == 3)
        #expect(Set(rings.map(\.minY)).count == 3, "each Tab moved to the next row: \(rings)")
        window.tab()
        #expect(window.focusRings == [rings[0]], "and wrapped around")
    }
}

@Suite("Keys in one event batch")
@MainActor
struct KeyBatchTests {
    @Test("Keys arriving in one batch each see what the previous ones did (Return enables Decrement, Shift+Tab then reaches it)")
    func keysSeePreviousKeys() throws {
        let window = try HeadlessWindow(CounterView())
        // An event loop that runs deferred updates only at the end of the batch.
        var deferred: [@MainActor () -> Void] = []
        window.controller.scheduleUpdate = { deferred.append($0) }
        window.tab()
        window.window.type(.return, characters: "\r")
        window.tab(backwards: true)
        window.window.type(.space)
        for update in deferred { update() }
        #expect(window.texts.contains("Count: 0"), "\(window.texts)")
    }
}
