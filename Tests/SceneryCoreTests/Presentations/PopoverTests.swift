@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("Popovers")
@MainActor
struct PopoverTests {
    struct Info: View {
        @State var showing = false
        @State var taps = 0
        var body: some View {
            VStack(spacing: 40) {
                Text("Taps \(taps)")
                Button("Tap") { taps += 1 }
                Button("Info") { showing = true }
                    .popover(isPresented: $showing, arrowEdge: .bottom) {
                        InfoBody()
                    }
            }
            .padding(40)
        }
    }

    struct InfoBody: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Details")
                Button("Close") { dismiss() }
            }
            .padding()
        }
    }

    private func infoFrame(_ window: PresentingWindow) throws -> CGRect {
        for item in window.controller.displayList.items {
            if case .text("Info", _, _, let frame, _) = item { return frame }
        }
        throw PopoverTestError.noInfo
    }
    enum PopoverTestError: Error { case noInfo }

    @Test("A popover is a popup next to the view it is attached to")
    func opensPopup() throws {
        let window = try PresentingWindow(Info())
        try window.click("Info")
        let popup = try #require(window.secondary.first)
        guard case .popup(let parent, let kind, let anchor, let edge) = popup.role else {
            Issue.record("not a popup: \(popup.role)")
            return
        }
        #expect(parent == window.window.nativeID)
        #expect(kind == .popupMenu)
        #expect(edge == .bottom)
        #expect(anchor.contains(try infoFrame(window)), "anchored to the button")
        #expect(window.presentedTexts.contains("Details"))
        #expect(!window.controller.isInputBlocked(in: nil), "a popover is not modal")
    }

    @Test("A click in the window outside the popover dismisses it and does nothing else")
    func clickInWindowDismisses() throws {
        let window = try PresentingWindow(Info())
        try window.click("Info")
        try window.click("Tap")
        #expect(window.secondary.isEmpty)
        #expect(window.texts.contains("Taps 0"))
        try window.click("Tap")
        #expect(window.texts.contains("Taps 1"))
    }

    @Test("A click outside every window, Escape and dismiss each end the popover")
    func otherDismissals() throws {
        let window = try PresentingWindow(Info())
        try window.click("Info")
        try #require(window.secondary.last).clickOutside()
        #expect(window.secondary.isEmpty)
        try window.click("Info")
        try #require(window.secondary.last).type(.escape)
        #expect(window.secondary.isEmpty)
        try window.click("Info")
        try window.clickPresented("Close")
        #expect(window.secondary.isEmpty)
    }

    @Test("The window losing the focus to another window dismisses its popover")
    func focusLossDismisses() throws {
        let window = try PresentingWindow(Info())
        try window.click("Info")
        window.window.setFocused(false)
        #expect(window.secondary.isEmpty)
    }
}
