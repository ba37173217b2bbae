/// A model that represents an item which can be placed in the toolbar or navigation bar:
/// on a Linux header bar, at the edge or in the centre its ``ToolbarItemPlacement`` names.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) { Button("Add", systemImage: "plus") { add() } }
/// }
/// ```
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let id: ID
    let placement: ToolbarItemPlacement
    let content: MainActorBound<Content>

    @MainActor func appendEntries(to entries: inout [ToolbarEntry], key: String) {
        let itemKey = (id as? String).map { "id \($0)" } ?? key
        entries.append(ToolbarEntry(id: itemKey, placement: placement, content: .view(AnyView(content.value))))
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        id = ()
        self.placement = placement
        self.content = MainActorBound(content())
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with an identifier (for `toolbar(id:content:)`), placement and
    /// content.
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.id = id
        self.placement = placement
        self.content = MainActorBound(content())
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

/// A model that represents a group of toolbar items with the same placement: each view of
/// its content is an item, side by side.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: MainActorBound<Content>

    /// Creates a toolbar item group with the specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = MainActorBound(content())
    }

    /// Creates a toolbar item group with a label (shown by SwiftUI when the group collapses
    /// into a menu; Scenery's header bar shows the items).
    nonisolated public init<L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L
    ) {
        self.placement = placement
        self.content = MainActorBound(content())
        _ = label()
    }

    @MainActor func appendEntries(to entries: inout [ToolbarEntry], key: String) {
        entries.append(ToolbarEntry(id: key, placement: placement, content: .view(AnyView(content.value))))
    }
}

/// Space between toolbar items: `.flexible` takes the free space of its side of the bar
/// (pushing the items after it outwards), `.fixed` is a gap of 12 points.
nonisolated public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a spacer of the given sizing at `placement`.
    nonisolated public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    @MainActor func appendEntries(to entries: inout [ToolbarEntry], key: String) {
        entries.append(ToolbarEntry(id: key, placement: placement, content: .spacer(sizing)))
    }
}

/// A toolbar item the system provides (the search field, a split view's sidebar toggle),
/// placed explicitly. Scenery places the default items itself; declaring one is accepted
/// and adds nothing.
nonisolated public struct DefaultToolbarItem: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    /// Creates the default item of `kind` at `placement`.
    nonisolated public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
    @MainActor func appendEntries(to entries: inout [ToolbarEntry], key: String) {}
}
