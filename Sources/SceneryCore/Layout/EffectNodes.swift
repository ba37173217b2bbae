/// `offset`: draws the child moved by an offset; its own frame (what the parent and
/// siblings see) does not move.
package final class OffsetNode: SingleChildNode {
    let offset: CGSize

    package init(offset: CGSize, child: ViewNode) {
        self.offset = offset
        super.init(child: child)
    }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: offset.width, y: offset.height), proposal)
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(key, proposal: proposal)  // guides are layout: the offset is not
    }
}

/// `position`: takes the whole proposal (nil dimensions become 10) and centres the child
/// on a point in it.
package final class PositionNode: SingleChildNode {
    let position: CGPoint

    package init(position: CGPoint, child: ViewNode) {
        self.position = position
        super.init(child: child)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    package override func childPlacement(for proposal: ProposedViewSize, size: CGSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let child = child.sizeThatFits(proposal)
        return (CGPoint(x: position.x - child.width / 2, y: position.y - child.height / 2), proposal)
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? { nil }
}

/// Drawing-only modifiers: opacity, hidden, clipping, scale and rotation, blur, shadow. Layout passes
/// straight through.
package final class DrawingEffectNode: SingleChildNode {
    override var measuresAsItsChild: Bool { true }
    package enum Effect {
        case opacity(Double)
        case hidden
        case clip(any Shape)
        case transform(scaleX: Double, scaleY: Double, rotation: Double, anchor: UnitPoint)
        /// A Gaussian blur of this standard deviation (points); `opaque` keeps it inside
        /// the frame with the edge pixels extended.
        case blur(radius: Double, opaque: Bool)
        /// A shadow in `color` (resolved), blurred by `radius` points, moved by `offset`.
        case shadow(color: Color, radius: Double, offset: CGSize)
    }

    let effect: Effect

    package init(effect: Effect, child: ViewNode) {
        self.effect = effect
        super.init(child: child)
    }

    /// A scale or rotation also applies to the frames the children's geometry readers
    /// report (R114).
    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        guard case let .transform(sx, sy, rotation, anchor) = effect else {
            return super.placeChildren(in: bounds, proposal: proposal)
        }
        let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        PlacementTransform.applying(.effect(scaleX: sx, scaleY: sy, rotation: rotation, anchor: point)) {
            super.placeChildren(in: bounds, proposal: proposal)
        }
    }

    package override func draw(into list: inout DisplayList) {
        switch effect {
        case .hidden:
            return
        case .opacity(let opacity):
            guard opacity > 0 else { return }
            if opacity >= 1 { return child.draw(into: &list) }
            list.append(.beginOpacity(opacity, frame: frame))
        case .clip(let shape):
            list.append(.beginClip(shape.path(in: frame), frame: frame))
        case let .transform(sx, sy, rotation, anchor):
            let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            list.append(.beginTransform(scaleX: sx, scaleY: sy, rotation: rotation, anchor: point, frame: frame))
        case let .blur(radius, opaque):
            guard radius > 0 else { return child.draw(into: &list) }
            list.append(.beginBlur(radius: radius, opaque: opaque, frame: frame))
        case let .shadow(color, radius, offset):
            guard color.opacity > 0 else { return child.draw(into: &list) }
            list.append(.beginShadow(color: color, radius: radius, offset: offset, frame: frame))
        }
        child.draw(into: &list)
        list.append(.end)
    }
}
