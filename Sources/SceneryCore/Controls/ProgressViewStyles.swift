/// The default progress view style: on a desktop, a linear bar (``LinearProgressViewStyle``)
/// for determinate progress and a spinning circle (``CircularProgressViewStyle``) for
/// indeterminate progress.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the default style.
    nonisolated public init() {}
    /// A bar when the fraction done is known (or a timer runs), else a spinner.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Self.body(configuration)
    }

    static func body(_ configuration: Configuration) -> BuiltInProgressView {
        BuiltInProgressView(
            configuration: configuration,
            look: configuration.fractionCompleted == nil && configuration.timer == nil ? .circular : .linear)
    }
}

/// A horizontal bar that fills from the leading edge, as wide as it is offered, with the
/// label above it and the current-value label below it (in the secondary colour).
/// Indeterminate, a segment sweeps along it. Thickness: 6 points (3, 4, 8, 10 for mini,
/// small, large, extra large); fill: the tint colour.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the linear style.
    nonisolated public init() {}
    /// Creates the linear style with a fill colour (`tint` replaces it in new code).
    nonisolated public init(tint: Color) { self.tint = tint }
    var tint: Color?
    /// The bar and its labels.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(configuration: configuration, look: .linear, tint: tint)
    }
}

/// A ring whose arc shows the fraction done, clockwise from the top; indeterminate, a
/// spinner (a quarter arc turning once a second). The label is below it. Diameter: 32
/// points (12, 16, 40, 48 for mini, small, large, extra large).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the circular style.
    nonisolated public init() {}
    /// Creates the circular style with an arc colour (`tint` replaces it in new code).
    nonisolated public init(tint: Color) { self.tint = tint }
    var tint: Color?
    /// The ring (or spinner) and its label.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(configuration: configuration, look: .circular, tint: tint)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style: a bar, or a spinner when indeterminate.
    nonisolated public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar.
    nonisolated public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring, or a spinner when indeterminate.
    nonisolated public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The built-in progress views: the indicator node with the labels around it.
nonisolated struct BuiltInProgressView: View, PrimitiveView {
    enum Look { case linear, circular }
    let configuration: ProgressViewStyleConfiguration
    let look: Look
    var tint: Color?

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let environment = context.environment
        let metrics = environment.controlMetrics
        let color = (tint ?? environment.tint).resolve(in: environment)
        let track = Color.controlTrack.resolve(in: environment)
        let fraction = configuration.fractionCompleted
        let timer = configuration.timer
        switch look {
        case .linear:
            let bar = _NodeView { _ in
                ProgressBarNode(fraction: fraction, timer: timer, thickness: metrics.barThickness, tint: color, track: track)
            }
            let view = VStack(alignment: .leading, spacing: 4) {
                if let label = configuration.label { label }
                bar
                if let value = configuration.currentValueLabel {
                    value.font(.caption).foregroundStyle(Color.secondary)
                }
            }
            SceneryCore.resolve(view, into: &nodes, context: context)
        case .circular:
            let ring = _NodeView { _ in
                CircularProgressNode(
                    fraction: fraction, timer: timer, diameter: metrics.circularDiameter,
                    lineWidth: metrics.ringWidth, tint: color, track: track)
            }
            let view = VStack(spacing: 6) {
                ring
                if let label = configuration.label { label }
                if let value = configuration.currentValueLabel {
                    value.font(.caption).foregroundStyle(Color.secondary)
                }
            }
            SceneryCore.resolve(view, into: &nodes, context: context)
        }
    }
}

/// A view that is one layout node made at resolve time (the parts of built-in controls).
nonisolated struct _NodeView: View, PrimitiveView {
    let make: @MainActor (ResolveContext) -> ViewNode

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(make(context))
    }
}
