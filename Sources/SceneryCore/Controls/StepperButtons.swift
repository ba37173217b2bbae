/// A stepper's control: a − and a + button side by side on one light grey rounded
/// rectangle with a divider between them, focusable as a whole (the focus ring goes
/// around both), taking Up/Down and +/− while focused.
nonisolated struct StepperButtons: View, PrimitiveView {
    let increment: MainActorBound<@MainActor () -> Void>?
    let decrement: MainActorBound<@MainActor () -> Void>?
    let onEditingChanged: MainActorBound<@MainActor (Bool) -> Void>

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let environment = context.environment
        let size = environment.controlMetrics.stepperButton
        let color = environment.resolvedForeground
        let enabled = environment.isEnabled
        let editing = onEditingChanged.value
        let increment = increment?.value, decrement = decrement?.value
        let identity = context.path
        let veils = StepperButtonNode.Veils(
            hover: Color.stepperHoverVeil.resolve(in: environment), pressed: Color.controlPressedVeil.resolve(in: environment))
        func half(_ kind: StepperGlyphNode.Kind, _ action: (@MainActor () -> Void)?) -> some View {
            _NodeView { _ in
                let node = StepperButtonNode(
                    child: StepperGlyphNode(kind: kind, size: size, color: color),
                    isEnabled: enabled && action != nil, action: action ?? {}, onEditingChanged: editing, veils: veils)
                node.targetIdentity = identity.appending(.explicit(kind == .minus ? "decrement" : "increment"))
                return node
            }
        }
        let control = HStack(spacing: 0) {
            half(.minus, decrement)
            Rectangle().fill(Color(white: 0, opacity: 0.15).dark(white: 1, opacity: 0.15).resolve(in: environment)).frame(width: 1, height: max(0, size.height - 8))
            half(.plus, increment)
        }
        .background(RoundedRectangle(cornerRadius: 6).fill(Color.controlFill.resolve(in: environment)))
        .focusable()
        .onKeyPress(phases: .all) { press in
            let action: (@MainActor () -> Void)?
            switch press.key {
            case .upArrow, "+", "=": action = increment
            case .downArrow, "-", "_": action = decrement
            default: return .ignored
            }
            switch press.phase {
            case .down:
                editing(true)
                action?()
            case .repeat:
                action?()
            default:
                editing(false)
            }
            return .handled
        }
        SceneryCore.resolve(control, into: &nodes, context: context)
    }
}

extension Color {
    /// The veil over a stepper button under the pointer: a shade darker on the grey
    /// control (lighter in dark mode), as desktop spin buttons show hover.
    static let stepperHoverVeil = Color(white: 0, opacity: 0.06).dark(white: 1, opacity: 0.08)
}

/// One of a stepper's buttons: acts when the pointer goes down on it (as desktop spin
/// buttons do), calls `onEditingChanged` with true then, and with false when the button
/// comes up; a veil while pressed, a lighter one under the pointer; 40 % opacity when
/// disabled (at its bound).
package final class StepperButtonNode: TapTargetNode {
    /// The veils drawn over the button, resolved for light or dark.
    struct Veils {
        let hover: Color
        let pressed: Color
    }

    let onEditingChanged: @MainActor (Bool) -> Void
    let veils: Veils

    init(
        child: ViewNode, isEnabled: Bool, action: @escaping @MainActor () -> Void,
        onEditingChanged: @escaping @MainActor (Bool) -> Void, veils: Veils
    ) {
        self.onEditingChanged = onEditingChanged
        self.veils = veils
        super.init(child: child, isEnabled: isEnabled, action: action)
    }

    package override func pressBegan() {
        guard isEnabled else { return }
        onEditingChanged(true)
        action()
    }

    /// The action ran when the press began.
    package override func activate() {}

    package override func pressEnded() {
        guard isEnabled else { return }
        onEditingChanged(false)
    }

    package override func draw(into list: inout DisplayList) {
        guard isEnabled else {
            list.append(.beginOpacity(0.4, frame: frame))
            child.draw(into: &list)
            list.append(.end)
            return
        }
        child.draw(into: &list)
        if isPressed {
            list.append(.shape(Path(frame), paint: .fill(eoFill: false), color: veils.pressed, frame: frame))
        } else if isHovered {
            list.append(.shape(Path(frame), paint: .fill(eoFill: false), color: veils.hover, frame: frame))
        }
    }
}

/// A − or + glyph centred in a button of the stepper's size: strokes 1.5 points wide and
/// a third of the button's height long (8 points at the regular size).
package final class StepperGlyphNode: ViewNode {
    enum Kind { case minus, plus }
    let kind: Kind
    let size: CGSize
    let color: Color

    init(kind: Kind, size: CGSize, color: Color) {
        self.kind = kind
        self.size = size
        self.color = color
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { size }

    package override func draw(into list: inout DisplayList) {
        let half = (size.height / 3).rounded() / 2
        let center = CGPoint(x: frame.midX, y: frame.midY)
        var path = Path()
        path.move(to: CGPoint(x: center.x - half, y: center.y))
        path.addLine(to: CGPoint(x: center.x + half, y: center.y))
        if kind == .plus {
            path.move(to: CGPoint(x: center.x, y: center.y - half))
            path.addLine(to: CGPoint(x: center.x, y: center.y + half))
        }
        list.append(.shape(path, paint: .stroke(StrokeStyle(lineWidth: 1.5)), color: color, frame: frame))
    }
}
