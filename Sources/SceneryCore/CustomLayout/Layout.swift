/// A container's layout algorithm: it measures its subviews through proxies and places
/// them ("Thinking in SwiftUI", Advanced Layout).
///
/// ```swift
/// struct FlowLayout: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { ... }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { ... }
/// }
/// FlowLayout { ForEach(tags) { Text($0) } }
/// ```
///
/// Subviews that `placeSubviews` does not place are placed at the centre of the bounds with
/// the container's proposal.
public protocol Layout {
    /// Data shared between the methods; `Void` unless you make one.
    associatedtype Cache = Void
    /// The container's subviews, as proxies.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout type, e.g. the stack orientation `Spacer`s follow.
    static var layoutProperties: LayoutProperties { get }
    /// Creates the cache for a set of subviews.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The container's preferred spacing to its neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for `proposal`; probe subviews as often as needed.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds` (the container's frame, in its parent's space).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's explicit value for a horizontal guide, relative to `bounds.minX`.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?
    /// The container's explicit value for a vertical guide, relative to `bounds.minY`.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?
}

/// Properties of a layout type.
public struct LayoutProperties: Sendable {
    /// The axis `Spacer` and `Divider` orient by inside this layout; nil for none.
    public var stackOrientation: Axis?
    /// Creates default properties (no stack orientation).
    nonisolated public init() {}
}

extension Layout {
    /// No stack orientation.
    nonisolated public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a new cache.
    nonisolated public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The default spacing.
    nonisolated public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// Custom guides and text baselines merged from the subviews (the first subview with an
    /// explicit value wins; the last for `lastTextBaseline`); nil for built-in edge and
    /// centre guides, which containers with several children do not propagate.
    nonisolated public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Custom guides and text baselines merged from the subviews; see the horizontal variant.
    nonisolated public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Runs `placeSubviews` without placing anything, then asks the placed subviews for
    /// their explicit value of `key` (translated by where they were placed).
    package func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guard !key.isPositional, !subviews.isEmpty else { return nil }
        let recording = subviews.recordingPlacements()
        placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
        let order = key == VerticalAlignment.lastTextBaseline.key
            ? Array(recording.indices.reversed()) : Array(recording.indices)
        for index in order {
            guard let placement = recording.recordedPlacement(at: index),
                  let value = recording[index].explicitValue(key, proposal: placement.proposal) else { continue }
            let origin = key.axis == .horizontal ? placement.origin.x - bounds.minX : placement.origin.y - bounds.minY
            return origin + value
        }
        return nil
    }
}

extension Layout where Cache == () {
    /// No cache.
    nonisolated public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// A container laying out the views `content` builds with this layout.
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

/// A container view with a layout.
nonisolated public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    package var resolvesPurely: Bool { true }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let orientation = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
        var children: [ViewNode] = []
        SceneryCore.resolve(content, into: &children, context: context.inStack(orientation))
        if let graph = context.graph {
            nodes.append(graph.container(layout: layout, children: children, context: context))
        } else {
            nodes.append(LayoutContainerNode(layout: layout, children: children))
        }
    }
}
