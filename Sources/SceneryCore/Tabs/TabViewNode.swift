/// Sizes of a tab view's parts.
package enum TabViewLayout {
    /// A `sidebarAdaptable` tab view at least this wide shows its sidebar; a narrower
    /// one shows the tab bar.
    package static let sidebarMinimumWidth: CGFloat = 600
    /// The width of the sidebar.
    package static let sidebarWidth: CGFloat = 220
    /// The height of the tab bar.
    package static let barHeight: CGFloat = 40
}

/// A tab view's node: its chrome (tab bar at the top, sidebar at the leading edge, or
/// page dots at the bottom), the selected tab's view, and the bottom accessory. The tabs
/// that are not selected are not children: they are not measured, drawn, hit or focused,
/// and their preferences do not flow up.
package final class TabViewNode: ViewNode {
    package enum Arrangement { case bar, sidebar, page }

    let arrangement: Arrangement
    let chrome: ViewNode
    let content: ViewNode
    let accessory: ViewNode?
    /// For `sidebarAdaptable`: told whether the tab view is wide enough for the sidebar
    /// when that differs from what shows.
    let adapts: (@MainActor (Bool) -> Void)?
    let showsSidebar: Bool

    init(
        arrangement: Arrangement, chrome: ViewNode, content: ViewNode, accessory: ViewNode?,
        adapts: (@MainActor (Bool) -> Void)?, showsSidebar: Bool
    ) {
        self.arrangement = arrangement
        self.chrome = chrome
        self.content = content
        self.accessory = accessory
        self.adapts = adapts
        self.showsSidebar = showsSidebar
        super.init()
    }

    private func chromeExtent(_ proposal: ProposedViewSize) -> CGFloat {
        switch arrangement {
        case .bar, .page: chrome.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).height
        case .sidebar: chrome.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height)).width
        }
    }

    private func accessoryHeight(width: CGFloat?) -> CGFloat {
        accessory?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 0
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let extent = chromeExtent(proposal)
        switch arrangement {
        case .bar, .page:
            let fixed = extent + accessoryHeight(width: proposal.width)
            let inner = content.sizeThatFits(ProposedViewSize(
                width: proposal.width, height: proposal.height.map { max(0, $0 - fixed) }))
            return CGSize(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height + fixed)
        case .sidebar:
            let width = proposal.width.map { max(0, $0 - extent) }
            let fixed = accessoryHeight(width: width)
            let inner = content.sizeThatFits(ProposedViewSize(width: width, height: proposal.height.map { max(0, $0 - fixed) }))
            return CGSize(width: proposal.width ?? inner.width + extent, height: proposal.height ?? inner.height + fixed)
        }
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        if let adapts {
            let wide = bounds.width >= TabViewLayout.sidebarMinimumWidth
            if wide != showsSidebar { adapts(wide) }
        }
        let extent = chromeExtent(ProposedViewSize(width: bounds.width, height: bounds.height))
        var area = bounds
        switch arrangement {
        case .bar:
            chrome.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: extent))
            area = CGRect(x: bounds.minX, y: bounds.minY + extent, width: bounds.width, height: max(0, bounds.height - extent))
        case .page:
            chrome.place(
                at: CGPoint(x: bounds.minX, y: bounds.maxY - extent),
                proposal: ProposedViewSize(width: bounds.width, height: extent))
            area = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - extent))
        case .sidebar:
            chrome.place(at: bounds.origin, proposal: ProposedViewSize(width: extent, height: bounds.height))
            area = CGRect(x: bounds.minX + extent, y: bounds.minY, width: max(0, bounds.width - extent), height: bounds.height)
        }
        let accessoryHeight = accessoryHeight(width: area.width)
        // The tab's view is centred in the space left, as a page is.
        let space = ProposedViewSize(width: area.width, height: max(0, area.height - accessoryHeight))
        let size = content.sizeThatFits(space)
        content.place(
            at: CGPoint(
                x: area.minX + max(0, area.width - size.width) / 2,
                y: area.minY + max(0, area.height - accessoryHeight - size.height) / 2),
            proposal: space)
        accessory?.place(
            at: CGPoint(x: area.minX, y: area.maxY - accessoryHeight),
            proposal: ProposedViewSize(width: area.width, height: accessoryHeight))
    }

    package override var children: [ViewNode] { [chrome, content] + (accessory.map { [$0] } ?? []) }
}
