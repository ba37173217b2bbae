/// A position in points; x grows to the right, y grows down.
public struct CGPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: CGFloat
    /// The vertical coordinate.
    public var y: CGFloat

    /// Creates a point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// Creates a point at the origin.
    public init() { self.init(x: 0, y: 0) }

    /// The origin, (0, 0).
    public static let zero = CGPoint(x: 0, y: 0)

    /// `(x, y)` with whole numbers printed without a fraction.
    public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}
