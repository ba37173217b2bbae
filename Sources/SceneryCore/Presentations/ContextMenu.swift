extension View {
    /// Adds a context menu: a right click on the view (X11 button 3) opens `menuItems` as a
    /// menu popup at the pointer; picking an item, Escape or a click outside closes it.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuHost(base: self, items: MainActorBound(AnyView(menuItems())))
    }

    /// Adds a context menu made as a ``ContextMenu`` value (the older form); nil adds none.
    nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuHost(base: self, items: MainActorBound(contextMenu.map { AnyView($0.items) }))
    }
}

/// A context menu's items, as a value (the older form of `contextMenu(menuItems:)`).
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    /// A context menu of `menuItems`.
    nonisolated public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

/// A view with a context menu: where it was right-clicked, while its menu is open.
nonisolated struct ContextMenuHost<Base: View>: View {
    let base: Base
    let items: MainActorBound<AnyView?>
    @State private var openedAt: CGPoint?
    @Environment(\.menuDismissal) private var enclosingMenu

    @MainActor var body: some View {
        let openedAt = $openedAt
        let items = self.items.value
        let isOpen = Binding<Bool>(get: { openedAt.wrappedValue != nil }, set: { if !$0 { openedAt.wrappedValue = nil } })
        let point = self.openedAt ?? .zero
        return base
            .wrapNodes { node, _ in
                ContextMenuNode(child: node, isEnabled: items != nil) { openedAt.wrappedValue = $0 }
            }
            .presentingMenu(
                isPresented: isOpen, kind: .contextMenu, enclosing: nil,
                anchorRect: CGRect(origin: point, size: .zero)
            ) { items }
    }
}

/// The node of a view with a context menu: a secondary click inside it opens the menu.
final class ContextMenuNode: SingleChildNode {
    let isEnabled: Bool
    let open: @MainActor (CGPoint) -> Void

    init(child: ViewNode, isEnabled: Bool, open: @escaping @MainActor (CGPoint) -> Void) {
        self.isEnabled = isEnabled
        self.open = open
        super.init(child: child)
    }
}

/// Opening context menus from secondary clicks.
package enum ContextMenus {
    /// Opens the context menu of the innermost view at `point` that has one; returns
    /// whether there was one.
    @MainActor package static func open(at point: CGPoint, in root: ViewNode) -> Bool {
        guard let node = innermost(at: point, in: root) else { return false }
        node.open(point)
        return true
    }

    @MainActor private static func innermost(at point: CGPoint, in node: ViewNode) -> ContextMenuNode? {
        for child in node.children.reversed() {
            if let found = innermost(at: point, in: child) { return found }
        }
        if let menu = node as? ContextMenuNode, menu.isEnabled, node.frame.contains(point) { return menu }
        return nil
    }
}
