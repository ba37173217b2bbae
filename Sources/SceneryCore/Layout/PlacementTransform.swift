/// The scale and rotation effects between a view and the window while the tree is placed, as
/// an affine map of window points, so `GeometryProxy.frame(in:)` sees a view where it is drawn
/// (R114).
package struct PlacementTransform: Equatable, Sendable {
    var matrix = CGAffineTransform.identity

    /// No change.
    static let identity = PlacementTransform()

    /// A drawing effect: scale by `scaleX`×`scaleY`, then rotate by `rotation` radians,
    /// about `anchor` (as the painter draws `DisplayItem.beginTransform`).
    static func effect(scaleX: Double, scaleY: Double, rotation: Double, anchor: CGPoint) -> PlacementTransform {
        let cosine = rotation == 0 ? 1 : cos(rotation), sine = rotation == 0 ? 0 : sin(rotation)
        var matrix = CGAffineTransform(a: cosine * scaleX, b: sine * scaleX, c: -sine * scaleY, d: cosine * scaleY, tx: 0, ty: 0)
        matrix.tx = anchor.x - (matrix.a * anchor.x + matrix.c * anchor.y)
        matrix.ty = anchor.y - (matrix.b * anchor.x + matrix.d * anchor.y)
        return PlacementTransform(matrix: matrix)
    }

    /// `point` mapped.
    func apply(_ point: CGPoint) -> CGPoint { point.applying(matrix) }

    /// The smallest rectangle holding `rect` mapped.
    func apply(_ rect: CGRect) -> CGRect { rect.applying(matrix) }

    /// This map after `inner` (`inner` applies first).
    func concatenating(_ inner: PlacementTransform) -> PlacementTransform {
        PlacementTransform(matrix: inner.matrix.concatenating(matrix))
    }

    /// The inverse map (the identity when this one collapses the plane: a zero scale).
    var inverted: PlacementTransform {
        let det = matrix.a * matrix.d - matrix.b * matrix.c
        return det == 0 ? .identity : PlacementTransform(matrix: matrix.inverted())
    }

    /// The effects around the node being placed now.
    @MainActor @exclusivity(unchecked) static var current = PlacementTransform.identity

    /// Runs `body` (placing a node's children) with `transform` inside the current effects.
    @MainActor static func applying(_ transform: PlacementTransform, _ body: () -> Void) {
        let saved = current
        current = saved.concatenating(transform)
        body()
        current = saved
    }
}
