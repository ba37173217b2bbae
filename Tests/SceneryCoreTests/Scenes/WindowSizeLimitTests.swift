@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("A window's size limits follow its content")
@MainActor
struct WindowSizeLimitTests {
    struct Growing: View {
        @State private var wide = false
        var body: some View {
            VStack {
                Button("Grow") { wide = true }
                Color.blue.frame(width: wide ? 300 : 100, height: 20)
            }
        }
    }

    @Test("The minimum size is set before the window is first shown, and again after a change that moves it")
    func minimumFollowsContent() throws {
        let window = try HeadlessWindow(Growing())
        let shown = try #require(window.window.sizeLimitsWhenShown.minimum, "the limits are set before the window is mapped")
        #expect(shown.width == 100)
        #expect(window.window.isVisible)
        let grow = try #require(window.center(of: "Grow"))
        window.window.click(at: grow)
        let grown = try #require(window.window.sizeLimits.minimum)
        #expect(grown.width == 300, "the wider content raises the minimum: \(grown)")
        #expect(window.window.sizeLimits.maximum == nil, "an automatically resizable window has no maximum")
    }

    @Test("contentSize limits both sizes to the content's")
    func contentSizeSetsBoth() throws {
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(Color.red.frame(width: 120, height: 80)), textMeasurer: FixedTextMeasurer())
        controller.resizability = .contentSize
        try controller.open(on: backend, appID: "test", title: "test")
        let limits = backend.windows[0].sizeLimits
        #expect(limits.minimum == CGSize(width: 120, height: 80))
        #expect(limits.maximum == CGSize(width: 120, height: 80))
    }
}
