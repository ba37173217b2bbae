/// The nodes of the built-in toggles: the toggle itself (a tap target and focus stop that
/// flips the binding), and the checkbox and switch it draws beside its label.

/// The measurements of the built-in toggles at a control size (points).
struct ToggleMetrics: Equatable {
    /// The side of a checkbox.
    var checkbox: CGFloat
    /// The width and height of a switch's track.
    var switchSize: CGSize
    /// The space between a checkbox and its label.
    var checkboxSpacing: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini: (checkbox, switchSize, checkboxSpacing) = (10, CGSize(width: 26, height: 15), 4)
        case .small: (checkbox, switchSize, checkboxSpacing) = (12, CGSize(width: 32, height: 18), 5)
        case .regular: (checkbox, switchSize, checkboxSpacing) = (16, CGSize(width: 40, height: 22), 6)
        case .large: (checkbox, switchSize, checkboxSpacing) = (18, CGSize(width: 46, height: 26), 7)
        case .extraLarge: (checkbox, switchSize, checkboxSpacing) = (20, CGSize(width: 52, height: 30), 8)
        }
    }
}

/// What a toggle's indicator shows: on, off or mixed, and how the pointer and keyboard
/// are acting on it now.
struct ToggleIndicatorState: Equatable {
    var isOn: Bool
    var isMixed: Bool
    var isPressed = false
    var isHovered = false
}

/// The colours an indicator is drawn in, resolved in its environment (light or dark, the
/// tint).
struct ToggleColors: Equatable {
    var tint: Color
    var face: Color
    var border: Color
    var track: Color
    var knob: Color
    var pressed: Color
    /// Over an indicator that is off, under the pointer.
    var hoverOff: Color
    /// Over the tint of an indicator that is on, under the pointer.
    var hoverOn: Color

    init(_ environment: EnvironmentValues) {
        tint = environment.tint.resolve(in: environment)
        face = Color.controlKnob.resolve(in: environment)
        border = Color.controlBorder.resolve(in: environment)
        track = Color.switchTrack.resolve(in: environment)
        knob = Color.controlKnob.resolve(in: environment)
        pressed = Color.controlPressedVeil.resolve(in: environment)
        hoverOff = Color(white: 0, opacity: 0.06).dark(white: 1, opacity: 0.12).resolve(in: environment)
        hoverOn = Color(white: 1, opacity: 0.18).resolve(in: environment)
    }
}

/// A checkbox or a switch, drawn for its ``state`` (which the toggle node sets before it
/// draws).
@MainActor
package class ToggleIndicatorNode: ViewNode {
    var state: ToggleIndicatorState
    let colors: ToggleColors

    init(state: ToggleIndicatorState, colors: ToggleColors) {
        self.state = state
        self.colors = colors
    }

    /// The corner radius of the focus ring around the indicator.
    var ringCornerRadius: CGFloat { 4 }
}

/// A checkbox: a rounded square, white with a grey edge when off, filled with the tint
/// and a white check mark when on (a white dash when mixed).
package final class CheckboxNode: ToggleIndicatorNode {
    let side: CGFloat

    init(side: CGFloat, state: ToggleIndicatorState, colors: ToggleColors) {
        self.side = side
        super.init(state: state, colors: colors)
    }

    override var ringCornerRadius: CGFloat { side / 4 }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: side, height: side) }

    package override func draw(into list: inout DisplayList) {
        let box = frame
        let radius = side / 4
        let filled = state.isOn || state.isMixed
        let shape = Path(roundedRect: box, cornerRadius: radius)
        if filled {
            list.append(.shape(shape, paint: .fill(eoFill: false), color: colors.tint, frame: box))
        } else {
            list.append(.shape(shape, paint: .fill(eoFill: false), color: colors.face, frame: box))
            let edge = box.insetBy(dx: 0.5, dy: 0.5)
            list.append(.shape(
                Path(roundedRect: edge, cornerRadius: radius - 0.5), paint: .stroke(StrokeStyle(lineWidth: 1)),
                color: colors.border, frame: edge))
        }
        if state.isHovered && !state.isPressed {
            list.append(.shape(shape, paint: .fill(eoFill: false), color: filled ? colors.hoverOn : colors.hoverOff, frame: box))
        }
        if state.isPressed {
            list.append(.shape(shape, paint: .fill(eoFill: false), color: colors.pressed, frame: box))
        }
        guard filled else { return }
        var mark = Path()
        let (x, y, s) = (box.minX, box.minY, side)
        if state.isMixed {
            mark.move(to: CGPoint(x: x + 0.28 * s, y: y + 0.5 * s))
            mark.addLine(to: CGPoint(x: x + 0.72 * s, y: y + 0.5 * s))
        } else {
            mark.move(to: CGPoint(x: x + 0.26 * s, y: y + 0.52 * s))
            mark.addLine(to: CGPoint(x: x + 0.43 * s, y: y + 0.69 * s))
            mark.addLine(to: CGPoint(x: x + 0.75 * s, y: y + 0.33 * s))
        }
        list.append(.shape(
            mark, paint: .stroke(StrokeStyle(lineWidth: max(1.25, side / 8), lineCap: .round, lineJoin: .round)),
            color: Color.white, frame: box))
    }
}

/// A switch (GTK's, and macOS's): a capsule track, grey when off and the tint when on,
/// with a round knob at its leading end when off and its trailing end when on (in the
/// middle when mixed).
package final class SwitchNode: ToggleIndicatorNode {
    let size: CGSize

    init(size: CGSize, state: ToggleIndicatorState, colors: ToggleColors) {
        self.size = size
        super.init(state: state, colors: colors)
    }

    override var ringCornerRadius: CGFloat { size.height / 2 }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { size }

    package override func draw(into list: inout DisplayList) {
        let track = frame
        let radius = track.height / 2
        let shape = Path(roundedRect: track, cornerRadius: radius)
        let on = state.isOn && !state.isMixed
        list.append(.shape(shape, paint: .fill(eoFill: false), color: on ? colors.tint : colors.track, frame: track))
        if state.isHovered && !state.isPressed {
            list.append(.shape(shape, paint: .fill(eoFill: false), color: on ? colors.hoverOn : colors.hoverOff, frame: track))
        }
        if state.isPressed {
            list.append(.shape(shape, paint: .fill(eoFill: false), color: colors.pressed, frame: track))
        }
        let inset: CGFloat = 2
        let diameter = track.height - 2 * inset
        let travel = track.width - 2 * inset - diameter
        let offset = state.isMixed ? travel / 2 : (on ? travel : 0)
        let knob = CGRect(x: track.minX + inset + offset, y: track.minY + inset, width: diameter, height: diameter)
        list.append(.shape(Path(ellipseIn: knob), paint: .fill(eoFill: false), color: colors.knob, frame: knob))
        let edge = knob.insetBy(dx: 0.25, dy: 0.25)
        list.append(.shape(
            Path(ellipseIn: edge), paint: .stroke(StrokeStyle(lineWidth: 0.5)),
            color: Color(white: 0, opacity: 0.15), frame: edge))
    }
}

/// A built-in toggle's node: takes a click anywhere on it (the indicator or the label),
/// and Space or Return while focused, and flips the binding; shows its indicator pressed
/// while the pointer or Space is held, highlighted under the pointer; draws the focus ring
/// around the indicator (around the whole button for `.button`); faded when disabled.
@MainActor
package final class ToggleNode: TapTargetNode, FocusableNode {
    /// How the node draws its own states (the `.button` look has no indicator).
    enum Look {
        case indicator(ToggleIndicatorNode)
        case button(cornerRadius: CGFloat, hover: Color, pressed: Color)
    }

    override var asFocusable: (any FocusableNode)? { self }
    package let focusIdentity: IdentityPath
    package var showsFocusRing = false
    package var isKeyPressed = false
    package var isKeyboardActivated: Bool { true }
    package var acceptsFocus: Bool { isEnabled }
    let drawsFocusEffect: Bool
    let look: Look

    init(
        child: ViewNode, identity: IdentityPath, isEnabled: Bool, drawsFocusEffect: Bool, look: Look,
        action: @escaping @MainActor () -> Void
    ) {
        focusIdentity = identity
        self.drawsFocusEffect = drawsFocusEffect
        self.look = look
        super.init(child: child, isEnabled: isEnabled, action: action)
        targetIdentity = identity
    }

    package func activateFromKeyboard() { activate() }

    package override func draw(into list: inout DisplayList) {
        let pressed = isEnabled && (isPressed || isKeyPressed)
        let hovered = isEnabled && isHovered
        if !isEnabled { list.append(.beginOpacity(0.4, frame: frame)) }
        switch look {
        case .indicator(let indicator):
            indicator.state.isPressed = pressed
            indicator.state.isHovered = hovered
            child.draw(into: &list)
            if showsFocusRing && drawsFocusEffect {
                appendFocusRing(around: indicator.frame, cornerRadius: indicator.ringCornerRadius, into: &list)
            }
        case .button(let radius, let hover, let veil):
            child.draw(into: &list)
            let shape = Path(roundedRect: frame, cornerRadius: radius)
            if hovered && !pressed { list.append(.shape(shape, paint: .fill(eoFill: false), color: hover, frame: frame)) }
            if pressed { list.append(.shape(shape, paint: .fill(eoFill: false), color: veil, frame: frame)) }
            if showsFocusRing && drawsFocusEffect { appendFocusRing(around: frame, cornerRadius: radius, into: &list) }
        }
        if !isEnabled { list.append(.end) }
    }
}
