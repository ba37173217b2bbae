/// Opening a link's value in a new window, as a browser opens a link in a new tab: a
/// middle click (X11 button 2) on a `NavigationLink(value:)` whose value's type a
/// `WindowGroup(for:)` scene presents, or "Open in New Window" in the link's context menu,
/// asks the scene host to open (or bring forward) the window presenting that value,
/// through the same request `openWindow(value:)` sends. The stack the link is in does not
/// change.
package enum NavigationLinkWindow {
    /// Opens the value of the innermost value link under `point` (window points) in a
    /// new window. Returns whether there was such a link and a scene presents its type.
    @MainActor package static func open(at point: CGPoint, in root: ViewNode) -> Bool {
        var found: NavigationLinkNode?
        func visit(_ node: ViewNode) {
            if let hit = node as? HitTestingNode, !hit.allowsHitTesting { return }
            if let link = node as? NavigationLinkNode, link.frame.contains(point) { found = link }
            for child in node.children { visit(child) }
        }
        visit(root)
        return found?.openInNewWindow() ?? false
    }
}

/// A value link's node: the link's button, and how to open its value in a new window.
package final class NavigationLinkNode: SingleChildNode {
    /// Asks the host for a window presenting the link's value; false when no scene
    /// presents its type (or it is not `Codable`).
    let openInNewWindow: @MainActor () -> Bool

    init(child: ViewNode, openInNewWindow: @escaping @MainActor () -> Bool) {
        self.openInNewWindow = openInNewWindow
        super.init(child: child)
    }
}

extension SceneRequestRouter {
    /// Asks for a window presenting `value`, as `openWindow(value:)` does, when a
    /// value-presenting group of the app presents its type (``presentedTypes``) and the
    /// value encodes as JSON. Returns whether it asked.
    @MainActor package func openInNewWindow(_ value: any Hashable) -> Bool {
        guard let request = newWindowRequest(for: value) else { return false }
        send(request)
        return true
    }

    /// Whether a value-presenting group presents `value`'s type (and the value encodes):
    /// the link of such a value offers "Open in New Window" in its context menu.
    @MainActor package func canOpenInNewWindow(_ value: any Hashable) -> Bool {
        let item = NavigationPathItem.make(opening: value)
        return presentedTypes.contains(String(reflecting: type(of: item.value))) && item.encodeJSON != nil
    }

    @MainActor private func newWindowRequest(for value: any Hashable) -> SceneRequest? {
        let item = NavigationPathItem.make(opening: value)
        let typeName = String(reflecting: type(of: item.value))
        guard presentedTypes.contains(typeName), let json = try? item.encodeJSON?() else { return nil }
        return SceneRequest(action: .open, value: json, valueType: typeName)
    }
}
