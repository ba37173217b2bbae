import FoundationEssentials
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// The popups of the controls: the menu picker's menu, the compact date picker's calendar
/// popover, the colour picker's chooser, and help tags.
@Suite("Control popups: menu picker, calendar popover, colour chooser, help tags")
@MainActor
struct ControlPopupTests {
    struct Flavors: View {
        @State var flavor = "Chocolate"
        var body: some View {
            VStack(spacing: 20) {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Chocolate", "Mint"], id: \.self) { Text($0) }
                }
                .help("Pick a flavour")
                Text("Chosen: \(flavor)")
            }
            .padding(20)
        }
    }

    private func highlighted(_ window: PresentingWindow) -> String? {
        window.surfaces.last?.focus.focusedNode.map { MenuKeyboard.title(of: $0) }
    }

    @Test("A menu picker's click opens a dropdown of its options, the selected one checked and highlighted; a click selects")
    func pickerClick() throws {
        let window = try PresentingWindow(Flavors())
        try window.click("Chocolate")
        let popup = try #require(window.secondary.first, "no menu")
        guard case .popup(_, let kind, _, let edge) = popup.role else {
            Issue.record("not a popup")
            return
        }
        #expect(kind == .dropdownMenu && edge == .bottom)
        #expect(["Vanilla", "Chocolate", "Mint"].allSatisfy(window.presentedTexts.contains))
        #expect(highlighted(window) == "Chocolate")
        let surface = try #require(window.surfaces.first)
        let checks = surface.displayList.items.filter { if case .symbol("checkmark", _, _, _) = $0 { true } else { false } }
        #expect(checks.count >= 1)
        try window.clickPresented("Mint")
        #expect(window.secondary.isEmpty)
        #expect(window.texts.contains("Chosen: Mint"))
    }

    @Test("A focused menu picker opens with Down at the selection; Down and Return select the next option")
    func pickerKeys() throws {
        let window = try PresentingWindow(Flavors())
        window.window.type(.tab)
        window.window.type(.downArrow)
        let popup = try #require(window.secondary.first, "Down did not open the menu")
        #expect(highlighted(window) == "Chocolate")
        popup.type(.downArrow)
        popup.type(.return)
        #expect(window.secondary.isEmpty)
        #expect(window.texts.contains("Chosen: Mint"))
    }

    @Test("A help tag shows in a tooltip popup below the pointer once the delay passes, and goes when the pointer leaves")
    func helpTag() throws {
        let window = try PresentingWindow(Flavors())
        let point = try #require(PresentingWindow.center(of: "Chocolate", in: window.controller.displayList))
        window.window.hover(at: point)
        #expect(window.controller.helpTagDelay.isPending)
        #expect(window.secondary.isEmpty, "not before the delay")
        window.window.hover(at: CGPoint(x: point.x + 1, y: point.y))
        window.controller.helpTagDelay.fire()
        let tag = try #require(window.secondary.first, "no tooltip")
        guard case .popup(let parent, let kind, let anchor, let edge) = tag.role else {
            Issue.record("not a popup")
            return
        }
        #expect(parent == window.window.nativeID && kind == .tooltip && edge == .bottom)
        #expect(anchor.minY == point.y && anchor.midX == point.x + 1, "at the pointer: \(anchor)")
        let texts = try #require(window.controller.helpTagSurface).displayList.items.compactMap { item -> String? in
            if case .text(let s, _, _, _, _) = item { s } else { nil }
        }
        #expect(texts == ["Pick a flavour"])
        window.window.hover(at: CGPoint(x: 1, y: 1))
        #expect(window.secondary.isEmpty, "leaving the view hides it")
        #expect(window.controller.helpTagSurface == nil)
    }

    /// A sheet (shown from the start) whose button has a help tag.
    struct HelpInSheet: View {
        @State var showing = true
        var body: some View {
            Text("Behind").padding(40)
                .sheet(isPresented: $showing) {
                    Button("Save") {}.help("Saves the document").padding(30)
                }
        }
    }

    @Test("A help tag inside a sheet shows in a tooltip over the sheet's window; a key in the sheet hides it")
    func helpTagInSheet() throws {
        let window = try PresentingWindow(HelpInSheet())
        let sheet = try #require(window.secondary.first, "no sheet")
        let surface = try #require(window.surfaces.first)
        let point = try #require(PresentingWindow.center(of: "Save", in: surface.displayList))
        sheet.hover(at: point)
        #expect(window.controller.helpTagDelay.isPending, "hovering the sheet's button arms the help tag")
        window.controller.helpTagDelay.fire()
        let tag = try #require(window.secondary.last)
        guard case .popup(let parent, let kind, let anchor, _) = tag.role else {
            Issue.record("not a popup: \(tag.role)")
            return
        }
        #expect(parent == sheet.nativeID && kind == .tooltip, "over the sheet, not the main window")
        #expect(anchor.minY == point.y && anchor.midX == point.x, "at the pointer in the sheet: \(anchor)")
        let texts = try #require(window.controller.helpTagSurface).displayList.items.compactMap { item -> String? in
            if case .text(let s, _, _, _, _) = item { s } else { nil }
        }
        #expect(texts == ["Saves the document"])
        sheet.type(.tab)
        #expect(window.controller.helpTagSurface == nil, "a key in the sheet hides the tag")
        #expect(window.secondary.count == 1)
    }

    @Test("A press or a key cancels a pending help tag")
    func helpTagCancelled() throws {
        let window = try PresentingWindow(Flavors())
        let point = try #require(PresentingWindow.center(of: "Chocolate", in: window.controller.displayList))
        window.window.hover(at: point)
        window.window.type(.tab)
        #expect(!window.controller.helpTagDelay.isPending)
        window.window.hover(at: CGPoint(x: 1, y: 1))
        window.window.hover(at: point)
        #expect(window.controller.helpTagDelay.isPending)
        window.controller.helpTagDelay.fire()
        #expect(window.secondary.count == 1)
        window.window.press(at: CGPoint(x: 1, y: 1))
        #expect(window.secondary.isEmpty)
    }

    struct When: View {
        @State var date = Date(timeIntervalSinceReferenceDate: 815_961_600)  // 2026-11-10 UTC
        var body: some View {
            DatePicker("When", selection: $date, displayedComponents: .date).datePickerStyle(.compact)
            .environment(\.locale, Locale(identifier: "en_GB"))
            .environment(\.timeZone, TimeZone(secondsFromGMT: 0)!)
            .padding(20)
        }
    }

    @Test("The compact date picker's calendar button opens the month calendar in a popover; a day click selects it")
    func compactCalendar() throws {
        let window = try PresentingWindow(When())
        let button = try #require(window.controller.displayList.items.compactMap { item -> CGRect? in
            if case .symbol("calendar", _, let frame, _) = item { return frame }
            return nil
        }.first, "no calendar button")
        window.window.click(at: CGPoint(x: button.midX, y: button.midY))
        let popup = try #require(window.secondary.first, "no popover")
        guard case .popup(_, let kind, _, _) = popup.role else {
            Issue.record("not a popup")
            return
        }
        #expect(kind == .popupMenu)
        #expect(window.presentedTexts.contains("November 2026"))
        try window.clickPresented("20")
        #expect(Array(window.texts.dropFirst().prefix(5)) == ["20", "/", "11", "/", "2026"], "\(window.texts)")
    }

    @Test("The colour picker's swatch opens a chooser with the palette and, with opacity support, an opacity slider")
    func colorChooser() throws {
        let window = try PresentingWindow(ColorProbe())
        let swatch = try #require(window.controller.displayList.items.compactMap { item -> CGRect? in
            if case .shape(_, .fill(_), _, let frame) = item, frame.size == CGSize(width: 30, height: 18) { return frame }
            return nil
        }.first)
        // The probe's own palette is in the window too: the chooser is the popup.
        window.window.click(at: CGPoint(x: swatch.midX, y: swatch.midY))
        let surface = try #require(window.surfaces.first, "no chooser")
        #expect(window.presentedTexts.contains("Opacity"))
        let blue = Color.blue.resolve(in: EnvironmentValues())
        let cell = try #require(surface.displayList.items.compactMap { item -> CGRect? in
            if case .shape(_, .fill(_), let color, let frame) = item, color == blue, frame.size == CGSize(width: 20, height: 20) {
                return frame
            }
            return nil
        }.first)
        try #require(window.secondary.first).click(at: CGPoint(x: cell.midX, y: cell.midY))
        #expect(window.texts.contains("Red \(blue.red)"))
        let translucentBlue = blue.withOpacity(0.5)
        #expect(window.controller.displayList.items.contains { item in
            if case .shape(_, .fill(_), let color, let frame) = item { return color == translucentBlue && frame.width == 30 }
            return false
        }, "the chooser keeps the opacity")

    }

    @Test("Without opacity support the chooser has no opacity slider")
    func colorChooserOpaque() throws {
        let window = try PresentingWindow(ColorProbe(supportsOpacity: false))
        let swatch = try #require(window.controller.displayList.items.compactMap { item -> CGRect? in
            if case .shape(_, .fill(_), _, let frame) = item, frame.size == CGSize(width: 30, height: 18) { return frame }
            return nil
        }.first)
        window.window.click(at: CGPoint(x: swatch.midX, y: swatch.midY))
        #expect(window.surfaces.count == 1)
        #expect(!window.presentedTexts.contains("Opacity"))
    }
}
