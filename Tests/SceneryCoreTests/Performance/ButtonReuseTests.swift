@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Observation
import Testing

// A body that runs again keeps the nodes of its unchanged buttons and gives them the new
// action (Graph/ButtonMemo.swift). Counted, never timed.

/// A window whose body reads its count, with buttons whose actions capture what the body
/// saw when it ran.
private struct RecordingButtons: View {
    let log: ActionLog
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            HStack {
                Button("Add") { count += 1 }
                // The action captures the count of the body run that made it.
                Button("Record") { log.values.append(count) }
                Button(count.isMultiple(of: 2) ? "Even" : "Odd") { log.values.append(-count) }
            }
            Button("Stop") { log.values.append(1_000) }
                .disabled(count >= 3)
        }
        // An object stored in the environment: written into new storage at every body run,
        // it still compares equal (the same object), so the buttons are kept.
        .environment(log)
    }
}

/// A button pushed right by its sibling's leading padding, which an animation can move.
private struct PushedButton: View {
    let probe: Probe
    @State private var pushed = false
    var body: some View {
        let _ = { probe.actions["push"] = { pushed.toggle() } }()
        HStack(spacing: 0) {
            Color.white.frame(width: 20, height: 20).padding(.leading, pushed ? 160 : 0)
            Button("Go") {}
        }
        .frame(width: 300, alignment: .leading)
    }
}

@MainActor @Observable
private final class ActionLog {
    var values: [Int] = []
}

@Suite("Buttons kept across a body run", .probes)
@MainActor
struct ButtonReuseTests {
    @Test("A body run again keeps its unchanged buttons' nodes and gives them the new action")
    func unchangedButtonsTakeTheNewAction() throws {
        let log = ActionLog()
        let window = try HeadlessWindow(RecordingButtons(log: log))
        let add = try #require(window.center(of: "Add"))
        // The first body run records nothing (a body that ran once may not run again); the
        // second remembers the buttons…
        UpdateCounts.reset()
        window.window.click(at: add)
        #expect(UpdateCounts.current.buttonsReused == 0, "\(UpdateCounts.current)")
        let buttonsBefore = buttonNodes(in: window)
        // …and the third keeps them.
        UpdateCounts.reset()
        window.window.click(at: add)
        let counts = UpdateCounts.current
        #expect(window.texts.contains("Count: 2"))
        // Add, Record and Stop are unchanged; the third's label changed, so it is new.
        #expect(counts.buttonsReused == 3, "\(counts)")
        let buttonsAfter = buttonNodes(in: window)
        #expect(buttonsAfter.count == 4)
        #expect(zip(buttonsBefore, buttonsAfter).map { $0 === $1 } == [true, true, false, true])
        // The kept Record button runs the action of the body run that kept it: it records
        // 2, not the 1 its action of the run before captured.
        window.window.click(at: try #require(window.center(of: "Record")))
        #expect(log.values == [2])
        window.window.click(at: add)
        window.window.click(at: try #require(window.center(of: "Record")))
        #expect(log.values == [2, 3])
        window.window.click(at: try #require(window.center(of: "Odd")))
        #expect(log.values == [2, 3, -3])
    }

    @Test("A button whose label changes is resolved anew and draws the new label")
    func changedLabelDrawsAnew() throws {
        let log = ActionLog()
        let window = try HeadlessWindow(RecordingButtons(log: log))
        #expect(window.texts.contains("Even"))
        window.window.click(at: try #require(window.center(of: "Add")))
        #expect(window.texts.contains("Odd"))
        #expect(!window.texts.contains("Even"))
        window.window.click(at: try #require(window.center(of: "Odd")))
        #expect(log.values == [-1])
    }

    @Test("A button disabled by a change is not kept: it is drawn faded and ignores clicks")
    func disabledByAChange() throws {
        let log = ActionLog()
        let window = try HeadlessWindow(RecordingButtons(log: log))
        let add = try #require(window.center(of: "Add"))
        window.window.click(at: add)
        window.window.click(at: add)
        #expect(!faded(window))
        UpdateCounts.reset()
        window.window.click(at: add)
        #expect(window.texts.contains("Count: 3"))
        // Its environment changed (isEnabled), so Stop is resolved again: two kept, not three.
        #expect(UpdateCounts.current.buttonsReused == 2, "\(UpdateCounts.current)")
        #expect(faded(window))
        window.window.click(at: try #require(window.center(of: "Stop")))
        #expect(log.values.isEmpty)
    }

    @Test("A kept button keeps the focus ring, and Space runs its new action")
    func focusedButtonKept() throws {
        let log = ActionLog()
        let window = try HeadlessWindow(RecordingButtons(log: log))
        window.window.setFocused(true)
        window.window.type(.tab)
        // Space on the focused Add runs the body again. The focus the buttons were resolved
        // with changed (none at first), so this run resolves them anew…
        window.window.type(.space)
        #expect(window.texts.contains("Count: 1"))
        let add = try #require(buttonNodes(in: window).first)
        #expect(add.showsFocusRing)
        // …and the next keeps them: Add is the same node, focused and ringed.
        UpdateCounts.reset()
        window.window.type(.space)
        #expect(window.texts.contains("Count: 2"))
        #expect(UpdateCounts.current.buttonsReused == 3, "\(UpdateCounts.current)")
        #expect(buttonNodes(in: window).first === add)
        #expect(add.showsFocusRing)
        // Tab to Record: its kept node runs the action of the last body run.
        window.window.type(.tab)
        window.window.type(.space)
        #expect(log.values == [2])
    }

    @Test("A kept button moved by an animated layout change is drawn halfway at half the animation")
    func keptButtonAnimatesItsFrame() throws {
        let probe = Probe()
        let window = try HeadlessAnimationWindow(PushedButton(probe: probe))
        func titleX() -> CGFloat? {
            for item in window.controller.displayList.items {
                if case .text(let text, _, _, let frame, _) = item, text == "Go" { return frame.minX }
            }
            return nil
        }
        let start = try #require(titleX())
        // Two runs without animation: the second remembers the button, so the animated
        // third keeps it.
        probe.run("push")
        window.controller.updateViews()
        let end = try #require(titleX())
        #expect(end - start == 160)
        probe.run("push")
        window.controller.updateViews()
        #expect(titleX() == start)
        UpdateCounts.reset()
        withAnimation(.linear(duration: 1)) { probe.run("push") }
        window.controller.updateViews()
        #expect(UpdateCounts.current.buttonsReused == 1, "\(UpdateCounts.current)")
        #expect(titleX() == start, "the update shows where the animation starts")
        window.frame(at: 0.5)
        #expect(titleX() == start + 80)
        window.frame(at: 1)
        #expect(titleX() == end)
        #expect(!window.controller.graph.isAnimating)
        window.controller.close()
    }

    private func buttonNodes(in window: HeadlessWindow) -> [ButtonNode] {
        var found: [ButtonNode] = []
        func visit(_ node: ViewNode) {
            if let button = node as? ButtonNode { found.append(button) }
            for child in node.children { visit(child) }
        }
        if let root = window.controller.rootNode { visit(root) }
        return found
    }

    private func faded(_ window: HeadlessWindow) -> Bool {
        window.controller.displayList.items.contains { if case .beginOpacity(0.4, _) = $0 { true } else { false } }
    }
}
