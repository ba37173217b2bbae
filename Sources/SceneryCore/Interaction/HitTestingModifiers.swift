/// The node of `.allowsHitTesting(false)`: clicks pass through it and everything inside.
package final class HitTestingNode: SingleChildNode {
    override var measuresAsItsChild: Bool { true }
    let allowsHitTesting: Bool

    init(child: ViewNode, allowsHitTesting: Bool) {
        self.allowsHitTesting = allowsHitTesting
        super.init(child: child)
    }
}

/// The node of `.contentShape(_:)`: the area, in its frame, where a tap target around it
/// can be hit.
package final class ContentShapeNode: SingleChildNode {
    override var measuresAsItsChild: Bool { true }
    let shape: @MainActor (CGRect) -> Path
    let eoFill: Bool

    init(child: ViewNode, eoFill: Bool, shape: @escaping @MainActor (CGRect) -> Path) {
        self.shape = shape
        self.eoFill = eoFill
        super.init(child: child)
    }

    /// Whether `point` (window coordinates) lies inside the shape placed in this frame.
    func contains(_ point: CGPoint) -> Bool {
        shape(frame).contains(point, eoFill: eoFill)
    }
}

extension View {
    /// Whether this view and the views inside it take clicks and taps; with `false` they
    /// pass to whatever lies behind.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_NodeModifier { node, _ in HitTestingNode(child: node, allowsHitTesting: enabled) })
    }

    /// Makes `shape`, placed in this view's frame, the area where a tap gesture or button
    /// around this view is hit (written inside the gesture: `.contentShape(Circle()).onTapGesture {}`).
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_NodeModifier { node, _ in ContentShapeNode(child: node, eoFill: eoFill) { shape.path(in: $0) } })
    }
}

extension Path {
    /// Whether `point` lies inside the path (non-zero winding, or even-odd when `eoFill`).
    /// Curves are flattened into 16 segments each.
    package func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        var start = CGPoint.zero
        var current = CGPoint.zero
        func edge(_ a: CGPoint, _ b: CGPoint) {
            // A ray to the right of `point` crossing the edge a→b.
            guard (a.y <= point.y) != (b.y <= point.y) else { return }
            let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
            guard x > point.x else { return }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        for element in elements {
            switch element {
            case .move(let p):
                edge(current, start)
                start = p
                current = p
            case .line(let p):
                edge(current, p)
                current = p
            case .quadCurve(let p, let c):
                var previous = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let q = CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y)
                    edge(previous, q)
                    previous = q
                }
                current = p
            case .curve(let p, let c1, let c2):
                var previous = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let q = CGPoint(
                        x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                        y: a * current.y + b * c1.y + c * c2.y + d * p.y)
                    edge(previous, q)
                    previous = q
                }
                current = p
            case .closeSubpath:
                edge(current, start)
                current = start
            }
        }
        edge(current, start)
        return eoFill ? crossings % 2 == 1 : winding != 0
    }
}
