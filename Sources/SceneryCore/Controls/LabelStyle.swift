/// A look for the labels (`Label`) in a view hierarchy: set it with `.labelStyle(_:)`.
///
/// ```swift
/// struct RedBorderedLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Label(configuration).border(Color.red)
///     }
/// }
/// ```
///
/// `makeBody(configuration:)` runs like a view's `body`: a style may have `@State` and
/// `@Environment` properties. Inside it, `Label(configuration)` draws the label with the
/// style that was in effect around this one (or `.automatic`).
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// The properties of a label: its title and icon views.
    typealias Configuration = LabelStyleConfiguration
    /// Creates the view of one label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's parts, as its style receives them.
nonisolated public struct LabelStyleConfiguration {
    /// A label's title, type-erased: one view, its parts stacked leading-aligned (a title
    /// of two texts is a name above a subtitle, as in SwiftUI).
    nonisolated public struct Title: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            VStack(alignment: .leading) { TitleContent(content: content) }.resolve(into: &nodes, context: context)
        }
    }

    /// The title's own views.
    nonisolated struct TitleContent: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            content.resolve(into: &nodes, context: context)
        }
    }

    /// A label's icon, type-erased.
    nonisolated public struct Icon: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            content.resolve(into: &nodes, context: context)
        }
    }

    /// The label's title.
    public var title: Title
    /// The label's icon.
    public var icon: Icon
}

private struct LabelStylesKey: EnvironmentKey {
    static var defaultValue: [any LabelStyle] { [] }
}

extension EnvironmentValues {
    /// The label styles set around this point, outermost first; the last one applies.
    var labelStyles: [any LabelStyle] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the labels inside this view (the innermost `.labelStyle` wins).
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWritingModifier { $0.labelStyles.append(style) })
    }
}

/// The body of a label in a style: the style's `makeBody`, evaluated as a view's body (its
/// state and environment properties belong to this view's identity).
struct LabelStyleBody<Style: LabelStyle>: View {
    let style: Style
    let configuration: LabelStyleConfiguration
    var body: Style.Body { style.makeBody(configuration: configuration) }
}
