/// A part of a list with an optional header and footer. In a `List` (or any lazy
/// container) the header is a row of its own, in the headline font, before the section's
/// rows; elsewhere the header, content and footer are flattened into the container.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        SceneryCore.resolve(header.font(.headline), into: &nodes, context: context.child(.index(0)))
        SceneryCore.resolve(content, into: &nodes, context: context.child(.index(1)))
        SceneryCore.resolve(footer, into: &nodes, context: context.child(.index(2)))
    }
}

extension Section: LazyRowProviding {
    @MainActor package func lazyRows(context: ResolveContext) -> [LazyRowRun] {
        SceneryCore.lazyRows(header.font(.headline), context: context.child(.index(0)))
            + SceneryCore.lazyRows(content, context: context.child(.index(1)))
            + SceneryCore.lazyRows(footer, context: context.child(.index(2)))
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section without a header.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// Creates a section with a header view.
    nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is the localized string for `titleKey` (a string
    /// literal is a key: see ``LocalizedStringKey``).
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// Creates a section whose header is a string as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}
