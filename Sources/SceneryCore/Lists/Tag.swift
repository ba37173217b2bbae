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
        return modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(SelectionTagKey.self)] = value })
    }
}

extension ViewNode {
    /// The selection value this node carries (`.tag(_:)`), if any.
    var selectionTag: AnyHashable? { traits.values[ObjectIdentifier(SelectionTagKey.self)] as? AnyHashable }
}
