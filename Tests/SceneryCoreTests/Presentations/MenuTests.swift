@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("Menus and context menus")
@MainActor
struct MenuTests {
    struct Editor: View {
        @State var log = "nothing"
        var body: some View {
            VStack(spacing: 30) {
                Menu("Actions") {
                    Button("Copy") { log = "copy" }
                    Button("Paste") { log = "paste" }
                    Divider()
                    Menu("More") {
                        Button("Archive") { log = "archive" }
                    }
                }
                Text("Did \(log)")
                    .padding()
                    .contextMenu {
                        Button("Rename") { log = "rename" }
                        Button("Remove", role: .destructive) { log = "remove" }
                    }
            }
            .padding(30)
        }
    }

    @Test("A Menu opens its items in a dropdown popup below it; picking one runs it and closes the menu")
    func menuPicks() throws {
        let window = try PresentingWindow(Editor())
        try window.click("Actions")
        let popup = try #require(window.secondary.first)
        guard case .popup(let parent, let kind, _, let edge) = popup.role else {
            Issue.record("not a popup: \(popup.role)")
            return
        }
        #expect(parent == window.window.nativeID && kind == .dropdownMenu && edge == .bottom)
        #expect(window.presentedTexts.contains("Copy") && window.presentedTexts.contains("Paste"))
        try window.clickPresented("Paste")
        #expect(window.secondary.isEmpty)
        #expect(window.texts.contains("Did paste"))
    }

    @Test("Down moves between a menu's items, Return picks one, Escape closes the menu")
    func menuKeys() throws {
        let window = try PresentingWindow(Editor())
        try window.click("Actions")
        let popup = try #require(window.secondary.first)
        popup.type(.downArrow)
        popup.type(.downArrow)
        popup.type(.return)
        #expect(window.texts.contains("Did paste"))
        #expect(window.secondary.isEmpty)
        try window.click("Actions")
        try #require(window.secondary.first).type(.escape)
        #expect(window.secondary.isEmpty)
        #expect(window.texts.contains("Did paste"))
    }

    @Test("A Menu inside a menu is a submenu beside its item; picking in it closes every menu")
    func submenu() throws {
        let window = try PresentingWindow(Editor())
        try window.click("Actions")
        try window.clickPresented("More")
        try #require(window.secondary.count == 2)
        let sub = window.secondary[1]
        guard case .popup(let parent, _, _, let edge) = sub.role else {
            Issue.record("not a popup: \(sub.role)")
            return
        }
        #expect(parent == window.secondary[0].nativeID && edge == .trailing)
        try window.clickPresented("Archive")
        #expect(window.secondary.isEmpty)
        #expect(window.texts.contains("Did archive"))
    }

    @Test("A right click opens the view's context menu at the pointer")
    func contextMenu() throws {
        let window = try PresentingWindow(Editor())
        let point = try #require(PresentingWindow.center(of: "Did nothing", in: window.controller.displayList))
        window.window.pressSecondaryButton(at: point)
        let popup = try #require(window.secondary.first)
        guard case .popup(_, let kind, let anchor, _) = popup.role else {
            Issue.record("not a popup: \(popup.role)")
            return
        }
        #expect(kind == .popupMenu)
        #expect(anchor.origin == point)
        try window.clickPresented("Rename")
        #expect(window.texts.contains("Did rename"))
        #expect(window.secondary.isEmpty)
    }

    @Test("A right click outside any view with a context menu opens nothing")
    func noContextMenu() throws {
        let window = try PresentingWindow(Editor())
        window.window.pressSecondaryButton(at: CGPoint(x: 2, y: 2))
        #expect(window.secondary.isEmpty)
    }

    struct OldStyle: View {
        @State var show = true
        @State var log = "nothing"
        var body: some View {
            let menu = ContextMenu {
                Button("Flag") { log = "flag" }
            }
            Text("Log \(log)").padding().contextMenu(show ? menu : nil)
        }
    }

    @Test("The ContextMenu value works as contextMenu(menuItems:); nil adds no menu")
    func contextMenuValue() throws {
        let window = try PresentingWindow(OldStyle())
        let point = try #require(PresentingWindow.center(of: "Log nothing", in: window.controller.displayList))
        window.window.pressSecondaryButton(at: point)
        try window.clickPresented("Flag")
        #expect(window.texts.contains("Log flag"))
        let hidden = try PresentingWindow(OldStyle(show: false))
        hidden.window.pressSecondaryButton(at: point)
        #expect(hidden.secondary.isEmpty)
    }
}
