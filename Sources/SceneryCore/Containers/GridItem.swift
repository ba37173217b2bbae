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
    nonisolated public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
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

/// The lengths of a lazy grid's columns (rows of a `LazyHGrid`) for `length` proposed,
/// computed once (the two-pass quirk is not replicated, docs/layout.md). SwiftUI's rule:
///
/// 1. fixed items take their length;
/// 2. the others share what is left after the fixed items and the spacing between items:
///    each gets the same length λ clamped to its bounds — a flexible item to its minimum
///    and maximum, an adaptive one to at least its minimum — with λ chosen so that the
///    lengths add up to what is left (an item whose minimum exceeds an equal share keeps
///    its minimum and the others share the rest; one whose maximum is below it keeps its
///    maximum). When even the minimums do not fit, every item takes its minimum; when the
///    maximums do not fill it, every item takes its maximum;
/// 3. an adaptive item's length holds as many sub-items of at least its minimum as fit
///    (with its spacing between them), stretched to fill it, each at most its maximum.
///
/// No length proposed counts as zero (every item at its minimum).
func gridTracks(_ items: [GridItem], length: CGFloat?) -> [GridTrack] {
    let available = length.flatMap { $0.isFinite ? $0 : nil } ?? 0
    let spacings = items.map { $0.spacing ?? 8 }
    var remaining = available - spacings.dropLast().reduce(0, +)
    var bounds: [(low: CGFloat, high: CGFloat)] = []
    for item in items {
        switch item.size {
        case .fixed(let length): remaining -= length
        case .flexible(let minimum, let maximum): bounds.append((minimum, max(minimum, maximum)))
        case .adaptive(let minimum, _): bounds.append((minimum, .infinity))
        }
    }
    var shares = sharedLengths(bounds, total: remaining)[...]
    var tracks: [GridTrack] = []
    for (item, spacing) in zip(items, spacings) {
        let alignment = item.alignment ?? .center
        switch item.size {
        case .fixed(let length):
            tracks.append(GridTrack(length: length, spacing: spacing, alignment: alignment))
        case .flexible:
            tracks.append(GridTrack(length: shares.removeFirst(), spacing: spacing, alignment: alignment))
        case .adaptive(let minimum, let maximum):
            let share = shares.removeFirst()
            let count = max(1, Int(((share + spacing) / (max(1, minimum) + spacing)).rounded(.down)))
            let length = max(minimum, min(maximum, (share - spacing * CGFloat(count - 1)) / CGFloat(count)))
            for _ in 0..<count { tracks.append(GridTrack(length: length, spacing: spacing, alignment: alignment)) }
        }
    }
    return tracks
}

/// Lengths `clamp(λ, low, high)` for each of `bounds`, with λ chosen so they add up to
/// `total` (every low bound when they cannot be that small, every high bound when they
/// cannot be that large). The sum grows with λ piecewise linearly, bending at the bounds,
/// so λ lies between the two bounds where the sum crosses `total`.
func sharedLengths(_ bounds: [(low: CGFloat, high: CGFloat)], total: CGFloat) -> [CGFloat] {
    guard !bounds.isEmpty else { return [] }
    func lengths(_ level: CGFloat) -> [CGFloat] { bounds.map { max($0.low, min($0.high, level)) } }
    func sum(_ level: CGFloat) -> CGFloat { lengths(level).reduce(0, +) }
    let bends = Set(bounds.flatMap { [$0.low, $0.high] }.filter(\.isFinite)).sorted()
    guard let first = bends.first, sum(first) < total else { return bounds.map(\.low) }
    var below = first
    for bend in bends.dropFirst() {
        if sum(bend) >= total { break }
        below = bend
    }
    // Between `below` and the next bend the sum rises by one for each item not at a bound.
    let slope = CGFloat(bounds.filter { $0.low <= below && below < $0.high }.count)
    guard slope > 0 else { return lengths(below) }
    return lengths(below + (total - sum(below)) / slope)
}

extension [GridTrack] {
    /// The tracks' total length with the spacing between them.
    var totalLength: CGFloat {
        reduce(0) { $0 + $1.length } + dropLast().reduce(0) { $0 + $1.spacing }
    }
}
