/// The persistent scroll position of one `ScrollView` identity, kept by the window's
/// `ViewGraph` so it survives updates (the view value is rebuilt, the offset is not).
@MainActor
package final class ScrollState {
    /// How far the content is scrolled: the point of the content shown at the scroll
    /// view's top-leading corner. Never negative; clamped to the content at each layout.
    package var offset = CGPoint.zero
    /// What lazy content inside sees of the scroll view. It lives as long as the offset:
    /// lazy content reused from the graph without resolving again still reads the scroll
    /// view placed now.
    package let viewport = ScrollViewport()
    /// Where the scroll view starts (`defaultScrollAnchor`), until its first placement.
    var defaultAnchor: UnitPoint?
    /// Whether the scroll view has been placed (its start is behind it).
    var hasBeenPlaced = false

    package init() {}
}

/// What a lazy container inside a `ScrollView` needs from it during placement: the part of
/// the window the scroll view shows now, and a way to say that the content's estimated
/// size changed (new rows were measured), so the scroll view measures it again.
@MainActor
package final class ScrollViewport {
    /// The scroll view's frame in window coordinates (nil before its first placement).
    package var visibleRect: CGRect?
    /// Set by lazy containers whose estimated length changed during placement.
    package var estimatesChanged = false

    package init() {}
}

/// The persistent measurements of one lazy container identity: the measured length of each
/// row along the container's axis (so estimates and the scroll position stay put when the
/// container's node is rebuilt) and the widest row across it.
@MainActor
package final class LazyMeasurements {
    private(set) var lengths: [CGFloat] = []
    private(set) var measuredSum: CGFloat = 0
    private(set) var measuredCount = 0
    private(set) var crossMax: CGFloat = 0
    private var cross: CGFloat?? = .none
    /// The appearance actions found in each row when it was last built with any.
    var rowAppearances: [Int: [AppearanceActions]] = [:]
    /// The rows placed at the last layout.
    var visibleRows: Set<Int> = []

    package init() {}

    /// Starts over when the row count or the cross-axis proposal changed.
    func prepare(count: Int, cross proposal: CGFloat?) {
        guard lengths.count != count || cross != .some(proposal) else { return }
        if lengths.count != count { rowAppearances = [:] }
        lengths = [CGFloat](repeating: -1, count: count)
        measuredSum = 0
        measuredCount = 0
        crossMax = 0
        cross = .some(proposal)
    }

    /// The measured length of row `index`, or nil.
    func length(_ index: Int) -> CGFloat? { lengths[index] >= 0 ? lengths[index] : nil }

    /// The length assumed for rows not measured yet: the mean of the measured ones.
    var estimate: CGFloat { measuredCount > 0 ? measuredSum / CGFloat(measuredCount) : 0 }

    /// The total length of `count` rows (measured or estimated), without spacing.
    var total: CGFloat { measuredSum + CGFloat(lengths.count - measuredCount) * estimate }

    /// Records row `index`'s size; returns whether its length changed.
    @discardableResult
    func record(_ index: Int, length: CGFloat, cross: CGFloat) -> Bool {
        crossMax = max(crossMax, cross)
        let old = lengths[index]
        guard old != length else { return false }
        if old >= 0 { measuredSum -= old } else { measuredCount += 1 }
        measuredSum += length
        lengths[index] = length
        return true
    }
}
