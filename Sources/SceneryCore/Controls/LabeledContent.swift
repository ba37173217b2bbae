public import FoundationEssentials

/// A label and the value or control it names: `LabeledContent("Size", value: "12 KB")`.
///
/// Outside a form it is the label, then the content, in a row (a text value in the
/// secondary colour); in a `Form` with the columns style (the default on a desktop) the
/// label goes in the form's trailing-aligned label column and the content beside it.
nonisolated public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// Creates labelled content: `content`, named by `label`.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Resolves the innermost labeled-content style's body (docs/controls.md, "The style
    /// pattern"), or the default look.
    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let styles = context.environment.labeledContentStyles
        var environment = context.environment
        let style = environment.labeledContentStyles.popLast()
        let restore: @MainActor (inout EnvironmentValues) -> Void = { $0.labeledContentStyles = styles }
        let configuration = LabeledContentStyleConfiguration(
            label: .init(content: ConfiguredContent(label, restore: restore)),
            content: .init(content: ConfiguredContent(content, restore: restore)))
        guard let style else {
            return FormRow(label: configuration.label, content: configuration.content).resolve(into: &nodes, context: context)
        }
        Self.resolveBody(of: style, configuration, environment: environment, into: &nodes, context: context)
    }

    @MainActor private static func resolveBody<S: LabeledContentStyle>(
        of style: S, _ configuration: LabeledContentStyleConfiguration, environment: EnvironmentValues,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        let body = LabeledContentStyleBody(style: style, configuration: configuration)
        resolveStyledBody(body, style: style, environment: environment, into: &nodes, context: context)
    }
}

extension LabeledContent where Label == Text {
    /// Creates labelled content with a text label: the localized string for `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates labelled content with a text label shown as it is.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a label and a text value (drawn in the secondary colour); the label is the
    /// localized string for `titleKey`.
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value).foregroundStyle(.secondary) }, label: { Text(titleKey) })
    }

    /// Creates a label and a text value, both shown as they are.
    @_disfavoredOverload
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value).foregroundStyle(.secondary) }, label: { Text(title) })
    }

    /// Creates a label and a value shown with `format`.
    nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format).foregroundStyle(.secondary) }, label: { Text(titleKey) })
    }

    /// Creates a label shown as it is and a value shown with `format`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format).foregroundStyle(.secondary) }, label: { Text(title) })
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates the labelled content a style is given: inside a ``LabeledContentStyle``'s
    /// `makeBody(configuration:)`, it draws with the style around that one.
    nonisolated public init(_ configuration: LabeledContentStyleConfiguration) {
        label = configuration.label
        content = configuration.content
    }
}

/// A look for the labelled content in a view hierarchy: set it with
/// `.labeledContentStyle(_:)`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view labelled content becomes.
    associatedtype Body: View
    /// The label and the content.
    typealias Configuration = LabeledContentStyleConfiguration
    /// Creates the view of one labelled content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Labelled content's parts, as its style receives them.
nonisolated public struct LabeledContentStyleConfiguration {
    /// The label, type-erased.
    nonisolated public struct Label: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            content.resolve(into: &nodes, context: context)
        }
    }

    /// The content, type-erased.
    nonisolated public struct Content: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            content.resolve(into: &nodes, context: context)
        }
    }

    /// What the content is.
    public let label: Label
    /// The value or control.
    public let content: Content
}

/// The default labelled content style: the label, then the content, in a row (in a
/// form's two columns).
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates the default style.
    nonisolated public init() {}
    /// The label and the content.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        FormRow(label: configuration.label, content: configuration.content)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default style.
    nonisolated public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

private struct LabeledContentStylesKey: EnvironmentKey {
    static var defaultValue: [any LabeledContentStyle] { [] }
}

extension EnvironmentValues {
    /// The labelled content styles set around this point, outermost first; the last applies.
    var labeledContentStyles: [any LabeledContentStyle] {
        get { self[LabeledContentStylesKey.self] }
        set { self[LabeledContentStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the labelled content inside this view.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWritingModifier { $0.labeledContentStyles.append(style) })
    }
}

/// The body of labelled content in a style.
struct LabeledContentStyleBody<Style: LabeledContentStyle>: View {
    let style: Style
    let configuration: LabeledContentStyleConfiguration
    var body: Style.Body { style.makeBody(configuration: configuration) }
}
