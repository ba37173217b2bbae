import Foundation
import Scenery

/// Places its subviews on a circle, the first at the top, clockwise: a custom `Layout` written
/// in Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect`.
public struct RadialLayout: Layout {
    /// The circle's radius in points.
    public var radius: CGFloat

    /// Creates a layout with the given radius.
    public init(radius: CGFloat) { self.radius = radius }

    /// The circle's bounding square, widened by the largest subview.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }
            .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        return CGSize(width: 2 * radius + largest.width, height: 2 * radius + largest.height)
    }

    /// Each subview centred on its point of the circle.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, subview) in subviews.enumerated() {
            let point = RadialLayout.point(index, of: subviews.count, radius: radius, around: center)
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    /// Where subview `index` of `count` is centred: the top point of the circle, rotated
    /// clockwise by `index / count` of a turn about `center`.
    public static func point(_ index: Int, of count: Int, radius: CGFloat, around center: CGPoint) -> CGPoint {
        let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(max(count, 1))
        let rotation = CGAffineTransform(rotationAngle: angle)
        let offset = CGVector(dx: 0, dy: -radius)
        let top = CGPoint(x: offset.dx, y: offset.dy)
        return top.applying(rotation.concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
    }
}
