@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A list of five names over a single optional selection, with a probe for it.
private struct SingleList: View {
    let probe: Probe
    @State var selection: String?
    var body: some View {
        let _ = { probe.actions["select C"] = { selection = "C" }; probe.actions["select missing"] = { selection = "Z" } }()
        let _ = probe.record("selection \(selection ?? "nil")")
        List(["A", "B", "C", "D", "E"], id: \.self, selection: $selection) { name in
            Text(name)
        }
    }
}

/// A list over a set selection.
private struct MultipleList: View {
    let probe: Probe
    @State var selection: Set<Int> = []
    var body: some View {
        let _ = probe.record("selection \(selection.sorted().map(String.init).joined(separator: ","))")
        List(selection: $selection) {
            ForEach(0..<6, id: \.self) { number in
                Text("Row \(number)")
            }
        }
    }
}

extension HeadlessWindow {
    /// The colour of the selection highlight drawn behind the text `string`, if any.
    func highlight(behind string: String) -> Color? {
        guard let center = center(of: string) else { return nil }
        var found: Color?
        for item in controller.displayList.items {
            if case .text(let text, _, _, _, _) = item, text == string { return found }
            if case .shape(_, .fill, let color, let frame) = item, frame.contains(center), frame.width > 14 { found = color }
        }
        return nil
    }

    /// The colour the text `string` is drawn in.
    func textColor(of string: String) -> Color? {
        for item in controller.displayList.items {
            if case .text(let text, _, let color, _, _) = item, text == string { return color }
        }
        return nil
    }
}

@Suite("List selection: clicks, keys, highlight", .probes)
@MainActor
struct ListSelectionTests {
    @Test("R52: a click selects a row; a programmatic change moves the highlight")
    func clickAndProgrammatic() throws {
        let probe = Probe()
        let window = try HeadlessWindow(SingleList(probe: probe))
        window.window.setFocused(true)
        #expect(window.highlight(behind: "B") == nil)
        window.window.click(at: try #require(window.center(of: "B")))
        #expect(probe.log.last == "selection B")
        #expect(window.highlight(behind: "B") != nil)
        #expect(window.highlight(behind: "A") == nil)
        probe.run("select C")
        window.controller.updateViews()
        #expect(window.highlight(behind: "C") != nil)
        #expect(window.highlight(behind: "B") == nil)
    }

    @Test("A selection value that no row has highlights nothing")
    func missingValue() throws {
        let probe = Probe()
        let window = try HeadlessWindow(SingleList(probe: probe))
        probe.run("select missing")
        window.controller.updateViews()
        #expect(probe.log.last == "selection Z")
        for name in ["A", "B", "C", "D", "E"] { #expect(window.highlight(behind: name) == nil) }
        // Keys start from the first row when the selection is on no row.
        window.window.setFocused(true)
        window.window.click(at: try #require(window.center(of: "A")), modifiers: .control)
        #expect(probe.log.last == "selection A")
    }

    @Test("Focused: accent highlight and white text; unfocused: a calm grey and the text's own colour")
    func focusedLook() throws {
        let probe = Probe()
        let window = try HeadlessWindow(SingleList(probe: probe))
        window.window.setFocused(true)
        window.window.click(at: try #require(window.center(of: "B")))
        let accent = Color.accentColor.resolve(in: EnvironmentValues())
        #expect(window.highlight(behind: "B") == accent, "the click focused the list")
        #expect(window.textColor(of: "B") == Color(white: 1, opacity: 1))
        #expect(window.textColor(of: "A") != Color(white: 1, opacity: 1))
        // Another window takes the keyboard: the highlight turns grey and the text dark.
        window.window.setFocused(false)
        let grey = try #require(window.highlight(behind: "B"))
        #expect(grey != accent)
        #expect(grey.red == grey.green && grey.green == grey.blue)
        #expect(window.textColor(of: "B") != Color(white: 1, opacity: 1))
    }

    @Test("Set selection: a click replaces, Control-click toggles, Shift-click extends from the anchor")
    func multipleClicks() throws {
        let probe = Probe()
        let window = try HeadlessWindow(MultipleList(probe: probe))
        window.window.setFocused(true)
        window.window.click(at: try #require(window.center(of: "Row 1")))
        #expect(probe.log.last == "selection 1")
        window.window.click(at: try #require(window.center(of: "Row 3")), modifiers: .control)
        #expect(probe.log.last == "selection 1,3")
        window.window.click(at: try #require(window.center(of: "Row 1")), modifiers: .control)
        #expect(probe.log.last == "selection 3")
        window.window.click(at: try #require(window.center(of: "Row 5")), modifiers: .shift)
        #expect(probe.log.last == "selection 3,4,5")
        window.window.click(at: try #require(window.center(of: "Row 2")))
        #expect(probe.log.last == "selection 2")
        for name in ["Row 0", "Row 1", "Row 3"] { #expect(window.highlight(behind: name) == nil) }
        #expect(window.highlight(behind: "Row 2") != nil)
    }

    @Test("Keys: Down, Up, End, Home move the selection (X11 arrows carry .function); Shift extends a set")
    func keyboard() throws {
        let probe = Probe()
        let window = try HeadlessWindow(MultipleList(probe: probe))
        window.window.setFocused(true)
        window.window.click(at: try #require(window.center(of: "Row 1")))
        window.window.type(.downArrow, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection 2")
        window.window.type(.upArrow, characters: "", modifiers: .function)
        window.window.type(.upArrow, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection 0")
        window.window.type(.upArrow, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection 0", "Up on the first row stays")
        window.window.type(.downArrow, characters: "", modifiers: [.function, .shift])
        window.window.type(.downArrow, characters: "", modifiers: [.function, .shift])
        #expect(probe.log.last == "selection 0,1,2")
        window.window.type(.end, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection 5")
        window.window.type(.home, characters: "", modifiers: [.function, .shift])
        #expect(probe.log.last == "selection 0,1,2,3,4,5")
        window.window.type(.downArrow, characters: "", modifiers: [.function, .control])
        #expect(probe.log.last == "selection 0,1,2,3,4,5", "Control+Down is not the list's")
    }

    @Test("Tab gives the list the focus; keys then move its selection")
    func tabFocuses() throws {
        let probe = Probe()
        let window = try HeadlessWindow(SingleList(probe: probe))
        window.window.setFocused(true)
        window.window.type(.downArrow, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection nil", "not focused yet")
        window.window.type(.tab)
        window.window.type(.downArrow, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection A")
        window.window.type(.downArrow, characters: "", modifiers: .function)
        #expect(probe.log.last == "selection B")
        #expect(window.highlight(behind: "B") == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @Test("R54: a NavigationLink(value:) row in a list whose selection has the value's type selects instead of pushing")
    func linkRowSelects() throws {
        struct Sidebar: View {
            let probe: Probe
            @State var selection: String?
            var body: some View {
                let _ = probe.record("selection \(selection ?? "nil")")
                NavigationStack {
                    List(["Mint", "Teal"], id: \.self, selection: $selection) { name in
                        NavigationLink(name, value: name)
                    }
                    .navigationDestination(for: String.self) { Text("Pushed \($0)") }
                }
            }
        }
        let probe = Probe()
        let window = try HeadlessWindow(Sidebar(probe: probe))
        window.window.setFocused(true)
        window.window.click(at: try #require(window.center(of: "Teal")))
        #expect(probe.log.last == "selection Teal")
        #expect(!window.texts.contains("Pushed Teal"))
        #expect(window.highlight(behind: "Teal") != nil)
    }

    @Test("A link row in a list without selection pushes and looks like a row with a chevron")
    func linkRowPushes() throws {
        let window = try HeadlessWindow(NavigationStack {
            List(["Mint", "Teal"], id: \.self) { name in NavigationLink(name, value: name) }
                .navigationDestination(for: String.self) { Text("Pushed \($0)") }
        })
        let teal = try #require(window.center(of: "Teal"))
        let strokes = window.controller.displayList.items.filter { item in
            if case .shape(_, .stroke, _, let frame) = item { frame.midY > teal.y - 10 && frame.midY < teal.y + 10 } else { false }
        }
        #expect(strokes.count == 1, "a chevron, not a button border: \(strokes)")
        let veils = window.controller.displayList.items.filter { item in
            if case .shape(_, .fill, _, let frame) = item { frame.contains(teal) } else { false }
        }
        #expect(veils.isEmpty, "no bordered button behind the row")
        let chevron = try #require(strokes.first?.frame)
        window.window.click(at: CGPoint(x: chevron.minX - 12, y: teal.y))
        #expect(window.texts.contains("Pushed Teal"), "the whole row is the link")
    }

    @Test("10,000 rows: End selects the last row, builds only a few rows and scrolls it into view")
    func tenThousandRows() throws {
        struct Big: View {
            let probe: Probe
            @State var selection: Int?
            var body: some View {
                let _ = probe.record("selection \(selection.map(String.init) ?? "nil")")
                List(0..<10_000, selection: $selection) { number in
                    Counted(probe: probe, number: number)
                }
            }
        }
        struct Counted: View {
            let probe: Probe
            let number: Int
            var body: some View {
                let _ = probe.record("row")
                Text("Item \(number)")
            }
        }
        let probe = Probe()
        let window = try HeadlessWindow(Big(probe: probe).frame(width: 300, height: 400))
        window.window.setFocused(true)
        window.window.click(at: try #require(window.center(of: "Item 2")))
        let before = probe.log.filter { $0 == "row" }.count
        window.window.type(.end, characters: "", modifiers: .function)
        #expect(probe.log.last(where: { $0.hasPrefix("selection") }) == "selection 9999")
        let built = probe.log.filter { $0 == "row" }.count - before
        #expect(built < 100, "built \(built) rows")
        #expect(window.texts.contains("Item 9999"), "the last row scrolled into view")
        #expect(window.highlight(behind: "Item 9999") != nil)
        window.window.type(.pageUp, characters: "", modifiers: .function)
        let page = probe.log.last(where: { $0.hasPrefix("selection") })
        #expect(page != "selection 9999" && page != "selection 9998", "a page is more than one row: \(page ?? "")")
        window.window.type(.home, characters: "", modifiers: .function)
        #expect(probe.log.last(where: { $0.hasPrefix("selection") }) == "selection 0")
        #expect(window.texts.contains("Item 0"))
    }

    @Test("Pixels: the focused highlight is the accent colour behind white text, in light and dark")
    func highlightPixels() throws {
        for scheme in [ColorScheme.light, .dark] {
            let probe = Probe()
            let window = try HeadlessWindow(SingleList(probe: probe).frame(width: 300, height: 200).environment(\.colorScheme, scheme))
            window.window.setFocused(true)
            let point = try #require(window.center(of: "B"))
            window.window.click(at: point)
            let image = try #require(window.window.image)
            let scale = Int(window.backend.displayScale)
            // A point of the row right of the text: the accent colour.
            let accent = Color.accentColor.resolve(in: { var e = EnvironmentValues(); e.colorScheme = scheme; return e }())
            let sample = image.rgb(x: 200 * scale, y: Int(point.y) * scale)
            #expect(abs(sample.red - Int(accent.red * 255)) < 8 && abs(sample.blue - Int(accent.blue * 255)) < 8,
                    "\(scheme): \(sample)")
            // The text's pixels are white on it.
            let textFrame = try #require(window.controller.displayList.items.compactMap { item -> CGRect? in
                if case .text("B", _, _, let frame, _) = item { frame } else { nil }
            }.first)
            let whites = image.count(
                x: Int(textFrame.minX) * scale, y: Int(textFrame.minY) * scale,
                width: Int(textFrame.width) * scale, height: Int(textFrame.height) * scale
            ) { x, y in image.luminance(x: x, y: y) > 230 }
            #expect(whites > 0, "\(scheme): white text")
            // An unselected row keeps the list's background.
            let other = try #require(window.center(of: "D"))
            let plain = image.rgb(x: 200 * scale, y: Int(other.y) * scale)
            #expect(abs(plain.red - plain.blue) < 8, "\(scheme): no accent behind D: \(plain)")
        }
    }
}

/// A list whose body passes only the binding (it never reads the selection itself).
private struct BindingOnly: View {
    @State var selection: Int?
    var body: some View {
        List(0..<100, selection: $selection) { index in
            Text("Item \(index)")
        }
        .frame(width: 300, height: 300)
    }
}

@Suite("List selection: updates", .probes)
@MainActor
struct ListSelectionUpdateTests {
    @Test("R52: the highlight follows the selection when the body passes only the binding")
    func bindingOnly() throws {
        let window = try HeadlessWindow(BindingOnly())
        window.window.setFocused(true)
        window.window.click(at: try #require(window.center(of: "Item 1")))
        #expect(window.highlight(behind: "Item 1") != nil)
        window.window.type(.downArrow, characters: "", modifiers: .function)
        #expect(window.highlight(behind: "Item 2") != nil)
        #expect(window.highlight(behind: "Item 1") == nil)
    }
}

@Suite("List link rows and the keyboard", .probes)
@MainActor
struct ListLinkKeyTests {
    @Test("R31: Tab reaches a link row in a list without selection; Return pushes its value")
    func tabAndReturn() throws {
        let window = try HeadlessWindow(NavigationStack {
            List(["Mint", "Teal"], id: \.self) { name in NavigationLink(name, value: name) }
                .navigationDestination(for: String.self) { Text("Pushed \($0)") }
        }.frame(width: 300, height: 200))
        window.window.setFocused(true)
        window.window.type(.tab)
        window.window.type(.tab)
        window.window.type(.return, characters: "\r")
        #expect(window.texts.contains("Pushed Teal"))
    }
}
