@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// Menus driven from the keyboard and the pointer as GTK 4's: the Menu key and Shift+F10,
/// arrows, Home/End, Right and Left for submenus, type-ahead, hover highlighting and the
/// submenu that opens when the pointer rests on its item.
@Suite("Menu keyboard and hover")
@MainActor
struct MenuKeyboardTests {
    struct Editor: View {
        @State var log = "nothing"
        var body: some View {
            VStack(spacing: 30) {
                Menu("Actions") {
                    Button("Copy") { log = "copy" }
                    Button("Cut") { log = "cut" }.disabled(true)
                    Divider()
                    Button("Paste") { log = "paste" }
                    Menu("More") {
                        Button("Archive") { log = "archive" }
                        Button("Print") { log = "print" }
                    }
                }
                Button("Document") { log = "document" }
                    .contextMenu {
                        Button("Rename") { log = "rename" }
                        Button("Remove") { log = "remove" }
                    }
                Text("Did \(log)")
            }
            .padding(30)
        }
    }

    /// The titles of the highlighted items of the front-most menu.
    private func highlighted(_ window: PresentingWindow) -> [String] {
        guard let surface = window.surfaces.last, let node = surface.focus.focusedNode else { return [] }
        return [MenuKeyboard.title(of: node)]
    }

    @Test("Shift+F10 opens the focused view's context menu below it; Down highlights the first item, Return picks it")
    func shiftF10() throws {
        let window = try PresentingWindow(Editor())
        window.window.type(.tab)
        window.window.type(.tab)
        window.window.type(.f10, modifiers: .shift)
        let popup = try #require(window.secondary.first, "no context menu")
        guard case .popup(_, let kind, let anchor, let edge) = popup.role else {
            Issue.record("not a popup")
            return
        }
        let document = try #require(PresentingWindow.center(of: "Document", in: window.controller.displayList))
        #expect(kind == .popupMenu && edge == .bottom)
        #expect(anchor.contains(document), "attached to the focused button: \(anchor)")
        #expect(highlighted(window) == ["Rename"], "a menu a key opened highlights its first item")
        popup.type(.downArrow)
        #expect(highlighted(window) == ["Remove"])
        popup.type(.return)
        #expect(window.secondary.isEmpty)
        #expect(window.texts.contains("Did remove"))
    }

    @Test("The Menu key opens the focused view's context menu; Escape closes it")
    func menuKey() throws {
        let window = try PresentingWindow(Editor())
        window.window.type(.tab)
        window.window.type(.tab)
        window.window.type(.contextMenuKey)
        let popup = try #require(window.secondary.first, "no context menu")
        #expect(window.presentedTexts.contains("Rename"))
        popup.type(.escape)
        #expect(window.secondary.isEmpty)
    }

    @Test("Down on a focused Menu opens it; arrows skip the divider and the disabled item; Home and End")
    func arrows() throws {
        let window = try PresentingWindow(Editor())
        window.window.type(.tab)
        window.window.type(.downArrow)
        let popup = try #require(window.secondary.first, "Down did not open the menu")
        #expect(highlighted(window) == ["Copy"])
        popup.type(.downArrow)
        #expect(highlighted(window) == ["Paste"], "Cut is disabled, the divider is no item")
        popup.type(.end)
        #expect(highlighted(window) == ["More"])
        popup.type(.home)
        #expect(highlighted(window) == ["Copy"])
        popup.type(.upArrow)
        #expect(highlighted(window) == ["More"], "Up from the first wraps to the last")
    }

    @Test("Right opens the highlighted submenu with its first item highlighted; Left closes it; Return picks in it")
    func submenuKeys() throws {
        let window = try PresentingWindow(Editor())
        window.window.type(.tab)
        window.window.type(.return)
        let menu = try #require(window.secondary.first)
        menu.type(.end)
        menu.type(.rightArrow)
        try #require(window.secondary.count == 2, "Right did not open the submenu")
        #expect(highlighted(window) == ["Archive"])
        window.secondary[1].type(.leftArrow)
        #expect(window.secondary.count == 1, "Left closes the submenu only")
        #expect(highlighted(window) == ["More"])
        menu.type(.rightArrow)
        let sub = try #require(window.secondary.last)
        sub.type(.downArrow)
        sub.type(.escape)
        #expect(window.secondary.count == 1, "Escape closes one level")
        menu.type(.rightArrow)
        try #require(window.secondary.last).type(.downArrow)
        try #require(window.secondary.last).type(.return)
        #expect(window.secondary.isEmpty, "picking closes every level")
        #expect(window.texts.contains("Did print"))
    }

    @Test("Typing letters highlights the item that starts with them; a repeated letter goes to the next such item")
    func typeAhead() throws {
        let window = try PresentingWindow(Editor())
        window.window.type(.tab)
        window.window.type(.space)
        let menu = try #require(window.secondary.first)
        menu.type("p", characters: "p")
        #expect(highlighted(window) == ["Paste"])
        menu.type("m", characters: "m")
        #expect(highlighted(window) == ["Paste"], "no item starts with \"pm\"")
    }

    @Test("Type-ahead cycles through the items with one initial")
    func typeAheadCycles() throws {
        let window = try PresentingWindow(Editor())
        window.window.type(.tab)
        window.window.type(.return)
        let menu = try #require(window.secondary.first)
        menu.type(.end)
        menu.type(.rightArrow)
        let sub = try #require(window.secondary.last)
        sub.type("p", characters: "p")
        #expect(highlighted(window) == ["Print"])
        sub.type("a", characters: "a")
        #expect(highlighted(window) == ["Print"], "\"pa\" matches nothing")
    }

    @Test("The submenu item draws an arrow; the pointer highlights the item under it")
    func hoverHighlight() throws {
        let window = try PresentingWindow(Editor())
        try window.click("Actions")
        let surface = try #require(window.surfaces.first)
        #expect(highlighted(window).isEmpty, "a menu the pointer opened highlights nothing")
        #expect(surface.displayList.items.contains { if case .symbol(let name, _, _, _) = $0 { name == "chevron.right" } else { false } })
        let paste = try #require(PresentingWindow.center(of: "Paste", in: surface.displayList))
        try #require(window.secondary.first).hover(at: paste)
        #expect(highlighted(window) == ["Paste"])
        let highlight = Color.menuItemHighlight.resolve(in: EnvironmentValues())
        let fills = surface.displayList.items.compactMap { item -> CGRect? in
            if case .shape(_, .fill(_), let color, let frame) = item, color == highlight { return frame }
            return nil
        }
        #expect(fills.count == 1 && fills[0].contains(paste), "one highlight, under the pointer: \(fills)")
        #expect(fills.first?.width == surface.size.width - CGFloat(8), "the highlight spans the menu, 4 points in")
    }

    @Test("The pointer leaving the menu lets go of the item it highlighted, so Down starts at the first; a key's highlight stays")
    func pointerLeavingLetsGo() throws {
        let window = try PresentingWindow(Editor())
        try window.click("Actions")
        let surface = try #require(window.surfaces.first)
        let popup = try #require(window.secondary.first)
        let paste = try #require(PresentingWindow.center(of: "Paste", in: surface.displayList))
        popup.hover(at: paste)
        #expect(highlighted(window) == ["Paste"])
        popup.hover(at: CGPoint(x: surface.size.width + 40, y: paste.y))
        #expect(highlighted(window).isEmpty, "off the menu, beside the item")
        popup.type(.downArrow)
        #expect(highlighted(window) == ["Copy"])
        popup.hover(at: nil)
        #expect(highlighted(window) == ["Copy"], "the keyboard's highlight is not the pointer's to let go")

        // A submenu's item stays highlighted: the pointer may have gone into its submenu.
        let more = try #require(PresentingWindow.center(of: "More", in: surface.displayList))
        popup.hover(at: more)
        popup.hover(at: nil)
        #expect(highlighted(window) == ["More"])
    }

    @Test("In the dark appearance the highlight is the dark variant (white at 12 %)")
    func darkHighlight() throws {
        let window = try PresentingWindow(Editor().preferredColorScheme(.dark))
        try window.click("Actions")
        let surface = try #require(window.surfaces.first)
        let copy = try #require(PresentingWindow.center(of: "Copy", in: surface.displayList))
        try #require(window.secondary.first).hover(at: copy)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let highlight = Color.menuItemHighlight.resolve(in: dark)
        #expect(highlight.red == 1 && highlight.opacity == 0.12)
        #expect(surface.displayList.items.contains { item in
            if case .shape(_, .fill(_), let color, let frame) = item { return color == highlight && frame.contains(copy) }
            return false
        })
    }

    @Test("Resting the pointer on a submenu item opens its submenu after the delay; moving on cancels it")
    func hoverOpensSubmenu() throws {
        let window = try PresentingWindow(Editor())
        try window.click("Actions")
        let surface = try #require(window.surfaces.first)
        let popup = try #require(window.secondary.first)
        let more = try #require(PresentingWindow.center(of: "More", in: surface.displayList))
        let copy = try #require(PresentingWindow.center(of: "Copy", in: surface.displayList))
        popup.hover(at: more)
        #expect(window.controller.submenuDelay.isPending)
        popup.hover(at: copy)
        #expect(!window.controller.submenuDelay.isPending, "leaving the item cancels the wait")
        popup.hover(at: more)
        #expect(window.secondary.count == 1, "not at once")
        window.controller.submenuDelay.fire()
        #expect(window.secondary.count == 2)
        #expect(window.presentedTexts.contains("Archive"))
    }
}
