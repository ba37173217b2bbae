@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A stepper over a bounded value, recording its editing calls.
struct BoundedStepper: View {
    let tally: Tally
    @State var value: Int
    var step = 2

    var body: some View {
        Stepper(value: $value, in: 0...5, step: step) {
            Text("Value: \(value)")
        } onEditingChanged: { editing in
            tally.entries.append("editing \(editing)")
        }
    }
}

@Suite("Stepper: − and + by mouse and keyboard, bounds, editing callbacks, look")
@MainActor
struct StepperTests {
    /// The centres of the − and + buttons: right of the label, 8 points on, 26 wide each
    /// with a 1-point divider between them.
    private func buttons(_ window: HeadlessWindow, label: String) throws -> (minus: CGPoint, plus: CGPoint) {
        let frame = try #require(window.textFrame(label), "no label \(label); drawn: \(window.texts)")
        let minus = CGPoint(x: frame.maxX + 8 + 13, y: frame.midY)
        return (minus, CGPoint(x: minus.x + 27, y: frame.midY))
    }

    @Test("The label, then a − and a + button (26 × 24 each) on one grey rounded background")
    func look() throws {
        let window = try HeadlessWindow(BoundedStepper(tally: Tally(), value: 2))
        let label = try #require(window.textFrame("Value: 2"))
        let background = try #require(window.filledShapes(Color(white: 0.88)).first)
        #expect(background.size == CGSize(width: 26 + 1 + 26, height: 24))
        #expect(background.minX == label.maxX + CGFloat(8))
        #expect(background.midY == label.midY)
        let glyphs = window.items.filter { if case .shape(_, .stroke(let s), _, _) = $0, s.lineWidth == 1.5 { true } else { false } }
        #expect(glyphs.count == 2)
    }

    @Test("Hover: the button under the pointer gets a veil (a lighter one in dark mode), gone when the pointer leaves")
    func hover() throws {
        for (scheme, veil) in [(ColorScheme.light, Color(white: 0, opacity: 0.06)), (.dark, Color(white: 1, opacity: 0.08))] {
            let window = try HeadlessWindow(BoundedStepper(tally: Tally(), value: 2).preferredColorScheme(scheme))
            let (minus, plus) = try buttons(window, label: "Value: 2")
            #expect(window.filledShapes(veil).isEmpty, "\(scheme)")
            window.window.hover(at: plus)
            let shown = window.filledShapes(veil)
            #expect(shown.count == 1 && shown.first.map { $0.contains(plus) && !$0.contains(minus) } == true, "\(scheme): \(shown)")
            window.window.hover(at: nil)
            #expect(window.filledShapes(veil).isEmpty, "\(scheme)")
        }
    }

    @Test("Clicking + and − moves the value by the step, clamped to the bounds; the button at a bound is disabled")
    func clicksAndBounds() throws {
        let window = try HeadlessWindow(BoundedStepper(tally: Tally(), value: 2))
        var (minus, plus) = try buttons(window, label: "Value: 2")
        window.window.click(at: plus)
        #expect(window.texts.contains("Value: 4"))
        (minus, plus) = try buttons(window, label: "Value: 4")
        window.window.click(at: plus)
        #expect(window.texts.contains("Value: 5"), "clamped to the upper bound")
        (minus, plus) = try buttons(window, label: "Value: 5")
        #expect(window.opacityGroups(0.4).count == 1, "+ is disabled at the upper bound")
        window.window.click(at: plus)
        #expect(window.texts.contains("Value: 5"))
        window.window.click(at: minus)
        window.window.click(at: minus)
        window.window.click(at: minus)
        #expect(window.texts.contains("Value: 0"), "clamped to the lower bound")
        let disabled = try #require(window.opacityGroups(0.4).first)
        #expect(disabled.contains(try buttons(window, label: "Value: 0").minus), "− is disabled at the lower bound")
    }

    @Test("onEditingChanged is true when the mouse button goes down and false when it comes up; the value changes on the press")
    func editingByPointer() throws {
        let tally = Tally()
        let window = try HeadlessWindow(BoundedStepper(tally: tally, value: 2))
        let plus = try buttons(window, label: "Value: 2").plus
        window.window.press(at: plus)
        #expect(tally.entries == ["editing true"])
        #expect(window.texts.contains("Value: 4"), "acts on the press")
        // The pressed veil covers the + button (the divider is the same colour, 1 wide),
        // also after the update the new value made.
        let veils = window.filledShapes(Color(white: 0, opacity: 0.15)).filter { $0.width > 1 }
        #expect(veils.count == 1 && veils.first?.contains(plus) == true, "pressed look")
        window.window.release(at: plus)
        #expect(tally.entries == ["editing true", "editing false"])
        #expect(window.filledShapes(Color(white: 0, opacity: 0.15)).filter { $0.width > 1 }.isEmpty)
        #expect(window.texts.contains("Value: 4"))
    }

    @Test("Tab focuses the stepper (with the focus ring); Up and Down, + and − change the value; editing brackets each key")
    func keyboard() throws {
        let tally = Tally()
        let window = try HeadlessWindow(BoundedStepper(tally: tally, value: 2, step: 1))
        window.tab()
        #expect(window.focusRings.count == 1)
        window.window.type(.upArrow)
        #expect(window.texts.contains("Value: 3"))
        #expect(tally.entries == ["editing true", "editing false"])
        window.window.type(.downArrow)
        window.window.type(.downArrow)
        #expect(window.texts.contains("Value: 1"))
        window.window.type("+")
        #expect(window.texts.contains("Value: 2"))
        window.window.type("-")
        #expect(window.texts.contains("Value: 1"))
        // A held key repeats.
        window.window.key(KeyPress(phase: .down, key: .upArrow, characters: "", modifiers: []))
        window.window.key(KeyPress(phase: .repeat, key: .upArrow, characters: "", modifiers: []))
        window.window.key(KeyPress(phase: .up, key: .upArrow, characters: "", modifiers: []))
        #expect(window.texts.contains("Value: 3"))
        for _ in 0..<5 { window.window.type(.upArrow) }
        #expect(window.texts.contains("Value: 5"), "the keyboard is clamped too")
    }

    @Test("Without the focus, arrows do not reach the stepper")
    func keysNeedFocus() throws {
        let window = try HeadlessWindow(BoundedStepper(tally: Tally(), value: 2, step: 1))
        window.window.type(.upArrow)
        #expect(window.texts.contains("Value: 2"))
    }

    @Test("onIncrement/onDecrement run their closures; a nil closure disables its button")
    func closures() throws {
        let tally = Tally()
        let window = try HeadlessWindow(
            Stepper("Steps", onIncrement: { tally.entries.append("up") }, onDecrement: nil))
        let (minus, plus) = try buttons(window, label: "Steps")
        window.window.click(at: plus)
        window.window.click(at: minus)
        #expect(tally.entries == ["up"])
        #expect(window.opacityGroups(0.4).count == 1)
    }

    @Test("Stepper(_:value:in:step:) with a Double steps by a fraction; the small control size is smaller")
    func doubleAndControlSize() throws {
        struct Fraction: View {
            @State var value = 0.5
            // A literal title is a localized key: a Double in it is `%lf` (six decimals) unless
            // it names its specifier, as in SwiftUI.
            var body: some View { Stepper("v \(value, specifier: "%g")", value: $value, in: 0...1, step: 0.25) }
        }
        let window = try HeadlessWindow(Fraction())
        let plus = try buttons(window, label: "v 0.5").plus
        window.window.click(at: plus)
        #expect(window.texts.contains("v 0.75"))
        let small = try HeadlessWindow(Fraction().controlSize(.small))
        #expect(small.filledShapes(Color(white: 0.88)).first?.size == CGSize(width: 41, height: 18))
    }
}
