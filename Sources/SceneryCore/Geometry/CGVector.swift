/// A two-dimensional vector, as CoreGraphics declares it (swift-corelibs-foundation does not).
public struct CGVector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector from its components.
    nonisolated public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates the zero vector.
    nonisolated public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    nonisolated public static let zero = CGVector(dx: 0, dy: 0)
}
