/// The spacing a view prefers to its neighbours, per edge.
public struct ViewSpacing: Sendable, Equatable {
    var top, leading, bottom, trailing: CGFloat

    /// The default spacing (8 points on every edge; see docs/layout.md).
    public init() { (top, leading, bottom, trailing) = (8, 8, 8, 8) }

    /// No spacing.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        (spacing.top, spacing.leading, spacing.bottom, spacing.trailing) = (0, 0, 0, 0)
        return spacing
    }()

    /// The distance to `next` placed after this view along `axis`: the larger preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }

    /// Merges `other`'s preferences on `edges`, keeping the larger.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// The merge of this and `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}
