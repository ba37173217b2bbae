#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An affine map of window points, x' = a·x + c·y + tx and y' = b·x + d·y + ty: the
/// scale and rotation effects between a view and the window while the tree is placed, so
/// `GeometryProxy.frame(in:)` sees a view where it is drawn (R114).
package struct PlacementTransform: Equatable, Sendable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    /// No change.
    static let identity = PlacementTransform()

    /// A drawing effect: scale by `scaleX`×`scaleY`, then rotate by `rotation` radians,
    /// about `anchor` (as the painter draws `DisplayItem.beginTransform`).
    static func effect(scaleX: Double, scaleY: Double, rotation: Double, anchor: CGPoint) -> PlacementTransform {
        let cosine = rotation == 0 ? 1 : cos(rotation), sine = rotation == 0 ? 0 : sin(rotation)
        var transform = PlacementTransform(a: cosine * scaleX, b: sine * scaleX, c: -sine * scaleY, d: cosine * scaleY)
        transform.tx = anchor.x - (transform.a * anchor.x + transform.c * anchor.y)
        transform.ty = anchor.y - (transform.b * anchor.x + transform.d * anchor.y)
        return transform
    }

    /// `point` mapped.
    func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest rectangle holding `rect` mapped.
    func apply(_ rect: CGRect) -> CGRect {
        guard self != .identity else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// This map after `inner` (`inner` applies first).
    func concatenating(_ inner: PlacementTransform) -> PlacementTransform {
        PlacementTransform(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    /// The inverse map (the identity when this one collapses the plane: a zero scale).
    var inverted: PlacementTransform {
        let det = a * d - b * c
        guard det != 0 else { return .identity }
        var inverse = PlacementTransform(a: d / det, b: -b / det, c: -c / det, d: a / det)
        inverse.tx = -(inverse.a * tx + inverse.c * ty)
        inverse.ty = -(inverse.b * tx + inverse.d * ty)
        return inverse
    }

    /// The effects around the node being placed now.
    @MainActor static var current = PlacementTransform.identity

    /// Runs `body` (placing a node's children) with `transform` inside the current effects.
    @MainActor static func applying(_ transform: PlacementTransform, _ body: () -> Void) {
        let saved = current
        current = saved.concatenating(transform)
        body()
        current = saved
    }
}
