/// A look for the toggles in a view hierarchy: set it with `.toggleStyle(_:)`.
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "star.fill" : "star")
///             }
///         }
///     }
/// }
/// ```
///
/// Inside `makeBody(configuration:)`, `Toggle(configuration)` draws the toggle with the
/// style that was in effect around this one (or `.automatic`).
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle becomes.
    associatedtype Body: View
    /// The properties of a toggle: its label and its state.
    typealias Configuration = ToggleStyleConfiguration
    /// Creates the view of one toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle's properties, as its style receives them.
nonisolated public struct ToggleStyleConfiguration {
    /// A toggle's label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            content.resolve(into: &nodes, context: context)
        }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` is the binding a style changes it through.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on or all off (a
    /// toggle made with `sources:`); the built-in styles draw a dash.
    public var isMixed: Bool
}

private struct ToggleStylesKey: EnvironmentKey {
    static var defaultValue: [any ToggleStyle] { [] }
}

extension EnvironmentValues {
    /// The toggle styles set around this point, outermost first; the last applies.
    var toggleStyles: [any ToggleStyle] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles inside this view (the innermost `.toggleStyle` wins).
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWritingModifier { $0.toggleStyles.append(style) })
    }
}

/// The body of a toggle in a style: the style's `makeBody`, evaluated as a view's body
/// (its state and environment properties belong to this view's identity).
struct ToggleStyleBody<Style: ToggleStyle>: View {
    let style: Style
    let configuration: ToggleStyleConfiguration
    var body: Style.Body { style.makeBody(configuration: configuration) }
}
