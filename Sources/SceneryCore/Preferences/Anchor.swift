/// A piece of a view's geometry — a rectangle or a point — that another view can resolve
/// in its own coordinates with a `GeometryProxy`: `proxy[anchor]`.
///
/// Anchors travel as preference values (``View/anchorPreference(key:value:transform:)``);
/// they are measured in the window's coordinates when the preference is read after
/// layout, so resolving one in a proxy gives the anchored view's geometry relative to the
/// proxy's view, however far apart the two are in the tree.
public struct Anchor<Value> {
    /// The value in window coordinates.
    let global: Value
    /// Moves a value so that `origin` becomes (0, 0).
    let relative: @Sendable (_ value: Value, _ origin: CGPoint) -> Value

    /// What to measure of a view for an anchor: `.bounds`, `.rect(_:)` for rectangles;
    /// `.topLeading` … `.bottomTrailing`, `.center`, `.point(_:)`, `.unitPoint(_:)` for
    /// points.
    public struct Source {
        /// The anchor for a view placed at `frame` (window coordinates).
        let measure: @Sendable (_ frame: CGRect) -> Anchor<Value>

        /// The anchor of this source for a view placed at `frame`.
        func anchor(in frame: CGRect) -> Anchor<Value> { measure(frame) }
    }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Two anchors are equal when they measure the same geometry.
    nonisolated public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the measured geometry.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor where Value == CGRect {
    init(rect: CGRect) {
        self.init(global: rect) { rect, origin in rect.offsetBy(dx: -origin.x, dy: -origin.y) }
    }
}

extension Anchor where Value == CGPoint {
    init(point: CGPoint) {
        self.init(global: point) { point, origin in CGPoint(x: point.x - origin.x, y: point.y - origin.y) }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds: its frame.
    nonisolated public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor(rect: frame) }
    }

    /// A rectangle in the view's own coordinates ((0, 0) is its top-leading corner).
    nonisolated public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor(rect: rect.offsetBy(dx: frame.minX, dy: frame.minY)) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates ((0, 0) is its top-leading corner).
    nonisolated public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in Anchor(point: CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)) }
    }

    /// A point in the view's unit square ((0, 0) top-leading, (1, 1) bottom-trailing).
    nonisolated public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(point: CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height))
        }
    }

    /// The top-leading corner.
    nonisolated public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    nonisolated public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    nonisolated public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    nonisolated public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    nonisolated public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    nonisolated public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    nonisolated public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    nonisolated public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    nonisolated public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchored geometry in this proxy's coordinates: (0, 0) is the top-leading corner
    /// of the proxy's view.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.relative(anchor.global, layoutFrame.origin)
    }
}
