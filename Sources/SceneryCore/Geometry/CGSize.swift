/// A width and a height in points.
public struct CGSize: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat

    /// Creates a size.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Creates a zero size.
    public init() { self.init(width: 0, height: 0) }

    /// 0×0.
    public static let zero = CGSize(width: 0, height: 0)

    /// `W×H`, e.g. `71×37`.
    public var description: String { "\(formatted(width))×\(formatted(height))" }
}
