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

/// The documentation's style: the progress view padded by 4 inside a 3-point pink border.
struct PinkBorderedProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
            .padding(4)
            .border(Color.pink, width: 3)
            .cornerRadius(4)
    }
}

/// A progress value a test changes.
@Observable @MainActor
final class ProgressModel {
    var progress = 0.5
}

/// A 200-point bar showing the model's progress.
struct ProgressBar: View {
    let model: ProgressModel
    var body: some View {
        ProgressView(value: model.progress).frame(width: 200)
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

    @Test("Dark mode: the bar's track and the ring's are a light veil on the dark window, not light mode's dark one")
    func darkTracks() throws {
        let dark = Color(white: 1, opacity: 0.15)
        let bar = try ClockedWindow(ProgressView(value: 0.25).frame(width: 200).preferredColorScheme(.dark))
        #expect(bar.filledShapes(track).isEmpty)
        #expect(bar.filledShapes(dark).first?.size == CGSize(width: 200, height: 6))
        let ring = try ClockedWindow(ProgressView(value: 0.6).progressViewStyle(.circular).preferredColorScheme(.dark))
        let strokes = ring.list.items.compactMap { item -> Color? in if case .shape(_, .stroke, let color, _) = item { color } else { nil } }
        #expect(strokes.contains(dark) && !strokes.contains(track), "\(strokes)")
    }

    @Test("V71: ProgressView(value: 0.5) fills half the track; after progress += 0.05 it fills 55%")
    func fillFollowsValue() throws {
        let model = ProgressModel()
        let window = try ClockedWindow(ProgressBar(model: model))
        let track = try #require(window.filledShapes(self.track).first)
        #expect(abs((try #require(window.filledShapes(tint).first)).width - track.width * 0.5) <= 1)
        model.progress += 0.05
        window.controller.updateViews()
        let fill = try #require(window.filledShapes(tint).first)
        #expect(abs(fill.width - track.width * 0.55) <= 1, "\(fill.width) of \(track.width)")
    }

    @Test("V74: timerInterval of 300 s at 60 s in: counting down 80% is left; with countsDown false 20% is filled; clamped outside")
    func timerIntervalFractions() throws {
        let start = Date()
        let interval = start...start.addingTimeInterval(300)
        let down = try ClockedWindow(ProgressView(timerInterval: interval).frame(width: 100))
        let up = try ClockedWindow(ProgressView(timerInterval: interval, countsDown: false).frame(width: 100))
        down.advance(60)
        up.advance(60)
        #expect(abs((try #require(down.filledShapes(tint).first)).width - 80) <= 1)
        #expect(abs((try #require(up.filledShapes(tint).first)).width - 20) <= 1)
        down.advance(400)
        up.advance(400)
        #expect(down.filledShapes(tint).isEmpty, "past the end a countdown is empty")
        #expect(abs((try #require(up.filledShapes(tint).first)).width - 100) <= 1, "and a count up full")
        let early = try ClockedWindow(
            ProgressView(timerInterval: start.addingTimeInterval(100)...start.addingTimeInterval(400)).frame(width: 100))
        #expect(abs((try #require(early.filledShapes(tint).first)).width - 100) <= 1, "before the start a countdown is full")
    }

    @Test("V75: a style that pads by 4 and borders in pink (3 points), set on a VStack, draws both progress views that way")
    func pinkBorderedOnStack() throws {
        let window = try ClockedWindow(
            VStack {
                ProgressView(value: 0.25) { Text("25% progress") }
                ProgressView(value: 0.75) { Text("75% progress") }
            }
            .progressViewStyle(PinkBorderedProgressViewStyle())
            .frame(width: 200))
        let borders = window.list.items.compactMap { item -> (CGRect, CGFloat)? in
            guard case .shape(_, .stroke(let style), let color, let frame) = item, color == Color.pink.light else { return nil }
            return (frame, style.lineWidth)
        }
        let bars = window.filledShapes(track)
        #expect(borders.count == 2 && bars.count == 2)
        for ((border, width), bar) in zip(borders, bars) {
            #expect(width == CGFloat(3))
            #expect(border.minX + CGFloat(4) == bar.minX && border.maxX - CGFloat(4) == bar.maxX, "4 points of padding")
            #expect(border.maxY - CGFloat(4) == bar.maxY)
        }
        for label in ["25% progress", "75% progress"] {
            let frame = try #require(window.list.items.compactMap { if case .text(label, _, _, let f, _) = $0 { f } else { nil } }.first)
            #expect(borders.contains { $0.0.minY + CGFloat(4) == frame.minY }, "the label inside its border")
        }
    }

    @Test("V76: ProgressView(value: 0.6) in the circular style is a determinate ring arc of 216 degrees")
    func circularSixTenths() throws {
        let window = try ClockedWindow(ProgressView(value: 0.6).progressViewStyle(.circular))
        let arc = try #require(window.strokes(tint).first)
        guard case .move(let start)? = arc.elements.first else {
            Issue.record("the arc starts with a move: \(arc.elements)")
            return
        }
        #expect(abs(start.x - 16) < 0.01 && abs(start.y - 2) < 0.01, "it starts at the top")
        // 216° clockwise from the top on a ring of radius 14 about (16, 16):
        // (16 + 14 sin 216°, 16 − 14 cos 216°) = (7.771, 27.326).
        let end = try #require(endPoint(of: arc))
        #expect(abs(end.x - 7.771) < 0.05 && abs(end.y - 27.326) < 0.05, "\(end)")
        #expect(!window.list.animatesContinuously, "determinate: no frames")
    }

    @Test("V72: value:total: divides and clamps; a nil value is indeterminate")
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

    @Test("V73: ProgressView() is a 32-point spinner that turns with the frame clock, drawn again without an update")
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

    @Test("V73: The spinner's frames stop when it leaves the tree, and while the window is minimised")
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
