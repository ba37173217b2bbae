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

/// A view with a context menu: where it was right-clicked (or the frame of the focused
/// view the Menu key opened it for), while its menu is open.
nonisolated struct ContextMenuHost<Base: View>: View {
    let base: Base
    let items: MainActorBound<AnyView?>
    @State private var openedAt: CGRect?
    @Environment(\.menuDismissal) private var enclosingMenu

    @MainActor var body: some View {
        let openedAt = $openedAt
        let items = self.items.value
        let isOpen = Binding<Bool>(get: { openedAt.wrappedValue != nil }, set: { if !$0 { openedAt.wrappedValue = nil } })
        let anchor = self.openedAt ?? .zero
        return base
            .wrapNodes { node, _ in
                ContextMenuNode(child: node, isEnabled: items != nil) { openedAt.wrappedValue = $0 }
            }
            .presentingMenu(
                isPresented: isOpen, kind: .contextMenu, enclosing: nil,
                anchorRect: anchor
            ) { items }
    }
}

/// The node of a view with a context menu: a secondary click inside it opens the menu.
final class ContextMenuNode: SingleChildNode {
    let isEnabled: Bool
    /// Opens the menu attached to a rectangle (a point: an empty one at it).
    let open: @MainActor (CGRect) -> Void

    init(child: ViewNode, isEnabled: Bool, open: @escaping @MainActor (CGRect) -> Void) {
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
        node.open(CGRect(origin: point, size: .zero))
        return true
    }

    /// Whether `press` asks for the focused view's context menu: the Menu key, or
    /// Shift+F10 (GTK's keys).
    @MainActor package static func isMenuKey(_ press: KeyPress) -> Bool {
        guard press.phase == .down else { return false }
        let modifiers = press.modifiers.subtracting([.function, .numericPad, .capsLock])
        if press.key == .contextMenuKey { return modifiers.isEmpty }
        return press.key == .f10 && modifiers == .shift
    }

    /// Opens the context menu of the focused view (`focused`), or of the nearest view
    /// around it that has one, below the focused view; with nothing focused, the first
    /// context menu of the window in reading order. Returns whether one opened.
    @MainActor package static func openForKeyboard(focused: ViewNode?, in root: ViewNode) -> Bool {
        if let focused {
            var path: [ViewNode] = []
            guard ancestry(of: focused, in: root, path: &path) else { return false }
            guard let menu = path.reversed().lazy.compactMap({ $0 as? ContextMenuNode }).first(where: \.isEnabled) else {
                return false
            }
            menu.open(focused.frame)
            return true
        }
        guard let menu = first(in: root) else { return false }
        menu.open(CGRect(x: menu.frame.minX, y: menu.frame.minY, width: menu.frame.width, height: 0))
        return true
    }

    @MainActor private static func ancestry(of target: ViewNode, in node: ViewNode, path: inout [ViewNode]) -> Bool {
        path.append(node)
        if node === target { return true }
        for child in node.children where ancestry(of: target, in: child, path: &path) { return true }
        path.removeLast()
        return false
    }

    @MainActor private static func first(in node: ViewNode) -> ContextMenuNode? {
        if let menu = node as? ContextMenuNode, menu.isEnabled { return menu }
        for child in node.children { if let found = first(in: child) { return found } }
        return nil
    }

    @MainActor private static func innermost(at point: CGPoint, in node: ViewNode) -> ContextMenuNode? {
        for child in node.children.reversed() {
            if let found = innermost(at: point, in: child) { return found }
        }
        if let menu = node as? ContextMenuNode, menu.isEnabled, node.frame.contains(point) { return menu }
        return nil
    }
}
