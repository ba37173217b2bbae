import SceneryCore
import SceneryRenderer
import Testing

/// The headless backend's selections: two strings in memory, shared by the windows of the
/// process, read back later (never inside the call that asks).
@Suite("In-memory text selections (headless backend)", .serialized)
@MainActor
struct InMemoryTextSelectionsTests {
    /// Work scheduled "later", run by hand.
    @MainActor private final class LaterQueue {
        var work: [@MainActor () -> Void] = []
        func run() {
            let now = work
            work = []
            for item in now { item() }
        }
    }

    @Test("A copy is pasted back later, in every window's service of the process; the two selections are separate")
    func copyThenPaste() {
        InMemoryTextSelections.clearAll()
        defer { InMemoryTextSelections.clearAll() }
        let queue = LaterQueue()
        let first = InMemoryTextSelections(schedule: { queue.work.append($0) })
        let second = InMemoryTextSelections(schedule: { queue.work.append($0) })
        first.setText("copied ✓", for: .clipboard)
        first.setText("selected", for: .primary)
        var clipboard: String?? = .none
        var primary: String?? = .none
        second.requestText(from: .clipboard) { clipboard = .some($0) }
        second.requestText(from: .primary) { primary = .some($0) }
        #expect(clipboard == .none, "the completion ran inside requestText")
        queue.run()
        #expect(clipboard == .some("copied ✓"))
        #expect(primary == .some("selected"))
    }

    @Test("An empty selection pastes nil; the clipboard's text is what a hand-over gives, and an adopted text is pasted")
    func emptyAndHandOver() {
        InMemoryTextSelections.clearAll()
        defer { InMemoryTextSelections.clearAll() }
        let queue = LaterQueue()
        let service = InMemoryTextSelections(schedule: { queue.work.append($0) })
        var pasted: String?? = .none
        service.requestText(from: .clipboard) { pasted = .some($0) }
        var handed: String?? = .none
        service.handOverClipboard { handed = .some($0) }
        queue.run()
        #expect(pasted == .some(nil))
        #expect(handed == .some(nil))
        var taken = false
        service.adoptClipboard("from a closed window") { taken = $0 }
        service.handOverClipboard { handed = .some($0) }
        queue.run()
        #expect(taken)
        #expect(handed == .some("from a closed window"))
    }
}
