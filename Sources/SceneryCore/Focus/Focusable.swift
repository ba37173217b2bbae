/// A node of a view that can hold the keyboard focus: a `Button`, a `.focusable()` view.
@MainActor
package protocol FocusableNode: ViewNode {
    /// The view's identity: focus follows it across updates, whatever node draws the view.
    var focusIdentity: IdentityPath { get }
    /// Whether the view takes the focus now (`.disabled(true)` and `.focusable(false)` say no).
    var acceptsFocus: Bool { get }
    /// Set by the window: draw the focus ring (the view has the focus and the window too).
    var showsFocusRing: Bool { get set }
    /// Whether Return and Space activate the view (a button); the window then shows the
    /// pressed look while Space is held and calls ``activateFromKeyboard()``.
    var isKeyboardActivated: Bool { get }
    /// Set by the window while Space is held on the view.
    var isKeyPressed: Bool { get set }
    /// Runs the view's action (a button's).
    func activateFromKeyboard()
}

/// The focus ring: the accent colour around `frame`, outside it (as macOS draws it).
@MainActor
func appendFocusRing(around frame: CGRect, cornerRadius: CGFloat, into list: inout DisplayList) {
    let ring = frame.insetBy(dx: -2, dy: -2)
    list.append(.shape(
        Path(roundedRect: ring, cornerRadius: cornerRadius + 2), paint: .stroke(StrokeStyle(lineWidth: 3)),
        color: Color(red: 0, green: 0.478, blue: 1, opacity: 0.6), frame: ring))
}

extension View {
    /// Lets this view take the keyboard focus (Tab reaches it, a click on it focuses it; it
    /// gets key events and draws a focus ring while focused). `focusable(false)` takes it
    /// out of the focus order.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(makeNode: { node, context, identity in
            FocusableViewNode(
                child: node, identity: identity,
                acceptsFocus: isFocusable && context.environment.isEnabled,
                drawsFocusEffect: context.environment.isFocusEffectEnabled)
        }, identityComponent: "focusable"))
    }
}

/// The node of a `.focusable()` view: its content, with the focus ring while focused.
@MainActor
package final class FocusableViewNode: SingleChildNode, FocusableNode {
    override var measuresAsItsChild: Bool { true }
    override var asFocusable: (any FocusableNode)? { self }
    package let focusIdentity: IdentityPath
    package let acceptsFocus: Bool
    package var showsFocusRing = false
    let drawsFocusEffect: Bool
    package var isKeyboardActivated: Bool { false }
    package var isKeyPressed = false
    package func activateFromKeyboard() {}

    init(child: ViewNode, identity: IdentityPath, acceptsFocus: Bool, drawsFocusEffect: Bool) {
        focusIdentity = identity
        self.acceptsFocus = acceptsFocus
        self.drawsFocusEffect = drawsFocusEffect
        super.init(child: child)
    }

    package override func draw(into list: inout DisplayList) {
        child.draw(into: &list)
        if showsFocusRing && drawsFocusEffect { appendFocusRing(around: frame, cornerRadius: 4, into: &list) }
    }
}
