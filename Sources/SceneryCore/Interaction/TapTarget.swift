/// A node that reacts to a click or tap inside its frame: `Button`, `onTapGesture`.
@MainActor
package class TapTargetNode: SingleChildNode {
    let action: @MainActor () -> Void
    /// Whether it accepts taps (`.disabled(true)` turns it off).
    package let isEnabled: Bool
    /// Set by the window while the pointer is held down on this target.
    package var isPressed = false

    package init(child: ViewNode, isEnabled: Bool, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.isEnabled = isEnabled
        super.init(child: child)
    }

    /// Runs the action.
    package func activate() {
        guard isEnabled else { return }
        action()
    }

    /// Whether a click at `point` (window coordinates, inside the frame) is for this
    /// target; a text's links take only clicks on a link.
    package func accepts(_ point: CGPoint) -> Bool { true }

    /// Runs the action for a click released at `point` (inside the frame).
    package func activate(at point: CGPoint) { activate() }
}

/// A button's node: draws a darker veil over itself while pressed (by the pointer, or by
/// Space while focused) and the focus ring while focused. Return and Space activate it.
@MainActor
final class ButtonNode: TapTargetNode, FocusableNode {
    override var asFocusable: (any FocusableNode)? { self }
    package private(set) var focusIdentity = IdentityPath()
    package var showsFocusRing = false
    package var isKeyPressed = false
    package var isKeyboardActivated: Bool { true }
    package var acceptsFocus: Bool { isEnabled }
    private(set) var drawsFocusEffect = true

    /// A button node for the view at `identity`.
    convenience init(
        child: ViewNode, identity: IdentityPath, isEnabled: Bool, drawsFocusEffect: Bool,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(child: child, isEnabled: isEnabled, action: action)
        focusIdentity = identity
        self.drawsFocusEffect = drawsFocusEffect
    }

    package func activateFromKeyboard() { activate() }

    override func draw(into list: inout DisplayList) {
        if !isEnabled {
            list.append(.beginOpacity(0.4, frame: frame))
            child.draw(into: &list)
            list.append(.end)
            return
        }
        child.draw(into: &list)
        if showsFocusRing && drawsFocusEffect { appendFocusRing(around: frame, cornerRadius: 6, into: &list) }
        if isPressed || isKeyPressed {
            list.append(.shape(
                Path(roundedRect: frame, cornerRadius: 6), paint: .fill(eoFill: false),
                color: Color(white: 0, opacity: 0.15), frame: frame))
        }
    }
}

/// Finds what a click at a point hits.
@MainActor
package enum HitTesting {
    /// The front-most enabled tap target whose frame contains `point` (window coordinates):
    /// of the targets containing it, the one drawn last (deepest, then latest sibling).
    package static func target(at point: CGPoint, in root: ViewNode) -> TapTargetNode? {
        var hit: TapTargetNode?
        func visit(_ node: ViewNode) {
            // Content a scroll view clips away cannot be hit.
            if node.clipsHitTesting && !node.frame.contains(point) { return }
            // `.allowsHitTesting(false)`: nothing inside takes the click.
            if let gate = node as? HitTestingNode, !gate.allowsHitTesting { return }
            if let target = node as? TapTargetNode, target.isEnabled, target.frame.contains(point),
               contentShape(of: target)?.contains(point) ?? true, target.accepts(point) {
                hit = target
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return hit
    }

    /// The `contentShape` written directly inside a tap target (through single-child
    /// modifiers), which narrows its hit area from the whole frame.
    static func contentShape(of target: TapTargetNode) -> ContentShapeNode? {
        var node: ViewNode = target.child
        while true {
            if let shape = node as? ContentShapeNode { return shape }
            guard let single = node as? SingleChildNode, !(single is TapTargetNode) else { return nil }
            node = single.child
        }
    }
}
