/// A control for a value in a range: a track, filled in the tint up to a round knob.
///
/// ```swift
/// Slider(value: $speed, in: 0...100, step: 5) {
///     Text("Speed")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// } onEditingChanged: { editing in
///     isEditing = editing
/// }
/// ```
///
/// Dragging the knob moves the value; a press on the track moves the knob there first. With
/// the keyboard focus (Tab, or a click), Left/Down and Right/Up move it by the step (a
/// twentieth of the range without one), Page Down/Page Up by a tenth of the range, Home and
/// End to the bounds. `onEditingChanged` is called with true when a press or key goes down
/// and with false when it comes up. docs/controls.md describes its look and metrics.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let model: MainActorBound<SliderModel>
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
        minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        model = MainActorBound(SliderModel(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Reads the value in a view body (so the slider updates when it changes, whoever else
    /// reads it), then resolves the row.
    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        SceneryCore.resolve(SliderValueReader(slider: self), into: &nodes, context: context)
    }

    /// The label, the minimum-value label, the track, the maximum-value label, in a row.
    @MainActor func resolveRow(into nodes: inout [ViewNode], context: ResolveContext) {
        let model = model.value
        // In a form the label goes in the form's label column.
        let row = FormRow(label: label, content: HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(model: MainActorBound(model))
            maximumValueLabel
        })
        var inner = context
        inner.environment = context.environment.withControlFont()
        SceneryCore.resolve(row, into: &nodes, context: inner)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider for `value` within `bounds`.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a slider for `value` within `bounds` that moves in steps of `step`.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider for `value` within `bounds`, with a label.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a slider for `value` within `bounds` in steps of `step`, with a label.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// Creates a slider with a label and labels for its two ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider in steps of `step`, with a label and labels for its two ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with end labels (the older order, the label last).
    @available(*, deprecated, renamed: "init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }
}

/// A slider's value, read in a body: the slider updates when it changes.
struct SliderValueReader<Label: View, ValueLabel: View>: View {
    let slider: Slider<Label, ValueLabel>

    var body: some View {
        let _ = slider.model.value.fraction()
        SliderRow(slider: slider)
    }
}

/// A slider's row (``Slider/resolveRow(into:context:)``).
nonisolated struct SliderRow<Label: View, ValueLabel: View>: View, PrimitiveView {
    let slider: Slider<Label, ValueLabel>

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        slider.resolveRow(into: &nodes, context: context)
    }
}

/// What a slider does, in fractions of its range: the value now, setting it (snapped to
/// the step, clamped), the keyboard's step, and the editing callback.
struct SliderModel {
    let fraction: @MainActor () -> Double
    let setFraction: @MainActor (Double) -> Void
    /// One arrow key's move, as a fraction of the range.
    let keyStep: Double
    let onEditingChanged: @MainActor (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        nonisolated(unsafe) let editing = onEditingChanged, value = value
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        let span = upper - lower
        let stepSize = step.map { Double($0) }.flatMap { $0 > 0 ? $0 : nil }
        self.onEditingChanged = { editing($0) }
        keyStep = span > 0 ? (stepSize.map { $0 / span } ?? 0.05) : 0
        fraction = {
            guard span > 0 else { return 0 }
            return min(1, max(0, (Double(value.wrappedValue) - lower) / span))
        }
        setFraction = { fraction in
            var new = lower + min(1, max(0, fraction)) * span
            if let stepSize { new = min(upper, lower + ((new - lower) / stepSize).rounded() * stepSize) }
            let converted = V(new)
            if value.wrappedValue != converted { value.wrappedValue = converted }
        }
    }
}

/// The measurements of a slider at a control size (points).
struct SliderMetrics: Equatable {
    /// The knob's diameter.
    var knob: CGFloat
    /// The track's thickness.
    var track: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini: (knob, track) = (12, 3)
        case .small: (knob, track) = (14, 3)
        case .regular: (knob, track) = (20, 4)
        case .large: (knob, track) = (22, 5)
        case .extraLarge: (knob, track) = (26, 6)
        }
    }
}

/// A slider's track and knob: one focus stop taking the slider's keys, with a node that
/// follows the pointer.
nonisolated struct SliderTrack: View, PrimitiveView {
    let model: MainActorBound<SliderModel>

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let model = model.value
        let environment = context.environment
        let metrics = SliderMetrics(environment.controlSize)
        let colors = SliderColors(environment)
        let fraction = model.fraction()
        let identity = context.path
        let track = _NodeView { context in
            let node = SliderNode(
                fraction: fraction, metrics: metrics, colors: colors, isEnabled: context.environment.isEnabled, model: model)
            node.targetIdentity = identity.appending(.explicit("track"))
            return node
        }
        let control = track
            .focusable()
            .onKeyPress(phases: .all) { press in
                let now = model.fraction()
                let page = max(model.keyStep, 0.1)
                let target: Double
                switch press.key {
                case .leftArrow, .downArrow: target = now - model.keyStep
                case .rightArrow, .upArrow: target = now + model.keyStep
                case .pageDown: target = now - page
                case .pageUp: target = now + page
                case .home: target = 0
                case .end: target = 1
                default: return .ignored
                }
                switch press.phase {
                case .down:
                    model.onEditingChanged(true)
                    model.setFraction(target)
                case .repeat:
                    model.setFraction(target)
                default:
                    model.onEditingChanged(false)
                }
                return .handled
            }
        SceneryCore.resolve(control, into: &nodes, context: context)
    }
}

/// A slider's colours, resolved in its environment.
struct SliderColors: Equatable {
    var track: Color
    var fill: Color
    var knob: Color
    var border: Color
    var pressed: Color
    var hover: Color

    init(_ environment: EnvironmentValues) {
        track = Color.controlTrack.resolve(in: environment)
        fill = environment.tint.resolve(in: environment)
        knob = Color.controlKnob.resolve(in: environment)
        border = Color(white: 0, opacity: 0.2).dark(white: 0, opacity: 0.4).resolve(in: environment)
        pressed = Color.controlPressedVeil.resolve(in: environment)
        hover = Color(white: 0, opacity: 0.06).dark(white: 1, opacity: 0.15).resolve(in: environment)
    }
}

/// The drawn slider, and what the pointer does to it: a press on the knob grabs it (the
/// knob keeps its place under the pointer), a press elsewhere on the track moves the knob
/// there; dragging moves the value; `onEditingChanged` is true from the press to the
/// release.
package final class SliderNode: TapTargetNode {
    let fraction: Double
    let metrics: SliderMetrics
    let colors: SliderColors
    let model: SliderModel
    /// How far right of the knob's centre the pointer grabbed it.
    private(set) var grabOffset: CGFloat = 0

    init(fraction: Double, metrics: SliderMetrics, colors: SliderColors, isEnabled: Bool, model: SliderModel) {
        self.fraction = fraction
        self.metrics = metrics
        self.colors = colors
        self.model = model
        super.init(child: EmptyNode(), isEnabled: isEnabled, action: {})
    }

    /// The width offered (160 points without one), the knob's diameter high.
    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? max(metrics.knob * 2, $0) : nil } ?? 160
        return CGSize(width: width, height: metrics.knob)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {}

    /// Where the knob's centre can go: from half a knob in from each end.
    private var travel: (start: CGFloat, length: CGFloat) {
        (frame.minX + metrics.knob / 2, max(0, frame.width - metrics.knob))
    }

    /// The knob's frame for `fraction`.
    var knobFrame: CGRect {
        let center = travel.start + travel.length * CGFloat(fraction)
        return CGRect(x: center - metrics.knob / 2, y: frame.midY - metrics.knob / 2, width: metrics.knob, height: metrics.knob)
    }

    private func fraction(at x: CGFloat) -> Double {
        let travel = travel
        guard travel.length > 0 else { return 0 }
        return Double((x - grabOffset - travel.start) / travel.length)
    }

    package override func pressBegan() {
        guard isEnabled else { return }
        model.onEditingChanged(true)
    }

    package override func dragBegan(at point: CGPoint) {
        guard isEnabled else { return }
        let knob = knobFrame
        if knob.insetBy(dx: -2, dy: -2).contains(point) {
            grabOffset = point.x - knob.midX
        } else {
            grabOffset = 0
            model.setFraction(fraction(at: point.x))
        }
    }

    package override func dragged(to point: CGPoint) -> Bool {
        guard isEnabled else { return false }
        model.setFraction(fraction(at: point.x))
        return true
    }

    /// A click does nothing more than the press did.
    package override func activate() {}

    package override func pressEnded() {
        guard isEnabled else { return }
        model.onEditingChanged(false)
    }

    package override func takeOverPress(from old: TapTargetNode) {
        if let old = old as? SliderNode { grabOffset = old.grabOffset }
    }

    package override func draw(into list: inout DisplayList) {
        if !isEnabled { list.append(.beginOpacity(0.4, frame: frame)) }
        let thickness = metrics.track
        let track = CGRect(x: frame.minX, y: frame.midY - thickness / 2, width: frame.width, height: thickness)
        list.append(.shape(
            Path(roundedRect: track, cornerRadius: thickness / 2), paint: .fill(eoFill: false), color: colors.track, frame: track))
        let knob = knobFrame
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, knob.midX - track.minX), height: thickness)
        if filled.width > 0 {
            list.append(.shape(
                Path(roundedRect: filled, cornerRadius: min(thickness / 2, filled.width / 2)), paint: .fill(eoFill: false),
                color: colors.fill, frame: filled))
        }
        list.append(.shape(Path(ellipseIn: knob), paint: .fill(eoFill: false), color: colors.knob, frame: knob))
        if isPressed {
            list.append(.shape(Path(ellipseIn: knob), paint: .fill(eoFill: false), color: colors.pressed, frame: knob))
        } else if isHovered && isEnabled {
            list.append(.shape(Path(ellipseIn: knob), paint: .fill(eoFill: false), color: colors.hover, frame: knob))
        }
        let edge = knob.insetBy(dx: 0.5, dy: 0.5)
        list.append(.shape(Path(ellipseIn: edge), paint: .stroke(StrokeStyle(lineWidth: 1)), color: colors.border, frame: edge))
        if !isEnabled { list.append(.end) }
    }
}
