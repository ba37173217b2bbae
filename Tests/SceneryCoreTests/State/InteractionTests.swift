@testable import Counter
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A window of `view` on the headless backend, driven by clicks.
@MainActor
struct HeadlessWindow {
    let backend = HeadlessBackend()
    let controller: WindowController

    /// This window runs no animation frames, so the animations views run by default (a
    /// navigation stack's slide) are turned off; tests of animations use an animation clock
    /// (`HeadlessAnimationWindow`).
    init<V: View>(_ view: V) throws {
        let content = view.transaction { $0.disablesAnimations = true }
        controller = WindowController(content: AnyView(content), textMeasurer: FixedTextMeasurer())
        try controller.open(on: backend, appID: "test", title: "test")
    }

    var window: HeadlessWindow_ { backend.windows[0] }
    typealias HeadlessWindow_ = SceneryHeadless.HeadlessWindow

    /// The texts drawn now.
    var texts: [String] {
        controller.displayList.items.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } }
    }

    /// The centre of the text item `string`.
    func center(of string: String) -> CGPoint? {
        for item in controller.displayList.items {
            if case .text(let s, _, _, let frame, _) = item, s == string { return CGPoint(x: frame.midX, y: frame.midY) }
        }
        return nil
    }
}

@Suite("Clicks, buttons and state")
@MainActor
struct InteractionTests {
    @Test("Clicking Increment runs the action; the state change redraws the count")
    func buttonIncrements() throws {
        let window = try HeadlessWindow(CounterView())
        #expect(window.texts.contains("Count: 0"))
        let increment = try #require(window.center(of: "Increment"))
        window.window.click(at: increment)
        #expect(window.texts.contains("Count: 1"))
        window.window.click(at: increment)
        #expect(window.texts.contains("Count: 2"))
    }

    @Test("A disabled button ignores clicks and is drawn faded")
    func disabledButton() throws {
        let window = try HeadlessWindow(CounterView())
        let decrement = try #require(window.center(of: "Decrement"))
        window.window.click(at: decrement)
        #expect(window.texts.contains("Count: 0"))
        #expect(window.controller.displayList.items.contains { if case .beginOpacity(0.4, _) = $0 { true } else { false } })
    }

    @Test("A pressed button shows its pressed look; releasing outside it cancels the click")
    func pressedLookAndCancel() throws {
        let window = try HeadlessWindow(CounterView(count: 3))
        let increment = try #require(window.center(of: "Increment"))
        let shapesBefore = window.controller.displayList.items.count
        window.window.press(at: increment)
        #expect(window.controller.displayList.items.count == shapesBefore + 1, "a veil over the pressed button")
        window.controller.windowPointer(pressed: false, at: CGPoint(x: 0, y: 0))
        #expect(window.texts.contains("Count: 3"))
        #expect(window.controller.displayList.items.count == shapesBefore)
    }

    struct Tappable: View {
        @State var taps = 0
        var body: some View {
            Text("Taps: \(taps)")
                .padding()
                .onTapGesture { taps += 1 }
        }
    }

    @Test("onTapGesture makes any view clickable")
    func tapGesture() throws {
        let window = try HeadlessWindow(Tappable())
        let label = try #require(window.center(of: "Taps: 0"))
        window.window.click(at: label)
        #expect(window.texts.contains("Taps: 1"))
    }
}
