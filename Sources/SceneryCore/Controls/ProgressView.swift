public import FoundationEssentials

/// Shows how far a task is: a bar filling up (`ProgressView(value: 0.4)`), or, when that
/// is not known (`ProgressView()`), a spinner.
///
/// The progress view style in effect (`.progressViewStyle(_:)`) draws it. The default
/// style draws a linear bar for determinate progress and a circular spinner for
/// indeterminate progress; the spinner turns, with the window's frame clock, only while
/// it is on screen.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// `init(timerInterval:countsDown:)`: the interval, and whether the current-value
    /// label is the built-in countdown.
    var timer: ProgressTimer?
    var showsTimerText = false

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?, timer: ProgressTimer? = nil) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.timer = timer
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let styles = context.environment.progressViewStyles
        var environment = context.environment
        let style = environment.progressViewStyles.popLast()
        let restore: @MainActor (inout EnvironmentValues) -> Void = { $0.progressViewStyles = styles }
        var valueLabel = currentValueLabel.flatMap { label -> ProgressViewStyleConfiguration.CurrentValueLabel? in
            let content = ConfiguredContent(label, restore: restore)
            return content.isEmpty ? nil : .init(content: content)
        }
        if showsTimerText, let timer {
            valueLabel = .init(content: ConfiguredContent(TimerText(timer: timer), restore: restore))
        }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.flatMap { label in
                let content = ConfiguredContent(label, restore: restore)
                return content.isEmpty ? nil : .init(content: content)
            },
            currentValueLabel: valueLabel,
            timer: timer)
        guard let style else {
            // No style set: the default look, without evaluating a style as a view.
            return DefaultProgressViewStyle.body(configuration).resolve(into: &nodes, context: context)
        }
        Self.resolveBody(of: style, configuration, environment: environment, into: &nodes, context: context)
    }

    @MainActor private static func resolveBody<S: ProgressViewStyle>(
        of style: S, _ configuration: ProgressViewStyleConfiguration, environment: EnvironmentValues,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        let body = ProgressViewStyleBody(style: style, configuration: configuration)
        resolveStyledBody(body, style: style, environment: environment, into: &nodes, context: context)
    }

    /// `value / total` in 0...1, nil for a nil value (indeterminate).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(1, max(0, Double(value) / Double(total)))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner by default).
    nonisolated public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A progress view showing `value` of `total` (a bar by default); a nil value is
    /// indeterminate. Values outside 0…total are clamped.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A progress view showing `value` of `total`, with a label.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A progress view showing `value` of `total`, with a label and a current-value label.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A progress view for the time interval `timerInterval`, with a label and a
    /// current-value label: the bar empties (`countsDown`, the default) or fills as the
    /// interval passes, drawn with the window's frame clock while the interval runs.
    nonisolated public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: nil, label: label(), currentValueLabel: currentValueLabel(),
            timer: ProgressTimer(timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a text label.
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// An indeterminate progress view with a text label.
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A progress view showing `value` of `total`, with a text label.
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view showing `value` of `total`, with a text label.
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// A progress view for the time interval `timerInterval`, with a label; the
    /// current-value label shows the time left (or gone by, when not `countsDown`).
    nonisolated public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: nil, label: label(), currentValueLabel: Text(""),
            timer: ProgressTimer(timerInterval, countsDown: countsDown))
        showsTimerText = true
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A progress view for the time interval `timerInterval`; the current-value label
    /// shows the time left (or gone by, when not `countsDown`).
    nonisolated public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(
            fraction: nil, label: nil, currentValueLabel: Text(""),
            timer: ProgressTimer(timerInterval, countsDown: countsDown))
        showsTimerText = true
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates the progress view a style is given: inside a `ProgressViewStyle`'s
    /// `makeBody(configuration:)`, it draws the progress view with the style around that one.
    nonisolated public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel, timer: configuration.timer)
    }
}

extension ProgressTimer {
    init(_ interval: ClosedRange<Date>, countsDown: Bool) {
        self.init(
            start: interval.lowerBound.timeIntervalSinceReferenceDate,
            end: interval.upperBound.timeIntervalSinceReferenceDate, countsDown: countsDown)
    }
}
