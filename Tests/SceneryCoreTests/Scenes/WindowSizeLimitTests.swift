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

    @Test("R71: the minimum size wraps no text at zero width: a stack proposed nothing along its axis offers each child nothing")
    func minimumWithoutZeroWidthText() throws {
        let measurer = WidthRecordingMeasurer()
        let content = VStack(spacing: 10) {
            Text("Shared: 2   Marks: 0   Tally: 0")
            Color.red.frame(width: 20, height: 30)
            HStack(spacing: 4) {
                Text("Count")
                Color.blue.frame(width: 5, height: 5)
                Spacer()
            }
        }
        .padding(10)
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(content), textMeasurer: measurer)
        try controller.open(on: backend, appID: "test", title: "test")
        // Every child is offered 0 along the stacks' axes: the texts are nothing, the
        // fixed frames their size, the spacer its minimum length (8), plus the gaps and the
        // padding. Width: max(0, 20, 0 + 4 + 5 + 4 + 8) + 20; height: 0 + 10 + 30 + 10 + 5 + 20.
        #expect(backend.windows[0].sizeLimitsWhenShown.minimum == CGSize(width: 41, height: 75))
        #expect(!measurer.widths.contains(0), "a text was measured at zero width: \(measurer.widths)")
    }
}
