/// Where the pointer is over a view with `onContinuousHover`: over it at a location, or
/// it has just left.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view at this location (in the coordinate space asked for).
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

extension View {
    /// Runs `action` with true when the pointer comes over this view and false when it
    /// leaves it (or the window).
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return wrapNodes { node, context in
            HoverRegionNode(child: node, identity: context.path.appending(.explicit("onHover")), space: .local, action: { phase in
                switch phase {
                case .active: action(true)
                case .ended: action(false)
                }
            }, continuous: false)
        }
    }

    /// Runs `action` with the pointer's location each time it moves over this view, and
    /// with `.ended` when it leaves. Locations are in `coordinateSpace` (`.local`: the
    /// view's own, with (0, 0) at its top leading corner; `.global`: the window's).
    nonisolated public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        nonisolated(unsafe) let action = action, space = coordinateSpace
        return wrapNodes { node, context in
            HoverRegionNode(child: node, identity: context.path.appending(.explicit("onContinuousHover")), space: space, action: { action($0) }, continuous: true)
        }
    }
}

/// A view with hover actions: the window tells it when the pointer comes, moves and goes.
@MainActor
package final class HoverRegionNode: SingleChildNode {
    override var measuresAsItsChild: Bool { true }
    let identity: IdentityPath
    let space: CoordinateSpace
    let action: @MainActor (HoverPhase) -> Void
    /// Whether the action wants every move (`onContinuousHover`) or only enter and leave.
    let isContinuous: Bool

    init(
        child: ViewNode, identity: IdentityPath, space: CoordinateSpace,
        action: @escaping @MainActor (HoverPhase) -> Void, continuous: Bool
    ) {
        self.identity = identity
        self.space = space
        self.action = action
        self.isContinuous = continuous
        super.init(child: child)
    }

    /// `point` (window coordinates) in the region's coordinate space.
    func location(of point: CGPoint) -> CGPoint {
        switch space {
        case .local: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        default: point
        }
    }
}

/// A window's pointer hover: which tap target the pointer is over (drawn highlighted by
/// the built-in controls) and which hover regions (`onHover`, `onContinuousHover`) it is
/// in. The window calls ``update(root:moved:)`` when the pointer moves without a button
/// held, leaves the window, and after each layout (the nodes are new, and content may
/// have moved under a pointer that did not).
@MainActor
package final class HoverTracker {
    /// Where the pointer is, in window points; nil when it is outside the window.
    package var point: CGPoint?
    private weak var target: TapTargetNode?
    /// The regions the pointer is in, outermost first, with the location last reported.
    private var regions: [(identity: IdentityPath, location: CGPoint)] = []

    package init() {}

    /// The target under the pointer now.
    package var hoveredTarget: TapTargetNode? { target }

    /// Marks the target under ``point`` as hovered (and the previous one not) and runs the
    /// hover actions of the regions the pointer entered, moved in (`moved`: a pointer
    /// motion, for continuous actions) or left. Returns whether a target's look changed.
    @discardableResult
    package func update(root: ViewNode, moved: Bool) -> Bool {
        let hit = point.flatMap { HitTesting.target(at: $0, in: root) }
        var changed = false
        if hit !== target {
            target?.isHovered = false
            target = hit
            changed = true
        }
        if let hit, !hit.isHovered {
            hit.isHovered = true
            changed = true
        }
        var inside: [(HoverRegionNode, CGPoint)] = []
        if let point { Self.collect(root, at: point, into: &inside) }
        let now = inside.map { (identity: $0.0.identity, location: $0.1) }
        var actions: [@MainActor () -> Void] = []
        for (region, location) in inside {
            let before = regions.first { $0.identity == region.identity }?.location
            if before == nil || (moved && region.isContinuous && before != location) {
                actions.append { region.action(.active(location)) }
            }
        }
        let left = regions.filter { old in !now.contains { $0.identity == old.identity } }
        if !left.isEmpty {
            // The node that left may be gone; its action is the latest one with the identity.
            var latest: [IdentityPath: HoverRegionNode] = [:]
            Self.collectAll(root, into: &latest)
            for entry in left { if let region = latest[entry.identity] { actions.append { region.action(.ended) } } }
        }
        regions = now
        for action in actions { action() }
        return changed
    }

    /// Forgets the pointer (it left the window): targets are no longer hovered and the
    /// regions it was in hear `.ended`.
    package func pointerLeft(root: ViewNode?) -> Bool {
        point = nil
        guard let root else {
            target?.isHovered = false
            target = nil
            regions = []
            return true
        }
        return update(root: root, moved: true)
    }

    private static func collect(_ node: ViewNode, at point: CGPoint, into found: inout [(HoverRegionNode, CGPoint)]) {
        if node.clipsHitTesting && !node.frame.contains(point) { return }
        if let gate = node as? HitTestingNode, !gate.allowsHitTesting { return }
        if let region = node as? HoverRegionNode, region.frame.contains(point) {
            found.append((region, region.location(of: point)))
        }
        for child in node.children { collect(child, at: point, into: &found) }
    }

    private static func collectAll(_ node: ViewNode, into found: inout [IdentityPath: HoverRegionNode]) {
        if let region = node as? HoverRegionNode { found[region.identity] = region }
        for child in node.children { collectAll(child, into: &found) }
    }
}
