/// `alignmentGuide`: overrides one guide's value for this view. It changes no size or
/// proposal, and its closure runs only when a parent asks for that guide.
package final class AlignmentGuideNode: SingleChildNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat

    package init(key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat, child: ViewNode) {
        self.key = key
        self.compute = compute
        super.init(child: child)
    }

    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard key == self.key else { return child.explicitAlignment(key, proposal: proposal) }
        return compute(child.dimensions(for: proposal))
    }
}

extension View {
    /// Sets this view's value for a horizontal guide, computed from its dimensions.
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        nonisolated(unsafe) let computeValue = computeValue
        return wrapNodes { node, _ in AlignmentGuideNode(key: g.key, compute: computeValue, child: node) }
    }

    /// Sets this view's value for a vertical guide, computed from its dimensions.
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        nonisolated(unsafe) let computeValue = computeValue
        return wrapNodes { node, _ in AlignmentGuideNode(key: g.key, compute: computeValue, child: node) }
    }
}
