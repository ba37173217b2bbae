/// A node that reacts to a click or tap inside its frame: `Button`, `onTapGesture`.
@MainActor
package class TapTargetNode: SingleChildNode {
    /// What a tap runs; a button kept across a body run takes the new body's action
    /// (Graph/ButtonMemo.swift).
    var action: @MainActor () -> Void
    /// Whether it accepts taps (`.disabled(true)` turns it off).
    package let isEnabled: Bool
    /// Set by the window while the pointer is held down on this target.
    package var isPressed = false
    /// Set by the window while the pointer is over this target with no button held (the
    /// built-in looks draw a hover highlight).
    package var isHovered = false
    /// The identity of the control this target belongs to, when it has a pressed look: the
    /// window follows a held target to its new node after an update by it.
    package var targetIdentity: IdentityPath?

    package init(child: ViewNode, isEnabled: Bool, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.isEnabled = isEnabled
        super.init(child: child)
    }

    /// Runs the action (the pointer was released over the target).
    package func activate() {
        guard isEnabled else { return }
        action()
    }

    /// Whether a click at `point` (window coordinates, inside the frame) is for this
    /// target; a text's links take only clicks on a link.
    package func accepts(_ point: CGPoint) -> Bool { true }

    /// Runs the action for a click released at `point` (inside the frame).
    package func activate(at point: CGPoint) { activate() }

    /// Runs the action for a click released at `point` with `modifiers` held; targets
    /// that care about modifiers (list rows) override it.
    package func activate(at point: CGPoint, modifiers: EventModifiers) { activate(at: point) }

    /// The pointer button went down on the target (before ``isPressed`` is set).
    package func pressBegan() {}

    /// The pointer button went down on the target at `point` (window coordinates): a
    /// target that can be dragged (a split view's divider) remembers where.
    package func dragBegan(at point: CGPoint) {}

    /// The pointer button went down on the target at `point` (window coordinates), the
    /// `clickCount`th press in a row at about the same place (2: a double click), with
    /// `modifiers` held. Called after ``dragBegan(at:)``; a text field places its caret.
    package func pointerPressed(at point: CGPoint, clickCount: Int, modifiers: EventModifiers) {}

    /// The middle button went down over the target at `point`: returns true when the
    /// target takes it (a text field pastes the PRIMARY selection there).
    package func middleClicked(at point: CGPoint) -> Bool { false }

    /// The pointer moved to `point` with the button held since it went down on this target.
    /// Returns true when the target follows the pointer (it then takes no click: dragging is
    /// what it does).
    package func dragged(to point: CGPoint) -> Bool { false }

    /// The pointer button that went down on the target came up, over it or not (after
    /// ``activate()``, when it was released over it).
    package func pressEnded() {}

    /// After an update rebuilt the nodes while the pointer is held on `old` (the same
    /// control's previous node): carry over what the press started (a slider's grab).
    package func takeOverPress(from old: TapTargetNode) {}
}

/// A button's node: the pressed look (pointer held over it, or Space held while focused),
/// the focus ring while focused, and the faded look of a disabled built-in button. Return
/// and Space activate it.
@MainActor
package final class ButtonNode: TapTargetNode, FocusableNode {
    override var measuresAsItsChild: Bool { true }
    /// Its one child is the label it was made with (or took in place).
    override var childrenAreFixed: Bool { true }
    /// How the node shows that the button is pressed.
    enum PressedLook {
        /// A translucent dark rounded rectangle over the button (the bordered styles).
        case veil(cornerRadius: CGFloat)
        /// The button drawn at half opacity (the plain and borderless styles).
        case dim
        /// Nothing: a ``ButtonStyle`` draws it from `configuration.isPressed`.
        case styled
        /// A menu item: a rounded highlight behind the label while it is focused (the
        /// keyboard's item), hovered or pressed, and no focus ring.
        case menuItem(highlight: Color)
    }

    override var asFocusable: (any FocusableNode)? { self }
    package private(set) var focusIdentity = IdentityPath()
    package var showsFocusRing = false
    package var isKeyPressed = false {
        didSet { if oldValue != isKeyPressed { onPressedChanged?(isPressed, isKeyPressed) } }
    }
    override package var isPressed: Bool {
        didSet { if oldValue != isPressed { onPressedChanged?(isPressed, isKeyPressed) } }
    }
    package var isKeyboardActivated: Bool { true }
    package var acceptsFocus: Bool { isEnabled }
    private(set) var drawsFocusEffect = true
    private(set) var look = PressedLook.veil(cornerRadius: 6)
    /// The veils of the bordered looks, resolved for the button's appearance.
    var pressedVeil = Color(white: 0, opacity: 0.15)
    var hoverVeil = Color(white: 1, opacity: 0.3)
    /// Called when the pointer or Space presses or releases the button (pointer, key).
    var onPressedChanged: (@MainActor (_ pointer: Bool, _ key: Bool) -> Void)?
    /// The rounded rectangle the bordered looks draw under the label, over the button's
    /// whole frame (as a background of the padded label would).
    struct Fill {
        let color: Color
        let cornerRadius: CGFloat
    }
    /// The bordered looks' fill, or nil.
    var fill: Fill?

    /// A button node for the view at `identity`.
    convenience init(
        child: ViewNode, identity: IdentityPath, isEnabled: Bool, drawsFocusEffect: Bool,
        look: PressedLook = .veil(cornerRadius: 6), action: @escaping @MainActor () -> Void
    ) {
        self.init(child: child, isEnabled: isEnabled, action: action)
        focusIdentity = identity
        targetIdentity = identity
        self.drawsFocusEffect = drawsFocusEffect
        self.look = look
    }

    package func activateFromKeyboard() { activate() }

    /// The fill, if any, and the label.
    private func drawContent(into list: inout DisplayList) {
        if let fill {
            list.append(.shape(
                RoundedRectangle(cornerRadius: fill.cornerRadius).path(in: frame), paint: .fill(eoFill: false),
                color: fill.color, frame: frame))
        }
        child.draw(into: &list)
    }

    package override func draw(into list: inout DisplayList) {
        let cornerRadius: CGFloat = if case .veil(let radius) = look { radius } else { 4 }
        if !isEnabled {
            if case .styled = look {
                drawContent(into: &list)
                return
            }
            list.append(.beginOpacity(0.4, frame: frame))
            drawContent(into: &list)
            list.append(.end)
            return
        }
        let pressed = isPressed || isKeyPressed
        if case .menuItem(let highlight) = look {
            if showsFocusRing || isHovered || pressed {
                list.append(.shape(Path(roundedRect: frame, cornerRadius: 5), paint: .fill(eoFill: false), color: highlight, frame: frame))
            }
            drawContent(into: &list)
            return
        }
        if pressed, case .dim = look {
            list.append(.beginOpacity(0.5, frame: frame))
            drawContent(into: &list)
            list.append(.end)
        } else {
            drawContent(into: &list)
        }
        if showsFocusRing && drawsFocusEffect { appendFocusRing(around: frame, cornerRadius: cornerRadius, into: &list) }
        if case .veil = look, pressed || isHovered {
            // Darker while pressed, a little lighter under the pointer.
            list.append(.shape(
                Path(roundedRect: frame, cornerRadius: cornerRadius), paint: .fill(eoFill: false),
                color: pressed ? pressedVeil : hoverVeil, frame: frame))
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

    /// Whether `point` (window coordinates) is over `target`: in its frame and its
    /// `contentShape`, if it has one.
    package static func contains(_ point: CGPoint, in target: TapTargetNode) -> Bool {
        target.frame.contains(point) && (contentShape(of: target)?.contains(point) ?? true)
    }

    /// The enabled tap target whose ``TapTargetNode/targetIdentity`` is `identity`.
    package static func target(identifiedBy identity: IdentityPath, in root: ViewNode) -> TapTargetNode? {
        if let target = root as? TapTargetNode, target.targetIdentity == identity { return target }
        for child in root.children {
            if let found = target(identifiedBy: identity, in: child) { return found }
        }
        return nil
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
