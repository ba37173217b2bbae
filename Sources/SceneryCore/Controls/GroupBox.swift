/// A box around related views, with an optional label above it (macOS's group box): the
/// label in the headline font, then the content padded 10 on a rounded (radius 8),
/// slightly darker (lighter, dark) background, as wide as it is offered.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with a label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label above the box.
    @MainActor public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            label.font(.headline)
            GroupBoxContent(content: content)
        }
    }
}

/// The box of a group box: the content padded on the group-box fill.
nonisolated struct GroupBoxContent<Content: View>: View, PrimitiveView {
    let content: Content

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let fill = Color.groupBoxFill.resolve(in: context.environment)
        let box = VStack(alignment: .leading, spacing: 8) { content }
            .padding(10)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 8).fill(fill))
        SceneryCore.resolve(box, into: &nodes, context: context)
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a group box without a label.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box labelled with the localized string for `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box labelled with a string as it is.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
