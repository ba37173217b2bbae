/// Shows a value within a range: a bar (on a desktop) or a ring, with a label and labels for
/// the current, minimum and maximum values.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// }
/// ```
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let styles = context.environment.gaugeStyles
        var environment = context.environment
        let style = environment.gaugeStyles.popLast()
        let restore: @MainActor (inout EnvironmentValues) -> Void = { $0.gaugeStyles = styles }
        func content<V: View>(_ view: V?) -> ConfiguredContent? {
            guard let view else { return nil }
            let content = ConfiguredContent(view, restore: restore)
            return content.isEmpty ? nil : content
        }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: ConfiguredContent(label, restore: restore)),
            currentValueLabel: content(currentValueLabel).map { .init(content: $0) },
            minimumValueLabel: content(minimumValueLabel).map { .init(content: $0) },
            maximumValueLabel: content(maximumValueLabel).map { .init(content: $0) })
        guard let style else {
            return BuiltInGauge(configuration: configuration, look: .bar).resolve(into: &nodes, context: context)
        }
        Self.resolveBody(of: style, configuration, environment: environment, into: &nodes, context: context)
    }

    @MainActor private static func resolveBody<S: GaugeStyle>(
        of style: S, _ configuration: GaugeStyleConfiguration, environment: EnvironmentValues,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        let body = GaugeStyleBody(style: style, configuration: configuration)
        resolveStyledBody(body, style: style, environment: environment, into: &nodes, context: context)
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / span))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` within `bounds` with a label.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label and a current-value label.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label, a current-value label and labels for the bounds.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// A look for the gauges in a view hierarchy: set it with `.gaugeStyle(_:)`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a gauge becomes.
    associatedtype Body: View
    /// The gauge's value and labels.
    typealias Configuration = GaugeStyleConfiguration
    /// Creates the view of one gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A gauge's properties, as its style receives them.
nonisolated public struct GaugeStyleConfiguration {
    /// A gauge's label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) { content.resolve(into: &nodes, context: context) }
    }
    /// A gauge's current-value label, type-erased.
    nonisolated public struct CurrentValueLabel: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) { content.resolve(into: &nodes, context: context) }
    }
    /// A gauge's minimum-value label, type-erased.
    nonisolated public struct MinimumValueLabel: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) { content.resolve(into: &nodes, context: context) }
    }
    /// A gauge's maximum-value label, type-erased.
    nonisolated public struct MaximumValueLabel: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) { content.resolve(into: &nodes, context: context) }
    }

    /// Where the value is in the gauge's range, from 0 to 1.
    public var value: Double
    /// What the gauge measures.
    public var label: Label
    /// The value, in words.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound, in words.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound, in words.
    public var maximumValueLabel: MaximumValueLabel?
}

/// The default gauge style: on a desktop, ``LinearCapacityGaugeStyle``.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the default style.
    nonisolated public init() {}
    /// A bar.
    @MainActor public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, look: .bar) }
}

/// A bar filled by the value: the label above, the minimum and maximum labels at its ends,
/// the current value below in the secondary colour.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the linear capacity style.
    nonisolated public init() {}
    /// A bar.
    @MainActor public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, look: .bar) }
}

/// The compact bar of a widget (drawn as ``LinearCapacityGaugeStyle``'s bar).
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// A bar.
    @MainActor public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, look: .bar) }
}

/// The compact bar of a widget, filled (drawn as ``LinearCapacityGaugeStyle``'s bar).
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// A bar.
    @MainActor public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, look: .bar) }
}

/// A ring: the arc shows the value, the current-value label in the middle, the bounds'
/// labels below.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// A ring.
    @MainActor public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, look: .ring) }
}

/// A ring filled by the value, the current-value label in the middle.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// A ring.
    @MainActor public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, look: .ring) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style (a bar on a desktop).
    nonisolated public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled by the value.
    nonisolated public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A compact bar.
    nonisolated public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A compact filled bar.
    nonisolated public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A ring.
    nonisolated public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A filled ring.
    nonisolated public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct GaugeStylesKey: EnvironmentKey {
    static var defaultValue: [any GaugeStyle] { [] }
}

extension EnvironmentValues {
    /// The gauge styles set around this point, outermost first; the last applies.
    var gaugeStyles: [any GaugeStyle] {
        get { self[GaugeStylesKey.self] }
        set { self[GaugeStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the gauges inside this view.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWritingModifier { $0.gaugeStyles.append(style) })
    }
}

/// The body of a gauge in a style.
struct GaugeStyleBody<Style: GaugeStyle>: View {
    let style: Style
    let configuration: GaugeStyleConfiguration
    var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// The built-in gauges: a bar (the progress bar's, 6 thick at the regular size) or a ring
/// (44 across, 5 wide), filled in the tint.
nonisolated struct BuiltInGauge: View, PrimitiveView {
    enum Look { case bar, ring }
    let configuration: GaugeStyleConfiguration
    let look: Look

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let environment = context.environment
        let tint = environment.tint.resolve(in: environment)
        let track = Color.controlTrack.resolve(in: environment)
        let metrics = environment.controlMetrics
        let fraction = configuration.value
        let c = configuration
        switch look {
        case .bar:
            let view = VStack(alignment: .leading, spacing: 4) {
                c.label
                HStack(spacing: 6) {
                    if let label = c.minimumValueLabel { label.font(.caption) }
                    _NodeView { _ in ProgressBarNode(fraction: fraction, timer: nil, thickness: metrics.barThickness, tint: tint, track: track) }
                    if let label = c.maximumValueLabel { label.font(.caption) }
                }
                if let label = c.currentValueLabel { label.font(.caption).foregroundStyle(Color.secondary) }
            }
            SceneryCore.resolve(view, into: &nodes, context: context)
        case .ring:
            let diameter = metrics.circularDiameter + 12
            let view = VStack(spacing: 4) {
                ZStack {
                    _NodeView { _ in
                        CircularProgressNode(fraction: fraction, timer: nil, diameter: diameter, lineWidth: metrics.ringWidth + 1, tint: tint, track: track)
                    }
                    if let label = c.currentValueLabel { label.font(.caption) }
                }
                HStack(spacing: 4) {
                    if let label = c.minimumValueLabel { label.font(.caption2) }
                    if let label = c.maximumValueLabel { label.font(.caption2) }
                }
                c.label.font(.caption)
            }
            SceneryCore.resolve(view, into: &nodes, context: context)
        }
    }
}
