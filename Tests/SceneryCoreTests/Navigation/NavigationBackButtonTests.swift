@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("NavigationStack: the mouse's back button")
@MainActor
struct NavigationBackButtonTests {
    private static func stack(_ name: String) -> some View {
        NavigationStack {
            NavigationLink("Open \(name)", value: 1)
                .navigationTitle(name)
                .navigationDestination(for: Int.self) { Text("\(name) page \($0)").navigationTitle("\(name) page") }
        }
    }

    @Test("The back button (X11 button 8) pops the top view, as Alt+Left does; at the root it does nothing")
    func backButtonPops() throws {
        let window = try HeadlessWindow(Self.stack("Library"))
        window.window.resize(to: Size(width: 400, height: 300))
        window.window.click(at: try #require(window.center(of: "Open Library")))
        #expect(window.texts.contains("Library page 1"))
        window.window.pressBackButton(at: CGPoint(x: 200, y: 200))
        #expect(window.texts.contains("Open Library"))
        #expect(!window.texts.contains("Library page 1"))
        window.window.pressBackButton(at: CGPoint(x: 200, y: 200))
        #expect(window.texts.contains("Open Library"))
    }

    @Test("Alt+Left as X11 reports it (an arrow key carries .function) pops")
    func altLeftWithFunctionFlagPops() throws {
        let window = try HeadlessWindow(Self.stack("Library"))
        window.window.click(at: try #require(window.center(of: "Open Library")))
        window.window.type(.leftArrow, characters: "", modifiers: [.option, .function])
        #expect(window.texts.contains("Open Library"))
    }

    @Test("With a stack inside a stack, the innermost one that is not at its root goes back")
    func innermostStackPops() throws {
        let window = try HeadlessWindow(NavigationStack {
            NavigationLink("Open outer", value: 1)
                .navigationDestination(for: Int.self) { _ in Self.stack("Inner") }
        })
        window.window.resize(to: Size(width: 400, height: 300))
        window.window.click(at: try #require(window.center(of: "Open outer")))
        window.window.click(at: try #require(window.center(of: "Open Inner")))
        #expect(window.texts.contains("Inner page 1"))
        window.window.pressBackButton(at: CGPoint(x: 200, y: 200))
        #expect(window.texts.contains("Open Inner"))
        // The inner stack is at its root now: the outer one goes back.
        window.window.pressBackButton(at: CGPoint(x: 200, y: 200))
        #expect(window.texts.contains("Open outer"))
    }

    @Test("Of two stacks side by side, the one under the pointer goes back")
    func stackUnderPointerPops() throws {
        let window = try HeadlessWindow(HStack(spacing: 0) {
            Self.stack("Left")
            Self.stack("Right")
        })
        window.window.resize(to: Size(width: 400, height: 300))
        window.window.click(at: try #require(window.center(of: "Open Left")))
        window.window.click(at: try #require(window.center(of: "Open Right")))
        window.window.pressBackButton(at: CGPoint(x: 300, y: 150))
        #expect(window.texts.contains("Open Right"))
        #expect(window.texts.contains("Left page 1"))
        // Over the right stack, now at its root, the left one (the only one that can) goes back.
        window.window.pressBackButton(at: CGPoint(x: 300, y: 150))
        #expect(window.texts.contains("Open Left"))
    }
}
