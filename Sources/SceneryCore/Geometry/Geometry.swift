// Package names the engine used before the public geometry types existed; other targets
// (renderer, backends) still use them. New code uses the public names.

/// The layout size type (``CGSize``).
package typealias Size = CGSize
/// The layout point type (``CGPoint``).
package typealias Point = CGPoint
/// The layout rectangle type (``CGRect``).
package typealias Rect = CGRect
/// The layout proposal type (``ProposedViewSize``).
package typealias ProposedSize = ProposedViewSize

extension CGSize {
    /// The size's extent along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from its extents along `axis` and across it.
    package init(_ axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    /// The point's coordinate along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// A point from its coordinates along `axis` and across it.
    package init(_ axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension ProposedViewSize {
    /// The proposal along `axis`.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal from its values along `axis` and across it.
    package init(_ axis: Axis, main: CGFloat?, cross: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

extension Axis {
    /// The other axis.
    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
