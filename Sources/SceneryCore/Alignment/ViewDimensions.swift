/// A view's size and its alignment guides, as a parent sees them when aligning it.
///
/// `d[guide]` is the view's explicit value for the guide (set with `.alignmentGuide`, or
/// propagated from a child) and otherwise the guide's default (e.g. `width / 2` for
/// `.center`). Explicit values are computed only when asked for.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    private let explicitValue: (AlignmentKey) -> CGFloat?

    package init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        explicitValue = explicit
    }

    /// The value of a horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of a vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of a horizontal guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The explicit value of a vertical guide, if the view sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    package subscript(key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.defaultValue(in: self) }
    package func explicit(_ key: AlignmentKey) -> CGFloat? { explicitValue(key) }

    package var size: CGSize { CGSize(width: width, height: height) }

    /// Dimensions are equal when their sizes are (explicit guides are not compared).
    nonisolated public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height
    }
}
