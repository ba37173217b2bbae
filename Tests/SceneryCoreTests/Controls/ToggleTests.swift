@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

/// A Boolean in state, the view made from its binding, and a text saying its value.
struct Switchable<Content: View>: View {
    @State var isOn: Bool
    let content: (Binding<Bool>) -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            content($isOn)
            Text(isOn ? "state on" : "state off")
        }
        .padding(10)
    }
}

/// A toggle style drawn as a text saying the state, which flips the binding when tapped.
struct WordToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isMixed ? "[mixed]" : configuration.isOn ? "[yes]" : "[no]")
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

/// Draws the toggle with the style around it, with a red border.
struct BorderedAroundToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).border(Color.red)
    }
}

/// Two settings and a toggle for both (`Toggle(sources:isOn:)`).
struct Alarms: View {
    @State var morning = true
    @State var evening = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("All", sources: [$morning, $evening], isOn: \.self)
            Text((morning ? "1" : "0") + (evening ? "1" : "0"))
        }
        .toggleStyle(WordToggleStyle())
    }
}

@Suite("Toggle: styles, mouse and keyboard, states")
@MainActor
struct ToggleTests {
    private var accent: Color { Color.accentColor.light }

    @Test("Toggle(_:isOn:) is a checkbox by default: a 16-point box, 6 points, then the label; white with an edge when off, the tint when on")
    func checkboxLook() throws {
        let window = try HeadlessWindow(Switchable(isOn: false) { Toggle("Wi-Fi", isOn: $0) })
        let label = try #require(window.textFrame("Wi-Fi"))
        let box = try #require(window.filledShapes(Color.white).first, "\(window.items)")
        #expect(box.size == CGSize(width: 16, height: 16))
        #expect(label.minX == box.maxX + CGFloat(6))
        #expect(abs(box.midY - label.midY) < 0.5)
        #expect(window.filledShapes(accent).isEmpty)
        window.window.click(at: CGPoint(x: box.midX, y: box.midY))
        #expect(window.texts.contains("state on"))
        #expect(window.filledShapes(accent).map(\.size) == [box.size], "filled with the tint when on")
        #expect(window.filledShapes(Color.white).isEmpty)
        let marks = window.items.filter { if case .shape(_, .stroke, let c, _) = $0, c == Color.white { true } else { false } }
        #expect(marks.count == 1, "a white check mark")
    }

    @Test("A click on the label flips it too; a disabled toggle takes no click and is faded")
    func labelClickAndDisabled() throws {
        let window = try HeadlessWindow(Switchable(isOn: true) { Toggle("Bluetooth", isOn: $0) })
        try window.press("Bluetooth")
        window.window.release(at: try #require(window.center(of: "Bluetooth")))
        #expect(window.texts.contains("state off"))

        let disabled = try HeadlessWindow(Switchable(isOn: true) { Toggle("Bluetooth", isOn: $0).disabled(true) })
        disabled.window.click(at: try #require(disabled.center(of: "Bluetooth")))
        #expect(disabled.texts.contains("state on"))
        #expect(disabled.opacityGroups(0.4).count == 1)
    }

    @Test("The pressed look shows while the mouse button is held; releasing outside cancels")
    func pressedLook() throws {
        let window = try HeadlessWindow(Switchable(isOn: false) { Toggle("Wi-Fi", isOn: $0) })
        let veil = Color.controlPressedVeil.light
        let box = try #require(window.filledShapes(Color.white).first)
        window.window.press(at: CGPoint(x: box.midX, y: box.midY))
        #expect(window.filledShapes(veil) == [box])
        window.window.release(at: CGPoint(x: 300, y: 300))
        #expect(window.filledShapes(veil).isEmpty)
        #expect(window.texts.contains("state off"))
    }

    @Test("Tab focuses the toggle (the ring around the box); Space shows it pressed and flips it when it comes up; Return flips it")
    func keyboard() throws {
        let window = try HeadlessWindow(Switchable(isOn: false) { Toggle("Wi-Fi", isOn: $0) })
        let box = try #require(window.filledShapes(Color.white).first)
        window.window.type(.tab)
        let ring = window.items.compactMap { if case .shape(_, .stroke(let s), _, let frame) = $0, s.lineWidth == 3 { frame } else { nil } }
        #expect(ring == [box.insetBy(dx: -2, dy: -2)], "the focus ring goes around the checkbox")
        window.window.key(KeyPress(phase: .down, key: .space, characters: " ", modifiers: []))
        #expect(window.filledShapes(Color.controlPressedVeil.light).count == 1, "pressed while Space is held")
        #expect(window.texts.contains("state off"))
        window.window.key(KeyPress(phase: .up, key: .space, characters: " ", modifiers: []))
        #expect(window.texts.contains("state on"))
        window.window.type(.return)
        #expect(window.texts.contains("state off"))
    }

    @Test(".switch: the label, 8 points, a 40 × 22 track; the knob at the leading end when off, trailing and on the tint when on")
    func switchLook() throws {
        let window = try HeadlessWindow(Switchable(isOn: false) { Toggle("Dark", isOn: $0).toggleStyle(.switch) })
        let label = try #require(window.textFrame("Dark"))
        let track = try #require(window.filledShapes(Color.switchTrack.light).first)
        #expect(track.size == CGSize(width: 40, height: 22))
        #expect(track.minX == label.maxX + CGFloat(8))
        let knobOff = try #require(window.filledShapes(Color.white).first)
        #expect(knobOff == CGRect(x: track.minX + 2, y: track.minY + 2, width: 18, height: 18))
        window.window.click(at: CGPoint(x: track.midX, y: track.midY))
        #expect(window.texts.contains("state on"))
        #expect(window.filledShapes(accent) == [track])
        let knobOn = try #require(window.filledShapes(Color.white).first)
        #expect(knobOn.maxX == track.maxX - CGFloat(2))
    }

    @Test(".tint colours the on switch and checkbox; controlSize scales them")
    func tintAndSize() throws {
        let green = Color.green.light
        let window = try HeadlessWindow(Switchable(isOn: true) { isOn in
            VStack {
                Toggle("A", isOn: isOn).toggleStyle(.switch)
                Toggle("B", isOn: isOn).toggleStyle(.checkbox)
            }.tint(.green)
        })
        #expect(window.filledShapes(green).map(\.size) == [CGSize(width: 40, height: 22), CGSize(width: 16, height: 16)])
        let small = try HeadlessWindow(Switchable(isOn: true) { isOn in
            VStack {
                Toggle("A", isOn: isOn).toggleStyle(.switch)
                Toggle("B", isOn: isOn)
            }.controlSize(.small)
        })
        #expect(small.filledShapes(accent).map(\.size) == [CGSize(width: 32, height: 18), CGSize(width: 12, height: 12)])
    }

    @Test(".button: the label on a bordered button, darker while on")
    func buttonLook() throws {
        let window = try HeadlessWindow(Switchable(isOn: false) { Toggle("Bold", isOn: $0).toggleStyle(.button) })
        let off = Color.controlFill.light
        let on = Color.controlPressedVeil.light.over(off)
        let chrome = try #require(window.filledShapes(off).first)
        let label = try #require(window.textFrame("Bold"))
        #expect(chrome.width == label.width + CGFloat(24) && chrome.height == label.height + CGFloat(10))
        window.window.click(at: CGPoint(x: chrome.midX, y: chrome.midY))
        #expect(window.texts.contains("state on"))
        #expect(window.filledShapes(on).map(\.size) == [chrome.size], "stays pressed while on")
        #expect(window.filledShapes(off).isEmpty)
    }

    @Test("A custom ToggleStyle gets the label, isOn and $isOn; Toggle(configuration) in a style draws the style around it")
    func customStyle() throws {
        let window = try HeadlessWindow(Switchable(isOn: false) { Toggle("Mute", isOn: $0).toggleStyle(WordToggleStyle()) })
        #expect(window.texts.contains("Mute") && window.texts.contains("[no]"))
        window.window.click(at: try #require(window.center(of: "[no]")))
        #expect(window.texts.contains("[yes]") && window.texts.contains("state on"))

        let nested = try HeadlessWindow(Switchable(isOn: false) { isOn in
            Toggle("Mute", isOn: isOn).toggleStyle(BorderedAroundToggleStyle()).toggleStyle(.switch)
        })
        // The switch look (the style around), inside a red border.
        #expect(nested.filledShapes(Color.switchTrack.light).count == 1)
        let border = nested.items.filter { if case .shape(_, _, let c, _) = $0, c == Color.red.light { true } else { false } }
        #expect(border.count == 1, "a red border around it: \(nested.items)")
    }

    @Test("Toggle(sources:isOn:) is mixed when some sources are on, and sets them all")
    func sources() throws {
        let window = try HeadlessWindow(Alarms())
        #expect(window.texts.contains("[mixed]") && window.texts.contains("10"))
        window.window.click(at: try #require(window.center(of: "[mixed]")))
        #expect(window.texts.contains("[yes]") && window.texts.contains("11"))
        window.window.click(at: try #require(window.center(of: "[yes]")))
        #expect(window.texts.contains("[no]") && window.texts.contains("00"))
    }

    @Test("A mixed checkbox draws a dash; labelsHidden() leaves the box alone")
    func mixedAndHidden() throws {
        let window = try HeadlessWindow(Switchable(isOn: false) { _ in
            Toggle("All", sources: [Binding.constant(true), .constant(false)], isOn: \.self).labelsHidden()
        })
        #expect(!window.texts.contains("All"))
        #expect(window.filledShapes(accent).count == 1, "mixed is filled")
        let dash = window.items.compactMap { if case .shape(let path, .stroke, let c, _) = $0, c == Color.white { path } else { nil } }
        #expect(dash.count == 1)
    }

    @Test("Hover: the checkbox under the pointer is highlighted, and not after the pointer leaves")
    func hover() throws {
        let window = try HeadlessWindow(Switchable(isOn: false) { Toggle("Wi-Fi", isOn: $0) })
        let highlight = Color(white: 0, opacity: 0.06)
        let box = try #require(window.filledShapes(Color.white).first)
        #expect(window.filledShapes(highlight).isEmpty)
        window.window.hover(at: CGPoint(x: box.midX, y: box.midY))
        #expect(window.filledShapes(highlight) == [box])
        window.window.hover(at: nil)
        #expect(window.filledShapes(highlight).isEmpty)
    }

    @Test("Pixels: off, on, pressed, focused and disabled checkboxes and switches, light and dark")
    func pixels() throws {
        for scheme in [ColorScheme.light, .dark] {
            func image(_ isOn: Bool, _ style: some ToggleStyle, disabled: Bool = false, act: (HeadlessWindow) -> Void = { _ in })
                throws -> (RasterImage, CGRect) {
                let window = try HeadlessWindow(Switchable(isOn: isOn) { Toggle("Option", isOn: $0).toggleStyle(style).disabled(disabled) }
                    .preferredColorScheme(scheme))
                act(window)
                let indicator = try #require(window.items.compactMap {
                    if case .shape(_, .fill, _, let frame) = $0, frame.width >= 16, frame.height >= 16 { frame } else { nil }
                }.first)
                return (try #require(window.window.image), indicator)
            }
            let background = scheme == .light ? 250.0 : 50.0
            // A checkbox: off is a light face; on is the blue tint with a white mark.
            let (off, box) = try image(false, .checkbox)
            off.writePNG(to: TestArtifacts.path("toggle-checkbox-off-\(scheme).png"))
            let offFace = off.luminance(x: Int(box.minX) + 3, y: Int(box.minY) + 3)
            #expect(offFace > 200, "\(scheme): the off box is light (\(offFace))")
            let (on, _) = try image(true, .checkbox)
            on.writePNG(to: TestArtifacts.path("toggle-checkbox-on-\(scheme).png"))
            let tint = on.rgb(x: Int(box.minX) + 2, y: Int(box.minY) + 2)
            #expect(tint.blue > 200 && tint.red < 40, "\(scheme): on is the tint \(tint)")
            let white = on.count(x: Int(box.minX), y: Int(box.minY), width: 16, height: 16) { on.luminance(x: $0, y: $1) > 240 }
            #expect(white > 8, "\(scheme): a white check mark (\(white) pixels)")
            // Pressed: darker than at rest.
            let (pressed, _) = try image(false, .checkbox) { $0.window.press(at: CGPoint(x: box.midX, y: box.midY)) }
            #expect(pressed.luminance(x: Int(box.minX) + 3, y: Int(box.minY) + 3) < offFace - 20, "\(scheme): pressed is darker")
            // Focused: the ring outside the box is blue.
            let (focused, _) = try image(false, .checkbox) { $0.window.type(.tab) }
            focused.writePNG(to: TestArtifacts.path("toggle-checkbox-focused-\(scheme).png"))
            let ring = focused.rgb(x: Int(box.midX), y: Int(box.minY) - 2)
            #expect(ring.blue > ring.red + 60, "\(scheme): a blue focus ring \(ring)")
            // Disabled: the on tint faded towards the background.
            let (disabled, _) = try image(true, .checkbox, disabled: true)
            let faded = disabled.luminance(x: Int(box.minX) + 2, y: Int(box.minY) + 2)
            let full = on.luminance(x: Int(box.minX) + 2, y: Int(box.minY) + 2)
            #expect(abs(faded - background) < abs(full - background) * 0.75, "\(scheme): faded \(faded), on \(full)")
            // A switch: grey track off, blue on, the knob light on either.
            let (switchOff, track) = try image(false, .switch)
            switchOff.writePNG(to: TestArtifacts.path("toggle-switch-off-\(scheme).png"))
            let trackOff = switchOff.luminance(x: Int(track.maxX) - 6, y: Int(track.midY))
            #expect(abs(trackOff - background) > 15, "\(scheme): the off track stands out from the window (\(trackOff))")
            let (switchOn, _) = try image(true, .switch)
            switchOn.writePNG(to: TestArtifacts.path("toggle-switch-on-\(scheme).png"))
            let trackOn = switchOn.rgb(x: Int(track.minX) + 5, y: Int(track.midY))
            #expect(trackOn.blue > 200 && trackOn.red < 40, "\(scheme): on is the tint \(trackOn)")
            #expect(switchOn.luminance(x: Int(track.maxX) - 11, y: Int(track.midY)) > 200, "\(scheme): the knob is at the trailing end")
        }
    }
}
