/// A container for the controls of a settings or data-entry view, grouped in `Section`s.
///
/// On a desktop the default style is `.columns` (as on macOS): the labels of the controls
/// (`LabeledContent`, `Slider`, a `.switch` toggle) line up, trailing-aligned,
/// in a column, with the controls in a second column; views without such a label (a
/// checkbox, a button) go in the second column. `.grouped` puts each section in a rounded
/// box, each row's label leading and its control trailing (GNOME's boxed lists).
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a form of `content`.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let styles = context.environment.formStyles
        var environment = context.environment
        let style = environment.formStyles.popLast()
        let configuration = FormStyleConfiguration(
            content: .init(content: ConfiguredContent(content) { $0.formStyles = styles }))
        guard let style else {
            return BuiltInForm(configuration: configuration, kind: .columns).resolve(into: &nodes, context: context)
        }
        Self.resolveBody(of: style, configuration, environment: environment, into: &nodes, context: context)
    }

    @MainActor private static func resolveBody<S: FormStyle>(
        of style: S, _ configuration: FormStyleConfiguration, environment: EnvironmentValues,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        let body = FormStyleBody(style: style, configuration: configuration)
        resolveStyledBody(body, style: style, environment: environment, into: &nodes, context: context)
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// Creates the form a style is given, drawn with the style around that one.
    nonisolated public init(_ configuration: FormStyleConfiguration) {
        content = configuration.content
    }
}

/// A look for the forms in a view hierarchy: set it with `.formStyle(_:)`.
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view a form becomes.
    associatedtype Body: View
    /// The form's content.
    typealias Configuration = FormStyleConfiguration
    /// Creates the view of one form.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A form's content, as its style receives it.
nonisolated public struct FormStyleConfiguration {
    /// The form's content, type-erased.
    nonisolated public struct Content: View, PrimitiveView {
        let content: ConfiguredContent
        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            content.resolve(into: &nodes, context: context)
        }
    }

    /// The form's views.
    public let content: Content
}

/// The default form style: `.columns` on a desktop.
nonisolated public struct AutomaticFormStyle: FormStyle {
    /// Creates the default style.
    nonisolated public init() {}
    /// The columns form.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInForm(configuration: configuration, kind: .columns)
    }
}

/// Labels in a trailing-aligned column, controls in a second column (macOS's form).
nonisolated public struct ColumnsFormStyle: FormStyle {
    /// Creates the columns style.
    nonisolated public init() {}
    /// The columns form.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInForm(configuration: configuration, kind: .columns)
    }
}

/// Each section in a rounded box, rows with the label leading and the control trailing.
nonisolated public struct GroupedFormStyle: FormStyle {
    /// Creates the grouped style.
    nonisolated public init() {}
    /// The grouped form.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInForm(configuration: configuration, kind: .grouped)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default style (columns on a desktop).
    nonisolated public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in two columns.
    nonisolated public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections in rounded boxes.
    nonisolated public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

private struct FormStylesKey: EnvironmentKey {
    static var defaultValue: [any FormStyle] { [] }
}

/// How the built-in form lays out its rows.
package enum FormLayoutKind: Equatable, Sendable { case columns, grouped }

private struct FormLayoutKindKey: EnvironmentKey {
    static var defaultValue: FormLayoutKind? { nil }
}

extension EnvironmentValues {
    /// The form styles set around this point, outermost first; the last applies.
    var formStyles: [any FormStyle] {
        get { self[FormStylesKey.self] }
        set { self[FormStylesKey.self] = newValue }
    }

    /// The built-in form the views are in, if any: its rows split their label from their
    /// control (``FormRow``), and sections become the form's sections.
    package var formLayout: FormLayoutKind? {
        get { self[FormLayoutKindKey.self] }
        set { self[FormLayoutKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the forms inside this view.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWritingModifier { $0.formStyles.append(style) })
    }
}

/// The body of a form in a style.
struct FormStyleBody<Style: FormStyle>: View {
    let style: Style
    let configuration: FormStyleConfiguration
    var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// The built-in forms: the content's rows in a ``FormNode``.
nonisolated struct BuiltInForm: View, PrimitiveView {
    let configuration: FormStyleConfiguration
    let kind: FormLayoutKind

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var inner = context
        inner.environment.formLayout = kind
        var rows: [ViewNode] = []
        configuration.content.resolve(into: &rows, context: inner)
        let colors = (
            box: Color.groupBoxFill.resolve(in: context.environment),
            separator: Color(white: 0, opacity: 0.1).dark(white: 1, opacity: 0.1).resolve(in: context.environment))
        nodes.append(FormNode(rows: rows, kind: kind, boxColor: colors.box, separatorColor: colors.separator))
    }
}

/// A control's label and the control, as a form lays them out: in a form's columns (or a
/// grouped form's row, label leading and control trailing); elsewhere the label, then the
/// control, in a row.
nonisolated struct FormRow<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    /// The control as it is in a form, when it differs (a text field without the title as
    /// its placeholder).
    var formContent: Content? = nil
    /// How label and control line up: centred on each other, or on their first baselines
    /// (a column of radio buttons, a graphical date picker, a text field).
    var alignment: VerticalAlignment = .center
    /// Whether the label is shown outside a form (a text field's title is not).
    var labelOutsideForm = true

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        if context.environment.formLayout == nil {
            resolveOutsideForm(into: &nodes, context: context)
        } else {
            resolveInForm(formContent ?? content, into: &nodes, context: context)
        }
    }

    /// The label, then the control, in a row (or the control alone).
    @MainActor private func resolveOutsideForm(into nodes: inout [ViewNode], context: ResolveContext) {
        if !labelOutsideForm {
            SceneryCore.resolve(content, into: &nodes, context: context)
            return
        }
        let hidesLabel = context.environment.labelsHidden
        let row = HStack(alignment: alignment, spacing: 8) {
            if !hidesLabel { label }
            content
        }
        SceneryCore.resolve(row, into: &nodes, context: context)
    }

    /// The label and `control` in a ``FormRowNode``, for the form's columns.
    @MainActor private func resolveInForm(_ control: Content, into nodes: inout [ViewNode], context: ResolveContext) {
        let hidesLabel = context.environment.labelsHidden
        // One node each (a stack of one view is that view's size and flexibility).
        var labelNodes: [ViewNode] = []
        SceneryCore.resolve(
            VStack(alignment: .trailing, spacing: 2) { if !hidesLabel { label } }, into: &labelNodes, context: context.child(.index(0)))
        var contentNodes: [ViewNode] = []
        SceneryCore.resolve(VStack(alignment: .leading, spacing: 4) { control }, into: &contentNodes, context: context.child(.index(1)))
        guard let labelNode = labelNodes.first, let contentNode = contentNodes.first else { return }
        let row = FormRowNode(label: labelNode, content: contentNode)
        row.alignsBaselines = alignment == .firstTextBaseline
        nodes.append(row)
    }
}
