/// The value a view carries for a selection container (`List(selection:)`, and pickers and
/// tab views that read it): set by `.tag(_:)`, by a `NavigationLink(value:)` row in a
/// selectable list, and read from the row's node.
enum SelectionTagKey {}

extension View {
    /// Sets the value that identifies this view in a selection container: a `List`'s row
    /// with this tag is selected when the list's selection binding holds the value, and in
    /// a `TabView` built from views it is the tab's selection value.
    ///
    /// A tag whose type differs from the container's selection type is ignored there. With
    /// `includeOptional` (the default) a tag also matches an optional selection of its type
    /// (`Binding<Value?>`), as in SwiftUI.
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        nonisolated(unsafe) let value = AnyHashable(tag)
        let type = SelectionTagType(V.self, includeOptional: includeOptional)
        return modifier(_TraitModifier { node in
            node.traits.values[ObjectIdentifier(SelectionTagKey.self)] = value
            node.traits.values[ObjectIdentifier(SelectionTagType.self)] = type
        })
    }
}

/// The static type a `.tag(_:includeOptional:)` was written with, which decides the
/// selection types it matches: its own type, and `Optional` of it when `includeOptional`.
/// (`AnyHashable` unwraps an optional tag, so the value alone cannot tell.)
struct SelectionTagType: @unchecked Sendable {
    let type: Any.Type
    let optionalType: Any.Type
    let includeOptional: Bool

    init<V>(_ type: V.Type, includeOptional: Bool) {
        self.type = type
        optionalType = Optional<V>.self
        self.includeOptional = includeOptional
    }

    /// Whether a selection of type `selection` can hold this tag.
    func matches(_ selection: Any.Type) -> Bool {
        selection == type || (includeOptional && selection == optionalType)
    }
}

extension ViewNode {
    /// The selection value this node carries (`.tag(_:)`), if any.
    var selectionTag: AnyHashable? { traits.values[ObjectIdentifier(SelectionTagKey.self)] as? AnyHashable }
    /// The static type of this node's `.tag(_:)`, if it has one.
    var selectionTagType: SelectionTagType? { traits.values[ObjectIdentifier(SelectionTagType.self)] as? SelectionTagType }
}
