@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// Fills the button with `probeColor` while pressed, and records each configuration.
struct RecordingButtonStyle: ButtonStyle {
    let probe: Probe
    func makeBody(configuration: Configuration) -> some View {
        let _ = probe.record("pressed \(configuration.isPressed) role \(configuration.role == .destructive ? "destructive" : "none")")
        configuration.label
            .padding(10)
            .background(configuration.isPressed ? probeColor : Color.clear)
    }
}

/// A primitive style that acts on a tap of its label, and marks its label with a colour.
struct TapTriggerStyle: PrimitiveButtonStyle {
    let probe: Probe
    func makeBody(configuration: Configuration) -> some View {
        let _ = probe.record("primitive role \(configuration.role == .cancel ? "cancel" : "none")")
        configuration.label
            .padding(6)
            .background(probeColor)
            .onTapGesture { configuration.trigger() }
    }
}

/// A primitive style that draws the button of the style around it, padded.
struct PaddedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(20)
    }
}

@Suite("ButtonStyle and PrimitiveButtonStyle: configurations, pressed state, built-in styles", .probes)
@MainActor
struct ButtonStyleTests {
    @Test("isPressed is true while the mouse button is held over the button, false when the pointer leaves, true when it comes back; releasing over it acts")
    func pressedFollowsThePointer() throws {
        let probe = Probe()
        let taps = Tally()
        let window = try HeadlessWindow(Button("Go") { taps.count += 1 }.buttonStyle(RecordingButtonStyle(probe: probe)))
        #expect(probe.log.last == "pressed false role none")
        #expect(window.filledShapes(probeColor).isEmpty)
        let center = try #require(window.center(of: "Go"))
        window.window.press(at: center)
        #expect(probe.log.last == "pressed true role none")
        #expect(pressedFill(window) != nil, "the style's pressed look is drawn")
        window.window.drag(to: CGPoint(x: center.x + 200, y: center.y))
        #expect(probe.log.last == "pressed false role none")
        #expect(pressedFill(window) == nil)
        window.window.drag(to: center)
        #expect(probe.log.last == "pressed true role none")
        window.window.release(at: center)
        #expect(probe.log.last == "pressed false role none")
        #expect(taps.count == 1)
        #expect(pressedFill(window) == nil)
    }

    @Test("Releasing outside the button cancels: no action, isPressed false")
    func releaseOutsideCancels() throws {
        let probe = Probe()
        let taps = Tally()
        let window = try HeadlessWindow(Button("Go") { taps.count += 1 }.buttonStyle(RecordingButtonStyle(probe: probe)))
        let center = try #require(window.center(of: "Go"))
        window.window.press(at: center)
        window.window.release(at: CGPoint(x: center.x + 200, y: center.y))
        #expect(taps.count == 0)
        #expect(probe.log.last == "pressed false role none")
    }

    @Test("isPressed is true while Space is held on the focused button; Space coming up acts")
    func pressedBySpace() throws {
        let probe = Probe()
        let taps = Tally()
        let window = try HeadlessWindow(Button("Go", role: .destructive) { taps.count += 1 }.buttonStyle(RecordingButtonStyle(probe: probe)))
        window.tab()
        #expect(window.focusRings.count == 1, "a styled button is focusable and draws the ring")
        window.window.key(KeyPress(phase: .down, key: .space, characters: " ", modifiers: []))
        #expect(probe.log.last == "pressed true role destructive")
        #expect(taps.count == 0)
        window.window.key(KeyPress(phase: .up, key: .space, characters: " ", modifiers: []))
        #expect(probe.log.last == "pressed false role destructive")
        #expect(taps.count == 1)
    }

    @Test("A PrimitiveButtonStyle decides when the button acts: trigger() from its own tap gesture runs the action")
    func primitiveTrigger() throws {
        let probe = Probe()
        let taps = Tally()
        let window = try HeadlessWindow(Button("Go", role: .cancel) { taps.count += 1 }.buttonStyle(TapTriggerStyle(probe: probe)))
        #expect(probe.log.contains("primitive role cancel"))
        #expect(window.filledShapes(probeColor).count == 1)
        window.window.click(at: try #require(window.center(of: "Go")))
        #expect(taps.count == 1)
    }

    @Test("Button(configuration) inside a primitive style is the button of the style around it (the default one here)")
    func buttonOfConfiguration() throws {
        let taps = Tally()
        let window = try HeadlessWindow(Button("Go") { taps.count += 1 }.buttonStyle(PaddedButtonStyle()))
        // The default look: the grey rounded background, 20 points in from the window.
        let background = try #require(window.filledShapes(Color(white: 0.88)).first)
        #expect(background.minX == CGFloat(20) && background.minY == CGFloat(20))
        window.window.click(at: try #require(window.center(of: "Go")))
        #expect(taps.count == 1)
    }

    @Test("R128: the innermost buttonStyle wins; styles reach buttons anywhere below")
    func innermostButtonStyleWins() throws {
        let probe = Probe()
        let window = try HeadlessWindow(
            VStack {
                Button("Inner") {}.buttonStyle(TapTriggerStyle(probe: probe))
                Button("Outer") {}
            }
            .buttonStyle(.plain))
        #expect(probe.log.filter { $0.hasPrefix("primitive") }.count == 1, "only the inner button uses the inner style")
        #expect(window.filledShapes(Color(white: 0.88)).isEmpty, "the outer button is plain: no background")
    }

    @Test(".plain is the label alone, dimmed while pressed; .borderless tints it; .automatic keeps the grey background and darkens it")
    func builtInLooks() throws {
        let plain = try HeadlessWindow(Button("Go") {}.buttonStyle(.plain))
        #expect(plain.filledShapes(Color(white: 0.88)).isEmpty)
        #expect(plain.textColor("Go") == Color.primary.light)
        try plain.press("Go")
        #expect(plain.opacityGroups(0.5).count == 1)

        let borderless = try HeadlessWindow(Button("Go") {}.buttonStyle(.borderless))
        #expect(borderless.textColor("Go") == Color.accentColor.light)

        let automatic = try HeadlessWindow(Button("Go") {}.buttonStyle(.automatic))
        #expect(automatic.filledShapes(Color(white: 0.88)).count == 1)
        try automatic.press("Go")
        #expect(automatic.filledShapes(Color(white: 0, opacity: 0.15)).count == 1, "the pressed veil")

        let prominent = try HeadlessWindow(Button("Go") {}.buttonStyle(.borderedProminent))
        #expect(prominent.filledShapes(Color.accentColor).count == 1)
        #expect(prominent.textColor("Go") == Color.white.light)
    }

    @Test("A destructive button's title is red in the default style")
    func destructiveRole() throws {
        let window = try HeadlessWindow(Button("Delete", role: .destructive) {})
        #expect(window.textColor("Delete") == Color.red.light)
        let labelled = try HeadlessWindow(Button("Add", systemImage: "plus") {})
        #expect(labelled.texts == ["Add"] && labelled.symbols.map(\.name) == ["plus"])
    }

    @Test("controlSize: a small button has less padding and an 11-point title; a large one more padding")
    func controlSizes() throws {
        func background(_ size: ControlSize) throws -> CGRect {
            try #require(HeadlessWindow(Button("OK") {}.controlSize(size)).filledShapes(Color(white: 0.88)).first)
        }
        let regular = try background(.regular), small = try background(.small), large = try background(.large)
        // FixedTextMeasurer: "OK" is 2 × 0.5 × size wide, 1.2 × size high (rounded up).
        #expect(regular.size == CGSize(width: 13 + 24, height: 16 + 10))
        #expect(small.size == CGSize(width: 11 + 16, height: 14 + 6))
        #expect(large.size == CGSize(width: 13 + 28, height: 16 + 16))
    }

    @Test("A button held down stays pressed through an update that rebuilds its node")
    func pressedThroughUpdate() throws {
        struct Screen: View {
            let model: BusyModel
            var body: some View {
                VStack {
                    Button("Go") {}
                    Text(model.busy ? "busy" : "idle")
                }
            }
        }
        let model = BusyModel()
        let window = try HeadlessWindow(Screen(model: model))
        try window.press("Go")
        #expect(window.filledShapes(Color(white: 0, opacity: 0.15)).count == 1)
        model.busy = false
        window.controller.updateViews()
        #expect(window.texts.contains("idle"))
        #expect(window.filledShapes(Color(white: 0, opacity: 0.15)).count == 1, "still pressed after the update")
        window.window.release(at: try #require(window.center(of: "Go")))
        #expect(window.filledShapes(Color(white: 0, opacity: 0.15)).isEmpty)
    }

    private func pressedFill(_ window: HeadlessWindow) -> CGRect? {
        window.filledShapes(probeColor).first
    }
}
