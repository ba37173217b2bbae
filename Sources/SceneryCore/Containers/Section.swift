/// A part of a list with an optional header and footer. In a `List` the header is a row
/// of its own in small secondary bold text before the section's rows, and the footer a row
/// of secondary caption text after them (neither selectable; in the sidebar style the
/// header collapses the section). In a lazy stack the header is a row in the headline
/// font; elsewhere the header, content and footer are flattened into the container.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        if context.environment.formLayout != nil { return resolveInForm(into: &nodes, context: context) }
        SceneryCore.resolve(header.font(.headline), into: &nodes, context: context.child(.index(0)))
        SceneryCore.resolve(content, into: &nodes, context: context.child(.index(1)))
        SceneryCore.resolve(footer, into: &nodes, context: context.child(.index(2)))
    }
}

extension Section: LazyRowProviding {
    @MainActor package func lazyRows(context: ResolveContext) -> [LazyRowRun] {
        guard let list = context.environment.listRowContext else {
            return SceneryCore.lazyRows(header.font(.headline), context: context.child(.index(0)))
                + SceneryCore.lazyRows(content, context: context.child(.index(1)))
                + SceneryCore.lazyRows(footer, context: context.child(.index(2)))
        }
        // In a list: the header in small secondary bold text, the footer in secondary
        // caption text, neither selectable; a sidebar's header collapses the section.
        var runs: [LazyRowRun] = []
        var expanded = true
        if Parent.self != EmptyView.self {
            let headerContext = context.child(.index(0))
            let header = self.header
            if list.style.collapsibleSections {
                let state = headerContext.containerMemory("expanded") { SectionExpansion() }
                expanded = state.isExpanded
                let toggle = ExpansionToggle(context: context) { state.isExpanded.toggle() }
                runs.append(LazyRowRun(count: 1) { _, nodes in
                    SceneryCore.resolve(
                        SectionHeaderRow(header: header, isExpanded: state.isExpanded, toggle: toggle), into: &nodes, context: headerContext)
                })
            } else {
                runs.append(LazyRowRun(count: 1) { _, nodes in
                    SceneryCore.resolve(
                        SectionHeaderRow(header: header, isExpanded: nil, toggle: nil), into: &nodes, context: headerContext)
                })
            }
        }
        if expanded { runs += SceneryCore.lazyRows(content, context: context.child(.index(1))) }
        if Footer.self != EmptyView.self {
            let footerContext = context.child(.index(2))
            let footer = self.footer
            runs.append(LazyRowRun(count: 1) { _, nodes in
                SceneryCore.resolve(
                    footer.font(.caption).foregroundStyle(.secondary).modifier(ListRowRoleModifier(role: .footer)),
                    into: &nodes, context: footerContext)
            })
        }
        return runs
    }
}

/// Whether a collapsible section (in a sidebar) or a disclosure group shows its rows.
@MainActor
final class SectionExpansion {
    var isExpanded: Bool

    init(isExpanded: Bool = true) { self.isExpanded = isExpanded }
}

/// A section header row in a list: the header in small secondary bold text, with a
/// disclosure triangle at the trailing edge when the section collapses (a sidebar).
struct SectionHeaderRow<Header: View>: View, PrimitiveView {
    let header: Header
    let isExpanded: Bool?
    let toggle: ExpansionToggle?

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let label = header.font(.system(size: 11, weight: .bold)).foregroundStyle(.secondary)
        if let isExpanded, let toggle {
            SceneryCore.resolve(
                HStack(spacing: 4) {
                    label
                    Spacer(minLength: 4)
                    DisclosureTriangle(isExpanded: isExpanded, toggle: toggle)
                }.modifier(ListRowRoleModifier(role: .header)),
                into: &nodes, context: context)
        } else {
            SceneryCore.resolve(label.modifier(ListRowRoleModifier(role: .header)), into: &nodes, context: context)
        }
    }
}

/// Marks a list row as a section header or footer.
struct ListRowRoleModifier: ViewModifier {
    let role: ListRowRole
    func body(content: Content) -> some View {
        content.modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(ListRowRoleKey.self)] = role })
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

extension Section {
    /// Creates a section with a header and a footer.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// Creates a section with a header view and a footer view (the older form).
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and no header.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// Creates a section with a footer view and no header (the older form).
    nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
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

extension Section {
    /// In a form: one node the form lays out as its section (docs/controls.md, "Form"): the
    /// header in the headline font, the rows, the footer in the secondary caption font.
    @MainActor func resolveInForm(into nodes: inout [ViewNode], context: ResolveContext) {
        func one<V: View>(_ view: V, _ index: Int) -> ViewNode? {
            guard V.self != EmptyView.self else { return nil }
            var found: [ViewNode] = []
            SceneryCore.resolve(VStack(alignment: .leading, spacing: 4) { view }, into: &found, context: context.child(.index(index)))
            return found.first
        }
        var rows: [ViewNode] = []
        SceneryCore.resolve(content, into: &rows, context: context.child(.index(1)))
        nodes.append(FormSectionNode(
            header: one(header.font(.headline), 0), rows: rows,
            footer: one(footer.font(.caption).foregroundStyle(.secondary), 2)))
    }
}
