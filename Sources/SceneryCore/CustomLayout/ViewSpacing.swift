/// The spacing a view prefers to its neighbours, per edge.
///
/// An edge either states a preference (a length) or has none. Two neighbours are
/// ``distance(to:along:)`` apart: the larger of the preferences their facing edges state,
/// or the default spacing (8 points) when neither states one. Most views state none, so
/// they are 8 apart; a `Spacer` states 0 on the edges along its stack, so a stack adds no
/// spacing beside it (its minimum length is its only gap), as in SwiftUI.
public struct ViewSpacing: Sendable, Equatable {
    var top, leading, bottom, trailing: CGFloat?

    /// No preference on any edge: the default spacing to a neighbour without one.
    nonisolated public init() {}

    /// No spacing: 0 on every edge.
    nonisolated public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    init(top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// A `Spacer`'s preferences: 0 on the edges along `axis` (every edge outside stacks),
    /// none across it.
    static func spacer(along axis: Axis?) -> ViewSpacing {
        switch axis {
        case .horizontal?: ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0)
        case .vertical?: ViewSpacing(top: 0, leading: nil, bottom: 0, trailing: nil)
        case nil: .zero
        }
    }

    /// The distance to `next` placed after this view along `axis`: the larger of the two
    /// facing edges' preferences, or the default spacing when neither has one.
    nonisolated public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (mine, theirs) {
        case let (mine?, theirs?): return max(mine, theirs)
        case let (mine?, nil): return mine
        case let (nil, theirs?): return theirs
        case (nil, nil): return defaultStackSpacing
        }
    }

    /// Merges `other`'s preferences on `edges`: where both state one the larger stays, where
    /// only one does, its preference.
    nonisolated public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
    }

    /// The merge of this and `other` on `edges`.
    nonisolated public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The same preferences with none on `edges` (what padding does to the edges it pads).
    func clearing(_ edges: Edge.Set) -> ViewSpacing {
        var copy = self
        if edges.contains(.top) { copy.top = nil }
        if edges.contains(.leading) { copy.leading = nil }
        if edges.contains(.bottom) { copy.bottom = nil }
        if edges.contains(.trailing) { copy.trailing = nil }
        return copy
    }
}
