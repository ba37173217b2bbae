/// Selects a horizontal alignment guide: how a `VStack`, `frame`, `overlay` or `ZStack`
/// lines its children up horizontally.
public struct HorizontalAlignment: Equatable, Sendable {
    package let key: AlignmentKey

    /// A guide identified by a custom ``AlignmentID`` type.
    nonisolated public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    private init(builtIn id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal, isPositional: true) }

    /// The leading edge (x = 0).
    nonisolated public static let leading = HorizontalAlignment(builtIn: BuiltInGuide.Leading.self)
    /// The centre (x = width / 2).
    nonisolated public static let center = HorizontalAlignment(builtIn: BuiltInGuide.HorizontalCenter.self)
    /// The trailing edge (x = width).
    nonisolated public static let trailing = HorizontalAlignment(builtIn: BuiltInGuide.Trailing.self)
}

/// Selects a vertical alignment guide: how an `HStack`, `frame`, `overlay` or `ZStack`
/// lines its children up vertically.
public struct VerticalAlignment: Equatable, Sendable {
    package let key: AlignmentKey

    /// A guide identified by a custom ``AlignmentID`` type.
    nonisolated public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    private init(builtIn id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical, isPositional: true) }

    /// The top edge (y = 0).
    nonisolated public static let top = VerticalAlignment(builtIn: BuiltInGuide.Top.self)
    /// The centre (y = height / 2).
    nonisolated public static let center = VerticalAlignment(builtIn: BuiltInGuide.VerticalCenter.self)
    /// The bottom edge (y = height).
    nonisolated public static let bottom = VerticalAlignment(builtIn: BuiltInGuide.Bottom.self)
    /// The baseline of the first line of text (the bottom for views without text).
    nonisolated public static let firstTextBaseline = VerticalAlignment(BuiltInGuide.FirstTextBaseline.self)
    /// The baseline of the last line of text (the bottom for views without text).
    nonisolated public static let lastTextBaseline = VerticalAlignment(BuiltInGuide.LastTextBaseline.self)
}

/// A pair of guides, one per axis, for two-dimensional aligners (`frame`, `overlay`,
/// `background`, `ZStack`). It selects guides; it is not a guide itself.
public struct Alignment: Equatable, Sendable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// Combines two guides.
    nonisolated public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centre, centre.
    nonisolated public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centre.
    nonisolated public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centre.
    nonisolated public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Centre, top.
    nonisolated public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centre, bottom.
    nonisolated public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Leading, top.
    nonisolated public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Trailing, top.
    nonisolated public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading, bottom.
    nonisolated public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Trailing, bottom.
    nonisolated public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centre, first text baseline.
    nonisolated public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centre, last text baseline.
    nonisolated public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, first text baseline.
    nonisolated public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Trailing, first text baseline.
    nonisolated public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
}
