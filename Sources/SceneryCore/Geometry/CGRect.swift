/// A rectangle: an origin and a size, in points.
public struct CGRect: Hashable, Sendable, CustomStringConvertible {
    /// The top-leading corner.
    public var origin: CGPoint
    /// The width and height.
    public var size: CGSize

    /// Creates a rectangle from an origin and a size.
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    /// Creates the zero rectangle.
    public init() { self.init(origin: .zero, size: .zero) }

    /// The rectangle at the origin with zero size.
    public static let zero = CGRect(origin: .zero, size: .zero)

    /// The width.
    public var width: CGFloat { size.width }
    /// The height.
    public var height: CGFloat { size.height }
    /// The smallest x.
    public var minX: CGFloat { min(origin.x, origin.x + size.width) }
    /// The x of the centre.
    public var midX: CGFloat { origin.x + size.width / 2 }
    /// The largest x.
    public var maxX: CGFloat { max(origin.x, origin.x + size.width) }
    /// The smallest y.
    public var minY: CGFloat { min(origin.y, origin.y + size.height) }
    /// The y of the centre.
    public var midY: CGFloat { origin.y + size.height / 2 }
    /// The largest y.
    public var maxY: CGFloat { max(origin.y, origin.y + size.height) }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom
    /// (grown when negative).
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Whether `point` lies inside (the maximum edges are outside).
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies entirely inside.
    public func contains(_ rect: CGRect) -> Bool {
        rect.minX >= minX && rect.minY >= minY && rect.maxX <= maxX && rect.maxY <= maxY
    }

    /// The smallest rectangle containing both.
    public func union(_ other: CGRect) -> CGRect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return CGRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Whether the two rectangles overlap.
    public func intersects(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// `(x, y, w, h)`.
    public var description: String {
        "(\(formatted(origin.x)), \(formatted(origin.y)), \(formatted(size.width)), \(formatted(size.height)))"
    }
}
