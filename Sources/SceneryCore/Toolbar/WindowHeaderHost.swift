/// A window's own header bar: a window whose content declares toolbar items or a search
/// field that no navigation stack shows (SwiftUI on macOS always has a window toolbar)
/// gets a header bar at its top, above the content, with the window's title (the content's
/// `navigationTitle` and subtitle) in the middle and the items where their placements say.
/// A window whose content declares none draws no bar; its content is laid out as if the
/// host were not there, at the same identity.
nonisolated package struct WindowHeaderHost: View, PrimitiveView {
    let content: AnyView

    /// Wraps a window's content.
    nonisolated package init(content: AnyView) { self.content = content }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let node = resolveSingle(content, context: context)
        let isRightToLeft = context.environment.layoutDirection == .rightToLeft
        let headerContext = context.child(.explicit("window header"))
        // The header is resolved at placement: its views' state is kept across updates.
        context.graph?.keepBuiltDuringLayout(under: headerContext.path, parent: context.parentNode)
        nodes.append(WindowHeaderNode(content: node) { header in
            resolveSingle(
                NavigationHeader(content: header, backTitle: nil, back: {}, isRightToLeft: isRightToLeft),
                context: headerContext)
        })
    }
}

/// The node of ``WindowHeaderHost``: the content, under a header bar when it declares
/// toolbar items or a search field.
final class WindowHeaderNode: ViewNode {
    let content: ViewNode
    let makeHeader: @MainActor (HeaderContent) -> ViewNode
    /// The header of the last placement.
    private(set) var header: ViewNode?

    init(content: ViewNode, makeHeader: @escaping @MainActor (HeaderContent) -> ViewNode) {
        self.content = content
        self.makeHeader = makeHeader
        super.init()
        traits = content.traits
    }

    /// Whether the content asks for a header bar (needs no layout).
    private var needsHeader: Bool {
        let items = reducedPreference(ToolbarItemsKey.self, in: content) ?? []
        let search = reducedPreference(SearchFieldKey.self, in: content) ?? []
        guard !items.isEmpty || !search.isEmpty else { return false }
        let bars = reducedPreference(ToolbarVisibilityKey.self, in: content) ?? [:]
        return !bars.contains { $0.key.isHeaderBar && $0.value == .hidden }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard needsHeader else { return content.sizeThatFits(proposal) }
        let barHeight = NavigationHeader.height
        let size = content.sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
        return CGSize(width: size.width, height: size.height + barHeight)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        guard needsHeader else {
            header = nil
            return content.place(at: bounds.origin, proposal: proposal)
        }
        let barHeight = NavigationHeader.height
        let header = makeHeader(HeaderContent(of: content))
        self.header = header
        header.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: barHeight))
        content.place(
            at: CGPoint(x: bounds.minX, y: bounds.minY + barHeight),
            proposal: ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
    }

    override var children: [ViewNode] { header.map { [$0, content] } ?? [content] }

    /// Its size and placement follow from the content's, and the header is built again each
    /// time it is placed.
    override var takesChangesInPlace: Bool { true }
}
