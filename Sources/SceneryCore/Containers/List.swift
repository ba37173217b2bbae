/// A scrolling, lazily built column of rows with insets and separators:
/// it takes the proposed size, proposes its width × nil to each row, builds only the rows
/// in view, and estimates its content height from the rows measured so far. Each row's
/// content is inset by ``List/defaultRowInsets`` (`listRowInsets(_:)` changes it) and
/// leading-aligned; a 1-point separator is drawn between rows, from the leading inset.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    /// The insets of a row's content unless it says `listRowInsets(_:)`.
    nonisolated public static var defaultRowInsets: EdgeInsets { EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16) }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let state = context.containerMemory("scroll") { ScrollState() }
        let viewport = state.viewport
        state.defaultAnchor = context.environment.defaultScrollAnchor
        var inner = context
        inner.scrollViewport = viewport
        let memory = inner.containerMemory("lazy") { LazyMeasurements() }
        let rowsContext = inner.child(.explicit(ContainerMarker(name: "rows"))).inStack(.vertical)
        context.graph?.keepLazyRows(under: rowsContext.path, parent: context.parentNode)
        let rows = LazyRowList(lazyRows(content, context: rowsContext))
        let style = LazyStackNode.Style(
            axis: .vertical, alignment: 0, spacing: 0, separatorInset: Self.defaultRowInsets.leading,
            separatorColor: Color.separator.resolve(in: context.environment))
        let stack = LazyStackNode(style: style, memory: memory, viewport: viewport, graph: context.graph, rowCount: { _ in rows.count }) { index, _ in
            let row = rowsContext.singleRow(rows.build(index), axis: .vertical, spacing: 8)
            return ListRowNode(insets: row.gridTrait(ListRowInsetsKey.self, as: EdgeInsets.self) ?? Self.defaultRowInsets, child: row)
        }
        nodes.append(ScrollViewNode(axes: .vertical, state: state, viewport: viewport, content: stack))
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of the rows `content` builds (`ForEach` rows are built lazily).
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a list with a row for each identifiable element.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list with a row for each element, identified by `id`.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list with a row for each integer of a constant range.
    nonisolated public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// A list row: as wide as proposed, its content inset and at the leading edge.
package final class ListRowNode: SingleChildNode {
    let insets: EdgeInsets

    init(insets: EdgeInsets, child: ViewNode) {
        self.insets = insets
        super.init(child: child)
    }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: insets.leading, y: insets.top),
         ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil))
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let content = child.sizeThatFits(childPlacement(for: proposal, size: .zero).proposal)
        return CGSize(width: proposal.width ?? content.width + insets.leading + insets.trailing,
                      height: content.height + insets.top + insets.bottom)
    }
}

/// The `listRowInsets` a row carries for its list.
enum ListRowInsetsKey {}

extension View {
    /// Sets the insets of this view's content when it is a row of a `List`; nil restores
    /// the default.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(ListRowInsetsKey.self)] = insets })
    }
}
