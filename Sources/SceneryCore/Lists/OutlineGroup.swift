/// A tree of rows from a tree of data: each element is a row, and an element whose
/// `children` key path holds a collection (empty or not) has a disclosure triangle that
/// shows or hides its children's rows, indented one level. Collapsed at first.
///
/// In a `List` (and `List(_:children:rowContent:)`) each visible element is a lazily built
/// row of the list; elsewhere the visible rows stack in the enclosing container. The
/// expanded elements are kept by the group's identity.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf: View, Subgroup>: View, PrimitiveView {
    let roots: [Data.Element]
    let children: (Data.Element) -> Data?
    let identify: (Data.Element) -> ID
    let content: (Data.Element) -> Leaf

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        for run in lazyRows(context: context) {
            for index in 0..<run.count { run.build(index, &nodes) }
        }
    }
}

/// The content of a subgroup of an `OutlineGroup` (its children's rows).
nonisolated public struct OutlineSubgroupChildren: View {
    /// The children's rows (built by the outline group itself).
    @MainActor public var body: some View { EmptyView() }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// Creates an outline of the trees rooted at the identifiable elements of `data`.
    nonisolated public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        nonisolated(unsafe) let children = children
        self.init(roots: Array(data), children: { $0[keyPath: children] }, identify: { $0.id }, content: content)
    }

    /// Creates an outline of the tree rooted at `root` (the root is a row too).
    nonisolated public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        nonisolated(unsafe) let children = children
        self.init(roots: [root], children: { $0[keyPath: children] }, identify: { $0.id }, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline of the trees rooted at the elements of `data`, identified by `id`.
    nonisolated public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        nonisolated(unsafe) let children = children
        nonisolated(unsafe) let id = id
        self.init(roots: Array(data), children: { $0[keyPath: children] }, identify: { $0[keyPath: id] }, content: content)
    }

    /// Creates an outline of the tree rooted at `root`, identified by `id`.
    nonisolated public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        nonisolated(unsafe) let children = children
        nonisolated(unsafe) let id = id
        self.init(roots: [root], children: { $0[keyPath: children] }, identify: { $0[keyPath: id] }, content: content)
    }
}

/// The expanded elements of an outline group, by id.
@MainActor
final class OutlineExpansion {
    var expanded: Set<AnyHashable> = []
}

extension OutlineGroup: LazyRowProviding {
    @MainActor package func lazyRows(context: ResolveContext) -> [LazyRowRun] {
        let state = context.containerMemory("outline") { OutlineExpansion() }
        let baseDepth = context.environment.outlineDepth
        // The visible elements, depth first (a collapsed element hides its subtree).
        var visible: [(element: Data.Element, id: AnyHashable, depth: Int, expandable: Bool)] = []
        let expanded = state.expanded
        func visit(_ element: Data.Element, depth: Int) {
            let id = AnyHashable(identify(element))
            let kids = children(element)
            visible.append((element, id, depth, kids != nil))
            if let kids, expanded.contains(id) { for kid in kids { visit(kid, depth: depth + 1) } }
        }
        for root in roots { visit(root, depth: baseDepth) }
        let content = self.content
        let rows = visible
        return [LazyRowRun(count: rows.count, build: { index, nodes in
            let row = rows[index]
            let id = row.id
            let toggle = ExpansionToggle(context: context) {
                if state.expanded.contains(id) { state.expanded.remove(id) } else { state.expanded.insert(id) }
            }
            let info = OutlineRowInfo(depth: row.depth, isExpandable: row.expandable, isExpanded: expanded.contains(id), toggle: toggle)
            let element = row.element
            let view = context.evaluateForView { content(element) }
            SceneryCore.resolve(OutlineRow(info: info, content: view), into: &nodes, context: context.child(.explicit(id)))
        }, id: { rows[$0].id })]
    }
}

/// One row of an outline: indented by its depth, a disclosure triangle (or the room of
/// one) before its content; it carries its ``OutlineRowInfo`` for the list's keys.
struct OutlineRow<Content: View>: View, PrimitiveView {
    let info: OutlineRowInfo
    let content: Content

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let info = self.info
        let row = HStack(spacing: OutlineMetrics.gap) {
            if info.isExpandable {
                DisclosureTriangle(isExpanded: info.isExpanded, toggle: info.toggle)
            } else {
                Color.clear.frame(width: OutlineMetrics.triangle, height: OutlineMetrics.triangle)
            }
            content
        }
        .padding(.leading, CGFloat(info.depth) * OutlineMetrics.indent)
        .modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(OutlineRowInfoKey.self)] = info })
        SceneryCore.resolve(row, into: &nodes, context: context)
    }
}

private struct OutlineDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    /// How deep in an outline the views are (inside a disclosure group's content: one more).
    var outlineDepth: Int {
        get { self[OutlineDepthKey.self] }
        set { self[OutlineDepthKey.self] = newValue }
    }
}

extension List {
    /// Creates a list of the trees rooted at the identifiable elements of `data`: an
    /// element with a `children` collection can be expanded to show them.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        content = OutlineGroup(data, children: children, content: rowContent)
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// Creates a list of trees whose selection is a set of ids.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        content = OutlineGroup(data, children: children, content: rowContent)
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    /// Creates a list of the trees rooted at the elements of `data`, identified by `id`.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        content = OutlineGroup(data, id: id, children: children, content: rowContent)
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// Creates a list of trees identified by `id` whose selection is a set.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        content = OutlineGroup(data, id: id, children: children, content: rowContent)
        self.selection = selection.map { ListSelection(multiple: $0) }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of the trees rooted at the identifiable elements of `data`.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// Creates a list of the trees rooted at the elements of `data`, identified by `id`.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}
