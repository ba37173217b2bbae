import FoundationEssentials
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A progress view style that draws the fraction as text, with the labels it was given.
struct FractionTextStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            // A literal is a localized key: `%g` keeps the Double short (`%lf` by default).
            Text(configuration.fractionCompleted.map { "fraction \($0, specifier: "%g")" } ?? "indeterminate")
            Text(configuration.label == nil ? "no label" : "has label")
            if let label = configuration.label { label }
            if let value = configuration.currentValueLabel { value }
        }
    }
}

/// Wraps the progress view of the style around it in a coloured background.
struct TintedBackgroundStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).padding(4).background(probeColor)
    }
}

/// Shows a spinner until `busy` is set to false.
struct BusyView: View {
    let model: BusyModel
    var body: some View {
        VStack {
            Text("Work")
            if model.busy { ProgressView() }
        }
    }
}

@Observable @MainActor
final class BusyModel {
    var busy = true
}

@Suite("ProgressView and ProgressViewStyle: the bar, the ring, the spinner and its frame clock, custom styles")
@MainActor
struct ProgressViewTests {
    let tint = Color.accentColor
    let track = Color(white: 0, opacity: 0.12)

    @Test("A determinate progress view is a bar as wide as offered, 6 points thick, filled by the fraction")
    func linearBar() throws {
        let window = try ClockedWindow(ProgressView(value: 0.25).frame(width: 200))
        let track = try #require(window.filledShapes(self.track).first)
        let fill = try #require(window.filledShapes(tint).first)
        #expect(track.size == CGSize(width: 200, height: 6))
        #expect(fill.size == CGSize(width: 50, height: 6))
        #expect(fill.minX == track.minX)
        #expect(!window.list.animatesContinuously, "a determinate bar asks for no frames")
    }

    @Test("value:total: divides and clamps; a nil value is indeterminate")
    func fractions() throws {
        #expect(ProgressView(value: 3.0, total: 4).fraction == 0.75)
        #expect(ProgressView(value: 5.0, total: 4).fraction == 1)
        #expect(ProgressView(value: -1.0).fraction == 0)
        #expect(ProgressView(value: Double?.none).fraction == nil)
        let full = try ClockedWindow(ProgressView(value: 8.0, total: 4).frame(width: 100))
        #expect(full.filledShapes(tint).first?.width == CGFloat(100))
    }

    @Test("The linear style puts the label above the bar and the current-value label below it")
    func linearLabels() throws {
        let window = try ClockedWindow(
            ProgressView(value: 0.5) { Text("Downloading") } currentValueLabel: { Text("50%") }.frame(width: 200))
        let bar = try #require(window.filledShapes(track).first)
        let items = window.list.items
        let label = try #require(items.compactMap { if case .text("Downloading", _, _, let f, _) = $0 { f } else { nil } }.first)
        let value = try #require(items.compactMap { if case .text("50%", let font, let color, let f, _) = $0 { (f, font, color) } else { nil } }.first)
        #expect(label.maxY + CGFloat(4) == bar.minY)
        #expect(value.0.minY == bar.maxY + CGFloat(4))
        #expect(value.1.size == 10 && value.2 == Color.secondary.light)
    }

    @Test("ProgressView() is a 32-point spinner that turns with the frame clock, drawn again without an update")
    func spinner() throws {
        let window = try ClockedWindow(ProgressView())
        #expect(window.controller.size == Size(width: 32, height: 32))
        #expect(window.list.animatesContinuously)
        #expect(window.controller.needsFrames, "the shown window runs its frame clock for the spinner")
        let first = try #require(window.strokes(tint).first)
        window.advance(0.25)
        let second = try #require(window.strokes(tint).first)
        #expect(first != second, "the arc turned")
        window.advance(0.75)
        #expect(window.strokes(tint).first == first, "one turn a second")
    }

    @Test("The spinner's frames stop when it leaves the tree, and while the window is minimised")
    func spinnerStops() throws {
        let model = BusyModel()
        let window = try ClockedWindow(BusyView(model: model))
        #expect(window.controller.needsFrames)
        window.window.minimize()
        #expect(!window.controller.needsFrames, "no frames while minimised")
        window.window.restore()
        #expect(window.controller.needsFrames)
        model.busy = false
        window.controller.updateViews()
        #expect(!window.list.animatesContinuously)
        #expect(!window.controller.needsFrames, "no frames once the spinner is gone")
    }

    @Test("A determinate circular progress view is a ring whose arc follows the fraction")
    func circularRing() throws {
        let quarter = try ClockedWindow(ProgressView(value: 0.25).progressViewStyle(.circular))
        let half = try ClockedWindow(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(quarter.strokes(track).count == 1, "the track ring")
        let quarterArc = try #require(quarter.strokes(tint).first)
        let halfArc = try #require(half.strokes(tint).first)
        // The arc starts at the top and ends a quarter (a half) turn clockwise.
        let center = CGPoint(x: 16, y: 16)
        #expect(endPoint(of: quarterArc).map { abs($0.x - (center.x + 14)) < 0.01 && abs($0.y - center.y) < 0.01 } == true)
        #expect(endPoint(of: halfArc).map { abs($0.x - center.x) < 0.01 && abs($0.y - (center.y + 14)) < 0.01 } == true)
        #expect(!quarter.list.animatesContinuously)
    }

    @Test("A custom ProgressViewStyle receives the fraction and the labels; ProgressView(configuration) draws the style around it")
    func customStyles() throws {
        let custom = try ClockedWindow(ProgressView(value: 0.75) { Text("Copying") }.progressViewStyle(FractionTextStyle()))
        #expect(custom.texts == ["fraction 0.75", "has label", "Copying"])
        let indeterminate = try ClockedWindow(ProgressView().progressViewStyle(FractionTextStyle()))
        #expect(indeterminate.texts == ["indeterminate", "no label"])
        let wrapped = try ClockedWindow(
            ProgressView(value: 0.5).progressViewStyle(TintedBackgroundStyle()).progressViewStyle(.circular).frame(width: 200))
        #expect(wrapped.filledShapes(probeColor).count == 1)
        #expect(wrapped.strokes(tint).count == 1, "the outer circular style drew the inner progress view")
        #expect(wrapped.filledShapes(track).isEmpty, "no linear bar")
    }

    @Test("ProgressView(timerInterval:) empties as the interval passes and counts the time left down, then stops asking for frames")
    func timerInterval() throws {
        let start = Date()
        let window = try ClockedWindow(ProgressView(timerInterval: start...start.addingTimeInterval(10)).frame(width: 100))
        #expect(window.list.animatesContinuously)
        let full = try #require(window.filledShapes(tint).first)
        #expect(full.width > 99)
        #expect(window.texts == ["0:10"])
        window.advance(5)
        let half = try #require(window.filledShapes(tint).first)
        #expect(abs(half.width - 50) < 1)
        #expect(window.texts == ["0:05"])
        window.advance(6)
        #expect(window.filledShapes(tint).isEmpty)
        #expect(window.texts == ["0:00"])
        #expect(!window.list.animatesContinuously)
    }

    @Test("controlSize changes the bar's thickness and the spinner's diameter")
    func controlSizes() throws {
        let small = try ClockedWindow(ProgressView().controlSize(.small))
        #expect(small.controller.size == Size(width: 16, height: 16))
        let mini = try ClockedWindow(ProgressView(value: 0.5).controlSize(.mini).frame(width: 100))
        #expect(mini.filledShapes(track).first?.height == CGFloat(3))
    }

    private func endPoint(of path: Path) -> CGPoint? {
        guard case .curve(let point, _, _)? = path.elements.last else { return nil }
        return point
    }
}
