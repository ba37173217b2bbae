@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

/// A slider 200 points wide over 0…100, its value shown as a whole number, its editing
/// calls recorded.
struct Volume: View {
    let tally: Tally
    @State var value: Double = 50
    var step: Double? = nil
    var disabled = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Group {
                if let step {
                    Slider(value: $value, in: 0...100, step: step) { Text("Volume") } onEditingChanged: { tally.entries.append("editing \($0)") }
                } else {
                    Slider(value: $value, in: 0...100) { Text("Volume") } onEditingChanged: { tally.entries.append("editing \($0)") }
                }
            }
            .labelsHidden()
            .frame(width: 200)
            .disabled(disabled)
            Text("value \(Int(value.rounded()))")
        }
        .padding(10)
    }
}

@Suite("Slider: track, knob, dragging, clicks on the track, keys, editing callbacks")
@MainActor
struct SliderTests {
    /// The track's frame and the knob's (the light knob face).
    private func parts(_ window: HeadlessWindow, _ scheme: ColorScheme = .light) throws -> (track: CGRect, knob: CGRect) {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let track = try #require(window.filledShapes(Color.controlTrack.resolve(in: environment)).first, "\(window.items)")
        let knob = try #require(window.filledShapes(Color.controlKnob.resolve(in: environment)).first)
        return (track, knob)
    }

    /// The knob's centre for `fraction` of the range (half a knob in from each end).
    private func x(_ fraction: Double, on track: CGRect) -> CGFloat { track.minX + 10 + (track.width - 20) * CGFloat(fraction) }

    @Test("The track is as wide as offered, 4 thick; a 20-point knob at the value; the tint fills up to it")
    func look() throws {
        let window = try HeadlessWindow(Volume(tally: Tally()))
        let (track, knob) = try parts(window)
        #expect(track.width == 200 && track.height == 4)
        #expect(knob.size == CGSize(width: 20, height: 20))
        #expect(knob.midX == x(0.5, on: track) && knob.midY == track.midY)
        let fill = try #require(window.filledShapes(Color.accentColor.light).first)
        #expect(fill.minX == track.minX && fill.maxX == knob.midX)
    }

    @Test("Dragging the knob moves the value with the pointer; onEditingChanged is true from the press to the release")
    func drag() throws {
        let tally = Tally()
        let window = try HeadlessWindow(Volume(tally: tally))
        let (track, knob) = try parts(window)
        // Grab the knob 3 points right of its centre: it keeps that place under the pointer.
        window.window.press(at: CGPoint(x: knob.midX + 3, y: knob.midY))
        #expect(tally.entries == ["editing true"])
        #expect(window.texts.contains("value 50"), "a press on the knob does not move it")
        window.window.drag(to: CGPoint(x: x(0.75, on: track) + 3, y: knob.midY + 30))
        #expect(window.texts.contains("value 75"))
        #expect(try parts(window).knob.midX == x(0.75, on: track))
        window.window.drag(to: CGPoint(x: track.maxX + 100, y: knob.midY))
        #expect(window.texts.contains("value 100"), "clamped to the upper bound")
        window.window.release(at: CGPoint(x: track.maxX + 100, y: knob.midY))
        #expect(tally.entries == ["editing true", "editing false"])
        #expect(window.texts.contains("value 100"))
    }

    @Test("A press on the track moves the knob there; with a step the value snaps to it")
    func clickOnTrack() throws {
        let window = try HeadlessWindow(Volume(tally: Tally()))
        let (track, knob) = try parts(window)
        window.window.click(at: CGPoint(x: x(0.2, on: track), y: knob.midY))
        #expect(window.texts.contains("value 20"))
        let stepped = try HeadlessWindow(Volume(tally: Tally(), step: 25))
        stepped.window.click(at: CGPoint(x: x(0.2, on: track), y: knob.midY))
        #expect(stepped.texts.contains("value 25"), "\(stepped.texts)")
        stepped.window.click(at: CGPoint(x: x(0.6, on: track), y: knob.midY))
        #expect(stepped.texts.contains("value 50"))
    }

    @Test("Keys: Right/Up and Left/Down by the step (1/20 of the range without one), Page Up/Down by a tenth, Home and End; editing true on key down, false on key up")
    func keys() throws {
        let tally = Tally()
        let window = try HeadlessWindow(Volume(tally: tally))
        window.window.type(.tab)
        window.window.type(.rightArrow)
        #expect(window.texts.contains("value 55"))
        #expect(tally.entries == ["editing true", "editing false"])
        window.window.type(.upArrow)
        window.window.type(.upArrow)
        #expect(window.texts.contains("value 65"))
        window.window.type(.leftArrow)
        window.window.type(.downArrow)
        #expect(window.texts.contains("value 55"))
        window.window.type(.pageUp)
        #expect(window.texts.contains("value 65"))
        window.window.type(.pageDown)
        window.window.type(.pageDown)
        #expect(window.texts.contains("value 45"))
        window.window.type(.end)
        #expect(window.texts.contains("value 100"))
        window.window.type(.rightArrow)
        #expect(window.texts.contains("value 100"), "clamped")
        window.window.type(.home)
        #expect(window.texts.contains("value 0"))
        let stepped = try HeadlessWindow(Volume(tally: Tally(), step: 10))
        stepped.window.type(.tab)
        stepped.window.type(.rightArrow)
        #expect(stepped.texts.contains("value 60"))
    }

    @Test("A click focuses the slider (the ring around it); a disabled slider ignores the pointer and is faded")
    func focusAndDisabled() throws {
        let window = try HeadlessWindow(Volume(tally: Tally()))
        let (track, knob) = try parts(window)
        window.window.click(at: CGPoint(x: knob.midX, y: knob.midY))
        let ring = window.items.compactMap { if case .shape(_, .stroke(let s), _, let frame) = $0, s.lineWidth == 3 { frame } else { nil } }
        #expect(ring.count == 1 && ring.first?.width == track.width + 4)
        let tally = Tally()
        let disabled = try HeadlessWindow(Volume(tally: tally, disabled: true))
        disabled.window.click(at: CGPoint(x: x(0.9, on: track), y: knob.midY))
        #expect(disabled.texts.contains("value 50") && tally.entries.isEmpty)
        #expect(disabled.opacityGroups(0.4).count == 1)
    }

    @Test("Labels: the label, the minimum-value label, the track and the maximum-value label in a row")
    func labels() throws {
        let window = try HeadlessWindow(
            Slider(value: .constant(0.5)) { Text("Speed") } minimumValueLabel: { Text("slow") } maximumValueLabel: { Text("fast") }
                .frame(width: 300))
        let speed = try #require(window.textFrame("Speed"))
        let slow = try #require(window.textFrame("slow"))
        let fast = try #require(window.textFrame("fast"))
        let track = try parts(window).track
        #expect(speed.maxX + CGFloat(8) == slow.minX)
        #expect(slow.maxX + CGFloat(8) == track.minX)
        #expect(track.maxX + CGFloat(8) == fast.minX)
    }

    @Test("Pixels: the filled part is the tint, the rest the track, the knob light; pressed darker; light and dark")
    func pixels() throws {
        for scheme in [ColorScheme.light, .dark] {
            let window = try HeadlessWindow(Volume(tally: Tally()).preferredColorScheme(scheme))
            let (track, knob) = try parts(window, scheme)
            let image = try #require(window.window.image)
            image.writePNG(to: TestArtifacts.path("slider-\(scheme).png"))
            let filled = image.rgb(x: Int(track.minX) + 20, y: Int(track.midY))
            #expect(filled.blue > 200 && filled.red < 40, "\(scheme): \(filled)")
            let rest = image.luminance(x: Int(track.maxX) - 20, y: Int(track.midY))
            let background = image.luminance(x: Int(track.maxX) - 20, y: Int(track.minY) - 4)
            #expect(abs(rest - background) > 10, "\(scheme): the track stands out (\(rest) on \(background))")
            let face = image.luminance(x: Int(knob.midX), y: Int(knob.midY))
            #expect(face > 190, "\(scheme): a light knob (\(face))")
            window.window.press(at: CGPoint(x: knob.midX, y: knob.midY))
            let pressed = try #require(window.window.image).luminance(x: Int(knob.midX), y: Int(knob.midY))
            #expect(pressed < face - 20, "\(scheme): pressed is darker (\(pressed) from \(face))")
        }
    }
}
