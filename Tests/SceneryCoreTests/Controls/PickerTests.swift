@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

/// A picker of three flavours (options from a `ForEach`'s ids) in `style`, and the choice.
struct FlavorPicker<Style: PickerStyle>: View {
    let style: Style
    @State var flavor = "Vanilla"
    var disabled = false

    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate", "Mint"], id: \.self) { Text($0) }
            }
            .pickerStyle(style)
            .disabled(disabled)
            Text("Chosen: \(flavor)")
        }
    }
}

/// A radio-group picker over an optional selection with tags of several types.
struct TaggedPicker: View {
    @State var number: Int? = 1

    var body: some View {
        VStack {
            Picker("Number", selection: $number) {
                Text("None").tag(nil as Int?)
                Text("One").tag(1)
                Text("Two").tag(2, includeOptional: false)
                Text("Three").tag("3")
                Text("Four").tag(Optional(4))
            }
            .pickerStyle(.radioGroup)
            Text("Number: \(number.map(String.init) ?? "none")")
        }
    }
}

@Suite("Picker: options from tags and ForEach ids; segmented, radio group and menu looks; clicks and keys")
@MainActor
struct PickerTests {
    private let accent = EnvironmentValues().tint.resolve(in: EnvironmentValues())

    @Test("Segmented: the selected segment is filled with the accent colour and its label is white; a click selects another")
    func segmentedClick() throws {
        let window = try HeadlessWindow(FlavorPicker(style: .segmented))
        #expect(window.texts.contains("Chosen: Vanilla"))
        let highlight = try #require(window.filledShapes(accent).first)
        #expect(highlight.contains(try #require(window.center(of: "Vanilla"))))
        #expect(window.textColor("Vanilla")?.red == 1, "the selected label is white")
        #expect(window.textColor("Chocolate")?.red != 1)
        window.window.click(at: try #require(window.center(of: "Chocolate")))
        #expect(window.texts.contains("Chosen: Chocolate"))
        #expect(try #require(window.filledShapes(accent).first).contains(try #require(window.center(of: "Chocolate"))))
    }

    @Test("Segmented: all segments as wide as the widest, on one track, the label before them")
    func segmentedLayout() throws {
        let window = try HeadlessWindow(FlavorPicker(style: .segmented))
        let track = try #require(window.filledShapes(Color(white: 0.88)).first)
        let label = try #require(window.textFrame("Flavor"))
        #expect(track.minX == label.maxX + CGFloat(8))
        let highlight = try #require(window.filledShapes(accent).first)
        #expect(abs(highlight.width * 3 - track.width) < 0.01)
        #expect(highlight.height == track.height)
    }

    @Test("Segmented: Tab focuses the picker; Right and Left move the selection, stopping at the ends")
    func segmentedKeys() throws {
        let window = try HeadlessWindow(FlavorPicker(style: .segmented))
        window.window.type(.rightArrow)
        #expect(window.texts.contains("Chosen: Vanilla"), "keys need the focus")
        window.tab()
        #expect(window.focusRings.count == 1)
        window.window.type(.rightArrow)
        #expect(window.texts.contains("Chosen: Chocolate"))
        window.window.type(.rightArrow)
        window.window.type(.rightArrow)
        #expect(window.texts.contains("Chosen: Mint"))
        window.window.type(.leftArrow)
        #expect(window.texts.contains("Chosen: Chocolate"))
        window.window.type(.downArrow)
        #expect(window.texts.contains("Chosen: Chocolate"), "Up and Down are not the segments' keys")
    }

    @Test("Clicking a segment focuses the picker, so the arrows work after it")
    func clickFocuses() throws {
        let window = try HeadlessWindow(FlavorPicker(style: .palette))
        window.window.click(at: try #require(window.center(of: "Mint")))
        #expect(window.texts.contains("Chosen: Mint"))
        window.window.type(.leftArrow)
        #expect(window.texts.contains("Chosen: Chocolate"))
    }

    @Test("Radio group: one radio button per option in a column; a click and Up/Down select")
    func radioGroup() throws {
        let window = try HeadlessWindow(FlavorPicker(style: .radioGroup))
        let vanilla = try #require(window.textFrame("Vanilla")), mint = try #require(window.textFrame("Mint"))
        #expect(vanilla.minX == mint.minX && mint.minY > vanilla.maxY, "a column")
        let flavorLabel = try #require(window.textFrame("Flavor"))
        #expect(vanilla.minY == flavorLabel.minY, "the label on the first option's line")
        let dot = try #require(window.filledShapes(accent).first)
        #expect(dot.size == CGSize(width: 14, height: 14))
        #expect(dot.maxX + CGFloat(6) == vanilla.minX)
        window.window.click(at: try #require(window.center(of: "Mint")))
        #expect(window.texts.contains("Chosen: Mint"))
        #expect(try #require(window.filledShapes(accent).first).midY == mint.midY)
        window.window.type(.upArrow)
        #expect(window.texts.contains("Chosen: Chocolate"))
        window.window.type(.downArrow)
        window.window.type(.downArrow)
        #expect(window.texts.contains("Chosen: Mint"))
    }

    @Test("Inline and wheel are drawn as the radio group")
    func inlineAndWheel() throws {
        for window in [try HeadlessWindow(FlavorPicker(style: .inline)), try HeadlessWindow(FlavorPicker(style: .wheel))] {
            #expect(window.filledShapes(accent).first?.size == CGSize(width: 14, height: 14))
            window.window.click(at: try #require(window.center(of: "Chocolate")))
            #expect(window.texts.contains("Chosen: Chocolate"))
        }
    }

    @Test("Menu (and automatic): a button with the selected label and an up-down chevron, as wide as the widest option; a click opens the options' menu")
    func menu() throws {
        for window in [try HeadlessWindow(FlavorPicker(style: .menu)), try HeadlessWindow(FlavorPicker(style: .automatic))] {
            #expect(window.texts.contains("Vanilla"))
            #expect(!window.texts.contains("Chocolate") && !window.texts.contains("Mint"), "only the selection shows")
            let button = try #require(window.filledShapes(Color(white: 0.88)).first)
            let chevron = window.items.contains { if case .shape(_, .stroke(let s), _, let frame) = $0, s.lineWidth == 1.5, button.contains(frame) { true } else { false } }
            #expect(chevron)
            window.window.click(at: CGPoint(x: button.midX, y: button.midY))
            #expect(window.focusRings.count == 1, "a click focuses the menu picker")
            let menu = try #require(window.backend.secondaryWindows.first, "the click opened no menu")
            menu.type(.downArrow)
            menu.type(.return)
            #expect(window.backend.secondaryWindows.isEmpty)
            #expect(window.texts.contains("Chosen: Chocolate"))
            #expect(window.texts.contains("Chocolate") && !window.texts.contains("Vanilla"))
            #expect(window.filledShapes(Color(white: 0.88)).first == button, "the button keeps its size")
            window.window.type(.upArrow)
            try #require(window.backend.secondaryWindows.first, "Up opened no menu").type(.escape)
            #expect(window.texts.contains("Chosen: Chocolate"), "Escape changes nothing")
        }
    }

    @Test("The menu button carries the options for a menu: labels, the selection, and an action that selects")
    func menuItems() throws {
        let window = try HeadlessWindow(FlavorPicker(style: .menu))
        var found: PickerMenuButtonNode?
        window.controller.rootNode?.forEachNode { if let node = $0 as? PickerMenuButtonNode { found = node } }
        let menu = try #require(found).menu
        #expect(menu.items.count == 3)
        #expect(menu.items.map(\.isSelected) == [true, false, false])
        menu.select(2)
        window.controller.updateViews()
        #expect(window.texts.contains("Chosen: Mint"))
    }

    @Test("Tags: a tag of the selection's type or of its wrapped type selects; includeOptional: false and other types do not")
    func tagTypes() throws {
        let window = try HeadlessWindow(TaggedPicker())
        #expect(window.texts.contains("Number: 1"))
        window.window.click(at: try #require(window.center(of: "Two")))
        #expect(window.texts.contains("Number: 1"), "includeOptional: false does not match Int?")
        window.window.click(at: try #require(window.center(of: "Three")))
        #expect(window.texts.contains("Number: 1"), "a String tag does not match Int?")
        window.window.click(at: try #require(window.center(of: "Four")))
        #expect(window.texts.contains("Number: 4"))
        window.window.click(at: try #require(window.center(of: "None")))
        #expect(window.texts.contains("Number: none"))
        window.window.click(at: try #require(window.center(of: "One")))
        #expect(window.texts.contains("Number: 1"))
    }

    @Test("Keys skip options that cannot be selected")
    func keysSkipUnselectable() throws {
        let window = try HeadlessWindow(TaggedPicker())
        window.tab()
        window.window.type(.downArrow)
        #expect(window.texts.contains("Number: 4"), "Two and Three are skipped")
    }

    @Test("A disabled picker is faded, ignores clicks and is not a focus stop")
    func disabled() throws {
        let window = try HeadlessWindow(FlavorPicker(style: .segmented, disabled: true))
        #expect(window.opacityGroups(0.4).count == 1)
        window.window.click(at: try #require(window.center(of: "Mint")))
        #expect(window.texts.contains("Chosen: Vanilla"))
        window.tab()
        #expect(window.focusRings.isEmpty)
    }

    @Test("Picker(_:systemImage:selection:content:) shows a symbol label; Picker(selection:content:label:) a custom one")
    func labels() throws {
        struct Labels: View {
            @State var value = 1
            var body: some View {
                VStack {
                    Picker("Size", systemImage: "textformat.size", selection: $value) { Text("Small").tag(1) }
                    Picker(selection: $value) { Text("Small").tag(1) } label: { Text("Custom") }
                }
            }
        }
        let window = try HeadlessWindow(Labels())
        #expect(window.symbols.contains { $0.name == "textformat.size" })
        #expect(window.texts.contains("Custom") && window.texts.contains("Size"))
    }

    @Test("currentValueLabel replaces the selected label on the menu button")
    func currentValueLabel() throws {
        struct Current: View {
            @State var value = 1
            var body: some View {
                Picker("Size", selection: $value) { Text("Small").tag(1) } currentValueLabel: { Text("S") }
            }
        }
        let window = try HeadlessWindow(Current())
        #expect(window.texts.contains("S") && !window.texts.contains("Small"))
    }

    @Test("Segmented and radio looks in light and dark: the selection in the accent colour, labels readable")
    func pixels() throws {
        for scheme in [ColorScheme.light, .dark] {
            let snapshot = HeadlessSnapshot(
                of: VStack(spacing: 20) {
                    FlavorPicker(style: .segmented)
                    FlavorPicker(style: .radioGroup)
                    FlavorPicker(style: .menu)
                }
                .padding()
                .preferredColorScheme(scheme))
            snapshot.image.writePNG(to: TestArtifacts.path("pickers-\(scheme).png"))
            let image = snapshot.image
            func isAccent(_ x: Int, _ y: Int) -> Bool {
                let c = image.rgb(x: x, y: y)
                return c.blue > 200 && c.red < 60
            }
            // The selected segment: accent around its white label.
            let vanilla = snapshot.items.filter { $0.kind == "text" && $0.content == "Vanilla" }
            #expect(vanilla.count == 3)
            let segment = vanilla[0]
            #expect(isAccent(Int(segment.x) - 4, Int(segment.y + segment.height / 2)), "\(scheme): segment highlight")
            let white = image.count(x: Int(segment.x), y: Int(segment.y), width: Int(segment.width), height: Int(segment.height)) {
                image.luminance(x: $0, y: $1) > 200
            }
            #expect(white > 20, "\(scheme): \(white) white label pixels")
            // An unselected segment is the track's grey, not the accent.
            let chocolate = try #require(snapshot.text("Chocolate"))
            #expect(!isAccent(Int(chocolate.x) - 4, Int(chocolate.y + chocolate.height / 2)))
            // The selected radio button: accent ring, white dot.
            let radio = vanilla[1]
            let middle = Int(radio.y + radio.height / 2)
            #expect(isAccent(Int(radio.x) - 6 - 12, middle), "\(scheme): radio fill")
            #expect(image.luminance(x: Int(radio.x) - 6 - 7, y: middle) > 240, "\(scheme): radio dot")
            // The menu button's label contrasts with its fill.
            let menu = vanilla[2]
            let fill = image.luminance(x: Int(menu.x) - 4, y: Int(menu.y + menu.height / 2))
            let glyphs = image.count(x: Int(menu.x), y: Int(menu.y), width: Int(menu.width), height: Int(menu.height)) {
                abs(image.luminance(x: $0, y: $1) - fill) > 80
            }
            #expect(glyphs > 20, "\(scheme): \(glyphs) menu label pixels")
        }
    }
}
