/// A type-erased layout: lets a view switch between layouts (e.g. `HStackLayout` and
/// `VStackLayout`) while keeping its subviews.
public struct AnyLayout: Layout {
    private let layout: any Layout
    package let stackOrientation: Axis?

    /// Wraps `layout`.
    nonisolated public init<L: Layout>(_ layout: L) {
        self.layout = layout
        stackOrientation = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
    }

    /// The wrapped layout's cache, boxed.
    public final class Cache {
        var value: Any?
        init() {}
    }

    /// Makes an empty box; the wrapped layout's cache is made on first use.
    nonisolated public func makeCache(subviews: Subviews) -> Cache { Cache() }

    private func run<T>(_ cache: Cache, _ subviews: Subviews, _ body: (any Layout, inout Any) -> T) -> T {
        func open<W: Layout>(_ layout: W) -> T {
            var inner: Any = (cache.value as? W.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return body(layout, &inner)
        }
        return open(layout)
    }

    /// The wrapped layout's spacing.
    nonisolated public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        run(cache, subviews) { layout, inner in Self.spacing(layout, subviews, &inner) }
    }

    /// The wrapped layout's size.
    nonisolated public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        run(cache, subviews) { layout, inner in Self.size(layout, proposal, subviews, &inner) }
    }

    /// The wrapped layout's placement.
    nonisolated public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        run(cache, subviews) { layout, inner in Self.place(layout, bounds, proposal, subviews, &inner) }
    }

    /// The wrapped layout's horizontal guides.
    nonisolated public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        run(cache, subviews) { layout, inner in Self.align(layout, guide.key, bounds, proposal, subviews, &inner) }
    }

    /// The wrapped layout's vertical guides.
    nonisolated public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        run(cache, subviews) { layout, inner in Self.align(layout, guide.key, bounds, proposal, subviews, &inner) }
    }

    private static func spacing<W: Layout>(_ layout: W, _ subviews: Subviews, _ inner: inout Any) -> ViewSpacing {
        var cache = inner as! W.Cache
        defer { inner = cache }
        return layout.spacing(subviews: subviews, cache: &cache)
    }

    private static func size<W: Layout>(_ layout: W, _ proposal: ProposedViewSize, _ subviews: Subviews, _ inner: inout Any) -> CGSize {
        var cache = inner as! W.Cache
        defer { inner = cache }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func place<W: Layout>(
        _ layout: W, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ inner: inout Any
    ) {
        var cache = inner as! W.Cache
        defer { inner = cache }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func align<W: Layout>(
        _ layout: W, _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews,
        _ inner: inout Any
    ) -> CGFloat? {
        var cache = inner as! W.Cache
        defer { inner = cache }
        return key.axis == .horizontal
            ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
