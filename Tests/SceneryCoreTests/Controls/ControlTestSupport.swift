import FoundationEssentials
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

extension HeadlessWindow {
    /// What the window draws now.
    var items: [DisplayItem] { controller.displayList.items }

    /// The frame of the text item `string`.
    func textFrame(_ string: String) -> CGRect? {
        for case .text(let text, _, _, let frame, _) in items where text == string { return frame }
        return nil
    }

    /// The colour the text item `string` is drawn in.
    func textColor(_ string: String) -> Color? {
        for case .text(let text, _, let color, _, _) in items where text == string { return color }
        return nil
    }

    /// The symbols drawn, in order: name, frame, and whether full-colour.
    var symbols: [(name: String, frame: CGRect, multicolor: Bool)] {
        items.compactMap { if case .symbol(let name, _, let frame, let multicolor) = $0 { (name, frame, multicolor) } else { nil } }
    }

    /// The frames of the filled shapes drawn in `color`.
    func filledShapes(_ color: Color) -> [CGRect] {
        items.compactMap { if case .shape(_, .fill, let c, let frame) = $0, c == color.resolve(in: EnvironmentValues()) { frame } else { nil } }
    }

    /// The frames of the opacity groups drawn at `opacity`.
    func opacityGroups(_ opacity: Double) -> [CGRect] {
        items.compactMap { if case .beginOpacity(let o, let frame) = $0, o == opacity { frame } else { nil } }
    }

    /// Presses the pointer at the centre of the text `string`.
    func press(_ string: String) throws {
        window.press(at: try #require(center(of: string), "no text \(string)"))
    }
}

/// A grey that no built-in control draws, for telling a style's drawing apart.
let probeColor = Color(red: 0.1, green: 0.6, blue: 0.3)

/// Counts what a test's actions did.
@MainActor
final class Tally {
    var count = 0
    var entries: [String] = []
}

/// A headless window whose animation clock the test sets.
@MainActor
final class ClockedWindow {
    let backend = HeadlessBackend()
    let controller: WindowController
    var now: Double = 100
    /// The wall clock: starts at the real date, moves with ``advance(_:)``.
    var date = Date().timeIntervalSinceReferenceDate

    init<V: View>(_ view: V) throws {
        controller = WindowController(content: AnyView(view), textMeasurer: FixedTextMeasurer())
        controller.animationClock = { [unowned self] in self.now }
        controller.dateClock = { [unowned self] in self.date }
        try controller.open(on: backend, appID: "test", title: "test")
    }

    var window: SceneryHeadless.HeadlessWindow { backend.windows[0] }
    var list: DisplayList { controller.displayList }

    /// Moves the clock on by `seconds` and runs the frame the frame clock would.
    func advance(_ seconds: Double) {
        now += seconds
        date += seconds
        controller.animationFrame()
    }

    /// The frames of the filled shapes drawn in `color`.
    func filledShapes(_ color: Color) -> [CGRect] {
        list.items.compactMap { if case .shape(_, .fill, let c, let frame) = $0, c == color.resolve(in: EnvironmentValues()) { frame } else { nil } }
    }

    /// The stroked shapes drawn in `color`, with their paths.
    func strokes(_ color: Color) -> [Path] {
        list.items.compactMap { if case .shape(let path, .stroke, let c, _) = $0, c == color.resolve(in: EnvironmentValues()) { path } else { nil } }
    }

    /// The texts drawn now.
    var texts: [String] { list.items.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } } }
}

extension Color {
    /// The colour as drawn in the light appearance (what a window without a colour scheme
    /// draws): system colours have a dark variant that the drawn colour no longer carries.
    var light: Color { resolve(in: EnvironmentValues()) }
}
