/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): its size, the spacing after it,
/// and how cells align in it.
public struct GridItem: Sendable {
    /// How a grid item is sized.
    public enum Size: Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// An equal share of the space the fixed items leave, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in an equal share, stretched to fill it
        /// (up to `maximum` each).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size.
    public var size: Size
    /// The spacing to the next item; nil means 8 points.
    public var spacing: CGFloat?
    /// How cells align in the item; nil means centred.
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved column (or row) of a lazy grid.
struct GridTrack: Equatable {
    var length: CGFloat
    /// Space before the next track.
    var spacing: CGFloat
    var alignment: Alignment
}

/// The book's column algorithm for lazy grids, run **once** on the proposed length (the
/// two-pass quirk is not replicated, docs/layout.md): fixed items take their length; the
/// others, in order, each take an equal share of what is left — a flexible item clamped by
/// its bounds, an adaptive one split into as many sub-tracks of at least its minimum as fit
/// (with its spacing between them), stretched up to its maximum. No length proposed counts
/// as zero (every item at its minimum).
func gridTracks(_ items: [GridItem], length: CGFloat?) -> [GridTrack] {
    let available = length.flatMap { $0.isFinite ? $0 : nil } ?? 0
    let spacings = items.map { $0.spacing ?? 8 }
    var remaining = available - spacings.dropLast().reduce(0, +)
    var flexibleCount = 0
    for item in items {
        if case .fixed(let length) = item.size { remaining -= length } else { flexibleCount += 1 }
    }
    var tracks: [GridTrack] = []
    for (item, spacing) in zip(items, spacings) {
        let alignment = item.alignment ?? .center
        switch item.size {
        case .fixed(let length):
            tracks.append(GridTrack(length: length, spacing: spacing, alignment: alignment))
        case .flexible(let minimum, let maximum):
            let length = max(minimum, min(maximum, remaining / CGFloat(flexibleCount)))
            tracks.append(GridTrack(length: length, spacing: spacing, alignment: alignment))
            remaining -= length
            flexibleCount -= 1
        case .adaptive(let minimum, let maximum):
            let share = max(0, remaining / CGFloat(flexibleCount))
            let count = max(1, Int(((share + spacing) / (max(1, minimum) + spacing)).rounded(.down)))
            let length = max(minimum, min(maximum, (share - spacing * CGFloat(count - 1)) / CGFloat(count)))
            for _ in 0..<count { tracks.append(GridTrack(length: length, spacing: spacing, alignment: alignment)) }
            remaining -= share
            flexibleCount -= 1
        }
    }
    return tracks
}

extension [GridTrack] {
    /// The tracks' total length with the spacing between them.
    var totalLength: CGFloat {
        reduce(0) { $0 + $1.length } + dropLast().reduce(0) { $0 + $1.spacing }
    }
}
