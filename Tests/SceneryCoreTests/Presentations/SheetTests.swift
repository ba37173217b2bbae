@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("Sheets")
@MainActor
struct SheetTests {
    struct Editor: View {
        @State var showing = false
        @State var count = 0
        @State var name = "Untitled"
        @State var dismissals = 0
        var disableEscape = false

        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Add") { count += 1 }
                Button("Edit") { showing = true }
                Text("Dismissed \(dismissals)")
            }
            .navigationTitle(name)
            .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) {
                SheetBody(name: $name)
                    .interactiveDismissDisabled(disableEscape)
                    .presentationDetents([.medium, .large])
            }
        }
    }

    struct SheetBody: View {
        @Binding var name: String
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        @State private var taps = 0

        var body: some View {
            VStack {
                Text("Sheet for \(name)")
                Text(isPresented ? "presented" : "not presented")
                Text("Taps \(taps)")
                Button("Tap") { taps += 1 }
                Button("Rename") { name = "Renamed" }
                Button("Done") { dismiss() }
            }
            .padding()
        }
    }

    @Test("A sheet opens in a modal dialog transient for its window, laid out apart from the window's content")
    func opensDialog() throws {
        let window = try PresentingWindow(Editor())
        let sizeBefore = window.controller.size
        try window.click("Edit")
        #expect(window.secondary.count == 1)
        let dialog = try #require(window.secondary.first)
        #expect(dialog.role == .dialog(parent: window.window.nativeID, modal: true))
        #expect(dialog.nativeID != window.window.nativeID)
        #expect(dialog.isVisible)
        #expect(window.presentedTexts.contains("Sheet for Untitled"))
        #expect(window.presentedTexts.contains("presented"))
        #expect(!window.texts.contains("Sheet for Untitled"), "the sheet is not drawn in the window")
        #expect(window.controller.size == sizeBefore, "the sheet takes no room in the window's layout")
        #expect(dialog.initialSize.width >= PresentationSurface.minimumDialogWidth)
        #expect(dialog.state.focused && !window.window.state.focused, "the dialog takes the focus")
    }

    @Test("While a modal sheet is up the window ignores clicks and keys; the sheet takes them")
    func modalBlocksParent() throws {
        let window = try PresentingWindow(Editor())
        try window.click("Edit")
        try window.click("Add")
        window.window.type(.tab)
        window.window.type(.space)
        #expect(window.texts.contains("Count: 0"))
        try window.clickPresented("Tap")
        #expect(window.presentedTexts.contains("Taps 1"))
        // Tab then Space in the sheet's window press its first button.
        let dialog = try #require(window.secondary.first)
        dialog.type(.tab)
        dialog.type(.space)
        #expect(window.presentedTexts.contains("Taps 2"))
    }

    @Test("State changed in the sheet is the presenter's: the window title follows")
    func sharesState() throws {
        let window = try PresentingWindow(Editor())
        #expect(window.window.title == "Untitled")
        try window.click("Edit")
        try window.clickPresented("Rename")
        #expect(window.window.title == "Renamed")
        #expect(window.presentedTexts.contains("Sheet for Renamed"))
    }

    @Test("Escape dismisses a sheet, runs onDismiss, and the window takes input again")
    func escapeDismisses() throws {
        let window = try PresentingWindow(Editor())
        try window.click("Edit")
        let dialog = try #require(window.secondary.first)
        dialog.type(.escape)
        #expect(dialog.isClosed)
        #expect(window.surfaces.isEmpty)
        #expect(window.texts.contains("Dismissed 1"))
        #expect(window.window.state.focused, "the focus returns to the window")
        try window.click("Add")
        #expect(window.texts.contains("Count: 1"))
    }

    @Test("interactiveDismissDisabled keeps Escape and the close button from dismissing; dismiss still does")
    func interactiveDismissDisabled() throws {
        let window = try PresentingWindow(Editor(disableEscape: true))
        try window.click("Edit")
        let dialog = try #require(window.secondary.first)
        dialog.type(.escape)
        dialog.requestClose()
        #expect(!dialog.isClosed)
        try window.clickPresented("Done")
        #expect(dialog.isClosed)
        #expect(window.texts.contains("Dismissed 1"))
    }

    @Test("dismiss inside a sheet ends the sheet, not the window")
    func dismissAction() throws {
        let window = try PresentingWindow(Editor())
        try window.click("Edit")
        try window.clickPresented("Done")
        #expect(window.secondary.isEmpty)
        #expect(!window.window.isClosed)
        #expect(window.texts.contains("Dismissed 1"))
    }

    @Test("The sheet's state lives while it is up and starts afresh the next time")
    func stateAcrossPresentations() throws {
        let window = try PresentingWindow(Editor())
        try window.click("Edit")
        try window.clickPresented("Tap")
        #expect(window.presentedTexts.contains("Taps 1"))
        try window.clickPresented("Done")
        try window.click("Edit")
        #expect(window.presentedTexts.contains("Taps 0"))
    }

    @Test("The focus returns to the button that presented the sheet")
    func focusReturns() throws {
        let window = try PresentingWindow(Editor())
        window.window.type(.tab)
        window.window.type(.tab)
        let focused = try #require(window.controller.focus.shownFocus)
        window.window.type(.space)
        #expect(window.secondary.count == 1, "Space on Edit presents the sheet")
        #expect(window.controller.focus.shownFocus == nil, "no ring in the window behind")
        try #require(window.secondary.first).type(.escape)
        #expect(window.controller.focus.shownFocus == focused)
    }

    struct Note: Identifiable {
        let id: Int
        let title: String
    }

    struct ItemSheet: View {
        @State var selected: Note?
        var body: some View {
            VStack {
                Button("Open first") { selected = Note(id: 1, title: "First") }
                Text(selected == nil ? "none" : "some")
            }
            .sheet(item: $selected) { note in
                DoneSheet(title: note.title)
            }
        }
    }

    struct DoneSheet: View {
        let title: String
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Note \(title)")
                Button("Close") { dismiss() }
            }
        }
    }

    @Test("sheet(item:) presents the item and dismissing sets it to nil")
    func itemSheet() throws {
        let window = try PresentingWindow(ItemSheet())
        try window.click("Open first")
        #expect(window.presentedTexts.contains("Note First"))
        try window.clickPresented("Close")
        #expect(window.secondary.isEmpty)
        #expect(window.texts.contains("none"))
    }

    struct Nested: View {
        @State var outer = false
        @State var inner = false
        var body: some View {
            Button("Outer") { outer = true }
                .sheet(isPresented: $outer) {
                    Button("Inner") { inner = true }
                        .sheet(isPresented: $inner) { Text("Innermost") }
                }
        }
    }

    @Test("A sheet presented from a sheet is a dialog of the sheet's window, and blocks only it")
    func nestedSheets() throws {
        let window = try PresentingWindow(Nested())
        try window.click("Outer")
        try window.clickPresented("Inner")
        #expect(window.secondary.count == 2)
        let outer = window.secondary[0], inner = window.secondary[1]
        #expect(inner.role == .dialog(parent: outer.nativeID, modal: true))
        #expect(window.presentedTexts.contains("Innermost"))
        #expect(window.controller.isInputBlocked(in: nil))
        inner.type(.escape)
        #expect(window.secondary.count == 1)
        outer.type(.escape)
        #expect(window.secondary.isEmpty)
    }
}
