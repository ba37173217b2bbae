/// A scrolling, lazily built column of rows with insets and separators:
/// it takes the proposed size, proposes its width × nil to each row, builds only the rows
/// in view, and estimates its content height from the rows measured so far. Each row's
/// content is inset by ``List/defaultRowInsets`` (`listRowInsets(_:)` changes it) and
/// leading-aligned; a 1-point separator is drawn between rows, from the leading inset.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    /// The selection binding, nil for a list without selection.
    var selection: ListSelection?

    /// The insets of a row's content unless it says `listRowInsets(_:)`.
    nonisolated public static var defaultRowInsets: EdgeInsets { EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16) }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let kind = context.environment.listStyleKind
        let state = context.containerMemory("scroll") { ScrollState() }
        let viewport = state.viewport
        state.defaultAnchor = context.environment.defaultScrollAnchor
        var inner = context
        inner.scrollViewport = viewport
        let memory = inner.containerMemory("lazy") { LazyMeasurements() }
        var rowsContext = inner.child(.explicit(ContainerMarker(name: "rows"))).inStack(.vertical)
        rowsContext.environment.listRowContext = ListRowContext(style: kind, selectionType: selection?.valueType)
        context.graph?.keepBuiltDuringLayout(under: rowsContext.path, parent: context.parentNode)
        let runs = lazyRows(content, context: rowsContext)
        let rows = LazyRowList(runs)
        let drawing = ListDrawing(kind: kind, selection: selection, context: context)
        if selection != nil, let column = context.environment.navigationSplitColumn, column.isOutermost {
            // In a split view's column, a click that selects shows the next column while
            // the split view is collapsed (and puts it on top for when it collapses).
            let coordinator = column.coordinator
            let index = column.index
            drawing.clicked = { coordinator.selectionChanged(in: index, selected: $0) }
        }
        let style = LazyStackNode.Style(
            axis: .vertical, alignment: 0, spacing: 0,
            separatorInset: kind.drawsSeparators ? Self.defaultRowInsets.leading + kind.rowMargin : nil,
            separatorColor: Color.separator.resolve(in: context.environment),
            separatorTrailingInset: kind.rowMargin)
        let stack = LazyStackNode(style: style, memory: memory, viewport: viewport, graph: context.graph, rowCount: { _ in rows.count }) { index, _ in
            ListRowNode.make(index: index, rows: rows, context: rowsContext, drawing: drawing)
        }
        let scroll = ScrollViewNode(axes: .vertical, state: state, viewport: viewport, content: stack, bars: context.scrollBars(axes: .vertical))
        let list = ListNode(
            child: scroll, identity: context.path, rows: rows, rowsContext: rowsContext, drawing: drawing,
            stack: stack, scrollState: state, memory: context.containerMemory("selection") { ListSelectionMemory() },
            graph: context.graph, acceptsFocus: selection != nil && context.environment.isEnabled)
        guard selection != nil else { return nodes.append(list) }
        // Keys reach the handler above the focused list (the focus controller's responder chain).
        nodes.append(KeyHandlerNode(child: list) { [weak list] press in list?.handleKey(press) ?? .ignored })
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

/// The `listRowInsets` a row carries for its list.
enum ListRowInsetsKey {}

extension View {
    /// Sets the insets of this view's content when it is a row of a `List`; nil restores
    /// the default.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(ListRowInsetsKey.self)] = insets })
    }
}
