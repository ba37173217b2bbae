/// A point in a view's unit square: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction.
    public var x: CGFloat
    /// The vertical fraction.
    public var y: CGFloat

    /// Creates a unit point.
    nonisolated public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner.
    nonisolated public init() { self.init(x: 0, y: 0) }

    /// (0, 0).
    nonisolated public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    nonisolated public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    nonisolated public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    nonisolated public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    nonisolated public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    nonisolated public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    nonisolated public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    nonisolated public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    nonisolated public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    nonisolated public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
