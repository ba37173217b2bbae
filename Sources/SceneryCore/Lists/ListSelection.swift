/// A list's selection binding with its value type erased: a single optional value
/// (`Binding<SelectionValue?>`) or a set (`Binding<Set<SelectionValue>>`). Row values
/// (tags, `ForEach` ids, link values) arrive as `AnyHashable` and count only when they
/// are of the selection's type.
struct ListSelection {
    /// Whether the binding is a set (Control and Shift clicks and Shift+arrows extend it).
    let allowsMultiple: Bool
    /// The selection value type, which a `NavigationLink(value:)` row's value must have
    /// for the row to select rather than push.
    let valueType: ObjectIdentifier
    /// The value as the selection's type, or nil when it has another type.
    let cast: @MainActor (AnyHashable) -> AnyHashable?
    /// The selected values now.
    let read: @MainActor () -> Set<AnyHashable>
    /// Replaces the selection (a single selection takes the first value, or nil).
    let write: @MainActor ([AnyHashable]) -> Void

    init<Value: Hashable>(single binding: Binding<Value?>) {
        nonisolated(unsafe) let binding = binding
        allowsMultiple = false
        valueType = ObjectIdentifier(Value.self)
        cast = { value in (value.base as? Value).map { AnyHashable($0) } }
        read = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        write = { values in
            let new = values.first.flatMap { $0.base as? Value }
            if binding.wrappedValue != new { binding.wrappedValue = new }
        }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        nonisolated(unsafe) let binding = binding
        allowsMultiple = true
        valueType = ObjectIdentifier(Value.self)
        cast = { value in (value.base as? Value).map { AnyHashable($0) } }
        read = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        write = { values in
            let new = Set(values.compactMap { $0.base as? Value })
            if binding.wrappedValue != new { binding.wrappedValue = new }
        }
    }

    /// Whether a link to `value` selects in this list (its type is the selection's).
    func accepts(_ value: any Hashable) -> Bool { ObjectIdentifier(type(of: value)) == valueType }
}

extension List {
    /// Creates a list of the rows `content` builds whose selection is one optional value:
    /// a row is selected when its tag (or its `ForEach` id) equals it.
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// Creates a list of the rows `content` builds that selects a set of values (Control
    /// toggles a row, Shift extends a range).
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    /// Creates a list with a row for each identifiable element, selected by its id (or by
    /// the row's tag).
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// Creates a list with a row for each identifiable element; a set of ids is selected.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    /// Creates a list with a row for each element, identified (and selected) by `id`.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// Creates a list with a row for each element, identified by `id`; a set of ids is
    /// selected.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    /// Creates a list with a row for each integer of a constant range, selected by it.
    nonisolated public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// Creates a list with a row for each integer of a constant range; a set is selected.
    nonisolated public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection(multiple: $0) }
    }
}
