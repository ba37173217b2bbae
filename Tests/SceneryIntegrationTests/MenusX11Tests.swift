@testable import Presentations
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

/// Menus, the menu picker and help tags of the Presentations example in real windows,
/// driven with xdotool as a person would: the Menu key and Shift+F10, arrows into a
/// submenu, a picker's option by click and by keys, a tooltip after hovering.
@Suite("Menus, menu pickers and help tags as X11 popups (Xvfb + openbox + xdotool)", .serialized)
@MainActor
struct MenusX11Tests {
    typealias Run = PresentationsX11Tests.Run

    /// Waits for the popup transient for `parent` of type `type` (…_POPUP_MENU…).
    private func popup(of parent: UInt32, _ test: Run, type: String, excluding: Set<UInt32> = [],
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> UInt32 {
        let found = test.x.waitForTransient(of: parent, excluding: excluding)
        let window = try #require(found, "no popup over \(parent): \(test.run.diagnosis)", sourceLocation: sourceLocation)
        #expect(test.x.isOverrideRedirect(window), sourceLocation: sourceLocation)
        #expect(test.x.atomNames(window, "_NET_WM_WINDOW_TYPE") == ["_NET_WM_WINDOW_TYPE_\(type)"], sourceLocation: sourceLocation)
        return window
    }

    @Test("Shift+F10 and the Menu key open the focused button's context menu; arrows and Return pick an item")
    func contextMenuKeys() throws {
        let test = try Run()
        defer { test.run.stop() }
        // Tab: the Count button (the first focusable view).
        try test.key("Tab")
        try test.key("shift+F10")
        let menu = try popup(of: test.window, test, type: "POPUP_MENU")
        // A menu a key opened highlights its first item: Add Ten.
        try test.key("Return")
        test.expectTitle("Untitled (10)")
        test.expectGone(menu)

        try test.key("Menu")
        let again = try popup(of: test.window, test, type: "POPUP_MENU")
        try test.key("Down")
        try test.key("Return")
        test.expectTitle("Untitled")
        test.expectGone(again)
    }

    @Test("A Menu opens below its button; End, Right open the submenu beside it; Down, Up, Return pick in it")
    func submenuKeys() throws {
        let test = try Run()
        defer { test.run.stop() }
        try test.click("Edit")
        try xdotool(["mousemove", "10000", "10000"], on: test.run)
        let menu = try popup(of: test.window, test, type: "DROPDOWN_MENU")
        let edit = try #require(test.root.text("Edit"))
        let windowOrigin = try #require(test.x.position(of: test.window))
        let menuOrigin = try #require(test.x.position(of: menu))
        #expect(menuOrigin.y >= windowOrigin.y + Int(edit.y + edit.height), "below the button: \(menuOrigin) \(windowOrigin)")
        try test.key("End")
        try test.key("Right")
        let submenu = try popup(of: menu, test, type: "DROPDOWN_MENU")
        let subOrigin = try #require(test.x.position(of: submenu))
        let menuSize = try #require(test.x.size(of: menu))
        // Beside the menu: at the submenu item's trailing edge (4 points inside the menu).
        #expect(subOrigin.x >= menuOrigin.x + menuSize.width - 6, "beside the menu: \(subOrigin) \(menuOrigin) \(menuSize)")
        // Left closes the submenu only; Right opens it again with Uppercase highlighted.
        try test.key("Left")
        test.expectGone(submenu)
        #expect(test.x.isViewable(menu))
        try test.key("Right")
        let reopened = try popup(of: menu, test, type: "DROPDOWN_MENU")
        try test.key("Down")
        try test.key("Up")
        try test.key("Return")
        test.expectTitle("UNTITLED")
        test.expectGone(reopened)
        test.expectGone(menu)
    }

    @Test("With a submenu open, the pointer moved back over the menu highlights the item under it")
    func pointerBackOverParentMenu() throws {
        let test = try Run()
        defer { test.run.stop() }
        try test.click("Edit")
        try xdotool(["mousemove", "10000", "10000"], on: test.run)
        let menu = try popup(of: test.window, test, type: "DROPDOWN_MENU")
        try test.key("End")
        try test.key("Right")
        let submenu = try popup(of: menu, test, type: "DROPDOWN_MENU")
        let menuOrigin = try #require(test.x.position(of: menu))
        let menuSize = try #require(test.x.size(of: menu))
        /// Pixels of the highlight (a light grey row) in the menu's top `rows` rows.
        func highlightPixels(rows: Int) -> Int {
            guard let image = test.x.screenshot(menu) else { return -1 }
            return image.count(x: 0, y: 0, width: image.width, height: rows) { x, y in
                let c = image.rgb(x: x, y: y)
                return abs(c.red - c.green) < 6 && abs(c.green - c.blue) < 6 && c.red > 190 && c.red < 240
            }
        }
        let rows = 24
        #expect(highlightPixels(rows: rows) < 200, "the first item is not highlighted while the submenu has the keys")
        let before = test.x.frameNumber(menu)
        // Over the menu's first item (its rows start a few points below the menu's top).
        try xdotool(["mousemove", String(menuOrigin.x + menuSize.width / 3), String(menuOrigin.y + 14)], on: test.run)
        #expect(test.x.waitForFrame(of: menu, after: before) != nil, "the menu did not redraw for the pointer")
        let highlighted = highlightPixels(rows: rows)
        #expect(highlighted > 1000, "the item under the pointer is not highlighted")
        if highlighted <= 1000 { test.x.screenshot(menu)?.writePNG(to: TestArtifacts.path("menu-parent-hover.png")) }
        try test.key("Escape")
    }

    @Test("A menu picker opens its options in a menu: a click on one selects it; Down, Down, Return select by keys")
    func menuPicker() throws {
        let test = try Run()
        defer { test.run.stop() }
        try test.click("Untitled")
        let menu = try popup(of: test.window, test, type: "DROPDOWN_MENU")
        // Three rows under 4 points of padding: Untitled, Draft, Final.
        let size = try #require(test.x.size(of: menu))
        let row = Double(size.height - 8) / 3
        try xdotool(
            ["mousemove", "--window", String(menu), String(size.width / 2), String(Int(4 + row * 1.5)), "click", "1"], on: test.run)
        try xdotool(["mousemove", "10000", "10000"], on: test.run)
        test.expectTitle("Draft")
        test.expectGone(menu)

        // The picker kept the focus: Down opens the menu at Draft, Down goes to Final.
        try test.key("Down")
        let again = try popup(of: test.window, test, type: "DROPDOWN_MENU")
        try test.key("Down")
        try test.key("Return")
        test.expectTitle("Final")
        test.expectGone(again)
    }

    @Test("A help tag shows in a TOOLTIP window after the pointer rests on its view and goes when it leaves")
    func helpTag() throws {
        let test = try Run()
        defer { test.run.stop() }
        let picker = try #require(test.root.text("Untitled"))
        try xdotool(
            ["mousemove", "--window", String(test.window), String(Int(picker.x + picker.width / 2)),
             String(Int(picker.y + picker.height / 2))], on: test.run)
        let tag = try popup(of: test.window, test, type: "TOOLTIP")
        let tagOrigin = try #require(test.x.position(of: tag))
        let windowOrigin = try #require(test.x.position(of: test.window))
        #expect(tagOrigin.y > windowOrigin.y + Int(picker.y + picker.height / 2), "below the pointer")
        try xdotool(["mousemove", "10000", "10000"], on: test.run)
        test.expectGone(tag)
    }

    @Test("A menu of 80 items on a 640×480 screen stays inside the screen; arrowing to the last item and Return picks it")
    func tallMenuScrolls() throws {
        let test = try Run(screen: (640, 480))
        defer { test.run.stop() }
        try test.click("Numbers")
        try xdotool(["mousemove", "10000", "10000"], on: test.run)
        let menu = try popup(of: test.window, test, type: "DROPDOWN_MENU")
        let origin = try #require(test.x.position(of: menu))
        let size = try #require(test.x.size(of: menu))
        #expect(origin.x >= 0 && origin.y >= 0 && origin.x + size.width <= 640 && origin.y + size.height <= 480,
                "inside the screen: \(origin) \(size)")
        #expect(size.height > 400, "as tall as the screen allows: \(size)")
        // The pointer opened it: nothing is highlighted; the first Down highlights Number 1,
        // 79 more the last one, scrolling it into view.
        try xdotool(["key", "--clearmodifiers", "--delay", "15"] + Array(repeating: "Down", count: 80), on: test.run)
        try test.key("Return")
        test.expectTitle("Number 80")
        test.expectGone(menu)
    }

    @Test("Keys that reach the window under an open menu (typed before its grab took hold) go to the menu")
    func keysToTheParentReachTheMenu() throws {
        let test = try Run(screen: (640, 480))
        defer { test.run.stop() }
        // The menu of 80 numbers opens over the pointer that clicked its picker; the item
        // under the resting pointer is not highlighted, nor is one the pointer left.
        try test.click("Numbers")
        try xdotool(["mousemove", "10000", "10000"], on: test.run)
        let menu = try popup(of: test.window, test, type: "DROPDOWN_MENU")
        // The keys go to the main window itself (SendEvent), past the menu's grab: what a
        // key typed between the menu's map and its grab does.
        let down: UInt32 = 0xff54, enter: UInt32 = 0xff0d
        for keysym in [down, down, down, enter] {
            try #require(test.x.sendKey(keysym, to: test.window), "no key types \(keysym)")
        }
        test.expectTitle("Number 3")
        test.expectGone(menu)
    }

    @Test("A tall menu keeps to the work area a bottom panel leaves, as tall as that area")
    func tallMenuStaysAboveAPanel() throws {
        let test = try Run(screen: (640, 480))
        defer { test.run.stop() }
        test.x.watchRootProperties()
        let dock = test.x.mapBottomDock(height: 100, screenWidth: 640, screenHeight: 480)
        defer { test.x.destroy(dock) }
        let reserved = test.x.waitUntil(milliseconds: 10_000) {
            Array(test.x.cardinals(test.x.root, "_NET_WORKAREA").prefix(4)) == [0, 0, 640, 380]
        }
        try #require(reserved, "openbox did not take the panel off the work area: \(test.x.cardinals(test.x.root, "_NET_WORKAREA"))")
        try test.click("Numbers")
        try xdotool(["mousemove", "10000", "10000"], on: test.run)
        let menu = try popup(of: test.window, test, type: "DROPDOWN_MENU")
        let origin = try #require(test.x.position(of: menu))
        let size = try #require(test.x.size(of: menu))
        #expect(origin.y >= 0 && origin.y + size.height <= 380, "above the panel: \(origin) \(size)")
        #expect(size.height > 300, "as tall as the work area allows: \(size)")
        try test.key("Escape")
        test.expectGone(menu)
    }
}
