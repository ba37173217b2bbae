/// The drawn parts of the built-in progress view styles. Indeterminate indicators and
/// timer-driven ones are drawn for the display list's time (and date) and ask for the next frame
/// (`DisplayList.animatesContinuously`), so they move with the window's frame clock only
/// while they are in the window, and without updating or laying out any view.

/// Seconds per turn of the spinner, and per sweep of the indeterminate bar.
let spinnerPeriod = 1.0
let indeterminateBarPeriod = 1.5

/// A linear bar: a rounded track the width it is offered, filled from the leading edge by
/// the fraction done, or, indeterminate, crossed by a segment sweeping left to right.
package final class ProgressBarNode: ViewNode {
    let fraction: Double?
    let timer: ProgressTimer?
    let thickness: CGFloat
    let tint: Color
    /// The track under the fill (``Color/controlTrack``, resolved for light or dark).
    let track: Color

    init(fraction: Double?, timer: ProgressTimer?, thickness: CGFloat, tint: Color, track: Color) {
        self.fraction = fraction
        self.timer = timer
        self.thickness = thickness
        self.tint = tint
        self.track = track
    }

    /// The width offered (160 points when none is), the bar's thickness high.
    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? 160
        return CGSize(width: width, height: thickness)
    }

    package override func draw(into list: inout DisplayList) {
        let track = CGRect(x: frame.minX, y: frame.midY - thickness / 2, width: frame.width, height: thickness)
        let radius = thickness / 2
        list.append(.shape(Path(roundedRect: track, cornerRadius: radius), paint: .fill(eoFill: false), color: self.track, frame: track))
        let filled: CGRect
        if let timer {
            if timer.isRunning(at: list.date) { list.animatesContinuously = true }
            filled = CGRect(x: track.minX, y: track.minY, width: track.width * timer.fraction(at: list.date), height: thickness)
        } else if let fraction {
            filled = CGRect(x: track.minX, y: track.minY, width: track.width * fraction, height: thickness)
        } else {
            list.animatesContinuously = true
            // A segment a third of the track wide enters at the left and leaves at the right.
            let phase = list.time.truncatingRemainder(dividingBy: indeterminateBarPeriod) / indeterminateBarPeriod
            let segment = track.width / 3
            let start = track.minX - segment + (track.width + segment) * phase
            let left = max(track.minX, start), right = min(track.maxX, start + segment)
            filled = CGRect(x: left, y: track.minY, width: max(0, right - left), height: thickness)
        }
        guard filled.width > 0 else { return }
        list.append(.shape(
            Path(roundedRect: filled, cornerRadius: min(radius, filled.width / 2)), paint: .fill(eoFill: false),
            color: tint, frame: filled))
    }
}

/// A circular indicator: a ring whose arc, clockwise from the top, shows the fraction
/// done; indeterminate, a quarter arc turning once a second over a faint ring.
package final class CircularProgressNode: ViewNode {
    let fraction: Double?
    let timer: ProgressTimer?
    let diameter: CGFloat
    let lineWidth: CGFloat
    let tint: Color
    /// The faint ring under the arc (``Color/controlTrack``, resolved for light or dark).
    let track: Color

    init(fraction: Double?, timer: ProgressTimer?, diameter: CGFloat, lineWidth: CGFloat, tint: Color, track: Color) {
        self.fraction = fraction
        self.timer = timer
        self.diameter = diameter
        self.lineWidth = lineWidth
        self.tint = tint
        self.track = track
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: diameter, height: diameter) }

    package override func draw(into list: inout DisplayList) {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let radius = (min(frame.width, frame.height) - lineWidth) / 2
        guard radius > 0 else { return }
        let ring = CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        var circle = Path()
        circle.addEllipse(in: ring)
        list.append(.shape(circle, paint: .stroke(StrokeStyle(lineWidth: lineWidth)), color: self.track, frame: frame))
        let quarter = Double.pi / 2
        let (start, sweep): (Double, Double)
        if let timer {
            if timer.isRunning(at: list.date) { list.animatesContinuously = true }
            (start, sweep) = (-quarter, 2 * Double.pi * timer.fraction(at: list.date))
        } else if let fraction {
            (start, sweep) = (-quarter, 2 * Double.pi * fraction)
        } else {
            list.animatesContinuously = true
            let turn = list.time.truncatingRemainder(dividingBy: spinnerPeriod) / spinnerPeriod
            (start, sweep) = (-quarter + 2 * Double.pi * turn, quarter)
        }
        guard sweep > 0 else { return }
        list.append(.shape(
            arcPath(center: center, radius: radius, start: start, sweep: sweep),
            paint: .stroke(StrokeStyle(lineWidth: lineWidth, lineCap: .round)), color: tint, frame: frame))
    }
}

/// A circular arc from angle `start` sweeping `sweep` radians clockwise on screen (y
/// down), as cubic Bézier segments of at most a quarter turn each.
func arcPath(center: CGPoint, radius: CGFloat, start: Double, sweep: Double) -> Path {
    var path = Path()
    let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(segments)
    // The control points of a unit arc of angle `step` lie `k` along the tangents.
    let k = 4.0 / 3.0 * tan(step / 4)
    func point(_ angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    path.move(to: point(start))
    for index in 0..<segments {
        let a0 = start + Double(index) * step, a1 = a0 + step
        let p0 = point(a0), p1 = point(a1)
        let c1 = CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
        let c2 = CGPoint(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1))
        path.addCurve(to: p1, control1: c1, control2: c2)
    }
    return path
}

/// The current-value label of `ProgressView(timerInterval:)`: the time left (or gone by)
/// as `m:ss`, drawn for each frame's time in the environment's font and colour, its size
/// that of the longest text the interval shows.
nonisolated struct TimerText: View, PrimitiveView {
    let timer: ProgressTimer

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let environment = context.environment
        let longest = [timer.text(at: timer.start), timer.text(at: timer.end)].max { $0.count < $1.count } ?? ""
        // Digits of the widest kind, so the label does not change size as it counts.
        let sample = String(longest.map { $0.isNumber ? "0" : $0 })
        let font = environment.resolvedFont
        let size = context.textMeasurer.measure(sample, font: font, maxWidth: nil)
        nodes.append(TimerTextNode(
            timer: timer, font: font, color: environment.resolvedForeground, size: size,
            baseline: context.textMeasurer.baseline(for: font)))
    }
}

package final class TimerTextNode: ViewNode {
    let timer: ProgressTimer
    let font: Font
    let color: Color
    let size: CGSize
    let baseline: CGFloat

    init(timer: ProgressTimer, font: Font, color: Color, size: CGSize, baseline: CGFloat) {
        self.timer = timer
        self.font = font
        self.color = color
        self.size = size
        self.baseline = baseline
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { size }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key ? baseline : nil
    }

    package override func draw(into list: inout DisplayList) {
        if timer.isRunning(at: list.date) { list.animatesContinuously = true }
        list.append(.text(timer.text(at: list.date), font: font, color: color, frame: frame, style: TextLayoutStyle()))
    }
}
