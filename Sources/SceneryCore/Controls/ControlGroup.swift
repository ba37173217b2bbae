/// Controls shown as one linked group: buttons side by side on one rounded bordered
/// background, 1-point separators between them (GTK's linked boxes, macOS's segmented
/// buttons).
nonisolated public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a group of `content`'s controls.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a group with a label (shown where a menu shows it; a row of buttons shows
    /// only the controls).
    nonisolated public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    /// Creates a group with a title (see ``init(content:label:)``).
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let environment = context.environment
        let separator = Color(white: 0, opacity: 0.15).dark(white: 1, opacity: 0.15).resolve(in: environment)
        var inner = context
        inner.environment.isInControlGroup = true
        let group = HStack(spacing: 1) { content }
            .background(separator)
            .clipShape(RoundedRectangle(cornerRadius: 6))
            .fixedSize()
        SceneryCore.resolve(group, into: &nodes, context: inner)
    }
}

private struct ControlGroupMemberKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the views are the controls of a ``ControlGroup``: bordered buttons draw
    /// square faces the group rounds.
    var isInControlGroup: Bool {
        get { self[ControlGroupMemberKey.self] }
        set { self[ControlGroupMemberKey.self] = newValue }
    }
}
