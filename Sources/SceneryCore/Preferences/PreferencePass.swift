extension ViewGraph {
    /// How many times one frame may update the views for `onPreferenceChange` actions that
    /// changed state before it is drawn anyway (R112).
    package static let maximumPreferenceUpdates = 8

    /// Lays out a window's frame: places `root` in a window of `size`, then runs the
    /// `onPreferenceChange` actions whose values changed. When they change state, the views
    /// update (``update(_:context:)`` with `content`) and are laid out again, so the frame
    /// drawn already shows what the actions did (R111) — at most
    /// ``maximumPreferenceUpdates`` times.
    ///
    /// Returns the root to draw, placed, and the preference keys whose actions still changed
    /// state on the last allowed pass (empty when the frame settled).
    package func layoutFrame<V: View>(
        _ root: ViewNode, content: V, context: ResolveContext, in size: CGSize
    ) -> (root: ViewNode, unsettled: [String]) {
        var root = root
        var updates = 0
        while true {
            animations.beginLayout()
            placeRoot(root, in: size, scale: context.environment.displayScale)
            runLayoutActions()
            let changed = runPreferenceActions(in: root)
            guard isUpdateScheduled else {
                finishLayout()
                return (root, [])
            }
            if updates == Self.maximumPreferenceUpdates {
                finishLayout()
                return (root, changed)
            }
            root = update(content, context: context)
            updates += 1
        }
    }

    /// Ends the layout of an update: runs the completions of the update's transaction that
    /// neither it nor its layout animated anything for, and makes later layouts without an
    /// update move nothing with its transaction (Animation/LayoutAnimation.swift).
    private func finishLayout() {
        animations.isLaidOut = true
        for completion in animations.claimDue(animations.takeUnclaimedCompletions()) { completion.action() }
    }

    /// Runs the actions of the `onPreferenceChange` observers in the laid-out tree of
    /// `root` whose value differs from the one they saw last (the key's default the first
    /// time), and forgets observers no longer in the tree. Actions run after every value
    /// is computed, in the order values flow: an observer inside another one first,
    /// siblings in view order. Returns the names of the keys whose actions ran.
    @discardableResult
    package func runPreferenceActions(in root: ViewNode) -> [String] {
        var seen: Set<IdentityPath> = []
        var due: [(key: String, action: @MainActor () -> Void)] = []
        func visit(_ node: ViewNode) {
            if node.holdsNoPreferences { return }
            UpdateCounts.current.nodesSearched += 1
            for child in node.children { visit(child) }
            guard let observer = node.asPreferenceObserver else { return }
            seen.insert(observer.observerPath)
            if let action = observer.observe(in: self) { due.append((observer.keyName, action)) }
        }
        visit(root)
        for path in observedPreferences.keys where !seen.contains(path) { observedPreferences[path] = nil }
        for (_, action) in due { action() }
        return due.map(\.key)
    }
}
