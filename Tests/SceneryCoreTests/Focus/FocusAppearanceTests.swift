@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("Focus appearance: @Environment(\\.isFocused), focusEffectDisabled, click to focus")
@MainActor
struct FocusAppearanceTests {
    struct Card: View {
        let name: String
        @Environment(\.isFocused) var isFocused
        var body: some View {
            Text(isFocused ? "\(name) focused" : name).padding()
        }
    }

    struct Cards: View {
        var body: some View {
            HStack {
                Card(name: "One").focusable()
                Card(name: "Two").focusable().focusEffectDisabled()
            }
        }
    }

    @Test("isFocused is true inside the focused view while the window has the focus; the view updates when the focus moves")
    func isFocusedFollowsTheFocus() throws {
        let window = try HeadlessWindow(Cards())
        #expect(window.texts == ["One", "Two"])
        window.tab()
        #expect(window.texts == ["One focused", "Two"])
        #expect(window.focusRings.count == 1)
        window.tab()
        #expect(window.texts == ["One", "Two focused"])
        #expect(window.focusRings.isEmpty, "focusEffectDisabled hides the ring, not the focus")
        window.window.setFocused(false)
        #expect(window.texts == ["One", "Two"])
        window.window.setFocused(true)
        #expect(window.texts == ["One", "Two focused"])
    }

    @Test("Clicking a focusable view focuses it")
    func clickFocusesFocusableView() throws {
        let window = try HeadlessWindow(Cards())
        window.window.click(at: try #require(window.center(of: "Two")))
        #expect(window.texts == ["One", "Two focused"])
        window.window.click(at: try #require(window.center(of: "One")))
        #expect(window.texts == ["One focused", "Two"])
    }

    @Test("Clicking outside any focusable view or button takes the focus away; clicking a button keeps it")
    func clickElsewhereClearsFocus() throws {
        struct Screen: View {
            var body: some View {
                VStack(spacing: 20) {
                    Text("Background label")
                    Card(name: "One").focusable()
                    Button("Act") {}
                }
            }
        }
        let window = try HeadlessWindow(Screen())
        window.window.click(at: try #require(window.center(of: "One")))
        #expect(window.texts.contains("One focused"))
        window.window.click(at: try #require(window.center(of: "Act")))
        #expect(window.texts.contains("One focused"))
        window.window.click(at: try #require(window.center(of: "Background label")))
        #expect(window.texts.contains("One"))
        #expect(window.controller.focus.focusedIdentity == nil)
    }

    struct LabelReadsFocus: View {
        struct Label: View {
            @Environment(\.isFocused) var isFocused
            var body: some View { Text(isFocused ? "Save (focused)" : "Save") }
        }
        var body: some View {
            Button(action: {}) { Label() }
        }
    }

    @Test("A button's label sees isFocused")
    func buttonLabelSeesFocus() throws {
        let window = try HeadlessWindow(LabelReadsFocus())
        #expect(window.texts == ["Save"])
        window.tab()
        #expect(window.texts == ["Save (focused)"])
    }
}
