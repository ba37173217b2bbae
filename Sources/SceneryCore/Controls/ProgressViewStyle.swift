/// A look for the progress views in a view hierarchy: set it with
/// `.progressViewStyle(_:)`.
///
/// Inside `makeBody(configuration:)`, `ProgressView(configuration)` draws the progress
/// view with the style that was in effect around this one (or `.automatic`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a progress view becomes.
    associatedtype Body: View
    /// The properties of a progress view: how far it is, and its labels.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Creates the view of one progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view's properties, as its style receives them.
nonisolated public struct ProgressViewStyleConfiguration {
    /// A progress view's label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            content.resolve(into: &nodes, context: context)
        }
    }

    /// A progress view's current-value label, type-erased.
    nonisolated public struct CurrentValueLabel: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            content.resolve(into: &nodes, context: context)
        }
    }

    /// How much of the task is done, from 0 to 1; nil when that is not known
    /// (indeterminate progress).
    public let fractionCompleted: Double?
    /// What the task is, if the progress view has a label.
    public var label: Label?
    /// How far the task is, in words, if the progress view has such a label.
    public var currentValueLabel: CurrentValueLabel?
    /// For `ProgressView(timerInterval:countsDown:)`: the interval whose passing the
    /// built-in styles draw as it happens.
    let timer: ProgressTimer?
}

/// The interval of a `ProgressView(timerInterval:countsDown:)`.
struct ProgressTimer: Equatable {
    /// The interval's ends, in seconds since the reference date.
    var start: Double
    var end: Double
    /// Whether the bar empties (true) or fills as time passes.
    var countsDown: Bool

    /// The fraction the bar shows at `date` (seconds since the reference date).
    func fraction(at date: Double) -> Double {
        let total = end - start
        let elapsed = total > 0 ? min(1, max(0, (date - start) / total)) : 1
        return countsDown ? 1 - elapsed : elapsed
    }

    /// Whether the interval is still running at `date`.
    func isRunning(at date: Double) -> Bool { date < end }

    /// The time shown by the current-value label at `date`: the time left (counting down)
    /// or gone by, as `m:ss` (`h:mm:ss` from an hour), whole seconds rounded up when
    /// counting down, as a countdown reads.
    func text(at date: Double) -> String {
        let clamped = min(max(date, start), end)
        let seconds = countsDown ? Int((end - clamped).rounded(.up)) : Int((clamped - start).rounded(.down))
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}

private struct ProgressViewStylesKey: EnvironmentKey {
    static var defaultValue: [any ProgressViewStyle] { [] }
}

extension EnvironmentValues {
    /// The progress view styles set around this point, outermost first; the last applies.
    var progressViewStyles: [any ProgressViewStyle] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the progress views inside this view (the innermost
    /// `.progressViewStyle` wins).
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWritingModifier { $0.progressViewStyles.append(style) })
    }
}

/// The body of a progress view in a style: the style's `makeBody`, evaluated as a view's
/// body (its state and environment properties belong to this view's identity).
struct ProgressViewStyleBody<Style: ProgressViewStyle>: View {
    let style: Style
    let configuration: ProgressViewStyleConfiguration
    var body: Style.Body { style.makeBody(configuration: configuration) }
}
