/// A label with a disclosure triangle that shows or hides its content, indented below it.
/// Collapsed at first unless `isExpanded` says otherwise; a click on the triangle toggles
/// it (and so do Left and Right in a focused list).
///
/// In a `List` the label is a row and each view of the content a row of its own, one
/// outline level deeper; elsewhere the label and the content stack vertically.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?

    /// Creates a group that keeps whether it is expanded itself.
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpanded = nil
    }

    /// Creates a group whose expansion follows (and writes) `isExpanded`.
    nonisolated public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let (expanded, toggle) = expansion(context)
        let depth = context.environment.outlineDepth
        let content = self.content
        let stack = VStack(alignment: .leading, spacing: 6) {
            OutlineRow(info: OutlineRowInfo(depth: 0, isExpandable: true, isExpanded: expanded, toggle: toggle), content: label)
            if expanded {
                content()
                    .environment(\.outlineDepth, depth + 1)
                    .padding(.leading, OutlineMetrics.triangle + OutlineMetrics.gap)
            }
        }
        SceneryCore.resolve(stack, into: &nodes, context: context)
    }

    /// Whether the group is expanded now, and how to toggle it.
    @MainActor private func expansion(_ context: ResolveContext) -> (Bool, ExpansionToggle) {
        if let binding = isExpanded {
            let value = context.evaluateForView { binding.wrappedValue }
            return (value, ExpansionToggle(context: context) { binding.wrappedValue.toggle() })
        }
        let state = context.containerMemory("disclosure") { SectionExpansion(isExpanded: false) }
        return (state.isExpanded, ExpansionToggle(context: context) { state.isExpanded.toggle() })
    }
}

extension DisclosureGroup: LazyRowProviding {
    @MainActor package func lazyRows(context: ResolveContext) -> [LazyRowRun] {
        let (expanded, toggle) = expansion(context)
        let depth = context.environment.outlineDepth
        let label = self.label
        let info = OutlineRowInfo(depth: depth, isExpandable: true, isExpanded: expanded, toggle: toggle)
        var runs = [LazyRowRun(count: 1) { _, nodes in
            SceneryCore.resolve(OutlineRow(info: info, content: label), into: &nodes, context: context.child(.index(0)))
        }]
        guard expanded else { return runs }
        var inner = context.child(.index(1))
        inner.environment.outlineDepth = depth + 1
        let leaf = OutlineRowInfo(depth: depth + 1, isExpandable: false, isExpanded: false, toggle: toggle)
        // Each content row is indented one level, past the triangle's room.
        for run in SceneryCore.lazyRows(content(), context: inner) {
            runs.append(LazyRowRun(count: run.count, build: { index, nodes in
                var built: [ViewNode] = []
                run.build(index, &built)
                let indent = CGFloat(depth + 1) * OutlineMetrics.indent + OutlineMetrics.triangle + OutlineMetrics.gap
                for node in built {
                    // A nested group's label row already carries its own outline place.
                    if node.traits.values[ObjectIdentifier(OutlineRowInfoKey.self)] != nil {
                        nodes.append(node)
                        continue
                    }
                    let padded = PaddingNode(insets: EdgeInsets(top: 0, leading: indent, bottom: 0, trailing: 0), child: node)
                    padded.traits.values[ObjectIdentifier(OutlineRowInfoKey.self)] = leaf
                    nodes.append(padded)
                }
            }, id: run.id))
        }
        return runs
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a group with a localized title that keeps whether it is expanded itself.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group with a title (shown as it is).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a group with a localized title whose expansion follows `isExpanded`.
    nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a group with a title (shown as it is) whose expansion follows `isExpanded`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
